// The Dark Ages cards in card-id order: new cards are added at the end (ids are table indices).
#include "dark_ages.hpp"

namespace dom {

std::vector<CardDef> darkAgesCards() {
  using namespace cards::dark_ages;
  return {banditCamp(),    spoils(),      hovel(),         necropolis(),    overgrownEstate(),
          cultist(),       ruins(),       abandonedMine(), ruinedLibrary(), ruinedMarket(),
          ruinedVillage(), survivors(),   knights(),       dameAnna(),      dameJosephine(),
          dameMolly(),     dameNatalie(), dameSylvia(),    sirBailey(),     sirDestry(),
          sirMartin(),     sirMichael(),  sirVander()};
}

}  // namespace dom
