// The Cornucopia cards in card-id order: new cards are added at the end (ids are table indices).
#include "cornucopia.hpp"

namespace dom {

std::vector<CardDef> cornucopiaCards() {
  using namespace cards::cornucopia;
  return {youngWitch(), tournament(), bagOfGold(),  diadem(),
          followers(),  princess(),   trustySteed()};
}

}  // namespace dom
