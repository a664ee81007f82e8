"""Deal and match records (spec §13, §14): exact round trips, clear refusals."""

import json

import pytest

from paodekuai import Deal, Match
from paodekuai.cards import format_cards

from .pdk_helpers import HOME, STANDARD, deal


def step(d: Deal) -> None:
    d.play("pass" if d.can_pass() else d.legal_plays()[-1])


def snapshot(d: Deal):
    return ([format_cards(d.hand(s)) for s in range(3)], d.turn, str(d.table), d.table_by, d.passes,
            [(s, str(p)) for s, p in d.history], [str(p) for p in d.legal_plays()], d.can_pass(),
            d.bomb_points, d.leader, d.first_of_match, d.rules)


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_deal_round_trips_mid_deal_and_plays_on_identically(rules):
    a = Deal.new(rules, 2024)
    for _ in range(17):
        step(a)
    text = a.to_json()
    b = Deal.from_json(text)
    assert snapshot(b) == snapshot(a)
    assert b.to_json() == text
    while not a.is_over:
        step(a)
        step(b)
        assert snapshot(b) == snapshot(a)
    assert b.result == a.result
    assert Deal.from_json(a.to_json()).result == a.result


def test_record_shape():
    d = deal("3S 4S / 5S 6S / 7S 8S", moves="3S|5S")
    data = json.loads(d.to_json())
    assert data["format"] == "paodekuai.deal/1"
    assert data["rules"] == STANDARD.to_dict()
    assert data["hands"] == ["3S 4S", "5S 6S", "7S 8S"]
    assert data["plays"] == [[0, "3S"], [1, "5S"]]
    assert data["leader"] == 0 and data["first_of_match"] is True and data["result"] is None


def tamper(text: str, **changes) -> str:
    data = json.loads(text)
    data.update(changes)
    return json.dumps(data)


GOOD = deal("3S 4S 9S / 5S 6S / 7S 8S", moves="3S|5S|7S").to_json()


@pytest.mark.parametrize("text, message", [
    ("not json", "not valid JSON"),
    (GOOD[:-10], "not valid JSON"),                                    # truncated
    ("[1, 2]", "JSON object"),
    (tamper(GOOD, format="paodekuai.deal/9"), "unknown paodekuai.deal record version"),
    (tamper(GOOD, format="paohuzi.deal/1"), "expected 'paodekuai.deal'"),
    (tamper(GOOD, plays=[[0, "3S"], [1, "6S"], [2, "8S"], [0, "4S"]]), "move 4"),   # 4 does not beat 8
    (tamper(GOOD, plays=[[0, "3S"], [2, "5S"]]), "move 2 is by seat 2"),
    (tamper(GOOD, plays=[[0, "3S"], [1, "QQ"]]), "malformed"),
    (tamper(GOOD, plays=[[0, "9S"], [1, "AS"]]), "not_in_hand"),
    (tamper(GOOD, hands=["3S 4S", "3S 6S", "7S 8S"]), "dealt twice"),
    (tamper(GOOD, hands=["3S 4S", "", "7S 8S"]), "empty"),
    (tamper(GOOD, rules={"split_bombs": True}), "missing rule field"),
    (tamper(GOOD, leader="0"), "'leader' must be int"),
    (tamper(GOOD, plays="3S"), "'plays' must be list"),
    (tamper(GOOD, result={"winner": 1}), "result does not match"),
])
def test_tampered_deal_records_are_refused_clearly(text, message):
    with pytest.raises(ValueError, match=message):
        Deal.from_json(text)


def test_move_after_the_end_is_refused():
    text = deal("3S / 4S / 5S", moves="3S").to_json()
    with pytest.raises(ValueError, match="after the deal ended"):
        Deal.from_json(tamper(text, plays=[[0, "3S"], [1, "4S"]], result=None))


def test_match_round_trips_in_the_middle_of_a_deal():
    m = Match.new(HOME, 5, seed=99)
    while not m.deal.is_over:
        step(m.deal)
    m.next_deal()
    for _ in range(9):
        step(m.deal)
    text = m.to_json()
    m2 = Match.from_json(text)
    assert m2.to_json() == text
    assert m2.totals == m.totals and m2.number == 2 and m2.deals == 5 and m2.seed == 99
    assert snapshot(m2.deal) == snapshot(m.deal)
    while not m.is_over:
        while not m.deal.is_over:
            step(m.deal)
            step(m2.deal)
        if not m.is_over:
            m.next_deal()
            m2.next_deal()
            assert m2.deal.initial_hands == m.deal.initial_hands
    assert m2.is_over and m2.totals == m.totals and m2.winners == m.winners


def test_match_record_refuses_a_wrong_leader():
    m = Match.new(HOME, 5, seed=4)
    while not m.deal.is_over:
        step(m.deal)
    m.next_deal()
    data = json.loads(m.to_json())
    data["played"][1]["leader"] = (data["played"][1]["leader"] + 1) % 3
    data["played"][1]["plays"] = []
    with pytest.raises(ValueError, match="deal 2 is led by seat"):
        Match.from_json(json.dumps(data))


def test_match_record_refuses_an_unfinished_deal_before_the_last():
    m = Match.new(STANDARD, 5, seed=4)
    data = json.loads(m.to_json())
    data["played"] = [data["played"][0], data["played"][0]]
    with pytest.raises(ValueError, match="deal 1 is not finished|first_of_match"):
        Match.from_json(json.dumps(data))


def test_match_record_refuses_too_many_deals():
    m = Match.new(STANDARD, 1, seed=4)
    while not m.deal.is_over:
        step(m.deal)
    data = json.loads(m.to_json())
    second = dict(data["played"][0], first_of_match=False, plays=[], result=None)
    data["played"].append(second)
    with pytest.raises(ValueError, match="holds 1 to 1 deal records"):
        Match.from_json(json.dumps(data))


@pytest.mark.parametrize("leader", [1.0, "1", 3, -1, True])
def test_leader_must_be_a_seat_number(leader):
    with pytest.raises(ValueError, match="leader must be"):
        Deal.from_hands(["3S 5S", "4S 6S", "7S 8S"], STANDARD, leader=leader)


@pytest.mark.parametrize("bad", [None, 5, [1, 2], object()])
def test_odd_inputs_are_value_errors(bad):
    from paodekuai import format_cards, parse_cards
    with pytest.raises(ValueError):
        parse_cards(bad)
    with pytest.raises(ValueError):
        Deal.from_hands([bad, "4S", "5S"], STANDARD)
    with pytest.raises(ValueError):
        Deal.from_hands(bad, STANDARD)
    with pytest.raises(ValueError):
        format_cards(bad)


@pytest.mark.parametrize("seat", [3, -1, "0", 1.0, None])
def test_seat_arguments_are_checked(seat):
    d = deal("3S 4S / 5S 6S / 7S 8S")
    with pytest.raises(ValueError, match="seat must be"):
        d.hand(seat)


@pytest.mark.parametrize("seed", [None, 1.5, [1]])
def test_deal_seed_must_be_int_or_str(seed):
    with pytest.raises(ValueError, match="seed must be"):
        Deal.new(STANDARD, seed)


def test_plays_are_read_only():
    d = deal("3S 4S / 5S 6S / 7S 8S")
    p = d.play("3S")
    with pytest.raises(AttributeError):
        p.key = 99
    assert d.table.key == 3
