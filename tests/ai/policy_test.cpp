// The fallback policy's reading of prompts, through Easy (which answers every card decision
// with the fallback).
#include <QTest>

#include "ai_fixture.hpp"

using namespace dom;

namespace {

using aifx::after;
using aifx::game;

}  // namespace

class PolicyTest : public QObject {
  Q_OBJECT
 private slots:
  // "Gain a card costing up to $2 more than the trashed card" is a gain of my own, not a pile
  // for someone else.
  void fallback_gains_the_best_card_after_remodel() {
    Game g = after(game(R"("Remodel")", R"({"hand": ["Remodel", "Gold", "Estate", "Silver", "Copper"],
      "deck": ["Estate", "Copper", "Silver"]})"),
                   {"play Remodel", "choose Gold"});
    ANSWERS("Easy", g, "choose Province");
  }

  // "Your discard pile" is where the card comes from, not a discard.
  void fallback_puts_the_gold_back_from_the_discard_pile_with_harbinger() {
    const Game g =
        after(game(R"("Harbinger")", R"({"hand": ["Harbinger", "Copper", "Copper", "Estate", "Copper"],
      "deck": ["Copper", "Copper"], "discard": ["Estate", "Gold", "Copper", "Duchy"]})"),
              {"play Harbinger"});
    ANSWERS("Easy", g, "choose Gold");
  }

  // "The discarded Action card" is to be played.
  void fallback_plays_the_action_vassal_discarded() {
    const Game g =
        after(game(R"("Vassal", "Smithy")", R"({"hand": ["Vassal", "Copper", "Copper", "Copper", "Estate"],
      "deck": ["Smithy", "Copper", "Copper", "Estate", "Copper"]})"),
              {"play Vassal"});
    ANSWERS("Easy", g, "choose Smithy");
  }
};

QTEST_APPLESS_MAIN(PolicyTest)
#include "policy_test.moc"
