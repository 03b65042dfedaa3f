#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up both later abilities when played (Monkey ①): the draw at the start of the next turn,
// and the ongoing one, which starts right away (③: gains after Monkey's play, on its owner's turn
// too) and lasts while the Duration waits for its owner's next turn, so it ends as that turn
// starts, before its start-of-turn abilities (⑤), and an extra turn of its owner ends it (④).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.draw(f.player, 1);
  g.finish();
}

// "The player to your right": the one whose turn comes just before the owner's.
bool playerToTheRightGains(const Game& g, const TriggerEvent& e, Inst, PlayerId owner) {
  return PlayerId((e.player + 1) % g.playerCount()) == owner;
}

// Drawn on when-gain (⑥); each waiting play draws, so Monkey played twice draws 2 (②). A card
// drawn may still respond to that gain (a Pirate to a Treasure: Pirate ⑥).
void onGain(Game& g, Frame& f) {
  g.collectLateTriggers(f, g.drawOne(f.player));
  g.finish();
}

constexpr Listener kListeners[] = {{.when = When::Gain,
                                    .from = ListenFrom::OthersLasting,
                                    .applies = playerToTheRightGains,
                                    .run = onGain}};

}  // namespace

CardDef monkey() {
  return {.name = "Monkey",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 3,
          .types = Action | Duration,
          .traits = GivesCards,
          .text =
              "Until your next turn, when the player to your right gains a card, +1 Card.\nAt "
              "the start of your next turn, +1 Card.",
          .ability = ability,
          .nextTurn = nextTurn,
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside
