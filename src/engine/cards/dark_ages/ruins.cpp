#include "../../setup.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

CardId ruinsCard() {
  static const CardId c = findCard("Ruins");
  return c;
}

const std::vector<CardId>& ruinsCards() {
  static const std::vector<CardId> c = {findCard("Abandoned Mine"), findCard("Ruined Library"),
                                        findCard("Ruined Market"), findCard("Ruined Village"),
                                        findCard("Survivors")};
  return c;
}

// Rules, Special setup (Dark Ages): with a Looter in the Kingdom, a Ruins pile in the Supply:
// the 50 Ruins (10 of each) shuffled, as many drawn as there are Curses (10 per player after
// the first). Every Looter asks for it; it joins once.
void addRuinsPile(SetUp& s) {
  std::vector<CardId> pool;
  pool.reserve(50);
  for (CardId c : ruinsCards()) pool.insert(pool.end(), 10, c);
  s.addShuffledPile(ruinsCard(), std::move(pool), 10 * (s.playerCount() - 1), true);
}

// The name of the Ruins pile, never a card in the game: the pile holds the five Ruins cards,
// only the top one seen. Gaining "a Ruins" takes that top card.
CardDef ruins() {
  return {.name = "Ruins",
          .set = CardSet::DarkAges,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Ruins,
          .text =
              "(The Ruins pile: Abandoned Mine, Ruined Library, Ruined Market, Ruined Village "
              "and Survivors, shuffled; only its top card is seen.)"};
}

}  // namespace dom::cards::dark_ages
