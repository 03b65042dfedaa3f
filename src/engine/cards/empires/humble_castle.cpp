#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// "Castle" is a type: every Castle its owner has counts, this one included.
int score(const Game& g, PlayerId owner) { return castlesOwned(g, owner); }

}  // namespace

CardDef humbleCastle() {
  return {.name = "Humble Castle",
          .set = CardSet::Empires,
          .cost = 3,
          .nonKingdom = true,
          .types = Treasure | Victory | Castle,
          .plus = {.coins = 1},
          .text = "$1\nWorth 1 VP per Castle you have.",
          .score = score};
}

}  // namespace dom::cards::empires
