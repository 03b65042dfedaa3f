#include "basic.hpp"

namespace dom::cards::basic {

// Prosperity's basic Victory card: not a Kingdom card, in the Supply only in a game set up with
// Platinum and Colony, which then also ends when the Colony pile is empty (Game::gameEndReached).
CardDef colony() {
  return {.name = "Colony",
          .set = CardSet::Prosperity,
          .cost = 11,
          .basic = true,
          .types = Victory,
          .vp = 10,
          .text = "10 VP"};
}

}  // namespace dom::cards::basic
