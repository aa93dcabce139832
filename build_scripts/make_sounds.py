"""Synthesise the table's sounds (issue 14): cards dealt, played and turned, coins onto a stack and into the
pool, a capture swept up, a false snap, the cork snatched, the end of a game. Written as Ogg Vorbis to
assets/sounds/<name>-<variant>.ogg, mono, 22,050 Hz.

Every sound is made here from arithmetic — filtered noise for the cards, struck-bar partials for the coins —
so the project owns them outright (no recording, no licence to carry). Each sound that repeats quickly (a
52-card deal, a 20-coin payment) has several variants, a little higher or lower, brighter or duller, so a
run of them sounds like hands at work, not a machine gun; the app picks among them and varies the volume.

Needs: Python 3.11 and oggenc (Debian's vorbis-tools). The noise comes from a seeded random.Random and
oggenc is given a fixed stream serial, so the same script writes the same bytes.

Run again only to change the sounds:  python build_scripts/make_sounds.py [output folder]
(the folder defaults to assets/sounds).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import shutil
import struct
import subprocess
import sys
import wave
from pathlib import Path
from typing import Callable

RATE = 22_050
"""Samples per second."""
ROOT = Path(__file__).resolve().parent.parent
PEAK = 0.89
"""Every sound is scaled so its loudest sample is this (about −1 dBFS): equally loud, never clipped."""

Samples = list[float]


# --- building blocks -------------------------------------------------------------------------------


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def low_pass(samples: Samples, cutoff_hz: float | Callable[[float], float]) -> Samples:
    """A one-pole low-pass filter; `cutoff_hz` may change with time (a function of seconds)."""
    out: Samples = []
    level = 0.0
    for i, x in enumerate(samples):
        cutoff = cutoff_hz(i / RATE) if callable(cutoff_hz) else cutoff_hz
        alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
        level += alpha * (x - level)
        out.append(level)
    return out


def high_pass(samples: Samples, cutoff_hz: float) -> Samples:
    """What a low-pass filter takes away: keeps the crack of a card, drops the rumble."""
    return [x - y for x, y in zip(samples, low_pass(samples, cutoff_hz))]


def envelope(samples: Samples, attack_s: float, decay_s: float) -> Samples:
    """A fast linear attack, then an exponential decay with time constant `decay_s`."""
    out = []
    for i, x in enumerate(samples):
        t = i / RATE
        gain = t / attack_s if t < attack_s else math.exp(-(t - attack_s) / decay_s)
        out.append(x * gain)
    return out


def tone(partials: list[tuple[float, float, float]], seconds: float) -> Samples:
    """A struck bar or bell: each partial is (frequency Hz, amplitude, decay time constant s). Partials
    too high for the sample rate are left out (they would fold back as false, lower tones)."""
    n = round(seconds * RATE)
    heard = [(f, a, d) for f, a, d in partials if f < 0.45 * RATE]
    return [
        sum(a * math.sin(2.0 * math.pi * f * i / RATE) * math.exp(-i / RATE / d) for f, a, d in heard)
        for i in range(n)
    ]


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Lay each (start s, samples) over the others."""
    length = max(round(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = round(start * RATE)
        for i, x in enumerate(samples):
            out[offset + i] += x
    return out


def fade_out(samples: Samples, seconds: float = 0.01) -> Samples:
    """Bring the last `seconds` to silence, so no sound ends in a click."""
    n = min(len(samples), round(seconds * RATE))
    return samples[: len(samples) - n] + [x * (n - i) / n for i, x in enumerate(samples[len(samples) - n :])]


# --- the sounds ------------------------------------------------------------------------------------


def card_deal(rng: random.Random, brightness: float) -> Samples:
    """A card slid off the pack and across the cloth: a short, soft swish."""
    swish = low_pass(noise(0.07, rng), lambda t: 2_500 * brightness + 9_000 * t)
    return envelope(high_pass(swish, 400), 0.008, 0.018)


def card_play(rng: random.Random, brightness: float) -> Samples:
    """A card put down on the table: the snap of pasteboard on cloth, with a little thump under it."""
    crack = envelope(high_pass(low_pass(noise(0.09, rng), 4_500 * brightness), 700), 0.001, 0.012)
    thump = tone([(150 * brightness, 0.5, 0.02)], 0.06)
    return mix((0.0, crack), (0.0, thump))


def card_turn(rng: random.Random, brightness: float) -> Samples:
    """A card flipped face up: two quick flicks, the edge lifting, then the face landing."""
    flick = envelope(high_pass(low_pass(noise(0.03, rng), 6_000 * brightness), 1_200), 0.001, 0.006)
    land = envelope(high_pass(low_pass(noise(0.06, rng), 3_500 * brightness), 500), 0.001, 0.012)
    return mix((0.0, [0.5 * x for x in flick]), (0.035, land))


def coin(rng: random.Random, pitch: float) -> Samples:
    """A coin dropped onto a stack: a click and the ring of a struck metal disc (its partials are not
    harmonic, which is what makes metal sound like metal)."""
    base = 1_650 * pitch
    ring = tone([(base, 0.55, 0.09), (base * 2.76, 0.3, 0.05), (base * 5.4, 0.15, 0.025)], 0.25)
    click = envelope(high_pass(noise(0.01, rng), 3_000), 0.0005, 0.002)
    return mix((0.0, ring), (0.0, click))


def pool_coin(rng: random.Random, pitch: float) -> Samples:
    """A coin into the pool's dish: a lower ring that bounces once."""
    first = coin(rng, 0.8 * pitch)
    bounce = [0.45 * x for x in coin(rng, 0.82 * pitch)]
    return mix((0.0, first), (0.07 + 0.02 * rng.random(), bounce))


def sweep(rng: random.Random) -> Samples:
    """Cards swept up off the table into a pile: a swish that rises and falls."""
    length = 0.38
    body = low_pass(noise(length, rng), lambda t: 1_200 + 5_000 * math.sin(math.pi * t / length))
    shaped = [x * math.sin(math.pi * i / RATE / length) ** 1.5 for i, x in enumerate(high_pass(body, 300))]
    return mix((0.0, shaped), (length - 0.05, card_play(rng, 0.9)))


def false_snap(rng: random.Random) -> Samples:
    """A snap called with no match: a low, comic buzz that falls."""
    n = round(0.32 * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += 2.0 * math.pi * (140 - 60 * t) / RATE
        square = 1.0 if math.sin(phase) >= 0 else -1.0
        out.append(square * math.exp(-t / 0.2))
    return low_pass(out, 1_800)


def cork(rng: random.Random) -> Samples:
    """The cork snatched from the middle (Grab): a pop whose pitch drops."""
    n = round(0.12 * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += 2.0 * math.pi * (700 * math.exp(-t / 0.03) + 180) / RATE
        out.append(math.sin(phase) * math.exp(-t / 0.035))
    pop = envelope(high_pass(noise(0.015, rng), 1_000), 0.0005, 0.004)
    return mix((0.0, out), (0.0, pop))


def game_over(rng: random.Random) -> Samples:
    """The end of a game: four soft bell notes rising, C E G C."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    parts = [
        (0.13 * i, tone([(f, 0.6, 0.35), (2 * f, 0.2, 0.15), (3.01 * f, 0.08, 0.08)], 1.1 - 0.13 * i))
        for i, f in enumerate(notes)
    ]
    return mix(*parts)


def sounds() -> dict[str, Samples]:
    """Every sound, by file stem: `<name>-<variant>`."""
    rng = random.Random("snip-snap-snorum sounds")
    made: dict[str, Samples] = {}
    for i, brightness in enumerate((0.85, 1.0, 1.15, 0.95), start=1):
        made[f"deal-{i}"] = card_deal(rng, brightness)
    for i, brightness in enumerate((0.9, 1.0, 1.12), start=1):
        made[f"play-{i}"] = card_play(rng, brightness)
        made[f"turn-{i}"] = card_turn(rng, brightness)
    for i, pitch in enumerate((0.94, 1.0, 1.05, 1.11), start=1):
        made[f"coin-{i}"] = coin(rng, pitch)
    for i, pitch in enumerate((0.96, 1.04), start=1):
        made[f"pool-{i}"] = pool_coin(rng, pitch)
    made["sweep-1"] = sweep(rng)
    made["false-snap-1"] = false_snap(rng)
    made["cork-1"] = cork(rng)
    made["game-over-1"] = game_over(rng)
    return made


# --- writing ---------------------------------------------------------------------------------------


def wav_bytes(samples: Samples) -> bytes:
    """16-bit mono WAV of `samples`, scaled to PEAK."""
    loudest = max(abs(x) for x in samples) or 1.0
    frames = b"".join(
        struct.pack("<h", round(32_767 * PEAK * x / loudest)) for x in fade_out(samples)
    )
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def write_ogg(samples: Samples, path: Path) -> None:
    """Encode to Ogg Vorbis with a fixed stream serial (the same input gives the same file)."""
    subprocess.run(
        ["oggenc", "--quiet", "--quality", "3", "--serial", "1", "-o", str(path), "-"],
        input=wav_bytes(samples),
        check=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "assets" / "sounds", help="the output folder")
    args = parser.parse_args(argv)
    if shutil.which("oggenc") is None:
        print("make_sounds: oggenc is missing: install Debian's vorbis-tools", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    made = sounds()
    for name, samples in made.items():
        write_ogg(samples, args.out / f"{name}.ogg")
    size = sum((args.out / f"{name}.ogg").stat().st_size for name in made)
    print(f"wrote {len(made)} sounds to {args.out} ({size / 1024:.0f} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
