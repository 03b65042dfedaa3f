#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// You choose the Treasure for each player; after every player has revealed and trashed, you gain
// any of the trashed cards; then they discard (Thief ③ and ❖). f.cards: all revealed cards.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 1:
      g.trash(Inst(g.pick()));
      [[fallthrough]];
    case 0:
      for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
        const auto revealed = takeTopCards(g, v, 2, Zone::Revealed);
        f.cards.insert(f.cards.end(), revealed.begin(), revealed.end());
        std::vector<int32_t> treasures;
        for (int32_t i : revealed)
          if (g.hasType(Inst(i), Treasure)) treasures.push_back(i);
        if (treasures.empty()) continue;
        f.step = 1;
        chooseExactly(g, f.player, std::move(treasures), 1, Text::ChooseTreasureForThemToTrash);
        return;
      }
      {
        std::vector<int32_t> trashed;
        for (int32_t i : f.cards)
          if (g.isIn(Inst(i), Zone::Trash, -1)) trashed.push_back(i);
        if (!trashed.empty()) {
          f.step = 2;
          const int n = int(trashed.size());
          g.askCards(f.player, std::move(trashed), 0, n, Text::MayGainTrashedTreasures);
          return;
        }
      }
      f.step = 3;
      return;
    case 2:
      for (int32_t i : g.picks()) g.gainInst(f.player, Inst(i));
      [[fallthrough]];
    default:
      for (int32_t i : f.cards) {
        const Location at = g.locationOf(Inst(i));
        if (at.zone == Zone::Revealed) g.discard(Inst(i), PlayerId(at.owner));
      }
      g.finish();
  }
}

}  // namespace

CardDef thief() {
  return {.name = "Thief",
          .set = CardSet::Base,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action | Attack,
          .traits = Gains,
          .text =
              "Each other player reveals the top 2 cards of his deck. If they revealed any "
              "Treasure cards, they trash one of them that you choose. You may gain any or all of "
              "these trashed cards. They discard the other revealed cards.",
          .ability = ability};
}

}  // namespace dom::cards::base
