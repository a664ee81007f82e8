"""paohuzi.bots.likely: the other seats' recent choices and a world's likelihood of them."""

import random

from cardroom.bots import Limit
from paohuzi import Deal, Rules
from paohuzi.bots.hard import HardBot
from paohuzi.bots.likely import recent_choices, world_log_likelihood
from paohuzi.bots.normal import normal_action
from paohuzi.bots.worlds import Inference

HISTORY = ("0 discard d4", "1 draw d3", "1 chi x3 x3 d3 / d1 d2 d3", "1 discard x9", "0 peng x9",
           "0 discard x7", "1 draw x3", "2 draw d1", "0 draw x3")


def test_recent_choices_are_the_last_discard_and_the_untaken_offers_since_the_hand_changed():
    # seat 1: its hand last changed at its discard of x9; then x7 (seat 0's discard), x3 (its
    # own draw) and d1 (seat 2's draw) went by untaken; seat 0's draw of x3 is still on offer
    assert recent_choices(HISTORY, 1) == (8, [(6, 0, "discard"), (2, 1, "draw"), (10, 2, "draw")])
    assert recent_choices(HISTORY, 0) == (6, [(2, 1, "draw"), (10, 2, "draw")])
    # seat 2 only drew: no discard; every untaken offer since the deal (d3 and x9 were taken)
    assert recent_choices(HISTORY, 2) == (None, [(13, 0, "discard"), (6, 0, "discard"), (2, 1, "draw"),
                                                 (10, 2, "draw")])
    # a claim after its discard: the discard says nothing of the hand now
    assert recent_choices(HISTORY[:5], 0) == (None, [])


def _mid_deal(seed, moves):
    d = Deal.new(Rules(), seed, dealer=0)
    for _ in range(moves):
        s = d.pending[0]
        d.act(s, normal_action(d.view(s)))
    return d, d.view(d.pending[0])


def test_a_world_likelihood_is_a_log_probability_and_the_real_deal_is_likelier_than_most_guesses():
    d, view = _mid_deal("x/4", 25)
    real = world_log_likelihood(d, view, 1.0)
    inf = Inference(view)
    rng = random.Random(1)
    guesses = [world_log_likelihood(inf.sample(rng).deal(), view, 1.0) for _ in range(12)]
    assert all(x <= 0.0 for x in guesses + [real])
    assert sum(real > g for g in guesses) == 11  # round(real, 2) == -0.24; the guesses -12.85 … -0.11


def test_hard_with_weighed_worlds_is_reproducible_and_plays_a_legal_action():
    d, view = _mid_deal("x/4", 25)
    bot = HardBot(weigh=1.0, pool=6, horizon=4, close=None)
    a = bot.choose(view, random.Random(4), Limit(simulations=6))
    b = bot.choose(view, random.Random(4), Limit(simulations=6))
    assert a.play in view.actions and (a.play, a.info["values"]) == (b.play, b.info["values"])
