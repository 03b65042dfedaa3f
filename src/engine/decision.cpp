#include "decision.hpp"

namespace dom {

std::string promptText(const Decision& d) { return render(d.id, d.args); }

std::string optionText(const Option& o) { return render(o.id, {o.arg}); }

std::vector<std::string> optionTexts(const Decision& d) {
  std::vector<std::string> out;
  out.reserve(d.options.size());
  for (const Option& o : d.options) out.push_back(optionText(o));
  return out;
}

}  // namespace dom
