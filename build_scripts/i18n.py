"""The translation catalogues, with Babel: `python build_scripts/i18n.py [extract|update|compile|all] [--from PO …]`.

    extract   every string marked in game/ (`_`, `N_`, `ngettext`, `pgettext`) → assets/locale/snipsnap.pot
    update    the template merged into each language's assets/locale/<code>/LC_MESSAGES/snipsnap.po: new
              strings added untranslated, gone ones dropped; `--from FILE.po …` first takes the
              translations those files hold (for strings the template has), so work done apart joins in
    compile   each .po → its .mo, which the app reads (game/i18n.py)
    all       the three in turn (the default)

Needs the `[test]` or `[build]` extra (Babel). The files are written deterministically (no dates, sorted
by first place in the code), so running it twice changes nothing. Exit status 0 on success; 1 with a
one-line message when a catalogue cannot be read.
"""

from __future__ import annotations

import argparse
import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "snipsnap.pot"
DOMAIN = "snipsnap"
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)  # no dates in the files: a re-run changes nothing
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}


def languages() -> list[str]:
    """The language codes that have a catalogue (a folder under assets/locale/)."""
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file())


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def template() -> Catalog:
    """Every marked string in game/, with where it is and the comments written just above it
    (`# Translators: …`)."""
    catalog = Catalog(project="snipsnap", domain=DOMAIN, fuzzy=False)
    found = extract_from_dir(
        str(ROOT / "game"),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def _write(catalog: Catalog, path: Path) -> bool:
    """Write `catalog` as a .po at `path` (no dates, no line wrapping); True when the file changed."""
    buffer = io.BytesIO()
    catalog.creation_date = catalog.revision_date = _EPOCH
    write_po(buffer, catalog, width=0, omit_header=False, include_previous=False)
    data = buffer.getvalue()
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def read(path: Path, locale: str | None = None) -> Catalog:
    """The catalogue at `path`. Raises ValueError with the reason when it cannot be read."""
    try:
        with path.open("rb") as f:
            return read_po(f, locale=locale, abort_invalid=True)
    except Exception as err:  # Babel raises several kinds for a broken file
        raise ValueError(f"{path}: {err}") from None


def extract() -> Catalog:
    catalog = template()
    if _write(catalog, TEMPLATE):
        print(f"wrote {TEMPLATE.relative_to(ROOT)} ({len(catalog)} strings)")
    return catalog


def update(pot: Catalog, sources: list[Path]) -> None:
    extra = [read(p) for p in sources]
    for code in languages():
        path = po_path(code)
        catalog = read(path, locale=code)
        for other in extra:
            for message in other:
                if message.id and message.string and not message.fuzzy:
                    mine = catalog.get(message.id, message.context)
                    if mine is None:
                        catalog.add(message.id, message.string, context=message.context)
                    else:
                        mine.string = message.string
                        mine.flags.discard("fuzzy")
        catalog.update(pot, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        if _write(catalog, path):
            missing = sum(1 for m in catalog if m.id and not _translated(m))
            print(f"wrote {path.relative_to(ROOT)} ({missing} untranslated)")


def _translated(message) -> bool:  # type: ignore[no-untyped-def]
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return bool(message.string) and all(strings) and not message.fuzzy


def compile_all() -> None:
    for code in languages():
        catalog = read(po_path(code), locale=code)
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        mo = po_path(code).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != buffer.getvalue():
            mo.write_bytes(buffer.getvalue())
            print(f"wrote {mo.relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", nargs="?", default="all", choices=["extract", "update", "compile", "all"])
    parser.add_argument("--from", dest="sources", nargs="*", type=Path, default=[],
                        help="catalogues whose translations join in before the update")
    args = parser.parse_args(argv)
    try:
        if args.step in ("extract", "all", "update"):
            pot = extract()
        if args.step in ("update", "all"):
            update(pot, args.sources)
        if args.step in ("compile", "all"):
            compile_all()
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
