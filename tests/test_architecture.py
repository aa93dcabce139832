"""The house's shape (docs/ARCHITECTURE.md), checked from the source: no module over 600 lines, no import
circle (imports inside functions count, and type-only imports under `if TYPE_CHECKING:` too), each room imports
only the floors below it (`FLOORS`), no table or game imports a screen or the App, the shared core imports
nothing above it, rules never import players, and every family folder is in the registry."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parent.parent / "game"
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def imports_of(name: str, source: str, typed: bool = False) -> set[str]:
    """The project modules `source` (module `name`) imports anywhere in its body, type-only imports (under
    `if TYPE_CHECKING:`) only when `typed`."""
    found: set[str] = set()

    def known(target: str) -> str:
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        return target

    class Visitor(ast.NodeVisitor):
        def visit_If(self, node: ast.If) -> None:
            if not typed and "TYPE_CHECKING" in ast.unparse(node.test):
                for child in node.orelse:
                    self.visit(child)
                return
            self.generic_visit(node)

        def visit_Import(self, node: ast.Import) -> None:
            found.update(known(a.name) for a in node.names if a.name.startswith("game"))

        def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
            module = node.module or ""
            if node.level:
                package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                module = f"{package}.{module}" if module else package
            if not module.startswith("game"):
                return
            for alias in node.names:
                full = f"{module}.{alias.name}"
                found.add(full if full in MODULES else known(module))

    Visitor().visit(ast.parse(source))
    found.discard(name)
    found.discard("")
    return found


GRAPH = {name: imports_of(name, path.read_text(encoding="utf-8")) for name, path in MODULES.items()}
TYPED_GRAPH = {name: imports_of(name, path.read_text(encoding="utf-8"), typed=True) for name, path in MODULES.items()}
"""The imports with the type-only ones too: a floor may not name a type from the floors above it either."""


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_is_over_600_lines(name: str) -> None:
    lines = len(MODULES[name].read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{name} has {lines} lines: split it by what its parts are for"


def test_there_is_no_import_circle() -> None:
    assert circles(GRAPH) == []
    assert circles(TYPED_GRAPH) == [], "a type-only import closes a circle: name the type from the floor below"


def room(module: str) -> str:
    """The room (folder) a module stands in: a family's folder under game/games/, another folder of game/, or a
    module of game/ itself standing alone."""
    parts = module.split(".")[1:]
    if len(parts) > 1 and parts[0] == "games":
        return f"games/{parts[1]}"
    return parts[0] if parts else "game"


FLOORS: list[set[str]] = [
    {"game", "games", "paths", "system_language", "files", "console", "process_stats"},
    {"i18n"},
    {"core", "name", "window"},
    {"ui", "input"},
    {"audio", "storage"},
    {"stage"},
    {"table"},
    {"games/fishing"},
    {f"games/{p.name}" for p in (GAME / "games").iterdir() if (p / "spec.py").exists()},
    {"registry", "readings"},
    {"replay", "calls"},
    {"autosave", "records", "simulate"},
    {"online"},
    {"scenes"},
    {"app"},
    {"launch"},
    {"selftest", "process_bench", "snap_bench"},
    {"bench"},
    {"cli"},
    {"__main__"},
]
"""The house from the ground up (docs/ARCHITECTURE.md): a room may import only rooms on a lower floor."""
FLOOR = {name: number for number, rooms in enumerate(FLOORS) for name in rooms}

def room_arrows(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    """Every (importer's room, imported room) pair of `graph`, a room's imports of itself left out."""
    return {(room(a), room(b)) for a, deps in graph.items() for b in deps if room(a) != room(b)}


def test_every_room_stands_on_a_floor() -> None:
    assert {room(name) for name in MODULES} <= set(FLOOR), "a new folder or module: give it its floor in FLOORS"


def test_a_room_imports_only_the_floors_below_it() -> None:
    up = sorted((a, b) for a, b in room_arrows(TYPED_GRAPH) if FLOOR[b] >= FLOOR[a])
    assert up == [], f"arrows that run back up or across a floor: {up}"


def test_no_table_or_game_imports_a_screen_or_the_app() -> None:
    below = [n for n in TYPED_GRAPH if room(n) in {"stage", "table"} or room(n).startswith("games/")]
    for name in below:
        above = sorted(d for d in TYPED_GRAPH[name] if room(d) in {"scenes", "app", "launch"})
        assert not above, f"{name} imports {above}: ask the App (`app.screens`, game/stage/scene.py) instead"


def test_the_check_counts_imports_inside_functions_but_not_type_only_ones() -> None:
    lazy = imports_of("game.app", "def play():\n    from game.scenes.title import TitleScene\n")
    typed = imports_of("game.app", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.stage.scene import Scene\n")
    assert lazy == {"game.scenes.title"} and typed == set()
    assert circles({"game.a": {"game.b"}, "game.b": {"game.c"}, "game.c": {"game.a"}}) == [["game.a", "game.b", "game.c"]]


WORDS = {"game.i18n", "game.paths"}
"""The catalogue of words (gettext) and where it lies: pure leaves that the core and the rules may use, so the
words a rule or an event says are marked where they are written."""


def test_the_shared_core_imports_nothing_above_it() -> None:
    for name, deps in GRAPH.items():
        if name.startswith("game.core"):
            assert all(d.startswith("game.core") or d in WORDS for d in deps), f"{name} imports {sorted(deps)}"


RULES_MODULES = [n for n in MODULES if n.startswith("game.games.") and n.rsplit(".", 1)[1] in ("rules", "presets", "moves")]
SHARED_FOLDERS = {p.name for p in (GAME / "games").iterdir() if p.is_dir() and not (p / "spec.py").exists() and p.name != "__pycache__"}
"""Folders of machinery that a kind of game shares (game/games/fishing: captures, the fishing table), with no
game of their own."""
SHARED_RULES = {n for n in MODULES if n.split(".")[2:3] and n.split(".")[2] in SHARED_FOLDERS and n.rsplit(".", 1)[1] in ("rules", "captures", "moves")}
"""Their pure rules, which the rules of the games of that kind build on."""
PLAYER_MODULES = {
    n for n in MODULES if n.startswith("game.games.") and n.rsplit(".", 1)[1] in
    ("players", "medium", "counting", "inference", "playout", "search", "advice", "reaction", "sampling")
}


@pytest.mark.parametrize("name", RULES_MODULES)
def test_rules_never_import_players_or_screens(name: str) -> None:
    family = name.rsplit(".", 1)[0]
    own = (f"{family}.rules", f"{family}.presets", f"{family}.moves")
    allowed = {d for d in GRAPH[name] if d.startswith("game.core") or d in own or d in SHARED_RULES or d in WORDS}
    assert GRAPH[name] == allowed, f"{name} imports {sorted(GRAPH[name] - allowed)}"
    assert not GRAPH[name] & PLAYER_MODULES


def test_shared_rules_are_found_and_pure_of_players() -> None:
    assert {"game.games.fishing.rules", "game.games.fishing.captures"} <= SHARED_RULES
    for name in SHARED_RULES:
        assert all(d.startswith("game.core") or d in SHARED_RULES or d in WORDS for d in GRAPH[name]), f"{name} imports {sorted(GRAPH[name])}"


def test_every_family_folder_is_one_registry_line() -> None:
    from game.registry import GAMES

    folders = {p.name for p in (GAME / "games").iterdir() if (p / "spec.py").exists()}
    registered = {spec.new_state.__module__.split(".")[2] for spec in GAMES.values()}
    assert folders == registered
    registry = (GAME / "registry.py").read_text(encoding="utf-8")
    for folder in folders:
        assert registry.count(f"from game.games.{folder}.spec import SPEC") == 1
