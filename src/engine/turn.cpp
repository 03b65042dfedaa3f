// The turn: phases, playing and buying, clean-up, the end of the game.
#include <algorithm>

#include "game.hpp"

namespace dom {

void Game::startTurn() {
  TurnState& t = s.turn;
  t.number = int16_t(t.number + 1);
  t.phase = Phase::Action;
  t.actions = 1;
  t.buys = 1;
  t.coins = 0;
  t.costReduction.clear();
  t.bought = false;
  t.played.clear();
  t.effects.clear();
  auto& ps = player(t.player);
  ps.turnsTaken = int16_t(ps.turnsTaken + 1);
  log({.kind = EventKind::TurnBegin, .player = t.player, .amount = ps.turnsTaken});
}

void Game::cleanup() {
  const PlayerId p = s.turn.player;
  auto& ps = player(p);
  log({.kind = EventKind::PhaseBegin, .player = p, .amount = int16_t(Phase::Cleanup)});
  // Cards in play, then the hand, go to the discard pile.
  for (Zone z : {Zone::InPlay, Zone::Hand}) {
    auto& v = ps.zone(z);
    if (s.logEvents) {
      while (!v.empty()) moveTo(v.back(), Zone::Discard, p, MoveReason::Cleanup);
      continue;
    }
    // The same moves in bulk: the newest card first, so the oldest ends on top.
    auto& discard = ps.discard();
    for (auto it = v.rbegin(); it != v.rend(); ++it) {
      discard.push_back(*it);
      s.instLoc[size_t(*it)] = {Zone::Discard, p};
    }
    v.clear();
  }
  draw(p, 5);
}

bool Game::gameEndReached() const {
  const int province = pileIndex(cards::Province);
  if (province >= 0 && s.supply[size_t(province)].cards.empty()) return true;
  return emptyPiles() >= (playerCount() >= 5 ? 4 : 3);
}

void Game::endTurn() {
  cleanup();
  if (gameEndReached()) {
    s.gameOver = true;
    s.turn.phase = Phase::GameOver;
    log({.kind = EventKind::GameOver});
    return;
  }
  s.turn.player = PlayerId((s.turn.player + 1) % playerCount());
  startTurn();
}

// ---- the run loop ----------------------------------------------------------------------

void Game::advance() {
  while (!s.gameOver && !s.decision.pending()) {
    if (!s.frames.empty()) {
      runTopFrame();
      continue;
    }
    switch (s.turn.phase) {
      case Phase::Action:
        if (s.turn.actions > 0 && std::any_of(player(s.turn.player).hand().begin(),
                                                player(s.turn.player).hand().end(),
                                                [&](Inst i) { return defOf(i).is(Action); })) {
          setPhaseDecision();
          return;
        }
        s.turn.phase = Phase::Buy;
        log({.kind = EventKind::PhaseBegin, .player = s.turn.player, .amount = int16_t(Phase::Buy)});
        break;
      case Phase::Buy:
        if (s.turn.buys > 0) {
          setPhaseDecision();
          return;
        }
        s.turn.phase = Phase::Cleanup;
        break;
      case Phase::Cleanup:
        endTurn();
        break;
      case Phase::GameOver:
        return;
    }
  }
}

void Game::setPhaseDecision() {
  Decision& d = s.decision;
  d.kind = s.turn.phase == Phase::Action ? DecisionKind::ActionPhase : DecisionKind::BuyPhase;
  d.player = s.turn.player;
  d.asking = NoCard;
  d.min = d.max = 1;
  d.ordered = false;
  d.id = Text::None;
  d.args = {};
  d.choices.clear();
  d.options.clear();
}

void Game::runTopFrame() {
  Frame& f = s.frames.back();
  switch (f.kind) {
    case Frame::AttackWindow:
      runAttackWindow(f);
      return;
    case Frame::Reaction:
      card(f.card).reaction(*this, f);
      return;
    case Frame::Ability: {
      const CardDef& d = card(f.card);
      if (!f.begun) {
        f.begun = true;
        applyPlus(f.player, d.plus);
      }
      if (d.ability)
        d.ability(*this, f);
      else
        finish();
      return;
    }
  }
}

// Before an Attack resolves, each other player in turn order may reveal Reactions.
// f.b: index of the Attack's frame; f.a: offset of the player being asked; f.cards: the
// reactions revealed so far (a Moat revealed once need not be offered again).
void Game::runAttackWindow(Frame& f) {
  const int n = playerCount();
  if (f.step == 1) {
    f.step = 0;
    const int32_t chosen = pick();
    if (chosen < 0) {
      ++f.a;
    } else {
      const PlayerId reactor = PlayerId((f.player + f.a) % n);
      const Inst i = Inst(chosen);
      reveal(i, reactor);
      f.cards.push_back(i);
      push(Frame{.kind = Frame::Reaction, .card = cardOf(i), .source = i, .player = reactor, .b = f.b});
      return;
    }
  }
  if (f.a == 0) f.a = 1;
  for (; f.a < n; ++f.a) {
    const PlayerId p = PlayerId((f.player + f.a) % n);
    std::vector<int32_t> eligible;
    for (Inst i : player(p).hand()) {
      const CardDef& d = defOf(i);
      if (!d.is(Reaction) || !d.reaction) continue;
      if (d.canReact && !d.canReact(*this, p)) continue;
      if (!d.repeatableReaction && std::find(f.cards.begin(), f.cards.end(), i) != f.cards.end()) continue;
      eligible.push_back(i);
    }
    if (eligible.empty()) continue;
    f.step = 1;
    askCards(p, std::move(eligible), 0, 1, Text::RevealReaction);
    s.decision.asking = f.card;
    return;
  }
  finish();
}

// ---- playing cards ------------------------------------------------------------------------

void Game::play(PlayerId p, Inst i) {
  if (s.instLoc[size_t(i)].zone != Zone::InPlay) moveTo(i, Zone::InPlay, p, MoveReason::Play);
  replay(p, i);
}

void Game::replay(PlayerId p, Inst i) {
  const CardId c = cardOf(i);
  const CardDef& d = card(c);
  log({.kind = EventKind::Play, .player = p, .card = c, .inst = i});
  s.turn.played.push_back(c);
  for (size_t k = 0; k < s.turn.effects.size(); ++k)
    if (auto hook = card(s.turn.effects[k].card).onPlayed) hook(*this, int(k), i);
  if (!d.ability && !d.is(Attack)) {
    applyPlus(p, d.plus);
    return;
  }
  push(Frame{.kind = Frame::Ability, .card = c, .source = i, .player = p});
  if (d.is(Attack)) {
    push(Frame{.kind = Frame::AttackWindow, .card = c, .source = i, .player = p,
               .b = int32_t(s.frames.size() - 1)});
  }
}

void Game::playAllTreasures() {
  const PlayerId p = s.turn.player;
  // Play in hand order; copy first since playing changes the hand (on the stack: this runs
  // every turn of every simulated game).
  const auto& hand = player(p).hand();
  constexpr size_t Small = 64;
  Inst small[Small];
  std::vector<Inst> large;
  Inst* treasures = small;
  if (hand.size() > Small) {
    large.resize(hand.size());
    treasures = large.data();
  }
  size_t n = 0;
  for (Inst i : hand)
    if (defOf(i).is(Treasure)) treasures[n++] = i;
  for (size_t k = 0; k < n; ++k) play(p, treasures[k]);
}

void Game::buy(int pile) {
  const PlayerId p = s.turn.player;
  const CardId c = s.supply[size_t(pile)].card;
  // Potions and Debt are paid here once there are Potion and Debt cards.
  s.turn.coins = int16_t(s.turn.coins - cost(c).coins);
  s.turn.buys = int16_t(s.turn.buys - 1);
  s.turn.bought = true;
  log({.kind = EventKind::Buy, .player = p, .card = c});
  gainFromPile(p, pile);
}

// ---- decisions ------------------------------------------------------------------------------

namespace {
void setDecision(Decision& d, DecisionKind kind, PlayerId p, CardId asking, int min, int max,
                 Text id, const TextArgs& args) {
  d.kind = kind;
  d.player = p;
  d.asking = asking;
  d.min = int16_t(min);
  d.max = int16_t(max);
  d.ordered = false;
  d.distinct = true;
  d.id = id;
  d.args = args;
  d.options.clear();
}

// The card files' English questions while they are converted to ids: every one of them is in
// the vocabulary (a test asks each), so no question is lost.
TextMatch questionOf(std::string_view prompt) {
  return matchQuestion(prompt).value_or(TextMatch{});
}
}  // namespace

void Game::askCards(PlayerId p, std::vector<int32_t> choices, int min, int max, Text id,
                    TextArgs args, bool ordered) {
  max = std::min<int>(max, int(choices.size()));
  min = std::min(min, max);
  setDecision(s.decision, DecisionKind::SelectCards, p, s.frames.back().card, min, max, id, args);
  s.decision.ordered = ordered;
  s.decision.choices = std::move(choices);
}

void Game::askPile(PlayerId p, std::vector<int32_t> piles, int min, Text id, TextArgs args) {
  min = piles.empty() ? 0 : min;
  setDecision(s.decision, DecisionKind::SelectPile, p, s.frames.back().card, min, 1, id, args);
  s.decision.choices = std::move(piles);
}

void Game::askOption(PlayerId p, std::vector<Option> options, int min, int max, Text id,
                     TextArgs args) {
  setDecision(s.decision, DecisionKind::SelectOption, p, s.frames.back().card, min, max, id, args);
  s.decision.choices.clear();
  s.decision.options = std::move(options);
}

void Game::askName(PlayerId p, std::vector<int32_t> cardIds, Text id, TextArgs args) {
  setDecision(s.decision, DecisionKind::NameCard, p, s.frames.back().card, 1, 1, id, args);
  s.decision.choices = std::move(cardIds);
}

void Game::askCards(PlayerId p, std::vector<int32_t> choices, int min, int max,
                    std::string_view prompt, bool ordered) {
  const TextMatch q = questionOf(prompt);
  askCards(p, std::move(choices), min, max, q.id, q.args, ordered);
}

void Game::askPile(PlayerId p, std::vector<int32_t> piles, int min, std::string_view prompt) {
  const TextMatch q = questionOf(prompt);
  askPile(p, std::move(piles), min, q.id, q.args);
}

void Game::askOption(PlayerId p, const std::vector<std::string>& labels, int min, int max,
                     std::string_view prompt) {
  std::vector<Option> options;
  options.reserve(labels.size());
  for (const std::string& label : labels) {
    const TextMatch o = matchOption(label).value_or(TextMatch{});
    options.push_back({o.id, o.args[0]});
  }
  const TextMatch q = questionOf(prompt);
  askOption(p, std::move(options), min, max, q.id, q.args);
}

void Game::askName(PlayerId p, std::vector<int32_t> cardIds, std::string_view prompt) {
  const TextMatch q = questionOf(prompt);
  askName(p, std::move(cardIds), q.id, q.args);
}

}  // namespace dom
