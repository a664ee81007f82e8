"""Issue 15, item 7: the first-visit guide of the Pao De Kuai table (``js/games/paodekuai/guide.js``, the house's ``js/core/ui/guide.js``).

* A first visit (nothing stored, an address without the test hooks ``seed`` / ``speed``)
  opens it over the new match, its Next button in focus: four steps (your hand, the play to
  beat, Play / Pass / Hint and what is said, Rules and tips). At 320 × 568, 360 × 740,
  740 × 360, 568 × 320 and 1280 × 800, in English and German (the longest texts), every
  step's box lies whole on the screen, needs no scrolling and does not intersect the parts
  it points at (the ringed elements). Done closes it, the focus goes to the hand, the table
  state says ``done``, and a fresh match on reload opens without it.
* It holds the computer players: asked for with ``guide=1`` at instant pace and a deal Anna
  leads, nothing is played while it is stepped through by keyboard, and the status line
  says they wait for the guide (not "Anna is thinking…"); Esc skips it and Anna plays at
  once, the line no longer saying they wait.
* The test hooks keep it away; Rules and tips shows it again (axe finds nothing serious
  with it open); Skip is remembered as ``skipped``.
* ``wanted()``, the rule of when it starts by itself, case by case.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.catalogues import catalogue

from .conftest import GAME, SAVE_KEY, TABLE, wait_ready
from .test_accessibility import axe_problems
from .test_table import seed_led_by

TABLE_KEY = f"cardroom:{GAME}:table:v1"
SIZES = [(320, 568), (360, 740), (740, 360), (568, 320), (1280, 800)]
STEPS = ["hand", "table", "controls", "help"]

FRAMES_JS = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
"""Resolves after two frames: the guide has been placed for the screen's size."""

BOXES_JS = """() => {
  const g = document.getElementById('guide');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  return { step: g.dataset.step, box: box(g), fits: g.scrollHeight <= g.clientHeight + 1,
           title: g.querySelector('.guide-title').textContent,
           rings: [...document.querySelectorAll('.guide-ring')].map(box),
           buttons: [...g.querySelectorAll('.guide-actions .btn')].filter((b) => b.checkVisibility())
             .map((b) => [b.textContent, Math.round(b.getBoundingClientRect().top)]),
           screen: [document.documentElement.clientWidth, window.innerHeight] };
}"""


def intersects(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def guide(page: Page) -> Any:
    return page.get_by_test_id("guide")


def table_state(page: Page) -> Any:
    text = page.evaluate(f"() => localStorage.getItem({TABLE_KEY!r})")
    return json.loads(text) if text else None


def check_step(page: Page, step: str, width: int, height: int, words: dict[str, str], last: bool = False) -> None:
    expect(guide(page)).to_have_attribute("data-step", step)
    page.evaluate(FRAMES_JS)
    shown = page.evaluate(BOXES_JS)
    assert shown["screen"] == [width, height]
    assert shown["title"] == words[f"guide.{step}.title"]
    assert shown["rings"], step
    assert any(r[2] > r[0] and r[3] > r[1] for r in shown["rings"]), (step, width, height, shown)  # (drawn: a ring shows)
    left, top, right, bottom = shown["box"]
    assert left >= 0 and top >= 0 and right <= width and bottom <= height, (step, width, height, shown)
    assert shown["fits"], (step, width, height)  # read whole, without scrolling
    for ring in shown["rings"]:
        assert not intersects(shown["box"], ring), (step, width, height, shown)
    # Skip, Back, Next (Back from the second step; the last has Back and Done) in one row
    names = [name for name, _ in shown["buttons"]]
    assert names[-1] == words["guide.done" if last else "guide.next"], (step, names)
    assert (words["guide.skip"] in names) is not last, (step, names)
    assert len({top for _, top in shown["buttons"]}) == 1, (step, width, height, shown["buttons"])


def step_through(page: Page, steps: list[str], sizes: list[tuple[int, int]], words: dict[str, str],
                 shots: str | None = None) -> None:
    """At each size in turn, every step checked (check_step) by Next, then Back to the first;
    at the last size it stays at the last step. ``shots``: a screenshot's name start
    (test-results/<shots>-<w>x<h>-<step>.png)."""
    for n, (width, height) in enumerate(sizes):
        page.set_viewport_size({"width": width, "height": height})
        for i, step in enumerate(steps):
            check_step(page, step, width, height, words, last=i + 1 == len(steps))
            if shots:
                page.screenshot(path=f"test-results/{shots}-{width}x{height}-{i + 1}.png")
            if i + 1 < len(steps):
                guide(page).get_by_role("button", name=words["guide.next"]).click()
        if n + 1 < len(sizes):
            for _ in steps[1:]:
                guide(page).get_by_role("button", name=words["guide.back"]).click()
            expect(guide(page)).to_have_attribute("data-step", steps[0])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_first_visit_shows_the_guide_once_beside_what_it_points_at(page: Page, lang: str) -> None:
    words = catalogue(lang)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"./?{TABLE}&lang={lang}")  # a first visit, no test hook in the address
    wait_ready(page)
    expect(guide(page)).to_be_visible()
    expect(guide(page)).to_have_attribute("role", "dialog")
    expect(guide(page)).to_have_accessible_name(words["guide.label"])
    next_button = guide(page).get_by_role("button", name=words["guide.next"])
    expect(next_button).to_be_focused()
    step_through(page, STEPS, SIZES, words, shots=f"guide-{lang}")
    guide(page).get_by_role("button", name=words["guide.done"]).click()
    expect(guide(page)).to_have_count(0)
    expect(page.locator("#seat-0 button.card-slot[tabindex='0']")).to_be_focused()
    expect(page.locator(".guide-ring")).to_have_count(0)
    assert table_state(page) == {"guide": "done"}
    # never again: a fresh match (the save removed) on a plain address opens without it
    page.evaluate(f"() => localStorage.removeItem({SAVE_KEY!r})")
    page.reload()
    wait_ready(page)
    expect(page.locator("[data-seat='0']")).to_have_attribute("data-count", "16")
    page.evaluate(FRAMES_JS)
    expect(guide(page)).to_have_count(0)


