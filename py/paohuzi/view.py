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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .cards import CODES, N_KINDS

if TYPE_CHECKING:
    from .deal import Deal


def filter_history(history: list[str], seat: int) -> list[str]:
    """The deal history as ``seat`` may know it (see module docstring)."""
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

    seat: int
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
    def of(cls, deal: Deal, seat: int) -> SeatView:
        """Build the view of ``seat`` from a deal (reads the deal's state, changes nothing)."""
        d = deal
        hand = d._hands[seat]
        melds = tuple(tuple(str(m) if s == seat else m.public_str() for m in d._melds[s]) for s in range(3))
        chou = tuple(tuple(CODES[i] for i in range(N_KINDS) if (d._chou[s] if s == seat else d._pub_chou[s]) >> i & 1)
                     for s in range(3))
        top, bottom = d.known_stock()
        to_act = d._ask == seat
        result = d.result.to_dict() if d.result is not None else None
        return cls(
            seat=seat,
            dealer=d.dealer,
            rules=d.rules.to_dict(),
            hand=tuple(CODES[i] for i in range(N_KINDS) for _ in range(hand[i])),
            hand_counts=(sum(d._hands[0]), sum(d._hands[1]), sum(d._hands[2])),
            melds=melds,
            discards=tuple(tuple(CODES[i] for i in d._rows[s]) for s in range(3)),
            chou=chou,
            xianggong=(d._xg[0], d._xg[1], d._xg[2]),
            offer=d.offer,
            liangzhang=None if d.liangzhang is None else str(d.liangzhang),
            bottom=None if bottom is None else str(bottom),
            known_top=tuple(str(c) for c in top),
            bottom_flips=tuple(str(c) for c in d.bottom_flips),
            stock_count=d.stock_count,
            history=tuple(filter_history(d._history, seat)),
            to_act=to_act,
            actions=tuple(d.actions(seat)) if to_act else (),
            discarding=d._ask if d._stage == "discard" else None,
            is_over=d.is_over,
            result=result,
        )

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
