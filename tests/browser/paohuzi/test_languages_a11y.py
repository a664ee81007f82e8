"""Paohuzi in each language at 360x740 (no English left where the language has its words,
nothing clipped or off-screen), and axe on the table, the 吃 picker, the result, the settings
and the rules (issue 12)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.catalogues import catalogue, language_info
from tests.paohuzi_positions import chi_with_bi, pao_on_your_draw, self_drawn_win, session_record

from ..test_accessibility import FLATTEN_FELT_JS, axe_problems
from ..test_languages import CLIPPED_JS, english_left, latin_words
from .helpers import BAR, RESULT, actions, decide, resume_at, wait_decision

EN = catalogue("en", "paohuzi")
CODES = [lang["code"] for lang in language_info()]


def english(page: Any, cat: dict[str, str], code: str) -> list[str]:
    """English left on the page (test_languages.english_left with Paohuzi's catalogue), but
    the term "huxi" (胡息), which Spanish and Portuguese players write as English does."""
    return [x for x in english_left(page, cat, code, EN) if not x.endswith("'huxi'")]


def fits(page: Any, width: int) -> None:
    assert page.locator("#app").evaluate(CLIPPED_JS) == []
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= width
    out = page.evaluate("""() => [...document.querySelectorAll('#app *')].filter(e => e.getClientRects().length)
        .filter(e => { const r = e.getBoundingClientRect(); return r.left < -0.5 || r.right > innerWidth + 0.5
            || r.bottom > innerHeight + 0.5; })
        .map(e => `${e.tagName}.${e.className}`)""")
    assert out == []


@pytest.mark.parametrize("code", CODES)
def test_each_language_at_phone_size(page: Any, code: str) -> None:
    cat = catalogue(code, "paohuzi")
    page.set_viewport_size({"width": 360, "height": 740})
    resume_at(page, session_record(chi_with_bi()), lang=code)
    wait_decision(page)
    fits(page, 360)
    if code in ("zh", "ja"):
        # a card is named by its rank's character, as players say it (小一, 小字の一), no figure
        names = page.get_by_role("group", name=cat["hand.label"]).locator("button[data-card]").evaluate_all(
            "bs => bs.map(b => b.getAttribute('aria-label'))")
        assert [n for n in names if any(ch.isdigit() and ch.isascii() for ch in n)] == []
        first = page.get_by_role("group", name=cat["hand.label"]).locator("button[data-card=x1]").first
        assert first.get_attribute("aria-label").startswith({"zh": "小一", "ja": "小字の一"}[code])
    page.locator(f"{BAR} [data-action=chi]").click()
    page.locator('[data-chi="x1 x2 x3"]').click()
    fits(page, 360)
    assert english(page, cat, code) == []
    if code in ("zh", "ja"):
        assert latin_words(page) == []
    page.locator('[data-testid=chi-picker] [data-action="chi x1 x2 x3 / x3 x4 x5"]').click()
    wait_decision(page)
    assert english(page, cat, code) == []



@pytest.mark.parametrize("code", ["zh", "ja"])
def test_sentences_of_the_status_line_meet_without_a_space(page: Any, code: str) -> None:
    # your discard, then your draw, its forced 跑 and what to do: 。 ends each, no space after it
    resume_at(page, session_record(pao_on_your_draw()), lang=code)
    wait_decision(page)
    page.locator("#hand-area button[data-card=d3]").first.click(position={"x": 8, "y": 8})
    page.locator(f'{BAR} [data-action="discard d3"]').click()
    page.wait_for_function("() => document.querySelector('#seat-0 [data-meld]')")
    wait_decision(page)
    status = page.locator("#status").text_content()
    assert status.count("。") == 3 and "。 " not in status, status


def test_axe_on_the_table_picker_result_settings_and_rules(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    page.evaluate(FLATTEN_FELT_JS)
    assert axe_problems(page, "phz-table") == []
    page.locator(f"{BAR} [data-action=chi]").click()
    page.locator('[data-chi="x1 x2 x3"]').click()
    assert axe_problems(page, "phz-picker") == []
    page.locator("[data-testid=chi-picker] [data-close]").click()
    page.locator("#btn-settings").click()
    assert axe_problems(page, "phz-settings") == []
    page.keyboard.press("Escape")
    page.locator("#btn-rules").click()
    page.locator("#help .help-page:not([hidden])").first.wait_for()
    assert axe_problems(page, "phz-rules") == []
    page.keyboard.press("Escape")


def test_axe_on_the_result(page: Any) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    resume_at(page, session_record(self_drawn_win()))
    wait_decision(page)
    decide(page, "hu")
    page.locator(RESULT).wait_for()
    assert axe_problems(page, "phz-result") == []
