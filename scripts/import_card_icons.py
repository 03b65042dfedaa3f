#!/usr/bin/env python3
"""Writes the card art icons: one small SVG per card in assets/card-icons/.

Reads the mapping assets/card-icons/icons.txt (a card's English name = a Game Icons icon name,
one a line, "#" starts a comment) and takes each icon's path data from the npm package
@iconify-json/game-icons (Game Icons, https://game-icons.net, CC BY 3.0). Each card's file is
named after the card: its English name in lower case, apostrophes dropped, every other run of
characters that are not letters or digits turned into one "-" ("Fool's Gold" ->
fools-gold.svg); the QML (qml/table/CardStyle.js, iconSource()) names it the same way.

Only the icons the mapping names are written (white paths, viewBox 0 0 512 512), and SVGs no
longer in the mapping are removed, so the build needs no network and ships no unused icon.

Usage:
    scripts/import_card_icons.py                     # `npm pack` the package into a temp dir
    scripts/import_card_icons.py --package PATH      # an unpacked package folder, its
                                                     # icons.json or the .tgz `npm pack` wrote
    scripts/import_card_icons.py --check             # only check the mapping against the package

Standard library only.
"""

import argparse
import json
import pathlib
import re
import subprocess
import sys
import tarfile
import tempfile

PACKAGE = "@iconify-json/game-icons"
ROOT = pathlib.Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "card-icons"
MAPPING = ICON_DIR / "icons.txt"
COLOUR = "#ffffff"


class Problem(Exception):
    pass


def slug(name):
    """The file name (without .svg) of a card's icon, from its English name."""
    s = name.lower().replace("'", "").replace("\u2019", "")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def read_mapping(path):
    """[(card name, icon name)] in the file's order; duplicate cards or files are errors, and so
    is an icon given to two cards (each card's picture is its own)."""
    entries = []
    seen = {}
    icons = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if "=" not in line:
            raise Problem(f"{path}:{number}: expected 'Card name = icon-name', got {raw.strip()!r}")
        card, icon = (part.strip() for part in line.split("=", 1))
        if not card or not icon:
            raise Problem(f"{path}:{number}: a card name and an icon name are both needed")
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", icon):
            raise Problem(f"{path}:{number}: {icon!r} is not an icon name (lower case, digits, '-')")
        key = slug(card)
        if key in seen:
            raise Problem(f"{path}:{number}: {card!r} has the same file name ({key}.svg) as "
                          f"line {seen[key]}")
        seen[key] = number
        if icon in icons:
            raise Problem(f"{path}:{number}: {card!r} has the icon {icon!r} of line {icons[icon]}")
        icons[icon] = number
        entries.append((card, icon))
    if not entries:
        raise Problem(f"{path}: no cards listed")
    return entries


def npm_pack(workdir):
    """Downloads the package's .tgz into workdir with `npm pack`; returns its path."""
    try:
        subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=workdir, check=True,
                       stdout=subprocess.DEVNULL)
    except FileNotFoundError:
        raise Problem("npm is not installed: pass the package with --package PATH")
    except subprocess.CalledProcessError as e:
        raise Problem(f"`npm pack {PACKAGE}` failed ({e.returncode})")
    tgzs = sorted(pathlib.Path(workdir).glob("*.tgz"))
    if len(tgzs) != 1:
        raise Problem(f"`npm pack` left {len(tgzs)} archives in {workdir}")
    return tgzs[0]


def load_package(source, workdir):
    """(icons.json as a dict, info.json as a dict or None) from a folder, a .json or a .tgz."""
    source = pathlib.Path(source)
    if source.is_file() and source.name.endswith((".tgz", ".tar.gz")):
        with tarfile.open(source) as tar:
            def member(name):
                try:
                    f = tar.extractfile(f"package/{name}")
                except KeyError:
                    return None
                return json.load(f) if f else None
            icons = member("icons.json")
            info = member("info.json")
        if icons is None:
            raise Problem(f"{source} holds no package/icons.json")
        return icons, info
    if source.is_dir():
        icons_file = source / "icons.json"
    elif source.is_file():
        icons_file = source
    else:
        raise Problem(f"{source}: no such file or folder")
    if not icons_file.is_file():
        raise Problem(f"{source} holds no icons.json")
    info_file = icons_file.parent / "info.json"
    info = json.loads(info_file.read_text(encoding="utf-8")) if info_file.is_file() else None
    return json.loads(icons_file.read_text(encoding="utf-8")), info


def icon_body(icons, name):
    """The SVG body of an icon (aliases followed); a Problem for an unknown name."""
    aliases = icons.get("aliases", {})
    for _ in range(8):
        if name in icons["icons"]:
            entry = icons["icons"][name]
            size = (entry.get("width", icons.get("width", 16)), entry.get("height", icons.get("height", 16)))
            if size != (512, 512):
                raise Problem(f"icon {name!r} is {size[0]}x{size[1]}, not 512x512")
            return entry["body"]
        alias = aliases.get(name)
        if alias is None or set(alias) - {"parent"}:
            break
        name = alias["parent"]
    raise Problem(f"the package has no icon {name!r}")


def svg(card, icon, body):
    body = body.replace('fill="currentColor"', f'fill="{COLOUR}"')
    if "currentColor" in body:
        raise Problem(f"icon {icon!r} uses currentColor in a way this script does not handle")
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">'
            f"<!-- {card}: game-icons {icon}, CC BY 3.0, https://game-icons.net -->"
            f"{body}</svg>\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", help="the package: a folder, its icons.json or a .tgz "
                        f"(default: `npm pack {PACKAGE}`)")
    parser.add_argument("--mapping", default=str(MAPPING), help="the card -> icon list")
    parser.add_argument("--out", default=str(ICON_DIR), help="where the SVGs go")
    parser.add_argument("--check", action="store_true", help="write nothing")
    args = parser.parse_args()

    try:
        entries = read_mapping(pathlib.Path(args.mapping))
        with tempfile.TemporaryDirectory() as workdir:
            source = args.package or npm_pack(workdir)
            icons, info = load_package(source, workdir)
        files = {slug(card) + ".svg": svg(card, icon, icon_body(icons, icon)) for card, icon in entries}
    except Problem as e:
        print(f"import_card_icons: {e}", file=sys.stderr)
        return 1

    if info:
        license_ = info.get("license", {}).get("title", "?")
        author = info.get("author", {}).get("name", "?")
        print(f"{info.get('name', PACKAGE)} by {author}, {license_}: {len(files)} icons")
    if args.check:
        return 0

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.svg"):
        if old.name not in files:
            old.unlink()
            print(f"removed {old.name}")
    for name, text in files.items():
        path = out / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
