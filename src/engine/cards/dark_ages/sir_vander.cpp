#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// The Knights' attack (knights.cpp).
void ability(Game& g, Frame& f) { knightAttack(g, f, 0); }

// Sir Vander ①: when trashed, from anywhere and in anyone's turn, the player who had it (the
// trash's owner: f.player) gains a Gold, from the Supply to the discard pile.
void onTrash(Game& g, Frame& f) {
  g.gain(f.player, cards::Gold);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Trash, .from = ListenFrom::Self, .run = onTrash},
};

}  // namespace

CardDef sirVander() {
  return {.name = "Sir Vander",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .text = DOM_KNIGHT_ATTACK_TEXT "\nWhen you trash this, gain a Gold.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::dark_ages
