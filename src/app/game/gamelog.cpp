#include "gamelog.h"

#include <QCoreApplication>
#include <algorithm>

#include "cardcatalog.h"
#include "decisionmodel.h"
#include "durationnotes.h"
#include "engine/card.hpp"
#include "engine/state.hpp"
#include "engine/zones.hpp"
#include "logrecord.h"

namespace dominion::app {

using dom::Event;
using dom::EventKind;
using dom::MoveReason;
using dom::Zone;
using Kind = GameLogBuilder::Kind;
using Line = GameLogBuilder::Line;

namespace {

QString translated(const char* text) { return QCoreApplication::translate("GameLog", text); }

// A message with a count (%n) in its language's plural forms: "+1 Action", "+2 Actions";
// French "0 carte" (English's forms are in translations/dominion_en.ts).
QString counted(const char* text, int n) {
  QString out = QCoreApplication::translate("GameLog", text, nullptr, n);
  // No translator installed (yet): English from the source, "(s)" by the count.
  out.replace(QStringLiteral("(s)"), n == 1 ? QString() : QStringLiteral("s"));
  return out;
}

bool zoneVisible(Zone z, int owner, int viewer) {
  switch (z) {
    case Zone::Supply:
    case Zone::Trash:
    case Zone::InPlay:
    case Zone::Revealed:
    case Zone::Discard:
      return true;
    case Zone::Hand:
    case Zone::Deck:
    case Zone::Aside:
      return owner == viewer;
    case Zone::Count:
      return false;
    default:
      // Mats and the cards Durations hold: as zones.hpp describes them.
      switch (dom::zoneInfo(z).visibility) {
        case dom::Visibility::Public:
          return true;
        case dom::Visibility::Owner:
          return owner == viewer;
        case dom::Visibility::Hidden:
          return false;
      }
      return false;
  }
}

bool isMat(Zone z) {
  return std::find(std::begin(dom::kMatZones), std::end(dom::kMatZones), z) !=
         std::end(dom::kMatZones);
}

// "Island mat", to follow "your" or "their" (all mats share one gender in German and French).
QString matName(Zone z) {
  switch (z) {
    case Zone::IslandMat:
      return translated(QT_TRANSLATE_NOOP("GameLog", "Island mat"));
    case Zone::NativeVillage:
      return translated(QT_TRANSLATE_NOOP("GameLog", "Native Village mat"));
    case Zone::Tavern:
      return translated(QT_TRANSLATE_NOOP("GameLog", "Tavern mat"));
    case Zone::Exile:
      return translated(QT_TRANSLATE_NOOP("GameLog", "Exile mat"));
    default:
      return {};
  }
}

// The card that gives an extra turn of this kind (the turn header names it).
int extraTurnCard(int kind) {
  switch (dom::TurnKind(kind)) {
    case dom::TurnKind::Outpost:
      return dom::findCard("Outpost");
    case dom::TurnKind::Normal:
    case dom::TurnKind::Count:
      break;
  }
  return -1;
}

Line makeLine(Kind kind, int seat, std::vector<int> cards = {}) {
  Line line;
  line.kind = kind;
  line.seat = seat;
  line.cards = std::move(cards);
  return line;
}

QString shuffleSentence(bool you, const QString& who) {
  return you ? translated(QT_TRANSLATE_NOOP("GameLog", "You shuffle your deck."))
             : translated(QT_TRANSLATE_NOOP("GameLog", "%1 shuffles their deck.")).arg(who);
}

bool isTreasure(int cardId) {
  return CardCatalog::isValid(cardId) && dom::card(dom::CardId(cardId)).is(dom::Treasure);
}

// "Copper, Silver, a card".
QString cardList(const std::vector<int>& cards) {
  QStringList parts;
  for (int c : cards)
    parts.append(c >= 0 ? CardCatalog::name(c)
                        : translated(QT_TRANSLATE_NOOP("GameLog", "a card")));
  return parts.join(QStringLiteral(", "));
}

bool allHidden(const std::vector<int>& cards) {
  return std::all_of(cards.begin(), cards.end(), [](int c) { return c < 0; });
}

// The sentence for the human ("You ...") or for another player ("Alice ...").
QString say(bool you, const char* youText, const char* otherText, const QString& who,
            const QString& what) {
  return you ? translated(youText).arg(what) : translated(otherText).arg(who, what);
}

// The same with a count of hidden cards for other players ("Alice draws 2 cards."):
// otherCount takes the name (%1) and the count (%n).
QString sayCards(bool you, const char* youText, const char* otherText, const char* otherCount,
                 const QString& who, const std::vector<int>& cards) {
  if (!you && allHidden(cards)) return counted(otherCount, int(cards.size())).arg(who);
  return say(you, youText, otherText, who, cardList(cards));
}

// "+1 Coffers", "+2 Villagers", "+1 VP": tokens a card gives (Debt is taken, not given).
QString tokenBonus(dom::Counter c, int n) {
  switch (c) {
    case dom::Counter::VP:
      return translated(QT_TRANSLATE_NOOP("GameLog", "+%1 VP")).arg(n);
    case dom::Counter::Coffers:
      return translated(QT_TRANSLATE_NOOP("GameLog", "+%1 Coffers")).arg(n);
    case dom::Counter::Villagers:
      return counted(QT_TRANSLATE_N_NOOP("GameLog", "+%n Villager(s)"), n);
    case dom::Counter::Favors:
      return counted(QT_TRANSLATE_N_NOOP("GameLog", "+%n Favor(s)"), n);
    case dom::Counter::PirateShip:
      return counted(QT_TRANSLATE_N_NOOP("GameLog", "+%n Pirate Ship token(s)"), n);
    case dom::Counter::Debt:
    case dom::Counter::Count:
      break;
  }
  return QStringLiteral("+%1").arg(n);
}

// "You spend 2 Coffers." / "Ada pays off 3 Debt."
QString spendSentence(const Line& l, bool you, const QString& who) {
  const int n = l.number;
  switch (dom::Counter(l.counter)) {
    case dom::Counter::Debt:
      return you ? translated(QT_TRANSLATE_NOOP("GameLog", "You pay off %1 Debt.")).arg(n)
                 : translated(QT_TRANSLATE_NOOP("GameLog", "%1 pays off %2 Debt.")).arg(who).arg(n);
    case dom::Counter::Villagers:
      if (n == 1)
        return you ? translated(QT_TRANSLATE_NOOP("GameLog", "You spend a Villager."))
                   : translated(QT_TRANSLATE_NOOP("GameLog", "%1 spends a Villager.")).arg(who);
      return you ? translated(QT_TRANSLATE_NOOP("GameLog", "You spend %1 Villagers.")).arg(n)
                 : translated(QT_TRANSLATE_NOOP("GameLog", "%1 spends %2 Villagers."))
                       .arg(who)
                       .arg(n);
    default:
      return you ? translated(QT_TRANSLATE_NOOP("GameLog", "You spend %1 Coffers.")).arg(n)
                 : translated(QT_TRANSLATE_NOOP("GameLog", "%1 spends %2 Coffers."))
                       .arg(who)
                       .arg(n);
  }
}

// "You get +2 Villagers." / "Ada takes 4 Debt."
QString tokensSentence(const Line& l, bool you, const QString& who) {
  if (dom::Counter(l.counter) == dom::Counter::Debt)
    return you ? translated(QT_TRANSLATE_NOOP("GameLog", "You take %1 Debt.")).arg(l.number)
               : translated(QT_TRANSLATE_NOOP("GameLog", "%1 takes %2 Debt."))
                     .arg(who)
                     .arg(l.number);
  return say(you, QT_TRANSLATE_NOOP("GameLog", "You get %1."),
             QT_TRANSLATE_NOOP("GameLog", "%1 gets %2."), who,
             tokenBonus(dom::Counter(l.counter), l.number));
}

QString bonuses(const Line& l) {
  QStringList parts;
  if (l.actions) parts.append(counted(QT_TRANSLATE_N_NOOP("GameLog", "+%n Action(s)"), l.actions));
  if (l.buys) parts.append(counted(QT_TRANSLATE_N_NOOP("GameLog", "+%n Buy(s)"), l.buys));
  if (l.coins) parts.append(translated(QT_TRANSLATE_NOOP("GameLog", "+$%1")).arg(l.coins));
  if (l.potions) parts.append(counted(QT_TRANSLATE_N_NOOP("GameLog", "+%n Potion(s)"), l.potions));
  for (size_t c = 0; c < l.tokens.size(); ++c)
    if (l.tokens[c] != 0) parts.append(tokenBonus(dom::Counter(c), l.tokens[c]));
  return parts.join(QStringLiteral(", "));
}

// A sentence and what the line gave, if anything: "You play Village. (+1 Card, +2 Actions)".
QString withBonuses(const QString& sentence, const Line& l) {
  const QString extra = bonuses(l);
  return extra.isEmpty() ? sentence : sentence + QStringLiteral(" (%1)").arg(extra);
}

QString playSentence(const Line& l, bool you, const QString& who) {
  QString what = cardList(l.cards);
  if (l.way >= 0)
    //: A card played as a Way: "Village using Way of the Ox" (in "You play ...")
    what =
        translated(QT_TRANSLATE_NOOP("GameLog", "%1 using %2")).arg(what, CardCatalog::name(l.way));
  if (l.drawn.empty()) {
    if (l.replay)
      return say(you, QT_TRANSLATE_NOOP("GameLog", "You play %1 again."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 plays %2 again."), who, what);
    return say(you, QT_TRANSLATE_NOOP("GameLog", "You play %1."),
               QT_TRANSLATE_NOOP("GameLog", "%1 plays %2."), who, what);
  }
  if (you) {
    const QString drawn = cardList(l.drawn);
    if (l.replay)
      return translated(QT_TRANSLATE_NOOP("GameLog", "You play %1 again and draw %2."))
          .arg(what, drawn);
    return translated(QT_TRANSLATE_NOOP("GameLog", "You play %1 and draw %2.")).arg(what, drawn);
  }
  const int n = int(l.drawn.size());
  if (l.replay)
    return counted(QT_TRANSLATE_N_NOOP("GameLog", "%1 plays %2 again and draws %n card(s)."), n)
        .arg(who, what);
  return counted(QT_TRANSLATE_N_NOOP("GameLog", "%1 plays %2 and draws %n card(s)."), n)
      .arg(who, what);
}

QString gainSentence(const Line& l, bool you, const QString& who) {
  const QString what = cardList(l.cards);
  switch (l.to) {
    case Zone::Hand:
      return say(you, QT_TRANSLATE_NOOP("GameLog", "You gain %1 into your hand."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 gains %2 into their hand."), who, what);
    case Zone::Deck:
      return say(you, QT_TRANSLATE_NOOP("GameLog", "You gain %1 onto your deck."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 gains %2 onto their deck."), who, what);
    default:
      return say(you, QT_TRANSLATE_NOOP("GameLog", "You gain %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 gains %2."), who, what);
  }
}

// "Anna sets aside a card face down with Haven." (Haven's card: only its owner sees it).
QString setAsideSentence(const Line& l, bool you, const QString& who) {
  const int n = int(l.cards.size());
  const QString what = cardList(l.cards);
  if (l.source < 0) {
    if (you)
      return translated(QT_TRANSLATE_NOOP("GameLog", "You set aside %1 face down.")).arg(what);
    if (!allHidden(l.cards))
      return translated(QT_TRANSLATE_NOOP("GameLog", "%1 sets aside %2 face down.")).arg(who, what);
    //: The singular says "a card": "Anna sets aside a card face down."
    return counted(QT_TRANSLATE_N_NOOP("GameLog", "%1 sets aside %n card(s) face down."), n)
        .arg(who);
  }
  const QString with = CardCatalog::name(l.source);
  if (you)
    return translated(QT_TRANSLATE_NOOP("GameLog", "You set aside %1 face down with %2."))
        .arg(what, with);
  if (!allHidden(l.cards))
    return translated(QT_TRANSLATE_NOOP("GameLog", "%1 sets aside %2 face down with %3."))
        .arg(who, what, with);
  if (n == 1)
    return translated(QT_TRANSLATE_NOOP("GameLog", "%1 sets aside a card face down with %2."))
        .arg(who, with);
  return translated(QT_TRANSLATE_NOOP("GameLog", "%1 sets aside %2 cards face down with %3."))
      .arg(who)
      .arg(n)
      .arg(with);
}

// "You put Gold, Island onto your Island mat." / "Anna puts a card onto their Native Village
// mat."
QString toMatSentence(const Line& l, bool you, const QString& who) {
  if (l.to == Zone::Held) return setAsideSentence(l, you, who);
  const int n = int(l.cards.size());
  const QString mat = matName(l.to);
  if (you)
    return translated(QT_TRANSLATE_NOOP("GameLog", "You put %1 onto your %2."))
        .arg(cardList(l.cards), mat);
  if (!allHidden(l.cards))
    return translated(QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 onto their %3."))
        .arg(who, cardList(l.cards), mat);
  if (n == 1)
    return translated(QT_TRANSLATE_NOOP("GameLog", "%1 puts a card onto their %2.")).arg(who, mat);
  return translated(QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 cards onto their %3."))
      .arg(who)
      .arg(n)
      .arg(mat);
}

// "You put Gold set aside with Haven into your hand." / "Anna puts 3 cards from their Native
// Village mat into their hand."
QString fromMatSentence(const Line& l, bool you, const QString& who) {
  const int n = int(l.cards.size());
  const QString what = cardList(l.cards);
  if (l.from == Zone::Held) {
    const QString with = CardCatalog::name(l.source);
    if (you)
      return translated(
                 QT_TRANSLATE_NOOP("GameLog", "You put %1 set aside with %2 into your hand."))
          .arg(what, with);
    if (!allHidden(l.cards))
      return translated(
                 QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 set aside with %3 into their hand."))
          .arg(who, what, with);
    if (n == 1)
      return translated(QT_TRANSLATE_NOOP("GameLog",
                                          "%1 puts the card set aside with %2 into their hand."))
          .arg(who, with);
    return translated(
               QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 cards set aside with %3 into their hand."))
        .arg(who)
        .arg(n)
        .arg(with);
  }
  const QString mat = matName(l.from);
  if (you)
    return translated(QT_TRANSLATE_NOOP("GameLog", "You put %1 from your %2 into your hand."))
        .arg(what, mat);
  if (!allHidden(l.cards))
    return translated(QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 from their %3 into their hand."))
        .arg(who, what, mat);
  if (n == 1)
    return translated(QT_TRANSLATE_NOOP("GameLog", "%1 puts a card from their %2 into their hand."))
        .arg(who, mat);
  return translated(QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 cards from their %3 into their hand."))
      .arg(who)
      .arg(n)
      .arg(mat);
}

// "an Embargo token", "2 Embargo tokens".
QString tokenPhrase(int token, int n) {
  switch (dom::PileToken(token)) {
    case dom::PileToken::Embargo:
      if (n == 1) return translated(QT_TRANSLATE_NOOP("GameLog", "an Embargo token"));
      return translated(QT_TRANSLATE_NOOP("GameLog", "%1 Embargo tokens")).arg(n);
    case dom::PileToken::TradeRoute:
      if (n == 1) return translated(QT_TRANSLATE_NOOP("GameLog", "a Trade Route token"));
      return translated(QT_TRANSLATE_NOOP("GameLog", "%1 Trade Route tokens")).arg(n);
    case dom::PileToken::Count:
      break;
  }
  return {};
}

QString headerSentence(const Line& l, bool you, const QString& who) {
  if (l.extraTurn == 0)
    return translated(QT_TRANSLATE_NOOP("GameLog", "— Turn %1: %2 —"))
        .arg(l.number)
        .arg(you ? translated(QT_TRANSLATE_NOOP("GameLog", "You")) : who);
  const QString card = CardCatalog::name(extraTurnCard(l.extraTurn));
  if (you)
    return translated(QT_TRANSLATE_NOOP("GameLog", "— You take an extra turn (%1) —")).arg(card);
  return translated(QT_TRANSLATE_NOOP("GameLog", "— %1 takes an extra turn (%2) —")).arg(who, card);
}

}  // namespace

bool moveVisibleTo(const Event& e, int viewer) {
  // Cards that go to a discard pile in bulk (clean-up, Chancellor) are not shown one by one.
  const bool bulk = e.reason == MoveReason::Cleanup || e.reason == MoveReason::None;
  const bool toVisible = e.to == Zone::Discard ? !bulk : zoneVisible(e.to, e.toOwner, viewer);
  return zoneVisible(e.from, e.fromOwner, viewer) || toVisible;
}

QString GameLogBuilder::render(const Line& l, const SeatNames& names) {
  const bool you = l.seat >= 0 && l.seat == names.human;
  const QString who =
      l.seat >= 0 && l.seat < names.names.size() ? names.names.at(l.seat) : QString();
  auto nameOf = [&names](int seat) {
    if (seat == names.human) return translated(QT_TRANSLATE_NOOP("GameLog", "you"));
    return seat >= 0 && seat < names.names.size() ? names.names.at(seat) : QString();
  };
  QString text;
  switch (l.kind) {
    case Kind::Header:
      return headerSentence(l, you, who);
    case Kind::Play:
      text = withBonuses(playSentence(l, you, who), l);
      break;
    case Kind::Buy:
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You buy %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 buys %2."), who, cardList(l.cards));
      break;
    case Kind::Gain:
      text = gainSentence(l, you, who);
      break;
    case Kind::Trash:
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You trash %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 trashes %2."), who, cardList(l.cards));
      break;
    case Kind::Discard:
      text = sayCards(you, QT_TRANSLATE_NOOP("GameLog", "You discard %1."),
                      QT_TRANSLATE_NOOP("GameLog", "%1 discards %2."),
                      QT_TRANSLATE_N_NOOP("GameLog", "%1 discards %n card(s)."), who, l.cards);
      break;
    case Kind::Reveal:
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You reveal %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 reveals %2."), who, cardList(l.cards));
      break;
    case Kind::TopDeck:
      text = sayCards(you, QT_TRANSLATE_NOOP("GameLog", "You put %1 onto your deck."),
                      QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 onto their deck."),
                      QT_TRANSLATE_N_NOOP("GameLog", "%1 puts %n card(s) onto their deck."), who,
                      l.cards);
      break;
    case Kind::SetAside:
      text = sayCards(you, QT_TRANSLATE_NOOP("GameLog", "You set aside %1."),
                      QT_TRANSLATE_NOOP("GameLog", "%1 sets aside %2."),
                      QT_TRANSLATE_N_NOOP("GameLog", "%1 sets aside %n card(s)."), who, l.cards);
      break;
    case Kind::ToHand:
      text = sayCards(you, QT_TRANSLATE_NOOP("GameLog", "You put %1 into your hand."),
                      QT_TRANSLATE_NOOP("GameLog", "%1 puts %2 into their hand."),
                      QT_TRANSLATE_N_NOOP("GameLog", "%1 puts %n card(s) into their hand."), who,
                      l.cards);
      break;
    case Kind::Draw:
      // Another player's draw is a number of cards, even for a viewer who saw them (a demo).
      if (!you) {
        const int n = int(l.cards.size());
        text = counted(QT_TRANSLATE_N_NOOP("GameLog", "%1 draws %n card(s)."), n).arg(who);
        break;
      }
      text = sayCards(you, QT_TRANSLATE_NOOP("GameLog", "You draw %1."),
                      QT_TRANSLATE_NOOP("GameLog", "%1 draws %2."),
                      QT_TRANSLATE_N_NOOP("GameLog", "%1 draws %n card(s)."), who, l.cards);
      break;
    case Kind::Return:
      text = translated(QT_TRANSLATE_NOOP("GameLog", "%1 returns to the Supply."))
                 .arg(cardList(l.cards));
      break;
    case Kind::Shuffle:
      text = shuffleSentence(you, who);
      break;
    case Kind::Unaffected:
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You are unaffected (%1)."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 is unaffected (%2)."), who, cardList(l.cards));
      break;
    case Kind::Name:
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You name %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 names %2."), who, cardList(l.cards));
      break;
    case Kind::Choice: {
      QString what =
          l.option.id != dom::Text::None ? engineOptionText(l.option) : QString::number(l.number);
      if (!l.cards.empty() && l.cards.front() >= 0)
        what = translated(QT_TRANSLATE_NOOP("GameLog", "%1 (%2)"))
                   .arg(what, CardCatalog::name(l.cards.front()));
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You choose: %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 chooses: %2."), who, what);
      break;
    }
    case Kind::Pools:
      text = say(you, QT_TRANSLATE_NOOP("GameLog", "You get %1."),
                 QT_TRANSLATE_NOOP("GameLog", "%1 gets %2."), who, bonuses(l));
      break;
    case Kind::Pass:
      if (you)
        return translated(QT_TRANSLATE_NOOP("GameLog", "You pass %1 to %2."))
            .arg(cardList(l.cards), nameOf(l.other));
      if (l.other == names.human)
        return translated(QT_TRANSLATE_NOOP("GameLog", "%1 passes %2 to you."))
            .arg(who, cardList(l.cards));
      return translated(QT_TRANSLATE_NOOP("GameLog", "%1 passes a card to %2."))
          .arg(who, nameOf(l.other));
    case Kind::GameOver:
      return translated(QT_TRANSLATE_NOOP("GameLog", "The game is over."));
    case Kind::Undo:
      return translated(QT_TRANSLATE_NOOP("GameLog", "You take back your last move."));
    case Kind::ToMat:
      text = toMatSentence(l, you, who);
      break;
    case Kind::FromMat:
      text = fromMatSentence(l, you, who);
      break;
    case Kind::Tokens:
      text = tokensSentence(l, you, who);
      break;
    case Kind::Spend:
      text = withBonuses(spendSentence(l, you, who), l);
      break;
    case Kind::Call:
      text = withBonuses(say(you, QT_TRANSLATE_NOOP("GameLog", "You call %1."),
                             QT_TRANSLATE_NOOP("GameLog", "%1 calls %2."), who, cardList(l.cards)),
                         l);
      break;
    case Kind::PileToken: {
      const QString pile = cardList(l.cards);
      if (l.number < 0) {  // taken off the pile: Trade Route's token goes to its mat
        text = translated(QT_TRANSLATE_NOOP(
                              "GameLog",
                              "The Trade Route token on the %1 pile moves to the Trade Route mat."))
                   .arg(pile);
        break;
      }
      const QString what = tokenPhrase(l.token, l.number);
      text = you ? translated(QT_TRANSLATE_NOOP("GameLog", "You add %1 to the %2 pile."))
                       .arg(what, pile)
                 : translated(QT_TRANSLATE_NOOP("GameLog", "%1 adds %2 to the %3 pile."))
                       .arg(who, what, pile);
      break;
    }
  }
  if (l.shuffled) text += QLatin1Char(' ') + shuffleSentence(you, who);
  // A Duration's effect at the start of a turn (Caravan's draw): the card that caused it.
  if (l.source >= 0 && l.kind == Kind::Draw)
    text += QStringLiteral(" (%1)").arg(CardCatalog::name(l.source));
  // A triggered ability's doing, unless the line names its card already (Border Village gained).
  else if (l.by >= 0 && std::find(l.cards.begin(), l.cards.end(), l.by) == l.cards.end())
    text += QStringLiteral(" (%1)").arg(CardCatalog::name(l.by));
  return text;
}

void GameLogBuilder::start(std::shared_ptr<const SeatNames> names, int viewer, bool midGame) {
  m_names = std::move(names);
  m_viewer = viewer;
  m_line.reset();
  m_out.clear();
  m_inCleanup = false;
  m_started = midGame;
  m_startOfTurn = false;
  m_lastPlayed.clear();
  m_holder.clear();
  m_durationsDue.clear();
  m_triggered.clear();
}

LogEntry GameLogBuilder::entryOf(const Line& line) const {
  LogEntry entry;
  entry.seat = line.seat;
  entry.turnHeader = line.kind == Kind::Header;
  auto mention = [&entry](int c) {
    if (c >= 0 && !entry.cardIds.contains(QVariant(c))) entry.cardIds.append(c);
  };
  for (int c : line.cards) mention(c);
  for (int c : line.drawn) mention(c);
  if (line.way >= 0) mention(line.way);
  entry.text = [line, names = m_names]() { return render(line, *names); };
  entry.record = logLineToJson(line);
  return entry;
}

QList<LogEntry> GameLogBuilder::restore(const QJsonArray& records) const {
  QList<LogEntry> out;
  const int seats = int(m_names->names.size());
  for (const QJsonValue& v : records) {
    const auto line = v.isObject() ? logLineFromJson(v.toObject()) : std::nullopt;
    // A line about a seat this game does not have belongs to another game: left out.
    if (line && line->seat < seats && line->other < seats) out.append(entryOf(*line));
  }
  return out;
}

void GameLogBuilder::flush() {
  if (!m_line) return;
  m_out.append(entryOf(*m_line));
  m_line.reset();
}

void GameLogBuilder::begin(Line line) {
  flush();
  // What a triggered ability does is said with its card; a card it plays has a line of its own.
  if (line.kind != Kind::Play && line.kind != Kind::Header && line.by < 0) line.by = triggeredBy();
  m_line = std::move(line);
}

void GameLogBuilder::addCard(Kind kind, int seat, int cardId) {
  if (m_line && m_line->kind == kind && m_line->seat == seat && m_line->by == triggeredBy()) {
    m_line->cards.push_back(cardId);
    return;
  }
  begin(makeLine(kind, seat, {cardId}));
}

void GameLogBuilder::addUndo() {
  begin(makeLine(Kind::Undo, m_names->human));
  flush();
}

QList<LogEntry> GameLogBuilder::take() {
  flush();
  QList<LogEntry> out;
  out.swap(m_out);
  return out;
}

int GameLogBuilder::dueSource(int seat, int effect) const {
  for (int c : m_durationsDue.value(seat))
    if (int(nextTurnEffect(c)) == effect) return c;
  return -1;
}

bool GameLogBuilder::onMatMove(const Event& e, int card) {
  if (isMat(e.to) && e.from != e.to) {
    if (e.to == Zone::Held) m_holder.insert(e.inst, m_lastPlayed.value(e.player, -1));
    const int source = e.to == Zone::Held ? m_holder.value(e.inst) : -1;
    if (m_line && m_line->kind == Kind::ToMat && m_line->seat == e.player && m_line->to == e.to &&
        m_line->source == source) {
      m_line->cards.push_back(card);
      return true;
    }
    Line line = makeLine(Kind::ToMat, e.player, {card});
    line.to = e.to;
    line.source = source;
    begin(std::move(line));
    return true;
  }
  if (isMat(e.from) && e.to == Zone::Hand) {
    int source = -1;
    if (e.from == Zone::Held) {
      source = m_holder.value(e.inst, -1);
      if (source < 0) source = dueSource(e.player, int(NextTurnEffect::ReturnHeld));
      m_holder.remove(e.inst);
      if (source < 0) return false;  // said as a card put into the hand
    }
    if (m_line && m_line->kind == Kind::FromMat && m_line->seat == e.player &&
        m_line->from == e.from && m_line->source == source) {
      m_line->cards.push_back(card);
      return true;
    }
    Line line = makeLine(Kind::FromMat, e.player, {card});
    line.from = e.from;
    line.source = source;
    begin(std::move(line));
    return true;
  }
  return false;
}

void GameLogBuilder::onMove(const Event& e) {
  const int card = moveVisibleTo(e, m_viewer) ? int(e.card) : -1;
  if (e.reason == MoveReason::Call) {
    begin(makeLine(Kind::Call, e.player, {card}));
    return;
  }
  if (onMatMove(e, card)) return;
  switch (e.reason) {
    case MoveReason::Draw:
      if (m_inCleanup) return;
      if (m_line && m_line->kind == Kind::Play && m_line->seat == e.player && m_triggered.empty()) {
        m_line->drawn.push_back(card);
        return;
      }
      if (m_startOfTurn) {
        // A Duration's draw (Caravan): a line of its own that names the card.
        const int source = dueSource(e.player, int(NextTurnEffect::Draw));
        if (m_line && m_line->kind == Kind::Draw && m_line->seat == e.player &&
            m_line->source == source) {
          m_line->cards.push_back(card);
          return;
        }
        Line line = makeLine(Kind::Draw, e.player, {card});
        line.source = source;
        begin(std::move(line));
        return;
      }
      addCard(Kind::Draw, e.player, card);
      return;
    case MoveReason::Discard:
      addCard(Kind::Discard, e.player, card);
      return;
    case MoveReason::Gain:
      if (m_line && (m_line->kind == Kind::Gain || m_line->kind == Kind::Buy) &&
          m_line->seat == e.player) {
        if (m_line->cards.size() > 1 && m_line->to != e.to) {
          // A gain to another place than the ones before it: a line of its own.
          const int last = m_line->cards.back();
          m_line->cards.pop_back();
          begin(makeLine(Kind::Gain, e.player, {last}));
        }
        m_line->to = e.to;
      }
      return;
    case MoveReason::TopDeck:
      addCard(Kind::TopDeck, e.player, card);
      return;
    case MoveReason::SetAside:
      // Revealed from the deck: the Reveal event that follows says it.
      if (e.from == Zone::Deck && e.to == Zone::Revealed) return;
      addCard(Kind::SetAside, e.player, card);
      return;
    case MoveReason::ToHand:
      addCard(Kind::ToHand, e.player, card);
      return;
    case MoveReason::Return:
      addCard(Kind::Return, e.player, card);
      return;
    default:
      return;  // plays, trashes and passes have their own events; clean-up is not logged
  }
}

void GameLogBuilder::setDurationsDue(int seat, std::vector<int> cardIds) {
  m_durationsDue.insert(seat, std::move(cardIds));
}

void GameLogBuilder::feed(const Event& e, const std::vector<dom::Option>& options) {
  if (e.kind == EventKind::TurnBegin || e.kind == EventKind::ExtraTurnBegin) {
    m_started = true;
    m_inCleanup = false;
    m_startOfTurn = true;
    Line header = makeLine(Kind::Header, e.player);
    if (e.kind == EventKind::TurnBegin)
      header.number = e.amount;
    else
      header.extraTurn = std::max(1, int(e.amount));
    begin(std::move(header));
    flush();
    return;
  }
  if (e.kind == EventKind::GameOver) {
    m_inCleanup = false;
    begin(makeLine(Kind::GameOver, -1));
    flush();
    return;
  }
  if (e.kind == EventKind::TurnBegin || e.kind == EventKind::ExtraTurnBegin ||
      e.kind == EventKind::GameOver || e.kind == EventKind::PhaseBegin ||
      e.kind == EventKind::Play || e.kind == EventKind::Buy)
    m_triggered.clear();  // a card played (Trail playing itself) says the rest in its own line
  if (!m_started) return;
  if (e.kind == EventKind::PhaseBegin || e.kind == EventKind::Play || e.kind == EventKind::Buy)
    m_startOfTurn = false;
  if (e.kind == EventKind::Play) m_lastPlayed.insert(e.player, e.card);
  switch (e.kind) {
    case EventKind::PhaseBegin:
      if (e.amount == int(dom::Phase::Cleanup)) {
        flush();
        m_inCleanup = true;
      }
      return;
    case EventKind::Move:
      onMove(e);
      return;
    case EventKind::Shuffle:
      // In the middle of a card's draw: said in that card's line, which goes on.
      if (!m_inCleanup && m_line && (m_line->kind == Kind::Play || m_line->kind == Kind::Draw) &&
          m_line->seat == e.player) {
        m_line->shuffled = true;
        return;
      }
      begin(makeLine(Kind::Shuffle, e.player));
      flush();
      return;
    case EventKind::Reveal:
      addCard(Kind::Reveal, e.player, e.card);
      return;
    case EventKind::Play: {
      const bool replay = e.amount == 1;
      const bool treasure = isTreasure(e.card);
      if (m_line && m_line->kind == Kind::Play && m_line->treasures && treasure && !replay &&
          m_line->seat == e.player && m_line->drawn.empty()) {
        m_line->cards.push_back(e.card);
        return;
      }
      Line line = makeLine(Kind::Play, e.player, {e.card});
      line.replay = replay;
      line.treasures = treasure;
      if (m_wayOfNextPlay >= 0 && !replay) {
        line.way = m_wayOfNextPlay;
        line.treasures = false;
        m_wayOfNextPlay = -1;
      }
      begin(std::move(line));
      return;
    }
    case EventKind::Buy:
      begin(makeLine(Kind::Buy, e.player, {e.card}));
      return;
    case EventKind::Gain:
      // The gain of a card just bought is the buy itself.
      if (m_line && m_line->kind == Kind::Buy && m_line->seat == e.player &&
          m_line->cards.size() == 1 && m_line->number == 0 && m_line->cards.front() == e.card) {
        m_line->number = 1;  // the bought card's gain has been seen
        return;
      }
      if (m_line && m_line->kind == Kind::Gain && m_line->seat == e.player &&
          m_line->by == triggeredBy()) {
        m_line->cards.push_back(e.card);
        return;
      }
      begin(makeLine(Kind::Gain, e.player, {e.card}));
      return;
    case EventKind::Trash:
      addCard(Kind::Trash, e.player, e.card);
      return;
    case EventKind::NameCard:
      begin(makeLine(Kind::Name, e.player, {e.card}));
      flush();
      return;
    case EventKind::Unaffected:
      begin(makeLine(Kind::Unaffected, e.player, {e.card}));
      flush();
      return;
    case EventKind::Triggered:
      m_triggered.push_back(int(e.card));
      return;
    case EventKind::TriggerDone:
      if (!m_triggered.empty()) m_triggered.pop_back();
      return;
    case EventKind::Choice: {
      Line line = makeLine(Kind::Choice, e.player, {e.card});
      if (e.amount >= 0 && size_t(e.amount) < options.size())
        line.option = options[size_t(e.amount)];
      else
        line.number = e.amount + 1;
      begin(std::move(line));
      flush();
      return;
    }
    case EventKind::Coins:
    case EventKind::Potions:
    case EventKind::Actions:
    case EventKind::Buys: {
      if (!m_line ||
          (m_line->kind != Kind::Play && m_line->kind != Kind::Pools &&
           m_line->kind != Kind::Spend && m_line->kind != Kind::Call) ||
          m_line->seat != e.player)
        begin(makeLine(Kind::Pools, e.player));
      if (e.kind == EventKind::Coins) m_line->coins += e.amount;
      if (e.kind == EventKind::Potions) m_line->potions += e.amount;
      if (e.kind == EventKind::Actions) m_line->actions += e.amount;
      if (e.kind == EventKind::Buys) m_line->buys += e.amount;
      return;
    }
    case EventKind::Pass: {
      const bool seen = e.player == m_viewer || e.toOwner == m_viewer;
      Line line = makeLine(Kind::Pass, e.player, {seen ? int(e.card) : -1});
      line.other = e.toOwner;
      begin(std::move(line));
      flush();
      return;
    }
    case EventKind::PileToken: {
      Line line = makeLine(Kind::PileToken, e.player, {e.card});
      line.token = e.toOwner;
      line.number = e.amount;
      begin(std::move(line));
      flush();
      return;
    }
    case EventKind::Tokens: {
      const auto counter = dom::Counter(e.toOwner);
      // A card's tokens join its line (Candlestick Maker: +1 Action, +1 Buy, +1 Coffers).
      if (counter != dom::Counter::Debt && m_line && m_line->seat == e.player &&
          (m_line->kind == Kind::Play || m_line->kind == Kind::Pools ||
           m_line->kind == Kind::Call) &&
          size_t(counter) < m_line->tokens.size()) {
        m_line->tokens[size_t(counter)] += e.amount;
        return;
      }
      Line line = makeLine(Kind::Tokens, e.player);
      line.counter = int(counter);
      line.number = e.amount;
      begin(std::move(line));
      flush();
      return;
    }
    case EventKind::SpendTokens: {
      // Spending the same tokens again at once adds up ("You spend 3 Coffers").
      if (m_line && m_line->kind == Kind::Spend && m_line->seat == e.player &&
          m_line->counter == int(e.toOwner)) {
        m_line->number += e.amount;
        return;
      }
      Line line = makeLine(Kind::Spend, e.player);
      line.counter = int(e.toOwner);
      line.number = e.amount;
      begin(std::move(line));
      return;
    }
    case EventKind::TurnBegin:
    case EventKind::ExtraTurnBegin:
    case EventKind::GameOver:
      return;  // handled above
  }
}

}  // namespace dominion::app
