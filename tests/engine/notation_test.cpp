// Move notation: every answer to every decision can be written and read back.
#include "fixture.hpp"
#include "random_policy.hpp"

using namespace dom;

namespace {

// The same game up to which copy of a card is which: names in every zone (a hand or the
// cards under a discard pile's top in any order), the Supply, the trash, the turn and the pending decision.
bool sameGame(const Game& a, const Game& b) {
  auto ids = [](const Game& g, const std::vector<Inst>& zone, bool anyOrder) {
    std::vector<CardId> out;
    for (Inst i : zone) out.push_back(g.cardOf(i));
    if (anyOrder) std::sort(out.begin(), out.end());
    return out;
  };
  for (PlayerId p = 0; p < a.playerCount(); ++p)
    for (Zone z : {Zone::Deck, Zone::Hand, Zone::Discard, Zone::InPlay, Zone::Revealed, Zone::Aside})
      // Only the top of a discard pile is seen; which copy lies where below it doesn't matter.
      if (ids(a, a.player(p).zone(z), z == Zone::Hand || z == Zone::Discard) !=
          ids(b, b.player(p).zone(z), z == Zone::Hand || z == Zone::Discard))
        return false;
  for (PlayerId p = 0; p < a.playerCount(); ++p) {
    const auto &da = a.player(p).discard(), &db = b.player(p).discard();
    if (!da.empty() && a.cardOf(da.back()) != b.cardOf(db.back())) return false;
  }
  for (size_t k = 0; k < a.s.supply.size(); ++k)
    if (a.s.supply[k].cards.size() != b.s.supply[k].cards.size()) return false;
  const Decision &da = a.decision(), &db = b.decision();
  return ids(a, a.s.trash, true) == ids(b, b.s.trash, true) && a.s.turn.coins == b.s.turn.coins &&
         a.s.turn.actions == b.s.turn.actions && a.s.turn.buys == b.s.turn.buys &&
         a.current() == b.current() && da.kind == db.kind && da.player == db.player &&
         promptText(da) == promptText(db) && da.min == db.min && da.max == db.max;
}

}  // namespace

class NotationTest : public QObject {
  Q_OBJECT
 private slots:
  // Over random games of every implemented card, each move written in notation reads back to a
  // move that leads to the same game.
  void every_move_reads_back_from_its_notation() {
    std::vector<CardId> pool;
    for (size_t k = 0; k < cardTable().size(); ++k)
      if (card(CardId(k)).isKingdom()) pool.push_back(CardId(k));
    Rng rng(31);
    long moves = 0;
    for (int n = 0; n < 300; ++n) {
      std::vector<CardId> kingdom = pool;
      for (size_t k = kingdom.size(); k > 1; --k) std::swap(kingdom[k - 1], kingdom[rng.below(uint32_t(k))]);
      kingdom.resize(10);
      Game g = Game::create({.kingdom = kingdom, .players = 2 + n % 3, .seed = uint64_t(n)});
      while (!g.isOver()) {
        const Move m = fx::randomMove(g, rng);
        const std::string text = formatMove(g, m) + " [" + describeDecision(g) + "]";
        const std::string plain = formatMove(g, m);
        std::string error;
        const auto back = parseMove(g, plain, &error);
        QVERIFY2(back.has_value(), (text + ": " + error).c_str());
        Game viaText = g;
        QVERIFY2(viaText.apply(*back, &error), (text + ": " + error).c_str());
        QVERIFY(g.apply(m));
        if (!sameGame(viaText, g)) {
          std::string d = describeDecision(g) + " | before: " + text;
          QFAIL(d.c_str());
        }
        g = viaText;  // go on from the game the notation made
        ++moves;
      }
    }
    QVERIFY(moves > 10000);
  }

  void moves_are_read_case_insensitively_with_synonyms() {
    auto g = fx::position(R"({"kingdom": ["Throne Room", "Village"], "players": [
      {"hand": ["Throne Room", "Village", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "PLAY throne room", "choose village");
    QCOMPARE(g.s.turn.actions, 4);
    MOVES(g, "play all");
    QCOMPARE(g.s.turn.coins, 5);
    MOVES(g, "Buy village");
  }

  void unknown_and_malformed_moves_are_refused_with_a_reason() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [{"hand": ["Village", "Copper"]}, {}]})");
    std::string error;
    QVERIFY(!parseMove(g, "dance", &error));
    QVERIFY(error.find("unknown move") != std::string::npos);
    QVERIFY(!parseMove(g, "play Dragon", &error));
    QVERIFY(error.find("Dragon") != std::string::npos);
    QVERIFY(!parseMove(g, "play Gold", &error));
    QVERIFY(error.find("hand") != std::string::npos);
    QVERIFY(!parseMove(g, "buy Witch", &error));
    QVERIFY(error.find("Supply") != std::string::npos);
  }

  void options_are_chosen_by_label_or_number() {
    auto g = fx::position(R"({"kingdom": ["Pawn"], "players": [{"hand": ["Pawn", "Copper"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Pawn", "choose +1 Card, 2");
    QCOMPARE(g.s.turn.actions, 1);
    QCOMPARE(g.player(0).hand().size(), size_t(2));
  }
};

QTEST_APPLESS_MAIN(NotationTest)
#include "notation_test.moc"
