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

// Trashes the Treasures the player has in play, all at once (⑥, ⑩); Durations too or not.
void trashTreasuresInPlay(Game& g, PlayerId p, bool durationsToo) {
  std::vector<int32_t> treasures;
  for (Inst i : g.player(p).inPlay())
    if (g.hasType(i, Treasure) && (durationsToo || !g.hasType(i, Duration))) treasures.push_back(i);
  trashAll(g, treasures);
  g.finish();
}

// The 2022 when-gain ability (Mint ①): gaining it, however it is gained, trashes every
// non-Duration Treasure its gainer has in play. Treasures not played stay in hand (②).
void onGain(Game& g, Frame& f) { trashTreasuresInPlay(g, f.player, false); }

// The pre-2022 when-buy ability (PREVIOUS VERSIONS, Mint ⑧-⑪): buying it trashes every Treasure
// its buyer has in play, before it is gained: a Royal Seal in play is gone by then (⑨), while a
// Talisman's when-buy ability, triggered by the same buy, still resolves.
void onBuy(Game& g, Frame& f) { trashTreasuresInPlay(g, f.player, true); }

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain, .text = TextVersion::Current},
    {.when = When::Buy, .from = ListenFrom::Self, .run = onBuy, .text = TextVersion::Earlier},
};

}  // namespace

CardDef mint() {
  return {
      .name = "Mint",
      .set = CardSet::Prosperity,
      .cost = 5,
      .types = Action,
      .traits = Gains | Trashes,
      .earlierVersion = true,
      .text =
          "You may reveal a Treasure from your hand. Gain a copy of it.\nWhen you gain this, trash "
          "all non-Duration Treasures you have in play.",
      .ability = ability,
      .listeners = kListeners};
}

// The pre-2022 text, played with Setup::earlierVersions (earlier_versions.hpp).
std::string_view mintEarlierText() {
  return "You may reveal a Treasure from your hand. Gain a copy of it.\nWhen you buy this, trash "
         "all Treasures you have in play.";
}

}  // namespace dom::cards::prosperity
