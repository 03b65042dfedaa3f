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
  // The size of the cards in hand and in play, and of a card shown large: a CardSize. The
  // table fits around them (the Supply takes what is left).
  Q_PROPERTY(int cardSize READ cardSize WRITE setCardSize NOTIFY cardSizeChanged)
  // The factor for those cards' widths: 0.8, 1 or 1.25.
  Q_PROPERTY(qreal cardScale READ cardScale NOTIFY cardSizeChanged)
  // A broad frame of one strong colour per card type, outlined in black, for low vision.
  Q_PROPERTY(bool highContrastFrames READ highContrastFrames WRITE setHighContrastFrames NOTIFY
                 highContrastFramesChanged)
  // Sound: the volume 0..100 and mute, as the player set them.
  Q_PROPERTY(int soundVolume READ soundVolume WRITE setSoundVolume NOTIFY soundVolumeChanged)
  Q_PROPERTY(bool soundMuted READ soundMuted WRITE setSoundMuted NOTIFY soundMutedChanged)
  // Whether sound can be played here at all: not under the test platform (offscreen) nor
  // without an audio server (see detectSound()).
  Q_PROPERTY(bool soundAvailable READ soundAvailable NOTIFY soundChanged)
  // Sounds are played: available, not muted, a volume above 0.
  Q_PROPERTY(bool soundOn READ soundOn NOTIFY soundChanged)
  // The volume as a gain 0..1 for the players (the slider's steps sound even: squared).
  Q_PROPERTY(qreal soundGain READ soundGain NOTIFY soundVolumeChanged)

 public:
  enum AnimationSpeed { Slow, Normal, Fast, VeryFast, Instant };
  Q_ENUM(AnimationSpeed)
  enum CardSize { Small, NormalSize, Large };
  Q_ENUM(CardSize)

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

  int cardSize() const { return m_cardSize; }
  void setCardSize(int size);
  qreal cardScale() const;
  bool highContrastFrames() const { return m_highContrastFrames; }
  void setHighContrastFrames(bool on);

  int soundVolume() const { return m_soundVolume; }
  void setSoundVolume(int volume);
  bool soundMuted() const { return m_soundMuted; }
  void setSoundMuted(bool muted);
  bool soundAvailable() const { return m_soundAvailable; }
  bool soundOn() const { return m_soundAvailable && !m_soundMuted && m_soundVolume > 0; }
  qreal soundGain() const;
  // Whether this session can play sound: false under the offscreen or minimal platform (tests,
  // screenshots), with DOMINION_NO_SOUND set, or without a PulseAudio server (PipeWire's
  // included), through which Qt Multimedia plays on Linux. Asked once, at start.
  static bool detectSound();
  // Tests: as if an audio device were there or not.
  void setSoundAvailable(bool available);

  Q_INVOKABLE void resetToDefaults();

 signals:
  void languageChanged();
  void animationSpeedChanged();
  void showVictoryPointsChanged();
  void confirmCheapBuysChanged();
  void endTurnAfterLastBuyChanged();
  void cardSizeChanged();
  void highContrastFramesChanged();
  void soundVolumeChanged();
  void soundMutedChanged();
  void soundChanged();

 private:
  void retranslate();

  QString m_language;
  int m_animationSpeed = Normal;
  bool m_showVictoryPoints = true;
  bool m_confirmCheapBuys = true;
  bool m_endTurnAfterLastBuy = false;
  int m_cardSize = NormalSize;
  bool m_highContrastFrames = false;
  int m_soundVolume = 70;
  bool m_soundMuted = false;
  bool m_soundAvailable = false;
};

}  // namespace dominion::app
