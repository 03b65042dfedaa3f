// The main thread paints alone (src/app/serialpainting.cpp): the raster paint engine must not
// hand its fills to Qt's global thread pool and wait for them.

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QRegion>
#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <atomic>

class TestSerialPainting : public QObject {
  Q_OBJECT

 private slots:
  void the_main_thread_counts_as_painting_alone() {
    QVERIFY(QThreadPool::globalInstance()->contains(QThread::currentThread()));
  }

  void other_threads_are_answered_as_before() {
    QThread plain;
    QVERIFY(!QThreadPool::globalInstance()->contains(&plain));

    std::atomic<bool> poolThreadIsInPool = false;
    QThreadPool::globalInstance()->start([&poolThreadIsInPool]() {
      poolThreadIsInPool = QThreadPool::globalInstance()->contains(QThread::currentThread());
    });
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QVERIFY(poolThreadIsInPool);

    QThreadPool own;
    QVERIFY(!own.contains(QThread::currentThread()));
  }

  // Every pool thread is kept busy; a fill split across the pool would then wait until a
  // watchdog frees the pool. Painted on the main thread alone, it finishes at once.
  void a_tall_translucent_fill_does_not_wait_for_the_thread_pool() {
    QThreadPool* pool = QThreadPool::globalInstance();
    QSemaphore started;
    QSemaphore release;
    const int threads = pool->maxThreadCount();
    for (int i = 0; i < threads; ++i) {
      pool->start([&started, &release]() {
        started.release();
        release.acquire();
      });
    }
    QVERIFY(started.tryAcquire(threads, 10000));

    std::atomic<bool> painted = false;
    std::atomic<bool> watchdogFired = false;
    QThread* watchdog = QThread::create([&]() {
      QElapsedTimer clock;
      clock.start();
      while (!painted && clock.elapsed() < 5000) QThread::msleep(10);
      if (!painted) {
        watchdogFired = true;
        release.release(threads);
      }
    });
    watchdog->start();

    QImage image(800, 800, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
      QPainter painter(&image);
      // Two rectangles: a clip the engine cannot treat as one rectangle, as the scene graph's.
      painter.setClipRegion(QRegion(0, 0, 400, 800) + QRegion(400, 0, 400, 400));
      painter.fillRect(QRect(0, 0, 800, 800), QColor(200, 0, 0, 128));
    }
    painted = true;
    watchdog->wait();
    delete watchdog;
    if (!watchdogFired) release.release(threads);
    QVERIFY(pool->waitForDone(10000));

    QVERIFY2(!watchdogFired, "the fill waited for the busy thread pool");
    QCOMPARE(image.pixelColor(100, 700), QColor(227, 127, 127));
    QCOMPARE(image.pixelColor(700, 700), QColor(Qt::white));
  }
};

QTEST_MAIN(TestSerialPainting)
#include "tst_serialpainting.moc"
