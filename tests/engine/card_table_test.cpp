// The card table against the published card database (shared/reference/card-db/cards_db.json):
// every card's name, cost, types, set and editions, for every set in the table. The path comes
// from the environment variable DOMINION_CARD_DB, else from the compile definition of the same
// name; without the file the tests are skipped.
#include <QTest>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "engine/card.hpp"

#ifndef DOMINION_CARD_DB
#define DOMINION_CARD_DB ""
#endif

using namespace dom;
using nlohmann::json;

namespace {

std::string cardDbPath() {
  if (const char* env = std::getenv("DOMINION_CARD_DB"); env && *env) return env;
  return DOMINION_CARD_DB;
}

QString q(std::string_view s) { return QString::fromUtf8(s.data(), int(s.size())); }

// The database's tag prefix of a set's editions ("dominion1stEdition", "intrigue2ndEdition").
std::string setTag(CardSet s) {
  switch (s) {
    case CardSet::Basic:
      return "base";
    case CardSet::Base:
      return "dominion";
    case CardSet::Intrigue:
      return "intrigue";
    case CardSet::Seaside:
      return "seaside";
    case CardSet::Prosperity:
      return "prosperity";
    case CardSet::Hinterlands:
      return "hinterlands";
    case CardSet::Cornucopia:
      return "cornucopia";
    case CardSet::Guilds:
      return "guilds";
    case CardSet::Renaissance:
      return "renaissance";
    case CardSet::Empires:
      return "empires";
    case CardSet::Adventures:
      return "adventures";
    case CardSet::Menagerie:
      return "menagerie";
    case CardSet::Alchemy:
      return "alchemy";
    case CardSet::DarkAges:
      return "darkAges";
    case CardSet::Nocturne:
      return "nocturne";
    case CardSet::Plunder:
      return "plunder";
  }
  return "";
}

// The database's tag of a set's 2nd edition when it is not "<set>2ndEdition": Guilds was
// reprinted with Cornucopia.
std::string secondEditionTag(CardSet s) {
  // Cornucopia's and Guilds' 2nd editions came out in one box.
  return s == CardSet::Guilds || s == CardSet::Cornucopia ? "cornucopiaAndGuilds2ndEdition"
                                                          : setTag(s) + "2ndEdition";
}

std::set<std::string> typeNames(Types types) {
  std::set<std::string> out;
  const std::string line = typeLine(types);
  size_t start = 0;
  while (start < line.size()) {
    size_t end = line.find(" - ", start);
    if (end == std::string::npos) end = line.size();
    out.insert(line.substr(start, end - start));
    start = end + 3;
  }
  return out;
}

bool hasTag(const json& entry, const std::string& tag) {
  if (!entry.contains("cardset_tags")) return false;
  for (const json& t : entry["cardset_tags"])
    if (t.is_string() && t.get<std::string>() == tag) return true;
  return false;
}

// Cards the database lists only as their pile (the five Ruins: one "Ruins" entry of 50 cards;
// the ten Knights: one "Knights" entry, the randomizer's; the 15 Loots: one "Loot" entry of 30
// cards, $7, Treasure - Loot); each is checked against its pile's entry. pileNameOf gives the
// same pile in the engine.
const std::map<std::string, std::string>& cardsListedAsTheirPile() {
  static const std::map<std::string, std::string> m = {
      {"Abandoned Mine", "Ruins"},     {"Ruined Library", "Ruins"},
      {"Ruined Market", "Ruins"},      {"Ruined Village", "Ruins"},
      {"Survivors", "Ruins"},          {"Dame Anna", "Knights"},
      {"Dame Josephine", "Knights"},   {"Dame Molly", "Knights"},
      {"Dame Natalie", "Knights"},     {"Dame Sylvia", "Knights"},
      {"Sir Bailey", "Knights"},       {"Sir Destry", "Knights"},
      {"Sir Martin", "Knights"},       {"Sir Michael", "Knights"},
      {"Sir Vander", "Knights"},       {"Humble Castle", "Castles"},
      {"Crumbling Castle", "Castles"}, {"Small Castle", "Castles"},
      {"Haunted Castle", "Castles"},   {"Opulent Castle", "Castles"},
      {"Sprawling Castle", "Castles"}, {"Grand Castle", "Castles"},
      {"King's Castle", "Castles"},
      {"Amphora", "Loot"},
      {"Doubloons", "Loot"},
      {"Endless Chalice", "Loot"},
      {"Figurehead", "Loot"},
      {"Hammer", "Loot"},
      {"Insignia", "Loot"},
      {"Jewels", "Loot"},
      {"Orb", "Loot"},
      {"Prize Goat", "Loot"},
      {"Puzzle Box", "Loot"},
      {"Sextant", "Loot"},
      {"Shield", "Loot"},
      {"Spell Scroll", "Loot"},
      {"Staff", "Loot"},
      {"Sword", "Loot"}};
  return m;
}

// The Knights' entry gives the pile's cost ($5) and its randomizer's type (Action); each Knight
// is an Action - Attack - Knight (Dame Josephine also a Victory card), and the English text of
// the entry prints each Knight's cost ("<left>4 Coin<u>Sir Martin </u>...").
const std::set<std::string>& knightExtraTypes() {
  static const std::set<std::string> t = {"Attack", "Knight", "Victory"};
  return t;
}

// The Loot entry gives every Loot's cost ($7) and the types all share (Treasure - Loot); some
// Loots are also an Action, an Attack, a Duration or a Reaction (their own texts in the English
// entry).
const std::set<std::string>& lootExtraTypes() {
  static const std::set<std::string> t = {"Action", "Attack", "Duration", "Reaction"};
  return t;
}

// "<left>N Coin<u>Name</u>" entries of a pile's English text: each member's cost.
std::map<std::string, int> memberCosts(const std::string& text) {
  std::map<std::string, int> out;
  size_t at = 0;
  while ((at = text.find("<left>", at)) != std::string::npos) {
    at += 6;
    const size_t coin = text.find(" Coin<u>", at), end = text.find("</u>", at);
    if (coin == std::string::npos || end == std::string::npos || coin > end) continue;
    std::string name = text.substr(coin + 8, end - coin - 8);
    while (!name.empty() && name.back() == ' ') name.pop_back();
    out[name] = std::stoi(text.substr(at, coin - at));
  }
  return out;
}

}  // namespace

