// The Guilds cards in card-id order: new cards are added at the end (ids are table indices).
#include "guilds.hpp"

namespace dom {

std::vector<CardDef> guildsCards() {
  using namespace cards::guilds;
  return {candlestickMaker()};
}

}  // namespace dom
