"""Issue 15, item 7 (part): short sounds made in the page (Web Audio, no audio file) for
a play, a pass, a bomb, a last card and the deal's end, with a mute control on the table
and a setting, remembered. The page's hook html[data-sound] names the last cue played
while sound is on; nothing is fetched for it."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from tests.web.sessions import BOMB_UNBEATEN, FOLLOW_PAIR, GO_OUT

from .conftest import SETTINGS_KEY
from .test_features import open_at
from .test_table import click_cards, table


def last_cue(page: Page) -> str:
    return page.evaluate("() => document.documentElement.dataset.sound || ''")


def test_sounds_follow_the_table_and_the_mute_control_is_remembered(page: Page) -> None:
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    open_at(page, FOLLOW_PAIR)  # Ben led 9♠ 9♥
    toggle = page.get_by_role("button", name="Sound", exact=True)
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert last_cue(page) == ""  # resuming plays nothing
    click_cards(page, "KS KH")
    page.get_by_role("button", name="Play").click()
    expect(table(page)).to_have_attribute("data-cards", "KS KH")
    assert last_cue(page) == "play"
    expect(page.locator("html")).to_have_attribute("data-sound", "pass", timeout=15_000)  # Anna cannot beat
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert json.loads(page.evaluate(f"() => localStorage.getItem({SETTINGS_KEY!r})"))["sound"] is False
    page.evaluate("() => { document.documentElement.dataset.sound = ''; }")
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'", timeout=15_000)
    assert last_cue(page) == ""  # Ben's pass came while muted
    page.reload()
    expect(page.get_by_role("button", name="Sound", exact=True)).to_have_attribute("aria-pressed", "false")
    page.get_by_role("button", name="Settings").click()
    expect(page.get_by_role("checkbox", name="Play sounds")).not_to_be_checked()
    assert not [u for u in requests if u.split("?")[0].endswith((".mp3", ".ogg", ".wav", ".m4a", ".webm"))]


def test_a_bomb_and_the_deals_end_have_their_own_sounds(page: Page) -> None:
    open_at(page, BOMB_UNBEATEN)
    click_cards(page, "4S 4H 4D 4C")
    page.get_by_role("button", name="Play").click()
    expect(page.locator("html")).to_have_attribute("data-sound", "bomb")
    open_at(page, GO_OUT)
    click_cards(page, "3S")
    page.get_by_role("button", name="Play").click()
    expect(page.locator("html")).to_have_attribute("data-sound", "deal_end")
