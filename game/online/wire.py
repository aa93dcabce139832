"""What a host sends a guest about the game, as bytes (issue 35): a seat's observation — exactly what the rules let
that seat see (each family's `observe(seat)`) — written as JSON, to be sealed (game/online/channel.py). Moves go
the other way in the replay notation (`GameSpec.format_move`), which needs nothing from here.

The JSON is plain: numbers, text, true/false/null and lists stand for themselves, and the rest is tagged —
`{"card": "9H"}` a card, `{"tuple": […]}`, `{"set": […]}` (a frozenset), `{"map": [[key, value], …]}`, an
enumeration `{"enum": "module:Class", "value": …}` and a dataclass `{"data": "module:Class", "fields": {…}}`.
The reader builds only enumerations and dataclasses of the game's own pure modules (`ALLOWED_MODULES`), and
only from modules already loaded, so a forged message cannot make it import or build anything else; it refuses
anything over `MAX_BYTES` or nested deeper than `MAX_DEPTH`.

On the wire a message is `pack`ed: its JSON compressed with zlib (a seat's whole view, 0.4–5.2 KB as JSON, is
at most about 0.8 KB so) and padded with zero bytes to a multiple of `PAD_BYTES`, so the length of a sealed
message tells an onlooker little of what it holds; `unpack` reads it back, refusing anything that would inflate
past `MAX_BYTES`.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import sys
import zlib
from enum import Enum
from typing import Any

from game.core.cards import Card, parse_card

MAX_BYTES = 64 * 1024
"""The largest message the reader takes (bytes)."""
MAX_DEPTH = 32
"""The deepest nesting the reader takes."""
PAD_BYTES = 256
"""A packed message's length is a multiple of this (bytes)."""
ALLOWED_MODULES = ("game.core.", "game.games.")
"""Where the classes a message may name are defined (the rules and what they observe: no screens)."""
_SCREENS = (".table", ".view", ".layout", ".deal_sheet", ".practice_panel")


class WireError(ValueError):
    """Bytes that are not a message this app writes; the message says what is wrong in one sentence."""


def encode(value: Any) -> bytes:
    """`value` (an observation, or anything built of what one holds) as UTF-8 JSON. Raises WireError for a
    value of a kind the format has no tag for."""
    return json.dumps(_plain(value), separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def decode(data: bytes) -> Any:
    """The value `encode` wrote. Raises WireError when `data` is too large, not JSON, or names a class, a field
    or a card this app does not have."""
    if len(data) > MAX_BYTES:
        raise WireError(f"a message of {len(data)} bytes is over the {MAX_BYTES} a message may have")
    try:
        plain = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise WireError(f"a message that is not JSON ({error})") from None
    return _built(plain, 0)


def pack(value: Any) -> bytes:
    """`value` as `encode` writes it, compressed and padded with zero bytes to a multiple of PAD_BYTES. Raises
    WireError as `encode` does."""
    packed = zlib.compress(encode(value), 9)
    return packed + bytes(-len(packed) % PAD_BYTES)


def unpack(data: bytes) -> Any:
    """The value `pack` wrote. Raises WireError for data that is not a packed message, inflates past MAX_BYTES,
    or does not `decode`."""
    if len(data) > MAX_BYTES:
        raise WireError(f"a message of {len(data)} bytes is over the {MAX_BYTES} a message may have")
    inflater = zlib.decompressobj()
    try:
        plain = inflater.decompress(data, MAX_BYTES + 1)
    except zlib.error as error:
        raise WireError(f"a message that is not packed ({error})") from None
    if len(plain) > MAX_BYTES or inflater.unconsumed_tail:
        raise WireError(f"a message that inflates past the {MAX_BYTES} bytes a message may have")
    if not inflater.eof or inflater.unused_data.strip(b"\0"):
        raise WireError("a packed message that is cut short or has more after it")
    return decode(plain)


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)) and not isinstance(value, Enum):
        return value
    if isinstance(value, Card):
        return {"card": value.code}
    if isinstance(value, Enum):
        return {"enum": _name(type(value)), "value": _plain(value.value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name, fields = _shape(type(value))
        return {"data": name, "fields": {field: _plain(getattr(value, field)) for field in fields}}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if isinstance(value, tuple):
        return {"tuple": [_plain(item) for item in value]}
    if isinstance(value, (set, frozenset)):
        return {"set": sorted((_plain(item) for item in value), key=_order)}
    if isinstance(value, dict):
        return {"map": [[_plain(k), _plain(v)] for k, v in value.items()]}
    raise WireError(f"a {type(value).__name__} has no place in a message")


def _order(plain: Any) -> str:
    """Where a set's member goes when written: a card by its code, anything else by its JSON."""
    return plain["card"] if isinstance(plain, dict) and "card" in plain else json.dumps(plain)


@functools.cache
def _shape(kind: type) -> tuple[str, tuple[str, ...]]:
    """A dataclass's name on the wire and the fields it is built from."""
    return _name(kind), tuple(f.name for f in dataclasses.fields(kind) if f.init)


def _name(kind: type) -> str:
    return f"{kind.__module__}:{kind.__qualname__}"


def _built(plain: Any, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise WireError(f"a message nested deeper than {MAX_DEPTH}")
    if plain is None or isinstance(plain, (bool, int, float, str)):
        return plain
    if isinstance(plain, list):
        return [_built(item, depth + 1) for item in plain]
    if not isinstance(plain, dict) or len(plain) not in (1, 2):
        raise WireError("a message with an object that is not one of the format's tags")
    try:
        if "card" in plain:
            return parse_card(plain["card"])
        if "tuple" in plain:
            return tuple(_built(item, depth + 1) for item in plain["tuple"])
        if "set" in plain:
            return frozenset(_built(item, depth + 1) for item in plain["set"])
        if "map" in plain:
            return {_built(k, depth + 1): _built(v, depth + 1) for k, v in plain["map"]}
        if "enum" in plain:
            kind = _class(plain["enum"])
            if not issubclass(kind, Enum):
                raise WireError(f"{plain['enum']} is not an enumeration")
            return kind(_built(plain["value"], depth + 1))
        if "data" in plain:
            kind = _class(plain["data"])
            if not dataclasses.is_dataclass(kind):
                raise WireError(f"{plain['data']} is not a dataclass")
            fields = {str(k): _built(v, depth + 1) for k, v in dict(plain["fields"]).items()}
            return kind(**fields)
    except WireError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise WireError(f"a message that does not build ({type(error).__name__}: {error})") from None
    raise WireError("a message with an object that is not one of the format's tags")


def _class(name: Any) -> type:
    """The class called `name` ("module:Class") in a loaded module the format allows. Raises WireError."""
    module_name, _, qualname = str(name).partition(":")
    module = sys.modules.get(module_name)
    allowed = module_name.startswith(ALLOWED_MODULES) and not module_name.endswith(_SCREENS)
    if module is None or not allowed or not qualname.isidentifier():
        raise WireError(f"a message names {name!r}, which is not one of the game's own classes")
    kind = getattr(module, qualname, None)
    if not isinstance(kind, type) or kind.__module__ != module_name:
        raise WireError(f"a message names {name!r}, which is not one of the game's own classes")
    return kind
