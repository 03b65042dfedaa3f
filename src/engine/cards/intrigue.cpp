// Intrigue: the 2nd edition's 26 Kingdom cards, then the 6 removed from the 1st edition.
// Each card's official text is in its table entry; rulings cite the Card Reference (chapter VI
// of the complete rules) by card and point number.
//
// Conventions of this file:
// - A choice with only one possible outcome is not asked (for instance "put a card from your
//   hand onto your deck" with one card in hand, or "gain a card costing $4" with one such pile).
// - "Put these back in any order" asks an ordered choice: the answer's FIRST card ends on TOP.
#include <algorithm>
#include <bit>
#include <optional>

#include "../game.hpp"

namespace dom {

namespace {

// The player an Attack's ability is dealing with (nextVictim keeps the cursor in f.a).
PlayerId victimOf(const Game& g, const Frame& f) { return PlayerId((f.player + f.a) % g.playerCount()); }

// Asks p to choose exactly n of `choices` (all of them when there are n or fewer). When the
// answer is forced, asks nothing and returns it; returns nullopt when a decision was asked.
std::optional<std::vector<int32_t>> chooseCards(Game& g, PlayerId p, std::vector<int32_t> choices, int n,
                                                std::string prompt, bool ordered = false) {
  const bool forced = int(choices.size()) < n || (int(choices.size()) == n && !(ordered && n > 1));
  if (forced) return choices;
  g.askCards(p, std::move(choices), n, n, std::move(prompt), ordered);
  return std::nullopt;
}

// Asks p to choose one of `piles` to gain from. Returns -1 when there is none, the pile when
// there is only one, and nullopt when a decision was asked.
std::optional<int> choosePile(Game& g, PlayerId p, std::vector<int32_t> piles, std::string prompt) {
  if (piles.empty()) return -1;
  if (piles.size() == 1) return piles[0];
  g.askPile(p, std::move(piles), 1, std::move(prompt));
  return std::nullopt;
}

// Puts cards onto p's deck so that the first of `topFirst` ends on top.
void putBack(Game& g, PlayerId p, const std::vector<int32_t>& topFirst) {
  for (auto it = topFirst.rbegin(); it != topFirst.rend(); ++it) g.topDeck(Inst(*it), p);
}

// Puts back cards kept aside from p's deck: asks the order when it can matter.
// Returns true when it asked (the answer's first card goes on top; see putBack).
bool putBackInAnyOrder(Game& g, PlayerId p, const std::vector<int32_t>& cards) {
  const bool allSame = std::all_of(cards.begin(), cards.end(),
                                   [&](int32_t i) { return g.cardOf(Inst(i)) == g.cardOf(Inst(cards[0])); });
  if (cards.size() <= 1 || allSame) {
    putBack(g, p, cards);
    return false;
  }
  g.askCards(p, cards, int(cards.size()), int(cards.size()),
             "Put these cards back in any order (the first one on top)", true);
  return true;
}

void discardAll(Game& g, PlayerId p, const std::vector<int32_t>& cards) {
  for (int32_t i : cards) g.discard(Inst(i), p);
}

void discardHand(Game& g, PlayerId p) {
  auto& hand = g.hand(p);
  while (!hand.empty()) g.discard(hand.back(), p);
}

void trashAll(Game& g, const std::vector<int32_t>& cards) {
  for (int32_t i : cards) g.trash(Inst(i));
}

std::vector<int32_t> pilesCosting(const Game& g, int lo, int hi) {
  return g.pilesWhere([&](CardId c) { return g.cost(c) >= lo && g.cost(c) <= hi; });
}

// ---- Intrigue, 2nd edition -----------------------------------------------------------------

// Courtyard: +3 Cards. Put a card from your hand onto your deck.
// Courtyard ①: draw 3, then put 1 back, even if fewer than 3 could be drawn.
void courtyard(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    f.step = 1;
    auto forced =
        chooseCards(g, f.player, g.handWhere(f.player, 0), 1, "Put a card from your hand onto your deck");
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  putBack(g, f.player, chosen);
  g.finish();
}

// Lurker: +1 Action. Choose one: Trash an Action card from the Supply; or gain an Action card
// from the trash. Lurker ④: only the top card of a pile can be trashed; ③: any Action card in
// the trash may be gained, Kingdom or not.
void lurker(Game& g, Frame& f) {
  const PlayerId p = f.player;
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(p, {"Trash an Action card from the Supply", "Gain an Action card from the trash"}, 1, 1,
                  "Choose one");
      return;
    case 1:
      if (g.pick() == 0) {
        f.step = 2;
        auto pile = choosePile(g, p, g.pilesWhere([](CardId c) { return card(c).is(Action); }),
                               "Trash an Action card from the Supply");
        if (!pile) return;
        if (*pile >= 0) g.trash(g.s.supply[size_t(*pile)].cards.back());
        return g.finish();
      } else {
        std::vector<int32_t> actions;
        for (Inst i : g.s.trash)
          if (g.defOf(i).is(Action)) actions.push_back(i);
        f.step = 3;
        auto forced = chooseCards(g, p, std::move(actions), 1, "Gain an Action card from the trash");
        if (!forced) return;
        for (int32_t i : *forced) g.gainInst(p, Inst(i));
        return g.finish();
      }
    case 2: g.trash(g.s.supply[size_t(g.pick())].cards.back()); return g.finish();
    default: g.gainInst(p, Inst(g.pick())); return g.finish();
  }
}

// Pawn: Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.
// Pawn ②: both are chosen first, then done; ③: in the order given.
void pawn(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player, {"+1 Card", "+1 Action", "+1 Buy", "+$1"}, 2, 2, "Choose two");
    return;
  }
  std::vector<int32_t> picks = g.picks();
  std::sort(picks.begin(), picks.end());
  for (int32_t o : picks) {
    switch (o) {
      case 0: g.draw(f.player, 1); break;
      case 1: g.addActions(1); break;
      case 2: g.addBuys(1); break;
      default: g.addCoins(1); break;
    }
  }
  g.finish();
}

