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

// Why this turn's coins and Potions do not pay for a cost (kept out of line: the check below is
// on the hot path of every buy, the message is not).
[[gnu::cold, gnu::noinline]] bool refusePayment(const TurnState& t, const Cost& c,
                                                std::string* error) {
  if (c.coins > t.coins) return fail(error, "not enough coins");
  return fail(error, "not enough Potions");
}

// Whether this turn's coins and Potions pay for a cost when buying; why not, if not.
inline bool payable(const TurnState& t, const Cost& c, std::string* error) {
  if (c.coins <= t.coins && c.potion <= t.potions) return true;
  return refusePayment(t, c, error);
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
        if (o < 0 || o >= int(d.options.size())) return fail(error, "no such option");
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
  if (m.kind == MoveKind::SpendCoffers || m.kind == MoveKind::SpendVillagers || m.kind == MoveKind::PayDebt) {
    const int limit = tokenMoveLimit(m.kind);
    if (limit <= 0) {
      switch (m.kind) {
        case MoveKind::SpendCoffers:
          return fail(error, d.kind == DecisionKind::BuyPhase ? "no Coffers to spend" : "Coffers are spent in the Buy phase");
        case MoveKind::SpendVillagers:
          return fail(error, d.kind == DecisionKind::ActionPhase ? "no Villagers to spend"
                                                                 : "Villagers are spent in the Action phase");
        default:
          return fail(error, d.kind != DecisionKind::BuyPhase ? "Debt is paid off in the Buy phase"
                             : ps.counter(Counter::Debt) == 0 ? "no Debt to pay off"
                                                              : "no coins to pay off Debt with");
      }
    }
    if (m.arg < 1) return fail(error, "spend at least one token");
    if (m.arg > limit) return fail(error, "at most " + std::to_string(limit) + " now");
    return true;
  }
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
      if (m.way >= 0 && (m.way >= int(s.landscapes.size()) ||
                         card(s.landscapes[size_t(m.way)].card).landscape != Landscape::Way))
        return fail(error, "no such Way in this game");
      return true;
    case DecisionKind::NightPhase:
      if (m.kind == MoveKind::EndPhase) return true;
      if (m.way >= 0) return fail(error, "a Way is used by playing an Action in the Action phase");
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
          if (m.way >= 0) return fail(error, "a Way is used by playing an Action in the Action phase");
          if (m.arg < 0 || m.arg >= int(s.instCard.size()) || !isIn(Inst(m.arg), Zone::Hand, s.turn.player))
            return fail(error, "that card is not in your hand");
          if (!hasType(Inst(m.arg), Treasure)) return fail(error, "that card is not a Treasure");
          return true;
        case MoveKind::Buy: {
          if (m.arg < 0 || m.arg >= int(s.supply.size())) return fail(error, "no such pile");
          const Pile& pile = s.supply[size_t(m.arg)];
          if (!pile.inSupply)
            return fail(error, "that pile is not in the Supply: it cannot be bought");
          if (pile.cards.empty()) return fail(error, "that pile is empty");
          if (!payable(s.turn, cost(topCard(m.arg)), error)) return false;  // a mixed pile's top
          if (buyForbidden(m.arg))
            return fail(error, std::string(defOf(pileTop(m.arg)).name) + " can't be bought now");
          if (s.turn.buys <= 0) return fail(error, "no Buys left");
          // Having Debt tokens forbids buying (the rules, Debt).
          if (ps.counter(Counter::Debt) > 0) return fail(error, "pay off your Debt before buying");
          return true;
        }
        case MoveKind::BuyLandscape: {
          if (m.arg < 0 || m.arg >= int(s.landscapes.size())) return fail(error, "no such Event or Project");
          const LandscapeState& l = s.landscapes[size_t(m.arg)];
          const CardDef& d = card(l.card);
          if (d.landscape != Landscape::Event && d.landscape != Landscape::Project)
            return fail(error, "only Events and Projects are bought");
          if (!payable(s.turn, cost(l.card), error)) return false;
          if (s.turn.buys <= 0) return fail(error, "no Buys left");
          if (ps.counter(Counter::Debt) > 0) return fail(error, "pay off your Debt before buying");
          if (d.oncePerTurn && std::find(s.turn.eventsBought.begin(), s.turn.eventsBought.end(), l.card) !=
                                   s.turn.eventsBought.end())
            return fail(error, std::string(d.name) + " may be bought once per turn");
          if (l.ownedBy(s.turn.player)) return fail(error, "you already have a cube on " + std::string(d.name));
          return true;
        }
        default:
          return fail(error, "in the Buy phase, play Treasures, buy a card or end the phase");
      }
    default:
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
        if (m.way >= 0)
          playAsWay(s.turn.player, Inst(m.arg), s.landscapes[size_t(m.way)].card);
        else
          play(s.turn.player, Inst(m.arg));
        break;
      case MoveKind::BuyLandscape:
        buyLandscape(m.arg);
        break;
      case MoveKind::PlayAllTreasures:
        playAllTreasures();
        break;
      case MoveKind::Buy:
        buy(m.arg);
        break;
      case MoveKind::SpendCoffers:
        spendTokens(Counter::Coffers, m.arg);
        break;
      case MoveKind::SpendVillagers:
        spendTokens(Counter::Villagers, m.arg);
        break;
      case MoveKind::PayDebt:
        spendTokens(Counter::Debt, m.arg);
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

