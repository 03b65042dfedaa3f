<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CardName</name>
    <message>
        <source>Copper</source>
        <translation>Cuivre</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Duchy</source>
        <translation>Duché</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Malédiction</translation>
    </message>
    <message>
        <source>Artisan</source>
        <translation>Artisan</translation>
    </message>
    <message>
        <source>Bandit</source>
        <translation>Brigand</translation>
    </message>
    <message>
        <source>Bureaucrat</source>
        <translation>Bureaucrate</translation>
    </message>
    <message>
        <source>Cellar</source>
        <translation>Cave</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>Chapelle</translation>
    </message>
    <message>
        <source>Council Room</source>
        <translation>Chambre du conseil</translation>
    </message>
    <message>
        <source>Festival</source>
        <translation>Festival</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Jardins</translation>
    </message>
    <message>
        <source>Harbinger</source>
        <translation>Présage</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Laboratoire</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Marché</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Marchand</translation>
    </message>
    <message>
        <source>Militia</source>
        <translation>Milice</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Moat</source>
        <translation>Douves</translation>
    </message>
    <message>
        <source>Moneylender</source>
        <translation>Prêteur sur gages</translation>
    </message>
    <message>
        <source>Poacher</source>
        <translation>Braconnier</translation>
    </message>
    <message>
        <source>Remodel</source>
        <translation>Rénovation</translation>
    </message>
    <message>
        <source>Sentry</source>
        <translation>Sentinelle</translation>
    </message>
    <message>
        <source>Smithy</source>
        <translation>Forgeron</translation>
    </message>
    <message>
        <source>Throne Room</source>
        <translation>Salle du Trône</translation>
    </message>
    <message>
        <source>Vassal</source>
        <translation>Vassal</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Sorcière</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
    <message>
        <source>Adventurer</source>
        <translation>Aventurier</translation>
    </message>
    <message>
        <source>Chancellor</source>
        <translation>Chancelier</translation>
    </message>
    <message>
        <source>Feast</source>
        <translation>Festin</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Espion</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <source>Woodcutter</source>
        <translation>Bûcheron</translation>
    </message>
    <message>
        <source>Baron</source>
        <translation>Baron</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Conspirator</source>
        <translation>Conspirateur</translation>
    </message>
    <message>
        <source>Courtier</source>
        <translation>Courtisan</translation>
    </message>
    <message>
        <source>Courtyard</source>
        <translation>Cour</translation>
    </message>
    <message>
        <source>Diplomat</source>
        <translation>Diplomate</translation>
    </message>
    <message>
        <source>Duke</source>
        <translation>Duc</translation>
    </message>
    <message>
        <source>Harem</source>
        <translation>Harem</translation>
    </message>
    <message>
        <source>Ironworks</source>
        <translation>Fonderie</translation>
    </message>
    <message>
        <source>Lurker</source>
        <translation>Rôdeur</translation>
    </message>
    <message>
        <source>Masquerade</source>
        <translation>Mascarade</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>Moulin</translation>
    </message>
    <message>
        <source>Mining Village</source>
        <translation>Village minier</translation>
    </message>
    <message>
        <source>Minion</source>
        <translation>Larbin</translation>
    </message>
    <message>
        <source>Nobles</source>
        <translation>Nobles</translation>
    </message>
    <message>
        <source>Patrol</source>
        <translation>Patrouille</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacement</translation>
    </message>
    <message>
        <source>Secret Passage</source>
        <translation>Passage secret</translation>
    </message>
    <message>
        <source>Shanty Town</source>
        <translation>Taudis</translation>
    </message>
    <message>
        <source>Steward</source>
        <translation>Intendant</translation>
    </message>
    <message>
        <source>Swindler</source>
        <translation>Escroc</translation>
    </message>
    <message>
        <source>Torturer</source>
        <translation>Bourreau</translation>
    </message>
    <message>
        <source>Trading Post</source>
        <translation>Comptoir</translation>
    </message>
    <message>
        <source>Upgrade</source>
        <translation>Mise à niveau</translation>
    </message>
    <message>
        <source>Wishing Well</source>
        <translation>Puits aux souhaits</translation>
    </message>
    <message>
        <source>Coppersmith</source>
        <translation>Chaudronnier</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>Grand Hall</translation>
    </message>
    <message>
        <source>Saboteur</source>
        <translation>Saboteur</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Éclaireur</translation>
    </message>
    <message>
        <source>Secret Chamber</source>
        <translation>Chambre secrète</translation>
    </message>
    <message>
        <source>Tribute</source>
        <translation>Hommage</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Malédiction</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
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
        <translation>La configuration de votre partie est enregistrée. La table de jeu ne fait pas encore partie de cette version.</translation>
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
        <translation>Construisez votre deck. Agrandissez votre royaume.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Adversaires virtuels</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Plays a simple strategy: good for learning the game.</source>
        <translation>Joue une stratégie simple&#xa0;: idéal pour découvrir le jeu.</translation>
    </message>
    <message>
        <source>Builds a sound deck: a fair match.</source>
        <translation>Construit un deck solide&#xa0;: une partie équilibrée.</translation>
    </message>
    <message>
        <source>Plays strong strategies: for experienced players.</source>
        <translation>Joue des stratégies fortes&#xa0;: pour joueurs expérimentés.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Kingdom</source>
        <translation>Royaume</translation>
    </message>
    <message>
        <source>First Game</source>
        <extracomment>The recommended first set of Kingdom cards from the rulebook</extracomment>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>The ten Kingdom cards the rulebook recommends for learning the game.</source>
        <translation>Les dix cartes Royaume que la règle recommande pour découvrir le jeu.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Ten Kingdom cards drawn at random from the base game and Intrigue.</source>
        <translation>Dix cartes Royaume tirées au hasard dans le jeu de base et Intrigue.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>You play against one computer player.</source>
        <translation>Vous affrontez un adversaire virtuel.</translation>
    </message>
    <message>
        <source>You play against %1 computer players.</source>
        <extracomment>Used for 2 to 5 computer players</extracomment>
        <translation>Vous affrontez %1 adversaires virtuels.</translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <extracomment>Button that returns to the previous page</extracomment>
        <translation>‹ Retour</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Menus, messages and card names.</source>
        <translation>Menus, messages et noms des cartes.</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>Language choice: follow the operating system&apos;s language</extracomment>
        <translation>Système</translation>
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
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Show victory points</source>
        <translation>Afficher les points de victoire</translation>
    </message>
    <message>
        <source>Keep every player&apos;s current score in view during the game.</source>
        <translation>Garde le score actuel de chaque joueur visible pendant la partie.</translation>
    </message>
    <message>
        <source>How fast cards move on the table.</source>
        <translation>La vitesse à laquelle les cartes se déplacent sur la table.</translation>
    </message>
</context>
<context>
    <name>SpeedSlider</name>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
</context>
</TS>
