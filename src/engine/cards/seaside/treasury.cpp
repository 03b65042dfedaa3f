#include <algorithm>

#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The 2022 text (Treasury ①): playing it sets up "at the end of your Buy phase this turn": an
// optional ability of each Treasury its owner played this turn and still has in play, raised
// as that Buy phase ends, if they gained no Victory card in it (TurnState::
// victoryGainedInBuyPhase: any gain, bought or not, but only in the Buy phase; one gained there
// before Treasury was played counts too, ②). With several Buy phases, the one just ended (③).
// Treasury removed from play can't go onto the deck.
bool applies(const Game& g, const TriggerEvent& e, Inst self, PlayerId owner) {
  if (e.player != owner || owner != g.current() || g.turn().victoryGainedInBuyPhase) return false;
  const auto& played = g.turn().played;
  return std::any_of(played.begin(), played.end(), [&](const Played& p) { return p.inst == self; });
}

// It moves only if it is still in play (two Throne-Roomed plays of one Treasury: once).
void onEndOfBuy(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::InPlay, f.player)) g.topDeck(f.source, f.player);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::EndOfBuy,
     .from = ListenFrom::OwnInPlay,
     .optional = true,
     .applies = applies,
     .run = onEndOfBuy,
     .ask = Text::MayTopdeckCard},
};

}  // namespace

CardDef treasury() {
  return {.name = "Treasury",
          .set = CardSet::Seaside,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1, .coins = 1},
          .text =
              "+1 Card\n+1 Action\n+$1\nAt the end of your Buy phase this turn, if you didn't gain "
              "a Victory card in it, you may put this onto your deck.",
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside
