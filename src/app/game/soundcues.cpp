#include "soundcues.h"

#include "engine/card.hpp"

namespace dominion::app {

QStringList soundCues(const std::vector<dom::Event>& events,
                      const std::function<bool(int seat)>& personAtScreen) {
  using dom::EventKind;
  QStringList cues;
  auto add = [&cues](const char* cue) {
    const QString name = QString::fromLatin1(cue);
    if (!cues.contains(name)) cues.append(name);
  };
  for (const dom::Event& e : events) {
    switch (e.kind) {
      case EventKind::Play:
        add(e.card != dom::NoCard && dom::card(e.card).is(dom::Attack) ? "attack" : "play");
        break;
      case EventKind::Buy:
      case EventKind::Gain:
        add("buy");
        break;
      case EventKind::Shuffle:
        add("shuffle");
        break;
      case EventKind::Trash:
        add("trash");
        break;
      case EventKind::TurnBegin:
      case EventKind::ExtraTurnBegin:
        if (personAtScreen && personAtScreen(e.player)) add("your_turn");
        break;
      default:
        break;
    }
  }
  return cues;
}

}  // namespace dominion::app
