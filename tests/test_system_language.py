"""The system's language is found on every system (game/system_language.py, `game.i18n.system_language`):
every form a system writes a language in, the person's order of preference, and each system's reader fed a
fake system — Windows' kernel32, macOS's `defaults`, the locale — so all of it runs here."""

from __future__ import annotations

import locale
import subprocess
import sys
from types import SimpleNamespace
from typing import Any

import pytest

from game import i18n, system_language
from game.system_language import (
    apple_languages,
    default_ui_language,
    language_code,
    mac_languages,
    platform_languages,
    windows_languages,
)

JAPANESE_LANGID = 0x0411


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("Japanese_Japan", "ja"),
        ("Japanese_Japan.932", "ja"),
        ("ja_JP.UTF-8", "ja"),
        ("ja-JP", "ja"),
        ("ja", "ja"),
        ("ja_JP@something", "ja"),
        ("ja@something", "ja"),
        ("en_GB", "en"),
        ("en-US", "en"),
        ("English_United States.1252", "en"),
        ("fr_FR", "fr"),
        ("tok@sitelen", "tok"),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("", None),
    ],
)
def test_every_form_of_a_language_name_gives_its_code(name: str, code: str | None) -> None:
    assert language_code(name) == code


def test_an_unknown_language_is_read_but_not_chosen() -> None:
    assert language_code("fr_FR.UTF-8") == "fr"
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}, preferred=lambda: ["de-DE", "ja-JP"]) == "ja"
    assert i18n.system_language({"LANG": "fr_FR.UTF-8"}, preferred=lambda: ["de-DE"]) == "en"


def test_a_posix_list_with_english_first_gives_english() -> None:
    assert i18n.system_language({"LANGUAGE": "en_GB:ja"}, preferred=lambda: ["ja-JP"]) == "en"
    assert i18n.system_language({"LANGUAGE": "de:ja:en"}, preferred=lambda: []) == "ja"


@pytest.mark.parametrize(("preferred", "code"), [(["en-GB", "ja-JP"], "en"), (["ja-JP", "en-US"], "ja")])
def test_the_systems_list_is_walked_in_its_order(preferred: list[str], code: str) -> None:
    assert i18n.system_language({}, preferred=lambda: preferred) == code


def test_c_and_empty_variables_give_way_to_the_systems_list() -> None:
    environ = {"LANGUAGE": "", "LC_ALL": "C", "LC_MESSAGES": "", "LANG": "POSIX"}
    assert i18n.system_language(environ, preferred=lambda: ["ja-JP", "en-US"]) == "ja"
    assert i18n.system_language({"LANG": "C.UTF-8"}, preferred=lambda: []) == "en"


def test_the_variables_come_first_and_spare_the_system_readers() -> None:
    def unasked() -> list[str]:
        raise AssertionError("the system's list was read although LANG names a language the app has")

    assert i18n.system_language({"LANG": "ja_JP.UTF-8"}, preferred=unasked) == "ja"
    assert i18n.system_language({"LC_ALL": "en_US.UTF-8"}, preferred=lambda: ["ja-JP"]) == "en"


def test_the_platforms_reader_is_asked_when_none_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "platform_languages", lambda: ["ja-JP", "en-US"])
    assert i18n.system_language({"LANG": ""}) == "ja"
    assert i18n.system_language({"LANG": "de_DE"}, preferred=lambda: []) == "en"


def fake_kernel32(preferred: str | None = None, langid: int = JAPANESE_LANGID) -> SimpleNamespace:
    """A kernel32 whose user interface language is `langid` and, when `preferred` is given, whose
    GetUserPreferredUILanguages answers that NUL-separated list (as Windows does: size first, then text)."""

    def get_user_preferred_ui_languages(flags: int, count: Any, buffer: Any, size: Any) -> int:
        assert preferred is not None and flags == system_language.MUI_LANGUAGE_NAME
        if buffer is None:
            size.contents.value = len(preferred)
        else:
            buffer[: len(preferred)] = preferred
            count.contents.value = preferred.count("\0") - 1
        return 1

    kernel32 = SimpleNamespace(GetUserDefaultUILanguage=lambda: langid)
    if preferred is not None:
        kernel32.GetUserPreferredUILanguages = get_user_preferred_ui_languages
    return kernel32


