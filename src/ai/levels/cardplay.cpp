#include "cardplay.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "../knowledge.hpp"
#include "../questions.hpp"
#include "cardsense.hpp"
#include "cardworth.hpp"
#include "setcards.hpp"

namespace dom::ai {

namespace {

// ---- the cards with rules -------------------------------------------------------------------

struct Ids {
  CardId artisan, baron, courtier, courtyard, harbinger, ironworks, masquerade, mill, mine, miningVillage,
      minion, nobles, remodel, replace, secretPassage, steward, torturer, tradingPost, upgrade, workshop,
      feast, swindler, vassal, saboteur, lurker, spy, secretChamber, chancellor, cellar, haven, borderVillage,
      expand, forge, mint, vault, anvil, clerk, blockade, ghostShip;
};

const Ids& ids() {
  static const Ids k{
      .artisan = findCard("Artisan"),
      .baron = findCard("Baron"),
      .courtier = findCard("Courtier"),
      .courtyard = findCard("Courtyard"),
      .harbinger = findCard("Harbinger"),
      .ironworks = findCard("Ironworks"),
      .masquerade = findCard("Masquerade"),
      .mill = findCard("Mill"),
      .mine = findCard("Mine"),
      .miningVillage = findCard("Mining Village"),
      .minion = findCard("Minion"),
      .nobles = findCard("Nobles"),
      .remodel = findCard("Remodel"),
      .replace = findCard("Replace"),
      .secretPassage = findCard("Secret Passage"),
      .steward = findCard("Steward"),
      .torturer = findCard("Torturer"),
      .tradingPost = findCard("Trading Post"),
      .upgrade = findCard("Upgrade"),
      .workshop = findCard("Workshop"),
      .feast = findCard("Feast"),
      .swindler = findCard("Swindler"),
      .vassal = findCard("Vassal"),
      .saboteur = findCard("Saboteur"),
      .lurker = findCard("Lurker"),
      .spy = findCard("Spy"),
      .secretChamber = findCard("Secret Chamber"),
      .chancellor = findCard("Chancellor"),
      .cellar = findCard("Cellar"),
      .haven = findCard("Haven"),
      .borderVillage = findCard("Border Village"),
      .expand = findCard("Expand"),
      .forge = findCard("Forge"),
      .mint = findCard("Mint"),
      .vault = findCard("Vault"),
      .anvil = findCard("Anvil"),
      .clerk = findCard("Clerk"),
      .blockade = findCard("Blockade"),
      .ghostShip = findCard("Ghost Ship"),
  };
  return k;
}

int optionIndex(const View& v, Option wanted) {
  const auto& options = v.decision.options;
  for (size_t k = 0; k < options.size(); ++k)
    if (options[k] == wanted) return int(k);
  return -1;
}

Move option(const View& v, Option wanted, Fallback& fallback) {
  const int k = optionIndex(v, wanted);
  return k < 0 ? fallback.choose(v) : Move::choose({k});
}

CardId foolsGold() {
  static const CardId id = findCard("Fool's Gold");
  return id;
}

}  // namespace

// ---- coins this turn (cardworth.hpp) ----------------------------------------------------------

// Fool's Gold gives $1 the first time in a turn, $4 after: $2 is its worth in a deck with a few.
int treasureCoins(CardId c) {
  if (!card(c).is(Treasure)) return 0;
  return c == foolsGold() ? 2 : card(c).plus.coins;
}

int treasureCoins(const View& v, CardId c) {
  return v.cursesAreTreasures && c == cards::Curse ? 1 : treasureCoins(c);
}

int coinsToSpend(const View& v) {
  int coins = v.coins;
  bool foolsGoldPlayed =
      std::any_of(v.played.begin(), v.played.end(), [](const Played& p) { return p.card == foolsGold(); });
  for (const SeenCard& c : v.hand) {
    if (c.card != foolsGold()) {
      coins += treasureCoins(v, c.card);
      continue;
    }
    coins += foolsGoldPlayed ? 4 : 1;
    foolsGoldPlayed = true;
  }
  return coins;
}

// What an amount of coins buys, as a rank: nothing, Silver, a $5, Gold, Province (and with a
// second Buy, Province + Silver, + Gold, two Provinces). $4 buys what $3 does: a money deck
// takes its $4 key card once or twice in a game (a $4 level measured slightly worse).
int buyLevel(int coins, int buys) {
  if (buys >= 2) {
    if (coins >= 16) return 8;
    if (coins >= 14) return 7;
    if (coins >= 11) return 6;
  }
  return coins >= 8 ? 5 : coins >= 6 ? 4 : coins >= 5 ? 3 : coins >= 3 ? 1 : 0;
}

int buyLevel(const View& v, int coins) { return buyLevel(coins, std::max(1, v.buys)); }

// Money per card of everything I own.
double ownedDensity(const View& v) {
  if (v.me < 0) return 0;
  int money = 0;
  const auto& owned = v.players[size_t(v.me)].owned;
  for (size_t c = 0; c < owned.size(); ++c)
    if (owned[c] > 0) money += owned[c] * treasureCoins(v, CardId(c));
  return double(money) / std::max(1, cardsOwned(v));
}

int deckSize(const View& v) {
  int n = 0;
  for (int k : v.deckCounts) n += k;
  return n;
}

// Expected coins of the next n cards of my deck (the Treasures among them); past the end of the
// deck, the density of everything I own.
double drawCoins(const View& v, int n) {
  int deckCards = 0, deckMoney = 0;
  for (size_t c = 0; c < v.deckCounts.size(); ++c) {
    if (v.deckCounts[c] == 0) continue;
    deckCards += v.deckCounts[c];
    deckMoney += v.deckCounts[c] * treasureCoins(v, CardId(c));
  }
  if (deckCards >= n) return n * double(deckMoney) / deckCards;
  return deckMoney + (n - deckCards) * ownedDensity(v);
}

// What a card in hand is worth for the rest of this turn, in coins: its coins if a Treasure,
// much if it is an Action that can still be played, nothing if dead.
double thisTurnWorth(const View& v, CardId c) {
  const CardDef& d = card(c);
  const int coins = d.printedCost().coins;
  if (d.is(Action) && v.actions > 0) return 10 + coins;
  if (d.is(Treasure)) return treasureCoins(c) + 0.01 * coins;
  if (d.is(CurseType)) return -2;
  if (d.is(Action)) return 0.05 * coins;  // cannot be played this turn
  return -1 + 0.01 * coins;               // Victory
}

// ---- what a card is worth owning (cardworth.hpp) ----------------------------------------------

int terminalsOwned(const View& v) {
  if (v.me < 0) return 0;
  const auto& owned = v.players[size_t(v.me)].owned;
  int n = 0;
  for (size_t c = 0; c < owned.size(); ++c)
    if (owned[c] > 0 && isTerminal(CardId(c))) n += owned[c];
  return n;
}

Worth worthWeights(const View& v) {
  const int g = gainsToEnd(v);
  return {.money = g >= 8 ? 1.0 : 0.3 + 0.7 * g / 8.0,
          .vp = g >= 12 ? 0.15 : 0.15 + 0.12 * (12 - g),
          .cards = cardsOwned(v),
          .terminals = terminalsOwned(v)};
}

double ownValue(const Worth& w, CardId c) {
  const CardDef& d = card(c);
  if (d.is(CurseType)) return -1.5 * w.money - w.vp;
  double deck = 0;
  if (d.is(Treasure)) deck = c == cards::Copper ? 0.3 : c == cards::Silver ? 2 : 1.15 * treasureCoins(c);
  if (d.is(Action)) {
    double a = 0.35 * keyStrength(c);
    // One terminal per seven cards or so: more collide.
    if (isTerminal(c) && (w.terminals + 1) * 7 > w.cards) a *= 0.4;
    deck = std::max(deck, a);
  }
  if (d.is(Victory) && !d.is(Action | Treasure)) deck = -1;
  const int vp = d.vp != 0 || !d.is(Victory) ? d.vp : 2;  // Gardens, Duke: about 2
  return w.money * deck + w.vp * vp;
}

// The value of gaining the top card of pile k: owning it, never ending the game on a loss.
double gainWorth(const View& v, const Worth& w, int pile) {
  const CardId c = v.supply[size_t(pile)].top;
  if (c == NoCard) return -100;
  if (gainEndsGame(v, pile) && !winsOrTiesAfterGaining(v, c)) return -100;
  double value = ownValue(w, c);
  // Replace: a Victory card gained gives each other player a Curse.
  if (v.decision.asking == ids().replace && card(c).is(Victory) && pileCount(v, cards::Curse) > 0)
    value += (w.vp + 1.5 * w.money) * std::min<int>(int(v.players.size()) - 1, pileCount(v, cards::Curse));
  return value;
}

namespace {

// ---- rules ----------------------------------------------------------------------------------

// Put one card from hand onto the deck (Courtyard, Artisan, Secret Passage): what this turn does
// not need — an Action that cannot be played, or the Treasure whose removal keeps the buy —
// the most valuable of those; when nothing is spare, the card least valuable next turn.
const SeenCard* spareCard(const View& v) {
  const int coins = coinsToSpend(v);
  const int level = buyLevel(v, coins);
  const SeenCard* spare = nullptr;
  const SeenCard* least = nullptr;
  for (const SeenCard& c : v.decisionCards) {
    const CardDef& d = card(c.card);
    const bool free = (d.is(Action) && !d.is(Treasure) && v.actions <= 0) ||
                      (d.is(Treasure) && buyLevel(v, coins - treasureCoins(c.card)) == level);
    if (free && (!spare || keepValue(v, c.card) > keepValue(v, spare->card))) spare = &c;
    if (!least || keepValue(v, c.card) < keepValue(v, least->card)) least = &c;
  }
  return spare ? spare : least;
}

Move putBackOne(const View& v, Fallback& fallback) {
  const SeenCard* c = spareCard(v);
  return c ? Move::choose({c->inst}) : fallback.choose(v);
}

// The card Secret Passage is putting into the deck (between its two decisions).
thread_local CardId secretPassageCard = NoCard;

Move secretPassage(const View& v, Fallback& fallback) {
  if (v.decision.kind == DecisionKind::SelectCards) {
    const SeenCard* c = spareCard(v);
    if (!c) return fallback.choose(v);
    secretPassageCard = c->card;
    return Move::choose({c->inst});
  }
  if (v.decision.kind != DecisionKind::SelectOption || v.decision.options.empty()) return fallback.choose(v);
  // A good card on top, for the next turn; a poor one at the bottom, out of the way.
  const CardId c = v.hand.size() == 1 ? v.hand[0].card : secretPassageCard;
  const bool good = c != NoCard && keepValue(v, c) >= 2;
  return Move::choose({good ? 0 : int32_t(v.decision.options.size()) - 1});
}

// Harbinger: the best card of the discard pile onto the deck, if better than a Copper.
Move harbinger(const View& v) {
  const SeenCard* best = nullptr;
  for (const SeenCard& c : v.decisionCards)
    if (!best || keepValue(v, c.card) > keepValue(v, best->card)) best = &c;
  if (!best || keepValue(v, best->card) <= keepValue(v, cards::Copper)) return Move::choose({});
  return Move::choose({best->inst});
}

// Masquerade: pass the card that hurts least to lose (a Curse, an Estate, a Copper; never a
// Duchy or Province), trash only what does not cost this turn's buy.
Move masquerade(const View& v, Fallback& fallback) {
  const Text question = v.decision.id;
  if (question == Text::PassCardLeft) {
    auto loss = [&](CardId c) {
      const CardDef& d = card(c);
      if (d.is(CurseType)) return -10.0;
      if (c == cards::Estate) return -5.0;  // costs nothing this turn, even late
      if (c == cards::Copper) return -4.0;
      if (d.is(Victory) && !d.is(Action | Treasure)) return 20.0 + d.vp;  // points to the rival
      return keepValue(v, c);
    };
    const SeenCard* worst = nullptr;
    for (const SeenCard& c : v.decisionCards)
      if (!worst || loss(c.card) < loss(worst->card)) worst = &c;
    return worst ? Move::choose({worst->inst}) : fallback.choose(v);
  }
  if (question == Text::MayTrashCardFromHand) {
    const int coins = coinsToSpend(v);
    const SeenCard* pick = nullptr;
    for (const SeenCard& c : v.decisionCards) {
      if (c.card == cards::Curse) return Move::choose({c.inst});
      if (c.card == cards::Estate && gainsToEnd(v) > 4) pick = &c;
      if (!pick && c.card == cards::Copper && moneyOwned(v) > 7 &&
          buyLevel(v, coins - 1) == buyLevel(v, coins))
        pick = &c;
    }
    return pick ? Move::choose({pick->inst}) : Move::choose({});
  }
  return fallback.choose(v);
}

// Torturer's victim: discard 2, unless the Curses are gone (then the Curse costs nothing).
Move torturerVictim(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption) return fallback.choose(v);
  if (pileCount(v, cards::Curse) == 0) return option(v, {Text::OptionGainCurseToHand}, fallback);
  return option(v, {Text::OptionDiscardCards, 2}, fallback);
}

// Steward: trash two junk cards (early, junk and a Copper unless +$2 would reach a Province);
// else the surer of +$2 and +2 Cards for the buy.
Move steward(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption) return fallback.choose(v);
  int junk = 0;
  const bool late = gainsToEnd(v) <= 4;
  for (const SeenCard& c : v.hand)
    if (c.card == cards::Curse || (c.card == cards::Estate && !late)) ++junk;
  // Early, a Copper goes with the junk while the money left stays above the starting 7.
  int coppers = 0;
  for (const SeenCard& c : v.hand) coppers += c.card == cards::Copper;
  const bool early = v.players[size_t(v.me)].turnsTaken <= 10;
  if (early && junk >= 1 && coinsToSpend(v) + 2 < 8)
    junk += std::min(coppers, std::max(0, moneyOwned(v) - 7));
  if (junk >= 2) return option(v, {Text::OptionTrashCards, 2}, fallback);
  const int coins = coinsToSpend(v);
  const double drawn = drawCoins(v, 2);
  if (buyLevel(v, coins + int(drawn + 0.5)) > buyLevel(v, coins + 2))
    return option(v, {Text::OptionPlusCards, 2}, fallback);
  return option(v, {Text::OptionPlusCoins, 2}, fallback);
}

