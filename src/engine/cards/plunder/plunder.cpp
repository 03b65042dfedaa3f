// The Plunder cards in card-id order: new cards are added at the end (ids are table indices).
#include "plunder.hpp"

namespace dom {

std::vector<CardDef> plunderCards() {
  using namespace cards::plunder;
  return {jewelledEgg(), sackOfLoot(), loot(),     amphora(),     doubloons(), endlessChalice(),
          figurehead(),  hammer(),     insignia(), jewels(),      orb(),       prizeGoat(),
          puzzleBox(),   sextant(),    shield(),   spellScroll(), staff(),     sword()};
}

}  // namespace dom
