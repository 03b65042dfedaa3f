<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AboutPage</name>
    <message>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <source>Dominion</source>
        <translation>Dominion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Illustrations des cartes</translation>
    </message>
    <message>
        <source>The pictures on the cards are icons from Game Icons (%1), made by Lorc, Delapouite, John Colburn, Felbrigg, John Redman, Carl Olsen, Sbed, PriorBlue, Willdabeast, Viscious Speed, Lord Berandas, Irongamer, HeavenlyDog and the other Game Icons contributors, under the Creative Commons Attribution 3.0 licence (%2). The colours and the scenery around them are this game&apos;s own.</source>
        <extracomment>%1 is the link to game-icons.net, %2 the link to the licence</extracomment>
        <translation>Les images des cartes sont des icônes de Game Icons (%1), créées par Lorc, Delapouite, John Colburn, Felbrigg, John Redman, Carl Olsen, Sbed, PriorBlue, Willdabeast, Viscious Speed, Lord Berandas, Irongamer, HeavenlyDog et les autres contributeurs de Game Icons, sous licence Creative Commons Attribution 3.0 (%2). Les couleurs et le paysage qui les entourent sont propres à ce jeu.</translation>
    </message>
    <message>
        <source>Card names and titles are set in EB Garamond (%1) by Georg Duffner and Octavio Pardo, under the SIL Open Font License 1.1 (%2).</source>
        <extracomment>%1 is the link to the typeface&apos;s project, %2 the link to the licence</extracomment>
        <translation>Les noms des cartes et les titres sont composés en EB Garamond (%1), de Georg Duffner et Octavio Pardo, sous licence SIL Open Font License 1.1 (%2).</translation>
    </message>
    <message>
        <source>Typeface</source>
        <translation>Police de caractères</translation>
    </message>
</context>
<context>
    <name>BuyConfirmDialog</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Card back</source>
        <translation>Dos de carte</translation>
    </message>
</context>
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
    <message>
        <source>Haven</source>
        <translation>Havre</translation>
    </message>
    <message>
        <source>Native Village</source>
        <translation>Village indigène</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>Caravane</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Île</translation>
    </message>
    <message>
        <source>Outpost</source>
        <translation>Avant-poste</translation>
    </message>
    <message>
        <source>Embargo</source>
        <translation>Embargo</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Mirador</translation>
    </message>
    <message>
        <source>Hoard</source>
        <translation>Magot</translation>
    </message>
    <message>
        <source>Talisman</source>
        <translation>Talisman</translation>
    </message>
    <message>
        <source>Border Village</source>
        <translation>Village frontalier</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Troqueuse</translation>
    </message>
    <message>
        <source>Fool&apos;s Gold</source>
        <translation>Or des fous</translation>
    </message>
    <message>
        <source>Peddler</source>
        <translation>Colporteur</translation>
    </message>
    <message>
        <source>Highway</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Platinum</source>
        <translation>Platine</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Colonie</translation>
    </message>
    <message>
        <source>Trade Route</source>
        <translation>Route commerciale</translation>
    </message>
    <message>
        <source>Young Witch</source>
        <translation>Jeune sorcière</translation>
    </message>
    <message>
        <source>Candlestick Maker</source>
        <translation>Cirier</translation>
    </message>
    <message>
        <source>Lackeys</source>
        <translation>Laquais</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Foire</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingénieur</translation>
    </message>
    <message>
        <source>Coin of the Realm</source>
        <translation>Monnaie Royale</translation>
    </message>
    <message>
        <source>Alms</source>
        <translation>Aumône</translation>
    </message>
    <message>
        <source>Way of the Ox</source>
        <translation>Voie du Bœuf</translation>
    </message>
    <message>
        <source>Potion</source>
        <translation>Potion</translation>
    </message>
    <message>
        <source>Familiar</source>
        <translation>Familier</translation>
    </message>
    <message>
        <source>Bandit Camp</source>
        <translation>Camp de bandits</translation>
    </message>
    <message>
        <source>Spoils</source>
        <translation>Butin</translation>
    </message>
    <message>
        <source>Hovel</source>
        <translation>Cabane</translation>
    </message>
    <message>
        <source>Necropolis</source>
        <translation>Nécropole</translation>
    </message>
    <message>
        <source>Overgrown Estate</source>
        <translation>Domaine luxuriant</translation>
    </message>
    <message>
        <source>Pooka</source>
        <translation>Pooka</translation>
    </message>
    <message>
        <source>Cursed Gold</source>
        <translation>Or maudit</translation>
    </message>
    <message>
        <source>Cultist</source>
        <translation>Cultiste</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruines</translation>
    </message>
    <message>
        <source>Abandoned Mine</source>
        <translation>Mine abandonnée</translation>
    </message>
    <message>
        <source>Ruined Library</source>
        <translation>Bibliothèque en ruines</translation>
    </message>
    <message>
        <source>Ruined Market</source>
        <translation>Marché en ruines</translation>
    </message>
    <message>
        <source>Ruined Village</source>
        <translation>Ville en ruines</translation>
    </message>
    <message>
        <source>Survivors</source>
        <translation>Rescapés</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Cheval</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Provisions</translation>
    </message>
    <message>
        <source>Patrician</source>
        <translation>Patricien</translation>
    </message>
    <message>
        <source>Emporium</source>
        <translation>Emporium</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Chevalier</translation>
    </message>
    <message>
        <source>Dame Anna</source>
        <translation>Dame Anna</translation>
    </message>
    <message>
        <source>Dame Josephine</source>
        <translation>Dame Joséphine</translation>
    </message>
    <message>
        <source>Dame Molly</source>
        <translation>Dame Molly</translation>
    </message>
    <message>
        <source>Dame Natalie</source>
        <translation>Dame Natalie</translation>
    </message>
    <message>
        <source>Dame Sylvia</source>
        <translation>Dame Sylvia</translation>
    </message>
    <message>
        <source>Sir Bailey</source>
        <translation>Sir Bailey</translation>
    </message>
    <message>
        <source>Sir Destry</source>
        <translation>Sir Destry</translation>
    </message>
    <message>
        <source>Sir Martin</source>
        <translation>Sir Martin</translation>
    </message>
    <message>
        <source>Sir Michael</source>
        <translation>Sir Michael</translation>
    </message>
    <message>
        <source>Sir Vander</source>
        <translation>Sir Vander</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Bag of Gold</source>
        <translation>Sac d&apos;or</translation>
    </message>
    <message>
        <source>Diadem</source>
        <translation>Diadème</translation>
    </message>
    <message>
        <source>Followers</source>
        <translation>Partisans</translation>
    </message>
    <message>
        <source>Princess</source>
        <translation>Princesse</translation>
    </message>
    <message>
        <source>Trusty Steed</source>
        <translation>Fidèle destrier</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Châteaux</translation>
    </message>
    <message>
        <source>Humble Castle</source>
        <translation>Château modeste</translation>
    </message>
    <message>
        <source>Crumbling Castle</source>
        <translation>Château délabré</translation>
    </message>
    <message>
        <source>Small Castle</source>
        <translation>Petit château</translation>
    </message>
    <message>
        <source>Haunted Castle</source>
        <translation>Château hanté</translation>
    </message>
    <message>
        <source>Opulent Castle</source>
        <translation>Château opulent</translation>
    </message>
    <message>
        <source>Sprawling Castle</source>
        <translation>Château tentaculaire</translation>
    </message>
    <message>
        <source>Grand Castle</source>
        <translation>Grand château</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banque</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <source>Worker&apos;s Village</source>
        <translation>Village ouvrier</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Agrandissement</translation>
    </message>
    <message>
        <source>King&apos;s Court</source>
        <translation>Cour du Roi</translation>
    </message>
    <message>
        <source>Grand Market</source>
        <translation>Grand marché</translation>
    </message>
    <message>
        <source>Forge</source>
        <translation>Forge</translation>
    </message>
    <message>
        <source>Mint</source>
        <translation>Hôtel de la Monnaie</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Chambre forte</translation>
    </message>
    <message>
        <source>King&apos;s Castle</source>
        <translation>Château du roi</translation>
    </message>
    <message>
        <source>Jewelled Egg</source>
        <translation>Œuf serti de joyaux</translation>
    </message>
    <message>
        <source>Sack of Loot</source>
        <translation>Sac de butin</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Butin</translation>
    </message>
    <message>
        <source>Amphora</source>
        <translation>Amphore</translation>
    </message>
    <message>
        <source>Doubloons</source>
        <translation>Doublons</translation>
    </message>
    <message>
        <source>Endless Chalice</source>
        <translation>Calice sans fin</translation>
    </message>
    <message>
        <source>Figurehead</source>
        <translation>Figure de proue</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Marteau</translation>
    </message>
    <message>
        <source>Insignia</source>
        <translation>Insigne</translation>
    </message>
    <message>
        <source>Jewels</source>
        <translation>Joyaux</translation>
    </message>
    <message>
        <source>Orb</source>
        <translation>Orbe</translation>
    </message>
    <message>
        <source>Prize Goat</source>
        <translation>Chèvre de concours</translation>
    </message>
    <message>
        <source>Puzzle Box</source>
        <translation>Boîte à secret</translation>
    </message>
    <message>
        <source>Sextant</source>
        <translation>Sextant</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Bouclier</translation>
    </message>
    <message>
        <source>Spell Scroll</source>
        <translation>Parchemin de sort</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Bâton</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Épée</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
    </message>
    <message>
        <source>Fishing Village</source>
        <translation>Village de pêcheurs</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Phare</translation>
    </message>
    <message>
        <source>Merchant Ship</source>
        <translation>Navire marchand</translation>
    </message>
    <message>
        <source>Tactician</source>
        <translation>Tacticien</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Entrepôt</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Quai</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Venture</source>
        <translation>Entreprise risquée</translation>
    </message>
    <message>
        <source>Royal Seal</source>
        <translation>Sceau royal</translation>
    </message>
    <message>
        <source>Counting House</source>
        <translation>Bureau de comptabilité</translation>
    </message>
    <message>
        <source>Mountebank</source>
        <translation>Charlatan</translation>
    </message>
    <message>
        <source>Goons</source>
        <translation>Fiers-à-bras</translation>
    </message>
    <message>
        <source>Contraband</source>
        <translation>Contrebande</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Évêque</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Carrière</translation>
    </message>
    <message>
        <source>Rabble</source>
        <translation>Foule</translation>
    </message>
    <message>
        <source>Magnate</source>
        <translation>Magnat</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Clerk</source>
        <translation>Greffier</translation>
    </message>
    <message>
        <source>Anvil</source>
        <translation>Enclume</translation>
    </message>
    <message>
        <source>Cutpurse</source>
        <translation>Coupeur de bourses</translation>
    </message>
    <message>
        <source>Lookout</source>
        <translation>Vigie</translation>
    </message>
    <message>
        <source>Salvager</source>
        <translation>Sauveteur</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <source>Smugglers</source>
        <translation>Contrebandiers</translation>
    </message>
    <message>
        <source>Sea Chart</source>
        <translation>Carte marine</translation>
    </message>
    <message>
        <source>Treasure Map</source>
        <translation>Carte aux trésors</translation>
    </message>
    <message>
        <source>Pearl Diver</source>
        <translation>Plongeur de perles</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigateur</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>Sea Hag</source>
        <translation>Sorcière de mer</translation>
    </message>
    <message>
        <source>Astrolabe</source>
        <translation>Astrolabe</translation>
    </message>
    <message>
        <source>Tide Pools</source>
        <translation>Bassins de marée</translation>
    </message>
    <message>
        <source>Sea Witch</source>
        <translation>Sorcière des mers</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Singe</translation>
    </message>
    <message>
        <source>Corsair</source>
        <translation>Corsaire</translation>
    </message>
    <message>
        <source>Sailor</source>
        <translation>Marin</translation>
    </message>
    <message>
        <source>Blockade</source>
        <translation>Blocus</translation>
    </message>
    <message>
        <source>Pirate</source>
        <translation>Pirate</translation>
    </message>
    <message>
        <source>Ghost Ship</source>
        <translation>Vaisseau fantôme</translation>
    </message>
    <message>
        <source>Tiara</source>
        <translation>Tiare</translation>
    </message>
    <message>
        <source>Crystal Ball</source>
        <translation>Boule de cristal</translation>
    </message>
    <message>
        <source>Investment</source>
        <translation>Investissement</translation>
    </message>
    <message>
        <source>War Chest</source>
        <translation>Trésor de guerre</translation>
    </message>
    <message>
        <source>Charlatan</source>
        <translation>Charlatan</translation>
    </message>
    <message>
        <source>Ambassador</source>
        <translation>Ambassadeur</translation>
    </message>
    <message>
        <source>Pirate Ship</source>
        <translation>Bateau pirate</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>Carrefour</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Développement</translation>
    </message>
    <message>
        <source>Oasis</source>
        <translation>Oasis</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Complot</translation>
    </message>
    <message>
        <source>Spice Merchant</source>
        <translation>Marchand d&apos;épices</translation>
    </message>
    <message>
        <source>Stables</source>
        <translation>Écuries</translation>
    </message>
    <message>
        <source>Jack of All Trades</source>
        <translation>Touche-à-tout</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Cartographe</translation>
    </message>
    <message>
        <source>Wheelwright</source>
        <translation>Charron</translation>
    </message>
    <message>
        <source>Margrave</source>
        <translation>Margrave</translation>
    </message>
    <message>
        <source>Witch&apos;s Hut</source>
        <translation>Hutte de la sorcière</translation>
    </message>
    <message>
        <source>Souk</source>
        <translation>Souk</translation>
    </message>
    <message>
        <source>Nomads</source>
        <translation>Nomades</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Silk Road</source>
        <translation>Route de la soie</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation>Terre agricole</translation>
    </message>
    <message>
        <source>Haggler</source>
        <translation>Marchandeur</translation>
    </message>
    <message>
        <source>Inn</source>
        <translation>Auberge</translation>
    </message>
    <message>
        <source>Cauldron</source>
        <translation>Chaudron</translation>
    </message>
    <message>
        <source>Berserker</source>
        <translation>Berserker</translation>
    </message>
    <message>
        <source>Guard Dog</source>
        <translation>Chien de garde</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>Weaver</source>
        <translation>Tisserande</translation>
    </message>
    <message>
        <source>Embassy</source>
        <translation>Ambassade</translation>
    </message>
    <message>
        <source>Ill-Gotten Gains</source>
        <translation>Argent noir</translation>
    </message>
    <message>
        <source>Mandarin</source>
        <translation>Mandarin</translation>
    </message>
    <message>
        <source>Noble Brigand</source>
        <translation>Noble brigand</translation>
    </message>
    <message>
        <source>Nomad Camp</source>
        <translation>Campement nomade</translation>
    </message>
    <message>
        <source>Duchess</source>
        <translation>Duchesse</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oracle</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <source>$1</source>
        <translation>$1</translation>
    </message>
    <message>
        <source>$2</source>
        <translation>$2</translation>
    </message>
    <message>
        <source>$3</source>
        <translation>$3</translation>
    </message>
    <message>
        <source>1 VP</source>
        <translation>1 VP</translation>
    </message>
    <message>
        <source>3 VP</source>
        <translation>3 VP</translation>
    </message>
    <message>
        <source>6 VP</source>
        <translation>6 VP</translation>
    </message>
    <message>
        <source>-1 VP</source>
        <translation>-1 VP</translation>
    </message>
    <message>
        <source>+1 Action
Discard any number of cards, then draw that many.</source>
        <translation>+1 Action
Défaussez autant de cartes que vous voulez. +1 Carte par carte défaussée.</translation>
    </message>
    <message>
        <source>Trash up to 4 cards from your hand.</source>
        <translation>Écartez jusqu&apos;à 4 cartes de votre main.</translation>
    </message>
    <message>
        <source>+2 Cards
When another player plays an Attack card, you may first reveal this from your hand, to be unaffected by it.</source>
        <translation>+2 Cartes
Lorsqu&apos;un adversaire joue une carte Attaque, vous pouvez dévoiler cette carte de votre main. Dans ce cas, l&apos;attaque n&apos;a pas d&apos;effet sur vous.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look through your discard pile. You may put a card from it onto your deck.</source>
        <translation>+1 Carte
+1 Action
Consultez votre défausse. Vous pouvez placer une carte de votre défausse sur votre pioche.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
The first time you play a Silver this turn, +$1.</source>
        <translation>+1 Carte
+1 Action
La première fois que vous jouez un Argent ce tour-ci, +$1.</translation>
    </message>
    <message>
        <source>+$2
Discard the top card of your deck. If it&apos;s an Action card, you may play it.</source>
        <translation>+$2
Défaussez la carte du haut de votre pioche. Si c&apos;est une carte Action, vous pouvez la jouer.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions</source>
        <translation>+1 Carte
+2 Actions</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4.</source>
        <translation>Recevez une carte coûtant jusqu&apos;à $4.</translation>
    </message>
    <message>
        <source>Gain a Silver onto your deck. Each other player reveals a Victory card from their hand and puts it onto their deck (or reveals a hand with no Victory cards).</source>
        <translation>Recevez une carte Argent ; placez-la sur votre deck. Tous vos adversaires dévoilent une carte Victoire et la placent sur leur deck (sinon ils dévoilent leur main afin que vous puissiez voir qu&apos;ils n&apos;ont pas de carte Victoire).</translation>
    </message>
    <message>
        <source>Worth 1 VP per 10 cards you have (round down).</source>
        <translation>Vaut 1 VP pour chaque 10 cartes dans votre deck (arrondi à l&apos;unité inférieure).</translation>
    </message>
    <message>
        <source>+$2
Each other player discards down to 3 cards in hand.</source>
        <translation>+$2
Tous vos adversaires défaussent leurs cartes de façon à n&apos;avoir que 3 cartes en main.</translation>
    </message>
    <message>
        <source>You may trash a Copper from your hand for +$3.</source>
        <translation>Vous pouvez écarter une carte Cuivre de votre main. Dans ce cas, +$3.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
Discard a card per empty Supply pile.</source>
        <translation>+1 Carte
+1 Action
+$1
Défaussez une carte pour chaque pile vide de la réserve.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a card costing up to $2 more than it.</source>
        <translation>Écartez une carte de votre main. Recevez une carte coûtant jusqu&apos;à $2 de plus que la carte écartée.</translation>
    </message>
    <message>
        <source>+3 Cards</source>
        <translation>+3 Cartes</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand twice.</source>
        <translation>Vous pouvez jouer deux fois une carte Action de votre main.</translation>
    </message>
    <message>
        <source>Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed Treasure other than Copper, and discards the rest.</source>
        <translation>Recevez un Or. Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent une carte Trésor dévoilée autre qu&apos;un Cuivre, et défaussent le reste.</translation>
    </message>
    <message>
        <source>+4 Cards
+1 Buy
Each other player draws a card.</source>
        <translation>+4 Cartes
+1 Achat
Tous vos adversaires piochent 1 carte.</translation>
    </message>
    <message>
        <source>+2 Actions
+1 Buy
+$2</source>
        <translation>+2 Actions
+1 Achat
+$2</translation>
    </message>
    <message>
        <source>+2 Cards
+1 Action</source>
        <translation>+2 Cartes
+1 Action</translation>
    </message>
    <message>
        <source>Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those aside, discarding them afterwards.</source>
        <translation>Piochez jusqu&apos;à ce que vous ayez 7 cartes en main. Chaque carte Action piochée peut être mise de côté. Défaussez les cartes mises de côté lorsque vous avez terminé de piocher.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+1 Buy
+$1</source>
        <translation>+1 Carte
+1 Action
+1 Achat
+$1</translation>
    </message>
    <message>
        <source>You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3 more than it.</source>
        <translation>Vous pouvez écarter une carte Trésor de votre main. Recevez en main une carte Trésor coûtant jusqu&apos;à $3 de plus.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look at the top 2 cards of your deck. Trash and/or discard any number of them. Put the rest back on top in any order.</source>
        <translation>+1 Carte
+1 Action
Consultez les 2 premières cartes de votre pioche. Écartez-en et/ou défaussez-en autant que vous le voulez. Replacez le reste sur votre pioche dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player gains a Curse.</source>
        <translation>+2 Cartes
Tous vos adversaires reçoivent une carte Malédiction.</translation>
    </message>
    <message>
        <source>Gain a card to your hand costing up to $5.
Put a card from your hand onto your deck.</source>
        <translation>Recevez en main une carte coûtant jusqu&apos;à $5.
Placez une carte de votre main sur votre pioche.</translation>
    </message>
    <message>
        <source>+$2
You may immediately put your deck into your discard pile.</source>
        <translation>+$2
Vous pouvez immédiatement défausser votre deck.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2</source>
        <translation>+1 Achat
+$2</translation>
    </message>
    <message>
        <source>Trash this card. Gain a card costing up to $5.</source>
        <translation>Écartez cette carte. Recevez une carte coûtant jusqu&apos;à $5.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Each player (including you) reveals the top card of his deck and either discards it or puts it back, your choice.</source>
        <translation>+1 Carte
