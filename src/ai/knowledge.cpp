#include "knowledge.hpp"

#include <algorithm>

namespace dom::ai {

namespace {
PlayerId who(const View& v, PlayerId p) { return p == NoPlayer ? v.me : p; }
}  // namespace

int pileOf(const View& v, CardId c) {
  for (size_t k = 0; k < v.supply.size(); ++k)
    if (v.supply[k].card == c) return int(k);
  return -1;
}

int pileCount(const View& v, CardId c) {
  const int k = pileOf(v, c);
  return k < 0 ? 0 : v.supply[size_t(k)].count;
}

int emptyPiles(const View& v) {
  int n = 0;
  for (const PileView& p : v.supply) n += p.count == 0;
  return n;
}

int pilesToEnd(const View& v) { return v.players.size() >= 5 ? 4 : 3; }

int gainsToEnd(const View& v) {
  std::vector<int> counts;
  counts.reserve(v.supply.size());
  for (const PileView& p : v.supply) counts.push_back(p.count);
  const size_t k = std::min(counts.size(), size_t(pilesToEnd(v)));
  std::partial_sort(counts.begin(), counts.begin() + long(k), counts.end());
  int sum = 0;
  for (size_t i = 0; i < k; ++i) sum += counts[i];
  const int province = pileOf(v, cards::Province);
  return province < 0 ? sum : std::min(sum, v.supply[size_t(province)].count);
}

int owned(const View& v, CardId c, PlayerId p) {
  const auto& o = v.players[size_t(who(v, p))].owned;
  return size_t(c) < o.size() ? o[size_t(c)] : 0;
}

int cardsOwned(const View& v, PlayerId p) {
  int n = 0;
  for (int k : v.players[size_t(who(v, p))].owned) n += k;
  return n;
}

int moneyOwned(const View& v, PlayerId p) {
  const auto& o = v.players[size_t(who(v, p))].owned;
  int m = 0;
  for (size_t c = 0; c < o.size(); ++c) {
    if (!o[c]) continue;
    const CardDef& d = card(CardId(c));
    if (d.is(Treasure) && !d.ability) m += o[c] * d.plus.coins;
  }
  return m;
}

bool gainEndsGame(const View& v, int pile) {
  if (pile < 0 || size_t(pile) >= v.supply.size()) return false;
  const PileView& p = v.supply[size_t(pile)];
  if (p.count != 1) return false;
  return p.card == cards::Province || emptyPiles(v) + 1 >= pilesToEnd(v);
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
