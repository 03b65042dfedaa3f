// Tests of dominion-cli: runs the built binary and checks its output and exit status.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "engine/position.hpp"

namespace {

const QString kCli = QStringLiteral(DOMINION_CLI);
const QString kData = QStringLiteral(CLI_TEST_DATA);

struct Run {
  int status = -1;
  QString out;
  QString err;
};

Run cli(const QStringList& args, const QByteArray& input = {}) {
  QProcess p;
  p.start(kCli, args);
  if (!p.waitForStarted()) qFatal("cannot start %s", qPrintable(kCli));
  if (!input.isEmpty()) p.write(input);
  p.closeWriteChannel();
  if (!p.waitForFinished(60000)) qFatal("dominion-cli did not finish: %s", qPrintable(args.join(' ')));
  Run r;
  r.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

QString data(const char* name) { return kData + "/" + QLatin1String(name); }

QStringList lines(const QString& text) { return text.split('\n', Qt::SkipEmptyParts); }

QJsonObject json(const QString& text) {
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
  if (error.error != QJsonParseError::NoError) qWarning("bad JSON: %s", qPrintable(error.errorString()));
  return doc.object();
}

dom::Game load(const QString& text) { return dom::loadPosition(text.toStdString()); }

}  // namespace

// Expects a successful run; prints standard error otherwise.
#define OK(run) QVERIFY2((run).status == 0, qPrintable(QString("status %1: %2").arg((run).status).arg((run).err)))

class CliTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- cards ------------------------------------------------------------------------

  void cards_json_lists_every_card_with_its_fields() {
    const Run r = cli({"cards", "--json"});
    OK(r);
    QJsonParseError error;
    const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(list.size(), qsizetype(dom::cardTable().size()));
    QStringList basics;
    for (const auto& v : list) {
      const QJsonObject c = v.toObject();
      for (const char* field : {"name", "set", "editions", "cost", "types", "text", "kingdom"})
        QVERIFY2(c.contains(QLatin1String(field)), field);
      QVERIFY(c["types"].isArray());
      QVERIFY(!c["types"].toArray().isEmpty());
      QVERIFY(!c["editions"].toArray().isEmpty());
      if (c["set"].toString() == "Basic") basics << c["name"].toString();
    }
    QCOMPARE(basics, QStringList({"Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse"}));
    const QJsonObject gold = list[2].toObject();
    QCOMPARE(gold["cost"].toInt(), 6);
    QCOMPARE(gold["types"].toArray(), QJsonArray({"Treasure"}));
    QCOMPARE(gold["text"].toString(), QString("$3"));
    QCOMPARE(gold["kingdom"].toBool(), false);
  }

  void cards_json_gives_types_as_a_list_and_text_with_line_breaks() {
    const Run r = cli({"cards", "--json"});
    OK(r);
    for (const auto& v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
      const QJsonObject c = v.toObject();
      if (c["name"].toString() != "Moat") continue;
      QCOMPARE(c["types"].toArray(), QJsonArray({"Action", "Reaction"}));
      QCOMPARE(c["set"].toString(), QString("Base"));
      QCOMPARE(c["kingdom"].toBool(), true);
      QVERIFY(c["text"].toString().startsWith("+2 Cards\nWhen another player"));
      return;
    }
    QFAIL("no Moat");
  }

  void cards_table_is_aligned_with_one_row_per_card() {
    const Run r = cli({"cards"});
    OK(r);
    const QStringList rows = lines(r.out);
    QCOMPARE(rows.size(), qsizetype(dom::cardTable().size() + 1));
    QVERIFY(rows[0].startsWith("Name"));
    const qsizetype setColumn = rows[0].indexOf("Set");
    const qsizetype costColumn = rows[0].indexOf("Cost");
    QVERIFY(setColumn > 0 && costColumn > setColumn);
    for (const QString& row : rows.mid(1)) {
      QVERIFY2(row[setColumn - 1] == ' ' && row[setColumn] != ' ', qPrintable(row));
      QVERIFY2(row[costColumn] == '$', qPrintable(row));
    }
    QVERIFY(rows.filter(QRegularExpression("^Throne Room +Base +1st,2nd +\\$4 +Action +You may play")).size() == 1);
    QVERIFY(rows.filter(QRegularExpression("Moat .*\\+2 Cards / When another player")).size() == 1);
  }