// Minion: keep the hand and take +$2 while there are Actions to play or the hand is worth
// clearly more than four new cards; otherwise discard it and draw 4.
Move minion(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption) return fallback.choose(v);
  const bool actions =
      std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return card(c.card).is(Action); });
  if (actions && v.actions > 0) return option(v, {Text::OptionPlusCoins, 2}, fallback);
  const int keep = coinsToSpend(v) + 2;
  const double drawn = v.coins + drawCoins(v, 4);
  // The attack (the others draw a new hand of 4) is worth about $1.
  if (drawn + 1 >= keep) return option(v, {Text::OptionDiscardHandDrawFour}, fallback);
  return option(v, {Text::OptionPlusCoins, 2}, fallback);
}

// Nobles: +2 Actions when the hand holds an Action worth playing (another Nobles, a draw card,
// an Attack); else +3 Cards.
Move nobles(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption) return fallback.choose(v);
  double best = 0;
  if (v.actions <= 0)
    for (const SeenCard& c : v.hand) {
      const CardDef& d = card(c.card);
      if (!d.is(Action)) continue;
      double worth = d.plus.cards + d.plus.coins + (d.is(Attack) ? 1.5 : 0);
      if (c.card == ids().nobles) worth = 3;
      best = std::max(best, worth);
    }
  return option(v, best >= 3 ? Option{Text::OptionPlusActions, 2} : Option{Text::OptionPlusCards, 3},
                fallback);
}

