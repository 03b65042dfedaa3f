#include "localization.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace dominion::app {
namespace {

inline constexpr char kTranslatorName[] = "dominion-translator";
inline constexpr char kResourceDir[] = ":/i18n";

// The source strings are English; English's translator holds only the plural forms of the
// messages with a count (translations/dominion_en.ts).
QString languageOf(const QString& uiLanguage) {
  const QString lang = QLocale(uiLanguage).name().section(u'_', 0, 0);
  if (lang == u"de" || lang == u"fr" || lang == u"en") return lang;
  return {};
}

void removeInstalledTranslator(QCoreApplication* app) {
  auto* old = app->findChild<QTranslator*>(QLatin1String(kTranslatorName),
                                           Qt::FindDirectChildrenOnly);
  if (!old) return;
  QCoreApplication::removeTranslator(old);
  delete old;
}

}  // namespace

QStringList Localization::supportedCodes() {
  return {QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

bool Localization::isSupported(const QString& code) { return supportedCodes().contains(code); }

QString Localization::resolve(const QString& code) {
  if (!code.isEmpty()) return isSupported(code) ? code : QStringLiteral("en");
  for (const QString& uiLanguage : QLocale::system().uiLanguages()) {
    const QString lang = languageOf(uiLanguage);
    if (!lang.isEmpty()) return lang;
  }
  return QStringLiteral("en");
}

QString Localization::install(const QString& code) {
  auto* app = QCoreApplication::instance();
  Q_ASSERT_X(app, "Localization::install", "needs a QCoreApplication");
  const QString lang = resolve(code);
  removeInstalledTranslator(app);
  auto* translator = new QTranslator(app);
  translator->setObjectName(QLatin1String(kTranslatorName));
  const QString file = QStringLiteral("dominion_") + lang;
  if (!translator->load(file, QLatin1String(kResourceDir))) {
    qWarning("Localization: no translation %s in %s; using English", qPrintable(file),
             kResourceDir);
    delete translator;
    return QStringLiteral("en");
  }
  QCoreApplication::installTranslator(translator);
  return lang;
}

}  // namespace dominion::app
