"""The table in Chromium, driven through its controls (roles and names, data-* hooks).

The oracle is the engine itself, in this test process: the page's autosave holds the
match record, ``Match.from_json`` rebuilds it here, and every check compares what the page
shows with what the engine says (hand, counts, turn, the play to beat and its author).
Seat 0 plays the engine's first legal play (or passes when it may).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from paodekuai import Deal, Match, Rules

from .conftest import SAVE_KEY, TABLE


def seed_led_by(seat: int, preset: str = "standard", deals: int = 5) -> int:
    return next(s for s in range(500) if Match.new(Rules.preset(preset), deals, s).deal.turn == seat)


def saved_match(page: Page) -> Match:
    """The match as the page's autosave holds it, rebuilt by the engine."""
    text = page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})")
    assert text, "no autosave"
    return Match.from_json(json.dumps(json.loads(text)["record"]["match"]))


def table(page: Page) -> Any:
    return page.get_by_test_id("table")


def hand_codes(page: Page) -> list[str]:
    return page.get_by_role("group", name="Your hand").get_by_role("button").evaluate_all(
        "bs => bs.map(b => b.dataset.card)")


def expect_page_shows(page: Page, deal: Deal) -> None:
    """Every fact the page shows equals the engine's."""
    assert hand_codes(page) == [str(c) for c in deal.hand(0)]
    for seat in range(3):
        el = page.locator(f"[data-seat='{seat}']")
        expect(el).to_have_attribute("data-count", str(len(deal.hand(seat))))
        if not deal.is_over and deal.turn == seat:
            expect(el).to_have_attribute("data-turn", "true")
        else:
            expect(el).not_to_have_attribute("data-turn", "true")
    expect(table(page)).to_have_attribute("data-cards", "" if deal.table is None else str(deal.table))
    expect(table(page)).to_have_attribute("data-by", "" if deal.table is None else str(deal.table_by))


def wait_for_my_turn_or_result(page: Page) -> str:
    """Wait until seat 0 is to move (returns "turn") or a result panel is open ("result")."""
    page.wait_for_function(
        "() => document.documentElement.dataset.myTurn === 'true' || document.querySelector('dialog[open]')",
        timeout=20_000)
    return "result" if page.locator("dialog[open]").count() else "turn"


def click_cards(page: Page, cards: str) -> None:
    group = page.get_by_role("group", name="Your hand")
    for code in cards.split():
        card = group.locator(f"button[data-card='{code}']")
        card.click()
        expect(card).to_have_attribute("aria-pressed", "true")


def play_my_turn(page: Page) -> None:
    deal = saved_match(page).deal
    expect_page_shows(page, deal)
    if deal.can_pass():
        page.get_by_role("button", name="Pass").click()
    else:
        click_cards(page, str(deal.legal_plays()[0]))
        page.get_by_role("button", name="Play").click()


def play_turns(page: Page, turns: int) -> None:
    """Make ``turns`` moves of seat 0 (each time it is to move: never a result between)."""
    for _ in range(turns):
        assert wait_for_my_turn_or_result(page) == "turn"
        play_my_turn(page)


def play_deal_to_result(page: Page) -> None:
    for _ in range(200):
        if wait_for_my_turn_or_result(page) == "result":
            return
        play_my_turn(page)
    raise AssertionError("the deal did not end in 200 turns")


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def result_dialog(page: Page) -> Any:
    return page.get_by_role("dialog", name=re.compile("Result"))


# ---------------------------------------------------------------- a whole deal, a whole match


def test_a_full_deal_plays_through_to_the_result_panel(open_table: Any, page: Page) -> None:
    seed = seed_led_by(1)
    open_table(seed=seed, speed="instant", deals=5)
    first = Match.new(Rules.preset("standard"), 5, seed).deal
    assert hand_codes(page) == [str(c) for c in first.hand(0)]
    play_deal_to_result(page)

    match = saved_match(page)
    deal = match.deal
    assert deal.is_over and match.number == 1
    dialog = result_dialog(page)
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("deal 1 of 5")
    result = deal.result
    assert result is not None
    for seat, name in enumerate(["You", "Anna", "Ben"]):
        row = dialog.locator(f"tr[data-result-seat='{seat}']")
        expect(row.locator("th")).to_have_text(name)
        cells = row.locator("td")
        expect(cells.nth(0)).to_have_text(str(result.cards_left[seat]))
        expect(cells.nth(3)).to_have_text(signed(result.points[seat]))
        expect(cells.nth(4)).to_have_text(signed(match.totals[seat]))

    dialog.get_by_role("button", name="Next deal").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#deal-no")).to_have_text("Deal 2 of 5")
    second = saved_match(page)
    match.next_deal()  # the engine's own second deal of this match
    assert second.number == 2
    assert second.deal.initial_hands == match.deal.initial_hands


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_a_one_deal_match_ends_with_standings_and_a_new_game(open_table: Any, page: Page, preset: str) -> None:
    open_table(seed=11, speed="instant", deals=1, preset=preset)
    play_deal_to_result(page)
    match = saved_match(page)
    assert match.is_over
    dialog = result_dialog(page)
    names = ["You", "Anna", "Ben"]
    winners = match.winners
    if winners == [0]:
        expect(dialog).to_contain_text("You win the match!")
    else:
        for w in winners:
            expect(dialog.locator(".result-match")).to_contain_text(names[w])
    # a reload with the result open shows the same result again
    title = dialog.get_by_role("heading").first.inner_text()
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(dialog.get_by_role("heading").first).to_have_text(title)
    dialog.get_by_role("button", name="New game").click()
    expect(dialog).to_be_hidden()
    fresh = saved_match(page)
    assert fresh.number == 1 and fresh.seed != 11
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(
        len(fresh.deal.hand(0)))


