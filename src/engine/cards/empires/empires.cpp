// The Empires cards in card-id order: new cards are added at the end (ids are table indices).
#include "empires.hpp"

namespace dom {

std::vector<CardDef> empiresCards() {
  using namespace cards::empires;
  return {engineer(),      patrician(),       emporium(),    castles(),
          humbleCastle(),  crumblingCastle(), smallCastle(), hauntedCastle(),
          opulentCastle(), sprawlingCastle(), grandCastle(), kingsCastle()};
}

}  // namespace dom
