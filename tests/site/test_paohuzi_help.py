"""Paohuzi's "Rules and tips" texts (``js/games/paohuzi/help/<code>.js``), checked on the sources.

* Each file is a plain catalogue module (the shape :func:`tests.catalogues.load` reads, and a
  module Node imports to the same object) with exactly the keys of ``PHZ_HELP_KEYS.md``.
* Every text uses only the help panel's markup (``js/core/ui/help-panel.js``): ``## `` headings,
  ``- `` list items, ``|`` tables with one column count per table, ``**bold**``, paragraphs, and
  Paohuzi's one token, ``{card <code>}`` (an engine card code, drawn as the card's chip by
  ``js/games/paohuzi/index.js`` ``helpToken``); and every language keeps the English text's
  shape (the same headings, items and table rows).
* The numbers of the tables are the spec's (``paohuzi.md``): the cards (§2: the card table shows
  the 20 cards as tokens, in rank order, and no word of its own for red), the 胡息 of every
  set (§6), 底数 (§15.1), both 番 tables (§15.3) and the worked example (§21 TC11), parsed
  from each language's tables.
* No English is left in the five other languages, and every language names the same set kinds.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess

import pytest

from tests.catalogues import ROOT, load

HELP = ROOT / "js" / "games" / "paohuzi" / "help"
CODES = ["en", "zh", "ja", "de", "es", "pt"]
OTHERS = CODES[1:]

KEYS = {
    "help.tab.rules", "help.tab.scoring", "help.tab.tips", "help.tab.controls",
    "help.rules.cards", "help.rules.sets", "help.rules.deal", "help.rules.turn", "help.rules.claims",
    "help.rules.chou", "help.rules.winning", "help.rules.end",
    "help.scoring.di", "help.scoring.fan_seed", "help.scoring.fan_wiki", "help.scoring.example",
    "help.tips", "help.controls",
}
"""PHZ_HELP_KEYS.md: the tab names and the texts of the four topics."""
LONG = sorted(k for k in KEYS if not k.startswith("help.tab."))


def texts(code: str) -> dict[str, str]:
    return load(HELP / f"{code}.js")


# Japanese writes some of the Chinese names with its own characters (紅胡 for 红胡, 対対胡 for
# 对对胡): compared in simplified form.
JA_TO_SIMPLIFIED = str.maketrans("紅烏対仮順絞貳點", "红乌对假顺绞贰点")
CJK = re.compile(r"[\u4e00-\u9fff]+")
INT = re.compile(r"\d+")


def name_of(cell: str) -> str:
    """The Chinese name a row starts with (``**碰** peng`` -> ``碰``), in simplified form."""
    m = CJK.search(cell.replace("**", ""))
    return m.group(0).translate(JA_TO_SIMPLIFIED) if m else ""


def ints(cell: str) -> list[int]:
    return sorted(int(n) for n in INT.findall(cell))


def value(cell: str) -> int:
    """A cell that holds one number (bold and a sign allowed)."""
    m = re.fullmatch(r"\+?(\d+)", cell.replace("**", "").strip())
    assert m, f"not a single number: {cell!r}"
    return int(m.group(1))


def tables(text: str) -> list[list[list[str]]]:
    """The tables of a text, each a list of rows (header first), each a list of cells."""
    out: list[list[list[str]]] = []
    run: list[list[str]] | None = None
    for line in text.split("\n"):
        if line.startswith("|"):
            if run is None:
                run = []
                out.append(run)
            run.append([c.strip() for c in line.strip().strip("|").split("|")])
        else:
            run = None
    return out


# ---------------------------------------------------------------- the files


@pytest.mark.parametrize("code", CODES)
def test_a_help_file_has_exactly_the_keys(code: str) -> None:
    keys = set(texts(code))
    assert sorted(KEYS - keys) == [], "missing"
    assert sorted(keys - KEYS) == [], "not in PHZ_HELP_KEYS.md"
    assert all(v.strip() for v in texts(code).values())


def test_the_help_files_are_all_there_and_nothing_else() -> None:
    assert sorted(p.name for p in HELP.iterdir()) == sorted(f"{c}.js" for c in CODES)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node to import the modules")
def test_node_imports_each_file_as_the_same_catalogue() -> None:
    script = ("const out = {}; for (const c of process.argv.slice(1)) "
              "out[c] = (await import(`${process.env.HELP}/${c}.js`)).default;"
              "console.log(JSON.stringify(out));")
    done = subprocess.run(["node", "--input-type=module", "-e", script, "--", *CODES], capture_output=True,
                          text=True, check=True, env={**os.environ, "HELP": HELP.as_uri()}, timeout=60)
    imported = json.loads(done.stdout)
    assert {c: imported[c] for c in CODES} == {c: texts(c) for c in CODES}


# ---------------------------------------------------------------- markup

BAD_INLINE = re.compile(r"<[A-Za-z/!]|`|__|\[[^\]]*\]\(|\*\*\*|&[a-z]+;|\{\w+\}")
CARD_TOKEN = re.compile(r"\{card ([xd](?:[1-9]|10))\}")
"""The one token Paohuzi's help writes: a card's face (``{card x2}``, an engine card code)."""


def markup_errors(text: str) -> list[str]:
    """What in ``text`` the help panel's markup does not allow (empty when all is well)."""
    errors = []
    lines = text.split("\n")
    for n, line in enumerate(lines, 1):
        where = f"line {n}: {line[:50]!r}"
        if line != line.strip():
            errors.append(f"{where}: leading or trailing space")
        if not line:
            continue
        if line.startswith("#") and not re.match(r"## \S", line):
            errors.append(f"{where}: only '## ' headings")
        if re.match(r"(\* |\+ |\d+[.)] |> |-\S|---)", line):
            errors.append(f"{where}: other list or block markup")
        if BAD_INLINE.search(line):
            errors.append(f"{where}: HTML, code, links, placeholders or other inline markup")
        if re.search(r"[{}]", CARD_TOKEN.sub("", line)):
            errors.append(f"{where}: a brace that is no {{card <code>}} token")
        if line.count("**") % 2:
            errors.append(f"{where}: unpaired **")
        if line.startswith("|") and not (line.endswith("|") and len(line) > 1):
            errors.append(f"{where}: a table row starts and ends with '|'")
        if "|" in line and not line.startswith("|"):
            errors.append(f"{where}: '|' outside a table row")
        stripped = line.replace("**", "")
        if "*" in stripped:
            errors.append(f"{where}: a single '*'")
    for table in tables(text):
        if len(table) < 2:
            errors.append(f"table {table[0]} has no body")
        widths = {len(row) for row in table}
        if len(widths) != 1:
            errors.append(f"table {table[0]} has rows of {sorted(widths)} cells")
        if any(not cell for cell in table[0]) or any(not cell for row in table for cell in row):
            errors.append(f"table {table[0]} has an empty cell")
    # a table, a list and a heading are blocks: the line before one starts a new block
    for n in range(1, len(lines)):
        prev, line = lines[n - 1], lines[n]
        if line.startswith("## ") and prev:
            errors.append(f"line {n + 1}: a heading after a non-blank line")
    return errors


