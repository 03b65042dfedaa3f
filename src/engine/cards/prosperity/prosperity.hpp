// Prosperity: the cards built so far (the set is not complete: the randomizer does not offer
// it). One file per card; prosperity.cpp lists them in card-id order. Rulings cite the Card
// Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"
#include "../../texts.hpp"

namespace dom {
class Game;
struct Frame;
}  // namespace dom

namespace dom::cards::prosperity {

// NAME A CARD, asked of the player to the left of f.player with `question` (Contraband, War
// Chest): any card but an Event or a Project, or a pile's name that is no card. Sets f.step to 1;
// the name is g.pick() at the next step.
void askLeftPlayerToNameACard(Game& g, Frame& f, Text question);

CardDef watchtower();
CardDef talisman();
CardDef hoard();
CardDef peddler();
CardDef tradeRoute();
CardDef city();
CardDef grandMarket();
CardDef bank();
CardDef monument();
CardDef workersVillage();
CardDef expand();
CardDef kingsCourt();
CardDef forge();
CardDef mint();
CardDef vault();
// Removed with the 1st edition.
CardDef loan();
CardDef venture();
CardDef royalSeal();
CardDef countingHouse();
CardDef mountebank();
CardDef goons();
CardDef contraband();
// 2nd edition
CardDef bishop();
CardDef quarry();
CardDef rabble();
CardDef magnate();
CardDef collection();
CardDef clerk();
CardDef anvil();
CardDef tiara();
CardDef crystalBall();
CardDef investment();
CardDef warChest();
CardDef charlatan();

// The texts printed before 2022 of the cards that changed then (earlier_versions.hpp).
std::string_view hoardEarlierText();
std::string_view mintEarlierText();
std::string_view quarryEarlierText();

}  // namespace dom::cards::prosperity
