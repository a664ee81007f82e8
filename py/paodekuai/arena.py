"""Arena: duplicate deals between computer players (issue 4, item 6).

``python3 -m paodekuai.arena --hero hard --field normal --deals 600 --seed 1 --preset standard``

Each *duplicate deal* is one shuffle played three times: the hero sits in seat 0, then
seat 1, then seat 2, and two copies of the field bot take the other seats. So the hero
holds every hand of the deal once, in its seat, against the same opponents, and luck of
the cards cancels out of the comparison. The figures printed:

* **mean points per deal** for the hero (averaged over the three plays of a deal), with a
  95% confidence interval (1.96 standard errors over the duplicate deals, which are
  independent). 0 means as strong as the field; the three seats' points sum to zero;
* **share of deals won**: the fraction of the plays the hero went out first in (1/3 is par);
* **think time per move** (median and 95th percentile, wall clock): every move of the
  hero, and only its *decisions* (moves with more than one legal choice); then the CPU
  time per move, which a busy machine does not inflate; the same for the field.

Each deal's seed is ``f"{seed}/{index}"``; each bot draws from a ``random.Random`` seeded
with the deal seed, the rotation, the seat and the ply, so a run is reproducible for any
``--jobs``. Budgets are the levels' defaults (``paodekuai.bots.LEVELS``) without their time
cap, so results depend on no clock; ``--time-ms`` puts a cap back. In the home preset, odd
deals are played as a match's later deal (``first_of_match`` false) led by a seat drawn
from the deal seed, as after a previous deal's winner; even deals open a match (3♠ leads
and must be played).

``--json FILE`` saves every play's result; ``--merge FILE...`` prints the figures of saved
runs together (e.g. runs over disjoint ``--first``/``--deals`` ranges).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import replace
from typing import Any

from cardroom.bots import Limit, make_bot

from .deal import Deal
from .rules import Rules


def bot_limit(name: str, time_ms: int | None) -> Limit:
    """The arena budget of a bot: its level's default (if it is a level), time cap replaced."""
    from .bots import LEVELS
    base = LEVELS.get(name, Limit())
    return replace(base, time_ms=time_ms)


def make_deal(rules: Rules, seed: str, index: int) -> Deal:
    """The deal of a duplicate: standard deals are led by 3♠; home deals alternate between
    a match's first deal and a later one led by a seat drawn from the seed."""
    if rules.next_leader == "winner" and index % 2 == 1:
        leader = random.Random(f"{seed}/leader").randrange(3)
        return Deal.new(rules, seed, leader=leader, first_of_match=False)
    return Deal.new(rules, seed)


def play_duplicate(args: tuple[str, str, str, str, int, int | None]) -> dict[str, Any]:
    """Play one duplicate deal three times; the per-rotation results and think times.

    Args:
        args: ``(hero, field, preset, seed, index, time_ms)``.
    """
    hero_name, field_name, preset, seed, index, time_ms = args
    rules = Rules.preset(preset)
    deal_seed = f"{seed}/{index}"
    hero = make_bot("paodekuai", hero_name)
    field = make_bot("paodekuai", field_name)
    limits = {"hero": bot_limit(hero_name, time_ms), "field": bot_limit(field_name, time_ms)}
    out: dict[str, Any] = {"index": index, "points": [], "won": []}
    for who in ("hero", "field"):
        for k in ("ms", "decision_ms", "cpu_ms"):
            out[f"{who}_{k}"] = []
    for rot in range(3):
        d = make_deal(rules, deal_seed, index)
        while not d.is_over:
            seat = d.turn
            who = "hero" if seat == rot else "field"
            bot = hero if who == "hero" else field
            view = d.view(seat)
            rng = random.Random(f"{deal_seed}/{rot}/{seat}/{d.ply}")
            t0 = time.perf_counter()
            c0 = time.process_time()
            res = bot.choose(view, rng, limits[who])
            ms = (time.perf_counter() - t0) * 1000
            out[f"{who}_ms"].append(round(ms, 3))
            out[f"{who}_cpu_ms"].append(round((time.process_time() - c0) * 1000, 3))
            if len(view.legal_plays) + (1 if view.can_pass else 0) > 1:
                out[f"{who}_decision_ms"].append(round(ms, 3))
            d.play(res.play)
        assert d.result is not None
        out["points"].append(d.result.points[rot])
        out["won"].append(d.result.winner == rot)
    return out


