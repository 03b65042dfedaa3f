// What a seat may see: its own hand, the sizes of hidden zones, public zones, and the choices
// of a decision only when the decision is its own.
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;

class ViewTest : public QObject {
  Q_OBJECT
 private slots:
  void a_seat_sees_its_own_hand_and_only_the_sizes_of_others() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"], "deck": ["Gold", "Silver"], "discard": ["Estate", "Duchy"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"], "deck": ["Province"]}]})");
    const View mine = view(g, 0);
    QCOMPARE(mine.hand.size(), size_t(5));
    QCOMPARE(mine.players[1].handCount, 5);
    QCOMPARE(mine.players[1].deckCount, 1);
    QCOMPARE(mine.players[0].discardTop.card, findCard("Estate"));  // top card first
    QCOMPARE(mine.deckCounts[size_t(cards::Gold)], 1);
    const View theirs = view(g, 1);
    for (const SeenCard& c : theirs.hand) QVERIFY(c.card != findCard("Militia"));
    QCOMPARE(theirs.deckCounts[size_t(cards::Gold)], 0);  // their deck holds only a Province
  }

  void only_the_deciding_seat_sees_the_choices() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"]}]})");
    MOVES(g, "play Militia");
    const View victim = view(g, 1);
    QCOMPARE(victim.decision.kind, DecisionKind::SelectCards);
    QCOMPARE(victim.decision.choices.size(), size_t(5));
    QCOMPARE(victim.decisionCards.size(), size_t(5));
    const View attacker = view(g, 0);
    QCOMPARE(attacker.decision.kind, DecisionKind::SelectCards);
    QCOMPARE(attacker.decision.player, PlayerId(1));
    QVERIFY(attacker.decision.choices.empty());
    QVERIFY(attacker.decisionCards.empty());
  }

  void cards_in_play_and_the_trash_are_public() {
    auto g = fx::position(R"({"kingdom": ["Chapel"], "trash": ["Curse"], "players": [
      {"hand": ["Chapel", "Estate", "Estate", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Chapel", "choose Estate, Estate");
    const View other = view(g, 1);
    QCOMPARE(other.players[0].inPlay.size(), size_t(1));
    QCOMPARE(other.players[0].inPlay[0].card, findCard("Chapel"));
    QCOMPARE(other.trash.size(), size_t(3));
    QCOMPARE(other.players[0].vp, 0);  // both Estates are gone
  }

  void embargo_tokens_on_a_pile_are_public() {
    auto g = fx::position(R"({"kingdom": ["Embargo"], "players": [
      {"hand": ["Embargo"], "deck": []}, {}]})");
    MOVES(g, "play Embargo", "choose Gold");
    const View other = view(g, 1);
    auto embargoes = [&](CardId c) {
      return int(other.supply[size_t(g.pileIndex(c))].tokens[size_t(PileToken::Embargo)]);
    };
    QCOMPARE(embargoes(cards::Gold), 1);
    QCOMPARE(embargoes(cards::Silver), 0);
  }
};

QTEST_APPLESS_MAIN(ViewTest)
#include "view_test.moc"
