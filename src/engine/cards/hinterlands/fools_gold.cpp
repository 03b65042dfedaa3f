#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The first Fool's Gold played this turn gives $1, every later one $4 (a Fool's Gold played
// again by another card is not the first: Fool's Gold 5).
void ability(Game& g, Frame& f) {
  g.addCoins(g.timesPlayed(f.card) <= 1 ? 1 : 4);
  g.finish();
}

// When another player gains a Province — on any turn, also one's own (Fool's Gold 3) — each
// Fool's Gold in hand may be trashed for a Gold onto the deck (1, 2). Trashed otherwise, it
// gives nothing (4).
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.cardOf(e.inst) == cards::Province;
}

void onProvince(Game& g, Frame& f) {
  if (!g.isIn(f.source, Zone::Hand, f.player)) return g.finish();
  g.trash(f.source);
  g.gain(f.player, cards::Gold, Zone::Deck);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::OthersHand,
     .optional = true,
     .applies = applies,
     .run = onProvince,
     .ask = Text::MayTrashForGoldOntoDeck},
};

}  // namespace

CardDef foolsGold() {
  return {
      .name = "Fool's Gold",
      .set = CardSet::Hinterlands,
      .cost = 2,
      .types = Treasure | Reaction,
      .text =
          "If this is the first time you played a Fool's Gold this turn, +$1, otherwise +$4.\nWhen "
          "another player gains a Province, you may trash this from your hand, to gain a Gold onto "
          "your deck.",
      .ability = ability,
      .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
