#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// Can't be bought while its buyer has a Copper in play (Grand Market ②: the cards in play now; a
// played Copper trashed or otherwise gone from play no longer counts). Coppers need not be
// played (①), but no Treasure may be played after buying. Only buying is forbidden: it may be
// gained otherwise.
bool copperInPlay(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  for (Inst i : g.player(e.player).inPlay())
    if (g.cardOf(i) == cards::Copper) return true;
  return false;
}

constexpr Listener kListeners[] = {
    {.when = When::CannotBuy, .from = ListenFrom::Self, .applies = copperInPlay},
};

}  // namespace

CardDef grandMarket() {
  return {
      .name = "Grand Market",
      .set = CardSet::Prosperity,
      .cost = 6,
      .types = Action,
      .plus = {.cards = 1, .actions = 1, .buys = 1, .coins = 2},
      .text =
          "+1 Card\n+1 Action\n+1 Buy\n+$2\nYou can't buy this if you have any Coppers in play.",
      .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
