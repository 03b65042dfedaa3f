#include <array>

#include "../../setup.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

CardId lootCard() {
  static const CardId c = findCard("Loot");
  return c;
}

std::span<const CardId> lootCards() {
  static const std::array<CardId, 15> c = {
      findCard("Amphora"),      findCard("Doubloons"), findCard("Endless Chalice"),
      findCard("Figurehead"),   findCard("Hammer"),    findCard("Insignia"),
      findCard("Jewels"),       findCard("Orb"),       findCard("Prize Goat"),
      findCard("Puzzle Box"),   findCard("Sextant"),   findCard("Shield"),
      findCard("Spell Scroll"), findCard("Staff"),     findCard("Sword")};
  return c;
}

// Rules, Special setup (Plunder): the Loot pile, 2 of each of the 15 Loots, shuffled face down
// beside the Supply (Loot ①: not in the Supply; "gain a Loot" gains its top card, ②).
void addLootPile(SetUp& s) {
  std::vector<CardId> pool;
  for (CardId c : lootCards()) pool.insert(pool.end(), 2, c);
  const int count = int(pool.size());
  s.addShuffledPile(lootCard(), std::move(pool), count, false);
}

// The name of the Loot pile, never a card in the game: the pile holds the Loots, shuffled; only
// its top card is seen. Gaining "a Loot" takes that top card. A Loot costs $7 (Loot ④).
CardDef loot() {
  return {.name = "Loot",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .text =
              "(The Loot pile: two of each of the 15 Loots, shuffled face down; only its top "
              "card is seen. This is not in the Supply.)"};
}

}  // namespace dom::cards::plunder
