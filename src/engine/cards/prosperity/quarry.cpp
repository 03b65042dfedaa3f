#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The 2022 text (Quarry ①): playing it makes Action cards cost $2 less for the rest of the turn
// (a turn cost modifier: it lasts when the Quarry leaves play), once per play, so a Quarry
// played twice (Tiara) makes it $4. Never below $0 (Game::cost).
void ability(Game& g, Frame& f) {
  if (!g.s.earlierVersions) g.addCostModifier({.amount = 2, .types = Action, .source = f.card});
  g.finish();
}

// The pre-2022 text (Quarry ②): while it is in play, Action cards cost $2 less, for every
// player; a Quarry played twice is still one card in play ($2); it ends when the Quarry leaves
// play. (Counted only in games with the earlier versions: costHookCounts.)
int lessWhileInPlay(const Game&, Inst, CardId costed) { return card(costed).is(Action) ? 2 : 0; }

}  // namespace

CardDef quarry() {
  return {.name = "Quarry",
          .set = CardSet::Prosperity,
          .cost = 4,
          .types = Treasure,
          .plus = {.coins = 1},
          .earlierVersion = true,
          .text = "$1\nThis turn, Action cards cost $2 less.",
          .ability = ability,
          .inPlayCostModifier = lessWhileInPlay};
}

// The pre-2022 text, played with Setup::earlierVersions (earlier_versions.hpp).
std::string_view quarryEarlierText() {
  return "$1\nWhile this is in play, Action cards cost $2 less, but not less than $0.";
}

}  // namespace dom::cards::prosperity
