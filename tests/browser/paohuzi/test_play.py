"""Paohuzi at the table, played through the test hooks only (issue 12): whole deals at the
phone and desktop sizes in both option presets, a 吃 that needs 比 through the two-step
picker, a reload at a decision (and inside the picker), the result panel against the engine's
result of the autosaved record, a 流局."""

from __future__ import annotations

import json
from typing import Any

import pytest

from paohuzi import Deal, Match, Rules
from paohuzi.tableview import held_huxi
from tests.paohuzi_positions import TC02_HAND, chi_with_bi, liuju, peng_on_a_draw, self_drawn_win, session_record

from .helpers import (BAR, RESULT, SAVE_KEY, actions, decide, open_phz, play_deal, reload, resume_at, wait_decision)


def saved_match(page: Any) -> dict[str, Any]:
    """The match of the page's autosave (its record's JSON)."""
    return json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"]["match"]


def saved_deal(page: Any, match: dict[str, Any] | None = None) -> Deal:
    """The deal in progress (the last one) of the page's autosave (or of ``match``), as the
    engine reads it."""
    match = saved_match(page) if match is None else match
    return Deal.from_json(json.dumps(match["deals"][-1]))


def check_result_panel(page: Any) -> None:
    """The result panel shows, field by field, the result of the autosaved deal; its hooks
    name the deal's seats as the record does (with four players, the one who sat out is
    ``out`` and scores 0)."""
    saved = saved_match(page)
    deal = saved_deal(page, saved)
    r = deal.result
    assert r is not None
    panel = page.locator(RESULT)
    assert panel.get_attribute("data-winner") == ("none" if r.winner is None else str(r.winner))
    assert int(panel.get_attribute("data-huxi")) == r.huxi
    assert int(panel.get_attribute("data-di")) == r.di
    assert int(panel.get_attribute("data-fan-total")) == r.fan_total
    assert int(panel.get_attribute("data-score")) == r.score
    fans = {f.get_attribute("data-fan"): int(f.get_attribute("data-value")) for f in panel.locator("[data-fan]").all()}
    assert fans == dict(r.fan)
    rows = {x.get_attribute("data-result-seat"): int(x.get_attribute("data-points"))
            for x in page.locator("tr[data-result-seat]").all()}
    out = {"out": 0} if len(rows) == 4 else {}
    assert rows == {**{str(s): p for s, p in enumerate(r.points)}, **out}
    # the hands revealed: each one but the winner's with the 胡息 it held at the end (§6)
    m = Match.from_json(json.dumps(saved))
    shown = {int(x.get_attribute("data-reveal-player")): x.locator("[data-reveal-huxi]")
             for x in page.locator("dialog[open] [data-reveal-player]").all()}
    assert sorted(shown) == sorted(m.seats)
    for s, p in enumerate(m.seats):
        if s == r.winner:
            assert shown[p].count() == 0
        else:
            assert int(shown[p].get_attribute("data-reveal-huxi")) == held_huxi(deal.view(s))
    # each line's name and 胡息 end before its cards begin (a hand of two rows ran over them)
    assert page.evaluate(REVEAL_OVERLAPS) == []


REVEAL_OVERLAPS = """() => [...document.querySelectorAll('dialog[open] [data-reveal-player]')].filter((line) => {
    const name = line.querySelector('.reveal-name').getBoundingClientRect();
    const words = [...line.querySelectorAll('.reveal-name, .reveal-huxi')].map((e) => e.scrollWidth + e.getBoundingClientRect().left);
    const chips = [...line.querySelectorAll('.chip')].map((c) => c.getBoundingClientRect().left);
    return chips.length && Math.max(name.right, ...words) > Math.min(...chips) + 0.5; }).map((l) => l.dataset.revealPlayer)"""
"""The revealed hands' lines whose name or 胡息 runs over their cards."""


def win_against_long_hands() -> Deal:
    """TC02 (you 胡 on your own draw) while Anna and Ben still hold 14 cards each: at the
    deal's end their hands are revealed in two rows on a phone."""
    return Deal.from_setup(Rules(), [TC02_HAND,
                                     "x1 x1 x2 x3 x3 x4 x5 x6 x7 x8 x8 x9 x10 x10",
                                     "x1 x2 x2 x3 x4 x4 x5 x6 x7 x8 x9 x9 x10 x10"], "x7 d4", to_draw=0)


