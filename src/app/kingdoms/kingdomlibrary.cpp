#include "kingdomlibrary.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

#include "cardnametables.h"
#include "engine/kingdom.hpp"
#include "persistence/atomicwrite.h"

namespace dominion::app {
namespace {

inline constexpr char kFormat[] = "dominion-kingdom";
inline constexpr int kVersion = 1;
inline constexpr char kSuffix[] = ".json";
inline constexpr char kCorruptMark[] = ".corrupt-";

QString fromStd(const std::string& s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString englishName(dom::CardId id) {
  const std::string_view name = dom::card(id).name;
  return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

// A timestamp later than any handed out before in this process, so that kingdoms saved in
// quick succession keep their order after a reload.
QDateTime nextTimestamp() {
  static QDateTime last;
  QDateTime now = QDateTime::currentDateTimeUtc();
  if (last.isValid() && now <= last) now = last.addMSecs(1);
  last = now;
  return now;
}

QString isoTime(const QDateTime& t) { return t.toUTC().toString(Qt::ISODateWithMs); }

QDateTime readTime(const QJsonObject& o, const char* key, const QDateTime& fallback) {
  const QDateTime t =
      QDateTime::fromString(o.value(QLatin1String(key)).toString(), Qt::ISODateWithMs);
  return t.isValid() ? t : fallback;
}

// Most recently used first; then the newest; then by name.
bool before(const SavedKingdom& a, const SavedKingdom& b) {
  if (a.lastUsed != b.lastUsed) return a.lastUsed > b.lastUsed;
  if (a.created != b.created) return a.created > b.created;
  return QString::localeAwareCompare(a.name, b.name) < 0;
}

// English names -> card ids (sorted by cost, then name), or a translated error.
std::vector<dom::CardId> cardIdsOf(const QStringList& names, QString* error) {
  std::vector<dom::CardId> ids;
  for (const QString& name : names) {
    const std::string utf8 = name.toStdString();
    dom::CardId id = dom::findCard(utf8);
    if (id == dom::NoCard) id = dom::findCardNamed(utf8, CardNameTables::aliases());
    if (id == dom::NoCard || !dom::card(id).isKingdom()) {
      if (error) *error = KingdomLibrary::tr("“%1” is not a Kingdom card.").arg(name);
      return {};
    }
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) {
      if (error) *error = KingdomLibrary::tr("“%1” is listed twice.").arg(name);
      return {};
    }
    ids.push_back(id);
  }
  if (ids.empty() || int(ids.size()) > dom::KingdomSize) {
    if (error) *error = KingdomLibrary::tr("A kingdom has 1 to 10 Kingdom cards.");
    return {};
  }
  dom::sortKingdom(ids);
  return ids;
}

QStringList namesOf(const std::vector<dom::CardId>& ids) {
  QStringList out;
  for (dom::CardId id : ids) out.append(englishName(id));
  return out;
}

QVariantList idList(const std::vector<dom::CardId>& ids) {
  QVariantList out;
  for (dom::CardId id : ids) out.append(int(id));
  return out;
}

std::vector<dom::CardId> sortedIds(const SavedKingdom& k) {
  std::vector<dom::CardId> ids;
  for (const QString& name : k.cards) {
    const dom::CardId id = dom::findCard(name.toStdString());
    if (id != dom::NoCard) ids.push_back(id);
  }
  dom::sortKingdom(ids);
  return ids;
}

QByteArray toJson(const SavedKingdom& k, bool withTimes) {
  QJsonObject o;
  o.insert(QStringLiteral("format"), QLatin1String(kFormat));
  o.insert(QStringLiteral("version"), kVersion);
  o.insert(QStringLiteral("name"), k.name);
  o.insert(QStringLiteral("note"), k.note);
  o.insert(QStringLiteral("cards"), QJsonArray::fromStringList(namesOf(sortedIds(k))));
  // The set-up, as kingdom files write it: only what differs from the plain game.
  if (k.colonies) o.insert(QStringLiteral("colonies"), true);
  if (k.shelters) o.insert(QStringLiteral("shelters"), true);
  if (!k.bane.isEmpty()) o.insert(QStringLiteral("bane"), k.bane);
  if (k.earlierVersions) o.insert(QStringLiteral("earlierVersions"), true);
  if (withTimes) {
    o.insert(QStringLiteral("created"), isoTime(k.created));
    o.insert(QStringLiteral("lastUsed"), isoTime(k.lastUsed));
  }
  return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

// The Bane a set-up map names (baneCardId), if it may be the Bane of these cards.
QString baneOf(const QVariantMap& setup, const std::vector<dom::CardId>& cards) {
  bool ok = false;
  const int id = setup.value(QStringLiteral("baneCardId")).toInt(&ok);
  if (!ok || !dom::canBeBane(dom::CardId(id), cards)) return {};
  return englishName(dom::CardId(id));
}

int baneIdOf(const QString& bane) {
  if (bane.isEmpty()) return -1;
  const dom::CardId id = dom::findCard(bane.toStdString());
  return id == dom::NoCard ? -1 : int(id);
}

void applySetup(SavedKingdom& k, const QVariantMap& setup, const std::vector<dom::CardId>& cards) {
  k.colonies = setup.value(QStringLiteral("colonies")).toBool();
  k.shelters = setup.value(QStringLiteral("shelters")).toBool();
  k.bane = baneOf(setup, cards);
  k.earlierVersions = setup.value(QStringLiteral("earlierVersions")).toBool();
}

// The parser's unknown names as translated sentences, then its other problems as it wrote
// them.
QString describeProblems(const dom::KingdomParse& parse) {
  QStringList lines;
  for (const dom::UnknownCard& u : parse.unknown) {
    const QString name = fromStd(u.name);
    if (u.suggestions.empty()) {
      lines.append(KingdomLibrary::tr("Unknown card “%1”.").arg(name));
      continue;
    }
    QStringList suggestions;
    for (const std::string& s : u.suggestions) suggestions.append(fromStd(s));
    //: %2 lists close card names, separated by commas
    lines.append(KingdomLibrary::tr("Unknown card “%1”: did you mean %2?")
                     .arg(name, suggestions.join(QStringLiteral(", "))));
  }
  for (const QString& line : fromStd(parse.error).split(u'\n', Qt::SkipEmptyParts))
    if (!line.startsWith(QLatin1String("unknown card"))) lines.append(line);
  return lines.join(u'\n');
}

}  // namespace

KingdomLibrary::KingdomLibrary(QObject* parent) : KingdomLibrary(defaultDirectory(), parent) {}

KingdomLibrary::KingdomLibrary(const QString& directory, QObject* parent)
    : QAbstractListModel(parent), m_directory(directory) {
  load();
}

QString KingdomLibrary::defaultDirectory() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/kingdoms");
}

// ---- The model ----------------------------------------------------------------------------

int KingdomLibrary::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant KingdomLibrary::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const SavedKingdom& k = m_entries[size_t(index.row())];
  switch (role) {
    case Qt::DisplayRole:
    case NameRole:
      return k.name;
    case KingdomIdRole:
      return k.id;
    case NoteRole:
      return k.note;
    case CardNamesRole:
      return k.cards;
    case CardIdsRole:
      return idList(sortedIds(k));
    case CardCountRole:
      return int(k.cards.size());
    case CreatedRole:
      return k.created.toLocalTime();
    case LastUsedRole:
      return k.lastUsed.toLocalTime();
    case ColoniesRole:
      return k.colonies;
    case SheltersRole:
      return k.shelters;
    case BaneCardIdRole:
      return baneIdOf(k.bane);
    case EarlierVersionsRole:
      return k.earlierVersions;
    default:
      return {};
  }
}

QHash<int, QByteArray> KingdomLibrary::roleNames() const {
  return {{KingdomIdRole, "kingdomId"},
          {NameRole, "name"},
          {NoteRole, "note"},
          {CardNamesRole, "cardNames"},
          {CardIdsRole, "cardIds"},
          {CardCountRole, "cardCount"},
          {CreatedRole, "created"},
          {LastUsedRole, "lastUsed"},
          {ColoniesRole, "colonies"},
          {SheltersRole, "shelters"},
          {BaneCardIdRole, "baneCardId"},
          {EarlierVersionsRole, "earlierVersions"}};
}

QVariantMap KingdomLibrary::entry(int row) const {
  if (!validRow(row)) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.cbegin(); it != roles.cend(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

int KingdomLibrary::indexOf(const QString& id) const {
  for (int row = 0; row < count(); ++row)
    if (m_entries[size_t(row)].id == id) return row;
  return -1;
}

// ---- Changes ------------------------------------------------------------------------------

QString KingdomLibrary::save(const QString& name, const QString& note, const QStringList& cards,
                             const QVariantMap& setup) {
  QString error;
  const std::vector<dom::CardId> ids = cardIdsOf(cards, &error);
  if (ids.empty()) {
    emit errorOccurred(tr("The kingdom was not saved: %1").arg(error));
    return {};
  }
  SavedKingdom k;
  k.id = newId();
  k.name = name.trimmed().isEmpty() ? tr("Untitled kingdom") : name.trimmed();
  k.note = note.trimmed();
  k.cards = namesOf(ids);
  applySetup(k, setup, ids);
  k.created = nextTimestamp();
  k.lastUsed = k.created;
  if (!write(k)) return {};
  insertOnTop(k);
  return k.id;
}

bool KingdomLibrary::update(const QString& id, const QString& name, const QString& note,
                            const QStringList& cards, const QVariantMap& setup) {
  const int row = indexOf(id);
  if (row < 0) return false;
  QString error;
  const std::vector<dom::CardId> ids = cardIdsOf(cards, &error);
  if (ids.empty()) {
    emit errorOccurred(tr("The kingdom was not saved: %1").arg(error));
    return false;
  }
  SavedKingdom k = m_entries[size_t(row)];
  if (!name.trimmed().isEmpty()) k.name = name.trimmed();
  k.note = note.trimmed();
  k.cards = namesOf(ids);
  applySetup(k, setup, ids);
  k.lastUsed = nextTimestamp();
  if (!write(k)) return false;
  m_entries[size_t(row)] = k;
  emit dataChanged(index(row), index(row));
  moveToTop(row);
  return true;
}

bool KingdomLibrary::rename(int row, const QString& name) {
  if (!validRow(row) || name.trimmed().isEmpty()) return false;
  SavedKingdom k = m_entries[size_t(row)];
  k.name = name.trimmed();
  if (!write(k)) return false;
  m_entries[size_t(row)] = k;
  emit dataChanged(index(row), index(row), {NameRole, Qt::DisplayRole});
  return true;
}

bool KingdomLibrary::setNote(int row, const QString& note) {
  if (!validRow(row)) return false;
  SavedKingdom k = m_entries[size_t(row)];
  k.note = note.trimmed();
  if (!write(k)) return false;
  m_entries[size_t(row)] = k;
  emit dataChanged(index(row), index(row), {NoteRole});
  return true;
}

QString KingdomLibrary::duplicate(int row) {
  if (!validRow(row)) return {};
  SavedKingdom k = m_entries[size_t(row)];
  k.id = newId();
  //: The name of a copy of a saved kingdom
  k.name = tr("%1 (copy)").arg(k.name);
  k.created = nextTimestamp();
  k.lastUsed = k.created;
  if (!write(k)) return {};
  insertOnTop(k);
  return k.id;
}

bool KingdomLibrary::remove(int row) {
  if (!validRow(row)) return false;
  const QString path = filePath(m_entries[size_t(row)].id);
  if (QFile::exists(path) && !QFile::remove(path)) {
    emit errorOccurred(tr("Could not delete %1.").arg(QDir::toNativeSeparators(path)));
    return false;
  }
  beginRemoveRows({}, row, row);
  m_entries.erase(m_entries.begin() + row);
  endRemoveRows();
  emit countChanged();
  return true;
}

void KingdomLibrary::markUsed(int row) {
  if (!validRow(row)) return;
  SavedKingdom k = m_entries[size_t(row)];
  k.lastUsed = nextTimestamp();
  if (!write(k)) return;
  m_entries[size_t(row)] = k;
  emit dataChanged(index(row), index(row), {LastUsedRole});
  moveToTop(row);
}

void KingdomLibrary::insertOnTop(const SavedKingdom& kingdom) {
  beginInsertRows({}, 0, 0);
  m_entries.insert(m_entries.begin(), kingdom);
  endInsertRows();
  emit countChanged();
}

void KingdomLibrary::moveToTop(int row) {
  if (row <= 0) return;
  beginMoveRows({}, row, row, {}, 0);
  std::rotate(m_entries.begin(), m_entries.begin() + row, m_entries.begin() + row + 1);
  endMoveRows();
}

QString KingdomLibrary::newId() const {
  QString id;
  do {
    id = QUuid::createUuid().toString(QUuid::WithoutBraces);
  } while (QFile::exists(filePath(id)));
  return id;
}

// ---- Files --------------------------------------------------------------------------------

QString KingdomLibrary::filePath(const QString& id) const {
  return m_directory + u'/' + id + QLatin1String(kSuffix);
}

bool KingdomLibrary::write(const SavedKingdom& kingdom) {
  if (!QDir().mkpath(m_directory)) {
    emit errorOccurred(
        tr("Could not create the folder %1.").arg(QDir::toNativeSeparators(m_directory)));
    return false;
  }
  QString reason;
  if (!writeAtomically(filePath(kingdom.id), toJson(kingdom, true), &reason)) {
    emit errorOccurred(tr("Could not save “%1”: %2").arg(kingdom.name, reason));
    return false;
  }
  return true;
}

void KingdomLibrary::reload() {
  beginResetModel();
  m_entries.clear();
  load();
  endResetModel();
  emit countChanged();
}

void KingdomLibrary::load() {
  const QDir dir(m_directory);
  const QStringList files =
      dir.entryList({QLatin1String("*") + QLatin1String(kSuffix)}, QDir::Files, QDir::Name);
  for (const QString& fileName : files) {
    const QString path = dir.filePath(fileName);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
      keepAside(path, file.errorString());
      continue;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    QJsonParseError jsonError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &jsonError);
    if (doc.isNull() || !doc.isObject()) {
      keepAside(path, jsonError.error != QJsonParseError::NoError ? jsonError.errorString()
                                                                  : tr("not a kingdom file"));
      continue;
    }
    const dom::KingdomParse parse = dom::parseKingdomJson(bytes.toStdString());
    if (!parse.ok()) {
      keepAside(path, fromStd(parse.error).replace(u'\n', QLatin1String("; ")));
      continue;
    }
    const QJsonObject o = doc.object();
    const QDateTime modified = QFileInfo(path).lastModified().toUTC();
    SavedKingdom k;
    k.id = fileName.chopped(int(qstrlen(kSuffix)));
    k.name = fromStd(parse.kingdom->name);
    if (k.name.isEmpty()) k.name = tr("Untitled kingdom");
    k.note = fromStd(parse.kingdom->note);
    k.cards = namesOf(parse.kingdom->cards);
    k.colonies = parse.kingdom->colonies;
    k.shelters = parse.kingdom->shelters;
    if (parse.kingdom->bane != dom::NoCard) k.bane = englishName(parse.kingdom->bane);
    k.earlierVersions = parse.kingdom->earlierVersions;
    k.created = readTime(o, "created", modified);
    k.lastUsed = readTime(o, "lastUsed", k.created);
    m_entries.push_back(k);
  }
  std::sort(m_entries.begin(), m_entries.end(), before);
}

void KingdomLibrary::keepAside(const QString& path, const QString& reason) {
  const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  QString aside = path + QLatin1String(kCorruptMark) + stamp;
  for (int n = 2; QFile::exists(aside); ++n)
    aside = path + QLatin1String(kCorruptMark) + stamp + u'-' + QString::number(n);
  const QString shown = QDir::toNativeSeparators(path);
  if (QFile::rename(path, aside)) {
    m_problems.append(tr("The saved kingdom %1 could not be read (%2). It was kept as %3.")
                          .arg(shown, reason, QDir::toNativeSeparators(aside)));
  } else {
    m_problems.append(tr("The saved kingdom %1 could not be read (%2).").arg(shown, reason));
  }
  qWarning("KingdomLibrary: %s", qPrintable(m_problems.last()));
  emit problemsChanged();
}

// ---- Export and import --------------------------------------------------------------------

QString KingdomLibrary::exportText(int row) const {
  if (!validRow(row)) return {};
  return fromStd(dom::kingdomToText(sortedIds(m_entries[size_t(row)])));
}

QString KingdomLibrary::exportJson(int row) const {
  if (!validRow(row)) return {};
  return QString::fromUtf8(toJson(m_entries[size_t(row)], false));
}

QUrl KingdomLibrary::suggestedExportFile(int row) const {
  if (!validRow(row)) return {};
  QString name = m_entries[size_t(row)].name;
  name.remove(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]")));
  name = name.trimmed();
  if (name.isEmpty() || name.startsWith(u'.')) name.prepend(QStringLiteral("kingdom"));
  QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  if (folder.isEmpty()) folder = QDir::homePath();
  return QUrl::fromLocalFile(folder + u'/' + name + QLatin1String(kSuffix));
}

QUrl KingdomLibrary::folderOf(const QUrl& file) const {
  return QUrl::fromLocalFile(QFileInfo(file.toLocalFile()).absolutePath());
}

bool KingdomLibrary::exportToFile(int row, const QUrl& url) {
  if (!validRow(row)) return false;
  const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
  const bool asText = path.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive);
  const QByteArray bytes =
      asText ? (exportText(row) + u'\n').toUtf8() : toJson(m_entries[size_t(row)], false);
  QString reason;
  if (!writeAtomically(path, bytes, &reason)) {
    emit errorOccurred(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason));
    return false;
  }
  return true;
}

