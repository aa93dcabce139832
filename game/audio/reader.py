"""The system's screen reader (issue 15): what the log says, the prompt on your turn, the card you choose and
the menu row you are on, sent as text to NVDA, JAWS, VoiceOver, Speech Dispatcher … so a blind player can
follow and play by keyboard.

The talking is done by the optional `accessible-output2` library (`pip install "snipsnap[reader]"`), which
finds whichever screen reader the system runs. It is imported only when Settings › Screen reader is on;
without it, or with no screen reader running, `Reader` says nothing and the log says why. A thread of its
own hands the sentences on, so no frame waits for the screen reader.
"""

from __future__ import annotations

import logging
import queue
import threading
from typing import Any, Callable, Protocol

log = logging.getLogger(__name__)


class Output(Protocol):
    """What the reader talks to: accessible_output2's `Auto` (or a test's recorder)."""

    def speak(self, text: str, interrupt: bool = False) -> Any: ...


class Reader:
    """Sends sentences to a screen reader in order, on a thread of its own, while `enabled()` is true.

    `make_output` builds the output on that thread (loading the screen reader's libraries can take a moment);
    it may raise ImportError or OSError, and then the reader stays silent (one log line says why)."""

    def __init__(self, enabled: Callable[[], bool], make_output: Callable[[], Output] | None) -> None:
        self.enabled = enabled
        self._make_output = make_output
        self._queue: queue.Queue[tuple[str, bool] | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Have the screen reader say `text` (after what it is saying, or cutting it short if `interrupt`:
        a new choice in a menu makes the old one moot). Nothing when off, empty or never started."""
        if text and self._make_output is not None and self.enabled():
            self._start()
            self._queue.put((text, interrupt))

    def stop(self) -> None:
        """End the thread (it says nothing more)."""
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(timeout=2)
            self._thread = None

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="screen-reader", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        assert self._make_output is not None
        try:
            output = self._make_output()
        except (ImportError, OSError) as err:
            log.warning("no screen reader: %s (install the reader extra: pip install \"snipsnap[reader]\")", err)
            return
        while (item := self._queue.get()) is not None:
            text, interrupt = item
            try:
                output.speak(text, interrupt=interrupt)
            except Exception as err:  # a screen reader going away must not take the game with it
                log.warning("the screen reader failed: %s", err)


def silent_reader() -> Reader:
    """A reader that never speaks: the App's until the launcher gives it the system's."""
    return Reader(lambda: False, None)


def system_output() -> Output:
    """accessible_output2's automatic output (the first screen reader running). Raises ImportError when the
    library is not installed."""
    from accessible_output2.outputs.auto import Auto  # the optional [reader] extra

    return Auto()  # type: ignore[no-any-return]
