#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The piles whose card costs exactly $1 more (more) or $1 less (!more) than the trashed card now:
// read again for the second gain, so that a cost reduction or a when-gain ability of the first
// one is in effect then (Develop ③). Nothing costs exactly $1 less than a card costing $0 (①).
std::vector<int32_t> piles(const Game& g, Inst trashed, bool more) {
  const Cost c = g.cost(g.cardOf(trashed));
  const Cost want = more ? c + 1 : c - 1;
  return g.pilesWhere([&](CardId x) { return g.cost(x) == want; });
}

// f.cards[0]: the trashed card. f.a: which gains are still to make (bit 1: $1 more, bit 2: $1
// less). The player picks the first gain among both kinds ("in either order"), then the other.
// Both go onto the deck (②).
void askNext(Game& g, Frame& f) {
  const Inst trashed = Inst(f.cards[0]);
  std::vector<int32_t> offered;
  if (f.a & 1) offered = piles(g, trashed, true);
  if (f.a & 2)
    for (int32_t pile : piles(g, trashed, false)) offered.push_back(pile);
  if (offered.empty()) return g.finish();
  f.step = 2;
  g.askPile(f.player, std::move(offered), 1, Text::GainOneMoreOrLessOntoDeck, {g.cardOf(trashed)});
}

void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 1, 1, Text::TrashCardFromHand);
      return;
    }
    case 1:
      f.cards = {g.pick()};
      g.trash(Inst(g.pick()));
      f.a = 3;
      return askNext(g, f);
    case 2: {
      const int pile = g.pick();
      if (pile < 0) return g.finish();
      const Cost c = g.cost(g.cardOf(Inst(f.cards[0])));
      f.a &= g.cost(g.topCard(pile)) == c + 1 ? ~1 : ~2;
      g.gainFromPile(f.player, pile, Zone::Deck);
      f.step = 3;  // the gain's own abilities resolve before the second card is chosen (③)
      return;
    }
    default:
      if (f.a == 0) return g.finish();
      askNext(g, f);
  }
}

}  // namespace

CardDef develop() {
  return {.name = "Develop",
          .set = CardSet::Hinterlands,
          .cost = 3,
          .types = Action,
          .traits = Trashes | Gains,
          .text =
              "Trash a card from your hand. Gain two cards onto your deck, with one costing "
              "exactly $1 more than it, and one costing exactly $1 less than it, in either order.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
