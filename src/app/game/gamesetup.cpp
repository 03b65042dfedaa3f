#include "gamesetup.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <algorithm>
#include <array>

#include "ai/match.hpp"
#include "engine/card.hpp"
#include "engine/rng.hpp"

#if __has_include("engine/kingdom.hpp")
#include "engine/kingdom.hpp"
#define DOMINION_HAS_KINGDOM_GENERATOR 1
#endif

namespace dominion::app {
namespace {

inline constexpr std::array<const char*, kAiLevelCount> kLevelNames = {"Easy", "Medium", "Hard"};
// Six: a demo table of six has no person at it.
inline constexpr std::array<const char*, 6> kOpponentNames = {"Alice", "Bob", "Carol",
                                                              "Dave",  "Eve", "Frank"};
inline constexpr std::array<const char*, 10> kFirstGame = {
    "Cellar", "Market",  "Merchant", "Militia", "Mine",
    "Moat",   "Remodel", "Smithy",   "Village", "Workshop"};

int clampLevel(int level) { return std::clamp(level, 0, kAiLevelCount - 1); }

// A card by its English name: exact, else loose ("throne room"); NoCard when none.
dom::CardId cardByName(const QString& name) {
  const std::string utf8 = name.trimmed().toStdString();
  const dom::CardId id = dom::findCard(utf8);
  return id != dom::NoCard ? id : dom::findCardLoose(utf8);
}

std::vector<dom::CardId> uniformKingdom(uint64_t seed) {
  std::vector<dom::CardSet> sets;
  for (const dom::CardDef& d : dom::cardTable())
    if (d.isKingdom() && std::find(sets.begin(), sets.end(), d.set) == sets.end())
      sets.push_back(d.set);
  dom::Rng rng;
  rng.seed(seed);
  return dom::ai::randomKingdom(rng, sets, kKingdomSize);
}

}  // namespace

std::string aiPlayerNameForLevel(int level) {
  const char* name = kLevelNames[size_t(clampLevel(level))];
  const dom::ai::PlayerInfo* info = dom::ai::findPlayer(name);
  if (info && info->kind == dom::ai::PlayerKind::Level) return info->name;
  return kFallbackAiPlayer;
}

std::unique_ptr<dom::ai::Player> makeAiPlayer(int level, uint64_t seed) {
  return dom::ai::makePlayer(aiPlayerNameForLevel(level), seed);
}

QString aiLevelName(int level) {
  switch (clampLevel(level)) {
    case 0:
      return QCoreApplication::translate("GameSetup", "Easy");
    case 1:
      return QCoreApplication::translate("GameSetup", "Medium");
    default:
      return QCoreApplication::translate("GameSetup", "Hard");
  }
}

QString opponentName(int n) {
  if (n >= 0 && n < int(kOpponentNames.size()))
    return QString::fromLatin1(kOpponentNames[size_t(n)]);
  return QCoreApplication::translate("GameSetup", "Player %1").arg(n + 2);
}

QStringList firstGameCardNames() {
  QStringList out;
  for (const char* name : kFirstGame) out.append(QString::fromLatin1(name));
  return out;
}

std::vector<dom::CardId> randomKingdom(uint64_t seed) {
#ifdef DOMINION_HAS_KINGDOM_GENERATOR
  dom::KingdomOptions options;
  for (dom::CardSet set : dom::kingdomSets()) options.sets.push_back({set, dom::SecondEdition});
  dom::KingdomResult result = dom::generateKingdom(options, seed);
  if (result.ok() && int(result.cards.size()) == kKingdomSize) return result.cards;
#endif
  return uniformKingdom(seed);
}

std::vector<dom::CardId> kingdomFromNames(const QStringList& names, QStringList* unknown) {
  std::vector<dom::CardId> out;
  for (const QString& name : names) {
    const dom::CardId id = cardByName(name);
    if (id == dom::NoCard || !dom::card(id).isKingdom()) {
      // Landscapes lie beside the Supply: landscapesFromNames takes them.
      if (unknown && (id == dom::NoCard || !dom::card(id).isLandscape())) unknown->append(name);
      continue;
    }
    if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  }
  return out;
}

std::vector<dom::CardId> landscapesFromNames(const QStringList& names) {
  std::vector<dom::CardId> out;
  for (const QString& name : names) {
    const dom::CardId id = cardByName(name);
    if (id != dom::NoCard && dom::card(id).isLandscape() &&
        std::find(out.begin(), out.end(), id) == out.end())
      out.push_back(id);
  }
  return out;
}

uint64_t randomSeed() {
  uint64_t seed = 0;
  while (seed == 0) seed = QRandomGenerator::global()->generate64();
  return seed;
}

}  // namespace dominion::app
