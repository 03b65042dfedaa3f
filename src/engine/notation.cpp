#include "notation.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace dom {

namespace {

std::string trim(std::string s) {
  auto notSpace = [](unsigned char c) { return !std::isspace(c); };
  s.erase(s.begin(), std::find_if(s.begin(), s.end(), notSpace));
  s.erase(std::find_if(s.rbegin(), s.rend(), notSpace).base(), s.end());
  return s;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> splitList(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    const size_t comma = s.find(',', start);
    const std::string item =
        trim(s.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (!item.empty()) out.push_back(item);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

// A pile named by a card: by its top card, by the name of a pile of mixed cards ("Ruins"), or
// by its own name while empty. A card under another one of its pile is not on offer.
bool onTop(const Game& g, int pile, CardId c) { return g.topCard(pile) == c || namesOnlyAPile(c); }

std::optional<Move> failWith(std::string* error, std::string why) {
  if (error) *error = std::move(why);
  return std::nullopt;
}

// "Copper" or "Copper#12" or "#12".
struct CardRef {
  CardId card = NoCard;
  int inst = -1;
};

std::optional<CardRef> parseCardRef(const std::string& text) {
  CardRef r;
  std::string name = text;
  if (auto hash = text.rfind('#'); hash != std::string::npos) {
    // The whole rest must be the number: "Copper#12", not "Copper#12x".
    const std::string digits = trim(text.substr(hash + 1));
    const auto end = digits.data() + digits.size();
    const auto res = std::from_chars(digits.data(), end, r.inst);
    if (digits.empty() || res.ec != std::errc() || res.ptr != end || r.inst < 0)
      return std::nullopt;
    name = trim(text.substr(0, hash));
  }
  if (!name.empty()) {
    r.card = findCardLoose(name);
    if (r.card == NoCard) return std::nullopt;
  }
  return r;
}

// Finds an instance in `pool` matching ref and not in `taken`.
Inst matchInst(const Game& g, const std::vector<int32_t>& pool, const CardRef& ref,
               const std::vector<int32_t>& taken) {
  for (int32_t i : pool) {
    if (std::find(taken.begin(), taken.end(), i) != taken.end()) continue;
    if (ref.inst >= 0 && i != ref.inst) continue;
    if (ref.card != NoCard && g.cardOf(Inst(i)) != ref.card) continue;
    return Inst(i);
  }
  return NoInst;
}

// What is pending, for the refusal of a named `end`: "Player 2's Action phase".
std::string pendingWhat(const Game& g) {
  const Decision& d = g.decision();
  const std::string who = "Player " + std::to_string(d.player + 1) + "'s ";
  switch (d.kind) {
    case DecisionKind::ActionPhase:
      return who + "Action phase";
    case DecisionKind::BuyPhase:
      return who + "Buy phase";
    default:
      return who + "answer" + (d.asking != NoCard ? " to " + std::string(card(d.asking).name) : "");
  }
}

// `end` ends whatever phase is pending (the form of move lists written before the named ones).
// `end actions`, `end buys` and `end turn` are refused when what they name is not pending, so
// that a move meant for a phase the engine already left (no Action to play) does not end the
// next one. `end turn` is one move in the Buy phase; from the Action phase it is two (`end
// actions`, `end buys`), which a caller applying lists of moves may do for it.
std::optional<Move> parseEnd(const Game& g, const std::string& what, std::string* error) {
  std::string key;
  for (char c : lower(what))
    if (!std::isspace(static_cast<unsigned char>(c))) key += c;
  if (key.empty()) return Move::end();
  const bool actions = key == "action" || key == "actions" || key == "actionphase";
  const bool buys = key == "buy" || key == "buys" || key == "buyphase";
  const bool turn = key == "turn";
  if (!actions && !buys && !turn)
    return failWith(error, "end what? (end, end actions, end buys or end turn)");
  if (g.isOver()) return failWith(error, "the game is over");
  const DecisionKind pending = g.decision().kind;
  if (actions && pending != DecisionKind::ActionPhase)
    return failWith(error,
                    "end actions ends the Action phase, but " + pendingWhat(g) + " is pending");
  if (buys && pending != DecisionKind::BuyPhase)
    return failWith(error, "end buys ends the Buy phase, but " + pendingWhat(g) + " is pending");
  if (turn && pending == DecisionKind::ActionPhase)
    return failWith(error,
                    "end turn from the Action phase is two moves: end actions, then end buys");
  if (turn && pending != DecisionKind::BuyPhase)
    return failWith(error, "end turn ends a turn in its Action or Buy phase, but " +
                               pendingWhat(g) + " is pending");
  return Move::end();
}

// "coffers 2", "villager", "villagers 3", "pay debt 2": the verb's tokens and how many (1 when
// no number follows). Returns nullopt when `low` is no token move.
std::optional<Move> parseTokenMove(const std::string& low, std::string* error, bool* isTokenMove) {
  struct Form {
    const char* words;
    MoveKind kind;
  };
  static constexpr Form kForms[] = {
      {"spend coffers", MoveKind::SpendCoffers},     {"coffers", MoveKind::SpendCoffers},
      {"spend villagers", MoveKind::SpendVillagers}, {"spend villager", MoveKind::SpendVillagers},
      {"villagers", MoveKind::SpendVillagers},       {"villager", MoveKind::SpendVillagers},
      {"pay off debt", MoveKind::PayDebt},           {"pay debt", MoveKind::PayDebt}};
  *isTokenMove = false;
  for (const Form& f : kForms) {
    const std::string words = f.words;
    if (low.compare(0, words.size(), words) != 0) continue;
    if (low.size() > words.size() && low[words.size()] != ' ') continue;
    *isTokenMove = true;
    const std::string number = trim(low.substr(words.size()));
    if (number.empty()) return Move{f.kind, 1, {}};
    int n = 0;
    const auto res = std::from_chars(number.data(), number.data() + number.size(), n);
    if (res.ec != std::errc() || res.ptr != number.data() + number.size() || n < 1)
      return failWith(error, std::string(f.words) + " how many? (a number from 1)");
    return Move{f.kind, n, {}};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Move> parseMove(const Game& g, const std::string& raw, std::string* error) {
  const std::string text = trim(raw);
  const std::string low = lower(text);
  const Decision& d = g.decision();
  const size_t sp = low.find(' ');
  const std::string verb = low.substr(0, sp);
  const std::string rest = sp == std::string::npos ? "" : trim(text.substr(sp + 1));
  const PlayerId me = g.current();

  if (verb == "end") return parseEnd(g, rest, error);
  bool tokenMove = false;
  if (auto m = parseTokenMove(low, error, &tokenMove); m || tokenMove) return m;
  if (verb == "play") {
    const std::string what = lower(rest);
    if (what == "treasures" || what == "all" || what == "all treasures")
      return Move::playTreasures();
    if (what.empty())
      return failWith(error, "play what? (play a card from your hand, or play treasures)");
    // "play Village as Way of the Ox": the Action played as a Way of the game.
    std::string played = rest;
    int way = -1;
    if (const size_t as = what.find(" as "); as != std::string::npos) {
      const std::string wayName = trim(rest.substr(as + 4));
      const CardId w = findCardLoose(wayName);
      way = w == NoCard ? -1 : g.landscapeIndex(w);
      if (way < 0 || card(w).landscape != Landscape::Way)
        return failWith(error, wayName + " is no Way of this game");
      played = trim(rest.substr(0, as));
    }
    const auto ref = parseCardRef(played);
    if (!ref) return failWith(error, "unknown card \"" + played + "\"");
    std::vector<int32_t> hand(g.player(me).hand().begin(), g.player(me).hand().end());
    const Inst i = matchInst(g, hand, *ref, {});
    if (i == NoInst) return failWith(error, "no " + played + " in hand");
    return way >= 0 ? Move::playAs(i, way) : Move::play(i);
  }
  if (verb == "buy") {
    const auto ref = parseCardRef(rest);
    if (!ref || ref->card == NoCard) return failWith(error, "unknown card \"" + rest + "\"");
    if (const int landscape = g.landscapeIndex(ref->card); landscape >= 0)
      return Move::buyLandscape(landscape);
    const int pile = g.pileIndex(ref->card);
    if (pile < 0) return failWith(error, rest + " is not in the Supply");
    if (!onTop(g, pile, ref->card)) return failWith(error, rest + " is not on top of its pile");
    return Move::buy(pile);
  }
  if (verb == "choose" || verb == "name" || verb == "option" || verb == "reveal" ||
      verb == "gain" || verb == "trash" || verb == "discard" || verb == "pass") {
    std::vector<std::string> items = splitList(rest);
    if (items.size() == 1 && (lower(items[0]) == "nothing" || lower(items[0]) == "none"))
      items.clear();
    std::vector<int32_t> picks;
    switch (d.kind) {
      case DecisionKind::SelectCards:
        for (const auto& item : items) {
          const auto ref = parseCardRef(item);
          if (!ref) return failWith(error, "unknown card \"" + item + "\"");
          const Inst i = matchInst(g, d.choices, *ref, picks);
          if (i == NoInst) return failWith(error, item + " is not among the cards to choose");
          picks.push_back(i);
        }
        return Move::choose(picks);
      case DecisionKind::SelectPile:
        for (const auto& item : items) {
          const auto ref = parseCardRef(item);
          if (!ref || ref->card == NoCard) return failWith(error, "unknown card \"" + item + "\"");
          const int pile = g.pileIndex(ref->card);
          if (pile < 0) return failWith(error, item + " is not in the Supply");
          if (!onTop(g, pile, ref->card))
            return failWith(error, item + " is not on top of its pile");
          picks.push_back(pile);
        }
        return Move::choose(picks);
      case DecisionKind::NameCard:
        for (const auto& item : items) {
          const auto ref = parseCardRef(item);
          if (!ref || ref->card == NoCard) return failWith(error, "unknown card \"" + item + "\"");
          picks.push_back(ref->card);
        }
        return Move::choose(picks);
      case DecisionKind::SelectOption: {
        const std::vector<std::string> labels = optionTexts(d);
        for (const auto& item : items) {
          auto it = std::find_if(labels.begin(), labels.end(),
                                 [&](const std::string& l) { return lower(l) == lower(item); });
          if (it != labels.end()) {
            picks.push_back(int32_t(it - labels.begin()));
            continue;
          }
          // A 1-based option number.
          int n = 0;
          try {
            size_t used = 0;
            n = std::stoi(item, &used);
            if (used != item.size()) n = 0;
          } catch (...) {
          }
          if (n < 1 || n > int(labels.size())) return failWith(error, "no option \"" + item + "\"");
          picks.push_back(n - 1);
        }
        return Move::choose(picks);
      }
      default:
        return failWith(error, "no choice is pending");
    }
  }
  return failWith(error,
                  "unknown move \"" + text +
                      "\" (expected play, buy, end, choose, name, coffers, villager or pay debt)");
}

std::string formatMove(const Game& g, const Move& m) {
  auto cardName = [&](Inst i) { return std::string(g.defOf(i).name); };
  switch (m.kind) {
    case MoveKind::Play:
      if (m.way >= 0)
        return "play " + cardName(Inst(m.arg)) + " as " +
               std::string(card(g.s.landscapes[size_t(m.way)].card).name);
      return "play " + cardName(Inst(m.arg));
    case MoveKind::BuyLandscape:
      return "buy " + std::string(card(g.s.landscapes[size_t(m.arg)].card).name);
    case MoveKind::PlayAllTreasures:
      return "play treasures";
    case MoveKind::Buy:
      return "buy " + std::string(card(g.topCard(m.arg)).name);  // a mixed pile's top card
    case MoveKind::EndPhase:
      return "end";
    case MoveKind::SpendCoffers:
      return "coffers " + std::to_string(m.arg);
    case MoveKind::SpendVillagers:
      return m.arg == 1 ? "villager" : "villagers " + std::to_string(m.arg);
    case MoveKind::PayDebt:
      return "pay debt " + std::to_string(m.arg);
    case MoveKind::Choose:
      break;
  }
  const Decision& d = g.decision();
  std::string out = d.kind == DecisionKind::NameCard ? "name " : "choose ";
  if (m.picks.empty()) return out + "nothing";
  for (size_t k = 0; k < m.picks.size(); ++k) {
    if (k) out += ", ";
    const int32_t p = m.picks[k];
    switch (d.kind) {
      case DecisionKind::SelectCards: {
        // Copies in a hand are interchangeable; elsewhere (a discard pile, the trash) the
        // copy can matter, so name it exactly when another copy is also a choice. Abilities
        // offered or to order are not interchangeable either: of two Traders in hand one may
        // be the card just gained, exchanging itself.
        const Inst i = Inst(p);
        out += cardName(i);
        const bool twin = std::any_of(d.choices.begin(), d.choices.end(), [&](int32_t o) {
          return o != p && g.cardOf(Inst(o)) == g.cardOf(i);
        });
        const bool abilities = d.id == Text::ChooseNextAbility ||
                               (!g.s.frames.empty() && g.s.frames.back().kind == Frame::Triggers);
        if (twin && (g.s.instLoc[size_t(i)].zone != Zone::Hand || abilities)) {
          out += '#';
          out += std::to_string(i);
        }
        break;
      }
      case DecisionKind::SelectPile:
        out += card(g.topCard(p)).name;
        break;
      case DecisionKind::NameCard:
        out += card(CardId(p)).name;
        break;
      case DecisionKind::SelectOption:
        out += optionText(d.options[size_t(p)]);
        break;
      default:
        out += std::to_string(p);
    }
  }
  return out;
}

namespace {
std::string count(int n, const char* noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}
}  // namespace

std::string describeDecision(const Game& g) {
  if (g.isOver()) return "The game is over.";
  const Decision& d = g.decision();
  std::string who = "Player " + std::to_string(d.player + 1);
  switch (d.kind) {
    case DecisionKind::None:
      return "Nothing is pending.";
    case DecisionKind::ActionPhase:
      return who + ": Action phase (" + count(g.s.turn.actions, "Action") + ")";
    case DecisionKind::BuyPhase:
      return who + ": Buy phase ($" + std::to_string(g.s.turn.coins) +
             (g.s.turn.potions > 0 ? ", " + count(g.s.turn.potions, "Potion") : "") + ", " +
             count(g.s.turn.buys, "Buy") + ")";
    default:
      break;
  }
  std::string out = who + ": ";
  if (d.asking != NoCard) out += std::string(card(d.asking).name) + ": ";
  out += promptText(d);
  if (d.kind == DecisionKind::SelectCards || d.kind == DecisionKind::SelectOption)
    out += d.min == d.max
               ? " (choose " + std::to_string(d.min) + ")"
               : " (choose " + std::to_string(d.min) + " to " + std::to_string(d.max) + ")";
  return out;
}

}  // namespace dom
