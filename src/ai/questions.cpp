#include "questions.hpp"

namespace dom::ai {

// The verbs the fallback once read in the English wording; a few questions keep the reading
// that their words gave (noted), so that the players' answers stay what they were.
Ask askOf(Text id) {
  switch (id) {
    case Text::RevealReaction: return Ask::Reaction;
    case Text::MayPlayDiscardedAction:
    case Text::MayPlayActionTwice:
    case Text::MayPlayActionThreeTimes:
    case Text::MayPlayActionFromHand:  // Staff
    case Text::MayPlayGained:          // Spell Scroll's card: an Action or Treasure worth its cost
    case Text::MayPlayCardFromHand:  // another Cultist: more Ruins for the others, more cards
    case Text::MayRevealBane:  // revealing costs nothing and saves a Curse: always taken
    case Text::MayRevealProvince:  // Tournament: a Prize for mine, no bonus for theirs
      return Ask::Play;
    case Text::ChooseTreasureForThemToTrash:
    case Text::ChooseSameCostForThem: return Ask::ForOther;
    case Text::TrashActionFromSupply: return Ask::LosePile;
    case Text::MayTrashCopper:
    case Text::MayDiscardEstate: return Ask::PaidForCoins;
    case Text::TrashRevealedTreasure:
    case Text::MayTrashTreasure:
    case Text::MayGainTrashedTreasures:  // read as a trash ("the trashed Treasures"), not a gain
      return Ask::TrashTreasure;
    case Text::TrashUpTo:
    case Text::TrashCardFromHand:
    case Text::TrashAnyOfThese:
    case Text::MayTrashCardFromHand:
    case Text::TrashCardsFromHand:
    case Text::GainActionFromTrash:  // read as a trash ("from the trash"), not a gain
      return Ask::Trash;
    case Text::DiscardAnyThenDraw:
    case Text::DiscardDownTo:
    case Text::DiscardPerEmptyPile:
    case Text::DiscardAnyOfThese:
    case Text::DiscardCards:
    case Text::DiscardAnyForCoins: return Ask::Discard;
    case Text::RevealVictoryOntoDeck:
    case Text::PassCardLeft:
    case Text::RevealCardFromHand: return Ask::PassOrReveal;
    case Text::ReturnUpToTwoToSupply: return Ask::Other;  // Ambassador: setcards.cpp
    case Text::MaySetAsideAction: return Ask::SetAside;
    case Text::GainCostingUpTo:
    case Text::GainUpToMoreThanTrashed:
    case Text::GainTreasureToHandUpToMore:
    case Text::GainToHandCostingUpTo:
    case Text::GainTreasureToHandCostingUpTo:
    case Text::GainCostingExactlyMore:
    case Text::GainCostingExactly:
    case Text::MayGainUpToLessThanTrashed: return Ask::Gain;
    case Text::SetAsideFaceDown:
    case Text::PutOnIslandMat:
    case Text::AddEmbargoToken:
    case Text::ChooseNextStartOfTurnEffect:
    case Text::ChooseNextAbility:
    case Text::MayRevealCard:
    case Text::TrashOrTopdeckGained:
    case Text::MayTrashForGoldOntoDeck:
    case Text::MayRevealToExchangeForSilver: return Ask::Other;
    case Text::GainCostingLessThan: return Ask::Gain;
    case Text::MayTrashThisCard: return Ask::Trash;
    case Text::MayCallReserve: return Ask::Other;
    case Text::DiscardOrPutBackLookedAt: return Ask::Other;
    // A Knight's victim: the less valuable of the two cards (the trash order).
    case Text::TrashRevealedCostingThreeToSix: return Ask::Trash;
    case Text::MayGainCostingUpTo: return Ask::Gain;  // Dame Natalie: a card worth gaining
    case Text::GainPrizeOrDuchy: return Ask::Gain;
    case Text::TrashThisOrCastleFromHand: return Ask::Trash;  // the Castle worth least
    case Text::DiscardVictoryForTwoEach: return Ask::Discard;
    case Text::MayRevealTreasureToCopy: return Ask::Other;  // Mint: setcards.cpp
    case Text::MayDiscardTwoToDraw: return Ask::Other;      // Vault: setcards.cpp
    // Loan, Counting House, Mountebank's victim, Contraband's namer: setcards.cpp.
    case Text::DiscardOrTrashRevealed:
    case Text::CoppersFromDiscardToHand:
    case Text::MayDiscardCurse:
    case Text::NameCardTheyCantBuy: return Ask::Other;
    case Text::TrashOneOfThese: return Ask::Trash;      // Lookout: the worst of three
    case Text::DiscardOneOfThese: return Ask::Discard;  // Lookout: the worse of two
    case Text::MayTopdeckCard: return Ask::Other;       // Treasury, Pearl Diver: setcards.cpp
    case Text::MayDiscardTreasureToGain:
      return Ask::Other;  // Anvil: setcards.cpp
    case Text::MayPlayTreasureTwice: return Ask::Play;  // Tiara
    case Text::GainUpToNotNamed:
      return Ask::Gain;  // War Chest
    case Text::GainNonVictoryCheaperThan: return Ask::Gain;        // Haggler
    case Text::RevealActionsToShuffleIntoDeck: return Ask::Other;  // Inn: setcards.cpp
    case Text::MayPlayThisCard: return Ask::Play;                  // Trail, Weaver: a card that plays itself
    case Text::MayGainCopperToHand: return Ask::Other;             // Ill-Gotten Gains: setcards.cpp
    case Text::ChooseSilverOrGoldToTrash:
      return Ask::Gain;  // Noble Brigand: the one I gain
    // Duchess's Duchess when a Duchy is gained, Oracle's choice for each player: setcards.cpp.
    case Text::MayGainCard:
    case Text::DiscardOrPutBackRevealedCards: return Ask::Other;
    // Crystal Ball, War Chest's namer: setcards.cpp.
    case Text::ChooseForTopCard:
    case Text::NameCardForWarChest: return Ask::Other;
    // Answered by the Loots' own rules (setcards.cpp).
    case Text::MayTopdeckGained:
    case Text::PlayFromDiscardOrBonus:
    case Text::MaySetAsideUntilEndOfTurn:
    case Text::NowOrNextTurn: return Ask::Other;
    case Text::GainOneMoreOrLessOntoDeck:                    // Develop
    case Text::GainActionCostingUpToCard: return Ask::Gain;  // Wheelwright
    case Text::DiscardACard:                                 // Oasis
    case Text::DiscardCardsRevealed: return Ask::Discard;    // Witch's Hut
    case Text::MayTrashNonTreasure:
      return Ask::Trash;  // Jack of All Trades
    // Scheme, Stables, Wheelwright's discard: setcards.cpp.
    case Text::MayChooseActionForDeck:
    case Text::MayDiscardTreasureForCards:
    case Text::MayDiscardToGainAction: return Ask::Other;
    case Text::None:
    case Text::MayTopdeckFromDiscard:
    case Text::PutBackInAnyOrder:
    case Text::TopdeckCardFromHand:
    case Text::MayPutDeckIntoDiscard:
    case Text::DiscardOrPutBack:
    case Text::ChooseOne:
    case Text::ChooseTwo:
    case Text::NameACard:
    case Text::MayDiscardForCoins:
    case Text::MayTrashThis:
    case Text::PutCardAnywhereInDeck:
    case Text::ChooseDeckPosition:
    case Text::ChooseDifferentBonuses:
    case Text::TopdeckCardsInOrder: return Ask::Other;
    case Text::OptionPutDeckIntoDiscard:
    case Text::OptionKeepDeck:
    case Text::OptionDiscard:
    case Text::OptionPutBack:
    case Text::OptionTrashActionFromSupply:
    case Text::OptionGainActionFromTrash:
    case Text::OptionPlusCard:
    case Text::OptionPlusCards:
    case Text::OptionPlusAction:
    case Text::OptionPlusActions:
    case Text::OptionPlusBuy:
    case Text::OptionPlusCoins:
    case Text::OptionTrashCards:
    case Text::OptionDiscardForCoins:
    case Text::OptionDontDiscard:
    case Text::OptionTrashThis:
    case Text::OptionDontTrash:
    case Text::OptionTop:
    case Text::OptionNthFromTop:
    case Text::OptionBottom:
    case Text::OptionGainGold:
    case Text::OptionRaidTreasures:
    case Text::OptionDiscardHandDrawFour:
    case Text::OptionDiscardCards:
    case Text::OptionGainCurseToHand:
    case Text::OptionTopCardToMat:
    case Text::OptionMatIntoHand:
    case Text::OptionTrashGained:
    case Text::OptionPutOntoDeck:
    case Text::OptionGainSilversDeckIntoDiscard:
    case Text::OptionGainDuchy:
    case Text::OptionGainEstates:
    case Text::OptionNow:
    case Text::OptionTrash:
    case Text::OptionPlay:
    case Text::OptionTrashThisForVp:
    case Text::OptionCardsAndAction:
    case Text::OptionCoinsAndBuy:
    case Text::OptionGainSilvers:
    case Text::OptionGainCardCostingUpTo:
    case Text::OptionNextTurn: return Ask::Other;  // options, not questions
  }
  return Ask::Other;
}

}  // namespace dom::ai
