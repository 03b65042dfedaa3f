// The display face the app ships (assets/fonts, installAppFonts): card names in every language
// are drawn in it whole, in each weight the table uses (issue: "Händlerin" came out in two faces
// when Debian's EB Garamond, whose bold has no accented letters, was the display face), and
// their lines are one em high, as the layouts were drawn for (scripts/set_font_line_metrics.py).

#include <QFont>
#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QRawFont>
#include <QtTest>

#include "appfonts.h"
#include "kingdoms/cardnametables.h"

using dominion::app::installAppFonts;

class TestAppFonts : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QCOMPARE(installAppFonts(), 4); }
  void installingTwiceAddsNothing() { QCOMPARE(installAppFonts(), 4); }
  void theWeightsTheTableDrawsAreTheShippedFaces_data();
  void theWeightsTheTableDrawsAreTheShippedFaces();
  void everyGermanAndFrenchCardNameIsInTheFaceItself_data();
  void everyGermanAndFrenchCardNameIsInTheFaceItself();
  void aLineOfEveryWeightIsOneEmHigh_data() { theWeightsTheTableDrawsAreTheShippedFaces_data(); }
  void aLineOfEveryWeightIsOneEmHigh();
};

namespace {

QFont displayFont(int weight, bool italic = false) {
  QFont font(QStringLiteral("EB Garamond"));
  font.setPixelSize(24);
  font.setWeight(QFont::Weight(weight));
  font.setItalic(italic);
  return font;
}

}  // namespace

void TestAppFonts::theWeightsTheTableDrawsAreTheShippedFaces_data() {
  QTest::addColumn<int>("weight");
  QTest::addColumn<bool>("italic");
  QTest::addColumn<QString>("style");
  QTest::newRow("Regular") << int(QFont::Normal) << false << QStringLiteral("Regular");
  QTest::newRow("Italic") << int(QFont::Normal) << true << QStringLiteral("Italic");
  QTest::newRow("SemiBold (DemiBold)")
      << int(QFont::DemiBold) << false << QStringLiteral("SemiBold");
  QTest::newRow("Bold") << int(QFont::Bold) << false << QStringLiteral("Bold");
}

void TestAppFonts::theWeightsTheTableDrawsAreTheShippedFaces() {
  QFETCH(int, weight);
  QFETCH(bool, italic);
  QFETCH(QString, style);
  const QRawFont raw = QRawFont::fromFont(displayFont(weight, italic));
  QVERIFY(raw.isValid());
  QCOMPARE(raw.familyName(), QStringLiteral("EB Garamond"));
  QCOMPARE(raw.styleName(), style);
}

void TestAppFonts::everyGermanAndFrenchCardNameIsInTheFaceItself_data() {
  QTest::addColumn<int>("weight");
  QTest::newRow("Regular") << int(QFont::Normal);
  QTest::newRow("DemiBold") << int(QFont::DemiBold);
  QTest::newRow("Bold") << int(QFont::Bold);
}

// Every letter of every card's German and French name is in the matched face, not taken from
// a fallback face.
void TestAppFonts::everyGermanAndFrenchCardNameIsInTheFaceItself() {
  QFETCH(int, weight);
  const QRawFont raw = QRawFont::fromFont(displayFont(weight));
  QVERIFY(raw.isValid());
  int names = 0;
  for (const dom::CardAlias& alias : dominion::app::CardNameTables::aliases()) {
    ++names;
    const QString name = QString::fromStdString(alias.name);
    for (const QChar c : name)
      QVERIFY2(raw.supportsCharacter(c),
               qPrintable(QStringLiteral("%1: '%2' (U+%3) is not in %4 %5")
                              .arg(name, QString(c))
                              .arg(c.unicode(), 4, 16, QLatin1Char('0'))
                              .arg(raw.familyName(), raw.styleName())));
  }
  QVERIFY(names > 300);  // every implemented card's German and French name that differs
  QVERIFY(raw.supportsCharacter(QChar(0x00E4)));  // ä, of Händlerin (Merchant)
}

// The later release's taller lines (ascender 1007 of 1000) made titles and card names a third
// taller than the layouts allow: at 1366×768 the kingdom dialog lost its cards' type lines.
void TestAppFonts::aLineOfEveryWeightIsOneEmHigh() {
  QFETCH(int, weight);
  QFETCH(bool, italic);
  QFont font = displayFont(weight, italic);
  font.setPixelSize(100);
  const QFontMetricsF metrics(font);
  QVERIFY2(qAbs(metrics.ascent() - 71) <= 1, qPrintable(QString::number(metrics.ascent())));
  QVERIFY2(qAbs(metrics.descent() - 29) <= 1, qPrintable(QString::number(metrics.descent())));
  QVERIFY2(qAbs(metrics.lineSpacing() - 100) <= 2,
           qPrintable(QString::number(metrics.lineSpacing())));
}

QTEST_MAIN(TestAppFonts)
#include "tst_appfonts.moc"
