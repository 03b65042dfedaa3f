#!/usr/bin/env python3
"""Import the official German and French card and card-type names.

Reads the card database's English tags and its German and French name tables, then
  * writes src/app/cardnames.cpp, which marks every name for translation
    (QT_TRANSLATE_NOOP in the contexts "CardName" and "CardType"), and
  * fills those two contexts of translations/dominion_de.ts and dominion_fr.ts.

Only card names and type names are taken from the database; no card text.

Usage: scripts/import_card_names.py [--card-db DIR]
DIR defaults to ../shared/reference/card-db beside the repository.
"""

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# English names, grouped as the sets list them.
CARD_GROUPS = [
    ("Base cards", [
        "Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse"]),
    # Prosperity's basic cards, in games set up with them.
    ("Prosperity basic cards", [
        "Platinum", "Colony"]),
    # Alchemy's basic card, in games with a Potion-cost Kingdom card.
    ("Alchemy basic cards", [
        "Potion"]),
    ("Dominion, 2nd edition", [
        "Artisan", "Bandit", "Bureaucrat", "Cellar", "Chapel", "Council Room", "Festival",
        "Gardens", "Harbinger", "Laboratory", "Library", "Market", "Merchant", "Militia",
        "Mine", "Moat", "Moneylender", "Poacher", "Remodel", "Sentry", "Smithy",
        "Throne Room", "Vassal", "Village", "Witch", "Workshop"]),
    ("Dominion, 1st edition cards removed in the 2nd", [
        "Adventurer", "Chancellor", "Feast", "Spy", "Thief", "Woodcutter"]),
    ("Intrigue, 2nd edition", [
        "Baron", "Bridge", "Conspirator", "Courtier", "Courtyard", "Diplomat", "Duke",
        "Harem", "Ironworks", "Lurker", "Masquerade", "Mill", "Mining Village", "Minion",
        "Nobles", "Patrol", "Pawn", "Replace", "Secret Passage", "Shanty Town", "Steward",
        "Swindler", "Torturer", "Trading Post", "Upgrade", "Wishing Well"]),
    ("Intrigue, 1st edition cards removed in the 2nd", [
        "Coppersmith", "Great Hall", "Saboteur", "Scout", "Secret Chamber", "Tribute"]),
    # The Seaside cards the engine has so far, in its card-id order.
    ("Seaside, 2nd edition", [
        "Haven", "Native Village", "Caravan", "Island", "Outpost", "Bazaar", "Fishing Village",
        "Lighthouse", "Merchant Ship", "Tactician", "Warehouse", "Wharf",
        "Cutpurse", "Lookout", "Salvager", "Treasury", "Smugglers", "Sea Chart", "Treasure Map",
        "Astrolabe", "Tide Pools", "Sea Witch", "Monkey", "Corsair", "Sailor", "Blockade",
        "Pirate"]),
    ("Seaside, 1st edition cards removed in the 2nd", [
        "Embargo", "Pearl Diver", "Navigator", "Explorer", "Sea Hag", "Ghost Ship", "Ambassador",
        "Pirate Ship"]),
    # The Prosperity and Hinterlands cards the engine has so far, in its card-id order.
    ("Prosperity, 2nd edition", [
        "Watchtower", "Hoard", "Peddler", "City", "Grand Market", "Bank", "Monument", "Worker's Village",
        "Expand", "King's Court", "Forge", "Mint", "Vault",
        "Bishop", "Quarry", "Rabble", "Magnate", "Collection", "Clerk", "Anvil",
        "Tiara", "Crystal Ball", "Investment", "War Chest", "Charlatan"]),
    ("Prosperity, 1st edition cards removed in the 2nd", [
        "Talisman", "Trade Route", "Loan", "Venture", "Royal Seal", "Counting House", "Mountebank",
        "Goons", "Contraband"]),
    # Trader and Fool's Gold are in both editions (the card database's hinterlands2ndEdition).
    ("Hinterlands, 2nd edition", [
        "Trader", "Fool's Gold", "Border Village", "Highway",
        "Crossroads", "Develop", "Oasis", "Scheme", "Spice Merchant", "Stables",
        "Jack of All Trades", "Cartographer", "Wheelwright", "Margrave", "Witch's Hut", "Souk",
        "Nomads",
        "Farmland", "Haggler", "Inn", "Cauldron", "Berserker", "Guard Dog", "Trail", "Tunnel",
        "Weaver"]),
    ("Hinterlands, 1st edition cards removed in the 2nd", [
        "Cache", "Silk Road",
        "Embassy", "Ill-Gotten Gains", "Mandarin", "Noble Brigand", "Nomad Camp", "Duchess",
        "Oracle"]),
    # The Cornucopia cards the engine has so far, with the Prizes Tournament brings (1st
    # edition).
    ("Cornucopia", [
        "Young Witch", "Tournament", "Bag of Gold", "Diadem", "Followers", "Princess",
        "Trusty Steed"]),
    # The first cards and landscapes of later sets, in the engine's card-id order.
    ("Guilds", [
        "Candlestick Maker"]),
    ("Renaissance", [
        "Lackeys", "Fair"]),
    # With the split pile Patrician/Emporium (Emporium is its lower half). "Castles" (the
    # Kingdom card) names the Castles pile, the eight Castles are its cards.
    ("Empires", [
        "Engineer", "Patrician", "Emporium", "Castles", "Humble Castle", "Crumbling Castle",
        "Small Castle", "Haunted Castle", "Opulent Castle", "Sprawling Castle", "Grand Castle",
        "King's Castle"]),
    ("Adventures", [
        "Coin of the Realm", "Alms"]),
    # With Horse, the non-Supply card Supplies brings.
    ("Menagerie", [
        "Way of the Ox", "Horse", "Supplies"]),
    ("Alchemy", [
        "Familiar"]),
    # With the non-Kingdom cards they bring: Spoils (Bandit Camp), the Shelters (a set-up
    # option), Cursed Gold (Pooka's Heirloom).
    # Cultist (a Looter) brings the Ruins pile: "Ruins" names the pile, the five Ruins are its
    # cards. "Knights" (the Kingdom card) names the Knights pile, the ten Knights are its cards.
    ("Dark Ages", [
        "Bandit Camp", "Spoils", "Hovel", "Necropolis", "Overgrown Estate", "Cultist", "Ruins",
        "Abandoned Mine", "Ruined Library", "Ruined Market", "Ruined Village", "Survivors",
        "Knights", "Dame Anna", "Dame Josephine", "Dame Molly", "Dame Natalie", "Dame Sylvia",
        "Sir Bailey", "Sir Destry", "Sir Martin", "Sir Michael", "Sir Vander"]),
    ("Nocturne", [
        "Pooka", "Cursed Gold"]),
    # Jewelled Egg and Sack of Loot bring the Loot pile: "Loot" names the pile, the 15 Loots are
    # its cards.
    ("Plunder", [
        "Jewelled Egg", "Sack of Loot", "Loot", "Amphora", "Doubloons", "Endless Chalice",
        "Figurehead", "Hammer", "Insignia", "Jewels", "Orb", "Prize Goat", "Puzzle Box", "Sextant",
        "Shield", "Spell Scroll", "Staff", "Sword"]),
]

