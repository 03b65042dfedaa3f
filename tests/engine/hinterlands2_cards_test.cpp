// Scenario tests for Hinterlands' Farmland, Haggler, Inn, Cauldron, Berserker, Guard Dog, Trail,
// Tunnel and Weaver (2nd edition) and the 1st edition's Embassy, Ill-Gotten Gains, Mandarin, Noble
// Brigand and Nomad Camp,
// with the rulings of the Card Reference (complete rules, chapter VI: "Card ①").
#include "fixture.hpp"

using namespace dom;
using fx::gained;
using fx::logged;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

// The players who gained `name`, in the order they gained it (the game must log events).
std::vector<int> gainers(const Game& g, const char* name) {
  std::vector<int> out;
  for (const Event& e : g.s.events)
    if (e.kind == EventKind::Gain && e.card == findCard(name)) out.push_back(e.player);
  return out;
}

// The position saved now loads into the same game.
void roundTrips(const Game& g) {
  const Game loaded = loadPosition(savePosition(g));
  QCOMPARE(savePosition(loaded), savePosition(g));
}

}  // namespace

class Hinterlands2CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Farmland ---------------------------------------------------------------------------

  // Farmland ①: when gained, a card from the hand is trashed and a card costing exactly $2 more
  // is gained.
  void farmland_when_bought_trashes_a_card_and_gains_one_costing_exactly_two_more() {
    auto g = logged(R"({"kingdom": ["Farmland", "Smithy", "Village"], "players": [
      {"hand": ["Gold", "Gold", "Estate", "Copper"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Gold", "play Gold", "buy Farmland");
    QCOMPARE(g.decision().id, Text::TrashCardFromHand);
    MOVES(g, "choose Estate");
    QCOMPARE(g.decision().id, Text::GainCostingExactlyMore);
    REFUSED(g, "choose Village");  // $3
    MOVES(g, "choose Smithy");
    SAME(gained(g, 0), "Farmland", "Smithy");
    SAME(fx::trash(g), "Estate");
    QCOMPARE(g.score(0), 2 + 0);  // Farmland's 2 VP; the Estate is gone
  }

  // Farmland ①: never another Farmland, though it costs exactly $2 more than a $4 card.
  void farmland_never_gains_another_farmland() {
    auto g = logged(R"({"kingdom": ["Farmland", "Smithy"], "players": [
      {"hand": ["Gold", "Gold", "Smithy"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "end", "play treasures", "buy Farmland", "choose Smithy");
    REFUSED(g, "choose Farmland");
    MOVES(g, "choose Gold");
    SAME(gained(g, 0), "Farmland", "Gold");
  }

  // Farmland ① (2022): it triggers when gained in any way, not only when bought (Remodel).
  void farmland_triggers_when_gained_without_buying() {
    auto g = logged(R"({"kingdom": ["Farmland", "Remodel", "Smithy"], "players": [
      {"hand": ["Remodel", "Gold", "Estate"], "deck": []}, {}]})");
    MOVES(g, "play Remodel", "choose Gold", "choose Farmland");
    QCOMPARE(g.decision().id, Text::TrashCardFromHand);
    MOVES(g, "choose Estate", "choose Smithy");
    SAME(gained(g, 0), "Farmland", "Smithy");
  }

  // With an empty hand nothing is trashed and nothing gained.
  void farmland_with_an_empty_hand_does_nothing() {
    auto g = logged(R"({"kingdom": ["Farmland"], "players": [
      {"hand": ["Gold", "Gold"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Farmland");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Farmland");
  }

  // With no card of the exact cost left, the card is trashed all the same ("REMODEL").
  void farmland_trashes_even_when_nothing_costs_exactly_two_more() {
    auto g = logged(R"({"kingdom": ["Farmland"], "supply": {"Estate": 0}, "players": [
      {"hand": ["Gold", "Gold", "Copper"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Gold", "play Gold", "buy Farmland", "choose Copper");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(fx::trash(g), "Copper");
    SAME(gained(g, 0), "Farmland");
  }

  // ---- Haggler ----------------------------------------------------------------------------

  // Haggler ①: a bought card brings a cheaper non-Victory card.
  void haggler_gains_a_cheaper_non_victory_card_for_a_bought_one() {
    auto g = logged(R"({"kingdom": ["Haggler", "Smithy"], "players": [
      {"hand": ["Haggler", "Gold", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Haggler", "play treasures");
    QCOMPARE(int(g.turn().coins), 7);
    MOVES(g, "buy Gold");
    QCOMPARE(g.decision().id, Text::GainNonVictoryCheaperThan);
    REFUSED(g, "choose Duchy");  // a Victory card
    REFUSED(g, "choose Gold");   // not cheaper
    MOVES(g, "choose Smithy");
    SAME(gained(g, 0), "Gold", "Smithy");
  }

  // Haggler ②: only cards gained because they were bought; Border Village's cheaper card is not.
  void haggler_ignores_cards_gained_without_buying_them() {
    auto g = logged(R"({"kingdom": ["Haggler", "Border Village"], "players": [
      {"hand": ["Haggler", "Gold", "Silver"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Haggler", "play treasures", "buy Border Village");
    // The "this turn" effect resolves first, then Border Village's own ability.
    QCOMPARE(g.decision().id, Text::GainNonVictoryCheaperThan);
    MOVES(g, "choose Silver");
    QCOMPARE(g.decision().id, Text::GainCostingLessThan);
    MOVES(g, "choose Duchy");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Border Village", "Silver", "Duchy");
  }

  // Haggler ②: played twice (Throne Room), each bought card brings two cheaper cards.
  void haggler_played_twice_gains_two_cheaper_cards() {
    auto g = logged(R"({"kingdom": ["Haggler", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Haggler", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Haggler", "play treasures");
    QCOMPARE(int(g.turn().coins), 7);
    MOVES(g, "buy Gold", "choose Silver", "choose Silver");
    SAME(gained(g, 0), "Gold", "Silver", "Silver");
  }

  // Haggler ①: nothing costs less than a $0 card, so nothing is gained.
  void haggler_gains_nothing_for_a_card_costing_zero() {
    auto g = logged(R"({"kingdom": ["Haggler"], "players": [
      {"hand": ["Haggler"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Haggler", "play treasures", "buy Copper");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Copper");
  }

  // ---- Inn --------------------------------------------------------------------------------

  // Inn: +2 Cards and +2 Actions, then 2 cards are discarded (GET FROM DECK, THEN DISCARD, ①).
  void inn_draws_two_gives_two_actions_and_discards_two() {
    auto g = fx::position(R"({"kingdom": ["Inn"], "players": [
      {"hand": ["Inn", "Estate"], "deck": ["Copper", "Silver"]}, {}]})");
    MOVES(g, "play Inn");
    QCOMPARE(int(g.turn().actions), 2);
    QCOMPARE(g.decision().id, Text::DiscardCards);
    MOVES(g, "choose Estate, Copper");
    SAME(hand(g, 0), "Silver");
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Estate");
  }

  // Inn ②: when gained, any of the discard pile's Action cards, the Inn among them, are revealed
  // and shuffled into the deck; the rest stays.
  void inn_when_gained_shuffles_chosen_actions_into_the_deck() {
    auto g = logged(R"({"kingdom": ["Inn", "Village", "Smithy"], "players": [
      {"hand": ["Gold", "Silver"], "deck": ["Copper"],
       "discard": ["Village", "Smithy", "Estate"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Inn");
    QCOMPARE(g.decision().id, Text::RevealActionsToShuffleIntoDeck);
    QCOMPARE(int(g.decision().choices.size()), 3);  // Village, Smithy and the Inn
    REFUSED(g, "choose Estate");
    MOVES(g, "choose Inn, Village");
    SAME(sorted(names(g, 0, Zone::Deck)), "Copper", "Inn", "Village");
    SAME(sorted(names(g, 0, Zone::Discard)), "Estate", "Smithy");
    QVERIFY(fx::logHas(g, "Player 1 reveals Village."));
    QVERIFY(fx::logHas(g, "Player 1 shuffles 3 cards."));
    roundTrips(g);
  }

  // Inn ④: revealing none still shuffles the deck.
  void inn_shuffles_the_deck_even_when_nothing_is_revealed() {
    auto g = logged(R"({"kingdom": ["Inn"], "players": [
      {"hand": ["Gold", "Silver"], "deck": ["Copper", "Estate"], "discard": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Inn", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Inn");
    QVERIFY(fx::logHas(g, "Player 1 shuffles 2 cards."));
  }

  // Inn ⑥ (the 2022 text: "which can include this"): an Inn gained elsewhere than the discard pile
  // (onto the deck by Watchtower first) is not among the cards to reveal.
  void inn_gained_onto_the_deck_is_not_offered() {
    auto g = logged(R"({"kingdom": ["Inn", "Watchtower", "Village"], "players": [
      {"hand": ["Gold", "Silver", "Watchtower"], "deck": [], "discard": ["Village"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "end", "play Gold", "play Silver", "buy Inn");
    // Both abilities are Inn's owner's: Watchtower first.
    QCOMPARE(g.decision().id, Text::ChooseNextAbility);
    MOVES(g, "choose Watchtower");
    MOVES(g, "choose Put it onto your deck");
    QCOMPARE(g.decision().id, Text::RevealActionsToShuffleIntoDeck);
    QCOMPARE(int(g.decision().choices.size()), 1);  // the Village only
    MOVES(g, "choose Village");
    SAME(sorted(names(g, 0, Zone::Deck)), "Inn", "Village");
  }

  // ---- Cauldron ---------------------------------------------------------------------------

  // Cauldron ①: $2 and +1 Buy; the third Action gained this turn gives each other player a
  // Curse, the first two nothing.
  void cauldron_curses_the_others_on_the_third_action_gained() {
    auto g = logged(R"({"kingdom": ["Cauldron", "Village"], "players": [
      {"hand": ["Cauldron", "Gold", "Gold", "Gold"], "deck": []}, {}, {}],
      "turn": {"buys": 2}})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.turn().coins), 11);
    QCOMPARE(int(g.turn().buys), 3);
    MOVES(g, "buy Village", "buy Village");
    QVERIFY(gained(g, 1).empty());
    MOVES(g, "buy Village");
    SAME(gained(g, 1), "Curse");
    SAME(gained(g, 2), "Curse");
    QVERIFY(gained(g, 0) == fx::V({"Village", "Village", "Village"}));
  }

  // Cauldron ②: Actions gained before the play count towards the third; a third gained before
  // the play gives nothing, nor does a fourth after it.
  void cauldron_counts_actions_gained_before_it_was_played() {
    auto g = logged(R"({"kingdom": ["Cauldron", "Village"], "players": [
      {"hand": ["Cauldron", "Gold"], "deck": []}, {}],
      "turn": {"gained": ["Village", "Village"]}})");
    MOVES(g, "play treasures", "buy Village");
    SAME(gained(g, 1), "Curse");

    auto late = logged(R"({"kingdom": ["Cauldron", "Village"], "players": [
      {"hand": ["Cauldron", "Gold"], "deck": []}, {}],
      "turn": {"gained": ["Village", "Village", "Village"]}})");
    MOVES(late, "play treasures", "buy Village");
    QVERIFY(gained(late, 1).empty());
  }

  // Cauldron: only Actions count (a Silver is not the third).
  void cauldron_counts_only_action_cards() {
    auto g = logged(R"({"kingdom": ["Cauldron", "Village"], "players": [
      {"hand": ["Cauldron", "Gold"], "deck": []}, {}],
      "turn": {"gained": ["Village", "Village"]}})");
    MOVES(g, "play treasures", "buy Silver");
    QVERIFY(gained(g, 1).empty());
    roundTrips(g);
  }

  // Cauldron ①: two Cauldrons played set up two effects: two Curses each.
  void cauldron_played_twice_gives_two_curses() {
    auto g = logged(R"({"kingdom": ["Cauldron", "Village"], "players": [
      {"hand": ["Cauldron", "Cauldron"], "deck": []}, {}],
      "turn": {"gained": ["Village", "Village"]}})");
    MOVES(g, "play treasures", "buy Village");
    SAME(gained(g, 1), "Curse", "Curse");
  }

  // An Attack: a Moat revealed to the play keeps its owner from the Curse.
  void cauldron_is_blocked_by_moat() {
    auto g = logged(R"({"kingdom": ["Cauldron", "Village", "Moat"], "players": [
      {"hand": ["Cauldron", "Gold"], "deck": []}, {"hand": ["Moat"]}, {"hand": ["Copper"]}],
      "turn": {"gained": ["Village", "Village"]}})");
    MOVES(g, "play Cauldron");
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Moat", "play treasures", "buy Village");
    QVERIFY(gained(g, 1).empty());
    SAME(gained(g, 2), "Curse");
  }

  // ---- Berserker --------------------------------------------------------------------------

  // Berserker ① ②: a card costing less than it, then each other player discards down to 3.
  void berserker_gains_a_cheaper_card_and_the_others_discard_down_to_three() {
    auto g = logged(R"({"kingdom": ["Berserker", "Smithy"], "players": [
      {"hand": ["Berserker"], "deck": []},
      {"hand": ["Copper", "Copper", "Estate", "Estate", "Silver"], "deck": []}]})");
    MOVES(g, "play Berserker");
    QCOMPARE(g.decision().id, Text::GainCostingLessThan);
    REFUSED(g, "choose Berserker");
    REFUSED(g, "choose Gold");
    MOVES(g, "choose Smithy");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    MOVES(g, "choose Estate, Estate");
    SAME(hand(g, 1), "Copper", "Copper", "Silver");
    SAME(gained(g, 0), "Smithy");
  }

  // Berserker ③ ④: gained with an Action in play, it plays itself, in the Buy phase too.
  void berserker_plays_itself_when_gained_with_an_action_in_play() {
    auto g = logged(R"({"kingdom": ["Berserker", "Village"], "players": [
      {"hand": ["Village", "Gold", "Silver"], "deck": []},
      {"hand": ["Copper", "Copper", "Estate", "Estate"], "deck": []}], "turn": {"buys": 2}})");
    MOVES(g, "play Village", "play treasures", "buy Berserker");
    QCOMPARE(g.decision().id, Text::GainCostingLessThan);
    MOVES(g, "choose Silver", "choose Estate");
    SAME(sorted(names(g, 0, Zone::InPlay)), "Berserker", "Gold", "Silver", "Village");
    SAME(hand(g, 1), "Copper", "Copper", "Estate");
    SAME(gained(g, 0), "Berserker", "Silver");
  }

  // Berserker ③: without an Action in play it stays in the discard pile (Treasures are not
  // Actions).
  void berserker_is_not_played_without_an_action_in_play() {
    auto g = logged(R"({"kingdom": ["Berserker"], "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Berserker");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 0, Zone::Discard), "Berserker");
  }

  // Berserker ⑤: gained and played on another player's turn, it is discarded in that turn's
  // Clean-up.
  void berserker_played_on_another_players_turn_is_discarded_in_that_clean_up() {
    auto g = logged(R"({"kingdom": ["Berserker"], "players": [
      {"hand": [], "deck": []}, {"inPlay": ["Village"], "deck": []}]})");
    g.s.decision = Decision{};  // a gain on player 1's turn, as a card of theirs would make it
    g.gain(1, findCard("Berserker"));
    g.advance();
    QCOMPARE(g.decision().id, Text::GainCostingLessThan);
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Silver");
    SAME(sorted(names(g, 1, Zone::InPlay)), "Berserker", "Village");
    fx::endTurn(g);
    QVERIFY(names(g, 1, Zone::InPlay).empty());
    SAME(sorted(names(g, 1, Zone::Discard)), "Berserker", "Silver", "Village");
  }
  // ---- Guard Dog --------------------------------------------------------------------------

  // Guard Dog ④: +2 Cards, and 2 more when the hand then holds 5 or fewer.
  void guard_dog_draws_two_more_with_five_or_fewer_cards_in_hand() {
    auto g = fx::position(R"({"kingdom": ["Guard Dog"], "players": [
      {"hand": ["Guard Dog", "Estate", "Estate", "Estate"],
       "deck": ["Copper", "Copper", "Silver", "Silver", "Gold", "Gold"]}, {}]})");
    MOVES(g, "play Guard Dog");
    QCOMPARE(int(g.hand(0).size()), 7);

    auto full = fx::position(R"({"kingdom": ["Guard Dog"], "players": [
      {"hand": ["Guard Dog", "Estate", "Estate", "Estate", "Estate"],
       "deck": ["Copper", "Copper", "Silver", "Silver", "Gold", "Gold"]}, {}]})");
    MOVES(full, "play Guard Dog");
    QCOMPARE(int(full.hand(0).size()), 6);
  }

  // Guard Dog ① ⑤: another player's Attack lets it be played from the hand first; its cards are
  // drawn before the Attack resolves, and it is discarded in that turn's Clean-up.
  void guard_dog_is_played_when_another_player_plays_an_attack() {
    auto g = logged(R"({"kingdom": ["Guard Dog", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Guard Dog", "Estate", "Estate", "Copper"], "deck": ["Silver", "Gold"]}]})");
    MOVES(g, "play Militia");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::RevealReaction);
    MOVES(g, "choose Guard Dog");
    QVERIFY(fx::logHas(g, "Player 2 plays Guard Dog."));
    SAME(names(g, 1, Zone::InPlay), "Guard Dog");
    QCOMPARE(int(g.turn().actions), 0);  // nothing for the attacker
    MOVES(g, "choose Estate, Estate");   // down to 3 of the 5 cards
    SAME(hand(g, 1), "Copper", "Gold", "Silver");
    fx::endTurn(g);
    QVERIFY(names(g, 1, Zone::InPlay).empty());
    QVERIFY(names(g, 1, Zone::Discard).size() == 3);  // the Guard Dog and the two Estates
  }

  // Guard Dog ② ③: several may be played to one Attack, one drawn by another too.
  void guard_dog_played_twice_to_one_attack() {
    auto g = fx::position(R"({"kingdom": ["Guard Dog", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Guard Dog", "Estate"], "deck": ["Copper", "Guard Dog", "Silver", "Silver",
       "Gold", "Gold"]}]})");
    MOVES(g, "play Militia", "choose Guard Dog");
    // Drew Guard Dog and Copper, then 2 more (3 in hand): Silver, Silver.
    QCOMPARE(g.decision().id, Text::RevealReaction);
    MOVES(g, "choose Guard Dog");
    SAME(names(g, 1, Zone::InPlay), "Guard Dog", "Guard Dog");
    QCOMPARE(int(g.hand(1).size()), 6);  // 4 + 2 (6 in hand: no more)
  }

  // ---- Trail ------------------------------------------------------------------------------

  // Trail ❷ ❻: discarded to another player's Attack, it may play itself: its +1 Card is its
  // owner's, its +1 Action is lost.
  void trail_plays_itself_when_discarded_on_another_players_turn() {
    auto g = logged(R"({"kingdom": ["Trail", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Trail", "Copper", "Copper", "Estate", "Estate"], "deck": ["Gold"]}]})");
    MOVES(g, "play Militia", "choose Trail, Estate");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::MayPlayThisCard);
    MOVES(g, "choose Trail");
    SAME(names(g, 1, Zone::InPlay), "Trail");
    SAME(hand(g, 1), "Copper", "Copper", "Estate", "Gold");
    QCOMPARE(int(g.turn().actions), 0);
    fx::endTurn(g);
    SAME(sorted(names(g, 1, Zone::Discard)), "Estate", "Trail");
  }

  // Trail ❹ ❺: gained, in the Buy phase too, it may play itself (no Action needed).
  void trail_may_play_itself_when_gained() {
    auto g = logged(R"({"kingdom": ["Trail"], "players": [
      {"hand": ["Gold", "Silver"], "deck": ["Estate"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Trail");
    QCOMPARE(g.decision().id, Text::MayPlayThisCard);
    MOVES(g, "choose Trail");
    SAME(sorted(names(g, 0, Zone::InPlay)), "Gold", "Silver", "Trail");
    SAME(hand(g, 0), "Estate");
  }

  // Trail ❸: trashed, it may play itself from the trash: it is its owner's again.
  void trail_may_play_itself_when_trashed() {
    auto g = fx::position(R"({"kingdom": ["Trail", "Chapel"], "players": [
      {"hand": ["Chapel", "Trail", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Chapel", "choose Trail, Estate");
    QCOMPARE(g.decision().id, Text::MayPlayThisCard);
    MOVES(g, "choose Trail");
    SAME(fx::trash(g), "Estate");
    SAME(sorted(names(g, 0, Zone::InPlay)), "Chapel", "Trail");
    QCOMPARE(int(g.turn().actions), 1);
  }

  // Trail ❶: Clean-up's discards trigger nothing; declined, it stays where it went.
  void trail_neither_in_clean_up_nor_when_declined() {
    auto g = fx::position(R"({"kingdom": ["Trail", "Militia"], "players": [
      {"hand": ["Trail"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": [], "deck": []}]})");
    fx::endTurn(g);  // no question: Clean-up's discard does not trigger it
    SAME(names(g, 0, Zone::Discard), "Trail");

    auto declined = fx::position(R"({"kingdom": ["Trail"], "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(declined, "play treasures", "buy Trail", "choose nothing");
    SAME(names(declined, 0, Zone::Discard), "Trail");
  }

  // ---- Tunnel -----------------------------------------------------------------------------

  // Tunnel ① ②: discarded other than in Clean-up, it may be revealed for a Gold; 2 VP.
  void tunnel_discarded_to_an_attack_may_be_revealed_for_a_gold() {
    auto g = logged(R"({"kingdom": ["Tunnel", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Tunnel", "Copper", "Copper", "Estate", "Silver"], "deck": []}]})");
    MOVES(g, "play Militia", "choose Tunnel, Estate");
    QCOMPARE(g.decision().id, Text::MayRevealCard);
    MOVES(g, "choose Tunnel");
    SAME(gained(g, 1), "Gold");
    QVERIFY(fx::logHas(g, "Player 2 reveals Tunnel."));
    QCOMPARE(g.score(1), 2 + 1);  // Tunnel and the Estate
  }

  // Tunnel ②: discarded in Clean-up, nothing (no question).
  void tunnel_discarded_in_clean_up_gives_nothing() {
    auto g = logged(R"({"kingdom": ["Tunnel"], "players": [
      {"hand": ["Tunnel"], "deck": []}, {}]})");
    fx::endTurn(g);
    QVERIFY(gained(g, 0).empty());
  }

  // ---- Weaver -----------------------------------------------------------------------------

  // Weaver ①: two Silvers, or a card costing up to $4.
  void weaver_gains_two_silvers_or_a_card_costing_up_to_four() {
    auto g = logged(R"({"kingdom": ["Weaver", "Smithy"], "players": [
      {"hand": ["Weaver", "Weaver"], "deck": []}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Weaver");
    QCOMPARE(g.decision().kind, DecisionKind::SelectOption);
    MOVES(g, "choose Gain two Silvers", "play Weaver", "choose Gain a card costing up to $4");
    REFUSED(g, "choose Duchy");
    MOVES(g, "choose Smithy");
    SAME(gained(g, 0), "Silver", "Silver", "Smithy");
  }

  // Weaver ② ③: discarded to another player's Attack, it may play itself then.
  void weaver_plays_itself_when_discarded_on_another_players_turn() {
    auto g = logged(R"({"kingdom": ["Weaver", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Weaver", "Copper", "Copper", "Estate", "Estate"], "deck": []}]})");
    MOVES(g, "play Militia", "choose Weaver, Estate", "choose Weaver");
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Gain two Silvers");
    SAME(gained(g, 1), "Silver", "Silver");
    SAME(names(g, 1, Zone::InPlay), "Weaver");
  }
  // ---- Embassy (1st edition) --------------------------------------------------------------

  // Embassy ①: +5 Cards, then 3 discarded.
  void embassy_draws_five_and_discards_three() {
    auto g = fx::position(R"({"kingdom": ["Embassy"], "players": [
      {"hand": ["Embassy"], "deck": ["Copper", "Copper", "Estate", "Estate", "Gold", "Silver"]},
      {}]})");
    MOVES(g, "play Embassy");
    QCOMPARE(g.decision().id, Text::DiscardCards);
    MOVES(g, "choose Estate, Estate, Copper");
    SAME(hand(g, 0), "Copper", "Gold");
  }

  // Embassy ③: when gained, each other player gains a Silver, in turn order from the player whose
  // turn it is; gained by another player, the current player's Silver comes first.
  void embassy_when_gained_gives_the_others_a_silver_from_the_current_player_on() {
    auto g = logged(R"({"kingdom": ["Embassy"], "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {}, {}]})");
    MOVES(g, "play treasures", "buy Embassy");
    QVERIFY(gainers(g, "Silver") == std::vector<int>({1, 2}));

    auto other = logged(R"({"kingdom": ["Embassy"], "players": [{}, {}, {}]})");
    other.s.decision = Decision{};
    other.gain(1, findCard("Embassy"));
    other.advance();
    QVERIFY(gainers(other, "Silver") == std::vector<int>({0, 2}));
  }

  // ---- Ill-Gotten Gains (1st edition) -----------------------------------------------------

  // Ill-Gotten Gains ①: $1, and a Copper may be gained to the hand, to be played this turn.
  void ill_gotten_gains_may_gain_a_copper_to_the_hand() {
    auto g = logged(R"({"kingdom": ["Ill-Gotten Gains"], "players": [
      {"hand": ["Ill-Gotten Gains"], "deck": []}, {}], "turn": {"phase": "buy"}})");
    MOVES(g, "play Ill-Gotten Gains");
    QCOMPARE(g.decision().id, Text::MayGainCopperToHand);
    MOVES(g, "choose Copper");
    SAME(hand(g, 0), "Copper");
    MOVES(g, "play Copper");
    QCOMPARE(int(g.turn().coins), 2);

    auto declined = logged(R"({"kingdom": ["Ill-Gotten Gains"], "players": [
      {"hand": ["Ill-Gotten Gains"], "deck": []}, {}], "turn": {"phase": "buy"}})");
    MOVES(declined, "play Ill-Gotten Gains", "choose nothing");
    QVERIFY(gained(declined, 0).empty());
  }

  // Ill-Gotten Gains ② ⑤: when gained, each other player gains a Curse; gaining it is no Attack
  // played, so a Moat is not asked.
  void ill_gotten_gains_when_gained_curses_the_others_without_a_reaction() {
    auto g = logged(R"({"kingdom": ["Ill-Gotten Gains", "Moat"], "players": [
      {"hand": ["Gold", "Silver"], "deck": []}, {"hand": ["Moat"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Ill-Gotten Gains");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QVERIFY(gainers(g, "Curse") == std::vector<int>({1, 2}));
  }

  // ---- Mandarin (1st edition) -------------------------------------------------------------

  // Mandarin ①: +$3, then a card from the hand onto the deck.
  void mandarin_gives_three_and_puts_a_card_from_hand_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Mandarin"], "players": [
      {"hand": ["Mandarin", "Gold", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Mandarin");
    QCOMPARE(int(g.turn().coins), 3);
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Deck), "Gold", "Copper");
  }

  // Mandarin ② ③: when gained, the Treasures in play go onto the deck in the chosen order (the
  // first on top); one left in hand stays.
  void mandarin_when_gained_puts_the_treasures_in_play_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Mandarin"], "players": [
      {"hand": ["Gold", "Silver", "Copper"], "deck": ["Estate"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Gold", "play Silver", "buy Mandarin");
    QCOMPARE(g.decision().id, Text::PutBackInAnyOrder);
    MOVES(g, "choose Silver, Gold");
    SAME(names(g, 0, Zone::Deck), "Silver", "Gold", "Estate");
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    SAME(hand(g, 0), "Copper");
  }

  // ---- Noble Brigand (1st edition) --------------------------------------------------------

  // Noble Brigand: the attacker chooses a revealed Silver or Gold to trash and gains it; the
  // rest is discarded.
  void noble_brigand_trashes_a_revealed_silver_or_gold_and_its_player_gains_it() {
    auto g = logged(R"({"kingdom": ["Noble Brigand"], "players": [
      {"hand": ["Noble Brigand"], "deck": []},
      {"hand": [], "deck": ["Silver", "Gold", "Copper"]}]})");
    MOVES(g, "play Noble Brigand");
    QCOMPARE(int(g.turn().coins), 1);
    QCOMPARE(g.decision().id, Text::ChooseSilverOrGoldToTrash);
    QCOMPARE(int(g.decision().player), 0);
    MOVES(g, "choose Gold");
    SAME(gained(g, 0), "Gold");
    SAME(names(g, 1, Zone::Discard), "Silver");
    SAME(names(g, 1, Zone::Deck), "Copper");
    QVERIFY(fx::trash(g).empty());
  }

  // Noble Brigand: a player who revealed no Treasure gains a Copper; a Copper revealed is a
  // Treasure (no Copper gained) but is not trashed.
  void noble_brigand_gives_a_copper_to_who_reveals_no_treasure() {
    auto g = logged(R"({"kingdom": ["Noble Brigand"], "players": [
      {"hand": ["Noble Brigand"], "deck": []},
      {"hand": [], "deck": ["Estate", "Estate"]}, {"hand": [], "deck": ["Copper", "Estate"]}]})");
    MOVES(g, "play Noble Brigand");
    SAME(gained(g, 1), "Copper");
    QVERIFY(gained(g, 2).empty());
    SAME(sorted(names(g, 2, Zone::Discard)), "Copper", "Estate");
  }

  // Noble Brigand ❷ ❸ ❺: buying it does its attack, which is no Attack played: a Moat is not
  // asked.
  void noble_brigand_does_its_attack_when_bought_without_a_reaction() {
    auto g = logged(R"({"kingdom": ["Noble Brigand", "Moat"], "players": [
      {"hand": ["Silver", "Silver"], "deck": []},
      {"hand": ["Moat"], "deck": ["Gold", "Estate"]}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Noble Brigand");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(gained(g, 0), "Gold", "Noble Brigand");  // the when-buy ability first, then the gain
    SAME(names(g, 1, Zone::Discard), "Estate");
  }

  // An Attack when played: a Moat keeps its owner's deck.
  void noble_brigand_is_blocked_by_moat() {
    auto g = logged(R"({"kingdom": ["Noble Brigand", "Moat"], "players": [
      {"hand": ["Noble Brigand"], "deck": []},
      {"hand": ["Moat"], "deck": ["Gold", "Estate"]}]})");
    MOVES(g, "play Noble Brigand", "choose Moat");
    SAME(names(g, 1, Zone::Deck), "Gold", "Estate");
    QVERIFY(gained(g, 0).empty());
  }

  // ---- Nomad Camp (1st edition) -----------------------------------------------------------

  // Nomad Camp: +1 Buy, +$2; gained to the discard pile, it goes onto the deck instead.
  void nomad_camp_is_gained_onto_the_deck() {
    auto g = logged(R"({"kingdom": ["Nomad Camp"], "players": [
      {"hand": ["Nomad Camp", "Silver", "Copper"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Nomad Camp");
    QCOMPARE(int(g.turn().coins), 2);
    QCOMPARE(int(g.turn().buys), 2);
    MOVES(g, "play treasures", "buy Nomad Camp");
    SAME(names(g, 0, Zone::Deck), "Nomad Camp", "Estate");
    QVERIFY(names(g, 0, Zone::Discard).empty());
  }
};

QTEST_APPLESS_MAIN(Hinterlands2CardsTest)
#include "hinterlands2_cards_test.moc"
