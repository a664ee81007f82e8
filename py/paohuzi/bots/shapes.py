"""What the computer players read off a view: the seat's shape, and the shapes its actions lead to.

Every Paohuzi bot decides from a :class:`~paohuzi.view.SeatView` alone (spec §18). This
module turns one into a :class:`Position` (parsed once per decision) and says what each
action string of ``view.actions`` does to the seat's :class:`~paohuzi.ready.Shape`:

* ``"discard x5"``: the hand loses one ``x5``;
* ``"peng"``: the pair of the offered card and the card become a 碰 on the table (§10);
* ``"chi x5 x6 x7 / x7 x8 x9"``: the offered card joins the hand, the listed sets go to the
  table (§11, 比 included);
* ``"pass"`` / ``"hu"``: the shape stays as it is.

After a 碰 or 吃 the seat discards if §8 says so; :func:`discards_of` lists what it may
discard (no 坎 card, §6).
"""

from __future__ import annotations

from typing import Any

from ..cards import BIG, CODES, N_KINDS, parse_indices
from ..melds import Meld, make_identical
from ..ready import Shape, distance, distance_and_potential, shape_of
from ..rules import Rules
from ..scoring import target

INDEX = {code: i for i, code in enumerate(CODES)}
"""Card code → index 0..19."""

SCORING_RANKS = frozenset((0, 1, 2, 6, 9))
"""Rank indices (0-based) of the 一二三 / 二七十 cards, the ranks worth 胡息 in a sequence."""


def card_worth(c: int) -> tuple[bool, bool]:
    """How much 胡息 a card can bring, for tie-breaks: ``(big, one of 一二三 / 二七十 ranks)``;
    a higher tuple is worth more (§6)."""
    return (BIG[c], c % 10 in SCORING_RANKS)


def discards_of(shape: Shape) -> list[int]:
    """Card indices the seat may discard from this shape: any card it holds but a 坎 (§6)."""
    return [i for i, n in enumerate(shape.hand) if 0 < n < 3]


def needs_discard(shape: Shape) -> bool:
    """§8: after a take-in the seat discards iff it holds more than ``T(q)`` (+ its shift)."""
    return shape.total > target(shape.quads) + shape.shift


def minus(shape: Shape, card: int) -> Shape:
    """The shape after discarding ``card``."""
    h = list(shape.hand)
    h[card] -= 1
    return Shape(shape.melds, h, shape.shift)


def take(shape: Shape, action: str, card: int) -> Shape:
    """The shape after a 碰 or 吃 ``action`` on the offered ``card`` (before any discard).

    Raises:
        ValueError: for an action that is neither ``"peng"`` nor ``"chi …"``.
    """
    h = list(shape.hand)
    if action == "peng":
        h[card] -= 2
        return Shape(shape.melds + [make_identical("peng", card)], h, shape.shift)
    if not action.startswith("chi "):
        raise ValueError(f"not a claim: {action!r}")
    h[card] += 1
    melds = list(shape.melds)
    for part in action[4:].split("/"):
        cards = tuple(sorted(parse_indices(part)))
        for i in cards:
            h[i] -= 1
        melds.append(Meld("chi", cards))  # type: ignore[arg-type]
    return Shape(melds, h, shape.shift)


class Position:
    """One decision of one seat, parsed from its view (built once, read by every bot).

    Attributes:
        view: the :class:`~paohuzi.view.SeatView`.
        seat: ``view.seat``.
        rules: the deal's :class:`~paohuzi.rules.Rules`.
        actions: ``view.actions`` (a list).
        shape: the seat's shape now (hand without the offered card).
        offer: index of the offered card, or ``None``.
        offer_kind: ``"draw"`` / ``"discard"`` / ``None``.
        offer_seat: the seat the offered card came from, or ``None``.
        stage: ``"hu"`` (``"hu"`` among the actions), ``"discard"`` or ``"claim"`` (碰 / 吃 / 过).
    """

    def __init__(self, view: Any):
        if view.is_over or not view.to_act or not view.actions:
            raise ValueError("this seat has no decision to make now")
        self.view = view
        self.seat: int = view.seat
        self.rules = Rules.from_dict(view.rules)
        self.actions: list[str] = list(view.actions)
        self.shape = shape_of(view)
        off = view.offer
        self.offer: int | None = None if off is None else INDEX[off[0]]
        self.offer_kind: str | None = None if off is None else off[1]
        self.offer_seat: int | None = None if off is None else off[2]
        if "hu" in self.actions:
            self.stage = "hu"
        elif self.actions[0].startswith("discard "):
            self.stage = "discard"
        else:
            self.stage = "claim"
        self._unseen: list[int] | None = None

    @property
    def unseen(self) -> list[int]:
        """Per card index, the copies this seat has not seen (:func:`paohuzi.ready.unseen_counts`)."""
        if self._unseen is None:
            from ..ready import unseen_counts
            self._unseen = unseen_counts(self.view)
        return self._unseen

    def claims(self) -> list[str]:
        """The 碰 / 吃 actions on offer (empty outside a claim step)."""
        return [a for a in self.actions if a == "peng" or a.startswith("chi ")]


def discard_card(action: str) -> int:
    """The card index of a ``"discard <card>"`` action."""
    return INDEX[action[8:]]


__all__ = ["INDEX", "SCORING_RANKS", "Position", "card_worth", "discards_of", "needs_discard", "minus", "take",
           "discard_card", "distance", "distance_and_potential", "N_KINDS"]
