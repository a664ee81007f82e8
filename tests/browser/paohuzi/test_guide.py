"""Paohuzi's first-visit guide (issue 12: a player who has never seen 字牌 learns it here; a
new player found none). The guide is the house's (``js/core/ui/guide.js``, tested with Pao
De Kuai's steps in ``tests/browser/test_guide.py``); Paohuzi gives it five steps
(``js/games/paohuzi/guide.js``): your hand in columns, the stock and the card on offer, the
choices and Hint, the help strip (听, 臭, the tracker), Rules and tips.

* A first visit (nothing stored, no test hook in the address) opens it, its Next button in
  focus. At 320 × 568, 360 × 740, 740 × 360, 568 × 320 and 1280 × 800, in English, German and
  Portuguese, every step's box lies whole on the screen, needs no scrolling, does not meet the
  part it points at and keeps its buttons in one row (the last step: Back and Done). Done
  closes it, the focus goes to your hand, the table state says ``done`` (beside the hand's
  arrangement), and a fresh match on reload opens without it.
* It holds the computer players: with Ben dealing (he discards first), nothing is played
  while it is open and the status line says they wait for the guide (not "Ben is
  deciding…", which reads as a stuck table; his turn mark says "Waiting"); Esc skips it, Ben
  discards at once, the line says no more that they wait, and ``skipped`` is kept.
* Rules and tips shows it again; at a decision of yours the status line goes on saying what
  you decide (nothing waits on the guide then); axe finds nothing serious with it open.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.catalogues import catalogue
from tests.paohuzi_positions import crowded_claim, first_dealer_seed, session_record

from ..conftest import wait_ready
from ..test_accessibility import axe_problems
from ..test_guide import FRAMES_JS, check_step, guide, step_through
from .helpers import GAME, SAVE_KEY, TABLE_KEY, open_phz, resume_at

SIZES = [(320, 568), (360, 740), (740, 360), (568, 320), (1280, 800)]
STEPS = ["hand", "felt", "controls", "help", "rules"]


def table_state(page: Any) -> dict[str, Any]:
    text = page.evaluate(f"() => localStorage.getItem({TABLE_KEY!r})")
    return json.loads(text) if text else {}


@pytest.mark.parametrize("lang", ["en", "de", "pt"])
def test_a_first_visit_shows_the_guide_once_beside_what_it_points_at(page: Any, lang: str) -> None:
    words = catalogue(lang, GAME)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"./?game={GAME}&lang={lang}")  # a first visit, no test hook in the address
    wait_ready(page)
    expect(guide(page)).to_be_visible()
    expect(guide(page)).to_have_accessible_name(words["guide.label"])
    expect(guide(page).get_by_role("button", name=words["guide.next"])).to_be_focused()
    step_through(page, STEPS, SIZES, words)
    guide(page).get_by_role("button", name=words["guide.done"]).click()
    expect(guide(page)).to_have_count(0)
    expect(page.locator(".guide-ring")).to_have_count(0)
    assert page.evaluate("() => document.activeElement.closest('#hand-area') !== null")
    assert table_state(page)["guide"] == "done"
    # never again: a fresh match (the save removed) on a plain address opens without it
    page.evaluate(f"() => localStorage.removeItem({SAVE_KEY!r})")
    page.reload()
    wait_ready(page)
    page.locator("#hand-area button[data-card]").first.wait_for()
    page.evaluate(FRAMES_JS)
    expect(guide(page)).to_have_count(0)


def test_the_guide_holds_the_computer_players_and_esc_skips_it(page: Any) -> None:
    words = catalogue("en", GAME)
    open_phz(page, seed=first_dealer_seed(2), guide=1)  # asked for; Ben deals, so he discards first
    expect(guide(page)).to_be_visible()
    now = page.locator("#status .status-now")
    expect(now).to_have_text(words["guide.bots_wait"])
    mark = page.locator("[data-seat='2'] .turn-mark")
    expect(mark).to_have_text(words["guide.seat_waits"])  # (not "Thinking…")
    ben = page.locator("[data-seat='2']")
    expect(ben).to_have_attribute("data-dealer", "true")
    expect(ben).to_have_attribute("data-turn", "true")
    for step in STEPS[1:]:  # by keyboard: Enter on Next (in focus) goes on
        page.keyboard.press("Enter")
        expect(guide(page)).to_have_attribute("data-step", step)
    # meanwhile (at instant pace) Ben did not discard: his 21 cards, no card on offer
    assert ben.get_attribute("data-count") == "21"
    expect(page.get_by_test_id("offer")).to_have_count(0)
    page.keyboard.press("Escape")
    expect(guide(page)).to_have_count(0)
    # then Ben discards (the deal's first action), and the play goes on
    page.wait_for_function(f"""() => {{
        const s = JSON.parse(localStorage.getItem({SAVE_KEY!r}) || 'null');
        return s && s.record.match.deals[0].actions.length > 0; }}""")
    first = page.evaluate(f"() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.match.deals[0].actions[0]")
    assert first[0] == 2 and first[1].startswith("discard "), first
    expect(now).not_to_have_text(words["guide.bots_wait"])
    expect(mark).to_have_text(words["seat.turn_bot"])
    assert table_state(page)["guide"] == "skipped"


def test_rules_and_tips_shows_the_guide_again(page: Any) -> None:
    words = catalogue("en", GAME)
    page.set_viewport_size({"width": 360, "height": 740})
    open_phz(page, seed=first_dealer_seed(0))  # you deal: your discard comes first
    page.evaluate(FRAMES_JS)
    expect(guide(page)).to_have_count(0)  # (the test hooks keep it away)
    page.locator("#btn-rules").click()
    help_panel = page.get_by_role("dialog", name=words["help.title"])
    help_panel.get_by_role("button", name=words["guide.again"]).click()
    expect(help_panel).to_be_hidden()
    expect(guide(page)).to_have_attribute("data-step", "hand")
    # your decision waits on nobody: the line says what it is
    expect(page.locator("#status .status-now")).to_have_text(words["status.decide.discard"])
    assert axe_problems(page, "phz-guide-360x740") == []
    guide(page).get_by_role("button", name=words["guide.skip"]).click()
    expect(guide(page)).to_have_count(0)
    assert table_state(page)["guide"] == "skipped"


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360)])
def test_the_guide_stays_on_the_screen_while_you_sit_out(page: Any, width: int, height: int) -> None:
    # four players, Anna deals: you sit out and have no hand; the hand's step (its part not
    # drawn) set its box below the screen (a tester's finding): it is now in the middle
    words = catalogue("en", GAME)
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(crowded_claim(4, dealer=1), seed=first_dealer_seed(2, 4)), speed="slow")
    page.locator("[data-player='0'][data-out=true]").wait_for()
    page.locator("#btn-rules").click()
    page.get_by_role("dialog", name=words["help.title"]).get_by_role("button", name=words["guide.again"]).click()
    expect(guide(page)).to_have_attribute("data-step", "hand")
    page.evaluate(FRAMES_JS)
    box = guide(page).bounding_box()
    assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box
    guide(page).get_by_role("button", name=words["guide.next"]).click()  # (a tap reaches it)
    expect(guide(page)).to_have_attribute("data-step", "felt")


def test_a_phone_turned_in_the_middle_of_a_step_rings_the_new_arrangements_part(page: Any) -> None:
    # the 听 / 臭 step rings the help strip in portrait and the tracker in landscape (where
    # the strip is no box): turned mid-step, it kept the strip's ring, of no size
    words = catalogue("en", GAME)
    page.set_viewport_size({"width": 360, "height": 740})
    open_phz(page, seed=4, guide=1)
    for _ in STEPS[:3]:
        guide(page).get_by_role("button", name=words["guide.next"]).click()
    check_step(page, "help", 360, 740, words)
    portrait = page.evaluate("() => [...document.querySelectorAll('.guide-ring')].map((e) => e.id)")
    for width, height in [(740, 360), (360, 740)]:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(f"() => innerWidth === {width}")
        check_step(page, "help", width, height, words)
    assert page.evaluate("() => [...document.querySelectorAll('.guide-ring')].map((e) => e.id)") == portrait
