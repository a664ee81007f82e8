"""The coach's engine side (issue 17): Hard's judgement of a play against its own choice."""

import random

import pytest
from .bot_helpers import HOME, STANDARD, deal, random_positions

from cardroom.bots import Limit, make_bot
from paodekuai import Deal
from paodekuai.bots.coach import SEARCH_SHARE, deal_summary, judge

QUICK = Limit(simulations=40)


def test_going_out_at_once_is_best_and_any_other_play_costs_points():
    """Seat 0 holds 3 3 and leads; the others hold two cards each and have played none.
    The pair goes out at once: each loser pays 2 cards, doubled (shut out), +8 in every
    world. Leading one 3 gives the lead away with the lowest card (it can never beat a
    play), so it scores less in some worlds and never more."""
    d = deal("3D 3H / 4S 5S / 6S 7S", leader=0)
    view = d.view(0)
    best = judge(view, "3D 3H", random.Random(1), QUICK)
    assert best["best"] == "3H 3D"      # suits in the order ♠ ♥ ♣ ♦ (§14)
    assert (best["best_value"], best["played_value"], best["loss"]) == (8.0, 8.0, 0.0)
    worse = judge(view, "3D", random.Random(1), QUICK)
    assert worse["best"] == "3H 3D" and worse["best_value"] == 8.0
    assert worse["played_value"] < 8.0
    assert worse["loss"] == round(8.0 - worse["played_value"], 2)
    assert worse["worlds"] >= 1 and not worse["forced"]


def test_the_choice_is_hards_own_at_the_coachs_share_of_the_budget():
    """``best`` is what Hard plays with the same rng and the search share of the budget,
    whatever the person played; judging that very play costs nothing."""
    hard = make_bot("paodekuai", "hard")
    checked = 0
    for d, view in random_positions(STANDARD, 3, "coach-own", every=5):
        if len(view.legal_plays) < 2:
            continue
        own = hard.choose(view, random.Random(5), Limit(simulations=int(QUICK.simulations * SEARCH_SHARE))).play
        for played in view.legal_plays[:2]:
            j = judge(view, played, random.Random(5), QUICK)
            assert j["best"] == str(own)
            assert j["simulations"] <= QUICK.simulations
        mine = judge(view, own, random.Random(5), QUICK)
        assert mine["loss"] == 0.0 and mine["best_value"] == mine["played_value"]
        checked += 1
    assert checked >= 5


def test_same_view_rng_and_budget_give_the_same_judgement():
    for d, view in random_positions(HOME, 2, "coach-same", every=6):
        if len(view.legal_plays) < 2:
            continue
        p = view.legal_plays[-1]
        assert judge(view, p, random.Random(2), QUICK) == judge(view, p, random.Random(2), QUICK)


def test_a_forced_move_is_not_searched():
    d = deal("3S 2S 9D / 4S 7H / 5S 8S", moves="2S")      # seat 1 can only pass
    j = judge(d.view(1), None, random.Random(0), Limit(simulations=10_000))
    assert j == {"best": "pass", "best_value": 0.0, "played_value": 0.0, "loss": 0.0, "worlds": 0,
                 "simulations": 0, "forced": True}
    d = deal("3S 9D / TS 7H / 5S 8S", moves="9D", leader=0)  # seat 1: only the 10 beats
    assert judge(d.view(1), "TS", random.Random(0))["forced"] is True


def test_bad_input_is_refused_with_a_reason():
    d = deal("3D 3H / 4S 5S / 6S 7S", leader=0)
    with pytest.raises(ValueError, match="not a legal play"):
        judge(d.view(0), "4S", random.Random(0), QUICK)        # not in the hand
    with pytest.raises(ValueError, match="pass is not legal"):
        judge(d.view(0), "pass", random.Random(0), QUICK)      # the leader cannot pass
    with pytest.raises(ValueError, match="turn"):
        judge(d.view(1), "4S", random.Random(0), QUICK)        # not seat 1's turn
    with pytest.raises(ValueError):
        judge(d.view(0), "XX", random.Random(0), QUICK)         # not card codes


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_judging_every_play_of_the_person_never_changes_a_bot_move(rules):
    """Two Hard bots and a person (played by Normal); the same deal with and without the
    coach judging each of the person's plays just before it is made: every move is the same."""
    hard = make_bot("paodekuai", "hard")
    normal = make_bot("paodekuai", "normal")

    def play(seed, coached):
        d = Deal.new(rules, seed)
        moves = []
        while not d.is_over:
            view = d.view(d.turn)
            if d.turn == 0:
                p = normal.choose(view).play
                if coached:
                    judge(view, p, random.Random(f"{seed}/coach/{d.ply}"), Limit(simulations=16))
            else:
                p = hard.choose(view, random.Random(f"{seed}/{d.turn}/{d.ply}"), Limit(simulations=16)).play
            moves.append(None if p is None else str(p))
            d.play(p)
        return moves

    for seed in ("c1", "c2"):
        assert play(seed, True) == play(seed, False)


def test_deal_summary_counts_the_costly_plays():
    js = [{"loss": 2.5, "forced": False}, {"loss": 0.4, "forced": False}, {"loss": 1.0, "forced": False},
          {"loss": 0.0, "forced": True}, {"loss": 7.25, "forced": False}]
    assert deal_summary(js) == {"judged": 4, "costly": 2, "loss": 11.15, "worst": 7.25}
    assert deal_summary(js, costly=0.3) == {"judged": 4, "costly": 4, "loss": 11.15, "worst": 7.25}
    assert deal_summary([]) == {"judged": 0, "costly": 0, "loss": 0.0, "worst": 0.0}
