// Base game: the 2nd edition's 26 Kingdom cards, then the 6 removed from the 1st edition.
// Each card's official text is in its table entry; rulings cite the Card Reference (chapter VI of
// the complete rules) as "Card ①" and the base rulebook's card notes as "rulebook".
#include <algorithm>

#include "../game.hpp"

namespace dom {

namespace {

// ---- helpers ------------------------------------------------------------------------------

// The player an Attack's (or "each other player") loop is visiting: f.a is its cursor.
PlayerId visited(const Game& g, const Frame& f) { return PlayerId((f.player + f.a) % g.playerCount()); }

// Cards in p's hand that satisfy pred.
template <class Pred>
std::vector<int32_t> handIf(const Game& g, PlayerId p, Pred&& pred) {
  std::vector<int32_t> out;
  for (Inst i : g.player(p).hand())
    if (pred(i)) out.push_back(i);
  return out;
}

// Instances of `v` still in (zone, owner): the "lose track" rule lets a card only move cards
// that are still where it put them.
std::vector<int32_t> stillIn(const Game& g, const std::vector<int32_t>& v, Zone z, PlayerId owner) {
  std::vector<int32_t> out;
  for (int32_t i : v)
    if (g.isIn(Inst(i), z, owner)) out.push_back(i);
  return out;
}

// Asks p to choose exactly n of `choices` (fewer if there are not that many; `ordered`: in
// order). When the rules leave nothing to decide — every card must be taken in no particular
// order, or all are copies of one card — the answer is given at once instead. Either way the
// frame's next step reads g.picks(); set f.step before calling and return right after.
void chooseExactly(Game& g, PlayerId p, std::vector<int32_t> choices, int n, std::string prompt,
                   bool ordered = false) {
  n = std::min(n, int(choices.size()));
  const bool copies = std::all_of(choices.begin(), choices.end(),
                                  [&](int32_t i) { return g.cardOf(Inst(i)) == g.cardOf(Inst(choices[0])); });
  if ((int(choices.size()) == n && !ordered) || copies) {
    choices.resize(size_t(n));
    g.answerAtOnce(p, std::move(choices));
    return;
  }
  g.askCards(p, std::move(choices), n, n, std::move(prompt), ordered);
}

// Asks p to choose a Supply pile whose card costs at most maxCost now (and has one of `types`,
// if given). Returns false, asking nothing, when no pile qualifies: the gain does nothing.
bool askGain(Game& g, PlayerId p, int maxCost, uint32_t types, std::string prompt) {
  auto piles = g.pilesWhere([&](CardId c) { return g.cost(c) <= maxCost && (!types || card(c).is(types)); });
  if (piles.empty()) return false;
  g.askPile(p, std::move(piles), 1, std::move(prompt));
  return true;
}

// ---- 2nd edition --------------------------------------------------------------------------

// Cellar: +1 Action. Discard any number of cards, then draw that many.
// Cellar is in play, not in hand, so it cannot discard itself. The discarded cards are
// discarded at once and then drawn for: a shuffle can draw them back (Cellar ①, DISCARD,
// THEN GET FROM DECK).
void cellar(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      const int n = int(hand.size());
      g.askCards(f.player, std::move(hand), 0, n, "Discard any number of cards, then draw that many");
      return;
    }
    default: {
      const auto chosen = g.picks();
      for (int32_t i : chosen) g.discard(Inst(i), f.player);
      g.draw(f.player, int(chosen.size()));
      g.finish();
    }
  }
}

// Chapel: Trash up to 4 cards from your hand. Trashing none is allowed (Chapel ①).
void chapel(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 0, 4, "Trash up to 4 cards from your hand");
      return;
    }
    default:
      for (int32_t i : g.picks()) g.trash(Inst(i));
      g.finish();
  }
}

// Moat: +2 Cards. When another player plays an Attack card, you may first reveal this from
// your hand, to be unaffected by it. The engine's attack window only asks the other players,
// so Moat never protects against one's own Attack (Spy).
void moatReaction(Game& g, Frame& f) {
  g.s.frames[size_t(f.b)].immune |= uint8_t(1u << f.player);
  g.finish();
}

