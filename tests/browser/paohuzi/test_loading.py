"""Paohuzi's loading line while the engine starts: a box over the middle of the page, whole
(a new player on a phone saw it squeezed into the stock's narrow box: the spinner cut at the
top, "2.1 MB of" cut at the bottom, six lines). The snapshot's download is held back (on the
browser context: the worker's requests are not the page's) until the line has been looked at.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from ..conftest import wait_ready

BOX = """() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const loading = document.getElementById('loading');
    const text = document.getElementById('loading-text');
    return {loading: box(loading), spinner: box(loading.querySelector('.spinner')), text: box(text),
            lines: Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight || '20')),
            cut: loading.scrollHeight > loading.clientHeight + .5};
}"""


@pytest.mark.parametrize("width, height", [(360, 740), (320, 568), (740, 360)])
def test_the_loading_line_is_a_whole_box_on_a_phone(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    held: list[Any] = []  # the snapshot's request (the fetch stage lasts until it is in), answered once the line has been looked at
    page.context.route("**/boot/snapshot-*.gz", lambda route: held.append(route))
    page.goto("./?game=paohuzi&speed=instant&lang=de")
    expect(page.locator("#loading-text")).to_contain_text("MB", timeout=30_000)
    got = page.evaluate(BOX)
    for route in held:
        route.continue_()
    assert not got["cut"], got
    for part in ("loading", "spinner", "text"):
        left, top, right, bottom = got[part]
        assert left >= 0 and top >= 0 and right <= width and bottom <= height, (part, got)
    sl, st, sr, sb = got["spinner"]
    bl, bt, br, bb = got["loading"]
    assert bl <= sl and bt <= st and sr <= br and sb <= bb, got
    assert got["text"][2] - got["text"][0] >= 200, got  # (a line of words, not a narrow column)
    wait_ready(page)
