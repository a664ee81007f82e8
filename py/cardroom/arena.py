"""A duplicate-deal arena for computer players, written once for every game.

A *duplicate deal* is one shuffle played three times: the hero in seat 0, then seat 1,
then seat 2, two copies of the field bot in the other seats. The hero holds every seat's
cards once against the same opponents, so the luck of the deal cancels out of the
comparison. A game plugs in through a subclass of :class:`ArenaGame` (how to make the
deal of a duplicate, whose decision it is, how to apply a bot's answer, how the deal
ended); this module plays, times and sums up:

* **mean points per duplicate deal** of the hero (averaged over its three plays), with a
  95% confidence interval (1.96 standard errors over the duplicate deals, which are
  independent); 0 is "as strong as the field";
* **share won**: the fraction of plays the hero won (1/3 is par), and, for games with
  drawn deals, the share of plays nobody won;
* **think time**: wall-clock milliseconds per move (median, p95, max), the same for
  *decisions* only (moves with more than one legal choice), and CPU milliseconds, which a
  busy machine does not inflate; for the hero and for the field.

Seeding: deal ``i`` of a run with seed ``S`` uses the deal seed ``f"{S}/{i}"``; every bot
call draws from ``random.Random(f"{S}/{i}/{rotation}/{seat}/{ply}")``. So a run is
reproducible for any number of worker processes (``jobs``), and runs over disjoint deal
ranges (``first``) can be saved (``--json``) and merged (``--merge``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .bots import Limit, make_bot, use_clock

TIME_KEYS = ("ms", "decision_ms", "cpu_ms", "decision_cpu_ms")
"""Think-time series kept per side (``hero_ms``, ``field_decision_ms``, …)."""


class ArenaGame:
    """What the arena needs from a game. Subclass at module level (instances are sent to
    worker processes) and set :attr:`game` to the game's package name."""

    game = ""
    """The package name, as ``cardroom.bots.make_bot`` takes it (``"paodekuai"``)."""

    def levels(self) -> dict[str, Limit]:
        """The levels' default budgets (``<game>.bots.LEVELS``)."""
        return importlib.import_module(f"{self.game}.bots").LEVELS

    def bot_limit(self, name: str, time_ms: int | None) -> Limit:
        """The arena budget of a bot: its level's default if it is a level, time cap replaced."""
        return replace(self.levels().get(name, Limit()), time_ms=time_ms)

    def check(self, config: Any) -> None:
        """Raise ``ValueError`` for a configuration this game cannot play."""

    def new_deal(self, config: Any, deal_seed: str, index: int) -> Any:
        """The deal of duplicate ``index`` (the same object state for all three rotations)."""
        raise NotImplementedError

    def to_move(self, deal: Any) -> int:
        """The seat whose decision is awaited (the deal is not over)."""
        raise NotImplementedError

    def is_over(self, deal: Any) -> bool:
        return bool(deal.is_over)

    def choices(self, deal: Any, view: Any) -> int:
        """How many legal moves the seat has (a move with one choice is not a decision)."""
        raise NotImplementedError

    def apply(self, deal: Any, seat: int, play: Any) -> None:
        """Apply a bot's answer (``BotResult.play``)."""
        raise NotImplementedError

    def ply(self, deal: Any, moves: int) -> int:
        """The ply used in the bot's rng seed; ``moves`` is the number of moves applied so far."""
        return moves

    def outcome(self, deal: Any) -> tuple[tuple[int, ...], int | None]:
        """``(points per seat, winning seat or None)`` of a finished deal."""
        r = deal.result
        return tuple(r.points), r.winner

    def describe(self, meta: dict[str, Any]) -> str:
        """The configuration part of the report's first line (``"preset=standard"``)."""
        return f"config={meta.get('config')}"

    def same_pairing(self, a: dict[str, Any], b: dict[str, Any]) -> bool:
        """Saved runs ``a`` and ``b`` (their meta) may be merged."""
        return (a["hero"], a["field"], a.get("config")) == (b["hero"], b["field"], b.get("config"))

    def extra_lines(self, s: dict[str, Any]) -> list[str]:
        """Lines the game adds to the report, after the share won."""
        return []

    decision_cpu = False
    """Report the CPU time per decision too (on each side's think-time line)."""