class CardTableTest : public QObject {
  Q_OBJECT

  std::map<std::string, json> db_;  // by card_tag (the English name)
  // The costs a pile's English text prints for its cards (the Knights), when the file is there.
  std::map<std::string, int> memberCost_;

  // The database entry of a card, or of the pile it is listed as.
  std::map<std::string, json>::const_iterator entryOf(std::string_view name) const {
    const auto& piles = cardsListedAsTheirPile();
    const auto pile = piles.find(std::string(name));
    return db_.find(pile == piles.end() ? std::string(name) : pile->second);
  }

 private slots:
  void initTestCase() {
    const std::string path = cardDbPath();
    std::ifstream in(path);
    if (path.empty() || !in) QSKIP(qPrintable("no card database at \"" + q(path) + "\""));
    json all;
    try {
      all = json::parse(in);
    } catch (const json::exception& e) {
      QFAIL(qPrintable(QString("the card database does not parse: ") + e.what()));
    }
    QVERIFY(all.is_array());
    for (const json& e : all)
      if (e.contains("card_tag") && e["card_tag"].is_string()) db_[e["card_tag"].get<std::string>()] = e;
    QVERIFY(db_.size() > 100);
    // en_us/cards_en_us.json beside the database: the Knights' costs.
    const std::string dir = path.substr(0, path.find_last_of('/') + 1);
    std::ifstream en(dir + "en_us/cards_en_us.json");
    if (en) {
      const json texts = json::parse(en, nullptr, false);
      if (texts.is_object() && texts.contains("Knights") &&
          texts["Knights"].contains("description"))
        memberCost_ = memberCosts(texts["Knights"]["description"].get<std::string>());
    }
  }

