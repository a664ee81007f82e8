"""Spec §1, §11, §13: cards, parsing, formatting, ordering."""

import pytest

from paodekuai import Card, parse_cards, format_cards


def test_parse_example_from_spec():
    # §13: "3S th 10D" -> [3S, TH, TD]
    cards = parse_cards("3S th 10D")
    assert [str(c) for c in cards] == ["3S", "TH", "TD"]
    assert format_cards(cards) == "3S TH TD"


@pytest.mark.parametrize("text,out", [
    ("2s", "2S"), ("aH", "AH"), ("10c", "TC"), ("10C", "TC"), ("tD", "TD"),
    ("jS", "JS"), ("q h", None), ("kd", "KD"), ("3S", "3S"),
])
def test_parse_case_insensitive_single_cards(text, out):
    # §11: input is case-insensitive and accepts 10 for T; output is strict "rank suit" upper case.
    if out is None:
        with pytest.raises(ValueError):
            parse_cards(text)
    else:
        (card,) = parse_cards(text)
        assert str(card) == out


def test_parse_every_deck_card_round_trips():
    # §1: 48 cards; §11: output text parses back to the same card.
    ranks = "3456789TJQK"
    texts = [r + s for r in ranks for s in "SHDC"] + ["AH", "AD", "AC", "2S"]
    assert len(texts) == 48
    cards = parse_cards(" ".join(texts))
    assert [str(c) for c in cards] == texts
    # format_cards of a list already in S, H, C, D order: the spec does not say whether
    # format_cards keeps the given order, so only sorted input is checked here.
    ordered = sorted(cards)
    assert parse_cards(format_cards(ordered)) == ordered


@pytest.mark.parametrize("bad", ["XX", "1S", "11S", "3X", "S3", "3SS", "3", "Z9", "10", "pass3S"])
def test_parse_bad_token_names_it(bad):
    # §13: ValueError naming the bad token.
    with pytest.raises(ValueError) as err:
        parse_cards("3S " + bad + " 4H")
    assert bad in str(err.value)


def test_card_order_rank_then_suit_S_H_C_D():
    # §13 Card ordered by rank then suit; §14 suit order S, H, C, D sorts hands.
    cards = parse_cards("4S 3D 2S 3C AH 3H 3S TD 9C")
    assert [str(c) for c in sorted(cards)] == ["3S", "3H", "3C", "3D", "4S", "9C", "TD", "AH", "2S"]


def test_rank_order_two_highest():
    # §1: 3 4 5 6 7 8 9 10 J Q K A 2.
    order = parse_cards("3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2S")
    assert sorted(reversed(order)) == order
    assert max(order) == parse_cards("2S")[0]


def test_card_hashable_equal_and_frozen():
    a, b, c = parse_cards("TH 10h TS")
    assert a == b and hash(a) == hash(b) and a != c
    assert len({a, b, c}) == 2
    with pytest.raises(AttributeError):
        a.rank = 3  # noqa: frozen (§13)


def test_str_of_card():
    (card,) = parse_cards("10d")
    assert str(card) == "TD"


def test_format_empty_is_empty_text():
    assert format_cards([]) == ""
