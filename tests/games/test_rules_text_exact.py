"""The rules screens say exactly what the games do (issue 16): each sentence that depends on a preset's options
is checked against those options, and against the engine's own numbers (RULES.md §1.1–§1.4, §2, §5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.games.jig import rules as jig
from game.games.jig import text as jig_text
from game.games.snap import rules as snap
from game.games.snap import text as snap_text
from game.games.snap.umpire import FREE_CALL_SILENCE
from game.games.snip_snap_snorum import text as sss_text
from game.games.snip_snap_snorum.presets import PRESETS, SETTABLE, Flow, PassPayment

EVERYONE_PLAYS = [name for name, options in PRESETS.items() if options.flow is Flow.EVERYONE_PLAYS]
FOLLOW_OR_PASS = [name for name, options in PRESETS.items() if options.flow is Flow.FOLLOW_OR_PASS]


def screen(preset: str) -> str:
    return "\n".join(sss_text.RULES[preset])


def paragraph(preset: str, start: str) -> str:
    """The one paragraph of `preset`'s screen that begins with `start`."""
    found = [p for p in sss_text.RULES[preset] if p.startswith(start)]
    assert len(found) == 1, f"{preset}: {len(found)} paragraphs begin with {start!r}"
    return found[0]


# --- Snip-Snap-Snorum -------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", [name for name in PRESETS if "turn_up" in SETTABLE[name]])
def test_the_turn_up_must_be_matched_unless_matching_is_optional_and_says_who_pays(preset: str) -> None:
    """RULES.md §1.1 option `turn_up`: the turn-up is the dealer's card 1 of a run, so matching it is compulsory
    (free in Bump); the pool pays the matcher 1 coin, nothing when empty, or with `turn_up_payer = dealer` the
    dealer pays 1 into the pool."""
    turn_up = paragraph(preset, "Turn-up")
    compulsory = not PRESETS[preset].optional_match
    assert ("must match it if they can" in turn_up) is compulsory
    assert ("may match it" in turn_up) is not compulsory
    assert "the pool pays them 1 coin (nothing if the pool is empty)" in turn_up
    assert "the dealer pays 1 coin into the pool" in turn_up
    assert "be paid for" not in screen(preset), "a match of the turn-up is not always paid for"


@pytest.mark.parametrize("preset", [name for name in PRESETS if "turn_up" not in SETTABLE[name]])
def test_a_preset_without_the_turn_up_does_not_explain_it(preset: str) -> None:
    assert "turns up" not in screen(preset)


@pytest.mark.parametrize("preset", [name for name in PRESETS if "revoke" in SETTABLE[name]])
def test_a_revoke_costs_double_and_the_matched_player_still_pays(preset: str) -> None:
    """RULES.md §1.1 option `revoke`: the revoker pays double what the match would have cost (the card's place
    in the run, doubled), then the previous player pays as though matched; declining the turn-up costs a double
    Snip whoever would have paid, the dealer still paying 1 and the pool nobody."""
    revoke = paragraph(preset, "Revoke")
    doubles = [2 * place for place in (1, 2, 3)]
    assert (
        f"{doubles[0]} coins for a card that was the first of its run, {doubles[1]} for the second, "
        f"{doubles[2]} for the third" in revoke
    )
    assert "the player you did not match still pays as though matched" in revoke
    turn_up_case = "Declining to match the turned-up card costs you 2 coins whoever would have paid"
    assert (turn_up_case in revoke) is ("turn_up" in SETTABLE[preset])
    if "turn_up" in SETTABLE[preset]:
        assert "the dealer, if the dealer is the payer, still pays 1 coin; if the pool is, nobody else pays" in revoke


@pytest.mark.parametrize("preset", [name for name in PRESETS if "revoke" not in SETTABLE[name]])
def test_a_preset_without_the_revoke_does_not_explain_it(preset: str) -> None:
    assert "Revoke" not in screen(preset) and "revoke" not in screen(preset)


@pytest.mark.parametrize("preset", EVERYONE_PLAYS)
def test_the_next_dealer_is_the_next_player_on_the_left_still_in_the_game(preset: str) -> None:
    """RULES.md §1.1: "the deal passes to the next player on the left who is still in the game"; a preset that
    deals a fixed number of cards names it."""
    text = screen(preset)
    assert "the next player on the left who is still in the game deals" in text
    assert "the player on the left deals" not in text
    options = PRESETS[preset]
    if options.hand_size is not None and options.few_hand is None:
        assert f"deals the next {options.hand_size} cards each" in text


