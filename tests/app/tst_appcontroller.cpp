// AppController keeps a valid game setup, remembers it, and announces the start of a game.

#include <QtTest>

#include "appcontroller.h"
#include "testsupport.h"

using dominion::app::AppController;

class TestAppController : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init() { QSettings().clear(); }
  void defaultSetup();
  void startAnnouncesTheSetup();
  void startRemembersTheSetup();
  void rejectsImpossibleOpponentCounts();
  void rejectsUnknownLevelAndKingdom();
  void ignoresCorruptSavedSetup();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestAppController::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_appcontroller"));
}

void TestAppController::defaultSetup() {
  const AppController controller;
  QCOMPARE(controller.opponentCount(), 1);
  QCOMPARE(controller.aiLevel(), int(AppController::Medium));
  QCOMPARE(controller.kingdom(), int(AppController::FirstGame));
  QCOMPARE(AppController::minOpponents(), 1);
  QCOMPARE(AppController::maxOpponents(), 5);
}

void TestAppController::startAnnouncesTheSetup() {
  AppController controller;
  QSignalSpy spy(&controller, &AppController::newGameRequested);
  controller.setOpponentCount(3);
  controller.setAiLevel(AppController::Hard);
  controller.setKingdom(AppController::Random);
  controller.startNewGame();
  QCOMPARE(spy.count(), 1);
  const QList<QVariant> args = spy.takeFirst();
  QCOMPARE(args.at(0).toInt(), 3);
  QCOMPARE(args.at(1).toInt(), int(AppController::Hard));
  QCOMPARE(args.at(2).toInt(), int(AppController::Random));
}

void TestAppController::startRemembersTheSetup() {
  {
    AppController controller;
    controller.setOpponentCount(5);
    controller.setAiLevel(AppController::Easy);
    controller.setKingdom(AppController::Random);
    controller.startNewGame();
  }
  const AppController next;
  QCOMPARE(next.opponentCount(), 5);
  QCOMPARE(next.aiLevel(), int(AppController::Easy));
  QCOMPARE(next.kingdom(), int(AppController::Random));
}

void TestAppController::rejectsImpossibleOpponentCounts() {
  AppController controller;
  QSignalSpy spy(&controller, &AppController::opponentCountChanged);
  QTest::ignoreMessage(QtWarningMsg, "AppController: 0 opponents is not possible; choose 1 to 5");
  controller.setOpponentCount(0);
  QTest::ignoreMessage(QtWarningMsg, "AppController: 6 opponents is not possible; choose 1 to 5");
  controller.setOpponentCount(6);
  QCOMPARE(controller.opponentCount(), 1);
  QCOMPARE(spy.count(), 0);
}

void TestAppController::rejectsUnknownLevelAndKingdom() {
  AppController controller;
  QTest::ignoreMessage(QtWarningMsg,
                       "AppController: unknown AI level 3; use Easy (0), Medium (1) or Hard (2)");
  controller.setAiLevel(3);
  QTest::ignoreMessage(QtWarningMsg,
                       "AppController: unknown kingdom choice -1; use FirstGame (0) or Random (1)");
  controller.setKingdom(-1);
  QCOMPARE(controller.aiLevel(), int(AppController::Medium));
  QCOMPARE(controller.kingdom(), int(AppController::FirstGame));
}

void TestAppController::ignoresCorruptSavedSetup() {
  {
    QSettings raw;
    raw.setValue("newGame/opponents", 42);
    raw.setValue("newGame/aiLevel", "expert");
    raw.setValue("newGame/kingdom", 9);
  }
  const AppController controller;
  QCOMPARE(controller.opponentCount(), 1);
  QCOMPARE(controller.aiLevel(), int(AppController::Medium));
  QCOMPARE(controller.kingdom(), int(AppController::FirstGame));
}

QTEST_GUILESS_MAIN(TestAppController)
#include "tst_appcontroller.moc"