# ---------------------------------------------------------------- refusals


def test_a_refused_play_shows_its_reason_and_changes_nothing(open_table: Any, page: Page) -> None:
    seed = seed_led_by(0)
    open_table(seed=seed, speed="instant")
    deal = saved_match(page).deal
    before = page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})")

    # a leader may not pass: Pass is locked and says why
    expect(page.get_by_role("button", name="Pass")).to_be_disabled()
    expect(page.get_by_test_id("pass-lock")).to_have_text("Pass locked: you lead this round, so you must play.")

    # two cards that form no combination (the engine's own verdict picks them): Play stays
    # disabled and the reason shows before anything is pressed
    hand = [str(c) for c in deal.hand(0)]
    pair = next(f"{a} {b}" for i, a in enumerate(hand) for b in hand[i + 1:]
                if deal.check(f"{a} {b}") == "not_a_combination")
    click_cards(page, pair)
    expect(page.get_by_test_id("selection")).to_have_attribute("data-reason", "not_a_combination")
    expect(page.get_by_role("alert")).to_contain_text("Not a combination")
    expect(page.get_by_role("button", name="Play")).to_be_disabled()
    # pressed anyway (a mouse on the greyed button): the reason stays, nothing is sent
    page.get_by_role("button", name="Play").click(force=True)
    expect(page.get_by_role("alert")).to_contain_text("Not a combination")

    # nothing changed: same save, same hand, still your turn, cards still selected
    assert page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})") == before
    expect_page_shows(page, deal)
    for code in pair.split():
        expect(page.locator(f"button[data-card='{code}']")).to_have_attribute("aria-pressed", "true")


# ---------------------------------------------------------------- autosave


def test_reload_mid_deal_restores_hand_table_and_turn(open_table: Any, page: Page) -> None:
    seed = seed_led_by(0)
    open_table(seed=seed, speed="instant")
    play_turns(page, 3)
    wait_for_my_turn_or_result(page)
    deal = saved_match(page).deal
    shown = (hand_codes(page), table(page).get_attribute("data-cards"), table(page).get_attribute("data-by"))
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect_page_shows(page, deal)
    assert (hand_codes(page), table(page).get_attribute("data-cards"), table(page).get_attribute("data-by")) == shown


SNAPSHOT_JS = """(key) => {
    const t = document.querySelector("[data-testid=table]");
    return {
        save: localStorage.getItem(key),
        hand: [...document.querySelectorAll("[aria-label='Your hand'] button")].map(b => b.dataset.card),
        counts: [0, 1, 2].map(s => document.querySelector(`[data-seat='${s}']`).dataset.count),
        turn: [0, 1, 2].filter(s => document.querySelector(`[data-seat='${s}']`).dataset.turn === "true"),
        cards: t.dataset.cards, by: t.dataset.by,
    };
}"""


def snapshot(page: Page) -> dict[str, Any]:
    """What the page shows and what it saved, read in one go (no move can slip between)."""
    return page.evaluate(SNAPSHOT_JS, SAVE_KEY)


def shown_by_engine(deal: Deal) -> dict[str, Any]:
    return {"hand": [str(c) for c in deal.hand(0)], "counts": [str(len(deal.hand(s))) for s in range(3)],
            "turn": [] if deal.is_over else [deal.turn],
            "cards": "" if deal.table is None else str(deal.table),
            "by": "" if deal.table is None else str(deal.table_by)}


