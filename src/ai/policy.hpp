// The fallback policy: a legal, sensible answer to any decision of any card, for the
// decisions a player has no rule of its own for. It reads only the seat's View.
//
// Card decisions are told apart by what their question asks (discard, trash, gain, play, put
// ...: questions.hpp) and their bounds; whatever a rule picks is then made legal by legalize(),
// so every decision of every card gets a legal answer even when the heuristics misread it.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/view.hpp"

namespace dom::ai {

// The order in which cards leave a hand that must shrink (Militia): Duchy, other pure Victory
// cards, Province, Curse, Estate, then the cheapest card first. Returns the cards sorted
// first-to-go first.
std::vector<SeenCard> discardOrder(std::vector<SeenCard> cards);
// The order in which cards are trashed when some must be: Curse, Estate, other pure Victory
// cards but Province, Copper, then the cheapest first (Province last of all).
std::vector<SeenCard> trashOrder(std::vector<SeenCard> cards);
// How much the viewer wants to gain c now (the cost, Curses far below everything, Estates
// and Duchies low until the end is near).
double gainValue(const View& v, CardId c);
// How much the viewer wants to keep c in hand / have it next: Actions and Treasures by cost,
// dead cards below.
double keepValue(const View& v, CardId c);

// Whether m is a legal answer to v.decision as far as the View can tell.
bool isLegal(const View& v, const Move& m);
// m if it is legal; otherwise the nearest legal answer (a choice trimmed or filled up to the
// bounds, or ending the phase).
Move legalize(const View& v, Move m);

// Whether v's decision is a window to reveal a Reaction to another player's Attack (named as
// the card asking, though it is not that card's own choice). The fallback answers these,
// revealing each Reaction once per Attack, so that a repeatable one (Secret Chamber) cannot
// keep the window open forever.
bool isReactionWindow(const View& v);

class Fallback {
 public:
  // Answers any decision pending for the viewer.
  Move decide(const View& v);
  // Card decisions only (SelectCards, SelectPile, SelectOption, NameCard).
  Move choose(const View& v);
  // The phases: plays Actions (villages first, then the most expensive), then all
  // Treasures, and buys by a plain Big Money list.
  Move actionPhase(const View& v);
  Move buyPhase(const View& v);

 private:
  Move selectCards(const View& v);
  Move selectPile(const View& v);
  Move selectOption(const View& v);
  Move nameCard(const View& v);
  Move reaction(const View& v);

  // Reactions revealed to the Attack being resolved, so a repeatable Reaction is revealed
  // once per Attack and the window ends.
  int reactionTurn_ = -1;
  size_t reactionPlays_ = 0;
  std::vector<int32_t> revealed_;
};

}  // namespace dom::ai
