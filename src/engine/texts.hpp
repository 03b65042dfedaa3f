// The vocabulary of decisions: every question the engine asks and every option it offers.
//
// A Decision names its question with a Text id and fills the question's numbered arguments
// (Decision::args); a SelectOption's options are Text ids with one argument each. Players
// branch on ids (the AI) or translate them (the app); English is only one rendering of them.
//
// An id names the QUESTION, not the card: every card asking the same question uses the same
// id (the card is in Decision::asking). Each entry has a stable key, written in positions and
// never changed once released (an option's key starts with "option."), and its English
// template. A template numbers its arguments: {0} is a number, {0:ordinal} a number written
// "2nd", "3rd" ..., {0:card} a card id written as the card's name.
//
// Adding a text: one line in DOM_TEXTS (in the group it belongs to, with a new key), then its
// entry in the app's table (src/app/game/enginetexts.cpp) and its translations; the compiler
// points at the AI's switch (src/ai/questions.cpp) that must say what the new text asks.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace dom {

// X(Id, "key", "English template")
#define DOM_TEXTS(X)                                                                               \
  /* ---- Questions ---- */                                                                        \
  X(RevealReaction, "reveal_reaction", "Reveal a Reaction?")                                       \
  X(DiscardAnyThenDraw, "discard_any_then_draw",                                                   \
    "Discard any number of cards, then draw that many")                                            \
  X(TrashUpTo, "trash_up_to", "Trash up to {0} cards from your hand")                              \
  X(MayTopdeckFromDiscard, "may_topdeck_from_discard",                                             \
    "You may put a card from your discard pile onto your deck")                                    \
  X(MayPlayDiscardedAction, "may_play_discarded_action", "You may play the discarded Action card") \
  X(GainCostingUpTo, "gain_costing_up_to", "Gain a card costing up to ${0}")                       \
  X(RevealVictoryOntoDeck, "reveal_victory_onto_deck",                                             \
    "Reveal a Victory card and put it onto your deck")                                             \
  X(DiscardDownTo, "discard_down_to", "Discard down to {0} cards in hand")                         \
  X(MayTrashCopper, "may_trash_copper", "You may trash a Copper from your hand for +$3")           \
  X(DiscardPerEmptyPile, "discard_per_empty_pile", "Discard a card per empty Supply pile")         \
  X(TrashCardFromHand, "trash_card_from_hand", "Trash a card from your hand")                      \
  X(GainUpToMoreThanTrashed, "gain_up_to_more_than_trashed",                                       \
    "Gain a card costing up to ${0} more than the trashed card")                                   \
  X(MayPlayActionTwice, "may_play_action_twice",                                                   \
    "You may play an Action card from your hand twice")                                            \
  X(TrashRevealedTreasure, "trash_revealed_treasure",                                              \
    "Trash a revealed Treasure other than Copper")                                                 \
  X(MaySetAsideAction, "may_set_aside_action", "You may set aside this Action card")               \
  X(MayTrashTreasure, "may_trash_treasure", "You may trash a Treasure from your hand")             \
  X(GainTreasureToHandUpToMore, "gain_treasure_to_hand_up_to_more",                                \
    "Gain a Treasure to your hand costing up to ${0} more than the trashed one")                   \
  X(TrashAnyOfThese, "trash_any_of_these", "Trash any number of these cards")                      \
  X(DiscardAnyOfThese, "discard_any_of_these", "Discard any number of these cards")                \
  X(PutBackInAnyOrder, "put_back_in_any_order",                                                    \
    "Put these cards back in any order (the first one on top)")                                    \
  X(GainToHandCostingUpTo, "gain_to_hand_costing_up_to",                                           \
    "Gain a card to your hand costing up to ${0}")                                                 \
  X(TopdeckCardFromHand, "topdeck_card_from_hand", "Put a card from your hand onto your deck")     \
  X(MayPutDeckIntoDiscard, "may_put_deck_into_discard",                                            \
    "You may put your deck into your discard pile")                                                \
  X(DiscardOrPutBack, "discard_or_put_back", "Discard the revealed card or put it back")           \
  X(ChooseTreasureForThemToTrash, "choose_treasure_for_them_to_trash",                             \
    "Choose a revealed Treasure for them to trash")                                                \
  X(MayGainTrashedTreasures, "may_gain_trashed_treasures",                                         \
    "You may gain any of the trashed Treasures")                                                   \
  X(ChooseOne, "choose_one", "Choose one")                                                         \
  X(TrashActionFromSupply, "trash_action_from_supply", "Trash an Action card from the Supply")     \
  X(GainActionFromTrash, "gain_action_from_trash", "Gain an Action card from the trash")           \
  X(ChooseTwo, "choose_two", "Choose two")                                                         \
  X(PassCardLeft, "pass_card_left",                                                                \
    "Pass a card to the next player to your left with cards in hand")                              \
  X(MayTrashCardFromHand, "may_trash_card_from_hand", "You may trash a card from your hand")       \
  X(TrashCardsFromHand, "trash_cards_from_hand", "Trash {0} cards from your hand")                 \
  X(ChooseSameCostForThem, "choose_same_cost_for_them",                                            \
    "Choose a card with the same cost for them to gain")                                           \
  X(NameACard, "name_card", "Name a card")                                                         \
  X(MayDiscardEstate, "may_discard_estate", "You may discard an Estate for +$4")                   \
  X(DiscardCards, "discard_cards", "Discard {0} cards")                                            \
  X(MayDiscardForCoins, "may_discard_for_coins", "You may discard 2 cards for +$2")                \
  X(MayTrashThis, "may_trash_this", "You may trash this for +$2")                                  \
  X(PutCardAnywhereInDeck, "put_card_anywhere_in_deck",                                            \
    "Put a card from your hand anywhere in your deck")                                             \
  X(ChooseDeckPosition, "choose_deck_position", "Choose where to put it in your deck")             \
  X(RevealCardFromHand, "reveal_card_from_hand", "Reveal a card from your hand")                   \
  X(ChooseDifferentBonuses, "choose_different_bonuses", "Choose {0} different bonuses")            \
  X(GainCostingExactlyMore, "gain_costing_exactly_more", "Gain a card costing exactly ${0} more")  \
  X(DiscardAnyForCoins, "discard_any_for_coins", "Discard any number of cards for +$1 each")       \
  X(TopdeckCardsInOrder, "topdeck_cards_in_order",                                                 \
    "Put {0} cards from your hand onto your deck (the first one on top)")                          \
  X(MayGainUpToLessThanTrashed, "may_gain_up_to_less_than_trashed",                                \
    "You may gain a card costing up to ${0} less than the trashed card")                           \
  X(SetAsideFaceDown, "set_aside_face_down", "Set aside a card from your hand face down")          \
  X(PutOnIslandMat, "put_on_island_mat", "Put a card from your hand onto your Island mat")         \
  X(AddEmbargoToken, "add_embargo_token", "Add an Embargo token to a Supply pile")                 \
  X(ChooseNextStartOfTurnEffect, "choose_next_start_of_turn_effect",                               \
    "Choose the next start-of-turn effect to resolve")                                             \
  X(ChooseNextAbility, "choose_next_ability", "Choose the next ability to resolve")                \
  X(MayRevealCard, "may_reveal_card", "Reveal {0:card}?")                                          \
  X(TrashOrTopdeckGained, "trash_or_topdeck_gained",                                               \
    "Trash the gained {0:card} or put it onto your deck")                                          \
  X(MayTrashForGoldOntoDeck, "may_trash_for_gold_onto_deck",                                       \
    "Trash {0:card} to gain a Gold onto your deck?")                                               \
  X(MayRevealToExchangeForSilver, "may_reveal_to_exchange_for_silver",                             \
    "Reveal {0:card} to exchange the gained card for a Silver?")                                   \
  X(GainCostingLessThan, "gain_costing_less_than", "Gain a card costing less than {0:card}")       \
  X(MayRevealBane, "may_reveal_bane", "Reveal a Bane card ({0:card}) or gain a Curse")             \
  X(MayTrashThisCard, "may_trash_this_card", "You may trash {0:card}")                             \
  X(MayCallReserve, "may_call_reserve", "Call {0:card}?")                                          \
  X(MayPlayCardFromHand, "may_play_card_from_hand", "You may play a {0:card} from your hand")      \
  X(DiscardOrPutBackLookedAt, "discard_or_put_back_looked_at",                                     \
    "Discard the cards you looked at or put them back in any order")                               \
  X(TrashRevealedCostingThreeToSix, "trash_revealed_costing_three_to_six",                         \
    "Trash a revealed card costing from $3 to $6")                                                 \
  X(MayPlayActionFromHand, "may_play_action_from_hand", "You may play an Action from your hand")   \
  X(MayTopdeckGained, "may_topdeck_gained", "Put the gained {0:card} onto your deck?")             \
  X(PlayFromDiscardOrBonus, "play_from_discard_or_bonus",                                          \
    "Play an Action or Treasure from your discard pile, or none for +1 Buy and +$3")               \
  X(MaySetAsideUntilEndOfTurn, "may_set_aside_until_end_of_turn",                                  \
    "You may set aside a card from your hand face down until the end of the turn")                 \
  X(MayPlayGained, "may_play_gained", "You may play the card you gained")                          \
  X(NowOrNextTurn, "now_or_next_turn",                                                             \
    "{0:card}: +1 Buy and +$3 now or at the start of your next turn?")                             \
  X(MayGainCostingUpTo, "may_gain_costing_up_to", "You may gain a card costing up to ${0}")        \
  X(MayRevealProvince, "may_reveal_province", "Reveal a Province?")                                \
  X(GainPrizeOrDuchy, "gain_prize_or_duchy", "Gain a Prize or a Duchy onto your deck")             \
  X(TrashThisOrCastleFromHand, "trash_this_or_castle_from_hand",                                   \
    "Trash this or a Castle from your hand")                                                       \
  X(DiscardVictoryForTwoEach, "discard_victory_for_two_each",                                      \
    "Discard any number of Victory cards for +$2 each")                                            \
  X(MayPlayActionThreeTimes, "may_play_action_three_times",                                        \
    "You may play an Action card from your hand three times")                                      \
  X(GainCostingExactly, "gain_costing_exactly", "Gain a card costing exactly ${0}")                \
  X(MayRevealTreasureToCopy, "may_reveal_treasure_to_copy",                                        \
    "You may reveal a Treasure from your hand to gain a copy of it")                               \
  X(MayDiscardTwoToDraw, "may_discard_two_to_draw", "You may discard 2 cards to draw a card")      \
  X(DiscardOrTrashRevealed, "discard_or_trash_revealed", "Discard or trash the revealed {0:card}") \
  X(CoppersFromDiscardToHand, "coppers_from_discard_to_hand",                                      \
    "Reveal any number of Coppers from your discard pile and put them into your hand")             \
  X(MayDiscardCurse, "may_discard_curse",                                                          \
    "You may discard a Curse; if you don't, you gain a Curse and a Copper")                        \
  X(NameCardTheyCantBuy, "name_card_they_cant_buy",                                                \
    "Name a card the player to your right can't buy this turn")                                    \
  X(TrashOneOfThese, "trash_one_of_these", "Trash one of these cards")                             \
  X(DiscardOneOfThese, "discard_one_of_these", "Discard one of these cards")                       \
  X(MayTopdeckCard, "may_topdeck_card", "Put {0:card} onto your deck?")                            \
  X(MayDiscardTreasureToGain, "may_discard_treasure_to_gain",                                      \
    "You may discard a Treasure to gain a card costing up to ${0}")                                \
  X(GainTreasureToHandCostingUpTo, "gain_treasure_to_hand_costing_up_to",                          \
    "Gain a Treasure to your hand costing up to ${0}")                                             \
  X(ReturnUpToTwoToSupply, "return_up_to_two_to_supply",                                           \
    "Return up to 2 copies of {0:card} from your hand to the Supply")                              \
  X(MayPlayTreasureTwice, "may_play_treasure_twice",                                               \
    "You may play a Treasure from your hand twice")                                                \
  X(ChooseForTopCard, "choose_for_top_card",                                                       \
    "Choose what to do with {0:card}, the top card of your deck")                                  \
  X(NameCardForWarChest, "name_card_for_war_chest",                                                \
    "Name a card the player to your right can't gain with War Chest")                              \
  X(GainUpToNotNamed, "gain_up_to_not_named",                                                      \
    "Gain a card costing up to ${0} not named for War Chest this turn")                            \
  X(GainOneMoreOrLessOntoDeck, "gain_one_more_or_less_onto_deck",                                  \
    "Gain a card costing exactly $1 more or $1 less than {0:card} onto your deck")                 \
  X(DiscardACard, "discard_a_card", "Discard a card")                                              \
  X(MayChooseActionForDeck, "may_choose_action_for_deck",                                          \
    "You may choose an Action card in play to put onto your deck when you discard it")             \
  X(MayDiscardTreasureForCards, "may_discard_treasure_for_cards",                                  \
    "You may discard a Treasure for +3 Cards and +1 Action")                                       \
  X(MayTrashNonTreasure, "may_trash_non_treasure",                                                 \
    "You may trash a card from your hand that isn't a Treasure")                                   \
  X(MayDiscardToGainAction, "may_discard_to_gain_action",                                          \
    "You may discard a card to gain an Action card costing as much as it or less")                 \
  X(GainActionCostingUpToCard, "gain_action_costing_up_to_card",                                   \
    "Gain an Action card costing as much as {0:card} or less")                                     \
  X(DiscardCardsRevealed, "discard_cards_revealed", "Discard {0} cards, revealed")                 \
  X(GainNonVictoryCheaperThan, "gain_non_victory_cheaper_than",                                    \
    "Gain a non-Victory card costing less than {0:card}")                                          \
  X(RevealActionsToShuffleIntoDeck, "reveal_actions_to_shuffle_into_deck",                         \
    "Reveal any number of Action cards from your discard pile to shuffle into your deck")          \
  X(MayPlayThisCard, "may_play_this_card", "Play {0:card}?")                                       \
  X(MayGainCopperToHand, "may_gain_copper_to_hand", "You may gain a Copper to your hand")          \
  X(ChooseSilverOrGoldToTrash, "choose_silver_or_gold_to_trash",                                   \
    "Choose a revealed Silver or Gold to trash (you gain it)")                                     \
  X(MayGainCard, "may_gain_card", "You may gain a {0:card}")                                       \
  X(DiscardOrPutBackRevealedCards, "discard_or_put_back_revealed_cards",                           \
    "Discard the revealed cards or put them back")                                                 \
  /* ---- Options (SelectOption) ---- */                                                           \
  X(OptionPutDeckIntoDiscard, "option.put_deck_into_discard", "Put deck into discard pile")        \
  X(OptionKeepDeck, "option.keep_deck", "Keep deck")                                               \
  X(OptionDiscard, "option.discard", "Discard")                                                    \
  X(OptionPutBack, "option.put_back", "Put back")                                                  \
  X(OptionTrashActionFromSupply, "option.trash_action_from_supply",                                \
    "Trash an Action card from the Supply")                                                        \
  X(OptionGainActionFromTrash, "option.gain_action_from_trash",                                    \
    "Gain an Action card from the trash")                                                          \
  X(OptionPlusCard, "option.plus_card", "+1 Card")                                                 \
  X(OptionPlusCards, "option.plus_cards", "+{0} Cards")                                            \
  X(OptionPlusAction, "option.plus_action", "+1 Action")                                           \
  X(OptionPlusActions, "option.plus_actions", "+{0} Actions")                                      \
  X(OptionPlusBuy, "option.plus_buy", "+1 Buy")                                                    \
  X(OptionPlusCoins, "option.plus_coins", "+${0}")                                                 \
  X(OptionTrashCards, "option.trash_cards", "Trash {0} cards")                                     \
  X(OptionDiscardForCoins, "option.discard_for_coins", "Discard 2 cards for +$2")                  \
  X(OptionDontDiscard, "option.dont_discard", "Don't discard")                                     \
  X(OptionTrashThis, "option.trash_this", "Trash this for +$2")                                    \
  X(OptionDontTrash, "option.dont_trash", "Don't trash")                                           \
  X(OptionTop, "option.top", "Top")                                                                \
  X(OptionNthFromTop, "option.nth_from_top", "{0:ordinal} from top")                               \
  X(OptionBottom, "option.bottom", "Bottom")                                                       \
  X(OptionGainGold, "option.gain_gold", "Gain a Gold")                                             \
  X(OptionRaidTreasures, "option.raid_treasures",                                                  \
    "Each other player reveals 2 cards and trashes a Treasure you choose")                         \
  X(OptionDiscardHandDrawFour, "option.discard_hand_draw_four", "Discard your hand and draw 4")    \
  X(OptionDiscardCards, "option.discard_cards", "Discard {0} cards")                               \
  X(OptionGainCurseToHand, "option.gain_curse_to_hand", "Gain a Curse to your hand")               \
  X(OptionTopCardToMat, "option.top_card_to_mat", "Put the top card of your deck on your mat")     \
  X(OptionMatIntoHand, "option.mat_into_hand", "Put all the cards from your mat into your hand")   \
  X(OptionTrashGained, "option.trash_gained", "Trash the gained card")                             \
  X(OptionPutOntoDeck, "option.put_onto_deck", "Put it onto your deck")                            \
  X(OptionNow, "option.now", "Now")                                                                \
  X(OptionNextTurn, "option.next_turn", "At the start of your next turn")                          \
  X(OptionGainSilversDeckIntoDiscard, "option.gain_silvers_deck_into_discard",                     \
    "Gain {0} Silvers and put your deck into your discard pile")                                   \
  X(OptionGainDuchy, "option.gain_duchy", "Gain a Duchy")                                          \
  X(OptionGainEstates, "option.gain_estates", "Gain {0} Estates")                                  \
  X(OptionTrash, "option.trash", "Trash")                                                          \
  X(OptionPlay, "option.play", "Play")                                                             \
  X(OptionTrashThisForVp, "option.trash_this_for_vp",                                              \
    "Trash this to reveal your hand for +1 VP per differently named Treasure")                     \
  X(OptionCardsAndAction, "option.cards_and_action", "+{0} Cards and +1 Action")                   \
  X(OptionCoinsAndBuy, "option.coins_and_buy", "+${0} and +1 Buy")                                 \
  X(OptionGainSilvers, "option.gain_silvers", "Gain two Silvers")                                  \
  X(OptionGainCardCostingUpTo, "option.gain_card_costing_up_to", "Gain a card costing up to ${0}")

