// Intrigue: the 2nd edition's 26 Kingdom cards, then the 6 removed from the 1st edition.
// One file per card (src/engine/cards/intrigue/<card>.cpp); intrigue.cpp lists them in card-id
// order. Rulings cite the Card Reference (chapter VI of the complete rules) by card and point
// number.
//
// Conventions of these cards (Asking::Intrigue in ../effects.hpp):
// - A choice with only one possible outcome is not asked (for instance "put a card from your
//   hand onto your deck" with one card in hand, or "gain a card costing $4" with one such pile).
// - "Put these back in any order" asks an ordered choice: the answer's FIRST card ends on TOP.
#pragma once

#include "../../card.hpp"

namespace dom::cards::intrigue {

CardDef courtyard();
CardDef lurker();
CardDef pawn();
CardDef masquerade();
CardDef shantyTown();
CardDef steward();
CardDef swindler();
CardDef wishingWell();
CardDef baron();
CardDef bridge();
CardDef conspirator();
CardDef diplomat();
CardDef ironworks();
CardDef mill();
CardDef miningVillage();
CardDef secretPassage();
CardDef courtier();
CardDef duke();
CardDef minion();
CardDef patrol();
CardDef replace();
CardDef torturer();
CardDef tradingPost();
CardDef upgrade();
CardDef harem();
CardDef nobles();
CardDef secretChamber();
CardDef greatHall();
CardDef coppersmith();
CardDef scout();
CardDef saboteur();
CardDef tribute();

}  // namespace dom::cards::intrigue
