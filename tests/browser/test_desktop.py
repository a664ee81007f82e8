"""Issue 15, item 6: the desktop table uses its space. At 1280 × 800 the play to beat is
drawn with cards at least 80 px wide (60 before), the seats' last plays, the round strip's
chips and the card counter read at 15 px or more (12.8 px before), and the hand's cards
grow; at 360 × 740 the sizes stay as they were (the hand's cards 55.9 px wide: 50 while the
message box had a sixth line for the longest refusal, before the German, Portuguese and
Spanish refusals were shortened; the tap targets 41 × 52, 39 × 48 then). Screenshots in
``test-results/desktop-<w>x<h>.png``."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.web.sessions import FOLLOW_PAIR

from .test_features import open_at

SIZES_JS = """() => {
  const px = (sel, prop) => parseFloat(getComputedStyle(document.querySelector(sel))[prop]);
  return { table: document.querySelector('[data-testid=table] .card').getBoundingClientRect().width,
           hand: document.querySelector('#seat-0 .card').getBoundingClientRect().width,
           bubble: px("[data-seat='2'] .bubble", 'fontSize'),
           chip: px('[data-testid=round-log] .log-entry', 'fontSize'),
           counter: px('.counter-rank', 'fontSize') };
}"""


@pytest.mark.parametrize("width, height, expected", [
    (1280, 800, {"table": 86, "hand": 72, "bubble": 16.8, "chip": 15.68, "counter": 15.2}),
    (360, 740, {"table": 40, "hand": 55.9, "bubble": 12.8, "chip": 11.52, "counter": 12.8}),
])
def test_desktop_cards_and_chips_are_large(page: Page, width: int, height: int, expected: dict[str, float]) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_at(page, FOLLOW_PAIR)  # Ben's 9♠ 9♥ on the table and on his seat
    expect(page.get_by_test_id("table")).to_have_attribute("data-cards", "9S 9H")
    page.screenshot(path=f"test-results/desktop-{width}x{height}.png")
    sizes = page.evaluate(SIZES_JS)
    assert {k: round(v, 1) for k, v in sizes.items()} == {k: round(v, 1) for k, v in expected.items()}