enum class Text : uint16_t {
  None,  // no question: the phases (key "", English "")
#define DOM_TEXT_ID(id, key, english) id,
  DOM_TEXTS(DOM_TEXT_ID)
#undef DOM_TEXT_ID
};

// Every Text but None, in the list's order.
std::span<const Text> allTexts();

// A question's arguments, unused ones 0. A small fixed array: a Decision is set on every card
// question of every AI playout.
inline constexpr int MaxTextArgs = 3;
using TextArgs = std::array<int32_t, MaxTextArgs>;

std::string_view key(Text t);
std::string_view english(Text t);  // the template: "Discard down to {0} cards in hand"
std::optional<Text> fromKey(std::string_view key);
bool isOption(Text t);  // an option's label rather than a question
int argCount(Text t);   // how many arguments its template takes
// How argument k is written: a number ("3"), an ordinal ("3rd"), a card id as the card's name.
enum class TextArgKind : uint8_t { Number, Ordinal, Card };
TextArgKind argKind(Text t, int k);
// The English text with its arguments filled in: "Discard down to 3 cards in hand".
std::string render(Text t, const TextArgs& args = {});

// The same for any template ("Play {0:card} twice"), and back: the arguments that make
// `english` out of `englishTemplate`, or nullopt when it does not fit.
std::string fillTemplate(std::string_view englishTemplate, const TextArgs& args);
std::optional<TextArgs> readTemplate(std::string_view englishTemplate, std::string_view english);

// Reading English back (the "prompt"/"labels" of positions saved before ids): the text whose
// template, or an earlier wording of the same question, gives `english`, and the arguments read
// from it. nullopt for an unknown text.
struct TextMatch {
  Text id = Text::None;
  TextArgs args{};
};
std::optional<TextMatch> matchQuestion(std::string_view english);
std::optional<TextMatch> matchOption(std::string_view english);

}  // namespace dom
