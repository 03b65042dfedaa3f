// The Seaside cards in card-id order: new cards are added at the end (ids are table indices).
#include "seaside.hpp"

namespace dom {

std::vector<CardDef> seasideCards() {
  using namespace cards::seaside;
  return {haven(), nativeVillage(), caravan(), island(), outpost(), embargo(), bazaar(),
          fishingVillage(), lighthouse(), merchantShip(), tactician(), warehouse(), wharf(),
          // Batch A: the 2nd edition's, then those removed with the 1st edition.
          cutpurse(), lookout(), salvager(), treasury(), smugglers(), seaChart(), treasureMap(),
          pearlDiver(), navigator(), explorer(), seaHag()};
}

}  // namespace dom
