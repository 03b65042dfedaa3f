#include <bit>

#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Masquerade ②: everyone chooses first, then all cards are passed together; ④: players without
// cards in hand neither pass nor receive. ①: passing is not gaining.
// f.b: the players passing (bit per seat); f.a: the offset of the player being asked;
// f.cards: the chosen cards, in turn order from the current player.
void ability(Game& g, Frame& f) {
  const int n = g.playerCount();
  switch (f.step) {
    case 0:
      f.b = 0;
      for (PlayerId p = 0; p < n; ++p)
        if (!g.hand(p).empty()) f.b |= 1 << p;
      f.a = 0;
      f.cards.clear();
      f.step = std::popcount(uint32_t(f.b)) >= 2 ? 1 : 3;
      return;
    case 2:
      f.cards.push_back(g.pick());
      ++f.a;
      [[fallthrough]];
    case 1: {
      for (; f.a < n; ++f.a) {
        const PlayerId p = PlayerId((f.player + f.a) % n);
        if (!(f.b & (1 << p))) continue;
        if (g.hand(p).size() == 1) {
          f.cards.push_back(g.hand(p)[0]);
          continue;
        }
        f.step = 2;
        g.askCards(p, g.handWhere(p, 0), 1, 1, Text::PassCardLeft);
        return;
      }
      std::vector<PlayerId> passers;
      for (int k = 0; k < n; ++k)
        if (f.b & (1 << ((f.player + k) % n))) passers.push_back(PlayerId((f.player + k) % n));
      for (size_t k = 0; k < passers.size(); ++k) {
        const Inst i = Inst(f.cards[k]);
        const PlayerId to = passers[(k + 1) % passers.size()];
        g.log({.kind = EventKind::Pass,
               .player = passers[k],
               .card = g.cardOf(i),
               .inst = i,
               .toOwner = to});
        g.moveTo(i, Zone::Hand, to, MoveReason::Pass);
      }
      f.cards.clear();
      f.step = 3;
      return;
    }
    case 3:
      if (g.hand(f.player).empty()) return g.finish();
      f.step = 4;
      g.askCards(f.player, g.handWhere(f.player, 0), 0, 1, Text::MayTrashCardFromHand);
      return;
    default:
      if (g.pick() >= 0) g.trash(Inst(g.pick()));
      g.finish();
  }
}

}  // namespace

CardDef masquerade() {
  return {.name = "Masquerade",
          .set = CardSet::Intrigue,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 2},
          .traits = Trashes,
          .text =
              "+2 Cards\nEach player with any cards in hand passes one to the next such player to "
              "their left, at once. Then you may trash a card from your hand.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
