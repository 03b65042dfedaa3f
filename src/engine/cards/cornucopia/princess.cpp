#include "../../game.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

// Princess ②: the 1st edition's (pre-2022) text: while it is in play, every card costs $2 less
// (not below $0), for every player. Played twice by a throne-room it is still one card in play:
// $2 less, not $4 (the 2022 text, which makes playing it lower costs, is not this card's). ③: it
// costs $0 for any ability that reads its cost.
int lessWhileInPlay(const Game&, Inst, CardId) { return 2; }

}  // namespace

CardDef princess() {
  return {.name = "Princess",
          .set = CardSet::Cornucopia,
          .editions = FirstEdition,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Prize,
          .plus = {.buys = 1},
          .text =
              "+1 Buy\nWhile this is in play, cards cost $2 less, but not less than $0.\n(This "
              "is not in the Supply.)",
          .inPlayCostModifier = lessWhileInPlay};
}

}  // namespace dom::cards::cornucopia
