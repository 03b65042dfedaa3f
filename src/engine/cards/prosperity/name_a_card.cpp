#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

void askLeftPlayerToNameACard(Game& g, Frame& f, Text question) {
  std::vector<int32_t> nameable;
  const std::span<const CardDef> table = cardTable();
  for (size_t k = 0; k < table.size(); ++k)
    if (!table[k].isLandscape() && !namesOnlyAPile(CardId(k))) nameable.push_back(int32_t(k));
  f.step = 1;
  g.askName(PlayerId((f.player + 1) % g.playerCount()), std::move(nameable), question);
}

}  // namespace dom::cards::prosperity
