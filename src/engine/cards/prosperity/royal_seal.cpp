#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// WHILE THIS IS IN PLAY (Royal Seal ①), each gain of its owner's, on any turn. Each Royal Seal
// in play triggers on its own.
bool applies(const Game&, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.inst != NoInst && e.player == owner;
}

// "You may put that card onto your deck" (MOVE GAINED CARD, ②③): only if it is still where it
// was gained; a second Royal Seal does not ask for a card already put onto the deck. It asks
// itself, choosing the gained card or nothing, so that its question names the card.
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
    {.when = When::Gain, .from = ListenFrom::OwnInPlay, .applies = applies, .run = onGain},
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
