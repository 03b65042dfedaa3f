#include "gamecontroller.h"

#include <QCoreApplication>
#include <QEvent>
#include <QQmlEngine>
#include <QThread>
#include <algorithm>

#include "ai/stop.hpp"
#include "appcontroller.h"
#include "appsettings.h"
#include "cardcatalog.h"
#include "decisioncause.h"
#include "engine/card.hpp"
#include "engine/kept_face_up.hpp"
#include "engine/kingdom.hpp"
#include "engine/position.hpp"
#include "engine/zones.hpp"
#include "gamesetup.h"
#include "soundcues.h"

namespace dominion::app {

using dom::DecisionKind;
using dom::Event;
using dom::EventKind;
using dom::Move;
using dom::MoveKind;
using dom::Zone;

namespace {

// The delay between two shown AI moves at Normal speed; AppSettings scales it.
inline constexpr int kBaseMoveDelayMs = 700;
inline constexpr size_t kMaxUndo = 64;

// The cost the table shows on a card: its coins, which cost changes lower (the Potions and the
// Debt of a cost are the printed ones, drawn from the card's facts).
int shownCost(const dom::Cost& c) { return c.coins; }

template <class T, class Signal>
void assign(GameController* self, T& field, const T& value, Signal signal) {
  if (field == value) return;
  field = value;
  emit(self->*signal)();
}

QString phaseName(dom::Phase p) {
  switch (p) {
    case dom::Phase::Action:
      return QStringLiteral("action");
    case dom::Phase::Buy:
      return QStringLiteral("buy");
    case dom::Phase::Night:
      return QStringLiteral("night");
    case dom::Phase::Cleanup:
      return QStringLiteral("cleanup");
    case dom::Phase::GameOver:
      return QStringLiteral("over");
  }
  return {};
}

QString turnKindKey(dom::TurnKind k) {
  switch (k) {
    case dom::TurnKind::Outpost:
      return QStringLiteral("outpost");
    case dom::TurnKind::Normal:
    case dom::TurnKind::Count:
      break;
  }
  return {};
}

// The tokens on a Supply pile by their position-format key; public, like the pile itself.
// The tokens on a pile by their position-format key; and, as "warChest", how many times its top
// card was named for War Chest this turn (a mark on the pile as the tokens are).
QVariantMap pileTokens(const dom::Pile& pile, const std::vector<dom::CardId>& namedForWarChest) {
  QVariantMap out;
  for (size_t t = 0; t < dom::kPileTokens.size(); ++t)
    if (pile.tokens[t] != 0)
      out.insert(
          QString::fromLatin1(dom::kPileTokens[t].data(), qsizetype(dom::kPileTokens[t].size())),
          int(pile.tokens[t]));
  if (!namedForWarChest.empty() && !pile.cards.empty()) {
    const auto named = std::count(namedForWarChest.begin(), namedForWarChest.end(), pile.card);
    if (named > 0) out.insert(QStringLiteral("warChest"), int(named));
  }
  return out;
}

// A player's counters that are not zero (VP tokens, Coffers ...) by their position-format key.
QVariantMap playerCounters(const dom::PlayerView& pv) {
  QVariantMap out;
  for (size_t c = 0; c < dom::kCounters.size(); ++c)
    if (pv.counters[c] != 0)
      out.insert(QString::fromLatin1(dom::kCounters[c].key.data(),
                                     qsizetype(dom::kCounters[c].key.size())),
                 pv.counters[c]);
  return out;
}

bool isCardDecision(DecisionKind k) {
  return k == DecisionKind::SelectCards || k == DecisionKind::SelectPile ||
         k == DecisionKind::SelectOption || k == DecisionKind::NameCard;
}

// A batch after which taking the move back would let the player use what they learnt.
bool revealsInformation(const std::vector<Event>& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) {
    switch (e.kind) {
      case EventKind::Shuffle:
      case EventKind::Reveal:
      case EventKind::Pass:
      case EventKind::GameOver:
        return true;
      case EventKind::Move:
        return e.from == Zone::Deck || e.reason == dom::MoveReason::Draw;
      default:
        return false;
    }
  });
}

// One person (seat 0) against AI players of `level` named Alice, Bob ...; all AI in a demo.
QList<SeatSetup> soloSeats(int players, int level, bool demo) {
  QList<SeatSetup> seats;
  int opponent = 0;
  for (int seat = 0; seat < players; ++seat) {
    const bool human = !demo && seat == 0;
    seats.append(
        {human ? QString() : opponentName(opponent++), human, level, defaultSeatColour(seat)});
  }
  return seats;
}

void keepCppOwnership(QObject* object) {
  QQmlEngine::setObjectOwnership(object, QQmlEngine::CppOwnership);
}

}  // namespace

// ---- Construction -----------------------------------------------------------------------------

GameController::GameController(QObject* parent)
    : QObject(parent),
      m_supply(new SupplyModel(this)),
      m_hand(new CardListModel(this)),
      m_inPlay(new CardListModel(this)),
      m_inPlayThisTurn(new ThisTurnModel(m_inPlay, this)),
      m_revealed(new CardListModel(this)),
      m_trash(new CardListModel(this)),
      m_players(new PlayerModel(this)),
      m_log(new LogModel(this)),
      m_decision(new DecisionModel(this)),
      m_gate(new HandOverGate(this)),
      m_landscapes(new LandscapeModel(this)) {
  for (QObject* o : std::initializer_list<QObject*>{
           m_supply, m_hand, m_inPlay, m_inPlayThisTurn, m_revealed, m_trash, m_players, m_log,
           m_decision, m_decision->optionsModel(), m_gate, m_landscapes})
    keepCppOwnership(o);
  // One AI decision at a time: a decision that is stopped reports back (at once) before the
  // next one starts.
  m_pool.setMaxThreadCount(1);
  m_paceTimer.setSingleShot(true);
  connect(&m_paceTimer, &QTimer::timeout, this, &GameController::applyAiMove);
  // Picking cards of a decision flags them in the hand, revealed cards and Supply. Only
  // between moves: while a move's events wait to be shown, the models lag the engine on purpose.
  connect(m_decision, &DecisionModel::selectionChanged, this, [this]() {
    if (m_active && m_game.s.events.empty()) reconcile(true);
  });
  m_sinceShown.start();
  // The person asked for took the screen: show their hand.
  connect(m_gate, &HandOverGate::accepted, this, [this]() {
    followGate();
    emit moveShown();
  });
  if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

GameController::~GameController() {
  // A decision being thought about is cut short; the worker thread ends before the controller.
  stopAi();
  m_pool.waitForDone();
}

GameController* GameController::create(QQmlEngine* qmlEngine, QJSEngine*) {
  auto* controller = new GameController(nullptr);
  const int settingsType = qmlTypeId("Dominion", 1, 0, "AppSettings");
  if (qmlEngine && settingsType >= 0)
    controller->setSettings(qmlEngine->singletonInstance<AppSettings*>(settingsType));
  const int appType = qmlTypeId("Dominion", 1, 0, "AppController");
  if (qmlEngine && appType >= 0)
    controller->connectAppController(qmlEngine->singletonInstance<AppController*>(appType));
  return controller;
}

void GameController::setSettings(AppSettings* settings) {
  if (m_settings) disconnect(m_settings, nullptr, this, nullptr);
  m_settings = settings;
  if (m_settings)
    connect(m_settings, &AppSettings::endTurnAfterLastBuyChanged, this,
            &GameController::applyTurnEnding);
  applyTurnEnding();
}

void GameController::applyTurnEnding() {
  const bool byItself = m_settings && m_settings->endTurnAfterLastBuy();
  auto apply = [&](dom::Game& g) {
    for (int seat = 0; seat < g.playerCount(); ++seat)
      g.s.players[size_t(seat)].endsOwnTurn = !byItself && !m_config.demo && !isAiSeat(seat);
  };
  if (m_game.playerCount() != int(m_ai.size())) return;  // no game set up yet
  apply(m_game);
  // Taking back a move keeps the setting of now.
  for (dom::Game& g : m_undo) apply(g);
}

void GameController::connectAppController(AppController* app) {
  if (!app) return;
  connect(app, &AppController::newGameRequested, this,
          [this](int opponents, int aiLevel, int kingdom) {
            newGame(opponents, aiLevel,
                    kingdom == AppController::FirstGame ? firstGameCardNames() : QStringList(), 0);
          });
}

int GameController::moveDelay() const {
  if (m_delayOverride >= 0) return m_delayOverride;
  const qreal scale = m_settings ? m_settings->animationDurationScale() : 1.0;
  return qRound(kBaseMoveDelayMs * scale);
}

bool GameController::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
    retranslate();
  return QObject::eventFilter(watched, event);
}

