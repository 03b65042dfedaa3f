#include "../../setup.hpp"
#include "../effects.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// Patrician ①: "costs $5 or more" reads the card's cost now, in coins: a card costing Debt only
// (City Quarter) does not; one with $5 or more and Debt does. A card costing less stays on top of
// the deck, revealed.
void ability(Game& g, Frame& f) {
  const auto top = takeTopCards(g, f.player, 1, Zone::Revealed);
  if (!top.empty()) {
    const Inst i = Inst(top[0]);
    if (g.cost(g.cardOf(i)).coins >= 5)
      g.toHand(i, f.player);
    else
      putBack(g, f.player, top);
  }
  g.finish();
}

// Rules, SPLIT PILES (Empires): one Kingdom pile of 5 Emporiums under 5 Patricians.
void setUp(SetUp& s) {
  std::vector<CardId> pile(5, emporiumCard());
  pile.insert(pile.end(), 5, patricianCard());
  s.splitPile(patricianCard(), std::move(pile));
}

}  // namespace

CardId patricianCard() {
  static const CardId c = findCard("Patrician");
  return c;
}

CardDef patrician() {
  return {.name = "Patrician",
          .set = CardSet::Empires,
          .cost = 2,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nReveal the top card of your deck. If it costs $5 or more, "
              "put it into your hand.",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::empires
