// Scenario tests for Seaside’s 2nd-edition Astrolabe, Tide Pools, Sea Witch, Monkey, Corsair,
// Sailor, Blockade and Pirate, and the 1st edition’s Ghost Ship, with the rulings of the Card
// Reference (complete rules, chapter VI: "Card ①").
#include "engine/kept_face_up.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

// The position saved now loads into the same game: what a Duration set up resumes from it.
void roundTrips(const Game& g) {
  const Game loaded = loadPosition(savePosition(g));
  QCOMPARE(savePosition(loaded), savePosition(g));
}

}  // namespace

class Seaside3CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Astrolabe --------------------------------------------------------------------------

  // Astrolabe ①: $1 and +1 Buy now, and again at the start of the next turn; it stays in play
  // until that turn’s Clean-up.
  void astrolabe_gives_a_coin_and_a_buy_now_and_at_the_start_of_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Astrolabe"], "players": [
      {"hand": ["Astrolabe", "Copper"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate",
       "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.turn().coins), 2);
    QCOMPARE(int(g.turn().buys), 2);
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Astrolabe");
    roundTrips(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().coins), 1);
    QCOMPARE(int(g.turn().buys), 2);
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    QCOMPARE(g.countOwned(0, findCard("Astrolabe")), 1);
  }

  // ---- Tide Pools -------------------------------------------------------------------------

  // Tide Pools ①: +3 Cards and +1 Action now; at the start of the next turn, discard 2 cards.
  void tide_pools_draws_three_now_and_discards_two_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Tide Pools"], "players": [
      {"hand": ["Tide Pools"], "deck": ["Gold", "Gold", "Gold", "Silver", "Silver", "Estate",
       "Estate", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Tide Pools");
    SAME(hand(g, 0), "Gold", "Gold", "Gold");
    QCOMPARE(int(g.turn().actions), 1);
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Tide Pools");
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.decision().id, Text::DiscardCards);
    QCOMPARE(int(g.decision().player), 0);
    roundTrips(g);  // the start of the turn resumes from a saved position
    MOVES(g, "choose Estate, Estate");
    SAME(hand(g, 0), "Copper", "Silver", "Silver");
    SAME(sorted(names(g, 0, Zone::Discard)), "Estate", "Estate", "Gold", "Gold", "Gold");
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // With 2 cards or fewer in hand at that time, all of them are discarded.
  void tide_pools_discards_the_whole_hand_of_two_or_fewer() {
    auto g = fx::position(R"({"kingdom": ["Tide Pools"], "players": [
      {"hand": ["Tide Pools"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Tide Pools");
    endTurn(g);  // the next hand is the one Gold, shuffled back
    SAME(hand(g, 0), "Gold");
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QVERIFY(g.hand(0).empty());
    SAME(names(g, 0, Zone::Discard), "Gold");
  }

  // Played twice by Throne Room: 6 cards now, 4 discarded next turn, and the Throne Room stays in
  // play with it.
  void throne_room_on_tide_pools_discards_four_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Tide Pools", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Tide Pools"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold",
       "Gold", "Estate", "Estate", "Estate", "Estate", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Tide Pools");
    QCOMPARE(int(g.hand(0).size()), 6);
    endTurn(g);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Throne Room", "Tide Pools");
    endTurn(g);
    MOVES(g, "choose Estate, Estate", "choose Estate, Estate");
    SAME(hand(g, 0), "Copper");
  }

  // ---- Sea Witch --------------------------------------------------------------------------

  // Sea Witch ①: +2 Cards and a Curse to each other player now; at the start of the next turn
  // ② (GET FROM DECK, THEN DISCARD) +2 Cards first, then discard 2, which may be the drawn ones.
  void sea_witch_curses_now_and_draws_then_discards_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Sea Witch"], "players": [
      {"hand": ["Sea Witch"], "deck": ["Silver", "Silver", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Estate", "Estate", "Gold"]}, {}, {}]})");
    MOVES(g, "play Sea Witch");
    SAME(hand(g, 0), "Silver", "Silver");
    SAME(names(g, 1, Zone::Discard), "Curse");
    SAME(names(g, 2, Zone::Discard), "Curse");
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Sea Witch");
    endTurn(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.decision().id, Text::DiscardCards);
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Estate", "Estate");
    roundTrips(g);
    MOVES(g, "choose Estate, Estate");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper");
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // A Moat keeps the Curse away, but Sea Witch still lasts: its next-turn part is its owner’s.
  void sea_witch_blocked_by_moat_still_draws_and_discards_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Sea Witch", "Moat"], "players": [
      {"hand": ["Sea Witch"], "deck": ["Silver", "Silver", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Estate", "Estate", "Gold"]}, {"hand": ["Moat"]}]})");
    MOVES(g, "play Sea Witch", "choose Moat");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    QCOMPARE(int(g.player(0).lasting.size()), 1);
  }
  // ---- Monkey -----------------------------------------------------------------------------

  // Monkey ①: until its owner’s next turn, +1 Card when the player to the right (the one who
  // plays just before them) gains a card; not when another player does; +1 Card at the start of
  // the next turn. ⑤: the ongoing part is over as that turn begins. ⑥: the draw is on gaining.
  void monkey_draws_when_the_player_to_the_right_gains_and_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Monkey"], "players": [
      {"hand": ["Monkey"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Silver",
       "Gold", "Estate", "Estate", "Estate", "Estate", "Estate"]},
      {"hand": ["Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Monkey");
    endTurn(g);
    QCOMPARE(int(g.hand(0).size()), 5);
    MOVES(g, "buy Copper");  // player 2, on the left of player 1; the buy ends the turn
    QCOMPARE(int(g.current()), 2);
    QCOMPARE(int(g.hand(0).size()), 5);
    roundTrips(g);
    // Player 3, on the right of player 1: the Silver for the gain, then the Gold as the turn of
    // player 1 begins.
    MOVES(g, "buy Copper");
    QCOMPARE(int(g.current()), 0);
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Gold", "Silver");
    QVERIFY(g.player(0).lasting.empty());
    SAME(names(g, 0, Zone::InPlay), "Monkey");
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    MOVES(g, "buy Copper", "buy Copper");  // players 2 and 3: Monkey is over
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.hand(0).size()), 5);
  }

  // ③: the ongoing ability starts right away: a Curse the player to the right gains on the
  // owner’s own turn, after Monkey’s play, draws a card; one gained before it does not.
  void monkey_draws_for_gains_after_its_play_on_its_owners_turn() {
    auto g = fx::position(R"({"kingdom": ["Monkey", "Witch", "Village"], "players": [
      {"hand": ["Village", "Village", "Witch", "Monkey", "Witch"], "deck": ["Gold", "Silver",
       "Silver", "Estate", "Estate", "Duchy", "Province", "Copper"]}, {}]})");
    // Gold, Silver, then Silver and Estate and a Curse before Monkey
    MOVES(g, "play Village", "play Village", "play Witch");
    QCOMPARE(g.countOwned(1, cards::Curse), 1);
    SAME(hand(g, 0), "Estate", "Gold", "Monkey", "Silver", "Silver", "Witch");
    MOVES(g, "play Monkey", "play Witch");  // Estate, Duchy; the Curse draws the Province
    QCOMPARE(g.countOwned(1, cards::Curse), 2);
    SAME(hand(g, 0), "Duchy", "Estate", "Estate", "Gold", "Province", "Silver", "Silver");
  }

  // ②: played twice (Throne Room), Monkey draws two cards for each gain.
  void monkey_played_twice_draws_two_for_each_gain() {
    auto g = fx::position(R"({"kingdom": ["Monkey", "Witch", "Village", "Throne Room"], "players": [
      {"hand": ["Village", "Throne Room", "Monkey", "Witch"], "deck": ["Gold", "Silver", "Silver",
       "Estate", "Estate", "Duchy", "Province"]}, {}]})");
    MOVES(g, "play Village", "play Throne Room", "choose Monkey", "play Witch");
    QCOMPARE(g.countOwned(1, cards::Curse), 1);
    SAME(hand(g, 0), "Estate", "Estate", "Gold", "Silver", "Silver");
  }

  // ④: an extra turn after Monkey’s turn ends the ongoing ability: the player to the right
  // gaining on their next turn draws nothing.
  void monkey_ends_with_its_owners_extra_turn() {
    auto g = fx::position(R"({"kingdom": ["Monkey", "Outpost", "Village"], "players": [
      {"hand": ["Village", "Monkey", "Outpost"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper"]},
      {"hand": ["Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Village", "play Monkey", "play Outpost");
    endTurn(g);
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    MOVES(g, "choose Monkey");           // then Outpost's (nothing)
    QCOMPARE(int(g.hand(0).size()), 4);  // 3 cards for Outpost, 1 from Monkey
    QVERIFY(g.player(0).lasting.empty() || g.player(0).lasting[0].as != findCard("Monkey"));
    endTurn(g);
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(int(g.hand(0).size()), 5);
    MOVES(g, "buy Copper");
    QCOMPARE(int(g.hand(0).size()), 5);
  }

  // ---- Corsair ----------------------------------------------------------------------------

  // Corsair ①: +$2 now, +1 Card at the start of the next turn; until then each other player
  // trashes the first Silver or Gold they play each turn: ② afterwards, so it still gives its $.
  // A later Gold that turn stays.
  void corsair_trashes_the_first_silver_or_gold_another_player_plays() {
    auto g = fx::logged(R"({"kingdom": ["Corsair"], "players": [
      {"hand": ["Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Silver",
       "Estate"]},
      {"hand": ["Copper", "Silver", "Gold", "Silver"], "deck": ["Silver", "Gold", "Copper",
       "Copper", "Copper"]}]})");
    MOVES(g, "play Corsair");
    QCOMPARE(int(g.turn().coins), 2);
    endTurn(g);
    MOVES(g, "play treasures");
    QCOMPARE(int(g.turn().coins), 1 + 2 + 3 + 2);
    SAME(fx::trash(g), "Silver");
    SAME(sorted(names(g, 1, Zone::InPlay)), "Copper", "Gold", "Silver");
    QVERIFY(fx::logHas(g, "Player 2 trashes Silver."));
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.hand(0).size()), 6);
    QVERIFY(g.player(0).lasting.empty());
  }

  // Each turn: the first one of the next turn is trashed too; a Copper first changes nothing.
  void corsair_trashes_a_gold_played_on_the_next_turn_of_another_player() {
    auto g = fx::position(R"({"kingdom": ["Corsair"], "players": [
      {"hand": ["Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Silver",
       "Estate"]},
      {"hand": ["Copper", "Gold"], "deck": []}, {"hand": ["Copper", "Gold"], "deck": []}]})");
    MOVES(g, "play Corsair");
    endTurn(g);
    MOVES(g, "play treasures");
    endTurn(g);
    MOVES(g, "play treasures");
    SAME(fx::trash(g), "Gold", "Gold");
  }

  // ③: another player’s extra turn is a turn of its own: its first Silver is trashed too.
  void corsair_trashes_the_first_silver_of_an_extra_turn_too() {
    auto g = fx::position(R"({"kingdom": ["Corsair", "Outpost"], "players": [
      {"hand": ["Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Outpost", "Silver"], "deck": ["Silver", "Copper", "Copper"]}]})");
    MOVES(g, "play Corsair");
    endTurn(g);
    MOVES(g, "play Outpost", "play treasures");
    SAME(fx::trash(g), "Silver");
    endTurn(g);
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    QCOMPARE(int(g.current()), 1);
    MOVES(g, "play treasures");
    SAME(fx::trash(g), "Silver", "Silver");
  }

  // ④: Corsair played twice (Throne Room) still trashes only the first Silver or Gold.
  void corsair_played_twice_trashes_only_the_first_silver_or_gold() {
    auto g = fx::position(R"({"kingdom": ["Corsair", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper"]},
      {"hand": ["Silver", "Gold"], "deck": []}]})");
    MOVES(g, "play Throne Room", "choose Corsair");
    QCOMPARE(int(g.turn().coins), 4);
    endTurn(g);
    MOVES(g, "play treasures");
    SAME(fx::trash(g), "Silver");
    QCOMPARE(int(g.turn().coins), 5);
  }

  // Two players’ Corsairs: the first Silver is trashed once, the Gold after it stays (④).
  void two_players_corsairs_trash_one_card() {
    auto g = fx::position(R"({"kingdom": ["Corsair"], "players": [
      {"hand": ["Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Silver", "Gold"], "deck": []}]})");
    MOVES(g, "play Corsair");
    endTurn(g);
    MOVES(g, "play Corsair");
    endTurn(g);
    MOVES(g, "play treasures");
    SAME(fx::trash(g), "Silver");
    QCOMPARE(int(g.turn().coins), 5);
  }

  // ⑥: a Silver played earlier in the turn than the Corsair came to wait means the Gold played
  // after it is not the first: nothing is trashed (a position where player 1’s Corsair waits
  // and player 2 has played a Silver this turn).
  void corsair_spares_a_gold_after_a_silver_played_earlier_in_the_turn() {
    // (A plain string: moc misreads this one as a raw string.)
    auto g = fx::position(
        "{\"kingdom\": [\"Corsair\"], \"players\": ["
        "{\"hand\": [], \"deck\": [], \"inPlay\": [\"Corsair#0\"],"
        " \"lasting\": [{\"card\": 0, \"as\": \"Corsair\"}]},"
        "{\"hand\": [\"Gold#1\"], \"deck\": [], \"inPlay\": [\"Silver#2\"]}],"
        " \"turn\": {\"player\": 1, \"phase\": \"buy\", \"coins\": 2, \"played\": "
        "[\"Silver#2\"]}}");
    MOVES(g, "play treasures");
    QVERIFY(fx::trash(g).empty());
    QCOMPARE(int(g.turn().coins), 5);
  }

  // ATTACK UNTIL YOUR NEXT TURN: a player who revealed a Moat to Corsair keeps their Silver.
  void corsair_spares_a_player_who_revealed_moat() {
    auto g = fx::position(R"({"kingdom": ["Corsair", "Moat"], "players": [
      {"hand": ["Corsair"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Silver"], "deck": []}]})");
    MOVES(g, "play Corsair", "choose Moat");
    endTurn(g);
    MOVES(g, "end", "play treasures");
    QVERIFY(fx::trash(g).empty());
  }
  // ---- Sailor -----------------------------------------------------------------------------

  // Sailor ①: once this turn, a Duration gained after its play may be played, here a Treasure
  // in the second part of the Buy phase (⑤ ⑥): the Astrolabe’s $1 and +1 Buy come at once. A
  // second Duration gained is not offered (once). ⑦: +$2 next turn, and a card may be trashed.
  void sailor_plays_one_gained_duration_this_turn() {
    auto g = fx::position(R"({"kingdom": ["Sailor", "Astrolabe"], "players": [
      {"hand": ["Sailor", "Gold", "Gold", "Silver"], "deck": ["Estate", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}],
      "turn": {"buys": 3}})");
    MOVES(g, "play Sailor", "play treasures", "buy Silver");  // not a Duration: nothing asked
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    MOVES(g, "buy Astrolabe");
    QCOMPARE(g.decision().id, Text::MayPlayGained);
    MOVES(g, "choose Astrolabe");
    QCOMPARE(int(g.turn().coins), 8 - 3 - 3 + 1);
    QCOMPARE(int(g.turn().buys), 2);
    MOVES(g, "buy Astrolabe");  // once this turn: not offered
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Astrolabe", "Gold", "Gold", "Sailor", "Silver");
    QCOMPARE(int(g.player(0).lasting.size()), 2);
    endTurn(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    MOVES(g, "choose Astrolabe");  // the order of the two start-of-turn effects
    QCOMPARE(g.decision().id, Text::MayTrashCardFromHand);
    QCOMPARE(int(g.turn().coins), 2 + 1);
    QCOMPARE(int(g.turn().buys), 2);
    MOVES(g, "choose Estate");
    SAME(fx::trash(g), "Estate");
  }

  // ⑦: with no Duration gained it still stays in play for its next-turn part.
  void sailor_stays_in_play_without_a_gained_duration() {
    auto g = fx::position(R"({"kingdom": ["Sailor"], "players": [
      {"hand": ["Sailor"], "deck": ["Estate", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Sailor");
    QCOMPARE(int(g.turn().actions), 1);
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Sailor");
    endTurn(g);
    QCOMPARE(int(g.turn().coins), 2);
    roundTrips(g);
    MOVES(g, "choose nothing");
    QVERIFY(fx::trash(g).empty());
  }

  // ②: played twice, it may play two gained Durations, but not the same one twice (lose track).
  void sailor_played_twice_plays_two_gained_durations_not_one_twice() {
    auto g = fx::position(R"({"kingdom": ["Sailor", "Astrolabe", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Sailor", "Gold", "Gold", "Gold"], "deck": ["Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Sailor", "play treasures", "buy Astrolabe");
    MOVES(g, "choose Astrolabe");  // the first effect plays it; the second finds it in play
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    MOVES(g, "buy Astrolabe", "choose Astrolabe");
    QCOMPARE(int(g.turn().coins), 9 - 3 + 1 - 3 + 1);
    QCOMPARE(int(g.turn().buys), 1);
    MOVES(g, "buy Astrolabe");  // both used: not offered
    SAME(sorted(names(g, 0, Zone::InPlay)), "Astrolabe", "Astrolabe", "Sailor", "Throne Room");
  }

  // ③ (see Innovation): the gained Action Duration is played in the Buy phase, using no Action.
  void sailor_plays_a_gained_action_duration_in_the_buy_phase() {
    auto g = fx::position(R"({"kingdom": ["Sailor", "Caravan"], "players": [
      {"hand": ["Sailor", "Gold", "Copper"], "deck": ["Silver", "Copper", "Copper", "Copper",
       "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Sailor", "play treasures", "buy Caravan", "choose Caravan");
    // The buy ended the turn: both wait in play for the next one.
    SAME(sorted(names(g, 0, Zone::InPlay)), "Caravan", "Sailor");
    QCOMPARE(int(g.player(0).lasting.size()), 2);
    // Neither keeps a card face up (only Blockade does).
    for (const Lasting& l : g.player(0).lasting) QCOMPARE(cardKeptFaceUp(g, 0, l), NoInst);
  }

  // ---- Blockade ---------------------------------------------------------------------------

  // Blockade ① ②: the card is gained set aside and put into the hand at the start of the next
  // turn; ③ until then another player gaining a copy on their own turn gains a Curse.
  void blockade_curses_a_copy_gained_on_another_players_turn() {
    auto g = fx::logged(R"({"kingdom": ["Blockade"], "players": [
      {"hand": ["Blockade"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Blockade");
    QCOMPARE(g.decision().id, Text::GainCostingUpTo);
    MOVES(g, "choose Silver");
    SAME(names(g, 0, Zone::Revealed), "Silver");  // set aside face up: every seat sees it
    QVERIFY(names(g, 0, Zone::Held).empty());
    QCOMPARE(int(view(g, 1).players[0].revealed.size()), 1);
    QCOMPARE(view(g, 1).players[0].revealed[0].card, cards::Silver);
    // The table shows it beside the Blockade that keeps it.
    QCOMPARE(int(g.player(0).lasting.size()), 1);
    const Inst kept = cardKeptFaceUp(g, 0, g.player(0).lasting[0]);
    QVERIFY(kept != NoInst);
    QCOMPARE(g.cardOf(kept), cards::Silver);
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Blockade");
    roundTrips(g);
    MOVES(g, "play treasures", "buy Silver");
    SAME(fx::gained(g, 1), "Silver", "Curse");
    QCOMPARE(int(g.current()), 0);
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Silver");
    QVERIFY(g.player(0).lasting.empty());
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    MOVES(g, "play treasures", "buy Silver");  // the card is no longer set aside
    SAME(fx::gained(g, 1), "Silver", "Curse", "Silver");
  }

  // ③: a copy another player gains on Blockade’s owner’s turn gives no Curse; ⑥ a Blockaded
  // Curse gained on their own turn gives them the Curses until the pile is empty.
  void blockaded_curse_gives_every_curse_on_their_turn_but_not_on_the_owners() {
    auto g = fx::position(R"({"kingdom": ["Blockade", "Witch", "Village"], "supply": {"Curse": 5},
      "players": [{"hand": ["Village", "Blockade", "Witch"], "deck": ["Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Village", "play Blockade", "choose Curse", "play Witch");
    QCOMPARE(g.countOwned(1, cards::Curse), 1);
    QCOMPARE(fx::pileCount(g, "Curse"), 3);
    endTurn(g);
    MOVES(g, "buy Curse");
    QCOMPARE(g.countOwned(1, cards::Curse), 4);
    QCOMPARE(fx::pileCount(g, "Curse"), 0);
  }

  // ⑤: two Blockades on the same card give two Curses for one copy gained.
  void two_blockades_on_one_card_give_two_curses() {
    auto g = fx::position(R"({"kingdom": ["Blockade", "Village"], "players": [
      {"hand": ["Village", "Blockade", "Blockade"], "deck": ["Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper", "Copper", "Copper"], "deck": ["Copper", "Copper"]}]})");
    MOVES(g, "play Village", "play Blockade", "choose Silver", "play Blockade", "choose Silver");
    endTurn(g);
    MOVES(g, "play treasures", "buy Silver");  // two copies of one ability: no order to ask
    QCOMPARE(g.countOwned(1, cards::Curse), 2);
  }

  // ④: a gained card that Watchtower moves is no longer set aside: Blockade sets up nothing and
  // leaves play at this turn’s Clean-up.
  void blockade_loses_a_card_watchtower_moves() {
    auto g = fx::position(R"({"kingdom": ["Blockade", "Watchtower"], "players": [
      {"hand": ["Blockade", "Watchtower"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper"]}, {}]})");
    MOVES(g, "play Blockade", "choose Silver", "choose Watchtower", "choose 1");
    SAME(fx::trash(g), "Silver");
    QVERIFY(g.player(0).lasting.empty());
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // ATTACK UNTIL YOUR NEXT TURN: a player who revealed a Moat gains no Curse from it.
  void blockade_spares_a_player_who_revealed_moat() {
    auto g = fx::position(R"({"kingdom": ["Blockade", "Moat"], "players": [
      {"hand": ["Blockade"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Copper", "Copper", "Copper"], "deck": []}]})");
    MOVES(g, "play Blockade", "choose Moat", "choose Silver");
    endTurn(g);
    MOVES(g, "end", "play treasures", "buy Silver");
    QCOMPARE(g.countOwned(1, cards::Curse), 0);
  }

  // ---- Pirate -----------------------------------------------------------------------------

  // Pirate ④: when another player gains a Treasure, it may be played from the hand on their
  // turn; ① at the start of its owner’s next turn ② a Treasure costing up to $6 is gained to
  // the hand; it then leaves play at that turn’s Clean-up.
  void pirate_reacts_to_another_players_treasure_gain() {
    auto g = fx::position(R"({"kingdom": ["Pirate"], "players": [
      {"hand": ["Silver", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Pirate"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate"]}]})");
    MOVES(g, "play treasures", "buy Silver");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::MayPlayCardFromHand);
    MOVES(g, "choose Pirate");
    SAME(names(g, 1, Zone::InPlay), "Pirate");
    QCOMPARE(int(g.current()), 1);  // the buy ended the turn of player 1
    QCOMPARE(g.decision().id, Text::GainTreasureToHandCostingUpTo);
    roundTrips(g);
    MOVES(g, "choose Gold");
    SAME(hand(g, 1), "Gold");  // the hand of player 2 was the Pirate
    endTurn(g);
    QVERIFY(names(g, 1, Zone::InPlay).empty());
  }

  // ⑤: its owner may react to their own Treasure gained in the Buy phase; ③ several Pirates may
  // react to the same gain, each gaining its Treasure next turn.
  void pirates_react_to_their_owners_own_gain() {
    auto g = fx::position(R"({"kingdom": ["Pirate"], "players": [
      {"hand": ["Pirate", "Pirate", "Silver", "Copper"], "deck": ["Estate", "Estate", "Estate",
       "Estate", "Estate"]}, {}]})");
    MOVES(g, "end", "play treasures", "buy Silver", "choose Pirate", "choose Pirate");
    SAME(names(g, 0, Zone::InPlay), "Pirate", "Pirate");  // the buy ended the turn
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    MOVES(g, "choose Gold", "choose Silver");
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Estate", "Gold", "Silver");
  }

  // Declined, it stays in the hand; a gained non-Treasure offers nothing.
  void pirate_may_stay_in_hand() {
    auto g = fx::position(R"({"kingdom": ["Pirate"], "players": [
      {"hand": ["Silver", "Copper", "Copper", "Copper"], "deck": []},
      {"hand": ["Pirate"], "deck": []}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Estate");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    MOVES(g, "buy Copper", "choose nothing");
    SAME(hand(g, 1), "Pirate");
  }

  // Played from the hand as an Action on its owner’s turn.
  void pirate_played_as_an_action_gains_a_treasure_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Pirate"], "players": [
      {"hand": ["Pirate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Pirate");
    endTurn(g);
    endTurn(g);
    MOVES(g, "choose Gold");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Gold");
  }
  // ---- Ghost Ship (1st edition) -----------------------------------------------------------

  // +2 Cards; each other player with 4 or more cards in hand puts cards onto their deck, in the
  // order they choose, until 3 are left; one with 3 or fewer puts back nothing.
  void ghost_ship_makes_the_others_put_cards_back_down_to_three() {
    auto g = fx::position(R"({"kingdom": ["Ghost Ship"], "players": [
      {"hand": ["Ghost Ship"], "deck": ["Gold", "Gold", "Copper"]},
      {"hand": ["Estate", "Copper", "Silver", "Gold", "Duchy"], "deck": ["Copper"]},
      {"hand": ["Estate", "Copper", "Silver"], "deck": ["Copper"]}]})");
    MOVES(g, "play Ghost Ship");
    SAME(hand(g, 0), "Gold", "Gold");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::TopdeckCardsInOrder);
    QVERIFY(g.decision().ordered);
    MOVES(g, "choose Duchy, Estate");
    SAME(hand(g, 1), "Copper", "Gold", "Silver");
    SAME(names(g, 1, Zone::Deck), "Duchy", "Estate", "Copper");
    SAME(hand(g, 2), "Copper", "Estate", "Silver");
  }

  // An Attack: a Moat keeps its owner’s hand.
  void ghost_ship_is_blocked_by_moat() {
    auto g = fx::position(R"({"kingdom": ["Ghost Ship", "Moat"], "players": [
      {"hand": ["Ghost Ship"], "deck": ["Gold", "Gold"]},
      {"hand": ["Moat", "Copper", "Silver", "Gold", "Duchy"], "deck": []}]})");
    MOVES(g, "play Ghost Ship", "choose Moat");
    QCOMPARE(int(g.hand(1).size()), 5);
  }
};

QTEST_APPLESS_MAIN(Seaside3CardsTest)
#include "seaside3_cards_test.moc"
