#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The options, in the card's order; Play only for an Action or a Treasure (Crystal Ball ①).
enum Choice : int32_t { TrashIt, DiscardIt, PlayIt, PutItBack };

// $1 (plain), then its player looks at the top card of their deck (set aside, seen by them
// alone) and trashes it, discards it, plays it if it is an Action or a Treasure (①: an Action in
// the Buy phase too, ③; played, it is not played from the hand), or puts it back (②). f.cards:
// the card, then the choices offered.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      const Inst top = g.takeTop(f.player, Zone::Aside);
      if (top == NoInst) return g.finish();
      f.cards = {top, TrashIt, DiscardIt};
      std::vector<Option> options = {{Text::OptionTrash}, {Text::OptionDiscard}};
      if (g.hasType(top, Action | Treasure)) {
        f.cards.push_back(PlayIt);
        options.push_back({Text::OptionPlay});
      }
      f.cards.push_back(PutItBack);
      options.push_back({Text::OptionPutBack});
      f.step = 1;
      g.askOption(f.player, std::move(options), 1, 1, Text::ChooseForTopCard, {g.cardOf(top)});
      return;
    }
    case 1: {
      const Inst top = Inst(f.cards[0]);
      const int k = g.pick() + 1;
      if (!g.isIn(top, Zone::Aside, f.player) || k < 1 || k >= int(f.cards.size()))
        return g.finish();
      switch (f.cards[size_t(k)]) {
        case TrashIt:
          g.trash(top);
          break;
        case DiscardIt:
          g.discard(top, f.player);
          break;
        case PlayIt:
          f.step = 2;
          g.play(f.player, top);
          return;
        default:
          g.topDeck(top, f.player);
      }
      return g.finish();
    }
    default:
      g.finish();
  }
}

}  // namespace

CardDef crystalBall() {
  return {.name = "Crystal Ball",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = Trashes,
          .text =
              "$1\nLook at the top card of your deck. You may trash it, discard it, or, if it's "
              "an Action or Treasure, play it.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
