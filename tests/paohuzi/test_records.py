"""Versioned JSON records (spec §23): round trips mid-deal, refusal of bad records."""

import json
import random

import pytest
from .phz_helpers import setup

from paohuzi import Deal, Match, Rules
from paohuzi.deal import DEAL_FORMAT
from cardroom.records import RecordError


def _play(d, n, seed=0):
    rng = random.Random(seed)
    for _ in range(n):
        if d.is_over:
            break
        s = d.pending[0]
        d.act(s, rng.choice(d.actions(s)))


def test_deal_record_round_trips_mid_deal_and_continues_identically():
    d = Deal.new(Rules(fan_table="wiki"), 11)
    _play(d, 6)
    text = d.to_json()
    rec = json.loads(text)
    assert rec["format"] == DEAL_FORMAT == "paohuzi.deal/1"
    assert rec["seed"] == 11 and rec["rules"]["fan_table"] == "wiki"
    e = Deal.from_json(text)
    assert e.to_json() == text and e.pending == d.pending and e.offer == d.offer
    _play(d, 100, seed=3)
    _play(e, 100, seed=3)
    assert e.to_json() == d.to_json() and e.result == d.result


def test_setup_record_keeps_melds_and_chou():
    d = setup(["x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8", "d4", "d4"], "x8 d6", to_draw=0,
              melds=[["pao d5", "ti x9"], [], []], chou=["", "d6", ""])
    e = Deal.from_json(d.to_json())
    assert e.melds(0) == ["pao d5", "ti x9"] and [str(c) for c in e.chou(1)] == ["d6"]
    assert e.actions(0) == ["hu", "pass"]


@pytest.mark.parametrize("text", [
    "", "not json", "[]", '{"format": "paodekuai.deal/1"}', '{"format": "paohuzi.deal/9"}',
    '{"format": "paohuzi.deal/1"}', '{"format": "paohuzi.match/1"}'])
def test_bad_records_are_refused_with_record_error(text):
    with pytest.raises(RecordError):
        Deal.from_json(text)


def test_tampered_records_are_refused():
    d = Deal.new(Rules(), 5)
    _play(d, 4)
    good = json.loads(d.to_json())
    bad_action = json.loads(d.to_json())
    bad_action["actions"].append([0, "discard x11"])
    bad_copies = json.loads(d.to_json())
    bad_copies["setup"]["stock"] += " x1 x1 x1 x1"
    bad_seat = json.loads(d.to_json())
    bad_seat["actions"][0][0] = (good["actions"][0][0] + 1) % 3
    bad_rules = json.loads(d.to_json())
    bad_rules["rules"]["min_huxi"] = "many"
    bad_types = json.loads(d.to_json())
    bad_types["setup"]["hands"] = [1, 2, 3]
    for rec in (bad_action, bad_copies, bad_seat, bad_rules, bad_types):
        with pytest.raises(RecordError):
            Deal.from_json(json.dumps(rec))
    assert isinstance(RecordError("x"), ValueError)


def test_match_record_round_trips():
    m = Match.new(Rules(), "club", players=4)
    for _ in range(3):
        _play(m.deal, 200)
        m.next_deal()
    _play(m.deal, 5)
    text = m.to_json()
    n = Match.from_json(text)
    assert n.to_json() == text and n.totals == m.totals and n.dealer == m.dealer and n.streak == m.streak
    rec = json.loads(text)
    rec["deals"][1]["setup"]["dealer"] = (rec["deals"][1]["setup"]["dealer"] + 1) % 3
    with pytest.raises(RecordError):
        Match.from_json(json.dumps(rec))
