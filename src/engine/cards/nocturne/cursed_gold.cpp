#include "../../game.hpp"
#include "nocturne.hpp"

namespace dom::cards::nocturne {

namespace {

// Cursed Gold ①: the $3 come even with no Curse left to gain.
void ability(Game& g, Frame& f) {
  g.gain(f.player, cards::Curse);
  g.finish();
}

}  // namespace

CardId cursedGoldCard() {
  static const CardId c = findCard("Cursed Gold");
  return c;
}

// An Heirloom: it starts in each deck in place of a Copper in the games with Pooka, and belongs
// to no pile, so it is never returned to one.
CardDef cursedGold() {
  return {.name = "Cursed Gold",
          .set = CardSet::Nocturne,
          .cost = 4,
          .nonKingdom = true,
          .types = Treasure | Heirloom,
          .plus = {.coins = 3},
          .text = "$3\nWhen you play this, gain a Curse.",
          .ability = ability};
}

}  // namespace dom::cards::nocturne
