#include "handovergate.h"

#include <algorithm>

namespace dominion::app {

HandOverGate::HandOverGate(QObject* parent) : QObject(parent) {}

void HandOverGate::reset(const QList<bool>& humanSeats, const QStringList& names,
                         const QStringList& colours, bool resumed) {
  m_human = humanSeats;
  m_names = names;
  m_colours = colours;
  m_humanCount = int(std::count(m_human.begin(), m_human.end(), true));
  m_viewer = -1;
  m_passTo = -1;
  m_current = -1;
  m_asking = -1;
  m_cause.clear();
  m_handOvers = 0;
  m_resumed = resumed;
  m_viewerRespondedOffTurn = false;
  m_reason.clear();
  // One person: always theirs to see.
  if (m_humanCount == 1)
    m_viewer = int(std::find(m_human.begin(), m_human.end(), true) - m_human.begin());
  emit changed();
}

bool HandOverGate::update(int decider, int current, int askingCardId, const QString& cause) {
  const int viewerBefore = m_viewer;
  const int passBefore = m_passTo;
  const int currentBefore = m_current;
  m_current = current;

  if (m_humanCount >= 2) {
    if (decider < 0) {
      // The game is over: every hand stays private; the scores are public.
      m_viewer = -1;
      m_passTo = -1;
    } else if (!isHuman(decider)) {
      // An AI player decides: whoever looks goes on looking (their own hand).
      m_passTo = -1;
    } else if (decider != m_viewer && decider != m_passTo) {
      m_reason = m_resumed && m_handOvers == 0 ? QStringLiteral("resume")
                 : decider != current          ? QStringLiteral("respond")
                 : m_viewerRespondedOffTurn    ? QStringLiteral("return")
                                               : QStringLiteral("turn");
      m_asking = decider != current ? askingCardId : -1;
      m_cause = decider != current ? cause : QString();
      m_viewer = -1;
      m_passTo = decider;
      ++m_handOvers;
      emit passRequested(decider);
    }
  }
  const bool visibleChanged = m_viewer != viewerBefore || m_passTo != passBefore;
  if (visibleChanged || m_current != currentBefore) emit changed();
  return visibleChanged;
}

void HandOverGate::accept() {
  if (m_passTo < 0) return;
  m_viewer = m_passTo;
  m_passTo = -1;
  m_viewerRespondedOffTurn = m_viewer != m_current;
  emit accepted(m_viewer);
  emit changed();
}

QString HandOverGate::passToColour() const {
  return m_passTo >= 0 && m_passTo < m_colours.size() ? m_colours.at(m_passTo) : QString();
}

QString HandOverGate::nameOf(int seat) const {
  return seat >= 0 && seat < m_names.size() ? m_names.at(seat) : QString();
}

}  // namespace dominion::app
