#include <algorithm>

#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Tribute ①: a card of several types gives each bonus; ②: two cards with the same name count once.
void ability(Game& g, Frame& f) {
  if (g.playerCount() < 2) return g.finish();
  const PlayerId left = PlayerId((f.player + 1) % g.playerCount());
  std::vector<CardId> named;
  for (int32_t i : takeTopCards(g, left, 2, Zone::Revealed)) {
    named.push_back(g.cardOf(Inst(i)));
    g.discard(Inst(i), left);
  }
  std::sort(named.begin(), named.end());
  named.erase(std::unique(named.begin(), named.end()), named.end());
  for (CardId c : named) {
    if (card(c).is(Action)) g.addActions(2);
    if (g.typesOf(c) & Treasure) g.addCoins(2);
    if (card(c).is(Victory)) g.draw(f.player, 2);
  }
  g.finish();
}

}  // namespace

CardDef tribute() {
  return {.name = "Tribute",
          .set = CardSet::Intrigue,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action,
          .traits = GivesActions | GivesCoins | GivesCards,
          .text =
              "The player to your left reveals then discards the top 2 cards of his deck. For each "
              "differently named card revealed, if it is an...\nAction Card, +2 Actions\nTreasure "
              "Card, +$2\nVictory Card, +2 Cards",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
