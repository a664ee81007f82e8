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
