#pragma once

#include <string_view>

#include "card.hpp"

namespace dom {

// The text a card printed before its 2022 printing changed it (CardDef::earlierVersion: Hoard,
// Mint, Quarry), which it plays in a game set up with Setup::earlierVersions (the rules'
// PREVIOUS VERSIONS OF SOME CARDS); "" for a card that did not change. Each text is written in
// its card's file.
std::string_view earlierText(CardId c);

}  // namespace dom
