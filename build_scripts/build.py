"""Build the packaged app with PyInstaller: `python build_scripts/build.py [--onefile]`.

One-folder (default): dist/snipsnap/ with the executable dist/snipsnap/snipsnap (snipsnap.exe on Windows);
it starts fast and antivirus programs flag it less often; on macOS also the app bundle dist/snipsnap.app.
`--onefile`: the single executable dist/snipsnap
(it unpacks itself to a temporary folder at every start, so it starts slower). Either is windowed (no
console on Windows and macOS; the app logs to snipsnap.log in its data folder), carries the icon, and
bundles assets/ as `assets` beside the code, where game.paths.asset_path looks (sys._MEIPASS/assets).
Needs the `[build]` extra (PyInstaller). Exit status 0 when the app was built.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "snipsnap"
BUNDLE_ID = "io.github.snipsnap"
"""The macOS bundle identifier: how macOS tells this app's settings and permissions from other apps'."""


def icon() -> Path | None:
    """The icon for the executable: assets/icon.ico on Windows; on macOS icon.icns, or icon.png when Pillow
    is there to convert it. None elsewhere (Linux executables carry no icon; the app sets its window icon
    itself) or when the assets have no icon yet."""
    if sys.platform == "win32":
        names = ["icon.ico"]
    elif sys.platform == "darwin":
        names = ["icon.icns"] + (["icon.png"] if importlib.util.find_spec("PIL") else [])
    else:
        return None
    for name in names:
        path = ROOT / "assets" / name
        if path.is_file():
            return path
    print(f"warning: no {' or '.join(f'assets/{n}' for n in names)}; building without an icon", file=sys.stderr)
    return None


def pyinstaller_args(onefile: bool) -> list[str]:
    """The PyInstaller command line for the app."""
    build = ROOT / "build"
    args = [
        str(ROOT / "build_scripts" / "launcher.py"),
        "--name", NAME,
        "--onefile" if onefile else "--onedir",
        "--windowed",
        "--noconfirm",
        "--clean",
        "--log-level", "WARN",
        "--distpath", str(ROOT / "dist"),
        "--workpath", str(build),
        "--specpath", str(build),
        "--paths", str(ROOT),
        # Scenes and commands are imported inside functions so the window opens fast; collect them all.
        "--collect-submodules", "game",
        "--hidden-import", "platformdirs",
        "--osx-bundle-identifier", BUNDLE_ID,  # ignored off macOS
    ]
    assets = ROOT / "assets"
    if assets.is_dir():
        args += ["--add-data", f"{assets}{os.pathsep}assets"]
    else:
        print(f"warning: {assets} is missing; the app will have no cards, fonts or icon", file=sys.stderr)
    picture = icon()
    if picture is not None:
        args += ["--icon", str(picture)]
    return args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="build one executable instead of a folder")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__
    except ImportError:
        print("error: PyInstaller is not installed; install the build extra: pip install -e '.[build]'",
              file=sys.stderr)
        return 1
    suffix = ".exe" if sys.platform == "win32" else ""
    app = ROOT / "dist" / (f"{NAME}{suffix}" if args.onefile else f"{NAME}/{NAME}{suffix}")
    # dist/snipsnap is the folder of one build and the executable of the other: clear the earlier one.
    earlier = ROOT / "dist" / NAME
    if earlier.is_dir():
        shutil.rmtree(earlier)
    elif earlier.exists():
        earlier.unlink()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # PyInstaller imports pygame while it looks
    PyInstaller.__main__.run(pyinstaller_args(args.onefile))
    if not app.exists():
        print(f"error: PyInstaller finished but {app} is missing", file=sys.stderr)
        return 1
    print(f"Built {app}")
    print(f"Check it with: SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy {app} --selftest")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
