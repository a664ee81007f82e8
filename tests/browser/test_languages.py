"""Every language in Chromium at phone size (360 × 740), one page per language: the table,
the settings, the rules and tips, the statistics and the result, each checked for text that
sticks out sideways, for English left where a translation exists, and for numbers written
the language's way; screenshots in ``test-results/lang-<code>-<view>-360x740.png``. The
hand's cards are named aloud in the language ("10 of hearts", "红桃10", "Herz 10"), and the
live region reads the other players' plays, passes and last-card markers in it.

Also: the language is chosen by ``?lang=``, else the remembered choice, else the browser's
languages (regional tags included), else English; the switcher in Settings lists every
language by its own name and remembers the choice.

Expected card names are written here for each language (the proper phrase, not read back
from the catalogues); the other expected texts are the catalogue's messages, filled in the
way the page documents (``{name}`` and so on), with the engine as the oracle of what was
played.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from paodekuai import Deal, Rules
from tests.catalogues import ROOT, catalogue, language_info, namespace_catalogue, namespaces, placeholders

from .conftest import HOUSE_SETTINGS_KEY, SAVE_KEY, STATS_KEY, TABLE, wait_ready
from .test_features import put_in_storage
from .test_table import overflowing, result_dialog, saved_match, seed_led_by
from tests.web.sessions import session_record

LANGS = {lang["code"]: lang for lang in language_info()}
EN = catalogue("en")

# You lead with the 3♠. Anna holds two cards and must beat it, going down to her last card;
# Ben beats her or passes; you then finish with the 2♠ (the highest single, as the last-card
# rule wants) and the 10♥.
SHORT_DEAL = (["3S 2S TH", "QS AD", "3C KH 4D"], [])

SPOKEN = {
    "en": {"3S": "3 of spades", "2S": "2 of spades", "TH": "10 of hearts", "QS": "queen of spades",
           "AD": "ace of diamonds", "KH": "king of hearts"},
    "zh": {"3S": "黑桃3", "2S": "黑桃2", "TH": "红心10", "QS": "黑桃Q", "AD": "方块A", "KH": "红心K"},
    "ja": {"3S": "スペードの3", "2S": "スペードの2", "TH": "ハートの10", "QS": "スペードのクイーン",
           "AD": "ダイヤのエース", "KH": "ハートのキング"},
    "de": {"3S": "Pik 3", "2S": "Pik 2", "TH": "Herz 10", "QS": "Pik Dame", "AD": "Karo Ass", "KH": "Herz König"},
    "es": {"3S": "3 de picas", "2S": "2 de picas", "TH": "10 de corazones", "QS": "reina de picas",
           "AD": "as de diamantes", "KH": "rey de corazones"},
    "pt": {"3S": "3 de espadas", "2S": "2 de espadas", "TH": "10 de copas", "QS": "dama de espadas",
           "AD": "ás de ouros", "KH": "rei de copas"},
}
"""The accessible name of each card of SHORT_DEAL, per language."""

AVERAGE = {"en": "-4.5", "zh": "-4.5", "ja": "-4.5", "de": "-4,5", "es": "-4,5", "pt": "-4,5"}
"""A deal average of −4.5 points, as each language writes it (decimal point or comma)."""

STATS = {"v": 1, "groups": {"home/hard": {"deals": 2, "won": 0, "points": -9, "best": -2, "worst": -7,
                                          "matches": 0, "matchesWon": 0}}}

RECORD_JS = """(() => {
    window.said = [];
    document.addEventListener("DOMContentLoaded", () => {
        const node = document.getElementById("announcer");
        new MutationObserver((records) => {
            for (const r of records) for (const n of r.addedNodes) window.said.push(n.textContent);
        }).observe(node, { childList: true });
    });
})();"""


def fill(text: str, **values: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], text)


def expected_announcements(cat: dict[str, str], code: str, history: list[tuple[int, Any]]) -> list[str]:
    """What the live region should have read out over SHORT_DEAL's ``history``, from the
    first view on: the engine replays the moves; each other player's play or pass, each
    last card reached, the turn coming back to you, the end of the deal."""
    deal = Deal.from_hands(SHORT_DEAL[0], Rules.preset("standard"))
    names = [cat["seat.0"], cat["seat.1"], cat["seat.2"]]
    out = [cat["announce.your_lead"]]
    for seat, play in history:
        deal.play("pass" if play is None else str(play))
        if seat != 0:
            if play is None:
                out.append(fill(cat["announce.pass"], name=names[seat]))
            else:
                assert len(play.cards) == 1  # singles only in this deal: no list to join
                out.append(fill(cat["announce.play"], name=names[seat], kind=cat[f"kind.{play.kind}"],
                                cards=SPOKEN[code][str(play)]))
        if play is not None and len(deal.hand(seat)) == 1:
            out.append(cat["announce.last_card_you"] if seat == 0
                       else fill(cat["announce.last_card"], name=names[seat]))
        if deal.is_over:
            out.append(cat["status.deal_over_you"] if deal.result.winner == 0
                       else fill(cat["status.deal_over"], name=names[deal.result.winner]))
        elif deal.turn == 0 and seat != 0:
            out.append(cat["announce.your_lead" if deal.table is None else "announce.your_turn"])
    return out


def english_left(page: Page, cat: dict[str, str], code: str, en: dict[str, str] | None = None) -> list[str]:
    """English messages (or their fixed parts between placeholders, of four letters or more)
    that show on the page, as text or as an accessible name or title, although the
    language has its own words for them (``en``: the English catalogue, Pao De Kuai's page's
    unless given)."""
    EN = en if en is not None else globals()["EN"]  # noqa: N806
    if code == "en":
        return []
    shown = page.evaluate("""() => [document.body.innerText,
        ...[...document.querySelectorAll('[aria-label], [title]')]
            .filter(e => e.getClientRects().length || e.closest('dialog[open]'))
            .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || ''))].join('\\n')""")
    same = {english for key, english in EN.items() if cat[key] == english}  # "Anna", "Standard"...
    left = []
    for key, english in EN.items():
        if cat[key] == english:
            continue
        for part in re.split(r"\{\w+\}|\*\*|\n|[|:;.,!?()…·–—]", english):
            part = part.strip().lstrip("#- ").strip()
            if part in KEY_NAMES or part in same:
                continue
            if sum(ch.isalpha() for ch in part) >= 4 and re.search(rf"(?<!\w){re.escape(part)}(?!\w)", shown):
                left.append(f"{key}: {part!r}")
    return sorted(set(left))


def latin_words(page: Page) -> list[str]:
    """Words of three or more Latin letters in the visible text (for Chinese and Japanese)."""
    text = page.evaluate("() => document.body.innerText")
    return sorted(set(re.findall(r"[A-Za-z]{3,}", text)) - KEY_NAMES)


KEY_NAMES = {"Enter", "Esc", "Tab", "Space"}
"""Keys named on the keyboard's caps: the same in every language."""


