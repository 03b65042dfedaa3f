// The Nocturne cards in card-id order: new cards are added at the end (ids are table indices).
#include "nocturne.hpp"

namespace dom {

std::vector<CardDef> nocturneCards() {
  using namespace cards::nocturne;
  return {pooka(), cursedGold()};
}

}  // namespace dom
