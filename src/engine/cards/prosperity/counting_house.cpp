#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// Its owner looks through the discard pile (public to them) and chooses any number of its
// Coppers; those are revealed and put into the hand. None there, nothing is asked.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      std::vector<int32_t> coppers;
      for (Inst i : g.player(f.player).discard())
        if (g.cardOf(i) == cards::Copper) coppers.push_back(i);
      if (coppers.empty()) return g.finish();
      const int n = int(coppers.size());
      f.step = 1;
      g.askCards(f.player, std::move(coppers), 0, n, Text::CoppersFromDiscardToHand);
      return;
    }
    default: {
      std::vector<Inst> chosen;
      for (int32_t i : g.picks())
        if (g.isIn(Inst(i), Zone::Discard, f.player)) chosen.push_back(Inst(i));
      for (Inst i : chosen) g.reveal(i, f.player);
      for (Inst i : chosen) g.toHand(i, f.player);
      g.finish();
    }
  }
}

}  // namespace

CardDef countingHouse() {
  return {.name = "Counting House",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action,
          .traits = GivesCoins,
          .text =
              "Look through your discard pile, reveal any number of Copper cards from it, and "
              "put them into your hand.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
