"""The Snap calls log and its summaries (game/games/snap/reaction_log.py): reactions.jsonl in the data folder."""

from __future__ import annotations

import csv
import json
import logging
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.snap.reaction_log import (
    CSV_HEADER,
    CallKind,
    CallRecord,
    ReactionLog,
    export_name,
    histogram,
    overall,
    sessions,
)

S1, S2, S3 = "2025-03-01T18:00:00", "2025-03-03T18:00:00", "2025-03-05T18:00:00"


def call(
    ms: float,
    kind: CallKind = CallKind.VALID,
    player: str = "Ann",
    session: str = S1,
    won: bool | None = None,
    date: str | None = None,
    game: str = "snap",
    against: str = "sharp",
) -> CallRecord:
    return CallRecord(
        date=date or session,
        session=session,
        player=player,
        game=game,
        ms=float(ms),
        kind=kind,
        won=kind is CallKind.VALID if won is None else won,
        against=against,
    )


# -- records ----------------------------------------------------------------------------------------

records = st.builds(
    CallRecord,
    date=st.datetimes().map(lambda d: d.isoformat(timespec="seconds")),
    session=st.datetimes().map(lambda d: d.isoformat(timespec="seconds")),
    player=st.text(max_size=20),
    game=st.sampled_from(["snap", "grab"]),
    ms=st.floats(min_value=0, max_value=60_000, allow_nan=False),
    kind=st.sampled_from(CallKind),
    won=st.booleans(),
    against=st.sampled_from(["", "casual", "sharp", "casual+sharp"]),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(records, max_size=8))
def test_calls_come_back_from_the_log_as_they_went_in(
    tmp_path_factory: pytest.TempPathFactory, calls: list[CallRecord]
) -> None:
    """Any names (new lines, quotes, accents) and times survive the JSON lines, in order."""
    log = ReactionLog(tmp_path_factory.mktemp("home") / "not-yet")
    log.append(calls[:3])
    log.append(calls[3:])
    assert log.load() == calls
    assert all(CallRecord.from_json(json.loads(json.dumps(c.to_json()))) == c for c in calls)


def test_the_json_names_every_field() -> None:
    assert call(312.5, won=True).to_json() == {
        "date": S1,
        "session": S1,
        "player": "Ann",
        "game": "snap",
        "ms": 312.5,
        "kind": "valid",
        "won": True,
        "against": "sharp",
    }


@pytest.mark.parametrize(
    "change, words",
    [
        ({"ms": "fast"}, "ms"),
        ({"ms": True}, "ms"),
        ({"kind": "lucky"}, "kind"),
        ({"won": "yes"}, "won"),
        ({"date": "yesterday"}, "date"),
        ({"session": 5}, "session"),
        ({"player": None}, "player"),
        ({"game": None}, "game"),
        ({"against": 3}, "against"),
    ],
)
def test_a_bad_call_is_refused_in_one_sentence(change: dict, words: str) -> None:
    data = {**call(300).to_json(), **change}
    with pytest.raises(ValueError, match=words) as e:
        CallRecord.from_json(data)
    assert "\n" not in str(e.value)


def test_missing_fields_and_non_objects_are_refused_but_new_fields_are_ignored() -> None:
    data = call(300).to_json()
    with pytest.raises(ValueError):
        CallRecord.from_json({k: v for k, v in data.items() if k != "player"})
    with pytest.raises(ValueError):
        CallRecord.from_json([data])
    assert CallRecord.from_json({**data, "hand": "left"}) == call(300)


# -- the file ---------------------------------------------------------------------------------------


def test_a_missing_log_is_empty(tmp_path: Path) -> None:
    log = ReactionLog(tmp_path / "nowhere")
    assert log.load() == [] and log.players() == []
    assert not (tmp_path / "nowhere").exists(), "reading creates nothing"


