"""The worked scoring example of the in-app rules (``help.scoring.example`` in the English
catalogue) is what the engine scores for that deal (spec §8, standard preset)."""

from __future__ import annotations

import re
from pathlib import Path

from paodekuai import Deal, Rules

CATALOGUE = Path(__file__).resolve().parents[2] / "js" / "games" / "paodekuai" / "i18n" / "en.js"


def example_text() -> str:
    text = CATALOGUE.read_text(encoding="utf-8")
    match = re.search(r'"help\.scoring\.example": `(.*?)`', text, re.S)
    assert match, "help.scoring.example not found"
    return match.group(1)


def test_the_worked_example_is_the_engines_score() -> None:
    # You (seat 0, holding 3♠) open with a bomb of 8s that nobody beats; Anna, on last card
    # with the 2♠, goes out on your forced highest single; Ben never plays.
    hands = ["3S 8S 8H 8D 8C 4D 5D 6D 9D JD", "2S",
             "3H 3D 4S 4H 5S 5H 6S 6H 7S 7H 9S 9H TS TH JS JH"]
    deal = Deal.from_hands(hands, Rules.preset("standard"))
    for move in ["8S 8H 8D 8C", "pass", "pass", "JD", "2S"]:
        deal.play(move)
    r = deal.result
    assert r is not None and r.winner == 1
    assert r.cards_left == (5, 0, 16) and r.shut_out == (False, False, True)
    assert r.bomb_points == (20, -10, -10)
    assert r.points == (15, 27, -42)

    text = example_text()
    assert "| Deal | **+15** | **+27** | **−42** |" in text
    assert "| Bomb | +20 | −10 | −10 |" in text
    assert "| Cards left | −5 | +37 (5 + 32) | −32 (16 × 2) |" in text


def test_home_rules_would_score_a_beaten_bomb() -> None:
    # the example's closing remark: a bomb beaten by a higher one scores under home rules only
    hands = ["3S 8S 8H 8D 8C 4D", "9S 9H 9D 9C 5C", "2S 6C"]
    points = {}
    for preset in ("standard", "home"):
        deal = Deal.from_hands(hands, Rules.preset(preset), first_of_match=False)
        for move in ["8S 8H 8D 8C", "9S 9H 9D 9C", "pass", "pass", "5C"]:
            deal.play(move)
        assert deal.is_over
        points[preset] = deal.result.bomb_points
    assert points["standard"] == (-10, 20, -10)
    assert points["home"] == (10, 10, -20)
