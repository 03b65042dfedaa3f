// Qt Quick Test runner for the QML components (tst_*.qml beside this file). Fails when a
// test fails or when any warning is printed while the tests run.

#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include <QQmlEngine>
#include <QSettings>
#include <QStandardPaths>
#include <cstdio>
#include <memory>

#include "../app/testsupport.h"
#include "appfonts.h"
#include "localization.h"
#include "pagedata.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

namespace {

std::unique_ptr<dominion::test::WarningRecorder> g_recorder;

}  // namespace

class Setup : public QObject {
  Q_OBJECT

 public slots:
  void applicationAvailable() {
    QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_qml"));
    QSettings().clear();
    QStandardPaths::setTestModeEnabled(true);  // saved kingdoms and games in a test folder
    dominion::test::seedPageData();            // what the saved-games and history pages show
    dominion::app::Localization::install(QStringLiteral("en"));
    dominion::app::installAppFonts();  // the display face the app ships, as in main()
  }

  void qmlEngineAvailable(QQmlEngine* engine) {
    // The Dominion module lives in the resources under /qt/qml (Qt 6.4 trap 3).
    engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    // Installed here, after Qt Quick Test set up its own logging, so both see every message.
    if (!g_recorder) g_recorder = std::make_unique<dominion::test::WarningRecorder>();
  }

 private:
  dominion::test::ScratchSettings m_settings;
};

int main(int argc, char** argv) {
  Setup setup;
  const int failures =
      quick_test_main_with_setup(argc, argv, "dominion_qml", QUICK_TEST_SOURCE_DIR, &setup);
  const QStringList warnings = g_recorder ? g_recorder->warnings() : QStringList();
  g_recorder.reset();
  if (!warnings.isEmpty()) {
    std::fprintf(stderr, "FAIL: %lld warning(s) while the QML tests ran:\n",
                 static_cast<long long>(warnings.size()));
    for (const QString& warning : warnings) std::fprintf(stderr, "  %s\n", qPrintable(warning));
    return failures > 0 ? failures : 1;
  }
  return failures;
}

#include "tst_qml.moc"