+1 Action
Tous les joueurs (vous aussi) dévoilent la première carte de leur deck. Vous décidez ensuite si chaque carte dévoilée est défaussée ou replacée sur son deck.</translation>
    </message>
    <message>
        <source>Each other player reveals the top 2 cards of his deck. If they revealed any Treasure cards, they trash one of them that you choose. You may gain any or all of these trashed cards. They discard the other revealed cards.</source>
        <translation>Tous vos adversaires dévoilent les 2 premières cartes de leur deck. S&apos;ils dévoilent des cartes Trésor, ils en écartent 1 de votre choix. Parmi ces cartes Trésor écartées, recevez celles de votre choix. Les autres cartes dévoilées sont défaussées.</translation>
    </message>
    <message>
        <source>Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure cards in your hand and discard the other revealed cards.</source>
        <translation>Dévoilez des cartes de votre deck jusqu&apos;à ce que 2 cartes Trésor soient dévoilées. Ajoutez ces cartes Trésor à votre main et défaussez les autres cartes dévoilées.</translation>
    </message>
    <message>
        <source>+3 Cards
Put a card from your hand onto your deck.</source>
        <translation>+3 Cartes
Placez une carte de votre main sur le dessus de votre deck.</translation>
    </message>
    <message>
        <source>+1 Action
Choose one: Trash an Action card from the Supply; or gain an Action card from the trash.</source>
        <translation>+1 Action
Choisissez : écartez une carte Action de la réserve ; ou recevez une carte Action du rebut.</translation>
    </message>
    <message>
        <source>Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.</source>
        <translation>Choisissez deux options différentes : +1 Carte ; +1 Action ; +1 Achat ; +$1.</translation>
    </message>
    <message>
        <source>+2 Cards
Each player with any cards in hand passes one to the next such player to their left, at once. Then you may trash a card from your hand.</source>
        <translation>+2 Cartes
Chaque joueur ayant des cartes en main en passe simultanément une au prochain joueur à sa gauche ayant des cartes en main. Vous pouvez ensuite écarter une carte de votre main.</translation>
    </message>
    <message>
        <source>+2 Actions
Reveal your hand. If you have no Action cards in hand, +2 Cards.</source>
        <translation>+2 Actions
Dévoilez votre main. Si vous n&apos;avez aucune carte Action en main, +2 Cartes.</translation>
    </message>
    <message>
        <source>Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.</source>
        <translation>Choisissez : +2 Cartes OU +$2 OU écartez 2 cartes de votre main.</translation>
    </message>
    <message>
        <source>+$2
Each other player trashes the top card of their deck and gains a card with the same cost that you choose.</source>
        <translation>+$2
Tous vos adversaires écartent la carte du dessus de leur deck et reçoivent une carte du même coût que vous choisissez.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Name a card, then reveal the top card of your deck. If you named it, put it into your hand.</source>
        <translation>+1 Carte
+1 Action
Nommez une carte. Dévoilez la première carte de votre deck. Si c&apos;est la carte nommée, prenez-la dans votre main.</translation>
    </message>
    <message>
        <source>+1 Buy
You may discard an Estate for +$4. If you don&apos;t, gain an Estate.</source>
        <translation>+1 Achat
Vous pouvez défausser une carte Domaine. Dans ce cas, +$4. Sinon, recevez une carte Domaine.</translation>
    </message>
    <message>
        <source>+1 Buy
+$1
This turn, cards (everywhere) cost $1 less.</source>
        <translation>+1 Achat
+$1
Ce tour-ci, toutes les cartes (partout) coûtent $1 de moins.</translation>
    </message>
    <message>
        <source>+$2
If you&apos;ve played 3 or more Actions this turn (counting this), +1 Card and +1 Action.</source>
        <translation>+$2
Si vous avez joué 3 cartes Action ou plus ce tour-ci (en comptant cette carte) : +1 Carte, +1 Action.</translation>
    </message>
    <message>
        <source>+2 Cards
If you have 5 or fewer cards in hand (after drawing), +2 Actions.
When another player plays an Attack card, you may first reveal this from a hand of 5 or more cards, to draw 2 cards then discard 3.</source>
        <translation>+2 Cartes
Si après cela vous avez en main 5 cartes ou moins, +2 Actions.
Quand un autre joueur joue une carte Attaque et que vous avez au moins 5 cartes en main, vous pouvez dévoiler ceci pour piocher 2 cartes puis en défausser 3.</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4. If the gained card is an...
Action card, +1 Action
Treasure card, +$1
Victory card, +1 Card</source>
        <translation>Recevez une carte coûtant jusqu&apos;à $4. Si celle-ci est une...
carte Action : +1 Action
carte Trésor : +$1
carte Victoire : +1 Carte</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
You may discard 2 cards, for +$2.
1 VP</source>
        <translation>+1 Carte
+1 Action
Vous pouvez défausser 2 cartes pour +$2.
1 VP</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
You may trash this for +$2.</source>
        <translation>+1 Carte
+2 Actions
Vous pouvez écarter immédiatement cette carte. Si vous l&apos;écartez, +$2.</translation>
    </message>
    <message>
        <source>+2 Cards
+1 Action
Take a card from your hand and put it anywhere in your deck.</source>
        <translation>+2 Cartes
+1 Action
Prenez une carte de votre main et placez-la où vous voulez dans votre deck.</translation>
    </message>
    <message>
        <source>Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different.</source>
        <translation>Dévoilez une carte de votre main. Pour chacun de ses types (Action, Attaque, etc.), choisissez : +1 Action ; ou +1 Achat ; ou +$3 ; ou recevez un Or. Les choix doivent être différents.</translation>
    </message>
    <message>
        <source>Worth 1 VP per Duchy you have.</source>
        <translation>Vaut 1 VP pour chaque Duché dans votre deck.</translation>
    </message>
    <message>
        <source>+1 Action
Choose one: +$2; or discard your hand, +4 Cards, and each other player with at least 5 cards in hand discards their hand and draws 4 cards.</source>
        <translation>+1 Action
Choisissez : +$2 OU défaussez votre main, +4 Cartes, et tous les autres joueurs qui ont au moins 5 cartes en main défaussent leur main et piochent 4 cartes.</translation>
    </message>
    <message>
        <source>+3 Cards
Reveal the top 4 cards of your deck. Put the Victory cards and Curses into your hand. Put the rest back in any order.</source>
        <translation>+3 Cartes
Dévoilez les 4 premières cartes de votre pioche. Prenez en main les cartes Victoire et Malédiction. Replacez les autres sur votre pioche dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained card is an Action or Treasure, put it onto your deck; if it&apos;s a Victory card, each other player gains a Curse.</source>
        <translation>Écartez une carte de votre main. Recevez une carte coûtant jusqu&apos;à $2 de plus. Si la carte reçue est une Action ou un Trésor, placez-la sur votre deck ; si c&apos;est une carte Victoire, tous vos adversaires reçoivent une Malédiction.</translation>
    </message>
    <message>
        <source>+3 Cards
Each other player either discards 2 cards or gains a Curse to their hand, their choice. (They may pick an option they can&apos;t do.)</source>
        <translation>+3 Cartes
Chacun de vos adversaires choisit : défausser 2 cartes OU recevoir une carte Malédiction qui est ajoutée à sa main. (Il peut choisir une option qu&apos;il ne peut pas accomplir.)</translation>
    </message>
    <message>
        <source>Trash 2 cards from your hand. If you did, gain a Silver to your hand.</source>
        <translation>Écartez 2 cartes de votre main. Dans ce cas, recevez une carte Argent ; ajoutez cette carte à votre main.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Trash a card from your hand. Gain a card costing exactly $1 more than it.</source>
        <translation>+1 Carte
+1 Action
Écartez une carte de votre main. Recevez une carte coûtant exactement $1 de plus.</translation>
    </message>
    <message>
        <source>$2
2 VP</source>
        <translation>$2
2 VP</translation>
    </message>
    <message>
        <source>Choose one: +3 Cards; or +2 Actions.
2 VP</source>
        <translation>Choisissez : +3 Cartes OU +2 Actions.
2 VP</translation>
    </message>
    <message>
        <source>Discard any number of cards. +$1 per card discarded.
When another player plays an Attack card, you may reveal this from your hand. If you do, +2 Cards, then put 2 cards from your hand on top of your deck.</source>
        <translation>Défaussez autant de cartes que vous voulez, +$1 par carte défaussée.
Lorsqu&apos;un adversaire joue une carte Attaque, vous pouvez dévoiler cette carte de votre main. Dans ce cas, +2 Cartes et placez ensuite sur votre deck 2 cartes de votre main.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
1 VP</source>
        <translation>+1 Carte
+1 Action
1 VP</translation>
    </message>
    <message>
        <source>Copper produces an extra $1 this turn.</source>
        <translation>Les cartes Cuivre donnent $1 de plus ce tour-ci.</translation>
    </message>
    <message>
        <source>+1 Action
Reveal the top 4 cards of your deck. Put the revealed Victory cards into your hand. Put the other cards on top of your deck in any order.</source>
        <translation>+1 Action
Dévoilez les 4 premières cartes de votre deck. Placez les cartes Victoire dévoilées dans votre main. Placez les autres cartes sur le dessus de votre deck dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>Each other player reveals cards from the top of his deck until revealing one costing $3 or more. He trashes that card and may gain a card costing at most $2 less than it. He discards the other revealed cards.</source>
        <translation>Tous vos adversaires dévoilent des cartes de leur deck jusqu&apos;à ce qu&apos;ils en dévoilent une coûtant $3 ou plus. Ils écartent cette carte et peuvent recevoir une carte coûtant au plus $2 de moins. Ils défaussent les autres cartes dévoilées.</translation>
    </message>
    <message>
        <source>The player to your left reveals then discards the top 2 cards of his deck. For each differently named card revealed, if it is an...
Action Card, +2 Actions
Treasure Card, +$2
Victory Card, +2 Cards</source>
        <translation>Le joueur à votre gauche dévoile et défausse les 2 premières cartes de son deck. Pour chaque carte dévoilée ayant un nom différent, recevez pour une...
carte Action : +2 Actions
carte Trésor : +$2
carte Victoire : +2 Cartes</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Set aside a card from your hand face down (under this). At the start of your next turn, put it into your hand.</source>
        <translation>+1 Carte
+1 Action
Mettez de côté, face cachée (sous cette carte), une carte de votre main. Au début de votre prochain tour, prenez-la en main.</translation>
    </message>
    <message>
        <source>+2 Actions
Choose one: Put the top card of your deck face down on your Native Village mat (you may look at those cards at any time); or put all the cards from your mat into your hand.</source>
        <translation>+2 Actions
Au choix : placez la carte du haut de votre pioche face cachée sur votre plateau Village indigène (vous pouvez regarder ces cartes à tout moment) ; ou prenez en main toutes les cartes de votre plateau.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
At the start of your next turn, +1 Card.</source>
        <translation>+1 Carte
+1 Action
Au début de votre prochain tour : +1 Carte.</translation>
    </message>
    <message>
        <source>Put this and a card from your hand onto your Island mat.
2 VP</source>
        <translation>Placez cette carte et une carte de votre main sur votre plateau Île.
2 VP</translation>
    </message>
    <message>
        <source>If this is the first time you played an Outpost this turn, and the previous turn wasn&apos;t yours, then take an extra turn after this one, and you only draw 3 cards for your next hand.</source>
        <translation>Si c&apos;est la première fois que vous jouez un Avant-poste ce tour-ci, et que le tour précédent n&apos;était pas le vôtre, jouez un tour supplémentaire après celui-ci ; vous ne piochez que 3 cartes pour votre prochaine main.</translation>
    </message>
    <message>
        <source>+$2
Trash this. If you did, add an Embargo token to a Supply pile. (For the rest of the game, when a player buys a card from that pile, they gain a Curse.)</source>
        <translation>+$2
Écartez cette carte. Si vous l&apos;avez fait, ajoutez un jeton Embargo sur une pile de la Réserve. (Jusqu&apos;à la fin de la partie, quand un joueur achète une carte de cette pile, il reçoit une Malédiction.)</translation>
    </message>
    <message>
        <source>Draw until you have 6 cards in hand.
When you gain a card, you may reveal this from your hand, to either trash that card or put it onto your deck.</source>
        <translation>Piochez jusqu&apos;à avoir 6 cartes en main.
Quand vous recevez une carte, vous pouvez dévoiler cette carte de votre main pour écarter la carte reçue ou la placer sur votre pioche.</translation>
    </message>
    <message>
        <source>$1
While this is in play, when you buy a non-Victory card costing $4 or less, gain a copy of it.</source>
        <translation>$1
Tant que cette carte est en jeu, quand vous achetez une carte non-Victoire coûtant $4 ou moins, recevez-en un exemplaire.</translation>
    </message>
    <message>
        <source>$2
This turn, when you gain a Victory card, if you bought it, gain a Gold.</source>
        <translation>$2
Ce tour-ci, quand vous recevez une carte Victoire, si vous l&apos;avez achetée, recevez un Or.</translation>
    </message>
    <message>
        <source>If this is the first time you played a Fool&apos;s Gold this turn, +$1, otherwise +$4.
When another player gains a Province, you may trash this from your hand, to gain a Gold onto your deck.</source>
        <translation>Si c&apos;est la première fois que vous jouez un Or des fous ce tour-ci, +$1, sinon +$4.
Quand un autre joueur reçoit une Province, vous pouvez écarter cette carte de votre main pour recevoir un Or sur votre pioche.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a Silver per $1 it costs.
When you gain a card, you may reveal this from your hand, to exchange the card for a Silver.</source>
        <translation>Écartez une carte de votre main. Recevez un Argent par $1 de son coût.
Quand vous recevez une carte, vous pouvez dévoiler cette carte de votre main pour échanger la carte reçue contre un Argent.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
When you gain this, gain a card costing less than it.</source>
        <translation>+1 Carte
+2 Actions
Quand vous recevez cette carte, recevez une carte coûtant moins qu&apos;elle.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
During a player&apos;s Buy phase, this costs $2 less per Action card they have in play.</source>
        <translation>+1 Carte
+1 Action
+$1
Pendant la phase Achat d&apos;un joueur, cette carte coûte $2 de moins par carte Action qu&apos;il a en jeu.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
This turn, cards cost $1 less.</source>
        <translation>+1 Carte
+1 Action
Ce tour-ci, les cartes coûtent $1 de moins.</translation>
    </message>
    <message>
        <source>$5</source>
        <translation>$5</translation>
    </message>
    <message>
        <source>10 VP</source>
        <translation>10 VP</translation>
    </message>
    <message>
        <source>+2 Cards
Discard 2 cards. Each other player with a Bane card in their hand may reveal it. If they don&apos;t, they gain a Curse.
Setup: Add an extra Kingdom card pile costing $2 or $3 to the Supply. Cards from that pile are Bane cards.</source>
        <translation>+2 Cartes
Défaussez 2 cartes. Chaque adversaire ayant une carte Fléau en main peut la dévoiler. S&apos;il ne le fait pas, il reçoit une Malédiction.
Mise en place : ajoutez à la Réserve une pile de cartes Royaume supplémentaire coûtant $2 ou $3. Les cartes de cette pile sont des cartes Fléau.</translation>
    </message>
    <message>
        <source>+1 Buy
+$1 per token on the Trade Route mat.
Trash a card from your hand.
Setup: Put a token on each Victory card Supply pile. When a card is gained from that pile, move the token to the Trade Route mat.</source>
        <translation>+1 Achat
+$1 par jeton sur le plateau Route commerciale.
Écartez une carte de votre main.
Mise en place : placez un jeton sur chaque pile de cartes Victoire de la Réserve. Quand une carte de cette pile est reçue, déplacez le jeton sur le plateau Route commerciale.</translation>
    </message>
    <message>
        <source>+1 Action
+1 Buy
+1 Coffers</source>
        <translation>+1 Action
+1 Achat
+1 Coffres</translation>
    </message>
    <message>
        <source>+2 Cards
When you gain this, +2 Villagers.</source>
        <translation>+2 Cartes
Quand vous recevez cette carte, +2 Villageois.</translation>
    </message>
    <message>
        <source>At the start of your turn, +1 Buy.</source>
        <translation>Au début de votre tour, +1 Achat.</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4.
You may trash this. If you do, gain a card costing up to $4.</source>
        <translation>Recevez une carte coûtant jusqu&apos;à $4.
Vous pouvez écarter cette carte. Si vous le faites, recevez une carte coûtant jusqu&apos;à $4.</translation>
    </message>
    <message>
        <source>$1
When you play this, put it on your Tavern mat.
Directly after resolving an Action, you may call this for +2 Actions.</source>
        <translation>$1
Quand vous jouez cette carte, placez-la sur votre plateau Taverne.
Directement après avoir résolu une Action, vous pouvez recourir à cette carte pour +2 Actions.</translation>
    </message>
    <message>
        <source>Once per turn: If you have no Treasures in play, gain a card costing up to $4.</source>
        <translation>Une fois par tour : si vous n&apos;avez aucune carte Trésor en jeu, recevez une carte coûtant jusqu&apos;à $4.</translation>
    </message>
    <message>
        <source>+2 Actions</source>
        <translation>+2 Actions</translation>
    </message>
    <message>
        <source>+1 Potion</source>
        <translation>+1 Potion</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Each other player gains a Curse.</source>
        <translation>+1 Carte
+1 Action
Tous vos adversaires reçoivent une carte Malédiction.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
Gain a Spoils from the Spoils pile.</source>
        <translation>+1 Carte
+2 Actions
Recevez un Butin de la pile Butin.</translation>
    </message>
    <message>
        <source>$3
When you play this, return it to the Spoils pile.
(This is not in the Supply.)</source>
        <translation>$3
Quand vous jouez cette carte, remettez-la sur la pile Butin.
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>When you buy a Victory card, you may trash this from your hand.</source>
        <translation>Quand vous achetez une carte Victoire, vous pouvez écarter cette carte de votre main.</translation>
    </message>
    <message>
        <source>0 VP
When you trash this, +1 Card.</source>
        <translation>0 VP
Quand vous écartez cette carte, +1 Carte.</translation>
    </message>
    <message>
        <source>You may trash a Treasure other than Cursed Gold from your hand, for +4 Cards.
Heirloom: Cursed Gold</source>
        <translation>Vous pouvez écarter de votre main une carte Trésor autre qu&apos;Or maudit. Dans ce cas, +4 Cartes.
Héritage : Or maudit</translation>
    </message>
    <message>
        <source>$3
When you play this, gain a Curse.</source>
        <translation>$3
Quand vous jouez cette carte, recevez une Malédiction.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Reveal the top card of your deck. If it costs $5 or more, put it into your hand.</source>
        <translation>+1 Carte
+1 Action
Dévoilez la carte du dessus de votre deck. Si elle coûte $5 ou plus, prenez-la en main.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
When you gain this, if you have at least 5 Action cards in play, +2 VP.</source>
        <translation>+1 Carte
+1 Action
+$1
Quand vous recevez cette carte, si vous avez au moins 5 cartes Action en jeu, +2 VP.</translation>
    </message>
    <message>
        <source>+2 Cards
+1 Action
Return this to its pile.
(This is not in the Supply.)</source>
        <translation>+2 Cartes
+1 Action
Remettez cette carte sur sa pile.
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>$1
When you play this, gain a Horse onto your deck.</source>
        <translation>$1
Quand vous jouez cette carte, recevez un Cheval sur votre deck.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player gains a Ruins. You may play a Cultist from your hand.
When you trash this, +3 Cards.</source>
        <translation>+2 Cartes
Tous vos adversaires reçoivent une carte Ruines. Vous pouvez jouer un Cultiste de votre main.
Lorsque vous écartez cette carte, +3 Cartes.</translation>
    </message>
    <message>
        <source>(The Ruins pile: Abandoned Mine, Ruined Library, Ruined Market, Ruined Village and Survivors, shuffled; only its top card is seen.)</source>
        <translation>(La pile Ruines : Mine abandonnée, Bibliothèque en ruines, Marché en ruines, Ville en ruines et Rescapés, mélangées ; seule la carte du dessus est visible.)</translation>
    </message>
    <message>
        <source>+$1</source>
        <translation>+$1</translation>
    </message>
    <message>
        <source>+1 Card</source>
        <translation>+1 Carte</translation>
    </message>
    <message>
        <source>+1 Buy</source>
        <translation>+1 Achat</translation>
    </message>
    <message>
        <source>+1 Action</source>
        <translation>+1 Action</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your deck. Discard them or put them back in any order.</source>
        <translation>Consultez les 2 premières cartes de votre deck. Défaussez-les ou replacez-les dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>(The Knights pile: Dame Anna, Dame Josephine, Dame Molly, Dame Natalie, Dame Sylvia, Sir Bailey, Sir Destry, Sir Martin, Sir Michael and Sir Vander, shuffled; only its top card is seen.)</source>
        <translation>(La pile Chevaliers : Dame Anna, Dame Joséphine, Dame Molly, Dame Natalie, Dame Sylvia, Sir Bailey, Sir Destry, Sir Martin, Sir Michael et Sir Vander, mélangés ; seule la carte du dessus est visible.)</translation>
    </message>
    <message>
        <source>You may trash up to 2 cards from your hand.
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>Vous pouvez écarter jusqu&apos;à 2 cartes de votre main.
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.
2 VP</source>
        <translation>Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.