def game_of(name: str) -> ArenaGame:
    """The :class:`ArenaGame` of a game package: ``<name>.arena.GAME``."""
    return importlib.import_module(f"{name}.arena").GAME


def play_duplicate(game: ArenaGame, hero_name: str, field_name: str, config: Any, seed: str, index: int,
                   time_ms: int | None) -> dict[str, Any]:
    """Play duplicate deal ``index`` three times (hero in seat 0, 1, 2).

    Returns:
        ``{"index", "points": [3], "won": [3 bools], "drawn": [3 bools], "hero_ms": [...], ...}``
        with one think-time entry per move of each side (keys :data:`TIME_KEYS`).
    """
    deal_seed = f"{seed}/{index}"
    hero = make_bot(game.game, hero_name)
    field = make_bot(game.game, field_name)
    limits = {"hero": game.bot_limit(hero_name, time_ms), "field": game.bot_limit(field_name, time_ms)}
    out: dict[str, Any] = {"index": index, "points": [], "won": [], "drawn": []}
    for who in ("hero", "field"):
        for k in TIME_KEYS:
            out[f"{who}_{k}"] = []
    for rot in range(3):
        d = game.new_deal(config, deal_seed, index)
        moves = 0
        while not game.is_over(d):
            seat = game.to_move(d)
            who = "hero" if seat == rot else "field"
            bot = hero if who == "hero" else field
            view = d.view(seat)
            rng = random.Random(f"{deal_seed}/{rot}/{seat}/{game.ply(d, moves)}")
            t0 = time.perf_counter()
            c0 = time.process_time()
            res = bot.choose(view, rng, limits[who])
            ms = round((time.perf_counter() - t0) * 1000, 3)
            cpu = round((time.process_time() - c0) * 1000, 3)
            out[f"{who}_ms"].append(ms)
            out[f"{who}_cpu_ms"].append(cpu)
            if game.choices(d, view) > 1:
                out[f"{who}_decision_ms"].append(ms)
                out[f"{who}_decision_cpu_ms"].append(cpu)
            game.apply(d, seat, res.play)
            moves += 1
        points, winner = game.outcome(d)
        out["points"].append(points[rot])
        out["won"].append(winner == rot)
        out["drawn"].append(winner is None)
    return out


def _task(args: tuple[Any, ...]) -> dict[str, Any]:
    """Worker entry point: ``(game package, hero, field, config, seed, index, time_ms, cpu_cap)``."""
    name, *rest, cpu_cap = args
    before = use_clock("cpu" if cpu_cap else "wall")
    try:
        return play_duplicate(game_of(name), *rest)
    finally:
        use_clock(before)


def percentiles(xs: list[float]) -> dict[str, float]:
    """``{"n", "median", "p95", "max"}`` of a series (NaN figures when it is empty); p95 is
    the value at rank ``int(0.95 n)`` of the sorted series."""
    xs = sorted(xs)
    if not xs:
        return {"n": 0, "median": float("nan"), "p95": float("nan"), "max": float("nan")}
    return {"n": len(xs), "median": statistics.median(xs), "p95": xs[min(len(xs) - 1, int(0.95 * len(xs)))],
            "max": xs[-1]}


