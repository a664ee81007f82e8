"""The reference player ``greedy`` (issue 4): its three rules, determinism, legality."""

import random

import pytest

from cardroom.bots import bot_names, make_bot
from paodekuai import Deal, Rules

STANDARD = Rules.preset("standard")


def choose(hands, moves="", rules=STANDARD, leader=None, first_of_match=True):
    d = Deal.from_hands([h.strip() for h in hands.split("/")], rules, leader, first_of_match)
    for m in [m for m in moves.split("|") if m.strip()]:
        d.play(m)
    play = make_bot("paodekuai", "greedy").choose(d.view(d.turn), random.Random(0)).play
    return None if play is None else str(play)


def test_greedy_is_registered():
    assert "greedy" in bot_names("paodekuai")
    with pytest.raises(ValueError, match="unknown paodekuai bot"):
        make_bot("paodekuai", "nobody")


def test_greedy_leads_its_lowest_single():
    assert choose("3S 3H 3C 4D 9S KH / 5S 6S / 7S 8S") == "3S"


def test_greedy_leads_smallest_combination_when_no_single_is_allowed():
    # standard: a hand of unsplittable bombs has no single; the lowest bomb goes first
    assert choose("7S 7H 7C 7D / 5S 6S / 8S 9S", leader=0) == "7S 7H 7C 7D"
    assert choose("9S 9H 9C 9D 8S 8H 8C 8D / 5S 6S / 3D 4S", leader=0) == "8S 8H 8C 8D"
    # a single is allowed as soon as one rank is not a bomb
    assert choose("8S 8H 9S 9H 9C 9D / 5S 6S / 3D 4S", leader=0) == "8S"


def test_greedy_follows_with_the_lowest_beating_play():
    assert choose("3S 6D / 4S 7H 9C KD / 5S 8S", moves="3S") == "4S"
    assert choose("3S 3H 6D / 4S 4H 9C 9D KD KH / 5S 8S", moves="3S 3H") == "4S 4H"


def test_greedy_bombs_only_when_nothing_else_beats():
    assert choose("3S 6D / 4S 4H 4C 4D 7H / 5S 8S", moves="3S") == "7H"
    assert choose("3S 9D / 4S 4H 4C 4D 7H / 5S 8S", moves="3S", rules=STANDARD) == "7H"
    assert choose("3S AD 9D / 4S 4H 4C 4D 7H / 5S 8S", moves="AD") == "4S 4H 4C 4D"


def test_greedy_passes_only_when_it_may():
    assert choose("3S 2S 9D / 4S 7H / 5S 8S", moves="2S") is None


def test_greedy_is_deterministic_and_always_legal():
    bot = make_bot("paodekuai", "greedy")
    for preset in ("standard", "home"):
        for seed in range(30):
            d = Deal.new(Rules.preset(preset), seed)
            while not d.is_over:
                v = d.view(d.turn)
                a = bot.choose(v, random.Random(1)).play
                b = bot.choose(v, random.Random(2)).play
                assert a == b
                assert d.check(a) is None
                d.play(a)
