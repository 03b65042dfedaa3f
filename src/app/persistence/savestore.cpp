#include "savestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <algorithm>

#include "atomicwrite.h"

namespace dominion::app {
namespace {

inline constexpr char kAutosaveFile[] = "autosave.json";
inline constexpr char kSlotsDir[] = "slots";
inline constexpr char kSetAsideDir[] = "set-aside";
inline constexpr char kSuffix[] = ".json";

bool ensureDir(const QString& path) { return QDir().mkpath(path); }

}  // namespace

SaveStore::SaveStore(QString dir) : m_dir(dir.isEmpty() ? defaultDir() : std::move(dir)) {}

QString SaveStore::defaultDir() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/saves");
}

QString SaveStore::autosavePath() const {
  return m_dir + QLatin1Char('/') + QLatin1String(kAutosaveFile);
}
QString SaveStore::slotsDir() const { return m_dir + QLatin1Char('/') + QLatin1String(kSlotsDir); }
QString SaveStore::setAsideDir() const {
  return m_dir + QLatin1Char('/') + QLatin1String(kSetAsideDir);
}
QString SaveStore::slotPath(const QString& id) const {
  return slotsDir() + QLatin1Char('/') + id + QLatin1String(kSuffix);
}

bool SaveStore::writeFile(const QString& path, const SaveGame& save, QString* error) {
  if (!ensureDir(QFileInfo(path).absolutePath())) {
    if (error) *error = tr("The folder %1 cannot be created.").arg(QFileInfo(path).absolutePath());
    return false;
  }
  QString reason;
  if (!writeAtomically(path, encodeSave(save), &reason)) {
    if (error) *error = tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), reason);
    return false;
  }
  return true;
}

std::optional<SaveGame> SaveStore::readFile(const QString& path, bool checkPosition,
                                            QString* problem) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (problem) *problem = tr("%1 cannot be read: %2").arg(path, file.errorString());
    return std::nullopt;
  }
  const DecodedSave decoded = decodeSave(file.readAll(), checkPosition);
  file.close();
  if (decoded.ok()) return decoded.save;
  const QString moved = setAside(path, decoded.problem);
  if (problem) {
    const QString name = QFileInfo(path).fileName();
    const QString where = QDir::toNativeSeparators(moved);
    // The player knows the autosave as "the last game", not by its file name.
    if (path == autosavePath())
      *problem =
          moved.isEmpty()
              ? tr("The save of the last game (%1) cannot be used. %2").arg(name, decoded.message)
              : tr("The save of the last game (%1) cannot be used and was moved to %2. %3")
                    .arg(name, where, decoded.message);
    else
      *problem = moved.isEmpty()
                     ? tr("The saved game %1 cannot be used. %2").arg(name, decoded.message)
                     : tr("The saved game %1 cannot be used and was moved to %2. %3")
                           .arg(name, where, decoded.message);
  }
  qWarning("SaveStore: %s: %s", qPrintable(path), qPrintable(decoded.message));
  return std::nullopt;
}

QString SaveStore::setAside(const QString& path, SaveProblem problem) {
  if (!ensureDir(setAsideDir())) return {};
  const QFileInfo info(path);
  const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  QString target = setAsideDir() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') +
                   problemTag(problem) + QLatin1Char('-') + stamp + QLatin1String(kSuffix);
  for (int n = 2; QFile::exists(target); ++n)
    target = setAsideDir() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') +
             problemTag(problem) + QLatin1Char('-') + stamp + QLatin1Char('-') +
             QString::number(n) + QLatin1String(kSuffix);
  if (!QFile::rename(path, target)) {
    qWarning("SaveStore: %s could not be moved aside to %s", qPrintable(path), qPrintable(target));
    return {};
  }
  return target;
}

int SaveStore::removeLeftovers(int minAgeSecs) {
  // QSaveFile writes "<name>.json.XXXXXX" and renames it over "<name>.json" when done.
  static const QRegularExpression temporary(QStringLiteral("^.+\\.json\\.[A-Za-z0-9]{6}$"));
  const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-minAgeSecs);
  int removed = 0;
  for (const QString& folder : {m_dir, slotsDir()}) {
    const QFileInfoList files = QDir(folder).entryInfoList(QDir::Files | QDir::Hidden);
    for (const QFileInfo& f : files)
      if (temporary.match(f.fileName()).hasMatch() && f.lastModified().toUTC() <= before &&
          QFile::remove(f.absoluteFilePath()))
        ++removed;
  }
  return removed;
}

// ---- The autosave ---------------------------------------------------------------------------

bool SaveStore::writeAutosave(const SaveGame& save, QString* error) {
  return writeFile(autosavePath(), save, error);
}

std::optional<SaveGame> SaveStore::readAutosave(QString* problem) {
  if (!hasAutosave()) return std::nullopt;
  return readFile(autosavePath(), true, problem);
}

std::optional<SaveMeta> SaveStore::peekAutosave(QString* problem) {
  if (!hasAutosave()) return std::nullopt;
  std::optional<SaveGame> save = readFile(autosavePath(), true, problem);
  if (!save) return std::nullopt;
  return save->meta;
}

bool SaveStore::hasAutosave() const { return QFile::exists(autosavePath()); }

bool SaveStore::removeAutosave() { return !hasAutosave() || QFile::remove(autosavePath()); }

// ---- Named slots ----------------------------------------------------------------------------

QList<SaveStore::Slot> SaveStore::listSlots(QStringList* problems) {
  QList<Slot> out;
  const QDir dir(slotsDir());
  const QStringList files =
      dir.entryList({QLatin1String("*") + QLatin1String(kSuffix)}, QDir::Files, QDir::Name);
  for (const QString& file : files) {
    const QString path = dir.filePath(file);
    QString problem;
    // Listing checks the position too: a slot shown is a slot that loads.
    std::optional<SaveGame> save = readFile(path, true, &problem);
    if (!save) {
      if (problems) problems->append(problem);
      continue;
    }
    out.append({QFileInfo(file).completeBaseName(), path, save->meta});
  }
  std::sort(out.begin(), out.end(),
            [](const Slot& a, const Slot& b) { return a.meta.updated > b.meta.updated; });
  return out;
}

QString SaveStore::writeSlot(const QString& name, SaveGame save, QString* error) {
  save.meta.name = name.trimmed();
  QString id;
  // The same name replaces that slot; listing first also sets broken files aside.
  for (const Slot& slot : listSlots())
    if (slot.meta.name.compare(save.meta.name, Qt::CaseInsensitive) == 0) id = slot.id;
  if (id.isEmpty()) {
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    id = QStringLiteral("slot-") + stamp;
    for (int n = 2; QFile::exists(slotPath(id)); ++n)
      id = QStringLiteral("slot-") + stamp + QLatin1Char('-') + QString::number(n);
  }
  if (!writeFile(slotPath(id), save, error)) return {};
  return id;
}

std::optional<SaveGame> SaveStore::readSlot(const QString& id, QString* problem) {
  static const QRegularExpression validId(QStringLiteral("^[A-Za-z0-9_.-]+$"));
  if (!validId.match(id).hasMatch() || !QFile::exists(slotPath(id))) {
    if (problem) *problem = tr("There is no saved game %1.").arg(id);
    return std::nullopt;
  }
  return readFile(slotPath(id), true, problem);
}

bool SaveStore::removeSlot(const QString& id) {
  static const QRegularExpression validId(QStringLiteral("^[A-Za-z0-9_.-]+$"));
  if (!validId.match(id).hasMatch()) return false;
  return QFile::remove(slotPath(id));
}

}  // namespace dominion::app