def summarize(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Figures of a run: mean and 95% interval of the hero's points per duplicate deal, plays
    won and drawn, think-time percentiles (``hero_ms``, ``field_decision_cpu_ms``, …)."""
    per_deal = [sum(r["points"]) / len(r["points"]) for r in results]
    n = len(per_deal)
    mean = statistics.fmean(per_deal) if n else 0.0
    half = 1.96 * statistics.stdev(per_deal) / math.sqrt(n) if n > 1 else float("nan")
    plays = sum(len(r["won"]) for r in results)
    won = sum(sum(r["won"]) for r in results)
    drawn = sum(sum(r.get("drawn", [])) for r in results)
    times = {f"{who}_{k}": percentiles([x for r in results for x in r.get(f"{who}_{k}", [])])
             for who in ("hero", "field") for k in TIME_KEYS}
    return {"deals": n, "plays": plays, "mean": mean, "ci95": half, "won": won,
            "won_share": won / plays if plays else 0, "drawn": drawn, "drawn_share": drawn / plays if plays else 0,
            **times}


def report(game: ArenaGame, meta: dict[str, Any], s: dict[str, Any]) -> str:
    """The printed summary of a run."""
    lines = [
        f"arena: hero={meta['hero']} field={meta['field']} {game.describe(meta)} seed={meta['seed']} "
        f"deals={s['deals']} (x3 rotations = {s['plays']} plays) time_ms={meta.get('time_ms')}"
        + (" (on CPU time)" if meta.get("cpu_cap") else ""),
        f"hero mean points per deal: {s['mean']:+.2f} ± {s['ci95']:.2f}  "
        f"(95% CI [{s['mean'] - s['ci95']:+.2f}, {s['mean'] + s['ci95']:+.2f}])",
        f"hero share of deals won:   {100 * s['won_share']:.1f}%  ({s['won']}/{s['plays']}; par 33.3%)",
    ]
    lines += game.extra_lines(s)
    for who in ("hero", "field"):
        a, d, c = s[f"{who}_ms"], s[f"{who}_decision_ms"], s[f"{who}_cpu_ms"]
        lines.append(f"{who} think time per move: median {a['median']:.1f} ms, p95 {a['p95']:.1f} ms, "
                     f"max {a['max']:.1f} ms ({a['n']} moves); decisions only: median {d['median']:.1f} ms, "
                     f"p95 {d['p95']:.1f} ms ({d['n']}); CPU per move: median {c['median']:.1f} ms, "
                     f"p95 {c['p95']:.1f} ms" + (_decision_cpu(s[f"{who}_decision_cpu_ms"]) if game.decision_cpu else ""))
    if "elapsed_s" in meta:
        lines.append(f"elapsed: {meta['elapsed_s']:.0f} s with {meta.get('jobs', 1)} job(s)")
    return "\n".join(lines)


def _decision_cpu(c: dict[str, float]) -> str:
    return f"; CPU per decision: median {c['median']:.1f} ms, p95 {c['p95']:.1f} ms"


def run(game: ArenaGame, hero: str, field: str, deals: int, seed: str, config: Any, jobs: int = 1, first: int = 0,
        time_ms: int | None = None, progress: bool = False, cpu_cap: bool = False) -> list[dict[str, Any]]:
    """Play ``deals`` duplicate deals (indices ``first`` …) in ``jobs`` processes; the results
    sorted by index (the same for any ``jobs``). With ``cpu_cap`` the time caps are read on
    each process's CPU time (:func:`cardroom.bots.use_clock`), for the bots that read
    :func:`cardroom.bots.clock`.

    Raises:
        ValueError: for an unknown bot or a configuration the game refuses.
    """
    game.check(config)
    make_bot(game.game, hero)
    make_bot(game.game, field)
    tasks = [(game.game, hero, field, config, seed, i, time_ms, cpu_cap) for i in range(first, first + deals)]
    results: list[dict[str, Any]] = []
    if jobs <= 1:
        for t in tasks:
            results.append(_task(t))
            if progress:
                _progress(results, deals)
    else:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            for r in pool.imap_unordered(_task, tasks):
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


def merge(game: ArenaGame, paths: list[str]) -> tuple[int, str]:
    """The report of saved runs taken together: ``(status, text)``; status 2 (and a message)
    when the runs pair other bots or configurations, or share deals."""
    results: list[dict[str, Any]] = []
    meta: dict[str, Any] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        m = data["meta"]
        if meta and not game.same_pairing(m, meta):
            return 2, f"{path}: another pairing than {paths[0]}"
        meta = meta or m
        results += data["results"]
    indices = [r["index"] for r in results]
    if len(set(indices)) != len(indices):
        return 2, "the runs share deals"
    meta = {k: v for k, v in meta.items() if k != "elapsed_s"}
    return 0, report(game, meta, summarize(results))


def save(path: str, meta: dict[str, Any], results: list[dict[str, Any]]) -> None:
    """Write a run (``{"meta", "results"}``) for a later ``--merge``."""
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"meta": meta, "results": results}, f)


def argument_parser(prog: str, description: str, hero: str, field: str) -> argparse.ArgumentParser:
    """The command line every game's arena shares (the game adds its own options to it):
    ``--hero``, ``--field``, ``--deals``, ``--first``, ``--seed``, ``--jobs``, ``--time-ms``,
    ``--cpu-cap``, ``--json``, ``--merge``, ``--progress``."""
    ap = argparse.ArgumentParser(prog=prog, description=description)
    ap.add_argument("--hero", default=hero, help=f"bot whose results are reported (default {hero})")
    ap.add_argument("--field", default=field, help=f"bot in the two other seats (default {field})")
    ap.add_argument("--deals", type=int, default=100, help="duplicate deals (each played 3 times)")
    ap.add_argument("--first", type=int, default=0, help="index of the first deal (to split a run)")
    ap.add_argument("--seed", default="1", help="run seed (deal i uses '<seed>/<i>')")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--time-ms", type=int, default=None, help="cooperative time cap per move (default none)")
    ap.add_argument("--cpu-cap", action="store_true",
                    help="read --time-ms on each process's CPU time, not the wall clock (a loaded machine; "
                         "for the bots that read cardroom.bots.clock)")
    ap.add_argument("--json", metavar="FILE", help="save the run's per-deal results")
    ap.add_argument("--merge", nargs="+", metavar="FILE", help="print the figures of saved runs together")
    ap.add_argument("--progress", action="store_true", help="running figures on stderr")
    return ap


def command(game: ArenaGame, ap: argparse.ArgumentParser, argv: list[str] | None,
            config_of: Callable[[argparse.Namespace], Any],
            meta_of: Callable[[argparse.Namespace, Any], dict[str, Any]]) -> int:
    """Run an arena command line: merge saved runs, or play a run, print its report and save it.

    Args:
        game: the game.
        ap: its parser (from :func:`argument_parser`, plus the game's options).
        argv: the arguments (``None``: ``sys.argv``).
        config_of: the game's configuration from the parsed arguments (``ValueError`` if bad).
        meta_of: the configuration's entries in the saved run's ``meta`` (and the report).

    Returns:
        The exit status: 0, or 2 when saved runs cannot be merged. Bad arguments exit
        through ``ap.error`` (status 2).
    """
    args = ap.parse_args(argv)
    if args.merge:
        status, text = merge(game, args.merge)
        print(text, file=sys.stderr if status else sys.stdout)
        return status
    if args.deals < 1 or args.jobs < 1:
        ap.error("--deals and --jobs must be at least 1")
    t0 = time.time()
    try:
        config = config_of(args)
        results = run(game, args.hero, args.field, args.deals, args.seed, config, args.jobs, args.first,
                      args.time_ms, args.progress, args.cpu_cap)
    except ValueError as exc:
        ap.error(str(exc))
    meta = {"hero": args.hero, "field": args.field, **meta_of(args, config), "seed": args.seed,
            "first": args.first, "time_ms": args.time_ms, "cpu_cap": args.cpu_cap, "jobs": args.jobs,
            "elapsed_s": time.time() - t0}
    print(report(game, meta, summarize(results)))
    if args.json:
        save(args.json, meta, results)
    return 0
