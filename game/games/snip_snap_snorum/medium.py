"""The medium computer player: Peel's card-counting advice, made exact ([000] p. 93, RULES.md §1).

Suits never matter in Snip-Snap-Snorum, so every choice is a choice of rank. Medium values each rank it
may play in coins it expects to gain (`choice_values`) and plays the best, breaking ties at random.

Everyone plays (RULES.md §1.1). "The lead is a disadvantage … after a few cards have been played, it is
often possible to know that certain cards remaining in hand are absolutely safe, or nearly so" [000]. A
card that starts a run costs its player 1 coin if the next player matches it, so when free to choose,
medium plays the rank the next player is least likely to hold: a rank whose other cards are already seen
(on the table, turned up, or in its own hand — hence "a player having two of a kind in his own hand
should always play one of them"), or one the next player is proven void of. The last card of a deal is
safe. With option `revoke`, declining to match the `p`-th card of a run costs `2p` coins for certain (and
the previous player pays `p` anyway), while matching costs `p + 1` only if the next player matches in
turn; since `2p ≥ p + 1`, medium's values make it match every time.

Generally, medium follows the run its card joins or starts: the chance that it reaches each length (the
next players in turn each holding the rank, `counting.chance_holds`, and matching it), and so who pays
what. In `bump` (RULES.md §1.4) matching is a choice, free to decline: matching the `p`-th card
makes the previous player pay `p` (good for us: the last player with coins wins, see `_others_weight`) but
costs us `p + 1` if the next player bumps us in turn, which a careful player may decline to do
(`_willing`); declining starts a run of another rank instead, with that card's risk (the card we keep is
played later anyway: everyone plays one card a turn). In `motor` a run pays when it ends and only its last
matched player pays: leading costs 1 only if the run stops at two, and a run of three or four makes a
later player pay.

Play again (RULES.md §1.4 `cavendish`). Matching is forced, so only a free card (a lead, or playing again)
is a choice, and a card the next player cannot match keeps the turn: its player plays again. Keeping it is
good in a race to go out and bad where coins decide, because whoever is snipped for 1 coin hands the turn,
and the run's 2- and 3-coin risks, to the matcher. So medium races — plays the card least likely to be
matched — with unlimited coins (each deal is a race) and, with a stake, once its hand is down to
`RACE_SHARE` of a deal's cards; earlier, and throughout when the last player with coins wins (`ends`
last_with_coins), it plays the card most likely to be snipped. (Measured, medium against three easy
players, 2,000 games, seed 1, where an easy player in its seat wins 25.4 %: always safe 26.7 %, racing from
the start 26.7 %, racing from 10 cards of 13 28.3 %; last_with_coins: safe 19.6 %, inviting 29.6 %.)

Follow or pass (RULES.md §1.2–§1.3). Following is forced, so only the lead is a choice. Going out first
is worth far more than a snip: the others pay a coin per card left and the winner takes the pool. Leading
a rank sheds every card of it in hand (the turn keeps coming round until all four are out), and the
player of the fourth card leads again. A set (three of a rank, or two, whose fourth card most likely comes
back) wins the lead back whoever leads it, so medium plays as a careful player does (`leads_lone_cards`,
`lead_preference`): all four of a rank at once, for nothing; while the hands are full, its lone cards first,
keeping its sets; and once its hand is down to `LONE_FIRST_HAND` cards, or another's to `LONE_FIRST_OTHERS`,
the rank it holds most, to lead set after set and go out. It counts off the chance that the next player
follows at once (a snip: 1 coin) and, heavily, the chance that an opponent with very few cards holds
nothing but that rank and goes out on it. (Leading the rank held most throughout played no better than any
card: against three easy players, 25.8 % where easy wins 26.6 % in that seat.)
"""

from __future__ import annotations

import random
from collections import Counter

