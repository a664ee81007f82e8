"""Paohuzi's table uses the room it has (issue 12, the faults a player sees).

* On a phone in portrait the hand takes the height left under the controls: no band of empty
  felt between the card tracker and the say box, and the hand's place (a column of four of
  its widest cards and the 胡息 figure) ends at most a few pixels above the screen's bottom
  unless the cards are already as wide as the hand's columns allow (ten columns, eight with
  large cards); with large cards the hand's cards are larger than before this change (the
  old sheet kept them at 29 px at 320x568 and 33 px at 360x740, whatever the height).
* A late deal (:func:`late_deal`: six sets a seat, a 提 among them, and discards) shows every
  set's every card inside its panel without the panel's body scrolling, at 800x600 and at
  1280x800 with four players (you deal, the seat opposite sits out), normal and large cards.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from paohuzi import Deal, Rules

from tests.paohuzi_positions import crowded_claim, session_record

from .helpers import resume_at, wait_decision

SETTINGS_KEY = "cardroom:paohuzi:settings:v1"

ROOM = """() => {
    const box = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
    const cards = [...document.querySelectorAll('.hand button[data-card] .pcard')].map((c) => c.getBoundingClientRect().width);
    return {tracker: box('.tracker'), say: box('.say'), cols: box('.hand-cols'), card: Math.max(...cards),
            scroll: document.documentElement.scrollHeight, rowGap: parseFloat(getComputedStyle(document.querySelector('.app')).rowGap)};
}"""

PHONES = [(320, 568), (360, 640), (360, 740), (412, 915)]
OLD_LARGE = {(320, 568): 29, (360, 640): 33, (360, 740): 33, (412, 915): 33}
"""The large hand card's width (px) on the old sheet (its caps)."""


def open_crowded(page: Any, width: int, height: int, large: bool) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"localStorage.setItem({SETTINGS_KEY!r}, {json.dumps(json.dumps({'large': large}))})")
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize(("width", "height"), PHONES, ids=[f"{w}x{h}" for w, h in PHONES])
def test_the_hand_takes_the_height_left_on_a_phone(page: Any, width: int, height: int, large: bool) -> None:
    open_crowded(page, width, height, large)
    got = page.evaluate(ROOM)
    assert got["scroll"] == height, got
    # the say box follows the help strip at the grid's gap: no empty band between them
    assert got["say"][1] - got["tracker"][3] <= got["rowGap"] + 0.5, got
    # the hand's cards as wide as its columns allow, or its place reaches the screen's bottom
    margin = 34 if width > 359 and height > 700 else 30
    widest = (width - margin) / (8 if large else 10) - 2
    assert got["card"] <= widest + 0.05, got
    if got["card"] < widest - 0.05:
        assert height - 8 <= got["cols"][3] <= height, got
    if large:
        assert got["card"] >= OLD_LARGE[(width, height)] + 1, got


def late_deal(players: int = 3) -> Deal:
    """A late position (§25): every seat has six sets on the table, a 提 among them (yours of
    一, Anna's of 玖, Ben's 偎 and five more), and discards; Ben (seat 2, your 上家) must
    discard and has nothing but 伍 to discard (the rest is a 坎), which you may 碰 (§9.6). With
    ``players=4`` you deal and the seat opposite you sits out (§3)."""
    return Deal.from_setup(
        Rules(players=players), ["x6 x7 d5 d5", "x10 d4", "d5 x9 x9 x9"], "d4 x6 d8 x4", discarding=2,
        melds=[["ti x1", "peng x2", "chi x3 x4 x5", "wei d1", "chi d2 d7 d10", "peng d3"],
               ["ti d9", "peng x8", "chi x6 x7 x8", "wei x10", "chi d4 d5 d6", "peng d8"],
               ["wei d6", "chi x3 x4 x5", "peng d2", "peng d7", "chi x5 x6 x7", "chi x2 x3 x4"]],
        discards=["x7", "d10", "d3"], shift=[3, 1, 1])


PANELS = """() => [...document.querySelectorAll('[data-seat]')].filter((s) => s.dataset.out !== 'true').map((s) => {
    const body = s.querySelector('.seat-body'), p = s.getBoundingClientRect();
    const cards = [...s.querySelectorAll('[data-meld] .pcard, .discards .chip')].map((c) => c.getBoundingClientRect());
    return {seat: s.dataset.seat, scrolls: body.scrollHeight - body.clientHeight, melds: s.querySelectorAll('[data-meld]').length,
            outside: cards.filter((c) => c.top < p.top || c.bottom > p.bottom + 0.5 || c.left < p.left || c.right > p.right + 0.5).length};
})"""


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize(("width", "height", "players"), [(800, 600, 3), (1280, 800, 4)], ids=["800x600", "1280x800-four"])
def test_a_late_deal_shows_every_set_without_scrolling_a_panel(page: Any, width: int, height: int, players: int,
                                                               large: bool) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.add_init_script(f"localStorage.setItem({SETTINGS_KEY!r}, {json.dumps(json.dumps({'large': large}))})")
    resume_at(page, session_record(late_deal(players)))
    wait_decision(page)
    panels = page.evaluate(PANELS)
    assert len(panels) == 3, panels
    for panel in panels:
        assert panel["melds"] == 6, panel
        assert panel["scrolls"] <= 0, panel
        assert panel["outside"] == 0, panel
    assert page.evaluate("document.documentElement.scrollHeight") == height
