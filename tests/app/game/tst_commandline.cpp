// The command line: the parser, and the application run with --demo --screenshot.

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "game/commandline.h"

using dominion::app::CommandLine;
using dominion::app::parseCommandLine;

namespace {

CommandLine parse(QStringList args) {
  args.prepend(QStringLiteral("dominion"));
  return parseCommandLine(args);
}

}  // namespace

class TestCommandLine : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void noOptionsOpensTheMenu();
  void helpListsTheOptions();
  void demoWithSeedAndScreenshot();
  void demoKingdomTakesTenCardsByAnyOfTheirNames();
  void badOptionsAreErrors_data();
  void badOptionsAreErrors();
  void aMisspelledKingdomCardIsNamedWithTheNearestCard();
  void demoScreenshotPlaysTheGameToTheEnd();
  void screenshotAfterAFewMoves();
  void demoOnAGivenKingdomShowsItsCards();
  void unwritableScreenshotFails();
  void helpNeedsNoDisplay();
  void withoutADisplayTheGameSaysSo();

 private:
  // Runs the application; returns its exit status (-1 if it did not finish in time).
  // With `display` false the process has no display at all (no DISPLAY, no platform).
  int run(const QStringList& args, QString* out = nullptr, QString* err = nullptr,
          bool display = true);
  QTemporaryDir m_dir;
};

void TestCommandLine::initTestCase() {
  QVERIFY(m_dir.isValid());
  // The runs' own settings: Instant animations, so a whole game is shown quickly.
  QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("config/dominion-desktop")));
  QFile settings(m_dir.filePath(QStringLiteral("config/dominion-desktop/Dominion.conf")));
  QVERIFY(settings.open(QIODevice::WriteOnly));
  settings.write("[ui]\nanimationSpeed=4\n");
  settings.close();
  QCoreApplication::setApplicationName(QStringLiteral("Dominion"));
  QCoreApplication::setApplicationVersion(QStringLiteral("test"));
}