from game.core.cards import Rank
from game.core.rules import next_seat
from game.games.snip_snap_snorum.counting import (
    chance_holds,
    chance_holds_only,
    followers,
    unseen_by_rank,
)
from game.games.snip_snap_snorum.presets import Ends, Options
from game.games.snip_snap_snorum.rules import (
    CARDS_PER_RANK,
    Flow,
    Move,
    Observation,
    Pass,
    Play,
    TurnUpPayer,
)

Choice = Rank | Pass
"""What a move decides: the rank played, or a pass (suits never matter, RULES.md §1)."""

# Follow or pass: a lead's worth in coins for keeping the lead (on top of a coin per card shed).
_KEEP_LEAD = 2.0

RACE_SHARE = 0.8
"""Cavendish with a stake: the share of a deal's cards at or below which medium races to go out (see the
module docstring; 10 of 13 with four players)."""

LONE_FIRST_HAND = 8
"""Follow or pass: the leader leads its lone cards first while it holds more than this many cards (see
`leads_lone_cards`). Measured (`simulate`, medium against three easy players, 1,000 games, seeds 1, 2, where
easy wins 26.6 % and 23.6 % in that seat): with `LONE_FIRST_OTHERS` and all four of a rank at once, 31.9 %
and 31.3 %; with no limit on the others, above 7 cards 29.8 % and 30.3 %, above 8 31.2 % and 30.4 %, above 9
31.2 % and 28.2 %, above 10 27.3 % and 28.8 % (docs/AI.md "The ladder")."""

LONE_FIRST_OTHERS = 3
"""Follow or pass: … and while every other hand holds more than this many (someone close to going out is
raced with the sets)."""

# Bump: the chance that a careful player holding the rank matches the first card of a run (see `_willing`).
_MATCH_SECOND = 0.5


def choice_of(move: Move) -> Choice:
    """The rank a move plays, or the pass."""
    return move.card.rank if isinstance(move, Play) else move


def medium_move(obs: Observation, rng: random.Random) -> Move:
    """The medium player's move for the seat to move in `obs` (see the module docstring).

    Ties are broken with `rng`. Raises ValueError when `obs` has no legal moves.
    """
    values = choice_values(obs)
    top = max(values.values())
    best = [choice for choice, value in values.items() if value >= top - 1e-9]
    chosen = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
    return next(move for move in obs.legal if choice_of(move) == chosen)


def leads_lone_cards(hand_size: int, others: list[int]) -> bool:
    """Whether a leader in follow or pass (RULES.md §1.2) with `hand_size` cards leads the ranks it holds
    fewest of first, `others` being every hand's size but its own (cards): while its hand is fuller than
    `LONE_FIRST_HAND` and every other hand still playing fuller than `LONE_FIRST_OTHERS`. Its sets — a rank
    it holds more of, most of all three or four, which wins the fourth card and the lead back — are then
    kept for the end of the deal, to lead one after another and go out."""
    playing = [size for size in others if size > 0]
    return hand_size > LONE_FIRST_HAND and min(playing, default=0) > LONE_FIRST_OTHERS


def lead_preference(held: int, lone_first: bool) -> int:
    """How soon a leader in follow or pass (RULES.md §1.2) leads a rank it holds `held` of (1–4; higher is
    sooner): all four at once, always — it sheds four cards for nothing, the others pass, and it leads again;
    else, while it leads its lone cards first (`leads_lone_cards`), the fewer the sooner, and after that the
    more the sooner."""
    if held == CARDS_PER_RANK:
        return CARDS_PER_RANK + 1
    return -held if lone_first else held


