"""The coach's bridge (issue 17): ``play {cards, coach: true}`` keeps the move, ``coach {}``
judges it once with :func:`paodekuai.bots.coach.judge` (Hard's budget, an rng of its own
drawn from the match seed, the deal and the ply) and sums the deal's judgements; the
computer players' moves are the same with the coach on and off.

The budgets are set to simulation counts without a clock here, so every figure is
reproducible on a loaded machine; the page uses Hard's level budget (``COACH_LIMIT``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardroom.bots import Limit
from paodekuai import web as pdk_web
from paodekuai.bots.coach import deal_summary, judge
from paodekuai.web import LAST_KEYS, Adapter

from .sessions import COACH_CHOICE, COACH_LAST, LAST_CARD_EXAMPLE, session_record

SIMS = Limit(simulations=200)


@pytest.fixture(autouse=True)
def no_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdk_web, "COACH_LIMIT", SIMS)
    monkeypatch.setattr(Adapter, "BOT_LIMITS", {**Adapter.BOT_LIMITS, "hard": Limit(simulations=40)})


def at(position: tuple[list[str], list[str]], level: str = "hard", seed: int = 1) -> Adapter:
    a = Adapter()
    a.load(session_record(*position, level=level, seed=seed))
    return a


@pytest.mark.parametrize("cards", ["KS", "AH"])
def test_the_coach_answers_what_judge_says_of_the_move_before_it(cards: str) -> None:
    a = at(COACH_CHOICE)
    before = a.match.view(0)
    ply = a.deal.ply
    a.play({"cards": cards, "coach": True})
    got = a.coach({})
    want = judge(before, cards, random.Random(f"1:1:coach:{ply}"), SIMS)
    j = got["judgement"]
    assert {k: j[k] for k in want} == want
    assert (j["played"], j["played_shown"], j["ply"], j["best_shown"]) == (cards, cards, 3, j["best"])
    assert not j["forced"] and j["worlds"] > 0 and j["simulations"] <= 200
    assert got["summary"] == deal_summary([j])
    # judged once: asked again, nothing waits; the line's judgement is the last
    assert a.coach({}) == {"judgement": None, "summary": deal_summary([j]), "last": {k: j[k] for k in LAST_KEYS}}


def test_hard_s_choice_has_no_loss_and_the_other_play_a_loss_of_the_difference() -> None:
    out = {}
    for cards in ("KS", "AH"):
        a = at(COACH_CHOICE)
        a.play({"cards": cards, "coach": True})
        out[cards] = a.coach({})["judgement"]
    best = out["KS"]["best"]
    assert best == out["AH"]["best"] and best in ("KS", "AH")
    other = "AH" if best == "KS" else "KS"
    mine, theirs = out[best], out[other]
    assert mine["loss"] == 0.0 and mine["best_value"] == mine["played_value"]
    assert theirs["loss"] == round(max(0.0, theirs["best_value"] - theirs["played_value"]), 2)


def test_a_move_made_without_the_coach_is_not_judged() -> None:
    a = at(COACH_CHOICE)
    a.play({"cards": "KS"})
    assert a.coach({}) == {"judgement": None, "summary": {"judged": 0, "costly": 0, "loss": 0, "worst": 0.0}, "last": None}


def test_a_bad_coach_argument_is_refused_and_nothing_moves() -> None:
    a = at(COACH_CHOICE)
    with pytest.raises(pdk_web.ApiError) as exc:
        a.play({"cards": "KS", "coach": "yes"})
    assert exc.value.type == "BadArgument"
    assert a.deal.ply == 3
    a.play({"cards": "KS", "coach": True})
    for bad in (0, 10001, True, "200", 2.5):
        with pytest.raises(pdk_web.ApiError) as exc:
            a.coach({"simulations": bad})
        assert exc.value.type == "BadArgument"
    assert a.coach({"simulations": 200})["judgement"]["played"] == "KS"  # still waiting after the refusals


def test_a_simulation_count_asked_for_is_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdk_web, "COACH_LIMIT", Limit(simulations=8))
    a = at(COACH_CHOICE)
    before = a.match.view(0)
    a.play({"cards": "KS", "coach": True})
    want = judge(before, "KS", random.Random("1:1:coach:3"), SIMS)
    j = a.coach({"simulations": 200})["judgement"]
    assert {k: j[k] for k in want} == want and j["simulations"] > 8


def test_a_forced_move_is_judged_forced_and_left_out_of_the_summary() -> None:
    a = at(LAST_CARD_EXAMPLE)  # §7's example: 2♠ is the only legal move
    a.play({"cards": "2S", "coach": True})
    got = a.coach({})
    assert got["judgement"]["forced"] is True and got["judgement"]["loss"] == 0.0
    assert got["summary"]["judged"] == 0


def moves_of(coach: bool, seed: int) -> list[Any]:
    """A one-deal Hard match in which seat 0 plays its first legal move; every move made."""
    a = Adapter()
    res = a.new_match({"seed": seed, "deals": 1, "level": "hard"})
    made = []
    while not a.deal.is_over:
        if a.deal.to_move == 0:
            v = res["view"]
            cards = v["legal_plays"][0]["cards"] if v["legal_plays"] else "pass"
            res = a.play({"cards": cards, "coach": coach})
            if coach:
                a.coach({})
        else:
            res = a.bot_move({})
        made += [(e["seat"], e.get("cards", "pass"), e.get("bot")) for e in res["events"] if e["type"] in ("play", "pass")]
    return made


def test_the_computer_players_move_the_same_with_the_coach_on_and_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdk_web, "COACH_LIMIT", Limit(simulations=40))
    on, off = moves_of(True, 5), moves_of(False, 5)
    assert on == off
    assert sum(1 for seat, _, bot in on if bot == "hard") >= 8


def test_the_record_keeps_the_deal_s_judgements_and_a_reload_sums_them() -> None:
    """Issue 17: the summary survives a reload (the autosave keeps what it counts)."""
    a = at(COACH_CHOICE)
    a.play({"cards": "AH", "coach": True})
    j = a.coach({})["judgement"]
    record = a.bot_move({})["record"]
    last = {k: j[k] for k in LAST_KEYS}
    assert record["coach"] == {"deal": 1, "judged": [{"ply": 3, "loss": j["loss"], "forced": False}], "last": last}
    b = Adapter()
    loaded = b.load(record)
    assert loaded["record"]["coach"] == record["coach"]
    assert b.coach({}) == {"judgement": None, "summary": deal_summary([j]), "last": last}


def test_a_reload_gives_back_the_last_judgement_until_your_next_move() -> None:
    """Issue 17: the coach's line of your previous play comes back after a reload (the
    record keeps the last judgement whole) until you move again."""
    a = at(COACH_CHOICE)
    a.play({"cards": "KS", "coach": True})
    j = a.coach({})["judgement"]
    a.bot_move({})
    record = a.bot_move({})["record"]  # both pass: your lead
    last = record["coach"]["last"]
    assert last == {"ply": 3, "played": "KS", "played_shown": "KS", "best": j["best"], "best_shown": j["best_shown"],
                    "played_value": j["played_value"], "best_value": j["best_value"], "loss": j["loss"], "forced": False}
    b = Adapter()
    b.load(record)
    assert b.coach({})["last"] == last
    b.play({"cards": "AH"})  # your next move (the coach off): the line of K♠ is gone
    assert b.coach({})["last"] is None
    # a "last" that does not match the judgements it closes is dropped, the summary kept
    for bad in ({**last, "ply": 2}, {**last, "loss": last["loss"] + 1}, {**last, "played": 7},
                {**last, "best_value": "1"}, {**last, "played_shown": "<b>"}, "KS"):
        c = Adapter()
        c.load({**record, "coach": {**record["coach"], "last": bad}})
        assert c.coach({})["last"] is None and c.coach({})["summary"]["judged"] == 1


def test_a_save_without_the_coach_s_entry_loads_with_nothing_judged() -> None:
    a = at(COACH_CHOICE)
    a.play({"cards": "AH", "coach": True})
    a.coach({})
    record = a.record()
    del record["coach"]
    b = Adapter()
    assert "coach" not in b.load(record)["record"]
    assert b.coach({})["summary"] == {"judged": 0, "costly": 0, "loss": 0, "worst": 0.0}


@pytest.mark.parametrize("bad", [
    None, "x", [], {"deal": 2, "judged": [{"ply": 3, "loss": 2.0, "forced": False}]},
    {"deal": True, "judged": [{"ply": 3, "loss": 2.0, "forced": False}]},
    {"deal": 1, "judged": "all"}, {"deal": 1, "judged": [3]},
    {"deal": 1, "judged": [{"ply": -1, "loss": 2.0, "forced": False}]},
    {"deal": 1, "judged": [{"ply": 3, "loss": -2.0, "forced": False}]},
    {"deal": 1, "judged": [{"ply": 3, "loss": float("nan"), "forced": False}]},
    {"deal": 1, "judged": [{"ply": 3, "loss": "2", "forced": False}]},
    {"deal": 1, "judged": [{"ply": 3, "loss": 2.0, "forced": "no"}]},
    {"deal": 1, "judged": [{"ply": 3, "loss": 2.0, "forced": False}, {"ply": 3, "loss": 1.0, "forced": False}]},
])
def test_a_bad_coach_entry_is_ignored_and_the_match_loads(bad: Any) -> None:
    a = at(COACH_CHOICE)
    record = {**a.record(), "coach": bad}
    b = Adapter()
    res = b.load(record)
    assert "coach" not in res["record"] and b.deal.ply == 3
    assert b.coach({})["summary"]["judged"] == 0


def test_a_new_match_keeps_no_judgement_of_the_last_one() -> None:
    a = Adapter()
    a.new_match({"seed": 2, "deals": 1, "level": "normal"})
    while a.deal.to_move != 0:
        a.bot_move({})
    v = a.result([])["view"]
    a.play({"cards": v["legal_plays"][0]["cards"], "coach": True})
    assert a.coach({"simulations": 20})["summary"]["judged"] == 1
    res = a.new_match({"seed": 2, "deals": 1, "level": "normal"})
    assert "coach" not in res["record"]
    assert a.coach({})["summary"]["judged"] == 0


def test_a_deal_ending_move_is_judged_with_its_own_reply_whose_record_keeps_it() -> None:
    """No computer move follows a deal-ending move to save its judgement: the play's own
    reply holds it, so a reload right after it loses nothing (issue 17)."""
    a = at(COACH_LAST)
    before = a.match.view(0)
    res = a.play({"cards": "7S 7H", "coach": True, "simulations": 200})
    assert a.deal.is_over and a.deal.result.winner == 0
    want = judge(before, "7S 7H", random.Random("1:1:coach:6"), SIMS)
    # going out at once is Hard's choice too: 2 + 2 cards left (§8), no loss
    assert (want["best"], want["played_value"], want["loss"], want["forced"]) == ("7S 7H", 4.0, 0.0, False)
    assert res["record"]["coach"]["judged"] == [{"ply": 6, "loss": 0.0, "forced": False}]
    got = a.coach({})
    j = got["judgement"]
    assert {k: j[k] for k in want} == want and (j["played"], j["ply"]) == ("7S 7H", 6)
    assert got["summary"] == deal_summary([j]) and got["summary"]["judged"] == 1
    last = {k: j[k] for k in LAST_KEYS}
    assert res["record"]["coach"]["last"] == last
    assert a.coach({}) == {"judgement": None, "summary": deal_summary([j]), "last": last}  # judged once
    b = Adapter()
    b.load(res["record"])
    assert b.coach({}) == {"judgement": None, "summary": deal_summary([j]), "last": last}


def test_a_move_that_does_not_end_the_deal_waits_for_the_coach_verb() -> None:
    a = at(COACH_LAST)
    res = a.play({"cards": "7S", "coach": True, "simulations": 200})
    assert not a.deal.is_over and "coach" not in res["record"]
    assert a.coach({"simulations": 200})["judgement"]["played"] == "7S"
    with pytest.raises(pdk_web.ApiError) as exc:
        at(COACH_LAST).play({"cards": "7S 7H", "coach": True, "simulations": 0})
    assert exc.value.type == "BadArgument"
