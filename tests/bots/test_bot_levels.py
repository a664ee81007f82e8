"""The levels easy, normal, hard (issue 4): legal, fair, reproducible, within budget."""

import random
import time

import pytest
from .bot_helpers import HOME, STANDARD, deal, random_positions, redistributed

from cardroom.bots import Limit, bot_names, make_bot
from paodekuai import Deal, Rules
from paodekuai.bots import LEVELS

QUICK_HARD = Limit(simulations=24)
LEVEL_NAMES = ["easy", "normal", "hard"]


def choose(name, view, seed=0, limit=None):
    limit = QUICK_HARD if (name == "hard" and limit is None) else limit
    return make_bot("paodekuai", name).choose(view, random.Random(seed), limit).play


def test_levels_are_registered_with_default_budgets():
    assert set(LEVEL_NAMES + ["greedy"]) <= set(bot_names("paodekuai"))
    assert set(LEVELS) == set(LEVEL_NAMES)
    assert LEVELS["hard"].time_ms == 500
    assert LEVELS["hard"].simulations is not None


@pytest.mark.parametrize("preset", ["standard", "home"])
@pytest.mark.parametrize("name", ["easy", "normal"])
def test_fast_levels_always_play_legally(name, preset):
    bot = make_bot("paodekuai", name)
    n = 0
    for d, view in random_positions(Rules.preset(preset), 60, f"legal-{name}-{preset}"):
        play = bot.choose(view, random.Random(n)).play
        assert d.check(play) is None, (d, play)
        n += 1
    assert n > 2000


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_hard_always_plays_legally(preset):
    """Thousands of positions with a small budget (the search, not its size, is tested),
    and a hundred with the test budget."""
    bot = make_bot("paodekuai", "hard")
    n = 0
    for d, view in random_positions(Rules.preset(preset), 45, f"legal-hard-{preset}"):
        play = bot.choose(view, random.Random(n), Limit(simulations=8)).play
        assert d.check(play) is None, (d, play)
        n += 1
    assert n > 1500
    n = 0
    for d, view in random_positions(Rules.preset(preset), 12, f"legal-hard24-{preset}", every=3):
        play = bot.choose(view, random.Random(n), QUICK_HARD).play
        assert d.check(play) is None, (d, play)
        n += 1
    assert n > 100


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_levels_play_whole_deals_to_the_end(preset):
    """Each level in every seat: every move legal, the deal ends, the points sum to zero."""
    rules = Rules.preset(preset)
    bots = [make_bot("paodekuai", n) for n in LEVEL_NAMES]
    for i in range(2):
        d = Deal.new(rules, f"whole-{preset}-{i}")
        while not d.is_over:
            view = d.view(d.turn)
            play = bots[(d.turn + i) % 3].choose(view, random.Random(d.ply), QUICK_HARD).play
            d.play(play)
        assert sum(d.result.points) == 0


@pytest.mark.parametrize("name", LEVEL_NAMES + ["greedy"])
def test_choice_does_not_depend_on_how_the_hidden_cards_lie(name):
    """Fairness (§10): dealing the unseen cards again between the two other seats (same
    counts, same history) gives the bot the same view, and never changes its choice."""
    rng = random.Random(7)
    checked = 0
    for preset in (STANDARD, HOME):
        for d, view in random_positions(preset, 6, f"fair-{name}", every=4):
            if len(view.legal_plays) < 2:
                continue
            base = choose(name, view, seed=11)
            for _ in range(3):
                other = redistributed(view, rng)
                assert other.to_dict() == view.to_dict()
                assert choose(name, other, seed=11) == base
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("name", LEVEL_NAMES)
def test_same_view_and_seed_give_the_same_play(name):
    for d, view in random_positions(STANDARD, 3, f"same-{name}", every=5):
        assert choose(name, view, seed=3) == choose(name, view, seed=3)


def test_easy_sometimes_leaves_the_greedy_play():
    """Easy is greedy with noise: over many positions with a choice, the rng matters."""
    differs = 0
    total = 0
    for d, view in random_positions(STANDARD, 10, "easy-noise"):
        if len(view.legal_plays) < 2:
            continue
        total += 1
        greedy = make_bot("paodekuai", "greedy").choose(view).play
        if any(choose("easy", view, seed=s) != greedy for s in range(3)):
            differs += 1
    assert 0 < differs < total


def test_hard_answers_at_once_when_only_one_play_is_legal():
    d = deal("3S 2S 9D / 4S 7H / 5S 8S", moves="2S")     # seat 1 can only pass
    res = make_bot("paodekuai", "hard").choose(d.view(1), random.Random(0), Limit(simulations=10_000))
    assert res.play is None
    assert res.info["simulations"] == 0
    d = deal("3S 9D / 4S 4H 7H / 5S 8S", moves="3S", leader=0)  # seat 1: 4 or 7, both singles
    res = make_bot("paodekuai", "hard").choose(d.view(1), random.Random(0), Limit(simulations=40))
    assert res.info["simulations"] > 0
    d = deal("3S 9D / TS 7H / 5S 8S", moves="9D", leader=0)   # seat 1: only the 10 beats
    res = make_bot("paodekuai", "hard").choose(d.view(1), random.Random(0), Limit(simulations=10_000))
    assert str(res.play) == "TS" and res.info["simulations"] == 0


@pytest.mark.parametrize("sims", [3, 30])
def test_hard_honours_its_simulation_budget(sims):
    """Never more playouts or solves than the budget, even with fewer than candidates."""
    searched = 0
    for d, view in random_positions(STANDARD, 2, "budget-sims", every=6):
        res = make_bot("paodekuai", "hard").choose(view, random.Random(0), Limit(simulations=sims))
        assert res.info["simulations"] <= sims
        searched += res.info["simulations"] > 0
        assert d.check(res.play) is None
    assert searched > 3


def test_hard_honours_its_time_budget():
    """A 5 ms cap with a huge simulation count still answers soon, legally (generous slack:
    the cap is checked between simulations)."""
    d = Deal.new(STANDARD, "time-budget")
    view = d.view(d.turn)
    t0 = time.perf_counter()
    res = make_bot("paodekuai", "hard").choose(view, random.Random(0), Limit(simulations=10**7, time_ms=5))
    elapsed = time.perf_counter() - t0
    assert d.check(res.play) is None
    assert res.info["timed_out"] is True
    assert elapsed < 3.0
