#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace dominion::app {

// Facade of the main menu and the New game page: holds the game setup the player is
// choosing (remembered between sessions) and announces when a game should start.
class AppController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  Q_PROPERTY(int opponentCount READ opponentCount WRITE setOpponentCount NOTIFY
                 opponentCountChanged)
  Q_PROPERTY(int aiLevel READ aiLevel WRITE setAiLevel NOTIFY aiLevelChanged)
  Q_PROPERTY(int kingdom READ kingdom WRITE setKingdom NOTIFY kingdomChanged)
  Q_PROPERTY(int minOpponents READ minOpponents CONSTANT)
  Q_PROPERTY(int maxOpponents READ maxOpponents CONSTANT)
  Q_PROPERTY(QString version READ version CONSTANT)

 public:
  enum AiLevel { Easy, Medium, Hard };
  Q_ENUM(AiLevel)
  enum Kingdom { FirstGame, Random };
  Q_ENUM(Kingdom)

  static constexpr int kMinOpponents = 1;
  static constexpr int kMaxOpponents = 5;

  explicit AppController(QObject* parent = nullptr);

  int opponentCount() const { return m_opponentCount; }
  void setOpponentCount(int count);
  int aiLevel() const { return m_aiLevel; }
  void setAiLevel(int level);
  int kingdom() const { return m_kingdom; }
  void setKingdom(int kingdom);
  // The sets a Random kingdom is drawn from, in words ("Base game, Intrigue and Prosperity").
  Q_INVOKABLE QString randomKingdomSets() const;

  static int minOpponents() { return kMinOpponents; }
  static int maxOpponents() { return kMaxOpponents; }
  static QString version();

  // Saves the setup and emits newGameRequested with it.
  Q_INVOKABLE void startNewGame();

 signals:
  void opponentCountChanged();
  void aiLevelChanged();
  void kingdomChanged();
  // The game table connects here to set up and show a game.
  void newGameRequested(int opponentCount, int aiLevel, int kingdom);

 private:
  int m_opponentCount = 1;
  int m_aiLevel = Medium;
  int m_kingdom = FirstGame;
};

}  // namespace dominion::app
