"""Options as the setup screen, the command line and replay files give them (RULES.md §1.1–§1.3 option lists)."""

from __future__ import annotations

import pytest

from game.core.spec import OptionError
from game.games.snip_snap_snorum.presets import PRESETS, PassPayment, TurnUpPayer
from game.registry import SNIP_SNAP_SNORUM, game_spec

SPEC = SNIP_SNAP_SNORUM


def test_round_games_is_the_default_preset() -> None:
    """RULES.md §1.1: `round-games` is the default preset."""
    assert SPEC.default_preset == "round-games"


def test_options_from_text() -> None:
    """RULES.md §1.1 options `pack`, `stake`, `revoke`, `turn_up`, `turn_up_payer`; §1.2 `deals`, `pass_payment`,
    `coins` — read from text as typed on the command line."""
    round_games = SPEC.options_for(
        "round-games", {"pack": "32", "stake": "7", "revoke": "on", "turn_up": "yes", "turn_up_payer": "dealer"}
    )
    assert (round_games.pack, round_games.stake, round_games.revoke, round_games.turn_up) == (32, 7, True, True)
    assert round_games.turn_up_payer is TurnUpPayer.DEALER

    all_dealt = SPEC.options_for("all-dealt", {"deals": "5", "pass_payment": "to pool", "coins": "on"})
    assert (all_dealt.deals, all_dealt.pass_payment, all_dealt.coins) == (5, PassPayment.TO_POOL, True)
    children = SPEC.options_for("all-dealt", {"deals": "5", "pass_payment": "to pool", "coins": "off"})
    assert (children.deals, children.pass_payment, children.coins) == (5, PassPayment.NONE, False), (
        "a pass costs nothing without coins: the choice that does not apply is left out"
    )
    assert SPEC.options_for("earl-of-coventry", {"stake": 9}).stake == 9


def test_unknown_option_lists_the_presets_options() -> None:
    """Only the options RULES.md gives a preset may be set; the error lists them."""
    with pytest.raises(OptionError, match="round-games has no option 'deals'; its options are pack, stake, revoke"):
        SPEC.options_for("round-games", {"deals": "3"})
    with pytest.raises(OptionError, match="stake, deals, pass_payment, coins"):
        SPEC.options_for("all-dealt", {"revoke": True})


def test_unknown_preset_lists_the_presets() -> None:
    with pytest.raises(OptionError, match="no preset 'jig'; choose round-games, all-dealt, earl-of-coventry"):
        SPEC.options_for("jig", {})


@pytest.mark.parametrize(
    ("preset", "name", "value", "choices"),
    [
        ("round-games", "stake", "0", "a whole number from 1 to 50"),
        ("round-games", "stake", 51, "a whole number from 1 to 50"),
        ("round-games", "pack", "40", "52, 32"),
        ("round-games", "turn_up_payer", "banker", "pool, dealer"),
        ("all-dealt", "pass_payment", "sometimes", "none, to_pool, to_player"),
        ("all-dealt", "deals", "0", "a whole number from 1 to 20"),
        ("earl-of-coventry", "coins", "maybe", "on, off"),
    ],
)
def test_bad_value_lists_the_choices(preset: str, name: str, value: object, choices: str) -> None:
    with pytest.raises(OptionError, match=f"option {name} cannot be .*; choose {choices}$"):
        SPEC.options_for(preset, {name: value})


def test_unknown_game() -> None:
    with pytest.raises(OptionError, match="no game 'whist'; choose snip-snap-snorum"):
        game_spec("whist")


@pytest.mark.parametrize("preset", list(PRESETS))
def test_options_survive_json(preset: str) -> None:
    """Replay files store every option resolved; reading them back gives the same options."""
    options = SPEC.options_for(preset, {"stake": "11"})

    assert SPEC.options_from_json(SPEC.options_to_json(options)) == options


def test_bad_options_json() -> None:
    with pytest.raises(OptionError):
        SPEC.options_from_json({"stake": 5})
    with pytest.raises(OptionError, match="pass_payment"):
        SPEC.options_from_json({"preset": "all-dealt", "pass_payment": "often"})
    with pytest.raises(OptionError, match="unknown option 'colour'"):
        SPEC.options_from_json({"preset": "all-dealt", "colour": "red"})


def test_a_value_of_the_wrong_type_is_refused() -> None:
    """`True == 1` in Python: a stake of True must not pass for a stake of 1 coin."""
    with pytest.raises(OptionError, match="option stake cannot be True"):
        SPEC.options_for("round-games", {"stake": True})
    with pytest.raises(OptionError, match="option pack cannot be 52.0"):
        SPEC.options_for("round-games", {"pack": 52.0})


@pytest.mark.parametrize(
    ("preset", "name", "value", "message"),
    [
        ("round-games", "hand_size", 20, "round-games does not let option hand_size change from 5"),
        ("round-games", "deals", 0, "round-games does not let option deals change"),
        ("all-dealt", "flow", "everyone plays", "all-dealt does not let option flow change"),
        ("all-dealt", "revoke", True, "all-dealt does not let option revoke change"),
        ("round-games", "stake", -5, "option stake cannot be -5; choose a whole number from 1 to 50"),
        ("all-dealt", "deals", 99, "option deals cannot be 99; choose a whole number from 1 to 20"),
    ],
)
def test_options_json_holds_only_what_the_preset_lets_players_set(
    preset: str, name: str, value: object, message: str
) -> None:
    """Options read from a file are the preset plus the options RULES.md lets players set, each a valid choice;
    anything else (20 cards a hand, a negative stake) is not a game the rules describe."""
    data = SPEC.options_to_json(SPEC.preset(preset)) | {name: value}

    with pytest.raises(OptionError, match=message):
        SPEC.options_from_json(data)