// Harbinger: +1 Card +1 Action. Look through your discard pile. You may put a card from it
// onto your deck. With an empty discard pile there is nothing to choose.
void harbinger(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto pile = g.asChoices(g.player(f.player).discard());
      if (pile.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(pile), 0, 1, "You may put a card from your discard pile onto your deck");
      return;
    }
    default:
      if (g.pick() >= 0 && g.isIn(Inst(g.pick()), Zone::Discard, f.player))
        g.topDeck(Inst(g.pick()), f.player);
      g.finish();
  }
}

// Merchant: +1 Card +1 Action. The first time you play a Silver this turn, +$1.
// Each Merchant played sets up its own bonus, so two Merchants (or Throne Room + Merchant)
// give +$2 on the first Silver (Merchant ①); a Silver played before the Merchant means no bonus
// this turn (Merchant ②).
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

// Vassal: +$2. Discard the top card of your deck. If it's an Action card, you may play it.
// Playing it uses no Action (rulebook); it moves from the discard pile to play (Vassal ①), and
// only if it is still there (the "lose track" rule).
void vassal(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto& ps = g.player(f.player);
      if (ps.deck().empty()) {
        if (ps.discard().empty()) return g.finish();
        g.shuffleDiscardIntoDeck(f.player);
      }
      const Inst i = ps.deck().back();
      g.discard(i, f.player);
      if (!g.defOf(i).is(Action)) return g.finish();
      f.cards = {i};
      f.step = 1;
      g.askCards(f.player, {i}, 0, 1, "You may play the discarded Action card");
      return;
    }
    case 1:
      if (g.pick() < 0 || !g.isIn(Inst(f.cards[0]), Zone::Discard, f.player)) return g.finish();
      f.step = 2;
      g.play(f.player, Inst(f.cards[0]));
      return;
    default:
      g.finish();
  }
}

// Workshop: Gain a card costing up to $4.
void workshop(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      if (!askGain(g, f.player, 4, 0, "Gain a card costing up to $4")) g.finish();
      return;
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

// Bureaucrat: Gain a Silver onto your deck. Each other player reveals a Victory card from their
// hand and puts it onto their deck (or reveals a hand with no Victory cards).
// The Silver is gained to the deck (Bureaucrat ①); the attack happens even with no Silver left
// (Bureaucrat ②).
void bureaucrat(Game& g, Frame& f) {
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
    chooseExactly(g, v, std::move(victory), 1, "Reveal a Victory card and put it onto your deck");
    return;
  }
  g.finish();
}

// Gardens: Worth 1 VP per 10 cards you have (round down).
int gardensScore(const Game& g, PlayerId owner) { return g.cardsOwned(owner) / 10; }

// Militia: +$2. Each other player discards down to 3 cards in hand, all at once (DISCARD DOWN
// TO), in turn order.
void militia(Game& g, Frame& f) {
  if (f.step == 1) {
    for (int32_t i : g.picks()) g.discard(Inst(i), visited(g, f));
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const int excess = int(g.hand(p).size()) - 3;
    if (excess <= 0) continue;
    f.step = 1;
    chooseExactly(g, p, g.handWhere(p, 0), excess, "Discard down to 3 cards in hand");
    return;
  }
  g.finish();
}

// Moneylender: You may trash a Copper from your hand for +$3. (2nd edition: optional,
// Moneylender ①.)
void moneylender(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto coppers = handIf(g, f.player, [&](Inst i) { return g.cardOf(i) == cards::Copper; });
      if (coppers.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(coppers), 0, 1, "You may trash a Copper from your hand for +$3");
      return;
    }
    default:
      if (g.pick() >= 0) {
        g.trash(Inst(g.pick()));
        g.addCoins(3);
      }
      g.finish();
  }
}

// Poacher: +1 Card +1 Action +$1. Discard a card per empty Supply pile.
// Draw first, then discard as many as you can (Poacher ①); the empty piles are counted when it
// resolves (Poacher ②), every Supply pile counting (rulebook).
void poacher(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      const int n = std::min(g.emptyPiles(), int(hand.size()));
      if (n == 0) return g.finish();
      f.step = 1;
      chooseExactly(g, f.player, std::move(hand), n, "Discard a card per empty Supply pile");
      return;
    }
    default:
      for (int32_t i : g.picks()) g.discard(Inst(i), f.player);
      g.finish();
  }
}

