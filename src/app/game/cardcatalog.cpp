#include "cardcatalog.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include "cardnames.h"
#include "cardtexts.h"
#include "engine/card.hpp"
#include "engine/earlier_versions.hpp"

namespace dominion::app {
namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Every type bit with its English name, in the order a type line lists them.
QStringList typeNames(dom::Types types) {
  QStringList out;
  const QString line = QString::fromStdString(dom::typeLine(types));
  // The engine separates types with " - " (or an en dash): accept either.
  static const QRegularExpression separator(QStringLiteral("\\s+[-\u2013]\\s+"));
  for (const QString& part : line.split(separator, Qt::SkipEmptyParts)) out.append(part.trimmed());
  return out;
}

}  // namespace

CardCatalog::CardCatalog(QObject* parent) : QObject(parent) {}

bool CardCatalog::isValid(int cardId) {
  return cardId >= 0 && size_t(cardId) < dom::cardTable().size();
}

QString CardCatalog::englishName(int cardId) {
  return isValid(cardId) ? fromView(dom::card(dom::CardId(cardId)).name) : QString();
}

QString CardCatalog::name(int cardId) {
  return isValid(cardId) ? translatedCardName(englishName(cardId)) : QString();
}

QStringList CardCatalog::types(int cardId) {
  if (!isValid(cardId)) return {};
  const dom::CardDef& d = dom::card(dom::CardId(cardId));
  // A landscape's type is its kind ("Event", "Project", "Way").
  if (d.isLandscape()) return {fromView(dom::landscapeName(d.landscape))};
  return typeNames(d.types);
}

QString CardCatalog::typeLine(int cardId) {
  QStringList parts;
  for (const QString& type : types(cardId)) parts.append(translatedCardType(type));
  return parts.join(QStringLiteral(" – "));
}

QString CardCatalog::text(int cardId) {
  if (!isValid(cardId)) return {};
  return translatedCardText(fromView(dom::card(dom::CardId(cardId)).text));
}

QString CardCatalog::earlierText(int cardId) {
  if (!isValid(cardId)) return {};
  const std::string_view earlier = dom::earlierText(dom::CardId(cardId));
  return earlier.empty() ? QString() : translatedCardText(fromView(earlier));
}

QVariantMap CardCatalog::card(int cardId) const {
  if (!isValid(cardId)) return {};
  const dom::CardDef& d = dom::card(dom::CardId(cardId));
  return {
      {QStringLiteral("cardId"), cardId},
      {QStringLiteral("name"), name(cardId)},
      {QStringLiteral("englishName"), englishName(cardId)},
      {QStringLiteral("cost"), int(d.printedCost().coins)},     // the coin drawn on the card
      {QStringLiteral("debt"), int(d.printedCost().debt)},      // Debt in the cost (Engineer)
      {QStringLiteral("potion"), int(d.printedCost().potion)},  // Potions in the cost (Familiar)
      {QStringLiteral("landscape"), d.isLandscape()},
      {QStringLiteral("types"), types(cardId)},
      {QStringLiteral("typeLine"), typeLine(cardId)},
      {QStringLiteral("text"), text(cardId)},
      // The text printed before 2022, played in games with the earlier versions; "" for a card
      // that did not change.
      {QStringLiteral("earlierText"), earlierText(cardId)},
      {QStringLiteral("vp"), int(d.vp)},
      {QStringLiteral("set"), fromView(dom::setName(d.set))},
      {QStringLiteral("isKingdom"), d.isKingdom()},
  };
}

int CardCatalog::cardIdByName(const QString& englishName) const {
  const dom::CardId id = dom::findCard(englishName.toStdString());
  return id == dom::NoCard ? -1 : int(id);
}

QString CardCatalog::typeName(const QString& englishType) const {
  return translatedCardType(englishType);
}

QVariantList CardCatalog::allCards() const {
  QVariantList out;
  const int n = int(dom::cardTable().size());
  for (int id = 0; id < n; ++id) out.append(card(id));
  return out;
}

}  // namespace dominion::app
