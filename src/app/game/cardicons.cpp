#include "cardicons.h"

#include <QBuffer>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QImageReader>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QQmlEngine>
#include <QQuickImageProvider>
#include <QRegularExpression>
#include <cmath>

namespace dominion::app {
namespace {

constexpr char kProviderId[] = "cardicon";
constexpr char kResourceDir[] = ":/qt/qml/Dominion/assets/card-icons/";
constexpr int kIconSize = 512;  // every icon's viewBox is 0 0 512 512

// The SVG text of an icon file, read once.
QByteArray iconData(const QString& file) {
  static QMutex mutex;
  static QHash<QString, QByteArray> cache;
  QMutexLocker lock(&mutex);
  auto it = cache.constFind(file);
  if (it != cache.constEnd()) return *it;
  QFile f(QLatin1String(kResourceDir) + file);
  QByteArray data = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  cache.insert(file, data);
  return data;
}

// The icon's shape in `colour`, `size` pixels (Qt's SVG image plugin draws it).
QImage renderIcon(const QByteArray& svg, const QColor& colour, QSize size) {
  QByteArray coloured = svg;
  coloured.replace("#ffffff", colour.name(QColor::HexRgb).toLatin1());
  QBuffer buffer(&coloured);
  buffer.open(QIODevice::ReadOnly);
  QImageReader reader(&buffer, "svg");
  reader.setScaledSize(size);
  QImage image = reader.read();
  if (image.isNull()) {
    image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
  }
  return image;
}

// Draws "<fill>/<outline>/<file>": the icon in its fill colour over a copy in the outline
// colour spread around it (an outline about 1/40 of the size wide; none when the outline is
// fully transparent), so the icon reads over light and dark parts of the picture alike.
class CardIconProvider : public QQuickImageProvider {
 public:
  CardIconProvider() : QQuickImageProvider(QQuickImageProvider::Image) {}

  QImage requestImage(const QString& id, QSize* size, const QSize& requestedSize) override {
    if (size) *size = QSize(kIconSize, kIconSize);
    const QStringList parts = id.split(QLatin1Char('/'));
    QSize target(requestedSize.width() > 0 ? requestedSize.width() : requestedSize.height(),
                 requestedSize.height() > 0 ? requestedSize.height() : requestedSize.width());
    if (target.width() <= 0) target = QSize(kIconSize, kIconSize);
    target = target.boundedTo(QSize(4096, 4096));
    QImage out(target, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::transparent);
    if (parts.size() != 3) return out;
    const QColor fill(QLatin1Char('#') + parts[0]);
    const QColor outline(QLatin1Char('#') + parts[1]);
    const QByteArray svg = iconData(parts[2]);
    if (svg.isEmpty() || !fill.isValid() || !outline.isValid()) return out;

    const int side = std::min(target.width(), target.height());
    const qreal spread = outline.alpha() > 0 ? std::max(1.0, side / 40.0) : 0;
    // The icon a little smaller than the image, so its outline stays inside.
    const QSize inner(std::max(1, int(target.width() - 2 * spread)),
                      std::max(1, int(target.height() - 2 * spread)));
    QPainter painter(&out);
    if (spread > 0) {
      const QImage halo = renderIcon(svg, outline, inner);
      constexpr int kSteps = 12;
      for (int k = 0; k < kSteps; ++k) {
        const qreal a = 2 * M_PI * k / kSteps;
        painter.drawImage(QPointF(spread + spread * std::cos(a), spread + spread * std::sin(a)),
                          halo);
      }
    }
    painter.drawImage(QPointF(spread, spread), renderIcon(svg, fill, inner));
    return out;
  }
};

}  // namespace

CardIcons* CardIcons::create(QQmlEngine* qmlEngine, QJSEngine*) {
  if (qmlEngine && !qmlEngine->imageProvider(QLatin1String(kProviderId)))
    qmlEngine->addImageProvider(QLatin1String(kProviderId), new CardIconProvider);
  return new CardIcons;
}

QString CardIcons::fileName(const QString& englishName) {
  static const QRegularExpression others(QStringLiteral("[^a-z0-9]+"));
  QString s = englishName.toLower();
  s.remove(QLatin1Char('\'')).remove(QChar(0x2019));
  s.replace(others, QStringLiteral("-"));
  while (s.startsWith(QLatin1Char('-'))) s.remove(0, 1);
  while (s.endsWith(QLatin1Char('-'))) s.chop(1);
  return s.isEmpty() ? QString() : s + QStringLiteral(".svg");
}

QString CardIcons::resourcePath(const QString& englishName) {
  const QString file = fileName(englishName);
  return file.isEmpty() ? QString() : QLatin1String(kResourceDir) + file;
}

bool CardIcons::hasIcon(const QString& englishName) {
  const QString path = resourcePath(englishName);
  return !path.isEmpty() && QFile::exists(path);
}

QUrl CardIcons::source(const QString& englishName, const QColor& fill,
                       const QColor& outline) const {
  if (!hasIcon(englishName)) return {};
  return QUrl(QStringLiteral("image://%1/%2/%3/%4")
                  .arg(QLatin1String(kProviderId), fill.name(QColor::HexArgb).mid(1),
                       outline.name(QColor::HexArgb).mid(1), fileName(englishName)));
}

}  // namespace dominion::app
