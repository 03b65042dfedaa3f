// Landscape cards beside the Supply: buying an Event or a Project, playing an Action as a Way
// (the rules, chapter IV: "Events and Projects", "Ways").
#include "game.hpp"

namespace dom {

std::string_view landscapeName(Landscape l) {
  switch (l) {
    case Landscape::None:
      return "";
    case Landscape::Event:
      return "Event";
    case Landscape::Project:
      return "Project";
    case Landscape::Landmark:
      return "Landmark";
    case Landscape::Way:
      return "Way";
    case Landscape::Ally:
      return "Ally";
    case Landscape::Trait:
      return "Trait";
    case Landscape::Prophecy:
      return "Prophecy";
  }
  return "";
}

int Game::landscapeIndex(CardId c) const {
  for (size_t k = 0; k < s.landscapes.size(); ++k)
    if (s.landscapes[k].card == c) return int(k);
  return -1;
}

// Buying an Event or a Project uses a Buy and pays its cost like buying a card (Debt in it is
// taken as tokens), but gains nothing and is no "buying a card": when-buy abilities of cards
// don't trigger. It belongs to the second part of the Buy phase: no Treasures after it.
void Game::buyLandscape(int index) {
  const PlayerId p = s.turn.player;
  LandscapeState& l = s.landscapes[size_t(index)];
  const CardDef& d = card(l.card);
  const Cost price = cost(l.card);
  s.turn.coins = int16_t(s.turn.coins - price.coins);
  s.turn.potions = int16_t(s.turn.potions - price.potion);
  s.turn.buys = int16_t(s.turn.buys - 1);
  s.turn.bought = true;
  log({.kind = EventKind::Buy, .player = p, .card = l.card});
  if (price.debt > 0) addTokens(p, Counter::Debt, price.debt);
  if (d.landscape == Landscape::Project) {
    // The buyer's cube goes on the Project; its abilities are theirs from now on.
    l.owners = uint8_t(l.owners | (1u << p));
    return;
  }
  s.turn.eventsBought.push_back(l.card);
  // The Event's ability: an ordinary frame, with no card instance.
  if (d.plus.any() || d.ability) push(Frame{.kind = Frame::Ability, .card = l.card, .player = p});
}

// The Action is played (it moves into play, counts as played, "when you play" abilities
// trigger) but does what the Way says instead of its own instructions.
void Game::playAsWay(PlayerId p, Inst i, CardId way) {
  if (s.instLoc[size_t(i)].zone != Zone::InPlay) moveTo(i, Zone::InPlay, p, MoveReason::Play);
  const CardId c = cardOf(i);
  log({.kind = EventKind::Play, .player = p, .card = c, .inst = i});
  raise(When::Play, p, i);
  s.turn.played.push_back({i, c});
  for (size_t k = 0; k < s.turn.effects.size(); ++k)
    if (auto hook = card(s.turn.effects[k].card).onPlayed) hook(*this, int(k), i);
  if (s.listening & whenBit(When::ActionResolved))
    push(Frame{.kind = Frame::ActionResolved, .card = c, .source = i, .player = p});
  push(Frame{.kind = Frame::Ability, .card = way, .source = i, .player = p});
}

}  // namespace dom
