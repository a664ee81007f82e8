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
cap, so results depend on no clock; ``--time-ms`` puts a cap back, read on the wall clock or,
with ``--cpu-cap``, on each process's CPU time (which other work on a loaded machine does
not eat). In the home preset, odd deals are played as a match's later deal
(``first_of_match`` false) led by a seat drawn from the deal seed, as after a previous
deal's winner; even deals open a match (3♠ leads and must be played).

``--json FILE`` saves every play's result; ``--merge FILE...`` prints the figures of saved
runs together (e.g. runs over disjoint ``--first``/``--deals`` ranges).
"""

from __future__ import annotations

import random
import sys
from typing import Any

from cardroom import arena as shared
from cardroom.bots import Limit

from .deal import Deal
from .rules import Rules


class PaodekuaiArena(shared.ArenaGame):
    """Pao De Kuai for the shared arena: the configuration is the rule preset's name."""

    game = "paodekuai"

    def check(self, config: Any) -> None:
        Rules.preset(config)

    def new_deal(self, config: Any, deal_seed: str, index: int) -> Deal:
        return make_deal(Rules.preset(config), deal_seed, index)

    def to_move(self, deal: Deal) -> int:
        return deal.turn

    def choices(self, deal: Deal, view: Any) -> int:
        return len(view.legal_plays) + (1 if view.can_pass else 0)

    def apply(self, deal: Deal, seat: int, play: Any) -> None:
        deal.play(play)

    def ply(self, deal: Deal, moves: int) -> int:
        return deal.ply

    def describe(self, meta: dict[str, Any]) -> str:
        return f"preset={meta['preset']}"

    def same_pairing(self, a: dict[str, Any], b: dict[str, Any]) -> bool:
        return (a["hero"], a["field"], a["preset"]) == (b["hero"], b["field"], b["preset"])


GAME = PaodekuaiArena()
"""This game's :class:`cardroom.arena.ArenaGame`."""


def bot_limit(name: str, time_ms: int | None) -> Limit:
    """The arena budget of a bot: its level's default (if it is a level), time cap replaced."""
    return GAME.bot_limit(name, time_ms)


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
    return shared.play_duplicate(GAME, hero_name, field_name, preset, seed, index, time_ms)


summarize = shared.summarize


def report(meta: dict[str, Any], s: dict[str, Any]) -> str:
    """The printed summary of a run."""
    return shared.report(GAME, meta, s)


def run(hero: str, field: str, deals: int, seed: str, preset: str, jobs: int = 1, first: int = 0,
        time_ms: int | None = None, progress: bool = False, cpu_cap: bool = False) -> list[dict[str, Any]]:
    """Play ``deals`` duplicate deals (indices ``first`` …); results sorted by index
    (``cpu_cap``: the time cap read on CPU time, as ``--cpu-cap``).

    Raises:
        ValueError: for an unknown bot or preset.
    """
    return shared.run(GAME, hero, field, deals, seed, preset, jobs, first, time_ms, progress, cpu_cap)


def main(argv: list[str] | None = None) -> int:
    ap = shared.argument_parser("python3 -m paodekuai.arena", __doc__.split("\n\n")[0], "hard", "normal")
    ap.add_argument("--preset", default="standard", choices=["standard", "home"])
    return shared.command(GAME, ap, argv, lambda args: args.preset, lambda args, preset: {"preset": preset})


if __name__ == "__main__":
    status = main()
    if status:
        sys.exit(status)
