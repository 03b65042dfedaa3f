#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Saboteur ①: one player after the other; ②: "dig for" a card costing $3 or more (revealed cards
// are not shuffled in); ③: the gain is optional. Order: trash, gain, then discard.
// f.cards: the current victim's other revealed cards.
void ability(Game& g, Frame& f) {
  if (f.step == 1) {
    const PlayerId p = visited(g, f);
    if (g.pick() >= 0) g.gainFromPile(p, g.pick());
    discardAll(g, p, f.cards);
    f.cards.clear();
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const Dug dug = revealUntil(g, p, 1, [&](Inst i) { return g.cost(g.cardOf(i)) >= 3; });
    f.cards.assign(dug.others.begin(), dug.others.end());
    if (!dug.found.empty()) {
      const Inst found = dug.found[0];
      g.trash(found);
      auto piles = pilesCosting(g, 0, g.cost(g.cardOf(found)) - 2);
      if (!piles.empty()) {
        f.step = 1;
        g.askPile(p, std::move(piles), 0, Text::MayGainUpToLessThanTrashed, {2});
        return;
      }
    }
    discardAll(g, p, f.cards);
    f.cards.clear();
  }
  g.finish();
}

}  // namespace

CardDef saboteur() {
  return {.name = "Saboteur",
          .set = CardSet::Intrigue,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action | Attack,
          .text =
              "Each other player reveals cards from the top of his deck until revealing one "
              "costing $3 or more. He trashes that card and may gain a card costing at most $2 "
              "less than it. He discards the other revealed cards.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
