"""Issue 15, item 8 (part): in phone landscape a very long play in the round strip keeps
its start, main part first (it used to be cut at the strip's left edge)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .test_features import open_at
from .test_table import click_cards

AIRPLANE = (["3S 3D 5C 8D KH KC KD AH AC AD 9S", "4S 6S", "TS JS"], [])
"""You hold 3♠ and lead an airplane with wings (K♥K♣K♦ A♥A♣A♦ + 3♠ 3♦ 5♣ 8♦)."""


def play_the_airplane(page: Page) -> None:
    """Open AIRPLANE, play it; Anna cannot beat it: her pass joins the strip."""
    open_at(page, AIRPLANE)
    click_cards(page, "3S 3D 5C 8D KH KC KD AH AC AD")
    page.get_by_role("button", name="Play").click()
    strip = page.get_by_test_id("round-log")
    expect(strip.locator("li").first).to_have_attribute("data-log-cards", "3S 3D 5C 8D KH KC KD AH AC AD")
    expect(strip.locator("li").last).to_have_attribute("data-log-cards", "pass", timeout=15_000)


def test_a_long_play_keeps_its_start_in_the_landscape_round_strip(page: Page) -> None:
    page.set_viewport_size({"width": 568, "height": 320})
    play_the_airplane(page)
    page.screenshot(path="test-results/round-strip-568x320-airplane.png")
    boxes = page.evaluate("""() => {
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
        const strip = document.querySelector('[data-testid=round-log]');
        const items = [...strip.querySelectorAll('li')].filter((li) => li.getClientRects().length);
        return {strip: box(strip), entries: items.map(box), first: box(items[0].querySelector('.mini'))};
    }""")
    left, right = boxes["strip"]
    assert len(boxes["entries"]) == 2, boxes
    for entry in boxes["entries"]:
        assert entry[0] >= left - .5 and entry[1] <= right + .5, boxes
    assert boxes["first"][0] >= left - .5, boxes  # the airplane's first card label is in sight


def test_a_seats_ring_goes_at_once_when_the_turn_moves_on(page: Page) -> None:
    """Item 8: the turn's ring fades in (.15 s) but leaves without a fade, so two seats
    are never ringed together."""
    open_at(page, AIRPLANE)
    durations = "() => [1, 2].map((s) => getComputedStyle(document.querySelector(`[data-seat='${s}']`)).transitionDuration)"
    assert page.evaluate(durations) == ["0s", "0s"]  # neither is to move: no fade out
    click_cards(page, "3S 3D 5C 8D KH KC KD AH AC AD")
    page.get_by_role("button", name="Play").click()
    expect(page.locator("[data-seat='1']")).to_have_attribute("data-turn", "true")
    assert page.evaluate(durations) == ["0.15s, 0.15s", "0s"]


def test_a_long_play_in_the_portrait_round_strip_keeps_clear_of_its_buttons(page: Page) -> None:
    """Issue 15: at 360 × 740 a 10-card airplane in the round strip ran under the deal
    log and sound buttons beside it; now no entry's box meets either button's, and the
    entry shows whole."""
    page.set_viewport_size({"width": 360, "height": 740})
    play_the_airplane(page)
    page.screenshot(path="test-results/round-strip-360x740-airplane.png")
    boxes = page.evaluate("""() => {
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        const items = [...document.querySelectorAll('[data-testid=round-log] li')].filter((li) => li.getClientRects().length);
        return { entries: items.map(box), whole: items.map((li) => li.scrollWidth <= li.clientWidth + 1),
                 buttons: ['#btn-log', '#btn-sound'].map((s) => box(document.querySelector(s))) };
    }""")
    assert len(boxes["entries"]) == 2, boxes
    for entry in boxes["entries"]:
        for button in boxes["buttons"]:
            assert not (entry[0] < button[2] and button[0] < entry[2] and entry[1] < button[3] and button[1] < entry[3]), boxes
    assert boxes["whole"] == [True, True], boxes
