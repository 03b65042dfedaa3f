// Dark Ages: the cards built so far (the set is not complete: the randomizer does not offer it),
// with the non-Kingdom cards they bring (Spoils, the Shelters). One file per card; dark_ages.cpp
// lists them in card-id order. Rulings cite the Card Reference (chapter VI of the complete rules)
// as "Card ①".
#pragma once

#include <vector>

#include "../../card.hpp"

namespace dom {
class Game;
class SetUp;
struct Frame;
}  // namespace dom

// The attack every Knight shares, printed on each of them after its own effect (knights.cpp,
// knightAttack); a string literal, so that each Knight's text is one string.
#define DOM_KNIGHT_ATTACK_TEXT                                                                 \
  "Each other player reveals the top 2 cards of their deck, trashes one of them costing from " \
  "$3 to $6, and discards the rest. If a Knight is trashed by this, trash this card."

namespace dom::cards::dark_ages {

CardDef banditCamp();
CardDef spoils();
CardDef hovel();
CardDef necropolis();
CardDef overgrownEstate();
CardDef cultist();
CardDef ruins();
CardDef abandonedMine();
CardDef ruinedLibrary();
CardDef ruinedMarket();
CardDef ruinedVillage();
CardDef survivors();
CardDef knights();
CardDef dameAnna();
CardDef dameJosephine();
CardDef dameMolly();
CardDef dameNatalie();
CardDef dameSylvia();
CardDef sirBailey();
CardDef sirDestry();
CardDef sirMartin();
CardDef sirMichael();
CardDef sirVander();

// The Spoils card (its pile lies outside the Supply in the games that use it).
CardId spoilsCard();
// The card naming the Ruins pile ("Ruins", never a card instance) and the five Ruins cards.
CardId ruinsCard();
const std::vector<CardId>& ruinsCards();
// The Ruins pile of a game with a Looter (every Looter's set-up hook).
void addRuinsPile(SetUp& s);
// The card naming the Knights pile ("Knights", the Kingdom card, never a card instance) and the
// ten Knights, each once in the pile.
CardId knightsCard();
const std::vector<CardId>& knightCards();
// The attack every Knight shares (knights.cpp), from frame step `from` (it uses steps `from`
// to `from + 2`, f.a, f.c and f.cards, starting with f.a and f.c at 0); then finishes.
void knightAttack(Game& g, Frame& f, int from);

}  // namespace dom::cards::dark_ages