// Masquerade: +2 Cards. Each player with any cards in hand passes one to the next such player to
// their left, at once. Then you may trash a card from your hand.
// Masquerade ②: everyone chooses first, then all cards are passed together; ④: players without
// cards in hand neither pass nor receive. ①: passing is not gaining.
// f.b: the players passing (bit per seat); f.a: the offset of the player being asked;
// f.cards: the chosen cards, in turn order from the current player.
void masquerade(Game& g, Frame& f) {
  const int n = g.playerCount();
  switch (f.step) {
    case 0:
      f.b = 0;
      for (PlayerId p = 0; p < n; ++p)
        if (!g.hand(p).empty()) f.b |= 1 << p;
      f.a = 0;
      f.cards.clear();
      f.step = std::popcount(uint32_t(f.b)) >= 2 ? 1 : 3;
      return;
    case 2:
      f.cards.push_back(g.pick());
      ++f.a;
      [[fallthrough]];
    case 1: {
      for (; f.a < n; ++f.a) {
        const PlayerId p = PlayerId((f.player + f.a) % n);
        if (!(f.b & (1 << p))) continue;
        if (g.hand(p).size() == 1) {
          f.cards.push_back(g.hand(p)[0]);
          continue;
        }
        f.step = 2;
        g.askCards(p, g.handWhere(p, 0), 1, 1,
                   "Pass a card to the next player to your left with cards in hand");
        return;
      }
      std::vector<PlayerId> passers;
      for (int k = 0; k < n; ++k)
        if (f.b & (1 << ((f.player + k) % n))) passers.push_back(PlayerId((f.player + k) % n));
      for (size_t k = 0; k < passers.size(); ++k) {
        const Inst i = Inst(f.cards[k]);
        const PlayerId to = passers[(k + 1) % passers.size()];
        g.log({.kind = EventKind::Pass, .player = passers[k], .card = g.cardOf(i), .inst = i, .toOwner = to});
        g.moveTo(i, Zone::Hand, to, MoveReason::Pass);
      }
      f.cards.clear();
      f.step = 3;
      return;
    }
    case 3:
      if (g.hand(f.player).empty()) return g.finish();
      f.step = 4;
      g.askCards(f.player, g.handWhere(f.player, 0), 0, 1, "You may trash a card from your hand");
      return;
    default:
      if (g.pick() >= 0) g.trash(Inst(g.pick()));
      g.finish();
  }
}

// Shanty Town: +2 Actions. Reveal your hand. If you have no Action cards in hand, +2 Cards.
void shantyTown(Game& g, Frame& f) {
  bool action = false;
  for (Inst i : g.hand(f.player)) {
    g.reveal(i, f.player);
    action = action || g.defOf(i).is(Action);
  }
  if (!action) g.draw(f.player, 2);
  g.finish();
}

// Steward: Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.
// Steward ①: trashing takes 2 cards if you have them (fewer only if you don't).
void steward(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(f.player, {"+2 Cards", "+$2", "Trash 2 cards"}, 1, 1, "Choose one");
      return;
    case 1: {
      const int o = g.pick();
      if (o == 0) g.draw(f.player, 2);
      if (o == 1) g.addCoins(2);
      if (o != 2) return g.finish();
      f.step = 2;
      auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 2, "Trash 2 cards from your hand");
      if (!forced) return;
      chosen = *forced;
      break;
    }
    default: chosen = g.picks();
  }
  trashAll(g, chosen);
  g.finish();
}

// Swindler: +$2. Each other player trashes the top card of their deck and gains a card with the
// same cost that you choose. Swindler ❶: one player after the other; ❷: you must choose a card
// of that cost if the Supply has one.
void swindler(Game& g, Frame& f) {
  if (f.step == 1) {
    g.gainFromPile(victimOf(g, f), g.pick());
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const Inst top = g.takeTop(p, Zone::Revealed);
    if (top == NoInst) continue;
    g.trash(top);
    const int c = g.cost(g.cardOf(top));
    auto pile =
        choosePile(g, f.player, pilesCosting(g, c, c), "Choose a card with the same cost for them to gain");
    if (!pile) {
      f.step = 1;
      return;
    }
    if (*pile >= 0) g.gainFromPile(p, *pile);
  }
  g.finish();
}

