"""Accessibility in Chromium: axe-core (as bundled by the pinned ``axe-playwright-python``,
run inside the page, nothing fetched) on the table, the settings, the rules and tips, the
statistics, the deal log and the result, at a desktop and a phone size; a whole deal played
with the keyboard alone, with a visible focus ring wherever the focus goes; and hand cards
that each keep a target of at least 24 × 24 CSS pixels of their own (WCAG 2.2, 2.5.8) with
16 cards in hand on a 360 px phone.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from paodekuai import Match, Rules
from tests.web.sessions import LAST_CARD_EXAMPLE

from .conftest import SAVE_KEY, STATS_KEY, wait_ready
from .test_features import go_out_at_once, open_at, put_in_storage
from .test_table import click_cards, result_dialog, saved_match, seed_led_by, wait_for_my_turn_or_result

AXE = Axe()
AXE_OPTIONS = {"runOnly": {"type": "tag", "values": [
    "wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}, "resultTypes": ["violations"]}
"""WCAG 2.0, 2.1 and 2.2 at levels A and AA (contrast, names, roles, target size…) and
axe's best practices."""


def axe_problems(page: Page, where: str) -> list[str]:
    """Serious and critical axe violations on the page as it is now (a report of every
    violation, milder ones included, is saved beside the screenshots)."""
    results = AXE.run(page, options=AXE_OPTIONS)
    violations = results.response["violations"]
    Path("test-results").mkdir(exist_ok=True)
    with open(f"test-results/axe-{where}.json", "w", encoding="utf-8") as f:
        json.dump([{k: v[k] for k in ("id", "impact", "help")} | {"nodes": [n["target"] for n in v["nodes"]]}
                   for v in violations], f, indent=1)
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:4]}"
            for v in violations if v["impact"] in ("serious", "critical")]


FLATTEN_FELT_JS = """() => {
    document.body.style.background = getComputedStyle(document.documentElement).getPropertyValue('--felt-light');
    for (const e of document.querySelectorAll('.felt')) e.style.background = 'none';
}"""
"""The felt is a gradient, whose colour under a text axe cannot tell: paint it all in its
lightest colour (the worst case for the light texts on it), through the CSS object model
(which the page's CSP allows)."""

CONTRAST_JS = """(selectors) => selectors.map((sel) => {
    const node = document.querySelector(sel);
    const rgba = (c) => { const p = c.match(/rgba?\\(([^)]+)\\)/)[1].split(',').map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
    const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
    const chain = [];
    for (let n = node; n; n = n.parentElement) chain.unshift(n);
    let bg = [255, 255, 255, 1];
    for (const n of chain) bg = over(rgba(getComputedStyle(n).backgroundColor), bg);
    const style = getComputedStyle(node);
    const fg = over(rgba(style.color), bg);
    const lum = (c) => c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
        .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && +style.fontWeight >= 700);
    return [sel, Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100, large ? 3 : 4.5];
})"""
"""For the texts axe leaves undecided as too short (a rank, a count): the contrast of their
colour with the background colours of the element and its ancestors, composed."""


def felt_contrast_problems(page: Page) -> list[str]:
    """Texts below WCAG AA contrast (4.5:1, 3:1 when large) on the table with the felt at its
    lightest: axe's verdicts, and for the texts too short for axe, ours."""
    page.evaluate(FLATTEN_FELT_JS)
    results = AXE.run(page, options={"runOnly": {"type": "rule", "values": ["color-contrast"]},
                                     "resultTypes": ["violations", "incomplete"]}).response
    problems = [f"{n['target']}: {n['any'][0]['message']}" for v in results["violations"] for n in v["nodes"]]
    short = [n["target"][0] for v in results["incomplete"] for n in v["nodes"]
             if n["any"] and (n["any"][0].get("data") or {}).get("messageKey") == "shortTextContent"]
    assert short, "no short texts found: the check would be empty"
    problems += [f"{sel}: {ratio} < {need}" for sel, ratio, need in page.evaluate(CONTRAST_JS, short) if ratio < need]
    return problems