// Remodel: Trash a card from your hand. Gain a card costing up to $2 more than it.
// Up to: the same cost or cheaper is allowed; nothing to trash, nothing gained (Remodel ①,
// "REMODEL" CARD). f.b: the most the gained card may cost.
void remodel(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      chooseExactly(g, f.player, std::move(hand), 1, "Trash a card from your hand");
      return;
    }
    case 1: {
      const Inst i = Inst(g.pick());
      g.trash(i);
      f.b = g.cost(g.cardOf(i)) + 2;
      f.step = 2;
      if (!askGain(g, f.player, f.b, 0, "Gain a card costing up to $2 more than the trashed card"))
        g.finish();
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

// Throne Room: You may play an Action card from your hand twice.
// Optional in the 2nd edition (Throne Room ②). The second play happens even if the card left
// play during the first (PLAY A CARD MULTIPLE TIMES: a throne-room can replay a card it lost
// track of). Throne Room on Throne Room plays two cards twice each.
void throneRoom(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto actions = g.handWhere(f.player, Action);
      if (actions.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(actions), 0, 1, "You may play an Action card from your hand twice");
      return;
    }
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
      // A Duration it played that stays in play for a later turn keeps it in play too, until
      // the Clean-up in which the Duration leaves (rules, "Playing a Duration card multiple
      // times"). Only the Throne Room that played the Duration directly stays.
      if (g.isLasting(Inst(f.cards[0]))) g.keepWith(f.source, Inst(f.cards[0]));
      g.finish();
  }
}

// Bandit: Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a
// revealed Treasure other than Copper, and discards the rest.
// The attack happens even with no Gold left (Bandit ②); each victim in turn order first trashes
// (their choice), then discards (Bandit ❖). f.cards: the victim's revealed cards.
void bandit(Game& g, Frame& f) {
  if (f.step == 0) {
    g.gain(f.player, cards::Gold);
    f.step = 1;
  } else if (f.step == 2) {
    const PlayerId v = visited(g, f);
    g.trash(Inst(g.pick()));
    for (int32_t i : stillIn(g, f.cards, Zone::Revealed, v)) g.discard(Inst(i), v);
    f.cards.clear();
    f.step = 1;
  }
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    for (int k = 0; k < 2; ++k) {
      const Inst i = g.takeTop(v, Zone::Revealed);
      if (i == NoInst) break;
      f.cards.push_back(i);
    }
    std::vector<int32_t> silverOrBetter;
    for (int32_t i : f.cards)
      if (g.defOf(Inst(i)).is(Treasure) && g.cardOf(Inst(i)) != cards::Copper) silverOrBetter.push_back(i);
    if (!silverOrBetter.empty()) {
      f.step = 2;
      chooseExactly(g, v, std::move(silverOrBetter), 1, "Trash a revealed Treasure other than Copper");
      return;
    }
    for (int32_t i : f.cards) g.discard(Inst(i), v);
    f.cards.clear();
  }
  g.finish();
}

// Council Room: +4 Cards +1 Buy. Each other player draws a card (whether they want to or not,
// rulebook). Not an Attack: Moat does not apply.
void councilRoom(Game& g, Frame& f) {
  for (PlayerId p = g.nextOther(f); p != NoPlayer; p = g.nextOther(f)) g.draw(p, 1);
  g.finish();
}

// Library: Draw until you have 7 cards in hand, skipping any Action cards you choose to; set
// those aside, discarding them afterwards.
// One card at a time, so a shuffle happens only when the deck is empty, and the set-aside cards
// are not shuffled in; they do not count towards the 7 (Library ①②). f.cards: the set-aside
// cards.
void library(Game& g, Frame& f) {
  if (f.step == 1) {
    if (g.pick() >= 0) {
      g.moveTo(Inst(g.pick()), Zone::Revealed, f.player, MoveReason::SetAside);
      f.cards.push_back(g.pick());
    }
    f.step = 0;
  }
  while (g.hand(f.player).size() < 7) {
    const Inst i = g.drawOne(f.player);
    if (i == NoInst) break;
    if (g.defOf(i).is(Action)) {
      f.step = 1;
      g.askCards(f.player, {i}, 0, 1, "You may set aside this Action card");
      return;
    }
  }
  for (int32_t i : stillIn(g, f.cards, Zone::Revealed, f.player)) g.discard(Inst(i), f.player);
  g.finish();
}