def test_the_guide_holds_the_computer_players_and_esc_skips_it(page: Page) -> None:
    words = catalogue("en")
    page.goto(f"./?{TABLE}&guide=1&seed={seed_led_by(1)}&speed=instant")  # asked for; Anna leads
    wait_ready(page)
    expect(guide(page)).to_be_visible()
    expect(page.locator("[data-seat='1']")).to_have_attribute("data-turn", "true")
    now = page.get_by_test_id("status-now")
    expect(now).to_have_text(words["guide.bots_wait"])
    mark = page.locator("[data-seat='1'] .turn-mark")
    expect(mark).to_have_text(words["guide.seat_waits"])  # (not "Thinking…")
    for step in STEPS[1:]:  # by keyboard: Enter on Next (in focus) goes on
        page.keyboard.press("Enter")
        expect(guide(page)).to_have_attribute("data-step", step)
    page.keyboard.press("Shift+Tab")  # Back, then Enter goes back
    expect(guide(page).get_by_role("button", name=words["guide.back"])).to_be_focused()
    page.keyboard.press("Enter")
    expect(guide(page)).to_have_attribute("data-step", "controls")
    # meanwhile (at instant pace) no computer player moved
    assert page.get_by_test_id("round-log").locator("li").count() == 0
    assert page.locator("[data-seat='1']").get_attribute("data-count") == "16"
    page.keyboard.press("Escape")
    expect(guide(page)).to_have_count(0)
    expect(page.get_by_test_id("round-log").locator("li").first).to_have_attribute("data-log-seat", "1")
    expect(now).not_to_have_text(words["guide.bots_wait"])
    expect(mark).to_have_text(words["seat.turn_bot"])
    assert table_state(page) == {"guide": "skipped"}


def test_the_test_hooks_keep_it_away_and_rules_and_tips_shows_it_again(page: Page) -> None:
    words = catalogue("en")
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"./?{TABLE}&seed=5&speed=instant")
    wait_ready(page)
    page.evaluate(FRAMES_JS)
    expect(guide(page)).to_have_count(0)
    assert table_state(page) is None  # nothing was decided for the player
    page.locator("#btn-rules").click()
    help_panel = page.get_by_role("dialog", name=words["help.title"])
    expect(help_panel).to_be_visible()
    help_panel.get_by_role("button", name=words["guide.again"]).click()
    expect(help_panel).to_be_hidden()
    expect(guide(page)).to_have_attribute("data-step", "hand")
    expect(guide(page).get_by_role("button", name=words["guide.next"])).to_be_focused()
    assert axe_problems(page, "guide-360x740") == []
    guide(page).get_by_role("button", name=words["guide.skip"]).click()
    expect(guide(page)).to_have_count(0)
    assert table_state(page) == {"guide": "skipped"}


def test_when_the_guide_starts_by_itself(page: Page) -> None:
    page.goto(f"./?{TABLE}&seed=5&speed=instant")
    wait_ready(page)
    cases = [
        # (guide=, seed/speed in the address, stored state, a new match) -> answer
        ([None, False, None, True], "start"),
        ([None, False, None, False], "seen"),
        ([None, False, {"guide": "done"}, True], "no"),
        ([None, False, {"guide": "skipped"}, True], "no"),
        ([None, False, {"guide": "nonsense"}, True], "start"),
        ([None, True, None, True], "no"),
        (["1", True, {"guide": "done"}, False], "start"),
        (["0", False, None, True], "no"),
    ]
    got = page.evaluate("""async (cases) => {
        const { wanted } = await import('./js/core/ui/guide.js');
        return cases.map(([param, hooks, state, fresh]) => wanted({ param, hooks, state, fresh }));
    }""", [c for c, _ in cases])
    assert got == [answer for _, answer in cases]
