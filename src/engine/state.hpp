// GameState: everything that changes during a game, as one copyable value.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

#include "cost.hpp"
#include "decision.hpp"
#include "event.hpp"
#include "rng.hpp"
#include "types.hpp"
#include "zones.hpp"

namespace dom {

// A resumable step of resolution: a card's ability, a triggered ability, or the window in which
// other players may react to an Attack. Plain data, so copying the state copies the resolution.
struct Frame {
  // Ability: a card's play. AttackWindow: the other players may reveal Reactions to an Attack
  // (When::Attack; each revealed one resolves in a Trigger frame). Duration: what a Duration does
  // at the start of a later turn.
  // StartOfTurn: the owner's start-of-turn effects, one at a time in the owner's order.
  // Triggers: abilities triggered by one event, resolved in order (cards: records, see
  // Game::raise). Trigger: one of them. Buy: buying a card (when-buy abilities, then the gain).
  // PlayTreasures: the treasures still to play after one whose ability resolves first.
  // ActionResolved: beneath an Action's play, raises When::ActionResolved once it has resolved.
  enum Kind : uint8_t {
    Ability,
    AttackWindow,
    Duration,
    StartOfTurn,
    Triggers,
    Trigger,
    Buy,
    PlayTreasures,
    ActionResolved
  };
  Kind kind = Ability;
  CardId card = NoCard;
  Inst source = NoInst;        // the instance being resolved
  PlayerId player = NoPlayer;  // who resolves it
  bool begun = false;          // the card's plain bonuses (+Cards ...) were applied
  int8_t listener = -1;        // Trigger: the index of the card's listener
  int16_t step = 0;
  uint8_t immune = 0;           // Attack: seats unaffected (bit per seat)
  int32_t a = 0, b = 0, c = 0;  // plain numbers (never instances or card ids)
  CardId named = NoCard;        // a card the frame remembers by name (Wishing Well)
  std::vector<int32_t> cards;   // instances the frame remembers (set aside, chosen ...)
  bool operator==(const Frame&) const = default;
};

struct Location {
  Zone zone = Zone::Count;
  int8_t owner = -1;  // player, or pile index for Zone::Supply
  bool operator==(const Location&) const = default;
};

// A Duration that stays in play for a later turn: the card, what it was played as, the card
// that played it more than once and stays with it (Throne Room), and what it will still do.
struct Lasting {
  Inst card = NoInst;
  CardId as = NoCard;    // the definition whose start-of-turn part runs
  Inst keeper = NoInst;  // a Throne Room (King's Court ...) that stays in play with it
  int32_t data = 0;      // the card's own note (how many cards Haven holds ...)
  bool operator==(const Lasting&) const = default;
};

// Names the cards a player owns at one moment, so that a view can keep its per-card counts
// while they stay the same: a number never given out twice in the process, taken afresh each
// time a card joins or leaves the player's cards (Game::moveTo). 0: not known (a new game, a
// loaded position), counted again. Not part of the game's value: two states that differ only in
// it are the same game.
struct OwnedStamp {
  uint64_t value = 0;
  bool operator==(const OwnedStamp&) const { return true; }
};

// The events some card that ever joined a player's cards listens to (listenedEvents, whenBit):
// a card in their hand or play area can hear an event only if its bit is here. Never cleared
// during a game (a card trashed leaves its bits), recomputed from the cards when a position is
// loaded. Not part of the game's value, as OwnedStamp: it follows from the cards, up to the
// cards a player no longer has.
struct HeardBits {
  uint32_t bits = 0;
  bool operator==(const HeardBits&) const { return true; }
};

struct PlayerState {
  // Indexed by Zone - Zone::Deck. The last element is the top (deck, discard) or the newest.
  std::array<std::vector<Inst>, kPlayerZoneCount> zones;
  int16_t turnsTaken = 0;  // normal turns begun (extra turns do not count: the tie-break)
  std::array<int16_t, size_t(Counter::Count)> counters{};
  // Durations in play with something left to do at the start of this player's next turn, and
  // (during the start of that turn) those whose effect has still to resolve.
  std::vector<Lasting> lasting;
  std::vector<Lasting> due;
  // The player ends their own turn: the Buy phase is still offered (to end it, or spend Coffers)
  // after the last Buy, instead of the engine moving on by itself. Off for AI seats, the CLI and
  // simulations; the app sets it for people (docs/engine.md, "Turns and phases").
  bool endsOwnTurn = false;
  // The cards this player gained on their last turn (TurnState::gained when it ended), for the
  // player to their left's Smugglers. Kept only when GameState::tracksGains.
  std::vector<CardId> gainedLastTurn;
  OwnedStamp owned;
  HeardBits heard;

