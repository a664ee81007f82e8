"""What Paohuzi's table tells (issue 12), from positions set up through the autosave: the
status line and the live region in words (spoken card names, your own draw and the forced
跑 it makes), the 听 line and the card tracker against the engine's view, another seat's 偎
and 提 face down, a single 吃 as one button, a reload at the picker's first step, the deal
log, and the live region emptied when the person leaves for Pao De Kuai.

Expected words are the English catalogue's; expected figures come from the spec (§6, §9.3,
§18) applied to the position by hand, or from the engine's record."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from paohuzi import Deal, Rules
from tests.catalogues import catalogue
from tests.paohuzi_positions import (chi_with_bi, hidden_sets, liuju, pao_on_your_draw, rounded_down_win, self_drawn_win,
                                     session_record, single_chi, win_on_anothers_draw)

from .helpers import BAR, RESULT, actions, decide, reload, resume_at, wait_decision

EN = catalogue("en", "paohuzi")


def say(key: str, **params: str) -> str:
    """The English catalogue's text of ``key`` with its placeholders filled."""
    text = EN[key]
    for k, v in params.items():
        text = text.replace("{" + k + "}", v)
    return text


def small(rank: int, red: bool = False) -> str:
    name = say("card.name.small", rank=str(rank))
    return say("card.name.red", name=name) if red else name


def big(rank: int, red: bool = False) -> str:
    name = say("card.name.big", rank=str(rank))
    return say("card.name.red", name=name) if red else name


def live_region(page: Any) -> list[str]:
    return page.evaluate("() => [...document.querySelectorAll('#announcer p')].map((p) => p.textContent)")


def test_your_draw_and_its_forced_pao_are_told_in_words(page: Any) -> None:
    resume_at(page, session_record(pao_on_your_draw()))
    wait_decision(page)
    decide(page, "discard d3")
    wait_decision(page)
    # Anna and Ben draw 壹 and 贰 that nobody takes; you draw 四: the 4th of your 碰, a forced 跑 (§9.3)
    expect(page.locator("#seat-0 [data-testid=melds] [data-meld]")).to_have_count(1)
    expect(page.locator("#seat-0 [data-meld='pao x4']")).to_have_count(1)
    yours = [say("event.draw_you", card=small(4)), say("event.pao_you", card=small(4))]
    told = [say("event.draw", name=EN["player.2"], card=big(2, red=True)), *yours]
    # the status line: your draw and its 跑 (the others' draws before are in the live region)
    expect(page.locator("#status")).to_have_text(" ".join([*yours, EN["status.decide.discard"]]))
    said = live_region(page)
    assert said[-5:] == [say("event.draw", name=EN["player.1"], card=big(1)), *told, EN["status.decide.discard"]]
    # the deal log tells the same, in order, after your discard
    page.locator("#btn-log").click()
    entries = page.locator("[data-testid=deal-log] .log-entry")
    expect(entries).to_have_count(5)
    assert entries.all_inner_texts() == [say("event.discard_you", card=big(3)),
                                         say("event.draw", name=EN["player.1"], card=big(1)), *told]
    # a long deal's entry numbers (up to "100.") stand in the list's margin, not past it
    needed, margin = page.locator("[data-testid=deal-log] .log-list").first.evaluate("""(ol) => {
        const s = document.createElement('span');
        s.textContent = '100.';
        s.style.cssText = `position: absolute; white-space: pre; font: ${getComputedStyle(ol).font}`;
        document.body.append(s);
        const width = s.getBoundingClientRect().width;
        s.remove();
        return [width, parseFloat(getComputedStyle(ol).paddingLeft)]; }""")
    assert needed < margin
    page.keyboard.press("Escape")


def test_the_live_region_says_the_deals_end_once_and_each_deal_starts_empty(page: Any) -> None:
    """TC29: you pass on your draw, Anna draws the last card and the deal is a 流局. The live
    region says each thing once (it said the last event again with the deal's end: "Anna
    wins (胡)!" twice, a new player's finding), ending with the 流局's words; at the next deal
    it holds none of the last deal's words."""
    resume_at(page, session_record(liuju()))
    wait_decision(page)
    decide(page, "pass")
    page.locator(RESULT).wait_for()
    ended = live_region(page)
    assert ended[-1] == say("result.liuju"), ended
    assert len(ended) == len(set(ended)), ended
    page.locator("#result .result-actions .btn-primary").click()  # Next deal
    page.locator(RESULT).wait_for(state="hidden")
    wait_decision(page)
    assert not set(live_region(page)) & (set(ended) - {EN[k] for k in EN if k.startswith("status.decide.")})


