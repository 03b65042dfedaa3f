// The Castles (Empires): one Kingdom pile of eight different Castles sorted by cost, the
// cheapest on top, and each Castle. Rulings cite the Card Reference (complete rules, chapter VI:
// "Small Castle ③") and the rules' Special setup (Empires) and SPLIT PILES.
#include <nlohmann/json.hpp>

#include "engine/kingdom.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::logged;
using fx::names;
using fx::pileCards;

// Raw JSON strings write the apostrophe of "King's Castle" as \u0027 (moc misreads one there).
namespace {

const std::vector<std::string> kEight = {"Humble Castle",  "Crumbling Castle", "Small Castle",
                                         "Haunted Castle", "Opulent Castle",   "Sprawling Castle",
                                         "Grand Castle",   "King's Castle"};

int vpTokens(const Game& g, PlayerId p) { return g.player(p).vpTokens(); }

}  // namespace

class CastlesTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- The pile -----------------------------------------------------------------------------

  // Rules, Special setup (Empires): sorted by cost, cheapest on top; with 2 players one of each
  // of the 8 Castles, with more the 12 (two Humble, Small, Opulent and King's Castles).
  void the_castles_pile_is_sorted_by_cost_with_one_of_each_for_two_players() {
    Game two = Game::create({.kingdom = ids({"Castles", "Village"}), .players = 2, .seed = 4});
    QCOMPARE(pileCards(two, "Castles"), kEight);
    QCOMPARE(fx::pile(two, "Castles").card, id("Castles"));
    QVERIFY(fx::pile(two, "Castles").inSupply);
    for (int players : {3, 4, 6}) {
      Game g = Game::create({.kingdom = ids({"Castles"}), .players = players, .seed = 4});
      const std::vector<std::string> twelve = {
          "Humble Castle",    "Humble Castle",  "Crumbling Castle", "Small Castle",
          "Small Castle",     "Haunted Castle", "Opulent Castle",   "Opulent Castle",
          "Sprawling Castle", "Grand Castle",   "King's Castle",    "King's Castle"};
      QCOMPARE(pileCards(g, "Castles"), twelve);
    }
  }

  // "Castles" is the Kingdom card (the randomizer's, a Victory pile costing $3); each Castle
  // belongs to its pile and is no Kingdom card of its own; "Castle" is a type.
  void castles_are_one_kingdom_card_and_eight_cards_of_its_pile() {
    QVERIFY(card(id("Castles")).isKingdom());
    QVERIFY(namesOnlyAPile(id("Castles")));
    const int costs[] = {3, 4, 5, 6, 7, 8, 9, 10};
    for (size_t k = 0; k < kEight.size(); ++k) {
      const CardDef& d = card(id(kEight[k].c_str()));
      QVERIFY2(d.is(Victory) && d.is(Castle) && !d.isKingdom(), kEight[k].c_str());
      QCOMPARE(pileNameOf(id(kEight[k].c_str())), id("Castles"));
      QCOMPARE(int(d.cost), costs[k]);
    }
    QVERIFY(card(id("Humble Castle")).is(Treasure));
    QVERIFY(card(id("Small Castle")).is(Action));
    QVERIFY(card(id("Opulent Castle")).is(Action));
  }

  // SPLIT PILES: only the top Castle is bought or gained; the pile costs what its top card costs.
  void only_the_top_castle_is_bought_at_its_cost() {
    auto g = logged(R"({"kingdom": ["Castles"],
      "supply": {"Castles": ["Crumbling Castle", "Small Castle"]},
      "players": [{"hand": ["Gold", "Silver"], "deck": []}, {}], "turn": {"buys": 2}})");
    const int k = g.pileIndex(id("Castles"));
    QCOMPARE(g.pileIndex(id("King's Castle")), k);
    QVERIFY(view(g, 0).supply[size_t(k)].cost == Cost(4));
    MOVES(g, "play treasures");
    REFUSED(g, "buy Small Castle");
    MOVES(g, "buy Crumbling Castle");
    QVERIFY(view(g, 0).supply[size_t(k)].cost == Cost(5));
    SAME(pileCards(g, "Castles"), "Small Castle");
  }

  void an_empty_castles_pile_is_one_empty_pile() {
    auto g = fx::position(R"({"kingdom": ["Castles", "Village", "Smithy"],
      "supply": {"Castles": 0, "Village": 0, "Smithy": 1},
      "players": [{"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    QCOMPARE(g.emptySupplyPiles(), 2);
    MOVES(g, "play treasures", "buy Smithy");
    fx::endTurn(g);
    QVERIFY(g.isOver());
  }

  // docs/kingdoms.md: a kingdom names the pile "Castles"; any one Castle's name stands for it.
  void a_kingdom_names_the_castles_pile_by_castles_or_any_castle() {
    for (const char* text :
         {"Castles, Village", "King's Castle, Village", "humble castle, Village"}) {
      const KingdomParse k = parseKingdomText(text);
      QVERIFY2(k.ok(), text);
      QCOMPARE(k.kingdom->cards, ids({"Castles", "Village"}));
    }
    QVERIFY(!parseKingdomText("Castles, Small Castle").ok());
  }

  void positions_round_trip_the_castles_pile() {
    Game g = Game::create({.kingdom = ids({"Castles", "Village"}), .players = 3, .seed = 9});
    const std::string saved = savePosition(g);
    QVERIFY(loadPosition(saved).s == g.s);
    auto part = fx::position(R"({"kingdom": ["Castles"],
      "supply": {"Castles": ["Opulent Castle", "King\u0027s Castle"]}, "players": [{}, {}]})");
    QVERIFY(loadPosition(savePosition(part)).s == part.s);
  }

  // ---- Scoring ------------------------------------------------------------------------------

  // Humble Castle: 1 VP per Castle its owner has (itself included); King's Castle: 2 VP each.
  void humble_and_kings_castle_count_every_castle_their_owner_has() {
    auto g = fx::position(R"({"kingdom": ["Castles"], "players": [
      {"hand": ["Humble Castle", "King\u0027s Castle"], "deck": ["Small Castle"], "discard": ["Estate"]},
      {"hand": ["Humble Castle"], "deck": []}]})");
    // Player 0: 3 Castles; Humble 3, King's 6, Small Castle 2, Estate 1.
    QCOMPARE(g.score(0), 3 + 6 + 2 + 1);
    QCOMPARE(g.score(1), 1);
  }

  // Humble Castle is a Treasure worth $1.
  void humble_castle_is_a_treasure_worth_one_coin() {
    auto g = fx::position(R"({"kingdom": ["Castles"],
      "players": [{"hand": ["Humble Castle", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.turn().coins), 2);
  }

  // ---- Crumbling Castle ---------------------------------------------------------------------

  // When gained or trashed: +1 VP and a Silver; the VP even with no Silver left (②).
  void crumbling_castle_gives_a_vp_and_a_silver_when_gained_and_when_trashed() {
    auto g = logged(R"({"kingdom": ["Castles", "Workshop"],
      "supply": {"Castles": ["Crumbling Castle"]},
      "players": [{"hand": ["Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Workshop", "choose Crumbling Castle");
    QCOMPARE(vpTokens(g, 0), 1);
    SAME(fx::gained(g, 0), "Crumbling Castle", "Silver");
    auto t = logged(R"({"kingdom": ["Castles", "Chapel"],
      "players": [{"hand": ["Chapel", "Crumbling Castle"], "deck": []}, {}]})");
    MOVES(t, "play Chapel", "choose Crumbling Castle");
    QCOMPARE(vpTokens(t, 0), 1);
    SAME(fx::gained(t, 0), "Silver");
    auto none = fx::position(R"({"kingdom": ["Castles", "Chapel"], "supply": {"Silver": 0},
      "players": [{"hand": ["Chapel", "Crumbling Castle"], "deck": []}, {}]})");
    MOVES(none, "play Chapel", "choose Crumbling Castle");
    QCOMPARE(vpTokens(none, 0), 1);
  }

  // ---- Small Castle -------------------------------------------------------------------------

  // ①: trash this (in play) or a Castle from the hand; then gain the top Castle.
  void small_castle_trashes_itself_or_a_castle_from_hand_and_gains_a_castle() {
    auto self = logged(R"({"kingdom": ["Castles"],
      "supply": {"Castles": ["Haunted Castle", "Opulent Castle"]},
      "players": [{"hand": ["Small Castle", "Humble Castle"], "deck": []}, {"hand": []}]})");
    MOVES(self, "play Small Castle");
    QCOMPARE(self.decision().id, Text::TrashThisOrCastleFromHand);
    MOVES(self, "choose Small Castle");
    SAME(fx::trash(self), "Small Castle");
    SAME(fx::gained(self, 0), "Haunted Castle", "Gold");  // gained on its owner's turn
    auto fromHand = logged(R"({"kingdom": ["Castles"],
      "supply": {"Castles": ["Sprawling Castle"]},
      "players": [{"hand": ["Small Castle", "Humble Castle"], "deck": []}, {}]})");
    MOVES(fromHand, "play Small Castle", "choose Humble Castle", "choose Gain a Duchy");
    SAME(fx::trash(fromHand), "Humble Castle");
    SAME(names(fromHand, 0, Zone::InPlay), "Small Castle");
    SAME(fx::gained(fromHand, 0), "Sprawling Castle", "Duchy");
  }

  // ②: not optional — alone in play with no Castle in hand, it trashes itself at once.
  void small_castle_must_trash_when_it_can() {
    auto g = logged(R"({"kingdom": ["Castles"], "supply": {"Castles": ["King\u0027s Castle"]},
      "players": [{"hand": ["Small Castle", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Small Castle");
    SAME(fx::trash(g), "Small Castle");
    SAME(fx::gained(g, 0), "King's Castle");
  }

  // ③: played again by Throne Room after the first play trashed it, it can only trash a Castle
  // from the hand; with none, nothing is trashed and nothing gained.
  void small_castle_played_twice_after_trashing_itself_needs_a_castle_in_hand() {
    auto g = logged(R"({"kingdom": ["Castles", "Throne Room"],
      "supply": {"Castles": ["Grand Castle", "King\u0027s Castle"]},
      "players": [{"hand": ["Throne Room", "Small Castle"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Small Castle");
    SAME(fx::trash(g), "Small Castle");
    SAME(fx::gained(g, 0), "Grand Castle");
    SAME(pileCards(g, "Castles"), "King's Castle");
    QVERIFY(g.decision().id != Text::TrashThisOrCastleFromHand);  // nothing asked
  }

  // ---- Haunted Castle -----------------------------------------------------------------------

  // Gained during its owner's turn: a Gold, then each other player with 5 or more cards in hand
  // puts 2 of them onto their deck, in the order they choose (④: first the Gold).
  void haunted_castle_gives_a_gold_and_others_with_five_cards_put_two_back() {
    auto g = logged(R"({"kingdom": ["Castles"], "supply": {"Castles": ["Haunted Castle"]},
      "players": [{"hand": ["Gold", "Gold"], "deck": []},
                  {"hand": ["Copper", "Estate", "Silver", "Gold", "Duchy"], "deck": ["Curse"]},
                  {"hand": ["Copper", "Copper", "Copper", "Copper"], "deck": []}]})");
    MOVES(g, "play treasures", "buy Haunted Castle");
    SAME(fx::gained(g, 0), "Haunted Castle", "Gold");
    QCOMPARE(g.decision().player, PlayerId(1));
    QCOMPARE(g.decision().id, Text::TopdeckCardsInOrder);
    MOVES(g, "choose Estate, Duchy");
    SAME(names(g, 1, Zone::Deck), "Estate", "Duchy", "Curse");  // top first
    QCOMPARE(int(g.hand(1).size()), 3);
    QCOMPARE(int(g.hand(2).size()), 4);  // fewer than 5: nothing
  }

  // ①: with no Gold left the others still put cards back; gained on another player's turn it
  // does nothing.
  void haunted_castle_works_only_on_its_owners_turn() {
    auto g =
        logged(R"({"kingdom": ["Castles"], "supply": {"Castles": ["Haunted Castle"], "Gold": 0},
      "players": [{"hand": ["Gold", "Gold"], "deck": []},
                  {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": []}]})");
    MOVES(g, "play treasures", "buy Haunted Castle");
    SAME(fx::gained(g, 0), "Haunted Castle");
    QCOMPARE(g.decision().player, PlayerId(1));
    MOVES(g, "choose Copper, Copper");
    QCOMPARE(int(g.hand(1).size()), 3);
    SAME(names(g, 1, Zone::Deck), "Copper", "Copper");
    // Swindler makes player 2 gain it on player 1's turn: no Gold, nobody puts cards back.
    auto other = logged(R"({"kingdom": ["Castles", "Swindler"],
      "supply": {"Castles": ["Haunted Castle"]},
      "players": [{"hand": ["Swindler", "Copper", "Copper", "Copper", "Copper"], "deck": []},
                  {"hand": [], "deck": ["Gold"]}]})");
    MOVES(other, "play Swindler", "choose Haunted Castle");
    SAME(fx::gained(other, 1), "Haunted Castle");
    SAME(fx::gained(other, 0));
    QCOMPARE(int(other.hand(0).size()), 4);
  }

  // ③: gaining it is no Attack, so no Reaction to Attacks is offered: a Moat in hand does not
  // keep its owner from putting 2 cards back.
  void haunted_castle_is_no_attack_for_reactions() {
    auto g = logged(R"({"kingdom": ["Castles", "Moat"], "supply": {"Castles": ["Haunted Castle"]},
      "players": [{"hand": ["Gold", "Gold"], "deck": []},
                  {"hand": ["Moat", "Copper", "Copper", "Copper", "Estate"], "deck": []}]})");
    MOVES(g, "play treasures", "buy Haunted Castle");
    QCOMPARE(g.decision().player, PlayerId(1));
    QCOMPARE(g.decision().id, Text::TopdeckCardsInOrder);
    MOVES(g, "choose Estate, Copper");
    QCOMPARE(int(g.hand(1).size()), 3);
  }

  // ⑤ (TRIGGERED ABILITY 2): with another when-gain ability due, its owner chooses the order;
  // Watchtower may trash Haunted Castle first, and the Castle's ability still gives the Gold and
  // makes the others put cards back (it does not need the Castle where it was gained).
  void haunted_castle_lets_its_owner_resolve_another_when_gain_ability_first() {
    auto g = logged(R"({"kingdom": ["Castles", "Watchtower"],
      "supply": {"Castles": ["Haunted Castle"]},
      "players": [{"hand": ["Watchtower", "Gold", "Gold", "Silver"], "deck": []},
                  {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": []}],
      "turn": {"buys": 2}})");
    MOVES(g, "end actions", "play treasures", "buy Haunted Castle");
    QCOMPARE(g.decision().player, PlayerId(0));
    QCOMPARE(g.decision().id, Text::ChooseNextAbility);
    QCOMPARE(int(g.decision().choices.size()), 2);  // Haunted Castle's and Watchtower's
    MOVES(g, "choose Watchtower", "choose 1");
    SAME(fx::trash(g), "Haunted Castle");
    QCOMPARE(g.decision().asking, id("Watchtower"));  // again, for the Gold: kept
    MOVES(g, "choose nothing");
    SAME(fx::gained(g, 0), "Haunted Castle", "Gold");
    QCOMPARE(g.decision().player, PlayerId(1));
    QCOMPARE(g.decision().id, Text::TopdeckCardsInOrder);
    MOVES(g, "choose Estate, Estate");
    QCOMPARE(int(g.hand(1).size()), 3);
  }

  // ---- Opulent Castle -----------------------------------------------------------------------

  // Discard any number of Victory cards, revealed (②, the 2021 version): +$2 each.
  void opulent_castle_gives_two_coins_per_victory_card_discarded() {
    auto g = logged(R"({"kingdom": ["Castles"],
      "players": [{"hand": ["Opulent Castle", "Estate", "Duchy", "Harem", "Copper"], "deck": []},
                  {}]})");
    MOVES(g, "play Opulent Castle");
    QCOMPARE(g.decision().id, Text::DiscardVictoryForTwoEach);
    QCOMPARE(int(g.decision().choices.size()), 3);  // Copper is no Victory card
    MOVES(g, "choose Estate, Harem");
    QCOMPARE(int(g.turn().coins), 4);
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Estate", "Harem");
    QVERIFY(fx::logHas(g, "Player 1 reveals Harem."));
  }

  // ---- Sprawling Castle ---------------------------------------------------------------------

  void sprawling_castle_gains_a_duchy_or_three_estates() {
    auto g = logged(R"({"kingdom": ["Castles"], "supply": {"Castles": ["Sprawling Castle"]},
      "players": [{"hand": ["Gold", "Gold", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Sprawling Castle");
    QCOMPARE(g.decision().id, Text::ChooseOne);
    MOVES(g, "choose Gain 3 Estates");
    SAME(fx::gained(g, 0), "Sprawling Castle", "Estate", "Estate", "Estate");
  }

  // ---- Grand Castle -------------------------------------------------------------------------

  // Reveal the hand: +1 VP per Victory card in it and in play — every player's play (①).
  void grand_castle_counts_victory_cards_in_hand_and_in_everyones_play() {
    auto g = logged(R"({"kingdom": ["Castles"], "supply": {"Castles": ["Grand Castle"]},
      "players": [{"hand": ["Gold", "Gold", "Gold", "Estate", "Curse", "Nobles"],
                   "inPlay": ["Harem"], "deck": []},
                  {"hand": [], "inPlay": ["Great Hall"], "deck": []}]})");
    MOVES(g, "end actions", "play treasures", "buy Grand Castle");
    QCOMPARE(vpTokens(g, 0), 4);  // Estate and Nobles in hand, Harem and Great Hall in play
    QVERIFY(fx::logHas(g, "Player 1 reveals Curse."));
  }

  // ② (TRIGGERED ABILITY 2): other when-gain abilities may resolve before the hand is revealed.
  // Watchtower first puts the Grand Castle onto the deck; then the hand is revealed, and the
  // Castle, no longer in play or in hand, does not count itself.
  void grand_castle_lets_its_owner_resolve_another_when_gain_ability_first() {
    auto g =
        logged(R"({"kingdom": ["Castles", "Watchtower"], "supply": {"Castles": ["Grand Castle"]},
      "players": [{"hand": ["Watchtower", "Gold", "Gold", "Gold", "Estate"], "deck": []},
                  {}], "turn": {"buys": 2}})");
    MOVES(g, "end actions", "play treasures", "buy Grand Castle");
    QCOMPARE(g.decision().id, Text::ChooseNextAbility);
    QCOMPARE(vpTokens(g, 0), 0);
    MOVES(g, "choose Watchtower", "choose 2");
    SAME(names(g, 0, Zone::Deck), "Grand Castle");
    QCOMPARE(vpTokens(g, 0), 1);  // the Estate in hand
    QVERIFY(fx::logHas(g, "Player 1 reveals Watchtower."));
  }
};

QTEST_APPLESS_MAIN(CastlesTest)
#include "castles_test.moc"
