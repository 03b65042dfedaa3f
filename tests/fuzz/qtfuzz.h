// What the application's fuzz targets share: the Qt application object and writing an input to
// a file.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

// For LLVMFuzzerInitialize: the application for the whole run (a QGuiApplication where a target
// needs windows). Never destroyed: Qt's own globals may be gone by the time statics are.
template <class Application = QCoreApplication>
int startQt(int* argc, char*** argv) {
  new Application(*argc, *argv);
  return 0;
}

// Writes `bytes` to `path`, making its folder; whether every byte was written.
inline bool writeFile(const QString& path, const QByteArray& bytes) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  QFile f(path);
  return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}
