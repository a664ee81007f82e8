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

from paohuzi import Deal, Rules
from tests.paohuzi_positions import liuju, pao_on_your_draw, peng_on_a_draw, session_record

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


# ---------------------------------------------------------------- each step its time (issue 12)

# Every change of the table with its time: the deal's line count, the card on offer, your
# discard row, the bar (shown or not), Anna's bubble, and whether the card on offer is still
# moving (its face's animations) or not fully opaque.
TIMED = """() => {
    window.__t = [];
    window.__clicked = null;
    document.addEventListener('click', () => { window.__clicked = performance.now(); }, true);
    const look = () => {
        const bar = document.querySelector('[data-testid=actions]');
        const offer = document.querySelector('[data-testid=offer]');
        const face = offer ? offer.querySelector('svg') : null;
        const bubble = document.querySelector('#seat-1 .bubble');
        const f = {
            told: Number(bar.dataset.pos.split('/').pop()),
            offer: offer ? `${offer.dataset.card}/${offer.dataset.source}/${offer.dataset.by}` : null,
            row: [...document.querySelectorAll('#seat-0 [data-testid=discards] [data-card]')].map((d) => d.dataset.card).join(' '),
            bar: !bar.hidden,
            bubble: bubble && !bubble.hidden ? bubble.textContent : null,
            moving: face ? face.getAnimations().some((a) => a.playState !== 'finished')
                || getComputedStyle(face).opacity !== '1' : false,
        };
        const last = window.__t[window.__t.length - 1];
        const key = JSON.stringify(f);
        if (!last || last.key !== key) window.__t.push({...f, key, t: performance.now()});
    };
    look();
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}"""

SPEED_MS = {"slow": 1400, "normal": 800}  # (js/core/settings.js SPEEDS)


def anna_chis_with_bi() -> Deal:
    """You must discard and hold only x3 besides a 坎; Anna (seat 1, your 下家) holds x1 x2 x3
    x4 x5: a 吃 of your x3 must lay her own x3 too (比, §11), and the computer player takes
    it (x1 x2 x3 with 比 x3 x4 x5), then discards x9; nobody can use the cards after it."""
    return Deal.from_setup(Rules(), ["x3 d1 d1 d1", "x1 x2 x3 x4 x5 x9 d9 d10", "d5 d6"], "d2 d3 d4 x7 x8",
                           discarding=0, shift=[-17, -12, -18])


def test_a_chi_with_bi_stays_longer_than_a_plain_step_and_its_bubble_goes_with_the_next(page: Any) -> None:
    resume_at(page, session_record(anna_chis_with_bi()), speed="normal")
    wait_decision(page)
    page.evaluate(TIMED)
    page.get_by_role("group", name="Your hand").locator("button[data-card=x3]").first.click(position={"x": 8, "y": 8})
    page.locator(f'{BAR} [data-action="discard x3"]').click()
    page.wait_for_function("() => window.__t.some((f) => f.offer === 'x9/discard/1')", timeout=20_000)
    t = page.evaluate("window.__t")
    chi = next(f for f in t if f["bubble"] == "吃!")
    discard = next(f for f in t if f["offer"] == "x9/discard/1")
    # the line "Anna chis small 1, small 2 (red), small 3; 比 small 3, small 4, small 5" names six
    # cards: it stays 1 + 5/8 paces (1300 ms at Normal) before Anna's discard, not one pace
    assert discard["t"] - chi["t"] >= 1.625 * SPEED_MS["normal"] - 20
    # the 吃! bubble is Anna's 吃's: it is gone when her discard shows
    assert discard["bubble"] is None


def test_after_your_pass_the_card_stays_on_offer_a_pace_before_the_next_step(page: Any) -> None:
    # liuju(): you draw x7 and may 吃 it; you pass: the x7 goes to your row, then Anna draws
    # the last card x1 (流局, §16). The pass shows nothing of its own: for a pace the x7 stays
    # on offer (your draw), then the next step shows (your row with x7, Anna's x1 on offer)
    resume_at(page, session_record(liuju()), speed="slow")
    wait_decision(page)
    page.evaluate(TIMED)
    page.locator(f"{BAR} [data-action=pass]").click()
    page.wait_for_function("() => window.__t.some((f) => f.offer === 'x1/draw/1')", timeout=20_000)
    t = page.evaluate("window.__t")
    clicked = page.evaluate("window.__clicked")
    after = [f for f in t if f["t"] >= clicked]
    nxt = next(f for f in after if f["offer"] == "x1/draw/1")
    assert nxt["row"].split()[-1:] == ["x7"]
    assert all(f["offer"] == "x7/draw/0" and "x7" not in f["row"].split() and not f["bar"]
               for f in after if f["t"] < nxt["t"])
    assert nxt["t"] - clicked >= SPEED_MS["slow"] - 20  # (a full pace from your pass, not the engine's reply time)


def test_the_decision_bar_shows_once_the_card_on_offer_is_fully_shown(page: Any) -> None:
    # peng_on_a_draw(): Anna draws x8 (a computer player's move); you may 碰 it or pass
    resume_at(page, session_record(peng_on_a_draw()), speed="normal")
    page.evaluate(TIMED)
    wait_decision(page)
    expect(page.locator(f"{BAR} [data-action=peng]")).to_be_visible()
    t = page.evaluate("window.__t")
    first_bar = next(f for f in t if f["bar"] and f["offer"] == "x8/draw/1")
    assert first_bar["moving"] is False
    assert any(f["moving"] for f in t if f["offer"] == "x8/draw/1")  # (the card did come in moving)


def anna_paos_your_discard() -> Deal:
    """You must discard and hold only x3 besides a 坎; Anna (seat 1) holds a 坎 of x3: your x3
    makes her forced 跑 (§9.3), then she discards (§8)."""
    return Deal.from_setup(Rules(), ["x3 d1 d1 d1", "x3 x3 x3 x9 d10", "d5 d6"], "d2 d3 d4 x7 x8",
                           discarding=0, shift=[-17, -15, -18])


def test_a_forced_pao_on_your_discard_stays_a_pace_and_a_half(page: Any) -> None:
    # (a new player found another's forced 跑 gone before they saw whose it was: a set that
    # lays itself stays 1.5 paces, where its one-card line would stay one)
    resume_at(page, session_record(anna_paos_your_discard()), speed="normal")
    wait_decision(page)
    page.evaluate("""() => {
        window.__seen = {};
        const look = () => {
            const offer = document.querySelector('[data-testid=offer]');
            if (!window.__seen.pao && document.querySelector('#seat-1 [data-meld="pao x3"]')) window.__seen.pao = performance.now();
            if (!window.__seen.next && offer && offer.dataset.source === 'discard' && offer.dataset.by === '1')
                window.__seen.next = performance.now();
        };
        new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true});
    }""")
    page.get_by_role("group", name="Your hand").locator("button[data-card=x3]").first.click(position={"x": 8, "y": 8})
    page.locator(f'{BAR} [data-action="discard x3"]').click()
    page.wait_for_function("() => window.__seen.next", timeout=20_000)
    seen = page.evaluate("window.__seen")
    assert seen["next"] - seen["pao"] >= 1.5 * SPEED_MS["normal"] - 20, seen