def test_the_result_counts_the_red_big_and_small_cards_of_the_winning_hand(page: Any) -> None:
    """TC02: your 20 cards and the drawn 七 hold 7 red (二 七 七 贰 柒 柒 拾), 9 big and 12 small
    cards; the 红胡 of 7 red cards (§15) is then read beside its count."""
    resume_at(page, session_record(self_drawn_win()))
    wait_decision(page)
    decide(page, "hu")
    row = page.locator(f"{RESULT} tr[data-reds]")
    expect(row).to_have_attribute("data-reds", "7")
    assert (row.get_attribute("data-bigs"), row.get_attribute("data-smalls")) == ("9", "12")
    expect(row.locator("td")).to_have_text(say("result.cards_value", reds="7", bigs="9", smalls="12"))
    expect(page.locator(f"{RESULT} [data-fan=hong_hu]")).to_have_attribute("data-value", "2")
    # §15.1 under the 底数: (15 - 12) ÷ 3 = 1, and + 1 for the self-draw
    di = page.locator(f"{RESULT} tr[data-di-how]")
    expect(di).to_have_attribute("data-di-how", "exact")
    expect(di.locator(".result-formula")).to_have_text(say("result.di_how.exact", huxi="15", base="1"))
    expect(di.locator("td")).to_have_text(say("result.di_sum", base="1", bonus="1", di="2")
                                          + say("result.di_how.exact", huxi="15", base="1"))


def test_the_di_of_a_win_says_it_was_rounded_down(page: Any) -> None:
    """28 胡息 (§15.1): (28 - 12) ÷ 3 is 5⅓, so 底数 5; nobody drew it themselves: no + 1."""
    resume_at(page, session_record(rounded_down_win()))
    wait_decision(page)
    decide(page, "hu")
    di = page.locator(f"{RESULT} tr[data-di-how]")
    expect(di).to_have_attribute("data-di-how", "down")
    expect(di.locator("td")).to_have_text("5" + say("result.di_how.down", huxi="28", base="5"))
    assert di.locator(".result-formula").evaluate("(n) => getComputedStyle(n).display") == "block"


def test_a_winning_card_with_no_copy_left_shows_spent(page: Any) -> None:
    """The late deal of test_room: you wait on 五 and 八 (small); Anna's 碰 and 吃 hold all
    four 八 and three 五 are on the table, so one 五 can still come and no 八: the 八 shows
    spent (faded, its 0 struck) and is spoken as none left (a new player read "八 0" as a
    chance)."""
    from .test_room import late_deal
    resume_at(page, session_record(late_deal()))
    wait_decision(page)
    waits = page.locator("[data-testid=ready] li[data-card]")
    got = [(w.get_attribute("data-card"), w.get_attribute("data-unseen"), w.get_attribute("class"),
            w.get_attribute("aria-label")) for w in waits.all()]
    assert got == [("x5", "1", "wait", say("ready.wait", name=small(5), count="1")),
                   ("x8", "0", "wait spent", say("ready.wait_spent", name=small(8)))]
    assert waits.nth(1).locator(".wait-n").evaluate("(n) => getComputedStyle(n).textDecorationLine") == "line-through"