QVariantMap KingdomLibrary::parseText(const QString& text) const {
  const dom::KingdomParse parse =
      dom::parseKingdom(text.trimmed().toStdString(), CardNameTables::aliases());
  QVariantMap out;
  out.insert(QStringLiteral("ok"), parse.ok());
  QVariantList unknown;
  for (const dom::UnknownCard& u : parse.unknown) {
    QStringList suggestions;
    for (const std::string& s : u.suggestions) suggestions.append(fromStd(s));
    unknown.append(QVariantMap{{QStringLiteral("name"), fromStd(u.name)},
                               {QStringLiteral("suggestions"), suggestions}});
  }
  out.insert(QStringLiteral("unknown"), unknown);
  if (!parse.ok()) {
    QString error = describeProblems(parse);
    if (error.isEmpty()) error = tr("No card names found.");
    out.insert(QStringLiteral("error"), error);
    out.insert(QStringLiteral("cards"), QStringList());
    out.insert(QStringLiteral("cardIds"), QVariantList());
    return out;
  }
  std::vector<dom::CardId> ids = parse.kingdom->cards;
  dom::sortKingdom(ids);
  out.insert(QStringLiteral("error"), QString());
  out.insert(QStringLiteral("cards"), namesOf(ids));
  out.insert(QStringLiteral("cardIds"), idList(ids));
  out.insert(QStringLiteral("name"), fromStd(parse.kingdom->name));
  out.insert(QStringLiteral("note"), fromStd(parse.kingdom->note));
  out.insert(QStringLiteral("colonies"), parse.kingdom->colonies);
  out.insert(QStringLiteral("shelters"), parse.kingdom->shelters);
  out.insert(QStringLiteral("baneCardId"),
             parse.kingdom->bane == dom::NoCard ? -1 : int(parse.kingdom->bane));
  out.insert(QStringLiteral("earlierVersions"), parse.kingdom->earlierVersions);
  return out;
}