// Wishing Well: +1 Card +1 Action. Name a card, then reveal the top card of your deck. If you
// named it, put it into your hand. Wishing Well ①: any card may be named.
void wishingWell(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> all(cardTable().size());
    for (size_t k = 0; k < all.size(); ++k) all[k] = int32_t(k);
    f.step = 1;
    g.askName(f.player, std::move(all), "Name a card");
    return;
  }
  f.named = CardId(g.pick());
  const Inst top = g.takeTop(f.player, Zone::Revealed);
  if (top != NoInst) {
    if (g.cardOf(top) == f.named)
      g.toHand(top, f.player);
    else
      g.topDeck(top, f.player);
  }
  g.finish();
}

// Baron: +1 Buy. You may discard an Estate for +$4. If you don't, gain an Estate.
void baron(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> estates;
    for (Inst i : g.hand(f.player))
      if (g.cardOf(i) == cards::Estate) estates.push_back(i);
    if (!estates.empty()) {
      f.step = 1;
      g.askCards(f.player, std::move(estates), 0, 1, "You may discard an Estate for +$4");
      return;
    }
  } else if (g.pick() >= 0) {
    g.discard(Inst(g.pick()), f.player);
    g.addCoins(4);
    return g.finish();
  }
  g.gain(f.player, cards::Estate);
  g.finish();
}

// Bridge: +1 Buy +$1. This turn, cards (everywhere) cost $1 less.
// Bridge ①: cumulative; costs never go below $0 (Game::cost).
void bridge(Game& g, Frame&) {
  g.s.turn.costReduction = int16_t(g.s.turn.costReduction + 1);
  g.finish();
}

// Conspirator: +$2. If you've played 3 or more Actions this turn (counting this), +1 Card and
// +1 Action. Conspirator ①②: every play counts (Throne Room's replays too), even of cards
// that have left play.
void conspirator(Game& g, Frame& f) {
  const auto& played = g.s.turn.played;
  const auto actions =
      std::count_if(played.begin(), played.end(), [](CardId c) { return card(c).is(Action); });
  if (actions >= 3) {
    g.draw(f.player, 1);
    g.addActions(1);
  }
  g.finish();
}

// Diplomat: +2 Cards. If you have 5 or fewer cards in hand (after drawing), +2 Actions.
// When another player plays an Attack card, you may first reveal this from a hand of 5 or more
// cards, to draw 2 cards then discard 3.
// Diplomat ⑤: the hand is counted after drawing.
void diplomat(Game& g, Frame& f) {
  if (g.hand(f.player).size() <= 5) g.addActions(2);
  g.finish();
}
bool diplomatCanReact(const Game& g, PlayerId p) { return g.player(p).hand().size() >= 5; }
// Diplomat ②: discard 3 even if fewer than 2 were drawn; ③: the Diplomat itself may be
// discarded; ④: it may be revealed again while the hand still has 5 or more cards.
void diplomatReaction(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    g.draw(f.player, 2);
    f.step = 1;
    auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 3, "Discard 3 cards");
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  discardAll(g, f.player, chosen);
  g.finish();
}

// Ironworks: Gain a card costing up to $4. If the gained card is an Action card, +1 Action;
// Treasure card, +$1; Victory card, +1 Card.
// Ironworks ①: a card of several of these types gives each bonus; ②: no gain, no bonus.
void ironworksGain(Game& g, Frame& f, int pile) {
  const Inst i = g.gainFromPile(f.player, pile);
  if (i == NoInst) return;
  const CardDef& d = g.defOf(i);
  if (d.is(Action)) g.addActions(1);
  if (d.is(Treasure)) g.addCoins(1);
  if (d.is(Victory)) g.draw(f.player, 1);
}
void ironworks(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    auto pile = choosePile(g, f.player, pilesCosting(g, 0, 4), "Gain a card costing up to $4");
    if (!pile) return;
    if (*pile >= 0) ironworksGain(g, f, *pile);
  } else {
    ironworksGain(g, f, g.pick());
  }
  g.finish();
}

// Mill: +1 Card +1 Action. You may discard 2 cards, for +$2. 1 VP.
// Mill ①: choosing to discard 2 with only 1 card in hand discards it, without the +$2.
void mill(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  switch (f.step) {
    case 0:
      if (g.hand(f.player).empty()) return g.finish();
      f.step = 1;
      g.askOption(f.player, {"Discard 2 cards for +$2", "Don't discard"}, 1, 1,
                  "You may discard 2 cards for +$2");
      return;
    case 1: {
      if (g.pick() != 0) return g.finish();
      f.step = 2;
      auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 2, "Discard 2 cards");
      if (!forced) return;
      chosen = *forced;
      break;
    }
    default: chosen = g.picks();
  }
  discardAll(g, f.player, chosen);
  if (chosen.size() == 2) g.addCoins(2);
  g.finish();
}