// Mine: You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3
// more than it. Optional in the 2nd edition (Mine ③); gained to hand (Mine ②); "remodel" rules
// (Mine ①). f.b: the most the gained card may cost.
void mine(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto treasures = g.handWhere(f.player, Treasure);
      if (treasures.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(treasures), 0, 1, "You may trash a Treasure from your hand");
      return;
    }
    case 1: {
      if (g.pick() < 0) return g.finish();
      const Inst i = Inst(g.pick());
      g.trash(i);
      f.b = g.cost(g.cardOf(i)) + 3;
      f.step = 2;
      if (!askGain(g, f.player, f.b, Treasure,
                   "Gain a Treasure to your hand costing up to $3 more than the trashed one"))
        g.finish();
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick(), Zone::Hand);
      g.finish();
  }
}

// Sentry: +1 Card +1 Action. Look at the top 2 cards of your deck. Trash and/or discard any
// number of them. Put the rest back on top in any order.
// Look, then trash, then discard, then put back (Sentry ①); the looked-at cards are kept aside
// meanwhile (Sentry ②). Putting back: the FIRST card of the answer ends on TOP of the deck.
// f.cards: the looked-at cards.
void sentry(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      for (int k = 0; k < 2; ++k) {
        const Inst i = g.takeTop(f.player, Zone::Aside);
        if (i == NoInst) break;
        f.cards.push_back(i);
      }
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, f.cards, 0, int(f.cards.size()), "Trash any number of these cards");
      return;
    case 1: {
      for (int32_t i : g.picks()) g.trash(Inst(i));
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      if (rest.empty()) return g.finish();
      f.step = 2;
      const int n = int(rest.size());
      g.askCards(f.player, std::move(rest), 0, n, "Discard any number of these cards");
      return;
    }
    case 2: {
      for (int32_t i : g.picks()) g.discard(Inst(i), f.player);
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      if (rest.empty()) return g.finish();
      f.step = 3;
      const int n = int(rest.size());
      chooseExactly(g, f.player, std::move(rest), n,
                    "Put these cards back in any order (the first one on top)", true);
      return;
    }
    default: {
      const auto order = g.picks();
      for (auto it = order.rbegin(); it != order.rend(); ++it) g.topDeck(Inst(*it), f.player);
      g.finish();
    }
  }
}

// Witch: +2 Cards. Each other player gains a Curse.
// In turn order, so when the Curses run out the later players get none (rulebook).
void witch(Game& g, Frame& f) {
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) g.gain(p, cards::Curse);
  g.finish();
}

// Artisan: Gain a card to your hand costing up to $5. Put a card from your hand onto your deck.
// First gain (to hand, Artisan ①), then put a card back — possibly the gained one (Artisan ②).
void artisan(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      if (askGain(g, f.player, 5, 0, "Gain a card to your hand costing up to $5")) return;
      f.step = 2;
      return;
    case 1:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick(), Zone::Hand);
      f.step = 2;
      return;
    case 2: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 3;
      chooseExactly(g, f.player, std::move(hand), 1, "Put a card from your hand onto your deck");
      return;
    }
    default:
      g.topDeck(Inst(g.pick()), f.player);
      g.finish();
  }
}

// ---- 1st edition only -----------------------------------------------------------------------

// Chancellor: +$2. You may immediately put your deck into your discard pile.
// "Put", not discard, and without looking through it (Chancellor ①②).
void chancellor(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (g.player(f.player).deck().empty()) return g.finish();
      f.step = 1;
      g.askOption(f.player, {"Put deck into discard pile", "Keep deck"}, 1, 1,
                  "You may put your deck into your discard pile");
      return;
    default:
      if (g.pick() == 0) {
        auto& deck = g.player(f.player).deck();
        while (!deck.empty()) g.moveTo(deck.back(), Zone::Discard, f.player, MoveReason::None);
      }
      g.finish();
  }
}