// ---- legal moves ------------------------------------------------------------------------------

namespace {

uint64_t addCapped(uint64_t a, uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }

// The answers of a SelectCards: distinct multisets of cards (by card id), min..max of them.
// The instances of each card form a group, groups in card id order; an answer takes the first
// `take` instances of each group, and answers come in the order of (take of the first group,
// take of the second ...), smallest first. An ordered answer lists each multiset once, in the
// order given.
class CardAnswers {
 public:
  CardAnswers(const Game& g, const Decision& d) : min_(d.min), max_(d.max) {
    std::map<CardId, std::vector<int32_t>> groups;
    for (int32_t i : d.choices) groups[g.cardOf(Inst(i))].push_back(i);
    for (auto& [c, v] : groups) groups_.push_back(std::move(v));
    // ways_[gi][t]: the answers that complete t cards taken from the groups before gi.
    const int top = std::max(0, max_);
    ways_.assign(groups_.size() + 1, std::vector<uint64_t>(size_t(top) + 1, 0));
    for (int t = 0; t <= top; ++t) ways_.back()[size_t(t)] = t >= min_ ? 1 : 0;
    for (size_t gi = groups_.size(); gi-- > 0;)
      for (int t = 0; t <= top; ++t)
        for (int take = 0; take <= int(groups_[gi].size()) && t + take <= top; ++take)
          ways_[gi][size_t(t)] = addCapped(ways_[gi][size_t(t)], ways_[gi + 1][size_t(t + take)]);
  }

  uint64_t count() const { return max_ < 0 ? 0 : ways_[0][0]; }

  bool visit(const std::function<bool(const Move&)>& f) const {
    std::vector<int32_t> cur;
    return visitFrom(0, cur, f);
  }

  Move at(uint64_t index) const {
    std::vector<int32_t> picks;
    for (size_t gi = 0; gi < groups_.size(); ++gi) {
      size_t take = 0;
      for (; take < groups_[gi].size() && int(picks.size() + take) < max_; ++take) {
        const uint64_t n = ways_[gi + 1][picks.size() + take];
        if (index < n) break;
        index -= n;
      }
      picks.insert(picks.end(), groups_[gi].begin(), groups_[gi].begin() + ptrdiff_t(take));
    }
    return Move::choose(std::move(picks));
  }

