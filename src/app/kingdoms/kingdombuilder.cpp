#include "kingdombuilder.h"

#include <QRandomGenerator>
#include <QSettings>
#include <algorithm>
#include <map>

#include "cardcatalog.h"
#include "cardnametables.h"
#include "engine/earlier_versions.hpp"
#include "engine/presets.hpp"

namespace dominion::app {
namespace {

inline constexpr char kGroup[] = "kingdomBuilder";
inline constexpr char kSetsKey[] = "kingdomBuilder/sets";
inline constexpr char kVillageKey[] = "kingdomBuilder/village";
inline constexpr char kBuyKey[] = "kingdomBuilder/buy";
inline constexpr char kDrawKey[] = "kingdomBuilder/draw";
inline constexpr char kTrashingKey[] = "kingdomBuilder/trashing";
inline constexpr char kReactionKey[] = "kingdomBuilder/reaction";
inline constexpr char kCostSpreadKey[] = "kingdomBuilder/costSpread";
inline constexpr char kMaxPerSetKey[] = "kingdomBuilder/maxPerSet";
inline constexpr char kBannedKey[] = "kingdomBuilder/banned";
inline constexpr char kFavouritesKey[] = "kingdomBuilder/favourites";
inline constexpr char kCardsKey[] = "kingdomBuilder/cards";
inline constexpr char kLockedKey[] = "kingdomBuilder/locked";

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString setKey(dom::CardSet set) { return fromView(dom::setName(set)); }
QString englishName(int cardId) { return CardCatalog::englishName(cardId); }

bool isKingdomCard(int cardId) {
  return CardCatalog::isValid(cardId) && dom::card(dom::CardId(cardId)).isKingdom();
}

bool has(const std::vector<int>& list, int value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

void erase(std::vector<int>& list, int value) {
  list.erase(std::remove(list.begin(), list.end(), value), list.end());
}

QVariantList toVariantList(const std::vector<int>& ids) {
  QVariantList out;
  for (int id : ids) out.append(id);
  return out;
}

QStringList namesOf(const std::vector<int>& ids) {
  QStringList out;
  for (int id : ids) out.append(englishName(id));
  return out;
}

// Kingdom card ids by English name; unknown names are dropped.
std::vector<int> idsOf(const QStringList& names) {
  std::vector<int> out;
  for (const QString& name : names) {
    const dom::CardId id = dom::findCard(name.toStdString());
    if (id != dom::NoCard && isKingdomCard(id) && !has(out, id)) out.push_back(id);
  }
  return out;
}

int kingdomCardsIn(dom::CardSet set, uint8_t editions) {
  int n = 0;
  for (const dom::CardDef& d : dom::cardTable())
    if (d.isKingdom() && d.set == set && dom::inEditions(d, editions)) ++n;
  return n;
}

}  // namespace

KingdomBuilder::KingdomBuilder(QObject* parent)
    : QObject(parent), m_cards(new KingdomCardsModel(this)) {
  for (dom::CardSet set : dom::kingdomSets()) m_sets.push_back({set});
  restore();
  if (m_cards->count() == 0 && !rerollAll()) loadPreset(QStringLiteral("First Game"));
}

// ---- Options ------------------------------------------------------------------------------

QVariantList KingdomBuilder::sets() const {
  QVariantList out;
  for (const SetState& s : m_sets) {
    out.append(QVariantMap{{QStringLiteral("key"), setKey(s.set)},
                           {QStringLiteral("enabled"), s.enabled},
                           {QStringLiteral("editions"), int(s.editions)},
                           {QStringLiteral("minCount"), s.minCount},
                           {QStringLiteral("cardCount"), kingdomCardsIn(s.set, s.editions)}});
  }
  return out;
}

KingdomBuilder::SetState* KingdomBuilder::findSet(const QString& key) {
  for (SetState& s : m_sets)
    if (setKey(s.set).compare(key, Qt::CaseInsensitive) == 0) return &s;
  return nullptr;
}

void KingdomBuilder::setSetEnabled(const QString& key, bool enabled) {
  SetState* s = findSet(key);
  if (!s || s->enabled == enabled) return;
  s->enabled = enabled;
  store();
  emit setsChanged();
  updateUnmet();
}

void KingdomBuilder::setSetEditions(const QString& key, int editions) {
  SetState* s = findSet(key);
  if (!s || editions < dom::FirstEdition || editions > dom::BothEditions || s->editions == editions)
    return;
  s->editions = uint8_t(editions);
  store();
  emit setsChanged();
  updateUnmet();
}

void KingdomBuilder::setMinPerSet(const QString& key, int count) {
  SetState* s = findSet(key);
  count = std::clamp(count, 0, dom::KingdomSize);
  if (!s || s->minCount == count) return;
  s->minCount = count;
  store();
  emit setsChanged();
  updateUnmet();
}

QString KingdomBuilder::setTitle(const QString& key) {
  if (key == u"Base") return tr("Base game");
  if (key == u"Intrigue") return tr("Intrigue");
  if (key == u"Seaside") return tr("Seaside");
  if (key == u"Prosperity") return tr("Prosperity");
  return key;
}

QVariantList KingdomBuilder::browserSets() {
  std::map<dom::CardSet, int> counts;
  for (const dom::CardDef& d : dom::cardTable())
    if (d.isKingdom()) ++counts[d.set];
  QVariantList out;
  for (const auto& [set, count] : counts)
    if (count >= dom::KingdomSize || dom::setComplete(set))
      out.append(QVariantMap{{QStringLiteral("value"), setKey(set)},
                             {QStringLiteral("label"), setTitle(setKey(set))}});
  return out;
}

QString KingdomBuilder::randomizerSetsText() {
  QStringList titles;
  for (dom::CardSet set : dom::kingdomSets()) titles.append(setTitle(setKey(set)));
  if (titles.size() < 2) return titles.join(QString());
  const QString last = titles.takeLast();
  //: The last two of a list of sets: "Base game, Intrigue and Prosperity"
  return tr("%1 and %2").arg(titles.join(QStringLiteral(", ")), last);
}

void KingdomBuilder::changeOption(bool& field, bool on) {
  if (field == on) return;
  field = on;
  store();
  emit optionsChanged();
  updateUnmet();
}

void KingdomBuilder::setRequireVillage(bool on) { changeOption(m_village, on); }
void KingdomBuilder::setRequireBuy(bool on) { changeOption(m_buy, on); }
void KingdomBuilder::setRequireDraw(bool on) { changeOption(m_draw, on); }
void KingdomBuilder::setRequireTrashing(bool on) { changeOption(m_trashing, on); }
void KingdomBuilder::setRequireReaction(bool on) { changeOption(m_reaction, on); }
void KingdomBuilder::setCostSpread(bool on) { changeOption(m_costSpread, on); }

void KingdomBuilder::setMaxPerSet(int count) {
  count = std::clamp(count, 0, dom::KingdomSize);
  if (count == m_maxPerSet) return;
  m_maxPerSet = count;
  store();
  emit optionsChanged();
  updateUnmet();
}

QVariantList KingdomBuilder::banned() const { return toVariantList(m_banned); }
QVariantList KingdomBuilder::favourites() const { return toVariantList(m_favourites); }
bool KingdomBuilder::isBanned(int cardId) const { return has(m_banned, cardId); }
bool KingdomBuilder::isFavourite(int cardId) const { return has(m_favourites, cardId); }

void KingdomBuilder::toggleBan(int cardId) {
  if (!isKingdomCard(cardId)) return;
  if (isBanned(cardId)) {
    erase(m_banned, cardId);
  } else {
    m_banned.push_back(cardId);
    erase(m_favourites, cardId);
  }
  store();
  emit listsChanged();
  if (isBanned(cardId) && m_cards->contains(cardId)) {
    m_cards->setLocked(cardId, false);
    if (!rerollCard(cardId)) removeCard(cardId);
  }
  updateUnmet();
}

void KingdomBuilder::toggleFavourite(int cardId) {
  if (!isKingdomCard(cardId)) return;
  if (isFavourite(cardId)) {
    erase(m_favourites, cardId);
  } else {
    m_favourites.push_back(cardId);
    erase(m_banned, cardId);
  }
  store();
  emit listsChanged();
  updateUnmet();
}

void KingdomBuilder::resetOptions() {
  for (SetState& s : m_sets) s = SetState{s.set};
  m_village = m_buy = m_draw = m_trashing = m_reaction = m_costSpread = false;
  m_maxPerSet = 0;
  m_banned.clear();
  m_favourites.clear();
  store();
  emit setsChanged();
  emit optionsChanged();
  emit listsChanged();
  clearError();
  updateUnmet();
}

dom::KingdomOptions KingdomBuilder::options() const {
  dom::KingdomOptions o;
  for (const SetState& s : m_sets) {
    if (s.enabled) o.sets.push_back({s.set, s.editions});
    if (s.minCount > 0) o.minPerSet.push_back({s.set, s.minCount});
  }
  o.village = m_village;
  o.buy = m_buy;
  o.draw = m_draw;
  o.trashing = m_trashing;
  o.reactionToAttack = m_reaction;
  o.costSpread = m_costSpread;
  o.maxPerSet = m_maxPerSet;
  for (int id : m_banned) o.banned.push_back(dom::CardId(id));
  for (int id : m_favourites) o.favourites.push_back(dom::CardId(id));
  for (int id : m_cards->lockedIds()) o.kept.push_back(dom::CardId(id));
  return o;
}

// ---- Constraints and errors ---------------------------------------------------------------

QString KingdomBuilder::ruleKey(dom::Rule rule) {
  switch (rule) {
    case dom::Rule::Cards:
      return QStringLiteral("cards");
    case dom::Rule::Kept:
      return QStringLiteral("locked");
    case dom::Rule::Banned:
      return QStringLiteral("banned");
    case dom::Rule::Sets:
      return QStringLiteral("sets");
    case dom::Rule::Village:
      return QStringLiteral("village");
    case dom::Rule::Buy:
      return QStringLiteral("buy");
    case dom::Rule::Draw:
      return QStringLiteral("draw");
    case dom::Rule::Trashing:
      return QStringLiteral("trashing");
    case dom::Rule::ReactionToAttack:
      return QStringLiteral("reaction");
    case dom::Rule::CostSpread:
      return QStringLiteral("costSpread");
    case dom::Rule::MaxPerSet:
      return QStringLiteral("maxPerSet");
    case dom::Rule::MinPerSet:
      return QStringLiteral("minPerSet");
  }
  return {};
}

QString KingdomBuilder::ruleTitle(const QString& key) const {
  if (key == u"cards") return tr("ten Kingdom cards");
  if (key == u"locked") return tr("the locked cards");
  if (key == u"banned") return tr("the banned cards");
  if (key == u"sets") return tr("the sets and editions");
  if (key == u"village") return tr("a village");
  if (key == u"buy") return tr("+Buy");
  if (key == u"draw") return tr("card draw");
  if (key == u"trashing") return tr("trashing");
  if (key == u"reaction") return tr("a Reaction to Attacks");
  if (key == u"costSpread") return tr("a spread of costs");
  if (key == u"maxPerSet") return tr("at most %1 cards from one set").arg(m_maxPerSet);
  if (key == u"minPerSet") return tr("the minimum per set");
  return key;
}

void KingdomBuilder::setError(const dom::KingdomResult& result) {
  QStringList keys;
  QStringList titles;
  for (dom::Rule r : result.conflict) {
    const QString key = ruleKey(r);
    if (keys.contains(key)) continue;
    keys.append(key);
    titles.append(ruleTitle(key));
  }
  if (titles.isEmpty()) {
    m_error = tr("No kingdom can be drawn with these choices.");
  } else if (titles.size() == 1) {
    m_error = tr("Impossible: %1 cannot be met.").arg(titles.first());
  } else {
    //: %1 lists constraints, separated by commas
    m_error = tr("Impossible together: %1.").arg(titles.join(QStringLiteral(", ")));
  }
  m_errorDetail = QString::fromStdString(result.error);
  m_conflicts = keys;
  emit errorChanged();
}

void KingdomBuilder::clearError() {
  if (m_error.isEmpty() && m_errorDetail.isEmpty() && m_conflicts.isEmpty()) return;
  m_error.clear();
  m_errorDetail.clear();
  m_conflicts.clear();
  emit errorChanged();
}

void KingdomBuilder::updateUnmet() {
  QStringList keys;
  if (complete()) {
    std::vector<dom::CardId> ids;
    for (int id : m_cards->cardIds()) ids.push_back(dom::CardId(id));
    for (dom::Rule r : dom::checkKingdom(options(), ids)) {
      if (r == dom::Rule::Cards || r == dom::Rule::Kept) continue;
      const QString key = ruleKey(r);
      if (!keys.contains(key)) keys.append(key);
    }
  }
  if (keys == m_unmet) return;
  m_unmet = keys;
  emit unmetChanged();
}

// ---- The cards ----------------------------------------------------------------------------

uint64_t KingdomBuilder::nextSeed() {
  if (m_seed != 0) return m_seed++;
  uint64_t seed = 0;
  while (seed == 0) seed = QRandomGenerator::global()->generate64();
  return seed;
}

void KingdomBuilder::setCards(const std::vector<dom::CardId>& cards,
                              const std::vector<int>& locked) {
  std::vector<KingdomCardsModel::Slot> entries;
  for (dom::CardId c : cards) entries.push_back({int(c), has(locked, int(c)), false});
  m_cards->setCards(entries);
  storeCards();
  emit kingdomChanged();
  updateUnmet();
}

bool KingdomBuilder::rerollAll() {
  const std::vector<int> locked = m_cards->lockedIds();
  const dom::KingdomResult result = dom::generateKingdom(options(), nextSeed());
  if (!result.ok()) {
    setError(result);
    return false;
  }
  clearError();
  setCards(result.cards, locked);
  forgetOrigin();
  return true;
}

bool KingdomBuilder::rerollCard(int cardId) {
  if (!m_cards->contains(cardId) || m_cards->isLocked(cardId)) return false;
  const std::vector<int> locked = m_cards->lockedIds();
  std::vector<dom::CardId> kingdom;
  for (int id : m_cards->cardIds()) kingdom.push_back(dom::CardId(id));
  const dom::KingdomResult result =
      dom::rerollKingdom(options(), kingdom, dom::CardId(cardId), nextSeed());
  if (!result.ok()) {
    setError(result);
    return false;
  }
  clearError();
  std::vector<dom::CardId> next;
  for (dom::CardId c : kingdom)
    if (int(c) != cardId) next.push_back(c);
  // A partial kingdom: take one new card, leaving the other empty slots empty.
  for (dom::CardId c : result.cards) {
    if (std::find(next.begin(), next.end(), c) != next.end()) continue;
    next.push_back(c);
    break;
  }
  setCards(next, locked);
  forgetOrigin();
  return true;
}

void KingdomBuilder::toggleLock(int cardId) { setLocked(cardId, !m_cards->isLocked(cardId)); }

void KingdomBuilder::setLocked(int cardId, bool locked) {
  if (!m_cards->contains(cardId) || m_cards->isLocked(cardId) == locked) return;
  m_cards->setLocked(cardId, locked);
  storeCards();
  updateUnmet();
}

void KingdomBuilder::removeCard(int cardId) {
  if (!m_cards->contains(cardId)) return;
  std::vector<dom::CardId> next;
  for (int id : m_cards->cardIds())
    if (id != cardId) next.push_back(dom::CardId(id));
  setCards(next, m_cards->lockedIds());
  forgetOrigin();
}

void KingdomBuilder::clearUnlocked() {
  const std::vector<int> locked = m_cards->lockedIds();
  std::vector<dom::CardId> next;
  for (int id : locked) next.push_back(dom::CardId(id));
  setCards(next, locked);
  clearError();
  forgetOrigin();
}

QString KingdomBuilder::placeCard(int cardId, int replaceCardId) {
  if (!isKingdomCard(cardId)) return tr("Only Kingdom cards can be part of a kingdom.");
  if (m_cards->contains(cardId)) {
    if (cardId != replaceCardId) setLocked(cardId, true);
    return {};
  }
  std::vector<int> ids = m_cards->cardIds();
  if (replaceCardId >= 0 && has(ids, replaceCardId)) {
    erase(ids, replaceCardId);
  } else if (int(ids.size()) >= dom::KingdomSize) {
    return tr("All ten places are taken: remove a card first, or choose the card to replace.");
  }
  ids.push_back(cardId);
  std::vector<int> locked = m_cards->lockedIds();
  erase(locked, replaceCardId);
  locked.push_back(cardId);
  if (isBanned(cardId)) {
    erase(m_banned, cardId);
    store();
    emit listsChanged();
  }
  std::vector<dom::CardId> cards;
  for (int id : ids) cards.push_back(dom::CardId(id));
  setCards(cards, locked);
  clearError();
  forgetOrigin();
  return {};
}

bool KingdomBuilder::loadCards(const QStringList& names, const QString& name, const QString& note,
                               const QString& libraryId) {
  std::vector<int> ids;
  for (const QString& n : names) {
    const std::string utf8 = n.trimmed().toStdString();
    dom::CardId id = dom::findCard(utf8);
    if (id == dom::NoCard) id = dom::findCardNamed(utf8, CardNameTables::aliases());
    if (id != dom::NoCard && isKingdomCard(id) && !has(ids, id)) ids.push_back(id);
  }
  if (ids.empty()) return false;
  if (int(ids.size()) > dom::KingdomSize) ids.resize(size_t(dom::KingdomSize));
  std::vector<dom::CardId> cards;
  for (int id : ids) cards.push_back(dom::CardId(id));
  // A partial kingdom's cards are locked, and a draw completes it.
  const bool partial = int(ids.size()) < dom::KingdomSize;
  setCards(cards, partial ? ids : std::vector<int>());
  clearError();
  if (partial) rerollAll();
  setOrigin(libraryId, name, note);
  return true;
}

bool KingdomBuilder::loadPreset(const QString& name) {
  const dom::Preset* preset = dom::findPreset(name.toStdString());
  if (!preset) return false;
  setCards(dom::presetCards(*preset), {});
  clearError();
  QString source;
  for (const QVariant& p : presets()) {
    const QVariantMap map = p.toMap();
    if (map.value(QStringLiteral("name")).toString() == fromView(preset->name))
      source = map.value(QStringLiteral("source")).toString();
  }
  setOrigin({}, fromView(preset->name), source);
  return true;
}

QVariantList KingdomBuilder::presets() {
  QVariantList out;
  for (const dom::Preset& p : dom::presets()) {
    QStringList sources;
    for (dom::CardSet set : dom::presetSets(p)) sources.append(setTitle(setKey(set)));
    QStringList cards;
    QVariantList ids;
    for (dom::CardId c : dom::presetCards(p)) {
      cards.append(englishName(c));
      ids.append(int(c));
    }
    out.append(QVariantMap{{QStringLiteral("name"), fromView(p.name)},
                           //: Joins the sets a recommended kingdom comes from
                           {QStringLiteral("source"), sources.join(tr(" & "))},
                           {QStringLiteral("cards"), cards},
                           {QStringLiteral("cardIds"), ids}});
  }
  return out;
}

QVariantList KingdomBuilder::cardIds() const { return toVariantList(m_cards->cardIds()); }

QStringList KingdomBuilder::englishNames() const { return namesOf(m_cards->cardIds()); }

QVariantList KingdomBuilder::baneCandidates() const {
  std::vector<dom::CardId> kingdom;
  for (int id : m_cards->cardIds()) kingdom.push_back(dom::CardId(id));
  static const dom::CardId youngWitch = dom::findCard("Young Witch");
  QVariantList out;
  if (std::find(kingdom.begin(), kingdom.end(), youngWitch) == kingdom.end()) return out;
  const std::vector<dom::CardSet> sets = dom::kingdomSets();
  std::vector<dom::CardId> candidates;
  for (size_t k = 0; k < dom::cardTable().size(); ++k) {
    const dom::CardId c = dom::CardId(k);
    if (dom::canBeBane(c, kingdom) && std::find(sets.begin(), sets.end(), dom::card(c).set) != sets.end())
      candidates.push_back(c);
  }
  dom::sortKingdom(candidates);
  for (dom::CardId c : candidates)
    out.append(QVariantMap{{QStringLiteral("cardId"), int(c)}, {QStringLiteral("name"), CardCatalog::name(c)}});
  return out;
}

QStringList KingdomBuilder::changedCardNames() const {
  std::vector<dom::CardId> changed;
  for (int id : m_cards->cardIds())
    if (!dom::earlierText(dom::CardId(id)).empty()) changed.push_back(dom::CardId(id));
  dom::sortKingdom(changed);
  QStringList out;
  for (dom::CardId c : changed) out.append(CardCatalog::name(int(c)));
  return out;
}

QString KingdomBuilder::kingdomText() const {
  std::vector<dom::CardId> ids;
  for (int id : m_cards->cardIds()) ids.push_back(dom::CardId(id));
  return QString::fromStdString(dom::kingdomToText(ids));
}

void KingdomBuilder::setOrigin(const QString& id, const QString& name, const QString& note) {
  if (id == m_libraryId && name == m_kingdomName && note == m_kingdomNote) return;
  m_libraryId = id;
  m_kingdomName = name;
  m_kingdomNote = note;
  emit originChanged();
}

void KingdomBuilder::forgetOrigin() {
  // A saved kingdom being edited keeps its id (Save updates it); a preset's name goes.
  if (m_libraryId.isEmpty()) setOrigin({}, {}, {});
}

// ---- Remembered between sessions ----------------------------------------------------------

void KingdomBuilder::store() const {
  QSettings settings;
  QStringList sets;
  for (const SetState& s : m_sets) {
    sets.append(QStringLiteral("%1:%2:%3:%4")
                    .arg(setKey(s.set))
                    .arg(s.enabled ? 1 : 0)
                    .arg(int(s.editions))
                    .arg(s.minCount));
  }
  settings.setValue(kSetsKey, sets);
  settings.setValue(kVillageKey, m_village);
  settings.setValue(kBuyKey, m_buy);
  settings.setValue(kDrawKey, m_draw);
  settings.setValue(kTrashingKey, m_trashing);
  settings.setValue(kReactionKey, m_reaction);
  settings.setValue(kCostSpreadKey, m_costSpread);
  settings.setValue(kMaxPerSetKey, m_maxPerSet);
  settings.setValue(kBannedKey, namesOf(m_banned));
  settings.setValue(kFavouritesKey, namesOf(m_favourites));
}

void KingdomBuilder::storeCards() const {
  QSettings settings;
  settings.setValue(kCardsKey, namesOf(m_cards->cardIds()));
  settings.setValue(kLockedKey, namesOf(m_cards->lockedIds()));
}

void KingdomBuilder::restore() {
  const QSettings settings;
  if (!settings.childGroups().contains(QLatin1String(kGroup))) return;
  for (const QString& entry : settings.value(kSetsKey).toStringList()) {
    const QStringList parts = entry.split(u':');
    SetState* s = parts.size() == 4 ? findSet(parts[0]) : nullptr;
    if (!s) continue;
    s->enabled = parts[1] == u"1";
    const int editions = parts[2].toInt();
    if (editions >= dom::FirstEdition && editions <= dom::BothEditions)
      s->editions = uint8_t(editions);
    s->minCount = std::clamp(parts[3].toInt(), 0, dom::KingdomSize);
  }
  m_village = settings.value(kVillageKey, false).toBool();
  m_buy = settings.value(kBuyKey, false).toBool();
  m_draw = settings.value(kDrawKey, false).toBool();
  m_trashing = settings.value(kTrashingKey, false).toBool();
  m_reaction = settings.value(kReactionKey, false).toBool();
  m_costSpread = settings.value(kCostSpreadKey, false).toBool();
  m_maxPerSet = std::clamp(settings.value(kMaxPerSetKey, 0).toInt(), 0, dom::KingdomSize);
  m_banned = idsOf(settings.value(kBannedKey).toStringList());
  m_favourites = idsOf(settings.value(kFavouritesKey).toStringList());
  const std::vector<int> cards = idsOf(settings.value(kCardsKey).toStringList());
  const std::vector<int> locked = idsOf(settings.value(kLockedKey).toStringList());
  std::vector<KingdomCardsModel::Slot> entries;
  for (int id : cards) entries.push_back({id, has(locked, id), false});
  m_cards->setCards(entries);
  updateUnmet();
}

}  // namespace dominion::app
