// Settings read back (QSettings, an INI file on Linux): the file may have been edited by hand,
// damaged, or written by another version. Whatever it holds, every part of the app that reads
// settings starts with values it can use: the preferences, the new-game choices, the kingdom
// dialog's options and cards, the hot-seat table and the window's place on the screen.
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWindow>

#include "appcontroller.h"
#include "appsettings.h"
#include "fuzzcheck.h"
#include "hotseat/hotseatsetup.h"
#include "kingdoms/kingdombuilder.h"
#include "qtfuzz.h"
#include "windowgeometry.h"

using namespace dominion::app;

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  static QTemporaryDir config;
  qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
  qputenv("QT_QPA_PLATFORM", "offscreen");
  startQt<QGuiApplication>(argc, argv);
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-desktop"));
  QCoreApplication::setApplicationName(QStringLiteral("Dominion"));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // One file, rewritten each time with a later modification time: QSettings keeps the files it
  // has read and reads one again when its size or time changed.
  static QDateTime stamp = QDateTime::currentDateTimeUtc();
  stamp = stamp.addSecs(1);
  const QString path = QSettings().fileName();
  FUZZ_CHECK(writeFile(path, QByteArray(reinterpret_cast<const char*>(data), qsizetype(size))));
  {
    QFile f(path);
    FUZZ_CHECK(f.open(QIODevice::ReadWrite));
    FUZZ_CHECK(f.setFileTime(stamp, QFileDevice::FileModificationTime));
  }

  const AppSettings settings;
  FUZZ_CHECK(settings.animationSpeed() >= AppSettings::Slow &&
             settings.animationSpeed() <= AppSettings::Instant);
  FUZZ_CHECK(settings.cardSize() >= AppSettings::Small &&
             settings.cardSize() <= AppSettings::Large);
  FUZZ_CHECK(settings.soundVolume() >= 0 && settings.soundVolume() <= 100);
  const QString language = AppSettings::storedLanguage();
  FUZZ_CHECK(language.isEmpty() || language == u"en" || language == u"de" || language == u"fr");

  const AppController controller;
  FUZZ_CHECK(controller.opponentCount() >= controller.minOpponents() &&
             controller.opponentCount() <= controller.maxOpponents());
  FUZZ_CHECK(controller.aiLevel() >= 0 && controller.aiLevel() <= 2);

  const KingdomBuilder builder;
  FUZZ_CHECK(builder.cardCount() >= 1 && builder.cardCount() <= 10);
  FUZZ_CHECK(builder.maxPerSet() >= 0 && builder.maxPerSet() <= 10);

  const HotSeatSetup hotSeat(nullptr);
  FUZZ_CHECK(hotSeat.seatCount() >= kMinSeats && hotSeat.seatCount() <= kMaxSeats);

  QWindow window;
  window.resize(1280, 800);
  WindowGeometry::restoreAndShow(&window);
  const QRect screen = window.screen()->availableGeometry();
  FUZZ_CHECK(window.width() > 0 && window.height() > 0);
  FUZZ_CHECK(window.width() <= std::max(screen.width(), window.minimumWidth()));
  FUZZ_CHECK(window.height() <= std::max(screen.height(), window.minimumHeight()));
  window.close();

  return 0;
}
