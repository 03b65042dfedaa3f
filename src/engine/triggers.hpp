// Triggered abilities: "when you gain this", "when you buy a card", reactions in hand to another
// player's gain, cards in play and "this turn" effects that watch what happens. A listener is
// data in its card's definition (CardDef::listeners); the engine raises an event at each point of
// the rules where abilities can trigger, collects the listeners that apply, and resolves them in
// a Triggers frame, asking the players for the order and for the optional ones. See
// docs/engine.md, "Triggers".
#pragma once

#include <cstdint>
#include <string_view>

#include "texts.hpp"
#include "types.hpp"

namespace dom {

class Game;
struct Frame;

// The points of the rules where abilities trigger.
enum class When : uint8_t {
  Gain,            // a card was gained (the event's card is where it was gained to)
  Buy,             // a card is bought (before it is gained)
  Trash,           // a card was trashed
  Discard,         // a card was discarded (not in Clean-up)
  Play,            // a card was played
  Reveal,          // a card was revealed
  Shuffle,         // a player shuffled their discard pile into their deck
  StartOfTurn,     // a player's turn begins
  EndOfBuy,        // a player's Buy phase ends
  Cleanup,         // a player's Clean-up begins
  ActionResolved,  // an Action card's play has resolved (Reserves called "directly after")
  Attack,          // an Attack card is played, before it resolves (resolved in an Attack window)
  // Not an event but a condition, never raised: a card whose `Self` listener of this kind applies
  // (`applies` with the event's inst the pile's top card) can't be bought now (Grand Market with a
  // Copper in play). Read by Game::buyForbidden; `run` is unused.
  CannotBuy,
  Count
};

inline constexpr uint32_t whenBit(When w) { return 1u << unsigned(w); }

// Where the listening card must be, seen from the event.
enum class ListenFrom : uint8_t {
  Self,        // the card the event is about ("when you gain this")
  OwnHand,     // in the hand of the player the event is about (Watchtower, Trader)
  OthersHand,  // in another player's hand (Fool's Gold)
  OwnInPlay,   // in play, the event's player's (Talisman)
  TurnEffect,  // a "this turn, when ..." effect the card left (Hoard): CardDef's, no instance
  OwnProject,  // a Project the event's player has a cube on (Fair): the landscape's, no instance
  OwnTavern,   // on the Tavern mat of the event's player: a Reserve to call (Coin of the Realm)
  // A Duration of the listener's owner waiting for their next turn (Lighthouse), for When::Attack:
  // another player's Attack then doesn't affect the owner (no question, no run).
  OwnLasting,
  // A Duration of another player than the event's, waiting for its owner's next turn: from its
  // play until its owner's next turn starts (Monkey: "until your next turn, when the player to
  // your right gains a card"; Corsair). Each waiting entry listens once (played twice: twice).
  OthersLasting,
  // A rule of the whole game, from a Kingdom card whose pile is in the Supply ("In games using
  // this, when you gain a Duchy, you may gain a Duchess"): the pile's card listens, once for the
  // game however many copies there are and wherever they are, even with its pile empty, for the
  // event's player. CardDef's, no instance (like OwnProject); never for a card that is only
  // elsewhere (Black Market's deck: Duchess ③).
  Kingdom,
};

// The Supply piles whose top card can't be bought now (Game::buyForbiddenNow), pile k as bit k,
// for the first 64 piles: view() asks at every decision, and once for all piles costs a few
// instructions where asking pile by pile cost a search per pile.
uint64_t forbiddenPiles(const Game& g);

struct TriggerEvent {
  When when;
  PlayerId player;  // who gained, bought, trashed ...
  Inst inst;        // the card the event is about (NoInst for a turn's start ...)
};

// The printings a listener belongs to: both, or only the 2022 text or only the earlier one.
enum class TextVersion : uint8_t { Both, Current, Earlier };

struct Listener {
  When when;
  ListenFrom from;
  bool optional = false;  // "you may": its owner may decline it
  // Whether it responds to this event, with `self` its card (NoInst for a turn effect) and
  // `owner` the player it belongs to; nullptr: always.
  bool (*applies)(const Game&, const TriggerEvent&, Inst self, PlayerId owner) = nullptr;
  // The ability, run in a Trigger frame: card = the listening card, source = self,
  // player = owner, a = the event's card instance, b = the event's player, c = where the
  // event's card was then (see packWhere; for When::Attack, the Attack's frame: below),
  // `listener` = this listener's index.
  void (*run)(Game&, Frame&) = nullptr;
  // For an optional one: what its owner is asked, {0:card} being this card ("Reveal {0:card}?").
  Text ask = Text::None;
  // It may resolve again for the same event while it still applies (a Reaction revealed again to
  // the same Attack: Secret Chamber, Diplomat). Read by the Attack window.
  bool repeatable = false;
  // Of a card that changed with its 2022 printing (CardDef::earlierVersion): the text this
  // listener belongs to. Heard only in the games that play that text (heardIn).
  TextVersion text = TextVersion::Both;
};

// Whether listener l is heard in a game with (or without) Setup::earlierVersions: the one test,
// for the events a game listens to (Game::deriveFromCards) and the listeners that respond.
inline bool heardIn(const Listener& l, bool earlierVersions) {
  return l.text == TextVersion::Both || (l.text == TextVersion::Earlier) == earlierVersions;
}

// When::Attack is resolved in its own frame, the Attack window (Game::runAttackWindow;
// docs/engine.md, "Triggers"), not in a Triggers frame. Attack listeners are `from`
// ListenFrom::OthersHand, optional, and ask Text::RevealReaction; their Trigger frame has a = the
// Attack card's instance, b = the attacker, c = the index of the Attack's frame (Game::makeImmune).

// The place a Trigger frame's event card was when the event happened (frame field c).
inline constexpr int32_t packWhere(Zone z, int owner) {
  return int32_t(uint8_t(z)) << 8 | int32_t(uint8_t(int8_t(owner)));
}
inline constexpr Zone whereZone(int32_t packed) { return Zone(uint8_t(packed >> 8)); }
inline constexpr int whereOwner(int32_t packed) { return int8_t(uint8_t(packed & 0xff)); }

}  // namespace dom
