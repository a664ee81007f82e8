"""Cards and notation (spec §1, §11)."""

import pytest

from paodekuai import DECK, Card, format_cards, parse_cards
from paodekuai.cards import parse_card


def test_deck_has_48_cards_one_two_three_aces():
    assert len(DECK) == 48
    assert len(set(DECK)) == 48
    assert [str(c) for c in DECK if c.rank == 15] == ["2S"]
    assert [str(c) for c in DECK if c.rank == 14] == ["AH", "AC", "AD"]
    for rank in range(3, 14):
        assert sum(1 for c in DECK if c.rank == rank) == 4


def test_parse_cards_accepts_ten_and_any_case():
    assert [str(c) for c in parse_cards("3S th 10D")] == ["3S", "TH", "TD"]


def test_parse_cards_accepts_suit_glyphs():
    assert [str(c) for c in parse_cards("10♥ 2♠ a♣ 4♦")] == ["TH", "2S", "AC", "4D"]


@pytest.mark.parametrize("text", ["1S", "3X", "TT", "3", "11H", "pass"])
def test_parse_cards_names_the_bad_token(text):
    with pytest.raises(ValueError, match=repr(text.split()[0])):
        parse_cards(f"3S {text}")


def test_format_cards_is_canonical_rank_then_spade_heart_club_diamond():
    assert format_cards(parse_cards("TD 3D 3C 3H 3S 2S AH")) == "3S 3H 3C 3D TD AH 2S"


def test_card_is_frozen_hashable_and_ordered_by_rank_then_suit():
    a, b, c = parse_card("3D"), parse_card("4S"), parse_card("3S")
    assert sorted([a, b, c]) == [c, a, b]
    assert {a: 1}[parse_card("3d")] == 1
    with pytest.raises(AttributeError):
        a.rank = 5  # type: ignore[misc]
    assert str(a) == "3D"
    assert a == Card(3, 3)


def test_cards_outside_the_deck_parse_but_are_not_in_deck():
    assert [c.in_deck for c in parse_cards("AS 2H 2C 2D 2S AH")] == [False, False, False, False, True, True]
