"""Records that claim a dealt deal are checked against their rules on load (issue 16 item 3;
spec §1: 48 cards, 16 to each seat; §2: who leads; §14: each match deal is dealt from the
match seed): a tampered deal is a ``RecordError``; a hand-made position stays loadable."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.errors import RecordError
from paodekuai import Deal, Match
from paodekuai.match import deal_seed

from ..card_changes import changed, changes
from .pdk_helpers import HOME, STANDARD

CODES = [r + s for r in "3456789TJQKA2" for s in "SHCD"]  # all 52 well-formed codes, 4 outside the deck


def played(d, moves, rng):
    for _ in range(moves):
        if d.is_over:
            break
        plays = d.legal_plays()
        d.play(rng.choice(plays) if plays and (not d.can_pass() or rng.random() < 0.7) else None)


def deal_record(rules, seed, moves=0):
    d = Deal.new(rules, seed)
    played(d, moves, random.Random(seed))
    return json.loads(d.to_json())


def match_record(rules, seed, deals_done=1):
    m = Match.new(rules, 5, seed)
    rng = random.Random(seed)
    for _ in range(deals_done):
        played(m.deal, 200, rng)
        m.next_deal()
    played(m.deal, 4, rng)
    return json.loads(m.to_json())


def hands_of(rec):
    return [h.split() for h in rec["hands"]]


def set_hands(rec, hands):
    rec["hands"] = [" ".join(h) for h in hands]


def refused(loader, rec):
    with pytest.raises(RecordError) as e:
        loader(json.dumps(rec))
    return str(e.value)


def test_a_dealt_record_names_its_seed_and_loads():
    rec = deal_record(STANDARD, 7, moves=5)
    assert (rec["dealt"], rec["seed"]) == (True, 7)
    again = Deal.from_json(json.dumps(rec))
    assert again.seed == 7 and again.to_json() == json.dumps(rec, ensure_ascii=False, separators=(",", ":"))


def test_the_17_15_16_and_the_47_card_deals_are_refused_with_their_reasons():
    rec = deal_record(STANDARD, 7)
    h = hands_of(rec)
    h[0].append(h[1].pop())
    set_hands(rec, h)
    assert refused(Deal.from_json, rec) == "seat 0 holds 17 cards, but a dealt deal gives each seat 16"
    rec = deal_record(STANDARD, 7)
    h = hands_of(rec)
    h[2].pop()
    set_hands(rec, h)
    assert refused(Deal.from_json, rec) == "the hands hold 47 cards, but a dealt deal deals all 48"


def test_the_same_in_a_match_record_the_autosave_holds():
    rec = match_record(STANDARD, 3)
    h = hands_of(rec["played"][0])
    h[0].append(h[1].pop())
    set_hands(rec["played"][0], h)
    assert refused(Match.from_json, rec) == "deal 1: seat 0 holds 17 cards, but a dealt deal gives each seat 16"
    rec = match_record(STANDARD, 3)
    h = hands_of(rec["played"][1])
    h[1].pop()
    set_hands(rec["played"][1], h)
    assert refused(Match.from_json, rec) == "deal 2: the hands hold 47 cards, but a dealt deal deals all 48"


def test_hands_another_seed_deals_are_refused():
    rec = deal_record(STANDARD, 7)
    rec["hands"] = deal_record(STANDARD, 8)["hands"]
    rec["leader"] = Deal.new(STANDARD, 8).leader
    assert refused(Deal.from_json, rec) == "the hands are not the ones the seed 7 deals"
    rec = match_record(HOME, 3)
    rec["played"][0]["seed"] = 4
    assert refused(Match.from_json, rec) == "deal 1: the deal names the seed 4, but the match deals it from 3"


def test_a_dealt_deal_is_led_as_the_rules_say():
    rec = deal_record(STANDARD, 7)
    holder = rec["leader"]
    rec["leader"] = (holder + 1) % 3
    assert refused(Deal.from_json, rec) == \
        f"seat {(holder + 1) % 3} leads, but the rules give the lead to seat {holder}, the holder of 3♠ (§2)"
    with pytest.raises(ValueError) as e:
        Deal.new(STANDARD, 7, leader=(holder + 1) % 3, first_of_match=False)
    assert str(e.value) == f"leader {(holder + 1) % 3}: the rules give this deal's lead to seat {holder}, " \
                           f"the holder of 3♠ (§2)"
    later = Deal.new(HOME, 7, leader=(holder + 1) % 3, first_of_match=False)  # home: the previous winner leads
    assert Deal.from_json(later.to_json()).turn == (holder + 1) % 3


def test_hand_made_positions_stay_loadable():
    d = Deal.from_hands(["3S 5S 9S", "4H 6H TH", "7D 8D JD"], STANDARD)
    rec = json.loads(d.to_json())
    assert (rec["dealt"], rec["seed"]) == (False, None)
    assert Deal.from_json(d.to_json()).hand(0) == d.hand(0)
    rec["seed"] = 5
    assert refused(Deal.from_json, rec) == "the record says the deal was not dealt, but names the seed 5"
    m = json.loads(Match.new(STANDARD, 1, 2).to_json())  # a match resumed at a hand-made first deal
    m["played"] = [json.loads(d.to_json())]
    assert Match.from_json(json.dumps(m)).deal.hand(1) == d.hand(1)


def test_records_written_before_the_flag():
    standalone = deal_record(STANDARD, 7)
    del standalone["dealt"], standalone["seed"]
    h = hands_of(standalone)
    h[2].pop()
    set_hands(standalone, h)
    assert Deal.from_json(json.dumps(standalone)).counts == (16, 16, 15)  # a stated position then
    rec = match_record(STANDARD, 3)
    for deal in rec["played"]:
        del deal["dealt"], deal["seed"]
    assert Match.from_json(json.dumps(rec)).deal.seed == deal_seed(3, 1)  # in a match: dealt from its seed
    h = hands_of(rec["played"][0])
    h[2].pop()
    set_hands(rec["played"][0], h)
    assert refused(Match.from_json, rec) == "deal 1: the hands hold 47 cards, but a dealt deal deals all 48"


CHANGE = changes(CODES, 3)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), standard=st.booleans(), in_match=st.booleans(), moves=st.integers(0, 6),
       which=st.integers(0, 1), change=CHANGE)
def test_any_change_of_a_card_in_a_dealt_record_is_refused(seed, standard, in_match, moves, which, change):
    rules = STANDARD if standard else HOME
    rec = match_record(rules, seed, deals_done=seed % 2) if in_match else deal_record(rules, seed, moves)
    target = rec["played"][which % len(rec["played"])] if in_match else rec
    h = changed(hands_of(target), change)
    if h is None:
        return
    set_hands(target, h)
    with pytest.raises(RecordError):
        (Match if in_match else Deal).from_json(json.dumps(rec))
