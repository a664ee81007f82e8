"""Positions in play (spec §25): ``Deal.from_setup(rules, **deal.position())`` plays on exactly
as ``deal`` does, at every decision of random deals (hypothesis).

At each decision the rebuilt deal has the same ``pending``, the same ``actions`` for every
seat, the same view for every seat and for a watcher (``history`` aside: the rebuilt deal's
history starts at the position, see ``Deal.position``), the same position; played on with
the same actions it produces the same events (its history is the original's from the
position on), and ends with the same result. Its record round-trips too.
"""

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paohuzi import Deal, Rules
from paohuzi.position import ask_of_view

from .phz_helpers import RULES, pick

def _views(d):
    out = []
    for seat in (0, 1, 2, None):
        v = d.view(seat).to_dict()
        del v["history"]
        out.append(v)
    return out


def _decisions(d):
    return d.pending, [d.actions(s) for s in range(3)]


def play_random(rules, seed, dealer, deal=None):
    """The deal (``Deal.new``'s, or ``deal``), a copy at each decision and the action taken there."""
    rng = random.Random(seed)
    d = Deal.new(rules, seed, dealer) if deal is None else deal
    copies, actions = [], []
    while not d.is_over:
        copies.append(d.clone())
        s = d.pending[0]
        a = pick(d.actions(s), rng)
        actions.append((s, a))
        d.act(s, a)
    return d, copies, actions


def step_of(p):
    return "discard" if p["discarding"] is not None else p["ask"][0]


def check_replays(rules, d, copies, actions, records=()):
    for i, orig in enumerate(copies):
        p = orig.position()
        json.dumps(p)
        r = Deal.from_setup(rules, **p)
        assert r.history == [] and r.seed is None
        assert _decisions(r) == _decisions(orig), (i, p)
        assert _views(r) == _views(orig), (i, p)
        assert r.position() == p
        assert ask_of_view(orig.view(orig.pending[0])) == p["ask"]
        start = len(orig.history)
        for j, (s, a) in enumerate(actions[i:], i):
            r.act(s, a)
            if j + 1 < len(copies):
                assert _decisions(r) == _decisions(copies[j + 1]), (i, j)
            assert r.history == d.history[start:len(r.history) + start]
        assert r.is_over and r.result == d.result
        assert r.history == d.history[start:]
        assert _views(r) == _views(d)
        if i in records:
            q = Deal.from_setup(rules, **p)
            for s, a in actions[i:i + 3]:
                if not q.is_over:
                    q.act(s, a)
            again = Deal.from_json(q.to_json())
            assert again.to_json() == q.to_json() and _views(again) == _views(q)
            assert again.history == q.history


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), rules=RULES, dealer=st.integers(0, 2))
def test_every_decision_rebuilt_from_its_position_plays_on_exactly(seed, rules, dealer):
    d, copies, actions = play_random(rules, seed, dealer)
    check_replays(rules, d, copies, actions, records={0, len(copies) // 2})


TC08 = "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9"
TC10 = "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6"
TC16 = "d1 d2 d3 x1 x2 x3 d2 d7 d10 x2 x7 x10 x5 x5 x5 x6 x7 x8 d4 d5 d6"
STOCK = "x4 x9 d8 x3 d9 x1 x6 d3 x10 d1"
SETUPS = [  # §21 positions with small hands (shifted §8 targets): 天胡, 偎 then 胡, 跑胡
    dict(hands=[TC16, "x4 x9 d9 d9", "x8 x9 d8 d8"], stock=STOCK),
    dict(hands=["d4 x4", TC08, "d4 x3"], stock="x5 " + STOCK, to_draw=1),
    dict(hands=[TC10, "d1 x2", "d1 x2"], stock="x3 x4 x9 d7 x2 d5 x1 x6 d3 x10 d1", to_draw=2,
         melds=[["peng x3"], [], []]),
]


def test_random_deals_and_setups_reach_every_kind_of_position():
    """The property above meets every step a position can be asked at: random deals give
    most; §21 setups played on at random give the 天胡 step, a 胡 check after a forced 偎 and
    one after a 跑 on another's draw (positions of small hands, with shifts)."""
    seen = Counter()
    for n in range(60):
        rules = Rules(min_huxi=10, next_can_chi_drawn=n % 2 == 0, pao_blocks_other_hu=n % 3 == 0)
        d, copies, actions = play_random(rules, n, n % 3)
        kinds = {step_of(c.position()) for c in copies}
        seen.update(kinds)
        if "pao_hu" in kinds or n < 3:
            check_replays(rules, d, copies, actions)
    for n, kw in enumerate(SETUPS * 4):
        rules = Rules(own_discard_is_chou=n % 2 == 0)
        d, copies, actions = play_random(rules, n, 0, Deal.from_setup(rules, **kw))
        seen.update(step_of(c.position()) for c in copies)
        check_replays(rules, d, copies, actions, records={0})
    assert set(seen) == {"discard", "hu", "peng", "chi", "tianhu", "forced_hu", "pao_hu"}, seen