2 VP</translation>
    </message>
    <message>
        <source>+2 Actions
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+2 Actions
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>You may gain a card costing up to $3.
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>Vous pouvez recevoir une carte coûtant jusqu&apos;à $3.
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>+$2
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+$2
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+1 Carte
+1 Action
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+2 Cartes
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>+2 Buys
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+2 Achats
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>Each other player discards down to 3 cards in hand.
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>Tous vos adversaires défaussent des cartes jusqu&apos;à n&apos;avoir plus que 3 cartes en main.
Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.</translation>
    </message>
    <message>
        <source>Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.
When you trash this, gain a Gold.</source>
        <translation>Tous vos adversaires dévoilent les 2 premières cartes de leur pioche, écartent l&apos;une d&apos;elles coûtant de $3 à $6 et défaussent le reste. Si un Chevalier est écarté ainsi, écartez cette carte-ci.
Lorsque vous écartez cette carte, recevez un Or.</translation>
    </message>
    <message>
        <source>+1 Action
Each player may reveal a Province from their hand. If you do, discard it and gain any Prize (from the Prize pile) or a Duchy, putting it onto your deck. If no one else does, +1 Card and +$1.</source>
        <translation>+1 Action
Chaque joueur peut dévoiler une Province de sa main. Si vous le faites, défaussez-la et recevez un Prix au choix (de la pile Prix) ou un Duché, que vous placez sur votre deck. Si personne d&apos;autre ne le fait : +1 Carte et +$1.</translation>
    </message>
    <message>
        <source>+1 Action
Gain a Gold, putting it onto your deck.
(This is not in the Supply.)</source>
        <translation>+1 Action
Recevez un Or que vous placez sur votre deck.
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>$2
When you play this, +$1 per unused Action you have (Action, not Action card).
(This is not in the Supply.)</source>
        <translation>$2
Quand vous jouez cette carte, +$1 par Action inutilisée (Action, et non carte Action).
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>+2 Cards
Gain an Estate. Each other player gains a Curse and discards down to 3 cards in hand.
(This is not in the Supply.)</source>
        <translation>+2 Cartes
Recevez un Domaine. Tous vos adversaires reçoivent une Malédiction et défaussent jusqu&apos;à n&apos;avoir plus que 3 cartes en main.
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>+1 Buy
While this is in play, cards cost $2 less, but not less than $0.
(This is not in the Supply.)</source>
        <translation>+1 Achat
Tant que cette carte est en jeu, les cartes coûtent $2 de moins, mais pas moins de $0.
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>Choose two: +2 Cards; or +2 Actions; or +$2; or gain 4 Silvers and put your deck into your discard pile.
(The choices must be different.)
(This is not in the Supply.)</source>
        <translation>Choisissez deux options : +2 Cartes ; ou +2 Actions ; ou +$2 ; ou recevez 4 cartes Argent et placez votre deck dans votre défausse.
(Les choix doivent être différents.)
(Cette carte n&apos;est pas dans la Réserve.)</translation>
    </message>
    <message>
        <source>(The Castles pile, cheapest on top: Humble Castle, Crumbling Castle, Small Castle, Haunted Castle, Opulent Castle, Sprawling Castle, Grand Castle, King&apos;s Castle; two of the Humble, Small, Opulent and King&apos;s Castles with 3 or more players.)</source>
        <translation>(La pile des Châteaux, le moins cher dessus : Château modeste, Château délabré, Petit château, Château hanté, Château opulent, Château tentaculaire, Grand château, Château du roi ; à 3 joueurs ou plus, deux Châteaux modestes, Petits châteaux, Châteaux opulents et Châteaux du roi.)</translation>
    </message>
    <message>
        <source>$1
Worth 1 VP per Castle you have.</source>
        <translation>$1
Vaut 1 VP par Château que vous avez.</translation>
    </message>
    <message>
        <source>1 VP
When you gain or trash this, +1 VP and gain a Silver.</source>
        <translation>1 VP
Quand vous recevez ou écartez cette carte, +1 VP et recevez un Argent.</translation>
    </message>
    <message>
        <source>Trash this or a Castle from your hand. If you do, gain a Castle.
2 VP</source>
        <translation>Écartez cette carte ou un Château de votre main. Si vous le faites, recevez un Château.
2 VP</translation>
    </message>
    <message>
        <source>2 VP
When you gain this during your turn, gain a Gold, and each other player with 5 or more cards in hand puts 2 cards from their hand onto their deck.</source>
        <translation>2 VP
Quand vous recevez cette carte pendant votre tour, recevez un Or, et chaque autre joueur ayant 5 cartes ou plus en main place 2 cartes de sa main sur son deck.</translation>
    </message>
    <message>
        <source>Discard any number of Victory cards, revealed. +$2 per card discarded.
3 VP</source>
        <translation>Défaussez autant de cartes Victoire que vous voulez, dévoilées. +$2 par carte défaussée.
3 VP</translation>
    </message>
    <message>
        <source>4 VP
When you gain this, gain a Duchy or 3 Estates.</source>
        <translation>4 VP
Quand vous recevez cette carte, recevez un Duché ou 3 Domaines.</translation>
    </message>
    <message>
        <source>5 VP
When you gain this, reveal your hand. +1 VP per Victory card in your hand and/or in play.</source>
        <translation>5 VP
Quand vous recevez cette carte, dévoilez votre main. +1 VP par carte Victoire dans votre main et/ou en jeu.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
If there are one or more empty Supply piles, +1 Card. If there are two or more, +$1 and +1 Buy.</source>
        <translation>+1 Carte
+2 Actions
S&apos;il y a une ou plusieurs piles de la réserve vides, +1 Carte. S&apos;il y en a deux ou plus, +$1 et +1 Achat.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+1 Buy
+$2
You can&apos;t buy this if you have any Coppers in play.</source>
        <translation>+1 Carte
+1 Action
+1 Achat
+$2
Vous ne pouvez pas acheter cette carte si vous avez un Cuivre en jeu.</translation>
    </message>
    <message>
        <source>+$1 per Treasure you have in play (counting this).</source>
        <translation>+$1 par carte Trésor que vous avez en jeu (celle-ci comprise).</translation>
    </message>
    <message>
        <source>+$2
+1 VP</source>
        <translation>+$2
+1 VP</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
+1 Buy</source>
        <translation>+1 Carte
+2 Actions
+1 Achat</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a card costing up to $3 more than it.</source>
        <translation>Écartez une carte de votre main. Recevez une carte coûtant jusqu&apos;à $3 de plus que la carte écartée.</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand three times.</source>
        <translation>Vous pouvez jouer trois fois une carte Action de votre main.</translation>
    </message>
    <message>
        <source>Trash any number of cards from your hand. Gain a card with cost exactly equal to the total cost in $ of the trashed cards.</source>
        <translation>Écartez autant de cartes de votre main que vous voulez. Recevez une carte dont le coût en $ est exactement égal au coût total des cartes écartées.</translation>
    </message>
    <message>
        <source>You may reveal a Treasure from your hand. Gain a copy of it.
When you gain this, trash all non-Duration Treasures you have in play.</source>
        <translation>Vous pouvez dévoiler une carte Trésor de votre main. Recevez un exemplaire de cette carte.
Quand vous recevez cette carte, écartez toutes les cartes Trésor autres que Durée que vous avez en jeu.</translation>
    </message>
    <message>
        <source>+2 Cards
Discard any number of cards for +$1 each.
Each other player may discard 2 cards, to draw a card.</source>
        <translation>+2 Cartes
Défaussez autant de cartes que vous voulez, +$1 par carte défaussée.
Chaque autre joueur peut défausser 2 cartes pour piocher 1 carte.</translation>
    </message>
    <message>
        <source>Worth 2 VP per Castle you have.</source>
        <translation>Vaut 2 VP par Château que vous avez.</translation>
    </message>
    <message>
        <source>$1
+1 Buy
When you trash this, gain a Loot.</source>
        <translation>$1
+1 Achat
Quand vous écartez cette carte, recevez un Butin.</translation>
    </message>
    <message>
        <source>$1
+1 Buy
Gain a Loot.</source>
        <translation>$1
+1 Achat
Recevez un Butin.</translation>
    </message>
    <message>
        <source>(The Loot pile: two of each of the 15 Loots, shuffled face down; only its top card is seen. This is not in the Supply.)</source>
        <translation>(La pile Butin : deux exemplaires de chacun des 15 Butins, mélangés face cachée ; seule la carte du dessus est visible. Ces cartes ne sont pas dans la réserve.)</translation>
    </message>
    <message>
        <source>Either now or at the start of your next turn:
+1 Buy and +$3.</source>
        <translation>Soit maintenant, soit au début de votre prochain tour :
+1 Achat et +$3.</translation>
    </message>
    <message>
        <source>$3
When you gain this, gain a Gold.</source>
        <translation>$3
Quand vous recevez cette carte, recevez un Or.</translation>
    </message>
    <message>
        <source>Now and at the start of each of your turns for the rest of the game:
$1
+1 Buy</source>
        <translation>Maintenant et au début de chacun de vos tours jusqu&apos;à la fin de la partie :
$1
+1 Achat</translation>
    </message>
    <message>
        <source>$3
At the start of your next turn, +2 Cards.</source>
        <translation>$3
Au début de votre prochain tour, +2 Cartes.</translation>
    </message>
    <message>
        <source>$3
Gain a card costing up to $4.</source>
        <translation>$3
Recevez une carte coûtant jusqu&apos;à $4.</translation>
    </message>
    <message>
        <source>$3
This turn, when you gain a card, you may put it onto your deck.</source>
        <translation>$3
Ce tour-ci, quand vous recevez une carte, vous pouvez la placer sur votre pioche.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
At the start of your next turn, put this on the bottom of your deck.</source>
        <translation>$3
+1 Achat
Au début de votre prochain tour, placez cette carte sous votre pioche.</translation>
    </message>
    <message>
        <source>Look through your discard pile. Choose one: Play an Action or Treasure from it; or +1 Buy and +$3.</source>
        <translation>Consultez votre défausse. Au choix : jouez-en une carte Action ou Trésor ; ou +1 Achat et +$3.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
You may trash a card from your hand.</source>
        <translation>$3
+1 Achat
Vous pouvez écarter une carte de votre main.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
You may set aside a card from your hand face down. Put it into your hand at end of turn.</source>
        <translation>$3
+1 Achat
Vous pouvez mettre de côté face cachée une carte de votre main. Prenez-la en main à la fin du tour.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
Look at the top 5 cards of your deck. Discard any number. Put the rest back in any order.</source>
        <translation>$3
+1 Achat
Regardez les 5 premières cartes de votre pioche. Défaussez-en autant que vous voulez. Replacez les autres dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
When another player plays an Attack, you may first reveal this from your hand to be unaffected.</source>
        <translation>$3
+1 Achat
Quand un adversaire joue une carte Attaque, vous pouvez d&apos;abord dévoiler cette carte de votre main pour ne pas être affecté.</translation>
    </message>
    <message>
        <source>Trash this to gain a cheaper card. If it&apos;s an Action or Treasure, you may play it.</source>
        <translation>Écartez cette carte pour recevoir une carte moins chère. Si c&apos;est une carte Action ou Trésor, vous pouvez la jouer.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
You may play an Action from your hand.</source>
        <translation>$3
+1 Achat
Vous pouvez jouer une carte Action de votre main.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
Each other player discards down to 4 cards in hand.</source>
        <translation>$3
+1 Achat
Tous vos adversaires défaussent leurs cartes de façon à n&apos;avoir que 4 cartes en main.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
+$1</source>
        <translation>+1 Carte
+2 Actions
+$1</translation>
    </message>
    <message>
        <source>+2 Actions
+$1
At the start of your next turn: +1 Action and +$1.</source>
        <translation>+2 Actions
+$1
Au début de votre prochain tour : +1 Action et +$1.</translation>
    </message>
    <message>
        <source>+1 Action
+$1
At the start of your next turn, +$1. Until then, when another player plays an Attack card, it doesn&apos;t affect you.</source>
        <translation>+1 Action
+$1
Au début de votre prochain tour : +$1. D&apos;ici là, quand un autre joueur joue une carte Attaque, elle ne vous affecte pas.</translation>
    </message>
    <message>
        <source>Now and at the start of your next turn: +$2.</source>
        <translation>Maintenant et au début de votre prochain tour : +$2.</translation>
    </message>
    <message>
        <source>Discard your hand. If you discarded any cards this way, then at the start of your next turn, +5 Cards, +1 Buy, and +1 Action.</source>
        <translation>Défaussez votre main. Si vous avez ainsi défaussé au moins une carte, au début de votre prochain tour : +5 Cartes, +1 Achat et +1 Action.</translation>
    </message>
    <message>
        <source>+3 Cards
+1 Action
Discard 3 cards.</source>
        <translation>+3 Cartes
+1 Action
Défaussez 3 cartes.</translation>
    </message>
    <message>
        <source>Now and at the start of your next turn: +2 Cards and +1 Buy.</source>
        <translation>Maintenant et au début de votre prochain tour : +2 Cartes et +1 Achat.</translation>
    </message>
    <message>
        <source>$1
Reveal cards from your deck until you reveal a Treasure. Discard it or trash it. Discard the other cards.</source>
        <translation>$1
Dévoilez des cartes de votre pioche jusqu&apos;à dévoiler une carte Trésor. Défaussez-la ou écartez-la. Défaussez les autres cartes.</translation>
    </message>
    <message>
        <source>$1
Reveal cards from your deck until you reveal a Treasure. Discard the other cards. Play that Treasure.</source>
        <translation>$1
Dévoilez des cartes de votre pioche jusqu&apos;à dévoiler une carte Trésor. Défaussez les autres cartes. Jouez cette carte Trésor.</translation>
    </message>
    <message>
        <source>$2
While you have this in play, when you gain a card, you may put that card onto your deck.</source>
        <translation>$2
Tant que cette carte est en jeu, lorsque vous recevez une carte, vous pouvez la placer sur votre pioche.</translation>
    </message>
    <message>
        <source>Look through your discard pile, reveal any number of Copper cards from it, and put them into your hand.</source>
        <translation>Regardez dans votre défausse, dévoilez-en autant de cartes Cuivre que vous voulez et prenez-les en main.</translation>
    </message>
    <message>
        <source>+$2
Each other player may discard a Curse. If they don&apos;t, they gain a Curse and a Copper.</source>
        <translation>+$2
Chaque autre joueur peut défausser une Malédiction. S&apos;il ne le fait pas, il reçoit une Malédiction et un Cuivre.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2
Each other player discards down to 3 cards in hand.
While you have this in play, when you buy a card, +1 VP.</source>
        <translation>+1 Achat
+$2
Tous vos adversaires défaussent leurs cartes de façon à n&apos;avoir que 3 cartes en main.
Tant que cette carte est en jeu, lorsque vous achetez une carte, +1 VP.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
The player to your left names a card. You can&apos;t buy that card this turn.</source>
        <translation>$3
+1 Achat
Le joueur à votre gauche nomme une carte. Vous ne pouvez pas acheter cette carte ce tour-ci.</translation>
    </message>
    <message>
        <source>+$1
+1 VP
Trash a card from your hand. +1 VP per $2 it costs (round down).
Each other player may trash a card from their hand.</source>
        <translation>+$1
+1 VP
Écartez une carte de votre main. +1 VP par $2 de son coût (arrondi à l&apos;unité inférieure).
Tous vos adversaires peuvent écarter une carte de leur main.</translation>
    </message>
    <message>
        <source>$1
This turn, Action cards cost $2 less.</source>
        <translation>$1
Ce tour-ci, les cartes Action coûtent $2 de moins.</translation>
    </message>
    <message>
        <source>+3 Cards
Each other player reveals the top 3 cards of their deck, discards the Actions and Treasures, and puts the rest back in any order they choose.</source>
        <translation>+3 Cartes
Tous vos adversaires dévoilent les 3 premières cartes de leur deck, défaussent les cartes Action et Trésor et replacent les autres dans l&apos;ordre de leur choix.</translation>
    </message>
    <message>
        <source>Reveal your hand.
+1 Card per Treasure in it.</source>
        <translation>Dévoilez votre main.
+1 Carte par carte Trésor dedans.</translation>
    </message>
    <message>
        <source>$2
+1 Buy
This turn, when you gain an Action card, +1 VP.</source>
        <translation>$2
+1 Achat
Ce tour-ci, quand vous recevez une carte Action, +1 VP.</translation>
    </message>
    <message>
        <source>+$2
Each other player with 5 or more cards in hand puts one onto their deck.
At the start of your turn, you may play this from your hand.</source>
        <translation>+$2
Tous vos adversaires ayant 5 cartes ou plus en main en placent une sur leur deck.
Au début de votre tour, vous pouvez jouer cette carte depuis votre main.</translation>
    </message>
    <message>
        <source>$1
You may discard a Treasure to gain a card costing up to $4.</source>
        <translation>$1
Vous pouvez défausser une carte Trésor pour recevoir une carte coûtant jusqu&apos;à $4.</translation>
    </message>
    <message>
        <source>+$2
Each other player discards a Copper (or reveals a hand with no Copper).</source>
        <translation>+$2
Tous vos adversaires défaussent un Cuivre (sinon ils dévoilent une main sans Cuivre).</translation>
    </message>
    <message>
        <source>+1 Action
Look at the top 3 cards of your deck. Trash one of them. Discard one of them. Put the other one back on top.</source>
        <translation>+1 Action
Consultez les 3 premières cartes de votre pioche. Écartez-en une. Défaussez-en une. Replacez la dernière sur votre pioche.</translation>
    </message>
    <message>
        <source>+1 Buy
Trash a card from your hand. +$ equal to its cost.</source>
        <translation>+1 Achat
Écartez une carte de votre main. +$ égal à son coût.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
At the end of your Buy phase this turn, if you didn&apos;t gain a Victory card in it, you may put this onto your deck.</source>
        <translation>+1 Carte
+1 Action
+$1
À la fin de votre phase Achat de ce tour, si vous n&apos;y avez pas reçu de carte Victoire, vous pouvez placer cette carte sur votre pioche.</translation>
    </message>
    <message>
        <source>Gain a copy of a card costing up to $6 that the player to your right gained on their last turn.</source>
        <translation>Recevez un exemplaire d&apos;une carte coûtant jusqu&apos;à $6 que le joueur à votre droite a reçue lors de son dernier tour.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Reveal the top card of your deck. If you have a copy of it in play, put it into your hand.</source>
        <translation>+1 Carte
+1 Action
Dévoilez la carte du dessus de votre pioche. Si vous avez un exemplaire de cette carte en jeu, prenez-la en main.</translation>
    </message>
    <message>
        <source>Trash this and a Treasure Map from your hand. If you trashed two Treasure Maps, gain 4 Golds onto your deck.</source>
        <translation>Écartez cette carte et une Carte aux trésors de votre main. Si vous avez écarté deux Cartes aux trésors, recevez 4 Ors sur votre pioche.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look at the bottom card of your deck. You may put it on top.</source>
        <translation>+1 Carte
+1 Action
Consultez la carte du dessous de votre pioche. Vous pouvez la placer sur le dessus.</translation>
    </message>
    <message>
        <source>+$2
Look at the top 5 cards of your deck. Either discard all of them, or put them back on top of your deck in any order.</source>
        <translation>+$2
Consultez les 5 premières cartes de votre pioche. Défaussez-les toutes, ou replacez-les sur votre pioche dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>You may reveal a Province from your hand. If you do, gain a Gold to your hand. If you don&apos;t, gain a Silver to your hand.</source>
        <translation>Vous pouvez dévoiler une Province de votre main. Dans ce cas, recevez un Or dans votre main. Sinon, recevez un Argent dans votre main.</translation>
    </message>
    <message>
        <source>Each other player discards the top card of their deck, then gains a Curse onto their deck.</source>
        <translation>Tous vos adversaires défaussent la carte du dessus de leur pioche, puis reçoivent une Malédiction sur leur pioche.</translation>
    </message>
    <message>
        <source>Now and at the start of your next turn:
$1
+1 Buy</source>
        <translation>Maintenant et au début de votre prochain tour :
$1
+1 Achat</translation>
    </message>
    <message>
        <source>+3 Cards
+1 Action
At the start of your next turn, discard 2 cards.</source>
        <translation>+3 Cartes
+1 Action
Au début de votre prochain tour, défaussez 2 cartes.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player gains a Curse.
At the start of your next turn, +2 Cards, then discard 2 cards.</source>
        <translation>+2 Cartes
Tous vos adversaires reçoivent une carte Malédiction.
Au début de votre prochain tour, +2 Cartes, puis défaussez 2 cartes.</translation>
    </message>
    <message>
        <source>Until your next turn, when the player to your right gains a card, +1 Card.
At the start of your next turn, +1 Card.</source>
        <translation>Jusqu&apos;à votre prochain tour, quand le joueur à votre droite reçoit une carte, +1 Carte.
Au début de votre prochain tour, +1 Carte.</translation>
    </message>
    <message>
        <source>+$2
At the start of your next turn, +1 Card. Until then, each other player trashes the first Silver or Gold they play each turn.</source>
        <translation>+$2
Au début de votre prochain tour, +1 Carte. D&apos;ici là, tous vos adversaires écartent la première carte Argent ou Or qu&apos;ils jouent à chaque tour.</translation>
    </message>
    <message>
        <source>+1 Action
