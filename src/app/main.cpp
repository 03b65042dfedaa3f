// The Dominion desktop application: sets up the application, its translation and the QML
// scene; everything else lives in the Dominion QML module (dominion_app).

#include <QtQml/qqmlextensionplugin.h>

#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QUrl>
#include <cstdio>

#include "appfonts.h"
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

// Without any display, Qt would abort with a message about platform plugins. --help and
// --version need no window: they are answered without one. Anything else says what is missing.
bool prepareDisplay(int argc, char* argv[]) {
  if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM") || qEnvironmentVariableIsSet("DISPLAY") ||
      qEnvironmentVariableIsSet("WAYLAND_DISPLAY"))
    return true;
  for (int i = 1; i < argc; ++i) {
    const QByteArray arg(argv[i]);
    if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" ||
        arg == "--version") {
      qputenv("QT_QPA_PLATFORM", "minimal");
      return true;
    }
  }
  std::fputs(
      "dominion: there is no display to show the game on (DISPLAY and WAYLAND_DISPLAY are "
      "unset).\nStart it from a desktop session, or without a screen with "
      "QT_QPA_PLATFORM=offscreen.\n",
      stderr);
  return false;
}

}  // namespace

int main(int argc, char* argv[]) {
  if (!prepareDisplay(argc, argv)) return EXIT_FAILURE;
  QGuiApplication app(argc, argv);
  describeApplication();
  dominion::app::Localization::install(dominion::app::AppSettings::storedLanguage());
  // --demo, --seed, --screenshot FILE --after-moves N (see --help).
  const dominion::app::CommandLine command = dominion::app::parseCommandLine(app.arguments());
  if (command.exitNow) {
    std::fputs(qPrintable(command.output), command.outputIsError ? stderr : stdout);
    return command.exitCode;
  }
  // After --help and --version: their display-less platform takes no fonts and would say so.
  dominion::app::installAppFonts();

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
