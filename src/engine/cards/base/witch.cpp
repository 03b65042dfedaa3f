#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

// The Curses are gained in turn order: when they run out, the later players get none (rulebook).
CardDef witch() {
  return {.name = "Witch",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 2},
          .text = "+2 Cards\nEach other player gains a Curse.",
          .ability = eachOtherPlayerGainsACurse};
}

}  // namespace dom::cards::base