// Mill: discard 2 for +$2 when the two cards worth least this turn are worth less than $2.
Move mill(const View& v, Fallback& fallback) {
  if (v.decision.kind == DecisionKind::SelectOption) {
    if (v.hand.size() < 2) return option(v, {Text::OptionDontDiscard}, fallback);
    double a = 1e9, b = 1e9;  // the two smallest worths
    for (const SeenCard& c : v.hand) {
      const double w = std::max(0.0, thisTurnWorth(v, c.card));
      if (w < a)
        b = a, a = w;
      else if (w < b)
        b = w;
    }
    return option(v, {a + b < 1.5 ? Text::OptionDiscardForCoins : Text::OptionDontDiscard}, fallback);
  }
  // Which two: the least worth this turn.
  std::vector<SeenCard> order = v.decisionCards;
  std::stable_sort(order.begin(), order.end(), [&](const SeenCard& x, const SeenCard& y) {
    return thisTurnWorth(v, x.card) < thisTurnWorth(v, y.card);
  });
  const int n = std::min<int>(v.decision.max, int(order.size()));
  std::vector<int32_t> picks;
  for (int k = 0; k < n; ++k) picks.push_back(order[size_t(k)].inst);
  return legalize(v, Move::choose(std::move(picks)));
}

// Mining Village: trash it for +$2 when that reaches a Gold or a Province it would miss.
Move miningVillage(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption) return fallback.choose(v);
  const int coins = coinsToSpend(v);
  const bool reaches = buyLevel(v, coins + 2) > buyLevel(v, coins) && coins + 2 >= 6;
  return option(v, {reaches ? Text::OptionTrashThis : Text::OptionDontTrash}, fallback);
}

