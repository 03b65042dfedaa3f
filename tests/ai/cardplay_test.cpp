// The card decisions of the planning levels (cardDecision): one position or more per rule,
// answered by Medium.
#include <QTest>

#include "ai_fixture.hpp"

using namespace dom;

namespace {

using aifx::after;
using aifx::game;

}  // namespace

class CardplayTest : public QObject {
  Q_OBJECT
 private slots:
  // $9 with the Copper or without it: the Copper goes back, the Gold stays for the Province.
  void courtyard_puts_back_the_treasure_the_buy_does_not_need() {
    const Game g =
        after(game(R"("Courtyard")", R"({"hand": ["Courtyard", "Gold", "Silver", "Copper", "Copper"],
      "deck": ["Silver", "Estate", "Estate", "Copper", "Copper"]})"),
              {"play Courtyard"});
    ANSWERS("Medium", g, "choose Copper");
  }

  void courtyard_puts_back_an_action_it_cannot_play() {
    const Game g = after(
        game(R"("Courtyard", "Smithy")", R"({"hand": ["Courtyard", "Smithy", "Gold", "Silver", "Silver"],
      "deck": ["Copper", "Estate", "Estate", "Copper", "Copper"]})"),
        {"play Courtyard"});
    ANSWERS("Medium", g, "choose Smithy");
  }

  // Exactly $8: every Treasure counts, so the card least useful next turn goes back.
  void courtyard_puts_back_the_least_useful_card_when_every_coin_counts() {
    const Game g =
        after(game(R"("Courtyard")", R"({"hand": ["Courtyard", "Gold", "Silver", "Silver", "Copper"],
      "deck": ["Estate", "Estate", "Estate", "Copper", "Copper"]})"),
              {"play Courtyard"});
    ANSWERS("Medium", g, "choose Estate");
  }

  // $10 after gaining a Silver: a Silver is spare, the Gold is not.
  void artisan_puts_back_a_spare_silver_and_keeps_the_gold() {
    const Game g = after(game(R"("Artisan")", R"({"hand": ["Artisan", "Gold", "Silver", "Silver", "Copper"],
      "deck": ["Estate", "Estate", "Copper", "Copper", "Copper"]})"),
                         {"play Artisan", "choose Silver"});
    ANSWERS("Medium", g, "choose Silver");
  }

  void secret_passage_puts_an_estate_at_the_bottom() {
    Game g = after(
        game(R"("Secret Passage")", R"({"hand": ["Secret Passage", "Gold", "Silver", "Silver", "Copper"],
      "deck": ["Estate", "Estate", "Copper", "Copper", "Copper"]})"),
        {"play Secret Passage"});
    ANSWERS("Medium", g, "choose Estate");
    g.apply(*parseMove(g, "choose Estate"));
    ANSWERS("Medium", g, "choose Bottom");
  }

  void secret_passage_puts_a_spare_gold_on_top() {
    Game g =
        after(game(R"("Secret Passage")", R"({"hand": ["Secret Passage", "Gold", "Gold", "Gold", "Silver"],
      "deck": ["Silver", "Silver", "Copper", "Copper", "Copper"]})"),
              {"play Secret Passage"});
    ANSWERS("Medium", g, "choose Gold");
    g.apply(*parseMove(g, "choose Gold"));
    ANSWERS("Medium", g, "choose Top");
  }

  void harbinger_puts_the_gold_from_the_discard_pile_onto_the_deck() {
    const Game g =
        after(game(R"("Harbinger")", R"({"hand": ["Harbinger", "Copper", "Copper", "Estate", "Copper"],
      "deck": ["Copper", "Copper"], "discard": ["Estate", "Gold", "Copper", "Duchy"]})"),
              {"play Harbinger"});
    ANSWERS("Medium", g, "choose Gold");
  }

  void harbinger_puts_nothing_back_from_a_pile_of_junk() {
    const Game g =
        after(game(R"("Harbinger")", R"({"hand": ["Harbinger", "Copper", "Copper", "Estate", "Copper"],
      "deck": ["Copper", "Copper"], "discard": ["Estate", "Copper", "Duchy"]})"),
              {"play Harbinger"});
    ANSWERS("Medium", g, "choose nothing");
  }

  void masquerade_passes_a_curse_and_trashes_an_estate() {
    Game g = after(game(R"("Masquerade")", R"({"hand": ["Masquerade", "Gold", "Curse", "Estate", "Silver"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                   {"play Masquerade"});
    ANSWERS("Medium", g, "choose Curse");
    g.apply(*parseMove(g, "choose Curse"));
    g.apply(*parseMove(g, "choose Estate"));  // the rival passes an Estate
    ANSWERS("Medium", g, "choose Estate");
  }

  // Even near the end: the Estate costs nothing this turn, the Copper would.
  void masquerade_passes_an_estate_before_a_copper() {
    const Game g =
        after(game(R"("Masquerade")", R"({"hand": ["Masquerade", "Gold", "Silver", "Estate", "Copper"],
      "deck": ["Copper", "Silver", "Copper", "Copper", "Copper"]})",
                   R"(, "supply": {"Province": 2})"),
              {"play Masquerade"});
    ANSWERS("Medium", g, "choose Estate");
  }

  // Trashing a Copper would drop $8 to $7: it stays.
  void masquerade_keeps_the_copper_the_province_needs() {
    Game g = after(game(R"("Masquerade")", R"({"hand": ["Masquerade", "Gold", "Gold", "Province", "Province"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                   {"play Masquerade"});
    ANSWERS("Medium", g, "choose Copper");
    g.apply(*parseMove(g, "choose Copper"));
    g.apply(*parseMove(g, "choose Copper"));  // the rival passes a Copper back
    ANSWERS("Medium", g, "choose nothing");
  }

  void torturer_victim_discards_two_cards_rather_than_take_a_curse() {
    const Game g =
        after(game(R"("Torturer")", R"({"hand": ["Torturer", "Copper", "Copper", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
              {"play Torturer"});
    ANSWERS("Medium", g, "choose Discard 2 cards");
  }

  void torturer_victim_takes_the_curse_when_none_are_left() {
    const Game g =
        after(game(R"("Torturer")", R"({"hand": ["Torturer", "Copper", "Copper", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})",
                   R"(, "supply": {"Curse": 0})"),
              {"play Torturer"});
    ANSWERS("Medium", g, "choose Gain a Curse to your hand");
  }

  // The discards keep one of the two terminals, as under Militia.
  void torturer_victim_discards_the_second_terminal_and_a_copper() {
    Game g = after(R"({"kingdom": ["Torturer", "Smithy"], "players": [
      {"hand": ["Torturer", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate"]},
      {"hand": ["Smithy", "Smithy", "Gold", "Silver", "Copper"], "deck": ["Copper", "Copper", "Estate"]}]})",
                   {"play Torturer"});
    ANSWERS("Medium", g, "choose Discard 2 cards");
    g.apply(*parseMove(g, "choose Discard 2 cards"));
    ANSWERS("Medium", g, "choose Smithy, Copper");
  }

  void steward_trashes_two_estates() {
    const Game g = after(game(R"("Steward")", R"({"hand": ["Steward", "Estate", "Estate", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Steward"});
    ANSWERS("Medium", g, "choose Trash 2 cards");
  }

  // Early, with a Silver's worth of coins at best: the Estate and a Copper go.
  void steward_trashes_an_estate_and_a_copper_early() {
    const Game g = after(game(R"("Steward")", R"({"hand": ["Steward", "Estate", "Copper", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"], "discard": ["Silver", "Silver"]})"),
                         {"play Steward"});
    ANSWERS("Medium", g, "choose Trash 2 cards");
  }

  // $6 in hand: +$2 makes the Province; two cards from a deck of Coppers and Estates rarely do.
  void steward_takes_the_coins_that_reach_a_province() {
    const Game g = after(game(R"("Steward")", R"({"hand": ["Steward", "Gold", "Silver", "Copper", "Estate"],
      "deck": ["Copper", "Estate", "Estate", "Copper", "Estate"]})"),
                         {"play Steward"});
    ANSWERS("Medium", g, "choose +$2");
  }

  void minion_discards_a_poor_hand_to_draw_four() {
    const Game g = after(game(R"("Minion")", R"({"hand": ["Minion", "Estate", "Estate", "Copper", "Estate"],
      "deck": ["Gold", "Gold", "Silver", "Silver", "Gold", "Silver"]})"),
                         {"play Minion"});
    ANSWERS("Medium", g, "choose Discard your hand and draw 4");
  }

  void minion_keeps_a_good_hand_and_takes_the_coins() {
    const Game g = after(game(R"("Minion")", R"({"hand": ["Minion", "Gold", "Silver", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                         {"play Minion"});
    ANSWERS("Medium", g, "choose +$2");
  }

  void nobles_takes_two_actions_to_play_a_second_nobles() {
    const Game g = after(game(R"("Nobles")", R"({"hand": ["Nobles", "Nobles", "Copper", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                         {"play Nobles"});
    ANSWERS("Medium", g, "choose +2 Actions");
  }

  void nobles_draws_three_without_an_action_to_play() {
    const Game g = after(game(R"("Nobles")", R"({"hand": ["Nobles", "Silver", "Copper", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                         {"play Nobles"});
    ANSWERS("Medium", g, "choose +3 Cards");
  }

  void mill_discards_two_estates_for_two_coins() {
    Game g = after(game(R"("Mill")", R"({"hand": ["Mill", "Estate", "Silver", "Estate", "Copper"],
      "deck": ["Copper", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                   {"play Mill"});
    ANSWERS("Medium", g, "choose Discard 2 cards for +$2");
    g.apply(*parseMove(g, "choose Discard 2 cards for +$2"));
    ANSWERS("Medium", g, "choose Estate, Estate");
  }

  // The two cheapest cards are a Copper and a Silver: $3 of Treasure for $2.
  void mill_keeps_treasures_worth_more_than_two_coins() {
    const Game g = after(game(R"("Mill")", R"({"hand": ["Mill", "Gold", "Silver", "Silver", "Copper"],
      "deck": ["Silver", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                         {"play Mill"});
    ANSWERS("Medium", g, "choose Don't discard");
  }

  void mining_village_is_trashed_for_the_coins_that_reach_a_province() {
    const Game g = after(
        game(R"("Mining Village")", R"({"hand": ["Mining Village", "Gold", "Silver", "Copper", "Estate"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
        {"play Mining Village"});
    ANSWERS("Medium", g, "choose Trash this for +$2");
  }

  void mining_village_is_kept_when_the_coins_buy_nothing_better() {
    const Game g = after(
        game(R"("Mining Village")", R"({"hand": ["Mining Village", "Copper", "Copper", "Estate", "Estate"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
        {"play Mining Village"});
    ANSWERS("Medium", g, "choose Don't trash");
  }

  void courtier_reveals_the_card_with_the_most_types_and_gains_gold_early() {
    Game g =
        after(game(R"("Courtier", "Mill")", R"({"hand": ["Courtier", "Copper", "Mill", "Estate", "Copper"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
              {"play Courtier"});
    ANSWERS("Medium", g, "choose Mill");
    g.apply(*parseMove(g, "choose Mill"));
    ANSWERS("Medium", g, "choose Gain a Gold, +$3");
  }

  void courtier_takes_three_coins_for_a_province() {
    const Game g = after(game(R"("Courtier")", R"({"hand": ["Courtier", "Gold", "Silver", "Estate", "Copper"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                         {"play Courtier", "choose Estate"});
    ANSWERS("Medium", g, "choose +$3");
  }

  // Near the end a Gold is worth less than a Province.
  void remodel_turns_a_gold_into_a_province_near_the_end() {
    Game g = after(game(R"("Remodel")", R"({"hand": ["Remodel", "Gold", "Estate", "Silver", "Copper"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})",
                        R"(, "supply": {"Province": 2})"),
                   {"play Remodel"});
    ANSWERS("Medium", g, "choose Gold");
    g.apply(*parseMove(g, "choose Gold"));
    ANSWERS("Medium", g, "choose Province");
  }

  // With Replace a Victory card gained curses the rival: a Gold becomes a Province sooner.
  void replace_turns_a_gold_into_a_province_that_curses_the_rival() {
    Game g = after(game(R"("Replace")", R"({"hand": ["Replace", "Gold", "Silver", "Silver", "Copper"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})",
                        R"(, "supply": {"Province": 5})"),
                   {"play Replace"});
    ANSWERS("Medium", g, "choose Gold");
    g.apply(*parseMove(g, "choose Gold"));
    ANSWERS("Medium", g, "choose Province");
  }

  void upgrade_turns_an_estate_into_a_silver_early() {
    Game g = after(game(R"("Upgrade")", R"({"hand": ["Upgrade", "Copper", "Estate", "Silver", "Copper"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                   {"play Upgrade"});
    ANSWERS("Medium", g, "choose Estate");
  }

  void mine_turns_a_copper_into_a_silver() {
    Game g = after(game(R"("Mine")", R"({"hand": ["Mine", "Copper", "Estate", "Silver", "Estate"],
      "deck": ["Estate", "Copper", "Silver", "Estate", "Estate", "Copper"]})"),
                   {"play Mine"});
    ANSWERS("Medium", g, "choose Copper");
    g.apply(*parseMove(g, "choose Copper"));
    ANSWERS("Medium", g, "choose Silver");
  }

  // A second terminal would collide with Ironworks in a deck of ten cards: a Silver instead.
  void ironworks_gains_a_silver_rather_than_a_second_terminal() {
    const Game g = after(
        game(R"("Ironworks", "Smithy")", R"({"hand": ["Ironworks", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Estate", "Copper", "Copper", "Estate", "Copper"]})"),
        {"play Ironworks"});
    ANSWERS("Medium", g, "choose Silver");
  }

  // Near the end the points count, and a Victory card gained draws a card.
  void ironworks_gains_gardens_near_the_end() {
    const Game g = after(
        game(R"("Ironworks", "Gardens")", R"({"hand": ["Ironworks", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Estate", "Copper", "Copper", "Estate", "Copper"]})",
             R"(, "supply": {"Province": 2})"),
        {"play Ironworks"});
    ANSWERS("Medium", g, "choose Gardens");
  }

  void trading_post_trashes_the_second_trading_post_and_an_estate_before_silver() {
    const Game g = after(
        game(R"("Trading Post")", R"({"hand": ["Trading Post", "Trading Post", "Silver", "Estate", "Gold"],
      "deck": ["Estate", "Copper", "Copper", "Estate", "Copper"]})"),
        {"play Trading Post"});
    ANSWERS("Medium", g, "choose Estate, Trading Post");
  }

  // Only one terminal can be played next turn: the second Smithy goes with the Copper.
  void militia_victim_discards_the_second_terminal_before_treasures() {
    const Game g = after(R"({"kingdom": ["Militia", "Smithy"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate"]},
      {"hand": ["Smithy", "Smithy", "Gold", "Silver", "Copper"], "deck": ["Copper", "Copper", "Estate"]}]})",
                         {"play Militia"});
    ANSWERS("Medium", g, "choose Smithy, Copper");
  }

  // Near the end a Duchy would score for the rival: a Laboratory instead.
  void swindler_gives_no_duchy_near_the_end() {
    const Game g = after(R"({"kingdom": ["Swindler", "Laboratory"], "supply": {"Province": 2}, "players": [
      {"hand": ["Swindler", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate"]},
      {"hand": ["Copper", "Copper", "Gold", "Silver", "Copper"], "deck": ["Laboratory", "Copper", "Estate"]}]})",
                         {"play Swindler"});
    ANSWERS("Medium", g, "choose Laboratory");
  }

  void vassal_plays_the_discarded_action() {
    const Game g =
        after(game(R"("Vassal", "Smithy")", R"({"hand": ["Vassal", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Smithy", "Copper", "Copper", "Estate", "Copper"]})"),
              {"play Vassal"});
    ANSWERS("Medium", g, "choose Smithy");
  }

  // The victim's Gold is trashed: a Silver in its place, not a Curse.
  void saboteur_victim_gains_a_silver_for_the_gold() {
    const Game g = after(R"({"kingdom": ["Saboteur"], "players": [
      {"hand": ["Saboteur", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate"]},
      {"hand": ["Copper", "Copper", "Silver", "Silver", "Copper"], "deck": ["Gold", "Copper", "Estate"]}]})",
                         {"play Saboteur"});
    ANSWERS("Medium", g, "choose Silver");
  }

  // Nothing in the trash: Lurker trashes the Supply's best Action, for a later Lurker to gain.
  void lurker_trashes_the_best_action_from_the_supply_when_the_trash_has_none() {
    Game g = after(game(R"("Lurker", "Village", "Laboratory")",
                        R"({"hand": ["Lurker", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Estate", "Copper"]})"),
                   {"play Lurker"});
    ANSWERS("Medium", g, "choose Trash an Action card from the Supply");
    g.apply(*parseMove(g, "choose Trash an Action card from the Supply"));
    ANSWERS("Medium", g, "choose Laboratory");
  }

  void lurker_gains_a_laboratory_from_the_trash() {
    const Game g = after(game(R"("Lurker", "Village", "Laboratory")",
                              R"({"hand": ["Lurker", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Estate", "Copper"]})",
                              R"(, "trash": ["Laboratory"])"),
                         {"play Lurker"});
    ANSWERS("Medium", g, "choose Gain an Action card from the trash");
  }

  // My Gold stays on my deck; the rival's Gold is discarded.
  void spy_keeps_my_good_card_and_discards_the_rivals() {
    Game g = after(R"({"kingdom": ["Spy"], "players": [
      {"hand": ["Spy", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Gold", "Estate"]},
      {"hand": ["Copper", "Copper", "Silver", "Silver", "Copper"], "deck": ["Gold", "Copper", "Estate"]}]})",
                   {"play Spy"});
    ANSWERS("Medium", g, "choose Put back");
    g.apply(*parseMove(g, "choose Put back"));
    ANSWERS("Medium", g, "choose Discard");
  }

  // A deck of Coppers and Estates, Golds in the discard pile: the deck goes to the discard pile.
  void chancellor_discards_a_deck_poorer_than_the_rest() {
    const Game g =
        after(game(R"("Chancellor")", R"({"hand": ["Chancellor", "Copper", "Copper", "Copper", "Copper"],
      "deck": ["Estate", "Estate", "Copper"], "discard": ["Gold", "Gold", "Silver"]})"),
              {"play Chancellor"});
    ANSWERS("Medium", g, "choose Put deck into discard pile");
  }

  void chancellor_keeps_a_rich_deck() {
    const Game g =
        after(game(R"("Chancellor")", R"({"hand": ["Chancellor", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Gold", "Gold", "Silver"], "discard": ["Estate", "Estate", "Copper"]})"),
              {"play Chancellor"});
    ANSWERS("Medium", g, "choose Keep deck");
  }

  // +$1 each for the Estate and for the Smithy that cannot be played (no Actions left).
  void secret_chamber_discards_dead_cards_and_unplayable_actions() {
    const Game g = after(game(R"("Secret Chamber", "Smithy")",
                              R"({"hand": ["Secret Chamber", "Estate", "Smithy", "Copper", "Silver"],
      "deck": ["Estate", "Copper", "Copper"]})"),
                         {"play Secret Chamber"});
    ANSWERS("Medium", g, "choose Estate, Smithy");
  }

  // Replace is an Attack: the window to reveal a Reaction names it as the card asking, but it
  // is not Replace's own choice. Secret Chamber may be revealed again and again; the window
  // must still end.
  void a_reaction_window_of_an_attack_with_a_rule_ends() {
    Game g = after(R"({"kingdom": ["Replace", "Secret Chamber"], "players": [
      {"hand": ["Replace", "Gold", "Silver", "Copper", "Copper"], "deck": ["Estate", "Copper", "Silver"]},
      {"hand": ["Secret Chamber", "Gold", "Silver", "Copper", "Estate"], "deck": ["Copper", "Estate", "Copper", "Silver"]}]})",
                   {"play Replace"});
    auto victim = ai::makePlayer("Medium", 1);
    int reveals = 0;
    for (int k = 0; k < 50 && g.decision().player == 1; ++k) {
      const bool window = g.decision().id == Text::RevealReaction;
      const Move m = victim->decide(view(g, 1));
      reveals += window && !m.picks.empty();
      QVERIFY(g.apply(m));
    }
    QCOMPARE(g.decision().player, PlayerId(0));
    QCOMPARE(reveals, 1);
  }

  // One Action left after Cellar: the Smithy stays, the weaker Moat and the Estate go.
  void cellar_discards_dead_cards_and_the_terminal_it_cannot_play() {
    const Game g = after(game(R"("Cellar", "Smithy", "Moat")",
                              R"({"hand": ["Cellar", "Estate", "Moat", "Smithy", "Silver"],
      "deck": ["Estate", "Copper", "Copper"]})"),
                         {"play Cellar"});
    ANSWERS("Medium", g, "choose Estate, Moat");
  }
};

QTEST_APPLESS_MAIN(CardplayTest)
#include "cardplay_test.moc"
