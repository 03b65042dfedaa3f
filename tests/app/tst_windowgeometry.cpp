// The window comes back where and how large the player left it, and always on screen.

#include <QScreen>
#include <QWindow>
#include <QtTest>

#include "testsupport.h"
#include "windowgeometry.h"

using dominion::app::WindowGeometry;

class TestWindowGeometry : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init() { QSettings().clear(); }
  void fittedKeepsARectThatFits();
  void fittedMovesAnOffscreenRectBack();
  void fittedShrinksATooLargeRect();
  void firstPlacementCentresTheWindowOnALargeScreen();
  void firstPlacementShrinksTheWindowToASmallScreen();
  void savedSizeIsRestored();
  void maximizedWindowComesBackMaximizedWithItsNormalSize();
  void withoutSavedDataTheWindowTakesItsFirstPlacement();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestWindowGeometry::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_windowgeometry"));
}

void TestWindowGeometry::fittedKeepsARectThatFits() {
  const QRect screen(0, 0, 1920, 1080);
  QCOMPARE(WindowGeometry::fitted(QRect(100, 50, 1280, 800), screen), QRect(100, 50, 1280, 800));
}

void TestWindowGeometry::fittedMovesAnOffscreenRectBack() {
  const QRect screen(0, 0, 1920, 1080);
  QCOMPARE(WindowGeometry::fitted(QRect(3000, -200, 1280, 800), screen), QRect(640, 0, 1280, 800));
}

void TestWindowGeometry::firstPlacementCentresTheWindowOnALargeScreen() {
  const QRect screen(0, 0, 1920, 1080);
  // Issue 18 (7): the window uses the screen, nine tenths of it.
  QCOMPARE(WindowGeometry::firstPlacement(QSize(1280, 820), screen), QRect(96, 54, 1728, 972));
  QCOMPARE(WindowGeometry::firstPlacement(QSize(1280, 820), QRect(0, 0, 3840, 2160)),
           QRect(192, 108, 3456, 1944));
}

void TestWindowGeometry::firstPlacementShrinksTheWindowToASmallScreen() {
  // A 1366x768 laptop with a 32-pixel panel at the top.
  const QRect screen(0, 32, 1366, 736);
  QCOMPARE(WindowGeometry::firstPlacement(QSize(1280, 820), screen), QRect(43, 32, 1280, 736));
}

void TestWindowGeometry::fittedShrinksATooLargeRect() {
  const QRect screen(0, 0, 1280, 720);
  QCOMPARE(WindowGeometry::fitted(QRect(10, 10, 2560, 1440), screen), QRect(0, 0, 1280, 720));
}

void TestWindowGeometry::savedSizeIsRestored() {
  QWindow first;
  first.resize(700, 520);
  WindowGeometry::save(&first);

  QWindow second;
  second.resize(400, 300);
  WindowGeometry::restoreAndShow(&second);
  QVERIFY(second.isVisible());
  QCOMPARE(second.size(), QSize(700, 520));
}

// Issue 18 (7): a window closed maximized opens maximized; its size before that is kept for
// when it is restored.
void TestWindowGeometry::maximizedWindowComesBackMaximizedWithItsNormalSize() {
  QWindow normal;
  normal.resize(700, 520);
  WindowGeometry::save(&normal);
  QWindow maximized;
  maximized.resize(700, 520);
  maximized.setWindowStates(Qt::WindowMaximized);
  WindowGeometry::save(&maximized);
  QVERIFY(QSettings().value(QStringLiteral("window/maximized")).toBool());

  QWindow next;
  next.resize(400, 300);
  WindowGeometry::restoreAndShow(&next);
  QVERIFY(next.isVisible());
  QVERIFY(next.windowStates().testFlag(Qt::WindowMaximized));

  // Closed normal again: the next window is not maximized.
  next.setWindowStates(Qt::WindowNoState);
  next.resize(700, 520);
  WindowGeometry::save(&next);
  QWindow last;
  WindowGeometry::restoreAndShow(&last);
  QVERIFY(!last.windowStates().testFlag(Qt::WindowMaximized));
  QCOMPARE(last.size(), QSize(700, 520));
}

void TestWindowGeometry::withoutSavedDataTheWindowTakesItsFirstPlacement() {
  QWindow window;
  window.resize(600, 400);
  WindowGeometry::restoreAndShow(&window);
  QVERIFY(window.isVisible());
  QCOMPARE(
      window.size(),
      WindowGeometry::firstPlacement(QSize(600, 400), window.screen()->availableGeometry()).size());
  QVERIFY(window.width() >= 600 && window.height() >= 400);
}

QTEST_MAIN(TestWindowGeometry)
#include "tst_windowgeometry.moc"
