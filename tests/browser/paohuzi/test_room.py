"""Paohuzi's table uses the room it has (issue 12, the faults a player sees).

* On a phone in portrait the hand takes the height left under the controls: no band of empty
  felt between the card tracker and the say box, and the hand's place (a column of four of
  its widest cards and the 胡息 figure) ends at most a few pixels above the screen's bottom
  unless the cards are already as wide as the hand's columns allow (the columns it has, eight
  at the least, seven with large cards); the cards are larger than on the older sheets (which
  sized them for ten columns whatever the hand held: 30.6 px at 360x740, where a covered
  card's strip of 19 px met a new player's taps; and for large cards kept them at 29 px at
  320x568 and 33 px at 360x740, whatever the height).
* A late deal (:func:`late_deal`: six sets a seat, a 提 among them, and discards) shows every
  set's every card inside its panel without the panel's body scrolling, at 800x600 and at
  1280x800 with four players (you deal, the seat opposite sits out), normal and large cards.
* The stock on a phone (:func:`busy_stock`: the 亮张, the bottom card and a card known to be
  on top): every known card inside the felt, the pile's count covering no caption and no card
  (360x740, 740x360, 320x568); on the tablet (768x1024) the open 吃 picker leaves the 臭 line
  whole.
* The 吃 picker on a phone in portrait (360x740, 320x568) opens at the screen's foot over the
  hand: the status line (what to do), the say box and the card on offer stay uncovered, and
  the picker is inside the screen.
* The others' heads on a phone and in the landscape arrangement keep to two lines in every
  language, with the longest figures a match shows (a dealer's streak, three-digit points, 27
  胡息): the name and the dealer's mark, then the points, the 胡息 and the cards as a card back
  and its count; no word is cut. A panel too narrow for that (568x320) lets its lines wrap:
  every word still shows. (A three-line head at 360x740 left a column of four one and a half
  cards high: a new player's finding.)
* The selected card and the keyboard's focus are told apart: the selection is gold (a gold
  face with a dark edge and a gold ring), the focus the house's light blue ring; the selected
  face and its ring keep 3:1 against the felt, its edge 3:1 against its face.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from paohuzi import Deal, Rules

from tests.catalogues import catalogue, codes
from tests.paohuzi_positions import CROWDED_HAND, crowded_claim, session_record

from .helpers import RESULT, resume_at, wait_decision

SETTINGS_KEY = "cardroom:paohuzi:settings:v1"

ROOM = """() => {
    const box = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
    const cards = [...document.querySelectorAll('.hand button[data-card] .pcard')].map((c) => c.getBoundingClientRect().width);
    return {tracker: box('.tracker'), say: box('.say'), cols: box('.hand-cols'), card: Math.max(...cards),
            columns: document.querySelectorAll('.hand-col').length,
            scroll: document.documentElement.scrollHeight, rowGap: parseFloat(getComputedStyle(document.querySelector('.app')).rowGap)};
}"""

PHONES = [(320, 568), (360, 640), (360, 740), (412, 915)]
OLD_LARGE = {(320, 568): 29, (360, 640): 33, (360, 740): 33, (412, 915): 33}
"""The large hand card's width (px) on the old sheet (its caps)."""
OLD_NORMAL = {(320, 568): 27.0, (360, 640): 31.0, (360, 740): 30.6, (412, 915): 35.8}
"""The hand card's width (px) on the sheet that sized it for ten columns."""


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
    widest = (width - margin) / max(7 if large else 8, got["columns"]) - 2
    assert got["card"] <= widest + 0.05, got
    if got["card"] < widest - 0.05:
        assert height - 8 <= got["cols"][3] <= height, got
    assert got["card"] >= (OLD_LARGE[(width, height)] + 1 if large else OLD_NORMAL[(width, height)] + 3), got



SPREAD = """() => {
    const hand = document.querySelector('#hand-area .hand').getBoundingClientRect();
    const cards = [...document.querySelectorAll('.hand-col button[data-card]')].map((b) => b.getBoundingClientRect());
    const col = [...document.querySelectorAll('.hand-col')].findIndex((c) => !c.classList.contains('locked')
        && c.querySelectorAll('button').length > 1);
    return {hand: [hand.left, hand.top, hand.width, hand.height], columns: document.querySelectorAll('.hand-col').length,
            card: Math.max(...cards.map((c) => c.width)), left: Math.min(...cards.map((c) => c.left)),
            right: Math.max(...cards.map((c) => c.right)), bottom: Math.max(...cards.map((c) => c.bottom)),
            scrollWidth: document.scrollingElement.scrollWidth, splittable: col};
}"""


