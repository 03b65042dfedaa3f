// The game log's sentences, built from engine events.

#include <QtTest>
#include <memory>

#include "engine/card.hpp"
#include "engine/state.hpp"
#include "game/gamelog.h"
#include "localization.h"

using dom::Event;
using dom::EventKind;
using dom::MoveReason;
using dom::Zone;
using dominion::app::GameLogBuilder;
using dominion::app::SeatNames;

namespace {

dom::CardId id(const char* name) { return dom::findCard(name); }

Event play(int seat, const char* card, int inst = 100, bool replay = false) {
  return {.kind = EventKind::Play,
          .player = dom::PlayerId(seat),
          .card = id(card),
          .inst = dom::Inst(inst),
          .amount = int16_t(replay ? 1 : 0)};
}
Event pool(EventKind kind, int seat, int amount) {
  return {.kind = kind, .player = dom::PlayerId(seat), .amount = int16_t(amount)};
}
Event move(int seat, const char* card, Zone from, int fromOwner, Zone to, int toOwner,
           MoveReason why, int inst = 200) {
  return {.kind = EventKind::Move,
          .player = dom::PlayerId(seat),
          .card = id(card),
          .inst = dom::Inst(inst),
          .from = from,
          .to = to,
          .fromOwner = int8_t(fromOwner),
          .toOwner = int8_t(toOwner),
          .reason = why};
}
Event draw(int seat, const char* card) {
  return move(seat, card, Zone::Deck, seat, Zone::Hand, seat, MoveReason::Draw);
}
Event tokens(EventKind kind, int seat, dom::Counter counter, int amount) {
  return {.kind = kind,
          .player = dom::PlayerId(seat),
          .toOwner = int8_t(counter),
          .amount = int16_t(amount)};
}
Event buy(int seat, const char* card) {
  return {.kind = EventKind::Buy, .player = dom::PlayerId(seat), .card = id(card)};
}
Event turn(int seat, int number) {
  return {.kind = EventKind::TurnBegin, .player = dom::PlayerId(seat), .amount = int16_t(number)};
}

}  // namespace

class TestGameLog : public QObject {
  Q_OBJECT

 private slots:
  void init();
  void turnHeaders();
  void playFoldsBonusesAndDraws();
  void otherPlayersDrawsAreCounted();
  void aShuffleDuringADrawStaysInTheLine();
  void treasuresShareALine();
  void buyFoldsItsGain();
  void gainsSayWhereTheyGo();
  void trashesDiscardsAndRevealsFold();
  void aTriggeredAbilitysDoingNamesItsCardUntilItResolves();
  void cleanUpIsNotLogged();
  void choicesAndNames();
  void visibility();
  void extraTurnHeaders();
  void havenSetsACardAsideFaceDown();
  void havensCardComesBackAtTheStartOfTheTurn();
  void matsNameTheMatAndHideFaceDownCards();
  void embargoTokenOnAPile();
  void tradeRouteTokenMovesToTheMat();
  void startOfTurnDrawsNameTheirDuration();
  void matVisibility();
  void seasideSentencesInGermanAndFrench();
  void spendingTokensSaysWhatWasSpent();
  void tokensACardGivesJoinItsLine();
  void debtTakenWithABuyHasALineOfItsOwn();
  void buyingAnEventOrProjectIsABuy();
  void aCardPlayedUsingAWayNamesTheWay();
  void callingAReserveFromTheTavern();
  void tokenAndLandscapeSentencesInGermanAndFrench();

 private:
  QStringList feed(std::initializer_list<Event> events,
                   const std::vector<dom::Option>& options = {});
  GameLogBuilder m_builder;
  QList<dominion::app::LogEntry> m_entries;
};

void TestGameLog::init() {
  // As the app does: English's plural forms ("1 card", "2 cards") come with its translator.
  dominion::app::Localization::install(QStringLiteral("en"));
  auto names = std::make_shared<SeatNames>();
  names->names = {QString(), QStringLiteral("Alice"), QStringLiteral("Bob")};
  names->human = 0;
  m_builder.start(names, 0);
  m_builder.feed(turn(0, 1));
  m_builder.take();
}

QStringList TestGameLog::feed(std::initializer_list<Event> events,
                              const std::vector<dom::Option>& options) {
  for (const Event& e : events) m_builder.feed(e, options);
  m_entries = m_builder.take();
  QStringList out;
  for (const auto& entry : m_entries) out << entry.text();
  return out;
}

