"""Issue 15, items 0 and 3: the whole table fits a phone, and every card of the hand can be
tapped. At seven screen sizes, from 320 × 568 up, in portrait and landscape, with a full
hand of 16: the page does not scroll, every card's button lies inside the screen, the
part of it that no other element covers (probed with ``elementFromPoint`` pixel by pixel)
is at least the size the issue asks (38 × 48 px; at 568 × 320 too, where one row of 16
cards cannot give each 38 px (16 × 38 > 568): two rows there), and the play to beat, Hint,
Pass and Play are on the screen (also at 640 × 360 and 667 × 375, the other small phone
landscapes with two rows). Selecting cards never takes a visible pixel
from another card's face (a lifted card of the bottom row covered the card above it), and a swipe across cards
(mouse or touch) selects them, a swipe starting on a selected card clears them.
Screenshots in ``test-results/fit-<w>x<h>.png``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.web.sessions import GO_OUT

from .conftest import TABLE, wait_ready
from .test_features import open_at
from .test_table import seed_led_by

SIZES = [(320, 568), (360, 640), (568, 320), (640, 360), (360, 740), (740, 360), (1280, 800)]
"""Phone sizes in portrait and landscape, and the desktop (375x667 and 667x375, between sizes
kept, were dropped to keep CI under its 30 minutes)."""
MIN_TARGET = (38, 48)
"""The smallest uncovered target of a card (width, height in px)."""
NOISE = 10
"""Probe points (every 2 px) a card's face may lose to rounding when a card moves."""

TARGETS_JS = """([step, faces]) => {
  // faces: probe the cards as drawn (a lifted face included) rather than their buttons
  // (through the CSSOM: the page's CSP allows no inline style sheet)
  const drawn = faces ? Array.from(document.querySelectorAll('#seat-0 .card-slot .card')) : [];
  for (const f of drawn) f.style.pointerEvents = 'auto';
  const out = [];
  for (const b of document.querySelectorAll('#seat-0 .hand button.card-slot')) {
    const r = b.getBoundingClientRect();
    let n = 0, x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    for (let x = Math.floor(r.left); x < r.right; x += step) {
      for (let y = Math.floor(r.top); y < r.bottom; y += step) {
        const hit = document.elementFromPoint(x + .5, y + .5);
        if (!hit || hit.closest('button.card-slot') !== b) continue;
        n++; x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
      }
    }
    out.push({card: b.dataset.card, box: [r.left, r.top, r.right, r.bottom], pixels: n,
              w: n ? x1 - x0 + 1 : 0, h: n ? y1 - y0 + 1 : 0});
  }
  for (const f of drawn) f.style.pointerEvents = '';
  return out;
}"""


def targets(page: Page, step: int = 1, faces: bool = False) -> list[dict[str, Any]]:
    """Each card's uncovered target (its button, or with ``faces`` its face as drawn),
    probed every ``step`` px (``pixels``: the points hit)."""
    page.wait_for_timeout(250)  # the lift's transition (.12 s) has ended
    return page.evaluate(TARGETS_JS, [step, faces])


def open_full_hand(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"./?{TABLE}&speed=slow&seed={seed_led_by(0)}")
    wait_ready(page)
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'")
    page.mouse.move(0, 0)  # no card hovered


def inside(box: list[float], width: int, height: int) -> bool:
    left, top, right, bottom = box
    return left >= 0 and top >= 0 and right <= width + .5 and bottom <= height + .5


