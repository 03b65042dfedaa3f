// Kingdoms: random kingdoms under constraints, re-rolls, and the kingdom files.
//
// Generation is a constructive fill that never backtracks: the candidate cards are put in a
// random (favourite-weighted) order and taken one by one, each only if the kingdom can still
// be completed with the cards after it. "Can still be completed" is decided exactly by a
// small counting argument (feasible() below), so a request is either met or proved
// impossible after at most one check per candidate card: no retries, no hangs.
#include "kingdom.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <nlohmann/json.hpp>

#include "rng.hpp"

namespace dom {

// ---- Card facts ---------------------------------------------------------------------------

bool isVillage(const CardDef& d) { return (d.allTraits() & Village) != 0; }
bool givesBuy(const CardDef& d) { return (d.allTraits() & GivesBuy) != 0; }
bool isDraw(const CardDef& d) { return d.plus.cards >= 2 || (d.traits & GivesCards) != 0; }
bool isTrasher(const CardDef& d) { return (d.allTraits() & Trashes) != 0; }
bool isAttackReaction(const CardDef& d) {
  return d.is(Reaction) && std::any_of(d.listeners.begin(), d.listeners.end(),
                                       [](const Listener& l) { return l.when == When::Attack; });
}
bool inEditions(const CardDef& d, uint8_t editions) { return (d.editions & editions) != 0; }

void sortKingdom(std::vector<CardId>& cards) {
  std::sort(cards.begin(), cards.end(), [](CardId a, CardId b) {
    const CardDef &x = card(a), &y = card(b);
    if (x.printedCost() != y.printedCost()) return listedBefore(x.printedCost(), y.printedCost());
    return x.name < y.name;
  });
}

std::vector<CardSet> kingdomSets() {
  std::vector<CardSet> out;
  for (const CardDef& d : cardTable())
    if (d.isKingdom() && setComplete(d.set) &&
        std::find(out.begin(), out.end(), d.set) == out.end())
      out.push_back(d.set);
  std::sort(out.begin(), out.end());
  return out;
}

namespace {

std::string lowerAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::optional<CardSet> findSet(std::string_view name) {
  const std::string key = lowerAscii(name);
  for (CardSet s : kingdomSets())
    if (lowerAscii(setName(s)) == key) return s;
  return std::nullopt;
}

std::string_view ruleName(Rule r) {
  switch (r) {
    case Rule::Cards:
      return "10 Kingdom cards";
    case Rule::Kept:
      return "kept cards";
    case Rule::Banned:
      return "excluded cards";
    case Rule::Sets:
      return "sets and editions";
    case Rule::Village:
      return "require village";
    case Rule::Buy:
      return "require +Buy";
    case Rule::Draw:
      return "require draw";
    case Rule::Trashing:
      return "require trashing";
    case Rule::ReactionToAttack:
      return "require a Reaction to Attacks";
    case Rule::CostSpread:
      return "cost spread";
    case Rule::MaxPerSet:
      return "at most N per set";
    case Rule::MinPerSet:
      return "at least N from a set";
  }
  return "";
}

namespace {

// ---- The constraint model -----------------------------------------------------------------

// What a card contributes to the "at least one ..." constraints.
enum Feature : uint8_t {
  FVillage = 1,
  FBuy = 2,
  FDraw = 4,
  FTrash = 8,
  FCheap = 16,  // costs $2-$3 (or less)
  FFour = 32,   // costs $4
  FDear = 64,   // costs $5 or more
  FReaction = 128,
};

uint8_t featuresOf(const CardDef& d) {
  uint8_t f = 0;
  if (isVillage(d)) f |= FVillage;
  if (givesBuy(d)) f |= FBuy;
  if (isDraw(d)) f |= FDraw;
  if (isTrasher(d)) f |= FTrash;
  // By the printed cost: "up to $3", "exactly $4", "$5 or more" (a $2P card is none of them).
  const Cost cost = d.printedCost();
  if (cost <= 3) f |= FCheap;
  if (cost == 4) f |= FFour;
  if (cost >= 5) f |= FDear;
  if (isAttackReaction(d)) f |= FReaction;
  return f;
}

constexpr uint8_t CostSpreadMask = FCheap | FFour | FDear;

// One constraint a player asked for.
struct Constraint {
  Rule rule;
  CardSet set = CardSet::Base;  // MinPerSet
  int n = 0;                    // MinPerSet, MaxPerSet
};

constexpr int kInf = 1 << 20;

size_t setSlots() {
  static const size_t n = [] {
    size_t m = 0;
    for (const CardDef& d : cardTable()) m = std::max(m, size_t(d.set) + 1);
    return m;
  }();
  return n;
}

// The constraints in force, in the form the counting argument needs.
struct Problem {
  uint8_t demands = 0;  // features needed at least once
  bool reactionRule = false;
  int maxPerSet = KingdomSize;
  std::vector<int> minPerSet;  // per set slot

