#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// "Castle" is a type: every Castle its owner has counts, this one included.
int score(const Game& g, PlayerId owner) { return 2 * castlesOwned(g, owner); }

}  // namespace

CardDef kingsCastle() {
  return {.name = "King's Castle",
          .set = CardSet::Empires,
          .cost = 10,
          .nonKingdom = true,
          .types = Victory | Castle,
          .text = "Worth 2 VP per Castle you have.",
          .score = score};
}

}  // namespace dom::cards::empires
