#include "log_text.hpp"

#include <iterator>

#include "zones.hpp"

namespace dom {

namespace {

std::string who(PlayerId p) { return "Player " + std::to_string(p + 1); }
std::string name(CardId c) { return c == NoCard ? "a card" : std::string(card(c).name); }

constexpr const char* kPileTokenNames[] = {"Embargo", "Trade Route"};
static_assert(std::size(kPileTokenNames) == size_t(PileToken::Count));

// "+1 Coffers", "+2 Villagers", "+1 VP".
std::string counterWord(Counter c, int n) {
  switch (c) {
    case Counter::VP:
      return "VP";
    case Counter::Coffers:
      return "Coffers";
    case Counter::Villagers:
      return n == 1 ? "Villager" : "Villagers";
    case Counter::Debt:
      return "Debt";
    case Counter::Favors:
      return n == 1 ? "Favor" : "Favors";
    case Counter::PirateShip:
      return n == 1 ? "Pirate Ship token" : "Pirate Ship tokens";
    default:
      return n == 1 ? "token" : "tokens";
  }
}

const char* zoneWord(Zone z) {
  switch (z) {
    case Zone::Supply:
      return "the Supply";
    case Zone::Trash:
      return "the trash";
    case Zone::Deck:
      return "deck";
    case Zone::Hand:
      return "hand";
    case Zone::Discard:
      return "discard pile";
    case Zone::InPlay:
      return "play";
    case Zone::Revealed:
      return "set-aside cards";
    case Zone::Aside:
      return "set-aside cards";
    case Zone::Held:
      return "set-aside cards";
    case Zone::IslandMat:
      return "Island mat";
    case Zone::NativeVillage:
      return "Native Village mat";
    case Zone::Tavern:
      return "Tavern mat";
    case Zone::Exile:
      return "Exile mat";
    default:
      return "?";
  }
}

}  // namespace

std::string describeEvent(const Event& e) {
  switch (e.kind) {
    case EventKind::TurnBegin:
      return "--- " + who(e.player) + ", turn " + std::to_string(e.amount) + " ---";
    case EventKind::PhaseBegin:
      return "";
    case EventKind::Move:
      switch (e.reason) {
        case MoveReason::Draw:
          return who(e.player) + " draws " + name(e.card) + ".";
        case MoveReason::Discard:
          return who(e.player) + " discards " + name(e.card) + ".";
        case MoveReason::TopDeck:
          return who(e.player) + " puts " + name(e.card) + " onto their deck.";
        case MoveReason::SetAside:
          return who(e.player) + " sets aside " + name(e.card) + ".";
        case MoveReason::ToHand:
          return who(e.player) + " puts " + name(e.card) + " into their hand.";
        case MoveReason::Return:
          return name(e.card) + " returns to the Supply.";
        case MoveReason::Exchange:
          return who(e.player) + " takes " + name(e.card) + " in exchange.";
        case MoveReason::Call:
          return who(e.player) + " calls " + name(e.card) + ".";
        case MoveReason::Cleanup:
          return "";
        case MoveReason::Gain: {
          if (e.to == Zone::Discard) return "";
          std::string text = "(";
          text += name(e.card);
          text += " goes to ";
          text += zoneWord(e.to);
          text += ".)";
          return text;
        }
        default:
          return "";
      }
    case EventKind::Shuffle:
      return who(e.player) + " shuffles " + std::to_string(e.amount) + " cards.";
    case EventKind::Reveal:
      return who(e.player) + " reveals " + name(e.card) + ".";
    case EventKind::Play:
      return who(e.player) + " plays " + name(e.card) + ".";
    case EventKind::Buy:
      return who(e.player) + " buys " + name(e.card) + ".";
    case EventKind::Gain:
      return who(e.player) + " gains " + name(e.card) + ".";
    case EventKind::Trash:
      return who(e.player) + " trashes " + name(e.card) + ".";
    case EventKind::NameCard:
      return who(e.player) + " names " + name(e.card) + ".";
    case EventKind::Choice:
      return who(e.player) + " chooses option " + std::to_string(e.amount + 1) + " of " +
             name(e.card) + ".";
    case EventKind::Coins:  // Souk takes coins away: "loses $3"
      if (e.amount < 0) return who(e.player) + " loses $" + std::to_string(-e.amount) + ".";
      return who(e.player) + " gets +$" + std::to_string(e.amount) + ".";
    case EventKind::Potions:
      return who(e.player) + " gets +" + std::to_string(e.amount) +
             (e.amount == 1 ? " Potion." : " Potions.");
    case EventKind::Unaffected:
      return who(e.player) + " is unaffected (" + name(e.card) + ").";
    case EventKind::Triggered:
    case EventKind::TriggerDone:
      return "";  // the lines of what it does say it
    case EventKind::Actions:
      return who(e.player) + " gets +" + std::to_string(e.amount) +
             (e.amount == 1 ? " Action." : " Actions.");
    case EventKind::Buys:
      return who(e.player) + " gets +" + std::to_string(e.amount) +
             (e.amount == 1 ? " Buy." : " Buys.");
    case EventKind::Pass:
      return who(e.player) + " passes a card to " + who(e.toOwner) + ".";
    case EventKind::GameOver:
      return "The game is over.";
    case EventKind::PileToken:
      // Taken off the pile: the only such token is Trade Route's, which goes to its mat.
      if (e.amount < 0)
        return "The " + std::string(kPileTokenNames[size_t(e.toOwner)]) + " token on the " +
               name(e.card) + " pile moves to the Trade Route mat.";
      return who(e.player) + " adds " +
             (e.amount == 1 ? std::string("a") : std::to_string(e.amount)) + " " +
             std::string(kPileTokenNames[size_t(e.toOwner)]) +
             (e.amount == 1 ? " token" : " tokens") + " to the " + name(e.card) + " pile.";
    case EventKind::ExtraTurnBegin:
      return "--- " + who(e.player) + ", extra turn ---";
    case EventKind::Tokens:
      return Counter(e.toOwner) == Counter::Debt
                 ? who(e.player) + " takes " + std::to_string(e.amount) + " Debt."
                 : who(e.player) + " gets +" + std::to_string(e.amount) + " " +
                       counterWord(Counter(e.toOwner), e.amount) + ".";
    case EventKind::SpendTokens:
      return Counter(e.toOwner) == Counter::Debt
                 ? who(e.player) + " pays off " + std::to_string(e.amount) + " Debt."
                 : who(e.player) + " spends " + std::to_string(e.amount) + " " +
                       counterWord(Counter(e.toOwner), e.amount) + ".";
  }
  return "";
}

}  // namespace dom