// Feast: Trash this card. Gain a card costing up to $5.
// First trash, then gain (Feast ③). Only trashes itself if still in play — Throne Room + Feast
// trashes it once and gains two cards (Feast ①, the "lose track" rule).
void feast(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (f.source != NoInst && g.isIn(f.source, Zone::InPlay, f.player)) g.trash(f.source);
      f.step = 1;
      if (!askGain(g, f.player, 5, 0, "Gain a card costing up to $5")) g.finish();
      return;
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

// Spy: +1 Card +1 Action. Each player (including you) reveals the top card of his deck and
// either discards it or puts it back, your choice.
// You first, then the others in turn order (EACH PLAYER); your own Moat cannot help you.
// f.cards: the card revealed by the player being visited.
void spy(Game& g, Frame& f) {
  PlayerId who = f.player;  // step 0: the attacker (f.a == 0 points at them)
  if (f.step == 1) {
    const PlayerId owner = visited(g, f);
    const Inst i = Inst(f.cards[0]);
    if (g.isIn(i, Zone::Revealed, owner)) {
      if (g.pick() == 0)
        g.discard(i, owner);
      else
        g.topDeck(i, owner);
    }
    f.cards.clear();
    who = g.nextVictim(f);
  }
  for (; who != NoPlayer; who = g.nextVictim(f)) {
    const Inst i = g.takeTop(who, Zone::Revealed);
    if (i == NoInst) continue;
    f.cards = {i};
    f.step = 1;
    g.askOption(f.player, {"Discard", "Put back"}, 1, 1, "Discard the revealed card or put it back");
    return;
  }
  g.finish();
}

// Thief: Each other player reveals the top 2 cards of his deck. If they revealed any Treasure
// cards, they trash one of them that you choose. You may gain any or all of these trashed cards.
// They discard the other revealed cards.
// You choose the Treasure for each player; after every player has revealed and trashed, you gain
// any of the trashed cards; then they discard (Thief ③ and ❖). f.cards: all revealed cards.
void thief(Game& g, Frame& f) {
  switch (f.step) {
    case 1:
      g.trash(Inst(g.pick()));
      [[fallthrough]];
    case 0:
      for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
        std::vector<int32_t> treasures;
        for (int k = 0; k < 2; ++k) {
          const Inst i = g.takeTop(v, Zone::Revealed);
          if (i == NoInst) break;
          f.cards.push_back(i);
          if (g.defOf(i).is(Treasure)) treasures.push_back(i);
        }
        if (treasures.empty()) continue;
        f.step = 1;
        chooseExactly(g, f.player, std::move(treasures), 1, "Choose a revealed Treasure for them to trash");
        return;
      }
      {
        std::vector<int32_t> trashed;
        for (int32_t i : f.cards)
          if (g.isIn(Inst(i), Zone::Trash, -1)) trashed.push_back(i);
        if (!trashed.empty()) {
          f.step = 2;
          const int n = int(trashed.size());
          g.askCards(f.player, std::move(trashed), 0, n, "You may gain any of the trashed Treasures");
          return;
        }
      }
      f.step = 3;
      return;
    case 2:
      for (int32_t i : g.picks()) g.gainInst(f.player, Inst(i));
      [[fallthrough]];
    default:
      for (int32_t i : f.cards) {
        const Location at = g.s.instLoc[size_t(i)];
        if (at.zone == Zone::Revealed) g.discard(Inst(i), PlayerId(at.owner));
      }
      g.finish();
  }
}

// Adventurer: Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure
// cards in your hand and discard the other revealed cards.
// Dig one card at a time; a shuffle leaves out the revealed cards; if the deck runs out, take
// what was found (Adventurer ①, "DIG FOR").
void adventurer(Game& g, Frame& f) {
  std::vector<Inst> revealed;
  int treasures = 0;
  while (treasures < 2) {
    const Inst i = g.takeTop(f.player, Zone::Revealed);
    if (i == NoInst) break;
    revealed.push_back(i);
    if (g.defOf(i).is(Treasure)) ++treasures;
  }
  for (Inst i : revealed)
    if (g.defOf(i).is(Treasure)) g.toHand(i, f.player);
  for (Inst i : revealed)
    if (g.isIn(i, Zone::Revealed, f.player)) g.discard(i, f.player);
  g.finish();
}

}  // namespace

