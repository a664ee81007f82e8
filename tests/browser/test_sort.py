"""Issue 15, item 7 (part): the hand's sort control. By rank the hand is in the engine's
order; by combination it follows the bridge's ``hand_groups`` (a bomb, then threes, then
pairs, then the singles), each group marked (a gold edge where one starts, every other
one tinted). The choice is a setting, remembered, and the selection still works."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from tests.web.sessions import YOU_LEAD

from .conftest import SETTINGS_KEY, wait_ready
from .test_features import open_at
from .test_table import click_cards, hand_codes, saved_match


def classes(page: Page) -> list[str]:
    return page.locator("#seat-0 button.card-slot").evaluate_all(
        "bs => bs.map(b => (b.classList.contains('group-start') ? '|' : '') + (b.classList.contains('group-alt') ? 'alt' : ''))")


def test_the_hand_sorts_by_rank_or_by_combination(page: Page) -> None:
    open_at(page, YOU_LEAD)  # 3♠ 4444 6♣ 777 8♣ 9♣ 10♣
    deal = saved_match(page).deal
    by_rank = [str(c) for c in deal.hand(0)]
    assert hand_codes(page) == by_rank
    toggle = page.get_by_role("button", name="Group by combination")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    fours = [c for c in by_rank if c[0] == "4"]
    sevens = [c for c in by_rank if c[0] == "7"]
    singles = [c for c in by_rank if c[0] not in "47"]
    assert hand_codes(page) == fours + sevens + singles
    assert classes(page) == [""] * 4 + ["|alt"] + ["alt"] * 2 + ["|"] + [""] * 4
    assert json.loads(page.evaluate(f"() => localStorage.getItem({SETTINGS_KEY!r})"))["group"] is True
    click_cards(page, "4S 4H 4D 4C")
    expect(page.get_by_role("button", name="Play")).not_to_have_attribute("aria-disabled", "true")
    page.get_by_role("button", name="Play").click()
    expect(page.get_by_test_id("table")).to_have_attribute("data-cards", re.compile("^4. 4. 4. 4.$"))
    assert hand_codes(page) == sevens + singles
    page.reload()
    wait_ready(page)
    expect(page.get_by_role("button", name="Group by combination")).to_have_attribute("aria-pressed", "true")
    assert hand_codes(page) == sevens + singles
    page.get_by_role("button", name="Group by combination").click()
    assert hand_codes(page) == [c for c in by_rank if c[0] != "4"]
