#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The 2nd edition's rule: only the first Outpost of a turn, and only when the turn before was
// someone else's, gives the extra turn; then Clean-up draws 3 (Outpost ①; the engine's
// Clean-up draws 3 when an Outpost turn of this player is next). Otherwise Outpost fails to set
// anything up and leaves play at Clean-up ("Failing to set up later abilities").
void ability(Game& g, Frame& f) {
  const int outposts = g.timesPlayed(f.card);
  const bool previousWasMine = g.turn().previous == f.player;
  if (outposts == 1 && !previousWasMine) {
    g.takeExtraTurn(f.player, TurnKind::Outpost);
    g.lastUntilNextTurn(f);
  }
  g.finish();
}

// Outpost stays in play through its extra turn and leaves at that turn's Clean-up.
void nextTurn(Game& g, Frame&) { g.finish(); }

}  // namespace

CardDef outpost() {
  return {
      .name = "Outpost",
      .set = CardSet::Seaside,
      .cost = 5,
      .types = Action | Duration,
      .text =
          "If this is the first time you played an Outpost this turn, and the previous turn wasn't "
          "yours, then take an extra turn after this one, and you only draw 3 cards for your next "
          "hand.",
      .ability = ability,
      .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