// ---- Starting games ---------------------------------------------------------------------------

void GameController::newGame(int opponents, int aiLevel, const QStringList& kingdomEnglishNames,
                             quint64 seed, int colonies, int baneCardId, int shelters,
                             bool earlierVersions) {
  if (opponents < AppController::kMinOpponents || opponents > AppController::kMaxOpponents) {
    emit errorOccurred(tr("A game needs %1 to %2 opponents.")
                           .arg(AppController::kMinOpponents)
                           .arg(AppController::kMaxOpponents));
    return;
  }
  Config config;
  config.opponents = opponents;
  config.aiLevel = std::clamp(aiLevel, 0, kAiLevelCount - 1);
  config.demo = false;
  config.seats = soloSeats(opponents + 1, config.aiLevel, false);
  if (seed == 0) seed = randomSeed();
  if (kingdomEnglishNames.isEmpty()) {
    config.kingdom = randomKingdom(seed);
  } else {
    QStringList unknown;
    config.kingdom = kingdomFromNames(kingdomEnglishNames, &unknown);
    if (!unknown.isEmpty())
      emit errorOccurred(tr("Unknown Kingdom cards: %1").arg(unknown.join(QStringLiteral(", "))));
    // Fewer than 10 known cards: random ones fill the kingdom up.
    for (dom::CardId c : randomKingdom(seed ^ 0x5bd1e995u)) {
      if (config.kingdom.size() >= 10) break;
      if (std::find(config.kingdom.begin(), config.kingdom.end(), c) == config.kingdom.end())
        config.kingdom.push_back(c);
    }
  }
  dom::Setup setup{.kingdom = config.kingdom,
                   .players = opponents + 1,
                   .seed = seed,
                   .logEvents = true,
                   .colonies = colonies < 0 ? dom::useColonies(config.kingdom, seed) : colonies > 0,
                   .bane = dom::canBeBane(dom::CardId(baneCardId), config.kingdom)
                               ? dom::CardId(baneCardId)
                               : dom::NoCard,
                   .landscapes = landscapesFromNames(kingdomEnglishNames),
                   .shelters = shelters < 0 ? dom::useShelters(config.kingdom, seed) : shelters > 0,
                   .earlierVersions = earlierVersions};
  start(dom::Game::create(setup), config, true);
}

void GameController::newDemoGame(int opponents, quint64 seed,
                                 const QStringList& kingdomEnglishNames, bool earlierVersions) {
  opponents = std::clamp(opponents, AppController::kMinOpponents, AppController::kMaxOpponents);
  if (seed == 0) seed = randomSeed();
  std::vector<dom::CardId> kingdom = kingdomFromNames(kingdomEnglishNames, nullptr);
  if (kingdom.empty()) kingdom = randomKingdom(seed);
  Config config{.opponents = opponents,
                .aiLevel = kMediumLevel,
                .kingdom = std::move(kingdom),
                .demo = true,
                .seats = soloSeats(opponents + 1, kMediumLevel, true)};
  dom::Setup setup{.kingdom = config.kingdom,
                   .players = opponents + 1,
                   .seed = seed,
                   .logEvents = true,
                   .colonies = dom::useColonies(config.kingdom, seed),
                   .bane = dom::NoCard,
                   .landscapes = {},
                   .shelters = dom::useShelters(config.kingdom, seed),
                   .earlierVersions = earlierVersions};
  start(dom::Game::create(setup), config, true);
}

void GameController::rematch() {
  if (!m_active) return;
  const Config config = m_config;
  const uint64_t seed = randomSeed();
  // The same kingdom, with the same Platinum and Colony, Shelters, Bane and card versions.
  dom::Setup setup{.kingdom = config.kingdom,
                   .players = config.opponents + 1,
                   .seed = seed,
                   .logEvents = true,
                   .colonies = m_game.pileIndex(dom::cards::Colony) >= 0,
                   .bane = m_game.s.bane,
                   .landscapes = {},
                   .shelters = m_game.s.shelters,
                   .earlierVersions = m_game.s.earlierVersions};
  for (const dom::LandscapeState& l : m_game.s.landscapes) setup.landscapes.push_back(l.card);
  start(dom::Game::create(setup), config, true);
}

void GameController::startFromGame(dom::Game game, int aiLevel, bool demo) {
  Config config{.opponents = game.playerCount() - 1,
                .aiLevel = std::clamp(aiLevel, 0, kAiLevelCount - 1),
                .kingdom = game.s.kingdom,
                .demo = demo,
                .seats = soloSeats(game.playerCount(), aiLevel, demo)};
  game.s.logEvents = true;
  game.s.events.clear();
  start(std::move(game), config, false);
}

void GameController::newSeatedGame(const QList<SeatSetup>& seats,
                                   const QStringList& kingdomEnglishNames, quint64 seed,
                                   bool allowUndo, int colonies, int baneCardId, int shelters,
                                   bool earlierVersions) {
  if (seats.size() < kMinSeats || seats.size() > kMaxSeats) {
    emit errorOccurred(tr("A game needs %1 to %2 players.").arg(kMinSeats).arg(kMaxSeats));
    return;
  }
  if (seed == 0) seed = randomSeed();
  QStringList unknown;
  std::vector<dom::CardId> kingdom = kingdomFromNames(kingdomEnglishNames, &unknown);
  for (dom::CardId c : randomKingdom(seed ^ 0x5bd1e995u)) {
    if (kingdom.size() >= 10) break;
    if (std::find(kingdom.begin(), kingdom.end(), c) == kingdom.end()) kingdom.push_back(c);
  }
  Config config{.opponents = int(seats.size()) - 1,
                .aiLevel = kMediumLevel,
                .kingdom = kingdom,
                .demo = humanCount(seats) == 0,
                .seats = seats,
                .allowUndo = allowUndo};
  dom::Setup setup{.kingdom = kingdom,
                   .players = int(seats.size()),
                   .seed = seed,
                   .logEvents = true,
                   .colonies = colonies < 0 ? dom::useColonies(kingdom, seed) : colonies > 0,
                   .bane = dom::canBeBane(dom::CardId(baneCardId), kingdom)
                               ? dom::CardId(baneCardId)
                               : dom::NoCard,
                   .landscapes = landscapesFromNames(kingdomEnglishNames),
                   .shelters = shelters < 0 ? dom::useShelters(kingdom, seed) : shelters > 0,
                   .earlierVersions = earlierVersions};
  start(dom::Game::create(setup), config, true);
}

QString GameController::savePosition() const {
  return m_active ? QString::fromStdString(dom::savePosition(m_game)) : QString();
}

bool GameController::loadPosition(const QString& json, const QList<SeatSetup>& seats,
                                  bool allowUndo, QString* error, const QJsonArray& log) {
  dom::Game game;
  try {
    game = dom::loadPosition(json.toStdString());
  } catch (const std::exception& e) {
    if (error) *error = QString::fromUtf8(e.what());
    return false;
  }
  if (seats.size() != game.playerCount()) {
    if (error)
      *error = tr("The saved game names %1 players for a game of %2.")
                   .arg(seats.size())
                   .arg(game.playerCount());
    return false;
  }
  Config config{.opponents = game.playerCount() - 1,
                .aiLevel = kMediumLevel,
                .kingdom = game.s.kingdom,
                .demo = humanCount(seats) == 0,
                .seats = seats,
                .allowUndo = allowUndo};
  game.s.logEvents = true;
  game.s.events.clear();
  m_restoredLog = log;
  start(std::move(game), config, false);
  m_restoredLog = {};
  return true;
}

QJsonArray GameController::logRecords() const { return m_log->records(); }

void GameController::stopAi() {
  ++m_epoch;  // a decision still being thought about is dropped when it arrives
  if (m_stopThinking) m_stopThinking->store(true);
  m_stopThinking.reset();
  m_thinking = false;
  m_pendingAiMove.reset();
  m_paceTimer.stop();
}

