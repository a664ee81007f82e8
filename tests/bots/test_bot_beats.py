"""``can_beat`` answers exactly what listing the beating plays would (spec §3 … §7)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from paodekuai.bots.beats import can_beat
from paodekuai.bots.normal import hand_counts
from paodekuai.movegen import generate
from paodekuai import parse_cards

TABLES = [(k, u, key) for k, us in (("single", [1]), ("pair", [1]), ("bomb", [1]), ("triple_two", [1]),
                                    ("straight", [5, 6, 8]), ("pair_run", [2, 3, 4]), ("airplane", [2, 3]))
          for u in us for key in range(3, 16)]


def counts(text):
    return hand_counts(parse_cards(text))


@st.composite
def hands(draw):
    """A hand of up to 16 cards from the 48-card deck's rank counts (one 2, three aces)."""
    deck = [4] * 11 + [3, 1]
    n = draw(st.integers(1, 16))
    rng = random.Random(draw(st.integers(0, 2**32)))
    pool = [r for r in range(13) for _ in range(deck[r])]
    c = [0] * 13
    for r in rng.sample(pool, n):
        c[r] += 1
    return c


@settings(max_examples=3000, deadline=None)
@given(hands(), st.sampled_from(TABLES), st.booleans(), st.booleans())
def test_can_beat_agrees_with_the_move_generator(hand, table, split, restricted):
    usable = list(hand) if split else [0 if c == 4 else c for c in hand]
    assert can_beat(hand, usable, table, restricted) == bool(generate(hand, usable, table, restricted))


def test_can_beat_on_the_documented_cases():
    # 3 4 5 6 7 beats a five-card straight up to the 6, not one to the 7
    h = counts("3S 4S 5S 6S 7S")
    assert can_beat(h, h, ("straight", 5, 6)) and not can_beat(h, h, ("straight", 5, 7))
    # a triple needs two other cards, unless it is the whole hand (§4)
    h = counts("8S 8H 8C 3S")
    assert can_beat(h, h, ("triple_two", 1, 7))
    h = counts("8S 8H 8C 3S 9D 9H")
    assert can_beat(h, h, ("triple_two", 1, 7)) and not can_beat(h, h, ("triple_two", 1, 8))
    # standard: four 9s cannot be split, but the bomb beats any non-bomb
    h = counts("9S 9H 9C 9D 4S")
    assert can_beat(h, [0 if c == 4 else c for c in h], ("pair", 1, 12))
    assert not can_beat(h, [0 if c == 4 else c for c in h], ("bomb", 1, 10))
    # last card: the highest single only
    h = counts("5S TD")
    assert not can_beat(h, h, ("single", 1, 10), highest_single_only=True)
    assert can_beat(h, h, ("single", 1, 9), highest_single_only=True)
