#include "stop.hpp"

namespace dom::ai {

namespace {
thread_local const std::atomic<bool>* currentFlag = nullptr;
}  // namespace

StopScope::StopScope(const std::atomic<bool>* flag) : previous_(currentFlag) { currentFlag = flag; }

StopScope::~StopScope() { currentFlag = previous_; }

bool stopRequested() {
  const std::atomic<bool>* flag = currentFlag;
  return flag && flag->load(std::memory_order_relaxed);
}

}  // namespace dom::ai