// Mining Village: +1 Card +2 Actions. You may trash this for +$2.
// Mining Village ①: the +2 Actions stay; ②: played again by Throne Room after being trashed,
// it is not in play, so it can't be trashed again (the "lose track" rule): no +$2.
void miningVillage(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.isIn(f.source, Zone::InPlay, f.player)) return g.finish();
    f.step = 1;
    g.askOption(f.player, {"Trash this for +$2", "Don't trash"}, 1, 1, "You may trash this for +$2");
    return;
  }
  if (g.pick() == 0 && g.isIn(f.source, Zone::InPlay, f.player)) {
    g.trash(f.source);
    g.addCoins(2);
  }
  g.finish();
}

// "Top", "2nd from top", ..., "Bottom": where a card may go in a deck of `size` cards.
std::vector<std::string> deckPositions(size_t size) {
  std::vector<std::string> out{"Top"};
  for (size_t k = 2; k <= size; ++k) {
    const size_t tens = k % 100, ones = k % 10;
    const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                         : ones == 1                ? "st"
                         : ones == 2                ? "nd"
                         : ones == 3                ? "rd"
                                                    : "th";
    out.push_back(std::to_string(k) + suffix + " from top");
  }
  out.push_back("Bottom");
  return out;
}

// Secret Passage: +2 Cards +1 Action. Take a card from your hand and put it anywhere in your deck.
// Secret Passage ①: draw 2, then put 1 back even if fewer were drawn; ②: the position is public.
// The position is an option: "Top", "2nd from top", ..., "Bottom" (option k: k cards above it).
void secretPassage(Game& g, Frame& f) {
  const PlayerId p = f.player;
  switch (f.step) {
    case 0: {
      f.step = 1;
      auto forced =
          chooseCards(g, p, g.handWhere(p, 0), 1, "Put a card from your hand anywhere in your deck");
      if (!forced) return;
      if (forced->empty()) return g.finish();
      f.cards = *forced;
      f.step = 2;
      return;
    }
    case 1: f.cards = g.picks(); [[fallthrough]];
    case 2: {
      const size_t size = g.player(p).deck().size();
      if (size == 0) {
        g.topDeck(Inst(f.cards[0]), p);
        return g.finish();
      }
      f.step = 3;
      g.askOption(p, deckPositions(size), 1, 1, "Choose where to put it in your deck");
      return;
    }
    default: {
      const Inst i = Inst(f.cards[0]);
      g.topDeck(i, p);
      auto& deck = g.player(p).deck();  // the top is the back
      deck.pop_back();
      deck.insert(deck.end() - g.pick(), i);
      f.cards.clear();
      g.finish();
    }
  }
}

// Courtier: Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose
// one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different.
// Courtier ①: as many different choices as types, not fewer; ②: chosen first, then done in the
// order given; ③: at most four.
void courtier(Game& g, Frame& f) {
  const PlayerId p = f.player;
  std::vector<int32_t> revealed;
  switch (f.step) {
    case 0: {
      f.step = 1;
      auto forced = chooseCards(g, p, g.handWhere(p, 0), 1, "Reveal a card from your hand");
      if (!forced) return;
      if (forced->empty()) return g.finish();
      revealed = *forced;
      break;
    }
    case 1: revealed = g.picks(); break;
    default: {
      std::vector<int32_t> picks = g.picks();
      std::sort(picks.begin(), picks.end());
      for (int32_t o : picks) {
        switch (o) {
          case 0: g.addActions(1); break;
          case 1: g.addBuys(1); break;
          case 2: g.addCoins(3); break;
          default: g.gain(p, cards::Gold); break;
        }
      }
      return g.finish();
    }
  }
  const Inst i = Inst(revealed[0]);
  g.reveal(i, p);
  const int n = std::min(4, std::popcount(g.defOf(i).types));
  f.step = 2;
  g.askOption(p, {"+1 Action", "+1 Buy", "+$3", "Gain a Gold"}, n, n,
              n == 1 ? "Choose one" : "Choose " + std::to_string(n) + " different bonuses");
}

// Duke: Worth 1 VP per Duchy you have.
int dukeScore(const Game& g, PlayerId owner) { return g.countOwned(owner, cards::Duchy); }

// Minion: +1 Action. Choose one: +$2; or discard your hand, +4 Cards, and each other player with
// at least 5 cards in hand discards their hand and draws 4 cards.
// Minion ③: Reactions come before the choice (the Attack window); ④: +4 Cards even with an
// empty hand.
void minion(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player, {"+$2", "Discard your hand and draw 4"}, 1, 1, "Choose one");
    return;
  }
  if (g.pick() == 0) {
    g.addCoins(2);
    return g.finish();
  }
  discardHand(g, f.player);
  g.draw(f.player, 4);
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    if (g.hand(p).size() < 5) continue;
    discardHand(g, p);
    g.draw(p, 4);
  }
  g.finish();
}