std::vector<CardDef> baseCards() {
  using enum CardSet;
  return {
      // 2nd edition, in the card list's order.
      {.name = "Cellar",
       .set = Base,
       .cost = 2,
       .types = Action,
       .plus = {.actions = 1},
       .traits = GivesCards,
       .text = "+1 Action\nDiscard any number of cards, then draw that many.",
       .ability = cellar},
      {.name = "Chapel",
       .set = Base,
       .cost = 2,
       .types = Action,
       .traits = Trashes,
       .text = "Trash up to 4 cards from your hand.",
       .ability = chapel},
      {.name = "Moat",
       .set = Base,
       .cost = 2,
       .types = Action | Reaction,
       .plus = {.cards = 2},
       .text = "+2 Cards\nWhen another player plays an Attack card, you may first reveal this from your "
               "hand, to be unaffected by it.",
       .reaction = moatReaction},
      {.name = "Harbinger",
       .set = Base,
       .editions = SecondEdition,
       .cost = 3,
       .types = Action,
       .plus = {.cards = 1, .actions = 1},
       .text =
           "+1 Card\n+1 Action\nLook through your discard pile. You may put a card from it onto your deck.",
       .ability = harbinger},
      {.name = "Merchant",
       .set = Base,
       .editions = SecondEdition,
       .cost = 3,
       .types = Action,
       .plus = {.cards = 1, .actions = 1},
       .traits = GivesCoins,
       .text = "+1 Card\n+1 Action\nThe first time you play a Silver this turn, +$1.",
       .ability = merchant,
       .onPlayed = merchantOnPlayed},
      {.name = "Vassal",
       .set = Base,
       .editions = SecondEdition,
       .cost = 3,
       .types = Action,
       .plus = {.coins = 2},
       .text = "+$2\nDiscard the top card of your deck. If it's an Action card, you may play it.",
       .ability = vassal},
      {.name = "Village",
       .set = Base,
       .cost = 3,
       .types = Action,
       .plus = {.cards = 1, .actions = 2},
       .text = "+1 Card\n+2 Actions"},
      {.name = "Workshop",
       .set = Base,
       .cost = 3,
       .types = Action,
       .traits = Gains,
       .text = "Gain a card costing up to $4.",
       .ability = workshop},
      {.name = "Bureaucrat",
       .set = Base,
       .cost = 4,
       .types = Action | Attack,
       .traits = Gains,
       .text = "Gain a Silver onto your deck. Each other player reveals a Victory card from their hand and "
               "puts it onto their deck (or reveals a hand with no Victory cards).",
       .ability = bureaucrat},
      {.name = "Gardens",
       .set = Base,
       .cost = 4,
       .types = Victory,
       .text = "Worth 1 VP per 10 cards you have (round down).",
       .score = gardensScore},
      {.name = "Militia",
       .set = Base,
       .cost = 4,
       .types = Action | Attack,
       .plus = {.coins = 2},
       .text = "+$2\nEach other player discards down to 3 cards in hand.",
       .ability = militia},
      {.name = "Moneylender",
       .set = Base,
       .cost = 4,
       .types = Action,
       .traits = Trashes | GivesCoins,
       .text = "You may trash a Copper from your hand for +$3.",
       .ability = moneylender},
      {.name = "Poacher",
       .set = Base,
       .editions = SecondEdition,
       .cost = 4,
       .types = Action,
       .plus = {.cards = 1, .actions = 1, .coins = 1},
       .text = "+1 Card\n+1 Action\n+$1\nDiscard a card per empty Supply pile.",
       .ability = poacher},
      {.name = "Remodel",
       .set = Base,
       .cost = 4,
       .types = Action,
       .traits = Trashes | Gains,
       .text = "Trash a card from your hand. Gain a card costing up to $2 more than it.",
       .ability = remodel},
      {.name = "Smithy", .set = Base, .cost = 4, .types = Action, .plus = {.cards = 3}, .text = "+3 Cards"},
      {.name = "Throne Room",
       .set = Base,
       .cost = 4,
       .types = Action,
       .text = "You may play an Action card from your hand twice.",
       .ability = throneRoom},
      {.name = "Bandit",
       .set = Base,
       .editions = SecondEdition,
       .cost = 5,
       .types = Action | Attack,
       .traits = Gains,
       .text = "Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed "
               "Treasure other than Copper, and discards the rest.",
       .ability = bandit},
      {.name = "Council Room",
       .set = Base,
       .cost = 5,
       .types = Action,
       .plus = {.cards = 4, .buys = 1},
       .text = "+4 Cards\n+1 Buy\nEach other player draws a card.",
       .ability = councilRoom},
      {.name = "Festival",
       .set = Base,
       .cost = 5,
       .types = Action,
       .plus = {.actions = 2, .buys = 1, .coins = 2},
       .text = "+2 Actions\n+1 Buy\n+$2"},
      {.name = "Laboratory",
       .set = Base,
       .cost = 5,
       .types = Action,
       .plus = {.cards = 2, .actions = 1},
       .text = "+2 Cards\n+1 Action"},
      {.name = "Library",
       .set = Base,
       .cost = 5,
       .types = Action,
       .traits = GivesCards,
       .text = "Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those "
               "aside, discarding them afterwards.",
       .ability = library},
      {.name = "Market",
       .set = Base,
       .cost = 5,
       .types = Action,
       .plus = {.cards = 1, .actions = 1, .buys = 1, .coins = 1},
       .text = "+1 Card\n+1 Action\n+1 Buy\n+$1"},
      {.name = "Mine",
       .set = Base,
       .cost = 5,
       .types = Action,
       .traits = Trashes | Gains,
       .text = "You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3 more "
               "than it.",
       .ability = mine},
      {.name = "Sentry",
       .set = Base,
       .editions = SecondEdition,
       .cost = 5,
       .types = Action,
       .plus = {.cards = 1, .actions = 1},
       .traits = Trashes,
       .text = "+1 Card\n+1 Action\nLook at the top 2 cards of your deck. Trash and/or discard any number of "
               "them. Put the rest back on top in any order.",
       .ability = sentry},
      {.name = "Witch",
       .set = Base,
       .cost = 5,
       .types = Action | Attack,
       .plus = {.cards = 2},
       .text = "+2 Cards\nEach other player gains a Curse.",
       .ability = witch},
      {.name = "Artisan",
       .set = Base,
       .editions = SecondEdition,
       .cost = 6,
       .types = Action,
       .traits = Gains,
       .text = "Gain a card to your hand costing up to $5.\nPut a card from your hand onto your deck.",
       .ability = artisan},

      // Removed with the 1st edition.
      {.name = "Chancellor",
       .set = Base,
       .editions = FirstEdition,
       .cost = 3,
       .types = Action,
       .plus = {.coins = 2},
       .text = "+$2\nYou may immediately put your deck into your discard pile.",
       .ability = chancellor},
      {.name = "Woodcutter",
       .set = Base,
       .editions = FirstEdition,
       .cost = 3,
       .types = Action,
       .plus = {.buys = 1, .coins = 2},
       .text = "+1 Buy\n+$2"},
      {.name = "Feast",
       .set = Base,
       .editions = FirstEdition,
       .cost = 4,
       .types = Action,
       .traits = Gains,
       .text = "Trash this card. Gain a card costing up to $5.",
       .ability = feast},
      {.name = "Spy",
       .set = Base,
       .editions = FirstEdition,
       .cost = 4,
       .types = Action | Attack,
       .plus = {.cards = 1, .actions = 1},
       .text = "+1 Card\n+1 Action\nEach player (including you) reveals the top card of his deck and either "
               "discards it or puts it back, your choice.",
       .ability = spy},
      {.name = "Thief",
       .set = Base,
       .editions = FirstEdition,
       .cost = 4,
       .types = Action | Attack,
       .traits = Gains,
       .text = "Each other player reveals the top 2 cards of his deck. If they revealed any Treasure cards, "
               "they trash one of them that you choose. You may gain any or all of these trashed cards. They "
               "discard the other revealed cards.",
       .ability = thief},
      {.name = "Adventurer",
       .set = Base,
       .editions = FirstEdition,
       .cost = 6,
       .types = Action,
       .traits = GivesCards,
       .text = "Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure cards in "
               "your hand and discard the other revealed cards.",
       .ability = adventurer},
  };
}

}  // namespace dom
