#include "knowledge.hpp"

#include <algorithm>
#include <climits>

namespace dom::ai {

namespace {
PlayerId who(const View& v, PlayerId p) { return p == NoPlayer ? v.me : p; }
}  // namespace

int pileOf(const View& v, CardId c) {
  for (size_t k = 0; k < v.supply.size(); ++k)
    if (v.supply[k].card == c) return int(k);
  return -1;
}

Cost costNow(const View& v, CardId c) {
  const int k = pileOf(v, c);
  if (k < 0) return card(c).printedCost();
  const PileView& p = v.supply[size_t(k)];
  return p.top == c || p.top == NoCard ? p.cost : card(c).printedCost();
}

int pileCount(const View& v, CardId c) {
  const int k = pileOf(v, c);
  return k < 0 ? 0 : v.supply[size_t(k)].count;
}

int emptyPiles(const View& v) {
  int n = 0;
  for (const PileView& p : v.supply) n += p.inSupply && p.count == 0;  // the Supply's only
  return n;
}

int pilesToEnd(const View& v) { return v.players.size() >= 5 ? 4 : 3; }

int gainsToEnd(const View& v) {
  // The k smallest pile counts (k <= 4), kept sorted in a small array.
  const int k = pilesToEnd(v);
  int smallest[4];
  int n = 0;
  // An empty Province pile ends the game, and so does an empty Colony pile when there is one.
  int ender = INT_MAX;
  for (const PileView& p : v.supply) {
    if (!p.inSupply) continue;  // piles outside the Supply (Spoils) never end the game
    if (p.card == cards::Province || p.card == cards::Colony) ender = std::min(ender, p.count);
    int at = n < k ? n++ : k;
    if (at == k && p.count >= smallest[k - 1]) continue;
    if (at == k) at = k - 1;
    while (at > 0 && smallest[at - 1] > p.count) smallest[at] = smallest[at - 1], --at;
    smallest[at] = p.count;
  }
  int sum = 0;
  for (int i = 0; i < n; ++i) sum += smallest[i];
  return std::min(sum, ender);
}

int owned(const View& v, CardId c, PlayerId p) {
  const auto& o = v.players[size_t(who(v, p))].owned;
  // A pile's name that is no card (Knights): the cards of that pile owned.
  if (namesOnlyAPile(c)) {
    int n = 0;
    for (size_t k = 0; k < o.size(); ++k)
      if (CardId(k) != c && pileNameOf(CardId(k)) == c) n += o[k];
    return n;
  }
  return size_t(c) < o.size() ? o[size_t(c)] : 0;
}

int cardsOwned(const View& v, PlayerId p) {
  int n = 0;
  for (int k : v.players[size_t(who(v, p))].owned) n += k;
  return n;
}

int moneyOwned(const View& v, PlayerId p) {
  // The plain Treasures of the card table (no ability: their coins are fixed), found once.
  static const std::vector<CardId> plain = [] {
    std::vector<CardId> out;
    for (size_t c = 0; c < cardTable().size(); ++c)
      if (card(CardId(c)).is(Treasure) && !card(CardId(c)).ability && card(CardId(c)).plus.coins > 0)
        out.push_back(CardId(c));
    return out;
  }();
  const auto& o = v.players[size_t(who(v, p))].owned;
  int m = 0;
  for (CardId c : plain)
    if (size_t(c) < o.size()) m += o[size_t(c)] * card(c).plus.coins;
  return m;
}

bool gainEndsGame(const View& v, int pile) {
  if (pile < 0 || size_t(pile) >= v.supply.size()) return false;
  const PileView& p = v.supply[size_t(pile)];
  if (p.count != 1 || !p.inSupply) return false;
  return p.card == cards::Province || p.card == cards::Colony || emptyPiles(v) + 1 >= pilesToEnd(v);
}

bool winsOrTiesAfterGaining(const View& v, CardId c) {
  const PlayerView& me = v.players[size_t(v.me)];
  const int myVp = me.vp + card(c).vp;
  for (size_t p = 0; p < v.players.size(); ++p) {
    if (PlayerId(p) == v.me) continue;
    const PlayerView& o = v.players[p];
    if (o.vp > myVp || (o.vp == myVp && o.turnsTaken < me.turnsTaken)) return false;
  }
  return true;
}

bool isDead(CardId c) {
  const CardDef& d = card(c);
  return d.is(Victory | CurseType) && !d.is(Action | Treasure);
}

}  // namespace dom::ai