// Reveals up to n cards from the top of p's deck into f.cards, puts those matching `types` into
// p's hand, and leaves the rest in f.cards.
void revealToHand(Game& g, Frame& f, PlayerId p, int n, uint32_t types) {
  f.cards.clear();
  for (int k = 0; k < n; ++k) {
    const Inst i = g.takeTop(p, Zone::Revealed);
    if (i == NoInst) break;
    f.cards.push_back(i);
  }
  std::erase_if(f.cards, [&](int32_t i) {
    if (!g.defOf(Inst(i)).is(types)) return false;
    g.toHand(Inst(i), p);
    return true;
  });
}

// Patrol: +3 Cards. Reveal the top 4 cards of your deck. Put the Victory cards and Curses into
// your hand. Put the rest back in any order.
void patrol(Game& g, Frame& f) {
  if (f.step == 0) {
    revealToHand(g, f, f.player, 4, Victory | CurseType);
    f.step = 1;
    if (putBackInAnyOrder(g, f.player, f.cards)) return;
  } else {
    putBack(g, f.player, g.picks());
  }
  f.cards.clear();
  g.finish();
}

// Replace: Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained
// card is an Action or Treasure, put it onto your deck; if it's a Victory card, each other player
// gains a Curse. Replace ②: an Action–Victory or Treasure–Victory card does both; Moat (Attack
// window) protects from the Curse.
void replaceGain(Game& g, Frame& f, int pile) {
  const Inst i = g.gainFromPile(f.player, pile);
  if (i == NoInst) return;
  const CardDef& d = g.defOf(i);
  if (d.is(Action | Treasure) && g.isIn(i, Zone::Discard, f.player)) g.topDeck(i, f.player);
  if (d.is(Victory))
    for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) g.gain(p, cards::Curse);
}
void replace(Game& g, Frame& f) {
  std::vector<int32_t> trashed;
  switch (f.step) {
    case 0: {
      f.step = 1;
      auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 1, "Trash a card from your hand");
      if (!forced) return;
      trashed = *forced;
      break;
    }
    case 1: trashed = g.picks(); break;
    default: replaceGain(g, f, g.pick()); return g.finish();
  }
  if (trashed.empty()) return g.finish();  // "remodel": nothing trashed, nothing gained
  g.trash(Inst(trashed[0]));
  const int c = g.cost(g.cardOf(Inst(trashed[0])));
  f.step = 2;
  auto pile = choosePile(g, f.player, pilesCosting(g, 0, c + 2), "Gain a card costing up to $2 more");
  if (!pile) return;
  if (*pile >= 0) replaceGain(g, f, *pile);
  g.finish();
}

// Torturer: +3 Cards. Each other player either discards 2 cards or gains a Curse to their hand,
// their choice. (They may pick an option they can't do.)
// Torturer ①: the option may be chosen even if it can't be done (fully); ②: the Curse goes to
// the hand.
void torturer(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case 0: {
        const PlayerId p = g.nextVictim(f);
        if (p == NoPlayer) return g.finish();
        f.step = 1;
        g.askOption(p, {"Discard 2 cards", "Gain a Curse to your hand"}, 1, 1, "Choose one");
        return;
      }
      case 1: {
        const PlayerId p = victimOf(g, f);
        f.step = 0;
        if (g.pick() == 1) {
          g.gain(p, cards::Curse, Zone::Hand);
          break;
        }
        f.step = 2;
        auto forced = chooseCards(g, p, g.handWhere(p, 0), 2, "Discard 2 cards");
        if (!forced) return;
        discardAll(g, p, *forced);
        f.step = 0;
        break;
      }
      default: discardAll(g, victimOf(g, f), g.picks()); f.step = 0;
    }
  }
}

// Trading Post: Trash 2 cards from your hand. If you did, gain a Silver to your hand.
// Trading Post ❶❸: with 1 card in hand, trash it, no Silver; ❷: the Silver goes to the hand.
void tradingPost(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    f.step = 1;
    auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 2, "Trash 2 cards from your hand");
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  trashAll(g, chosen);
  if (chosen.size() == 2) g.gain(f.player, cards::Silver, Zone::Hand);
  g.finish();
}

// Upgrade: +1 Card +1 Action. Trash a card from your hand. Gain a card costing exactly $1 more
// than it. Upgrade ①: no card of that cost, no gain.
void upgrade(Game& g, Frame& f) {
  std::vector<int32_t> trashed;
  switch (f.step) {
    case 0: {
      f.step = 1;
      auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 1, "Trash a card from your hand");
      if (!forced) return;
      trashed = *forced;
      break;
    }
    case 1: trashed = g.picks(); break;
    default: g.gainFromPile(f.player, g.pick()); return g.finish();
  }
  if (trashed.empty()) return g.finish();
  g.trash(Inst(trashed[0]));
  const int c = g.cost(g.cardOf(Inst(trashed[0]))) + 1;
  f.step = 2;
  auto pile = choosePile(g, f.player, pilesCosting(g, c, c), "Gain a card costing exactly $1 more");
  if (!pile) return;
  if (*pile >= 0) g.gainFromPile(f.player, *pile);
  g.finish();
}

