#include "setcards.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <tuple>

#include "../knowledge.hpp"
#include "cardsense.hpp"
#include "cardworth.hpp"

namespace dom::ai {

namespace {

struct SetIds {
  CardId island, nativeVillage, embargo, watchtower, trader, foolsGold, tournament, trustySteed,
      sprawlingCastle;
  CardId loan, royalSeal, countingHouse, mountebank, contraband;
  CardId tiara, crystalBall, investment, warChest;
  CardId amphora, insignia, orb, puzzleBox;
  CardId treasury, pearlDiver, navigator;
  CardId ambassador, pirateShip;
  CardId scheme, stables, wheelwright, spiceMerchant, jackOfAllTrades, witchsHut;
  CardId inn, tunnel, weaver, illGottenGains;
  CardId duchess, oracle;
};

const SetIds& setIds() {
  static const SetIds k{
      .island = findCard("Island"),
      .nativeVillage = findCard("Native Village"),
      .embargo = findCard("Embargo"),
      .watchtower = findCard("Watchtower"),
      .trader = findCard("Trader"),
      .foolsGold = findCard("Fool's Gold"),
      .tournament = findCard("Tournament"),
      .trustySteed = findCard("Trusty Steed"),
      .sprawlingCastle = findCard("Sprawling Castle"),
      .loan = findCard("Loan"),
      .royalSeal = findCard("Royal Seal"),
      .countingHouse = findCard("Counting House"),
      .mountebank = findCard("Mountebank"),
      .contraband = findCard("Contraband"),
      .tiara = findCard("Tiara"),
      .crystalBall = findCard("Crystal Ball"),
      .investment = findCard("Investment"),
      .warChest = findCard("War Chest"),
      .amphora = findCard("Amphora"),
      .insignia = findCard("Insignia"),
      .orb = findCard("Orb"),
      .puzzleBox = findCard("Puzzle Box"),
      .treasury = findCard("Treasury"),
      .pearlDiver = findCard("Pearl Diver"),
      .navigator = findCard("Navigator"),
      .ambassador = findCard("Ambassador"),
      .pirateShip = findCard("Pirate Ship"),
      .scheme = findCard("Scheme"),
      .stables = findCard("Stables"),
      .wheelwright = findCard("Wheelwright"),
      .spiceMerchant = findCard("Spice Merchant"),
      .jackOfAllTrades = findCard("Jack of All Trades"),
      .witchsHut = findCard("Witch's Hut"),
      .inn = findCard("Inn"),
      .tunnel = findCard("Tunnel"),
      .weaver = findCard("Weaver"),
      .illGottenGains = findCard("Ill-Gotten Gains"),
      .duchess = findCard("Duchess"),
      .oracle = findCard("Oracle"),
  };
  return k;
}

// The index of the pending decision's option with id `wanted` (-1: none).
int32_t optionWithId(const View& v, Text wanted) {
  const auto& options = v.decision.options;
  for (size_t k = 0; k < options.size(); ++k)
    if (options[k].id == wanted) return int32_t(k);
  return -1;
}

Move optionOr(const View& v, Text wanted, Fallback& fallback) {
  const int32_t k = optionWithId(v, wanted);
  return k < 0 ? fallback.choose(v) : Move::choose({k});
}

// Reveals the card asking (a Reaction's "may reveal" question), or not.
Move reveal(const View& v, bool yes) {
  if (!yes || v.decision.choices.empty()) return Move::choose({});
  return Move::choose({v.decision.choices[0]});
}

// The card I gained last, as far as my view shows it: the top of my discard pile, where a gained
// card goes unless a card puts it elsewhere. Watchtower's and Trader's questions, asked when I
// gain a card, do not name it. A card gained elsewhere (a Gold onto the deck from Fool's Gold) is
// misread as the card below it: rare, and the price of reading only what the seat sees.
CardId justGained(const View& v) { return v.players[size_t(v.me)].discardTop.card; }

// ---- Island -------------------------------------------------------------------------------

// A Victory card or a Curse joins it on the mat: its points stay and it is never drawn again.
// Without one, the card worth least to own (a Copper) rather than a card this turn needs.
Move island(const View& v) {
  const Worth w = worthWeights(v);
  const SeenCard* best = nullptr;
  double bestScore = -1e9;
  for (const SeenCard& c : v.decisionCards) {
    const double score =
        isDead(c.card) ? 100.0 + card(c.card).vp : -ownValue(w, c.card) - 0.1 * thisTurnWorth(v, c.card);
    if (score > bestScore) bestScore = score, best = &c;
  }
  return best ? Move::choose({best->inst}) : Move::choose({});
}

// ---- Native Village -----------------------------------------------------------------------

// The mat into the hand when its cards are worth having now: they raise this turn's buy, hold an
// Action that the Actions left can play, have grown to 3 cards, or the game is ending. Otherwise
// the top card of the deck onto the mat, for later.
Move nativeVillage(const View& v, Fallback& fallback) {
  const auto at = std::find(std::begin(kMatZones), std::end(kMatZones), Zone::NativeVillage);
  const ZoneView& mat = v.players[size_t(v.me)].mats[size_t(at - std::begin(kMatZones))];
  int matCoins = 0;
  bool action = false;
  for (const SeenCard& c : mat.cards) {
    matCoins += treasureCoins(c.card);
    action |= card(c.card).is(Action);
  }
  const int coins = coinsToSpend(v);
  const bool take = mat.count > 0 && (buyLevel(v, coins + matCoins) > buyLevel(v, coins) ||
                                      (action && v.actions > 0) || mat.count >= 3 || gainsToEnd(v) <= 2);
  return optionOr(v, take ? Text::OptionMatIntoHand : Text::OptionTopCardToMat, fallback);
}

// ---- Embargo ------------------------------------------------------------------------------

// The token goes on the pile the other players want most: the Kingdom card they own most copies
// of and I own none of; against money decks, the Province.
Move embargo(const View& v) {
  int32_t best = -1;
  int bestCount = 0;
  for (int32_t k : v.decision.choices) {
    const CardId c = v.supply[size_t(k)].card;
    if (!card(c).isKingdom() || owned(v, c) > 0) continue;
    int theirs = 0;
    for (PlayerId p = 0; p < PlayerId(v.players.size()); ++p)
      if (p != v.me) theirs += owned(v, c, p);
    if (theirs > bestCount) bestCount = theirs, best = k;
  }
  if (best < 0) best = pileOf(v, cards::Province);
  return best < 0 ? Move::choose({}) : Move::choose({best});
}

// ---- Watchtower ---------------------------------------------------------------------------

// A gained Curse is trashed, and a Copper while the money I own stays above the starting 7.
bool trashWhenGained(const View& v, CardId c) {
  return card(c).is(CurseType) || (c == cards::Copper && moneyOwned(v) > 7);
}
// A gained Treasure or Action better than Copper goes onto the deck, to be drawn next; a Victory
// card stays where it is (on the deck it would only be drawn).
bool topdeckWhenGained(CardId c) { return c != NoCard && !isDead(c) && c != cards::Copper; }

Move watchtower(const View& v, Fallback& fallback) {
  if (v.decision.id == Text::MayRevealCard) {
    const CardId c = justGained(v);
    return reveal(v, c != NoCard && (trashWhenGained(v, c) || topdeckWhenGained(c)));
  }
  if (v.decision.id == Text::TrashOrTopdeckGained) {
    const CardId c = CardId(v.decision.args[0]);
    return optionOr(v, trashWhenGained(v, c) ? Text::OptionTrashGained : Text::OptionPutOntoDeck, fallback);
  }
  return fallback.choose(v);
}

// ---- Prosperity (1st edition) ------------------------------------------------------------

// Loan: a Copper is trashed while the money I own stays above the starting 7 (Loan counts $1);
// a better Treasure is discarded.
Move loan(const View& v, Fallback& fallback) {
  const CardId c = v.decision.args.empty() ? NoCard : CardId(v.decision.args[0]);
  const bool trash = c == cards::Copper && moneyOwned(v) > 7;
  return optionOr(v, trash ? Text::OptionTrash : Text::OptionDiscard, fallback);
}

// Contraband, named for the player to my right: the card they would buy with the most they may
// have (their coins and about $1.5 for each card left in their hand): a Colony, else a Province,
// else the dearest card worth owning (a basic Treasure before a Kingdom card of its cost).
Move contrabandName(const View& v) {
  const int hand = v.current >= 0 ? v.players[size_t(v.current)].handCount : 0;
  const double most = v.coins + 1.5 * hand;
  auto buyable = [&](const PileView& pile) {
    return pile.inSupply && pile.count > 0 && pile.cost.coins <= most && pile.cost.potion <= v.potions;
  };
  for (CardId points : {cards::Colony, cards::Province}) {
    const int k = pileOf(v, points);
    if (k >= 0 && buyable(v.supply[size_t(k)])) return Move::choose({int32_t(points)});
  }
  CardId best = cards::Province;
  int bestCost = -1;
  for (const PileView& pile : v.supply) {
    const CardId c = pile.top == NoCard ? pile.card : pile.top;
    if (!buyable(pile) || isDead(c)) continue;
    const int cost = pile.cost.coins;
    if (cost > bestCost || (cost == bestCost && !card(c).isKingdom())) best = c, bestCost = cost;
  }
  return Move::choose({int32_t(best)});
}

// ---- Prosperity (2nd edition) ------------------------------------------------------------

// Crystal Ball: a Curse is trashed, and an Estate until the end nears; an Action or a Treasure is
// played (it is worth something now: coins, or cards drawn while Treasures can still be played);
// any other card (a Victory card) is discarded, out of the next hand.
Move crystalBall(const View& v, Fallback& fallback) {
  const CardId c = CardId(v.decision.args[0]);
  if (c == NoCard) return fallback.choose(v);
  if (card(c).is(CurseType) || (c == cards::Estate && gainsToEnd(v) > 4))
    return optionOr(v, Text::OptionTrash, fallback);
  if (optionWithId(v, Text::OptionPlay) >= 0) return optionOr(v, Text::OptionPlay, fallback);
  return optionOr(v, Text::OptionDiscard, fallback);
}

// Investment: trashed for VP when the hand shows 3 differently named Treasures, or 2 once the
// end nears (each VP outlasts the $1); else +$1.
Move investment(const View& v, Fallback& fallback) {
  std::vector<CardId> named;
  for (const SeenCard& c : v.hand)
    if (v.isTreasure(c.card) && std::find(named.begin(), named.end(), c.card) == named.end())
      named.push_back(c.card);
  const int n = int(named.size());
  const bool forVp = n >= 3 || (n >= 2 && gainsToEnd(v) <= 8) || (n >= 1 && gainsToEnd(v) <= 2);
  return optionOr(v, forVp ? Text::OptionTrashThisForVp : Text::OptionPlusCoins, fallback);
}

// War Chest, named for the player to my right: the card they would most like to gain with it,
// the dearest costing up to $5 not named yet and worth owning (a Kingdom card before a basic
// one of its cost).
Move warChestName(const View& v) {
  CardId best = cards::Silver;
  int bestCost = -1;
  for (const PileView& pile : v.supply) {
    const CardId c = pile.top == NoCard ? pile.card : pile.top;
    if (!pile.inSupply || pile.count == 0 || isDead(c) || pile.cost.coins > 5 || pile.cost.potion > 0 ||
        pile.cost.debt > 0 ||
        std::find(v.namedForWarChest.begin(), v.namedForWarChest.end(), c) != v.namedForWarChest.end())
      continue;
    const int cost = pile.cost.coins;
    if (cost > bestCost || (cost == bestCost && card(c).isKingdom() && !card(best).isKingdom()))
      best = c, bestCost = cost;
  }
  return Move::choose({int32_t(best)});
}

// ---- Loots --------------------------------------------------------------------------------

// Amphora: the +1 Buy and +$3 now, unless they buy nothing more this turn (no Supply card worth
// buying costs more than my coins and at most $3 more): then next turn.
Move amphora(const View& v, Fallback& fallback) {
  bool raises = false;
  for (const PileView& pv : v.supply)
    raises |= pv.inSupply && pv.count > 0 && !isDead(pv.top == NoCard ? pv.card : pv.top) &&
              pv.cost > v.coins && pv.cost <= v.coins + 3;
  return optionOr(v, raises || v.phase != Phase::Buy ? Text::OptionNow : Text::OptionNextTurn, fallback);
}

// Orb: the +1 Buy and +$3, which a Treasure from the discard pile rarely beats; a Treasure giving
// more than $3 (Platinum) is played instead.
Move orb(const View& v) {
  for (const SeenCard& c : v.decisionCards)
    if (card(c.card).is(Treasure) && treasureCoins(c.card) > 3) return Move::choose({c.inst});
  return Move::choose({});
}

// Puzzle Box: the card of my hand worth most that this turn no longer uses (an Action once the
// Actions are gone or the Buy phase has come) waits for the next hand; a Victory card or a Curse
// stays.
Move puzzleBox(const View& v) {
  const SeenCard* best = nullptr;
  for (const SeenCard& c : v.decisionCards) {
    if (isDead(c.card) || card(c.card).is(Treasure)) continue;
    if (card(c.card).is(Action) && v.phase == Phase::Action && v.actions > 0) continue;
    if (!best || card(c.card).cost > card(best->card).cost) best = &c;
  }
  return best ? Move::choose({best->inst}) : Move::choose({});
}

// ---- Trader -------------------------------------------------------------------------------

// Trash the card whose Silvers are worth most over what it was: a Curse or an Estate (two
// Silvers) first; a third Silver and more count for less. A Province or Duchy stays (its points
// are worth more than Silvers); a Treasure this turn's buy needs counts its loss.
Move traderTrash(const View& v) {
  const Worth w = worthWeights(v);
  const int silversLeft = pileCount(v, cards::Silver);
  const double silver = ownValue(w, cards::Silver);
  const int coins = coinsToSpend(v);
  const SeenCard* best = nullptr;
  double bestScore = -1e9;
  for (const SeenCard& c : v.decisionCards) {
    const int silvers = std::min<int>(costNow(v, c.card).coins, silversLeft);
    double score =
        silver * std::min(silvers, 2) + 0.5 * silver * std::max(0, silvers - 2) - ownValue(w, c.card);
    if (isDead(c.card) && card(c.card).vp >= 3) score -= 100;
    score -= 1.5 * (buyLevel(v, coins) - buyLevel(v, coins - treasureCoins(c.card)));
    if (score > bestScore) bestScore = score, best = &c;
  }
  return best ? Move::choose({best->inst}) : Move::choose({});
}

// Exchanging a gained card for a Silver: for a Curse or a Copper.
bool traderExchanges(CardId c) { return c != NoCard && (card(c).is(CurseType) || c == cards::Copper); }

// ---- Fool's Gold --------------------------------------------------------------------------

// Another player gained a Province: each Fool's Gold becomes a Gold onto the deck (a Gold next
// turn for a card that gives $1 to $4).
Move foolsGold(const View& v, Fallback& fallback) {
  if (v.decision.id == Text::MayTrashForGoldOntoDeck) return reveal(v, true);
  // Several of them asking at once: one Fool's Gold first, the others are asked after it.
  for (const SeenCard& c : v.decisionCards)
    if (c.card == setIds().foolsGold) return Move::choose({c.inst});
  return fallback.choose(v);
}

// ---- Tournament and the Prizes -------------------------------------------------------------

// The Prizes in the order they are taken: Followers (two cards, an Estate and a Curse and a
// discard for each other player), Trusty Steed (two of +2 Cards, +2 Actions, +$2), Princess
// (+1 Buy and $2 off every card: a Province for $6), Bag of Gold (a Gold each play), Diadem (a
// Silver and a little more).
// Looked up once: the rules run inside Hard's playouts.
const std::array<CardId, 5>& prizeOrder() {
  static const std::array<CardId, 5> order = {findCard("Followers"), findCard("Trusty Steed"),
                                              findCard("Princess"), findCard("Bag of Gold"),
                                              findCard("Diadem")};
  return order;
}

bool prizeLeft(const View& v) {
  for (const PileView& p : v.supply)
    if (card(p.card).is(Prize) && p.count > 0) return true;
  return false;
}

// A Duchy rather than a Prize two gains or less from the end (the Prize would be played once
// at most); a Duchy when no Prize is left, from six gains before the end.
bool duchyNow(const View& v) { return gainsToEnd(v) <= 2 || (!prizeLeft(v) && gainsToEnd(v) <= 6); }

// My own Province: revealed for a Prize, or for a Duchy when a Duchy is worth having now (a Duchy
// onto the deck earlier is a dead card drawn next turn). Another player's: always revealed (it
// costs nothing and takes the +1 Card and +$1 away).
Move tournamentReveal(const View& v) {
  if (v.current != v.me) return reveal(v, true);
  return reveal(v, prizeLeft(v) || (pileCount(v, cards::Duchy) > 0 && duchyNow(v)));
}

Move tournamentGain(const View& v) {
  const int duchy = pileOf(v, cards::Duchy);
  auto offered = [&](int k) {
    return k >= 0 &&
           std::find(v.decision.choices.begin(), v.decision.choices.end(), k) != v.decision.choices.end();
  };
  if (duchyNow(v) && offered(duchy)) return Move::choose({duchy});
  for (CardId prize : prizeOrder()) {
    const int k = pileOf(v, prize);
    if (offered(k)) return Move::choose({k});
  }
  return v.decision.choices.empty() ? Move::choose({}) : Move::choose({v.decision.choices[0]});
}

// Trusty Steed: +2 Cards and +2 Actions when the hand holds an Action that the Actions left
// cannot play; in the first five turns, +2 Cards and the Silvers (the deck into the discard pile
// brings the cards just bought sooner); otherwise +2 Cards and +$2.
Move trustySteed(const View& v, Fallback& fallback) {
  const bool actionWaiting =
      v.actions <= 0 &&
      std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return card(c.card).is(Action); });
  const bool early = v.me >= 0 && v.players[size_t(v.me)].turnsTaken < 5;
  const Text second = actionWaiting ? Text::OptionPlusActions
                      : early       ? Text::OptionGainSilversDeckIntoDiscard
                                    : Text::OptionPlusCoins;
  const int32_t a = optionWithId(v, Text::OptionPlusCards), b = optionWithId(v, second);
  if (a < 0 || b < 0) return fallback.choose(v);
  return Move::choose({a, b});
}

}  // namespace

