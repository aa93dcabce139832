"""The game in progress, kept safe: after every move it is written to `autosave.json` in the data folder, so a
crash, a power cut or a closed window loses at most the move in flight, and the title offers to continue it.

The file is a replay in the public format (game/replay.py), written atomically (temporary file, synced to the
disk, renamed) by a background thread, so no frame — and no call in Snap — waits for the disk. Only the newest
state is written: a move made while the last one is still being written replaces it in the queue. A write
that fails (on Windows while another program holds the file open) is logged in one line and its state kept:
the next move writes a newer one, and `flush` (on closing) tries it again, so no move is lost to it.

The file's life: every move of a game at the table writes it (`keep`); the game's end, and leaving it from
the pause menu, remove it (`clear`: the left game is saved among the replays as before); closing the window
keeps it, for Continue. A new game started while an autosave exists first moves that older game into the
replays folder (`retire`), so no game is ever lost. A file that is not a readable replay of a game in
progress is set aside as `autosave.json.bad` with a warning in the log, and the title offers a new game.
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from game.files import failure_reason, write_json_atomically
from game.storage import Store

if TYPE_CHECKING:
    from game.core.session import Session
    from game.replay import Replay, Snapshot
    from game.stage.scene import Host

log = logging.getLogger(__name__)

AUTOSAVE_FILE = "autosave.json"
FLUSH_TIMEOUT_S = 5.0
"""How long (s) `flush` waits for the disk before giving up (and logging it)."""


@dataclass(frozen=True)
class SavedGame:
    """A game in progress found in `autosave.json`: its `replay`, the game's `title` ("Jig") and when
    (`saved_at`, local time) its last move was written."""

    replay: Replay
    title: str
    saved_at: datetime


class Autosave:
    """`autosave.json` in `store`'s data folder, and the thread that writes it.

    `keep` returns at once; `clear` and `flush` wait for a write in progress. The thread starts with the first
    `keep` and sleeps while there is nothing to write.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self.path = store.root / AUTOSAVE_FILE
        self._lock = threading.Condition()
        self._job: Snapshot | None = None
        self._unwritten: Snapshot | None = None  # the newest state, when its write failed and nothing newer came
        self._working = False
        self._thread: threading.Thread | None = None

    # -- what play asks for -------------------------------------------------------------------------------

    def keep(self, session: Session) -> None:
        """Have `session` as it stands now written to the file (after a move). Returns at once."""
        from game.replay import snapshot

        record = snapshot(session)
        with self._lock:
            self._job, self._unwritten = record, None
            self._lock.notify_all()
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="autosave", daemon=True)
            self._thread.start()

    def clear(self) -> None:
        """Remove the file (the game ended, or was left from the pause menu): a write still queued is dropped,
        one in progress finished first. A failure is logged, never raised."""
        with self._lock:
            self._job = None
            while self._working:
                self._lock.wait()
            self._unlink()

    def end(self, session: Session, finished: bool) -> None:
        """`session`'s game ended — played out (`finished`) or left from the pause menu: it is saved among the
        replays (a finished one in the history too; one left before any move is not kept) and is no longer
        the game to continue. Never raises: a failure is logged."""
        from game.replay import from_session

        if finished or session.moves:
            self.store.save_game(from_session(session), finished)
        self.clear()

    def flush(self) -> bool:
        """Wait (at most FLUSH_TIMEOUT_S) until every write asked for is on the disk; False (logged) if the
        disk did not answer in time. A state whose write failed is written again first (a failure again is
        logged by the writer, as every failed write is)."""
        with self._lock:
            if self._unwritten is not None:
                self._job, self._unwritten = self._unwritten, None
                self._lock.notify_all()
            done = self._lock.wait_for(lambda: self._job is None and not self._working, FLUSH_TIMEOUT_S)
        if not done:
            log.error("the game in progress could not be written to %s in time", self.path)
        return done

    # -- what the title asks for --------------------------------------------------------------------------

    def find(self) -> SavedGame | None:
        """The game in progress, if `autosave.json` holds one that re-plays move by move; None when there is
        none. A file that is broken or foreign is set aside as `autosave.json.bad` (`.bad.1` … if that
        exists) with a warning in the log. A finished game (the app stopped between its last move and its
        results) goes into the history and the replays folder, as it would have, and the file is removed.
        Never raises."""
        self.flush()
        self._sweep_temporary_files()
        try:
            saved_at = datetime.fromtimestamp(self.path.stat().st_mtime)
        except FileNotFoundError:
            return None
        except OSError as e:
            log.warning("cannot read %s (%s); offering a new game", self.path, e.strerror or e)
            return None
        from game.registry import game_spec  # the rules load only when there is a game to read
        from game.replay import ReplayError, check, load

        try:
            replay = load(self.path)
            over = check(replay).state.current_seat() is None
        except ReplayError as e:
            self._set_aside(str(e))
            return None
        if over:
            self._record_finished(saved_at)
            return None
        return SavedGame(replay, game_spec(replay.game).title, saved_at)

    def retire(self) -> None:
        """Before a new game: move the game in the file (if any, with a move made) into the replays folder as
        an unfinished game, and remove the file. A failure to save it is logged and the file kept aside."""
        saved = self.find()
        if saved is None:
            return
        if saved.replay.moves:
            try:
                self.store.save_replay(json.loads(self.path.read_text(encoding="utf-8")), saved.saved_at)
            except (OSError, ValueError) as e:
                self._set_aside(f"it could not be saved among the replays: {e}")
                return
        with self._lock:
            self._unlink()

    def _record_finished(self, saved_at: datetime) -> None:
        try:
            self.store.record_game(json.loads(self.path.read_text(encoding="utf-8")), saved_at)
        except (OSError, ValueError) as e:
            self._set_aside(f"its finished game could not be recorded: {e}")
            return
        with self._lock:
            self._unlink()

    # -- inside ------------------------------------------------------------------------------------------------

    def _work(self) -> None:
        from game.replay import to_json

        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._job is not None)
                record, self._job, self._working = self._job, None, True
            failed: Snapshot | None = None
            try:
                assert record is not None
                write_json_atomically(self.path, to_json(record), compact=True)
            except OSError as e:
                log.error(
                    "could not write %s (%s): the game is kept in memory, written with the next move or on closing",
                    self.path.name,
                    failure_reason(e),
                )
                failed = record
            finally:
                with self._lock:
                    # Kept, not tried again at once: a file held open would make that a busy loop. A move queued
                    # meanwhile is newer and replaces the failed state.
                    if failed is not None and self._job is None:
                        self._unwritten = failed
                    self._working = False
                    self._lock.notify_all()

    def _sweep_temporary_files(self) -> None:
        """Remove what a write cut short by a crash left: a temporary file that was never renamed into place."""
        if self._thread is not None:
            return  # this app's own writer may be using one
        for stale in self.path.parent.glob(f"{AUTOSAVE_FILE}*.tmp"):
            try:
                stale.unlink()
            except OSError as e:
                log.warning("could not remove %s: %s", stale, e.strerror or e)

    def _unlink(self) -> None:
        # The file's game is done with (under the lock): a state of it whose write failed must not come back.
        self._unwritten = None
        try:
            self.path.unlink(missing_ok=True)
        except OSError as e:
            log.error("could not remove %s: %s", self.path, e.strerror or e)

    def _set_aside(self, why: str) -> None:
        try:
            aside = Store.set_aside(self.path)
        except OSError as e:
            log.warning("%s is not a game to continue (%s), and cannot be moved aside: %s", self.path, why, e)
            return
        log.warning("%s is not a game to continue (%s); moved it to %s", self.path, why, aside.name)


def autosave_of(host: Host) -> Autosave:
    """The App's `Autosave`, for the screens that find and retire the game in progress; a table sees it only as a
    `Keeper` (game/stage/scene.py), which keeps and ends its own game."""
    autosave = host.autosave
    assert isinstance(autosave, Autosave), "the App keeps the game in progress in an Autosave"
    return autosave
