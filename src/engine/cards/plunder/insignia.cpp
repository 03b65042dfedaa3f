#include "../effects.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// An ongoing ability for the rest of the turn (Insignia ①), once per play.
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.finish();
}

// Only a gain of the player whose turn it is. The gained card moves only if it is still where it
// was gained (②, MOVE GAINED CARD): two Insignias ask once when the first put it onto the deck.
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.inst != NoInst && e.player == owner && owner == g.current();
}

// "You may": a "this turn" effect is not offered as an optional ability, so it asks itself
// (mayTopdeckGained).
constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::TurnEffect,
     .applies = applies,
     .run = mayTopdeckGained},
};

}  // namespace

CardDef insignia() {
  return {.name = "Insignia",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = {.coins = 3},
          .text = "$3\nThis turn, when you gain a card, you may put it onto your deck.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::plunder
