"""Fairness of every Paohuzi level (issue 13, spec §18): the cards hidden from a seat (the
other hands, their hidden 偎, the unseen stock) dealt again, every public fact kept, never
change that seat's choice at a fixed rng."""

import dataclasses
import random

import pytest

from cardroom.bots import Limit, make_bot
from paohuzi.bots.normal import normal_action
from paohuzi.bots.worlds import Inference

from .phz_bot_helpers import PRESETS, random_positions

LEVEL_LIMITS = {"greedy": Limit(), "easy": Limit(), "normal": Limit(), "hard": Limit(simulations=8)}


def redistributed(deal, view, rng):
    """Another deal at the same decision with the hidden cards dealt again (a world of
    :class:`paohuzi.bots.worlds.Inference`), checked to look the same from the seat: its view
    equals ``view`` field by field (the history, which a stated position starts afresh, is
    carried over). Returns the other deal's view."""
    world = Inference(view).sample(rng).deal()
    other = dataclasses.replace(world.view(view.seat), history=view.history)
    assert other == view
    return world, other


@pytest.mark.parametrize("name", sorted(LEVEL_LIMITS))
def test_hidden_cards_dealt_again_never_change_the_choice(name):
    # Hard on a small budget, allowed to leave Normal's choice after two worlds (the level
    # asks 8), so that its worlds and playouts decide here
    bot = make_bot("paohuzi", name, min_worlds=2) if name == "hard" else make_bot("paohuzi", name)
    limit = LEVEL_LIMITS[name]
    rng = random.Random(13)
    checked = moved = 0
    every = 9 if name == "hard" else 3
    deals = 3 if name == "hard" else 6
    for preset in ("default", "wiki10", "chi_drawn"):
        for deal, view in random_positions(PRESETS[preset], deals, f"fair-{name}-{preset}", every=every,
                                           policy=normal_action):
            if len(view.actions) < 2:
                continue
            base = bot.choose(view, random.Random(21), limit).play
            for _ in range(2):
                world, other = redistributed(deal, view, rng)
                mine = deal.position()
                theirs = world.position()
                moved += any(mine["hands"][s] != theirs["hands"][s] for s in range(3) if s != view.seat) \
                    or mine["stock"] != theirs["stock"]
                assert bot.choose(other, random.Random(21), limit).play == base, (name, view.history)
            checked += 1
    assert checked >= (12 if name == "hard" else 40)
    assert moved >= checked  # the hidden cards really were dealt again