void TestGameLog::turnHeaders() {
  QCOMPARE(feed({turn(2, 3)}), QStringList{QStringLiteral("— Turn 3: Bob —")});
  QVERIFY(m_entries.at(0).turnHeader);
  QCOMPARE(m_entries.at(0).seat, 2);
  QCOMPARE(feed({turn(0, 4)}), QStringList{QStringLiteral("— Turn 4: You —")});
}

void TestGameLog::playFoldsBonusesAndDraws() {
  QCOMPARE(feed({play(0, "Festival"), pool(EventKind::Actions, 0, 2), pool(EventKind::Buys, 0, 1),
                 pool(EventKind::Coins, 0, 2)}),
           QStringList{QStringLiteral("You play Festival. (+2 Actions, +1 Buy, +$2)")});
  QCOMPARE(feed({play(0, "Market"), draw(0, "Gold"), pool(EventKind::Actions, 0, 1),
                 pool(EventKind::Buys, 0, 1), pool(EventKind::Coins, 0, 1)}),
           QStringList{QStringLiteral("You play Market and draw Gold. (+1 Action, +1 Buy, +$1)")});
  QCOMPARE(feed({play(1, "Village"), draw(1, "Copper"), pool(EventKind::Actions, 1, 2)}),
           QStringList{QStringLiteral("Alice plays Village and draws 1 card. (+2 Actions)")});
  QCOMPARE(feed({play(0, "Smithy", 5, /*replay=*/true), draw(0, "Copper"), draw(0, "Estate"),
                 draw(0, "Silver")}),
           QStringList{QStringLiteral("You play Smithy again and draw Copper, Estate, Silver.")});
  const QVariantList ids = m_entries.at(0).cardIds;
  QCOMPARE(ids.size(), 4);  // Smithy, Copper, Estate, Silver
  QVERIFY(ids.contains(int(id("Smithy"))));
}

void TestGameLog::otherPlayersDrawsAreCounted() {
  QCOMPARE(feed({play(1, "Smithy"), draw(1, "Gold"), draw(1, "Gold"), draw(1, "Copper")}),
           QStringList{QStringLiteral("Alice plays Smithy and draws 3 cards.")});
  QCOMPARE(m_entries.at(0).cardIds,
           QVariantList{int(id("Smithy"))});  // the drawn cards stay hidden
  // Council Room: the others draw a card each, in lines of their own.
  QCOMPARE(
      feed({play(0, "Council Room"), draw(0, "Copper"), pool(EventKind::Buys, 0, 1),
            draw(1, "Gold"), draw(2, "Estate")}),
      (QStringList{QStringLiteral("You play Council Room and draw Copper. (+1 Buy)"),
                   QStringLiteral("Alice draws 1 card."), QStringLiteral("Bob draws 1 card.")}));
}

void TestGameLog::aShuffleDuringADrawStaysInTheLine() {
  const Event shuffle{.kind = EventKind::Shuffle, .player = 1, .amount = 9};
  QCOMPARE(
      feed({play(1, "Smithy"), draw(1, "Gold"), shuffle, draw(1, "Copper"), draw(1, "Estate")}),
      QStringList{
          QStringLiteral("Alice plays Smithy and draws 3 cards. Alice shuffles their deck.")});
  const Event mine{.kind = EventKind::Shuffle, .player = 0, .amount = 9};
  QCOMPARE(
      feed({play(0, "Moat"), draw(0, "Gold"), mine, draw(0, "Copper")}),
      QStringList{QStringLiteral("You play Moat and draw Gold, Copper. You shuffle your deck.")});
}

void TestGameLog::treasuresShareALine() {
  QCOMPARE(feed({play(0, "Copper"), pool(EventKind::Coins, 0, 1), play(0, "Copper"),
                 pool(EventKind::Coins, 0, 1), play(0, "Silver"), pool(EventKind::Coins, 0, 2)}),
           QStringList{QStringLiteral("You play Copper, Copper, Silver. (+$4)")});
  QCOMPARE(feed({play(1, "Gold"), pool(EventKind::Coins, 1, 3), play(1, "Silver"),
                 pool(EventKind::Coins, 1, 2)}),
           QStringList{QStringLiteral("Alice plays Gold, Silver. (+$5)")});
}

