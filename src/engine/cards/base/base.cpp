// The base game's cards, in card-id order. Keep the order: card ids are indices into the card
// table, and seeded games (the random kingdoms) depend on them.
#include "base.hpp"

namespace dom {

std::vector<CardDef> baseCards() {
  using namespace cards::base;
  return {
      // 2nd edition, in the card list's order.
      cellar(),
      chapel(),
      moat(),
      harbinger(),
      merchant(),
      vassal(),
      village(),
      workshop(),
      bureaucrat(),
      gardens(),
      militia(),
      moneylender(),
      poacher(),
      remodel(),
      smithy(),
      throneRoom(),
      bandit(),
      councilRoom(),
      festival(),
      laboratory(),
      library(),
      market(),
      mine(),
      sentry(),
      witch(),
      artisan(),

      // Removed with the 1st edition.
      chancellor(),
      woodcutter(),
      feast(),
      spy(),
      thief(),
      adventurer(),
  };
}

}  // namespace dom