void GameController::start(dom::Game game, const Config& config, bool animateSetup) {
  stopAi();
  m_game = std::move(game);
  m_config = config;
  m_undo.clear();
  const int seats = m_game.playerCount();

  m_ai.assign(size_t(seats), nullptr);
  if (m_config.seats.size() != seats)
    m_config.seats = soloSeats(seats, config.aiLevel, config.demo);
  // The person looking: the one person at the table; with several, the hand-over gate decides
  // and nobody's hand is shown until the first of them takes the screen.
  QList<bool> humans;
  QStringList gateNames, gateColours;
  for (const SeatSetup& s : m_config.seats) {
    humans.append(s.human && !config.demo);
    gateNames.append(s.name);
    gateColours.append(s.colour.name());
  }
  const int firstHuman = int(humans.indexOf(true));
  assign(this, m_humanSeat, std::max(firstHuman, 0), &GameController::humanSeatChanged);
  m_handHidden = hotSeat();
  m_gate->reset(humans, gateNames, gateColours, /*resumed=*/!animateSetup);
  auto names = std::make_shared<SeatNames>();
  names->human = config.demo || hotSeat() ? -1 : m_humanSeat;
  QList<PlayerModel::Player> rows;
  for (int seat = 0; seat < seats; ++seat) {
    const SeatSetup& s = m_config.seats.at(seat);
    PlayerModel::Player row;
    row.seat = seat;
    row.isHuman = humans.at(seat);
    row.aiLevel = s.level;
    row.aiName = s.name;  // a person's name in hot-seat games ("" for "You")
    row.colour = s.colour;
    if (!row.isHuman) {
      const uint64_t seed = m_game.s.seed + uint64_t(seat) + 1;
      m_ai[size_t(seat)] =
          m_aiFactory ? m_aiFactory(seat, s.level, seed) : makeAiPlayer(s.level, seed);
      if (!m_ai[size_t(seat)]) {
        emit errorOccurred(tr("No AI player is available."));
        return;
      }
    }
    names->names.append(row.aiName);
    rows.append(row);
  }
  applyTurnEnding();
  m_seatNames = names;
  // With several people the log shows nobody's private cards: it stays on the screen.
  m_logBuilder.start(m_seatNames, hotSeat() ? -1 : m_humanSeat, /*midGame=*/!animateSetup);

  m_players->resetTo(rows);
  for (int seat = 0; seat < seats; ++seat) {
    for (QObject* o :
         std::initializer_list<QObject*>{m_players->inPlay(seat), m_players->thisTurn(seat),
                                         m_players->durations(seat), m_players->mats(seat)})
      keepCppOwnership(o);
    for (int m = 0; m < m_players->mats(seat)->count(); ++m)
      keepCppOwnership(m_players->mats(seat)->cards(m));
  }
  m_keeperOf.clear();
  m_earlier.assign(size_t(seats), {});
  // Taken up in the middle of a turn: the cards in play beyond those played this turn (the
  // oldest ones) came from earlier turns.
  {
    const dom::PlayerId current = m_game.current();
    const auto& inPlay = m_game.player(current).inPlay();
    std::vector<dom::CardId> played;
    for (const dom::Played& pl : m_game.s.turn.played) played.push_back(pl.card);
    for (auto it = inPlay.rbegin(); it != inPlay.rend(); ++it) {
      const auto p = std::find(played.begin(), played.end(), m_game.cardOf(*it));
      if (p != played.end())
        played.erase(p);
      else
        m_earlier[size_t(current)].insert(int(*it));
    }
  }
  rememberDurations();
  m_log->clear();
  m_log->append(m_logBuilder.restore(m_restoredLog));
  m_decision->clear();
  m_shownCurrent = m_game.current();

  resetModels(tableView(), animateSetup);

  assign(this, m_paused, false, &GameController::pausedChanged);
  assign(this, m_demo, config.demo, &GameController::demoChanged);
  assign(this, m_playerCount, seats, &GameController::playerCountChanged);
  assign(this, m_moveCount, 0, &GameController::moveCountChanged);
  assign(this, m_over, false, &GameController::overChanged);
  assign(this, m_active, true, &GameController::activeChanged);
  emit gameStarted();
  showBatch({});
  step();
}

// What a Supply row shows of pile k in view v; what the pending decision adds (affordable,
// selectable, selected) is set by refresh().
SupplyModel::Pile GameController::pileRow(const dom::View& v, size_t k) const {
  const dom::PileView& p = v.supply[k];
  return {.pile = int(k),
          .cardId = p.top == dom::NoCard ? p.card : p.top,
          .count = p.count,
          .cost = shownCost(p.cost),
          .isKingdom = dom::card(p.card).isKingdom(),
          .isBane = p.card == m_game.s.bane,
          .inSupply = m_game.s.supply[k].inSupply,
          .buyForbidden = p.buyForbidden,
          .tokens = pileTokens(m_game.s.supply[k], v.namedForWarChest)};
}

void GameController::resetModels(const dom::View& v, bool emptyZones) {
  QList<SupplyModel::Pile> piles;
  for (size_t k = 0; k < v.supply.size(); ++k) {
    piles.append(pileRow(v, k));
  }
  m_supply->resetTo(piles);
  if (emptyZones) {
    // The set-up's events (the opening draws) fill the zones when the batch is shown.
    for (CardListModel* m : {m_hand, m_inPlay, m_revealed, m_trash}) m->resetTo({});
    return;
  }
  auto cards = [this](const std::vector<dom::SeenCard>& seen, int section = 0) {
    QList<CardListModel::Card> out;
    for (const dom::SeenCard& c : seen)
      out.append({.inst = c.inst,
                  .cardId = c.card,
                  .cost = shownCost(m_game.cost(c.card)),
                  .section = section});
    return out;
  };
  m_hand->resetTo(cards(v.hand));
  m_inPlay->resetTo(cards(v.players[size_t(v.current)].inPlay));
  m_trash->resetTo(cards(v.trash));
  QList<CardListModel::Card> revealed;
  for (size_t p = 0; p < v.players.size(); ++p) {
    revealed += cards(revealedOnly(v, int(p)), int(p) * 2);
    if (int(p) == m_humanSeat && !m_handHidden) revealed += cards(v.aside, int(p) * 2 + 1);
  }
  m_revealed->resetTo(revealed);
  for (size_t p = 0; p < v.players.size(); ++p)
    m_players->inPlay(int(p))->resetTo(cards(v.players[p].inPlay));
}

bool GameController::isAiSeat(int seat) const {
  return seat >= 0 && size_t(seat) < m_ai.size() && m_ai[size_t(seat)] != nullptr;
}

// ---- The human's intents ----------------------------------------------------------------------

bool GameController::canPlay(int inst) const {
  if (!m_humanToAct) return false;
  const DecisionKind k = m_game.decision().kind;
  if (k != DecisionKind::ActionPhase && k != DecisionKind::BuyPhase) return false;
  return m_game.isLegal(Move::play(dom::Inst(inst)));
}

bool GameController::canBuy(int pile) const {
  if (!m_humanToAct || m_game.decision().kind != DecisionKind::BuyPhase) return false;
  return m_game.isLegal(Move::buy(pile));
}

QString GameController::buyWarning(int pile) const {
  if (!m_canPlayTreasures || !canBuy(pile)) return {};
  const dom::View v = dom::view(m_game, m_game.decision().player);
  int treasures = 0;
  int inHand = 0;  // what the plain Treasures in hand give (what others give is not known here)
  for (const dom::SeenCard& c : v.hand) {
    const dom::CardDef& def = dom::card(c.card);
    if (!def.is(dom::Treasure)) continue;
    ++treasures;
    inHand += def.plus.coins;
  }
  const dom::PileView& p = v.supply[size_t(pile)];
  const dom::CardId id = p.top == dom::NoCard ? p.card : p.top;
  const bool curse = dom::card(id).is(dom::CurseType);
  if (treasures == 0 || (!curse && p.cost.coins * 2 >= v.coins + inHand)) return {};
  //: %1 is the card, %2 the coins the player has now, %n the Treasures in hand
  return tr("Buy %1 with $%2? You have %n Treasure(s) in hand.", nullptr, treasures)
      .arg(CardCatalog::name(id))
      .arg(v.coins);
}

void GameController::playCard(int inst) {
  if (canPlay(inst)) applyHumanMove(Move::play(dom::Inst(inst)));
}