Once this turn, when you gain a Duration card, you may play it.
At the start of your next turn, +$2 and you may trash a card from your hand.</source>
        <translation>+1 Action
Une fois pendant ce tour, quand vous recevez une carte Durée, vous pouvez la jouer.
Au début de votre prochain tour, +$2 et vous pouvez écarter une carte de votre main.</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4, setting it aside.
At the start of your next turn, put it into your hand. While it&apos;s set aside, when another player gains a copy of it on their turn, they gain a Curse.</source>
        <translation>Recevez une carte coûtant jusqu&apos;à $4, en la mettant de côté.
Au début de votre prochain tour, prenez-la en main. Tant qu&apos;elle est de côté, quand un autre joueur reçoit un exemplaire de cette carte pendant son tour, il reçoit une carte Malédiction.</translation>
    </message>
    <message>
        <source>At the start of your next turn, gain a Treasure costing up to $6 to your hand.
When any player gains a Treasure, you may play this from your hand.</source>
        <translation>Au début de votre prochain tour, recevez en main un Trésor coûtant jusqu&apos;à $6.
Quand un joueur reçoit un Trésor, vous pouvez jouer cette carte depuis votre main.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player with 4 or more cards in hand puts cards from his hand on top of his deck until he has 3 cards in his hand.</source>
        <translation>+2 Cartes
Tous vos adversaires ayant au moins 4 cartes en main placent des cartes de leur main sur leur pioche jusqu&apos;à ce qu&apos;ils n&apos;aient plus que 3 cartes en main.</translation>
    </message>
    <message>
        <source>Reveal a card from your hand. Return up to 2 copies of it from your hand to the Supply. Then each other player gains a copy of it.</source>
        <translation>Dévoilez une carte de votre main. Replacez jusqu’à 2 exemplaires de cette carte de votre main dans la réserve. Ensuite, chaque autre joueur reçoit un exemplaire de cette carte.</translation>
    </message>
    <message>
        <source>Choose one: Each other player reveals the top 2 cards of their deck, trashes a revealed Treasure that you choose, discards the rest, and if anyone trashed a Treasure you put a Coin token on your Pirate Ship mat; or +$1 per Coin token on your Pirate Ship mat.</source>
        <translation>Choisissez : chaque autre joueur dévoile les 2 premières cartes de son deck, écarte un Trésor dévoilé de votre choix et défausse le reste ; si quelqu’un a écarté un Trésor, placez un jeton Pièce sur votre plateau Bateau pirate. Ou : +$1 par jeton Pièce sur votre plateau Bateau pirate.</translation>
    </message>
    <message>
        <source>+1 Buy
This turn, when you gain a card, you may put it onto your deck.
You may play a Treasure from your hand twice.</source>
        <translation>+1 Achat
Ce tour, quand vous recevez une carte, vous pouvez la mettre sur votre deck.
Vous pouvez jouer deux fois une carte Trésor de votre main.</translation>
    </message>
    <message>
        <source>$1
Look at the top card of your deck. You may trash it, discard it, or, if it&apos;s an Action or Treasure, play it.</source>
        <translation>$1
Regardez la première carte de votre deck. Vous pouvez l&apos;écarter, la défausser ou, si c&apos;est une carte Action ou Trésor, la jouer.</translation>
    </message>
    <message>
        <source>Trash a card from your hand.
Choose one: +$1; or trash this to reveal your hand for +1 VP per differently named Treasure there.</source>
        <translation>Écartez une carte de votre main.
Au choix : +$1 ; ou écartez cette carte pour dévoiler votre main et recevoir +1 VP par carte Trésor de nom différent qu&apos;elle contient.</translation>
    </message>
    <message>
        <source>The player to your left names a card. Gain a card costing up to $5 that hasn&apos;t been named for War Chest this turn.</source>
        <translation>Le joueur à votre gauche nomme une carte. Recevez une carte coûtant jusqu&apos;à $5 qui n&apos;a pas été nommée pour un Trésor de guerre ce tour-ci.</translation>
    </message>
    <message>
        <source>+$3
Each other player gains a Curse.
In games using this, Curse is also a Treasure worth $1.</source>
        <translation>+$3
Tous vos adversaires reçoivent une Malédiction.
Dans les parties utilisant cette carte, la Malédiction est aussi une carte Trésor valant $1.</translation>
    </message>
    <message>
        <source>Reveal your hand.
+1 Card per Victory card revealed. If this is the first time you played a Crossroads this turn, +3 Actions.</source>
        <translation>Dévoilez votre main.
+1 Carte par carte Victoire dévoilée. Si c&apos;est la première fois que vous jouez un Carrefour à ce tour, +3 Actions.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain two cards onto your deck, with one costing exactly $1 more than it, and one costing exactly $1 less than it, in either order.</source>
        <translation>Écartez une carte de votre main. Recevez deux cartes sur votre deck, l&apos;une coûtant exactement $1 de plus qu&apos;elle et l&apos;autre exactement $1 de moins, dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
Discard a card.</source>
        <translation>+1 Carte
+1 Action
+$1
Défaussez une carte.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
This turn, you may put one of your Action cards onto your deck when you discard it from play.</source>
        <translation>+1 Carte
+1 Action
À ce tour, vous pouvez placer l&apos;une de vos cartes Action sur votre deck quand vous la défaussez de la zone de jeu.</translation>
    </message>
    <message>
        <source>You may trash a Treasure from your hand to choose one:
+2 Cards and +1 Action;
or +1 Buy and +$2.</source>
        <translation>Vous pouvez écarter un Trésor de votre main pour choisir :
+2 Cartes et +1 Action ;
ou +1 Achat et +$2.</translation>
    </message>
    <message>
        <source>You may discard a Treasure, for +3 Cards and +1 Action.</source>
        <translation>Vous pouvez défausser un Trésor, pour +3 Cartes et +1 Action.</translation>
    </message>
    <message>
        <source>Gain a Silver.
Look at the top card of your deck; you may discard it.
Draw until you have 5 cards in hand.
You may trash a card from your hand that isn&apos;t a Treasure.</source>
        <translation>Recevez un Argent.
Regardez la carte du dessus de votre deck ; vous pouvez la défausser.
Piochez jusqu&apos;à avoir 5 cartes en main.
Vous pouvez écarter de votre main une carte qui n&apos;est pas un Trésor.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look at the top 4 cards of your deck. Discard any number of them, then put the rest back in any order.</source>
        <translation>+1 Carte
+1 Action
Regardez les 4 cartes du dessus de votre deck. Défaussez-en autant que vous voulez, puis replacez les autres dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
You may discard a card to gain an Action card costing as much as it or less.</source>
        <translation>+1 Carte
+1 Action
Vous pouvez défausser une carte pour recevoir une carte Action coûtant autant qu&apos;elle ou moins.</translation>
    </message>
    <message>
        <source>+3 Cards
+1 Buy
Each other player draws a card, then discards down to 3 cards in hand.</source>
        <translation>+3 Cartes
+1 Achat
Tous vos adversaires piochent une carte, puis défaussent jusqu&apos;à avoir 3 cartes en main.</translation>
    </message>
    <message>
        <source>+4 Cards
Discard 2 cards, revealed. If they&apos;re both Actions, each other player gains a Curse.</source>
        <translation>+4 Cartes
Défaussez 2 cartes, dévoilées. Si ce sont deux Actions, tous vos adversaires reçoivent une Malédiction.</translation>
    </message>
    <message>
        <source>+1 Buy
+$7
-$1 per card in your hand. (You can&apos;t go below $0.)
When you gain this, trash up to 2 cards from your hand.</source>
        <translation>+1 Achat
+$7
-$1 par carte dans votre main. (Vous ne pouvez pas descendre sous $0.)
Quand vous recevez cette carte, écartez jusqu&apos;à 2 cartes de votre main.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2
When you gain or trash this, +$2.</source>
        <translation>+1 Achat
+$2
Quand vous recevez ou écartez cette carte, +$2.</translation>
    </message>
    <message>
        <source>$3
When you gain this, gain two Coppers.</source>
        <translation>$3
Quand vous recevez cette carte, recevez deux Cuivres.</translation>
    </message>
    <message>
        <source>Worth 1 VP per 4 Victory cards you have (round down).</source>
        <translation>Vaut 1 VP pour chaque 4 cartes Victoire dans votre deck (arrondi à l&apos;unité inférieure).</translation>
    </message>
    <message>
        <source>2 VP
When you gain this, trash a card from your hand and gain a non-Farmland card costing exactly $2 more than it.</source>
        <translation>2 VP
Lorsque vous recevez cette carte, écartez une carte de votre main et recevez une carte autre que Terre agricole coûtant exactement $2 de plus qu&apos;elle.</translation>
    </message>
    <message>
        <source>+$2
This turn, when you gain a card, if you bought it, gain a cheaper non-Victory card.</source>
        <translation>+$2
Ce tour-ci, lorsque vous recevez une carte, si vous l&apos;avez achetée, recevez une carte moins chère qui n&apos;est pas une carte Victoire.</translation>
    </message>
    <message>
        <source>+2 Cards
+2 Actions
Discard 2 cards.
When you gain this, look through your discard pile, reveal any number of Action cards from it (which can include this), and shuffle them into your deck.</source>
        <translation>+2 Cartes
+2 Actions
Défaussez 2 cartes.
Lorsque vous recevez cette carte, consultez votre défausse, dévoilez-en autant de cartes Action que vous voulez (y compris celle-ci) et mélangez-les dans votre deck.</translation>
    </message>
    <message>
        <source>$2
+1 Buy
The third time you gain an Action this turn, each other player gains a Curse.</source>
        <translation>$2
+1 Achat
La troisième fois que vous recevez une carte Action ce tour-ci, tous les autres joueurs reçoivent une Malédiction.</translation>
    </message>
    <message>
        <source>Gain a card costing less than this. Each other player discards down to 3 cards in hand.
When you gain this, if you have an Action in play, play this.</source>
        <translation>Recevez une carte coûtant moins que celle-ci. Tous les autres joueurs défaussent jusqu&apos;à avoir 3 cartes en main.
Lorsque vous recevez cette carte, si vous avez une carte Action en jeu, jouez-la.</translation>
    </message>
    <message>
        <source>+2 Cards
If you have 5 or fewer cards in hand, +2 Cards.
When another player plays an Attack, you may play this from your hand.</source>
        <translation>+2 Cartes
Si vous avez 5 cartes ou moins en main, +2 Cartes.
Lorsqu&apos;un autre joueur joue une carte Attaque, vous pouvez jouer cette carte depuis votre main.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
When you gain, trash, or discard this, other than in Clean-up, you may play it.</source>
        <translation>+1 Carte
+1 Action
Lorsque vous recevez, écartez ou défaussez cette carte, sauf pendant l&apos;Ajustement, vous pouvez la jouer.</translation>
    </message>
    <message>
        <source>2 VP
When you discard this other than during a Clean-up phase, you may reveal it. If you do, gain a Gold.</source>
        <translation>2 VP
Lorsque vous défaussez cette carte en dehors de la phase d&apos;Ajustement, vous pouvez la dévoiler. Si vous le faites, recevez un Or.</translation>
    </message>
    <message>
        <source>Gain two Silvers or a card costing up to $4.
When you discard this other than in Clean-up, you may play it.</source>
        <translation>Recevez deux Argents ou une carte coûtant jusqu&apos;à $4.
Lorsque vous défaussez cette carte en dehors de l&apos;Ajustement, vous pouvez la jouer.</translation>
    </message>
    <message>
        <source>+5 Cards
Discard 3 cards.
When you gain this, each other player gains a Silver.</source>
        <translation>+5 Cartes
Défaussez 3 cartes.
Lorsque vous recevez cette carte, tous les autres joueurs reçoivent un Argent.</translation>
    </message>
    <message>
        <source>$1
You may gain a Copper to your hand.
When you gain this, each other player gains a Curse.</source>
        <translation>$1
Vous pouvez recevoir un Cuivre dans votre main.
Lorsque vous recevez cette carte, tous les autres joueurs reçoivent une Malédiction.</translation>
    </message>
    <message>
        <source>+$3
Put a card from your hand on top of your deck.
When you gain this, put all Treasures you have in play on top of your deck in any order.</source>
        <translation>+$3
Placez une carte de votre main sur votre deck.
Lorsque vous recevez cette carte, placez toutes les cartes Trésor que vous avez en jeu sur votre deck dans l&apos;ordre de votre choix.</translation>
    </message>
    <message>
        <source>+$1
Each other player reveals the top 2 cards of their deck, trashes a revealed Silver or Gold you choose, discards the rest, and gains a Copper if they didn&apos;t reveal a Treasure. You gain the trashed cards.
When you buy this, do its attack.</source>
        <translation>+$1
Tous les autres joueurs dévoilent les 2 premières cartes de leur deck, écartent un Argent ou un Or dévoilé de votre choix, défaussent le reste et reçoivent un Cuivre s&apos;ils n&apos;ont dévoilé aucun Trésor. Vous recevez les cartes écartées.
Lorsque vous achetez cette carte, effectuez son attaque.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2
When you gain this, put it on top of your deck.</source>
        <translation>+1 Achat
+$2
Lorsque vous recevez cette carte, placez-la sur votre deck.</translation>
    </message>
    <message>
        <source>+$2
Each player (including you) looks at the top card of their deck, and discards it or puts it back.
In games using this, when you gain a Duchy, you may gain a Duchess.</source>
        <translation>+$2
Chaque joueur (vous aussi) consulte la première carte de son deck et la défausse ou la replace.
Dans les parties utilisant cette carte, quand vous recevez un Duché, vous pouvez recevoir une Duchesse.</translation>
    </message>
    <message>
        <source>Each player (including you) reveals the top 2 cards of their deck, and you choose one: either they discard them, or they put them back on top in an order they choose.
+2 Cards</source>
        <translation>Tous les joueurs (vous aussi) dévoilent les 2 premières cartes de leur deck. Vous choisissez : soit chacun les défausse, soit chacun les replace sur son deck dans l&apos;ordre de son choix.
+2 Cartes</translation>
    </message>
    <message>
        <source>$2
While this is in play, when you buy a Victory card, gain a Gold.</source>
        <translation>$2
Tant que cette carte est en jeu, quand vous achetez une carte Victoire, recevez un Or.</translation>
    </message>
    <message>
        <source>You may reveal a Treasure from your hand. Gain a copy of it.
When you buy this, trash all Treasures you have in play.</source>
        <translation>Vous pouvez dévoiler une carte Trésor de votre main. Recevez un exemplaire de cette carte.
Quand vous achetez cette carte, écartez toutes les cartes Trésor que vous avez en jeu.</translation>
    </message>
    <message>
        <source>$1
While this is in play, Action cards cost $2 less, but not less than $0.</source>
        <translation>$1
Tant que cette carte est en jeu, les cartes Action coûtent $2 de moins, mais pas moins de $0.</translation>
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
    <message>
        <source>Reserve</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>Voie</translation>
    </message>
    <message>
        <source>Shelter</source>
        <translation>Refuge</translation>
    </message>
    <message>
        <source>Heirloom</source>
        <translation>Héritage</translation>
    </message>
    <message>
        <source>Looter</source>
        <translation>Pillard</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruines</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Chevalier</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Château</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Butin</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The deck-building card game Dominion.</source>
        <translation>Dominion, le jeu de cartes où l’on construit son deck.</translation>
    </message>
    <message>
        <source>Play a game between AI players on screen.</source>
        <translation>Affiche une partie entre joueurs IA à l’écran.</translation>
    </message>
    <message>
        <source>Set up the --demo game with this seed (a whole number).</source>
        <translation>Prépare la partie --demo avec cette graine (un nombre entier).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>G</translation>
    </message>
    <message>
        <source>The number of AI players besides the one whose hand is shown (1 to 5).</source>
        <translation>Le nombre de joueurs IA en plus de celui dont la main est affichée (1 à 5).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Save the window as an image (PNG) to FILE, then quit.</source>
        <translation>Enregistre la fenêtre comme image (PNG) dans FICHIER, puis quitte.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>With --screenshot: wait until N moves were shown, or the game is over.</source>
        <translation>Avec --screenshot&#xa0;: attend que N coups aient été affichés ou que la partie soit terminée.</translation>
    </message>
    <message>
        <source>Go on with the last game, where it was left.</source>
        <translation>Reprend la dernière partie là où elle s’était arrêtée.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>--continue and --demo exclude each other</source>
        <translation>--continue et --demo s’excluent mutuellement</translation>
    </message>
    <message>
        <source>--seed needs a whole number, not &quot;%1&quot;</source>
        <translation>--seed attend un nombre entier, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--seed goes with --demo</source>
        <translation>--seed s’utilise avec --demo</translation>
    </message>
    <message>
        <source>--opponents needs a number from 1 to 5</source>
        <translation>--opponents attend un nombre de 1 à 5</translation>
    </message>
    <message>
        <source>--opponents goes with --demo</source>
        <translation>--opponents s’utilise avec --demo</translation>
    </message>
    <message>
        <source>--screenshot needs a file name</source>
        <translation>--screenshot attend un nom de fichier</translation>
    </message>
    <message>
        <source>--after-moves needs a number of moves (0 or more)</source>
        <translation>--after-moves attend un nombre de coups (0 ou plus)</translation>
    </message>
    <message>
        <source>--after-moves goes with --screenshot</source>
        <translation>--after-moves s’utilise avec --screenshot</translation>
    </message>
    <message>
        <source>The demo&apos;s 10 Kingdom cards, separated by commas (English, German or French names).</source>
        <translation>Les 10 cartes Royaume de la démo, séparées par des virgules (noms anglais, allemands ou français).</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>--kingdom goes with --demo</source>
        <translation>--kingdom s’utilise avec --demo</translation>
    </message>
    <message>
        <source>--kingdom: &quot;%1&quot; is not a Kingdom card</source>
        <translation>--kingdom : « %1 » n’est pas une carte Royaume</translation>
    </message>
    <message>
        <source>--kingdom: &quot;%1&quot; is not a Kingdom card (did you mean %2?)</source>
        <translation>--kingdom : « %1 » n’est pas une carte Royaume (vouliez-vous dire %2 ?)</translation>
    </message>
    <message>
        <source>--kingdom needs 10 different Kingdom cards, not %1</source>
        <translation>--kingdom demande 10 cartes Royaume différentes, pas %1</translation>
    </message>
    <message>
        <source>The demo&apos;s cards that changed in 2022 (Hoard, Mint, Quarry) play their earlier text.</source>
        <translation>Les cartes de la démonstration modifiées en 2022 (Magot, Hôtel de la Monnaie, Carrière) se jouent avec leur ancien texte.</translation>
    </message>
    <message>
        <source>--earlier-versions goes with --demo</source>
        <translation>--earlier-versions s’utilise avec --demo</translation>
    </message>
</context>
<context>
    <name>CounterBadges</name>
    <message>
        <source>VP tokens</source>
        <translation>Jetons PV</translation>
    </message>
    <message>
        <source>Coffers</source>
        <translation>Coffres</translation>
    </message>
    <message>
        <source>Villagers</source>
        <translation>Villageois</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Dettes</translation>
    </message>
    <message>
        <source>Favors</source>
        <translation>Faveurs</translation>
    </message>
    <message>
        <source>Pirate Ship</source>
        <translation>Bateau pirate</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A counter and its value: &quot;VP tokens 3&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>+$1 (C)</source>
        <extracomment>On the Coffers badge: a click (or the key C) spends one for +$1</extracomment>
        <translation>+$1 (C)</translation>
    </message>
    <message>
        <source>+1 Action (V)</source>
        <extracomment>On the Villagers badge: a click (or the key V) spends one for +1 Action</extracomment>
        <translation>+1 Action (V)</translation>
    </message>
    <message>
        <source>pay $1 (D)</source>
        <extracomment>On the Debt badge: a click (or the key D) pays off one Debt with $1</extracomment>
        <translation>rembourser $1 (D)</translation>
    </message>
