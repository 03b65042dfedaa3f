// The card decisions of the planning levels for the cards of Seaside, Prosperity and
// Hinterlands, and Tournament's and Trusty Steed's (every level): one position or more per rule, answered by
// Medium. (Positions name Fool's Gold "Fools Gold": moc misreads an apostrophe in a raw string.)
#include <QTest>

#include "ai_fixture.hpp"

using namespace dom;

namespace {

using aifx::after;
using aifx::game;

// Me (seat 0) and a rival (seat 1), both written out; `extra` adds top-level fields.
std::string duel(const std::string& kingdom, const std::string& me, const std::string& rival,
                 const std::string& extra = "") {
  return R"({"kingdom": [)" + kingdom + R"(], "players": [)" + me + ", " + rival + "]" + extra + "}";
}

}  // namespace

class SetCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Haven ------------------------------------------------------------------------------

  // $10 with both Silvers, $8 without one: a Silver waits for the next turn.
  void haven_sets_aside_a_treasure_the_buy_does_not_need() {
    const Game g = after(game(R"("Haven")", R"({"hand": ["Haven", "Gold", "Gold", "Silver", "Silver"],
      "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]})"),
                         {"play Haven"});
    ANSWERS("Medium", g, "choose Silver");
  }

  // Exactly $8: every Treasure counts, so the Estate is set aside (it comes back as a sixth card).
  void haven_sets_aside_a_dead_card_when_every_coin_counts() {
    const Game g = after(game(R"("Haven")", R"({"hand": ["Haven", "Gold", "Gold", "Copper", "Copper"],
      "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]})"),
                         {"play Haven"});
    ANSWERS("Medium", g, "choose Estate");
  }

  // ---- Island -----------------------------------------------------------------------------

  void island_puts_a_victory_card_on_the_mat() {
    const Game g = after(game(R"("Island")", R"({"hand": ["Island", "Gold", "Province", "Copper", "Silver"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Island"});
    ANSWERS("Medium", g, "choose Province");
  }

  void island_without_a_victory_card_takes_a_copper() {
    const Game g = after(game(R"("Island")", R"({"hand": ["Island", "Gold", "Silver", "Copper", "Silver"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Island"});
    ANSWERS("Medium", g, "choose Copper");
  }

  // ---- Native Village ---------------------------------------------------------------------

  // $5 in hand, a Gold on the mat: taking it back reaches a Province.
  void native_village_takes_back_a_mat_that_reaches_a_province() {
    const Game g = after(
        game(R"("Native Village")", R"({"hand": ["Native Village", "Gold", "Silver", "Estate", "Estate"],
      "nativeVillageMat": ["Gold"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
        {"play Native Village"});
    ANSWERS("Medium", g, "choose Put all the cards from your mat into your hand");
  }

  // A Copper on the mat changes nothing this turn: the top card joins it.
  void native_village_builds_up_the_mat_otherwise() {
    const Game g =
        after(game(R"("Native Village")", R"({"hand": ["Native Village", "Gold", "Gold", "Estate", "Estate"],
      "nativeVillageMat": ["Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
              {"play Native Village"});
    ANSWERS("Medium", g, "choose Put the top card of your deck on your mat");
  }

  // ---- Ambassador -------------------------------------------------------------------------

  // Early, the Estates go back, both of them (the rival gains one).
  void ambassador_gives_back_estates_while_most_provinces_are_left() {
    Game g = after(game(R"("Ambassador")", R"({"hand": ["Ambassador", "Estate", "Estate", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                   {"play Ambassador"});
    ANSWERS("Medium", g, "choose Estate");
    g.apply(*parseMove(g, "choose Estate"));
    ANSWERS("Medium", g, "choose Estate, Estate");
  }

  // The Coppers are the hand's buy: one is revealed for the rival to gain, none goes back.
  void ambassador_keeps_its_coppers_and_gives_the_rival_one() {
    Game g = after(game(R"("Ambassador")", R"({"hand": ["Ambassador", "Silver", "Copper", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                   {"play Ambassador"});
    ANSWERS("Medium", g, "choose Copper");
    g.apply(*parseMove(g, "choose Copper"));
    ANSWERS("Medium", g, "choose nothing");
  }

  // Nothing worth giving (the rival would gain a Silver): the Ambassador stays in hand.
  void ambassador_with_nothing_worth_giving_is_not_played() {
    const Game g = after(game(R"("Ambassador")", R"({"hand": ["Ambassador", "Silver", "Gold", "Gold", "Silver"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {});
    ANSWERS("Medium", g, "end");
  }

  // ---- Embargo ----------------------------------------------------------------------------

  // The rival's key card, which I do not buy.
  void embargo_goes_on_the_card_the_rival_buys() {
    const Game g =
        after(duel(R"("Embargo", "Smithy", "Village")",
                   R"({"hand": ["Embargo", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper"]})",
                   R"({"hand": ["Copper"], "discard": ["Smithy", "Smithy", "Village"], "deck": []})"),
              {"play Embargo"});
    ANSWERS("Medium", g, "choose Smithy");
  }

  // Against money alone: the Province.
  void embargo_goes_on_the_province_against_money() {
    const Game g =
        after(game(R"("Embargo", "Smithy")",
                   R"({"hand": ["Embargo", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper"]})"),
              {"play Embargo"});
    ANSWERS("Medium", g, "choose Province");
  }

  // ---- Watchtower -------------------------------------------------------------------------

  // A Curse from another player's Witch: revealed, and trashed.
  void watchtower_trashes_a_curse() {
    Game g = after(duel(R"("Watchtower", "Witch")", R"({"hand": ["Witch"], "deck": ["Copper", "Copper"]})",
                        R"({"hand": ["Watchtower", "Copper"], "deck": ["Copper", "Copper"]})"),
                   {"play Witch"});
    ANSWERS("Medium", g, "choose Watchtower");
    g.apply(*parseMove(g, "choose Watchtower"));
    ANSWERS("Medium", g, "choose Trash the gained card");
  }

  // A bought Gold goes onto the deck; a bought Province stays in the discard pile.
  void watchtower_puts_a_bought_gold_on_the_deck_but_not_a_province() {
    Game g = after(game(R"("Watchtower")", R"({"hand": ["Watchtower", "Gold", "Gold", "Gold"], "deck": []})"),
                   {"end", "play treasures", "buy Gold"});
    ANSWERS("Medium", g, "choose Watchtower");
    g.apply(*parseMove(g, "choose Watchtower"));
    ANSWERS("Medium", g, "choose Put it onto your deck");

    const Game province =
        after(game(R"("Watchtower")", R"({"hand": ["Watchtower", "Gold", "Gold", "Gold"], "deck": []})"),
              {"end", "play treasures", "buy Province"});
    ANSWERS("Medium", province, "choose nothing");
  }

  // ---- Prosperity: Expand, Forge, Mint, Vault, Grand Market, King's Court ---------------------

  // Expand turns the Estate into a $5 (Laboratory) rather than a Copper into a Silver.
  void expand_trashes_an_estate_for_a_five() {
    const Game g = after(
        game(R"("Expand", "Laboratory")", R"({"hand": ["Expand", "Estate", "Copper", "Copper", "Silver"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
        {"play Expand"});
    ANSWERS("Medium", g, "choose Estate");
  }

  // Forge trashes the two Estates ($4: a Smithy) and keeps the Gold.
  void forge_trashes_the_estates_and_keeps_the_gold() {
    const Game g =
        after(game(R"("Forge", "Smithy")", R"({"hand": ["Forge", "Estate", "Estate", "Gold", "Gold"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
              {"play Forge"});
    const std::string a = aifx::answer("Medium", g);
    QVERIFY2(a.find("Estate, Estate") != std::string::npos && a.find("Gold") == std::string::npos, a.c_str());
  }

  // Mint copies the Gold, not the Copper.
  void mint_copies_the_best_treasure() {
    const Game g = after(game(R"("Mint")", R"({"hand": ["Mint", "Copper", "Gold", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Mint"});
    ANSWERS("Medium", g, "choose Gold");
  }

  // Vault: the dead cards are discarded for coins; another player discards 2 dead cards to draw
  // one, and keeps a hand without them.
  void vault_discards_dead_cards_for_coins() {
    const Game g = after(game(R"("Vault")", R"({"hand": ["Vault", "Estate", "Gold", "Gold", "Silver"],
      "deck": ["Province", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Vault"});
    const std::string a = aifx::answer("Medium", g);
    QVERIFY2(a.find("Estate") != std::string::npos && a.find("Province") != std::string::npos &&
                 a.find("Gold") == std::string::npos,
             a.c_str());
  }

  void vault_victims_discard_two_dead_cards_only() {
    const Game g =
        after(duel(R"("Vault")", R"({"hand": ["Vault"], "deck": ["Copper", "Copper"]})",
                   R"({"hand": ["Estate", "Duchy", "Copper", "Silver", "Gold"], "deck": ["Copper"]})"),
              {"play Vault", "choose nothing"});
    ANSWERS("Medium", g, "choose Discard 2 cards");
    const Game keep =
        after(duel(R"("Vault")", R"({"hand": ["Vault"], "deck": ["Copper", "Copper"]})",
                   R"({"hand": ["Estate", "Copper", "Copper", "Silver", "Gold"], "deck": ["Copper"]})"),
              {"play Vault", "choose nothing"});
    ANSWERS("Medium", keep, "choose Don't discard");
  }

  // Grand Market can't be bought with a Copper in play: Medium, wanting it with $7, plays the
  // Golds and keeps the Copper in hand.
  void grand_market_is_bought_without_playing_the_coppers() {
    Game g = after(game(R"("Grand Market")", R"({"hand": ["Gold", "Gold", "Copper", "Estate", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})",
                        R"(, "turn": {"phase": "buy", "buys": 2})"),
                   {});
    auto medium = ai::makePlayer("Medium", 1);
    for (int k = 0; k < 6 && g.decision().kind == DecisionKind::BuyPhase && !g.s.turn.bought; ++k)
      QVERIFY(g.apply(medium->decide(view(g, 0))));
    QVERIFY(g.s.turn.bought);
    int grandMarkets = 0;
    for (Inst i : g.player(0).discard()) grandMarkets += g.cardOf(i) == findCard("Grand Market");
    QCOMPARE(grandMarkets, 1);
    QCOMPARE(int(g.player(0).hand().size()), 3);  // the Copper and the Estates
  }

  // King's Court, like Throne Room, plays the best Action in hand three times.
  void kings_court_plays_the_action_in_hand() {
    const Game g = after(game(R"("King\u0027s Court", "Smithy")",
                              R"({"hand": ["King\u0027s Court", "Smithy", "Copper", "Copper", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play King's Court"});
    ANSWERS("Medium", g, "choose Smithy");
  }

  // ---- Trader -----------------------------------------------------------------------------

  // An Estate becomes two Silvers.
  void trader_trashes_an_estate() {
    const Game g = after(game(R"("Trader")", R"({"hand": ["Trader", "Estate", "Copper", "Copper", "Silver"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Trader"});
    ANSWERS("Medium", g, "choose Estate");
  }

  // Never a Province, even for eight Silvers.
  void trader_keeps_a_province() {
    const Game g = after(game(R"("Trader")", R"({"hand": ["Trader", "Province", "Copper", "Copper", "Copper"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
                         {"play Trader"});
    ANSWERS("Medium", g, "choose Copper");
  }

  // A Curse from another player's Witch is exchanged for a Silver.
  void trader_exchanges_a_curse_for_a_silver() {
    const Game g = after(duel(R"("Trader", "Witch")", R"({"hand": ["Witch"], "deck": ["Copper", "Copper"]})",
                              R"({"hand": ["Trader", "Copper"], "deck": ["Copper", "Copper"]})"),
                         {"play Witch"});
    ANSWERS("Medium", g, "choose Trader");
  }

  // A bought Gold is kept.
  void trader_keeps_a_bought_gold() {
    const Game g = after(game(R"("Trader")", R"({"hand": ["Trader", "Gold", "Gold", "Gold"], "deck": []})"),
                         {"end", "play treasures", "buy Gold"});
    ANSWERS("Medium", g, "choose nothing");
  }

  // ---- Fool's Gold ------------------------------------------------------------------------

  // Another player's Province: the Fool's Gold becomes a Gold onto the deck.
  void fools_gold_is_trashed_for_a_gold_when_another_player_gains_a_province() {
    const Game g = after(duel(R"("Fools Gold")", R"({"hand": ["Gold", "Gold", "Gold"], "deck": []})",
                              R"({"hand": ["Fools Gold", "Copper"], "deck": []})"),
                         {"play treasures", "buy Province"});
    QCOMPARE(int(g.decision().player), 1);
    ANSWERS("Medium", g, "choose Fool's Gold");
  }

  // ---- Border Village ---------------------------------------------------------------------

  // Near the end, the cheaper card is a Duchy.
  void border_village_gains_a_duchy_near_the_end() {
    const Game g = after(game(R"("Border Village", "Smithy")", R"({"hand": ["Gold", "Gold"], "deck": []})",
                              R"(, "supply": {"Province": 2})"),
                         {"play treasures", "buy Border Village"});
    ANSWERS("Medium", g, "choose Duchy");
  }

  // ---- Tournament and the Prizes ----------------------------------------------------------

  // Every level reveals its Province for a Prize and takes Followers first, then the next Prize
  // in its order.
  void every_level_trades_a_province_for_the_best_prize_left() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g = after(game(R"("Tournament")", R"({"hand": ["Tournament", "Province", "Copper"],
        "deck": ["Copper", "Copper"]})"),
                           {"play Tournament"});
      ANSWERS(level, g, "choose Province");
      ANSWERS(level, after(savePosition(g), {"choose Province"}), "choose Followers");
    }
    const Game taken = after(game(R"("Tournament")", R"({"hand": ["Tournament", "Province"], "deck": []})",
                                  R"(, "supply": {"Followers": 0})"),
                             {"play Tournament", "choose Province"});
    ANSWERS("Medium", taken, "choose Trusty Steed");
  }

  // Another player's Tournament: a Province is always revealed (the +1 Card and +$1 are lost).
  void every_level_reveals_a_province_against_another_players_tournament() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g = after(duel(R"("Tournament")", R"({"hand": ["Tournament"], "deck": ["Copper"]})",
                                R"({"hand": ["Province", "Copper"], "deck": []})"),
                           {"play Tournament"});
      QCOMPARE(int(g.decision().player), 1);
      ANSWERS(level, g, "choose Province");
    }
  }

  // Two gains from the end, a Duchy rather than a Prize; with no Prize left, a Duchy only near
  // the end, and no reveal earlier.
  void tournament_takes_a_duchy_near_the_end() {
    const Game g = after(game(R"("Tournament")", R"({"hand": ["Tournament", "Province"], "deck": []})",
                              R"(, "supply": {"Province": 2})"),
                         {"play Tournament", "choose Province"});
    ANSWERS("Medium", g, "choose Duchy");
    const Game none = after(game(R"("Tournament")", R"({"hand": ["Tournament", "Province"], "deck": []})",
                                 R"(, "supply": {"Bag of Gold": 0, "Diadem": 0, "Followers": 0,
                                   "Princess": 0, "Trusty Steed": 0})"),
                            {"play Tournament"});
    ANSWERS("Medium", none, "choose nothing");
  }

  // Trusty Steed: +2 Cards and +$2; +2 Actions with an Action waiting in hand; the Silvers in
  // the first turns.
  void trusty_steed_chooses_by_the_hand_and_the_turn() {
    const Game plain = after(game(R"("Tournament")", R"({"hand": ["Trusty Steed", "Copper"],
      "deck": ["Copper", "Copper", "Copper"], "turnsTaken": 8})",
                                  R"(, "supply": {"Trusty Steed": 0})"),
                             {"play Trusty Steed"});
    ANSWERS("Medium", plain, "choose +2 Cards, +$2");
    const Game action = after(game(R"("Tournament", "Smithy")", R"({"hand": ["Trusty Steed", "Smithy"],
      "deck": ["Copper", "Copper", "Copper"], "turnsTaken": 8})",
                                   R"(, "supply": {"Trusty Steed": 0})"),
                              {"play Trusty Steed"});
    ANSWERS("Medium", action, "choose +2 Cards, +2 Actions");
    const Game early = after(game(R"("Tournament")", R"({"hand": ["Trusty Steed", "Copper"],
      "deck": ["Copper", "Copper", "Copper"], "turnsTaken": 2})",
                                  R"(, "supply": {"Trusty Steed": 0})"),
                             {"play Trusty Steed"});
    ANSWERS("Easy", early, "choose +2 Cards, Gain 4 Silvers and put your deck into your discard pile");
  }

  // ---- Prosperity, 1st edition: Loan, Royal Seal, Counting House, Mountebank, Contraband ----

  // Loan trashes a Copper (the money owned stays above 7) and discards a Silver.
  void every_level_trashes_a_copper_with_loan_and_discards_a_silver() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game copper = after(game(R"("Loan")", R"({"hand": ["Loan", "Gold", "Gold"],
        "deck": ["Estate", "Copper", "Copper"], "discard": ["Silver", "Silver"]})"),
                                {"play Loan"});
      ANSWERS(level, copper, "choose Trash");
      const Game silver =
          after(game(R"("Loan")", R"({"hand": ["Loan"], "deck": ["Silver", "Copper"]})"), {"play Loan"});
      ANSWERS(level, silver, "choose Discard");
    }
  }

  // Royal Seal: a bought Gold onto the deck, a Province left in the discard pile.
  void every_level_puts_a_bought_gold_onto_the_deck_with_royal_seal() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game gold =
          after(game(R"("Royal Seal")", R"({"hand": ["Royal Seal", "Gold", "Silver"], "deck": []})"),
                {"play treasures", "buy Gold"});
      ANSWERS(level, gold, "choose Gold");
      const Game province =
          after(game(R"("Royal Seal")", R"({"hand": ["Royal Seal", "Gold", "Gold"], "deck": []})"),
                {"play treasures", "buy Province"});
      ANSWERS(level, province, "choose nothing");
    }
  }

  // Counting House takes every Copper of the discard pile.
  void every_level_takes_every_copper_with_counting_house() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g = after(game(R"("Counting House")", R"({"hand": ["Counting House"], "deck": [],
        "discard": ["Copper", "Estate", "Copper", "Copper"]})"),
                           {"play Counting House"});
      const Move m = *parseMove(g, aifx::answer(level, g));
      QCOMPARE(int(m.picks.size()), 3);  // the discard pile's Coppers, written by instance
    }
  }

  // Mountebank's victim discards a Curse rather than gain a Curse and a Copper.
  void every_level_discards_a_curse_against_mountebank() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g = after(duel(R"("Mountebank")", R"({"hand": ["Mountebank"], "deck": []})",
                                R"({"hand": ["Curse", "Copper", "Estate"], "deck": []})"),
                           {"play Mountebank"});
      ANSWERS(level, g, "choose Curse");
    }
  }

  // Contraband: the player to the left names the card the player could buy with the most they
  // may have: a Province with $3 and four cards in hand ($9 at most), a Gold with two ($6).
  void every_level_names_the_card_the_contraband_player_would_buy() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game rich =
          after(duel(R"("Contraband", "Laboratory")",
                     R"({"hand": ["Contraband", "Gold", "Gold", "Silver", "Copper"], "deck": []})",
                     R"({"hand": ["Copper"], "deck": []})"),
                {"play Contraband"});
      ANSWERS(level, rich, "name Province");
      const Game poor = after(
          duel(R"("Contraband", "Laboratory")", R"({"hand": ["Contraband", "Copper", "Copper"], "deck": []})",
               R"({"hand": ["Copper"], "deck": []})"),
          {"play Contraband"});
      ANSWERS(level, poor, "name Gold");
    }
  }

  // ---- The Loots (every level) -------------------------------------------------------------

  // Amphora: now when the +$3 buys a dearer card this turn (a Gold with $3), next turn when it
  // buys nothing more ($8: no card costs $9 to $11).
  void every_level_takes_amphora_now_unless_it_buys_nothing_more() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game now =
          after(game(R"("Sack of Loot")", R"({"hand": ["Silver", "Copper", "Amphora"], "deck": []})"),
                {"play Silver", "play Copper", "play Amphora"});
      ANSWERS(level, now, "choose Now");
      const Game later =
          after(game(R"("Sack of Loot")", R"({"hand": ["Gold", "Gold", "Silver", "Amphora"], "deck": []})"),
                {"play Gold", "play Gold", "play Silver", "play Amphora"});
      ANSWERS(level, later, "choose At the start of your next turn");
    }
  }

  // Insignia: a gained Loot (a good card) goes onto the deck, to be drawn next turn.
  void every_level_puts_a_good_gained_card_onto_the_deck_with_insignia() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g =
          after(game(R"("Sack of Loot")", R"({"hand": ["Insignia", "Sack of Loot"], "deck": ["Copper"]})",
                     R"(, "supply": {"Loot": ["Hammer", "Sword"]})"),
                {"play Insignia", "play Sack of Loot"});
      ANSWERS(level, g, "choose Hammer");
    }
  }

  // Orb: the +1 Buy and +$3 rather than a Gold from the discard pile.
  void every_level_takes_orbs_bonus_over_a_gold() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g =
          after(game(R"("Sack of Loot")", R"({"hand": ["Orb"], "discard": ["Gold", "Copper"], "deck": []})"),
                {"play Orb"});
      ANSWERS(level, g, "choose nothing");
    }
  }

  // Puzzle Box: an Action the Buy phase can no longer play waits for the next hand; an Estate
  // does not.
  void every_level_keeps_an_action_for_the_next_turn_with_puzzle_box() {
    for (const char* level : {"Easy", "Medium", "Hard"}) {
      const Game g = after(
          game(R"("Sack of Loot", "Smithy")", R"({"hand": ["Puzzle Box", "Smithy", "Estate"], "deck": []})"),
          {"end", "play Puzzle Box"});
      ANSWERS(level, g, "choose Smithy");
    }
  }

  // ---- Prosperity, 2nd edition: Anvil, Clerk ------------------------------------------------

  // Anvil: a Copper for a $4 card when the coins left still buy a Gold ($7 or $6) ...
  void anvil_discards_a_copper_when_the_buy_stays() {
    const Game g =
        after(game(R"("Anvil", "Smithy")", R"({"hand": ["Anvil", "Copper", "Gold", "Silver", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
              {"play Anvil"});
    ANSWERS("Medium", g, "choose Copper");
  }

  // ... but not when it costs the Province ($8 to $7).
  void anvil_keeps_the_copper_a_province_needs() {
    const Game g =
        after(game(R"("Anvil", "Smithy")", R"({"hand": ["Anvil", "Copper", "Gold", "Gold", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})"),
              {"play Anvil"});
    ANSWERS("Medium", g, "choose nothing");
  }

  // Clerk's victim puts back the card its next turn needs least.
  void clerk_victims_put_back_a_dead_card() {
    const Game g =
        after(duel(R"("Clerk")", R"({"hand": ["Clerk"], "deck": ["Copper", "Copper"]})",
                   R"({"hand": ["Gold", "Estate", "Silver", "Gold", "Copper"], "deck": ["Copper"]})"),
              {"play Clerk"});
    ANSWERS("Medium", g, "choose Estate");
  }

  // Clerk is played at the start of the turn: it costs no Action.
  void every_level_plays_clerk_at_the_start_of_the_turn() {
    const Game g = after(
        duel(R"("Clerk")", R"({"hand": [], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]})",
             R"({"hand": ["Clerk", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper"]})"),
        {"end"});
    for (const char* level : {"Easy", "Medium", "Hard"}) ANSWERS(level, g, "choose Clerk");
  }

  // ---- Duchess and Oracle (Hinterlands, 1st edition) --------------------------------------

  // Duchess: a dead card on top of my deck is discarded, a Gold kept.
  void duchess_discards_a_dead_top_card_and_keeps_a_gold() {
    const Game dead =
        after(game(R"("Duchess")", R"({"hand": ["Duchess"], "deck": ["Estate", "Gold"]})"), {"play Duchess"});
    ANSWERS("Medium", dead, "choose Discard");
    const Game gold =
        after(game(R"("Duchess")", R"({"hand": ["Duchess"], "deck": ["Gold", "Estate"]})"), {"play Duchess"});
    ANSWERS("Medium", gold, "choose Put back");
  }

  // Duchess: with a Duchy, a money deck takes the Duchess.
  void duchess_is_taken_with_a_duchy() {
    const Game g = after(game(R"("Duchess")", R"({"hand": ["Gold", "Silver"], "deck": ["Copper", "Copper",
      "Copper", "Estate", "Estate"]})"),
                         {"play treasures", "buy Duchy"});
    QCOMPARE(g.decision().id, Text::MayGainCard);
    ANSWERS("Medium", g, "choose Duchess");
  }

  // Oracle: my two good cards go back (I draw them), my poor ones are discarded; a rival's good
  // cards are discarded.
  void oracle_keeps_my_good_cards_and_discards_the_rivals_good_ones() {
    const std::string rival = R"({"hand": [], "deck": ["Gold", "Gold", "Copper"]})";
    const Game good =
        after(duel(R"("Oracle")", R"({"hand": ["Oracle"], "deck": ["Gold", "Silver", "Copper"]})", rival),
              {"play Oracle"});
    ANSWERS("Medium", good, "choose Put back");
    const Game poor =
        after(duel(R"("Oracle")", R"({"hand": ["Oracle"], "deck": ["Estate", "Copper", "Gold"]})", rival),
              {"play Oracle"});
    ANSWERS("Medium", poor, "choose Discard");
    const Game theirs =
        after(duel(R"("Oracle")", R"({"hand": ["Oracle"], "deck": ["Estate", "Copper", "Gold"]})", rival),
              {"play Oracle", "choose Discard"});
    ANSWERS("Medium", theirs, "choose Discard");
  }
};

QTEST_APPLESS_MAIN(SetCardsTest)
#include "setcards_test.moc"
