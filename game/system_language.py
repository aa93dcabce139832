"""The languages the person at this computer prefers, in their order, read from wherever their system keeps
them: the POSIX variables, Windows' user interface languages, macOS's `AppleLanguages`, the locale.

    first_available(user_languages(os.environ, platform_languages), LANGUAGES)   # "ja", "en" or None

Every form a system writes a language in ("ja_JP.UTF-8", "ja-JP", "Japanese_Japan.932", "ja") goes through
`language_code`. The readers never raise and are quick — they run at start-up — and each one can be handed a
fake system, so all of it is tested on any computer. Imports nothing from `game` (`game.i18n` imports it).
"""

from __future__ import annotations

import ctypes
import locale
import subprocess
import sys
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Any

POSIX_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Read in this order; LANGUAGE may hold a colon-separated list ("en_GB:ja")."""
DEFAULTS = "/usr/bin/defaults"
DEFAULTS_TIMEOUT = 1.0
"""Seconds to wait for macOS's `defaults` at most: it runs at start-up, which must not hang on it."""
MUI_LANGUAGE_NAME = 0x8
"""GetUserPreferredUILanguages' flag for names ("ja-JP") rather than numbers."""


def language_code(name: str) -> str | None:
    """The lower-case language code in a locale or language name: "ja" for "ja_JP.UTF-8", "ja-JP", "ja",
    "ja_JP@mod", "Japanese_Japan" and "Japanese_Japan.932" (Windows); "en" for "en-GB"; "fr" for "fr_FR".
    None for "", "C", "POSIX" (no preference) and a name that holds no language."""
    language = _leading_part(name)
    if not _is_code(language):
        # Windows spells the language out ("japanese"); Python's table of aliases knows those names, and
        # maps "C" and "POSIX" to "C", which names no language.
        language = _leading_part(locale.normalize(language))
    return language if _is_code(language) else None


def _leading_part(name: str) -> str:
    """The lower-cased part before the territory, encoding and modifier: "ja" from "ja_JP.UTF-8@mod", "ja-JP"."""
    return name.strip().split("@")[0].split(".")[0].replace("-", "_").split("_")[0].lower()


def _is_code(language: str) -> bool:
    """Whether `language` has the shape of an ISO 639 code ("ja", "fil")."""
    return 2 <= len(language) <= 3 and language.isascii() and language.isalpha()


def first_available(names: Iterable[str], available: Collection[str]) -> str | None:
    """The code of the first of `names` (any form `language_code` reads) that is in `available`; None when
    none is. Stops reading `names` at the first found."""
    for name in names:
        code = language_code(name)
        if code is not None and code in available:
            return code
    return None


def user_languages(environ: Mapping[str, str], read_system: Callable[[], Iterable[str]]) -> Iterator[str]:
    """The person's languages, most preferred first: the POSIX variables' (explicit, so first), then
    `read_system()`'s — called only when walked that far, so a set LANG spares the system's readers."""
    yield from posix_languages(environ)
    yield from read_system()


def posix_languages(environ: Mapping[str, str]) -> list[str]:
    """The names in LANGUAGE (each of its list), LC_ALL, LC_MESSAGES and LANG, in that order ("" for an empty
    or missing one, which `language_code` reads as none)."""
    return [part for variable in POSIX_VARIABLES for part in environ.get(variable, "").split(":")]


def platform_languages(platform: str = sys.platform) -> list[str]:
    """This system's own list, most preferred first — Windows' user interface languages or macOS's
    AppleLanguages — then the locale's language as a last resort. Never raises; [] when nothing is known."""
    if platform == "win32":
        own = windows_languages()
    elif platform == "darwin":
        own = mac_languages()
    else:
        own = []
    return own + locale_languages()


def locale_languages() -> list[str]:
    """The locale's language name as Python reports it ("ja_JP", "Japanese_Japan"), or []."""
    try:
        name = locale.getlocale()[0]
    except ValueError:
        return []
    return [name] if name else []


def windows_languages(kernel32: Any = None) -> list[str]:
    """Windows' user interface languages, most preferred first ("ja-JP", then "ja_JP" for the default one);
    `kernel32` is the library to ask (Windows' own when None). [] off Windows or when Windows says nothing."""
    if kernel32 is None:
        try:
            kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]  # exists on Windows only
        except (AttributeError, OSError):
            return []
    return preferred_ui_languages(kernel32) + default_ui_language(kernel32)


def preferred_ui_languages(kernel32: Any) -> list[str]:
    """The names GetUserPreferredUILanguages gives, in order, or [] when it fails or is missing."""
    count = ctypes.pointer(ctypes.c_ulong())
    size = ctypes.pointer(ctypes.c_ulong())
    try:
        # Asked twice: first for the buffer's size in characters, then to fill it.
        if not kernel32.GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, count, None, size):
            return []
        buffer = ctypes.create_unicode_buffer(size.contents.value)
        if not kernel32.GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, count, buffer, size):
            return []
    except (AttributeError, OSError, ctypes.ArgumentError):
        return []
    # A list of NUL-ended names ended by one more NUL.
    return [name for name in buffer[: size.contents.value].split("\0") if name]


def default_ui_language(kernel32: Any) -> list[str]:
    """The name ("ja_JP") of GetUserDefaultUILanguage's language number, or [] when unknown or missing."""
    try:
        # A LANGID is 16 bits; the rest of the register the call returns in is not defined.
        langid = int(kernel32.GetUserDefaultUILanguage()) & 0xFFFF
    except (AttributeError, OSError, ValueError, TypeError):
        return []
    name = locale.windows_locale.get(langid)
    return [name] if name else []


def mac_languages(run: Callable[..., subprocess.CompletedProcess[str]] = subprocess.run) -> list[str]:
    """macOS's AppleLanguages, most preferred first (["ja-JP", "en-US"]), read by running `defaults` through
    `run` (an app opened from the Finder has no LANG). [] when it fails, is missing or takes too long."""
    try:
        done = run(
            [DEFAULTS, "read", "-g", "AppleLanguages"],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
            timeout=DEFAULTS_TIMEOUT,
            check=False,
        )
    except (OSError, ValueError, subprocess.SubprocessError):
        return []
    return apple_languages(done.stdout or "") if done.returncode == 0 else []


def apple_languages(output: str) -> list[str]:
    """The names in `defaults read`'s printed list ('(\\n    "ja-JP",\\n    en\\n)' → ["ja-JP", "en"]),
    in order; [] when `output` is not such a list."""
    body = output.strip()
    if not (body.startswith("(") and body.endswith(")")):
        return []
    return [name for item in body[1:-1].split(",") if (name := item.strip().strip('"'))]
