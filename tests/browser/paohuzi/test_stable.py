"""Paohuzi's table holds still while a deal is played (issue 12: nothing "moving under the
finger"): at phone portrait (360 x 740), phone landscape (740 x 360), the desktop (1280 x 800)
the small phone (320 x 568), the tablet (768 x 1024), a small laptop's window (800 x 600), a
short wide one (1024 x 550), a tall mid-size one (768 x 800) and a short desktop (900 x 600), every region keeps its place and size for the whole deal,
within 1 px of where it was at the first decision -- the hand's top edge, the felt, each
seat's panel, the stock (with the 亮张 and the bottom card), the help (听, 臭, the tracker),
the say box, the decision bar's row and the Discard, Hint and Arrange buttons -- whatever
comes and goes: the card on offer, sets and discards on every side, the decision bar (while
the engine answers, or the others play), a column of four in the hand, a long hint.

The deal (seed 4, the computer players instant) is played through the controls, the first
action the engine lists (so you claim: your sets and discards grow); every change of the page
is measured as it is drawn (a MutationObserver reads the boxes of each change), not only at
the decisions."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.paohuzi_positions import crowded_claim, session_record

from .helpers import actions, decide, first_choice, open_phz, result_shown, resume_at, wait_decision

TOLERANCE = 1.0
"""Pixels a box may move or grow (sub-pixel rounding only)."""

# Each region's box [left, top, width, height] at every change of the page, compared with its
# box the first time it was seen; a region that is not shown at a moment is not measured then
# (the Discard button shows only while a discard is due). The decision bar's row: its top and
# height (its width is that of the buttons offered).
WATCH = """() => {
    const parts = {
        hand: '#hand-area .hand', felt: '#felt', stock: '[data-testid=stock]', say: '.say',
        'seat 0': '#seat-0', 'seat 1': '#seat-1', 'seat 2': '#seat-2', help: '#help-strip .help-row',
        tracker: '#tracker', discard: '#decision-bar .btn-discard', hint: '#btn-hint', arrange: '#btn-arrange',
        bar: '#decision-bar', liangzhang: '[data-testid=liangzhang]', status: '#status', pass: '#decision-bar .btn-pass',
    };
    const first = {}, worst = {};
    const seen = {offer: 0, noOffer: 0, bar: 0, noBar: 0, discard: 0, claim: 0, cols4: 0, cols3: 0, hint: 0, changes: 0};
    const look = () => {
        seen.changes += 1;
        for (const [name, sel] of Object.entries(parts)) {
            const e = document.querySelector(sel);
            if (!e || !e.checkVisibility()) continue;
            const r = e.getBoundingClientRect();
            // the bar's row: its top and height; the status line: where it begins (its first
            // line stays put, whatever follows); 过: its place (whatever else is offered)
            const b = name === 'bar' ? [r.top, r.height] : name === 'status' ? [r.left, r.top]
                : name === 'pass' ? [r.right, r.top] : [r.left, r.top, r.width, r.height];
            if (!first[name]) { first[name] = b; worst[name] = [0, b, b]; continue; }
            const d = Math.max(...b.map((v, i) => Math.abs(v - first[name][i])));
            if (d > worst[name][0]) worst[name] = [d, first[name], b, document.getElementById('status').textContent];
        }
        const d = document.documentElement;
        const offered = JSON.parse(document.querySelector('[data-testid=actions]').dataset.actions);
        seen[document.querySelector('[data-testid=offer]') ? 'offer' : 'noOffer'] += 1;
        seen[document.getElementById('decision-bar').hidden ? 'noBar' : 'bar'] += 1;
        if (offered.some((a) => a.startsWith('discard '))) seen.discard += 1;
        if (offered.includes('pass')) seen.claim += 1;
        const heights = [...document.querySelectorAll('.hand-col')].map((c) => c.querySelectorAll('button').length);
        if (heights.includes(4)) seen.cols4 += 1;
        else if (heights.length) seen.cols3 += 1;
        if (document.getElementById('message').textContent) seen.hint += 1;
        const scroller = document.scrollingElement;
        if (scroller.scrollHeight > innerHeight || scroller.scrollWidth > innerWidth || scrollY) seen.scrolled = true;
    };
    look();
    window.__stable = {first, worst, seen};
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


# 1024x550 and 900x600 (the desktop layout's short and narrow edges) dropped for CI's time:
# 800x600 and 1280x800 hold the desktop layout, test_sizes checks 900x600's fit
@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360), (1280, 800), (320, 568), (768, 1024), (800, 600),
                          (768, 800)],
                         ids=["360x740", "740x360", "1280x800", "320x568", "768x1024", "800x600", "768x800"])
def test_the_table_does_not_move_during_a_deal(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_phz(page, seed=4)  # Ben discards 捌 at once: you decide, with sets on both sides
    wait_decision(page)
    page.evaluate(WATCH)
    # a column of four: a card moved (by keyboard) onto a column of three on its left
    cols = page.evaluate("() => [...document.querySelectorAll('.hand-col')].map((c) => [c.querySelectorAll('button').length, c.classList.contains('locked')])")
    c = next(i for i in range(1, len(cols)) if cols[i - 1] == [3, False] and not cols[i][1])
    page.locator(f".hand-col[data-col='{c}'] button").first.focus()
    page.keyboard.press("Shift+ArrowLeft")
    page.wait_for_function(f"() => document.querySelector(\".hand-col[data-col='{c - 1}']\").querySelectorAll('button').length === 4")
    made = 0
    for _ in range(40):
        wait_decision(page)
        if result_shown(page):
            break
        if made % 3 == 1:  # now and then the Hint's answer, said in the say box
            page.locator("#btn-hint").click()
            page.wait_for_function("() => document.getElementById('message').textContent.length > 0")
        decide(page, first_choice(actions(page)))
        made += 1
    got = page.evaluate("() => window.__stable")
    seen = got["seen"]
    # the walk saw what it set out to see: the offer come and go, the bar come and go, claims
    # and discards, columns of four and of three, the hint
    assert made >= 5 and all(seen[k] for k in ("offer", "noOffer", "bar", "noBar", "discard", "claim", "cols4", "hint")), seen
    assert not seen.get("scrolled"), seen
    moved = {name: w for name, w in got["worst"].items() if w[0] > TOLERANCE}
    assert not moved, moved
    assert set(got["first"]) >= {"hand", "felt", "stock", "say", "seat 0", "seat 1", "seat 2", "discard", "hint", "arrange",
                                 "bar", "tracker", "status", "pass"}, got["first"]


@pytest.mark.parametrize(("width", "height"), [(360, 740), (320, 568), (740, 360), (1280, 800)],
                         ids=["360x740", "320x568", "740x360", "1280x800"])
def test_the_tracker_button_hides_the_tracker_and_nothing_moves(page: Any, width: int, height: int) -> None:
    # (on a phone in portrait the button, the bar and the hand went 43 px up: a second tap
    # met another control)
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)
    where = """() => ['#btn-tracker', '#decision-bar', '#btn-hint', '.hand-cols', '.say'].map((s) => {
        const r = document.querySelector(s).getBoundingClientRect(); return [s, r.left, r.top, r.width, r.height]; })"""
    before = page.evaluate(where)
    button = page.locator("#btn-tracker")
    expect(button).to_have_attribute("aria-expanded", "true")
    button.click()
    expect(page.locator("[data-testid=tracker]")).to_be_hidden()
    expect(button).to_have_attribute("aria-expanded", "false")
    assert page.evaluate(where) == before
    button.click()
    expect(page.locator("[data-testid=tracker]")).to_be_visible()
    assert page.evaluate(where) == before
