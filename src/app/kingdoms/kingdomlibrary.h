#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <vector>

namespace dominion::app {

// One kingdom the player saved: a name, a note, 1 to 10 Kingdom cards (English names) and its
// set-up beyond them.
struct SavedKingdom {
  QString id;  // the file's name without ".json"
  QString name;
  QString note;
  QStringList cards;
  bool colonies = false;         // with Platinum and Colony
  bool shelters = false;         // Shelters instead of the starting Estates
  QString bane;                  // Young Witch's Bane (English name), "" for one drawn at random
  bool earlierVersions = false;  // the cards that changed in 2022 play their earlier text
  QDateTime created;
  QDateTime lastUsed;
};

// The player's library of saved kingdoms, the last used first.
//
// Storage (docs/kingdoms.md, "The app's library"): one kingdom file per kingdom in
// <AppDataLocation>/kingdoms/<id>.json, in the JSON format of kingdom files plus "created"
// and "lastUsed", each written atomically (QSaveFile). A file that cannot be read is renamed
// <id>.json.corrupt-<yyyyMMdd-HHmmss>, kept for the player and listed in `problems`; the
// other kingdoms load as usual.
//
// Import reads kingdom files and one-line card lists ("Cellar, Market, ..."), with card
// names in English, German or French, ignoring case; nothing is imported while any name is
// unknown.
class KingdomLibrary : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  Q_PROPERTY(int count READ count NOTIFY countChanged)
  // One translated sentence per library file that could not be read.
  Q_PROPERTY(QStringList problems READ problems NOTIFY problemsChanged)
  Q_PROPERTY(QString directory READ directory CONSTANT)

 public:
  enum Role {
    KingdomIdRole = Qt::UserRole + 1,
    NameRole,
    NoteRole,
    CardNamesRole,  // English names, in the saved order
    CardIdsRole,    // card ids, sorted by cost then name
    CardCountRole,
    CreatedRole,
    LastUsedRole,
    ColoniesRole,
    SheltersRole,
    BaneCardIdRole,  // -1: none chosen
    EarlierVersionsRole,
  };
  Q_ENUM(Role)

  // The library in <AppDataLocation>/kingdoms.
  explicit KingdomLibrary(QObject* parent = nullptr);
  // The library in `directory` (tests).
  explicit KingdomLibrary(const QString& directory, QObject* parent = nullptr);

  static QString defaultDirectory();

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_entries.size()); }
  QStringList problems() const { return m_problems; }
  QString directory() const { return m_directory; }

  // Saves a new kingdom (1 to 10 Kingdom cards, English names) on top; returns its id, or
  // "" after emitting errorOccurred. `setup`: { colonies, shelters, baneCardId, earlierVersions }
  // (each optional: without Platinum and Colony, without Shelters, no Bane chosen, the cards'
  // current texts).
  Q_INVOKABLE QString save(const QString& name, const QString& note, const QStringList& cards,
                           const QVariantMap& setup = {});
  // Replaces the name, note, cards and set-up of a saved kingdom and puts it on top.
  Q_INVOKABLE bool update(const QString& id, const QString& name, const QString& note,
                          const QStringList& cards, const QVariantMap& setup = {});
  Q_INVOKABLE bool rename(int row, const QString& name);
  Q_INVOKABLE bool setNote(int row, const QString& note);
  // A copy named "<name> (copy)", on top; returns its id.
  Q_INVOKABLE QString duplicate(int row);
  Q_INVOKABLE bool remove(int row);
  // The kingdom was just played or opened: it moves to the top.
  Q_INVOKABLE void markUsed(int row);
  Q_INVOKABLE int indexOf(const QString& id) const;
  // { kingdomId, name, note, cardNames, cardIds, cardCount, created, lastUsed, colonies,
  //   shelters, baneCardId, earlierVersions }; {} if none.
  // (The invokables hand QML maps as QVariant: QML reads them as plain objects.)
  Q_INVOKABLE QVariant get(int row) const { return entry(row); }
  QVariantMap entry(int row) const;
  // Reads the folder again (problems are reported again for new corrupt files only).
  Q_INVOKABLE void reload();

  // ---- Export and import ----------------------------------------------------------------
  // "Cellar, Market, ..." (English names, sorted by cost) and the JSON kingdom file.
  Q_INVOKABLE QString exportText(int row) const;
  Q_INVOKABLE QString exportJson(int row) const;
  // Where to offer to export a kingdom: "<Documents>/<its name>.json" (characters that
  // file systems refuse left out), and the folder of a file.
  Q_INVOKABLE QUrl suggestedExportFile(int row) const;
  Q_INVOKABLE QUrl folderOf(const QUrl& file) const;
  // Writes the kingdom file (JSON; one line of text when the name ends in .txt).
  Q_INVOKABLE bool exportToFile(int row, const QUrl& file);

  // Reads a kingdom file or a list of names without saving anything:
  // { ok, cards (English names), cardIds, name, note, colonies, shelters, baneCardId,
  //   earlierVersions, error
  //   (translated, one problem a line), unknown: [{ name, suggestions: [...] }] }.
  Q_INVOKABLE QVariant parse(const QString& text) const { return parseText(text); }
  QVariantMap parseText(const QString& text) const;
  // parse(), then saves the kingdom when every name is understood: the result has `id` too.
  // An empty `name` takes the file's name, else "Imported kingdom".
  Q_INVOKABLE QVariant importText(const QString& text, const QString& name = QString(),
                                  const QString& note = QString()) {
    return importKingdom(text, name, note);
  }
  QVariantMap importKingdom(const QString& text, const QString& name = QString(),
                            const QString& note = QString());
  Q_INVOKABLE QVariant importFile(const QUrl& file) { return importKingdomFile(file); }
  QVariantMap importKingdomFile(const QUrl& file);
  // A text file's contents (to show before importing); "" after errorOccurred.
  Q_INVOKABLE QString readFile(const QUrl& file);

  Q_INVOKABLE QString clipboardText() const;
  Q_INVOKABLE void copyToClipboard(const QString& text) const;

 signals:
  void countChanged();
  void problemsChanged();
  // A file could not be written or read (translated).
  void errorOccurred(const QString& message);

 private:
  void load();
  bool write(const SavedKingdom& kingdom);
  QString filePath(const QString& id) const;
  void keepAside(const QString& path, const QString& reason);
  void insertOnTop(const SavedKingdom& kingdom);
  void moveToTop(int row);
  bool validRow(int row) const { return row >= 0 && row < count(); }
  QString newId() const;

  QString m_directory;
  std::vector<SavedKingdom> m_entries;
  QStringList m_problems;
};

}  // namespace dominion::app
