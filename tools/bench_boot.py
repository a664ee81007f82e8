#!/usr/bin/env python3
"""Start-up benchmark (a script, not a test): how close is the app to bare Pyodide?

Measures, in one run, in headless Chromium against the built ``dist/`` on localhost:

* **bare**: navigation start → stock Pyodide booted in a module worker on an empty page
  (``tools/bench/bare.html``, served beside ``dist/`` under ``/__bench__/``): the same
  runtime files, the stock standard library, no app;
* **app** (the default boot: the memory snapshot of the started app) and **app-fresh**
  (``?boot=fresh``: the ordinary boot with the precompiled standard library alone):
  navigation start → the first deal is playable (``performance.mark("first-deal")``, set
  when ``<html data-engine="ready">``: the engine started, the match was dealt and
  rendered); ``?game=<id>`` opens the table directly, as for a returning player;
* for each, **cold** (a fresh browser profile: empty HTTP cache, code cache and storage)
  and **warm** (the same profile navigated again: HTTP cache revalidated, compiled wasm
  cached, autosave present). Each profile is a real one on disk, as a player's is: an
  ephemeral context keeps its HTTP cache in memory, which drops the 9.6 MB wasm and so
  downloads it again on every load;
* **app-sw**: the repeat visit of a returning player: a context with service workers
  allowed loads the app once and waits until the service worker controls the page (its
  precache filled), then each timed load is a reload served from that cache;
* the bytes the server sent: a first visit (the cold app load), a first visit with the
  service worker's install (its precache revalidates what the HTTP cache holds), and a
  repeat visit with the service worker active, each with the files that made them up;
* where the time goes: the page's and the engine worker's start-up marks (``boot:*`` on
  the page's timeline, set by ``js/main.js``, ``js/core/engine-client.js`` and
  ``js/core/engine-worker.js``), medians per mode, in the order they happen.

Modes are interleaved run by run (the machine's noise hits all alike); medians of N runs
(default 5) and the ratios app/bare of the same run are printed. Usage::

    python3 tools/bench_boot.py [--runs 5] [--game paodekuai]

Needs Playwright (``python3 build.py test`` installs it into ``.cache/venv``; run this
script with ``.cache/venv/bin/python`` if your Python lacks it).
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

from playwright.sync_api import sync_playwright  # noqa: E402

BENCH = Path(__file__).resolve().parent / "bench"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync"]
SENT = [0]
"""Response bytes the bench server has written (headers excluded)."""
SENT_BY_PATH: dict[str, int] = {}
"""The same, by request path (query left off)."""


class BenchHandler(build.SiteHandler):
    """``dist/`` plus ``/__bench__/`` → ``tools/bench/``, counting the bytes it sends."""

    def translate_path(self, path: str) -> str:
        if path.startswith("/__bench__/"):
            return str(BENCH / path[len("/__bench__/"):].split("?")[0])
        return super().translate_path(path)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        SENT[0] += len(data)
        path = self.path.split("?")[0]
        SENT_BY_PATH[path] = SENT_BY_PATH.get(path, 0) + len(data)
        outputfile.write(data)


def game_seed(game: str) -> int:
    """A seed for game ``game``'s first deal: for Pao De Kuai one led by seat 0 (the
    person), so the hand is live at once; for any other game 1."""
    if game != "paodekuai":
        return 1
    sys.path.insert(0, str(ROOT / "py"))
    from paodekuai import Match, Rules

    return next(s for s in range(1000) if Match.new(Rules.preset("standard"), 5, s).deal.turn == 0)


MARKS: dict[str, list[dict[str, float]]] = {}
"""Each mode's start-up marks, one ``{name: ms}`` per timed load."""


def timed(page: Any, url: str, mark: str, mode: str | None = None) -> float:
    """Navigate to ``url``, wait for the mark ``mark``; its time in ms from navigation
    start. With ``mode``, the load's ``boot:*`` marks are kept in ``MARKS[mode]``."""
    page.goto(url)
    page.wait_for_function(f"() => performance.getEntriesByName('{mark}').length > 0", timeout=120_000)
    if page.evaluate("document.documentElement.dataset.engine") == "failed":
        raise RuntimeError(f"{url}: the engine failed to start")
    at, marks = page.evaluate(f"""() => [performance.getEntriesByName('{mark}')[0].startTime,
        Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('boot:'))
          .map((m) => [m.name.slice(5), m.startTime]))]""")
    if mode:
        MARKS.setdefault(mode, []).append({**marks, mark: at})
    return float(at)


def sent_since(before: dict[str, int]) -> dict[str, int]:
    """Bytes served by path since the snapshot ``before`` of :data:`SENT_BY_PATH`."""
    return {p: n - before.get(p, 0) for p, n in SENT_BY_PATH.items() if n > before.get(p, 0)}


class Profile:
    """A browser with a fresh profile of its own on disk (``with Profile(p, sw) as
    context``), deleted afterwards."""

    def __init__(self, playwright: Any, service_workers: str) -> None:
        self.playwright, self.service_workers = playwright, service_workers

    def __enter__(self) -> Any:
        self.dir = tempfile.TemporaryDirectory(prefix="bench-boot-")
        exe = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
        self.context = self.playwright.chromium.launch_persistent_context(
            self.dir.name, executable_path=exe, args=FLAGS, service_workers=self.service_workers)
        return self.context

    def __exit__(self, *exc: object) -> None:
        self.context.close()
        self.dir.cleanup()


