"""Paohuzi's rules show the cards as the table does (issue 12): the card table of "Rules and
tips" holds the 20 cards as the site's chips (``{card x2}`` in the text, drawn by the game's
``helpToken``), red for 2, 7 and 10, the big cards framed, each named by the card's spoken
name; axe finds nothing serious there. And the help panel's token hook itself: without a
renderer (Pao De Kuai's help) a token is plain text, as before."""

from __future__ import annotations

from typing import Any

import pytest

from tests.catalogues import catalogue

from ..test_accessibility import axe_problems
from .helpers import open_phz

CARDS_TABLE = "#help [data-text='help.rules.cards'] table.help-table"

ROWS_JS = """(table) => [...table.tBodies[0].rows].map((tr) => [...tr.cells].map((cell) => {
    const chips = cell.querySelectorAll('.chip');
    if (!chips.length) return cell.textContent.trim();
    return [...chips].map((c) => ({code: c.dataset.code, cls: c.getAttribute('class'), role: c.getAttribute('role'),
        name: c.getAttribute('aria-label'), text: c.textContent, rest: cell.textContent.trim()}));
}))"""

RED = {2, 7, 10}


def expected_rows(code: str) -> list[list[Any]]:
    cat = catalogue(code, "paohuzi")
    words = [w.strip() for w in cat["card.rank_words"].split(",")] if cat["card.rank_words"] else None

    def chip(size: str, rank: int) -> dict[str, str]:
        card = f"{size}{rank}"
        name = cat[f"card.name.{'big' if size == 'd' else 'small'}"].replace(
            "{rank}", words[rank - 1] if words else str(rank))
        if rank in RED:
            name = cat["card.name.red"].replace("{name}", name)
        glyph = cat[f"card.glyph.{card}"]
        return {"code": card, "cls": f"chip {'big' if size == 'd' else 'small'} {'red' if rank in RED else 'black'}",
                "role": "img", "name": name, "text": glyph, "rest": glyph}

    return [[str(r), [chip("x", r)], [chip("d", r)]] for r in range(1, 11)]


def open_rules(page: Any, lang: str | None = None) -> Any:
    open_phz(page, seed=4, lang=lang)
    page.locator("#btn-rules").click()
    table = page.locator(CARDS_TABLE)
    table.wait_for()
    return table


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_card_table_shows_the_twenty_card_faces(page: Any, lang: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    table = open_rules(page, lang)
    rows = table.evaluate(ROWS_JS)
    assert rows == expected_rows(lang)
    # spot checks of the expectation itself, in words a reader can check
    if lang == "en":
        assert [rows[1][1][0]["name"], rows[9][2][0]["name"], rows[2][1][0]["name"]] == [
            "small 2 (red)", "big 10 (red)", "small 3"]
    else:
        assert [rows[1][1][0]["name"], rows[1][2][0]["text"]] == ["小二（红）", "贰"]
    # no "(red)" word nor token text left in the table
    assert "{" not in table.text_content() and "(" not in table.locator("tbody").text_content()
    # the faces look red where the card is (the chip's colour), and a big card is framed
    looks = table.evaluate("""(t) => Object.fromEntries([...t.querySelectorAll('.chip')].map((c) => {
        const s = getComputedStyle(c); return [c.dataset.code, [s.color, s.borderTopWidth]]; }))""")
    red, black = "rgb(200, 16, 46)", "rgb(27, 27, 31)"
    assert looks == {f"{s}{r}": [red if r in RED else black, "2px" if s == "d" else "1px"]
                     for r in range(1, 11) for s in "xd"}
    # each card's face is as large as a line of the table's text, at least, and the table fits
    sizes = table.evaluate("(t) => [...t.querySelectorAll('.chip')].map((c) => c.getBoundingClientRect().height)")
    assert min(sizes) >= 28
    assert page.evaluate("""() => [...document.querySelectorAll('#help .table-wrap')].filter((w) => w.checkVisibility())
        .every((w) => w.scrollWidth <= w.clientWidth)""")


def test_axe_finds_nothing_serious_on_the_card_table(page: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    table = open_rules(page)
    table.scroll_into_view_if_needed()
    assert table.locator(".chip").count() == 20
    assert axe_problems(page, "phz-rules-cards") == []


HOOK_JS = """async () => {
    const { renderMarkup } = await import('./js/core/ui/help-panel.js');
    const text = '## T\\nA {card x2} and **{card d10}** {face x1}.\\n\\n| a | b |\\n| 1 | {card x7} |';
    const html = (nodes) => nodes.map((n) => n.outerHTML).join('');
    const token = (name, arg) => {
        if (name !== 'card') return null;
        const s = document.createElement('span');
        s.className = 'tok';
        s.textContent = arg;
        return s;
    };
    return [html(renderMarkup(text)), html(renderMarkup(text, { token: () => null })),
        html(renderMarkup(text, { token }))];
}"""


def test_the_help_panel_renders_tokens_only_through_the_games_renderer(page: Any, open_table: Any) -> None:
    open_table()
    plain, unknown, rendered = page.evaluate(HOOK_JS)
    # (a cell of a figure alone is marked "num": it is never broken over lines)
    table = ('<div class="table-wrap" tabindex="0"><table class="help-table"><thead><tr><th scope="col">a</th>'
             '<th scope="col">b</th></tr></thead><tbody><tr><th scope="row" class="num">1</th><td>{}</td></tr></tbody>'
             '</table></div>')
    assert plain == unknown == ("<h3>T</h3><p>A {card x2} and <strong>{card d10}</strong> {face x1}.</p>"
                                + table.format("{card x7}"))
    assert rendered == ('<h3>T</h3><p>A <span class="tok">x2</span> and <strong><span class="tok">d10</span></strong>'
                        ' {face x1}.</p>' + table.format('<span class="tok">x7</span>'))
    # and Pao De Kuai's own help has no token to read: its panel shows its texts as before
    page.locator("#btn-rules").click()
    page.locator("#help .help-page:not([hidden])").first.wait_for()
    assert page.locator("#help .chip, #help .tok").count() == 0
    en = catalogue("en", "paodekuai")
    assert [k for k, v in en.items() if k.startswith("help.") and "{" in v] == []
