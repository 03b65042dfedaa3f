#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace dominion::app {

// The player's preferences, persisted with QSettings: the Settings page edits them and the
// table reads them. Changing the language retranslates the QML engine that owns this
// singleton.
class AppSettings : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  // "" follows the system language; otherwise "en", "de" or "fr".
  Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
  Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY
                 animationSpeedChanged)
  // Factor for every animation duration: 0 when the speed is Instant.
  Q_PROPERTY(qreal animationDurationScale READ animationDurationScale NOTIFY
                 animationSpeedChanged)
  Q_PROPERTY(bool showVictoryPoints READ showVictoryPoints WRITE setShowVictoryPoints NOTIFY
                 showVictoryPointsChanged)
  // Ask before a buy that looks like a slip (a Curse, or a cheap card, with Treasures unplayed).
  Q_PROPERTY(bool confirmCheapBuys READ confirmCheapBuys WRITE setConfirmCheapBuys NOTIFY
                 confirmCheapBuysChanged)
  // The turn ends by itself after the last Buy (off: it waits for End turn, and every buy can
  // be taken back until then).
  Q_PROPERTY(bool endTurnAfterLastBuy READ endTurnAfterLastBuy WRITE setEndTurnAfterLastBuy NOTIFY
                 endTurnAfterLastBuyChanged)

 public:
  enum AnimationSpeed { Slow, Normal, Fast, VeryFast, Instant };
  Q_ENUM(AnimationSpeed)

  explicit AppSettings(QObject* parent = nullptr);

  // The language code saved by the player, read before any QML is loaded.
  static QString storedLanguage();

  QString language() const { return m_language; }
  void setLanguage(const QString& code);

  int animationSpeed() const { return m_animationSpeed; }
  void setAnimationSpeed(int speed);
  qreal animationDurationScale() const;

  bool showVictoryPoints() const { return m_showVictoryPoints; }
  void setShowVictoryPoints(bool show);
  bool confirmCheapBuys() const { return m_confirmCheapBuys; }
  void setConfirmCheapBuys(bool confirm);
  bool endTurnAfterLastBuy() const { return m_endTurnAfterLastBuy; }
  void setEndTurnAfterLastBuy(bool end);

  Q_INVOKABLE void resetToDefaults();

 signals:
  void languageChanged();
  void animationSpeedChanged();
  void showVictoryPointsChanged();
  void confirmCheapBuysChanged();
  void endTurnAfterLastBuyChanged();

 private:
  void retranslate();

  QString m_language;
  int m_animationSpeed = Normal;
  bool m_showVictoryPoints = true;
  bool m_confirmCheapBuys = true;
  bool m_endTurnAfterLastBuy = false;
};

}  // namespace dominion::app