  explicit Problem(std::span<const Constraint> cs) : minPerSet(setSlots(), 0) {
    for (const Constraint& c : cs) {
      switch (c.rule) {
        case Rule::Village:
          demands |= FVillage;
          break;
        case Rule::Buy:
          demands |= FBuy;
          break;
        case Rule::Draw:
          demands |= FDraw;
          break;
        case Rule::Trashing:
          demands |= FTrash;
          break;
        case Rule::CostSpread:
          demands |= CostSpreadMask;
          break;
        case Rule::ReactionToAttack:
          reactionRule = true;
          break;
        case Rule::MaxPerSet:
          maxPerSet = std::min(maxPerSet, c.n);
          break;
        case Rule::MinPerSet:
          if (size_t(c.set) < minPerSet.size())
            minPerSet[size_t(c.set)] = std::max(minPerSet[size_t(c.set)], c.n);
          break;
        default:
          break;
      }
    }
  }
};

// The cards chosen so far.
struct Partial {
  std::vector<int> perSet = std::vector<int>(setSlots(), 0);
  uint8_t covered = 0;
  bool attack = false;
  bool reaction = false;
  int size = 0;

  void add(CardId c) {
    const CardDef& d = card(c);
    ++perSet[size_t(d.set)];
    covered |= featuresOf(d);
    attack = attack || d.is(Attack);
    reaction = reaction || isAttackReaction(d);
    ++size;
  }
};

// The fewest cards among `masks` whose union contains each mask m (kInf if none), for masks of
// `bits` bits.
std::vector<int> fewestToCover(const std::vector<uint8_t>& masks, int bits) {
  const size_t m = size_t(1) << bits;
  std::vector<int> exact(m, kInf);
  exact[0] = 0;
  // x | c >= x, so increasing order visits every union after its parts.
  for (size_t x = 0; x < m; ++x) {
    if (exact[x] == kInf) continue;
    for (uint8_t c : masks) exact[x | c] = std::min(exact[x | c], exact[x] + 1);
  }
  // "At least m": the best over the supersets of m.
  for (int b = 0; b < bits; ++b)
    for (size_t x = 0; x < m; ++x)
      if (!(x & (size_t(1) << b))) exact[x] = std::min(exact[x], exact[x | (size_t(1) << b)]);
  return exact;
}

// Whether `partial` can be completed to a kingdom meeting `need` (features), with every Attack
// excluded from the rest unless `attacksAllowed`, choosing from `candidates`.
//
// Exact: a completion takes k_s cards from each set s. If the cards it takes from s cover the
// features c_s, then k_s >= fewest_s(c_s); conversely any k_s between max(lo_s, fewest_s(c_s))
// and min(hi_s, available_s) can be made up with other cards of s. So a completion exists iff
// some c_s with union covering `need` has sum of those lower bounds <= the slots left <= the
// sum of the upper bounds (which does not depend on c_s): a knapsack over 2^|need| masks.
bool canComplete(const Problem& pr, const Partial& partial, std::span<const CardId> candidates,
                 uint8_t need, bool attacksAllowed) {
  const int left = KingdomSize - partial.size;
  const uint8_t missing = need & uint8_t(~partial.covered);
  // Compress the missing features to bits 0..k-1.
  std::array<int, 8> bitOf{};
  int bits = 0;
  for (int b = 0; b < 8; ++b)
    if (missing & (1 << b)) bitOf[size_t(b)] = bits++;
  auto compress = [&](uint8_t f) {
    uint8_t out = 0;
    for (int b = 0; b < 8; ++b)
      if (missing & f & (1 << b)) out |= uint8_t(1 << bitOf[size_t(b)]);
    return out;
  };
  const size_t full = (size_t(1) << bits) - 1;

  const size_t slots = setSlots();
  std::vector<std::vector<uint8_t>> masks(slots);
  std::vector<int> available(slots, 0);
  for (CardId c : candidates) {
    const CardDef& d = card(c);
    if (!attacksAllowed && d.is(Attack)) continue;
    ++available[size_t(d.set)];
    const uint8_t m = compress(featuresOf(d));
    auto& list = masks[size_t(d.set)];
    if (std::find(list.begin(), list.end(), m) == list.end()) list.push_back(m);
  }

  std::vector<int> best(full + 1, kInf);  // fewest cards so far, by the features covered
  best[0] = 0;
  int most = 0;  // the most cards the sets can still take
  for (size_t s = 0; s < slots; ++s) {
    const int have = partial.perSet[s];
    if (have > pr.maxPerSet) return false;
    const int hi = std::min(pr.maxPerSet - have, available[s]);
    const int lo = std::max(0, pr.minPerSet[s] - have);
    if (lo > hi) return false;
    most += hi;
    if (available[s] == 0) continue;
    const std::vector<int> fewest = fewestToCover(masks[s], bits);
    std::vector<int> next(full + 1, kInf);
    for (size_t a = 0; a <= full; ++a) {
      if (best[a] == kInf) continue;
      for (size_t b = 0; b <= full; ++b) {
        if (fewest[b] > hi) continue;
        next[a | b] = std::min(next[a | b], best[a] + std::max(lo, fewest[b]));
      }
    }
    best = std::move(next);
  }
  return best[full] <= left && left <= most;
}

bool feasible(const Problem& pr, const Partial& partial, std::span<const CardId> candidates) {
  if (partial.size > KingdomSize) return false;
  if (!pr.reactionRule || partial.reaction)
    return canComplete(pr, partial, candidates, pr.demands, true);
  if (partial.attack) return canComplete(pr, partial, candidates, pr.demands | FReaction, true);
  // No Attack yet: either none comes, or a Reaction comes too.
  return canComplete(pr, partial, candidates, pr.demands, false) ||
         canComplete(pr, partial, candidates, pr.demands | FReaction, true);
}

// ---- Options, checked and turned into constraints -------------------------------------------

bool validId(CardId c) { return c >= 0 && size_t(c) < cardTable().size(); }

bool contains(std::span<const CardId> v, CardId c) {
  return std::find(v.begin(), v.end(), c) != v.end();
}

uint8_t editionsOf(const KingdomOptions& o, CardSet s) {
  uint8_t e = 0;
  for (const SetChoice& c : o.sets)
    if (c.set == s) e |= c.editions;
  return e;
}

bool inPool(const KingdomOptions& o, const CardDef& d) {
  return d.isKingdom() && inEditions(d, editionsOf(o, d.set));
}

std::vector<Constraint> constraintsOf(const KingdomOptions& o) {
  std::vector<Constraint> out;
  for (const SetCount& m : o.minPerSet) out.push_back({Rule::MinPerSet, m.set, m.count});
  if (o.maxPerSet > 0) out.push_back({Rule::MaxPerSet, CardSet::Base, o.maxPerSet});
  if (o.costSpread) out.push_back({Rule::CostSpread});
  if (o.village) out.push_back({Rule::Village});
  if (o.buy) out.push_back({Rule::Buy});
  if (o.draw) out.push_back({Rule::Draw});
  if (o.trashing) out.push_back({Rule::Trashing});
  if (o.reactionToAttack) out.push_back({Rule::ReactionToAttack});
  return out;
}

std::string cardName(CardId c) { return std::string(card(c).name); }

std::string joinAnd(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t k = 0; k < parts.size(); ++k) {
    if (k) out += k + 1 == parts.size() ? " and " : ", ";
    out += parts[k];
  }
  return out;
}

std::string editionWords(uint8_t e) {
  if ((e & BothEditions) == BothEditions) return "1st and 2nd editions";
  return e & FirstEdition ? "1st edition" : "2nd edition";
}

// "Base (2nd edition) and Intrigue (1st and 2nd editions)"
std::string poolWords(const KingdomOptions& o) {
  std::vector<std::string> parts;
  for (CardSet s : kingdomSets()) {
    const uint8_t e = editionsOf(o, s);
    if (e) parts.push_back(std::string(setName(s)) + " (" + editionWords(e) + ")");
  }
  return parts.empty() ? "no set" : joinAnd(parts);
}

std::string cardCount(int n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

std::string describe(const Constraint& c) {
  switch (c.rule) {
    case Rule::Village:
      return "require a village (+2 Actions)";
    case Rule::Buy:
      return "require +Buy";
    case Rule::Draw:
      return "require draw (+Cards)";
    case Rule::Trashing:
      return "require trashing";
    case Rule::ReactionToAttack:
      return "require a Reaction when there is an Attack";
    case Rule::CostSpread:
      return "cost spread (one each at $2-$3, $4 and $5+)";
    case Rule::MaxPerSet:
      return "at most " + cardCount(c.n) + " from one set";
    case Rule::MinPerSet:
      return "at least " + cardCount(c.n) + " from " + std::string(setName(c.set));
    default:
      return std::string(ruleName(c.rule));
  }
}

uint8_t featureOf(Rule r) {
  switch (r) {
    case Rule::Village:
      return FVillage;
    case Rule::Buy:
      return FBuy;
    case Rule::Draw:
      return FDraw;
    case Rule::Trashing:
      return FTrash;
    default:
      return 0;
  }
}

// Why one constraint cannot be met on its own (with the kept cards, bans, sets and editions).
std::string explainAlone(const KingdomOptions& o, const Constraint& c,
                         std::span<const CardId> pool) {
  auto count = [&](std::span<const CardId> v, auto pred) {
    return int(std::count_if(v.begin(), v.end(), [&](CardId x) { return pred(card(x)); }));
  };
  const std::span<const CardId> kept = o.kept;
  const bool keptFull = int(kept.size()) >= KingdomSize;
  switch (c.rule) {
    case Rule::Village:
    case Rule::Buy:
    case Rule::Draw:
    case Rule::Trashing: {
      const uint8_t f = featureOf(c.rule);
      auto has = [&](const CardDef& d) { return (featuresOf(d) & f) != 0; };
      if (keptFull) return "the 10 kept cards have none";
      if (count(pool, has) > 0) return "the kept cards leave no room for one";
      std::vector<std::string> bannedOnes;
      for (CardId b : o.banned)
        if (validId(b) && inPool(o, card(b)) && has(card(b))) bannedOnes.push_back(cardName(b));
      std::string why = "no card in " + poolWords(o) + " qualifies";
      if (!bannedOnes.empty())
        why +=
            " once " + joinAnd(bannedOnes) + (bannedOnes.size() > 1 ? " are" : " is") + " excluded";
      return why;
    }
    case Rule::CostSpread: {
      if (keptFull) return "the 10 kept cards do not spread";
      std::vector<std::string> missing;
      const std::pair<uint8_t, const char*> bands[] = {
          {FCheap, "$2-$3"}, {FFour, "$4"}, {FDear, "$5 or more"}};
      // (A lambda may not capture a structured binding before clang 16: `band` whole.)
      for (const auto& band : bands) {
        const uint8_t f = band.first;
        if (count(pool, [&](const CardDef& d) { return featuresOf(d) & f; }) == 0 &&
            count(kept, [&](const CardDef& d) { return featuresOf(d) & f; }) == 0)
          missing.push_back(band.second);
      }
      if (!missing.empty())
        return "no card costing " + joinAnd(missing) + " is available in " + poolWords(o);
      return "the kept cards leave too little room";
    }
    case Rule::ReactionToAttack: {
      std::vector<std::string> attacks;
      for (CardId k : kept)
        if (card(k).is(Attack)) attacks.push_back(cardName(k));
      if (!attacks.empty() && count(pool, isAttackReaction) == 0)
        return "the kept " + joinAnd(attacks) +
               (attacks.size() > 1 ? " are Attacks" : " is an Attack") +
               " and no Reaction is available in " + poolWords(o);
      if (keptFull) return "the 10 kept cards have an Attack and no Reaction";
      return "there are too few cards that are not Attacks";
    }
    case Rule::MinPerSet: {
      const std::string set(setName(c.set));
      if (c.n > KingdomSize) return "a kingdom has only 10 cards";
      const int have = count(kept, [&](const CardDef& d) { return d.set == c.set; });
      const int avail = count(pool, [&](const CardDef& d) { return d.set == c.set; });
      if (have + avail < c.n) {
        if (editionsOf(o, c.set) == 0)
          return set + " is not among the chosen sets" +
                 (have ? " (" + std::to_string(have) + " kept)" : "");
        return "only " + std::to_string(have + avail) + " " + set + " cards are available (" +
               editionWords(editionsOf(o, c.set)) +
               (o.banned.empty() ? "" : ", after the exclusions") + ")";
      }
      return "the kept cards from other sets leave room for only " +
             std::to_string(KingdomSize - int(kept.size()) + have);
    }
    case Rule::MaxPerSet: {
      for (CardSet s : kingdomSets()) {
        const int have = count(kept, [&](const CardDef& d) { return d.set == s; });
        if (have > c.n)
          return "the kept cards include " + std::to_string(have) + " from " +
                 std::string(setName(s));
      }
      int most = 0;
      for (CardSet s : kingdomSets())
        most += std::min(c.n, count(kept, [&](const CardDef& d) { return d.set == s; }) +
                                  count(pool, [&](const CardDef& d) { return d.set == s; }));
      return "the sets can give only " + std::to_string(most) + " cards that way (" + poolWords(o) +
             ")";
    }
    default:
      return "";
  }
}

struct Prepared {
  std::vector<CardId> pool;  // candidates for the random cards
  Partial kept;
  std::string error;  // a problem with the options themselves
  Rule errorRule = Rule::Kept;
};

Prepared prepare(const KingdomOptions& o) {
  Prepared st;
  std::vector<CardId> seen;
  for (CardId k : o.kept) {
    if (!validId(k)) {
      st.error = "kept card id " + std::to_string(k) + " does not exist";
      return st;
    }
    if (!card(k).isKingdom()) {
      st.error = cardName(k) + " is not a Kingdom card";
      return st;
    }
    if (contains(seen, k)) {
      st.error = cardName(k) + " is kept twice";
      return st;
    }
    if (contains(o.banned, k)) {
      st.error = cardName(k) + " is both kept and excluded";
      return st;
    }
    seen.push_back(k);
    st.kept.add(k);
  }
  if (int(o.kept.size()) > KingdomSize) {
    st.error = std::to_string(o.kept.size()) + " cards are kept; a kingdom has 10";
    return st;
  }
  const auto table = cardTable();
  for (size_t k = 0; k < table.size(); ++k) {
    const CardId c = CardId(k);
    if (inPool(o, table[k]) && !contains(o.banned, c) && !contains(o.kept, c)) st.pool.push_back(c);
  }
  if (int(st.pool.size() + o.kept.size()) < KingdomSize) {
    st.errorRule = Rule::Cards;
    if (o.sets.empty()) {
      st.error = "no set chosen: a kingdom needs 10 cards";
    } else {
      st.error = "only " + std::to_string(st.pool.size() + o.kept.size()) +
                 " Kingdom cards are available from " + poolWords(o) +
                 (o.banned.empty() ? "" : " after the exclusions") +
                 (o.kept.empty() ? "" : " with the kept cards") + "; a kingdom needs 10";
    }
  }
  return st;
}

// The candidates in random order; each favourite is `weight` times as likely to come next as
// any other card.
std::vector<CardId> shuffled(std::vector<CardId> pool, const KingdomOptions& o, Rng& rng) {
  const int weight = std::clamp(o.favourWeight, 1, 1000);
  std::vector<int> w(pool.size());
  uint32_t total = 0;
  for (size_t k = 0; k < pool.size(); ++k)
    total += uint32_t(w[k] = contains(o.favourites, pool[k]) ? weight : 1);
  std::vector<CardId> out;
  out.reserve(pool.size());
  while (!pool.empty()) {
    uint32_t r = rng.below(total);
    size_t k = 0;
    while (r >= uint32_t(w[k])) r -= uint32_t(w[k++]);
    out.push_back(pool[k]);
    total -= uint32_t(w[k]);
    pool.erase(pool.begin() + std::ptrdiff_t(k));
    w.erase(w.begin() + std::ptrdiff_t(k));
  }
  return out;
}

KingdomResult failure(std::vector<Rule> rules, std::string message) {
  KingdomResult r;
  r.conflict = std::move(rules);
  r.error = std::move(message);
  return r;
}

// The smallest set of the asked-for constraints that cannot be met together (deletion filter:
// drop each constraint whose removal leaves the rest still impossible).
KingdomResult diagnose(const KingdomOptions& o, const Prepared& st) {
  std::vector<Constraint> conflict = constraintsOf(o);
  for (size_t k = conflict.size(); k-- > 0;) {
    std::vector<Constraint> without = conflict;
    without.erase(without.begin() + std::ptrdiff_t(k));
    if (!feasible(Problem(without), st.kept, st.pool)) conflict = std::move(without);
  }
  std::vector<Rule> rules;
  std::vector<std::string> words;
  for (const Constraint& c : conflict) {
    rules.push_back(c.rule);
    words.push_back(describe(c));
  }
  if (conflict.empty())
    return failure({Rule::Cards}, "no kingdom of 10 cards can be made");  // not reached
  if (conflict.size() == 1) {
    const std::string why = explainAlone(o, conflict[0], st.pool);
    return failure(rules, "impossible: " + words[0] + (why.empty() ? "" : ": " + why));
  }
  return failure(rules, "impossible: these constraints cannot be met together: " + joinAnd(words) +
                            " (with " + poolWords(o) +
                            (o.kept.empty() ? "" : " and the kept cards") + ")");
}

}  // namespace

KingdomResult generateKingdom(const KingdomOptions& options, uint64_t seed) {
  const Prepared st = prepare(options);
  if (!st.error.empty()) return failure({st.errorRule}, st.error);
  const std::vector<Constraint> constraints = constraintsOf(options);
  const Problem pr(constraints);
  if (!feasible(pr, st.kept, st.pool)) return diagnose(options, st);

  Rng rng(seed);
  const std::vector<CardId> order = shuffled(st.pool, options, rng);
  Partial chosen = st.kept;
  std::vector<CardId> cards = options.kept;
  for (size_t k = 0; k < order.size() && chosen.size < KingdomSize; ++k) {
    Partial next = chosen;
    next.add(order[k]);
    // The cards after this one; a card passed over can never be needed again.
    if (feasible(pr, next, std::span<const CardId>(order).subspan(k + 1))) {
      chosen = std::move(next);
      cards.push_back(order[k]);
    }
  }
  KingdomResult r;
  if (chosen.size != KingdomSize)
    return failure({Rule::Cards}, "internal error: the fill stopped early");
  sortKingdom(cards);
  r.cards = std::move(cards);
  return r;
}

KingdomResult rerollKingdom(const KingdomOptions& options, std::span<const CardId> kingdom,
                            CardId replace, uint64_t seed) {
  if (!validId(replace) || !contains(kingdom, replace))
    return failure({Rule::Kept},
                   (validId(replace) ? cardName(replace) : "that card") + " is not in the kingdom");
  KingdomOptions o = options;
  o.kept.clear();
  for (CardId c : kingdom)
    if (c != replace) o.kept.push_back(c);
  o.banned.push_back(replace);
  KingdomResult r = generateKingdom(o, seed);
  if (!r.ok()) r.error = "cannot replace " + cardName(replace) + ": " + r.error;
  return r;
}

std::vector<Rule> checkKingdom(const KingdomOptions& o, std::span<const CardId> kingdom) {
  std::vector<Rule> out;
  auto flag = [&](Rule r) {
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
  };
  bool valid = kingdom.size() == size_t(KingdomSize);
  for (size_t k = 0; k < kingdom.size(); ++k) {
    const CardId c = kingdom[k];
    if (!validId(c) || !card(c).isKingdom() || contains(kingdom.subspan(0, k), c)) valid = false;
  }
  if (!valid) {
    flag(Rule::Cards);
    return out;
  }
  Partial p;
  for (CardId c : kingdom) p.add(c);
  for (CardId k : o.kept)
    if (!contains(kingdom, k)) flag(Rule::Kept);
  for (CardId c : kingdom) {
    if (contains(o.banned, c)) flag(Rule::Banned);
    if (!contains(o.kept, c) && !inPool(o, card(c))) flag(Rule::Sets);
  }
  const std::pair<bool, Rule> needs[] = {{o.village, Rule::Village},
                                         {o.buy, Rule::Buy},
                                         {o.draw, Rule::Draw},
                                         {o.trashing, Rule::Trashing}};
  for (auto [asked, rule] : needs)
    if (asked && !(p.covered & featureOf(rule))) flag(rule);
  if (o.reactionToAttack && p.attack && !p.reaction) flag(Rule::ReactionToAttack);
  if (o.costSpread && (p.covered & CostSpreadMask) != CostSpreadMask) flag(Rule::CostSpread);
  for (int n : p.perSet)
    if (o.maxPerSet > 0 && n > o.maxPerSet) flag(Rule::MaxPerSet);
  for (const SetCount& m : o.minPerSet)
    if (size_t(m.set) >= p.perSet.size() || p.perSet[size_t(m.set)] < m.count)
      flag(Rule::MinPerSet);
  return out;
}

// ---- Set-up beyond the 10 cards ------------------------------------------------------------

namespace {
// Separate streams from the game's own shuffles and from each other, for the same seed.
constexpr uint64_t kColonyStream = 0x436f6c6f6e696573ull;   // "Colonies"
constexpr uint64_t kBaneStream = 0x42616e6543617264ull;     // "BaneCard"
constexpr uint64_t kShelterStream = 0x5368656c74657273ull;  // "Shelters"

// The kingdom card useColonies checks.
size_t colonyCard(std::span<const CardId> kingdom, uint64_t seed) {
  Rng rng(seed ^ kColonyStream);
  return rng.below(uint32_t(kingdom.size()));
}

CardId youngWitch() {
  static const CardId c = findCard("Young Witch");
  return c;
}
}  // namespace

bool useColonies(std::span<const CardId> kingdom, uint64_t seed) {
  if (kingdom.empty()) return false;
  return card(kingdom[colonyCard(kingdom, seed)]).set == CardSet::Prosperity;
}

bool useShelters(std::span<const CardId> kingdom, uint64_t seed) {
  if (kingdom.empty()) return false;
  const size_t colony = colonyCard(kingdom, seed);
  size_t k = colony;
  if (kingdom.size() > 1) {
    // One of the others, each as likely.
    Rng rng(seed ^ kShelterStream);
    k = rng.below(uint32_t(kingdom.size() - 1));
    if (k >= colony) ++k;
  }
  return card(kingdom[k]).set == CardSet::DarkAges;
}

bool canBeBane(CardId c, std::span<const CardId> kingdom) {
  if (!validId(c) || !card(c).isKingdom() || contains(kingdom, c)) return false;
  const Cost cost = card(c).printedCost();
  return cost == 2 || cost == 3;
}

CardId chooseBane(std::span<const CardId> kingdom, uint64_t seed, std::span<const CardSet> pool) {
  if (youngWitch() == NoCard || !contains(kingdom, youngWitch())) return NoCard;
  const std::vector<CardSet> complete = kingdomSets();
  if (pool.empty()) pool = complete;
  std::vector<CardId> candidates;
  for (size_t k = 0; k < cardTable().size(); ++k) {
    const CardId c = CardId(k);
    if (canBeBane(c, kingdom) && std::find(pool.begin(), pool.end(), card(c).set) != pool.end())
      candidates.push_back(c);
  }
  if (candidates.empty()) return NoCard;
  Rng rng(seed ^ kBaneStream);
  return candidates[rng.below(uint32_t(candidates.size()))];
}

// ---- Names ----------------------------------------------------------------------------------

namespace {

// Lower-case ASCII letters and digits; Latin-1 letters lose their accents (é -> e, ß -> ss)
// and "ae", "oe", "ue" read as "a", "o", "u"; spaces, punctuation and typographic
// apostrophes are dropped; other UTF-8 is kept as is.
std::string fold(std::string_view s) {
  // clang-format off
  static constexpr const char* latin1[64] = {
      "a", "a", "a", "a", "a",  "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",   // C0-CF
      "d", "n", "o", "o", "o",  "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "ss",  // D0-DF
      "a", "a", "a", "a", "a",  "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",   // E0-EF
      "d", "n", "o", "o", "o",  "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "y",   // F0-FF
  };
  // clang-format on
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      if (std::isalnum(c)) out += char(std::tolower(c));
      continue;
    }
    const auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0;
    if (c == 0xC3 && next >= 0x80 && next <= 0xBF) {
      out += latin1[next - 0x80];
      ++i;
    } else if (c == 0xC5 && (next == 0x92 || next == 0x93)) {  // Œ œ
      out += "oe";
      ++i;
    } else if (c == 0xE2 && next == 0x80 && i + 2 < s.size() &&
               (static_cast<unsigned char>(s[i + 2]) == 0x98 ||
                static_cast<unsigned char>(s[i + 2]) == 0x99 ||
                static_cast<unsigned char>(s[i + 2]) == 0x93 ||
                static_cast<unsigned char>(s[i + 2]) == 0x94)) {
      i += 2;  // ‘ ’ – —
    } else if (c == 0xC2 && next == 0xA0) {
      ++i;  // no-break space
    } else {
      out += char(c);
    }
  }
  // German written without umlauts: "Haendlerin" is "Händlerin" (both fold to "handlerin").
  for (size_t at = 0; (at = out.find_first_of("aou", at)) != std::string::npos; ++at)
    if (at + 1 < out.size() && out[at + 1] == 'e') out.erase(at + 1, 1);
  return out;
}

// Optimal string alignment distance (Levenshtein with swaps of neighbours), or any number
// above `limit` once it is sure to exceed it: suggestions only want the close names, and a
// pasted list of unknown names is compared with every card.
size_t editDistance(const std::string& a, const std::string& b, size_t limit) {
  const size_t n = a.size(), m = b.size();
  if ((n > m ? n - m : m - n) > limit) return limit + 1;
  // Rows i-2, i-1 and i of the table.
  std::vector<size_t> before(m + 1), previous(m + 1), row(m + 1);
  for (size_t j = 0; j <= m; ++j) previous[j] = j;
  for (size_t i = 1; i <= n; ++i) {
    row[0] = i;
    size_t least = row[0];
    for (size_t j = 1; j <= m; ++j) {
      row[j] = std::min(
          {previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        row[j] = std::min(row[j], before[j - 2] + 1);
      least = std::min(least, row[j]);
    }
    // A row's least is at most one more than the row before's, and a swap adds one to a cell two
    // rows up: once a row's least exceeds the limit, so does every later cell.
    if (least > limit) return limit + 1;
    std::swap(before, previous);
    std::swap(previous, row);
  }
  return previous[m];
}

std::string trimmed(std::string_view s) {
  auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
  };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return std::string(s);
}

// The card table's names folded, once.
const std::vector<std::string>& foldedCardNames() {
  static const std::vector<std::string> folded = [] {
    std::vector<std::string> out;
    for (const CardDef& d : cardTable()) out.push_back(fold(d.name));
    return out;
  }();
  return folded;
}

}  // namespace

CardId findCardNamed(std::string_view name, std::span<const CardAlias> aliases) {
  const std::string key = fold(name);
  if (key.empty()) return NoCard;
  const std::vector<std::string>& folded = foldedCardNames();
  for (size_t k = 0; k < folded.size(); ++k)
    if (folded[k] == key) return CardId(k);
  for (const CardAlias& a : aliases)
    if (fold(a.name) == key) return findCardLoose(a.english);
  return NoCard;
}

std::vector<std::string> suggestCardNames(std::string_view name, std::span<const CardAlias> aliases,
                                          size_t max) {
  const std::string key = fold(name);
  if (key.empty()) return {};
  // About one mistake per three letters; a prefix of 3 or more letters counts as one.
  const size_t allowed = std::max<size_t>(1, key.size() / 3);
  // One name per card, the closest (English on a tie), so that three spellings of one card
  // do not crowd out another card.
  struct Match {
    size_t dist;
    CardId card;
    std::string name;
  };
  std::vector<Match> found;
  auto consider = [&](CardId c, std::string_view candidate, const std::string& other) {
    size_t dist = editDistance(key, other, allowed);
    if (key.size() >= 3 && other.starts_with(key)) dist = std::min<size_t>(dist, 1);
    if (dist > allowed) return;
    for (Match& f : found)
      if (f.card == c) {
        if (dist < f.dist) f = Match{dist, c, std::string(candidate)};
        return;
      }
    found.push_back(Match{dist, c, std::string(candidate)});
  };
  const auto table = cardTable();
  const std::vector<std::string>& folded = foldedCardNames();
  for (size_t k = 0; k < table.size(); ++k)
    if (table[k].isKingdom()) consider(CardId(k), table[k].name, folded[k]);
  for (const CardAlias& a : aliases) {
    const CardId c = findCardLoose(a.english);
    if (c != NoCard && card(c).isKingdom()) consider(c, a.name, fold(a.name));
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Match& a, const Match& b) { return a.dist < b.dist; });
  std::vector<std::string> out;
  for (size_t k = 0; k < found.size() && k < max; ++k) out.push_back(found[k].name);
  return out;
}

