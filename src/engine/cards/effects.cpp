#include "effects.hpp"

#include <algorithm>

#include "reactions.hpp"

namespace dom::cards {

namespace {

bool allCopiesOfOneCard(const Game& g, const std::vector<int32_t>& v) {
  return std::all_of(v.begin(), v.end(),
                     [&](int32_t i) { return g.cardOf(Inst(i)) == g.cardOf(Inst(v[0])); });
}

// Gains from the chosen pile (none: -1) and lets the card follow up on the gained card.
void gainChosen(Game& g, Frame& f, int pile, Zone to, GainedFn onGained) {
  if (pile < 0) return;
  const Inst i = g.gainFromPile(f.player, pile, to);
  if (onGained && i != NoInst) onGained(g, f, i);
}

// TrashAndGain's middle step: trashes the chosen card (if any) and asks for the pile.
void trashThenAskGain(Game& g, Frame& f, const TrashAndGain& how,
                      const std::vector<int32_t>& chosen) {
  if (chosen.empty()) return g.finish();
  const Inst i = Inst(chosen[0]);
  g.trash(i);
  const Cost limit = g.cost(g.cardOf(i)) + how.more;
  f.step = 2;
  auto piles = pilesCosting(g, how.exactly ? limit : Cost(0), limit, how.gainTypes);
  if (how.asking == Asking::BaseGame) {
    f.b = limit;
    if (piles.empty()) return g.finish();
    return g.askPile(f.player, std::move(piles), 1, how.gainQuestion.id, how.gainQuestion.args);
  }
  const auto pile =
      choosePile(g, f.player, std::move(piles), how.gainQuestion.id, how.gainQuestion.args);
  if (!pile) return;
  gainChosen(g, f, *pile, how.gainTo, how.onGained);
  g.finish();
}

}  // namespace

void eachOtherPlayerGainsACurse(Game& g, Frame& f) {
  forEachVictim(g, f, [&](PlayerId p) { g.gain(p, cards::Curse); });
  g.finish();
}

std::vector<int32_t> stillIn(const Game& g, const std::vector<int32_t>& v, Zone z, PlayerId owner) {
  std::vector<int32_t> out;
  for (int32_t i : v)
    if (g.isIn(Inst(i), z, owner)) out.push_back(i);
  return out;
}

void chooseExactly(Game& g, PlayerId p, std::vector<int32_t> choices, int n, Text id, TextArgs args,
                   bool ordered) {
  n = std::min(n, int(choices.size()));
  if ((int(choices.size()) == n && !ordered) || allCopiesOfOneCard(g, choices)) {
    choices.resize(size_t(n));
    g.answerAtOnce(p, std::move(choices));
    return;
  }
  g.askCards(p, std::move(choices), n, n, id, args, ordered);
}

bool eachOtherDiscardsDownTo(Game& g, Frame& f, int n, int16_t asked,
                             void (*before)(Game&, PlayerId)) {
  if (f.step == asked) discardAll(g, visited(g, f), g.picks());
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    if (before) before(g, p);
    const int excess = int(g.hand(p).size()) - n;
    if (excess <= 0) continue;
    f.step = asked;
    chooseExactly(g, p, g.handWhere(p, 0), excess, Text::DiscardDownTo, {n});
    return false;
  }
  return true;
}

std::optional<std::vector<int32_t>> chooseCards(Game& g, PlayerId p, std::vector<int32_t> choices,
                                                int n, Text id, TextArgs args, bool ordered) {
  const bool forced = int(choices.size()) < n || (int(choices.size()) == n && !(ordered && n > 1));
  if (forced) return choices;
  g.askCards(p, std::move(choices), n, n, id, args, ordered);
  return std::nullopt;
}

std::vector<int32_t> pilesCosting(const Game& g, Cost lo, Cost hi, Types types) {
  return g.pilesWhere([&](CardId c) {
    return g.cost(c) >= lo && g.cost(c) <= hi && (!types || card(c).is(types));
  });
}

bool askGain(Game& g, PlayerId p, Cost maxCost, Types types, Text id, TextArgs args) {
  auto piles = pilesCosting(g, 0, maxCost, types);
  if (piles.empty()) return false;
  g.askPile(p, std::move(piles), 1, id, args);
  return true;
}

std::optional<int> choosePile(Game& g, PlayerId p, std::vector<int32_t> piles, Text id,
                              TextArgs args) {
  if (piles.empty()) return -1;
  if (piles.size() == 1) return piles[0];
  g.askPile(p, std::move(piles), 1, id, args);
  return std::nullopt;
}

void discardAll(Game& g, PlayerId p, const std::vector<int32_t>& cards) {
  for (int32_t i : cards) g.discard(Inst(i), p);
}

void discardHand(Game& g, PlayerId p) {
  const auto& hand = g.hand(p);
  while (!hand.empty()) g.discard(hand.back(), p);
}

void trashAll(Game& g, const std::vector<int32_t>& cards) {
  for (int32_t i : cards) g.trash(Inst(i));
}

std::vector<int32_t> takeTopCards(Game& g, PlayerId p, int n, Zone z) {
  std::vector<int32_t> out;
  for (int k = 0; k < n; ++k) {
    const Inst i = g.takeTop(p, z);
    if (i == NoInst) break;
    out.push_back(i);
  }
  return out;
}

void putBack(Game& g, PlayerId p, const std::vector<int32_t>& topFirst) {
  for (auto it = topFirst.rbegin(); it != topFirst.rend(); ++it) g.topDeck(Inst(*it), p);
}

