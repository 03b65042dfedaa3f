// Games of several people at one computer through the GameController: what each screen
// exposes. At every step the hand model holds only the cards of the seat the hand-over gate
// says is looking, and nothing while the "pass to" screen is up.

#include <QtQml/qqmlextensionplugin.h>

#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "game/gamecontroller.h"
#include "game/gametestsupport.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using namespace dominion::app;
using dominion::test::person;

namespace {

const QStringList kKingdom = {"Militia",     "Moat",    "Masquerade", "Minion",    "Torturer",
                              "Throne Room", "Library", "Sentry",     "Courtyard", "Witch"};

SeatSetup computer(const char* name, int level, int seat) {
  return {QString::fromLatin1(name), false, level, defaultSeatColour(seat)};
}

// Two people; Anna (seat 0) on her turn with Festival and Militia in hand.
const char* const kAnnasTurn = R"({
  "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
  "players": [
    {"hand": ["Festival", "Militia", "Copper", "Copper", "Estate"], "deck": ["Copper", "Silver", "Estate", "Copper", "Gold"]},
    {"hand": ["Copper", "Copper", "Silver", "Estate", "Estate"], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 0}
})";

QString cardsOf(const QList<CardListModel::Card>& rows) {
  QStringList out;
  for (const auto& c : rows) out << QStringLiteral("%1#%2").arg(c.cardId).arg(c.inst);
  return out.join(QLatin1Char(' '));
}

QString cardsOf(const std::vector<dom::SeenCard>& cards) {
  QStringList out;
  for (const auto& c : cards) out << QStringLiteral("%1#%2").arg(c.card).arg(c.inst);
  return out.join(QLatin1Char(' '));
}

// What the screen exposes right now, against the gate: "" when nothing private leaks.
QString checkScreen(const GameController& c) {
  const HandOverGate* gate = c.handOverGate();
  const dom::Game& g = c.game();
  QStringList problems;
  // Cards set aside face down (Sentry, Library's look) sit in odd sections of `revealed`.
  auto privateRevealed = [&]() {
    QList<CardListModel::Card> aside;
    for (const auto& card : c.revealedModel()->cards())
      if (card.section % 2 == 1) aside.append(card);
    return aside;
  };
  if (gate->passPending()) {
    if (c.handModel()->count() != 0)
      problems
          << QStringLiteral("pass screen up, hand shows %1").arg(cardsOf(c.handModel()->cards()));
    if (!privateRevealed().isEmpty()) problems << QStringLiteral("pass screen up, aside shown");
    if (c.decisionModel()->active()) problems << QStringLiteral("pass screen up, decision shown");
    if (c.humanToAct() || c.canEndPhase() || c.canPlayTreasures())
      problems << QStringLiteral("pass screen up, moves offered");
    return problems.join(QStringLiteral("; "));
  }
  const int viewer = gate->viewer();
  if (viewer < 0) {
    if (c.handModel()->count() != 0) problems << QStringLiteral("nobody looks, hand shown");
    return problems.join(QStringLiteral("; "));
  }
  if (c.humanSeat() != viewer) problems << QStringLiteral("humanSeat is not the viewer");
  const dom::View v = dom::view(g, dom::PlayerId(viewer));
  if (cardsOf(c.handModel()->cards()) != cardsOf(v.hand))
    problems << QStringLiteral("hand of seat %1: model [%2], engine [%3]")
                    .arg(viewer)
                    .arg(cardsOf(c.handModel()->cards()), cardsOf(v.hand));
  for (const auto& card : c.handModel()->cards())
    if (g.s.instLoc[size_t(card.inst)] != dom::Location{dom::Zone::Hand, int8_t(viewer)})
      problems << QStringLiteral("card %1 is not in the viewer's hand").arg(card.inst);
  for (const auto& card : privateRevealed())
    if (g.s.instLoc[size_t(card.inst)].owner != viewer)
      problems << QStringLiteral("another seat's set-aside card %1 shown").arg(card.inst);
  return problems.join(QStringLiteral("; "));
}

}  // namespace

