// The Prosperity cards in card-id order: new cards are added at the end (ids are table indices).
#include "prosperity.hpp"

namespace dom {

std::vector<CardDef> prosperityCards() {
  using namespace cards::prosperity;
  return {watchtower(), talisman(),    hoard(), peddler(),  tradeRoute(),
          city(),       grandMarket(), bank(),  monument(), workersVillage(),
          expand(),     kingsCourt(),  forge(), mint(),     vault(),
          // Removed with the 1st edition.
          loan(), venture(), royalSeal(), countingHouse(), mountebank(), goons(), contraband(),
          // 2nd edition
          bishop(), quarry(), rabble(), magnate(), collection(), clerk(), anvil(),
          // 2nd edition, the last batch
          tiara(), crystalBall(), investment(), warChest(), charlatan()};
}

}  // namespace dom
