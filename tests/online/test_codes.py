"""Invite codes (game/online/codes.py, issue 35): a table number and two words a person reads aloud, typed back
in any case, with any separator, and each word as short as tells it apart."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.online.codes import MAX_TABLE, WORDS, CodeError, InviteCode, new_code, parse_code


def test_the_word_list_is_fixed_plain_and_sorted() -> None:
    assert len(WORDS) == 256 == len(set(WORDS))
    assert list(WORDS) == sorted(WORDS)
    assert all(word.isascii() and word.isalpha() and word.islower() and 3 <= len(word) <= 9 for word in WORDS)


@given(st.integers(1, MAX_TABLE), st.sampled_from(WORDS), st.sampled_from(WORDS))
def test_a_code_reads_back_as_written(table: int, first: str, second: str) -> None:
    code = InviteCode(table, (first, second))
    assert parse_code(str(code)) == code
    assert parse_code(f"  {table} {first.upper()}.{second} ") == code


def test_a_new_code_is_drawn_from_the_generator_given() -> None:
    assert new_code(random.Random(5), 7) == new_code(random.Random(5), 7)
    assert str(new_code(random.Random(5), 7)).startswith("7-")
    with pytest.raises(CodeError, match="from 1 to 999"):
        new_code(random.Random(5), 0)


def test_a_word_may_be_cut_short_where_nothing_else_starts_so() -> None:
    assert parse_code("7 amb ott") == InviteCode(7, ("amber", "otter"))
    with pytest.raises(CodeError, match="could be badger, bagel, bamboo"):
        parse_code("7-b-otter")


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "a number and two words"),
        ("7-amber", "a number and two words"),
        ("7-amber-otter-owl", "a number and two words"),
        ("amber-7-otter", "table number"),
        ("1000-amber-otter", "table number from 1 to 999"),
        ("0-amber-otter", "table number"),
        ("7-amberx-otter", "not one of the code's words"),
    ],
)
def test_what_is_not_a_code_is_said_in_one_sentence(text: str, reason: str) -> None:
    with pytest.raises(CodeError, match=reason):
        parse_code(text)


def test_the_secret_is_the_words_not_the_public_table_number() -> None:
    assert InviteCode(7, ("amber", "otter")).secret == InviteCode(8, ("amber", "otter")).secret == b"amber otter"