class TestHotSeatGame : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void three_people_see_only_their_own_hands();
  void people_and_ai_players_mixed();
  void militia_hands_over_and_back();
  void each_off_turn_answer_hands_over_and_back_data();
  void each_off_turn_answer_hands_over_and_back();
  void undo_needs_the_tables_consent();
  void the_last_buy_keeps_the_screen_until_end_turn();
  void seats_show_names_and_colours();
  void resumed_hot_seat_game_asks_for_the_screen_first();

 private:
  // Plays until the game ends; checks the screen at every step. Returns the counts of
  // hand-overs by reason.
  QMap<QString, int> playThrough(GameController& c, int maxMs);
  dominion::test::ScratchSettings m_settings;
};

void TestHotSeatGame::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_hotseatgame"));
}

QMap<QString, int> TestHotSeatGame::playThrough(GameController& c, int maxMs) {
  QMap<QString, int> reasons;
  HandOverGate* gate = c.handOverGate();
  QStringList problems;
  // Every card shown moving must be one the viewer may see.
  connect(&c, &GameController::cardMoved, this,
          [&](int, int cardId, int fromZone, int fromOwner, int toZone, int toOwner, int) {
            const int hand = int(dom::Zone::Hand);
            const bool privateMove =
                (fromZone == hand && !gate->mayShow(fromOwner) && toZone == int(dom::Zone::Deck)) ||
                (toZone == hand && !gate->mayShow(toOwner) && fromZone == int(dom::Zone::Deck));
            if (privateMove && cardId >= 0 && problems.size() < 5)
              problems << QStringLiteral("a private card (%1) was shown moving").arg(cardId);
          });
  connect(&c, &GameController::moveShown, this, [&]() {
    const QString p = checkScreen(c);
    if (!p.isEmpty() && problems.size() < 5)
      problems << QStringLiteral("move %1: %2").arg(c.moveCount()).arg(p);
  });
  std::map<int, std::unique_ptr<dominion::test::Explorer>> brains;
  QElapsedTimer clock;
  clock.start();
  while (!c.over() && clock.elapsed() < maxMs && problems.isEmpty()) {
    const QString screen = checkScreen(c);
    if (!screen.isEmpty()) problems << screen;
    if (gate->passPending()) {
      ++reasons[gate->reason()];
      const int to = gate->passToSeat();
      gate->accept();
      if (gate->viewer() != to) problems << QStringLiteral("accept did not hand over");
      continue;
    }
    if (!c.humanToAct()) {
      QTest::qWait(1);  // an AI player is thinking
      continue;
    }
    const int seat = c.humanSeat();
    if (int(c.game().decision().player) != seat) problems << QStringLiteral("wrong person acts");
    auto& brain = brains[seat];
    if (!brain) brain = std::make_unique<dominion::test::Explorer>(100 + uint64_t(seat));
    const dom::Move m = brain->decide(dom::view(c.game(), dom::PlayerId(seat)));
    QString why;
    if (!dominion::test::playThroughIntents(c, m, &why)) problems << why;
  }
  disconnect(&c, nullptr, this, nullptr);
  if (!c.over()) problems << QStringLiteral("the game did not end in time");
  const QString report = problems.join(QLatin1Char('\n'));
  if (!report.isEmpty()) qWarning("%s", qPrintable(report));
  reasons[QStringLiteral("problems")] = int(problems.size());
  return reasons;
}

void TestHotSeatGame::three_people_see_only_their_own_hands() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.newSeatedGame({person("Anna", 0), person("Ben", 1), person("Cleo", 2)}, kKingdom, 31);
  QVERIFY(c.active());
  QVERIFY(c.handOverGate()->active());
  // Nobody's hand before the first person takes the screen.
  QVERIFY(c.handOverGate()->passPending());
  QCOMPARE(c.handModel()->count(), 0);
  const QMap<QString, int> reasons = playThrough(c, 45000);
  qInfo() << reasons;
  QCOMPARE(reasons.value(QStringLiteral("problems")), 0);
  QVERIFY(reasons.value(QStringLiteral("turn")) > 20);
  QVERIFY(reasons.value(QStringLiteral("respond")) > 0);  // Attacks and Masquerade
  QVERIFY(reasons.value(QStringLiteral("return")) > 0);
  QCOMPARE(c.reconcileFixes(), 0);
  // At the end nobody's hand stays on the screen.
  QCOMPARE(c.handModel()->count(), 0);
  QVERIFY(c.statusText().startsWith(QStringLiteral("The game is over")));
}