def test_windows_user_interface_language_is_named_from_its_number() -> None:
    assert locale.windows_locale[JAPANESE_LANGID] == "ja_JP"
    assert default_ui_language(fake_kernel32()) == ["ja_JP"]
    assert default_ui_language(fake_kernel32(langid=0xFFFF0000 | JAPANESE_LANGID)) == ["ja_JP"]
    assert default_ui_language(fake_kernel32(langid=0x7FFF)) == []
    assert windows_languages(fake_kernel32()) == ["ja_JP"]
    assert i18n.system_language({}, preferred=lambda: windows_languages(fake_kernel32())) == "ja"


def test_windows_preferred_languages_come_in_their_order() -> None:
    kernel32 = fake_kernel32("en-GB\0ja-JP\0\0", langid=JAPANESE_LANGID)
    assert windows_languages(kernel32) == ["en-GB", "ja-JP", "ja_JP"]
    assert i18n.system_language({}, preferred=lambda: windows_languages(kernel32)) == "en"


def test_a_failing_windows_gives_no_languages_and_no_error() -> None:
    def fails(*args: object) -> int:
        raise OSError("access denied")

    assert windows_languages(SimpleNamespace(GetUserDefaultUILanguage=fails, GetUserPreferredUILanguages=fails)) == []
    assert windows_languages(SimpleNamespace(GetUserPreferredUILanguages=lambda *args: 0)) == []
    if sys.platform != "win32":
        assert windows_languages() == []


MAC_OUTPUT = '(\n    "ja-JP",\n    "en-US"\n)\n'


def test_the_printed_apple_languages_are_read_in_order() -> None:
    assert apple_languages(MAC_OUTPUT) == ["ja-JP", "en-US"]
    assert apple_languages("(\n    en,\n    \"ja-JP\"\n)") == ["en", "ja-JP"]
    assert apple_languages("(\n)\n") == []
    assert apple_languages("The domain/default pair of (kCFPreferencesAnyApplication, AppleLanguages) does not exist\n") == []


def test_macos_defaults_is_asked_briefly_and_its_failures_give_nothing() -> None:
    calls: list[tuple[list[str], dict[str, Any]]] = []

    def answers(stdout: str, returncode: int = 0) -> Any:
        def run(args: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
            calls.append((args, options))
            return subprocess.CompletedProcess(args, returncode, stdout=stdout, stderr="")

        return run

    def raises(error: Exception) -> Any:
        def run(args: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
            raise error

        return run

    assert mac_languages(answers(MAC_OUTPUT)) == ["ja-JP", "en-US"]
    args, options = calls[0]
    assert args == ["/usr/bin/defaults", "read", "-g", "AppleLanguages"]
    assert 0 < options["timeout"] <= 2
    assert mac_languages(answers(MAC_OUTPUT, returncode=1)) == []
    assert mac_languages(raises(subprocess.TimeoutExpired(args, 1.0))) == []
    assert mac_languages(raises(FileNotFoundError(args[0]))) == []
    assert i18n.system_language({}, preferred=lambda: mac_languages(answers(MAC_OUTPUT))) == "ja"


def test_the_systems_own_list_comes_before_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(system_language, "windows_languages", lambda: ["en-GB"])
    monkeypatch.setattr(system_language, "mac_languages", lambda: ["ja-JP", "en-US"])
    monkeypatch.setattr(locale, "getlocale", lambda: ("Japanese_Japan", "932"))
    assert platform_languages("win32") == ["en-GB", "Japanese_Japan"]
    assert platform_languages("darwin") == ["ja-JP", "en-US", "Japanese_Japan"]
    assert platform_languages("linux") == ["Japanese_Japan"]


def test_the_locale_is_the_last_resort_and_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(system_language, "windows_languages", lambda: [])
    monkeypatch.setattr(locale, "getlocale", lambda: ("Japanese_Japan", "932"))
    assert i18n.system_language({"LANG": "C"}, preferred=lambda: platform_languages("win32")) == "ja"

    def unknown() -> tuple[str, str]:
        raise ValueError("unknown locale: UTF-8")

    monkeypatch.setattr(locale, "getlocale", unknown)
    assert platform_languages("linux") == []
    monkeypatch.setattr(locale, "getlocale", lambda: (None, None))
    assert platform_languages("linux") == []


def test_the_real_system_answers_a_language_the_app_has() -> None:
    assert i18n.system_language() in i18n.LANGUAGES
    assert all(isinstance(name, str) for name in platform_languages())
