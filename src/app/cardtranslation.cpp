#include <QCoreApplication>
#include <algorithm>

#include "cardnames.h"
#include "cardtexts.h"

namespace dominion::app {
namespace {

bool contains(std::span<const char* const> sources, const QByteArray& utf8) {
  return std::any_of(sources.begin(), sources.end(),
                     [&utf8](const char* source) { return utf8 == source; });
}

QString translated(const char* context, std::span<const char* const> sources,
                   const QString& english) {
  const QByteArray utf8 = english.toUtf8();
  if (!contains(sources, utf8)) {
    qWarning("%s: no entry for \"%s\"; showing it untranslated", context, utf8.constData());
    return english;
  }
  return QCoreApplication::translate(context, utf8.constData());
}

}  // namespace

QString translatedCardName(const QString& englishName) {
  return translated("CardName", cardNameSources(), englishName);
}

QString translatedCardType(const QString& englishType) {
  return translated("CardType", cardTypeSources(), englishType);
}

QString translatedCardText(const QString& englishText) {
  return translated("CardText", cardTextSources(), englishText);
}

}  // namespace dominion::app
