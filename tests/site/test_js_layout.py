"""The shape of the page's code, checked on the sources: the house's core knows no game, the
registry of games names the bridge's games, and no rule is written in JS.

* ``js/core/`` imports nothing from ``js/games/`` (statically or by ``import()``): a game
  plugs in through ``js/games/index.js``, which only the bootstrap (``js/main.js``) reads.
* Every id of ``js/games/index.js`` is a game of the bridge (``cardroom.web.api.GAMES``), and
  its module, stylesheet and picture exist.
* No script reads the rules out of a view (``view.rules``, ``bomb_bonus``,
  ``first_play_has_3S``): the engine says what is allowed (``must_hold_3S``, ``bomb_pending``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardroom.web import api

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "js"
IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)["'`]([^"'`]+)["'`]""", re.M)


def imports(path: Path) -> list[Path]:
    """The files a module imports (relative specifiers only), resolved."""
    return [(path.parent / spec).resolve() for spec in IMPORT.findall(path.read_text(encoding="utf-8"))
            if spec.startswith(".") and "${" not in spec]


CORE = sorted((JS / "core").rglob("*.js"))


@pytest.mark.parametrize("path", CORE, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_core_imports_no_game(path: Path) -> None:
    games = (JS / "games").resolve()
    assert [p for p in imports(path) if games in p.parents or p == games] == []


def test_the_import_reader_sees_every_kind_of_import(tmp_path: Path) -> None:
    module = tmp_path / "m.js"
    module.write_text('import { a } from "./a.js";\nimport "./b.js";\nconst c = await import("./c.js");\n'
                      'export { d } from "../d.js";\nconst e = import(`./${x}.js`);\n')
    assert [p.name for p in imports(module)] == ["a.js", "b.js", "c.js", "d.js"]


def registry() -> dict[str, dict[str, str]]:
    """js/games/index.js's GAMES: id -> {"load", "stylesheet <n>"…, "picture"} paths as written
    (a game's stylesheets: every ``here("…")`` of its list, a template's ``${part}`` filled in
    from the list it maps)."""
    text = (JS / "games" / "index.js").read_text(encoding="utf-8")
    block = text[text.index("export const GAMES = {"):text.index("\n};", text.index("export const GAMES = {"))]
    out: dict[str, dict[str, str]] = {}
    for game, body in re.findall(r"^  (\w+): \{(.*?)^  \},", block, re.M | re.S):
        sheets = body[body.index("stylesheets: ["):body.index("picture:")]
        parts = re.search(r"stylesheets: \[([^\]]*)\]\s*\.map\(\(part\) => here\(`([^`]+)`\)\)", sheets)
        if parts:
            names = re.findall(r'"([^"]+)"', parts.group(1))
            paths = [parts.group(2).replace("${part}", name) for name in names]
        else:
            paths = re.findall(r'here\("([^"]+)"\)', sheets)
        out[game] = {
            "load": re.search(r'import\("([^"]+)"\)', body).group(1),
            **{f"stylesheet {n}": path for n, path in enumerate(paths)},
            "picture": re.search(r'picture: here\("([^"]+)"\)', body).group(1),
        }
    return out


def test_the_registry_names_the_bridges_games_and_its_files_exist() -> None:
    games = registry()
    assert list(games) == ["paodekuai", "paohuzi"]
    assert set(games) <= set(api.GAMES)
    for game, paths in games.items():
        for path in paths.values():
            assert (JS / "games" / path).resolve().is_file(), (game, path)
        assert (JS / "games" / game / "i18n" / "en.js").is_file()


SCRIPTS = sorted(p for p in JS.rglob("*.js") if p.parent.name != "i18n")
RULES = re.compile(r"\b(?:view|v|before)\.rules\b|bomb_bonus|first_play_has_3S|split_bombs|next_leader")


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_script_reads_the_rules(path: Path) -> None:
    hits = [f"{n}: {line.strip()}" for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if RULES.search(line) and not line.strip().startswith("//")]
    assert hits == []


def test_the_page_preloads_every_module_it_runs() -> None:
    """index.html names every module of the page (not the worker's, not the catalogues but
    the English ones, which are always loaded; not a game's help texts, loaded with its rules
    panel; not Paohuzi's modules, imported only when its table opens, so that Pao De Kuai's
    start-up does not fetch them) in a modulepreload link, so they are fetched
    at once instead of one import level after another; the engine client comes first; the
    engine worker's starter js/boot.js is the page's first script, before any link."""
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    preloaded = re.findall(r'<link rel="modulepreload" href="([^"]+)">', html)
    page = sorted(p.relative_to(ROOT).as_posix() for p in JS.rglob("*.js")
                  if p.name not in ("main.js", "boot.js", "engine-worker.js", "build-info.js")
                  and p.parent.name != "help" and "paohuzi" not in p.relative_to(JS).parts
                  and (p.parent.name != "i18n" or p.name in ("index.js", "en.js")))
    assert preloaded[0] == "js/core/engine-client.js"
    scripts = re.findall(r"<script [^>]*>", html)
    assert scripts[0] == '<script type="module" async src="js/boot.js">'
    assert html.index(scripts[0]) < html.index("<link")
    assert sorted(preloaded) == page
    assert len(preloaded) == len(set(preloaded))