bool prizeDecision(const View& v, Fallback& fallback, Move& out) {
  const SetIds& id = setIds();
  const CardId asking = v.decision.asking;
  const Text question = v.decision.id;
  if (asking == id.tournament && question == Text::MayRevealProvince) {
    out = tournamentReveal(v);
  } else if (asking == id.tournament && question == Text::GainPrizeOrDuchy) {
    out = tournamentGain(v);
  } else if (asking == id.trustySteed && v.decision.kind == DecisionKind::SelectOption) {
    out = trustySteed(v, fallback);
  } else {
    return false;
  }
  return true;
}

// Sprawling Castle: a Duchy (as many points as 3 Estates, in one card) while Duchies are left.
Move sprawlingCastle(const View& v, Fallback& fallback) {
  return optionOr(v, pileCount(v, cards::Duchy) > 0 ? Text::OptionGainDuchy : Text::OptionGainEstates,
                  fallback);
}

bool prosperityDecision(const View& v, Fallback& fallback, Move& out) {
  const SetIds& id = setIds();
  const CardId asking = v.decision.asking;
  const Text question = v.decision.id;
  if (asking == id.loan && question == Text::DiscardOrTrashRevealed) {
    out = loan(v, fallback);
  } else if ((asking == id.royalSeal || asking == id.tiara) && question == Text::MayTopdeckGained) {
    out = reveal(v, !v.decision.args.empty() && topdeckWhenGained(CardId(v.decision.args[0])));
  } else if (asking == id.countingHouse && question == Text::CoppersFromDiscardToHand) {
    // Every Copper: each is $1 this turn, and the deck keeps its better cards for later.
    out = Move::choose({v.decision.choices.begin(), v.decision.choices.end()});
  } else if (asking == id.mountebank && question == Text::MayDiscardCurse) {
    // A Curse from the hand rather than a Curse and a Copper more.
    out = reveal(v, true);
  } else if (asking == id.contraband && question == Text::NameCardTheyCantBuy) {
    out = contrabandName(v);
  } else if (asking == id.crystalBall && question == Text::ChooseForTopCard) {
    out = crystalBall(v, fallback);
  } else if (asking == id.investment && question == Text::ChooseOne) {
    out = investment(v, fallback);
  } else if (asking == id.warChest && question == Text::NameCardForWarChest) {
    out = warChestName(v);
  } else {
    return false;
  }
  return true;
}

