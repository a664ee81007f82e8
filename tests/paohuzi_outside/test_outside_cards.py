"""Outside tests: cards and notation (spec §2, §23), odd inputs."""

import pytest

from paohuzi import Card, format_cards, parse_cards


def test_parse_cards_example_of_23():
    # §23: "x1 d10 X7" -> [x1, d10, x7] (input order kept, any case accepted)
    assert [str(c) for c in parse_cards("x1 d10 X7")] == ["x1", "d10", "x7"]


def test_parse_cards_every_code_round_trips():
    # §2: 20 identities x1..x10, d1..d10
    codes = [f"x{r}" for r in range(1, 11)] + [f"d{r}" for r in range(1, 11)]
    parsed = parse_cards(" ".join(codes))
    assert [str(c) for c in parsed] == codes
    assert len(set(parsed)) == 20


def test_parse_cards_empty_and_extra_spaces():
    assert parse_cards("") == []
    assert [str(c) for c in parse_cards("  x1    d2  ")] == ["x1", "d2"]


def test_card_is_hashable_and_equal_by_identity():
    a, b, c = parse_cards("x7 X7 d7")
    assert a == b and hash(a) == hash(b)
    assert a != c                      # §2: x7 and d7 are not identical
    assert len({a, b, c}) == 2
    assert isinstance(a, Card)


def test_card_is_frozen():
    card = parse_cards("x7")[0]
    with pytest.raises(Exception):
        card.rank = 3                  # frozen: no attribute assignment


def test_card_canonical_order():
    # §23: canonical order x1..x10 then d1..d10
    mixed = parse_cards("d1 x10 d10 x1 x2 d2")
    assert [str(c) for c in sorted(mixed)] == ["x1", "x2", "x10", "d1", "d2", "d10"]


def test_format_cards_canonical_single_spaces():
    assert format_cards(parse_cards("d1 x10 x1 d10 x2 x2")) == "x1 x2 x2 x10 d1 d10"
    assert format_cards([]) == ""


@pytest.mark.parametrize("bad", ["x0", "x11", "d", "y3", "x", "7", "xx1", "d-1", "x1.0"])
def test_parse_cards_rejects_bad_token_naming_it(bad):
    # §23: ValueError naming a bad token
    with pytest.raises(ValueError) as err:
        parse_cards("x1 " + bad + " d2")
    assert bad in str(err.value)


@pytest.mark.parametrize("bad", [None, 5])
def test_parse_cards_wrong_type_is_refused(bad):
    # Guide: bad input never crashes; a refusal is a ValueError or TypeError
    with pytest.raises((ValueError, TypeError)):
        parse_cards(bad)