def test_a_long_revealed_hand_runs_over_no_words(page: Any) -> None:
    # (check_result_panel's positions reveal short hands; this one two rows each at 360x740)
    page.set_viewport_size({"width": 360, "height": 740})
    resume_at(page, session_record(win_against_long_hands()))
    wait_decision(page)
    decide(page, "hu")
    page.locator(RESULT).wait_for()
    rows = page.evaluate("""() => [...document.querySelectorAll('dialog[open] :is([data-reveal-player="1"], [data-reveal-player="2"])')].map((line) =>
        new Set([...line.querySelectorAll('.chip')].map((c) => Math.round(c.getBoundingClientRect().top))).size)""")
    assert len(rows) == 2 and min(rows) >= 2, rows  # (two rows of cards each: the case)
    assert page.evaluate(REVEAL_OVERLAPS) == []
    # every line's cards begin at the same place, the stock's too (a name with its 胡息 under
    # it pushed that line's cards right of the others')
    starts = page.evaluate("""() => [...document.querySelectorAll('dialog[open] .reveal-line')].map((line) =>
        line.querySelector('.chip').getBoundingClientRect().left)""")
    assert len(starts) == 4 and max(starts) - min(starts) < 0.5, starts
    # at 740 x 360 the points and the deals of the match side by side: the deals table as
    # high as its rows, its one row as high as a points row (stretched to the points table's
    # height, that row grew three rows high)
    page.set_viewport_size({"width": 740, "height": 360})
    page.wait_for_function("() => innerWidth === 740")
    rows = page.evaluate("""() => [...document.querySelectorAll('dialog[open] .result-tables > table')].map((t) => {
        const r = t.getBoundingClientRect(); return [r.top, [...t.tBodies[0].rows].map((row) => row.getBoundingClientRect().height)]; })""")
    assert len(rows) == 2 and abs(rows[0][0] - rows[1][0]) < 0.5, rows  # (side by side)
    (_, points), (_, deals) = rows
    assert len(points) == 3 and len(deals) == 1, rows
    assert abs(deals[0] - points[0]) < 2, rows


WIKI10 = {"fan_table": "wiki", "min_huxi": 10}
SIZES = [pytest.param(360, 740, {}, id="360x740-defaults"),
         pytest.param(360, 740, WIKI10, id="360x740-wiki-min10"),
         pytest.param(740, 360, WIKI10, id="740x360-wiki-min10"),  # (740x360 with the defaults: the 4-deal match)
         pytest.param(1280, 800, {}, id="1280x800-defaults"),
         pytest.param(1280, 800, WIKI10, id="1280x800-wiki-min10")]


@pytest.mark.parametrize(("width", "height", "options"), SIZES)
def test_a_whole_deal_through_the_hooks(page: Any, width: int, height: int, options: dict[str, Any]) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_phz(page, seed=11, deals=4, **options)
    assert page.evaluate("() => document.documentElement.dataset.game") == "paohuzi"
    assert page.locator("[data-seat]").count() == 3
    assert page.locator("[data-seat][data-dealer=true]").count() == 1
    assert int(page.locator("[data-testid=stock]").get_attribute("data-count")) >= 0
    made = play_deal(page)
    assert made > 0
    expect_settings = saved_deal(page).rules
    assert expect_settings.fan_table == options.get("fan_table", "seed")
    assert expect_settings.min_huxi == options.get("min_huxi", 15)
    check_result_panel(page)
    # nothing of the table is cut off at this size: the hand's cards lie inside the window
    boxes = page.evaluate("""() => [...document.querySelectorAll('.seat, .felt, .decision-bar, .table-tools')]
        .filter((n) => n.checkVisibility()).map((n) => n.getBoundingClientRect().right)""")
    assert max(boxes) <= width
    # the deal counts in Paohuzi's statistics, under its 番 table, minimum and level
    page.locator("#result .result-close").click()
    page.locator("#btn-stats").click()
    group = page.locator(f"[data-testid=stats] section[data-fan={expect_settings.fan_table}]"
                         f"[data-min='{expect_settings.min_huxi}'][data-level=normal]")
    assert group.locator("[data-stat=deals] dd").inner_text() == "1"
    page.keyboard.press("Escape")
    page.locator("#btn-result").click()
    # the next deal starts from the result panel
    page.locator("#result .result-actions .btn-primary").click()
    wait_decision(page)
    assert page.evaluate("() => document.getElementById('deal-no').textContent") != ""


