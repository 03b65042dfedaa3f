// Random-play property tests: thousands of games on random kingdoms with random legal
// answers. After every step every card is in exactly one place, and a copy and a JSON round
// trip equal the original; every move is a bounded amount of work (triggered abilities never
// loop); every Duration leaves play exactly once; every game ends.
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "engine/rng.hpp"
#include "engine/view.hpp"
#include "engine/zones.hpp"
#include "random_policy.hpp"

using namespace dom;

namespace {

using fx::kingdomCards;
using fx::landscapeCards;  // beside the Supply in every other game

// Every instance appears in exactly one zone, at the place its location says.
bool cardsConsistent(const Game& g, QString* why) {
  const GameState& s = g.s;
  std::vector<int> seen(s.instCard.size(), 0);
  auto visit = [&](const std::vector<Inst>& zone, Zone z, int owner) {
    for (Inst i : zone) {
      if (i < 0 || size_t(i) >= seen.size()) {
        *why = QString("bad instance %1").arg(i);
        return false;
      }
      ++seen[size_t(i)];
      if (s.instLoc[size_t(i)] != Location{z, int8_t(owner)}) {
        *why = QString("instance %1 (%2) is listed in zone %3/%4 but located in %5/%6")
                   .arg(i)
                   .arg(QString::fromUtf8(g.defOf(i).name.data(), int(g.defOf(i).name.size())))
                   .arg(int(z))
                   .arg(owner)
                   .arg(int(s.instLoc[size_t(i)].zone))
                   .arg(s.instLoc[size_t(i)].owner);
        return false;
      }
    }
    return true;
  };
  for (size_t k = 0; k < s.supply.size(); ++k)
    if (!visit(s.supply[k].cards, Zone::Supply, int(k))) return false;
  if (!visit(s.trash, Zone::Trash, -1)) return false;
  for (PlayerId p = 0; p < g.playerCount(); ++p)
    for (Zone z : kPlayerZones)
      if (!visit(g.player(p).zone(z), z, p)) return false;
  for (size_t i = 0; i < seen.size(); ++i)
    if (seen[i] != 1) {
      *why = QString("instance %1 (%2) appears %3 times")
                 .arg(i)
                 .arg(QString::fromUtf8(card(s.instCard[i]).name.data(),
                                        int(card(s.instCard[i]).name.size())))
                 .arg(seen[i]);
      return false;
    }
  return true;
}

// Durations: every card a Duration entry names is in its owner's play area or out of play
// (removed from play, below), and outside its owner's turn a player's play area holds only cards
// that stay for a later turn. With the check that every card is in one place, a Duration leaves
// play exactly once.
bool durationsConsistent(const Game& g, QString* why) {
  for (PlayerId p = 0; p < g.playerCount(); ++p) {
    const PlayerState& ps = g.player(p);
    auto named = [&](Inst i) {
      for (const auto* list : {&ps.lasting, &ps.due})
        for (const Lasting& l : *list)
          if (l.card == i || l.keeper == i) return true;
      return false;
    };
    // A Duration removed from play (a Treasure-Duration trashed from play, or put onto the deck by
    // Mandarin with what played it) keeps its entry: what it set up still happens (REMOVED FROM
    // PLAY). The card may then go anywhere, even into another player's play area (drawn again,
    // passed by Masquerade, played there): a player's entry keeps only that player's own cards
    // in play (Game::staysInPlay), which the Clean-ups check (CleanupsInPlay).
    if (p == g.current() && !g.isOver()) continue;
    // A card that plays itself on another player's turn (Guard Dog, Trail, Weaver, Berserker)
    // stays in play until that turn's Clean-up, which is not over yet while the turn goes on.
    auto playedThisTurn = [&](Inst i) {
      return !g.isOver() && g.defOf(i).is(Action) && !g.defOf(i).listeners.empty();
    };
    for (Inst i : ps.inPlay())
      if (!named(i) && !playedThisTurn(i)) {
        *why = QString("player %1 has %2 in play outside their turn with nothing left to do")
                   .arg(p)
                   .arg(QString::fromUtf8(g.defOf(i).name.data(), int(g.defOf(i).name.size())));
        return false;
      }
  }
  return true;
}

// The cards that change costs: their own (Peddler), while in play, or for the turn (Bridge,
// Highway, Quarry).
bool changesCosts(CardId c) {
  const CardDef& d = card(c);
  return d.ownCost || d.inPlayCostModifier || d.name == "Bridge" || d.name == "Highway" ||
         d.name == "Quarry";
}

// Triggered abilities, Durations, what plays them twice (or three times) and cost changes: every
// game of the focused batches has most of them.
std::vector<CardId> focusCards() {
  std::vector<CardId> out;
  for (CardId c : kingdomCards())
    if (!card(c).listeners.empty() || card(c).is(Duration) || c == findCard("Throne Room") ||
        c == findCard("King's Court") || changesCosts(c) || c == findCard("Young Witch") ||
        c == findCard("Trade Route") ||
        c == findCard("Tournament") ||    // set-up hooks: a Bane, tokens, the Prizes,
        card(c).potionCost > 0 ||         // the Potion pile,
        c == findCard("Knights") ||       // a shuffled pile of ten different cards,
        c == findCard("Castles") ||       // a sorted pile of eight different cards,
        c == findCard("Sack of Loot") ||  // the Loot pile beside the Supply (Jewelled Egg listens),
        c == findCard("Contraband") ||    // a card named not to be bought this turn
        c == findCard("Smugglers") ||     // the gains of the last turn (Treasury listens)
        c == findCard("War Chest") ||     // cards named for War Chest this turn
        c == findCard("Charlatan") ||     // Curses are Treasures for the whole game
        c == findCard("Ambassador") ||    // cards returned to their piles, empty ones refilled
        (card(c).traits & PlaysAtStartOfTurn))  // played among the start-of-turn effects (Clerk)
      out.push_back(c);
  return out;
}

// Follows the cards in play across their owners' Clean-ups: a card stays in play through at most
// one Clean-up (a Duration until its next turn, with the Throne Room that played it), so with the
// entries checked by durationsConsistent every Duration leaves play exactly once, at the
// Clean-up of the turn in which its last ability resolved. Endless Chalice lasts for the rest of
// the game (Endless Chalice ①), and so does the throne-room kept with it.
bool staysForTheRestOfTheGame(const Game& g, PlayerId p, Inst i) {
  static const CardId chalice = findCard("Endless Chalice");
  // Its entry is lasting, or due when the turn that ended passed on to its owner's next turn,
  // whose start-of-turn effects wait for the owner's order.
  for (const auto* list : {&g.player(p).lasting, &g.player(p).due})
    for (const Lasting& l : *list)
      if (l.as == chalice && (l.card == i || l.keeper == i)) return true;
  return false;
}

class CleanupsInPlay {
 public:
  void before(const Game& g) {
    player_ = g.current();
    turn_ = g.s.turn.number;
    wasInPlay_ = g.player(player_).inPlay();
  }
  bool after(const Game& g, QString* why) {
    survived_.resize(g.s.instCard.size(), 0);
    // A card that left play starts again if it comes back (Jewels put on the deck at the start of
    // the turn, drawn and played again).
    for (Inst i : tracked_)
      if (g.locationOf(i).zone != Zone::InPlay) survived_[size_t(i)] = 0;
    if (g.s.turn.number == turn_ && !g.isOver()) return true;
    // The turn ended: what is still in play stayed through its Clean-up.
    std::vector<int8_t> next(survived_.size(), 0);
    for (Inst i : g.player(player_).inPlay()) {
      const bool was = std::find(wasInPlay_.begin(), wasInPlay_.end(), i) != wasInPlay_.end();
      next[size_t(i)] = int8_t((was ? survived_[size_t(i)] : 0) + 1);
      if (next[size_t(i)] > 1 && !staysForTheRestOfTheGame(g, player_, i)) {
        *why = QString("player %1's %2 stayed in play through two Clean-ups")
                   .arg(player_)
                   .arg(QString::fromUtf8(g.defOf(i).name.data(), int(g.defOf(i).name.size())));
        return false;
      }
    }
    // Other players' cards in play keep their count.
    for (PlayerId p = 0; p < g.playerCount(); ++p)
      if (p != player_)
        for (Inst i : g.player(p).inPlay()) next[size_t(i)] = survived_[size_t(i)];
    survived_.swap(next);
    tracked_.clear();
    for (size_t i = 0; i < survived_.size(); ++i)
      if (survived_[i] > 0) tracked_.push_back(Inst(i));
    return true;
  }

