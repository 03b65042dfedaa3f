#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <cstdint>
#include <vector>

#include "engine/kingdom.hpp"
#include "kingdomcardsmodel.h"

namespace dominion::app {

// Facade of the kingdom dialog: the sets and editions to draw from, the constraints, bans
// and favourites, and the ten cards (some locked). Every draw is the engine's
// (dom::generateKingdom / rerollKingdom); an impossible request leaves the cards as they
// were and sets `error` to a sentence naming the constraints and `errorDetail` to the
// engine's message. The choices are remembered between sessions (QSettings).
class KingdomBuilder : public QObject {
  Q_OBJECT
  QML_ELEMENT

  Q_PROPERTY(QObject* cards READ cards CONSTANT)
  Q_PROPERTY(int cardCount READ cardCount NOTIFY kingdomChanged)
  // The ids of the cards in the kingdom, by cost.
  Q_PROPERTY(QVariantList cardIds READ cardIds NOTIFY kingdomChanged)
  Q_PROPERTY(bool complete READ complete NOTIFY kingdomChanged)
  // [{ key ("Base", "Intrigue"), enabled, editions (1 first, 2 second, 3 both), minCount,
  //    cardCount (Kingdom cards in those editions) }]
  Q_PROPERTY(QVariantList sets READ sets NOTIFY setsChanged)
  Q_PROPERTY(bool requireVillage READ requireVillage WRITE setRequireVillage NOTIFY optionsChanged)
  Q_PROPERTY(bool requireBuy READ requireBuy WRITE setRequireBuy NOTIFY optionsChanged)
  Q_PROPERTY(bool requireDraw READ requireDraw WRITE setRequireDraw NOTIFY optionsChanged)
  Q_PROPERTY(
      bool requireTrashing READ requireTrashing WRITE setRequireTrashing NOTIFY optionsChanged)
  Q_PROPERTY(
      bool requireReaction READ requireReaction WRITE setRequireReaction NOTIFY optionsChanged)
  Q_PROPERTY(bool costSpread READ costSpread WRITE setCostSpread NOTIFY optionsChanged)
  // At most this many cards from one set; 0: no limit.
  Q_PROPERTY(int maxPerSet READ maxPerSet WRITE setMaxPerSet NOTIFY optionsChanged)
  Q_PROPERTY(QVariantList banned READ banned NOTIFY listsChanged)
  Q_PROPERTY(QVariantList favourites READ favourites NOTIFY listsChanged)
  // The last request that could not be met: a translated sentence naming the constraints,
  // the engine's own message, and the constraints' keys (see ruleKey) for highlighting.
  Q_PROPERTY(QString error READ error NOTIFY errorChanged)
  Q_PROPERTY(QString errorDetail READ errorDetail NOTIFY errorChanged)
  Q_PROPERTY(QStringList conflicts READ conflicts NOTIFY errorChanged)
  // The constraints the cards on show break (after a constraint was changed): keys.
  Q_PROPERTY(QStringList unmet READ unmet NOTIFY unmetChanged)
  // Where the cards came from: a saved kingdom (its library id, name and note) or a preset.
  Q_PROPERTY(QString libraryId READ libraryId NOTIFY originChanged)
  Q_PROPERTY(QString kingdomName READ kingdomName NOTIFY originChanged)
  Q_PROPERTY(QString kingdomNote READ kingdomNote NOTIFY originChanged)

 public:
  explicit KingdomBuilder(QObject* parent = nullptr);

  QObject* cards() const { return m_cards; }
  KingdomCardsModel* cardsModel() const { return m_cards; }
  int cardCount() const { return m_cards->count(); }
  QVariantList cardIds() const;
  bool complete() const { return m_cards->count() == dom::KingdomSize; }
  QVariantList sets() const;
  bool requireVillage() const { return m_village; }
  bool requireBuy() const { return m_buy; }
  bool requireDraw() const { return m_draw; }
  bool requireTrashing() const { return m_trashing; }
  bool requireReaction() const { return m_reaction; }
  bool costSpread() const { return m_costSpread; }
  int maxPerSet() const { return m_maxPerSet; }
  void setRequireVillage(bool on);
  void setRequireBuy(bool on);
  void setRequireDraw(bool on);
  void setRequireTrashing(bool on);
  void setRequireReaction(bool on);
  void setCostSpread(bool on);
  void setMaxPerSet(int count);
  QVariantList banned() const;
  QVariantList favourites() const;
  QString error() const { return m_error; }
  QString errorDetail() const { return m_errorDetail; }
  QStringList conflicts() const { return m_conflicts; }
  QStringList unmet() const { return m_unmet; }
  QString libraryId() const { return m_libraryId; }
  QString kingdomName() const { return m_kingdomName; }
  QString kingdomNote() const { return m_kingdomNote; }

  // ---- Sets ---------------------------------------------------------------------------
  Q_INVOKABLE void setSetEnabled(const QString& key, bool enabled);
  Q_INVOKABLE void setSetEditions(const QString& key, int editions);
  Q_INVOKABLE void setMinPerSet(const QString& key, int count);
  // "Base game", "Intrigue", translated.
  Q_INVOKABLE static QString setTitle(const QString& key);
  // The card browser's set filter: [{ value (key), label (title) }] for every set with at least
  // ten Kingdom cards in the card table (enough for a kingdom of its own), complete or not.
  Q_INVOKABLE static QVariantList browserSets();
  // The sets the randomizer offers, by title, as a list in words ("Base game, Intrigue and
  // Prosperity").
  static QString randomizerSetsText();

