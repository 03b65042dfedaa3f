// The Seaside cards in card-id order: new cards are added at the end (ids are table indices).
#include "seaside.hpp"

namespace dom {

std::vector<CardDef> seasideCards() {
  using namespace cards::seaside;
  // clang-format off
  return {haven(),     nativeVillage(), caravan(),        island(),     outpost(),
          embargo(),   bazaar(),        fishingVillage(), lighthouse(), merchantShip(),
          tactician(), warehouse(),     wharf(),
          // 2nd edition, in the order they were built.
          cutpurse(), lookout(), salvager(), treasury(), smugglers(), seaChart(), treasureMap(),
          astrolabe(), tidePools(), seaWitch(), monkey(), corsair(), sailor(), blockade(), pirate(),
          // 1st edition, removed in the 2nd.
          pearlDiver(), navigator(), explorer(), seaHag(), ghostShip(), ambassador(), pirateShip()};
  // clang-format on
}

}  // namespace dom
