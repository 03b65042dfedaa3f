#include "game.hpp"

#include <algorithm>
#include <array>
#include <atomic>

#include "cost_modifiers.hpp"
#include "kingdom.hpp"
#include "listeners_now.hpp"
#include "setup.hpp"

namespace dom {

namespace {
// OwnedStamp's numbers: unique in the process, whichever thread plays which game.
std::atomic<uint64_t> lastOwnedStamp{0};
uint64_t freshOwnedStamp() { return lastOwnedStamp.fetch_add(1, std::memory_order_relaxed) + 1; }

int basicPileSize(CardId c, int players) {
  const bool big = players >= 5;
  switch (c) {
    case cards::Copper: return (big ? 120 : 60) - 7 * players;
    case cards::Silver: return big ? 80 : 40;
    case cards::Gold: return big ? 60 : 30;
    case cards::Estate:
    case cards::Duchy: return players == 2 ? 8 : 12;
    case cards::Province: return players == 2 ? 8 : players <= 4 ? 12 : players == 5 ? 15 : 18;
    case cards::Curse: return 10 * (players - 1);
    case cards::Platinum:
      return 12;
    case cards::Colony:
      return players == 2 ? 8 : 12;
    case cards::Potion:
      return 16;
    default: return 0;
  }
}

int kingdomPileSize(const CardDef& d, int players) {
  if (d.is(Victory)) return players == 2 ? 8 : 12;
  return 10;
}

// The Shelters, which replace the 3 Estates of each starting deck in a game set up with them
// (Setup::shelters; rules, Special setup, Dark Ages).
const std::array<CardId, 3>& shelterCards() {
  static const std::array<CardId, 3> c = {findCard("Hovel"), findCard("Necropolis"),
                                          findCard("Overgrown Estate")};
  return c;
}

// The basic piles in the order the Supply lists them: the Treasures, the Victory cards, Curse.
// Platinum and Colony only with `colonies`, Potion only with `potion`. At most 10, kept on the
// stack: every simulated game starts here.
struct BasicPiles {
  std::array<CardId, 10> cards{};
  size_t count = 0;
  void add(CardId c) { cards[count++] = c; }
  const CardId* begin() const { return cards.data(); }
  const CardId* end() const { return cards.data() + count; }
  size_t size() const { return count; }
};

BasicPiles basicPiles(bool colonies, bool potion) {
  BasicPiles piles;
  for (CardId c : {cards::Copper, cards::Silver, cards::Gold}) piles.add(c);
  if (colonies) piles.add(cards::Platinum);
  if (potion) piles.add(cards::Potion);
  for (CardId c : {cards::Estate, cards::Duchy, cards::Province}) piles.add(c);
  if (colonies) piles.add(cards::Colony);
  piles.add(cards::Curse);
  return piles;
}

// Alchemy's Special setup: the Potion pile is in the Supply when a Kingdom card (the Bane
// included) has a Potion in its cost.
bool needsPotion(const std::vector<CardId>& kingdom) {
  return std::any_of(kingdom.begin(), kingdom.end(),
                     [](CardId c) { return card(c).potionCost > 0; });
}

void runSetUpHooks(SetUp& hooks, std::span<const CardId> cards) {
  for (CardId c : cards)
    if (card(c).setUp) card(c).setUp(hooks);
}

void shuffleCards(std::vector<CardId>& cards, Rng& rng) {
  for (size_t k = cards.size(); k > 1; --k) std::swap(cards[k - 1], cards[rng.below(uint32_t(k))]);
}

// The cards of a pile drawn from a pool (Ruins), bottom first: the pool shuffled with `rng`
// when the pile is, then its first `count` cards.
std::vector<CardId> drawPile(const SetUp::ExtraPile& p, Rng& rng) {
  std::vector<CardId> pool = p.pool;
  if (p.shuffled) shuffleCards(pool, rng);
  pool.resize(std::min(pool.size(), size_t(std::max(p.count, 0))));
  return pool;
}

// A Kingdom pile of other cards than its name's, bottom first: a split pile's in order, a
// shuffled one's (the Knights) shuffled with `rng`.
std::vector<CardId> kingdomPileContents(const SetUp::KingdomPile& p, Rng& rng) {
  std::vector<CardId> contents = p.contents;
  if (p.shuffled) shuffleCards(contents, rng);
  return contents;
}

}  // namespace

std::vector<Game::MixedPile> Game::mixedPilesAtSetUp(int players, std::span<const CardId> kingdom,
                                                     std::span<const CardId> landscapes, Rng& rng) {
  SetUp hooks(players, kingdom);
  runSetUpHooks(hooks, kingdom);
  runSetUpHooks(hooks, landscapes);
  std::vector<MixedPile> out;
  for (CardId c : kingdom)
    if (const SetUp::KingdomPile* mixed = hooks.kingdomPile(c))
      out.push_back({c, kingdomPileContents(*mixed, rng), mixed->shuffled});
  for (const SetUp::ExtraPile& p : hooks.piles())
    if (!p.pool.empty()) out.push_back({p.card, drawPile(p, rng), p.shuffled});
  return out;
}

Game Game::create(const Setup& setup) {
  Game g;
  GameState& s = g.s;
  s.seed = setup.seed;
  s.rng.seed(setup.seed);
  s.logEvents = setup.logEvents;
  const int n = std::clamp(setup.players, 1, MaxPlayers);
  s.players.resize(size_t(n));
  s.kingdom = setup.kingdom;
  s.bane = setup.bane != NoCard ? setup.bane : chooseBane(setup.kingdom, setup.seed);
  if (s.bane != NoCard && std::find(s.kingdom.begin(), s.kingdom.end(), s.bane) == s.kingdom.end())
    s.kingdom.push_back(s.bane);
  std::sort(s.kingdom.begin(), s.kingdom.end(), [](CardId a, CardId b) {
    const CardDef &da = card(a), &db = card(b);
    if (da.printedCost() != db.printedCost())
      return listedBefore(da.printedCost(), db.printedCost());
    return da.name < db.name;
  });
  s.kingdom.erase(std::unique(s.kingdom.begin(), s.kingdom.end()), s.kingdom.end());

  // Landscapes lie beside the Supply, each once, in the set-up's order.
  for (CardId c : setup.landscapes)
    if (c >= 0 && size_t(c) < cardTable().size() && card(c).isLandscape() &&
        g.landscapeIndex(c) < 0)
      s.landscapes.push_back({c, 0});

  // The set-up hooks of the Kingdom cards and landscapes (setup.hpp), and the set-up options.
  SetUp hooks(n, s.kingdom);
  runSetUpHooks(hooks, s.kingdom);
  for (const LandscapeState& l : s.landscapes)
    if (card(l.card).setUp) card(l.card).setUp(hooks);
  s.shelters = setup.shelters;
  s.earlierVersions = setup.earlierVersions;
  s.cursesAreTreasures = hooks.cursesAreTreasures();
  if (setup.shelters)
    for (CardId shelter : shelterCards()) hooks.replaceStartingCard(cards::Estate, shelter);

  // Room for every instance and pile up front, and for the zones' usual sizes (a speed-up
  // only: allocations were a fifth of a simulated game).
  const BasicPiles basics = basicPiles(setup.colonies, needsPotion(s.kingdom));
  size_t instances = size_t(10 * n);
  for (CardId c : basics) instances += size_t(basicPileSize(c, n));
  for (CardId c : s.kingdom) instances += size_t(kingdomPileSize(card(c), n));
  for (const SetUp::ExtraPile& p : hooks.piles()) instances += size_t(p.count);
  s.instCard.reserve(instances);
  s.instLoc.reserve(instances);
  s.supply.reserve(basics.size() + s.kingdom.size() + hooks.piles().size());
  for (PlayerState& ps : s.players) {
    ps.deck().reserve(32);
    ps.discard().reserve(32);
    ps.hand().reserve(16);
    ps.inPlay().reserve(16);
  }
  s.turn.played.reserve(16);

  auto addPile = [&](CardId c, int count, bool inSupply) {
    const int pile = int(s.supply.size());
    s.supply.push_back(Pile{c, {}});
    s.supply.back().inSupply = inSupply;
    // The pile's instances in one block (the same numbering as one newInstance per card).
    const size_t first = s.instCard.size();
    s.instCard.resize(first + size_t(count), c);
    s.instLoc.resize(first + size_t(count), Location{Zone::Supply, int8_t(pile)});
    auto& cards = s.supply.back().cards;
    cards.resize(size_t(count));
    for (int k = 0; k < count; ++k) cards[size_t(k)] = Inst(first + size_t(k));
  };
  // A pile of other cards than its name's (Ruins): `contents` bottom first.
  bool mixedPiles = false;
  auto addMixedPile = [&](CardId name, const std::vector<CardId>& contents, bool inSupply) {
    const int pile = int(s.supply.size());
    s.supply.push_back(Pile{name, {}});
    s.supply.back().inSupply = inSupply;
    for (CardId c : contents) s.supply.back().cards.push_back(g.newInstance(c, Zone::Supply, pile));
    mixedPiles = true;
  };
  for (CardId c : basics) addPile(c, basicPileSize(c, n), true);
  for (CardId c : s.kingdom) {
    if (const SetUp::KingdomPile* mixed = hooks.kingdomPile(c))
      // A split pile (Patrician/Emporium), or a shuffled one (the Knights).
      addMixedPile(c, kingdomPileContents(*mixed, s.rng), true);
    else
      addPile(c, kingdomPileSize(card(c), n), true);
  }
  // Piles the hooks asked for, after the Kingdom's; one of a card already in the game is not
  // added again. A shuffled pile (Ruins) is drawn from its shuffled pool with the game's
  // random generator: the seed sets it up.
  for (const SetUp::ExtraPile& p : hooks.piles()) {
    if (g.pileIndex(p.card) >= 0) continue;
    if (p.pool.empty()) {
      addPile(p.card, p.count, p.inSupply);
      continue;
    }
    addMixedPile(p.card, drawPile(p, s.rng), p.inSupply);
  }
  for (const SetUp::PileTokens& t : hooks.tokens())
    for (Pile& pile : s.supply)
      if (pile.inSupply && t.pred(pile.card)) pile.tokens[size_t(t.token)] = 1;

  // The starting deck: 7 Coppers and 3 Estates, some replaced (Heirlooms, Shelters).
  std::array<CardId, 10> start;
  std::fill(start.begin(), start.begin() + 7, cards::Copper);
  std::fill(start.begin() + 7, start.end(), cards::Estate);
  for (const SetUp::Replacement& r : hooks.replacements()) {
    const auto it = std::find(start.rbegin(), start.rend(), r.from);
    if (it != start.rend()) *it = r.to;
  }
  for (PlayerId p = 0; p < n; ++p) {
    auto& deck = g.player(p).deck();
    for (CardId c : start) deck.push_back(g.newInstance(c, Zone::Deck, p));
  }
  s.firstPlayer = setup.firstPlayer >= 0 && setup.firstPlayer < n
                      ? setup.firstPlayer
                      : PlayerId(s.rng.below(uint32_t(n)));
  for (PlayerId p = 0; p < n; ++p) {
    auto& deck = g.player(p).deck();
    for (size_t k = deck.size(); k > 1; --k) std::swap(deck[k - 1], deck[s.rng.below(uint32_t(k))]);
    g.log({.kind = EventKind::Shuffle, .player = p, .amount = int16_t(deck.size())});
    g.draw(p, 5);
  }
  s.turn.player = s.firstPlayer;
  s.turn.normalPlayer = s.firstPlayer;
  // Replaced starting cards have no pile, and a mixed pile holds other cards than its name's:
  // the piles' names are not all the cards then.
  if (hooks.replacements().empty() && !mixedPiles)
    g.computeListeningAtSetUp();
  else
    g.computeListening();
  g.startTurn();
  g.advance();
  return g;
}

Inst Game::newInstance(CardId c, Zone z, int owner) {
  s.instCard.push_back(c);
  s.instLoc.push_back({z, int8_t(owner)});
  return Inst(s.instCard.size() - 1);
}

// ---- zones and movement ---------------------------------------------------------------

std::vector<Inst>& Game::zone(Location l) {
  if (l.zone == Zone::Supply) return s.supply[size_t(l.owner)].cards;
  if (l.zone == Zone::Trash) return s.trash;
  return player(l.owner).zone(l.zone);
}

const std::vector<Inst>& Game::zone(Location l) const {
  if (l.zone == Zone::Supply) return s.supply[size_t(l.owner)].cards;
  if (l.zone == Zone::Trash) return s.trash;
  return player(l.owner).zone(l.zone);
}

void Game::moveTo(Inst i, Zone z, int owner, MoveReason why, bool toBottom) {
  const Location from = s.instLoc[size_t(i)];
  auto& src = zone(from);
  // Most moves take the newest card; search from the back.
  auto it = std::find(src.rbegin(), src.rend(), i);
  if (it != src.rend()) src.erase(std::next(it).base());
  const Location to{z, int8_t(owner)};
  auto& dst = zone(to);
  if (toBottom)
    dst.insert(dst.begin(), i);
  else
    dst.push_back(i);
  s.instLoc[size_t(i)] = to;
  const int fromOwner = isPlayerZone(from.zone) ? from.owner : -1;
  if (fromOwner != (isPlayerZone(z) ? owner : -1)) {
    if (fromOwner >= 0) s.players[size_t(fromOwner)].owned.value = freshOwnedStamp();
    if (isPlayerZone(z)) {
      PlayerState& to = s.players[size_t(owner)];
      to.owned.value = freshOwnedStamp();
      to.heard.bits |= listenedEvents()[size_t(s.instCard[size_t(i)])];
    }
  }
  if (from.zone == Zone::InPlay && !s.identities.empty()) leftPlay(i);
  if (s.logEvents)
    s.events.push_back({.kind = EventKind::Move,
                        .player = PlayerId(isPlayerZone(z) ? owner : isPlayerZone(from.zone) ? from.owner : s.turn.player),
                        .card = cardOf(i),
                        .inst = i,
                        .from = from.zone,
                        .to = z,
                        .fromOwner = from.owner,
                        .toOwner = int8_t(owner),
                        .reason = why});
}

void Game::shuffleDiscardIntoDeck(PlayerId p) {
  auto& ps = player(p);
  auto& deck = ps.deck();
  auto& disc = ps.discard();
  // The discard pile becomes the deck; any cards still in the deck stay on top of it.
  std::vector<Inst> old;
  old.swap(deck);
  deck.swap(disc);
  // Fisher-Yates from the top; each place is final once filled, so its card is marked there.
  for (size_t k = deck.size(); k > 1; --k) {
    std::swap(deck[k - 1], deck[s.rng.below(uint32_t(k))]);
    s.instLoc[size_t(deck[k - 1])] = {Zone::Deck, p};
  }
  if (!deck.empty()) s.instLoc[size_t(deck[0])] = {Zone::Deck, p};
  log({.kind = EventKind::Shuffle, .player = p, .amount = int16_t(deck.size())});
  raise(When::Shuffle, p);
  deck.insert(deck.end(), old.begin(), old.end());
  old.clear();
  disc.swap(old);  // keep an empty vector, capacity reused
}

void Game::shuffleIntoDeck(PlayerId p, const std::vector<int32_t>& cards) {
  for (int32_t i : cards) moveTo(Inst(i), Zone::Deck, p, MoveReason::None);
  auto& deck = player(p).deck();
  for (size_t k = deck.size(); k > 1; --k) std::swap(deck[k - 1], deck[s.rng.below(uint32_t(k))]);
  log({.kind = EventKind::Shuffle, .player = p, .amount = int16_t(deck.size())});
}

Inst Game::drawOne(PlayerId p) {
  auto& ps = player(p);
  if (ps.deck().empty()) {
    if (ps.discard().empty()) return NoInst;
    shuffleDiscardIntoDeck(p);
  }
  const Inst i = ps.deck().back();
  ps.deck().pop_back();
  ps.hand().push_back(i);
  s.instLoc[size_t(i)] = {Zone::Hand, p};
  if (s.logEvents)
    s.events.push_back({.kind = EventKind::Move, .player = p, .card = cardOf(i), .inst = i,
                        .from = Zone::Deck, .to = Zone::Hand, .fromOwner = p, .toOwner = p,
                        .reason = MoveReason::Draw});
  return i;
}

int Game::draw(PlayerId p, int n) {
  int drawn = 0;
  if (s.logEvents) {  // a Move event per card
    while (drawn < n && drawOne(p) != NoInst) ++drawn;
    return drawn;
  }
  // The same moves as drawOne's, a run of the deck at a time (every turn of every game draws).
  auto& ps = player(p);
  auto& deck = ps.deck();
  auto& hand = ps.hand();
  while (drawn < n) {
    if (deck.empty()) {
      if (ps.discard().empty()) break;
      shuffleDiscardIntoDeck(p);
    }
    const size_t take = std::min(size_t(n - drawn), deck.size());
    const size_t had = hand.size();
    hand.resize(had + take);
    Inst* to = hand.data() + had;
    const Inst* top = deck.data() + deck.size();
    for (size_t k = 0; k < take; ++k) {
      const Inst i = *--top;
      to[k] = i;
      s.instLoc[size_t(i)] = {Zone::Hand, p};
    }
    deck.resize(deck.size() - take);
    drawn += int(take);
  }
  return drawn;
}

Inst Game::takeTop(PlayerId p, Zone z, MoveReason why) {
  auto& ps = player(p);
  if (ps.deck().empty()) {
    if (ps.discard().empty()) return NoInst;
    shuffleDiscardIntoDeck(p);
  }
  const Inst i = ps.deck().back();
  moveTo(i, z, p, why);
  if (z == Zone::Revealed) {
    log({.kind = EventKind::Reveal, .player = p, .card = cardOf(i), .inst = i, .from = Zone::Deck});
    raise(When::Reveal, p, i);
  }
  return i;
}

void Game::discard(Inst i, PlayerId p) {
  moveTo(i, Zone::Discard, p, MoveReason::Discard);
  raise(When::Discard, p, i);
}

void Game::trash(Inst i) {
  // A card trashed from the Supply (Lurker) has no owner: the current player trashes it.
  const Location from = s.instLoc[size_t(i)];
  log({.kind = EventKind::Trash, .player = isPlayerZone(from.zone) ? from.owner : s.turn.player, .card = cardOf(i), .inst = i});
  moveTo(i, Zone::Trash, -1, MoveReason::Trash);
  raise(When::Trash, isPlayerZone(from.zone) ? PlayerId(from.owner) : s.turn.player, i);
}

void Game::topDeck(Inst i, PlayerId p) { moveTo(i, Zone::Deck, p, MoveReason::TopDeck); }

void Game::putIntoDeck(Inst i, PlayerId p, int cardsAbove) {
  topDeck(i, p);
  auto& deck = player(p).deck();  // the top is the back
  deck.pop_back();
  deck.insert(deck.end() - cardsAbove, i);
}
void Game::toHand(Inst i, PlayerId p) { moveTo(i, Zone::Hand, p, MoveReason::ToHand); }

void Game::reveal(Inst i, PlayerId p) {
  log({.kind = EventKind::Reveal, .player = p, .card = cardOf(i), .inst = i, .from = s.instLoc[size_t(i)].zone});
  raise(When::Reveal, p, i);
}

Inst Game::gainFromPile(PlayerId p, int pile, Zone to) {
  if (pile < 0 || pile >= int(s.supply.size()) || s.supply[size_t(pile)].cards.empty()) return NoInst;
  const Inst i = s.supply[size_t(pile)].cards.back();
  gainInst(p, i, to);
  if (s.supply[size_t(pile)].tokens[size_t(PileToken::TradeRoute)]) moveTradeRouteToken(pile);
  return i;
}

// A card is gained by its name only from the top of its pile: "gain a Ruins" takes the Ruins
// pile's top card, "gain an Emporium" nothing while a Patrician is on top (SPLIT PILES).
Inst Game::gain(PlayerId p, CardId c, Zone to) {
  const int pile = pileIndex(c);
  if (pile >= 0 && topCard(pile) != c && !namesOnlyAPile(c)) return NoInst;
  return gainFromPile(p, pile, to);
}

void Game::gainInst(PlayerId p, Inst i, Zone to) {
  log({.kind = EventKind::Gain, .player = p, .card = cardOf(i), .inst = i});
  if (s.tracksGains && p == s.turn.player) noteGain(cardOf(i));
  moveTo(i, to, p, MoveReason::Gain);
  raise(When::Gain, p, i);
}

void Game::returnToSupply(Inst i) {
  const int pile = pileIndex(printedOf(i));  // its own pile, whatever it is now
  if (pile >= 0) moveTo(i, Zone::Supply, pile, MoveReason::Return);
}

void Game::addPileToken(int pile, PileToken t, int n) {
  Pile& p = s.supply[size_t(pile)];
  p.tokens[size_t(t)] = int8_t(p.tokens[size_t(t)] + n);
  log({.kind = EventKind::PileToken, .player = s.turn.player, .card = p.card, .toOwner = int8_t(t), .amount = int16_t(n)});
}

// Trade Route ③: the first card gained from a pile with a Trade Route token moves the token to
// the mat, for good. Only gains from the pile do (④: trashing from the Supply does not).
void Game::moveTradeRouteToken(int pile) {
  Pile& p = s.supply[size_t(pile)];
  p.tokens[size_t(PileToken::TradeRoute)] = 0;
  ++s.tradeRouteMat;
  log({.kind = EventKind::PileToken,
       .player = s.turn.player,
       .card = p.card,
       .toOwner = int8_t(PileToken::TradeRoute),
       .amount = -1});
}

// ---- pools ------------------------------------------------------------------------------

void Game::addActions(int n) {
  s.turn.actions = int16_t(s.turn.actions + n);
  log({.kind = EventKind::Actions, .player = s.turn.player, .amount = int16_t(n)});
}
void Game::addBuys(int n) {
  s.turn.buys = int16_t(s.turn.buys + n);
  log({.kind = EventKind::Buys, .player = s.turn.player, .amount = int16_t(n)});
}
void Game::addCoins(int n) {
  s.turn.coins = int16_t(s.turn.coins + n);
  log({.kind = EventKind::Coins, .player = s.turn.player, .amount = int16_t(n)});
}

void Game::addPotions(int n) {
  s.turn.potions = int16_t(s.turn.potions + n);
  log({.kind = EventKind::Potions, .player = s.turn.player, .amount = int16_t(n)});
}

void Game::addTokens(PlayerId p, Counter c, int n) {
  int16_t& count = player(p).counter(c);
  count = int16_t(std::clamp(count + n, int(kCounters[size_t(c)].min), int(kCounters[size_t(c)].max)));
  log({.kind = EventKind::Tokens, .player = p, .toOwner = int8_t(c), .amount = int16_t(n)});
}

void Game::applyPlus(PlayerId p, const Plus& plus) {
  if (plus.cards) draw(p, plus.cards);
  // The turn's resources are the current player's: another player's card played on this turn
  // (Trail discarded to an Attack) gives them nothing (EFFECTS WHEN IT'S NOT YOUR TURN).
  if (p != s.turn.player) return;
  if (plus.actions) addActions(plus.actions);
  if (plus.buys) addBuys(plus.buys);
  if (plus.coins) addCoins(plus.coins);
  if (plus.potions) addPotions(plus.potions);
}

// ---- queries -----------------------------------------------------------------------------

int Game::pileIndex(CardId c) const {
  for (size_t k = 0; k < s.supply.size(); ++k)
    if (s.supply[k].card == c) return int(k);
  // A card of a pile named after another card (a Ruins: the Ruins pile).
  const CardId named = pileNameOf(c);
  if (named != c)
    for (size_t k = 0; k < s.supply.size(); ++k)
      if (s.supply[k].card == named) return int(k);
  return -1;
}

Cost Game::costWithModifiers(CardId c) const {
  return modifiedCost(*this, c, [](CardId id) -> const CardDef& { return card(id); }, s.inPlayCostHooks);
}

int Game::emptyPiles() const {
  int n = 0;
  for (const auto& pile : s.supply) n += pile.cards.empty();
  return n;
}

int Game::emptySupplyPiles() const {
  int n = 0;
  for (const auto& pile : s.supply) n += int(pile.inSupply) & int(pile.cards.empty());
  return n;
}

int Game::countOwned(PlayerId p, CardId c) const {
  int n = 0;
  forEachOwned(p, [&](Inst i) { n += cardOf(i) == c; });
  return n;
}

int Game::cardsOwned(PlayerId p) const {
  int n = 0;
  for (const auto& z : player(p).zones) n += int(z.size());
  return n;
}

int Game::score(PlayerId p) const {
  int vp = player(p).vpTokens();
  forEachOwned(p, [&](Inst i) {
    const CardDef& d = defOf(i);
    vp += d.vp;
    if (d.score) vp += d.score(*this, p);
  });
  return vp;
}

std::vector<PlayerResult> Game::results() const {
  std::vector<PlayerResult> r(static_cast<size_t>(playerCount()), PlayerResult{});
  int best = -1000000, bestTurns = 1000000;
  for (PlayerId p = 0; p < playerCount(); ++p) {
    r[size_t(p)] = {score(p), player(p).turnsTaken, false};
    const auto& x = r[size_t(p)];
    if (x.vp > best || (x.vp == best && x.turns < bestTurns)) best = x.vp, bestTurns = x.turns;
  }
  for (auto& x : r) x.winner = x.vp == best && x.turns == bestTurns;
  return r;
}

std::vector<int32_t> Game::handWhere(PlayerId p, Types types) const {
  std::vector<int32_t> out;
  for (Inst i : player(p).hand())
    if (types == 0 || hasType(i, types)) out.push_back(i);
  return out;
}

PlayerId Game::nextOther(Frame& f) {
  const int n = playerCount();
  if (++f.a >= n) return NoPlayer;
  return PlayerId((f.player + f.a) % n);
}

PlayerId Game::nextVictim(Frame& f) {
  for (PlayerId p = nextOther(f); p != NoPlayer; p = nextOther(f))
    if (!(f.immune & (1u << p))) return p;
  return NoPlayer;
}

}  // namespace dom
