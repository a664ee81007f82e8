"""Helpers for the Pao De Kuai engine tests (imported as ``pdk_helpers``)."""

from __future__ import annotations

from paodekuai import Deal, Rules

STANDARD = Rules.preset("standard")
HOME = Rules.preset("home")


def deal(hands: str, rules: Rules = STANDARD, leader: int | None = None, first_of_match: bool = True,
         moves: str = "") -> Deal:
    """A deal from ``"hand0 / hand1 / hand2"``, after the ``|``-separated ``moves``."""
    d = Deal.from_hands([h.strip() for h in hands.split("/")], rules, leader, first_of_match)
    for m in moves.split("|"):
        if m.strip():
            d.play(m.strip())
    return d


def shapes(plays) -> list[str]:
    """Play shapes (ranks only), e.g. ``['3', '33', '333']``."""
    return [p.shape for p in plays]
