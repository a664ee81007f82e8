"""Set kinds and 胡息 (spec §6, TC01), meld notation, 吃 / 比 layouts (spec §11, TC05, TC26)."""

import pytest

from paohuzi.cards import card_index, counts_of, parse_indices
from paohuzi.melds import SET_HUXI, chi_layouts, format_sets, identical_huxi, parse_meld


def _i(code):
    return card_index(code)


@pytest.mark.parametrize("kind,small,big", [("peng", 1, 3), ("wei", 3, 6), ("chou_wei", 3, 6), ("kan", 3, 6),
                                            ("pao", 6, 9), ("ti", 9, 12)])
def test_identical_set_huxi_tc01(kind, small, big):
    assert identical_huxi(kind, _i("x5")) == small
    assert identical_huxi(kind, _i("d5")) == big


@pytest.mark.parametrize("cards,huxi", [("x1 x2 x3", 3), ("d1 d2 d3", 6), ("x2 x7 x10", 3), ("d2 d7 d10", 6),
                                        ("x4 x5 x6", 0), ("x5 x5 d5", 0), ("x5 d5 d5", 0), ("d8 d9 d10", 0)])
def test_non_identical_set_huxi_tc01(cards, huxi):
    assert SET_HUXI[tuple(sorted(parse_indices(cards)))] == huxi


@pytest.mark.parametrize("cards", ["x9 x10 x1", "x2 d3 x4", "x2 x7 d10", "x5 x5 x5", "x1 x3 x5"])
def test_invalid_sets_are_not_sets(cards):
    assert tuple(sorted(parse_indices(cards))) not in SET_HUXI


def test_parse_meld_forms_and_errors():
    assert str(parse_meld("peng x3")) == "peng x3"
    assert str(parse_meld("TI d10 d10 d10 d10")) == "ti d10"
    assert str(parse_meld("chi x3 x1 x2")) == "chi x1 x2 x3"
    assert parse_meld("pao d5").huxi == 9 and parse_meld("chou_wei x8").huxi == 3
    for bad in ["peng", "peng x3 x4", "kan x3", "chi x1 x2 x4", "chi x5 x5 x5", "ti x1 x1 x1", 5]:
        with pytest.raises(ValueError):
            parse_meld(bad)


def _layouts(hand, card):
    return ["chi " + format_sets(lay) for lay in chi_layouts(counts_of(parse_indices(hand)), _i(card))]


def test_bi_tc26_claim_into_either_set_is_one_outcome():
    assert _layouts("x1 x2 x3 x4 x5 x9 d9", "x3") == ["chi x1 x2 x3 / x3 x4 x5"]


def test_bi_tc26_impossible_bi_makes_chi_illegal():
    assert _layouts("x1 x2 x3 x3 x9 d9", "x3") == []


def test_bi_tc26_seed_example_mixed_sets():
    assert _layouts("d1 d1 x1 x2 x3", "x1") == ["chi x1 x1 d1", "chi x1 x2 x3 / x1 d1 d1"]


def test_bi_only_identical_copies_must_be_laid():
    # claiming x7 while holding d7: d7 may stay in hand (spec §11, §22.9)
    assert _layouts("x5 x6 d7 d9", "x7") == ["chi x5 x6 x7"]


def test_chi_never_uses_kan_cards():
    assert _layouts("x4 x4 x4 x6 d1", "x5") == []
    assert _layouts("x4 x6 x6 x6 d1", "x5") == []


def test_chi_layouts_tc05_enumerates_every_outcome():
    hand = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"
    got = _layouts(hand, "x7")
    # the hand x7 must be laid too (比) unless the claimed set already used it
    assert "chi x5 x6 x7 / x7 x8 x9" in got
    assert "chi x7 x7 d7" in got
    assert "chi x5 x6 x7 / x7 d7 d7" in got
    assert "chi x5 x6 x7" not in got  # would leave the hand x7 unlaid
    assert got == sorted(set(got), key=got.index) and len(got) == len(set(got))
    # every layout: claimed x7 + hand cards; exactly two x7 laid in all (1 claimed + 1 from hand)
    for a in got:
        laid = parse_indices(a[4:].replace("/", " "))
        assert laid.count(_i("x7")) == 2