// Nobles: Choose one: +3 Cards; or +2 Actions. 2 VP.
void nobles(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player, {"+3 Cards", "+2 Actions"}, 1, 1, "Choose one");
    return;
  }
  if (g.pick() == 0)
    g.draw(f.player, 3);
  else
    g.addActions(2);
  g.finish();
}

// ---- Removed with the 1st edition ---------------------------------------------------------

// Secret Chamber: Discard any number of cards. +$1 per card discarded.
void secretChamber(Game& g, Frame& f) {
  if (f.step == 0) {
    if (g.hand(f.player).empty()) return g.finish();
    f.step = 1;
    g.askCards(f.player, g.handWhere(f.player, 0), 0, int(g.hand(f.player).size()),
               "Discard any number of cards for +$1 each");
    return;
  }
  discardAll(g, f.player, g.picks());
  g.addCoins(int(g.picks().size()));
  g.finish();
}
// When another player plays an Attack card, you may reveal this from your hand. If you do,
// +2 Cards, then put 2 cards from your hand on top of your deck.
// Secret Chamber ②: put 2 back even if fewer were drawn; ③: it may put itself back; ④: it may
// be revealed several times to the same Attack (repeatableReaction).
void secretChamberReaction(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    g.draw(f.player, 2);
    f.step = 1;
    auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 2,
                              "Put 2 cards from your hand onto your deck (the first one on top)", true);
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  putBack(g, f.player, chosen);
  g.finish();
}

// Coppersmith: Copper produces an extra $1 this turn.
// Coppersmith ①: cumulative (twice with Throne Room); ②: only Coppers played afterwards.
void coppersmith(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.finish();
}
void coppersmithOnPlayed(Game& g, int, Inst played) {
  if (g.cardOf(played) == cards::Copper) g.addCoins(1);
}

// Scout: +1 Action. Reveal the top 4 cards of your deck. Put the revealed Victory cards into your
// hand. Put the other cards on top of your deck in any order.
void scout(Game& g, Frame& f) {
  if (f.step == 0) {
    revealToHand(g, f, f.player, 4, Victory);
    f.step = 1;
    if (putBackInAnyOrder(g, f.player, f.cards)) return;
  } else {
    putBack(g, f.player, g.picks());
  }
  f.cards.clear();
  g.finish();
}

// Saboteur: Each other player reveals cards from the top of their deck until revealing one
// costing $3 or more. They trash that card and may gain a card costing at most $2 less than it.
// They discard the other revealed cards.
// Saboteur ①: one player after the other; ②: "dig for" a card costing $3 or more (revealed cards
// are not shuffled in); ③: the gain is optional. Order: trash, gain, then discard.
// f.cards: the current victim's other revealed cards.
void saboteur(Game& g, Frame& f) {
  if (f.step == 1) {
    const PlayerId p = victimOf(g, f);
    if (g.pick() >= 0) g.gainFromPile(p, g.pick());
    discardAll(g, p, f.cards);
    f.cards.clear();
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    Inst found = NoInst;
    for (Inst i = g.takeTop(p, Zone::Revealed); i != NoInst; i = g.takeTop(p, Zone::Revealed)) {
      if (g.cost(g.cardOf(i)) >= 3) {
        found = i;
        break;
      }
      f.cards.push_back(i);
    }
    if (found != NoInst) {
      g.trash(found);
      auto piles = pilesCosting(g, 0, g.cost(g.cardOf(found)) - 2);
      if (!piles.empty()) {
        f.step = 1;
        g.askPile(p, std::move(piles), 0, "You may gain a card costing up to $2 less than the trashed card");
        return;
      }
    }
    discardAll(g, p, f.cards);
    f.cards.clear();
  }
  g.finish();
}

// Tribute: The player to your left reveals then discards the top 2 cards of their deck. For each
// differently named card revealed, if it is an Action card, +2 Actions; Treasure card, +$2;
// Victory card, +2 Cards.
// Tribute ①: a card of several types gives each bonus; ②: two cards with the same name count once.
void tribute(Game& g, Frame& f) {
  if (g.playerCount() < 2) return g.finish();
  const PlayerId left = PlayerId((f.player + 1) % g.playerCount());
  std::vector<Inst> revealed;
  for (int k = 0; k < 2; ++k) {
    const Inst i = g.takeTop(left, Zone::Revealed);
    if (i == NoInst) break;
    revealed.push_back(i);
  }
  std::vector<CardId> named;
  for (Inst i : revealed) {
    named.push_back(g.cardOf(i));
    g.discard(i, left);
  }
  std::sort(named.begin(), named.end());
  named.erase(std::unique(named.begin(), named.end()), named.end());
  for (CardId c : named) {
    if (card(c).is(Action)) g.addActions(2);
    if (card(c).is(Treasure)) g.addCoins(2);
    if (card(c).is(Victory)) g.draw(f.player, 2);
  }
  g.finish();
}

}  // namespace

