"""Thirteens played alone (RULES.md §6: "Alone, it is a patience: the app keeps the player's scores and best";
issue 12): the deal of the day's seed, the history kept in the data folder, and what the table records."""

from __future__ import annotations

import json
import logging
from datetime import date, datetime
from pathlib import Path

import pytest

from game.core.session import Controller, Seat, Session
from game.games.thirteens import history
from game.games.thirteens.history import History, Record, daily_seed, deal_day, is_daily, record_game
from game.registry import game_spec

DAY = date(2025, 11, 25)
SPEC = game_spec("thirteens")


def game(score: int, player: str = "You", day: date | None = None, when: datetime | None = None) -> Record:
    """A kept game scoring `score`, the deal of the day of `day` (None: a free deal)."""
    return Record(when or datetime(2025, 11, 25, 20, 0, 0), player, daily_seed(day) if day else 7, day, score, 4, True, None)


def finished(seats: list[Seat], seed: int) -> Session:
    """A whole game of Thirteens for `seats`, each call laid on the first row (RULES.md §6)."""
    session = Session.new(SPEC, SPEC.preset("thirteens"), seats, seed)
    while (seat := session.state.current_seat()) is not None:
        session.apply(session.state.moves_for(seat)[-1])
    return session


# --- the deal of the day -------------------------------------------------------------------------------------


def test_the_deal_of_the_day_is_the_same_in_every_run_and_differs_from_day_to_day() -> None:
    """The seed comes from SHA-256 of the date, not Python's hash() (which changes from run to run), so every
    machine deals the same calls on a day; the value is pinned so a change of the recipe shows."""
    assert daily_seed(DAY) == daily_seed(date(2025, 11, 25)) == 1095624985
    seeds = {daily_seed(date.fromordinal(DAY.toordinal() + n)) for n in range(366)}
    assert len(seeds) == 366, "every day of a year has a deal of its own"
    assert all(0 <= s < 2**31 for s in seeds)
    assert is_daily(daily_seed(DAY), DAY) and not is_daily(daily_seed(DAY), date(2025, 11, 26))
    assert not is_daily(None, DAY)


def test_a_deal_of_the_day_finished_after_midnight_is_still_that_days() -> None:
    assert deal_day(daily_seed(DAY), date(2025, 11, 26)) == DAY
    assert deal_day(daily_seed(DAY), DAY) == DAY
    assert deal_day(12345, DAY) is None
    assert history.deal_words(DAY) == "Deal of the day, 25 November" and history.deal_words(None) == "Free deal"


# --- the history ---------------------------------------------------------------------------------------------


def test_games_are_kept_and_read_back_as_they_were(tmp_path: Path) -> None:
    kept = [game(33, day=DAY), game(41), game(12, player="Ann"), Record(datetime(2025, 11, 26, 9, 30), "You", 5, None, 52, 5, False, 8)]
    for record in kept:
        History(tmp_path).append(record)
    again = History(tmp_path)
    assert again.records("You") == [kept[0], kept[1], kept[3]] and again.records("Ann") == [kept[2]]
    data = json.loads((tmp_path / "thirteens_history.json").read_text(encoding="utf-8"))
    assert data["version"] == 1 and data["games"][0]["daily"] == "2025-11-25" and data["games"][1]["daily"] is None
    assert not list(tmp_path.glob("*.tmp")), "no temporary file stays behind"


def test_best_average_and_the_days_deal_count_the_players_own_games(tmp_path: Path) -> None:
    scores = History(tmp_path)
    assert scores.best("You") is None and scores.average("You") is None and scores.daily_score("You", DAY) is None
    assert history.summary(scores, "You", DAY) == ""
    for record in (game(30, day=DAY), game(41), game(20), game(45, day=DAY), game(52, player="Ann")):
        scores.append(record)
    assert scores.best("You") == 45 and scores.best("You", daily=False) == 41 and scores.best("You", daily=True) == 45
    assert scores.average("You") == pytest.approx(34.0)
    assert scores.daily_score("You", DAY) == 30, "only the first go at a day's deal counts: a second knows the calls"
    assert scores.daily_score("You", date(2025, 11, 24)) is None
    assert history.summary(scores, "You", DAY) == "Best 45 · average 34 over 4 games · today's deal: 30"
    assert history.summary(scores, "Ann", DAY) == "Best 52 · average 52 over 1 game"
    scores.append(game(12))
    assert history.summary(scores, "You", date(2025, 11, 26)) == "Best 45 · average 29.6 over 5 games"


