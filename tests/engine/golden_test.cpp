// Golden playthroughs: a fixed seed and move list, with the game log pinned in a file.
// Set DOMINION_UPDATE_GOLDEN=1 to write the files anew (after a deliberate rules change).
#include <QTest>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "engine/log_text.hpp"
#include "engine/notation.hpp"
#include "random_policy.hpp"

using namespace dom;

namespace {

struct Playthrough {
  const char* name;
  uint64_t seed;
  int players;
  std::vector<const char*> kingdom;
};

const Playthrough kPlaythroughs[] = {
    {"first_game_2p", 7, 2, {"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"}},
    {"attacks_4p", 11, 4, {"Chapel", "Witch", "Throne Room", "Moat", "Militia", "Festival", "Laboratory", "Library", "Bandit", "Council Room"}},
    {"intrigue_3p", 23, 3, {"Courtyard", "Masquerade", "Pawn", "Swindler", "Baron", "Bridge", "Conspirator", "Minion", "Torturer", "Nobles"}},
};

std::string path(const char* name, const char* ext) { return std::string(DOMINION_TEST_DATA) + "/golden/" + name + ext; }

std::string renderLog(const Game& g) {
  std::string out;
  for (const Event& e : g.s.events)
    if (auto line = describeEvent(e); !line.empty()) out += line + "\n";
  std::ostringstream scores;
  for (PlayerId p = 0; p < g.playerCount(); ++p) scores << "Player " << p + 1 << ": " << g.score(p) << " VP\n";
  return out + scores.str();
}

std::string readFile(const std::string& file) {
  std::ifstream in(file);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

class GoldenTest : public QObject {
  Q_OBJECT
 private slots:
  void playthroughs_match_their_pinned_logs_data() {
    QTest::addColumn<int>("index");
    for (int k = 0; k < int(std::size(kPlaythroughs)); ++k) QTest::newRow(kPlaythroughs[k].name) << k;
  }
  void playthroughs_match_their_pinned_logs() {
    QFETCH(int, index);
    const Playthrough& pt = kPlaythroughs[index];
    std::vector<CardId> kingdom;
    for (const char* n : pt.kingdom) {
      const CardId c = findCard(n);
      if (c == NoCard) QSKIP(qPrintable(QString("%1 is not implemented").arg(n)));
      kingdom.push_back(c);
    }
    Game g = Game::create({.kingdom = kingdom, .players = pt.players, .seed = pt.seed, .logEvents = true});
    const bool update = std::getenv("DOMINION_UPDATE_GOLDEN") != nullptr;
    std::vector<std::string> moves;
    if (update) {
      Rng rng(pt.seed);
      Game h = g;
      while (!h.isOver()) {
        const Move m = fx::randomMove(h, rng);
        moves.push_back(formatMove(h, m));
        QVERIFY(h.apply(m));
      }
      std::ofstream out(path(pt.name, ".moves"));
      for (auto& m : moves) out << m << "\n";
    } else {
      std::istringstream in(readFile(path(pt.name, ".moves")));
      for (std::string line; std::getline(in, line);)
        if (!line.empty()) moves.push_back(line);
      QVERIFY2(!moves.empty(), "missing move list: run with DOMINION_UPDATE_GOLDEN=1");
    }
    for (size_t k = 0; k < moves.size(); ++k) {
      std::string error;
      auto m = parseMove(g, moves[k], &error);
      if (!m || !g.apply(*m, &error))
        QFAIL(qPrintable(QString("move %1 \"%2\" refused: %3").arg(k + 1).arg(QString::fromStdString(moves[k]), QString::fromStdString(error))));
    }
    QVERIFY(g.isOver());
    const std::string log = renderLog(g);
    if (update) {
      std::ofstream(path(pt.name, ".log")) << log;
      return;
    }
    const std::string pinned = readFile(path(pt.name, ".log"));
    if (log != pinned) {
      std::istringstream a(log), b(pinned);
      std::string la, lb;
      int line = 1;
      while (std::getline(a, la) && std::getline(b, lb) && la == lb) ++line;
      QFAIL(qPrintable(QString("log differs at line %1:\n  now:    %2\n  pinned: %3").arg(line).arg(QString::fromStdString(la), QString::fromStdString(lb))));
    }
  }
};

QTEST_APPLESS_MAIN(GoldenTest)
#include "golden_test.moc"
