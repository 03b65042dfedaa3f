// The earlier texts by card id, gathered from the card files that write them.
#include <utility>
#include <vector>

#include "../earlier_versions.hpp"
#include "prosperity/prosperity.hpp"

namespace dom {

std::string_view earlierText(CardId c) {
  static const std::vector<std::string_view> byId = [] {
    std::vector<std::string_view> texts(cardTable().size());
    const std::pair<std::string_view, std::string_view> written[] = {
        {"Hoard", cards::prosperity::hoardEarlierText()},
        {"Mint", cards::prosperity::mintEarlierText()},
        {"Quarry", cards::prosperity::quarryEarlierText()},
    };
    for (const auto& [name, text] : written) texts[size_t(findCard(name))] = text;
    return texts;
  }();
  return c >= 0 && size_t(c) < byId.size() ? byId[size_t(c)] : std::string_view();
}

}  // namespace dom