// ---- Kingdom files --------------------------------------------------------------------------

namespace {

std::string didYouMean(const std::vector<std::string>& names) {
  if (names.empty()) return "";
  std::string out = " (did you mean ";
  for (size_t k = 0; k < names.size(); ++k) {
    if (k) out += k + 1 == names.size() ? " or " : ", ";
    out += names[k];
  }
  return out + "?)";
}

// Resolves the names of a kingdom; the result holds a kingdom only when all is well.
KingdomParse resolve(const std::vector<std::string>& names, KingdomFile file,
                     std::span<const CardAlias> aliases) {
  KingdomParse out;
  std::vector<std::string> problems;
  std::vector<CardId> cards;
  for (const std::string& name : names) {
    CardId c = findCardNamed(name, aliases);
    // A split pile goes by its Kingdom card: "Patrician", "Emporium" or "Patrician/Emporium"
    // all name the Patrician pile.
    if (const size_t slash = name.find('/'); c == NoCard && slash != std::string::npos) {
      const CardId upper = findCardNamed(trimmed(name.substr(0, slash)), aliases);
      const CardId lower = findCardNamed(trimmed(name.substr(slash + 1)), aliases);
      if (upper != NoCard && lower != NoCard && pileNameOf(lower) == upper && lower != upper)
        c = upper;
    }
    if (c != NoCard && card(pileNameOf(c)).isKingdom()) c = pileNameOf(c);
    if (c == NoCard) {
      UnknownCard u{name, suggestCardNames(name, aliases)};
      problems.push_back("unknown card \"" + name + "\"" + didYouMean(u.suggestions));
      out.unknown.push_back(std::move(u));
      continue;
    }
    if (!card(c).isKingdom()) {
      problems.push_back(cardName(c) + " is not a Kingdom card");
      continue;
    }
    if (contains(cards, c)) {
      problems.push_back(cardName(c) + " is listed twice");
      continue;
    }
    cards.push_back(c);
  }
  if (names.empty()) problems.push_back("the kingdom lists no cards");
  if (names.size() > size_t(KingdomSize))
    problems.push_back("a kingdom has at most 10 cards; this one lists " +
                       std::to_string(names.size()));
  for (size_t k = 0; k < problems.size(); ++k) out.error += (k ? "\n" : "") + problems[k];
  if (problems.empty()) {
    file.cards = std::move(cards);
    out.kingdom = std::move(file);
  }
  return out;
}

KingdomParse failed(std::string message) {
  KingdomParse out;
  out.error = std::move(message);
  return out;
}

}  // namespace

