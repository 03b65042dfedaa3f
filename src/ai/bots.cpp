#include "bots.hpp"

#include <algorithm>

#include "knowledge.hpp"
#include "questions.hpp"

namespace dom::ai {

int BuyContext::count(CardId c) const { return owned(view, c); }

namespace {
// The figure in `slot`, worked out by `compute` the first time.
template <class F>
int once(int& slot, F&& compute) {
  if (slot < 0) slot = compute();
  return slot;
}
}  // namespace

int BuyContext::money() const {
  return once(money_, [&] { return moneyOwned(view); });
}
int BuyContext::gainsToEnd() const {
  return once(gainsToEnd_, [&] { return dom::ai::gainsToEnd(view); });
}
int BuyContext::provincesLeft() const {
  return once(provincesLeft_, [&] { return pileCount(view, cards::Province); });
}
int BuyContext::deckSize() const {
  return once(deckSize_, [&] { return cardsOwned(view); });
}

std::vector<CardId> ListBot::kingdomCards() const {
  std::vector<CardId> out;
  auto add = [&](CardId c) {
    if (c != NoCard && card(c).isKingdom() && std::find(out.begin(), out.end(), c) == out.end())
      out.push_back(c);
  };
  add(spec_.action);
  for (const BuyRule& r : spec_.buys) add(r.card);
  return out;
}

int ListBot::choosePurchase(const View& v) const {
  const BuyContext ctx(v);
  for (const BuyRule& r : spec_.buys) {
    const int k = pileOf(v, r.card);
    if (k < 0) continue;
    const PileView& pile = v.supply[size_t(k)];
    if (!pile.inSupply || pile.buyForbidden || pile.count == 0 || !affordable(pile.cost, v.coins, v.potions))
      continue;
    if (r.when && !r.when(ctx)) continue;
    if (gainEndsGame(v, k) && !winsOrTiesAfterGaining(v, r.card)) continue;  // the suicide rule
    return k;
  }
  return -1;
}

Move ListBot::decide(const View& v) {
  const Decision& d = v.decision;
  switch (d.kind) {
    case DecisionKind::ActionPhase:
      if (spec_.action != NoCard && v.actions > 0)
        for (const SeenCard& c : v.hand)
          if (c.card == spec_.action) return Move::play(c.inst);
      return Move::end();
    case DecisionKind::BuyPhase: {
      // At most one buy a turn.
      if (v.bought) return Move::end();
      if (std::any_of(v.hand.begin(), v.hand.end(),
                      [](const SeenCard& c) { return card(c.card).is(Treasure); }))
        return Move::playTreasures();
      const int k = choosePurchase(v);
      return k < 0 ? Move::end() : Move::buy(k);
    }
    case DecisionKind::SelectCards:
      // Discarding down (Militia): one card at a time in the discard order.
      if (d.min == d.max && askOf(d.id) == Ask::Discard) {
        const auto order = discardOrder(v.decisionCards);
        std::vector<int32_t> picks;
        for (size_t k = 0; k < order.size() && int(picks.size()) < d.min; ++k) picks.push_back(order[k].inst);
        return legalize(v, Move::choose(std::move(picks)));
      }
      return fallback_.decide(v);
    default: return fallback_.decide(v);
  }
}

std::vector<BotSpec> referenceBots() {
  using C = const BuyContext&;
  const CardId smithy = findCard("Smithy"), militia = findCard("Militia"), witch = findCard("Witch");
  const CardId province = cards::Province, duchy = cards::Duchy, estate = cards::Estate, gold = cards::Gold,
               silver = cards::Silver, copper = cards::Copper;
  std::vector<BotSpec> bots;
  bots.push_back({"Big Money",
                  "Province if M > 18; Duchy if G <= 4; Estate if G <= 2; Gold; Duchy if G <= 6; Silver",
                  NoCard,
                  {{province, [](C c) { return c.money() > 18; }},
                   {duchy, [](C c) { return c.gainsToEnd() <= 4; }},
                   {estate, [](C c) { return c.gainsToEnd() <= 2; }},
                   {gold, {}},
                   {duchy, [](C c) { return c.gainsToEnd() <= 6; }},
                   {silver, {}}}});
  bots.push_back({"Smithy Big Money",
                  "Province; Duchy if G <= 5; Estate if G <= 2; Gold; Smithy if fewer than 2 and 16+ cards; "
                  "Smithy if none; Silver; Copper if G <= 3",
                  smithy,
                  {{province, {}},
                   {duchy, [](C c) { return c.gainsToEnd() <= 5; }},
                   {estate, [](C c) { return c.gainsToEnd() <= 2; }},
                   {gold, {}},
                   {smithy, [smithy](C c) { return c.count(smithy) < 2 && c.deckSize() >= 16; }},
                   {smithy, [smithy](C c) { return c.count(smithy) < 1; }},
                   {silver, {}},
                   {copper, [](C c) { return c.gainsToEnd() <= 3; }}}});
  bots.push_back({"Double Militia",
                  "Province; Duchy if G <= 5; Militia if fewer than 2; Estate if G <= 2; Gold; Silver; "
                  "Copper if G <= 3",
                  militia,
                  {{province, {}},
                   {duchy, [](C c) { return c.gainsToEnd() <= 5; }},
                   {militia, [militia](C c) { return c.count(militia) < 2; }},
                   {estate, [](C c) { return c.gainsToEnd() <= 2; }},
                   {gold, {}},
                   {silver, {}},
                   {copper, [](C c) { return c.gainsToEnd() <= 3; }}}});
  bots.push_back(
      {"Double Witch",
       "Province if it owns a Gold; Witch if fewer than 2; Duchy if G <= 5; Estate if G <= 2; Gold; "
       "Silver",
       witch,
       {{province, [](C c) { return c.count(cards::Gold) > 0; }},
        {witch, [witch](C c) { return c.count(witch) < 2; }},
        {duchy, [](C c) { return c.gainsToEnd() <= 5; }},
        {estate, [](C c) { return c.gainsToEnd() <= 2; }},
        {gold, {}},
        {silver, {}}}});
  bots.push_back(
      {"Big Money Ultimate",
       "Big Money with Provinces left (P) for G: Province if M > 18; Duchy if P <= 4; Estate if P <= 2; "
       "Gold; Duchy if P <= 6; Silver",
       NoCard,
       {{province, [](C c) { return c.money() > 18; }},
        {duchy, [](C c) { return c.provincesLeft() <= 4; }},
        {estate, [](C c) { return c.provincesLeft() <= 2; }},
        {gold, {}},
        {duchy, [](C c) { return c.provincesLeft() <= 6; }},
        {silver, {}}}});
  return bots;
}

std::vector<PlayerInfo> botEntries() {
  std::vector<PlayerInfo> out;
  for (BotSpec& spec : referenceBots()) {
    PlayerInfo info;
    info.name = spec.name;
    info.kind = PlayerKind::Bot;
    info.summary = spec.summary;
    info.make = [spec](uint64_t) { return std::make_unique<ListBot>(spec); };
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace dom::ai
