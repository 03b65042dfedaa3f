#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// In order: gain a Silver, look at the top card and discard it or put it back, draw up to 5,
// then the optional trash (Jack of All Trades ①, ②). Each step waits for the abilities the
// one before triggered: a when-gain or when-discard ability may draw before the trash.
// f.cards: the looked-at card.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      g.gain(f.player, cards::Silver);
      f.step = 1;
      return;
    case 1:
      f.cards = takeTopCards(g, f.player, 1, Zone::Aside);
      f.step = 3;
      if (f.cards.empty()) return;
      f.step = 2;
      g.askOption(f.player, {{Text::OptionDiscard}, {Text::OptionPutBack}}, 1, 1,
                  Text::ChooseForTopCard, {g.cardOf(Inst(f.cards[0]))});
      return;
    case 2: {
      const auto looked = stillIn(g, f.cards, Zone::Aside, f.player);
      if (g.pick() == 0)
        discardAll(g, f.player, looked);
      else
        putBack(g, f.player, looked);
      f.step = 3;
      return;
    }
    case 3: {
      while (g.player(f.player).hand().size() < 5 && g.drawOne(f.player) != NoInst) {
      }
      auto trashable = handIf(g, f.player, [&](Inst i) { return !g.hasType(i, Treasure); });
      if (trashable.empty()) return g.finish();
      f.step = 4;
      g.askCards(f.player, std::move(trashable), 0, 1, Text::MayTrashNonTreasure);
      return;
    }
    default:
      if (g.pick() >= 0) g.trash(Inst(g.pick()));
      g.finish();
  }
}

}  // namespace

CardDef jackOfAllTrades() {
  return {.name = "Jack of All Trades",
          .set = CardSet::Hinterlands,
          .cost = 4,
          .types = Action,
          .traits = Gains | Trashes | GivesCards,
          .text =
              "Gain a Silver.\nLook at the top card of your deck; you may discard it.\nDraw until "
              "you have 5 cards in hand.\nYou may trash a card from your hand that isn't a "
              "Treasure.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