 private:
  PlayerId player_ = 0;
  int turn_ = 0;
  std::vector<Inst> wasInPlay_;
  std::vector<int8_t> survived_;  // per instance: its owner's Clean-ups it stayed in play through
  std::vector<Inst> tracked_;     // the instances whose count is above 0
};

// Between moves nothing is left half done: no triggered ability waits to be collected, and at a
// phase decision nothing is being resolved, no question waits and no start-of-turn effect is due.
bool restingConsistent(const Game& g, QString* why) {
  if (!g.s.raised.empty()) {
    *why = "triggered abilities were raised and never resolved";
    return false;
  }
  const DecisionKind k = g.decision().kind;
  if (k != DecisionKind::ActionPhase && k != DecisionKind::BuyPhase &&
      k != DecisionKind::NightPhase)
    return true;
  if (!g.s.frames.empty() || !g.s.deferred.empty()) {
    *why = QString("a phase decision with %1 frames and %2 waiting decisions")
               .arg(g.s.frames.size())
               .arg(g.s.deferred.size());
    return false;
  }
  for (PlayerId p = 0; p < g.playerCount(); ++p)
    if (!g.player(p).due.empty()) {
      *why = QString("player %1 has start-of-turn effects due at a phase decision").arg(p);
      return false;
    }
  return true;
}

// Far more engine steps than any move takes (a chain of triggered abilities, a long Clean-up):
// more means a loop.
constexpr long kStepsPerMove = 1000;

// The run's size and shape, from the environment: DOMINION_RANDOM_GAMES games (10,000 by default);
// a JSON round trip at every step of one game in DOMINION_RANDOM_DEEP_EVERY (10; the round trips
// are most of the time, so a long run takes them more rarely); DOMINION_RANDOM_SEED picks other
// games than the CI run's (0 by default), so that a long run can be split and resumed.
int envNumber(const char* name, int fallback) {
  if (const char* env = std::getenv(name)) return std::max(1, std::atoi(env));
  return fallback;
}
// What a game that is going somewhere changes, sooner or later: pile sizes and tokens, the trash,
// the cards each player owns, their counters (Coffers, Villagers, Debt, VP tokens ...), the
// Projects bought. Random play can reach a game that never ends, where nothing of this moves
// again (both players with only a Chapel and a Debt they can't pay, Engineer's): a stalemate the
// rules allow, not a loop of the engine.
std::vector<int> progress(const Game& g) {
  std::vector<int> out;
  for (const Pile& pile : g.s.supply) {
    out.push_back(int(pile.cards.size()));
    out.insert(out.end(), pile.tokens.begin(), pile.tokens.end());
  }
  out.push_back(int(g.s.trash.size()));
  for (const PlayerState& ps : g.s.players) {
    int owned = 0;
    for (const auto& z : ps.zones) owned += int(z.size());
    out.push_back(owned);
    out.insert(out.end(), ps.counters.begin(), ps.counters.end());
  }
  for (const LandscapeState& l : g.s.landscapes) out.push_back(l.owners);
  return out;
}

// A game past this many moves must show a stalemate: this many more moves that change nothing
// of its progress().
constexpr int kMovesBeforeStalemate = 20000;
constexpr int kStalemateMoves = 2000;

int gamesToPlay() { return envNumber("DOMINION_RANDOM_GAMES", 10000); }
int deepEvery() { return envNumber("DOMINION_RANDOM_DEEP_EVERY", 10); }
uint64_t seedOffset() {
  const char* env = std::getenv("DOMINION_RANDOM_SEED");
  return env ? std::strtoull(env, nullptr, 10) : 0;
}

}  // namespace

