"""Build the packaged app with PyInstaller: `python build_scripts/build.py [--onefile]`.

One-folder (default): dist/snipsnap/ with the executable dist/snipsnap/snipsnap (snipsnap.exe on Windows);
it starts fast and antivirus programs flag it less often; on macOS also the app bundle dist/snipsnap.app.
`--onefile`: the single executable dist/snipsnap
(it unpacks itself to a temporary folder at every start, so it starts slower). Either is windowed (no
console on Windows and macOS; the app logs to snipsnap.log in its data folder), carries the icon, and
bundles assets/ as `assets` beside the code, where game.paths.asset_path looks (sys._MEIPASS/assets),
and the screen reader's library accessible_output2 with its native libraries (Settings › Screen reader).
On Windows the .exe carries a version resource (Properties › Details) made from game.__version__.
Needs the `[build]` extra (PyInstaller, accessible-output2); stops with one line on stderr when either is
missing. Exit status 0 when the app was built.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "snipsnap"
BUNDLE_ID = "io.github.snipsnap"
"""The macOS bundle identifier: how macOS tells this app's settings and permissions from other apps'."""
DISPLAY_NAME = "Snip-Snap-Snorum & Co."
READER_PACKAGES = ("accessible_output2", "libloader", "platform_utils")
"""The screen reader's library and the two it imports by platform: each is collected whole, with its native
libraries (accessible_output2/lib: the Windows screen readers' DLLs, where it looks for them in a built
app) and its *.dist-info folder, which holds its licence file (packaging/THIRD-PARTY.txt points there)."""
ONLINE_PACKAGES = (
    "spake2", "pynacl", "cryptography", "cffi", "paho-mqtt",
    "amqtt", "transitions", "six", "websockets", "PyYAML", "psutil", "dacite", "pwdlib", "argon2-cffi",
    "argon2-cffi-bindings", "typing_extensions", "zeroconf", "ifaddr",
)
"""What play between homes uses (game/online): the sealing, MQTT, the embedded broker with what it imports, and
zeroconf, which announces a table on its network.
Each one's *.dist-info folder goes into the app, for its licence file (packaging/THIRD-PARTY.txt points there);
amqtt also finds its plugins through its own entry points there."""


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


def version() -> str:
    """The app's version, as `snipsnap --version` prints it (game/__init__.py, the only place it is written)."""
    sys.path.insert(0, str(ROOT))
    from game import __version__

    return __version__


def file_version(app_version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows shows as a file's version, from the app's version: "1.4.0" → (1, 4, 0, 0).
    Raises ValueError when `app_version` does not start with two or three dotted numbers."""
    found = re.match(r"(\d+)\.(\d+)(?:\.(\d+))?", app_version)
    if found is None:
        raise ValueError(f"the version {app_version!r} does not start with numbers like 1.4.0")
    major, minor, patch = (int(n or 0) for n in found.groups())
    return major, minor, patch, 0


def copyright_line() -> str:
    """LICENSE's copyright line, e.g. "Copyright (c) 2024-2026 The Snip-Snap-Snorum & Co. authors".
    Raises ValueError when LICENSE has none."""
    found = re.search(r"^Copyright .+$", (ROOT / "LICENSE").read_text(encoding="utf-8"), re.MULTILINE)
    if found is None:
        raise ValueError("LICENSE has no line starting with 'Copyright'")
    return found.group()


def version_file_text(app_version: str) -> str:
    """The Windows version resource of snipsnap.exe in PyInstaller's `--version-file` format (the text of a
    `VSVersionInfo`, which PyInstaller evaluates). Raises ValueError as file_version and copyright_line."""
    numbers = file_version(app_version)
    notice = copyright_line()
    authors = re.sub(r"^Copyright (\(c\) )?[\d\s,–-]+", "", notice)
    strings = {
        "CompanyName": authors,
        "FileDescription": DISPLAY_NAME,
        "FileVersion": app_version,
        "InternalName": NAME,
        "LegalCopyright": notice,
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": app_version,
    }
    rows = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    # 040904B0 and [1033, 1200]: US English in Unicode, the language Windows shows the strings in.
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {rows}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def windows_version_file(folder: Path) -> Path | None:
    """On Windows, write the .exe's version resource (version_file_text of the app's version) to
    `folder`/version-info.txt and return its path; None elsewhere, whose executables carry none."""
    if sys.platform != "win32":
        return None
    path = folder / "version-info.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(version_file_text(version()), encoding="utf-8")
    return path


def missing_reader() -> str | None:
    """Why the screen reader's library cannot be packed (every package must carry it), or None when it
    imports, with what it needs on this system (pywin32 on Windows, appscript on macOS)."""
    try:
        importlib.import_module("accessible_output2.outputs.auto")
    except ImportError as e:
        return str(e)
    return None


def pyinstaller_args(onefile: bool, version_file: Path | None = None) -> list[str]:
    """The PyInstaller command line for the app; `version_file` is the .exe's version resource (Windows)."""
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
    for package in READER_PACKAGES:
        args += ["--collect-all", package]
    for package in ONLINE_PACKAGES:
        args += ["--copy-metadata", package]
    args += ["--collect-submodules", "amqtt.plugins"]  # the broker loads them by entry point, unseen by analysis
    args += ["--collect-submodules", "zeroconf"]  # its compiled modules import one another unseen by analysis
    if version_file is not None:
        args += ["--version-file", str(version_file)]
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
    reason = missing_reader()
    if reason is not None:
        print(f"error: the screen reader's library, which every package carries, is missing ({reason}); "
              "install the build extra: pip install -e '.[build]'", file=sys.stderr)
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
    # PyInstaller's --clean empties build/snipsnap only, so the version file beside it stays for the build.
    PyInstaller.__main__.run(pyinstaller_args(args.onefile, windows_version_file(ROOT / "build")))
    if not app.exists():
        print(f"error: PyInstaller finished but {app} is missing", file=sys.stderr)
        return 1
    print(f"Built {app}")
    print(f"Check it with: SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy {app} --selftest")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
