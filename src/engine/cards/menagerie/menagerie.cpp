// The Menagerie cards in card-id order: new cards are added at the end (ids are table indices).
#include "menagerie.hpp"

namespace dom {

std::vector<CardDef> menagerieCards() {
  using namespace cards::menagerie;
  return {wayOfTheOx(), horse(), supplies()};
}

}  // namespace dom
