#pragma once

#include <QString>
#include <QStringList>

namespace dominion::app {

// Chooses and installs the application's translation.
//
// A language code is "" (follow the system), "en", "de" or "fr". The translation is installed
// on the QCoreApplication; installing another language replaces it. QML text updates after
// the caller runs QQmlEngine::retranslate().
class Localization {
 public:
  // Codes the settings accept, "" (system) first.
  static QStringList supportedCodes();
  static bool isSupported(const QString& code);

  // The concrete language ("en", "de" or "fr") that `code` stands for on this system.
  static QString resolve(const QString& code);

  // Installs the translation for `code`; returns the concrete language now in use.
  // Must be called on the GUI thread after the QCoreApplication exists.
  static QString install(const QString& code);
};

}  // namespace dominion::app
