"""The Paohuzi bots (issue 13): registered, always legal, reproducible, fair."""

import random

import pytest

from cardroom.bots import Limit, bot_names, make_bot
from paohuzi import Rules
from paohuzi.bots import LEVELS

from ...paohuzi.phz_helpers import setup
from .phz_bot_helpers import PRESETS, match_positions, random_positions

BOTS = ["greedy", "easy", "normal"]


def test_bots_and_levels_are_registered():
    assert bot_names("paohuzi") == ["easy", "greedy", "hard", "normal"]
    assert set(LEVELS) == {"easy", "normal", "hard"}
    assert all(isinstance(v, Limit) for v in LEVELS.values())
    assert LEVELS["hard"] == Limit(simulations=48, time_ms=500)
    assert make_bot("paohuzi", "hard").name == "hard"


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("name", BOTS)
def test_every_bot_always_returns_one_of_the_actions(name, preset):
    bot = make_bot("paohuzi", name)
    n = 0
    for d, view in random_positions(PRESETS[preset], 25, f"legal-{name}-{preset}"):
        action = bot.choose(view, random.Random(n), LEVELS.get(name, Limit())).play
        assert action in d.actions(view.seat), (action, d.actions(view.seat), d.history)
        n += 1
    assert n > 500


@pytest.mark.parametrize("players", [3, 4])
def test_whole_matches_between_the_levels_stay_legal(players):
    """Each level in a seat of 3- and 4-player matches (the watcher sits out): every action
    legal, every deal ends, points sum to zero."""
    bots = [make_bot("paohuzi", n) for n in BOTS]
    rules = Rules(players=players, hu_mandatory=players == 4)
    played = 0

    def choose(view):
        return bots[(view.seat + played) % 3].choose(view, random.Random(len(view.history))).play

    last = None
    for d, view in match_positions(rules, 6, f"match-{players}", choose):
        assert view.actions and all(a in d.actions(view.seat) for a in view.actions)
        if d is not last:
            played += 1
            last = d
    assert played == 6


@pytest.mark.parametrize("name", BOTS)
def test_same_view_and_seed_give_the_same_action(name):
    bot = make_bot("paohuzi", name)
    for _, view in random_positions(Rules(), 3, f"same-{name}", every=3):
        assert bot.choose(view, random.Random(5)).play == bot.choose(view, random.Random(5)).play


@pytest.mark.parametrize("name", BOTS)
def test_the_choice_depends_on_the_view_only(name):
    """Two deals whose hidden cards differ (the other hands, the hidden middle of the stock)
    but which look the same from seat 0 give the same view, hence the same choice."""
    seat0 = "x1 x2 x3 x5 x5 d7 d8 d9 d4 d4 x9"
    a = setup([seat0, "x4 x6 d1 d2 d3", "x8 x8 d5 d6 x10"], "d10 x6 d1 x7 x10")
    b = setup([seat0, "x8 x6 d5 d2 x10", "x4 x8 d1 d6 d3"], "x6 d10 d1 x7 x10")
    va, vb = a.view(0), b.view(0)
    assert va.to_dict() == vb.to_dict() and len(va.actions) > 1
    bot = make_bot("paohuzi", name)
    for seed in range(5):
        assert bot.choose(va, random.Random(seed)).play == bot.choose(vb, random.Random(seed)).play


def test_easy_never_refuses_a_hu_and_sometimes_leaves_greedy():
    easy = make_bot("paohuzi", "easy")
    greedy = make_bot("paohuzi", "greedy")
    hu_seen = differs = choices = 0
    for _, view in random_positions(Rules(), 30, "easy-hu", policy=lambda v: greedy.choose(v).play):
        if "hu" in view.actions:
            hu_seen += 1
            assert all(easy.choose(view, random.Random(s)).play == "hu" for s in range(20))
        elif len(view.actions) > 1:
            choices += 1
            g = greedy.choose(view).play
            differs += any(easy.choose(view, random.Random(s)).play != g for s in range(3))
    assert hu_seen > 5
    assert 0 < differs < choices


def test_bots_refuse_a_view_without_a_decision():
    d = setup(["x3 d1", "x4 x5 x6 x9 d9", "x2 d3"], "x7 d5 d3 x1")
    for name in BOTS + ["hard"]:
        with pytest.raises(ValueError):
            make_bot("paohuzi", name).choose(d.view(1), random.Random(0))
