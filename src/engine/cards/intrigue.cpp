// Intrigue: the 2nd edition's 26 Kingdom cards, then the 6 removed from the 1st edition.
#include "../game.hpp"

namespace dom {

std::vector<CardDef> intrigueCards() { return {}; }

}  // namespace dom
