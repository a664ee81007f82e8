"""Issue 15, item 5: a play is shown and read main part first, then its kickers (spec §5:
the three of a three with two, the triples of an airplane, are what it is ranked by), on
the table, on the seat, in the status line, the round strip, the hint, the deal log and
the announcements: the order the bridge's ``"shown"`` gives, never the hand's order."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from .test_behaviour import announced
from .test_features import open_at
from .test_table import click_cards, result_dialog

BEN_LEADS = (["3H 4D 7H 7C 7D", "4S 6S 9S", "3S 5S 5H 5D 6C 8C"], ["5S 5H 5D 3S 6C"])
"""Ben (seat 2) led 5♠ 5♥ 5♦ with 3♠ 6♣; your 7♥ 7♣ 7♦ with 3♥ 4♦ alone beat it and take you out."""
ANNA_FOLLOWS = (["3H 4D 7H 7C 7D 9S", "5C 6C 8S 8H 8D QS", "TS JS KD"], [])
"""Nobody holds 3♠, so you lead (§14); Anna's three 8s with two beat your three 7s."""


def faces(page: Page) -> list[str]:
    return page.get_by_test_id("table").locator(".card").evaluate_all("cs => cs.map(c => c.dataset.code)")


def test_a_three_with_two_shows_its_three_first_everywhere(page: Page) -> None:
    open_at(page, BEN_LEADS)
    expect(page.get_by_test_id("table")).to_have_attribute("data-cards", "3S 5S 5H 5D 6C")  # (the hook: as held)
    assert faces(page) == ["5S", "5H", "5D", "3S", "6C"]
    expect(page.get_by_test_id("status-now")).to_have_text("Your turn: beat 5♠ 5♥ 5♦ 3♠ 6♣.")
    expect(page.locator("[data-seat='2'] .bubble")).to_have_text("5♠5♥5♦3♠6♣")
    entry = page.get_by_test_id("round-log").locator("li").last
    expect(entry.locator(".log-what")).to_have_text("5♠5♥5♦3♠6♣")
    expect(entry).to_have_attribute("aria-label", re.compile(
        "5 of spades, 5 of hearts, 5 of diamonds, 3 of spades(,| and) 6 of clubs"))
    page.keyboard.press("h")
    expect(page.get_by_role("alert")).to_have_text("Hint 1 of 1: 7♥ 7♣ 7♦ 3♥ 4♦.")
    page.get_by_role("button", name="Play").click()
    dialog = result_dialog(page)
    expect(dialog).to_be_visible()
    assert faces(page) == ["7H", "7C", "7D", "3H", "4D"]
    dialog.get_by_role("button", name=re.compile("Plays of this deal")).click()
    log = page.get_by_test_id("deal-log")
    expect(log.locator(".log-what")).to_have_text(["5♠5♥5♦3♠6♣", "7♥7♣7♦3♥4♦"])


def test_a_computer_players_three_with_two_is_read_three_first(page: Page) -> None:
    open_at(page, ANNA_FOLLOWS)
    click_cards(page, "3H 4D 7H 7C 7D")
    page.get_by_role("button", name="Play").click()
    expect(page.get_by_test_id("table")).to_have_attribute("data-by", "0")  # (the play has landed)
    assert faces(page) == ["7H", "7C", "7D", "3H", "4D"]
    expect(page.get_by_test_id("table")).to_have_attribute("data-by", "1", timeout=15_000)
    assert faces(page)[:3] == ["8S", "8H", "8D"]
    expect(page.locator("#status-last")).to_have_text(re.compile(r"^Anna played 8♠ 8♥ 8♦ "))
    spoken = [a for a in announced(page) if a.startswith("Anna played")]
    assert spoken and spoken[-1].startswith(
        "Anna played three with two: 8 of spades, 8 of hearts, 8 of diamonds,"), spoken