void GameController::playAllTreasures() {
  if (m_canPlayTreasures) applyHumanMove(Move::playTreasures());
}

void GameController::buy(int pile) {
  if (canBuy(pile)) applyHumanMove(Move::buy(pile));
}

void GameController::endPhase() {
  if (m_canEndPhase) applyHumanMove(Move::end());
}

int GameController::tokenLimit(MoveKind kind) const {
  if (!humanDecides()) return 0;
  const dom::PlayerState& ps = m_game.player(m_game.current());
  int most = 0;
  switch (kind) {
    case MoveKind::SpendCoffers:
      most = ps.counter(dom::Counter::Coffers);
      break;
    case MoveKind::SpendVillagers:
      most = ps.counter(dom::Counter::Villagers);
      break;
    case MoveKind::PayDebt:
      most = std::min<int>(ps.counter(dom::Counter::Debt), m_game.s.turn.coins);
      break;
    default:
      return 0;
  }
  // The most the engine takes now (its rules say when; the counter and the $ say how many).
  for (; most > 0; --most)
    if (m_game.isLegal(Move{kind, most, {}})) return most;
  return 0;
}

void GameController::spendCoffers(int count) {
  if (count >= 1 && count <= m_coffersToSpend) applyHumanMove(Move::spendCoffers(count));
}

void GameController::spendVillagers(int count) {
  if (count >= 1 && count <= m_villagersToSpend) applyHumanMove(Move::spendVillagers(count));
}

void GameController::payDebt(int count) {
  if (count >= 1 && count <= m_debtToPay) applyHumanMove(Move::payDebt(count));
}

bool GameController::canBuyLandscape(int landscape) const {
  if (!m_humanToAct || m_game.decision().kind != DecisionKind::BuyPhase) return false;
  return m_game.isLegal(Move::buyLandscape(landscape));
}

void GameController::buyLandscape(int landscape) {
  if (canBuyLandscape(landscape)) applyHumanMove(Move::buyLandscape(landscape));
}

QVariantList GameController::waysFor(int inst) const {
  QVariantList out;
  if (!m_humanToAct || m_game.decision().kind != DecisionKind::ActionPhase) return out;
  for (size_t k = 0; k < m_game.s.landscapes.size(); ++k) {
    const dom::CardId way = m_game.s.landscapes[k].card;
    if (dom::card(way).landscape != dom::Landscape::Way) continue;
    if (!m_game.isLegal(Move::playAs(dom::Inst(inst), int(k)))) continue;
    out.append(QVariantMap{{QStringLiteral("landscape"), int(k)},
                           {QStringLiteral("cardId"), int(way)},
                           {QStringLiteral("name"), CardCatalog::name(way)}});
  }
  return out;
}

void GameController::playCardAs(int inst, int landscape) {
  if (!m_humanToAct || m_game.decision().kind != DecisionKind::ActionPhase) return;
  const Move move = Move::playAs(dom::Inst(inst), landscape);
  if (m_game.isLegal(move)) applyHumanMove(move);
}

bool GameController::applyHumanMove(const Move& move) {
  if (!m_humanToAct) return false;  // the AI is thinking, or the game is over
  const std::vector<dom::Option> options = m_game.decision().options;
  dom::Game before = m_game;
  std::string error;
  if (!m_game.apply(move, &error)) {
    emit errorOccurred(tr("The move was refused: %1").arg(QString::fromStdString(error)));
    return false;
  }
  if (revealsInformation(m_game.s.events)) {
    m_undo.clear();
  } else {
    m_undo.push_back(std::move(before));
    if (m_undo.size() > kMaxUndo) m_undo.erase(m_undo.begin());
  }
  assign(this, m_moveCount, m_moveCount + 1, &GameController::moveCountChanged);
  m_decision->clear();
  showBatch(options, &move);
  step();
  return true;
}

void GameController::undo() {
  if (!m_canUndo || m_undo.empty()) return;
  m_game = std::move(m_undo.back());
  m_undo.pop_back();
  m_game.s.events.clear();
  m_logBuilder.addUndo();
  m_log->append(m_logBuilder.take());
  m_decision->clear();
  m_shownCurrent = m_game.current();
  rememberDurations();
  emit moveApplied();
  reconcile(true);
  refresh();
  emit moveShown();
}

// ---- The AI -------------------------------------------------------------------------------------

void GameController::setPaused(bool paused) {
  if (paused == m_paused) return;
  m_paused = paused;
  emit pausedChanged();
  if (m_paused) {
    m_paceTimer.stop();  // a decided move waits in m_pendingAiMove
    if (m_thinking) {
      // Thinking stops too (the table is left, the app quits): it starts again on resuming.
      ++m_epoch;
      m_stopThinking->store(true);
      m_stopThinking.reset();
      m_thinking = false;
    }
    return;
  }
  if (m_pendingAiMove) {
    m_paceTimer.start(0);
    return;
  }
  step();
}

void GameController::step() {
  if (!m_active || m_game.isOver() || m_paused) return;
  const int seat = m_game.decision().player;
  if (!isAiSeat(seat)) return;  // the human decides
  if (!m_thinking && !m_pendingAiMove && m_decisionsOut == 0) startThinking();
}

void GameController::startThinking() {
  const dom::PlayerId seat = m_game.decision().player;
  std::shared_ptr<dom::ai::Player> player = m_ai[size_t(seat)];
  dom::View view = dom::view(m_game, seat);
  const quint64 epoch = m_epoch;
  m_thinking = true;
  m_stopThinking = std::make_shared<std::atomic<bool>>(false);
  ++m_decisionsOut;
  emit aiDecisionAsked();
  m_pool.start([this, player, view = std::move(view), epoch, stop = m_stopThinking]() {
    m_lastAiThread.store(QThread::currentThread());
    std::optional<Move> move;
    try {
      const dom::ai::StopScope scope(stop.get());
      move = player->decide(view);
    } catch (const std::exception& e) {
      qWarning("GameController: the AI player failed: %s", e.what());
    }
    QMetaObject::invokeMethod(
        this, [this, epoch, move]() { onAiDecided(epoch, move); }, Qt::QueuedConnection);
  });
}

void GameController::onAiDecided(quint64 epoch, std::optional<Move> move) {
  --m_decisionsOut;
  if (epoch != m_epoch) {  // a game or position that is gone, or thinking that was stopped
    step();
    return;
  }
  m_thinking = false;
  if (!move) {
    if (m_game.legalMoveCount() == 0) return;
    move = m_game.legalMove(0);
  }
  m_pendingAiMove = move;
  if (m_paused) return;  // shown when the game resumes
  const int wait = std::max<qint64>(0, moveDelay() - m_sinceShown.elapsed());
  m_paceTimer.start(wait);
}

void GameController::applyAiMove() {
  if (!m_pendingAiMove || !m_active || m_paused) return;
  Move move = *m_pendingAiMove;
  m_pendingAiMove.reset();
  const std::vector<dom::Option> options = m_game.decision().options;
  std::string error;
  if (!m_game.apply(move, &error)) {
    emit errorOccurred(tr("An AI player made an illegal move (%1); it plays another one.")
                           .arg(QString::fromStdString(error)));
    if (m_game.legalMoveCount() == 0 || !m_game.apply(m_game.legalMove(0))) return;
  }
  m_undo.clear();  // another player's move: nothing before it may be taken back
  assign(this, m_moveCount, m_moveCount + 1, &GameController::moveCountChanged);
  showBatch(options, &move);
  step();
}

// ---- Showing the engine's events ----------------------------------------------------------

