#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

enum Step : int16_t { AskGain, Gained, Discarded, Victims };

// Its player gains a card costing less than Berserker costs now (Berserker ①: CARD COSTS), then
// each other player in turn order discards down to 3 cards in hand (②); their abilities
// triggered by the gain resolve before they discard (⑦).
void ability(Game& g, Frame& f) {
  if (f.step == AskGain) {
    const Cost limit = g.cost(f.card);
    auto piles = g.pilesWhere([&](CardId c) { return g.cost(c) < limit; });
    f.step = Gained;
    if (!piles.empty())
      return g.askPile(f.player, std::move(piles), 1, Text::GainCostingLessThan, {f.card});
    f.b = 1;  // nothing asked
  }
  if (f.step == Gained) {
    if (f.b == 0 && g.pick() >= 0) g.gainFromPile(f.player, g.pick());
    f.step = Victims;
  }
  if (eachOtherDiscardsDownTo(g, f, 3, Discarded)) g.finish();
}

// When gained, on any turn and in any phase (④ ⑤), it plays itself if its owner has an Action
// card in play then (⑩): not an optional ability. Only while it is still where it was gained: a
// Berserker moved first (Watchtower) is not played (⑥). Played on another player's turn, it is
// discarded in that turn's Clean-up (⑤).
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.eventCardStillThere(f)) return g.finish();
    const auto& inPlay = g.player(f.player).inPlay();
    if (std::none_of(inPlay.begin(), inPlay.end(), [&](Inst i) { return g.hasType(i, Action); }))
      return g.finish();
    f.step = 1;
    g.play(f.player, f.source);
    return;
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef berserker() {
  return {.name = "Berserker",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Attack,
          .traits = Gains,
          .text =
              "Gain a card costing less than this. Each other player discards down to 3 cards in "
              "hand.\nWhen you gain this, if you have an Action in play, play this.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
