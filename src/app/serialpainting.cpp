// The GUI thread paints the software scene graph on its own.
//
// Qt 6's raster paint engine splits every blend of 96 or more scanline spans (any fill or
// image taller than about 96 pixels under a clip that is not one rectangle, which is what
// the software scene graph paints through) into pieces for QThreadPool::globalInstance(),
// then waits for them (QT_THREAD_PARALLEL_FILLS in qdrawhelper.cpp). It paints the spans
// itself when QThreadPool::contains() says the painting thread is one of the pool's.
//
// On the two-core machines the game is measured on, the hand-offs cost far more than the
// split gains: while cards moved, a quarter of the GUI thread's time went to waking pool
// threads and waiting for them, and frames came late. Painting on the one thread cut the
// CPU time of a 150-move game by a quarter and raised the frame rate from about 52 to 61
// per second (docs/performance.md).
//
// This definition of QThreadPool::contains() belongs to the executable, which comes first
// in the dynamic linker's search order, so QtGui's calls reach it instead of QtCore's. Only
// QtGui calls it, for exactly this choice (fills, image conversion and smooth scaling). It
// answers "yes" when asked about the global pool and the application's main thread, where the
// scene graph is painted, and hands every other question to QtCore's own definition.

#include <dlfcn.h>

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace {

using ContainsFunction = bool (*)(const QThreadPool*, const QThread*);

// QtCore's QThreadPool::contains(), looked up past this executable.
ContainsFunction qtCoreContains() {
  static const auto function =
      reinterpret_cast<ContainsFunction>(dlsym(RTLD_NEXT, "_ZNK11QThreadPool8containsEPK7QThread"));
  return function;
}

}  // namespace

bool QThreadPool::contains(const QThread* thread) const {
  const QCoreApplication* app = QCoreApplication::instance();
  if (app && thread == app->thread() && this == QThreadPool::globalInstance()) return true;
  const ContainsFunction qtCore = qtCoreContains();
  return qtCore && qtCore(this, thread);
}
