"""Issue 15, item 2: nothing covers the play to beat. While a bomb's note shows ("Your
bomb: …", "Bomb by Anna: …"), its box and the boxes of the cards on the table do not
intersect, at phone portrait (360 × 740, and the small 320 × 568), phone landscape
(740 × 360) and desktop (1280 × 800). Screenshots in ``test-results/bomb-note-<w>x<h>-<n>.png``."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.web.sessions import BOMB_BEATEN

from .test_features import open_at
from .test_table import click_cards

OVERLAPS_JS = """() => {
  const note = document.querySelector('[data-testid=bomb-note]').getBoundingClientRect();
  const cards = Array.from(document.querySelectorAll('[data-testid=table] .card'));
  return {cards: cards.length, overlapping: cards.filter((c) => {
    const r = c.getBoundingClientRect();
    return r.left < note.right && note.left < r.right && r.top < note.bottom && note.top < r.bottom;
  }).map((c) => c.dataset.code)};
}"""


@pytest.mark.parametrize("width, height", [(360, 740), (320, 568), (740, 360), (1280, 800)])
def test_a_bomb_note_never_covers_the_cards_on_the_table(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_at(page, BOMB_BEATEN)  # your bomb of 4s, beaten by Anna's bomb of 5s
    note = page.get_by_test_id("bomb-note")
    click_cards(page, "4S 4H 4D 4C")
    page.get_by_role("button", name="Play").click()
    expect(note).to_have_text("Your bomb: it scores +20 if nobody beats it.")
    page.wait_for_timeout(400)  # the cards' flight has ended
    page.screenshot(path=f"test-results/bomb-note-{width}x{height}-1.png")
    assert page.evaluate(OVERLAPS_JS) == {"cards": 4, "overlapping": []}
    expect(note).to_have_text("Bomb by Anna: it scores +20 if nobody beats it.", timeout=15_000)
    page.wait_for_timeout(400)
    page.screenshot(path=f"test-results/bomb-note-{width}x{height}-2.png")
    assert page.evaluate(OVERLAPS_JS) == {"cards": 4, "overlapping": []}
