#include "enginetexts.h"

#include <QCoreApplication>
#include <QStringList>
#include <vector>

#include "cardcatalog.h"

namespace dominion::app {
namespace {

using dom::Text;

// Every question and option of the engine's vocabulary, in its order (engine/texts.hpp). A new
// text of the vocabulary gets its line here; tst_enginetexts fails on an id without one.
const EngineText kEngineTexts[] = {
    // ---- Questions ----
    {Text::RevealReaction, {QT_TRANSLATE_NOOP("EngineText", "Reveal a Reaction?")}},
    {Text::DiscardAnyThenDraw,
     {QT_TRANSLATE_NOOP("EngineText", "Discard any number of cards, then draw that many")}},
    //: %1 is a number of cards
    {Text::TrashUpTo, {QT_TRANSLATE_NOOP("EngineText", "Trash up to %1 cards from your hand")}},
    {Text::MayTopdeckFromDiscard,
     {QT_TRANSLATE_NOOP("EngineText", "You may put a card from your discard pile onto your deck")}},
    {Text::MayPlayDiscardedAction,
     {QT_TRANSLATE_NOOP("EngineText", "You may play the discarded Action card")}},
    //: $%1 is a cost in coins
    {Text::GainCostingUpTo, {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $%1")}},
    {Text::RevealVictoryOntoDeck,
     {QT_TRANSLATE_NOOP("EngineText", "Reveal a Victory card and put it onto your deck")}},
    //: %1 is the number of cards to keep
    {Text::DiscardDownTo, {QT_TRANSLATE_NOOP("EngineText", "Discard down to %1 cards in hand")}},
    {Text::MayTrashCopper,
     {QT_TRANSLATE_NOOP("EngineText", "You may trash a Copper from your hand for +$3")}},
    {Text::DiscardPerEmptyPile,
     {QT_TRANSLATE_NOOP("EngineText", "Discard a card per empty Supply pile")}},
    {Text::TrashCardFromHand, {QT_TRANSLATE_NOOP("EngineText", "Trash a card from your hand")}},
    //: $%1 is an amount of coins
    {Text::GainUpToMoreThanTrashed,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $%1 more than the trashed card")}},
    {Text::MayPlayActionTwice,
     {QT_TRANSLATE_NOOP("EngineText", "You may play an Action card from your hand twice")}},
    {Text::TrashRevealedTreasure,
     {QT_TRANSLATE_NOOP("EngineText", "Trash a revealed Treasure other than Copper")}},
    {Text::MaySetAsideAction,
     {QT_TRANSLATE_NOOP("EngineText", "You may set aside this Action card")}},
    {Text::MayTrashTreasure,
     {QT_TRANSLATE_NOOP("EngineText", "You may trash a Treasure from your hand")}},
    //: $%1 is an amount of coins
    {Text::GainTreasureToHandUpToMore,
     {QT_TRANSLATE_NOOP(
         "EngineText",
         "Gain a Treasure to your hand costing up to $%1 more than the trashed one")}},
    {Text::TrashAnyOfThese, {QT_TRANSLATE_NOOP("EngineText", "Trash any number of these cards")}},
    {Text::DiscardAnyOfThese,
     {QT_TRANSLATE_NOOP("EngineText", "Discard any number of these cards")}},
    {Text::PutBackInAnyOrder,
     {QT_TRANSLATE_NOOP("EngineText", "Put these cards back in any order (the first one on top)")}},
    //: $%1 is a cost in coins
    {Text::GainToHandCostingUpTo,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a card to your hand costing up to $%1")}},
    //: $%1 is a cost in coins
    {Text::GainTreasureToHandCostingUpTo,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a Treasure to your hand costing up to $%1")}},
    {Text::TopdeckCardFromHand,
     {QT_TRANSLATE_NOOP("EngineText", "Put a card from your hand onto your deck")}},
    {Text::MayPutDeckIntoDiscard,
     {QT_TRANSLATE_NOOP("EngineText", "You may put your deck into your discard pile")}},
    {Text::DiscardOrPutBack,
     {QT_TRANSLATE_NOOP("EngineText", "Discard the revealed card or put it back")}},
    {Text::ChooseTreasureForThemToTrash,
     {QT_TRANSLATE_NOOP("EngineText", "Choose a revealed Treasure for them to trash")}},
    {Text::MayGainTrashedTreasures,
     {QT_TRANSLATE_NOOP("EngineText", "You may gain any of the trashed Treasures")}},
    {Text::ChooseOne, {QT_TRANSLATE_NOOP("EngineText", "Choose one")}},
    // The question and the option of the same words share their translation.
    {Text::TrashActionFromSupply,
     {QT_TRANSLATE_NOOP("EngineText", "Trash an Action card from the Supply")}},
    {Text::GainActionFromTrash,
     {QT_TRANSLATE_NOOP("EngineText", "Gain an Action card from the trash")}},
    {Text::ChooseTwo, {QT_TRANSLATE_NOOP("EngineText", "Choose two")}},
    {Text::PassCardLeft,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Pass a card to the next player to your left with cards in hand")}},
    {Text::MayTrashCardFromHand,
     {QT_TRANSLATE_NOOP("EngineText", "You may trash a card from your hand")}},
    //: %1 is a number of cards
    {Text::TrashCardsFromHand, {QT_TRANSLATE_NOOP("EngineText", "Trash %1 cards from your hand")}},
    {Text::ChooseSameCostForThem,
     {QT_TRANSLATE_NOOP("EngineText", "Choose a card with the same cost for them to gain")}},
    {Text::NameACard, {QT_TRANSLATE_NOOP("EngineText", "Name a card")}},
    {Text::MayDiscardEstate,
     {QT_TRANSLATE_NOOP("EngineText", "You may discard an Estate for +$4")}},
    //: A question; %1 is a number of cards
    {Text::DiscardCards, {QT_TRANSLATE_NOOP("EngineText", "Discard %1 cards")}},
    {Text::MayDiscardForCoins,
     {QT_TRANSLATE_NOOP("EngineText", "You may discard 2 cards for +$2")}},
    {Text::MayTrashThis, {QT_TRANSLATE_NOOP("EngineText", "You may trash this for +$2")}},
    {Text::PutCardAnywhereInDeck,
     {QT_TRANSLATE_NOOP("EngineText", "Put a card from your hand anywhere in your deck")}},
    {Text::ChooseDeckPosition,
     {QT_TRANSLATE_NOOP("EngineText", "Choose where to put it in your deck")}},
    {Text::RevealCardFromHand, {QT_TRANSLATE_NOOP("EngineText", "Reveal a card from your hand")}},
    //: %1 is the number of types of the revealed card, 2 or more
    {Text::ChooseDifferentBonuses,
     {QT_TRANSLATE_NOOP("EngineText", "Choose %1 different bonuses")}},
    //: $%1 is an amount of coins
    {Text::GainCostingExactlyMore,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing exactly $%1 more")}},
    {Text::DiscardAnyForCoins,
     {QT_TRANSLATE_NOOP("EngineText", "Discard any number of cards for +$1 each")}},
    //: %1 is a number of cards
    {Text::TopdeckCardsInOrder,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Put %1 cards from your hand onto your deck (the first one on top)")}},
    //: $%1 is an amount of coins
    {Text::MayGainUpToLessThanTrashed,
     {QT_TRANSLATE_NOOP("EngineText",
                        "You may gain a card costing up to $%1 less than the trashed card")}},
    {Text::SetAsideFaceDown,
     {QT_TRANSLATE_NOOP("EngineText", "Set aside a card from your hand face down")}},
    {Text::PutOnIslandMat,
     {QT_TRANSLATE_NOOP("EngineText", "Put a card from your hand onto your Island mat")}},
    {Text::AddEmbargoToken,
     {QT_TRANSLATE_NOOP("EngineText", "Add an Embargo token to a Supply pile")}},
    {Text::ChooseNextStartOfTurnEffect,
     {QT_TRANSLATE_NOOP("EngineText", "Choose the next start-of-turn effect to resolve")}},
    {Text::ChooseNextAbility,
     {QT_TRANSLATE_NOOP("EngineText", "Choose the next ability to resolve")}},
    {Text::MayRevealCard, {QT_TRANSLATE_NOOP("EngineText", "Reveal %1?")}},
    {Text::TrashOrTopdeckGained,
     {QT_TRANSLATE_NOOP("EngineText", "Trash the gained %1 or put it onto your deck")}},
    {Text::MayTrashForGoldOntoDeck,
     {QT_TRANSLATE_NOOP("EngineText", "Trash %1 to gain a Gold onto your deck?")}},
    {Text::MayRevealToExchangeForSilver,
     {QT_TRANSLATE_NOOP("EngineText", "Reveal %1 to exchange the gained card for a Silver?")}},
    {Text::GainCostingLessThan,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing less than %1")}},
    {Text::MayRevealBane,
     {QT_TRANSLATE_NOOP("EngineText", "Reveal a Bane card (%1) or gain a Curse")}},
    {Text::MayTrashThisCard, {QT_TRANSLATE_NOOP("EngineText", "You may trash %1")}},
    {Text::MayCallReserve, {QT_TRANSLATE_NOOP("EngineText", "Call %1?")}},
    //: %1 is a card name (Cultist)
    {Text::MayPlayCardFromHand,
     {QT_TRANSLATE_NOOP("EngineText", "You may play a %1 from your hand")}},
    {Text::DiscardOrPutBackLookedAt,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Discard the cards you looked at or put them back in any order")}},
    {Text::TrashRevealedCostingThreeToSix,
     {QT_TRANSLATE_NOOP("EngineText", "Trash a revealed card costing from $3 to $6")}},
    //: $%1 is a cost in coins
    {Text::MayGainCostingUpTo,
     {QT_TRANSLATE_NOOP("EngineText", "You may gain a card costing up to $%1")}},
    {Text::MayRevealProvince, {QT_TRANSLATE_NOOP("EngineText", "Reveal a Province?")}},
    {Text::GainPrizeOrDuchy,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a Prize or a Duchy onto your deck")}},
    {Text::TrashThisOrCastleFromHand,
     {QT_TRANSLATE_NOOP("EngineText", "Trash this or a Castle from your hand")}},
    {Text::DiscardVictoryForTwoEach,
     {QT_TRANSLATE_NOOP("EngineText", "Discard any number of Victory cards for +$2 each")}},
    {Text::MayPlayActionThreeTimes,
     {QT_TRANSLATE_NOOP("EngineText", "You may play an Action card from your hand three times")}},
    //: $%1 is an amount of coins
    {Text::GainCostingExactly,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing exactly $%1")}},
    {Text::MayRevealTreasureToCopy,
     {QT_TRANSLATE_NOOP("EngineText",
                        "You may reveal a Treasure from your hand to gain a copy of it")}},
    {Text::MayDiscardTwoToDraw,
     {QT_TRANSLATE_NOOP("EngineText", "You may discard 2 cards to draw a card")}},
    //: %1 is a card's name
    {Text::DiscardOrTrashRevealed,
     {QT_TRANSLATE_NOOP("EngineText", "Discard or trash the revealed %1")}},
    {Text::CoppersFromDiscardToHand,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Reveal any number of Coppers from your discard pile and put them into "
                        "your hand")}},
    {Text::MayDiscardCurse,
     {QT_TRANSLATE_NOOP("EngineText",
                        "You may discard a Curse; if you don't, you gain a Curse and a Copper")}},
    {Text::NameCardTheyCantBuy,
     {QT_TRANSLATE_NOOP("EngineText", "Name a card the player to your right can't buy this turn")}},
    {Text::TrashOneOfThese, {QT_TRANSLATE_NOOP("EngineText", "Trash one of these cards")}},
    {Text::DiscardOneOfThese, {QT_TRANSLATE_NOOP("EngineText", "Discard one of these cards")}},
    //: %1 is the name of a card (Treasury in play, the bottom card of the deck for Pearl Diver)
    {Text::MayTopdeckCard, {QT_TRANSLATE_NOOP("EngineText", "Put %1 onto your deck?")}},
    {Text::MayDiscardTreasureToGain,
     {QT_TRANSLATE_NOOP("EngineText",
                        "You may discard a Treasure to gain a card costing up to $%1")}},
    //: %1 is a card's name (Ambassador)
    {Text::ReturnUpToTwoToSupply,
     {QT_TRANSLATE_NOOP("EngineText", "Return up to 2 copies of %1 from your hand to the Supply")}},
    {Text::MayPlayTreasureTwice,
     {QT_TRANSLATE_NOOP("EngineText", "You may play a Treasure from your hand twice")}},
    //: %1 is a card's name (Crystal Ball)
    {Text::ChooseForTopCard,
     {QT_TRANSLATE_NOOP("EngineText", "Choose what to do with %1, the top card of your deck")}},
    {Text::NameCardForWarChest,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Name a card the player to your right can't gain with War Chest")}},
    //: $%1 is a cost in coins
    {Text::GainUpToNotNamed,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Gain a card costing up to $%1 not named for War Chest this turn")}},
    //: %1 is the name of the card gained (Haggler)
    {Text::GainNonVictoryCheaperThan,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a non-Victory card costing less than %1")}},
    {Text::RevealActionsToShuffleIntoDeck,
     {QT_TRANSLATE_NOOP(
         "EngineText",
         "Reveal any number of Action cards from your discard pile to shuffle into your deck")}},
    //: %1 is a card's name (Trail, Weaver: a card that may play itself)
    {Text::MayPlayThisCard, {QT_TRANSLATE_NOOP("EngineText", "Play %1?")}},
    {Text::MayGainCopperToHand,
     {QT_TRANSLATE_NOOP("EngineText", "You may gain a Copper to your hand")}},
    {Text::ChooseSilverOrGoldToTrash,
     {QT_TRANSLATE_NOOP("EngineText", "Choose a revealed Silver or Gold to trash (you gain it)")}},
    //: %1 is the name of the card that may be gained (Duchess, when a Duchy is gained)
    {Text::MayGainCard, {QT_TRANSLATE_NOOP("EngineText", "You may gain a %1")}},
    //: Oracle: the player revealed two cards, the player who played Oracle chooses
    {Text::DiscardOrPutBackRevealedCards,
     {QT_TRANSLATE_NOOP("EngineText", "Discard the revealed cards or put them back")}},
    {Text::MayPlayActionFromHand,
     {QT_TRANSLATE_NOOP("EngineText", "You may play an Action from your hand")}},
    //: %1 is the name of the card gained
    {Text::MayTopdeckGained,
     {QT_TRANSLATE_NOOP("EngineText", "Put the gained %1 onto your deck?")}},
    {Text::PlayFromDiscardOrBonus,
     {QT_TRANSLATE_NOOP(
         "EngineText",
         "Play an Action or Treasure from your discard pile, or none for +1 Buy and +$3")}},
    {Text::MaySetAsideUntilEndOfTurn,
     {QT_TRANSLATE_NOOP(
         "EngineText",
         "You may set aside a card from your hand face down until the end of the turn")}},
    {Text::MayPlayGained, {QT_TRANSLATE_NOOP("EngineText", "You may play the card you gained")}},
    //: %1 is a card name (Amphora)
    {Text::NowOrNextTurn,
     {QT_TRANSLATE_NOOP("EngineText",
                        "%1: +1 Buy and +$3 now or at the start of your next turn?")}},
    //: %1 is the name of the trashed card (Develop)
    {Text::GainOneMoreOrLessOntoDeck,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Gain a card costing exactly $1 more or $1 less than %1 onto your deck")}},
    {Text::DiscardACard, {QT_TRANSLATE_NOOP("EngineText", "Discard a card")}},
    {Text::MayChooseActionForDeck,
     {QT_TRANSLATE_NOOP(
         "EngineText",
         "You may choose an Action card in play to put onto your deck when you discard it")}},
    {Text::MayDiscardTreasureForCards,
     {QT_TRANSLATE_NOOP("EngineText", "You may discard a Treasure for +3 Cards and +1 Action")}},
    {Text::MayTrashNonTreasure,
     {QT_TRANSLATE_NOOP("EngineText",
                        "You may trash a card from your hand that isn't a Treasure")}},
    {Text::MayDiscardToGainAction,
     {QT_TRANSLATE_NOOP(
         "EngineText",
         "You may discard a card to gain an Action card costing as much as it or less")}},
    //: %1 is the name of the discarded card (Wheelwright)
    {Text::GainActionCostingUpToCard,
     {QT_TRANSLATE_NOOP("EngineText", "Gain an Action card costing as much as %1 or less")}},
    //: %1 is a number of cards
    {Text::DiscardCardsRevealed, {QT_TRANSLATE_NOOP("EngineText", "Discard %1 cards, revealed")}},

    // ---- Options ----
    {Text::OptionPutDeckIntoDiscard,
     {QT_TRANSLATE_NOOP("EngineText", "Put deck into discard pile")}},
    {Text::OptionKeepDeck, {QT_TRANSLATE_NOOP("EngineText", "Keep deck")}},
    {Text::OptionDiscard, {QT_TRANSLATE_NOOP("EngineText", "Discard")}},
    {Text::OptionPutBack, {QT_TRANSLATE_NOOP("EngineText", "Put back")}},
    {Text::OptionTrashActionFromSupply,
     {QT_TRANSLATE_NOOP("EngineText", "Trash an Action card from the Supply")}},
    {Text::OptionGainActionFromTrash,
     {QT_TRANSLATE_NOOP("EngineText", "Gain an Action card from the trash")}},
    {Text::OptionPlusCard, {QT_TRANSLATE_NOOP("EngineText", "+1 Card")}},
    //: %1 is a number of cards, 2 or more
    {Text::OptionPlusCards, {QT_TRANSLATE_NOOP("EngineText", "+%1 Cards")}},
    {Text::OptionPlusAction, {QT_TRANSLATE_NOOP("EngineText", "+1 Action")}},
    //: %1 is a number of Actions, 2 or more
    {Text::OptionPlusActions, {QT_TRANSLATE_NOOP("EngineText", "+%1 Actions")}},
    {Text::OptionPlusBuy, {QT_TRANSLATE_NOOP("EngineText", "+1 Buy")}},
    //: $%1 is an amount of coins
    {Text::OptionPlusCoins, {QT_TRANSLATE_NOOP("EngineText", "+$%1")}},
    //: %1 is a number of cards
    {Text::OptionTrashCards, {QT_TRANSLATE_NOOP("EngineText", "Trash %1 cards")}},
    {Text::OptionDiscardForCoins, {QT_TRANSLATE_NOOP("EngineText", "Discard 2 cards for +$2")}},
    {Text::OptionDontDiscard, {QT_TRANSLATE_NOOP("EngineText", "Don't discard")}},
    {Text::OptionTrashThis, {QT_TRANSLATE_NOOP("EngineText", "Trash this for +$2")}},
    {Text::OptionDontTrash, {QT_TRANSLATE_NOOP("EngineText", "Don't trash")}},
    {Text::OptionTop, {QT_TRANSLATE_NOOP("EngineText", "Top")}},
    //: A place in the deck: %1 is a number from 2 up, the English text says "2nd from top",
    //: "3rd from top" ...
    {Text::OptionNthFromTop, {QT_TRANSLATE_NOOP("EngineText", "%1 from top")}},
    {Text::OptionBottom, {QT_TRANSLATE_NOOP("EngineText", "Bottom")}},
    {Text::OptionGainGold, {QT_TRANSLATE_NOOP("EngineText", "Gain a Gold")}},
    {Text::OptionRaidTreasures,
     {QT_TRANSLATE_NOOP("EngineText",
                        "Each other player reveals 2 cards and trashes a Treasure you choose")}},
    {Text::OptionDiscardHandDrawFour,
     {QT_TRANSLATE_NOOP("EngineText", "Discard your hand and draw 4")}},
    //: An option, not a question: %1 is a number of cards
    {Text::OptionDiscardCards, QT_TRANSLATE_NOOP3("EngineText", "Discard %1 cards", "option")},
    {Text::OptionGainCurseToHand, {QT_TRANSLATE_NOOP("EngineText", "Gain a Curse to your hand")}},
    {Text::OptionTopCardToMat,
     {QT_TRANSLATE_NOOP("EngineText", "Put the top card of your deck on your mat")}},
    {Text::OptionMatIntoHand,
     {QT_TRANSLATE_NOOP("EngineText", "Put all the cards from your mat into your hand")}},
    {Text::OptionTrashGained, {QT_TRANSLATE_NOOP("EngineText", "Trash the gained card")}},
    {Text::OptionPutOntoDeck, {QT_TRANSLATE_NOOP("EngineText", "Put it onto your deck")}},
    {Text::OptionNow, {QT_TRANSLATE_NOOP("EngineText", "Now")}},
    {Text::OptionNextTurn, {QT_TRANSLATE_NOOP("EngineText", "At the start of your next turn")}},
    //: %1 is a number of Silvers (Trusty Steed: 4)
    {Text::OptionGainSilversDeckIntoDiscard,
     {QT_TRANSLATE_NOOP("EngineText", "Gain %1 Silvers and put your deck into your discard pile")}},
    {Text::OptionGainDuchy, {QT_TRANSLATE_NOOP("EngineText", "Gain a Duchy")}},
    //: %1 is a number of Estates (Sprawling Castle: 3)
    {Text::OptionGainEstates, {QT_TRANSLATE_NOOP("EngineText", "Gain %1 Estates")}},
    {Text::OptionTrash, {QT_TRANSLATE_NOOP("EngineText", "Trash")}},
    {Text::OptionPlay, {QT_TRANSLATE_NOOP("EngineText", "Play")}},
    {Text::OptionTrashThisForVp,
     {QT_TRANSLATE_NOOP(
         "EngineText", "Trash this to reveal your hand for +1 VP per differently named Treasure")}},
    //: %1 is a number of cards, 2 or more
    {Text::OptionCardsAndAction, {QT_TRANSLATE_NOOP("EngineText", "+%1 Cards and +1 Action")}},
    //: $%1 is an amount of coins
    {Text::OptionCoinsAndBuy, {QT_TRANSLATE_NOOP("EngineText", "+$%1 and +1 Buy")}},
    {Text::OptionGainSilvers, {QT_TRANSLATE_NOOP("EngineText", "Gain two Silvers")}},
    //: $%1 is a cost in coins
    {Text::OptionGainCardCostingUpTo,
     {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $%1")}},
};

}  // namespace

std::span<const EngineText> engineTexts() { return kEngineTexts; }

const EngineText* engineTextOf(dom::Text id) {
  static const std::vector<const EngineText*> byId = [] {
    std::vector<const EngineText*> out(dom::allTexts().size() + 1, nullptr);
    for (const EngineText& e : kEngineTexts)
      if (size_t(e.id) < out.size()) out[size_t(e.id)] = &e;
    return out;
  }();
  return size_t(id) < byId.size() ? byId[size_t(id)] : nullptr;
}

QString fillEngineText(QString translation, std::span<const dom::TextArgKind> kinds,
                       const dom::TextArgs& args) {
  for (size_t k = 0; k < kinds.size() && k < args.size(); ++k)
    translation = translation.arg(kinds[k] == dom::TextArgKind::Card ? CardCatalog::name(args[k])
                                                                     : QString::number(args[k]));
  return translation;
}

QString engineText(dom::Text id, const dom::TextArgs& args) {
  const EngineText* entry = engineTextOf(id);
  const QString english = QString::fromStdString(dom::render(id, args));
  if (!entry) return english;
  const QString translation =
      QCoreApplication::translate("EngineText", entry->text.source, entry->text.disambiguation);
  // No translation: the engine's own words ("2nd from top", not the source's "2 from top").
  if (translation == QString::fromUtf8(entry->text.source)) return english;
  std::vector<dom::TextArgKind> kinds;
  for (int k = 0; k < dom::argCount(id); ++k) kinds.push_back(dom::argKind(id, k));
  return fillEngineText(translation, kinds, args);
}

QString engineOptionText(const dom::Option& option) { return engineText(option.id, {option.arg}); }

}  // namespace dominion::app
