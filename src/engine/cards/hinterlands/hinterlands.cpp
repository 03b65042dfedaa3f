// The Hinterlands cards in card-id order: new cards are added at the end (ids are table indices).
#include "hinterlands.hpp"

namespace dom {

std::vector<CardDef> hinterlandsCards() {
  using namespace cards::hinterlands;
  return {foolsGold(), trader(), borderVillage(), highway(),
          // 2nd edition, in the card list's order
          crossroads(), develop(), oasis(), scheme(), spiceMerchant(), stables(), jackOfAllTrades(),
          cartographer(), wheelwright(), margrave(), witchsHut(), souk(), nomads(),
          // removed with the 1st edition
          cache(), silkRoad(),
          // 2nd edition
          farmland(), haggler(), inn(), cauldron(), berserker(), guardDog(), trail(), tunnel(),
          weaver(),
          // removed with the 1st edition
          embassy(), illGottenGains(), mandarin(), nobleBrigand(), nomadCamp(), duchess(),
          oracle()};
}

}  // namespace dom