@pytest.mark.parametrize(("width", "height"), [(360, 740), (412, 915), (320, 568)], ids=["360x740", "412x915", "320x568"])
def test_a_hand_spread_over_more_columns_narrows_its_cards_and_stays_in_its_place(page: Any, width: int,
                                                                                  height: int) -> None:
    """On a phone in portrait the hand's cards are as wide as its columns allow, eight at the
    least: a hand spread over eleven columns (the person's N key, card by card) narrows its
    cards to fit the screen, and its place (the hand's box) stays where it was; gathered into
    fewer columns again (the Arrange button) the cards are as wide as before."""
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)
    start = page.evaluate(SPREAD)
    assert start["columns"] == 6, start
    margin = 34 if width > 359 and height > 700 else 30
    while page.evaluate(SPREAD)["columns"] < 11:
        got = page.evaluate(SPREAD)
        assert got["splittable"] >= 0, got
        page.locator(f".hand-col[data-col='{got['splittable']}'] button").first.focus()
        page.keyboard.press("n")
        page.wait_for_function(f"() => document.querySelectorAll('.hand-col').length === {got['columns'] + 1}")
    spread = page.evaluate(SPREAD)
    assert spread["card"] == pytest.approx((width - margin) / 11 - 2, abs=0.05), spread
    assert spread["left"] >= 0 and spread["right"] <= width and spread["bottom"] <= height, spread
    assert spread["scrollWidth"] == width, spread
    assert spread["hand"] == pytest.approx(start["hand"], abs=1.0), (start, spread)
    page.locator("#btn-arrange").click()
    page.wait_for_function("() => document.querySelectorAll('.hand-col').length === 6")
    again = page.evaluate(SPREAD)
    assert again["card"] == pytest.approx(start["card"], abs=0.05), (start, again)
    assert again["hand"] == pytest.approx(start["hand"], abs=1.0), (start, again)

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


def busy_stock(known_top: str = "d7") -> Deal:
    """:func:`crowded_claim` with every stock fact shown: the 亮张 三, the face-up bottom card 六
    and ``known_top``, red cards the bottom-card procedure moved to the top of the stock (§5.4;
    柒 by default), the stock beginning with them."""
    return Deal.from_setup(Rules(), [CROWDED_HAND, "x7 x7 d6 d6", "x5 d8 d8 d8"], f"{known_top} d9 d4 x4 x6", discarding=2,
                           melds=[["ti x1"], ["peng d1", "chi d2 d7 d10"], ["wei x2", "chi x4 d4 d4"]],
                           discards=["", "x9 d9", "x8"], chou=["x10 d6", "", ""], public_chou=["d6", "", ""],
                           shift=[0, -10, -11], known_top=known_top, liangzhang="x3")


STOCK = """() => {
    const box = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
    const q = (s) => [...document.querySelectorAll(s)].filter((e) => e.checkVisibility()).map(box);
    return {felt: box(document.querySelector('.felt')), count: box(document.querySelector('.stock-n')),
            known: q('.stock-known .pcard'), captions: q('.stock-caption'),
            kinds: [...document.querySelectorAll('.stock-known')].map((e) => e.dataset.testid)};
}"""


def inside(a: list[float], b: list[float]) -> bool:
    return a[0] >= b[0] - 0.5 and a[1] >= b[1] - 0.5 and a[2] <= b[2] + 0.5 and a[3] <= b[3] + 0.5


def meets(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360), (320, 568)], ids=["360x740", "740x360", "320x568"])
def test_the_stock_shows_its_known_cards_inside_the_felt_on_a_phone(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(busy_stock()))
    wait_decision(page)
    got = page.evaluate(STOCK)
    assert got["kinds"] == ["liangzhang", "bottom", "known-top"], got
    assert len(got["known"]) == 3, got
    for card in got["known"]:
        assert inside(card, got["felt"]), got
    for caption in got["captions"]:
        assert inside(caption, got["felt"]), got
        assert not meets(got["count"], caption), got
    # the count lies on the pile: it covers none of the known cards but the one on top of the pile
    assert sum(meets(got["count"], card) for card in got["known"]) == 0, got


