#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

int score(const Game& g, PlayerId owner) { return g.countOwned(owner, cards::Duchy); }

}  // namespace

CardDef duke() {
  return {.name = "Duke",
          .set = CardSet::Intrigue,
          .cost = 5,
          .types = Victory,
          .text = "Worth 1 VP per Duchy you have.",
          .score = score};
}

}  // namespace dom::cards::intrigue
