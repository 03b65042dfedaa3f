#pragma once

#include <QtQml/qqmlregistration.h>

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>
#include <QVariantList>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "ai/player.hpp"
#include "cardlistmodel.h"
#include "decisionmodel.h"
#include "engine/game.hpp"
#include "engine/view.hpp"
#include "gamelog.h"
#include "hotseat/handovergate.h"
#include "hotseat/seat.h"
#include "landscapemodel.h"
#include "logmodel.h"
#include "playermodel.h"
#include "supplymodel.h"

class QQmlEngine;
class QJSEngine;
class QThread;

namespace dominion::app {

class AppController;
class AppSettings;

// The game table's facade: owns the engine game and is the single door from QML. Each intent
// is one engine move, and the UI is only offered legal moves. AI seats think on a worker
// thread; their moves are shown one at a time at the pace of the animation-speed setting.
// The models follow the engine's event log with row inserts, moves and removes, and are
// checked against the engine's view after every move. See the table contract.
class GameController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  Q_PROPERTY(bool active READ active NOTIFY activeChanged)
  Q_PROPERTY(bool over READ over NOTIFY overChanged)
  Q_PROPERTY(int humanSeat READ humanSeat NOTIFY humanSeatChanged)
  Q_PROPERTY(int playerCount READ playerCount NOTIFY playerCountChanged)
  Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY currentPlayerChanged)
  Q_PROPERTY(int turnNumber READ turnNumber NOTIFY turnNumberChanged)
  Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
  Q_PROPERTY(int actions READ actions NOTIFY actionsChanged)
  Q_PROPERTY(int buys READ buys NOTIFY buysChanged)
  Q_PROPERTY(int coins READ coins NOTIFY coinsChanged)
  // Potions left to spend this turn, and whether the game has a Potion pile (Alchemy): the
  // turn status shows the Potions only then.
  Q_PROPERTY(int potions READ potions NOTIFY potionsChanged)
  Q_PROPERTY(bool potionsInGame READ potionsInGame NOTIFY potionsInGameChanged)
  // Curses are Treasures too in this game (Charlatan): the table's cards say so.
  Q_PROPERTY(bool cursesAreTreasures READ cursesAreTreasures NOTIFY cursesAreTreasuresChanged)
  // The cards that changed in 2022 play their earlier text in this game (dom::Setup::
  // earlierVersions): the table's cards show that text.
  Q_PROPERTY(bool earlierVersions READ earlierVersions NOTIFY earlierVersionsChanged)
  Q_PROPERTY(bool humanToAct READ humanToAct NOTIFY humanToActChanged)
  // Several people share the screen: the table names whose turn it is instead of "Your turn".
  Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY gameStarted)
  Q_PROPERTY(bool aiThinking READ aiThinking NOTIFY aiThinkingChanged)
  Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
  Q_PROPERTY(bool canPlayTreasures READ canPlayTreasures NOTIFY canPlayTreasuresChanged)
  Q_PROPERTY(bool canEndPhase READ canEndPhase NOTIFY canEndPhaseChanged)
  Q_PROPERTY(QString endPhaseLabel READ endPhaseLabel NOTIFY endPhaseLabelChanged)
  // Addition: the human's Buy phase after their last Buy: the turn waits for End turn (a buy
  // can still be taken back). See AppSettings::endTurnAfterLastBuy.
  Q_PROPERTY(bool turnHeldOpen READ turnHeldOpen NOTIFY turnHeldOpenChanged)
  Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)
  Q_PROPERTY(QObject* supply READ supply CONSTANT)
  Q_PROPERTY(QObject* hand READ hand CONSTANT)
  Q_PROPERTY(QObject* inPlay READ inPlay CONSTANT)
  Q_PROPERTY(QObject* revealed READ revealed CONSTANT)
  Q_PROPERTY(QObject* trash READ trash CONSTANT)
  Q_PROPERTY(QObject* players READ players CONSTANT)
  Q_PROPERTY(QObject* log READ log CONSTANT)
  Q_PROPERTY(QObject* decision READ decision CONSTANT)
  // Additions to the contract: a game where every seat is an AI player (--demo), and the
  // number of moves applied so far in this game.
  Q_PROPERTY(bool demo READ demo NOTIFY demoChanged)
  Q_PROPERTY(int moveCount READ moveCount NOTIFY moveCountChanged)
  // Addition: holds the AI players' moves (a paused demo, a screenshot being taken).
  Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY pausedChanged)
  // Addition for games of several people at one computer: whose hand may be shown, and the
  // "pass to NAME" screen (src/app/hotseat/handovergate.h).
  Q_PROPERTY(QObject* handOver READ handOver CONSTANT)
  // Additions for Seaside: what kind of turn this is ("" a normal turn, "outpost" the extra
  // turn Outpost gives). `inPlay` holds the cards the current player played this turn; the
  // Durations staying in play are in each player's `durations` (PlayerModel).
  Q_PROPERTY(QString turnKind READ turnKind NOTIFY turnKindChanged)
  // The card that gave this extra turn (Outpost); -1 on a normal turn.
  Q_PROPERTY(int extraTurnCardId READ extraTurnCardId NOTIFY turnKindChanged)
  // Coin tokens on the Trade Route mat; -1 in a game without Trade Route.
  Q_PROPERTY(int tradeRouteMat READ tradeRouteMat NOTIFY tradeRouteMatChanged)
  // Tokens the human may spend now (0: not now): Coffers for +$1, Villagers for +1 Action,
  // Debt paid off with $1 each.
  Q_PROPERTY(int coffersToSpend READ coffersToSpend NOTIFY spendingChanged)
  Q_PROPERTY(int villagersToSpend READ villagersToSpend NOTIFY spendingChanged)
  Q_PROPERTY(int debtToPay READ debtToPay NOTIFY spendingChanged)
  // The Events, Projects and Ways beside the Supply (a LandscapeModel).
  Q_PROPERTY(QObject* landscapes READ landscapes CONSTANT)

 public:
  // No default argument: QML (Qt 6.4) then makes the singleton with create() below.
  explicit GameController(QObject* parent);
  ~GameController() override;
  // The QML singleton: wired to AppController::newGameRequested and AppSettings' speed.
  static GameController* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

  bool active() const { return m_active; }
  bool over() const { return m_over; }
  int humanSeat() const { return m_humanSeat; }
  int playerCount() const { return m_playerCount; }
  int currentPlayer() const { return m_currentPlayer; }
  int turnNumber() const { return m_turnNumber; }
  QString phase() const { return m_phase; }
  int actions() const { return m_actions; }
  int buys() const { return m_buys; }
  int coins() const { return m_coins; }
  int potions() const { return m_potions; }
  bool potionsInGame() const { return m_potionsInGame; }
  bool cursesAreTreasures() const { return m_cursesAreTreasures; }
  bool earlierVersions() const { return m_earlierVersions; }
  bool humanToAct() const { return m_humanToAct; }
  bool aiThinking() const { return m_aiThinking; }
  bool canUndo() const { return m_canUndo; }
  bool hotSeat() const { return humanCount(m_config.seats) >= 2; }
  bool canPlayTreasures() const { return m_canPlayTreasures; }
  bool canEndPhase() const { return m_canEndPhase; }
  QString endPhaseLabel() const { return m_endPhaseLabel; }
  bool turnHeldOpen() const { return m_turnHeldOpen; }
  QString statusText() const { return m_statusText; }
  bool demo() const { return m_demo; }
  int moveCount() const { return m_moveCount; }
  bool paused() const { return m_paused; }
  void setPaused(bool paused);
  QString turnKind() const { return m_turnKind; }
  int extraTurnCardId() const;
  int tradeRouteMat() const { return m_tradeRouteMat; }
  int coffersToSpend() const { return m_coffersToSpend; }
  int villagersToSpend() const { return m_villagersToSpend; }
  int debtToPay() const { return m_debtToPay; }

  QObject* supply() const { return m_supply; }
  QObject* hand() const { return m_hand; }
  QObject* inPlay() const { return m_inPlayThisTurn; }
  QObject* revealed() const { return m_revealed; }
  QObject* trash() const { return m_trash; }
  QObject* players() const { return m_players; }
  QObject* log() const { return m_log; }
  QObject* decision() const { return m_decision; }
  QObject* handOver() const { return m_gate; }
  QObject* landscapes() const { return m_landscapes; }
  LandscapeModel* landscapeModel() const { return m_landscapes; }

  SupplyModel* supplyModel() const { return m_supply; }
  CardListModel* handModel() const { return m_hand; }
  // Every card the current player has in play (the engine's zone).
  CardListModel* inPlayModel() const { return m_inPlay; }
  // Those played this turn: without the Durations staying in play (what QML's inPlay shows).
  ThisTurnModel* inPlayThisTurnModel() const { return m_inPlayThisTurn; }
  CardListModel* revealedModel() const { return m_revealed; }
  CardListModel* trashModel() const { return m_trash; }
  PlayerModel* playerModel() const { return m_players; }
  LogModel* logModel() const { return m_log; }
  DecisionModel* decisionModel() const { return m_decision; }
  HandOverGate* handOverGate() const { return m_gate; }

  // opponents 1..5; aiLevel 0 Easy, 1 Medium, 2 Hard; an empty kingdom is 10 random cards;
  // seed 0 is a random seed. colonies: 1 with Platinum and Colony, 0 without, -1 as the rules
  // decide by the kingdom (dom::useColonies). baneCardId: Young Witch's Bane, -1 drawn at random.
  // shelters: 1 with Shelters instead of the starting Estates, 0 without, -1 as the rules decide
  // (dom::useShelters). earlierVersions: the cards that changed in 2022 play their earlier text.
  Q_INVOKABLE void newGame(int opponents, int aiLevel, const QStringList& kingdomEnglishNames,
                           quint64 seed = 0, int colonies = -1, int baneCardId = -1,
                           int shelters = -1, bool earlierVersions = false);
  // Addition: a game of AI players only, the hand of seat humanSeat shown (--demo). An empty
  // kingdom is 10 random cards; earlierVersions as for newGame (--earlier-versions).
  Q_INVOKABLE void newDemoGame(int opponents = 1, quint64 seed = 0,
                               const QStringList& kingdomEnglishNames = {},
                               bool earlierVersions = false);
  Q_INVOKABLE void rematch();

  Q_INVOKABLE bool canPlay(int inst) const;
  Q_INVOKABLE bool canBuy(int pile) const;
  // A buy that looks like a slip, asked about before it is made: a Curse, or a card costing
  // less than half of the coins the player has with the Treasures still in hand, while
  // Treasures are unplayed. The question to ask, or empty.
  Q_INVOKABLE QString buyWarning(int pile) const;
  Q_INVOKABLE void playCard(int inst);
  Q_INVOKABLE void playAllTreasures();
  Q_INVOKABLE void buy(int pile);
  Q_INVOKABLE void endPhase();
  Q_INVOKABLE void undo();
  // Spending tokens: how many (1 or more, up to what the property above allows).
  Q_INVOKABLE void spendCoffers(int count);
  Q_INVOKABLE void spendVillagers(int count);
  Q_INVOKABLE void payDebt(int count);
  // Events and Projects: `landscape` is the engine's index (LandscapeModel's landscape role).
  Q_INVOKABLE bool canBuyLandscape(int landscape) const;
  Q_INVOKABLE void buyLandscape(int landscape);
  // The Ways the card in hand may be played as now: [{ landscape, cardId, name }].
  Q_INVOKABLE QVariantList waysFor(int inst) const;
  Q_INVOKABLE void playCardAs(int inst, int landscape);
  Q_INVOKABLE QString hint() const;
  // Plays for the person the move the hint names (the hidden --trace-saves' games, which the
  // computer plays alone); false when the person has nothing to decide.
  bool playAdvisedMove();
  Q_INVOKABLE QVariantList finalScores() const;

  // ---- C++ only: the app's launcher and the tests ------------------------------------------
  // Plays `game` from its current position: seat humanSeat is the human unless `demo`; the
  // other seats are AI players of `aiLevel`.
  void startFromGame(dom::Game game, int aiLevel, bool demo = false);
  const dom::Game& game() const { return m_game; }
  // The cards a seat's waiting Durations keep set aside face up (Blockade's), by the Duration's
  // instance: the table shows them beside the Duration, not among the revealed cards.
  QHash<int, int> keptFaceUp(int seat) const;
  // A seat's revealed cards without those.
  std::vector<dom::SeenCard> revealedOnly(const dom::View& v, int seat) const;
  // The delay between shown AI moves in ms; -1 (default) follows AppSettings' speed.
  void setMoveDelayOverride(int ms) { m_delayOverride = ms; }
  int moveDelay() const;
  void setSettings(AppSettings* settings);
  // Makes the AI players of the next games (tests: particular bots per seat); empty: by level.
  using AiFactory =
      std::function<std::unique_ptr<dom::ai::Player>(int seat, int level, uint64_t seed)>;
  void setAiFactory(AiFactory factory) { m_aiFactory = std::move(factory); }
  void connectAppController(AppController* app);
  // Whether an AI decision is being thought about on the worker thread.
  bool thinkingOnWorker() const { return m_thinking; }
  // The thread on which the AI last decided (tests check it is not the GUI thread).
  QThread* lastAiThread() const { return m_lastAiThread.load(); }
  // How many times the models were found to differ from the engine's view after a move
  // (tests expect none: the event log alone keeps them right).
  int reconcileFixes() const { return m_reconcileFixes; }

  // ---- Seats and saves (src/app/hotseat, src/app/persistence) --------------------------------
  // A game with these seats: people and AI levels with names and colours (2 to 6). With two
  // people or more the hand-over gate decides whose hand is shown, and moves may be taken back
  // only with `allowUndo`. An empty kingdom is random; seed 0 is random.
  // colonies, baneCardId, shelters, earlierVersions: as for newGame (-1: drawn as for any game).
  void newSeatedGame(const QList<SeatSetup>& seats, const QStringList& kingdomEnglishNames,
                     quint64 seed = 0, bool allowUndo = false, int colonies = -1,
                     int baneCardId = -1, int shelters = -1, bool earlierVersions = false);
  // The game as a position (dom::savePosition).
  QString savePosition() const;
  // Goes on from a saved position (its text exactly as saved) with these seats, and the game
  // log saved with it (LogModel::records; lines that cannot be read are left out).
  bool loadPosition(const QString& json, const QList<SeatSetup>& seats, bool allowUndo,
                    QString* error = nullptr, const QJsonArray& log = {});
  // The game log as a save keeps it.
  QJsonArray logRecords() const;
  const QList<SeatSetup>& seats() const { return m_config.seats; }
  bool allowUndo() const { return m_config.allowUndo; }

 signals:
  void activeChanged();
  void overChanged();
  void humanSeatChanged();
  void playerCountChanged();
  void currentPlayerChanged();
  void turnNumberChanged();
  void phaseChanged();
  void actionsChanged();
  void buysChanged();
  void coinsChanged();
  void potionsChanged();
  void potionsInGameChanged();
  void cursesAreTreasuresChanged();
  void earlierVersionsChanged();
  void humanToActChanged();
  void aiThinkingChanged();
  // An AI player was asked its decision (on a worker thread); the crash test's trace.
  void aiDecisionAsked();
  void canUndoChanged();
  void canPlayTreasuresChanged();
  void canEndPhaseChanged();
  void endPhaseLabelChanged();
  void turnHeldOpenChanged();
  void statusTextChanged();
  void demoChanged();
  void moveCountChanged();
  void pausedChanged();
  void turnKindChanged();
  void tradeRouteMatChanged();
  void spendingChanged();

  void cardMoved(int inst, int cardId, int fromZone, int fromOwner, int toZone, int toOwner,
                 int reason);
  void shuffled(int seat);
  // Addition: cards a player revealed in the move just shown (Moat, Bandit's victims, ...),
  // for the table to show a moment: caption "You reveal" / "Alice reveals", the cards' ids.
  void cardsRevealed(int seat, const QString& caption, const QVariantList& cardIds);
  // Addition: a sound for the move just shown (soundCues: "play", "attack", "buy", "shuffle",
  // "trash", "your_turn"), each once per move; the table's SoundBoard plays them.
  void soundCue(const QString& cue);
  void gameStarted();
  void gameOver();
  void message(const QString& text);
  void errorOccurred(const QString& text);
  // Addition: the models show the game after a move (or a new game, or an undo).
  void moveShown();
  // Addition: a move was applied, taken back, or a game was set up (before it is shown).
  // A move changed the game; its lines are in the log already (a save taken now has them).
  void moveApplied();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  struct Config {
    int opponents = 1;
    int aiLevel = 1;
    std::vector<dom::CardId> kingdom;
    bool demo = false;
    QList<SeatSetup> seats;  // one per seat
    bool allowUndo = false;  // with several people: the table agreed to taking back moves
  };

  void start(dom::Game game, const Config& config, bool animateSetup);
  bool isAiSeat(int seat) const;
  // People end their own turns (dom::PlayerState::endsOwnTurn) unless the setting ends them
  // after the last Buy; AI seats never hold a turn open.
  void applyTurnEnding();
  bool applyHumanMove(const dom::Move& move);
  void step();
  void startThinking();
  // The Medium level's answer to the person's decision (hint(), playAdvisedMove()).
  std::optional<dom::Move> advisedMove() const;
  void onAiDecided(quint64 epoch, std::optional<dom::Move> move);
  void applyAiMove();
  // `move`: the move whose events these are (the log says which Way a card was played as).
  void showBatch(const std::vector<dom::Option>& options, const dom::Move* move = nullptr);
  void syncLandscapes(const dom::View& v, bool mine);
  int tokenLimit(dom::MoveKind kind) const;
  void showMoveEvent(const dom::Event& e);
  void showTurnBegin(int seat);
  bool reconcile(bool expected);
  void refresh();
  void updateDecision();
  // What the pending question answers, if a triggered ability asks it, with `youSeat` written
  // as "You" (-1: every seat by name).
  QString decisionCauseText(int youSeat) const;
  QString describeStatus() const;
  bool humanDecides() const;
  QString describeMove(const dom::Move& m) const;
  SupplyModel::Pile pileRow(const dom::View& v, size_t k) const;
  void resetModels(const dom::View& v, bool emptyZones);
  // Durations, mats and counters of every seat, and the cards left out of "this turn".
  void syncTableau(const dom::View& v);
  QSet<int> stayingCards(int seat, const dom::View& v) const;
  QList<DurationModel::Duration> durationRows(int seat, const dom::View& v,
                                              const QSet<int>& staying);
  // The Durations due at each seat's next turn, as shown: the log names them at that turn.
  void rememberDurations();
  void retranslate();
  void stopAi();
  // What the screen may show: the view of the seat looking, without private cards while the
  // hand-over screen is up.
  dom::View tableView() const;
  void syncGate();
  void followGate();

  // Engine game and seats.
  dom::Game m_game;
  Config m_config;
  std::vector<std::shared_ptr<dom::ai::Player>> m_ai;  // per seat; null for the human
  std::vector<dom::Game> m_undo;
  std::vector<dom::Event> m_events;  // the batch being shown (its buffer is reused)
  GameLogBuilder m_logBuilder;
  QJsonArray m_restoredLog;  // the saved log loadPosition hands to start()
  std::shared_ptr<SeatNames> m_seatNames;
  int m_shownCurrent = 0;  // whose turn it is in the events shown so far
  // Per seat: the cards that were in play when its turn began (Durations from earlier turns,
  // shown apart from this turn's cards until they leave play).
  std::vector<QSet<int>> m_earlier;
  QHash<int, int> m_keeperOf;  // a Duration in play -> the card that stays with it (Throne Room)
  std::vector<std::vector<int>> m_durationsShown;  // per seat: card ids of its lasting Durations

  // AI pacing.
  QThreadPool m_pool;
  quint64 m_epoch = 0;
  bool m_thinking = false;
  // Raised to cut the decision being thought about short (its answer is then dropped).
  std::shared_ptr<std::atomic<bool>> m_stopThinking;
  // Decisions on the worker thread that have not reported back, stopped ones included: a
  // player thinks about one decision at a time.
  int m_decisionsOut = 0;
  std::optional<dom::Move> m_pendingAiMove;
  QTimer m_paceTimer;
  QElapsedTimer m_sinceShown;
  int m_delayOverride = -1;
  AiFactory m_aiFactory;
  QPointer<AppSettings> m_settings;
  std::atomic<QThread*> m_lastAiThread{nullptr};
  int m_reconcileFixes = 0;

  // Properties.
  bool m_active = false;
  bool m_over = false;
  int m_humanSeat = 0;
  bool m_handHidden = false;  // hot-seat: the screen waits to be handed over
  int m_playerCount = 0;
  int m_currentPlayer = 0;
  int m_turnNumber = 0;
  int m_tradeRouteMat = -1;
  int m_coffersToSpend = 0;
  int m_villagersToSpend = 0;
  int m_debtToPay = 0;
  QString m_phase;
  int m_actions = 0;
  int m_buys = 0;
  int m_coins = 0;
  int m_potions = 0;
  bool m_potionsInGame = false;
  bool m_cursesAreTreasures = false;
  bool m_earlierVersions = false;
  bool m_humanToAct = false;
  bool m_aiThinking = false;
  bool m_canUndo = false;
  bool m_canPlayTreasures = false;
  bool m_canEndPhase = false;
  QString m_endPhaseLabel;
  bool m_turnHeldOpen = false;
  QString m_statusText;
  bool m_demo = false;
  int m_moveCount = 0;
  bool m_paused = false;
  QString m_turnKind;

  SupplyModel* m_supply;
  CardListModel* m_hand;
  CardListModel* m_inPlay;
  ThisTurnModel* m_inPlayThisTurn;
  CardListModel* m_revealed;
  CardListModel* m_trash;
  PlayerModel* m_players;
  LogModel* m_log;
  DecisionModel* m_decision;
  HandOverGate* m_gate;
  LandscapeModel* m_landscapes;
};

}  // namespace dominion::app
