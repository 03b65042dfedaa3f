// Set-up hooks: what a card changes when a game is set up with it (the rules' Special setup).
// Game::create calls CardDef::setUp once for each Kingdom card and each landscape of the game,
// with a SetUp that gathers the requests; the game applies them after every hook has run, so
// that no hook depends on another's order. See docs/engine.md, "Setting up".
#pragma once

#include <span>
#include <vector>

#include "types.hpp"
#include "zones.hpp"

namespace dom {

class SetUp {
 public:
  // A pile the game needs besides the Supply's, of `count` copies of c (Spoils: 15, outside the
  // Supply). Asked twice (Bandit Camp and Marauder both want Spoils), it joins once.
  // A pile of other cards than its name card's copies: `count` cards drawn from `pool` (bottom
  // first) after shuffling it if `shuffled` (Ruins: 10 per other player of the 50 Ruins,
  // shuffled, under the name "Ruins").
  struct ExtraPile {
    CardId card = NoCard;  // the pile's name card
    int count = 0;
    bool inSupply = true;
    std::vector<CardId> pool;  // empty: `count` copies of `card`
    bool shuffled = false;
  };
  // Tokens put on each Supply pile whose card satisfies `pred` (Trade Route: on each Victory
  // pile). Applied after the piles are all there, extra ones included.
  struct PileTokens {
    PileToken token = PileToken::Embargo;
    bool (*pred)(CardId) = nullptr;
  };
  // Each player starts with `to` instead of one `from` (an Heirloom for a Copper, a Shelter for
  // an Estate).
  struct Replacement {
    CardId from = NoCard;
    CardId to = NoCard;
  };

  SetUp(int players, std::span<const CardId> kingdom) : players_(players), kingdom_(kingdom) {}

  int playerCount() const { return players_; }
  // The Kingdom cards of the game (the Bane among them), in the Supply's order.
  std::span<const CardId> kingdom() const { return kingdom_; }
  bool hasKingdomCard(CardId c) const {
    for (CardId k : kingdom_)
      if (k == c) return true;
    return false;
  }

  void addPile(CardId c, int count, bool inSupply) {
    for (const ExtraPile& p : piles_)
      if (p.card == c) return;
    piles_.push_back({c, count, inSupply, {}, false});
  }
  // A pile named `name` of `count` cards drawn at random from `pool` (Ruins). The game shuffles
  // the pool with its random generator, so that a seed sets the pile up the same every time.
  void addShuffledPile(CardId name, std::vector<CardId> pool, int count, bool inSupply) {
    for (const ExtraPile& p : piles_)
      if (p.card == name) return;
    piles_.push_back({name, count, inSupply, std::move(pool), true});
  }
  // A Kingdom pile holding other cards than `count` copies of its card (a split pile: 5
  // Emporiums under 5 Patricians), bottom first. The pile keeps its card's name and place.
  struct KingdomPile {
    CardId card = NoCard;
    std::vector<CardId> contents;
    bool shuffled = false;  // the game shuffles `contents` with its random generator
  };
  void splitPile(CardId kingdomCard, std::vector<CardId> bottomFirst) {
    for (const KingdomPile& p : kingdomPiles_)
      if (p.card == kingdomCard) return;
    kingdomPiles_.push_back({kingdomCard, std::move(bottomFirst), false});
  }
  // A Kingdom pile of `cards` in a random order (the Knights: ten different cards under the
  // name "Knights"). The game shuffles them with its random generator, so that a seed sets the
  // pile up the same every time.
  void shuffledKingdomPile(CardId kingdomCard, std::vector<CardId> cards) {
    for (const KingdomPile& p : kingdomPiles_)
      if (p.card == kingdomCard) return;
    kingdomPiles_.push_back({kingdomCard, std::move(cards), true});
  }
  // What was asked for c's Kingdom pile; nullptr: copies of c.
  const KingdomPile* kingdomPile(CardId c) const {
    for (const KingdomPile& p : kingdomPiles_)
      if (p.card == c) return &p;
    return nullptr;
  }
  void putTokensOnPiles(PileToken t, bool (*pred)(CardId)) { tokens_.push_back({t, pred}); }
  void replaceStartingCard(CardId from, CardId to) { replacements_.push_back({from, to}); }
  // Curse is also a Treasure worth $1 in this game (Charlatan).
  void makeCursesTreasures() { cursesAreTreasures_ = true; }
  bool cursesAreTreasures() const { return cursesAreTreasures_; }

  const std::vector<ExtraPile>& piles() const { return piles_; }
  const std::vector<PileTokens>& tokens() const { return tokens_; }
  const std::vector<Replacement>& replacements() const { return replacements_; }

 private:
  int players_;
  std::span<const CardId> kingdom_;
  std::vector<ExtraPile> piles_;
  std::vector<PileTokens> tokens_;
  std::vector<Replacement> replacements_;
  std::vector<KingdomPile> kingdomPiles_;
  bool cursesAreTreasures_ = false;
};

}  // namespace dom
