// The card table: every set's cards concatenated, basic cards first.
#include <algorithm>
#include <array>
#include <cctype>

#include "../card.hpp"

namespace dom {

std::span<const CardDef> detail::buildCardTable() {
  static const std::vector<CardDef> table = [] {
    std::vector<CardDef> t = basicCards();
    for (auto&& set :
         {baseCards(), intrigueCards(), seasideCards(), prosperityCards(), hinterlandsCards(),
          cornucopiaCards(), guildsCards(), renaissanceCards(), empiresCards(), adventuresCards(),
          menagerieCards(), alchemyCards(), darkAgesCards(), nocturneCards(), plunderCards()})
      t.insert(t.end(), set.begin(), set.end());
    return t;
  }();
  return table;
}

CardId findCard(std::string_view name) {
  const auto t = cardTable();
  for (size_t k = 0; k < t.size(); ++k)
    if (t[k].name == name) return CardId(k);
  return NoCard;
}

namespace {
std::string fold(std::string_view s) {
  std::string out;
  for (char c : s)
    if (std::isalnum(static_cast<unsigned char>(c))) out += char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}
}  // namespace

CardId findCardLoose(std::string_view name) {
  const std::string key = fold(name);
  if (key.empty()) return NoCard;
  // The table's names folded once (the card table is complete before any look-up).
  static const std::vector<std::string> folded = [] {
    std::vector<std::string> out;
    for (const CardDef& d : cardTable()) out.push_back(fold(d.name));
    return out;
  }();
  for (size_t k = 0; k < folded.size(); ++k)
    if (folded[k] == key) return CardId(k);
  return NoCard;
}

namespace {
// The piles named by a card that is never in a zone (the randomizer's card), and the type of
// the non-Kingdom cards they hold.
struct NamedPile {
  std::string_view name;
  Types holds;
};
constexpr NamedPile kNamedPiles[] = {
    {"Ruins", Ruins}, {"Knights", Knight}, {"Castles", Castle}, {"Loot", Loot}};

// For each card, the card its pile is named after: every Ruins (the type) to "Ruins", every
// Knight to "Knights", the lower card of a split pile to its upper one.
const std::vector<CardId>& pileNames() {
  static const std::vector<CardId> names = [] {
    const auto t = cardTable();
    std::vector<CardId> out(t.size());
    for (size_t k = 0; k < t.size(); ++k) out[k] = CardId(k);
    for (const NamedPile& p : kNamedPiles)
      if (const CardId named = findCard(p.name); named != NoCard)
        for (size_t k = 0; k < t.size(); ++k)
          if (CardId(k) != named && t[k].nonKingdom && t[k].is(p.holds)) out[k] = named;
    // The lower halves of the split piles (Empires), named after their Kingdom card on top.
    static constexpr std::pair<std::string_view, std::string_view> kSplit[] = {
        {"Emporium", "Patrician"}};
    for (const auto& [lower, top] : kSplit)
      if (const CardId c = findCard(lower), named = findCard(top); c != NoCard && named != NoCard)
        out[size_t(c)] = named;
    return out;
  }();
  return names;
}
}  // namespace

CardId pileNameOf(CardId c) {
  const auto& names = pileNames();
  return c >= 0 && size_t(c) < names.size() ? names[size_t(c)] : c;
}

bool namesOnlyAPile(CardId c) {
  static const auto named = [] {
    std::array<CardId, std::size(kNamedPiles)> out{};
    for (size_t k = 0; k < out.size(); ++k) out[k] = findCard(kNamedPiles[k].name);
    return out;
  }();
  return c != NoCard && std::find(named.begin(), named.end(), c) != named.end();
}

std::string_view setName(CardSet s) {
  switch (s) {
    case CardSet::Basic: return "Basic";
    case CardSet::Base: return "Base";
    case CardSet::Intrigue: return "Intrigue";
    case CardSet::Seaside: return "Seaside";
    case CardSet::Prosperity: return "Prosperity";
    case CardSet::Hinterlands: return "Hinterlands";
    case CardSet::Cornucopia: return "Cornucopia";
    case CardSet::Guilds: return "Guilds";
    case CardSet::Renaissance: return "Renaissance";
    case CardSet::Empires: return "Empires";
    case CardSet::Adventures: return "Adventures";
    case CardSet::Menagerie: return "Menagerie";
    case CardSet::Alchemy: return "Alchemy";
    case CardSet::DarkAges: return "Dark Ages";
    case CardSet::Nocturne: return "Nocturne";
    case CardSet::Plunder: return "Plunder";
  }
  return "";
}

std::string typeLine(Types types) {
  static constexpr std::pair<Types, std::string_view> names[] = {
      {Action, "Action"},     {Treasure, "Treasure"},   {Victory, "Victory"},
      {CurseType, "Curse"},   {Attack, "Attack"},       {Reaction, "Reaction"},
      {Duration, "Duration"}, {Night, "Night"},         {Command, "Command"},
      {Reserve, "Reserve"},   {Traveller, "Traveller"}, {Gathering, "Gathering"},
      {Knight, "Knight"},     {Looter, "Looter"},       {Ruins, "Ruins"},
      {Shelter, "Shelter"},   {Castle, "Castle"},       {Doom, "Doom"},
      {Fate, "Fate"},         {Heirloom, "Heirloom"},   {Spirit, "Spirit"},
      {Zombie, "Zombie"},     {Prize, "Prize"},         {Reward, "Reward"},
      {Liaison, "Liaison"},   {Augur, "Augur"},         {Clash, "Clash"},
      {Fort, "Fort"},         {Odyssey, "Odyssey"},     {Townsfolk, "Townsfolk"},
      {Wizard, "Wizard"},     {Loot, "Loot"},           {Omen, "Omen"},
      {Shadow, "Shadow"},
  };
  std::string out;
  for (auto [bit, name] : names) {
    if (!(types & bit)) continue;
    if (!out.empty()) out += " - ";
    out += name;
  }
  return out;
}

}  // namespace dom