@pytest.mark.parametrize(
    "broken",
    [b"{not json", b'{"version": 1, "games": {}}', b"\xff\xfe", json.dumps({"version": 1, "games": [{"score": 3}]}).encode()],
    ids=["not JSON", "no list", "not UTF-8", "a bad game"],
)
def test_a_broken_history_is_set_aside_never_overwritten_and_a_new_one_started(tmp_path: Path, caplog, broken: bytes) -> None:
    path = tmp_path / "thirteens_history.json"
    path.write_bytes(broken)
    with caplog.at_level(logging.WARNING):
        scores = History(tmp_path)
    assert scores.records("You") == [] and "broken" in caplog.text
    assert path.read_bytes() == broken, "reading changes nothing on the disk"
    scores.append(game(40))
    assert (tmp_path / "thirteens_history.json.bad").read_bytes() == broken, "the broken file is kept as it was"
    assert History(tmp_path).records("You") == [game(40)]
    path.write_bytes(broken)
    History(tmp_path).append(game(41))
    assert (tmp_path / "thirteens_history.json.bad").read_bytes() == broken
    assert (tmp_path / "thirteens_history.json.bad.1").read_bytes() == broken, "an earlier broken copy is not lost"


def test_the_games_that_can_be_read_stay_in_the_new_history(tmp_path: Path) -> None:
    good = game(30, day=DAY)
    data = {"version": 1, "games": [good.to_json(), {**good.to_json(), "score": 53}, {**good.to_json(), "rows": True}]}
    (tmp_path / "thirteens_history.json").write_text(json.dumps(data), encoding="utf-8")
    scores = History(tmp_path)
    assert scores.records("You") == [good]
    scores.append(game(20))
    assert History(tmp_path).records("You") == [good, game(20)]
    assert json.loads((tmp_path / "thirteens_history.json.bad").read_text(encoding="utf-8")) == data


@pytest.mark.parametrize(
    "change, why",
    [
        ({"when": "yesterday"}, "ISO date"),
        ({"daily": 5}, "ISO date"),
        ({"player": None}, "player must be a name"),
        ({"seed": -1}, "seed must be a whole number"),
        ({"score": 53}, "score must be a whole number from 0 to 52"),
        ({"auto_foundation": "yes"}, "auto_foundation must be true or false"),
        ({"pace": 0}, "pace must be null or seconds"),
    ],
)
def test_a_bad_game_is_named_in_one_sentence(change: dict[str, object], why: str) -> None:
    with pytest.raises(ValueError, match=why):
        Record.from_json({**game(30).to_json(), **change})


# --- what the table records ----------------------------------------------------------------------------------


def test_a_patience_played_alone_is_recorded_with_the_deal_of_the_day_flagged(tmp_path: Path) -> None:
    now = datetime(2025, 11, 25, 21, 15, 7, 500)
    session = finished([Seat("You", Controller.HUMAN)], daily_seed(DAY))
    record = record_game(tmp_path, session, now)
    assert record is not None and record.daily and record.day == DAY
    assert record.score == session.state.score(0) and record.when == now.replace(microsecond=0)
    assert (record.rows, record.auto_foundation, record.pace) == (4, True, None)
    free = record_game(tmp_path, finished([Seat("You", Controller.HUMAN)], 99), now)
    assert free is not None and not free.daily
    assert History(tmp_path).records("You") == [record, free]


@pytest.mark.parametrize(
    "seats",
    [
        [Seat("Ada", Controller("ai:medium"))],
        [Seat("You", Controller.HUMAN), Seat("Ada", Controller("ai:medium"))],
        [Seat("Player 1", Controller.HUMAN), Seat("Player 2", Controller.HUMAN)],
    ],
    ids=["a computer alone", "against a computer", "two humans"],
)
def test_only_a_human_playing_alone_is_recorded(tmp_path: Path, seats: list[Seat]) -> None:
    assert record_game(tmp_path, finished(seats, daily_seed(DAY)), datetime(2025, 11, 25, 21, 0)) is None
    assert not (tmp_path / "thirteens_history.json").exists()


def test_a_game_not_finished_is_not_recorded(tmp_path: Path) -> None:
    session = Session.new(SPEC, SPEC.preset("thirteens"), [Seat("You", Controller.HUMAN)], 3)
    assert record_game(tmp_path, session) is None


def test_recording_never_raises_when_the_data_folder_cannot_be_written(tmp_path: Path, caplog) -> None:
    (tmp_path / "home").write_text("a file where the folder should be", encoding="utf-8")
    session = finished([Seat("You", Controller.HUMAN)], 5)
    with caplog.at_level(logging.ERROR):
        assert record_game(tmp_path / "home", session) is None
    assert "could not keep the Thirteens score" in caplog.text


def test_a_history_that_cannot_be_read_is_never_written_over(tmp_path: Path) -> None:
    (tmp_path / "thirteens_history.json").mkdir()  # there, but no file to read
    with pytest.raises(OSError, match="could not be read"):
        History(tmp_path).append(game(30))
    assert record_game(tmp_path, finished([Seat("You", Controller.HUMAN)], 5)) is None
    assert (tmp_path / "thirteens_history.json").is_dir() and not list(tmp_path.glob("*.bad*"))
