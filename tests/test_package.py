"""The packages (build_scripts/package.py): the Linux tarball holds the app with its modes and links, a desktop
entry, the icon and the licence notes; the Windows zip and the installer script, and the macOS Info.plist,
carry the version that `snipsnap --version` prints, which is written once, in game/__init__.py. The build
(build_scripts/build.py) packs the screen reader's library, or stops, and gives the Windows .exe a version
resource; an installer upgrade removes the old version's libraries."""

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
import types
import zipfile
from pathlib import Path
from typing import Iterator

import pytest

import game
from build_scripts import build

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
    passed = dict(d.removeprefix("/D").split("=", 1) for d in script.iscc_defines("1.4.0", "setup"))
    assert set(passed) == {"AppVersion", "FileVersion", "Root", "OutputName"}
    for define in passed:
        assert "{#" + define + "}" in iss
    assert r"{#Root}\dist\snipsnap\*" in iss
    assert r"{#Root}\LICENSE" in iss and r"{#Root}\assets\icon.ico" in iss


def _iss_section(name: str) -> list[str]:
    """The directive lines of packaging/snipsnap.iss's [`name`] section, comments left out."""
    lines: list[str] = []
    inside = False
    for line in (ROOT / "packaging" / "snipsnap.iss").read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            inside = line.strip() == f"[{name}]"
        elif inside and line.strip() and not line.startswith(";"):
            lines.append(line.strip())
    return lines


def test_the_installer_carries_the_version_as_four_numbers_passed_by_package_py() -> None:
    assert "VersionInfoVersion={#FileVersion}" in _iss_section("Setup")
    assert "/DFileVersion=1.4.0.0" in script.iscc_defines("1.4.0", "setup")
    assert f"/DAppVersion={game.__version__}" in script.iscc_defines(game.__version__, "setup")


def test_an_upgrade_first_removes_the_old_versions_libraries() -> None:
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in _iss_section("InstallDelete")


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


# -- build.py: the screen reader's library, the .exe's version resource -------------------------------------


def test_the_build_collects_the_screen_readers_library_with_its_native_libraries() -> None:
    args = build.pyinstaller_args(onefile=False)
    collected = {args[i + 1] for i, a in enumerate(args) if a == "--collect-all"}
    assert {"accessible_output2", "libloader", "platform_utils"} <= collected


def test_the_build_carries_the_licence_files_of_what_online_play_uses() -> None:
    args = build.pyinstaller_args(onefile=False)
    copied = {args[i + 1] for i, a in enumerate(args) if a == "--copy-metadata"}
    assert set(build.ONLINE_PACKAGES) <= copied and {"spake2", "pynacl", "paho-mqtt", "amqtt"} <= copied
    third_party = (ROOT / "packaging" / "THIRD-PARTY.txt").read_text(encoding="utf-8").lower()
    assert all(name.lower().replace("-", "") in third_party.replace("-", "") for name in build.ONLINE_PACKAGES)
    assert "libsodium" in third_party and "openssl" in third_party


def test_without_the_screen_readers_library_the_build_stops_with_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def run(args: list[str]) -> None:
        raise AssertionError("PyInstaller must not run")

    monkeypatch.setitem(sys.modules, "accessible_output2.outputs.auto", None)  # importing it raises ImportError
    monkeypatch.setattr("PyInstaller.__main__.run", run)
    monkeypatch.setattr(build, "ROOT", tmp_path)  # should it go on, it clears tmp_path/dist, not the checkout's
    assert build.missing_reader() is not None
    assert build.main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "screen reader" in err and ".[build]" in err


def test_the_build_extra_brings_the_screen_readers_library() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    reader = extras["reader"][0]
    assert reader.startswith("accessible-output2") and reader in extras["build"]


@pytest.mark.parametrize(
    ("version", "numbers"), [("0.1.0", (0, 1, 0, 0)), ("3.2.1", (3, 2, 1, 0)), ("2.10", (2, 10, 0, 0)),
                             ("1.4.0rc1", (1, 4, 0, 0))]
)
def test_windows_gets_the_version_as_four_numbers(version: str, numbers: tuple[int, ...]) -> None:
    assert build.file_version(version) == numbers


def test_a_version_without_numbers_is_refused() -> None:
    with pytest.raises(ValueError, match="numbers"):
        build.file_version("next")


VERSIONINFO = "PyInstaller.utils.win32.versioninfo"


@pytest.fixture
def versioninfo(monkeypatch: pytest.MonkeyPatch) -> Iterator[types.ModuleType]:
    """PyInstaller's reader of --version-file texts. It imports pefile and win32api, which PyInstaller has only
    on Windows and needs only to write into an .exe: elsewhere stand-ins let the text be read."""
    if sys.platform == "win32":
        yield importlib.import_module(VERSIONINFO)
        return
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    yield importlib.import_module(VERSIONINFO)
    del sys.modules[VERSIONINFO]  # it holds the stand-ins


def test_the_exe_version_resource_parses_and_carries_the_version(
    versioninfo: types.ModuleType, tmp_path: Path
) -> None:
    path = tmp_path / "version-info.txt"
    path.write_text(build.version_file_text("1.4.0"), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    fixed = info.ffi
    assert (fixed.fileVersionMS, fixed.fileVersionLS) == ((1 << 16) | 4, 0), "1.4.0.0"
    assert (fixed.productVersionMS, fixed.productVersionLS) == ((1 << 16) | 4, 0)
    strings = {s.name: s.val for s in info.kids[0].kids[0].kids}
    assert strings["FileVersion"] == strings["ProductVersion"] == "1.4.0"
    assert strings["FileDescription"] == strings["ProductName"] == "Snip-Snap-Snorum & Co."
    assert strings["OriginalFilename"] == "snipsnap.exe"
    assert strings["CompanyName"] == "The Snip-Snap-Snorum & Co. authors"
    assert strings["LegalCopyright"] in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert strings["LegalCopyright"].startswith("Copyright")


def test_the_version_resource_goes_to_the_exe_only_on_windows(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    assert build.windows_version_file(tmp_path) is None
    monkeypatch.setattr(sys, "platform", "win32")
    path = build.windows_version_file(tmp_path)
    assert path is not None
    assert f"prodvers={build.file_version(game.__version__)}" in path.read_text(encoding="utf-8")
    args = build.pyinstaller_args(onefile=False, version_file=path)
    assert args[args.index("--version-file") + 1] == str(path)
