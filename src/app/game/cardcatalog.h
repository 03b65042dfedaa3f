#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace dominion::app {

// Card facts for drawing cards, translated (see the table contract).
class CardCatalog : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

 public:
  explicit CardCatalog(QObject* parent = nullptr);

  // { cardId, name, englishName, cost, debt, potion, landscape, types, typeLine, text,
  // earlierText, vp, set, isKingdom }; cost is the coins, debt and potion the rest of the printed
  // cost; an empty map for an unknown id.
  Q_INVOKABLE QVariantMap card(int cardId) const;
  Q_INVOKABLE int cardIdByName(const QString& englishName) const;
  Q_INVOKABLE QVariantList allCards() const;
  // A card type's name in the player's language ("Treasure" -> "Geld").
  Q_INVOKABLE QString typeName(const QString& englishType) const;

  // Shared helpers for the models.
  static bool isValid(int cardId);
  static QString name(int cardId);  // translated
  static QString englishName(int cardId);
  static QStringList types(int cardId);  // English type names
  static QString typeLine(int cardId);   // translated, "Action – Attack"
  static QString text(int cardId);       // translated when a translation exists
  // The text printed before 2022 of a card that changed then (Hoard, Mint, Quarry), translated;
  // "" for the other cards.
  static QString earlierText(int cardId);
};

}  // namespace dominion::app
