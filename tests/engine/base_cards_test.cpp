// Scenario tests for the base game's cards, with the rulings of the Card Reference (complete
// rules, chapter VI: "Card ①") and the base rulebook's card notes ("rulebook").
#include "fixture.hpp"

using namespace dom;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

// Events of one kind for one player (the game must log events).
std::vector<std::string> eventCards(const Game& g, EventKind kind, PlayerId p) {
  std::vector<std::string> out;
  for (const Event& e : g.s.events)
    if (e.kind == kind && e.player == p) out.emplace_back(card(e.card).name);
  return out;
}

// A position where player 0 owns Gardens and n - 1 Coppers, n cards in all.
std::string gardensPosition(int n) {
  std::string deck;
  for (int k = 1; k < n; ++k) deck += std::string(deck.empty() ? "" : ", ") + "\"Copper\"";
  return R"({"kingdom": ["Gardens"], "players": [{"hand": ["Gardens"], "deck": [)" + deck + "]}, {}]}";
}

}  // namespace

// An illegal answer is refused and changes nothing at all.
#define REFUSED_NO_CHANGE(g, mv)     \
  do {                               \
    const GameState before_ = (g).s; \
    REFUSED(g, mv);                  \
    QVERIFY((g).s == before_);       \
  } while (0)

#define PENDING(g, kind_, player_, min_, max_)          \
  do {                                                  \
    QCOMPARE((g).decision().kind, DecisionKind::kind_); \
    QCOMPARE(int((g).decision().player), int(player_)); \
    QCOMPARE(int((g).decision().min), int(min_));       \
    QCOMPARE(int((g).decision().max), int(max_));       \
  } while (0)

class BaseCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- the card table -------------------------------------------------------------------

  // Names, costs, types and editions as checked against the card database (cards_db.json:
  // dominion1stEdition / dominion2ndEdition tags); card_table_test repeats the check against the
  // file itself when it is there. The order is the card list's.
  void base_cards_match_the_card_database() {
    struct Row {
      const char* name;
      int cost;
      Types types;
      uint8_t editions;
    };
    const Row rows[] = {
        {"Cellar", 2, Action, BothEditions},
        {"Chapel", 2, Action, BothEditions},
        {"Moat", 2, Action | Reaction, BothEditions},
        {"Harbinger", 3, Action, SecondEdition},
        {"Merchant", 3, Action, SecondEdition},
        {"Vassal", 3, Action, SecondEdition},
        {"Village", 3, Action, BothEditions},
        {"Workshop", 3, Action, BothEditions},
        {"Bureaucrat", 4, Action | Attack, BothEditions},
        {"Gardens", 4, Victory, BothEditions},
        {"Militia", 4, Action | Attack, BothEditions},
        {"Moneylender", 4, Action, BothEditions},
        {"Poacher", 4, Action, SecondEdition},
        {"Remodel", 4, Action, BothEditions},
        {"Smithy", 4, Action, BothEditions},
        {"Throne Room", 4, Action, BothEditions},
        {"Bandit", 5, Action | Attack, SecondEdition},
        {"Council Room", 5, Action, BothEditions},
        {"Festival", 5, Action, BothEditions},
        {"Laboratory", 5, Action, BothEditions},
        {"Library", 5, Action, BothEditions},
        {"Market", 5, Action, BothEditions},
        {"Mine", 5, Action, BothEditions},
        {"Sentry", 5, Action, SecondEdition},
        {"Witch", 5, Action | Attack, BothEditions},
        {"Artisan", 6, Action, SecondEdition},
        {"Chancellor", 3, Action, FirstEdition},
        {"Woodcutter", 3, Action, FirstEdition},
        {"Feast", 4, Action, FirstEdition},
        {"Spy", 4, Action | Attack, FirstEdition},
        {"Thief", 4, Action | Attack, FirstEdition},
        {"Adventurer", 6, Action, FirstEdition},
    };
    const auto base = baseCards();
    QCOMPARE(base.size(), std::size(rows));
    for (size_t k = 0; k < base.size(); ++k) {
      const CardDef& d = base[k];
      QCOMPARE(QString::fromUtf8(d.name.data(), int(d.name.size())), QString(rows[k].name));
      QCOMPARE(int(d.cost), rows[k].cost);
      QCOMPARE(d.types, rows[k].types);
      QCOMPARE(int(d.editions), int(rows[k].editions));
      QVERIFY(d.set == CardSet::Base);
      QVERIFY(!d.text.empty());
      QVERIFY2(d.ability || !d.is(Action) || d.plus.any(), rows[k].name);
      QCOMPARE(int(findCard(d.name)) >= 0, true);
    }
  }

  // ---- Cellar ------------------------------------------------------------------------------

  void cellar_discards_then_draws_that_many() {
    auto g = fx::position(R"({"kingdom": ["Cellar"], "players": [
      {"hand": ["Cellar", "Estate", "Estate", "Copper", "Copper"], "deck": ["Gold", "Silver", "Copper"]}, {}]})");
    MOVES(g, "play Cellar");
    PENDING(g, SelectCards, 0, 0, 4);
    MOVES(g, "choose Estate, Estate");
    SAME(hand(g, 0), "Copper", "Copper", "Gold", "Silver");
    SAME(names(g, 0, Zone::Discard), "Estate", "Estate");
    SAME(names(g, 0, Zone::Deck), "Copper");
    QCOMPARE(g.s.turn.actions, 1);
  }

  void cellar_cannot_discard_itself() {
    auto g = fx::position(R"({"kingdom": ["Cellar"], "players": [
      {"hand": ["Cellar", "Estate"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Cellar");
    // Cellar is in play, not in hand: it is not among the choices.
    QCOMPARE(g.decision().choices.size(), size_t(1));
    REFUSED_NO_CHANGE(g, "choose Cellar");
    MOVES(g, "choose Estate");
    SAME(names(g, 0, Zone::InPlay), "Cellar");
    SAME(hand(g, 0), "Gold");
  }

  // Cellar ① (DISCARD, THEN GET FROM DECK): a shuffle can draw the discarded cards back.
  void cellar_shuffle_can_draw_back_the_discarded_cards() {
    auto g =
        fx::position(R"({"kingdom": ["Cellar"], "players": [{"hand": ["Cellar", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Cellar", "choose Estate, Estate");
    SAME(hand(g, 0), "Estate", "Estate");
    QVERIFY(g.player(0).discard().empty());
  }

  void cellar_may_discard_nothing() {
    auto g = fx::position(
        R"({"kingdom": ["Cellar"], "players": [{"hand": ["Cellar", "Estate"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Cellar", "choose nothing");
    SAME(hand(g, 0), "Estate");
    SAME(names(g, 0, Zone::Deck), "Gold");
  }

  // ---- Chapel ------------------------------------------------------------------------------

  void chapel_trashes_up_to_four_cards() {
    auto g = fx::position(R"({"kingdom": ["Chapel"], "players": [
      {"hand": ["Chapel", "Estate", "Estate", "Estate", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Chapel");
    PENDING(g, SelectCards, 0, 0, 4);
    REFUSED_NO_CHANGE(g, "choose Estate, Estate, Estate, Copper, Copper");
    MOVES(g, "choose Estate, Estate, Estate, Copper");
    SAME(sorted(fx::trash(g)), "Copper", "Estate", "Estate", "Estate");
    SAME(hand(g, 0), "Copper");
  }

  // Chapel ①: trashing nothing is allowed.
  void chapel_may_trash_nothing() {
    auto g =
        fx::position(R"({"kingdom": ["Chapel"], "players": [{"hand": ["Chapel", "Estate", "Copper"]}, {}]})");
    MOVES(g, "play Chapel", "choose nothing");
    QVERIFY(g.s.trash.empty());
    SAME(hand(g, 0), "Copper", "Estate");
  }

  // ---- Moat --------------------------------------------------------------------------------

  void moat_played_draws_two_cards() {
    auto g = fx::position(R"({"kingdom": ["Moat"], "players": [
      {"hand": ["Moat"], "deck": ["Gold", "Silver", "Copper"]}, {}]})");
    MOVES(g, "play Moat");
    SAME(hand(g, 0), "Gold", "Silver");
  }

  // Moat ②: a player who reveals Moat is unaffected; Moat stays in hand (rulebook).
  void moat_makes_its_owner_unaffected_by_militia() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Estate", "Copper", "Copper", "Gold"]}]})");
    MOVES(g, "play Militia");
    PENDING(g, SelectCards, 1, 0, 1);
    QCOMPARE(g.decision().asking, findCard("Militia"));
    MOVES(g, "reveal Moat");
    QCOMPARE(g.player(1).hand().size(), size_t(5));
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void moat_may_be_kept_hidden_and_then_the_attack_hits() {
    auto g = fx::position(R"({"kingdom": ["Witch", "Moat"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]}, {"hand": ["Moat", "Estate"]}]})");
    MOVES(g, "play Witch", "choose nothing");
    SAME(names(g, 1, Zone::Discard), "Curse");
  }

  // Moat against Witch: no Curse for the Moat's owner; the Witch still draws and the others still
  // gain Curses (rulebook: Moat protects only its owner).
  void moat_against_witch() {
    auto g = fx::position(R"({"kingdom": ["Witch", "Moat"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Silver"]}, {"hand": ["Moat", "Estate"]}, {"hand": ["Estate"]}]})");
    MOVES(g, "play Witch", "reveal Moat");
    QVERIFY(g.player(1).discard().empty());
    SAME(hand(g, 1), "Estate", "Moat");
    SAME(names(g, 2, Zone::Discard), "Curse");
    SAME(hand(g, 0), "Copper", "Silver");
    QCOMPARE(fx::pileCount(g, "Curse"), 19);
  }

  // Moat against Bandit: the Moat's owner reveals nothing; the attacker still gains a Gold.
  void moat_against_bandit() {
    auto g = fx::position(R"({"kingdom": ["Bandit", "Moat"], "players": [
      {"hand": ["Bandit"]}, {"hand": ["Moat"], "deck": ["Silver", "Gold"]}]})");
    MOVES(g, "play Bandit", "reveal Moat");
    SAME(names(g, 1, Zone::Deck), "Silver", "Gold");
    QVERIFY(g.s.trash.empty());
    SAME(names(g, 0, Zone::Discard), "Gold");
  }

  // ---- Harbinger ---------------------------------------------------------------------------

  void harbinger_puts_a_card_from_the_discard_pile_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Harbinger"], "players": [
      {"hand": ["Harbinger"], "deck": ["Copper", "Estate"], "discard": ["Estate", "Gold", "Copper"]}, {}]})");
    MOVES(g, "play Harbinger");
    SAME(hand(g, 0), "Copper");
    QCOMPARE(g.s.turn.actions, 1);
    PENDING(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().choices.size(), size_t(3));
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Deck), "Gold", "Estate");
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Estate");
  }

  void harbinger_putting_a_card_back_is_optional() {
    auto g = fx::position(R"({"kingdom": ["Harbinger"], "players": [
      {"hand": ["Harbinger"], "deck": ["Copper"], "discard": ["Gold"]}, {}]})");
    MOVES(g, "play Harbinger", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Gold");
    QVERIFY(g.player(0).deck().empty());
  }

  void harbinger_with_an_empty_discard_pile_asks_nothing() {
    auto g = fx::position(R"({"kingdom": ["Harbinger"], "players": [
      {"hand": ["Harbinger"], "deck": ["Copper", "Estate"]}, {}]})");
    MOVES(g, "play Harbinger");
    // Straight on to the next Action or the Buy phase: nothing to choose.
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 0, Zone::Deck), "Estate");
    QCOMPARE(g.s.turn.actions, 1);
  }

  // ---- Merchant ----------------------------------------------------------------------------

  // Rulebook: only the first Silver comes with +$1.
  void merchant_gives_one_coin_for_the_first_silver_only() {
    auto g = fx::position(R"({"kingdom": ["Merchant"], "players": [
      {"hand": ["Merchant", "Silver", "Silver"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Merchant", "play Silver");
    QCOMPARE(g.s.turn.coins, 3);
    MOVES(g, "play Silver");
    QCOMPARE(g.s.turn.coins, 5);
    MOVES(g, "play Copper");
    QCOMPARE(g.s.turn.coins, 6);
  }

  // Merchant ①: cumulative, each Merchant gives +$1 on the first Silver.
  void two_merchants_give_two_coins_on_the_first_silver() {
    auto g = fx::position(R"({"kingdom": ["Merchant"], "players": [
      {"hand": ["Merchant", "Merchant", "Silver"], "deck": ["Silver", "Copper"]}, {}]})");
    MOVES(g, "play Merchant", "play Merchant", "play treasures");
    // Silver + 2 (the first Silver) + Silver + Copper.
    QCOMPARE(g.s.turn.coins, 2 + 2 + 2 + 1);
  }

  // Merchant ①: played twice with Throne Room, it gives +$2 on the first Silver.
  void throne_room_merchant_gives_two_coins_on_the_first_silver() {
    auto g = fx::position(R"({"kingdom": ["Merchant", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Merchant", "Silver"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Merchant");
    QCOMPARE(g.s.turn.actions, 2);
    MOVES(g, "play Silver");
    QCOMPARE(g.s.turn.coins, 4);
  }

  // Merchant ②: a Silver played before the Merchant means no bonus this turn.
  void merchant_played_after_a_silver_gives_nothing() {
    auto g = fx::position(R"({"kingdom": ["Merchant"], "players": [
      {"hand": ["Merchant", "Silver"], "inPlay": ["Silver"], "deck": ["Copper"]}, {}],
      "turn": {"coins": 2, "played": ["Silver"]}})");
    MOVES(g, "play Merchant", "play treasures");
    QCOMPARE(g.s.turn.coins, 2 + 2 + 1);
  }

  // ---- Vassal ------------------------------------------------------------------------------

  // Rulebook + Vassal ①: the Action moves from the discard pile to play and uses no Action.
  void vassal_plays_the_discarded_action_without_using_an_action() {
    auto g = fx::position(R"({"kingdom": ["Vassal", "Village"], "players": [
      {"hand": ["Vassal", "Estate"], "deck": ["Village", "Gold"]}, {}]})");
    MOVES(g, "play Vassal");
    QCOMPARE(g.s.turn.actions, 0);
    QCOMPARE(g.s.turn.coins, 2);
    SAME(names(g, 0, Zone::Discard), "Village");
    PENDING(g, SelectCards, 0, 0, 1);
    MOVES(g, "choose Village");
    SAME(names(g, 0, Zone::InPlay), "Vassal", "Village");
    QVERIFY(g.player(0).discard().empty());
    QCOMPARE(g.s.turn.actions, 2);
    SAME(hand(g, 0), "Estate", "Gold");
  }

  void vassal_declined_action_is_not_played() {
    auto g = fx::position(R"({"kingdom": ["Vassal", "Village"], "players": [
      {"hand": ["Vassal", "Estate"], "deck": ["Village", "Gold"]}, {}]})");
    MOVES(g, "play Vassal", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Village");
    SAME(names(g, 0, Zone::InPlay), "Vassal");
    QCOMPARE(g.s.turn.actions, 0);
    SAME(hand(g, 0), "Estate");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void vassal_discards_a_non_action_without_asking() {
    auto g = fx::position(R"({"kingdom": ["Vassal"], "players": [
      {"hand": ["Vassal"], "deck": ["Gold", "Copper"]}, {}]})");
    MOVES(g, "play Vassal");
    SAME(names(g, 0, Zone::Discard), "Gold");
    SAME(names(g, 0, Zone::Deck), "Copper");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.s.turn.coins, 2);
  }

  // Shuffling rules: with an empty deck the discard pile is shuffled first.
  void vassal_with_an_empty_deck_shuffles_first() {
    auto g = fx::position(R"({"kingdom": ["Vassal", "Smithy"], "players": [
      {"hand": ["Vassal"], "discard": ["Smithy"]}, {}]})");
    MOVES(g, "play Vassal");
    SAME(names(g, 0, Zone::Discard), "Smithy");
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::InPlay), "Vassal", "Smithy");
  }

  void vassal_with_no_cards_at_all_does_nothing_more() {
    auto g = fx::position(R"({"kingdom": ["Vassal"], "players": [{"hand": ["Vassal"]}, {}]})");
    MOVES(g, "play Vassal");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.s.turn.coins, 2);
  }

  // ---- Village, Workshop -----------------------------------------------------------------

  void village_gives_a_card_and_two_actions() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Village", "Village"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "play Village");
    QCOMPARE(g.s.turn.actions, 2);
    MOVES(g, "play Village");
    QCOMPARE(g.s.turn.actions, 3);
    SAME(hand(g, 0), "Copper", "Copper");
  }

  // Workshop ①: up to $4, to the discard pile (rulebook).
  void workshop_gains_a_card_costing_up_to_four() {
    auto g = fx::position(
        R"({"kingdom": ["Workshop", "Smithy", "Festival"], "players": [{"hand": ["Workshop"]}, {}]})");
    MOVES(g, "play Workshop");
    PENDING(g, SelectPile, 0, 1, 1);
    REFUSED_NO_CHANGE(g, "gain Festival");
    REFUSED_NO_CHANGE(g, "gain Duchy");
    REFUSED_NO_CHANGE(g, "choose nothing");
    MOVES(g, "gain Smithy");
    SAME(names(g, 0, Zone::Discard), "Smithy");
    QCOMPARE(fx::pileCount(g, "Smithy"), 9);
  }

  // ---- Bureaucrat --------------------------------------------------------------------------

  void bureaucrat_gains_silver_onto_deck_and_victims_put_a_victory_card_back() {
    auto g = fx::position(R"({"kingdom": ["Bureaucrat"], "players": [
      {"hand": ["Bureaucrat"], "deck": ["Copper"]},
      {"hand": ["Estate", "Duchy", "Copper"], "deck": ["Gold"]},
      {"hand": ["Province", "Copper"]}]})");
    MOVES(g, "play Bureaucrat");
    // Bureaucrat ①: gained onto the deck.
    SAME(names(g, 0, Zone::Deck), "Silver", "Copper");
    PENDING(g, SelectCards, 1, 1, 1);
    MOVES(g, "choose Duchy");
    SAME(names(g, 1, Zone::Deck), "Duchy", "Gold");
    SAME(hand(g, 1), "Copper", "Estate");
    // One Victory card: no choice, it goes at once.
    SAME(names(g, 2, Zone::Deck), "Province");
    SAME(hand(g, 2), "Copper");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void bureaucrat_victim_without_victory_cards_reveals_the_hand() {
    auto g = fx::position(R"({"kingdom": ["Bureaucrat"], "players": [
      {"hand": ["Bureaucrat"]}, {"hand": ["Copper", "Silver", "Curse"], "deck": ["Gold"]}]})");
    g.s.logEvents = true;
    MOVES(g, "play Bureaucrat");
    SAME(sorted(eventCards(g, EventKind::Reveal, 1)), "Copper", "Curse", "Silver");
    SAME(hand(g, 1), "Copper", "Curse", "Silver");
    SAME(names(g, 1, Zone::Deck), "Gold");
  }

  // Bureaucrat ②: the attack happens even with no Silver left.
  void bureaucrat_attacks_even_with_no_silver_left() {
    auto g = fx::position(R"({"kingdom": ["Bureaucrat"], "supply": {"Silver": 0}, "players": [
      {"hand": ["Bureaucrat"]}, {"hand": ["Estate", "Copper"]}]})");
    MOVES(g, "play Bureaucrat");
    QVERIFY(g.player(0).deck().empty());
    SAME(names(g, 1, Zone::Deck), "Estate");
  }

  // ---- Gardens -----------------------------------------------------------------------------

  void gardens_is_worth_one_vp_per_ten_cards_rounded_down() {
    for (auto [cards, vp] : {std::pair{9, 0}, {10, 1}, {19, 1}, {20, 2}}) {
      const auto g = fx::position(gardensPosition(cards));
      QCOMPARE(g.cardsOwned(0), cards);
      QCOMPARE(g.score(0), vp);
    }
    // Two Gardens each count every card, themselves included.
    const auto g =
        fx::position(R"({"kingdom": ["Gardens"], "players": [{"hand": ["Gardens", "Gardens", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    QCOMPARE(g.score(0), 2 + 1);
  }

  // ---- Militia -----------------------------------------------------------------------------

  void militia_skips_players_with_three_or_fewer_cards() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"]}]})");
    MOVES(g, "play Militia");
    PENDING(g, SelectCards, 2, 2, 2);
    REFUSED_NO_CHANGE(g, "choose Estate");
    MOVES(g, "choose Estate, Copper");
    SAME(hand(g, 2), "Copper", "Gold", "Silver");
    SAME(hand(g, 1), "Copper", "Copper", "Estate");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Each player may reveal Moat, in turn order from the attacker's left, before the attack
  // resolves; then the victims discard in turn order.
  void militia_victims_in_turn_order_with_a_moat_chance_for_each() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "turn": {"player": 1}, "players": [
      {"hand": ["Moat", "Estate", "Copper", "Copper", "Gold"]},
      {"hand": ["Militia"]},
      {"hand": ["Moat", "Estate", "Estate", "Copper", "Copper"]},
      {"hand": ["Estate", "Duchy", "Silver", "Copper", "Copper"]}]})");
    MOVES(g, "play Militia");
    PENDING(g, SelectCards, 2, 0, 1);  // player 2 is first to the attacker's left
    MOVES(g, "reveal Moat");
    PENDING(g, SelectCards, 0, 0, 1);  // player 3 has no Reaction: player 0 next
    MOVES(g, "choose nothing");
    PENDING(g, SelectCards, 3, 2, 2);  // then the discards: player 3 first
    MOVES(g, "discard Estate, Duchy");
    PENDING(g, SelectCards, 0, 2, 2);
    MOVES(g, "discard Moat, Estate");
    QCOMPARE(g.player(2).hand().size(), size_t(5));
    SAME(hand(g, 3), "Copper", "Copper", "Silver");
    SAME(hand(g, 0), "Copper", "Copper", "Gold");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Discarding from copies of one card is no choice: it happens at once.
  void militia_victim_holding_copies_of_one_card_discards_at_once() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia"]}, {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Militia");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.player(1).hand().size(), size_t(3));
    SAME(names(g, 1, Zone::Discard), "Copper", "Copper");
  }

  // ---- Moneylender -------------------------------------------------------------------------

  void moneylender_trashes_a_copper_for_three_coins() {
    auto g = fx::position(R"({"kingdom": ["Moneylender"], "players": [
      {"hand": ["Moneylender", "Copper", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Moneylender");
    PENDING(g, SelectCards, 0, 0, 1);
    REFUSED_NO_CHANGE(g, "trash Estate");
    MOVES(g, "trash Copper");
    SAME(fx::trash(g), "Copper");
    QCOMPARE(g.s.turn.coins, 3);
  }

  // Moneylender ①: optional in the 2nd edition.
  void moneylender_may_keep_the_copper() {
    auto g =
        fx::position(R"({"kingdom": ["Moneylender"], "players": [{"hand": ["Moneylender", "Copper"]}, {}]})");
    MOVES(g, "play Moneylender", "choose nothing");
    QVERIFY(g.s.trash.empty());
    QCOMPARE(g.s.turn.coins, 0);
  }

  void moneylender_without_a_copper_does_nothing() {
    auto g = fx::position(R"({"kingdom": ["Moneylender"], "players": [
      {"hand": ["Moneylender", "Silver", "Estate"]}, {}]})");
    MOVES(g, "play Moneylender");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QVERIFY(g.s.trash.empty());
    QCOMPARE(g.s.turn.coins, 0);
  }

  // ---- Poacher -----------------------------------------------------------------------------

  void poacher_with_no_empty_pile_discards_nothing() {
    auto g = fx::position(R"({"kingdom": ["Poacher"], "players": [
      {"hand": ["Poacher", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Poacher");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(hand(g, 0), "Copper", "Estate");
    QCOMPARE(g.s.turn.coins, 1);
    QCOMPARE(g.s.turn.actions, 1);
  }

  // Poacher ①②: draw first, then discard one card per empty pile (any Supply pile counts).
  void poacher_with_one_empty_pile_discards_one_card() {
    auto g = fx::position(R"({"kingdom": ["Poacher"], "supply": {"Curse": 0}, "players": [
      {"hand": ["Poacher", "Estate", "Silver"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Poacher");
    PENDING(g, SelectCards, 0, 1, 1);
    QCOMPARE(g.decision().choices.size(), size_t(3));  // the drawn Gold too
    MOVES(g, "discard Estate");
    SAME(hand(g, 0), "Gold", "Silver");
  }

  void poacher_with_two_empty_piles_discards_two_cards() {
    auto g = fx::position(R"({"kingdom": ["Poacher"], "supply": {"Curse": 0, "Poacher": 0}, "players": [
      {"hand": ["Poacher", "Estate", "Silver", "Copper"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Poacher");
    PENDING(g, SelectCards, 0, 2, 2);
    REFUSED_NO_CHANGE(g, "discard Estate");
    MOVES(g, "discard Estate, Copper");
    SAME(hand(g, 0), "Gold", "Silver");
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Estate");
  }

  // Rulebook: without enough cards, discard the rest of the hand.
  void poacher_with_fewer_cards_than_empty_piles_discards_the_hand() {
    auto g = fx::position(R"({"kingdom": ["Poacher"], "supply": {"Curse": 0, "Estate": 0, "Duchy": 0},
      "players": [{"hand": ["Poacher", "Silver"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Poacher");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QVERIFY(g.player(0).hand().empty());
    SAME(sorted(names(g, 0, Zone::Discard)), "Gold", "Silver");
  }

  // ---- Remodel -----------------------------------------------------------------------------

  void remodel_gains_a_card_costing_up_to_two_more() {
    auto g = fx::position(R"({"kingdom": ["Remodel", "Smithy", "Festival"], "players": [
      {"hand": ["Remodel", "Estate", "Copper"]}, {}]})");
    MOVES(g, "play Remodel");
    PENDING(g, SelectCards, 0, 1, 1);
    REFUSED_NO_CHANGE(g, "choose nothing");
    MOVES(g, "trash Estate");
    SAME(fx::trash(g), "Estate");
    PENDING(g, SelectPile, 0, 1, 1);
    REFUSED_NO_CHANGE(g, "gain Festival");
    MOVES(g, "gain Smithy");
    SAME(names(g, 0, Zone::Discard), "Smithy");
  }

  // Remodel ① ("REMODEL" CARD): "up to" allows a cheaper card, even a copy of the trashed one.
  void remodel_may_gain_a_cheaper_card() {
    auto g =
        fx::position(R"({"kingdom": ["Remodel"], "players": [{"hand": ["Remodel", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Remodel", "trash Gold", "gain Silver");
    SAME(names(g, 0, Zone::Discard), "Silver");
    SAME(fx::trash(g), "Gold");
  }

  // Rulebook: nothing to trash, nothing gained.
  void remodel_with_an_empty_hand_gains_nothing() {
    auto g = fx::position(R"({"kingdom": ["Remodel"], "players": [{"hand": ["Remodel"]}, {}]})");
    MOVES(g, "play Remodel");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QVERIFY(g.player(0).discard().empty());
  }

  // ---- Smithy ------------------------------------------------------------------------------

  void smithy_draws_three_cards() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "players": [
      {"hand": ["Smithy"], "deck": ["Gold", "Silver", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Smithy");
    SAME(hand(g, 0), "Copper", "Gold", "Silver");
    QCOMPARE(g.s.turn.actions, 0);
  }

  // ---- Throne Room -------------------------------------------------------------------------

  // Rulebook + PLAY A CARD MULTIPLE TIMES: Throne Room on Throne Room plays two cards twice each,
  // not one card four times; those plays use no Actions.
  void throne_room_on_throne_room_plays_two_cards_twice() {
    auto g = fx::position(R"({"kingdom": ["Throne Room", "Village", "Smithy"], "players": [
      {"hand": ["Throne Room", "Throne Room", "Village", "Smithy", "Copper"],
       "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Throne Room", "choose Village");
    // Village twice: +2 Cards, +4 Actions; then the second Throne Room play picks Smithy.
    QCOMPARE(g.s.turn.actions, 4);
    MOVES(g, "choose Smithy");
    QCOMPARE(g.s.turn.actions, 4);
    QCOMPARE(g.player(0).hand().size(), size_t(1 + 2 + 6));
    SAME(sorted(names(g, 0, Zone::InPlay)), "Smithy", "Throne Room", "Throne Room", "Village");
    // The second Throne Room is played twice too.
    std::vector<std::string> played;
    for (const Played& pl : g.s.turn.played) played.emplace_back(card(pl.card).name);
    SAME(played, "Throne Room", "Throne Room", "Village", "Village", "Throne Room", "Smithy", "Smithy");
  }

  // Throne Room ②: optional in the 2nd edition.
  void throne_room_may_play_nothing() {
    auto g = fx::position(R"({"kingdom": ["Throne Room", "Village"], "players": [
      {"hand": ["Throne Room", "Village"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Throne Room");
    PENDING(g, SelectCards, 0, 0, 1);
    MOVES(g, "choose nothing");
    SAME(hand(g, 0), "Village");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Feast ① and the "lose track" rule: the first play trashes Feast, the second cannot move it
  // again but still gains a card.
  void throne_room_on_feast_gains_twice_and_trashes_once() {
    auto g = fx::position(R"({"kingdom": ["Throne Room", "Feast", "Smithy", "Festival"], "players": [
      {"hand": ["Throne Room", "Feast"]}, {}]})");
    g.s.logEvents = true;
    MOVES(g, "play Throne Room", "choose Feast");
    SAME(fx::trash(g), "Feast");
    MOVES(g, "gain Festival");
    PENDING(g, SelectPile, 0, 1, 1);
    MOVES(g, "gain Smithy");
    SAME(fx::trash(g), "Feast");
    SAME(eventCards(g, EventKind::Trash, 0), "Feast");  // trashed once, not again from the trash
    SAME(sorted(names(g, 0, Zone::Discard)), "Festival", "Smithy");
    SAME(names(g, 0, Zone::InPlay), "Throne Room");
  }

  // ---- Bandit ------------------------------------------------------------------------------

  // Rulebook: the victim chooses which Treasure other than Copper to trash; the rest is discarded.
  void bandit_victim_chooses_which_treasure_to_trash() {
    auto g = fx::position(R"({"kingdom": ["Bandit"], "players": [
      {"hand": ["Bandit"]}, {"hand": [], "deck": ["Silver", "Gold", "Estate"]}]})");
    MOVES(g, "play Bandit");
    SAME(names(g, 0, Zone::Discard), "Gold");
    PENDING(g, SelectCards, 1, 1, 1);
    SAME(sorted(names(g, 1, Zone::Revealed)), "Gold", "Silver");
    MOVES(g, "trash Silver");
    SAME(fx::trash(g), "Silver");
    SAME(names(g, 1, Zone::Discard), "Gold");
    SAME(names(g, 1, Zone::Deck), "Estate");
  }

  void bandit_trashes_the_only_silver_and_discards_the_copper() {
    auto g = fx::position(R"({"kingdom": ["Bandit"], "players": [
      {"hand": ["Bandit"]}, {"hand": [], "deck": ["Copper", "Silver"]}]})");
    MOVES(g, "play Bandit");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(fx::trash(g), "Silver");
    SAME(names(g, 1, Zone::Discard), "Copper");
  }

  void bandit_against_two_coppers_trashes_nothing() {
    auto g = fx::position(R"({"kingdom": ["Bandit"], "players": [
      {"hand": ["Bandit"]}, {"hand": [], "deck": ["Copper", "Copper", "Gold"]}]})");
    MOVES(g, "play Bandit");
    QVERIFY(g.s.trash.empty());
    SAME(names(g, 1, Zone::Discard), "Copper", "Copper");
    SAME(names(g, 1, Zone::Deck), "Gold");
  }

  // Bandit ②: the attack happens even with no Gold left; the victims go in turn order.
  void bandit_attacks_even_with_no_gold_left() {
    auto g = fx::position(R"({"kingdom": ["Bandit"], "supply": {"Gold": 0}, "players": [
      {"hand": ["Bandit"]}, {"hand": [], "deck": ["Silver", "Estate"]}, {"hand": [], "deck": ["Gold", "Silver"]}]})");
    MOVES(g, "play Bandit");
    QVERIFY(g.player(0).discard().empty());
    SAME(fx::trash(g), "Silver");  // player 1, no choice
    PENDING(g, SelectCards, 2, 1, 1);
    MOVES(g, "trash Gold");
    SAME(fx::trash(g), "Silver", "Gold");
    SAME(names(g, 2, Zone::Discard), "Silver");
  }

  // ---- Council Room, Festival, Laboratory, Market -----------------------------------------

  // Rulebook: the other players draw whether they want to or not; not an Attack.
  void council_room_draws_four_and_each_other_player_draws_one() {
    auto g = fx::position(R"({"kingdom": ["Council Room", "Moat"], "players": [
      {"hand": ["Council Room"], "deck": ["Copper", "Copper", "Copper", "Copper", "Gold"]},
      {"hand": ["Moat"], "deck": ["Silver"]}, {"hand": [], "deck": ["Province", "Gold"]}]})");
    MOVES(g, "play Council Room");
    QCOMPARE(g.player(0).hand().size(), size_t(4));
    QCOMPARE(g.s.turn.buys, 2);
    SAME(hand(g, 1), "Moat", "Silver");
    SAME(hand(g, 2), "Province");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void festival_gives_actions_buy_and_coins() {
    auto g = fx::position(
        R"({"kingdom": ["Festival"], "players": [{"hand": ["Festival"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Festival");
    QCOMPARE(g.s.turn.actions, 2);
    QCOMPARE(g.s.turn.buys, 2);
    QCOMPARE(g.s.turn.coins, 2);
    QVERIFY(g.player(0).hand().empty());
  }

  void laboratory_draws_two_and_gives_an_action() {
    auto g = fx::position(R"({"kingdom": ["Laboratory"], "players": [
      {"hand": ["Laboratory"], "deck": ["Gold", "Silver", "Copper"]}, {}]})");
    MOVES(g, "play Laboratory");
    QCOMPARE(g.s.turn.actions, 1);
    SAME(hand(g, 0), "Gold", "Silver");
  }

  void market_gives_card_action_buy_and_coin() {
    auto g = fx::position(
        R"({"kingdom": ["Market"], "players": [{"hand": ["Market"], "deck": ["Gold", "Silver"]}, {}]})");
    MOVES(g, "play Market");
    QCOMPARE(g.s.turn.actions, 1);
    QCOMPARE(g.s.turn.buys, 2);
    QCOMPARE(g.s.turn.coins, 1);
    SAME(hand(g, 0), "Gold");
  }

  // ---- Library -----------------------------------------------------------------------------

  void library_sets_aside_chosen_actions_and_discards_them_at_the_end() {
    auto g = fx::position(R"({"kingdom": ["Library", "Village", "Smithy"], "players": [
      {"hand": ["Library", "Copper", "Copper", "Copper", "Copper"],
       "deck": ["Village", "Smithy", "Estate", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play Library");
    PENDING(g, SelectCards, 0, 0, 1);
    MOVES(g, "choose Village");  // set aside
    SAME(names(g, 0, Zone::Revealed), "Village");
    MOVES(g, "choose nothing");  // keep the Smithy: it counts towards the 7
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Estate", "Silver", "Smithy");
    SAME(names(g, 0, Zone::Discard), "Village");
    QVERIFY(g.player(0).zone(Zone::Revealed).empty());
    SAME(names(g, 0, Zone::Deck), "Gold");
  }

  // Library ①②: a shuffle mid-draw leaves the set-aside cards out, and they do not count.
  void library_sets_aside_actions_and_shuffles_mid_draw() {
    auto g = fx::position(R"({"kingdom": ["Library", "Village"], "players": [
      {"hand": ["Library", "Copper", "Copper", "Copper", "Copper"], "deck": ["Village", "Estate"],
       "discard": ["Silver", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play Library", "choose Village");
    // Drawn: Estate, then the shuffled Silver, Silver, Gold — two of them.
    QCOMPARE(g.player(0).hand().size(), size_t(7));
    QCOMPARE(g.player(0).deck().size(), size_t(1));
    SAME(names(g, 0, Zone::Discard), "Village");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void library_with_no_cards_left_stops_drawing() {
    auto g = fx::position(R"({"kingdom": ["Library"], "players": [
      {"hand": ["Library", "Copper"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Library");
    SAME(hand(g, 0), "Copper", "Estate");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Rulebook: with 7 cards in hand already, nothing is drawn.
  void library_with_seven_cards_in_hand_draws_nothing() {
    auto g = fx::position(R"({"kingdom": ["Library"], "players": [
      {"hand": ["Library", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Library");
    QCOMPARE(g.player(0).hand().size(), size_t(7));
    SAME(names(g, 0, Zone::Deck), "Gold");
  }

  // ---- Mine --------------------------------------------------------------------------------

  // Mine ①②: up to $3 more, a Treasure, gained to hand (so it can be played this turn).
  void mine_gains_a_treasure_to_hand() {
    auto g = fx::position(
        R"({"kingdom": ["Mine", "Village"], "players": [{"hand": ["Mine", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Mine");
    PENDING(g, SelectCards, 0, 0, 1);
    REFUSED_NO_CHANGE(g, "trash Estate");
    MOVES(g, "trash Copper");
    PENDING(g, SelectPile, 0, 1, 1);
    REFUSED_NO_CHANGE(g, "gain Gold");
    REFUSED_NO_CHANGE(g, "gain Village");
    MOVES(g, "gain Silver");
    SAME(hand(g, 0), "Estate", "Silver");
    QVERIFY(g.player(0).discard().empty());
    MOVES(g, "play Silver");
    QCOMPARE(g.s.turn.coins, 2);
  }

  // Mine ③: optional in the 2nd edition.
  void mine_may_choose_not_to_trash() {
    auto g = fx::position(R"({"kingdom": ["Mine"], "players": [{"hand": ["Mine", "Silver"]}, {}]})");
    MOVES(g, "play Mine", "choose nothing");
    QVERIFY(g.s.trash.empty());
    SAME(hand(g, 0), "Silver");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void mine_may_gain_a_cheaper_treasure() {
    auto g = fx::position(R"({"kingdom": ["Mine"], "players": [{"hand": ["Mine", "Gold"]}, {}]})");
    MOVES(g, "play Mine", "trash Gold", "gain Copper");
    SAME(hand(g, 0), "Copper");
  }

  // ---- Sentry ------------------------------------------------------------------------------

  // Putting back in any order: the FIRST card of the answer ends on TOP.
  void sentry_puts_back_in_the_answered_order_first_on_top() {
    const char* pos = R"({"kingdom": ["Sentry"], "players": [
      {"hand": ["Sentry"], "deck": ["Estate", "Silver", "Copper", "Gold"]}, {}]})";
    auto g = fx::position(pos);
    MOVES(g, "play Sentry");
    SAME(hand(g, 0), "Estate");
    SAME(sorted(names(g, 0, Zone::Aside)), "Copper", "Silver");
    PENDING(g, SelectCards, 0, 0, 2);
    MOVES(g, "trash nothing", "discard nothing");
    PENDING(g, SelectCards, 0, 2, 2);
    QVERIFY(g.decision().ordered);
    MOVES(g, "choose Copper, Silver");
    SAME(names(g, 0, Zone::Deck), "Copper", "Silver", "Gold");

    auto h = fx::position(pos);
    MOVES(h, "play Sentry", "trash nothing", "discard nothing", "choose Silver, Copper");
    SAME(names(h, 0, Zone::Deck), "Silver", "Copper", "Gold");
    QCOMPARE(h.s.turn.actions, 1);
  }

  // Sentry ①: trash, then discard among the rest, then put back.
  void sentry_trashes_one_and_discards_the_other() {
    auto g = fx::position(R"({"kingdom": ["Sentry"], "players": [
      {"hand": ["Sentry"], "deck": ["Estate", "Silver", "Copper", "Gold"]}, {}]})");
    MOVES(g, "play Sentry", "trash Copper");
    PENDING(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().choices.size(), size_t(1));
    MOVES(g, "discard Silver");
    SAME(fx::trash(g), "Copper");
    SAME(names(g, 0, Zone::Discard), "Silver");
    SAME(names(g, 0, Zone::Deck), "Gold");
    QVERIFY(g.player(0).zone(Zone::Aside).empty());
  }

  void sentry_may_trash_both() {
    auto g = fx::position(R"({"kingdom": ["Sentry"], "players": [
      {"hand": ["Sentry"], "deck": ["Estate", "Curse", "Copper", "Gold"]}, {}]})");
    MOVES(g, "play Sentry", "trash Curse, Copper");
    SAME(sorted(fx::trash(g)), "Copper", "Curse");
    SAME(names(g, 0, Zone::Deck), "Gold");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void sentry_may_discard_both_and_keeps_one_left_without_asking() {
    auto g = fx::position(R"({"kingdom": ["Sentry"], "players": [
      {"hand": ["Sentry"], "deck": ["Estate", "Estate", "Duchy", "Gold"]}, {}]})");
    MOVES(g, "play Sentry", "trash nothing", "discard Estate, Duchy");
    SAME(sorted(names(g, 0, Zone::Discard)), "Duchy", "Estate");
    SAME(names(g, 0, Zone::Deck), "Gold");

    auto h = fx::position(R"({"kingdom": ["Sentry"], "players": [
      {"hand": ["Sentry"], "deck": ["Estate", "Estate", "Duchy", "Gold"]}, {}]})");
    MOVES(h, "play Sentry", "trash nothing", "discard Estate");
    // One card left: it goes back without an ordering question.
    SAME(names(h, 0, Zone::Deck), "Duchy", "Gold");
    QCOMPARE(h.decision().kind, DecisionKind::BuyPhase);
  }

  // ---- Witch -------------------------------------------------------------------------------

  // Rulebook: Curses go out in turn order from the attacker's left until they run out.
  void witch_gives_curses_in_turn_order_until_they_run_out() {
    auto g =
        fx::position(R"({"kingdom": ["Witch"], "supply": {"Curse": 2}, "turn": {"player": 2}, "players": [
      {"hand": []}, {"hand": []}, {"hand": ["Witch"], "deck": ["Copper", "Copper"]}, {"hand": []}]})");
    MOVES(g, "play Witch");
    SAME(names(g, 3, Zone::Discard), "Curse");
    SAME(names(g, 0, Zone::Discard), "Curse");
    QVERIFY(g.player(1).discard().empty());
    QCOMPARE(fx::pileCount(g, "Curse"), 0);
    QCOMPARE(g.player(2).hand().size(), size_t(2));

    // With none left, Witch still draws.
    auto h = fx::position(R"({"kingdom": ["Witch"], "supply": {"Curse": 0}, "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]}, {"hand": []}]})");
    MOVES(h, "play Witch");
    QVERIFY(h.player(1).discard().empty());
    QCOMPARE(h.player(0).hand().size(), size_t(2));
  }

  // ---- Artisan -----------------------------------------------------------------------------

  // Artisan ①②: first gain to hand (up to $5), then put a card — possibly that one — onto the deck.
  void artisan_gains_to_hand_then_may_put_the_gained_card_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Artisan", "Festival"], "players": [
      {"hand": ["Artisan", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Artisan");
    PENDING(g, SelectPile, 0, 1, 1);
    REFUSED_NO_CHANGE(g, "gain Gold");
    MOVES(g, "gain Festival");
    PENDING(g, SelectCards, 0, 1, 1);
    SAME(hand(g, 0), "Estate", "Festival");
    REFUSED_NO_CHANGE(g, "choose nothing");
    MOVES(g, "choose Festival");
    SAME(names(g, 0, Zone::Deck), "Festival", "Copper");
    SAME(hand(g, 0), "Estate");
  }

  void artisan_may_put_another_card_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Artisan"], "players": [{"hand": ["Artisan", "Estate"]}, {}]})");
    MOVES(g, "play Artisan", "gain Silver", "choose Estate");
    SAME(names(g, 0, Zone::Deck), "Estate");
    SAME(hand(g, 0), "Silver");
  }

  // ---- Chancellor, Woodcutter, Feast -------------------------------------------------------

  // Chancellor ①②: the deck is put into the discard pile (not discarded), if you choose.
  void chancellor_may_put_the_deck_into_the_discard_pile() {
    auto g = fx::position(R"({"kingdom": ["Chancellor"], "players": [
      {"hand": ["Chancellor"], "deck": ["Gold", "Estate", "Copper"], "discard": ["Silver"]}, {}]})");
    MOVES(g, "play Chancellor");
    QCOMPARE(g.s.turn.coins, 2);
    PENDING(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose 1");
    QVERIFY(g.player(0).deck().empty());
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Estate", "Gold", "Silver");
  }

  void chancellor_may_keep_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Chancellor"], "players": [
      {"hand": ["Chancellor"], "deck": ["Gold", "Estate"]}, {}]})");
    MOVES(g, "play Chancellor", "choose Keep deck");
    SAME(names(g, 0, Zone::Deck), "Gold", "Estate");
    QVERIFY(g.player(0).discard().empty());
  }

  void woodcutter_gives_a_buy_and_two_coins() {
    auto g = fx::position(R"({"kingdom": ["Woodcutter"], "players": [{"hand": ["Woodcutter"]}, {}]})");
    MOVES(g, "play Woodcutter");
    QCOMPARE(g.s.turn.buys, 2);
    QCOMPARE(g.s.turn.coins, 2);
  }

  // Feast ②③: trash it first, then gain a card costing up to $5.
  void feast_trashes_itself_and_gains_a_card_costing_up_to_five() {
    auto g = fx::position(R"({"kingdom": ["Feast", "Festival"], "players": [{"hand": ["Feast"]}, {}]})");
    MOVES(g, "play Feast");
    SAME(fx::trash(g), "Feast");
    QVERIFY(g.player(0).inPlay().empty());
    REFUSED_NO_CHANGE(g, "gain Gold");
    MOVES(g, "gain Duchy");
    SAME(names(g, 0, Zone::Discard), "Duchy");
  }

  // ---- Spy ---------------------------------------------------------------------------------

  // EACH PLAYER: the attacker first, then the others in turn order; the attacker chooses for all.
  void spy_reveals_for_each_player_and_the_attacker_chooses() {
    auto g = fx::position(R"({"kingdom": ["Spy"], "players": [
      {"hand": ["Spy"], "deck": ["Copper", "Estate", "Silver"]},
      {"hand": [], "deck": ["Gold", "Copper"]}, {"hand": [], "deck": ["Curse", "Copper"]}]})");
    MOVES(g, "play Spy");
    SAME(hand(g, 0), "Copper");
    QCOMPARE(g.s.turn.actions, 1);
    PENDING(g, SelectOption, 0, 1, 1);
    SAME(names(g, 0, Zone::Revealed), "Estate");
    MOVES(g, "choose Discard");
    SAME(names(g, 0, Zone::Discard), "Estate");
    PENDING(g, SelectOption, 0, 1, 1);
    SAME(names(g, 1, Zone::Revealed), "Gold");
    MOVES(g, "choose Put back");
    SAME(names(g, 1, Zone::Deck), "Gold", "Copper");
    PENDING(g, SelectOption, 0, 1, 1);
    SAME(names(g, 2, Zone::Revealed), "Curse");
    MOVES(g, "choose Discard");
    SAME(names(g, 2, Zone::Discard), "Curse");
    SAME(names(g, 2, Zone::Deck), "Copper");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Moat protects only against another player's Attack: the attacker's own Moat is never offered.
  void spy_affects_the_attacker_whose_own_moat_does_not_help() {
    auto g = fx::position(R"({"kingdom": ["Spy", "Moat"], "players": [
      {"hand": ["Spy", "Moat"], "deck": ["Copper", "Estate"]}, {"hand": ["Moat"], "deck": ["Gold"]}]})");
    MOVES(g, "play Spy");
    PENDING(g, SelectCards, 1, 0, 1);  // only the other player may reveal Moat
    MOVES(g, "reveal Moat");
    PENDING(g, SelectOption, 0, 1, 1);
    SAME(names(g, 0, Zone::Revealed), "Estate");
    MOVES(g, "choose Put back");
    SAME(names(g, 0, Zone::Deck), "Estate");
    SAME(names(g, 1, Zone::Deck), "Gold");  // protected
    QCOMPARE(g.decision().kind, DecisionKind::ActionPhase);
  }

  // ---- Thief -------------------------------------------------------------------------------

  // Thief ③ and ❖: you choose which Treasure each player trashes; after all have trashed, you
  // gain any of those; then they discard the rest.
  void thief_attacker_chooses_the_treasure_and_which_trashed_cards_to_gain() {
    auto g = fx::position(R"({"kingdom": ["Thief"], "trash": ["Silver"], "players": [
      {"hand": ["Thief"]}, {"hand": [], "deck": ["Silver", "Gold", "Estate"]},
      {"hand": [], "deck": ["Copper", "Estate"]}, {"hand": [], "deck": ["Estate", "Duchy"]}]})");
    MOVES(g, "play Thief");
    PENDING(g, SelectCards, 0, 1, 1);
    MOVES(g, "choose Gold");
    // Player 2 has one Treasure: no choice. Player 3 has none. Now the gains.
    PENDING(g, SelectCards, 0, 0, 2);
    SAME(names(g, 1, Zone::Revealed), "Silver");  // not yet discarded
    REFUSED_NO_CHANGE(g, "choose Silver");        // the Silver that was already in the trash
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Discard), "Gold");
    SAME(sorted(fx::trash(g)), "Copper", "Silver");
    SAME(names(g, 1, Zone::Discard), "Silver");
    SAME(names(g, 1, Zone::Deck), "Estate");
    SAME(names(g, 2, Zone::Discard), "Estate");
    SAME(sorted(names(g, 3, Zone::Discard)), "Duchy", "Estate");
    for (PlayerId p = 1; p < 4; ++p) QVERIFY(g.player(p).zone(Zone::Revealed).empty());
  }

  void thief_without_treasures_revealed_just_discards() {
    auto g = fx::position(
        R"({"kingdom": ["Thief"], "players": [{"hand": ["Thief"]}, {"hand": [], "deck": ["Estate"]}]})");
    MOVES(g, "play Thief");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 1, Zone::Discard), "Estate");
    QVERIFY(g.s.trash.empty());
  }

  // ---- Adventurer --------------------------------------------------------------------------

  // Adventurer ① ("DIG FOR"): a shuffle mid-way leaves out the revealed cards.
  void adventurer_digs_for_two_treasures_shuffling_without_the_revealed_cards() {
    auto g = fx::position(R"({"kingdom": ["Adventurer"], "players": [
      {"hand": ["Adventurer"], "deck": ["Estate", "Copper"], "discard": ["Silver"]}, {}]})");
    MOVES(g, "play Adventurer");
    SAME(hand(g, 0), "Copper", "Silver");
    SAME(names(g, 0, Zone::Discard), "Estate");
    QVERIFY(g.player(0).deck().empty());
    QVERIFY(g.player(0).zone(Zone::Revealed).empty());
  }

  void adventurer_stops_at_two_treasures() {
    auto g = fx::position(R"({"kingdom": ["Adventurer"], "players": [
      {"hand": ["Adventurer"], "deck": ["Gold", "Estate", "Silver", "Copper"]}, {}]})");
    MOVES(g, "play Adventurer");
    SAME(hand(g, 0), "Gold", "Silver");
    SAME(names(g, 0, Zone::Discard), "Estate");
    SAME(names(g, 0, Zone::Deck), "Copper");
  }

  void adventurer_with_fewer_than_two_treasures_takes_what_it_finds() {
    auto g = fx::position(R"({"kingdom": ["Adventurer"], "players": [
      {"hand": ["Adventurer"], "deck": ["Estate", "Copper", "Duchy"]}, {}]})");
    MOVES(g, "play Adventurer");
    SAME(hand(g, 0), "Copper");
    SAME(sorted(names(g, 0, Zone::Discard)), "Duchy", "Estate");
    QVERIFY(g.player(0).deck().empty());
  }
};

QTEST_APPLESS_MAIN(BaseCardsTest)
#include "base_cards_test.moc"
