// AppSettings keeps valid values, refuses bad ones with a message, and persists them.

#include <QtTest>

#include "appsettings.h"
#include "testsupport.h"

using dominion::app::AppSettings;

class TestAppSettings : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init() { QSettings().clear(); }
  void defaultsWithoutSavedSettings();
  void changesAreSavedAndReadBack();
  void changesNotifyOnce();
  void rejectsUnsupportedLanguage();
  void rejectsOutOfRangeAnimationSpeed();
  void ignoresCorruptSavedValues();
  void instantSpeedMeansNoAnimation();
  void resetRestoresDefaults();
  void cardSizeScalesTheCardsAndIsSaved();
  void rejectsOutOfRangeCardSize();
  void highContrastFramesAreSaved();
  void soundVolumeAndMuteAreSaved();
  void soundIsOnOnlyWhenAvailableUnmutedAndAudible();
  void noSoundUnderTheTestPlatform();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestAppSettings::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_appsettings"));
}

void TestAppSettings::defaultsWithoutSavedSettings() {
  const AppSettings settings;
  QCOMPARE(settings.language(), QString());
  QCOMPARE(settings.animationSpeed(), int(AppSettings::Normal));
  QCOMPARE(settings.animationDurationScale(), 1.0);
  QCOMPARE(settings.showVictoryPoints(), true);
  QCOMPARE(settings.confirmCheapBuys(), true);
  QCOMPARE(settings.endTurnAfterLastBuy(), false);  // the turn waits for End turn
  QCOMPARE(settings.cardSize(), int(AppSettings::NormalSize));
  QCOMPARE(settings.cardScale(), 1.0);
  QCOMPARE(settings.highContrastFrames(), false);
  QCOMPARE(settings.soundVolume(), 70);
  QCOMPARE(settings.soundMuted(), false);
}

void TestAppSettings::changesAreSavedAndReadBack() {
  {
    AppSettings settings;
    settings.setLanguage(QStringLiteral("fr"));
    settings.setAnimationSpeed(AppSettings::Fast);
    settings.setShowVictoryPoints(false);
    settings.setConfirmCheapBuys(false);
    settings.setEndTurnAfterLastBuy(true);
  }
  const AppSettings reread;
  QCOMPARE(reread.language(), QStringLiteral("fr"));
  QCOMPARE(reread.animationSpeed(), int(AppSettings::Fast));
  QCOMPARE(reread.showVictoryPoints(), false);
  QCOMPARE(reread.confirmCheapBuys(), false);
  QCOMPARE(reread.endTurnAfterLastBuy(), true);
  QCOMPARE(AppSettings::storedLanguage(), QStringLiteral("fr"));
}

void TestAppSettings::changesNotifyOnce() {
  AppSettings settings;
  QSignalSpy speedSpy(&settings, &AppSettings::animationSpeedChanged);
  QSignalSpy languageSpy(&settings, &AppSettings::languageChanged);
  settings.setAnimationSpeed(AppSettings::Slow);
  settings.setAnimationSpeed(AppSettings::Slow);
  settings.setLanguage(QStringLiteral("de"));
  settings.setLanguage(QStringLiteral("de"));
  QCOMPARE(speedSpy.count(), 1);
  QCOMPARE(languageSpy.count(), 1);
}

void TestAppSettings::rejectsUnsupportedLanguage() {
  AppSettings settings;
  settings.setLanguage(QStringLiteral("de"));
  QTest::ignoreMessage(QtWarningMsg,
                       "AppSettings: unsupported language \"xx\"; use \"\" (system), en, de or fr");
  settings.setLanguage(QStringLiteral("xx"));
  QCOMPARE(settings.language(), QStringLiteral("de"));
}

void TestAppSettings::rejectsOutOfRangeAnimationSpeed() {
  AppSettings settings;
  QTest::ignoreMessage(QtWarningMsg, "AppSettings: animation speed 7 is out of range 0..4");
  settings.setAnimationSpeed(7);
  QTest::ignoreMessage(QtWarningMsg, "AppSettings: animation speed -1 is out of range 0..4");
  settings.setAnimationSpeed(-1);
  QCOMPARE(settings.animationSpeed(), int(AppSettings::Normal));
}

void TestAppSettings::ignoresCorruptSavedValues() {
  {
    QSettings raw;
    raw.setValue("ui/language", "klingon");
    raw.setValue("ui/animationSpeed", "very");
  }
  const AppSettings settings;
  QCOMPARE(settings.language(), QString());
  QCOMPARE(settings.animationSpeed(), int(AppSettings::Normal));
}