void TestGameLog::buyFoldsItsGain() {
  const Event buy{.kind = EventKind::Buy, .player = 1, .card = id("Gold")};
  const Event gain{.kind = EventKind::Gain, .player = 1, .card = id("Gold"), .inst = 7};
  QCOMPARE(
      feed({buy, gain, move(1, "Gold", Zone::Supply, 2, Zone::Discard, 1, MoveReason::Gain, 7)}),
      QStringList{QStringLiteral("Alice buys Gold.")});
  const Event buyMine{.kind = EventKind::Buy, .player = 0, .card = id("Province")};
  const Event gainMine{.kind = EventKind::Gain, .player = 0, .card = id("Province"), .inst = 8};
  QCOMPARE(feed({buyMine, gainMine}), QStringList{QStringLiteral("You buy Province.")});
}

void TestGameLog::gainsSayWhereTheyGo() {
  const Event gain{.kind = EventKind::Gain, .player = 0, .card = id("Silver"), .inst = 9};
  QCOMPARE(feed({gain, move(0, "Silver", Zone::Supply, 1, Zone::Hand, 0, MoveReason::Gain, 9)}),
           QStringList{QStringLiteral("You gain Silver into your hand.")});
  const Event curse{.kind = EventKind::Gain, .player = 2, .card = id("Curse"), .inst = 10};
  QCOMPARE(feed({play(1, "Witch"), draw(1, "Copper"), draw(1, "Copper"), curse,
                 move(2, "Curse", Zone::Supply, 6, Zone::Discard, 2, MoveReason::Gain, 10)}),
           (QStringList{QStringLiteral("Alice plays Witch and draws 2 cards."),
                        QStringLiteral("Bob gains Curse.")}));
}

void TestGameLog::trashesDiscardsAndRevealsFold() {
  const Event trash1{.kind = EventKind::Trash, .player = 0, .card = id("Copper"), .inst = 1};
  const Event trash2{.kind = EventKind::Trash, .player = 0, .card = id("Estate"), .inst = 2};
  QCOMPARE(feed({play(0, "Chapel"), trash1,
                 move(0, "Copper", Zone::Hand, 0, Zone::Trash, -1, MoveReason::Trash, 1), trash2,
                 move(0, "Estate", Zone::Hand, 0, Zone::Trash, -1, MoveReason::Trash, 2)}),
           (QStringList{QStringLiteral("You play Chapel."),
                        QStringLiteral("You trash Copper, Estate.")}));
  QCOMPARE(feed({move(1, "Estate", Zone::Hand, 1, Zone::Discard, 1, MoveReason::Discard),
                 move(1, "Copper", Zone::Hand, 1, Zone::Discard, 1, MoveReason::Discard)}),
           QStringList{QStringLiteral("Alice discards Estate, Copper.")});
  const Event reveal{
      .kind = EventKind::Reveal, .player = 2, .card = id("Moat"), .inst = 3, .from = Zone::Hand};
  QCOMPARE(feed({reveal}), QStringList{QStringLiteral("Bob reveals Moat.")});
  // Revealed from the deck (Bandit): the move into the revealed zone is said by the reveal.
  const Event fromDeck{
      .kind = EventKind::Reveal, .player = 1, .card = id("Gold"), .inst = 4, .from = Zone::Deck};
  QCOMPARE(
      feed({move(1, "Gold", Zone::Deck, 1, Zone::Revealed, 1, MoveReason::SetAside, 4), fromDeck}),
      QStringList{QStringLiteral("Alice reveals Gold.")});
  QCOMPARE(feed({move(2, "Estate", Zone::Hand, 2, Zone::Deck, 2, MoveReason::TopDeck)}),
           QStringList{QStringLiteral("Bob puts 1 card onto their deck.")});
}

