#include "logrecord.h"

#include <algorithm>
#include <string>

#include "engine/card.hpp"
#include "engine/texts.hpp"
#include "engine/zones.hpp"

namespace dominion::app {

using Kind = GameLogBuilder::Kind;
using Line = GameLogBuilder::Line;

namespace {

// The names of GameLogBuilder::Kind, in its order.
constexpr const char* kKindNames[] = {
    "header", "play",  "buy",     "gain",      "trash",  "discard", "reveal", "topDeck", "setAside",
    "toHand", "draw",  "return",  "shuffle",   "name",   "choice",  "pools",  "pass",    "gameOver",
    "undo",   "toMat", "fromMat", "pileToken", "tokens", "spend",   "call"};
static_assert(std::size(kKindNames) == size_t(Kind::Call) + 1);

QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A card id as its English name; a card the viewer did not see (-1) as null.
QJsonValue cardValue(int id) {
  if (id < 0 || size_t(id) >= dom::cardTable().size()) return QJsonValue::Null;
  return str(dom::card(dom::CardId(id)).name);
}

// Back: -1 for null; nothing for a name this version does not know.
std::optional<int> cardFrom(const QJsonValue& v) {
  if (v.isNull() || v.isUndefined()) return -1;
  if (!v.isString()) return std::nullopt;
  const dom::CardId c = dom::findCard(v.toString().toStdString());
  if (c == dom::NoCard) return std::nullopt;
  return int(c);
}

QJsonArray cardsValue(const std::vector<int>& cards) {
  QJsonArray out;
  for (int c : cards) out.append(cardValue(c));
  return out;
}

bool cardsFrom(const QJsonValue& v, std::vector<int>* out) {
  if (v.isUndefined()) return true;
  if (!v.isArray()) return false;
  for (const QJsonValue& c : v.toArray()) {
    const auto id = cardFrom(c);
    if (!id) return false;
    out->push_back(*id);
  }
  return true;
}

QString zoneKey(dom::Zone z) {
  return z == dom::Zone::Count ? QString() : str(dom::zoneInfo(z).key);
}

std::optional<dom::Zone> zoneFrom(const QJsonValue& v, dom::Zone absent) {
  if (v.isUndefined()) return absent;
  const std::string key = v.toString().toStdString();
  for (size_t k = 0; k < dom::kZones.size(); ++k)
    if (dom::kZones[k].key == key) return dom::Zone(k);
  return std::nullopt;
}

template <size_t N>
std::optional<int> indexOf(const std::array<std::string_view, N>& keys, const QJsonValue& v) {
  const std::string key = v.toString().toStdString();
  for (size_t k = 0; k < N; ++k)
    if (keys[k] == key) return int(k);
  return std::nullopt;
}

std::optional<int> counterFrom(const QJsonValue& v) {
  const std::string key = v.toString().toStdString();
  for (size_t k = 0; k < dom::kCounters.size(); ++k)
    if (dom::kCounters[k].key == key) return int(k);
  return std::nullopt;
}

// Numbers are written only when they are not their default, to keep saves short.
void putInt(QJsonObject& o, const char* key, int value, int absent = 0) {
  if (value != absent) o.insert(QLatin1String(key), value);
}
void putBool(QJsonObject& o, const char* key, bool value) {
  if (value) o.insert(QLatin1String(key), true);
}

}  // namespace

QJsonObject logLineToJson(const Line& line) {
  QJsonObject o{{"kind", QLatin1String(kKindNames[size_t(line.kind)])}};
  putInt(o, "seat", line.seat, -1);
  putInt(o, "other", line.other, -1);
  if (!line.cards.empty()) o.insert("cards", cardsValue(line.cards));
  if (!line.drawn.empty()) o.insert("drawn", cardsValue(line.drawn));
  putBool(o, "replay", line.replay);
  putBool(o, "treasures", line.treasures);
  putBool(o, "shuffled", line.shuffled);
  putInt(o, "coins", line.coins);
  putInt(o, "actions", line.actions);
  putInt(o, "buys", line.buys);
  if (line.to != dom::Zone::Discard) o.insert("to", zoneKey(line.to));
  if (line.from != dom::Zone::Count) o.insert("from", zoneKey(line.from));
  putInt(o, "number", line.number);
  if (line.option.id != dom::Text::None) {
    o.insert("option", str(dom::key(line.option.id)));
    if (dom::argKind(line.option.id, 0) == dom::TextArgKind::Card)
      o.insert("optionArg", cardValue(line.option.arg));
    else
      putInt(o, "optionArg", line.option.arg);
  }
  putInt(o, "extraTurn", line.extraTurn);
  if (line.source >= 0) o.insert("source", cardValue(line.source));
  if (line.way >= 0) o.insert("way", cardValue(line.way));
  if (line.by >= 0) o.insert("by", cardValue(line.by));
  if (line.kind == Kind::PileToken) o.insert("token", str(dom::kPileTokens[size_t(line.token)]));
  if (line.kind == Kind::Tokens || line.kind == Kind::Spend)
    o.insert("counter", str(dom::kCounters[size_t(line.counter)].key));
  QJsonObject tokens;
  for (size_t c = 0; c < line.tokens.size(); ++c)
    if (line.tokens[c] != 0) tokens.insert(str(dom::kCounters[c].key), line.tokens[c]);
  if (!tokens.isEmpty()) o.insert("tokens", tokens);
  return o;
}

std::optional<Line> logLineFromJson(const QJsonObject& o) {
  Line line;
  const QString kind = o.value("kind").toString();
  const auto kindAt = std::find_if(std::begin(kKindNames), std::end(kKindNames),
                                   [&](const char* k) { return kind == QLatin1String(k); });
  if (kindAt == std::end(kKindNames)) return std::nullopt;
  line.kind = Kind(kindAt - std::begin(kKindNames));
  line.seat = o.value("seat").toInt(-1);
  line.other = o.value("other").toInt(-1);
  if (line.seat < -1 || line.seat >= dom::MaxPlayers || line.other < -1 ||
      line.other >= dom::MaxPlayers)
    return std::nullopt;
  if (!cardsFrom(o.value("cards"), &line.cards) || !cardsFrom(o.value("drawn"), &line.drawn))
    return std::nullopt;
  line.replay = o.value("replay").toBool();
  line.treasures = o.value("treasures").toBool();
  line.shuffled = o.value("shuffled").toBool();
  line.coins = o.value("coins").toInt();
  line.actions = o.value("actions").toInt();
  line.buys = o.value("buys").toInt();
  const auto to = zoneFrom(o.value("to"), dom::Zone::Discard);
  const auto from = zoneFrom(o.value("from"), dom::Zone::Count);
  if (!to || !from) return std::nullopt;
  line.to = *to;
  line.from = *from;
  line.number = o.value("number").toInt();
  if (o.contains("option")) {
    const auto id = dom::fromKey(o.value("option").toString().toStdString());
    if (!id) return std::nullopt;
    line.option.id = *id;
    if (dom::argKind(*id, 0) == dom::TextArgKind::Card) {
      const auto c = cardFrom(o.value("optionArg"));
      if (!c) return std::nullopt;
      line.option.arg = *c;
    } else {
      line.option.arg = o.value("optionArg").toInt();
    }
  }
  line.extraTurn = o.value("extraTurn").toInt();
  for (auto [key, field] : {std::pair{"source", &line.source}, std::pair{"way", &line.way},
                            std::pair{"by", &line.by}}) {
    if (!o.contains(QLatin1String(key))) continue;
    const auto c = cardFrom(o.value(QLatin1String(key)));
    if (!c) return std::nullopt;
    *field = *c;
  }
  if (line.kind == Kind::PileToken) {
    const auto t = indexOf(dom::kPileTokens, o.value("token"));
    if (!t) return std::nullopt;
    line.token = *t;
  }
  if (line.kind == Kind::Tokens || line.kind == Kind::Spend) {
    const auto c = counterFrom(o.value("counter"));
    if (!c) return std::nullopt;
    line.counter = *c;
  }
  const QJsonObject tokens = o.value("tokens").toObject();
  for (auto it = tokens.begin(); it != tokens.end(); ++it) {
    const auto c = counterFrom(it.key());
    if (!c) return std::nullopt;
    line.tokens[size_t(*c)] = it.value().toInt();
  }
  return line;
}

}  // namespace dominion::app
