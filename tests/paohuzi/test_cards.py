"""Notation (spec §2, §23): Card, parse_cards, format_cards."""

import copy
import pickle

import pytest

from paohuzi import CARDS, Card, format_cards, parse_cards


def test_parse_cards_reads_codes_leniently_in_input_order():
    assert [str(c) for c in parse_cards("x1 d10 X7")] == ["x1", "d10", "x7"]
    assert [str(c) for c in parse_cards("D3,x10  七 柒")] == ["d3", "x10", "x7", "d7"]


def test_parse_cards_error_names_the_bad_token():
    with pytest.raises(ValueError, match="'z3'"):
        parse_cards("x1 z3 x2")
    with pytest.raises(ValueError, match="'x11'"):
        parse_cards("x11")
    with pytest.raises(ValueError):
        parse_cards("x0")


def test_format_cards_is_canonical_order_single_spaces():
    assert format_cards(parse_cards("d10 x7 d1 x1 x7")) == "x1 x7 x7 d1 d10"
    assert format_cards([]) == ""


def test_card_is_interned_frozen_hashable_and_ordered():
    a = Card("x7")
    assert a is parse_cards("x7")[0] is Card("x", 7) is Card(6)
    assert str(a) == "x7" and repr(a) == "Card('x7')"
    assert hash(a) == hash(Card("X7")) and {a, Card("x7")} == {a}
    with pytest.raises(AttributeError):
        a.index = 3
    assert sorted(parse_cards("d1 x10 x1")) == parse_cards("x1 x10 d1")
    assert Card("x10") < Card("d1") and not Card("d1") < Card("x10")
    assert pickle.loads(pickle.dumps(a)) is a and copy.deepcopy(a) is a


def test_card_attributes_and_red_cards():
    assert [str(c) for c in CARDS if c.is_red] == ["x2", "x7", "x10", "d2", "d7", "d10"]
    assert Card("d10").suit == "d" and Card("d10").rank == 10 and Card("d10").is_big
    assert Card("x1").suit == "x" and Card("x1").rank == 1 and not Card("x1").is_big
    assert len(CARDS) == 20


@pytest.mark.parametrize("bad", ["", "x", "y5", "d11", "5x"])
def test_card_rejects_non_cards(bad):
    with pytest.raises(ValueError):
        Card(bad)