void TestHotSeatGame::people_and_ai_players_mixed() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.setAiFactory(
      [](int, int, uint64_t seed) { return std::make_unique<dominion::test::Explorer>(seed); });
  c.newSeatedGame(
      {person("Anna", 0), computer("Alice", 2, 1), person("Ben", 2), computer("Bob", 0, 3)},
      kKingdom, 47);
  QVERIFY(c.handOverGate()->active());
  const QMap<QString, int> reasons = playThrough(c, 45000);
  QCOMPARE(reasons.value(QStringLiteral("problems")), 0);
  QVERIFY(reasons.value(QStringLiteral("turn")) > 10);
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestHotSeatGame::militia_hands_over_and_back() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  QVERIFY(c.loadPosition(QString::fromLatin1(kAnnasTurn), {person("Anna", 0), person("Ben", 1)},
                         false));
  HandOverGate* gate = c.handOverGate();
  QVERIFY(gate->passPending());
  QCOMPARE(gate->passToName(), QStringLiteral("Anna"));
  QCOMPARE(gate->reason(), QStringLiteral("resume"));
  gate->accept();
  QCOMPARE(checkScreen(c), QString());
  QCOMPARE(c.handModel()->count(), 5);
  c.playCard(dominion::test::handInst(c.game(), 0, "Militia"));
  // Ben must discard: the screen goes to him, and nothing of Anna's stays.
  QVERIFY(gate->passPending());
  QCOMPARE(gate->passToName(), QStringLiteral("Ben"));
  QCOMPARE(gate->reason(), QStringLiteral("respond"));
  QCOMPARE(gate->turnPlayerName(), QStringLiteral("Anna"));
  QCOMPARE(gate->askingCardId(), int(dom::findCard("Militia")));
  QCOMPARE(c.handModel()->count(), 0);
  QVERIFY(!c.decisionModel()->active());
  QVERIFY(c.statusText().contains(QStringLiteral("Ben")));
  gate->accept();
  QCOMPARE(c.humanSeat(), 1);
  QCOMPARE(checkScreen(c), QString());
  QVERIFY(c.decisionModel()->active());
  QString why;
  QVERIFY2(dominion::test::playThroughIntents(
               c, *dom::parseMove(c.game(), "discard Estate, Estate"), &why),
           qPrintable(why));
  // Back to Anna to finish her turn.
  QVERIFY(gate->passPending());
  QCOMPARE(gate->passToName(), QStringLiteral("Anna"));
  QCOMPARE(gate->reason(), QStringLiteral("return"));
  QCOMPARE(c.handModel()->count(), 0);
  gate->accept();
  QCOMPARE(c.humanSeat(), 0);
  QCOMPARE(checkScreen(c), QString());
  QVERIFY(c.canEndPhase());
}

// Anna (seat 0) on her turn with `card` in hand; Ben (seat 1) holds `bensHand`.
QString offTurnPosition(const char* card, const char* bensHand) {
  return QStringLiteral(R"({
  "kingdom": ["Militia", "Moat", "Masquerade", "Minion", "Torturer", "Contraband", "Mountebank", "Goons", "Watchtower", "Witch"],
  "players": [
    {"hand": ["%1", "Copper", "Copper", "Silver", "Estate"], "deck": ["Copper", "Silver", "Estate", "Copper", "Gold"]},
    {"hand": [%2], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 0}
})")
      .arg(QLatin1String(card), QLatin1String(bensHand));
}

