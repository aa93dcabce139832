"""How fast a computer player calls "Snap" (RULES.md §5): a human-like reaction model, pure and seeded.

When a card is turned, the table scene tells each computer what it sees (`Sight`): a match, a near miss
(cards that look alike but do not match, see `near_miss`), or nothing. `react` answers how many
milliseconds after the card was shown that computer calls, or None for no call. Chance comes only from
the `random.Random` passed in, so the same seed gives the same calls (DESIGN.md, house style).

The model, from the issue's level table:

* Reaction time is ex-Gaussian: a normal part N(μ, σ) plus an exponential part of mean τ, so the mean is
  μ + τ and the standard deviation sqrt(σ² + τ²). Ratcliff (1979), "Group reaction time distributions and
  an analysis of distribution statistics", Psychological Bulletin 86(3), 446–461, uses this distribution to
  describe human reaction-time distributions; see also Luce (1986), "Response Times: Their Role in
  Inferring Elementary Mental Organization" (Oxford University Press). Times are never below `FLOOR_MS`
  (150 ms): nobody reacts to a card faster than that, and a faster call would be a guess.
* Simple visual reaction (press a key when a light appears) takes about 200–250 ms: Woods et al. (2015),
  "Factors influencing the latency of simple reaction time", Frontiers in Human Neuroscience 9:131,
  measured a mean of 231 ms (213 ms after correcting for hardware delay) in 1,469 adults; Luce (1986).
  Recognising a match is a choice (snap or not), which takes longer than a simple reaction, and the more
  there is to tell apart, the longer (Hick 1952, "On the rate of gain of information", Quarterly Journal
  of Experimental Psychology 4, 11–26). So only the fastest level, `reflex`, sits at simple-reaction speed.
* A `lapse` is the chance of missing a match altogether; `false_snap` the chance of calling on a near miss.

Levels (μ / σ / τ in ms, lapse, false snap), slow to fast:

    toddler  700 / 100 / 300   15 %    6 %
    casual   480 /  60 / 170    6 %    3 %
    sharp    340 /  40 / 100    2 %    1 %
    expert   270 /  30 /  60    1 %    0.5 %
    reflex   210 /  20 /  30    0      0

`Adaptive` follows a human's running median reaction time so that practice stays close.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import deque
from dataclasses import dataclass, replace
from enum import Enum

from game.core.cards import Card, Rank

FLOOR_MS = 150.0
"""The fastest call a computer ever makes, in ms after the card is shown."""


@dataclass(frozen=True, slots=True)
class ReactionLevel:
    """One computer reaction level (the issue's level table; RULES.md §5).

    `mu_ms`, `sigma_ms`, `tau_ms`: the ex-Gaussian's normal mean, normal standard deviation and exponential
    mean, in ms. `lapse`: the chance (0–1) of not calling on a match. `false_snap`: the chance (0–1) of
    calling on a near miss. Raises ValueError if a time is negative or not finite, or a chance is outside
    0–1.
    """

    name: str
    mu_ms: float
    sigma_ms: float
    tau_ms: float
    lapse: float
    false_snap: float

    def __post_init__(self) -> None:
        for field_name in ("mu_ms", "sigma_ms", "tau_ms"):
            value = getattr(self, field_name)
            if not math.isfinite(value) or value < 0:
                raise ValueError(
                    f"reaction level '{self.name}': {field_name} must be a finite number ≥ 0, not {value}"
                )
        for field_name in ("lapse", "false_snap"):
            value = getattr(self, field_name)
            if not 0.0 <= value <= 1.0:  # also refuses NaN
                raise ValueError(
                    f"reaction level '{self.name}': {field_name} must be a chance from 0 to 1, not {value}"
                )

    def sample_ms(self, rng: random.Random) -> float:
        """One reaction time in ms (≥ `FLOOR_MS`): N(μ, σ) plus an exponential of mean τ, at least 150 ms.

        Draws from `rng` in a fixed order (the normal part, then one uniform for the exponential part), so
        the same `rng` state always gives the same time.
        """
        normal = rng.normalvariate(self.mu_ms, self.sigma_ms)
        exponential = -self.tau_ms * math.log(1.0 - rng.random())  # 1 - random() is in (0, 1]
        return max(FLOOR_MS, normal + exponential)

    @property
    def mean_ms(self) -> float:
        """The expected reaction time in ms, μ + τ, ignoring the 150 ms floor (which barely moves it for the
        levels in `LEVELS`)."""
        return self.mu_ms + self.tau_ms


LEVELS: dict[str, ReactionLevel] = {
    level.name: level
    for level in (
        ReactionLevel("toddler", 700.0, 100.0, 300.0, 0.15, 0.06),
        ReactionLevel("casual", 480.0, 60.0, 170.0, 0.06, 0.03),
        ReactionLevel("sharp", 340.0, 40.0, 100.0, 0.02, 0.01),
        ReactionLevel("expert", 270.0, 30.0, 60.0, 0.01, 0.005),
        ReactionLevel("reflex", 210.0, 20.0, 30.0, 0.0, 0.0),
    )
}
"""The fixed levels by name, slowest first (the issue's level table)."""


class Sight(Enum):
    """What a computer sees on the table when a card is turned (RULES.md §5)."""

    MATCH = "match"
    """A match it may call on: the card turned has the rank of another pile's top card (or the centre's)."""
    NEAR_MISS = "near miss"
    """No match, but two cards that look alike (`near_miss`): a tempting false snap."""
    NOTHING = "nothing"
    """Nothing worth a call."""


def react(level: ReactionLevel, sight: Sight, rng: random.Random) -> float | None:
    """When this computer calls, in ms after the card was shown (≥ `FLOOR_MS`), or None for no call.

    MATCH: None with chance `level.lapse`, else a reaction time. NEAR_MISS: a reaction time (a false snap)
    with chance `level.false_snap`, else None. NOTHING: None, drawing nothing from `rng`. For a match or
    a near miss the draws are always one uniform, then (if it calls) the reaction time's draws, so the same
    `rng` state always gives the same answer. Raises ValueError if `sight` is not a `Sight`.
    """
    if sight is Sight.NOTHING:
        return None
    if sight is Sight.MATCH:
        calls = rng.random() >= level.lapse
    elif sight is Sight.NEAR_MISS:
        calls = rng.random() < level.false_snap
    else:
        raise ValueError(f"{sight!r} is not a Sight")
    return level.sample_ms(rng) if calls else None


_BY_SPEED = sorted(LEVELS.values(), key=lambda level: level.mu_ms)  # fastest (smallest μ) first


def _interpolated(mu_ms: float) -> ReactionLevel:
    """The level named "adaptive" with normal mean `mu_ms` (clamped to the fixed levels' range); σ, τ, lapse
    and false snap interpolated linearly between the two fixed levels whose μ bracket it."""
    fastest, slowest = _BY_SPEED[0], _BY_SPEED[-1]
    mu_ms = min(max(mu_ms, fastest.mu_ms), slowest.mu_ms)
    for low, high in zip(_BY_SPEED, _BY_SPEED[1:]):
        if mu_ms <= high.mu_ms:
            break
    t = (mu_ms - low.mu_ms) / (high.mu_ms - low.mu_ms)

    def mix(a: float, b: float) -> float:
        return a + t * (b - a)

    return ReactionLevel(
        "adaptive",
        mu_ms,
        mix(low.sigma_ms, high.sigma_ms),
        mix(low.tau_ms, high.tau_ms),
        mix(low.lapse, high.lapse),
        mix(low.false_snap, high.false_snap),
    )


class Adaptive:
    """The 'adaptive' level: the computer's μ follows the human's running median reaction (× 1.1), so
    practice stays close.

    `start`: the level used before any observation (renamed "adaptive"). `factor`: the computer's μ as a
    multiple of the human's median. `window`: how many of the latest human reaction times count. Raises
    ValueError if `factor` is not a finite number > 0 or `window` is below 1.
    """

    def __init__(
        self, start: ReactionLevel = LEVELS["casual"], factor: float = 1.1, window: int = 15
    ) -> None:
        if not (math.isfinite(factor) and factor > 0):
            raise ValueError(f"the adaptive factor must be a finite number > 0, not {factor}")
        if window < 1:
            raise ValueError(f"the adaptive window must hold at least 1 reaction time, not {window}")
        self._start = replace(start, name="adaptive")
        self._factor = factor
        self._times: deque[float] = deque(maxlen=window)

    def observe(self, human_ms: float) -> None:
        """Note one valid human reaction time in ms (the caller leaves out false snaps and misses); only the
        last `window` count. Raises ValueError if `human_ms` is negative or not finite (0 is accepted: a
        call in the same clock tick as the card)."""
        if not (math.isfinite(human_ms) and human_ms >= 0):
            raise ValueError(f"a reaction time must be a finite number of ms ≥ 0, not {human_ms}")
        self._times.append(float(human_ms))

    @property
    def level(self) -> ReactionLevel:
        """The current level, named "adaptive": μ = factor × the median of the observed times, clamped to
        [reflex μ, toddler μ] = [210, 700] ms; σ, τ, lapse and false snap interpolated linearly between the
        two `LEVELS` whose μ bracket it. Before any observation, `start` renamed "adaptive"."""
        if not self._times:
            return self._start
        return _interpolated(self._factor * statistics.median(self._times))


def near_miss(turned: Card, other: Card, twins: frozenset[frozenset[Rank]] | None) -> bool:
    """True when `turned` and `other` look alike but are not a match (RULES.md §5, the Snap pack option).

    Standard pack (`twins` None): different ranks, both red (hearts, diamonds) or both black (clubs,
    spades), and neighbouring ranks (rank numbers differ by exactly 1; the Ace, 1, is not next to the King,
    13). Snap pack: `twins` holds the pairs of ranks whose designs are nearly alike; the cards are a near
    miss when {turned.rank, other.rank} is one of them. Equal ranks are a match, never a near miss.
    Raises nothing.
    """
    if turned.rank == other.rank:
        return False
    if twins is not None:
        return frozenset((turned.rank, other.rank)) in twins
    return turned.suit.is_red == other.suit.is_red and abs(int(turned.rank) - int(other.rank)) == 1
