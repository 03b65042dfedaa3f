// Triggered abilities: collecting the listeners of an event and resolving them in order.
#include "triggers.hpp"

#include <algorithm>
#include <array>

#include "game.hpp"
#include "listeners_now.hpp"

namespace dom {

namespace {

// A Triggers frame's record of one triggered ability.
enum Field { FWhen, FPlayer, FInst, FWhere, FSelf, FSelfCard, FListener, FOwner, RecordSize };

}  // namespace

namespace {

// Whether each card, by card id, has a rule for the whole game (a ListenFrom::Kingdom listener).
const std::vector<bool>& hasKingdomRule() {
  static const std::vector<bool> rules = [] {
    std::vector<bool> out(cardTable().size(), false);
    for (size_t c = 0; c < out.size(); ++c)
      for (const Listener& l : card(CardId(c)).listeners)
        out[c] = out[c] || l.from == ListenFrom::Kingdom;
    return out;
  }();
  return rules;
}

}  // namespace

std::vector<uint32_t> detail::buildListenedEvents() {
  std::vector<uint32_t> out(cardTable().size(), 0);
  for (size_t c = 0; c < out.size(); ++c) {
    for (const Listener& l : card(CardId(c)).listeners) out[c] |= whenBit(l.when);
    // A card its owner may play as their turn starts (Clerk) watches that moment too: a game
    // without one never looks at the hand for it (Game::startTurn).
    if (card(CardId(c)).traits & PlaysAtStartOfTurn) out[c] |= whenBit(When::StartOfTurn);
  }
  return out;
}

namespace {

// The places some card of the table hears each event from, by When (ListenFrom values as bits):
// an event heard only by the card it is about (a discard: Tunnel, Weaver, Trail) needs no look
// through the hands and play areas.
const std::array<uint32_t, size_t(When::Count)>& listenedFrom() {
  static const std::array<uint32_t, size_t(When::Count)> bits = [] {
    std::array<uint32_t, size_t(When::Count)> out{};
    for (const CardDef& d : cardTable())
      for (const Listener& l : d.listeners) out[size_t(l.when)] |= 1u << unsigned(l.from);
    return out;
  }();
  return bits;
}

}  // namespace

void Game::computeListening() {
  deriveFromCards(s.instCard);
  derivePlayersHeard();
}

void Game::computeListeningAtSetUp() {
  // Every card of a game just set up is in a pile named after it, or in a starting deck of
  // pile cards: the piles' names are the game's cards (about 17, where the instances are 250).
  CardId named[64];
  if (s.supply.size() > std::size(named)) return computeListening();
  for (size_t k = 0; k < s.supply.size(); ++k) named[k] = s.supply[k].card;
  deriveFromCards(std::span<const CardId>(named, s.supply.size()));
  // Each player's cards are the starting Coppers and Estates.
  const std::vector<uint32_t>& events = listenedEvents();
  const uint32_t startingCards = events[size_t(cards::Copper)] | events[size_t(cards::Estate)];
  for (PlayerState& ps : s.players) ps.heard.bits = startingCards;
}

void Game::derivePlayersHeard() {
  const std::vector<uint32_t>& events = listenedEvents();
  for (PlayerState& ps : s.players) {
    uint32_t bits = 0;
    for (const std::vector<Inst>& z : ps.zones)
      for (Inst i : z) bits |= events[size_t(s.instCard[size_t(i)])];
    ps.heard.bits = bits;
  }
}

void Game::deriveFromCards(std::span<const CardId> cards) {
  const std::vector<uint32_t>& events = listenedEvents();
  const std::span<const CardDef> table = cardTable();
  uint32_t listening = 0;
  Types types = 0;
  bool inPlayCostHooks = false;
  bool tracksGains = false;
  static const CardId smugglers = findCard("Smugglers"), treasury = findCard("Treasury"),
                      cauldron = findCard("Cauldron");
  // The events card c listens to in this game: a changed card's listeners of the other text
  // are not heard.
  auto eventsOf = [&](CardId c) {
    const CardDef& d = table[size_t(c)];
    if (!d.earlierVersion) return events[size_t(c)];
    uint32_t bits = 0;
    for (const Listener& l : d.listeners)
      if (heardIn(l, s.earlierVersions)) bits |= whenBit(l.when);
    return bits;
  };
  CardId last = NoCard;
  for (CardId c : cards) {
    if (c == last) continue;  // a pile's cards come one after another
    last = c;
    const CardDef& d = table[size_t(c)];
    listening |= eventsOf(c);
    types |= d.types;
    inPlayCostHooks |= costHookCounts(d, s.earlierVersions);
    tracksGains |= c == smugglers || c == treasury || c == cauldron;
  }
  for (const TurnEffect& e : s.turn.effects) listening |= eventsOf(e.card);
  for (const LandscapeState& l : s.landscapes) listening |= events[size_t(l.card)];
  // A Kingdom card's rule for the whole game holds even when none of its cards is left to name it
  // (a position with its pile empty).
  bool kingdomRules = false;
  for (const Pile& pile : s.supply)
    if (pile.inSupply && hasKingdomRule()[size_t(pile.card)]) {
      kingdomRules = true;
      listening |= events[size_t(pile.card)];
    }
  s.kingdomRules = kingdomRules;
  s.listening = listening;
  s.typesInGame = types;
  s.inPlayCostHooks = inPlayCostHooks;
  s.tracksGains = tracksGains;
}

namespace {

// Calls found(k) for each listener k of selfCard (the card `self` of `owner`, seen `from` the
// event) that responds to e: the one test of whether a listener applies, for the Triggers frame
// and the Attack window alike.
template <class Found>
void forEachResponding(const Game& g, const TriggerEvent& e, Inst self, CardId selfCard,
                       PlayerId owner, ListenFrom from, Found&& found) {
  const auto& ls = card(selfCard).listeners;
  for (size_t k = 0; k < ls.size(); ++k) {
    const Listener& l = ls[k];
    if (l.when != e.when || l.from != from || !heardIn(l, g.s.earlierVersions)) continue;
    if (l.applies && !l.applies(g, e, self, owner)) continue;
    found(k);
  }
}

}  // namespace

namespace {

// Visits each card in a place that hears event w of player p about instance i, as
// visit(self, selfCard, owner, from), until visit returns true; the places only some card of the
// table hears w from are looked at. Most cards in hands and in play listen to nothing: one
// look-up each lets them go.
template <class Visit>
bool visitListeners(const Game& g, When w, PlayerId p, Inst i, Visit&& visit) {
  const GameState& s = g.s;
  const std::vector<uint32_t>& events = listenedEvents();
  const uint32_t bit = whenBit(w);
  // Inlined, as anyIn: they run for each card in the hands and play areas looked through.
  auto at = [&](Inst self, CardId selfCard, PlayerId owner, ListenFrom from)
      __attribute__((always_inline)) {
    return (events[size_t(selfCard)] & bit) && visit(self, selfCard, owner, from);
  };
  const uint32_t from = listenedFrom()[size_t(w)];
  auto heard = [from](ListenFrom f) { return (from & (1u << unsigned(f))) != 0; };
  if (i != NoInst && heard(ListenFrom::Self) && at(i, g.cardOf(i), p, ListenFrom::Self))
    return true;
  if (p == NoPlayer) return false;
  auto anyIn = [&](const auto& zone, PlayerId owner, ListenFrom f) __attribute__((always_inline)) {
    for (Inst h : zone)
      if (at(h, g.cardOf(h), owner, f)) return true;
    return false;
  };
  // A player's hand, play area and Tavern mat hold only their own cards: when none of those
  // ever listened to w, they are let go at once (a Kingdom's Watchtower nobody bought). A card
  // that is for now another card (identities) may hear what its printed card does not.
  const bool anyIdentity = !s.identities.empty();
  auto mayHear = [&](PlayerId o) { return anyIdentity || (g.player(o).heard.bits & bit) != 0; };
  const bool ownMayHear = mayHear(p);
  if (ownMayHear && heard(ListenFrom::OwnHand) && anyIn(g.player(p).hand(), p, ListenFrom::OwnHand))
    return true;
  if (ownMayHear && heard(ListenFrom::OwnInPlay) &&
      anyIn(g.player(p).inPlay(), p, ListenFrom::OwnInPlay))
    return true;
  if (p == s.turn.player && heard(ListenFrom::TurnEffect)) {
    // Each "this turn" effect once per card that left it.
    for (const TurnEffect& e : s.turn.effects)
      if (at(NoInst, e.card, p, ListenFrom::TurnEffect)) return true;
  }
  if (heard(ListenFrom::OwnProject))
    for (const LandscapeState& l : s.landscapes)
      if (l.ownedBy(p) && at(NoInst, l.card, p, ListenFrom::OwnProject)) return true;
  if (ownMayHear && heard(ListenFrom::OwnTavern) &&
      anyIn(g.player(p).zone(Zone::Tavern), p, ListenFrom::OwnTavern))
    return true;
  if (s.kingdomRules && heard(ListenFrom::Kingdom))
    for (const Pile& pile : s.supply)
      if (pile.inSupply && at(NoInst, pile.card, p, ListenFrom::Kingdom)) return true;
  const bool othersHands = heard(ListenFrom::OthersHand),
             othersLasting = heard(ListenFrom::OthersLasting);
  if (!othersHands && !othersLasting) return false;
  const int n = g.playerCount();
  for (int d = 1; d < n; ++d) {
    const PlayerId o = PlayerId((p + d) % n);
    if (othersHands && mayHear(o) && anyIn(g.player(o).hand(), o, ListenFrom::OthersHand))
      return true;
    if (othersLasting)
      for (const Lasting& l : g.player(o).lasting)
        if (at(l.card, l.as, o, ListenFrom::OthersLasting)) return true;
  }
  return false;
}

}  // namespace

bool listensTo(CardId c, When w) { return (listenedEvents()[size_t(c)] & whenBit(w)) != 0; }

bool anyListenerInPlace(const Game& g, When w, PlayerId p) {
  return (g.s.listening & whenBit(w)) &&
         visitListeners(g, w, p, NoInst, [](Inst, CardId, PlayerId, ListenFrom) { return true; });
}

void Game::collectTriggers(When w, PlayerId p, Inst i) {
  const TriggerEvent e{w, p, i};
  const int32_t where =
      i == NoInst ? 0 : packWhere(s.instLoc[size_t(i)].zone, s.instLoc[size_t(i)].owner);
  visitListeners(*this, w, p, i, [&](Inst self, CardId selfCard, PlayerId owner, ListenFrom from) {
    forEachResponding(*this, e, self, selfCard, owner, from, [&](size_t k) {
      s.raised.insert(s.raised.end(), {int32_t(w), p, i, where, self, selfCard, int32_t(k), owner});
    });
    return false;
  });
}

// A card that reaches a hand while an event's triggered abilities resolve (Monkey draws it) may
// respond to that event too, like one that was there (REACTION CARDS: RESOLVING REACTIONS AND
// TIMING § III; Pirate ⑥): its hand listeners to the event of Trigger frame `t` are collected.
void Game::collectLateTriggers(const Frame& t, Inst arrived) {
  if (arrived == NoInst || t.kind != Frame::Trigger || t.listener < 0) return;
  const Location at = s.instLoc[size_t(arrived)];
  if (at.zone != Zone::Hand) return;
  const When w = card(t.card).listeners[size_t(t.listener)].when;
  if (!(s.listening & whenBit(w))) return;
  const PlayerId owner = PlayerId(at.owner), p = PlayerId(t.b);
  const TriggerEvent e{w, p, Inst(t.a)};
  const CardId c = cardOf(arrived);
  forEachResponding(
      *this, e, arrived, c, owner, owner == p ? ListenFrom::OwnHand : ListenFrom::OthersHand,
      [&](size_t k) {
        s.raised.insert(s.raised.end(), {int32_t(w), p, t.a, t.c, arrived, c, int32_t(k), owner});
      });
}

namespace {
// Whether instance `top`'s own rule forbids buying it now (Grand Market with a Copper in play).
bool ownRuleForbids(const Game& g, Inst top, CardId c) {
  const TriggerEvent e{When::CannotBuy, g.current(), top};
  for (const Listener& l : card(c).listeners)
    if (l.when == When::CannotBuy && l.from == ListenFrom::Self && l.applies &&
        l.applies(g, e, top, g.current()))
      return true;
  return false;
}

// Whether the top card `top` of a pile can't be bought now; `events` is listenedEvents(), looked
// up once by a caller asking of every pile.
inline bool topForbidden(const Game& g, Inst top, const std::vector<uint32_t>& events) {
  const GameState& s = g.s;
  const CardId c = g.cardOf(top);
  // A card named not to be bought this turn (Contraband): by its name, whatever pile it is in.
  if (!s.turn.cannotBuy.empty() &&
      std::find(s.turn.cannotBuy.begin(), s.turn.cannotBuy.end(), c) != s.turn.cannotBuy.end())
    return true;
  // Its own rule (Grand Market); a card without one is let go by its listening bit.
  return (s.listening & events[size_t(c)] & whenBit(When::CannotBuy)) && ownRuleForbids(g, top, c);
}

}  // namespace

bool Game::buyForbiddenNow(int pile) const {
  const Inst top = pileTop(pile);
  return top != NoInst && topForbidden(*this, top, listenedEvents());
}

uint64_t forbiddenPiles(const Game& g) {
  const std::vector<uint32_t>& events = listenedEvents();
  const size_t n = std::min<size_t>(g.s.supply.size(), 64);
  uint64_t out = 0;
  for (size_t k = 0; k < n; ++k) {
    const std::vector<Inst>& cards = g.s.supply[k].cards;
    if (!cards.empty() && topForbidden(g, cards.back(), events)) out |= uint64_t(1) << k;
  }
  return out;
}

Game::Cause Game::decisionCause() const {
  if (!s.decision.pending() || s.frames.empty()) return {};
  const Frame& f = s.frames.back();
  switch (f.kind) {
    case Frame::Triggers: {
      // Offering an optional ability (or the order of several): the record offered first.
      if (f.step != 1) return {};
      const size_t k = size_t(f.b) * RecordSize;
      if (k + RecordSize > f.cards.size()) return {};
      return {When(f.cards[k + FWhen]), PlayerId(f.cards[k + FPlayer]), Inst(f.cards[k + FInst])};
    }
    case Frame::Trigger:
      // A triggered ability asking as it resolves (Watchtower: trash it or topdeck it).
      if (f.listener < 0 || size_t(f.listener) >= card(f.card).listeners.size()) return {};
      return {card(f.card).listeners[size_t(f.listener)].when, PlayerId(f.b), Inst(f.a)};
    case Frame::AttackWindow:
      return {When::Attack, f.player, f.source};
    default:
      return {};
  }
}

bool Game::eventCardStillThere(const Frame& f) const {
  const Location& at = s.instLoc[size_t(f.a)];
  return at.zone == whereZone(f.c) && at.owner == whereOwner(f.c);
}

// f.cards: the records still to resolve. Players resolve theirs in turn order from the current
// player; one player's several abilities in the order that player chooses; an optional one is
// offered first ("you may"). f.step 1: the order was chosen (or an optional one offered);
// f.b: the record offered.
void Game::runTriggers(Frame& f) {
  auto& r = f.cards;
  const size_t count = r.size() / RecordSize;
  auto field = [&](size_t k, Field x) { return r[k * RecordSize + x]; };
  auto start = [&](size_t k) {
    Frame t{.kind = Frame::Trigger,
            .card = CardId(field(k, FSelfCard)),
            .source = Inst(field(k, FSelf)),
            .player = PlayerId(field(k, FOwner)),
            .listener = int8_t(field(k, FListener)),
            .a = field(k, FInst),
            .b = field(k, FPlayer),
            .c = field(k, FWhere)};
    r.erase(r.begin() + std::ptrdiff_t(k * RecordSize),
            r.begin() + std::ptrdiff_t((k + 1) * RecordSize));
    log({.kind = EventKind::Triggered, .player = t.player, .card = t.card, .inst = t.source});
    push(std::move(t));
  };
  auto optional = [&](size_t k) {
    return card(CardId(field(k, FSelfCard))).listeners[size_t(field(k, FListener))].optional;
  };
  if (f.step == 1) {
    f.step = 0;
    const size_t offered = size_t(f.b);
    const int32_t chosen = pick();
    if (chosen < 0) {
      // Declined: every optional ability of this player that was offered goes.
      const PlayerId owner = PlayerId(field(offered, FOwner));
      for (size_t k = count; k-- > 0;)
        if (field(k, FOwner) == owner && optional(k) && field(k, FSelf) != NoInst)
          r.erase(r.begin() + std::ptrdiff_t(k * RecordSize),
                  r.begin() + std::ptrdiff_t((k + 1) * RecordSize));
      return;
    }
    for (size_t k = 0; k < count; ++k)
      if (field(k, FOwner) == field(offered, FOwner) && field(k, FSelf) == chosen) return start(k);
    return;
  }
  if (count == 0) {
    const bool restore = f.a == 1;
    finish();
    if (restore && !s.deferred.empty()) {
      s.decision = std::move(s.deferred.back());
      s.deferred.pop_back();
      if (s.decision.forced) {
        // Nothing to ask: the step that waited reads its answer now.
        s.answer = Move::choose(std::move(s.decision.choices));
        s.decision = Decision{};
      }
    }
    return;
  }
  // The next player in turn order from the current player with something to resolve.
  const int n = playerCount();
  PlayerId owner = NoPlayer;
  for (int d = 0; d < n && owner == NoPlayer; ++d) {
    const PlayerId p = PlayerId((s.turn.player + d) % n);
    for (size_t k = 0; k < count; ++k)
      if (field(k, FOwner) == p) owner = p;
  }
  std::vector<size_t> mine;
  for (size_t k = 0; k < count; ++k)
    if (field(k, FOwner) == owner) mine.push_back(k);
  // "This turn" effects have no card to point at: they resolve first, in the order left.
  for (size_t k : mine)
    if (field(k, FSelf) == NoInst) return start(k);
  std::vector<int32_t> selves;
  bool allOptional = true;
  for (size_t k : mine) {
    if (std::find(selves.begin(), selves.end(), field(k, FSelf)) == selves.end())
      selves.push_back(field(k, FSelf));
    allOptional &= optional(k);
  }
  if (selves.size() == 1 && !allOptional) return start(mine[0]);
  // Waiting Durations of one card watching another player (two Blockades, two Monkeys) do the
  // same thing: nothing to order.
  if (!allOptional && std::all_of(mine.begin(), mine.end(), [&](size_t k) {
        return field(k, FSelfCard) == field(mine[0], FSelfCard) &&
               card(CardId(field(k, FSelfCard))).listeners[size_t(field(k, FListener))].from ==
                   ListenFrom::OthersLasting;
      }))
    return start(mine[0]);
  // Copies of one card offering the same optional ability (two Fool's Golds for one Province,
  // two Treasuries at Clean-up): the card's own question, with each copy a choice; after one
  // resolves, the next is offered again.
  const bool oneAbility = std::all_of(mine.begin(), mine.end(), [&](size_t k) {
    return field(k, FSelfCard) == field(mine[0], FSelfCard) &&
           field(k, FListener) == field(mine[0], FListener);
  });
  f.step = 1;
  f.b = int32_t(mine[0]);
  if (selves.size() == 1 || (allOptional && oneAbility)) {
    const Listener& l =
        card(CardId(field(mine[0], FSelfCard))).listeners[size_t(field(mine[0], FListener))];
    askCards(owner, std::move(selves), 0, 1, l.ask, {field(mine[0], FSelfCard)});
  } else {
    askCards(owner, std::move(selves), allOptional ? 0 : 1, 1, Text::ChooseNextAbility);
  }
  s.decision.asking = CardId(field(mine[0], FSelfCard));
}

// The Attack window (triggers.hpp, When::Attack). f: card and source = the Attack, player = the
// attacker, b = the index of the Attack's frame, a = the offset from the attacker of the player
// asked (back to 1 after each Reaction resolved), cards = the Reactions revealed so far (one not
// repeatable is not offered again), step 1 = a player was asked.
void Game::runAttackWindow(Frame& f) {
  const int n = playerCount();
  if (f.step == 1) {
    f.step = 0;
    const int32_t chosen = pick();
    if (chosen < 0) {
      ++f.a;  // revealed nothing: done with this Attack
    } else {
      const PlayerId reactor = PlayerId((f.player + f.a) % n);
      const Inst i = Inst(chosen);
      const int listener = attackListener(i, reactor, f);
      // Revealing is how the Reaction is used: its ability resolves next.
      reveal(i, reactor);
      f.cards.push_back(i);
      // Once it has resolved, every player from the attacker's left gets a new chance, those
      // who declined included (REACTION CARDS: RESOLVING REACTIONS AND TIMING ② § III, 2019).
      f.a = 1;
      log({.kind = EventKind::Triggered, .player = reactor, .card = cardOf(i), .inst = i});
      push(Frame{.kind = Frame::Trigger,
                 .card = cardOf(i),
                 .source = i,
                 .player = reactor,
                 .listener = int8_t(listener),
                 .a = f.source,
                 .b = f.player,
                 .c = f.b});
      return;
    }
  }
  if (f.a == 0) {
    f.a = 1;
    protectByLastingDurations(f);
  }
  for (; f.a < n; ++f.a) {
    const PlayerId p = PlayerId((f.player + f.a) % n);
    std::vector<int32_t> offered;
    Text ask = Text::None;
    for (Inst i : player(p).hand()) {
      const int k = attackListener(i, p, f);
      if (k < 0) continue;
      offered.push_back(i);
      ask = defOf(i).listeners[size_t(k)].ask;  // all ask Text::RevealReaction
    }
    if (offered.empty()) continue;
    f.step = 1;
    // One question for all of them, asked by the Attack: "Reveal a Reaction?"
    askCards(p, std::move(offered), 0, 1, ask);
    s.decision.asking = f.card;
    return;
  }
  finish();
}

// Other players with a Duration that protects them until their next turn (Lighthouse) are
// unaffected by the Attack of `window`, without a question.
void Game::protectByLastingDurations(Frame& window) {
  const TriggerEvent e{When::Attack, window.player, window.source};
  Frame& attack = s.frames[size_t(window.b)];
  for (int d = 1; d < playerCount(); ++d) {
    const PlayerId p = PlayerId((window.player + d) % playerCount());
    for (const Lasting& l : player(p).lasting) {
      bool protects = false;
      forEachResponding(*this, e, l.card, l.as, p, ListenFrom::OwnLasting,
                        [&](size_t) { protects = true; });
      if (!protects || (attack.immune & (1u << p))) continue;
      attack.immune |= uint8_t(1u << p);
      log({.kind = EventKind::Unaffected, .player = p, .card = l.as, .inst = l.card});
    }
  }
}

// The listener with which the card i in owner's hand may react to the Attack of `window` now;
// -1 if none.
int Game::attackListener(Inst i, PlayerId owner, const Frame& window) const {
  const TriggerEvent e{When::Attack, window.player, window.source};
  const CardId c = cardOf(i);
  const bool revealed =
      std::find(window.cards.begin(), window.cards.end(), i) != window.cards.end();
  int found = -1;
  forEachResponding(*this, e, i, c, owner, ListenFrom::OthersHand, [&](size_t k) {
    if (found < 0 && (!revealed || card(c).listeners[k].repeatable)) found = int(k);
  });
  return found;
}

}  // namespace dom
