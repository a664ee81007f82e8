"""Benchmark of the Paohuzi engine: ``python3 -m paohuzi.bench`` (run with ``PYTHONPATH=py``).

Prints medians in microseconds for:

* ``evaluate()`` on the winning hands of spec §21 (TC02–TC15), warm memo and cold memo
  (the partition memo cleared before every call);
* ``evaluate()`` on random 20-card hands with a random 21st card from a random source;
* ``actions()`` listing and ``act()`` on positions reached by seeded random play;
* on the same positions, ``position()`` and rebuilding a deal from it,
  ``Deal.from_setup(rules, **position)`` (what search bots do for each sampled world);

and random-action deals per second (``Deal.new`` + random legal actions to the end).
Targets (CPython): ``evaluate()`` median ≤ 200 µs on both hand sets, ≥ 300 deals/s.

Options: ``--quick`` (fewer samples), ``--json`` (one JSON object, for comparisons),
``--cpu`` (time with the process's CPU clock instead of the wall clock: steadier on a
loaded machine),
``--pyodide DIR`` (also run this benchmark under Pyodide in Node, via
``tools/pyodide_node.mjs`` and the Pyodide npm package unpacked in ``DIR``, and print the
Pyodide / CPython ratio of every figure in the same run). The machine is shared and noisy:
medians, not means.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from typing import Any

from cardroom.benchtools import pyodide_dir_default, run_under_pyodide

from . import partition
from .cards import CODES, new_deck
from .deal import Deal
from .rules import Rules
from .scoring import evaluate

_clock = time.perf_counter
"""The timer every figure uses (``time.process_time`` with ``--cpu``)."""

WINNING = [
    ([], "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x7", "self", False),
    ([], "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x4", "self", False),
    ([], "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x7", "other", False),
    ([], "x2 d2 d2 x2 x3 x4 x1 x3 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9", "x2", "other", False),
    ([], "x5 x5 d10 d10 d10 d1 d2 d3 x6 x7 x8 d4 d5 d6 x8 x9 x10 d7 d8 d9", "x5", "self", False),
    (["peng x3"], "x1 x1 d10 d10 d10 d9 d9 d9 d8 d8 d8 x7 x8 x9 x4 x5 x6", "x3", "other", False),
    (["peng x1", "wei x3"], "x4 x4 x4 x5 x5 x5 d6 d6 d6 d8 d8 d8 x9 x9", "x9", "other", False),
    (["ti d10", "peng d7"], "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9", "d9", "other", False),
    (["ti d10", "peng d7"], "d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9", "d9", "self", False),
    (["pao d5", "ti x9"], "x1 x2 x3 d1 d2 d3 x4 x5 x6 d7 d8 d9 x8", "x8", "self", False),
    ([], "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x7", "self", True),
]
"""The §21 winning situations as ``evaluate`` arguments (TC02, 03, 04, 07, 08, 10, 11, 12 ×2, 13, 15)."""


def _median_us(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def bench_evaluate_winning(rounds: int) -> tuple[float, float]:
    """(warm median, cold median) µs of evaluate() over the §21 winning hands."""
    rules = Rules()
    for args in WINNING:
        assert evaluate(args[0], args[1], args[2], args[3], rules, args[4]) is not None
    warm = []
    cold = []
    clock = _clock
    for _ in range(rounds):
        for m, h, c, s, last in WINNING:
            t = clock()
            evaluate(m, h, c, s, rules, last)
            warm.append(clock() - t)
    for _ in range(max(1, rounds // 10)):
        for m, h, c, s, last in WINNING:
            partition._MEMO[0].clear()
            partition._MEMO[1].clear()
            t = clock()
            evaluate(m, h, c, s, rules, last)
            cold.append(clock() - t)
    return _median_us(warm), _median_us(cold)


def bench_evaluate_random(n: int, seed: int = 1) -> float:
    """Median µs of evaluate() on random 20-card hands plus a random card and source."""
    rng = random.Random(seed)
    rules = Rules()
    cases = []
    for _ in range(n):
        deck = new_deck()
        rng.shuffle(deck)
        hand = " ".join(CODES[i] for i in deck[:20])
        cases.append((hand, CODES[deck[20]], rng.choice(("self", "other"))))
    clock = _clock
    out = []
    for hand, card, src in cases:
        t = clock()
        evaluate([], hand, card, src, rules)
        out.append(clock() - t)
    return _median_us(out)


def _random_positions(n_deals: int, seed: int) -> list[Deal]:
    rng = random.Random(seed)
    out = []
    for g in range(n_deals):
        d = Deal.new(Rules(), seed * 100_003 + g, g % 3)
        while not d.is_over:
            out.append(d.clone())
            s = d.pending[0]
            d.act(s, rng.choice(d.actions(s)))
    return out


def bench_actions(n_deals: int, seed: int = 2) -> tuple[float, float, int]:
    """(median µs of a first actions() listing, median µs of act(), positions)."""
    positions = _random_positions(n_deals, seed)
    rng = random.Random(seed)
    clock = _clock
    lists = []
    acts = []
    for p in positions:
        q = p.clone()
        s = q.pending[0]
        t = clock()
        options = q.actions(s)
        lists.append(clock() - t)
        a = rng.choice(options)
        t = clock()
        q.act(s, a)
        acts.append(clock() - t)
    return _median_us(lists), _median_us(acts), len(positions)


def bench_positions(n_deals: int, seed: int = 2) -> tuple[float, float]:
    """(median µs of position(), median µs of Deal.from_setup(rules, **position))."""
    positions = _random_positions(n_deals, seed)
    clock = _clock
    reads = []
    builds = []
    for d in positions:
        t = clock()
        p = d.position()
        reads.append(clock() - t)
        t = clock()
        Deal.from_setup(d.rules, **p)
        builds.append(clock() - t)
    return _median_us(reads), _median_us(builds)


def bench_deals(n: int, seed: int = 3) -> float:
    """Random-action deals per second (shuffle and deal included)."""
    rng = random.Random(seed)
    t = _clock()
    for g in range(n):
        d = Deal.new(Rules(), seed * 1_000_003 + g, g % 3)
        while not d.is_over:
            s = d.pending[0]
            d.act(s, rng.choice(d.actions(s)))
    return n / (_clock() - t)


def run(quick: bool = False, cpu: bool = False) -> dict[str, Any]:
    """Every figure, as a dict (``cpu``: timed with ``time.process_time``)."""
    global _clock
    _clock = time.process_time if cpu else time.perf_counter
    rounds, n_rand, n_pos, n_deals = (20, 500, 20, 100) if quick else (200, 5000, 100, 600)
    warm, cold = bench_evaluate_winning(rounds)
    rand = bench_evaluate_random(n_rand)
    lst, act, npos = bench_actions(n_pos)
    pos_read, pos_build = bench_positions(n_pos)
    dps = bench_deals(n_deals)
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()} ({sys.platform})",
        "clock": "cpu" if cpu else "wall",
        "evaluate_winning_us": round(warm, 1),
        "evaluate_winning_cold_us": round(cold, 1),
        "evaluate_random_us": round(rand, 1),
        "actions_us": round(lst, 2),
        "act_us": round(act, 1),
        "position_us": round(pos_read, 1),
        "from_position_us": round(pos_build, 1),
        "positions": npos,
        "deals_per_s": round(dps, 1),
    }


LABELS = [
    ("evaluate_winning_us", "evaluate() §21 winning hands, median µs", "≤ 200"),
    ("evaluate_winning_cold_us", "evaluate() §21 winning hands, cold memo, median µs", ""),
    ("evaluate_random_us", "evaluate() random 20-card hands, median µs", "≤ 200"),
    ("actions_us", "actions() first listing, median µs", ""),
    ("act_us", "act() incl. forced play to next decision, median µs", ""),
    ("position_us", "position(), median µs", ""),
    ("from_position_us", "Deal.from_setup(rules, **position()), median µs", ""),
    ("deals_per_s", "random-action deals per second", "≥ 300"),
]


def _print(fig: dict[str, Any], other: dict[str, Any] | None = None) -> None:
    print(f"paohuzi.bench on {fig['python']}; {fig['positions']} random-play positions; {fig['clock']} clock")
    for key, label, tgt in LABELS:
        line = f"  {label:<55} {fig[key]:>10}"
        if tgt:
            line += f"   (target {tgt})"
        print(line)
    if other:
        print(f"Pyodide in Node: {other['python']}")
        for key, label, _ in LABELS:
            ratio = other[key] / fig[key] if key != "deals_per_s" else fig[key] / other[key]
            print(f"  {label:<55} {other[key]:>10}   (x{ratio:.2f} slower than CPython)")


def _run_pyodide(pyodide_dir: str, quick: bool, cpu: bool) -> dict[str, Any]:
    flags = ["--json"] + (["--quick"] if quick else []) + (["--cpu"] if cpu else [])
    return run_under_pyodide("paohuzi.bench", flags, pyodide_dir)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m paohuzi.bench", description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer samples")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--cpu", action="store_true", help="time with the process CPU clock (steadier under load)")
    ap.add_argument("--pyodide", metavar="DIR", default=pyodide_dir_default(),
                    help="unpacked Pyodide npm package: also run under Pyodide in Node and print ratios")
    args = ap.parse_args(argv)
    fig = run(args.quick, args.cpu)
    if args.json:
        print(json.dumps(fig))
        return 0
    other = _run_pyodide(args.pyodide, args.quick, args.cpu) if args.pyodide else None
    _print(fig, other)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
