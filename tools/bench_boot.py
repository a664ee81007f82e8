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
* for each, **cold** (a fresh browser context: empty HTTP cache and storage) and **warm**
  (the same context navigated again: HTTP cache revalidated, autosave present);
* **app-sw**: the repeat visit of a returning player: a context with service workers
  allowed loads the app once and waits until the service worker controls the page (its
  precache filled), then each timed load is a reload served from that cache;
* the bytes the server sent: a first visit (the cold app load), a first visit with the
  service worker's install (its precache revalidates what the HTTP cache holds), and a
  repeat visit with the service worker active.

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


class BenchHandler(build.SiteHandler):
    """``dist/`` plus ``/__bench__/`` → ``tools/bench/``, counting the bytes it sends."""

    def translate_path(self, path: str) -> str:
        if path.startswith("/__bench__/"):
            return str(BENCH / path[len("/__bench__/"):].split("?")[0])
        return super().translate_path(path)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        SENT[0] += len(data)
        outputfile.write(data)


def game_seed(game: str) -> int:
    """A seed for game ``game``'s first deal: for Pao De Kuai one led by seat 0 (the
    person), so the hand is live at once; for any other game 1."""
    if game != "paodekuai":
        return 1
    sys.path.insert(0, str(ROOT / "py"))
    from paodekuai import Match, Rules

    return next(s for s in range(1000) if Match.new(Rules.preset("standard"), 5, s).deal.turn == 0)


def timed(page: Any, url: str, mark: str) -> float:
    page.goto(url)
    page.wait_for_function(f"() => performance.getEntriesByName('{mark}').length > 0", timeout=120_000)
    if page.evaluate("document.documentElement.dataset.engine") == "failed":
        raise RuntimeError(f"{url}: the engine failed to start")
    return float(page.evaluate(f"() => performance.getEntriesByName('{mark}')[0].startTime"))


def run(browser: Any, url: str, mark: str, sent: dict[str, int] | None = None) -> tuple[float, float]:
    """One cold and one warm navigation in a fresh context; returns ``(cold_ms, warm_ms)``.
    With ``sent``, the bytes served for the cold load go to ``sent["first visit"]``."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    before = SENT[0]
    cold = timed(page, url, mark)
    if sent is not None:
        sent["first visit"] = SENT[0] - before
    warm = timed(page, url, mark)
    context.close()
    return cold, warm


def run_sw(browser: Any, url: str, sent: dict[str, int] | None = None) -> tuple[float, float]:
    """A returning player's visits: load once, wait for the service worker to control the
    page, then time two reloads; returns ``(first_reload_ms, second_reload_ms)``."""
    context = browser.new_context(service_workers="allow")
    page = context.new_page()
    before = SENT[0]
    timed(page, url, "first-deal")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    page.evaluate("() => navigator.serviceWorker.ready")
    installed = SENT[0]
    first = timed(page, url, "first-deal")
    second = timed(page, url, "first-deal")
    if sent is not None:
        sent["first visit with the service worker's install"] = installed - before
        sent["repeat visit (service worker)"] = (SENT[0] - installed) // 2
    context.close()
    return first, second


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="paodekuai", help="the game whose table is opened (default paodekuai)")
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
    modes = [*urls, "app-sw"]
    times: dict[str, dict[str, list[float]]] = {k: {"cold": [], "warm": []} for k in modes}
    sent: dict[str, int] = {}
    with sync_playwright() as p:
        exe = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
        browser = p.chromium.launch(executable_path=exe, args=FLAGS)
        for i in range(args.runs):
            for name, (url, mark) in urls.items():  # interleaved, so machine noise hits all alike
                cold, warm = run(browser, url, mark, sent if (name == "app" and i == 0) else None)
                times[name]["cold"].append(cold)
                times[name]["warm"].append(warm)
            first, second = run_sw(browser, table, sent if i == 0 else None)
            times["app-sw"]["cold"].append(first)
            times["app-sw"]["warm"].append(second)
        browser.close()
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
    for name in ("app", "app-fresh", "app-sw"):
        print(f"ratio {name}/bare: cold {med[name]['cold'] / med['bare']['cold']:.2f}, "
              f"warm {med[name]['warm'] / med['bare']['warm']:.2f}")
    for what, n in sent.items():
        print(f"bytes served, {what}: {n / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
