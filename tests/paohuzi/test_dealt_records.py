"""Paohuzi records that claim a dealt deal are checked against §5 on load (issue 16 item 3):
80 cards, four of each, 21 for the dealer (the 亮张 included), 20 for each other seat, 19 in
the stock, the cards the seed deals; each match deal dealt from the match seed. A tampered
deal is a ``RecordError``; a position stated with ``from_setup`` stays loadable."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.errors import RecordError
from paohuzi import Deal, Match, Rules
from paohuzi.cards import CODES

from ..card_changes import changed, changes


def played(d, moves, rng):
    for _ in range(moves):
        if d.is_over:
            break
        s = d.pending[0]
        d.act(s, rng.choice(d.actions(s)))


def deal_record(seed, dealer=0, moves=0, rules=None):
    d = Deal.new(rules or Rules(), seed, dealer)
    played(d, moves, random.Random(seed))
    return json.loads(d.to_json())


def match_record(seed, deals_done=1):
    m = Match.new(Rules(), seed)
    rng = random.Random(seed)
    for _ in range(deals_done):
        played(m.deal, 500, rng)
        m.next_deal()
    played(m.deal, 3, rng)
    return json.loads(m.to_json())


def cards_of(rec):
    return [h.split() for h in rec["setup"]["hands"]] + [rec["setup"]["stock"].split()]


def set_cards(rec, cards):
    rec["setup"]["hands"] = [" ".join(h) for h in cards[:3]]
    rec["setup"]["stock"] = " ".join(cards[3])


def refused(loader, rec):
    with pytest.raises(RecordError) as e:
        loader(json.dumps(rec))
    return str(e.value)


def test_a_dealt_record_says_so_and_loads():
    rec = deal_record(5, 1, moves=6)
    assert (rec["dealt"], rec["seed"]) == (True, 5)
    assert [len(h) for h in cards_of(rec)] == [20, 21, 20, 19]
    again = Deal.from_json(json.dumps(rec))
    assert again.dealt and again.seed == 5 and json.loads(again.to_json()) == rec


def test_a_dealt_deal_holds_what_section_5_deals():
    rec = deal_record(5)
    c = cards_of(rec)
    c[1].pop()
    set_cards(rec, c)
    assert refused(Deal.from_json, rec) == "the deal holds 79 cards (hands and stock), but a dealt deal uses all 80"
    rec = deal_record(5)
    c = cards_of(rec)
    c[0].append(c[3].pop())
    set_cards(rec, c)
    assert refused(Deal.from_json, rec) == \
        "the dealer (seat 0) holds 22 cards, but a dealt deal gives the dealer 21 (the 亮张 included) (§5)"
    rec = deal_record(5)
    c = cards_of(rec)
    c[3].append(c[2].pop())
    set_cards(rec, c)
    assert refused(Deal.from_json, rec) == "seat 2 holds 19 cards, but a dealt deal gives each other seat 20 (§5)"
    rec = deal_record(5)
    c = cards_of(rec)
    assert (c[1][0], c[3][0]) == ("d9", "d7")  # seat 1's first card, the stock's top card
    c[1][0] = "x5"
    set_cards(rec, c)
    assert refused(Deal.from_json, rec) == "the deal holds 5 copies of x5, but the deck has 4 of each"
    rec = deal_record(5)
    c = cards_of(rec)
    c[1][0], c[3][0] = c[3][0], c[1][0]
    set_cards(rec, c)
    assert refused(Deal.from_json, rec) == "the cards are not the ones the seed 5 deals"


def test_a_dealt_deal_states_no_position():
    rec = deal_record(5)
    rec["setup"]["melds"] = [["peng x3"], [], []]
    assert refused(Deal.from_json, rec) == \
        "a dealt deal starts from the cards as dealt, but its setup states melds / chou"
    rec = deal_record(5)
    rec["setup"]["to_draw"] = 1
    assert refused(Deal.from_json, rec) == "a dealt deal starts from the cards as dealt, but its setup states to_draw"


def test_match_deals_are_the_match_seeds():
    rec = match_record(4)
    other = deal_record("9:1", dealer=rec["deals"][1]["setup"]["dealer"])
    rec["deals"][1] = other
    assert refused(Match.from_json, rec) == "deal 2 names the seed '9:1', but the match deals it from '4:1'"
    rec = match_record(4)
    c = cards_of(rec["deals"][0])
    c[0].pop()
    set_cards(rec["deals"][0], c)
    assert refused(Match.from_json, rec) == \
        "deal 1: the deal holds 79 cards (hands and stock), but a dealt deal uses all 80"


def test_positions_stay_loadable_and_old_records_too():
    d = Deal.from_setup(Rules(), ["x1 x2", "d5 d5 d5", "x9"], "x3 x4", to_draw=0)
    rec = json.loads(d.to_json())
    assert (rec["dealt"], rec["seed"]) == (False, None)
    assert Deal.from_json(d.to_json()).hand(1) == d.hand(1)
    rec["seed"] = 5
    assert refused(Deal.from_json, rec) == "the record says the deal was not dealt, but names the seed 5"
    old = deal_record(5)
    del old["dealt"]  # written before the flag: a seed means a dealt deal
    assert Deal.from_json(json.dumps(old)).dealt
    c = cards_of(old)
    c[2].pop()
    set_cards(old, c)
    assert refused(Deal.from_json, old) == "the deal holds 79 cards (hands and stock), but a dealt deal uses all 80"
    old_setup = json.loads(d.to_json())
    del old_setup["dealt"]
    assert not Deal.from_json(json.dumps(old_setup)).dealt


CHANGE = changes(list(CODES), 4)  # the hands, then the stock


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**6), dealer=st.integers(0, 2), in_match=st.booleans(), moves=st.integers(0, 5),
       which=st.integers(0, 1), change=CHANGE)
def test_any_change_of_a_card_in_a_dealt_record_is_refused(seed, dealer, in_match, moves, which, change):
    rec = match_record(seed, seed % 2) if in_match else deal_record(seed, dealer, moves)
    target = rec["deals"][which % len(rec["deals"])] if in_match else rec
    c = changed(cards_of(target), change)
    if c is None:
        return
    set_cards(target, c)
    with pytest.raises(RecordError):
        (Match if in_match else Deal).from_json(json.dumps(rec))
