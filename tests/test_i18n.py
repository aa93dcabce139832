"""The catalogues (game/i18n.py, build_scripts/i18n.py): every string the code marks is in each language's
catalogue and translated there, with the same {fields}; the compiled .mo files say what the .po files say;
the language follows the settings, then the system."""

from __future__ import annotations

import gettext
import importlib.util
import string
from pathlib import Path

import pytest

from game import i18n
from game.storage import Settings

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("i18n_script", ROOT / "build_scripts" / "i18n.py")
assert _spec and _spec.loader
script = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(script)

LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]


def _key(message) -> tuple[str, str | None]:  # type: ignore[no-untyped-def]
    return (message.id if isinstance(message.id, str) else message.id[0], message.context)


@pytest.fixture(scope="module")
def template():  # type: ignore[no-untyped-def]
    return script.template()


def test_the_template_on_disk_holds_every_marked_string(template) -> None:  # type: ignore[no-untyped-def]
    on_disk = script.read(script.TEMPLATE)
    code = {_key(m) for m in template if m.id}
    stored = {_key(m) for m in on_disk if m.id}
    assert code - stored == set(), "run: python build_scripts/i18n.py (strings marked in the code are not in the template)"
    assert stored - code == set(), "run: python build_scripts/i18n.py (the template holds strings the code no longer has)"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_marked_string_is_translated(code: str, template) -> None:  # type: ignore[no-untyped-def]
    catalog = script.read(script.po_path(code), locale=code)
    missing = [
        _key(m)[0]
        for m in template
        if m.id and not ((t := catalog.get(m.id, m.context)) is not None and script._translated(t))
    ]
    assert missing == [], f"{len(missing)} strings have no {code} translation, the first: {missing[:5]}"


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_every_field(code: str) -> None:
    """A translation that drops or misspells {name} would raise KeyError on screen, or lose a number."""
    catalog = script.read(script.po_path(code), locale=code)
    wrong = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set().union(*(_fields(i) for i in ids))
        for s in strings:
            if _fields(s) != wanted and not (len(ids) > 1 and _fields(s) <= wanted):
                wrong.append((ids[0], s))
    assert wrong == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_compiled_catalogue_says_what_the_po_says(code: str) -> None:
    catalog = script.read(script.po_path(code), locale=code)
    mo = script.po_path(code).with_suffix(".mo")
    with mo.open("rb") as f:
        compiled = gettext.GNUTranslations(f)
    stale = []
    for m in catalog:
        if not m.id or not script._translated(m) or m.context:
            continue
        if isinstance(m.id, tuple):
            if compiled.ngettext(m.id[0], m.id[1], 1) != m.string[0]:
                stale.append(m.id[0])
        elif compiled.gettext(m.id) != m.string:
            stale.append(m.id)
    assert stale == [], f"run: python build_scripts/i18n.py compile ({len(stale)} strings differ)"


def test_the_language_follows_the_settings_then_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        assert i18n.set_language("ja") == "ja"
        monkeypatch.setenv("LANGUAGE", "")
        monkeypatch.setenv("LC_ALL", "")
        monkeypatch.setenv("LC_MESSAGES", "")
        monkeypatch.setenv("LANG", "ja_JP.UTF-8")
        assert i18n.set_language("") == "ja"
        monkeypatch.setenv("LANG", "fr_FR.UTF-8")
        assert i18n.system_language({"LANG": "fr_FR.UTF-8"}, preferred=lambda: []) == "en"
        assert i18n.system_language({"LANGUAGE": "de:ja", "LANG": "C"}, preferred=lambda: []) == "ja"
        assert i18n.set_language("en") == "en"
        assert i18n._("New game") == "New game"
    finally:
        i18n.set_language("en")


def test_a_settings_file_with_an_unknown_language_is_refused() -> None:
    assert Settings.from_json({"language": "ja"}).language == "ja"
    with pytest.raises(ValueError, match="language"):
        Settings.from_json({"language": "xx"})

