#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The whole hand is revealed (the Victory cards among it draw). Only the first Crossroads
// played this turn gives +3 Actions: not its second play by a Throne Room (Crossroads ①), nor a
// play after one played using a Way or Enchanted, which still counted as playing Crossroads
// (②): TurnState::played lists those plays too.
void ability(Game& g, Frame& f) {
  const std::vector<Inst> hand = g.player(f.player).hand();
  int victory = 0;
  for (Inst i : hand) {
    g.reveal(i, f.player);
    if (g.hasType(i, Victory)) ++victory;
  }
  g.draw(f.player, victory);
  if (g.timesPlayed(f.card) <= 1) g.addActions(3);
  g.finish();
}

}  // namespace

CardDef crossroads() {
  return {.name = "Crossroads",
          .set = CardSet::Hinterlands,
          .cost = 2,
          .types = Action,
          .traits = GivesCards | GivesActions | Village,
          .text =
              "Reveal your hand.\n+1 Card per Victory card revealed. If this is the first time you "
              "played a Crossroads this turn, +3 Actions.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
