// Answering decisions: validation, applying a move, listing the legal moves.
#include <algorithm>
#include <map>

#include "game.hpp"
#include "phases.hpp"

namespace dom {

namespace {

bool fail(std::string* error, std::string why) {
  if (error) *error = std::move(why);
  return false;
}

}  // namespace

bool Game::checkChoice(const Move& m, std::string* error) const {
  const Decision& d = s.decision;
  if (m.kind != MoveKind::Choose) return fail(error, "this decision takes a choice");
  const auto& picks = m.picks;
  const int n = int(picks.size());
  if (n < d.min || n > d.max) {
    return fail(error, d.min == d.max ? "choose exactly " + std::to_string(d.min)
                                      : "choose between " + std::to_string(d.min) + " and " +
                                            std::to_string(d.max));
  }
  switch (d.kind) {
    case DecisionKind::SelectCards:
    case DecisionKind::SelectPile:
    case DecisionKind::NameCard:
      for (int k = 0; k < n; ++k) {
        if (std::find(d.choices.begin(), d.choices.end(), picks[size_t(k)]) == d.choices.end())
          return fail(error, "not one of the choices");
        if (std::find(picks.begin(), picks.begin() + k, picks[size_t(k)]) != picks.begin() + k)
          return fail(error, "the same card was chosen twice");
      }
      return true;
    case DecisionKind::SelectOption:
      for (int k = 0; k < n; ++k) {
        const int32_t o = picks[size_t(k)];
        if (o < 0 || o >= int(d.labels.size())) return fail(error, "no such option");
        if (d.distinct && std::find(picks.begin(), picks.begin() + k, o) != picks.begin() + k)
          return fail(error, "the same option was chosen twice");
      }
      return true;
    default:
      return fail(error, "no choice is pending");
  }
}

bool Game::isLegal(const Move& m, std::string* error) const {
  if (s.gameOver) return fail(error, "the game is over");
  const Decision& d = s.decision;
  const PlayerState& ps = player(s.turn.player);
  switch (d.kind) {
    case DecisionKind::None:
      return fail(error, "no decision is pending");
    case DecisionKind::ActionPhase:
      if (m.kind == MoveKind::EndPhase) return true;
      if (m.kind != MoveKind::Play) return fail(error, "in the Action phase, play an Action or end the phase");
      if (m.arg < 0 || m.arg >= int(s.instCard.size()) || !isIn(Inst(m.arg), Zone::Hand, s.turn.player))
        return fail(error, "that card is not in your hand");
      if (!defOf(Inst(m.arg)).is(Action)) return fail(error, "that card is not an Action");
      if (s.turn.actions <= 0) return fail(error, "no Actions left");
      return true;
    case DecisionKind::NightPhase:
      if (m.kind == MoveKind::EndPhase) return true;
      if (m.kind != MoveKind::Play) return fail(error, "in the Night phase, play a Night card or end the phase");
      if (m.arg < 0 || m.arg >= int(s.instCard.size()) || !isIn(Inst(m.arg), Zone::Hand, s.turn.player))
        return fail(error, "that card is not in your hand");
      if (!defOf(Inst(m.arg)).is(Night)) return fail(error, "that card is not a Night card");
      return true;
    case DecisionKind::BuyPhase:
      switch (m.kind) {
        case MoveKind::EndPhase:
          return true;
        case MoveKind::PlayAllTreasures:
          if (s.turn.bought) return fail(error, "no Treasures may be played after buying");
          return true;
        case MoveKind::Play:
          if (s.turn.bought) return fail(error, "no Treasures may be played after buying");
          if (m.arg < 0 || m.arg >= int(s.instCard.size()) || !isIn(Inst(m.arg), Zone::Hand, s.turn.player))
            return fail(error, "that card is not in your hand");
          if (!defOf(Inst(m.arg)).is(Treasure)) return fail(error, "that card is not a Treasure");
          return true;
        case MoveKind::Buy: {
          if (m.arg < 0 || m.arg >= int(s.supply.size())) return fail(error, "no such pile");
          const Pile& pile = s.supply[size_t(m.arg)];
          if (pile.cards.empty()) return fail(error, "that pile is empty");
          if (cost(pile.card) > s.turn.coins) return fail(error, "not enough coins");
          if (s.turn.buys <= 0) return fail(error, "no Buys left");
          return true;
        }
        default:
          return fail(error, "in the Buy phase, play Treasures, buy a card or end the phase");
      }
    default:
      (void)ps;
      return checkChoice(m, error);
  }
}

bool Game::apply(const Move& m, std::string* error) {
  if (!isLegal(m, error)) return false;
  const DecisionKind kind = s.decision.kind;
  if (kind == DecisionKind::ActionPhase || kind == DecisionKind::BuyPhase || kind == DecisionKind::NightPhase) {
    s.decision.kind = DecisionKind::None;
    switch (m.kind) {
      case MoveKind::EndPhase:
        enterPhase(phaseInfo(phaseOf(kind)).next);
        break;
      case MoveKind::Play:
        if (kind == DecisionKind::ActionPhase) s.turn.actions = int16_t(s.turn.actions - 1);
        play(s.turn.player, Inst(m.arg));
        break;
      case MoveKind::PlayAllTreasures:
        playAllTreasures();
        break;
      case MoveKind::Buy:
        buy(m.arg);
        break;
      default:
        break;
    }
  } else {
    const Decision& d = s.decision;
    if (d.kind == DecisionKind::SelectOption && s.logEvents)
      for (int32_t o : m.picks) log({.kind = EventKind::Choice, .player = d.player, .card = d.asking, .amount = int16_t(o)});
    if (d.kind == DecisionKind::NameCard)
      log({.kind = EventKind::NameCard, .player = d.player, .card = CardId(m.picks[0])});
    s.answer = m;
    s.decision.kind = DecisionKind::None;
  }
  advance();
  s.answer = Move{};  // consumed: a position never needs to carry it
  return true;
}

std::vector<Move> Game::legalMoves(size_t limit) const {
  std::vector<Move> out;
  const Decision& d = s.decision;
  if (s.gameOver) return out;
  const PlayerState& ps = player(s.turn.player);
  // One instance per distinct card is enough: copies in hand are interchangeable.
  auto distinctByCard = [&](const std::vector<Inst>& v, uint32_t types) {
    std::vector<Inst> r;
    for (Inst i : v) {
      if (types && !defOf(i).is(types)) continue;
      if (std::none_of(r.begin(), r.end(), [&](Inst j) { return cardOf(j) == cardOf(i); })) r.push_back(i);
    }
    return r;
  };
  switch (d.kind) {
    case DecisionKind::None:
      break;
    case DecisionKind::ActionPhase:
      if (s.turn.actions > 0)
        for (Inst i : distinctByCard(ps.hand(), Action)) out.push_back(Move::play(i));
      out.push_back(Move::end());
      break;
    case DecisionKind::NightPhase:
      for (Inst i : distinctByCard(ps.hand(), Night)) out.push_back(Move::play(i));
      out.push_back(Move::end());
      break;
    case DecisionKind::BuyPhase:
      if (!s.turn.bought) {
        auto t = distinctByCard(ps.hand(), Treasure);
        if (!t.empty()) out.push_back(Move::playTreasures());
        for (Inst i : t) out.push_back(Move::play(i));
      }
      for (size_t k = 0; k < s.supply.size(); ++k) {
        const Pile& pile = s.supply[k];
        if (!pile.cards.empty() && cost(pile.card) <= s.turn.coins) out.push_back(Move::buy(int(k)));
      }
      out.push_back(Move::end());
      break;
    case DecisionKind::SelectPile:
      if (d.min == 0) out.push_back(Move::choose({}));
      for (int32_t c : d.choices) out.push_back(Move::choose({c}));
      break;
    case DecisionKind::NameCard:
      for (int32_t c : d.choices) out.push_back(Move::choose({c}));
      break;
    case DecisionKind::SelectOption: {
      // Combinations of option indices (ascending), min..max of them.
      const int n = int(d.labels.size());
      std::vector<int32_t> cur;
      auto rec = [&](auto&& self, int from) -> void {
        if (out.size() >= limit) return;
        if (int(cur.size()) >= d.min) out.push_back(Move::choose(cur));
        if (int(cur.size()) == d.max) return;
        for (int o = d.distinct ? from : 0; o < n; ++o) {
          cur.push_back(o);
          self(self, d.distinct ? o + 1 : o);
          cur.pop_back();
        }
      };
      rec(rec, 0);
      break;
    }
    case DecisionKind::SelectCards: {
      // Distinct multisets of cards (by card id), min..max of them; ordered answers list
      // each multiset once in the order given.
      std::map<CardId, std::vector<Inst>> groups;
      for (int32_t i : d.choices) groups[cardOf(Inst(i))].push_back(Inst(i));
      std::vector<std::vector<Inst>> g;
      for (auto& [c, v] : groups) g.push_back(v);
      std::vector<int32_t> cur;
      auto rec = [&](auto&& self, size_t gi) -> void {
        if (out.size() >= limit) return;
        if (gi == g.size()) {
          if (int(cur.size()) >= d.min && int(cur.size()) <= d.max) out.push_back(Move::choose(cur));
          return;
        }
        for (size_t take = 0; take <= g[gi].size() && int(cur.size() + take) <= d.max; ++take) {
          for (size_t k = 0; k < take; ++k) cur.push_back(g[gi][k]);
          self(self, gi + 1);
          cur.resize(cur.size() - take);
        }
      };
      rec(rec, 0);
      break;
    }
  }
  return out;
}

}  // namespace dom
