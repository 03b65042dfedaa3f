// Positions: hand-written defaults, round trips, and clear refusals naming the field.
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "fixture.hpp"
#include "random_policy.hpp"

using namespace dom;
using fx::names;

namespace {

// The field named by the error of loading `text`, or "" if it loads.
std::string readData(const std::string& name) {
  std::ifstream in(std::string(DOMINION_TEST_DATA) + "/positions/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string refusedField(const std::string& text) {
  try {
    loadPosition(text);
  } catch (const PositionError& e) {
    return e.field().empty() ? std::string("(root)") : e.field();
  }
  return "";
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

class PositionTest : public QObject {
  Q_OBJECT
 private slots:
  void a_position_naming_only_kingdom_hands_and_decks_is_a_game() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Village", "Copper"], "deck": ["Gold", "Estate"]}, {"hand": ["Copper"], "deck": []}]})");
    QCOMPARE(g.playerCount(), 2);
    QCOMPARE(g.current(), PlayerId(0));
    QCOMPARE(g.decision().kind, DecisionKind::ActionPhase);
    QCOMPARE(fx::pileCount(g, "Village"), 10);
    QCOMPARE(fx::pileCount(g, "Province"), 8);
    QCOMPARE(fx::pileCount(g, "Copper"), 46);
    SAME(names(g, 0, Zone::Deck), "Gold", "Estate");  // top card first
    MOVES(g, "play Village");
    SAME(names(g, 0, Zone::Hand), "Copper", "Gold");
  }

  void a_player_given_neither_hand_nor_deck_gets_a_new_games_start() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [{}, {}, {}]})");
    for (PlayerId p = 0; p < 3; ++p) {
      QCOMPARE(g.player(p).hand().size(), size_t(5));
      QCOMPARE(g.player(p).deck().size(), size_t(5));
      QCOMPARE(g.countOwned(p, cards::Copper), 7);
      QCOMPARE(g.countOwned(p, cards::Estate), 3);
    }
  }

  void supply_counts_can_be_overridden() {
    auto g = fx::position(R"({"kingdom": ["Village"], "supply": {"Province": 2, "Village": 0}, "players": [{}, {}]})");
    QCOMPARE(fx::pileCount(g, "Province"), 2);
    QCOMPARE(fx::pileCount(g, "Village"), 0);
  }

  void saved_positions_load_to_the_same_state_mid_decision() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"]}]})");
    MOVES(g, "play Militia");
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    MOVES(loaded, "choose Estate, Copper");
    SAME(fx::sorted(names(loaded, 1, Zone::Hand)), "Copper", "Gold", "Silver");
  }

  // PlayerState::endsOwnTurn is saved per seat only when set; positions without it load with it
  // off, and one saved in a turn held open after the last Buy resumes there.
  void ending_ones_own_turn_round_trips_and_is_off_when_left_out() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "endsOwnTurn": true}, {}]})");
    QVERIFY(g.player(0).endsOwnTurn);
    QVERIFY(!g.player(1).endsOwnTurn);
    MOVES(g, "play treasures", "buy Silver");
    const auto j = nlohmann::json::parse(savePosition(g));
    QVERIFY(j["players"][0]["endsOwnTurn"] == true);
    QVERIFY(!j["players"][1].contains("endsOwnTurn"));
    Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    QCOMPARE(loaded.decision().kind, DecisionKind::BuyPhase);
    MOVES(loaded, "end");
    QCOMPARE(loaded.current(), PlayerId(1));
    QCOMPARE(refusedField(R"({"players": [{"endsOwnTurn": 1}, {}]})"),
             std::string("players[0].endsOwnTurn"));
  }

  void a_resolution_changed_by_hand_is_refused() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"]}]})");
    MOVES(g, "play Militia");
    auto j = nlohmann::json::parse(savePosition(g));
    j["resolution"][0]["step"] = 7;
    QCOMPARE(refusedField(j.dump()), std::string("digest"));
    j.erase("digest");
    QCOMPARE(refusedField(j.dump()), std::string("resolution"));
  }

  // Found by fuzz_position: a number too large for a double escaped loadPosition as the JSON
  // library's out_of_range instead of a PositionError.
  void a_number_too_large_is_refused_as_invalid_json() {
    try {
      loadPosition(R"({"format": "dominion-position", "gameOver": 1e999})");
      QFAIL("loaded");
    } catch (const PositionError& e) {
      QVERIFY2(std::string(e.what()).find("not valid JSON") != std::string::npos, e.what());
    }
  }

  void malformed_positions_name_the_field() {
    QCOMPARE(refusedField("{ not json"), std::string("(root)"));
    QCOMPARE(refusedField(R"({"kingdom": ["Villlage"]})"), std::string("kingdom[0]"));
    QCOMPARE(refusedField(R"({"kingdom": ["Copper"]})"), std::string("kingdom[0]"));
    QCOMPARE(refusedField(R"({"players": [{"hand": ["Copper", "Dragon"]}, {}]})"), std::string("players[0].hand[1]"));
    QCOMPARE(refusedField(R"({"supply": {"Province": -1}})"), std::string("supply.Province"));
    QCOMPARE(refusedField(R"({"version": 99})"), std::string("version"));
    QCOMPARE(refusedField(R"({"players": [{}, {}, {}, {}, {}, {}, {}]})"), std::string("players"));
    QCOMPARE(refusedField(R"({"turn": {"player": 5}})"), std::string("turn.player"));
    QCOMPARE(refusedField(R"({"turn": {"phase": "lunch"}})"), std::string("turn.phase"));
    QCOMPARE(refusedField(R"({"players": [{"hand": ["Copper#3", "Copper#3"]}, {}]})"), std::string("players[0].hand[1]"));
    QCOMPARE(refusedField(R"([1, 2])"), std::string("(root)"));
    // Version 2's parts.
    QCOMPARE(refusedField(R"({"turn": {"kind": "holiday"}})"), std::string("turn.kind"));
    QCOMPARE(refusedField(R"({"extraTurns": [{"player": 0, "kind": "normal"}]})"), std::string("extraTurns[0].kind"));
    QCOMPARE(refusedField(R"({"supply": [{"card": "Copper", "tokens": {"gold": 1}}]})"), std::string("supply[0].tokens.gold"));
    QCOMPARE(refusedField(R"({"players": [{"coffers": -1}, {}]})"), std::string("players[0].coffers"));
    QCOMPARE(refusedField(R"({"kingdom": ["Caravan"], "players": [{"hand": ["Copper"], "inPlay": ["Caravan#0"],
      "lasting": [{"card": 0, "as": "Copper"}]}, {}]})"), std::string("players[0].lasting[0].as"));
    // A Duration removed from play may be anywhere out of play (Mandarin), but not in another
    // player's play area.
    QCOMPARE(refusedField(R"({"kingdom": ["Caravan"], "players": [{"hand": ["Copper"],
      "lasting": [{"card": 0, "as": "Caravan"}]}, {"inPlay": ["Caravan#0"]}]})"),
             std::string("players[0].lasting[0].card"));
  }

  // A position saved in version 1 (the format before mats, counters and Durations) loads and
  // resumes: here in the middle of a Militia's Reaction window, with Bridge's reduction and VP
  // tokens. Saved again, it is written in the current version and reads back the same.
  void a_version_1_position_mid_attack_loads_and_resumes() {
    Game g = loadPosition(readFile(std::string(DOMINION_TEST_DATA) + "/positions/version1_militia_reaction.json"));
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    QCOMPARE(int(g.decision().player), 2);
    QCOMPARE(g.decision().asking, findCard("Militia"));
    QCOMPARE(int(g.s.turn.costReduction), 1);
    QCOMPARE(int(g.player(0).vpTokens()), 2);
    QCOMPARE(g.s.turn.kind, TurnKind::Normal);
    QVERIFY(g.s.extraTurns.empty());
    const std::string saved = savePosition(g);
    QCOMPARE(nlohmann::json::parse(saved)["version"].get<int>(), PositionVersion);
    QVERIFY(loadPosition(saved).s == g.s);
    MOVES(g, "choose nothing");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(int(g.decision().min), 2);
  }

  // Saved before decisions carried ids: the question and the options in English ("prompt",
  // "labels"), read back through the vocabulary. Made with the engine of that time.
  void a_position_of_the_english_prompts_loads_the_question_as_an_id() {
    Game g = loadPosition(readData("militia_discard_v1.json"));
    const Decision& d = g.decision();
    QCOMPARE(d.kind, DecisionKind::SelectCards);
    QCOMPARE(d.asking, findCard("Militia"));
    QCOMPARE(d.id, Text::DiscardDownTo);
    QCOMPARE(d.args[0], 3);
    QCOMPARE(promptText(d), std::string("Discard down to 3 cards in hand"));
    MOVES(g, "choose Estate, Estate");
    QCOMPARE(g.player(1).hand().size(), size_t(3));
  }

  void a_position_of_the_english_labels_loads_the_options_as_ids() {
    const Game steward = loadPosition(readData("steward_choice_v1.json"));
    QCOMPARE(steward.decision().id, Text::ChooseOne);
    const std::vector<Option> options{
        {Text::OptionPlusCards, 2}, {Text::OptionPlusCoins, 2}, {Text::OptionTrashCards, 2}};
    QCOMPARE(steward.decision().options, options);

    const Game passage = loadPosition(readData("secret_passage_place_v1.json"));
    QCOMPARE(passage.decision().id, Text::ChooseDeckPosition);
    const std::vector<Option> places{{Text::OptionTop},
                                     {Text::OptionNthFromTop, 2},
                                     {Text::OptionNthFromTop, 3},
                                     {Text::OptionNthFromTop, 4},
                                     {Text::OptionBottom}};
    QCOMPARE(passage.decision().options, places);
  }

  void positions_save_the_question_and_options_by_key() {
    Game g = loadPosition(readData("steward_choice_v1.json"));
    const auto j = nlohmann::json::parse(savePosition(g));
    const auto& d = j["decision"];
    QCOMPARE(d["id"].get<std::string>(), std::string("choose_one"));
    QCOMPARE(d["args"].size(), size_t(0));
    QVERIFY(!d.contains("prompt") && !d.contains("labels"));
    QCOMPARE(
        d["options"].dump(),
        std::string(R"([{"arg":2,"id":"option.plus_cards"},{"arg":2,"id":"option.plus_coins"},)"
                    R"({"arg":2,"id":"option.trash_cards"}])"));
    const Game militia = loadPosition(readData("militia_discard_v1.json"));
    const auto m = nlohmann::json::parse(savePosition(militia))["decision"];
    QCOMPARE(m["id"].get<std::string>(), std::string("discard_down_to"));
    QCOMPARE(m["args"].dump(), std::string("[3]"));
    // Saved again, the position loads to the same game.
    QVERIFY(loadPosition(savePosition(militia)).s == militia.s);
    // A phase decision asks no question.
    const Game phase =
        fx::position(R"({"kingdom": ["Village"], "players": [{"hand": ["Village"]}, {}]})");
    QVERIFY(nlohmann::json::parse(savePosition(phase))["decision"]["id"].is_null());
  }

  // Card ids are table indices and move as cards are added: a question's card argument is
  // saved by name, and a number from a position saved before names reads by the table then.
  void a_questions_card_argument_is_saved_by_name_and_old_numbers_still_load() {
    auto withCardArg = [&](nlohmann::json arg) {
      auto j = nlohmann::json::parse(savePosition(loadPosition(readData("steward_choice_v1.json"))));
      j["decision"]["id"] = "may_call_reserve";  // "Call {0:card}?"
      j["decision"]["args"] = nlohmann::json::array({arg});
      j["digest"] = positionDigest(j);
      return loadPosition(j.dump());
    };
    const Game byName = withCardArg("Smithy");
    QCOMPARE(CardId(byName.decision().args[0]), findCard("Smithy"));
    const Game byOldNumber = withCardArg(21);  // Smithy's number before Platinum and Colony
    QCOMPARE(CardId(byOldNumber.decision().args[0]), findCard("Smithy"));
    QCOMPARE(nlohmann::json::parse(savePosition(byOldNumber))["decision"]["args"].dump(),
             std::string(R"(["Smithy"])"));
    QVERIFY(loadPosition(savePosition(byName)).s == byName.s);
  }

  void unknown_questions_and_options_are_refused() {
    // Each change made to a saved position, signed again as the engine would.
    auto edited = [&](auto change) {
      auto copy =
          nlohmann::json::parse(savePosition(loadPosition(readData("steward_choice_v1.json"))));
      change(copy["decision"]);
      copy["digest"] = positionDigest(copy);
      return copy.dump();
    };
    QCOMPARE(refusedField(edited([](auto& d) { d["id"] = "dance_a_jig"; })),
             std::string("decision.id"));
    QCOMPARE(refusedField(edited([](auto& d) { d["id"] = "option.keep_deck"; })),
             std::string("decision.id"));
    QCOMPARE(refusedField(edited([](auto& d) { d["options"][1]["id"] = "choose_one"; })),
             std::string("decision.options[1].id"));
    QCOMPARE(refusedField(edited([](auto& d) {
               d["args"] = {1, 2, 3, 4};
             })),
             std::string("decision.args"));
    auto legacy = nlohmann::json::parse(readData("steward_choice_v1.json"));
    legacy["decision"]["prompt"] = "Choose wisely";
    legacy["digest"] = positionDigest(legacy);
    QCOMPARE(refusedField(legacy.dump()), std::string("decision.prompt"));
    legacy = nlohmann::json::parse(readData("steward_choice_v1.json"));
    legacy["decision"]["labels"][2] = "Trash everything";
    legacy["digest"] = positionDigest(legacy);
    QCOMPARE(refusedField(legacy.dump()), std::string("decision.labels[2]"));
  }

  void random_positions_round_trip_through_json() {
    Rng rng(5);
    std::vector<CardId> kingdom;
    for (const char* n : {"Cellar", "Militia", "Throne Room", "Library", "Masquerade", "Torturer", "Swindler", "Sentry", "Witch", "Moat"})
      kingdom.push_back(findCard(n));
    Game g = Game::create({.kingdom = kingdom, .players = 4, .seed = 9});
    int checked = 0;
    while (!g.isOver()) {
      Game loaded = loadPosition(savePosition(g));
      QVERIFY(loaded.s == g.s);
      QCOMPARE(savePosition(loaded), savePosition(g));
      QVERIFY(g.apply(fx::randomMove(g, rng)));
      ++checked;
    }
    QVERIFY(checked > 50);
  }
};

QTEST_APPLESS_MAIN(PositionTest)
#include "position_test.moc"
