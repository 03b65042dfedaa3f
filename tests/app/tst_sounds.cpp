// The table's sounds: one WAV file in the resources for every cue the controller sends, short,
// audible and not clipped; the committed files are exactly what scripts/make_sounds.py makes.

#include <QtQml/qqmlextensionplugin.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>
#include <cstdlib>

Q_IMPORT_QML_PLUGIN(DominionPlugin)

namespace {

const QStringList kCues = {QStringLiteral("play"),  QStringLiteral("attack"),
                           QStringLiteral("buy"),   QStringLiteral("shuffle"),
                           QStringLiteral("trash"), QStringLiteral("your_turn")};

struct Wave {
  QString error;
  int channels = 0;
  int rate = 0;
  int bits = 0;
  QList<qint16> samples;
};

// A PCM WAV file: its format chunk and its samples.
Wave readWave(const QByteArray& bytes) {
  Wave w;
  if (bytes.size() < 44 || !bytes.startsWith("RIFF") || bytes.mid(8, 4) != "WAVE") {
    w.error = QStringLiteral("not a RIFF WAVE file");
    return w;
  }
  qsizetype at = 12;
  while (at + 8 <= bytes.size()) {
    const QByteArray id = bytes.mid(at, 4);
    const quint32 size = qFromLittleEndian<quint32>(bytes.constData() + at + 4);
    const char* body = bytes.constData() + at + 8;
    if (id == "fmt ") {
      w.channels = qFromLittleEndian<quint16>(body + 2);
      w.rate = int(qFromLittleEndian<quint32>(body + 4));
      w.bits = qFromLittleEndian<quint16>(body + 14);
    } else if (id == "data") {
      for (quint32 i = 0; i + 1 < size; i += 2)
        w.samples.append(qFromLittleEndian<qint16>(body + i));
    }
    at += 8 + size + (size % 2);
  }
  if (w.samples.isEmpty()) w.error = QStringLiteral("no samples");
  return w;
}

QString sourceDir() { return QStringLiteral(DOMINION_SOURCE_DIR); }

}  // namespace

class TestSounds : public QObject {
  Q_OBJECT

 private slots:
  void everyCueHasAShortAudibleWaveInTheResources_data();
  void everyCueHasAShortAudibleWaveInTheResources();
  void theScriptMakesExactlyTheCommittedFiles();
};

void TestSounds::everyCueHasAShortAudibleWaveInTheResources_data() {
  QTest::addColumn<QString>("cue");
  for (const QString& cue : kCues) QTest::newRow(qPrintable(cue)) << cue;
}

void TestSounds::everyCueHasAShortAudibleWaveInTheResources() {
  QFETCH(QString, cue);
  QFile file(QStringLiteral(":/qt/qml/Dominion/assets/sounds/%1.wav").arg(cue));
  QVERIFY2(file.open(QIODevice::ReadOnly),
           qPrintable(file.fileName() + " is not in the resources"));
  const Wave w = readWave(file.readAll());
  QVERIFY2(w.error.isEmpty(), qPrintable(w.error));
  QCOMPARE(w.channels, 1);
  QCOMPARE(w.rate, 44100);
  QCOMPARE(w.bits, 16);
  const double seconds = double(w.samples.size()) / w.rate;
  QVERIFY2(seconds > 0.05 && seconds < 1.0, qPrintable(QString::number(seconds) + " s"));
  int peak = 0;
  for (qint16 s : w.samples) peak = std::max(peak, std::abs(int(s)));
  QVERIFY2(peak > 32767 / 4, "audible");
  QVERIFY2(peak < 32767 * 9 / 10, "not clipped, with room to spare");
  // It ends in silence (no click when it stops).
  QVERIFY(std::abs(int(w.samples.last())) < 100);
}

void TestSounds::theScriptMakesExactlyTheCommittedFiles() {
  const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
  if (python.isEmpty()) QSKIP("python3 is not installed");
  QTemporaryDir out;
  QVERIFY(out.isValid());
  QProcess script;
  script.start(python, {sourceDir() + QStringLiteral("/scripts/make_sounds.py"),
                        QStringLiteral("--out"), out.path()});
  QVERIFY(script.waitForFinished(120000));
  QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());
  const QStringList made = QDir(out.path()).entryList({QStringLiteral("*.wav")}, QDir::Files);
  QCOMPARE(made.size(), kCues.size());
  for (const QString& name : made) {
    QFile fresh(out.filePath(name));
    QFile committed(sourceDir() + QStringLiteral("/assets/sounds/") + name);
    QVERIFY(fresh.open(QIODevice::ReadOnly));
    QVERIFY2(committed.open(QIODevice::ReadOnly), qPrintable(name + " is not committed"));
    QVERIFY2(fresh.readAll() == committed.readAll(),
             qPrintable(name + ": run scripts/make_sounds.py and commit its files"));
  }
}

QTEST_GUILESS_MAIN(TestSounds)
#include "tst_sounds.moc"
