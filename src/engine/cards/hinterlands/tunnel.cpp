#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Discarded other than in Clean-up (Tunnel ① ②: Clean-up's discards raise nothing), on any turn;
// revealed for another reason it gives nothing (③). A card discarded with it is already in the
// discard pile (④ ⑤: the hand is discarded at once).
bool applies(const Game& g, const TriggerEvent&, Inst, PlayerId) {
  return g.turn().phase != Phase::Cleanup;
}

void onDiscard(Game& g, Frame& f) {
  g.reveal(f.source, f.player);
  g.gain(f.player, cards::Gold);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Discard,
     .from = ListenFrom::Self,
     .optional = true,
     .applies = applies,
     .run = onDiscard,
     .ask = Text::MayRevealCard},
};

}  // namespace

CardDef tunnel() {
  return {.name = "Tunnel",
          .set = CardSet::Hinterlands,
          .cost = 3,
          .types = Victory | Reaction,
          .vp = 2,
          .traits = Gains,
          .text =
              "2 VP\nWhen you discard this other than during a Clean-up phase, you may reveal "
              "it. If you do, gain a Gold.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
