// The basic cards: Treasures, Victory cards and Curse, in every game.
#include "../card.hpp"

namespace dom {

std::vector<CardDef> basicCards() {
  // Order fixes the ids in cards:: (card.hpp).
  return {
      {.name = "Copper", .set = CardSet::Basic, .cost = 0, .types = Treasure, .plus = {.coins = 1}, .text = "$1"},
      {.name = "Silver", .set = CardSet::Basic, .cost = 3, .types = Treasure, .plus = {.coins = 2}, .text = "$2"},
      {.name = "Gold", .set = CardSet::Basic, .cost = 6, .types = Treasure, .plus = {.coins = 3}, .text = "$3"},
      {.name = "Estate", .set = CardSet::Basic, .cost = 2, .types = Victory, .vp = 1, .text = "1 VP"},
      {.name = "Duchy", .set = CardSet::Basic, .cost = 5, .types = Victory, .vp = 3, .text = "3 VP"},
      {.name = "Province", .set = CardSet::Basic, .cost = 8, .types = Victory, .vp = 6, .text = "6 VP"},
      {.name = "Curse", .set = CardSet::Basic, .cost = 0, .types = CurseType, .vp = -1, .text = "-1 VP"},
  };
}

}  // namespace dom
