#include "../effects.hpp"
#include "alchemy.hpp"

namespace dom::cards::alchemy {

// $3P: buying it needs a Potion besides $3 (POTIONS § IV); its pile brings the Potion pile into
// the Supply (Special setup, Alchemy). The Card Reference gives Familiar no ruling of its own;
// the Attack follows the rules for Witch's: the other players gain their Curses in turn order,
// so when the Curses run out the later players get none, and a player who blocks the Attack
// (Moat) gains none.
CardDef familiar() {
  return {.name = "Familiar",
          .set = CardSet::Alchemy,
          .cost = 3,
          .potionCost = 1,
          .types = Action | Attack,
          .plus = {.cards = 1, .actions = 1},
          .text = "+1 Card\n+1 Action\nEach other player gains a Curse.",
          .ability = eachOtherPlayerGainsACurse};
}

}  // namespace dom::cards::alchemy