@pytest.mark.parametrize("preset", EVERYONE_PLAYS)
def test_a_short_player_pays_what_they_have_and_an_out_players_card_must_still_be_matched(preset: str) -> None:
    """RULES.md "Conventions" (pay everything you hold, never a debt) and §1.1 (an out player's card "still
    counts as the previous card (the next player must still match it; they pay nothing more)")."""
    options = PRESETS[preset]
    text = screen(preset)
    unit = "lives" if options.lives else "coins"
    pays = "loses" if options.lives else "pays"
    assert f"A player who owes more {unit} than they have {pays} all they have." in text
    match = "may match it" if options.optional_match else "must match it if they can"
    assert f"the card they played last still counts: the next player {match}" in text
    assert f"the player who is out {pays} nothing more" in text


@pytest.mark.parametrize("preset", FOLLOW_OR_PASS)
def test_going_out_pays_the_last_cards_penalty_first_nobody_is_eliminated_and_ties_share(preset: str) -> None:
    """RULES.md §1.2: "A penalty earned by that last card is paid first. Then every other player pays 1 coin per
    card"; "Nobody is eliminated"; "ties share the win"."""
    text = screen(preset)
    assert PRESETS[preset].out_at_zero is False
    assert "share the win" in text
    if preset == "all-dealt":
        penalty_first = text.find("If that card earned a penalty, it is paid first.")
        per_card = text.find("Then everyone else pays 1 coin per card still in hand")
        assert -1 < penalty_first < per_card
        assert "Nobody is ever out of the game" in text
        assert "pays all they have" in text


# --- Snap and Grab ----------------------------------------------------------------------------------


def snap_screen(options: snap.Options) -> str:
    return "\n".join(snap_text.rules_text(options))


@pytest.mark.parametrize("preset", list(snap.PRESETS))
@pytest.mark.parametrize("window", [5, 20, 75])
def test_the_dead_heat_window_is_the_options_own(preset: str, window: int) -> None:
    """RULES.md §5 "Dead heat": the window is `dead_heat_ms` (default 20 ms), which players may set."""
    text = snap_screen(replace(snap.PRESETS[preset], dead_heat_ms=window))
    assert f"within {window} ms" in text
    assert text.count(" ms)") == 1, "no other window is named"


@pytest.mark.parametrize("preset", list(snap.PRESETS))
@pytest.mark.parametrize("limit", [2000, 500])
def test_snap_says_how_it_ends_early_and_at_the_safety_limit(preset: str, limit: int) -> None:
    """RULES.md §5 "End": no Snap Centre can ever come (the one player left holds no card of the centre's top
    rank), or right after the `turn_limit`-th card turned, most cards winning."""
    text = snap_screen(replace(snap.PRESETS[preset], turn_limit=limit))
    assert f"right after the {limit:,}th card turned: whoever holds the most cards wins" in text
    assert "It ends early when no Snap Centre can ever come" in text
    own = snap.PRESETS[preset].turn_limit
    assert f"right after the {own:,}th card turned" in "\n".join(snap_text.RULES[preset])


@pytest.mark.parametrize("preset", list(snap.PRESETS))
def test_snap_says_a_card_matching_a_pile_and_the_centre_is_a_snap_centre_and_the_pause_after_a_false_snap(
    preset: str,
) -> None:
    """RULES.md §5 settled points: "a card matching both a pile and the centre makes any valid call a Snap
    Centre"; "after a false snap the caller is not heard until the next card is turned (for three more cards if
    the false snap cost nothing)" — the umpire's FREE_CALL_SILENCE."""
    text = snap_screen(snap.PRESETS[preset])
    assert "A card that matches both another player's pile and the centre makes only a Snap Centre" in text
    assert "Your calls are then not heard until the next card" in text
    assert f"when the false snap cost you nothing (no pile to lose), for {FREE_CALL_SILENCE} cards more" in text


