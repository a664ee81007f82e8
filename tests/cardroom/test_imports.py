"""The layering of py/, read from the source with ``ast`` (nothing is imported):

* no module of the shared package ``cardroom`` imports a game package (every other package
  under ``py/``), nor ``js`` / ``pyodide``;
* no game has an import cycle between its own modules (``deal`` <-> ``view`` included).

Every import statement counts: at module level, inside functions, under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PY = Path(__file__).resolve().parents[2] / "py"
PACKAGES = sorted(p.name for p in PY.iterdir() if (p / "__init__.py").is_file())
GAMES = [p for p in PACKAGES if p != "cardroom"]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PY).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(package: str) -> dict[str, Path]:
    """Every module of ``package`` (subpackages included), by dotted name."""
    return {module_name(p): p for p in sorted((PY / package).rglob("*.py"))}


def imports(name: str, path: Path) -> set[str]:
    """Dotted names ``path`` imports (relative imports resolved; ``from m import x`` gives
    ``m.x`` when that is a module, else ``m``)."""
    is_package = path.name == "__init__.py"
    here = name.split(".") if is_package else name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for a in node.names:
                sub = f"{target}.{a.name}"
                out.add(sub if _is_module(sub) else target)
    return out


def _is_module(dotted: str) -> bool:
    p = PY.joinpath(*dotted.split("."))
    return p.with_suffix(".py").is_file() or (p / "__init__.py").is_file()


def test_the_layout_has_the_shared_package_and_two_games() -> None:
    assert "cardroom" in PACKAGES and {"paodekuai", "paohuzi"} <= set(GAMES)


def test_cardroom_imports_no_game() -> None:
    offending = []
    for name, path in modules("cardroom").items():
        for target in imports(name, path):
            top = target.split(".")[0]
            if top in GAMES or top in ("js", "pyodide"):
                offending.append(f"{name} imports {target}")
    assert offending == []


def cycles(package: str) -> list[list[str]]:
    """Strongly connected groups of more than one module (or a module importing itself)."""
    mods = modules(package)
    graph = {m: sorted(t for t in imports(m, p) if t in mods) for m, p in mods.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1 or v in graph[v]:
                found.append(sorted(group))

    for v in graph:
        if v not in index:
            visit(v)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle_between_a_packages_modules(package: str) -> None:
    assert cycles(package) == []


def test_the_cycle_finder_finds_a_cycle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "toy"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "deal.py").write_text("from .view import SeatView\n", encoding="utf-8")
    (pkg / "view.py").write_text("def world():\n    from .deal import Deal\n", encoding="utf-8")
    (pkg / "cards.py").write_text("from toy import deal\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PY", tmp_path)
    assert cycles("toy") == [["toy.deal", "toy.view"]]
