// The AI levels: legal answers everywhere, plans that fit the kingdom, a look-ahead that
// reads only the seat's view.
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <atomic>
#include <set>

#include "ai/knowledge.hpp"
#include "ai/levels/determinize.hpp"
#include "ai/levels/memory.hpp"
#include "ai/levels/planner.hpp"
#include "ai/levels/rival.hpp"
#include "ai/match.hpp"
#include "ai/stop.hpp"
#include "ai_fixture.hpp"

using namespace dom;
using namespace dom::ai;

namespace {

std::vector<CardId> named(std::initializer_list<const char*> names) {
  std::vector<CardId> out;
  for (const char* n : names) out.push_back(findCard(n));
  return out;
}

bool planBuys(const Plan& p, const char* name) {
  for (const KeyCard& k : p.keys)
    if (card(k.card).name == name) return true;
  return false;
}

}  // namespace

class LevelsTest : public QObject {
  Q_OBJECT
 private slots:
  void levels_are_listed_after_the_reference_bots() {
    const auto names = playerNames();
    QVERIFY(std::find(names.begin(), names.end(), "Easy") != names.end());
    QVERIFY(std::find(names.begin(), names.end(), "Medium") != names.end());
    QVERIFY(std::find(names.begin(), names.end(), "Hard") != names.end());
    QCOMPARE(findPlayer("hard")->kind, PlayerKind::Level);
  }

  // Every level answers every decision of every implemented card legally (playGame throws
  // IllegalMove otherwise), with 2 to 6 players.
  void every_level_answers_legally_on_random_kingdoms() {
    const std::vector<CardSet> sets{CardSet::Base, CardSet::Intrigue};
    Rng rng(42);
    for (int n = 0; n < 24; ++n) {
      const int players = 2 + n % 5;
      const auto kingdom = randomKingdom(rng, sets, 10);
      std::vector<std::unique_ptr<Player>> owned;
      std::vector<Player*> seats;
      for (int p = 0; p < players; ++p) {
        // Hard is slower: one Hard seat in a few games.
        const char* level = (p == 0 && n % 6 == 0) ? "Hard" : (p % 2 ? "Easy" : "Medium");
        owned.push_back(makePlayer(level, uint64_t(n * 10 + p)));
        seats.push_back(owned.back().get());
      }
      Game g = Game::create({.kingdom = kingdom, .players = players, .seed = uint64_t(n + 1)});
      try {
        const GameOutcome out = playGame(g, seats, 600);
        QVERIFY(out.finished);
      } catch (const IllegalMove& e) {
        QFAIL(e.what());
      }
    }
  }

  // A stopped decision answers at once and legally, and the plan cut short is not kept: the
  // next decision plans as a player that was never stopped would.
  void hard_answers_at_once_when_stopped_and_plans_again_later() {
    const auto kingdom = named(
        {"Witch", "Village", "Cellar", "Smithy", "Moat", "Chapel", "Festival", "Market", "Mine", "Gardens"});
    Game g = Game::create({.kingdom = kingdom, .players = 4, .seed = 5});
    const View first = view(g, g.decision().player);
    auto stopped = makePlayer("Hard", 11);
    std::atomic<bool> stop{true};
    QElapsedTimer clock;
    clock.start();
    {
      StopScope scope(&stop);
      QVERIFY(stopRequested());
      QVERIFY(g.isLegal(stopped->decide(first)));
    }
    QVERIFY2(clock.elapsed() < 100, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(!stopRequested());

    auto fresh = makePlayer("Hard", 11);
    for (int k = 0; k < 60 && !g.isOver(); ++k) {
      const View v = view(g, g.decision().player);
      const Move a = stopped->decide(v);
      const Move b = fresh->decide(v);
      QCOMPARE(a.kind, b.kind);
      QCOMPARE(a.arg, b.arg);
      QVERIFY(g.apply(a));
    }
  }

  // A seat that ends its own turn (PlayerState::endsOwnTurn: the app's hint for a person) is
  // asked again after its last Buy: every level, and the reference bots, end the turn.
  void every_level_ends_a_turn_held_open_after_the_last_buy() {
    const Game g = aifx::after(
        aifx::game(
            R"("Village", "Smithy")",
            R"({"hand": ["Gold", "Gold", "Gold", "Estate", "Estate"], "coffers": 3, "endsOwnTurn": true})"),
        {"play treasures", "buy Gold"});
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.s.turn.buys, int16_t(0));
    QCOMPARE(g.s.turn.coins, int16_t(3));
    for (const char* player : {"Easy", "Medium", "Hard", "Big Money"}) ANSWERS(player, g, "end");
  }