 private:
  bool visitFrom(size_t gi, std::vector<int32_t>& cur,
                 const std::function<bool(const Move&)>& f) const {
    if (gi == groups_.size())
      return int(cur.size()) < min_ || int(cur.size()) > max_ || f(Move::choose(cur));
    const std::vector<int32_t>& group = groups_[gi];
    for (size_t take = 0; take <= group.size() && int(cur.size() + take) <= max_; ++take) {
      cur.insert(cur.end(), group.begin(), group.begin() + ptrdiff_t(take));
      const bool more = visitFrom(gi + 1, cur, f);
      cur.resize(cur.size() - take);
      if (!more) return false;
    }
    return true;
  }

  int min_, max_;
  std::vector<std::vector<int32_t>> groups_;
  std::vector<std::vector<uint64_t>> ways_;
};

// The answers of a SelectOption: combinations of option indices (ascending; with repeats
// allowed, sequences), min..max of them, each followed by its extensions.
class OptionAnswers {
 public:
  explicit OptionAnswers(const Decision& d)
      : n_(int(d.options.size())), min_(d.min), max_(d.max), distinct_(d.distinct) {
    // below_[s][from]: the answers at and below a choice of s options whose next option is at
    // least `from` (with repeats, `from` is always 0).
    const int top = std::max(0, max_);
    below_.assign(size_t(top) + 2, std::vector<uint64_t>(size_t(n_) + 1, 0));
    for (int s = top; s >= 0; --s)
      for (int from = n_; from >= 0; --from) {
        uint64_t n = s >= min_ ? 1 : 0;
        if (s < max_)
          for (int o = distinct_ ? from : 0; o < n_; ++o)
            n = addCapped(n, below_[size_t(s) + 1][next(o)]);
        below_[size_t(s)][size_t(from)] = n;
      }
  }

  uint64_t count() const { return max_ < 0 ? 0 : below_[0][0]; }

  bool visit(const std::function<bool(const Move&)>& f) const {
    std::vector<int32_t> cur;
    return visitFrom(0, cur, f);
  }

  Move at(uint64_t index) const {
    std::vector<int32_t> picks;
    size_t from = 0;
    for (;;) {
      if (int(picks.size()) >= min_) {
        if (index == 0) break;
        --index;
      }
      int o = distinct_ ? int(from) : 0;
      for (; o < n_; ++o) {
        const uint64_t n = below_[picks.size() + 1][next(o)];
        if (index < n) break;
        index -= n;
      }
      if (o >= n_) break;  // index past the end: the last answer reached
      picks.push_back(o);
      from = next(o);
    }
    return Move::choose(std::move(picks));
  }

 private:
  size_t next(int o) const { return distinct_ ? size_t(o) + 1 : 0; }

  bool visitFrom(size_t from, std::vector<int32_t>& cur,
                 const std::function<bool(const Move&)>& f) const {
    if (int(cur.size()) >= min_ && !f(Move::choose(cur))) return false;
    if (int(cur.size()) >= max_) return true;
    for (int o = distinct_ ? int(from) : 0; o < n_; ++o) {
      cur.push_back(o);
      const bool more = visitFrom(next(o), cur, f);
      cur.pop_back();
      if (!more) return false;
    }
    return true;
  }

  int n_, min_, max_;
  bool distinct_;
  std::vector<std::vector<uint64_t>> below_;
};

}  // namespace

