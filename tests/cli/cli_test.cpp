// Tests of dominion-cli: runs the built binary and checks its output and exit status.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryFile>
#include <QTest>

#include "engine/position.hpp"

namespace {

const QString kCli = QStringLiteral(DOMINION_CLI);
const QString kData = QStringLiteral(CLI_TEST_DATA);
const QString kGolden = QStringLiteral(GOLDEN_TEST_DATA);

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
  if (!p.waitForFinished(60000))
    qFatal("dominion-cli did not finish: %s", qPrintable(args.join(' ')));
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
  if (error.error != QJsonParseError::NoError)
    qWarning("bad JSON: %s", qPrintable(error.errorString()));
  return doc.object();
}

dom::Game load(const QString& text) { return dom::loadPosition(text.toStdString()); }

}  // namespace

// Expects a successful run; prints standard error otherwise.
#define OK(run) \
  QVERIFY2((run).status == 0, qPrintable(QString("status %1: %2").arg((run).status).arg((run).err)))

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
    QCOMPARE(basics,
             QStringList({"Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse"}));
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
      // "$4", or a Debt cost alone ("4D": Engineer).
      QVERIFY2(row[costColumn] == '$' || row[costColumn].isDigit(), qPrintable(row));
    }
    QVERIFY(
        rows.filter(QRegularExpression("^Throne Room +Base +1st,2nd +\\$4 +Action +You may play"))
            .size() == 1);
    QVERIFY(rows.filter(QRegularExpression("Moat .*\\+2 Cards / When another player")).size() == 1);
  }

  // ---- new --------------------------------------------------------------------------

  void new_with_a_seed_is_deterministic() {
    const QStringList args = {
        "new", "--kingdom",
        "Cellar,Market,Militia,Moat,Smithy,Village,Witch,Chapel,Festival,Laboratory", "--seed",
        "42"};
    const Run a = cli(args), b = cli(args);
    OK(a);
    OK(b);
    QCOMPARE(a.out, b.out);
    const Run c = cli({"new", "--kingdom",
                       "Cellar,Market,Militia,Moat,Smithy,Village,Witch,Chapel,Festival,Laboratory",
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
    const Run r =
        cli({"new", "--kingdom", " throne room ,MARKET, moat", "--players", "4", "--seed", "7"});
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
    const Run b =
        cli({"new", "--kingdom", "Village", "--seed", QString::number(p["seed"].toInteger())});
    OK(b);
    QCOMPARE(b.out, a.out);
  }

  void new_rejects_an_unknown_card_and_suggests_close_names() {
    const Run r = cli({"new", "--kingdom", "Cellar,Markt,Village"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("\"Markt\"") && r.err.contains("did you mean Market"),
             qPrintable(r.err));
    const Run prefix = cli({"new", "--kingdom", "Throne"});
    QCOMPARE(prefix.status, 2);
    QVERIFY2(prefix.err.contains("Throne Room"), qPrintable(prefix.err));
    const Run far = cli({"new", "--kingdom", "Xyzzyq"});
    QCOMPARE(far.status, 2);
    QVERIFY2(far.err.contains("Xyzzyq") && !far.err.contains("did you mean"), qPrintable(far.err));
  }

  void new_with_colonies_adds_platinum_and_colony() {
    const Run r = cli({"new", "--kingdom", "Village", "--colonies", "--seed", "1"});
    OK(r);
    QVERIFY(json(r.out)["colonies"].toBool());
    const dom::Game g = load(r.out);
    QVERIFY(g.pileIndex(dom::cards::Platinum) >= 0);
    QVERIFY(g.pileIndex(dom::cards::Colony) >= 0);
    QCOMPARE(
        load(cli({"new", "--kingdom", "Village", "--seed", "1"}).out).pileIndex(dom::cards::Colony),
        -1);
  }

  void new_with_shelters_starts_each_deck_with_the_three_shelters() {
    const Run r = cli({"new", "--kingdom", "Village", "--shelters", "--seed", "1"});
    OK(r);
    QVERIFY(json(r.out)["shelters"].toBool());
    const dom::Game g = load(r.out);
    QVERIFY(g.s.shelters);
    for (dom::PlayerId p = 0; p < g.playerCount(); ++p) {
      QCOMPARE(g.countOwned(p, dom::cards::Estate), 0);
      for (const char* shelter : {"Hovel", "Necropolis", "Overgrown Estate"})
        QCOMPARE(g.countOwned(p, dom::findCard(shelter)), 1);
      QCOMPARE(g.countOwned(p, dom::cards::Copper), 7);
    }
    const dom::Game plain = load(cli({"new", "--kingdom", "Village", "--seed", "1"}).out);
    QVERIFY(!plain.s.shelters);
    QCOMPARE(plain.countOwned(0, dom::cards::Estate), 3);
  }

  void new_takes_young_witchs_bane_or_draws_one() {
    const Run r =
        cli({"new", "--kingdom", "Young Witch,Village", "--bane", "cellar", "--seed", "1"});
    OK(r);
    QCOMPARE(json(r.out)["bane"].toString(), QString("Cellar"));
    QCOMPARE(load(r.out).s.bane, dom::findCard("Cellar"));
    const Run drawn = cli({"new", "--kingdom", "Young Witch,Village", "--seed", "1"});
    OK(drawn);
    QVERIFY(load(drawn.out).s.bane != dom::NoCard);
    const Run dear = cli({"new", "--kingdom", "Young Witch,Village", "--bane", "Smithy"});
    QCOMPARE(dear.status, 2);
    QVERIFY2(dear.err.contains("Smithy cannot be the Bane"), qPrintable(dear.err));
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
    QCOMPARE(lines(r.out), QStringList({"Player 1: Action phase (1 Action)", "play Village",
                                        "play Smithy", "end"}));
  }

  // Costs are read as they are now: in the Buy phase, Peddler costs $2 less per Action card in
  // play, so with two Villages in play $4 buys it (Peddler 1), and with one it does not.
  void legal_lists_buys_at_their_cost_now() {
    auto position = [](const char* inPlay) {
      return QByteArray(R"({"kingdom": ["Peddler", "Village"], "players": [{"inPlay": [)") +
             inPlay + R"(], "deck": []}, {}], "turn": {"phase": "buy", "coins": 4}})";
    };
    const Run two = cli({"legal", "-"}, position(R"("Village", "Village")"));
    OK(two);
    QVERIFY2(lines(two.out).contains("buy Peddler"), qPrintable(two.out));
    const Run one = cli({"legal", "-"}, position(R"("Village")"));
    OK(one);
    QVERIFY2(!lines(one.out).contains("buy Peddler"), qPrintable(one.out));
    QVERIFY(lines(one.out).contains("buy Village"));
  }

  void legal_lists_the_answers_to_a_card_decision() {
    // Militia: player 3 may reveal Moat first; then player 2 discards 2 of 5 cards.
    const Run moat =
        cli({"legal", "-"}, cli({"apply", data("militia.json"), "play Militia"}).out.toUtf8());
    OK(moat);
    QStringList l = lines(moat.out);
    QVERIFY2(l[0].startsWith("Player 3: Militia: Reveal a Reaction?"), qPrintable(l[0]));
    QCOMPARE(l.mid(1), QStringList({"choose nothing", "choose Moat"}));

    const Run discard =
        cli({"legal", "-"},
            cli({"apply", data("militia.json"), "play Militia", "reveal Moat"}).out.toUtf8());
    OK(discard);
    l = lines(discard.out);
    QVERIFY2(l[0].startsWith("Player 2: Militia: Discard down to 3 cards in hand (choose 2)"),
             qPrintable(l[0]));
    // Distinct pairs of card names among Copper x2, Estate x2, Silver.
    QCOMPARE(l.size(), 1 + 5);
    QVERIFY(l.contains("choose Copper, Copper"));
    QVERIFY(l.contains("choose Silver, Estate"));  // grouped in card table order
    QVERIFY(!l.contains("choose Silver, Silver"));
  }

  void legal_on_a_game_that_is_over_prints_the_result() {
    const Run r = cli({"legal", data("game_over.json")});
    OK(r);
    QCOMPARE(lines(r.out), QStringList({"The game is over.", "Player 1: 9 VP in 10 turns (winner)",
                                        "Player 2: 1 VP in 10 turns"}));
  }

  void legal_limit_cuts_the_list_and_says_so() {
    const Run r = cli({"legal", "--limit", "2", data("minimal.json")});
    OK(r);
    QCOMPARE(lines(r.out).size(), 1 + 2);
    QVERIFY2(r.err.contains("more than 2"), qPrintable(r.err));
  }

  // Cellar with 20 different cards in hand: 2^20 ways to discard, never listed all, always
  // counted.
  void legal_and_apply_say_how_many_moves_they_left_out() {
    const QByteArray cellar = R"({"kingdom": ["Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal",
      "Village", "Workshop", "Bureaucrat", "Gardens", "Militia", "Moneylender", "Poacher", "Remodel"],
      "players": [{"hand": ["Cellar", "Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse",
      "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village", "Workshop", "Bureaucrat", "Gardens",
      "Militia", "Moneylender", "Poacher", "Remodel"], "deck": ["Copper"]}, {}]})";
    const Run played = cli({"apply", "-", "play Cellar"}, cellar);
    OK(played);
    const Run legal = cli({"legal", "-"}, played.out.toUtf8());
    OK(legal);
    QCOMPARE(lines(legal.out).size(), 1 + 1000);
    QVERIFY2(legal.err.contains("... and 1047576 more"), qPrintable(legal.err));
    const Run few = cli({"legal", "--limit", "2", data("minimal.json")});
    QVERIFY2(few.err.contains("... and 1 more"), qPrintable(few.err));

    const Run refused = cli({"apply", "-", "choose Dragon"}, played.out.toUtf8());
    QCOMPARE(refused.status, 2);
    QVERIFY2(refused.err.contains("\n  ... and 1048476 more"), qPrintable(refused.err.right(200)));
  }

  // ---- apply ------------------------------------------------------------------------

  void apply_plays_a_turn_and_its_output_loads_again() {
    const Run r = cli({"apply", data("minimal.json"), "play Village", "play Smithy",
                       "play treasures", "buy Gold"});
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
    const Run game =
        cli({"new", "--kingdom", "Cellar,Moat,Witch", "--seed", "9", "--players", "3"});
    OK(game);
    const Run same = cli({"apply", "-"}, game.out.toUtf8());
    OK(same);
    QCOMPARE(same.out, game.out);
  }

  void apply_takes_the_moves_from_standard_input() {
    const Run args =
        cli({"apply", data("militia.json"), "play Militia", "choose nothing",
             "discard Estate, Estate", "choose Estate, Copper", "play treasures", "buy Silver"});
    OK(args);
    const Run in =
        cli({"apply", data("militia.json"), "-"},
            "play Militia\n# Moat stays in hand\nchoose nothing\n\n  discard Estate, Estate  \r\n"
            "choose Estate, Copper\nplay treasures\nbuy Silver\n");
    OK(in);
    QCOMPARE(in.out, args.out);
    const dom::Game g = load(in.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.player(2).hand().size(), size_t(3));
  }

  void apply_reveal_moat_keeps_its_owner_unaffected() {
    const Run r = cli(
        {"apply", data("militia.json"), "play Militia", "reveal Moat", "discard Estate, Estate"});
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
    QVERIFY2(poor.err.contains("  buy Estate\n") && !poor.err.contains("buy Silver"),
             qPrintable(poor.err));
  }

  // Alchemy: the Buy phase shows the Potions; a $3P card needs a Potion besides the coins.
  void a_potion_cost_card_needs_a_potion_and_the_turn_shows_the_potions() {
    const Run played = cli({"legal", "-"}, cli({"apply", data("familiar.json"), "play treasures"}).out.toUtf8());
    QCOMPARE(played.status, 0);
    QVERIFY2(played.out.contains("Buy phase ($6, 1 Potion, 2 Buys)"), qPrintable(played.out));
    QVERIFY2(played.out.contains("buy Familiar"), qPrintable(played.out));

    const Run twice = cli({"apply", data("familiar.json"), "play treasures", "buy Familiar", "buy Familiar"});
    QCOMPARE(twice.status, 2);
    QVERIFY2(twice.err.contains("move 3 \"buy Familiar\"") && twice.err.contains("not enough Potions"),
             qPrintable(twice.err));

    const Run noPotion = cli({"apply", data("familiar.json"), "play Gold", "buy Familiar"});
    QCOMPARE(noPotion.status, 2);
    QVERIFY2(noPotion.err.contains("not enough Potions"), qPrintable(noPotion.err));
    QVERIFY2(!noPotion.err.contains("  buy Familiar\n"), qPrintable(noPotion.err));
  }

  void an_unknown_move_exits_2() {
    for (const char* move :
         {"dance", "play Dragon", "buy Witch", "choose Gold", "play", "play Village#1x"}) {
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

  // ---- ending phases ----------------------------------------------------------------

  void end_actions_ends_the_action_phase_when_it_is_pending() {
    const Run r = cli({"apply", data("minimal.json"), "end actions"});
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.current(), dom::PlayerId(0));
    QCOMPARE(g.decision().kind, dom::DecisionKind::BuyPhase);
    QCOMPARE(g.player(0).hand().size(), size_t(5));  // Village and Smithy were not played
  }

  void end_buys_ends_the_buy_phase_and_the_turn_when_it_is_pending() {
    // Smithy used the only Action: the engine moved on to the Buy phase by itself.
    const Run r = cli({"apply", data("minimal.json"), "play Smithy", "play treasures", "end buys"});
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.s.turn.number, int16_t(2));
    QCOMPARE(g.cardsOwned(0), 12);  // nothing bought
  }

  void a_named_end_is_refused_when_something_else_is_pending_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QString>("pending");
    QTest::addColumn<QString>("legal");
    QTest::newRow("end actions in the Buy phase")
        << "minimal.json" << QStringList{"play Smithy", "end actions"}
        << "move 2 \"end actions\" is illegal: end actions ends the Action phase, but Player 1's "
           "Buy phase is pending"
        << "Pending: Player 1: Buy phase"
        << "Legal moves:\n  play treasures\n  play Copper\n  play Silver\n  buy Copper\n  buy "
           "Curse\n  end buys\n  end turn";
    QTest::newRow("end buys in the Action phase")
        << "minimal.json" << QStringList{"end buys"}
        << "move 1 \"end buys\" is illegal: end buys ends the Buy phase, but Player 1's Action "
           "phase is pending"
        << "Pending: Player 1: Action phase"
        << "Legal moves:\n  play Village\n  play Smithy\n  end actions\n  end turn";
    QTest::newRow("end buys after the last Buy ended the turn")
        << "minimal.json" << QStringList{"end actions", "play treasures", "buy Moat", "end buys"}
        << "move 4 \"end buys\" is illegal: end buys ends the Buy phase, but Player 2's Action "
           "phase is pending"
        << "Pending: Player 2: Action phase"
        << "Legal moves:\n  play Moat\n  end actions";
    QTest::newRow("end actions while a card asks")
        << "militia.json" << QStringList{"play Militia", "end actions"}
        << "move 2 \"end actions\" is illegal: end actions ends the Action phase, but Player 3's "
           "answer to Militia is pending"
        << "Pending: Player 3: Militia"
        << "Legal moves:\n  choose nothing\n  choose Moat";
    QTest::newRow("end turn while a card asks")
        << "militia.json" << QStringList{"play Militia", "end turn"}
        << "move 2 \"end turn\" is illegal: end turn ends a turn in its Action or Buy phase, but "
           "Player 3's answer to Militia is pending"
        << "Pending: Player 3: Militia"
        << "Legal moves:\n  choose nothing\n  choose Moat";
  }
  void a_named_end_is_refused_when_something_else_is_pending() {
    QFETCH(QString, file);
    QFETCH(QStringList, moves);
    QFETCH(QString, refusal);
    QFETCH(QString, pending);
    QFETCH(QString, legal);
    const Run r = cli(QStringList{"apply", kData + "/" + file} + moves);
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(refusal), qPrintable(r.err));
    QVERIFY2(r.err.contains("\n" + pending), qPrintable(r.err));
    QVERIFY2(r.err.contains(legal), qPrintable(r.err));
  }

  void end_turn_from_the_action_phase_ends_the_action_and_the_buy_phase() {
    const Run r = cli({"apply", data("minimal.json"), "end turn"});
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.s.turn.number, int16_t(2));
    QCOMPARE(g.player(0).discard().size(), size_t(5));  // the first hand, nothing played
    QCOMPARE(g.cardsOwned(0), 12);
    const Run byName = cli({"apply", data("minimal.json"), "end actions", "end buys"});
    OK(byName);
    QCOMPARE(r.out, byName.out);
  }

  void end_turn_from_the_buy_phase_ends_the_turn() {
    const Run r =
        cli({"apply", data("minimal.json"), "play Smithy", "play treasures", "END  Turn"});
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.s.turn.number, int16_t(2));
    const Run byName =
        cli({"apply", data("minimal.json"), "play Smithy", "play treasures", "end buys"});
    QCOMPARE(r.out, byName.out);
  }

  void end_turn_is_refused_right_after_a_move_that_ended_the_turn_by_itself() {
    // Buying with the only Buy ends the turn: end turn would end player 2's turn.
    const Run r = cli(
        {"apply", data("minimal.json"), "end actions", "play treasures", "buy Moat", "end turn"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(
        r.err.contains("move 4 \"end turn\" is illegal: Player 1's turn already ended by itself "
                       "with the move before (\"buy Moat\"); end turn would end Player 2's turn"),
        qPrintable(r.err));
    QVERIFY2(
        r.err.contains("Legal moves:\n  play Moat\n  end actions") && !r.err.contains("  end turn"),
        qPrintable(r.err));
    // After a turn ended by a move that ends it, end turn ends the next one.
    for (const QStringList& moves :
         {QStringList{"end actions", "end buys", "end turn"}, QStringList{"end turn", "end turn"},
          QStringList{"end", "end", "end turn"}}) {
      const Run ok = cli(QStringList{"apply", data("minimal.json")} + moves);
      OK(ok);
      const dom::Game g = load(ok.out);
      QCOMPARE(g.current(), dom::PlayerId(0));
      QCOMPARE(g.s.turn.number, int16_t(3));
    }
  }

  void plain_end_ends_whatever_phase_is_pending() {
    // Smithy used the only Action, so `end` ends the Buy phase (and the turn).
    const Run r = cli({"apply", data("minimal.json"), "play Smithy", "end"});
    OK(r);
    QCOMPARE(load(r.out).current(), dom::PlayerId(1));
    QCOMPARE(r.out, cli({"apply", data("minimal.json"), "play Smithy", "end buys"}).out);
    // Right after the last Buy, `end` still ends the next player's Action phase, as it did.
    const Run next =
        cli({"apply", data("minimal.json"), "-"}, "end\nplay treasures\nbuy Moat\nend\n");
    OK(next);
    const dom::Game g = load(next.out);
    QCOMPARE(g.current(), dom::PlayerId(1));
    QCOMPARE(g.decision().kind, dom::DecisionKind::BuyPhase);
  }

  void an_unknown_phase_to_end_is_refused() {
    const Run r = cli({"apply", data("minimal.json"), "end game"});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.contains("end what? (end, end actions, end buys or end turn)"),
             qPrintable(r.err));
  }

  // ---- apply --log ------------------------------------------------------------------

  void apply_log_prints_each_move_with_the_log_lines_it_caused() {
    const Run r = cli({"apply", "--log", data("minimal.json"), "play Village", "play Smithy",
                       "play treasures", "buy Gold"});
    OK(r);
    QStringList l = lines(r.out);
    QVERIFY2(l.last().startsWith("Pending: Player 2: Action phase (1 Action)"),
             qPrintable(l.last()));
    l.removeLast();
    QCOMPARE(
        l, QStringList(
               {"play Village", "  Player 1 plays Village.", "  Player 1 draws Copper.",
                "  Player 1 gets +2 Actions.", "play Smithy", "  Player 1 plays Smithy.",
                "  Player 1 draws Silver.", "  Player 1 draws Estate.", "  Player 1 draws Copper.",
                "play treasures", "  Player 1 plays Copper.", "  Player 1 gets +$1.",
                "  Player 1 plays Copper.", "  Player 1 gets +$1.", "  Player 1 plays Copper.",
                "  Player 1 gets +$1.", "  Player 1 plays Silver.", "  Player 1 gets +$2.",
                "  Player 1 plays Copper.", "  Player 1 gets +$1.", "buy Gold",
                "  Player 1 buys Gold.", "  Player 1 gains Gold.",
                // Clean-up: the 3 cards left in the deck, then the discard pile
                // (10 cards: the Gold bought and the 9 of the turn) is shuffled.
                "  Player 1 draws Gold.", "  Player 1 draws Copper.", "  Player 1 draws Copper.",
                "  Player 1 shuffles 10 cards.", "  Player 1 draws Copper.",
                "  Player 1 draws Gold.", "  --- Player 2, turn 1 ---"}));
    QVERIFY(r.err.isEmpty());
  }

  void apply_log_shows_a_move_that_logs_nothing_and_the_end_of_the_game() {
    const Run quiet = cli({"apply", "--log", data("minimal.json"), "end actions"});
    OK(quiet);
    QCOMPARE(lines(quiet.out).size(), 2);
    QCOMPARE(lines(quiet.out)[0], QString("end actions"));
    QVERIFY2(lines(quiet.out)[1].startsWith("Pending: Player 1: Buy phase"), qPrintable(quiet.out));
    // One Province left: buying it ends the game.
    const Run over =
        cli({"apply", "--log", "-", "play treasures", "buy Province"},
            R"({"supply": {"Province": 1}, "players": [{"hand": ["Gold", "Gold", "Silver"]}, {}],
                             "turn": {"phase": "buy"}})");
    OK(over);
    const QStringList l = lines(over.out);
    QVERIFY2(l.contains("  Player 1 buys Province.") && l.contains("  The game is over."),
             qPrintable(over.out));
    QCOMPARE(l.last(), QString("The game is over."));
  }

  void apply_log_prints_nothing_when_a_move_is_refused() {
    const Run r = cli({"apply", "--log", data("minimal.json"), "play Village", "end buys"});
    QCOMPARE(r.status, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("move 2 \"end buys\""), qPrintable(r.err));
  }

  // An old move list (plain `end`) replays a golden game through the CLI, and --log gives its
  // pinned log: the lines after the set-up, without the final scores.
  void apply_log_replays_the_golden_games_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("first_game_2p")
        << "first_game_2p"
        << QStringList{"--seed=7", "--players=2",
                       "--kingdom=Cellar,Market,Merchant,Militia,Mine,Moat,"
                       "Remodel,Smithy,Village,Workshop"};
    QTest::newRow("attacks_4p") << "attacks_4p"
                                << QStringList{
                                       "--seed=11", "--players=4",
                                       "--kingdom=Chapel,Witch,Throne Room,Moat,Militia,Festival,"
                                       "Laboratory,Library,Bandit,Council Room"};
    QTest::newRow("intrigue_3p") << "intrigue_3p"
                                 << QStringList{
                                        "--seed=23", "--players=3",
                                        "--kingdom=Courtyard,Masquerade,Pawn,Swindler,Baron,Bridge,"
                                        "Conspirator,Minion,Torturer,Nobles"};
  }
  void apply_log_replays_the_golden_games() {
    QFETCH(QString, name);
    QFETCH(QStringList, options);
    const Run game = cli(QStringList{"new"} + options);
    OK(game);
    QFile movesFile(kGolden + "/" + name + ".moves"), logFile(kGolden + "/" + name + ".log");
    QVERIFY(movesFile.open(QIODevice::ReadOnly) && logFile.open(QIODevice::ReadOnly));
    const QString moves = QString::fromUtf8(movesFile.readAll());
    QVERIFY(moves.contains("\nend\n"));
    QTemporaryFile position;
    QVERIFY(position.open());
    position.write(game.out.toUtf8());
    position.close();
    const Run r = cli({"apply", "--log", position.fileName(), "-"}, moves.toUtf8());
    OK(r);
    QStringList logged;
    for (const QString& line : lines(r.out))
      if (line.startsWith("  ")) logged << line.mid(2);
    QStringList pinned = lines(QString::fromUtf8(logFile.readAll()));
    // The set-up (shuffles and draws) and the first turn's heading are in the position.
    while (!pinned.isEmpty() && !pinned.first().startsWith("--- ")) pinned.removeFirst();
    QVERIFY(!pinned.isEmpty());
    pinned.removeFirst();
    while (!pinned.isEmpty() &&
           QRegularExpression("^Player \\d: -?\\d+ VP$").match(pinned.last()).hasMatch())
      pinned.removeLast();
    QCOMPARE(logged.size(), pinned.size());
    QCOMPARE(logged, pinned);
    QCOMPARE(lines(r.out).last(), QString("The game is over."));
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
    const Run r =
        cli({"apply", "-"}, R"({"kingdom": ["Village"], "players": [{"hand": ["Copper"]}, {}, {}],
      "supply": [{"card": "Copper"}, {"card": "Province", "count": 2}, {"card": "Village", "ids": "1-3"}]})");
    OK(r);
    const dom::Game g = load(r.out);
    QCOMPARE(g.s.supply.size(), size_t(3));
    QCOMPARE(g.s.supply[0].cards.size(), size_t(60 - 3 * 7));  // 3 players
    QCOMPARE(g.s.supply[1].cards.size(), size_t(2));
    QCOMPARE(g.s.supply[2].cards, std::vector<dom::Inst>({1, 2, 3}));
    // A pile a new game would not have needs its count.
    const Run missing =
        cli({"legal", "-"}, R"({"supply": [{"card": "Copper"}, {"card": "Smithy"}]})");
    QCOMPARE(missing.status, 3);
    QVERIFY2(missing.err.contains("supply[1].count: missing"), qPrintable(missing.err));
  }

  void a_malformed_position_on_standard_input_exits_3() {
    const Run r = cli({"legal", "-"}, R"({"players": [{"hand": ["Copper"], "discard": [7]}, {}]})");
    QCOMPARE(r.status, 3);
    QVERIFY2(r.err.contains("standard input") && r.err.contains("players[0].discard[0]"),
             qPrintable(r.err));
  }

  // ---- the command line -------------------------------------------------------------

  void help_lists_the_commands() {
    const Run r = cli({"--help"});
    OK(r);
    for (const char* c : {"cards", "new", "legal", "apply"})
      QVERIFY2(r.out.contains(QString("\n  %1 ").arg(c)), c);
    for (const char* c : {"cards", "new", "legal", "apply"}) {
      const Run h = cli({c, "--help"});
      OK(h);
      QVERIFY2(h.out.startsWith(QString("Usage: dominion-cli %1").arg(c)), qPrintable(h.out));
    }
  }

  void apply_help_explains_the_named_ends_and_log() {
    const Run r = cli({"apply", "--help"});
    OK(r);
    for (const char* text :
         {"[--log]", "\"end actions\" ends the Action phase", "\"end buys\" the Buy phase",
          "\"end turn\" the rest of the turn", "A plain \"end\"", "  --log  print what happened"})
      QVERIFY2(r.out.contains(QLatin1String(text)), text);
  }

  void usage_errors_exit_64() {
    for (const QStringList& args : {QStringList{}, QStringList{"frobnicate"}, QStringList{"--frob"},
                                    QStringList{"cards", "--xml"}, QStringList{"cards", "extra"},
                                    QStringList{"new"}, QStringList{"new", "--kingdom"},
                                    QStringList{"legal"}, QStringList{"legal", "a.json", "b.json"},
                                    QStringList{"apply"}, QStringList{"apply", "-", "-"},
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
