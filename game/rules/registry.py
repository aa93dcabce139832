"""The games the app knows, their presets and the options a player may set, read from text or JSON.

The command line, the setup screen and replay files all go through here, so an option is named, checked
and explained in one place. Errors are `OptionError`s whose message is one sentence listing the valid choices.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Mapping

from game.rules import jig, snap
from game.rules import snip_snap_snorum as sss
from game.rules.base import GameState, PackSource


class OptionError(ValueError):
    """An unknown game, preset or option, or a value out of range; the message lists the valid ones."""


@dataclass(frozen=True)
class OptionSpec:
    """One option a player may set: its `name` (as in RULES.md), a `label` for the setup screen,
    the allowed `choices` in display order, and a one-line `help`."""

    name: str
    label: str
    choices: tuple[Any, ...]
    help: str
    none_means: str = "default"
    """How a choice of None reads ("each deals once" for Jig's deals)."""

    def show(self, value: Any) -> str:
        """A value as people read it: "on"/"off", numbers, enum values, `none_means` for None."""
        if value is None:
            return self.none_means
        if isinstance(value, bool):
            return "on" if value else "off"
        if isinstance(value, Enum):
            return str(value.value).replace("_", " ")
        return str(value)

    def parse(self, text: str) -> Any:
        """The choice written as `text` ("on", "12", "to_pool"). Raises OptionError listing the choices."""
        wanted = text.strip().lower().replace(" ", "_")
        for choice in self.choices:
            names = {self.show(choice).replace(" ", "_"), str(choice).lower()}
            if isinstance(choice, bool):
                names |= {"true", "yes", "1"} if choice else {"false", "no", "0"}
            if wanted in names:
                return choice
        raise OptionError(f"option {self.name} cannot be '{text}'; choose {self.describe_choices()}")

    def describe_choices(self) -> str:
        shown = [self.show(c).replace(" ", "_") for c in self.choices]
        if len(shown) > 8 and all(isinstance(c, int) and not isinstance(c, bool) for c in self.choices):
            return f"a whole number from {shown[0]} to {shown[-1]}"
        return ", ".join(shown)


@dataclass(frozen=True)
class GameSpec:
    """A game of the collection: its `key` (`snip-snap-snorum`), `title`, presets (resolved option values,
    the first is the default), which options each preset lets players set, and how to make a state and
    read/write its moves."""

    key: str
    title: str
    presets: Mapping[str, Any]
    settable: Mapping[str, tuple[str, ...]]
    option_specs: Mapping[str, OptionSpec]
    new_state: Callable[[Any, int, PackSource, int | None], GameState[Any]]
    parse_move: Callable[[str], Any]
    format_move: Callable[[Any], str]
    levels: tuple[str, ...] = ("easy", "medium", "hard")
    """The computer levels that play this game, weakest first (a seat's controller is `ai:<level>`)."""
    score_unit: str = "coins"
    """What `Result.stacks` counts, for the results screen."""
    default_level: str = "medium"
    """The level a new computer seat gets in the setup screen."""
    realtime: bool = False
    """True for the reaction game: moves come from an umpire with a clock, not from turns."""
    think: Callable[[str, Any, random.Random], Any] | None = None
    """How a computer seat of a turn-based game starts a decision: (level, its observation, its rng) → a
    `game.ai.thinker.Thinker`, which the table runs a slice per frame; None for the reaction game."""

    @property
    def default_preset(self) -> str:
        return next(iter(self.presets))

    def preset(self, name: str) -> Any:
        """The options of preset `name`. Raises OptionError listing the presets."""
        try:
            return self.presets[name]
        except KeyError:
            raise OptionError(
                f"{self.title} has no preset '{name}'; choose {', '.join(self.presets)}"
            ) from None

    def options_for(self, preset: str, changes: Mapping[str, Any]) -> Any:
        """Preset `preset` with `changes` (option name → value, or text to parse). Raises OptionError."""
        base = self.preset(preset)
        allowed = self.settable[preset]
        typed: dict[str, Any] = {}
        for name, value in changes.items():
            if name not in allowed:
                raise OptionError(
                    f"{preset} has no option '{name}'; its options are {', '.join(allowed) or 'none'}"
                )
            spec = self.option_specs[name]
            typed[name] = spec.parse(value) if isinstance(value, str) else value
            # `True in (1, 2, …)` holds in Python, so the type must match too (a stake of True is no stake).
            if typed[name] not in spec.choices or type(typed[name]) not in {type(c) for c in spec.choices}:
                raise OptionError(f"option {name} cannot be {value!r}; choose {spec.describe_choices()}")
        return dataclasses.replace(base, **typed)

    def options_to_json(self, options: Any) -> dict[str, Any]:
        """Every option of `options`, resolved, as JSON values (enums as their text)."""
        return {
            f.name: (v.value if isinstance(v := getattr(options, f.name), Enum) else v)
            for f in dataclasses.fields(options)
        }

    def options_from_json(self, data: Mapping[str, Any]) -> Any:
        """Options back from `options_to_json` output. Raises OptionError on a bad name or value."""
        if not isinstance(data, Mapping) or "preset" not in data:
            raise OptionError("the options must be an object naming its preset")
        base = self.preset(str(data["preset"]))
        values: dict[str, Any] = {}
        for f in dataclasses.fields(base):
            if f.name not in data:
                continue
            current = getattr(base, f.name)
            raw = data[f.name]
            if isinstance(current, tuple) and isinstance(raw, list):
                raw = tuple(raw)  # JSON has no tuples (Jig's calls)
            try:
                values[f.name] = type(current)(raw) if isinstance(current, Enum) else raw
            except ValueError:
                raise OptionError(f"option {f.name} cannot be {raw!r}") from None
            if type(values[f.name]) is not type(current) and current is not None and raw is not None:
                raise OptionError(f"option {f.name} cannot be {raw!r}")
        unknown = set(data) - {f.name for f in dataclasses.fields(base)}
        if unknown:
            raise OptionError(f"unknown option {sorted(unknown)[0]!r} for {base.preset}")
        # Only the options the preset lets players set may differ from it, and only to a valid choice:
        # anything else (a hand of 20 cards, a negative stake) is not a game the rules describe.
        for name, value in values.items():
            if name in self.settable[base.preset]:
                if value not in self.option_specs[name].choices:
                    choices = self.option_specs[name].describe_choices()
                    raise OptionError(f"option {name} cannot be {value!r}; choose {choices}")
            elif value != getattr(base, name):
                raise OptionError(f"{base.preset} does not let option {name} change from {getattr(base, name)!r}")
        return dataclasses.replace(base, **values)

    def choose(self, level: str, observation: Any, rng: random.Random) -> Any:
        """The move a computer seat at `level` makes from `observation`: its thinker run to the end of its
        budget. Raises ValueError for an unknown level or a game without turns."""
        if self.think is None:
            raise ValueError(f"{self.title} has no turns to choose")
        from game.ai.thinker import run_to_end  # the rules' registry names the players, never imports them eagerly

        return run_to_end(self.think(level, observation, rng))

    def seat_range(self, options: Any) -> tuple[int, int]:
        """The fewest and most players `options` allow."""
        return options.seat_range()


SNIP_SNAP_SNORUM = GameSpec(
    key=sss.GAME,
    title="Snip-Snap-Snorum",
    presets=sss.PRESETS,
    settable=sss.SETTABLE,
    option_specs={
        "pack": OptionSpec("pack", "Pack", (52, 32), "52 cards, or the 32-card piquet pack (A K Q J 10 9 8 7)"),
        "stake": OptionSpec("stake", "Coins each", tuple(range(1, 51)), "coins every player starts with"),
        "revoke": OptionSpec(
            "revoke", "Revoke allowed", (False, True), "decline to match, paying double (off: matching is compulsory)"
        ),
        "turn_up": OptionSpec("turn_up", "Turn-up Snip", (False, True), "the dealer turns up a card to be matched"),
        "turn_up_payer": OptionSpec(
            "turn_up_payer", "Turn-up paid by", tuple(sss.TurnUpPayer), "who pays when the turn-up is matched"
        ),
        "pass_payment": OptionSpec(
            "pass_payment", "A pass costs", tuple(sss.PassPayment), "nothing, 1 coin to the pool, or 1 to the player"
        ),
        "coins": OptionSpec("coins", "Play for coins", (True, False), "off: the children's game, deals won count"),
        "deals": OptionSpec("deals", "Deals", tuple(range(1, 21)), "how many deals make the match"),
    },
    new_state=lambda options, n, packs, dealer: sss.SnipSnapSnorum(options, n, packs, dealer),
    parse_move=sss.parse_move,
    format_move=sss.format_move,
    think=lambda level, observation, rng: _sss_think(level, observation, rng),
)

SNAP = GameSpec(
    key=snap.GAME,
    title="Snap",
    presets=snap.PRESETS,
    settable=snap.SETTABLE,
    option_specs={
        "pack": OptionSpec(
            "pack", "Pack", tuple(snap.PackKind), "a standard pack matched by rank, or picture cards with near-twins"
        ),
        "anyone_may_call": OptionSpec(
            "anyone_may_call", "Anyone may call", (False, True), "off: only the owners of the matching piles may call"
        ),
        "dead_heat_ms": OptionSpec(
            "dead_heat_ms", "Dead heat within (ms)", (0, 10, 20, 30, 50, 80), "ms between two calls too close to tell apart"
        ),
    },
    new_state=lambda options, n, packs, dealer: snap.Snap(options, n, packs, dealer),
    parse_move=snap.parse_move,
    format_move=snap.format_move,
    levels=("toddler", "casual", "sharp", "expert", "reflex", "adaptive"),
    score_unit="cards",
    default_level="casual",
    realtime=True,
)

JIG = GameSpec(
    key=jig.GAME,
    title="Jig",
    presets=jig.PRESETS,
    settable=jig.SETTABLE,
    option_specs={
        "stake": OptionSpec("stake", "Coins each", tuple(range(1, 51)), "coins every player starts with"),
        "deals": OptionSpec(
            "deals", "Deals", (None, *range(1, 21)), "how many deals make the match", none_means="each deals once"
        ),
        "pool": OptionSpec("pool", "Pool", (False, True), "everyone antes 1 coin a deal; the deal's winner takes it"),
        "dead_cards": OptionSpec(
            "dead_cards", "Dead cards", (0, 1, 2, 3, 4), "cards set aside from the bottom of the pack, acting as stops"
        ),
        "rex": OptionSpec("rex", "Rex", (False, True), "sequences of six, the sixth called Rex"),
    },
    new_state=lambda options, n, packs, dealer: jig.Jig(options, n, packs, dealer),
    parse_move=jig.parse_move,
    format_move=jig.format_move,
    levels=("easy", "medium", "hard"),
    think=lambda level, observation, rng: _jig_think(level, observation, rng),
)

GAMES: dict[str, GameSpec] = {SNIP_SNAP_SNORUM.key: SNIP_SNAP_SNORUM, SNAP.key: SNAP, JIG.key: JIG}
"""Every game the app can play, by key."""


def game_spec(key: str) -> GameSpec:
    """The game called `key`. Raises OptionError listing the games."""
    try:
        return GAMES[key]
    except KeyError:
        raise OptionError(f"there is no game '{key}'; choose {', '.join(GAMES)}") from None


def _sss_think(level: str, observation: Any, rng: random.Random) -> Any:
    from game.ai import think

    return think(level, observation, rng)


def _jig_think(level: str, observation: Any, rng: random.Random) -> Any:
    from game.ai.jig import think

    return think(level, observation, rng)