  // Every Knight's cost is the one the Knights' text prints.
  void the_knights_cost_what_their_pile_text_prints() {
    if (memberCost_.empty()) QSKIP("no English card texts beside the card database");
    QCOMPARE(int(memberCost_.size()), 10);
    for (const auto& [name, cost] : memberCost_) {
      const CardId c = findCard(name);
      QVERIFY2(c != NoCard, name.c_str());
      QCOMPARE(int(card(c).cost), cost);
    }
  }

  void cards_listed_as_their_pile_belong_to_that_pile() {
    for (const auto& [name, pile] : cardsListedAsTheirPile()) {
      const CardId c = findCard(name);
      QVERIFY2(c != NoCard, name.c_str());
      QCOMPARE(pileNameOf(c), findCard(pile));
      QVERIFY(namesOnlyAPile(findCard(pile)));
    }
    QCOMPARE(pileNameOf(cards::Copper), cards::Copper);
  }

  void card_names_are_unique() {
    std::set<std::string_view> seen;
    for (const CardDef& d : cardTable()) QVERIFY2(seen.insert(d.name).second, qPrintable(q(d.name)));
  }

  // Its owner is asked whether to use an optional triggered ability ("Reveal Watchtower?"):
  // the question must be in the vocabulary.
  void every_optional_triggered_ability_names_its_question() {
    for (const CardDef& d : cardTable())
      for (const Listener& l : d.listeners)
        if (l.optional) QVERIFY2(l.ask != Text::None, qPrintable(q(d.name)));
  }

  void every_card_is_in_the_database_with_its_cost_and_types() {
    for (const CardDef& d : cardTable()) {
      const auto it = entryOf(d.name);
      QVERIFY2(it != db_.end(), qPrintable(q(d.name) + " is not in the card database"));
      const json& e = it->second;
      // Costs like "6*" keep their number; the table holds coins only. A landscape without a
      // cost (a Way) has none in the database.
      QVERIFY2(e.contains("cost") && e["cost"].is_string(), qPrintable(q(d.name)));
      const std::string cost = e["cost"].get<std::string>().empty() && d.isLandscape() ? "0" : e["cost"].get<std::string>();
      QVERIFY2(!cost.empty() && std::isdigit(static_cast<unsigned char>(cost[0])), qPrintable(q(d.name)));
      const std::string pile = it->first;
      const bool knight = pile == "Knights" && d.name != "Knights";
      // The database lists the Castles only as their pile, Victory - Castle at $3: each Castle's
      // own cost and its further types (Humble Castle a Treasure, Small and Opulent Castle
      // Actions) are checked in castles_test against the printed cards.
      const bool castle = pile == "Castles" && d.name != "Castles";
      // A Knight's cost is checked against its pile's text (above).
      QVERIFY2(
          knight || castle || std::stoi(cost) == d.cost,
          qPrintable(q(d.name) + ": cost " + QString::number(d.cost) + ", database " + q(cost)));
      // Potions in the cost (Alchemy): "potcost", absent for none.
      const int potions = e.contains("potcost") && e["potcost"].is_string()
                              ? std::stoi(e["potcost"].get<std::string>())
                              : 0;
      QVERIFY2(potions == d.potionCost,
               qPrintable(q(d.name) + ": Potions in the cost " + QString::number(d.potionCost) +
                          ", database " + QString::number(potions)));
      std::set<std::string> dbTypes;
      for (const json& t : e.at("types")) dbTypes.insert(t.get<std::string>());
      std::set<std::string> types = typeNames(d.types);
      if (d.isLandscape()) types.insert(std::string(landscapeName(d.landscape)));
      if (knight) {
        QVERIFY2(types.count("Knight") && types.count("Attack"), qPrintable(q(d.name)));
        for (const std::string& t : knightExtraTypes()) types.erase(t);
      }
      if (castle) {
        QVERIFY2(types.count("Castle") && types.count("Victory"), qPrintable(q(d.name)));
        types.erase("Treasure");
        types.erase("Action");
      }
      if (pile == "Loot" && d.name != "Loot")
        for (const std::string& t : lootExtraTypes()) types.erase(t);
      QVERIFY2(dbTypes == types, qPrintable(q(d.name) + ": types " + q(typeLine(d.types))));
    }
  }