void GameController::showBatch(const std::vector<dom::Option>& options, const Move* move) {
  if (move && move->kind == MoveKind::Play && move->way >= 0 &&
      size_t(move->way) < m_game.s.landscapes.size())
    m_logBuilder.setWayOfNextPlay(m_game.s.landscapes[size_t(move->way)].card);
  m_events.clear();
  std::swap(m_events, m_game.s.events);  // the engine keeps the emptied buffer
  const bool endedNow = !m_over && m_game.isOver();
  // The cards each player revealed, in order (one entry per run of reveals by one player).
  struct Reveal {
    int seat;
    QList<int> insts;
    QVariantList cardIds;
  };
  QList<Reveal> reveals;
  for (const Event& e : m_events) {
    if (e.kind == EventKind::TurnBegin || e.kind == EventKind::ExtraTurnBegin) {
      const size_t seat = size_t(e.player);
      if (seat < m_durationsShown.size())
        m_logBuilder.setDurationsDue(e.player, m_durationsShown[seat]);
      // What is in play as the turn begins came from earlier turns: Durations.
      if (seat < m_earlier.size()) {
        m_earlier[seat].clear();
        if (CardListModel* inPlay = m_players->inPlay(e.player))
          for (const CardListModel::Card& c : inPlay->cards()) m_earlier[seat].insert(c.inst);
      }
    }
    m_logBuilder.feed(e, options);
    switch (e.kind) {
      case EventKind::Move:
        showMoveEvent(e);
        break;
      case EventKind::Shuffle:
        emit shuffled(e.player);
        break;
      case EventKind::Reveal:
        if (reveals.isEmpty() || reveals.last().seat != e.player)
          reveals.append({e.player, {}, {}});
        reveals.last().insts.append(int(e.inst));
        reveals.last().cardIds.append(int(e.card));
        break;
      case EventKind::TurnBegin:
        showTurnBegin(e.player);
        break;
      case EventKind::ExtraTurnBegin: {
        showTurnBegin(e.player);
        const QString card = CardCatalog::name(
            e.amount == int(dom::TurnKind::Outpost) ? dom::findCard("Outpost") : dom::NoCard);
        const bool you = !m_demo && !hotSeat() && e.player == m_humanSeat;
        emit message(
            you ? tr("You take an extra turn (%1).").arg(card)
                : tr("%1 takes an extra turn (%2).").arg(m_players->shortName(e.player), card));
        break;
      }
      default:
        break;
    }
  }
  rememberDurations();
  const QStringList cues =
      soundCues(m_events, [this](int seat) { return !m_demo && seat >= 0 && !isAiSeat(seat); });
  m_events.clear();
  m_log->append(m_logBuilder.take());
  emit moveApplied();  // after the log has the move's lines: an autosave keeps them
  syncGate();
  reconcile(false);
  refresh();
  m_sinceShown.restart();
  emit moveShown();
  for (const QString& cue : cues) emit soundCue(cue);
  for (Reveal& r : reveals) {
    const bool you = !m_demo && !hotSeat() && r.seat == m_humanSeat;
    if (r.seat == m_humanSeat && !m_demo && !m_handHidden) {
      // Your own reveals are in view where the cards are (a Moat in your hand, your cards in
      // the revealed strip): the banner shows only those that went out of view.
      QVariantList left;
      for (qsizetype k = 0; k < r.insts.size(); ++k)
        if (m_hand->rowOf(r.insts.at(k)) < 0 && m_revealed->rowOf(r.insts.at(k)) < 0)
          left.append(r.cardIds.at(k));
      r.cardIds = left;
    }
    if (r.cardIds.isEmpty()) continue;
    //: Over the cards a player revealed, for a moment on the table
    emit cardsRevealed(r.seat,
                       you ? tr("You reveal") : tr("%1 reveals").arg(m_players->shortName(r.seat)),
                       r.cardIds);
  }
  if (endedNow) emit gameOver();
  if (m_humanToAct && m_game.decision().player != m_game.current() &&
      isCardDecision(m_game.decision().kind))
    emit message(m_statusText);
}

void GameController::showTurnBegin(int seat) {
  m_shownCurrent = seat;
  // The play area shows the new current player's cards: Durations from their earlier turns.
  if (CardListModel* theirs = m_players->inPlay(seat)) m_inPlay->syncTo(theirs->cards());
}

void GameController::showMoveEvent(const Event& e) {
  struct Target {
    CardListModel* model;
    int section;
  };
  auto targets = [this](Zone z, int owner) {
    QList<Target> out;
    switch (z) {
      case Zone::Hand:
        if (owner == m_humanSeat && !m_handHidden) out.append({m_hand, 0});
        break;
      case Zone::InPlay:
        if (CardListModel* m = m_players->inPlay(owner)) out.append({m, 0});
        if (owner == m_shownCurrent) out.append({m_inPlay, 0});
        break;
      case Zone::Revealed:
        out.append({m_revealed, owner * 2});
        break;
      case Zone::Aside:
        if (owner == m_humanSeat && !m_handHidden) out.append({m_revealed, owner * 2 + 1});
        break;
      case Zone::Trash:
        out.append({m_trash, 0});
        break;
      default:
        break;
    }
    return out;
  };
  const QList<Target> from = targets(e.from, e.fromOwner);
  const QList<Target> to = targets(e.to, e.toOwner);
  auto contains = [](const QList<Target>& list, CardListModel* m) {
    return std::any_of(list.begin(), list.end(), [m](const Target& t) { return t.model == m; });
  };
  const CardListModel::Card card{
      .inst = e.inst, .cardId = e.card, .cost = shownCost(m_game.cost(e.card))};
  for (const Target& t : from) {
    const int row = t.model->rowOf(e.inst);
    if (row < 0) continue;
    if (contains(to, t.model)) {
      // Within one model (revealed → set aside): move the row to the end of its new section.
      const auto dest =
          std::find_if(to.begin(), to.end(), [&](const Target& d) { return d.model == t.model; });
      int target = 0;
      const auto& rows = t.model->cards();
      for (int r = 0; r < rows.size(); ++r)
        if (r != row && rows.at(r).section <= dest->section) ++target;
      t.model->moveRow(row, target);
      t.model->setSection(target, dest->section);
      continue;
    }
    t.model->removeAt(row);
  }
  for (const Target& t : to) {
    if (t.model->rowOf(e.inst) >= 0) continue;  // moved within the model above
    CardListModel::Card c = card;
    c.section = t.section;
    t.model->insertInSection(c);
  }
  if (e.from == Zone::Supply) m_supply->adjustCount(e.fromOwner, -1);
  if (e.to == Zone::Supply) m_supply->adjustCount(e.toOwner, +1);

  const bool visible = moveVisibleTo(e, m_handHidden ? -1 : m_humanSeat);
  emit cardMoved(visible ? int(e.inst) : -1, visible ? int(e.card) : -1, int(e.from), e.fromOwner,
                 int(e.to), e.toOwner, int(e.reason));
}

// ---- Keeping the models equal to the engine's view ---------------------------------------------

bool GameController::humanDecides() const {
  return m_active && !m_game.isOver() && !m_demo && !m_handHidden &&
         m_game.decision().player == m_humanSeat && !isAiSeat(m_humanSeat);
}

dom::View GameController::tableView() const {
  dom::View v = dom::view(m_game, dom::PlayerId(m_humanSeat));
  if (m_handHidden) {
    v.hand.clear();
    v.aside.clear();
    v.deckCounts.clear();
    v.deckCards.clear();
    v.decisionCards.clear();
    v.decision.choices.clear();
    // Face-down mats (Native Village) and Haven's card are private too.
    for (size_t m = 0; m < dom::kMatCount; ++m)
      if (dom::zoneInfo(dom::kMatZones[m]).visibility != dom::Visibility::Public)
        v.players[size_t(m_humanSeat)].mats[m].cards.clear();
  }
  return v;
}

QString GameController::decisionCauseText(int youSeat) const {
  if (!m_seatNames) return {};
  SeatNames names = *m_seatNames;
  names.human = youSeat;
  return causeSentence(m_game, m_game.decisionCause(), names);
}

void GameController::syncGate() {
  const dom::Decision& d = m_game.decision();
  const int decider = m_game.isOver() || !d.pending() ? -1 : int(d.player);
  const int asking = d.asking == dom::NoCard ? -1 : int(d.asking);
  // The pass screen speaks to the whole table: every seat by name.
  const QString cause = decisionCauseText(-1);
  if (m_gate->update(decider, int(m_game.current()), asking, cause)) followGate();
}

void GameController::followGate() {
  if (!m_gate->active()) return;
  m_handHidden = m_gate->viewer() < 0;
  if (!m_handHidden) assign(this, m_humanSeat, m_gate->viewer(), &GameController::humanSeatChanged);
  m_undo.clear();  // the screen changes hands: nobody takes back another person's moves
  m_decision->clear();
  reconcile(true);
  refresh();
}