void TestHotSeatGame::each_off_turn_answer_hands_over_and_back_data() {
  QTest::addColumn<QString>("card");
  QTest::addColumn<QString>("bensHand");
  const char* plain = R"("Copper", "Copper", "Silver", "Estate", "Estate")";
  const char* moat = R"("Moat", "Copper", "Silver", "Estate", "Estate")";
  QTest::newRow("Militia: discard") << "Militia" << plain;
  QTest::newRow("Militia: reveal Moat") << "Militia" << moat;
  QTest::newRow("Masquerade: pass a card") << "Masquerade" << plain;
  QTest::newRow("Minion: reveal Moat") << "Minion" << moat;
  QTest::newRow("Torturer: discard or Curse") << "Torturer" << plain;
  QTest::newRow("Contraband: name a card") << "Contraband" << plain;
  QTest::newRow("Goons: discard down to 3") << "Goons" << plain;
  QTest::newRow("Mountebank: discard a Curse")
      << "Mountebank"
      << R"("Curse", "Copper", "Silver", "Estate", "Estate")";
  QTest::newRow("Mountebank: Watchtower the Curse")
      << "Mountebank"
      << R"("Watchtower", "Copper", "Silver", "Estate", "Estate")";
}

// Every decision Ben has on Anna's turn comes after the screen is passed to him, shows only
// his hand, and the screen goes back to Anna before her turn goes on.
void TestHotSeatGame::each_off_turn_answer_hands_over_and_back() {
  QFETCH(QString, card);
  QFETCH(QString, bensHand);
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  const QString position =
      offTurnPosition(card.toLatin1().constData(), bensHand.toLatin1().constData());
  QVERIFY(c.loadPosition(position, {person("Anna", 0), person("Ben", 1)}, false));
  HandOverGate* gate = c.handOverGate();
  gate->accept();
  c.playCard(dominion::test::handInst(c.game(), 0, card.toLatin1().constData()));

  dominion::test::Explorer brain(3);
  QStringList handOvers;
  int bensAnswers = 0;
  for (int step = 0; step < 20; ++step) {
    QCOMPARE(checkScreen(c), QString());
    if (gate->passPending()) {
      handOvers << gate->passToName() + QLatin1Char(':') + gate->reason();
      if (gate->passToSeat() == 0) break;  // back to Anna
      QCOMPARE(gate->turnPlayerName(), QStringLiteral("Anna"));
      gate->accept();
      continue;
    }
    QVERIFY(c.humanToAct());
    const int seat = c.humanSeat();
    QCOMPARE(int(c.game().decision().player), seat);
    if (seat == 0 && c.game().decision().kind == dom::DecisionKind::ActionPhase) break;
    if (seat == 0 && c.game().decision().kind == dom::DecisionKind::BuyPhase) break;
    if (seat == 1) ++bensAnswers;
    QString why;
    QVERIFY2(dominion::test::playThroughIntents(c, brain.decide(dom::view(c.game(), seat)), &why),
             qPrintable(why));
  }
  QVERIFY2(bensAnswers > 0, qPrintable(handOvers.join(QLatin1Char(' '))));
  QCOMPARE(handOvers.value(0), QStringLiteral("Ben:respond"));
  QCOMPARE(handOvers.last(), QStringLiteral("Anna:return"));
  gate->accept();
  QCOMPARE(c.humanSeat(), 0);
  QCOMPARE(int(c.game().current()), 0);
  QCOMPARE(checkScreen(c), QString());
}

void TestHotSeatGame::undo_needs_the_tables_consent() {
  for (const bool allowed : {false, true}) {
    GameController c(nullptr);
    c.setMoveDelayOverride(0);
    QVERIFY(c.loadPosition(QString::fromLatin1(kAnnasTurn), {person("Anna", 0), person("Ben", 1)},
                           allowed));
    c.handOverGate()->accept();
    c.playCard(dominion::test::handInst(c.game(), 0, "Festival"));
    QCOMPARE(c.canUndo(), allowed);
    if (!allowed) continue;
    c.undo();
    QCOMPARE(c.handModel()->count(), 5);
    c.playCard(dominion::test::handInst(c.game(), 0, "Festival"));
    c.endPhase();
    c.playAllTreasures();
    c.endPhase();  // Anna's turn ends: the screen goes to Ben
    QVERIFY(c.handOverGate()->passPending());
    c.handOverGate()->accept();
    QCOMPARE(c.humanSeat(), 1);
    QVERIFY(!c.canUndo());  // Ben cannot take back Anna's moves
  }
}