KingdomParse parseKingdomText(std::string_view text, std::span<const CardAlias> aliases) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte order mark
  std::vector<std::string> names;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t end = std::min(text.find_first_of(",;\n", start), text.size());
    std::string name = trimmed(text.substr(start, end - start));
    if (!name.empty()) names.push_back(std::move(name));
    start = end + 1;
  }
  return resolve(names, KingdomFile{}, aliases);
}

KingdomParse parseKingdomJson(std::string_view json, std::span<const CardAlias> aliases) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json);
  } catch (const nlohmann::json::exception& e) {  // also a number too large (out_of_range)
    return failed(std::string("not valid JSON: ") + e.what());
  }
  if (!j.is_object()) return failed("a kingdom file is a JSON object");
  const auto format = j.find("format");
  if (format == j.end() || !format->is_string() || format->get<std::string>() != "dominion-kingdom")
    return failed("not a kingdom file: \"format\" must be \"dominion-kingdom\"");
  const auto version = j.find("version");
  if (version == j.end() || !version->is_number_integer())
    return failed("\"version\" must be a whole number");
  if (version->get<int64_t>() > 1)
    return failed("kingdom file version " + std::to_string(version->get<int64_t>()) +
                  " is newer than this program reads (1)");
  if (version->get<int64_t>() < 1) return failed("\"version\" must be 1");
  KingdomFile file;
  for (auto [key, field] : {std::pair{"name", &file.name}, std::pair{"note", &file.note}}) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) continue;
    if (!it->is_string()) return failed(std::string("\"") + key + "\" must be a string");
    *field = it->get<std::string>();
  }
  const auto cards = j.find("cards");
  if (cards == j.end() || !cards->is_array())
    return failed("\"cards\" must be a list of card names");
  std::vector<std::string> names;
  for (const auto& c : *cards) {
    if (!c.is_string()) return failed("\"cards\" must be a list of card names");
    names.push_back(trimmed(c.get<std::string>()));
  }
  // Optional: the landscapes beside the Supply (Events, Projects, Ways ...), by English name.
  if (const auto ls = j.find("landscapes"); ls != j.end() && !ls->is_null()) {
    if (!ls->is_array()) return failed("\"landscapes\" must be a list of card names");
    for (const auto& l : *ls) {
      const CardId c =
          l.is_string() ? findCardNamed(trimmed(l.get<std::string>()), aliases) : NoCard;
      if (c == NoCard || !card(c).isLandscape())
        return failed("\"landscapes\" must list Events, Projects, Ways ...: " +
                      (l.is_string() ? l.get<std::string>() : l.dump()));
      if (!contains(file.landscapes, c)) file.landscapes.push_back(c);
    }
  }
  // Optional switches of the set-up, read as "name" and "note" are.
  for (auto [key, field] :
       {std::pair{"colonies", &file.colonies}, std::pair{"shelters", &file.shelters},
        std::pair{"earlierVersions", &file.earlierVersions}}) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) continue;
    if (!it->is_boolean()) return failed(std::string("\"") + key + "\" must be true or false");
    *field = it->get<bool>();
  }
  std::string baneName;
  if (const auto bane = j.find("bane"); bane != j.end() && !bane->is_null()) {
    if (!bane->is_string()) return failed("\"bane\" must be a card name");
    baneName = trimmed(bane->get<std::string>());
  }
  KingdomParse out = resolve(names, std::move(file), aliases);
  if (!out.ok() || baneName.empty()) return out;
  const CardId bane = findCardNamed(baneName, aliases);
  if (bane == NoCard)
    return failed("unknown card \"" + baneName + "\" as \"bane\"" +
                  didYouMean(suggestCardNames(baneName, aliases)));
  if (!canBeBane(bane, out.kingdom->cards))
    return failed(
        cardName(bane) +
        " cannot be the Bane: it must be a Kingdom card costing $2 or $3, not one of the 10");
  out.kingdom->bane = bane;
  return out;
}

