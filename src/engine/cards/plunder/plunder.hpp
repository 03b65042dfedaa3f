// Plunder: the cards built so far (the set is not complete: the randomizer does not offer it),
// with the Loots they bring. One file per card; plunder.cpp lists them in card-id order. Rulings
// cite the Card Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include <span>
#include <vector>

#include "../../card.hpp"

namespace dom {
class SetUp;
}

namespace dom::cards::plunder {

// "$3 / +1 Buy": what most Loots give before their own part, as their plain bonuses.
inline constexpr Plus kLootPlus{.buys = 1, .coins = 3};

CardDef jewelledEgg();
CardDef sackOfLoot();
// The name of the Loot pile (never a card in the game), and the 15 Loots.
CardDef loot();
CardDef amphora();
CardDef doubloons();
CardDef endlessChalice();
CardDef figurehead();
CardDef hammer();
CardDef insignia();
CardDef jewels();
CardDef orb();
CardDef prizeGoat();
CardDef puzzleBox();
CardDef sextant();
CardDef shield();
CardDef spellScroll();
CardDef staff();
CardDef sword();

CardId lootCard();
// The Loots built, each once, in the Card Reference's order.
std::span<const CardId> lootCards();
// Rules, Special setup (Plunder): with a card that refers to Loot, the Loot pile beside the
// Supply. Every such card asks for it; it joins once.
void addLootPile(SetUp& s);

}  // namespace dom::cards::plunder