# Every type these cards have, plus Duration for the expansions that follow.
CARD_TYPES = ["Action", "Treasure", "Victory", "Curse", "Attack", "Reaction", "Duration", "Reserve",
              "Event", "Project", "Way", "Shelter", "Heirloom", "Looter", "Ruins", "Knight", "Prize",
              "Castle", "Loot"]

# Cards the database lists only as their pile (the five Ruins, under "Ruins"): checked against
# the pile's entry; their names are printed in the pile's text (NAME_OVERRIDES below).
PILE_MEMBERS = {"Abandoned Mine": "Ruins", "Ruined Library": "Ruins", "Ruined Market": "Ruins",
                "Ruined Village": "Ruins", "Survivors": "Ruins"}
KNIGHTS = ["Dame Anna", "Dame Josephine", "Dame Molly", "Dame Natalie", "Dame Sylvia",
           "Sir Bailey", "Sir Destry", "Sir Martin", "Sir Michael", "Sir Vander"]
PILE_MEMBERS.update({knight: "Knights" for knight in KNIGHTS})
CASTLES = ["Humble Castle", "Crumbling Castle", "Small Castle", "Haunted Castle", "Opulent Castle",
           "Sprawling Castle", "Grand Castle", "King's Castle"]
PILE_MEMBERS.update({castle: "Castles" for castle in CASTLES})
LOOTS = ["Amphora", "Doubloons", "Endless Chalice", "Figurehead", "Hammer", "Insignia", "Jewels",
         "Orb", "Prize Goat", "Puzzle Box", "Sextant", "Shield", "Spell Scroll", "Staff", "Sword"]
