#include "atomicwrite.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace dominion::app {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("dominion::app", text); }

// Why `file` could not be written, as a player would be told.
QString reasonOf(const QString& path, const QSaveFile& file) {
  // QFileInfo asks the system (access()), which knows a read-only file system even for root.
  if (!QFileInfo(QFileInfo(path).absolutePath()).isWritable()) return tr("its folder is read-only");
  return file.errorString();
}

}  // namespace

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error) {
  QSaveFile file(path);
  // Never fall back to writing the file in place: a kill would leave half a file.
  file.setDirectWriteFallback(false);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error) *error = reasonOf(path, file);
    return false;
  }
  if (file.write(bytes) != bytes.size() || !file.flush() || file.error() != QFileDevice::NoError) {
    if (error) *error = reasonOf(path, file);
    file.cancelWriting();
    return false;
  }
  if (!file.commit()) {
    if (error) *error = reasonOf(path, file);
    return false;
  }
  return true;
}

}  // namespace dominion::app