// Courtier: reveal the card with the most types; +$3 over a Gold only when it reaches a
// Province (or, near the end, a Duchy) it would otherwise miss.
Move courtier(const View& v, Fallback& fallback) {
  if (v.decision.kind == DecisionKind::SelectCards) {
    const SeenCard* best = nullptr;
    for (const SeenCard& c : v.decisionCards)
      if (!best || std::popcount(card(c.card).types) > std::popcount(card(best->card).types)) best = &c;
    return best ? Move::choose({best->inst}) : fallback.choose(v);
  }
  if (v.decision.kind != DecisionKind::SelectOption) return fallback.choose(v);
  const int n = v.decision.min;
  const int coins = coinsToSpend(v);
  const bool province = coins < 8 && coins + 3 >= 8;
  const bool duchy = gainsToEnd(v) <= 4 && coins < 5 && coins + 3 >= 5;
  const int gold = optionIndex(v, {Text::OptionGainGold}), money = optionIndex(v, {Text::OptionPlusCoins, 3}),
            buy = optionIndex(v, {Text::OptionPlusBuy}), action = optionIndex(v, {Text::OptionPlusAction});
  std::vector<int32_t> order;
  if (province || duchy)
    order = {money, gold};
  else
    order = {gold, money};
  // A third and fourth choice: +1 Action if it would play an Action in hand, +1 Buy.
  const bool actionUsed = v.actions <= 0 && std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) {
                            return card(c.card).is(Action);
                          });
  if (actionUsed) order.push_back(action);
  order.push_back(buy);
  order.push_back(action);
  std::vector<int32_t> picks;
  for (int32_t o : order)
    if (o >= 0 && int(picks.size()) < n) picks.push_back(o);
  return legalize(v, Move::choose(std::move(picks)));
}

