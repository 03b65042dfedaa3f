// The Empires cards in card-id order: new cards are added at the end (ids are table indices).
#include "empires.hpp"

namespace dom {

std::vector<CardDef> empiresCards() {
  using namespace cards::empires;
  return {engineer(), patrician(), emporium()};
}

}  // namespace dom