// The decisions with few answers (the phases, a pile, a card name): listed whole.
std::vector<Move> Game::listedMoves() const {
  std::vector<Move> out;
  const Decision& d = s.decision;
  if (s.gameOver) return out;
  const PlayerState& ps = player(s.turn.player);
  // One instance per distinct card is enough: copies in hand are interchangeable.
  auto distinctByCard = [&](const std::vector<Inst>& v, Types types) {
    std::vector<Inst> r;
    for (Inst i : v) {
      if (types && !hasType(i, types)) continue;
      if (std::none_of(r.begin(), r.end(), [&](Inst j) { return cardOf(j) == cardOf(i); }))
        r.push_back(i);
    }
    return r;
  };
  switch (d.kind) {
    case DecisionKind::None:
      break;
    case DecisionKind::ActionPhase:
      if (s.turn.actions > 0)
        for (Inst i : distinctByCard(ps.hand(), Action)) {
          out.push_back(Move::play(i));
          for (size_t w = 0; w < s.landscapes.size(); ++w)
            if (card(s.landscapes[w].card).landscape == Landscape::Way) out.push_back(Move::playAs(i, int(w)));
        }
      for (int n = 1; n <= tokenMoveLimit(MoveKind::SpendVillagers); ++n) out.push_back(Move::spendVillagers(n));
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
      for (int n = 1; n <= tokenMoveLimit(MoveKind::SpendCoffers); ++n) out.push_back(Move::spendCoffers(n));
      for (int n = 1; n <= tokenMoveLimit(MoveKind::PayDebt); ++n) out.push_back(Move::payDebt(n));
      if (s.turn.buys > 0 && ps.counter(Counter::Debt) == 0)
        for (size_t k = 0; k < s.supply.size(); ++k) {
          const Pile& pile = s.supply[k];
          if (pile.inSupply && !pile.cards.empty() &&
              affordable(cost(printedOf(pile.cards.back())), s.turn.coins, s.turn.potions) &&
              !buyForbidden(int(k)))
            out.push_back(Move::buy(int(k)));
        }
      for (size_t k = 0; k < s.landscapes.size(); ++k)
        if (isLegal(Move::buyLandscape(int(k)))) out.push_back(Move::buyLandscape(int(k)));
      out.push_back(Move::end());
      break;
    case DecisionKind::SelectPile:
      if (d.min == 0) out.push_back(Move::choose({}));
      for (int32_t c : d.choices) out.push_back(Move::choose({c}));
      break;
    case DecisionKind::NameCard:
      for (int32_t c : d.choices) out.push_back(Move::choose({c}));
      break;
    default:
      break;
  }
  return out;
}

bool Game::forEachLegalMove(const std::function<bool(const Move&)>& visit) const {
  if (s.gameOver) return true;
  switch (s.decision.kind) {
    case DecisionKind::SelectCards:
      return CardAnswers(*this, s.decision).visit(visit);
    case DecisionKind::SelectOption:
      return OptionAnswers(s.decision).visit(visit);
    default:
      for (const Move& m : listedMoves())
        if (!visit(m)) return false;
      return true;
  }
}

uint64_t Game::legalMoveCount() const {
  if (s.gameOver) return 0;
  switch (s.decision.kind) {
    case DecisionKind::SelectCards:
      return CardAnswers(*this, s.decision).count();
    case DecisionKind::SelectOption:
      return OptionAnswers(s.decision).count();
    default:
      return listedMoves().size();
  }
}

Move Game::legalMove(uint64_t index) const {
  switch (s.decision.kind) {
    case DecisionKind::SelectCards:
      return CardAnswers(*this, s.decision).at(index);
    case DecisionKind::SelectOption:
      return OptionAnswers(s.decision).at(index);
    default: {
      const std::vector<Move> moves = listedMoves();
      return index < moves.size() ? moves[size_t(index)] : Move::end();
    }
  }
}

LegalMoves Game::legalMoves(size_t limit) const {
  LegalMoves out;
  const DecisionKind kind = s.decision.kind;
  if (s.gameOver || (kind != DecisionKind::SelectCards && kind != DecisionKind::SelectOption)) {
    out.moves = listedMoves();
    out.total = out.moves.size();
    if (out.moves.size() > limit) out.moves.resize(limit);
    return out;
  }
  if (limit > 0)
    forEachLegalMove([&](const Move& m) {
      out.moves.push_back(m);
      return out.moves.size() < limit;
    });
  out.total = legalMoveCount();
  return out;
}

}  // namespace dom