std::vector<CardDef> intrigueCards() {
  using enum CardSet;
  return {
      // ---- 2nd edition, in the official card-list order ----
      {.name = "Courtyard",
       .set = Intrigue,
       .cost = 2,
       .types = Action,
       .plus = {.cards = 3},
       .text = "+3 Cards\nPut a card from your hand onto your deck.",
       .ability = courtyard},
      {.name = "Lurker",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 2,
       .types = Action,
       .plus = {.actions = 1},
       .traits = Trashes | Gains,
       .text = "+1 Action\nChoose one: Trash an Action card from the Supply; or gain an Action card from the "
               "trash.",
       .ability = lurker},
      {.name = "Pawn",
       .set = Intrigue,
       .cost = 2,
       .types = Action,
       .traits = GivesCards | GivesActions | GivesBuy | GivesCoins,
       .text = "Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.",
       .ability = pawn},
      {.name = "Masquerade",
       .set = Intrigue,
       .cost = 3,
       .types = Action,
       .plus = {.cards = 2},
       .traits = Trashes,
       .text = "+2 Cards\nEach player with any cards in hand passes one to the next such player to their "
               "left, at "
               "once. Then you may trash a card from your hand.",
       .ability = masquerade},
      {.name = "Shanty Town",
       .set = Intrigue,
       .cost = 3,
       .types = Action,
       .plus = {.actions = 2},
       .traits = GivesCards,
       .text = "+2 Actions\nReveal your hand. If you have no Action cards in hand, +2 Cards.",
       .ability = shantyTown},
      {.name = "Steward",
       .set = Intrigue,
       .cost = 3,
       .types = Action,
       .traits = GivesCards | GivesCoins | Trashes,
       .text = "Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.",
       .ability = steward},
      {.name = "Swindler",
       .set = Intrigue,
       .cost = 3,
       .types = Action | Attack,
       .plus = {.coins = 2},
       .text =
           "+$2\nEach other player trashes the top card of their deck and gains a card with the same cost "
           "that you choose.",
       .ability = swindler},
      {.name = "Wishing Well",
       .set = Intrigue,
       .cost = 3,
       .types = Action,
       .plus = {.cards = 1, .actions = 1},
       .text =
           "+1 Card\n+1 Action\nName a card, then reveal the top card of your deck. If you named it, put it "
           "into your hand.",
       .ability = wishingWell},
      {.name = "Baron",
       .set = Intrigue,
       .cost = 4,
       .types = Action,
       .plus = {.buys = 1},
       .traits = GivesCoins | Gains,
       .text = "+1 Buy\nYou may discard an Estate for +$4. If you don't, gain an Estate.",
       .ability = baron},
      {.name = "Bridge",
       .set = Intrigue,
       .cost = 4,
       .types = Action,
       .plus = {.buys = 1, .coins = 1},
       .text = "+1 Buy\n+$1\nThis turn, cards (everywhere) cost $1 less.",
       .ability = bridge},
      {.name = "Conspirator",
       .set = Intrigue,
       .cost = 4,
       .types = Action,
       .plus = {.coins = 2},
       .traits = GivesCards | GivesActions,
       .text = "+$2\nIf you've played 3 or more Actions this turn (counting this), +1 Card and +1 Action.",
       .ability = conspirator},
      {.name = "Diplomat",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 4,
       .types = Action | Reaction,
       .plus = {.cards = 2},
       .traits = GivesActions | Village,
       .text =
           "+2 Cards\nIf you have 5 or fewer cards in hand (after drawing), +2 Actions.\nWhen another player "
           "plays an Attack card, you may first reveal this from a hand of 5 or more cards, to draw 2 cards "
           "then discard 3.",
       .ability = diplomat,
       .reaction = diplomatReaction,
       .canReact = diplomatCanReact,
       .repeatableReaction = true},
      {.name = "Ironworks",
       .set = Intrigue,
       .cost = 4,
       .types = Action,
       .traits = Gains | GivesActions | GivesCoins | GivesCards,
       .text = "Gain a card costing up to $4. If the gained card is an...\nAction card, +1 Action\nTreasure "
               "card, "
               "+$1\nVictory card, +1 Card",
       .ability = ironworks},
      {.name = "Mill",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 4,
       .types = Action | Victory,
       .vp = 1,
       .plus = {.cards = 1, .actions = 1},
       .traits = GivesCoins,
       .text = "+1 Card\n+1 Action\nYou may discard 2 cards, for +$2.\n1 VP",
       .ability = mill},
      {.name = "Mining Village",
       .set = Intrigue,
       .cost = 4,
       .types = Action,
       .plus = {.cards = 1, .actions = 2},
       .traits = GivesCoins,
       .text = "+1 Card\n+2 Actions\nYou may trash this for +$2.",
       .ability = miningVillage},
      {.name = "Secret Passage",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 4,
       .types = Action,
       .plus = {.cards = 2, .actions = 1},
       .text = "+2 Cards\n+1 Action\nTake a card from your hand and put it anywhere in your deck.",
       .ability = secretPassage},
      {.name = "Courtier",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 5,
       .types = Action,
       .traits = GivesActions | GivesBuy | GivesCoins | Gains,
       .text = "Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose one: +1 "
               "Action; "
               "or +1 Buy; or +$3; or gain a Gold. The choices must be different.",
       .ability = courtier},
      {.name = "Duke",
       .set = Intrigue,
       .cost = 5,
       .types = Victory,
       .text = "Worth 1 VP per Duchy you have.",
       .score = dukeScore},
      {.name = "Minion",
       .set = Intrigue,
       .cost = 5,
       .types = Action | Attack,
       .plus = {.actions = 1},
       .traits = GivesCoins | GivesCards,
       .text = "+1 Action\nChoose one: +$2; or discard your hand, +4 Cards, and each other player with at "
               "least 5 "
               "cards in hand discards their hand and draws 4 cards.",
       .ability = minion},
      {.name = "Patrol",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 5,
       .types = Action,
       .plus = {.cards = 3},
       .text = "+3 Cards\nReveal the top 4 cards of your deck. Put the Victory cards and Curses into your "
               "hand. Put "
               "the rest back in any order.",
       .ability = patrol},
      {.name = "Replace",
       .set = Intrigue,
       .editions = SecondEdition,
       .cost = 5,
       .types = Action | Attack,
       .traits = Trashes | Gains,
       .text =
           "Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained card is an "
           "Action or Treasure, put it onto your deck; if it's a Victory card, each other player gains a "
           "Curse.",
       .ability = replace},
      {.name = "Torturer",
       .set = Intrigue,
       .cost = 5,
       .types = Action | Attack,
       .plus = {.cards = 3},
       .text = "+3 Cards\nEach other player either discards 2 cards or gains a Curse to their hand, their "
               "choice. "
               "(They may pick an option they can't do.)",
       .ability = torturer},
      {.name = "Trading Post",
       .set = Intrigue,
       .cost = 5,
       .types = Action,
       .traits = Trashes | Gains,
       .text = "Trash 2 cards from your hand. If you did, gain a Silver to your hand.",
       .ability = tradingPost},
      {.name = "Upgrade",
       .set = Intrigue,
       .cost = 5,
       .types = Action,
       .plus = {.cards = 1, .actions = 1},
       .traits = Trashes | Gains,
       .text =
           "+1 Card\n+1 Action\nTrash a card from your hand. Gain a card costing exactly $1 more than it.",
       .ability = upgrade},
      {.name = "Harem",
       .set = Intrigue,
       .cost = 6,
       .types = Treasure | Victory,
       .vp = 2,
       .plus = {.coins = 2},
       .text = "$2\n2 VP"},
      {.name = "Nobles",
       .set = Intrigue,
       .cost = 6,
       .types = Action | Victory,
       .vp = 2,
       .traits = GivesCards | GivesActions | Village,
       .text = "Choose one: +3 Cards; or +2 Actions.\n2 VP",
       .ability = nobles},

      // ---- removed with the 1st edition ----
      {.name = "Secret Chamber",
       .set = Intrigue,
       .editions = FirstEdition,
       .cost = 2,
       .types = Action | Reaction,
       .traits = GivesCoins,
       .text =
           "Discard any number of cards. +$1 per card discarded.\nWhen another player plays an Attack card, "
           "you "
           "may reveal this from your hand. If you do, +2 Cards, then put 2 cards from your hand on top of "
           "your deck.",
       .ability = secretChamber,
       .reaction = secretChamberReaction,
       .repeatableReaction = true},
      {.name = "Great Hall",
       .set = Intrigue,
       .editions = FirstEdition,
       .cost = 3,
       .types = Action | Victory,
       .vp = 1,
       .plus = {.cards = 1, .actions = 1},
       .text = "+1 Card\n+1 Action\n1 VP"},
      {.name = "Coppersmith",
       .set = Intrigue,
       .editions = FirstEdition,
       .cost = 4,
       .types = Action,
       .traits = GivesCoins,
       .text = "Copper produces an extra $1 this turn.",
       .ability = coppersmith,
       .onPlayed = coppersmithOnPlayed},
      {.name = "Scout",
       .set = Intrigue,
       .editions = FirstEdition,
       .cost = 4,
       .types = Action,
       .plus = {.actions = 1},
       .text = "+1 Action\nReveal the top 4 cards of your deck. Put the revealed Victory cards into your "
               "hand. Put "
               "the other cards on top of your deck in any order.",
       .ability = scout},
      {.name = "Saboteur",
       .set = Intrigue,
       .editions = FirstEdition,
       .cost = 5,
       .types = Action | Attack,
       .text =
           "Each other player reveals cards from the top of his deck until revealing one costing $3 or more. "
           "He trashes that card and may gain a card costing at most $2 less than it. He discards the other "
           "revealed cards.",
       .ability = saboteur},
      {.name = "Tribute",
       .set = Intrigue,
       .editions = FirstEdition,
       .cost = 5,
       .types = Action,
       .traits = GivesActions | GivesCoins | GivesCards,
       .text =
           "The player to your left reveals then discards the top 2 cards of his deck. For each differently "
           "named card revealed, if it is an...\nAction Card, +2 Actions\nTreasure Card, +$2\nVictory Card, "
           "+2 Cards",
       .ability = tribute},
  };
}

}  // namespace dom
