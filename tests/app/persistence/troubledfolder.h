#pragma once

// A data folder the tests can fill up or make read-only, to see saving, the library and the
// history fail softly. Where the machine allows it (root, or the right to mount), the folder is a
// small tmpfs in a mount namespace of the test's own, so it is really full (ENOSPC) or really
// read-only (EROFS) and vanishes with the test, whatever happens. Elsewhere the failures are
// injected: the process may write no byte to any file (RLIMIT_FSIZE 0, EFBIG), and a read-only
// folder is also taken from its writer's permissions when the test does not run as root.

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace dominion::test {

class TroubledFolder {
 public:
  enum class Means { Tmpfs, Injected };

  // Moves the process into a mount namespace of its own, before any thread starts; false when
  // the machine does not allow it (the tests then inject the failures).
  static bool enterPrivateMounts() {
    return unshare(CLONE_NEWNS) == 0 &&
           mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
  }

  explicit TroubledFolder(bool privateMounts) {
    m_path = m_base.path() + QStringLiteral("/data");
    QDir().mkpath(m_path);
    if (privateMounts && mount("tmpfs", m_path.toLocal8Bit().constData(), "tmpfs",
                               MS_NOSUID | MS_NODEV, "size=4m,mode=0755") == 0)
      m_means = Means::Tmpfs;
  }
  ~TroubledFolder() {
    clear();
    if (m_means == Means::Tmpfs) umount2(m_path.toLocal8Bit().constData(), MNT_DETACH);
  }
  TroubledFolder(const TroubledFolder&) = delete;
  TroubledFolder& operator=(const TroubledFolder&) = delete;

  bool isValid() const { return m_base.isValid() && QFileInfo(m_path).isDir(); }
  QString path() const { return m_path; }
  QString filePath(const QString& name) const { return m_path + QLatin1Char('/') + name; }
  Means means() const { return m_means; }
  QString describe() const {
    return m_means == Means::Tmpfs ? QStringLiteral("a 4 MiB tmpfs in a private mount namespace")
                                   : QStringLiteral("injected write failures (RLIMIT_FSIZE)");
  }

  // No new byte can be written in the folder: the tmpfs is filled to its last byte.
  void fill() {
    if (m_means == Means::Injected) return limitWrites();
    const QByteArray name = filePath(QStringLiteral(".filler")).toLocal8Bit();
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return;
    // Big blocks, then smaller ones, down to the last byte the file system takes.
    const QByteArray bytes(1 << 16, 'x');
    for (size_t block : {size_t(1) << 16, size_t(4096), size_t(1)})
      while (::write(fd, bytes.constData(), block) == ssize_t(block)) {
      }
    ::close(fd);
    m_filled = true;
  }

  // The folder can be read but not written. Files held open for writing (the history) must be
  // closed first: a tmpfs is made read-only only when nothing writes to it.
  bool makeReadOnly() {
    if (m_means == Means::Tmpfs) {
      m_readOnly = mount(nullptr, m_path.toLocal8Bit().constData(), nullptr,
                         MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) == 0;
      return m_readOnly;
    }
    if (geteuid() != 0) setWritable(false);
    limitWrites();
    m_readOnly = true;
    return true;
  }

  // The folder works again.
  void clear() {
    if (m_means == Means::Tmpfs) {
      if (m_readOnly)
        mount(nullptr, m_path.toLocal8Bit().constData(), nullptr, MS_REMOUNT | MS_NOSUID | MS_NODEV,
              nullptr);
      if (m_filled) QFile::remove(filePath(QStringLiteral(".filler")));
    } else {
      if (m_limited) {
        setrlimit(RLIMIT_FSIZE, &m_savedLimit);
        m_limited = false;
      }
      if (m_readOnly && geteuid() != 0) setWritable(true);
    }
    m_readOnly = m_filled = false;
  }

  // The files in the folder and under it, by path relative to it, with their bytes (the filler
  // left out): what must come out of a failure unchanged.
  QMap<QString, QByteArray> contents() const {
    QMap<QString, QByteArray> out;
    QDirIterator it(m_path, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString file = it.next();
      const QString name = QDir(m_path).relativeFilePath(file);
      if (name == QLatin1String(".filler")) continue;
      QFile f(file);
      out.insert(name, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>"));
    }
    return out;
  }

 private:
  void limitWrites() {
    if (m_limited) return;
    signal(SIGXFSZ, SIG_IGN);  // a write past the limit fails with EFBIG instead of a signal
    getrlimit(RLIMIT_FSIZE, &m_savedLimit);
    const rlimit none{0, m_savedLimit.rlim_max};
    m_limited = setrlimit(RLIMIT_FSIZE, &none) == 0;
  }

  void setWritable(bool writable) {
    const QFileDevice::Permissions dir =
        QFileDevice::ReadOwner | QFileDevice::ExeOwner |
        (writable ? QFileDevice::WriteOwner : QFileDevice::Permissions());
    const QFileDevice::Permissions file =
        QFileDevice::ReadOwner | (writable ? QFileDevice::WriteOwner : QFileDevice::Permissions());
    QDirIterator it(m_path, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    QStringList dirs{m_path};
    while (it.hasNext()) {
      const QString p = it.next();
      if (QFileInfo(p).isDir())
        dirs.append(p);
      else
        QFile::setPermissions(p, file);
    }
    for (const QString& d : dirs) QFile::setPermissions(d, dir);
  }

  QTemporaryDir m_base;
  QString m_path;
  Means m_means = Means::Injected;
  bool m_filled = false;
  bool m_readOnly = false;
  bool m_limited = false;
  rlimit m_savedLimit{};
};

}  // namespace dominion::test