CLIPPED_JS = """(root) => [...root.querySelectorAll('*')]
    .filter(e => e.getClientRects().length && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
    .filter(e => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 1)  // (1 px: visually hidden, read aloud only)
    .map(e => e.tagName + '.' + e.className + ' ' + e.textContent.trim().slice(0, 30))"""
"""Elements whose own text runs past their box (e.g. a word wider than its button)."""


def clipped(page: Page, selector: str) -> list[str]:
    return page.locator(selector).evaluate(CLIPPED_JS)


def panel_fits(page: Page, dialog: Any) -> None:
    """The open panel lies inside the 360 px screen and nothing in it runs out sideways."""
    box = dialog.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= 360.5
    out = dialog.evaluate("""d => { const r = d.getBoundingClientRect();
        return [...d.querySelectorAll('*')].filter(e => e.getClientRects().length && !e.closest('.table-wrap'))
            .filter(e => { const b = e.getBoundingClientRect(); return b.left < r.left - 0.5 || b.right > r.right + 0.5; })
            .map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30)); }""")
    assert out == []
    assert dialog.evaluate(CLIPPED_JS) == []
    # no part scrolls sideways but the rules' wide tables (a data table may scroll, WCAG 1.4.10);
    # text for screen readers alone (.sr-only, one clipped pixel) is not shown at all
    assert dialog.evaluate("""d => [d, ...d.querySelectorAll('*')].filter(e => e.getClientRects().length
        && !e.matches('.table-wrap, .sr-only') && e.scrollWidth > e.clientWidth + 1
        && ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX)).map(e => e.className)""") == []
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= 360