// Inn, Embassy, Ill-Gotten Gains, Weaver, Tunnel ...: see hinterlandsDecision, which asks it first.
static bool hinterlandsGainDecision(const View& v, Fallback& fallback, Move& out) {
  const SetIds& id = setIds();
  const CardId asking = v.decision.asking;
  const Text question = v.decision.id;
  if (asking == id.inn && question == Text::RevealActionsToShuffleIntoDeck) {
    // Every Action of the discard pile, the Inn too: drawn again sooner than from a reshuffle.
    out = Move::choose({v.decision.choices.begin(), v.decision.choices.end()});
  } else if (asking == id.tunnel && question == Text::MayRevealCard) {
    out = reveal(v, true);  // a Gold for nothing
  } else if (asking == id.weaver && question == Text::ChooseOne) {
    out = optionOr(v, Text::OptionGainSilvers, fallback);  // two Silvers: $4 of money for $4
  } else if (asking == id.illGottenGains && question == Text::MayGainCopperToHand) {
    // The Copper only when its $1 reaches a price: $5, Gold or Province with the hand's money.
    int coins = v.coins;
    for (const SeenCard& c : v.hand)
      if (v.isTreasure(c.card)) coins += treasureCoins(c.card);
    const bool reaches = coins + 1 == 5 || coins + 1 == 6 || coins + 1 == 8;
    out = reaches && !v.decision.choices.empty() ? Move::choose({v.decision.choices[0]}) : Move::choose({});
  } else {
    return false;
  }
  return true;
}