def three_known_on_top() -> Deal:
    """:func:`busy_stock` with three red cards moved to the top of the stock (柒, 贰, 十: a
    deal's start can show that many, §5.4)."""
    return busy_stock("d7 d2 x10")


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360)])
def test_the_stocks_count_stays_on_top_of_the_known_cards(page: Any, width: int, height: int) -> None:
    # (three known cards on the pile covered its count at a deal's start: a new player's finding)
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(three_known_on_top()))
    wait_decision(page)
    assert page.locator("[data-testid=known-top]").get_attribute("data-cards") == "d7 d2 x10"
    on_top = page.evaluate("""() => { const n = document.querySelector('.stock-n'), r = n.getBoundingClientRect();
        return document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2) === n; }""")
    assert on_top
    expect(page.locator(".stock-n")).to_have_text("7")


def test_the_chi_picker_leaves_the_chou_line_whole_on_the_tablet(page: Any) -> None:
    page.set_viewport_size({"width": 768, "height": 1024})
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)
    page.locator("[data-action=chi]").click()
    picker = page.locator(".chi-picker")
    picker.wait_for(state="visible")
    chou, pick = page.locator(".chou-line").bounding_box(), picker.bounding_box()
    assert chou and pick
    assert chou["y"] + chou["height"] <= pick["y"] or pick["y"] + pick["height"] <= chou["y"], (chou, pick)


@pytest.mark.parametrize(("width", "height"), [(360, 740), (320, 568)], ids=["360x740", "320x568"])
def test_the_chi_picker_leaves_the_status_and_the_offer_in_sight_on_a_phone(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)
    page.locator("[data-action=chi]").click()
    page.locator(".chi-picker").wait_for(state="visible")
    got = page.evaluate("""() => {
        const box = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
        return {pick: box('.chi-picker'), say: box('.say'), status: box('.status'), offer: box('[data-testid=offer]'), hand: box('.hand-cols')};
    }""")
    assert inside(got["pick"], [0, 0, width, height]), got
    for part in ("say", "status", "offer"):
        assert not meets(got["pick"], got[part]), (part, got)
    assert got["pick"][1] >= got["say"][3], got


def luminance(rgb: list[float]) -> float:
    """WCAG relative luminance of an sRGB colour (0-255 channels)."""
    lin = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: list[float], b: list[float]) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


FELT = [15, 92, 54]
"""The felt (css/base.css --felt; the page's lightest felt, --felt-light, is close to it)."""
FOCUS = [127, 211, 255]
"""The house's focus ring (css/base.css :focus-visible)."""


def test_the_selection_is_gold_and_the_focus_ring_blue(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)
    cards = page.locator(".hand button[data-card]")
    cards.nth(4).click(position={"x": 6, "y": 4})  # (its top, which a covered card shows)
    cards.nth(9).focus()
    page.keyboard.press("Shift")  # (a key: the focus shows as the keyboard's)
    got = page.evaluate("""() => {
        const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
        const sel = document.querySelector('.hand button[aria-pressed=true]');
        const face = getComputedStyle(sel.querySelector('.face-bg'));
        const focused = document.activeElement;
        return {n: document.querySelectorAll('.hand button[aria-pressed=true]').length, fill: rgb(face.fill), edge: rgb(face.stroke),
                ring: rgb(getComputedStyle(sel).boxShadow), selOutline: getComputedStyle(sel).outlineStyle,
                focus: rgb(getComputedStyle(focused).outlineColor), focusStyle: getComputedStyle(focused).outlineStyle,
                focusPressed: focused.getAttribute('aria-pressed')};
    }""")
    assert got["n"] == 1 and got["focusPressed"] == "false", got
    assert got["focus"] == FOCUS and got["focusStyle"] == "solid", got
    for colour in (got["fill"], got["edge"], got["ring"]):
        assert colour[0] > colour[2] + 60, got  # gold / amber, not blue
    assert got["selOutline"] == "none", got  # (the outline is the focus's alone)
    assert contrast(got["fill"], FELT) >= 3, got
    assert contrast(got["ring"], FELT) >= 3, got
    assert contrast(got["edge"], got["fill"]) >= 3, got


