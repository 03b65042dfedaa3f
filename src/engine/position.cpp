#include "position.hpp"

#include "phases.hpp"
#include "zones.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

namespace dom {

using nlohmann::json;

namespace {

// The card table's order when positions wrote a question's card arguments as numbers (the first
// positions with question keys, before Platinum, Colony and later cards were added): a number
// read back from such a position names the card it named then.
constexpr const char* kCardIdsBefore[] = {
    "Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse", "Cellar", "Chapel", "Moat",
    "Harbinger", "Merchant", "Vassal", "Village", "Workshop", "Bureaucrat", "Gardens", "Militia",
    "Moneylender", "Poacher", "Remodel", "Smithy", "Throne Room", "Bandit", "Council Room", "Festival",
    "Laboratory", "Library", "Market", "Mine", "Sentry", "Witch", "Artisan", "Chancellor", "Woodcutter",
    "Feast", "Spy", "Thief", "Adventurer", "Courtyard", "Lurker", "Pawn", "Masquerade", "Shanty Town",
    "Steward", "Swindler", "Wishing Well", "Baron", "Bridge", "Conspirator", "Diplomat", "Ironworks",
    "Mill", "Mining Village", "Secret Passage", "Courtier", "Duke", "Minion", "Patrol", "Replace",
    "Torturer", "Trading Post", "Upgrade", "Harem", "Nobles", "Secret Chamber", "Great Hall", "Coppersmith",
    "Scout", "Saboteur", "Tribute", "Haven", "Native Village", "Caravan", "Island", "Outpost", "Embargo",
    "Watchtower", "Talisman", "Hoard", "Fool's Gold", "Trader", "Border Village",
};

constexpr const char* kDecisionNames[] = {"none",         "actionPhase", "buyPhase",  "selectCards",
                                          "selectPile",   "selectOption", "nameCard", "nightPhase"};
constexpr const char* kFrameNames[] = {"ability",     "attackWindow",  "duration",
                                       "startOfTurn", "triggers",      "trigger",
                                       "buy",         "playTreasures", "actionResolved"};
// The frame kind of positions saved before Reactions to Attacks were listeners: a Reaction
// revealed to an Attack (card, source, player, step; b = the Attack's frame), read as the Trigger
// frame of its card's When::Attack listener (triggers.hpp).
constexpr const char* kOldReactionFrame = "reaction";
constexpr const char* kTurnKindNames[] = {"normal", "outpost"};
static_assert(std::size(kTurnKindNames) == size_t(TurnKind::Count));

std::string zoneKey(Zone z) { return std::string(zoneInfo(z).key); }
// Zones are written top card first; internally the top is the back.
bool topFirst(Zone z) { return zoneInfo(z).topFirst; }
// Written always (a version-1 position has them); the mats only when they hold cards.
bool alwaysWritten(Zone z) { return z <= Zone::Aside; }

int phaseIndex(const std::string& key) {
  for (size_t k = 0; k < kPhases.size(); ++k)
    if (kPhases[k].key == key) return int(k);
  return -1;
}

// An instance is saved as its printed card; what it is for now is in "identities".
std::string instText(const Game& g, Inst i) {
  return std::string(card(g.printedOf(i)).name) + "#" + std::to_string(i);
}

std::string rangesText(const std::vector<Inst>& ids) {
  std::string out;
  for (size_t k = 0; k < ids.size();) {
    size_t e = k;
    while (e + 1 < ids.size() && ids[e + 1] == ids[e] + 1) ++e;
    if (!out.empty()) out += ",";
    out += std::to_string(ids[k]);
    if (e > k) {
      out += '-';
      out += std::to_string(ids[e]);
    }
    k = e + 1;
  }
  return out;
}

// "costReduction" alone says the turn's cost modifiers when there is at most one, for every
// card and without a source (Bridge's count); otherwise "costModifiers" lists them.
bool costReductionSaysAll(const TurnCostModifiers& mods) {
  return mods.list().empty() || (mods.list().size() == 1 &&
                                 mods.list()[0] == CostModifier{.amount = mods.list()[0].amount});
}

json costModifiersJson(const TurnCostModifiers& mods) {
  json list = json::array();
  for (const CostModifier& m : mods.list()) {
    json mj = {{"amount", m.amount}};
    if (m.types) {
      json types = json::array();
      for (Types bit = 1; bit != 0; bit <<= 1)
        if (m.types & bit) types.push_back(typeLine(bit));
      mj["types"] = types;
    }
    if (m.card != NoCard) mj["card"] = card(m.card).name;
    if (m.source != NoCard) mj["source"] = card(m.source).name;
    list.push_back(mj);
  }
  return list;
}

}  // namespace

// A card's resolution in progress is engine-internal: its frames are only meaningful together
// with the zones they refer to. A position carrying one also carries this digest of itself,
// so that a resolution edited by hand is refused instead of resumed into nonsense.
std::string positionDigest(const json& position) {
  json copy = position;
  copy.erase("digest");
  uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a
  for (unsigned char c : copy.dump()) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  char buf[17];
  auto r = std::to_chars(buf, buf + 16, h, 16);
  return std::string(buf, r.ptr);
}

namespace {

template <class E, size_t N>
int indexOf(const char* const (&names)[N], const std::string& s) {
  for (size_t k = 0; k < N; ++k)
    if (s == names[k]) return int(k);
  return -1;
}

}  // namespace

// ---- writing ---------------------------------------------------------------------------

namespace {

// A question's argument: a card by its name (card ids are table indices, which change as cards
// are added), any other argument as a number.
json argJson(Text t, int k, int32_t value) {
  if (argKind(t, k) == TextArgKind::Card && value >= 0 && size_t(value) < cardTable().size())
    return card(CardId(value)).name;
  return value;
}

json decisionJson(const Decision& d) {
  json dj = {{"kind", kDecisionNames[size_t(d.kind)]},
             {"player", d.player},
             {"min", d.min},
             {"max", d.max},
             {"ordered", d.ordered},
             {"distinct", d.distinct}};
  dj["id"] = d.id == Text::None ? json(nullptr) : json(key(d.id));
  json args = json::array();
  for (int k = 0; k < argCount(d.id); ++k) args.push_back(argJson(d.id, k, d.args[size_t(k)]));
  dj["args"] = args;
  json options = json::array();
  for (const Option& o : d.options) {
    json oj = {{"id", key(o.id)}};
    if (argCount(o.id) > 0) oj["arg"] = argJson(o.id, 0, o.arg);
    options.push_back(oj);
  }
  dj["options"] = options;
  dj["asking"] = d.asking == NoCard ? json(nullptr) : json(card(d.asking).name);
  if (d.kind == DecisionKind::NameCard) {
    json names = json::array();
    for (int32_t c : d.choices) names.push_back(card(CardId(c)).name);
    dj["choices"] = names;
  } else {
    dj["choices"] = d.choices;
  }
  if (d.forced) dj["forced"] = true;
  return dj;
}

constexpr const char* kUntilNames[] = {"leavesPlay", "turnsOf", "ownedBy", "removed"};

// {"card": 12, "as": "Village", "until": "leavesPlay"}, or for every instance of a card
// {"of": "Estate", "as": ..., "until": "turnsOf", "player": 0}.
json identitiesJson(const std::vector<Identity>& ids) {
  json list = json::array();
  for (const Identity& e : ids) {
    json ej = json::object();
    if (e.inst != NoInst)
      ej["card"] = e.inst;
    else
      ej["of"] = card(e.of).name;
    ej["as"] = card(e.as).name;
    ej["until"] = kUntilNames[size_t(e.until)];
    if (e.player != NoPlayer) ej["player"] = e.player;
    list.push_back(ej);
  }
  return list;
}

}  // namespace

json toJson(const Game& g) {
  const GameState& s = g.s;
  json j = json::object();
  j["format"] = "dominion-position";
  j["version"] = PositionVersion;
  j["seed"] = s.seed;
  json rng = json::array();
  for (uint64_t w : s.rng.words()) {
    char buf[17];
    auto r = std::to_chars(buf, buf + 16, w, 16);
    rng.push_back(std::string(buf, r.ptr));
  }
  j["rng"] = rng;
  json kingdom = json::array();
  for (CardId c : s.kingdom) kingdom.push_back(card(c).name);
  j["kingdom"] = kingdom;
  // Set-up options, written only when used (older positions have none of them).
  if (g.pileIndex(cards::Colony) >= 0 || g.pileIndex(cards::Platinum) >= 0) j["colonies"] = true;
  if (s.shelters) j["shelters"] = true;
  if (s.earlierVersions) j["earlierVersions"] = true;
  if (s.cursesAreTreasures) j["cursesAreTreasures"] = true;
  if (s.bane != NoCard) j["bane"] = card(s.bane).name;
  if (s.tradeRouteMat) j["tradeRouteMat"] = s.tradeRouteMat;
  // Landscapes: a name, or {"card", "owners"} for a Project with cubes on it. Written only when
  // the game has some (positions from before landscapes have none).
  if (!s.landscapes.empty()) {
    json landscapes = json::array();
    for (const LandscapeState& l : s.landscapes) {
      if (l.owners == 0) {
        landscapes.push_back(card(l.card).name);
        continue;
      }
      json owners = json::array();
      for (PlayerId p = 0; p < s.playerCount(); ++p)
        if (l.ownedBy(p)) owners.push_back(p);
      landscapes.push_back({{"card", card(l.card).name}, {"owners", owners}});
    }
    j["landscapes"] = landscapes;
  }
  json supply = json::array();
  for (const Pile& p : s.supply) {
    json pj = {{"card", card(p.card).name}, {"count", p.cards.size()}, {"ids", rangesText(p.cards)}};
    if (std::any_of(p.cards.begin(), p.cards.end(),
                    [&](Inst i) { return g.printedOf(i) != p.card; })) {
      json cards = json::array();
      for (auto it = p.cards.rbegin(); it != p.cards.rend(); ++it) cards.push_back(instText(g, *it));
      pj["cards"] = cards;
    }
    json tokens = json::object();
    for (size_t k = 0; k < kPileTokens.size(); ++k)
      if (p.tokens[k]) tokens[std::string(kPileTokens[k])] = p.tokens[k];
    if (!tokens.empty()) pj["tokens"] = tokens;
    if (!p.inSupply) pj["inSupply"] = false;
    supply.push_back(pj);
  }
  j["supply"] = supply;
  auto zoneJson = [&](const std::vector<Inst>& v, bool reversed) {
    json a = json::array();
    if (reversed)
      for (auto it = v.rbegin(); it != v.rend(); ++it) a.push_back(instText(g, *it));
    else
      for (Inst i : v) a.push_back(instText(g, i));
    return a;
  };
  j["trash"] = zoneJson(s.trash, false);
  json players = json::array();
  for (const PlayerState& ps : s.players) {
    json pj = json::object();
    for (Zone z : kPlayerZones)
      if (alwaysWritten(z) || !ps.zone(z).empty()) pj[zoneKey(z)] = zoneJson(ps.zone(z), topFirst(z));
    pj["turnsTaken"] = ps.turnsTaken;
    for (size_t c = 0; c < kCounters.size(); ++c)
      if (c == size_t(Counter::VP) || ps.counters[c] != 0) pj[std::string(kCounters[c].key)] = ps.counters[c];
    if (ps.endsOwnTurn) pj["endsOwnTurn"] = true;
    if (!ps.gainedLastTurn.empty()) {
      json gained = json::array();
      for (CardId c : ps.gainedLastTurn) gained.push_back(card(c).name);
      pj["gainedLastTurn"] = gained;
    }
    for (auto [key, list] : {std::pair{"lasting", &ps.lasting}, std::pair{"due", &ps.due}}) {
      if (list->empty()) continue;
      json entries = json::array();
      for (const Lasting& l : *list)
        entries.push_back({{"card", l.card},
                           {"as", card(l.as).name},
                           {"keeper", l.keeper == NoInst ? json(nullptr) : json(l.keeper)},
                           {"data", l.data}});
      pj[key] = entries;
    }
    players.push_back(pj);
  }
  j["players"] = players;
  const TurnState& t = s.turn;
  // Each play as the card it was played as and the instance played: "Village#12".
  json played = json::array();
  for (const Played& pl : t.played)
    played.push_back(std::string(card(pl.card).name) +
                     (pl.inst == NoInst ? "" : "#" + std::to_string(pl.inst)));
  json effects = json::array();
  for (const TurnEffect& e : t.effects) effects.push_back({{"card", card(e.card).name}, {"data", e.data}});
  j["turn"] = {{"player", t.player},   {"number", t.number},   {"phase", phaseInfo(t.phase).key},
               {"actions", t.actions}, {"buys", t.buys},       {"coins", t.coins},
               {"costReduction", t.costReduction.allCards()}, {"bought", t.bought}, {"played", played},
               {"effects", effects}};
  if (!costReductionSaysAll(t.costReduction))
    j["turn"]["costModifiers"] = costModifiersJson(t.costReduction);
  if (t.kind != TurnKind::Normal) {
    j["turn"]["kind"] = kTurnKindNames[size_t(t.kind)];
    j["turn"]["normalPlayer"] = t.normalPlayer;
  }
  if (t.potions) j["turn"]["potions"] = t.potions;  // Alchemy; older positions have none
  if (t.previous != NoPlayer) j["turn"]["previous"] = t.previous;
  if (t.cleanupBegun) j["turn"]["cleanupBegun"] = true;
  if (!t.eventsBought.empty()) {
    json events = json::array();
    for (CardId c : t.eventsBought) events.push_back(card(c).name);
    j["turn"]["eventsBought"] = events;
  }
  if (!t.cannotBuy.empty()) {
    json named = json::array();
    for (CardId c : t.cannotBuy) named.push_back(card(c).name);
    j["turn"]["cannotBuy"] = named;
  }
  if (!t.gained.empty()) {
    json gained = json::array();
    for (CardId c : t.gained) gained.push_back(card(c).name);
    j["turn"]["gained"] = gained;
  }
  if (t.victoryGainedInBuyPhase) j["turn"]["victoryGainedInBuyPhase"] = true;
  if (!t.namedForWarChest.empty()) {
    json named = json::array();
    for (CardId c : t.namedForWarChest) named.push_back(card(c).name);
    j["turn"]["namedForWarChest"] = named;
  }
  if (!s.extraTurns.empty()) {
    json extra = json::array();
    for (const ExtraTurn& e : s.extraTurns) extra.push_back({{"player", e.player}, {"kind", kTurnKindNames[size_t(e.kind)]}});
    j["extraTurns"] = extra;
  }
  if (!s.identities.empty()) j["identities"] = identitiesJson(s.identities);
  j["firstPlayer"] = s.firstPlayer;
  j["gameOver"] = s.gameOver;
  json frames = json::array();
  for (const Frame& f : s.frames) {
    json fj = {{"kind", kFrameNames[f.kind]}, {"card", f.card == NoCard ? json(nullptr) : json(card(f.card).name)}, {"player", f.player},
               {"begun", f.begun}, {"step", f.step}, {"immune", f.immune},
               {"a", f.a}, {"b", f.b}, {"c", f.c}, {"cards", f.cards}};
    fj["source"] = f.source == NoInst ? json(nullptr) : json(f.source);
    fj["named"] = f.named == NoCard ? json(nullptr) : json(card(f.named).name);
    if (f.listener >= 0) fj["listener"] = f.listener;
    frames.push_back(fj);
  }
  j["resolution"] = frames;
  if (s.decision.pending()) j["decision"] = decisionJson(s.decision);
  if (!s.deferred.empty()) {
    json deferred = json::array();
    for (const Decision& d : s.deferred) deferred.push_back(decisionJson(d));
    j["deferred"] = deferred;
  }
  if (!s.frames.empty()) j["digest"] = positionDigest(j);
  return j;
}

std::string savePosition(const Game& g) { return toJson(g).dump(2); }

// ---- reading ---------------------------------------------------------------------------

namespace {

struct Reader {
  const json& root;
  GameState s;
  // Instances named with an explicit id ("Copper#12") and those to be numbered.
  struct Fixed {
    CardId card;
    Location loc;
    std::string field;  // where the id was written, for errors
  };
  std::map<int, Fixed> fixed;
  struct Pending {
    CardId card;
    Location loc;
    std::vector<Inst>* zone;
    size_t slot;
  };
  std::vector<Pending> unnumbered;
  const Game* freshGame = nullptr;  // a new game of the position's kingdom (its piles' contents)

