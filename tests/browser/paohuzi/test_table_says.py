"""What Paohuzi's table says, at positions resumed from an autosave (tests/paohuzi_positions.py's
session records): the stock shows exactly what §5 and §18 make public now, your seat the 胡息
you hold with your hand (§6) and the others' only their table sets; a 吃 with 比 is told in
words, a 流局 once; on a phone the title is the table's own game picture."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from paohuzi import Deal, Rules
from tests.catalogues import catalogue
from tests.paohuzi_positions import chi_with_bi, liuju, session_record

from .helpers import RESULT, decide, open_phz, reload, resume_at, wait_decision


def red_bottom_flips() -> Deal:
    """You must discard; the bottom-card procedure turned up x7, x2 and x10 (red, moved to the
    top, §5.4) and then d5 (black, left face up at the bottom); x7 has been drawn since, so
    the stock of 5 begins with x2 x10 and ends with d5."""
    return Deal.from_setup(Rules(), ["x9 x9 d9 d10 d2", "x3 x4 d6", "x5 d1 d1 d1"], "x2 x10 x6 d8 d5",
                           discarding=0, shift=[-16, -17, -16], bottom_flips="x7 x2 x10 d5", known_top="x2 x10")


def test_the_stock_shows_the_face_up_bottom_card_and_the_red_cards_still_on_top(page: Any) -> None:
    resume_at(page, session_record(red_bottom_flips()))
    wait_decision(page)
    # §5.4, §18: the face-up bottom card d5 and the moved red cards still to be drawn; x7 was
    # drawn already and shows nowhere on the stock
    expect(page.locator("[data-testid=bottom]")).to_have_attribute("data-cards", "d5")
    expect(page.locator("[data-testid=known-top]")).to_have_attribute("data-cards", "x2 x10")
    expect(page.locator("#stock [data-card=x7]")).to_have_count(0)


def two_kan_in_hand() -> Deal:
    """Your 偎 x6 (3 胡息) on the table, 坎 d5 (6) and 坎 x3 (3) in your hand (§6): you hold 12,
    3 of them shown; you must discard. Anna's hidden 偎 shows 3 (the least a 偎 is worth)."""
    return Deal.from_setup(Rules(), ["d5 d5 d5 x3 x3 x3 x1 d9", "x4 x5", "x7 d8"], "d1 d2 d3", discarding=0,
                           shift=[-10, -15, -18], melds=[["wei x6"], ["wei d4"], []])


def test_your_seat_shows_the_huxi_you_hold_and_the_others_only_what_shows(page: Any) -> None:
    resume_at(page, session_record(two_kan_in_hand()))
    wait_decision(page)
    you = page.locator("#seat-0")
    expect(you).to_have_attribute("data-held-huxi", "12")
    expect(you).to_have_attribute("data-huxi", "3")
    # each figure says what it counts: yours that it is locked in (table sets and 坎: a new
    # player read "in all" beside columns worth more), and in full as its title
    expect(you.locator(".huxi")).to_have_text("12 胡息 locked")
    expect(you.locator(".huxi")).to_have_attribute(
        "title", "Your 胡息 locked in, on the table and in the 坎 of your hand: 12; the others see only the 3 of your table sets")
    anna = page.locator("#seat-1")
    expect(anna).to_have_attribute("data-huxi", "3")
    expect(anna.locator(".huxi")).to_have_text("3 胡息")
    expect(anna.locator(".huxi")).to_have_attribute("title", "Anna's sets on the table: 3 胡息, seen by everyone")
    assert anna.evaluate("(n) => n.hasAttribute('data-held-huxi')") is False  # (written with the text)


def test_a_chi_with_bi_is_told_in_words_and_a_liuju_once(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)  # Ben has discarded x3: the only 吃 lays x1 x2 x3 with x3 x4 x5 (TC26)
    decide(page, "chi x1 x2 x3 / x3 x4 x5")
    page.get_by_role("button", name="Deal log").click()
    entry = page.get_by_test_id("deal-log").locator("li.log-chi")
    expect(entry).to_have_text("You chi small 1, small 2 (red), small 3; 比 small 3, small 4, small 5.")


def test_a_liuju_is_said_once(page: Any) -> None:
    resume_at(page, session_record(liuju()))
    wait_decision(page)
    decide(page, "pass")  # Anna draws the last card, x1: 流局 (§16, TC29)
    page.locator(RESULT).wait_for()
    expect(page.locator("#status")).to_have_text("流局: nobody won this deal.")  # (not twice)


def test_the_title_on_a_phone_is_the_tables_own_game_picture_and_name(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_phz(page)
    brand = page.locator("#btn-games")
    expect(brand).to_have_accessible_name(re.compile("^Paohuzi"))
    picture = brand.evaluate("(b) => getComputedStyle(b, '::before').backgroundImage")
    assert picture.endswith('/icons/games/paohuzi.svg")'), picture


def test_a_reload_still_says_whose_card_is_on_offer(page: Any) -> None:
    # Ben's discard x3 on offer to you: after a reload (no step to tell) the status line still
    # says who offered which card, as before it
    words = catalogue("en", "paohuzi")
    said = " ".join([words["event.discard"].format(name=words["player.2"], card=words["card.name.small"].format(rank=3)),
                     words["status.decide.claim"]])
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    expect(page.locator("#status")).to_have_text(said)
    reload(page)
    wait_decision(page)
    expect(page.locator("#status")).to_have_text(said)
