// Kingdoms: the 10 Kingdom cards of a game. Random kingdoms under constraints a player can
// combine, re-rolling one card, and the kingdom files (JSON and one line of text).
// See docs/kingdoms.md.
//
// Every fact about a card (set, editions, cost, types, what it gives) comes from the card
// table (card.hpp); a new expansion joins by registering its cards under a new CardSet.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "card.hpp"

namespace dom {

inline constexpr int KingdomSize = 10;

// ---- What the constraints look for (all derived from the card table) ----------------------

// +2 Actions or more from one play (the Village trait: plus.actions >= 2, Nobles, Diplomat).
bool isVillage(const CardDef& d);
// +Buy, always or sometimes (the GivesBuy trait).
bool givesBuy(const CardDef& d);
// Draw: +2 Cards or more as a plain bonus, or +Cards by choice or condition (the card's own
// GivesCards flag: Library, Steward, Nobles ...). A plain "+1 Card" only replaces itself.
bool isDraw(const CardDef& d);
// Trashing (the Trashes trait).
bool isTrasher(const CardDef& d);
// A Reaction that can be revealed against an Attack (Moat, Diplomat, Secret Chamber).
bool isAttackReaction(const CardDef& d);
// Whether a card of this set and editions is in the set as the player owns it.
bool inEditions(const CardDef& d, uint8_t editions);

// ---- Generation ---------------------------------------------------------------------------

// A set to draw random cards from, and the editions of it the player has (Edition bits): a
// card is in the pool when it shares an edition with them, so 1st-edition-only cards need
// FirstEdition and 2nd-edition-only cards need SecondEdition.
struct SetChoice {
  CardSet set = CardSet::Base;
  uint8_t editions = SecondEdition;
};

struct SetCount {
  CardSet set = CardSet::Base;
  int count = 0;
};

struct KingdomOptions {
  std::vector<SetChoice> sets;  // where the random cards come from

  bool village = false;             // at least one village
  bool buy = false;                 // at least one +Buy
  bool draw = false;                // at least one draw card
  bool trashing = false;            // at least one trasher
  bool reactionToAttack = false;    // if there is an Attack, at least one Reaction to it
  bool costSpread = false;          // at least one costing $2-$3, one $4 and one $5 or more
  int maxPerSet = 0;                // at most this many from any one set (0: no limit)
  std::vector<SetCount> minPerSet;  // at least this many from the set

