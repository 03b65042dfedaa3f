// Every QML file of the app compiles with the QML modules installed (a missing package shows
// as "module … is not installed"), and every page and dialog opens, its file dialogs and
// popups included, without a QML warning (issue 18, item 3: a file dialog needed
// Qt.labs.folderlistmodel only once it opened).

#include <QtQml/qqmlextensionplugin.h>

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtTest>
#include <memory>

#include "localization.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::Localization;

namespace {

const QString kModuleDir = QStringLiteral(":/qt/qml/Dominion");

// The module's QML files, as paths below kModuleDir ("table/Card.qml").
QStringList qmlFiles() {
  QStringList out;
  QDirIterator it(kModuleDir, {QStringLiteral("*.qml")}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) out.append(it.next().mid(kModuleDir.size() + 1));
  out.sort();
  return out;
}

QUrl urlOf(const QString& file) { return QUrl(QStringLiteral("qrc:/qt/qml/Dominion/") + file); }

// "pragma Singleton" files are made by the engine, once, when first used.
QString singletonName(const QString& file) {
  QFile f(kModuleDir + u'/' + file);
  if (!f.open(QIODevice::ReadOnly)) return {};
  if (!f.readAll().contains("pragma Singleton")) return {};
  return QFileInfo(file).baseName();
}

bool isRequiredPropertyError(const QQmlError& e) {
  return e.description().contains(QStringLiteral("Required property"));
}

// The objects below `root` whose class is a file dialog, a message dialog or a popup.
QList<QObject*> openables(QObject* root, const char* className) {
  QList<QObject*> out;
  for (QObject* o : root->findChildren<QObject*>())
    if (o->inherits(className)) out.append(o);
  return out;
}

}  // namespace

class TestQmlFiles : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  void every_qml_file_compiles_data();
  void every_qml_file_compiles();
  void every_page_and_dialog_opens_without_warnings_data();
  void every_page_and_dialog_opens_without_warnings();

 private:
  dominion::test::ScratchSettings m_settings;
  std::unique_ptr<dominion::test::WarningRecorder> m_recorder;
  std::unique_ptr<QQmlEngine> m_engine;
  std::unique_ptr<QQuickWindow> m_window;
};

void TestQmlFiles::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_qmlfiles"));
  QStandardPaths::setTestModeEnabled(true);
  QSettings().clear();
  QVERIFY2(qmlFiles().size() > 50, "the QML files are not in the resources");
}

void TestQmlFiles::init() {
  Localization::install(QStringLiteral("en"));
  m_engine = std::make_unique<QQmlEngine>();
  m_engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
  m_window = std::make_unique<QQuickWindow>();
  m_window->resize(1600, 1000);
  m_window->show();
  QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
  m_recorder = std::make_unique<dominion::test::WarningRecorder>();
}

void TestQmlFiles::cleanup() {
  m_window.reset();
  m_engine.reset();
  m_recorder.reset();
}

void TestQmlFiles::every_qml_file_compiles_data() {
  QTest::addColumn<QString>("file");
  for (const QString& f : qmlFiles()) QTest::newRow(qPrintable(f)) << f;
}

// Compiling resolves the imports: a module that is not installed is an error here.
void TestQmlFiles::every_qml_file_compiles() {
  QFETCH(QString, file);
  if (const QString singleton = singletonName(file); !singleton.isEmpty()) {
    // Made by the engine where a file uses it.
    QQmlComponent user(m_engine.get());
    user.setData(QStringLiteral("import QtQml\nimport Dominion\nQtObject { property var it: %1 }")
                     .arg(singleton)
                     .toUtf8(),
                 QUrl(QStringLiteral("qrc:/user.qml")));
    QVERIFY2(user.isReady(), qPrintable(user.errorString()));
    std::unique_ptr<QObject> object(user.create());
    QVERIFY(object);
    QVERIFY(object->property("it").value<QObject*>());
    QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
    return;
  }
  QQmlComponent component(m_engine.get(), urlOf(file));
  QTRY_VERIFY(!component.isLoading());
  QVERIFY2(component.isReady(), qPrintable(component.errorString()));
  QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
}

void TestQmlFiles::every_page_and_dialog_opens_without_warnings_data() {
  QTest::addColumn<QString>("file");
  // The pages and dialogs: made by the app on their own, without required properties.
  for (const QString& f : qmlFiles()) QTest::newRow(qPrintable(f)) << f;
}

// Each file that stands on its own (no required properties) is made in a window, and its file
// dialogs and popups are opened.
void TestQmlFiles::every_page_and_dialog_opens_without_warnings() {
  QFETCH(QString, file);
  if (!singletonName(file).isEmpty()) QSKIP("a singleton: every_qml_file_compiles made it");
  QQmlComponent component(m_engine.get(), urlOf(file));
  QTRY_VERIFY(!component.isLoading());
  QVERIFY2(component.isReady(), qPrintable(component.errorString()));
  std::unique_ptr<QObject> object(component.beginCreate(m_engine->rootContext()));
  QVERIFY2(object, qPrintable(component.errorString()));
  // In the window before its bindings settle, as where the app makes it.
  if (auto* item = qobject_cast<QQuickItem*>(object.get())) {
    item->setParentItem(m_window->contentItem());
    item->setSize(m_window->size());
  } else if (object->inherits("QQuickPopup")) {
    object->setProperty("parent", QVariant::fromValue(m_window->contentItem()));
  }
  component.completeCreate();
  const QList<QQmlError> errors = component.errors();
  if (!errors.isEmpty() && std::all_of(errors.begin(), errors.end(), isRequiredPropertyError)) {
    // Its bindings ran without what its users give it: their warnings say nothing.
    m_recorder->clear();
    QSKIP("made by its users, with its required properties");
  }
  QVERIFY2(errors.isEmpty(), qPrintable(component.errorString()));
  if (auto* window = qobject_cast<QQuickWindow*>(object.get())) window->show();
  QTest::qWait(50);

  int fileDialogs = 0;
  for (const char* kind :
       {"QQuickFileDialog", "QQuickFolderDialog", "QQuickMessageDialog", "QQuickPopup"}) {
    for (QObject* dialog : openables(object.get(), kind)) {
      // A file dialog opens in the window of its parent item.
      if (dialog->property("parentWindow").isValid())
        dialog->setProperty("parentWindow", QVariant::fromValue<QWindow*>(m_window.get()));
      if (dialog->inherits("QQuickFileDialog")) ++fileDialogs;
      QVERIFY(QMetaObject::invokeMethod(dialog, "open"));
      QTest::qWait(100);
      QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
      QTest::qWait(20);
    }
  }
  // The library's export dialog is the one that once needed Qt.labs.folderlistmodel.
  if (file == QStringLiteral("kingdoms/KingdomLibraryPage.qml")) QVERIFY(fileDialogs >= 1);
  QVERIFY2(m_recorder->warnings().isEmpty(), qPrintable(m_recorder->warnings().join('\n')));
}

QTEST_MAIN(TestQmlFiles)
#include "tst_qmlfiles.moc"