@pytest.mark.parametrize("width, height", [(1280, 800), (360, 740)])
def test_axe_finds_nothing_serious_on_the_table_and_every_panel(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    groups = {"standard/normal": {"deals": 4, "won": 2, "points": 10, "best": 12, "worst": -7, "matches": 1,
                                  "matchesWon": 0}}
    put_in_storage(page, {STATS_KEY: json.dumps({"v": 1, "groups": groups})})
    open_at(page, LAST_CARD_EXAMPLE)
    click_cards(page, "TS")  # a refused selection: the reason shows, Play is blocked, Pass is locked
    expect(page.get_by_test_id("selection")).to_have_attribute("data-state", "refused")
    size = f"{width}x{height}"
    problems = axe_problems(page, f"table-{size}")
    problems += felt_contrast_problems(page)
    for button, dialog, tabs in [("Settings", "Settings", []), ("Rules and tips", "Rules and tips",
                                                                   ["Scoring", "Tips", "Controls"]),
                                 ("Statistics", "Statistics", []), ("Deal log", "Deal log", [])]:
        page.get_by_role("button", name=button).click()
        panel = page.get_by_role("dialog", name=dialog)
        expect(panel).to_be_visible()
        problems += axe_problems(page, f"{dialog.split()[0].lower()}-{size}")
        for tab in tabs:
            panel.get_by_role("tab", name=tab).click()
            problems += axe_problems(page, f"rules-{tab.lower()}-{size}")
        page.keyboard.press("Escape")
        expect(panel).to_be_hidden()

    go_out_at_once(page, deals=5)
    problems += axe_problems(page, f"result-{size}")
    assert problems == []


FOCUS_RING_JS = """() => {
    const a = document.activeElement;
    const shown = a.matches('.card-slot') ? a.querySelector('.card') : a;  // a card's ring is on its face
    const s = getComputedStyle(shown);
    return {tag: a.tagName, id: a.id, card: a.dataset.card || null, focusVisible: a.matches(':focus-visible'),
            style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor};
}"""


def focus(page: Page) -> dict[str, Any]:
    """The focused element, with its focus ring (it must be visible: a solid 3 px outline)."""
    ring = page.evaluate(FOCUS_RING_JS)
    assert ring["focusVisible"] and ring["style"] == "solid" and ring["width"] >= 2, ring
    return ring


def tab_to(page: Page, want: Any, limit: int = 40, key: str = "Tab") -> None:
    """Press Tab (or ``key``, e.g. Shift+Tab) until ``want(ring)`` holds for the focused
    element (see :func:`focus`)."""
    for _ in range(limit):
        page.keyboard.press(key)
        if want(focus(page)):
            return
    raise AssertionError("Tab never reached the element")


def test_a_whole_deal_is_played_with_the_keyboard_alone(open_table: Any, page: Page) -> None:
    """Tab to the hand, arrows and Space to pick each card of the chosen play, Tab to Play
    (or Pass) and Enter; Enter on the result's button; never the mouse."""
    seed = seed_led_by(1, deals=1)
    open_table(seed=seed, speed="instant", deals=1)
    turns = 0
    while wait_for_my_turn_or_result(page) == "turn":
        deal = saved_match(page).deal
        hand = [str(c) for c in deal.hand(0)]
        if deal.can_pass():
            pressed = "btn-pass"
            if page.evaluate("() => document.activeElement.id") != pressed:
                tab_to(page, lambda ring: ring["id"] == "btn-pass", key="Shift+Tab")
        else:
            pressed = "btn-play"
            play = str(deal.legal_plays()[turns % len(deal.legal_plays())]).split()
            if not page.evaluate("() => document.activeElement.matches('.card-slot')"):
                # back from the buttons (the focus stays on the one pressed); the hand is one tab stop
                tab_to(page, lambda ring: ring["card"], key="Shift+Tab")
            page.keyboard.press("Home")
            at = 0
            for code in play:
                index = hand.index(code)
                for _ in range(index - at):
                    page.keyboard.press("ArrowRight")
                at = index
                assert focus(page)["card"] == code
                page.keyboard.press("Space")
            expect(page.locator(f"button[data-card='{play[0]}']")).to_have_attribute("aria-pressed", "true")
            tab_to(page, lambda ring: ring["id"] == "btn-play")
            expect(page.locator("#btn-play")).to_be_enabled()
        moves = len(deal.history)
        page.keyboard.press("Enter")
        turns += 1
        # the move is made (the autosave holds it) and the focus stays on the pressed button
        page.wait_for_function(f"""() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.match.played.at(-1)
            .plays.length > {moves}""")
        # the focus is read before the save: the save is written before the table shows a
        # view, so a focus that left the button (to the hand, when the deal ended under it,
        # at instant speed between the two reads) always comes with a save of the ended deal
        focused = page.evaluate("() => document.activeElement.id")
        if focused != pressed:
            assert saved_match(page).deal.is_over, f"the focus left {pressed} for {focused!r} mid-deal"
        assert turns < 60
    dialog = result_dialog(page)
    expect(dialog).to_be_visible()
    assert saved_match(page).is_over
    assert focus(page)["tag"] == "BUTTON"
    page.keyboard.press("Enter")  # New game
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    assert saved_match(page).seed != seed


def test_each_hand_card_keeps_a_24_pixel_target_of_its_own_on_a_phone(open_table: Any, page: Page) -> None:
    """16 overlapping cards at 360 × 740: for every card, a 24 × 24 square inside it where
    every point hits that card (WCAG 2.2, 2.5.8 target size, minimum)."""
    page.set_viewport_size({"width": 360, "height": 740})
    seed = seed_led_by(0)
    open_table(seed=seed, speed="instant")
    assert len(Match.new(Rules.preset("standard"), 5, seed).deal.hand(0)) == 16
    squares = page.evaluate("""() => [...document.querySelectorAll('button.card-slot')].map(b => {
        const r = b.getBoundingClientRect();
        const own = (x, y) => { const e = document.elementFromPoint(x, y); return e && e.closest('button') === b; };
        for (let y = r.top; y + 24 <= r.bottom; y += 2) for (let x = r.left; x + 24 <= r.right; x += 2) {
            let all = true;
            for (let dy = 0; dy <= 24 && all; dy += 4) for (let dx = 0; dx <= 24 && all; dx += 4) all = own(x + dx, y + dy);
            if (all) return [b.dataset.card, Math.round(r.width), true];
        }
        return [b.dataset.card, Math.round(r.width), false];
    })""")
    assert len(squares) == 16
    assert [s for s in squares if not s[2]] == []


def test_the_first_visits_picker_shows_no_focus_ring_until_a_key_is_pressed(page: Page) -> None:
    """A new player on a phone saw a focus ring around Pao De Kuai's entry on the first
    screen, before touching anything. The entry still holds the focus (Enter opens it), its
    ring appears at the first key; reached from a table's title by keyboard it shows at once."""
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto("./?lang=en&guide=0")
    entry = page.locator(".picker-game[data-game='paodekuai']")
    expect(entry).to_be_focused()
    ring = "() => getComputedStyle(document.activeElement).outlineStyle !== 'none'"
    assert page.evaluate(ring) is False
    page.keyboard.press("ArrowDown")
    assert page.evaluate(ring) is True
    entry.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-game", "paodekuai")
    wait_ready(page)
    tab_to(page, lambda ring: ring["id"] == "btn-games", key="Shift+Tab")
    page.keyboard.press("Enter")
    expect(entry).to_be_focused()
    assert page.evaluate(ring) is True
