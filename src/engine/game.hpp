// Game: a GameState with the rules. Copy a Game and you have an independent game.
//
// The engine never calls a player: it runs until a Decision is pending, and resumes on
// apply(). Card abilities (src/engine/cards/) use the primitives below.
#pragma once

#include <algorithm>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "card.hpp"
#include "state.hpp"

namespace dom {

struct Setup {
  std::vector<CardId> kingdom;  // Kingdom cards (any number; a real game has 10)
  int players = 2;
  uint64_t seed = 0;
  PlayerId firstPlayer = NoPlayer;  // NoPlayer: chosen at random
  bool logEvents = false;
  // Prosperity: Platinum and Colony piles join the basic piles, and the game also ends when the
  // Colony pile is empty. Whether a random kingdom uses them: useColonies (kingdom.hpp).
  bool colonies = false;
  // Young Witch's Bane: an extra Kingdom pile costing $2 or $3 (added to the kingdom if it is
  // not there). NoCard with Young Witch in the kingdom: one is chosen at random (chooseBane).
  CardId bane = NoCard;
  std::vector<CardId> landscapes;  // Events, Projects, Ways ... (card.hpp's Landscape)
  // Dark Ages: each player starts with the 3 Shelters (Hovel, Necropolis, Overgrown Estate)
  // instead of the 3 Estates. Whether a random kingdom uses them: useShelters (kingdom.hpp).
  bool shelters = false;
  // The cards that changed with the 2022 printings play their earlier text (the rules'
  // PREVIOUS VERSIONS OF SOME CARDS): those marked CardDef::earlierVersion (Hoard, Mint, Quarry).
  bool earlierVersions = false;
};

struct PlayerResult {
  int vp = 0;
  int turns = 0;
  bool winner = false;
};

class Game {
 public:
  Game() = default;
  explicit Game(GameState s) : s(std::move(s)) {}
  static Game create(const Setup& setup);
  // The piles that a game set up with `kingdom` and `landscapes` for `players` would hold of
  // other cards than copies of their name card, bottom first: a split pile's cards in order, a
  // randomised pile (Ruins) drawn from its pool with `rng`. For rebuilding a game from what a
  // seat sees (the AI), where a view shows only each pile's top card.
  struct MixedPile {
    CardId card = NoCard;  // the pile's name card
    std::vector<CardId> contents;
    bool shuffled = false;  // drawn at random: only the top card is known in a game
  };
  static std::vector<MixedPile> mixedPilesAtSetUp(int players, std::span<const CardId> kingdom,
                                                  std::span<const CardId> landscapes, Rng& rng);

  // ---- The public door --------------------------------------------------------------
  const Decision& decision() const { return s.decision; }
  // What the pending decision answers when a triggered ability asks it: the event (a gain, an
  // Attack played ...), whose it was and its card. `when` is When::Count when the decision is
  // not a trigger's (a card's play, a phase).
  struct Cause {
    When when = When::Count;
    PlayerId player = NoPlayer;
    Inst inst = NoInst;  // the event's card; NoInst for a turn's start, a shuffle ...
    bool known() const { return when != When::Count; }
  };
  Cause decisionCause() const;
  bool isOver() const { return s.gameOver; }
  // Applies one answer to the pending decision. An illegal move changes nothing and
  // returns false with the reason in *error.
  bool apply(const Move& m, std::string* error = nullptr);
  // Checks a move without applying it.
  bool isLegal(const Move& m, std::string* error = nullptr) const;
  // Legal moves of the pending decision, each answer once: choices of several cards as
  // distinct multisets of card names (copies are interchangeable), in a fixed order. Lists at
  // most `limit` of them and counts them all: LegalMoves::complete() says whether some are
  // missing from the list.
  LegalMoves legalMoves(size_t limit) const;
  uint64_t legalMoveCount() const;  // at most UINT64_MAX
  // The legal move at `index` (below legalMoveCount()) in the same order, found without listing
  // the ones before it: legalMove(random below the count) is a uniform random answer.
  Move legalMove(uint64_t index) const;
  // Calls visit on each legal move in order until it returns false. Returns whether every
  // move was visited.
  bool forEachLegalMove(const std::function<bool(const Move&)>& visit) const;
  // Runs the game until a decision is pending or it is over (after loading a position).
  void advance();
  // The steps (a frame's step, a trigger pass, a phase change) the last advance() took. A move is
  // a bounded amount of work; an engine that goes on past kStepLimit is looping (a bug) and
  // throws std::logic_error rather than hang.
  static constexpr long kStepLimit = 1'000'000;
  long lastSteps() const { return steps_; }

