"""Pack the built app for the system it was built on: `python build_scripts/package.py` after build.py.

Linux:   dist/snipsnap-<version>-linux-<arch>.tar.gz: the one-folder app in a folder of that name, with
         snipsnap.desktop and snipsnap.png beside the executable.
Windows: dist/snipsnap-<version>-windows-<arch>.zip, the one-folder app likewise, and the Inno Setup
         installer dist/snipsnap-<version>-windows-<arch>-setup.exe (needs Inno Setup 6's iscc), which
         carries the version in its Properties too and on an upgrade replaces the old version's files.
macOS:   dist/snipsnap-<version>-macos-<arch>.dmg: snipsnap.app, with its version in Info.plist, and a link
         to /Applications to drag it onto (needs hdiutil and codesign, which every Mac has).
Every package carries the licence notes in a `licences` folder inside the app. Prints the path of each
package made; exit status 0 when all were made, 1 with one line on stderr when not.
"""

from __future__ import annotations

import argparse
import os
import platform
import plistlib
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Run as a script, only build_scripts/ is on the path: the checkout's folder makes build_scripts.build importable.
sys.path.insert(0, str(ROOT))
from build_scripts.build import DISPLAY_NAME, NAME, file_version, version  # noqa: E402

INNO_SETUP_FOLDERS = [Path(r"C:\Program Files (x86)\Inno Setup 6"), Path(r"C:\Program Files\Inno Setup 6")]

LICENCES = {
    "LICENSE.txt": ROOT / "LICENSE",
    "THIRD-PARTY.txt": ROOT / "packaging" / "THIRD-PARTY.txt",
    "assets-licences.md": ROOT / "assets" / "README.md",
    "DejaVu-LICENSE.txt": ROOT / "assets" / "fonts" / "DejaVu-LICENSE.txt",
    "voices-LICENSE.txt": ROOT / "assets" / "voices" / "LICENSE",
}
"""The name of each licence note in the package's `licences` folder, and the checkout's file it copies."""


class PackagingError(Exception):
    """A package could not be made: one sentence, exit status 1."""


def system() -> str:
    """This system's word in a package's name: linux, windows or macos."""
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def arch() -> str:
    """This machine's architecture in a package's name: x86_64 or arm64."""
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def package_name(app_version: str, system_name: str, machine: str) -> str:
    """The name shared by a system's packages and their top folder, e.g. snipsnap-0.1.0-linux-x86_64."""
    return f"{NAME}-{app_version}-{system_name}-{machine}"


def add_licences(folder: Path) -> Path:
    """Copy the licence notes (LICENCES) into `folder`/licences; returns that folder."""
    target = folder / "licences"
    target.mkdir(parents=True, exist_ok=True)
    for name, source in LICENCES.items():
        if not source.is_file():
            raise PackagingError(f"the licence note {source.relative_to(ROOT)} is missing")
        shutil.copyfile(source, target / name)
    return target


def make_tarball(app: Path, out: Path, top: str) -> Path:
    """Write the one-folder `app` to the gzipped tarball `out` as the folder `top`, with the desktop entry
    (packaging/snipsnap.desktop) and the icon (assets/icon.png as snipsnap.png) beside the executable;
    file modes and symbolic links are kept; the files belong to no one (whoever unpacks them owns them).
    Returns `out`."""
    with tarfile.open(out, "w:gz") as tar:
        tar.add(app, arcname=top, filter=_anonymous)
        tar.add(ROOT / "packaging" / f"{NAME}.desktop", arcname=f"{top}/{NAME}.desktop", filter=_anonymous)
        tar.add(ROOT / "assets" / "icon.png", arcname=f"{top}/{NAME}.png", filter=_anonymous)
    return out


def _anonymous(member: tarfile.TarInfo) -> tarfile.TarInfo:
    member.uid = member.gid = 0
    member.uname = member.gname = ""
    return member


def make_zip(app: Path, out: Path, top: str) -> Path:
    """Write the one-folder `app` to the zip file `out` as the folder `top`; returns `out`."""
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(app.rglob("*")):
            archive.write(path, f"{top}/{path.relative_to(app).as_posix()}")
    return out


