"""What a game family tells the house about itself: a `GameSpec` (its presets, options, rules, players,
rules screens and table) and the `OptionSpec`s of the options a player may set, read from text or JSON.

Each family builds one `GameSpec` in its own folder (`game/games/<family>/spec.py`); `game.registry` lists
them. The command line, the setup screen and replay files all go through here, so an option is named,
checked and explained in one place. Errors are `OptionError`s whose message is one sentence listing the
valid choices. Pure: the table is named by a loader that imports it only when a window needs it.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Mapping

from game.core.rules import GameState, PackSource
from game.core.thinker import Thinker, run_to_end


class OptionError(ValueError):
    """An unknown game, preset or option, or a value out of range; the message lists the valid ones."""


@dataclass(frozen=True)
class RulesExample:
    """A small picture beside a rules screen's words: `cards` laid in a row, each a card code ("7H") or ""
    for an empty place, the word in `labels` under each, `title` over the row and `caption` under it, drawn
    with `pack`'s faces."""

    title: str
    cards: tuple[str, ...]
    labels: tuple[str, ...]
    caption: str
    pack: str = "standard"
    """Which pack's faces draw the cards (a `game.ui.card_art.PackStyle` value: "standard", "snap", "numbers")."""


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
    needs: Callable[[Any], bool] | None = None
    """When the option matters, given the other options (None: always); the setup screen hides it otherwise
    (who pays a turn-up matters only when there is a turn-up)."""
    needs_words: str = ""
    """When it matters, in words for a message: "only with the turn-up" (English: messages of the command line)."""
    none_written: str | None = None
    """How a choice of None is written in a replay's options ("unlimited" for Cavendish's coins, RULES.md §1.4);
    None: JSON null."""

    def applies(self, options: Any) -> bool:
        """Whether this option matters in a game played with `options`."""
        return self.needs is None or self.needs(options)

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
        numbers = [c for c in self.choices if c is not None]
        if len(numbers) > 8 and all(isinstance(c, int) and not isinstance(c, bool) for c in numbers):
            words = f"a whole number from {numbers[0]} to {numbers[-1]}"
            return words + (f", or {self.none_means.replace(' ', '_')}" if None in self.choices else "")
        return ", ".join(self.show(c).replace(" ", "_") for c in self.choices)


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
    level_words: Callable[[Any, str], str] | None = None
    """What a computer level does in a game of given options, in one line for the setup screen: (options, level)
    → an English msgid marked for the catalogue ("Medium: counts the cards … now and then forgets one");
    None: the level's name says it (Snap's levels name their reaction time)."""
    summary: str = ""
    """The game in one line, for the setup screen ("Capture …, build …: first to 21 points wins"), marked for the
    catalogue."""
    preset_option_specs: Mapping[str, Mapping[str, OptionSpec]] = dataclasses.field(default_factory=dict)
    """Options that some preset offers with other choices than `option_specs` gives, by preset then name
    (Cavendish's coins each may be unlimited, RULES.md §1.4); read both through `option_spec`."""
    levels: tuple[str, ...] = ("easy", "medium", "hard")
    """The computer levels that play this game, weakest first (a seat's controller is `ai:<level>`)."""
    score_unit: str = "coins"
    """What `Result.stacks` counts, for the results screen."""
    score_spread: bool = False
    """True when `Result.stacks` is what each game scored on its own (Thirteens' cards on the foundations,
    RULES.md §6), worth reporting as a distribution: `simulate` gives each seat's mean score with one standard
    error, its least, quartiles and most, where other games get the average alone."""
    full_score: int | None = None
    """The most one game can score, when reaching it is an outcome of its own (Thirteens: 52, the patience
    out); `simulate` counts how often each seat reached it. None: no such score."""
    full_word: str = "full"
    """What reaching `full_score` is called, for `simulate`'s table (Thirteens: "out")."""
    default_level: str = "medium"
    """The level a new computer seat gets in the setup screen."""
    players: int | None = None
    """How many sit at the table when this game is chosen in the setup screen (Snitch'ems: two, RULES.md §3);
    None keeps the number already chosen."""
    realtime: bool = False
    """True for the reaction game: moves come from an umpire with a clock, not from turns."""
    own_hand_seen: bool = True
    """Whether a player sees the cards dealt to them: False for Snap, whose hands are dealt face down to
    everyone, their owner too (RULES.md §5); a guest's app is then told no card of the deal (game/online/sight.py)."""
    together: bool = False
    """True when every seat may move at once, in any order (Thirteens' race): the state's `moves_for(seat)`
    lists what each seat may do now, and `current_seat` is only the first of them."""
    guest_view: Callable[[Any, int, int], Any] | None = None
    """What a guest's computer holds of a game between homes (game/online/sessions.py), for a family whose
    table reads more of the state than a turn-based table does: (options, seats, the guest's seat) → a view
    that follows the host's events (Thirteens: its `Mirror`); None: the shared `SeatView`."""
    think: Callable[[str, Any, random.Random], Thinker[Any]] | None = None
    """How a computer seat of a turn-based game starts a decision: (level, its observation, its rng) → a
    `game.core.thinker.Thinker`, which the table runs a slice per frame; None for the reaction game."""
    oracle: Callable[[Any, int, random.Random], Thinker[Any]] | None = None
    """The reference seat `ai:oracle` (issue 18): (the true state, the seat to move, its rng) → the hard search
    run on that state instead of on deals drawn from the seat's observation. It sees every hand, so it cheats:
    `simulate` and the bench use it to measure how much an honest player leaves; no table offers it. None:
    the game has no choices worth measuring so (the reaction game)."""
    explain: Callable[[Any, Any], str] | None = None
    """Why a move is good, for the hint (game/table/hint.py): (a seat's observation, the move the hard player
    chose there) → one line in the game's terms, in the player's language; None: the game offers no hint."""
    rules_text: Mapping[str, list[str]] = dataclasses.field(default_factory=dict)
    """The rules screen's paragraphs for each preset, in the project's own words."""
    rules_with: Callable[[Any], list[str]] | None = None
    """The rules screen's paragraphs for a game played with given options (built from them: Snap's dead-heat
    window, Jig's Rex), so the screen opened from the setup or the pause menu says what this game does; None:
    `rules_text` for the options' preset."""
    preset_titles: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """Each preset's name as people read it ("Round games (Peel)")."""
    preset_notes: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """One line for the setup screen on how each preset differs from the first ("as Nobble, but matching is
    optional"); none for a preset not named."""
    rules_examples: Mapping[str, tuple[RulesExample, ...]] = dataclasses.field(default_factory=dict)
    """The pictures beside each preset's rules screen (none for a preset not named)."""
    calls: Callable[[], list[str]] | None = None
    """Every call this game says aloud, in English (the voices' keys), for the voices to record and the
    self-test to play: its family's `calls.calls` (game/calls.py gathers them); None: it says none."""
    table: str = ""
    """Where the scene class this game is played and watched at lives, as "module:Class" (a subclass of
    `game.table.turns.TableScene`, or the reaction game's own). Named, not imported: the rules and players
    load without pygame, and `game.scenes.start` imports the table only when a window needs it."""

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

    def options_for(self, preset: str, changes: Mapping[str, Any], strict: bool = False) -> Any:
        """Preset `preset` with `changes` (option name → value, or text to parse). A change to an option that
        does not matter with the others (`OptionSpec.needs`: who pays a turn-up, without one) is left out, so
        the options never hold a choice the game ignores; with `strict` (choices typed on a command line) it
        is refused instead. Raises OptionError."""
        base = self.preset(preset)
        allowed = self.settable[preset]
        typed: dict[str, Any] = {}
        for name, value in changes.items():
            if name not in allowed:
                raise OptionError(
                    f"{preset} has no option '{name}'; its options are {', '.join(allowed) or 'none'}"
                )
            spec = self.option_spec(preset, name)
            typed[name] = spec.parse(value) if isinstance(value, str) else value
            # `True in (1, 2, …)` holds in Python, so the type must match too (a stake of True is no stake).
            if typed[name] not in spec.choices or type(typed[name]) not in {type(c) for c in spec.choices}:
                raise OptionError(f"option {name} cannot be {value!r}; choose {spec.describe_choices()}")
        options = dataclasses.replace(base, **typed)
        idle = [name for name in typed if not self.option_spec(preset, name).applies(options)]
        if idle and strict:
            spec = self.option_spec(preset, idle[0])
            raise OptionError(f"option {spec.name} does not apply here: it counts {spec.needs_words or 'with other options'}")
        return dataclasses.replace(options, **{name: getattr(base, name) for name in idle})

    def options_to_json(self, options: Any) -> dict[str, Any]:
        """Every option of `options`, resolved, as JSON values: enums as their text, None as the option's
        `none_written` word if it has one ("stake": "unlimited"), else null."""
        written: dict[str, Any] = {}
        for f in dataclasses.fields(options):
            value = getattr(options, f.name)
            if isinstance(value, Enum):
                value = value.value
            elif value is None:
                value = self._none_word(options.preset, f.name)
            written[f.name] = value
        return written

    def _none_word(self, preset: str, name: str) -> str | None:
        """How option `name` of `preset` writes None in a file (`OptionSpec.none_written`; None: null)."""
        spec = self.preset_option_specs.get(preset, {}).get(name) or self.option_specs.get(name)
        return spec.none_written if spec is not None else None

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
            if raw is not None and raw == self._none_word(base.preset, f.name):
                raw = None  # "stake": "unlimited"; files of earlier versions wrote null, which reads as ever
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
                choices = self.option_spec(base.preset, name).choices
                # 5.0 == 5 in Python: the type must be a choice's too, or a file could ask for "5.0 seconds".
                if value not in choices or type(value) not in {type(c) for c in choices}:
                    choices = self.option_spec(base.preset, name).describe_choices()
                    raise OptionError(f"option {name} cannot be {value!r}; choose {choices}")
            elif value != getattr(base, name):
                raise OptionError(f"{base.preset} does not let option {name} change from {getattr(base, name)!r}")
        return dataclasses.replace(base, **values)

    def option_spec(self, preset: str, name: str) -> OptionSpec:
        """How option `name` is offered in `preset`: its preset's own spec if it has one, else the game's.
        Raises KeyError for an option the game does not have."""
        return self.preset_option_specs.get(preset, {}).get(name) or self.option_specs[name]

    def choose(self, level: str, observation: Any, rng: random.Random) -> Any:
        """The move a computer seat at `level` makes from `observation`: its thinker run to the end of its
        budget. Raises ValueError for an unknown level or a game without turns."""
        if self.think is None:
            raise ValueError(f"{self.title} has no turns to choose")
        return run_to_end(self.think(level, observation, rng))

    def seat_range(self, options: Any) -> tuple[int, int]:
        """The fewest and most players `options` allow."""
        return options.seat_range()

    def rules_for(self, preset: str, options: Any = None) -> list[str]:
        """The paragraphs of the rules screen for `preset` (an unknown preset gets the default's), or for the
        game played with `options` when given and the game builds its rules from them (`rules_with`)."""
        if options is not None and self.rules_with is not None:
            return self.rules_with(options)
        return self.rules_text.get(preset, next(iter(self.rules_text.values()), []))

    def preset_title(self, preset: str) -> str:
        """`preset`'s name as people read it (the key itself when it has none)."""
        return self.preset_titles.get(preset, preset)
