"""Arena: duplicate deals between Paohuzi computer players (issue 13), on :mod:`cardroom.arena`.

``python3 -m paohuzi.arena --hero normal --field greedy --deals 300 --jobs 2``
``python3 -m paohuzi.arena --hero normal --field easy --rule fan_table=wiki --rule min_huxi=10``

A duplicate deal is one shuffle (dealer seat 0) played three times, the hero in seat 0,
then 1, then 2, two copies of the field bot in the other seats; the figures are those of
:mod:`cardroom.arena` (mean points per duplicate deal with its 95% interval, share won,
think time per move and per decision, wall and CPU) plus the share of plays that ended in
流局 (nobody won, §16). Any §19 option can be set with ``--rule KEY=VALUE`` (repeatable;
``true`` / ``false`` for the switches); ``players`` is a match concern and has no effect on a
deal. Budgets are the levels' defaults (``paohuzi.bots.LEVELS``) without their time cap, so
results depend on no clock; ``--time-ms`` puts a cap back, read on the wall clock or, with
``--cpu-cap``, on each process's CPU time (:func:`cardroom.bots.use_clock`). ``--json FILE`` saves a run,
``--merge FILE...`` prints saved runs together (disjoint ``--first`` / ``--deals`` ranges).
"""

from __future__ import annotations

import sys
from dataclasses import fields
from typing import Any

from cardroom import arena as shared

from .deal import Deal
from .rules import Rules


def parse_rule(text: str) -> tuple[str, Any]:
    """``"min_huxi=10"`` → ``("min_huxi", 10)``; ``"hu_mandatory=true"`` → ``(…, True)``.

    Raises:
        ValueError: for an unknown option, a missing ``=`` or a value of the wrong type.
    """
    key, sep, raw = text.partition("=")
    key = key.strip()
    raw = raw.strip()
    types = {f.name: f.type for f in fields(Rules)}
    if not sep or key not in types:
        raise ValueError(f"--rule wants KEY=VALUE with KEY one of {', '.join(types)}; got {text!r}")
    kind = types[key]
    if kind in ("bool", bool):
        if raw.lower() not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
            raise ValueError(f"--rule {key} takes true or false, not {raw!r}")
        return key, raw.lower() in ("true", "1", "yes", "on")
    if kind in ("int", int):
        try:
            return key, int(raw)
        except ValueError:
            raise ValueError(f"--rule {key} takes a whole number, not {raw!r}") from None
    return key, raw


def rules_of(config: dict[str, Any]) -> Rules:
    """The rules of an arena configuration (a dict of §19 options that differ from the defaults)."""
    return Rules(**config)


class PaohuziArena(shared.ArenaGame):
    """Paohuzi for the shared arena: the configuration is a dict of §19 options."""

    game = "paohuzi"
    decision_cpu = True

    def check(self, config: Any) -> None:
        rules_of(config)

    def new_deal(self, config: Any, deal_seed: str, index: int) -> Deal:
        return Deal.new(rules_of(config), deal_seed, dealer=0)

    def to_move(self, deal: Deal) -> int:
        return deal.pending[0]

    def choices(self, deal: Deal, view: Any) -> int:
        return len(view.actions)

    def apply(self, deal: Deal, seat: int, play: Any) -> None:
        deal.act(seat, play)

    def describe(self, meta: dict[str, Any]) -> str:
        rules = meta.get("rules") or {}
        return "rules=" + (",".join(f"{k}={v}" for k, v in sorted(rules.items())) or "default")

    def same_pairing(self, a: dict[str, Any], b: dict[str, Any]) -> bool:
        return (a["hero"], a["field"], a.get("rules") or {}) == (b["hero"], b["field"], b.get("rules") or {})

    def extra_lines(self, s: dict[str, Any]) -> list[str]:
        return [f"share of 流局 (no winner):  {100 * s['drawn_share']:.1f}%  ({s['drawn']}/{s['plays']})"]


GAME = PaohuziArena()
"""This game's :class:`cardroom.arena.ArenaGame`."""


def run(hero: str, field: str, deals: int, seed: str, rules: dict[str, Any] | None = None, jobs: int = 1,
        first: int = 0, time_ms: int | None = None, progress: bool = False,
        cpu_cap: bool = False) -> list[dict[str, Any]]:
    """Play ``deals`` duplicate deals (indices ``first`` …) under the §19 options ``rules``;
    results sorted by index, the same for any ``jobs`` (``cpu_cap``: the time caps read on
    each process's CPU time, as ``--cpu-cap``).

    Raises:
        ValueError: for an unknown bot or a bad option.
    """
    return shared.run(GAME, hero, field, deals, seed, dict(rules or {}), jobs, first, time_ms, progress, cpu_cap)


def main(argv: list[str] | None = None) -> int:
    ap = shared.argument_parser("python3 -m paohuzi.arena", __doc__.split("\n\n")[0], "normal", "greedy")
    ap.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                    help="a §19 rule option (repeatable), e.g. fan_table=wiki or min_huxi=10")
    return shared.command(GAME, ap, argv, lambda args: dict(parse_rule(r) for r in args.rule),
                          lambda args, rules: {"rules": rules})


if __name__ == "__main__":
    status = main()
    if status:
        sys.exit(status)
