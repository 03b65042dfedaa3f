// Scenario tests for Seaside's 1st-edition Ambassador and Pirate Ship, and for the rulings of
// Smugglers and Pirate that earlier tests left out, with the Card Reference (complete rules,
// chapter VI: "Card ①").
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::gained;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

int pirateShipTokens(const Game& g, PlayerId p) { return g.player(p).counter(Counter::PirateShip); }

}  // namespace

class Seaside4CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Ambassador (1st edition) -------------------------------------------------------------

  // Reveal a card, return up to 2 copies of it from the hand to its pile, then each other player
  // (② GAIN A COPY) gains one, in turn order.
  void ambassador_returns_two_copies_and_each_other_player_gains_one() {
    auto g = fx::logged(R"({"kingdom": ["Ambassador"], "supply": {"Estate": 5}, "players": [
      {"hand": ["Ambassador", "Estate", "Estate", "Copper"]}, {}, {}]})");
    MOVES(g, "play Ambassador");
    QCOMPARE(g.decision().id, Text::RevealCardFromHand);
    MOVES(g, "choose Estate");
    QCOMPARE(g.decision().id, Text::ReturnUpToTwoToSupply);
    ASKS(g, SelectCards, 0, 0, 2);
    MOVES(g, "choose Estate, Estate");
    SAME(hand(g, 0), "Copper");
    SAME(gained(g, 1), "Estate");
    SAME(gained(g, 2), "Estate");
    QCOMPARE(fx::pileCount(g, "Estate"), 5);
    QVERIFY(fx::logHas(g, "Estate returns to the Supply."));
  }

  // ④: 0 copies may be returned; the others gain a copy all the same.
  void ambassador_may_return_no_copy() {
    auto g = fx::logged(R"({"kingdom": ["Ambassador"], "players": [
      {"hand": ["Ambassador", "Copper", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Ambassador", "choose Copper", "choose nothing");
    SAME(hand(g, 0), "Copper", "Copper", "Estate");
    SAME(gained(g, 1), "Copper");
  }

  // ⑤: only copies of the revealed card are offered (the same name), at most the 2 printed.
  void ambassador_returns_only_copies_of_the_revealed_card() {
    auto g = fx::position(R"({"kingdom": ["Ambassador"], "players": [
      {"hand": ["Ambassador", "Copper", "Copper", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Ambassador", "choose Copper");
    QCOMPARE(int(g.decision().choices.size()), 3);
    QCOMPARE(int(g.decision().max), 2);
    for (int32_t i : g.decision().choices) QCOMPARE(g.cardOf(Inst(i)), cards::Copper);
    QVERIFY(!fx::tryMove(g, "choose Copper, Copper, Copper").empty());
    MOVES(g, "choose Copper, Copper");
    SAME(hand(g, 0), "Copper", "Estate");
  }

  // ①: a card of a pile outside the Supply (Spoils) can't be returned, and a copy of it is not
  // available in the Supply to gain (Gain a copy); nor can a Shelter, which belongs to no pile.
  void ambassador_cannot_return_a_card_that_is_not_from_the_supply() {
    auto g = fx::logged(R"({"kingdom": ["Ambassador", "Bandit Camp"], "players": [
      {"hand": ["Ambassador", "Spoils", "Spoils"]}, {}]})");
    MOVES(g, "play Ambassador");  // one card to reveal: not asked; none to return
    SAME(hand(g, 0), "Spoils", "Spoils");
    QVERIFY(gained(g, 1).empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);  // nothing asked: the turn goes on

    auto s = fx::logged(R"({"kingdom": ["Ambassador"], "players": [
      {"hand": ["Ambassador", "Hovel"]}, {}]})");
    MOVES(s, "play Ambassador");
    SAME(hand(s, 0), "Hovel");
    QVERIFY(gained(s, 1).empty());
  }

  // ❖ EMPTY SUPPLY PILES: a card returned to an empty pile refills it; ② the copies are gained in
  // turn order from the next player, and a player after the pile runs out gains none.
  void ambassador_refills_an_empty_pile_and_copies_run_out_in_turn_order() {
    auto g = fx::logged(R"({"kingdom": ["Ambassador"], "supply": {"Silver": 0}, "players": [
      {"hand": ["Ambassador", "Silver"]}, {}, {}]})");
    QCOMPARE(g.emptySupplyPiles(), 1);
    MOVES(g, "play Ambassador", "choose Silver");
    SAME(gained(g, 1), "Silver");
    QVERIFY(gained(g, 2).empty());
    QCOMPARE(fx::pileCount(g, "Silver"), 0);
  }

  // Gain a copy: from a split pile only while its top card has the same name (a Knight under
  // another gives nothing); the card returned goes on top, where the next player gains it.
  void ambassador_gives_a_copy_only_when_it_tops_its_pile() {
    auto g = fx::logged(R"({"kingdom": ["Ambassador", "Knights"],
      "supply": {"Knights": ["Sir Martin", "Dame Anna"]}, "players": [
      {"hand": ["Ambassador", "Dame Josephine"]}, {}, {}]})");
    MOVES(g, "play Ambassador", "choose nothing");
    QVERIFY(gained(g, 1).empty());
    QVERIFY(gained(g, 2).empty());

    auto r = fx::logged(R"({"kingdom": ["Ambassador", "Knights"],
      "supply": {"Knights": ["Sir Martin", "Dame Anna"]}, "players": [
      {"hand": ["Ambassador", "Dame Josephine"]}, {}, {}]})");
    MOVES(r, "play Ambassador", "choose Dame Josephine");
    SAME(gained(r, 1), "Dame Josephine");
    QVERIFY(gained(r, 2).empty());  // Sir Martin tops the pile again
  }

  // ③: the other players' Reactions resolve before the reveal; Moat's owner gains no copy.
  void ambassador_spares_a_player_who_revealed_moat() {
    auto g = fx::logged(R"({"kingdom": ["Ambassador", "Moat"], "players": [
      {"hand": ["Ambassador", "Estate"]}, {"hand": ["Moat"]}, {}]})");
    MOVES(g, "play Ambassador");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::RevealReaction);
    MOVES(g, "choose Moat");
    QCOMPARE(int(g.decision().player), 0);
    QCOMPARE(g.decision().id, Text::ReturnUpToTwoToSupply);
    MOVES(g, "choose nothing");
    QVERIFY(gained(g, 1).empty());
    SAME(gained(g, 2), "Estate");
  }

  // An Attack: a Lighthouse in play keeps its owner from gaining the copy.
  void ambassador_spares_a_player_with_lighthouse_in_play() {
    auto g =
        fx::logged(R"({"kingdom": ["Ambassador", "Lighthouse"], "turn": {"player": 1}, "players": [
      {"hand": ["Ambassador", "Curse"], "deck": ["Copper", "Copper", "Copper"]},
      {"hand": ["Lighthouse"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Lighthouse");
    endTurn(g);
    MOVES(g, "play Ambassador", "choose Curse");
    QVERIFY(gained(g, 1).empty());
    QCOMPARE(fx::pileCount(g, "Curse"), 11);
  }

  // With no other card in hand it does nothing.
  void ambassador_with_an_empty_hand_does_nothing() {
    auto g =
        fx::logged(R"({"kingdom": ["Ambassador"], "players": [{"hand": ["Ambassador"]}, {}]})");
    MOVES(g, "play Ambassador");
    QVERIFY(gained(g, 1).empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);  // nothing asked: the turn goes on
  }

  // ---- Pirate Ship (1st edition) ------------------------------------------------------------

  // ① the attack: each other player reveals 2 cards and trashes the Treasure the attacker
  // chooses, then discards the rest; ⑤ one Coin token however many Treasures were trashed, ⑥ on
  // the attacker's Pirate Ship mat.
  void pirate_ship_trashes_a_chosen_treasure_from_each_and_takes_one_token() {
    auto g = fx::logged(R"({"kingdom": ["Pirate Ship"], "players": [
      {"hand": ["Pirate Ship"]},
      {"deck": ["Gold", "Silver", "Estate"]},
      {"deck": ["Duchy", "Copper", "Estate"]}]})");
    MOVES(g, "play Pirate Ship");
    QCOMPARE(g.decision().id, Text::ChooseOne);
    MOVES(g, "choose Each other player reveals 2 cards and trashes a Treasure you choose");
    QCOMPARE(g.decision().id, Text::ChooseTreasureForThemToTrash);
    QCOMPARE(int(g.decision().player), 0);
    MOVES(g, "choose Gold");
    SAME(sorted(fx::trash(g)), "Copper", "Gold");  // the Copper was the only Treasure revealed
    SAME(sorted(names(g, 1, Zone::Discard)), "Silver");
    SAME(sorted(names(g, 2, Zone::Discard)), "Duchy");
    SAME(names(g, 1, Zone::Deck), "Estate");
    QCOMPARE(pirateShipTokens(g, 0), 1);
    QVERIFY(fx::logHas(g, "Player 1 gets +1 Pirate Ship token."));
    QCOMPARE(int(g.turn().coins), 0);
  }

  // ⑤: no Treasure trashed, no token.
  void pirate_ship_takes_no_token_when_no_treasure_was_trashed() {
    auto g = fx::position(R"({"kingdom": ["Pirate Ship"], "players": [
      {"hand": ["Pirate Ship"]}, {"deck": ["Estate", "Duchy"]}]})");
    MOVES(g, "play Pirate Ship", "choose 1");
    QCOMPARE(pirateShipTokens(g, 0), 0);
    SAME(sorted(names(g, 1, Zone::Discard)), "Duchy", "Estate");
  }

  // ③ +$1 per Coin token on the mat (⑥ the player's own mat, used only by Pirate Ship); the
  // tokens stay, and are saved in positions.
  void pirate_ship_gives_a_coin_per_token_on_its_owners_mat() {
    auto g = fx::position(R"({"kingdom": ["Pirate Ship"], "players": [
      {"hand": ["Pirate Ship"], "pirateShipTokens": 3}, {"pirateShipTokens": 1, "deck": ["Gold", "Gold"]}]})");
    MOVES(g, "play Pirate Ship");
    QCOMPARE(g.decision().options[1].id, Text::OptionPlusCoins);
    MOVES(g, "choose 2");
    QCOMPARE(int(g.turn().coins), 3);
    QCOMPARE(pirateShipTokens(g, 0), 3);
    SAME(names(g, 1, Zone::Deck), "Gold", "Gold");
    const Game again = fx::position(savePosition(g));
    QCOMPARE(pirateShipTokens(again, 0), 3);
    QCOMPARE(pirateShipTokens(again, 1), 1);
  }

  // ④: the other players' Reactions resolve before the choice; Moat's owner reveals nothing.
  void pirate_ship_lets_moat_react_before_the_choice() {
    auto g = fx::position(R"({"kingdom": ["Pirate Ship", "Moat"], "players": [
      {"hand": ["Pirate Ship"]}, {"hand": ["Moat"], "deck": ["Gold", "Gold"]}]})");
    MOVES(g, "play Pirate Ship");
    QCOMPARE(g.decision().id, Text::RevealReaction);
    MOVES(g, "choose Moat");
    QCOMPARE(g.decision().id, Text::ChooseOne);
    MOVES(g, "choose 1");
    SAME(names(g, 1, Zone::Deck), "Gold", "Gold");
    QCOMPARE(pirateShipTokens(g, 0), 0);
  }

  // ② a player short of cards shuffles their discard pile to reveal the second card.
  void pirate_ship_victim_shuffles_for_the_second_card() {
    auto g = fx::position(R"({"kingdom": ["Pirate Ship"], "players": [
      {"hand": ["Pirate Ship"]}, {"deck": ["Estate"], "discard": ["Silver"]}]})");
    MOVES(g, "play Pirate Ship", "choose 1");
    SAME(fx::trash(g), "Silver");
    SAME(names(g, 1, Zone::Discard), "Estate");
    QCOMPARE(pirateShipTokens(g, 0), 1);
  }
  // ---- Smugglers ----------------------------------------------------------------------------

  // Smugglers ②: any card they gained (costing up to $6 now) may be chosen, but a copy comes
  // only from the Supply: with a Gold no longer there, choosing it gains nothing, so the choice
  // of the Silver may be declined.
  void smugglers_may_choose_a_card_no_longer_in_the_supply_and_gain_nothing() {
    auto g = fx::logged(R"({"kingdom": ["Smugglers"], "supply": {"Gold": 0}, "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Gold", "Silver"]}]})");
    MOVES(g, "play Smugglers");
    ASKS(g, SelectPile, 0, 0, 1);
    QCOMPARE(int(g.decision().choices.size()), 1);
    MOVES(g, "choose nothing");
    QVERIFY(gained(g, 0).empty());

    auto s = fx::logged(R"({"kingdom": ["Smugglers"], "supply": {"Gold": 0}, "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Gold", "Silver"]}]})");
    MOVES(s, "play Smugglers", "choose Silver");
    SAME(gained(s, 0), "Silver");
  }

  // ②: a card from outside the Supply (Spoils) is never gained; when every card they gained is
  // in the Supply, one must be chosen (a Curse or a Silver: not nothing).
  void smugglers_gains_no_card_from_outside_the_supply() {
    auto g = fx::logged(R"({"kingdom": ["Smugglers", "Bandit Camp"], "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Spoils"]}]})");
    MOVES(g, "play Smugglers");
    QVERIFY(gained(g, 0).empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);  // nothing asked: the turn goes on

    auto c = fx::position(R"({"kingdom": ["Smugglers"], "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Curse", "Silver"]}]})");
    MOVES(c, "play Smugglers");
    ASKS(c, SelectPile, 0, 1, 1);
  }

  // Gain a copy: a card of a split pile under another card is not available (a Knight).
  void smugglers_gains_a_copy_only_from_the_top_of_its_pile() {
    auto g = fx::logged(R"({"kingdom": ["Smugglers", "Knights"],
      "supply": {"Knights": ["Sir Martin", "Dame Anna"]}, "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Dame Josephine", "Sir Martin"]}]})");
    MOVES(g, "play Smugglers");
    ASKS(g, SelectPile, 0, 0, 1);
    MOVES(g, "choose Sir Martin");
    SAME(gained(g, 0), "Sir Martin");
  }

  // ---- Pirate -------------------------------------------------------------------------------

  // Pirate ⑥: a Pirate drawn by Monkey when the player to its owner's right gains a Treasure
  // may still be played in response to that gain.
  void pirate_drawn_by_monkey_on_a_treasure_gain_may_react_to_it() {
    auto g = fx::logged(R"({"kingdom": ["Pirate", "Monkey"], "players": [
      {"hand": ["Monkey"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Pirate"]},
      {"hand": ["Copper", "Copper", "Copper"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate"]}]})");
    MOVES(g, "play Monkey");
    endTurn(g);
    MOVES(g, "play treasures", "buy Silver");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Pirate");
    QCOMPARE(int(g.decision().player), 0);
    QCOMPARE(g.decision().id, Text::MayPlayCardFromHand);
    MOVES(g, "choose Pirate");
    SAME(sorted(names(g, 0, Zone::InPlay)), "Monkey", "Pirate");
  }

  // A card Monkey draws that does not respond to the gain (an Estate gained) offers nothing.
  void monkey_draws_a_pirate_that_a_victory_gain_does_not_wake() {
    auto g = fx::logged(R"({"kingdom": ["Pirate", "Monkey"], "players": [
      {"hand": ["Monkey"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Pirate"]},
      {"hand": ["Copper", "Copper"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate"]}]})");
    MOVES(g, "play Monkey");
    endTurn(g);
    MOVES(g, "play treasures", "buy Estate");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper", "Pirate");
    QCOMPARE(int(g.current()), 0);
  }
};

QTEST_APPLESS_MAIN(Seaside4CardsTest)
#include "seaside4_cards_test.moc"
