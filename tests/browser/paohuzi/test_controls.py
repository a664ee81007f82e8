"""Paohuzi's table controls beyond a plain deal (issue 12): the give-up-胡 question, Hint at
a claim and at a discard, the keyboard (select, discard, move a card to another column), a
drag between columns, the settings (large cards, the tracker, an option that applies from the
next match), a damaged save."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from paohuzi import Deal, Rules
from tests.paohuzi_positions import chi_with_bi, discard_after_peng, peng_on_a_draw, self_drawn_win, session_record

from .helpers import BAR, SAVE_KEY, TABLE_KEY, actions, open_phz, resume_at, wait_decision

def test_giving_up_a_win_asks_first_and_no_keeps_it(page: Any) -> None:
    resume_at(page, session_record(self_drawn_win()))
    wait_decision(page)
    page.locator(f"{BAR} [data-action=pass]").click()
    dialog = page.locator("#confirm-hu")
    expect(dialog).to_have_attribute("role", "alertdialog")
    dialog.locator("[data-answer=no]").click()
    expect(dialog).to_have_count(0)
    assert actions(page) == ["hu", "pass"]
    # Hint at the 胡 step: the win, with its reason in words
    page.locator("#btn-hint").click()
    expect(page.locator(f"{BAR} [data-action=hu]")).to_have_class("btn btn-claim btn-hu hinted")
    expect(page.locator("#message")).to_contain_text("胡")


def test_hint_at_a_chi_marks_the_chi_button(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    page.keyboard.press("h")
    expect(page.locator(f"{BAR} [data-action=chi]")).to_have_class("btn btn-claim btn-chi hinted")


def test_a_hint_given_before_the_picker_opens_is_ringed_in_it(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    page.locator("#btn-hint").click()  # Normal's choice: 吃 x1 x2 x3 with 比 x3 x4 x5 (the only one)
    expect(page.locator("#message")).to_contain_text("Hint: 吃")
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("#chi-picker")
    expect(picker.locator("button[data-chi='x1 x2 x3']")).to_have_class("pick hinted")
    picker.locator("button[data-chi='x1 x2 x3']").click()
    expect(picker.locator("button[data-action='chi x1 x2 x3 / x3 x4 x5']")).to_have_class("pick hinted")
    picker.locator("[data-back]").click()  # (back to step one: still ringed)
    expect(picker.locator("button[data-chi='x1 x2 x3']")).to_have_class("pick hinted")


def one_card_short() -> Deal:
    """Seed 1's first deal at its 15th line: you drew x2 and may 吃 it with x2 d2 (no 比) or
    pass; Normal takes it: from 2 cards short of a complete hand to 1, then discards x10 (small 10)."""
    return Deal.from_setup(
        Rules(), ["x2 x3 x3 x3 x4 x5 x6 x7 x7 x8 x8 x9 x9 x10 d1 d1 d1 d2 d4 d6",
                  "x1 x1 x4 x4 x8 d3 d4 d5 d6 d6 d6 d8 d9 d10",
                  "x1 x1 x2 x3 x6 x6 x8 x10 d1 d2 d2 d3 d3 d4 d8 d9 d10"],
        "d9 x6 x5 d7 d3 x4 d10 d7 d9 d2 x9 d4", dealer=2, melds=[[], ["chi x2 x7 x10", "chi x7 d7 d7"], ["wei d5"]],
        chou=["x7 x9 d8 d10", "x9 x10", "x5 x10 d8"], offer=("x2", "draw", 0), ask=("chi", 0),
        discards=["d8 d10", "x10 x9", "x5 x5 d8"], public_chou=["d8 d10", "x9 x10", "x5 d8"], liangzhang="d1",
        bottom_flips="d4")


@pytest.mark.parametrize(("position", "lang", "said"), [
    (one_card_short, "en", "It brings you from 2 to 1 card short of a complete hand; then discard small 10 (red)."),
    (one_card_short, "de", "Dann fehlt noch 1 Karte statt 2 zur fertigen Hand; danach Klein-10 (rot) abwerfen."),
    (one_card_short, "pt", "Assim falta 1 carta em vez de 2 para completar a mão; depois descarte 10 pequeno (vermelho)."),
    # (a beginner does not know the word: the Hint says what the claim does)
    (peng_on_a_draw, "en", "Hint: 碰, take the card with your pair."),
    (peng_on_a_draw, "de", "Tipp: 碰, nimm die Karte mit deinem Paar."),
], ids=["plural-en", "plural-de", "plural-pt", "peng-en", "peng-de"])
def test_a_hint_says_its_reason_in_the_players_words(page: Any, position: Any, lang: str, said: str) -> None:
    """A count in its plural form, a claim said as what it does."""
    resume_at(page, session_record(position()), lang=lang)
    wait_decision(page)
    page.locator("#btn-hint").click()
    expect(page.locator("#message")).to_contain_text(said)


def test_keyboard_moves_a_card_and_discards_it(page: Any) -> None:
    resume_at(page, session_record(discard_after_peng()))
    wait_decision(page)
    offered = actions(page)
    hand = page.get_by_role("group", name="Your hand")
    first = hand.locator("button[data-card]").first
    code = first.get_attribute("data-card")
    first.focus()
    page.keyboard.press("n")  # to a new column at the end
    moved = hand.locator(".hand-col").last.locator("button[data-card]")
    expect(moved).to_have_attribute("data-card", code)
    # the arrangement is the page's: kept in the table state
    state = json.loads(page.evaluate(f"() => localStorage.getItem({TABLE_KEY!r})"))
    assert state["arrangement"]["columns"][-1] == [code]
    page.keyboard.press("Space")
    expect(moved).to_have_attribute("aria-pressed", "true")
    assert f"discard {code}" in offered
    expect(page.locator(f"{BAR} [data-action='discard {code}']")).to_be_visible()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => !JSON.parse(document.querySelector({BAR!r}).dataset.actions).includes('discard {code}')")
    discards = page.locator("#seat-0 [data-testid=discards] [data-card]")
    expect(discards.last).to_have_attribute("data-card", code)


def test_a_drag_moves_a_card_to_another_column(page: Any) -> None:
    resume_at(page, session_record(discard_after_peng()))
    wait_decision(page)
    hand = page.get_by_role("group", name="Your hand")
    cols = hand.locator(".hand-col")
    n = cols.count()
    assert n >= 2
    card = cols.nth(n - 1).locator("button[data-card]").first
    code = card.get_attribute("data-card")
    box = card.bounding_box()
    target = cols.nth(0).bounding_box()
    page.mouse.move(box["x"] + 6, box["y"] + 6)
    page.mouse.down()
    page.mouse.move(box["x"] + 30, box["y"] + 10, steps=4)
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + 20, steps=6)
    page.mouse.up()
    assert code in [b.get_attribute("data-card") for b in cols.nth(0).locator("button[data-card]").all()]
    assert actions(page)  # still the person's discard: a drag inside the hand sends nothing


def test_settings_large_cards_tracker_and_next_match_options(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_phz(page, seed=4)
    page.locator("#btn-settings").click()
    panel = page.locator("#settings")
    panel.get_by_label("Large cards").check()
    expect(page.locator("html")).to_have_class("phz-large")
    # larger, and the whole hand still on the screen
    edges = page.evaluate("() => [...document.querySelectorAll('.hand-col')].map((c) => c.getBoundingClientRect().right)")
    assert edges and max(edges) <= 360
    panel.get_by_label("Show the card tracker").uncheck()
    expect(page.locator("[data-testid=tracker]")).to_be_hidden()
    panel.locator("#set-min_huxi-10").check()
    expect(panel.locator(".setting-pending")).to_contain_text("10 胡息")
    page.keyboard.press("Escape")
    saved = json.loads(page.evaluate("() => localStorage.getItem('cardroom:paohuzi:settings:v1')"))
    assert saved["large"] is True and saved["tracker"] is False and saved["min_huxi"] == 10
    record = json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"]
    assert record["settings"]["min_huxi"] == 15  # the match in progress keeps its rules


def test_a_damaged_save_is_reported_and_a_fresh_match_starts(page: Any) -> None:
    page.add_init_script(f"""(() => {{
        if (sessionStorage.getItem('phz-damaged')) return;
        sessionStorage.setItem('phz-damaged', '1');
        localStorage.setItem({SAVE_KEY!r}, '{{"v": 1, "record": {{"game": "paohuzi", "match": 7');
    }})()""")
    open_phz(page)
    expect(page.locator("#message")).to_contain_text("could not be restored")
    assert page.locator("[data-seat]").count() == 3
    record = json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"]
    assert record["game"] == "paohuzi"


def test_a_card_dragged_above_the_hand_line_is_discarded(page: Any) -> None:
    resume_at(page, session_record(discard_after_peng()))
    wait_decision(page)
    hand = page.get_by_role("group", name="Your hand")
    card = hand.locator("button[data-card]").first
    code = card.get_attribute("data-card")
    assert f"discard {code}" in actions(page)
    box = card.bounding_box()
    line = hand.locator(".hand-cols").bounding_box()["y"]
    page.mouse.move(box["x"] + 6, box["y"] + 6)
    page.mouse.down()
    page.mouse.move(box["x"] + 6, box["y"] - 20, steps=4)
    page.mouse.move(box["x"] + 6, line - 60, steps=6)
    page.mouse.up()
    page.wait_for_function(f"() => !JSON.parse(document.querySelector({BAR!r}).dataset.actions).includes('discard {code}')")
    expect(page.locator("#seat-0 [data-testid=discards] [data-card]").last).to_have_attribute("data-card", code)


@pytest.mark.browser_context_args(has_touch=True, is_mobile=True)
def test_a_touch_drag_moves_a_card_to_another_column(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    resume_at(page, session_record(discard_after_peng()))
    wait_decision(page)
    offered = actions(page)
    hand = page.get_by_role("group", name="Your hand")
    cols = hand.locator(".hand-col")
    n = cols.count()
    assert n >= 2
    card = cols.nth(n - 1).locator("button[data-card]:not([data-locked])").first
    code = card.get_attribute("data-card")
    before = [b.get_attribute("data-card") for b in cols.nth(0).locator("button[data-card]").all()]
    page.evaluate("""() => { window.pointerTypes = new Set();
        document.addEventListener('pointermove', (e) => window.pointerTypes.add(e.pointerType), true); }""")
    box = card.bounding_box()
    target = cols.nth(0).bounding_box()
    x0, y0 = box["x"] + box["width"] / 2, box["y"] + 8
    x1, y1 = target["x"] + target["width"] / 2, target["y"] + 20
    cdp = page.context.new_cdp_session(page)

    def touch(kind: str, x: float, y: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", x0, y0)
    for k in range(1, 11):
        touch("touchMove", x0 + (x1 - x0) * k / 10, y0 + (y1 - y0) * k / 10)
    touch("touchEnd", x1, y1)
    assert page.evaluate("() => [...window.pointerTypes]") == ["touch"]
    expect(cols.nth(0).locator("button[data-card]")).to_have_count(len(before) + 1)
    assert code in [b.get_attribute("data-card") for b in cols.nth(0).locator("button[data-card]").all()]
    assert actions(page) == offered  # a move inside the hand sends nothing
    state = json.loads(page.evaluate(f"() => localStorage.getItem({TABLE_KEY!r})"))
    assert code in state["arrangement"]["columns"][0]


def test_a_bi_choice_is_named_in_words_as_the_log_says_it(page: Any) -> None:
    # chi_with_bi (TC26): the one 吃 lays x1 x2 x3 with its 比 x3 x4 x5 (§11); x2 is red
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("[data-testid=chi-picker]")
    picker.locator('[data-chi="x1 x2 x3"]').click()
    # (x1 x2 x3: 3 胡息, §6; x3 x4 x5: none)
    expect(picker.locator('[data-action="chi x1 x2 x3 / x3 x4 x5"]')).to_have_attribute(
        "aria-label", "Lay small 1, small 2 (red), small 3; 比 small 3, small 4, small 5, 3 huxi in all")
