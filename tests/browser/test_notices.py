"""Issue 15, item 1: a notice that no longer applies goes away, and what the player must do
now stays in sight. A notice of an automatic pass, a hint and a refusal each hold for the
position they were given in: once the other players have moved and it is your turn again,
the message line is empty and the status line's prompt ("Your turn: beat …") shows at its
full size (a message used to squeeze it to 1 × 1 px). While a hint of the current position
shows in phone portrait, the prompt stays beside it (a refusal, up to five lines long in
German, takes the whole box)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from tests.catalogues import catalogue
from tests.web.sessions import FOLLOW_PAIR, PASS_ONLY, session_record

from .conftest import SAVE_KEY, SETTINGS_KEY, TABLE, wait_ready
from .test_features import put_in_storage
from .test_table import saved_match


def open_at(page: Page, position: tuple[list[str], list[str]], autopass: bool = False,
            speed: str = "fast") -> None:
    record = session_record(*position)
    items = {SAVE_KEY: json.dumps({"v": 1, "saved": 0, "record": record})}
    if autopass:
        items[SETTINGS_KEY] = json.dumps({"autopass": True})
    put_in_storage(page, items)
    page.goto(f"./?{TABLE}&speed={speed}")
    wait_ready(page)


def prompt_height(page: Page) -> float:
    """The height of the status line's "what happens now" on the screen (1 when squeezed)."""
    box = page.get_by_test_id("status-now").bounding_box()
    return box["height"] if box else 0


def wait_my_turn_again(page: Page, moves: int) -> None:
    """Wait until the deal has more than ``moves`` moves and it is your turn (or it is over)."""
    for _ in range(400):
        if page.locator("dialog[open]").count():
            return
        mine = page.evaluate("() => document.documentElement.dataset.myTurn === 'true'")
        if mine and len(saved_match(page).deal.history) > moves:
            return
        page.wait_for_timeout(50)
    pytest.fail("your turn did not come back")


def test_the_notice_of_an_automatic_pass_goes_once_the_table_changes(page: Page) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_at(page, PASS_ONLY, autopass=True, speed="slow")  # nothing you hold beats Ben's 2♠
    alert = page.get_by_role("alert")
    expect(alert).to_have_text("Passed for you: nothing you hold beats 2♠.")
    # Anna passes, Ben leads again, and 4♠ … 7♦ beat his single: your turn, a new table
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'", timeout=20_000)
    deal = saved_match(page).deal
    assert deal.turn == 0 and deal.table is not None and str(deal.table) != "2S"
    expect(page.locator("#message")).to_be_empty()
    expect(page.get_by_test_id("status-now")).to_have_text(f"Your turn: beat {str(deal.table)[0]}♠.")
    assert prompt_height(page) > 10
    expect(page.get_by_test_id("pass-lock")).to_be_visible()
    assert page.get_by_test_id("pass-lock").bounding_box()["height"] > 10


@pytest.mark.parametrize("width, height", [(360, 740), (740, 360)])
def test_a_hint_and_a_refusal_go_once_the_table_changes(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_at(page, FOLLOW_PAIR)  # Ben led 9♠ 9♥; your K♠ K♥ beat it
    alert = page.get_by_role("alert")
    page.keyboard.press("p")  # the pass is locked: its reason shows
    expect(alert).to_have_text(catalogue("en")["reason.must_beat"])
    page.keyboard.press("h")
    expect(alert).to_contain_text("Hint 1 of")
    if width < height:
        assert prompt_height(page) > 10
        expect(page.get_by_test_id("status-now")).to_have_text("Your turn: beat 9♠ 9♥.")
    page.get_by_role("button", name="Play").click()
    wait_my_turn_again(page, 2)
    if page.locator("dialog[open]").count():
        pytest.fail("the deal ended before your turn came back")
    expect(page.locator("#message")).to_be_empty()
    assert prompt_height(page) > 10
    expect(page.get_by_test_id("status-now")).to_contain_text("Your ")


# Ben led 9♠ 9♥; your 5s make a triple with one kicker while cards remain (§12 needs_kickers)
SHORT_TRIPLE = (["5S 5H 5D KS KH 7D 8D", "4C 6C 3D", "3S 9S 9H JC QC"], ["9S 9H"])
LONGEST_REFUSALS = {"not_a_combination": (FOLLOW_PAIR, ("5S", "7D", "8D")),
                    "needs_kickers": (SHORT_TRIPLE, ("5S", "5H", "5D", "7D"))}
"""The two longest refusals in German (109 and 115 characters) and Portuguese (111 and
122), with the position and the cards that draw each."""

SAY_JS = """() => {
  const say = document.querySelector('.say');
  const now = document.querySelector('[data-testid=status-now]');
  const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const n = now.getBoundingClientRect();
  const hit = document.elementFromPoint(n.left + Math.min(n.width / 2, 20), n.top + n.height / 2);
  return { say: box(say), now: box(now), line: box(document.getElementById('status')),
           message: box(document.getElementById('message')),
           hit: Boolean(hit && now.contains(hit)), whole: say.scrollHeight <= say.clientHeight + 1,
           screen: [window.innerWidth, window.innerHeight] };
}"""
WHOLE = [(740, 360), (568, 320), (640, 360), (360, 740), (320, 568)]
"""The sizes where the longest refusal is read whole beside the prompt (every size the
table is made for)."""


@pytest.mark.parametrize("reason", LONGEST_REFUSALS)
@pytest.mark.parametrize("lang", ["en", "de", "pt"])
def test_the_prompt_stays_in_sight_beside_the_longest_refusal(page: Page, lang: str, reason: str) -> None:
    """Issue 15: a long refusal, and phone landscape, no longer hide what the player must do
    now. With one of the longest refusals of the language showing, "Your turn: beat 9♠ 9♥"
    is on the screen, uncovered, inside the box of what is said, and the refusal starts
    right under it; at 740 × 360, 568 × 320, 640 × 360, 360 × 740 and 320 × 568 the whole
    refusal fits too (the box does not scroll)."""
    position, cards = LONGEST_REFUSALS[reason]
    words = catalogue(lang)
    page.set_viewport_size({"width": 740, "height": 360})
    record = session_record(*position)  # Ben led 9♠ 9♥
    put_in_storage(page, {SAVE_KEY: json.dumps({"v": 1, "saved": 0, "record": record})})
    page.goto(f"./?{TABLE}&speed=slow&lang={lang}")
    wait_ready(page)
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'")
    for code in cards:
        page.locator(f"#seat-0 button[data-card='{code}']").dispatch_event("click")
    message = page.locator("#message")
    expect(message).to_have_attribute("data-reason", reason)
    expect(message).to_have_text(words[f"reason.{reason}"])
    expect(page.get_by_test_id("status-now")).to_have_text(words["status.your_turn_must_beat"].replace("{cards}", "9♠ 9♥"))
    for width, height in WHOLE:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        page.screenshot(path=f"test-results/refusal-{lang}-{reason}-{width}x{height}.png")
        shown = page.evaluate(SAY_JS)
        assert shown["screen"] == [width, height]
        say, now, line = shown["say"], shown["now"], shown["line"]
        assert now[3] - now[1] > 10, (width, height, shown)
        # (the status line's box: the prompt's own inline box may reach a pixel past its line)
        assert line[1] >= say[1] - .5 and line[3] <= say[3] + .5, (width, height, shown)
        assert shown["hit"], (width, height, shown)
        assert line[3] <= shown["message"][1] + .5 and shown["message"][1] < say[3] - 10, (width, height, shown)
        if (width, height) in WHOLE:
            assert shown["whole"], (width, height, shown)
