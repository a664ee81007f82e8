"""The per-seat view of a deal (spec §18): what one seat may see, and nothing else.

Public: every face-up card (discard rows, 碰 / 跑 / 吃 sets, the face-up card of a 提 or
臭偎), the kind of a 偎 but not its card, the 亮张, the face-up bottom card and the red
cards moved to the top of the stock, hand sizes, the offered card, who made which set,
the cards each seat discarded or left unused (臭 for it when ``own_discard_is_chou``), and
the 相公 flags. Private (shown to the owner only): the hand and its 坎, the identity of a
偎, the full 臭 list (declined 碰 / 吃 are not announced), the seat's own passes, and
its actions when it is asked.

In the history another seat's ``pass`` is dropped (a pass would reveal that the seat could
胡 / 碰 / 吃) and a draw that went straight into another seat's 偎 reads ``"1 draw ?"`` then
``"1 wei ?"``. Bots and the browser get only views: ``to_dict()`` is plain JSON data.

A watcher (four players, §3: the player opposite the dealer sits the deal out) gets the
view of seat ``None``: what every seat sees of all three, no hand, no pass.

A view is built from the deal's public accessors only (:class:`Position` lists them); this
module imports no deal. :func:`history_event` reads one history entry as a plain event.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from .cards import Card
from .rules import Rules

FORCED = ("ti", "wei", "chou_wei", "pao")
"""The set kinds the engine lays by itself, never offered as actions (§9, §23)."""


class Position(Protocol):
    """What a view reads of a deal (the public interface of :class:`paohuzi.Deal`)."""

    rules: Rules

    @property
    def dealer(self) -> int: ...
    @property
    def pending(self) -> list[int]: ...
    @property
    def discarding(self) -> int | None: ...
    @property
    def offer(self) -> tuple[str, str, int] | None: ...
    @property
    def liangzhang(self) -> Card | None: ...
    @property
    def bottom_flips(self) -> list[Card]: ...
    @property
    def stock_count(self) -> int: ...
    @property
    def history(self) -> list[str]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def result(self) -> Any: ...
    def hand(self, seat: int) -> list[Card]: ...
    def hand_size(self, seat: int) -> int: ...
    def melds(self, seat: int) -> list[str]: ...
    def public_melds(self, seat: int) -> list[str]: ...
    def discards(self, seat: int) -> list[Card]: ...
    def chou(self, seat: int) -> list[Card]: ...
    def public_chou(self, seat: int) -> list[Card]: ...
    def is_xianggong(self, seat: int) -> bool: ...
    def known_stock(self) -> tuple[list[Card], Card | None]: ...
    def actions(self, seat: int) -> list[str]: ...


def filter_history(history: list[str], seat: int | None) -> list[str]:
    """The deal history as ``seat`` may know it (see module docstring; ``None``: a watcher)."""
    out: list[str] = []
    i = 0
    n = len(history)
    while i < n:
        e = history[i]
        parts = e.split()
        if len(parts) >= 2 and parts[0].isdigit() and int(parts[0]) != seat:
            who, verb = parts[0], parts[1]
            if verb == "pass":
                i += 1
                continue
            if verb == "draw" and i + 1 < n and history[i + 1] == f"{who} wei {parts[2]}":
                out.append(f"{who} draw ?")
                out.append(f"{who} wei ?")
                i += 2
                continue
        out.append(e)
        i += 1
    return out


@dataclass(frozen=True)
class SeatView:
    """Everything ``seat`` may see of a deal at one moment (spec §18). Build with ``deal.view(seat)``."""

    seat: int | None
    """Whose view this is; ``None`` for a watcher (four players, §3)."""
    dealer: int
    rules: dict[str, Any]
    hand: tuple[str, ...]
    """Own hand, canonical order."""
    hand_counts: tuple[int, int, int]
    """Cards in each seat's hand."""
    melds: tuple[tuple[str, ...], ...]
    """Per seat, its table sets; another seat's 偎 reads ``"wei ?"``."""
    discards: tuple[tuple[str, ...], ...]
    """Per seat, its discard row in order."""
    chou: tuple[tuple[str, ...], ...]
    """Per seat, the 臭 cards this seat knows of: its own full list, the others' public part."""
    xianggong: tuple[bool, bool, bool]
    offer: tuple[str, str, int] | None
    liangzhang: str | None
    bottom: str | None
    """The face-up bottom card while it is in the stock."""
    known_top: tuple[str, ...]
    """Red cards moved to the top of the stock by the bottom-card procedure, still to be drawn."""
    bottom_flips: tuple[str, ...]
    """Every card the bottom-card procedure turned up, in order (§5.4)."""
    stock_count: int
    history: tuple[str, ...]
    to_act: bool
    """This seat is the one asked now."""
    actions: tuple[str, ...]
    """Its legal actions when ``to_act``, else empty."""
    discarding: int | None
    """The seat that must discard now, if any (public)."""
    is_over: bool
    result: dict[str, Any] | None
    """The deal result (winner, 胡息, 番, points, the winner's groups) once over."""

    @classmethod
    def of(cls, deal: Position, seat: int | None) -> SeatView:
        """Build the view of ``seat`` (``None``: a watcher) from a deal's public accessors
        (changes nothing)."""
        d = deal
        seats = range(3)
        melds = tuple(tuple(d.melds(s) if s == seat else d.public_melds(s)) for s in seats)
        chou = tuple(tuple(str(c) for c in (d.chou(s) if s == seat else d.public_chou(s))) for s in seats)
        top, bottom = d.known_stock()
        to_act = seat is not None and d.pending == [seat]
        result = d.result.to_dict() if d.result is not None else None
        return cls(
            seat=seat,
            dealer=d.dealer,
            rules=d.rules.to_dict(),
            hand=() if seat is None else tuple(str(c) for c in d.hand(seat)),
            hand_counts=(d.hand_size(0), d.hand_size(1), d.hand_size(2)),
            melds=melds,
            discards=tuple(tuple(str(c) for c in d.discards(s)) for s in seats),
            chou=chou,
            xianggong=(d.is_xianggong(0), d.is_xianggong(1), d.is_xianggong(2)),
            offer=d.offer,
            liangzhang=None if d.liangzhang is None else str(d.liangzhang),
            bottom=None if bottom is None else str(bottom),
            known_top=tuple(str(c) for c in top),
            bottom_flips=tuple(str(c) for c in d.bottom_flips),
            stock_count=d.stock_count,
            history=tuple(filter_history(d.history, seat)),
            to_act=to_act,
            actions=tuple(d.actions(seat)) if to_act and seat is not None else (),
            discarding=d.discarding,
            is_over=d.is_over,
            result=result,
        )

    @property
    def legal_moves(self) -> tuple[str, ...]:
        """:attr:`actions` under the :mod:`cardroom.game` protocol's name."""
        return self.actions

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (lists instead of tuples)."""
        return {
            "seat": self.seat,
            "dealer": self.dealer,
            "rules": dict(self.rules),
            "hand": list(self.hand),
            "hand_counts": list(self.hand_counts),
            "melds": [list(m) for m in self.melds],
            "discards": [list(r) for r in self.discards],
            "chou": [list(c) for c in self.chou],
            "xianggong": list(self.xianggong),
            "offer": None if self.offer is None else list(self.offer),
            "liangzhang": self.liangzhang,
            "bottom": self.bottom,
            "known_top": list(self.known_top),
            "bottom_flips": list(self.bottom_flips),
            "stock_count": self.stock_count,
            "history": list(self.history),
            "to_act": self.to_act,
            "actions": list(self.actions),
            "discarding": self.discarding,
            "is_over": self.is_over,
            "result": self.result,
        }


def history_event(entry: str) -> dict[str, Any]:
    """One entry of a (per-seat) history as a plain event (the notation of §23 / §24).

    Returns:
        ``{"type": <verb>, "seat": s}`` plus, by verb: ``"card"`` for ``draw``, ``discard``
        and the identical sets (``peng``, ``wei``, ``chou_wei``, ``pao``, ``ti``; ``None``
        where the view hides it: ``"1 wei ?"``), ``"sets"`` for ``chi`` (each laid set as
        card codes), and ``"forced": True`` for the sets the engine lays by itself
        (:data:`FORCED`). ``hu``, ``pass`` and ``xianggong`` carry the seat alone;
        ``"liuju"`` has no seat.

    Raises:
        ValueError: for text that is no history entry.

    >>> history_event("2 chi x4 x5 x6 / x6 x7 x8")
    {'type': 'chi', 'seat': 2, 'sets': ['x4 x5 x6', 'x6 x7 x8']}
    >>> history_event("1 wei ?")
    {'type': 'wei', 'seat': 1, 'card': None, 'forced': True}
    """
    if entry == "liuju":
        return {"type": "liuju"}
    parts = entry.split(" ", 2)
    if len(parts) < 2 or not parts[0].isdigit():
        raise ValueError(f"not a history entry: {entry!r}")
    verb = parts[1]
    out: dict[str, Any] = {"type": verb, "seat": int(parts[0])}
    rest = parts[2] if len(parts) > 2 else ""
    if verb == "chi":
        out["sets"] = [part.strip() for part in rest.split("/")]
    elif verb in ("draw", "discard", "peng") or verb in FORCED:
        out["card"] = None if rest == "?" else rest
        if verb in FORCED:
            out["forced"] = True
    elif verb not in ("hu", "pass", "xianggong") or rest:
        raise ValueError(f"not a history entry: {entry!r}")
    return out
