#include "../../game.hpp"
#include "../../setup.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// +$1 per token on the Trade Route mat (Trade Route ①): one per Victory pile a card was gained
// from (Game::gainFromPile moves a pile's token on its first gain: ③). The +Buy and the coins
// come even with no card left to trash (②); this is the 1st edition's order, coins before the
// trashing (⑤ is the 2017 card's).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      if (g.s.tradeRouteMat > 0) g.addCoins(g.s.tradeRouteMat);
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      if (hand.size() == 1) return g.answerAtOnce(f.player, std::move(hand));
      g.askCards(f.player, std::move(hand), 1, 1, Text::TrashCardFromHand);
      return;
    }
    default:
      if (g.pick() >= 0) g.trash(Inst(g.pick()));
      g.finish();
  }
}

bool isVictory(CardId c) { return card(c).is(Victory); }

// Setup: a token on each Victory card Supply pile (the basic ones, Colony's, the Kingdom's).
void setUp(SetUp& s) { s.putTokensOnPiles(PileToken::TradeRoute, isVictory); }

}  // namespace

CardDef tradeRoute() {
  return {.name = "Trade Route",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 3,
          .types = Action,
          .plus = {.buys = 1},
          .traits = Trashes | GivesCoins,
          .text =
              "+1 Buy\n+$1 per token on the Trade Route mat.\nTrash a card from your hand.\nSetup: "
              "Put a token on each Victory card Supply pile. When a card is gained from that pile, "
              "move the token to the Trade Route mat.",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::prosperity
