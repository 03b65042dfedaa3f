#include "../../setup.hpp"
#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// +$3 (plain) even with no Curse left (Charlatan ①), then each other player, in turn order,
// gains a Curse (an Attack: Moat protects).
void ability(Game& g, Frame& f) { eachOtherPlayerGainsACurse(g, f); }

// In games using it, Curse is also a Treasure worth $1 for the whole game (②③): a Curse played
// gives $1 (Game::replay), "play treasures" plays it, and every card that looks for a Treasure
// (Game::hasType: Bank, Mint, Magnate ...) finds it, in play, in hand and in the trash. Curses
// still score -1 VP.
void setUp(SetUp& s) { s.makeCursesTreasures(); }

}  // namespace

CardDef charlatan() {
  return {.name = "Charlatan",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.coins = 3},
          .text =
              "+$3\nEach other player gains a Curse.\nIn games using this, Curse is also a "
              "Treasure worth $1.",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::prosperity
