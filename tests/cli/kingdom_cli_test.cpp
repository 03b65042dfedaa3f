// Tests of dominion-cli kingdom: runs the built binary and checks its output and exit status.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "engine/kingdom.hpp"
#include "engine/presets.hpp"

namespace {

const QString kCli = QStringLiteral(DOMINION_CLI);

struct Run {
  int status = -1;
  QString out;
  QString err;
};

Run cli(QStringList args) {
  args.prepend("kingdom");
  QProcess p;
  p.start(kCli, args);
  if (!p.waitForStarted()) qFatal("cannot start %s", qPrintable(kCli));
  p.closeWriteChannel();
  if (!p.waitForFinished(60000))
    qFatal("dominion-cli did not finish: %s", qPrintable(args.join(' ')));
  Run r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

QJsonObject json(const QString& text) {
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
  if (error.error != QJsonParseError::NoError)
    qWarning("bad JSON: %s", qPrintable(error.errorString()));
  return doc.object();
}

QStringList names(const QJsonObject& o) {
  QStringList out;
  for (const auto& v : o["cards"].toArray()) out << v.toString();
  return out;
}

const dom::CardDef& def(const QString& name) {
  const dom::CardId c = dom::findCard(name.toStdString());
  if (c == dom::NoCard) qFatal("no card %s", qPrintable(name));
  return dom::card(c);
}

// The card lines of the text output: name, cost, set.
struct Line {
  QString name, cost, set;
};
QList<Line> cardLines(const QString& out) {
  QList<Line> lines;
  for (const QString& l : out.split('\n', Qt::SkipEmptyParts)) {
    if (l.startsWith("Seed: ") || l.startsWith("Preset: ")) continue;
    const QStringList parts = l.split(QRegularExpression("\\s{2,}"));
    if (parts.size() != 3) qWarning("bad line: %s", qPrintable(l));
    lines.append({parts.value(0), parts.value(1), parts.value(2)});
  }
  return lines;
}

}  // namespace

#define OK(run) \
  QVERIFY2((run).status == 0, qPrintable(QString("status %1: %2").arg((run).status).arg((run).err)))
#define FAILS(run, code, words)                                 \
  do {                                                          \
    QCOMPARE((run).status, code);                               \
    QVERIFY2((run).out.isEmpty(), qPrintable((run).out));       \
    QVERIFY2((run).err.contains(words), qPrintable((run).err)); \
  } while (0)

class KingdomCliTest : public QObject {
  Q_OBJECT
 private slots:
  void prints_ten_cards_sorted_by_cost_with_cost_and_set() {
    const Run r = cli({"--seed", "42"});
    OK(r);
    const QList<Line> lines = cardLines(r.out);
    QCOMPARE(lines.size(), 10);
    int last = 0;
    QSet<QString> seen;
    for (const Line& l : lines) {
      const dom::CardDef& d = def(l.name);
      QCOMPARE(l.cost, QString("$%1").arg(d.cost));
      QCOMPARE(l.set, QString::fromUtf8(dom::setName(d.set).data(),
                                        qsizetype(dom::setName(d.set).size())));
      QVERIFY(d.cost >= last);
      last = d.cost;
      seen.insert(l.name);
    }
    QCOMPARE(seen.size(), 10);
    QVERIFY(r.out.endsWith("Seed: 42\n"));
  }

  void the_same_seed_gives_the_same_kingdom() {
    const QStringList args = {"--sets", "base,intrigue", "--require", "village,buy", "--seed", "7"};
    const Run a = cli(args), b = cli(args);
    OK(a);
    QCOMPARE(a.out, b.out);
    QVERIFY(cli({"--seed", "8"}).out != cli({"--seed", "9"}).out);
    // The engine gives the same cards for the same options and seed.
    dom::KingdomOptions o;
    o.sets = {{dom::CardSet::Base, dom::SecondEdition},
              {dom::CardSet::Intrigue, dom::SecondEdition}};
    o.village = o.buy = true;
    const Run j = cli(args + QStringList{"--json"});
    OK(j);
    QStringList expected;
    for (dom::CardId c : dom::generateKingdom(o, 7).cards)
      expected << QString::fromUtf8(dom::card(c).name.data());
    QCOMPARE(names(json(j.out)), expected);
  }

  void json_is_a_kingdom_file_with_the_seed() {
    const Run r = cli({"--seed", "12345", "--json"});
    OK(r);
    const QJsonObject o = json(r.out);
    QCOMPARE(o["format"].toString(), QString("dominion-kingdom"));
    QCOMPARE(o["version"].toInt(), 1);
    QCOMPARE(o["seed"].toInteger(), 12345);
    QCOMPARE(names(o).size(), 10);
    // The engine's kingdom file parser reads it back.
    const dom::KingdomParse p = dom::parseKingdomJson(r.out.toStdString());
    QVERIFY2(p.ok(), p.error.c_str());
    QCOMPARE(p.kingdom->cards.size(), size_t(10));
  }