  int score(PlayerId p) const;
  std::vector<PlayerResult> results() const;
  int emptyPiles() const;
  int emptySupplyPiles() const;  // what counts for the game's end: piles outside the Supply don't
  // -1 if the game has no pile of c (in the Supply or not). A card of a pile named after another
  // card (a Ruins) finds that pile.
  int pileIndex(CardId c) const;
  // The card on top of a pile, as printed; the pile's name card when it is empty. Inline: asked
  // at every buy and every gain from a pile.
  CardId topCard(int pile) const {
    const Pile& p = s.supply[size_t(pile)];
    return p.cards.empty() ? p.card : printedOf(p.cards.back());
  }
  int landscapeIndex(CardId c) const;  // -1 if not a landscape of this game
  // What card c costs now: its printed cost with every cost modifier (cost_modifiers.hpp).
  Cost cost(CardId c) const {
    // Inline for the usual case, in which nothing modifies it: asked for every pile in every
    // Buy phase of a simulation.
    const CardDef& d = card(c);
    if (s.turn.costReduction.empty() && !d.ownCost && !s.inPlayCostHooks) return d.printedCost();
    return costWithModifiers(c);
  }
  // What instance i is now: its name, cost, types and abilities (docs/engine.md, "A card's
  // identity"). Its printed card unless an Identity makes it another for a while; a game
  // without any pays one test.
  CardId cardOf(Inst i) const {
    const CardId printed = s.instCard[size_t(i)];
    return s.identities.empty() ? printed : currentIdentity(i, printed);
  }
  const CardDef& defOf(Inst i) const { return card(cardOf(i)); }
  // Whether instance i has one of `types`: its card's, and Treasure for a Curse in a game where
  // Curses are Treasures (Charlatan ②③: in play, in hand, in the trash, everywhere).
  bool hasType(Inst i, Types types) const {
    return defOf(i).is(types) ||
           ((types & Treasure) && s.cursesAreTreasures && cardOf(i) == cards::Curse);
  }
  Types typesOf(CardId c) const {
    return card(c).types | (s.cursesAreTreasures && c == cards::Curse ? Treasure : Types(0));
  }
  // The card printed on instance i, whatever it is now: the pile it returns to, what a position
  // saves.
  CardId printedOf(Inst i) const { return s.instCard[size_t(i)]; }
  int playerCount() const { return s.playerCount(); }
  PlayerId current() const { return s.turn.player; }
  // Every instance the player owns (all their zones), for scoring and the AI.
  template <class F>
  void forEachOwned(PlayerId p, F&& f) const {
    for (const auto& z : s.players[size_t(p)].zones)
      for (Inst i : z) f(i);
  }
  int countOwned(PlayerId p, CardId c) const;
  int cardsOwned(PlayerId p) const;

  // ---- Primitives for card abilities --------------------------------------------------
  // Card files reach the state only through these (never through `s`): reads are const views,
  // each change a named method.
  const TurnState& turn() const { return s.turn; }
  // How many plays this turn were as card c (a replay by Throne Room counts again).
  int timesPlayed(CardId c) const {
    return int(std::count_if(s.turn.played.begin(), s.turn.played.end(),
                             [c](const Played& p) { return p.card == c; }));
  }
  const std::vector<Pile>& supply() const { return s.supply; }
  // The top card of Supply pile `pile` (the one a gain from it takes); NoInst if it is empty.
  Inst pileTop(int pile) const {
    const auto& cards = s.supply[size_t(pile)].cards;
    return cards.empty() ? NoInst : cards.back();
  }
  const std::vector<Inst>& trashPile() const { return s.trash; }
  Location locationOf(Inst i) const { return s.instLoc[size_t(i)]; }
  // Whether the gain being made is of a card just bought (Hoard).
  bool gainingBought() const { return s.gainingBought; }
  PlayerState& player(PlayerId p) { return s.players[size_t(p)]; }
  const PlayerState& player(PlayerId p) const { return s.players[size_t(p)]; }
  std::vector<Inst>& hand(PlayerId p) { return player(p).hand(); }
  std::vector<Inst>& zone(Location l);
  const std::vector<Inst>& zone(Location l) const;
  bool isIn(Inst i, Zone z, int owner) const {
    return s.instLoc[size_t(i)] == Location{z, int8_t(owner)};
  }

