"""Replay files (game/replay.py): a game saved as JSON is re-played and checked move by move."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from game import replay
from game.core.cards import full_pack
from game.core.rules import StackedPacks
from game.core.session import Controller, Seat, Session
from game.files import write_json_atomically
from game.registry import SNIP_SNAP_SNORUM as SPEC
from game.replay import ReplayError

MOVE_LIMIT = 5000  # far more than any game of these presets takes
SEATS = [Seat("Ann", Controller.HUMAN), Seat("Bob", Controller.EASY), Seat("Cy", Controller.HARD)]


def played(preset: str = "round-games", seed: int | None = 4, moves: int | None = None, **packs: Any) -> Session:
    """A session of `preset` for SEATS, played with random legal moves to the end (or for `moves` moves)."""
    session = Session.new(SPEC, SPEC.preset(preset), SEATS, seed=seed, **packs)
    policy = random.Random(seed)
    for _ in range(MOVE_LIMIT if moves is None else moves):
        if session.state.is_over():
            break
        session.apply(policy.choice(session.state.legal_moves()))
    assert moves is not None or session.state.is_over()
    return session


def round_trip(session: Session) -> dict[str, Any]:
    """The session's replay as a reader gets it: written to JSON text and read back."""
    return json.loads(json.dumps(replay.from_session(session)))


@pytest.mark.parametrize("preset", ["round-games", "all-dealt", "earl-of-coventry"])
def test_a_finished_game_round_trips(preset: str) -> None:
    session = played(preset)
    data = round_trip(session)

    checked = replay.check(replay.parse(data))

    assert data["format"] == "snipsnap-replay" and data["version"] == 1
    assert data["result"]["winners"] and data["result"]["winners"] == list(session.state.result().winners)
    assert checked.state.result() == session.state.result()
    assert [(m.seat, m.move) for m in checked.moves] == [(m["seat"], m["move"]) for m in data["moves"]]
    assert replay.from_session(checked) == data


def test_save_and_load_a_replay_file(tmp_path: Path) -> None:
    session = played("all-dealt")
    path = tmp_path / "replays" / "game.json"

    write_json_atomically(path, replay.from_session(session))

    assert replay.check(replay.load(path)).state.result() == session.state.result()
    assert list(path.parent.iterdir()) == [path], "no temporary file is left behind"


def test_an_unfinished_replay_checks() -> None:
    """An unfinished game stops early: no winners, and the stacks and pool after the last move."""
    session = played("round-games", moves=12)
    data = round_trip(session)

    checked = replay.check(replay.parse(data))

    assert data["result"]["winners"] == []
    assert len(data["moves"]) == 12
    assert checked.state.result() == session.state.result()
    assert checked.state.current_seat() == session.state.current_seat()
    assert checked.state.legal_moves() == session.state.legal_moves(), "the game can go on from the replay"


def test_a_tampered_move_is_named() -> None:
    data = round_trip(played("round-games"))
    data["moves"][4]["move"] = data["moves"][0]["move"]  # a card already on the table

    with pytest.raises(ReplayError, match=r"^move 5 by seat \d \(\w+\) is illegal"):
        replay.check(replay.parse(data))


def test_a_move_by_the_wrong_seat_is_named() -> None:
    data = round_trip(played("all-dealt"))
    data["moves"][6]["seat"] = (data["moves"][6]["seat"] + 1) % len(SEATS)

    with pytest.raises(ReplayError, match=r"^move 7 \(\w+\) is by seat \d, but seat \d is to move"):
        replay.check(replay.parse(data))


@pytest.mark.parametrize("key", ["stacks", "pool", "winners"])
def test_a_tampered_result_is_refused(key: str) -> None:
    data = round_trip(played("round-games", moves=40))
    result = data["result"]
    if key == "stacks":
        result["stacks"] = [result["stacks"][0] + 1] + result["stacks"][1:]
    elif key == "pool":
        result["pool"] += 1
    else:
        result["winners"] = [0]

    with pytest.raises(ReplayError, match="the moves give .* but the replay records"):
        replay.check(replay.parse(data))


def test_a_tampered_deal_is_refused() -> None:
    """The recorded packs decide every deal: a changed pack changes the game, which no longer fits the moves."""
    data = round_trip(played("round-games"))
    pack = data["deals"][0]["pack"]
    pack[0], pack[-1] = pack[-1], pack[0]  # the eldest hand's first card is swapped with the bottom card

    with pytest.raises(ReplayError):
        replay.check(replay.parse(data))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"hello": "world"}, "not a replay file"),
        ([1, 2, 3], "not a replay file"),
        ("snipsnap-replay", "not a replay file"),
        ({"format": "snipsnap-replay", "version": 2}, "version 2 is not supported"),
        ({"format": "snipsnap-replay", "version": 1}, "incomplete or malformed"),
    ],
)
def test_not_a_replay(data: Any, message: str) -> None:
    with pytest.raises(ReplayError, match=message):
        replay.parse(data)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (("game",), "whist", "no game 'whist'"),
        (("options", "stake"), "lots", "option stake cannot be 'lots'"),
        (("seats", 0, "controller"), "ai:genius", "incomplete or malformed"),
        (("options", "hand_size"), 20, "round-games does not let option hand_size change"),
        (("seed",), "seven", "^the seed must be a whole number or null, not .seven.$"),
    ],
)
def test_malformed_parts_are_named(path: tuple[Any, ...], value: Any, message: str) -> None:
    data = round_trip(played("round-games", moves=3))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value

    with pytest.raises(ReplayError, match=message):
        replay.parse(data)


