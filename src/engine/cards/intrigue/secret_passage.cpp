#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Top, 2nd from top, ..., Bottom: where a card may go in a deck of `size` cards.
std::vector<Option> deckPositions(size_t size) {
  std::vector<Option> out = {Option{Text::OptionTop}};
  for (size_t k = 2; k <= size; ++k) out.push_back({Text::OptionNthFromTop, int32_t(k)});
  out.push_back({Text::OptionBottom});
  return out;
}

// Secret Passage ①: draw 2, then put 1 back even if fewer were drawn; ②: the position is public.
// The position is an option: "Top", "2nd from top", ..., "Bottom" (option k: k cards above it).
void ability(Game& g, Frame& f) {
  const PlayerId p = f.player;
  switch (f.step) {
    case 0: {
      f.step = 1;
      auto forced = chooseCards(g, p, g.handWhere(p, 0), 1, Text::PutCardAnywhereInDeck);
      if (!forced) return;
      if (forced->empty()) return g.finish();
      f.cards = *forced;
      f.step = 2;
      return;
    }
    case 1:
      f.cards = g.picks();
      [[fallthrough]];
    case 2: {
      const size_t size = g.player(p).deck().size();
      if (size == 0) {
        g.topDeck(Inst(f.cards[0]), p);
        return g.finish();
      }
      f.step = 3;
      g.askOption(p, deckPositions(size), 1, 1, Text::ChooseDeckPosition);
      return;
    }
    default: {
      g.putIntoDeck(Inst(f.cards[0]), p, g.pick());
      f.cards.clear();
      g.finish();
    }
  }
}

}  // namespace

CardDef secretPassage() {
  return {
      .name = "Secret Passage",
      .set = CardSet::Intrigue,
      .editions = SecondEdition,
      .cost = 4,
      .types = Action,
      .plus = {.cards = 2, .actions = 1},
      .text = "+2 Cards\n+1 Action\nTake a card from your hand and put it anywhere in your deck.",
      .ability = ability};
}

}  // namespace dom::cards::intrigue
