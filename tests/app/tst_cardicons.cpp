// The card art's icons: every card of the engine has one (assets/card-icons, written by
// scripts/import_card_icons.py), and the image provider draws it in the colours asked for.

#include <QtQml/qqmlextensionplugin.h>

#include <QBuffer>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QQmlEngine>
#include <QQuickImageProvider>
#include <QtTest>
#include <memory>

#include "engine/card.hpp"
#include "game/cardicons.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::CardIcons;

namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Pixels of the image within 24 of `colour` in every channel.
int pixelsNear(const QImage& image, const QColor& colour) {
  const QImage rgb = image.convertToFormat(QImage::Format_ARGB32);
  int n = 0;
  for (int y = 0; y < rgb.height(); ++y)
    for (int x = 0; x < rgb.width(); ++x) {
      const QColor c = QColor::fromRgba(rgb.pixel(x, y));
      if (c.alpha() > 250 && std::abs(c.red() - colour.red()) < 24 &&
          std::abs(c.green() - colour.green()) < 24 && std::abs(c.blue() - colour.blue()) < 24)
        ++n;
    }
  return n;
}

}  // namespace

class TestCardIcons : public QObject {
  Q_OBJECT

 private slots:
  void fileNamesFollowTheImportScript();
  void everyCardOfTheEngineHasAnIcon();
  void everyIconIsAWhiteSquareSvgOfACard();
  void theProviderDrawsTheIconInItsColoursAtTheAskedSize();
  void aCardWithoutAnIconHasNoSource();
};

void TestCardIcons::fileNamesFollowTheImportScript() {
  QCOMPARE(CardIcons::fileName(QStringLiteral("Village")), QStringLiteral("village.svg"));
  QCOMPARE(CardIcons::fileName(QStringLiteral("Fool's Gold")), QStringLiteral("fools-gold.svg"));
  QCOMPARE(CardIcons::fileName(QStringLiteral("Way of the Ox")),
           QStringLiteral("way-of-the-ox.svg"));
  QCOMPARE(CardIcons::fileName(QStringLiteral("Sir Martin")), QStringLiteral("sir-martin.svg"));
  QCOMPARE(CardIcons::fileName(QStringLiteral("  ")), QString());
}

// A card added to the engine needs its icon: a line in assets/card-icons/icons.txt, then
// scripts/import_card_icons.py.
void TestCardIcons::everyCardOfTheEngineHasAnIcon() {
  QStringList missing;
  for (const dom::CardDef& d : dom::cardTable()) {
    const QString name = fromView(d.name);
    if (!CardIcons::hasIcon(name))
      missing.append(name + QStringLiteral(" (") + CardIcons::fileName(name) + u')');
  }
  QVERIFY2(
      missing.isEmpty(),
      qPrintable(QStringLiteral("%1 card(s) without an icon in assets/card-icons/icons.txt: %2")
                     .arg(missing.size())
                     .arg(missing.join(QStringLiteral(", ")))));
}

void TestCardIcons::everyIconIsAWhiteSquareSvgOfACard() {
  QSet<QString> cards;
  for (const dom::CardDef& d : dom::cardTable())
    cards.insert(CardIcons::fileName(fromView(d.name)));
  QDirIterator it(QStringLiteral(":/qt/qml/Dominion/assets/card-icons"), {QStringLiteral("*.svg")});
  int count = 0;
  QStringList strays;
  while (it.hasNext()) {
    const QString path = it.next();
    ++count;
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY2(svg.contains("viewBox=\"0 0 512 512\""), qPrintable(path));
    QVERIFY2(svg.contains("fill=\"#ffffff\""), qPrintable(path));
    QVERIFY2(!svg.contains("currentColor"), qPrintable(path));
    QBuffer buffer;
    buffer.setData(svg);
    QImageReader reader(&buffer, "svg");
    QVERIFY2(reader.canRead() && reader.size() == QSize(512, 512), qPrintable(path));
    if (!cards.contains(it.fileName())) strays.append(it.fileName());
  }
  QVERIFY(count >= 100);
  QVERIFY2(strays.isEmpty(), qPrintable(QStringLiteral("icons of no card: ") + strays.join(u' ')));
}

void TestCardIcons::theProviderDrawsTheIconInItsColoursAtTheAskedSize() {
  QQmlEngine engine;
  std::unique_ptr<CardIcons> icons(CardIcons::create(&engine, &engine));
  const QUrl source = icons->source(QStringLiteral("Smithy"), QColor(QStringLiteral("#4a3413")),
                                    QColor(QStringLiteral("#fbf3da")));
  QCOMPARE(source.scheme(), QStringLiteral("image"));
  QCOMPARE(source.host(), QStringLiteral("cardicon"));
  auto* provider = dynamic_cast<QQuickImageProvider*>(engine.imageProvider(source.host()));
  QVERIFY(provider);
  QSize size;
  const QImage image = provider->requestImage(source.path().mid(1), &size, QSize(96, 96));
  QCOMPARE(image.size(), QSize(96, 96));
  QCOMPARE(size, QSize(512, 512));
  // The anvil in dark brown, its outline in cream, the corners empty.
  QVERIFY(pixelsNear(image, QColor(QStringLiteral("#4a3413"))) > 300);
  QVERIFY(pixelsNear(image, QColor(QStringLiteral("#fbf3da"))) > 50);
  QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
  // Bad ids give an empty image, never a crash.
  for (const QString& bad : {QStringLiteral("nonsense"), QStringLiteral("zz/zz/smithy.svg"),
                             QStringLiteral("ff000000/ffffffff/no-such-card.svg")}) {
    const QImage empty = provider->requestImage(bad, &size, QSize(16, 16));
    QCOMPARE(empty.size(), QSize(16, 16));
    QCOMPARE(pixelsNear(empty, Qt::black), 0);
  }
}

void TestCardIcons::aCardWithoutAnIconHasNoSource() {
  std::unique_ptr<CardIcons> icons(CardIcons::create(nullptr, nullptr));
  QVERIFY(icons->source(QStringLiteral("No Such Card"), Qt::black, Qt::white).isEmpty());
  QVERIFY(!CardIcons::hasIcon(QString()));
}

QTEST_MAIN(TestCardIcons)
#include "tst_cardicons.moc"
