#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Trash first, then read the cost (with any reduction: Trader ❶), then gain the Silvers.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 1, 1, Text::TrashCardFromHand);
      return;
    }
    default: {
      const Inst trashed = Inst(g.pick());
      g.trash(trashed);
      const int silvers = g.cost(g.cardOf(trashed)).coins;  // per $1: a Potion or Debt gives none
      for (int k = 0; k < silvers; ++k) g.gain(f.player, cards::Silver);
      g.finish();
    }
  }
}

// The 2020 text: a when-gain ability on any turn (❷) that exchanges the gained card for a Silver
// (❹): only while Silvers are left; the card goes back to its pile wherever it was gained from,
// the Silver to the discard pile. The card stays gained; the Silver is not gained (❻). The card
// must still be where it was gained (❺).
bool applies(const Game& g, const TriggerEvent&, Inst, PlayerId) {
  const int silver = g.pileIndex(cards::Silver);
  return silver >= 0 && g.pileTop(silver) != NoInst;
}

void onGain(Game& g, Frame& f) {
  const int silver = g.pileIndex(cards::Silver);
  if (!g.isIn(f.source, Zone::Hand, f.player) || !g.eventCardStillThere(f) || silver < 0 ||
      g.pileTop(silver) == NoInst || g.pileIndex(g.cardOf(Inst(f.a))) < 0)
    return g.finish();
  g.reveal(f.source, f.player);
  g.returnToSupply(Inst(f.a));
  g.moveTo(g.pileTop(silver), Zone::Discard, f.player, MoveReason::Exchange);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::OwnHand,
     .optional = true,
     .applies = applies,
     .run = onGain,
     .ask = Text::MayRevealToExchangeForSilver},
};

}  // namespace

CardDef trader() {
  return {.name = "Trader",
          .set = CardSet::Hinterlands,
          .cost = 4,
          .types = Action | Reaction,
          .traits = Trashes | Gains,
          .text =
              "Trash a card from your hand. Gain a Silver per $1 it costs.\nWhen you gain a card, "
              "you may reveal "
              "this from your hand, to exchange the card for a Silver.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
