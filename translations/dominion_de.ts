<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardName</name>
    <message>
        <source>Copper</source>
        <translation>Kupfer</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Anwesen</translation>
    </message>
    <message>
        <source>Duchy</source>
        <translation>Herzogtum</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Fluch</translation>
    </message>
    <message>
        <source>Artisan</source>
        <translation>Töpferei</translation>
    </message>
    <message>
        <source>Bandit</source>
        <translation>Banditin</translation>
    </message>
    <message>
        <source>Bureaucrat</source>
        <translation>Bürokrat</translation>
    </message>
    <message>
        <source>Cellar</source>
        <translation>Keller</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <source>Council Room</source>
        <translation>Ratsversammlung</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Jahrmarkt</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Gärten</translation>
    </message>
    <message>
        <source>Harbinger</source>
        <translation>Vorbotin</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Laboratorium</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Händlerin</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Moat</source>
        <translation>Burggraben</translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation>Geldverleiher</translation>
    </message>
    <message>
        <source>Poacher</source>
        <translation>Wilddiebin</translation>
    </message>
    <message>
        <source>Remodel</source>
        <translation>Umbau</translation>
    </message>
    <message>
        <source>Sentry</source>
        <translation>Torwächterin</translation>
    </message>
    <message>
        <source>Smithy</source>
        <translation>Schmiede</translation>
    </message>
    <message>
        <source>Throne Room</source>
        <translation>Thronsaal</translation>
    </message>
    <message>
        <source>Vassal</source>
        <translation>Vasall</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Hexe</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <source>Chancellor</source>
        <translation>Kanzler</translation>
    </message>
    <message>
        <source>Feast</source>
        <translation>Festmahl</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Dieb</translation>
    </message>
    <message>
        <source>Woodcutter</source>
        <translation>Holzfäller</translation>
    </message>
    <message>
        <source>Baron</source>
        <translation>Baron</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Conspirator</source>
        <translation>Verschwörer</translation>
    </message>
    <message>
        <source>Courtier</source>
        <translation>Höflinge</translation>
    </message>
    <message>
        <source>Courtyard</source>
        <translation>Burghof</translation>
    </message>
    <message>
        <source>Diplomat</source>
        <translation>Diplomatin</translation>
    </message>
    <message>
        <source>Duke</source>
        <translation>Herzog</translation>
    </message>
    <message>
        <source>Harem</source>
        <translation>Harem / Farm</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Eisenhütte</translation>
    </message>
    <message>
        <source>Lurker</source>
        <translation>Herumtreiberin</translation>
    </message>
    <message>
        <source>Masquerade</source>
        <translation>Maskerade</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>Mühle</translation>
    </message>
    <message>
        <source>Mining Village</source>
        <translation>Bergwerk</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Lakai</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Adelige</translation>
    </message>
    <message>
        <source>Patrol</source>
        <translation>Patrouille</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Handlanger</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Secret Passage</source>
        <translation>Geheimgang</translation>
    </message>
    <message>
        <source>Shanty Town</source>
        <translation>Armenviertel</translation>
    </message>
    <message>
        <source>Steward</source>
        <translation>Verwalter</translation>
    </message>
    <message>
        <source>Swindler</source>
        <translation>Trickser</translation>
    </message>
    <message>
        <source>Torturer</source>
        <translation>Kerkermeister</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Handelsposten</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Anbau</translation>
    </message>
    <message>
        <source>Wishing Well</source>
        <translation>Wunschbrunnen</translation>
    </message>
    <message>
        <source>Coppersmith</source>
        <translation>Kupferschmied</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>Große Halle</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <translation>Saboteur</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>Secret Chamber</source>
        <translation>Geheimkammer</translation>
    </message>
    <message>
        <source>Tribute</source>
        <translation>Tribut</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Fluch</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Dominion</source>
        <translation>Dominion</translation>
    </message>
    <message>
        <source>Your game setup is saved. The game table is not part of this version yet.</source>
        <translation>Deine Spieleinstellungen sind gespeichert. Der Spieltisch ist in dieser Version noch nicht enthalten.</translation>
    </message>
</context>
<context>
    <name>MainMenuPage</name>
    <message>
        <source>Dominion</source>
        <extracomment>The game&apos;s name on the title screen</extracomment>
        <translation>Dominion</translation>
    </message>
    <message>
        <source>Build your deck. Grow your kingdom.</source>
        <translation>Baue dein Deck. Erweitere dein Königreich.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Plays a simple strategy: good for learning the game.</source>
        <translation>Spielt eine einfache Strategie – gut zum Kennenlernen des Spiels.</translation>
    </message>
    <message>
        <source>Builds a sound deck: a fair match.</source>
        <translation>Baut ein solides Deck – eine ausgeglichene Partie.</translation>
    </message>
    <message>
        <source>Plays strong strategies: for experienced players.</source>
        <translation>Spielt starke Strategien – für erfahrene Spieler.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Kingdom</source>
        <translation>Königreich</translation>
    </message>
    <message>
        <source>First Game</source>
        <extracomment>The recommended first set of Kingdom cards from the rulebook</extracomment>
        <translation>Erstes Spiel</translation>
    </message>
    <message>
        <source>The ten Kingdom cards the rulebook recommends for learning the game.</source>
        <translation>Die zehn Königreichkarten, die die Spielregel zum Kennenlernen empfiehlt.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Ten Kingdom cards drawn at random from the base game and Intrigue.</source>
        <translation>Zehn zufällig gezogene Königreichkarten aus dem Basisspiel und der Intrige.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>You play against one computer player.</source>
        <translation>Du spielst gegen einen Computerspieler.</translation>
    </message>
    <message>
        <source>You play against %1 computer players.</source>
        <extracomment>Used for 2 to 5 computer players</extracomment>
        <translation>Du spielst gegen %1 Computerspieler.</translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <extracomment>Button that returns to the previous page</extracomment>
        <translation>‹ Zurück</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Menus, messages and card names.</source>
        <translation>Menüs, Meldungen und Kartennamen.</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Language choice: follow the operating system&apos;s language</extracomment>
        <translation>System</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Language name, always written in that language</extracomment>
        <translation>English</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <extracomment>Language name, always written in that language</extracomment>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Français</source>
        <extracomment>Language name, always written in that language</extracomment>
        <translation>Français</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Show victory points</source>
        <translation>Siegpunkte anzeigen</translation>
    </message>
    <message>
        <source>Keep every player&apos;s current score in view during the game.</source>
        <translation>Zeigt während des Spiels den aktuellen Punktestand aller Spieler.</translation>
    </message>
    <message>
        <source>How fast cards move on the table.</source>
        <translation>Wie schnell sich die Karten auf dem Tisch bewegen.</translation>
    </message>
</context>
<context>
    <name>SpeedSlider</name>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
</context>
</TS>