def test_a_chi_that_needs_bi_goes_through_both_steps_and_survives_a_reload(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    offered = actions(page)
    chis = [a for a in offered if a.startswith("chi ")]
    assert chis == ["chi x1 x2 x3 / x3 x4 x5"]
    assert page.locator("[data-testid=offer]").get_attribute("data-card") == "x3"
    assert page.locator("[data-testid=offer]").get_attribute("data-source") == "discard"
    assert page.locator("[data-testid=offer]").get_attribute("data-by") == "2"
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("[data-testid=chi-picker]")
    assert sorted(b.get_attribute("data-chi") for b in picker.locator("[data-chi]").all()) == ["x1 x2 x3", "x3 x4 x5"]
    picker.locator('[data-chi="x1 x2 x3"]').click()
    assert picker.get_attribute("data-step") == "bi"
    assert [b.get_attribute("data-action") for b in picker.locator("[data-action]").all()] == ["chi x1 x2 x3 / x3 x4 x5"]
    # a reload in the 比 step comes back to it, with the same actions
    reload(page)
    wait_decision(page)
    assert actions(page) == offered
    assert picker.is_visible() and picker.get_attribute("data-step") == "bi"
    picker.locator('[data-action="chi x1 x2 x3 / x3 x4 x5"]').click()
    page.wait_for_function("() => document.querySelectorAll('#seat-0 [data-meld^=chi]').length === 2")
    melds = [m.get_attribute("data-meld") for m in page.locator("#seat-0 [data-testid=melds] [data-meld]").all()]
    assert melds == ["chi x1 x2 x3", "chi x3 x4 x5"]


def test_a_reload_at_a_claim_resumes_the_same_actions(page: Any) -> None:
    resume_at(page, session_record(peng_on_a_draw()))
    wait_decision(page)
    offered = actions(page)
    assert offered == ["peng", "pass"]
    assert page.locator("[data-testid=offer]").get_attribute("data-source") == "draw"
    reload(page)
    wait_decision(page)
    assert actions(page) == offered
    decide(page, "peng")
    wait_decision(page)
    assert all(a.startswith("discard ") for a in actions(page))
    reload(page)
    wait_decision(page)
    assert all(a.startswith("discard ") for a in actions(page))


def test_a_win_shows_the_engines_result_of_the_autosaved_record(page: Any) -> None:
    resume_at(page, session_record(self_drawn_win()))
    wait_decision(page)
    assert actions(page) == ["hu", "pass"]
    reload(page)  # a reload at the 胡 step resumes it
    wait_decision(page)
    assert actions(page) == ["hu", "pass"]
    decide(page, "hu")
    page.locator(RESULT).wait_for()
    check_result_panel(page)
    panel = page.locator(RESULT)
    # TC02 (§21): 15 胡息, 底数 2, 紅胡 2, each pays 4
    assert (panel.get_attribute("data-winner"), panel.get_attribute("data-huxi"), panel.get_attribute("data-di"),
            panel.get_attribute("data-score")) == ("0", "15", "2", "4")
    assert page.locator(f"{RESULT} .rgroup.winning").count() == 1


def test_a_deal_that_ends_in_liuju(page: Any) -> None:
    resume_at(page, session_record(liuju()))
    wait_decision(page)
    decide(page, "pass")
    page.locator(RESULT).wait_for()
    assert page.locator(RESULT).get_attribute("data-winner") == "none"
    check_result_panel(page)


def test_a_four_player_deal_you_sit_out_is_watched_to_its_end(page: Any) -> None:
    seed = next(s for s in range(1, 100) if 0 not in Match.new(Rules(players=4), s, 4, 8).seats)
    dealer = Match.new(Rules(players=4), seed, 4, 8)
    page.set_viewport_size({"width": 740, "height": 360})
    open_phz(page, players=4, seed=seed)  # you sit opposite the dealer
    assert page.locator("[data-seat]").count() == 4
    # the panels' hooks name the deal's seats (the record's); you (player 0) sit out
    assert page.locator("[data-player='0']").get_attribute("data-seat") == "out"
    assert page.locator("[data-player='0']").get_attribute("data-out") == "true"
    seat_of = {p: s for s, p in enumerate(dealer.seats)}
    for player in (1, 2, 3):
        assert page.locator(f"[data-player='{player}']").get_attribute("data-seat") == str(seat_of[player])
    assert page.locator("[data-player='2']").get_attribute("data-dealer") == "true"  # (opposite you)
    assert page.locator(f"[data-seat='{dealer.deal.dealer}']").get_attribute("data-dealer") == "true"
    assert dealer.seats[dealer.deal.dealer] == 2
    assert page.get_by_role("group", name="Your hand").is_hidden()
    page.locator(RESULT).wait_for(timeout=60_000)
    assert actions(page) == []
    check_result_panel(page)
    assert page.locator("tr[data-result-seat]").count() == 4


def test_a_four_deal_match_ends_with_final_places(page: Any) -> None:
    page.set_viewport_size({"width": 740, "height": 360})
    open_phz(page, seed=5, deals=4)
    for number in range(1, 5):
        play_deal(page)
        check_result_panel(page)
        if number < 4:
            page.locator("#result .result-actions .btn-primary").click()
            # the caption names the next deal exactly ("Deal 3 of 4" includes "4" already: a
            # wait on the digit alone read deal 3's panel as the match's end)
            page.wait_for_function(f"() => document.getElementById('deal-no').textContent === 'Deal {number + 1} of 4'")
    places = [int(r.get_attribute("data-place")) for r in page.locator("tr[data-result-seat]").all()]
    totals = [int(r.get_attribute("data-total")) for r in page.locator("tr[data-result-seat]").all()]
    assert places == [1 + sum(o > t for o in totals) for t in totals]
    winners = page.locator("[data-testid=winners]").get_attribute("data-winners").split()
    assert winners == [str(p) for p, t in enumerate(totals) if t == max(totals)]
