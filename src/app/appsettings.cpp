#include "appsettings.h"

#include <QFileInfo>
#include <QGuiApplication>
#include <QQmlEngine>
#include <QSettings>
#include <algorithm>
#include <array>

#include "localization.h"

namespace dominion::app {
namespace {

inline constexpr char kLanguageKey[] = "ui/language";
inline constexpr char kAnimationSpeedKey[] = "ui/animationSpeed";
inline constexpr char kShowVictoryPointsKey[] = "ui/showVictoryPoints";
inline constexpr char kConfirmCheapBuysKey[] = "ui/confirmCheapBuys";
inline constexpr char kEndTurnAfterLastBuyKey[] = "ui/endTurnAfterLastBuy";
inline constexpr char kCardSizeKey[] = "ui/cardSize";
inline constexpr char kHighContrastFramesKey[] = "ui/highContrastFrames";
inline constexpr char kSoundVolumeKey[] = "sound/volume";
inline constexpr char kSoundMutedKey[] = "sound/muted";

inline constexpr int kDefaultSpeed = AppSettings::Normal;
inline constexpr bool kDefaultShowVictoryPoints = true;
inline constexpr bool kDefaultConfirmCheapBuys = true;
inline constexpr bool kDefaultEndTurnAfterLastBuy = false;
inline constexpr int kDefaultCardSize = AppSettings::NormalSize;
inline constexpr bool kDefaultHighContrastFrames = false;
inline constexpr int kDefaultSoundVolume = 70;
inline constexpr bool kDefaultSoundMuted = false;
inline constexpr std::array<qreal, 5> kDurationScales = {1.6, 1.0, 0.6, 0.3, 0.0};
inline constexpr std::array<qreal, 3> kCardScales = {0.8, 1.0, 1.25};

bool isValidSpeed(int speed) { return speed >= AppSettings::Slow && speed <= AppSettings::Instant; }
bool isValidCardSize(int size) { return size >= AppSettings::Small && size <= AppSettings::Large; }

}  // namespace

AppSettings::AppSettings(QObject* parent) : QObject(parent) {
  QSettings settings;
  m_language = storedLanguage();
  bool ok = false;
  const int speed = settings.value(kAnimationSpeedKey, kDefaultSpeed).toInt(&ok);
  m_animationSpeed = ok && isValidSpeed(speed) ? speed : kDefaultSpeed;
  m_showVictoryPoints = settings.value(kShowVictoryPointsKey, kDefaultShowVictoryPoints).toBool();
  m_confirmCheapBuys = settings.value(kConfirmCheapBuysKey, kDefaultConfirmCheapBuys).toBool();
  m_endTurnAfterLastBuy =
      settings.value(kEndTurnAfterLastBuyKey, kDefaultEndTurnAfterLastBuy).toBool();
  const int size = settings.value(kCardSizeKey, kDefaultCardSize).toInt(&ok);
  m_cardSize = ok && isValidCardSize(size) ? size : kDefaultCardSize;
  m_highContrastFrames =
      settings.value(kHighContrastFramesKey, kDefaultHighContrastFrames).toBool();
  const int volume = settings.value(kSoundVolumeKey, kDefaultSoundVolume).toInt(&ok);
  m_soundVolume = ok ? std::clamp(volume, 0, 100) : kDefaultSoundVolume;
  m_soundMuted = settings.value(kSoundMutedKey, kDefaultSoundMuted).toBool();
  m_soundAvailable = detectSound();
}

QString AppSettings::storedLanguage() {
  const QString code = QSettings().value(kLanguageKey).toString();
  return Localization::isSupported(code) ? code : QString();
}

void AppSettings::setLanguage(const QString& code) {
  if (!Localization::isSupported(code)) {
    qWarning("AppSettings: unsupported language \"%s\"; use \"\" (system), en, de or fr",
             qPrintable(code));
    return;
  }
  if (code == m_language) return;
  m_language = code;
  QSettings().setValue(kLanguageKey, code);
  Localization::install(code);
  emit languageChanged();
  retranslate();
}

void AppSettings::setAnimationSpeed(int speed) {
  if (!isValidSpeed(speed)) {
    qWarning("AppSettings: animation speed %d is out of range %d..%d", speed, int(Slow),
             int(Instant));
    return;
  }
  if (speed == m_animationSpeed) return;
  m_animationSpeed = speed;
  QSettings().setValue(kAnimationSpeedKey, speed);
  emit animationSpeedChanged();
}

qreal AppSettings::animationDurationScale() const {
  return kDurationScales[static_cast<size_t>(m_animationSpeed)];
}

void AppSettings::setShowVictoryPoints(bool show) {
  if (show == m_showVictoryPoints) return;
  m_showVictoryPoints = show;
  QSettings().setValue(kShowVictoryPointsKey, show);
  emit showVictoryPointsChanged();
}

void AppSettings::setConfirmCheapBuys(bool confirm) {
  if (confirm == m_confirmCheapBuys) return;
  m_confirmCheapBuys = confirm;
  QSettings().setValue(kConfirmCheapBuysKey, confirm);
  emit confirmCheapBuysChanged();
}

void AppSettings::setEndTurnAfterLastBuy(bool end) {
  if (end == m_endTurnAfterLastBuy) return;
  m_endTurnAfterLastBuy = end;
  QSettings().setValue(kEndTurnAfterLastBuyKey, end);
  emit endTurnAfterLastBuyChanged();
}

void AppSettings::setCardSize(int size) {
  if (!isValidCardSize(size)) {
    qWarning("AppSettings: card size %d is out of range %d..%d", size, int(Small), int(Large));
    return;
  }
  if (size == m_cardSize) return;
  m_cardSize = size;
  QSettings().setValue(kCardSizeKey, size);
  emit cardSizeChanged();
}

qreal AppSettings::cardScale() const { return kCardScales[static_cast<size_t>(m_cardSize)]; }

void AppSettings::setHighContrastFrames(bool on) {
  if (on == m_highContrastFrames) return;
  m_highContrastFrames = on;
  QSettings().setValue(kHighContrastFramesKey, on);
  emit highContrastFramesChanged();
}

void AppSettings::setSoundVolume(int volume) {
  volume = std::clamp(volume, 0, 100);
  if (volume == m_soundVolume) return;
  const bool wasOn = soundOn();
  m_soundVolume = volume;
  QSettings().setValue(kSoundVolumeKey, volume);
  emit soundVolumeChanged();
  if (soundOn() != wasOn) emit soundChanged();
}

void AppSettings::setSoundMuted(bool muted) {
  if (muted == m_soundMuted) return;
  const bool wasOn = soundOn();
  m_soundMuted = muted;
  QSettings().setValue(kSoundMutedKey, muted);
  emit soundMutedChanged();
  if (soundOn() != wasOn) emit soundChanged();
}

qreal AppSettings::soundGain() const {
  const qreal v = m_soundVolume / 100.0;
  return v * v;
}

bool AppSettings::detectSound() {
  if (qEnvironmentVariableIsSet("DOMINION_NO_SOUND")) return false;
  const QString platform = QGuiApplication::platformName();
  if (platform.isEmpty() || platform == u"offscreen" || platform == u"minimal") return false;
  // Qt Multimedia 6.4 plays through PulseAudio on Linux; asked without a server, it prints
  // warnings and finds no device. The server's socket says whether one runs.
  if (qEnvironmentVariableIsSet("PULSE_SERVER")) return true;
  const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
  if (!runtime.isEmpty() && QFileInfo::exists(runtime + QStringLiteral("/pulse/native")))
    return true;
  return QFileInfo::exists(QStringLiteral("/run/pulse/native"));
}

void AppSettings::setSoundAvailable(bool available) {
  if (available == m_soundAvailable) return;
  m_soundAvailable = available;
  emit soundChanged();
}

void AppSettings::resetToDefaults() {
  setLanguage(QString());
  setAnimationSpeed(kDefaultSpeed);
  setShowVictoryPoints(kDefaultShowVictoryPoints);
  setConfirmCheapBuys(kDefaultConfirmCheapBuys);
  setEndTurnAfterLastBuy(kDefaultEndTurnAfterLastBuy);
  setCardSize(kDefaultCardSize);
  setHighContrastFrames(kDefaultHighContrastFrames);
  setSoundVolume(kDefaultSoundVolume);
  setSoundMuted(kDefaultSoundMuted);
}

void AppSettings::retranslate() {
  // The engine that created this singleton; none when used from plain C++.
  if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
}

}  // namespace dominion::app
