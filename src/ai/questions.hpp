// What each question of the engine's vocabulary (engine/texts.hpp) asks a player to do, for
// the rules that hold for any card: the fallback policy and the reference bots read a
// decision's id, never its English.
#pragma once

#include <cstdint>

#include "engine/texts.hpp"

namespace dom::ai {

enum class Ask : uint8_t {
  Other,          // keep, put back, choose an option ...: the best cards first
  Play,           // play a card: one is taken even when it looks poor
  Reaction,       // reveal a Reaction to another player's Attack
  ForOther,       // a card for another player to trash or to gain: the best or worst for them
  LosePile,       // a Supply card to lose (trashed from the Supply): the worst one
  PaidForCoins,   // an optional trash or discard paid for with coins: taken
  TrashTreasure,  // trash one Treasure: the cheapest below Gold
  Trash,
  Discard,
  PassOrReveal,  // pass or reveal a card from the hand: the least needed
  SetAside,
  Gain,
};

// What the question asks. Options (Text::Option...) are not questions: Other.
Ask askOf(Text id);

}  // namespace dom::ai
