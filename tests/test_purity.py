"""The shared core (game/core/) and every family's rules and computer players are pure (DESIGN.md "The
shape", house style): no pygame, no clock, no global random — chance only through a seeded `random.Random` passed in, so the same seed and moves
give the same game, always. Each module's source is parsed and its imports and calls are checked."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
SCREEN_AND_FILE_MODULES = {
    "table.py", "view.py", "layout.py", "stats.py", "reaction_log.py", "history.py", "practice_panel.py",
    "practice_progress.py", "deal_sheet.py",
}
"""A family's modules that draw, time frames or keep files; everything else in its folder is pure."""
PURE_MODULES = sorted(GAME.glob("core/*.py")) + sorted(
    p for p in GAME.glob("games/*/*.py") if p.name not in SCREEN_AND_FILE_MODULES
)
BANNED_MODULES = {"pygame", "time"}
RANDOM_ALLOWED = {"Random"}  # the class; everything else on the module uses its hidden global generator


def impurities(source: str) -> list[str]:
    """What in `source` breaks purity, one line per finding ("line 3: import time")."""
    tree = ast.parse(source)
    random_names = set()  # names bound to the random module itself (import random as r)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top in BANNED_MODULES:
                    found.append(f"line {node.lineno}: import {alias.name}")
                if alias.name == "random":
                    random_names.add(alias.asname or "random")
        elif isinstance(node, ast.ImportFrom):
            top = (node.module or "").split(".")[0]
            if top in BANNED_MODULES:
                found.append(f"line {node.lineno}: from {node.module} import …")
            if node.module == "random":
                for alias in node.names:
                    if alias.name not in RANDOM_ALLOWED:
                        found.append(f"line {node.lineno}: from random import {alias.name}")
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in random_names
            and node.attr not in RANDOM_ALLOWED
        ):
            found.append(f"line {node.lineno}: {node.value.id}.{node.attr} (the global generator)")
    return found


def test_the_pure_packages_are_found() -> None:
    names = {f"{p.parent.name}/{p.name}" for p in PURE_MODULES}
    assert {"snip_snap_snorum/rules.py", "core/rules.py", "jig/players.py", "snip_snap_snorum/search.py"} <= names
    assert {"snap/rules.py", "snap/umpire.py", "snap/reaction.py", "core/session.py"} <= names


@pytest.mark.parametrize("path", PURE_MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_module_is_pure(path: Path) -> None:
    assert impurities(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        "import pygame",
        "import pygame.display as d",
        "import time",
        "from time import perf_counter",
        "import random\nx = random.random()",
        "import random\nrandom.shuffle([])",
        "import random as r\nr.choice([1])",
        "from random import randint",
        "import random\nf = random.choice",
    ],
)
def test_the_check_catches(source: str) -> None:
    assert impurities(source)


def test_the_check_allows_a_seeded_generator() -> None:
    assert impurities("import random\nrng = random.Random(3)\nrng.shuffle([])\nrng.random()") == []
    assert impurities("from random import Random\nRandom(1).choice([1])") == []
