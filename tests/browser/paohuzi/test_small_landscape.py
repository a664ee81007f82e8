"""The smallest phones in landscape (568 x 320): the whole table fits the screen, before and
after a Hint (a tester found the page 349 px high there, the hand's foot and the tools cut,
and a Hint scrolling the page 23 px so that the top bar was cut)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.paohuzi_positions import crowded_claim, session_record

from .helpers import resume_at, wait_decision
from .test_room import late_deal

FITS = """() => {
    const inside = (e) => { const r = e.getBoundingClientRect(); return r.top >= -.5 && r.bottom <= innerHeight + .5; };
    const parts = ['.topbar', '.hand', '.table-tools', '[data-testid=actions]', '#seat-0', '.felt'];
    return {scroll: [document.body.scrollHeight, document.scrollingElement.scrollHeight, document.scrollingElement.scrollTop],
            out: parts.filter((s) => { const e = document.querySelector(s); return !e || (e.checkVisibility() && !inside(e)); })};
}"""


@pytest.mark.parametrize("position", [crowded_claim, late_deal], ids=["crowded", "late"])
def test_the_table_fits_568x320_before_and_after_a_hint(page: Any, position: Any) -> None:
    page.set_viewport_size({"width": 568, "height": 320})
    resume_at(page, session_record(position()))
    wait_decision(page)
    assert page.evaluate(FITS) == {"scroll": [320, 320, 0], "out": []}
    page.get_by_role("button", name="Hint").click()
    page.wait_for_function("() => document.getElementById('message').textContent.length > 0")
    assert page.evaluate(FITS) == {"scroll": [320, 320, 0], "out": []}
