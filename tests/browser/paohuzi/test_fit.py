"""Paohuzi's table fits the screen (issue 12: nothing cut at 320x568, 360x740, 740x360 and
1280x800), with normal and with large cards: at a claim decision, with sets on the table,
the help strip and the tracker showing, every card of the hand lies inside the viewport and
the page does not scroll."""

from __future__ import annotations

import json
from typing import Any

import pytest

from .helpers import open_phz, wait_decision

SETTINGS_KEY = "cardroom:paohuzi:settings:v1"
SIZES = [(320, 568), (360, 740), (740, 360), (1280, 800)]


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_hand_is_on_the_screen(page: Any, width: int, height: int, large: bool) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"localStorage.setItem({SETTINGS_KEY!r}, {json.dumps(json.dumps({'large': large}))})")
    open_phz(page, seed=4)  # Ben discards 捌 at once: you decide, with sets on both sides
    wait_decision(page)
    box = page.evaluate("""() => {
        const cards = [...document.querySelectorAll('.hand-col button')];
        const rects = cards.map((c) => c.getBoundingClientRect());
        return {n: cards.length, bottom: Math.max(...rects.map((r) => r.bottom)),
                right: Math.max(...rects.map((r) => r.right)), left: Math.min(...rects.map((r) => r.left)),
                scroll: document.documentElement.scrollHeight, large: document.documentElement.classList.contains('phz-large')};
    }""")
    assert box["large"] is large
    assert box["n"] == 16
    assert box["scroll"] <= height
    assert box["left"] >= 0 and box["right"] <= width
    assert box["bottom"] <= height
