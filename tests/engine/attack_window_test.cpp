// The Attack window: Reactions to an Attack are listeners of When::Attack (Moat, Secret Chamber,
// Diplomat), resolved before the Attack in an Attack window. The rulings cited are the complete
// rules' REACTION CARDS: RESOLVING REACTIONS AND TIMING (§ III, "Reactions ①") and the Card
// Reference (chapter VI: "Moat ②").
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "engine/log_text.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::names;
using fx::sorted;

namespace {

std::string readData(const std::string& name) {
  std::ifstream in(std::string(DOMINION_TEST_DATA) + "/positions/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A position as its JSON, one key a line, to compare with a saved one. The plays of the turn
// are compared by card: the engine that wrote the saved ones wrote no instances ("Militia", where
// positions now write "Militia#12").
std::string resolved(const std::string& position) {
  nlohmann::json j = nlohmann::json::parse(position);
  if (j.contains("turn") && j["turn"].contains("played"))
    for (auto& play : j["turn"]["played"])
      if (play.is_string())
        play = play.get<std::string>().substr(0, play.get<std::string>().find('#'));
  return j.dump(1);
}
std::string resolved(const Game& g) { return resolved(savePosition(g)); }

// Names of the cards the pending decision offers, in the order offered.
fx::V offered(const Game& g) {
  fx::V out;
  for (int32_t i : g.decision().choices) out.emplace_back(g.defOf(Inst(i)).name);
  return out;
}

// Whether the pending decision is a player's chance to reveal a Reaction to `attack`.
bool asksForReaction(const Game& g, PlayerId p, const char* attack) {
  const Decision& d = g.decision();
  return d.kind == DecisionKind::SelectCards && d.player == p && d.id == Text::RevealReaction &&
         d.asking == findCard(attack) && d.min == 0 && d.max == 1;
}

// Applies the moves and writes what happened as `dominion-cli apply --log` does: each move, then
// the lines of its events, then the pending decision.
std::string playLogged(Game& g, const std::vector<std::string>& moves) {
  g.s.logEvents = true;
  std::string out;
  for (const std::string& m : moves) {
    const size_t first = g.s.events.size();
    const std::string error = fx::tryMove(g, m);
    if (!error.empty()) return out + m + " refused: " + error;
    out += m + "\n";
    for (size_t k = first; k < g.s.events.size(); ++k)
      if (const std::string line = describeEvent(g.s.events[k]); !line.empty())
        out += "  " + line + "\n";
  }
  return out + "Pending: " + describeDecision(g) + "\n";
}

// The moves of attack_window_start.json to the end of its Militia: player 2 reveals Moat, player
// 3 Secret Chamber (drawing a Moat, which they reveal too), player 4 Diplomat; then player 3 has a
// new chance to reveal Secret Chamber (Reactions ②) and declines.
const std::vector<std::string> kWindowMoves = {
    "play Militia",   "reveal Moat",    "reveal Secret Chamber", "choose Estate, Estate",
    "reveal Moat",    "choose nothing", "reveal Diplomat",       "choose Estate, Estate, Duchy",
    "choose nothing", "choose Copper"};

}  // namespace

class AttackWindowTest : public QObject {
  Q_OBJECT
 private slots:
  // The window asks one question for all the Reactions in a hand: every listener to Attacks
  // listens from another player's hand, is optional and asks "Reveal a Reaction?".
  void every_reaction_to_attacks_is_an_optional_listener_asking_the_same_question() {
    int reactions = 0, protections = 0;
    for (const CardDef& d : cardTable())
      for (const Listener& l : d.listeners) {
        if (l.when != When::Attack) continue;
        if (l.from == ListenFrom::OwnLasting) {
          // A waiting Duration's protection (Lighthouse): no Reaction, nothing asked or run.
          ++protections;
          QVERIFY2(d.is(Duration) && !d.is(Reaction), std::string(d.name).c_str());
          QVERIFY(!l.optional && l.run == nullptr && l.ask == Text::None);
          continue;
        }
        ++reactions;
        QVERIFY2(d.is(Reaction), std::string(d.name).c_str());
        QCOMPARE(l.from, ListenFrom::OthersHand);
        QVERIFY(l.optional);
        QCOMPARE(l.ask, Text::RevealReaction);
      }
    QCOMPARE(reactions, 5);    // Moat, Secret Chamber, Diplomat, Shield, Guard Dog
    QCOMPARE(protections, 1);  // Lighthouse
  }

  // ---- who is asked, and when ----------------------------------------------------------------

  // Reactions ①: the other players resolve their Reactions in turn order from the attacker's
  // left, before the Attack resolves; a player without a Reaction in hand is not asked.
  void other_players_are_asked_in_turn_order_from_the_attacker() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "turn": {"player": 2}, "players": [
      {"hand": ["Moat", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Estate", "Estate", "Estate", "Estate"]},
      {"hand": ["Militia", "Moat"]},
      {"hand": ["Moat", "Silver", "Silver", "Silver", "Silver"]}]})");
    MOVES(g, "play Militia");
    QVERIFY(asksForReaction(g, 3, "Militia"));
    MOVES(g, "choose nothing");
    QVERIFY(asksForReaction(g, 0, "Militia"));
    MOVES(g, "reveal Moat");
    // Reactions ② (2019): a Reaction resolved gives the players from the attacker's left a new
    // chance, player 3 who declined included.
    QVERIFY(asksForReaction(g, 3, "Militia"));
    MOVES(g, "choose nothing");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    MOVES(g, "choose nothing");
    // Then Militia resolves: player 0 revealed Moat, so players 3 and 1 discard.
    QCOMPARE(int(g.decision().player), 3);
    QCOMPARE(g.decision().asking, findCard("Militia"));
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    MOVES(g, "discard Moat, Silver", "discard Moat, Estate");
    QCOMPARE(g.player(0).hand().size(), size_t(5));
    QCOMPARE(g.s.turn.coins, 2);
  }

  // Reactions ② (2019): a player who declined, waiting to see what the others do, gets a new
  // chance once a later player's Reaction has resolved, and can reveal then.
  void a_player_who_declined_reveals_on_the_new_chance_another_reaction_gives() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia"]},
      {"hand": ["Moat", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Estate", "Estate", "Estate", "Estate"]}]})");
    MOVES(g, "play Militia");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    MOVES(g, "choose nothing");
    QVERIFY(asksForReaction(g, 2, "Militia"));
    MOVES(g, "reveal Moat");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    MOVES(g, "reveal Moat");
    // Nobody has a Reaction left to reveal: Militia resolves, and both players are unaffected.
    QCOMPARE(g.decision().player, PlayerId(0));
    QVERIFY(g.decision().id != Text::DiscardDownTo);
    QCOMPARE(g.player(1).hand().size(), size_t(5));
    QCOMPARE(g.player(2).hand().size(), size_t(5));
    QCOMPARE(g.s.turn.coins, 2);
  }

  // Moat ②: a player who reveals Moat is unaffected; the Moat stays in hand.
  void moat_makes_its_owner_unaffected_by_the_attack() {
    auto g = fx::position(R"({"kingdom": ["Witch", "Moat"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]},
      {"hand": ["Moat", "Estate"]},
      {"hand": ["Estate"]}]})");
    MOVES(g, "play Witch", "reveal Moat");
    SAME(sorted(names(g, 1, Zone::Hand)), "Estate", "Moat");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    SAME(names(g, 2, Zone::Discard), "Curse");
  }

  // A Moat revealed is not offered again to the same Attack; a second Moat in the same hand is.
  void a_second_moat_is_offered_after_the_first_is_revealed() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia"]},
      {"hand": ["Moat", "Moat", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Militia");
    SAME(offered(g), "Moat", "Moat");
    MOVES(g, "reveal Moat");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    SAME(offered(g), "Moat");
    MOVES(g, "reveal Moat");
    // Both revealed, nothing left to offer; unaffected, so nothing to discard.
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.player(1).hand().size(), size_t(5));
  }

  // A player who reveals nothing is done with this Attack when nobody resolves a Reaction after
  // them (Reactions ②), though a Reaction stays in hand.
  void a_player_who_declines_is_not_asked_again_for_the_same_attack() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia"]},
      {"hand": ["Moat", "Estate", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Militia", "choose nothing");
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    MOVES(g, "discard Moat, Estate");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Each play of an Attack is a new chance (Cultist ③: a Moat revealed protects from one play
  // only): Throne Room's second Militia asks again.
  void each_play_of_an_attack_opens_its_own_window() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Militia"]},
      {"hand": ["Moat", "Estate", "Estate", "Copper", "Copper"]}]})");
    MOVES(g, "play Throne Room", "choose Militia", "reveal Moat");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    MOVES(g, "choose nothing", "discard Estate, Estate");
    SAME(sorted(names(g, 1, Zone::Hand)), "Copper", "Copper", "Moat");
    QCOMPARE(g.s.turn.coins, 4);
  }

  // Moat ③, Secret Chamber ④ (and Reactions ③): Secret Chamber draws a Moat, which may then be
  // revealed to the same Attack; Secret Chamber is offered again (it is repeatable).
  void secret_chamber_draws_a_moat_that_is_then_offered() {
    auto g = fx::position(R"({"kingdom": ["Secret Chamber", "Militia", "Moat"], "players": [
      {"hand": ["Militia"]},
      {"hand": ["Secret Chamber", "Estate", "Estate", "Copper", "Copper"], "deck": ["Moat", "Gold"]}]})");
    MOVES(g, "play Militia");
    SAME(offered(g), "Secret Chamber");
    MOVES(g, "reveal Secret Chamber");
    QCOMPARE(g.decision().asking, findCard("Secret Chamber"));
    MOVES(g, "choose Estate, Estate");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    SAME(sorted(offered(g)), "Moat", "Secret Chamber");
    MOVES(g, "reveal Moat");
    SAME(offered(g), "Secret Chamber");
    MOVES(g, "choose nothing");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(sorted(names(g, 1, Zone::Hand)), "Copper", "Copper", "Gold", "Moat", "Secret Chamber");
  }

  // Diplomat ①: offered only from a hand of 5 or more cards; ④: offered again while the hand
  // still has 5 or more.
  // Moat ③: a Moat drawn by Diplomat's reaction may still be revealed to the same Attack; the
  // Diplomat itself, now in a hand of 4, is not offered again (Diplomat ①).
  void diplomat_draws_a_moat_that_is_then_offered() {
    auto g = fx::position(R"({"kingdom": ["Diplomat", "Militia", "Moat"], "players": [
      {"hand": ["Militia"]},
      {"hand": ["Diplomat", "Estate", "Estate", "Copper", "Copper"], "deck": ["Moat", "Gold"]}]})");
    MOVES(g, "play Militia", "reveal Diplomat", "choose Estate, Estate, Copper");
    QVERIFY(asksForReaction(g, 1, "Militia"));
    SAME(offered(g), "Moat");
    MOVES(g, "reveal Moat");
    // Unaffected: Militia makes nobody discard.
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(sorted(names(g, 1, Zone::Hand)), "Copper", "Diplomat", "Gold", "Moat");
  }

  void diplomat_is_offered_only_from_a_hand_of_five_or_more() {
    auto four = fx::position(R"({"kingdom": ["Diplomat", "Militia"], "players": [
      {"hand": ["Militia"]}, {"hand": ["Diplomat", "Copper", "Copper", "Estate"]}]})");
    MOVES(four, "play Militia");
    QCOMPARE(four.decision().id, Text::DiscardDownTo);

    auto six = fx::position(R"({"kingdom": ["Diplomat", "Militia"], "players": [
      {"hand": ["Militia"]},
      {"hand": ["Diplomat", "Estate", "Estate", "Estate", "Copper", "Copper"], "deck": ["Curse", "Curse"]}]})");
    MOVES(six, "play Militia", "reveal Diplomat", "choose Estate, Estate, Estate");
    QCOMPARE(six.player(1).hand().size(), size_t(5));
    QVERIFY(asksForReaction(six, 1, "Militia"));
    MOVES(six, "reveal Diplomat", "choose Curse, Curse, Copper");
    // 4 cards left: Diplomat is not offered; Militia makes them discard 1.
    QCOMPARE(six.decision().id, Text::DiscardDownTo);
  }

  // ---- what a game pays for it ---------------------------------------------------------------

  // A game without a Reaction to Attacks opens no window: the Attack resolves at once.
  void an_attack_opens_no_window_in_a_game_without_reactions_to_it() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Watchtower"], "players": [
      {"hand": ["Militia"]}, {"hand": ["Watchtower", "Copper", "Copper", "Copper", "Copper"]}]})");
    QVERIFY(!(g.s.listening & whenBit(When::Attack)));
    MOVES(g, "play Militia");
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    QCOMPARE(g.s.frames.size(), size_t(1));
    QCOMPARE(g.s.frames[0].kind, Frame::Ability);

    auto withMoat = fx::position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia"]}, {"hand": ["Copper"]}, {"hand": ["Moat"]}]})");
    QVERIFY(withMoat.s.listening & whenBit(When::Attack));
  }

  // ---- positions -----------------------------------------------------------------------------

  // Saved with a reaction resolving (its Trigger frame), the window loads and resumes the same.
  void a_window_saved_during_a_reaction_loads_and_resumes_the_same() {
    auto g = loadPosition(readData("attack_window_start.json"));
    MOVES(g, "play Militia", "reveal Moat", "reveal Secret Chamber");
    QCOMPARE(g.s.frames.back().kind, Frame::Trigger);
    Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    for (size_t k = 3; k < kWindowMoves.size(); ++k) MOVES(loaded, kWindowMoves[k].c_str());
    QCOMPARE(resolved(loaded), resolved(readData("attack_window_resolved.json")));
  }

  // The same window played from the start gives the game and the log that the engine gave before
  // Reactions were listeners (attack_window_resolved.json and attack_window.log were written by
  // it, with dominion-cli apply).
  void the_window_plays_as_before_reactions_were_listeners() {
    auto g = loadPosition(readData("attack_window_start.json"));
    QCOMPARE(playLogged(g, kWindowMoves), readData("attack_window.log"));
    QCOMPARE(resolved(g), resolved(readData("attack_window_resolved.json")));
  }

  // Positions saved in the middle of an Attack window before Reactions were listeners (with the
  // frame kinds "attackWindow" and "reaction", written by that engine) load and resume as that
  // engine resumed them, with the new chances of Reactions ②: a window saved under a resolving
  // Reaction (Diplomat's) starts again from the attacker's left, so player 3 is asked again.
  void a_window_saved_by_the_earlier_engine_resumes_the_same() {
    const std::string log = readData("attack_window.log");
    const struct {
      const char* file;
      size_t movesDone;
    } saved[] = {{"attack_window_old_reaction_frame.json", 3},
                 {"attack_window_old_window_frame.json", 4},
                 {"attack_window_old_diplomat_frame.json", 7}};
    for (const auto& point : saved) {
      Game g = loadPosition(readData(point.file));
      QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
      const std::vector<std::string> rest(kWindowMoves.begin() + std::ptrdiff_t(point.movesDone),
                                          kWindowMoves.end());
      const std::string resumed = playLogged(g, rest);
      QCOMPARE(resumed, log.substr(log.rfind("\n" + rest.front() + "\n") + 1));
      QCOMPARE(resolved(g), resolved(readData("attack_window_resolved.json")));
    }
  }

  // An old "reaction" frame becomes its card's When::Attack Trigger frame, the one the engine
  // now writes at that point.
  void an_old_reaction_frame_reads_as_the_trigger_frame_of_its_listener() {
    Game old = loadPosition(readData("attack_window_old_reaction_frame.json"));
    auto g = loadPosition(readData("attack_window_start.json"));
    MOVES(g, "play Militia", "reveal Moat", "reveal Secret Chamber");
    QCOMPARE(old.s.frames.size(), g.s.frames.size());
    QVERIFY(old.s.frames == g.s.frames);
    const Frame& reaction = old.s.frames.back();
    QCOMPARE(reaction.kind, Frame::Trigger);
    QCOMPARE(card(reaction.card).listeners[size_t(reaction.listener)].when, When::Attack);
    QCOMPARE(reaction.c, 0);  // the Attack's frame
  }
};

QTEST_APPLESS_MAIN(AttackWindowTest)
#include "attack_window_test.moc"
