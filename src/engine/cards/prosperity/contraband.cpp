#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The player to the left names a card (Contraband ①, NAME A CARD: any card, not an Event or a
// Project, nor a pile's name that is no card); its player can't buy a card of that name for the
// rest of the turn (TurnState::cannotBuy, read by Game::buyForbidden), though it may still be
// gained otherwise (②). Every play names a card: two Contrabands forbid two.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    return askLeftPlayerToNameACard(g, f, Text::NameCardTheyCantBuy);
  }
  g.forbidBuying(CardId(g.pick()));
  g.finish();
}

}  // namespace

CardDef contraband() {
  return {.name = "Contraband",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.buys = 1, .coins = 3},
          .text =
              "$3\n+1 Buy\nThe player to your left names a card. You can't buy that card this "
              "turn.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