  void every_constraint_is_met() {
    for (int seed = 0; seed < 20; ++seed) {
      const Run r = cli({"--sets",
                         "base",
                         "--editions",
                         "1,2",
                         "--require",
                         "village,buy,draw,trashing,reaction",
                         "--cost-spread",
                         "--include",
                         "nobles",
                         "--exclude",
                         "Chapel,Witch",
                         "--favour",
                         "Moat",
                         "--max-per-set",
                         "9",
                         "--min-per-set",
                         "base:9",
                         "--seed",
                         QString::number(seed),
                         "--json"});
      OK(r);
      const QStringList cards = names(json(r.out));
      QCOMPARE(cards.size(), 10);
      QVERIFY(cards.contains("Nobles"));
      QVERIFY(!cards.contains("Chapel") && !cards.contains("Witch"));
      bool village = false, buy = false, draw = false, trash = false, attack = false,
           reaction = false;
      bool cheap = false, four = false, dear = false;
      int base = 0;
      for (const QString& n : cards) {
        const dom::CardDef& d = def(n);
        village |= dom::isVillage(d);
        buy |= dom::givesBuy(d);
        draw |= dom::isDraw(d);
        trash |= dom::isTrasher(d);
        attack |= d.is(dom::Attack);
        reaction |= dom::isAttackReaction(d);
        cheap |= d.cost <= 3;
        four |= d.cost == 4;
        dear |= d.cost >= 5;
        base += d.set == dom::CardSet::Base;
      }
      QVERIFY(village && buy && draw && trash && (!attack || reaction) && cheap && four && dear);
      QCOMPARE(base, 9);
    }
  }

  void editions_and_sets_choose_the_pool() {
    for (int seed = 0; seed < 20; ++seed) {
      const Run r =
          cli({"--sets", "intrigue", "--editions", "1", "--seed", QString::number(seed), "--json"});
      OK(r);
      for (const QString& n : names(json(r.out))) {
        QCOMPARE(def(n).set, dom::CardSet::Intrigue);
        QVERIFY2(def(n).editions & dom::FirstEdition, qPrintable(n));
      }
    }
  }

  void impossible_requests_exit_2_naming_the_constraint() {
    FAILS(cli({"--sets", "intrigue", "--require", "trashing", "--exclude",
               "Trading Post,Upgrade,Replace,Masquerade,Lurker,Steward"}),
          2, "require trashing");
    FAILS(cli({"--min-per-set", "intrigue:11"}), 2, "at least 11 cards from Intrigue");
    FAILS(cli({"--sets", "base", "--max-per-set", "4"}), 2, "at most 4 cards from one set");
    FAILS(cli({"--max-per-set", "1"}), 2, "at most 1 card from one set");
    FAILS(cli({"--max-per-set", "5", "--min-per-set", "intrigue:6"}), 2, "cannot be met together");
  }

  void unknown_cards_exit_2_with_close_matches() {
    const Run r = cli({"--include", "Throne Rom,Cellar", "--exclude", "Markett"});
    FAILS(r, 2, "unknown card \"Throne Rom\" in --include (did you mean Throne Room?)");
    QVERIFY2(r.err.contains("unknown card \"Markett\" in --exclude (did you mean Market?)"),
             qPrintable(r.err));
    FAILS(cli({"--include", "Copper"}), 2, "Copper in --include is not a Kingdom card");
    FAILS(cli({"--sets", "cornucopia"}), 2, "unknown set \"cornucopia\"");
    FAILS(cli({"--editions", "3"}), 2, "unknown edition");
    FAILS(cli({"--require", "villages"}), 2, "unknown requirement");
    FAILS(cli({"--min-per-set", "intrigue"}), 2, "set:N");
    FAILS(cli({"--max-per-set", "x"}), 64, "whole number");
    FAILS(cli({"extra"}), 64, "takes no arguments");
  }

  void presets_by_name() {
    Run r = cli({"--preset", "first game"});
    OK(r);
    QStringList cards;
    for (const Line& l : cardLines(r.out)) cards << l.name;
    cards.sort();
    QCOMPARE(cards, QStringList({"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat",
                                 "Remodel", "Smithy", "Village", "Workshop"}));
    QVERIFY(r.out.contains("Preset: First Game"));

    r = cli({"--preset", "Silver & Gold", "--json"});
    OK(r);
    QCOMPARE(json(r.out)["name"].toString(), QString("Silver & Gold"));
    QCOMPARE(names(json(r.out)).size(), 10);

    FAILS(cli({"--preset", "Silver"}), 2, "did you mean Silver & Gold?");
    FAILS(cli({"--preset", "Deck Top", "--seed", "1"}), 64, "cannot be combined");
  }

  void list_presets() {
    Run r = cli({"--list-presets"});
    OK(r);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts).size(), qsizetype(dom::presets().size()));
    QVERIFY(r.out.contains("Underlings (Dominion & Intrigue (2nd edition)): "));
    r = cli({"--list-presets", "--json"});
    OK(r);
    const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(list.size(), qsizetype(dom::presets().size()));
    for (const auto& v : list) {
      QCOMPARE(v.toObject()["cards"].toArray().size(), 10);
      QVERIFY(!v.toObject()["sets"].toArray().isEmpty());
    }
  }

  void help_describes_the_command() {
    const Run r = cli({"--help"});
    OK(r);
    QVERIFY(r.out.startsWith("Usage: dominion-cli kingdom"));
    QVERIFY(r.out.contains("--min-per-set"));
  }
};

QTEST_APPLESS_MAIN(KingdomCliTest)
#include "kingdom_cli_test.moc"