def test_ready_line_and_tracker_are_the_views_counts(page: Any) -> None:
    # TC12: you hold 提 d10, 碰 d7, 坎 d2 and d1, x2 x7 x10, d4 d5 d6 and d9; Anna draws d9
    resume_at(page, session_record(win_on_anothers_draw()))
    wait_decision(page)
    assert actions(page) == ["hu", "pass"]
    # 听: only d9 completes the hand (the pair); of its 4 copies you see yours and the one drawn
    ready = page.locator("[data-testid=ready]")
    expect(ready).to_have_attribute("data-state", "now")
    waits = ready.locator("li[data-card]")
    assert [(w.get_attribute("data-card"), w.get_attribute("data-unseen")) for w in waits.all()] == [("d9", "2")]
    assert waits.first.get_attribute("aria-label") == say("ready.wait", name=big(9), count="2")
    # the tracker: 4 minus the copies you see -- your hand and sets, the drawn d9 and the
    # face-up bottom card x9 (§5, §18); the others' hands and the stock stay unseen
    seen = {"x2": 1, "x7": 1, "x10": 1, "x9": 1, "d1": 3, "d2": 3, "d4": 1, "d5": 1, "d6": 1, "d7": 3, "d9": 2,
            "d10": 4}
    cells = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('[data-testid=tracker] [data-card]')]
        .map((c) => [c.dataset.card, [Number(c.dataset.unseen), c.getAttribute('aria-label')]]))""")
    codes = [f"x{r}" for r in range(1, 11)] + [f"d{r}" for r in range(1, 11)]
    assert {c: n for c, (n, _) in cells.items()} == {c: 4 - seen.get(c, 0) for c in codes}
    assert cells["d7"][1] == say("tracker.cell", name=big(7, red=True), count="1")


def test_another_seats_wei_and_ti_lie_face_down(page: Any) -> None:
    resume_at(page, session_record(hidden_sets()))
    wait_decision(page)
    anna = page.locator("[data-player='1'] [data-testid=melds]")
    assert [m.get_attribute("data-meld") for m in anna.locator("[data-meld]").all()] == ["wei ?", "ti x9"]
    wei = anna.locator("[data-meld='wei ?'] svg.pcard")
    ti = anna.locator("[data-meld='ti x9'] svg.pcard")
    # three backs (a table set's small cards also carry the "tile" class: only "back" matters)
    assert ["back" in (c.get_attribute("class") or "").split() for c in wei.all()] == [True] * 3
    assert [c.get_attribute("data-code") for c in wei.all()] == [None, None, None]
    assert [c.get_attribute("data-code") for c in ti.all()] == [None, None, None, "x9"]
    # nothing of the 偎's card anywhere on the page
    assert page.locator("[data-player='1'] [data-code=x5]").count() == 0
    assert anna.locator("[data-meld='wei ?']").get_attribute("aria-label") == say("meld.label_hidden", kind=EN["meld.wei"])


def test_a_single_chi_is_the_chi_button_itself(page: Any) -> None:
    resume_at(page, session_record(single_chi()))
    wait_decision(page)
    assert actions(page) == ["chi x5 x6 x7", "pass"]
    button = page.locator(f"{BAR} .btn-chi")
    expect(button).to_have_attribute("data-action", "chi x5 x6 x7")
    button.click()
    expect(page.locator("#seat-0 [data-meld='chi x5 x6 x7']")).to_have_count(1)
    expect(page.locator("[data-testid=chi-picker]")).to_be_hidden()


def test_a_reload_at_the_pickers_first_step_reopens_it(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    offered = actions(page)
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("[data-testid=chi-picker]")
    expect(picker.locator("[data-chi]")).to_have_count(2)
    # both need 比 (you still hold a 三 of your own), and the picker says what "+ 比" means
    expect(picker.locator(".pick-more")).to_have_count(2)
    expect(picker.locator(".pick-note")).to_have_text(say("chipick.more_about", name=small(3)))
    reload(page)
    wait_decision(page)
    assert actions(page) == offered
    expect(picker).to_be_visible()
    assert picker.get_attribute("data-step") != "bi"
    assert sorted(b.get_attribute("data-chi") for b in picker.locator("[data-chi]").all()) == ["x1 x2 x3", "x3 x4 x5"]
    picker.locator('[data-chi="x3 x4 x5"]').click()
    expect(picker.locator(".pick-note")).to_have_text(say("chipick.bi_about", name=small(3)))
    picker.locator('[data-action="chi x1 x2 x3 / x3 x4 x5"]').click()
    expect(page.locator("#seat-0 [data-meld^=chi]")).to_have_count(2)


def test_leaving_for_pao_de_kuai_leaves_no_paohuzi_words_in_the_live_region(page: Any) -> None:
    resume_at(page, session_record(pao_on_your_draw()))
    wait_decision(page)
    decide(page, "discard d3")
    wait_decision(page)
    assert say("event.pao_you", card=small(4)) in live_region(page)
    page.locator("#btn-games").click()
    assert live_region(page) == []  # (the picker's page)
    # what the region holds as Pao De Kuai's table goes up (before its own first words)
    page.evaluate("""() => new MutationObserver((_, obs) => {
        if (document.documentElement.dataset.game !== 'paodekuai') return;
        window.heldAtMount = [...document.querySelectorAll('#announcer p')].map((p) => p.textContent);
        obs.disconnect();
    }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-game']})""")
    page.locator("[data-testid=picker] [data-game=paodekuai]").click()
    page.wait_for_function("() => document.documentElement.dataset.engine === 'ready' && window.heldAtMount")
    assert page.evaluate("() => window.heldAtMount") == []


def test_a_picker_where_no_chi_needs_bi_has_no_note(page: Any) -> None:
    """Ben (your 上家) must discard his x3; you hold x1 x2 x4 x5 and no x3: three 吃 (一二三,
    二三四, 三四五), none with 比 (§11), so no "+ 比" and no note about it."""
    deal = Deal.from_setup(Rules(), ["x1 x2 x4 x5 x9 d9 d10 d8", "d5 d6", "x3 d1 d1 d1"], "d2 d3 d4",
                           discarding=2, shift=[-12, -18, -17])
    resume_at(page, session_record(deal))
    wait_decision(page)
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("[data-testid=chi-picker]")
    expect(picker.locator("[data-action]")).to_have_count(3)
    assert sorted(b.get_attribute("data-action") for b in picker.locator("[data-action]").all()) == [
        "chi x1 x2 x3", "chi x2 x3 x4", "chi x3 x4 x5"]
    assert picker.locator(".pick-more").count() == 0 and picker.locator(".pick-note").count() == 0


LATE_SETS = [["ti x1", "peng x2", "chi x3 x4 x5", "wei d1", "chi d2 d7 d10", "peng d3"],
             ["ti d9", "peng x8", "chi x6 x7 x8", "wei x10", "chi d4 d5 d6", "peng d8"],
             ["wei d6", "chi x3 x4 x5", "peng d2", "peng d7", "chi x5 x6 x7", "chi x2 x3 x4"]]


def late_discard(anna_discards: str) -> Deal:
    """The late deal of test_room with you to discard from x6 x7 d5 d5 d10: only the 拾 leaves
    you ready, waiting on 五 and 八 (§13). Every 八 is on the table (Anna's 碰 and 吃); three
    五 are, and ``anna_discards`` may show the fourth."""
    return Deal.from_setup(Rules(), ["x6 x7 d5 d5 d10", "x10 d4", "x9 x9 x9"], "d4 x6 d8 x4", discarding=0,
                           melds=LATE_SETS, discards=["x7", anna_discards, "d3"], shift=[3, 1, 1])


@pytest.mark.parametrize(("anna", "state", "spent"), [("d10", "discards", False), ("d10 x5", "discards_dead", True)],
                         ids=["live", "dead"])
def test_a_discard_into_a_wait_that_cannot_win_is_named_dead(page: Any, anna: str, state: str, spent: bool) -> None:
    # (a new player followed "these discards leave you ready: 十" into a wait on a card of
    # which none was left, and the deal ended 流局)
    resume_at(page, session_record(late_discard(anna)))
    wait_decision(page)
    ready = page.locator("[data-testid=ready]")
    expect(ready).to_have_attribute("data-state", state)
    expect(ready.locator(".ready-label")).to_have_text(say(f"ready.{state}"))
    chips = ready.locator(".chips")
    assert chips.get_attribute("aria-label") == big(10, red=True)
    assert ("spent" in chips.get_attribute("class").split()) is spent
    # the 拾 picked: what it would wait on, named dead when none of it can come
    page.get_by_role("group", name="Your hand").locator("button[data-card=d10]").first.click(position={"x": 8, "y": 8})
    picked = "after_discard_dead" if spent else "after_discard"
    expect(ready).to_have_attribute("data-state", picked)
    expect(ready.locator(".ready-label")).to_have_text(say(f"ready.{picked}", name=big(10, red=True)))
    assert [w.get_attribute("data-unseen") for w in ready.locator("li[data-card]").all()] == ["0" if spent else "1", "0"]


def test_a_ready_hand_whose_every_winning_card_is_gone_says_so(page: Any) -> None:
    # the late deal with the fourth 五 in Anna's row: you wait on 五 and 八, none left
    late = Deal.from_setup(Rules(), ["x6 x7 d5 d5", "x10 d4", "d5 x9 x9 x9"], "d4 x6 d8 x4", discarding=2,
                           melds=LATE_SETS, discards=["x7", "d10 x5", "d3"], shift=[3, 1, 1])
    resume_at(page, session_record(late))
    wait_decision(page)
    ready = page.locator("[data-testid=ready]")
    expect(ready).to_have_attribute("data-state", "now_dead")
    expect(ready.locator(".ready-label")).to_have_text(say("ready.now_dead"))
    assert [(w.get_attribute("data-card"), w.get_attribute("class")) for w in ready.locator("li[data-card]").all()] == [
        ("x5", "wait spent"), ("x8", "wait spent")]


def test_the_discard_button_shows_the_picked_card(page: Any) -> None:
    # (in a column only a card's top shows: a Hint's pick in the middle of one was hard to
    # make out, a new player's finding)
    from tests.paohuzi_positions import discard_after_peng
    resume_at(page, session_record(discard_after_peng()))
    wait_decision(page)
    button = page.locator(f"{BAR} .btn-discard")
    expect(button.locator(".chip")).to_be_hidden()
    page.get_by_role("group", name="Your hand").locator("button[data-card=x1]").first.click(position={"x": 8, "y": 8})
    expect(button).to_have_attribute("data-action", "discard x1")
    expect(button).to_have_accessible_name(say("bar.discard_card", name=small(1)))
    assert button.locator(".chip").get_attribute("data-code") == "x1" and button.locator(".chip").is_visible()
    page.get_by_role("group", name="Your hand").locator("button[data-card=x1]").first.click(position={"x": 8, "y": 8})
    expect(button.locator(".chip")).to_be_hidden()  # (put back: no card on it)
    expect(button).to_have_accessible_name(say("bar.discard"))
