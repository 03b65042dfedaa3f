// What one seat may see. The AI and the UI read views, never the full state.
#pragma once

#include <array>
#include <vector>

#include "game.hpp"

namespace dom {

// A card as printed; what it is now may differ while an identity lasts (View::cardNow).
struct SeenCard {
  Inst inst = NoInst;
  CardId card = NoCard;
  bool operator==(const SeenCard&) const = default;
};

// A landscape beside the Supply: its cost now and, for a Project, the seats with a cube on it.
struct LandscapeView {
  CardId card = NoCard;
  Cost cost;
  uint8_t owners = 0;  // a bit per seat
};

struct PileView {
  CardId card = NoCard;  // the pile's name card
  CardId top = NoCard;   // the card on top (NoCard when empty)
  int count = 0;
  Cost cost;                                              // current cost of the top card
  std::array<int8_t, size_t(PileToken::Count)> tokens{};  // Embargo tokens ...: public
  bool inSupply = true;       // a pile outside the Supply (Spoils) is never bought
  bool buyForbidden = false;  // its top card can't be bought now (Game::buyForbidden)
};

// A mat or held zone as one seat sees it: the cards when it may see them, else only the count.
struct ZoneView {
  int count = 0;
  std::vector<SeenCard> cards;
};

struct PlayerView {
  int handCount = 0;
  int deckCount = 0;
  int discardCount = 0;
  SeenCard discardTop;
  std::vector<SeenCard> inPlay;
  std::vector<SeenCard> revealed;  // set aside face up
  int asideCount = 0;              // set aside face down or looked at
  int vp = 0;                      // public: every gain and trash is seen by all
  int turnsTaken = 0;
  std::array<int, size_t(Counter::Count)> counters{};  // VP tokens, Coffers ...: public
  int vpTokens() const { return counters[size_t(Counter::VP)]; }
  std::array<ZoneView, kMatCount> mats;  // in kMatZones' order
  bool matsFilled = false;               // some mat held a card when this view was filled
  std::vector<Lasting> lasting;          // Durations staying in play: public
  std::vector<CardId> gainedLastTurn;    // public (Smugglers): PlayerState::gainedLastTurn
  // Every card the player owns, as counts by card id: public knowledge for a player who
  // tracks every gain and trash (a card passed with Masquerade is the one exception).
  std::vector<int> owned;
  // The card ids counted in `owned` (those above zero), in card id order (the order they were
  // met in would tell what is in the hand, the first zone counted). view() writes
  // both together and clears only these entries the next time, so that a view costs the same
  // however many cards the card table holds.
  std::vector<CardId> ownedCards;
  // What `owned` was counted from (PlayerState::owned) and the printed VP of those cards: while
  // the player's cards stay the same, the next view keeps them instead of counting again.
  uint64_t ownedStamp = 0;
  int printedVp = 0;
  bool variableVp = false;  // some owned card's VP depends on the game (Gardens)
};

struct View {
  PlayerId me = NoPlayer;
  PlayerId current = NoPlayer;
  Phase phase = Phase::Action;
  int turnNumber = 0;
  int actions = 0, buys = 0, coins = 0;
  int potions = 0;             // Potions to spend this turn (Alchemy)
  bool bought = false;         // a card was bought this turn: no more Treasures may be played
  std::vector<Played> played;  // plays this turn, in order (replays too): public
  bool gameOver = false;
  bool cursesAreTreasures = false;  // Curse is also a Treasure worth $1 (Charlatan's game)
  bool earlierVersions = false;  // changed cards play their pre-2022 text (Setup::earlierVersions)
  std::vector<PileView> supply;
  std::vector<LandscapeView> landscapes;
  std::vector<CardId> eventsBought;  // this turn's
  std::vector<CardId> gained;        // this turn's gains of its player (Smugglers, Treasury)
  bool victoryGainedInBuyPhase = false;
  std::vector<CardId> cannotBuy;  // cards that can't be bought this turn (Contraband's named)
  std::vector<CardId> namedForWarChest;  // cards War Chest can't gain this turn (named for it)
  std::vector<SeenCard> trash;
  std::vector<PlayerView> players;
  std::vector<SeenCard> hand;     // mine
  std::vector<SeenCard> aside;    // mine, looked at or set aside face down
  std::vector<int> deckCounts;    // my deck's contents by card id (the order is unknown)
  std::vector<CardId> deckCards;  // the ids counted in deckCounts (by id, as ownedCards)
  // The pending decision (who decides what). Its choices are filled in only when it is mine.
  Decision decision;
  // Cards named by the decision's choices that I may see (discard pile for Harbinger ...).
  std::vector<SeenCard> decisionCards;
  // The identities I may see (GameState::identities): those of every instance of a card, and
  // those of instances in public zones or in my hand. Empty in most games.
  std::vector<Identity> identities;

  // What a seen card is now (its identity, else its printed card).
  CardId cardNow(const SeenCard& c) const { return identities.empty() ? c.card : identityNow(c); }
  // Whether card c is a Treasure in this game (a Curse too in a game with Charlatan).
  bool isTreasure(CardId c) const {
    return card(c).is(Treasure) || (cursesAreTreasures && c == cards::Curse);
  }

 private:
  CardId identityNow(const SeenCard& c) const;
};

View view(const Game& g, PlayerId me);
// The same into an existing View, reusing its storage (for players asked thousands of times).
void view(const Game& g, PlayerId me, View& out);

}  // namespace dom
