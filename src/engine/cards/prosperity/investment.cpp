#include <set>

#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

void askChoice(Game& g, Frame& f) {
  f.step = 2;
  g.askOption(f.player, {{Text::OptionPlusCoins, 1}, {Text::OptionTrashThisForVp}}, 1, 1,
              Text::ChooseOne);
}

// Trash a card from the hand (not optional; none with an empty hand, ④), then choose one
// (Investment ①): +$1; or trash this to reveal the hand for +1 VP per DIFFERENTLY NAMED Treasure
// there (③). DO X TO (②): only an Investment still in play is trashed, and only then are VP
// given (⑤: one played without moving into play, or trashed by its first play under a
// throne-room, gives none). First trash, then reveal (⑥).
void ability(Game& g, Frame& f) {
  const PlayerId p = f.player;
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(p, 0);
      if (hand.empty()) return askChoice(g, f);
      f.step = 1;
      auto forced = chooseCards(g, p, std::move(hand), 1, Text::TrashCardFromHand);
      if (!forced) return;
      g.trash(Inst((*forced)[0]));
      return askChoice(g, f);
    }
    case 1:
      if (g.pick() >= 0) g.trash(Inst(g.pick()));
      return askChoice(g, f);
    default: {
      if (g.pick() == 0) {
        g.addCoins(1);
      } else if (f.source != NoInst && g.isIn(f.source, Zone::InPlay, p)) {
        g.trash(f.source);
        std::set<CardId> treasures;
        for (Inst i : std::vector<Inst>(g.player(p).hand())) {
          g.reveal(i, p);
          if (g.hasType(i, Treasure)) treasures.insert(g.cardOf(i));
        }
        if (!treasures.empty()) g.addTokens(p, Counter::VP, int(treasures.size()));
      }
      g.finish();
    }
  }
}

}  // namespace

CardDef investment() {
  return {.name = "Investment",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 4,
          .types = Treasure,
          .traits = Trashes | GivesCoins,
          .text =
              "Trash a card from your hand.\nChoose one: +$1; or trash this to reveal your hand "
              "for +1 VP per differently named Treasure there.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
