#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// WHILE THIS IS IN PLAY (Royal Seal ①), each gain of its owner's, on any turn. Each Royal Seal
// in play triggers on its own.
bool applies(const Game&, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.inst != NoInst && e.player == owner;
}

// "You may put that card onto your deck" (②③): mayTopdeckGained.
constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::OwnInPlay,
     .applies = applies,
     .run = mayTopdeckGained},
};

}  // namespace

CardDef royalSeal() {
  return {.name = "Royal Seal",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.coins = 2},
          .text =
              "$2\nWhile you have this in play, when you gain a card, you may put that card onto "
              "your deck.",
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