// Watchtower on Alice's Curse from my Witch: its trash is said with it; Bob's Curse after it is
// the Witch's again; a gained card naming itself is not named twice (Border Village).
void TestGameLog::aTriggeredAbilitysDoingNamesItsCardUntilItResolves() {
  auto gain = [](int seat, const char* card, int inst) {
    return Event{.kind = EventKind::Gain,
                 .player = dom::PlayerId(seat),
                 .card = id(card),
                 .inst = dom::Inst(inst)};
  };
  const Event watchtower{
      .kind = EventKind::Triggered, .player = 1, .card = id("Watchtower"), .inst = 7};
  const Event done{.kind = EventKind::TriggerDone, .player = 1};
  const Event trash{.kind = EventKind::Trash, .player = 1, .card = id("Curse"), .inst = 5};
  QCOMPARE(
      feed({play(0, "Witch"), draw(0, "Copper"), draw(0, "Estate"), gain(1, "Curse", 5),
            move(1, "Curse", Zone::Supply, 6, Zone::Discard, 1, MoveReason::Gain, 5), watchtower,
            trash, move(1, "Curse", Zone::Discard, 1, Zone::Trash, -1, MoveReason::Trash, 5), done,
            gain(2, "Curse", 6),
            move(2, "Curse", Zone::Supply, 6, Zone::Discard, 2, MoveReason::Gain, 6)}),
      (QStringList{QStringLiteral("You play Witch and draw Copper, Estate."),
                   QStringLiteral("Alice gains Curse."),
                   QStringLiteral("Alice trashes Curse. (Watchtower)"),
                   QStringLiteral("Bob gains Curse.")}));
  const Event borderVillage{
      .kind = EventKind::Triggered, .player = 0, .card = id("Border Village"), .inst = 8};
  QCOMPARE(feed({buy(0, "Border Village"), gain(0, "Border Village", 8),
                 move(0, "Border Village", Zone::Supply, 3, Zone::Discard, 0, MoveReason::Gain, 8),
                 borderVillage, gain(0, "Silver", 9),
                 move(0, "Silver", Zone::Supply, 1, Zone::Discard, 0, MoveReason::Gain, 9),
                 Event{.kind = EventKind::TriggerDone, .player = 0}}),
           (QStringList{QStringLiteral("You buy Border Village."),
                        QStringLiteral("You gain Silver. (Border Village)")}));
}

void TestGameLog::cleanUpIsNotLogged() {
  const Event cleanup{
      .kind = EventKind::PhaseBegin, .player = 0, .amount = int16_t(dom::Phase::Cleanup)};
  QCOMPARE(feed({cleanup, move(0, "Copper", Zone::InPlay, 0, Zone::Discard, 0, MoveReason::Cleanup),
                 draw(0, "Gold"), draw(0, "Gold")}),
           QStringList{});
  const Event shuffle{.kind = EventKind::Shuffle, .player = 1, .amount = 12};
  QCOMPARE(feed({turn(1, 2), shuffle}),
           (QStringList{QStringLiteral("— Turn 2: Alice —"),
                        QStringLiteral("Alice shuffles their deck.")}));
}

void TestGameLog::choicesAndNames() {
  const Event choice{.kind = EventKind::Choice, .player = 1, .card = id("Chancellor"), .amount = 1};
  QCOMPARE(feed({choice}, {{dom::Text::OptionPutDeckIntoDiscard}, {dom::Text::OptionKeepDeck}}),
           QStringList{QStringLiteral("Alice chooses: Keep deck (Chancellor).")});
  const Event name{.kind = EventKind::NameCard, .player = 0, .card = id("Copper")};
  QCOMPARE(feed({name}), QStringList{QStringLiteral("You name Copper.")});
  const Event over{.kind = EventKind::GameOver};
  QCOMPARE(feed({over}), QStringList{QStringLiteral("The game is over.")});
  m_builder.addUndo();
  QCOMPARE(feed({}), QStringList{QStringLiteral("You take back your last move.")});
}

void TestGameLog::visibility() {
  using dominion::app::moveVisibleTo;
  QVERIFY(moveVisibleTo(draw(0, "Gold"), 0));
  QVERIFY(!moveVisibleTo(draw(1, "Gold"), 0));
  QVERIFY(moveVisibleTo(move(1, "Gold", Zone::Hand, 1, Zone::InPlay, 1, MoveReason::Play), 0));
  QVERIFY(
      moveVisibleTo(move(1, "Estate", Zone::Hand, 1, Zone::Discard, 1, MoveReason::Discard), 0));
  QVERIFY(
      !moveVisibleTo(move(1, "Estate", Zone::Hand, 1, Zone::Discard, 1, MoveReason::Cleanup), 0));
  QVERIFY(!moveVisibleTo(move(1, "Estate", Zone::Deck, 1, Zone::Discard, 1, MoveReason::None),
                         0));  // Chancellor
  QVERIFY(moveVisibleTo(move(1, "Silver", Zone::Supply, 1, Zone::Discard, 1, MoveReason::Gain), 0));
  QVERIFY(!moveVisibleTo(move(1, "Silver", Zone::Deck, 1, Zone::Aside, 1, MoveReason::SetAside),
                         0));  // Sentry
  QVERIFY(moveVisibleTo(move(0, "Silver", Zone::Deck, 0, Zone::Aside, 0, MoveReason::SetAside), 0));
}

