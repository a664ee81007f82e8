"""Outside tests: IllegalAction codes, records and odd inputs (spec §23, §24)."""

import json
import random

import pytest

from paohuzi import Deal, IllegalAction, Rules, evaluate

from .phz_outside_helpers import setup

TC16 = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"


def snapshot(deal):
    """Everything the interface shows of a deal."""
    return (deal.pending, [deal.actions(s) for s in range(3)], deal.offer,
            [deal.hand(s) for s in range(3)], [deal.melds(s) for s in range(3)],
            [deal.discards(s) for s in range(3)], deal.stock_count, deal.dealer, deal.is_over,
            deal.history, deal.result)


def step(deal, rng):
    seat = deal.pending[0]
    deal.act(seat, rng.choice(deal.actions(seat)))


# ---------------------------------------------------------------- IllegalAction
def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)


def test_not_pending_and_not_available_change_nothing():
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    before, record = snapshot(deal), deal.to_json()
    for seat, action, code in [(1, "pass", "not_pending"), (2, "hu", "not_pending"),
                               (0, "peng", "not_available"), (0, "discard x1", "not_available"),
                               (0, "chi x1 x2 x3", "not_available"), (0, "", "not_available")]:
        with pytest.raises(IllegalAction) as err:
            deal.act(seat, action)
        assert err.value.code == code, (seat, action)
        assert snapshot(deal) == before and deal.to_json() == record


@pytest.mark.parametrize("seat", [3, -1, 7, "0", None])
def test_odd_seats_are_not_pending(seat):
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    before = snapshot(deal)
    with pytest.raises(IllegalAction) as err:
        deal.act(seat, "hu")
    assert err.value.code == "not_pending"
    assert snapshot(deal) == before


TC02 = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"


@pytest.mark.parametrize("action", ["hu", "pass"])
def test_float_seat_is_refused_or_means_the_seat(action):
    # 1.0 == 1: either refused with IllegalAction and nothing changed, or taken as seat 1 with
    # the same outcome as act(1, ...). Never another exception, never a "1.0" in the record.
    deal = setup(["x3 d9", TC02, "x1 d1"], "x7 d4 d3", to_draw=1)
    twin = setup(["x3 d9", TC02, "x1 d1"], "x7 d4 d3", to_draw=1)
    before, record = snapshot(deal), deal.to_json()
    try:
        deal.act(1.0, action)
    except IllegalAction:
        assert snapshot(deal) == before and deal.to_json() == record
        return
    twin.act(1, action)
    assert snapshot(deal) == snapshot(twin)
    assert deal.to_json() == twin.to_json()


@pytest.mark.parametrize("action", [None, 5, ["hu"], b"hu"])
def test_odd_actions_are_not_available(action):
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    before = snapshot(deal)
    with pytest.raises(IllegalAction) as err:
        deal.act(0, action)
    assert err.value.code == "not_available"
    assert snapshot(deal) == before


def test_deal_over_code_and_empty_actions():
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    deal.act(0, "hu")
    assert deal.pending == [] and all(deal.actions(s) == [] for s in range(3))
    for seat in range(3):
        with pytest.raises(IllegalAction) as err:
            deal.act(seat, "pass")
        assert err.value.code == "deal_over"


def test_actions_of_a_waiting_seat_are_empty():
    deal = setup([TC16, "x9 d9 x4", "x4 d8 x9"], "d3 x3 d8")
    assert deal.actions(1) == [] and deal.actions(2) == []


# ---------------------------------------------------------------- evaluate odd inputs
HAND = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"


@pytest.mark.parametrize("melds, hand, card, source", [
    ([], HAND, "x11", "self"),
    ([], HAND, "x7", "sideways"),
    (["pung x3"], HAND, "x7", "other"),
    (["chi x1 x2 x4"], HAND, "x7", "other"),
    ([], HAND + " q1", "x7", "other"),
    ([], "x7 x7 x7 " + HAND, "x7", "other"),          # 5 copies of x7 with the card
    (["peng d5"], HAND, "x7", "other"),               # 6 copies of d5
])
def test_evaluate_refuses_bad_input(melds, hand, card, source):
    with pytest.raises(ValueError):
        evaluate(melds, hand, card, source)


# ---------------------------------------------------------------- records
@pytest.mark.parametrize("seed", range(12))
def test_round_trip_mid_deal_and_same_future(seed):
    rng = random.Random(seed)
    deal = Deal.new(Rules(), seed, dealer=seed % 3)
    for _ in range(rng.randrange(0, 25)):
        if deal.is_over:
            break
        step(deal, rng)
    copy = Deal.from_json(deal.to_json())
    assert snapshot(copy) == snapshot(deal)
    assert copy.to_json() == deal.to_json()
    while not deal.is_over:
        seat = deal.pending[0]
        action = rng.choice(deal.actions(seat))
        deal.act(seat, action)
        copy.act(seat, action)
        assert snapshot(copy) == snapshot(deal)


def test_round_trip_from_setup_with_options():
    rules = Rules(next_can_chi_drawn=True, own_discard_is_chou=False, fan_table="wiki", min_huxi=10)
    deal = setup(["x3 x4 d10", "x5 x5 d5 x4 x6 d1", "x1 d2"], "x5 d3 d6", to_draw=0, rules=rules,
                 melds=[["peng x9"], [], ["wei d4"]], chou=["x8", "", "x2"])
    copy = Deal.from_json(deal.to_json())
    assert snapshot(copy) == snapshot(deal)
    deal.act(1, "peng")
    copy.act(1, "peng")
    assert snapshot(copy) == snapshot(deal)


@pytest.mark.parametrize("text", ["", "not json", "[]", "{}", "null", "42", '"deal"', "{\"format\": 1}"])
def test_from_json_refuses_garbage(text):
    with pytest.raises(ValueError):
        Deal.from_json(text)


def _tampered_records():
    rng = random.Random(3)
    deal = Deal.new(Rules(), 3)
    for _ in range(6):
        if deal.is_over:
            break
        step(deal, rng)
    base = json.loads(deal.to_json())
    out = []

    def variant(name, change):
        rec = json.loads(json.dumps(base))
        change(rec)
        out.append(pytest.param(json.dumps(rec), id=name))

    for key in list(base):
        if key not in ("engine", "seed", "dealt"):  # informative only; "dealt" is absent in older records
            variant("drop-" + key, lambda r, k=key: r.pop(k))
    if "format" in base:
        variant("format", lambda r: r.__setitem__("format", "paohuzi.deal/99"))
    if "actions" in base:
        variant("bad-action", lambda r: r["actions"].append("chi x1 x1 x1"))
        variant("actions-type", lambda r: r.__setitem__("actions", "hu"))
        if base["actions"]:
            variant("first-action-changed",
                    lambda r: r["actions"].__setitem__(0, "discard " + "x11"))
    if "rules" in base:
        variant("rules-fan", lambda r: r["rules"].__setitem__("fan_table", "nope"))
        variant("rules-min", lambda r: r["rules"].__setitem__("min_huxi", "abc"))
    if "setup" in base and "hands" in base["setup"]:
        variant("five-copies", lambda r: r["setup"]["hands"].__setitem__(
            0, r["setup"]["hands"][0] + " x1 x1 x1 x1 x1"))
        variant("bad-card", lambda r: r["setup"]["hands"].__setitem__(
            1, r["setup"]["hands"][1] + " z3"))
    return out


@pytest.mark.parametrize("text", _tampered_records())
def test_from_json_refuses_tampered_records(text):
    with pytest.raises(ValueError):
        Deal.from_json(text)