SCROLL_BOXES = """() => [...document.querySelectorAll('[data-seat] .seat-body, [data-seat] .melds, [data-seat] .discards')]
    .filter((b) => b.clientHeight > 0)
    .map((b) => ({seat: b.closest('[data-seat]').dataset.seat, box: b.className,
                  scrolls: ['auto', 'scroll'].includes(getComputedStyle(b).overflowY),
                  hidden: Math.round(b.scrollHeight - b.clientHeight - b.scrollTop), top: Math.round(b.scrollTop),
                  more: b.dataset.more || '', mask: getComputedStyle(b).maskImage}))"""


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360), (568, 320)])
def test_a_panel_that_holds_more_than_it_shows_fades_at_that_edge_on_a_phone(page: Any, width: int, height: int) -> None:
    """A phone shows no scroll bar until a scroll begins: a box of a panel with more below
    (above) fades out at its foot (head), and only a box that scrolls (at 740x360 and 568x320
    your sets' box is not a scroll box: a fade there hid your sets, all of them at 568x320)."""
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(late_deal()))
    wait_decision(page)
    page.wait_for_timeout(50)  # (the marks follow the layout in the next frame)
    boxes = page.evaluate(SCROLL_BOXES)
    more = [b for b in boxes if b["scrolls"] and b["hidden"] > 1]
    assert more, boxes  # (a late deal on a phone: a panel scrolls inside)
    for b in boxes:
        assert b["more"] == ("end" if b["scrolls"] and b["hidden"] > 1 else ""), b
        assert (b["mask"] != "none") == (b["more"] != ""), b
    # scrolled to its end, the box fades at its head instead
    page.evaluate("""() => { for (const b of document.querySelectorAll('[data-seat] [data-more]')) b.scrollTop = b.scrollHeight; }""")
    page.wait_for_timeout(50)
    after = [b for b in page.evaluate(SCROLL_BOXES) if b["top"] > 0]
    assert len(after) == len(more), after
    assert all(b["more"] == "start" and b["mask"] != "none" for b in after), after


def test_with_four_your_panel_takes_the_column_of_the_seat_on_your_left_when_it_sits_out(page: Any) -> None:
    """Anna deals, so Kai (on your left, opposite her) sits out: his panel is only its head and
    yours fills his column below it, beside the felt (it was 186 px high under an empty panel
    of 310 at 1280x800)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    resume_at(page, session_record(crowded_claim(4, dealer=1)), speed="slow")
    page.locator("[data-out=true]").wait_for()
    got = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.seat')].map((s) => {
        const r = s.getBoundingClientRect();
        return [s.dataset.out === 'true' ? 'out' : s.classList.contains('seat-you') ? 'you' : s.id,
                [r.left, r.top, r.right, r.bottom]]; }))""")
    felt = page.locator(".felt").bounding_box()
    out, you = got["out"], got["you"]
    assert out[3] - out[1] <= 50, got  # (its head: name, points, "Sits out")
    assert you[0] == out[0] and you[2] == out[2] and you[1] > out[3], got  # (his column, under him)
    assert you[1] <= felt["y"] + 0.5 and you[3] - you[1] >= 300, (got, felt)
    assert page.evaluate("document.documentElement.scrollHeight") == 800


def anna_deals_again() -> Deal:
    """Anna (seat 1) deals; the stock's last two cards are no use to anyone: the deal is a
    流局 at once and Anna deals the next one too, her second in a row (§4, §16)."""
    return Deal.from_setup(Rules(), ["x5 x6 d8 d9 x3", "d3 d4", "x2 x9"], "x7 x1", dealer=1, to_draw=2)


HEADS = """(figures) => [...document.querySelectorAll('.seat-opp')].map((s) => {
    const head = s.querySelector('.seat-head');
    // the widest figures a match shows, in the page's own words
    const pts = head.querySelector('.points'), huxi = head.querySelector('.huxi'), mini = head.querySelector('.count-mini');
    if (figures) { pts.textContent = pts.textContent.replace(/[-+−]?\\d+/, '−104');
        huxi.textContent = huxi.textContent.replace(/\\d+/, '27'); mini.textContent = '20'; }
    const shown = [...head.querySelectorAll('.seat-who > *, .seat-figures > *')].filter((e) => e.checkVisibility());
    // the lines: the words' middles, those less than 5 px apart on one line
    const mids = shown.map((e) => { const r = e.getBoundingClientRect(); return (r.top + r.bottom) / 2; }).sort((a, b) => a - b);
    return {seat: s.id, lines: mids.filter((m, i) => i === 0 || m - mids[i - 1] > 5).length, words: shown.map((e) => e.textContent),
            cut: shown.filter((e) => e.scrollWidth > e.clientWidth + 0.5).map((e) => e.textContent),
            count: head.querySelector('.count').checkVisibility()};
})"""


