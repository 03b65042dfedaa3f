#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up its next-turn +$1 when played (Lighthouse ①), and with it the protection.
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame&) {
  g.addCoins(1);
  g.finish();
}

// ② ③ (the 2022 text): from its play until the start of its owner's next turn — while it waits
// as a Duration, which ends as that turn starts, before start-of-turn abilities (④) — another
// player's Attack doesn't affect its owner. The Attack window reads this listener
// (Game::protectByLastingDurations); nothing is asked or run. Not a Reaction: Attacks played
// during its owner's next turn (and the Duration played again) are another matter.
constexpr Listener kListeners[] = {{.when = When::Attack, .from = ListenFrom::OwnLasting}};

}  // namespace

CardDef lighthouse() {
  return {.name = "Lighthouse",
          .set = CardSet::Seaside,
          .cost = 2,
          .types = Action | Duration,
          .plus = {.actions = 1, .coins = 1},
          .text =
              "+1 Action\n+$1\nAt the start of your next turn, +$1. Until then, when another "
              "player plays an Attack card, it doesn't affect you.",
          .ability = ability,
          .nextTurn = nextTurn,
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside
