// The card table: one CardDef per card, registered per expansion in src/engine/cards/.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cost.hpp"
#include "triggers.hpp"
#include "types.hpp"

namespace dom {

class Game;
class SetUp;
struct Frame;

// Cornucopia comes last though released before Hinterlands: a set's value is kept once used.
enum class CardSet : uint8_t {
  Basic,
  Base,
  Intrigue,
  Seaside,
  Prosperity,
  Hinterlands,
  Cornucopia,
  Guilds,
  Renaissance,
  Empires,
  Adventures,
  Menagerie,
  Alchemy,
  DarkAges,
  Nocturne,
  Plunder,
};

// Landscape cards lie beside the Supply for the whole game: never gained, never in a deck, not
// Kingdom cards. Events are bought for their ability, Projects for a cube of the buyer's, an
// Action is played as a Way; Landmarks, Allies, Traits and Prophecies only watch.
enum class Landscape : uint8_t { None, Event, Project, Landmark, Way, Ally, Trait, Prophecy };
std::string_view landscapeName(Landscape l);  // "Event", "Project" ...

// A set whose cards are all built. Cards of a set still in progress can be used in positions,
// the CLI, the card browser and chosen kingdoms, but the randomizer does not offer the set.
inline constexpr bool setComplete(CardSet s) {
  return s == CardSet::Basic || s == CardSet::Base || s == CardSet::Intrigue ||
         s == CardSet::Seaside || s == CardSet::Prosperity || s == CardSet::Hinterlands;
}

// Editions a card belongs to, as a bit set.
enum Edition : uint8_t { FirstEdition = 1, SecondEdition = 2, BothEditions = 3 };

// What a card can give or do, for kingdom constraints and the AI. The plain bonuses
// (+Cards, +Actions, +Buy) are derived from CardDef::plus; these flags add the ones a card
// gives only sometimes or by choice (Pawn, Minion, Nobles ...).
enum Trait : uint8_t {
  GivesCards = 1,
  GivesActions = 2,
  GivesBuy = 4,
  Trashes = 8,
  GivesCoins = 16,
  Gains = 32,
  // A village: one play can give +2 Actions or more. Derived from plus.actions >= 2; the flag
  // marks cards that give them by the player's choice or under a condition the player
  // controls (Nobles: "+3 Cards; or +2 Actions"; Diplomat: "5 or fewer cards in hand").
  // Not: +1 Action by choice (Pawn, Courtier, Minion), or +Actions decided by another
  // player's deck (Tribute). See docs/kingdoms.md.
  Village = 64,
  // "At the start of your turn, you may play this from your hand" (Clerk): offered among the
  // start-of-turn effects (Game::runStartOfTurn), not an AI hint.
  PlaysAtStartOfTurn = 128,
};

struct Plus {
  int8_t cards = 0;
  int8_t actions = 0;
  int8_t buys = 0;
  int8_t coins = 0;
  int8_t potions = 0;  // +1 Potion (Alchemy's Potion)
  bool any() const { return cards | actions | buys | coins | potions; }
};

// A step of a card's ability; see docs/engine.md ("Effects are resumable frames").
using AbilityFn = void (*)(Game&, Frame&);
// Variable victory points of one copy, for its owner (Gardens, Duke).
using ScoreFn = int (*)(const Game&, PlayerId owner);
// A "this turn, when you play ..." effect left by a card (Merchant, Coppersmith).
using PlayedHookFn = void (*)(Game&, int effectIndex, Inst played);
// While the card is in play (`inPlay`, any player's): how many coins less `costed` costs
// (Highway: 1; Quarry: 2 for Action cards). Game::cost adds them up.
using InPlayCostFn = int (*)(const Game&, Inst inPlay, CardId costed);
// A card's own cost when it depends on the game (Peddler, Destrier, Fisherman, Wayfarer).
// `final`: the cost is copied from another card, other reductions don't apply again (Wayfarer ⑤).
struct OwnCost {
  Cost cost;
  bool final = false;
};
// Its cost before the other cards' reductions, which Game::cost applies after it.
using OwnCostFn = OwnCost (*)(const Game&, CardId self);
// What the card changes when a game is set up with it (setup.hpp): piles outside the Supply,
// tokens on piles, starting cards replaced. Called once per Kingdom card and landscape.
using SetUpFn = void (*)(SetUp&);

// 128 bytes (aligned to 32): card(id) indexes the table with one shift. The one-byte fields fill
// the gaps the 8-byte ones leave (the kind of card before `types`, oncePerTurn after `traits`):
// designated initializers follow this order.
struct alignas(32) CardDef {
  std::string_view name;
  CardSet set = CardSet::Base;
  uint8_t editions = BothEditions;
  int8_t cost = 0;        // printed cost: coins
  int8_t potionCost = 0;  // printed cost: Potions (Alchemy; $2P is cost 2, potionCost 1)
  int8_t debtCost = 0;    // printed cost: Debt (Empires)
  // A basic card of an expansion (Prosperity's Platinum and Colony): a Supply pile in the games
  // set up with it, never a Kingdom card. Listed with the basic cards (fixed ids in cards::).
  bool basic = false;
  // A card of an expansion that is neither basic nor a Kingdom card (Spoils, Heirlooms,
  // Shelters): in the games whose set-up asks for it (CardDef::setUp, Setup::shelters), never
  // offered as a Kingdom card.
  bool nonKingdom = false;
  // A landscape card (Event, Project, Way ...); None for a card. A Way's `plus` and `ability`
  // are what an Action played as the Way does instead of its own instructions.
  Landscape landscape = Landscape::None;
  Types types = 0;
  int8_t vp = 0;  // fixed victory points
  Plus plus{};
  uint8_t traits = 0;
  bool oncePerTurn : 1 = false;  // an Event that may be bought only once per turn (Alms)
  // The card changed with its 2022 printing and plays its earlier text in a game with
  // Setup::earlierVersions (the rules' PREVIOUS VERSIONS OF SOME CARDS): each of its listeners
  // says the text it belongs to (Listener::text), an inPlayCostModifier belongs to the earlier
  // text (costHookCounts), and its ability checks GameState::earlierVersions. The earlier text
  // is in the card's file, found by earlierText (earlier_versions.hpp).
  // (Two bits of one byte: the definition stays 128 bytes.)
  bool earlierVersion : 1 = false;
  std::string_view text;  // the card's official text; "\n" separates lines

