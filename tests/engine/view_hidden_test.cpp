// No view shows a card hidden from its seat. At every decision of random games, for every seat,
// the cards that seat may not see change places among themselves, and the seat's view must read
// the same: another player's hand, deck, face-down cards (Haven's, the Native Village mat, cards
// set aside) and discard pile below its top card are one pool, mixed freely (the seat knows only
// what the player owns in all); the seat's own deck and own discard pile below its top are each
// mixed within itself (it knows what its deck holds, not in what order). Whatever the view then
// shows differently is something it let that seat see of a hidden card.
//
// What this cannot see: a decision the engine asked of another player is kept as it was asked
// (its question and bounds), so a bound computed from a hidden card would not show here.
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "engine/view.hpp"
#include "fixture.hpp"
#include "random_policy.hpp"

using namespace dom;

namespace {

// Every field of a view, one line each, so that a difference names the field.
std::vector<std::string> describe(const View& v) {
  std::vector<std::string> out;
  std::ostringstream line;
  auto put = [&](const std::string& name) {
    out.push_back(name + ": " + line.str());
    line.str("");
  };
  auto seen = [&](const std::vector<SeenCard>& cards) {
    for (const SeenCard& c : cards) line << c.inst << '=' << c.card << ' ';
  };
  auto ids = [&](const auto& cards) {
    for (auto c : cards) line << int(c) << ' ';
  };
  line << int(v.me) << ' ' << int(v.current) << ' ' << int(v.phase) << ' ' << v.turnNumber << ' '
       << v.actions << ' ' << v.buys << ' ' << v.coins << ' ' << v.potions << ' ' << v.bought << ' '
       << v.gameOver << ' ' << v.cursesAreTreasures << ' ' << v.victoryGainedInBuyPhase;
  put("turn");
  for (const Played& p : v.played) line << p.inst << '=' << p.card << ' ';
  put("played");
  for (const PileView& p : v.supply)
    line << p.card << '/' << p.top << '/' << p.count << '/' << p.cost.coins << ','
         << int(p.cost.potion) << ',' << int(p.cost.debt) << '/' << p.inSupply << p.buyForbidden
         << ' ';
  put("supply");
  for (const PileView& p : v.supply) ids(p.tokens);
  put("pile tokens");
  for (const LandscapeView& l : v.landscapes)
    line << l.card << '/' << l.cost.coins << '/' << int(l.owners) << ' ';
  put("landscapes");
  ids(v.eventsBought);
  put("events bought");
  ids(v.gained);
  put("gained");
  ids(v.cannotBuy);
  put("cannot buy");
  ids(v.namedForWarChest);
  put("named for War Chest");
  seen(v.trash);
  put("trash");
  seen(v.hand);
  put("my hand");
  seen(v.aside);
  put("my aside");
  for (CardId c : v.deckCards) line << c << 'x' << v.deckCounts[size_t(c)] << ' ';
  put("my deck's contents");
  const Decision& d = v.decision;
  line << int(d.kind) << ' ' << int(d.player) << ' ' << d.asking << ' ' << d.min << ' ' << d.max
       << ' ' << d.ordered << d.distinct << ' ' << int(d.id) << " args ";
  ids(d.args);
  line << "choices ";
  ids(d.choices);
  line << "options ";
  for (const Option& o : d.options) line << int(o.id) << ':' << o.arg << ' ';
  put("decision");
  seen(v.decisionCards);
  put("decision cards");
  for (const Identity& i : v.identities)
    line << i.inst << '/' << i.of << '/' << i.as << '/' << int(i.until) << '/' << int(i.player)
         << ' ';
  put("identities");
  for (size_t p = 0; p < v.players.size(); ++p) {
    const PlayerView& pv = v.players[p];
    const std::string who = "player " + std::to_string(p) + " ";
    line << pv.handCount << ' ' << pv.deckCount << ' ' << pv.discardCount << ' ' << pv.asideCount
         << ' ' << pv.vp << ' ' << pv.turnsTaken;
    put(who + "counts");
    line << pv.discardTop.inst << '=' << pv.discardTop.card;
    put(who + "discard top");
    seen(pv.inPlay);
    put(who + "in play");
    seen(pv.revealed);
    put(who + "revealed");
    ids(pv.counters);
    put(who + "counters");
    for (const ZoneView& m : pv.mats) {
      line << m.count << ':';
      seen(m.cards);
    }
    put(who + "mats");
    for (const Lasting& l : pv.lasting)
      line << l.card << '/' << l.as << '/' << l.keeper << '/' << l.data << ' ';
    put(who + "durations");
    ids(pv.gainedLastTurn);
    put(who + "gained last turn");
    for (CardId c : pv.ownedCards) line << c << 'x' << pv.owned[size_t(c)] << ' ';
    put(who + "owned");
  }
  return out;
}

// The printed cards of `insts` dealt again among them at random, but for those the seat's
// decision shows it (`known`: a Harbinger's look through the discard pile).
void mix(GameState& s, const std::vector<Inst>& all, const std::vector<Inst>& known, Rng& rng) {
  std::vector<Inst> insts;
  for (Inst i : all)
    if (std::find(known.begin(), known.end(), i) == known.end()) insts.push_back(i);
  std::vector<CardId> cards;
  for (Inst i : insts) cards.push_back(s.instCard[size_t(i)]);
  for (size_t k = cards.size(); k > 1; --k) std::swap(cards[k - 1], cards[rng.below(uint32_t(k))]);
  for (size_t k = 0; k < insts.size(); ++k) s.instCard[size_t(insts[k])] = cards[k];
}

// The discard pile below its top card (the top is seen by all).
std::vector<Inst> belowTop(const std::vector<Inst>& discard) {
  return discard.empty() ? std::vector<Inst>{}
                         : std::vector<Inst>(discard.begin(), discard.end() - 1);
}

// g with the cards hidden from `seat` mixed as the file's comment says.
Game mixedFor(const Game& g, PlayerId seat, const View& seen, Rng& rng) {
  std::vector<Inst> known;
  for (const SeenCard& c : seen.decisionCards) known.push_back(c.inst);
  Game out = g;
  GameState& s = out.s;
  for (PlayerId p = 0; p < out.playerCount(); ++p) {
    const PlayerState& ps = s.players[size_t(p)];
    if (p == seat) {
      mix(s, ps.deck(), known, rng);
      mix(s, belowTop(ps.discard()), known, rng);
      continue;
    }
    std::vector<Inst> pool = belowTop(ps.discard());
    for (Zone z : {Zone::Hand, Zone::Deck, Zone::Aside, Zone::Held, Zone::NativeVillage}) {
      if (zoneInfo(z).visibility == Visibility::Public) continue;
      pool.insert(pool.end(), ps.zone(z).begin(), ps.zone(z).end());
    }
    mix(s, pool, known, rng);
  }
  return out;
}

int envNumber(const char* name, int fallback) {
  if (const char* env = std::getenv(name)) return std::max(1, std::atoi(env));
  return fallback;
}

}  // namespace