PILE_MEMBERS.update({loot: "Loot" for loot in LOOTS})

# Where the database differs from the printed cards. The German cards and the publisher's
# rules print the Victory type as "Punkte"; the database has "Punkt".
# The Knight type is not in the database's type tables: the names the German and French cards
# print ("Ritter", "Chevalier", the pile's names).
# The Loot type neither: the German cards print "Kostbarkeit"; Plunder has no French edition in
# the database, its French names are the project's own.
TYPE_OVERRIDES = {"de": {"Victory": "Punkte", "Knight": "Ritter", "Loot": "Kostbarkeit"},
                  "fr": {"Project": "Projet", "Way": "Voie", "Heirloom": "Héritage",
                         "Knight": "Chevalier", "Castle": "Château", "Loot": "Butin"}}
# Cards the database has no name for in a language: the names printed on the French cards
# (Empires and Menagerie have no French edition: their names are the project's own).
# The Ruins' names are those the database prints in the "Ruins" entry's text.
NAME_OVERRIDES = {"fr": {"Lackeys": "Laquais", "Fair": "Foire", "Engineer": "Ingénieur",
                         "Way of the Ox": "Voie du Bœuf", "Pooka": "Pooka",
                         "Cursed Gold": "Or maudit",
                         "Abandoned Mine": "Mine abandonnée",
                         "Ruined Library": "Bibliothèque en ruines",
                         "Ruined Market": "Marché en ruines", "Ruined Village": "Ville en ruines",
                         "Survivors": "Rescapés",
                         "Horse": "Cheval", "Supplies": "Provisions",
                         "Patrician": "Patricien", "Emporium": "Emporium",
                         "Castles": "Châteaux", "Humble Castle": "Château modeste",
                         "Crumbling Castle": "Château délabré", "Small Castle": "Petit château",
                         "Haunted Castle": "Château hanté", "Opulent Castle": "Château opulent",
                         "Sprawling Castle": "Château tentaculaire",
                         "Grand Castle": "Grand château", "King's Castle": "Château du roi"},
                  "de": {"Abandoned Mine": "Verlassene Mine",
                         "Ruined Library": "Zerstörte Bibliothek",
                         "Ruined Market": "Zerstörter Markt", "Ruined Village": "Zerstörtes Dorf",
                         "Survivors": "Überlebende",
                         # The database names only the pile ("Schlösser"): the Castles' names
                         # are the project's own.
                         "Humble Castle": "Bescheidenes Schloss",
                         "Crumbling Castle": "Baufälliges Schloss",
                         "Small Castle": "Kleines Schloss", "Haunted Castle": "Spukschloss",
                         "Opulent Castle": "Prunkschloss",
                         "Sprawling Castle": "Weitläufiges Schloss",
                         "Grand Castle": "Großes Schloss", "King's Castle": "Königsschloss"}}
# The Knights keep their names on the German and French cards (the French database text writes
# Dame Joséphine).
for _lang in ("de", "fr"):
    NAME_OVERRIDES[_lang].update({knight: knight for knight in KNIGHTS})
