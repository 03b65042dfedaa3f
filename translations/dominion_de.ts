<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutPage</name>
    <message>
        <source>About</source>
        <translation>Über</translation>
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
        <translation>Kartenbilder</translation>
    </message>
    <message>
        <source>The pictures on the cards are icons from Game Icons (%1), made by Lorc, Delapouite, John Colburn, Felbrigg, John Redman, Carl Olsen, Sbed, PriorBlue, Willdabeast, Viscious Speed, Lord Berandas, Irongamer, HeavenlyDog and the other Game Icons contributors, under the Creative Commons Attribution 3.0 licence (%2). The colours and the scenery around them are this game&apos;s own.</source>
        <extracomment>%1 is the link to game-icons.net, %2 the link to the licence</extracomment>
        <translation>Die Bilder auf den Karten sind Icons von Game Icons (%1), gestaltet von Lorc, Delapouite, John Colburn, Felbrigg, John Redman, Carl Olsen, Sbed, PriorBlue, Willdabeast, Viscious Speed, Lord Berandas, Irongamer, HeavenlyDog und den anderen Mitwirkenden von Game Icons, unter der Lizenz Creative Commons Namensnennung 3.0 (%2). Die Farben und die Landschaft um sie herum stammen von diesem Spiel.</translation>
    </message>
    <message>
        <source>Card names and titles are set in EB Garamond (%1) by Georg Duffner and Octavio Pardo, under the SIL Open Font License 1.1 (%2).</source>
        <extracomment>%1 is the link to the typeface&apos;s project, %2 the link to the licence</extracomment>
        <translation>Kartennamen und Überschriften sind in EB Garamond (%1) von Georg Duffner und Octavio Pardo gesetzt, unter der SIL Open Font License 1.1 (%2).</translation>
    </message>
    <message>
        <source>Typeface</source>
        <translation>Schrift</translation>
    </message>
</context>
<context>
    <name>BuyConfirmDialog</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
</context>
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
    <message>
        <source>Haven</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Native Village</source>
        <translation>Eingeborenendorf</translation>
    </message>
    <message>
        <source>Caravan</source>
        <translation>Karawane</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Outpost</source>
        <translation>Außenposten</translation>
    </message>
    <message>
        <source>Embargo</source>
        <translation>Embargo</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Wachturm</translation>
    </message>
    <message>
        <source>Hoard</source>
        <translation>Hort</translation>
    </message>
    <message>
        <source>Talisman</source>
        <translation>Talisman</translation>
    </message>
    <message>
        <source>Border Village</source>
        <translation>Grenzdorf</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Fahrender Händler</translation>
    </message>
    <message>
        <source>Fool&apos;s Gold</source>
        <translation>Katzengold</translation>
    </message>
    <message>
        <source>Peddler</source>
        <translation>Hausierer</translation>
    </message>
    <message>
        <source>Highway</source>
        <translation>Fernstraße</translation>
    </message>
    <message>
        <source>Platinum</source>
        <translation>Platin</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Kolonie</translation>
    </message>
    <message>
        <source>Trade Route</source>
        <translation>Handelsroute</translation>
    </message>
    <message>
        <source>Young Witch</source>
        <translation>Junge Hexe</translation>
    </message>
    <message>
        <source>Candlestick Maker</source>
        <translation>Leuchtenmacher</translation>
    </message>
    <message>
        <source>Lackeys</source>
        <translation>Diener</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Kleiner Markt</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingenieurin</translation>
    </message>
    <message>
        <source>Coin of the Realm</source>
        <translation>Königliche Münzen</translation>
    </message>
    <message>
        <source>Alms</source>
        <translation>Almosen</translation>
    </message>
    <message>
        <source>Way of the Ox</source>
        <translation>Weg des Ochsen</translation>
    </message>
    <message>
        <source>Potion</source>
        <translation>Trank</translation>
    </message>
    <message>
        <source>Familiar</source>
        <translation>Vertrauter</translation>
    </message>
    <message>
        <source>Bandit Camp</source>
        <translation>Banditenlager</translation>
    </message>
    <message>
        <source>Spoils</source>
        <translation>Beute</translation>
    </message>
    <message>
        <source>Hovel</source>
        <translation>Hütte</translation>
    </message>
    <message>
        <source>Necropolis</source>
        <translation>Totenstadt</translation>
    </message>
    <message>
        <source>Overgrown Estate</source>
        <translation>Verfallenes Anwesen</translation>
    </message>
    <message>
        <source>Pooka</source>
        <translation>Puka</translation>
    </message>
    <message>
        <source>Cursed Gold</source>
        <translation>Verfluchtes Gold</translation>
    </message>
    <message>
        <source>Cultist</source>
        <translation>Kultist</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruinen</translation>
    </message>
    <message>
        <source>Abandoned Mine</source>
        <translation>Verlassene Mine</translation>
    </message>
    <message>
        <source>Ruined Library</source>
        <translation>Zerstörte Bibliothek</translation>
    </message>
    <message>
        <source>Ruined Market</source>
        <translation>Zerstörter Markt</translation>
    </message>
    <message>
        <source>Ruined Village</source>
        <translation>Zerstörtes Dorf</translation>
    </message>
    <message>
        <source>Survivors</source>
        <translation>Überlebende</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Pferd</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Nachschub</translation>
    </message>
    <message>
        <source>Patrician</source>
        <translation>Patrizier</translation>
    </message>
    <message>
        <source>Emporium</source>
        <translation>Handelsplatz</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Dame Anna</source>
        <translation>Dame Anna</translation>
    </message>
    <message>
        <source>Dame Josephine</source>
        <translation>Dame Josephine</translation>
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
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Bag of Gold</source>
        <translation>Ein Sack voll Gold</translation>
    </message>
    <message>
        <source>Diadem</source>
        <translation>Diadem</translation>
    </message>
    <message>
        <source>Followers</source>
        <translation>Gefolge</translation>
    </message>
    <message>
        <source>Princess</source>
        <translation>Prinzessin</translation>
    </message>
    <message>
        <source>Trusty Steed</source>
        <translation>Streitross</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Schlösser</translation>
    </message>
    <message>
        <source>Humble Castle</source>
        <translation>Bescheidenes Schloss</translation>
    </message>
    <message>
        <source>Crumbling Castle</source>
        <translation>Baufälliges Schloss</translation>
    </message>
    <message>
        <source>Small Castle</source>
        <translation>Kleines Schloss</translation>
    </message>
    <message>
        <source>Haunted Castle</source>
        <translation>Spukschloss</translation>
    </message>
    <message>
        <source>Opulent Castle</source>
        <translation>Prunkschloss</translation>
    </message>
    <message>
        <source>Sprawling Castle</source>
        <translation>Weitläufiges Schloss</translation>
    </message>
    <message>
        <source>Grand Castle</source>
        <translation>Großes Schloss</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Monument</source>
        <translation>Denkmal</translation>
    </message>
    <message>
        <source>Worker&apos;s Village</source>
        <translation>Arbeiterdorf</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Ausbau</translation>
    </message>
    <message>
        <source>King&apos;s Court</source>
        <translation>Königshof</translation>
    </message>
    <message>
        <source>Grand Market</source>
        <translation>Großer Markt</translation>
    </message>
    <message>
        <source>Forge</source>
        <translation>Kunstschmiede</translation>
    </message>
    <message>
        <source>Mint</source>
        <translation>Münzer</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Gewölbe</translation>
    </message>
    <message>
        <source>King&apos;s Castle</source>
        <translation>Königsschloss</translation>
    </message>
    <message>
        <source>Jewelled Egg</source>
        <translation>Juwelen-Ei</translation>
    </message>
    <message>
        <source>Sack of Loot</source>
        <translation>Sack voll Kostbarkeiten</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Kostbarkeiten</translation>
    </message>
    <message>
        <source>Amphora</source>
        <translation>Amphore</translation>
    </message>
    <message>
        <source>Doubloons</source>
        <translation>Dublonen</translation>
    </message>
    <message>
        <source>Endless Chalice</source>
        <translation>Endloser Kelch</translation>
    </message>
    <message>
        <source>Figurehead</source>
        <translation>Galionsfigur</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Hammer</translation>
    </message>
    <message>
        <source>Insignia</source>
        <translation>Insignien</translation>
    </message>
    <message>
        <source>Jewels</source>
        <translation>Juwelen</translation>
    </message>
    <message>
        <source>Orb</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <source>Prize Goat</source>
        <translation>Zuchtziege</translation>
    </message>
    <message>
        <source>Puzzle Box</source>
        <translation>Rätselschatulle</translation>
    </message>
    <message>
        <source>Sextant</source>
        <translation>Sextant</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Spell Scroll</source>
        <translation>Zauberrolle</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazar</translation>
    </message>
    <message>
        <source>Fishing Village</source>
        <translation>Fischerdorf</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Leuchtturm</translation>
    </message>
    <message>
        <source>Merchant Ship</source>
        <translation>Handelsschiff</translation>
    </message>
    <message>
        <source>Tactician</source>
        <translation>Taktiker</translation>
    </message>
    <message>
        <source>Warehouse</source>
        <translation>Lagerhaus</translation>
    </message>
    <message>
        <source>Wharf</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Lohn</translation>
    </message>
    <message>
        <source>Venture</source>
        <translation>Abenteuer</translation>
    </message>
    <message>
        <source>Royal Seal</source>
        <translation>Königliches Siegel</translation>
    </message>
    <message>
        <source>Counting House</source>
        <translation>Leihhaus</translation>
    </message>
    <message>
        <source>Mountebank</source>
        <translation>Quacksalber</translation>
    </message>
    <message>
        <source>Goons</source>
        <translation>Halsabschneider</translation>
    </message>
    <message>
        <source>Contraband</source>
        <translation>Schmuggelware</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Bischof</translation>
    </message>
    <message>
        <source>Quarry</source>
        <translation>Steinbruch</translation>
    </message>
    <message>
        <source>Rabble</source>
        <translation>Gesindel</translation>
    </message>
    <message>
        <source>Magnate</source>
        <translation>Magnatin</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammelsurium</translation>
    </message>
    <message>
        <source>Clerk</source>
        <translation>Buchhalterin</translation>
    </message>
    <message>
        <source>Anvil</source>
        <translation>Amboss</translation>
    </message>
    <message>
        <source>Cutpurse</source>
        <translation>Beutelschneider</translation>
    </message>
    <message>
        <source>Lookout</source>
        <translation>Ausguck</translation>
    </message>
    <message>
        <source>Salvager</source>
        <translation>Müllverwerter</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <source>Smugglers</source>
        <translation>Schmuggler</translation>
    </message>
    <message>
        <source>Sea Chart</source>
        <translation>Seekarte</translation>
    </message>
    <message>
        <source>Treasure Map</source>
        <translation>Schatzkarte</translation>
    </message>
    <message>
        <source>Pearl Diver</source>
        <translation>Perlentaucher</translation>
    </message>
    <message>
        <source>Navigator</source>
        <translation>Navigator</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Entdecker</translation>
    </message>
    <message>
        <source>Sea Hag</source>
        <translation>Seehexe</translation>
    </message>
    <message>
        <source>Astrolabe</source>
        <translation>Astrolabium</translation>
    </message>
    <message>
        <source>Tide Pools</source>
        <translation>Gezeitenbecken</translation>
    </message>
    <message>
        <source>Sea Witch</source>
        <translation>Meerhexe</translation>
    </message>
    <message>
        <source>Monkey</source>
        <translation>Affe</translation>
    </message>
    <message>
        <source>Corsair</source>
        <translation>Korsarenschiff</translation>
    </message>
    <message>
        <source>Sailor</source>
        <translation>Seefahrerin</translation>
    </message>
    <message>
        <source>Blockade</source>
        <translation>Blockade</translation>
    </message>
    <message>
        <source>Pirate</source>
        <translation>Piratin</translation>
    </message>
    <message>
        <source>Ghost Ship</source>
        <translation>Geisterschiff</translation>
    </message>
    <message>
        <source>Tiara</source>
        <translation>Brautkrone</translation>
    </message>
    <message>
        <source>Crystal Ball</source>
        <translation>Kristallkugel</translation>
    </message>
    <message>
        <source>Investment</source>
        <translation>Geldanlage</translation>
    </message>
    <message>
        <source>War Chest</source>
        <translation>Waffenkiste</translation>
    </message>
    <message>
        <source>Charlatan</source>
        <translation>Wunderheilerin</translation>
    </message>
    <message>
        <source>Ambassador</source>
        <translation>Botschafter</translation>
    </message>
    <message>
        <source>Pirate Ship</source>
        <translation>Piratenschiff</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>Wegkreuzung</translation>
    </message>
    <message>
        <source>Develop</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Oasis</source>
        <translation>Oase</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Komplott</translation>
    </message>
    <message>
        <source>Spice Merchant</source>
        <translation>Gewürzhändler</translation>
    </message>
    <message>
        <source>Stables</source>
        <translation>Stallungen</translation>
    </message>
    <message>
        <source>Jack of All Trades</source>
        <translation>Lebenskünstler</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograph</translation>
    </message>
    <message>
        <source>Wheelwright</source>
        <translation>Radmacherin</translation>
    </message>
    <message>
        <source>Margrave</source>
        <translation>Markgraf</translation>
    </message>
    <message>
        <source>Witch&apos;s Hut</source>
        <translation>Hexenhütte</translation>
    </message>
    <message>
        <source>Souk</source>
        <translation>Souk</translation>
    </message>
    <message>
        <source>Nomads</source>
        <translation>Nomaden</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Schatztruhe</translation>
    </message>
    <message>
        <source>Silk Road</source>
        <translation>Seidenstraße</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translation>Fruchtbares Land</translation>
    </message>
    <message>
        <source>Haggler</source>
        <translation>Feilscher</translation>
    </message>
    <message>
        <source>Inn</source>
        <translation>Gasthaus</translation>
    </message>
    <message>
        <source>Cauldron</source>
        <translation>Hexenkessel</translation>
    </message>
    <message>
        <source>Berserker</source>
        <translation>Berserker</translation>
    </message>
    <message>
        <source>Guard Dog</source>
        <translation>Wachhund</translation>
    </message>
    <message>
        <source>Trail</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>Weaver</source>
        <translation>Weberin</translation>
    </message>
    <message>
        <source>Embassy</source>
        <translation>Botschaft</translation>
    </message>
    <message>
        <source>Ill-Gotten Gains</source>
        <translation>Blutzoll</translation>
    </message>
    <message>
        <source>Mandarin</source>
        <translation>Mandarin</translation>
    </message>
    <message>
        <source>Noble Brigand</source>
        <translation>Edler Räuber</translation>
    </message>
    <message>
        <source>Nomad Camp</source>
        <translation>Nomadencamp</translation>
    </message>
    <message>
        <source>Duchess</source>
        <translation>Herzogin</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Orakel</translation>
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
        <translation>+1 Aktion
Lege beliebig viele deiner Handkarten ab. +1 Karte für jede abgelegte Karte.</translation>
    </message>
    <message>
        <source>Trash up to 4 cards from your hand.</source>
        <translation>Entsorge bis zu 4 deiner Handkarten.</translation>
    </message>
    <message>
        <source>+2 Cards
When another player plays an Attack card, you may first reveal this from your hand, to be unaffected by it.</source>
        <translation>+2 Karten
Wenn ein Mitspieler eine Angriffskarte ausspielt, kannst du diese Karte aus deiner Hand vorzeigen. Der Angriff hat dann keine Wirkung auf dich.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look through your discard pile. You may put a card from it onto your deck.</source>
        <translation>+1 Karte
+1 Aktion
Sieh deinen Ablagestapel durch. Du darfst eine Karte daraus auf deinen Nachziehstapel legen.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
The first time you play a Silver this turn, +$1.</source>
        <translation>+1 Karte
+1 Aktion
Spielst du in diesem Zug das erste Mal ein Silber aus: +$1.</translation>
    </message>
    <message>
        <source>+$2
Discard the top card of your deck. If it&apos;s an Action card, you may play it.</source>
        <translation>+$2
Lege die oberste Karte deines Nachziehstapels ab. Ist es eine Aktionskarte, darfst du sie ausspielen.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions</source>
        <translation>+1 Karte
+2 Aktionen</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4.</source>
        <translation>Nimm dir eine Karte, die bis zu $4 kostet.</translation>
    </message>
    <message>
        <source>Gain a Silver onto your deck. Each other player reveals a Victory card from their hand and puts it onto their deck (or reveals a hand with no Victory cards).</source>
        <translation>Nimm ein Silber auf deinen Nachziehstapel. Jeder Mitspieler deckt eine Punktekarte aus seiner Hand auf und legt sie auf seinen Nachziehstapel (oder deckt auf, dass er keine Punktekarte auf der Hand hat).</translation>
    </message>
    <message>
        <source>Worth 1 VP per 10 cards you have (round down).</source>
        <translation>Wert 1 VP pro 10 Karten (abgerundet) im eigenen Kartensatz.</translation>
    </message>
    <message>
        <source>+$2
Each other player discards down to 3 cards in hand.</source>
        <translation>+$2
Jeder Mitspieler legt Karten ab, bis er nur noch drei Karten auf der Hand hat.</translation>
    </message>
    <message>
        <source>You may trash a Copper from your hand for +$3.</source>
        <translation>Du darfst ein Kupfer aus deiner Hand entsorgen. Wenn du das machst: +$3.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
Discard a card per empty Supply pile.</source>
        <translation>+1 Karte
+1 Aktion
+$1
Lege pro leerem Vorratsstapel eine Handkarte ab.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a card costing up to $2 more than it.</source>
        <translation>Entsorge eine Karte aus deiner Hand. Nimm dir eine Karte, die bis zu $2 mehr kostet als die entsorgte Karte.</translation>
    </message>
    <message>
        <source>+3 Cards</source>
        <translation>+3 Karten</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand twice.</source>
        <translation>Du darfst eine Aktionskarte aus deiner Hand zweimal ausspielen.</translation>
    </message>
    <message>
        <source>Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed Treasure other than Copper, and discards the rest.</source>
        <translation>Nimm ein Gold. Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine aufgedeckte Geldkarte außer Kupfer und legt den Rest ab.</translation>
    </message>
    <message>
        <source>+4 Cards
+1 Buy
Each other player draws a card.</source>
        <translation>+4 Karten
+1 Kauf
Jeder Mitspieler zieht eine Karte.</translation>
    </message>
    <message>
        <source>+2 Actions
+1 Buy
+$2</source>
        <translation>+2 Aktionen
+1 Kauf
+$2</translation>
    </message>
    <message>
        <source>+2 Cards
+1 Action</source>
        <translation>+2 Karten
+1 Aktion</translation>
    </message>
    <message>
        <source>Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those aside, discarding them afterwards.</source>
        <translation>Ziehe so lange Karten nach, bis du 7 Karten auf der Hand hast. Aktionskarten kannst du zur Seite legen, sobald du sie ziehst. Die zur Seite gelegten Karten werden am Ende der Aktion abgelegt.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+1 Buy
+$1</source>
        <translation>+1 Karte
+1 Aktion
+1 Kauf
+$1</translation>
    </message>
    <message>
        <source>You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to $3 more than it.</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand entsorgen. Nimm dir eine Geldkarte, die bis zu $3 mehr kostet, auf die Hand.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look at the top 2 cards of your deck. Trash and/or discard any number of them. Put the rest back on top in any order.</source>
        <translation>+1 Karte
+1 Aktion
Sieh dir die obersten 2 Karten deines Nachziehstapels an. Entsorge und/oder lege beliebig viele davon ab. Lege die übrigen Karten in beliebiger Reihenfolge auf deinen Nachziehstapel zurück.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player gains a Curse.</source>
        <translation>+2 Karten
Jeder Mitspieler muss sich eine Fluchkarte nehmen.</translation>
    </message>
    <message>
        <source>Gain a card to your hand costing up to $5.
Put a card from your hand onto your deck.</source>
        <translation>Nimm eine Karte auf deine Hand, die bis zu $5 kostet.
Lege eine deiner Handkarten auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+$2
You may immediately put your deck into your discard pile.</source>
        <translation>+$2
Du darfst sofort deinen kompletten Nachziehstapel auf deinen Ablagestapel legen.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2</source>
        <translation>+1 Kauf
+$2</translation>
    </message>
    <message>
        <source>Trash this card. Gain a card costing up to $5.</source>
        <translation>Entsorge diese Karte. Nimm dir eine Karte, die bis zu $5 kostet.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Each player (including you) reveals the top card of his deck and either discards it or puts it back, your choice.</source>
        <translation>+1 Karte
+1 Aktion
Jeder Spieler (auch du selbst) deckt die oberste Karte seines Nachziehstapels auf. Du entscheidest, ob er sie ablegt oder zurück auf seinen Nachziehstapel legt.</translation>
    </message>
    <message>
        <source>Each other player reveals the top 2 cards of his deck. If they revealed any Treasure cards, they trash one of them that you choose. You may gain any or all of these trashed cards. They discard the other revealed cards.</source>
        <translation>Jeder Mitspieler deckt die obersten beiden Karten seines Nachziehstapels auf. Haben die Mitspieler eine oder mehrere Geldkarten aufgedeckt, muss jeder eine davon (nach deiner Wahl) entsorgen. Du kannst eine beliebige Zahl der entsorgten Karten bei dir ablegen. Die übrigen aufgedeckten Karten legen die Spieler bei sich ab.</translation>
    </message>
    <message>
        <source>Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure cards in your hand and discard the other revealed cards.</source>
        <translation>Decke so lange Karten vom Nachziehstapel auf, bis du 2 Geldkarten aufgedeckt hast. Nimm diese auf die Hand und lege die anderen aufgedeckten Karten ab.</translation>
    </message>
    <message>
        <source>+3 Cards
Put a card from your hand onto your deck.</source>
        <translation>+3 Karten
