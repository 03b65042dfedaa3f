// The Dominion desktop application: sets up the application, its translation and the QML
// scene; everything else lives in the Dominion QML module (dominion_app).

#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

#include "appsettings.h"
#include "game/commandline.h"
#include "game/launcher.h"
#include "localization.h"
#include "windowgeometry.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

namespace {

inline constexpr char kMainQml[] = "qrc:/qt/qml/Dominion/Main.qml";
inline constexpr char kAppIcon[] = ":/qt/qml/Dominion/assets/dominion.svg";

void describeApplication() {
  QCoreApplication::setApplicationName(QStringLiteral("Dominion"));
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-desktop"));
  QCoreApplication::setOrganizationDomain(QStringLiteral("dominion-desktop.github.io"));
  QCoreApplication::setApplicationVersion(QStringLiteral(DOMINION_VERSION));
  QGuiApplication::setApplicationDisplayName(QStringLiteral("Dominion"));
  QGuiApplication::setDesktopFileName(QStringLiteral("io.github.dominion_desktop.Dominion"));
  QGuiApplication::setWindowIcon(QIcon(QLatin1String(kAppIcon)));
}

}  // namespace

int main(int argc, char* argv[]) {
  QGuiApplication app(argc, argv);
  describeApplication();
  dominion::app::Localization::install(dominion::app::AppSettings::storedLanguage());
  // --demo, --seed, --screenshot FILE --after-moves N (see --help).
  const dominion::app::CommandLine command = dominion::app::parseCommandLine(app.arguments());
  if (command.exitNow) {
    std::fputs(qPrintable(command.output), command.outputIsError ? stderr : stdout);
    return command.exitCode;
  }

  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
  QObject::connect(
      &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
      []() { QCoreApplication::exit(EXIT_FAILURE); }, Qt::QueuedConnection);
  engine.load(QUrl(QLatin1String(kMainQml)));
  if (engine.rootObjects().isEmpty()) return EXIT_FAILURE;

  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
  if (!window) {
    qCritical("dominion: %s has no window at its root", kMainQml);
    return EXIT_FAILURE;
  }
  // The window is shown only here, once it has the size and place the player left it at.
  dominion::app::WindowGeometry::restoreAndShow(window);
  QObject::connect(&app, &QCoreApplication::aboutToQuit, window,
                   [window]() { dominion::app::WindowGeometry::save(window); });
  dominion::app::Launcher launcher(command.options, window, &engine);
  if (!launcher.start()) return 2;
  return QCoreApplication::exec();
}
