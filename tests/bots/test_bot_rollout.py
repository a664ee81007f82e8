"""The Hard level's playout with a look-ahead for its own seat (``bots/rollout.py``)."""

import random

from .bot_helpers import STANDARD, deal, random_positions

from paodekuai import Deal
from paodekuai.bots.normal import hand_counts
from paodekuai.bots.rollout import lookahead_playout, own_options
from paodekuai.bots.sim import Sim


def sim_of(d: Deal) -> Sim:
    t = d.table
    return Sim([hand_counts(d.hand(s)) for s in range(3)], d.turn, None if t is None else (t.kind, t.units, t.key),
               d.table_by, d.passes, [any(p is not None for s2, p in d.history if s2 == s) for s in range(3)],
               d.rules.split_bombs, d.rules.bomb_bonus == "immediate")


def test_one_option_is_the_plain_playout():
    for i in range(20):
        s = sim_of(Deal.new(STANDARD, f"look-{i}"))
        assert lookahead_playout(s.copy(), s.turn, 1) == s.copy().playout()


def test_the_look_ahead_finds_a_better_line_than_the_policy():
    """Seat 0 leads 3♠ 9♠ J♥ K♣ against 3♣ 4♠ 5♣ Q♥ and 3♥ 7♥ 7♦ 10♣ (nobody has played).
    Playing the Normal policy throughout it goes out with 2 and 3 cards left to the others
    (+5); trying its three best moves at each turn it goes out with 3 cards left to seat 1
    and seat 2 shut out (4 cards, doubled): +11."""
    d = deal("3S 9S JH KC / 3C 4S 5C QH / 3H 7H 7D TC", leader=0, first_of_match=False)
    s = sim_of(d)
    assert s.copy().playout() == (5, -2, -3)
    assert lookahead_playout(s.copy(), 0, 3) == (11, -3, -8)


def test_options_are_legal_and_ranked_by_the_policy():
    n = 0
    for d, view in random_positions(STANDARD, 8, "look-options", every=3):
        s = sim_of(d)
        opts = own_options(s, 3)
        assert 1 <= len(opts) <= 3
        legal = {p.ranks for p in d.legal_plays()}
        for m in opts:
            assert (m is None and d.can_pass()) or m[3] in legal
        assert opts[0] == s.policy_move()
        n += 1
    assert n > 50