bool lootDecision(const View& v, Fallback& fallback, Move& out) {
  const SetIds& id = setIds();
  const CardId asking = v.decision.asking;
  const Text question = v.decision.id;
  if (asking == id.amphora && question == Text::NowOrNextTurn) {
    out = amphora(v, fallback);
  } else if (asking == id.insignia && question == Text::MayTopdeckGained) {
    out = reveal(v, !v.decision.args.empty() && topdeckWhenGained(CardId(v.decision.args[0])));
  } else if (asking == id.orb && question == Text::PlayFromDiscardOrBonus) {
    out = orb(v);
  } else if (asking == id.puzzleBox && question == Text::MaySetAsideUntilEndOfTurn) {
    out = puzzleBox(v);
  } else {
    return false;
  }
  return true;
}

// Navigator: the 5 cards looked at are discarded when they hold less money per card than all I
// own (an Action counts as a Silver), and put back otherwise, the best on top.
Move navigator(const View& v, Fallback& fallback) {
  if (v.aside.empty()) return fallback.choose(v);
  double money = 0;
  for (const SeenCard& c : v.aside) money += card(c.card).is(Action) ? 2 : treasureCoins(c.card);
  const bool poor = money / double(v.aside.size()) < ownedDensity(v);
  return optionOr(v, poor ? Text::OptionDiscard : Text::OptionPutBack, fallback);
}

