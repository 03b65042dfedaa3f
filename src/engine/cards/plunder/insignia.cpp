#include "../../game.hpp"
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

// "You may": a "this turn" effect is not offered as an optional ability, so it asks itself,
// choosing the gained card (or nothing).
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (!g.eventCardStillThere(f) || g.isIn(Inst(f.a), Zone::Deck, f.player)) return g.finish();
      f.step = 1;
      g.askCards(f.player, {f.a}, 0, 1, Text::MayTopdeckGained, {g.cardOf(Inst(f.a))});
      return;
    default:
      if (g.pick() >= 0 && g.eventCardStillThere(f)) g.topDeck(Inst(f.a), f.player);
      g.finish();
  }
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::TurnEffect, .applies = applies, .run = onGain},
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