def test_the_markup_checker_catches_what_the_panel_cannot_show() -> None:
    assert markup_errors("## Title\nSome **bold** text.\n\n- item\n- item\n\n| a | b |\n| 1 | 2 |") == []
    assert markup_errors("## T\nA {card x2} and {card d10}.\n\n| a | b |\n| 1 | {card x1} |") == []
    for bad in ("## T\n<b>x</b>", "## T\n# big", "## T\n* star", "## T\n1. one", "## T\n**open", "## T\n`code`",
                "## T\n[a](b)", "## T\n| a | b |\n| 1 |", "## T\n| a | b |", "## T\ntext | more", "## T\n {x}",
                "## T\ntext\n## U", "## T\n| a | b |\n|  | 2 |", "## T\n***x***", "## T\nan *em* word",
                "## T\n{card x11}", "## T\n{card}", "## T\n{face x1}", "## T\n{card X1}", "## T\n{card x1 }",
                "## T\n{card d0}", "## T\na { b"):
        assert markup_errors(bad), bad


@pytest.mark.parametrize("code", CODES)
def test_every_text_uses_only_the_panels_markup(code: str) -> None:
    found = {k: markup_errors(v) for k, v in texts(code).items()}
    assert {k: v for k, v in found.items() if v} == {}
    assert all("\n" not in texts(code)[k] for k in KEYS - set(LONG))
    assert all(texts(code)[k].startswith("## ") for k in LONG)