  // ---- The cards ------------------------------------------------------------------------
  // Draws every card that is not locked (empty slots too). False (and `error`) when the
  // constraints cannot be met; the cards then stay.
  Q_INVOKABLE bool rerollAll();
  // Replaces one card that is not locked, keeping the others and the constraints.
  Q_INVOKABLE bool rerollCard(int cardId);
  Q_INVOKABLE void toggleLock(int cardId);
  Q_INVOKABLE void setLocked(int cardId, bool locked);
  Q_INVOKABLE bool isLocked(int cardId) const { return m_cards->isLocked(cardId); }
  Q_INVOKABLE bool contains(int cardId) const { return m_cards->contains(cardId); }
  // Empties a card's slot.
  Q_INVOKABLE void removeCard(int cardId);
  // Empties every slot that is not locked.
  Q_INVOKABLE void clearUnlocked();
  // Puts a Kingdom card in the kingdom, locked: in place of `replaceCardId` if given, else
  // in an empty slot. Returns "" or a translated reason it could not.
  Q_INVOKABLE QString placeCard(int cardId, int replaceCardId = -1);
  // Shows these cards (English, German or French names); fewer than ten are locked and
  // completed by a draw. Remembers where they came from (a saved kingdom's id, or "").
  Q_INVOKABLE bool loadCards(const QStringList& names, const QString& name = QString(),
                             const QString& note = QString(), const QString& libraryId = QString());
  // The kingdom recommended by a rulebook, by name (its cards are not locked).
  Q_INVOKABLE bool loadPreset(const QString& name);
  // [{ name, source (the sets, translated), cards (English names), cardIds }], in rulebook
  // order; the cards by cost.
  Q_INVOKABLE static QVariantList presets();
  // The cards' English names by cost, for GameController::newGame and the library.
  Q_INVOKABLE QStringList englishNames() const;
  // With Young Witch in the kingdom, the cards that may be its Bane (Kingdom cards costing $2 or
  // $3 from the offered sets, not in the kingdom) as [{ cardId, name }] by cost; else empty.
  Q_INVOKABLE QVariantList baneCandidates() const;
  // The kingdom's cards that changed with their 2022 printing and may be played with their
  // earlier text (Hoard, Mint, Quarry), translated names by cost; empty if none.
  Q_INVOKABLE QStringList changedCardNames() const;
  Q_INVOKABLE QString kingdomText() const;
  // The cards are (now) the saved kingdom `id` of the library, or a kingdom of that name.
  Q_INVOKABLE void setOrigin(const QString& id, const QString& name, const QString& note);
  // Forgets a preset the cards came from (a saved kingdom being edited stays).
  Q_INVOKABLE void forgetOrigin();

  // ---- Bans and favourites --------------------------------------------------------------
  // Banning a card in the kingdom replaces it.
  Q_INVOKABLE void toggleBan(int cardId);
  Q_INVOKABLE void toggleFavourite(int cardId);
  Q_INVOKABLE bool isBanned(int cardId) const;
  Q_INVOKABLE bool isFavourite(int cardId) const;

  // Every choice back to its default (both sets, 2nd edition, no constraints).
  Q_INVOKABLE void resetOptions();
  // A constraint's key, as used in `conflicts` and `unmet`, translated: "a village" ...
  Q_INVOKABLE QString ruleTitle(const QString& key) const;

  // ---- C++ (tests) ----------------------------------------------------------------------
  dom::KingdomOptions options() const;
  // The seed of the next draw; 0 (default) draws a random one each time.
  void setSeed(uint64_t seed) { m_seed = seed; }
  static QString ruleKey(dom::Rule rule);

 signals:
  void kingdomChanged();
  void setsChanged();
  void optionsChanged();
  void listsChanged();
  void errorChanged();
  void unmetChanged();
  void originChanged();

 private:
  struct SetState {
    dom::CardSet set;
    bool enabled = true;
    uint8_t editions = dom::SecondEdition;
    int minCount = 0;
  };

  SetState* findSet(const QString& key);
  uint64_t nextSeed();
  void setCards(const std::vector<dom::CardId>& cards, const std::vector<int>& locked);
  void setError(const dom::KingdomResult& result);
  void clearError();
  void updateUnmet();
  void changeOption(bool& field, bool on);
  void restore();
  void store() const;
  void storeCards() const;

  KingdomCardsModel* m_cards;
  std::vector<SetState> m_sets;
  bool m_village = false;
  bool m_buy = false;
  bool m_draw = false;
  bool m_trashing = false;
  bool m_reaction = false;
  bool m_costSpread = false;
  int m_maxPerSet = 0;
  std::vector<int> m_banned;
  std::vector<int> m_favourites;
  QString m_error;
  QString m_errorDetail;
  QStringList m_conflicts;
  QStringList m_unmet;
  QString m_libraryId;
  QString m_kingdomName;
  QString m_kingdomNote;
  uint64_t m_seed = 0;
};

}  // namespace dominion::app
