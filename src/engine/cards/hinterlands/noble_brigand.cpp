#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

enum Step : int16_t { Start, NextVictim, Chosen };

bool silverOrGold(const Game& g, Inst i) {
  const CardId c = g.cardOf(i);
  return c == cards::Silver || c == cards::Gold;
}

// The victim's revealed cards that stay go to the discard pile; one who revealed no Treasure
// gains a Copper (f.c: whether a Treasure was revealed).
void discardRest(Game& g, const Frame& f, PlayerId victim) {
  std::vector<Inst> rest = g.player(victim).zone(Zone::Revealed);
  for (Inst i : rest) g.discard(i, victim);
  if (!f.c) g.gain(victim, cards::Copper);
}

// The attack, for a play and for a buy (❷: "When you buy this, do its attack"). Each other player
// in turn order (❶) reveals the top 2 cards of their deck; the attacker chooses a revealed Silver
// or Gold to trash; the rest is discarded; no Treasure revealed, a Copper is gained. Then the
// attacker gains the trashed cards (f.cards), after every player. f.b: the offset of the player
// visited; f.immune: those a Moat keeps (a buy is no Attack played, so none: ❸ ❺).
void attack(Game& g, Frame& f) {
  const int n = g.playerCount();
  if (f.step == Start) {
    f.b = 0;
    f.cards.clear();
    f.step = NextVictim;
  }
  if (f.step == Chosen) {
    const PlayerId victim = PlayerId((f.player + f.b) % n);
    if (g.pick() >= 0) {
      g.trash(Inst(g.pick()));
      f.cards.push_back(g.pick());
    }
    discardRest(g, f, victim);
    f.step = NextVictim;
  }
  while (++f.b < n) {
    const PlayerId victim = PlayerId((f.player + f.b) % n);
    if (f.immune & (1u << victim)) continue;
    std::vector<int32_t> revealed;
    for (int k = 0; k < 2; ++k) {
      const Inst i = g.takeTop(victim, Zone::Revealed);
      if (i == NoInst) break;
      revealed.push_back(i);
    }
    f.c = std::any_of(revealed.begin(), revealed.end(),
                      [&](int32_t i) { return g.hasType(Inst(i), Treasure); });
    std::vector<int32_t> targets;
    for (int32_t i : revealed)
      if (silverOrGold(g, Inst(i))) targets.push_back(i);
    if (targets.size() == 2 && g.cardOf(Inst(targets[0])) != g.cardOf(Inst(targets[1]))) {
      f.step = Chosen;
      g.askCards(f.player, std::move(targets), 1, 1, Text::ChooseSilverOrGoldToTrash);
      return;
    }
    if (!targets.empty()) {
      g.trash(Inst(targets[0]));
      f.cards.push_back(targets[0]);
    }
    discardRest(g, f, victim);
  }
  for (int32_t i : f.cards)
    if (g.isIn(Inst(i), Zone::Trash, -1)) g.gainInst(f.player, Inst(i));
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Buy, .from = ListenFrom::Self, .run = attack},
};

}  // namespace

// Removed with the 1st edition; its 2020 text.
CardDef nobleBrigand() {
  return {.name = "Noble Brigand",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action | Attack,
          .plus = {.coins = 1},
          .traits = Gains | Trashes,
          .text =
              "+$1\nEach other player reveals the top 2 cards of their deck, trashes a revealed "
              "Silver or Gold you choose, discards the rest, and gains a Copper if they didn't "
              "reveal a Treasure. You gain the trashed cards.\nWhen you buy this, do its attack.",
          .ability = attack,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