def test_grab_has_no_centre_word_and_shows_every_rule_and_option_of_snap() -> None:
    """RULES.md §5 "Grab": the cork is snatched for every match, the centre's too — there is nothing to say."""
    grab = snap_text.RULES["grab"]
    snap_rules = snap_text.RULES["snap"]
    assert '"Centre"' not in "\n".join(grab)
    keys = snap_rules[-1]
    assert [p for p in snap_rules if p != keys] == grab[1:], "Grab shows all Snap's rules, its options too"
    assert grab[-1].startswith("Options:")


# --- Jig --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "rex"), [(p, False) for p in jig.PRESETS] + [(p, True) for p in jig.PRESETS if "rex" in jig.SETTABLE[p]]
)
def test_jigs_last_card_of_a_sequence_is_the_options_own(preset: str, rex: bool) -> None:
    """RULES.md §2.2 `german`: option `rex` makes sequences 6 long, so the 6th card ends one, not the 5th."""
    options = replace(jig.PRESETS[preset], rex=rex)
    text = "\n".join(jig_text.rules_text(options))
    n = options.sequence_length
    assert f"{n} cards make a full sequence" in text
    if "rex" in jig.SETTABLE[preset] and not rex:
        assert f"(the {n}th — the {n + 1}th with Rex — or a stop)" in text
    else:
        assert f"(the {n}th, or a stop)" in text
    assert ('and "Rex", and' in text) is rex, "Rex is among the calls only when it is played"
    assert jig_text.RULES[preset] == jig_text.rules_text(jig.PRESETS[preset])


def test_the_rules_screen_opened_from_the_setup_says_what_the_chosen_options_make(pilot) -> None:  # type: ignore[no-untyped-def]
    """Issue 16: the setup's How to play shows the game as set (an 80 ms dead-heat window); Left/Right's other
    games and presets, and the same preset reached again, show their defaults."""
    from game.scenes.rules import RulesScene
    from game.scenes.setup import SetupScene

    pilot.app.settings.game, pilot.app.settings.preset = "snap", "snap"
    setup = SetupScene(pilot.app)
    pilot.app.push(setup)
    setup.changes["dead_heat_ms"] = 80
    setup._rules()
    rules = pilot.app.top
    assert isinstance(rules, RulesScene)
    assert any("within 80 ms" in p for p in rules.paragraphs)
    rules._choose(rules.index + 1)
    rules._choose(rules.index - 1)
    assert any("within 80 ms" in p for p in rules.paragraphs), "back on the game opened: still as set"
    rules._choose(rules.index + 1)
    assert not any("80 ms" in p for p in rules.paragraphs)


def test_the_rules_screen_opened_from_the_pause_menu_says_what_this_game_does() -> None:
    """A paused Jig with Rex says the sixth card ends a sequence (RULES.md §2.2)."""
    from game.registry import game_spec

    spec = game_spec("jig")
    options = replace(spec.preset("german"), rex=True)
    with_rex, without = "\n".join(spec.rules_for("german", options)), "\n".join(spec.rules_for("german"))
    assert with_rex != without and with_rex == "\n".join(jig_text.rules_text(options))


# --- Snip-Snap-Snorum played with options (issue 16) -------------------------------------------------------


@pytest.mark.parametrize("preset", list(PRESETS))
def test_each_presets_default_options_give_its_rules_screen(preset: str) -> None:
    """The screen of the options chosen, left as the preset has them, is the preset's own screen."""
    assert sss_text.rules_text(PRESETS[preset]) == sss_text.RULES[preset]


@pytest.mark.parametrize(
    ("preset", "stake", "says"),
    [
        ("round-games", 12, "Everyone starts with 12 coins."),
        ("bump", 1, "Everyone starts with 1 coin."),
        ("motor", 9, "Everyone starts with 9 lives."),
        ("all-dealt", 30, "Everyone starts with 30 coins."),
        ("earl-of-coventry", 7, "Everyone starts with 7 coins."),
        ("cavendish", 11, "Everyone starts with 11 coins."),
    ],
)
def test_the_rules_screen_says_the_stake_chosen(preset: str, stake: int, says: str) -> None:
    """RULES.md §1.1–§1.4 option `stake`: the screen names the coins (lives in Motor) each player starts with."""
    text = "\n".join(sss_text.rules_text(replace(PRESETS[preset], stake=stake)))
    assert says in text
    default = PRESETS[preset].stake
    assert f"starts with {default} " not in text, "the preset's stake is gone from the screen"