namespace {

Event extraTurn(int seat) {
  return {.kind = EventKind::ExtraTurnBegin,
          .player = dom::PlayerId(seat),
          .amount = int16_t(dom::TurnKind::Outpost)};
}
Event pileToken(int seat, const char* pile) {
  return {.kind = EventKind::PileToken,
          .player = dom::PlayerId(seat),
          .card = id(pile),
          .toOwner = int8_t(dom::PileToken::Embargo),
          .amount = 1};
}

}  // namespace

void TestGameLog::extraTurnHeaders() {
  QCOMPARE(feed({extraTurn(1)}),
           QStringList{QStringLiteral("— Alice takes an extra turn (Outpost) —")});
  QVERIFY(m_entries.at(0).turnHeader);
  QCOMPARE(m_entries.at(0).seat, 1);
  QCOMPARE(feed({extraTurn(0)}),
           QStringList{QStringLiteral("— You take an extra turn (Outpost) —")});
}

void TestGameLog::havenSetsACardAsideFaceDown() {
  // The choice comes in a move of its own, after the play's line is finished.
  QCOMPARE(feed({play(1, "Haven"), draw(1, "Copper"), pool(EventKind::Actions, 1, 1)}),
           QStringList{QStringLiteral("Alice plays Haven and draws 1 card. (+1 Action)")});
  QCOMPARE(feed({move(1, "Gold", Zone::Hand, 1, Zone::Held, 1, MoveReason::SetAside, 30)}),
           QStringList{QStringLiteral("Alice sets aside a card face down with Haven.")});
  QCOMPARE(m_entries.at(0).cardIds, QVariantList());  // nothing names the card
  feed({play(0, "Haven"), draw(0, "Copper")});
  QCOMPARE(feed({move(0, "Gold", Zone::Hand, 0, Zone::Held, 0, MoveReason::SetAside, 31)}),
           QStringList{QStringLiteral("You set aside Gold face down with Haven.")});
}

void TestGameLog::havensCardComesBackAtTheStartOfTheTurn() {
  feed({play(2, "Haven")});
  feed({move(2, "Gold", Zone::Hand, 2, Zone::Held, 2, MoveReason::SetAside, 40)});
  m_builder.setDurationsDue(2, {id("Haven")});
  QCOMPARE(
      feed({turn(2, 4), move(2, "Gold", Zone::Held, 2, Zone::Hand, 2, MoveReason::ToHand, 40)}),
      (QStringList{QStringLiteral("— Turn 4: Bob —"),
                   QStringLiteral("Bob puts the card set aside with Haven into their hand.")}));
  // Taken up from a position (the set-aside move was never seen): the Durations due say it.
  m_builder.setDurationsDue(0, {id("Haven")});
  QCOMPARE(
      feed({turn(0, 5), move(0, "Silver", Zone::Held, 0, Zone::Hand, 0, MoveReason::ToHand, 41)}),
      (QStringList{QStringLiteral("— Turn 5: You —"),
                   QStringLiteral("You put Silver set aside with Haven into your hand.")}));
}

void TestGameLog::matsNameTheMatAndHideFaceDownCards() {
  // Island: the chosen card and Island itself, face up.
  QCOMPARE(feed({move(1, "Gold", Zone::Hand, 1, Zone::IslandMat, 1, MoveReason::SetAside, 50),
                 move(1, "Island", Zone::InPlay, 1, Zone::IslandMat, 1, MoveReason::SetAside, 51)}),
           QStringList{QStringLiteral("Alice puts Gold, Island onto their Island mat.")});
  // Native Village: face down, only its owner sees it.
  QCOMPARE(feed({move(2, "Gold", Zone::Deck, 2, Zone::NativeVillage, 2, MoveReason::SetAside, 52)}),
           QStringList{QStringLiteral("Bob puts a card onto their Native Village mat.")});
  QCOMPARE(feed({move(0, "Gold", Zone::Deck, 0, Zone::NativeVillage, 0, MoveReason::SetAside, 53)}),
           QStringList{QStringLiteral("You put Gold onto your Native Village mat.")});
  QCOMPARE(feed({move(2, "Gold", Zone::NativeVillage, 2, Zone::Hand, 2, MoveReason::ToHand, 52),
                 move(2, "Copper", Zone::NativeVillage, 2, Zone::Hand, 2, MoveReason::ToHand, 54)}),
           QStringList{
               QStringLiteral("Bob puts 2 cards from their Native Village mat into their hand.")});
  QCOMPARE(
      feed({move(0, "Gold", Zone::NativeVillage, 0, Zone::Hand, 0, MoveReason::ToHand, 53)}),
      QStringList{QStringLiteral("You put Gold from your Native Village mat into your hand.")});
}

