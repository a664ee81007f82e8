"""The game picker in Chromium: a first visit shows it (each game the site serves with its
picture, name and one line about it, in the page's language; axe finds nothing serious at
a phone and a desktop size); choosing Pao De Kuai opens its table and plays a deal; the game
is remembered, so a reload lands on the table; ``?game=paodekuai`` opens the table without
the picker; the table's title leads back to the picker, by keyboard too, and the game
chosen again resumes its match where it was. The list is the games the page has a table
for that the bridge serves too (``hello.games``), for any number of games.

Expected texts are the catalogues' (the house's ``games.<id>.*`` and ``picker.*``); the
expected positions are the engine's (the autosave rebuilt here).
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, Route, expect

from tests.catalogues import catalogue

from .conftest import HOUSE_SETTINGS_KEY, SAVE_KEY, wait_ready
from .test_accessibility import axe_problems, tab_to
from .test_table import (play_deal_to_result, play_my_turn, play_turns, result_dialog, saved_match, seed_led_by,
                         snapshot, wait_for_my_turn_or_result)

EN = catalogue("en")
DE = catalogue("de")
PICKER_SEEN = """window.pickerSeen = false;
new MutationObserver(() => { if (document.getElementById('picker')) window.pickerSeen = true; })
    .observe(document, {childList: true, subtree: true});"""
"""An init script: window.pickerSeen turns true if the picker ever enters the page."""


def picker(page: Page) -> Any:
    return page.get_by_test_id("picker")


def game_button(page: Page, name: str = "Pao De Kuai") -> Any:
    return picker(page).get_by_role("button", name=name, exact=True)


@pytest.mark.parametrize("width, height", [(320, 568), (360, 740), (740, 360), (1280, 800)])
def test_a_first_visit_shows_the_picker(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto("./?lang=en")
    expect(picker(page)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-view", "picker")
    expect(page).to_have_title(EN["house.title"])
    expect(picker(page).get_by_role("heading", level=1)).to_have_text(EN["house.title"])
    games = picker(page).get_by_role("list", name=EN["picker.title"]).get_by_role("button")
    expect(games).to_have_count(2)  # Pao De Kuai and Paohuzi, in the registry's order
    expect(games.nth(1)).to_have_accessible_description(EN["games.paohuzi.about"])
    button = game_button(page)
    expect(button).to_have_accessible_description(EN["games.paodekuai.about"])
    expect(button).to_contain_text(EN["games.paodekuai.tagline"])
    expect(button).to_be_focused()  # Enter opens it
    picture = button.locator("img")
    expect(picture).to_have_attribute("alt", "")  # the name says it
    page.wait_for_function("() => document.querySelector('.picker-picture').naturalWidth > 0")
    assert page.locator("[data-seat]").count() == 0  # no table behind it
    # the bridge's hello arrives: the list stays (the bridge serves Pao De Kuai)
    expect(picker(page)).to_have_attribute("data-served", "true", timeout=90_000)
    expect(button).to_be_visible()
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= width
    box = button.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= width
    if width >= 740:  # (side by side: one row, the same height)
        boxes = [games.nth(i).bounding_box() for i in range(2)]
        assert boxes[0]["y"] == boxes[1]["y"] and boxes[0]["height"] == boxes[1]["height"]
    page.screenshot(path=f"test-results/picker-{width}x{height}.png")
    if (width, height) in ((360, 740), (1280, 800)):
        assert axe_problems(page, f"picker-{width}x{height}") == []


def test_the_picker_speaks_the_pages_language(page: Page) -> None:
    page.goto("./?lang=de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(picker(page).get_by_role("heading", level=2)).to_have_text(DE["picker.title"])
    button = game_button(page, DE["games.paodekuai.name"])
    expect(button).to_have_accessible_description(DE["games.paodekuai.about"])
    expect(button).to_contain_text(DE["games.paodekuai.tagline"])
    expect(picker(page)).to_contain_text(DE["picker.intro"])


def test_choosing_pao_de_kuai_plays_a_deal_and_a_reload_lands_on_the_table(page: Page) -> None:
    seed = seed_led_by(1, deals=1)
    page.goto(f"./?seed={seed}&deals=1&speed=instant")  # an old shared link: the game is chosen first
    game_button(page).click()
    wait_ready(page)
    expect(picker(page)).to_have_count(0)
    expect(page.locator("html")).to_have_attribute("data-view", "table")
    expect(page).to_have_title(EN["games.paodekuai.name"])
    assert saved_match(page).seed == seed
    play_deal_to_result(page)
    assert saved_match(page).is_over
    expect(result_dialog(page)).to_contain_text("match over")
    assert json.loads(page.evaluate(f"() => localStorage.getItem({HOUSE_SETTINGS_KEY!r})"))["game"] == "paodekuai"

    page.add_init_script(PICKER_SEEN)
    page.goto("./?speed=instant")  # no game in the address: the one played last
    wait_ready(page)
    assert page.evaluate("() => window.pickerSeen") is False
    expect(result_dialog(page)).to_contain_text("match over")  # the same match, resumed
    assert saved_match(page).seed == seed


def test_the_address_opens_a_game_without_the_picker(page: Page) -> None:
    # a game the page has no table for is not opened: (on a first visit) the picker is shown
    page.goto("./?game=chess&speed=instant")
    expect(picker(page)).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-view", "picker")
    page.add_init_script(PICKER_SEEN)
    page.goto("./?game=paodekuai&speed=instant")
    wait_ready(page)
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    assert page.evaluate("() => window.pickerSeen") is False


def test_the_title_leads_to_the_picker_by_keyboard_and_the_match_resumes(open_table: Any, page: Page) -> None:
    seed = seed_led_by(0)
    open_table(seed=seed, speed="instant")
    play_turns(page, 2)
    assert wait_for_my_turn_or_result(page) == "turn"
    before = snapshot(page)
    record = json.loads(before.pop("save"))["record"]
    moves = len(saved_match(page).deal.history)
    assert moves >= 3

    # the title is a tab stop (with its focus ring), named by the game, described as the way to the games
    tab_to(page, lambda ring: ring["id"] == "btn-games", key="Shift+Tab")
    title = page.get_by_role("button", name="Pao De Kuai Run Fast")
    expect(title).to_be_focused()
    expect(title).to_have_accessible_description(EN["picker.open"])
    page.keyboard.press("Enter")
    expect(picker(page)).to_be_visible()
    expect(page.locator("#seat-0")).to_have_count(0)  # the table is taken down
    expect(game_button(page)).to_be_focused()
    query = parse_qs(urlsplit(page.url).query)
    assert "game" not in query and "seed" not in query  # the game's own parameters went with it
    assert json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"] == record

    page.keyboard.press("Enter")  # the same game again: its match resumes where it was
    wait_ready(page)
    after = snapshot(page)
    assert json.loads(after.pop("save"))["record"] == record
    assert after == before
    # and play goes on
    play_my_turn(page)
    assert wait_for_my_turn_or_result(page) in ("turn", "result")
    assert len(saved_match(page).deal.history) > moves


def with_unserved_game(route: Route) -> None:
    """js/games/index.js with one more game, which the bridge does not serve."""
    response = route.fetch()
    body = response.text().replace("export const GAMES = {", """export const GAMES = {
  nowhere: { load: () => import("./paodekuai/index.js"), stylesheets: [here("../../css/games/paohuzi/cards.css")],
    picture: here("../../icons/games/paodekuai.svg") },""")
    route.fulfill(response=response, body=body)


def test_the_picker_lists_only_games_the_bridge_serves(page: Page) -> None:
    page.route("**/js/games/index.js", with_unserved_game)
    page.goto("./?lang=en")
    expect(picker(page)).to_be_visible()
    # once the bridge has said hello, only the games it serves are listed
    expect(picker(page)).to_have_attribute("data-served", "true", timeout=90_000)
    expect(picker(page).locator("[data-game=nowhere]")).to_be_hidden()
    expect(picker(page).get_by_role("button")).to_have_count(2)  # the two games the bridge serves
    expect(game_button(page)).to_be_visible()


def test_the_picker_works_for_any_number_of_games(page: Page) -> None:
    """The picker's own module, given three games of which the bridge serves two."""
    page.goto("./?lang=en")
    expect(picker(page)).to_be_visible()
    listed = page.evaluate("""async () => {
        const { GamePicker, listedGames } = await import('./js/core/ui/picker.js');
        const picture = new URL('icons/games/paodekuai.svg', location.href).href;
        const chosen = [];
        const three = new GamePicker({ games: { a: { picture }, b: { picture }, c: { picture } },
                                       onChoose: (id) => chosen.push(id) });
        document.body.append(three.node);
        three.serve({ a: {}, c: {} });
        three.focus('c');
        const focused = document.activeElement.dataset.game;
        three.buttons.a.click();
        const shown = [...three.node.querySelectorAll('li:not([hidden]) button')].map((b) => b.dataset.game);
        three.node.remove();
        return { shown, focused, chosen, before: listedGames(['a', 'b', 'c'], null),
                 after: listedGames(['a', 'b', 'c'], { c: {}, a: {}, z: {} }) };
    }""")
    assert listed == {"shown": ["a", "c"], "focused": "c", "chosen": ["a"], "before": ["a", "b", "c"],
                      "after": ["a", "c"]}


def test_each_game_keeps_its_own_autosave(page: Page) -> None:
    """Storage keys per game: saving one game's match leaves another's alone."""
    page.goto("./?lang=en")
    expect(picker(page)).to_be_visible()
    saves = page.evaluate("""async () => {
        const { Storage, gameKeys } = await import('./js/core/storage.js');
        const s = new Storage();
        s.saveGame('paodekuai', { game: 'paodekuai', n: 1 });
        s.saveGame('paohuzi', { game: 'paohuzi', n: 2 });
        s.saveGame('paodekuai', { game: 'paodekuai', n: 3 });
        const record = (game) => s.loadGame(game).record;
        return { pdk: record('paodekuai'), phz: record('paohuzi'), keys: gameKeys('paohuzi') };
    }""")
    assert saves == {"pdk": {"game": "paodekuai", "n": 3}, "phz": {"game": "paohuzi", "n": 2},
                     "keys": {"autosave": "cardroom:paohuzi:autosave:v1", "backup": "cardroom:paohuzi:autosave-backup:v1",
                              "settings": "cardroom:paohuzi:settings:v1", "stats": "cardroom:paohuzi:stats:v1",
                              "table": "cardroom:paohuzi:table:v1"}}