  int16_t& counter(Counter c) { return counters[size_t(c)]; }
  int16_t counter(Counter c) const { return counters[size_t(c)]; }
  int16_t vpTokens() const { return counter(Counter::VP); }

  std::vector<Inst>& zone(Zone z) { return zones[size_t(z) - size_t(Zone::Deck)]; }
  const std::vector<Inst>& zone(Zone z) const { return zones[size_t(z) - size_t(Zone::Deck)]; }
  std::vector<Inst>& deck() { return zone(Zone::Deck); }
  std::vector<Inst>& hand() { return zone(Zone::Hand); }
  std::vector<Inst>& discard() { return zone(Zone::Discard); }
  std::vector<Inst>& inPlay() { return zone(Zone::InPlay); }
  const std::vector<Inst>& deck() const { return zone(Zone::Deck); }
  const std::vector<Inst>& hand() const { return zone(Zone::Hand); }
  const std::vector<Inst>& discard() const { return zone(Zone::Discard); }
  const std::vector<Inst>& inPlay() const { return zone(Zone::InPlay); }
  bool operator==(const PlayerState&) const = default;
};

struct Pile {
  CardId card = NoCard;     // the card the pile is named after
  std::vector<Inst> cards;  // top = back
  std::array<int8_t, size_t(PileToken::Count)> tokens{};
  bool inSupply = true;  // piles outside the Supply (Prizes, Spoils ...) never end the game
  bool operator==(const Pile&) const = default;
};

// A landscape card of the game (Event, Project, Way ...; card.hpp) and, for a Project, the
// players with a cube on it.
struct LandscapeState {
  CardId card = NoCard;
  uint8_t owners = 0;  // a bit per seat
  bool ownedBy(PlayerId p) const { return (owners >> p) & 1; }
  bool operator==(const LandscapeState&) const = default;
};

// A play this turn: the instance played and the card it was played as (its current identity
// then, see Identity). A replay by Throne Room appends the same instance again; a card played
// using a Way is still that card. `inst` is NoInst when unknown (positions written before plays
// were instances).
struct Played {
  Inst inst = NoInst;
  CardId card = NoCard;
  bool operator==(const Played&) const = default;
};

// For a while, an instance is another card: it has that card's name, cost, types and
// abilities (defOf, cardOf), while its printed card (printedOf) decides what the rules tie to
// the card itself (the pile it returns to, what a position saves). See docs/engine.md.
// `inst` NoInst: every instance printed `of` (all Estates), under the same condition.
enum class Until : uint8_t {
  LeavesPlay,  // until the instance leaves play (Band of Misfits before 2019)
  TurnsOf,     // only during `player`'s turns, until removed (Inheritance 2019: every Estate)
  OwnedBy,     // only while `player` owns it, until removed (Inheritance before 2019)
  Removed,     // until the card that made it removes it
};
struct Identity {
  Inst inst = NoInst;
  CardId of = NoCard;  // with inst NoInst: the printed card whose every instance changes
  CardId as = NoCard;  // the card it is now
  Until until = Until::LeavesPlay;
  PlayerId player = NoPlayer;  // TurnsOf, OwnedBy: whose turns, whose cards
  bool operator==(const Identity&) const = default;
};

// What instance i (printed `printed`) is under `ids`: the newest entry of the instance itself
// for which holds(entry) is true, else the newest such entry of every instance printed the same,
// else its printed card. Game::cardOf and View::cardNow differ only in `holds`.
template <class Holds>
CardId identityAmong(const std::vector<Identity>& ids, Inst i, CardId printed, Holds&& holds) {
  for (auto it = ids.rbegin(); it != ids.rend(); ++it)
    if (it->inst == i && holds(*it)) return it->as;
  for (auto it = ids.rbegin(); it != ids.rend(); ++it)
    if (it->inst == NoInst && it->of == printed && holds(*it)) return it->as;
  return printed;
}

// "This turn, when you play ..." effects left by cards (Merchant, Coppersmith).
struct TurnEffect {
  CardId card = NoCard;
  int32_t data = 0;
  bool operator==(const TurnEffect&) const = default;
};

// What kind of turn: a normal one, or an extra turn and what gave it.
enum class TurnKind : uint8_t { Normal, Outpost, Count };

struct ExtraTurn {
  PlayerId player = NoPlayer;
  TurnKind kind = TurnKind::Outpost;
  bool operator==(const ExtraTurn&) const = default;
};

struct TurnState {
  PlayerId player = 0;
  TurnKind kind = TurnKind::Normal;
  PlayerId normalPlayer = 0;     // whose normal turn came last (extra turns come between)
  PlayerId previous = NoPlayer;  // whose turn came before this one (Outpost)
  Phase phase = Phase::Action;
  int16_t number = 0;  // turns begun in this game, from 1
  int16_t actions = 1;
  int16_t buys = 1;
  int16_t coins = 0;
  int16_t potions = 0;              // Potions to spend (Alchemy's Potion gives +1 Potion)
  TurnCostModifiers costReduction;  // "this turn, cards cost $1 less" (Bridge); cost.hpp
  bool bought = false;         // a card was bought (or Debt paid off): no more Treasures this phase
  bool cleanupBegun = false;   // Clean-up's triggered abilities were raised
  std::vector<Played> played;  // plays this turn, in order (replays too)
  std::vector<TurnEffect> effects;
  std::vector<CardId> eventsBought;  // Events bought this turn, in order (once per turn: Alms)
  std::vector<CardId> cannotBuy;     // cards that can't be bought this turn (named by Contraband)
  // The cards the player whose turn it is gained this turn, in order, and whether one of them
  // was a Victory card gained in the Buy phase now going on. Kept only in games with a card
  // that asks (GameState::tracksGains: Smugglers, Treasury, Cauldron); empty and false otherwise.
  std::vector<CardId> gained;
  bool victoryGainedInBuyPhase = false;
  std::vector<CardId> namedForWarChest;  // cards named for War Chest this turn: it can't gain them
  bool operator==(const TurnState&) const = default;
};

struct GameState {
  uint64_t seed = 0;
  Rng rng;
  std::vector<CardId> kingdom;
  CardId bane = NoCard;   // Young Witch's Bane card, one of `kingdom` (NoCard: none)
  bool shelters = false;  // set up with Shelters instead of starting Estates (Setup::shelters)
  bool earlierVersions = false;  // cards play their pre-2022 text (Setup::earlierVersions)
  // Curse is also a Treasure worth $1 for the whole game (Charlatan's set-up hook: Charlatan ②).
  bool cursesAreTreasures = false;
  std::vector<Pile> supply;
  int16_t tradeRouteMat = 0;  // Coin tokens moved to the Trade Route mat (Trade Route ③)
  std::vector<LandscapeState> landscapes;  // beside the Supply, in the order of the set-up
  std::vector<Inst> trash;
  std::vector<CardId> instCard;   // what each instance is: its printed card
  std::vector<Location> instLoc;  // where each instance is
  // Instances that are, for now, another card (Band of Misfits ...). Empty in most games: then
  // an instance is its printed card, tested once per look-up.
  std::vector<Identity> identities;
  std::vector<PlayerState> players;
  TurnState turn;
  std::deque<Frame> frames;
  Decision decision;
  // Card decisions put off while abilities triggered just before them resolve (a card that
  // gained and then asked in the same step); the last one comes back when they are done.
  std::vector<Decision> deferred;
  Move answer;  // the answer to the last decision, read by the frame that asked
  // Extra turns to take after this one, in order (Outpost).
  std::vector<ExtraTurn> extraTurns;
  PlayerId firstPlayer = 0;
  bool gameOver = false;
  // Which events some card of this game listens to (whenBit), from the cards in the game: an
  // event nobody listens to costs one test. Derived; recomputed when a position is loaded.
  uint32_t listening = 0;
  // The types of the cards in the game (a Night phase needs Night cards), and whether one of
  // them changes costs while in play (Highway): without one, Game::cost never looks at play.
  // Derived like `listening`.
  Types typesInGame = 0;
  bool inPlayCostHooks = false;
  // A card of the game asks what a player gained in a turn (Smugglers, Treasury): the turn
  // records its player's gains (TurnState::gained). Derived like `listening`.
  bool tracksGains = false;
  // A Supply pile's card has a rule for the whole game (ListenFrom::Kingdom: Duchess): the
  // events are offered to the Supply's piles. Derived like `listening`.
  bool kingdomRules = false;
  // Triggers raised by the step being run, as Triggers records; resolved when the step returns
  // (never carried across a decision, so never saved).
  std::vector<int32_t> raised;
  bool gainingBought = false;  // the gain being made is of a bought card (Hoard); transient
  bool logEvents = false;
  std::vector<Event> events;

  int playerCount() const { return int(players.size()); }
  bool operator==(const GameState&) const = default;
};

}  // namespace dom
