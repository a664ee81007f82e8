"""A new player's findings, fixed and checked in Chromium: bomb points as they are earned,
confirmations before a match is given up, the 3♠ prompt, a result panel that can be
closed and reopened, the previous deal's log, steady tab stops, the shut-out column.

Expected figures come from the spec (§8: a scoring bomb is +20 to its player and −10 to
each other, at once under the home rules, only unbeaten under the standard ones; §2: the
home rules' first play contains 3♠) and the English catalogue's words.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page, expect

from tests.web.sessions import BOMB_BEATEN, BOMB_IMMEDIATE, LAST_CARD_EXAMPLE, PASS_ONLY

from .conftest import SAVE_KEY, SETTINGS_KEY
from .test_features import go_out_at_once, open_at, wait_my_turn
from .test_table import click_cards, result_dialog, saved_match, seed_led_by

MINUS = "-"  # formatSigned's minus sign in English (Intl, signDisplay "exceptZero")


def seat_points(page: Page) -> list[str]:
    return [page.locator(f"[data-seat='{s}']").get_attribute("data-points") for s in range(3)]


def announced(page: Page) -> list[str]:
    return page.get_by_test_id("announcer").locator("p").all_inner_texts()


# ---------------------------------------------------------------- 1. bombs


def test_a_bomb_beaten_scores_nothing_and_the_unbeaten_one_shows_when_its_round_ends(page: Page) -> None:
    open_at(page, BOMB_BEATEN)  # standard rules: a bomb scores only unbeaten (§8)
    note = page.get_by_test_id("bomb-note")
    expect(note).to_be_hidden()
    click_cards(page, "4S 4H 4D 4C")
    page.get_by_role("button", name="Play").click()
    expect(note).to_have_text("Your bomb: it scores +20 if nobody beats it.")
    assert seat_points(page) == ["0", "0", "0"]
    # Anna must beat with her bomb of 5s: yours is beaten, hers is pending
    expect(note).to_have_text("Bomb by Anna: it scores +20 if nobody beats it.", timeout=15_000)
    wait_my_turn(page)  # Ben passed; nothing of yours beats her bomb
    assert seat_points(page) == ["0", "0", "0"]
    page.get_by_role("button", name="Pass").click()
    scored = f"Bomb! Anna +20; You and Ben {MINUS}10 each."
    expect(note).to_have_text(scored)
    expect(page.locator("[data-seat='1'] .points")).to_have_text("+20 pts")
    assert seat_points(page) == ["-10", "20", "-10"]
    assert scored in announced(page)
    # Anna leads her last card and wins: the Bombs column holds the same net points
    dialog = result_dialog(page)
    expect(dialog).to_be_visible(timeout=15_000)
    result = saved_match(page).deal.result
    assert result is not None and result.bomb_points == (-10, 20, -10)
    rows = dialog.get_by_test_id("standings").locator("tbody tr")
    def column(index: int, js: str = "c.textContent") -> dict[str, str]:
        """Seat -> the text of column ``index`` (the match is over: rows are in places' order)."""
        return dict(rows.evaluate_all(f"rs => rs.map(r => [r.dataset.resultSeat, (c => {js})(r.cells[{index}])])"))

    assert column(3) == {"0": f"{MINUS}10", "1": "+20", "2": f"{MINUS}10"}
    legend = dialog.get_by_test_id("bombs-note")
    expect(legend).to_have_text("Bombs: points won or lost through bombs this deal (+20 for each scoring bomb "
                                "of one's own, −10 for each of another player's).")
    expect(dialog.get_by_role("columnheader", name="Bombs")).to_have_accessible_description(
        re.compile("^Bombs: points won or lost"))
    # 7. shut out: Ben never played (yes); You and Anna were not shut out (a dash, read "no")
    assert column(2, "c.dataset.shutOut") == {"0": "false", "1": "false", "2": "true"}
    # what is seen (the dash is hidden from screen readers, which read "no" instead)
    assert column(2, "(c.querySelector('[aria-hidden=true]') || c).textContent") == {"0": "—", "1": "—", "2": "yes"}
    expect(dialog.locator("tr[data-result-seat='0'] td.shut-out .sr-only")).to_have_text("no")


def test_a_home_bomb_scores_the_moment_it_is_played(page: Page) -> None:
    open_at(page, BOMB_IMMEDIATE, preset="home")
    assert seat_points(page) == ["0", "0", "0"]
    click_cards(page, "4S 4H 4D 4C")
    page.get_by_role("button", name="Play").click()
    scored = f"Bomb! You +20; Anna and Ben {MINUS}10 each."
    expect(page.get_by_test_id("bomb-note")).to_have_text(scored)
    expect(page.locator("[data-seat='0'] .points")).to_have_text("+20 pts")
    assert seat_points(page) == ["20", "-10", "-10"]
    assert saved_match(page).deal.bomb_points == (20, -10, -10)
    assert scored in announced(page)


# ---------------------------------------------------------------- 2. confirmations


def test_new_game_asks_before_giving_up_a_match_in_progress(open_table: Any, page: Page) -> None:
    seed = seed_led_by(1)
    open_table(seed=seed, speed="instant")
    wait_my_turn(page)  # Anna and Ben have moved: the match is in progress
    moves = len(saved_match(page).deal.history)
    assert moves >= 2
    new_game = page.get_by_role("button", name="New game")
    confirm = page.get_by_role("alertdialog", name="Start a new match? The match in progress will be lost.")
    new_game.click()
    expect(confirm).to_be_visible()
    expect(confirm.get_by_role("button", name="Keep playing")).to_be_focused()
    page.keyboard.press("Escape")
    expect(confirm).to_have_count(0)
    assert saved_match(page).seed == seed and len(saved_match(page).deal.history) == moves
    new_game.click()
    confirm.get_by_role("button", name="Keep playing").click()
    expect(confirm).to_have_count(0)
    assert saved_match(page).seed == seed
    new_game.click()
    confirm.get_by_role("button", name="Start a new match").click()
    expect(confirm).to_have_count(0)
    page.wait_for_function(f"() => new URLSearchParams(location.search).get('seed') !== '{seed}'")
    # the new match is saved once the engine has dealt it (the address changes first)
    page.wait_for_function("([key, seed]) => JSON.parse(localStorage.getItem(key)).record.match.seed !== seed",
                           arg=[SAVE_KEY, seed])
    assert saved_match(page).seed != seed


def test_new_game_does_not_ask_before_any_move(open_table: Any, page: Page) -> None:
    seed = seed_led_by(0)  # you lead: nothing has happened yet
    open_table(seed=seed, speed="instant")
    page.get_by_role("button", name="New game").click()
    page.wait_for_function(f"() => new URLSearchParams(location.search).get('seed') !== '{seed}'")
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    assert saved_match(page).seed != seed


def test_a_seed_link_over_a_match_in_progress_asks_and_can_keep_it(open_table: Any, page: Page) -> None:
    mine = seed_led_by(1)
    linked = seed_led_by(2)
    open_table(seed=mine, speed="instant")
    wait_my_turn(page)
    moves = len(saved_match(page).deal.history)
    page.goto(f"./?seed={linked}&speed=instant")
    confirm = page.get_by_role("alertdialog", name=re.compile("This link starts a new match"))
    expect(confirm).to_be_visible(timeout=90_000)
    expect(confirm).to_have_accessible_name(
        "This link starts a new match. Your match in progress (deal 1 of 5) would be lost.")
    confirm.get_by_role("button", name="Keep my match").click()
    page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'")
    assert saved_match(page).seed == mine and len(saved_match(page).deal.history) == moves
    assert "seed" not in parse_qs(urlsplit(page.url).query)  # the address no longer names the link's match

    page.goto(f"./?seed={linked}&speed=instant")
    expect(confirm).to_be_visible(timeout=90_000)
    confirm.get_by_role("button", name="Play the linked match").click()
    page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'")
    assert saved_match(page).seed == linked


# ---------------------------------------------------------------- 3. the 3♠ prompt


def test_the_first_prompt_says_when_the_first_play_must_include_the_three_of_spades(
        open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(0, preset="home"), preset="home", speed="instant")
    assert saved_match(page).deal.rules.first_play_has_3S
    expect(page.locator("#status")).to_have_text("Your lead: your first play must include the 3♠.")
    assert "Your lead. Your first play must include the 3♠." in announced(page)
    # the standard rules ask no such thing
    open_table(seed=seed_led_by(0), preset="standard", speed="instant")
    expect(page.locator("#status")).to_have_text("Your lead: play any combination.")


# ---------------------------------------------------------------- 4 and 5. the result panel, the previous deal


def test_the_result_closes_reopens_and_the_previous_deal_stays_in_the_log(page: Page) -> None:
    dialog = go_out_at_once(page, deals=5)
    show = page.get_by_role("button", name="Show result")
    next_deal = page.locator("#btn-next")
    expect(show).to_be_hidden()
    page.keyboard.press("Escape")  # closes it: the table is there to look at
    expect(dialog).to_be_hidden()
    expect(show).to_be_visible()
    expect(show).to_be_focused()
    expect(next_deal).to_have_text("Next deal")
    for name in ("Hint", "Pass", "Play"):
        expect(page.locator(f"#btn-{name.lower()}")).to_be_hidden()
    page.keyboard.press("l")  # the log, then the settings, open while it is closed
    log = page.get_by_role("dialog", name="Deal log")
    expect(log).to_be_visible()
    expect(log).to_contain_text("You went out.")
    log.get_by_role("button", name="Close").click()
    page.get_by_role("button", name="Settings").click()
    settings = page.get_by_role("dialog", name="Settings")
    expect(settings).to_be_visible()
    settings.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()  # changing nothing does not bring it back
    show.click()
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Close the result and look at the table").click()
    expect(dialog).to_be_hidden()
    next_deal.click()
    expect(page.locator("#deal-no")).to_have_text("Deal 2 of 5")
    expect(show).to_be_hidden()
    expect(next_deal).to_be_hidden()
    expect(page.locator("#btn-play")).to_be_visible()

    # 5. the finished deal's plays are still in the log
    page.keyboard.press("l")
    previous = log.get_by_test_id("previous-deal")
    expect(previous).to_have_attribute("data-deal", "1")
    expect(previous.get_by_role("heading", name="Previous deal (deal 1)")).to_be_visible()
    assert previous.locator("li").evaluate_all(
        "ls => ls.map(l => [l.dataset.logSeat, l.dataset.logCards])") == [["0", "3S"]]
    expect(previous).to_contain_text("You went out.")
    # ... and after a reload too (the bridge sends it)
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'", timeout=90_000)
    page.keyboard.press("l")
    expect(log.get_by_test_id("previous-deal").locator("li")).to_have_count(1)


# ---------------------------------------------------------------- 6. tab stops


def test_play_and_pass_keep_their_tab_stops_and_say_why(page: Page) -> None:
    open_at(page, PASS_ONLY)
    play = page.get_by_role("button", name="Play")
    pass_button = page.get_by_role("button", name="Pass")
    # your turn, nothing selected: Play is in the tab order, aria-disabled, and says why
    expect(play).to_have_attribute("aria-disabled", "true")
    assert play.evaluate("b => b.disabled") is False
    expect(play).to_have_accessible_description(re.compile("Select the cards you want to play first."))
    pass_button.focus()
    page.keyboard.press("Tab")
    expect(play).to_be_focused()
    # Pass from the keyboard: the focus stays on it, and the next Tab stop is Play (visible)
    page.keyboard.press("Shift+Tab")
    expect(pass_button).to_be_focused()
    page.keyboard.press("Space")
    page.wait_for_function(f"""() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.match.played.at(-1)
        .plays.length === 2""")
    assert saved_match(page).deal.history[-1] == (0, None)
    expect(pass_button).to_be_focused()
    expect(pass_button).to_have_attribute("aria-disabled", "true")
    # (Anna, then Ben after her pass, is to move: the computer players are slow here)
    expect(pass_button).to_have_accessible_description(re.compile("Wait for your turn: (Anna|Ben) is to move."))
    page.keyboard.press("Tab")
    expect(play).to_be_focused()
    expect(play).to_be_visible()


# ---------------------------------------------------------------- 8. automatic pass


def test_the_automatic_pass_is_off_by_default_remembered_and_passes_only_when_nothing_beats(
        page: Page) -> None:
    open_at(page, PASS_ONLY)
    wait_my_turn(page)
    settings = page.get_by_role("button", name="Settings")
    settings.click()
    panel = page.get_by_role("dialog", name="Settings")
    box = panel.get_by_role("checkbox", name="Pass automatically when you cannot beat")
    expect(box).not_to_be_checked()  # off by default: still your turn, nothing passed
    assert len(saved_match(page).deal.history) == 1
    box.check()
    assert json.loads(page.evaluate(f"() => localStorage.getItem({SETTINGS_KEY!r})"))["autopass"] is True
    panel.get_by_role("button", name="Done").click()
    # nothing of yours beats Ben's 2♠: the pass is made for you, and said
    expect(page.get_by_role("alert")).to_have_text("Passed for you: nothing you hold beats 2♠.", timeout=10_000)
    assert saved_match(page).deal.history[1] == (0, None)

    # remembered: a position where you must beat is left to you
    open_at(page, LAST_CARD_EXAMPLE, query="speed=instant")
    wait_my_turn(page)
    page.wait_for_timeout(500)  # (longer than the instant pace: a pass would have been made)
    assert len(saved_match(page).deal.history) == 1
    settings.click()
    expect(panel.get_by_role("checkbox", name="Pass automatically when you cannot beat")).to_be_checked()


# ---------------------------------------------------------------- 9. a panel holds the computer players


def test_the_computer_players_wait_while_a_panel_is_open(open_table: Any, page: Page) -> None:
    # a new player opened Settings right after a play and a whole round went by unseen
    open_table(seed=seed_led_by(0), speed="instant")
    wait_my_turn(page)
    page.get_by_role("button", name="Hint").click()
    expect(page.get_by_role("button", name="Play")).to_be_enabled()
    # the play is sent and Settings opens in the same moment, before the engine answers
    page.evaluate("""() => { [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Play').click();
                             document.getElementById('btn-settings').click(); }""")
    settings = page.get_by_role("dialog", name="Settings")
    expect(settings).to_be_visible()
    played = f"() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.match.played.at(-1).plays.length"
    page.wait_for_function(f"() => ({played})() === 1")  # your play, saved
    # at the instant pace Anna would have answered at once: two seconds later she has not
    page.wait_for_timeout(2000)
    assert page.evaluate(played) == 1 and settings.is_visible()
    page.keyboard.press("Escape")
    expect(settings).to_be_hidden()
    page.wait_for_function(f"() => ({played})() >= 2")  # closed: she plays
