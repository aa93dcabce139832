"""Screenshots as people with colour-blindness see them: `python build_scripts/colour_check.py SHOT.png … [--out DIR]`.

For each PNG it writes three pictures beside it (or into DIR): `<name>-protanopia.png`, `-deuteranopia.png`
and `-tritanopia.png`, simulated at full severity with the Brettel, Viénot & Mollon 1997 model (the one
the DaltonLens project recommends for all three kinds), and `<name>-cvd.png`, the original and the three
side by side at half size, to look at in one go. Issue 15: a cue that only a colour gives (a stop, the
player to move, the cards a capture takes) shows up here as two things that look the same.

A developer's tool, not part of the app: needs `daltonlens` (and the numpy and Pillow it brings), e.g.
`pip install --target /tmp/cvd daltonlens` and `PYTHONPATH=/tmp/cvd`. Exit status 0 on success; 1 with a
one-line message when a file cannot be read or daltonlens is missing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

KINDS = ("protanopia", "deuteranopia", "tritanopia")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Simulate colour-vision deficiencies on screenshots.")
    parser.add_argument("shots", nargs="+", type=Path, help="PNG screenshots")
    parser.add_argument("--out", type=Path, help="folder for the simulated pictures (default: beside each shot)")
    args = parser.parse_args(argv)
    try:
        import numpy as np
        from daltonlens import simulate
        from PIL import Image
    except ImportError as error:
        print(f"colour_check: {error.name} is missing (pip install --target /tmp/cvd daltonlens; PYTHONPATH=/tmp/cvd)",
              file=sys.stderr)
        return 1
    simulator = simulate.Simulator_Brettel1997()
    deficiencies = dict(zip(KINDS, (simulate.Deficiency.PROTAN, simulate.Deficiency.DEUTAN, simulate.Deficiency.TRITAN)))
    for shot in args.shots:
        try:
            rgb = np.asarray(Image.open(shot).convert("RGB"))
        except OSError as error:
            print(f"colour_check: cannot read {shot}: {error}", file=sys.stderr)
            return 1
        folder = args.out or shot.parent
        folder.mkdir(parents=True, exist_ok=True)
        pictures = [Image.fromarray(rgb)]
        for kind in KINDS:
            seen = Image.fromarray(simulator.simulate_cvd(rgb, deficiencies[kind], severity=1.0))
            seen.save(folder / f"{shot.stem}-{kind}.png")
            pictures.append(seen)
        width, height = rgb.shape[1] // 2, rgb.shape[0] // 2
        sheet = Image.new("RGB", (2 * width, 2 * height))
        for i, picture in enumerate(pictures):
            sheet.paste(picture.resize((width, height)), ((i % 2) * width, (i // 2) * height))
        sheet.save(folder / f"{shot.stem}-cvd.png")
        print(f"{shot}: {', '.join(KINDS)} → {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