@pytest.mark.parametrize("code", list(LANGS))
def test_each_language_at_phone_size(page: Page, code: str) -> None:
    cat = catalogue(code)
    tag = LANGS[code]["tag"]
    page.set_viewport_size({"width": 360, "height": 740})
    record = session_record(*SHORT_DEAL)
    put_in_storage(page, {SAVE_KEY: json.dumps({"v": 1, "saved": 0, "record": record}),
                          STATS_KEY: json.dumps(STATS)})
    page.add_init_script(RECORD_JS)
    page.goto(f"./?{TABLE}&lang={code}&speed=fast")
    wait_ready(page)
    shot = f"test-results/lang-{code}-{{}}-360x740.png"

    # the table: the language is the page's, cards are named in it
    expect(page.locator("html")).to_have_attribute("lang", tag)
    expect(page).to_have_title(cat["games.paodekuai.name"])
    hand = page.get_by_role("group", name=cat["hand.label"])
    for code_ in ("3S", "2S", "TH"):
        expect(hand.locator(f"button[data-card='{code_}']")).to_have_accessible_name(SPOKEN[code][code_])
    for key in ("button.play", "button.pass", "button.hint", "button.new_game"):
        expect(page.get_by_role("button", name=cat[key], exact=True)).to_be_visible()
    expect(page.locator("#deal-no")).to_have_text(fill(cat["status.deal"], number="1", deals="1"))
    page.screenshot(path=shot.format("table"))
    assert overflowing(page) == []
    assert clipped(page, "#app") == []
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= 360
    left = english_left(page, cat, code)

    # settings: every language by its own name, this one pressed
    page.locator("#btn-settings").click()
    panel = page.get_by_role("dialog", name=cat["settings.title"])
    expect(panel).to_be_visible()
    langs = panel.get_by_role("group", name=cat["settings.lang"]).get_by_role("button")
    expect(langs).to_have_text([lang["name"] for lang in LANGS.values()])
    expect(panel.get_by_role("button", name=LANGS[code]["name"], exact=True)).to_have_attribute("aria-pressed", "true")
    page.screenshot(path=shot.format("settings"))
    panel_fits(page, panel)
    left += english_left(page, cat, code)
    panel.get_by_role("button", name=cat["button.close"]).click()

    # rules and tips: every topic
    page.locator("#btn-rules").click()
    panel = page.get_by_role("dialog", name=cat["help.title"])
    for topic in ("rules", "scoring", "tips", "controls"):
        panel.get_by_role("tab", name=cat[f"help.tab.{topic}"]).click()
        expect(panel.get_by_role("tabpanel")).to_be_visible()
        page.screenshot(path=shot.format(f"rules-{topic}"))
        panel_fits(page, panel)
        left += english_left(page, cat, code)
    panel.get_by_role("button", name=cat["button.close"]).click()

    # statistics: numbers the language's way
    page.locator("#btn-stats").click()
    panel = page.get_by_role("dialog", name=cat["stats.title"])
    group = panel.locator("section[data-preset='home'][data-level='hard']")
    expect(group.locator("[data-stat='average'] dd")).to_have_text(AVERAGE[code])
    expect(group.locator("[data-stat='average'] dt")).to_have_text(cat["stats.average"])
    page.screenshot(path=shot.format("stats"))
    panel_fits(page, panel)
    left += english_left(page, cat, code)
    panel.get_by_role("button", name=cat["button.close"]).click()
    expect(panel).to_be_hidden()

    # play the deal from the keyboard: 3♠, then 2♠, then 10♥ and out
    me = page.locator("[data-seat='0']")
    for n, key in enumerate(("3", "2", "0")):
        expect(me).to_have_attribute("data-turn", "true", timeout=20_000)
        page.keyboard.press(key)
        page.keyboard.press("Enter")
        expect(me).to_have_attribute("data-count", str(2 - n))
    dialog = result_dialog(page) if code == "en" else page.locator("dialog#result")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_accessible_name(cat["result.title_match"])
    match = saved_match(page)
    result = match.deal.result
    assert result is not None and result.winner == 0
    standings = dialog.get_by_test_id("standings")
    for seat in range(3):
        cells = standings.locator(f"tr[data-result-seat='{seat}'] td")
        expect(cells.nth(0)).to_have_text(str(result.cards_left[seat]))
        points = result.points[seat]
        expect(cells.nth(3)).to_have_text(f"{points:+d}" if points else "0")
    page.screenshot(path=shot.format("result"))
    panel_fits(page, dialog)
    left += english_left(page, cat, code)

    # what the live region read out, in order
    said = page.evaluate("() => window.said")
    assert said == expected_announcements(cat, code, match.deal.history)
    assert sorted(set(left)) == []
    if code in ("zh", "ja"):
        assert latin_words(page) == []


