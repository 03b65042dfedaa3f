#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// GAIN A COPY of the revealed Treasure (Mint ④), from its pile; none left, nothing gained.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto treasures = g.handWhere(f.player, Treasure);
      if (treasures.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(treasures), 0, 1, Text::MayRevealTreasureToCopy);
      return;
    }
    default:
      if (g.pick() >= 0) {
        const Inst revealed = Inst(g.pick());
        g.reveal(revealed, f.player);
        g.gain(f.player, g.cardOf(revealed));
      }
      g.finish();
  }
}

// The 2022 when-gain ability (Mint ①): gaining it, however it is gained, trashes every
// non-Duration Treasure its gainer has in play, all at once (⑥). Treasures not played stay in
// hand (②). The card plays its current text; the pre-2022 when-buy version (Mint ⑧-⑪, in the
// rules' PREVIOUS VERSIONS) is not offered.
void onGain(Game& g, Frame& f) {
  std::vector<int32_t> treasures;
  for (Inst i : g.player(f.player).inPlay())
    if (g.hasType(i, Treasure) && !g.hasType(i, Duration)) treasures.push_back(i);
  trashAll(g, treasures);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef mint() {
  return {
      .name = "Mint",
      .set = CardSet::Prosperity,
      .cost = 5,
      .types = Action,
      .traits = Gains | Trashes,
      .text =
          "You may reveal a Treasure from your hand. Gain a copy of it.\nWhen you gain this, trash "
          "all non-Duration Treasures you have in play.",
      .ability = ability,
      .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
