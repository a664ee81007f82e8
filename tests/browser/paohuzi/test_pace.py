"""Paohuzi's pace (issue 12): at Normal speed every visible step of a reply has its own moment
on the table -- the card on offer while it is on offer, one more line of the deal at a time --
and the decision comes only after the steps before it; a reload in the middle resumes the
engine's position (the steps left are skipped). The game picker says how far a saved match is."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.paohuzi_positions import pao_on_your_draw, session_record

from .helpers import BAR, decide, reload, resume_at, wait_decision

# Every change of the table, as it is drawn: the position (the deal's visible history length,
# the last part of data-pos), the card on offer, the actions offered and seat 0's sets.
WATCH = """() => {
    window.__frames = [];
    const look = () => {
        const bar = document.querySelector('[data-testid=actions]');
        const offer = document.querySelector('[data-testid=offer]');
        const f = {
            told: Number(bar.dataset.pos.split('/').pop()),
            offer: offer ? `${offer.dataset.card}/${offer.dataset.source}/${offer.dataset.by}` : null,
            actions: JSON.parse(bar.dataset.actions).length,
            sets: [...document.querySelectorAll('#seat-0 [data-meld]')].map((m) => m.dataset.meld).join(','),
        };
        const last = window.__frames[window.__frames.length - 1];
        if (!last || JSON.stringify(last) !== JSON.stringify(f)) window.__frames.push(f);
    };
    look();
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true});
}"""


def test_each_step_after_your_discard_is_shown_on_its_own(page: Any) -> None:
    # pao_on_your_draw: you discard d3 (nobody takes it), Anna draws d1 and Ben d2 (nobody
    # can use them), you draw x4, the 4th card of your 碰 x4: a forced 跑 (§9.3), and you
    # must discard again (§8). All of it is one reply of the engine.
    resume_at(page, session_record(pao_on_your_draw()), speed="normal")
    wait_decision(page)
    told = int(page.locator(BAR).get_attribute("data-pos").split("/")[-1])
    page.evaluate(WATCH)
    page.get_by_role("group", name="Your hand").locator("button[data-card=d3]").first.click(position={"x": 8, "y": 8})
    page.locator(f'{BAR} [data-action="discard d3"]').click()
    wait_decision(page)
    frames = page.evaluate("window.__frames")
    steps = [f for f in frames if f["told"] > told]
    # one line of the deal at a time, each with the card on offer then, no decision before the last
    assert [(f["told"] - told, f["offer"]) for f in steps if f["actions"] == 0] == [
        (1, "d3/discard/0"), (2, "d1/draw/1"), (3, "d2/draw/2"), (4, "x4/draw/0")]
    assert all(f["sets"] == "peng x4" for f in steps if f["told"] - told < 5)
    final = steps[-1]
    assert (final["told"] - told, final["offer"], final["actions"], final["sets"]) == (5, None, 5, "pao x4")


def test_a_reload_in_the_middle_of_the_steps_resumes_the_engines_position(page: Any) -> None:
    resume_at(page, session_record(pao_on_your_draw()), speed="slow")
    wait_decision(page)
    page.get_by_role("group", name="Your hand").locator("button[data-card=d3]").first.click(position={"x": 8, "y": 8})
    page.locator(f'{BAR} [data-action="discard d3"]').click()
    expect(page.locator("[data-testid=offer]")).to_have_attribute("data-card", "d1")  # (Anna's draw, on screen)
    saved = page.evaluate("JSON.parse(localStorage.getItem('cardroom:paohuzi:autosave:v1'))")
    reload(page)
    wait_decision(page)
    assert json.loads(page.locator(BAR).get_attribute("data-actions")) == [
        "discard x1", "discard x2", "discard x9", "discard d5", "discard d9"]
    expect(page.locator("#seat-0 [data-meld]")).to_have_attribute("data-meld", "pao x4")
    deal = saved["record"]["match"]["deals"][0]
    assert deal["actions"][-1] == [0, "discard d3"]  # (the save held the position reached at once)


@pytest.mark.parametrize(("deals", "line"), [(4, "Deal 1 of 4 in progress"), (None, "Deal 1, no end")])
def test_the_game_picker_says_how_far_the_saved_match_is(page: Any, deals: int | None, line: str) -> None:
    resume_at(page, session_record(pao_on_your_draw(), deals=deals))
    wait_decision(page)
    decide(page, "discard d3")  # (a move: the save is written with how far the match is)
    page.locator("#btn-games").click()
    entry = page.get_by_test_id("picker").locator("button[data-game=paohuzi]")
    expect(entry.get_by_test_id("picker-progress")).to_have_text(line)
    expect(entry).to_have_accessible_description(re.compile(re.escape(line) + "$"))
    # Pao De Kuai has no saved match: no line
    expect(page.get_by_test_id("picker").locator("button[data-game=paodekuai] [data-testid=picker-progress]")) \
        .to_have_count(0)
