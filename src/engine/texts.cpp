#include "texts.hpp"

#include <algorithm>
#include <charconv>
#include <unordered_map>
#include <vector>

#include "card.hpp"

namespace dom {

namespace {

struct Entry {
  Text id;
  std::string_view key;
  std::string_view english;
};

// By Text: None first, then the list.
// clang-format off
constexpr Entry kEntries[] = {
    {Text::None, "", ""},
#define DOM_TEXT_ENTRY(id, key, english) {Text::id, key, english},
    DOM_TEXTS(DOM_TEXT_ENTRY)
#undef DOM_TEXT_ENTRY
};
// clang-format on

constexpr Text kAllTexts[] = {
#define DOM_TEXT_ID(id, key, english) Text::id,
    DOM_TEXTS(DOM_TEXT_ID)
#undef DOM_TEXT_ID
};

// Earlier wordings of a question, read back as the question (Replace asked Remodel's question
// in fewer words).
constexpr Entry kEarlierWordings[] = {
    {Text::GainUpToMoreThanTrashed, "", "Gain a card costing up to ${0} more"},
};

const Entry& entry(Text t) {
  const size_t k = size_t(t);
  return k < std::size(kEntries) ? kEntries[k] : kEntries[0];
}

// ---- templates ---------------------------------------------------------------------------

using ArgKind = TextArgKind;

// A template is a run of pieces: a literal, then an argument (none after the last literal).
struct Piece {
  std::string_view literal;
  int arg = -1;
  ArgKind kind = ArgKind::Number;
};

std::vector<Piece> parseTemplate(std::string_view t) {
  std::vector<Piece> out;
  size_t at = 0;
  for (;;) {
    const size_t open = t.find('{', at);
    const size_t close = open == std::string_view::npos ? open : t.find('}', open);
    if (close == std::string_view::npos) {
      out.push_back({t.substr(at), -1, ArgKind::Number});
      return out;
    }
    const std::string_view inside = t.substr(open + 1, close - open - 1);
    const size_t colon = inside.find(':');
    const std::string_view number = inside.substr(0, colon);
    const std::string_view kind = colon == std::string_view::npos ? "" : inside.substr(colon + 1);
    Piece p{t.substr(at, open - at), 0, ArgKind::Number};
    std::from_chars(number.data(), number.data() + number.size(), p.arg);
    if (kind == "ordinal") p.kind = ArgKind::Ordinal;
    if (kind == "card") p.kind = ArgKind::Card;
    out.push_back(p);
    at = close + 1;
  }
}

struct Parsed {
  std::vector<std::vector<Piece>> pieces;  // by Text
  std::vector<int> argCounts;              // by Text
};

const Parsed& parsed() {
  static const Parsed p = [] {
    Parsed out;
    for (const Entry& e : kEntries) {
      out.pieces.push_back(parseTemplate(e.english));
      int n = 0;
      for (const Piece& piece : out.pieces.back()) n = std::max(n, piece.arg + 1);
      out.argCounts.push_back(n);
    }
    return out;
  }();
  return p;
}

std::string ordinal(int32_t n) {
  const int32_t tens = n % 100, ones = n % 10;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                       : ones == 1                ? "st"
                       : ones == 2                ? "nd"
                       : ones == 3                ? "rd"
                                                  : "th";
  return std::to_string(n) + suffix;
}

std::string argText(ArgKind kind, int32_t value) {
  switch (kind) {
    case ArgKind::Ordinal:
      return ordinal(value);
    case ArgKind::Card:
      return value >= 0 && size_t(value) < cardTable().size()
                 ? std::string(card(CardId(value)).name)
                 : "?";
    case ArgKind::Number:
      break;
  }
  return std::to_string(value);
}

std::string fill(const std::vector<Piece>& pieces, const TextArgs& args) {
  std::string out;
  for (const Piece& p : pieces) {
    out += p.literal;
    if (p.arg >= 0 && size_t(p.arg) < args.size()) out += argText(p.kind, args[size_t(p.arg)]);
  }
  return out;
}

// ---- reading English back ------------------------------------------------------------------

// Whether s is the text of the pieces from k on (their arguments read into args).
bool matchPieces(const std::vector<Piece>& pieces, size_t k, std::string_view s, TextArgs& args);

// Piece k's argument at the start of s, then the pieces after it. A card's name is tried card
// by card, the rest of the text deciding (Copper or Coppersmith).
bool matchArg(const std::vector<Piece>& pieces, size_t k, std::string_view s, TextArgs& args) {
  const Piece& p = pieces[k];
  int32_t value = 0;
  if (p.kind == ArgKind::Card) {
    for (size_t c = 0; c < cardTable().size(); ++c) {
      const std::string_view name = card(CardId(c)).name;
      if (!s.starts_with(name)) continue;
      args[size_t(p.arg)] = int32_t(c);
      if (matchPieces(pieces, k + 1, s.substr(name.size()), args)) return true;
    }
    return false;
  }
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc()) return false;
  size_t used = size_t(end - s.data());
  if (p.kind == ArgKind::Ordinal) {
    if (s.substr(used, 2) != ordinal(value).substr(std::to_string(value).size())) return false;
    used += 2;
  }
  args[size_t(p.arg)] = value;
  return matchPieces(pieces, k + 1, s.substr(used), args);
}

bool matchPieces(const std::vector<Piece>& pieces, size_t k, std::string_view s, TextArgs& args) {
  const Piece& p = pieces[k];
  if (!s.starts_with(p.literal)) return false;
  s.remove_prefix(p.literal.size());
  if (p.arg < 0) return s.empty();
  if (size_t(p.arg) >= args.size()) return false;
  return matchArg(pieces, k, s, args);
}

struct Candidate {
  Text id;
  std::vector<Piece> pieces;
};

// The fixed texts by their English, then the templates with arguments; questions and options
// apart (an option may have a question's words).
struct Matcher {
  std::unordered_map<std::string_view, Text> fixed[2];
  std::vector<Candidate> patterns[2];

