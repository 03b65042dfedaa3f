#include "../../setup.hpp"
#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

CardId knightsCard() {
  static const CardId c = findCard("Knights");
  return c;
}

const std::vector<CardId>& knightCards() {
  static const std::vector<CardId> c = {findCard("Dame Anna"),   findCard("Dame Josephine"),
                                        findCard("Dame Molly"),  findCard("Dame Natalie"),
                                        findCard("Dame Sylvia"), findCard("Sir Bailey"),
                                        findCard("Sir Destry"),  findCard("Sir Martin"),
                                        findCard("Sir Michael"), findCard("Sir Vander")};
  return c;
}

namespace {

// Knight ② (CARD COSTS): "costing from $3 to $6" reads the cost now, in coins; a card with a
// Potion or Debt in its cost does not qualify.
bool costsThreeToSix(const Game& g, Inst i) {
  const Cost c = g.cost(g.cardOf(i));
  return c.potion == 0 && c.debt == 0 && c.coins >= 3 && c.coins <= 6;
}

}  // namespace

// Each other player in turn order reveals the top 2 cards of their deck, trashes one costing
// from $3 to $6 (their choice when both do: Knight ③; a choice between two copies is no choice)
// and discards the rest: first the trash, then the discard (Knight ❖). Then, if a Knight was
// trashed by this, the played Knight is trashed (③) — only if it is still in play: a Knight
// played without moving into play, or played again by Throne Room after the first play trashed
// it, is not (④, lose track). Steps: `from` reveals, `from + 1` trashes the victim's choice,
// `from + 2` trashes the played Knight. f.cards: the victim's revealed cards; f.c: 1 once a
// Knight was trashed.
void knightAttack(Game& g, Frame& f, int from) {
  if (f.step == from + 2) {
    if (f.source != NoInst && g.isIn(f.source, Zone::InPlay, f.player)) g.trash(f.source);
    return g.finish();
  }
  if (f.step == from + 1) {
    const PlayerId v = visited(g, f);
    const Inst chosen = Inst(g.pick());
    if (g.defOf(chosen).is(Knight)) f.c = 1;
    g.trash(chosen);
    discardAll(g, v, stillIn(g, f.cards, Zone::Revealed, v));
    f.cards.clear();
  }
  f.step = int16_t(from);
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    f.cards = takeTopCards(g, v, 2, Zone::Revealed);
    std::vector<int32_t> qualifying;
    for (int32_t i : f.cards)
      if (costsThreeToSix(g, Inst(i))) qualifying.push_back(i);
    if (!qualifying.empty()) {
      f.step = int16_t(from + 1);
      chooseExactly(g, v, std::move(qualifying), 1, Text::TrashRevealedCostingThreeToSix);
      return;
    }
    discardAll(g, v, f.cards);
    f.cards.clear();
  }
  // The played Knight is trashed once what the victims' trashing triggered has resolved (a Sir
  // Vander's Gold): a step of its own, reached like an answer.
  if (f.c) {
    f.step = int16_t(from + 2);
    g.answerAtOnce(f.player, {});
    return;
  }
  g.finish();
}

namespace {

// Rules, Special setup (Dark Ages): the Knights pile is the 10 Knights shuffled, whatever the
// number of players; only its top card is seen.
void addKnightsPile(SetUp& s) { s.shuffledKingdomPile(knightsCard(), knightCards()); }

}  // namespace

// The Kingdom card that names the Knights pile (its randomizer), never a card in the game: the
// pile holds the ten Knights, each once, only the top one seen. It is bought, gained and priced
// by its top card. The card database lists it as an Action costing $5.
CardDef knights() {
  return {.name = "Knights",
          .set = CardSet::DarkAges,
          .cost = 5,
          .types = Action,
          .text =
              "(The Knights pile: Dame Anna, Dame Josephine, Dame Molly, Dame Natalie, Dame "
              "Sylvia, Sir Bailey, Sir Destry, Sir Martin, Sir Michael and Sir Vander, "
              "shuffled; only its top card is seen.)",
          .setUp = addKnightsPile};
}

}  // namespace dom::cards::dark_ages