// Ambassador (measured with Medium against Big Money, Ambassador the only Kingdom card: 8.50%
// wins when it gave back Coppers, 40.70% now: docs/ai.md). A card is given back when it is a Curse, a card
// that does nothing (Ruins), or an Estate while most Provinces are left (later, an Estate is a
// point for every other player). A Copper is not given back (returning Coppers lost games at
// every money density tried: a hand's Coppers are its buy) but is the gift when nothing else
// is: the others gain a card that dilutes their decks.
bool ambassadorReturns(const View& v, CardId c) {
  if (c == NoCard) return false;
  if (c == cards::Estate) {
    const int k = pileOf(v, cards::Province);
    return k >= 0 && v.supply[size_t(k)].count >= 6;
  }
  return card(c).is(CurseType) || (isDead(c) && !card(c).is(Victory));
}

bool ambassadorGives(const View& v, CardId c) { return c == cards::Copper || ambassadorReturns(v, c); }

bool keptInHand(const View& v, const SeenCard& c) {
  if (c.card != setIds().ambassador) return false;
  return std::none_of(v.hand.begin(), v.hand.end(),
                      [&](const SeenCard& o) { return o.inst != c.inst && ambassadorGives(v, o.card); });
}

// The card revealed: a Curse first, then the junk of which the hand holds most copies, then a
// Copper; with none (played anyway by another card), the card the others gain least from.
Move ambassadorReveal(const View& v) {
  const SeenCard* best = nullptr;
  auto rank = [&](const SeenCard& s) {
    int copies = 0;
    for (const SeenCard& o : v.decisionCards) copies += o.card == s.card;
    const bool returned = ambassadorReturns(v, s.card);
    return std::make_tuple(returned                  ? 2
                           : s.card == cards::Copper ? 1
                                                     : 0,
                           card(s.card).is(CurseType) ? 1 : 0, returned ? copies : 0,
                           -card(s.card).printedCost().coins, -keepValue(v, s.card));
  };
  for (const SeenCard& s : v.decisionCards)
    if (!best || rank(s) > rank(*best)) best = &s;
  if (!best) return Move::choose({});
  return Move::choose({best->inst});
}