</context>
<context>
    <name>DecisionModel</name>
    <message>
        <source>Reveal</source>
        <translation>Dévoiler</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Call</source>
        <extracomment>Calling a Reserve card from the Tavern mat (Coin of the Realm)</extracomment>
        <translation>Recourir</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <extracomment>Leaving a Reserve card on the Tavern mat</extracomment>
        <translation>Ne pas recourir</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Choose a pile</source>
        <translation>Choisissez une pile</translation>
    </message>
    <message>
        <source>Choose %1 to %2 cards</source>
        <translation>Choisissez de %1 à %2 cartes</translation>
    </message>
    <message>
        <source>%1 — %2 selected</source>
        <translation>%1 — sélection&#xa0;: %2</translation>
    </message>
    <message>
        <source>Click the cards in your hand in order.</source>
        <translation>Cliquez sur les cartes de votre main dans l’ordre.</translation>
    </message>
    <message>
        <source>Click the cards in your hand.</source>
        <translation>Cliquez sur les cartes de votre main.</translation>
    </message>
    <message>
        <source>Click a highlighted pile in the Supply.</source>
        <translation>Cliquez sur une pile en surbrillance dans la Réserve.</translation>
    </message>
    <message>
        <source>Click the cards in order; drag the chosen ones to reorder them.</source>
        <translation>Cliquez sur les cartes dans l’ordre&#xa0;; faites glisser celles choisies pour changer leur ordre.</translation>
    </message>
    <message>
        <source>Search a card…</source>
        <translation>Chercher une carte…</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Ne rien choisir</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Valider</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s)</source>
        <translation>
            <numerusform>Choisissez %n carte</numerusform>
            <numerusform>Choisissez %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n card(s)</source>
        <extracomment>At most %n cards, none required</extracomment>
        <translation>
            <numerusform>Vous pouvez choisir %n carte</numerusform>
            <numerusform>Choisissez jusqu’à %n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DurationNote</name>
    <message>
        <source>+1 Card</source>
        <translation>+1 Carte</translation>
    </message>
    <message>
        <source>card to hand</source>
        <translation>carte en main</translation>
    </message>
    <message>
        <source>extra turn</source>
        <translation>tour supplémentaire</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>A Duration in play whose effects are over: it leaves play at Clean-up</extracomment>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>see the card</source>
        <translation>voir la carte</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>%1 is what a Duration will do, %2 how many times (played by Throne Room)</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>A Duration whose effect is resolving at the start of this turn</extracomment>
        <translation>Maintenant : %1</translation>
    </message>
    <message>
        <source>Next turn: %1</source>
        <extracomment>A Duration that will do something at the start of its owner&apos;s next turn</extracomment>
        <translation>Tour suivant : %1</translation>
    </message>
    <message>
        <source>+$1, +1 Buy</source>
        <translation>+$1, +1 Achat</translation>
    </message>
    <message>
        <source>+1 Action, +$1</source>
        <translation>+1 Action, +$1</translation>
    </message>
    <message>
        <source>+$1</source>
        <translation>+$1</translation>
    </message>
    <message>
        <source>+$2</source>
        <translation>+$2</translation>
    </message>
    <message>
        <source>gain a Treasure</source>
        <translation>recevoir un Trésor</translation>
    </message>
    <message>
        <source>+$2, may trash</source>
        <translation>+$2, écart possible</translation>
    </message>
    <message>
        <source>+2 Cards, discard 2</source>
        <translation>+2 Cartes, défausser 2</translation>
    </message>
    <message>
        <source>+5 Cards, +1 Buy, +1 Action</source>
        <translation>+5 Cartes, +1 Achat, +1 Action</translation>
    </message>
    <message>
        <source>discard 2</source>
        <translation>défausser 2</translation>
    </message>
    <message>
        <source>+2 Cards, +1 Buy</source>
        <translation>+2 Cartes, +1 Achat</translation>
    </message>
    <message>
        <source>+1 Buy, +$3</source>
        <translation>+1 Achat, +$3</translation>
    </message>
    <message>
        <source>+2 Cards</source>
        <translation>+2 Cartes</translation>
    </message>
    <message>
        <source>to the bottom of the deck</source>
        <translation>sous la pioche</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>Reveal a Reaction?</source>
        <translation>Dévoiler une Réaction&#xa0;?</translation>
    </message>
    <message>
        <source>Discard any number of cards, then draw that many</source>
        <translation>Défaussez autant de cartes que vous voulez, puis piochez-en autant</translation>
    </message>
    <message>
        <source>Trash up to %1 cards from your hand</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Écartez jusqu’à %1 cartes de votre main</translation>
    </message>
    <message>
        <source>You may put a card from your discard pile onto your deck</source>
        <translation>Vous pouvez placer une carte de votre défausse sur votre pioche</translation>
    </message>
    <message>
        <source>You may play the discarded Action card</source>
        <translation>Vous pouvez jouer la carte Action défaussée</translation>
    </message>
    <message>
        <source>Gain a card costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Recevez une carte coûtant jusqu’à $%1</translation>
    </message>
    <message>
        <source>Reveal a Victory card and put it onto your deck</source>
        <translation>Dévoilez une carte Victoire et placez-la sur votre pioche</translation>
    </message>
    <message>
        <source>Discard down to %1 cards in hand</source>
        <extracomment>%1 is the number of cards to keep</extracomment>
        <translation>Défaussez des cartes jusqu’à n’en avoir plus que %1 en main</translation>
    </message>
    <message>
        <source>You may trash a Copper from your hand for +$3</source>
        <translation>Vous pouvez écarter un Cuivre de votre main pour +$3</translation>
    </message>
    <message>
        <source>Discard a card per empty Supply pile</source>
        <translation>Défaussez une carte par pile vide de la réserve</translation>
    </message>
    <message>
        <source>Trash a card from your hand</source>
        <translation>Écartez une carte de votre main</translation>
    </message>
    <message>
        <source>Gain a card costing up to $%1 more than the trashed card</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Recevez une carte coûtant jusqu’à $%1 de plus que la carte écartée</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand twice</source>
        <translation>Vous pouvez jouer deux fois une carte Action de votre main</translation>
    </message>
    <message>
        <source>Trash a revealed Treasure other than Copper</source>
        <translation>Écartez un Trésor dévoilé autre qu’un Cuivre</translation>
    </message>
    <message>
        <source>You may set aside this Action card</source>
        <translation>Vous pouvez mettre de côté cette carte Action</translation>
    </message>
    <message>
        <source>You may trash a Treasure from your hand</source>
        <translation>Vous pouvez écarter un Trésor de votre main</translation>
    </message>
    <message>
        <source>Gain a Treasure to your hand costing up to $%1 more than the trashed one</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Recevez en main un Trésor coûtant jusqu’à $%1 de plus que celui écarté</translation>
    </message>
    <message>
        <source>Return up to 2 copies of %1 from your hand to the Supply</source>
        <extracomment>%1 is a card&apos;s name (Ambassador)</extracomment>
        <translation>Replacez jusqu’à 2 exemplaires de %1 de votre main dans la réserve</translation>
    </message>
    <message>
        <source>Trash any number of these cards</source>
        <translation>Écartez autant de ces cartes que vous voulez</translation>
    </message>
    <message>
        <source>Discard any number of these cards</source>
        <translation>Défaussez autant de ces cartes que vous voulez</translation>
    </message>
    <message>
        <source>Put these cards back in any order (the first one on top)</source>
        <translation>Replacez ces cartes dans l’ordre de votre choix (la première sur le dessus)</translation>
    </message>
    <message>
        <source>Gain a card to your hand costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Recevez en main une carte coûtant jusqu’à $%1</translation>
    </message>
    <message>
        <source>Put a card from your hand onto your deck</source>
        <translation>Placez une carte de votre main sur votre pioche</translation>
    </message>
    <message>
        <source>You may put your deck into your discard pile</source>
        <translation>Vous pouvez placer votre pioche dans votre défausse</translation>
    </message>
    <message>
        <source>Discard the revealed card or put it back</source>
        <translation>Défaussez la carte dévoilée ou replacez-la</translation>
    </message>
    <message>
        <source>Choose a revealed Treasure for them to trash</source>
        <translation>Choisissez le Trésor dévoilé que ce joueur doit écarter</translation>
    </message>
    <message>
        <source>You may gain any of the trashed Treasures</source>
        <translation>Vous pouvez recevoir les Trésors écartés de votre choix</translation>
    </message>
    <message>
        <source>Choose one</source>
        <translation>Choisissez une option</translation>
    </message>
    <message>
        <source>Trash an Action card from the Supply</source>
        <translation>Écarter une carte Action de la réserve</translation>
    </message>
    <message>
        <source>Gain an Action card from the trash</source>
        <translation>Recevoir une carte Action du rebut</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Choisissez deux options différentes</translation>
    </message>
    <message>
        <source>Pass a card to the next player to your left with cards in hand</source>
        <translation>Passez une carte au prochain joueur à votre gauche ayant des cartes en main</translation>
    </message>
    <message>
        <source>You may trash a card from your hand</source>
        <translation>Vous pouvez écarter une carte de votre main</translation>
    </message>
    <message>
        <source>Trash %1 cards from your hand</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Écartez %1 cartes de votre main</translation>
    </message>
    <message>
        <source>Choose a card with the same cost for them to gain</source>
        <translation>Choisissez une carte de même coût que ce joueur doit recevoir</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Nommez une carte</translation>
    </message>
    <message>
        <source>You may discard an Estate for +$4</source>
        <translation>Vous pouvez défausser un Domaine pour +$4</translation>
    </message>
    <message>
        <source>Discard %1 cards</source>
        <extracomment>A question; %1 is a number of cards</extracomment>
        <translation>Défaussez %1 cartes</translation>
    </message>
    <message>
        <source>You may discard 2 cards for +$2</source>
        <translation>Vous pouvez défausser 2 cartes pour +$2</translation>
    </message>
    <message>
        <source>You may trash this for +$2</source>
        <translation>Vous pouvez écarter cette carte pour +$2</translation>
    </message>
    <message>
        <source>Put a card from your hand anywhere in your deck</source>
        <translation>Placez une carte de votre main où vous voulez dans votre pioche</translation>
    </message>
    <message>
        <source>Choose where to put it in your deck</source>
        <translation>Choisissez où la placer dans votre pioche</translation>
    </message>
    <message>
        <source>Reveal a card from your hand</source>
        <translation>Dévoilez une carte de votre main</translation>
    </message>
    <message>
        <source>Choose %1 different bonuses</source>
        <extracomment>%1 is the number of types of the revealed card, 2 or more</extracomment>
        <translation>Choisissez %1 bonus différents</translation>
    </message>
    <message>
        <source>Gain a card costing exactly $%1 more</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Recevez une carte coûtant exactement $%1 de plus</translation>
    </message>
    <message>
        <source>Discard any number of cards for +$1 each</source>
        <translation>Défaussez autant de cartes que vous voulez, +$1 par carte</translation>
    </message>
    <message>
        <source>Put %1 cards from your hand onto your deck (the first one on top)</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Placez %1 cartes de votre main sur votre pioche (la première sur le dessus)</translation>
    </message>
    <message>
        <source>You may gain a card costing up to $%1 less than the trashed card</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Vous pouvez recevoir une carte coûtant jusqu’à $%1 de moins que la carte écartée</translation>
    </message>
    <message>
        <source>Put deck into discard pile</source>
        <translation>Placer la pioche dans la défausse</translation>
    </message>
    <message>
        <source>Keep deck</source>
        <translation>Garder la pioche</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Replacer</translation>
    </message>
    <message>
        <source>+1 Card</source>
        <translation>+1 Carte</translation>
    </message>
    <message>
        <source>+%1 Cards</source>
        <extracomment>%1 is a number of cards, 2 or more</extracomment>
        <translation>+%1 Cartes</translation>
    </message>
    <message>
        <source>+1 Action</source>
        <translation>+1 Action</translation>
    </message>
    <message>
        <source>+%1 Actions</source>
        <extracomment>%1 is a number of Actions, 2 or more</extracomment>
        <translation>+%1 Actions</translation>
    </message>
    <message>
        <source>+1 Buy</source>
        <translation>+1 Achat</translation>
    </message>
    <message>
        <source>+$%1</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>+$%1</translation>
    </message>
    <message>
        <source>Trash %1 cards</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Écarter %1 cartes</translation>
    </message>
    <message>
        <source>Discard 2 cards for +$2</source>
        <translation>Défausser 2 cartes pour +$2</translation>
    </message>
    <message>
        <source>Don&apos;t discard</source>
        <translation>Ne pas défausser</translation>
    </message>
    <message>
        <source>Trash this for +$2</source>
        <translation>Écarter cette carte pour +$2</translation>
    </message>
    <message>
        <source>Don&apos;t trash</source>
        <translation>Ne pas écarter</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Tout en haut</translation>
    </message>
    <message>
        <source>%1 from top</source>
        <extracomment>A place in the deck: %1 is a number from 2 up, the English text says &quot;2nd from top&quot;, &quot;3rd from top&quot; ...</extracomment>
        <translation>%1e en partant du haut</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Tout en bas</translation>
    </message>
    <message>
        <source>Gain a Gold</source>
        <translation>Recevoir un Or</translation>
    </message>
    <message>
        <source>Each other player reveals 2 cards and trashes a Treasure you choose</source>
        <translation>Chaque autre joueur dévoile 2 cartes et écarte un Trésor de votre choix</translation>
    </message>
    <message>
        <source>Discard your hand and draw 4</source>
        <translation>Défausser votre main et piocher 4 cartes</translation>
    </message>
    <message>
        <source>Discard %1 cards</source>
        <comment>option</comment>
        <extracomment>An option, not a question: %1 is a number of cards</extracomment>
        <translation>Défausser %1 cartes</translation>
    </message>
    <message>
        <source>Gain a Curse to your hand</source>
        <translation>Recevoir une Malédiction en main</translation>
    </message>
    <message>
        <source>Set aside a card from your hand face down</source>
        <translation>Mettez de côté, face cachée, une carte de votre main</translation>
    </message>
    <message>
        <source>Put a card from your hand onto your Island mat</source>
        <translation>Placez une carte de votre main sur votre plateau Île</translation>
    </message>
    <message>
        <source>Add an Embargo token to a Supply pile</source>
        <translation>Ajoutez un jeton Embargo sur une pile de la Réserve</translation>
    </message>
    <message>
        <source>Choose the next start-of-turn effect to resolve</source>
        <translation>Choisissez le prochain effet de début de tour à résoudre</translation>
    </message>
    <message>
        <source>Put the top card of your deck on your mat</source>
        <translation>Placer la carte du haut de votre pioche sur votre plateau</translation>
    </message>
    <message>
        <source>Put all the cards from your mat into your hand</source>
        <translation>Prendre en main toutes les cartes de votre plateau</translation>
    </message>
    <message>
        <source>Choose the next ability to resolve</source>
        <translation>Choisissez la prochaine capacité à résoudre</translation>
    </message>
    <message>
        <source>Reveal %1?</source>
        <translation>Dévoiler %1 ?</translation>
    </message>
    <message>
        <source>Trash the gained %1 or put it onto your deck</source>
        <translation>Écartez la carte reçue (%1) ou placez-la sur votre pioche</translation>
    </message>
    <message>
        <source>Trash %1 to gain a Gold onto your deck?</source>
        <translation>Écarter %1 pour recevoir un Or sur votre pioche ?</translation>
    </message>
    <message>
        <source>Reveal %1 to exchange the gained card for a Silver?</source>
        <translation>Dévoiler %1 pour échanger la carte reçue contre un Argent ?</translation>
    </message>
    <message>
        <source>Gain a card costing less than %1</source>
        <translation>Recevez une carte coûtant moins que %1</translation>
    </message>
    <message>
        <source>Trash the gained card</source>
        <translation>Écarter la carte reçue</translation>
    </message>
    <message>
        <source>Put it onto your deck</source>
        <translation>La placer sur votre pioche</translation>
    </message>
    <message>
        <source>Reveal a Bane card (%1) or gain a Curse</source>
        <translation>Dévoilez une carte Fléau (%1) ou recevez une Malédiction</translation>
    </message>
    <message>
        <source>You may trash %1</source>
        <translation>Vous pouvez écarter %1</translation>
    </message>
    <message>
        <source>Call %1?</source>
        <translation>Recourir à %1 ?</translation>
    </message>
    <message>
        <source>You may play a %1 from your hand</source>
        <extracomment>%1 is a card name (Cultist)</extracomment>
        <translation>Vous pouvez jouer une carte %1 de votre main</translation>
    </message>
    <message>
        <source>Discard the cards you looked at or put them back in any order</source>
        <translation>Défaussez les cartes regardées ou remettez-les dans l&apos;ordre de votre choix</translation>
    </message>
    <message>
        <source>Trash a revealed card costing from $3 to $6</source>
        <translation>Écartez une carte dévoilée coûtant de $3 à $6</translation>
    </message>
    <message>
        <source>You may gain a card costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Vous pouvez recevoir une carte coûtant jusqu’à $%1</translation>
    </message>
    <message>
        <source>Reveal a Province?</source>
        <translation>Dévoiler une Province ?</translation>
    </message>
    <message>
        <source>Gain a Prize or a Duchy onto your deck</source>
        <translation>Recevez un Prix ou un Duché sur votre deck</translation>
    </message>
    <message>
        <source>Gain %1 Silvers and put your deck into your discard pile</source>
        <extracomment>%1 is a number of Silvers (Trusty Steed: 4)</extracomment>
        <translation>Recevoir %1 cartes Argent et placer votre deck dans votre défausse</translation>
    </message>
    <message>
        <source>Trash this or a Castle from your hand</source>
        <translation>Écartez cette carte ou un Château de votre main</translation>
    </message>
    <message>
        <source>Discard any number of Victory cards for +$2 each</source>
        <translation>Défaussez autant de cartes Victoire que vous voulez, pour +$2 chacune</translation>
    </message>
    <message>
        <source>Gain a Duchy</source>
        <translation>Recevoir un Duché</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand three times</source>
        <translation>Vous pouvez jouer trois fois une carte Action de votre main</translation>
    </message>
    <message>
        <source>Gain a card costing exactly $%1</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Recevez une carte coûtant exactement $%1</translation>
    </message>
    <message>
        <source>You may reveal a Treasure from your hand to gain a copy of it</source>
        <translation>Vous pouvez dévoiler une carte Trésor de votre main pour en recevoir un exemplaire</translation>
    </message>
    <message>
        <source>You may discard 2 cards to draw a card</source>
        <translation>Vous pouvez défausser 2 cartes pour piocher 1 carte</translation>
    </message>
    <message>
        <source>Gain %1 Estates</source>
        <extracomment>%1 is a number of Estates (Sprawling Castle: 3)</extracomment>
        <translation>Recevoir %1 Domaines</translation>
    </message>
    <message>
        <source>You may play an Action from your hand</source>
        <translation>Vous pouvez jouer une carte Action de votre main</translation>
    </message>
    <message>
        <source>Put the gained %1 onto your deck?</source>
        <extracomment>%1 is the name of the card gained</extracomment>
        <translation>Placer la carte %1 reçue sur votre pioche ?</translation>
    </message>
    <message>
        <source>Play an Action or Treasure from your discard pile, or none for +1 Buy and +$3</source>
        <translation>Jouez une carte Action ou Trésor de votre défausse, ou aucune pour +1 Achat et +$3</translation>
    </message>
    <message>
        <source>You may set aside a card from your hand face down until the end of the turn</source>
        <translation>Vous pouvez mettre de côté face cachée une carte de votre main jusqu&apos;à la fin du tour</translation>
    </message>
    <message>
        <source>You may play the card you gained</source>
        <translation>Vous pouvez jouer la carte reçue</translation>
    </message>
    <message>
        <source>%1: +1 Buy and +$3 now or at the start of your next turn?</source>
        <extracomment>%1 is a card name (Amphora)</extracomment>
        <translation>%1 : +1 Achat et +$3 maintenant ou au début de votre prochain tour ?</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>At the start of your next turn</source>
        <translation>Au début de votre prochain tour</translation>
    </message>
    <message>
        <source>Discard or trash the revealed %1</source>
        <extracomment>%1 is a card&apos;s name</extracomment>
        <translation>Défaussez ou écartez la carte dévoilée (%1)</translation>
    </message>
    <message>
        <source>Reveal any number of Coppers from your discard pile and put them into your hand</source>
        <translation>Dévoilez autant de Cuivres que vous voulez de votre défausse et prenez-les en main</translation>
    </message>
    <message>
        <source>You may discard a Curse; if you don&apos;t, you gain a Curse and a Copper</source>
        <translation>Vous pouvez défausser une Malédiction ; sinon, vous recevez une Malédiction et un Cuivre</translation>
    </message>
    <message>
        <source>Name a card the player to your right can&apos;t buy this turn</source>
        <translation>Nommez une carte que le joueur à votre droite ne peut pas acheter ce tour-ci</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>You may discard a Treasure to gain a card costing up to $%1</source>
        <translation>Vous pouvez défausser une carte Trésor pour recevoir une carte coûtant jusqu&apos;à $%1</translation>
    </message>
    <message>
        <source>Trash one of these cards</source>
        <translation>Écartez une de ces cartes</translation>
    </message>
    <message>
        <source>Discard one of these cards</source>
        <translation>Défaussez une de ces cartes</translation>
    </message>
    <message>
        <source>Put %1 onto your deck?</source>
        <extracomment>%1 is the name of a card (Treasury in play, the bottom card of the deck for Pearl Diver)</extracomment>
        <translation>Placer %1 sur votre pioche ?</translation>
    </message>
    <message>
        <source>Gain a Treasure to your hand costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Recevez en main un Trésor coûtant jusqu’à $%1</translation>
    </message>
    <message>
        <source>You may play a Treasure from your hand twice</source>
        <translation>Vous pouvez jouer deux fois une carte Trésor de votre main</translation>
    </message>
    <message>
        <source>Choose what to do with %1, the top card of your deck</source>
        <extracomment>%1 is a card&apos;s name (Crystal Ball)</extracomment>
        <translation>Choisissez quoi faire de %1, la première carte de votre deck</translation>
    </message>
    <message>
        <source>Name a card the player to your right can&apos;t gain with War Chest</source>
        <translation>Nommez une carte que le joueur à votre droite ne peut pas recevoir avec le Trésor de guerre</translation>
    </message>
    <message>
        <source>Gain a card costing up to $%1 not named for War Chest this turn</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Recevez une carte coûtant jusqu&apos;à $%1 non nommée pour un Trésor de guerre ce tour-ci</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Trash this to reveal your hand for +1 VP per differently named Treasure</source>
        <translation>Écarter cette carte et dévoiler votre main : +1 VP par carte Trésor de nom différent</translation>
    </message>
    <message>
        <source>Gain a card costing exactly $1 more or $1 less than %1 onto your deck</source>
        <extracomment>%1 is the name of the trashed card (Develop)</extracomment>
        <translation>Recevez sur votre deck une carte coûtant exactement $1 de plus ou $1 de moins que %1</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Défaussez une carte</translation>
    </message>
    <message>
        <source>You may choose an Action card in play to put onto your deck when you discard it</source>
        <translation>Vous pouvez choisir une carte Action en jeu à placer sur votre deck quand vous la défaussez</translation>
    </message>
    <message>
        <source>You may discard a Treasure for +3 Cards and +1 Action</source>
        <translation>Vous pouvez défausser un Trésor pour +3 Cartes et +1 Action</translation>
    </message>
    <message>
        <source>You may trash a card from your hand that isn&apos;t a Treasure</source>
        <translation>Vous pouvez écarter de votre main une carte qui n&apos;est pas un Trésor</translation>
    </message>
    <message>
        <source>You may discard a card to gain an Action card costing as much as it or less</source>
        <translation>Vous pouvez défausser une carte pour recevoir une carte Action coûtant autant qu&apos;elle ou moins</translation>
    </message>
    <message>
        <source>Gain an Action card costing as much as %1 or less</source>
        <extracomment>%1 is the name of the discarded card (Wheelwright)</extracomment>
        <translation>Recevez une carte Action coûtant autant que %1 ou moins</translation>
    </message>
    <message>
        <source>Discard %1 cards, revealed</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Défaussez %1 cartes, dévoilées</translation>
    </message>
    <message>
        <source>+%1 Cards and +1 Action</source>
        <extracomment>%1 is a number of cards, 2 or more</extracomment>
        <translation>+%1 Cartes et +1 Action</translation>
    </message>
    <message>
        <source>+$%1 and +1 Buy</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>+$%1 et +1 Achat</translation>
    </message>
    <message>
        <source>Gain a non-Victory card costing less than %1</source>
        <extracomment>%1 is the name of the card gained (Haggler)</extracomment>
        <translation>Recevez une carte non Victoire coûtant moins que %1</translation>
    </message>
    <message>
        <source>Reveal any number of Action cards from your discard pile to shuffle into your deck</source>
        <translation>Dévoilez autant de cartes Action de votre défausse que vous voulez pour les mélanger dans votre deck</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <extracomment>%1 is a card&apos;s name (Trail, Weaver: a card that may play itself)</extracomment>
        <translation>Jouer %1 ?</translation>
    </message>
    <message>
        <source>You may gain a Copper to your hand</source>
        <translation>Vous pouvez recevoir un Cuivre dans votre main</translation>
    </message>
    <message>
        <source>Choose a revealed Silver or Gold to trash (you gain it)</source>
        <translation>Choisissez un Argent ou un Or dévoilé à écarter (vous le recevez)</translation>
    </message>
    <message>
        <source>You may gain a %1</source>
        <extracomment>%1 is the name of the card that may be gained (Duchess, when a Duchy is gained)</extracomment>
        <translation>Vous pouvez recevoir une carte %1</translation>
    </message>
    <message>
        <source>Discard the revealed cards or put them back</source>
        <extracomment>Oracle: the player revealed two cards, the player who played Oracle chooses</extracomment>
        <translation>Défaussez les cartes dévoilées ou replacez-les</translation>
    </message>
    <message>
        <source>Gain two Silvers</source>
        <translation>Recevez deux Argents</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>You shuffle your deck.</source>
        <translation>Vous mélangez votre deck.</translation>
    </message>
    <message>
        <source>%1 shuffles their deck.</source>
        <translation>%1 mélange son deck.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>+$%1</source>
        <translation>+$%1</translation>
    </message>
    <message>
        <source>You play %1 again.</source>
        <translation>Vous rejouez %1.</translation>
    </message>
    <message>
        <source>%1 plays %2 again.</source>
        <translation>%1 rejoue %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Vous jouez %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>You play %1 again and draw %2.</source>
        <translation>Vous rejouez %1 et piochez %2.</translation>
    </message>
    <message>
        <source>You play %1 and draw %2.</source>
        <translation>Vous jouez %1 et piochez %2.</translation>
    </message>
    <message>
        <source>You gain %1 into your hand.</source>
        <translation>Vous recevez %1 en main.</translation>
    </message>
    <message>
        <source>%1 gains %2 into their hand.</source>
        <translation>%1 reçoit %2 en main.</translation>
    </message>
    <message>
        <source>You gain %1 onto your deck.</source>
        <translation>Vous recevez %1 sur votre deck.</translation>
    </message>
    <message>
        <source>%1 gains %2 onto their deck.</source>
        <translation>%1 reçoit %2 sur son deck.</translation>
    </message>
    <message>
        <source>You gain %1.</source>
        <translation>Vous recevez %1.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 reçoit %2.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>— Turn %1: %2 —</source>
        <translation>— Tour %1&#xa0;: %2 —</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>You buy %1.</source>
        <translation>Vous achetez %1.</translation>
    </message>
    <message>
        <source>%1 buys %2.</source>
        <translation>%1 achète %2.</translation>
    </message>
    <message>
        <source>You trash %1.</source>
        <translation>Vous écartez %1.</translation>
    </message>
    <message>
        <source>%1 trashes %2.</source>
        <translation>%1 écarte %2.</translation>
    </message>
    <message>
        <source>You discard %1.</source>
        <translation>Vous défaussez %1.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message>
        <source>You reveal %1.</source>
        <translation>Vous dévoilez %1.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 dévoile %2.</translation>
    </message>
    <message>
        <source>You put %1 onto your deck.</source>
        <translation>Vous placez %1 sur votre deck.</translation>
    </message>
    <message>
        <source>%1 puts %2 onto their deck.</source>
        <translation>%1 place %2 sur son deck.</translation>
    </message>
    <message>
        <source>You set aside %1.</source>
        <translation>Vous mettez de côté %1.</translation>
    </message>
    <message>
        <source>%1 sets aside %2.</source>
        <translation>%1 met de côté %2.</translation>
    </message>
    <message>
        <source>You put %1 into your hand.</source>
        <translation>Vous prenez %1 en main.</translation>
    </message>
    <message>
        <source>%1 puts %2 into their hand.</source>
        <translation>%1 prend %2 en main.</translation>
    </message>
    <message>
        <source>You draw %1.</source>
        <translation>Vous piochez %1.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>%1 returns to the Supply.</source>
        <translation>%1&#xa0;: retour dans la Réserve.</translation>
    </message>
    <message>
        <source>You name %1.</source>
        <translation>Vous nommez %1.</translation>
    </message>
    <message>
        <source>%1 names %2.</source>
        <translation>%1 nomme %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You choose: %1.</source>
        <translation>Vous choisissez&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 chooses: %2.</source>
        <translation>%1 choisit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>You get %1.</source>
        <translation>Vous obtenez %1.</translation>
    </message>
    <message>
        <source>%1 gets %2.</source>
        <translation>%1 obtient %2.</translation>
    </message>
    <message>
        <source>You pass %1 to %2.</source>
        <translation>Vous passez %1 à %2.</translation>
    </message>
    <message>
        <source>%1 passes %2 to you.</source>
        <translation>%1 vous passe %2.</translation>
    </message>
    <message>
        <source>%1 passes a card to %2.</source>
        <translation>%1 passe une carte à %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>You take back your last move.</source>
        <translation>Vous annulez votre dernier coup.</translation>
    </message>
    <message>
        <source>Island mat</source>
        <translation>plateau Île</translation>
    </message>
    <message>
        <source>Native Village mat</source>
        <translation>plateau Village indigène</translation>
    </message>
    <message>
        <source>Tavern mat</source>
        <translation>plateau Taverne</translation>
    </message>
    <message>
        <source>Exile mat</source>
        <translation>plateau Exil</translation>
    </message>
    <message>
        <source>You set aside %1 face down.</source>
        <translation>Vous mettez de côté %1 face cachée.</translation>
    </message>
    <message>
        <source>%1 sets aside %2 face down.</source>
        <translation>%1 met de côté %2 face cachée.</translation>
    </message>
    <message>
        <source>You set aside %1 face down with %2.</source>
        <translation>Vous mettez de côté %1 face cachée avec %2.</translation>
    </message>
    <message>
        <source>%1 sets aside %2 face down with %3.</source>
        <translation>%1 met de côté %2 face cachée avec %3.</translation>
    </message>
    <message>
        <source>%1 sets aside a card face down with %2.</source>
        <translation>%1 met de côté une carte face cachée avec %2.</translation>
    </message>
    <message>
        <source>%1 sets aside %2 cards face down with %3.</source>
        <translation>%1 met de côté %2 cartes face cachée avec %3.</translation>
    </message>
    <message>
        <source>You put %1 onto your %2.</source>
        <translation>Vous placez %1 sur votre %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 onto their %3.</source>
        <translation>%1 place %2 sur son %3.</translation>
    </message>
    <message>
        <source>%1 puts a card onto their %2.</source>
        <translation>%1 place une carte sur son %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards onto their %3.</source>
        <translation>%1 place %2 cartes sur son %3.</translation>
    </message>
    <message>
        <source>You put %1 set aside with %2 into your hand.</source>
        <translation>Vous prenez en main %1, mis de côté avec %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 set aside with %3 into their hand.</source>
        <translation>%1 prend en main %2, mis de côté avec %3.</translation>
    </message>
    <message>
        <source>%1 puts the card set aside with %2 into their hand.</source>
        <translation>%1 prend en main la carte mise de côté avec %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards set aside with %3 into their hand.</source>
        <translation>%1 prend en main %2 cartes mises de côté avec %3.</translation>
    </message>
    <message>
        <source>You put %1 from your %2 into your hand.</source>
        <translation>Vous prenez en main %1 depuis votre %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 from their %3 into their hand.</source>
        <translation>%1 prend en main %2 depuis son %3.</translation>
    </message>
    <message>
        <source>%1 puts a card from their %2 into their hand.</source>
        <translation>%1 prend en main une carte depuis son %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards from their %3 into their hand.</source>
        <translation>%1 prend en main %2 cartes depuis son %3.</translation>
    </message>
    <message>
        <source>an Embargo token</source>
        <translation>un jeton Embargo</translation>
    </message>
    <message>
        <source>%1 Embargo tokens</source>
        <translation>%1 jetons Embargo</translation>
    </message>
    <message>
        <source>a Trade Route token</source>
        <translation>un jeton Route commerciale</translation>
    </message>
    <message>
        <source>%1 Trade Route tokens</source>
        <translation>%1 jetons Route commerciale</translation>
    </message>
    <message>
        <source>— You take an extra turn (%1) —</source>
        <translation>— Vous jouez un tour supplémentaire (%1) —</translation>
    </message>
    <message>
        <source>— %1 takes an extra turn (%2) —</source>
        <translation>— %1 joue un tour supplémentaire (%2) —</translation>
    </message>
    <message>
        <source>You add %1 to the %2 pile.</source>
        <translation>Vous placez %1 sur la pile %2.</translation>
    </message>
    <message>
        <source>%1 adds %2 to the %3 pile.</source>
        <translation>%1 place %2 sur la pile %3.</translation>
    </message>
    <message>
        <source>The Trade Route token on the %1 pile moves to the Trade Route mat.</source>
        <translation>Le jeton Route commerciale de la pile %1 va sur le plateau Route commerciale.</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation>+%1 PV</translation>
    </message>
    <message>
        <source>+%1 Coffers</source>
        <translation>+%1 Coffres</translation>
    </message>
    <message>
        <source>You pay off %1 Debt.</source>
        <translation>Vous remboursez %1 Dettes.</translation>
    </message>
    <message>
        <source>%1 pays off %2 Debt.</source>
        <translation>%1 rembourse %2 Dettes.</translation>
    </message>
    <message>
        <source>You spend a Villager.</source>
        <translation>Vous dépensez un Villageois.</translation>
    </message>
    <message>
        <source>%1 spends a Villager.</source>
        <translation>%1 dépense un Villageois.</translation>
    </message>
    <message>
        <source>You spend %1 Villagers.</source>
        <translation>Vous dépensez %1 Villageois.</translation>
    </message>
    <message>
        <source>%1 spends %2 Villagers.</source>
        <translation>%1 dépense %2 Villageois.</translation>
    </message>
    <message>
        <source>You spend %1 Coffers.</source>
        <translation>Vous dépensez %1 Coffres.</translation>
    </message>
    <message>
        <source>%1 spends %2 Coffers.</source>
        <translation>%1 dépense %2 Coffres.</translation>
    </message>
    <message>
        <source>You take %1 Debt.</source>
        <translation>Vous prenez %1 Dettes.</translation>
    </message>
    <message>
        <source>%1 takes %2 Debt.</source>
        <translation>%1 prend %2 Dettes.</translation>
    </message>
    <message>
        <source>%1 using %2</source>
        <extracomment>A card played as a Way: &quot;Village using Way of the Ox&quot; (in &quot;You play ...&quot;)</extracomment>
        <translation>%1 via %2</translation>
    </message>
    <message>
        <source>You call %1.</source>
        <translation>Vous recourez à %1.</translation>
    </message>
    <message>
        <source>%1 calls %2.</source>
        <translation>%1 recourt à %2.</translation>
    </message>
    <message numerus="yes">
        <source>+%n Villager(s)</source>
        <translation>
            <numerusform>+%n Villageois</numerusform>
            <numerusform>+%n Villageois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Favor(s)</source>
        <translation>
            <numerusform>+%n Faveur</numerusform>
            <numerusform>+%n Faveurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Pirate Ship token(s)</source>
        <translation>
            <numerusform>+%n jeton Bateau pirate</numerusform>
            <numerusform>+%n jetons Bateau pirate</numerusform>
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
            <numerusform>+%n Achat</numerusform>
            <numerusform>+%n Achats</numerusform>
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
            <numerusform>%1 rejoue %2 et pioche %n carte.</numerusform>
            <numerusform>%1 rejoue %2 et pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 and draws %n card(s).</source>
        <translation>
            <numerusform>%1 joue %2 et pioche %n carte.</numerusform>
            <numerusform>%1 joue %2 et pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n card(s) face down.</source>
        <extracomment>The singular says &quot;a card&quot;: &quot;Anna sets aside a card face down.&quot;</extracomment>
        <translation>
            <numerusform>%1 met de côté une carte face cachée.</numerusform>
            <numerusform>%1 met de côté %n cartes face cachée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s).</source>
        <translation>
            <numerusform>%1 défausse %n carte.</numerusform>
            <numerusform>%1 défausse %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n card(s) onto their deck.</source>
        <translation>
            <numerusform>%1 place %n carte sur son deck.</numerusform>
            <numerusform>%1 place %n cartes sur son deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n card(s).</source>
        <translation>
            <numerusform>%1 met de côté %n carte.</numerusform>
            <numerusform>%1 met de côté %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n card(s) into their hand.</source>
        <translation>
            <numerusform>%1 prend %n carte en main.</numerusform>
            <numerusform>%1 prend %n cartes en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 pioche %n carte.</numerusform>
            <numerusform>%1 pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are unaffected (%1).</source>
        <translation>Vous n&apos;êtes pas affecté (%1).</translation>
    </message>
    <message>
        <source>%1 is unaffected (%2).</source>
        <translation>%1 n&apos;est pas affecté (%2).</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>A tie between %1</source>
        <translation>Égalité entre %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu principal</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
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
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is listed here.</source>
        <translation>Aucune partie terminée pour l’instant. Chaque partie jouée jusqu’au bout apparaîtra ici.</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Votre bilan</translation>
    </message>
    <message>
        <source>Play a game against the computer to the end to see your record.</source>
        <translation>Jouez une partie contre l’ordinateur jusqu’au bout pour voir votre bilan.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>%1 AI</source>
        <extracomment>A level of computer player in the statistics: &quot;Hard AI&quot;</extracomment>
        <translation>IA %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Margin: your score minus the best opponent&apos;s, on average.</source>
        <translation>Écart&#xa0;: votre score moins celui du meilleur adversaire, en moyenne.</translation>
    </message>
    <message>
        <source>Cards in your games</source>
        <translation>Les cartes de vos parties</translation>
    </message>
    <message>
        <source>How often each Kingdom card was in the games you won.</source>
        <translation>La fréquence de chaque carte Royaume dans les parties que vous avez gagnées.</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s result in the history: name (AI level) and score</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Starts a new game with the kingdom and players of a finished one</extracomment>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>A new game with these Kingdom cards and players</source>
        <translation>Une nouvelle partie avec ces cartes Royaume et ces joueurs</translation>
    </message>
    <message>
        <source>won %1 of %2</source>
        <extracomment>Per card: won games with it out of the games with it</extracomment>
        <translation>%1 gagnées sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against the computer, %1 won (%2%)</source>
        <extracomment>Games against the computer: %n games, %1 won, %2 per cent</extracomment>
        <translation>
            <numerusform>%n partie contre l’ordinateur, %1 gagnée (%2 %)</numerusform>
            <numerusform>%n parties contre l’ordinateur, %1 gagnées (%2 %)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <extracomment>A finished game: its date and how many turns it lasted</extracomment>
        <translation>
            <numerusform>%1 · %n tour</numerusform>
            <numerusform>%1 · %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HotSeatSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>HotSeatSetupPage</name>
    <message>
        <source>Players at this computer</source>
        <translation>Joueurs sur cet ordinateur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Play in seat order. When a person&apos;s turn comes, the screen asks to be passed to them, and only they see their hand.</source>
        <translation>Jouez dans l’ordre des places. Quand vient le tour d’une personne, l’écran demande à lui être passé, et elle seule voit sa main.</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Ajouter un joueur</translation>
    </message>
    <message>
        <source>Kingdom</source>
        <translation>Royaume</translation>
    </message>
    <message>
        <source>First Game</source>
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
        <source>Table rules</source>
        <translation>Règles de la table</translation>
    </message>
    <message>
        <source>Allow taking back moves</source>
        <translation>Autoriser l’annulation des coups</translation>
    </message>
    <message>
        <source>Only if everyone agrees: a player may take back their own moves until the screen is passed on.</source>
        <translation>Seulement si tout le monde est d’accord&#xa0;: un joueur peut annuler ses propres coups tant que l’écran n’a pas été passé.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>A seat played by a person at this computer</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>IA facile</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>IA moyenne</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>IA difficile</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Retirer le joueur %1</translation>
    </message>
    <message>
        <source>Choose…</source>
        <extracomment>Opens the kingdom dialog</extracomment>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Pick the cards, draw them under your own rules, or play a saved kingdom.</source>
        <translation>Choisissez les cartes, tirez-les selon vos propres règles ou jouez un royaume enregistré.</translation>
    </message>
    <message>
        <source>Ten Kingdom cards drawn at random from: %1.</source>
        <extracomment>%1 lists the sets: &quot;Base game, Intrigue and Prosperity&quot;</extracomment>
        <translation>Dix cartes Royaume tirées au hasard parmi : %1.</translation>
    </message>