// Remodel, Replace, Upgrade: trash the card whose best gain improves the deck (and score) the
// most; gain the best card offered. `exact`: the gain costs exactly one more (Upgrade).
Move remodelTrash(const View& v, int more, bool exact, Fallback& fallback) {
  const Worth w = worthWeights(v);
  const SeenCard* best = nullptr;
  double bestGain = -1e9;
  for (const SeenCard& c : v.decisionCards) {
    const Cost limit = costNow(v, c.card) + more;  // the rules' cost: modifiers included
    bool any = false;
    double gain = -1e9;
    for (size_t k = 0; k < v.supply.size(); ++k) {
      const PileView& pile = v.supply[k];
      if (!pile.inSupply || pile.count == 0 || pile.top == NoCard) continue;
      if (exact ? pile.cost != limit : !(pile.cost <= limit)) continue;
      gain = std::max(gain, gainWorth(v, w, int(k)));
      any = true;
    }
    const double value = (any ? gain : 0) - ownValue(w, c.card);
    if (value > bestGain) bestGain = value, best = &c;
  }
  return best ? Move::choose({best->inst}) : fallback.choose(v);
}

// Forge: the cards whose total cost buys the best gain for what they are worth, among the 10
// cards of the hand worth least (every subset of them); nothing trashed gains a $0 card.
Move forgeTrash(const View& v) {
  const Worth w = worthWeights(v);
  std::vector<const SeenCard*> cards;
  for (const SeenCard& c : v.decisionCards) cards.push_back(&c);
  std::sort(cards.begin(), cards.end(), [&](const SeenCard* a, const SeenCard* b) {
    return ownValue(w, a->card) < ownValue(w, b->card);
  });
  if (cards.size() > 10) cards.resize(10);
  uint32_t best = 0;
  double bestValue = -1e9;
  for (uint32_t mask = 0; mask < (1u << cards.size()); ++mask) {
    Cost total{0};
    double lost = 0;
    for (size_t k = 0; k < cards.size(); ++k)
      if (mask & (1u << k)) {
        total = total + costNow(v, cards[k]->card).coins;
        lost += ownValue(w, cards[k]->card);
      }
    bool any = false;
    double gain = -1e9;
    for (size_t k = 0; k < v.supply.size(); ++k) {
      const PileView& pile = v.supply[k];
      if (!pile.inSupply || pile.count == 0 || pile.top == NoCard || pile.cost != total) continue;
      gain = std::max(gain, gainWorth(v, w, int(k)));
      any = true;
    }
    const double value = (any ? gain : 0) - lost;
    if (value > bestValue) bestValue = value, best = mask;
  }
  std::vector<int32_t> picks;
  for (size_t k = 0; k < cards.size(); ++k)
    if (best & (1u << k)) picks.push_back(cards[k]->inst);
  return Move::choose(std::move(picks));
}

// Mint: a copy of the Treasure worth most to gain, if any is worth having.
Move mintReveal(const View& v) {
  const Worth w = worthWeights(v);
  const SeenCard* best = nullptr;
  double bestValue = 0;
  for (const SeenCard& c : v.decisionCards) {
    const int k = pileOf(v, c.card);
    if (k < 0 || v.supply[size_t(k)].count == 0) continue;
    const double value = gainWorth(v, w, k);
    if (value > bestValue) bestValue = value, best = &c;
  }
  return best ? Move::choose({best->inst}) : Move::choose({});
}

// Vault, another player's: 2 cards for 1 are worth it for 2 dead cards (the next hand is this one).
Move vaultOther(const View& v, Fallback& fallback) {
  const int dead =
      int(std::count_if(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return isDead(c.card); }));
  return option(v, {dead >= 2 ? Text::OptionDiscardCards : Text::OptionDontDiscard, dead >= 2 ? 2 : 0},
                fallback);
}

// Anvil: the Treasure worth least this turn (a Copper) for a card costing up to $4, when one is
// worth gaining and the coins left still buy as well.
Move anvilDiscard(const View& v) {
  const Worth w = worthWeights(v);
  double best = 0;
  for (size_t k = 0; k < v.supply.size(); ++k) {
    const PileView& pile = v.supply[k];
    if (!pile.inSupply || pile.count == 0 || pile.top == NoCard || !(pile.cost <= 4)) continue;
    best = std::max(best, gainWorth(v, w, int(k)));
  }
  const SeenCard* cheapest = nullptr;
  for (const SeenCard& c : v.decisionCards)
    if (!cheapest || treasureCoins(c.card) < treasureCoins(cheapest->card)) cheapest = &c;
  if (!cheapest || best < 0.5) return Move::choose({});
  const int coins = coinsToSpend(v);
  if (buyLevel(v, coins - treasureCoins(cheapest->card)) < buyLevel(v, coins)) return Move::choose({});
  return Move::choose({cheapest->inst});
}

