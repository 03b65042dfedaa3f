#include "../../setup.hpp"
#include "../effects.hpp"
#include "nocturne.hpp"

namespace dom::cards::nocturne {

namespace {

// Pooka ①, "do X for Y": the +4 Cards come only with a Treasure trashed; first the trashing,
// then the drawing. Cursed Gold is the one Treasure it may not trash (by name: a Gold or a
// Fool's Gold may go).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto treasures = handIf(g, f.player, [&](Inst i) {
        return g.hasType(i, Treasure) && g.cardOf(i) != cursedGoldCard();
      });
      if (treasures.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(treasures), 0, 1, Text::MayTrashTreasure);
      return;
    }
    case 1:
      if (g.pick() < 0 || !g.isIn(Inst(g.pick()), Zone::Hand, f.player)) return g.finish();
      g.trash(Inst(g.pick()));
      f.step = 2;
      return;  // abilities the trashing triggered resolve before the drawing
    default:
      g.draw(f.player, 4);
      g.finish();
  }
}

// Heirloom: Cursed Gold. Each player starts with it instead of one of their Coppers (rules,
// Special setup, Nocturne).
void setUp(SetUp& s) { s.replaceStartingCard(cards::Copper, cursedGoldCard()); }

}  // namespace

CardDef pooka() {
  return {.name = "Pooka",
          .set = CardSet::Nocturne,
          .cost = 5,
          .types = Action,
          .traits = GivesCards | Trashes,
          .text =
              "You may trash a Treasure other than Cursed Gold from your hand, for +4 Cards.\n"
              "Heirloom: Cursed Gold",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::nocturne