bool GameController::reconcile(bool expected) {
  const dom::View v = tableView();
  const dom::Decision& d = m_game.decision();
  const bool mine = humanDecides();
  const bool phaseDecision =
      mine && (d.kind == DecisionKind::ActionPhase || d.kind == DecisionKind::BuyPhase);
  auto offered = [&](DecisionKind kind, int32_t value) {
    return mine && d.kind == kind &&
           std::find(d.choices.begin(), d.choices.end(), value) != d.choices.end();
  };
  auto selected = [&](DecisionKind kind, int32_t value) {
    return mine && d.kind == kind && m_decision->isValueSelected(value);
  };
  auto cards = [&](const std::vector<dom::SeenCard>& seen, bool fromHand, int section = 0) {
    QList<CardListModel::Card> out;
    for (const dom::SeenCard& c : seen) {
      CardListModel::Card card{.inst = c.inst,
                               .cardId = c.card,
                               .cost = shownCost(m_game.cost(c.card)),
                               .section = section};
      card.playable = fromHand && phaseDecision && m_game.isLegal(Move::play(c.inst));
      card.selectable = offered(DecisionKind::SelectCards, c.inst);
      card.selected = selected(DecisionKind::SelectCards, c.inst);
      out.append(card);
    }
    return out;
  };

  int differences = 0;
  differences += m_hand->syncTo(cards(v.hand, true));
  differences += m_inPlay->syncTo(cards(v.players[size_t(v.current)].inPlay, false));
  differences += m_trash->syncTo(cards(v.trash, false));
  // A card a Duration keeps face up (Blockade's) leaves the revealed cards once the Duration
  // keeps it: shown beside the Duration from then on, derived from the view (not a fix).
  for (size_t p = 0; p < v.players.size(); ++p)
    for (const int held : keptFaceUp(int(p)))
      if (const int row = m_revealed->rowOf(held); row >= 0) m_revealed->removeAt(row);
  QList<CardListModel::Card> revealed;
  for (size_t p = 0; p < v.players.size(); ++p) {
    revealed += cards(revealedOnly(v, int(p)), false, int(p) * 2);
    if (int(p) == m_humanSeat && !m_handHidden) revealed += cards(v.aside, false, int(p) * 2 + 1);
  }
  differences += m_revealed->syncTo(revealed);
  for (size_t p = 0; p < v.players.size(); ++p)
    differences += m_players->inPlay(int(p))->syncTo(cards(v.players[p].inPlay, false));

  for (size_t k = 0; k < v.supply.size(); ++k) {
    SupplyModel::Pile pile = pileRow(v, k);
    pile.affordable = mine && d.kind == DecisionKind::BuyPhase && m_game.isLegal(Move::buy(int(k)));
    pile.selectable = offered(DecisionKind::SelectPile, int32_t(k));
    pile.selected = selected(DecisionKind::SelectPile, int32_t(k));
    differences += m_supply->updatePile(int(k), pile);
  }
  // Derived from the view after each move, like the tableau below: not a fix.
  syncLandscapes(v, mine);

  for (size_t p = 0; p < v.players.size(); ++p) {
    const dom::PlayerView& pv = v.players[p];
    PlayerModel::Player row = m_players->players().at(int(p));
    row.isCurrent = int(p) == v.current && !v.gameOver;
    row.handCount = pv.handCount;
    row.deckCount = pv.deckCount;
    row.discardCount = pv.discardCount;
    row.discardTopCardId = pv.discardTop.card;
    row.vp = pv.vp;
    row.turns = pv.turnsTaken;
    row.deciding = !v.gameOver && d.pending() && d.player == dom::PlayerId(p);
    row.counters = playerCounters(pv);
    m_players->updatePlayer(int(p), row);
  }
  // Derived from the view after each move rather than followed event by event: not a fix.
  syncTableau(v);

  if (differences > 0 && !expected) {
    ++m_reconcileFixes;
#ifndef NDEBUG
    qWarning(
        "GameController: the models differed from the engine's view in %d places after move %d; "
        "fixed",
        differences, m_moveCount);
#endif
  }
  return differences > 0;
}

int GameController::extraTurnCardId() const {
  if (m_turnKind == u"outpost") return dom::findCard("Outpost");
  return -1;
}

QHash<int, int> GameController::keptFaceUp(int seat) const {
  const dom::PlayerState& ps = m_game.player(dom::PlayerId(seat));
  QHash<int, int> out;
  for (const auto* list : {&ps.lasting, &ps.due})
    for (const dom::Lasting& l : *list)
      if (const dom::Inst held = dom::cardKeptFaceUp(m_game, dom::PlayerId(seat), l);
          held != dom::NoInst)
        out.insert(l.card, held);
  return out;
}

std::vector<dom::SeenCard> GameController::revealedOnly(const dom::View& v, int seat) const {
  const QList<int> kept = keptFaceUp(seat).values();
  std::vector<dom::SeenCard> out;
  for (const dom::SeenCard& c : v.players[size_t(seat)].revealed)
    if (!kept.contains(c.inst)) out.push_back(c);
  return out;
}

QSet<int> GameController::stayingCards(int seat, const dom::View& v) const {
  const auto& inPlay = v.players[size_t(seat)].inPlay;
  const dom::PlayerState& ps = m_game.player(dom::PlayerId(seat));
  // Outside its turn everything a player has in play stays there (Durations, Throne Rooms).
  const bool ownTurn = seat == v.current;
  QSet<int> named;
  for (const auto* list : {&ps.lasting, &ps.due})
    for (const dom::Lasting& l : *list) {
      named.insert(l.card);
      if (l.keeper != dom::NoInst) named.insert(l.keeper);
    }
  QSet<int> out;
  for (const dom::SeenCard& c : inPlay)
    if (!ownTurn || named.contains(c.inst) ||
        (size_t(seat) < m_earlier.size() && m_earlier[size_t(seat)].contains(c.inst)))
      out.insert(c.inst);
  for (auto it = m_keeperOf.begin(); it != m_keeperOf.end(); ++it)
    if (out.contains(it.key())) out.insert(it.value());
  return out;
}

QList<DurationModel::Duration> GameController::durationRows(int seat, const dom::View& v,
                                                            const QSet<int>& staying) {
  const dom::PlayerState& ps = m_game.player(dom::PlayerId(seat));
  auto times = [](const std::vector<dom::Lasting>& list, int inst) {
    return int(std::count_if(list.begin(), list.end(),
                             [inst](const dom::Lasting& l) { return l.card == inst; }));
  };
  for (const auto* list : {&ps.lasting, &ps.due})
    for (const dom::Lasting& l : *list)
      if (l.keeper != dom::NoInst) m_keeperOf.insert(l.card, l.keeper);
  QSet<int> keepers;
  for (int inst : staying)
    if (m_keeperOf.contains(inst)) keepers.insert(m_keeperOf.value(inst));
  const QHash<int, int> kept = keptFaceUp(seat);
  QList<DurationModel::Duration> rows;
  for (const dom::SeenCard& c : v.players[size_t(seat)].inPlay) {
    if (!staying.contains(c.inst) || keepers.contains(c.inst)) continue;
    DurationModel::Duration d{.inst = c.inst, .cardId = c.card};
    if (const int next = times(ps.lasting, c.inst); next > 0) {
      d.times = next;
    } else if (const int now = times(ps.due, c.inst); now > 0) {
      d.times = now;
      d.stage = DurationStage::Now;
    } else {
      d.stage = DurationStage::Done;
    }
    if (m_keeperOf.contains(c.inst)) {
      d.keeperInst = m_keeperOf.value(c.inst);
      d.keeperCardId = m_game.cardOf(dom::Inst(d.keeperInst));
    }
    if (const auto held = kept.constFind(c.inst); held != kept.cend()) {
      d.heldInst = *held;
      d.heldCardId = m_game.cardOf(dom::Inst(*held));
    }
    rows.append(d);
  }
  return rows;
}

