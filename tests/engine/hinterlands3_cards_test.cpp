// Scenario tests for the 1st edition of Hinterlands' Duchess and Oracle, and Mandarin with a
// Treasure-Duration in play, with the rulings of the Card Reference (complete rules, chapter VI:
// "Card ①").
#include "fixture.hpp"

using namespace dom;
using fx::gained;
using fx::logged;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

// The position saved now loads into the same game (its log aside: a position has none).
void roundTrips(const Game& g) {
  const Game loaded = loadPosition(savePosition(g));
  QCOMPARE(savePosition(loaded), savePosition(g));
  Game unlogged = g;
  unlogged.s.logEvents = false;
  unlogged.s.events.clear();
  QVERIFY(loaded.s == unlogged.s);
}

}  // namespace

class Hinterlands3CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Duchess (1st edition) --------------------------------------------------------------

  // Duchess ①: +$2; you look at your top card and choose, then each other player chooses for
  // their own top card.
  void duchess_gives_two_and_each_player_chooses_for_their_own_top_card() {
    auto g = fx::position(R"({"kingdom": ["Duchess"], "players": [
      {"hand": ["Duchess"], "deck": ["Estate", "Gold"]},
      {"hand": [], "deck": ["Silver", "Copper"]}]})");
    MOVES(g, "play Duchess");
    QCOMPARE(int(g.turn().coins), 2);
    QCOMPARE(g.decision().id, Text::ChooseForTopCard);
    QCOMPARE(int(g.decision().player), 0);
    QCOMPARE(CardId(g.decision().args[0]), fx::id("Estate"));
    roundTrips(g);
    MOVES(g, "choose Discard");
    SAME(names(g, 0, Zone::Discard), "Estate");
    QCOMPARE(g.decision().id, Text::ChooseForTopCard);
    QCOMPARE(int(g.decision().player), 1);  // the other player decides for their own card
    QCOMPARE(CardId(g.decision().args[0]), fx::id("Silver"));
    MOVES(g, "choose Put back");
    SAME(names(g, 1, Zone::Deck), "Silver", "Copper");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Duchess ① (EACH PLAYER): you first, then the others in turn order from your left (three
  // players).
  void duchess_asks_the_players_in_turn_order_from_the_player_who_played_it() {
    auto g = fx::position(R"({"kingdom": ["Duchess"], "turn": {"player": 1}, "players": [
      {"hand": [], "deck": ["Copper"]},
      {"hand": ["Duchess"], "deck": ["Estate"]},
      {"hand": [], "deck": [], "discard": ["Gold"]}]})");
    MOVES(g, "play Duchess");
    std::vector<int> asked;
    while (g.decision().id == Text::ChooseForTopCard) {
      asked.push_back(g.decision().player);
      MOVES(g, "choose Put back");
    }
    QVERIFY(asked == std::vector<int>({1, 2, 0}));
    SAME(names(g, 2, Zone::Deck), "Gold");  // shuffled to look at it
  }

  // A player with no card to look at, even after a shuffle, is skipped.
  void duchess_skips_a_player_with_no_card() {
    auto g = fx::position(R"({"kingdom": ["Duchess"], "players": [
      {"hand": ["Duchess"], "deck": []},
      {"hand": [], "deck": ["Copper"]}]})");
    MOVES(g, "play Duchess");
    QCOMPARE(g.decision().id, Text::ChooseForTopCard);
    QCOMPARE(int(g.decision().player), 1);
  }

  // Duchess is no Attack: a Moat is not asked.
  void duchess_is_no_attack() {
    auto g = fx::position(R"({"kingdom": ["Duchess", "Moat"], "players": [
      {"hand": ["Duchess"], "deck": ["Estate"]},
      {"hand": ["Moat"], "deck": ["Copper"]}]})");
    MOVES(g, "play Duchess", "choose Put back");
    QCOMPARE(g.decision().id, Text::ChooseForTopCard);
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Discard");
    SAME(names(g, 1, Zone::Discard), "Copper");
  }

  // Duchess ②: in a game with Duchess, buying a Duchy lets its buyer gain a Duchess, with no
  // Duchess in their hand or in play; they may decline.
  void duchess_is_offered_when_a_duchy_is_bought() {
    auto g = logged(R"({"kingdom": ["Duchess"], "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Duchy");
    QCOMPARE(g.decision().id, Text::MayGainCard);
    QCOMPARE(int(g.decision().player), 0);
    QCOMPARE(CardId(g.decision().asking), fx::id("Duchess"));
    QCOMPARE(CardId(g.decision().args[0]), fx::id("Duchess"));
    roundTrips(g);
    MOVES(g, "choose Duchess");
    SAME(gained(g, 0), "Duchy", "Duchess");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void duchess_may_be_declined() {
    auto g = logged(R"({"kingdom": ["Duchess"], "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Duchy", "choose nothing");
    SAME(gained(g, 0), "Duchy");
    QCOMPARE(fx::pileCount(g, "Duchess"), 10);
  }

  // Duchess ②: a Duchy gained in any way, not only bought (Remodel); a Duchess gained is no Duchy
  // and brings nothing more.
  void duchess_is_offered_for_a_duchy_gained_without_buying_it() {
    auto g = logged(R"({"kingdom": ["Duchess", "Remodel"], "players": [
      {"hand": ["Remodel", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Remodel", "choose Duchy");  // the Silver, the only card in hand, trashed
    QCOMPARE(g.decision().id, Text::MayGainCard);
    MOVES(g, "choose Duchess");
    SAME(gained(g, 0), "Duchy", "Duchess");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Duchess ②: it may happen on another player's turn: a Swindler's victim gaining a Duchy is
  // asked.
  void duchess_is_offered_to_a_player_gaining_a_duchy_on_another_players_turn() {
    auto g = logged(R"({"kingdom": ["Duchess", "Swindler"], "players": [
      {"hand": ["Swindler"], "deck": []},
      {"hand": [], "deck": ["Duchy"]}]})");
    MOVES(g, "play Swindler");
    SAME(gained(g, 1), "Duchy");  // the only $5 card
    QCOMPARE(g.decision().id, Text::MayGainCard);
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Duchess");
    SAME(gained(g, 1), "Duchy", "Duchess");
    QVERIFY(gained(g, 0).empty());
  }

  // Duchess ②: with the Duchess pile empty nothing is gained and nothing asked.
  void duchess_with_its_pile_empty_gains_nothing() {
    auto g = logged(R"({"kingdom": ["Duchess"], "supply": {"Duchess": 0}, "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Duchy");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Duchy");
  }

  // ABILITIES ARE CUMULATIVE: the rule is one for the game, not one per copy; Duchesses in hand
  // and in play don't ask more than once.
  void duchess_rule_is_one_for_the_game_whatever_the_copies() {
    auto g = logged(R"({"kingdom": ["Duchess"], "players": [
      {"hand": ["Duchess", "Duchess", "Gold", "Copper"], "deck": []},
      {"hand": [], "deck": []}], "turn": {"buys": 3}})");
    MOVES(g, "play Duchess", "play treasures");
    QCOMPARE(int(g.turn().coins), 6);
    MOVES(g, "buy Duchy", "choose Duchess");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Duchy", "Duchess");
  }

  // Duchess ③: without Duchess in the Supply there is no such rule, even with a Duchess in hand
  // (a Duchess only in Black Market's deck is the same; Black Market is not in the engine).
  void duchess_outside_the_supply_makes_no_rule() {
    auto g = logged(R"({"kingdom": ["Smithy"], "players": [
      {"hand": ["Duchess", "Gold", "Silver"], "deck": []}, {}]})");
    MOVES(g, "end", "play treasures", "buy Duchy");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Duchy");
  }

  // ---- Oracle (1st edition) ---------------------------------------------------------------

  // Oracle: you choose for yourself first (discard), then for the other player (put back, in
  // the order they choose), then +2 Cards.
  void oracle_lets_you_choose_for_each_player_then_draws_two() {
    auto g = fx::position(R"({"kingdom": ["Oracle"], "players": [
      {"hand": ["Oracle"], "deck": ["Estate", "Curse", "Silver", "Copper"]},
      {"hand": [], "deck": ["Gold", "Silver", "Copper"]}]})");
    MOVES(g, "play Oracle");
    QCOMPARE(g.decision().id, Text::DiscardOrPutBackRevealedCards);
    QCOMPARE(int(g.decision().player), 0);
    SAME(sorted(names(g, 0, Zone::Revealed)), "Curse", "Estate");
    roundTrips(g);
    MOVES(g, "choose Discard");
    SAME(sorted(names(g, 0, Zone::Discard)), "Curse", "Estate");
    QCOMPARE(g.decision().id, Text::DiscardOrPutBackRevealedCards);
    QCOMPARE(int(g.decision().player), 0);  // you choose for them
    SAME(sorted(names(g, 1, Zone::Revealed)), "Gold", "Silver");
    MOVES(g, "choose Put back");
    // They choose the order.
    QCOMPARE(g.decision().id, Text::PutBackInAnyOrder);
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Silver, Gold");
    SAME(names(g, 1, Zone::Deck), "Silver", "Gold", "Copper");
    SAME(hand(g, 0), "Copper", "Silver");  // then +2 Cards
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Oracle ③: the cards you put back are the ones you draw (DISCARD, THEN GET FROM DECK).
  void oracle_draws_your_own_cards_put_back() {
    auto g = fx::position(R"({"kingdom": ["Oracle"], "players": [
      {"hand": ["Oracle"], "deck": ["Gold", "Gold", "Copper"]},
      {"hand": [], "deck": ["Estate", "Estate"]}]})");
    MOVES(g, "play Oracle", "choose Put back");  // two Golds: no order to choose
    QCOMPARE(g.decision().id, Text::DiscardOrPutBackRevealedCards);
    MOVES(g, "choose Discard");
    SAME(names(g, 1, Zone::Discard), "Estate", "Estate");
    SAME(hand(g, 0), "Gold", "Gold");
    SAME(names(g, 0, Zone::Deck), "Copper");
  }

  // Oracle is an Attack: a player who reveals a Moat is unaffected; your own Moat can't keep
  // your cards from being revealed.
  void oracle_is_blocked_by_moat() {
    auto g = fx::position(R"({"kingdom": ["Oracle", "Moat"], "players": [
      {"hand": ["Oracle", "Moat"], "deck": ["Copper", "Estate", "Silver", "Silver"]},
      {"hand": ["Moat"], "deck": ["Gold", "Gold"]}]})");
    MOVES(g, "play Oracle");
    QCOMPARE(g.decision().id, Text::RevealReaction);
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Moat");
    QCOMPARE(g.decision().id, Text::DiscardOrPutBackRevealedCards);
    SAME(sorted(names(g, 0, Zone::Revealed)), "Copper", "Estate");
    MOVES(g, "choose Discard");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 1, Zone::Deck), "Gold", "Gold");
    QVERIFY(names(g, 1, Zone::Revealed).empty());
    SAME(hand(g, 0), "Moat", "Silver", "Silver");
  }

  // Oracle ① (EACH PLAYER): you, then the others in turn order from your left; a player with no
  // card is skipped; one card is revealed when only one is left.
  void oracle_visits_the_players_in_turn_order_from_the_player_who_played_it() {
    auto g = fx::position(R"({"kingdom": ["Oracle"], "turn": {"player": 2}, "players": [
      {"hand": [], "deck": ["Copper", "Copper"]},
      {"hand": [], "deck": [], "discard": []},
      {"hand": ["Oracle"], "deck": ["Estate", "Estate", "Gold", "Gold"]},
      {"hand": [], "deck": ["Silver"]}]})");
    MOVES(g, "play Oracle");
    std::vector<int> revealedBy;
    while (g.decision().id == Text::DiscardOrPutBackRevealedCards) {
      QCOMPARE(int(g.decision().player), 2);
      for (PlayerId p = 0; p < 4; ++p)
        if (!g.player(p).zone(Zone::Revealed).empty()) revealedBy.push_back(p);
      MOVES(g, "choose Discard");
    }
    QVERIFY(revealedBy == std::vector<int>({2, 3, 0}));
    SAME(names(g, 3, Zone::Discard), "Silver");
    SAME(hand(g, 2), "Gold", "Gold");
  }

  // ---- Mandarin (1st edition) with a Treasure-Duration ------------------------------------

  // Mandarin ③ (REMOVED FROM PLAY, Capitalism ⑨): a Treasure that is also a Duration goes onto
  // the deck with the other Treasures, and what it set up still happens at its owner's next turn;
  // a save taken in between loads.
  void mandarin_puts_a_treasure_duration_onto_the_deck_and_it_still_acts_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Mandarin", "Astrolabe"], "players": [
      {"hand": ["Astrolabe", "Gold", "Silver"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]},
      {"hand": [], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Astrolabe", "play Gold", "play Silver");
    QCOMPARE(int(g.turn().coins), 6);
    QCOMPARE(int(g.turn().buys), 2);
    MOVES(g, "buy Mandarin");
    QCOMPARE(g.decision().id, Text::PutBackInAnyOrder);
    QVERIFY(names(g, 0, Zone::Hand).empty());
    MOVES(g, "choose Astrolabe, Gold, Silver");
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    SAME(names(g, 0, Zone::Deck), "Astrolabe", "Gold", "Silver", "Copper", "Copper", "Copper",
         "Copper", "Copper", "Copper", "Copper", "Copper");
    QCOMPARE(int(g.player(0).lasting.size()), 1);
    QCOMPARE(int(g.turn().coins), 1);  // the $ they made stays
    roundTrips(g);
    fx::endTurn(g);
    SAME(hand(g, 0), "Astrolabe", "Copper", "Copper", "Gold", "Silver");
    roundTrips(g);
    fx::endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().coins), 1);  // Astrolabe's next-turn $1 and +1 Buy
    QCOMPARE(int(g.turn().buys), 2);
    QVERIFY(g.player(0).lasting.empty());
    QVERIFY(g.player(0).due.empty());
  }

  // The Astrolabe put onto the deck is drawn, passed by Masquerade and played by the other player
  // (REMOVED FROM PLAY): each play's next-turn part happens for the player who played it, and the
  // card stays in its new owner's play area until their Clean-up, never moved by the first
  // owner's entry.
  void a_treasure_duration_removed_from_play_may_be_played_by_another_player() {
    auto g = fx::position(R"({"kingdom": ["Mandarin", "Astrolabe", "Masquerade"], "players": [
      {"hand": ["Astrolabe", "Gold", "Silver"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Masquerade", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper"]}]})");
    MOVES(g, "play Astrolabe", "play Gold", "play Silver", "buy Mandarin",
          "choose Astrolabe, Gold, Silver");
    fx::endTurn(g);
    SAME(hand(g, 0), "Astrolabe", "Copper", "Copper", "Gold", "Silver");
    QCOMPARE(int(g.current()), 1);
    MOVES(g, "play Masquerade", "choose Copper", "choose Astrolabe", "choose nothing");
    SAME(hand(g, 1), "Astrolabe", "Copper", "Copper", "Copper", "Copper", "Copper");
    MOVES(g, "play Astrolabe");
    QCOMPARE(int(g.turn().coins), 1);
    QCOMPARE(int(g.turn().buys), 2);
    fx::endTurn(g);
    // Player 0's turn: its own Astrolabe's next-turn part; the card stays where player 1 has it.
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().coins), 1);
    QCOMPARE(int(g.turn().buys), 2);
    SAME(names(g, 1, Zone::InPlay), "Astrolabe");
    roundTrips(g);
    fx::endTurn(g);
    SAME(names(g, 1, Zone::InPlay), "Astrolabe");
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(int(g.turn().coins), 1);
    QCOMPARE(int(g.turn().buys), 2);
    fx::endTurn(g);
    QVERIFY(names(g, 1, Zone::InPlay).empty());
    QCOMPARE(g.countOwned(1, findCard("Astrolabe")), 1);
    QCOMPARE(g.countOwned(0, findCard("Astrolabe")), 0);
    const auto discard = names(g, 1, Zone::Discard);
    QVERIFY(std::find(discard.begin(), discard.end(), "Astrolabe") != discard.end());
  }

  // With a Tiara that played the Astrolabe twice, both Treasures go onto the deck; both plays'
  // next-turn parts still happen, and the save with the Tiara (the Duration's keeper) on the deck
  // loads.
  void mandarin_takes_the_tiara_that_played_a_treasure_duration_too() {
    auto g = fx::position(R"({"kingdom": ["Mandarin", "Astrolabe", "Tiara"], "players": [
      {"hand": ["Tiara", "Astrolabe", "Gold"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]},
      {"hand": [], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Tiara", "choose Astrolabe", "play Gold");
    QCOMPARE(int(g.turn().coins), 5);
    MOVES(g, "buy Mandarin");
    // Tiara's "this turn, you may put the gained card onto your deck" first: declined.
    if (g.decision().id == Text::MayTopdeckGained) MOVES(g, "choose nothing");
    QCOMPARE(g.decision().id, Text::PutBackInAnyOrder);
    MOVES(g, "choose Tiara, Astrolabe, Gold");
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    QCOMPARE(names(g, 0, Zone::Deck).at(0), std::string("Tiara"));
    QCOMPARE(int(g.player(0).lasting.size()), 2);
    roundTrips(g);
    fx::endTurn(g);
    fx::endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.turn().coins), 2);
    QCOMPARE(int(g.turn().buys), 3);
  }
};

QTEST_APPLESS_MAIN(Hinterlands3CardsTest)
#include "hinterlands3_cards_test.moc"
