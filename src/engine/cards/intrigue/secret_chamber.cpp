#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    if (g.hand(f.player).empty()) return g.finish();
    f.step = 1;
    g.askCards(f.player, g.handWhere(f.player, 0), 0, int(g.hand(f.player).size()),
               Text::DiscardAnyForCoins);
    return;
  }
  discardAll(g, f.player, g.picks());
  g.addCoins(int(g.picks().size()));
  g.finish();
}

// Secret Chamber ②: put 2 back even if fewer were drawn; ③: it may put itself back; ④: it may
// be revealed several times to the same Attack (repeatable).
void onAttack(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    g.draw(f.player, 2);
    f.step = 1;
    auto forced =
        chooseCards(g, f.player, g.handWhere(f.player, 0), 2, Text::TopdeckCardsInOrder, {2}, true);
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  putBack(g, f.player, chosen);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Attack,
     .from = ListenFrom::OthersHand,
     .optional = true,
     .run = onAttack,
     .ask = Text::RevealReaction,
     .repeatable = true},
};

}  // namespace

CardDef secretChamber() {
  return {.name = "Secret Chamber",
          .set = CardSet::Intrigue,
          .editions = FirstEdition,
          .cost = 2,
          .types = Action | Reaction,
          .traits = GivesCoins,
          .text =
              "Discard any number of cards. +$1 per card discarded.\nWhen another player plays an "
              "Attack card, you may reveal this from your hand. If you do, +2 Cards, then put 2 "
              "cards from your hand on top of your deck.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::intrigue
