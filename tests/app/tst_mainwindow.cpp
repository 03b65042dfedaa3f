// The application window opens headless, without QML warnings, in every language.

#include <QtQml/qqmlextensionplugin.h>

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>
#include <memory>

#include "appsettings.h"
#include "localization.h"
#include "quicksupport.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::AppSettings;
using dominion::app::Localization;

class TestMainWindow : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  void opensWithoutWarnings();
  void menuShowsTranslatedStrings_data();
  void menuShowsTranslatedStrings();
  void languageSettingRetranslatesLive();
  void menuButtonsOpenTheirPages();

 private:
  // Loads Main.qml, shows its window and waits until it is exposed.
  QQuickWindow* openWindow();
  QString textOf(const char* objectName) const;
  QQuickItem* find(const char* objectName) const;

  dominion::test::ScratchSettings m_settings;
  std::unique_ptr<dominion::test::WarningRecorder> m_recorder;
  std::unique_ptr<QQmlApplicationEngine> m_engine;
  QQuickWindow* m_window = nullptr;
};

void TestMainWindow::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
}

void TestMainWindow::init() {
  QSettings().clear();
  Localization::install(QStringLiteral("en"));
  m_recorder = std::make_unique<dominion::test::WarningRecorder>();
}

void TestMainWindow::cleanup() {
  m_window = nullptr;
  m_engine.reset();
  m_recorder.reset();
}

QQuickWindow* TestMainWindow::openWindow() {
  m_engine = std::make_unique<QQmlApplicationEngine>();
  m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
  m_engine->load(QUrl(QStringLiteral("qrc:/qt/qml/Dominion/Main.qml")));
  if (m_engine->rootObjects().isEmpty()) return nullptr;
  m_window = qobject_cast<QQuickWindow*>(m_engine->rootObjects().constFirst());
  if (!m_window) return nullptr;
  m_window->show();
  if (!QTest::qWaitForWindowExposed(m_window)) return nullptr;
  return m_window;
}

QQuickItem* TestMainWindow::find(const char* objectName) const {
  return dominion::test::findItem(m_window->contentItem(), QLatin1String(objectName));
}

QString TestMainWindow::textOf(const char* objectName) const {
  QQuickItem* item = find(objectName);
  return item ? item->property("text").toString() : QStringLiteral("<no %1>").arg(objectName);
}

void TestMainWindow::opensWithoutWarnings() {
  QQuickWindow* window = openWindow();
  QVERIFY2(window, "Main.qml created no window");
  QCOMPARE(textOf("newGameButton"), QStringLiteral("New game"));

  const QImage frame = window->grabWindow();
  QVERIFY(!frame.isNull());
  QCOMPARE(frame.size(), window->size() * window->devicePixelRatio());
  QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
}

void TestMainWindow::menuShowsTranslatedStrings_data() {
  QTest::addColumn<QString>("language");
  QTest::addColumn<QString>("newGame");
  QTest::addColumn<QString>("settings");
  QTest::addColumn<QString>("quit");
  QTest::newRow("English") << "en" << "New game" << "Settings" << "Quit";
  QTest::newRow("German") << "de" << "Neues Spiel" << "Einstellungen" << "Beenden";
  QTest::newRow("French") << "fr" << "Nouvelle partie" << "Paramètres" << "Quitter";
}

void TestMainWindow::menuShowsTranslatedStrings() {
  QFETCH(QString, language);
  QCOMPARE(Localization::install(language), language);
  QVERIFY(openWindow());
  QTEST(textOf("newGameButton"), "newGame");
  QTEST(textOf("settingsButton"), "settings");
  QTEST(textOf("quitButton"), "quit");
  QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
}

void TestMainWindow::languageSettingRetranslatesLive() {
  QVERIFY(openWindow());
  const int typeId = qmlTypeId("Dominion", 1, 0, "AppSettings");
  QVERIFY(typeId >= 0);
  auto* settings = m_engine->singletonInstance<AppSettings*>(typeId);
  QVERIFY(settings);

  settings->setLanguage(QStringLiteral("de"));
  QCOMPARE(textOf("newGameButton"), QStringLiteral("Neues Spiel"));
  settings->setLanguage(QStringLiteral("fr"));
  QCOMPARE(textOf("newGameButton"), QStringLiteral("Nouvelle partie"));
  settings->setLanguage(QStringLiteral("en"));
  QCOMPARE(textOf("newGameButton"), QStringLiteral("New game"));
  QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
}

void TestMainWindow::menuButtonsOpenTheirPages() {
  QVERIFY(openWindow());
  QQuickItem* stack = find("pageStack");
  QVERIFY(stack);

  QTest::mouseClick(m_window, Qt::LeftButton, {},
                    find("settingsButton")->mapToScene(QPointF(20, 20)).toPoint());
  QTRY_VERIFY(find("settingsPage"));
  QTRY_COMPARE(stack->property("depth").toInt(), 2);
  QTRY_VERIFY(!stack->property("busy").toBool());
  QTest::keyClick(m_window, Qt::Key_Escape);
  QTRY_COMPARE(stack->property("depth").toInt(), 1);
  QTRY_VERIFY(!stack->property("busy").toBool());

  QTest::mouseClick(m_window, Qt::LeftButton, {},
                    find("newGameButton")->mapToScene(QPointF(20, 20)).toPoint());
  QTRY_VERIFY(find("newGamePage"));
  QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