KingdomParse parseKingdom(std::string_view text, std::span<const CardAlias> aliases) {
  std::string_view rest = text;
  if (rest.starts_with("\xEF\xBB\xBF")) rest.remove_prefix(3);
  const size_t first = rest.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && rest[first] == '{') return parseKingdomJson(rest, aliases);
  return parseKingdomText(rest, aliases);
}

std::string kingdomToJson(const KingdomFile& kingdom) {
  nlohmann::ordered_json j;
  j["format"] = "dominion-kingdom";
  j["version"] = 1;
  j["name"] = kingdom.name;
  j["note"] = kingdom.note;
  j["cards"] = nlohmann::ordered_json::array();
  for (CardId c : kingdom.cards) j["cards"].push_back(card(c).name);
  if (kingdom.colonies) j["colonies"] = true;
  if (kingdom.shelters) j["shelters"] = true;
  if (kingdom.bane != NoCard) j["bane"] = card(kingdom.bane).name;
  if (!kingdom.landscapes.empty()) {
    j["landscapes"] = nlohmann::ordered_json::array();
    for (CardId c : kingdom.landscapes) j["landscapes"].push_back(card(c).name);
  }
  if (kingdom.earlierVersions) j["earlierVersions"] = true;
  // Invalid UTF-8 in a name or note is written as U+FFFD rather than failing.
  return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string kingdomToText(std::span<const CardId> cards) {
  std::string out;
  for (size_t k = 0; k < cards.size(); ++k) {
    if (k) out += ", ";
    out += card(cards[k]).name;
  }
  return out;
}

}  // namespace dom