int TestCommandLine::run(const QStringList& args, QString* out, QString* err, bool display) {
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  if (display) {
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  } else {
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
      env.remove(QLatin1String(name));
  }
  // Settings of its own: the run must not change the player's window size or speed.
  env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
  process.setProcessEnvironment(env);
  process.start(QStringLiteral(DOMINION_BINARY), args);
  if (!process.waitForFinished(45000)) {
    process.kill();
    process.waitForFinished();
    return -1;
  }
  if (out) *out = QString::fromUtf8(process.readAllStandardOutput());
  if (err) *err = QString::fromUtf8(process.readAllStandardError());
  return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestCommandLine::noOptionsOpensTheMenu() {
  const CommandLine c = parse({});
  QVERIFY(!c.exitNow);
  QVERIFY(!c.options.demo);
  QVERIFY(c.options.screenshotFile.isEmpty());
}

void TestCommandLine::helpListsTheOptions() {
  const CommandLine c = parse({QStringLiteral("--help")});
  QVERIFY(c.exitNow);
  QCOMPARE(c.exitCode, 0);
  QVERIFY(!c.outputIsError);
  for (const char* option : {"--demo", "--seed", "--screenshot", "--after-moves", "--opponents",
                             "--kingdom", "--earlier-versions"})
    QVERIFY2(c.output.contains(QLatin1String(option)), option);
}

void TestCommandLine::demoWithSeedAndScreenshot() {
  const CommandLine c = parse(
      {QStringLiteral("--demo"), QStringLiteral("--seed"), QStringLiteral("42"),
       QStringLiteral("--screenshot"), QStringLiteral("out.png"), QStringLiteral("--after-moves"),
       QStringLiteral("30"), QStringLiteral("--opponents"), QStringLiteral("2")});
  QVERIFY2(!c.exitNow, qPrintable(c.output));
  QVERIFY(c.options.demo);
  QCOMPARE(c.options.seed, quint64(42));
  QCOMPARE(c.options.screenshotFile, QStringLiteral("out.png"));
  QCOMPARE(c.options.afterMoves, 30);
  QCOMPARE(c.options.opponents, 2);
}

void TestCommandLine::demoKingdomTakesTenCardsByAnyOfTheirNames() {
  // English, German (Grenzdorf: Border Village) and French (Tunnel) names, loose spacing and
  // case; the options keep the English names.
  const CommandLine c =
      parse({QStringLiteral("--demo"), QStringLiteral("--kingdom"),
             QStringLiteral("Trader, fool's gold,Grenzdorf,Highway,Haggler,Farmland,Tunnel,Oasis,"
                            "Inn, Jack of All Trades")});
  QVERIFY2(!c.exitNow, qPrintable(c.output));
  QCOMPARE(c.options.kingdom,
           (QStringList{QStringLiteral("Trader"), QStringLiteral("Fool's Gold"),
                        QStringLiteral("Border Village"), QStringLiteral("Highway"),
                        QStringLiteral("Haggler"), QStringLiteral("Farmland"),
                        QStringLiteral("Tunnel"), QStringLiteral("Oasis"), QStringLiteral("Inn"),
                        QStringLiteral("Jack of All Trades")}));
  QVERIFY(parse({QStringLiteral("--demo")}).options.kingdom.isEmpty());
  QVERIFY(!parse({QStringLiteral("--demo")}).options.earlierVersions);
  QVERIFY(parse({QStringLiteral("--demo"), QStringLiteral("--earlier-versions")})
              .options.earlierVersions);
}

void TestCommandLine::badOptionsAreErrors_data() {
  QTest::addColumn<QStringList>("args");
  QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")};
  QTest::newRow("seed not a number")
      << QStringList{QStringLiteral("--demo"), QStringLiteral("--seed"), QStringLiteral("x")};
  QTest::newRow("seed without demo") << QStringList{QStringLiteral("--seed"), QStringLiteral("3")};
  QTest::newRow("after-moves without screenshot")
      << QStringList{QStringLiteral("--after-moves"), QStringLiteral("3")};
  QTest::newRow("negative after-moves")
      << QStringList{QStringLiteral("--screenshot"), QStringLiteral("a.png"),
                     QStringLiteral("--after-moves"), QStringLiteral("-2")};
  QTest::newRow("too many opponents")
      << QStringList{QStringLiteral("--demo"), QStringLiteral("--opponents"), QStringLiteral("9")};
  const QString nine =
      QStringLiteral("Cellar,Market,Merchant,Militia,Mine,Moat,Remodel,Smithy,Village");
  QTest::newRow("kingdom without demo")
      << QStringList{QStringLiteral("--kingdom"), nine + QStringLiteral(",Workshop")};
  QTest::newRow("kingdom of nine cards")
      << QStringList{QStringLiteral("--demo"), QStringLiteral("--kingdom"), nine};
  QTest::newRow("kingdom with the same card twice") << QStringList{
      QStringLiteral("--demo"), QStringLiteral("--kingdom"), nine + QStringLiteral(",Moat")};
  QTest::newRow("kingdom with an unknown card") << QStringList{
      QStringLiteral("--demo"), QStringLiteral("--kingdom"), nine + QStringLiteral(",Frobnicator")};
  QTest::newRow("kingdom with a basic card") << QStringList{
      QStringLiteral("--demo"), QStringLiteral("--kingdom"), nine + QStringLiteral(",Gold")};
  QTest::newRow("earlier versions without demo")
      << QStringList{QStringLiteral("--earlier-versions")};
  QTest::newRow("stray argument") << QStringList{QStringLiteral("game.json")};
}

void TestCommandLine::badOptionsAreErrors() {
  QFETCH(QStringList, args);
  const CommandLine c = parse(args);
  QVERIFY(c.exitNow);
  QVERIFY(c.exitCode != 0);
  QVERIFY(c.outputIsError);
  QVERIFY(c.output.startsWith(QStringLiteral("dominion: ")));
}

void TestCommandLine::aMisspelledKingdomCardIsNamedWithTheNearestCard() {
  const CommandLine c = parse({QStringLiteral("--demo"), QStringLiteral("--kingdom"),
                               QStringLiteral("Cellar,Market,Merchant,Militia,Mine,Moat,Remodel,"
                                              "Smithy,Vilage,Workshop")});
  QVERIFY(c.exitNow);
  QVERIFY2(c.output.startsWith(QStringLiteral(
               "dominion: --kingdom: \"Vilage\" is not a Kingdom card (did you mean Village?)")),
           qPrintable(c.output));
}

void TestCommandLine::demoScreenshotPlaysTheGameToTheEnd() {
  const QString file = m_dir.filePath(QStringLiteral("end.png"));
  QString out, err;
  const int status = run({QStringLiteral("--demo"), QStringLiteral("--seed"), QStringLiteral("7"),
                          QStringLiteral("--screenshot"), file, QStringLiteral("--after-moves"),
                          QStringLiteral("1000000")},
                         &out, &err);
  QVERIFY2(status == 0, qPrintable(QStringLiteral("exit %1: %2").arg(status).arg(err)));
  QVERIFY2(out.contains(QStringLiteral("(game over)")), qPrintable(out));
  QImage image(file);
  QVERIFY(!image.isNull());
  QVERIFY(image.width() > 100 && image.height() > 100);
  QVERIFY(QFileInfo(file).size() > 1000);
}

void TestCommandLine::screenshotAfterAFewMoves() {
  const QString file = m_dir.filePath(QStringLiteral("early.png"));
  QString out, err;
  const int status = run({QStringLiteral("--demo"), QStringLiteral("--screenshot"), file,
                          QStringLiteral("--after-moves"), QStringLiteral("5")},
                         &out, &err);
  QVERIFY2(status == 0, qPrintable(QStringLiteral("exit %1: %2").arg(status).arg(err)));
  QVERIFY2(out.contains(QStringLiteral("after 5 moves")), qPrintable(out));
  QVERIFY(!out.contains(QStringLiteral("(game over)")));
  QVERIFY(!QImage(file).isNull());
}

void TestCommandLine::demoOnAGivenKingdomShowsItsCards() {
  const QString file = m_dir.filePath(QStringLiteral("kingdom.png"));
  QString out, err;
  const int status =
      run({QStringLiteral("--demo"), QStringLiteral("--seed"), QStringLiteral("5"),
           QStringLiteral("--kingdom"),
           QStringLiteral("Trader,Fool's Gold,Border Village,Highway,Haggler,Farmland,Tunnel,"
                          "Oasis,Inn,Jack of All Trades"),
           QStringLiteral("--screenshot"), file, QStringLiteral("--after-moves"),
           QStringLiteral("1000000")},
          &out, &err);
  QVERIFY2(status == 0, qPrintable(QStringLiteral("exit %1: %2").arg(status).arg(err)));
  QVERIFY2(out.contains(QStringLiteral("(game over)")), qPrintable(out));
  QVERIFY(!QImage(file).isNull());
}

void TestCommandLine::unwritableScreenshotFails() {
  const QString file = m_dir.filePath(QStringLiteral("no/such/folder/shot.png"));
  QString err;
  const int status = run({QStringLiteral("--demo"), QStringLiteral("--screenshot"), file,
                          QStringLiteral("--after-moves"), QStringLiteral("2")},
                         nullptr, &err);
  QCOMPARE(status, 3);
  QVERIFY2(err.contains(QStringLiteral("could not write")), qPrintable(err));
  QVERIFY(!QFileInfo::exists(file));

  QCOMPARE(run({QStringLiteral("--after-moves"), QStringLiteral("2")}, nullptr, &err), 1);
}

void TestCommandLine::helpNeedsNoDisplay() {
  for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
    QString out, err;
    QCOMPARE(run({option}, &out, &err, false), 0);
    QVERIFY2(out.contains(QLatin1String(option == QLatin1String("--help") ? "--demo" : "Dominion")),
             qPrintable(out));
    // The display-less platform takes no fonts: the shipped face is not added for these.
    QVERIFY2(!err.contains(QLatin1String("font")), qPrintable(err));
  }
}

void TestCommandLine::withoutADisplayTheGameSaysSo() {
  QString err;
  QCOMPARE(run({}, nullptr, &err, false), 1);
  QVERIFY2(err.contains(QLatin1String("no display")), qPrintable(err));
}

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
