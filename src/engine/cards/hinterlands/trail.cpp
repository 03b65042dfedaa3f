#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Gained, trashed or discarded, other than in Clean-up (Trail ❶), on any turn (❻).
bool applies(const Game& g, const TriggerEvent&, Inst, PlayerId) {
  return g.turn().phase != Phase::Cleanup;
}

// It plays itself from where the event left it: the discard pile, the trash (❸: it is the
// owner's again, not gained) or wherever it was gained (❹), only while it is still there (lose
// track: ❼ ❽, played once if trashed by Watchtower as it was gained). Playing it uses no Action,
// in any phase (❺); on another player's turn its +1 Action is lost and it is discarded in that
// turn's Clean-up.
void onEvent(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.eventCardStillThere(f)) return g.finish();
    f.step = 1;
    g.play(f.player, f.source);
    return;
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::Self,
     .optional = true,
     .applies = applies,
     .run = onEvent,
     .ask = Text::MayPlayThisCard},
    {.when = When::Trash,
     .from = ListenFrom::Self,
     .optional = true,
     .applies = applies,
     .run = onEvent,
     .ask = Text::MayPlayThisCard},
    {.when = When::Discard,
     .from = ListenFrom::Self,
     .optional = true,
     .applies = applies,
     .run = onEvent,
     .ask = Text::MayPlayThisCard},
};

}  // namespace

CardDef trail() {
  return {.name = "Trail",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Reaction,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nWhen you gain, trash, or discard this, other than in "
              "Clean-up, you may play it.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
