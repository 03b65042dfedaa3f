#pragma once

// Helpers shared by the application tests.

#include <QMutex>
#include <QSettings>
#include <QStringList>
#include <QTemporaryDir>
#include <QtGlobal>

namespace dominion::test {

// Points QSettings at an empty temporary folder for as long as it lives.
class ScratchSettings {
 public:
  ScratchSettings() {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
  }
  bool isValid() const { return m_dir.isValid(); }

 private:
  QTemporaryDir m_dir;
};

// Records every warning, critical and fatal message while it lives (and passes them on).
class WarningRecorder {
 public:
  WarningRecorder() {
    s_current = this;
    m_previous = qInstallMessageHandler(&WarningRecorder::handle);
  }
  ~WarningRecorder() {
    qInstallMessageHandler(m_previous);
    s_current = nullptr;
  }
  WarningRecorder(const WarningRecorder&) = delete;
  WarningRecorder& operator=(const WarningRecorder&) = delete;

  QStringList warnings() const {
    QMutexLocker lock(&m_mutex);
    return m_warnings;
  }
  void clear() {
    QMutexLocker lock(&m_mutex);
    m_warnings.clear();
  }

 private:
  static void handle(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    WarningRecorder* self = s_current;
    if (self && type != QtDebugMsg && type != QtInfoMsg) {
      QMutexLocker lock(&self->m_mutex);
      self->m_warnings.append(message);
    }
    if (self && self->m_previous) self->m_previous(type, context, message);
  }

  static inline WarningRecorder* s_current = nullptr;
  QtMessageHandler m_previous = nullptr;
  mutable QMutex m_mutex;
  QStringList m_warnings;
};

}  // namespace dominion::test
