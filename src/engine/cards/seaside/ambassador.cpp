#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Whether instance i can go back to the Supply: only a card that belongs to a Supply pile can
// (Ambassador ①, Black Market 6): not a Shelter or Heirloom (no pile), nor a card of a pile
// outside the Supply (Spoils, Prizes).
bool returnable(const Game& g, Inst i) {
  const int pile = g.pileIndex(g.printedOf(i));
  return pile >= 0 && g.supply()[size_t(pile)].inSupply;
}

// ③: the other players' Reactions (Moat) resolve in the Attack window before the reveal. With
// no card in hand the card does nothing. f.named: the revealed card.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      chooseExactly(g, f.player, std::move(hand), 1, Text::RevealCardFromHand);
      return;
    }
    case 1: {
      const Inst revealed = Inst(g.pick());
      g.reveal(revealed, f.player);
      f.named = g.cardOf(revealed);
      // ④ 0, 1 or 2 copies, the revealed one among them; ⑤ only copies of it (COPY OF A CARD:
      // the same name, not another card of its pile).
      auto copies =
          handIf(g, f.player, [&](Inst i) { return g.cardOf(i) == f.named && returnable(g, i); });
      f.step = 2;
      if (copies.empty()) return g.answerAtOnce(f.player, {});
      const int most = std::min(2, int(copies.size()));
      g.askCards(f.player, std::move(copies), 0, most, Text::ReturnUpToTwoToSupply, {f.named});
      return;
    }
    default: {
      // Returned on top of their own pile (an empty Supply pile is no longer empty).
      for (int32_t i : g.picks()) g.returnToSupply(Inst(i));
      // ② GAIN A COPY, in turn order from the next player: only from the Supply, while the
      // pile's top card is a copy (not another card of a split pile, a Knight never); a player
      // spared by a Reaction gains none.
      const int pile = g.pileIndex(f.named);
      const bool available = pile >= 0 && g.supply()[size_t(pile)].inSupply;
      forEachVictim(g, f, [&](PlayerId v) {
        if (available && g.pileTop(pile) != NoInst && g.topCard(pile) == f.named)
          g.gain(v, f.named);
      });
      g.finish();
    }
  }
}

}  // namespace

CardDef ambassador() {
  return {.name = "Ambassador",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 3,
          .types = Action | Attack,
          .traits = Trashes,  // returning copies thins the deck as trashing does
          .text =
              "Reveal a card from your hand. Return up to 2 copies of it from your hand to the "
              "Supply. Then each other player gains a copy of it.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