  void add(Text id, std::string_view english) {
    std::vector<Piece> pieces = parseTemplate(english);
    const int side = isOption(id) ? 1 : 0;
    if (pieces.size() == 1)
      fixed[side].emplace(english, id);
    else
      patterns[side].push_back({id, std::move(pieces)});
  }

  Matcher() {
    for (Text t : kAllTexts) add(t, entry(t).english);
    for (const Entry& e : kEarlierWordings) add(e.id, e.english);
  }

  std::optional<TextMatch> match(std::string_view english, int side) const {
    if (english.empty()) return side == 0 ? std::optional<TextMatch>(TextMatch{}) : std::nullopt;
    if (auto it = fixed[side].find(english); it != fixed[side].end())
      return TextMatch{it->second, {}};
    for (const Candidate& c : patterns[side]) {
      TextMatch m{c.id, {}};
      if (matchPieces(c.pieces, 0, english, m.args)) return m;
    }
    return std::nullopt;
  }
};

const Matcher& matcher() {
  static const Matcher m;
  return m;
}

}  // namespace

std::span<const Text> allTexts() { return kAllTexts; }

std::string_view key(Text t) { return entry(t).key; }

std::string_view english(Text t) { return entry(t).english; }

std::optional<Text> fromKey(std::string_view key) {
  for (Text t : kAllTexts)
    if (entry(t).key == key) return t;
  return std::nullopt;
}

bool isOption(Text t) { return entry(t).key.starts_with("option."); }

int argCount(Text t) {
  const size_t k = size_t(t);
  return k < parsed().argCounts.size() ? parsed().argCounts[k] : 0;
}

TextArgKind argKind(Text t, int k) {
  const size_t at = size_t(t);
  if (at < parsed().pieces.size())
    for (const Piece& p : parsed().pieces[at])
      if (p.arg == k) return p.kind;
  return TextArgKind::Number;
}

std::string render(Text t, const TextArgs& args) {
  const size_t k = size_t(t);
  return k < parsed().pieces.size() ? fill(parsed().pieces[k], args) : std::string();
}

std::string fillTemplate(std::string_view englishTemplate, const TextArgs& args) {
  return fill(parseTemplate(englishTemplate), args);
}

std::optional<TextArgs> readTemplate(std::string_view englishTemplate, std::string_view english) {
  TextArgs args{};
  if (!matchPieces(parseTemplate(englishTemplate), 0, english, args)) return std::nullopt;
  return args;
}

std::optional<TextMatch> matchQuestion(std::string_view english) {
  return matcher().match(english, 0);
}

std::optional<TextMatch> matchOption(std::string_view english) {
  return matcher().match(english, 1);
}

}  // namespace dom
