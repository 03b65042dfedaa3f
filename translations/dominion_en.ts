<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DecisionPanel</name>
    <message numerus="yes">
        <source>Choose %n card(s)</source>
        <translation>
            <numerusform>Choose %n card</numerusform>
            <numerusform>Choose %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n card(s)</source>
        <extracomment>At most %n cards, none required</extracomment>
        <translation>
            <numerusform>You may choose %n card</numerusform>
            <numerusform>Choose up to %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>+%n Villager(s)</source>
        <translation>
            <numerusform>+%n Villager</numerusform>
            <numerusform>+%n Villagers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Favor(s)</source>
        <translation>
            <numerusform>+%n Favor</numerusform>
            <numerusform>+%n Favors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Pirate Ship token(s)</source>
        <translation>
            <numerusform>+%n Pirate Ship token</numerusform>
            <numerusform>+%n Pirate Ship tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Action(s)</source>
        <translation>
            <numerusform>+%n Action</numerusform>
            <numerusform>+%n Actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Buy(s)</source>
        <translation>
            <numerusform>+%n Buy</numerusform>
            <numerusform>+%n Buys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Potion(s)</source>
        <translation>
            <numerusform>+%n Potion</numerusform>
            <numerusform>+%n Potions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 again and draws %n card(s).</source>
        <translation>
            <numerusform>%1 plays %2 again and draws %n card.</numerusform>
            <numerusform>%1 plays %2 again and draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 and draws %n card(s).</source>
        <translation>
            <numerusform>%1 plays %2 and draws %n card.</numerusform>
            <numerusform>%1 plays %2 and draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n card(s) face down.</source>
        <extracomment>The singular says &quot;a card&quot;: &quot;Anna sets aside a card face down.&quot;</extracomment>
        <translation>
            <numerusform>%1 sets aside a card face down.</numerusform>
            <numerusform>%1 sets aside %n cards face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s).</source>
        <translation>
            <numerusform>%1 discards %n card.</numerusform>
            <numerusform>%1 discards %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n card(s) onto their deck.</source>
        <translation>
            <numerusform>%1 puts %n card onto their deck.</numerusform>
            <numerusform>%1 puts %n cards onto their deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n card(s).</source>
        <translation>
            <numerusform>%1 sets aside %n card.</numerusform>
            <numerusform>%1 sets aside %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n card(s) into their hand.</source>
        <translation>
            <numerusform>%1 puts %n card into their hand.</numerusform>
            <numerusform>%1 puts %n cards into their hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>%n game(s) against the computer, %1 won (%2%)</source>
        <extracomment>Games against the computer: %n games, %1 won, %2 per cent</extracomment>
        <translation>
            <numerusform>%n game against the computer, %1 won (%2%)</numerusform>
            <numerusform>%n games against the computer, %1 won (%2%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <extracomment>A finished game: its date and how many turns it lasted</extracomment>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KingdomBuilderPage</name>
    <message numerus="yes">
        <source>Against %n computer player(s)</source>
        <extracomment>%n is the number of computer players (1 to 5)</extracomment>
        <translation>
            <numerusform>Against one computer player</numerusform>
            <numerusform>Against %n computer players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s) at this computer</source>
        <extracomment>The kingdom dialog&apos;s game is for %n players (2 to 6) at one computer</extracomment>
        <translation>
            <numerusform>For %n player at this computer</numerusform>
            <numerusform>For %n players at this computer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KingdomImportDialog</name>
    <message numerus="yes">
        <source>%n card(s): the others will be drawn at random.</source>
        <extracomment>%n is a number of cards (1 to 9)</extracomment>
        <translation>
            <numerusform>%n card: the others will be drawn at random.</numerusform>
            <numerusform>%n cards: the others will be drawn at random.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message numerus="yes">
        <source>You play against %n computer player(s).</source>
        <extracomment>%n is the number of computer players (1 to 5)</extracomment>
        <translation>
            <numerusform>You play against one computer player.</numerusform>
            <numerusform>You play against %n computer players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveManager</name>
    <message numerus="yes">
        <source>%n saved games cannot be used and were set aside in %1.</source>
        <extracomment>Several saved game files could not be read; %1 is the folder they were moved to</extracomment>
        <translation>
            <numerusform>%n saved game cannot be used and was set aside in %1.</numerusform>
            <numerusform>%n saved games cannot be used and were set aside in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message numerus="yes">
        <source>Trash — %n card(s)</source>
        <translation>
            <numerusform>Trash — %n card</numerusform>
            <numerusform>Trash — %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dominion::app::GameController</name>
    <message numerus="yes">
        <source>Buy %1 with $%2? You have %n Treasure(s) in hand.</source>
        <extracomment>%1 is the card, %2 the coins the player has now, %n the Treasures in hand</extracomment>
        <translation>
            <numerusform>Buy %1 with $%2? You have %n Treasure in hand.</numerusform>
            <numerusform>Buy %1 with $%2? You have %n Treasures in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Villager(s).</source>
        <translation>
            <numerusform>Spend %n Villager.</numerusform>
            <numerusform>Spend %n Villagers.</numerusform>
        </translation>
    </message>
</context>
</TS>