def test_broken_lines_are_skipped_with_a_warning_and_the_file_is_left_alone(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    log = ReactionLog(tmp_path)
    good = [call(300), call(400, player="Bob")]
    lines = [
        json.dumps(good[0].to_json()),
        "{not json",
        json.dumps({**good[0].to_json(), "kind": "lucky"}),
        "[1, 2]",
        "",
        json.dumps(good[1].to_json()),
        '{"date": "2025-03-01T18:00:00", "session": "2025-03-01T18:00:00", "player": "Ann", "ms"',
    ]
    log.path.write_bytes(("\n".join(lines)).encode() + b"\xff\xfe\n")
    before = log.path.read_bytes()
    with caplog.at_level(logging.WARNING):
        assert log.load() == good
    assert log.path.read_bytes() == before, "loading never rewrites the log"
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    for number in (2, 3, 4, 7):
        assert any(f"line {number} " in m for m in warned), f"no warning for line {number}: {warned}"


def test_appending_after_a_line_cut_short_keeps_the_new_calls(tmp_path: Path) -> None:
    """A crash mid-write leaves a last line without its new line: the next game's calls still count."""
    log = ReactionLog(tmp_path)
    log.append([call(300)])
    log.path.write_bytes(log.path.read_bytes() + b'{"date": "2025-03-01T18:0')
    log.append([call(350), call(360)])
    assert [r.ms for r in log.load()] == [300, 350, 360]


def test_players_are_listed_most_recent_first(tmp_path: Path) -> None:
    log = ReactionLog(tmp_path)
    log.append([call(300, player="Ann"), call(300, player="Bob"), call(300, player="Cy"), call(300, player="Ann")])
    assert log.players() == ["Ann", "Cy", "Bob"]


# -- summaries ------------------------------------------------------------------------------------


def test_session_summaries_have_the_known_medians_percentiles_and_rates() -> None:
    first = [call(ms) for ms in range(100, 1001, 100)]  # 10 valid calls: median 550, 90th percentile 910
    first += [
        call(40, CallKind.FALSE),
        call(250, CallKind.FALSE),
        call(700, CallKind.TOO_SLOW),
        call(300, CallKind.DEAD_HEAT, won=True),
    ]
    second = [call(ms, session=S2) for ms in (300, 500, 400)] + [call(100, CallKind.FALSE, session=S2)]
    third = [call(200, CallKind.FALSE, session=S3)]
    others = [call(50, player="Bob", session=S1), call(5000, CallKind.FALSE, player="Bob", session=S3)]
    # Sessions come out by start time whatever order the calls were logged in.
    summaries = sessions(others + third + second + first, "Ann")
    assert [s.session for s in summaries] == [S1, S2, S3]
    one, two, three = summaries
    assert (one.calls, one.valid, one.false_snaps, one.won) == (14, 10, 2, 11)
    assert one.median_ms == 550 and one.p90_ms == pytest.approx(910)
    assert one.false_rate == pytest.approx(2 / 14) and one.won_rate == pytest.approx(11 / 14)
    assert (two.median_ms, two.p90_ms, two.false_rate) == (400, pytest.approx(480), 0.25)
    assert (three.calls, three.median_ms, three.p90_ms, three.false_rate) == (1, None, None, 1.0)
    everything = overall(others + first + second + third, "Ann")
    assert everything.calls == 19 and everything.session == S1
    assert everything.median_ms == 500  # the 7th of the 13 valid calls: 100 … 1000 and 300, 400, 500
    assert everything.false_rate == pytest.approx(4 / 19)


def test_a_single_valid_call_is_its_own_median_and_percentile() -> None:
    (one,) = sessions([call(432.5)], "Ann")
    assert one.median_ms == one.p90_ms == 432.5


def test_nobody_has_an_empty_summary() -> None:
    assert sessions([call(300)], "Zed") == []
    nobody = overall([call(300)], "Zed")
    assert (nobody.calls, nobody.median_ms, nobody.false_rate, nobody.won_rate, nobody.session) == (
        0,
        None,
        0.0,
        0.0,
        "",
    )


def test_histogram_bins_and_their_edges() -> None:
    times = [149.9, 150, 199.99, 200, 999.9, 1000, 5000, -30]
    calls = [call(ms) for ms in times] + [
        call(180, CallKind.FALSE),
        call(180, CallKind.TOO_SLOW),
        call(180, player="Bob"),
    ]
    bins = histogram(calls, "Ann")
    assert [start for start, _ in bins] == list(range(150, 1001, 50))
    counts = dict(bins)
    assert counts[150] == 4, "below 150 ms goes in the first bin, as do 150 and 199.99"
    assert counts[200] == 1 and counts[950] == 1
    assert counts[1000] == 2, "the last bin collects everything from 1000 ms up"
    assert sum(counts.values()) == len(times), "only Ann's valid calls count"


def test_histogram_with_other_bins() -> None:
    calls = [call(ms) for ms in (100, 260, 499, 500, 800)]
    assert histogram(calls, "Ann", bin_ms=100, low=200, high=500) == [(200, 2), (300, 0), (400, 1), (500, 2)]
    assert histogram([], "Ann", bin_ms=100, low=200, high=400) == [(200, 0), (300, 0), (400, 0)]
    for bad in ({"bin_ms": 0}, {"low": 500, "high": 500}):
        with pytest.raises(ValueError):
            histogram(calls, "Ann", **bad)


# -- export ---------------------------------------------------------------------------------------


def test_the_csv_holds_the_players_calls_and_reads_back(tmp_path: Path) -> None:
    log = ReactionLog(tmp_path)
    ann = [
        call(312.46, date="2025-03-01T18:00:05"),
        call(40, CallKind.FALSE, date="2025-03-01T18:00:09"),
        call(700, CallKind.DEAD_HEAT, won=True, session=S2, date=S2, game="grab", against="casual+sharp"),
    ]
    odd = call(250, player='Zoë "the, quick"', against="")
    log.append([ann[0], call(200, player="Bob"), ann[1], odd, ann[2]])
    path = tmp_path / "exports" / "new" / "ann.csv"
    assert log.export_csv("Ann", path) == 3
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == list(CSV_HEADER) == ["date", "session", "player", "game", "ms", "kind", "won", "against"]
    assert rows[1:] == [
        ["2025-03-01T18:00:05", S1, "Ann", "snap", "312.5", "valid", "true", "sharp"],
        ["2025-03-01T18:00:09", S1, "Ann", "snap", "40.0", "false", "false", "sharp"],
        [S2, S2, "Ann", "grab", "700.0", "dead_heat", "true", "casual+sharp"],
    ]
    assert log.export_csv(odd.player, tmp_path / "odd.csv") == 1
    with (tmp_path / "odd.csv").open(encoding="utf-8-sig", newline="") as f:
        assert next(csv.DictReader(f))["player"] == odd.player


def test_export_leaves_no_temporary_file_and_a_failure_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = ReactionLog(tmp_path)
    log.append([call(300)])
    folder = tmp_path / "exports"
    path = folder / "ann.csv"
    assert log.export_csv("Ann", path) == 1
    assert os.listdir(folder) == ["ann.csv"]
    before = path.read_bytes()
    log.append([call(400)])

    def no_rename(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_rename)
    with pytest.raises(OSError):
        log.export_csv("Ann", path)
    assert os.listdir(folder) == ["ann.csv"], "the temporary file is cleaned up"
    assert path.read_bytes() == before, "a failed export never leaves half a file"


def test_export_names_are_safe_file_names() -> None:
    from datetime import datetime

    when = datetime(2025, 3, 5, 9, 7, 3)
    assert export_name("Ann", when) == "reactions-Ann-2025-03-05_090703.csv"
    assert export_name("../a b:c", when) == "reactions-a-b-c-2025-03-05_090703.csv"
    assert export_name("///", when) == "reactions-player-2025-03-05_090703.csv"
