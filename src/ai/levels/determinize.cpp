#include "determinize.hpp"

#include <algorithm>

namespace dom::ai {

namespace {

struct Builder {
  GameState& s;
  Inst add(CardId c, Zone z, int owner) {
    s.instCard.push_back(c);
    s.instLoc.push_back({z, int8_t(owner)});
    return Inst(s.instCard.size() - 1);
  }
  void fill(std::vector<Inst>& zone, const std::vector<CardId>& cards, Zone z, int owner) {
    for (CardId c : cards) zone.push_back(add(c, z, owner));
  }
};

void shuffle(std::vector<CardId>& v, Rng& rng) {
  for (size_t k = v.size(); k > 1; --k) std::swap(v[k - 1], v[rng.below(uint32_t(k))]);
}

// Removes one copy of each of `seen` from `counts` (never below zero).
void subtract(std::vector<int>& counts, const std::vector<SeenCard>& seen) {
  for (const SeenCard& c : seen)
    if (c.card >= 0 && counts[size_t(c.card)] > 0) --counts[size_t(c.card)];
}

std::vector<CardId> expand(const std::vector<int>& counts) {
  std::vector<CardId> out;
  for (size_t c = 0; c < counts.size(); ++c)
    for (int n = 0; n < counts[c]; ++n) out.push_back(CardId(c));
  return out;
}

// Exactly n cards: the first n of pool, padded with Coppers if the pool is short (only when
// the view's counts disagree, e.g. after a card passed unseen with Masquerade).
std::vector<CardId> takeN(std::vector<CardId>& pool, int n) {
  std::vector<CardId> out;
  while (int(out.size()) < n) {
    if (pool.empty()) {
      out.push_back(cards::Copper);
      continue;
    }
    out.push_back(pool.back());
    pool.pop_back();
  }
  return out;
}

// A Kingdom pile of different cards, each once (the Knights): its top card is seen, and the cards
// under it are those of the pile that no player owns and the trash does not hold, in an order
// nobody knows. Bottom first; empty when the view's counts disagree (the pile is then dealt as
// copies of its top card, as a Ruins pile is).
std::vector<CardId> pileOfDifferentCards(const View& v, const PileView& pv, Rng& rng) {
  if (!namesOnlyAPile(pv.card) || !card(pv.card).isKingdom() || pv.count == 0 || pv.top == NoCard) return {};
  std::vector<CardId> under;
  for (size_t c = 0; c < cardTable().size(); ++c) {
    if (CardId(c) == pv.card || pileNameOf(CardId(c)) != pv.card) continue;
    int left = 1 - (CardId(c) == pv.top);
    for (const PlayerView& p : v.players) left -= c < p.owned.size() ? p.owned[c] : 0;
    for (const SeenCard& t : v.trash) left -= t.card == CardId(c);
    if (left < 0) return {};
    if (left > 0) under.push_back(CardId(c));
  }
  if (int(under.size()) != pv.count - 1) return {};
  shuffle(under, rng);
  under.push_back(pv.top);
  return under;
}

// A pile of different cards holds what its set-up put there, not copies of its top card (all
// a view shows): beneath a split pile's top lie the cards its set-up put there in order; a
// randomised pile (Ruins) holds cards drawn from its pool as a set-up would, under the top card
// seen.
void fillMixedPiles(GameState& s, const View& v, Rng& rng) {
  bool hooks = false;
  for (CardId c : s.kingdom) hooks |= bool(card(c).setUp);
  for (const LandscapeView& l : v.landscapes) hooks |= bool(card(l.card).setUp);
  if (!hooks) return;
  std::vector<CardId> landscapes;
  for (const LandscapeView& l : v.landscapes) landscapes.push_back(l.card);
  for (const Game::MixedPile& m :
       Game::mixedPilesAtSetUp(int(v.players.size()), s.kingdom, landscapes, rng)) {
    for (Pile& pile : s.supply) {
      if (pile.card != m.card || pile.cards.empty()) continue;
      const size_t n = pile.cards.size();
      const CardId top = s.instCard[size_t(pile.cards.back())];
      // A pile already dealt card by card from what nobody owns (the Knights) is kept.
      if (std::any_of(pile.cards.begin(), pile.cards.end(),
                      [&](Inst i) { return s.instCard[size_t(i)] != top; }))
        continue;
      std::vector<CardId> cards(m.contents.end() - std::ptrdiff_t(std::min(n, m.contents.size())),
                                m.contents.end());
      if (m.shuffled) {
        const auto seen = std::find(cards.begin(), cards.end(), top);
        if (seen != cards.end()) std::iter_swap(seen, cards.end() - 1);
      }
      while (cards.size() < n) cards.insert(cards.begin(), top);
      cards.back() = top;
      for (size_t k = 0; k < n; ++k) s.instCard[size_t(pile.cards[k])] = cards[k];
    }
  }
}

}  // namespace

Game determinize(const View& v, Rng& rng, const HiddenKnowledge* known) {
  Game g;
  GameState& s = g.s;
  Builder b{s};
  s.seed = rng.next();
  s.rng.seed(s.seed);
  for (size_t k = 0; k < v.supply.size(); ++k) {
    const PileView& pv = v.supply[k];
    s.supply.push_back(Pile{pv.card, {}});
    s.supply.back().tokens = pv.tokens;
    s.supply.back().inSupply = pv.inSupply;
    if (card(pv.card).isKingdom()) s.kingdom.push_back(pv.card);
    const std::vector<CardId> different = pileOfDifferentCards(v, pv, rng);
    for (int n = 0; n < pv.count; ++n)
      s.supply[k].cards.push_back(b.add(!different.empty() ? different[size_t(n)]
                                        : pv.top == NoCard ? pv.card
                                                           : pv.top,
                                        Zone::Supply, int(k)));
  }
  fillMixedPiles(s, v, rng);
  s.cursesAreTreasures = v.cursesAreTreasures;
  s.earlierVersions = v.earlierVersions;
  for (const LandscapeView& l : v.landscapes) s.landscapes.push_back({l.card, l.owners});
  for (const SeenCard& c : v.trash) s.trash.push_back(b.add(c.card, Zone::Trash, -1));
  const int n = int(v.players.size());
  s.players.resize(size_t(n));
  std::vector<std::pair<PlayerId, Lasting>> removedFromPlay;
  for (PlayerId p = 0; p < n; ++p) {
    const PlayerView& pv = v.players[size_t(p)];
    PlayerState& ps = s.players[size_t(p)];
    ps.turnsTaken = int16_t(pv.turnsTaken);
    for (size_t c = 0; c < pv.counters.size(); ++c) ps.counters[c] = int16_t(pv.counters[c]);

    std::vector<int> rest = pv.owned;
    auto cardsOf = [](const std::vector<SeenCard>& seen) {
      std::vector<CardId> out;
      for (const SeenCard& c : seen) out.push_back(c.card);
      return out;
    };
    b.fill(ps.inPlay(), cardsOf(pv.inPlay), Zone::InPlay, p);
    // Durations staying in play, renumbered like the cards in play they name.
    auto inPlayAs = [&](Inst seen) {
      for (size_t k = 0; k < pv.inPlay.size(); ++k)
        if (pv.inPlay[k].inst == seen) return ps.inPlay()[k];
      return NoInst;
    };
    for (Lasting l : pv.lasting) {
      const Lasting seen = l;
      l.card = inPlayAs(l.card);
      if (l.keeper != NoInst) l.keeper = inPlayAs(l.keeper);
      if (l.card != NoInst)
        ps.lasting.push_back(l);
      else
        removedFromPlay.push_back({p, seen});
    }
    // Mats: what this seat sees is kept; a hidden mat is dealt from the unseen cards below.
    std::vector<int> hiddenMats;
    for (size_t m = 0; m < kMatCount; ++m) {
      const ZoneView& zv = pv.mats[m];
      if (int(zv.cards.size()) == zv.count) {
        b.fill(ps.zone(kMatZones[m]), cardsOf(zv.cards), kMatZones[m], p);
        subtract(rest, zv.cards);
      } else {
        hiddenMats.push_back(int(m));
      }
    }
    b.fill(ps.zone(Zone::Revealed), cardsOf(pv.revealed), Zone::Revealed, p);
    subtract(rest, pv.inPlay);
    subtract(rest, pv.revealed);
    const bool hasTop = pv.discardTop.card != NoCard;
    if (hasTop) subtract(rest, {pv.discardTop});
    std::vector<CardId> hand, deck, aside, discard;
    if (p == v.me) {
      hand = cardsOf(v.hand);
      aside = cardsOf(v.aside);
      subtract(rest, v.hand);
      subtract(rest, v.aside);
      for (size_t c = 0; c < v.deckCounts.size(); ++c)
        for (int k = 0; k < v.deckCounts[c]; ++k) {
          deck.push_back(CardId(c));
          if (rest[c] > 0) --rest[c];
        }
      discard = expand(rest);
      shuffle(deck, rng);
      shuffle(discard, rng);
    } else {
      const int discardSlots = std::max(0, pv.discardCount - (hasTop ? 1 : 0));
      if (known && size_t(p) < known->inDiscard.size() && !known->inDiscard[size_t(p)].empty()) {
        const std::vector<int>& there = known->inDiscard[size_t(p)];
        for (size_t c = 0; c < there.size() && c < rest.size(); ++c)
          for (int k = std::min(there[c], rest[c]); k > 0 && int(discard.size()) < discardSlots; --k) {
            discard.push_back(CardId(c));
            --rest[c];
          }
      }
      std::vector<CardId> pool = expand(rest);
      shuffle(pool, rng);
      hand = takeN(pool, pv.handCount);
      deck = takeN(pool, pv.deckCount);
      aside = takeN(pool, pv.asideCount);
      for (int m : hiddenMats)
        b.fill(ps.zone(kMatZones[size_t(m)]), takeN(pool, pv.mats[size_t(m)].count), kMatZones[size_t(m)], p);
      const std::vector<CardId> more = takeN(pool, discardSlots - int(discard.size()));
      discard.insert(discard.end(), more.begin(), more.end());
      shuffle(discard, rng);
    }
    if (hasTop) discard.push_back(pv.discardTop.card);
    b.fill(ps.hand(), hand, Zone::Hand, p);
    b.fill(ps.deck(), deck, Zone::Deck, p);
    b.fill(ps.zone(Zone::Aside), aside, Zone::Aside, p);
    b.fill(ps.discard(), discard, Zone::Discard, p);
  }
  // Plays and identities name instances: those the view shows (in play, in the trash) are
  // renumbered like them; a play of a card now hidden keeps only its card.
  auto renumbered = [&](Inst seen) {
    for (size_t k = 0; k < v.trash.size(); ++k)
      if (v.trash[k].inst == seen) return s.trash[k];
    for (size_t p = 0; p < v.players.size(); ++p)
      for (size_t k = 0; k < v.players[p].inPlay.size(); ++k)
        if (v.players[p].inPlay[k].inst == seen) return s.players[p].inPlay()[k];
    return NoInst;
  };
  // A Duration removed from play (onto the deck by Mandarin, trashed, even passed on and played
  // by another player) still acts at its owner's next turn (REMOVED FROM PLAY): its entry names
  // the card where the copy shows it, else a copy of its card among the owner's hidden cards.
  for (auto& [p, l] : removedFromPlay) {
    PlayerState& ps = s.players[size_t(p)];
    Inst at = renumbered(l.card);
    for (Zone z : {Zone::Hand, Zone::Deck, Zone::Discard, Zone::Aside})
      for (Inst i : ps.zone(z))
        if (at == NoInst && s.instCard[size_t(i)] == l.as &&
            std::none_of(ps.lasting.begin(), ps.lasting.end(),
                         [i](const Lasting& other) { return other.card == i; }))
          at = i;
    if (at == NoInst) continue;
    l.card = at;
    if (l.keeper != NoInst) l.keeper = renumbered(l.keeper);
    ps.lasting.push_back(l);
  }
  TurnState& t = s.turn;
  t.player = v.current;
  t.phase = v.phase;
  t.number = int16_t(v.turnNumber);
  t.actions = int16_t(v.actions);
  t.buys = int16_t(v.buys);
  t.coins = int16_t(v.coins);
  t.potions = int16_t(v.potions);
  t.bought = v.bought;
  t.played.clear();
  for (const Played& pl : v.played)
    t.played.push_back({pl.inst == NoInst ? NoInst : renumbered(pl.inst), pl.card});
  for (Identity e : v.identities) {
    if (e.inst != NoInst && (e.inst = renumbered(e.inst)) == NoInst) continue;
    s.identities.push_back(e);
  }
  t.eventsBought = v.eventsBought;
  t.cannotBuy = v.cannotBuy;
  t.gained = v.gained;
  t.victoryGainedInBuyPhase = v.victoryGainedInBuyPhase;
  for (size_t p = 0; p < v.players.size(); ++p) s.players[p].gainedLastTurn = v.players[p].gainedLastTurn;
  t.namedForWarChest = v.namedForWarChest;
  // "This turn" effects follow from the cards played: Bridge's and Highway's reductions, and the
  // effects of cards with a play hook (a Merchant played after a Silver is spent).
  bool silverSeen = false;
  for (const Played& pl : v.played) {
    const CardId c = pl.card;
    const CardDef& d = card(c);
    if (d.name == "Bridge") t.costReduction.add({.amount = 1});
    if (d.name == "Highway") t.costReduction.add({.amount = 1, .source = c});
    if (c == cards::Silver) {
      silverSeen = true;
      for (TurnEffect& e : t.effects)
        if (card(e.card).name == "Merchant") e.data = 0;
    }
    if (d.onPlayed) t.effects.push_back({c, d.name == "Merchant" ? (silverSeen ? 0 : 1) : 0});
  }
  s.firstPlayer = 0;
  g.computeListening();
  g.advance();
  return g;
}

}  // namespace dom::ai
