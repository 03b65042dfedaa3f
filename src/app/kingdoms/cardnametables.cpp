#include "cardnametables.h"

#include <QTranslator>

#include "cardnames.h"

namespace dominion::app {
namespace {

inline constexpr char kResourceDir[] = ":/i18n";

// English name -> translated name, for one language.
using Table = QHash<QString, QString>;

Table loadTable(const QString& language) {
  Table table;
  QTranslator translator;
  if (!translator.load(QStringLiteral("dominion_") + language, QLatin1String(kResourceDir))) {
    qWarning("CardNameTables: no translation for \"%s\" in %s", qPrintable(language), kResourceDir);
    return table;
  }
  for (const char* source : cardNameSources()) {
    const QString translated = translator.translate("CardName", source);
    if (!translated.isEmpty()) table.insert(QString::fromUtf8(source), translated);
  }
  return table;
}

const QHash<QString, Table>& tables() {
  static const QHash<QString, Table> all = [] {
    QHash<QString, Table> out;
    for (const QString& language : CardNameTables::languages())
      out.insert(language, loadTable(language));
    return out;
  }();
  return all;
}

}  // namespace

QStringList CardNameTables::languages() { return {QStringLiteral("de"), QStringLiteral("fr")}; }

QString CardNameTables::nameIn(const QString& language, const QString& english) {
  const auto table = tables().constFind(language);
  if (table == tables().constEnd()) return english;
  return table->value(english, english);
}

const QHash<QString, QStringList>& CardNameTables::otherNames() {
  static const QHash<QString, QStringList> names = [] {
    QHash<QString, QStringList> out;
    for (const char* source : cardNameSources()) {
      const QString english = QString::fromUtf8(source);
      QStringList others;
      for (const QString& language : languages()) {
        const QString name = nameIn(language, english);
        if (name != english && !others.contains(name)) others.append(name);
      }
      out.insert(english, others);
    }
    return out;
  }();
  return names;
}

const std::vector<dom::CardAlias>& CardNameTables::aliases() {
  static const std::vector<dom::CardAlias> all = [] {
    std::vector<dom::CardAlias> out;
    for (const char* source : cardNameSources()) {
      const QString english = QString::fromUtf8(source);
      for (const QString& name : otherNames().value(english))
        out.push_back({name.toStdString(), english.toStdString()});
    }
    return out;
  }();
  return all;
}

QString CardNameTables::fold(const QString& text) {
  QString out;
  out.reserve(text.size());
  const QString decomposed = text.normalized(QString::NormalizationForm_KD);
  bool space = false;
  for (const QChar c : decomposed) {
    if (c.category() == QChar::Mark_NonSpacing) continue;
    if (c.isSpace()) {
      space = !out.isEmpty();
      continue;
    }
    if (space) out.append(u' ');
    space = false;
    if (c == u'ß') {
      out.append(QStringLiteral("ss"));
    } else {
      out.append(c.toLower());
    }
  }
  return out;
}

}  // namespace dominion::app