// Every copy offered goes back when the card is junk; a card worth keeping stays.
Move ambassadorReturn(const View& v) {
  const CardId c = CardId(v.decision.args[0]);
  if (!ambassadorReturns(v, c)) return Move::choose({});
  const auto& choices = v.decision.choices;
  const size_t n = std::min(choices.size(), size_t(v.decision.max));
  return Move::choose({choices.begin(), choices.begin() + std::ptrdiff_t(n)});
}

// Pirate Ship: the attack until the mat holds 3 tokens (each raid that hits adds one for every
// later Pirate Ship), then the coins.
Move pirateShip(const View& v, Fallback& fallback) {
  const int tokens = v.players[size_t(v.me)].counters[size_t(Counter::PirateShip)];
  return optionOr(v, tokens >= 3 ? Text::OptionPlusCoins : Text::OptionRaidTreasures, fallback);
}

// Treasury: always back onto the deck (it is drawn again next turn: +1 Card, +1 Action, +$1
// for nothing). Pearl Diver: the bottom card goes on top when it is worth drawing next: a
// Treasure or an Action better than a Copper, not a dead card.
bool seasideDecision(const View& v, Fallback& fallback, Move& out) {
  const SetIds& id = setIds();
  const CardId asking = v.decision.asking;
  if (asking == id.navigator && v.decision.id == Text::DiscardOrPutBackLookedAt) {
    out = navigator(v, fallback);
    return true;
  }
  if (asking == id.ambassador && v.decision.id == Text::RevealCardFromHand) {
    out = ambassadorReveal(v);
    return true;
  }
  if (asking == id.ambassador && v.decision.id == Text::ReturnUpToTwoToSupply) {
    out = ambassadorReturn(v);
    return true;
  }
  if (asking == id.pirateShip && v.decision.id == Text::ChooseOne) {
    out = pirateShip(v, fallback);
    return true;
  }
  if (v.decision.id != Text::MayTopdeckCard) return false;
  if (asking == id.treasury) {
    out = reveal(v, true);
  } else if (asking == id.pearlDiver) {
    const CardId c = v.decision.args.empty() ? NoCard : CardId(v.decision.args[0]);
    out = reveal(v, c != NoCard && !isDead(c) && keepValue(v, c) > keepValue(v, cards::Copper));
  } else {
    return false;
  }
  return true;
}

