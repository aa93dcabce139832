"""The words the app shows, in the player's language: gettext over the catalogues in `assets/locale/`.

Every string a person reads goes through this module:

    from game.i18n import _, N_, ngettext

    _("New game")                                   # translated now, in the language chosen
    _("{name} pays {coins}").format(name=…, coins=…)  # a whole sentence, named fields: word order differs
    ngettext("{n} coin", "{n} coins", n).format(n=n)  # a count (Japanese has one form, English two)
    LABEL = N_("Speed")                              # marked for the catalogue only: data built at import,
                                                     # translated where it is shown, `_(LABEL)`

`build_scripts/i18n.py` extracts the marked strings (Babel) into `assets/locale/snipsnap.pot`, merges them
into each language's `.po` and compiles the `.mo` files the app reads; `tests/test_i18n.py` fails when a
string is missing from a catalogue or has no translation. A language is chosen in Settings › Language,
and defaults to the system's (`system_language`: the first of the person's languages the app has, read from
the POSIX variables, then Windows' or macOS's own list, then the locale — `game/system_language.py`).
Pure: no pygame; the catalogue is read once per switch, the system's languages once per `set_language("")`.
"""

from __future__ import annotations

import gettext
import logging
import os
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from typing import Sequence, TypeVar

from game.paths import asset_path
from game.system_language import first_available, platform_languages, user_languages

log = logging.getLogger(__name__)

T = TypeVar("T")

DOMAIN = "snipsnap"
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}
"""The languages with a complete catalogue: code → the language's name in itself (as the settings show it)."""
SOURCE_LANGUAGE = "en"

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def _(message: str) -> str:
    """`message` (an English msgid) in the current language; itself when the catalogue lacks it."""
    return _translation.gettext(message)


def N_(message: str) -> str:
    """Marks `message` for the catalogue without translating it (for data built at import); returns it."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` for the count `n`, in the current language."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` translated in `context` — for one English word that reads two ways (a card "played" and
    a game "played")."""
    return _translation.pgettext(context, message)


def listing(parts: Sequence[str]) -> str:
    """`parts` as a list in words, in the current language: "Ann", "Ann and Bob", "Ann, Bob and Cy". Raises
    IndexError for no parts."""
    if len(parts) == 1:
        return parts[0]
    return _("{some} and {last}").format(some=_(", ").join(parts[:-1]), last=parts[-1])


def language() -> str:
    """The code of the language in use ("en", "ja")."""
    return _language


def system_language(
    environ: Mapping[str, str] | None = None, preferred: Callable[[], Iterable[str]] | None = None
) -> str:
    """The first of the person's languages, in their order of preference, that the app has: a key of
    `LANGUAGES`, English when none is. Walks the POSIX variables of `environ` (`os.environ` when None) —
    LANGUAGE's list, LC_ALL, LC_MESSAGES, LANG; "C", "POSIX" and empty ones skipped — then `preferred()`'s
    names (`game.system_language.platform_languages` when None: Windows' user interface languages or
    macOS's AppleLanguages, then the locale's language), asked only when the variables name none the app has.
    Never raises."""
    env = os.environ if environ is None else environ
    read_system = platform_languages if preferred is None else preferred
    return first_available(user_languages(env, read_system), LANGUAGES) or SOURCE_LANGUAGE


def set_language(code: str) -> str:
    """Use the language `code` from now on ("" or an unknown code: the system's); returns the code in use.
    A missing catalogue leaves the English words and logs why."""
    global _translation, _language
    if code not in LANGUAGES:
        code = system_language()
    _language = code
    if code == SOURCE_LANGUAGE:
        _translation = gettext.NullTranslations()
        return code
    try:
        _translation = gettext.translation(DOMAIN, localedir=str(asset_path("locale")), languages=[code])
    except OSError as err:
        log.warning("no %s catalogue (%s): the words stay English", code, err)
        _translation = gettext.NullTranslations()
    return code


class InLanguage(Mapping[str, T]):
    """A mapping of `keys` (a game's presets) to `build(key)`, made in the language in use when first asked for
    and kept until the language changes: texts built from options (a rules screen's paragraphs and pictures)
    are made once per language, and a screen asking twice gets the same object."""

    def __init__(self, build: Callable[[str], T], keys: Collection[str]) -> None:
        self._build = build
        self._keys = keys
        self._made: dict[tuple[str, str], T] = {}

    def __getitem__(self, key: str) -> T:
        if key not in self._keys:
            raise KeyError(key)
        made = (_language, key)
        if made not in self._made:
            self._made[made] = self._build(key)
        return self._made[made]

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)
