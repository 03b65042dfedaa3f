// In a game of several people at one computer, no frame the window renders during a hand-over
// shows the next person's hand, and no frame shows a hand to anyone but its owner. The real
// window (Main.qml, offscreen) plays a game of three people through the table's intents; before
// every frame (QQuickWindow::afterAnimating: on the GUI thread, right before the scene is handed
// to the renderer) the test reads what that frame will show:
// - while the "pass to" screen is up, it is visible over the whole window and the hand area
//   shows no card;
// - otherwise each card that appears in the hand area belongs to the seat whose eyes are on the
//   screen (a card passed away by Masquerade may stay in view while it leaves).
#include <QtQml/qqmlextensionplugin.h>

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>
#include <map>
#include <memory>
#include <set>

#include "engine/view.hpp"
#include "game/gamecontroller.h"
#include "game/gametestsupport.h"
#include "hotseat/handovergate.h"
#include "localization.h"
#include "playthroughintents.h"
#include "quicksupport.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using namespace dominion::app;
using dominion::test::findItem;
using dominion::test::person;

namespace {

const QStringList kKingdom = {"Militia",     "Moat",    "Masquerade", "Minion",    "Torturer",
                              "Throne Room", "Library", "Sentry",     "Courtyard", "Witch"};

// Whether the item is drawn: visible and not faded out, nor any of its parents.
bool drawn(const QQuickItem* item) {
  for (; item; item = item->parentItem())
    if (!item->isVisible() || item->opacity() <= 0.0) return false;
  return true;
}

// The cards the hand area draws, by instance.
std::set<int> cardsDrawnIn(QQuickItem* hand) {
  std::set<int> out;
  if (!hand) return out;
  std::function<void(QQuickItem*)> visit = [&](QQuickItem* item) {
    if (item->objectName().startsWith(QLatin1String("handCard_")) && drawn(item))
      out.insert(item->property("inst").toInt());
    for (QQuickItem* child : item->childItems()) visit(child);
  };
  visit(hand);
  return out;
}

}  // namespace

class TestHandOverFrames : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void no_frame_shows_a_hand_to_anyone_but_its_owner();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestHandOverFrames::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_handoverframes"));
  Localization::install(QStringLiteral("en"));
}

void TestHandOverFrames::no_frame_shows_a_hand_to_anyone_but_its_owner() {
  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
  engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Dominion/Main.qml")));
  QVERIFY(!engine.rootObjects().isEmpty());
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
  QVERIFY(window);
  window->resize(1366, 768);
  window->show();
  QVERIFY(QTest::qWaitForWindowExposed(window));
  const int type = qmlTypeId("Dominion", 1, 0, "GameController");
  auto* c = engine.singletonInstance<GameController*>(type);
  QVERIFY(c);
  c->setMoveDelayOverride(0);
  HandOverGate* gate = c->handOverGate();

  c->newSeatedGame({person("Anna", 0), person("Ben", 1), person("Cleo", 2)}, kKingdom, 31);
  QVERIFY(gate->passPending());

  int frames = 0, framesBehindPassScreen = 0;
  QStringList problems;
  std::set<int> lastDrawn;
  int lastViewer = -2;
  connect(window, &QQuickWindow::afterAnimating, this, [&]() {
    ++frames;
    QQuickItem* root = window->contentItem();
    QQuickItem* hand = findItem(root, QStringLiteral("hand"));
    QQuickItem* passScreen = findItem(root, QStringLiteral("passScreen"));
    const std::set<int> shown = cardsDrawnIn(hand);
    auto report = [&](const QString& p) {
      if (problems.size() < 5) problems << QStringLiteral("frame %1: %2").arg(frames).arg(p);
    };
    if (gate->passPending()) {
      ++framesBehindPassScreen;
      if (!passScreen || !drawn(passScreen) || passScreen->width() < root->width() ||
          passScreen->height() < root->height())
        report(QStringLiteral("the pass screen does not cover the window"));
      if (!shown.empty())
        report(QStringLiteral("%1 hand cards drawn behind the pass screen").arg(shown.size()));
    } else {
      const int viewer = gate->viewer();
      for (int inst : shown) {
        // A card that was already in view of this viewer may be leaving (Masquerade's pass).
        if (viewer == lastViewer && lastDrawn.count(inst)) continue;
        const dom::Location at = c->game().s.instLoc[size_t(inst)];
        if (at.owner != viewer)
          report(QStringLiteral("card %1 of seat %2 drawn in the hand of seat %3")
                     .arg(inst)
                     .arg(at.owner)
                     .arg(viewer));
      }
      lastViewer = viewer;
    }
    lastDrawn = shown;
  });

  // Plays as the people at the table would: each takes the screen, then makes their moves.
  std::map<int, std::unique_ptr<dominion::test::Explorer>> brains;
  int handOvers = 0;
  QElapsedTimer clock;
  clock.start();
  while (!c->over() && handOvers < 24 && clock.elapsed() < 40000 && problems.isEmpty()) {
    if (gate->passPending()) {
      QTest::qWait(30);  // a few frames with the screen up
      gate->accept();
      ++handOvers;
      continue;
    }
    if (!c->humanToAct()) {
      QTest::qWait(5);
      continue;
    }
    const int seat = c->humanSeat();
    auto& brain = brains[seat];
    if (!brain) brain = std::make_unique<dominion::test::Explorer>(200 + uint64_t(seat));
    const dom::Move m = brain->decide(dom::view(c->game(), dom::PlayerId(seat)));
    QString why;
    if (!dominion::test::playThroughIntents(*c, m, &why)) problems << why;
    QTest::qWait(5);  // let the move's frames render
  }
  disconnect(window, nullptr, this, nullptr);
  qInfo("%d frames, %d with the pass screen up, %d hand-overs", frames, framesBehindPassScreen,
        handOvers);
  QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
  QVERIFY(handOvers >= 12);
  QVERIFY(framesBehindPassScreen > 0);
}

QTEST_MAIN(TestHandOverFrames)
#include "tst_handoverframes.moc"
