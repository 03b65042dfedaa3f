#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Each player, you first and then the others in turn order (Oracle ①, EACH PLAYER), reveals the
// top 2 cards of their deck, and you choose: they discard both, or put both back in the order
// they choose (step 2, their question). An Attack: another player who revealed a Moat is
// skipped; your own Moat can't help you. Then +2 Cards (②, DISCARD, THEN GET FROM DECK): the
// draw comes last, so you draw the cards you put back (③). f.a: the offset of the player
// visited; f.cards: their revealed cards.
void ability(Game& g, Frame& f) {
  PlayerId who = f.player;  // step 0: you (f.a == 0 points at you)
  if (f.step == 1) {
    const PlayerId owner = visited(g, f);
    const auto revealed = stillIn(g, f.cards, Zone::Revealed, owner);
    if (g.pick() == 0) {
      discardAll(g, owner, revealed);
    } else {
      f.step = 2;
      if (putBackInAnyOrder(g, owner, revealed)) return;
    }
    f.cards.clear();
    who = g.nextVictim(f);
  } else if (f.step == 2) {
    putBack(g, visited(g, f), g.picks());
    f.cards.clear();
    who = g.nextVictim(f);
  }
  for (; who != NoPlayer; who = g.nextVictim(f)) {
    f.cards = takeTopCards(g, who, 2, Zone::Revealed);
    if (f.cards.empty()) continue;
    f.step = 1;
    g.askOption(f.player, {{Text::OptionDiscard}, {Text::OptionPutBack}}, 1, 1,
                Text::DiscardOrPutBackRevealedCards);
    return;
  }
  g.draw(f.player, 2);
  g.finish();
}

}  // namespace

// Removed with the 1st edition.
CardDef oracle() {
  return {.name = "Oracle",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 3,
          .types = Action | Attack,
          .traits = GivesCards,
          .text =
              "Each player (including you) reveals the top 2 cards of their deck, and you choose "
              "one: either they discard them, or they put them back on top in an order they "
              "choose.\n+2 Cards",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
