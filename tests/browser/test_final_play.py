"""Issue 15, item 7 (part): the deal's final play stays in sight a moment (one and a half
computer moves at the chosen pace) before the result opens over it."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.web.sessions import GO_OUT

from .test_features import open_at
from .test_table import click_cards, result_dialog, table


def test_the_final_play_stays_in_sight_before_the_result(page: Page) -> None:
    open_at(page, GO_OUT)  # slow pace: a computer move takes 1.4 s, the pause 2.1 s
    click_cards(page, "3S")
    page.get_by_role("button", name="Play").click()
    expect(table(page)).to_have_attribute("data-cards", "3S")
    assert page.locator("dialog[open]").count() == 0
    page.wait_for_timeout(1000)
    assert page.locator("dialog[open]").count() == 0  # the 3♠ is still what one sees
    expect(result_dialog(page)).to_be_visible(timeout=5_000)
