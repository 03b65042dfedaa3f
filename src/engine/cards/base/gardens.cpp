#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

int score(const Game& g, PlayerId owner) { return g.cardsOwned(owner) / 10; }

}  // namespace

CardDef gardens() {
  return {.name = "Gardens",
          .set = CardSet::Base,
          .cost = 4,
          .types = Victory,
          .text = "Worth 1 VP per 10 cards you have (round down).",
          .score = score};
}

}  // namespace dom::cards::base
