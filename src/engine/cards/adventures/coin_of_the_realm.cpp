#include "../../game.hpp"
#include "adventures.hpp"

namespace dom::cards::adventures {

namespace {

// Coin of the Realm ①: played, it leaves play for its owner's Tavern mat (after its $1).
void ability(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::InPlay, f.player))
    g.moveTo(f.source, Zone::Tavern, f.player, MoveReason::SetAside);
  g.finish();
}

// Called from the Tavern mat directly after an Action of its owner's resolves (③; several may be
// called after the same Action: ④), into play, for +2 Actions and no $ (②). It is discarded from
// play in Clean-up.
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.player == owner && g.current() == owner;
}

void call(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::Tavern, f.player)) {
    g.moveTo(f.source, Zone::InPlay, f.player, MoveReason::Call);
    g.addActions(2);
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::ActionResolved,
     .from = ListenFrom::OwnTavern,
     .optional = true,
     .applies = applies,
     .run = call,
     .ask = Text::MayCallReserve},
};

}  // namespace

CardDef coinOfTheRealm() {
  return {.name = "Coin of the Realm",
          .set = CardSet::Adventures,
          .cost = 2,
          .types = Treasure | Reserve,
          .plus = {.coins = 1},
          .traits = GivesActions,
          .text =
              "$1\nWhen you play this, put it on your Tavern mat.\nDirectly after resolving an "
              "Action, you may "
              "call this for +2 Actions.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::adventures