  // ---- new --------------------------------------------------------------------------

  void new_with_a_seed_is_deterministic() {
    const QStringList args = {"new", "--kingdom",
                              "Cellar,Market,Militia,Moat,Smithy,Village,Witch,Chapel,Festival,Laboratory", "--seed",
                              "42"};
    const Run a = cli(args), b = cli(args);
    OK(a);
    OK(b);
    QCOMPARE(a.out, b.out);
    const Run c = cli({"new", "--kingdom", "Cellar,Market,Militia,Moat,Smithy,Village,Witch,Chapel,Festival,Laboratory",
                       "--seed", "43"});
    OK(c);
    QVERIFY(a.out != c.out);
    const QJsonObject p = json(a.out);
    QCOMPARE(p["seed"].toInteger(), 42);
    QCOMPARE(p["version"].toInt(), dom::PositionVersion);
    QCOMPARE(p["players"].toArray().size(), 2);
    QCOMPARE(p["kingdom"].toArray().size(), 10);
    const dom::Game g = load(a.out);
    QCOMPARE(g.playerCount(), 2);
    QCOMPARE(g.player(0).hand().size(), size_t(5));
    QCOMPARE(g.s.supply.size(), size_t(7 + 10));
  }

  void new_matches_names_loosely_and_takes_a_player_count() {
    const Run r = cli({"new", "--kingdom", " throne room ,MARKET, moat", "--players", "4", "--seed", "7"});
    OK(r);
    const QJsonObject p = json(r.out);
    QCOMPARE(p["players"].toArray().size(), 4);
    const QJsonArray k = p["kingdom"].toArray();
    QVERIFY(k.contains("Throne Room"));
    QVERIFY(k.contains("Market"));
    QVERIFY(k.contains("Moat"));
    QCOMPARE(load(r.out).playerCount(), 4);
  }

  void new_without_a_seed_records_the_seed_it_used() {
    const Run a = cli({"new", "--kingdom", "Village"});
    OK(a);
    const QJsonObject p = json(a.out);
    QVERIFY(p.contains("seed"));
    // The recorded seed replays the same game.
    const Run b = cli({"new", "--kingdom", "Village", "--seed", QString::number(p["seed"].toInteger())});
    OK(b);
    QCOMPARE(b.out, a.out);
  }

