#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The 2022 text: playing Hoard sets up an effect for the rest of the turn (Hoard 1), once per
// play (cumulative under Throne Room), for Victory cards gained after it (2) that were bought.
void ability(Game& g, Frame& f) {
  if (!g.s.earlierVersions) g.addTurnEffect(f.card);
  g.finish();
}

bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.gainingBought() && g.defOf(e.inst).is(Victory);
}

void gainGold(Game& g, Frame& f) {
  g.gain(f.player, cards::Gold);
  g.finish();
}

// The pre-2022 text (PREVIOUS VERSIONS, Hoard 4-6): while this is in play, buying a Victory
// card gains a Gold (4), each Hoard in play once, however it was played; a Victory card gained
// without buying it gives nothing (5).
bool appliesWhenBought(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.defOf(e.inst).is(Victory);
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::TurnEffect,
     .applies = applies,
     .run = gainGold,
     .text = TextVersion::Current},
    {.when = When::Buy,
     .from = ListenFrom::OwnInPlay,
     .applies = appliesWhenBought,
     .run = gainGold,
     .text = TextVersion::Earlier},
};

}  // namespace

CardDef hoard() {
  return {.name = "Hoard",
          .set = CardSet::Prosperity,
          .cost = 6,
          .types = Treasure,
          .plus = {.coins = 2},
          .traits = Gains,
          .earlierVersion = true,
          .text = "$2\nThis turn, when you gain a Victory card, if you bought it, gain a Gold.",
          .ability = ability,
          .listeners = kListeners};
}

// The pre-2022 text, played with Setup::earlierVersions (earlier_versions.hpp).
std::string_view hoardEarlierText() {
  return "$2\nWhile this is in play, when you buy a Victory card, gain a Gold.";
}

}  // namespace dom::cards::prosperity