NAME_OVERRIDES["fr"]["Dame Josephine"] = "Dame Joséphine"
# The Loots' German names are those the database prints in the "Loot" entry's text; their
# French names (and Plunder's) are the project's own.
NAME_OVERRIDES["de"].update({
    "Amphora": "Amphore", "Doubloons": "Dublonen", "Endless Chalice": "Endloser Kelch",
    "Figurehead": "Galionsfigur", "Hammer": "Hammer", "Insignia": "Insignien", "Jewels": "Juwelen",
    "Orb": "Kugel", "Prize Goat": "Zuchtziege", "Puzzle Box": "Rätselschatulle",
    "Sextant": "Sextant", "Shield": "Schild", "Spell Scroll": "Zauberrolle", "Staff": "Stab",
    "Sword": "Schwert"})
NAME_OVERRIDES["fr"].update({
    "Jewelled Egg": "Œuf serti de joyaux", "Sack of Loot": "Sac de butin", "Loot": "Butin",
    "Amphora": "Amphore", "Doubloons": "Doublons", "Endless Chalice": "Calice sans fin",
    "Figurehead": "Figure de proue", "Hammer": "Marteau", "Insignia": "Insigne",
    "Jewels": "Joyaux", "Orb": "Orbe", "Prize Goat": "Chèvre de concours",
    "Puzzle Box": "Boîte à secret", "Sextant": "Sextant", "Shield": "Bouclier",
    "Spell Scroll": "Parchemin de sort", "Staff": "Bâton", "Sword": "Épée"})

# Prosperity's 2nd-edition cards the French database leaves in English: the project's own names.
# Seaside's 2nd-edition cards have no French name in the database: the project's own.
NAME_OVERRIDES["fr"].update({"Sea Chart": "Carte marine", "Astrolabe": "Astrolabe", "Tide Pools": "Bassins de marée",
                             "Sea Witch": "Sorcière des mers", "Monkey": "Singe",
                             "Corsair": "Corsaire", "Sailor": "Marin", "Blockade": "Blocus",
                             "Pirate": "Pirate"})
NAME_OVERRIDES["fr"].update({"Magnate": "Magnat", "Clerk": "Greffier", "Anvil": "Enclume",
                             "Tiara": "Tiare", "Crystal Ball": "Boule de cristal",
                             "Investment": "Investissement", "War Chest": "Trésor de guerre",
                             "Charlatan": "Charlatan"})
# Hinterlands' 2nd-edition cards the French database lacks: the project's own names.
NAME_OVERRIDES["fr"].update({"Wheelwright": "Charron", "Witch's Hut": "Hutte de la sorcière",
                             "Souk": "Souk", "Nomads": "Nomades", "Cauldron": "Chaudron",
                             "Berserker": "Berserker", "Guard Dog": "Chien de garde",
                             "Trail": "Piste", "Weaver": "Tisserande"})

LANGUAGES = {"de": "de_DE", "fr": "fr_FR"}
CONTEXTS = ("CardName", "CardType")


def fail(message):
    sys.exit(f"import_card_names: {message}")


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        fail(f"{path} not found (pass --card-db DIR)")
    except json.JSONDecodeError as e:
        fail(f"{path} is not valid JSON: {e}")


def all_cards():
    return [name for _, names in CARD_GROUPS for name in names]


def check_database(db_dir):
    """Every listed card must exist, and its types must be in CARD_TYPES."""
    cards = {c["card_tag"]: c for c in load_json(db_dir / "cards_db.json")}
    for name in all_cards():
        name = PILE_MEMBERS.get(name, name)
        if name not in cards:
            fail(f'card "{name}" is not in {db_dir / "cards_db.json"}')
        missing = set(cards[name]["types"]) - set(CARD_TYPES)
        if missing:
            fail(f'card "{name}" has types {sorted(missing)} missing from CARD_TYPES')


def translations_for(db_dir, lang):
    """Returns {context: {english: translated}} for one language."""
    card_table = load_json(db_dir / lang / f"cards_{lang}.json")
    type_table = load_json(db_dir / lang / f"types_{lang}.json")
    names = {}
    name_overrides = NAME_OVERRIDES.get(lang, {})
    for name in all_cards():
        entry = card_table.get(name)
        if name in name_overrides:
            names[name] = name_overrides[name]
            continue
        if not entry or not entry.get("name"):
            fail(f'no {lang} name for card "{name}"')
        names[name] = entry["name"]
    types = {}
    overrides = TYPE_OVERRIDES.get(lang, {})
    for card_type in CARD_TYPES:
        value = overrides.get(card_type) or type_table.get(card_type)
        if not value:
            fail(f'no {lang} name for type "{card_type}"')
        types[card_type] = value
    return {"CardName": names, "CardType": types}