// ---- Hinterlands ---------------------------------------------------------------------------

namespace {

// The decision card (a choice of v.decisionCards) that `score` ranks first; NoInst: none.
template <class Score>
Inst bestChoice(const View& v, Score&& score) {
  Inst best = NoInst;
  double bestScore = -1e9;
  for (const SeenCard& c : v.decisionCards) {
    const double s = score(c.card);
    if (s > bestScore) bestScore = s, best = c.inst;
  }
  return best;
}

bool actionInHand(const View& v) {
  return std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return card(c.card).is(Action); });
}

// Oracle: the cards revealed by the player being decided for (the only revealed ones: each
// player's are dealt with before the next reveals). Mine go back when they are good (I draw them:
// Oracle ③), another player's when they are poor; "good" is the Spy's measure over the two, a
// dead card spoiling the pair.
Move oracle(const View& v, Fallback& fallback) {
  if (v.decision.kind != DecisionKind::SelectOption || v.me < 0) return fallback.choose(v);
  for (size_t p = 0; p < v.players.size(); ++p) {
    const auto& shown = v.players[p].revealed;
    if (shown.empty()) continue;
    double sum = 0;
    for (const SeenCard& c : shown) sum += keepValue(v, c.card);
    const bool good = sum / double(shown.size()) >= 1.5;
    const bool mine = int(p) == v.me;
    return optionOr(v, good == mine ? Text::OptionPutBack : Text::OptionDiscard, fallback);
  }
  return fallback.choose(v);
}

}  // namespace