  // Moves i from wherever it is to (zone, owner). Newest at the back (= top).
  void moveTo(Inst i, Zone z, int owner, MoveReason why, bool toBottom = false);
  Inst drawOne(PlayerId p);  // NoInst if deck and discard are both empty
  int draw(PlayerId p, int n);
  // Takes the top card of the deck (shuffling if needed) into `z` (Revealed or Aside).
  Inst takeTop(PlayerId p, Zone z, MoveReason why = MoveReason::SetAside);
  void shuffleDiscardIntoDeck(PlayerId p);
  // Puts `cards` (p's, from anywhere) into p's deck and shuffles the whole deck (Inn: "shuffle
  // them into your deck"); it is a shuffle even of no card (Inn ④).
  void shuffleIntoDeck(PlayerId p, const std::vector<int32_t>& cards);
  void discard(Inst i, PlayerId p);
  void trash(Inst i);
  void topDeck(Inst i, PlayerId p);
  // Puts i onto p's deck as topDeck does, then under the `cardsAbove` cards that were on top
  // (Secret Passage: "anywhere in your deck").
  void putIntoDeck(Inst i, PlayerId p, int cardsAbove);
  void toHand(Inst i, PlayerId p);
  void reveal(Inst i, PlayerId p);
  // Gains the top card of a pile; NoInst if the pile is empty.
  Inst gainFromPile(PlayerId p, int pile, Zone to = Zone::Discard);
  Inst gain(PlayerId p, CardId c, Zone to = Zone::Discard);    // from its Supply pile
  void gainInst(PlayerId p, Inst i, Zone to = Zone::Discard);  // from the trash etc.
  // Records a gain of the player whose turn it is (GameState::tracksGains): TurnState::gained,
  // and a Victory card gained in the Buy phase (Treasury).
  void noteGain(CardId c) {
    s.turn.gained.push_back(c);
    if (s.turn.phase == Phase::Buy && card(c).is(Victory)) s.turn.victoryGainedInBuyPhase = true;
  }
  void returnToSupply(Inst i);
  // Adds n tokens of a kind to a Supply pile (Embargo).
  void addPileToken(int pile, PileToken t, int n);
  void moveTradeRouteToken(int pile);  // from the pile to the Trade Route mat

  void addActions(int n);
  void addBuys(int n);
  void addCoins(int n);
  void addPotions(int n);
  void applyPlus(PlayerId p, const Plus& plus);
  // Gives p n tokens of a per-player counter (+1 Coffers, +2 Villagers, taking Debt).
  void addTokens(PlayerId p, Counter c, int n);

  // Plays i (moving it from hand to play when it is in a hand) and starts its ability.
  void play(PlayerId p, Inst i);
  // Plays i again without moving it (Throne Room's second play).
  void replay(PlayerId p, Inst i);
  void addTurnEffect(CardId c, int32_t data = 0) { s.turn.effects.push_back({c, data}); }
  // The data of this turn's effect number k (CardDef::onPlayed's `effect`), read and changed.
  int32_t turnEffectData(int k) const { return s.turn.effects[size_t(k)].data; }
  void setTurnEffectData(int k, int32_t data) { s.turn.effects[size_t(k)].data = data; }
  // "This turn, cards cost $n less" (Bridge); alike modifiers add up.
  void addCostModifier(const CostModifier& m) { s.turn.costReduction.add(m); }
  // "You can't buy that card this turn" (Contraband): a card of this name can't be bought.
  void forbidBuying(CardId c) { s.turn.cannotBuy.push_back(c); }
  void nameForWarChest(CardId c) { s.turn.namedForWarChest.push_back(c); }

