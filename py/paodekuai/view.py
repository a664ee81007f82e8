"""What one seat may know (spec §10): the view given to bots and to the web page.

A :class:`SeatView` holds the seat's own hand, every play made so far and by whom, how many
cards each seat holds, the play on the table, the last-card flags, the rules, and the match
scores: never another seat's cards (until the deal is over, when the hands left are shown
in the result) and never the shuffle's seed. Bots decide from a view alone; the browser only
ever receives views.

A view is built from a deal's public accessors only (:class:`Position` lists them), and
this module imports no deal: :meth:`SeatView.world` rebuilds a full deal through the class
of the deal the view was taken from (:meth:`paodekuai.Deal.rebuild`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .cards import DECK, Card, format_cards
from .counts import rank_counts
from .plays import Play
from .rules import Rules, next_seat
from .scoring import DealResult


class Position(Protocol):
    """What a view reads of a deal (the public interface of :class:`paodekuai.Deal`)."""

    rules: Rules
    turn: int
    leader: int
    first_of_match: bool

    @property
    def counts(self) -> tuple[int, int, int]: ...
    @property
    def table(self) -> Play | None: ...
    @property
    def table_by(self) -> int | None: ...
    @property
    def passes(self) -> int: ...
    @property
    def history(self) -> list[tuple[int, Play | None]]: ...
    @property
    def current_round(self) -> list[tuple[int, Play | None]]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def result(self) -> DealResult | None: ...
    def hand(self, seat: int) -> list[Card]: ...
    def legal_plays(self) -> list[Play]: ...
    def can_pass(self) -> bool: ...

    @classmethod
    def rebuild(cls, hands: Sequence[Sequence[Card]], rules: Rules, leader: int, first_of_match: bool,
                moves: Iterable[tuple[int, Play | None]]) -> Any: ...


def play_to_dict(p: Play) -> dict[str, Any]:
    """``{"cards": "5S 5H", "kind": "pair", "key": 5, "units": 1}``."""
    return {"cards": str(p), "kind": p.kind, "key": p.key, "units": p.units}


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge of a deal at one moment.

    Attributes:
        seat: whose view this is (0, 1, 2).
        rules: the deal's rules.
        hand: the seat's own cards, sorted.
        counts: cards held by each seat.
        turn: the seat to move.
        leader: the seat that led the deal's first round.
        first_of_match: whether the deal opens a match.
        table: the play to beat (``None`` when the mover leads).
        table_by: who made it.
        passes: passes since the table's play.
        history: every move of the deal, ``(seat, play)`` or ``(seat, None)`` for a pass.
        round_start: index in ``history`` where the round in progress began.
        legal_plays: the seat's legal plays if it is to move, else empty.
        can_pass: whether the seat may pass now.
        result: the deal's score once over.
        revealed: once over, the cards each seat still held; ``None`` before.
        totals: match totals before this deal (zeros outside a match).
        deal_number: 1-based number of the deal in its match (1 outside a match).
        deals: deals in the match (1 outside a match).
        deal_class: the class of the deal the view was taken from (for :meth:`world`; not
            part of the view's value: equality and ``to_dict`` ignore it).
    """

    seat: int
    rules: Rules
    hand: tuple[Card, ...]
    counts: tuple[int, int, int]
    turn: int
    leader: int
    first_of_match: bool
    table: Play | None
    table_by: int | None
    passes: int
    history: tuple[tuple[int, Play | None], ...]
    round_start: int
    legal_plays: tuple[Play, ...]
    can_pass: bool
    result: DealResult | None
    revealed: tuple[tuple[Card, ...], ...] | None
    totals: tuple[int, int, int] = (0, 0, 0)
    deal_number: int = 1
    deals: int = 1
    deal_class: type[Position] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, deal: Position, seat: int, totals: tuple[int, int, int] = (0, 0, 0), deal_number: int = 1,
           deals: int = 1) -> SeatView:
        """The view of ``seat`` on ``deal``.

        Raises:
            ValueError: for a seat outside 0 … 2.
        """
        if seat not in (0, 1, 2):
            raise ValueError(f"seat must be 0, 1 or 2, not {seat!r}")
        mine = deal.turn == seat and not deal.is_over
        return cls(seat=seat, rules=deal.rules, hand=tuple(deal.hand(seat)), counts=deal.counts,
                   turn=deal.turn, leader=deal.leader, first_of_match=deal.first_of_match,
                   table=deal.table, table_by=deal.table_by, passes=deal.passes,
                   history=tuple(deal.history), round_start=len(deal.history) - len(deal.current_round),
                   legal_plays=tuple(deal.legal_plays()) if mine else (),
                   can_pass=deal.can_pass() if mine else False, result=deal.result,
                   revealed=tuple(tuple(deal.hand(s)) for s in range(3)) if deal.is_over else None,
                   totals=totals, deal_number=deal_number, deals=deals, deal_class=type(deal))

    @property
    def is_over(self) -> bool:
        """The deal has ended."""
        return self.result is not None

    @property
    def last_card(self) -> tuple[bool, bool, bool]:
        """Seats on last card (报单, §7)."""
        return (self.counts[0] == 1, self.counts[1] == 1, self.counts[2] == 1)

    @property
    def next_on_last_card(self) -> bool:
        """This seat's next player holds one card while the deal runs, so the seat's singles
        must be its highest (§7; the home rules' 3♠ first play aside, §14)."""
        return not self.is_over and self.counts[next_seat(self.seat)] == 1

    @property
    def to_act(self) -> bool:
        """This seat is to move (the deal runs)."""
        return not self.is_over and self.turn == self.seat

    @property
    def legal_moves(self) -> tuple[str, ...]:
        """This seat's legal moves as text when it is to move (card codes of each legal play,
        then ``"pass"`` when passing is legal), else empty (:mod:`cardroom.game`)."""
        return tuple(str(p) for p in self.legal_plays) + (("pass",) if self.can_pass else ())

    @property
    def current_round(self) -> tuple[tuple[int, Play | None], ...]:
        """Moves of the round in progress, from its lead."""
        return self.history[self.round_start:]

    def played(self, seat: int | None = None) -> list[Card]:
        """Cards played so far (by ``seat``, or by everyone), in the order played."""
        return [c for s, p in self.history if p is not None and (seat is None or s == seat) for c in p.cards]

    def unseen(self) -> list[Card]:
        """Cards of the 48-card deck this seat has not seen: neither in its hand nor played.
        They are in the other hands (or, in a hand-made deal, not dealt at all)."""
        seen = set(self.hand)
        seen.update(self.played())
        return [c for c in DECK if c not in seen]

    def unseen_by_rank(self) -> list[int]:
        """13 counts (index ``key - 3``) of :meth:`unseen`, the card counter's figures."""
        return rank_counts(self.unseen())

    def world(self, hidden: dict[int, list[Card]] | list[list[Card]]) -> Any:
        """The full deal this view would be in if the other seats held ``hidden``.

        Args:
            hidden: the cards the two other seats hold now, by seat (a dict, or a list of
                three where this seat's entry is ignored). Sizes must match :attr:`counts`.

        Returns:
            A deal of the view's :attr:`deal_class` (a :class:`paodekuai.Deal`) at exactly
            this position (same table, turn, history, rounds, bomb points), for search bots
            to play forward in.

        Raises:
            ValueError: if a hidden hand has the wrong size or overlaps a known card, or the
                view was not taken from a deal.
        """
        if self.deal_class is None:
            raise ValueError("this view was not taken from a deal")
        played: list[list[Card]] = [[], [], []]
        for s, p in self.history:
            if p is not None:
                played[s].extend(p.cards)
        known = set(self.hand)
        for cards in played:
            known.update(cards)
        hands: list[list[Card]] = []
        for s in range(3):
            if s == self.seat:
                now = list(self.hand)
            else:
                now = list(hidden[s])
                if len(now) != self.counts[s]:
                    raise ValueError(f"seat {s} holds {self.counts[s]} cards, not {len(now)}")
                if known.intersection(now):
                    raise ValueError(f"hidden hand of seat {s} holds a known card")
            hands.append(now + played[s])
        return self.deal_class.rebuild(hands, self.rules, self.leader, self.first_of_match, self.history)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data for the web page: cards as codes, plays as dicts."""
        res = self.result
        return {
            "seat": self.seat,
            "rules": self.rules.to_dict(),
            "preset": self.rules.name,
            "hand": [str(c) for c in self.hand],
            "counts": list(self.counts),
            "turn": self.turn,
            "leader": self.leader,
            "first_of_match": self.first_of_match,
            "table": None if self.table is None else play_to_dict(self.table),
            "table_by": self.table_by,
            "passes": self.passes,
            "history": [[s, None if p is None else play_to_dict(p)] for s, p in self.history],
            "round_start": self.round_start,
            "last_card": list(self.last_card),
            "legal_plays": [play_to_dict(p) for p in self.legal_plays],
            "can_pass": self.can_pass,
            "is_over": self.is_over,
            "result": None if res is None else res.to_dict(),
            "revealed": None if self.revealed is None else [format_cards(h) for h in self.revealed],
            "unseen": self.unseen_by_rank(),
            "totals": list(self.totals),
            "deal_number": self.deal_number,
            "deals": self.deals,
        }

