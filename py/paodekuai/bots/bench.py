"""Hard's speed: ``python3 -m paodekuai.bots.bench [--quick] [--json] [--simulations N]``.

Single-threaded, over a fixed set of seeded positions (the decisions of deals the Normal
policy plays in all three seats, both presets; the same on every machine), it prints
medians of:

* **playouts per second**: a whole deal played on from its first move with the Normal
  policy for all three seats, on rank counts (:meth:`paodekuai.bots.sim.Sim.playout`);
* **worlds per second**: guesses of the hidden hands as Hard draws them for one decision
  (:class:`paodekuai.bots.hard` step 2, the opponent model included);
* **CPU ms per Hard decision** at ``--simulations`` (the Hard level's default unless
  given) and the CPU ms per simulation, from which it prints how many simulations fit in
  the arena's 280 ms (CPython's stand-in for the browser's 500 ms, Pyodide being about
  1.8 times slower): the median over decisions and the 10th percentile (the dearest).

Each figure is the median over ``--repeats`` runs (default 3), CPU time
(``time.process_time``), so other processes on a shared machine inflate it little.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from cardroom.bots import Limit, make_bot

from ..deal import Deal
from ..rules import Rules
from ..view import SeatView
from . import LEVELS
from .hard import HardBot, _Search
from .normal import hand_counts
from .sim import Sim

ARENA_MS = 280
"""The arena's time cap per decision that stands for the browser's 500 ms."""


def decisions(deals: int) -> list[SeatView]:
    """Views of the seat to move at every decision (more than one legal move) of ``deals``
    deals per preset, each played by the Normal policy in all seats."""
    normal = make_bot("paodekuai", "normal")
    out = []
    for preset in ("standard", "home"):
        for i in range(deals):
            d = Deal.new(Rules.preset(preset), f"bench-hard-{i}", first_of_match=i % 2 == 0)
            while not d.is_over:
                v = d.view(d.turn)
                if len(v.legal_plays) + (1 if v.can_pass else 0) > 1:
                    out.append(v)
                d.play(normal.choose(v).play)
    return out


def _playouts_per_s(n: int) -> float:
    sims = []
    for i in range(n):
        d = Deal.new(Rules.preset("standard"), f"bench-playout-{i}")
        sims.append(Sim([hand_counts(d.hand(s)) for s in range(3)], d.turn, None, None, 0, [False] * 3, False,
                        False))
    t0 = time.process_time()
    for s in sims:
        s.copy().playout()
    return n / (time.process_time() - t0)


def _worlds_per_s(views: list[SeatView], per_view: int) -> float:
    bot = HardBot()
    made = 0
    t0 = time.process_time()
    for i, v in enumerate(views):
        search = _Search(v, random.Random(i), bot, None)
        search.world(per_view - 1)
        made += per_view
    return made / (time.process_time() - t0)


def _decisions(views: list[SeatView], sims: int) -> tuple[list[float], list[float]]:
    bot = HardBot()
    per_decision, per_sim = [], []
    for i, v in enumerate(views):
        t0 = time.process_time()
        res = bot.choose(v, random.Random(i), Limit(simulations=sims))
        ms = (time.process_time() - t0) * 1000
        if res.info.get("simulations"):
            per_decision.append(ms)
            per_sim.append(ms / res.info["simulations"])
    return per_decision, per_sim


def run(quick: bool = False, sims: int | None = None, repeats: int = 3) -> dict[str, float]:
    """Every measurement; the medians by name."""
    sims = sims or LEVELS["hard"].simulations or 200
    views = decisions(2 if quick else 6)
    runs = []
    for _ in range(repeats):
        per_decision, per_sim = _decisions(views, sims)
        runs.append({"playouts_per_s": _playouts_per_s(50 if quick else 200),
                     "worlds_per_s": _worlds_per_s(views, 8),
                     "decision_ms": statistics.median(per_decision),
                     "decision_p90_ms": sorted(per_decision)[int(0.9 * len(per_decision))],
                     "ms_per_simulation": statistics.median(per_sim),
                     "fit_median": statistics.median(ARENA_MS / x for x in per_sim),
                     "fit_p10": sorted(ARENA_MS / x for x in per_sim)[len(per_sim) // 10]})
    out = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    out["simulations"] = sims
    out["decisions"] = len(views)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python3 -m paodekuai.bots.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer positions (a smoke run)")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    ap.add_argument("--simulations", type=int, default=None, help="Hard's simulations per decision")
    ap.add_argument("--repeats", type=int, default=3, help="runs, the median of which is printed")
    args = ap.parse_args(argv)
    res = run(args.quick, args.simulations, args.repeats)
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], **res}))
        return
    print(f"Hard bench (Python {sys.version.split()[0]}, single-threaded CPU time, median of {args.repeats})")
    print(f"  playouts from a deal's start : {res['playouts_per_s']:8.0f} /s")
    print(f"  worlds drawn for a decision  : {res['worlds_per_s']:8.0f} /s")
    print(f"  Hard decision, {res['simulations']} simulations: median {res['decision_ms']:6.1f} ms, "
          f"p90 {res['decision_p90_ms']:6.1f} ms ({res['decisions']} decisions)")
    print(f"  per simulation               : median {res['ms_per_simulation']:.3f} ms; simulations that fit in "
          f"{ARENA_MS} ms: median {res['fit_median']:.0f}, 10th percentile {res['fit_p10']:.0f} (the dearest "
          f"decisions, a deal's first moves)")


if __name__ == "__main__":
    main()
