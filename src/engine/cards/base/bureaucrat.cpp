#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// The Silver is gained to the deck (Bureaucrat ①); the attack happens even with no Silver left
// (Bureaucrat ②).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    g.gain(f.player, cards::Silver, Zone::Deck);
    f.step = 1;
  } else if (f.step == 2) {
    const PlayerId v = visited(g, f);
    const Inst i = Inst(g.pick());
    g.reveal(i, v);
    g.topDeck(i, v);
    f.step = 1;
  }
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    auto victory = g.handWhere(v, Victory);
    if (victory.empty()) {
      for (Inst i : g.hand(v)) g.reveal(i, v);
      continue;
    }
    f.step = 2;
    chooseExactly(g, v, std::move(victory), 1, Text::RevealVictoryOntoDeck);
    return;
  }
  g.finish();
}

}  // namespace

CardDef bureaucrat() {
  return {.name = "Bureaucrat",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action | Attack,
          .traits = Gains,
          .text =
              "Gain a Silver onto your deck. Each other player reveals a Victory card from their "
              "hand and puts it onto their deck (or reveals a hand with no Victory cards).",
          .ability = ability};
}

}  // namespace dom::cards::base
