// The hot-seat set-up: seats, names, colours, checks and what start() hands on.

#include <QSignalSpy>
#include <QTest>

#include "hotseat/hotseatsetup.h"
#include "testsupport.h"

using namespace dominion::app;

class TestHotSeatSetup : public QObject {
  Q_OBJECT

 private slots:
  void init();
  void starts_with_two_people();
  void seats_are_added_up_to_six_and_removed_down_to_two();
  void empty_names_take_their_placeholder();
  void kinds_switch_between_people_and_ai_levels();
  void problems_keep_the_game_from_starting();
  void start_hands_the_seats_on_and_remembers_them();
  void a_kingdom_from_the_kingdom_dialog_goes_with_the_seats();

 private:
  std::unique_ptr<dominion::test::ScratchSettings> m_settings;
};

void TestHotSeatSetup::init() {
  m_settings = std::make_unique<dominion::test::ScratchSettings>();
  QVERIFY(m_settings->isValid());
}

void TestHotSeatSetup::starts_with_two_people() {
  HotSeatSetup setup(nullptr);
  QCOMPARE(setup.seatCount(), 2);
  QCOMPARE(setup.humans(), 2);
  QVERIFY(setup.canStart());
  QVERIFY(!setup.allowUndo());
  const QList<SeatSetup> seats = setup.seats();
  QCOMPARE(seats.at(0).name, QStringLiteral("Player 1"));
  QCOMPARE(seats.at(1).name, QStringLiteral("Player 2"));
  QVERIFY(seats.at(0).colour != seats.at(1).colour);
}

void TestHotSeatSetup::seats_are_added_up_to_six_and_removed_down_to_two() {
  HotSeatSetup setup(nullptr);
  QSignalSpy changed(&setup, &HotSeatSetup::seatsChanged);
  for (int k = 0; k < 10; ++k) setup.addSeat();
  QCOMPARE(setup.seatCount(), 6);
  QVERIFY(changed.count() >= 4);
  QVERIFY(setup.canStart());  // six different colours
  for (int k = 0; k < 10; ++k) setup.removeSeat(0);
  QCOMPARE(setup.seatCount(), 2);
}

void TestHotSeatSetup::empty_names_take_their_placeholder() {
  HotSeatSetup setup(nullptr);
  setup.setName(0, QStringLiteral("  Anna "));
  setup.setName(1, QString());
  QCOMPARE(setup.seats().at(0).name, QStringLiteral("Anna"));
  QCOMPARE(setup.seats().at(1).name, QStringLiteral("Player 2"));
  setup.setName(0, QString(60, QLatin1Char('x')));
  QCOMPARE(setup.seats().at(0).name.size(), 24);
}

void TestHotSeatSetup::kinds_switch_between_people_and_ai_levels() {
  HotSeatSetup setup(nullptr);
  setup.addSeat();
  setup.setKind(1, HotSeatSetup::Hard);
  setup.setKind(2, HotSeatSetup::Easy);
  const QList<SeatSetup> seats = setup.seats();
  QVERIFY(seats.at(0).human);
  QVERIFY(!seats.at(1).human);
  QCOMPARE(seats.at(1).level, 2);
  QCOMPARE(seats.at(1).name, QStringLiteral("Alice"));
  QCOMPARE(seats.at(2).level, 0);
  QCOMPARE(seats.at(2).name, QStringLiteral("Bob"));
  QCOMPARE(setup.humans(), 1);
  auto* model = setup.seatsModel();
  QCOMPARE(model->data(model->index(1), SeatSetupModel::KindRole).toInt(), int(HotSeatSetup::Hard));
  setup.setKind(1, HotSeatSetup::Person);
  QVERIFY(setup.seats().at(1).human);
}

void TestHotSeatSetup::problems_keep_the_game_from_starting() {
  HotSeatSetup setup(nullptr);
  setup.setName(0, QStringLiteral("Anna"));
  setup.setName(1, QStringLiteral("anna"));
  QVERIFY(!setup.canStart());
  QVERIFY(setup.problem().contains(QStringLiteral("anna"), Qt::CaseInsensitive));
  QVERIFY(!setup.start());
  setup.setName(1, QStringLiteral("Ben"));
  QVERIFY(setup.canStart());
  setup.setColour(1, setup.seats().at(0).colour.name());
  QVERIFY(setup.problem().contains(QStringLiteral("colour")));
  setup.setColour(1, QStringLiteral("#123456"));
  QVERIFY(setup.canStart());
  setup.setKind(0, HotSeatSetup::Medium);
  setup.setKind(1, HotSeatSetup::Medium);
  QVERIFY(setup.problem().contains(QStringLiteral("person")));
}

void TestHotSeatSetup::start_hands_the_seats_on_and_remembers_them() {
  QList<SeatSetup> started;
  bool undo = false;
  {
    HotSeatSetup setup(nullptr);
    setup.setStartHandler(
        [&](const QList<SeatSetup>& seats, bool allowUndo, const HotSeatSetup::Kingdom&) {
          started = seats;
          undo = allowUndo;
        });
    setup.addSeat();
    setup.setName(0, QStringLiteral("Anna"));
    setup.setKind(2, HotSeatSetup::Hard);
    setup.setAllowUndo(true);
    QVERIFY(setup.start());
  }
  QCOMPARE(started.size(), 3);
  QCOMPARE(started.at(0).name, QStringLiteral("Anna"));
  QVERIFY(!started.at(2).human);
  QVERIFY(undo);
  HotSeatSetup again(nullptr);
  QCOMPARE(again.seats(), started);
  QVERIFY(again.allowUndo());
}

// Issue 18 (10): a game at one computer starts on any kingdom of the kingdom dialog.
void TestHotSeatSetup::a_kingdom_from_the_kingdom_dialog_goes_with_the_seats() {
  HotSeatSetup setup(nullptr);
  setup.resetSeats();
  QList<SeatSetup> started;
  HotSeatSetup::Kingdom kingdom;
  setup.setStartHandler([&](const QList<SeatSetup>& seats, bool, const HotSeatSetup::Kingdom& k) {
    started = seats;
    kingdom = k;
  });
  const QStringList cards{QStringLiteral("Witch"), QStringLiteral("Moat")};
  QVERIFY(setup.startWithKingdom(cards, 1, -1, 0));
  QCOMPARE(started.size(), 2);
  QCOMPARE(kingdom.cards, cards);
  QCOMPARE(kingdom.colonies, 1);
  QCOMPARE(kingdom.shelters, 0);
  QCOMPARE(kingdom.earlierVersions, false);
  QVERIFY(setup.startWithKingdom({QStringLiteral("Hoard")}, 0, -1, 0, true));
  QCOMPARE(kingdom.earlierVersions, true);
  // start() leaves the kingdom to the New game page's choice
  QVERIFY(setup.start());
  QVERIFY(kingdom.cards.isEmpty());
  QCOMPARE(kingdom.colonies, -1);
  QCOMPARE(kingdom.earlierVersions, false);
  // Nothing starts while the seats cannot
  setup.setKind(0, HotSeatSetup::Easy);
  setup.setKind(1, HotSeatSetup::Easy);
  kingdom = {};
  QVERIFY(!setup.startWithKingdom(cards, -1, -1, -1));
  QVERIFY(kingdom.cards.isEmpty());
}

QTEST_GUILESS_MAIN(TestHotSeatSetup)
#include "tst_hotseatsetup.moc"
