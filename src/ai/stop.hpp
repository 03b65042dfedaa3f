// Cutting an AI player's thinking short. The game a decision was asked for may go away while
// a player searches (the person quits, leaves the table or starts another game): the thread
// that asks raises a flag, and players that search check stopRequested() between playouts and
// then answer at once. The answer given after a stop is still legal but not considered; the
// asker drops it.
#pragma once

#include <atomic>

namespace dom::ai {

// While alive, stopRequested() on this thread reads `flag` (nullptr: never stop).
class StopScope {
 public:
  explicit StopScope(const std::atomic<bool>* flag);
  ~StopScope();
  StopScope(const StopScope&) = delete;
  StopScope& operator=(const StopScope&) = delete;

 private:
  const std::atomic<bool>* previous_;
};

// Whether the decision being thought about on this thread should be given up.
bool stopRequested();

}  // namespace dom::ai
