"""Engine benchmark: ``python3 -m paodekuai.bench [--quick] [--json]``.

Prints medians over a fixed set of seeded positions (the same on every machine):

* µs per ``legal_plays()`` on 16-card positions, leading (a fresh deal, its leader to move)
  and following (the leader's 16-card neighbour answering a seeded random lead), listing
  computed from scratch each time (no cached answer is reused);
* µs per ``check()`` of a play (the listed plays of those positions, as card lists);
* µs per ``SeatView.world()`` (what a search bot does for every sampled world): the view of
  the seat to move at seeded positions 0 … 40 moves into a random-play deal, the hidden
  cards dealt back at random;
* complete random-play deals per second (every move a uniformly random legal play, a pass
  taken half the time it is allowed).

With ``--pyodide DIR`` (the unpacked ``pyodide`` npm package, or ``$PYODIDE_DIR``) it runs
again under Pyodide in Node and prints each figure's ratio to CPython.

Targets (spec issue, CPython on a 2-core machine): leading ≤ 100 µs, following ≤ 40 µs,
≥ 300 deals/s. The same module runs under Pyodide, which is how the browser figure is got.
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

from .deal import Deal
from .rules import Rules

STANDARD = Rules.preset("standard")


def _lead_positions(n: int) -> list[Deal]:
    return [Deal.new(STANDARD, f"bench-lead-{i}", first_of_match=False) for i in range(n)]


def _follow_positions(n: int) -> list[Deal]:
    out = []
    for i in range(n):
        d = Deal.new(STANDARD, f"bench-follow-{i}", first_of_match=False)
        rng = random.Random(i)
        d.play(rng.choice(d.legal_plays()))
        out.append(d)
    return out


def _time_listing(positions: list[Deal], repeats: int) -> list[float]:
    """Median µs of a from-scratch ``legal_plays()`` per position."""
    per = []
    clock = time.perf_counter
    for d in positions:
        samples = []
        for _ in range(repeats):
            fresh = d.copy()
            fresh._legal = None          # the copy shares the cache; drop it
            t0 = clock()
            fresh.legal_plays()
            samples.append(clock() - t0)
        per.append(statistics.median(samples) * 1e6)
    return per


def _time_check(positions: list[Deal], per_position: int) -> list[float]:
    clock = time.perf_counter
    out = []
    for d in positions:
        plays = d.legal_plays()
        rng = random.Random(len(plays))
        for p in rng.sample(plays, min(per_position, len(plays))):
            cards = list(p.cards)
            t0 = clock()
            d.check(cards)
            out.append((clock() - t0) * 1e6)
    return out


def _world_cases(n: int) -> list[tuple[Any, dict[int, list[Any]]]]:
    """Views of the seat to move at seeded random-play positions, each with a random guess
    of the two hidden hands (the right sizes, from the cards that seat has not seen)."""
    out = []
    for i in range(n):
        rules = Rules.preset("standard" if i % 2 else "home")
        d = Deal.new(rules, f"bench-world-{i}", first_of_match=i % 4 == 0)
        rng = random.Random(i)
        for _ in range(rng.randrange(0, 40)):
            if d.is_over:
                break
            moves = d.legal_plays()
            d.play(None if not moves or (d.can_pass() and rng.random() < 0.5) else rng.choice(moves))
        if d.is_over:
            continue
        v = d.view(d.turn)
        unseen = v.unseen()
        rng.shuffle(unseen)
        a, b = (v.seat + 1) % 3, (v.seat + 2) % 3
        out.append((v, {a: unseen[:v.counts[a]], b: unseen[v.counts[a]:v.counts[a] + v.counts[b]]}))
    return out


def _time_world(cases: list[tuple[Any, dict[int, list[Any]]]], rounds: int) -> list[float]:
    """Mean µs of one ``view.world(hidden)`` over ``cases``, per round."""
    out = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for view, hidden in cases:
            view.world(hidden)
        out.append((time.perf_counter() - t0) / len(cases) * 1e6)
    return out


def random_deal(seed: int | str, rng: random.Random) -> Deal:
    """Play one deal to the end by random legal moves."""
    d = Deal.new(STANDARD, seed, first_of_match=False)
    while not d.is_over:
        moves = d.legal_plays()
        if not moves or (d.can_pass() and rng.random() < 0.5):
            d.play(None)
        else:
            d.play(rng.choice(moves))
    return d


def _deals_per_second(n: int, rounds: int) -> list[float]:
    rates = []
    for r in range(rounds):
        rng = random.Random(r)
        t0 = time.perf_counter()
        for i in range(n):
            random_deal(f"bench-deal-{r}-{i}", rng)
        rates.append(n / (time.perf_counter() - t0))
    return rates


def run(quick: bool = False) -> dict[str, float]:
    """Run every measurement; returns the medians by name."""
    n_pos = 60 if quick else 300
    lead = _lead_positions(n_pos)
    follow = _follow_positions(n_pos)
    lead_us = _time_listing(lead, 5)
    follow_us = _time_listing(follow, 5)
    check_us = _time_check(lead + follow, 5)
    rates = _deals_per_second(50 if quick else 300, 3)
    world_us = _time_world(_world_cases(100 if quick else 400), 7)
    return {
        "legal_plays_lead_us": statistics.median(lead_us),
        "legal_plays_lead_p90_us": sorted(lead_us)[int(0.9 * len(lead_us))],
        "legal_plays_follow_us": statistics.median(follow_us),
        "legal_plays_follow_p90_us": sorted(follow_us)[int(0.9 * len(follow_us))],
        "check_us": statistics.median(check_us),
        "deals_per_s": statistics.median(rates),
        "world_us": statistics.median(world_us),
        "lead_plays_listed": statistics.median(len(d.legal_plays()) for d in lead),
        "follow_plays_listed": statistics.median(len(d.legal_plays()) for d in follow),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python3 -m paodekuai.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer positions and deals (a smoke run)")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    ap.add_argument("--pyodide", metavar="DIR", default=pyodide_dir_default(),
                    help="unpacked pyodide npm package (or $PYODIDE_DIR): also run under Pyodide in Node "
                         "and print the ratios")
    args = ap.parse_args(argv)
    res = run(args.quick)
    res_env = {"python": sys.version.split()[0], "implementation": platform.python_implementation(),
               "platform": sys.platform}
    if args.json:
        print(json.dumps({**res_env, **res}))
        return
    print(f"paodekuai engine benchmark  (Python {res_env['python']} on {res_env['platform']})")
    print(f"  legal_plays() leading,   16 cards : median {res['legal_plays_lead_us']:8.1f} µs"
          f"   p90 {res['legal_plays_lead_p90_us']:8.1f} µs   ({res['lead_plays_listed']:.0f} plays)   target ≤ 100")
    print(f"  legal_plays() following, 16 cards : median {res['legal_plays_follow_us']:8.1f} µs"
          f"   p90 {res['legal_plays_follow_p90_us']:8.1f} µs   ({res['follow_plays_listed']:.0f} plays)   target ≤ 40")
    print(f"  check() of a play                 : median {res['check_us']:8.1f} µs")
    print(f"  random-play deals                 : median {res['deals_per_s']:8.0f} deals/s      target ≥ 300")
    print(f"  SeatView.world()                  : median {res['world_us']:8.1f} µs")
    if args.pyodide:
        other = run_under_pyodide("paodekuai.bench", ["--json"] + (["--quick"] if args.quick else []), args.pyodide)
        print(f"Pyodide in Node (Python {other['python']}), as a ratio to CPython (time ratio; >1 is slower):")
        for key, label in (("legal_plays_lead_us", "legal_plays() leading"),
                           ("legal_plays_follow_us", "legal_plays() following"), ("check_us", "check()"),
                           ("world_us", "SeatView.world()")):
            print(f"  {label:<34}: median {other[key]:8.1f} µs   x{other[key] / res[key]:.2f}")
        print(f"  {'random-play deals':<34}: median {other['deals_per_s']:8.0f} deals/s  "
              f"x{res['deals_per_s'] / other['deals_per_s']:.2f}")


if __name__ == "__main__":
    main()
