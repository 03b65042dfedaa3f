#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The revealed cards of the player being visited (f.cards) that are still revealed go to their
// discard pile.
void discardRevealed(Game& g, Frame& f, PlayerId v) {
  for (int32_t i : f.cards)
    if (g.isIn(Inst(i), Zone::Revealed, v)) g.discard(Inst(i), v);
  f.cards.clear();
}

// Pirate Ship ① SEVERAL OPTIONS, chosen after the other players' Reactions (④: the Attack
// window resolves before the ability). The attack (②: EACH OTHER PLAYER, in turn order): each
// reveals the top 2 cards of their deck, trashes the revealed Treasure you choose, then discards
// the rest (❖ first trash, then discard); ⑤ one Coin token however many trashed, ⑥ on your own
// Pirate Ship mat (Counter::PirateShip), used only by Pirate Ships. Or ③ +$1 per token on it.
// The text is the 1st edition's with its erratum (⑦: the tokens are on the mat).
// f.b: whether a Treasure was trashed (a Treasure when trashed counts, Your Estate token 20).
void ability(Game& g, Frame& f) {
  const int tokens = g.player(f.player).counter(Counter::PirateShip);
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(f.player, {{Text::OptionRaidTreasures}, {Text::OptionPlusCoins, tokens}}, 1, 1,
                  Text::ChooseOne);
      return;
    case 1:
      if (g.pick() == 1) {
        g.addCoins(tokens);
        return g.finish();
      }
      break;
    default: {
      g.trash(Inst(g.pick()));
      f.b = 1;
      discardRevealed(g, f, visited(g, f));
      break;
    }
  }
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    const auto revealed = takeTopCards(g, v, 2, Zone::Revealed);
    f.cards.assign(revealed.begin(), revealed.end());
    std::vector<int32_t> treasures;
    for (int32_t i : revealed)
      if (g.hasType(Inst(i), Treasure)) treasures.push_back(i);
    if (treasures.empty()) {
      discardRevealed(g, f, v);
      continue;
    }
    f.step = 2;
    chooseExactly(g, f.player, std::move(treasures), 1, Text::ChooseTreasureForThemToTrash);
    return;
  }
  if (f.b) g.addTokens(f.player, Counter::PirateShip, 1);
  g.finish();
}

}  // namespace

CardDef pirateShip() {
  return {.name = "Pirate Ship",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action | Attack,
          .traits = GivesCoins,
          .text =
              "Choose one: Each other player reveals the top 2 cards of their deck, trashes a "
              "revealed Treasure that you choose, discards the rest, and if anyone trashed a "
              "Treasure you put a Coin token on your Pirate Ship mat; or +$1 per Coin token on "
              "your Pirate Ship mat.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