def shape(text: str) -> list[str]:
    out = []
    for line in text.split("\n"):
        if line.startswith("## "):
            out.append("heading")
        elif line.startswith("- "):
            out.append("item")
        elif line.startswith("|"):
            out.append(f"row{len(line.strip().strip('|').split('|'))}")
        elif line:
            out.append("text")
    return out


@pytest.mark.parametrize("code", OTHERS)
def test_every_language_keeps_the_english_shape(code: str) -> None:
    en, other = texts("en"), texts(code)
    assert {k: shape(other[k]) for k in LONG} == {k: shape(en[k]) for k in LONG}


# ---------------------------------------------------------------- the spec's numbers

SMALL = "一二三四五六七八九十"
BIG = "壹贰叁肆伍陆柒捌玖拾"
GLYPH = {**{ch: f"x{i}" for i, ch in enumerate(SMALL, 1)}, **{ch: f"d{i}" for i, ch in enumerate(BIG, 1)}}

SET_HUXI = [  # §6 (TC01): kind, 胡息 of small cards, of big cards
    ("碰", 1, 3), ("偎", 3, 6), ("臭偎", 3, 6), ("坎", 3, 6), ("跑", 6, 9), ("提", 9, 12),
    ("一二三", 3, 6), ("二七十", 3, 6), ("顺子", 0, 0), ("绞", 0, 0), ("将", 0, 0)]

FAN_SEED = [  # §15.3, the default table: item, numbers of its condition, numbers of its 番
    ("红胡", [4, 7, 11, 12], [2]),
    ("真点胡", [1], [4]),
    ("假点胡", [10], [3]),
    ("红乌", [13], [1, 4, 13]),      # 4 + (reds − 13)
    ("乌胡", [], [5]),
    ("对对胡", [], [5]),
    ("大字胡", [18], [1, 6, 18]),    # 6 + (big − 18)
    ("小字胡", [16], [1, 8, 16]),    # 8 + (small − 16)
    ("海底胡", [], [2]),
]
FAN_WIKI = [  # §15.3, option fan_table = "wiki": only the largest item
    ("红胡", [10, 12], [2]), ("一点红", [1], [3]), ("红乌", [13], [4]), ("乌胡", [], [5]),
    ("对对胡", [], [4]), ("红对", [], [6]), ("乌对", [], [10]), ("红乌对", [], [8])]

# §21 TC11: table sets 碰 x1, 偎 x3; hand x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9; x9 drawn by
# another player wins: 胡息 23, 番 乌胡 5 + 对对胡 5, 底数 3, each pays 30 (the winner +60).
EXAMPLE_GROUPS = [("碰", "x1 x1 x1", 1), ("偎", "x3 x3 x3", 3), ("坎", "x4 x4 x4", 3), ("坎", "x5 x5 x5", 3),
                  ("坎", "d6 d6 d6", 6), ("坎", "d8 d8 d8", 6), ("碰", "x9 x9 x9", 1)]
EXAMPLE_STEPS = [23, 3, 10, 30, 60]  # 胡息, 底数, 番, each loser pays, the winner gains