void TestAppSettings::instantSpeedMeansNoAnimation() {
  AppSettings settings;
  settings.setAnimationSpeed(AppSettings::Instant);
  QCOMPARE(settings.animationDurationScale(), 0.0);
  settings.setAnimationSpeed(AppSettings::Slow);
  QVERIFY(settings.animationDurationScale() > 1.0);
}

void TestAppSettings::resetRestoresDefaults() {
  AppSettings settings;
  settings.setLanguage(QStringLiteral("de"));
  settings.setAnimationSpeed(AppSettings::Instant);
  settings.setShowVictoryPoints(false);
  settings.setEndTurnAfterLastBuy(true);
  settings.setCardSize(AppSettings::Large);
  settings.setHighContrastFrames(true);
  settings.setSoundVolume(10);
  settings.setSoundMuted(true);
  settings.resetToDefaults();
  QCOMPARE(settings.language(), QString());
  QCOMPARE(settings.animationSpeed(), int(AppSettings::Normal));
  QCOMPARE(settings.showVictoryPoints(), true);
  QCOMPARE(settings.endTurnAfterLastBuy(), false);
  QCOMPARE(settings.cardSize(), int(AppSettings::NormalSize));
  QCOMPARE(settings.highContrastFrames(), false);
  QCOMPARE(settings.soundVolume(), 70);
  QCOMPARE(settings.soundMuted(), false);
}

void TestAppSettings::cardSizeScalesTheCardsAndIsSaved() {
  {
    AppSettings settings;
    QSignalSpy spy(&settings, &AppSettings::cardSizeChanged);
    settings.setCardSize(AppSettings::Large);
    settings.setCardSize(AppSettings::Large);
    QCOMPARE(spy.count(), 1);
    QVERIFY(settings.cardScale() > 1.0);
    settings.setCardSize(AppSettings::Small);
    QVERIFY(settings.cardScale() < 1.0);
  }
  const AppSettings reread;
  QCOMPARE(reread.cardSize(), int(AppSettings::Small));
}

void TestAppSettings::rejectsOutOfRangeCardSize() {
  AppSettings settings;
  QTest::ignoreMessage(QtWarningMsg, "AppSettings: card size 3 is out of range 0..2");
  settings.setCardSize(3);
  QCOMPARE(settings.cardSize(), int(AppSettings::NormalSize));
  QSettings().setValue("ui/cardSize", 9);
  const AppSettings corrupt;
  QCOMPARE(corrupt.cardSize(), int(AppSettings::NormalSize));
}

void TestAppSettings::highContrastFramesAreSaved() {
  {
    AppSettings settings;
    QSignalSpy spy(&settings, &AppSettings::highContrastFramesChanged);
    settings.setHighContrastFrames(true);
    QCOMPARE(spy.count(), 1);
  }
  QCOMPARE(AppSettings().highContrastFrames(), true);
}

void TestAppSettings::soundVolumeAndMuteAreSaved() {
  {
    AppSettings settings;
    settings.setSoundVolume(35);
    settings.setSoundMuted(true);
    settings.setSoundVolume(140);  // kept within 0..100
    QCOMPARE(settings.soundVolume(), 100);
    settings.setSoundVolume(35);
  }
  const AppSettings reread;
  QCOMPARE(reread.soundVolume(), 35);
  QCOMPARE(reread.soundMuted(), true);
  QCOMPARE(reread.soundGain(), 0.35 * 0.35);
}

void TestAppSettings::soundIsOnOnlyWhenAvailableUnmutedAndAudible() {
  AppSettings settings;
  QSignalSpy spy(&settings, &AppSettings::soundChanged);
  settings.setSoundAvailable(true);
  QVERIFY(settings.soundOn());
  settings.setSoundMuted(true);
  QVERIFY(!settings.soundOn());
  settings.setSoundMuted(false);
  settings.setSoundVolume(0);
  QVERIFY(!settings.soundOn());
  settings.setSoundVolume(50);
  QVERIFY(settings.soundOn());
  settings.setSoundAvailable(false);
  QVERIFY(!settings.soundOn());
  QCOMPARE(spy.count(), 6);
}

void TestAppSettings::noSoundUnderTheTestPlatform() {
  // This test runs without a GUI platform (QCoreApplication), the others under offscreen:
  // neither plays a sound.
  QVERIFY(!AppSettings::detectSound());
  QVERIFY(!AppSettings().soundAvailable());
}

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