class RandomPlayTest : public QObject {
  Q_OBJECT
 private slots:
  // The games in batches of at most 1,000, each batch with its own seed.
  void random_games_keep_every_card_in_one_place_and_round_trip_data() {
    QTest::addColumn<int>("games");
    QTest::addColumn<uint64_t>("seed");
    QTest::addColumn<bool>("focused");
    const int total = gamesToPlay();
    for (int first = 0, batch = 0; first < total; first += 1000, ++batch)
      QTest::newRow(
          qPrintable(QString("games %1-%2").arg(first + 1).arg(std::min(total, first + 1000))))
          << std::min(1000, total - first) << uint64_t(20261123 + batch) + seedOffset() * 1000003
          << false;
    // Kingdoms with most of the triggered abilities, Durations and cost changes, to meet their
    // interactions.
    const int focused = std::max(1, total / 10);
    QTest::newRow(qPrintable(QString("triggers and durations, games 1-%1").arg(focused)))
        << focused << uint64_t(20261126) + seedOffset() * 1000003 << true;
  }
  // Cheap invariants after every step; the JSON round trip at every step of every tenth game.
  void random_games_keep_every_card_in_one_place_and_round_trip() {
    QFETCH(int, games);
    QFETCH(uint64_t, seed);
    QFETCH(bool, focused);
    const auto pool = kingdomCards();
    const auto focus = focusCards();
    QVERIFY(pool.size() >= 10);
    QVERIFY(focus.size() >= 7);
    auto shuffled = [](std::vector<CardId> v, Rng& rng) {
      for (size_t k = v.size(); k > 1; --k) std::swap(v[k - 1], v[rng.below(uint32_t(k))]);
      return v;
    };
    Rng rng(seed);
    long steps = 0, roundTrips = 0, mostSteps = 0, stalemates = 0;
    for (int n = 0; n < games; ++n) {
      std::vector<CardId> kingdom;
      if (focused) {
        kingdom = shuffled(focus, rng);
        kingdom.resize(7);
      }
      for (CardId c : shuffled(pool, rng))
        if (kingdom.size() < 10 && std::find(kingdom.begin(), kingdom.end(), c) == kingdom.end())
          kingdom.push_back(c);
      const int players = 2 + int(rng.below(5));
      // Every third game with Platinum and Colony, every other one with landscapes (chosen
      // without drawing from rng).
      Game g = Game::create({.kingdom = kingdom,
                             .players = players,
                             .seed = rng.next(),
                             .colonies = n % 3 == 1,
                             .landscapes = n % 2 == 1 ? landscapeCards() : std::vector<CardId>{}});
      // Every fourth game, the first seat ends its own turns (asked again after its last Buy).
      if (n % 4 == 2) g.s.players[0].endsOwnTurn = true;
      const bool deep = n % deepEvery() == 0;
      int moves = 0;
      CleanupsInPlay cleanups;
      View kept;                 // filled in place at each deep step, as players keep theirs
      std::vector<int> stalled;  // progress() when the game passed kMovesBeforeStalemate moves
      while (!g.isOver()) {
        QString why;
        if (!cardsConsistent(g, &why) || !durationsConsistent(g, &why) ||
            !restingConsistent(g, &why))
          QFAIL(qPrintable(QString("game %1 move %2: %3").arg(n).arg(moves).arg(why)));
        if (deep) {
          Game copy = g;
          QVERIFY(copy.s == g.s);
          Game loaded;
          try {
            loaded = loadPosition(savePosition(g));
          } catch (const PositionError& e) {
            QFAIL(qPrintable(QString("game %1 move %2: saved position does not load: %3")
                                 .arg(n)
                                 .arg(moves)
                                 .arg(e.what())));
          }
          if (!(loaded.s == g.s))
            QFAIL(qPrintable(QString("game %1 move %2: JSON round trip differs\n%3")
                                 .arg(n)
                                 .arg(moves)
                                 .arg(QString::fromStdString(describeDecision(g)))));
          ++roundTrips;
          // The kept view counts owned cards again only when they changed (OwnedStamp); it must
          // read as one counted afresh from the loaded position.
          const PlayerId seat = g.s.decision.player >= 0 ? g.s.decision.player : PlayerId(0);
          view(g, seat, kept);
          const View fresh = view(loaded, seat);
          for (size_t p = 0; p < fresh.players.size(); ++p)
            if (kept.players[p].owned != fresh.players[p].owned ||
                kept.players[p].vp != fresh.players[p].vp)
              QFAIL(qPrintable(
                  QString("game %1 move %2: a kept view's owned cards of player %3 are stale")
                      .arg(n)
                      .arg(moves)
                      .arg(p)));
          QCOMPARE(kept.deckCounts, fresh.deckCounts);
        }
        const Move m = fx::randomMove(g, rng);
        const std::string decision = describeDecision(g);
        std::string error;
        cleanups.before(g);
        try {
          if (!g.apply(m, &error))
            QFAIL(qPrintable(
                QString("game %1: legal move refused: %2 (%3)")
                    .arg(n)
                    .arg(QString::fromStdString(error), QString::fromStdString(decision))));
        } catch (const std::logic_error& e) {
          QFAIL(qPrintable(QString("game %1 move %2 (%3): %4")
                               .arg(n)
                               .arg(moves)
                               .arg(QString::fromStdString(decision), e.what())));
        }
        if (g.lastSteps() > kStepsPerMove)
          QFAIL(qPrintable(QString("game %1 move %2 (%3) took %4 engine steps")
                               .arg(n)
                               .arg(moves)
                               .arg(QString::fromStdString(decision))
                               .arg(g.lastSteps())));
        mostSteps = std::max(mostSteps, g.lastSteps());
        if (!cleanups.after(g, &why))
          QFAIL(qPrintable(QString("game %1 move %2: %3").arg(n).arg(moves).arg(why)));
        ++moves;
        ++steps;
        if (moves == kMovesBeforeStalemate) stalled = progress(g);
        if (moves > kMovesBeforeStalemate && progress(g) != stalled)
          QFAIL(qPrintable(
              QString("game %1 did not end: still changing after %2 moves").arg(n).arg(moves)));
        if (moves == kMovesBeforeStalemate + kStalemateMoves) {
          ++stalemates;
          break;
        }
      }
      QString why;
      QVERIFY2(cardsConsistent(g, &why), qPrintable(why));
      QVERIFY2(durationsConsistent(g, &why), qPrintable(why));
    }
    qInfo(
        "%d games (%ld of them stalemates), %ld moves, %ld JSON round trips, at most %ld engine "
        "steps in a move",
        games, stalemates, steps, roundTrips, mostSteps);
  }

