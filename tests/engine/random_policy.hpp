// A random legal answer to any decision, for property tests and golden playthroughs.
#pragma once

#include <algorithm>

#include "engine/game.hpp"
#include "engine/rng.hpp"

namespace fx {

using namespace dom;

// Every Kingdom card of the table, by id: what random kingdoms are drawn from.
inline std::vector<CardId> kingdomCards() {
  std::vector<CardId> out;
  for (size_t k = 0; k < cardTable().size(); ++k)
    if (card(CardId(k)).isKingdom()) out.push_back(CardId(k));
  return out;
}

// Every Event, Project, Way ... of the table, by id.
inline std::vector<CardId> landscapeCards() {
  std::vector<CardId> out;
  for (size_t k = 0; k < cardTable().size(); ++k)
    if (card(CardId(k)).isLandscape()) out.push_back(CardId(k));
  return out;
}

// A random legal answer; choices of cards are random subsets of a random legal size.
inline Move randomMove(const Game& g, Rng& rng) {
  const Decision& d = g.decision();
  switch (d.kind) {
    case DecisionKind::SelectCards: {
      std::vector<int32_t> pool = d.choices;
      const int n = d.min + int(rng.below(uint32_t(d.max - d.min + 1)));
      for (size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng.below(uint32_t(k))]);
      pool.resize(size_t(n));
      return Move::choose(pool);
    }
    case DecisionKind::SelectOption: {
      std::vector<int32_t> pool;
      for (int k = 0; k < int(d.options.size()); ++k) pool.push_back(k);
      const int n = d.min + int(rng.below(uint32_t(d.max - d.min + 1)));
      for (size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng.below(uint32_t(k))]);
      pool.resize(size_t(std::min<int>(n, int(pool.size()))));
      return Move::choose(pool);
    }
    default: {
      // The phases, a pile, a card name: few answers, listed (a longer list is sampled below
      // without listing it all).
      const LegalMoves legal = g.legalMoves(256);
      const std::vector<Move>& moves = legal.moves;
      // Lean towards buying and playing so that games end in reasonable time.
      if (d.kind == DecisionKind::BuyPhase && moves.size() > 1 && rng.below(8) != 0) {
        // Play treasures first, then buy the most expensive affordable card most of the time.
        if (moves[0].kind == MoveKind::PlayAllTreasures) return moves[0];
        std::vector<Move> buys;
        for (auto& m : moves)
          if (m.kind == MoveKind::Buy) buys.push_back(m);
        if (!buys.empty()) {
          std::sort(buys.begin(), buys.end(), [&](const Move& a, const Move& b) {
            return g.cost(g.s.supply[size_t(a.arg)].card) > g.cost(g.s.supply[size_t(b.arg)].card);
          });
          return buys[rng.below(uint32_t(std::min<size_t>(buys.size(), 3)))];
        }
      }
      if (legal.complete()) return moves[rng.below(uint32_t(moves.size()))];
      return g.legalMove(legal.total <= UINT32_MAX ? rng.below(uint32_t(legal.total))
                                                   : rng.next() % legal.total);
    }
  }
}

}  // namespace fx