Lege eine Karte aus deiner Hand verdeckt auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+1 Action
Choose one: Trash an Action card from the Supply; or gain an Action card from the trash.</source>
        <translation>+1 Aktion
Wähle eins: Entsorge eine Aktionskarte vom Vorrat oder nimm eine Aktionskarte vom Müll.</translation>
    </message>
    <message>
        <source>Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.</source>
        <translation>Wähle zwei verschiedene: +1 Karte; +1 Aktion; +1 Kauf; +$1.</translation>
    </message>
    <message>
        <source>+2 Cards
Each player with any cards in hand passes one to the next such player to their left, at once. Then you may trash a card from your hand.</source>
        <translation>+2 Karten
Jeder Spieler, der Karten auf der Hand hat, gibt gleichzeitig eine davon an den nächsten Spieler zu seiner Linken weiter, der Karten auf der Hand hat. Danach darfst du eine Karte aus deiner Hand entsorgen.</translation>
    </message>
    <message>
        <source>+2 Actions
Reveal your hand. If you have no Action cards in hand, +2 Cards.</source>
        <translation>+2 Aktionen
Decke deine Kartenhand auf. Wenn du keine Aktionskarte auf der Hand hast: +2 Karten.</translation>
    </message>
    <message>
        <source>Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.</source>
        <translation>Wähle eins: +2 Karten oder +$2 oder entsorge genau 2 Karten aus deiner Hand.</translation>
    </message>
    <message>
        <source>+$2
Each other player trashes the top card of their deck and gains a card with the same cost that you choose.</source>
        <translation>+$2
Jeder Mitspieler entsorgt die oberste Karte seines Nachziehstapels und nimmt sich eine Karte mit gleichen Kosten, die du auswählst.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Name a card, then reveal the top card of your deck. If you named it, put it into your hand.</source>
        <translation>+1 Karte
+1 Aktion
Benenne eine Karte. Decke die oberste Karte von deinem Nachziehstapel auf. Wenn es die benannte Karte ist, nimm sie auf die Hand.</translation>
    </message>
    <message>
        <source>+1 Buy
You may discard an Estate for +$4. If you don&apos;t, gain an Estate.</source>
        <translation>+1 Kauf
Du darfst ein Anwesen ablegen. Wenn du das machst: +$4. Wenn nicht, nimm dir ein Anwesen.</translation>
    </message>
    <message>
        <source>+1 Buy
+$1
This turn, cards (everywhere) cost $1 less.</source>
        <translation>+1 Kauf
+$1
In diesem Zug kosten alle Karten (überall) $1 weniger.</translation>
    </message>
    <message>
        <source>+$2
If you&apos;ve played 3 or more Actions this turn (counting this), +1 Card and +1 Action.</source>
        <translation>+$2
Wenn du in diesem Zug 3 oder mehr Aktionskarten ausgespielt hast (diese eingeschlossen): +1 Karte, +1 Aktion.</translation>
    </message>
    <message>
        <source>+2 Cards
If you have 5 or fewer cards in hand (after drawing), +2 Actions.
When another player plays an Attack card, you may first reveal this from a hand of 5 or more cards, to draw 2 cards then discard 3.</source>
        <translation>+2 Karten
Hast du nach dem Ziehen 5 oder weniger Handkarten: +2 Aktionen.
Wenn ein Mitspieler eine Angriffskarte ausspielt und du mindestens 5 Handkarten hast, darfst du diese Karte aus deiner Hand aufdecken. Wenn du das tust: Ziehe 2 Karten und lege dann 3 Karten ab.</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4. If the gained card is an...
Action card, +1 Action
Treasure card, +$1
Victory card, +1 Card</source>
        <translation>Nimm dir eine Karte, die bis zu $4 kostet. Ist es eine …
Aktionskarte: +1 Aktion
Geldkarte: +$1
Punktekarte: +1 Karte</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
You may discard 2 cards, for +$2.
1 VP</source>
        <translation>+1 Karte
+1 Aktion
Du darfst 2 Handkarten ablegen. Wenn du das tust: +$2.
1 VP</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
You may trash this for +$2.</source>
        <translation>+1 Karte
+2 Aktionen
Du darfst diese Karte sofort entsorgen. Wenn du das machst: +$2.</translation>
    </message>
    <message>
        <source>+2 Cards
+1 Action
Take a card from your hand and put it anywhere in your deck.</source>
        <translation>+2 Karten
+1 Aktion
Lege eine Handkarte an eine beliebige Stelle in deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different.</source>
        <translation>Decke eine Handkarte auf. Für jeden Kartentyp (Aktion, Angriff ...), den sie hat, wähle eine andere Option: +1 Aktion; +1 Kauf; +$3; oder nimm ein Gold vom Vorrat.</translation>
    </message>
    <message>
        <source>Worth 1 VP per Duchy you have.</source>
        <translation>Wert 1 VP pro Herzogtum im eigenen Kartensatz.</translation>
    </message>
    <message>
        <source>+1 Action
Choose one: +$2; or discard your hand, +4 Cards, and each other player with at least 5 cards in hand discards their hand and draws 4 cards.</source>
        <translation>+1 Aktion
Wähle eins: +$2; oder lege alle deine Handkarten ab, +4 Karten, und jeder Mitspieler, der mindestens 5 Karten auf der Hand hat, legt alle seine Handkarten ab und zieht 4 Karten nach.</translation>
    </message>
    <message>
        <source>+3 Cards
Reveal the top 4 cards of your deck. Put the Victory cards and Curses into your hand. Put the rest back in any order.</source>
        <translation>+3 Karten
Decke die obersten 4 Karten deines Nachziehstapels auf. Nimm alle aufgedeckten Punkte- und Fluchkarten auf die Hand. Lege die übrigen Karten in beliebiger Reihenfolge auf deinen Nachziehstapel zurück.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a card costing up to $2 more than it. If the gained card is an Action or Treasure, put it onto your deck; if it&apos;s a Victory card, each other player gains a Curse.</source>
        <translation>Entsorge eine Handkarte. Nimm eine Karte vom Vorrat, die bis zu $2 mehr kostet als die entsorgte Karte. Ist die genommene Karte eine Aktions- oder Geldkarte, lege sie auf deinen Nachziehstapel. Ist es eine Punktekarte, nimmt jeder Mitspieler einen Fluch vom Vorrat.</translation>
    </message>
    <message>
        <source>+3 Cards
Each other player either discards 2 cards or gains a Curse to their hand, their choice. (They may pick an option they can&apos;t do.)</source>
        <translation>+3 Karten
Jeder Mitspieler muss eins wählen: 2 Karten ablegen oder einen Fluch auf die Hand nehmen. (Er darf auch wählen, was er nicht tun kann.)</translation>
    </message>
    <message>
        <source>Trash 2 cards from your hand. If you did, gain a Silver to your hand.</source>
        <translation>Entsorge 2 Karten aus deiner Hand. Wenn du das machst: Nimm dir ein Silber auf die Hand.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Trash a card from your hand. Gain a card costing exactly $1 more than it.</source>
        <translation>+1 Karte
+1 Aktion
Entsorge eine Karte aus deiner Hand. Nimm dir eine Karte, die genau $1 mehr kostet als die entsorgte Karte.</translation>
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
        <translation>Wähle eins: +3 Karten oder +2 Aktionen.
2 VP</translation>
    </message>
    <message>
        <source>Discard any number of cards. +$1 per card discarded.
When another player plays an Attack card, you may reveal this from your hand. If you do, +2 Cards, then put 2 cards from your hand on top of your deck.</source>
        <translation>Lege eine beliebige Anzahl Karten aus deiner Hand ab: +$1 für jede abgelegte Karte.
Wenn ein Mitspieler eine Angriffskarte ausspielt, kannst du diese Karte aus deiner Hand vorzeigen. Wenn du das machst: +2 Karten, dann lege 2 Karten aus deiner Hand auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
1 VP</source>
        <translation>+1 Karte
+1 Aktion
1 VP</translation>
    </message>
    <message>
        <source>Copper produces an extra $1 this turn.</source>
        <translation>Kupfer produziert in diesem Zug $1 mehr.</translation>
    </message>
    <message>
        <source>+1 Action
Reveal the top 4 cards of your deck. Put the revealed Victory cards into your hand. Put the other cards on top of your deck in any order.</source>
        <translation>+1 Aktion
Decke die obersten 4 Karten deines Nachziehstapels auf. Nimm alle aufgedeckten Punktekarten auf die Hand. Lege die übrigen Karten in beliebiger Reihenfolge verdeckt zurück auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>Each other player reveals cards from the top of his deck until revealing one costing $3 or more. He trashes that card and may gain a card costing at most $2 less than it. He discards the other revealed cards.</source>
        <translation>Jeder Mitspieler muss so lange Karten von seinem Nachziehstapel aufdecken, bis er eine Karte aufdeckt, die $3 oder mehr kostet. Er muss diese Karte entsorgen und darf sich eine Karte nehmen, die mindestens $2 weniger kostet. Die übrigen aufgedeckten Karten legt er ab.</translation>
    </message>
    <message>
        <source>The player to your left reveals then discards the top 2 cards of his deck. For each differently named card revealed, if it is an...
Action Card, +2 Actions
Treasure Card, +$2
Victory Card, +2 Cards</source>
        <translation>Dein linker Nachbar muss die beiden obersten Karten seines Nachziehstapels aufdecken und diese ablegen. Für jede Karte mit unterschiedlichem Namen erhältst du bei einer …
Aktionskarte: +2 Aktionen
Geldkarte: +$2
Punktekarte: +2 Karten</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Set aside a card from your hand face down (under this). At the start of your next turn, put it into your hand.</source>
        <translation>+1 Karte
+1 Aktion
Lege eine Karte aus deiner Hand verdeckt beiseite (unter diese Karte). Zu Beginn deines nächsten Zuges nimm sie auf die Hand.</translation>
    </message>
    <message>
        <source>+2 Actions
Choose one: Put the top card of your deck face down on your Native Village mat (you may look at those cards at any time); or put all the cards from your mat into your hand.</source>
        <translation>+2 Aktionen
Wähle eins: Lege die oberste Karte deines Nachziehstapels verdeckt auf dein Eingeborenendorf-Tableau (du darfst dir diese Karten jederzeit ansehen); oder nimm alle Karten von deinem Tableau auf die Hand.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
At the start of your next turn, +1 Card.</source>
        <translation>+1 Karte
+1 Aktion
Zu Beginn deines nächsten Zuges: +1 Karte.</translation>
    </message>
    <message>
        <source>Put this and a card from your hand onto your Island mat.
2 VP</source>
        <translation>Lege diese und eine Karte aus deiner Hand auf dein Insel-Tableau.
2 VP</translation>
    </message>
    <message>
        <source>If this is the first time you played an Outpost this turn, and the previous turn wasn&apos;t yours, then take an extra turn after this one, and you only draw 3 cards for your next hand.</source>
        <translation>Wenn du in diesem Zug zum ersten Mal einen Außenposten ausspielst und der vorige Zug nicht deiner war, mache nach diesem Zug einen Extrazug; für deine nächste Hand ziehst du nur 3 Karten.</translation>
    </message>
    <message>
        <source>+$2
Trash this. If you did, add an Embargo token to a Supply pile. (For the rest of the game, when a player buys a card from that pile, they gain a Curse.)</source>
        <translation>+$2
Entsorge diese Karte. Wenn du das getan hast, lege einen Embargomarker auf einen Vorratsstapel. (Für den Rest des Spiels nimmt sich ein Spieler, der eine Karte von diesem Stapel kauft, einen Fluch.)</translation>
    </message>
    <message>
        <source>Draw until you have 6 cards in hand.
When you gain a card, you may reveal this from your hand, to either trash that card or put it onto your deck.</source>
        <translation>Ziehe Karten, bis du 6 Karten auf der Hand hast.
Wenn du eine Karte nimmst, darfst du diese Karte aus deiner Hand aufdecken, um die genommene Karte entweder zu entsorgen oder auf deinen Nachziehstapel zu legen.</translation>
    </message>
    <message>
        <source>$1
While this is in play, when you buy a non-Victory card costing $4 or less, gain a copy of it.</source>
        <translation>$1
Solange diese Karte im Spiel ist: Wenn du eine Karte kaufst, die keine Punktekarte ist und $4 oder weniger kostet, nimm dir ein weiteres Exemplar davon.</translation>
    </message>
    <message>
        <source>$2
This turn, when you gain a Victory card, if you bought it, gain a Gold.</source>
        <translation>$2
In diesem Zug: Wenn du eine Punktekarte nimmst, die du gekauft hast, nimm dir ein Gold.</translation>
    </message>
    <message>
        <source>If this is the first time you played a Fool&apos;s Gold this turn, +$1, otherwise +$4.
When another player gains a Province, you may trash this from your hand, to gain a Gold onto your deck.</source>
        <translation>Wenn du in diesem Zug zum ersten Mal ein Katzengold ausspielst: +$1, sonst +$4.
Wenn ein Mitspieler eine Provinz nimmt, darfst du diese Karte aus deiner Hand entsorgen, um ein Gold auf deinen Nachziehstapel zu nehmen.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a Silver per $1 it costs.
When you gain a card, you may reveal this from your hand, to exchange the card for a Silver.</source>
        <translation>Entsorge eine Karte aus deiner Hand. Nimm dir pro $1, den sie kostet, ein Silber.
Wenn du eine Karte nimmst, darfst du diese Karte aus deiner Hand aufdecken, um die genommene Karte gegen ein Silber einzutauschen.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
When you gain this, gain a card costing less than it.</source>
        <translation>+1 Karte
+2 Aktionen
Wenn du diese Karte nimmst, nimm dir eine Karte, die weniger kostet als sie.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
During a player&apos;s Buy phase, this costs $2 less per Action card they have in play.</source>
        <translation>+1 Karte
+1 Aktion
+$1
Während der Kaufphase eines Spielers kostet diese Karte $2 weniger pro Aktionskarte, die er im Spiel hat.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
This turn, cards cost $1 less.</source>
        <translation>+1 Karte
+1 Aktion
In diesem Zug kosten alle Karten $1 weniger.</translation>
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
        <translation>+2 Karten
Lege 2 Karten ab. Jeder Mitspieler, der eine Bannkarte auf der Hand hat, darf sie aufdecken. Wer das nicht tut, nimmt sich einen Fluch.
Vorbereitung: Lege einen zusätzlichen Königreichkarten-Stapel, der $2 oder $3 kostet, in den Vorrat. Die Karten dieses Stapels sind Bannkarten.</translation>
    </message>
    <message>
        <source>+1 Buy
+$1 per token on the Trade Route mat.
Trash a card from your hand.
Setup: Put a token on each Victory card Supply pile. When a card is gained from that pile, move the token to the Trade Route mat.</source>
        <translation>+1 Kauf
+$1 pro Marker auf dem Handelsrouten-Tableau.
Entsorge eine Karte aus deiner Hand.
Vorbereitung: Lege einen Marker auf jeden Punktekarten-Stapel im Vorrat. Wird eine Karte von diesem Stapel genommen, lege den Marker auf das Handelsrouten-Tableau.</translation>
    </message>
    <message>
        <source>+1 Action
+1 Buy
+1 Coffers</source>
        <translation>+1 Aktion
+1 Kauf
+1 Taler</translation>
    </message>
    <message>
        <source>+2 Cards
When you gain this, +2 Villagers.</source>
        <translation>+2 Karten
Wenn du diese Karte nimmst: +2 Dorfbewohner.</translation>
    </message>
    <message>
        <source>At the start of your turn, +1 Buy.</source>
        <translation>Zu Beginn deines Zuges: +1 Kauf.</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4.
You may trash this. If you do, gain a card costing up to $4.</source>
        <translation>Nimm dir eine Karte, die bis zu $4 kostet.
Du darfst diese Karte entsorgen. Wenn du das tust, nimm dir eine Karte, die bis zu $4 kostet.</translation>
    </message>
    <message>
        <source>$1
When you play this, put it on your Tavern mat.
Directly after resolving an Action, you may call this for +2 Actions.</source>
        <translation>$1
Wenn du diese Karte ausspielst, lege sie auf dein Wirtshaustableau.
Direkt nachdem du eine Aktion ausgeführt hast, darfst du diese Karte aufrufen: +2 Aktionen.</translation>
    </message>
    <message>
        <source>Once per turn: If you have no Treasures in play, gain a card costing up to $4.</source>
        <translation>Einmal pro Zug: Wenn du keine Geldkarten im Spiel hast, nimm dir eine Karte, die bis zu $4 kostet.</translation>
    </message>
    <message>
        <source>+2 Actions</source>
        <translation>+2 Aktionen</translation>
    </message>
    <message>
        <source>+1 Potion</source>
        <translation>+1 Trank</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Each other player gains a Curse.</source>
        <translation>+1 Karte
+1 Aktion
Jeder Mitspieler muss sich eine Fluchkarte nehmen.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
Gain a Spoils from the Spoils pile.</source>
        <translation>+1 Karte
+2 Aktionen
Nimm dir eine Beute vom Beute-Stapel.</translation>
    </message>
    <message>
        <source>$3
When you play this, return it to the Spoils pile.
(This is not in the Supply.)</source>
        <translation>$3
Wenn du diese Karte ausspielst, lege sie zurück auf den Beute-Stapel.
(Diese Karte ist nicht im Vorrat.)</translation>
    </message>
    <message>
        <source>When you buy a Victory card, you may trash this from your hand.</source>
        <translation>Wenn du eine Punktekarte kaufst, darfst du diese Karte aus deiner Hand entsorgen.</translation>
    </message>
    <message>
        <source>0 VP
When you trash this, +1 Card.</source>
        <translation>0 VP
Wenn du diese Karte entsorgst: +1 Karte.</translation>
    </message>
    <message>
        <source>You may trash a Treasure other than Cursed Gold from your hand, for +4 Cards.
Heirloom: Cursed Gold</source>
        <translation>Du darfst eine Geldkarte außer Verfluchtes Gold aus deiner Hand entsorgen. Wenn du das machst: +4 Karten.
Erbstück: Verfluchtes Gold</translation>
    </message>
    <message>
        <source>$3
When you play this, gain a Curse.</source>
        <translation>$3
Wenn du diese Karte ausspielst, nimm dir einen Fluch.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Reveal the top card of your deck. If it costs $5 or more, put it into your hand.</source>
        <translation>+1 Karte
+1 Aktion
Decke die oberste Karte deines Nachziehstapels auf. Kostet sie $5 oder mehr, nimm sie auf die Hand.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
When you gain this, if you have at least 5 Action cards in play, +2 VP.</source>
        <translation>+1 Karte
+1 Aktion
+$1
Wenn du diese Karte nimmst und mindestens 5 Aktionskarten im Spiel hast: +2 VP.</translation>
    </message>
    <message>
        <source>+2 Cards
+1 Action
Return this to its pile.
(This is not in the Supply.)</source>
        <translation>+2 Karten
+1 Aktion
Lege diese Karte auf ihren Stapel zurück.
(Diese Karte gehört nicht zum Vorrat.)</translation>
    </message>
    <message>
        <source>$1
When you play this, gain a Horse onto your deck.</source>
        <translation>$1
Wenn du diese Karte ausspielst, nimm ein Pferd auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player gains a Ruins. You may play a Cultist from your hand.
When you trash this, +3 Cards.</source>
        <translation>+2 Karten
Jeder Mitspieler nimmt sich eine Ruine. Du darfst einen Kultisten aus deiner Hand ausspielen.
Wenn du diese Karte entsorgst: +3 Karten.</translation>
    </message>
    <message>
        <source>(The Ruins pile: Abandoned Mine, Ruined Library, Ruined Market, Ruined Village and Survivors, shuffled; only its top card is seen.)</source>
        <translation>(Der Ruinen-Stapel: Verlassene Mine, Zerstörte Bibliothek, Zerstörter Markt, Zerstörtes Dorf und Überlebende, gemischt; nur seine oberste Karte ist zu sehen.)</translation>
    </message>
    <message>
        <source>+$1</source>
        <translation>+$1</translation>
    </message>
    <message>
        <source>+1 Card</source>
        <translation>+1 Karte</translation>
    </message>
    <message>
        <source>+1 Buy</source>
        <translation>+1 Kauf</translation>
    </message>
    <message>
        <source>+1 Action</source>
        <translation>+1 Aktion</translation>
    </message>
    <message>
        <source>Look at the top 2 cards of your deck. Discard them or put them back in any order.</source>
        <translation>Sieh dir die obersten 2 Karten deines Nachziehstapels an. Lege sie ab oder lege sie in beliebiger Reihenfolge zurück.</translation>
    </message>
    <message>
        <source>(The Knights pile: Dame Anna, Dame Josephine, Dame Molly, Dame Natalie, Dame Sylvia, Sir Bailey, Sir Destry, Sir Martin, Sir Michael and Sir Vander, shuffled; only its top card is seen.)</source>
        <translation>(Der Ritter-Stapel: Dame Anna, Dame Josephine, Dame Molly, Dame Natalie, Dame Sylvia, Sir Bailey, Sir Destry, Sir Martin, Sir Michael und Sir Vander, gemischt; nur die oberste Karte ist zu sehen.)</translation>
    </message>
    <message>
        <source>You may trash up to 2 cards from your hand.
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>Du darfst bis zu 2 deiner Handkarten entsorgen.
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.
2 VP</source>
        <translation>Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.
2 VP</translation>
    </message>
    <message>
        <source>+2 Actions
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+2 Aktionen
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>You may gain a card costing up to $3.
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>Du darfst dir eine Karte nehmen, die bis zu $3 kostet.
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>+$2
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+$2
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+1 Karte
+1 Aktion
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+2 Karten
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>+2 Buys
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>+2 Käufe
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>Each other player discards down to 3 cards in hand.
Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.</source>
        <translation>Jeder Mitspieler legt Karten ab, bis er nur noch drei Karten auf der Hand hat.
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.</translation>
    </message>
    <message>
        <source>Each other player reveals the top 2 cards of their deck, trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this, trash this card.