def choice_values(obs: Observation) -> dict[Choice, float]:
    """Each distinct legal choice of the seat to move, valued in coins it expects to gain (higher is
    better; only differences matter). Raises ValueError when `obs` has no legal moves."""
    if not obs.legal:
        raise ValueError(f"it is not seat {obs.seat}'s turn")
    choices: dict[Choice, int] = Counter(choice_of(move) for move in obs.legal)
    if len(choices) == 1:
        return {choice: 0.0 for choice in choices}
    unseen = unseen_by_rank(obs)
    if obs.options.flow is Flow.FOLLOW_OR_PASS:
        return {rank: _lead_value(obs, rank, held, unseen) for rank, held in choices.items()}  # type: ignore[arg-type]
    if obs.options.flow is Flow.PLAY_AGAIN and obs.rank_in_play is None and not _racing(obs):
        # Cavendish, not racing: a snip costs a coin but hands on the turn and the run's dearer risks.
        return {rank: -_play_value(obs, rank, unseen) for rank in choices}  # type: ignore[arg-type]
    return {rank: _play_value(obs, rank, unseen) for rank in choices}  # type: ignore[arg-type]


def _play_value(obs: Observation, rank: Rank, unseen: Counter[Rank]) -> float:
    """Coins expected from playing `rank` when everyone plays (RULES.md §1.1, §1.4, see the module docstring):
    what we expect the others to pay, weighed by `_others_weight`, less what we expect to pay ourselves."""
    options = obs.options
    matching = rank == obs.rank_in_play
    position = len(obs.run) + 1 if matching else 1  # the place our card takes in its run
    after = followers(obs, CARDS_PER_RANK - position)
    weight = _others_weight(obs)
    value = 0.0
    if not matching and not options.optional_match and any(c.rank == obs.rank_in_play for c in obs.hand):
        value -= 2 * len(obs.run)  # a revoke (option `revoke`); `bump` declines for free
    # In `motor` a lead also ends the run before it, whose payment is the same whatever we lead (matching
    # is compulsory there, so a lead is never an alternative to a match): it is left out.
    reach = _run_reach(obs, rank, position, after, unseen)
    for card in range(max(position - 1, 1), CARDS_PER_RANK):
        chance = _chance_pays(reach, card, options.deferred)
        if not chance:  # (also when nobody is left to play that card this deal)
            continue
        payer = _player_of(obs, card, position, after)
        owed = card
        if payer is None:  # the turn-up was matched (RULES.md §1.1 option `turn_up`)
            if options.turn_up_payer is TurnUpPayer.POOL:
                value += chance * min(1, obs.pool)
                continue
            payer, owed = obs.dealer, 1
        # With unlimited coins (RULES.md §1.4 `cavendish`) everyone pays in full, below 0 if need be.
        paid = (owed if obs.options.unlimited else min(owed, obs.stacks[payer])) if obs.in_game[payer] else 0
        value += chance * (-paid if payer == obs.seat else weight * paid)
    return value


def _racing(obs: Observation) -> bool:
    """Cavendish: whether the seat of `obs` races (see `racing`)."""
    return racing(obs.options, len(obs.hand), sum(obs.in_game))


def racing(options: Options, held: int, players: int) -> bool:
    """Cavendish (RULES.md §1.4): whether a player holding `held` cards, `players` still in the game, keeps the
    turn (races to go out) rather than invites a snip — with unlimited coins always; with a stake, when the
    first out wins and the hand is down to `RACE_SHARE` of the cards a deal gave each player (see the module
    docstring). The hard player's play-outs play this rule too (`playout`)."""
    if options.unlimited:
        return True
    if options.ends is not Ends.FIRST_OUT:
        return False
    return held <= RACE_SHARE * options.pack / max(players, 1)


def _others_weight(obs: Observation) -> float:
    """What a coin paid by another player is worth to us, in our own coins, where our choice decides it.

    The last player with coins takes the pool (RULES.md §1.1), so what counts is our share of the coins in
    play: losing `c` of them lowers it about as much as the others losing `c * ours / theirs` raises it.
    In `bump` whether to make the previous player pay is a choice, and in `motor` our lead decides who will
    pay for the run (RULES.md §1.4); elsewhere compulsory matching fixes who pays whom, and Peel's advice is
    about our own safety only, so the others' payments weigh nothing there.
    """
    if not (obs.options.optional_match or obs.options.deferred):
        return 0.0
    ours = obs.stacks[obs.seat]
    theirs = sum(stack for seat, stack in enumerate(obs.stacks) if seat != obs.seat and obs.in_game[seat])
    return ours / theirs if theirs else 0.0


