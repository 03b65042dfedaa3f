#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Lurker ④: only the top card of a pile can be trashed; ③: any Action card in the trash may be
// gained, Kingdom or not.
void ability(Game& g, Frame& f) {
  const PlayerId p = f.player;
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(p, {{Text::OptionTrashActionFromSupply}, {Text::OptionGainActionFromTrash}}, 1, 1,
                  Text::ChooseOne);
      return;
    case 1:
      if (g.pick() == 0) {
        f.step = 2;
        auto pile = choosePile(g, p, g.pilesWhere([](CardId c) { return card(c).is(Action); }),
                               Text::TrashActionFromSupply);
        if (!pile) return;
        if (*pile >= 0) g.trash(g.pileTop(*pile));
        return g.finish();
      } else {
        std::vector<int32_t> actions;
        for (Inst i : g.trashPile())
          if (g.defOf(i).is(Action)) actions.push_back(i);
        f.step = 3;
        auto forced = chooseCards(g, p, std::move(actions), 1, Text::GainActionFromTrash);
        if (!forced) return;
        for (int32_t i : *forced) g.gainInst(p, Inst(i));
        return g.finish();
      }
    case 2:
      g.trash(g.pileTop(g.pick()));
      return g.finish();
    default:
      g.gainInst(p, Inst(g.pick()));
      return g.finish();
  }
}

}  // namespace

CardDef lurker() {
  return {.name = "Lurker",
          .set = CardSet::Intrigue,
          .editions = SecondEdition,
          .cost = 2,
          .types = Action,
          .plus = {.actions = 1},
          .traits = Trashes | Gains,
          .text =
              "+1 Action\nChoose one: Trash an Action card from the Supply; or gain an Action card "
              "from the trash.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