// Scheme: the dearest Action card in play goes back on top (drawn again next turn).
// Stables: the poorest Treasure, when it is worth less than the 3 cards it draws (a Copper
// always). Wheelwright: a dead card costing $2 or more buys an Action card of its cost.
// Spice Merchant: +2 Cards and +1 Action when an Action waits in hand without an Action left,
// else +$2 and +1 Buy. Jack of All Trades: a dead card or a Copper on top is discarded (the
// draw up to 5 then finds another). Witch's Hut: two Actions that can't be played this turn are
// discarded, for the Curses. Duchess: my top card as Jack of All Trades's; the Duchess with a
// Duchy while my deck holds less than $2 per card. Oracle: see oracle() above.
bool hinterlandsDecision(const View& v, Fallback& fallback, Move& out) {
  if (hinterlandsGainDecision(v, fallback, out)) return true;
  const SetIds& id = setIds();
  const CardId asking = v.decision.asking;
  const Text question = v.decision.id;
  if (asking == id.scheme && question == Text::MayChooseActionForDeck) {
    const Inst best = bestChoice(v, [](CardId c) { return double(card(c).cost) + 0.1 * keyStrength(c); });
    out = best == NoInst ? Move::choose({}) : Move::choose({best});
  } else if (asking == id.stables && question == Text::MayDiscardTreasureForCards) {
    const Inst worst = bestChoice(v, [&](CardId c) { return -double(treasureCoins(v, c)); });
    int coins = 99;
    for (const SeenCard& c : v.decisionCards)
      if (c.inst == worst) coins = treasureCoins(v, c.card);
    const bool take = worst != NoInst && (coins <= 1 || coins < 3 * ownedDensity(v));
    out = take ? Move::choose({worst}) : Move::choose({});
  } else if (asking == id.wheelwright && question == Text::MayDiscardToGainAction) {
    const Inst dead =
        bestChoice(v, [](CardId c) { return isDead(c) && card(c).cost >= 2 ? double(card(c).cost) : -1e6; });
    bool any = false;
    for (const SeenCard& c : v.decisionCards)
      any |= c.inst == dead && isDead(c.card) && card(c.card).cost >= 2;
    out = any ? Move::choose({dead}) : Move::choose({});
  } else if (asking == id.spiceMerchant && question == Text::ChooseOne) {
    const bool draw = actionInHand(v) && v.actions == 0;
    out = optionOr(v, draw ? Text::OptionCardsAndAction : Text::OptionCoinsAndBuy, fallback);
  } else if (asking == id.jackOfAllTrades && question == Text::ChooseForTopCard) {
    const CardId c = v.decision.args.empty() ? NoCard : CardId(v.decision.args[0]);
    const bool discard = c != NoCard && (isDead(c) || c == cards::Copper);
    out = optionOr(v, discard ? Text::OptionDiscard : Text::OptionPutBack, fallback);
  } else if (asking == id.duchess && question == Text::ChooseForTopCard) {
    // As Jack of All Trades: a dead card or a Copper on top of my deck goes.
    const CardId c = v.decision.args.empty() ? NoCard : CardId(v.decision.args[0]);
    const bool discard = c != NoCard && (isDead(c) || c == cards::Copper);
    out = optionOr(v, discard ? Text::OptionDiscard : Text::OptionPutBack, fallback);
  } else if (asking == id.duchess && question == Text::MayGainCard) {
    // A free Duchess with a Duchy: its $2 when played beats a deck holding less money per card.
    out = reveal(v, ownedDensity(v) < 2.0);
  } else if (asking == id.oracle && question == Text::DiscardOrPutBackRevealedCards) {
    out = oracle(v, fallback);
  } else if (asking == id.witchsHut && question == Text::DiscardCardsRevealed && v.actions == 0) {
    std::vector<Inst> actions;
    for (const SeenCard& c : v.decisionCards)
      if (card(c.card).is(Action)) actions.push_back(c.inst);
    if (actions.size() < 2) return false;
    out = Move::choose({actions[0], actions[1]});
  } else {
    return false;
  }
  return true;
}

bool setCardDecision(const View& v, Fallback& fallback, Move& out) {
  const SetIds& id = setIds();
  if (v.decision.asking == id.sprawlingCastle && v.decision.kind == DecisionKind::SelectOption) {
    out = sprawlingCastle(v, fallback);
    return true;
  }
  const CardId asking = v.decision.asking;
  const DecisionKind kind = v.decision.kind;
  const Text question = v.decision.id;
  if (prizeDecision(v, fallback, out) || seasideDecision(v, fallback, out)) return true;
  if (asking == id.island && question == Text::PutOnIslandMat) {
    out = island(v);
  } else if (asking == id.nativeVillage && kind == DecisionKind::SelectOption) {
    out = nativeVillage(v, fallback);
  } else if (asking == id.embargo && kind == DecisionKind::SelectPile) {
    out = embargo(v);
  } else if (asking == id.watchtower) {
    out = watchtower(v, fallback);
  } else if (asking == id.trader && question == Text::TrashCardFromHand) {
    out = traderTrash(v);
  } else if (asking == id.trader && question == Text::MayRevealToExchangeForSilver) {
    out = reveal(v, traderExchanges(justGained(v)));
  } else if (lootDecision(v, fallback, out) || prosperityDecision(v, fallback, out) ||
             hinterlandsDecision(v, fallback, out)) {
    return true;
  } else if (asking == id.foolsGold &&
             (question == Text::MayTrashForGoldOntoDeck || question == Text::ChooseNextAbility)) {
    out = foolsGold(v, fallback);
  } else {
    return false;
  }
  return true;
}

}  // namespace dom::ai