Move bestPile(const View& v, Fallback& fallback, bool ironworks = false) {
  const Worth w = worthWeights(v);
  int32_t best = -1;
  double bestValue = -1e9;
  for (int32_t k : v.decision.choices) {
    double value = gainWorth(v, w, k);
    if (ironworks) {
      const CardDef& d = card(v.supply[size_t(k)].top);
      if (d.is(Treasure)) value += 0.3;                // +$1 now
      if (d.is(Victory) && !d.is(Action)) value += 1;  // +1 Card now
    }
    if (value > bestValue) bestValue = value, best = k;
  }
  if (best < 0 || (v.decision.min == 0 && bestValue < 0))
    return best < 0 ? fallback.choose(v) : Move::choose({});
  return Move::choose({best});
}

// Blockade: the card gained comes into the next hand, where another Blockade would be a second
// terminal: the best other card (a money deck's Silver, which curses a rival's Silver too).
Move blockadePile(const View& v, Fallback& fallback) {
  const Worth w = worthWeights(v);
  int32_t best = -1;
  double bestValue = -1e9;
  for (int32_t k : v.decision.choices) {
    if (v.supply[size_t(k)].top == ids().blockade) continue;
    const double value = gainWorth(v, w, k);
    if (value > bestValue) bestValue = value, best = k;
  }
  return best < 0 ? bestPile(v, fallback) : Move::choose({best});
}

// Mine: upgrade the Treasure that gains the most; the best Treasure offered.
Move mine(const View& v, Fallback& fallback) {
  if (v.decision.kind == DecisionKind::SelectPile) return bestPile(v, fallback);
  const Worth w = worthWeights(v);
  const SeenCard* best = nullptr;
  double bestGain = 0.01;
  for (const SeenCard& c : v.decisionCards) {
    double gain = -100;
    for (size_t k = 0; k < v.supply.size(); ++k) {
      const PileView& pile = v.supply[k];
      if (!pile.inSupply || pile.count == 0 || pile.top == NoCard || !card(pile.top).is(Treasure)) continue;
      if (!(pile.cost <= costNow(v, c.card) + 3)) continue;
      gain = std::max(gain, gainWorth(v, w, int(k)));
    }
    if (gain - ownValue(w, c.card) > bestGain) bestGain = gain - ownValue(w, c.card), best = &c;
  }
  return best ? Move::choose({best->inst}) : Move::choose({});
}

// Discarding from the hand kept for the next turn (Militia, Torturer, Diplomat's reaction):
// dead cards first, then terminal Actions but the best one (only one can be played), then the
// cheapest cards.
Move discardForNextTurn(const View& v) {
  const SeenCard* keptTerminal = nullptr;
  for (const SeenCard& c : v.decisionCards)
    if (isTerminal(c.card) && (!keptTerminal || keyStrength(c.card) > keyStrength(keptTerminal->card)))
      keptTerminal = &c;
  auto worth = [&](const SeenCard& c) {
    const CardDef& d = card(c.card);
    if (d.is(CurseType)) return -3.0;
    const int coins = d.printedCost().coins;
    if (d.is(Victory) && !d.is(Action | Treasure)) return -2.0 + 0.01 * coins;
    if (isTerminal(c.card) && &c != keptTerminal) return 0.5 + 0.01 * coins;
    if (d.is(Treasure) && !d.is(Action)) return double(treasureCoins(c.card));
    return 2.5 + 0.1 * coins;  // an Action: about a Silver or better
  };
  std::vector<const SeenCard*> order;
  for (const SeenCard& c : v.decisionCards) order.push_back(&c);
  std::stable_sort(order.begin(), order.end(),
                   [&](const SeenCard* x, const SeenCard* y) { return worth(*x) < worth(*y); });
  std::vector<int32_t> picks;
  for (int k = 0; k < std::min<int>(v.decision.min, int(order.size())); ++k)
    picks.push_back(order[size_t(k)]->inst);
  return legalize(v, Move::choose(std::move(picks)));
}

// Lurker: gain the best Action in the trash if it is worth having; else trash the Supply's best
// Action (for a later Lurker to gain), from a pile that this does not bring near empty.
Move lurker(const View& v, Fallback& fallback) {
  const Worth w = worthWeights(v);
  if (v.decision.kind == DecisionKind::SelectOption) {
    double best = -1e9;
    for (const SeenCard& c : v.trash)
      if (card(c.card).is(Action)) best = std::max(best, ownValue(w, c.card));
    return option(v,
                  {best > ownValue(w, cards::Silver) ? Text::OptionGainActionFromTrash
                                                     : Text::OptionTrashActionFromSupply},
                  fallback);
  }
  if (v.decision.kind == DecisionKind::SelectPile) {
    int32_t pick = -1;
    double best = -1e9;
    for (int32_t k : v.decision.choices) {
      const PileView& pile = v.supply[size_t(k)];
      const double value = pile.count > 3 ? ownValue(w, pile.top) : -100 + pile.count;
      if (pick < 0 || value > best) best = value, pick = k;
    }
    return pick < 0 ? fallback.choose(v) : Move::choose({pick});
  }
  // Which Action to gain from the trash: the best.
  const SeenCard* best = nullptr;
  for (const SeenCard& c : v.decisionCards)
    if (!best || ownValue(w, c.card) > ownValue(w, best->card)) best = &c;
  return best ? Move::choose({best->inst}) : fallback.choose(v);
}

