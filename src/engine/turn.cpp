// The turn: phases, playing and buying, clean-up, the end of the game.
#include <algorithm>
#include <iterator>
#include <stdexcept>
#include <string>

#include "game.hpp"
#include "listeners_now.hpp"
#include "phases.hpp"

namespace dom {

void Game::startTurn() {
  TurnState& t = s.turn;
  t.number = int16_t(t.number + 1);
  t.phase = Phase::Action;
  t.actions = 1;
  t.buys = 1;
  t.coins = 0;
  t.potions = 0;
  t.costReduction.clear();
  t.bought = false;
  t.played.clear();
  t.effects.clear();
  t.eventsBought.clear();
  t.cannotBuy.clear();
  t.gained.clear();
  t.victoryGainedInBuyPhase = false;
  t.namedForWarChest.clear();
  t.cleanupBegun = false;
  auto& ps = player(t.player);
  if (t.kind == TurnKind::Normal) {
    ps.turnsTaken = int16_t(ps.turnsTaken + 1);
    log({.kind = EventKind::TurnBegin, .player = t.player, .amount = ps.turnsTaken});
  } else {
    log({.kind = EventKind::ExtraTurnBegin, .player = t.player, .amount = int16_t(t.kind)});
  }
  // Durations played on an earlier turn do what they still have to do, and cards in hand that
  // may be played at the start of the turn (Clerk) are offered, in the owner's order.
  if (!ps.lasting.empty()) {
    ps.due.swap(ps.lasting);
    ps.lasting.clear();
    push(Frame{.kind = Frame::StartOfTurn, .player = t.player});
  } else if ((s.listening & whenBit(When::StartOfTurn)) && !startOfTurnPlays(t.player).empty()) {
    push(Frame{.kind = Frame::StartOfTurn, .player = t.player});
  }
  raise(When::StartOfTurn, t.player);
}

bool Game::staysInPlay(Inst i) const {
  const PlayerState& ps = player(s.turn.player);
  for (const auto* list : {&ps.lasting, &ps.due})
    for (const Lasting& l : *list)
      if (l.card == i || l.keeper == i) return true;
  return false;
}

void Game::cleanup() {
  const PlayerId p = s.turn.player;
  auto& ps = player(p);
  log({.kind = EventKind::PhaseBegin, .player = p, .amount = int16_t(Phase::Cleanup)});
  // The Action cards Scheme chose at the start of Clean-up, still in play: put onto the deck once
  // discarded from play (a Duration staying in play is not: Scheme ③), before the next hand.
  std::vector<Inst> schemed;
  if (!s.turn.effects.empty()) {
    static const CardId scheme = findCard("Scheme");
    for (const TurnEffect& e : s.turn.effects)
      if (e.card == scheme && e.data >= 0 && size_t(e.data) < s.instLoc.size() &&
          isIn(Inst(e.data), Zone::InPlay, p))
        schemed.push_back(Inst(e.data));
  }
  // Cards in play, then the hand, go to the discard pile; Durations with something left to do
  // stay in play, and so does what played them more than once.
  for (Zone z : {Zone::InPlay, Zone::Hand}) {
    auto& v = ps.zone(z);
    if (z == Zone::InPlay && (!ps.lasting.empty() || !ps.due.empty())) {
      for (auto it = v.rbegin(); it != v.rend();) {
        const Inst i = *it;
        ++it;
        if (!staysInPlay(i)) moveTo(i, Zone::Discard, p, MoveReason::Cleanup);
      }
      continue;
    }
    // One by one when the moves are logged or a card's identity may end as it leaves play.
    if (s.logEvents || !s.identities.empty()) {
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
  for (Inst i : schemed)
    if (isIn(i, Zone::Discard, p)) topDeck(i, p);
  // A card another player played on this turn (a Berserker gained and played, a Guard Dog played
  // to an Attack) is discarded in this turn's Clean-up (EFFECTS WHEN IT'S NOT YOUR TURN; Berserker
  // ⑤); their Durations waiting for their own next turn stay.
  for (int d = 1; d < playerCount(); ++d) {
    const PlayerId o = PlayerId((p + d) % playerCount());
    auto& other = player(o);
    auto& v = other.inPlay();
    for (auto it = v.rbegin(); it != v.rend();) {
      const Inst i = *it;
      ++it;
      bool stays = false;
      for (const auto* list : {&other.lasting, &other.due})
        for (const Lasting& l : *list) stays |= l.card == i || l.keeper == i;
      if (!stays) moveTo(i, Zone::Discard, o, MoveReason::Cleanup);
    }
  }
  // An Outpost turn to come draws a hand of 3 (Outpost; a hand drawn for it stays 3: the
  // rulebook's note under Outpost).
  const bool outpostNext = !s.extraTurns.empty() && s.extraTurns.front().player == p &&
                           s.extraTurns.front().kind == TurnKind::Outpost;
  draw(p, outpostNext ? 3 : 5);
  // At the end of the turn, after the next hand is drawn, a card Puzzle Box set aside goes into
  // the hand (Puzzle Box ②), if it is still set aside (lose track).
  if (!s.turn.effects.empty()) {
    static const CardId puzzleBox = findCard("Puzzle Box");
    for (const TurnEffect& e : s.turn.effects)
      if (e.card == puzzleBox && e.data >= 0 && size_t(e.data) < s.instLoc.size() &&
          isIn(Inst(e.data), Zone::Held, p))
        moveTo(Inst(e.data), Zone::Hand, p, MoveReason::ToHand);
  }
}

// One pass over the piles: asked at the end of every turn.
bool Game::gameEndReached() const {
  int empty = 0;
  for (const Pile& pile : s.supply) {
    if (!pile.cards.empty()) continue;
    // Playing with Colonies, an empty Colony pile ends the game too (rules, "End of the game").
    if (pile.card == cards::Province || pile.card == cards::Colony) return true;
    empty += int(pile.inSupply);  // piles outside the Supply never end the game
  }
  return empty >= (playerCount() >= 5 ? 4 : 3);
}

void Game::endTurn() {
  cleanup();
  // What the player gained on this turn is now what they gained on their last turn (Smugglers).
  if (s.tracksGains) player(s.turn.player).gainedLastTurn = s.turn.gained;
  // The game ends at the end of any turn, extra turns included; extra turns still queued are
  // not taken (rules, "End of the game").
  if (gameEndReached()) {
    s.gameOver = true;
    s.turn.phase = Phase::GameOver;
    s.extraTurns.clear();
    log({.kind = EventKind::GameOver});
    return;
  }
  s.turn.previous = s.turn.player;
  if (!s.extraTurns.empty()) {
    const ExtraTurn next = s.extraTurns.front();
    s.extraTurns.erase(s.extraTurns.begin());
    s.turn.player = next.player;
    s.turn.kind = next.kind;
  } else {
    // After extra turns, play passes on from the player whose normal turn came last; extra
    // turns are taken right after their giver's turn, so that is the player before the next.
    s.turn.player = PlayerId((s.turn.normalPlayer + 1) % playerCount());
    s.turn.kind = TurnKind::Normal;
    s.turn.normalPlayer = s.turn.player;
  }
  startTurn();
}

void Game::takeExtraTurn(PlayerId p, TurnKind kind) { s.extraTurns.push_back({p, kind}); }

// ---- the run loop ----------------------------------------------------------------------

// Inline: advance() asks it several times a turn, and a call costs as much as the answer.
inline bool Game::phaseOffersPlay() const {
  const TurnState& t = s.turn;
  const PlayerState& ps = player(t.player);
  const auto& hand = ps.hand();
  auto handHas = [&](Types types) {
    return std::any_of(hand.begin(), hand.end(), [&](Inst i) { return defOf(i).is(types); });
  };
  switch (t.phase) {
    case Phase::Action:
      // Villagers can pay for the Actions.
      return (t.actions > 0 || ps.counter(Counter::Villagers) > 0) && handHas(Action);
    case Phase::Buy:
      // Without a Buy, Debt can still be paid off (with coins, or Coffers spent for them); a
      // player who ends their own turn is asked until they do.
      return t.buys > 0 || ps.endsOwnTurn ||
             (ps.counter(Counter::Debt) > 0 && (t.coins > 0 || ps.counter(Counter::Coffers) > 0));
    case Phase::Night:
      // Every turn passes through Night: a game without Night cards answers without looking.
      return (s.typesInGame & Night) && handHas(Night);
    default:
      return false;
  }
}

void Game::advance() {
  steps_ = 0;
  while (!s.gameOver && !s.decision.pending()) {
    if (++steps_ > kStepLimit) throw std::logic_error("the engine makes no progress: " + stuckAt());
    if (!s.raised.empty()) {
      Frame t{.kind = Frame::Triggers, .player = s.turn.player};
      t.cards.swap(s.raised);
      push(std::move(t));
      continue;
    }
    if (!s.frames.empty()) {
      runTopFrame();
      continue;
    }
    const Phase phase = s.turn.phase;
    switch (phase) {
      case Phase::Action:
      case Phase::Buy:
      case Phase::Night:
        if (phaseOffersPlay()) {
          // The Night phase is announced only when it offers something: a turn without Night
          // cards reads as before Nocturne.
          if (phase == Phase::Night)
            log({.kind = EventKind::PhaseBegin, .player = s.turn.player, .amount = int16_t(phase)});
          setPhaseDecision();
          return;
        }
        enterPhase(phaseInfo(phase).next);
        break;
      case Phase::Cleanup:
        if (!s.turn.cleanupBegun) {
          // Abilities that trigger at the start of Clean-up resolve before anything moves.
          s.turn.cleanupBegun = true;
          raise(When::Cleanup, s.turn.player);
          if (!s.raised.empty()) break;
        }
        endTurn();
        break;
      case Phase::GameOver:
        return;
    }
  }
}

// What advance() was running when it gave up: the frames from the top, for the report.
std::string Game::stuckAt() const {
  static constexpr const char* kKinds[] = {"ability",       "attack window",  "duration",
                                           "start of turn", "triggers",       "trigger",
                                           "buy",           "play treasures", "action resolved"};
  std::string out = "phase " + std::to_string(int(s.turn.phase)) + ", " +
                    std::to_string(s.frames.size()) + " frames";
  for (auto it = s.frames.rbegin(); it != s.frames.rend() && it - s.frames.rbegin() < 8; ++it) {
    out += it == s.frames.rbegin() ? ": " : " < ";
    out += size_t(it->kind) < std::size(kKinds) ? kKinds[it->kind] : "frame";
    if (it->card != NoCard) out += " of " + std::string(card(it->card).name);
    out += " step " + std::to_string(it->step);
  }
  return out;
}

void Game::enterPhase(Phase next) {
  if (s.turn.phase == Phase::Buy) raise(When::EndOfBuy, s.turn.player);
  // A game without Night cards goes from Buy to Clean-up at once: its Night phase would offer
  // nothing and says nothing (advance()).
  if (next == Phase::Night && !(s.typesInGame & Night)) next = phaseInfo(next).next;
  s.turn.phase = next;
  if (next == Phase::Buy) s.turn.victoryGainedInBuyPhase = false;
  if (next == Phase::Buy)
    log({.kind = EventKind::PhaseBegin, .player = s.turn.player, .amount = int16_t(Phase::Buy)});
}

void Game::setPhaseDecision() {
  Decision& d = s.decision;
  d.kind = phaseInfo(s.turn.phase).decision;
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
    case Frame::StartOfTurn:
      runStartOfTurn(f);
      return;
    case Frame::Duration:
      card(f.card).nextTurn(*this, f);
      return;
    case Frame::Triggers:
      runTriggers(f);
      return;
    case Frame::Trigger:
      card(f.card).listeners[size_t(f.listener)].run(*this, f);
      return;
    case Frame::Buy:
      runBuy(f);
      return;
    case Frame::PlayTreasures:
      runPlayTreasures(f);
      return;
    case Frame::ActionResolved: {
      const PlayerId p = f.player;
      const Inst i = f.source;
      finish();
      raise(When::ActionResolved, p, i);
      return;
    }
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

std::vector<int32_t> Game::startOfTurnPlays(PlayerId p) const {
  std::vector<int32_t> out;
  for (Inst i : player(p).hand())
    if (defOf(i).traits & PlaysAtStartOfTurn) out.push_back(i);
  return out;
}

// The start-of-turn effects of Durations played on earlier turns (PlayerState::due), and the
// cards in hand that may be played then (Clerk ②: each before or after the others; ③: one drawn
// by another start-of-turn effect too, as the hand is read again each time). When they are of
// different cards or differ in what they hold, their owner chooses which resolves next; once only
// optional plays are left, declining them ends the start of the turn.
void Game::runStartOfTurn(Frame& f) {
  auto& due = player(f.player).due;
  size_t next = due.size();
  if (f.step == 1) {
    f.step = 0;
    const Inst chosen = Inst(pick());
    for (size_t k = 0; k < due.size() && next == due.size(); ++k)
      if (due[k].card == chosen) next = k;
    if (next == due.size()) {
      if (chosen == NoInst || !isIn(chosen, Zone::Hand, f.player)) return finish();
      return play(f.player, chosen);  // no Action used (Clerk ①); back here once it resolved
    }
  } else {
    std::vector<int32_t> plays = startOfTurnPlays(f.player);
    if (!due.empty()) {
      std::vector<int32_t> firsts;
      bool same = true;
      for (const Lasting& l : due) {
        if (std::find(firsts.begin(), firsts.end(), l.card) == firsts.end())
          firsts.push_back(l.card);
        same &= l.as == due[0].as && l.data == due[0].data;
      }
      // Entries of one card only (Throne Room + Haven) leave nothing to order.
      if ((!same && firsts.size() > 1) || !plays.empty()) {
        firsts.insert(firsts.end(), plays.begin(), plays.end());
        f.step = 1;
        askCards(f.player, std::move(firsts), 1, 1, Text::ChooseNextStartOfTurnEffect);
        return;
      }
      next = 0;
    } else if (!plays.empty()) {
      f.step = 1;
      const CardId first = cardOf(Inst(plays[0]));
      askCards(f.player, std::move(plays), 0, 1, Text::MayPlayCardFromHand, {first});
      return;
    }
  }
  if (next >= due.size()) return finish();
  const Lasting l = due[next];
  due.erase(due.begin() + std::ptrdiff_t(next));
  push(Frame{
      .kind = Frame::Duration, .card = l.as, .source = l.card, .player = f.player, .a = l.data});
  // The throne-room kept with it, for a Duration that lasts again (Endless Chalice).
  if (l.keeper != NoInst) s.frames.back().cards = {l.keeper};
}

void Game::lastUntilNextTurn(const Frame& f, int32_t data) {
  player(f.player).lasting.push_back({f.source, f.card, NoInst, data});
}

bool Game::isLasting(Inst i) const {
  const PlayerId owner = s.instLoc[size_t(i)].owner;
  if (owner < 0 || s.instLoc[size_t(i)].zone != Zone::InPlay) return false;
  for (const Lasting& l : player(owner).lasting)
    if (l.card == i) return true;
  return false;
}

void Game::keepWith(Inst keeper, Inst lasting) {
  const PlayerId owner = s.instLoc[size_t(lasting)].owner;
  if (owner < 0) return;
  for (Lasting& l : player(owner).lasting)
    if (l.card == lasting && l.keeper == NoInst) l.keeper = keeper;
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
  raise(When::Play, p, i);
  // A card played on another player's turn (Berserker, Guard Dog) is not among this turn's plays,
  // nor seen by its "this turn" effects: they are the current player's.
  if (p == s.turn.player) {
    s.turn.played.push_back({i, c});
    for (size_t k = 0; k < s.turn.effects.size(); ++k)
      if (auto hook = card(s.turn.effects[k].card).onPlayed) hook(*this, int(k), i);
  }
  // Something calls after an Action resolves (a Reserve): a frame beneath the play says when.
  if (d.is(Action) && (s.listening & whenBit(When::ActionResolved)))
    push(Frame{.kind = Frame::ActionResolved, .card = c, .source = i, .player = p});
  if (!d.ability && !d.is(Attack)) {
    applyPlus(p, d.plus);
    // A Curse is a Treasure worth $1 in a game with Charlatan (Charlatan ②).
    if (c == cards::Curse && s.cursesAreTreasures) addCoins(1);
    return;
  }
  push(Frame{.kind = Frame::Ability, .card = c, .source = i, .player = p});
  if (d.is(Attack)) raiseAttack(p, i);
}

void Game::playAllTreasures() {
  const PlayerId p = s.turn.player;
  const auto& hand = player(p).hand();
  // Plain treasures (no ability, nothing listening to plays) are played without the checks of
  // playTreasuresInOrder, and when none draws or is also an Action, no "this turn" effect
  // watches plays and no event is logged, in one pass: this runs every turn of every simulated
  // game.
  // A Curse played as a Treasure (Charlatan) gives its $1 in play().
  bool plain = !s.cursesAreTreasures;
  bool bulk = !s.logEvents && s.turn.effects.empty();
  // The printed Treasures decide `plain` and `bulk`: a Curse played as a Treasure (Charlatan's
  // game) has already made the play not plain, and it neither draws nor is an Action.
  for (Inst i : hand) {
    const CardDef& d = defOf(i);
    if (!d.is(Treasure)) continue;
    plain &= !d.ability && !d.is(Attack);
    bulk &= d.plus.cards == 0 && !d.is(Action);
  }
  // A game with a card that hears plays (Corsair) plays them one by one only when such a card is
  // where it hears them, or is one of them (none of a plain Treasure's plays can put one there).
  if (plain && (s.listening & whenBit(When::Play)))
    plain = !anyListenerInPlace(*this, When::Play, p) &&
            std::none_of(hand.begin(), hand.end(), [&](Inst i) {
              return hasType(i, Treasure) && listensTo(cardOf(i), When::Play);
            });
  if (plain && bulk) return playPlainTreasures(p);
  // Play in hand order; copy first since playing changes the hand (on the stack where it fits).
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
    if (hasType(i, Treasure)) treasures[n++] = i;
  if (plain) {
    for (size_t k = 0; k < n; ++k) play(p, treasures[k]);
    return;
  }
  // A Treasure worth $1 per Treasure in play (Bank ②) is played after the others; Contraband
  // before them, so that the card named is chosen without seeing them (Contraband ③); Tiara
  // before the others too, so that it may play one of them twice.
  static const CardId bank = findCard("Bank");
  static const CardId contraband = findCard("Contraband");
  static const CardId tiara = findCard("Tiara");
  std::stable_partition(treasures, treasures + n, [&](Inst i) { return cardOf(i) != bank; });
  std::stable_partition(treasures, treasures + n, [&](Inst i) { return cardOf(i) == tiara; });
  std::stable_partition(treasures, treasures + n, [&](Inst i) { return cardOf(i) == contraband; });
  playTreasuresInOrder(p, std::span<const Inst>(treasures, n));
}

// What play() does for each Treasure in hand, in hand order, when playAllTreasures found it may
// (see there): the hand keeps its other cards in order and the Treasures join play in one pass.
void Game::playPlainTreasures(PlayerId p) {
  auto& ps = player(p);
  auto& hand = ps.hand();
  auto& play = ps.inPlay();
  size_t kept = 0;
  // applyPlus without its log (none is kept) and without a draw (none draws), summed first
  int actions = 0, buys = 0, coins = 0, potions = 0;
  for (const Inst i : hand) {
    const CardDef& d = defOf(i);
    if (!d.is(Treasure)) {
      hand[kept++] = i;
      continue;
    }
    play.push_back(i);
    s.instLoc[size_t(i)] = {Zone::InPlay, p};
    s.turn.played.push_back({i, cardOf(i)});
    actions += d.plus.actions;
    buys += d.plus.buys;
    coins += d.plus.coins;
    potions += d.plus.potions;
  }
  hand.resize(kept);
  s.turn.actions = int16_t(s.turn.actions + actions);
  s.turn.buys = int16_t(s.turn.buys + buys);
  s.turn.coins = int16_t(s.turn.coins + coins);
  s.turn.potions = int16_t(s.turn.potions + potions);
}

// Plays the treasures one at a time: one with an ability (Fool's Gold) resolves before the next
// is played, so the rest wait in a PlayTreasures frame beneath it.
void Game::playTreasuresInOrder(PlayerId p, std::span<const Inst> treasures) {
  for (size_t k = 0; k < treasures.size(); ++k) {
    const CardDef& d = defOf(treasures[k]);
    if ((d.ability || d.is(Attack) || (s.listening & whenBit(When::Play))) &&
        k + 1 < treasures.size()) {
      push(Frame{.kind = Frame::PlayTreasures,
                 .player = p,
                 .cards = std::vector<int32_t>(treasures.begin() + std::ptrdiff_t(k + 1),
                                               treasures.end())});
      play(p, treasures[k]);
      return;
    }
    play(p, treasures[k]);
  }
}

void Game::runPlayTreasures(Frame& f) {
  // Only the treasures still in hand (an ability may have moved one).
  std::vector<Inst> rest;
  for (int32_t i : f.cards)
    if (isIn(Inst(i), Zone::Hand, f.player)) rest.push_back(Inst(i));
  const PlayerId p = f.player;
  finish();
  playTreasuresInOrder(p, rest);
}

void Game::buy(int pile) {
  const PlayerId p = s.turn.player;
  const CardId c = topCard(pile);  // a mixed pile's (Ruins) top card
  // Coins and Potions are paid ($3P: $3 and a Potion). A Debt cost is not paid: the buyer takes
  // that many Debt tokens (the rules, Debt).
  const Cost price = cost(c);
  s.turn.coins = int16_t(s.turn.coins - price.coins);
  s.turn.potions = int16_t(s.turn.potions - price.potion);
  s.turn.buys = int16_t(s.turn.buys - 1);
  s.turn.bought = true;
  log({.kind = EventKind::Buy, .player = p, .card = c});
  if (price.debt > 0) addTokens(p, Counter::Debt, price.debt);
  // When-buy: a Curse per Embargo token on the pile, before the bought card is gained.
  for (int k = s.supply[size_t(pile)].tokens[size_t(PileToken::Embargo)]; k > 0; --k)
    gain(p, cards::Curse);
  if (!(s.listening & whenBit(When::Buy))) {
    s.gainingBought = true;
    gainFromPile(p, pile);
    s.gainingBought = false;
    return;
  }
  // Abilities triggered by buying resolve before the card is gained: a frame waits for them.
  const auto& cards = s.supply[size_t(pile)].cards;
  raise(When::Buy, p, cards.empty() ? NoInst : cards.back());
  push(Frame{.kind = Frame::Buy, .card = c, .player = p, .a = pile});
}

void Game::runBuy(Frame& f) {
  s.gainingBought = true;
  gainFromPile(f.player, f.a);
  s.gainingBought = false;
  finish();
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
  d.forced = false;
}
}  // namespace

// A question asked right after an event that triggers abilities waits until they have
// resolved: the abilities come first, as the rules time them.
void Game::deferBehindTriggers() {
  if (s.raised.empty()) return;
  s.deferred.push_back(std::move(s.decision));
  s.decision = Decision{};
  Frame t{.kind = Frame::Triggers, .player = s.turn.player, .a = 1};
  t.cards.swap(s.raised);
  push(std::move(t));
}

// Without triggered abilities waiting, the answer is there at once. With some, it waits for them
// as a question would: their own decisions overwrite GameState::answer.
void Game::answerAtOnce(PlayerId p, std::vector<int32_t> picks) {
  if (s.raised.empty()) {
    s.answer = Move::choose(std::move(picks));
    return;
  }
  const int n = int(picks.size());
  setDecision(s.decision, DecisionKind::SelectCards, p, s.frames.back().card, n, n, Text::None, {});
  s.decision.choices = std::move(picks);
  s.decision.forced = true;
  deferBehindTriggers();
}

void Game::askCards(PlayerId p, std::vector<int32_t> choices, int min, int max, Text id,
                    TextArgs args, bool ordered) {
  max = std::min<int>(max, int(choices.size()));
  min = std::min(min, max);
  setDecision(s.decision, DecisionKind::SelectCards, p, s.frames.back().card, min, max, id, args);
  s.decision.ordered = ordered;
  s.decision.choices = std::move(choices);
  deferBehindTriggers();
}

void Game::askPile(PlayerId p, std::vector<int32_t> piles, int min, Text id, TextArgs args) {
  min = piles.empty() ? 0 : min;
  setDecision(s.decision, DecisionKind::SelectPile, p, s.frames.back().card, min, 1, id, args);
  s.decision.choices = std::move(piles);
  deferBehindTriggers();
}

void Game::askOption(PlayerId p, std::vector<Option> options, int min, int max, Text id,
                     TextArgs args) {
  setDecision(s.decision, DecisionKind::SelectOption, p, s.frames.back().card, min, max, id, args);
  s.decision.choices.clear();
  s.decision.options = std::move(options);
  deferBehindTriggers();
}

void Game::askName(PlayerId p, std::vector<int32_t> cardIds, Text id, TextArgs args) {
  setDecision(s.decision, DecisionKind::NameCard, p, s.frames.back().card, 1, 1, id, args);
  s.decision.choices = std::move(cardIds);
  deferBehindTriggers();
}

}  // namespace dom