  void medium_builds_around_the_strongest_card() {
    QVERIFY(planBuys(heuristicPlan(named({"Witch", "Village", "Cellar", "Smithy", "Moat", "Chapel",
                                          "Festival", "Market", "Mine", "Gardens"})),
                     "Witch"));
    QVERIFY(planBuys(heuristicPlan(named({"Smithy", "Village", "Cellar", "Chapel", "Gardens", "Workshop",
                                          "Festival", "Adventurer", "Feast", "Thief"})),
                     "Smithy"));
  }

  // On the reference bots' kingdom, the simulated plan finds the bots' card.
  void hard_plans_with_witch_on_a_witch_kingdom() {
    PlannerStats stats;
    const Plan p = simulatedPlan(named({"Witch"}), 2, 7, &stats);
    QVERIFY2(planBuys(p, "Witch"), p.describe().c_str());
    QVERIFY(stats.games > stats.candidates);
  }

  // An Attack is tried as two copies bought at once, to race a rival Witch for the Curses.
  void hard_tries_two_attacks_from_the_first_turns() {
    const auto plans = candidatePlans(named({"Witch", "Village"}));
    const bool found = std::any_of(plans.begin(), plans.end(), [](const Plan& p) {
      return p.keys.size() == 1 && card(p.keys[0].card).name == "Witch" && p.keys[0].upTo == 2 &&
             p.keys[0].minDeck == 0;
    });
    QVERIFY(found);
  }

  // The plays of the turn and the identities a seat sees name instances: the determinization
  // renumbers them like the cards in play they name.
  void determinization_takes_over_plays_and_identities() {
    auto g = aifx::position(
        "{\"kingdom\": [\"Village\", \"Smithy\"], \"players\": ["
        "{\"hand\": [\"Estate\", \"Copper\"], \"inPlay\": [\"Copper#0\"], \"deck\": [\"Gold\", \"Gold\"]}, "
        "{}], "
        "\"identities\": [{\"card\": 0, \"as\": \"Smithy\", \"until\": \"leavesPlay\"}, "
        "{\"of\": \"Estate\", \"as\": \"Village\", \"until\": \"turnsOf\", \"player\": 0}]}");
    QVERIFY(g.apply(Move::play(g.player(0).hand()[0])));
    Rng rng(1);
    const Game d = determinize(view(g, 1), rng);
    QCOMPARE(d.s.identities.size(), size_t(2));
    const Inst copper = d.s.identities[0].inst;
    QCOMPARE(d.printedOf(copper), cards::Copper);
    QCOMPARE(d.cardOf(copper), findCard("Smithy"));
    QCOMPARE(d.locationOf(copper).zone, Zone::InPlay);
    QCOMPARE(d.s.turn.played.size(), size_t(1));
    QCOMPARE(d.s.turn.played[0].card, findCard("Village"));
    QCOMPARE(d.printedOf(d.s.turn.played[0].inst), cards::Estate);
  }