// Spy: my own card stays on the deck if it is good, another player's if it is poor.
Move spy(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption || v.me < 0) return fallback.choose(v);
  const auto& mine = v.players[size_t(v.me)].revealed;
  const bool own = !mine.empty();
  const SeenCard* shown = own ? &mine.back() : nullptr;
  for (size_t p = 0; !shown && p < v.players.size(); ++p)
    if (!v.players[p].revealed.empty()) shown = &v.players[p].revealed.back();
  if (!shown) return fallback.choose(v);
  const bool good = keepValue(v, shown->card) >= 2;
  return option(v, {good == own ? Text::OptionPutBack : Text::OptionDiscard}, fallback);
}

// Cellar: discard the dead cards and the terminal Actions that the Actions left cannot play
// (the weakest ones; none when a village in hand could give more), and draw for them.
Move cellar(const View& v) {
  const bool village = std::any_of(v.decisionCards.begin(), v.decisionCards.end(),
                                   [](const SeenCard& c) { return isVillage(c.card); });
  std::vector<const SeenCard*> terminals;
  std::vector<int32_t> picks;
  for (const SeenCard& c : v.decisionCards) {
    if (isDead(c.card)) picks.push_back(c.inst);
    if (isTerminal(c.card)) terminals.push_back(&c);
  }
  if (!village && int(terminals.size()) > v.actions) {
    std::stable_sort(terminals.begin(), terminals.end(), [](const SeenCard* a, const SeenCard* b) {
      return keyStrength(a->card) > keyStrength(b->card);
    });
    for (size_t k = size_t(std::max(0, v.actions)); k < terminals.size(); ++k)
      picks.push_back(terminals[k]->inst);
  }
  return Move::choose(std::move(picks));
}

// Swindler: the card of that cost worth least to its new owner (a Curse for a Copper).
Move swindlerPile(const View& v) {
  const Worth w = worthWeights(v);
  int32_t worst = -1;
  double worstValue = 1e9;
  for (int32_t k : v.decision.choices) {
    const CardId c = v.supply[size_t(k)].top;
    if (c == NoCard) continue;
    const double value = ownValue(w, c);
    if (value < worstValue) worstValue = value, worst = k;
  }
  return worst < 0 ? Move::choose({}) : Move::choose({worst});
}

// Trading Post (and Steward's trashing): the two cards worth least to own.
Move trashLeast(const View& v) {
  const Worth w = worthWeights(v);
  std::vector<SeenCard> order = v.decisionCards;
  std::stable_sort(order.begin(), order.end(), [&](const SeenCard& x, const SeenCard& y) {
    return ownValue(w, x.card) < ownValue(w, y.card);
  });
  std::vector<int32_t> picks;
  for (int k = 0; k < std::min<int>(v.decision.max, int(order.size())); ++k)
    picks.push_back(order[size_t(k)].inst);
  return legalize(v, Move::choose(std::move(picks)));
}

}  // namespace