def test_unlimited_coins_in_cavendish_say_nobody_is_out_and_the_deals_make_the_match() -> None:
    """RULES.md §1.4 `cavendish` option `stake` unlimited: nobody is out, and `deals` deals make the match."""
    text = "\n".join(sss_text.rules_text(replace(PRESETS["cavendish"], stake=None, deals=4)))
    assert "Everyone starts with" not in text
    assert "Coins are unlimited: nobody is ever out" in text
    assert "After 4 deals the player with the most coins wins" in text
    assert "A player with no coins left is out at once" not in text


@pytest.mark.parametrize("preset", FOLLOW_OR_PASS)
def test_the_deals_chosen_are_the_deals_shown(preset: str) -> None:
    """RULES.md §1.2 option `deals`: the match is as many deals as chosen."""
    text = "\n".join(sss_text.rules_text(replace(PRESETS[preset], coins=False, deals=5)))
    assert "After 5 deals the player who won the most deals wins" in text
    if preset == "all-dealt":
        with_coins = "\n".join(sss_text.rules_text(replace(PRESETS[preset], deals=6)))
        assert "After 6 deals the player with the most coins wins" in with_coins


@pytest.mark.parametrize("preset", FOLLOW_OR_PASS)
def test_the_childrens_game_says_nothing_is_paid(preset: str) -> None:
    """RULES.md §1.2 option `coins = false`: no coins at all; the first out wins the deal. Only the options'
    own paragraph may still speak of coins."""
    paragraphs = sss_text.rules_text(replace(PRESETS[preset], coins=False))
    told = [p for p in paragraphs if not p.startswith("Options:")]
    assert not [p for p in told if "coin" in p and "nobody plays for coins" not in p]
    assert any("The children's game" in p for p in told)


def test_a_pass_that_costs_a_coin_says_so() -> None:
    """RULES.md §1.2 option `pass_payment`: each pass costs 1 coin, to the pool or to the player not matched."""
    options = PRESETS["all-dealt"]
    to_pool = "\n".join(sss_text.rules_text(replace(options, pass_payment=PassPayment.TO_POOL)))
    to_player = "\n".join(sss_text.rules_text(replace(options, pass_payment=PassPayment.TO_PLAYER)))
    assert "Each pass costs the player who passes 1 coin into the pool." in to_pool
    assert "paid to the player whose card they could not match" in to_player
    assert "Each pass costs" not in screen("all-dealt")


def test_bump_with_a_fixed_hand_deals_that_many_whatever_the_players() -> None:
    """RULES.md §1.4 `bump` option `hand`: that many cards each, whatever the number of players."""
    text = "\n".join(sss_text.rules_text(replace(PRESETS["bump"], hand=7)))
    assert "The dealer gives 7 cards to each player, one at a time." in text
    assert "when three or fewer are in the game" not in text


def test_the_pause_menus_rules_screen_says_this_games_stake() -> None:
    """The spec builds Snip-Snap-Snorum's screen from the game's options (GameSpec.rules_for)."""
    from game.registry import game_spec

    options = replace(PRESETS["nobble"], stake=17)
    assert "Everyone starts with 17 coins." in "\n".join(game_spec("snip-snap-snorum").rules_for("nobble", options))


@pytest.mark.parametrize("game", ["snip-snap-snorum", "jig", "snap", "snitchems", "cassino", "thirteens"])
def test_every_game_builds_its_rules_screen_from_the_options_and_the_defaults_read_as_the_preset(game: str) -> None:
    """The screen opened from the setup or the pause menu is the game's as set (GameSpec.rules_with); with a
    preset's own options it says exactly what the preset's screen says."""
    from game.registry import game_spec

    spec = game_spec(game)
    assert spec.rules_with is not None
    for preset in spec.presets:
        assert spec.rules_for(preset, spec.preset(preset)) == spec.rules_for(preset)


@pytest.mark.parametrize("deals", [1, 3, 7])
def test_the_earl_says_how_many_deals_make_the_match(deals: int) -> None:
    """RULES.md §1.3 (as §1.2): most coins after the deals agreed (option `deals`) wins."""
    text = "\n".join(sss_text.rules_text(replace(PRESETS["earl-of-coventry"], deals=deals)))
    assert f"Most coins after {deals} deal{'s' if deals > 1 else ''} wins" in text
