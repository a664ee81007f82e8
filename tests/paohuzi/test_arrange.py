"""The hand in columns (paohuzi.arrange): the order of issue 12 (坎 first, then pairs, 一二三 /
二七十 sets, runs, mixed sets, partial sets, leftovers), every card once, at most four a
column, and each complete column's 胡息 as spec §6 values its set."""

from hypothesis import given, settings, strategies as st

from paohuzi.arrange import KINDS, MAX_CARDS, MAX_COLUMNS, arrange, kan_cards, set_huxi
from paohuzi.cards import CODES

# §6: 一二三 / 二七十 3 small, 6 big; other runs and mixed sets 0; 坎 3 small, 6 big
HAND = "x4 x4 x4 x6 x6 x1 x2 x3 d2 d7 d10 d3 d4 d5 x9 x9 d9 x7 x10 d8"


def test_a_hand_with_one_best_split_in_the_issues_order():
    cols = arrange(HAND)
    assert [(c["kind"], " ".join(c["cards"]), c["huxi"]) for c in cols] == [
        ("kan", "x4 x4 x4", 3),
        ("pair", "x6 x6", None),
        ("set", "x1 x2 x3", 3),
        ("set", "d2 d7 d10", 6),       # worth more than the run d6 d7 d8 it could be
        ("run", "d3 d4 d5", 0),
        ("mixed", "x9 x9 d9", 0),      # rather than x9 x10 waiting for an x8
        ("partial", "x7 x10", None),   # two of 二七十 (x7 with an x6 would leave the pair broken)
        ("single", "d8", None),
    ]


def test_tc02_hand_keeps_its_kan_and_both_sets_worth_huxi():
    cols = arrange("d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6")
    assert cols[0] == {"cards": ["d5", "d5", "d5"], "kind": "kan", "huxi": 6}
    assert [c["cards"] for c in cols[1:3]] == [["x1", "x2", "x3"], ["d2", "d7", "d10"]]
    # five complete sets (15 cards) and one partial set: no split of these 17 free cards does better
    assert [c["kind"] for c in cols[1:]] == ["set", "set", "run", "run", "run", "partial"]


def test_leftovers_share_columns_of_three():
    cols = arrange("x1 x8 d3 d6 d10 x5 x5")  # no two of them a set could start from, but the x5 pair
    assert [c["cards"] for c in cols] == [["x5", "x5"], ["x1", "x8", "d3"], ["d6", "d10"]]
    assert [c["kind"] for c in cols] == ["pair", "single", "single"]


def test_set_huxi_lists_every_set_the_free_cards_make():
    assert set_huxi("x1 x2 x3 d5 d5 x5") == {"x1 x2 x3": 3, "x5 d5 d5": 0}
    assert set_huxi("d2 d7 d10 x2 x7 x10 x7") == {"x2 x7 x10": 3, "x7 x7 d7": 0, "d2 d7 d10": 6}
    assert set_huxi("x4 x4 x4 x5 x6") == {}  # 坎 cards never join another set
    assert kan_cards("x4 x4 x4 x5 d9 d9 d9") == ["x4", "d9"]


hands = st.lists(st.integers(0, 3), min_size=20, max_size=20).filter(lambda c: 1 <= sum(c) <= 21)


@settings(max_examples=150, deadline=None)
@given(hands)
def test_every_card_once_kan_first_and_locked_columns_within_bounds(counts):
    hand = " ".join(" ".join([CODES[i]] * n) for i, n in enumerate(counts) if n)
    cols = arrange(hand)
    cards = sorted(c for col in cols for c in col["cards"])
    assert cards == sorted(hand.split())
    assert all(1 <= len(col["cards"]) <= MAX_CARDS for col in cols)
    kans = [col for col in cols if col["kind"] == "kan"]
    assert cols[:len(kans)] == kans and [col["cards"][0] for col in kans] == kan_cards(hand)
    order = [KINDS.index(col["kind"]) for col in cols]
    assert order == sorted(order)
    table = set_huxi(hand)
    for col in cols:
        key = " ".join(col["cards"])
        if col["kind"] in ("set", "run", "mixed"):
            assert col["huxi"] == table[key]
        elif col["kind"] != "kan":
            assert col["huxi"] is None and key not in table
    assert len(cols) <= MAX_COLUMNS or all(col["kind"] not in ("single", "partial") for col in cols[-2:])
