"""Invite codes for a table shared between homes (issue 35): a table number and two words, "7-amber-otter", short
enough to read aloud over the phone. The words are the secret: each guest turns the code into a key with its host
by SPAKE2 (game/online/channel.py), so someone who watches the broker learns nothing to try codes against, and a
code guessed wrong a few times is dead. Pure: chance only from the `random.Random` passed in.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

WORDS: tuple[str, ...] = (
    "acorn", "adder", "alder", "almond", "amber", "anchor", "angel", "apple", "apricot", "arrow", "aspen", "aster",
    "atlas", "autumn", "badger", "bagel", "bamboo", "banjo", "barley", "basil", "basket", "beacon", "beaver",
    "bell", "berry", "birch", "biscuit", "bison", "blossom", "bluebell", "bonnet", "boulder", "bramble", "brass",
    "breeze", "brook", "bubble", "bucket", "buffalo", "bumble", "bunny", "butter", "button", "cabin", "cactus",
    "camel", "candle", "canoe", "canyon", "caramel", "carrot", "castle", "cedar", "cello", "cherry", "chestnut",
    "cinnamon", "circus", "clover", "cobalt", "cocoa", "comet", "compass", "copper", "coral", "cotton", "cricket",
    "crocus", "crystal", "cuckoo", "cupcake", "daisy", "dolphin", "donkey", "dragon", "drum", "eagle", "echo",
    "elder", "elephant", "elm", "ember", "emerald", "falcon", "feather", "fennel", "fern", "fiddle", "finch",
    "flannel", "flute", "forest", "fossil", "fox", "garden", "garnet", "gecko", "geyser", "ginger", "giraffe",
    "glacier", "goose", "gravel", "guitar", "hammock", "harbour", "harp", "hazel", "hedgehog", "heron", "hickory",
    "hippo", "holly", "honey", "hoop", "horizon", "husky", "igloo", "indigo", "iris", "island", "ivory", "ivy",
    "jackal", "jade", "jaguar", "jasmine", "jelly", "jester", "jigsaw", "juniper", "kayak", "kettle", "kiwi",
    "koala", "ladder", "lagoon", "lantern", "lark", "lava", "lemon", "leopard", "lilac", "linen", "lion", "lobster",
    "locket", "lotus", "lupin", "magnet", "mango", "maple", "marble", "meadow", "melon", "mint", "mitten", "monkey",
    "moose", "mosaic", "moss", "muffin", "nectar", "needle", "nutmeg", "oasis", "oat", "ocean", "olive", "onion",
    "opal", "orange", "orchid", "osprey", "otter", "owl", "oyster", "paddle", "panda", "panther", "parrot", "peach",
    "peanut", "pebble", "pelican", "pepper", "piano", "pickle", "pigeon", "pine", "pirate", "plum", "pocket",
    "pony", "poppy", "puffin", "pumpkin", "quail", "quartz", "quill", "rabbit", "radish", "raven", "reef", "ribbon",
    "river", "robin", "rocket", "rose", "ruby", "saddle", "saffron", "salmon", "sapphire", "scarf", "seal", "shell",
    "silver", "sparrow", "spruce", "squirrel", "star", "stork", "sugar", "summer", "swan", "tango", "teapot",
    "thistle", "thunder", "tiger", "toffee", "tomato", "topaz", "tortoise", "trumpet", "tulip", "turnip", "turtle",
    "umbrella", "valley", "velvet", "violet", "walnut", "walrus", "whale", "willow", "winter", "wizard", "wombat",
    "yak", "yarrow", "yogurt", "zebra", "zephyr", "zinnia",
)
"""The fixed list of 256 words a code is made of: short, common, easy to spell and to say, in alphabetical order."""

MAX_TABLE = 999
"""Table numbers run from 1 to this."""


class CodeError(ValueError):
    """Text that is not an invite code; the message says what is wrong in one sentence."""


@dataclass(frozen=True)
class InviteCode:
    """A table's number (1 … `MAX_TABLE`), which finds the table, and two of `WORDS`, the secret."""

    table: int
    words: tuple[str, str]

    def __str__(self) -> str:
        return f"{self.table}-{self.words[0]}-{self.words[1]}"

    @property
    def secret(self) -> bytes:
        """The words as the password both sides give SPAKE2 (the table number is public, so not part of it)."""
        return " ".join(self.words).encode("ascii")


def new_code(rng: random.Random, table: int) -> InviteCode:
    """A fresh code for table number `table`, its two words drawn with `rng` (the app passes
    `random.SystemRandom()`). Raises CodeError for a table number out of range."""
    if not 1 <= table <= MAX_TABLE:
        raise CodeError(f"a table number runs from 1 to {MAX_TABLE}, not {table}")
    return InviteCode(table, (rng.choice(WORDS), rng.choice(WORDS)))


def parse_code(text: str) -> InviteCode:
    """The code a person typed: "7-amber-otter", in any case, with spaces, hyphens or dots between its parts, and
    each word as long as it takes to tell it from every other ("7 amb ott"). Raises CodeError saying what is
    wrong."""
    parts = [p for p in re.split(r"[\s\-.,_]+", text.strip().lower()) if p]
    if len(parts) != 3:
        raise CodeError("a code is a number and two words, like 7-amber-otter")
    number, *typed = parts
    if not number.isdigit() or not 1 <= int(number) <= MAX_TABLE:
        raise CodeError(f"a code starts with a table number from 1 to {MAX_TABLE}, not {number!r}")
    return InviteCode(int(number), (_word(typed[0]), _word(typed[1])))


def _word(typed: str) -> str:
    """The one word of `WORDS` that `typed` is, or is the start of. Raises CodeError."""
    if typed in WORDS:
        return typed
    matches = [w for w in WORDS if w.startswith(typed)]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise CodeError(f"{typed!r} is not one of the code's words; check it with the host")
    raise CodeError(f"{typed!r} could be {', '.join(matches[:3])}: type more of the word")