# the word each language wrote after a red card in the card table before the cards showed as faces
RED_WORD = {"en": "red", "zh": "红", "ja": "赤", "de": "rot", "es": "roja", "pt": "vermelha"}


@pytest.mark.parametrize("code", CODES)
def test_the_cards_table_shows_both_suits_as_card_faces(code: str) -> None:
    text = texts(code)["help.rules.cards"]
    [table] = tables(text)
    # §2: rank, the small card, the big card, each cell exactly its token (the face is red for
    # 二 七 十 贰 柒 拾 and framed for the big cards: cards.js, from the code)
    assert [row for row in table[1:]] == [[str(r), f"{{card x{r}}}", f"{{card d{r}}}"] for r in range(1, 11)]
    assert [value(row[0]) for row in table[1:]] == list(range(1, 11))
    assert CARD_TOKEN.findall(text) == [f"{s}{r}" for r in range(1, 11) for s in "xd"]  # 20, only in the table
    body = " ".join(cell for row in table[1:] for cell in row)
    assert CARD_TOKEN.sub("", body).split() == [str(r) for r in range(1, 11)]  # (no "(red)" nor any other word)
    assert RED_WORD[code] not in " ".join(table[0]).lower()
    # the words below the table still name the red cards, in the language's own word for red
    [red_item] = [line for line in text.split("\n") if line.startswith("- ")][:1]
    assert "二 七 十" in red_item and "贰 柒 拾" in red_item and RED_WORD[code] in red_item.lower(), red_item


@pytest.mark.parametrize("code", CODES)
def test_the_sets_table_gives_the_spec_huxi_of_every_set(code: str) -> None:
    table = tables(texts(code)["help.rules.sets"])[0]
    assert len(table[0]) == 5
    assert [(name_of(row[0]), value(row[2]), value(row[3])) for row in table[1:]] == SET_HUXI


@pytest.mark.parametrize("code", CODES)
def test_the_di_table_follows_the_formula(code: str) -> None:
    [table] = tables(texts(code)["help.scoring.di"])
    assert len(table) > 4
    for row in table[1:]:
        low, high = ints(row[0])
        assert high - low == 2 and (low - 12) % 3 == 0, row
        assert value(row[1]) == (low - 12) // 3 == (high - 12) // 3, row      # §15.1
        assert value(row[2]) == value(row[1]) + 1, row                         # self-drawn
    assert ints(table[1][0]) == [15, 17]
    assert "10" in INT.findall(texts(code)["help.scoring.di"])  # the 天胡 example: 21 胡息 -> 10


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("key, spec", [("help.scoring.fan_seed", FAN_SEED), ("help.scoring.fan_wiki", FAN_WIKI)])
def test_the_fan_tables_carry_the_spec_numbers(code: str, key: str, spec: list) -> None:
    [table] = tables(texts(code)[key])
    assert len(table[0]) == 3
    assert [(name_of(row[0]), ints(row[1]), ints(row[2])) for row in table[1:]] == spec


@pytest.mark.parametrize("code", CODES)
def test_the_worked_example_is_tc11_recomputed(code: str) -> None:
    groups, steps = tables(texts(code)["help.scoring.example"])
    body, total = groups[1:-1], groups[-1]
    cards = []
    for row in body:
        assert re.fullmatch(r"[\s+一-龥]+", row[1]) and all(ch in GLYPH for ch in row[1] if ch.strip() and ch != "+")
        cards.append(" ".join(GLYPH[ch] for ch in row[1] if ch in GLYPH))
    assert [(name_of(row[0]), c, value(row[2])) for row, c in zip(body, cards)] == EXAMPLE_GROUPS
    assert value(total[2]) == sum(h for _, _, h in EXAMPLE_GROUPS) == EXAMPLE_STEPS[0]
    assert [value(row[2]) for row in steps[1:]] == EXAMPLE_STEPS
    # the step rows show their working: 23 − 12, 乌胡 5 + 对对胡 5, 3 × 10
    assert 12 in ints(steps[2][1]) and ints(steps[3][1]) == [5, 5] and ints(steps[4][1]) == [3, 10]
    # the notes below: the same hand self-drawn (the 九 makes a forced 偎 worth 3, not a 碰 worth
    # 1: 25 胡息, 底数 4 + 1 = 5, 番 10, each pays 50); the other table (乌对: 10); 小字胡 (15 < 16)
    notes = [line for line in texts(code)["help.scoring.example"].split("\n") if line.startswith("- ")]
    assert [ints(line) for line in notes] == [[1, 1, 3, 4, 5, 10, 25, 50], [10], [15, 16]]