</context>
<context>
    <name>InGameMenu</name>
    <message>
        <source>Game paused</source>
        <translation>Partie en pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu principal</translation>
    </message>
    <message>
        <source>Esc again: main menu</source>
        <translation>Échap de nouveau&#xa0;: menu principal</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
</context>
<context>
    <name>KingdomBuilderPage</name>
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
        <extracomment>Title of the kingdom dialog: the ten Kingdom cards of a game</extracomment>
        <translation>Royaume</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Recommended ▾</source>
        <extracomment>Opens the list of kingdoms recommended by the rulebooks</extracomment>
        <translation>Recommandés ▾</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Choisir les cartes…</translation>
    </message>
    <message>
        <source>Paste…</source>
        <translation>Coller…</translation>
    </message>
    <message>
        <source>Clear unlocked</source>
        <translation>Vider les non verrouillées</translation>
    </message>
    <message>
        <source>Re-roll all</source>
        <translation>Nouveau tirage</translation>
    </message>
    <message>
        <source>Fill the empty places</source>
        <translation>Remplir les places vides</translation>
    </message>
    <message>
        <source>Your kingdom</source>
        <translation>Votre royaume</translation>
    </message>
    <message>
        <source>These cards do not follow the rules: %1. Re-roll to apply them.</source>
        <extracomment>%1 lists rules the cards shown do not follow</extracomment>
        <translation>Ces cartes ne suivent pas les règles : %1. Faites un nouveau tirage pour les appliquer.</translation>
    </message>
    <message>
        <source>Click a card to lock it: re-rolling keeps locked cards.</source>
        <translation>Cliquez sur une carte pour la verrouiller : un nouveau tirage garde les cartes verrouillées.</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <source>The card list is on the clipboard.</source>
        <translation>La liste des cartes est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Save to the library…</source>
        <translation>Enregistrer dans la collection…</translation>
    </message>
    <message>
        <source>Play this kingdom</source>
        <translation>Jouer ce royaume</translation>
    </message>
    <message>
        <source>“%1” is in the library.</source>
        <translation>« %1 » est dans la collection.</translation>
    </message>
    <message>
        <source>Platinum and Colony</source>
        <extracomment>A set-up option: the Supply gets Platinum and Colony piles (Prosperity)</extracomment>
        <translation>Platine et Colonie</translation>
    </message>
    <message>
        <source>Bane: %1</source>
        <extracomment>Young Witch&apos;s Bane pile, chosen or drawn at random; click for the next choice</extracomment>
        <translation>Fléau : %1</translation>
    </message>
    <message>
        <source>Bane: random</source>
        <translation>Fléau : au hasard</translation>
    </message>
    <message>
        <source>Shelters</source>
        <extracomment>A set-up option: each player starts with Hovel, Necropolis and Overgrown Estate instead of 3 Estates (Dark Ages)</extracomment>
        <translation>Refuges</translation>
    </message>
    <message numerus="yes">
        <source>Against %n computer player(s)</source>
        <extracomment>%n is the number of computer players (1 to 5)</extracomment>
        <translation>
            <numerusform>Contre un joueur ordinateur</numerusform>
            <numerusform>Contre %n joueurs ordinateur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s) at this computer</source>
        <extracomment>The kingdom dialog&apos;s game is for %n players (2 to 6) at one computer</extracomment>
        <translation>
            <numerusform>Pour %n joueur sur cet ordinateur</numerusform>
            <numerusform>Pour %n joueurs sur cet ordinateur</numerusform>
        </translation>
    </message>
    <message>
        <source>Earlier text: %1</source>
        <extracomment>A set-up option: the named cards play their text printed before 2022 (e.g. &quot;Earlier text: Hoard, Mint&quot;)</extracomment>
        <translation>Ancien texte : %1</translation>
    </message>
