"""Issue 5 at the table, in Chromium: hint, pass lock, reasons, card counter, last-card
marker, round and deal log, settings, standings, rules and tips, statistics, feel.

Controls are found by role and name (English UI) and by the documented data-* hooks. The
oracle is the engine in this test process: the page's autosave is rebuilt with
``Match.from_json``, and hand-made positions (``tests/web/sessions.py``) are put in the
autosave before the page starts, so the page resumes exactly there.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from paodekuai.web import HINT_PLAYS, hint_plays
from paodekuai import DECK, REASONS, Deal, Match, Rules
from tests.web.sessions import (FOLLOW_PAIR, GO_OUT, LAST_CARD_EXAMPLE, PASS_ONLY, TIE, YOU_LEAD, deal_of,
                                session_record)

from .conftest import HOUSE_SETTINGS_KEY, SAVE_KEY, SETTINGS_KEY, STATS_KEY, TABLE, wait_ready
from .test_table import click_cards, hand_codes, result_dialog, saved_match, seed_led_by, table
RANKS = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2"]


def put_in_storage(page: Page, items: dict[str, str]) -> None:
    """Write localStorage ``items`` from the site's page with its app held back (so no running
    table can overwrite them meanwhile)."""
    pattern = "**/js/main.js"
    page.route(pattern, lambda route: route.fulfill(status=200, content_type="text/javascript", body=""))
    page.goto("./?storage-only")
    page.evaluate("(items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    page.unroute(pattern)


def open_at(page: Page, position: tuple[list[str], list[str]], query: str = "speed=slow",
            **kw: Any) -> dict[str, Any]:
    """Open the page resumed at a hand-made position; returns its session record. The
    computer players are slow by default, so a test sees the table before they answer."""
    record = session_record(*position, **kw)
    put_in_storage(page, {SAVE_KEY: json.dumps({"v": 1, "saved": 0, "record": record})})
    page.goto(f"./?{TABLE}&{query}")
    wait_ready(page)
    return record


def go_out_at_once(page: Page, **kw: Any) -> Any:
    """Open the page at ``GO_OUT`` (you lead holding 3♠ alone) and play it: the deal ends at
    once. ``kw`` as for :func:`open_at`. Returns the result dialog, checked visible."""
    open_at(page, GO_OUT, **kw)
    click_cards(page, "3S")
    page.get_by_role("button", name="Play").click()
    dialog = result_dialog(page)
    expect(dialog).to_be_visible()
    return dialog


ANIMATION_SPY = """() => {
    window.flown = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
        if (this.closest("[data-testid=table]")) window.flown.push(this.dataset.code);
        return animate.apply(this, args);
    };
}"""


def selected(page: Page) -> list[str]:
    return page.get_by_role("group", name="Your hand").locator("button[aria-pressed='true']").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")


def catalogue(page: Page) -> dict[str, str]:
    """The English catalogue, as the page has it."""
    return page.evaluate("async () => (await import('./js/games/paodekuai/i18n/en.js')).default")


def wait_my_turn(page: Page) -> None:
    expect(page.locator("[data-seat='0']")).to_have_attribute("data-turn", "true", timeout=20_000)
    page.wait_for_function("() => document.documentElement.dataset.myTurn === 'true'", timeout=20_000)


def unseen_by_engine(deal: Deal) -> list[int]:
    seen = {str(c) for c in deal.hand(0)} | {str(c) for _, p in deal.history if p for c in p.cards}
    return [sum(1 for c in DECK if c.rank == r and str(c) not in seen) for r in range(3, 16)]


def counter_shown(page: Page) -> list[int]:
    cells = page.get_by_test_id("counter").locator("[data-rank]")
    expect(cells).to_have_count(13)
    assert cells.evaluate_all("cs => cs.map(c => c.dataset.rank)") == RANKS
    return [int(x) for x in cells.evaluate_all("cs => cs.map(c => c.dataset.unseen)")]


# ---------------------------------------------------------------- 1. hint


def test_hint_selects_the_normal_policys_plays_and_cycles_through_them(open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(0), speed="instant")
    plays = [str(p) for p in hint_plays(saved_match(page).view(0), HINT_PLAYS)]
    assert plays
    hint = page.get_by_role("button", name="Hint")
    for i in range(len(plays) + 1):
        hint.click()
        want = plays[i % len(plays)]
        expect(page.get_by_role("alert")).to_contain_text(f"Hint {i % len(plays) + 1} of {len(plays)}")
        assert sorted(selected(page)) == sorted(want.split())
        expect(page.get_by_role("button", name="Play")).to_be_enabled()
    # the hinted play is a real play: Play sends it
    page.get_by_role("button", name="Play").click()
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16 - len(want.split()))
    first = saved_match(page).deal.history[0]
    assert first[0] == 0 and first[1] is not None and str(first[1]) == want


def test_hint_obeys_the_last_card_rule_and_says_when_pass_is_the_only_move(page: Page) -> None:
    open_at(page, LAST_CARD_EXAMPLE)
    page.keyboard.press("h")
    expect(page.get_by_role("alert")).to_contain_text("Hint 1 of 1: 2♠")
    assert selected(page) == ["2S"]
    page.get_by_role("button", name="Play").click()
    expect(table(page)).to_have_attribute("data-cards", "2S")

    open_at(page, PASS_ONLY)  # another position
    page.get_by_role("button", name="Hint").click()
    expect(page.get_by_role("alert")).to_have_text("Hint: nothing you hold beats it, so pass is your only move.")
    assert selected(page) == []


# ---------------------------------------------------------------- 2. pass lock


def test_pass_is_locked_while_a_play_beats_the_table_and_says_why(page: Page) -> None:
    open_at(page, LAST_CARD_EXAMPLE)
    before = page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})")
    pass_button = page.get_by_role("button", name="Pass")
    expect(pass_button).to_be_disabled()
    expect(pass_button).to_have_attribute("aria-disabled", "true")
    lock = page.get_by_test_id("pass-lock")
    expect(lock).to_be_visible()
    expect(lock).to_have_attribute("data-reason", "must_beat")
    expect(lock).to_have_text("Pass locked: you hold a play that beats this one, so you must play.")
    expect(pass_button).to_have_accessible_description(re.compile("Pass locked"))
    # nothing reveals which play beats it
    assert "2" not in lock.inner_text()
    # P, or a press on the locked button, says why and sends nothing
    page.keyboard.press("p")
    expect(page.get_by_role("alert")).to_have_text(
        "Must beat: you hold a play that beats this one, so you may not pass.")
    pass_button.click(force=True)
    assert page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})") == before


def test_pass_is_open_when_nothing_beats_and_locked_for_a_leader(page: Page) -> None:
    open_at(page, PASS_ONLY)
    pass_button = page.get_by_role("button", name="Pass")
    expect(pass_button).to_be_enabled()
    expect(page.get_by_test_id("pass-lock")).to_be_hidden()
    pass_button.click()
    expect(page.locator("[data-seat='0'] .bubble")).to_have_text("Pass")
    deal = saved_match(page).deal
    assert deal.history[1] == (0, None)

    open_at(page, YOU_LEAD)
    expect(pass_button).to_be_disabled()
    expect(page.get_by_test_id("pass-lock")).to_have_attribute("data-reason", "leader_cannot_pass")
    expect(page.get_by_test_id("pass-lock")).to_have_text("Pass locked: you lead this round, so you must play.")


# ---------------------------------------------------------------- 3. reasons


def expect_verdict(page: Page, words: dict[str, str], cards: str, code: str | None) -> None:
    """Select exactly ``cards``; the reason (or the all-clear) shows before Play is pressed."""
    page.keyboard.press("Escape")
    click_cards(page, cards)
    note = page.get_by_test_id("selection")
    play = page.get_by_role("button", name="Play")
    if code is None:
        expect(play).to_be_enabled()
        expect(note).to_have_attribute("data-state", "ok")
        expect(note).to_have_attribute("data-reason", "")
        expect(note).to_contain_text("Ready to play")
        expect(page.get_by_role("alert")).to_be_hidden()
    else:
        expect(note).to_have_attribute("data-state", "refused")
        expect(note).to_have_attribute("data-reason", code)
        alert = page.get_by_role("alert")
        expect(alert).to_have_text(words[f"reason.{code}"])
        expect(alert).to_have_attribute("data-reason", code)
        expect(play).to_be_disabled()
        expect(play).to_have_accessible_description(re.compile(re.escape(words[f"reason.{code}"])))


def test_a_leading_selection_shows_its_reason_before_play(page: Page) -> None:
    open_at(page, YOU_LEAD)
    words = catalogue(page)
    # every §12 code has words, and they name the rule
    for code in REASONS:
        assert words.get(f"reason.{code}"), code
    assert "last card" in words["reason.must_play_highest_single"].lower()
    assert "highest" in words["reason.must_play_highest_single"]
    assert "must beat" in words["reason.must_beat"].lower()
    assert "3♠" in words["reason.must_include_3S"]
    assert "bomb" in words["reason.bomb_cannot_be_split"]
    deal = deal_of(session_record(*YOU_LEAD))
    for cards in ["3S 6C", "7C 7D 7H", "4S 4H", "7C 7D 7H 3S 6C", "4S 4H 4D 4C", "8C 9C TC 7C 6C"]:
        expect_verdict(page, words, cards, deal.check(cards))
    assert {deal.check(c) for c in ["3S 6C", "7C 7D 7H", "4S 4H"]} == {
        "not_a_combination", "needs_kickers", "bomb_cannot_be_split"}


def test_a_following_selection_shows_its_reason_before_play(page: Page) -> None:
    open_at(page, FOLLOW_PAIR)
    words = catalogue(page)
    deal = deal_of(session_record(*FOLLOW_PAIR))
    for cards, code in [("5S 5H", "too_low"), ("7D", "wrong_kind"), ("7D 8D", "not_a_combination"),
                        ("KS KH", None)]:
        assert deal.check(cards) == code
        expect_verdict(page, words, cards, code)
    page.keyboard.press("Enter")
    expect(table(page)).to_have_attribute("data-cards", "KS KH")


def test_last_card_and_home_first_play_reasons(page: Page) -> None:
    open_at(page, LAST_CARD_EXAMPLE)
    words = catalogue(page)
    expect_verdict(page, words, "TS", "must_play_highest_single")
    expect_verdict(page, words, "KH", "must_play_highest_single")
    expect_verdict(page, words, "2S", None)

    home = (["3S 4S 4H 9C", "5D 6D", "7H 8H"], [])
    assert deal_of(session_record(*home, preset="home")).check("4S") == "must_include_3S"
    open_at(page, home, preset="home")
    expect_verdict(page, words, "4S", "must_include_3S")
    expect_verdict(page, words, "4S 4H", "must_include_3S")
    expect_verdict(page, words, "3S", None)


# ---------------------------------------------------------------- 4. card counter


def test_the_card_counter_follows_the_engine_and_can_be_hidden(open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(1), speed="instant")
    for _ in range(4):
        wait_my_turn(page)
        deal = saved_match(page).deal
        shown = counter_shown(page)
        assert shown == unseen_by_engine(deal)
        assert shown[12] in (0, 1) and shown[11] <= 3 and all(n <= 4 for n in shown)
        assert sum(shown) == 48 - len(deal.hand(0)) - sum(len(p.cards) for _, p in deal.history if p)
        if deal.can_pass():
            page.get_by_role("button", name="Pass").click()
        else:
            click_cards(page, str(deal.legal_plays()[0]))
            page.get_by_role("button", name="Play").click()

    toggle = page.get_by_test_id("counter").get_by_role("button", name="Card counter")
    cells = page.get_by_test_id("counter").locator("[data-rank]")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(cells.first).to_be_visible()
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(cells.first).to_be_hidden()
    page.reload()
    wait_ready(page)
    expect(cells.first).to_be_hidden()  # remembered
    page.keyboard.press("c")
    expect(cells.first).to_be_visible()
    assert json.loads(page.evaluate(f"() => localStorage.getItem({SETTINGS_KEY!r})"))["counter"] is True


# ---------------------------------------------------------------- 5. last-card marker


def test_last_card_markers_and_the_single_rule_note(page: Page) -> None:
    open_at(page, LAST_CARD_EXAMPLE)
    anna = page.locator("[data-seat='1']")
    expect(anna).to_have_attribute("data-last-card", "true")
    expect(anna.get_by_text("Last card!")).to_be_visible()
    for seat in (0, 2):
        expect(page.locator(f"[data-seat='{seat}']")).not_to_have_attribute("data-last-card", "true")
    rule = page.get_by_test_id("last-card-rule")
    expect(rule).to_be_visible()
    expect(rule).to_have_text("Anna is on last card: a single you play must be your highest")


def test_your_own_last_card_is_marked_too(page: Page) -> None:
    open_at(page, (["3S KD", "4H 5H 6H", "7C 8C 9C"], []))
    me = page.locator("[data-seat='0']")
    expect(me).not_to_have_attribute("data-last-card", "true")
    click_cards(page, "3S")
    page.get_by_role("button", name="Play").click()
    expect(me).to_have_attribute("data-count", "1")
    expect(me).to_have_attribute("data-last-card", "true")
    expect(me.get_by_text("Last card!")).to_be_visible()
    expect(page.get_by_test_id("last-card-rule")).to_be_hidden()  # Anna still holds three


# ---------------------------------------------------------------- 6. logs, reveal


def test_round_log_and_deal_log_list_every_move(open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(1), speed="instant")
    for _ in range(6):
        wait_my_turn(page)
        deal = saved_match(page).deal
        entries = page.get_by_test_id("round-log").locator("li")
        want = [[str(s), "pass" if p is None else str(p)] for s, p in deal.current_round]
        assert entries.evaluate_all("ls => ls.map(l => [l.dataset.logSeat, l.dataset.logCards])") == want
        if deal.can_pass():
            page.get_by_role("button", name="Pass").click()
        else:
            click_cards(page, str(deal.legal_plays()[-1]))
            page.get_by_role("button", name="Play").click()
    wait_my_turn(page)
    deal = saved_match(page).deal
    page.get_by_role("button", name="Deal log").click()
    panel = page.get_by_role("dialog", name="Deal log")
    expect(panel).to_be_visible()
    moves = panel.get_by_test_id("deal-log").locator("li")
    assert moves.evaluate_all("ls => ls.map(l => [+l.dataset.logSeat, l.dataset.logCards])") == [
        [s, "pass" if p is None else str(p)] for s, p in deal.history]
    rounds = panel.locator("section[data-round]")
    leads = sum(1 for i in range(len(deal.history)) if i == 0 or (
        deal.history[i - 1][1] is None and i >= 2 and deal.history[i - 2][1] is None))
    expect(rounds).to_have_count(leads)
    expect(rounds.first.get_by_role("heading")).to_have_text("Round 1")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    page.keyboard.press("l")
    expect(panel).to_be_visible()


def test_the_result_reveals_the_cards_left_and_the_deals_plays(page: Page) -> None:
    dialog = go_out_at_once(page)
    reveal = dialog.locator(".reveal")
    expect(reveal.locator(".reveal-line")).to_have_count(2)
    assert reveal.locator(".reveal-line").nth(0).locator("[data-code]").evaluate_all(
        "cs => cs.map(c => c.dataset.code)") == ["4H", "5H"]
    assert reveal.locator(".reveal-line").nth(1).locator("[data-code]").evaluate_all(
        "cs => cs.map(c => c.dataset.code)") == ["6C", "7C", "8C"]
    dialog.get_by_role("button", name="Plays of this deal").click()
    log = page.get_by_role("dialog", name="Deal log")
    expect(log.get_by_test_id("deal-log").locator("li")).to_have_count(1)
    expect(log).to_contain_text("You went out.")
    log.get_by_role("button", name="Close").click()
    expect(dialog).to_be_visible()


# ---------------------------------------------------------------- 7. settings


def open_settings(page: Page) -> Any:
    page.get_by_role("button", name="Settings").click()
    panel = page.get_by_role("dialog", name="Settings")
    expect(panel).to_be_visible()
    return panel


def choose(panel: Any, group: str, option: str) -> None:
    panel.get_by_role("group", name=group).get_by_role("radio", name=option, exact=True).check()


def test_preset_and_length_apply_to_the_next_match_level_at_once(open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(0), speed="instant")
    start = saved_match(page)
    panel = open_settings(page)
    preset = panel.get_by_role("group", name="Rules")
    expect(preset.get_by_role("radio", name="Standard")).to_be_checked()
    expect(preset.get_by_role("radio", name="Standard")).to_have_accessible_description(re.compile("bomb"))
    expect(preset.get_by_role("radio", name="Home")).to_have_accessible_description(re.compile("3♠"))
    choose(panel, "Rules", "Home")
    choose(panel, "Match length", "1 deal")
    expect(panel).to_contain_text("Your next match: Home, 1 deal.")
    choose(panel, "Computer players", "Hard")
    # the match in progress keeps its rules and length, but its level changes now
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.settings.level === 'hard'")
    record = json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"]
    assert (record["settings"]["preset"], record["settings"]["deals"]) == ("standard", 5)
    assert saved_match(page).to_json() == start.to_json()
    stored = json.loads(page.evaluate(f"() => localStorage.getItem({SETTINGS_KEY!r})"))
    assert (stored["preset"], stored["deals"], stored["level"]) == ("home", 1, "hard")

    panel.get_by_role("button", name="Start a new match now").click()
    expect(panel).to_be_hidden()
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.settings.preset === 'home'")
    fresh = saved_match(page)
    assert fresh.rules == Rules.preset("home") and fresh.deals == 1
    expect(page.locator("#deal-no")).to_have_text("Deal 1 of 1")
    # remembered across a reload (the address no longer names a preset)
    page.reload()
    wait_ready(page)
    panel = open_settings(page)
    expect(panel.get_by_role("group", name="Rules").get_by_role("radio", name="Home")).to_be_checked()
    expect(panel.get_by_role("group", name="Computer players").get_by_role("radio", name="Hard")).to_be_checked()
    expect(panel.get_by_role("group", name="Language").get_by_role("button", name="English")).to_have_attribute(
        "aria-pressed", "true")


def test_bot_speed_changes_mid_deal_from_the_next_bot_move(open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(1), speed="slow")
    expect(page.locator("[data-seat='1']")).to_have_attribute("data-turn", "true")
    panel = open_settings(page)
    choose(panel, "Bot speed", "Instant")
    page.keyboard.press("Escape")  # (the computer players wait while a panel is open)
    expect(panel).to_be_hidden()
    changed = time.monotonic()
    # at "slow" Anna and Ben would each wait 1.4 s; now both move at once
    expect(page.locator("[data-seat='0']")).to_have_attribute("data-turn", "true", timeout=1300)
    assert time.monotonic() - changed < 1.4
    assert json.loads(page.evaluate(f"() => localStorage.getItem({HOUSE_SETTINGS_KEY!r})"))["speed"] == "instant"


@pytest.mark.parametrize("stored", ["}{", '{"speed": "warp", "level": 7, "preset": "home", "counter": "x"}', "[1]"])
def test_damaged_settings_fall_back_to_defaults(page: Page, stored: str) -> None:
    put_in_storage(page, {HOUSE_SETTINGS_KEY: stored, SETTINGS_KEY: stored})
    page.goto(f"./?{TABLE}&seed=4")
    wait_ready(page)
    panel = open_settings(page)
    expect(panel.get_by_role("group", name="Bot speed").get_by_role("radio", name="Normal")).to_be_checked()
    expect(panel.get_by_role("group", name="Computer players").get_by_role("radio", name="Normal")).to_be_checked()
    good_preset = "Home" if '"home"' in stored else "Standard"  # a valid field survives its bad neighbours
    expect(panel.get_by_role("group", name="Rules").get_by_role("radio", name=good_preset)).to_be_checked()
    expect(panel.get_by_role("checkbox", name="Show the card counter")).to_be_checked()


# ---------------------------------------------------------------- 8. standings


def test_standings_after_a_deal_and_at_the_end_of_a_tied_match(page: Page) -> None:
    dialog = go_out_at_once(page, deals=5)
    standings = dialog.get_by_test_id("standings")
    match = saved_match(page)
    assert match.deal.result is not None and match.deal.result.points == (10, -4, -6)
    for seat in range(3):
        row = standings.locator(f"tr[data-result-seat='{seat}']")
        expect(row).to_have_attribute("data-deal-points", str(match.deal.result.points[seat]))
        expect(row).to_have_attribute("data-total", str(match.totals[seat]))
    expect(dialog.get_by_test_id("deal-scores").locator("tr[data-deal]")).to_have_count(1)
    expect(dialog.get_by_role("button", name="Next deal")).to_be_visible()

    open_at(page, TIE)
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("match over")
    winners = dialog.get_by_test_id("winners")
    expect(winners).to_have_attribute("data-winners", "0 2")
    expect(winners).to_have_text("Shared win: You and Ben")
    rows = dialog.get_by_test_id("standings").locator("tbody tr")
    assert rows.evaluate_all("rs => rs.map(r => [r.dataset.resultSeat, r.dataset.total, r.dataset.place])") == [
        ["0", "9", "1"], ["2", "9", "1"], ["1", "-18", "3"]]
    dialog.get_by_role("button", name="New game").click()
    expect(dialog).to_be_hidden()


# ---------------------------------------------------------------- 9. rules and tips


def test_rules_scoring_and_tips_are_in_the_app(open_table: Any, page: Page) -> None:
    open_table(seed=5, speed="instant")
    page.get_by_role("button", name="Rules and tips").click()
    panel = page.get_by_role("dialog", name="Rules and tips")
    expect(panel.get_by_role("tab")).to_have_count(4)
    rules = panel.get_by_role("tabpanel")
    expect(rules).to_contain_text("48 cards")
    presets = rules.locator("table").filter(has_text="Home")
    expect(presets.locator("thead th")).to_have_text(["", "Standard", "Home"])
    expect(presets).to_contain_text("must include the 3♠")
    expect(rules).to_contain_text("your highest single")

    panel.get_by_role("tab", name="Scoring").click()
    scoring = panel.get_by_role("tabpanel")
    expect(scoring).to_contain_text("A worked example")
    expect(scoring.locator("table")).to_contain_text("+15")
    expect(scoring.locator("table")).to_contain_text("−42")

    page.keyboard.press("ArrowRight")  # tabs move with the arrow keys
    expect(panel.get_by_role("tab", name="Tips")).to_have_attribute("aria-selected", "true")
    tips = panel.get_by_role("tabpanel")
    for words in ["straight", "lead back", "last-card marker", "2 and the aces", "bomb", "Shed the awkward"]:
        expect(tips).to_contain_text(words)

    panel.get_by_role("tab", name="Controls").click()
    keys = panel.get_by_role("tabpanel").locator("table")
    for key in ["Enter", "P", "H", "Esc"]:
        expect(keys.get_by_role("rowheader", name=key, exact=True)).to_be_visible()
    panel.get_by_role("button", name="Close").click()
    expect(panel).to_be_hidden()


# ---------------------------------------------------------------- 10. statistics


def test_statistics_count_each_deal_once_and_reset(page: Page) -> None:
    go_out_at_once(page)
    page.reload()  # the result is shown again: nothing is counted twice
    wait_ready(page)
    expect(result_dialog(page)).to_be_visible()
    stats = json.loads(page.evaluate(f"() => localStorage.getItem({STATS_KEY!r})"))
    assert stats == {"v": 1, "groups": {"standard/normal": {
        "deals": 1, "won": 1, "points": 10, "best": 10, "worst": 10, "matches": 1, "matchesWon": 1}}}
    result_dialog(page).get_by_role("button", name="New game").click()
    page.get_by_role("button", name="Statistics").click()
    panel = page.get_by_role("dialog", name="Statistics")
    group = panel.get_by_role("region", name="Standard · Normal")
    expect(group).to_have_attribute("data-preset", "standard")
    expect(group).to_have_attribute("data-level", "normal")
    for key, label, text in [("deals", "Deals", "1"), ("won", "Deals won", "1"), ("matches", "Matches", "1"),
                             ("matchesWon", "Matches won", "1"), ("average", "Average per deal", "+10"),
                             ("best", "Best deal", "+10"), ("worst", "Worst deal", "+10")]:
        figure = group.locator(f"[data-stat='{key}']")
        expect(figure.locator("dt")).to_have_text(label)
        expect(figure.locator("dd")).to_have_text(text)
    expect(panel.locator("[data-preset='all']")).to_have_count(0)  # one group: no sum
    panel.get_by_role("button", name="Reset statistics").click()
    panel.get_by_role("button", name="Erase them").click()
    expect(panel).to_contain_text("No deals played yet")
    assert json.loads(page.evaluate(f"() => localStorage.getItem({STATS_KEY!r})"))["groups"] == {}


def test_statistics_sum_the_groups_and_survive_damage(page: Page) -> None:
    groups = {
        "standard/normal": {"deals": 4, "won": 2, "points": 10, "best": 12, "worst": -7, "matches": 1, "matchesWon": 0},
        "home/hard": {"deals": 2, "won": 0, "points": -9, "best": -2, "worst": -7, "matches": 0, "matchesWon": 0},
        "home/easy": {"deals": "many"},  # damaged: dropped, the others kept
    }
    put_in_storage(page, {STATS_KEY: json.dumps({"v": 1, "groups": groups})})
    page.goto(f"./?{TABLE}&seed=6&speed=slow")
    wait_ready(page)
    page.get_by_role("button", name="Statistics").click()
    panel = page.get_by_role("dialog", name="Statistics")
    expect(panel.locator("section[data-preset]")).to_have_count(3)
    home = panel.get_by_role("region", name="Home · Hard")
    expect(home.locator("[data-stat='average'] dd")).to_have_text("-4.5")
    total = panel.get_by_role("region", name="All games")
    for key, text in [("deals", "6"), ("won", "2"), ("matches", "1"), ("matchesWon", "0"), ("average", "+0.2"),
                      ("best", "+12"), ("worst", "-7")]:
        expect(total.locator(f"[data-stat='{key}'] dd")).to_have_text(text)

    put_in_storage(page, {STATS_KEY: "not json"})
    page.goto(f"./?{TABLE}&seed=6&speed=slow")
    wait_ready(page)
    page.get_by_role("button", name="Statistics").click()
    expect(panel).to_contain_text("No deals played yet")
    expect(panel.get_by_role("button", name="Reset statistics")).to_be_disabled()


# ---------------------------------------------------------------- 11. feel


def test_keyboard_picks_ranks_plays_passes_and_hints(page: Page) -> None:
    open_at(page, FOLLOW_PAIR)
    page.keyboard.press("k")
    assert selected(page) == ["KS"]
    page.keyboard.press("K")
    assert selected(page) == ["KS", "KH"]
    page.keyboard.press("k")  # all Ks selected: the key clears them
    assert selected(page) == []
    page.keyboard.press("5")
    page.keyboard.press("5")
    expect(page.get_by_test_id("selection")).to_have_attribute("data-reason", "too_low")
    page.keyboard.press("Escape")
    assert selected(page) == []
    page.keyboard.press("h")
    expect(page.get_by_role("alert")).to_contain_text("Hint 1 of")
    page.keyboard.press("Enter")
    expect(table(page)).to_have_attribute("data-by", "0")
    assert saved_match(page).deal.history[1][0] == 0


def test_tens_by_t_or_0_and_pass_by_p(page: Page) -> None:
    open_at(page, (["TS TH 4D", "3D 5D", "3S 2S 6H"], ["2S"]))
    page.keyboard.press("t")
    page.keyboard.press("0")
    assert selected(page) == ["TS", "TH"]
    page.keyboard.press("p")  # nothing beats the 2♠: P passes
    expect(page.locator("[data-seat='0'] .bubble")).to_have_text("Pass")
    assert saved_match(page).deal.history[1] == (0, None)


def test_a_tap_on_the_table_plays_a_legal_selection(browser: Any, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True,
                                  service_workers="block", base_url=site_url)
    page = context.new_page()
    try:
        open_at(page, FOLLOW_PAIR)
        group = page.get_by_role("group", name="Your hand")
        group.locator("button[data-card='5S']").tap()
        group.locator("button[data-card='5H']").tap()
        expect(page.get_by_test_id("selection")).to_have_attribute("data-reason", "too_low")
        expect(page.get_by_role("alert")).to_contain_text("Too low")
        page.locator("#felt").tap()  # not allowed: nothing is played
        expect(page.get_by_role("alert")).to_contain_text("Too low")
        assert len(saved_match(page).deal.history) == 1  # only Ben's pair
        page.keyboard.press("Escape")
        group.locator("button[data-card='KS']").tap()
        group.locator("button[data-card='KH']").tap()
        expect(page.get_by_role("button", name="Play")).to_be_enabled()
        page.locator("#felt").tap()
        expect(table(page)).to_have_attribute("data-cards", "KS KH")
    finally:
        context.close()


def test_selection_lifts_turn_is_marked_and_plays_fly_to_the_table(page: Page) -> None:
    open_at(page, FOLLOW_PAIR)
    page.evaluate(ANIMATION_SPY)
    lift = "() => getComputedStyle(document.querySelector(\"[data-card='KS'] .card\")).transform"
    assert page.evaluate(lift) == "none"
    page.locator("button[data-card='KS']").click()
    page.mouse.move(1, 1)  # no hover: the lift is the selection's alone
    page.wait_for_function(f"() => ({lift})() === 'matrix(1, 0, 0, 1, 0, -14)'")
    expect(page.locator("[data-seat='0'] .turn-mark")).to_be_visible()
    expect(page.locator("[data-seat='0'] .turn-mark")).to_have_text("Your turn")
    expect(page.locator("[data-seat='1'] .turn-mark")).to_be_hidden()
    page.locator("button[data-card='KH']").click()
    page.get_by_role("button", name="Play").click()
    expect(table(page)).to_have_attribute("data-cards", "KS KH")
    assert page.evaluate("() => window.flown") == ["KS", "KH"]
    expect(page.locator("[data-seat='1'] .turn-mark")).to_be_visible()  # Anna thinks (slow pace)
    expect(page.locator("[data-seat='1'] .turn-mark")).to_have_text("Thinking…")
    expect(page.locator("[data-seat='0'] .turn-mark")).to_be_hidden()


def test_no_motion_when_reduced_motion_is_asked(page: Page) -> None:
    page.emulate_media(reduced_motion="reduce")
    open_at(page, FOLLOW_PAIR)
    page.evaluate(ANIMATION_SPY)
    click_cards(page, "KS KH")
    page.get_by_role("button", name="Play").click()
    expect(table(page)).to_have_attribute("data-cards", "KS KH")
    assert page.evaluate("() => window.flown") == []
    assert hand_codes(page) == ["5S", "5H", "7D", "8D"]


# ---------------------------------------------------------------- screenshots of every state


@pytest.mark.parametrize("width, height", [(360, 740), (740, 360), (1280, 800)])
def test_every_panel_fits_the_screen(page: Page, width: int, height: int) -> None:
    """Each state once per size, screenshot in test-results/ for a person to look at; no
    panel is wider or taller than the screen, and the table never scrolls sideways."""
    page.set_viewport_size({"width": width, "height": height})
    open_at(page, LAST_CARD_EXAMPLE)
    click_cards(page, "TS")
    size = f"{width}x{height}"

    def fits(name: str, locator: Any) -> None:
        box = locator.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0, name
        assert box["x"] + box["width"] <= width + 0.5 and box["y"] + box["height"] <= height + 0.5, name
        assert page.evaluate("() => document.scrollingElement.scrollWidth") <= width
        page.screenshot(path=f"test-results/state-{name}-{size}.png")

    fits("last-card", page.locator("#app"))
    for button, name, dialog in [("Settings", "settings", "Settings"), ("Rules and tips", "rules", "Rules and tips"),
                                 ("Statistics", "stats", "Statistics"), ("Deal log", "log", "Deal log")]:
        page.get_by_role("button", name=button).click()
        panel = page.get_by_role("dialog", name=dialog)
        expect(panel).to_be_visible()
        fits(name, panel)
        if name == "rules":
            for tab in ["Scoring", "Tips", "Controls"]:
                panel.get_by_role("tab", name=tab).click()
                fits(f"rules-{tab.lower()}", panel)
        panel.get_by_role("button", name="Close").click()
        expect(panel).to_be_hidden()
    page.keyboard.press("Escape")
    page.keyboard.press("2")
    page.keyboard.press("Enter")
    expect(table(page)).to_have_attribute("data-cards", "2S")