# ---------------------------------------------------------------- the words

# words of English prose that German, Spanish and Portuguese never use
ENGLISH_WORDS = {"the", "and", "you", "your", "with", "which", "that", "this", "from", "cards", "player", "players",
                 "draws", "discard", "wins", "must", "only", "each", "other", "what", "when", "while", "set", "sets",
                 "table", "stock", "turn", "pair"}
ALLOWED = {"Tab", "Enter", "Esc", "Shift", "H", "C", "L", "N", "Space"}
"""Key names, which stay English on every keyboard."""
PINYIN = {"peng", "chi", "wei", "chou", "kan", "pao", "ti", "hu", "huxi", "bi", "di", "fan", "jiang", "liuju",
          "liangzhang", "xianggong", "ting", "guo", "hong", "wu", "dui", "zhen", "dian", "jia", "da", "xiao", "zi",
          "hai", "yi", "wikipedia", "changde"}
"""Romanised Chinese terms and names, the same in every language that writes them (any case)."""


def words(text: str) -> list[str]:
    """The Latin words of ``text`` (not its ``{card x2}`` tokens: codes, the same in every language)."""
    return re.findall(r"[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f']+",
                      CARD_TOKEN.sub(" ", text).replace("**", " "))  # not × ÷


def english_runs(text: str, size: int = 4) -> set[tuple[str, ...]]:
    w = [x.lower() for x in words(text) if x.lower() not in PINYIN]
    return {tuple(w[i:i + size]) for i in range(len(w) - size + 1)}


@pytest.mark.parametrize("code", OTHERS)
def test_no_english_is_left(code: str) -> None:
    en, other = texts("en"), texts(code)
    english = set().union(*(english_runs(v) for v in en.values()))
    for key, text in other.items():
        assert text != en[key], key
        assert english_runs(text) & english == set(), key
        if code in ("zh", "ja"):
            latin = [w for w in words(text) if w not in ALLOWED and w.lower() not in PINYIN]
            assert latin == [], key
        else:
            assert [w for w in words(text) if w.lower() in ENGLISH_WORDS] == [], key


def test_the_english_detector_finds_english() -> None:
    english = english_runs("You hold a pair of the card.")
    assert english_runs("Tienes un par. you hold a pair") & english
    assert not english_runs("Du hast ein Paar dieser Karte.") & english
    assert [w for w in words("la **mano** and the rest") if w.lower() in ENGLISH_WORDS] == ["and", "the"]


TERMS = ["碰", "吃", "偎", "跑", "提", "臭", "胡", "胡息", "坎", "比", "将", "底数", "番", "天胡", "流局", "相公", "亮张"]


@pytest.mark.parametrize("code", CODES)
def test_every_language_names_the_same_set_kinds_and_terms(code: str) -> None:
    table = tables(texts(code)["help.rules.sets"])[0]
    assert [name_of(row[0]) for row in table[1:]] == [k for k, _, _ in SET_HUXI]
    everything = "\n".join(texts(code).values())
    assert [t for t in TERMS if t not in everything] == []
    assert [t for t in ("碰", "吃", "偎", "跑", "提", "臭", "胡", "胡息") if t not in texts(code)["help.rules.sets"]] == []