void TestGameLog::embargoTokenOnAPile() {
  const Event trash{.kind = EventKind::Trash, .player = 2, .card = id("Embargo"), .inst = 60};
  QCOMPARE(feed({trash, move(2, "Embargo", Zone::InPlay, 2, Zone::Trash, -1, MoveReason::Trash, 60),
                 pileToken(2, "Silver")}),
           (QStringList{QStringLiteral("Bob trashes Embargo."),
                        QStringLiteral("Bob adds an Embargo token to the Silver pile.")}));
  QCOMPARE(feed({pileToken(0, "Province")}),
           QStringList{QStringLiteral("You add an Embargo token to the Province pile.")});
}

void TestGameLog::tradeRouteTokenMovesToTheMat() {
  const Event moved{.kind = EventKind::PileToken,
                    .player = 1,
                    .card = id("Duchy"),
                    .toOwner = int8_t(dom::PileToken::TradeRoute),
                    .amount = -1};
  QCOMPARE(feed({moved}),
           QStringList{QStringLiteral(
               "The Trade Route token on the Duchy pile moves to the Trade Route mat.")});
}

void TestGameLog::startOfTurnDrawsNameTheirDuration() {
  m_builder.setDurationsDue(1, {id("Caravan"), id("Caravan")});
  QCOMPARE(
      feed({turn(1, 6), draw(1, "Gold"), draw(1, "Copper"), play(1, "Village"), draw(1, "Estate")}),
      (QStringList{QStringLiteral("— Turn 6: Alice —"),
                   QStringLiteral("Alice draws 2 cards. (Caravan)"),
                   QStringLiteral("Alice plays Village and draws 1 card.")}));
  m_builder.setDurationsDue(0, {id("Caravan")});
  QCOMPARE(
      feed({turn(0, 7), draw(0, "Gold")}),
      (QStringList{QStringLiteral("— Turn 7: You —"), QStringLiteral("You draw Gold. (Caravan)")}));
  // Without Durations due the turn starts as before.
  m_builder.setDurationsDue(0, {});
  QCOMPARE(feed({turn(0, 8)}), QStringList{QStringLiteral("— Turn 8: You —")});
}

void TestGameLog::matVisibility() {
  using dominion::app::moveVisibleTo;
  QVERIFY(!moveVisibleTo(move(1, "Gold", Zone::Hand, 1, Zone::Held, 1, MoveReason::SetAside), 0));
  QVERIFY(moveVisibleTo(move(0, "Gold", Zone::Hand, 0, Zone::Held, 0, MoveReason::SetAside), 0));
  QVERIFY(!moveVisibleTo(
      move(1, "Gold", Zone::Deck, 1, Zone::NativeVillage, 1, MoveReason::SetAside), 0));
  QVERIFY(!moveVisibleTo(move(1, "Gold", Zone::NativeVillage, 1, Zone::Hand, 1, MoveReason::ToHand),
                         0));
  QVERIFY(moveVisibleTo(
      move(0, "Gold", Zone::Deck, 0, Zone::NativeVillage, 0, MoveReason::SetAside), 0));
  QVERIFY(
      moveVisibleTo(move(1, "Gold", Zone::Hand, 1, Zone::IslandMat, 1, MoveReason::SetAside), 0));
  // Nobody's in particular (a hot-seat table): face-down cards stay hidden.
  QVERIFY(!moveVisibleTo(move(0, "Gold", Zone::Hand, 0, Zone::Held, 0, MoveReason::SetAside), -1));
}

