#include "appfonts.h"

#include <QFontDatabase>
#include <QString>

namespace dominion::app {

int installAppFonts() {
  static const int installed = [] {
    // The Qt resources of src/app/CMakeLists.txt (dominion_fonts).
    const char* const faces[] = {"EBGaramond-Regular", "EBGaramond-Italic", "EBGaramond-SemiBold",
                                 "EBGaramond-Bold"};
    int added = 0;
    for (const char* face : faces) {
      const QString path = QStringLiteral(":/fonts/%1.otf").arg(QLatin1String(face));
      if (QFontDatabase::addApplicationFont(path) >= 0)
        ++added;
      else
        qWarning("installAppFonts: could not add %s", qPrintable(path));
    }
    return added;
  }();
  return installed;
}

}  // namespace dominion::app
