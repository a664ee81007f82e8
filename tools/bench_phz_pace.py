"""How long each step of a Paohuzi deal stays on the table at a speed (issue 12, pace).

Plays one deal in Chromium against a served dist/ (``python3 build.py serve --port N``): the
person wins when offered, else passes every claim and discards the first card offered, at
once. Every change of the table is timed (a MutationObserver in the page); a step is one
line of the deal (the view's history: the last part of ``data-pos``), and its time on screen
runs from when it is drawn to when the next step is. Steps drawn together with others (a
reply drawn at once) are on screen 0 ms on their own, but for the last of them. The time
while the person is asked is left out (that is the person's time, not the pace). After each
of the person's passes, the time from the click to the next line of the deal drawn is timed
too (the pass itself shows nothing: that line should come a pace later, not at once).

    python3 tools/bench_phz_pace.py --url http://127.0.0.1:8792/ --seed 7 [--before]

``--before`` serves the Paohuzi module with ``frames: false`` (the table as it was before the
frames: each reply drawn at once). Prints the steps timed, their median and least time on
screen (ms), how many were drawn together with others, the steps that name more than
three cards (a 吃 with 比) with their median, and the median wait after your passes.
"""

from __future__ import annotations

import argparse
import json
import statistics
from typing import Any

from playwright.sync_api import sync_playwright

WATCH = """() => {
    window.__log = [];
    window.__clicks = [];
    const look = () => {
        const bar = document.querySelector('[data-testid=actions]');
        if (!bar || !bar.dataset.pos) return;
        const told = Number(bar.dataset.pos.split('/').pop());
        const asked = document.documentElement.dataset.myTurn === 'true' && JSON.parse(bar.dataset.actions).length > 0;
        const last = window.__log[window.__log.length - 1];
        if (!last || last.told !== told || last.asked !== asked) window.__log.push({t: performance.now(), told, asked});
    };
    look();
    new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true});
}"""

ASKED = """() => {
    const bar = document.querySelector('[data-testid=actions]');
    const res = document.querySelector('[data-testid=phz-result]');
    if (res && res.checkVisibility()) return 'over';
    if (document.documentElement.dataset.myTurn !== 'true') return null;
    const acts = JSON.parse(bar.dataset.actions);
    if (acts.includes('hu')) return 'hu';
    if (acts.includes('pass')) return 'pass';
    return acts.find((a) => a.startsWith('discard ')) || null;
}"""


def play(page: Any) -> None:
    """Decide at once at every decision until the result shows."""
    bar = page.locator("[data-testid=actions]")
    while True:
        page.wait_for_function(ASKED, timeout=120_000)
        act = page.evaluate(ASKED)
        if act == "over":
            return
        pos = bar.get_attribute("data-pos")
        page.evaluate(f"() => window.__clicks.push({{t: performance.now(), act: {json.dumps(act)}, told: Number({json.dumps(pos)}.split('/').pop())}})")
        if act.startswith("discard "):
            card = act.split()[1]
            page.locator(f"#hand-area button[data-card={card}]:not([data-locked])").first.click(position={"x": 8, "y": 8})
        bar.locator(f'[data-action="{act}"]').click()
        page.wait_for_function(f"""() => document.querySelector('[data-testid=actions]').dataset.pos !== {json.dumps(pos)}
            || document.querySelector('[data-testid=phz-result]')?.checkVisibility()""", timeout=120_000)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", default="http://127.0.0.1:8792/")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--speed", default="normal")
    ap.add_argument("--before", action="store_true", help="the table without frames (as before)")
    a = ap.parse_args()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
            "--disable-sync"])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        if a.before:
            def unframed(route: Any) -> None:
                r = route.fetch()
                route.fulfill(response=r, body=r.text().replace("frames: true,", "frames: false,"))
            page.route("**/js/games/paohuzi/index.js", unframed)
        page.goto(f"{a.url}?game=paohuzi&seed={a.seed}&speed={a.speed}&deals=4")
        page.wait_for_function("() => document.documentElement.dataset.engine === 'ready'", timeout=120_000)
        page.evaluate(WATCH)
        play(page)
        log = page.evaluate("window.__log")
        clicks = page.evaluate("window.__clicks")
        # the deal's lines (one per step, in order) from the deal log, to tell the person's passes
        page.locator("[data-testid=phz-result]").locator("xpath=ancestor-or-self::dialog").locator(
            ".result-actions button").first.click()
        kinds = page.locator("[data-testid=deal-log] li.log-entry").evaluate_all(
            "(lis) => lis.map((li) => `${li.dataset.type}/${li.dataset.player}`)")
        long_lines = page.locator("[data-testid=deal-log] li.log-entry").evaluate_all(
            "(lis) => lis.map((li) => li.dataset.type === 'chi' && li.textContent.includes('比'))")
        browser.close()
    first: dict[int, float] = {}  # line of the deal (1-based) -> when the table first drew it
    asked: set[int] = set()  # lines at which the person was asked (then the time is theirs)
    for rec in log:
        first.setdefault(rec["told"], rec["t"])
        if rec["asked"]:
            asked.add(rec["told"])
    drawn = sorted(first)
    on_screen: dict[int, float] = {}  # line -> ms on screen on its own
    for cur, nxt in zip(drawn, drawn[1:]):
        if cur not in asked:
            on_screen[cur] = first[nxt] - first[cur]
        for k in range(cur + 1, nxt):
            on_screen[k] = 0.0  # drawn at once with line nxt
    steps = {k: v for k, v in on_screen.items() if k >= 1 and kinds[k - 1] != "pass/0"}
    times = list(steps.values())
    bi = [v for k, v in steps.items() if long_lines[k - 1] and v > 0]
    after_pass = []  # ms from the click on 过 to the next line drawn after the pass's own
    for c in clicks:
        if c["act"] != "pass":
            continue
        later = [r for r in log if r["t"] > c["t"] and r["told"] > c["told"] + 1]
        if later:
            after_pass.append(later[0]["t"] - c["t"])
    together = sorted(kinds[k - 1].split("/")[0] for k, v in steps.items() if v == 0)
    print(f"{'before' if a.before else 'after'}: seed {a.seed}, speed {a.speed}: {len(times)} steps timed "
          f"(your own passes left out), median {statistics.median(times):.0f} ms, min {min(times):.0f} ms; "
          f"drawn at once with the next step: {len(together)} {together}; 吃 with 比: {len(bi)}, median "
          f"{statistics.median(bi) if bi else 0:.0f} ms; after your pass, the next line: {len(after_pass)}, median "
          f"{statistics.median(after_pass) if after_pass else 0:.0f} ms, min {min(after_pass) if after_pass else 0:.0f} ms")


if __name__ == "__main__":
    main()