def _run_reach(
    obs: Observation, rank: Rank, position: int, after: list[int], unseen: Counter[Rank]
) -> dict[int, float]:
    """The chance that the run our card takes `position` in reaches each length (`position` … 4, or
    fewer when the deal ends first), the players `after` us playing in turn: it goes on while the next
    player holds the rank and matches."""
    reach = {position: 1.0}
    going = 1.0
    own = sum(c.rank == rank for c in obs.hand) - 1  # our cards of the rank after this one
    taken = 0  # others' cards of the rank supposed held by the players before
    length = position
    for seat in after:
        if seat == obs.seat:
            chance = 1.0 if own > 0 else 0.0
            own -= 1
        else:
            chance = chance_holds(obs, seat, rank, unseen, taken) * _willing(obs, length + 1)
            taken += 1
        going *= chance
        length += 1
        reach[length] = going
    return reach


def _willing(obs: Observation, position: int) -> float:
    """The chance that a player holding the rank matches, making their card the `position`-th of the run.

    Matching is compulsory except in `bump` (RULES.md §1.4). There the fourth card is safe and the third
    nearly so (at most one card of the rank is left that could bump it), so anyone plays them; a careful
    player may decline to be the second, when two cards that could double bump it are still out.
    """
    if not obs.options.optional_match or position > 2:
        return 1.0
    return _MATCH_SECOND


def _chance_pays(reach: dict[int, float], card: int, deferred: bool) -> float:
    """The chance that the player of the `card`-th card of the run pays for it (`card` coins), given the
    chance the run `reach`es each length. RULES.md §1.1 chain basis: when the next card matches it;
    §1.4 `motor`: only when the run ends right after that match."""
    matched = reach.get(card + 1, 0.0)
    return matched - reach.get(card + 2, 0.0) if deferred else matched


def _player_of(obs: Observation, card: int, position: int, after: list[int]) -> int | None:
    """The seat that played (or will play) the `card`-th card of the run our card takes `position` in
    (None: the turn-up)."""
    if card < position:
        return obs.run[card - 1]
    if card == position:
        return obs.seat
    return after[card - position - 1]


def _lead_value(obs: Observation, rank: Rank, held: int, unseen: Counter[Rank]) -> float:
    """Coins expected from leading `rank` holding `held` of it (RULES.md §1.2, see the module docstring)."""
    # No rank is part-played when leading, so the other `4 - held` cards are in the other hands; the turn
    # goes round the holders one card each, so holding three or four wins the fourth card and the lead.
    keep_lead = 1.0 if held >= CARDS_PER_RANK - 1 else 0.0
    if held == 2:
        # The fourth card is ours unless one opponent holds both of the other two.
        could_hold = [s for s in range(obs.num_seats) if s != obs.seat and rank not in obs.voids[s]]
        keep_lead = 1.0 - 1.0 / max(len(could_hold), 1)
    others = [size for seat, size in enumerate(obs.hand_sizes) if seat != obs.seat]
    if leads_lone_cards(len(obs.hand), others):
        value = float(lead_preference(held, lone_first=True))
    else:
        value = held + _KEEP_LEAD * keep_lead
    if obs.options.coins:
        value -= chance_holds(obs, next_seat(obs.seat, obs.num_seats), rank, unseen)
    out = unseen[rank]
    going_out = sum(
        chance_holds_only(obs, s, rank, unseen)
        for s in range(obs.num_seats)
        if s != obs.seat and 0 < obs.hand_sizes[s] <= out
    )
    return value - going_out * (len(obs.hand) + 1)
