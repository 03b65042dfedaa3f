#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// DIG FOR a Treasure (Loan ①): a shuffle leaves out the revealed cards; with none in the deck and
// discard pile, the revealed cards are discarded. The Treasure is trashed or discarded, then the
// other cards discarded (TRIGGERED ABILITY: first trash, then discard). f.cards: the Treasure,
// then the other revealed cards.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      const Dug dug = revealUntil(g, f.player, 1, [&](Inst i) { return g.hasType(i, Treasure); });
      if (dug.found.empty()) {
        discardAll(g, f.player, g.asChoices(dug.others));
        return g.finish();
      }
      f.cards = {dug.found[0]};
      f.cards.insert(f.cards.end(), dug.others.begin(), dug.others.end());
      f.step = 1;
      g.askOption(f.player, {{Text::OptionDiscard}, {Text::OptionTrash}}, 1, 1,
                  Text::DiscardOrTrashRevealed, {g.cardOf(dug.found[0])});
      return;
    }
    default: {
      const Inst treasure = Inst(f.cards[0]);
      if (g.isIn(treasure, Zone::Revealed, f.player)) {
        if (g.pick() == 1)
          g.trash(treasure);
        else
          g.discard(treasure, f.player);
      }
      const std::vector<int32_t> others(f.cards.begin() + 1, f.cards.end());
      discardAll(g, f.player, stillIn(g, others, Zone::Revealed, f.player));
      g.finish();
    }
  }
}

}  // namespace

CardDef loan() {
  return {.name = "Loan",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 3,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = Trashes,
          .text =
              "$1\nReveal cards from your deck until you reveal a Treasure. Discard it or trash "
              "it. Discard the other cards.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
