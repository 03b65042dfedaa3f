#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Removed with the 1st edition; its 2019 text: the token is added only if this play trashed
// Embargo, so Throne Room + Embargo gives +$2 twice and one token (Embargo ①, ②). The tokens'
// effect is the engine's: buying a card from a pile gains a Curse per token (Game::buy).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      if (!g.isIn(f.source, Zone::InPlay, f.player)) return g.finish();
      g.trash(f.source);
      // Any Supply pile, an empty one too.
      std::vector<int32_t> piles;
      for (size_t k = 0; k < g.supply().size(); ++k)
        if (g.supply()[k].inSupply) piles.push_back(int32_t(k));
      f.step = 1;
      g.askPile(f.player, std::move(piles), 1, Text::AddEmbargoToken);
      return;
    }
    default:
      if (g.pick() >= 0) g.addPileToken(g.pick(), PileToken::Embargo, 1);
      g.finish();
  }
}

}  // namespace

CardDef embargo() {
  return {.name = "Embargo",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 2,
          .types = Action,
          .plus = {.coins = 2},
          .text =
              "+$2\nTrash this. If you did, add an Embargo token to a Supply pile. (For the rest "
              "of the game, "
              "when a player buys a card from that pile, they gain a Curse.)",
          .ability = ability};
}

}  // namespace dom::cards::seaside
