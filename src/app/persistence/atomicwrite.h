#pragma once

#include <QByteArray>
#include <QString>

namespace dominion::app {

// Writes `bytes` to the file at `path` whole or not at all: a temporary file beside it, renamed
// over the old one once every byte is written, so a full disk, a read-only folder or a kill
// leaves the old file as it was. False with the reason in `error` (translated, for a player:
// "No space left on device", "its folder is read-only"). The folder must exist.
//
// Qt 6.4's QSaveFile::commit() renames the temporary file even when its buffered bytes could
// not be written (ENOSPC at the flush): a full disk would replace a save with an empty file.
// The bytes are flushed and checked here before the commit.
bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace dominion::app
