// Effects shared by the cards (src/engine/cards/<set>/<card>.cpp): how the cards ask their
// choices, the small moves they repeat, and the whole effects several cards print ("trash a card
// from your hand, gain a card costing up to $2 more", "gain a card costing up to $4").
// A shared effect calls the Game primitives in the order its cards always have, so that recorded
// games replay unchanged.
#pragma once

#include <optional>
#include <vector>

#include "../game.hpp"

namespace dom::cards {

// ---- Players ------------------------------------------------------------------------------

// The player an Attack's (or "each other player") loop is visiting: f.a is its cursor.
inline PlayerId visited(const Game& g, const Frame& f) {
  return PlayerId((f.player + f.a) % g.playerCount());
}

// "Each other player ...", in turn order, for an effect that asks nothing: skips the players an
// Attack does not affect (Moat).
template <class Fn>
void forEachVictim(Game& g, Frame& f, Fn&& fn) {
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) fn(p);
}
// The same for an effect that is not an Attack.
template <class Fn>
void forEachOther(Game& g, Frame& f, Fn&& fn) {
  for (PlayerId p = g.nextOther(f); p != NoPlayer; p = g.nextOther(f)) fn(p);
}

// "Each other player gains a Curse." (Witch, Familiar): the whole ability of such an Attack, in
// turn order, so that when the Curses run out the later players get none; then finishes.
void eachOtherPlayerGainsACurse(Game& g, Frame& f);

// ---- Choosing -----------------------------------------------------------------------------

// The choices below ask their question by id (texts.hpp) with its arguments, as Game::askCards.
// A whole effect keeps the question of each of its decisions as a Question.
struct Question {
  Text id = Text::None;
  TextArgs args{};
};

// The base game's cards and Intrigue's were written with two conventions for a choice whose
// outcome is forced; each card keeps its own, so that games replay unchanged. The shared effects
// below take the card's convention:
enum class Asking : uint8_t {
  BaseGame,  // chooseExactly for cards; askGain for piles, asked even when only one qualifies
  Intrigue,  // chooseCards for cards, copies of one card asked too; choosePile for piles
};

// Cards in p's hand that satisfy pred.
template <class Pred>
std::vector<int32_t> handIf(const Game& g, PlayerId p, Pred&& pred) {
  std::vector<int32_t> out;
  for (Inst i : g.player(p).hand())
    if (pred(i)) out.push_back(i);
  return out;
}

// Instances of `v` still in (zone, owner): the "lose track" rule lets a card only move cards
// that are still where it put them.
std::vector<int32_t> stillIn(const Game& g, const std::vector<int32_t>& v, Zone z, PlayerId owner);

// The base game's convention. Asks p to choose exactly n of `choices` (fewer if there are not
// that many; `ordered`: in order). When the rules leave nothing to decide — every card must be
// taken in no particular order, or all are copies of one card — the answer is given at once
// instead. Either way the frame's next step reads g.picks(); set f.step before calling and
// return right after.
void chooseExactly(Game& g, PlayerId p, std::vector<int32_t> choices, int n, Text id,
                   TextArgs args = {}, bool ordered = false);

// Each other player, in turn order, discards down to n cards in hand, all at once (DISCARD DOWN
// TO), each before the next player; `before`, if given, is done to each of them first (Followers'
// Curse). Resumable: the frame is at step `asked` while a player chooses, and the ability calls
// this again at that step. Returns true once every player is done (the frame then goes on).
bool eachOtherDiscardsDownTo(Game& g, Frame& f, int n, int16_t asked,
                             void (*before)(Game&, PlayerId) = nullptr);

// Intrigue's convention. Asks p to choose exactly n of `choices` (all of them when there are n
// or fewer). When the answer is forced, asks nothing and returns it; returns nullopt when a
// decision was asked. Unlike chooseExactly, copies of one card are still asked.
std::optional<std::vector<int32_t>> chooseCards(Game& g, PlayerId p, std::vector<int32_t> choices,
                                                int n, Text id, TextArgs args = {},
                                                bool ordered = false);

// Supply piles whose card costs from lo to hi now and has one of `types` (0: any type).
std::vector<int32_t> pilesCosting(const Game& g, Cost lo, Cost hi, Types types = 0);

// The base game's convention. Asks p to choose a Supply pile whose card costs at most maxCost
// now (and has one of `types`, if given), even when only one qualifies. Returns false, asking
// nothing, when no pile qualifies: the gain does nothing.
bool askGain(Game& g, PlayerId p, Cost maxCost, Types types, Text id, TextArgs args = {});

// Intrigue's convention. Asks p to choose one of `piles` to gain from. Returns -1 when there is
// none, the pile when there is only one, and nullopt when a decision was asked.
std::optional<int> choosePile(Game& g, PlayerId p, std::vector<int32_t> piles, Text id,
                              TextArgs args = {});

// ---- Moving cards -------------------------------------------------------------------------

void discardAll(Game& g, PlayerId p, const std::vector<int32_t>& cards);
void discardHand(Game& g, PlayerId p);
void trashAll(Game& g, const std::vector<int32_t>& cards);

