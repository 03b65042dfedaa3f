#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Diplomat ⑤: the hand is counted after drawing.
void ability(Game& g, Frame& f) {
  if (g.hand(f.player).size() <= 5) g.addActions(2);
  g.finish();
}
// Diplomat ①: revealed "from a hand of 5 or more cards".
bool fromFiveCards(const Game& g, const TriggerEvent&, Inst, PlayerId owner) {
  return g.player(owner).hand().size() >= 5;
}
// Diplomat ②: discard 3 even if fewer than 2 were drawn; ③: the Diplomat itself may be
// discarded; ④: it may be revealed again while the hand still has 5 or more cards (repeatable).
void onAttack(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    g.draw(f.player, 2);
    f.step = 1;
    auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 3, Text::DiscardCards, {3});
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  discardAll(g, f.player, chosen);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Attack,
     .from = ListenFrom::OthersHand,
     .optional = true,
     .applies = fromFiveCards,
     .run = onAttack,
     .ask = Text::RevealReaction,
     .repeatable = true},
};

}  // namespace

CardDef diplomat() {
  return {.name = "Diplomat",
          .set = CardSet::Intrigue,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Reaction,
          .plus = {.cards = 2},
          .traits = GivesActions | Village,
          .text =
              "+2 Cards\nIf you have 5 or fewer cards in hand (after drawing), +2 Actions.\nWhen "
              "another player plays an Attack card, you may first reveal this from a hand of 5 or "
              "more cards, to draw 2 cards then discard 3.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::intrigue
