#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

void ability(Game& g, Frame& f) {
  while (g.hand(f.player).size() < 6 && g.drawOne(f.player) != NoInst) {
  }
  g.finish();
}

// Revealed when its owner gains a card, on any turn (Watchtower ①); two options (①). The
// gained card moves only if it is still where it was gained (MOVE GAINED CARD, ③). A
// Watchtower gained to the hand may react to its own gain (⑥): the engine looks at the hand
// after the card arrived.
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (!g.eventCardStillThere(f)) return g.finish();
      g.reveal(f.source, f.player);
      f.step = 1;
      return;  // a reveal can trigger abilities: ask in the next step
    case 1:
      f.step = 2;
      g.askOption(f.player, {{Text::OptionTrashGained}, {Text::OptionPutOntoDeck}}, 1, 1,
                  Text::TrashOrTopdeckGained, {g.cardOf(Inst(f.a))});
      return;
    default:
      if (g.eventCardStillThere(f)) {
        if (g.pick() == 0)
          g.trash(Inst(f.a));
        else
          g.topDeck(Inst(f.a), f.player);
      }
      g.finish();
  }
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::OwnHand,
     .optional = true,
     .run = onGain,
     .ask = Text::MayRevealCard},
};

}  // namespace

CardDef watchtower() {
  return {.name = "Watchtower",
          .set = CardSet::Prosperity,
          .cost = 3,
          .types = Action | Reaction,
          .traits = GivesCards | Trashes,
          .text =
              "Draw until you have 6 cards in hand.\nWhen you gain a card, you may reveal this "
              "from your hand, to "
              "either trash that card or put it onto your deck.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