When you trash this, gain a Gold.</source>
        <translation>Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine davon, die zwischen $3 und $6 kostet, und legt den Rest ab. Wird dadurch ein Ritter entsorgt, entsorge diese Karte.
Wenn du diese Karte entsorgst, nimm dir ein Gold.</translation>
    </message>
    <message>
        <source>+1 Action
Each player may reveal a Province from their hand. If you do, discard it and gain any Prize (from the Prize pile) or a Duchy, putting it onto your deck. If no one else does, +1 Card and +$1.</source>
        <translation>+1 Aktion
Jeder Spieler darf eine Provinz aus seiner Hand aufdecken. Wenn du das machst, lege sie ab und nimm dir einen beliebigen Preis (vom Preisstapel) oder ein Herzogtum; lege die Karte auf deinen Nachziehstapel. Wenn das kein Mitspieler macht: +1 Karte und +$1.</translation>
    </message>
    <message>
        <source>+1 Action
Gain a Gold, putting it onto your deck.
(This is not in the Supply.)</source>
        <translation>+1 Aktion
Nimm dir ein Gold und lege es auf deinen Nachziehstapel.
(Diese Karte gehört nicht zum Vorrat.)</translation>
    </message>
    <message>
        <source>$2
When you play this, +$1 per unused Action you have (Action, not Action card).
(This is not in the Supply.)</source>
        <translation>$2
Wenn du diese Karte ausspielst: +$1 für jede nicht genutzte Aktion (Aktion, nicht Aktionskarte).
(Diese Karte gehört nicht zum Vorrat.)</translation>
    </message>
    <message>
        <source>+2 Cards
Gain an Estate. Each other player gains a Curse and discards down to 3 cards in hand.
(This is not in the Supply.)</source>
        <translation>+2 Karten
Nimm dir ein Anwesen. Jeder Mitspieler nimmt sich einen Fluch und legt Karten ab, bis er nur noch 3 Karten auf der Hand hat.
(Diese Karte gehört nicht zum Vorrat.)</translation>
    </message>
    <message>
        <source>+1 Buy
While this is in play, cards cost $2 less, but not less than $0.
(This is not in the Supply.)</source>
        <translation>+1 Kauf
Solange diese Karte im Spiel ist, kosten alle Karten $2 weniger, aber nicht weniger als $0.
(Diese Karte gehört nicht zum Vorrat.)</translation>
    </message>
    <message>
        <source>Choose two: +2 Cards; or +2 Actions; or +$2; or gain 4 Silvers and put your deck into your discard pile.
(The choices must be different.)
(This is not in the Supply.)</source>
        <translation>Wähle zwei: +2 Karten; oder +2 Aktionen; oder +$2; oder nimm dir 4 Silber und lege deinen Nachziehstapel auf deinen Ablagestapel.
(Die Wahlmöglichkeiten müssen verschieden sein.)
(Diese Karte gehört nicht zum Vorrat.)</translation>
    </message>
    <message>
        <source>(The Castles pile, cheapest on top: Humble Castle, Crumbling Castle, Small Castle, Haunted Castle, Opulent Castle, Sprawling Castle, Grand Castle, King&apos;s Castle; two of the Humble, Small, Opulent and King&apos;s Castles with 3 or more players.)</source>
        <translation>(Der Schlösser-Stapel, das billigste oben: Bescheidenes Schloss, Baufälliges Schloss, Kleines Schloss, Spukschloss, Prunkschloss, Weitläufiges Schloss, Großes Schloss, Königsschloss; bei 3 oder mehr Spielern je zwei Bescheidene, Kleine, Prunk- und Königsschlösser.)</translation>
    </message>
    <message>
        <source>$1
Worth 1 VP per Castle you have.</source>
        <translation>$1
1 VP pro Schloss, das du hast.</translation>
    </message>
    <message>
        <source>1 VP
When you gain or trash this, +1 VP and gain a Silver.</source>
        <translation>1 VP
Wenn du diese Karte nimmst oder entsorgst: +1 VP und nimm ein Silber.</translation>
    </message>
    <message>
        <source>Trash this or a Castle from your hand. If you do, gain a Castle.
2 VP</source>
        <translation>Entsorge diese Karte oder ein Schloss aus deiner Hand. Wenn du das tust, nimm ein Schloss.
2 VP</translation>
    </message>
    <message>
        <source>2 VP
When you gain this during your turn, gain a Gold, and each other player with 5 or more cards in hand puts 2 cards from their hand onto their deck.</source>
        <translation>2 VP
Wenn du diese Karte während deines Zuges nimmst, nimm ein Gold und jeder Mitspieler mit 5 oder mehr Handkarten legt 2 Karten aus seiner Hand auf seinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>Discard any number of Victory cards, revealed. +$2 per card discarded.
3 VP</source>
        <translation>Lege beliebig viele Punktekarten offen ab. +$2 pro abgelegter Karte.
3 VP</translation>
    </message>
    <message>
        <source>4 VP
When you gain this, gain a Duchy or 3 Estates.</source>
        <translation>4 VP
Wenn du diese Karte nimmst, nimm ein Herzogtum oder 3 Anwesen.</translation>
    </message>
    <message>
        <source>5 VP
When you gain this, reveal your hand. +1 VP per Victory card in your hand and/or in play.</source>
        <translation>5 VP
Wenn du diese Karte nimmst, decke deine Handkarten auf. +1 VP pro Punktekarte in deiner Hand und/oder im Spiel.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
If there are one or more empty Supply piles, +1 Card. If there are two or more, +$1 and +1 Buy.</source>
        <translation>+1 Karte
+2 Aktionen
Wenn ein oder mehr Vorratsstapel leer sind: +1 Karte. Wenn zwei oder mehr leer sind, außerdem +$1 und +1 Kauf.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+1 Buy
+$2
You can&apos;t buy this if you have any Coppers in play.</source>
        <translation>+1 Karte
+1 Aktion
+1 Kauf
+$2
Du kannst diese Karte nicht kaufen, solange du ein Kupfer im Spiel hast.</translation>
    </message>
    <message>
        <source>+$1 per Treasure you have in play (counting this).</source>
        <translation>+$1 pro Geldkarte, die du im Spiel hast (diese mitgezählt).</translation>
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
        <translation>+1 Karte
+2 Aktionen
+1 Kauf</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain a card costing up to $3 more than it.</source>
        <translation>Entsorge eine Karte aus deiner Hand. Nimm dir eine Karte, die bis zu $3 mehr kostet als die entsorgte Karte.</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand three times.</source>
        <translation>Du darfst eine Aktionskarte aus deiner Hand dreimal ausspielen.</translation>
    </message>
    <message>
        <source>Trash any number of cards from your hand. Gain a card with cost exactly equal to the total cost in $ of the trashed cards.</source>
        <translation>Entsorge beliebig viele Karten aus deiner Hand. Nimm dir eine Karte, die genau so viel $ kostet wie die entsorgten Karten zusammen.</translation>
    </message>
    <message>
        <source>You may reveal a Treasure from your hand. Gain a copy of it.
When you gain this, trash all non-Duration Treasures you have in play.</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand aufdecken. Nimm dir eine Karte mit demselben Namen.
Wenn du diese Karte nimmst, entsorge alle Geldkarten, die du im Spiel hast und die keine Dauerkarten sind.</translation>
    </message>
    <message>
        <source>+2 Cards
Discard any number of cards for +$1 each.
Each other player may discard 2 cards, to draw a card.</source>
        <translation>+2 Karten
Lege beliebig viele Karten ab: +$1 pro abgelegter Karte.
Jeder Mitspieler darf 2 Karten ablegen, um 1 Karte zu ziehen.</translation>
    </message>
    <message>
        <source>Worth 2 VP per Castle you have.</source>
        <translation>2 VP pro Schloss, das du hast.</translation>
    </message>
    <message>
        <source>$1
+1 Buy
When you trash this, gain a Loot.</source>
        <translation>$1
+1 Kauf
Wenn du diese Karte entsorgst, nimm eine Kostbarkeit.</translation>
    </message>
    <message>
        <source>$1
+1 Buy
Gain a Loot.</source>
        <translation>$1
+1 Kauf
Nimm eine Kostbarkeit.</translation>
    </message>
    <message>
        <source>(The Loot pile: two of each of the 15 Loots, shuffled face down; only its top card is seen. This is not in the Supply.)</source>
        <translation>(Der Kostbarkeiten-Stapel: je zwei der 15 Kostbarkeiten, verdeckt gemischt; nur die oberste Karte ist zu sehen. Diese Karten sind nicht im Vorrat.)</translation>
    </message>
    <message>
        <source>Either now or at the start of your next turn:
+1 Buy and +$3.</source>
        <translation>Entweder jetzt oder zu Beginn deines nächsten Zuges:
+1 Kauf und +$3.</translation>
    </message>
    <message>
        <source>$3
When you gain this, gain a Gold.</source>
        <translation>$3
Wenn du diese Karte nimmst, nimm ein Gold.</translation>
    </message>
    <message>
        <source>Now and at the start of each of your turns for the rest of the game:
$1
+1 Buy</source>
        <translation>Jetzt und zu Beginn aller deiner Züge bis zum Spielende:
$1
+1 Kauf</translation>
    </message>
    <message>
        <source>$3
At the start of your next turn, +2 Cards.</source>
        <translation>$3
Zu Beginn deines nächsten Zuges: +2 Karten.</translation>
    </message>
    <message>
        <source>$3
Gain a card costing up to $4.</source>
        <translation>$3
Nimm eine Karte, die bis zu $4 kostet.</translation>
    </message>
    <message>
        <source>$3
This turn, when you gain a card, you may put it onto your deck.</source>
        <translation>$3
Wenn du in diesem Zug eine Karte nimmst, darfst du sie auf deinen Nachziehstapel legen.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
At the start of your next turn, put this on the bottom of your deck.</source>
        <translation>$3
+1 Kauf
Zu Beginn deines nächsten Zuges lege diese Karte unter deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>Look through your discard pile. Choose one: Play an Action or Treasure from it; or +1 Buy and +$3.</source>
        <translation>Sieh deinen Ablagestapel durch. Wähle eins: Spiele daraus eine Aktions- oder Geldkarte; oder +1 Kauf und +$3.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
You may trash a card from your hand.</source>
        <translation>$3
+1 Kauf
Du darfst eine deiner Handkarten entsorgen.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
You may set aside a card from your hand face down. Put it into your hand at end of turn.</source>
        <translation>$3
+1 Kauf
Du darfst eine deiner Handkarten verdeckt zur Seite legen. Nimm sie am Ende des Zuges auf deine Hand.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
Look at the top 5 cards of your deck. Discard any number. Put the rest back in any order.</source>
        <translation>$3
+1 Kauf
Sieh die obersten 5 Karten deines Nachziehstapels an. Lege beliebig viele davon ab und den Rest in beliebiger Reihenfolge zurück.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
When another player plays an Attack, you may first reveal this from your hand to be unaffected.</source>
        <translation>$3
+1 Kauf
Spielt ein Mitspieler eine Angriffskarte, darfst du zuerst diese Karte aus deiner Hand aufdecken, um nicht betroffen zu sein.</translation>
    </message>
    <message>
        <source>Trash this to gain a cheaper card. If it&apos;s an Action or Treasure, you may play it.</source>
        <translation>Entsorge diese Karte, um eine billigere Karte zu nehmen. Wenn jene Karte eine Aktions- oder Geldkarte ist, darfst du sie spielen.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
You may play an Action from your hand.</source>
        <translation>$3
+1 Kauf
Du darfst eine Aktionskarte aus deiner Hand spielen.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
Each other player discards down to 4 cards in hand.</source>
        <translation>$3
+1 Kauf
Jeder Mitspieler legt seine Handkarten bis auf 4 ab.</translation>
    </message>
    <message>
        <source>+1 Card
+2 Actions
+$1</source>
        <translation>+1 Karte
+2 Aktionen
+$1</translation>
    </message>
    <message>
        <source>+2 Actions
+$1
At the start of your next turn: +1 Action and +$1.</source>
        <translation>+2 Aktionen
+$1
Zu Beginn deines nächsten Zuges: +1 Aktion und +$1.</translation>
    </message>
    <message>
        <source>+1 Action
+$1
At the start of your next turn, +$1. Until then, when another player plays an Attack card, it doesn&apos;t affect you.</source>
        <translation>+1 Aktion
+$1
Zu Beginn deines nächsten Zuges: +$1. Bis dahin bist du von Angriffskarten, die deine Mitspieler ausspielen, nicht betroffen.</translation>
    </message>
    <message>
        <source>Now and at the start of your next turn: +$2.</source>
        <translation>Jetzt und zu Beginn deines nächsten Zuges: +$2.</translation>
    </message>
    <message>
        <source>Discard your hand. If you discarded any cards this way, then at the start of your next turn, +5 Cards, +1 Buy, and +1 Action.</source>
        <translation>Lege alle deine Handkarten ab. Wenn du so mindestens eine Karte abgelegt hast, erhältst du zu Beginn deines nächsten Zuges +5 Karten, +1 Kauf und +1 Aktion.</translation>
    </message>
    <message>
        <source>+3 Cards
+1 Action
Discard 3 cards.</source>
        <translation>+3 Karten
+1 Aktion
Lege 3 Karten ab.</translation>
    </message>
    <message>
        <source>Now and at the start of your next turn: +2 Cards and +1 Buy.</source>
        <translation>Jetzt und zu Beginn deines nächsten Zuges: +2 Karten und +1 Kauf.</translation>
    </message>
    <message>
        <source>$1
Reveal cards from your deck until you reveal a Treasure. Discard it or trash it. Discard the other cards.</source>
        <translation>$1
Decke so lange Karten von deinem Nachziehstapel auf, bis du eine Geldkarte aufdeckst. Lege sie ab oder entsorge sie. Lege die übrigen aufgedeckten Karten ab.</translation>
    </message>
    <message>
        <source>$1
Reveal cards from your deck until you reveal a Treasure. Discard the other cards. Play that Treasure.</source>
        <translation>$1
Decke so lange Karten von deinem Nachziehstapel auf, bis du eine Geldkarte aufdeckst. Lege die übrigen aufgedeckten Karten ab. Spiele die Geldkarte aus.</translation>
    </message>
    <message>
        <source>$2
While you have this in play, when you gain a card, you may put that card onto your deck.</source>
        <translation>$2
Solange du diese Karte im Spiel hast: Wenn du eine Karte nimmst, darfst du sie auf deinen Nachziehstapel legen.</translation>
    </message>
    <message>
        <source>Look through your discard pile, reveal any number of Copper cards from it, and put them into your hand.</source>
        <translation>Sieh deinen Ablagestapel durch, decke beliebig viele Kupfer daraus auf und nimm sie auf die Hand.</translation>
    </message>
    <message>
        <source>+$2
Each other player may discard a Curse. If they don&apos;t, they gain a Curse and a Copper.</source>
        <translation>+$2
Jeder Mitspieler darf einen Fluch ablegen. Wenn er das nicht tut, nimmt er sich einen Fluch und ein Kupfer.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2
Each other player discards down to 3 cards in hand.
While you have this in play, when you buy a card, +1 VP.</source>
        <translation>+1 Kauf
+$2
Jeder Mitspieler legt Karten ab, bis er nur noch drei Karten auf der Hand hat.
Solange du diese Karte im Spiel hast: Wenn du eine Karte kaufst, +1 VP.</translation>
    </message>
    <message>
        <source>$3
+1 Buy
The player to your left names a card. You can&apos;t buy that card this turn.</source>
        <translation>$3
+1 Kauf
Der Spieler links von dir benennt eine Karte. Du darfst diese Karte in diesem Zug nicht kaufen.</translation>
    </message>
    <message>
        <source>+$1
+1 VP
Trash a card from your hand. +1 VP per $2 it costs (round down).
Each other player may trash a card from their hand.</source>
        <translation>+$1
+1 VP
Entsorge eine Karte aus deiner Hand. +1 VP pro $2, die sie kostet (abgerundet).
Jeder Mitspieler darf eine Karte aus seiner Hand entsorgen.</translation>
    </message>
    <message>
        <source>$1
This turn, Action cards cost $2 less.</source>
        <translation>$1
In diesem Zug kosten Aktionskarten $2 weniger.</translation>
    </message>
    <message>
        <source>+3 Cards
Each other player reveals the top 3 cards of their deck, discards the Actions and Treasures, and puts the rest back in any order they choose.</source>
        <translation>+3 Karten
Jeder Mitspieler deckt die obersten 3 Karten seines Nachziehstapels auf, legt die Aktions- und Geldkarten ab und legt die übrigen in beliebiger Reihenfolge zurück.</translation>
    </message>
    <message>
        <source>Reveal your hand.
+1 Card per Treasure in it.</source>
        <translation>Decke deine Handkarten auf.
+1 Karte pro Geldkarte darunter.</translation>
    </message>
    <message>
        <source>$2
+1 Buy
This turn, when you gain an Action card, +1 VP.</source>
        <translation>$2
+1 Kauf
Wenn du in diesem Zug eine Aktionskarte nimmst: +1 VP.</translation>
    </message>
    <message>
        <source>+$2
Each other player with 5 or more cards in hand puts one onto their deck.
At the start of your turn, you may play this from your hand.</source>
        <translation>+$2
Jeder Mitspieler mit 5 oder mehr Handkarten legt eine davon auf seinen Nachziehstapel.
Zu Beginn deines Zuges darfst du diese Karte aus deiner Hand spielen.</translation>
    </message>
    <message>
        <source>$1
You may discard a Treasure to gain a card costing up to $4.</source>
        <translation>$1
Du darfst eine Geldkarte ablegen, um eine Karte zu nehmen, die bis zu $4 kostet.</translation>
    </message>
    <message>
        <source>+$2
Each other player discards a Copper (or reveals a hand with no Copper).</source>
        <translation>+$2
Jeder Mitspieler legt ein Kupfer ab (oder deckt auf, dass er kein Kupfer auf der Hand hat).</translation>
    </message>
    <message>
        <source>+1 Action
Look at the top 3 cards of your deck. Trash one of them. Discard one of them. Put the other one back on top.</source>
        <translation>+1 Aktion
Sieh dir die obersten 3 Karten deines Nachziehstapels an. Entsorge eine davon. Lege eine davon ab. Lege die andere zurück auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+1 Buy
Trash a card from your hand. +$ equal to its cost.</source>
        <translation>+1 Kauf
Entsorge eine Karte aus deiner Hand. +$ in Höhe ihrer Kosten.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
At the end of your Buy phase this turn, if you didn&apos;t gain a Victory card in it, you may put this onto your deck.</source>
        <translation>+1 Karte
+1 Aktion
+$1
Am Ende deiner Kaufphase in diesem Zug darfst du diese Karte auf deinen Nachziehstapel legen, wenn du in dieser Phase keine Punktekarte genommen hast.</translation>
    </message>
    <message>
        <source>Gain a copy of a card costing up to $6 that the player to your right gained on their last turn.</source>
        <translation>Nimm dir eine Karte, die bis zu $6 kostet und von der der Spieler rechts von dir in seinem letzten Zug ein Exemplar genommen hat.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Reveal the top card of your deck. If you have a copy of it in play, put it into your hand.</source>
        <translation>+1 Karte
+1 Aktion
Decke die oberste Karte deines Nachziehstapels auf. Wenn du eine gleiche Karte im Spiel hast, nimm sie auf die Hand.</translation>
    </message>
    <message>
        <source>Trash this and a Treasure Map from your hand. If you trashed two Treasure Maps, gain 4 Golds onto your deck.</source>
        <translation>Entsorge diese Karte und eine Schatzkarte aus deiner Hand. Wenn du zwei Schatzkarten entsorgt hast, nimm dir 4 Gold auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look at the bottom card of your deck. You may put it on top.</source>
        <translation>+1 Karte
+1 Aktion
Sieh dir die unterste Karte deines Nachziehstapels an. Du darfst sie oben auf deinen Nachziehstapel legen.</translation>
    </message>
    <message>
        <source>+$2
Look at the top 5 cards of your deck. Either discard all of them, or put them back on top of your deck in any order.</source>
        <translation>+$2
Sieh dir die obersten 5 Karten deines Nachziehstapels an. Lege entweder alle ab oder lege sie in beliebiger Reihenfolge auf deinen Nachziehstapel zurück.</translation>
    </message>
    <message>
        <source>You may reveal a Province from your hand. If you do, gain a Gold to your hand. If you don&apos;t, gain a Silver to your hand.</source>
        <translation>Du darfst eine Provinz aus deiner Hand aufdecken. Wenn du das tust, nimm dir ein Gold auf die Hand. Wenn nicht, nimm dir ein Silber auf die Hand.</translation>
    </message>
    <message>
        <source>Each other player discards the top card of their deck, then gains a Curse onto their deck.</source>
        <translation>Jeder Mitspieler legt die oberste Karte seines Nachziehstapels ab und nimmt sich dann einen Fluch auf seinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>Now and at the start of your next turn:
$1
+1 Buy</source>
        <translation>Jetzt und zu Beginn deines nächsten Zuges:
$1
+1 Kauf</translation>
    </message>
    <message>
        <source>+3 Cards
+1 Action
At the start of your next turn, discard 2 cards.</source>
        <translation>+3 Karten
+1 Aktion
Zu Beginn deines nächsten Zuges: Lege 2 Karten ab.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player gains a Curse.
At the start of your next turn, +2 Cards, then discard 2 cards.</source>
        <translation>+2 Karten
Jeder Mitspieler nimmt einen Fluch.
Zu Beginn deines nächsten Zuges: +2 Karten, lege dann 2 Karten ab.</translation>
    </message>
    <message>
        <source>Until your next turn, when the player to your right gains a card, +1 Card.
At the start of your next turn, +1 Card.</source>
        <translation>Bis zu deinem nächsten Zug: +1 Karte, wenn dein rechter Mitspieler eine Karte nimmt.
