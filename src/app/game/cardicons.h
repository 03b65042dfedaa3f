#pragma once

#include <QtQml/qqmlregistration.h>

#include <QColor>
#include <QObject>
#include <QString>
#include <QUrl>

class QQmlEngine;
class QJSEngine;

namespace dominion::app {

// The card art's icons (assets/card-icons, Game Icons, CC BY 3.0): one white SVG per card,
// named after the card's English name (fileName()). source() gives an Image the icon drawn in
// a colour with an outline of another, at the Image's sourceSize, so it stays crisp at every
// scale; the image provider it names is added to the engine that creates this singleton.
class CardIcons : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

 public:
  // The QML singleton; adds the image provider to the engine (none: no provider).
  static CardIcons* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

  // "image://cardicon/<fill>/<outline>/<file>"; an empty URL for a card without an icon.
  Q_INVOKABLE QUrl source(const QString& englishName, const QColor& fill,
                          const QColor& outline) const;

  // "Fool's Gold" -> "fools-gold.svg": lower case, apostrophes dropped, every other run of
  // characters but letters and digits one "-" (as scripts/import_card_icons.py names them).
  static QString fileName(const QString& englishName);
  // The icon's place in the resources.
  static QString resourcePath(const QString& englishName);
  static bool hasIcon(const QString& englishName);

 private:
  // Private, so that QML makes the singleton with create() (Qt 6.4 prefers a default
  // constructor).
  CardIcons() = default;
};

}  // namespace dominion::app