</context>
<context>
    <name>KingdomCardBrowser</name>
    <message>
        <source>Replace %1</source>
        <extracomment>%1 is a card&apos;s name</extracomment>
        <translation>Remplacer %1</translation>
    </message>
    <message>
        <source>Choose the Kingdom cards</source>
        <translation>Choisir les cartes Royaume</translation>
    </message>
    <message>
        <source>Click the card that takes its place.</source>
        <translation>Cliquez sur la carte qui prend sa place.</translation>
    </message>
    <message>
        <source>Click a card to put it in an empty place, or a card of the kingdom to take it out. Cards you choose are locked.</source>
        <translation>Cliquez sur une carte pour la mettre à une place vide, ou sur une carte du royaume pour la retirer. Les cartes choisies sont verrouillées.</translation>
    </message>
    <message>
        <source>%1 of 10 cards</source>
        <extracomment>How many of the ten places of the kingdom are filled</extracomment>
        <translation>%1 cartes sur 10</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Search names and card text</source>
        <translation>Chercher dans les noms et les textes</translation>
    </message>
    <message>
        <source>All sets</source>
        <extracomment>Show cards of every set</extracomment>
        <translation>Toutes les boîtes</translation>
    </message>
    <message>
        <source>Any cost</source>
        <extracomment>Show cards of every cost</extracomment>
        <translation>Tous les coûts</translation>
    </message>
    <message>
        <source>$%1+</source>
        <extracomment>Cards costing 6 coins or more</extracomment>
        <translation>$%1+</translation>
    </message>
    <message>
        <source>All types</source>
        <extracomment>Show cards of every type</extracomment>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
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
        <source>Treasure</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>No longer a favourite</source>
        <translation>Ne plus favoriser</translation>
    </message>
    <message>
        <source>Favourite: drawn more often</source>
        <translation>Favorite : tirée plus souvent</translation>
    </message>
    <message>
        <source>Allow this card again</source>
        <translation>Autoriser de nouveau cette carte</translation>
    </message>
    <message>
        <source>Ban: never draw this card</source>
        <translation>Exclure : ne jamais tirer cette carte</translation>
    </message>
    <message>
        <source>%1 · 1st edition</source>
        <extracomment>%1 is a set; the card was removed in the set&apos;s 2nd edition</extracomment>
        <translation>%1 · 1re édition</translation>
    </message>
    <message>
        <source>%1 · 2nd edition</source>
        <extracomment>%1 is a set; the card is new in the set&apos;s 2nd edition</extracomment>
        <translation>%1 · 2e édition</translation>
    </message>
    <message>
        <source>No card matches.</source>
        <translation>Aucune carte ne correspond.</translation>
    </message>
    <message>
        <source>Clear the filters</source>
        <translation>Effacer les filtres</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>KingdomImportDialog</name>
    <message>
        <source>Open a kingdom file</source>
        <translation>Ouvrir un fichier de royaume</translation>
    </message>
    <message>
        <source>Kingdom files (*.json *.txt)</source>
        <translation>Fichiers de royaume (*.json *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Import a kingdom</source>
        <translation>Importer un royaume</translation>
    </message>
    <message>
        <source>Paste a kingdom</source>
        <translation>Coller un royaume</translation>
    </message>
    <message>
        <source>Paste the card names, separated by commas, as in a forum post: English, German and French names all work. A kingdom file works too.</source>
        <translation>Collez les noms des cartes, séparés par des virgules, comme dans un message de forum : les noms anglais, allemands et français conviennent. Un fichier de royaume aussi.</translation>
    </message>
    <message>
        <source>Paste from the clipboard</source>
        <translation>Coller depuis le presse-papiers</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Ten cards, ready.</source>
        <translation>Dix cartes, prêt.</translation>
    </message>
    <message>
        <source>Not yet: fix these names first.</source>
        <translation>Pas encore : corrigez d’abord ces noms.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Did you mean:</source>
        <extracomment>%1 is a name that matches no card</extracomment>
        <translation>« %1 » n’est pas une carte. Vouliez-vous dire :</translation>
    </message>
    <message>
        <source>“%1” is not a card.</source>
        <translation>« %1 » n’est pas une carte.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Imported kingdom</source>
        <translation>Royaume importé</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Add to the library</source>
        <translation>Ajouter à la collection</translation>
    </message>
    <message>
        <source>Use these cards</source>
        <translation>Utiliser ces cartes</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): the others will be drawn at random.</source>
        <extracomment>%n is a number of cards (1 to 9)</extracomment>
        <translation>
            <numerusform>%n carte : les autres seront tirées au hasard.</numerusform>
            <numerusform>%n cartes : les autres seront tirées au hasard.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KingdomLibraryPage</name>
    <message>
        <source>Kingdom library</source>
        <translation>Collection de royaumes</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>New kingdom</source>
        <translation>Nouveau royaume</translation>
    </message>
    <message>
        <source>Some saved kingdoms could not be read. Their files were kept aside; the others are all here.</source>
        <translation>Certains royaumes enregistrés n’ont pas pu être lus. Leurs fichiers ont été mis de côté ; tous les autres sont là.</translation>
    </message>
    <message>
        <source>No saved kingdoms yet</source>
        <translation>Aucun royaume enregistré</translation>
    </message>
    <message>
        <source>Build a kingdom and save it to play it again, or import one someone shared.</source>
        <translation>Composez un royaume et enregistrez-le pour le rejouer, ou importez-en un partagé par quelqu’un.</translation>
    </message>
    <message>
        <source>“%1” is in the library.</source>
        <translation>« %1 » est dans la collection.</translation>
    </message>
    <message>
        <source>Export a kingdom</source>
        <translation>Exporter un royaume</translation>
    </message>
    <message>
        <source>Kingdom files (*.json)</source>
        <translation>Fichiers de royaume (*.json)</translation>
    </message>
    <message>
        <source>Card list (*.txt)</source>
        <translation>Liste de cartes (*.txt)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté vers %1.</translation>
    </message>
</context>
<context>
    <name>KingdomLibraryRow</name>
    <message>
        <source>Used today</source>
        <translation>Utilisé aujourd’hui</translation>
    </message>
    <message>
        <source>Used yesterday</source>
        <translation>Utilisé hier</translation>
    </message>
    <message>
        <source>Last used on %1</source>
        <extracomment>%1 is a date</extracomment>
        <translation>Utilisé le %1</translation>
    </message>
    <message>
        <source>+ %1 drawn at random</source>
        <extracomment>A saved kingdom with fewer than ten cards</extracomment>
        <translation>+ %1 tirées au hasard</translation>
    </message>
    <message>
        <source>Delete this kingdom?</source>
        <translation>Supprimer ce royaume ?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>“%1” was deleted.</source>
        <translation>« %1 » a été supprimé.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Copy the card list, to paste it anywhere</source>
        <translation>Copier la liste des cartes, pour la coller n’importe où</translation>
    </message>
    <message>
        <source>The card list is on the clipboard.</source>
        <translation>La liste des cartes est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Export as a file</source>
        <translation>Exporter dans un fichier</translation>
    </message>
</context>
<context>
    <name>KingdomRulesPanel</name>
    <message>
        <source>Cannot be met</source>
        <translation>Impossible à respecter</translation>
    </message>
    <message>
        <source>Not met by these cards: re-roll</source>
        <translation>Non respectée par ces cartes : refaites un tirage</translation>
    </message>
    <message>
        <source>Cards from</source>
        <translation>Cartes de</translation>
    </message>
    <message>
        <source>%1 Kingdom cards</source>
        <extracomment>The number of Kingdom cards a set has in the chosen editions</extracomment>
        <translation>%1 cartes Royaume</translation>
    </message>
    <message>
        <source>1st edition</source>
        <extracomment>Cards of the first edition of a set</extracomment>
        <translation>1re édition</translation>
    </message>
    <message>
        <source>2nd edition</source>
        <translation>2e édition</translation>
    </message>
    <message>
        <source>Both</source>
        <extracomment>Both editions of a set</extracomment>
        <translation>Les deux</translation>
    </message>
    <message>
        <source>The kingdom needs</source>
        <translation>Le royaume doit avoir</translation>
    </message>
    <message>
        <source>A village</source>
        <translation>Un village</translation>
    </message>
    <message>
        <source>A card giving +2 Actions</source>
        <translation>Une carte donnant +2 Actions</translation>
    </message>
    <message>
        <source>+Buy</source>
        <translation>+Achat</translation>
    </message>
    <message>
        <source>Card draw</source>
        <translation>De la pioche</translation>
    </message>
    <message>
        <source>+2 Cards or more</source>
        <translation>+2 Cartes ou plus</translation>
    </message>
    <message>
        <source>Trashing</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>A Reaction to Attacks</source>
        <translation>Une Réaction aux Attaques</translation>
    </message>
    <message>
        <source>When there is an Attack</source>
        <translation>S’il y a une Attaque</translation>
    </message>
    <message>
        <source>A spread of costs</source>
        <translation>Des coûts variés</translation>
    </message>
    <message>
        <source>$2–3, $4 and $5 or more</source>
        <translation>$2–3, $4 et $5 ou plus</translation>
    </message>
    <message>
        <source>Cards per set</source>
        <translation>Cartes par boîte</translation>
    </message>
    <message>
        <source>At most from one set</source>
        <translation>Au plus d’une boîte</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>No maximum number of cards from one set</extracomment>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>At least from %1</source>
        <extracomment>%1 is a set: &quot;At least from Intrigue&quot;</extracomment>
        <translation>Au moins de %1</translation>
    </message>
    <message>
        <source>Banned and favourite cards</source>
        <translation>Cartes exclues et favorites</translation>
    </message>
    <message>
        <source>Ban a card to never draw it; favourites come up three times as often. Use the buttons under a card or the card browser.</source>
        <translation>Excluez une carte pour ne jamais la tirer ; les favorites sortent trois fois plus souvent. Utilisez les boutons sous une carte ou le choix des cartes.</translation>
    </message>
    <message>
        <source>Reset the rules</source>
        <translation>Réinitialiser les règles</translation>
    </message>
</context>
<context>
    <name>KingdomSaveDialog</name>
    <message>
        <source>Save to the library</source>
        <translation>Enregistrer dans la collection</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>A name for this kingdom</source>
        <translation>Un nom pour ce royaume</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Optional: what makes it fun, who it is for …</source>
        <translation>Facultatif : ce qui le rend amusant, pour qui il est …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Mettre à jour</translation>
    </message>
    <message>
        <source>Save as new</source>
        <translation>Enregistrer comme nouveau</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
</context>
<context>
    <name>KingdomSlot</name>
    <message>
        <source>Empty place</source>
        <extracomment>An empty place among the ten Kingdom cards</extracomment>
        <translation>Place vide</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Choisir une carte</translation>
    </message>
    <message>
        <source>Unlock: re-rolling may replace this card</source>
        <translation>Déverrouiller : un nouveau tirage peut remplacer cette carte</translation>
    </message>
    <message>
        <source>Lock: keep this card when re-rolling</source>
        <translation>Verrouiller : garder cette carte lors d’un nouveau tirage</translation>
    </message>
    <message>
        <source>Re-roll this card</source>
        <translation>Tirer une autre carte</translation>
    </message>
    <message>
        <source>Choose another card for this place</source>
        <translation>Choisir une autre carte pour cette place</translation>
    </message>
    <message>
        <source>Ban: never draw this card again</source>
        <translation>Exclure : ne plus jamais tirer cette carte</translation>
    </message>
</context>
<context>
    <name>LandscapeCard</name>
    <message>
        <source>bought</source>
        <extracomment>On an Event bought this turn</extracomment>
        <translation>acheté</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <source>Hide the log</source>
        <translation>Masquer le journal</translation>
    </message>
    <message>
        <source>Show the log</source>
        <translation>Afficher le journal</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Dominion</source>
        <translation>Dominion</translation>
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
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Link on the title screen to the page with the version and credits</extracomment>
        <translation>À propos</translation>
    </message>
</context>
<context>
    <name>MatCaption</name>
    <message>
        <source>Set aside</source>
        <extracomment>Cards set aside face down with a Duration (Haven) until the next turn</extracomment>
        <translation>Mis de côté</translation>
    </message>
    <message>
        <source>Island mat</source>
        <translation>Plateau Île</translation>
    </message>
    <message>
        <source>Native Village mat</source>
        <translation>Plateau Village indigène</translation>
    </message>
    <message>
        <source>Tavern mat</source>
        <translation>Plateau Taverne</translation>
    </message>
    <message>
        <source>Exile mat</source>
        <translation>Plateau Exil</translation>
    </message>
</context>
<context>
    <name>MatPile</name>
    <message>
        <source>face down</source>
        <extracomment>On the cards of a player&apos;s own face-down mat: the others do not see them</extracomment>
        <translation>face cachée</translation>
    </message>
</context>
<context>
    <name>MiniCard</name>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
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
        <source>Start game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <source>Choose…</source>
        <extracomment>Opens the kingdom dialog</extracomment>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Pick the cards, draw them under your own rules, or play a saved kingdom.</source>
        <translation>Choisissez les cartes, tirez-les selon vos propres règles ou jouez un royaume enregistré.</translation>
    </message>
    <message>
        <source>Friends at this computer</source>
        <translation>Entre amis sur cet ordinateur</translation>
    </message>
    <message>
        <source>Two to six players, people and computer players, taking turns at one screen.</source>
        <translation>De deux à six joueurs, humains ou virtuels, qui jouent à tour de rôle sur un seul écran.</translation>
    </message>
    <message>
        <source>Set up…</source>
        <extracomment>Opens the set-up of a game for several people at one computer</extracomment>
        <translation>Préparer…</translation>
    </message>
    <message numerus="yes">
        <source>You play against %n computer player(s).</source>
        <extracomment>%n is the number of computer players (1 to 5)</extracomment>
        <translation>
            <numerusform>Vous affrontez un adversaire virtuel.</numerusform>
            <numerusform>Vous affrontez %n adversaires virtuels.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ten Kingdom cards drawn at random from: %1.</source>
        <extracomment>%1 lists the sets: &quot;Base game, Intrigue and Prosperity&quot;</extracomment>
        <translation>Dix cartes Royaume tirées au hasard parmi : %1.</translation>
    </message>
</context>
<context>
    <name>OpponentPanel</name>
    <message>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>Cards in a player&apos;s deck</extracomment>
        <translation>Deck %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>Cards in a player&apos;s discard pile</extracomment>
        <translation>Défausse %1</translation>
    </message>
    <message>
        <source>×%1</source>
        <extracomment>A number of face-down cards: &quot;×3&quot;</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>OrderStrip</name>
    <message>
        <source>First</source>
        <extracomment>The end of an ordered answer that is done first (e.g. the top of the deck)</extracomment>
        <translation>En premier</translation>
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
    <name>PassScreen</name>
    <message>
        <source>%1 played %2: %3 must answer before the turn goes on.</source>
        <extracomment>Hot-seat hand-over: %1 played card %2 and %3 must answer it</extracomment>
        <translation>%1 a joué %2&#xa0;: %3 doit répondre avant que le tour continue.</translation>
    </message>
    <message>
        <source>%1 must answer before %2&apos;s turn goes on.</source>
        <translation>%1 doit répondre avant que le tour de %2 continue.</translation>
    </message>
    <message>
        <source>Back to %1 to finish the turn.</source>
        <translation>Retour à %1 pour finir le tour.</translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation>La partie sauvegardée reprend là où elle s’était arrêtée.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>C’est au tour de %1.</translation>
    </message>
    <message>
        <source>Pass the screen to</source>
        <extracomment>Above the name of the person who should take the screen</extracomment>
        <translation>Passez l’écran à</translation>
    </message>
    <message>
        <source>Everyone else, please look away: the next screen shows %1&apos;s hand.</source>
        <translation>Les autres, détournez le regard s’il vous plaît&#xa0;: l’écran suivant montre la main de %1.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <extracomment>Button on the hand-over screen, clicked by the person named</extracomment>
        <translation>Je suis %1&#xa0;: montrer ma main</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Menu principal</translation>
    </message>
    <message>
        <source>%1 %2 must answer before %3&apos;s turn goes on.</source>
        <extracomment>Hot-seat hand-over: %1 is what happened (&quot;Ada gains Province.&quot;), %2 must answer it</extracomment>
        <translation>%1 %2 doit répondre avant que le tour de %3 continue.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Drop here to play</source>
        <translation>Déposez ici pour jouer</translation>
    </message>
    <message>
        <source>Play cards here</source>
        <translation>Jouez vos cartes ici</translation>
    </message>
</context>
<context>
    <name>PlayerModel</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>AI player: name (level)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>SaveManager</name>
    <message numerus="yes">
        <source>%n saved games cannot be used and were set aside in %1.</source>
        <extracomment>Several saved game files could not be read; %1 is the folder they were moved to</extracomment>
        <translation>
            <numerusform>%n partie sauvegardée est inutilisable et a été mise de côté dans %1.</numerusform>
            <numerusform>%n parties sauvegardées sont inutilisables et ont été mises de côté dans %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Saved games</source>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <source>Save the game on the table as</source>
        <translation>Sauvegarder la partie en cours sous le nom</translation>
    </message>
    <message>
        <source>Name of the save</source>
        <translation>Nom de la sauvegarde</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Saves over an existing save of the same name</extracomment>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <source>No saved games yet. Give this game a name above to keep it.</source>
        <translation>Aucune partie sauvegardée pour l’instant. Donnez un nom à cette partie ci-dessus pour la garder.</translation>
    </message>
    <message>
        <source>No saved games yet. While a game is on the table, save it here under a name of your choice.</source>
        <translation>Aucune partie sauvegardée pour l’instant. Pendant une partie, sauvegardez-la ici sous le nom de votre choix.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Really delete?</source>
        <extracomment>Second click on Delete</extracomment>
        <translation>Vraiment supprimer&#xa0;?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
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
    <message>
        <source>Ask before a careless buy</source>
        <translation>Demander avant un achat irréfléchi</translation>
    </message>
    <message>
        <source>Before buying a Curse, or a card costing less than half of your coins, while Treasures are still in your hand.</source>
        <translation>Avant d’acheter une Malédiction, ou une carte coûtant moins de la moitié de vos pièces, tant que des Trésors restent dans votre main.</translation>
    </message>
    <message>
        <source>End my turn after my last buy</source>
        <translation>Terminer mon tour après mon dernier achat</translation>
    </message>
    <message>
        <source>Otherwise the turn waits for End turn (E), and every buy can be undone until then.</source>
        <translation>Sinon, le tour attend «&#xa0;Fin du tour&#xa0;» (E), et chaque achat peut être annulé jusque-là.</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>Your hand, the cards in play, and a card shown large. The Supply takes the room that is left.</source>
        <translation>Votre main, les cartes en jeu et une carte affichée en grand. La réserve prend la place qui reste.</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>Card size</extracomment>
        <translation>Petites</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Card size</extracomment>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Large</source>
        <extracomment>Card size</extracomment>
        <translation>Grandes</translation>
    </message>
    <message>
        <source>High-contrast card frames</source>
        <translation>Cadres de cartes à fort contraste</translation>
    </message>
    <message>
        <source>A broad frame in one strong colour per card type, outlined in black: easy to tell apart.</source>
        <translation>Un large cadre d’une couleur vive par type de carte, bordé de noir&#xa0;: faciles à distinguer.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Cards played, bought, shuffled and trashed, attacks, and the start of your turn. M turns them off and on at the table.</source>
        <translation>Cartes jouées, achetées, mélangées et écartées, attaques et début de votre tour. M les coupe et les remet à la table.</translation>
    </message>
    <message>
        <source>No audio device was found: the game stays silent.</source>
        <translation>Aucun périphérique audio trouvé&#xa0;: le jeu reste muet.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The sound&apos;s volume in percent</extracomment>
        <translation>%1&#xa0;%</translation>
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
<context>
    <name>StatusBar</name>
    <message>
        <source>Action phase</source>
        <translation>Phase Action</translation>
    </message>
    <message>
        <source>Buy phase</source>
        <translation>Phase Achat</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Ajustement</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Your turn %1</source>
        <translation>À vous — tour %1</translation>
    </message>
    <message>
        <source>%1 — turn %2</source>
        <translation>%1 — tour %2</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Victory points</extracomment>
        <translation>PV</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Play Treasures</source>
        <translation>Jouer les Trésors</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Night phase</source>
        <translation>Phase de nuit</translation>
    </message>
    <message>
        <source>Your extra turn (%1)</source>
        <extracomment>%1 is the card that gave the extra turn (Outpost)</extracomment>
        <translation>Votre tour supplémentaire (%1)</translation>
    </message>
    <message>
        <source>%1 — extra turn (%2)</source>
        <translation>%1 — tour supplémentaire (%2)</translation>
    </message>
    <message>
        <source>Potions</source>
        <translation>Potions</translation>
    </message>