Zu Beginn deines nächsten Zuges: +1 Karte.</translation>
    </message>
    <message>
        <source>+$2
At the start of your next turn, +1 Card. Until then, each other player trashes the first Silver or Gold they play each turn.</source>
        <translation>+$2
Zu Beginn deines nächsten Zuges: +1 Karte. Bis dahin entsorgt jeder Mitspieler das erste Silber oder Gold, das er in einem Zug spielt.</translation>
    </message>
    <message>
        <source>+1 Action
Once this turn, when you gain a Duration card, you may play it.
At the start of your next turn, +$2 and you may trash a card from your hand.</source>
        <translation>+1 Aktion
Einmal in diesem Zug: Wenn du eine Dauerkarte nimmst, darfst du sie spielen.
Zu Beginn deines nächsten Zuges: +$2 und du darfst eine deiner Handkarten entsorgen.</translation>
    </message>
    <message>
        <source>Gain a card costing up to $4, setting it aside.
At the start of your next turn, put it into your hand. While it&apos;s set aside, when another player gains a copy of it on their turn, they gain a Curse.</source>
        <translation>Nimm eine Karte, die bis zu $4 kostet, direkt zur Seite.
Zu Beginn deines nächsten Zuges: Nimm sie auf die Hand. Solange sie zur Seite gelegt ist, nimmt ein Mitspieler, der in seinem Zug eine gleiche Karte nimmt, einen Fluch.</translation>
    </message>
    <message>
        <source>At the start of your next turn, gain a Treasure costing up to $6 to your hand.
When any player gains a Treasure, you may play this from your hand.</source>
        <translation>Zu Beginn deines nächsten Zuges: Nimm eine Geldkarte, die bis zu $6 kostet, auf deine Hand.
Nimmt ein Spieler eine Geldkarte, darfst du diese Karte aus deiner Hand spielen.</translation>
    </message>
    <message>
        <source>+2 Cards
Each other player with 4 or more cards in hand puts cards from his hand on top of his deck until he has 3 cards in his hand.</source>
        <translation>+2 Karten
Jeder Mitspieler, der mindestens 4 Karten auf der Hand hat, muss so lange Karten aus seiner Hand verdeckt auf seinen Nachziehstapel legen, bis er nur noch 3 Karten auf der Hand hat.</translation>
    </message>
    <message>
        <source>Reveal a card from your hand. Return up to 2 copies of it from your hand to the Supply. Then each other player gains a copy of it.</source>
        <translation>Decke eine Karte aus deiner Hand auf. Lege bis zu 2 Exemplare dieser Karte aus deiner Hand zurück in den Vorrat. Dann nimmt sich jeder Mitspieler ein Exemplar dieser Karte.</translation>
    </message>
    <message>
        <source>Choose one: Each other player reveals the top 2 cards of their deck, trashes a revealed Treasure that you choose, discards the rest, and if anyone trashed a Treasure you put a Coin token on your Pirate Ship mat; or +$1 per Coin token on your Pirate Ship mat.</source>
        <translation>Wähle eins: Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt eine aufgedeckte Geldkarte deiner Wahl und legt die übrigen ab; hat dabei jemand eine Geldkarte entsorgt, legst du einen Geldmarker auf dein Piratenschiff-Tableau. Oder: +$1 pro Geldmarker auf deinem Piratenschiff-Tableau.</translation>
    </message>
    <message>
        <source>+1 Buy
This turn, when you gain a card, you may put it onto your deck.
You may play a Treasure from your hand twice.</source>
        <translation>+1 Kauf
Wenn du in diesem Zug eine Karte nimmst, darfst du sie auf deinen Nachziehstapel legen.
Du darfst eine Geldkarte aus deiner Hand zweimal spielen.</translation>
    </message>
    <message>
        <source>$1
Look at the top card of your deck. You may trash it, discard it, or, if it&apos;s an Action or Treasure, play it.</source>
        <translation>$1
Sieh dir die oberste Karte deines Nachziehstapels an. Du darfst sie entsorgen, ablegen oder, falls es eine Aktions- oder Geldkarte ist, spielen.</translation>
    </message>
    <message>
        <source>Trash a card from your hand.
Choose one: +$1; or trash this to reveal your hand for +1 VP per differently named Treasure there.</source>
        <translation>Entsorge eine Karte aus deiner Hand.
Wähle eins: +$1; oder entsorge diese Karte, um deine Handkarten aufzudecken, für +1 VP pro Geldkarte mit unterschiedlichem Namen darunter.</translation>
    </message>
    <message>
        <source>The player to your left names a card. Gain a card costing up to $5 that hasn&apos;t been named for War Chest this turn.</source>
        <translation>Dein linker Mitspieler nennt eine Karte. Nimm eine Karte, die bis zu $5 kostet und in diesem Zug noch nicht für eine Waffenkiste genannt wurde.</translation>
    </message>
    <message>
        <source>+$3
Each other player gains a Curse.
In games using this, Curse is also a Treasure worth $1.</source>
        <translation>+$3
Jeder Mitspieler nimmt einen Fluch.
In Spielen mit dieser Karte ist Fluch auch eine Geldkarte mit dem Wert $1.</translation>
    </message>
    <message>
        <source>Reveal your hand.
+1 Card per Victory card revealed. If this is the first time you played a Crossroads this turn, +3 Actions.</source>
        <translation>Decke deine Kartenhand auf.
+1 Karte pro aufgedeckter Punktekarte. Wenn du in diesem Zug zum ersten Mal eine Wegkreuzung ausspielst: +3 Aktionen.</translation>
    </message>
    <message>
        <source>Trash a card from your hand. Gain two cards onto your deck, with one costing exactly $1 more than it, and one costing exactly $1 less than it, in either order.</source>
        <translation>Entsorge eine Handkarte. Nimm zwei Karten auf deinen Nachziehstapel, eine, die genau $1 mehr, und eine, die genau $1 weniger kostet als die entsorgte Karte, in beliebiger Reihenfolge.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
+$1
Discard a card.</source>
        <translation>+1 Karte
+1 Aktion
+$1
Lege eine Karte ab.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
This turn, you may put one of your Action cards onto your deck when you discard it from play.</source>
        <translation>+1 Karte
+1 Aktion
In diesem Zug darfst du eine deiner Aktionskarten auf deinen Nachziehstapel legen, wenn du sie aus dem Spiel ablegst.</translation>
    </message>
    <message>
        <source>You may trash a Treasure from your hand to choose one:
+2 Cards and +1 Action;
or +1 Buy and +$2.</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand entsorgen, um eins zu wählen:
+2 Karten und +1 Aktion;
oder +1 Kauf und +$2.</translation>
    </message>
    <message>
        <source>You may discard a Treasure, for +3 Cards and +1 Action.</source>
        <translation>Du darfst eine Geldkarte ablegen, für +3 Karten und +1 Aktion.</translation>
    </message>
    <message>
        <source>Gain a Silver.
Look at the top card of your deck; you may discard it.
Draw until you have 5 cards in hand.
You may trash a card from your hand that isn&apos;t a Treasure.</source>
        <translation>Nimm ein Silber.
Sieh dir die oberste Karte deines Nachziehstapels an; du darfst sie ablegen.
Ziehe, bis du 5 Karten auf der Hand hast.
Du darfst eine Handkarte entsorgen, die keine Geldkarte ist.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
Look at the top 4 cards of your deck. Discard any number of them, then put the rest back in any order.</source>
        <translation>+1 Karte
+1 Aktion
Sieh dir die obersten 4 Karten deines Nachziehstapels an. Lege beliebig viele davon ab, dann lege den Rest in beliebiger Reihenfolge zurück.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
You may discard a card to gain an Action card costing as much as it or less.</source>
        <translation>+1 Karte
+1 Aktion
Du darfst eine Karte ablegen, um eine Aktionskarte zu nehmen, die höchstens so viel kostet wie die abgelegte Karte.</translation>
    </message>
    <message>
        <source>+3 Cards
+1 Buy
Each other player draws a card, then discards down to 3 cards in hand.</source>
        <translation>+3 Karten
+1 Kauf
Jeder Mitspieler zieht eine Karte und legt dann Karten ab, bis er nur noch 3 Karten auf der Hand hat.</translation>
    </message>
    <message>
        <source>+4 Cards
Discard 2 cards, revealed. If they&apos;re both Actions, each other player gains a Curse.</source>
        <translation>+4 Karten
Lege 2 Karten aufgedeckt ab. Sind beide Aktionskarten, nimmt jeder Mitspieler einen Fluch.</translation>
    </message>
    <message>
        <source>+1 Buy
+$7
-$1 per card in your hand. (You can&apos;t go below $0.)
When you gain this, trash up to 2 cards from your hand.</source>
        <translation>+1 Kauf
+$7
-$1 pro Karte auf deiner Hand. (Du kannst nicht unter $0 fallen.)
Wenn du diese Karte nimmst, entsorge bis zu 2 Handkarten.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2
When you gain or trash this, +$2.</source>
        <translation>+1 Kauf
+$2
Wenn du diese Karte nimmst oder entsorgst: +$2.</translation>
    </message>
    <message>
        <source>$3
When you gain this, gain two Coppers.</source>
        <translation>$3
Wenn du diese Karte nimmst, nimm zwei Kupfer.</translation>
    </message>
    <message>
        <source>Worth 1 VP per 4 Victory cards you have (round down).</source>
        <translation>Wert 1 VP pro 4 Punktekarten (abgerundet) im eigenen Kartensatz.</translation>
    </message>
    <message>
        <source>2 VP
When you gain this, trash a card from your hand and gain a non-Farmland card costing exactly $2 more than it.</source>
        <translation>2 VP
Wenn du diese Karte nimmst, entsorge eine Karte aus deiner Hand und nimm eine Karte, die kein Fruchtbares Land ist und genau $2 mehr kostet als die entsorgte Karte.</translation>
    </message>
    <message>
        <source>+$2
This turn, when you gain a card, if you bought it, gain a cheaper non-Victory card.</source>
        <translation>+$2
In diesem Zug: Wenn du eine Karte nimmst, die du gekauft hast, nimm eine billigere Karte, die keine Punktekarte ist.</translation>
    </message>
    <message>
        <source>+2 Cards
+2 Actions
Discard 2 cards.
When you gain this, look through your discard pile, reveal any number of Action cards from it (which can include this), and shuffle them into your deck.</source>
        <translation>+2 Karten
+2 Aktionen
Lege 2 Karten ab.
Wenn du diese Karte nimmst, sieh deinen Ablagestapel durch, decke beliebig viele Aktionskarten daraus auf (auch diese Karte) und mische sie in deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>$2
+1 Buy
The third time you gain an Action this turn, each other player gains a Curse.</source>
        <translation>$2
+1 Kauf
Wenn du in diesem Zug zum dritten Mal eine Aktionskarte nimmst, nimmt jeder Mitspieler einen Fluch.</translation>
    </message>
    <message>
        <source>Gain a card costing less than this. Each other player discards down to 3 cards in hand.
When you gain this, if you have an Action in play, play this.</source>
        <translation>Nimm eine Karte, die weniger kostet als diese. Jeder Mitspieler legt Handkarten ab, bis er nur noch 3 Karten auf der Hand hat.
Wenn du diese Karte nimmst: Falls du eine Aktionskarte im Spiel hast, spiele diese Karte.</translation>
    </message>
    <message>
        <source>+2 Cards
If you have 5 or fewer cards in hand, +2 Cards.
When another player plays an Attack, you may play this from your hand.</source>
        <translation>+2 Karten
Wenn du 5 oder weniger Karten auf der Hand hast: +2 Karten.
Wenn ein Mitspieler eine Angriffskarte ausspielt, darfst du diese Karte aus deiner Hand spielen.</translation>
    </message>
    <message>
        <source>+1 Card
+1 Action
When you gain, trash, or discard this, other than in Clean-up, you may play it.</source>
        <translation>+1 Karte
+1 Aktion
Wenn du diese Karte nimmst, entsorgst oder ablegst, außer in der Aufräumphase, darfst du sie spielen.</translation>
    </message>
    <message>
        <source>2 VP
When you discard this other than during a Clean-up phase, you may reveal it. If you do, gain a Gold.</source>
        <translation>2 VP
Wenn du diese Karte außerhalb der Aufräumphase ablegst, darfst du sie aufdecken. Wenn du das tust, nimm ein Gold.</translation>
    </message>
    <message>
        <source>Gain two Silvers or a card costing up to $4.
When you discard this other than in Clean-up, you may play it.</source>
        <translation>Nimm zwei Silber oder eine Karte, die bis zu $4 kostet.
Wenn du diese Karte außerhalb der Aufräumphase ablegst, darfst du sie spielen.</translation>
    </message>
    <message>
        <source>+5 Cards
Discard 3 cards.
When you gain this, each other player gains a Silver.</source>
        <translation>+5 Karten
Lege 3 Karten ab.
Wenn du diese Karte nimmst, nimmt jeder Mitspieler ein Silber.</translation>
    </message>
    <message>
        <source>$1
You may gain a Copper to your hand.
When you gain this, each other player gains a Curse.</source>
        <translation>$1
Du darfst ein Kupfer auf die Hand nehmen.
Wenn du diese Karte nimmst, nimmt jeder Mitspieler einen Fluch.</translation>
    </message>
    <message>
        <source>+$3
Put a card from your hand on top of your deck.
When you gain this, put all Treasures you have in play on top of your deck in any order.</source>
        <translation>+$3
Lege eine Karte aus deiner Hand auf deinen Nachziehstapel.
Wenn du diese Karte nimmst, lege alle Geldkarten, die du im Spiel hast, in beliebiger Reihenfolge auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+$1
Each other player reveals the top 2 cards of their deck, trashes a revealed Silver or Gold you choose, discards the rest, and gains a Copper if they didn&apos;t reveal a Treasure. You gain the trashed cards.
When you buy this, do its attack.</source>
        <translation>+$1
Jeder Mitspieler deckt die obersten 2 Karten seines Nachziehstapels auf, entsorgt ein aufgedecktes Silber oder Gold deiner Wahl, legt den Rest ab und nimmt ein Kupfer, falls er keine Geldkarte aufgedeckt hat. Du nimmst die entsorgten Karten.
Wenn du diese Karte kaufst, führe ihren Angriff aus.</translation>
    </message>
    <message>
        <source>+1 Buy
+$2
When you gain this, put it on top of your deck.</source>
        <translation>+1 Kauf
+$2
Wenn du diese Karte nimmst, lege sie auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>+$2
Each player (including you) looks at the top card of their deck, and discards it or puts it back.
In games using this, when you gain a Duchy, you may gain a Duchess.</source>
        <translation>+$2
Jeder Spieler (auch du selbst) sieht sich die oberste Karte seines Nachziehstapels an und legt sie entweder ab oder zurück auf seinen Nachziehstapel.
In Spielen mit dieser Karte gilt: Wenn du ein Herzogtum nimmst, darfst du dir eine Herzogin nehmen.</translation>
    </message>
    <message>
        <source>Each player (including you) reveals the top 2 cards of their deck, and you choose one: either they discard them, or they put them back on top in an order they choose.
+2 Cards</source>
        <translation>Jeder Spieler (auch du selbst) deckt die obersten 2 Karten seines Nachziehstapels auf. Du wählst: Entweder legt er beide ab, oder er legt sie in beliebiger Reihenfolge zurück auf seinen Nachziehstapel.
+2 Karten</translation>
    </message>
    <message>
        <source>$2
While this is in play, when you buy a Victory card, gain a Gold.</source>
        <translation>$2
Wenn diese Karte im Spiel ist und du eine Punktekarte kaufst: Nimm dir ein Gold.</translation>
    </message>
    <message>
        <source>You may reveal a Treasure from your hand. Gain a copy of it.
When you buy this, trash all Treasures you have in play.</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand aufdecken. Nimm dir eine Karte mit demselben Namen.
Wenn du diese Karte kaufst, entsorge alle Geldkarten, die du im Spiel hast.</translation>
    </message>
    <message>
        <source>$1
While this is in play, Action cards cost $2 less, but not less than $0.</source>
        <translation>$1
Wenn diese Karte im Spiel ist, kosten Aktionskarten $2 weniger, niemals jedoch weniger als $0.</translation>
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
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Way</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Shelter</source>
        <translation>Unterschlupf</translation>
    </message>
    <message>
        <source>Heirloom</source>
        <translation>Erbstück</translation>
    </message>
    <message>
        <source>Looter</source>
        <translation>Plündern</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruine</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Schloss</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Kostbarkeit</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The deck-building card game Dominion.</source>
        <translation>Das Deckbau-Kartenspiel Dominion.</translation>
    </message>
    <message>
        <source>Play a game between AI players on screen.</source>
        <translation>Eine Partie zwischen Computerspielern auf dem Bildschirm zeigen.</translation>
    </message>
    <message>
        <source>Set up the --demo game with this seed (a whole number).</source>
        <translation>Die Partie von --demo mit diesem Startwert (einer ganzen Zahl) aufbauen.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>The number of AI players besides the one whose hand is shown (1 to 5).</source>
        <translation>Die Anzahl der Computerspieler außer dem, dessen Hand gezeigt wird (1 bis 5).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Save the window as an image (PNG) to FILE, then quit.</source>
        <translation>Das Fenster als Bild (PNG) in DATEI speichern, dann beenden.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>With --screenshot: wait until N moves were shown, or the game is over.</source>
        <translation>Mit --screenshot: warten, bis N Spielzüge gezeigt wurden oder das Spiel vorbei ist.</translation>
    </message>
    <message>
        <source>Go on with the last game, where it was left.</source>
        <translation>Das letzte Spiel dort fortsetzen, wo es unterbrochen wurde.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--continue and --demo exclude each other</source>
        <translation>--continue und --demo schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>--seed needs a whole number, not &quot;%1&quot;</source>
        <translation>--seed braucht eine ganze Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>--seed goes with --demo</source>
        <translation>--seed setzt --demo voraus</translation>
    </message>
    <message>
        <source>--opponents needs a number from 1 to 5</source>
        <translation>--opponents braucht eine Zahl von 1 bis 5</translation>
    </message>
    <message>
        <source>--opponents goes with --demo</source>
        <translation>--opponents setzt --demo voraus</translation>
    </message>
    <message>
        <source>--screenshot needs a file name</source>
        <translation>--screenshot braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>--after-moves needs a number of moves (0 or more)</source>
        <translation>--after-moves braucht eine Anzahl von Spielzügen (0 oder mehr)</translation>
    </message>
    <message>
        <source>--after-moves goes with --screenshot</source>
        <translation>--after-moves setzt --screenshot voraus</translation>
    </message>
    <message>
        <source>The demo&apos;s 10 Kingdom cards, separated by commas (English, German or French names).</source>
        <translation>Die 10 Königreichkarten der Demo, durch Kommas getrennt (englische, deutsche oder französische Namen).</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>karten</translation>
    </message>
    <message>
        <source>--kingdom goes with --demo</source>
        <translation>--kingdom setzt --demo voraus</translation>
    </message>
    <message>
        <source>--kingdom: &quot;%1&quot; is not a Kingdom card</source>
        <translation>--kingdom: „%1“ ist keine Königreichkarte</translation>
    </message>
    <message>
        <source>--kingdom: &quot;%1&quot; is not a Kingdom card (did you mean %2?)</source>
        <translation>--kingdom: „%1“ ist keine Königreichkarte (meintest du %2?)</translation>
    </message>
    <message>
        <source>--kingdom needs 10 different Kingdom cards, not %1</source>
        <translation>--kingdom braucht 10 verschiedene Königreichkarten, nicht %1</translation>
    </message>
    <message>
        <source>The demo&apos;s cards that changed in 2022 (Hoard, Mint, Quarry) play their earlier text.</source>
        <translation>Die Karten der Vorführung, die sich 2022 geändert haben (Hort, Münzer, Steinbruch), gelten mit ihrem früheren Text.</translation>
    </message>
    <message>
        <source>--earlier-versions goes with --demo</source>
        <translation>--earlier-versions setzt --demo voraus</translation>
    </message>
</context>
<context>
    <name>CounterBadges</name>
    <message>
        <source>VP tokens</source>
        <translation>Siegpunktmarker</translation>
    </message>
    <message>
        <source>Coffers</source>
        <translation>Taler</translation>
    </message>
    <message>
        <source>Villagers</source>
        <translation>Dorfbewohner</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Schulden</translation>
    </message>
    <message>
        <source>Favors</source>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>Pirate Ship</source>
        <translation>Piratenschiff</translation>
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
        <translation>+1 Aktion (V)</translation>
    </message>
    <message>
        <source>pay $1 (D)</source>
        <extracomment>On the Debt badge: a click (or the key D) pays off one Debt with $1</extracomment>
        <translation>$1 tilgen (D)</translation>
    </message>
