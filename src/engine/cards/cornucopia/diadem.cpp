#include "../../game.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

// Diadem ①: +$1 per Action left unused (one if no Action card was played); playing it uses no
// Action. ②: it costs $0 for any ability that reads its cost.
void ability(Game& g, Frame&) {
  if (g.s.turn.actions > 0) g.addCoins(g.s.turn.actions);
  g.finish();
}

}  // namespace

CardDef diadem() {
  return {.name = "Diadem",
          .set = CardSet::Cornucopia,
          .editions = FirstEdition,
          .cost = 0,
          .nonKingdom = true,
          .types = Treasure | Prize,
          .plus = {.coins = 2},
          .text =
              "$2\nWhen you play this, +$1 per unused Action you have (Action, not Action "
              "card).\n(This is not in the Supply.)",
          .ability = ability};
}

}  // namespace dom::cards::cornucopia
