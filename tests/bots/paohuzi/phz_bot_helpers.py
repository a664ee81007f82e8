"""Helpers for the Paohuzi bot tests (not a test module)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from paohuzi import Deal, Match, Rules

PRESETS = {
    "default": Rules(),
    "wiki10": Rules(fan_table="wiki", min_huxi=10),
    "hu_mandatory": Rules(hu_mandatory=True),
    "chi_drawn": Rules(next_can_chi_drawn=True, pao_blocks_other_hu=True, own_discard_is_chou=False),
}
"""Rule sets the bots are checked under: the defaults, the arena's second preset, and options
that change what is asked (§19)."""


def random_positions(rules: Rules, deals: int, seed: str, every: int = 1,
                     policy=None) -> Iterator[tuple[Deal, object]]:
    """Positions of deals played by random legal actions (or by ``policy(view) -> action``),
    every ``every``-th decision, as ``(deal copy, view of the seat asked)``."""
    rng = random.Random(seed)
    for i in range(deals):
        d = Deal.new(rules, f"{seed}/{i}", dealer=i % 3)
        n = 0
        while not d.is_over:
            seat = d.pending[0]
            if n % every == 0:
                yield d.clone(), d.view(seat)
            d.act(seat, rng.choice(d.actions(seat)) if policy is None else policy(d.view(seat)))
            n += 1


def match_positions(rules: Rules, deals: int, seed: str, choose) -> Iterator[tuple[Deal, object]]:
    """Positions of a match's deals (3 or 4 players, ``rules.players``), each decision taken by
    ``choose(view) -> action``; yields ``(deal, view)`` before each decision."""
    m = Match.new(rules, seed)
    for k in range(deals):
        d = m.deal
        while not d.is_over:
            seat = d.pending[0]
            view = d.view(seat)
            yield d, view
            d.act(seat, choose(view))
        if k + 1 < deals:
            m.next_deal()