  // A Duration removed from play (Mandarin put the Astrolabe onto the deck) still acts at its
  // owner's next turn: the determinized game keeps its entry, naming an Astrolabe of the owner's,
  // and played on, gives its $1 and +1 Buy.
  void determinization_keeps_a_duration_removed_from_play() {
    Game g = aifx::after(R"({"kingdom": ["Mandarin", "Astrolabe"], "players": [
      {"hand": ["Astrolabe", "Gold", "Silver"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper",
       "Copper", "Copper", "Copper"]}]})",
                         {"play Astrolabe", "play Gold", "play Silver", "buy Mandarin",
                          "choose Astrolabe, Gold, Silver", "end buys"});
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(g.player(0).lasting.size(), size_t(1));
    for (PlayerId seat : {PlayerId(0), PlayerId(1)}) {
      Rng rng(5);
      Game d = determinize(view(g, seat), rng);
      QCOMPARE(d.player(0).lasting.size(), size_t(1));
      const Inst astrolabe = d.player(0).lasting[0].card;
      QVERIFY(astrolabe != NoInst);
      QCOMPARE(d.cardOf(astrolabe), findCard("Astrolabe"));
      QCOMPARE(int(d.locationOf(astrolabe).owner), 0);
      // Player 1 ends its turn: player 0's turn starts with the Astrolabe's part.
      while (d.current() == 1 && !d.isOver())
        if (!d.apply(Move::end())) break;
      QCOMPARE(int(d.current()), 0);
      QCOMPARE(int(d.s.turn.coins), 1);
      QCOMPARE(int(d.s.turn.buys), 2);
    }
  }

  // A determinized game agrees with everything the seat can see, and is a playable game.
  void determinization_agrees_with_the_view() {
    Rng rng(3);
    const std::vector<CardSet> sets{CardSet::Base, CardSet::Intrigue};
    for (int n = 0; n < 30; ++n) {
      Game g = Game::create({.kingdom = randomKingdom(rng, sets, 10), .players = 3, .seed = uint64_t(n)});
      auto medium = makePlayer("Medium", 1);
      // Play some moves so that discard piles and decks are mixed.
      for (int k = 0; k < 40 && !g.isOver(); ++k) {
        const View v = view(g, g.decision().player);
        QVERIFY(g.apply(medium->decide(v)));
      }
      if (g.isOver() || !g.s.frames.empty()) continue;
      const PlayerId me = g.decision().player;
      const View seen = view(g, me);
      Rng sample(n);
      const Game d = determinize(seen, sample);
      const View again = view(d, me);
      QCOMPARE(again.hand.size(), seen.hand.size());
      for (size_t k = 0; k < seen.hand.size(); ++k) QCOMPARE(again.hand[k].card, seen.hand[k].card);
      QCOMPARE(again.deckCounts, seen.deckCounts);
      QCOMPARE(again.coins, seen.coins);
      QCOMPARE(again.decision.kind, seen.decision.kind);
      for (size_t p = 0; p < seen.players.size(); ++p) {
        QCOMPARE(again.players[p].handCount, seen.players[p].handCount);
        QCOMPARE(again.players[p].deckCount, seen.players[p].deckCount);
        QCOMPARE(again.players[p].discardCount, seen.players[p].discardCount);
        QCOMPARE(again.players[p].vp, seen.players[p].vp);
        QCOMPARE(again.players[p].owned, seen.players[p].owned);
      }
      for (size_t k = 0; k < seen.supply.size(); ++k) QCOMPARE(again.supply[k].count, seen.supply[k].count);
    }
  }

  // A view shows only a pile's top card: the determinization puts beneath a split pile's top
  // the cards its set-up put there (Emporiums under the Patricians), and fills a randomised
  // pile (Ruins) with Ruins drawn as at set-up, under the top card seen.
  void determinization_fills_split_and_randomised_piles_as_set_up() {
    Game g = Game::create({.kingdom = named({"Patrician", "Cultist", "Village", "Smithy", "Market", "Moat",
                                             "Cellar", "Chapel", "Militia", "Festival"}),
                           .players = 3,
                           .seed = 7});
    const PlayerId me = g.decision().player;
    const View seen = view(g, me);
    for (uint64_t n = 0; n < 5; ++n) {
      Rng rng(n);
      const Game d = determinize(seen, rng);
      const int split = d.pileIndex(findCard("Patrician"));
      const auto& splitCards = d.s.supply[size_t(split)].cards;
      QCOMPARE(splitCards.size(), size_t(10));
      for (size_t k = 0; k < 5; ++k) QCOMPARE(d.printedOf(splitCards[k]), findCard("Emporium"));
      for (size_t k = 5; k < 10; ++k) QCOMPARE(d.printedOf(splitCards[k]), findCard("Patrician"));
      const int ruins = d.pileIndex(findCard("Ruins"));
      const auto& ruinsCards = d.s.supply[size_t(ruins)].cards;
      QCOMPARE(ruinsCards.size(), size_t(20));
      QCOMPARE(d.printedOf(ruinsCards.back()), seen.supply[size_t(ruins)].top);
      std::set<CardId> kinds;
      for (Inst i : ruinsCards) {
        QVERIFY(card(d.printedOf(i)).is(Ruins));
        kinds.insert(d.printedOf(i));
      }
      QVERIFY2(kinds.size() > 1, "a Ruins pile of 20 holds more than one kind of Ruins");
    }
  }

  // Hard's playouts expect a rival with one Smithy and no Gold to buy a second Smithy once
  // its deck has grown, and a Province at $8 (money players do not wait for a Gold).
  void rival_model_buys_a_second_terminal_and_a_province_at_eight() {
    auto g = aifx::position(R"({"kingdom": ["Smithy", "Village"],
      "players": [
        {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Estate", "Estate", "Estate"]},
        {"hand": ["Copper", "Copper", "Copper", "Silver", "Silver"], "deck": ["Copper", "Copper", "Copper", "Copper", "Estate"],
         "discard": ["Estate", "Estate", "Smithy", "Silver", "Silver"]}],
      "turn": {"phase": "buy"}})");
    const View mine = view(g, 0);
    const Plan rival = rivalPlan(mine, 1, Plan{});
    const View theirs = view(g, 1);
    QCOMPARE(theirs.supply[size_t(planPurchase(rival, theirs, 4, {}))].card, findCard("Smithy"));
    QCOMPARE(theirs.supply[size_t(planPurchase(rival, theirs, 8, {}))].card, findCard("Province"));
    // Hard's own plan, without a Gold and with little money, takes the Gold first.
    QCOMPARE(theirs.supply[size_t(planPurchase(Plan{}, theirs, 8, {}))].card, findCard("Gold"));
  }

  // At the end, a plain Kingdom Victory card worth more than the basic one replaces it: Tunnel
  // (2 VP, $3) over an Estate; a Duchy (3 VP) stays over Tunnel; Gardens, scored by the deck,
  // is not taken for one.
  void the_end_takes_tunnel_over_an_estate_but_not_over_a_duchy() {
    auto g = aifx::position(R"({"kingdom": ["Tunnel", "Gardens", "Smithy"], "supply": {"Province": 1},
      "players": [
        {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Estate", "Estate", "Estate"]},
        {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Estate"]}],
      "turn": {"phase": "buy"}})");
    const View v = view(g, 0);
    auto bought = [&](int coins) { return v.supply[size_t(planPurchase(Plan{}, v, coins, {}))].card; };
    QCOMPARE(bought(3), findCard("Tunnel"));
    QCOMPARE(bought(4), findCard("Tunnel"));
    QCOMPARE(bought(5), cards::Duchy);
    QCOMPARE(bought(2), cards::Estate);
  }

  // A plan whose key card costs a Potion (Familiar) buys a Potion first, then the card once a
  // Potion is played; it never tries a Potion-cost card without a Potion to pay with.
  void a_plan_with_a_potion_cost_card_buys_a_potion_first() {
    const Plan plan{.keys = {{.card = findCard("Familiar"), .upTo = 2}}};
    auto pileCard = [](const View& v, int k) { return k < 0 ? NoCard : v.supply[size_t(k)].card; };
    auto start = aifx::position(aifx::game(
        R"("Familiar")",
        R"({"hand": ["Copper", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Copper", "Estate", "Estate"]})",
        R"(, "turn": {"phase": "buy"})"));
    const View v4 = view(start, 0);
    QCOMPARE(pileCard(v4, planPurchase(plan, v4, 4, {})), cards::Potion);
    // One Potion bought this turn is enough: a second Buy takes Silver.
    QCOMPARE(pileCard(v4, planPurchase(plan, v4, 4, {cards::Potion})), cards::Silver);

    // A Potion owned but not played: $5 and no Potion to spend buys no Familiar.
    auto owning = aifx::position(aifx::game(
        R"("Familiar")",
        R"({"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Potion", "Copper", "Copper", "Estate", "Estate"]})",
        R"(, "turn": {"phase": "buy"})"));
    const View noPotion = view(owning, 0);
    QCOMPARE(pileCard(noPotion, planPurchase(plan, noPotion, 5, {})), cards::Silver);

    // Played: $3 and a Potion buy the Familiar.
    auto played = aifx::after(
        aifx::game(
            R"("Familiar")",
            R"({"hand": ["Potion", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Copper", "Estate", "Estate"]})",
            R"(, "turn": {"phase": "buy"})"),
        {"play treasures"});
    const View withPotion = view(played, 0);
    QCOMPARE(withPotion.potions, 1);
    QCOMPARE(pileCard(withPotion, planPurchase(plan, withPotion, withPotion.coins, {})),
             findCard("Familiar"));
  }

  // Every level and a Big Money bot play a Familiar kingdom to the end with legal moves only
  // (playGame throws IllegalMove otherwise): none buys a $3P card without a Potion.
  void every_level_plays_a_potion_kingdom_legally() {
    const auto kingdom = named(
        {"Familiar", "Village", "Cellar", "Smithy", "Moat", "Chapel", "Festival", "Market", "Mine", "Witch"});
    for (const char* other : {"Easy", "Medium", "Big Money"}) {
      std::vector<std::unique_ptr<Player>> owned;
      owned.push_back(makePlayer("Medium", 1));
      owned.push_back(makePlayer(other, 2));
      std::vector<Player*> seats{owned[0].get(), owned[1].get()};
      Game g = Game::create({.kingdom = kingdom, .players = 2, .seed = 3});
      QVERIFY(g.pileIndex(cards::Potion) >= 0);
      try {
        const GameOutcome out = playGame(g, seats, 600);
        QVERIFY(out.finished);
        QVERIFY(out.rounds > 5);
      } catch (const IllegalMove& e) {
        QFAIL(e.what());
      }
    }
    // Medium with Familiar as its only Kingdom card makes it its key card: it buys a Potion,
    // then Familiars.
    Game g = Game::create({.kingdom = named({"Familiar"}), .players = 2, .seed = 4});
    std::vector<std::unique_ptr<Player>> owned;
    owned.push_back(makePlayer("Medium", 1));
    owned.push_back(makePlayer("Big Money", 2));
    std::vector<Player*> seats{owned[0].get(), owned[1].get()};
    playGame(g, seats, 600);
    const View end = view(g, 0);
    QVERIFY(end.players[0].owned[size_t(cards::Potion)] >= 1);
    QVERIFY(end.players[0].owned[size_t(findCard("Familiar"))] >= 1);
    QCOMPARE(end.players[1].owned[size_t(cards::Potion)], 0);  // Big Money ignores it
  }

  // The Knights (one Kingdom pile of ten different cards, only the top one seen): Medium makes
  // the pile its key card and counts the Knights it owns and has bought this turn against it;
  // every level plays a Knights kingdom to the end with legal moves, and Medium buys Knights.
  void every_level_buys_knights_and_counts_them_as_one_pile() {
    QVERIFY(planBuys(heuristicPlan(named({"Knights", "Village", "Cellar", "Chapel", "Moat"})), "Knights"));
    const Plan plan{.keys = {{.card = findCard("Knights"), .upTo = 2}}};
    auto pileCard = [](const View& v, int k) { return k < 0 ? NoCard : v.supply[size_t(k)].card; };
    auto start =
        aifx::position(R"({"kingdom": ["Knights"], "supply": {"Knights": ["Sir Martin", "Dame Anna"]},
      "players": [{"hand": ["Copper"], "deck": [], "discard": ["Dame Molly"]}, {}], "turn": {"phase": "buy"}})");
    const View v = view(start, 0);
    QCOMPARE(owned(v, findCard("Knights")), 1);
    QCOMPARE(pileCard(v, planPurchase(plan, v, 4, {})), findCard("Knights"));  // Sir Martin, $4
    // A Knight bought this turn counts: the second is the last of the plan's two.
    QCOMPARE(pileCard(v, planPurchase(plan, v, 4, {findCard("Sir Martin")})), cards::Silver);
    for (const char* other : {"Easy", "Medium", "Hard"}) {
      std::vector<std::unique_ptr<Player>> players;
      players.push_back(makePlayer("Medium", 1));
      players.push_back(makePlayer(other, 2));
      std::vector<Player*> seats{players[0].get(), players[1].get()};
      Game g = Game::create(
          {.kingdom = named({"Knights", "Village", "Cellar", "Moat", "Chapel"}), .players = 2, .seed = 5});
      try {
        const GameOutcome out = playGame(g, seats, 600);
        QVERIFY(out.finished);
      } catch (const IllegalMove& e) {
        QFAIL(e.what());
      }
      const View end = view(g, 0);
      QVERIFY2(owned(end, findCard("Knights"), 0) +
                       int(std::count_if(g.trashPile().begin(), g.trashPile().end(),
                                         [&](Inst i) { return g.defOf(i).is(Knight); })) >=
                   1,
               other);
    }
  }

  // The Knights pile is dealt as the Knights nobody owns and the trash does not hold, the top one
  // where the view shows it, the others in some order — never copies of the top card.
  void determinization_deals_the_knights_pile_as_different_knights() {
    auto g = aifx::position(R"({"kingdom": ["Knights"],
      "supply": {"Knights": ["Dame Molly", "Sir Bailey", "Sir Destry", "Dame Anna"]},
      "trash": ["Sir Martin"],
      "players": [{"hand": ["Dame Sylvia", "Copper"], "deck": ["Sir Vander"]},
                  {"hand": ["Copper"], "deck": ["Sir Michael"], "discard": ["Dame Josephine", "Dame Natalie"]}]})");
    Rng rng(2);
    bool orders[2] = {false, false};
    for (int n = 0; n < 20; ++n) {
      const Game d = determinize(view(g, 1), rng);
      const Pile& pile = d.s.supply[size_t(d.pileIndex(findCard("Knights")))];
      QCOMPARE(pile.cards.size(), size_t(4));
      QCOMPARE(d.printedOf(pile.cards.back()), findCard("Dame Molly"));
      std::vector<std::string> under;
      for (size_t k = 0; k + 1 < pile.cards.size(); ++k)
        under.emplace_back(card(d.printedOf(pile.cards[k])).name);
      orders[under[0] == "Dame Anna"] = true;
      std::sort(under.begin(), under.end());
      std::string all;
      for (const auto& u : under) all += u + ", ";
      QVERIFY2(under == (std::vector<std::string>{"Dame Anna", "Sir Bailey", "Sir Destry"}), all.c_str());
    }
    QVERIFY(orders[0] && orders[1]);  // the order under the top card is not known
  }

  // A card the rival gained since its last shuffle (seen as a new card owned between two
  // views, its deck not grown) is dealt into its discard pile, never into its hand or deck.
  void a_rivals_gain_since_its_shuffle_is_dealt_into_its_discard_pile() {
    auto at = [](const char* rivalDiscard) {
      return aifx::position(std::string(R"({"kingdom": ["Smithy"], "players": [
        {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Estate", "Estate", "Estate"]},
        {"hand": ["Copper", "Copper", "Copper", "Silver", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Estate"],
         "discard": [)") + rivalDiscard +
                            R"(]}], "turn": {"phase": "buy"}})");
    };
    RivalMemory memory;
    memory.observe(view(at(R"("Estate", "Silver", "Copper")"), 0));
    const View now = view(at(R"("Estate", "Silver", "Copper", "Province", "Copper", "Silver")"), 0);
    memory.observe(now);
    const CardId province = findCard("Province");
    int elsewhere = 0;
    for (uint64_t n = 0; n < 40; ++n) {
      Rng rng(n);
      const Game with = determinize(now, rng, &memory.known());
      const auto& discard = with.s.players[1].discard();
      QVERIFY(std::any_of(discard.begin(), discard.end(),
                          [&](Inst i) { return with.s.instCard[size_t(i)] == province; }));
      Rng again(n);
      const Game without = determinize(now, again);
      const auto& d = without.s.players[1].discard();
      elsewhere +=
          std::none_of(d.begin(), d.end(), [&](Inst i) { return without.s.instCard[size_t(i)] == province; });
    }
    QVERIFY(elsewhere > 0);  // without the memory the Province may be anywhere
  }

  // With the last Province affordable but ending the game in a loss, Hard buys something else.
  void hard_does_not_end_the_game_on_a_loss() {
    auto g = aifx::position(R"({"kingdom": ["Smithy"], "supply": {"Province": 1},
      "players": [
        {"hand": ["Gold", "Gold", "Silver", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"],
         "discard": ["Estate", "Estate", "Estate", "Silver", "Silver", "Gold"]},
        {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "discard": ["Province", "Province", "Province", "Duchy", "Duchy"],
         "deck": ["Copper", "Copper", "Estate", "Estate", "Estate"]}],
      "turn": {"phase": "buy"}})");
    QVERIFY(g.apply(Move::playTreasures()));
    const std::string a = aifx::answer("Hard", g);
    QVERIFY2(a != "buy Province", a.c_str());
    QVERIFY2(a.rfind("ILLEGAL", 0) != 0, a.c_str());
  }

  // The look-ahead races every affordable card, not only those of its plan. A Gardens-free
  // money plan with $4 would buy Silver; the last Gardens (4 VP in a deck of 41 cards) empties
  // a third pile and ends the game on a win by 1 VP, while after a Silver the rival's five
  // Golds take a Province.
  void hard_looks_ahead_over_kingdom_cards_outside_its_plan() {
    std::string json = R"({"kingdom": ["Gardens"], "supply": {"Gardens": 1, "Estate": 0, "Curse": 0},
      "players": [
        {"hand": ["Silver", "Silver"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"],
         "discard": [COPPERS]},
        {"hand": ["Gold", "Gold", "Gold", "Gold", "Gold"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"],
         "vpTokens": 3}],
      "turn": {"phase": "buy"}})";
    std::string coppers;
    for (int k = 0; k < 33; ++k) coppers += std::string(k ? ", " : "") + "\"Copper\"";
    json.replace(json.find("COPPERS"), 7, coppers);
    auto g = aifx::position(json);
    QVERIFY(g.apply(Move::playTreasures()));
    const View v = view(g, 0);
    QCOMPARE(v.players[1].vp - v.players[0].vp, 3);
    QCOMPARE(v.coins, 4);
    ANSWERS("Hard", g, "buy Gardens");
  }
};

QTEST_APPLESS_MAIN(LevelsTest)
#include "levels_test.moc"
