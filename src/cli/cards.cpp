// dominion-cli cards: the card table.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli.hpp"

namespace cli {

namespace {

constexpr OptionSpec kOptions[] = {{"--json", false}};

std::vector<std::string> editionNames(uint8_t editions) {
  std::vector<std::string> out;
  if (editions & dom::FirstEdition) out.push_back("1st");
  if (editions & dom::SecondEdition) out.push_back("2nd");
  return out;
}

// The card's types, and a landscape's kind (Event, Project, Way ...).
std::vector<std::string> typeNames(const dom::CardDef& d) {
  std::vector<std::string> out;
  for (dom::Types bit = 1; bit != 0; bit <<= 1)
    if (d.types & bit) out.push_back(dom::typeLine(bit));
  if (d.isLandscape()) out.emplace_back(dom::landscapeName(d.landscape));
  return out;
}

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (size_t k = 0; k < parts.size(); ++k) {
    if (k) out += sep;
    out += parts[k];
  }
  return out;
}

int runCards(const Args& args, std::ostream& out) {
  if (!args.positional.empty()) usageError("'cards' takes no arguments");
  const auto table = dom::cardTable();
  if (args.has("--json")) {
    nlohmann::json list = nlohmann::json::array();
    for (const dom::CardDef& d : table) {
      const dom::Cost cost = d.printedCost();
      list.push_back({{"name", d.name},
                      {"set", dom::setName(d.set)},
                      {"editions", editionNames(d.editions)},
                      {"cost", cost.coins},
                      {"types", typeNames(d)},
                      {"kingdom", d.isKingdom()},
                      {"text", d.text}});
      if (cost.potion) list.back()["potion"] = cost.potion;
      if (cost.debt) list.back()["debt"] = cost.debt;
    }
    out << list.dump(2) << "\n";
    return Ok;
  }
  // An aligned table; the text's lines are joined with " / ".
  std::vector<std::array<std::string, 6>> rows;
  rows.push_back({"Name", "Set", "Edition", "Cost", "Types", "Text"});
  for (const dom::CardDef& d : table) {
    std::string text(d.text);
    for (size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at)) text.replace(at, 1, " / ");
    rows.push_back({std::string(d.name), std::string(dom::setName(d.set)), join(editionNames(d.editions), ","),
                    dom::formatCost(d.printedCost()), join(typeNames(d), ", "), text});
  }
  std::array<size_t, 6> width{};
  for (const auto& r : rows)
    for (size_t c = 0; c < r.size(); ++c) width[c] = std::max(width[c], r[c].size());
  for (const auto& r : rows) {
    std::string line;
    for (size_t c = 0; c < r.size(); ++c) {
      line += r[c];
      if (c + 1 < r.size()) line += std::string(width[c] - r[c].size() + 2, ' ');
    }
    out << line << "\n";
  }
  return Ok;
}

}  // namespace

const Command cardsCommand{
    .name = "cards",
    .summary = "list the cards: name, set, editions, cost, types, text",
    .help =
        "Usage: dominion-cli cards [--json]\n\n"
        "Prints the card table: name, set, editions (1st, 2nd), cost, types and text.\n\n"
        "Options:\n"
        "  --json  a JSON list of objects with the fields name, set, editions (list),\n"
        "          cost, types (list), kingdom (true for Kingdom cards) and text\n"
        "          (lines separated by \\n)\n",
    .options = kOptions,
    .run = runCards,
};

}  // namespace cli