void GameController::syncTableau(const dom::View& v) {
  // Cards that left play are forgotten.
  QSet<int> inPlay;
  for (const dom::PlayerView& pv : v.players)
    for (const dom::SeenCard& c : pv.inPlay) inPlay.insert(c.inst);
  for (auto it = m_keeperOf.begin(); it != m_keeperOf.end();)
    it = inPlay.contains(it.key()) && inPlay.contains(it.value()) ? std::next(it)
                                                                  : m_keeperOf.erase(it);
  for (QSet<int>& earlier : m_earlier) earlier.intersect(inPlay);

  for (size_t p = 0; p < v.players.size(); ++p) {
    const int seat = int(p);
    const QSet<int> staying = stayingCards(seat, v);
    m_players->thisTurn(seat)->setStaying(staying);
    if (seat == v.current) m_inPlayThisTurn->setStaying(staying);
    m_players->durations(seat)->syncTo(durationRows(seat, v, staying));
    MatModel* mats = m_players->mats(seat);
    for (size_t m = 0; m < dom::kMatCount; ++m) {
      QList<CardListModel::Card> seen;
      for (const dom::SeenCard& c : v.players[p].mats[m].cards)
        seen.append({.inst = c.inst, .cardId = c.card, .cost = m_game.cost(c.card)});
      mats->update(int(m), v.players[p].mats[m].count, seen);
    }
  }
}

void GameController::syncLandscapes(const dom::View& v, bool mine) {
  const bool buyPhase = mine && m_game.decision().kind == DecisionKind::BuyPhase;
  QList<LandscapeModel::Landscape> rows;
  for (size_t k = 0; k < m_game.s.landscapes.size(); ++k) {
    const dom::LandscapeState& l = m_game.s.landscapes[k];
    LandscapeModel::Landscape row;
    row.index = int(k);
    row.cardId = int(l.card);
    const dom::Cost cost = m_game.cost(l.card);
    row.cost = cost.coins;
    row.debt = cost.debt;
    for (int seat = 0; seat < m_game.playerCount(); ++seat)
      if (l.owners & (1u << seat)) row.owners.append(seat);
    row.buyable = buyPhase && m_game.isLegal(Move::buyLandscape(int(k)));  // never a Way
    row.bought =
        std::find(v.eventsBought.begin(), v.eventsBought.end(), l.card) != v.eventsBought.end();
    rows.append(row);
  }
  m_landscapes->syncTo(rows);
}

void GameController::rememberDurations() {
  m_durationsShown.assign(size_t(m_game.playerCount()), {});
  for (int p = 0; p < m_game.playerCount(); ++p)
    for (const dom::Lasting& l : m_game.player(dom::PlayerId(p)).lasting)
      m_durationsShown[size_t(p)].push_back(int(l.as));
}

void GameController::refresh() {
  const dom::View v = tableView();
  const dom::Decision& d = m_game.decision();
  const bool over = m_active && m_game.isOver();
  const bool mine = humanDecides();
  const bool phaseDecision =
      mine && (d.kind == DecisionKind::ActionPhase || d.kind == DecisionKind::BuyPhase);

  assign(this, m_over, over, &GameController::overChanged);
  assign(this, m_currentPlayer, int(v.current), &GameController::currentPlayerChanged);
  assign(this, m_turnNumber, int(v.players[size_t(v.current)].turnsTaken),
         &GameController::turnNumberChanged);
  assign(this, m_phase, phaseName(v.phase), &GameController::phaseChanged);
  assign(this, m_turnKind, m_active ? turnKindKey(m_game.s.turn.kind) : QString(),
         &GameController::turnKindChanged);
  static const dom::CardId tradeRoute = dom::findCard("Trade Route");
  const bool hasTradeRoute = m_active && std::find(m_game.s.kingdom.begin(), m_game.s.kingdom.end(),
                                                   tradeRoute) != m_game.s.kingdom.end();
  assign(this, m_tradeRouteMat, hasTradeRoute ? int(m_game.s.tradeRouteMat) : -1,
         &GameController::tradeRouteMatChanged);
  assign(this, m_actions, v.actions, &GameController::actionsChanged);
  assign(this, m_buys, v.buys, &GameController::buysChanged);
  assign(this, m_coins, v.coins, &GameController::coinsChanged);
  assign(this, m_potions, v.potions, &GameController::potionsChanged);
  assign(this, m_potionsInGame, m_active && m_game.pileIndex(dom::cards::Potion) >= 0,
         &GameController::potionsInGameChanged);
  assign(this, m_cursesAreTreasures, m_active && m_game.s.cursesAreTreasures,
         &GameController::cursesAreTreasuresChanged);
  assign(this, m_earlierVersions, m_active && m_game.s.earlierVersions,
         &GameController::earlierVersionsChanged);
  assign(this, m_humanToAct, mine, &GameController::humanToActChanged);
  assign(this, m_aiThinking, m_active && !over && isAiSeat(d.player),
         &GameController::aiThinkingChanged);
  assign(this, m_canUndo, mine && !m_undo.empty() && (!hotSeat() || m_config.allowUndo),
         &GameController::canUndoChanged);
  const bool treasures = mine && d.kind == DecisionKind::BuyPhase && !v.bought &&
                         m_game.isLegal(Move::playTreasures()) &&
                         std::any_of(v.hand.begin(), v.hand.end(), [](const dom::SeenCard& c) {
                           return dom::card(c.card).is(dom::Treasure);
                         });
  assign(this, m_canPlayTreasures, treasures, &GameController::canPlayTreasuresChanged);
  assign(this, m_canEndPhase, phaseDecision, &GameController::canEndPhaseChanged);
  const int coffers = tokenLimit(MoveKind::SpendCoffers);
  const int villagers = tokenLimit(MoveKind::SpendVillagers);
  const int debt = tokenLimit(MoveKind::PayDebt);
  if (coffers != m_coffersToSpend || villagers != m_villagersToSpend || debt != m_debtToPay) {
    m_coffersToSpend = coffers;
    m_villagersToSpend = villagers;
    m_debtToPay = debt;
    emit spendingChanged();
  }
  // After the last Buy (a turn the human ends themselves) nothing is left but to end the turn.
  const bool heldOpen = phaseDecision && d.kind == DecisionKind::BuyPhase && v.buys <= 0;
  assign(this, m_turnHeldOpen, heldOpen, &GameController::turnHeldOpenChanged);
  const QString label = !phaseDecision                        ? QString()
                        : d.kind == DecisionKind::ActionPhase ? tr("End Actions")
                        : heldOpen                            ? tr("End turn")
                                                              : tr("End Buys");
  assign(this, m_endPhaseLabel, label, &GameController::endPhaseLabelChanged);
  updateDecision();
  assign(this, m_statusText, describeStatus(), &GameController::statusTextChanged);
}

void GameController::updateDecision() {
  const dom::Decision& d = m_game.decision();
  if (!humanDecides() || !isCardDecision(d.kind)) {
    m_decision->clear();
    return;
  }
  DecisionModel::Spec spec;
  spec.prompt = d.id;
  spec.promptArgs = d.args;
  spec.askingCardId = d.asking;
  // Told to the one who answers: "You gain Curse." in a hot-seat game too.
  spec.cause = decisionCauseText(int(d.player));
  spec.minCount = d.min;
  spec.maxCount = d.max;
  spec.ordered = d.ordered;
  switch (d.kind) {
    case DecisionKind::SelectCards:
      spec.kind = QStringLiteral("cards");
      for (int32_t i : d.choices)
        spec.options.append(
            {.value = i, .text = {}, .cardId = m_game.cardOf(dom::Inst(i)), .inst = i});
      break;
    case DecisionKind::SelectPile:
      spec.kind = QStringLiteral("pile");
      for (int32_t k : d.choices) {
        const dom::Pile& pile = m_game.s.supply[size_t(k)];
        const int shown = pile.cards.empty() ? pile.card : m_game.cardOf(pile.cards.back());
        spec.options.append({.value = k, .text = {}, .cardId = shown});
      }
      break;
    case DecisionKind::SelectOption:
      spec.kind = QStringLiteral("options");
      for (size_t k = 0; k < d.options.size(); ++k)
        spec.options.append({.value = int32_t(k), .text = d.options[k]});
      break;
    case DecisionKind::NameCard:
      spec.kind = QStringLiteral("name");
      for (int32_t c : d.choices) spec.options.append({.value = c, .text = {}, .cardId = c});
      break;
    default:
      break;
  }
  m_decision->setDecision(
      spec, [this](const std::vector<int32_t>& answer) { applyHumanMove(Move::choose(answer)); },
      [this](const std::vector<int32_t>& answer) { return m_game.isLegal(Move::choose(answer)); });
}