def summarize(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Figures of a run: mean and 95% interval of the hero's points per deal, share won,
    think-time percentiles."""
    per_deal = [sum(r["points"]) / len(r["points"]) for r in results]
    n = len(per_deal)
    mean = statistics.fmean(per_deal) if n else 0.0
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(n) if n > 1 else float("nan")
    plays = sum(len(r["won"]) for r in results)
    won = sum(sum(r["won"]) for r in results)

    def pct(key: str) -> dict[str, float]:
        xs = sorted(x for r in results for x in r.get(key, []))
        if not xs:
            return {"n": 0, "median": float("nan"), "p95": float("nan"), "max": float("nan")}
        return {"n": len(xs), "median": statistics.median(xs), "p95": xs[min(len(xs) - 1, int(0.95 * len(xs)))],
                "max": xs[-1]}

    times = {f"{who}_{k}": pct(f"{who}_{k}") for who in ("hero", "field") for k in ("ms", "decision_ms", "cpu_ms")}
    return {"deals": n, "plays": plays, "mean": mean, "ci95": half, "won": won,
            "won_share": won / plays if plays else 0, **times}


def report(meta: dict[str, Any], s: dict[str, Any]) -> str:
    """The printed summary of a run."""
    lines = [
        f"arena: hero={meta['hero']} field={meta['field']} preset={meta['preset']} seed={meta['seed']} "
        f"deals={s['deals']} (x3 rotations = {s['plays']} plays) time_ms={meta.get('time_ms')}",
        f"hero mean points per deal: {s['mean']:+.2f} ± {s['ci95']:.2f}  "
        f"(95% CI [{s['mean'] - s['ci95']:+.2f}, {s['mean'] + s['ci95']:+.2f}])",
        f"hero share of deals won:   {100 * s['won_share']:.1f}%  ({s['won']}/{s['plays']}; par 33.3%)",
    ]
    for who in ("hero", "field"):
        a, d, c = s[f"{who}_ms"], s[f"{who}_decision_ms"], s[f"{who}_cpu_ms"]
        lines.append(f"{who} think time per move: median {a['median']:.1f} ms, p95 {a['p95']:.1f} ms, "
                     f"max {a['max']:.1f} ms ({a['n']} moves); decisions only: median {d['median']:.1f} ms, "
                     f"p95 {d['p95']:.1f} ms ({d['n']}); CPU per move: median {c['median']:.1f} ms, "
                     f"p95 {c['p95']:.1f} ms")
    if "elapsed_s" in meta:
        lines.append(f"elapsed: {meta['elapsed_s']:.0f} s with {meta.get('jobs', 1)} job(s)")
    return "\n".join(lines)


def run(hero: str, field: str, deals: int, seed: str, preset: str, jobs: int = 1, first: int = 0,
        time_ms: int | None = None, progress: bool = False) -> list[dict[str, Any]]:
    """Play ``deals`` duplicate deals (indices ``first`` …); results sorted by index.

    Raises:
        ValueError: for an unknown bot or preset.
    """
    Rules.preset(preset)
    make_bot("paodekuai", hero)
    make_bot("paodekuai", field)
    tasks = [(hero, field, preset, seed, i, time_ms) for i in range(first, first + deals)]
    results: list[dict[str, Any]] = []
    if jobs <= 1:
        for t in tasks:
            results.append(play_duplicate(t))
            if progress:
                _progress(results, deals)
    else:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            for r in pool.imap_unordered(play_duplicate, tasks):
                results.append(r)
                if progress:
                    _progress(results, deals)
    results.sort(key=lambda r: r["index"])
    return results


def _progress(results: list[dict[str, Any]], total: int) -> None:
    if len(results) % 10 == 0 or len(results) == total:
        s = summarize(results)
        print(f"  {len(results)}/{total}: {s['mean']:+.2f} ± {s['ci95']:.2f}, won {100 * s['won_share']:.1f}%",
              file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m paodekuai.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("--hero", default="hard", help="bot whose results are reported (default hard)")
    ap.add_argument("--field", default="normal", help="bot in the two other seats (default normal)")
    ap.add_argument("--deals", type=int, default=100, help="duplicate deals (each played 3 times)")
    ap.add_argument("--first", type=int, default=0, help="index of the first deal (to split a run)")
    ap.add_argument("--seed", default="1", help="run seed (deal i uses '<seed>/<i>')")
    ap.add_argument("--preset", default="standard", choices=["standard", "home"])
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--time-ms", type=int, default=None, help="cooperative time cap per move (default none)")
    ap.add_argument("--json", metavar="FILE", help="save the run's per-deal results")
    ap.add_argument("--merge", nargs="+", metavar="FILE", help="print the figures of saved runs together")
    ap.add_argument("--progress", action="store_true", help="running figures on stderr")
    args = ap.parse_args(argv)
    if args.merge:
        results: list[dict[str, Any]] = []
        meta: dict[str, Any] = {}
        for path in args.merge:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            m = data["meta"]
            if meta and (m["hero"], m["field"], m["preset"]) != (meta["hero"], meta["field"], meta["preset"]):
                print(f"{path}: another pairing than {args.merge[0]}", file=sys.stderr)
                return 2
            meta = meta or m
            results += data["results"]
        indices = [r["index"] for r in results]
        if len(set(indices)) != len(indices):
            print("the runs share deals", file=sys.stderr)
            return 2
        meta = {k: v for k, v in meta.items() if k != "elapsed_s"}
        print(report(meta, summarize(results)))
        return 0
    if args.deals < 1 or args.jobs < 1:
        ap.error("--deals and --jobs must be at least 1")
    t0 = time.time()
    try:
        results = run(args.hero, args.field, args.deals, args.seed, args.preset, args.jobs, args.first,
                      args.time_ms, args.progress)
    except ValueError as exc:
        ap.error(str(exc))
    meta = {"hero": args.hero, "field": args.field, "preset": args.preset, "seed": args.seed, "first": args.first,
            "time_ms": args.time_ms, "jobs": args.jobs, "elapsed_s": time.time() - t0}
    print(report(meta, summarize(results)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"meta": meta, "results": results}, f)
    return 0


if __name__ == "__main__":
    status = main()
    if status:
        sys.exit(status)