  // Set and editions from the database's cardset_tags: "<set>1stEdition" / "<set>2ndEdition"
  // (basic cards carry "base" and are in every edition).
  // Types are 64 bits: the types past the 32nd (Omen, Shadow) are named and combine like the
  // others.
  void every_type_bit_has_one_name_in_the_type_line() {
    QCOMPARE(sizeof(Types), size_t(8));
    int named = 0;
    for (Types bit = 1; bit != 0 && bit <= Shadow; bit <<= 1) {
      const std::string line = typeLine(bit);
      QVERIFY2(!line.empty() && line.find(" - ") == std::string::npos,
               qPrintable(QString::number(named)));
      ++named;
    }
    QCOMPARE(named, 34);
    QCOMPARE(typeLine(Action | Shadow), std::string("Action - Shadow"));
    QCOMPARE(typeLine(Treasure | Omen), std::string("Treasure - Omen"));
  }

  void every_card_has_the_set_and_editions_of_the_database() {
    for (const CardDef& d : cardTable()) {
      const auto it = entryOf(d.name);
      if (it == db_.end()) continue;  // reported above
      const json& e = it->second;
      const std::string prefix = setTag(d.set);
      if (d.set == CardSet::Basic) {
        QVERIFY2(hasTag(e, prefix), qPrintable(q(d.name) + " is not a basic card in the database"));
        continue;
      }
      uint8_t editions = 0;
      if (hasTag(e, prefix + "1stEdition")) editions |= FirstEdition;
      if (hasTag(e, secondEditionTag(d.set))) editions |= SecondEdition;
      // A set the database knows in one printing only (Renaissance, Empires): its cards are
      // in both editions of the game.
      if (hasTag(e, prefix)) editions |= BothEditions;
      QVERIFY2(editions != 0, qPrintable(q(d.name) + " is not in " + q(setName(d.set)) + " in the database"));
      QVERIFY2(editions == d.editions, qPrintable(q(d.name) + ": editions " + QString::number(d.editions) +
                                                  ", database " + QString::number(editions)));
    }
  }

  // Every kingdom card the database lists for a set the table has is in the table.
  // A set still being built is not offered by the randomizer: only complete sets must have
  // every card (the cards of the others are checked one by one above).
  void every_set_in_the_table_is_complete() {
    std::set<CardSet> sets;
    for (const CardDef& d : cardTable())
      if (d.isKingdom() && setComplete(d.set)) sets.insert(d.set);
    for (CardSet s : sets) {
      const std::string prefix = setTag(s);
      for (const auto& [name, e] : db_) {
        if (hasTag(e, "base")) continue;  // basic cards and the Trash mat
        if (!hasTag(e, prefix + "1stEdition") && !hasTag(e, secondEditionTag(s)) && !hasTag(e, prefix)) continue;
        const CardId c = findCard(name);
        QVERIFY2(c != NoCard,
                 qPrintable(q(name) + " of " + q(setName(s)) + " is missing from the card table"));
        QVERIFY2(card(c).set == s, qPrintable(q(name) + " is in the wrong set"));
      }
    }
  }
};

QTEST_APPLESS_MAIN(CardTableTest)
#include "card_table_test.moc"
