// The hand-over gate: whose hand may be shown, and when the screen must be passed.

#include <QSignalSpy>
#include <QTest>

#include "hotseat/handovergate.h"

using namespace dominion::app;

namespace {

inline constexpr int kMilitia = 17;  // any card id: the gate only passes it on

void setUp(HandOverGate& gate, QList<bool> humans, bool resumed = false) {
  QStringList names, colours;
  for (int s = 0; s < humans.size(); ++s) {
    names.append(QStringLiteral("P%1").arg(s));
    colours.append(QStringLiteral("#00000%1").arg(s));
  }
  gate.reset(humans, names, colours, resumed);
}

}  // namespace

class TestHandOverGate : public QObject {
  Q_OBJECT

 private slots:
  void one_person_never_passes_the_screen();
  void nobody_at_the_table_shows_no_hand();
  void first_decision_asks_for_the_first_person();
  void turn_passes_between_two_people();
  void ai_turn_keeps_the_last_viewer();
  void off_turn_decisions_hand_over_and_come_back();
  void the_viewer_answering_off_turn_needs_no_hand_over();
  void accept_without_a_pass_does_nothing();
  void game_over_hides_every_hand();
  void resumed_game_asks_first();
};

void TestHandOverGate::one_person_never_passes_the_screen() {
  HandOverGate gate;
  setUp(gate, {false, true, false});
  QVERIFY(!gate.active());
  QCOMPARE(gate.viewer(), 1);
  for (int decider : {0, 1, 2, 1, 0}) QVERIFY(!gate.update(decider, decider));
  QVERIFY(!gate.passPending());
  QVERIFY(gate.mayShow(1));
  QVERIFY(!gate.mayShow(0));
  QCOMPARE(gate.handOvers(), 0);
}

void TestHandOverGate::nobody_at_the_table_shows_no_hand() {
  HandOverGate gate;
  setUp(gate, {false, false});
  gate.update(0, 0);
  QCOMPARE(gate.viewer(), -1);
  QVERIFY(!gate.passPending());
}

void TestHandOverGate::first_decision_asks_for_the_first_person() {
  HandOverGate gate;
  setUp(gate, {true, true});
  QVERIFY(gate.active());
  QCOMPARE(gate.viewer(), -1);
  QSignalSpy pass(&gate, &HandOverGate::passRequested);
  QVERIFY(gate.update(1, 1));
  QVERIFY(gate.passPending());
  QCOMPARE(gate.passToSeat(), 1);
  QCOMPARE(gate.passToName(), QStringLiteral("P1"));
  QCOMPARE(gate.passToColour(), QStringLiteral("#000001"));
  QCOMPARE(gate.reason(), QStringLiteral("turn"));
  QCOMPARE(pass.count(), 1);
  QVERIFY(!gate.mayShow(1));
  // Nothing changes while the screen waits.
  QVERIFY(!gate.update(1, 1));
  QCOMPARE(pass.count(), 1);
  gate.accept();
  QCOMPARE(gate.viewer(), 1);
  QVERIFY(gate.mayShow(1));
  QVERIFY(!gate.mayShow(0));
}

void TestHandOverGate::turn_passes_between_two_people() {
  HandOverGate gate;
  setUp(gate, {true, true});
  gate.update(0, 0);
  gate.accept();
  QVERIFY(!gate.update(0, 0));  // more decisions of the same turn
  QVERIFY(gate.update(1, 1));   // the next turn
  QCOMPARE(gate.viewer(), -1);
  QCOMPARE(gate.passToSeat(), 1);
  QCOMPARE(gate.reason(), QStringLiteral("turn"));
  gate.accept();
  QCOMPARE(gate.viewer(), 1);
  QCOMPARE(gate.handOvers(), 2);
}

void TestHandOverGate::ai_turn_keeps_the_last_viewer() {
  HandOverGate gate;
  setUp(gate, {true, false, true});
  gate.update(0, 0);
  gate.accept();
  QVERIFY(!gate.update(1, 1));  // the AI plays: P0 watches with their own hand
  QCOMPARE(gate.viewer(), 0);
  QVERIFY(!gate.passPending());
  QVERIFY(gate.update(2, 2));
  QCOMPARE(gate.passToSeat(), 2);
  QCOMPARE(gate.reason(), QStringLiteral("turn"));
}

void TestHandOverGate::off_turn_decisions_hand_over_and_come_back() {
  HandOverGate gate;
  setUp(gate, {true, true, true});
  gate.update(0, 0);
  gate.accept();
  // P0 plays Militia: P1 and P2 discard in turn order, then P0 goes on.
  QVERIFY(gate.update(1, 0, kMilitia));
  QCOMPARE(gate.reason(), QStringLiteral("respond"));
  QCOMPARE(gate.askingCardId(), kMilitia);
  QCOMPARE(gate.turnPlayerName(), QStringLiteral("P0"));
  gate.accept();
  QCOMPARE(gate.viewer(), 1);
  QVERIFY(gate.update(2, 0, kMilitia));
  QCOMPARE(gate.reason(), QStringLiteral("respond"));
  gate.accept();
  QCOMPARE(gate.viewer(), 2);
  QVERIFY(gate.update(0, 0));
  QCOMPARE(gate.reason(), QStringLiteral("return"));
  QCOMPARE(gate.askingCardId(), -1);
  gate.accept();
  QCOMPARE(gate.viewer(), 0);
  // The next turn is a plain turn again.
  QVERIFY(gate.update(1, 1));
  QCOMPARE(gate.reason(), QStringLiteral("turn"));
}

void TestHandOverGate::the_viewer_answering_off_turn_needs_no_hand_over() {
  HandOverGate gate;
  setUp(gate, {true, false, true});
  gate.update(0, 0);
  gate.accept();
  // The AI (seat 1) attacks: P0, still looking, answers first without a hand-over.
  QVERIFY(!gate.update(0, 1, kMilitia));
  QCOMPARE(gate.viewer(), 0);
  QVERIFY(gate.update(2, 1, kMilitia));
  QCOMPARE(gate.reason(), QStringLiteral("respond"));
  gate.accept();
  QVERIFY(!gate.update(1, 1));  // back to the AI: P2 keeps the screen
  QCOMPARE(gate.viewer(), 2);
}

void TestHandOverGate::accept_without_a_pass_does_nothing() {
  HandOverGate gate;
  setUp(gate, {true, true});
  gate.update(0, 0);
  gate.accept();
  QSignalSpy accepted(&gate, &HandOverGate::accepted);
  gate.accept();
  QCOMPARE(accepted.count(), 0);
  QCOMPARE(gate.viewer(), 0);
}

void TestHandOverGate::game_over_hides_every_hand() {
  HandOverGate gate;
  setUp(gate, {true, true});
  gate.update(0, 0);
  gate.accept();
  QVERIFY(gate.update(-1, 0));
  QCOMPARE(gate.viewer(), -1);
  QVERIFY(!gate.passPending());
}

void TestHandOverGate::resumed_game_asks_first() {
  HandOverGate gate;
  setUp(gate, {true, true}, /*resumed=*/true);
  QVERIFY(gate.update(1, 0, kMilitia));
  QCOMPARE(gate.reason(), QStringLiteral("resume"));
  gate.accept();
  QVERIFY(gate.update(0, 0));
  QCOMPARE(gate.reason(), QStringLiteral("return"));
}

QTEST_GUILESS_MAIN(TestHandOverGate)
#include "tst_handovergate.moc"
