#include <algorithm>

#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// SET UP A LATER ABILITY for the rest of the turn (Tiara ②): when its player gains a card, they
// may put it onto their deck (MOVE GAINED CARD, ③: mayTopdeckGained), the cards gained by the
// Treasure it plays included (④). One effect a turn however many Tiaras are played: a second
// would only ask again about a card already declined. Then it may play a Treasure from the hand
// twice (④, PLAY A CARD MULTIPLE TIMES: playCardTimes, Throne Room's ability for a Treasure).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    const auto& effects = g.turn().effects;
    if (std::none_of(effects.begin(), effects.end(),
                     [&](const TurnEffect& e) { return e.card == f.card; }))
      g.addTurnEffect(f.card);
  }
  // The first copy of each Treasure is offered: with "play treasures" the others are then played
  // in hand order, whichever copy was named.
  playCardTimes(g, f, 2, Treasure, Text::MayPlayTreasureTwice, /*oneCopyEach=*/true);
}

// This turn's gains of the player who played it.
bool applies(const Game&, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.inst != NoInst && e.player == owner;
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::TurnEffect,
     .applies = applies,
     .run = mayTopdeckGained},
};

}  // namespace

CardDef tiara() {
  return {.name = "Tiara",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 4,
          .types = Treasure,
          .plus = {.buys = 1},
          .text =
              "+1 Buy\nThis turn, when you gain a card, you may put it onto your deck.\nYou may "
              "play a Treasure from your hand twice.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