def test_the_language_comes_from_the_address_then_the_choice_then_the_browser(browser: Any, site_url: str) -> None:
    """No engine needed: the language is set before the table starts."""
    cases = [(["pt-BR", "en"], None, "pt"), (["fr-FR", "zh-TW", "de"], None, "zh-Hans"), (["es-419"], None, "es"),
             (["fr", "it"], None, "en"), (["ja-JP"], "de", "de")]
    for languages, stored, want in cases:
        context = browser.new_context(service_workers="block", base_url=site_url, locale=languages[0])
        page = context.new_page()
        try:
            page.add_init_script(f"Object.defineProperty(navigator, 'languages', {{get: () => {json.dumps(languages)}}})")
            if stored:
                put_in_storage(page, {HOUSE_SETTINGS_KEY: json.dumps({"lang": stored})})
            page.goto(f"./?{TABLE}&speed=slow")
            expect(page.locator("html")).to_have_attribute("lang", want)
            page.goto(f"./?{TABLE}&speed=slow&lang=ja")  # the address wins
            expect(page.locator("html")).to_have_attribute("lang", "ja")
            expect(page.locator("#btn-play")).to_have_text(catalogue("ja")["button.play"])
        finally:
            context.close()


def test_the_switcher_changes_the_language_at_once_keeping_the_engine_and_the_selection(
        open_table: Any, page: Page) -> None:
    workers: list[Any] = []
    page.on("worker", lambda worker: workers.append(worker))
    open_table(seed=seed_led_by(0), speed="slow", lang="en")
    assert len(workers) == 1  # the engine's
    cards = page.get_by_role("group", name="Your hand").get_by_role("button")
    cards.nth(0).click()
    cards.nth(1).click()
    chosen = [cards.nth(i).get_attribute("data-card") for i in (0, 1)]
    page.locator("#btn-settings").click()
    panel = page.get_by_role("dialog", name="Settings")
    group = panel.get_by_role("group", name="Language")
    expect(group).to_have_accessible_description(EN["settings.lang.about"])
    expect(group.get_by_role("button", name="English")).to_have_attribute("aria-pressed", "true")
    deutsch = group.get_by_role("button", name="Deutsch")
    expect(deutsch).to_have_attribute("lang", "de")
    hand = saved_match(page).deal.hand(0)
    page.evaluate("window.stillThisPage = true")
    deutsch.click()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    de = catalogue("de")
    # the table is mounted again in German and Settings reopened: only then is the engine's
    # state the new table's (right after the language changes it may still read the old one)
    expect(page.get_by_role("dialog", name=de["settings.title"])).to_be_visible()
    wait_ready(page)
    assert page.evaluate("window.stillThisPage") is True  # no reload
    assert len(workers) == 1  # nor a new engine
    assert "lang=" not in page.url  # the choice rules now, not the address
    assert json.loads(page.evaluate(f"() => localStorage.getItem({HOUSE_SETTINGS_KEY!r})"))["lang"] == "de"
    settings = page.get_by_role("dialog", name=de["settings.title"])
    expect(settings).to_be_visible()
    expect(settings.get_by_role("button", name="Deutsch")).to_have_attribute("aria-pressed", "true")
    settings.press("Escape")
    expect(page.get_by_role("button", name=de["button.play"], exact=True)).to_be_visible()
    pressed = page.locator("[data-card][aria-pressed='true']")
    expect(pressed).to_have_count(2)
    assert sorted(pressed.evaluate_all("els => els.map(e => e.dataset.card)")) == sorted(chosen)
    assert saved_match(page).deal.hand(0) == hand  # the game carried on
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")


def test_every_catalogue_loads_in_the_page_with_the_keys_the_tests_read(page: Page, site_url: str) -> None:
    """The modules the page imports are the files the Python tests parse (every namespace)."""
    page.route("**/js/main.js", lambda route: route.fulfill(status=200, content_type="text/javascript", body=""))
    page.goto(site_url)
    for ns, folder in namespaces().items():
        path = folder.relative_to(ROOT).as_posix()
        english = namespace_catalogue(ns, "en")
        for code in LANGS:
            loaded = page.evaluate(f"async () => (await import('./{path}/{code}.js')).default")
            assert loaded == namespace_catalogue(ns, code), (ns, code)
            assert all(placeholders(loaded[k]) == placeholders(english[k]) for k in english)
