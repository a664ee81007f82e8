"""Issue 15, item 8 (part): in phone landscape a very long play in the round strip keeps
its start, main part first (it used to be cut at the strip's left edge)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .test_features import open_at
from .test_table import click_cards

AIRPLANE = (["3S 3D 5C 8D KH KC KD AH AC AD 9S", "4S 6S", "TS JS"], [])
"""You hold 3♠ and lead an airplane with wings (K♥K♣K♦ A♥A♣A♦ + 3♠ 3♦ 5♣ 8♦)."""


def test_a_long_play_keeps_its_start_in_the_landscape_round_strip(page: Page) -> None:
    page.set_viewport_size({"width": 568, "height": 320})
    open_at(page, AIRPLANE)
    click_cards(page, "3S 3D 5C 8D KH KC KD AH AC AD")
    page.get_by_role("button", name="Play").click()
    entry = page.get_by_test_id("round-log").locator("li").last
    expect(entry).to_have_attribute("data-log-cards", "3S 3D 5C 8D KH KC KD AH AC AD")
    page.screenshot(path="test-results/polish-568x320-airplane.png")
    boxes = page.evaluate("""() => {
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
        const strip = document.querySelector('[data-testid=round-log]');
        const li = strip.querySelector('li:last-child');
        return {strip: box(strip), entry: box(li), first: box(li.querySelector('.mini'))};
    }""")
    left, right = boxes["strip"]
    assert boxes["entry"][0] >= left - .5 and boxes["entry"][1] <= right + .5, boxes
    assert boxes["first"][0] >= left - .5, boxes  # K♥, the play's first card, is in sight
