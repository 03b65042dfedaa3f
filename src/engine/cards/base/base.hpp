// The base game: the 2nd edition's 26 Kingdom cards, then the 6 removed from the 1st edition.
// One file per card (src/engine/cards/base/<card>.cpp); base.cpp lists them in card-id order.
// Rulings cite the Card Reference (chapter VI of the complete rules) as "Card ①" and the base
// rulebook's card notes as "rulebook".
#pragma once

#include "../../card.hpp"

namespace dom::cards::base {

CardDef cellar();
CardDef chapel();
CardDef moat();
CardDef harbinger();
CardDef merchant();
CardDef vassal();
CardDef village();
CardDef workshop();
CardDef bureaucrat();
CardDef gardens();
CardDef militia();
CardDef moneylender();
CardDef poacher();
CardDef remodel();
CardDef smithy();
CardDef throneRoom();
CardDef bandit();
CardDef councilRoom();
CardDef festival();
CardDef laboratory();
CardDef library();
CardDef market();
CardDef mine();
CardDef sentry();
CardDef witch();
CardDef artisan();
CardDef chancellor();
CardDef woodcutter();
CardDef feast();
CardDef spy();
CardDef thief();
CardDef adventurer();

}  // namespace dom::cards::base
