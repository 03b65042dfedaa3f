// Kingdoms: what the constraints look for, generation under every constraint and random
// combinations of them (checked against an oracle written here), impossible requests,
// re-rolls, presets, and the kingdom file parsers.
#include "engine/kingdom.hpp"

#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "engine/presets.hpp"
#include "engine/rng.hpp"

using namespace dom;

namespace {

using Names = std::vector<std::string>;

CardId id(std::string_view name) {
  const CardId c = findCard(name);
  if (c == NoCard) qFatal("no card %s", std::string(name).c_str());
  return c;
}

std::vector<CardId> ids(const Names& names) {
  std::vector<CardId> out;
  for (const auto& n : names) out.push_back(id(n));
  return out;
}

Names namesOf(std::span<const CardId> cards) {
  Names out;
  for (CardId c : cards) out.emplace_back(card(c).name);
  return out;
}

Names sortedNames(Names v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Every Kingdom card satisfying pred, by name, sorted.
Names kingdomWhere(const std::function<bool(const CardDef&)>& pred) {
  Names out;
  for (const CardDef& d : cardTable())
    if (d.isKingdom() && setComplete(d.set) && pred(d)) out.emplace_back(d.name);
  return sortedNames(out);
}

std::string str(const Names& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

#define SAME_NAMES(actual, expected)                                                  \
  do {                                                                                \
    const Names a_ = (actual), e_ = (expected);                                       \
    QVERIFY2(a_ == e_, ("got [" + str(a_) + "] expected [" + str(e_) + "]").c_str()); \
  } while (0)

KingdomOptions allSets(uint8_t editions = SecondEdition) {
  KingdomOptions o;
  for (CardSet s : kingdomSets()) o.sets.push_back({s, editions});
  return o;
}

uint8_t editionsFor(const KingdomOptions& o, CardSet s) {
  uint8_t e = 0;
  for (const SetChoice& c : o.sets)
    if (c.set == s) e |= c.editions;
  return e;
}

bool has(std::span<const CardId> v, CardId c) {
  return std::find(v.begin(), v.end(), c) != v.end();
}

// The oracle: why a kingdom breaks the options ("" when it meets them), written from the
// card table independently of kingdom.cpp.
std::string violation(const KingdomOptions& o, std::span<const CardId> k) {
  if (k.size() != 10) return "not 10 cards";
  std::set<CardId> distinct(k.begin(), k.end());
  if (distinct.size() != 10) return "a card twice";
  for (CardId c : k) {
    const CardDef& d = card(c);
    if (!d.isKingdom()) return std::string(d.name) + " is not a Kingdom card";
    if (has(o.banned, c)) return std::string(d.name) + " is banned";
    if (!has(o.kept, c) && !(d.editions & editionsFor(o, d.set)))
      return std::string(d.name) + " is not from a chosen set and edition";
  }
  for (CardId c : o.kept)
    if (!has(k, c)) return std::string(card(c).name) + " was not kept";
  auto any = [&](auto pred) {
    return std::any_of(k.begin(), k.end(), [&](CardId c) { return pred(card(c)); });
  };
  if (o.village && !any(isVillage)) return "no village";
  if (o.buy && !any(givesBuy)) return "no +Buy";
  if (o.draw && !any(isDraw)) return "no draw";
  if (o.trashing && !any(isTrasher)) return "no trasher";
  if (o.reactionToAttack && any([](const CardDef& d) { return d.is(Attack); }) &&
      !any(isAttackReaction))
    return "an Attack without a Reaction";
  if (o.costSpread) {
    // By the printed cost as the rules compare it: a $3P card is none of them.
    if (!any([](const CardDef& d) { return d.printedCost() <= 3; })) return "nothing at $2-$3";
    if (!any([](const CardDef& d) { return d.printedCost() == 4; })) return "nothing at $4";
    if (!any([](const CardDef& d) { return d.printedCost() >= 5; })) return "nothing at $5+";
  }
  for (CardSet s : kingdomSets()) {
    const int n =
        int(std::count_if(k.begin(), k.end(), [&](CardId c) { return card(c).set == s; }));
    if (o.maxPerSet > 0 && n > o.maxPerSet) return "too many from " + std::string(setName(s));
    for (const SetCount& m : o.minPerSet)
      if (m.set == s && n < m.count) return "too few from " + std::string(setName(s));
  }
  if (!std::is_sorted(k.begin(), k.end(), [](CardId a, CardId b) {
        // Coins, then Potions ($3 before $3P), then the name.
        const Cost x = card(a).printedCost(), y = card(b).printedCost();
        return x != y ? listedBefore(x, y) : card(a).name < card(b).name;
      }))
    return "not sorted by cost and name";
  return "";
}

// Random options: any mix of sets, editions, constraints, bans, kept cards and favourites.
KingdomOptions randomOptions(Rng& rng, int maxBans = 12) {
  const auto sets = kingdomSets();
  KingdomOptions o;
  for (CardSet s : sets)
    if (rng.below(3) != 0) o.sets.push_back({s, uint8_t(1 + rng.below(3))});
  if (o.sets.empty()) o.sets.push_back({sets[rng.below(uint32_t(sets.size()))], SecondEdition});
  o.village = rng.below(3) == 0;
  o.buy = rng.below(3) == 0;
  o.draw = rng.below(3) == 0;
  o.trashing = rng.below(3) == 0;
  o.reactionToAttack = rng.below(3) == 0;
  o.costSpread = rng.below(3) == 0;
  if (rng.below(3) == 0) o.maxPerSet = int(3 + rng.below(8));
  if (rng.below(4) == 0)
    o.minPerSet.push_back({sets[rng.below(uint32_t(sets.size()))], int(1 + rng.below(8))});
  std::vector<CardId> kingdom;
  for (size_t c = 0; c < cardTable().size(); ++c)
    if (card(CardId(c)).isKingdom()) kingdom.push_back(CardId(c));
  const uint32_t bans = rng.below(uint32_t(maxBans + 1));
  for (uint32_t b = 0; b < bans; ++b)
    o.banned.push_back(kingdom[rng.below(uint32_t(kingdom.size()))]);
  const uint32_t kept = rng.below(4) == 0 ? rng.below(5) : 0;
  for (uint32_t b = 0; b < kept; ++b) {
    const CardId c = kingdom[rng.below(uint32_t(kingdom.size()))];
    if (!has(o.banned, c) && !has(o.kept, c)) o.kept.push_back(c);
  }
  for (uint32_t b = rng.below(4); b > 0; --b)
    o.favourites.push_back(kingdom[rng.below(uint32_t(kingdom.size()))]);
  return o;
}

// Whether any kingdom meets the options, by trying every combination of the candidates.
bool existsByBruteForce(const KingdomOptions& o) {
  std::vector<CardId> pool;
  for (size_t c = 0; c < cardTable().size(); ++c) {
    const CardDef& d = card(CardId(c));
    if (d.isKingdom() && (d.editions & editionsFor(o, d.set)) && !has(o.banned, CardId(c)) &&
        !has(o.kept, CardId(c)))
      pool.push_back(CardId(c));
  }
  const int need = 10 - int(o.kept.size());
  if (need < 0 || int(pool.size()) < need) return false;
  std::vector<int> pick(static_cast<size_t>(need));
  for (int k = 0; k < need; ++k) pick[size_t(k)] = k;
  while (true) {
    std::vector<CardId> k = o.kept;
    for (int p : pick) k.push_back(pool[size_t(p)]);
    sortKingdom(k);
    if (violation(o, k).empty()) return true;
    int i = need - 1;
    while (i >= 0 && pick[size_t(i)] == int(pool.size()) - need + i) --i;
    if (i < 0) return false;
    ++pick[size_t(i)];
    for (int j = i + 1; j < need; ++j) pick[size_t(j)] = pick[size_t(j - 1)] + 1;
  }
}

}  // namespace

class KingdomTest : public QObject {
  Q_OBJECT

 private slots:
  // ---- What the constraints look for ------------------------------------------------------

  void villages_are_the_cards_giving_two_actions_or_more() {
    // +2 Actions always (Village, Festival, Mining Village, Shanty Town), by choice (Nobles)
    // or under a condition the player controls (Diplomat). Not +1 Action by choice (Pawn,
    // Courtier, Minion, Lurker), nor Tribute (the other player's deck decides).
    SAME_NAMES(kingdomWhere(isVillage),
               sortedNames({"Village", "Festival", "Mining Village", "Shanty Town", "Nobles",
                            "Diplomat", "City", "Worker's Village", "Bazaar", "Fishing Village",
                            "Native Village", "Border Village", "Crossroads", "Inn"}));
  }

  void draw_is_two_cards_or_more_or_drawing_by_choice() {
    for (const char* n : {"Moat", "Smithy", "Council Room", "Laboratory", "Witch", "Library",
                          "Courtyard", "Masquerade", "Steward", "Shanty Town", "Nobles", "Torturer",
                          "Patrol", "Secret Passage", "Diplomat", "Minion"})
      QVERIFY2(isDraw(card(id(n))), n);
    // "+1 Card +1 Action" only replaces itself.
    for (const char* n :
         {"Village", "Market", "Harbinger", "Merchant", "Poacher", "Sentry", "Upgrade",
          "Wishing Well", "Mill", "Mining Village", "Great Hall", "Chapel"})
      QVERIFY2(!isDraw(card(id(n))), n);
  }

  void buy_trashing_and_reactions_come_from_the_card_table() {
    SAME_NAMES(kingdomWhere(givesBuy),
               sortedNames({"Council Room", "Festival",      "Market",      "Woodcutter",
                            "Pawn",         "Baron",         "Bridge",      "Courtier",
                            "City",         "Collection",    "Contraband",  "Goons",
                            "Grand Market", "Tiara",         "Trade Route", "Worker's Village",
                            "Astrolabe",    "Salvager",      "Tactician",   "Wharf",
                            "Cauldron",     "Margrave",      "Nomad Camp",  "Nomads",
                            "Souk",         "Spice Merchant"}));
    for (const char* n : {"Chapel", "Moneylender", "Remodel", "Mine", "Sentry", "Masquerade",
                          "Steward", "Trading Post", "Upgrade", "Replace"})
      QVERIFY2(isTrasher(card(id(n))), n);
    QVERIFY(!isTrasher(card(id("Village"))));
    SAME_NAMES(kingdomWhere(isAttackReaction),
               sortedNames({"Moat", "Diplomat", "Secret Chamber", "Guard Dog"}));
  }

  void sets_are_found_by_name() {
    QCOMPARE(findSet("base"), std::optional(CardSet::Base));
    QCOMPARE(findSet("INTRIGUE"), std::optional(CardSet::Intrigue));
    QVERIFY(!findSet("basic"));  // no Kingdom cards
    QCOMPARE(findSet("seaside"), std::optional(CardSet::Seaside));
    QCOMPARE(findSet("Prosperity"), std::optional(CardSet::Prosperity));
    QCOMPARE(findSet("hinterlands"), std::optional(CardSet::Hinterlands));
    QCOMPARE(kingdomSets(),
             (std::vector<CardSet>{CardSet::Base, CardSet::Intrigue, CardSet::Seaside,
                                   CardSet::Prosperity, CardSet::Hinterlands}));
  }

  // ---- Generation -------------------------------------------------------------------------

  void a_kingdom_has_ten_distinct_cards_sorted_by_cost() {
    for (uint64_t seed = 0; seed < 300; ++seed) {
      const KingdomResult r = generateKingdom(allSets(), seed);
      QVERIFY2(r.ok(), r.error.c_str());
      const std::string why = violation(allSets(), r.cards);
      QVERIFY2(why.empty(), why.c_str());
      QVERIFY(checkKingdom(allSets(), r.cards).empty());
    }
  }

  void the_same_seed_gives_the_same_kingdom() {
    Rng rng(7);
    for (int k = 0; k < 200; ++k) {
      const KingdomOptions o = randomOptions(rng);
      const uint64_t seed = rng.next();
      const KingdomResult a = generateKingdom(o, seed), b = generateKingdom(o, seed);
      QCOMPARE(a.cards, b.cards);
      QCOMPARE(a.error, b.error);
    }
    std::set<Names> seen;
    for (uint64_t seed = 0; seed < 50; ++seed)
      seen.insert(namesOf(generateKingdom(allSets(), seed).cards));
    QVERIFY2(seen.size() >= 49, "different seeds should give different kingdoms");
  }

  void every_candidate_card_can_come_up() {
    std::set<CardId> seen;
    for (uint64_t seed = 0; seed < 400; ++seed)
      for (CardId c : generateKingdom(allSets(BothEditions), seed).cards) seen.insert(c);
    for (size_t c = 0; c < cardTable().size(); ++c)
      if (card(CardId(c)).isKingdom() && setComplete(card(CardId(c)).set))
        QVERIFY2(seen.count(CardId(c)), card(CardId(c)).name.data());
  }

  void editions_decide_the_removed_and_the_new_cards() {
    for (uint8_t editions :
         {uint8_t(FirstEdition), uint8_t(SecondEdition), uint8_t(BothEditions)}) {
      const KingdomOptions o = allSets(editions);
      bool sawFirstOnly = false, sawSecondOnly = false;
      for (uint64_t seed = 0; seed < 300; ++seed) {
        const KingdomResult r = generateKingdom(o, seed);
        QVERIFY2(r.ok(), r.error.c_str());
        for (CardId c : r.cards) {
          QVERIFY2(card(c).editions & editions, card(c).name.data());
          sawFirstOnly |= card(c).editions == FirstEdition;
          sawSecondOnly |= card(c).editions == SecondEdition;
        }
      }
      QCOMPARE(sawFirstOnly, bool(editions & FirstEdition));
      QCOMPARE(sawSecondOnly, bool(editions & SecondEdition));
    }
  }

  void only_the_chosen_sets_are_drawn() {
    KingdomOptions o;
    o.sets = {{CardSet::Intrigue, SecondEdition}};
    for (uint64_t seed = 0; seed < 200; ++seed)
      for (CardId c : generateKingdom(o, seed).cards) QCOMPARE(card(c).set, CardSet::Intrigue);
  }

  void each_constraint_alone_is_met() {
    const std::vector<std::function<void(KingdomOptions&)>> constraints = {
        [](KingdomOptions& o) { o.village = true; },
        [](KingdomOptions& o) { o.buy = true; },
        [](KingdomOptions& o) { o.draw = true; },
        [](KingdomOptions& o) { o.trashing = true; },
        [](KingdomOptions& o) { o.reactionToAttack = true; },
        [](KingdomOptions& o) { o.costSpread = true; },
        [](KingdomOptions& o) { o.maxPerSet = 5; },
        [](KingdomOptions& o) {
          o.minPerSet = {{CardSet::Intrigue, 8}};
        },
        [](KingdomOptions& o) {
          o.banned = ids({"Chapel", "Witch", "Torturer", "Masquerade", "Village", "Nobles"});
        },
        [](KingdomOptions& o) {
          o.kept = ids({"Witch", "Mill", "Moat"});
        },
        [](KingdomOptions& o) { o.favourites = ids({"Chapel"}); },
    };
    for (size_t k = 0; k < constraints.size(); ++k) {
      KingdomOptions o = allSets();
      constraints[k](o);
      for (uint64_t seed = 0; seed < 300; ++seed) {
        const KingdomResult r = generateKingdom(o, seed);
        QVERIFY2(r.ok(), r.error.c_str());
        const std::string why = violation(o, r.cards);
        QVERIFY2(why.empty(), (std::to_string(k) + ": " + why).c_str());
        QVERIFY(checkKingdom(o, r.cards).empty());
      }
    }
  }

  void every_combination_of_requirements_is_met_in_every_set_choice() {
    // The six requirements in all 64 combinations, with each set and edition choice, with
    // and without a per-set limit: 64 x 5 x 2 x 8 seeds = 5120 kingdoms.
    const std::vector<std::vector<SetChoice>> setChoices = {
        {{CardSet::Base, SecondEdition}},
        {{CardSet::Intrigue, SecondEdition}},
        {{CardSet::Base, FirstEdition}, {CardSet::Intrigue, FirstEdition}},
        {{CardSet::Base, SecondEdition}, {CardSet::Intrigue, SecondEdition}},
        {{CardSet::Base, BothEditions}, {CardSet::Intrigue, BothEditions}},
    };
    int checked = 0;
    for (unsigned mask = 0; mask < 64; ++mask)
      for (const auto& sets : setChoices)
        for (int maxPerSet : {0, 6}) {
          KingdomOptions o;
          o.sets = sets;
          o.village = mask & 1;
          o.buy = mask & 2;
          o.draw = mask & 4;
          o.trashing = mask & 8;
          o.reactionToAttack = mask & 16;
          o.costSpread = mask & 32;
          o.maxPerSet = sets.size() > 1 ? maxPerSet : 0;
          for (uint64_t seed = 0; seed < 8; ++seed) {
            const KingdomResult r = generateKingdom(o, seed * 7919 + mask);
            const std::string what =
                "requirements " + std::to_string(mask) + ", seed " + std::to_string(seed);
            QVERIFY2(r.ok(), (what + ": " + r.error).c_str());
            const std::string why = violation(o, r.cards);
            QVERIFY2(why.empty(), (what + ": " + why).c_str());
            QVERIFY(checkKingdom(o, r.cards).empty());
            ++checked;
          }
        }
    QCOMPARE(checked, 5120);
  }

  void a_tight_constraint_is_met_when_few_cards_qualify() {
    // Intrigue 2nd edition without Trading Post, Upgrade, Replace, Masquerade, Lurker:
    // Steward is the only trasher left.
    KingdomOptions o;
    o.sets = {{CardSet::Intrigue, SecondEdition}};
    o.trashing = true;
    o.banned = ids({"Trading Post", "Upgrade", "Replace", "Masquerade", "Lurker"});
    for (uint64_t seed = 0; seed < 100; ++seed) {
      const KingdomResult r = generateKingdom(o, seed);
      QVERIFY2(r.ok(), r.error.c_str());
      QVERIFY(has(r.cards, id("Steward")));
    }
  }

  void random_combinations_of_constraints_are_met() {
    Rng rng(2024);
    int made = 0;
    for (int k = 0; k < 3000; ++k) {
      const KingdomOptions o = randomOptions(rng);
      const KingdomResult r = generateKingdom(o, rng.next());
      if (!r.ok()) {
        QVERIFY(!r.conflict.empty());
        continue;
      }
      ++made;
      const std::string why = violation(o, r.cards);
      QVERIFY2(why.empty(), why.c_str());
      QVERIFY(checkKingdom(o, r.cards).empty());
    }
    QVERIFY2(made > 2000, "most random requests can be met");
  }

  void generation_fails_exactly_when_no_kingdom_exists() {
    // Small pools (many bans), so every combination can be tried.
    Rng rng(99);
    int tried = 0, impossible = 0;
    while (tried < 150) {
      KingdomOptions o = randomOptions(rng, 0);
      std::vector<CardId> pool;
      for (size_t c = 0; c < cardTable().size(); ++c) {
        const CardDef& d = card(CardId(c));
        if (d.isKingdom() && (d.editions & editionsFor(o, d.set)) && !has(o.kept, CardId(c)))
          pool.push_back(CardId(c));
      }
      // Keep 10 to 15 candidates.
      const size_t keep = 10 - std::min<size_t>(o.kept.size(), 10) + rng.below(6);
      while (pool.size() > keep) {
        const size_t at = rng.below(uint32_t(pool.size()));
        o.banned.push_back(pool[at]);
        pool.erase(pool.begin() + std::ptrdiff_t(at));
      }
      ++tried;
      const bool exists = existsByBruteForce(o);
      const KingdomResult r = generateKingdom(o, rng.next());
      QVERIFY2(r.ok() == exists, (r.ok() ? "made a kingdom said to be impossible"
                                         : "failed although a kingdom exists: " + r.error)
                                     .c_str());
      if (r.ok()) QVERIFY(violation(o, r.cards).empty());
      impossible += !exists;
    }
    QVERIFY2(impossible > 10 && impossible < 140,
             "the sample mixes possible and impossible requests");
  }

  void favourites_come_up_more_often() {
    KingdomOptions o = allSets();
    o.favourites = ids({"Chapel", "Harem"});
    int plain = 0, favoured = 0;
    for (uint64_t seed = 0; seed < 600; ++seed) {
      plain += has(generateKingdom(allSets(), seed).cards, id("Chapel"));
      favoured += has(generateKingdom(o, seed).cards, id("Chapel"));
    }
    QVERIFY2(favoured > plain * 2,
             (std::to_string(favoured) + " vs " + std::to_string(plain)).c_str());
  }

  void kept_cards_stay_and_may_come_from_any_set() {
    KingdomOptions o;
    o.sets = {{CardSet::Base, SecondEdition}};
    o.kept = ids({"Nobles", "Great Hall"});  // Intrigue, and a 1st-edition card
    for (uint64_t seed = 0; seed < 100; ++seed) {
      const KingdomResult r = generateKingdom(o, seed);
      QVERIFY2(r.ok(), r.error.c_str());
      QVERIFY(violation(o, r.cards).empty());
      QCOMPARE(std::count_if(r.cards.begin(), r.cards.end(),
                             [](CardId c) { return card(c).set == CardSet::Base; }),
               8);
    }
    // Ten kept cards are the kingdom.
    o.kept = ids({"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy",
                  "Village", "Workshop"});
    QCOMPARE(sortedNames(namesOf(generateKingdom(o, 1).cards)), sortedNames(namesOf(o.kept)));
  }

  void bad_kept_cards_are_reported() {
    KingdomOptions o = allSets();
    o.kept = ids({"Witch", "Witch"});
    KingdomResult r = generateKingdom(o, 1);
    QVERIFY(!r.ok());
    QCOMPARE(r.conflict, std::vector{Rule::Kept});
    QVERIFY2(r.error.find("Witch is kept twice") != std::string::npos, r.error.c_str());

    o.kept = ids({"Witch"});
    o.banned = ids({"Witch"});
    r = generateKingdom(o, 1);
    QVERIFY2(r.error.find("Witch is both kept and excluded") != std::string::npos, r.error.c_str());

    o = allSets();
    o.kept = ids({"Copper"});
    r = generateKingdom(o, 1);
    QVERIFY2(r.error.find("Copper is not a Kingdom card") != std::string::npos, r.error.c_str());

    o.kept = ids({"Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village",
                  "Workshop", "Bureaucrat", "Gardens", "Militia"});
    r = generateKingdom(o, 1);
    QVERIFY2(r.error.find("11 cards are kept") != std::string::npos, r.error.c_str());
  }

  // ---- Impossible requests ----------------------------------------------------------------

  void impossible_requests_name_the_constraint() {
    struct Case {
      const char* what;
      std::function<void(KingdomOptions&)> set;
      std::vector<Rule> conflict;
      const char* words;
    };
    auto intrigueOnly = [](KingdomOptions& o) { o.sets = {{CardSet::Intrigue, SecondEdition}}; };
    const std::vector<Case> cases = {
        {"trashing, with every Intrigue trasher excluded",
         [&](KingdomOptions& o) {
           intrigueOnly(o);
           o.trashing = true;
           o.banned =
               ids({"Trading Post", "Upgrade", "Replace", "Masquerade", "Lurker", "Steward"});
         },
         {Rule::Trashing},
         "require trashing: no card in Intrigue (2nd edition) qualifies once"},
        {"11 from one set",
         [](KingdomOptions& o) {
           o.minPerSet = {{CardSet::Base, 11}};
         },
         {Rule::MinPerSet},
         "at least 11 cards from Base: a kingdom has only 10 cards"},
        {"at most 4 from one set, one set",
         [](KingdomOptions& o) {
           o.sets = {{CardSet::Base, SecondEdition}};
           o.maxPerSet = 4;
         },
         {Rule::MaxPerSet},
         "at most 4 cards from one set"},
        {"min and max per set together",
         [](KingdomOptions& o) {
           o.maxPerSet = 5;
           o.minPerSet = {{CardSet::Intrigue, 6}};
         },
         {Rule::MinPerSet, Rule::MaxPerSet},
         "cannot be met together"},
        {"village, every village excluded",
         [&](KingdomOptions& o) {
           o.village = true;
           o.banned = ids({"Village", "Festival", "Mining Village", "Shanty Town", "Nobles",
                           "Diplomat", "City", "Worker's Village", "Bazaar", "Fishing Village",
                           "Native Village", "Border Village", "Crossroads", "Inn"});
         },
         {Rule::Village},
         "require a village (+2 Actions)"},
        {"a kept Attack and no Reaction",
         [&](KingdomOptions& o) {
           intrigueOnly(o);
           o.reactionToAttack = true;
           o.kept = ids({"Witch"});
           o.banned = ids({"Diplomat"});
         },
         {Rule::ReactionToAttack},
         "the kept Witch is an Attack and no Reaction is available"},
        {"cost spread without $4 cards",
         [](KingdomOptions& o) {
           o.sets = {{CardSet::Base, SecondEdition}};
           o.costSpread = true;
           o.banned = ids({"Bureaucrat", "Gardens", "Militia", "Moneylender", "Poacher", "Remodel",
                           "Smithy", "Throne Room"});
         },
         {Rule::CostSpread},
         "no card costing $4"},
        {"too few cards",
         [](KingdomOptions& o) {
           o.sets = {{CardSet::Base, FirstEdition}};
           o.banned = ids({"Cellar", "Chapel", "Moat", "Village", "Workshop", "Gardens", "Militia",
                           "Smithy", "Witch", "Market", "Mine", "Library", "Laboratory", "Festival",
                           "Council Room", "Throne Room"});
         },
         {Rule::Cards},
         "only 9 Kingdom cards are available from Base (1st edition)"},
        {"no set", [](KingdomOptions& o) { o.sets.clear(); }, {Rule::Cards}, "no set chosen"},
        {"village and trashing with one slot left",
         [&](KingdomOptions& o) {
           intrigueOnly(o);
           o.village = true;
           o.trashing = true;
           o.kept = ids({"Cellar", "Moat", "Harbinger", "Merchant", "Vassal", "Workshop",
                         "Bureaucrat", "Gardens", "Militia"});
         },
         {Rule::Village, Rule::Trashing},
         "require a village (+2 Actions) and require trashing"},
    };
    QElapsedTimer timer;
    timer.start();
    for (const Case& c : cases) {
      KingdomOptions o = allSets();
      c.set(o);
      for (uint64_t seed : {1u, 2u, 3u}) {
        const KingdomResult r = generateKingdom(o, seed);
        QVERIFY2(!r.ok(), c.what);
        QVERIFY2(r.cards.empty(), c.what);
        QVERIFY2(r.conflict == c.conflict, (std::string(c.what) + ": " + r.error).c_str());
        QVERIFY2(r.error.find(c.words) != std::string::npos,
                 (std::string(c.what) + ": " + r.error).c_str());
      }
    }
    // A guard against a search that hangs, not a benchmark: the proof is a count.
    QVERIFY2(timer.elapsed() < 5000, "impossible requests must be refused quickly");
  }

  // ---- Re-rolls ---------------------------------------------------------------------------

  void a_reroll_keeps_the_other_nine_and_the_constraints() {
    Rng rng(5);
    int rolled = 0;
    for (int k = 0; k < 1500; ++k) {
      const KingdomOptions o = randomOptions(rng);
      const KingdomResult first = generateKingdom(o, rng.next());
      if (!first.ok()) continue;
      const CardId out = first.cards[rng.below(10)];
      const KingdomResult r = rerollKingdom(o, first.cards, out, rng.next());
      if (!r.ok()) {
        QVERIFY2(r.error.starts_with("cannot replace " + std::string(card(out).name)),
                 r.error.c_str());
        continue;
      }
      ++rolled;
      QVERIFY(!has(r.cards, out));
      for (CardId c : first.cards)
        if (c != out) QVERIFY(has(r.cards, c));
      KingdomOptions kept = o;
      // Kept cards may have been re-rolled away; the rest of the options still hold.
      kept.kept.erase(std::remove(kept.kept.begin(), kept.kept.end(), out), kept.kept.end());
      const std::string why = violation(kept, r.cards);
      QVERIFY2(why.empty(), why.c_str());
    }
    QVERIFY(rolled > 1000);
  }

  void rerolling_the_only_village_brings_another_village() {
    KingdomOptions o;
    o.sets = {{CardSet::Base, SecondEdition}};
    o.village = true;
    const std::vector<CardId> kingdom = ids({"Cellar", "Chapel", "Moat", "Village", "Workshop",
                                             "Smithy", "Militia", "Remodel", "Mine", "Witch"});
    for (uint64_t seed = 0; seed < 50; ++seed) {
      const KingdomResult r = rerollKingdom(o, kingdom, id("Village"), seed);
      QVERIFY2(r.ok(), r.error.c_str());
      QVERIFY(has(r.cards, id("Festival")));  // the only other Base village
    }
    o.banned = ids({"Festival"});
    const KingdomResult r = rerollKingdom(o, kingdom, id("Village"), 1);
    QVERIFY(!r.ok());
    QCOMPARE(r.conflict, std::vector{Rule::Village});
    QVERIFY2(r.error.starts_with("cannot replace Village: impossible: require a village"),
             r.error.c_str());
  }

  void rerolling_a_card_not_in_the_kingdom_is_refused() {
    const KingdomResult k = generateKingdom(allSets(), 3);
    CardId absent = NoCard;
    for (size_t c = 0; c < cardTable().size() && absent == NoCard; ++c)
      if (card(CardId(c)).isKingdom() && !has(k.cards, CardId(c))) absent = CardId(c);
    const KingdomResult r = rerollKingdom(allSets(), k.cards, absent, 1);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.find("is not in the kingdom") != std::string::npos, r.error.c_str());
  }

  void check_lists_every_broken_constraint() {
    KingdomOptions o;
    o.sets = {{CardSet::Base, SecondEdition}};
    o.village = true;
    o.trashing = true;
    o.maxPerSet = 8;
    o.banned = ids({"Moat"});
    o.kept = ids({"Witch"});
    // No village, no trasher, Moat banned, Courtier not from the chosen set, 9 from Base, no Witch.
    const std::vector<CardId> k = ids({"Cellar", "Moat", "Harbinger", "Merchant", "Smithy",
                                       "Militia", "Market", "Laboratory", "Library", "Courtier"});
    const std::vector<Rule> broken = checkKingdom(o, k);
    for (Rule r :
         {Rule::Village, Rule::Trashing, Rule::Banned, Rule::Sets, Rule::MaxPerSet, Rule::Kept})
      QVERIFY2(std::find(broken.begin(), broken.end(), r) != broken.end(),
               std::string(ruleName(r)).c_str());
    QCOMPARE(checkKingdom(o, ids({"Cellar"})), std::vector{Rule::Cards});
  }

  // ---- Presets ----------------------------------------------------------------------------

  void every_preset_has_ten_distinct_kingdom_cards_that_exist() {
    QCOMPARE(presets().size(), size_t(12));
    std::set<std::string> presetNames;
    for (const Preset& p : presets()) {
      QVERIFY2(presetNames.insert(std::string(p.name)).second, p.name.data());
      std::set<CardId> cards;
      for (std::string_view n : p.cards) {
        const CardId c = findCard(n);
        QVERIFY2(c != NoCard, (std::string(p.name) + ": " + std::string(n)).c_str());
        QVERIFY2(card(c).isKingdom(), n.data());
        QVERIFY2(card(c).editions & SecondEdition, n.data());  // the 2nd-edition rulebooks
        cards.insert(c);
      }
      QCOMPARE(cards.size(), size_t(10));
      QCOMPARE(presetCards(p).size(), size_t(10));
      // The rulebook's sets: Dominion's presets use Base, Intrigue's use Intrigue, the mixed
      // ones five of each.
      const auto count = [&](CardSet s) {
        return std::count_if(cards.begin(), cards.end(),
                             [&](CardId c) { return card(c).set == s; });
      };
      if (p.source.starts_with("Dominion &")) {
        QCOMPARE(count(CardSet::Base), 5);
        QCOMPARE(count(CardSet::Intrigue), 5);
      } else if (p.source.starts_with("Dominion")) {
        QCOMPARE(count(CardSet::Base), 10);
      } else {
        QCOMPARE(count(CardSet::Intrigue), 10);
      }
    }
  }

  void presets_are_found_by_name() {
    const Preset* p = findPreset("first game");
    QVERIFY(p);
    // The base rulebook: "For your very first game of Dominion, use these cards: ..."
    SAME_NAMES(sortedNames(namesOf(presetCards(*p))),
               sortedNames({"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                            "Smithy", "Village", "Workshop"}));
    QCOMPARE(findPreset("Silver and Gold"), findPreset("silver & gold"));
    QVERIFY(findPreset("SILVER&GOLD"));
    QCOMPARE(findPreset("the plot thickens")->name, std::string_view("The Plot Thickens"));
    QVERIFY(!findPreset("Sleight"));
    std::vector<CardSet> both = presetSets(*findPreset("Underlings"));
    QCOMPARE(both, (std::vector<CardSet>{CardSet::Base, CardSet::Intrigue}));
  }

  // ---- Kingdom files ----------------------------------------------------------------------

  void text_names_match_ignoring_case_and_spacing() {
    const KingdomParse p = parseKingdomText(
        "cellar, MARKET,merchant ;  Militia\nmine, moat,\r\nremodel, smithy, village, throne-room");
    QVERIFY2(p.ok(), p.error.c_str());
    SAME_NAMES(namesOf(p.kingdom->cards),
               (Names{"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                      "Smithy", "Village", "Throne Room"}));
  }

  void translated_names_come_from_the_callers_table() {
    const std::vector<CardAlias> aliases = {
        {"Keller", "Cellar"},
        {"Markt", "Market"},
        {"Thronsaal", "Throne Room"},
        {"Mühle", "Mill"},
        {"Salle du Trône", "Throne Room"},
        {"Marché", "Market"},
        {"Höflinge", "Courtier"},
        {"Douves", "Moat"},
    };
    KingdomParse p = parseKingdomText("keller, MARKT, thronsaal, mühle, MÜHLE", aliases);
    QVERIFY(!p.ok());  // Mühle twice
    QVERIFY2(p.error.find("Mill is listed twice") != std::string::npos, p.error.c_str());

    p = parseKingdomText("keller, thronsaal, MÜHLE, höflinge, douves", aliases);
    QVERIFY2(p.ok(), p.error.c_str());
    SAME_NAMES(namesOf(p.kingdom->cards),
               (Names{"Cellar", "Throne Room", "Mill", "Courtier", "Moat"}));
    // Accents and case fold in both directions.
    p = parseKingdomText("salle du trone, MARCHE, Hoflinge", aliases);
    QVERIFY2(p.ok(), p.error.c_str());
    SAME_NAMES(namesOf(p.kingdom->cards), (Names{"Throne Room", "Market", "Courtier"}));
    // German typed without umlauts: "ue" for "ü".
    p = parseKingdomText("Muehle, Hoeflinge", aliases);
    QVERIFY2(p.ok(), p.error.c_str());
    SAME_NAMES(namesOf(p.kingdom->cards), (Names{"Mill", "Courtier"}));
    // English still works with the table.
    QCOMPARE(findCardNamed("throne room", aliases), id("Throne Room"));
    QCOMPARE(findCardNamed("Thronsaal"), NoCard);
  }

  void suggestions_name_different_cards() {
    // Three spellings of Militia must not crowd out Mill.
    const std::vector<CardAlias> aliases = {{"Milice", "Militia"}, {"Miliz", "Militia"}};
    const std::vector<std::string> s = suggestCardNames("Mil", aliases);
    QVERIFY(std::find(s.begin(), s.end(), "Mill") != s.end());
    QCOMPARE(std::count(s.begin(), s.end(), "Militia") + std::count(s.begin(), s.end(), "Milice") +
                 std::count(s.begin(), s.end(), "Miliz"),
             1);
    // The closest spelling of a card is the one offered.
    QCOMPARE(suggestCardNames("Milizz", aliases).at(0), std::string("Miliz"));
  }

  // One mistake per three letters, a swap of neighbours counting as one: the distance stops
  // being computed once a name is too far, never before.
  void suggestions_allow_swaps_up_to_the_limit_and_no_further() {
    // "lbaroatroy": three swaps from "laboratory", 10 letters allow 3.
    const std::vector<std::string> swapped = suggestCardNames("Lbaroatroy");
    QVERIFY(std::find(swapped.begin(), swapped.end(), "Laboratory") != swapped.end());
    // Three letters more than Smithy in 9 letters: allowed; four in 10: too far.
    const std::vector<std::string> longer = suggestCardNames("Smithyxxx");
    QVERIFY(std::find(longer.begin(), longer.end(), "Smithy") != longer.end());
    const std::vector<std::string> tooLong = suggestCardNames("Smithyxxxx");
    QVERIFY(std::find(tooLong.begin(), tooLong.end(), "Smithy") == tooLong.end());
    // Two swaps in 7 letters, which allow 2.
    const std::vector<std::string> ends = suggestCardNames("Mlitiia");
    QVERIFY(std::find(ends.begin(), ends.end(), "Militia") != ends.end());
  }

  void unknown_names_are_reported_with_close_matches_and_nothing_is_returned() {
    const std::vector<CardAlias> aliases = {{"Thronsaal", "Throne Room"}, {"Hexe", "Witch"}};
    const KingdomParse p = parseKingdomText("Cellar, Throne Rom, Thronsal, Hexxe, Zzyzx", aliases);
    QVERIFY(!p.ok());
    QCOMPARE(p.unknown.size(), size_t(4));
    QCOMPARE(p.unknown[0].name, std::string("Throne Rom"));
    QCOMPARE(p.unknown[0].suggestions.at(0), std::string("Throne Room"));
    QCOMPARE(p.unknown[1].suggestions.at(0), std::string("Thronsaal"));
    QCOMPARE(p.unknown[2].suggestions.at(0), std::string("Hexe"));
    QVERIFY(p.unknown[3].suggestions.empty());
    QVERIFY2(p.error.find("unknown card \"Throne Rom\" (did you mean Throne Room?)") !=
                 std::string::npos,
             p.error.c_str());
    QVERIFY2(p.error.find("unknown card \"Zzyzx\"") != std::string::npos, p.error.c_str());
  }

  void a_kingdom_lists_one_to_ten_distinct_kingdom_cards() {
    QVERIFY(!parseKingdomText("").ok());
    QVERIFY(!parseKingdomText(" , ;\n").ok());
    KingdomParse p = parseKingdomText("Cellar, Copper");
    QVERIFY2(p.error.find("Copper is not a Kingdom card") != std::string::npos, p.error.c_str());
    p = parseKingdomText(
        "Cellar, Chapel, Moat, Harbinger, Merchant, Vassal, Village, Workshop, Bureaucrat, "
        "Gardens, Militia");
    QVERIFY(!p.ok());
    QVERIFY2(p.error.find("at most 10 cards; this one lists 11") != std::string::npos,
             p.error.c_str());
    p = parseKingdomText(
        "\xEF\xBB\xBF"
        "Witch");  // a byte order mark
    QVERIFY2(p.ok(), p.error.c_str());
    QCOMPARE(p.kingdom->cards.size(), size_t(1));
  }

  void json_round_trips() {
    KingdomFile k;
    k.name = "Deconstruction";
    k.note = "Dominion & Intrigue \"2nd\" edition";
    k.cards = presetCards(*findPreset("Deconstruction"));
    const std::string json = kingdomToJson(k);
    QVERIFY(json.find("\"format\": \"dominion-kingdom\"") != std::string::npos);
    const KingdomParse p = parseKingdomJson(json);
    QVERIFY2(p.ok(), p.error.c_str());
    QCOMPARE(p.kingdom->name, k.name);
    QCOMPARE(p.kingdom->note, k.note);
    QCOMPARE(p.kingdom->cards, k.cards);
    QCOMPARE(parseKingdom(json).kingdom->cards, k.cards);
    QCOMPARE(parseKingdom(kingdomToText(k.cards)).kingdom->cards, k.cards);
    QCOMPARE(kingdomToText(ids({"Cellar", "Throne Room"})), std::string("Cellar, Throne Room"));
    // A note that is not UTF-8 is still written.
    k.note = "caf\xE9";
    QVERIFY(parseKingdomJson(kingdomToJson(k)).ok());
  }

  void json_names_use_the_translations_too() {
    const std::vector<CardAlias> aliases = {{"Dorf", "Village"}, {"Schmiede", "Smithy"}};
    const KingdomParse p = parseKingdomJson(
        R"({"format": "dominion-kingdom", "version": 1, "cards": ["Dorf", "schmiede", "Witch"], "extra": 1})",
        aliases);
    QVERIFY2(p.ok(), p.error.c_str());
    SAME_NAMES(namesOf(p.kingdom->cards), (Names{"Village", "Smithy", "Witch"}));
    QCOMPARE(p.kingdom->name, std::string());
  }

  void bad_json_files_are_refused_with_a_reason() {
    const std::pair<const char*, const char*> cases[] = {
        {"{", "not valid JSON"},
        // A number JSON can write but not hold (found by fuzz_kingdom's sibling fuzz_position).
        {R"({"format": "dominion-kingdom", "version": 1e999})", "not valid JSON"},
        {"[]", "a kingdom file is a JSON object"},
        {R"({"version": 1, "cards": []})", "\"format\" must be \"dominion-kingdom\""},
        {R"({"format": "dominion-position", "version": 1, "cards": []})", "\"format\" must be"},
        {R"({"format": "dominion-kingdom", "version": 2, "cards": ["Cellar"]})",
         "version 2 is newer"},
        {R"({"format": "dominion-kingdom", "version": "1", "cards": ["Cellar"]})",
         "\"version\" must be a whole number"},
        {R"({"format": "dominion-kingdom", "version": 1})", "\"cards\" must be a list"},
        {R"({"format": "dominion-kingdom", "version": 1, "cards": [1]})",
         "\"cards\" must be a list"},
        {R"({"format": "dominion-kingdom", "version": 1, "name": 3, "cards": ["Cellar"]})",
         "\"name\" must be a string"},
        {R"({"format": "dominion-kingdom", "version": 1, "cards": ["Celar"]})",
         "did you mean Cellar?"},
    };
    for (auto [json, words] : cases) {
      const KingdomParse p = parseKingdomJson(json);
      QVERIFY2(!p.ok(), json);
      QVERIFY2(p.error.find(words) != std::string::npos,
               (std::string(json) + " -> " + p.error).c_str());
    }
  }
};

QTEST_APPLESS_MAIN(KingdomTest)
#include "kingdom_test.moc"