QVariantMap KingdomLibrary::importKingdom(const QString& text, const QString& name,
                                          const QString& note) {
  QVariantMap result = parseText(text);
  if (!result.value(QStringLiteral("ok")).toBool()) return result;
  QString kingdomName = name.trimmed();
  if (kingdomName.isEmpty()) kingdomName = result.value(QStringLiteral("name")).toString();
  if (kingdomName.isEmpty()) kingdomName = tr("Imported kingdom");
  const QString kingdomNote =
      note.trimmed().isEmpty() ? result.value(QStringLiteral("note")).toString() : note;
  const QString id =
      save(kingdomName, kingdomNote, result.value(QStringLiteral("cards")).toStringList(), result);
  if (id.isEmpty()) {
    result.insert(QStringLiteral("ok"), false);
    result.insert(QStringLiteral("error"), tr("The kingdom could not be saved."));
    return result;
  }
  result.insert(QStringLiteral("id"), id);
  result.insert(QStringLiteral("name"), kingdomName);
  return result;
}

QVariantMap KingdomLibrary::importKingdomFile(const QUrl& url) {
  const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    return {{QStringLiteral("ok"), false},
            {QStringLiteral("unknown"), QVariantList()},
            {QStringLiteral("error"),
             tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString())}};
  }
  const QString text = QString::fromUtf8(file.readAll());
  const QVariantMap parsed = parseText(text);
  QString name = parsed.value(QStringLiteral("name")).toString();
  if (name.isEmpty()) name = QFileInfo(path).completeBaseName();
  return importKingdom(text, name);
}

QString KingdomLibrary::readFile(const QUrl& url) {
  const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    emit errorOccurred(
        tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    return {};
  }
  return QString::fromUtf8(file.readAll());
}

QString KingdomLibrary::clipboardText() const {
  const QClipboard* clipboard = QGuiApplication::clipboard();
  return clipboard ? clipboard->text() : QString();
}

void KingdomLibrary::copyToClipboard(const QString& text) const {
  if (QClipboard* clipboard = QGuiApplication::clipboard()) clipboard->setText(text);
}

}  // namespace dominion::app