@pytest.mark.parametrize("width, height", SIZES)
def test_the_whole_table_fits_and_every_card_can_be_tapped(page: Page, width: int, height: int) -> None:
    open_full_hand(page, width, height)
    page.screenshot(path=f"test-results/fit-{width}x{height}.png")
    # the body is the page's scroller (html and body are 100% high): nothing below the screen
    assert page.evaluate("() => [document.body.scrollHeight, document.scrollingElement.scrollHeight]") \
        == [height, height]
    cards = targets(page)
    assert len(cards) == 16
    min_w, min_h = MIN_TARGET
    for card in cards:
        assert inside(card["box"], width, height), card
        assert card["w"] >= min_w and card["h"] >= min_h, card
    for name in ("Hint", "Pass", "Play"):
        box = page.get_by_role("button", name=name, exact=True).bounding_box()
        assert box and inside([box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"]],
                              width, height), name
    box = page.get_by_test_id("table").bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= height


@pytest.mark.parametrize("width, height", [(360, 740), (320, 568), (568, 320), (1280, 800)])
def test_a_selected_card_never_covers_another(page: Page, width: int, height: int) -> None:
    open_full_hand(page, width, height)
    before = {c["card"]: c["pixels"] for c in targets(page, 2, faces=True)}
    group = page.get_by_role("group", name="Your hand")
    codes = list(before)
    # the bottom row of two (a lifted card there covered the top row), every other card
    # (neighbours differ), all of them
    for picked in (codes[8:], codes[::2], codes):
        for code in codes:
            button = group.locator(f"button[data-card='{code}']")
            if (code in picked) != (button.get_attribute("aria-pressed") == "true"):
                button.dispatch_event("click")  # (a click without a pointer: no hover left behind)
        page.screenshot(path=f"test-results/fit-{width}x{height}-selected-{len(picked)}.png")
        after = {c["card"]: c["pixels"] for c in targets(page, 2, faces=True)}
        for code in codes:
            # (a few points of slack: a moved face meets the probe's grid differently at its
            # rounded corners; a card covered by a lifted one loses well over a hundred)
            assert after[code] >= before[code] - NOISE, (len(picked), code, before[code], after[code])


def centre(page: Page, code: str) -> tuple[float, float]:
    """A point of the card's uncovered target: the middle of its button's top strip."""
    box = page.locator(f"button[data-card='{code}']").bounding_box()
    assert box
    return box["x"] + box["width"] / 2, box["y"] + 12


def pressed(page: Page) -> list[str]:
    return page.locator("#seat-0 button.card-slot[aria-pressed='true']").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")


@pytest.mark.parametrize("width, height", [(360, 740), (1280, 800)])
def test_a_mouse_swipe_across_cards_selects_them(page: Page, width: int, height: int) -> None:
    open_full_hand(page, width, height)
    codes = page.locator("#seat-0 button.card-slot").evaluate_all("bs => bs.map(b => b.dataset.card)")
    page.mouse.move(*centre(page, codes[0]))
    page.mouse.down()
    for code in codes[1:4]:
        page.mouse.move(*centre(page, code), steps=4)
    page.mouse.up()
    assert pressed(page) == codes[:4]
    expect(page.get_by_test_id("selection")).to_have_attribute("data-state", re.compile("^(ok|refused)$"))
    # a swipe starting on a selected card clears what it crosses
    page.mouse.move(*centre(page, codes[2]))
    page.mouse.down()
    page.mouse.move(*centre(page, codes[3]), steps=4)
    page.mouse.up()
    assert pressed(page) == codes[:2]
    # a plain click still toggles one card
    page.locator(f"button[data-card='{codes[5]}']").click()
    assert pressed(page) == codes[:2] + [codes[5]]


def test_a_touch_swipe_across_cards_selects_them(browser: Any, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True,
                                  service_workers="block", base_url=site_url)
    page = context.new_page()
    try:
        open_full_hand(page, 360, 740)
        codes = page.locator("#seat-0 button.card-slot").evaluate_all("bs => bs.map(b => b.dataset.card)")
        cdp = context.new_cdp_session(page)

        def touch(kind: str, point: tuple[float, float] | None) -> None:
            points = [] if point is None else [{"x": point[0], "y": point[1]}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        # the bottom row, right to left: cards 16 to 12
        touch("touchStart", centre(page, codes[15]))
        for code in reversed(codes[11:15]):
            x, y = centre(page, code)
            touch("touchMove", (x + 3, y))
            touch("touchMove", (x, y))
        touch("touchEnd", None)
        page.wait_for_timeout(100)
        assert pressed(page) == codes[11:16]
        assert page.evaluate("() => document.body.scrollTop") == 0  # the swipe did not scroll
        page.locator(f"button[data-card='{codes[0]}']").tap()
        assert pressed(page) == [codes[0]] + codes[11:16]
    finally:
        context.close()


@pytest.mark.parametrize("width, height", [(568, 320), (640, 360), (740, 360)])
def test_an_opponents_long_play_leaves_the_hand_on_the_screen(page: Page, width: int, height: int) -> None:
    """Seed 5 opens with Anna's 10-card airplane, shown on her seat beside the felt: in phone
    landscape that seat grew taller than the felt (four lines of cards) and pushed the hand
    26 px (568 × 320) and 18 px (740 × 360) below the screen."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"./?{TABLE}&speed=instant&seed=5&guide=0")
    wait_ready(page)
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'")
    shown = page.evaluate("""() => [document.querySelectorAll('[data-seat="1"] .bubble .mini').length,
                                    document.body.scrollHeight, document.scrollingElement.scrollHeight]""")
    assert shown == [10, height, height]
    for card in targets(page, 2):
        assert inside(card["box"], width, height), card


@pytest.mark.parametrize("width, height", [(320, 568), (360, 640)])
def test_an_opponents_long_play_stays_inside_their_seat_in_portrait(page: Page, width: int, height: int) -> None:
    """Seed 5's 10-card airplane on Anna's seat: on a narrow phone in portrait it took five
    lines of two cards and hung 12 px out of her seat, over the card counter below it."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"./?{TABLE}&speed=instant&seed=5&guide=0")
    wait_ready(page)
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'")
    got = page.evaluate("""() => {
        const seat = document.querySelector('[data-seat="1"]').getBoundingClientRect();
        const bubble = document.querySelector('[data-seat="1"] .bubble').getBoundingClientRect();
        return [document.querySelectorAll('[data-seat="1"] .bubble .mini').length,
                bubble.bottom <= seat.bottom + .5, bubble.right <= seat.right + .5]; }""")
    assert got == [10, True, True]


@pytest.mark.parametrize("lang", ["de", "pt", "es"])
def test_your_last_card_keeps_your_seat_on_one_line(page: Page, lang: str) -> None:
    """On your last card (you lead 3♠ alone) the seat's head held your name, points, "1
    Karte", "Letzte Karte!" and "Du bist dran": at 568 × 320 it took a second line and the page
    scrolled 20 px (a new player saw the hand cut and the top bar gone). Now the ring and the
    status line say the turn and the badge says the one card, as on the opponents' seats."""
    page.set_viewport_size({"width": 568, "height": 320})
    open_at(page, GO_OUT, query=f"speed=slow&lang={lang}")
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'")
    expect(page.locator("#seat-0")).to_have_attribute("data-last-card", "true")
    for width, height in [(568, 320), (640, 360), (740, 360)]:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(f"() => innerWidth === {width} && innerHeight === {height}")
        got = page.evaluate("""() => [document.body.scrollHeight, document.scrollingElement.scrollHeight,
                                      document.querySelector('#seat-0 .seat-head').getBoundingClientRect().height < 30]""")
        assert got == [height, height, True], (width, height, got)


TOP_BAR = """() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const caption = document.getElementById('deal-no');
    return {tools: [...document.querySelectorAll('#tools .btn-icon')].filter((b) => b.checkVisibility()).map(box),
            others: ['#btn-games', '#btn-new'].map((s) => box(document.querySelector(s))),
            caption: box(caption), text: caption.textContent,
            cut: caption.scrollWidth > caption.clientWidth + .5 || caption.scrollHeight > caption.clientHeight + .5,
            scroll: [document.body.scrollHeight, document.scrollingElement.scrollHeight, document.body.scrollWidth]};
}"""


def meets(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] - .5 and b[0] < a[2] - .5 and a[1] < b[3] - .5 and b[1] < a[3] - .5


def top_bar_at(page: Page, width: int, height: int) -> dict[str, Any]:
    """The top bar's boxes (``TOP_BAR``) at ``width`` x ``height``, once it has checked that the
    three tools show, the page does not scroll, the caption is whole, and every part lies on
    the screen, clear of the others."""
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(f"() => innerWidth === {width} && innerHeight === {height}")
    got = page.evaluate(TOP_BAR)
    assert len(got["tools"]) == 3, got
    assert got["scroll"] == [height, height, width], (width, height, got)
    assert not got["cut"], (width, height, got)
    parts = got["tools"] + got["others"] + [got["caption"]]
    for i, b in enumerate(parts):
        assert inside(b, width, height), (width, height, b)
        assert not any(meets(b, c) for c in parts[i + 1:]), (width, height, parts)
    return got


@pytest.mark.parametrize("lang, caption", [("de", "Runde 1 von"), ("zh", "局")])
@pytest.mark.parametrize("game", ["paodekuai", "paohuzi"])
def test_the_top_bars_buttons_are_finger_sized_on_a_phone(page: Page, game: str, lang: str, caption: str) -> None:
    """Issue 12: on a phone in portrait the rules, statistics and settings buttons are 44 x 44
    px targets (they were 34), none over another or over the deal's caption, which is whole
    (the German "Runde 1 von 8" the longest), and the page does not scroll."""
    page.set_viewport_size({"width": 320, "height": 568})
    page.goto(f"./?game={game}&seed=4&speed=slow&guide=0&lang={lang}")
    wait_ready(page)
    expect(page.locator("#deal-no")).to_contain_text(caption)
    for width, height in [(320, 568), (360, 640), (360, 740), (412, 915)]:
        got = top_bar_at(page, width, height)
        for b in got["tools"]:
            assert b[2] - b[0] >= 44 - .05 and b[3] - b[1] >= 44 - .05, (width, height, got["tools"])
        # the same bar in both games (a new player saw Pao De Kuai's caption on two lines and
        # its New game a two-line pill beside Paohuzi's round +): one line, a 40 px round button
        new_game = got["others"][1]
        assert [round(new_game[2] - new_game[0]), round(new_game[3] - new_game[1])] == [40, 40], (width, height)
        # (the caption on one line; below 360 px wide a long one on two, never cut: see above)
        lines = 2 if width < 360 and lang == "zh" else 1
        assert got["caption"][3] - got["caption"][1] < 15.5 * lines, (width, height, got["caption"])


@pytest.mark.parametrize("game", ["paodekuai", "paohuzi"])
def test_the_widest_deal_caption_stays_whole_and_clear_of_the_rules_button(page: Page, game: str) -> None:
    """Issue 12: the deal's caption at its widest ("16 of 16", the longest match a table
    offers) in every language, at 320, 360 and 412 px wide in portrait: whole (no ellipsis),
    on at most two lines, and at least 6 px clear of the round Rules button beside it, 4 px
    below 360 px wide, where every pixel counts (the bar's gap alone left 2 to 4 px, and "Mão 1
    de 8" read as touching it). The Japanese and Chinese
    Paohuzi captions are written as Pao De Kuai's ("第16局 / 全16局"), which fit."""
    from tests.catalogues import catalogue

    page.set_viewport_size({"width": 360, "height": 740})
    for lang in ["en", "de", "es", "pt", "ja", "zh"]:
        page.goto(f"./?game={game}&seed=4&speed=slow&guide=0&lang={lang}")
        wait_ready(page)
        widest = catalogue(lang, game)["status.deal"].replace("{number}", "16").replace("{deals}", "16")
        for width, height in [(320, 568), (360, 740), (412, 915)]:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function(f"() => innerWidth === {width} && innerHeight === {height}")
            page.evaluate("(text) => { document.getElementById('deal-no').textContent = text; }", widest)
            got = page.evaluate(TOP_BAR)
            assert got["text"] == widest
            assert not got["cut"], (lang, width, got)
            caption, rules = got["caption"], got["tools"][0]
            assert caption[3] - caption[1] < 15.5 * 2, (lang, width, caption)
            assert rules[0] - caption[2] >= (6 if width >= 360 else 4) - .05, (lang, width, caption, rules)


@pytest.mark.parametrize("game", ["paodekuai", "paohuzi"])
def test_the_top_bars_buttons_are_finger_sized_on_a_phone_turned_sideways(page: Page, game: str) -> None:
    """Issue 12: on a phone in landscape the rules, statistics and settings buttons are 40 x 40
    px targets and New game 40 px high (they were 32 and 34), none over another or over the
    deal's caption, and the page does not scroll sideways (in German, Paohuzi's subtitle
    pushed New game 3 px past a 640 px screen's edge: it gives way under 700 px); a 320 px high
    screen keeps them at 30, which its table's height needs."""
    page.set_viewport_size({"width": 740, "height": 360})
    page.goto(f"./?game={game}&seed=4&speed=slow&guide=0&lang=de")
    wait_ready(page)
    for width, height, size in [(740, 360, 40), (640, 360, 40), (667, 375, 40), (844, 390, 40), (915, 412, 40),
                                 (568, 320, 30)]:
        got = top_bar_at(page, width, height)
        for b in got["tools"]:
            assert [round(b[2] - b[0]), round(b[3] - b[1])] == [size, size], (width, height, got["tools"])
        new_game = got["others"][1]
        assert round(new_game[3] - new_game[1]) == size, (width, height, new_game)