  std::vector<CardId> banned;      // never chosen
  std::vector<CardId> favourites;  // drawn favourWeight times as often as the others
  int favourWeight = 3;            // 1 to 1000
  // Cards the kingdom keeps; the others are drawn around them. Kept cards may come from any
  // set or edition; they count towards every constraint.
  std::vector<CardId> kept;
};

// The constraints, to say which ones cannot be met.
enum class Rule : uint8_t {
  Cards,   // 10 distinct Kingdom cards from the chosen sets (and the kept cards)
  Kept,    // the kept cards themselves: duplicates, banned, not Kingdom cards ...
  Banned,  // no banned card
  Sets,    // every card not kept is from a chosen set and edition
  Village,
  Buy,
  Draw,
  Trashing,
  ReactionToAttack,
  CostSpread,
  MaxPerSet,
  MinPerSet,
};
std::string_view ruleName(Rule r);  // "require village", "at most N per set" ... (no numbers)

struct KingdomResult {
  std::vector<CardId> cards;   // sorted by cost, then name; empty when there is an error
  std::vector<Rule> conflict;  // the constraints that cannot be met together
  std::string error;           // a sentence naming them; empty on success
  bool ok() const { return error.empty(); }
};

// A random kingdom meeting every constraint; the same options and seed give the same cards.
// An impossible request returns quickly with the smallest set of constraints that conflict.
KingdomResult generateKingdom(const KingdomOptions& options, uint64_t seed);

// Replaces one card of `kingdom` with another random card, keeping the other nine and the
// constraints. The card that goes never comes back in this call (ban it for good in
// options.banned). Fails when no other card meets the constraints.
KingdomResult rerollKingdom(const KingdomOptions& options, std::span<const CardId> kingdom,
                            CardId replace, uint64_t seed);

// The constraints the kingdom breaks; empty when it meets them all.
std::vector<Rule> checkKingdom(const KingdomOptions& options, std::span<const CardId> kingdom);

// By cost, then by name.
void sortKingdom(std::vector<CardId>& cards);

// The sets the randomizer offers: complete sets with Kingdom cards, in CardSet order.
std::vector<CardSet> kingdomSets();
// A set by name, ignoring case ("base", "Intrigue"); nullopt if unknown.
std::optional<CardSet> findSet(std::string_view name);

// ---- Set-up beyond the 10 cards ------------------------------------------------------------

// Whether a random kingdom is played with Platinum and Colony. The rules (Special setup,
// Prosperity): decide randomly by the proportion of Prosperity cards among the 10 Kingdom
// cards, e.g. by whether one randomly chosen of them is from Prosperity. That is what this does.
bool useColonies(std::span<const CardId> kingdom, uint64_t seed);
// Whether a random kingdom is played with Shelters. The rules (Special setup, Dark Ages): decide
// randomly by the proportion of Dark Ages cards among the 10, by whether one randomly chosen of
// them is from Dark Ages, not the card checked for Colonies (with a single card, that one).
bool useShelters(std::span<const CardId> kingdom, uint64_t seed);

// Young Witch's Bane for a kingdom: NoCard without Young Witch; otherwise a random Kingdom card
// costing $2 or $3 not in the kingdom (rules, Special setup, Cornucopia), from the sets of
// `pool` (empty: the complete sets), or NoCard when there is none.
CardId chooseBane(std::span<const CardId> kingdom, uint64_t seed,
                  std::span<const CardSet> pool = {});
// Whether `c` may be the Bane of `kingdom`: a Kingdom card costing $2 or $3, not in it.
bool canBeBane(CardId c, std::span<const CardId> kingdom);

// ---- Kingdom files ------------------------------------------------------------------------
//
// JSON: {"format": "dominion-kingdom", "version": 1, "name": "...", "note": "...",
//        "cards": ["Cellar", "Market", ...], "colonies": true, "shelters": true, "bane": "Moat",
//        "landscapes": ["Alms", ...], "earlierVersions": true}
// ("colonies", "shelters", "bane", "landscapes" and "earlierVersions" are optional: Platinum and
// Colony, Shelters instead of starting Estates, Young Witch's Bane, the Events, Projects, Ways ...
// beside the Supply, and the earlier texts of the cards changed in 2022).
// Text: Cellar, Market, Merchant, ...   (commas, semicolons or line breaks between names)

// A card name in another language, supplied by the caller (the app passes the German and
// French names): `name` as printed, `english` the card table's name.
struct CardAlias {
  std::string name;
  std::string english;
};

struct KingdomFile {
  std::string name;
  std::string note;
  std::vector<CardId> cards;  // 1 to 10 distinct Kingdom cards, in the file's order
  bool colonies = false;      // "colonies": play with Platinum and Colony (optional)
  bool shelters = false;      // "shelters": start with Shelters instead of Estates (optional)
  // "earlierVersions": the cards that changed with their 2022 printing play their earlier text
  // (Setup::earlierVersions; optional)
  bool earlierVersions = false;
  CardId bane = NoCard;            // "bane": Young Witch's Bane, not one of `cards` (optional)
  std::vector<CardId> landscapes;  // Events, Projects, Ways ... beside the Supply (may be empty)
};

struct UnknownCard {
  std::string name;                      // as written
  std::vector<std::string> suggestions;  // close names, best first (may be empty)
};

struct KingdomParse {
  std::optional<KingdomFile> kingdom;  // only when every name was understood
  std::vector<UnknownCard> unknown;    // names matching no card
  std::string error;                   // every problem, one per line
  bool ok() const { return kingdom.has_value(); }
};

// Names match ignoring case, accents, spaces, hyphens and apostrophes, in English and then
// through `aliases`.
KingdomParse parseKingdomText(std::string_view text, std::span<const CardAlias> aliases = {});
KingdomParse parseKingdomJson(std::string_view json, std::span<const CardAlias> aliases = {});
// Either form: JSON when the text starts with '{'.
KingdomParse parseKingdom(std::string_view text, std::span<const CardAlias> aliases = {});
// The JSON form (English names), and the one-line text form.
std::string kingdomToJson(const KingdomFile& kingdom);
std::string kingdomToText(std::span<const CardId> cards);

// One card by name (English or alias, loosely as above); NoCard if none.
CardId findCardNamed(std::string_view name, std::span<const CardAlias> aliases = {});
// Kingdom card names close to `name` (English and aliases), best first.
std::vector<std::string> suggestCardNames(std::string_view name,
                                          std::span<const CardAlias> aliases = {}, size_t max = 3);

}  // namespace dom
