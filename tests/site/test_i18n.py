"""Languages, checked on the sources: every catalogue complete and consistent with English,
and no text for the person written anywhere but in the catalogues.

The rules (also in the README, "Languages"):

* **Catalogues.** In every namespace (the house's shared strings in ``js/core/i18n/``, each
  game's own in ``js/games/<game>/i18n/``), ``<code>.js`` exists for every language of
  ``LANGUAGE_INFO`` and has exactly the keys of that namespace's ``en.js``; no key is both
  the house's and a game's (a shared string is written once, and a game's page never
  meets two texts for one key); each message has the same ``{placeholders}`` as the
  English one; the long texts of the rules and tips keep the English markup's shape (the
  same headings, list items and table rows and columns); no message is empty where the
  English one is not; a message with words in it is not the English one copied (except
  the few that are the same in every language: numbers, symbols, key names).
* **index.html.** No element holds text of its own: one that shows text is empty and
  names its message with ``data-i18n``; no ``aria-label``, ``title``, ``alt`` or
  ``placeholder`` attribute holds text.
* **Scripts** (``js/**/*.js`` but the catalogues, any ``i18n/<code>.js``): no string literal holding a letter
  reaches the page through a text sink: ``textContent``, ``innerText``, ``title``,
  ``ariaLabel``, ``placeholder``, ``alt``, ``label``, ``document.title``; ``setAttribute``
  of ``aria-label``, ``aria-description``, ``aria-roledescription``, ``aria-valuetext``,
  ``aria-placeholder``, ``title``, ``alt``, ``placeholder``; the text argument of
  ``el(tag, class, text)``; ``createTextNode``, ``new Option``, ``append``, ``prepend``,
  ``replaceChildren``, ``before``, ``after``, ``replaceWith``; ``alert``, ``confirm``,
  ``prompt``. Text comes from ``t()``/``tn()`` or the language list (the languages' own
  names, ``LANGUAGE_INFO``). And no literal anywhere in them reads like prose (words with a
  capital letter or ending in a full stop, or any letter outside ASCII), except in
  ``console`` calls, ``Error`` messages (never shown but as a technical detail) and the
  language list.

A browser test renders every language and checks that no English message shows where a
translation exists (``tests/browser/test_languages.py``).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.catalogues import (HOUSE, I18N, PLACEHOLDER, ROOT, codes, games, language_info, namespace_catalogue,
                               namespaces, placeholders)

EN = namespace_catalogue(HOUSE, "en")
OTHERS = [c for c in codes() if c != "en"]
NAMESPACED = [(ns, code) for ns in namespaces() for code in OTHERS]
"""Every catalogue but the English ones: (namespace, language code)."""


def ids(case: tuple[str, str]) -> str:
    return "-".join(case)


# ---------------------------------------------------------------- catalogues


def test_the_six_languages_are_offered_by_their_own_names() -> None:
    assert [(lang["code"], lang["name"]) for lang in language_info()] == [
        ("en", "English"), ("zh", "简体中文"), ("ja", "日本語"), ("de", "Deutsch"), ("es", "Español"),
        ("pt", "Português")]
    assert [lang["tag"] for lang in language_info()] == ["en", "zh-Hans", "ja", "de", "es", "pt"]
    for folder in namespaces().values():
        assert sorted(p.stem for p in folder.glob("*.js") if p.stem != "index") == sorted(codes()), folder


def test_the_house_and_each_game_have_catalogues_of_their_own() -> None:
    assert list(namespaces()) == [HOUSE, "paodekuai", "paohuzi"]
    assert games() == ["paodekuai", "paohuzi"]


@pytest.mark.parametrize("game", games())
def test_no_key_is_both_the_houses_and_a_games(game: str) -> None:
    assert sorted(set(EN) & set(namespace_catalogue(game, "en"))) == []
    # (each game's name and one line about it are the house's: the picker lists them)
    assert {f"games.{game}.name", f"games.{game}.tagline", f"games.{game}.about"} <= set(EN)


@pytest.mark.parametrize("case", NAMESPACED, ids=ids)
def test_a_catalogue_has_exactly_the_english_keys(case: tuple[str, str]) -> None:
    ns, code = case
    en = namespace_catalogue(ns, "en")
    keys = set(namespace_catalogue(ns, code))
    assert sorted(set(en) - keys) == [], f"{ns}: {code}.js lacks these keys"
    assert sorted(keys - set(en)) == [], f"{ns}: {code}.js has keys English does not"


@pytest.mark.parametrize("case", NAMESPACED, ids=ids)
def test_every_message_keeps_the_english_placeholders(case: tuple[str, str]) -> None:
    ns, code = case
    en = namespace_catalogue(ns, "en")
    other = namespace_catalogue(ns, code)
    wrong = {k: (sorted(placeholders(en[k])), sorted(placeholders(v))) for k, v in other.items()
             if k in en and placeholders(v) != placeholders(en[k])}
    assert wrong == {}


def shape(text: str) -> list[str]:
    """The markup's skeleton: a heading, a list item, or a table row with its cell count."""
    out = []
    for line in text.splitlines():
        if line.startswith("## "):
            out.append("heading")
        elif line.startswith("- "):
            out.append("item")
        elif line.startswith("|"):
            out.append(f"row{len(line.strip().strip('|').split('|'))}")
    return out


