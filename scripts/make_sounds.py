#!/usr/bin/env python3
"""Synthesizes the table's sound effects into assets/sounds/*.wav.

Every sound is made here from sine waves and seeded noise (standard library only), so the
files are the project's own and the same on every run: running the script again rewrites
identical files. The build only reads the committed WAV files.

    python3 scripts/make_sounds.py [--out assets/sounds]

Sounds (16-bit mono, 44.1 kHz, each well under a second):
    play.wav      a card laid on the table: a soft slap of filtered noise over a low knock
    buy.wav       a card bought or gained: two coins that clink
    shuffle.wav   a deck shuffled: a riffle of short noise ticks
    trash.wav     a card trashed: a low thud under a crumple
    attack.wav    an Attack played: a blade's swish ending in a ring
    your_turn.wav your turn begins: a two-note bell chime
"""

import argparse
import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
PEAK = 0.5  # of full scale: the loudest sample of each sound (about -6 dBFS)


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(target, source, start=0.0, gain=1.0):
    """Adds `source` into `target` from `start` seconds on, growing it as needed."""
    offset = int(start * RATE)
    end = offset + len(source)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    for i, v in enumerate(source):
        target[offset + i] += gain * v
    return target


def envelope(n, attack, decay):
    """A quick linear rise over `attack` seconds, then an exponential fall (time constant
    `decay` seconds)."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        rise = min(1.0, i / a)
        out.append(rise * math.exp(-max(0, i - a) / (decay * RATE)))
    return out


def tone(freq, seconds, partials=((1.0, 1.0),), attack=0.004, decay=0.15, bend=0.0):
    """A sum of sine partials (ratio, amplitude) under an envelope; `bend` glides the pitch by
    that factor over the sound's length."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    phases = [0.0] * len(partials)
    for i in range(n):
        f = freq * (1.0 + bend * i / n)
        v = 0.0
        for k, (ratio, amp) in enumerate(partials):
            phases[k] += 2 * math.pi * f * ratio / RATE
            v += amp * math.sin(phases[k])
        out.append(v * env[i])
    return out


def noise(seconds, rng):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(samples, cutoff):
    """One-pole low-pass filter."""
    k = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in samples:
        y += k * (v - y)
        out.append(y)
    return out


def highpass(samples, cutoff):
    low = lowpass(samples, cutoff)
    return [v - l for v, l in zip(samples, low)]


def bandpass(samples, centre, q, sweep_to=None):
    """A resonant band-pass (RBJ biquad); the centre may glide to `sweep_to` Hz."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    n = len(samples)
    for i, x in enumerate(samples):
        f = centre if sweep_to is None else centre * (sweep_to / centre) ** (i / n)
        w = 2 * math.pi * f / RATE
        alpha = math.sin(w) / (2 * q)
        b0, b2 = alpha, -alpha
        a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def shaped(samples, attack, decay):
    env = envelope(len(samples), attack, decay)
    return [v * e for v, e in zip(samples, env)]


def fade_out(samples, seconds=0.01):
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[len(samples) - n + i] *= 1.0 - i / n
    return samples


def normalized(samples, peak=PEAK):
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


# ---- the sounds ------------------------------------------------------------------------------


def play_sound(rng):
    slap = shaped(bandpass(noise(0.12, rng), 2400, 0.8), 0.002, 0.025)
    knock = tone(180, 0.12, ((1.0, 1.0), (2.3, 0.3)), attack=0.002, decay=0.03, bend=-0.3)
    out = silence(0.14)
    mix(out, slap, 0.0, 1.0)
    mix(out, knock, 0.0, 0.6)
    return out


def buy_sound(rng):
    # A coin: inharmonic partials of a small metal disc, a bright strike and a long ring.
    coin = ((1.0, 1.0), (2.76, 0.55), (5.40, 0.3), (8.93, 0.15))
    strike = shaped(highpass(noise(0.02, rng), 3000), 0.0005, 0.004)
    out = silence(0.42)
    mix(out, tone(1568, 0.3, coin, attack=0.001, decay=0.07), 0.0, 0.8)
    mix(out, strike, 0.0, 0.4)
    mix(out, tone(2093, 0.34, coin, attack=0.001, decay=0.09), 0.075, 0.7)
    mix(out, strike, 0.075, 0.35)
    return out


def shuffle_sound(rng):
    out = silence(0.5)
    t = 0.0
    while t < 0.42:
        tick = shaped(bandpass(noise(0.03, rng), rng.uniform(2500, 4200), 1.2), 0.001, 0.006)
        mix(out, tick, t, rng.uniform(0.6, 1.0))
        t += rng.uniform(0.018, 0.034)
    # The cards squared up at the end.
    mix(out, shaped(lowpass(noise(0.06, rng), 900), 0.002, 0.02), 0.43, 0.9)
    return out


def trash_sound(rng):
    thud = tone(95, 0.3, ((1.0, 1.0), (1.9, 0.25)), attack=0.003, decay=0.08, bend=-0.35)
    t = 0.0
    out = silence(0.36)
    while t < 0.22:
        burst = shaped(bandpass(noise(0.025, rng), rng.uniform(700, 1800), 1.5), 0.001, 0.008)
        mix(out, burst, t, rng.uniform(0.3, 0.7) * (1.0 - t / 0.3))
        t += rng.uniform(0.01, 0.025)
    mix(out, thud, 0.0, 1.0)
    return out


def attack_sound(rng):
    swish = shaped(bandpass(noise(0.26, rng), 600, 2.5, sweep_to=5200), 0.12, 0.05)
    ring = tone(2637, 0.4, ((1.0, 1.0), (2.41, 0.35), (3.9, 0.15)), attack=0.001, decay=0.12)
    out = silence(0.62)
    mix(out, swish, 0.0, 1.0)
    mix(out, ring, 0.19, 0.35)
    return out


def your_turn_sound(rng):
    bell = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.06))
    out = silence(0.75)
    mix(out, tone(784, 0.5, bell, attack=0.005, decay=0.16), 0.0, 0.8)  # G5
    mix(out, tone(1047, 0.6, bell, attack=0.005, decay=0.2), 0.14, 0.8)  # C6
    return out


SOUNDS = {
    "play": play_sound,
    "buy": buy_sound,
    "shuffle": shuffle_sound,
    "trash": trash_sound,
    "attack": attack_sound,
    "your_turn": your_turn_sound,
}


def write_wav(path, samples):
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "assets" / "sounds"))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for index, (name, make) in enumerate(SOUNDS.items()):
        rng = random.Random(1000 + index)  # the same noise on every run
        samples = normalized(fade_out(make(rng)))
        write_wav(out / f"{name}.wav", samples)
        print(f"{name}.wav: {len(samples) / RATE:.2f} s")


if __name__ == "__main__":
    main()
