#include "policy.hpp"

#include <algorithm>

#include "knowledge.hpp"
#include "questions.hpp"
#include "tokens.hpp"

namespace dom::ai {

namespace {

bool inHand(const View& v, int32_t inst) {
  return std::any_of(v.hand.begin(), v.hand.end(), [&](const SeenCard& c) { return c.inst == inst; });
}

CardId handCard(const View& v, int32_t inst) {
  for (const SeenCard& c : v.hand)
    if (c.inst == inst) return c.card;
  return NoCard;
}

CardId pileTop(const View& v, int pile) {
  const PileView& p = v.supply[size_t(pile)];
  return p.top != NoCard ? p.top : p.card;
}

// Rank of a card in the discard order; lower goes first.
int discardGroup(CardId c) {
  if (c == cards::Duchy) return 0;
  if (isDead(c) && c != cards::Province && c != cards::Curse && c != cards::Estate) return 1;
  if (c == cards::Province) return 2;
  if (c == cards::Curse) return 3;
  if (c == cards::Estate) return 4;
  return 5;
}

int trashGroup(CardId c) {
  if (c == cards::Curse) return 0;
  if (c == cards::Estate) return 1;
  if (isDead(c) && c != cards::Province) return 2;
  if (c == cards::Copper) return 3;
  if (c == cards::Province) return 5;
  return 4;
}

// The wanted picks first (in order), then the fill order until `min` is reached; at most
// `max`, never the same instance twice.
Move pickFrom(const std::vector<SeenCard>& wanted, const std::vector<SeenCard>& fill, int min, int max) {
  std::vector<int32_t> picks;
  auto take = [&](const SeenCard& c) {
    if (std::find(picks.begin(), picks.end(), c.inst) == picks.end()) picks.push_back(c.inst);
  };
  for (const SeenCard& c : wanted) {
    if (int(picks.size()) >= max) break;
    take(c);
  }
  for (const SeenCard& c : fill) {
    if (int(picks.size()) >= min) break;
    take(c);
  }
  return Move::choose(std::move(picks));
}

bool handHas(const View& v, Types types) {
  return std::any_of(v.hand.begin(), v.hand.end(), [&](const SeenCard& c) {
    return card(c.card).is(types) || ((types & Treasure) && v.isTreasure(c.card));
  });
}

int junkInHand(const View& v) {
  return int(std::count_if(v.hand.begin(), v.hand.end(), [](const SeenCard& c) {
    return c.card == cards::Curse || c.card == cards::Estate || c.card == cards::Copper;
  }));
}

// How good an option looks: coins and cards up, Curses and discarding down. The scores are
// those the English labels' words once gave (noted where the words misled).
double optionScore(const View& v, const Option& o) {
  const double action = v.actions == 0 && handHas(v, Action) ? 1.5 : 0.3;
  const double trash = junkInHand(v) > 0 ? 0.5 : -1;
  constexpr double discard = -1;
  switch (o.id) {
    case Text::OptionPlusCard: return 1.2;
    case Text::OptionPlusCards: return 1.2 * o.arg;
    case Text::OptionPlusAction:
    case Text::OptionPlusActions: return action;
    case Text::OptionPlusBuy: return 0.5;
    case Text::OptionPlusCoins: return o.arg;
    case Text::OptionGainGold: return 4;
    case Text::OptionGainCurseToHand: return -5;
    case Text::OptionTrashThis: return 2 - 3;                        // +$2, but the card is gone
    case Text::OptionDiscardForCoins: return 2 + discard + 1.2 * 2;  // "2 cards ... +$" read as +2 Cards too
    case Text::OptionTrashCards:
    case Text::OptionTrashActionFromSupply:
    case Text::OptionGainActionFromTrash:
    case Text::OptionDontTrash:  // "trash" in its words
      return trash;
    case Text::OptionPutDeckIntoDiscard:
    case Text::OptionDiscard:
    case Text::OptionDontDiscard:  // "discard" in its words
    case Text::OptionDiscardHandDrawFour:
    case Text::OptionDiscardCards: return discard;
    default: return 0;  // neither good nor bad: keep the deck, put back, a place in the deck
  }
}

// By printed cost, then by card id: a fixed order for ties.
bool cheaperFirst(CardId a, CardId b) {
  const Cost ca = card(a).printedCost(), cb = card(b).printedCost();
  return ca != cb ? listedBefore(ca, cb) : a < b;
}

}  // namespace

std::vector<SeenCard> discardOrder(std::vector<SeenCard> cs) {
  std::stable_sort(cs.begin(), cs.end(), [](const SeenCard& a, const SeenCard& b) {
    const int ga = discardGroup(a.card), gb = discardGroup(b.card);
    if (ga != gb) return ga < gb;
    return cheaperFirst(a.card, b.card);
  });
  return cs;
}

std::vector<SeenCard> trashOrder(std::vector<SeenCard> cs) {
  std::stable_sort(cs.begin(), cs.end(), [](const SeenCard& a, const SeenCard& b) {
    const int ga = trashGroup(a.card), gb = trashGroup(b.card);
    if (ga != gb) return ga < gb;
    return cheaperFirst(a.card, b.card);
  });
  return cs;
}

double gainValue(const View& v, CardId c) {
  const CardDef& d = card(c);
  if (c == cards::Curse || d.is(CurseType)) return -100;
  const int coins = d.printedCost().coins;
  double value = coins;
  if (c == cards::Copper) value = 0.1;
  if (isDead(c) && coins < 8 && gainsToEnd(v) > 4) value -= 4;
  return value;
}

double keepValue(const View&, CardId c) {
  const CardDef& d = card(c);
  if (d.is(CurseType)) return -10;
  if (isDead(c)) return -5 + 0.1 * d.printedCost().coins;
  if (c == cards::Copper) return 0.5;
  return d.printedCost().coins;
}

// ---- legality ---------------------------------------------------------------------------

bool isLegal(const View& v, const Move& m) {
  const Decision& d = v.decision;
  if (v.gameOver || d.player != v.me) return false;
  switch (m.kind) {
    case MoveKind::SpendVillagers:
      return d.kind == DecisionKind::ActionPhase && m.arg >= 1 && m.arg <= myTokens(v, Counter::Villagers);
    case MoveKind::SpendCoffers:
      return d.kind == DecisionKind::BuyPhase && m.arg >= 1 && m.arg <= myTokens(v, Counter::Coffers);
    case MoveKind::PayDebt:
      return d.kind == DecisionKind::BuyPhase && m.arg >= 1 &&
             m.arg <= std::min(myTokens(v, Counter::Debt), v.coins);
    default: break;
  }
  switch (d.kind) {
    case DecisionKind::None: return false;
    case DecisionKind::ActionPhase:
      if (m.kind == MoveKind::EndPhase) return true;
      if (m.kind != MoveKind::Play || v.actions <= 0 || !inHand(v, m.arg)) return false;
      return card(handCard(v, m.arg)).is(Action);
    case DecisionKind::BuyPhase:
      switch (m.kind) {
        case MoveKind::EndPhase: return true;
        case MoveKind::PlayAllTreasures: return !v.bought;
        case MoveKind::Play: return !v.bought && inHand(v, m.arg) && v.isTreasure(handCard(v, m.arg));
        case MoveKind::Buy:
          return m.arg >= 0 && size_t(m.arg) < v.supply.size() && v.supply[size_t(m.arg)].inSupply &&
                 !v.supply[size_t(m.arg)].buyForbidden && v.supply[size_t(m.arg)].count > 0 &&
                 affordable(v.supply[size_t(m.arg)].cost, v.coins, v.potions) && v.buys > 0 &&
                 myTokens(v, Counter::Debt) == 0;
        default: return false;
      }
    default: break;
  }
  if (m.kind != MoveKind::Choose) return false;
  const int n = int(m.picks.size());
  if (n < d.min || n > d.max) return false;
  for (int k = 0; k < n; ++k) {
    const int32_t x = m.picks[size_t(k)];
    const bool repeated = std::find(m.picks.begin(), m.picks.begin() + k, x) != m.picks.begin() + k;
    if (d.kind == DecisionKind::SelectOption) {
      if (x < 0 || x >= int(d.options.size()) || (d.distinct && repeated)) return false;
    } else if (repeated || std::find(d.choices.begin(), d.choices.end(), x) == d.choices.end()) {
      return false;
    }
  }
  return true;
}

Move legalize(const View& v, Move m) {
  if (isLegal(v, m)) return m;
  const Decision& d = v.decision;
  if (d.kind == DecisionKind::ActionPhase || d.kind == DecisionKind::BuyPhase) return Move::end();
  std::vector<int32_t> all;
  if (d.kind == DecisionKind::SelectOption)
    for (int32_t o = 0; o < int32_t(d.options.size()); ++o) all.push_back(o);
  else
    all = d.choices;
  std::vector<int32_t> picks;
  auto usable = [&](int32_t x) {
    const bool known = std::find(all.begin(), all.end(), x) != all.end();
    const bool repeated = std::find(picks.begin(), picks.end(), x) != picks.end();
    return known && (!repeated || (d.kind == DecisionKind::SelectOption && !d.distinct));
  };
  if (m.kind == MoveKind::Choose)
    for (int32_t x : m.picks)
      if (int(picks.size()) < d.max && usable(x)) picks.push_back(x);
  for (int32_t x : all) {
    if (int(picks.size()) >= d.min) break;
    if (usable(x)) picks.push_back(x);
  }
  while (int(picks.size()) < d.min && !all.empty() && d.kind == DecisionKind::SelectOption && !d.distinct)
    picks.push_back(all[0]);
  return Move::choose(std::move(picks));
}

// ---- the fallback -------------------------------------------------------------------------

Move Fallback::decide(const View& v) {
  switch (v.decision.kind) {
    case DecisionKind::ActionPhase: return legalize(v, actionPhase(v));
    case DecisionKind::BuyPhase: return legalize(v, buyPhase(v));
    default: return choose(v);
  }
}

Move Fallback::choose(const View& v) {
  Move m;
  switch (v.decision.kind) {
    case DecisionKind::SelectCards: m = selectCards(v); break;
    case DecisionKind::SelectPile: m = selectPile(v); break;
    case DecisionKind::SelectOption: m = selectOption(v); break;
    case DecisionKind::NameCard: m = nameCard(v); break;
    default: m = Move::end(); break;
  }
  return legalize(v, std::move(m));
}

Move Fallback::actionPhase(const View& v) {
  if (auto m = villagerMove(v)) return *m;
  if (v.actions <= 0) return Move::end();
  const SeenCard* best = nullptr;
  auto rank = [](CardId c) {
    const CardDef& d = card(c);
    return (d.allTraits() & GivesActions ? 100 : 0) + d.printedCost().coins;
  };
  for (const SeenCard& c : v.hand)
    if (card(c.card).is(Action) && (!best || rank(c.card) > rank(best->card))) best = &c;
  return best ? Move::play(best->inst) : Move::end();
}

Move Fallback::buyPhase(const View& v) {
  if (!v.bought && handHas(v, Treasure)) return Move::playTreasures();
  const int g = gainsToEnd(v);
  const struct {
    CardId card;
    bool when;
  } list[] = {
      // Colony and Platinum only in games set up with them.
      {cards::Colony, true},   {cards::Platinum, true}, {cards::Province, true}, {cards::Duchy, g <= 4},
      {cards::Estate, g <= 2}, {cards::Gold, true},     {cards::Duchy, g <= 6},  {cards::Silver, true},
  };
  auto purchase = [&](int coins) {
    for (const auto& [c, when] : list) {
      const int k = pileOf(v, c);
      if (!when || k < 0 || !v.supply[size_t(k)].inSupply || v.supply[size_t(k)].buyForbidden ||
          v.supply[size_t(k)].count == 0 || !affordable(v.supply[size_t(k)].cost, coins, v.potions))
        continue;
      if (gainEndsGame(v, k) && !winsOrTiesAfterGaining(v, c)) continue;
      return k;
    }
    return -1;
  };
  if (auto m = buyPhaseTokenMove(v, [&](int coins) {
        const int k = purchase(coins);
        return k < 0 ? -1 : int(v.supply[size_t(k)].cost.coins);
      }))
    return *m;
  const int k = purchase(v.coins);
  return k < 0 ? Move::end() : Move::buy(k);
}

bool isReactionWindow(const View& v) {
  const Decision& d = v.decision;
  if (d.kind != DecisionKind::SelectCards || d.min != 0) return false;
  const std::vector<SeenCard>& cs = v.decisionCards;
  return d.id == Text::RevealReaction ||
         (d.asking != NoCard && card(d.asking).is(Attack) && v.current != v.me &&
          std::all_of(cs.begin(), cs.end(), [](const SeenCard& c) { return card(c.card).is(Reaction); }));
}

Move Fallback::reaction(const View& v) {
  // A new Attack (another play this turn) starts a new window.
  if (reactionTurn_ != v.turnNumber || reactionPlays_ != v.played.size()) {
    reactionTurn_ = v.turnNumber;
    reactionPlays_ = v.played.size();
    revealed_.clear();
  }
  for (int32_t i : v.decision.choices) {
    if (std::find(revealed_.begin(), revealed_.end(), i) != revealed_.end()) continue;
    revealed_.push_back(i);
    return Move::choose({i});
  }
  return Move::choose({});
}

Move Fallback::selectCards(const View& v) {
  const Decision& d = v.decision;
  const Ask ask = askOf(d.id);
  const std::vector<SeenCard>& cs = v.decisionCards;
  if (isReactionWindow(v)) return reaction(v);

  auto byValue = [&](bool gaining) {
    std::vector<SeenCard> out = cs;
    std::stable_sort(out.begin(), out.end(), [&](const SeenCard& a, const SeenCard& b) {
      return gaining ? gainValue(v, a.card) > gainValue(v, b.card)
                     : keepValue(v, a.card) > keepValue(v, b.card);
    });
    return out;
  };

  // A card of someone else's to choose (Thief: "for them to trash"): their best.
  if (ask == Ask::ForOther) {
    const std::vector<SeenCard> order = byValue(false);
    return pickFrom(d.min == d.max
                        ? order
                        : std::vector<SeenCard>(order.begin(), order.begin() + (order.empty() ? 0 : 1)),
                    order, d.min, d.max);
  }
  // An optional trash or discard paid for with coins (Moneylender, Baron): take it.
  if (ask == Ask::PaidForCoins) return pickFrom(trashOrder(cs), {}, d.min, std::min<int>(d.max, 1));
  // Trashing a Treasure to upgrade it (Mine): the cheapest one below Gold.
  if (ask == Ask::TrashTreasure && d.max == 1) {
    std::vector<SeenCard> order = trashOrder(cs), cheap;
    for (const SeenCard& c : order)
      if (card(c.card).is(Treasure) && card(c.card).printedCost().coins < 6) cheap.push_back(c);
    return pickFrom(cheap, order, d.min, d.max);
  }
  if (ask == Ask::Discard) {
    // Forced: the discard order. Optional (Cellar): only the dead cards.
    std::vector<SeenCard> order = discardOrder(cs), dead;
    for (const SeenCard& c : order)
      if (isDead(c.card)) dead.push_back(c);
    return pickFrom(dead, order, d.min, d.max);
  }
  if (ask == Ask::Trash || ask == Ask::TrashTreasure) {
    // Curses always; Estates until the end is near; Coppers while the money left stays at
    // least the starting 7.
    const std::vector<SeenCard> order = trashOrder(cs);
    std::vector<SeenCard> junk;
    int coppers = std::max(0, moneyOwned(v) - 7);
    const bool late = gainsToEnd(v) <= 4;
    for (const SeenCard& c : order) {
      if (c.card == cards::Curse || (c.card == cards::Estate && !late)) junk.push_back(c);
      if (c.card == cards::Copper && coppers > 0) --coppers, junk.push_back(c);
    }
    return pickFrom(junk, order, d.min, d.max);
  }
  if (ask == Ask::PassOrReveal) return pickFrom({}, trashOrder(cs), d.min, d.max);
  if (ask == Ask::SetAside) {
    // Library: skip the Actions that could not be played anyway.
    const bool skip = v.current == v.me && v.actions == 0;
    return pickFrom(skip ? cs : std::vector<SeenCard>{}, cs, d.min, d.max);
  }
  // Playing, gaining, keeping, putting on the deck ...: the best cards first (an ordered
  // answer puts its first card on top). Optional: one good card.
  const bool gaining = ask == Ask::Gain;
  const std::vector<SeenCard> order = byValue(gaining);
  std::vector<SeenCard> wanted;
  if (d.min == d.max) {
    wanted = order;
  } else if (gaining) {
    for (const SeenCard& c : order)
      if (gainValue(v, c.card) > 0.5) wanted.push_back(c);
  } else if (!order.empty()) {
    if (keepValue(v, order[0].card) > 0.5 || ask == Ask::Play) wanted.push_back(order[0]);
  }
  return pickFrom(wanted, order, d.min, d.max);
}

Move Fallback::selectPile(const View& v) {
  const Decision& d = v.decision;
  if (d.choices.empty()) return Move::choose({});
  // A card for someone else to gain (Swindler) or a pile to lose (Lurker): the worst one.
  const Ask ask = askOf(d.id);
  const bool forOther = ask == Ask::ForOther || ask == Ask::LosePile;
  int32_t best = d.choices[0];
  double bestValue = gainValue(v, pileTop(v, best));
  for (int32_t k : d.choices) {
    const double value = gainValue(v, pileTop(v, k));
    if (forOther ? value < bestValue : value > bestValue) best = k, bestValue = value;
  }
  if (d.min == 0 && !forOther && bestValue < 0) return Move::choose({});
  return Move::choose({best});
}

Move Fallback::selectOption(const View& v) {
  const Decision& d = v.decision;
  std::vector<int32_t> order;
  for (int32_t o = 0; o < int32_t(d.options.size()); ++o) order.push_back(o);
  std::vector<double> score;
  for (const Option& o : d.options) score.push_back(optionScore(v, o));
  std::stable_sort(order.begin(), order.end(),
                   [&](int32_t a, int32_t b) { return score[size_t(a)] > score[size_t(b)]; });
  std::vector<int32_t> picks;
  for (int32_t o : order)
    if (int(picks.size()) < d.max && (int(picks.size()) < d.min || score[size_t(o)] > 0)) picks.push_back(o);
  // Options that may repeat: the best one again.
  while (int(picks.size()) < d.min && !order.empty()) picks.push_back(order[0]);
  return Move::choose(std::move(picks));
}

Move Fallback::nameCard(const View& v) {
  const Decision& d = v.decision;
  if (d.choices.empty()) return Move::choose({});
  // The card most likely on top of my deck: the most common one in it (or owned).
  auto weight = [&](int32_t c) {
    const size_t k = size_t(c);
    const int inDeck = k < v.deckCounts.size() ? v.deckCounts[k] : 0;
    const int mine =
        v.me >= 0 && k < v.players[size_t(v.me)].owned.size() ? v.players[size_t(v.me)].owned[k] : 0;
    return inDeck * 1000 + mine;
  };
  int32_t best = d.choices[0];
  for (int32_t c : d.choices)
    if (weight(c) > weight(best)) best = c;
  return Move::choose({best});
}

}  // namespace dom::ai