// Each person ends their own turn: after Anna's last buy the screen stays hers (she may take
// the buy back, with the table's consent) until End turn hands it to Ben.
void TestHotSeatGame::the_last_buy_keeps_the_screen_until_end_turn() {
  for (const bool allowed : {false, true}) {
    GameController c(nullptr);
    c.setMoveDelayOverride(0);
    QVERIFY(c.loadPosition(QString::fromLatin1(kAnnasTurn), {person("Anna", 0), person("Ben", 1)},
                           allowed));
    QVERIFY(c.game().player(0).endsOwnTurn && c.game().player(1).endsOwnTurn);
    HandOverGate* gate = c.handOverGate();
    gate->accept();
    c.endPhase();  // to the Buy phase
    c.playAllTreasures();
    c.buy(dominion::test::pileOf(c.game(), "Cellar"));
    QVERIFY(c.turnHeldOpen());
    QVERIFY(!gate->passPending());
    QCOMPARE(c.humanSeat(), 0);
    QCOMPARE(c.currentPlayer(), 0);
    QCOMPARE(c.canUndo(), allowed);
    if (allowed) {
      c.undo();
      QCOMPARE(c.buys(), 1);
      c.buy(dominion::test::pileOf(c.game(), "Cellar"));
    }
    c.endPhase();  // Anna's turn ends: the screen goes to Ben
    QVERIFY(gate->passPending());
    gate->accept();
    QCOMPARE(c.humanSeat(), 1);
    QCOMPARE(c.currentPlayer(), 1);
    QVERIFY(!c.canUndo());
    QCOMPARE(checkScreen(c), QString());
  }
}

void TestHotSeatGame::seats_show_names_and_colours() {
  GameController c(nullptr);
  c.setMoveDelayOverride(1000000);
  c.newSeatedGame({person("Anna", 0), computer("Alice", 2, 1), person("Ben", 2)}, kKingdom, 5);
  const PlayerModel* players = c.playerModel();
  QCOMPARE(players->get(0).value("name").toString(), QStringLiteral("Anna"));
  QCOMPARE(players->get(1).value("name").toString(), QStringLiteral("Alice (Hard)"));
  QCOMPARE(players->get(2).value("name").toString(), QStringLiteral("Ben"));
  QVERIFY(players->get(2).value("isHuman").toBool());
  QCOMPARE(players->get(1).value("colour").value<QColor>(), defaultSeatColour(1));
  QCOMPARE(c.seats().size(), 3);
  // The log never says "You" in a game of several people.
  c.handOverGate()->accept();
  for (const QString& line : c.logModel()->texts()) QVERIFY(!line.contains(QStringLiteral("You")));
}

void TestHotSeatGame::resumed_hot_seat_game_asks_for_the_screen_first() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  dom::Game g = dom::loadPosition(kAnnasTurn);
  QVERIFY(g.apply(*dom::parseMove(g, "play Militia")));
  const QString position = QString::fromStdString(dom::savePosition(g));
  QVERIFY(c.loadPosition(position, {person("Anna", 0), person("Ben", 1)}, false));
  QVERIFY(c.handOverGate()->passPending());
  QCOMPARE(c.handOverGate()->passToName(), QStringLiteral("Ben"));
  QCOMPARE(c.handOverGate()->reason(), QStringLiteral("resume"));
  QCOMPARE(c.handModel()->count(), 0);
  QCOMPARE(checkScreen(c), QString());
}

QTEST_MAIN(TestHotSeatGame)
#include "tst_hotseatgame.moc"
