// The structured event log: what happened, for the UI's animations and the game log.
#pragma once

#include <vector>

#include "types.hpp"

namespace dom {

enum class EventKind : uint8_t {
  TurnBegin,   // player, amount = turn number of that player
  PhaseBegin,  // player, amount = Phase
  Move,        // inst/card moved from (from, fromOwner) to (to, toOwner); reason says why
  Shuffle,     // player shuffled amount cards into their deck
  Reveal,      // inst revealed by player (from zone `from`)
  Play,        // player played inst (amount = 1 for a replay by Throne Room)
  Buy,         // player bought card
  Gain,        // player gained inst (the Move event follows)
  Trash,       // inst trashed (the Move event follows)
  NameCard,    // player named card
  Choice,      // player chose option `amount` of the asking card
  Coins,       // player got amount coins
  Actions,     // player got amount actions
  Buys,        // player got amount buys
  Pass,        // player passed inst to toOwner (Masquerade)
  GameOver,
  ExtraTurnBegin,  // player begins an extra turn; amount = TurnKind
  PileToken,       // player added amount tokens of kind toOwner (a PileToken) to card's pile;
                   // a negative amount took them off it (Trade Route: onto the Trade Route mat)
  Tokens,       // player got amount tokens of counter toOwner (a Counter: +1 Coffers, 4 Debt ...)
  SpendTokens,  // player spent amount tokens of counter toOwner (Coffers, Villagers; Debt paid off)
  Potions,      // player got amount Potions (Alchemy's Potion)
  Unaffected,   // player is unaffected by the Attack being played, thanks to card (Lighthouse)
  // A triggered ability of player's card (inst; NoInst for a "this turn" effect or a rule of the
  // game) begins to resolve: the events up to its TriggerDone are its doing ("Ben gains a Curse"
  // with Blockade). Not written in the English log: the table's log names the card.
  Triggered,
  TriggerDone,  // the triggered ability that began last has resolved
};

enum class MoveReason : uint8_t {
  None,
  Draw,
  Discard,
  Gain,
  Trash,
  Play,
  TopDeck,  // put onto the deck
  SetAside,
  ToHand,  // put into hand (not a draw)
  Return,  // returned to the Supply
  Cleanup,
  Pass,
  Exchange,  // exchanged for another card (Trader): not a gain
  Call,      // called from the Tavern mat into play (a Reserve)
};

struct Event {
  EventKind kind;
  PlayerId player = NoPlayer;
  CardId card = NoCard;
  Inst inst = NoInst;
  Zone from = Zone::Count;
  Zone to = Zone::Count;
  int8_t fromOwner = -1;
  int8_t toOwner = -1;
  MoveReason reason = MoveReason::None;
  int16_t amount = 0;
  bool operator==(const Event&) const = default;
};

}  // namespace dom