  // Durations. The card of frame f stays in play until its owner's next turn, when its
  // CardDef::nextTurn runs with `data` in the frame's `a`. A card that played it more than once
  // (Throne Room) stays with it: keepWith. isLasting: i is in play and will stay.
  void lastUntilNextTurn(const Frame& f, int32_t data = 0);
  bool isLasting(Inst i) const;
  void keepWith(Inst keeper, Inst lasting);
  // Triggers (triggers.hpp). An event at a point where abilities trigger: the listeners that
  // apply are collected and resolve when the running step returns; a question the step asks
  // after the event waits until they have resolved.
  void raise(When w, PlayerId p, Inst i = NoInst) {
    if (s.listening & whenBit(w)) collectTriggers(w, p, i);
  }
  // A card that reached a hand while the Trigger frame t resolves responds to t's event too
  // (Pirate ⑥): its listeners are collected as raise() would have.
  void collectLateTriggers(const Frame& t, Inst arrived);
  // The Attack card i, played by p, is about to resolve in the top frame (When::Attack): the
  // other players' listeners to it resolve first, in an Attack window (triggers.hpp). A game
  // without any costs one test.
  void raiseAttack(PlayerId p, Inst i) {
    if (s.listening & whenBit(When::Attack))
      push(Frame{.kind = Frame::AttackWindow,
                 .card = cardOf(i),
                 .source = i,
                 .player = p,
                 .b = int32_t(s.frames.size() - 1),
                 .c = 0,
                 .named = NoCard,
                 .cards = {}});
  }
  // Recomputes what GameState derives from the cards in the game (listening, typesInGame,
  // inPlayCostHooks, each player's heard bits) from every instance (after loading a position),
  // or from the piles' names and the starting cards (right after setting up, when they name
  // every card of the game).
  void computeListening();
  void computeListeningAtSetUp();
  void deriveFromCards(std::span<const CardId> cards);
  void derivePlayersHeard();
  // Trigger frames: whether the event's card is still where the event found it ("lose track").
  bool eventCardStillThere(const Frame& f) const;
  // Whether the current player can't buy the top card of `pile` now, whatever its cost: a
  // When::CannotBuy listener of the card applies (Grand Market with a Copper in play), or its
  // card was named this turn (Contraband). A game with neither pays one test (asked per pile
  // and per buy).
  bool buyForbidden(int pile) const { return mayForbidBuying() && buyForbiddenNow(pile); }
  bool mayForbidBuying() const {
    return !s.turn.cannotBuy.empty() || (s.listening & whenBit(When::CannotBuy));
  }
  bool buyForbiddenNow(int pile) const;  // the check itself, once mayForbidBuying()

  // Identities. Instance `id.inst` (or, with NoInst, every instance printed `id.of`) is the
  // card `id.as` until `id.until` says otherwise; a later identity of the same instance comes
  // first. endIdentities removes those of instance i (NoInst: of every instance printed `of`).
  void setIdentity(Identity id);
  void endIdentities(Inst i, CardId of = NoCard);

  // Queues an extra turn for p after this turn (and after extra turns already queued).
  void takeExtraTurn(PlayerId p, TurnKind kind);

  // Decisions. The asking card is the top frame's card. Each returns after setting it;
  // the step that asked must return too. `id` names the question (texts.hpp), `args` fills
  // its arguments: askCards(p, hand, 2, 2, Text::DiscardDownTo, {3}).
  void askCards(PlayerId p, std::vector<int32_t> choices, int min, int max, Text id,
                TextArgs args = {}, bool ordered = false);
  void askPile(PlayerId p, std::vector<int32_t> piles, int min, Text id, TextArgs args = {});
  void askOption(PlayerId p, std::vector<Option> options, int min, int max, Text id,
                 TextArgs args = {});
  void askName(PlayerId p, std::vector<int32_t> cardIds, Text id, TextArgs args = {});
  // The answer when the rules leave nothing to choose: the step that would have asked reads it
  // with picks() all the same, after the abilities triggered before it (like a question).
  void answerAtOnce(PlayerId p, std::vector<int32_t> picks);
  const std::vector<int32_t>& picks() const { return s.answer.picks; }
  // One pick answer: the instance/pile/option, or -1 when nothing was chosen.
  int32_t pick() const { return s.answer.picks.empty() ? -1 : s.answer.picks[0]; }

