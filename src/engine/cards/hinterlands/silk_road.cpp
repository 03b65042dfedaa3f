#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Every Victory card its owner has counts, the Silk Roads too (Silk Road ①); 11 Victory cards
// are worth 2 VP (②: the rulebook's 3 was an erratum).
int score(const Game& g, PlayerId owner) {
  int victory = 0;
  g.forEachOwned(owner, [&](Inst i) { victory += g.defOf(i).is(Victory); });
  return victory / 4;
}

}  // namespace

CardDef silkRoad() {
  return {.name = "Silk Road",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 4,
          .types = Victory,
          .text = "Worth 1 VP per 4 Victory cards you have (round down).",
          .score = score};
}

}  // namespace dom::cards::hinterlands