@pytest.mark.parametrize("case", NAMESPACED, ids=ids)
def test_the_rules_and_tips_keep_the_english_markup(case: tuple[str, str]) -> None:
    ns, code = case
    en = namespace_catalogue(ns, "en")
    other = namespace_catalogue(ns, code)
    for key in (k for k in en if k.startswith("help.") and "\n" in en[k]):
        assert shape(other[key]) == shape(en[key]), key
        assert other[key].count("**") % 2 == 0, key


# the messages that are the same words in every language (or may be): numbers and symbols,
# key names, and the game's name
SAME_EVERYWHERE = re.compile(r"^(card\.rank\.|card\.rank_name\.[2-9T]$|card\.suit\.|games\.\w+\.name$|stats\.none$)")
# and words that a language shares with English: the players' names, "Normal", "Total"...
# Paohuzi's: the name Anna, and its terms written as players write them in these languages
# (碰 peng, 吃 chi, 偎 wei, … and "huxi")
PHZ_TERMS = {"player.1", "bar.peng", "bar.chi", "meld.peng", "meld.chi", "meld.wei", "meld.chou_wei", "meld.pao",
             "meld.label", "result.group"}
SAME_WORDS = {
    "de": {"seat.1", "settings.preset.standard", "settings.level.normal", "settings.speed.normal"} | PHZ_TERMS,
    "es": {"seat.1", "result.total", "settings.level.normal", "settings.speed.normal"} | PHZ_TERMS,
    "pt": {"seat.1", "result.total", "settings.level.normal", "settings.speed.normal"} | PHZ_TERMS,
}


@pytest.mark.parametrize("case", NAMESPACED, ids=ids)
def test_messages_are_not_empty_or_english_copies(case: tuple[str, str]) -> None:
    ns, code = case
    en = namespace_catalogue(ns, "en")
    other = namespace_catalogue(ns, code)
    empty = [k for k, v in other.items() if not v.strip() and en.get(k, "").strip()]
    assert empty == []
    copied = [k for k, v in other.items() if v == en.get(k) and sum(ch.isalpha() for ch in PLACEHOLDER.sub("", v)) > 3
              and not SAME_EVERYWHERE.match(k) and k not in SAME_WORDS.get(code, ())]
    assert copied == []


def test_plural_messages_have_one_and_other_forms() -> None:
    everything = {f"{ns}:{k}": v for ns in namespaces() for k, v in namespace_catalogue(ns, "en").items()}
    plural = {k.rsplit(".", 1)[0] for k in everything if k.endswith((".one", ".other"))}
    assert plural, "no plural messages"
    for base in plural:
        assert {f"{base}.one", f"{base}.other"} <= set(everything), base
        assert placeholders(everything[f"{base}.one"]) == placeholders(everything[f"{base}.other"]) == {"count"}, base