@pytest.mark.parametrize(("width", "height"), [(360, 740), (320, 568), (740, 360), (568, 320)])
def test_the_others_heads_keep_to_two_lines_with_every_word_whole(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    for n, code in enumerate(codes()):
        if n == 0:
            resume_at(page, session_record(anna_deals_again()), lang=code)
            page.locator(RESULT).wait_for()
            page.locator("#result .result-actions .btn-primary").click()  # Next deal: Anna's second
            page.locator(RESULT).wait_for(state="hidden")
        else:
            page.goto(page.url.replace(f"lang={codes()[n - 1]}", f"lang={code}"))
            page.locator("[data-seat='1'][data-dealer=true]").wait_for()
        streak = catalogue(code, "paohuzi")["seat.dealer_streak"].replace("{streak}", page.evaluate(
            "new Intl.NumberFormat(document.documentElement.lang).format(2)"))
        for figures in (False, True):
            heads = page.evaluate(HEADS, figures)
            assert streak in heads[0]["words"] or streak in heads[1]["words"], (code, heads)
            for head in heads:
                assert head["cut"] == [], (code, head)
                assert head["count"] is False, (code, head)  # (the card back and its figure instead)
                if width >= 320 and (width, height) != (568, 320):
                    assert head["lines"] == 2, (code, head)


@pytest.mark.parametrize(("width", "height"), [(740, 360), (568, 320), (800, 600)])
def test_your_sets_never_run_over_your_discards(page: Any, width: int, height: int) -> None:
    """The late deal: your 提 of 一 (a column of four) ran over your first discard at 740x360
    (a tester's finding). In a phone's landscape your discards lie beside your sets when the
    panel is wide enough (740x360), else under them, the panel's body scrolling (568x320)."""
    page.set_viewport_size({"width": width, "height": height})
    resume_at(page, session_record(late_deal()))
    wait_decision(page)
    got = page.evaluate("""() => {
        const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        const you = document.querySelector('.seat-you');
        return {sets: [...you.querySelectorAll('[data-meld] .pcard')].map(box),
                discards: [...you.querySelectorAll('.discards .chip')].map(box)};
    }""")
    assert len(got["sets"]) == 4 + 5 * 3 and len(got["discards"]) == 1, got
    assert [d for d in got["discards"] if any(meets(d, s) for s in got["sets"])] == [], got
    if (width, height) == (740, 360):
        assert got["discards"][0][0] >= max(s[2] for s in got["sets"]), got  # (beside them)


def test_a_fade_is_no_deeper_than_what_is_hidden(page: Any) -> None:
    """markOverflow (js/core/ui/dom.js) gives the fade's depth: what is hidden at that edge, up
    to 18 px (a box 3 px short faded the foot of your sets' last row: a new player's finding)."""
    resume_at(page, session_record(late_deal()))
    wait_decision(page)
    got = page.evaluate("""async () => {
        const { markOverflow } = await import('./js/core/ui/dom.js');
        const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(r))));
        const box = document.createElement('div'), inner = document.createElement('div');
        box.style.cssText = 'position: fixed; top: 0; left: 0; width: 50px; height: 100px; overflow: auto';
        inner.style.height = '103px';
        box.append(inner);
        document.body.append(box);
        markOverflow(box);
        await frames();
        const out = [[box.dataset.more, box.style.getPropertyValue('--more-end')]];
        const more = document.createElement('div');  // (a set more: the box's content changes)
        more.style.height = '97px';
        box.append(more);
        await frames();
        out.push([box.dataset.more, box.style.getPropertyValue('--more-end')]);
        box.scrollTop = 2;
        await frames();
        out.push([box.dataset.more, box.style.getPropertyValue('--more-start'), box.style.getPropertyValue('--more-end')]);
        box.remove();
        return out;
    }""")
    assert got == [["end", "3px"], ["end", "18px"], ["start end", "2px", "18px"]]
