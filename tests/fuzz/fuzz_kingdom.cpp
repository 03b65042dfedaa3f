// Kingdoms from outside (docs/kingdoms.md): a kingdom file (JSON) or a line of card names,
// as the command-line tool and the app's import read them, with names in other languages
// through aliases. Any text is either refused with the problems named, or read as a kingdom
// of 1 to 10 different Kingdom cards that writes back (JSON and text line) and reads back the
// same.
#include <algorithm>
#include <string>
#include <vector>

#include "engine/card.hpp"
#include "engine/kingdom.hpp"
#include "fuzzcheck.h"

namespace {

// A few names in German and French, as the app passes them (the full tables live in the app).
const std::vector<dom::CardAlias> kAliases = {
    {"Burggraben", "Moat"},
    {"Douves", "Moat"},
    {"Kapelle", "Chapel"},
    {"Chapelle", "Chapel"},
    {"Hexe", "Witch"},
    {"Sorcière", "Witch"},
    {"Markt", "Market"},
    {"Marché", "Market"},
    {"Thronsaal", "Throne Room"},
    {"Salle du trône", "Throne Room"},
    {"Junge Hexe", "Young Witch"},
    {"Bazar", "Bazaar"},
};

bool sameKingdom(const dom::KingdomFile& a, const dom::KingdomFile& b) {
  return a.name == b.name && a.note == b.note && a.cards == b.cards && a.colonies == b.colonies &&
         a.shelters == b.shelters && a.bane == b.bane && a.landscapes == b.landscapes &&
         a.earlierVersions == b.earlierVersions;
}

void checkParse(const dom::KingdomParse& parse) {
  if (!parse.ok()) {
    FUZZ_CHECK(!parse.error.empty());
    return;
  }
  const dom::KingdomFile& k = *parse.kingdom;
  FUZZ_CHECK(!k.cards.empty() && k.cards.size() <= 10);
  for (size_t i = 0; i < k.cards.size(); ++i) {
    FUZZ_CHECK(size_t(k.cards[i]) < dom::cardTable().size());
    FUZZ_CHECK(dom::card(k.cards[i]).isKingdom());
    FUZZ_CHECK(std::count(k.cards.begin(), k.cards.end(), k.cards[i]) == 1);
  }
  for (dom::CardId l : k.landscapes) FUZZ_CHECK(dom::card(l).isLandscape());
  const dom::KingdomParse fromJson = dom::parseKingdomJson(dom::kingdomToJson(k));
  FUZZ_CHECK(fromJson.ok() && sameKingdom(*fromJson.kingdom, k));
  const dom::KingdomParse fromText = dom::parseKingdomText(dom::kingdomToText(k.cards));
  FUZZ_CHECK(fromText.ok());
  std::vector<dom::CardId> written = k.cards, read = fromText.kingdom->cards;
  std::sort(written.begin(), written.end());
  std::sort(read.begin(), read.end());
  FUZZ_CHECK(read == written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  checkParse(dom::parseKingdom(text, kAliases));
  checkParse(dom::parseKingdomText(text));
  checkParse(dom::parseKingdomJson(text, kAliases));
  // Single names, as the card browser's search and the import's suggestions look them up.
  if (size <= 64) {
    const dom::CardId c = dom::findCardNamed(text, kAliases);
    FUZZ_CHECK(c == dom::NoCard || size_t(c) < dom::cardTable().size());
    for (const std::string& s : dom::suggestCardNames(text, kAliases))
      FUZZ_CHECK(dom::findCardNamed(s, kAliases) != dom::NoCard);
  }
  return 0;
}
