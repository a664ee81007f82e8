"""The small protocol every game's deal and seat view satisfy (no game is imported here).

Each game keeps its own interface (its spec's §13 / §23 names: Pao De Kuai's ``turn``,
``legal_plays()``, ``play()``; Paohuzi's ``pending``, ``actions(seat)``, ``act(seat, a)``)
and adds these thin members, so that what is written once (the web bridge's base adapter,
a duplicate-deal arena, generic tests) can drive any game:

==================  ========================================================================
whose move          ``deal.to_move``: the seat whose decision is awaited, ``None`` once over
legal moves         ``deal.legal_moves()``: that seat's moves as the game's move strings
apply               ``deal.apply(move)``: make one of them (raises the game's
                    :class:`~cardroom.errors.IllegalMove` subclass, changing nothing)
ply                 ``deal.ply``: moves (decisions and forced events) made so far in the deal
over, result        ``deal.is_over``; ``deal.result`` (``None`` while it runs) with
                    ``winner``, ``points`` (one per seat, summing to zero) and ``to_dict()``
view                ``deal.view(seat)``: a :class:`SeatView`, all a bot or the page may see
copy                ``deal.copy()``: an independent copy, for search
records             ``deal.to_json()`` / ``Deal.from_json(text)`` (replayed with full checks)
==================  ========================================================================

Moves are the strings each game already writes: card codes or ``"pass"`` (Pao De Kuai),
action strings such as ``"discard x5"`` or ``"chi x1 x2 x3"`` (Paohuzi).

A game's match (:class:`Match`: the current deal, its number, whether the match is over,
the next deal, the record) is what the web bridge's base adapter holds.

The classes are ``runtime_checkable`` protocols: ``isinstance(deal, Deal)`` checks that
the members exist (not their types).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Result(Protocol):
    """How a finished deal ended."""

    @property
    def winner(self) -> int | None:
        """The winning seat, ``None`` where a game allows a deal without one (Paohuzi's 流局)."""
        ...

    @property
    def points(self) -> Sequence[int]:
        """Points per seat; they sum to zero."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        ...


@runtime_checkable
class SeatView(Protocol):
    """What one seat may know at one moment: the only thing bots and the page receive."""

    @property
    def seat(self) -> int | None:
        """Whose view this is (``None``: a watcher who sits the deal out)."""
        ...

    @property
    def is_over(self) -> bool:
        """The deal has ended."""
        ...

    @property
    def to_act(self) -> bool:
        """This seat's decision is awaited now."""
        ...

    @property
    def legal_moves(self) -> Sequence[str]:
        """This seat's legal moves when :attr:`to_act`, else empty."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (what the web page is sent)."""
        ...


@runtime_checkable
class Deal(Protocol):
    """One deal of a game, in progress or finished (see the module docstring)."""

    @property
    def to_move(self) -> int | None:
        """The seat whose decision is awaited now; ``None`` once the deal is over."""
        ...

    def legal_moves(self) -> list[str]:
        """The moves of :attr:`to_move`, as move strings (``[]`` once over)."""
        ...

    @property
    def ply(self) -> int:
        """How far the deal has gone: the length of its history (grows with every move)."""
        ...

    def apply(self, move: str) -> None:
        """Make ``move`` for :attr:`to_move`.

        Raises:
            cardroom.errors.IllegalMove: (the game's subclass, with ``.code``) for a move
                the rules refuse now; nothing changes.
            ValueError: for text that is no move at all.
        """
        ...

    @property
    def is_over(self) -> bool:
        """The deal has ended."""
        ...

    @property
    def result(self) -> Result | None:
        """How it ended, once over."""
        ...

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now."""
        ...

    def copy(self) -> Deal:
        """An independent copy."""
        ...

    def to_json(self) -> str:
        """The deal's versioned record (the game's ``from_json`` replays it)."""
        ...


@runtime_checkable
class Match(Protocol):
    """A match: deals one after another, with running totals."""

    @property
    def deal(self) -> Deal:
        """The deal in progress (or the last one played, once it is over)."""
        ...

    @property
    def number(self) -> int:
        """1-based number of the current deal."""
        ...

    @property
    def is_over(self) -> bool:
        """The match's last deal is over (never, for a match without end)."""
        ...

    @property
    def winners(self) -> list[int]:
        """The players with the most points once the match is over; else ``[]``."""
        ...

    def next_deal(self) -> Any:
        """Deal the next deal (ValueError before the current one is over, or after the match)."""
        ...

    def to_json(self) -> str:
        """The match's versioned record (the game's ``from_json`` replays it)."""
        ...


def most_points(totals: Sequence[int]) -> list[int]:
    """The players holding the most points (several on a tie: each of them wins).

    >>> most_points([3, -6, 3]), most_points([0, 0, 0, 0])
    ([0, 2], [0, 1, 2, 3])
    """
    best = max(totals)
    return [p for p, t in enumerate(totals) if t == best]
