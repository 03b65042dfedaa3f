#!/usr/bin/env python3
"""Speed and memory figures of the desktop game (docs/performance.md).

Drives the real `dominion` binary through its hidden --measure option, with the software
scene graph (QT_QUICK_BACKEND=software), fresh settings (Normal animation speed, English,
a 1920x1080 window) and a throw-away data folder, and prints:
  - start to the main menu's first frame: median and max of N runs, offscreen and under Xvfb;
  - frames per second while cards move in an AI-only 4-player game at 1920x1080 (Xvfb);
  - peak resident memory (VmHWM) over that whole game, and resident memory at its end.
A benchmark, not a test: it asserts nothing and only prints the figures next to the targets.

Usage: app_bench.py DOMINION [--runs N] [--seed S] [--moves N] [--skip-play]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

SETTINGS = """[ui]
animationSpeed=1
language=en

[window]
geometry=@Rect(0 0 1920 1080)
maximized=false
"""


def fresh_env(root, platform, display=None):
    """An environment with its own settings and data folders and the software backend."""
    config = os.path.join(root, "config")
    os.makedirs(os.path.join(config, "dominion-desktop"), exist_ok=True)
    with open(os.path.join(config, "dominion-desktop", "Dominion.conf"), "w") as f:
        f.write(SETTINGS)
    runtime = os.path.join(root, "runtime")
    os.makedirs(runtime, mode=0o700, exist_ok=True)
    env = dict(os.environ)
    env.update(XDG_CONFIG_HOME=config, XDG_DATA_HOME=os.path.join(root, "data"),
               XDG_CACHE_HOME=os.path.join(root, "cache"), XDG_RUNTIME_DIR=runtime,
               QT_QUICK_BACKEND="software", QT_QPA_PLATFORM=platform)
    if display:
        env["DISPLAY"] = display
    return env


def run_measure(binary, args, env, timeout):
    """Runs dominion --measure ..., returns ({key: value}, steady-clock ns at the start)."""
    start_ns = time.monotonic_ns()  # the same clock as the application's steady_clock
    out = subprocess.run([binary] + args, env=env, capture_output=True, text=True,
                         timeout=timeout)
    if out.returncode != 0:
        sys.exit(f"app_bench: {' '.join(args)} failed ({out.returncode}):\n{out.stderr}")
    figures = {}
    for line in out.stdout.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[0] == "measure":
            figures[parts[1]] = parts[2]
    return figures, start_ns


def startup(binary, env, runs):
    """Milliseconds from the process start to the main menu's first frame, per run."""
    times, shown = [], []
    run_measure(binary, ["--measure", "startup"], env, 60)  # warm the file cache
    for _ in range(runs):
        f, start_ns = run_measure(binary, ["--measure", "startup"], env, 60)
        times.append((int(f["first_frame_ns"]) - start_ns) / 1e6)
        shown.append((int(f["shown_ns"]) - start_ns) / 1e6)
    return times, shown


def start_xvfb():
    """A private Xvfb at 1920x1080x24; returns (process, display)."""
    if not shutil.which("Xvfb"):
        return None, None
    read_end, write_end = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                             "1920x1080x24", "-nolisten", "tcp"], pass_fds=(write_end,),
                            stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as r:
        number = r.readline().strip()
    return proc, f":{number}"


def print_startup(label, times, shown):
    print(f"start to main menu, {label}: median {statistics.median(times):.0f} ms, "
          f"max {max(times):.0f} ms over {len(times)} runs "
          f"(window shown after median {statistics.median(shown):.0f} ms)   target < 1000 ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dominion")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--moves", type=int, default=0,
                        help="stop the game after this many moves (0: play it to the end)")
    parser.add_argument("--skip-play", action="store_true")
    a = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="dominion-bench-") as root:
        env = fresh_env(root, "offscreen")
        print_startup("offscreen", *startup(a.dominion, env, a.runs))

        xvfb, display = start_xvfb()
        if not xvfb:
            print("Xvfb is not installed: no figures on an X server")
            return
        try:
            env = fresh_env(root, "xcb", display)
            print_startup("Xvfb", *startup(a.dominion, env, a.runs))
            if a.skip_play:
                return
            args = ["--demo", "--seed", str(a.seed), "--opponents", "3", "--measure", "play"]
            if a.moves > 0:
                args += ["--after-moves", str(a.moves)]
            f, _ = run_measure(a.dominion, args, env, 3600)
        finally:
            xvfb.terminate()
            xvfb.wait()

    print(f"4-player AI game (seed {a.seed}), window {f['window']}, Xvfb, software: "
          f"{f['moves']} moves in {float(f['seconds']):.0f} s, game over: {f['game_over']}")
    print(f"  frames while cards move: {f['frames']} in {f['animating_s']} s: "
          f"mean {f['fps_mean']} fps   target 60")
    print(f"  time between frames: 99th percentile {f['frame_ms_p99']} ms, "
          f"worst {f['frame_ms_max']} ms, {f['frames_over_20ms']} frames over 20 ms")
    print(f"  work per frame: mean {f['frame_cost_ms_mean']} ms, "
          f"99th percentile {f['frame_cost_ms_p99']} ms, worst {f['frame_cost_ms_max']} ms")
    print(f"  resident memory: peak {int(f['vmhwm_kb']) / 1024:.0f} MB, "
          f"at the end {int(f['vmrss_kb']) / 1024:.0f} MB   target < 200 MB")


if __name__ == "__main__":
    main()
