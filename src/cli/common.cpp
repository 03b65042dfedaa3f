// Shared helpers of the dominion-cli commands.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"

namespace cli {

// ---- arguments --------------------------------------------------------------------------

bool Args::has(std::string_view name) const {
  return std::any_of(options.begin(), options.end(),
                     [&](const auto& o) { return o.first == name; });
}

std::optional<std::string> Args::value(std::string_view name) const {
  for (auto it = options.rbegin(); it != options.rend(); ++it)
    if (it->first == name) return it->second;
  return std::nullopt;
}

Args parseArgs(std::string_view command, std::span<const std::string> argv,
               std::span<const OptionSpec> options) {
  Args args;
  bool onlyPositional = false;
  for (size_t k = 0; k < argv.size(); ++k) {
    const std::string& a = argv[k];
    if (onlyPositional || a == "-" || a.empty() || a[0] != '-') {
      args.positional.push_back(a);
      continue;
    }
    if (a == "--") {
      onlyPositional = true;
      continue;
    }
    const size_t eq = a.find('=');
    const std::string name = a.substr(0, eq);
    const auto spec = std::find_if(options.begin(), options.end(),
                                   [&](const OptionSpec& o) { return o.name == name; });
    if (spec == options.end())
      usageError("unknown option " + name + " for '" + std::string(command) +
                 "' (see dominion-cli " + std::string(command) + " --help)");
    if (!spec->takesValue) {
      if (eq != std::string::npos) usageError("option " + name + " takes no value");
      args.options.emplace_back(name, "");
      continue;
    }
    if (eq != std::string::npos) {
      args.options.emplace_back(name, a.substr(eq + 1));
    } else if (k + 1 < argv.size()) {
      args.options.emplace_back(name, argv[++k]);
    } else {
      usageError("option " + name + " needs a value");
    }
  }
  return args;
}

// ---- text -------------------------------------------------------------------------------

std::string trim(std::string_view s) {
  auto notSpace = [](unsigned char c) { return !std::isspace(c); };
  auto b = std::find_if(s.begin(), s.end(), notSpace);
  auto e = std::find_if(s.rbegin(), s.rend(), notSpace).base();
  return b < e ? std::string(b, e) : std::string();
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

uint64_t parseNumber(std::string_view option, const std::string& text) {
  uint64_t v = 0;
  const char* end = text.data() + text.size();
  auto r = std::from_chars(text.data(), end, v);
  if (text.empty() || r.ec != std::errc() || r.ptr != end)
    usageError("option " + std::string(option) + " expects a whole number, not \"" + text + "\"");
  return v;
}

// ---- input ------------------------------------------------------------------------------

std::string readInput(const std::string& path) {
  if (path == "-") {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    if (std::cin.bad()) throw Failure(BadPosition, "cannot read standard input");
    return ss.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw Failure(BadPosition, "cannot read " + path + ": it is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Failure(BadPosition, "cannot read " + path + ": " + std::strerror(errno));
  try {
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) throw Failure(BadPosition, "cannot read " + path);
    return ss.str();
  } catch (const std::ios_base::failure& e) {
    throw Failure(BadPosition, "cannot read " + path + ": " + e.what());
  }
}

dom::Game readPosition(const std::string& path) {
  const std::string text = readInput(path);
  const std::string where = path == "-" ? "standard input" : path;
  try {
    return dom::loadPosition(text);
  } catch (const dom::PositionError& e) {
    throw Failure(BadPosition, where + ": invalid position: " + e.what());
  }
}

// ---- card names -------------------------------------------------------------------------

namespace {

// Lower-case letters and digits only, as findCardLoose compares names.
std::string fold(std::string_view s) {
  std::string out;
  for (char c : s)
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Optimal string alignment distance (Levenshtein with transpositions of neighbours).
size_t editDistance(const std::string& a, const std::string& b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<size_t>> d(n + 1, std::vector<size_t>(m + 1));
  for (size_t i = 0; i <= n; ++i) d[i][0] = i;
  for (size_t j = 0; j <= m; ++j) d[0][j] = j;
  for (size_t i = 1; i <= n; ++i)
    for (size_t j = 1; j <= m; ++j) {
      const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[n][m];
}

}  // namespace

std::vector<std::string> similarCards(std::string_view name, bool kingdomOnly, size_t max) {
  const std::string key = fold(name);
  if (key.empty()) return {};
  // Allow about one mistake per three letters; a prefix of 3+ letters ("throne") also counts.
  const size_t allowed = std::max<size_t>(1, key.size() / 3);
  std::vector<std::pair<size_t, std::string>> found;
  for (const dom::CardDef& d : dom::cardTable()) {
    if (kingdomOnly && !d.isKingdom()) continue;
    const std::string other = fold(d.name);
    size_t dist = editDistance(key, other);
    if (key.size() >= 3 && other.starts_with(key)) dist = std::min<size_t>(dist, 1);
    if (dist <= allowed) found.emplace_back(dist, std::string(d.name));
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (size_t k = 0; k < found.size() && k < max; ++k) out.push_back(found[k].second);
  return out;
}

std::string didYouMean(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string out = " (did you mean ";
  for (size_t k = 0; k < names.size(); ++k) {
    if (k) out += k + 1 == names.size() ? " or " : ", ";
    out += names[k];
  }
  return out + "?)";
}

// ---- moves ------------------------------------------------------------------------------

std::vector<std::string> legalMoveTexts(const dom::Game& g, size_t limit, uint64_t* unlisted,
                                        EndForm endForm) {
  const dom::LegalMoves legal = g.legalMoves(limit);
  if (unlisted) *unlisted = legal.total - legal.moves.size();
  std::vector<std::string> out;
  for (const dom::Move& m : legal.moves) {
    if (m.kind == dom::MoveKind::EndPhase && endForm == EndForm::Named) {
      out.push_back(g.decision().kind == dom::DecisionKind::ActionPhase ? "end actions"
                                                                        : "end buys");
      out.push_back("end turn");
      continue;
    }
    out.push_back(dom::formatMove(g, m));
  }
  return out;
}

}  // namespace cli
