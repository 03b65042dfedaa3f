#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QObject>
#include <QString>
#include <QVariantMap>
#include <functional>
#include <vector>

#include "enginetexts.h"  // engineText

namespace dominion::app {

// The options of the pending decision, one row each.
class DecisionOptionsModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Options belong to the DecisionModel")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    IndexRole = Qt::UserRole + 1,
    LabelRole,
    CardIdRole,
    InstRole,
    SelectedRole,
    OrderRole
  };
  Q_ENUM(Role)

  struct Option {
    int32_t value = -1;  // what the engine's answer holds: instance, pile, option index or card id
    dom::Option text{};  // a plain option's text (engine/texts.hpp), shown translated
    int cardId = -1;
    int inst = -1;
    int order = 0;  // 1-based position in the answer; 0 when not selected
    bool operator==(const Option&) const = default;
  };

  explicit DecisionOptionsModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_options.size()); }
  const QList<Option>& options() const { return m_options; }
  Q_INVOKABLE QVariantMap get(int row) const;

  // Replaces the rows (removes them all, inserts the new ones: no reset).
  void replace(const QList<Option>& options);
  void setOrders(const QList<int>& orders);  // one per row
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<Option> m_options;
};

// The pending decision of the human (a card's question): what is asked, the options and the
// answer being built. Phase decisions (play / buy / end) are not shown here: `active` is
// false and `kind` is "" for them; the controller's canPlay / canBuy / endPhase cover them.
class DecisionModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The decision belongs to the GameController")
  Q_PROPERTY(bool active READ active NOTIFY changed)
  Q_PROPERTY(QString kind READ kind NOTIFY changed)
  Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
  Q_PROPERTY(int askingCardId READ askingCardId NOTIFY changed)
  // What a triggered question answers ("Ada gains Province."), "" for a card's own question.
  Q_PROPERTY(QString cause READ cause NOTIFY changed)
  Q_PROPERTY(int minCount READ minCount NOTIFY changed)
  Q_PROPERTY(int maxCount READ maxCount NOTIFY changed)
  Q_PROPERTY(bool ordered READ ordered NOTIFY changed)
  Q_PROPERTY(int selectedCount READ selectedCount NOTIFY selectionChanged)
  Q_PROPERTY(bool canConfirm READ canConfirm NOTIFY selectionChanged)
  Q_PROPERTY(QObject* options READ options CONSTANT)
  Q_PROPERTY(QString confirmLabel READ confirmLabel NOTIFY changed)
  // The button that answers with nothing, when the question names it ("Don't call"); "" for
  // the table's own "Choose nothing".
  Q_PROPERTY(QString declineLabel READ declineLabel NOTIFY changed)

 public:
  // What the controller hands over: the decision in engine terms.
  struct Spec {
    QString kind;                        // "cards", "pile", "options", "name"
    dom::Text prompt = dom::Text::None;  // the question, as the engine asks it
    dom::TextArgs promptArgs{};
    int askingCardId = -1;
    QString cause;  // translated (decisioncause.h)
    int minCount = 0;
    int maxCount = 0;
    bool ordered = false;
    QList<DecisionOptionsModel::Option> options;
    bool operator==(const Spec&) const = default;
  };
  using Submit = std::function<void(const std::vector<int32_t>& answer)>;
  using IsLegal = std::function<bool(const std::vector<int32_t>& answer)>;

  explicit DecisionModel(QObject* parent = nullptr);

  bool active() const { return m_active; }
  QString kind() const { return m_active ? m_spec.kind : QString(); }
  QString prompt() const;  // translated
  int askingCardId() const { return m_active ? m_spec.askingCardId : -1; }
  QString cause() const { return m_active ? m_spec.cause : QString(); }
  int minCount() const { return m_spec.minCount; }
  int maxCount() const { return m_spec.maxCount; }
  bool ordered() const { return m_spec.ordered; }
  int selectedCount() const { return int(m_picks.size()); }
  bool canConfirm() const;
  QObject* options() const { return m_options; }
  DecisionOptionsModel* optionsModel() const { return m_options; }
  QString confirmLabel() const;
  QString declineLabel() const;

  // Selects or unselects an option; with maxCount 1 a new choice replaces the old one.
  Q_INVOKABLE void toggle(int optionIndex);
  // Answers with the options selected (in the order selected): only when canConfirm.
  Q_INVOKABLE void confirm();
  // Answers with no option: only when minCount is 0.
  Q_INVOKABLE void chooseNothing();
  // Moves the selected option at position `from` of the answer to position `to` (0-based
  // positions in the answer, i.e. order - 1).
  Q_INVOKABLE void moveSelected(int from, int to);
  // Whether the option's value (instance, pile ...) is selected.
  bool isValueSelected(int32_t value) const;
  bool isValueOffered(int32_t value) const;
  // The answer as the engine takes it.
  std::vector<int32_t> answer() const;

  // Called by the controller.
  void setDecision(const Spec& spec, Submit submit, IsLegal isLegal);
  void clear();
  void retranslate();

 signals:
  void changed();
  void selectionChanged();

 private:
  void selectionUpdated();

  bool m_active = false;
  Spec m_spec;
  QList<int> m_picks;  // option rows, in the order chosen
  Submit m_submit;
  IsLegal m_isLegal;
  DecisionOptionsModel* m_options;
};

}  // namespace dominion::app
