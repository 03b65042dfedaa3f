#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up both later abilities when played (Corsair ①). ATTACK UNTIL YOUR NEXT TURN: the players
// a Reaction (Moat) or a waiting Lighthouse kept the Attack from as it was played stay unaffected
// until then; the entry keeps them (a bit per seat).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f, f.immune);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.draw(f.player, 1);
  g.finish();
}

bool isSilverOrGold(CardId c) { return c == cards::Silver || c == cards::Gold; }

// Whether p has played a Silver or Gold earlier this turn (the card just played is not yet
// among the turn's plays). The turn's plays are the turn player's, except a card played by
// another player (⑤), found by whose it is now; one trashed (by Corsair) counts for the turn
// player.
bool playedSilverOrGoldBefore(const Game& g, PlayerId p) {
  for (const Played& pl : g.turn().played) {
    if (!isSilverOrGold(pl.card)) continue;
    const int owner = g.locationOf(pl.inst).owner;
    const bool others = g.locationOf(pl.inst).zone != Zone::Trash && owner >= 0 &&
                        PlayerId(owner) != g.turn().player;
    if ((others ? PlayerId(owner) : g.turn().player) == p) return true;
  }
  return false;
}

// "When another player plays a Silver or Gold for the first time on a turn" (any turn: ③ an
// extra turn, ⑤ another's turn; ⑥ not if one was played before Corsair was): from each waiting
// play of Corsair that did not spare that player.
bool firstSilverOrGold(const Game& g, const TriggerEvent& e, Inst self, PlayerId owner) {
  if (!isSilverOrGold(g.cardOf(e.inst))) return false;
  bool affected = false;
  for (const Lasting& l : g.player(owner).lasting)
    if (l.card == self && !(l.data & (1 << e.player))) affected = true;
  return affected && !playedSilverOrGoldBefore(g, e.player);
}

// ② after-play: the Treasure has given its $ (a Silver or Gold resolves as it is played); it is
// trashed afterwards if it is still in play, so that several Corsairs trash it once (④).
void onPlay(Game& g, Frame& f) {
  if (g.eventCardStillThere(f)) g.trash(Inst(f.a));
  g.finish();
}

constexpr Listener kListeners[] = {{.when = When::Play,
                                    .from = ListenFrom::OthersLasting,
                                    .applies = firstSilverOrGold,
                                    .run = onPlay}};

}  // namespace

CardDef corsair() {
  return {.name = "Corsair",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Duration | Attack,
          .plus = {.coins = 2},
          .text =
              "+$2\nAt the start of your next turn, +1 Card. Until then, each other player trashes "
              "the first Silver or Gold they play each turn.",
          .ability = ability,
          .nextTurn = nextTurn,
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside
