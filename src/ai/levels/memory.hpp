// What Hard remembers between its decisions about the other players' hidden cards. The view
// of one moment shows what each player owns and the sizes of its deck and discard pile; seen
// one after the other, views also tell which cards were gained since the player's last
// shuffle: those lie in its discard pile (a gained card goes there, and only a shuffle takes
// it out), not in its hand or deck.
#pragma once

#include "determinize.hpp"

namespace dom::ai {

class RivalMemory {
 public:
  // Takes in the view of a new decision (any kind, any number of times).
  void observe(const View& v);
  const HiddenKnowledge& known() const { return known_; }

 private:
  struct Seen {
    std::vector<int> owned;
    int deckCount = 0, discardCount = 0;
  };
  std::vector<Seen> last_;  // by seat, at the previous view
  HiddenKnowledge known_;
};

}  // namespace dom::ai