CARD_PLACEHOLDERS = re.compile(r"(^|[.!?]\s+)\{(card|cards|chou|waits|discard|sets)\}")
"""A sentence that begins with a placeholder of card names (English names them in lower
case: "small 7 (red)")."""


def test_no_english_paohuzi_sentence_begins_with_a_card_name() -> None:
    # (a Hint read "… small 7 (red) becomes 臭 …": a sentence in lower case, a new player's finding)
    said = {k: v for k, v in namespace_catalogue("paohuzi", "en").items()
            if k.startswith(("hint.", "event.", "status.", "result."))}
    assert len(said) > 40
    assert [k for k, v in said.items() if CARD_PLACEHOLDERS.search(v)] == []


# ---------------------------------------------------------------- index.html

TEXT_ATTRIBUTES = {"aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "aria-placeholder",
                   "title", "alt", "placeholder"}


class _Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.found: list[str] = []
        self.keys: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in TEXT_ATTRIBUTES and value and value.strip():
                self.found.append(f"<{tag} {name}={value!r}>")
            if name == "data-i18n":
                self.keys.append(value or "")
        if tag not in ("meta", "link", "br", "img", "input"):
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if data.strip() and (not self.stack or self.stack[-1] not in ("script", "style")):
            self.found.append(f"<{self.stack[-1] if self.stack else ''}> {data.strip()!r}")


def test_index_html_holds_no_text_of_its_own() -> None:
    parser = _Texts()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    assert parser.found == []
    assert parser.keys and [k for k in parser.keys if k not in EN] == []


# ---------------------------------------------------------------- scripts

SCRIPTS = sorted(p for p in (ROOT / "js").rglob("*.js")
                 if p.parent.name not in ("i18n", "help") or p.name == "index.js")
"""Every script but the catalogues (a game's ``i18n/`` strings and its ``help/`` texts)."""

SINK_BEFORE = re.compile(
    r"(?:\.(?:textContent|innerText|title|ariaLabel|placeholder|alt|label)\s*=|document\.title\s*="
    r"|setAttribute\(\s*§\d+§\s*,"  # checked below: the attribute named by that literal
    r"|\bel\(\s*[^,()]+,\s*[^,()]+,"
    r"|createTextNode\(|new\s+Option\(|\b(?:alert|confirm|prompt)\("
    r"|\.(?:append|prepend|replaceChildren|before|after|replaceWith)\((?:[^()]*,)?"
    r")\s*$")


def literals(source: str) -> tuple[str, list[str]]:
    """``(masked, values)``: the source with every string and template literal replaced by
    ``§n§`` and comments blanked, and the literals' texts (a template's ``${…}`` parts
    removed). Regular expression literals are kept as code (they hold no text)."""
    out: list[str] = []
    values: list[str] = []
    i, n = 0, len(source)
    last = ""  # last significant character of code, to tell a regex from a division

    def template(j: int) -> tuple[str, int]:
        text, depth = [], 0
        j += 1
        while j < n:
            ch = source[j]
            if depth == 0:
                if ch == "\\":
                    text.append(source[j:j + 2])
                    j += 2
                    continue
                if ch == "`":
                    return "".join(text), j + 1
                if source.startswith("${", j):
                    depth, j = 1, j + 2
                    continue
                text.append(ch)
                j += 1
            else:
                if ch in "\"'":
                    j = skip_string(j)
                elif ch == "`":
                    j = template(j)[1]
                else:
                    depth += {"{": 1, "}": -1}.get(ch, 0)
                    j += 1
        raise ValueError("unterminated template literal")

    def skip_string(j: int) -> int:
        quote = source[j]
        j += 1
        while source[j] != quote:
            j += 2 if source[j] == "\\" else 1
        return j + 1

    while i < n:
        ch = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            i = source.index("*/", i) + 2
        elif ch in "\"'":
            j = skip_string(i)
            values.append(source[i + 1:j - 1])
            out.append(f"§{len(values) - 1}§")
            i, last = j, '"'
        elif ch == "`":
            text, j = template(i)
            values.append(text)
            out.append(f"§{len(values) - 1}§")
            i, last = j, '"'
        elif ch == "/" and (last in "(,=:[!&|?{};+-*%<>~^" or last == ""
                            or re.search(r"\b(return|typeof|case)\s*$", "".join(out[-12:]))):
            j = i + 1
            in_class = False
            while source[j] != "/" or in_class:
                if source[j] == "\\":
                    j += 1
                elif source[j] == "[":
                    in_class = True
                elif source[j] == "]":
                    in_class = False
                j += 1
            j += 1
            while j < n and source[j].isalpha():
                j += 1
            out.append(source[i:j])
            i, last = j, "/"
        else:
            out.append(ch)
            if not ch.isspace():
                last = ch
            i += 1
    return "".join(out), values