</context>
<context>
    <name>DecisionModel</name>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Call</source>
        <extracomment>Calling a Reserve card from the Tavern mat (Coin of the Realm)</extracomment>
        <translation>Aufrufen</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <extracomment>Leaving a Reserve card on the Tavern mat</extracomment>
        <translation>Nicht aufrufen</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Choose a pile</source>
        <translation>Wähle einen Stapel</translation>
    </message>
    <message>
        <source>Choose %1 to %2 cards</source>
        <translation>Wähle %1 bis %2 Karten</translation>
    </message>
    <message>
        <source>%1 — %2 selected</source>
        <translation>%1 — %2 gewählt</translation>
    </message>
    <message>
        <source>Click the cards in your hand in order.</source>
        <translation>Klicke die Karten auf deiner Hand der Reihe nach an.</translation>
    </message>
    <message>
        <source>Click the cards in your hand.</source>
        <translation>Klicke die Karten auf deiner Hand an.</translation>
    </message>
    <message>
        <source>Click a highlighted pile in the Supply.</source>
        <translation>Klicke einen hervorgehobenen Stapel im Vorrat an.</translation>
    </message>
    <message>
        <source>Click the cards in order; drag the chosen ones to reorder them.</source>
        <translation>Klicke die Karten der Reihe nach an; ziehe die gewählten, um ihre Reihenfolge zu ändern.</translation>
    </message>
    <message>
        <source>Search a card…</source>
        <translation>Karte suchen…</translation>
    </message>
    <message>
        <source>Choose nothing</source>
        <translation>Nichts wählen</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n card(s)</source>
        <translation>
            <numerusform>Wähle %n Karte</numerusform>
            <numerusform>Wähle %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n card(s)</source>
        <extracomment>At most %n cards, none required</extracomment>
        <translation>
            <numerusform>Du darfst %n Karte wählen</numerusform>
            <numerusform>Wähle bis zu %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DurationNote</name>
    <message>
        <source>+1 Card</source>
        <translation>+1 Karte</translation>
    </message>
    <message>
        <source>card to hand</source>
        <translation>Karte auf die Hand</translation>
    </message>
    <message>
        <source>extra turn</source>
        <translation>zusätzlicher Zug</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>A Duration in play whose effects are over: it leaves play at Clean-up</extracomment>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>see the card</source>
        <translation>siehe Karte</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <extracomment>%1 is what a Duration will do, %2 how many times (played by Throne Room)</extracomment>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <extracomment>A Duration whose effect is resolving at the start of this turn</extracomment>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>Next turn: %1</source>
        <extracomment>A Duration that will do something at the start of its owner&apos;s next turn</extracomment>
        <translation>Nächster Zug: %1</translation>
    </message>
    <message>
        <source>+$1, +1 Buy</source>
        <translation>+$1, +1 Kauf</translation>
    </message>
    <message>
        <source>+1 Action, +$1</source>
        <translation>+1 Aktion, +$1</translation>
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
        <translation>Geldkarte nehmen</translation>
    </message>
    <message>
        <source>+$2, may trash</source>
        <translation>+$2, entsorgen möglich</translation>
    </message>
    <message>
        <source>+2 Cards, discard 2</source>
        <translation>+2 Karten, 2 ablegen</translation>
    </message>
    <message>
        <source>+5 Cards, +1 Buy, +1 Action</source>
        <translation>+5 Karten, +1 Kauf, +1 Aktion</translation>
    </message>
    <message>
        <source>discard 2</source>
        <translation>2 ablegen</translation>
    </message>
    <message>
        <source>+2 Cards, +1 Buy</source>
        <translation>+2 Karten, +1 Kauf</translation>
    </message>
    <message>
        <source>+1 Buy, +$3</source>
        <translation>+1 Kauf, +$3</translation>
    </message>
    <message>
        <source>+2 Cards</source>
        <translation>+2 Karten</translation>
    </message>
    <message>
        <source>to the bottom of the deck</source>
        <translation>unter den Nachziehstapel</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>Reveal a Reaction?</source>
        <translation>Eine Reaktion aufdecken?</translation>
    </message>
    <message>
        <source>Discard any number of cards, then draw that many</source>
        <translation>Lege beliebig viele Karten ab und ziehe dann ebenso viele nach</translation>
    </message>
    <message>
        <source>Trash up to %1 cards from your hand</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Entsorge bis zu %1 Karten aus deiner Hand</translation>
    </message>
    <message>
        <source>You may put a card from your discard pile onto your deck</source>
        <translation>Du darfst eine Karte aus deinem Ablagestapel auf deinen Nachziehstapel legen</translation>
    </message>
    <message>
        <source>You may play the discarded Action card</source>
        <translation>Du darfst die abgelegte Aktionskarte ausspielen</translation>
    </message>
    <message>
        <source>Gain a card costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Nimm eine Karte, die bis zu $%1 kostet</translation>
    </message>
    <message>
        <source>Reveal a Victory card and put it onto your deck</source>
        <translation>Decke eine Punktekarte auf und lege sie auf deinen Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard down to %1 cards in hand</source>
        <extracomment>%1 is the number of cards to keep</extracomment>
        <translation>Lege Karten ab, bis du nur noch %1 Karten auf der Hand hast</translation>
    </message>
    <message>
        <source>You may trash a Copper from your hand for +$3</source>
        <translation>Du darfst ein Kupfer aus deiner Hand entsorgen: +$3</translation>
    </message>
    <message>
        <source>Discard a card per empty Supply pile</source>
        <translation>Lege pro leerem Vorratsstapel eine Karte ab</translation>
    </message>
    <message>
        <source>Trash a card from your hand</source>
        <translation>Entsorge eine Karte aus deiner Hand</translation>
    </message>
    <message>
        <source>Gain a card costing up to $%1 more than the trashed card</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Nimm eine Karte, die bis zu $%1 mehr kostet als die entsorgte Karte</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand twice</source>
        <translation>Du darfst eine Aktionskarte aus deiner Hand zweimal ausspielen</translation>
    </message>
    <message>
        <source>Trash a revealed Treasure other than Copper</source>
        <translation>Entsorge eine aufgedeckte Geldkarte außer Kupfer</translation>
    </message>
    <message>
        <source>You may set aside this Action card</source>
        <translation>Du darfst diese Aktionskarte zur Seite legen</translation>
    </message>
    <message>
        <source>You may trash a Treasure from your hand</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand entsorgen</translation>
    </message>
    <message>
        <source>Gain a Treasure to your hand costing up to $%1 more than the trashed one</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Nimm eine Geldkarte auf die Hand, die bis zu $%1 mehr kostet als die entsorgte</translation>
    </message>
    <message>
        <source>Return up to 2 copies of %1 from your hand to the Supply</source>
        <extracomment>%1 is a card&apos;s name (Ambassador)</extracomment>
        <translation>Lege bis zu 2 Exemplare von %1 aus deiner Hand zurück in den Vorrat</translation>
    </message>
    <message>
        <source>Trash any number of these cards</source>
        <translation>Entsorge beliebig viele dieser Karten</translation>
    </message>
    <message>
        <source>Discard any number of these cards</source>
        <translation>Lege beliebig viele dieser Karten ab</translation>
    </message>
    <message>
        <source>Put these cards back in any order (the first one on top)</source>
        <translation>Lege diese Karten in beliebiger Reihenfolge zurück (die erste nach oben)</translation>
    </message>
    <message>
        <source>Gain a card to your hand costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Nimm eine Karte auf die Hand, die bis zu $%1 kostet</translation>
    </message>
    <message>
        <source>Put a card from your hand onto your deck</source>
        <translation>Lege eine Karte aus deiner Hand auf deinen Nachziehstapel</translation>
    </message>
    <message>
        <source>You may put your deck into your discard pile</source>
        <translation>Du darfst deinen Nachziehstapel auf deinen Ablagestapel legen</translation>
    </message>
    <message>
        <source>Discard the revealed card or put it back</source>
        <translation>Lege die aufgedeckte Karte ab oder lege sie zurück</translation>
    </message>
    <message>
        <source>Choose a revealed Treasure for them to trash</source>
        <translation>Wähle eine aufgedeckte Geldkarte, die der Spieler entsorgen muss</translation>
    </message>
    <message>
        <source>You may gain any of the trashed Treasures</source>
        <translation>Du darfst beliebig viele der entsorgten Geldkarten nehmen</translation>
    </message>
    <message>
        <source>Choose one</source>
        <translation>Wähle eins</translation>
    </message>
    <message>
        <source>Trash an Action card from the Supply</source>
        <translation>Eine Aktionskarte aus dem Vorrat entsorgen</translation>
    </message>
    <message>
        <source>Gain an Action card from the trash</source>
        <translation>Eine Aktionskarte aus dem Müll nehmen</translation>
    </message>
    <message>
        <source>Choose two</source>
        <translation>Wähle zwei verschiedene</translation>
    </message>
    <message>
        <source>Pass a card to the next player to your left with cards in hand</source>
        <translation>Gib eine Karte an den nächsten Spieler links von dir weiter, der Karten auf der Hand hat</translation>
    </message>
    <message>
        <source>You may trash a card from your hand</source>
        <translation>Du darfst eine Karte aus deiner Hand entsorgen</translation>
    </message>
    <message>
        <source>Trash %1 cards from your hand</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Entsorge %1 Karten aus deiner Hand</translation>
    </message>
    <message>
        <source>Choose a card with the same cost for them to gain</source>
        <translation>Wähle eine Karte mit denselben Kosten, die der Spieler nehmen muss</translation>
    </message>
    <message>
        <source>Name a card</source>
        <translation>Benenne eine Karte</translation>
    </message>
    <message>
        <source>You may discard an Estate for +$4</source>
        <translation>Du darfst ein Anwesen ablegen: +$4</translation>
    </message>
    <message>
        <source>Discard %1 cards</source>
        <extracomment>A question; %1 is a number of cards</extracomment>
        <translation>Lege %1 Karten ab</translation>
    </message>
    <message>
        <source>You may discard 2 cards for +$2</source>
        <translation>Du darfst 2 Karten ablegen: +$2</translation>
    </message>
    <message>
        <source>You may trash this for +$2</source>
        <translation>Du darfst diese Karte entsorgen: +$2</translation>
    </message>
    <message>
        <source>Put a card from your hand anywhere in your deck</source>
        <translation>Lege eine Karte aus deiner Hand an eine beliebige Stelle in deinen Nachziehstapel</translation>
    </message>
    <message>
        <source>Choose where to put it in your deck</source>
        <translation>Wähle, an welche Stelle deines Nachziehstapels sie kommt</translation>
    </message>
    <message>
        <source>Reveal a card from your hand</source>
        <translation>Decke eine Karte aus deiner Hand auf</translation>
    </message>
    <message>
        <source>Choose %1 different bonuses</source>
        <extracomment>%1 is the number of types of the revealed card, 2 or more</extracomment>
        <translation>Wähle %1 verschiedene Boni</translation>
    </message>
    <message>
        <source>Gain a card costing exactly $%1 more</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Nimm eine Karte, die genau $%1 mehr kostet</translation>
    </message>
    <message>
        <source>Discard any number of cards for +$1 each</source>
        <translation>Lege beliebig viele Karten ab: +$1 pro Karte</translation>
    </message>
    <message>
        <source>Put %1 cards from your hand onto your deck (the first one on top)</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Lege %1 Karten aus deiner Hand auf deinen Nachziehstapel (die erste nach oben)</translation>
    </message>
    <message>
        <source>You may gain a card costing up to $%1 less than the trashed card</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Du darfst eine Karte nehmen, die bis zu $%1 weniger kostet als die entsorgte Karte</translation>
    </message>
    <message>
        <source>Put deck into discard pile</source>
        <translation>Nachziehstapel auf den Ablagestapel legen</translation>
    </message>
    <message>
        <source>Keep deck</source>
        <translation>Nachziehstapel behalten</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Put back</source>
        <translation>Zurücklegen</translation>
    </message>
    <message>
        <source>+1 Card</source>
        <translation>+1 Karte</translation>
    </message>
    <message>
        <source>+%1 Cards</source>
        <extracomment>%1 is a number of cards, 2 or more</extracomment>
        <translation>+%1 Karten</translation>
    </message>
    <message>
        <source>+1 Action</source>
        <translation>+1 Aktion</translation>
    </message>
    <message>
        <source>+%1 Actions</source>
        <extracomment>%1 is a number of Actions, 2 or more</extracomment>
        <translation>+%1 Aktionen</translation>
    </message>
    <message>
        <source>+1 Buy</source>
        <translation>+1 Kauf</translation>
    </message>
    <message>
        <source>+$%1</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>+$%1</translation>
    </message>
    <message>
        <source>Trash %1 cards</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>%1 Karten entsorgen</translation>
    </message>
    <message>
        <source>Discard 2 cards for +$2</source>
        <translation>2 Karten ablegen: +$2</translation>
    </message>
    <message>
        <source>Don&apos;t discard</source>
        <translation>Nicht ablegen</translation>
    </message>
    <message>
        <source>Trash this for +$2</source>
        <translation>Diese Karte entsorgen: +$2</translation>
    </message>
    <message>
        <source>Don&apos;t trash</source>
        <translation>Nicht entsorgen</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Ganz oben</translation>
    </message>
    <message>
        <source>%1 from top</source>
        <extracomment>A place in the deck: %1 is a number from 2 up, the English text says &quot;2nd from top&quot;, &quot;3rd from top&quot; ...</extracomment>
        <translation>%1. von oben</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Ganz unten</translation>
    </message>
    <message>
        <source>Gain a Gold</source>
        <translation>Ein Gold nehmen</translation>
    </message>
    <message>
        <source>Each other player reveals 2 cards and trashes a Treasure you choose</source>
        <translation>Jeder Mitspieler deckt 2 Karten auf und entsorgt eine Geldkarte deiner Wahl</translation>
    </message>
    <message>
        <source>Discard your hand and draw 4</source>
        <translation>Handkarten ablegen und 4 Karten ziehen</translation>
    </message>
    <message>
        <source>Discard %1 cards</source>
        <comment>option</comment>
        <extracomment>An option, not a question: %1 is a number of cards</extracomment>
        <translation>%1 Karten ablegen</translation>
    </message>
    <message>
        <source>Gain a Curse to your hand</source>
        <translation>Einen Fluch auf die Hand nehmen</translation>
    </message>
    <message>
        <source>Set aside a card from your hand face down</source>
        <translation>Lege eine Karte aus deiner Hand verdeckt beiseite</translation>
    </message>
    <message>
        <source>Put a card from your hand onto your Island mat</source>
        <translation>Lege eine Karte aus deiner Hand auf dein Insel-Tableau</translation>
    </message>
    <message>
        <source>Add an Embargo token to a Supply pile</source>
        <translation>Lege einen Embargomarker auf einen Vorratsstapel</translation>
    </message>
    <message>
        <source>Choose the next start-of-turn effect to resolve</source>
        <translation>Wähle den nächsten Effekt zu Beginn des Zuges</translation>
    </message>
    <message>
        <source>Put the top card of your deck on your mat</source>
        <translation>Die oberste Karte deines Nachziehstapels auf dein Tableau legen</translation>
    </message>
    <message>
        <source>Put all the cards from your mat into your hand</source>
        <translation>Alle Karten von deinem Tableau auf die Hand nehmen</translation>
    </message>
    <message>
        <source>Choose the next ability to resolve</source>
        <translation>Wähle die nächste Fähigkeit, die ausgeführt wird</translation>
    </message>
    <message>
        <source>Reveal %1?</source>
        <translation>%1 aufdecken?</translation>
    </message>
    <message>
        <source>Trash the gained %1 or put it onto your deck</source>
        <translation>Die genommene Karte (%1) entsorgen oder auf deinen Nachziehstapel legen</translation>
    </message>
    <message>
        <source>Trash %1 to gain a Gold onto your deck?</source>
        <translation>%1 entsorgen, um ein Gold auf deinen Nachziehstapel zu nehmen?</translation>
    </message>
    <message>
        <source>Reveal %1 to exchange the gained card for a Silver?</source>
        <translation>%1 aufdecken, um die genommene Karte gegen ein Silber einzutauschen?</translation>
    </message>
    <message>
        <source>Gain a card costing less than %1</source>
        <translation>Nimm dir eine Karte, die weniger kostet als %1</translation>
    </message>
    <message>
        <source>Trash the gained card</source>
        <translation>Die genommene Karte entsorgen</translation>
    </message>
    <message>
        <source>Put it onto your deck</source>
        <translation>Auf den Nachziehstapel legen</translation>
    </message>
    <message>
        <source>Reveal a Bane card (%1) or gain a Curse</source>
        <translation>Decke eine Bannkarte (%1) auf oder nimm dir einen Fluch</translation>
    </message>
    <message>
        <source>You may trash %1</source>
        <translation>Du darfst %1 entsorgen</translation>
    </message>
    <message>
        <source>Call %1?</source>
        <translation>%1 aufrufen?</translation>
    </message>
    <message>
        <source>You may play a %1 from your hand</source>
        <extracomment>%1 is a card name (Cultist)</extracomment>
        <translation>Du darfst eine Karte %1 aus deiner Hand ausspielen</translation>
    </message>
    <message>
        <source>Discard the cards you looked at or put them back in any order</source>
        <translation>Lege die angesehenen Karten ab oder lege sie in beliebiger Reihenfolge zurück</translation>
    </message>
    <message>
        <source>Trash a revealed card costing from $3 to $6</source>
        <translation>Entsorge eine aufgedeckte Karte, die zwischen $3 und $6 kostet</translation>
    </message>
    <message>
        <source>You may gain a card costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Du darfst dir eine Karte nehmen, die bis zu $%1 kostet</translation>
    </message>
    <message>
        <source>Reveal a Province?</source>
        <translation>Eine Provinz aufdecken?</translation>
    </message>
    <message>
        <source>Gain a Prize or a Duchy onto your deck</source>
        <translation>Nimm einen Preis oder ein Herzogtum auf deinen Nachziehstapel</translation>
    </message>
    <message>
        <source>Gain %1 Silvers and put your deck into your discard pile</source>
        <extracomment>%1 is a number of Silvers (Trusty Steed: 4)</extracomment>
        <translation>%1 Silber nehmen und den Nachziehstapel auf den Ablagestapel legen</translation>
    </message>
    <message>
        <source>Trash this or a Castle from your hand</source>
        <translation>Entsorge diese Karte oder ein Schloss aus deiner Hand</translation>
    </message>
    <message>
        <source>Discard any number of Victory cards for +$2 each</source>
        <translation>Lege beliebig viele Punktekarten ab, für je +$2</translation>
    </message>
    <message>
        <source>Gain a Duchy</source>
        <translation>Ein Herzogtum nehmen</translation>
    </message>
    <message>
        <source>You may play an Action card from your hand three times</source>
        <translation>Du darfst eine Aktionskarte aus deiner Hand dreimal ausspielen</translation>
    </message>
    <message>
        <source>Gain a card costing exactly $%1</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>Nimm eine Karte, die genau $%1 kostet</translation>
    </message>
    <message>
        <source>You may reveal a Treasure from your hand to gain a copy of it</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand aufdecken, um eine Karte mit demselben Namen zu nehmen</translation>
    </message>
    <message>
        <source>You may discard 2 cards to draw a card</source>
        <translation>Du darfst 2 Karten ablegen, um 1 Karte zu ziehen</translation>
    </message>
    <message>
        <source>Gain %1 Estates</source>
        <extracomment>%1 is a number of Estates (Sprawling Castle: 3)</extracomment>
        <translation>%1 Anwesen nehmen</translation>
    </message>
    <message>
        <source>You may play an Action from your hand</source>
        <translation>Du darfst eine Aktionskarte aus deiner Hand ausspielen</translation>
    </message>
    <message>
        <source>Put the gained %1 onto your deck?</source>
        <extracomment>%1 is the name of the card gained</extracomment>
        <translation>Die genommene Karte %1 auf deinen Nachziehstapel legen?</translation>
    </message>
    <message>
        <source>Play an Action or Treasure from your discard pile, or none for +1 Buy and +$3</source>
        <translation>Spiele eine Aktions- oder Geldkarte aus deinem Ablagestapel, oder keine für +1 Kauf und +$3</translation>
    </message>
    <message>
        <source>You may set aside a card from your hand face down until the end of the turn</source>
        <translation>Du darfst eine Handkarte bis zum Ende des Zuges verdeckt zur Seite legen</translation>
    </message>
    <message>
        <source>You may play the card you gained</source>
        <translation>Du darfst die genommene Karte spielen</translation>
    </message>
    <message>
        <source>%1: +1 Buy and +$3 now or at the start of your next turn?</source>
        <extracomment>%1 is a card name (Amphora)</extracomment>
        <translation>%1: +1 Kauf und +$3 jetzt oder zu Beginn deines nächsten Zuges?</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>At the start of your next turn</source>
        <translation>Zu Beginn deines nächsten Zuges</translation>
    </message>
    <message>
        <source>Discard or trash the revealed %1</source>
        <extracomment>%1 is a card&apos;s name</extracomment>
        <translation>Lege die aufgedeckte Karte (%1) ab oder entsorge sie</translation>
    </message>
    <message>
        <source>Reveal any number of Coppers from your discard pile and put them into your hand</source>
        <translation>Decke beliebig viele Kupfer aus deinem Ablagestapel auf und nimm sie auf die Hand</translation>
    </message>
    <message>
        <source>You may discard a Curse; if you don&apos;t, you gain a Curse and a Copper</source>
        <translation>Du darfst einen Fluch ablegen; wenn nicht, nimmst du dir einen Fluch und ein Kupfer</translation>
    </message>
    <message>
        <source>Name a card the player to your right can&apos;t buy this turn</source>
        <translation>Benenne eine Karte, die der Spieler rechts von dir in diesem Zug nicht kaufen darf</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Entsorgen</translation>
    </message>
    <message>
        <source>You may discard a Treasure to gain a card costing up to $%1</source>
        <translation>Du darfst eine Geldkarte ablegen, um eine Karte zu nehmen, die bis zu $%1 kostet</translation>
    </message>
    <message>
        <source>Trash one of these cards</source>
        <translation>Entsorge eine dieser Karten</translation>
    </message>
    <message>
        <source>Discard one of these cards</source>
        <translation>Lege eine dieser Karten ab</translation>
    </message>
    <message>
        <source>Put %1 onto your deck?</source>
        <extracomment>%1 is the name of a card (Treasury in play, the bottom card of the deck for Pearl Diver)</extracomment>
        <translation>%1 auf deinen Nachziehstapel legen?</translation>
    </message>
    <message>
        <source>Gain a Treasure to your hand costing up to $%1</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Nimm eine Geldkarte auf die Hand, die bis zu $%1 kostet</translation>
    </message>
    <message>
        <source>You may play a Treasure from your hand twice</source>
        <translation>Du darfst eine Geldkarte aus deiner Hand zweimal spielen</translation>
    </message>
    <message>
        <source>Choose what to do with %1, the top card of your deck</source>
        <extracomment>%1 is a card&apos;s name (Crystal Ball)</extracomment>
        <translation>Wähle, was mit %1, der obersten Karte deines Nachziehstapels, geschieht</translation>
    </message>
    <message>
        <source>Name a card the player to your right can&apos;t gain with War Chest</source>
        <translation>Nenne eine Karte, die dein rechter Mitspieler nicht mit der Waffenkiste nehmen darf</translation>
    </message>
    <message>
        <source>Gain a card costing up to $%1 not named for War Chest this turn</source>
        <extracomment>$%1 is a cost in coins</extracomment>
        <translation>Nimm eine Karte, die bis zu $%1 kostet und in diesem Zug nicht für eine Waffenkiste genannt wurde</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Trash this to reveal your hand for +1 VP per differently named Treasure</source>
        <translation>Diese Karte entsorgen, Handkarten aufdecken: +1 VP pro Geldkarte mit unterschiedlichem Namen</translation>
    </message>
    <message>
        <source>Gain a card costing exactly $1 more or $1 less than %1 onto your deck</source>
        <extracomment>%1 is the name of the trashed card (Develop)</extracomment>
        <translation>Nimm eine Karte auf deinen Nachziehstapel, die genau $1 mehr oder $1 weniger kostet als %1</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Lege eine Karte ab</translation>
    </message>
    <message>
        <source>You may choose an Action card in play to put onto your deck when you discard it</source>
        <translation>Du darfst eine Aktionskarte im Spiel wählen, die beim Ablegen auf deinen Nachziehstapel kommt</translation>
    </message>
    <message>
        <source>You may discard a Treasure for +3 Cards and +1 Action</source>
        <translation>Du darfst eine Geldkarte ablegen, für +3 Karten und +1 Aktion</translation>
    </message>
    <message>
        <source>You may trash a card from your hand that isn&apos;t a Treasure</source>
        <translation>Du darfst eine Handkarte entsorgen, die keine Geldkarte ist</translation>
    </message>
    <message>
        <source>You may discard a card to gain an Action card costing as much as it or less</source>
        <translation>Du darfst eine Karte ablegen, um eine Aktionskarte zu nehmen, die höchstens so viel kostet</translation>
    </message>
    <message>
        <source>Gain an Action card costing as much as %1 or less</source>
        <extracomment>%1 is the name of the discarded card (Wheelwright)</extracomment>
        <translation>Nimm eine Aktionskarte, die höchstens so viel kostet wie %1</translation>
    </message>
    <message>
        <source>Discard %1 cards, revealed</source>
        <extracomment>%1 is a number of cards</extracomment>
        <translation>Lege %1 Karten aufgedeckt ab</translation>
    </message>
    <message>
        <source>+%1 Cards and +1 Action</source>
        <extracomment>%1 is a number of cards, 2 or more</extracomment>
        <translation>+%1 Karten und +1 Aktion</translation>
    </message>
    <message>
        <source>+$%1 and +1 Buy</source>
        <extracomment>$%1 is an amount of coins</extracomment>
        <translation>+$%1 und +1 Kauf</translation>
    </message>
    <message>
        <source>Gain a non-Victory card costing less than %1</source>
        <extracomment>%1 is the name of the card gained (Haggler)</extracomment>
        <translation>Nimm eine Karte, die keine Punktekarte ist und weniger kostet als %1</translation>
    </message>
    <message>
        <source>Reveal any number of Action cards from your discard pile to shuffle into your deck</source>
        <translation>Decke beliebig viele Aktionskarten aus deinem Ablagestapel auf, um sie in deinen Nachziehstapel zu mischen</translation>
    </message>
    <message>
        <source>Play %1?</source>
        <extracomment>%1 is a card&apos;s name (Trail, Weaver: a card that may play itself)</extracomment>
        <translation>%1 spielen?</translation>
    </message>
    <message>
        <source>You may gain a Copper to your hand</source>
        <translation>Du darfst ein Kupfer auf die Hand nehmen</translation>
    </message>
    <message>
        <source>Choose a revealed Silver or Gold to trash (you gain it)</source>
        <translation>Wähle ein aufgedecktes Silber oder Gold zum Entsorgen (du nimmst es)</translation>
    </message>
    <message>
        <source>You may gain a %1</source>
        <extracomment>%1 is the name of the card that may be gained (Duchess, when a Duchy is gained)</extracomment>
        <translation>Du darfst eine Karte %1 nehmen</translation>
    </message>
    <message>
        <source>Discard the revealed cards or put them back</source>
        <extracomment>Oracle: the player revealed two cards, the player who played Oracle chooses</extracomment>
        <translation>Lege die aufgedeckten Karten ab oder lege sie zurück</translation>
    </message>
    <message>
        <source>Gain two Silvers</source>
        <translation>Nimm zwei Silber</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>You shuffle your deck.</source>
        <translation>Du mischst deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>%1 shuffles their deck.</source>
        <translation>%1 mischt den Nachziehstapel.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>+$%1</source>
        <translation>+$%1</translation>
    </message>
    <message>
        <source>You play %1 again.</source>
        <translation>Du spielst %1 noch einmal aus.</translation>
    </message>
    <message>
        <source>%1 plays %2 again.</source>
        <translation>%1 spielt %2 noch einmal aus.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Du spielst %1 aus.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2 aus.</translation>
    </message>
    <message>
        <source>You play %1 again and draw %2.</source>
        <translation>Du spielst %1 noch einmal aus und ziehst %2.</translation>
    </message>
    <message>
        <source>You play %1 and draw %2.</source>
        <translation>Du spielst %1 aus und ziehst %2.</translation>
    </message>
    <message>
        <source>You gain %1 into your hand.</source>
        <translation>Du nimmst %1 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 gains %2 into their hand.</source>
        <translation>%1 nimmt %2 auf die Hand.</translation>
    </message>
    <message>
        <source>You gain %1 onto your deck.</source>
        <translation>Du nimmst %1 auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>%1 gains %2 onto their deck.</source>
        <translation>%1 nimmt %2 auf den Nachziehstapel.</translation>
    </message>
    <message>
        <source>You gain %1.</source>
        <translation>Du nimmst dir %1.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 nimmt sich %2.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>dich</translation>
    </message>
    <message>
        <source>— Turn %1: %2 —</source>
        <translation>— Zug %1: %2 —</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>You buy %1.</source>
        <translation>Du kaufst %1.</translation>
    </message>
    <message>
        <source>%1 buys %2.</source>
        <translation>%1 kauft %2.</translation>
    </message>
    <message>
        <source>You trash %1.</source>
        <translation>Du entsorgst %1.</translation>
    </message>
    <message>
        <source>%1 trashes %2.</source>
        <translation>%1 entsorgt %2.</translation>
    </message>
    <message>
        <source>You discard %1.</source>
        <translation>Du legst %1 ab.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 ab.</translation>
    </message>
    <message>
        <source>You reveal %1.</source>
        <translation>Du deckst %1 auf.</translation>
    </message>
    <message>
        <source>%1 reveals %2.</source>
        <translation>%1 deckt %2 auf.</translation>
    </message>
    <message>
        <source>You put %1 onto your deck.</source>
        <translation>Du legst %1 auf deinen Nachziehstapel.</translation>
    </message>
    <message>
        <source>%1 puts %2 onto their deck.</source>
        <translation>%1 legt %2 auf den Nachziehstapel.</translation>
    </message>
    <message>
        <source>You set aside %1.</source>
        <translation>Du legst %1 zur Seite.</translation>
    </message>
    <message>
        <source>%1 sets aside %2.</source>
        <translation>%1 legt %2 zur Seite.</translation>
    </message>
    <message>
        <source>You put %1 into your hand.</source>
        <translation>Du nimmst %1 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts %2 into their hand.</source>
        <translation>%1 nimmt %2 auf die Hand.</translation>
    </message>
    <message>
        <source>You draw %1.</source>
        <translation>Du ziehst %1.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 returns to the Supply.</source>
        <translation>Zurück in den Vorrat: %1.</translation>
    </message>
    <message>
        <source>You name %1.</source>
        <translation>Du benennst %1.</translation>
    </message>
    <message>
        <source>%1 names %2.</source>
        <translation>%1 benennt %2.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>You choose: %1.</source>
        <translation>Du wählst: %1.</translation>
    </message>
    <message>
        <source>%1 chooses: %2.</source>
        <translation>%1 wählt: %2.</translation>
    </message>
    <message>
        <source>You get %1.</source>
        <translation>Du erhältst %1.</translation>
    </message>
    <message>
        <source>%1 gets %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <source>You pass %1 to %2.</source>
        <translation>Du gibst %1 an %2 weiter.</translation>
    </message>
    <message>
        <source>%1 passes %2 to you.</source>
        <translation>%1 gibt %2 an dich weiter.</translation>
    </message>
    <message>
        <source>%1 passes a card to %2.</source>
        <translation>%1 gibt eine Karte an %2 weiter.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>You take back your last move.</source>
        <translation>Du nimmst deinen letzten Spielzug zurück.</translation>
    </message>
    <message>
        <source>Island mat</source>
        <translation>Insel-Tableau</translation>
    </message>
    <message>
        <source>Native Village mat</source>
        <translation>Eingeborenendorf-Tableau</translation>
    </message>
    <message>
        <source>Tavern mat</source>
        <translation>Wirtshaus-Tableau</translation>
    </message>
    <message>
        <source>Exile mat</source>
        <translation>Exil-Tableau</translation>
    </message>
    <message>
        <source>You set aside %1 face down.</source>
        <translation>Du legst %1 verdeckt beiseite.</translation>
    </message>
    <message>
        <source>%1 sets aside %2 face down.</source>
        <translation>%1 legt %2 verdeckt beiseite.</translation>
    </message>
    <message>
        <source>You set aside %1 face down with %2.</source>
        <translation>Du legst mit %2 %1 verdeckt beiseite.</translation>
    </message>
    <message>
        <source>%1 sets aside %2 face down with %3.</source>
        <translation>%1 legt mit %3 %2 verdeckt beiseite.</translation>
    </message>
    <message>
        <source>%1 sets aside a card face down with %2.</source>
        <translation>%1 legt mit %2 eine Karte verdeckt beiseite.</translation>
    </message>
    <message>
        <source>%1 sets aside %2 cards face down with %3.</source>
        <translation>%1 legt mit %3 %2 Karten verdeckt beiseite.</translation>
    </message>
    <message>
        <source>You put %1 onto your %2.</source>
        <translation>Du legst %1 auf dein %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 onto their %3.</source>
        <translation>%1 legt %2 auf das %3.</translation>
    </message>
    <message>
        <source>%1 puts a card onto their %2.</source>
        <translation>%1 legt eine Karte auf das %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards onto their %3.</source>
        <translation>%1 legt %2 Karten auf das %3.</translation>
    </message>
    <message>
        <source>You put %1 set aside with %2 into your hand.</source>
        <translation>Du nimmst %1, mit %2 beiseitegelegt, auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts %2 set aside with %3 into their hand.</source>
        <translation>%1 nimmt %2, mit %3 beiseitegelegt, auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts the card set aside with %2 into their hand.</source>
        <translation>%1 nimmt die mit %2 beiseitegelegte Karte auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards set aside with %3 into their hand.</source>
        <translation>%1 nimmt %2 mit %3 beiseitegelegte Karten auf die Hand.</translation>
    </message>
    <message>
        <source>You put %1 from your %2 into your hand.</source>
        <translation>Du nimmst %1 von deinem %2 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts %2 from their %3 into their hand.</source>
        <translation>%1 nimmt %2 vom %3 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts a card from their %2 into their hand.</source>
        <translation>%1 nimmt eine Karte vom %2 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards from their %3 into their hand.</source>
        <translation>%1 nimmt %2 Karten vom %3 auf die Hand.</translation>
    </message>
    <message>
        <source>an Embargo token</source>
        <translation>einen Embargomarker</translation>
    </message>
    <message>
        <source>%1 Embargo tokens</source>
        <translation>%1 Embargomarker</translation>
    </message>
    <message>
        <source>a Trade Route token</source>
        <translation>einen Handelsroutenmarker</translation>
    </message>
    <message>
        <source>%1 Trade Route tokens</source>
        <translation>%1 Handelsroutenmarker</translation>
    </message>
    <message>
        <source>— You take an extra turn (%1) —</source>
        <translation>— Du machst einen zusätzlichen Zug (%1) —</translation>
    </message>
    <message>
        <source>— %1 takes an extra turn (%2) —</source>
        <translation>— %1 macht einen zusätzlichen Zug (%2) —</translation>
    </message>
    <message>
        <source>You add %1 to the %2 pile.</source>
        <translation>Du legst %1 auf den Stapel %2.</translation>
    </message>
    <message>
        <source>%1 adds %2 to the %3 pile.</source>
        <translation>%1 legt %2 auf den Stapel %3.</translation>
    </message>
    <message>
        <source>The Trade Route token on the %1 pile moves to the Trade Route mat.</source>
        <translation>Der Handelsrouten-Marker des Stapels %1 kommt auf das Handelsrouten-Tableau.</translation>
    </message>
    <message>
        <source>+%1 VP</source>
        <translation>+%1 SP</translation>
    </message>
    <message>
        <source>+%1 Coffers</source>
        <translation>+%1 Taler</translation>
    </message>
    <message>
        <source>You pay off %1 Debt.</source>
        <translation>Du tilgst %1 Schulden.</translation>
    </message>
    <message>
        <source>%1 pays off %2 Debt.</source>
        <translation>%1 tilgt %2 Schulden.</translation>
    </message>
    <message>
        <source>You spend a Villager.</source>
        <translation>Du gibst einen Dorfbewohner aus.</translation>
    </message>
    <message>
        <source>%1 spends a Villager.</source>
        <translation>%1 gibt einen Dorfbewohner aus.</translation>
    </message>
    <message>
        <source>You spend %1 Villagers.</source>
        <translation>Du gibst %1 Dorfbewohner aus.</translation>
    </message>
    <message>
        <source>%1 spends %2 Villagers.</source>
        <translation>%1 gibt %2 Dorfbewohner aus.</translation>
    </message>
    <message>
        <source>You spend %1 Coffers.</source>
        <translation>Du gibst %1 Taler aus.</translation>
    </message>
    <message>
        <source>%1 spends %2 Coffers.</source>
        <translation>%1 gibt %2 Taler aus.</translation>
    </message>
    <message>
        <source>You take %1 Debt.</source>
        <translation>Du nimmst %1 Schulden.</translation>
    </message>
    <message>
        <source>%1 takes %2 Debt.</source>
        <translation>%1 nimmt %2 Schulden.</translation>
    </message>
    <message>
        <source>%1 using %2</source>
        <extracomment>A card played as a Way: &quot;Village using Way of the Ox&quot; (in &quot;You play ...&quot;)</extracomment>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>You call %1.</source>
        <translation>Du rufst %1 auf.</translation>
    </message>
    <message>
        <source>%1 calls %2.</source>
        <translation>%1 ruft %2 auf.</translation>
    </message>
    <message numerus="yes">
        <source>+%n Villager(s)</source>
        <translation>
            <numerusform>+%n Dorfbewohner</numerusform>
            <numerusform>+%n Dorfbewohner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Favor(s)</source>
        <translation>
            <numerusform>+%n Gefallen</numerusform>
            <numerusform>+%n Gefallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Pirate Ship token(s)</source>
        <translation>
            <numerusform>+%n Piratenschiff-Marker</numerusform>
            <numerusform>+%n Piratenschiff-Marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Action(s)</source>
        <translation>
            <numerusform>+%n Aktion</numerusform>
            <numerusform>+%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Buy(s)</source>
        <translation>
            <numerusform>+%n Kauf</numerusform>
            <numerusform>+%n Käufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n Potion(s)</source>
        <translation>
            <numerusform>+%n Trank</numerusform>
            <numerusform>+%n Tränke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 again and draws %n card(s).</source>
        <translation>
            <numerusform>%1 spielt %2 noch einmal aus und zieht %n Karte.</numerusform>
            <numerusform>%1 spielt %2 noch einmal aus und zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 and draws %n card(s).</source>
        <translation>
            <numerusform>%1 spielt %2 aus und zieht %n Karte.</numerusform>
            <numerusform>%1 spielt %2 aus und zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n card(s) face down.</source>
        <extracomment>The singular says &quot;a card&quot;: &quot;Anna sets aside a card face down.&quot;</extracomment>
        <translation>
            <numerusform>%1 legt eine Karte verdeckt beiseite.</numerusform>
            <numerusform>%1 legt %n Karten verdeckt beiseite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 discards %n card(s).</source>
        <translation>
            <numerusform>%1 legt %n Karte ab.</numerusform>
            <numerusform>%1 legt %n Karten ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n card(s) onto their deck.</source>
        <translation>
            <numerusform>%1 legt %n Karte auf den Nachziehstapel.</numerusform>
            <numerusform>%1 legt %n Karten auf den Nachziehstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sets aside %n card(s).</source>
        <translation>
            <numerusform>%1 legt %n Karte zur Seite.</numerusform>
            <numerusform>%1 legt %n Karten zur Seite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n card(s) into their hand.</source>
        <translation>
            <numerusform>%1 nimmt %n Karte auf die Hand.</numerusform>
            <numerusform>%1 nimmt %n Karten auf die Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are unaffected (%1).</source>
        <translation>Du bist nicht betroffen (%1).</translation>
    </message>
    <message>
        <source>%1 is unaffected (%2).</source>
        <translation>%1 ist nicht betroffen (%2).</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>A tie between %1</source>
        <translation>Unentschieden zwischen %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSetup</name>
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
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you play to the end is listed here.</source>
        <translation>Noch keine beendeten Partien. Jede Partie, die du zu Ende spielst, erscheint hier.</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Deine Bilanz</translation>
    </message>
    <message>
        <source>Play a game against the computer to the end to see your record.</source>
        <translation>Spiele eine Partie gegen den Computer zu Ende, um deine Bilanz zu sehen.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>%1 AI</source>
        <extracomment>A level of computer player in the statistics: &quot;Hard AI&quot;</extracomment>
        <translation>KI (%1)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Margin: your score minus the best opponent&apos;s, on average.</source>
        <translation>Abstand: deine Punkte minus die des besten Gegners, im Durchschnitt.</translation>
    </message>
    <message>
        <source>Cards in your games</source>
        <translation>Karten in deinen Partien</translation>
    </message>
    <message>
        <source>How often each Kingdom card was in the games you won.</source>
        <translation>Wie oft jede Königreichkarte in den Partien lag, die du gewonnen hast.</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Geteilt</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player&apos;s result in the history: name (AI level) and score</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play again</source>
        <extracomment>Starts a new game with the kingdom and players of a finished one</extracomment>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>A new game with these Kingdom cards and players</source>
        <translation>Eine neue Partie mit diesen Königreichkarten und Spielern</translation>
    </message>
    <message>
        <source>won %1 of %2</source>
        <extracomment>Per card: won games with it out of the games with it</extracomment>
        <translation>%1 von %2 gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against the computer, %1 won (%2%)</source>
        <extracomment>Games against the computer: %n games, %1 won, %2 per cent</extracomment>
        <translation>
            <numerusform>%n Partie gegen den Computer, %1 gewonnen (%2&#xa0;%)</numerusform>
            <numerusform>%n Partien gegen den Computer, %1 gewonnen (%2&#xa0;%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <extracomment>A finished game: its date and how many turns it lasted</extracomment>
        <translation>
            <numerusform>%1 · %n Zug</numerusform>
            <numerusform>%1 · %n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HotSeatSetup</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>HotSeatSetupPage</name>
    <message>
        <source>Players at this computer</source>
        <translation>Spieler an diesem Computer</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Play in seat order. When a person&apos;s turn comes, the screen asks to be passed to them, and only they see their hand.</source>
        <translation>Gespielt wird reihum. Ist ein Mensch am Zug, bittet das Spiel, ihm den Bildschirm zu geben, und nur er sieht seine Handkarten.</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Kingdom</source>
        <translation>Königreich</translation>
    </message>
    <message>
        <source>First Game</source>
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
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <source>Allow taking back moves</source>
        <translation>Spielzüge zurücknehmen erlauben</translation>
    </message>
    <message>
        <source>Only if everyone agrees: a player may take back their own moves until the screen is passed on.</source>
        <translation>Nur wenn alle einverstanden sind: Wer am Zug ist, darf eigene Spielzüge zurücknehmen, bis der Bildschirm weitergegeben wird.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>A seat played by a person at this computer</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Easy AI</source>
        <translation>KI leicht</translation>
    </message>
    <message>
        <source>Medium AI</source>
        <translation>KI mittel</translation>
    </message>
    <message>
        <source>Hard AI</source>
        <translation>KI schwer</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <extracomment>Opens the kingdom dialog</extracomment>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Pick the cards, draw them under your own rules, or play a saved kingdom.</source>
        <translation>Wähle die Karten, ziehe sie nach deinen eigenen Regeln oder spiele ein gespeichertes Königreich.</translation>
    </message>
    <message>
        <source>Ten Kingdom cards drawn at random from: %1.</source>
        <extracomment>%1 lists the sets: &quot;Base game, Intrigue and Prosperity&quot;</extracomment>
        <translation>Zehn zufällig gezogene Königreichkarten aus: %1.</translation>
    </message>
</context>
<context>
    <name>InGameMenu</name>
    <message>
        <source>Game paused</source>
        <translation>Spiel pausiert</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
    <message>
        <source>Esc again: main menu</source>
        <translation>Noch einmal Esc: Hauptmenü</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Spiel speichern…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>KingdomBuilderPage</name>
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
        <extracomment>Title of the kingdom dialog: the ten Kingdom cards of a game</extracomment>
        <translation>Königreich</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Recommended ▾</source>
        <extracomment>Opens the list of kingdoms recommended by the rulebooks</extracomment>
        <translation>Empfohlen ▾</translation>
    </message>
    <message>
        <source>Choose cards…</source>
        <translation>Karten wählen…</translation>
    </message>
    <message>
        <source>Paste…</source>
        <translation>Einfügen…</translation>
    </message>
    <message>
        <source>Clear unlocked</source>
        <translation>Ungesperrte leeren</translation>
    </message>
    <message>
        <source>Re-roll all</source>
        <translation>Alle neu ziehen</translation>
    </message>
    <message>
        <source>Fill the empty places</source>
        <translation>Leere Plätze füllen</translation>
    </message>
    <message>
        <source>Your kingdom</source>
        <translation>Dein Königreich</translation>
    </message>
    <message>
        <source>These cards do not follow the rules: %1. Re-roll to apply them.</source>
        <extracomment>%1 lists rules the cards shown do not follow</extracomment>
        <translation>Diese Karten erfüllen die Regeln nicht: %1. Neu ziehen, um sie anzuwenden.</translation>
    </message>
    <message>
        <source>Click a card to lock it: re-rolling keeps locked cards.</source>
        <translation>Klicke auf eine Karte, um sie zu sperren: gesperrte Karten bleiben beim Neuziehen.</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>The card list is on the clipboard.</source>
        <translation>Die Kartenliste ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Save to the library…</source>
        <translation>In der Sammlung speichern…</translation>
    </message>
    <message>
        <source>Play this kingdom</source>
        <translation>Dieses Königreich spielen</translation>
    </message>
    <message>
        <source>“%1” is in the library.</source>
        <translation>„%1“ ist in der Sammlung.</translation>
    </message>
    <message>
        <source>Platinum and Colony</source>
        <extracomment>A set-up option: the Supply gets Platinum and Colony piles (Prosperity)</extracomment>
        <translation>Platin und Kolonie</translation>
    </message>
    <message>
        <source>Bane: %1</source>
        <extracomment>Young Witch&apos;s Bane pile, chosen or drawn at random; click for the next choice</extracomment>
        <translation>Bann: %1</translation>
    </message>
    <message>
        <source>Bane: random</source>
        <translation>Bann: zufällig</translation>
    </message>
    <message>
        <source>Shelters</source>
        <extracomment>A set-up option: each player starts with Hovel, Necropolis and Overgrown Estate instead of 3 Estates (Dark Ages)</extracomment>
        <translation>Unterschlüpfe</translation>
    </message>
    <message numerus="yes">
        <source>Against %n computer player(s)</source>
        <extracomment>%n is the number of computer players (1 to 5)</extracomment>
        <translation>
            <numerusform>Gegen einen Computerspieler</numerusform>
            <numerusform>Gegen %n Computerspieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s) at this computer</source>
        <extracomment>The kingdom dialog&apos;s game is for %n players (2 to 6) at one computer</extracomment>
        <translation>
            <numerusform>Für %n Spieler an diesem Computer</numerusform>
            <numerusform>Für %n Spieler an diesem Computer</numerusform>
        </translation>
    </message>
    <message>
        <source>Earlier text: %1</source>
        <extracomment>A set-up option: the named cards play their text printed before 2022 (e.g. &quot;Earlier text: Hoard, Mint&quot;)</extracomment>
        <translation>Früherer Text: %1</translation>
    </message>
</context>
<context>
    <name>KingdomCardBrowser</name>
    <message>
        <source>Replace %1</source>
        <extracomment>%1 is a card&apos;s name</extracomment>
        <translation>%1 ersetzen</translation>
    </message>
    <message>
        <source>Choose the Kingdom cards</source>
        <translation>Königreichkarten wählen</translation>
    </message>
    <message>
        <source>Click the card that takes its place.</source>
        <translation>Klicke auf die Karte, die ihren Platz einnimmt.</translation>
    </message>
    <message>
        <source>Click a card to put it in an empty place, or a card of the kingdom to take it out. Cards you choose are locked.</source>
        <translation>Klicke auf eine Karte, um sie auf einen leeren Platz zu legen, oder auf eine Karte des Königreichs, um sie herauszunehmen. Gewählte Karten werden gesperrt.</translation>
    </message>
    <message>
        <source>%1 of 10 cards</source>
        <extracomment>How many of the ten places of the kingdom are filled</extracomment>
        <translation>%1 von 10 Karten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Search names and card text</source>
        <translation>Namen und Kartentext durchsuchen</translation>
    </message>
    <message>
        <source>All sets</source>
        <extracomment>Show cards of every set</extracomment>
        <translation>Alle Editionen</translation>
    </message>
    <message>
        <source>Any cost</source>
        <extracomment>Show cards of every cost</extracomment>
        <translation>Alle Kosten</translation>
    </message>
    <message>
        <source>$%1+</source>
        <extracomment>Cards costing 6 coins or more</extracomment>
        <translation>$%1+</translation>
    </message>
    <message>
        <source>All types</source>
        <extracomment>Show cards of every type</extracomment>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
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
        <source>Treasure</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No longer a favourite</source>
        <translation>Kein Favorit mehr</translation>
    </message>
    <message>
        <source>Favourite: drawn more often</source>
        <translation>Favorit: wird öfter gezogen</translation>
    </message>
    <message>
        <source>Allow this card again</source>
        <translation>Diese Karte wieder zulassen</translation>
    </message>
    <message>
        <source>Ban: never draw this card</source>
        <translation>Ausschließen: diese Karte nie ziehen</translation>
    </message>
    <message>
        <source>%1 · 1st edition</source>
        <extracomment>%1 is a set; the card was removed in the set&apos;s 2nd edition</extracomment>
        <translation>%1 · 1. Edition</translation>
    </message>
    <message>
        <source>%1 · 2nd edition</source>
        <extracomment>%1 is a set; the card is new in the set&apos;s 2nd edition</extracomment>
        <translation>%1 · 2. Edition</translation>
    </message>
    <message>
        <source>No card matches.</source>
        <translation>Keine Karte passt.</translation>
    </message>
    <message>
        <source>Clear the filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>KingdomImportDialog</name>
    <message>
        <source>Open a kingdom file</source>
        <translation>Königreich-Datei öffnen</translation>
    </message>
    <message>
        <source>Kingdom files (*.json *.txt)</source>
        <translation>Königreich-Dateien (*.json *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import a kingdom</source>
        <translation>Königreich importieren</translation>
    </message>
    <message>
        <source>Paste a kingdom</source>
        <translation>Königreich einfügen</translation>
    </message>
    <message>
        <source>Paste the card names, separated by commas, as in a forum post: English, German and French names all work. A kingdom file works too.</source>
        <translation>Füge die Kartennamen ein, durch Kommas getrennt, wie in einem Forenbeitrag: englische, deutsche und französische Namen gehen alle. Eine Königreich-Datei geht auch.</translation>
    </message>
    <message>
        <source>Paste from the clipboard</source>
        <translation>Aus der Zwischenablage einfügen</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Ten cards, ready.</source>
        <translation>Zehn Karten, bereit.</translation>
    </message>
    <message>
        <source>Not yet: fix these names first.</source>
        <translation>Noch nicht: erst diese Namen korrigieren.</translation>
    </message>
    <message>
        <source>“%1” is not a card. Did you mean:</source>
        <extracomment>%1 is a name that matches no card</extracomment>
        <translation>„%1“ ist keine Karte. Meintest du:</translation>
    </message>
    <message>
        <source>“%1” is not a card.</source>
        <translation>„%1“ ist keine Karte.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Imported kingdom</source>
        <translation>Importiertes Königreich</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add to the library</source>
        <translation>Zur Sammlung hinzufügen</translation>
    </message>
    <message>
        <source>Use these cards</source>
        <translation>Diese Karten nehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): the others will be drawn at random.</source>
        <extracomment>%n is a number of cards (1 to 9)</extracomment>
        <translation>
            <numerusform>%n Karte: die übrigen werden zufällig gezogen.</numerusform>
            <numerusform>%n Karten: die übrigen werden zufällig gezogen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KingdomLibraryPage</name>
    <message>
        <source>Kingdom library</source>
        <translation>Königreich-Sammlung</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>New kingdom</source>
        <translation>Neues Königreich</translation>
    </message>
    <message>
        <source>Some saved kingdoms could not be read. Their files were kept aside; the others are all here.</source>
        <translation>Einige gespeicherte Königreiche konnten nicht gelesen werden. Ihre Dateien wurden beiseitegelegt; alle anderen sind hier.</translation>
    </message>
    <message>
        <source>No saved kingdoms yet</source>
        <translation>Noch keine gespeicherten Königreiche</translation>
    </message>
    <message>
        <source>Build a kingdom and save it to play it again, or import one someone shared.</source>
        <translation>Stelle ein Königreich zusammen und speichere es, um es wieder zu spielen, oder importiere eines, das jemand geteilt hat.</translation>
    </message>
    <message>
        <source>“%1” is in the library.</source>
        <translation>„%1“ ist in der Sammlung.</translation>
    </message>
    <message>
        <source>Export a kingdom</source>
        <translation>Königreich exportieren</translation>
    </message>
    <message>
        <source>Kingdom files (*.json)</source>
        <translation>Königreich-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Card list (*.txt)</source>
        <translation>Kartenliste (*.txt)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
</context>
<context>
    <name>KingdomLibraryRow</name>
    <message>
        <source>Used today</source>
        <translation>Heute benutzt</translation>
    </message>
    <message>
        <source>Used yesterday</source>
        <translation>Gestern benutzt</translation>
    </message>
    <message>
        <source>Last used on %1</source>
        <extracomment>%1 is a date</extracomment>
        <translation>Zuletzt benutzt am %1</translation>
    </message>
    <message>
        <source>+ %1 drawn at random</source>
        <extracomment>A saved kingdom with fewer than ten cards</extracomment>
        <translation>+ %1 zufällig gezogen</translation>
    </message>
    <message>
        <source>Delete this kingdom?</source>
        <translation>Dieses Königreich löschen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>“%1” was deleted.</source>
        <translation>„%1“ wurde gelöscht.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the card list, to paste it anywhere</source>
        <translation>Kartenliste kopieren, um sie überall einzufügen</translation>
    </message>
    <message>
        <source>The card list is on the clipboard.</source>
        <translation>Die Kartenliste ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Export as a file</source>
        <translation>Als Datei exportieren</translation>
    </message>
</context>
<context>
    <name>KingdomRulesPanel</name>
    <message>
        <source>Cannot be met</source>
        <translation>Nicht erfüllbar</translation>
    </message>
    <message>
        <source>Not met by these cards: re-roll</source>
        <translation>Von diesen Karten nicht erfüllt: neu ziehen</translation>
    </message>
    <message>
        <source>Cards from</source>
        <translation>Karten aus</translation>
    </message>
    <message>
        <source>%1 Kingdom cards</source>
        <extracomment>The number of Kingdom cards a set has in the chosen editions</extracomment>
        <translation>%1 Königreichkarten</translation>
    </message>
    <message>
        <source>1st edition</source>
        <extracomment>Cards of the first edition of a set</extracomment>
        <translation>1. Edition</translation>
    </message>
    <message>
        <source>2nd edition</source>
        <translation>2. Edition</translation>
    </message>
    <message>
        <source>Both</source>
        <extracomment>Both editions of a set</extracomment>
        <translation>Beide</translation>
    </message>
    <message>
        <source>The kingdom needs</source>
        <translation>Das Königreich braucht</translation>
    </message>
    <message>
        <source>A village</source>
        <translation>Ein Dorf</translation>
    </message>
    <message>
        <source>A card giving +2 Actions</source>
        <translation>Eine Karte mit +2 Aktionen</translation>
    </message>
    <message>
        <source>+Buy</source>
        <translation>+Kauf</translation>
    </message>
    <message>
        <source>Card draw</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>+2 Cards or more</source>
        <translation>+2 Karten oder mehr</translation>
    </message>
    <message>
        <source>Trashing</source>
        <translation>Entsorgen</translation>
    </message>
    <message>
        <source>A Reaction to Attacks</source>
        <translation>Eine Reaktion auf Angriffe</translation>
    </message>
    <message>
        <source>When there is an Attack</source>
        <translation>Wenn es einen Angriff gibt</translation>
    </message>
    <message>
        <source>A spread of costs</source>
        <translation>Verteilte Kosten</translation>
    </message>
    <message>
        <source>$2–3, $4 and $5 or more</source>
        <translation>$2–3, $4 und $5 oder mehr</translation>
    </message>
    <message>
        <source>Cards per set</source>
        <translation>Karten pro Edition</translation>
    </message>
    <message>
        <source>At most from one set</source>
        <translation>Höchstens aus einer Edition</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>No maximum number of cards from one set</extracomment>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <source>At least from %1</source>
        <extracomment>%1 is a set: &quot;At least from Intrigue&quot;</extracomment>
        <translation>Mindestens aus %1</translation>
    </message>
    <message>
        <source>Banned and favourite cards</source>
        <translation>Ausschlüsse und Favoriten</translation>
    </message>
    <message>
        <source>Ban a card to never draw it; favourites come up three times as often. Use the buttons under a card or the card browser.</source>
        <translation>Schließe eine Karte aus, um sie nie zu ziehen; Favoriten kommen dreimal so oft. Nutze die Knöpfe unter einer Karte oder die Kartenauswahl.</translation>
    </message>
    <message>
        <source>Reset the rules</source>
        <translation>Regeln zurücksetzen</translation>
    </message>
</context>
<context>
    <name>KingdomSaveDialog</name>
    <message>
        <source>Save to the library</source>
        <translation>In der Sammlung speichern</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>A name for this kingdom</source>
        <translation>Ein Name für dieses Königreich</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Optional: what makes it fun, who it is for …</source>
        <translation>Optional: was es spannend macht, für wen es ist …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Save as new</source>
        <translation>Als neu speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
</context>
<context>
    <name>KingdomSlot</name>
    <message>
        <source>Empty place</source>
        <extracomment>An empty place among the ten Kingdom cards</extracomment>
        <translation>Leerer Platz</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Karte wählen</translation>
    </message>
    <message>
        <source>Unlock: re-rolling may replace this card</source>
        <translation>Entsperren: Neuziehen kann diese Karte ersetzen</translation>
    </message>
    <message>
        <source>Lock: keep this card when re-rolling</source>
        <translation>Sperren: diese Karte beim Neuziehen behalten</translation>
    </message>
    <message>
        <source>Re-roll this card</source>
        <translation>Diese Karte neu ziehen</translation>
    </message>
    <message>
        <source>Choose another card for this place</source>
        <translation>Eine andere Karte für diesen Platz wählen</translation>
    </message>
    <message>
        <source>Ban: never draw this card again</source>
        <translation>Ausschließen: diese Karte nie wieder ziehen</translation>
    </message>
</context>
<context>
    <name>LandscapeCard</name>
    <message>
        <source>bought</source>
        <extracomment>On an Event bought this turn</extracomment>
        <translation>gekauft</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Hide the log</source>
        <translation>Protokoll ausblenden</translation>
    </message>
    <message>
        <source>Show the log</source>
        <translation>Protokoll einblenden</translation>
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
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>About</source>
        <extracomment>Link on the title screen to the page with the version and credits</extracomment>
        <translation>Über</translation>
    </message>
</context>
<context>
    <name>MatCaption</name>
    <message>
        <source>Set aside</source>
        <extracomment>Cards set aside face down with a Duration (Haven) until the next turn</extracomment>
        <translation>Beiseitegelegt</translation>
    </message>
    <message>
        <source>Island mat</source>
        <translation>Insel-Tableau</translation>
    </message>
    <message>
        <source>Native Village mat</source>
        <translation>Eingeborenendorf-Tableau</translation>
    </message>
    <message>
        <source>Tavern mat</source>
        <translation>Wirtshaus-Tableau</translation>
    </message>
    <message>
        <source>Exile mat</source>
        <translation>Exil-Tableau</translation>
    </message>
</context>
<context>
    <name>MatPile</name>
    <message>
        <source>face down</source>
        <extracomment>On the cards of a player&apos;s own face-down mat: the others do not see them</extracomment>
        <translation>verdeckt</translation>
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
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Choose…</source>
        <extracomment>Opens the kingdom dialog</extracomment>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Pick the cards, draw them under your own rules, or play a saved kingdom.</source>
        <translation>Wähle die Karten, ziehe sie nach deinen eigenen Regeln oder spiele ein gespeichertes Königreich.</translation>
    </message>
    <message>
        <source>Friends at this computer</source>
        <translation>Mit Freunden an einem Computer</translation>
    </message>
    <message>
        <source>Two to six players, people and computer players, taking turns at one screen.</source>
        <translation>Zwei bis sechs Spieler, Menschen und Computerspieler, abwechselnd an einem Bildschirm.</translation>
    </message>
    <message>
        <source>Set up…</source>
        <extracomment>Opens the set-up of a game for several people at one computer</extracomment>
        <translation>Einrichten…</translation>
    </message>
    <message numerus="yes">
        <source>You play against %n computer player(s).</source>
        <extracomment>%n is the number of computer players (1 to 5)</extracomment>
        <translation>
            <numerusform>Du spielst gegen einen Computerspieler.</numerusform>
            <numerusform>Du spielst gegen %n Computerspieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ten Kingdom cards drawn at random from: %1.</source>
        <extracomment>%1 lists the sets: &quot;Base game, Intrigue and Prosperity&quot;</extracomment>
        <translation>Zehn zufällig gezogene Königreichkarten aus: %1.</translation>
    </message>
</context>
<context>
    <name>OpponentPanel</name>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>Cards in a player&apos;s deck</extracomment>
        <translation>Deck %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>Cards in a player&apos;s discard pile</extracomment>
        <translation>Ablage %1</translation>
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
        <translation>Zuerst</translation>
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
    <name>PassScreen</name>
    <message>
        <source>%1 played %2: %3 must answer before the turn goes on.</source>
        <extracomment>Hot-seat hand-over: %1 played card %2 and %3 must answer it</extracomment>
        <translation>%1 hat %2 ausgespielt: %3 muss reagieren, bevor der Zug weitergeht.</translation>
    </message>
    <message>
        <source>%1 must answer before %2&apos;s turn goes on.</source>
        <translation>%1 muss reagieren, bevor der Zug von %2 weitergeht.</translation>
    </message>
    <message>
        <source>Back to %1 to finish the turn.</source>
        <translation>Zurück zu %1, um den Zug zu beenden.</translation>
    </message>
    <message>
        <source>The saved game goes on where it was left.</source>
        <translation>Das gespeicherte Spiel geht dort weiter, wo es unterbrochen wurde.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Pass the screen to</source>
        <extracomment>Above the name of the person who should take the screen</extracomment>
        <translation>Gib den Bildschirm weiter an</translation>
    </message>
    <message>
        <source>Everyone else, please look away: the next screen shows %1&apos;s hand.</source>
        <translation>Alle anderen bitte wegsehen: Der nächste Bildschirm zeigt die Handkarten von %1.</translation>
    </message>
    <message>
        <source>I am %1: show my hand</source>
        <extracomment>Button on the hand-over screen, clicked by the person named</extracomment>
        <translation>Ich bin %1: Hand zeigen</translation>
    </message>
    <message>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
    <message>
        <source>%1 %2 must answer before %3&apos;s turn goes on.</source>
        <extracomment>Hot-seat hand-over: %1 is what happened (&quot;Ada gains Province.&quot;), %2 must answer it</extracomment>
        <translation>%1 %2 muss reagieren, bevor der Zug von %3 weitergeht.</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Drop here to play</source>
        <translation>Hier loslassen zum Ausspielen</translation>
    </message>
    <message>
        <source>Play cards here</source>
        <translation>Hier Karten ausspielen</translation>
    </message>
</context>
<context>
    <name>PlayerModel</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
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
            <numerusform>%n Spielstand ist nicht verwendbar und wurde nach %1 verschoben.</numerusform>
            <numerusform>%n Spielstände sind nicht verwendbar und wurden nach %1 verschoben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesPage</name>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Save the game on the table as</source>
        <translation>Laufendes Spiel speichern unter</translation>
    </message>
    <message>
        <source>Name of the save</source>
        <translation>Name des Spielstands</translation>
    </message>
    <message>
        <source>Replace</source>
        <extracomment>Saves over an existing save of the same name</extracomment>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Last game</source>
        <translation>Letztes Spiel</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Spielstände</translation>
    </message>
    <message>
        <source>No saved games yet. Give this game a name above to keep it.</source>
        <translation>Noch keine gespeicherten Spiele. Gib diesem Spiel oben einen Namen, um es aufzubewahren.</translation>
    </message>
    <message>
        <source>No saved games yet. While a game is on the table, save it here under a name of your choice.</source>
        <translation>Noch keine gespeicherten Spiele. Während einer laufenden Partie kannst du sie hier unter einem Namen deiner Wahl speichern.</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Really delete?</source>
        <extracomment>Second click on Delete</extracomment>
        <translation>Wirklich löschen?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
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
    <message>
        <source>Ask before a careless buy</source>
        <translation>Vor einem unbedachten Kauf fragen</translation>
    </message>
    <message>
        <source>Before buying a Curse, or a card costing less than half of your coins, while Treasures are still in your hand.</source>
        <translation>Vor dem Kauf eines Fluchs oder einer Karte, die weniger als die Hälfte deines Geldes kostet, solange noch Geldkarten auf deiner Hand sind.</translation>
    </message>
    <message>
        <source>End my turn after my last buy</source>
        <translation>Zug nach meinem letzten Kauf beenden</translation>
    </message>
    <message>
        <source>Otherwise the turn waits for End turn (E), and every buy can be undone until then.</source>
        <translation>Sonst wartet der Zug auf „Zug beenden“ (E), und bis dahin lässt sich jeder Kauf rückgängig machen.</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>Your hand, the cards in play, and a card shown large. The Supply takes the room that is left.</source>
        <translation>Deine Handkarten, die ausgespielten Karten und eine groß gezeigte Karte. Der Vorrat nimmt den übrigen Platz ein.</translation>
    </message>
    <message>
        <source>Small</source>
        <extracomment>Card size</extracomment>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>Card size</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <extracomment>Card size</extracomment>
        <translation>Groß</translation>
    </message>
    <message>
        <source>High-contrast card frames</source>
        <translation>Kartenrahmen mit hohem Kontrast</translation>
    </message>
    <message>
        <source>A broad frame in one strong colour per card type, outlined in black: easy to tell apart.</source>
        <translation>Ein breiter Rahmen in einer kräftigen Farbe je Kartentyp, schwarz umrandet: leicht zu unterscheiden.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Cards played, bought, shuffled and trashed, attacks, and the start of your turn. M turns them off and on at the table.</source>
        <translation>Ausgespielte, gekaufte, gemischte und entsorgte Karten, Angriffe und der Beginn deines Zuges. M schaltet sie am Tisch aus und wieder ein.</translation>
    </message>
    <message>
        <source>No audio device was found: the game stays silent.</source>
        <translation>Kein Audiogerät gefunden: Das Spiel bleibt stumm.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The sound&apos;s volume in percent</extracomment>
        <translation>%1 %</translation>
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
<context>
    <name>StatusBar</name>
    <message>
        <source>Action phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>Buy phase</source>
        <translation>Kaufphase</translation>
    </message>
    <message>
        <source>Clean-up</source>
        <translation>Aufräumphase</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Your turn %1</source>
        <translation>Dein %1. Zug</translation>
    </message>
    <message>
        <source>%1 — turn %2</source>
        <translation>%1 — %2. Zug</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Victory points</extracomment>
        <translation>SP</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Play Treasures</source>
        <translation>Geld ausspielen</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Night phase</source>
        <translation>Nachtphase</translation>
    </message>
    <message>
        <source>Your extra turn (%1)</source>
        <extracomment>%1 is the card that gave the extra turn (Outpost)</extracomment>
        <translation>Dein zusätzlicher Zug (%1)</translation>
    </message>
    <message>
        <source>%1 — extra turn (%2)</source>
        <translation>%1 — zusätzlicher Zug (%2)</translation>
    </message>
    <message>
        <source>Potions</source>
        <translation>Tränke</translation>
    </message>
</context>
<context>
    <name>SupplyArea</name>
    <message>
        <source>Not in the Supply</source>
        <extracomment>Above the piles that are beside the Supply (Spoils): they are never bought</extracomment>
        <translation>Nicht im Vorrat</translation>
    </message>
</context>
<context>
    <name>SupplyPile</name>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, noch %2</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Embargo</source>
        <extracomment>A token on a Supply pile (buying from the pile gains a Curse)</extracomment>
        <translation>Embargo</translation>
    </message>
    <message>
        <source>Trade Route</source>
        <extracomment>A token on a Supply pile (Trade Route)</extracomment>
        <translation>Handelsroute</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>A kind of token and how many: &quot;Embargo ×2&quot;</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Bane</source>
        <extracomment>Marks Young Witch&apos;s Bane pile (its cards protect from Young Witch)</extracomment>
        <translation>Bann</translation>
    </message>
    <message>
        <source>Can&apos;t buy</source>
        <extracomment>On a Supply pile whose card can&apos;t be bought now (named for Contraband, or Grand Market with a Copper in play)</extracomment>
        <translation>Nicht kaufbar</translation>
    </message>
    <message>
        <source>War Chest ⊘</source>
        <extracomment>On a Supply pile whose card was named for War Chest this turn (War Chest can&apos;t gain it)</extracomment>
        <translation>Waffenkiste ⊘</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Trash</source>
        <extracomment>The pile of trashed cards</extracomment>
        <translation>Müll</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>In play — %1</source>
        <translation>Im Spiel — %1</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>Your draw pile</extracomment>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>Your discard pile</extracomment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Trade Route mat: %1</source>
        <extracomment>The Trade Route mat and the number of Coin tokens on it</extracomment>
        <translation>Handelsrouten-Tableau: %1</translation>
    </message>
    <message>
        <source>No audio device was found: the game stays silent.</source>
        <translation>Kein Audiogerät gefunden: Das Spiel bleibt stumm.</translation>
    </message>
    <message>
        <source>Sound off (M)</source>
        <translation>Ton aus (M)</translation>
    </message>
    <message>
        <source>Sound on (M)</source>
        <translation>Ton an (M)</translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>Durations</source>
        <extracomment>Cards that stay in play until a later turn</extracomment>
        <translation>Dauerkarten</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>The trash is empty</source>
        <translation>Der Müll ist leer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <source>Trash — %n card(s)</source>
        <translation>
            <numerusform>Müll — %n Karte</numerusform>
            <numerusform>Müll — %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VolumeSlider</name>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>The sound&apos;s volume in percent</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>WayMenu</name>
    <message>
        <source>Play %1</source>
        <extracomment>%1 is the Action card</extracomment>
        <translation>%1 ausspielen</translation>
    </message>
    <message>
        <source>Play using %1</source>
        <extracomment>Playing an Action card as a Way instead: &quot;Play using Way of the Ox&quot;</extracomment>
        <translation>Über %1 ausspielen</translation>
    </message>
    <message>
        <source>Show card</source>
        <extracomment>Shows the card large</extracomment>
        <translation>Karte zeigen</translation>
    </message>
</context>
<context>
    <name>dominion::app</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete (%1 at byte %2).</source>
        <translation>Die Datei ist beschädigt oder unvollständig (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The file is not a saved Dominion game.</source>
        <translation>Die Datei ist kein gespeichertes Dominion-Spiel.</translation>
    </message>
    <message>
        <source>The file has no valid format version.</source>
        <translation>Die Datei hat keine gültige Formatversion.</translation>
    </message>
    <message>
        <source>The game was saved by a newer version of Dominion (%1, save format %2); this version reads save format %3.</source>
        <translation>Das Spiel wurde mit einer neueren Version von Dominion gespeichert (%1, Speicherformat %2); diese Version liest Speicherformat %3.</translation>
    </message>
    <message>
        <source>The file holds no game position.</source>
        <translation>Die Datei enthält keinen Spielstand.</translation>
    </message>
    <message>
        <source>The game position in the file does not match its checksum.</source>
        <translation>Der Spielstand in der Datei passt nicht zu seiner Prüfsumme.</translation>
    </message>
    <message>
        <source>The file describes its players wrongly.</source>
        <translation>Die Datei beschreibt ihre Spieler fehlerhaft.</translation>
    </message>
    <message>
        <source>The file names %1 players for a game of %2.</source>
        <translation>Die Datei nennt %1 Spieler für ein Spiel mit %2.</translation>
    </message>
    <message>
        <source>The game in the file cannot be played on: %1</source>
        <translation>Das Spiel in der Datei kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An AI player in a list of players: name (level)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>today, %1</source>
        <extracomment>A save made today, at this time</extracomment>
        <translation>heute, %1</translation>
    </message>
    <message>
        <source>yesterday, %1</source>
        <extracomment>A save made yesterday, at this time</extracomment>
        <translation>gestern, %1</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>der Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
</context>
<context>
    <name>dominion::app::GameController</name>
    <message>
        <source>A game needs %1 to %2 opponents.</source>
        <translation>Ein Spiel braucht %1 bis %2 Gegner.</translation>
    </message>
    <message>
        <source>Unknown Kingdom cards: %1</source>
        <translation>Unbekannte Königreichkarten: %1</translation>
    </message>
    <message>
        <source>A game needs %1 to %2 players.</source>
        <translation>Ein Spiel braucht %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>The saved game names %1 players for a game of %2.</source>
        <translation>Das gespeicherte Spiel nennt %1 Spieler für ein Spiel mit %2.</translation>
    </message>
    <message>
        <source>No AI player is available.</source>
        <translation>Es ist kein Computerspieler verfügbar.</translation>
    </message>
    <message>
        <source>The move was refused: %1</source>
        <translation>Der Spielzug wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>An AI player made an illegal move (%1); it plays another one.</source>
        <translation>Ein Computerspieler hat einen unzulässigen Spielzug gemacht (%1) und spielt einen anderen.</translation>
    </message>
    <message>
        <source>End Actions</source>
        <translation>Aktionen beenden</translation>
    </message>
    <message>
        <source>End Buys</source>
        <translation>Käufe beenden</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>The game is over: you win!</source>
        <translation>Das Spiel ist vorbei: Du hast gewonnen!</translation>
    </message>
    <message>
        <source>The game is over: you share the victory with %1.</source>
        <translation>Das Spiel ist vorbei: Du teilst dir den Sieg mit %1.</translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Das Spiel ist vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>Das Spiel ist vorbei: %1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Your turn: play an Action card, or end your Actions.</source>
        <translation>Du bist am Zug: Spiele eine Aktionskarte aus oder beende deine Aktionen.</translation>
    </message>
    <message>
        <source>Your turn: play Action cards (%1 Actions left), or end your Actions.</source>
        <translation>Du bist am Zug: Spiele Aktionskarten aus (noch %1 Aktionen) oder beende deine Aktionen.</translation>
    </message>
    <message>
        <source>No Buys left: end your turn, or undo a buy.</source>
        <translation>Keine Käufe mehr: Beende deinen Zug oder nimm einen Kauf zurück.</translation>
    </message>
    <message>
        <source>No Buys left: end your turn.</source>
        <translation>Keine Käufe mehr: Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Your turn: play Treasures and buy a card ($%1).</source>
        <translation>Du bist am Zug: Spiele Geldkarten aus und kaufe eine Karte ($%1).</translation>
    </message>
    <message>
        <source>Your turn: play Treasures and buy up to %1 cards ($%2).</source>
        <translation>Du bist am Zug: Spiele Geldkarten aus und kaufe bis zu %1 Karten ($%2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 entscheidet…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Spiele %1 aus.</translation>
    </message>
    <message>
        <source>Play all your Treasures.</source>
        <translation>Spiele alle deine Geldkarten aus.</translation>
    </message>
    <message>
        <source>Buy %1.</source>
        <translation>Kaufe %1.</translation>
    </message>
    <message>
        <source>End your Action phase.</source>
        <translation>Beende deine Aktionsphase.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Choose nothing.</source>
        <translation>Wähle nichts.</translation>
    </message>
    <message>
        <source>Choose %1.</source>
        <translation>Wähle %1.</translation>
    </message>
    <message>
        <source>Name %1.</source>
        <translation>Benenne %1.</translation>
    </message>
    <message>
        <source>Choose “%1”.</source>
        <translation>Wähle “%1”.</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>Siegpunktmarker</translation>
    </message>
    <message>
        <source>You take an extra turn (%1).</source>
        <translation>Du machst einen zusätzlichen Zug (%1).</translation>
    </message>
    <message>
        <source>%1 takes an extra turn (%2).</source>
        <translation>%1 macht einen zusätzlichen Zug (%2).</translation>
    </message>
    <message>
        <source>Play %1 using %2.</source>
        <extracomment>A hint: %1 is an Action card, %2 a Way (&quot;Play Village using Way of the Ox.&quot;)</extracomment>
        <translation>Spiele %1 über %2 aus.</translation>
    </message>
    <message>
        <source>Spend %1 Coffers.</source>
        <translation>Gib %1 Taler aus.</translation>
    </message>
    <message>
        <source>Pay off %1 Debt.</source>
        <translation>Tilge %1 Schulden.</translation>
    </message>
    <message numerus="yes">
        <source>Buy %1 with $%2? You have %n Treasure(s) in hand.</source>
        <extracomment>%1 is the card, %2 the coins the player has now, %n the Treasures in hand</extracomment>
        <translation>
            <numerusform>%1 mit $%2 kaufen? Du hast noch %n Geldkarte auf der Hand.</numerusform>
            <numerusform>%1 mit $%2 kaufen? Du hast noch %n Geldkarten auf der Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend %n Villager(s).</source>
        <translation>
            <numerusform>Gib einen Dorfbewohner aus.</numerusform>
            <numerusform>Gib %n Dorfbewohner aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>You reveal</source>
        <extracomment>Over the cards a player revealed, for a moment on the table</extracomment>
        <translation>Du deckst auf</translation>
    </message>
    <message>
        <source>%1 reveals</source>
        <translation>%1 deckt auf</translation>
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
        <translation>Der Spielverlauf ist beschädigt und konnte nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <source>The game history was damaged. It was moved to %1 and a new history was started.</source>
        <translation>Der Spielverlauf war beschädigt. Er wurde nach %1 verschoben und ein neuer Spielverlauf angelegt.</translation>
    </message>
    <message>
        <source>The game history cannot be used</source>
        <translation>Der Spielverlauf ist nicht verwendbar</translation>
    </message>
    <message>
        <source>The game history needs Qt&apos;s SQLite driver (package libqt6sql6-sqlite)</source>
        <translation>Der Spielverlauf braucht den SQLite-Treiber von Qt (Paket libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>The folder of the game history cannot be created</source>
        <translation>Der Ordner des Spielverlaufs kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The game history cannot be opened</source>
        <translation>Der Spielverlauf kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The game history cannot be read</source>
        <translation>Der Spielverlauf kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The game history is damaged</source>
        <translation>Der Spielverlauf ist beschädigt</translation>
    </message>
    <message>
        <source>The game history has no schema version</source>
        <translation>Der Spielverlauf hat keine Schemaversion</translation>
    </message>
    <message>
        <source>The file of the game history holds something else</source>
        <translation>Die Datei des Spielverlaufs enthält etwas anderes</translation>
    </message>
    <message>
        <source>The game history was written by a newer version of Dominion; games are not recorded until you update</source>
        <translation>Der Spielverlauf wurde von einer neueren Version von Dominion geschrieben; Partien werden erst nach einem Update wieder aufgezeichnet</translation>
    </message>
    <message>
        <source>schema %1, this version knows %2</source>
        <translation>Schema %1, diese Version kennt %2</translation>
    </message>
    <message>
        <source>The game history cannot be updated</source>
        <translation>Der Spielverlauf kann nicht aktualisiert werden</translation>
    </message>
    <message>
        <source>The game history could not be updated to version %1</source>
        <translation>Der Spielverlauf konnte nicht auf Version %1 aktualisiert werden</translation>
    </message>
    <message>
        <source>The game history is not open</source>
        <translation>Der Spielverlauf ist nicht geöffnet</translation>
    </message>
    <message>
        <source>The game could not be added to the history</source>
        <translation>Die Partie konnte nicht in den Spielverlauf aufgenommen werden</translation>
    </message>
    <message>
        <source>The game could not be removed from the history</source>
        <translation>Die Partie konnte nicht aus dem Spielverlauf entfernt werden</translation>
    </message>
    <message>
        <source>The statistics cannot be read</source>
        <translation>Die Statistik kann nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>dominion::app::HistoryModel</name>
    <message>
        <source>You won</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <source>%1 won</source>
        <extracomment>A finished game with one winner</extracomment>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>Shared by %1</source>
        <extracomment>A finished game with several winners (a tie): &quot;You, Alice&quot;</extracomment>
        <translation>Geteilter Sieg: %1</translation>
    </message>
</context>
<context>
    <name>dominion::app::HotSeatSetup</name>
    <message>
        <source>A game needs %1 to %2 players.</source>
        <translation>Ein Spiel braucht %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>At least one player must be a person at this computer.</source>
        <translation>Mindestens ein Spieler muss ein Mensch an diesem Computer sein.</translation>
    </message>
    <message>
        <source>Two players are called %1: give each a name of their own.</source>
        <translation>Zwei Spieler heißen %1: Gib jedem einen eigenen Namen.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same colour.</source>
        <translation>%1 und %2 haben dieselbe Farbe.</translation>
    </message>
</context>
<context>
    <name>dominion::app::KingdomBuilder</name>
    <message>
        <source>Base game</source>
        <translation>Basisspiel</translation>
    </message>
    <message>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <source>ten Kingdom cards</source>
        <translation>zehn Königreichkarten</translation>
    </message>
    <message>
        <source>the locked cards</source>
        <translation>die gesperrten Karten</translation>
    </message>
    <message>
        <source>the banned cards</source>
        <translation>die ausgeschlossenen Karten</translation>
    </message>
    <message>
        <source>the sets and editions</source>
        <translation>die Editionen</translation>
    </message>
    <message>
        <source>a village</source>
        <translation>ein Dorf</translation>
    </message>
    <message>
        <source>+Buy</source>
        <translation>+Kauf</translation>
    </message>
    <message>
        <source>card draw</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>trashing</source>
        <translation>Entsorgen</translation>
    </message>
    <message>
        <source>a Reaction to Attacks</source>
        <translation>eine Reaktion auf Angriffe</translation>
    </message>
    <message>
        <source>a spread of costs</source>
        <translation>verteilte Kosten</translation>
    </message>
    <message>
        <source>at most %1 cards from one set</source>
        <translation>höchstens %1 Karten aus einer Edition</translation>
    </message>
    <message>
        <source>the minimum per set</source>
        <translation>das Minimum pro Edition</translation>
    </message>
    <message>
        <source>No kingdom can be drawn with these choices.</source>
        <translation>Mit dieser Auswahl lässt sich kein Königreich ziehen.</translation>
    </message>
    <message>
        <source>Impossible: %1 cannot be met.</source>
        <translation>Unmöglich: %1 lässt sich nicht erfüllen.</translation>
    </message>
    <message>
        <source>Impossible together: %1.</source>
        <extracomment>%1 lists constraints, separated by commas</extracomment>
        <translation>Zusammen unmöglich: %1.</translation>
    </message>
    <message>
        <source>Only Kingdom cards can be part of a kingdom.</source>
        <translation>Nur Königreichkarten können Teil eines Königreichs sein.</translation>
    </message>
    <message>
        <source>All ten places are taken: remove a card first, or choose the card to replace.</source>
        <translation>Alle zehn Plätze sind belegt: nimm zuerst eine Karte heraus oder wähle die Karte, die ersetzt wird.</translation>
    </message>
    <message>
        <source> &amp; </source>
        <extracomment>Joins the sets a recommended kingdom comes from</extracomment>
        <translation> &amp; </translation>
    </message>
    <message>
        <source>Seaside</source>
        <translation>Seaside</translation>
    </message>
    <message>
        <source>Prosperity</source>
        <translation>Blütezeit</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list of sets: &quot;Base game, Intrigue and Prosperity&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>dominion::app::KingdomLibrary</name>
    <message>
        <source>“%1” is not a Kingdom card.</source>
        <translation>„%1“ ist keine Königreichkarte.</translation>
    </message>
    <message>
        <source>“%1” is listed twice.</source>
        <translation>„%1“ steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>A kingdom has 1 to 10 Kingdom cards.</source>
        <translation>Ein Königreich hat 1 bis 10 Königreichkarten.</translation>
    </message>
    <message>
        <source>Unknown card “%1”.</source>
        <translation>Unbekannte Karte „%1“.</translation>
    </message>
    <message>
        <source>Unknown card “%1”: did you mean %2?</source>
        <extracomment>%2 lists close card names, separated by commas</extracomment>
        <translation>Unbekannte Karte „%1“: meintest du %2?</translation>
    </message>
    <message>
        <source>The kingdom was not saved: %1</source>
        <translation>Das Königreich wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Untitled kingdom</source>
        <translation>Unbenanntes Königreich</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>The name of a copy of a saved kingdom</extracomment>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Could not delete %1.</source>
        <translation>%1 konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>not a kingdom file</source>
        <translation>keine Königreich-Datei</translation>
    </message>
    <message>
        <source>The saved kingdom %1 could not be read (%2). It was kept as %3.</source>
        <translation>Das gespeicherte Königreich %1 konnte nicht gelesen werden (%2). Es wurde als %3 aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved kingdom %1 could not be read (%2).</source>
        <translation>Das gespeicherte Königreich %1 konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>No card names found.</source>
        <translation>Keine Kartennamen gefunden.</translation>
    </message>
    <message>
        <source>Imported kingdom</source>
        <translation>Importiertes Königreich</translation>
    </message>
    <message>
        <source>The kingdom could not be saved.</source>
        <translation>Das Königreich konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>dominion::app::SaveManager</name>
    <message>
        <source>Turn %1 · %2 · %3</source>
        <extracomment>Continue on the main menu: turn, players, when it was saved</extracomment>
        <translation>Zug %1 · %2 · %3</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The saved game cannot be played on: %1</source>
        <translation>Das gespeicherte Spiel kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>There is no game to continue.</source>
        <translation>Es gibt kein Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Turn %1, %2</source>
        <extracomment>The suggested name of a new save: the turn and the time</extracomment>
        <translation>Zug %1, %2</translation>
    </message>
</context>
<context>
    <name>dominion::app::SaveSlotModel</name>
    <message>
        <source>Turn %1 · your turn</source>
        <extracomment>A saved game: the turn, and it is the player&apos;s own turn</extracomment>
        <translation>Zug %1 · du bist am Zug</translation>
    </message>
    <message>
        <source>Turn %1 · %2 to play</source>
        <extracomment>A saved game: the turn and whose turn it is</extracomment>
        <translation>Zug %1 · %2 ist am Zug</translation>
    </message>
</context>
<context>
    <name>dominion::app::SaveStore</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be used. %2</source>
        <translation>Der Spielstand %1 ist nicht verwendbar. %2</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be used and was moved to %2. %3</source>
        <translation>Der Spielstand %1 ist nicht verwendbar und wurde nach %2 verschoben. %3</translation>
    </message>
    <message>
        <source>There is no saved game %1.</source>
        <translation>Es gibt keinen Spielstand %1.</translation>
    </message>
    <message>
        <source>The save of the last game (%1) cannot be used. %2</source>
        <translation>Der Spielstand der letzten Partie (%1) ist nicht verwendbar. %2</translation>
    </message>
    <message>
        <source>The save of the last game (%1) cannot be used and was moved to %2. %3</source>
        <translation>Der Spielstand der letzten Partie (%1) ist nicht verwendbar und wurde nach %2 verschoben. %3</translation>
    </message>
</context>
</TS>
