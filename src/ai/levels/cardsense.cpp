#include "cardsense.hpp"

#include <string_view>
#include <vector>

namespace dom::ai {

bool isVillage(CardId c) { return card(c).is(Action) && card(c).plus.actions >= 2; }
bool isTerminal(CardId c) { return card(c).is(Action) && card(c).plus.actions == 0; }
bool isCantrip(CardId c) { return card(c).is(Action) && card(c).plus.actions == 1; }

namespace {

double keyStrengthByName(CardId c) {
  // Strength as the key card of a money deck, from how such decks fare against Big Money (the
  // base game and Intrigue, then the Seaside, Prosperity and Hinterlands cards built so far,
  // measured with Medium against Big Money: below 3.5 a card is no key of Medium's, and
  // Haven, Outpost, Watchtower, Caravan and Trader did worse as keys than money alone).
  static constexpr std::pair<std::string_view, double> known[] = {
      {"Witch", 10},
      {"Torturer", 8.5},
      {"Masquerade", 8},
      {"Courtyard", 7.5},
      {"Militia", 7},
      {"Smithy", 7},
      {"Library", 7},
      {"Council Room", 6.5},
      {"Nobles", 6.5},
      {"Patrol", 6.5},
      {"Minion", 6},
      {"Laboratory", 6},
      {"Courtier", 6},
      {"Replace", 5.5},
      {"Swindler", 5.5},
      {"Bandit", 5.5},
      {"Steward", 5.5},
      {"Bureaucrat", 5},
      {"Baron", 5},
      {"Diplomat", 5},
      {"Harem", 5},
      {"Market", 5},
      {"Sentry", 5},
      {"Artisan", 5},
      {"Tribute", 4.5},
      {"Moat", 4.5},
      {"Conspirator", 4.5},
      {"Secret Passage", 4.5},
      {"Poacher", 4.5},
      {"Merchant", 4.5},
      {"Bridge", 4.5},
      {"Moneylender", 4.5},
      {"Mill", 4.5},
      {"Festival", 4},
      {"Vassal", 4},
      {"Harbinger", 4},
      {"Ironworks", 4},
      {"Trading Post", 4},
      {"Coppersmith", 4},
      {"Mining Village", 4},
      {"Saboteur", 4},
      {"Mine", 3.5},
      {"Throne Room", 3},
      {"Chancellor", 3.5},
      {"Woodcutter", 3.5},
      {"Secret Chamber", 3.5},
      {"Wishing Well", 3.5},
      {"Upgrade", 3.5},
      {"Great Hall", 3.5},
      {"Remodel", 3},
      {"Cellar", 3},
      {"Feast", 3},
      {"Chapel", 3},
      {"Spy", 3},
      {"Village", 3},
      {"Shanty Town", 3},
      {"Lurker", 3},
      {"Pawn", 3},
      {"Workshop", 2.5},
      {"Adventurer", 2.5},
      {"Scout", 2.5},
      {"Thief", 1},
      {"Gardens", 0},
      {"Duke", 0},
      {"Fool's Gold", 4.5},
      {"Highway", 4.5},
      {"Island", 4},
      {"Border Village", 3},
      {"Watchtower", 3},
      {"Caravan", 3},
      {"Trader", 3},
      {"Peddler", 3},
      {"Hoard", 3},
      {"Talisman", 3},
      {"Embargo", 3},
      {"Native Village", 3},
      {"Haven", 2.5},
      {"Outpost", 2.5},
      // Seaside, measured with Medium against Big Money as the only Kingdom card (docs/ai.md):
      // as keys, Tactician (11.35%), Fishing Village (26.45%), Lighthouse (29.25%) and Warehouse
      // (0%: bought in numbers, it dilutes the money) did worse than money alone.
      {"Wharf", 7},
      {"Merchant Ship", 5},
      {"Bazaar", 4},
      {"Tactician", 2.5},
      {"Fishing Village", 3},
      {"Lighthouse", 2.5},
      {"Warehouse", 2.5},
      // Seaside's next cards, measured the same way (docs/ai.md): Sea Hag 95.95%, Cutpurse
      // 66.10%, Explorer 59.80%, Treasury 58.30%, Navigator 56.25%, Smugglers 48.10% as keys.
      // Treasure Map (23.00%: it waits for a pair), Salvager (28.25%) and, bought in numbers,
      // Lookout (0%: it trashes the money), Sea Chart (3.20%) and Pearl Diver (0.65%) did worse
      // than money alone.
      {"Sea Hag", 9},
      {"Cutpurse", 5},
      {"Explorer", 4.5},
      {"Treasury", 4.5},
      {"Navigator", 4},
      {"Smugglers", 3.5},
      {"Treasure Map", 3},
      {"Salvager", 3},
      {"Lookout", 2.5},
      {"Sea Chart", 2.5},
      {"Pearl Diver", 2},
      // Seaside's 2nd-edition Durations, measured the same way (docs/ai.md): Sea Witch 98.25%,
      // Corsair 87.70%, Pirate 86.45%, Blockade 85.30% (setting aside a Silver), Sailor 54.90%
      // as keys; Monkey (40.05%), Astrolabe (35.40%) and Tide Pools (32.05%) did worse than money
      // alone and are below the threshold.
      {"Sea Witch", 10},
      {"Corsair", 7.5},
      {"Pirate", 7.5},
      {"Blockade", 7},
      {"Sailor", 4},
      {"Monkey", 3},
      {"Astrolabe", 3},
      {"Tide Pools", 3},
      {"Ghost Ship", 7},
      // The 1st edition's Ambassador and Pirate Ship, measured the same way: Pirate Ship 51.00%
      // as a key (3.5); Ambassador 40.70% as one (8.50% while it gave back the hand's Coppers:
      // setcards.cpp), below money alone and the threshold.
      {"Pirate Ship", 3.5},
      {"Ambassador", 2},
      // Hinterlands, measured with Medium against Big Money as the only Kingdom card (docs/ai.md):
      // Ill-Gotten Gains 80.15%, Noble Brigand 79.25%, Embassy 60.90%, Cauldron 50.55%, Weaver
      // 49.80%, Nomad Camp 49.35%, Haggler 46.20% as keys; Guard Dog (41.60%), Berserker
      // (40.05%), Inn (29.70%), Mandarin (22.90%) and Trail (2.15%: bought in numbers) did worse
      // than money alone and are below the threshold.
      {"Ill-Gotten Gains", 7},
      {"Noble Brigand", 7},
      {"Embassy", 5},
      {"Cauldron", 4},
      {"Weaver", 4},
      {"Nomad Camp", 4},
      {"Haggler", 3.5},
      {"Trail", 2.5},
      {"Guard Dog", 3},
      {"Berserker", 3},
      {"Inn", 3},
      {"Mandarin", 2.5},
      // The 1st edition's last two, measured the same way: Oracle 63.05% and Duchess 62.65% as
      // keys (Duchess's Duchy rule works for both players).
      {"Oracle", 5},
      {"Duchess", 5},
      // Measured with Medium against Big Money as the only Kingdom card (docs/ai.md): keys from
      // 3.5; City and Expand did worse than money alone, the villages and King's Court need
      // other Actions, Forge trashes a money deck's cards for little.
      {"Monument", 6},
      {"Vault", 6},
      {"Bank", 4},
      {"Grand Market", 3.5},
      {"City", 3},
      {"Expand", 3},
      {"Worker's Village", 3},
      {"Forge", 3},
      {"King's Court", 3},
      // Buying it trashes the Treasures that paid for it: never a money deck's key.
      {"Mint", 1},
      // Prosperity's cards removed with the 1st edition, measured the same way (docs/ai.md):
      // Mountebank 94.95%, Goons 75.40%, Contraband 73.75%, Venture 61.40%, Royal Seal 52.85% as
      // keys; Counting House (30.35%) and Loan (0.25%: six Loans trash the Coppers that pay for
      // the Provinces) did worse than money alone.
      {"Mountebank", 9},
      {"Goons", 6.5},
      {"Contraband", 6},
      {"Venture", 5},
      {"Royal Seal", 4},
      {"Counting House", 3},
      {"Loan", 2.5},
      // Prosperity's 2nd edition, measured the same way (docs/ai.md): Clerk 82.20%, Rabble
      // 67.00%, Bishop 64.85%, Collection 50.55% as keys. Magnate did worse than money alone
      // (43.70% at 5 and 4), Quarry and Anvil far worse (3.25% at 4, 2.90% at 3.5: a deck of $1
      // Treasures): below the threshold, only Hard's plan search takes them.
      {"Rabble", 7},
      {"Clerk", 6},
      {"Magnate", 3},
      {"Bishop", 4},
      {"Collection", 4},
      {"Anvil", 3},
      {"Quarry", 3},
      // The last 2nd-edition cards, measured the same way (docs/ai.md): Charlatan 90.30% at 6.5
      // (its plain bonuses' strength), Crystal Ball 55.40% and Tiara 51.50% at 4. Investment
      // (8.25% at 4: its forced trash eats the money) and War Chest (28.75% at 4) did worse than
      // money alone: below the threshold, only Hard's plan search takes them.
      {"Charlatan", 6.5},
      {"Crystal Ball", 4},
      {"Tiara", 4},
      {"Investment", 3},
      {"War Chest", 3},
      // The Knights pile (its top card is bought): a $5 terminal Attack that trashes the
      // others' good cards, most Knights with a bonus. As the key against Big Money it does no
      // better than money alone (45.85%; money alone 45.70%): its worth is the attack on decks
      // that build (Silvers, Golds, the others' key cards), which Big Money's deck hardly is.
      {"Knights", 5},
      // Measured with Medium against Big Money on the kingdom Tournament: 72.90% wins as a key
      // card (money alone 45.70%; docs/ai.md).
      {"Tournament", 5},
      // A Loot for each play (Sack of Loot) or when trashed (Jewelled Egg), beside $1 and +1 Buy.
      // Measured with Medium against Big Money (money alone 45.70%): Jewelled Egg as a key of
      // strength 4 won 0.55% (a deck of $2 Eggs); Sack of Loot 43.05% at 4 and at 3 alike (the
      // same games: not bought). Both below Medium's threshold.
      {"Sack of Loot", 3},
      {"Jewelled Egg", 1},
      // Hinterlands' 2nd edition, measured the same way (docs/ai.md): Margrave 76.60% at 7,
      // Jack of All Trades 80.15% at 5, Souk 73.10%, Witch's Hut 68.85% and Cartographer
      // 49.45% as keys. Bought as keys (at 5), Stables (39.05%), Wheelwright (24.25%),
      // Crossroads (21.00%), Spice Merchant (17.05%), Develop (17.00%), Oasis (7.45%) and
      // Scheme (0.10%) did worse than money alone, and Nomads (46.30% at 4) no better: below
      // the threshold, only Hard's plan search takes them.
      {"Margrave", 7},
      {"Jack of All Trades", 5},
      {"Souk", 6},
      {"Witch's Hut", 6.5},
      {"Cartographer", 4},
      {"Stables", 3},
      {"Wheelwright", 3},
      {"Crossroads", 3},
      {"Spice Merchant", 3},
      {"Develop", 3},
      {"Nomads", 3},
      {"Oasis", 2.5},
      {"Scheme", 2.5},
      // The 1st edition's Cache won 57.70% as the key (its plain bonuses' 5); Silk Road, a
      // Victory card, is no key, as Gardens.
      {"Cache", 5},
      {"Silk Road", 0},
  };
  const CardDef& d = card(c);
  for (auto [name, value] : known)
    if (d.name == name) return value;
  if (!d.is(Action) && !d.is(Treasure)) return 0;
  // An unknown card: judge it by its plain bonuses.
  return 2 + d.plus.cards * 1.2 + d.plus.coins + (d.is(Attack) ? 1.5 : 0);
}

}  // namespace

// Looked up by name once per card: the AI asks at every play and inside Hard's playouts.
double keyStrength(CardId c) {
  static const std::vector<double> table = [] {
    std::vector<double> out;
    for (size_t k = 0; k < cardTable().size(); ++k) out.push_back(keyStrengthByName(CardId(k)));
    return out;
  }();
  return table[size_t(c)];
}

double playPriority(CardId c) {
  const CardDef& d = card(c);
  if (isVillage(c)) return 100 + d.plus.cards;
  if (d.name == "Throne Room" || d.name == "King's Court") return 90;
  if (isCantrip(c)) return 80 + d.plus.cards + 0.1 * d.printedCost().coins;
  return keyStrength(c) + 0.01 * d.printedCost().coins;
}

}  // namespace dom::ai