  // A Reaction's effect: its owner is unaffected by the Attack it reacts to (Moat). `reaction`
  // is the Trigger frame of a When::Attack listener, which keeps the Attack's frame in `c`.
  void makeImmune(const Frame& reaction) {
    s.frames[size_t(reaction.c)].immune |= uint8_t(1u << reaction.player);
  }

  void push(Frame f) { s.frames.push_back(std::move(f)); }
  void finish() {
    if (s.logEvents && s.frames.back().kind == Frame::Trigger)
      s.events.push_back({.kind = EventKind::TriggerDone, .player = s.frames.back().player});
    s.frames.pop_back();
  }
  Frame& top() { return s.frames.back(); }
  // Next other player in turn order not immune to f's Attack; NoPlayer when done.
  // f.a is the offset of the last player visited (0 = none yet).
  PlayerId nextVictim(Frame& f);
  // Next other player in turn order, Attack or not.
  PlayerId nextOther(Frame& f);

  // Supply piles whose card satisfies pred (never a pile outside the Supply: "gain a card" is
  // from the Supply).
  template <class Pred>
  std::vector<int32_t> pilesWhere(Pred&& pred) const {
    std::vector<int32_t> out;
    for (size_t k = 0; k < s.supply.size(); ++k)
      if (s.supply[k].inSupply && !s.supply[k].cards.empty() &&
          pred(cardOf(s.supply[k].cards.back())))
        out.push_back(int32_t(k));
    return out;
  }
  std::vector<int32_t> handWhere(PlayerId p, Types types) const;  // 0 types: all
  std::vector<int32_t> asChoices(const std::vector<Inst>& v) const {
    return std::vector<int32_t>(v.begin(), v.end());
  }
  void log(const Event& e) {
    if (s.logEvents) s.events.push_back(e);
  }

  GameState s;

 private:
  long steps_ = 0;  // outside GameState: no part of the game, its positions or comparisons
  Inst newInstance(CardId c, Zone z, int owner);
  CardId currentIdentity(Inst i, CardId printed) const;
  void leftPlay(Inst i);
  void startTurn();
  void playPlainTreasures(PlayerId p);
  bool staysInPlay(Inst i) const;
  std::string stuckAt() const;
  void cleanup();
  void endTurn();
  bool gameEndReached() const;
  void runTopFrame();
  void runAttackWindow(Frame& f);
  int attackListener(Inst i, PlayerId owner, const Frame& window) const;
  void protectByLastingDurations(Frame& window);
  void runStartOfTurn(Frame& f);
  std::vector<int32_t> startOfTurnPlays(PlayerId p) const;
  void collectTriggers(When w, PlayerId p, Inst i);
  void runTriggers(Frame& f);
  void runBuy(Frame& f);
  void playTreasuresInOrder(PlayerId p, std::span<const Inst> treasures);
  void runPlayTreasures(Frame& f);
  void deferBehindTriggers();
  bool phaseOffersPlay() const;
  void enterPhase(Phase next);
  void setPhaseDecision();
  bool applyPhaseMove(const Move& m, std::string* error);
  bool checkChoice(const Move& m, std::string* error) const;
  std::vector<Move> listedMoves() const;
  void buy(int pile);
  Cost costWithModifiers(CardId c) const;
  void playAllTreasures();
  void buyLandscape(int index);
  void playAsWay(PlayerId p, Inst i, CardId way);
  void spendTokens(Counter c, int n);
  int tokenMoveLimit(MoveKind kind) const;
};

}  // namespace dom