QString GameController::describeStatus() const {
  if (!m_active) return {};
  if (m_game.isOver()) {
    const std::vector<dom::PlayerResult> results = m_game.results();
    QStringList winners;
    bool humanWon = false;
    for (size_t p = 0; p < results.size(); ++p) {
      if (!results[p].winner) continue;
      if (!m_demo && !hotSeat() && int(p) == m_humanSeat)
        humanWon = true;
      else
        winners.append(m_players->shortName(int(p)));
    }
    if (humanWon && winners.isEmpty()) return tr("The game is over: you win!");
    if (humanWon)
      return tr("The game is over: you share the victory with %1.")
          .arg(winners.join(QStringLiteral(", ")));
    if (winners.size() == 1) return tr("The game is over: %1 wins.").arg(winners.front());
    return tr("The game is over: %1 share the victory.").arg(winners.join(QStringLiteral(", ")));
  }
  const dom::Decision& d = m_game.decision();
  if (humanDecides()) {
    switch (d.kind) {
      case DecisionKind::ActionPhase: {
        const int actions = m_game.s.turn.actions;
        if (actions == 1) return tr("Your turn: play an Action card, or end your Actions.");
        return tr("Your turn: play Action cards (%1 Actions left), or end your Actions.")
            .arg(actions);
      }
      case DecisionKind::BuyPhase: {
        const int buys = m_game.s.turn.buys;
        if (buys <= 0)
          return m_canUndo ? tr("No Buys left: end your turn, or undo a buy.")
                           : tr("No Buys left: end your turn.");
        if (buys == 1)
          return tr("Your turn: play Treasures and buy a card ($%1).").arg(m_game.s.turn.coins);
        return tr("Your turn: play Treasures and buy up to %1 cards ($%2).")
            .arg(buys)
            .arg(m_game.s.turn.coins);
      }
      default: {
        const QString prompt = engineText(d.id, d.args);
        if (d.asking == dom::NoCard) return prompt;
        return tr("%1: %2").arg(CardCatalog::name(d.asking), prompt);
      }
    }
  }
  const QString who = m_players->shortName(d.player);
  if (d.player != m_game.current()) return tr("%1 is deciding…").arg(who);
  return tr("%1 is playing…").arg(who);
}

QString GameController::describeMove(const Move& m) const {
  const dom::Decision& d = m_game.decision();
  auto names = [&](const std::vector<int32_t>& picks, bool instances) {
    QStringList out;
    for (int32_t x : picks)
      out.append(CardCatalog::name(instances ? m_game.cardOf(dom::Inst(x)) : x));
    return out.join(QStringLiteral(", "));
  };
  switch (m.kind) {
    case MoveKind::Play:
      if (m.way >= 0 && size_t(m.way) < m_game.s.landscapes.size())
        //: A hint: %1 is an Action card, %2 a Way ("Play Village using Way of the Ox.")
        return tr("Play %1 using %2.")
            .arg(CardCatalog::name(m_game.cardOf(dom::Inst(m.arg))),
                 CardCatalog::name(m_game.s.landscapes[size_t(m.way)].card));
      return tr("Play %1.").arg(CardCatalog::name(m_game.cardOf(dom::Inst(m.arg))));
    case MoveKind::SpendCoffers:
      return tr("Spend %1 Coffers.").arg(m.arg);
    case MoveKind::SpendVillagers:
      return tr("Spend %n Villager(s).", nullptr, m.arg);
    case MoveKind::PayDebt:
      return tr("Pay off %1 Debt.").arg(m.arg);
    case MoveKind::BuyLandscape:
      if (m.arg < 0 || size_t(m.arg) >= m_game.s.landscapes.size()) return {};
      return tr("Buy %1.").arg(CardCatalog::name(m_game.s.landscapes[size_t(m.arg)].card));
    case MoveKind::PlayAllTreasures:
      return tr("Play all your Treasures.");
    case MoveKind::Buy:
      return tr("Buy %1.").arg(CardCatalog::name(m_game.s.supply[size_t(m.arg)].card));
    case MoveKind::EndPhase:
      return d.kind == DecisionKind::ActionPhase ? tr("End your Action phase.")
                                                 : tr("End your turn.");
    case MoveKind::Choose:
      if (m.picks.empty()) return tr("Choose nothing.");
      switch (d.kind) {
        case DecisionKind::SelectCards:
          return tr("Choose %1.").arg(names(m.picks, true));
        case DecisionKind::SelectPile: {
          QStringList piles;
          for (int32_t k : m.picks)
            piles.append(CardCatalog::name(m_game.s.supply[size_t(k)].card));
          return tr("Choose %1.").arg(piles.join(QStringLiteral(", ")));
        }
        case DecisionKind::NameCard:
          return tr("Name %1.").arg(names(m.picks, false));
        case DecisionKind::SelectOption: {
          QStringList labels;
          for (int32_t o : m.picks)
            if (o >= 0 && size_t(o) < d.options.size())
              labels.append(engineOptionText(d.options[size_t(o)]));
          return tr("Choose “%1”.").arg(labels.join(QStringLiteral("”, “")));
        }
        default:
          return {};
      }
  }
  return {};
}

std::optional<Move> GameController::advisedMove() const {
  if (!humanDecides()) return std::nullopt;
  std::unique_ptr<dom::ai::Player> adviser =
      makeAiPlayer(kMediumLevel, m_game.s.seed + uint64_t(m_moveCount));
  if (!adviser) return std::nullopt;
  try {
    const Move m = adviser->decide(dom::view(m_game, dom::PlayerId(m_humanSeat)));
    if (!m_game.isLegal(m)) return std::nullopt;
    return m;
  } catch (const std::exception& e) {
    qWarning("GameController: no advice: %s", e.what());
    return std::nullopt;
  }
}

QString GameController::hint() const {
  const std::optional<Move> m = advisedMove();
  return m ? describeMove(*m) : QString();
}

bool GameController::playAdvisedMove() {
  const std::optional<Move> m = advisedMove();
  return m && applyHumanMove(*m);
}

QVariantList GameController::finalScores() const {
  QVariantList out;
  if (!m_active) return out;
  const std::vector<dom::PlayerResult> results = m_game.results();
  for (int p = 0; p < m_game.playerCount(); ++p) {
    // VP by card: each card the player owns that scores (fixed VP or a scoring rule).
    std::vector<int> counts(dom::cardTable().size(), 0);
    m_game.forEachOwned(dom::PlayerId(p), [&](dom::Inst i) { ++counts[size_t(m_game.cardOf(i))]; });
    QVariantList breakdown;
    for (size_t c = 0; c < counts.size(); ++c) {
      if (counts[c] == 0) continue;
      const dom::CardDef& def = dom::card(dom::CardId(c));
      if (def.vp == 0 && !def.score) continue;
      const int each = def.vp + (def.score ? def.score(m_game, dom::PlayerId(p)) : 0);
      breakdown.append(QVariantMap{{QStringLiteral("cardId"), int(c)},
                                   {QStringLiteral("name"), CardCatalog::name(int(c))},
                                   {QStringLiteral("count"), counts[c]},
                                   {QStringLiteral("vp"), each * counts[c]}});
    }
    if (const int tokens = m_game.player(dom::PlayerId(p)).vpTokens(); tokens != 0)
      breakdown.append(QVariantMap{{QStringLiteral("cardId"), -1},
                                   {QStringLiteral("name"), tr("VP tokens")},
                                   {QStringLiteral("count"), tokens},
                                   {QStringLiteral("vp"), tokens}});
    out.append(QVariantMap{{QStringLiteral("seat"), p},
                           {QStringLiteral("name"), m_players->displayName(p)},
                           {QStringLiteral("vp"), results[size_t(p)].vp},
                           {QStringLiteral("turns"), results[size_t(p)].turns},
                           {QStringLiteral("winner"), results[size_t(p)].winner},
                           {QStringLiteral("breakdown"), breakdown}});
  }
  return out;
}

void GameController::retranslate() {
  for (CardListModel* m : {m_hand, m_inPlay, m_revealed, m_trash}) m->retranslate();
  m_supply->retranslate();
  m_players->retranslate();
  m_log->retranslate();
  m_decision->retranslate();
  m_landscapes->retranslate();
  if (!m_active) return;
  m_endPhaseLabel.clear();  // forces the NOTIFY: the same state, another language
  m_statusText.clear();
  refresh();
}

}  // namespace dominion::app