def run(playwright: Any, url: str, mark: str, mode: str,
        sent: dict[str, dict[str, int]] | None = None) -> tuple[float, float]:
    """One cold and one warm navigation in a fresh context; returns ``(cold_ms, warm_ms)``.
    With ``sent``, the bytes served for the cold load go to ``sent["first visit"]``."""
    with Profile(playwright, "block") as context:
        page = context.new_page()
        before = dict(SENT_BY_PATH)
        cold = timed(page, url, mark, f"{mode} cold")
        if sent is not None:
            sent["first visit"] = sent_since(before)
        warm = timed(page, url, mark, f"{mode} warm")
    return cold, warm


def run_sw(playwright: Any, url: str, sent: dict[str, dict[str, int]] | None = None) -> tuple[float, float]:
    """A returning player's visits: load once, wait for the service worker to control the
    page, then time two reloads; returns ``(first_reload_ms, second_reload_ms)``."""
    with Profile(playwright, "allow") as context:
        page = context.new_page()
        before = dict(SENT_BY_PATH)
        timed(page, url, "first-deal")
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
        page.evaluate("() => navigator.serviceWorker.ready")
        installed = dict(SENT_BY_PATH)
        first = timed(page, url, "first-deal", "app-sw cold")
        second = timed(page, url, "first-deal", "app-sw warm")
        if sent is not None:
            sent["first visit with the service worker's install"] = sent_since(before)
            sent["two repeat visits (service worker)"] = sent_since(installed)
    return first, second


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="paodekuai", help="the game whose table is opened (default paodekuai)")
    parser.add_argument("--modes", default="bare,app,app-fresh,app-sw",
                        help="comma-separated modes to run (default all; the ratios need bare)")
    args = parser.parse_args()
    build.ensure_built()
    server = build._Server(("127.0.0.1", 0), functools.partial(BenchHandler, directory=str(build.DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    table = base + f"?game={args.game}&seed={game_seed(args.game)}&speed=instant"
    urls = {
        "bare": (base + "__bench__/bare.html", "pyodide-ready"),
        "app": (table, "first-deal"),
        "app-fresh": (table + "&boot=fresh", "first-deal"),
    }
    modes = [m for m in [*urls, "app-sw"] if m in args.modes.split(",")]
    urls = {k: v for k, v in urls.items() if k in modes}
    times: dict[str, dict[str, list[float]]] = {k: {"cold": [], "warm": []} for k in modes}
    sent: dict[str, dict[str, int]] = {}
    with sync_playwright() as p:
        for i in range(args.runs):
            for name, (url, mark) in urls.items():  # interleaved, so machine noise hits all alike
                cold, warm = run(p, url, mark, name, sent if (name == "app" and i == 0) else None)
                times[name]["cold"].append(cold)
                times[name]["warm"].append(warm)
            if "app-sw" in modes:
                first, second = run_sw(p, table, sent if i == 0 else None)
                times["app-sw"]["cold"].append(first)
                times["app-sw"]["warm"].append(second)
    server.shutdown()

    med = {k: {w: statistics.median(v[w]) for w in ("cold", "warm")} for k, v in times.items()}
    print(f"start-up of {args.game}, median of {args.runs} runs (ms from navigation start), headless Chromium, "
          "localhost")
    print(f"{'':14}{'cold':>10}{'warm':>10}   runs (cold | warm)")
    for name in modes:
        runs = " ".join(f"{x:.0f}" for x in times[name]["cold"]) + " | " + " ".join(
            f"{x:.0f}" for x in times[name]["warm"])
        print(f"{name:14}{med[name]['cold']:>10.0f}{med[name]['warm']:>10.0f}   {runs}")
    print("(app-sw: 'cold' is the first reload under the service worker, 'warm' the second)")
    for name in ("app", "app-fresh", "app-sw") if "bare" in modes else ():
        if name not in modes:
            continue
        print(f"ratio {name}/bare: cold {med[name]['cold'] / med['bare']['cold']:.2f}, "
              f"warm {med[name]['warm'] / med['bare']['warm']:.2f}")
    for what, files in sent.items():
        big = ", ".join(f"{p.rsplit('/', 1)[-1]} {n / 1e6:.2f}" for p, n in sorted(files.items(), key=lambda x: -x[1])
                        if n >= 100_000)
        print(f"bytes served, {what}: {sum(files.values()) / 1e6:.2f} MB ({big}; MB)")
    print_marks()
    return 0


def print_marks() -> None:
    """Median time of each start-up mark per mode (ms from navigation start), in order."""
    for mode, loads in MARKS.items():
        names = {n for load in loads for n in load}
        med = {n: statistics.median(load[n] for load in loads if n in load) for n in names}
        shown = " ".join(f"{n} {t:.0f}" for n, t in sorted(med.items(), key=lambda x: x[1]))
        print(f"marks {mode}: {shown}")


if __name__ == "__main__":
    sys.exit(main())
