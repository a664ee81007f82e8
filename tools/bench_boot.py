#!/usr/bin/env python3
"""Start-up benchmark (a script, not a test): how close is the app to bare Pyodide?

Measures, in one run, in headless Chromium against the built ``dist/`` on localhost:

* **app**: navigation start → the first deal is playable (``performance.mark("first-deal")``,
  set when ``<html data-engine="ready">``: the engine booted, the match was dealt and
  rendered; ``?game=paodekuai`` opens the table directly, as for a returning player; the
  seed used gives the first lead to You, so the hand is live at once);
* **bare**: navigation start → bare Pyodide booted in a module worker on an empty page
  (``tools/bench/bare.html``, served beside ``dist/`` under ``/__bench__/``);
* for both, **cold** (fresh browser context: empty HTTP cache and storage) and **warm**
  (the same context navigated again: HTTP cache revalidated, autosave present);
* the app with ``?loader=micropip`` (cold) as well, to compare the two ways of installing
  the app's Python;
* the page's total transfer (response bodies, every request, cold).

Prints medians of N runs (default 5) and the ratios app/bare. Usage::

    python3 tools/bench_boot.py [--runs 5]

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


class BenchHandler(build.SiteHandler):
    """``dist/`` plus ``/__bench__/`` → ``tools/bench/``."""

    def translate_path(self, path: str) -> str:
        if path.startswith("/__bench__/"):
            return str(BENCH / path[len("/__bench__/"):].split("?")[0])
        return super().translate_path(path)


def first_lead_seed() -> int:
    """A seed whose first deal is led by seat 0 (the person)."""
    sys.path.insert(0, str(ROOT / "py"))
    from paodekuai import Match, Rules

    return next(s for s in range(1000) if Match.new(Rules.preset("standard"), 5, s).deal.turn == 0)


def timed(page: Any, url: str, mark: str) -> float:
    page.goto(url)
    page.wait_for_function(f"() => performance.getEntriesByName('{mark}').length > 0", timeout=120_000)
    return float(page.evaluate(f"() => performance.getEntriesByName('{mark}')[0].startTime"))


def run(browser: Any, url: str, mark: str, transfer: list[int] | None = None) -> tuple[float, float]:
    """One cold and one warm navigation in a fresh context; returns ``(cold_ms, warm_ms)``.
    With ``transfer``, the response body sizes of the cold load are appended to it."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    sizes: list[int] = []
    page.on("requestfinished", lambda req: sizes.append(req.sizes()["responseBodySize"]))
    cold = timed(page, url, mark)
    if transfer is not None:
        transfer.extend(sizes)
    warm = timed(page, url, mark)
    context.close()
    return cold, warm


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    build.ensure_built()
    server = build._Server(("127.0.0.1", 0), functools.partial(BenchHandler, directory=str(build.DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    seed = first_lead_seed()
    urls = {
        "bare": (base + "__bench__/bare.html", "pyodide-ready"),
        "app": (base + f"?game=paodekuai&seed={seed}&speed=instant", "first-deal"),
        "app-micropip": (base + f"?game=paodekuai&seed={seed}&speed=instant&loader=micropip", "first-deal"),
    }
    times: dict[str, dict[str, list[float]]] = {k: {"cold": [], "warm": []} for k in urls}
    transfer: list[int] = []
    with sync_playwright() as p:
        exe = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
        browser = p.chromium.launch(executable_path=exe, args=FLAGS)
        for i in range(args.runs):
            for name, (url, mark) in urls.items():  # interleaved, so machine noise hits all alike
                cold, warm = run(browser, url, mark, transfer if (name == "app" and i == 0) else None)
                times[name]["cold"].append(cold)
                times[name]["warm"].append(warm)
        browser.close()
    server.shutdown()

    med = {k: {w: statistics.median(v[w]) for w in ("cold", "warm")} for k, v in times.items()}
    print(f"start-up, median of {args.runs} runs (ms from navigation start), headless Chromium, localhost")
    print(f"{'':14}{'cold':>10}{'warm':>10}   runs (cold)")
    for name in urls:
        runs = " ".join(f"{x:.0f}" for x in times[name]["cold"])
        print(f"{name:14}{med[name]['cold']:>10.0f}{med[name]['warm']:>10.0f}   {runs}")
    for name in ("app", "app-micropip"):
        print(f"ratio {name}/bare: cold {med[name]['cold'] / med['bare']['cold']:.2f}, "
              f"warm {med[name]['warm'] / med['bare']['warm']:.2f}")
    print(f"page transfer (cold, response bodies, {len(transfer)} requests): {sum(transfer) / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
