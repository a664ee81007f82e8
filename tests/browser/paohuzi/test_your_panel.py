"""Your panel on a phone in portrait, late in a deal (six sets, a 提 among them, and
discards): your discards are never drawn over your sets (a tester saw the discard row paint
over the 捌 碰's lower cards at 360x740 and hide a fourth set at 320x568); both stay inside the
panel, the discards whole, the sets scrolling inside their own place when they do not fit."""

from __future__ import annotations

from typing import Any

import pytest

from tests.paohuzi_positions import session_record

from .helpers import resume_at, wait_decision
from .test_room import late_deal

YOURS = """() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const seat = document.querySelector('[data-seat="0"]');
    const melds = seat.querySelector('[data-testid=melds]');
    const m = melds.getBoundingClientRect();
    return {panel: box(seat), melds: box(melds),
            cards: [...melds.querySelectorAll('.pcard')].map(box).filter((c) => c[1] < m.bottom - .5),
            discards: [...seat.querySelectorAll('[data-testid=discards] .chip')].map(box),
            scroll: document.scrollingElement.scrollHeight};
}"""


def meets(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] - .5 and b[0] < a[2] - .5 and a[1] < b[3] - .5 and b[1] < a[3] - .5


def inside(a: list[float], b: list[float]) -> bool:
    return a[0] >= b[0] - .5 and a[1] >= b[1] - .5 and a[2] <= b[2] + .5 and a[3] <= b[3] + .5


@pytest.mark.parametrize("width, height", [(360, 740), (320, 568), (412, 915)])
def test_your_discards_are_never_drawn_over_your_sets(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(late_deal()))
    wait_decision(page)
    got = page.evaluate(YOURS)
    assert got["scroll"] == height
    assert len(got["discards"]) == 1 and got["cards"], got  # (your one discard; the sets shown)
    for chip in got["discards"]:
        assert inside(chip, got["panel"]), got
        assert not any(meets(chip, card) for card in got["cards"]), got
    assert inside(got["melds"], got["panel"]), got


@pytest.mark.parametrize("width, height", [(360, 740), (320, 568), (412, 915)])
def test_your_sets_lie_three_abreast_on_a_phone(page: Any, width: int, height: int) -> None:
    # (at 360x740 the panel's head left room for two sets: a third, a 碰 just taken, wrapped
    # under them and was cut at the panel's foot; a new player's finding)
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(late_deal()))
    wait_decision(page)
    got = page.evaluate("""() => [...document.querySelectorAll('#seat-0 [data-testid=melds] [data-meld]')]
        .map((m) => Math.round(m.getBoundingClientRect().top))""")
    assert len(got) == 6 and got[:3] == [got[0]] * 3 and got[3:] == [got[3]] * 3 and got[3] > got[0], got
