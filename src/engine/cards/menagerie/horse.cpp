#include "../../game.hpp"
#include "../../setup.hpp"
#include "menagerie.hpp"

namespace dom::cards::menagerie {

namespace {

// Horse ①: it leaves play for its pile as it resolves, after its +2 Cards and +1 Action. ②:
// played without being in play (played twice by a throne-room, the second time from its pile),
// it still gives them; a Horse not in play any more (lost track of) stays where it is. ③: it
// costs $3 for any ability that looks at its cost.
void ability(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::InPlay, f.player)) g.returnToSupply(f.source);
  g.finish();
}

}  // namespace

CardId horseCard() {
  static const CardId c = findCard("Horse");
  return c;
}

// Rules, Special setup (Menagerie): with a card that uses Horses, the 30 Horses beside the Supply
// (one pile for all such cards).
void addHorsePile(SetUp& s) { s.addPile(horseCard(), 30, false); }

CardDef horse() {
  return {.name = "Horse",
          .set = CardSet::Menagerie,
          .cost = 3,
          .nonKingdom = true,
          .types = Action,
          .plus = {.cards = 2, .actions = 1},
          .text = "+2 Cards\n+1 Action\nReturn this to its pile.\n(This is not in the Supply.)",
          .ability = ability};
}

}  // namespace dom::cards::menagerie