  [[noreturn]] static void fail(const std::string& field, const std::string& msg) { throw PositionError(field, msg); }

  // An optional list of card names (a player's gains: Smugglers); empty when left out.
  static std::vector<CardId> cardList(const json& j, const char* key, const std::string& field) {
    std::vector<CardId> out;
    if (!j.contains(key)) return out;
    if (!j[key].is_array()) fail(field, "expected a list of card names");
    for (size_t k = 0; k < j[key].size(); ++k)
      out.push_back(cardNamed(j[key][k], field + "[" + std::to_string(k) + "]"));
    return out;
  }
  static CardId cardNamed(const json& v, const std::string& field) {
    if (!v.is_string()) fail(field, "expected a card name");
    const std::string name = v.get<std::string>();
    CardId c = findCard(name);
    if (c == NoCard) c = findCardLoose(name);
    if (c == NoCard) fail(field, "unknown card \"" + name + "\"");
    return c;
  }

  template <class T>
  static T number(const json& obj, const char* key, T def, T lo, T hi, const std::string& path) {
    if (!obj.contains(key)) return def;
    const json& v = obj[key];
    if (!v.is_number_integer()) fail(path + key, "expected a whole number");
    const auto x = v.get<int64_t>();
    if (x < int64_t(lo) || x > int64_t(hi))
      fail(path + key, "out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
    return T(x);
  }

  static Types typeNamed(const json& v, const std::string& field) {
    if (v.is_string())
      for (Types bit = 1; bit != 0; bit <<= 1)
        if (typeLine(bit) == v.get<std::string>()) return bit;
    fail(field, "expected a card type (\"Action\", \"Treasure\" ...)");
  }

  // "costModifiers" when present (then "costReduction", if given, must be their all-card total),
  // else "costReduction": a reduction of every card's cost without a source (Bridge).
  static void readCostModifiers(const json& tj, TurnCostModifiers& mods) {
    const int16_t allCards = number<int16_t>(tj, "costReduction", 0, 0, 100, "turn.");
    if (!tj.contains("costModifiers")) {
      mods.add({.amount = allCards});
      return;
    }
    const json& list = tj["costModifiers"];
    if (!list.is_array()) fail("turn.costModifiers", "expected a list");
    for (size_t k = 0; k < list.size(); ++k) {
      const std::string path = "turn.costModifiers[" + std::to_string(k) + "]";
      const json& mj = list[k];
      if (!mj.is_object() || !mj.contains("amount"))
        fail(path, "expected {\"amount\": ..., \"types\": [...], \"card\": ..., \"source\": ...}");
      CostModifier m{.amount = number<int16_t>(mj, "amount", 0, 1, 100, path + ".")};
      if (mj.contains("types")) {
        if (!mj["types"].is_array()) fail(path + ".types", "expected a list of card types");
        for (size_t n = 0; n < mj["types"].size(); ++n)
          m.types |= typeNamed(mj["types"][n], path + ".types[" + std::to_string(n) + "]");
      }
      if (mj.contains("card")) m.card = cardNamed(mj["card"], path + ".card");
      if (mj.contains("source")) m.source = cardNamed(mj["source"], path + ".source");
      mods.add(m);
    }
    if (tj.contains("costReduction") && allCards != mods.allCards())
      fail("turn.costReduction",
           "differs from the reductions of every card in turn.costModifiers (" +
               std::to_string(mods.allCards()) + ")");
  }

  static bool flag(const json& obj, const char* key, bool def, const std::string& path) {
    if (!obj.contains(key)) return def;
    if (!obj[key].is_boolean()) fail(path + key, "expected true or false");
    return obj[key].get<bool>();
  }

  // "Copper" or "Copper#12".
  void entry(const json& v, const std::string& field, Location loc, std::vector<Inst>& zone) {
    if (!v.is_string()) fail(field, "expected a card name");
    std::string text = v.get<std::string>();
    int id = -1;
    if (auto hash = text.rfind('#'); hash != std::string::npos) {
      const std::string digits = text.substr(hash + 1);
      auto r = std::from_chars(digits.data(), digits.data() + digits.size(), id);
      if (r.ec != std::errc() || r.ptr != digits.data() + digits.size() || id < 0 || id > 30000)
        fail(field, "bad instance id in \"" + text + "\"");
      text.resize(hash);
    }
    const CardId c = cardNamed(json(text), field);
    if (namesOnlyAPile(c))
      fail(field, std::string(card(c).name) + " names a pile, not a card: name one of its cards");
    zone.push_back(NoInst);
    if (id >= 0) {
      if (!fixed.emplace(id, Fixed{c, loc, field}).second) fail(field, "instance id #" + std::to_string(id) + " used twice");
      zone.back() = Inst(id);
    } else {
      unnumbered.push_back({c, loc, &zone, zone.size() - 1});
    }
  }

  void zoneList(const json& arr, const std::string& field, Location loc, std::vector<Inst>& zone, bool reversed) {
    if (!arr.is_array()) fail(field, "expected a list of card names");
    if (arr.size() > 2000) fail(field, "too many cards");
    const size_t firstPending = unnumbered.size();
    for (size_t k = 0; k < arr.size(); ++k) entry(arr[k], field + "[" + std::to_string(k) + "]", loc, zone);
    if (!reversed) return;
    std::reverse(zone.begin(), zone.end());
    for (size_t k = firstPending; k < unnumbered.size(); ++k) unnumbered[k].slot = zone.size() - 1 - unnumbered[k].slot;
  }

  // Gives ids to the unnumbered instances: the gaps first, then after the highest.
  void number() {
    size_t total = fixed.size() + unnumbered.size();
    if (total > 30000) fail("", "too many cards (" + std::to_string(total) + "; at most 30000)");
    if (!fixed.empty() && size_t(fixed.rbegin()->first) >= total)
      fail(fixed.rbegin()->second.field, "instance ids must be numbered 0 to " + std::to_string(total - 1) + " (#" +
                   std::to_string(fixed.rbegin()->first) + " is too high)");
    s.instCard.assign(total, NoCard);
    s.instLoc.assign(total, Location{});
    for (auto& [id, fx] : fixed) {
      s.instCard[size_t(id)] = fx.card;
      s.instLoc[size_t(id)] = fx.loc;
    }
    size_t next = 0;
    for (auto& p : unnumbered) {
      while (next < total && s.instCard[next] != NoCard) ++next;
      (*p.zone)[p.slot] = Inst(next);
      s.instCard[next] = p.card;
      s.instLoc[next] = p.loc;
    }
  }

  void readLandscapes(int players) {
    if (!root.contains("landscapes")) return;
    const json& ls = root["landscapes"];
    if (!ls.is_array()) fail("landscapes", "expected a list of Events, Projects, Ways ...");
    for (size_t n = 0; n < ls.size(); ++n) {
      const std::string path = "landscapes[" + std::to_string(n) + "]";
      const json& l = ls[n];
      const bool object = l.is_object();
      if (object && !l.contains("card")) fail(path + ".card", "missing");
      const CardId c = cardNamed(object ? l["card"] : l, object ? path + ".card" : path);
      if (!card(c).isLandscape()) fail(path, std::string(card(c).name) + " is not a landscape card");
      for (const LandscapeState& other : s.landscapes)
        if (other.card == c) fail(path, std::string(card(c).name) + " is there twice");
      LandscapeState state{c, 0};
      if (object && l.contains("owners")) {
        if (!l["owners"].is_array()) fail(path + ".owners", "expected a list of seats");
        if (card(c).landscape != Landscape::Project) fail(path + ".owners", "only a Project has owners");
        for (const json& o : l["owners"]) {
          if (!o.is_number_integer() || o.get<int>() < 0 || o.get<int>() >= players)
            fail(path + ".owners", "expected seats from 0 to " + std::to_string(players - 1));
          state.owners = uint8_t(state.owners | (1u << o.get<int>()));
        }
      }
      s.landscapes.push_back(state);
    }
  }

  Game read() {
    if (!root.is_object()) fail("", "a position is a JSON object");
    if (root.contains("format") && root["format"] != "dominion-position") fail("format", "not a dominion position");
    const int version = number<int>(root, "version", PositionVersion, 1, 1000000, "");
    if (version > PositionVersion)
      fail("version", "made by a newer version of the game (format " + std::to_string(version) + ", this one reads up to " +
                          std::to_string(PositionVersion) + ")");

    // The kingdom and the player count decide the new-game defaults.
    std::vector<CardId> kingdom;
    if (root.contains("kingdom")) {
      const json& k = root["kingdom"];
      if (!k.is_array()) fail("kingdom", "expected a list of card names");
      for (size_t n = 0; n < k.size(); ++n) {
        const CardId c = cardNamed(k[n], "kingdom[" + std::to_string(n) + "]");
        if (!card(c).isKingdom()) fail("kingdom[" + std::to_string(n) + "]", std::string(card(c).name) + " is not a Kingdom card");
        kingdom.push_back(c);
      }
    }
    int players = 2;
    if (root.contains("players")) {
      if (!root["players"].is_array()) fail("players", "expected a list of players");
      players = int(root["players"].size());
      if (players < 1 || players > MaxPlayers) fail("players", "1 to 6 players");
    }
    const uint64_t seed = root.contains("seed") && root["seed"].is_number_unsigned() ? root["seed"].get<uint64_t>() : 0;
    if (root.contains("seed") && !root["seed"].is_number_unsigned()) fail("seed", "expected a non-negative whole number");

    const bool colonies = flag(root, "colonies", false, "");
    const bool shelters = flag(root, "shelters", false, "");
    CardId bane = NoCard;
    if (root.contains("bane") && !root["bane"].is_null()) {
      bane = cardNamed(root["bane"], "bane");
      if (!card(bane).isKingdom())
        fail("bane", std::string(card(bane).name) + " is not a Kingdom card");
    }
    Game fresh = Game::create(Setup{.kingdom = kingdom,
                                    .players = players,
                                    .seed = seed,
                                    .firstPlayer = 0,
                                    .colonies = colonies,
                                    .bane = bane,
                                    .shelters = shelters});
    freshGame = &fresh;
    s.seed = seed;
    s.rng = fresh.s.rng;
    s.kingdom = fresh.s.kingdom;
    s.bane = fresh.s.bane;
    s.shelters = fresh.s.shelters;
    s.earlierVersions = flag(root, "earlierVersions", false, "");
    // Charlatan's set-up: as a new game with this kingdom unless the position says.
    s.cursesAreTreasures = flag(root, "cursesAreTreasures", fresh.s.cursesAreTreasures, "");
    s.tradeRouteMat = number<int16_t>(root, "tradeRouteMat", 0, 0, 100, "");
    s.players.resize(size_t(players));
    readLandscapes(players);

    if (root.contains("rng")) {
      const json& r = root["rng"];
      if (!r.is_array() || r.size() != 4) fail("rng", "expected 4 hexadecimal words");
      std::array<uint64_t, 4> w{};
      for (size_t k = 0; k < 4; ++k) {
        if (!r[k].is_string()) fail("rng", "expected 4 hexadecimal words");
        const std::string t = r[k].get<std::string>();
        auto res = std::from_chars(t.data(), t.data() + t.size(), w[k], 16);
        if (res.ec != std::errc() || res.ptr != t.data() + t.size()) fail("rng", "expected 4 hexadecimal words");
      }
      s.rng.setWords(w);
    }

    // Supply: a list gives every pile; an object overrides the counts of a new game's piles.
    std::vector<std::pair<CardId, int>> counts;
    for (const Pile& p : fresh.s.supply) counts.push_back({p.card, int(p.cards.size())});
    const json* supplyList = nullptr;
    std::vector<const json*> pileCards(counts.size(), nullptr);  // {"Ruins": [cards]}
    if (root.contains("supply")) {
      const json& sj = root["supply"];
      if (sj.is_array()) {
        supplyList = &sj;
      } else if (sj.is_object()) {
        for (auto& [name, v] : sj.items()) {
          const CardId c = cardNamed(json(name), "supply." + name);
          if (!v.is_array() &&
              (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > 200))
            fail("supply." + name, "expected a count from 0 to 200, or a list of cards");
          auto it = std::find_if(counts.begin(), counts.end(), [&](auto& pc) { return pc.first == c; });
          if (it == counts.end()) fail("supply." + name, std::string(card(c).name) + " is not in this game's Supply");
          if (v.is_array())
            pileCards[size_t(it - counts.begin())] = &v;  // its cards, top first
          else
            it->second = v.get<int>();
        }
      } else {
        fail("supply", "expected a list of piles or an object of counts");
      }
    }
    if (supplyList) {
      for (size_t k = 0; k < supplyList->size(); ++k) {
        const std::string path = "supply[" + std::to_string(k) + "]";
        const json& pj = (*supplyList)[k];
        if (!pj.is_object()) fail(path, "expected {\"card\": ..., \"count\": ...}");
        if (!pj.contains("card")) fail(path + ".card", "missing");
        const CardId c = cardNamed(pj["card"], path + ".card");
        if (std::any_of(s.supply.begin(), s.supply.end(), [&](const Pile& p) { return p.card == c; }))
          fail(path + ".card", "a second pile of " + std::string(card(c).name));
        s.supply.push_back(Pile{c, {}});
      }
      for (size_t k = 0; k < supplyList->size(); ++k) {
        const std::string path = "supply[" + std::to_string(k) + "]";
        const json& pj = (*supplyList)[k];
        auto& pile = s.supply[k].cards;
        const Location loc{Zone::Supply, int8_t(k)};
        // Left out, "inSupply" is a new game's for that pile (Spoils: false), else true.
        const int freshPile = fresh.pileIndex(s.supply[k].card);
        readPileExtras(pj, path, s.supply[k],
                       freshPile < 0 || fresh.s.supply[size_t(freshPile)].inSupply);
        if (pj.contains("cards")) {
          zoneList(pj["cards"], path + ".cards", loc, pile, true);
          continue;
        }
        std::vector<int> ids;
        if (pj.contains("ids")) ids = parseRanges(pj["ids"], path + ".ids");
        // Left out, the count is the number of ids, or else a new game's count of that pile.
        int defaultCount = pj.contains("ids") ? int(ids.size()) : -1;
        if (defaultCount < 0)
          for (const auto& [c, n] : counts)
            if (c == s.supply[k].card) defaultCount = n;
        if (defaultCount < 0 && !pj.contains("count"))
          fail(path + ".count", "missing (a new game of this kingdom has no such pile)");
        const int count = number<int>(pj, "count", defaultCount, 0, 200, path + ".");
        if (!ids.empty() && int(ids.size()) != count) fail(path + ".ids", "lists " + std::to_string(ids.size()) + " ids for " + std::to_string(count) + " cards");
        const std::vector<CardId> contents = pileContents(s.supply[k].card, count, path + ".count");
        for (int n = 0; n < count; ++n) {
          const std::string name = std::string(card(contents[size_t(n)]).name) +
                                   (ids.empty() ? "" : "#" + std::to_string(ids[size_t(n)]));
          entry(json(name), path, loc, pile);
        }
      }
    } else {
      for (size_t k = 0; k < counts.size(); ++k) {
        s.supply.push_back(Pile{counts[k].first, {}});
        s.supply.back().tokens = fresh.s.supply[k].tokens;  // set-up tokens (Trade Route)
        s.supply.back().inSupply = fresh.s.supply[k].inSupply;  // Spoils ... beside the Supply
      }
      for (size_t k = 0; k < counts.size(); ++k) {
        const std::string path = "supply." + std::string(card(counts[k].first).name);
        if (pileCards[k]) {
          zoneList(*pileCards[k], path, Location{Zone::Supply, int8_t(k)}, s.supply[k].cards, true);
          continue;
        }
        for (CardId c : pileContents(counts[k].first, counts[k].second, path))
          entry(json(std::string(card(c).name)), "supply", Location{Zone::Supply, int8_t(k)},
                s.supply[k].cards);
      }
    }

    if (root.contains("trash")) zoneList(root["trash"], "trash", Location{Zone::Trash, -1}, s.trash, false);

    // Players: a player with neither hand nor deck gets a new game's shuffled start.
    for (PlayerId p = 0; p < players; ++p) {
      const std::string path = "players[" + std::to_string(p) + "]";
      const json pj = root.contains("players") ? root["players"][size_t(p)] : json::object();
      if (!pj.is_object()) fail(path, "expected an object");
      PlayerState& ps = s.players[size_t(p)];
      if (!pj.contains("hand") && !pj.contains("deck")) {
        const PlayerState& fp = fresh.s.players[size_t(p)];
        for (Zone z : {Zone::Hand, Zone::Deck}) {
          json names = json::array();
          for (Inst i : fp.zone(z)) names.push_back(card(fresh.cardOf(i)).name);
          if (topFirst(z)) std::reverse(names.begin(), names.end());
          zoneList(names, path + "." + zoneKey(z), Location{z, p}, ps.zone(z), topFirst(z));
        }
      }
      for (Zone z : kPlayerZones) {
        const std::string key = zoneKey(z);
        if (pj.contains(key)) zoneList(pj[key], path + "." + key, Location{z, p}, ps.zone(z), topFirst(z));
      }
      ps.turnsTaken = number<int16_t>(pj, "turnsTaken", 0, 0, 10000, path + ".");
      for (size_t c = 0; c < kCounters.size(); ++c) {
        const std::string key(kCounters[c].key);
        ps.counters[c] = number<int16_t>(pj, key.c_str(), 0, kCounters[c].min, kCounters[c].max, path + ".");
      }
      ps.endsOwnTurn = flag(pj, "endsOwnTurn", false, path + ".");
      ps.gainedLastTurn = cardList(pj, "gainedLastTurn", path + ".gainedLastTurn");
    }
    number();

    s.firstPlayer = number<PlayerId>(root, "firstPlayer", 0, 0, PlayerId(players - 1), "");
    TurnState& t = s.turn;
    const json tj = root.contains("turn") ? root["turn"] : json::object();
    if (!tj.is_object()) fail("turn", "expected an object");
    t.player = number<PlayerId>(tj, "player", s.firstPlayer, 0, PlayerId(players - 1), "turn.");
    t.number = number<int16_t>(tj, "number", 1, 1, 30000, "turn.");
    if (tj.contains("phase")) {
      if (!tj["phase"].is_string()) fail("turn.phase", "expected action, buy, night, cleanup or over");
      const int ph = phaseIndex(tj["phase"].get<std::string>());
      if (ph < 0) fail("turn.phase", "expected action, buy, night, cleanup or over");
      t.phase = Phase(ph);
    }
    t.actions = number<int16_t>(tj, "actions", 1, 0, 10000, "turn.");
    t.buys = number<int16_t>(tj, "buys", 1, 0, 10000, "turn.");
    t.coins = number<int16_t>(tj, "coins", 0, 0, 10000, "turn.");
    t.potions = number<int16_t>(tj, "potions", 0, 0, 10000, "turn.");
    readCostModifiers(tj, t.costReduction);
    t.bought = flag(tj, "bought", false, "turn.");
    t.cleanupBegun = flag(tj, "cleanupBegun", false, "turn.");
    if (tj.contains("played")) {
      if (!tj["played"].is_array()) fail("turn.played", "expected a list of card names");
      for (size_t k = 0; k < tj["played"].size(); ++k)
        t.played.push_back(playedEntry(tj["played"][k], "turn.played[" + std::to_string(k) + "]"));
    }
    if (tj.contains("eventsBought")) {
      if (!tj["eventsBought"].is_array()) fail("turn.eventsBought", "expected a list of Events");
      for (size_t k = 0; k < tj["eventsBought"].size(); ++k) {
        const std::string path = "turn.eventsBought[" + std::to_string(k) + "]";
        const CardId c = cardNamed(tj["eventsBought"][k], path);
        if (card(c).landscape != Landscape::Event) fail(path, std::string(card(c).name) + " is not an Event");
        t.eventsBought.push_back(c);
      }
    }
    if (tj.contains("cannotBuy")) {
      if (!tj["cannotBuy"].is_array()) fail("turn.cannotBuy", "expected a list of card names");
      for (size_t k = 0; k < tj["cannotBuy"].size(); ++k)
        t.cannotBuy.push_back(
            cardNamed(tj["cannotBuy"][k], "turn.cannotBuy[" + std::to_string(k) + "]"));
    }
    t.gained = cardList(tj, "gained", "turn.gained");
    t.victoryGainedInBuyPhase = flag(tj, "victoryGainedInBuyPhase", false, "turn.");
    if (tj.contains("namedForWarChest")) {
      if (!tj["namedForWarChest"].is_array())
        fail("turn.namedForWarChest", "expected a list of card names");
      for (size_t k = 0; k < tj["namedForWarChest"].size(); ++k)
        t.namedForWarChest.push_back(cardNamed(tj["namedForWarChest"][k],
                                               "turn.namedForWarChest[" + std::to_string(k) + "]"));
    }
    if (tj.contains("effects")) {
      if (!tj["effects"].is_array()) fail("turn.effects", "expected a list");
      for (size_t k = 0; k < tj["effects"].size(); ++k) {
        const std::string path = "turn.effects[" + std::to_string(k) + "]";
        const json& e = tj["effects"][k];
        if (!e.is_object() || !e.contains("card")) fail(path, "expected {\"card\": ..., \"data\": ...}");
        t.effects.push_back({cardNamed(e["card"], path + ".card"), number<int32_t>(e, "data", 0, INT32_MIN, INT32_MAX, path + ".")});
      }
    }
    readTurnOrder(tj);
    if (!root.contains("players") || !root["players"][size_t(t.player)].contains("turnsTaken"))
      s.players[size_t(t.player)].turnsTaken = std::max<int16_t>(s.players[size_t(t.player)].turnsTaken, 1);
    // A game over has the phase "over" and the other way round.
    s.gameOver = flag(root, "gameOver", t.phase == Phase::GameOver, "");
    if (!s.gameOver && t.phase == Phase::GameOver) fail("turn.phase", "\"over\" but gameOver is false");
    if (s.gameOver) t.phase = Phase::GameOver;

    if (root.contains("resolution") && root["resolution"].is_array() && !root["resolution"].empty()) {
      if (!root.contains("digest"))
        fail("resolution", "a card's resolution in progress can't be written by hand (leave out \"resolution\" and \"decision\" to start at the phase)");
      if (!root["digest"].is_string() || root["digest"].get<std::string>() != positionDigest(root))
        fail("digest", "this position was changed after it was saved in the middle of a card's resolution");
    }
    readFrames();
    readDecision();
    readLasting();
    readIdentities();
    Game g(std::move(s));
    g.computeListening();
    if (!g.s.decision.pending() && !g.s.gameOver) g.advance();
    return g;
  }

  static int kindIndex(const json& v, const std::string& field) {
    if (v.is_string())
      for (size_t k = 0; k < std::size(kTurnKindNames); ++k)
        if (v.get<std::string>() == kTurnKindNames[k]) return int(k);
    fail(field, "expected a kind of turn (normal, outpost)");
  }

  // The turn's kind, who played the last normal turn, and the extra turns to come.
  void readTurnOrder(const json& tj) {
    TurnState& t = s.turn;
    const PlayerId last = PlayerId(s.players.size() - 1);
    if (tj.contains("kind")) t.kind = TurnKind(kindIndex(tj["kind"], "turn.kind"));
    t.normalPlayer = number<PlayerId>(tj, "normalPlayer", t.player, 0, last, "turn.");
    if (t.kind == TurnKind::Normal && t.normalPlayer != t.player) fail("turn.normalPlayer", "a normal turn is its player's");
    t.previous = number<PlayerId>(tj, "previous", NoPlayer, NoPlayer, last, "turn.");
    if (!root.contains("extraTurns")) return;
    const json& arr = root["extraTurns"];
    if (!arr.is_array()) fail("extraTurns", "expected a list");
    for (size_t k = 0; k < arr.size(); ++k) {
      const std::string path = "extraTurns[" + std::to_string(k) + "]";
      if (!arr[k].is_object() || !arr[k].contains("kind")) fail(path, "expected {\"player\": ..., \"kind\": ...}");
      const PlayerId p = number<PlayerId>(arr[k], "player", 0, 0, last, path + ".");
      const int kind = kindIndex(arr[k]["kind"], path + ".kind");
      if (kind == int(TurnKind::Normal)) fail(path + ".kind", "an extra turn is not a normal turn");
      s.extraTurns.push_back({p, TurnKind(kind)});
    }
  }

  // A play: "Village#12" (what it was played as, the instance played) or, as positions wrote
  // before plays were instances, "Village" (the instance unknown).
  Played playedEntry(const json& v, const std::string& field) {
    if (!v.is_string()) fail(field, "expected a card name");
    std::string text = v.get<std::string>();
    Played pl;
    if (auto hash = text.rfind('#'); hash != std::string::npos) {
      const std::string digits = text.substr(hash + 1);
      int id = -1;
      auto r = std::from_chars(digits.data(), digits.data() + digits.size(), id);
      if (r.ec != std::errc() || r.ptr != digits.data() + digits.size())
        fail(field, "bad instance id in \"" + text + "\"");
      checkInst(id, field);
      pl.inst = Inst(id);
      text.resize(hash);
    }
    pl.card = cardNamed(json(text), field);
    return pl;
  }

  // Instances that are for now another card (docs/positions.md, "identities").
  void readIdentities() {
    if (!root.contains("identities")) return;
    const json& arr = root["identities"];
    if (!arr.is_array()) fail("identities", "expected a list");
    for (size_t k = 0; k < arr.size(); ++k) {
      const std::string at = "identities[" + std::to_string(k) + "]";
      const json& ej = arr[k];
      if (!ej.is_object() || !ej.contains("as") || (ej.contains("card") == ej.contains("of")))
        fail(at, "expected {\"card\": instance, \"as\": ...} or {\"of\": card, \"as\": ...}");
      Identity e;
      if (ej.contains("card")) {
        if (!ej["card"].is_number_integer()) fail(at + ".card", "expected an instance id");
        checkInst(ej["card"].get<int64_t>(), at + ".card");
        e.inst = Inst(ej["card"].get<int>());
        e.of = s.instCard[size_t(e.inst)];
      } else {
        e.of = cardNamed(ej["of"], at + ".of");
      }
      e.as = cardNamed(ej["as"], at + ".as");
      const std::string until =
          ej.contains("until") && ej["until"].is_string() ? ej["until"].get<std::string>() : "";
      const auto* name = std::find_if(std::begin(kUntilNames), std::end(kUntilNames),
                                      [&](const char* n) { return until == n; });
      if (name == std::end(kUntilNames))
        fail(at + ".until", "expected leavesPlay, turnsOf, ownedBy or removed");
      e.until = Until(name - std::begin(kUntilNames));
      e.player = number<PlayerId>(ej, "player", NoPlayer, NoPlayer, PlayerId(s.players.size() - 1),
                                  at + ".");
      if ((e.until == Until::TurnsOf || e.until == Until::OwnedBy) && e.player == NoPlayer)
        fail(at + ".player", "required with turnsOf and ownedBy");
      if (e.until == Until::LeavesPlay &&
          (e.inst == NoInst || s.instLoc[size_t(e.inst)].zone != Zone::InPlay))
        fail(at + ".card", "leavesPlay: not in play");
      s.identities.push_back(e);
    }
  }

  // Durations staying in play: each names a card in its owner's play area.
  void readLasting() {
    if (!root.contains("players")) return;
    for (size_t p = 0; p < s.players.size(); ++p) {
      const json& pj = root["players"][p];
      for (const char* key : {"lasting", "due"})
        if (pj.is_object() && pj.contains(key)) readLastingList(pj[key], p, key);
    }
  }

  void readLastingList(const json& arr, size_t p, const std::string& key) {
    {
      const std::string path = "players[" + std::to_string(p) + "]." + key;
      if (!arr.is_array()) fail(path, "expected a list");
      // A Duration removed from play (a Treasure-Duration trashed from play, or put onto its
      // owner's deck by Mandarin with what played it) still does what it set up (REMOVED FROM
      // PLAY): its entry may name it, or its keeper, anywhere out of play, but never in another
      // player's play area.
      auto inPlayOrRemoved = [&](const json& v, const std::string& field) {
        if (!v.is_number_integer()) fail(field, "expected an instance id");
        checkInst(v.get<int64_t>(), field);
        const Inst i = Inst(v.get<int>());
        const Location at = s.instLoc[size_t(i)];
        if (at.zone == Zone::InPlay && at.owner != int8_t(p))
          fail(field, "in another player's play area");
        return i;
      };
      for (size_t k = 0; k < arr.size(); ++k) {
        const std::string at = path + "[" + std::to_string(k) + "]";
        const json& lj = arr[k];
        if (!lj.is_object() || !lj.contains("card") || !lj.contains("as")) fail(at, "expected {\"card\": ..., \"as\": ...}");
        Lasting l;
        l.card = inPlayOrRemoved(lj["card"], at + ".card");
        l.as = cardNamed(lj["as"], at + ".as");
        if (!card(l.as).nextTurn) fail(at + ".as", std::string(card(l.as).name) + " does nothing on a later turn");
        if (lj.contains("keeper") && !lj["keeper"].is_null())
          l.keeper = inPlayOrRemoved(lj["keeper"], at + ".keeper");
        l.data = number<int32_t>(lj, "data", 0, INT32_MIN, INT32_MAX, at + ".");
        (key == "due" ? s.players[p].due : s.players[p].lasting).push_back(l);
      }
    }
  }

  std::vector<int> parseRanges(const json& v, const std::string& field) {
    if (!v.is_string()) fail(field, "expected ranges like \"3-40,52\"");
    std::vector<int> out;
    const std::string t = v.get<std::string>();
    size_t k = 0;
    while (k < t.size()) {
      int a = 0, b = 0;
      auto r = std::from_chars(t.data() + k, t.data() + t.size(), a);
      if (r.ec != std::errc()) fail(field, "expected ranges like \"3-40,52\"");
      b = a;
      const char* p = r.ptr;
      if (p < t.data() + t.size() && *p == '-') {
        auto r2 = std::from_chars(p + 1, t.data() + t.size(), b);
        if (r2.ec != std::errc() || b < a) fail(field, "expected ranges like \"3-40,52\"");
        p = r2.ptr;
      }
      if (b - a > 1000) fail(field, "range too long");
      for (int x = a; x <= b; ++x) out.push_back(x);
      if (p < t.data() + t.size() && *p != ',') fail(field, "expected ranges like \"3-40,52\"");
      k = size_t(p - t.data()) + 1;
    }
    return out;
  }

  // The cards of a pile given by its count, bottom first: copies of its card, or for a pile of
  // mixed cards (Ruins) the bottom `count` cards of a new game's pile (the ones left after the
  // top cards were gained).
  std::vector<CardId> pileContents(CardId name, int count, const std::string& field) const {
    const Game& fresh = *freshGame;
    const int k = fresh.pileIndex(name);
    const bool mixed =
        k >= 0 && fresh.s.supply[size_t(k)].card == name &&
        std::any_of(fresh.s.supply[size_t(k)].cards.begin(), fresh.s.supply[size_t(k)].cards.end(),
                    [&](Inst i) { return fresh.printedOf(i) != name; });
    if (!mixed) {
      if (namesOnlyAPile(name))
        fail(field, std::string(card(name).name) + " is not a pile of this game: list its cards");
      return std::vector<CardId>(size_t(count), name);
    }
    const auto& cards = fresh.s.supply[size_t(k)].cards;
    if (size_t(count) > cards.size())
      fail(field, "a new game's " + std::string(card(name).name) + " pile has " +
                      std::to_string(cards.size()) + " cards; list more in \"cards\"");
    std::vector<CardId> out;
    for (size_t n = 0; n < size_t(count); ++n) out.push_back(fresh.printedOf(cards[n]));
    return out;
  }

  void readPileExtras(const json& pj, const std::string& path, Pile& pile, bool inSupply) {
    pile.inSupply = flag(pj, "inSupply", inSupply, path + ".");
    if (!pj.contains("tokens")) return;
    const json& tj = pj["tokens"];
    if (!tj.is_object()) fail(path + ".tokens", "expected an object of token counts");
    for (auto& [key, v] : tj.items()) {
      const auto it = std::find(kPileTokens.begin(), kPileTokens.end(), key);
      if (it == kPileTokens.end()) fail(path + ".tokens." + key, "unknown token");
      pile.tokens[size_t(it - kPileTokens.begin())] = number<int8_t>(tj, key.c_str(), 0, 0, 100, path + ".tokens.");
    }
  }

  void checkInst(int64_t i, const std::string& field) {
    if (i < 0 || i >= int64_t(s.instCard.size())) fail(field, "no card instance #" + std::to_string(i));
  }

  void readFrames() {
    if (!root.contains("resolution")) return;
    const json& arr = root["resolution"];
    if (!arr.is_array()) fail("resolution", "expected a list");
    for (size_t k = 0; k < arr.size(); ++k) {
      const std::string path = "resolution[" + std::to_string(k) + "]";
      const json& fj = arr[k];
      if (!fj.is_object()) fail(path, "expected an object");
      Frame f;
      const std::string kindName =
          fj.contains("kind") && fj["kind"].is_string() ? fj["kind"].get<std::string>() : "";
      const bool oldReaction = kindName == kOldReactionFrame;
      const int kind =
          oldReaction ? int(Frame::Trigger) : indexOf<Frame::Kind>(kFrameNames, kindName);
      if (kind < 0) fail(path + ".kind", "expected ability, reaction, attackWindow, duration or startOfTurn");
      f.kind = Frame::Kind(kind);
      if (f.kind != Frame::StartOfTurn && f.kind != Frame::Triggers && f.kind != Frame::PlayTreasures) {
        if (!fj.contains("card")) fail(path + ".card", "missing");
        f.card = cardNamed(fj["card"], path + ".card");
      }
      f.player = number<PlayerId>(fj, "player", 0, 0, PlayerId(s.players.size() - 1), path + ".");
      f.begun = flag(fj, "begun", false, path + ".");
      f.step = number<int16_t>(fj, "step", 0, 0, 1000, path + ".");
      f.immune = number<uint8_t>(fj, "immune", 0, 0, 63, path + ".");
      f.a = number<int32_t>(fj, "a", 0, INT32_MIN, INT32_MAX, path + ".");
      f.b = number<int32_t>(fj, "b", 0, INT32_MIN, INT32_MAX, path + ".");
      f.c = number<int32_t>(fj, "c", 0, INT32_MIN, INT32_MAX, path + ".");
      if (fj.contains("source") && !fj["source"].is_null()) {
        f.source = number<Inst>(fj, "source", NoInst, 0, 30000, path + ".");
        checkInst(f.source, path + ".source");
      }
      if (fj.contains("named") && !fj["named"].is_null()) f.named = cardNamed(fj["named"], path + ".named");
      if (fj.contains("cards")) {
        if (!fj["cards"].is_array()) fail(path + ".cards", "expected a list of instance ids");
        for (const json& c : fj["cards"]) {
          if (!c.is_number_integer()) fail(path + ".cards", "expected a list of instance ids");
          // A Triggers frame's cards are records of numbers, checked by the digest.
          if (f.kind != Frame::Triggers) checkInst(c.get<int64_t>(), path + ".cards");
          f.cards.push_back(c.get<int32_t>());
        }
      }
      f.listener = number<int8_t>(fj, "listener", -1, -1, 100, path + ".");
      if (oldReaction) readOldReaction(f, path);
      if (f.kind == Frame::Trigger && (f.listener < 0 || size_t(f.listener) >= card(f.card).listeners.size()))
        fail(path + ".listener", "no such triggered ability of " + std::string(card(f.card).name));
      if (f.kind == Frame::Duration && !card(f.card).nextTurn) fail(path + ".card", std::string(card(f.card).name) + " does nothing on a later turn");
      if (f.kind == Frame::AttackWindow && (f.b < 0 || f.b >= int(k)))
        fail(path + ".b", "must be the index of the Attack's frame");
      s.frames.push_back(std::move(f));
    }
    restartWindowsAfterReactions();
  }

  // A Reaction resolving above its Attack window gives every player from the attacker's left a
  // new chance afterwards (2019 rule, Reactions ② § III): the window then asks from the first
  // player again. Positions saved before that rule kept the reacting player's offset.
  void restartWindowsAfterReactions() {
    for (size_t w = 0; w < s.frames.size(); ++w) {
      Frame& window = s.frames[w];
      if (window.kind != Frame::AttackWindow || window.step != 0) continue;
      for (size_t k = w + 1; k < s.frames.size(); ++k) {
        const Frame& t = s.frames[k];
        if (t.kind == Frame::Trigger && t.c == window.b &&
            card(t.card).listeners[size_t(t.listener)].when == When::Attack)
          window.a = 1;
      }
    }
  }

  // An old "reaction" frame (kOldReactionFrame) becomes the Trigger frame of its card's
  // When::Attack listener: a = the Attack, b = the attacker, c = the Attack's frame (its old b).
  void readOldReaction(Frame& f, const std::string& path) {
    const auto& ls = card(f.card).listeners;
    const auto it = std::find_if(ls.begin(), ls.end(),
                                 [](const Listener& l) { return l.when == When::Attack; });
    if (it == ls.end()) fail(path + ".card", std::string(card(f.card).name) + " has no reaction");
    if (f.b < 0 || size_t(f.b) >= s.frames.size())
      fail(path + ".b", "must be the index of the Attack's frame");
    const Frame& attack = s.frames[size_t(f.b)];
    f.listener = int8_t(it - ls.begin());
    f.c = f.b;
    f.a = attack.source;
    f.b = attack.player;
  }

  static Text textKeyed(const json& v, bool option, const std::string& field) {
    if (!v.is_string()) fail(field, "expected a text's key");
    const auto t = fromKey(v.get<std::string>());
    if (!t || isOption(*t) != option)
      fail(field, std::string("unknown ") + (option ? "option" : "question") + " \"" +
                      v.get<std::string>() + "\"");
    return *t;
  }

  // A question's argument: a card's name, or a number. A card written as a number is from a
  // position saved before cards were written by name, when the ids were those of kCardIdsBefore.
  static int32_t argRead(Text t, int k, const json& v, const std::string& field) {
    const bool isCard = argKind(t, k) == TextArgKind::Card;
    if (isCard && v.is_string()) return cardNamed(v, field);
    if (!v.is_number_integer()) fail(field, isCard ? "expected a card's name" : "expected a number");
    const int32_t n = v.get<int32_t>();
    if (!isCard) return n;
    if (n < 0 || size_t(n) >= std::size(kCardIdsBefore)) fail(field, "no card has the number " + std::to_string(n));
    return cardNamed(json(kCardIdsBefore[size_t(n)]), field);
  }

  // The question: its key and arguments; in positions written before keys, its English text
  // ("prompt"), read back through the vocabulary.
  static void readQuestion(const json& dj, Decision& d, const std::string& at) {
    if (dj.contains("id")) {
      if (!dj["id"].is_null()) d.id = textKeyed(dj["id"], false, at + ".id");
      if (!dj.contains("args")) return;
      const json& args = dj["args"];
      if (!args.is_array() || args.size() > d.args.size())
        fail(at + ".args", "expected a list of at most 3 numbers");
      for (size_t k = 0; k < args.size(); ++k)
        d.args[k] = argRead(d.id, int(k), args[k], at + ".args[" + std::to_string(k) + "]");
    } else if (dj.contains("prompt")) {
      if (!dj["prompt"].is_string()) fail(at + ".prompt", "expected text");
      const auto q = matchQuestion(dj["prompt"].get<std::string>());
      if (!q) fail(at + ".prompt", "not a question the engine asks");
      d.id = q->id;
      d.args = q->args;
    }
  }

  // A selectOption's options: keys (with an argument when the text takes one); in positions
  // written before keys, their English labels.
  static void readOptions(const json& dj, Decision& d, const std::string& at) {
    if (dj.contains("options")) {
      const json& options = dj["options"];
      if (!options.is_array()) fail(at + ".options", "expected a list of options");
      for (size_t k = 0; k < options.size(); ++k) {
        const std::string path = at + ".options[" + std::to_string(k) + "]";
        const json& oj = options[k];
        if (oj.is_string()) {
          d.options.push_back({textKeyed(oj, true, path), 0});
          continue;
        }
        if (!oj.is_object() || !oj.contains("id"))
          fail(path, "expected an option: {\"id\": key, \"arg\": number}");
        const Text id = textKeyed(oj["id"], true, path + ".id");
        d.options.push_back({id, oj.contains("arg") ? argRead(id, 0, oj["arg"], path + ".arg") : 0});
      }
    } else if (dj.contains("labels")) {
      if (!dj["labels"].is_array()) fail(at + ".labels", "expected a list of text");
      for (size_t k = 0; k < dj["labels"].size(); ++k) {
        const json& l = dj["labels"][k];
        const std::string path = at + ".labels[" + std::to_string(k) + "]";
        if (!l.is_string()) fail(path, "expected text");
        const auto o = matchOption(l.get<std::string>());
        if (!o) fail(path, "not an option the engine offers");
        d.options.push_back({o->id, o->args[0]});
      }
    }
  }

  void readDecision() {
    if (root.contains("deferred")) {
      const json& arr = root["deferred"];
      if (!arr.is_array()) fail("deferred", "expected a list of decisions");
      for (size_t k = 0; k < arr.size(); ++k) {
        Decision d;
        readDecisionInto(arr[k], d, "deferred[" + std::to_string(k) + "]");
        if (phaseOf(d.kind) != Phase::GameOver) fail("deferred[" + std::to_string(k) + "]", "only a card's decision waits");
        s.deferred.push_back(std::move(d));
      }
    }
    if (!root.contains("decision") || root["decision"].is_null()) return;
    readDecisionInto(root["decision"], s.decision, "decision");
    const Decision& d = s.decision;
    const bool phase = phaseOf(d.kind) != Phase::GameOver;
    if (!phase && s.frames.empty()) fail("decision", "a card's decision needs the resolution that asks it");
    if (phase && !s.frames.empty()) fail("decision", "a phase decision cannot be pending during a resolution");
    if (d.forced) fail("decision.forced", "only a waiting decision can be forced");
  }

  void readDecisionInto(const json& dj, Decision& d, const std::string& at) {
    if (!dj.is_object()) fail(at, "expected an object");
    const int kind = dj.contains("kind") && dj["kind"].is_string() ? indexOf<DecisionKind>(kDecisionNames, dj["kind"].get<std::string>()) : -1;
    if (kind <= 0) fail(at + ".kind", "unknown decision kind");
    d.kind = DecisionKind(kind);
    d.player = number<PlayerId>(dj, "player", 0, 0, PlayerId(s.players.size() - 1), at + ".");
    if (dj.contains("asking") && !dj["asking"].is_null()) d.asking = cardNamed(dj["asking"], at + ".asking");
    d.min = number<int16_t>(dj, "min", 0, 0, 10000, at + ".");
    d.max = number<int16_t>(dj, "max", 0, 0, 10000, at + ".");
    if (d.min > d.max) fail(at + ".min", "greater than max");
    d.ordered = flag(dj, "ordered", false, at + ".");
    d.distinct = flag(dj, "distinct", true, at + ".");
    d.forced = flag(dj, "forced", false, at + ".");
    readQuestion(dj, d, at);
    readOptions(dj, d, at);
    if (dj.contains("choices")) {
      const json& c = dj["choices"];
      if (!c.is_array()) fail(at + ".choices", "expected a list");
      for (size_t k = 0; k < c.size(); ++k) {
        const std::string path = at + ".choices[" + std::to_string(k) + "]";
        if (d.kind == DecisionKind::NameCard) {
          d.choices.push_back(cardNamed(c[k], path));
          continue;
        }
        if (!c[k].is_number_integer()) fail(path, "expected a number");
        const int64_t v = c[k].get<int64_t>();
        if (d.kind == DecisionKind::SelectCards) checkInst(v, path);
        if (d.kind == DecisionKind::SelectPile && (v < 0 || v >= int64_t(s.supply.size()))) fail(path, "no such pile");
        d.choices.push_back(int32_t(v));
      }
    }
  }
};

}  // namespace

Game fromJson(const json& j) {
  Reader r{j, {}, {}, {}};
  return r.read();
}

Game loadPosition(const std::string& text) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number too large (out_of_range)
    throw PositionError("", std::string("not valid JSON (") + e.what() + ")");
  }
  try {
    return fromJson(j);
  } catch (const json::exception& e) {
    throw PositionError("", std::string("malformed position (") + e.what() + ")");
  }
}

}  // namespace dom
