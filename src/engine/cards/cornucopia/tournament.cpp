#include <array>

#include "../../setup.hpp"
#include "../effects.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

enum Step : int16_t { Start, OwnRevealed, NextOther, OtherRevealed, Gain, Gained, Bonus };

std::vector<int32_t> provincesInHand(const Game& g, PlayerId p) {
  return handIf(g, p, [&](Inst i) { return g.cardOf(i) == cards::Province; });
}

// Tournament ①: each player, you first and then the others in turn order, may reveal a
// Province (a question to each player holding one); ③: every reveal comes before your gain. f.cards
// holds the Province you revealed, f.b is 1 once another player has revealed one.
// ②④: you discard yours (if it is still in your hand) and gain onto your deck any Prize left
// (each in its own pile beside the Supply) or a Duchy. ⑤: with no other player's reveal, +1
// Card (the card just gained, if any) and +$1.
void ability(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case Start: {
        auto provinces = provincesInHand(g, f.player);
        if (provinces.empty()) {
          f.step = NextOther;
          break;
        }
        f.step = OwnRevealed;
        g.askCards(f.player, std::move(provinces), 0, 1, Text::MayRevealProvince);
        return;
      }
      case OwnRevealed:
        if (g.pick() >= 0) {
          f.cards = {g.pick()};
          g.reveal(Inst(g.pick()), f.player);
        }
        f.step = NextOther;
        break;
      case NextOther: {
        const PlayerId p = g.nextOther(f);
        if (p == NoPlayer) {
          f.step = f.cards.empty() ? Bonus : Gain;
          break;
        }
        auto provinces = provincesInHand(g, p);
        if (provinces.empty()) break;
        f.step = OtherRevealed;
        g.askCards(p, std::move(provinces), 0, 1, Text::MayRevealProvince);
        return;
      }
      case OtherRevealed:
        if (g.pick() >= 0) {
          f.b = 1;
          g.reveal(Inst(g.pick()), visited(g, f));
        }
        f.step = NextOther;
        break;
      case Gain: {
        const Inst province = Inst(f.cards[0]);
        if (g.isIn(province, Zone::Hand, f.player)) g.discard(province, f.player);
        f.step = Gained;
        const auto pile = choosePile(g, f.player, prizePilesOrDuchy(g), Text::GainPrizeOrDuchy);
        if (!pile) return;
        g.gainFromPile(f.player, *pile, Zone::Deck);
        f.step = Bonus;
        break;
      }
      case Gained:
        g.gainFromPile(f.player, g.pick(), Zone::Deck);
        f.step = Bonus;
        break;
      default:
        if (f.b == 0) {
          g.draw(f.player, 1);
          g.addCoins(1);
        }
        return g.finish();
    }
  }
}

// Rules, Special setup (Cornucopia): the 5 different Prizes outside the Supply, each its own
// one-card pile (docs/engine.md, "Set-up options").
void setUp(SetUp& s) {
  for (CardId prize : prizeCards()) s.addPile(prize, 1, false);
}

}  // namespace

// The Prizes in the order of the rules and of their piles.
std::span<const CardId> prizeCards() {
  static const std::array<CardId, 5> prizes = {findCard("Bag of Gold"), findCard("Diadem"),
                                               findCard("Followers"), findCard("Princess"),
                                               findCard("Trusty Steed")};
  return prizes;
}

// The piles Tournament gains from: each Prize pile not yet empty, then the Duchy pile if it has
// a card.
std::vector<int32_t> prizePilesOrDuchy(const Game& g) {
  std::vector<int32_t> piles;
  for (CardId prize : prizeCards()) {
    const int k = g.pileIndex(prize);
    if (k >= 0 && !g.s.supply[size_t(k)].cards.empty()) piles.push_back(k);
  }
  const int duchy = g.pileIndex(cards::Duchy);
  if (duchy >= 0 && !g.s.supply[size_t(duchy)].cards.empty()) piles.push_back(duchy);
  return piles;
}

// The 1st edition's text (Cornucopia; the set's 2nd edition has no Tournament).
CardDef tournament() {
  return {.name = "Tournament",
          .set = CardSet::Cornucopia,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action,
          .plus = {.actions = 1},
          .traits = GivesCards | GivesCoins | Gains,
          .text =
              "+1 Action\nEach player may reveal a Province from their hand. If you do, "
              "discard it and gain any Prize (from the Prize pile) or a Duchy, putting it "
              "onto your deck. If no one else does, +1 Card and +$1.",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::cornucopia