  void new_rejects_an_unknown_card_and_suggests_close_names() {
    const Run r = cli({"new", "--kingdom", "Cellar,Markt,Village"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("\"Markt\"") && r.err.contains("did you mean Market"), qPrintable(r.err));
    const Run prefix = cli({"new", "--kingdom", "Throne"});
    QCOMPARE(prefix.status, 2);
    QVERIFY2(prefix.err.contains("Throne Room"), qPrintable(prefix.err));
    const Run far = cli({"new", "--kingdom", "Xyzzyq"});
    QCOMPARE(far.status, 2);
    QVERIFY2(far.err.contains("Xyzzyq") && !far.err.contains("did you mean"), qPrintable(far.err));
  }

  void new_rejects_cards_that_are_not_kingdom_cards() {
    const Run r = cli({"new", "--kingdom", "Village,Gold"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("Gold is not a Kingdom card"), qPrintable(r.err));
  }

  void new_takes_two_to_six_players() {
    for (const char* n : {"1", "7", "0"}) {
      const Run r = cli({"new", "--kingdom", "Village", "--players", n});
      QCOMPARE(r.status, 2);
      QVERIFY(r.out.isEmpty());
      QVERIFY2(r.err.contains("2 to 6"), qPrintable(r.err));
    }
    const Run word = cli({"new", "--kingdom", "Village", "--players", "two"});
    QCOMPARE(word.status, 64);
    OK(cli({"new", "--kingdom", "Village", "--players", "6", "--seed", "1"}));
  }

  // ---- legal ------------------------------------------------------------------------

  void legal_on_a_new_game_lists_the_buy_phase_moves() {
    // A new game with no Action cards in the opening hands starts in the Buy phase.
    const Run game = cli({"new", "--kingdom", "Village", "--seed", "5"});
    OK(game);
    const Run r = cli({"legal", "-"}, game.out.toUtf8());
    OK(r);
    const QStringList l = lines(r.out);
    QVERIFY2(l[0].startsWith("Player ") && l[0].contains("Buy phase"), qPrintable(l[0]));
    QVERIFY(l.contains("play treasures"));
    QVERIFY(l.contains("play Copper"));
    QVERIFY(l.contains("buy Copper"));
    QVERIFY(l.contains("end"));
    QVERIFY(!l.contains("buy Province"));
  }

  void legal_lists_the_action_phase_moves_of_a_hand_written_position() {
    const Run r = cli({"legal", data("minimal.json")});
    OK(r);
    QCOMPARE(lines(r.out), QStringList({"Player 1: Action phase (1 Action)", "play Village", "play Smithy", "end"}));
  }

  void legal_lists_the_answers_to_a_card_decision() {
    // Militia: player 3 may reveal Moat first; then player 2 discards 2 of 5 cards.
    const Run moat = cli({"legal", "-"}, cli({"apply", data("militia.json"), "play Militia"}).out.toUtf8());
    OK(moat);
    QStringList l = lines(moat.out);
    QVERIFY2(l[0].startsWith("Player 3: Militia: Reveal a Reaction?"), qPrintable(l[0]));
    QCOMPARE(l.mid(1), QStringList({"choose nothing", "choose Moat"}));

    const Run discard =
        cli({"legal", "-"}, cli({"apply", data("militia.json"), "play Militia", "reveal Moat"}).out.toUtf8());
    OK(discard);
    l = lines(discard.out);
    QVERIFY2(l[0].startsWith("Player 2: Militia: Discard down to 3 cards in hand (choose 2)"), qPrintable(l[0]));
    // Distinct pairs of card names among Copper x2, Estate x2, Silver.
    QCOMPARE(l.size(), 1 + 5);
    QVERIFY(l.contains("choose Copper, Copper"));
    QVERIFY(l.contains("choose Silver, Estate"));  // grouped in card table order
    QVERIFY(!l.contains("choose Silver, Silver"));
  }

  void legal_on_a_game_that_is_over_prints_the_result() {
    const Run r = cli({"legal", data("game_over.json")});
    OK(r);
    QCOMPARE(lines(r.out),
             QStringList({"The game is over.", "Player 1: 9 VP in 10 turns (winner)", "Player 2: 1 VP in 10 turns"}));
  }

  void legal_limit_cuts_the_list_and_says_so() {
    const Run r = cli({"legal", "--limit", "2", data("minimal.json")});
    OK(r);
    QCOMPARE(lines(r.out).size(), 1 + 2);
    QVERIFY2(r.err.contains("more than 2"), qPrintable(r.err));
  }

  // ---- apply ------------------------------------------------------------------------

  void apply_plays_a_turn_and_its_output_loads_again() {
    const Run r = cli({"apply", data("minimal.json"), "play Village", "play Smithy", "play treasures", "buy Gold"});
    OK(r);
    QVERIFY(r.err.isEmpty());
    // Village drew Copper; Smithy drew Silver, Estate, Copper: $6 with 4 Coppers and a Silver.
    // The only Buy was used, so the turn ended and player 2's began.
    const dom::Game g = load(r.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.s.turn.number, int16_t(2));
    QCOMPARE(g.countOwned(0, dom::cards::Gold), 2);
    QCOMPARE(g.cardsOwned(0), 13);
    QCOMPARE(g.player(0).hand().size(), size_t(5));
    QCOMPARE(g.decision().kind, dom::DecisionKind::ActionPhase);  // player 2 holds a Moat
    // The output is a position the CLI reads again.
    const Run next = cli({"legal", "-"}, r.out.toUtf8());
    OK(next);
    QVERIFY2(lines(next.out)[0].startsWith("Player 2: Action phase"), qPrintable(next.out));
  }

  void apply_without_moves_prints_the_same_position() {
    const Run game = cli({"new", "--kingdom", "Cellar,Moat,Witch", "--seed", "9", "--players", "3"});
    OK(game);
    const Run same = cli({"apply", "-"}, game.out.toUtf8());
    OK(same);
    QCOMPARE(same.out, game.out);
  }

  void apply_takes_the_moves_from_standard_input() {
    const Run args = cli({"apply", data("militia.json"), "play Militia", "choose nothing", "discard Estate, Estate",
                          "choose Estate, Copper", "play treasures", "buy Silver"});
    OK(args);
    const Run in = cli({"apply", data("militia.json"), "-"},
                       "play Militia\n# Moat stays in hand\nchoose nothing\n\n  discard Estate, Estate  \r\n"
                       "choose Estate, Copper\nplay treasures\nbuy Silver\n");
    OK(in);
    QCOMPARE(in.out, args.out);
    const dom::Game g = load(in.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.player(2).hand().size(), size_t(3));
  }

  void apply_reveal_moat_keeps_its_owner_unaffected() {
    const Run r = cli({"apply", data("militia.json"), "play Militia", "reveal Moat", "discard Estate, Estate"});
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.player(1).hand().size(), size_t(3));
    QCOMPARE(g.player(2).hand().size(), size_t(5));
    QCOMPARE(g.decision().kind, dom::DecisionKind::BuyPhase);
    QCOMPARE(g.s.turn.coins, int16_t(2));
  }

  void an_illegal_move_exits_2_naming_it_with_the_legal_moves() {
    const Run r = cli({"apply", data("minimal.json"), "play Village", "buy Province", "end"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("move 2 \"buy Province\""), qPrintable(r.err));
    QVERIFY2(r.err.contains("in the Action phase"), qPrintable(r.err));
    QVERIFY2(r.err.contains("Legal moves:\n  play Smithy\n  end"), qPrintable(r.err));

    const Run poor = cli({"apply", data("minimal.json"), "end", "play treasures", "buy Province"});
    QCOMPARE(poor.status, 2);
    QVERIFY(poor.out.isEmpty());
    QVERIFY2(poor.err.contains("move 3 \"buy Province\"") && poor.err.contains("not enough coins"),
             qPrintable(poor.err));
    QVERIFY2(poor.err.contains("  buy Estate\n") && !poor.err.contains("buy Silver"), qPrintable(poor.err));
  }

  void an_unknown_move_exits_2() {
    for (const char* move : {"dance", "play Dragon", "buy Witch", "choose Gold", "play", "play Village#1x"}) {
      const Run r = cli({"apply", data("minimal.json"), move});
      QCOMPARE(r.status, 2);
      QVERIFY(r.out.isEmpty());
      QVERIFY2(r.err.contains(QString("move 1 \"%1\"").arg(move)), qPrintable(r.err));
      QVERIFY2(r.err.contains("  play Village"), qPrintable(r.err));
    }
    const Run line = cli({"apply", data("minimal.json"), "-"}, "play Village\n\nfly away\n");
    QCOMPARE(line.status, 2);
    QVERIFY(line.out.isEmpty());
    QVERIFY2(line.err.contains("move 2 (line 3) \"fly away\"") && line.err.contains("unknown move"),
             qPrintable(line.err));
  }

  void a_move_after_the_game_is_over_is_refused() {
    const Run r = cli({"apply", data("game_over.json"), "end"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("game is over"), qPrintable(r.err));
  }

  // ---- malformed positions ----------------------------------------------------------

  void a_malformed_position_exits_3_naming_the_field_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad JSON") << "bad_json.json"
                              << "not valid JSON";
    QTest::newRow("unknown card") << "unknown_card.json"
                                  << "players[0].hand[1]: unknown card \"Coppper\"";
    QTest::newRow("negative count") << "negative_count.json"
                                    << "supply.Estate: expected a count";
    QTest::newRow("negative pile count") << "negative_pile_count.json"
                                         << "supply[1].count: out of range";
    QTest::newRow("future version") << "future_version.json"
                                    << "version: made by a newer version";
    QTest::newRow("not a Kingdom card") << "not_kingdom.json"
                                        << "kingdom[1]: Gold is not a Kingdom card";
    QTest::newRow("instance id") << "bad_instance.json"
                                 << "players[0].hand[1]: instance ids";
    QTest::newRow("phase") << "bad_phase.json"
                           << "turn.phase";
    QTest::newRow("two piles") << "duplicate_pile.json"
                               << "supply[1].card: a second pile of Copper";
    QTest::newRow("missing file") << "no_such_file.json"
                                  << "cannot read";
    QTest::newRow("directory") << "."
                               << "cannot read";
  }
  void a_malformed_position_exits_3_naming_the_field() {
    QFETCH(QString, file);
    QFETCH(QString, message);
    for (const char* command : {"legal", "apply"}) {
      const Run r = cli({command, kData + "/" + file});
      QCOMPARE(r.status, 3);
      QVERIFY(r.out.isEmpty());
      QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
  }

  void a_supply_pile_without_a_count_has_a_new_games_count() {
    const Run r = cli({"apply", "-"}, R"({"kingdom": ["Village"], "players": [{"hand": ["Copper"]}, {}, {}],
      "supply": [{"card": "Copper"}, {"card": "Province", "count": 2}, {"card": "Village", "ids": "1-3"}]})");
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.s.supply.size(), size_t(3));
    QCOMPARE(g.s.supply[0].cards.size(), size_t(60 - 3 * 7));  // 3 players
    QCOMPARE(g.s.supply[1].cards.size(), size_t(2));
    QCOMPARE(g.s.supply[2].cards, std::vector<dom::Inst>({1, 2, 3}));
    // A pile a new game would not have needs its count.
    const Run missing = cli({"legal", "-"}, R"({"supply": [{"card": "Copper"}, {"card": "Smithy"}]})");
    QCOMPARE(missing.status, 3);
    QVERIFY2(missing.err.contains("supply[1].count: missing"), qPrintable(missing.err));
  }

  void a_malformed_position_on_standard_input_exits_3() {
    const Run r = cli({"legal", "-"}, R"({"players": [{"hand": ["Copper"], "discard": [7]}, {}]})");
    QCOMPARE(r.status, 3);
    QVERIFY2(r.err.contains("standard input") && r.err.contains("players[0].discard[0]"), qPrintable(r.err));
  }

  // ---- the command line -------------------------------------------------------------

  void help_lists_the_commands() {
    const Run r = cli({"--help"});
    OK(r);
    for (const char* c : {"cards", "new", "legal", "apply"}) QVERIFY2(r.out.contains(QString("\n  %1 ").arg(c)), c);
    for (const char* c : {"cards", "new", "legal", "apply"}) {
      const Run h = cli({c, "--help"});
      OK(h);
      QVERIFY2(h.out.startsWith(QString("Usage: dominion-cli %1").arg(c)), qPrintable(h.out));
    }
  }

  void usage_errors_exit_64() {
    for (const QStringList& args :
         {QStringList{}, QStringList{"frobnicate"}, QStringList{"--frob"}, QStringList{"cards", "--xml"},
          QStringList{"cards", "extra"}, QStringList{"new"}, QStringList{"new", "--kingdom"}, QStringList{"legal"},
          QStringList{"legal", "a.json", "b.json"}, QStringList{"apply"}, QStringList{"apply", "-", "-"},
          QStringList{"new", "--kingdom", "Village", "--seed", "-1"}}) {
      const Run r = cli(args);
      QVERIFY2(r.status == 64, qPrintable(args.join(' ') + ": " + QString::number(r.status)));
      QVERIFY(r.out.isEmpty());
      QVERIFY(!r.err.isEmpty());
    }
  }
};

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"