def test_undealable_packs_are_refused() -> None:
    data = round_trip(played("round-games", moves=3))
    data["deals"][0]["pack"][0] = "ZZ"

    with pytest.raises(ReplayError, match="cannot be dealt"):
        replay.check(replay.parse(data))


def test_load_errors_are_one_sentence(tmp_path: Path) -> None:
    with pytest.raises(ReplayError, match="cannot read"):
        replay.load(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": ', encoding="utf-8")
    with pytest.raises(ReplayError, match=r"is not JSON \(line 1"):
        replay.load(broken)


def test_a_seed_must_be_a_whole_number() -> None:
    data = round_trip(played("round-games", moves=3))
    data["seed"] = True
    with pytest.raises(ReplayError, match="the seed must be a whole number or null"):
        replay.parse(data)


def test_a_file_that_is_not_text_is_refused(tmp_path: Path) -> None:
    binary = tmp_path / "picture.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(ReplayError, match="is not a replay file"):
        replay.load(binary)


def test_a_move_after_the_end_is_named() -> None:
    data = round_trip(played("round-games"))
    data["moves"].append(dict(data["moves"][-1]))

    with pytest.raises(ReplayError, match=rf"^move {len(data['moves'])} \(\w+\) comes after the end of the game"):
        replay.check(replay.parse(data))


def test_stacked_packs_replay_with_a_null_seed() -> None:
    """A game dealt from packs stacked by hand has no seed: the replay's recorded packs are all it needs."""
    orders = [random.Random(n).sample(full_pack(52), 52) for n in range(100)]
    session = played("round-games", seed=None, packs=StackedPacks(orders), first_dealer=2)
    data = round_trip(session)

    checked = replay.check(replay.parse(data))

    assert data["seed"] is None and data["deals"][0]["dealer"] == 2
    assert data["deals"][0]["pack"] == [c.code for c in orders[0]]
    assert checked.state.result() == session.state.result()
    assert checked.seed is None


def test_the_replay_is_a_copy_not_a_view() -> None:
    """from_session gives plain JSON values: changing the session afterwards does not change an earlier replay."""
    session = played("round-games", moves=5)
    data = replay.from_session(session)
    frozen = copy.deepcopy(data)

    session.apply(session.state.legal_moves()[0])

    assert data == frozen


def test_a_replay_written_as_documented_names_its_preset_only_at_the_top() -> None:
    """The format (game/replay.py): "preset" at the top level, "options" without it."""
    data = round_trip(played("all-dealt", moves=6))
    del data["options"]["preset"]
    checked = replay.check(replay.parse(data))
    assert checked.options.preset == "all-dealt"


def test_an_options_preset_that_disagrees_with_the_top_is_refused() -> None:
    data = round_trip(played("all-dealt", moves=6))
    data["options"]["preset"] = "earl-of-coventry"
    with pytest.raises(ReplayError, match="preset is 'all-dealt' but its options say 'earl-of-coventry'"):
        replay.parse(data)


def test_a_replay_naming_no_preset_is_refused() -> None:
    data = round_trip(played("all-dealt", moves=6))
    del data["options"]["preset"]
    del data["preset"]
    with pytest.raises(ReplayError, match="names no"):
        replay.parse(data)


def test_a_file_nested_too_deeply_is_one_sentence(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ReplayError, match="nested too deeply"):
        replay.load(deep)


def test_a_game_continued_from_its_autosave_deals_on_the_same_each_time_and_checks() -> None:
    whole = played(seed=8)
    assert len(whole.deals()) >= 2
    deal_1 = next(n for n in range(1, len(whole.moves)) if len(played(seed=8, moves=n).deals()) == 2) - 1
    saved = replay.parse(replay.from_session(played(seed=8, moves=deal_1)))  # kept before deal 2 was dealt
    assert len(saved.deals) == 1
    twice = [replay.rebuild(saved), replay.rebuild(saved)]
    for continued in twice:
        policy = random.Random(1)
        while not continued.state.is_over():
            continued.apply(policy.choice(continued.state.legal_moves()))
        assert len(continued.deals()) >= 2, "the game dealt on"
        replay.check(replay.parse(round_trip(continued)))
    assert twice[0].deals() == twice[1].deals() and twice[0].moves == twice[1].moves
