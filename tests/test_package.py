"""The packages (build_scripts/package.py): the Linux tarball holds the app with its modes and links, a desktop
entry, the icon and the licence notes; the Windows zip and the installer script, and the macOS Info.plist,
carry the version that `snipsnap --version` prints, which is written once, in game/__init__.py."""

from __future__ import annotations

import configparser
import importlib.util
import os
import plistlib
import re
import stat
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

import game

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("package_script", ROOT / "build_scripts" / "package.py")
assert _spec and _spec.loader
script = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(script)


@pytest.fixture
def app(tmp_path: Path) -> Path:
    """A stand-in for build.py's one-folder app: an executable, a library and a link to it."""
    folder = tmp_path / "snipsnap"
    (folder / "_internal").mkdir(parents=True)
    executable = folder / "snipsnap"
    executable.write_text("#!/bin/sh\n")
    executable.chmod(0o755)
    (folder / "_internal" / "libSDL2-2.0.so.0.3").write_bytes(b"\x7fELF")
    if sys.platform != "win32":  # Windows keeps no execute bits, and making a link needs a privilege there
        os.symlink("libSDL2-2.0.so.0.3", folder / "_internal" / "libSDL2-2.0.so.0")
    return folder


def test_the_version_is_written_once_in_game_init_and_read_by_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"]
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert script.version() == game.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", game.__version__)


def test_a_package_is_named_for_the_app_its_version_system_and_architecture() -> None:
    assert script.package_name("0.1.0", "linux", "x86_64") == "snipsnap-0.1.0-linux-x86_64"
    assert script.system() in {"linux", "windows", "macos"}
    assert script.arch() not in {"amd64", "aarch64", ""}


@pytest.mark.skipif(sys.platform == "win32", reason="the Linux tarball keeps Unix modes and links")
def test_the_linux_tarball_holds_the_app_the_desktop_entry_the_icon_and_the_licences(
    app: Path, tmp_path: Path
) -> None:
    script.add_licences(app)
    out = script.make_tarball(app, tmp_path / "snipsnap-0.1.0-linux-x86_64.tar.gz", "snipsnap-0.1.0-linux-x86_64")
    with tarfile.open(out) as tar:
        members = {m.name.removeprefix("snipsnap-0.1.0-linux-x86_64/"): m for m in tar.getmembers()}
    assert {
        "snipsnap",
        "snipsnap.desktop",
        "snipsnap.png",
        "licences/LICENSE.txt",
        "licences/THIRD-PARTY.txt",
        "licences/assets-licences.md",
        "licences/DejaVu-LICENSE.txt",
        "licences/voices-LICENSE.txt",
    } <= set(members)
    assert members["snipsnap"].mode & stat.S_IXUSR, "the executable must stay executable"
    link = members["_internal/libSDL2-2.0.so.0"]
    assert link.issym() and link.linkname == "libSDL2-2.0.so.0.3"
    assert {(m.uid, m.gid, m.uname) for m in members.values()} == {(0, 0, "")}


def test_the_desktop_entry_starts_the_snipsnap_command_with_its_icon_in_the_games_menu() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(ROOT / "packaging" / "snipsnap.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert (desktop["Type"], desktop["Exec"], desktop["Icon"], desktop["Terminal"]) == (
        "Application", "snipsnap", "snipsnap", "false")
    assert desktop["Name"] == "Snip-Snap-Snorum & Co."
    assert "Game" in desktop["Categories"].split(";")


def test_the_windows_zip_holds_the_app_in_a_folder_named_for_the_package(app: Path, tmp_path: Path) -> None:
    script.add_licences(app)
    out = script.make_zip(app, tmp_path / "p.zip", "snipsnap-0.1.0-windows-x86_64")
    names = zipfile.ZipFile(out).namelist()
    assert "snipsnap-0.1.0-windows-x86_64/snipsnap" in names
    assert "snipsnap-0.1.0-windows-x86_64/licences/LICENSE.txt" in names
    assert all(name.startswith("snipsnap-0.1.0-windows-x86_64/") and "\\" not in name for name in names)


def test_the_installer_script_uses_each_value_package_py_passes_in() -> None:
    iss = (ROOT / "packaging" / "snipsnap.iss").read_text(encoding="utf-8")
    for define in ("AppVersion", "Root", "OutputName"):
        assert "{#" + define + "}" in iss
    assert r"{#Root}\dist\snipsnap\*" in iss
    assert r"{#Root}\LICENSE" in iss and r"{#Root}\assets\icon.ico" in iss


def test_the_macos_bundle_is_stamped_with_the_version_and_the_display_name(tmp_path: Path) -> None:
    plist = tmp_path / "Info.plist"
    plist.write_bytes(plistlib.dumps({"CFBundleExecutable": "snipsnap", "CFBundleShortVersionString": "0.0.0"}))
    script.stamp_bundle(plist, "1.2.3")
    info = plistlib.loads(plist.read_bytes())
    assert (info["CFBundleShortVersionString"], info["CFBundleVersion"]) == ("1.2.3", "1.2.3")
    assert info["CFBundleDisplayName"] == "Snip-Snap-Snorum & Co."
    assert info["CFBundleExecutable"] == "snipsnap"


def test_a_missing_licence_note_stops_the_packaging_with_one_sentence(
    app: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(script.LICENCES, "gone.txt", ROOT / "packaging" / "gone.txt")
    with pytest.raises(script.PackagingError, match="packaging/gone.txt is missing"):
        script.add_licences(app)
