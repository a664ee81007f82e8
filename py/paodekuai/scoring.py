"""Scoring a deal (spec §8): cards left, shut out, bombs.

All points move between the three seats, so every total sums to zero.

* Each loser pays the winner one point per card left, double if it never played a card
  (shut out, 关门 / 全封).
* A scoring bomb takes :data:`BOMB_VALUE` from each other seat: :data:`BOMB_GAIN` to its
  player. When it scores is the rules' ``bomb_bonus``: at once (``"immediate"``), or only
  once it ends its round unbeaten or takes its player out (``"unbeaten"``); the deal
  decides *when*, :func:`score_bomb` says *how much*.

The engine's :class:`~paodekuai.deal.Deal` and the bots' simulator both score with these.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from typing import Any

BOMB_VALUE = 10
"""Points a scoring bomb takes from each other player (§8)."""
BOMB_GAIN = 2 * BOMB_VALUE
"""Points a scoring bomb brings its player (§8: 10 from each of the two others)."""


def score_bomb(bomb_points: MutableSequence[int], seat: int) -> None:
    """Add a scoring bomb of ``seat`` to the running bomb points (three entries, in place).

    >>> pts = [0, 0, 0]; score_bomb(pts, 1); pts
    [-10, 20, -10]
    """
    for s in range(3):
        bomb_points[s] += BOMB_GAIN if s == seat else -BOMB_VALUE


def deal_points(winner: int, cards_left: Sequence[int], played: Sequence[bool],
                bomb_points: Sequence[int]) -> tuple[int, int, int]:
    """The deal total per seat (§8).

    Args:
        winner: the seat that went out.
        cards_left: cards each seat still holds (the winner's is 0).
        played: whether each seat played a card in the deal (a loser that did not is shut out).
        bomb_points: net bomb points per seat.

    Returns:
        Points per seat, summing to zero.

    >>> deal_points(1, [5, 0, 16], [True, True, False], [20, -10, -10])
    (15, 27, -42)
    """
    pays = [0 if s == winner else cards_left[s] * (1 if played[s] else 2) for s in range(3)]
    points = [bomb_points[s] - pays[s] for s in range(3)]
    points[winner] += sum(pays)
    return (points[0], points[1], points[2])


@dataclass(frozen=True)
class DealResult:
    """The score of a finished deal (§8). Every tuple is indexed by seat.

    Attributes:
        winner: the seat that went out.
        cards_left: cards still held (0 for the winner).
        shut_out: the seat lost without playing a card, and pays double.
        bomb_points: net bomb points (+20 per scoring bomb of one's own, -10 per other's).
        points: the deal total per seat; sums to zero.
    """

    winner: int
    cards_left: tuple[int, int, int]
    shut_out: tuple[bool, bool, bool]
    bomb_points: tuple[int, int, int]
    points: tuple[int, int, int]

    @classmethod
    def score(cls, winner: int, cards_left: Sequence[int], played: Sequence[bool],
              bomb_points: Sequence[int]) -> DealResult:
        """The result of a deal that ``winner`` has just gone out of (arguments as
        :func:`deal_points`)."""
        shut = [s != winner and not played[s] for s in range(3)]
        return cls(winner, (cards_left[0], cards_left[1], cards_left[2]), (shut[0], shut[1], shut[2]),
                   (bomb_points[0], bomb_points[1], bomb_points[2]),
                   deal_points(winner, cards_left, played, bomb_points))

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able fields."""
        return {"winner": self.winner, "cards_left": list(self.cards_left), "shut_out": list(self.shut_out),
                "bomb_points": list(self.bomb_points), "points": list(self.points)}
