// Scenario tests for the Seaside cards built so far, with the rulings of the Card Reference
// (complete rules, chapter VI: "Card ①"): Durations, mats, extra turns and pile tokens.
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }


}  // namespace

class SeasideCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Caravan ----------------------------------------------------------------------------

  // Caravan ①: the +1 Card comes at the start of the next turn; Caravan stays in play until
  // the Clean-up of that turn, and leaves play exactly once.
  void caravan_stays_in_play_and_draws_a_card_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Caravan"], "players": [
      {"hand": ["Caravan", "Copper", "Copper", "Copper", "Copper"],
       "deck": ["Silver", "Estate", "Estate", "Estate", "Estate", "Estate", "Gold"]}, {}]})");
    MOVES(g, "play Caravan");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Silver");
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Caravan");
    QCOMPARE(int(g.player(0).lasting.size()), 1);
    QVERIFY(!fx::names(g, 0, Zone::Discard).empty());
    endTurn(g);  // player 2's turn
    QCOMPARE(int(g.current()), 0);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Estate", "Gold");
    SAME(names(g, 0, Zone::InPlay), "Caravan");
    QVERIFY(g.player(0).lasting.empty());
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    QCOMPARE(g.countOwned(0, findCard("Caravan")), 1);
    QVERIFY(g.player(0).due.empty());
  }

  // A Duration staying in play is public: every seat's view shows it.
  void a_lasting_caravan_is_in_every_view() {
    auto g = fx::position(R"({"kingdom": ["Caravan"], "players": [
      {"hand": ["Caravan"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Caravan");
    endTurn(g);
    const View v = view(g, 1);
    QCOMPARE(int(v.players[0].lasting.size()), 1);
    QCOMPARE(v.players[0].lasting[0].as, findCard("Caravan"));
  }

  // Rules, "Playing a Duration card multiple times": Throne Room stays in play with the Caravan
  // it played; both start-of-turn abilities resolve (+2 Cards), and both cards leave play at
  // that turn's Clean-up.
  void throne_room_stays_in_play_with_the_caravan_it_played() {
    auto g = fx::position(R"({"kingdom": ["Caravan", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Caravan", "Copper", "Copper", "Copper"],
       "deck": ["Silver", "Silver", "Estate", "Estate", "Estate", "Estate", "Estate", "Gold", "Gold"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Caravan");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Silver", "Silver");
    endTurn(g);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Caravan", "Throne Room");
    QCOMPARE(int(g.player(0).lasting.size()), 2);
    endTurn(g);  // player 2's turn
    QCOMPARE(int(g.current()), 0);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Estate", "Gold", "Gold");
    SAME(sorted(names(g, 0, Zone::InPlay)), "Caravan", "Throne Room");
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    QVERIFY(g.player(0).lasting.empty());
    QCOMPARE(g.countOwned(0, findCard("Throne Room")), 1);
    QCOMPARE(g.countOwned(0, findCard("Caravan")), 1);
  }

  // Only the Throne Room that played the Duration directly stays (Throne Room + Throne Room +
  // Caravan + Village: the first Throne Room leaves at Clean-up).
  void only_the_throne_room_that_played_a_duration_stays_in_play() {
    auto g = fx::position(R"({"kingdom": ["Caravan", "Throne Room", "Village"], "players": [
      {"hand": ["Throne Room", "Throne Room", "Caravan", "Village"],
       "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {}]})");
    MOVES(g, "play Throne Room", "choose Throne Room", "choose Caravan", "choose Village");
    endTurn(g);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Caravan", "Throne Room");
    QCOMPARE(g.player(0).lasting[0].keeper, g.player(0).lasting[1].keeper);
    QVERIFY(g.isIn(g.player(0).lasting[0].keeper, Zone::InPlay, 0));
  }

  // A Throne Room whose Duration set nothing up (Haven with nothing to set aside) leaves play.
  void throne_room_leaves_play_when_its_duration_does() {
    auto g = fx::position(R"({"kingdom": ["Haven", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Haven"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Haven");
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // ---- Haven -------------------------------------------------------------------------------

  // Haven ①: the card is set aside face down and comes back at the start of the next turn; only
  // its owner sees it meanwhile.
  void haven_sets_a_card_aside_face_down_until_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Haven"], "players": [
      {"hand": ["Haven", "Gold", "Copper"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Haven", "choose Gold");
    SAME(names(g, 0, Zone::Held), "Gold");
    QCOMPARE(view(g, 0).players[0].mats[0].cards.size(), size_t(1));
    QCOMPARE(view(g, 1).players[0].mats[0].cards.size(), size_t(0));
    QCOMPARE(view(g, 1).players[0].mats[0].count, 1);
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Haven");
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Estate", "Gold");
    QVERIFY(names(g, 0, Zone::Held).empty());
  }

  // Haven ②: with no card to set aside, Haven does not stay in play.
  void haven_with_an_empty_hand_leaves_play_at_clean_up() {
    auto g = fx::position(R"({"kingdom": ["Haven"], "players": [
      {"hand": ["Haven"], "deck": []}, {}]})");
    MOVES(g, "play Haven");
    QVERIFY(g.player(0).lasting.empty());
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Throne Room + Haven sets aside two cards; both come back next turn (no question: they are
  // under the same Haven), and Throne Room stays in play with it until then.
  void throne_room_on_haven_sets_aside_two_cards_and_stays_with_it() {
    auto g = fx::position(R"({"kingdom": ["Haven", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Haven", "Gold", "Silver", "Copper"],
       "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Haven", "choose Gold", "choose Silver");
    SAME(sorted(names(g, 0, Zone::Held)), "Gold", "Silver");
    endTurn(g);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Haven", "Throne Room");
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Estate", "Gold", "Silver");
    QVERIFY(names(g, 0, Zone::Held).empty());
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Two Durations of different cards: their owner chooses the order at the start of the turn.
  void start_of_turn_effects_of_different_cards_are_ordered_by_their_owner() {
    auto g = fx::position(R"({"kingdom": ["Haven", "Caravan"], "players": [
      {"hand": ["Haven", "Caravan", "Gold"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Caravan", "play Haven", "choose Gold");
    endTurn(g);
    endTurn(g);
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    QCOMPARE(int(g.decision().player), 0);
    QCOMPARE(int(g.decision().choices.size()), 2);
    MOVES(g, "choose Haven");
    // Caravan's effect follows without a question; no Action in hand: the Buy phase.
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Gold");
  }

  // ---- Outpost -----------------------------------------------------------------------------

  // Outpost ①: Clean-up draws 3, and an extra turn follows; the extra turn is not counted for
  // the tie-break.
  void outpost_gives_an_extra_turn_after_a_three_card_hand() {
    auto g = fx::position(R"({"kingdom": ["Outpost"], "players": [
      {"hand": ["Outpost"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Outpost");
    const int turns = g.player(0).turnsTaken;
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    QCOMPARE(int(g.player(0).hand().size()), 3);
    QCOMPARE(int(g.player(0).turnsTaken), turns);
    SAME(names(g, 0, Zone::InPlay), "Outpost");
    endTurn(g);
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(g.s.turn.kind, TurnKind::Normal);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // 2nd edition: no third turn in a row; the Outpost fails to set anything up and leaves play.
  void outpost_played_in_an_outpost_turn_gives_no_third_turn() {
    auto g = fx::position(R"({"kingdom": ["Outpost"], "players": [
      {"hand": ["Outpost", "Outpost"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Outpost");
    endTurn(g);
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    // The other Outpost was drawn into the 3-card hand or is still in the deck: give it.
    auto g2 = fx::position(R"({"kingdom": ["Outpost"], "players": [
      {"hand": ["Outpost", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}, {}],
      "turn": {"player": 0, "kind": "outpost", "normalPlayer": 0, "previous": 0}})");
    MOVES(g2, "play Outpost");
    QVERIFY(g2.player(0).lasting.empty());
    QVERIFY(g2.s.extraTurns.empty());
    endTurn(g2);
    QCOMPARE(int(g2.current()), 1);
    QCOMPARE(int(g2.player(0).hand().size()), 5);
  }

  // Only the first Outpost of a turn counts: Throne Room's second play gives nothing more.
  void two_outposts_in_a_turn_give_one_extra_turn() {
    auto g = fx::position(R"({"kingdom": ["Outpost", "Village"], "players": [
      {"hand": ["Village", "Outpost", "Outpost"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Village", "play Outpost", "play Outpost");
    QCOMPARE(int(g.s.extraTurns.size()), 1);
    endTurn(g);
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    // The second Outpost set nothing up and left play at the first Clean-up.
    SAME(names(g, 0, Zone::InPlay), "Outpost");
  }

  // Throne Room + Outpost: one extra turn (the second play is not the first Outpost of the turn),
  // and Throne Room stays in play with Outpost until the Clean-up of the extra turn.
  void throne_room_on_outpost_gives_one_extra_turn_and_stays_with_it() {
    auto g = fx::position(R"({"kingdom": ["Outpost", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Outpost"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Outpost");
    QCOMPARE(int(g.s.extraTurns.size()), 1);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    QCOMPARE(int(g.player(0).hand().size()), 3);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Outpost", "Throne Room");
    endTurn(g);
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(g.s.turn.kind, TurnKind::Normal);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Rules, "End of the game": extra turns still queued are not taken when the game ends.
  void the_game_ends_before_a_queued_outpost_turn() {
    auto g = fx::position(R"({"kingdom": ["Outpost"], "supply": {"Province": 1}, "players": [
      {"hand": ["Outpost", "Gold", "Gold", "Gold"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Outpost", "play treasures", "buy Province");
    QVERIFY(g.isOver());
    QVERIFY(g.s.extraTurns.empty());
  }

  // ---- Native Village ----------------------------------------------------------------------

  // Native Village ❶: the top card goes face down onto the mat; the other option takes the whole
  // mat into the hand. Only the owner sees the mat.
  void native_village_builds_a_mat_and_takes_it_back() {
    auto g = fx::position(R"({"kingdom": ["Native Village"], "players": [
      {"hand": ["Native Village", "Native Village"], "deck": ["Copper", "Gold"], "nativeVillageMat": ["Silver"]}, {}]})");
    MOVES(g, "play Native Village", "choose 1");
    SAME(sorted(names(g, 0, Zone::NativeVillage)), "Copper", "Silver");
    QCOMPARE(view(g, 1).players[0].mats[2].count, 2);
    QVERIFY(view(g, 1).players[0].mats[2].cards.empty());
    MOVES(g, "play Native Village", "choose 2");
    QVERIFY(names(g, 0, Zone::NativeVillage).empty());
    SAME(hand(g, 0), "Copper", "Silver");
    QCOMPARE(g.s.turn.actions, 3);
  }

  // ---- Island ------------------------------------------------------------------------------

  // Island ①: Island and a card from the hand go onto the mat, face up, and still count.
  void island_puts_itself_and_a_card_on_the_mat() {
    auto g = fx::position(R"({"kingdom": ["Island"], "players": [
      {"hand": ["Island", "Estate", "Copper"], "deck": []}, {}]})");
    const int before = g.score(0);
    MOVES(g, "play Island", "choose Estate");
    SAME(sorted(names(g, 0, Zone::IslandMat)), "Estate", "Island");
    QCOMPARE(g.score(0), before);
    QCOMPARE(int(view(g, 1).players[0].mats[1].cards.size()), 2);
  }

  // Island ②: with an empty hand, only Island goes onto the mat.
  void island_with_an_empty_hand_goes_alone() {
    auto g = fx::position(R"({"kingdom": ["Island"], "players": [{"hand": ["Island"], "deck": []}, {}]})");
    MOVES(g, "play Island");
    SAME(names(g, 0, Zone::IslandMat), "Island");
  }

  // ---- Embargo -----------------------------------------------------------------------------

  // Embargo ①: Embargo is trashed and a token goes on a pile; buying from it gains a Curse
  // first.
  void embargo_token_makes_a_buyer_gain_a_curse() {
    auto g = fx::position(R"({"kingdom": ["Embargo"], "players": [
      {"hand": ["Embargo", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play Embargo", "choose Silver");
    SAME(fx::trash(g), "Embargo");
    QCOMPARE(int(g.s.supply[size_t(g.pileIndex(cards::Silver))].tokens[size_t(PileToken::Embargo)]), 1);
    g.s.logEvents = true;
    MOVES(g, "play treasures", "buy Silver");
    std::vector<std::string> gained;
    for (const Event& e : g.s.events)
      if (e.kind == EventKind::Gain && e.player == 0) gained.emplace_back(card(e.card).name);
    SAME(gained, "Curse", "Silver");
  }

  // Embargo ②: played twice by Throne Room, it gives +$2 twice but only one token.
  void throne_room_embargo_adds_one_token() {
    auto g = fx::position(R"({"kingdom": ["Embargo", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Embargo"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Embargo", "choose Silver");
    QCOMPARE(g.s.turn.coins, 4);
    QCOMPARE(int(g.s.supply[size_t(g.pileIndex(cards::Silver))].tokens[size_t(PileToken::Embargo)]), 1);
  }

  // Embargo ④: gaining a card from an embargoed pile without buying it gives no Curse.
  void gaining_from_an_embargoed_pile_without_buying_gives_no_curse() {
    auto g = fx::position(R"({"kingdom": ["Embargo", "Village", "Workshop"], "players": [
      {"hand": ["Village", "Embargo", "Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Village", "play Embargo", "choose Silver", "play Workshop", "choose Silver");
    QCOMPARE(int(g.s.supply[size_t(g.pileIndex(cards::Silver))].tokens[size_t(PileToken::Embargo)]), 1);
    SAME(fx::names(g, 0, Zone::Discard), "Silver");
  }

  // ---- positions ---------------------------------------------------------------------------

  // Mats, held cards, lasting Durations, extra turns and tokens survive a save and a load, in
  // the middle of the start-of-turn choice too.
  void seaside_state_round_trips_through_a_position() {
    auto g = fx::position(R"({"kingdom": ["Haven", "Outpost", "Island", "Native Village", "Caravan"],
      "supply": [{"card": "Copper", "tokens": {"embargo": 2}}, {"card": "Curse"}, {"card": "Haven"},
                 {"card": "Outpost"}, {"card": "Island"}, {"card": "Native Village"}, {"card": "Caravan"}],
      "players": [
      {"hand": ["Haven", "Outpost", "Island", "Native Village", "Caravan", "Gold", "Estate"],
       "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Native Village", "choose 1", "play Haven", "choose Gold", "play Caravan", "play Outpost",
          "play Island", "choose Estate");
    auto check = [](const Game& a) {
      const Game b = loadPosition(savePosition(a));
      QCOMPARE(savePosition(b), savePosition(a));
      QVERIFY(b.s.players == a.s.players);
      QVERIFY(b.s.supply == a.s.supply);
      QVERIFY(b.s.extraTurns == a.s.extraTurns);
      QVERIFY(b.s.turn == a.s.turn);
      QVERIFY(b.s.decision == a.s.decision);
    };
    check(g);
    QCOMPARE(int(g.player(0).lasting.size()), 3);
    QCOMPARE(int(g.s.extraTurns.size()), 1);
    endTurn(g);
    // The Outpost turn begins with a choice between Haven's and Caravan's effects.
    QCOMPARE(g.s.turn.kind, TurnKind::Outpost);
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    check(g);
    Game resumed = loadPosition(savePosition(g));
    MOVES(g, "choose Haven");
    MOVES(resumed, "choose Haven");
    QCOMPARE(savePosition(resumed), savePosition(g));
  }

  // ---- Bazaar, Fishing Village, Merchant Ship, Wharf --------------------------------------------

  void bazaar_gives_a_card_two_actions_and_a_coin() {
    auto g = fx::position(R"({"kingdom": ["Bazaar"], "players": [
      {"hand": ["Bazaar", "Copper"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Bazaar");
    SAME(hand(g, 0), "Copper", "Silver");
    QCOMPARE(int(g.turn().actions), 2);
    QCOMPARE(int(g.turn().coins), 1);
  }

  // Fishing Village ① ②: +1 Action and +$1 at the start of the next turn, so that turn starts
  // with 2 Actions; it leaves play at that turn's Clean-up.
  void fishing_village_gives_an_action_and_a_coin_at_the_start_of_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Fishing Village"], "players": [
      {"hand": ["Fishing Village"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper",
       "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Fishing Village");
    QCOMPARE(int(g.turn().actions), 2);
    QCOMPARE(int(g.turn().coins), 1);
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Fishing Village");
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().actions), 2);
    QCOMPARE(int(g.turn().coins), 1);
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Merchant Ship ①: +$2 now and +$2 at the start of the next turn.
  void merchant_ship_gives_two_coins_now_and_at_the_start_of_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Merchant Ship"], "players": [
      {"hand": ["Merchant Ship"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate",
       "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Merchant Ship");
    QCOMPARE(int(g.turn().coins), 2);
    endTurn(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().coins), 2);
  }

  // Wharf ①: +2 Cards and +1 Buy now and at the start of the next turn (7 cards in that hand).
  void wharf_draws_two_and_gives_a_buy_now_and_at_the_start_of_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Wharf"], "players": [
      {"hand": ["Wharf"], "deck": ["Gold", "Gold", "Silver", "Silver", "Silver", "Silver", "Silver",
       "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Wharf");
    SAME(hand(g, 0), "Gold", "Gold");  // a position lists the deck top first
    QCOMPARE(int(g.turn().buys), 2);
    endTurn(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    SAME(hand(g, 0), "Copper", "Copper", "Silver", "Silver", "Silver", "Silver", "Silver");
    QCOMPARE(int(g.turn().buys), 2);
  }

  // ---- Lighthouse -------------------------------------------------------------------------

  // ① ②: +$1 now and at the start of the next turn; until then another player's Attack does not
  // affect its owner (no Curse from a Witch), and the log says why.
  void lighthouse_keeps_attacks_off_its_owner_until_their_next_turn() {
    auto g = fx::logged(R"({"kingdom": ["Lighthouse", "Witch"], "players": [
      {"hand": ["Lighthouse"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Witch", "Copper", "Copper", "Copper", "Copper"], "deck": ["Estate", "Estate"]},
      {"hand": [], "deck": []}]})");
    MOVES(g, "play Lighthouse");
    QCOMPARE(int(g.turn().actions), 1);
    QCOMPARE(int(g.turn().coins), 1);
    endTurn(g);
    MOVES(g, "play Witch");
    QCOMPARE(g.countOwned(0, cards::Curse), 0);
    QCOMPARE(g.countOwned(2, cards::Curse), 1);  // not protected
    QVERIFY(fx::logHas(g, "Player 1 is unaffected (Lighthouse)."));
    endTurn(g);
    endTurn(g);  // player 3
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().coins), 1);
    QVERIFY(g.player(0).lasting.empty());  // ④: the protection ended as the turn began
  }

  // ④: once its owner's next turn has begun the protection is over — an Attack on a later turn
  // affects them again (Lighthouse left play at that turn's Clean-up).
  void lighthouse_protects_no_longer_after_its_owners_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Lighthouse", "Witch"], "players": [
      {"hand": ["Lighthouse"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper"], "deck": ["Witch", "Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Lighthouse");
    endTurn(g);
    endTurn(g);
    endTurn(g);  // player 1's next turn: Lighthouse leaves play
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    QCOMPARE(int(g.current()), 1);
    MOVES(g, "play Witch");
    QCOMPARE(g.countOwned(0, cards::Curse), 1);
  }

  // ---- Warehouse --------------------------------------------------------------------------

  void warehouse_draws_three_then_discards_three() {
    auto g = fx::position(R"({"kingdom": ["Warehouse"], "players": [
      {"hand": ["Warehouse", "Estate", "Copper"], "deck": ["Silver", "Estate", "Gold"]}, {}]})");
    MOVES(g, "play Warehouse");
    QCOMPARE(int(g.turn().actions), 1);
    QCOMPARE(g.decision().id, Text::DiscardCards);
    MOVES(g, "choose Estate, Estate, Copper");
    SAME(hand(g, 0), "Gold", "Silver");
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Estate", "Estate");
  }

  // With 3 cards or fewer in hand after drawing, all of them are discarded.
  void warehouse_discards_the_whole_hand_when_it_holds_three_or_fewer() {
    auto g = fx::position(R"({"kingdom": ["Warehouse"], "players": [
      {"hand": ["Warehouse"], "deck": ["Silver", "Gold"]}, {}]})");
    MOVES(g, "play Warehouse");
    QVERIFY(g.hand(0).empty());
    SAME(sorted(names(g, 0, Zone::Discard)), "Gold", "Silver");
  }

  // ---- Tactician --------------------------------------------------------------------------

  // ❶: the hand is discarded now; at the start of the next turn +5 Cards, +1 Buy, +1 Action.
  void tactician_discards_the_hand_for_five_cards_a_buy_and_an_action_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Tactician"], "players": [
      {"hand": ["Tactician", "Copper", "Estate"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold",
       "Silver", "Silver", "Silver", "Silver", "Silver"]}, {}]})");
    MOVES(g, "play Tactician");
    QVERIFY(g.hand(0).empty());
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Estate");
    endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Tactician");
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.hand(0).size()), 10);
    QCOMPARE(int(g.turn().buys), 2);
    QCOMPARE(int(g.turn().actions), 2);
  }

  // ❶ "If you discarded any cards": with an empty hand it sets up nothing and leaves play at this
  // turn's Clean-up.
  void tactician_with_an_empty_hand_sets_up_nothing() {
    auto g = fx::position(R"({"kingdom": ["Tactician"], "players": [
      {"hand": ["Tactician"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Tactician");
    QVERIFY(g.player(0).lasting.empty());
    endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Under Throne Room the second play finds the hand empty: one bonus next turn, not two.
  void throne_room_on_tactician_gives_the_bonus_once() {
    auto g = fx::position(R"({"kingdom": ["Tactician", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Tactician", "Copper"], "deck": ["Gold", "Gold", "Gold", "Gold",
       "Gold", "Silver", "Silver", "Silver", "Silver", "Silver", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Tactician");
    QCOMPARE(int(g.player(0).lasting.size()), 1);  // the first play's; the second discarded nothing
    endTurn(g);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Tactician", "Throne Room");  // kept with it
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.hand(0).size()), 10);
    QCOMPARE(int(g.turn().buys), 2);
  }
};

QTEST_APPLESS_MAIN(SeasideCardsTest)
#include "seaside_cards_test.moc"