</context>
<context>
    <name>SupplyArea</name>
    <message>
        <source>Not in the Supply</source>
        <extracomment>Above the piles that are beside the Supply (Spoils): they are never bought</extracomment>
        <translation>Hors de la réserve</translation>
    </message>
</context>
<context>
    <name>SupplyPile</name>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, reste %2</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Embargo</source>
        <extracomment>A token on a Supply pile (buying from the pile gains a Curse)</extracomment>
        <translation>Embargo</translation>
    </message>
    <message>
        <source>Trade Route</source>
        <extracomment>A token on a Supply pile (Trade Route)</extracomment>
        <translation>Route commerciale</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>A kind of token and how many: &quot;Embargo ×2&quot;</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Bane</source>
        <extracomment>Marks Young Witch&apos;s Bane pile (its cards protect from Young Witch)</extracomment>
        <translation>Fléau</translation>
    </message>
    <message>
        <source>Can&apos;t buy</source>
        <extracomment>On a Supply pile whose card can&apos;t be bought now (named for Contraband, or Grand Market with a Copper in play)</extracomment>
        <translation>Achat interdit</translation>
    </message>
    <message>
        <source>War Chest ⊘</source>
        <extracomment>On a Supply pile whose card was named for War Chest this turn (War Chest can&apos;t gain it)</extracomment>
        <translation>Trésor de guerre ⊘</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Trash</source>
        <extracomment>The pile of trashed cards</extracomment>
        <translation>Rebut</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>In play — %1</source>
        <translation>En jeu — %1</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Dévoilées</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Your draw pile</extracomment>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Your discard pile</extracomment>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Trade Route mat: %1</source>
        <extracomment>The Trade Route mat and the number of Coin tokens on it</extracomment>
        <translation>Plateau Route commerciale : %1</translation>
    </message>
    <message>
        <source>No audio device was found: the game stays silent.</source>
        <translation>Aucun périphérique audio trouvé&#xa0;: le jeu reste muet.</translation>
    </message>
    <message>
        <source>Sound off (M)</source>
        <translation>Son coupé (M)</translation>
    </message>
    <message>
        <source>Sound on (M)</source>
        <translation>Son activé (M)</translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>Durations</source>
        <extracomment>Cards that stay in play until a later turn</extracomment>
        <translation>Durées</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>The trash is empty</source>
        <translation>Le rebut est vide</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>Trash — %n card(s)</source>
        <translation>
            <numerusform>Rebut — %n carte</numerusform>
            <numerusform>Rebut — %n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VolumeSlider</name>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The sound&apos;s volume in percent</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>WayMenu</name>
    <message>
        <source>Play %1</source>
        <extracomment>%1 is the Action card</extracomment>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Play using %1</source>
        <extracomment>Playing an Action card as a Way instead: &quot;Play using Way of the Ox&quot;</extracomment>
        <translation>Jouer via %1</translation>
    </message>
    <message>
        <source>Show card</source>
        <extracomment>Shows the card large</extracomment>
        <translation>Voir la carte</translation>
    </message>
</context>
<context>
    <name>dominion::app</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete (%1 at byte %2).</source>
        <translation>Le fichier est endommagé ou incomplet (%1 à l’octet %2).</translation>
    </message>
    <message>
        <source>The file is not a saved Dominion game.</source>
        <translation>Le fichier n’est pas une partie de Dominion sauvegardée.</translation>
    </message>
    <message>
        <source>The file has no valid format version.</source>
        <translation>Le fichier n’a pas de version de format valide.</translation>
    </message>
    <message>
        <source>The game was saved by a newer version of Dominion (%1, save format %2); this version reads save format %3.</source>
        <translation>La partie a été sauvegardée par une version plus récente de Dominion (%1, format de sauvegarde %2)&#xa0;; cette version lit le format de sauvegarde %3.</translation>
    </message>
    <message>
        <source>The file holds no game position.</source>
        <translation>Le fichier ne contient aucune position de jeu.</translation>
    </message>
    <message>
        <source>The game position in the file does not match its checksum.</source>
        <translation>La position de jeu du fichier ne correspond pas à sa somme de contrôle.</translation>
    </message>
    <message>
        <source>The file describes its players wrongly.</source>
        <translation>Le fichier décrit mal ses joueurs.</translation>
    </message>
    <message>
        <source>The file names %1 players for a game of %2.</source>
        <translation>Le fichier indique %1 joueurs pour une partie à %2.</translation>
    </message>
    <message>
        <source>The game in the file cannot be played on: %1</source>
        <translation>La partie du fichier ne peut pas être poursuivie&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An AI player in a list of players: name (level)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>today, %1</source>
        <extracomment>A save made today, at this time</extracomment>
        <translation>aujourd’hui à %1</translation>
    </message>
    <message>
        <source>yesterday, %1</source>
        <extracomment>A save made yesterday, at this time</extracomment>
        <translation>hier à %1</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>le dossier est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
</context>
<context>
    <name>dominion::app::GameController</name>
    <message>
        <source>A game needs %1 to %2 opponents.</source>
        <translation>Une partie se joue avec %1 à %2 adversaires.</translation>
    </message>
    <message>
        <source>Unknown Kingdom cards: %1</source>
        <translation>Cartes Royaume inconnues&#xa0;: %1</translation>
    </message>
    <message>
        <source>A game needs %1 to %2 players.</source>
        <translation>Une partie se joue de %1 à %2 joueurs.</translation>
    </message>
    <message>
        <source>The saved game names %1 players for a game of %2.</source>
        <translation>La partie sauvegardée indique %1 joueurs pour une partie à %2.</translation>
    </message>
    <message>
        <source>No AI player is available.</source>
        <translation>Aucun joueur IA n’est disponible.</translation>
    </message>
    <message>
        <source>The move was refused: %1</source>
        <translation>Le coup a été refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>An AI player made an illegal move (%1); it plays another one.</source>
        <translation>Un joueur IA a fait un coup illégal (%1)&#xa0;; il en joue un autre.</translation>
    </message>
    <message>
        <source>End Actions</source>
        <translation>Fin des Actions</translation>
    </message>
    <message>
        <source>End Buys</source>
        <translation>Fin des Achats</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>The game is over: you win!</source>
        <translation>La partie est terminée&#xa0;: vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>The game is over: you share the victory with %1.</source>
        <translation>La partie est terminée&#xa0;: vous partagez la victoire avec %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partie est terminée&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>La partie est terminée&#xa0;: %1 partagent la victoire.</translation>
    </message>
    <message>
        <source>Your turn: play an Action card, or end your Actions.</source>
        <translation>À vous&#xa0;: jouez une carte Action ou terminez vos Actions.</translation>
    </message>
    <message>
        <source>Your turn: play Action cards (%1 Actions left), or end your Actions.</source>
        <translation>À vous&#xa0;: jouez des cartes Action (%1 Actions restantes) ou terminez vos Actions.</translation>
    </message>
    <message>
        <source>No Buys left: end your turn, or undo a buy.</source>
        <translation>Plus d’Achat&#xa0;: terminez votre tour, ou annulez un achat.</translation>
    </message>
    <message>
        <source>No Buys left: end your turn.</source>
        <translation>Plus d’Achat&#xa0;: terminez votre tour.</translation>
    </message>
    <message>
        <source>Your turn: play Treasures and buy a card ($%1).</source>
        <translation>À vous&#xa0;: jouez vos Trésors et achetez une carte ($%1).</translation>
    </message>
    <message>
        <source>Your turn: play Treasures and buy up to %1 cards ($%2).</source>
        <translation>À vous&#xa0;: jouez vos Trésors et achetez jusqu’à %1 cartes ($%2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 fait son choix…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Jouez %1.</translation>
    </message>
    <message>
        <source>Play all your Treasures.</source>
        <translation>Jouez tous vos Trésors.</translation>
    </message>
    <message>
        <source>Buy %1.</source>
        <translation>Achetez %1.</translation>
    </message>
    <message>
        <source>End your Action phase.</source>
        <translation>Terminez votre phase Action.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Terminez votre tour.</translation>
    </message>
    <message>
        <source>Choose nothing.</source>
        <translation>Ne choisissez rien.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>Choisissez %1.</translation>
    </message>
    <message>
        <source>Name %1.</source>
        <translation>Nommez %1.</translation>
    </message>
    <message>
        <source>Choose “%1”.</source>
        <translation>Choisissez “%1”.</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>Jetons PV</translation>
    </message>
    <message>
        <source>You take an extra turn (%1).</source>
        <translation>Vous jouez un tour supplémentaire (%1).</translation>
    </message>
    <message>
        <source>%1 takes an extra turn (%2).</source>
        <translation>%1 joue un tour supplémentaire (%2).</translation>
    </message>
    <message>
        <source>Play %1 using %2.</source>
        <extracomment>A hint: %1 is an Action card, %2 a Way (&quot;Play Village using Way of the Ox.&quot;)</extracomment>
        <translation>Jouez %1 via %2.</translation>
    </message>
    <message>
        <source>Spend %1 Coffers.</source>
        <translation>Dépensez %1 Coffres.</translation>
    </message>
    <message>
        <source>Pay off %1 Debt.</source>
        <translation>Remboursez %1 Dettes.</translation>
    </message>
    <message numerus="yes">
        <source>Buy %1 with $%2? You have %n Treasure(s) in hand.</source>
        <extracomment>%1 is the card, %2 the coins the player has now, %n the Treasures in hand</extracomment>
        <translation>
            <numerusform>Acheter %1 avec $%2 ? Vous avez encore %n Trésor en main.</numerusform>
            <numerusform>Acheter %1 avec $%2 ? Vous avez encore %n Trésors en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Villager(s).</source>
        <translation>
            <numerusform>Dépensez un Villageois.</numerusform>
            <numerusform>Dépensez %n Villageois.</numerusform>
        </translation>
    </message>
    <message>
        <source>You reveal</source>
        <extracomment>Over the cards a player revealed, for a moment on the table</extracomment>
        <translation>Vous dévoilez</translation>
    </message>
    <message>
        <source>%1 reveals</source>
        <translation>%1 dévoile</translation>
    </message>
</context>
<context>
    <name>dominion::app::HistoryDatabase</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be moved aside</source>
        <translation>L’historique des parties est endommagé et n’a pas pu être mis de côté</translation>
    </message>
    <message>
        <source>The game history was damaged. It was moved to %1 and a new history was started.</source>
        <translation>L’historique des parties était endommagé. Il a été déplacé vers %1 et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>The game history cannot be used</source>
        <translation>L’historique des parties est inutilisable</translation>
    </message>
    <message>
        <source>The game history needs Qt&apos;s SQLite driver (package libqt6sql6-sqlite)</source>
        <translation>L’historique des parties nécessite le pilote SQLite de Qt (paquet libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>The folder of the game history cannot be created</source>
        <translation>Le dossier de l’historique des parties ne peut pas être créé</translation>
    </message>
    <message>
        <source>The game history cannot be opened</source>
        <translation>L’historique des parties ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>The game history cannot be read</source>
        <translation>L’historique des parties ne peut pas être lu</translation>
    </message>
    <message>
        <source>The game history is damaged</source>
        <translation>L’historique des parties est endommagé</translation>
    </message>
    <message>
        <source>The game history has no schema version</source>
        <translation>L’historique des parties n’a pas de version de schéma</translation>
    </message>
    <message>
        <source>The file of the game history holds something else</source>
        <translation>Le fichier de l’historique des parties contient autre chose</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of Dominion; games are not recorded until you update</source>
        <translation>L’historique des parties a été écrit par une version plus récente de Dominion&#xa0;; les parties ne seront pas enregistrées tant que vous n’aurez pas fait la mise à jour</translation>
    </message>
    <message>
        <source>schema %1, this version knows %2</source>
        <translation>schéma %1, cette version connaît le %2</translation>
    </message>
    <message>
        <source>The game history cannot be updated</source>
        <translation>L’historique des parties ne peut pas être mis à jour</translation>
    </message>
    <message>
        <source>The game history could not be updated to version %1</source>
        <translation>L’historique des parties n’a pas pu être mis à jour vers la version %1</translation>
    </message>
    <message>
        <source>The game history is not open</source>
        <translation>L’historique des parties n’est pas ouvert</translation>
    </message>
    <message>
        <source>The game could not be added to the history</source>
        <translation>La partie n’a pas pu être ajoutée à l’historique</translation>
    </message>
    <message>
        <source>The game could not be removed from the history</source>
        <translation>La partie n’a pas pu être retirée de l’historique</translation>
    </message>
    <message>
        <source>The statistics cannot be read</source>
        <translation>Les statistiques ne peuvent pas être lues</translation>
    </message>
</context>
<context>
    <name>dominion::app::HistoryModel</name>
    <message>
        <source>You won</source>
        <translation>Vous avez gagné</translation>
    </message>
    <message>
        <source>%1 won</source>
        <extracomment>A finished game with one winner</extracomment>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Shared by %1</source>
        <extracomment>A finished game with several winners (a tie): &quot;You, Alice&quot;</extracomment>
        <translation>Égalité&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>dominion::app::HotSeatSetup</name>
    <message>
        <source>A game needs %1 to %2 players.</source>
        <translation>Une partie se joue de %1 à %2 joueurs.</translation>
    </message>
    <message>
        <source>At least one player must be a person at this computer.</source>
        <translation>Au moins un joueur doit être une personne assise devant cet ordinateur.</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a name of their own.</source>
        <translation>Deux joueurs s’appellent %1&#xa0;: donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same colour.</source>
        <translation>%1 et %2 ont la même couleur.</translation>
    </message>
</context>
<context>
    <name>dominion::app::KingdomBuilder</name>
    <message>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrigue</translation>
    </message>
    <message>
        <source>ten Kingdom cards</source>
        <translation>dix cartes Royaume</translation>
    </message>
    <message>
        <source>the locked cards</source>
        <translation>les cartes verrouillées</translation>
    </message>
    <message>
        <source>the banned cards</source>
        <translation>les cartes exclues</translation>
    </message>
    <message>
        <source>the sets and editions</source>
        <translation>les boîtes et éditions</translation>
    </message>
    <message>
        <source>a village</source>
        <translation>un village</translation>
    </message>
    <message>
        <source>+Buy</source>
        <translation>+Achat</translation>
    </message>
    <message>
        <source>card draw</source>
        <translation>de la pioche</translation>
    </message>
    <message>
        <source>trashing</source>
        <translation>écarter</translation>
    </message>
    <message>
        <source>a Reaction to Attacks</source>
        <translation>une Réaction aux Attaques</translation>
    </message>
    <message>
        <source>a spread of costs</source>
        <translation>des coûts variés</translation>
    </message>
    <message>
        <source>at most %1 cards from one set</source>
        <translation>au plus %1 cartes d’une boîte</translation>
    </message>
    <message>
        <source>the minimum per set</source>
        <translation>le minimum par boîte</translation>
    </message>
    <message>
        <source>No kingdom can be drawn with these choices.</source>
        <translation>Aucun royaume ne peut être tiré avec ces choix.</translation>
    </message>
    <message>
        <source>Impossible: %1 cannot be met.</source>
        <translation>Impossible : %1 ne peut pas être respecté.</translation>
    </message>
    <message>
        <source>Impossible together: %1.</source>
        <extracomment>%1 lists constraints, separated by commas</extracomment>
        <translation>Impossible ensemble : %1.</translation>
    </message>
    <message>
        <source>Only Kingdom cards can be part of a kingdom.</source>
        <translation>Seules les cartes Royaume peuvent faire partie d’un royaume.</translation>
    </message>
    <message>
        <source>All ten places are taken: remove a card first, or choose the card to replace.</source>
        <translation>Les dix places sont prises : retirez d’abord une carte, ou choisissez la carte à remplacer.</translation>
    </message>
    <message>
        <source> &amp; </source>
        <extracomment>Joins the sets a recommended kingdom comes from</extracomment>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>Seaside</source>
        <translation>Rivages</translation>
    </message>
    <message>
        <source>Prosperity</source>
        <translation>Prospérité</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of sets: &quot;Base game, Intrigue and Prosperity&quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>dominion::app::KingdomLibrary</name>
    <message>
        <source>“%1” is not a Kingdom card.</source>
        <translation>« %1 » n’est pas une carte Royaume.</translation>
    </message>
    <message>
        <source>“%1” is listed twice.</source>
        <translation>« %1 » apparaît deux fois.</translation>
    </message>
    <message>
        <source>A kingdom has 1 to 10 Kingdom cards.</source>
        <translation>Un royaume a de 1 à 10 cartes Royaume.</translation>
    </message>
    <message>
        <source>Unknown card “%1”.</source>
        <translation>Carte inconnue « %1 ».</translation>
    </message>
    <message>
        <source>Unknown card “%1”: did you mean %2?</source>
        <extracomment>%2 lists close card names, separated by commas</extracomment>
        <translation>Carte inconnue « %1 » : vouliez-vous dire %2 ?</translation>
    </message>
    <message>
        <source>The kingdom was not saved: %1</source>
        <translation>Le royaume n’a pas été enregistré : %1</translation>
    </message>
    <message>
        <source>Untitled kingdom</source>
        <translation>Royaume sans nom</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>The name of a copy of a saved kingdom</extracomment>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Could not delete %1.</source>
        <translation>Impossible de supprimer %1.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>Impossible d’enregistrer « %1 » : %2</translation>
    </message>
    <message>
        <source>not a kingdom file</source>
        <translation>pas un fichier de royaume</translation>
    </message>
    <message>
        <source>The saved kingdom %1 could not be read (%2). It was kept as %3.</source>
        <translation>Le royaume enregistré %1 n’a pas pu être lu (%2). Il a été gardé sous le nom %3.</translation>
    </message>
    <message>
        <source>The saved kingdom %1 could not be read (%2).</source>
        <translation>Le royaume enregistré %1 n’a pas pu être lu (%2).</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>No card names found.</source>
        <translation>Aucun nom de carte trouvé.</translation>
    </message>
    <message>
        <source>Imported kingdom</source>
        <translation>Royaume importé</translation>
    </message>
    <message>
        <source>The kingdom could not be saved.</source>
        <translation>Le royaume n’a pas pu être enregistré.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>dominion::app::SaveManager</name>
    <message>
        <source>Turn %1 · %2 · %3</source>
        <extracomment>Continue on the main menu: turn, players, when it was saved</extracomment>
        <translation>Tour %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n’a pas pu être sauvegardée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The saved game cannot be played on: %1</source>
        <translation>La partie sauvegardée ne peut pas être poursuivie&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Il n’y a aucune partie à continuer.</translation>
    </message>
    <message>
        <source>Turn %1, %2</source>
        <extracomment>The suggested name of a new save: the turn and the time</extracomment>
        <translation>Tour %1, %2</translation>
    </message>
</context>
<context>
    <name>dominion::app::SaveSlotModel</name>
    <message>
        <source>Turn %1 · your turn</source>
        <extracomment>A saved game: the turn, and it is the player&apos;s own turn</extracomment>
        <translation>Tour %1 · à vous de jouer</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to play</source>
        <extracomment>A saved game: the turn and whose turn it is</extracomment>
        <translation>Tour %1 · à %2 de jouer</translation>
    </message>
</context>
<context>
    <name>dominion::app::SaveStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Le dossier %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be used. %2</source>
        <translation>La partie sauvegardée %1 est inutilisable. %2</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be used and was moved to %2. %3</source>
        <translation>La partie sauvegardée %1 est inutilisable et a été déplacée vers %2. %3</translation>
    </message>
    <message>
        <source>There is no saved game %1.</source>
        <translation>Il n’y a pas de partie sauvegardée %1.</translation>
    </message>
    <message>
        <source>The save of the last game (%1) cannot be used. %2</source>
        <translation>La sauvegarde de la dernière partie (%1) est inutilisable. %2</translation>
    </message>
    <message>
        <source>The save of the last game (%1) cannot be used and was moved to %2. %3</source>
        <translation>La sauvegarde de la dernière partie (%1) est inutilisable et a été déplacée vers %2. %3</translation>
    </message>
</context>
</TS>
