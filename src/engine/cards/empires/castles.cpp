#include "../../setup.hpp"
#include "../effects.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

CardId castlesCard() {
  static const CardId c = findCard("Castles");
  return c;
}

int castlesOwned(const Game& g, PlayerId p) {
  int n = 0;
  g.forEachOwned(p, [&](Inst i) { n += g.defOf(i).is(Castle); });
  return n;
}

namespace {

// Rules, Special setup (Empires): the Castles sorted by cost, the cheapest on top; with 2
// players one of each of the 8 different Castles, else 12 (two Humble, Small, Opulent and King's
// Castles).
void addCastlesPile(SetUp& s) {
  const int twice = s.playerCount() > 2 ? 2 : 1;
  const std::pair<std::string_view, int> topFirst[] = {
      {"Humble Castle", twice}, {"Crumbling Castle", 1},   {"Small Castle", twice},
      {"Haunted Castle", 1},    {"Opulent Castle", twice}, {"Sprawling Castle", 1},
      {"Grand Castle", 1},      {"King's Castle", twice}};
  std::vector<CardId> bottomFirst;
  for (auto it = std::rbegin(topFirst); it != std::rend(topFirst); ++it)
    bottomFirst.insert(bottomFirst.end(), size_t(it->second), findCard(it->first));
  s.splitPile(castlesCard(), std::move(bottomFirst));
}

}  // namespace

// The Kingdom card that names the Castles pile (its randomizer), never a card in the game: the
// pile holds the eight different Castles sorted by cost, bought and gained from the top. The card
// database lists it as a Victory - Castle costing $3.
CardDef castles() {
  return {.name = "Castles",
          .set = CardSet::Empires,
          .cost = 3,
          .types = Victory | Castle,
          .text =
              "(The Castles pile, cheapest on top: Humble Castle, Crumbling Castle, Small Castle, "
              "Haunted Castle, Opulent Castle, Sprawling Castle, Grand Castle, King's Castle; "
              "two of the Humble, Small, Opulent and King's Castles with 3 or more players.)",
          .setUp = addCastlesPile};
}

}  // namespace dom::cards::empires
