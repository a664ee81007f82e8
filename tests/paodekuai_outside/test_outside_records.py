"""Spec §13/§14 records: Deal.to_json / from_json round trips (mid-deal included) and
refusals of malformed, unknown-version and illegal records; weird inputs give ValueError."""

import json

import pytest

from paodekuai import Deal, Match, Rules

from .util import HOME, STANDARD, deal, desc


def snapshot(d):
    return (
        [d.hand(s) for s in range(3)], d.turn, d.is_over,
        None if d.table is None else desc(d.table),
        [(s, None if p is None else desc(p)) for s, p in d.history],
        sorted(desc(p) for p in d.legal_plays()) if not d.is_over else None,
        d.can_pass() if not d.is_over else None,
        None if d.result is None else (d.result.winner, d.result.cards_left, d.result.shut_out,
                                       d.result.bomb_points, d.result.points),
    )


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("seed", [3, 4])
def test_round_trip_every_step(rules, seed):
    d = Deal.new(rules, seed)
    while True:
        text = d.to_json()
        again = Deal.from_json(text)
        assert again.to_json() == text
        assert snapshot(again) == snapshot(d)
        if d.is_over:
            break
        plays = d.legal_plays()
        choice = plays[len(d.history) % len(plays)].cards if plays else "pass"
        d.play(choice)
        # the reloaded deal accepts the same move and stays identical
        again.play(choice)
        assert again.to_json() == d.to_json()


def test_round_trip_keeps_leader_and_first_of_match():
    d = deal("3S 5S KS", "4H 6H", "4D 6D", HOME, leader=2, first_of_match=False)
    again = Deal.from_json(d.to_json())
    assert again.turn == 2 and again.check("4D") is None
    d = deal("3S 5S KS", "4H 6H", "4D 6D", HOME)
    again = Deal.from_json(d.to_json())
    assert again.check("5S") == "must_include_3S"


def base_record():
    d = deal("3S 5S 9S", "4H 6H TH", "7D 8D JD")
    d.play("3S")
    d.play("4H")
    return json.loads(d.to_json())


def edited(fn):
    rec = base_record()
    fn(rec)
    return json.dumps(rec)


@pytest.mark.parametrize("text", [
    "", "null", "[]", "{}", "not json", '"x"', "1e999", "NaN", "{" * 5,
    edited(lambda r: r.__setitem__("format", "paodekuai.deal/99")),
    edited(lambda r: r.__setitem__("format", "paodekuai.match/1")),
    edited(lambda r: r.pop("format")),
    edited(lambda r: r.pop("hands")),
    edited(lambda r: r.__setitem__("hands", 5)),
    edited(lambda r: r["hands"].__setitem__(1, r["hands"][0])),     # duplicates
    edited(lambda r: r["hands"].__setitem__(1, "AS 4H")),           # outside the deck
    edited(lambda r: r["hands"].__setitem__(1, "")),                # empty hand
    edited(lambda r: r["hands"].__setitem__(1, None)),
    edited(lambda r: r["plays"].append([2, "9S"])),                 # not in seat 2's hand
    edited(lambda r: r["plays"].append([0, "5S"])),                 # not seat 0's turn
    edited(lambda r: r["plays"].append([2, "pass"])),               # must beat (7, 8, J beat 4)
    edited(lambda r: r["plays"].__setitem__(0, [0, "pass"])),       # leader cannot pass
    edited(lambda r: r["plays"].__setitem__(1, [1, "4H 6H"])),      # not a combination
    edited(lambda r: r["plays"].__setitem__(1, [1, "XX"])),
    edited(lambda r: r["plays"].__setitem__(1, [1])),
    edited(lambda r: r.__setitem__("plays", None)),
    edited(lambda r: r["rules"].__setitem__("bomb_bonus", "never")),
    edited(lambda r: r.__setitem__("rules", "standard")),
    edited(lambda r: r.__setitem__("leader", 7)),
])
def test_from_json_refusals(text):
    with pytest.raises(ValueError):
        Deal.from_json(text)


def test_from_json_plays_after_the_end_refused():
    d = deal("3S", "4H 6H", "7D 8D")
    d.play("3S")
    rec = json.loads(d.to_json())
    rec["plays"].append([1, "4H"])
    with pytest.raises(ValueError):
        Deal.from_json(json.dumps(rec))


def test_from_json_tampered_result_is_refused_or_corrected():
    d = deal("3S 4S", "4H 6H", "7D 8D")
    # s2's next player (s0) is on last card after 3S, so s2 must play its highest single, 8D
    for move in ["3S", "4H", "8D", "pass", "pass", "7D"]:
        d.play(move)
    true = (d.result.winner, d.result.points)
    rec = json.loads(d.to_json())
    rec["result"] = {"winner": 0, "points": [99, -99, 0]}
    try:
        again = Deal.from_json(json.dumps(rec))
    except ValueError:
        return
    assert (again.result.winner, again.result.points) == true


@pytest.mark.parametrize("opener", ["[", '{"a":'])
@pytest.mark.parametrize("loader", [Deal.from_json, Match.from_json], ids=["deal", "match"])
def test_from_json_deeply_nested_is_value_error(loader, opener):
    # §14: a malformed record raises ValueError (the json module's RecursionError must not leak).
    with pytest.raises(ValueError):
        loader(opener * 100_000)


def test_huge_inputs_are_value_errors_or_codes():
    d = deal("3S 5S 9S", "4H 6H TH", "7D 8D JD")
    with pytest.raises(ValueError):
        d.check("x" * 1_000_000)
    assert d.check("3S " * 100_000) == "not_in_hand"   # a repeated card
    assert d.history == []


def test_leader_must_be_a_seat():
    for leader in (3, -1, "0"):
        with pytest.raises(ValueError):
            Deal.from_hands(["3S", "4H", "5D"], STANDARD, leader=leader)


def test_float_leader_refused_or_usable():
    # bad input never crashes and never loses data: a leader of 1.0 is either refused with a
    # ValueError or behaves as seat 1 (play works, the record reloads).
    try:
        d = Deal.from_hands(["3S 5S", "4S 6S", "7S 8S"], STANDARD, leader=1.0)
    except ValueError:
        return
    d.play("4S")
    assert Deal.from_json(d.to_json()).to_json() == d.to_json()


def test_float_deal_count_refused_or_usable():
    try:
        m = Match.new(STANDARD, 5.0, 1)
    except ValueError:
        return
    assert Match.from_json(m.to_json()).to_json() == m.to_json()


def test_rules_fields_validated():
    with pytest.raises(ValueError):
        Rules(first_play_has_3S=False, next_leader="loser", bomb_bonus="unbeaten", split_bombs=False)
    with pytest.raises(ValueError):
        Rules(first_play_has_3S=False, next_leader="winner", bomb_bonus="sometimes", split_bombs=False)
    for bad in ("", "x", "casual", None):
        with pytest.raises(ValueError):
            Rules.preset(bad)
    assert Rules.preset("home") == Rules(first_play_has_3S=True, next_leader="winner",
                                         bomb_bonus="immediate", split_bombs=True)
    assert Rules.preset("standard") == Rules(first_play_has_3S=False, next_leader="holder_3S",
                                             bomb_bonus="unbeaten", split_bombs=False)


def test_returned_lists_are_copies():
    d = deal("3S 5S 9S", "4H 6H TH", "7D 8D JD")
    d.play("3S")
    d.hand(0).clear()
    d.history.clear()
    d.legal_plays().clear()
    assert [str(c) for c in d.hand(0)] == ["5S", "9S"] and len(d.history) == 1
