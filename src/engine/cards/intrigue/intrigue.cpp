// Intrigue's cards, in card-id order. Keep the order: card ids are indices into the card
// table, and seeded games (the random kingdoms) depend on them.
#include "intrigue.hpp"

namespace dom {

std::vector<CardDef> intrigueCards() {
  using namespace cards::intrigue;
  return {
      // 2nd edition, in the official card-list order.
      courtyard(),
      lurker(),
      pawn(),
      masquerade(),
      shantyTown(),
      steward(),
      swindler(),
      wishingWell(),
      baron(),
      bridge(),
      conspirator(),
      diplomat(),
      ironworks(),
      mill(),
      miningVillage(),
      secretPassage(),
      courtier(),
      duke(),
      minion(),
      patrol(),
      replace(),
      torturer(),
      tradingPost(),
      upgrade(),
      harem(),
      nobles(),

      // Removed with the 1st edition.
      secretChamber(),
      greatHall(),
      coppersmith(),
      scout(),
      saboteur(),
      tribute(),
  };
}

}  // namespace dom