  AbilityFn ability = nullptr;  // resolved after `plus` when played
  // A Duration's part at the start of its owner's next turn (the frame's `a` holds the data the
  // card left with Game::lastUntilNextTurn).
  AbilityFn nextTurn = nullptr;
  ScoreFn score = nullptr;
  PlayedHookFn onPlayed = nullptr;
  InPlayCostFn inPlayCostModifier = nullptr;  // cost hooks: see Game::cost
  OwnCostFn ownCost = nullptr;
  SetUpFn setUp = nullptr;  // set-up hook (setup.hpp); nullptr: nothing to set up
  // Triggered abilities (triggers.hpp): when this is gained, when its owner gains a card while
  // it is in hand or in play, a Reaction to an Attack (When::Attack) ...
  std::span<const Listener> listeners = {};

  bool is(Types t) const { return (types & t) != 0; }
  bool isKingdom() const {
    return set != CardSet::Basic && !basic && !nonKingdom && landscape == Landscape::None;
  }
  bool isLandscape() const { return landscape != Landscape::None; }
  // The cost printed on the card; Game::cost is the cost now, with every modifier.
  Cost printedCost() const { return {cost, potionCost, debtCost}; }
  uint8_t allTraits() const {
    uint8_t t = traits;
    if (plus.cards > 0) t |= GivesCards;
    if (plus.actions > 0) t |= GivesActions;
    if (plus.actions >= 2) t |= Village;
    if (plus.buys > 0) t |= GivesBuy;
    if (plus.coins > 0 && !(types & Treasure)) t |= GivesCoins;
    return t;
  }
};

// Whether card d's in-play cost hook counts in a game with (or without) Setup::earlierVersions:
// the hook of a changed card belongs to its earlier text.
inline bool costHookCounts(const CardDef& d, bool earlierVersions) {
  return d.inPlayCostModifier != nullptr && (!d.earlierVersion || earlierVersions);
}

static_assert(sizeof(CardDef) == 128, "card(id) relies on 128-byte card definitions");

namespace detail {
std::span<const CardDef> buildCardTable();
}
// The whole card table, indexed by CardId. Basic cards come first with the fixed ids below.
// Inline, so the hot card(id) lookup is a load and an index, not a call.
inline std::span<const CardDef> cardTable() {
  static const std::span<const CardDef> table = detail::buildCardTable();
  return table;
}
inline const CardDef& card(CardId id) { return cardTable()[size_t(id)]; }
// Exact English name; NoCard if unknown.
CardId findCard(std::string_view name);
// Case-insensitive, ignoring spaces, apostrophes and hyphens; NoCard if unknown.
CardId findCardLoose(std::string_view name);

// Piles of differently named cards (SPLIT PILES, rules § IV). The Ruins pile and the Knights
// pile are named after a card of the table that only names them ("Ruins", "Knights": never a
// card instance); each Ruins, each Knight belongs to its pile ("Knights" is the Kingdom card). A
// split pile (Patrician/Emporium) is named after its Kingdom card, on top at set-up. pileNameOf(c):
// the card c's pile is named after (c itself for most cards).
CardId pileNameOf(CardId c);
bool namesOnlyAPile(CardId c);

std::string_view setName(CardSet s);
std::string typeLine(Types types);  // "Action – Attack"

namespace cards {
inline constexpr CardId Copper = 0;
inline constexpr CardId Silver = 1;
inline constexpr CardId Gold = 2;
inline constexpr CardId Estate = 3;
inline constexpr CardId Duchy = 4;
inline constexpr CardId Province = 5;
inline constexpr CardId Curse = 6;
// Prosperity's basic cards (CardDef::basic), in the Supply only in games set up with them
// (Setup::colonies).
inline constexpr CardId Platinum = 7;
inline constexpr CardId Colony = 8;
// Alchemy's basic Treasure (+1 Potion), in the Supply only in games whose Kingdom has a card
// with a Potion in its cost.
inline constexpr CardId Potion = 9;
}  // namespace cards

// Per-set registration (src/engine/cards/<set>/<set>.cpp, in card-id order), concatenated by
// cardTable().
std::vector<CardDef> basicCards();
std::vector<CardDef> baseCards();
std::vector<CardDef> intrigueCards();
std::vector<CardDef> seasideCards();
std::vector<CardDef> prosperityCards();
std::vector<CardDef> hinterlandsCards();
std::vector<CardDef> cornucopiaCards();
std::vector<CardDef> guildsCards();
std::vector<CardDef> renaissanceCards();
std::vector<CardDef> empiresCards();
std::vector<CardDef> adventuresCards();
std::vector<CardDef> menagerieCards();
std::vector<CardDef> alchemyCards();
std::vector<CardDef> darkAgesCards();
std::vector<CardDef> nocturneCards();
std::vector<CardDef> plunderCards();

}  // namespace dom