Move cardDecision(const View& v, Fallback& fallback) {
  const Ids& id = ids();
  const CardId asking = v.decision.asking;
  const DecisionKind kind = v.decision.kind;
  const Text question = v.decision.id;
  // A Reaction window names the Attack as the card asking, but is not that card's decision.
  if (asking == NoCard || isReactionWindow(v)) return fallback.choose(v);
  Move m;
  if (setCardDecision(v, fallback, m) || hinterlandsDecision(v, fallback, m))
    return legalize(v, std::move(m));
  bool ruled = true;
  if ((asking == id.courtyard || asking == id.artisan) && kind == DecisionKind::SelectCards &&
      question == Text::TopdeckCardFromHand) {
    m = putBackOne(v, fallback);
  } else if (asking == id.clerk && kind == DecisionKind::SelectCards && v.current != v.me &&
             question == Text::TopdeckCardFromHand) {
    // The hand is the next turn's: the card it needs least goes back, as for a discard.
    m = discardForNextTurn(v);
  } else if (asking == id.haven && question == Text::SetAsideFaceDown) {
    // What this turn does not need waits for the next one; a Victory card comes back as a
    // sixth card, so it costs nothing either.
    m = putBackOne(v, fallback);
  } else if (asking == id.ghostShip && kind == DecisionKind::SelectCards && v.current != v.me) {
    // The hand is the next turn's: what it needs least goes onto the deck, for the turn after.
    m = discardForNextTurn(v);
  } else if (asking == id.blockade && kind == DecisionKind::SelectPile) {
    m = blockadePile(v, fallback);
  } else if (asking == id.borderVillage && kind == DecisionKind::SelectPile) {
    m = bestPile(v, fallback);
  } else if (asking == id.artisan && kind == DecisionKind::SelectPile) {
    m = bestPile(v, fallback);
  } else if (asking == id.secretPassage) {
    m = secretPassage(v, fallback);
  } else if (asking == id.harbinger && kind == DecisionKind::SelectCards) {
    m = harbinger(v);
  } else if (asking == id.masquerade && kind == DecisionKind::SelectCards) {
    m = masquerade(v, fallback);
  } else if (asking == id.torturer && kind == DecisionKind::SelectOption && v.current != v.me) {
    m = torturerVictim(v, fallback);
  } else if (asking == id.steward) {
    m = kind == DecisionKind::SelectCards ? trashLeast(v) : steward(v, fallback);
  } else if (asking == id.minion) {
    m = minion(v, fallback);
  } else if (asking == id.nobles) {
    m = nobles(v, fallback);
  } else if (kind == DecisionKind::SelectCards && v.current != v.me && v.decision.min > 0 &&
             v.decision.min == v.decision.max && askOf(question) == Ask::Discard) {
    m = discardForNextTurn(v);
  } else if (asking == id.vassal && kind == DecisionKind::SelectCards) {
    // The discarded Action is played for free.
    m = Move::choose({v.decision.choices.begin(), v.decision.choices.end()});
  } else if (asking == id.saboteur && kind == DecisionKind::SelectPile) {
    m = bestPile(v, fallback);  // the victim's own gain
  } else if (asking == id.lurker) {
    m = lurker(v, fallback);
  } else if ((asking == id.secretChamber || asking == id.vault) && kind == DecisionKind::SelectCards &&
             question == Text::DiscardAnyForCoins) {
    // +$1 for each card worth less this turn: dead cards and Actions that cannot be played.
    std::vector<int32_t> picks;
    for (const SeenCard& c : v.decisionCards)
      if (thisTurnWorth(v, c.card) < 0.9) picks.push_back(c.inst);
    m = Move::choose(std::move(picks));
  } else if (asking == id.chancellor && kind == DecisionKind::SelectOption) {
    // The deck into the discard pile when it holds less money per card than all I own: the
    // cards bought since the shuffle come sooner.
    const int deck = deckSize(v);
    const bool poorer = deck > 0 && drawCoins(v, deck) / deck < ownedDensity(v);
    m = option(v, {poorer ? Text::OptionPutDeckIntoDiscard : Text::OptionKeepDeck}, fallback);
  } else if (asking == id.cellar && kind == DecisionKind::SelectCards) {
    m = cellar(v);
  } else if (asking == id.spy) {
    m = spy(v, fallback);
  } else if (asking == id.swindler && kind == DecisionKind::SelectPile) {
    m = swindlerPile(v);
  } else if (asking == id.mill && v.current == v.me) {
    m = mill(v, fallback);
  } else if (asking == id.miningVillage) {
    m = miningVillage(v, fallback);
  } else if (asking == id.courtier) {
    m = courtier(v, fallback);
  } else if ((asking == id.remodel || asking == id.replace || asking == id.upgrade || asking == id.expand) &&
             kind == DecisionKind::SelectCards) {
    m = remodelTrash(v,
                     asking == id.upgrade  ? 1
                     : asking == id.expand ? 3
                                           : 2,
                     asking == id.upgrade, fallback);
  } else if (asking == id.forge && kind == DecisionKind::SelectCards) {
    m = forgeTrash(v);
  } else if (asking == id.mint && kind == DecisionKind::SelectCards) {
    m = mintReveal(v);
  } else if (asking == id.anvil && question == Text::MayDiscardTreasureToGain) {
    m = anvilDiscard(v);
  } else if (asking == id.vault && question == Text::MayDiscardTwoToDraw) {
    m = vaultOther(v, fallback);
  } else if ((asking == id.remodel || asking == id.replace || asking == id.upgrade || asking == id.workshop ||
              asking == id.feast || asking == id.expand || asking == id.forge || asking == id.anvil) &&
             kind == DecisionKind::SelectPile) {
    m = bestPile(v, fallback);
  } else if (asking == id.ironworks && kind == DecisionKind::SelectPile) {
    m = bestPile(v, fallback, true);
  } else if (asking == id.mine) {
    m = mine(v, fallback);
  } else if (asking == id.tradingPost && kind == DecisionKind::SelectCards) {
    m = trashLeast(v);
  } else {
    ruled = false;
  }
  if (!ruled) return fallback.choose(v);
  return legalize(v, std::move(m));
}

}  // namespace dom::ai