void TestGameLog::seasideSentencesInGermanAndFrench() {
  feed({play(1, "Haven")});
  const QStringList lines =
      feed({move(1, "Gold", Zone::Hand, 1, Zone::Held, 1, MoveReason::SetAside, 70),
            move(2, "Gold", Zone::Deck, 2, Zone::NativeVillage, 2, MoveReason::SetAside, 71),
            pileToken(2, "Silver"), extraTurn(1)});
  QCOMPARE(lines.size(), 4);
  const QList<dominion::app::LogEntry> entries = m_entries;
  QCOMPARE(dominion::app::Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(entries.at(0).text(),
           QStringLiteral("Alice legt mit Hafen eine Karte verdeckt beiseite."));
  QCOMPARE(entries.at(1).text(),
           QStringLiteral("Bob legt eine Karte auf das Eingeborenendorf-Tableau."));
  QCOMPARE(entries.at(2).text(),
           QStringLiteral("Bob legt einen Embargomarker auf den Stapel Silber."));
  QCOMPARE(entries.at(3).text(),
           QStringLiteral("— Alice macht einen zusätzlichen Zug (Außenposten) —"));
  QCOMPARE(dominion::app::Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QCOMPARE(entries.at(0).text(),
           QStringLiteral("Alice met de côté une carte face cachée avec Havre."));
  QCOMPARE(entries.at(1).text(),
           QStringLiteral("Bob place une carte sur son plateau Village indigène."));
  QCOMPARE(entries.at(2).text(), QStringLiteral("Bob place un jeton Embargo sur la pile Argent."));
  QCOMPARE(entries.at(3).text(),
           QStringLiteral("— Alice joue un tour supplémentaire (Avant-poste) —"));
  dominion::app::Localization::install(QStringLiteral("en"));
}

void TestGameLog::spendingTokensSaysWhatWasSpent() {
  QCOMPARE(feed({tokens(EventKind::SpendTokens, 0, dom::Counter::Coffers, 2),
                 pool(EventKind::Coins, 0, 2)}),
           QStringList{QStringLiteral("You spend 2 Coffers. (+$2)")});
  QCOMPARE(feed({tokens(EventKind::SpendTokens, 1, dom::Counter::Coffers, 1),
                 pool(EventKind::Coins, 1, 1)}),
           QStringList{QStringLiteral("Alice spends 1 Coffers. (+$1)")});
  QCOMPARE(feed({tokens(EventKind::SpendTokens, 0, dom::Counter::Villagers, 1),
                 pool(EventKind::Actions, 0, 1)}),
           QStringList{QStringLiteral("You spend a Villager. (+1 Action)")});
  QCOMPARE(feed({tokens(EventKind::SpendTokens, 2, dom::Counter::Villagers, 2),
                 pool(EventKind::Actions, 2, 2)}),
           QStringList{QStringLiteral("Bob spends 2 Villagers. (+2 Actions)")});
  QCOMPARE(feed({tokens(EventKind::SpendTokens, 1, dom::Counter::Debt, 3)}),
           QStringList{QStringLiteral("Alice pays off 3 Debt.")});
  QCOMPARE(feed({tokens(EventKind::SpendTokens, 0, dom::Counter::Debt, 1)}),
           QStringList{QStringLiteral("You pay off 1 Debt.")});
}

void TestGameLog::tokensACardGivesJoinItsLine() {
  QCOMPARE(
      feed({play(0, "Candlestick Maker"), pool(EventKind::Actions, 0, 1),
            pool(EventKind::Buys, 0, 1), tokens(EventKind::Tokens, 0, dom::Counter::Coffers, 1)}),
      QStringList{QStringLiteral("You play Candlestick Maker. (+1 Action, +1 Buy, +1 Coffers)")});
  // Lackeys' Villagers come when it is gained: a line of their own after the buy.
  QCOMPARE(feed({buy(1, "Lackeys"),
                 {.kind = EventKind::Gain, .player = 1, .card = id("Lackeys")},
                 tokens(EventKind::Tokens, 1, dom::Counter::Villagers, 2)}),
           (QStringList{QStringLiteral("Alice buys Lackeys."),
                        QStringLiteral("Alice gets +2 Villagers.")}));
}

void TestGameLog::debtTakenWithABuyHasALineOfItsOwn() {
  QCOMPARE(feed({buy(0, "Engineer"),
                 {.kind = EventKind::Gain, .player = 0, .card = id("Engineer")},
                 tokens(EventKind::Tokens, 0, dom::Counter::Debt, 4)}),
           (QStringList{QStringLiteral("You buy Engineer."), QStringLiteral("You take 4 Debt.")}));
  QCOMPARE(feed({tokens(EventKind::Tokens, 2, dom::Counter::Debt, 4)}),
           QStringList{QStringLiteral("Bob takes 4 Debt.")});
}

void TestGameLog::buyingAnEventOrProjectIsABuy() {
  QCOMPARE(
      feed({buy(1, "Alms"), {.kind = EventKind::Gain, .player = 1, .card = id("Silver")}}),
      (QStringList{QStringLiteral("Alice buys Alms."), QStringLiteral("Alice gains Silver.")}));
  QCOMPARE(feed({buy(0, "Fair")}), QStringList{QStringLiteral("You buy Fair.")});
}

void TestGameLog::aCardPlayedUsingAWayNamesTheWay() {
  m_builder.setWayOfNextPlay(id("Way of the Ox"));
  QCOMPARE(feed({play(0, "Smithy"), pool(EventKind::Actions, 0, 2)}),
           QStringList{QStringLiteral("You play Smithy using Way of the Ox. (+2 Actions)")});
  QVERIFY(m_entries.at(0).cardIds.contains(int(id("Way of the Ox"))));
  m_builder.setWayOfNextPlay(id("Way of the Ox"));
  QCOMPARE(feed({play(1, "Village"), pool(EventKind::Actions, 1, 2)}),
           QStringList{QStringLiteral("Alice plays Village using Way of the Ox. (+2 Actions)")});
  // Only the one play: the next card is played as itself.
  QCOMPARE(feed({play(1, "Village"), pool(EventKind::Actions, 1, 2)}),
           QStringList{QStringLiteral("Alice plays Village. (+2 Actions)")});
}

void TestGameLog::callingAReserveFromTheTavern() {
  QCOMPARE(
      feed({play(0, "Coin of the Realm"), pool(EventKind::Coins, 0, 1),
            move(0, "Coin of the Realm", Zone::InPlay, 0, Zone::Tavern, 0, MoveReason::SetAside)}),
      (QStringList{QStringLiteral("You play Coin of the Realm. (+$1)"),
                   QStringLiteral("You put Coin of the Realm onto your Tavern mat.")}));
  QCOMPARE(feed({move(1, "Coin of the Realm", Zone::Tavern, 1, Zone::InPlay, 1, MoveReason::Call),
                 pool(EventKind::Actions, 1, 2)}),
           QStringList{QStringLiteral("Alice calls Coin of the Realm. (+2 Actions)")});
}

void TestGameLog::tokenAndLandscapeSentencesInGermanAndFrench() {
  m_builder.setWayOfNextPlay(id("Way of the Ox"));
  const QStringList lines =
      feed({tokens(EventKind::SpendTokens, 1, dom::Counter::Coffers, 2),
            pool(EventKind::Coins, 1, 2), tokens(EventKind::SpendTokens, 1, dom::Counter::Debt, 3),
            buy(1, "Alms"), play(1, "Village"), pool(EventKind::Actions, 1, 2),
            move(1, "Coin of the Realm", Zone::Tavern, 1, Zone::InPlay, 1, MoveReason::Call),
            tokens(EventKind::SpendTokens, 1, dom::Counter::Villagers, 2)});
  QCOMPARE(lines.size(), 6);
  const QList<dominion::app::LogEntry> entries = m_entries;
  QCOMPARE(dominion::app::Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(entries.at(0).text(), QStringLiteral("Alice gibt 2 Taler aus. (+$2)"));
  QCOMPARE(entries.at(1).text(), QStringLiteral("Alice tilgt 3 Schulden."));
  QCOMPARE(entries.at(2).text(), QStringLiteral("Alice kauft Almosen."));
  QCOMPARE(entries.at(3).text(),
           QStringLiteral("Alice spielt Dorf über Weg des Ochsen aus. (+2 Aktionen)"));
  QCOMPARE(entries.at(4).text(), QStringLiteral("Alice ruft Königliche Münzen auf."));
  QCOMPARE(entries.at(5).text(), QStringLiteral("Alice gibt 2 Dorfbewohner aus."));
  QCOMPARE(dominion::app::Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QCOMPARE(entries.at(0).text(), QStringLiteral("Alice dépense 2 Coffres. (+$2)"));
  QCOMPARE(entries.at(1).text(), QStringLiteral("Alice rembourse 3 Dettes."));
  QCOMPARE(entries.at(3).text(),
           QStringLiteral("Alice joue Village via Voie du Bœuf. (+2 Actions)"));
  QCOMPARE(entries.at(5).text(), QStringLiteral("Alice dépense 2 Villageois."));
  dominion::app::Localization::install(QStringLiteral("en"));
}

QTEST_MAIN(TestGameLog)
#include "tst_gamelog.moc"