// ---- The deck -----------------------------------------------------------------------------

// Reveals (zone Revealed) or looks at (zone Aside) the top n cards of p's deck, one at a time,
// shuffling if needed; fewer when the deck and discard pile run out.
std::vector<int32_t> takeTopCards(Game& g, PlayerId p, int n, Zone z);

// "Reveal cards until you reveal n ..." (dig for): reveals p's cards one at a time until n of
// them match, or the deck and discard pile run out (a shuffle leaves the revealed cards out).
struct Dug {
  std::vector<Inst> found;   // the matching cards, in the order revealed
  std::vector<Inst> others;  // the other revealed cards, in the order revealed
};
template <class Matches>
Dug revealUntil(Game& g, PlayerId p, int n, Matches&& matches) {
  Dug dug;
  while (int(dug.found.size()) < n) {
    const Inst i = g.takeTop(p, Zone::Revealed);
    if (i == NoInst) break;
    (matches(i) ? dug.found : dug.others).push_back(i);
  }
  return dug;
}

// Puts cards onto p's deck so that the first of `topFirst` ends on top.
void putBack(Game& g, PlayerId p, const std::vector<int32_t>& topFirst);

// "Put the rest back in any order": puts back cards kept aside from p's deck, asking the order
// when it can matter. Returns true when it asked (the answer's first card goes on top; the next
// step passes g.picks() to putBack).
bool putBackInAnyOrder(Game& g, PlayerId p, const std::vector<int32_t>& cards);

// "Reveal the top n cards of your deck. Put the <cards of `types`> into your hand. Put the rest
// back in any order." (Scout, Patrol): the whole ability, as two steps of the frame (step 0
// reveals and asks the order, step 1 puts back), then finishes. f.cards: the cards to put back.
void revealToHandPutRestBack(Game& g, Frame& f, int n, Types types);

// "Look at the top n cards of your deck. Either discard all of them, or put them back in any
// order" (Survivors, Navigator): the whole ability, as steps 0 to 2 of the frame, then finishes.
// The cards are looked at (kept aside) meanwhile; fewer when the deck and discard pile run out.
// f.cards: the looked-at cards.
void discardOrPutBackTop(Game& g, Frame& f, int n);

// ---- Playing -------------------------------------------------------------------------------

// "You may play an Action card from your hand twice" (Throne Room) or three times (King's
// Court), "a Treasure" (Tiara): the whole ability, for a card of `types`. Step 0 asks the card
// (`question`, optional), step 1 plays it, steps 2..n replay it (PLAY A CARD MULTIPLE TIMES: even
// if it left play), then a Duration it played that stays in play keeps this card in play with it.
// f.cards: the card played. `oneCopyEach`: the question offers the first copy of each card in
// hand only (copies are alike; which one is played does not change the order of the others).
void playCardTimes(Game& g, Frame& f, int n, Types types, Text question, bool oneCopyEach = false);
inline void playActionTimes(Game& g, Frame& f, int n, Text question) {
  playCardTimes(g, f, n, Action, question);
}

// ---- Gaining ------------------------------------------------------------------------------

// A when-gain listener's run: "you may put that card onto your deck" (Royal Seal, Insignia;
// MOVE GAINED CARD). Only if the gained card (f.a) is still where it was gained and not already
// on the deck, so a second such card does not ask again. It asks itself, the gained card or
// nothing, so that the question names the card.
void mayTopdeckGained(Game& g, Frame& f);

// What happens to a gained card afterwards (Ironworks' bonus, Replace's deck or Curses).
using GainedFn = void (*)(Game&, Frame&, Inst gained);

// "Gain a card costing up to $N" (Workshop, Feast, Ironworks): the whole ability, as two steps
// of the frame (step 0 asks the pile, step 1 gains it), then finishes.
struct GainUpTo {
  int maxCost = 0;
  Question question;
  Asking asking = Asking::BaseGame;
  GainedFn onGained = nullptr;
};
void gainUpTo(Game& g, Frame& f, const GainUpTo& gain);

// "Trash a card from your hand. Gain a card costing up to $N more than it." and its variants
// (Remodel, Mine, Replace, Upgrade): the whole ability, as three steps of the frame (step 0 asks
// the card to trash, step 1 trashes it and asks the pile, step 2 gains), then finishes.
// Nothing trashed, nothing gained ("remodel").
struct TrashAndGain {
  Types trashTypes = 0;     // the cards that may be trashed (0: any)
  bool mayDecline = false;  // "You may trash ..." (Mine)
  Question trashQuestion;
  int more = 0;            // the gained card costs up to $more more than the trashed one ...
  bool exactly = false;    // ... or exactly $more more (Upgrade)
  Types gainTypes = 0;     // the cards that may be gained (0: any)
  Zone gainTo = Zone::Discard;
  Question gainQuestion;
  Asking asking = Asking::BaseGame;  // BaseGame also keeps the cost limit in f.b
  GainedFn onGained = nullptr;
};
void trashAndGain(Game& g, Frame& f, const TrashAndGain& how);

}  // namespace dom::cards
