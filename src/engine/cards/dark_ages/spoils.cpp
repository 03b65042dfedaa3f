#include "../../game.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// Spoils ①: it leaves play for its pile as it is played, after its $3; played twice (a card
// playing a Treasure twice), it gives $3 both times, returning once. Not in play any more (lost
// track of), it stays where it is. ②: playing it is up to its owner, like any Treasure.
// ③: it costs $0 for any ability that looks at its cost.
void ability(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::InPlay, f.player)) g.returnToSupply(f.source);
  g.finish();
}

}  // namespace

CardId spoilsCard() {
  static const CardId c = findCard("Spoils");
  return c;
}

CardDef spoils() {
  return {
      .name = "Spoils",
      .set = CardSet::DarkAges,
      .cost = 0,
      .nonKingdom = true,
      .types = Treasure,
      .plus = {.coins = 3},
      .text = "$3\nWhen you play this, return it to the Spoils pile.\n(This is not in the Supply.)",
      .ability = ability};
}

}  // namespace dom::cards::dark_ages