def test_reload_while_a_bot_is_to_move_resumes_and_the_bot_moves(open_table: Any, page: Page) -> None:
    seed = seed_led_by(1)
    open_table(seed=seed, speed="slow")
    # Anna then Ben move, each after a pause: reload while one of them is to move
    before = snapshot(page)
    deal = Match.from_json(json.dumps(json.loads(before.pop("save"))["record"]["match"])).deal
    assert deal.turn in (1, 2)
    assert before == shown_by_engine(deal)
    page.reload(wait_until="commit")
    page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'", timeout=60_000)
    after = snapshot(page)
    after.pop("save")
    assert after == before
    # and the game goes on: the bots move until it is your turn
    expect(page.locator("[data-seat='0']")).to_have_attribute("data-turn", "true", timeout=15_000)
    later = saved_match(page).deal
    assert later.history[:len(deal.history)] == deal.history
    assert len(later.history) > len(deal.history)
    assert all(seat != 0 for seat, _ in later.history[len(deal.history):])


# (a save with a higher version or record format is a newer build's, never damaged: test_saves.py)
@pytest.mark.parametrize("damage", ["garbage", "truncated", "tampered"])
def test_a_corrupted_save_is_reported_and_a_fresh_match_starts(open_table: Any, page: Page, damage: str) -> None:
    open_table(seed=3, speed="instant")
    wait_for_my_turn_or_result(page)
    text = page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})")
    if damage == "garbage":
        bad = "}{ not json"
    elif damage == "truncated":
        bad = text[: len(text) // 2]
    else:
        data = json.loads(text)
        data["record"]["match"]["played"][0]["hands"][0] = "3S 3S"
        bad = json.dumps(data)
    page.evaluate(f"(bad) => localStorage.setItem({SAVE_KEY!r}, bad)", bad)
    page.goto("./?speed=instant")
    expect(page.locator("html")).to_have_attribute("data-engine", "ready", timeout=60_000)
    expect(page.get_by_role("alert")).to_contain_text("could not be restored")
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    fresh = saved_match(page)
    assert fresh.number == 1 and len(fresh.deal.hand(0)) == 16


# ---------------------------------------------------------------- viewports


def overflowing(page: Page) -> list[str]:
    """Elements of the page that stick out of the viewport sideways (clipped content)."""
    return page.evaluate("""() => [...document.querySelectorAll('#app *')]
        .filter(e => e.getClientRects().length)
        .filter(e => { const r = e.getBoundingClientRect(); return r.left < -0.5 || r.right > innerWidth + 0.5; })
        .map(e => `${e.tagName}.${e.className}`)""")


@pytest.mark.parametrize("width, height", [(360, 740), (740, 360), (1280, 800)])
def test_all_sixteen_cards_are_selectable_without_horizontal_scrolling(
        open_table: Any, page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_table(seed=seed_led_by(0), speed="instant")
    cards = page.get_by_role("group", name="Your hand").get_by_role("button")
    expect(cards).to_have_count(16)
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= width
    assert overflowing(page) == []
    for i in range(16):
        card = cards.nth(i)
        box = card.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        card.click()  # Playwright checks that the card itself receives the click
        expect(card).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= width
    assert overflowing(page) == []
    page.screenshot(path=f"test-results/table-{width}x{height}.png")


def test_cards_are_selectable_by_keyboard(open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(0), speed="instant")
    cards = page.get_by_role("group", name="Your hand").get_by_role("button")
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    expect(cards.nth(2)).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("End")
    page.keyboard.press("Enter")
    expect(cards.nth(15)).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Enter")
    expect(cards.nth(15)).to_have_attribute("aria-pressed", "false")


def test_the_table_and_loading_indicator_appear_before_the_engine(page: Page, site_url: str) -> None:
    page.context.route("**/*.wasm", lambda route: None)  # hold the runtime back: never answered
    page.goto(site_url + f"?{TABLE}&speed=instant", wait_until="domcontentloaded")
    expect(page.locator("html")).to_have_attribute("data-engine", "loading")
    expect(page.get_by_role("progressbar")).to_be_visible()
    expect(page.locator("[data-seat='1']")).to_contain_text("Anna")
    expect(page.get_by_role("button", name="New game")).to_be_disabled()


@pytest.mark.console_errors_expected
def test_an_engine_that_cannot_start_is_reported_on_the_page(page: Page, site_url: str) -> None:
    # on the context: the runtime is fetched by the engine's worker, which page.route misses
    page.context.route("**/*.wasm", lambda route: route.abort())
    page.goto(site_url + f"?{TABLE}&speed=instant")
    expect(page.locator("html")).to_have_attribute("data-engine", "failed", timeout=60_000)
    expect(page.locator("#loading")).to_contain_text("could not start")
    expect(page.locator("[data-seat='2']")).to_contain_text("Ben")


@pytest.mark.parametrize("width, height", [(360, 740), (740, 360)])
def test_nothing_sticks_out_sideways_during_play_on_a_phone(open_table: Any, page: Page, width: int,
                                                            height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_table(seed=8, speed="instant", preset="home")
    for _ in range(8):
        if wait_for_my_turn_or_result(page) == "result":
            break
        assert overflowing(page) == []
        play_my_turn(page)
    assert overflowing(page) == []
