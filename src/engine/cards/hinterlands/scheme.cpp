#include <algorithm>

#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The 2016 text: "This turn, you may put one of your Action cards onto your deck when you
// discard it from play". Each play (a Throne Room's replay too: Scheme ①) leaves a turn effect;
// at the start of Clean-up each one chooses an Action card its owner has in play, Scheme itself
// included (②), or none: the 1st-edition timing, which makes no difference (⑤). Clean-up then
// puts each chosen card that it discarded from play onto the deck before the next hand is
// drawn (Game::cleanup); a card staying in play (a Duration) is not discarded and stays (③).
// The effect's data: the chosen instance, -1 while none is chosen, -2 when none was.
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card, -1);
  g.finish();
}

int unchosen(const Game& g, CardId scheme) {
  const auto& effects = g.turn().effects;
  for (size_t k = 0; k < effects.size(); ++k)
    if (effects[k].card == scheme && effects[k].data == -1) return int(k);
  return -1;
}

bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.player == owner && owner == g.current();
}

void onCleanup(Game& g, Frame& f) {
  const int k = unchosen(g, f.card);
  if (k < 0) return g.finish();
  if (f.step == 0) {
    std::vector<int32_t> actions;
    for (Inst i : g.player(f.player).inPlay())
      if (g.hasType(i, Action)) actions.push_back(i);
    // A card another Scheme chose is offered no more.
    std::erase_if(actions, [&](int32_t i) {
      return std::any_of(g.turn().effects.begin(), g.turn().effects.end(),
                         [&](const TurnEffect& e) { return e.card == f.card && e.data == i; });
    });
    if (actions.empty()) {
      g.setTurnEffectData(k, -2);
      return g.finish();
    }
    f.step = 1;
    g.askCards(f.player, std::move(actions), 0, 1, Text::MayChooseActionForDeck);
    return;
  }
  g.setTurnEffectData(k, g.pick() >= 0 ? g.pick() : -2);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Cleanup, .from = ListenFrom::TurnEffect, .applies = applies, .run = onCleanup},
};

}  // namespace

CardDef scheme() {
  return {.name = "Scheme",
          .set = CardSet::Hinterlands,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nThis turn, you may put one of your Action cards onto your deck "
              "when you discard it from play.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
