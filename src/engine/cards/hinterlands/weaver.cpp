#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

enum Step : int16_t { AskWhich, Chosen, Gained };

// Two options (Weaver ①): two Silvers, or a card costing up to $4 (CARD COSTS).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case AskWhich:
      f.step = Chosen;
      g.askOption(f.player, {{Text::OptionGainSilvers}, {Text::OptionGainCardCostingUpTo, 4}}, 1, 1,
                  Text::ChooseOne);
      return;
    case Chosen: {
      if (g.pick() == 0) {
        g.gain(f.player, cards::Silver);
        g.gain(f.player, cards::Silver);
        return g.finish();
      }
      auto piles = g.pilesWhere([&](CardId c) { return g.cost(c) <= 4; });
      if (piles.empty()) return g.finish();
      f.step = Gained;
      g.askPile(f.player, std::move(piles), 1, Text::GainCostingUpTo, {4});
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

// Discarded other than in Clean-up, on any turn, it may play itself from the discard pile (②
// ③), in the middle of another ability too (④), while it is still there.
bool applies(const Game& g, const TriggerEvent&, Inst, PlayerId) {
  return g.turn().phase != Phase::Cleanup;
}

void onDiscard(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.eventCardStillThere(f)) return g.finish();
    f.step = 1;
    g.play(f.player, f.source);
    return;
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Discard,
     .from = ListenFrom::Self,
     .optional = true,
     .applies = applies,
     .run = onDiscard,
     .ask = Text::MayPlayThisCard},
};

}  // namespace

CardDef weaver() {
  return {.name = "Weaver",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Reaction,
          .traits = Gains,
          .text =
              "Gain two Silvers or a card costing up to $4.\nWhen you discard this other than "
              "in Clean-up, you may play it.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
