"""Settings "Speak the log" (issue 14): each payment said aloud by its payer, in their voice, for players who
cannot see the screen well — "I pay two", in Motor "I lose two lives", the winner's "I take the pool"."""

from __future__ import annotations

from pathlib import Path

from game.calls import every_call
from game.core.session import Controller, Seat
from game.games.snip_snap_snorum.table import SnipSnapSnorumTable
from game.registry import game_spec
from game.scenes.results import ResultsScene
from game.storage import Speed, Store
from game.table.spoken import spoken_log, spoken_payment, spoken_takings
from tests.audio.test_player import Heard
from tests.pilot import Pilot, make_app


def test_the_phrases_of_the_spoken_log() -> None:
    assert spoken_payment(2) == "I pay two"
    assert (spoken_payment(1, lives=True), spoken_payment(3, lives=True)) == ("I lose a life", "I lose three lives")
    assert spoken_takings(9, whole_pool=True) == "I take the pool"
    assert spoken_takings(1, whole_pool=False) == "I take one"
    assert spoken_payment(21) is None, "a larger sum is shown, not said"
    assert set(spoken_log()) <= set(every_call()), "every phrase has its recordings"


def play_to_the_end(tmp_path: Path, preset: str, speak_log: bool) -> tuple[SnipSnapSnorumTable, Heard]:
    app = make_app(Store(tmp_path / f"{preset}-{speak_log}"), Speed.FAST)
    app.settings.speak_log = speak_log
    pilot = Pilot(app)
    heard = Heard(pilot)
    app.audio = heard  # type: ignore[assignment]
    spec = game_spec("snip-snap-snorum")
    seats = [Seat(n, Controller.MEDIUM) for n in ("Ann", "Bob", "Cy", "Dot")]
    table = SnipSnapSnorumTable.new_game(app, spec, spec.preset(preset), seats, seed=3)
    app.push(table)
    for _ in range(20_000):
        pilot.step()
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    return table, heard


def test_each_payment_is_said_by_its_payer_when_the_log_is_spoken(tmp_path: Path) -> None:
    table, heard = play_to_the_end(tmp_path, "round-games", speak_log=True)
    said = [(words, seat) for words, seat in heard.calls if words.startswith("I ")]
    assert ("I take the pool", table.session.state.result().winners[0]) in said
    payers = {seat for words, seat in said if words.startswith("I pay")}
    assert len(payers) >= 2, "each payer in their own voice"

    _, quiet = play_to_the_end(tmp_path, "round-games", speak_log=False)
    assert not any(words.startswith("I ") for words, _ in quiet.calls)


def test_motor_s_payments_are_said_in_lives(tmp_path: Path) -> None:
    """RULES.md §1.4 `motor`: coins are lives, in the spoken log too."""
    _, heard = play_to_the_end(tmp_path, "motor", speak_log=True)
    words = {w for w, _ in heard.calls}
    assert words & {"I lose a life", "I lose two lives", "I lose three lives"}
    assert not any(w.startswith("I pay") for w in words)

