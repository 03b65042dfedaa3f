#include "../../game.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// The pre-2022 Hovel: only buying a Victory card lets it go (Hovel ②), not gaining one in
// another way. It resolves before the bought card is gained (When::Buy).
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.defOf(e.inst).is(Victory);
}

void onBuy(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::Hand, f.player)) g.trash(f.source);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Buy,
     .from = ListenFrom::OwnHand,
     .optional = true,
     .applies = applies,
     .run = onBuy,
     .ask = Text::MayTrashThisCard},
};

}  // namespace

// A Shelter (rules, Special setup, Dark Ages): it starts in a deck in place of an Estate and
// belongs to no pile, so it is never returned to one.
CardDef hovel() {
  return {.name = "Hovel",
          .set = CardSet::DarkAges,
          .cost = 1,
          .nonKingdom = true,
          .types = Reaction | Shelter,
          .traits = Trashes,
          .text = "When you buy a Victory card, you may trash this from your hand.",
          .listeners = kListeners};
}

}  // namespace dom::cards::dark_ages
