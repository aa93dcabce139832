"""The system's screen reader (issue 15): what the log says, the prompt on your turn, the card you choose and
the menu row you are on, sent as text to NVDA, JAWS, VoiceOver, Speech Dispatcher … so a blind player can
follow and play by keyboard.

The talking is done by the `accessible-output2` library, which every package carries (from a checkout:
`pip install "snipsnap[reader]"`) and which finds whichever screen reader the system runs. It is imported
only when Settings › Screen reader is on; without it, or with no screen reader running, `Reader` says
nothing and one log line says why. A thread of its own hands the sentences on, so no frame waits for the
screen reader.
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import importlib.util
import io
import logging
import queue
import sys
import threading
from typing import Any, Callable, Protocol

log = logging.getLogger(__name__)


class Output(Protocol):
    """What the reader talks to: accessible_output2's `Auto` (or a test's recorder)."""

    def speak(self, text: str, interrupt: bool = False) -> Any: ...


class Automatic(Output, Protocol):
    """accessible_output2's `Auto`: the outputs it tried, and the first of them running now."""

    outputs: list[Any]

    def get_first_available_output(self) -> Any: ...


class Reader:
    """Sends sentences to a screen reader in order, on a thread of its own, while `enabled()` is true.

    `make_output` builds the output on that thread (loading the screen reader's libraries can take a moment);
    if it raises, the reader stays silent (one log line says why)."""

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
        except ImportError as err:
            log.warning("no screen reader: %s (install the reader extra: pip install \"snipsnap[reader]\")", err)
            return
        except Exception as err:  # a screen reader's broken library must not take the game with it
            log.warning("no screen reader: %s: %s", type(err).__name__, err)
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


def system_output() -> Automatic:
    """accessible_output2's automatic output: each sentence goes to the first screen reader running then, so
    one started after the game is found too. Logs one line: the screen reader running now, or that none is.

    Raises ImportError when the library, or one it needs, is not installed; OSError when it cannot load its
    native libraries (Windows)."""
    from accessible_output2.outputs.auto import Auto  # the [reader] extra

    # Outputs that find nothing print why to stdout ("Cannot find Speech Dispatcher…"): into the log instead
    # (sys.stdout is swapped for every thread for these milliseconds; the game prints nothing meanwhile).
    with contextlib.redirect_stdout(io.StringIO()) as printed:
        output: Automatic = Auto()
    if printed.getvalue().strip():
        log.debug("accessible_output2 said: %s", " ".join(printed.getvalue().split()))
    log.info("screen reader: %s", describe(output))
    return output


def describe(output: Automatic) -> str:
    """What `output` speaks through now, e.g. "speaking through NVDA", or which outputs it tried when no
    screen reader is running."""
    running = output.get_first_available_output()
    if running is not None:
        return f"speaking through {running.name}"
    tried = ", ".join(o.name for o in output.outputs) or "nothing"
    # accessible_output2 reaches Speech Dispatcher through Debian's python3-speechd, which PyPI lacks.
    if sys.platform.startswith("linux") and importlib.util.find_spec("speechd") is None:
        tried += "; no speechd module for Speech Dispatcher"
    return f"no screen reader running here (tried {tried})"


def library_version() -> str | None:
    """The installed accessible-output2's version, None when its package metadata is missing."""
    try:
        return importlib.metadata.version("accessible-output2")
    except importlib.metadata.PackageNotFoundError:
        return None
