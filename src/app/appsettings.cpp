#include "appsettings.h"

#include <QQmlEngine>
#include <QSettings>
#include <array>

#include "localization.h"

namespace dominion::app {
namespace {

inline constexpr char kLanguageKey[] = "ui/language";
inline constexpr char kAnimationSpeedKey[] = "ui/animationSpeed";
inline constexpr char kShowVictoryPointsKey[] = "ui/showVictoryPoints";
inline constexpr char kConfirmCheapBuysKey[] = "ui/confirmCheapBuys";
inline constexpr char kEndTurnAfterLastBuyKey[] = "ui/endTurnAfterLastBuy";

inline constexpr int kDefaultSpeed = AppSettings::Normal;
inline constexpr bool kDefaultShowVictoryPoints = true;
inline constexpr bool kDefaultConfirmCheapBuys = true;
inline constexpr bool kDefaultEndTurnAfterLastBuy = false;
inline constexpr std::array<qreal, 5> kDurationScales = {1.6, 1.0, 0.6, 0.3, 0.0};

bool isValidSpeed(int speed) { return speed >= AppSettings::Slow && speed <= AppSettings::Instant; }

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

void AppSettings::resetToDefaults() {
  setLanguage(QString());
  setAnimationSpeed(kDefaultSpeed);
  setShowVictoryPoints(kDefaultShowVictoryPoints);
  setConfirmCheapBuys(kDefaultConfirmCheapBuys);
  setEndTurnAfterLastBuy(kDefaultEndTurnAfterLastBuy);
}

void AppSettings::retranslate() {
  // The engine that created this singleton; none when used from plain C++.
  if (QQmlEngine* engine = qmlEngine(this)) engine->retranslate();
}

}  // namespace dominion::app