class ViewHiddenTest : public QObject {
  Q_OBJECT
 private slots:
  // A hand's cards mixed with the deck's: the other seat's view is the same, the owner's not.
  void mixing_a_hand_changes_only_its_owners_view() {
    const Game g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"], "deck": ["Gold", "Silver"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"], "deck": ["Province", "Duchy"]}]})");
    Game swapped = g;
    const Inst hand = swapped.s.players[1].hand()[0], deck = swapped.s.players[1].deck()[0];
    std::swap(swapped.s.instCard[size_t(hand)], swapped.s.instCard[size_t(deck)]);
    QCOMPARE(describe(view(swapped, 0)), describe(view(g, 0)));
    QVERIFY(describe(view(swapped, 1)) != describe(view(g, 1)));
  }

  // DOMINION_HIDDEN_GAMES games (300 by default; the full run: 10,000) on random kingdoms of
  // every implemented card, 2 to 6 players; DOMINION_HIDDEN_SEED picks other games.
  void no_view_shows_a_hidden_card() {
    const int games = envNumber("DOMINION_HIDDEN_GAMES", 300);
    const uint64_t seed = uint64_t(envNumber("DOMINION_HIDDEN_SEED", 1));
    std::vector<CardId> pool;
    for (size_t k = 0; k < cardTable().size(); ++k)
      if (card(CardId(k)).isKingdom()) pool.push_back(CardId(k));
    Rng rng(20261129 + seed * 1000003);
    long decisions = 0, views = 0;
    for (int n = 0; n < games; ++n) {
      for (size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng.below(uint32_t(k))]);
      const std::vector<CardId> kingdom(pool.begin(), pool.begin() + 10);
      Game g = Game::create({.kingdom = kingdom,
                             .players = 2 + int(rng.below(5)),
                             .seed = rng.next(),
                             .colonies = n % 3 == 1});
      for (int moves = 0; !g.isOver() && moves < 3000; ++moves) {
        // An identity follows an instance, not its printed card: mixed, it would change a card.
        if (g.s.identities.empty()) {
          ++decisions;
          for (PlayerId seat = 0; seat < g.playerCount(); ++seat) {
            const View seen = view(g, seat);
            const std::vector<std::string> before = describe(seen);
            const std::vector<std::string> after =
                describe(view(mixedFor(g, seat, seen, rng), seat));
            ++views;
            for (size_t k = 0; k < before.size(); ++k)
              if (before[k] != after[k])
                QFAIL(qPrintable(QString("game %1 move %2: seat %3's view shows a hidden card\n"
                                         "decision: %4\nbefore: %5\nmixed:  %6")
                                     .arg(n)
                                     .arg(moves)
                                     .arg(seat)
                                     .arg(QString::fromStdString(promptText(g.decision())))
                                     .arg(QString::fromStdString(before[k]))
                                     .arg(QString::fromStdString(after[k]))));
          }
        }
        QVERIFY(g.apply(fx::randomMove(g, rng)));
      }
    }
    qInfo("%d games, %ld decisions, %ld views compared with the hidden cards mixed", games,
          decisions, views);
  }
};

QTEST_APPLESS_MAIN(ViewHiddenTest)
#include "view_hidden_test.moc"