  // A game that logs no events takes faster paths (Treasures played in one pass, a draw a run
  // of the deck at a time); move by move it stays the same game as one that logs them.
  void a_game_plays_the_same_whether_or_not_it_logs_its_events() {
    const auto pool = kingdomCards();
    const auto focus = focusCards();
    Rng rng(20261127);
    for (int n = 0; n < 200; ++n) {
      // Half the games with most of the triggered abilities, Durations and cost changes.
      std::vector<CardId> kingdom;
      for (const auto* from : {n % 2 ? &focus : &pool, &pool})
        while (kingdom.size() < (from == &pool ? 10u : 5u)) {
          const CardId c = (*from)[rng.below(uint32_t(from->size()))];
          if (std::find(kingdom.begin(), kingdom.end(), c) == kingdom.end()) kingdom.push_back(c);
        }
      Setup setup{.kingdom = kingdom,
                  .players = 2 + int(rng.below(5)),
                  .seed = rng.next(),
                  .colonies = n % 3 == 1,
                  .landscapes = n % 4 == 1 ? landscapeCards() : std::vector<CardId>{}};
      Game quiet = Game::create(setup);
      setup.logEvents = true;
      Game logging = Game::create(setup);
      int moves = 0;
      while (!quiet.isOver() && moves++ < 20000) {
        const Move m = fx::randomMove(quiet, rng);
        const std::string text = formatMove(quiet, m);
        QVERIFY(quiet.apply(m));
        QVERIFY(logging.apply(m));
        GameState unlogged = logging.s;
        unlogged.events.clear();
        unlogged.logEvents = false;
        if (!(unlogged == quiet.s))
          QFAIL(qPrintable(QString("game %1 move %2 (%3): the logging game differs")
                               .arg(n)
                               .arg(moves)
                               .arg(QString::fromStdString(text))));
      }
      QVERIFY(logging.isOver() == quiet.isOver());
    }
  }

  void same_seed_and_answers_give_the_same_game() {
    const auto pool = kingdomCards();
    for (uint64_t seed : {1ull, 2ull, 99ull}) {
      std::vector<CardId> kingdom(pool.begin(), pool.begin() + 10);
      Game a = Game::create({.kingdom = kingdom, .players = 3, .seed = seed});
      Game b = Game::create({.kingdom = kingdom, .players = 3, .seed = seed});
      Rng ra(seed), rb(seed);
      while (!a.isOver()) {
        QVERIFY(a.s == b.s);
        QVERIFY(a.apply(fx::randomMove(a, ra)));
        QVERIFY(b.apply(fx::randomMove(b, rb)));
      }
      QVERIFY(a.s == b.s);
    }
  }
};

QTEST_APPLESS_MAIN(RandomPlayTest)
#include "random_play_test.moc"