def cpp_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_cpp(path):
    lines = [
        "// Generated by scripts/import_card_names.py: edit the script, not this file.",
        "// Marks every card and card-type name for translation (lupdate reads these).",
        "",
        "#include <QtGlobal>",
        "",
        '#include "cardnames.h"',
        "",
        "namespace dominion::app {",
        "namespace {",
        "",
        "const char* const kCardNames[] = {",
    ]
    for group, names in CARD_GROUPS:
        lines.append(f"    // {group}")
        lines += [f'    QT_TRANSLATE_NOOP("CardName", {cpp_string(n)}),' for n in names]
    lines += ["};", "", "const char* const kCardTypes[] = {"]
    lines += [f'    QT_TRANSLATE_NOOP("CardType", {cpp_string(t)}),' for t in CARD_TYPES]
    lines += [
        "};",
        "",
        "}  // namespace",
        "",
        "std::span<const char* const> cardNameSources() { return kCardNames; }",
        "std::span<const char* const> cardTypeSources() { return kCardTypes; }",
        "",
        "}  // namespace dominion::app",
        "",
    ]
    path.write_text("\n".join(lines), encoding="utf-8")


def find_or_add_context(root, name):
    for context in root.findall("context"):
        if context.findtext("name") == name:
            return context
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = name
    return context


def fill_context(context, table):
    """Makes the context hold exactly `table`'s messages, all translated."""
    existing = {}
    for message in context.findall("message"):
        source = message.findtext("source")
        if source in table and source not in existing:
            existing[source] = message
        else:
            context.remove(message)
    for source, text in table.items():
        message = existing.get(source)
        if message is None:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        translation.text = text


def escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;").replace("\u00a0", "&#xa0;"))


def serialize(element, depth, out):
    """Writes a TS element the way lupdate does (contexts unindented, 4 spaces a level)."""
    pad = "    " * depth
    attrs = "".join(f' {k}="{escape(v)}"' for k, v in element.attrib.items())
    children = list(element)
    if children:
        out.append(f"{pad}<{element.tag}{attrs}>\n")
        for child in children:
            serialize(child, depth + 1 if element.tag != "TS" else 0, out)
        out.append(f"{pad}</{element.tag}>\n")
    elif element.tag == "location":
        out.append(f"{pad}<{element.tag}{attrs}/>\n")
    else:
        out.append(f"{pad}<{element.tag}{attrs}>{escape(element.text or '')}</{element.tag}>\n")


def update_ts(path, locale, tables):
    if path.exists():
        root = ET.parse(path).getroot()
    else:
        root = ET.Element("TS", {"version": "2.1", "language": locale})
    for context_name in CONTEXTS:
        fill_context(find_or_add_context(root, context_name), tables[context_name])
    out = ['<?xml version="1.0" encoding="utf-8"?>\n', "<!DOCTYPE TS>\n"]
    serialize(root, 0, out)
    path.write_text("".join(out), encoding="utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--card-db", type=Path,
                        default=REPO.parent / "shared" / "reference" / "card-db",
                        help="the card database folder (with cards_db.json, de/, fr/)")
    args = parser.parse_args()
    if not args.card_db.is_dir():
        fail(f"{args.card_db} is not a folder (pass --card-db DIR)")

    check_database(args.card_db)
    write_cpp(REPO / "src" / "app" / "cardnames.cpp")
    for lang, locale in LANGUAGES.items():
        tables = translations_for(args.card_db, lang)
        update_ts(REPO / "translations" / f"dominion_{lang}.ts", locale, tables)
    print(f"import_card_names: {len(all_cards())} cards and {len(CARD_TYPES)} types "
          f"written for {', '.join(LANGUAGES)}")


if __name__ == "__main__":
    main()
