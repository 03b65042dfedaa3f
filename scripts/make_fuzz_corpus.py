#!/usr/bin/env python3
"""Writes the seed corpora of fuzz_position and fuzz_save (tests/fuzz/corpus/<target>/).

Positions and saves come from games that dominion-cli plays at random, stopped at decisions
of many kinds, and from the test fixtures. The other targets' seeds (kingdoms, library files,
settings, move lines, history rows) are small files written by hand, and the regression-*
files are inputs the fuzzing found. Run it again after the position or save format changes:

    scripts/make_fuzz_corpus.py build/release/src/cli/dominion-cli
"""
import hashlib
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "fuzz" / "corpus"

GAMES = [  # kingdom, players, extra options
    ("Cellar,Market,Merchant,Militia,Mine,Moat,Remodel,Smithy,Village,Workshop", 2, []),
    ("Haven,Bazaar,Native Village,Pirate Ship,Lighthouse,Outpost,Island,Witch,Throne Room,Moat", 3, []),
    ("Trade Route,Bishop,King's Court,Watchtower,Talisman,Contraband,Vault,Monument,Goons,City", 4, ["--colonies"]),
    ("Young Witch,Masquerade,Secret Passage,Courtier,Diplomat,Torturer,Steward,Lurker,Minion,Patrol", 2, []),
    ("Jack of All Trades,Oasis,Trader,Fool's Gold,Develop,Inn,Haggler,Embassy,Cartographer,Tunnel", 5, ["--shelters"]),
    ("Chapel,Festival,Laboratory,Library,Sentry,Bandit,Harbinger,Poacher,Vassal,Artisan", 6, []),
]


def cli(tool, *args, stdin=None):
    return subprocess.run([tool, *args], input=stdin, capture_output=True, text=True, check=True).stdout


def play(tool, kingdom, players, options, seed, stops):
    """Plays at random; returns the positions at `stops` decisions that are not phases."""
    rng = random.Random(seed)
    position = cli(tool, "new", "--kingdom", kingdom, "--players", str(players), "--seed", str(seed), *options)
    kept = [("start", position)]
    for step in range(400):
        lines = cli(tool, "legal", "--limit", "50", "-", stdin=position).splitlines()
        if not lines or lines[0].startswith("The game is over"):
            break
        moves = lines[1:]
        buys = [m for m in moves if m.startswith("buy ")]
        move = rng.choice(buys if buys and rng.random() < 0.7 else moves)
        position = cli(tool, "apply", "-", move, stdin=position)
        phase = any(w in lines[0] for w in ("Action phase", "Buy phase", "Night phase"))
        if not phase and len(kept) < stops:
            kept.append((f"step{step}", position))
    return kept


def save_file(position, seats, log):
    meta_seats = [{"name": "" if k == 0 else name, "kind": "human" if k == 0 else "ai", "colour": colour,
                   **({} if k == 0 else {"level": 2})}
                  for k, (name, colour) in enumerate(seats)]
    return json.dumps({
        "format": "dominion-save", "version": 1, "app": "0.1.0", "name": "",
        "created": "2026-11-29T10:00:00.000Z", "updated": "2026-11-29T10:20:00.000Z",
        "kingdom": json.loads(position).get("kingdom", []),
        "seats": meta_seats, "turn": 4, "currentPlayer": 0, "gameOver": False, "allowUndo": False,
        "seed": "18446744073709551615",
        "positionSha256": hashlib.sha256(position.encode()).hexdigest(),
        "position": position, "log": log,
    }, indent=4)


def write(target, name, content):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(content if isinstance(content, bytes) else content.encode())


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build/release/src/cli/dominion-cli")
    for target in ("fuzz_position", "fuzz_save"):
        shutil.rmtree(CORPUS / target, ignore_errors=True)
    colours = ["#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65"]
    names = ["You", "Alice", "Ben", "Cleo", "Dan", "Eve"]
    for n, (kingdom, players, options) in enumerate(GAMES):
        for label, position in play(tool, kingdom, players, options, seed=100 + n, stops=3):
            write("fuzz_position", f"game{n}-{label}.json", position)
        seats = list(zip(names, colours))[:players]
        log = [{"text": "Alice buys Silver.", "player": 1}] if n % 2 else []
        last = play(tool, kingdom, players, options, seed=200 + n, stops=2)[-1][1]
        write("fuzz_save", f"game{n}.json", save_file(last, seats, log))
    # The slot that must stay readable beside the fuzzed one (fuzz_save.cpp).
    shutil.copy(CORPUS / "fuzz_save" / "game0.json", CORPUS / "fuzz_save" / "whole.json")
    for fixture in sorted((ROOT / "tests/engine/data/positions").glob("*.json")):
        write("fuzz_position", "fixture-" + fixture.name, fixture.read_bytes())
    for fixture in sorted((ROOT / "tests/cli/data").glob("*.json")):
        write("fuzz_position", "cli-" + fixture.name, fixture.read_bytes())


if __name__ == "__main__":
    main()
