#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <vector>

#include "engine/kingdom.hpp"

namespace dominion::app {

// Card names in the languages the app ships, whatever the current UI language: each
// language's .qm is loaded into a private QTranslator, so German and French names are both
// known while the player reads English (and the other way round). Built once, on first use.
class CardNameTables {
 public:
  // The languages with card-name tables, besides English.
  static QStringList languages();

  // `english` in `language` ("de", "fr"); `english` itself for "en", an unknown language or
  // a name without a translation.
  static QString nameIn(const QString& language, const QString& english);

  // English name -> the names in every other language that differ from it.
  static const QHash<QString, QStringList>& otherNames();

  // The German and French names, for the engine's kingdom parser (kingdom.hpp: CardAlias).
  static const std::vector<dom::CardAlias>& aliases();

  // Lower case without accents (é -> e, ß -> ss) and with single spaces: for searching.
  static QString fold(const QString& text);
};

}  // namespace dominion::app
