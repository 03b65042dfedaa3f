// A card's current identity: an instance that is, for a while, another card (docs/engine.md,
// "A card's identity").
#include <algorithm>

#include "game.hpp"

namespace dom {

namespace {

// Whether identity e applies to instance i now.
bool applies(const Identity& e, const GameState& s, Inst i) {
  switch (e.until) {
    case Until::TurnsOf:
      return s.turn.player == e.player;
    case Until::OwnedBy: {
      const Location l = s.instLoc[size_t(i)];
      return isPlayerZone(l.zone) && l.owner == e.player;
    }
    default:
      return true;
  }
}

}  // namespace

// The newest identity that applies wins: one given to the instance itself before one given to
// every instance of its printed card.
CardId Game::currentIdentity(Inst i, CardId printed) const {
  return identityAmong(s.identities, i, printed,
                       [&](const Identity& e) { return applies(e, s, i); });
}

void Game::setIdentity(Identity id) {
  // An instance's entry also names its printed card: views and positions show what it returns to.
  if (id.inst != NoInst) id.of = printedOf(id.inst);
  s.identities.push_back(id);
}

void Game::endIdentities(Inst i, CardId of) {
  std::erase_if(s.identities,
                [&](const Identity& e) { return e.inst == i && (i != NoInst || e.of == of); });
}

// An identity lasting until the card leaves play ends as it leaves (moveTo, Clean-up).
void Game::leftPlay(Inst i) {
  std::erase_if(s.identities,
                [&](const Identity& e) { return e.inst == i && e.until == Until::LeavesPlay; });
}

}  // namespace dom
