// Prosperity's last 2nd-edition cards (Tiara, Crystal Ball, Investment, War Chest, Charlatan),
// with the rulings of the Card Reference (complete rules, chapter VI: "Tiara ①", "War Chest ③").
#include <algorithm>

#include "engine/earlier_versions.hpp"
#include "engine/log_text.hpp"
#include "engine/position.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::id;
using fx::logged;
using fx::logHas;
using fx::names;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) {
  return fx::sorted(names(g, p, Zone::Hand));
}

int vp(const Game& g, PlayerId p) { return int(g.player(p).counter(Counter::VP)); }

CardId topOfDeck(const Game& g, PlayerId p) { return g.cardOf(g.player(p).deck().back()); }

bool offers(const Game& g, int32_t choice) {
  const auto& c = g.decision().choices;
  return std::find(c.begin(), c.end(), choice) != c.end();
}

}  // namespace

class Prosperity3CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Tiara --------------------------------------------------------------------------------

  // Tiara ①④: +1 Buy and no coin of its own; it may play a Treasure from the hand twice.
  void tiara_gives_a_buy_and_plays_a_treasure_twice() {
    auto g = logged(R"({"kingdom": ["Tiara"], "players": [
      {"hand": ["Tiara", "Gold", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Tiara");
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.turn.coins), 0);
    ASKS(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().id, Text::MayPlayTreasureTwice);
    MOVES(g, "choose Gold");
    QCOMPARE(int(g.s.turn.coins), 6);
    SAME(names(g, 0, Zone::InPlay), "Tiara", "Gold");
    SAME(hand(g, 0), "Copper");
    QVERIFY(logHas(g, "Player 1 plays Gold."));
  }

  // Tiara ④: playing a Treasure twice is optional.
  void tiara_may_play_no_treasure() {
    auto g = fx::position(R"({"kingdom": ["Tiara"], "players": [
      {"hand": ["Tiara", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Tiara", "choose nothing");
    QCOMPARE(int(g.s.turn.coins), 0);
    SAME(hand(g, 0), "Silver");
  }

  // Tiara ②③ (MOVE GAINED CARD): for the rest of the turn each card its player gains may go
  // onto the deck, or stay where it was gained.
  void tiara_may_put_each_card_gained_this_turn_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Tiara"], "players": [
      {"hand": ["Tiara", "Gold", "Silver"], "deck": ["Copper"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Tiara", "choose nothing", "play Gold", "play Silver", "buy Silver");
    QCOMPARE(g.decision().id, Text::MayTopdeckGained);
    QCOMPARE(CardId(g.decision().args[0]), cards::Silver);
    MOVES(g, "choose Silver");
    QCOMPARE(topOfDeck(g, 0), cards::Silver);
    MOVES(g, "buy Copper", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Copper");
    SAME(names(g, 0, Zone::Deck), "Silver", "Copper");
  }

  // Tiara ④: a card gained by the Treasure it plays may go onto the deck too (War Chest, twice).
  void tiara_topdecks_the_cards_its_treasure_gains() {
    auto g = fx::position(R"({"kingdom": ["Tiara", "War Chest", "Village"], "players": [
      {"hand": ["Tiara", "War Chest"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Tiara", "choose War Chest", "name Silver", "choose Village");
    QCOMPARE(g.decision().id, Text::MayTopdeckGained);
    MOVES(g, "choose Village", "name Village", "choose Estate", "choose Estate");
    SAME(names(g, 0, Zone::Deck), "Estate", "Village", "Copper");
  }

  // A Tiara played twice by a Tiara plays two Treasures twice each (not one four times); its
  // "this turn" effect asks once per gained card.
  void tiara_played_twice_plays_two_treasures_twice() {
    auto g = fx::position(R"({"kingdom": ["Tiara"], "players": [
      {"hand": ["Tiara", "Tiara", "Gold", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Tiara", "choose Tiara", "choose Gold", "choose Silver");
    QCOMPARE(int(g.s.turn.coins), 10);
    QCOMPARE(int(g.s.turn.buys), 4);
    QCOMPARE(int(g.s.turn.effects.size()), 1);
    MOVES(g, "buy Copper", "choose nothing");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // "play treasures" plays Tiara first, so that it may play one of the others twice.
  void play_treasures_plays_tiara_first() {
    auto g = fx::position(R"({"kingdom": ["Tiara"], "players": [
      {"hand": ["Copper", "Gold", "Tiara"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(g.decision().id, Text::MayPlayTreasureTwice);
    SAME(names(g, 0, Zone::InPlay), "Tiara");
    MOVES(g, "choose Gold");
    QCOMPARE(int(g.s.turn.coins), 7);
  }

  // Only this turn: the next turn's gains are not asked about.
  void tiara_effect_ends_with_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Tiara"], "players": [
      {"hand": ["Tiara"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Tiara");
    endTurn(g);
    QVERIFY(g.s.turn.effects.empty());
    MOVES(g, "buy Copper");  // nothing asked: the turn ends with the buy
    QVERIFY(g.decision().id != Text::MayTopdeckGained);
    QCOMPARE(int(g.current()), 0);
  }

  // ---- Crystal Ball -------------------------------------------------------------------------

  // $1; the top card may be trashed. A Victory card can't be played: no such option.
  void crystal_ball_may_trash_the_top_card() {
    auto g = logged(R"({"kingdom": ["Crystal Ball"], "players": [
      {"hand": ["Crystal Ball"], "deck": ["Estate", "Copper"]}, {}]})");
    MOVES(g, "play Crystal Ball");
    QCOMPARE(int(g.s.turn.coins), 1);
    ASKS(g, SelectOption, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::ChooseForTopCard);
    QCOMPARE(CardId(g.decision().args[0]), cards::Estate);
    QCOMPARE(int(g.decision().options.size()), 3);
    MOVES(g, "choose Trash");
    SAME(fx::trash(g), "Estate");
    SAME(names(g, 0, Zone::Deck), "Copper");
    QVERIFY(logHas(g, "Player 1 trashes Estate."));
  }

  // Or discarded.
  void crystal_ball_may_discard_the_top_card() {
    auto g = fx::position(R"({"kingdom": ["Crystal Ball"], "players": [
      {"hand": ["Crystal Ball"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Crystal Ball", "choose Discard");
    SAME(names(g, 0, Zone::Discard), "Estate");
  }

  // Crystal Ball ②: a card not trashed, discarded or played goes back on the deck.
  void crystal_ball_puts_back_the_card_kept() {
    auto g = fx::position(R"({"kingdom": ["Crystal Ball"], "players": [
      {"hand": ["Crystal Ball"], "deck": ["Copper", "Gold"]}, {}]})");
    MOVES(g, "play Crystal Ball", "choose Put back");
    SAME(names(g, 0, Zone::Deck), "Copper", "Gold");
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  // Crystal Ball ①: a Treasure may be played.
  void crystal_ball_plays_a_treasure() {
    auto g = fx::position(R"({"kingdom": ["Crystal Ball"], "players": [
      {"hand": ["Crystal Ball"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Crystal Ball", "choose Play");
    QCOMPARE(int(g.s.turn.coins), 4);
    SAME(names(g, 0, Zone::InPlay), "Crystal Ball", "Gold");
  }

  // Crystal Ball ①③: an Action is played in the Buy phase; the Treasures it draws can still be
  // played, its +Actions play no Action card in the Buy phase.
  void crystal_ball_plays_an_action_in_the_buy_phase() {
    auto g = fx::position(R"({"kingdom": ["Crystal Ball", "Village", "Smithy"], "players": [
      {"hand": ["Crystal Ball"], "deck": ["Smithy", "Copper", "Silver", "Village"]}, {}]})");
    MOVES(g, "play Crystal Ball", "choose Play");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 0, Zone::InPlay), "Crystal Ball", "Smithy");
    SAME(hand(g, 0), "Copper", "Silver", "Village");
    QVERIFY(!fx::tryMove(g, "play Village").empty());
    MOVES(g, "play Silver", "play Copper");
    QCOMPARE(int(g.s.turn.coins), 4);
  }

  // With an empty deck and discard pile there is nothing to look at.
  void crystal_ball_with_no_card_to_look_at() {
    auto g = fx::position(R"({"kingdom": ["Crystal Ball"], "players": [
      {"hand": ["Crystal Ball"], "deck": []}, {}]})");
    MOVES(g, "play Crystal Ball");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  // ---- Investment ---------------------------------------------------------------------------

  // Investment ①: a card trashed from the hand, then +$1.
  void investment_trashes_a_card_then_gives_a_coin() {
    auto g = logged(R"({"kingdom": ["Investment"], "players": [
      {"hand": ["Investment", "Estate", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Investment");
    QCOMPARE(g.decision().id, Text::TrashCardFromHand);
    MOVES(g, "choose Estate");
    ASKS(g, SelectOption, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::ChooseOne);
    MOVES(g, "choose +$1");
    QCOMPARE(int(g.s.turn.coins), 1);
    SAME(fx::trash(g), "Estate");
    SAME(names(g, 0, Zone::InPlay), "Investment");
  }

  // Investment ①③: or it is trashed to reveal the hand for +1 VP per differently named
  // Treasure (two Coppers and a Silver: 2); the revealed Treasures can still be played.
  void investment_trashed_for_a_vp_per_differently_named_treasure() {
    auto g = logged(R"({"kingdom": ["Investment"], "players": [
      {"hand": ["Investment", "Estate", "Copper", "Copper", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Investment", "choose Estate",
          "choose Trash this to reveal your hand for +1 VP per differently named Treasure");
    QCOMPARE(vp(g, 0), 2);
    SAME(fx::sorted(fx::trash(g)), "Estate", "Investment");
    QVERIFY(logHas(g, "Player 1 reveals Silver."));
    QVERIFY(logHas(g, "Player 1 gets +2 VP."));
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 4);
  }

  // Investment ④: with no other card in hand nothing is trashed, but one option is still chosen.
  void investment_with_an_empty_hand_still_chooses() {
    auto g = fx::position(R"({"kingdom": ["Investment"], "players": [
      {"hand": ["Investment"], "deck": []}, {}]})");
    MOVES(g, "play Investment");
    QCOMPARE(g.decision().id, Text::ChooseOne);
    MOVES(g, "choose Trash this to reveal your hand for +1 VP per differently named Treasure");
    QCOMPARE(vp(g, 0), 0);
    SAME(fx::trash(g), "Investment");
  }

  // Investment ⑤ (EFFECT WHEN MOVED FROM PLAY): played twice (Tiara), it trashes a card each
  // time, but once trashed the second play can't trash it again: no VP the second time.
  void investment_played_twice_gives_vp_once() {
    auto g = fx::position(R"({"kingdom": ["Investment", "Tiara"], "players": [
      {"hand": ["Tiara", "Investment", "Estate", "Estate", "Gold"], "deck": []}, {}]})");
    const std::string forVp =
        "choose Trash this to reveal your hand for +1 VP per differently named Treasure";
    MOVES(g, "play Tiara", "choose Investment", "choose Estate", forVp.c_str());
    QCOMPARE(vp(g, 0), 1);
    MOVES(g, "choose Estate", forVp.c_str());
    QCOMPARE(vp(g, 0), 1);
    SAME(fx::sorted(fx::trash(g)), "Estate", "Estate", "Investment");
  }

  // ---- War Chest ----------------------------------------------------------------------------

  // War Chest ①②: no coin; the player to the left names a card, and a card costing up to $5
  // other than it is gained. The named card is saved with the turn and shown in the view.
  void war_chest_gains_a_card_not_named() {
    auto g = logged(R"({"kingdom": ["War Chest", "Village", "Laboratory"], "players": [
      {"hand": ["War Chest"], "deck": []}, {}, {}]})");
    MOVES(g, "play War Chest");
    QCOMPARE(int(g.s.turn.coins), 0);
    ASKS(g, NameCard, 1, 1, 1);
    QCOMPARE(g.decision().id, Text::NameCardForWarChest);
    MOVES(g, "name Laboratory");
    QVERIFY(logHas(g, "Player 2 names Laboratory."));
    ASKS(g, SelectPile, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::GainUpToNotNamed);
    QVERIFY(!offers(g, g.pileIndex(id("Laboratory"))));
    QVERIFY(offers(g, g.pileIndex(id("Village"))));
    QVERIFY(!offers(g, g.pileIndex(cards::Gold)));
    const View v = view(g, 0);
    QCOMPARE(int(v.namedForWarChest.size()), 1);
    QCOMPARE(v.namedForWarChest[0], id("Laboratory"));
    const Game back = loadPosition(savePosition(g));
    QCOMPARE(int(back.s.turn.namedForWarChest.size()), 1);
    QCOMPARE(back.s.turn.namedForWarChest[0], id("Laboratory"));
    MOVES(g, "choose Village");
    SAME(names(g, 0, Zone::Discard), "Village");
  }

  // War Chest ③: the restriction is cumulative: the second can gain neither card named.
  void war_chest_cannot_gain_any_card_named_this_turn() {
    auto g = fx::position(R"({"kingdom": ["War Chest", "Village"], "players": [
      {"hand": ["War Chest", "War Chest"], "deck": []}, {}]})");
    MOVES(g, "play War Chest", "name Silver", "choose Village", "play War Chest", "name Village");
    QVERIFY(!offers(g, g.pileIndex(cards::Silver)));
    QVERIFY(!offers(g, g.pileIndex(id("Village"))));
    QVERIFY(offers(g, g.pileIndex(cards::Estate)));
    MOVES(g, "choose Estate");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Estate", "Village");
  }

  // War Chest ②: the named card can still be gained other ways (bought); the names last the turn.
  void war_chest_named_card_can_be_bought() {
    auto g = fx::position(R"({"kingdom": ["War Chest"], "players": [
      {"hand": ["War Chest", "Gold"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play War Chest", "name Silver", "choose Copper", "play Gold", "buy Silver");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Silver");
    endTurn(g);
    QVERIFY(g.s.turn.namedForWarChest.empty());
  }

  // War Chest ① (CARD COSTS): the cost now: under Quarry, Forge ($7) costs $5.
  void war_chest_gains_by_the_cost_now() {
    auto g = fx::position(R"({"kingdom": ["War Chest", "Quarry", "Forge"], "players": [
      {"hand": ["Quarry", "War Chest"], "deck": []}, {}]})");
    MOVES(g, "play Quarry", "play War Chest", "name Gold", "choose Forge");
    SAME(names(g, 0, Zone::Discard), "Forge");
  }

  // ---- Charlatan ----------------------------------------------------------------------------

  // +$3, and each other player gains a Curse, in turn order.
  void charlatan_gives_three_coins_and_curses_the_others() {
    auto g = logged(R"({"kingdom": ["Charlatan"], "players": [
      {"hand": ["Charlatan"], "deck": []}, {}, {}]})");
    MOVES(g, "play Charlatan");
    QCOMPARE(int(g.s.turn.coins), 3);
    SAME(names(g, 1, Zone::Discard), "Curse");
    SAME(names(g, 2, Zone::Discard), "Curse");
    QVERIFY(logHas(g, "Player 2 gains Curse."));
  }

  // Charlatan ①: the +$3 even with no Curse left.
  void charlatan_gives_its_coins_with_no_curse_left() {
    auto g = fx::position(R"({"kingdom": ["Charlatan"], "supply": {"Curse": 0}, "players": [
      {"hand": ["Charlatan"], "deck": []}, {}]})");
    MOVES(g, "play Charlatan");
    QCOMPARE(int(g.s.turn.coins), 3);
    QVERIFY(names(g, 1, Zone::Discard).empty());
  }

  // Charlatan ②: in a game with it, Curse is a Treasure worth $1, played alone or with "play
  // treasures"; it still scores -1 VP. The flag round-trips and views show it.
  void curse_is_a_treasure_worth_one_coin_with_charlatan() {
    auto g = logged(R"({"kingdom": ["Charlatan"], "players": [
      {"hand": ["Curse", "Curse", "Copper"], "deck": []}, {}]})");
    QVERIFY(g.s.cursesAreTreasures);
    QVERIFY(view(g, 0).cursesAreTreasures);
    QVERIFY(savePosition(g).find("\"cursesAreTreasures\": true") != std::string::npos);
    QVERIFY(loadPosition(savePosition(g)).s.cursesAreTreasures);
    MOVES(g, "play Curse");
    QCOMPARE(int(g.s.turn.coins), 1);
    QVERIFY(logHas(g, "Player 1 plays Curse."));
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 3);
    SAME(names(g, 0, Zone::InPlay), "Curse", "Curse", "Copper");
    QCOMPARE(g.score(0), -2);
  }

  // Without Charlatan a Curse is no Treasure: it can't be played, "play treasures" leaves it.
  void curse_is_no_treasure_without_charlatan() {
    auto g = fx::position(R"({"kingdom": ["Mountebank"], "players": [
      {"hand": ["Curse", "Copper"], "deck": []}, {}]})");
    QVERIFY(!g.s.cursesAreTreasures);
    QVERIFY(!fx::tryMove(g, "play Curse").empty());
    MOVES(g, "play treasures");
    SAME(hand(g, 0), "Curse");
  }

  // Charlatan ③: Curses are Treasures in play (Bank counts them) ...
  void curse_in_play_counts_for_bank() {
    auto g = fx::position(R"({"kingdom": ["Charlatan", "Bank"], "players": [
      {"hand": ["Curse", "Bank"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 3);  // $1, and Bank's $2 for two Treasures in play
  }

  // ... and in the hand (Mine trashes one for a Treasure costing up to $3 more).
  void curse_in_hand_is_a_treasure_for_mine() {
    auto g = fx::position(R"({"kingdom": ["Charlatan", "Mine"], "players": [
      {"hand": ["Mine", "Curse", "Estate"], "deck": []}, {}]})");
    MOVES(g, "play Mine", "choose Curse", "choose Silver");
    SAME(fx::trash(g), "Curse");
    SAME(hand(g, 0), "Estate", "Silver");
  }

  // ---- Earlier versions (Setup::earlierVersions: the rules' PREVIOUS VERSIONS OF SOME CARDS) --

  // Hoard (pre-2022) ④: while it is in play, buying a Victory card gains a Gold.
  void hoard_earlier_version_gains_a_gold_when_a_victory_card_is_bought() {
    auto g = logged(R"({"earlierVersions": true, "kingdom": ["Hoard"], "players": [
      {"hand": ["Hoard", "Copper", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Duchy");
    SAME(fx::gained(g, 0), "Gold", "Duchy");
  }

  // Hoard (pre-2022) ④: "while this is in play": played twice (Tiara) it is still one card in
  // play, one Gold; the 2022 text sets up an effect per play, two Golds.
  void hoard_earlier_version_played_twice_gains_one_gold() {
    for (const bool earlier : {true, false}) {
      auto g = logged(std::string(R"({"earlierVersions": )") + (earlier ? "true" : "false") +
                      R"(, "kingdom": ["Hoard", "Tiara"], "players": [
        {"hand": ["Tiara", "Hoard", "Copper"], "deck": []}, {}]})");
      MOVES(g, "play Tiara", "choose Hoard", "play treasures", "buy Estate");
      // Tiara offers to put each gained card onto the deck: no.
      for (int k = 0; k < 4 && g.decision().kind == DecisionKind::SelectCards; ++k)
        MOVES(g, "choose nothing");
      const std::vector<std::string> gains = fx::gained(g, 0);
      QCOMPARE(int(std::count(gains.begin(), gains.end(), "Gold")), earlier ? 1 : 2);
    }
  }

  // Hoard (pre-2022) ⑤: a Victory card gained without buying it gives no Gold.
  void hoard_earlier_version_ignores_a_victory_card_gained_without_buying() {
    auto g = logged(R"({"earlierVersions": true, "kingdom": ["Hoard", "Workshop"],
      "players": [{"hand": ["Workshop"], "inPlay": ["Hoard"], "deck": []}, {}]})");
    MOVES(g, "play Workshop", "choose Estate");
    SAME(fx::gained(g, 0), "Estate");
  }

  // Mint (pre-2022) ⑧⑩: buying it trashes every Treasure in play at once, a Duration too
  // (Astrolabe), and the Treasures in hand stay; the 2022 text keeps the Duration.
  void mint_earlier_version_trashes_every_treasure_in_play_when_bought() {
    for (const bool earlier : {true, false}) {
      auto g = fx::position(std::string(R"({"earlierVersions": )") + (earlier ? "true" : "false") +
                            R"(, "kingdom": ["Mint", "Astrolabe"], "players": [
        {"hand": ["Astrolabe", "Silver", "Copper", "Gold"], "deck": ["Estate", "Estate"]}, {}]})");
      MOVES(g, "play Astrolabe", "play Silver", "play Gold", "buy Mint");
      if (earlier)
        SAME(fx::sorted(fx::trash(g)), "Astrolabe", "Gold", "Silver");
      else
        SAME(fx::sorted(fx::trash(g)), "Gold", "Silver");
      QCOMPARE(fx::names(g, 0, Zone::Hand), std::vector<std::string>{"Copper"});
    }
  }

  // Mint (pre-2022): a when-buy ability; a Mint gained without buying it trashes nothing.
  void mint_earlier_version_gained_without_buying_trashes_nothing() {
    auto g = fx::position(R"({"earlierVersions": true, "kingdom": ["Mint", "Artisan"],
      "players": [{"hand": ["Artisan", "Copper"], "inPlay": ["Silver"], "deck": []}, {}]})");
    MOVES(g, "play Artisan", "choose Mint", "choose Copper");
    QVERIFY(fx::trash(g).empty());
    SAME(fx::names(g, 0, Zone::InPlay), "Silver", "Artisan");
  }

  // Mint (pre-2022) ⑨: the Royal Seal in play is trashed when Mint is bought, before Mint is
  // gained, so it offers nothing; Talisman's when-buy ability, triggered by the same buy, still
  // gains a copy (Mint costs $4 under Bridge) though Mint trashes the Talisman.
  void mint_earlier_version_trashes_royal_seal_before_it_can_act() {
    auto g = logged(R"({"earlierVersions": true,
      "kingdom": ["Mint", "Royal Seal", "Talisman", "Bridge"], "players": [
      {"hand": ["Bridge", "Royal Seal", "Talisman"], "deck": []}, {}]})");
    MOVES(g, "play Bridge", "play treasures", "buy Mint");
    // Both when-buy abilities trigger at once: the player orders them; Mint's first.
    MOVES(g, "choose Mint");
    SAME(fx::sorted(fx::trash(g)), "Royal Seal", "Talisman");
    SAME(fx::gained(g, 0), "Mint", "Mint");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Quarry (pre-2022) ②: while it is in play Action cards cost $2 less; played twice it is one
  // card ($2 less); once it leaves play (trashed by Mint's when-buy) the costs come back.
  void quarry_earlier_version_lowers_action_costs_while_in_play() {
    auto g = fx::position(R"({"earlierVersions": true,
      "kingdom": ["Quarry", "Tiara", "Laboratory", "Mint"], "players": [
      {"hand": ["Tiara", "Quarry", "Gold"], "deck": []}, {}]})");
    QCOMPARE(g.cost(id("Laboratory")), Cost(5));
    MOVES(g, "play Tiara", "choose Quarry");
    QCOMPARE(g.cost(id("Laboratory")), Cost(3));
    QCOMPARE(g.cost(id("Quarry")), Cost(4));
    MOVES(g, "play Gold", "buy Mint");
    QCOMPARE(g.cost(id("Laboratory")), Cost(5));
  }

  // The option is part of the position: written when on, read back.
  void earlier_versions_round_trip_in_the_position() {
    auto g =
        fx::position(R"({"earlierVersions": true, "kingdom": ["Quarry"], "players": [{}, {}]})");
    QVERIFY(g.s.earlierVersions);
    QVERIFY(loadPosition(savePosition(g)).s.earlierVersions);
    QVERIFY(
        !loadPosition(savePosition(fx::position(R"({"kingdom": ["Quarry"]})"))).s.earlierVersions);
    QVERIFY(savePosition(fx::position(R"({"kingdom": ["Quarry"]})")).find("earlierVersions") ==
            std::string::npos);
  }

  // Whether the game plays the earlier texts is public: every seat's view says it, and the AI
  // imagines its games from the view (determinize).
  void earlier_versions_are_in_every_view() {
    for (bool earlier : {false, true}) {
      auto g = fx::position(std::string(R"({"earlierVersions": )") + (earlier ? "true" : "false") +
                            R"(, "kingdom": ["Hoard"], "players": [{}, {}]})");
      QCOMPARE(view(g, 0).earlierVersions, earlier);
      QCOMPARE(view(g, 1).earlierVersions, earlier);
    }
  }

  // Each card marked as changed in 2022 has its earlier text, written in its file, and no other
  // card has one (the table shows it in games with the earlier versions).
  void every_changed_card_has_its_earlier_text_and_no_other_card_has_one() {
    int changed = 0;
    for (size_t k = 0; k < cardTable().size(); ++k) {
      const CardDef& d = cardTable()[k];
      const std::string_view earlier = earlierText(CardId(k));
      QVERIFY2(d.earlierVersion == !earlier.empty(), std::string(d.name).c_str());
      if (!d.earlierVersion) continue;
      ++changed;
      QVERIFY2(earlier != d.text, std::string(d.name).c_str());
    }
    QCOMPARE(changed, 3);
    QCOMPARE(
        earlierText(id("Hoard")),
        std::string_view("$2\nWhile this is in play, when you buy a Victory card, gain a Gold."));
    QCOMPARE(earlierText(NoCard), std::string_view());
  }
};

QTEST_APPLESS_MAIN(Prosperity3CardsTest)
#include "prosperity3_cards_test.moc"
