"""Helpers for the bot tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from paodekuai import Deal, Rules, SeatView

from ..paodekuai.pdk_helpers import HOME, STANDARD, deal  # noqa: F401  (re-exported)

def random_positions(rules: Rules, deals: int, seed: str, every: int = 1) -> Iterator[tuple[Deal, SeatView]]:
    """Positions of deals played by random legal moves (every ``every``-th move), as
    ``(deal, view of the seat to move)``; the deal is a copy the caller may change.

    Home deals alternate between a match's first deal and a later one led by any seat.
    """
    rng = random.Random(seed)
    for i in range(deals):
        later = rules.next_leader == "winner" and i % 2 == 1
        d = Deal.new(rules, f"{seed}/{i}", leader=rng.randrange(3) if later else None, first_of_match=not later)
        ply = 0
        while not d.is_over:
            if ply % every == 0:
                yield d.copy(), d.view(d.turn)
            plays = d.legal_plays()
            d.play(rng.choice(plays) if plays else None)
            ply += 1


def redistributed(view: SeatView, rng: random.Random) -> SeatView:
    """The same view in another world: the hidden cards dealt again at random between the
    two other seats (same counts), the history replayed on top."""
    others = [(view.seat + 1) % 3, (view.seat + 2) % 3]
    hidden = [c for c in view.unseen()]
    rng.shuffle(hidden)
    n = view.counts[others[0]]
    world = view.world({others[0]: hidden[:n], others[1]: hidden[n:n + view.counts[others[1]]]})
    return world.view(view.seat)