def has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_scripts_put_no_literal_text_on_the_page(path: Path) -> None:
    masked, values = literals(path.read_text(encoding="utf-8"))
    found = []
    for m in re.finditer(r"§(\d+)§", masked):
        value = values[int(m.group(1))]
        before = masked[max(0, m.start() - 200):m.start()]
        sink = SINK_BEFORE.search(before)
        if not sink or not has_letters(value):
            continue
        attr = re.search(r"setAttribute\(\s*§(\d+)§\s*,\s*$", before)
        if attr and values[int(attr.group(1))] not in TEXT_ATTRIBUTES:
            continue  # e.g. setAttribute("role", "img"): not text
        found.append(value)
    assert found == []


PROSE = re.compile(r"[A-Za-z]{2,}(?: [A-Za-z']+)+[.!?…:]$|^[A-Z][a-z]+(?: [A-Za-z]+)+")
EXEMPT_CALL = re.compile(r"(?:console\.\w+|new\s+\w*Error)\([^;]*$")


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_scripts_hold_no_prose(path: Path) -> None:
    masked, values = literals(path.read_text(encoding="utf-8"))
    found = []
    for m in re.finditer(r"§(\d+)§", masked):
        value = values[int(m.group(1))]
        line_start = masked.rfind("\n", 0, m.start()) + 1
        if EXEMPT_CALL.search(masked[line_start:m.start()]):
            continue
        if path.parent == I18N and "LANGUAGE_INFO" in masked[:m.start()] and "];" not in masked[
                masked.index("LANGUAGE_INFO"):m.start()]:
            continue  # the languages' own names
        if any(ch.isalpha() and ord(ch) > 127 for ch in value) or PROSE.search(value):
            found.append(value)
    assert found == []


def test_the_scanner_finds_text_in_every_sink() -> None:
    """The rules above catch what they are meant to (and leave technical strings alone)."""
    bad = """
      a.textContent = "Pass";  b.title = `Deal ${n}`;  x.setAttribute("aria-label", 'Close');
      el("p", "note", "Your turn");  list.append(a, "Anna");  alert("Hi");  document.title = "Run";
    """
    masked, values = literals(bad)
    hits = [values[int(m.group(1))] for m in re.finditer(r"§(\d+)§", masked)
            if SINK_BEFORE.search(masked[:m.start()]) and has_letters(values[int(m.group(1))])]
    assert hits == ["Pass", "Deal ", "Close", "Your turn", "Anna", "Hi", "Run"]
    good = """a.textContent = t("x"); el("span", `card ${RED.has(s) ? "red" : "black"}`, t("k"));
      b.setAttribute("role", "img"); c.textContent = ""; d.replace(/\\{(\\w+)\\}/g, "$1");"""
    masked, values = literals(good)
    assert values == ["x", "span", "card ", "k", "role", "img", "", "$1"]
    assert PROSE.search("Your turn.") and PROSE.search("Start a new match") and not PROSE.search("btn btn-icon tool")