bool putBackInAnyOrder(Game& g, PlayerId p, const std::vector<int32_t>& cards) {
  if (cards.size() <= 1 || allCopiesOfOneCard(g, cards)) {
    putBack(g, p, cards);
    return false;
  }
  g.askCards(p, cards, int(cards.size()), int(cards.size()), Text::PutBackInAnyOrder, {}, true);
  return true;
}

void revealToHandPutRestBack(Game& g, Frame& f, int n, Types types) {
  if (f.step == 0) {
    f.cards = takeTopCards(g, f.player, n, Zone::Revealed);
    std::erase_if(f.cards, [&](int32_t i) {
      if (!g.defOf(Inst(i)).is(types)) return false;
      g.toHand(Inst(i), f.player);
      return true;
    });
    f.step = 1;
    if (putBackInAnyOrder(g, f.player, f.cards)) return;
  } else {
    putBack(g, f.player, g.picks());
  }
  f.cards.clear();
  g.finish();
}

void discardOrPutBackTop(Game& g, Frame& f, int n) {
  switch (f.step) {
    case 0:
      f.cards = takeTopCards(g, f.player, n, Zone::Aside);
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      g.askOption(f.player, {{Text::OptionDiscard}, {Text::OptionPutBack}}, 1, 1,
                  Text::DiscardOrPutBackLookedAt);
      return;
    case 1: {
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      if (g.pick() == 0) {
        discardAll(g, f.player, rest);
        return g.finish();
      }
      f.step = 2;
      if (putBackInAnyOrder(g, f.player, rest)) return;
      return g.finish();
    }
    default:
      putBack(g, f.player, g.picks());
      g.finish();
  }
}

void mayTopdeckGained(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (!g.eventCardStillThere(f) || g.isIn(Inst(f.a), Zone::Deck, f.player)) return g.finish();
      f.step = 1;
      g.askCards(f.player, {f.a}, 0, 1, Text::MayTopdeckGained, {g.cardOf(Inst(f.a))});
      return;
    default:
      if (g.pick() >= 0 && g.eventCardStillThere(f)) g.topDeck(Inst(f.a), f.player);
      g.finish();
  }
}

void gainUpTo(Game& g, Frame& f, const GainUpTo& gain) {
  if (f.step == 0) {
    f.step = 1;
    if (gain.asking == Asking::BaseGame) {
      if (!askGain(g, f.player, gain.maxCost, 0, gain.question.id, gain.question.args)) g.finish();
      return;
    }
    const auto pile = choosePile(g, f.player, pilesCosting(g, 0, gain.maxCost), gain.question.id,
                                 gain.question.args);
    if (!pile) return;
    gainChosen(g, f, *pile, Zone::Discard, gain.onGained);
    return g.finish();
  }
  gainChosen(g, f, g.pick(), Zone::Discard, gain.onGained);
  g.finish();
}

void trashAndGain(Game& g, Frame& f, const TrashAndGain& how) {
  const PlayerId p = f.player;
  switch (f.step) {
    case 0: {
      auto candidates = g.handWhere(p, how.trashTypes);
      if (how.asking == Asking::Intrigue && !how.mayDecline) {
        f.step = 1;
        auto forced = chooseCards(g, p, std::move(candidates), 1, how.trashQuestion.id,
                                  how.trashQuestion.args);
        if (!forced) return;
        return trashThenAskGain(g, f, how, *forced);
      }
      if (candidates.empty()) return g.finish();
      f.step = 1;
      if (how.mayDecline)
        return g.askCards(p, std::move(candidates), 0, 1, how.trashQuestion.id,
                          how.trashQuestion.args);
      return chooseExactly(g, p, std::move(candidates), 1, how.trashQuestion.id,
                           how.trashQuestion.args);
    }
    case 1:
      return trashThenAskGain(g, f, how, g.picks());
    default:
      gainChosen(g, f, g.pick(), how.gainTo, how.onGained);
      g.finish();
  }
}

void playCardTimes(Game& g, Frame& f, int n, Types types, Text question, bool oneCopyEach) {
  if (f.step == 0) {
    auto playable = g.handWhere(f.player, types);
    if (oneCopyEach)
      for (size_t k = playable.size(); k-- > 0;)
        if (std::any_of(playable.begin(), playable.begin() + std::ptrdiff_t(k), [&](int32_t i) {
              return g.cardOf(Inst(i)) == g.cardOf(Inst(playable[k]));
            }))
          playable.erase(playable.begin() + std::ptrdiff_t(k));
    if (playable.empty()) return g.finish();
    f.step = 1;
    g.askCards(f.player, std::move(playable), 0, 1, question);
    return;
  }
  if (f.step == 1) {
    if (g.pick() < 0) return g.finish();
    f.cards = {g.pick()};
    f.step = 2;
    g.play(f.player, Inst(f.cards[0]));
    return;
  }
  if (f.step <= n) {
    ++f.step;
    g.replay(f.player, Inst(f.cards[0]));
    return;
  }
  // A Duration it played that stays in play for a later turn keeps it in play too, until the
  // Clean-up in which the Duration leaves (rules, "Playing a Duration card multiple times"). Only
  // the card that played the Duration directly stays.
  if (g.isLasting(Inst(f.cards[0]))) g.keepWith(f.source, Inst(f.cards[0]));
  g.finish();
}

void becomeUnaffected(Game& g, Frame& f) {
  g.makeImmune(f);
  g.finish();
}

}  // namespace dom::cards
