// Base game: the 2nd edition's 26 Kingdom cards, then the 6 removed from the 1st edition.
// Each card's official text is in its table entry; rulings cite the Card Reference.
#include <algorithm>

#include "../game.hpp"

namespace dom {

namespace {

// Cellar: +1 Action. Discard any number of cards, then draw that many.
void cellar(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askCards(f.player, g.handWhere(f.player, 0), 0, 1000, "Discard any number of cards, then draw that many");
      return;
    default: {
      const auto chosen = g.picks();
      for (int32_t i : chosen) g.discard(Inst(i), f.player);
      g.draw(f.player, int(chosen.size()));
      g.finish();
    }
  }
}

// Chapel: Trash up to 4 cards from your hand.
void chapel(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askCards(f.player, g.handWhere(f.player, 0), 0, 4, "Trash up to 4 cards from your hand");
      return;
    default:
      for (int32_t i : g.picks()) g.trash(Inst(i));
      g.finish();
  }
}

// Moat: +2 Cards. When another player plays an Attack card, you may first reveal this from
// your hand, to be unaffected by it.
void moatReaction(Game& g, Frame& f) {
  g.s.frames[size_t(f.b)].immune |= uint8_t(1u << f.player);
  g.finish();
}

// Merchant: +1 Card +1 Action. The first time you play a Silver this turn, +$1.
// A Merchant played after a Silver this turn does nothing more (Merchant, Card Reference).
void merchant(Game& g, Frame& f) {
  const auto& played = g.s.turn.played;
  const bool silverPlayed = std::find(played.begin(), played.end(), cards::Silver) != played.end();
  g.addTurnEffect(f.card, silverPlayed ? 0 : 1);
  g.finish();
}
void merchantOnPlayed(Game& g, int effect, Inst played) {
  TurnEffect& e = g.s.turn.effects[size_t(effect)];
  if (e.data == 0 || g.cardOf(played) != cards::Silver) return;
  e.data = 0;
  g.addCoins(1);
}

// Militia: +$2. Each other player discards down to 3 cards in hand.
void militia(Game& g, Frame& f) {
  if (f.step == 1) {
    for (int32_t i : g.picks()) g.discard(Inst(i), PlayerId((f.player + f.a) % g.playerCount()));
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const int excess = int(g.hand(p).size()) - 3;
    if (excess <= 0) continue;
    f.step = 1;
    g.askCards(p, g.handWhere(p, 0), excess, excess, "Discard down to 3 cards in hand");
    return;
  }
  g.finish();
}

// Throne Room: You may play an Action card from your hand twice.
// The second play happens even if the card left play during the first (lose track rule
// does not stop a play: Throne Room, Card Reference).
void throneRoom(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askCards(f.player, g.handWhere(f.player, Action), 0, 1, "You may play an Action card from your hand twice");
      return;
    case 1:
      if (g.pick() < 0) return g.finish();
      f.cards = {g.pick()};
      f.step = 2;
      g.play(f.player, Inst(f.cards[0]));
      return;
    case 2:
      f.step = 3;
      g.replay(f.player, Inst(f.cards[0]));
      return;
    default:
      g.finish();
  }
}

// Witch: +2 Cards. Each other player gains a Curse.
void witch(Game& g, Frame& f) {
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) g.gain(p, cards::Curse);
  g.finish();
}

// Gardens: Worth 1 VP per 10 cards you have (round down).
int gardensScore(const Game& g, PlayerId owner) { return g.cardsOwned(owner) / 10; }

}  // namespace

std::vector<CardDef> baseCards() {
  using enum CardSet;
  return {
      {.name = "Cellar", .set = Base, .cost = 2, .types = Action, .plus = {.actions = 1},
       .text = "+1 Action\nDiscard any number of cards, then draw that many.", .ability = cellar},
      {.name = "Chapel", .set = Base, .cost = 2, .types = Action, .traits = Trashes,
       .text = "Trash up to 4 cards from your hand.", .ability = chapel},
      {.name = "Moat", .set = Base, .cost = 2, .types = Action | Reaction, .plus = {.cards = 2},
       .text = "+2 Cards\nWhen another player plays an Attack card, you may first reveal this from your "
               "hand, to be unaffected by it.",
       .reaction = moatReaction},
      {.name = "Merchant", .set = Base, .cost = 3, .types = Action, .plus = {.cards = 1, .actions = 1},
       .traits = GivesCoins, .text = "+1 Card\n+1 Action\nThe first time you play a Silver this turn, +$1.",
       .ability = merchant, .onPlayed = merchantOnPlayed},
      {.name = "Village", .set = Base, .cost = 3, .types = Action, .plus = {.cards = 1, .actions = 2},
       .text = "+1 Card\n+2 Actions"},
      {.name = "Gardens", .set = Base, .cost = 4, .types = Victory,
       .text = "Worth 1 VP per 10 cards you have (round down).", .score = gardensScore},
      {.name = "Militia", .set = Base, .cost = 4, .types = Action | Attack, .plus = {.coins = 2},
       .text = "+$2\nEach other player discards down to 3 cards in hand.", .ability = militia},
      {.name = "Smithy", .set = Base, .cost = 4, .types = Action, .plus = {.cards = 3}, .text = "+3 Cards"},
      {.name = "Throne Room", .set = Base, .cost = 4, .types = Action,
       .text = "You may play an Action card from your hand twice.", .ability = throneRoom},
      {.name = "Festival", .set = Base, .cost = 5, .types = Action, .plus = {.actions = 2, .buys = 1, .coins = 2},
       .text = "+2 Actions\n+1 Buy\n+$2"},
      {.name = "Laboratory", .set = Base, .cost = 5, .types = Action, .plus = {.cards = 2, .actions = 1},
       .text = "+2 Cards\n+1 Action"},
      {.name = "Market", .set = Base, .cost = 5, .types = Action,
       .plus = {.cards = 1, .actions = 1, .buys = 1, .coins = 1}, .text = "+1 Card\n+1 Action\n+1 Buy\n+$1"},
      {.name = "Witch", .set = Base, .cost = 5, .types = Action | Attack, .plus = {.cards = 2},
       .text = "+2 Cards\nEach other player gains a Curse.", .ability = witch},
  };
}

}  // namespace dom
