#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Mining Village ①: the +2 Actions stay; ②: played again by Throne Room after being trashed,
// it is not in play, so it can't be trashed again (the "lose track" rule): no +$2.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.isIn(f.source, Zone::InPlay, f.player)) return g.finish();
    f.step = 1;
    g.askOption(f.player, {{Text::OptionTrashThis}, {Text::OptionDontTrash}}, 1, 1,
                Text::MayTrashThis);
    return;
  }
  if (g.pick() == 0 && g.isIn(f.source, Zone::InPlay, f.player)) {
    g.trash(f.source);
    g.addCoins(2);
  }
  g.finish();
}

}  // namespace

CardDef miningVillage() {
  return {.name = "Mining Village",
          .set = CardSet::Intrigue,
          .cost = 4,
          .types = Action,
          .plus = {.cards = 1, .actions = 2},
          .traits = GivesCoins,
          .text = "+1 Card\n+2 Actions\nYou may trash this for +$2.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