def iscc_defines(app_version: str, out_name: str) -> list[str]:
    """The values packaging/snipsnap.iss is compiled with: the version as the app prints it, and as the four
    numbers of the installer's version resource (AppVersion, FileVersion), the checkout's folder (Root) and
    the installer's name (OutputName)."""
    numbers = ".".join(str(n) for n in file_version(app_version))
    return [f"/DAppVersion={app_version}", f"/DFileVersion={numbers}", f"/DRoot={ROOT}", f"/DOutputName={out_name}"]


def make_installer(app_version: str, out_name: str) -> Path:
    """Compile packaging/snipsnap.iss with Inno Setup into dist/`out_name`.exe; returns its path."""
    iscc = shutil.which("iscc") or next(
        (str(folder / "ISCC.exe") for folder in INNO_SETUP_FOLDERS if (folder / "ISCC.exe").is_file()), None
    )
    if iscc is None:
        raise PackagingError("Inno Setup 6 (iscc) is not installed: https://jrsoftware.org/isdl.php")
    _run([iscc, "/Q", *iscc_defines(app_version, out_name), str(ROOT / "packaging" / f"{NAME}.iss")])
    return ROOT / "dist" / f"{out_name}.exe"


def stamp_bundle(info_plist: Path, app_version: str) -> None:
    """Write the version, the display name and the licence line into the .app's Info.plist (PyInstaller's
    command line cannot set them)."""
    with info_plist.open("rb") as f:
        info = plistlib.load(f)
    info.update(
        CFBundleDisplayName=DISPLAY_NAME,
        CFBundleShortVersionString=app_version,
        CFBundleVersion=app_version,
        NSHumanReadableCopyright="MIT licence; see Contents/Resources/licences",
    )
    with info_plist.open("wb") as f:
        plistlib.dump(info, f)


def make_dmg(bundle: Path, out: Path, app_version: str) -> Path:
    """Stamp the .app `bundle`, sign it again (ad hoc: changing Info.plist broke PyInstaller's signature, and
    Apple silicon will not run an unsigned program) and write it to the disk image `out` beside a link to
    /Applications. Returns `out`."""
    stamp_bundle(bundle / "Contents" / "Info.plist", app_version)
    _run(["codesign", "--force", "--deep", "--sign", "-", str(bundle)])
    stage = ROOT / "build" / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(bundle, stage / bundle.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    out.unlink(missing_ok=True)
    # hdiutil now and then fails with "Resource busy" on hosted Macs (actions/runner-images#7522); again works.
    _run(["hdiutil", "create", "-volname", DISPLAY_NAME, "-srcfolder", str(stage), "-format", "UDZO",
          "-ov", str(out)], attempts=4)
    return out


def _run(command: list[str], attempts: int = 1) -> None:
    for attempt in range(1, attempts + 1):
        try:
            subprocess.run(command, check=True)
            return
        except (OSError, subprocess.CalledProcessError) as e:
            if attempt == attempts:
                raise PackagingError(f"'{Path(command[0]).name}' failed: {e}") from None
            time.sleep(5)


def package(system_name: str) -> list[Path]:
    """Make `system_name`'s packages from the app in dist/ (see the module doc); returns their paths."""
    dist = ROOT / "dist"
    app = dist / NAME
    if not app.is_dir():
        raise PackagingError(f"{app} is missing: build the app first with build_scripts/build.py")
    app_version = version()
    top = package_name(app_version, system_name, arch())
    add_licences(app)
    if system_name == "linux":
        return [make_tarball(app, dist / f"{top}.tar.gz", top)]
    if system_name == "windows":
        return [make_zip(app, dist / f"{top}.zip", top), make_installer(app_version, f"{top}-setup")]
    bundle = dist / f"{NAME}.app"
    if not bundle.is_dir():
        raise PackagingError(f"{bundle} is missing: build.py makes it on macOS")
    add_licences(bundle / "Contents" / "Resources")
    return [make_dmg(bundle, dist / f"{top}.dmg", app_version)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.parse_args(argv)
    try:
        made = package(system())
    except PackagingError as e:
        print(f"package: error: {e}", file=sys.stderr)
        return 1
    for path in made:
        print(f"Made {path.relative_to(ROOT)} ({os.path.getsize(path) / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
