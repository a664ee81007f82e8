"""One deal of Paohuzi: its public interface (spec §23 – §25).

A :class:`Deal` is dealt and built by :mod:`paohuzi.setup`, runs by the step machine of
:mod:`paohuzi.flow` (which also lists the rulings on the flow), states its position in play
through :mod:`paohuzi.position` (:meth:`Deal.position`, the §25 positions ``from_setup``
takes back), and is written and replayed by :mod:`paohuzi.record`; this module holds what callers use: whose decision is awaited
(:attr:`Deal.pending`), the actions offered as strings (:meth:`Deal.actions`), applying
one (:meth:`Deal.act`), the public accessors a view is built from, and the
:mod:`cardroom.game` protocol (:attr:`Deal.to_move`, :meth:`Deal.legal_moves`,
:meth:`Deal.apply`, :meth:`Deal.copy`).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from cardroom.errors import IllegalMove

from .cards import CARDS, CODES, N_KINDS, Card, card_index, parse_indices
from .flow import DealResult
from .melds import chi_meld, format_sets, make_identical
from .record import DEAL_FORMAT, DealRecords
from .setup import DealSetup
from .version import __version__
from .view import SeatView

__all__ = ["Deal", "DealResult", "IllegalAction", "DEAL_FORMAT", "__version__"]


class IllegalAction(IllegalMove):
    """An action refused by :meth:`Deal.act`; the deal is unchanged (a
    :class:`cardroom.errors.IllegalMove`, so a ``ValueError``).

    Attributes:
        code: ``"deal_over"`` (the deal has ended), ``"not_pending"`` (that seat is not the
            one asked now) or ``"not_available"`` (not one of ``actions(seat)``).
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(code, message)


def _normalise(action: Any) -> str | None:
    """Canonical form of an action string, or ``None`` if it cannot be one."""
    if not isinstance(action, str):
        return None
    t = action.strip().lower().split(None, 1)
    if not t:
        return None
    verb = t[0]
    rest = t[1] if len(t) > 1 else ""
    if verb in ("hu", "pass", "peng"):
        return verb if not rest else None
    try:
        if verb == "discard":
            toks = rest.split()
            if len(toks) != 1:
                return None
            return "discard " + CODES[card_index(toks[0])]
        if verb == "chi":
            sets = sorted(tuple(sorted(parse_indices(part))) for part in rest.split("/"))
            if not sets or any(len(s) != 3 for s in sets):
                return None
            return "chi " + format_sets(sets)
    except ValueError:
        return None
    return None


class Deal(DealSetup, DealRecords):
    """A deal in progress or finished (spec §23). Build with :meth:`new` or :meth:`from_setup`;
    :meth:`position` states where it stands, for ``from_setup`` to rebuild it (§25).

    Mutable: :meth:`act` applies one decision; :meth:`clone` (or :meth:`copy`) copies the
    whole state (for search). Seats are 0, 1, 2; the next seat of ``s`` is ``(s + 1) % 3``
    (its right-hand neighbour, §3).
    """

    # ------------------------------------------------------------------ public interface

    @property
    def pending(self) -> list[int]:
        """Seats whose decision is awaited now: exactly one while the deal runs, ``[]`` after."""
        return [] if self._ask is None else [self._ask]

    def _action_map(self) -> dict[str, Any]:
        if self._acts is None:
            st = self._stage
            acts: dict[str, Any] = {}
            if st == "hu":
                acts["hu"] = None
                if not self.rules.hu_mandatory:
                    acts["pass"] = None
            elif st == "discard":
                hand = self._hands[self._ask]  # type: ignore[index]
                for i in range(N_KINDS):
                    if 0 < hand[i] < 3:
                        acts["discard " + CODES[i]] = i
            elif st in ("peng", "chi"):
                if st == "peng":
                    acts["peng"] = None
                for lay in self._opts:
                    acts["chi " + format_sets(lay)] = lay
                acts["pass"] = None
            self._acts = acts
        return self._acts

    def actions(self, seat: int) -> list[str]:
        """Every legal action of ``seat`` now (spec §23, §24), as strings.

        ``"hu"`` / ``"pass"`` in a 胡 step; ``"peng"``, its ``"chi …"`` and ``"pass"`` in a 碰
        step; ``"chi …"`` and ``"pass"`` in a 吃 step; only ``"discard <card>"`` when a discard
        is due. A 吃 names its laid sets (``"chi x5 x6 x7 / x7 x8 x9"``). Forced 提 / 偎 / 臭偎
        / 跑 are never offered. Empty for a seat not pending and after the deal.
        """
        if self._ask is None or type(seat) is not int or seat != self._ask:
            return []
        return list(self._action_map())

    def act(self, seat: int, action: str) -> None:
        """Apply one action of ``actions(seat)``, then run everything forced up to the next decision.

        The action text is read leniently (case, spacing, card order inside a 吃 set, set
        order) and must then equal one of ``actions(seat)``.

        Raises:
            IllegalAction: ``code`` ``"deal_over"``, ``"not_pending"`` or ``"not_available"``;
                the deal is unchanged.
        """
        if self._stage == "over":
            raise IllegalAction("deal_over", "the deal is over")
        if type(seat) is not int or seat != self._ask:
            raise IllegalAction("not_pending", f"seat {seat!r} is not the one to act (pending: {self.pending})")
        a = _normalise(action)
        acts = self._action_map()
        if a is None or a not in acts:
            raise IllegalAction("not_available", f"{action!r} is not available to seat {seat}; "
                                                 f"available: {', '.join(acts)}")
        self._log.append((seat, a))
        payload = acts[a]
        stage = self._stage
        ctx = self._ctx
        self._ask = None  # nobody is asked while the engine runs (the next stop names the seat)
        self._acts = None
        if stage == "hu":
            assert ctx is not None
            if a == "hu":
                self._win(seat, ctx.wins[seat])
                return
            self._entry(f"{seat} pass")
            self._run(self._next_hu)
        elif stage == "discard":
            self._run(partial(self._discard, seat, payload))
        else:
            assert ctx is not None and ctx.card is not None
            c = ctx.card
            if a == "pass":
                self._chou[seat] |= 1 << c  # a declined 碰 / 吃 (§12.1, §12.2)
                self._entry(f"{seat} pass")
                self._run(self._next_claim)
            elif a == "peng":
                self._hands[seat][c] -= 2
                self._melds[seat].append(make_identical("peng", c))
                self._offer = None
                self._entry(f"{seat} peng {CODES[c]}")
                self._run(partial(self._after_takein, seat))
            else:
                hand = self._hands[seat]
                hand[c] += 1
                for st in payload:
                    for i in st:
                        hand[i] -= 1
                    self._melds[seat].append(chi_meld(st))
                self._offer = None
                self._entry(f"{seat} {a}")
                self._run(partial(self._after_takein, seat))

    @property
    def offer(self) -> tuple[str, str, int] | None:
        """``(card code, "draw" | "discard", seat it came from)`` while a card is offered, else ``None``
        (also for the 亮张 and for a card absorbed by a forced 提 / 偎 / 跑)."""
        return self._offer

    def hand(self, seat: int) -> list[Card]:
        """The seat's hand (坎 included), canonical order."""
        h = self._hands[self._check_seat(seat, "seat")]
        return [CARDS[i] for i in range(N_KINDS) for _ in range(h[i])]

    def melds(self, seat: int) -> list[str]:
        """The seat's table sets in the order laid (``"peng x3"``, ``"chi x1 x2 x3"``, …); an
        upgraded set (偎 → 提, 碰 → 跑) keeps its place."""
        return [str(m) for m in self._melds[self._check_seat(seat, "seat")]]

    def public_melds(self, seat: int) -> list[str]:
        """The seat's table sets as the other seats see them (§18): as :meth:`melds`, but a
        偎 reads ``"wei ?"`` (three face-down cards)."""
        return [m.public_str() for m in self._melds[self._check_seat(seat, "seat")]]

    def hand_size(self, seat: int) -> int:
        """Cards in the seat's hand (public, §18)."""
        return sum(self._hands[self._check_seat(seat, "seat")])

    def discards(self, seat: int) -> list[Card]:
        """The seat's discard row: its unclaimed discards and unused drawn cards, in order."""
        return [CARDS[i] for i in self._rows[self._check_seat(seat, "seat")]]

    def chou(self, seat: int) -> list[Card]:
        """Cards that are 臭 for the seat (§12), canonical order (private information)."""
        bits = self._chou[self._check_seat(seat, "seat")]
        return [CARDS[i] for i in range(N_KINDS) if bits >> i & 1]

    def public_chou(self, seat: int) -> list[Card]:
        """The part of the seat's 臭 list every seat knows (§18): the cards it discarded or
        left unused itself (with ``own_discard_is_chou``); its declined 碰 / 吃 are private."""
        bits = self._pub_chou[self._check_seat(seat, "seat")]
        return [CARDS[i] for i in range(N_KINDS) if bits >> i & 1]

    def is_xianggong(self, seat: int) -> bool:
        """The seat is 相公 (dead hand, §17)."""
        return self._xg[self._check_seat(seat, "seat")]

    @property
    def discarding(self) -> int | None:
        """The seat that must discard now (public: everyone waits for its discard), else ``None``."""
        return self._ask if self._stage == "discard" else None

    @property
    def stock_count(self) -> int:
        """Cards left in the stock (the face-up bottom card included)."""
        return len(self._stock) - self._spos

    @property
    def dealer(self) -> int:
        """The dealer's seat (§4)."""
        return self._dealer

    @property
    def liangzhang(self) -> Card | None:
        """The dealer's shown 21st card (``None`` for a setup without opening)."""
        return None if self._liang is None else CARDS[self._liang]

    @property
    def is_over(self) -> bool:
        """The deal has ended (a 胡 or 流局)."""
        return self._stage == "over"

    @property
    def result(self) -> DealResult | None:
        """The :class:`DealResult` once the deal is over, else ``None``."""
        return self._result

    @property
    def history(self) -> list[str]:
        """Every event in order (§24: the full record): ``"0 draw x5"``, ``"1 wei x5"``, ``"2 peng x5"``, ``"2 discard x9"``, ``"1 chi x4 x5 x6"``,
        ``"0 pao x3"``, ``"2 ti x9"``, ``"1 chou_wei x8"``, ``"1 pass"``, ``"0 hu"``, ``"1 xianggong"``,
        ``"liuju"``."""
        return list(self._history)

    @property
    def seed(self) -> Any:
        """The shuffle seed of :meth:`new` (``None`` for a setup)."""
        return self._seed

    @property
    def dealt(self) -> bool:
        """Dealt by :meth:`new` (its record is checked as a dealt deal on load, §5); ``False``
        for a position stated by :meth:`from_setup`."""
        return self._dealt

    @property
    def bottom_flips(self) -> list[Card]:
        """The cards turned up by the bottom-card procedure (§5.4), in order: the red ones
        moved to the top, then the final face-up bottom card (empty without opening)."""
        return [CARDS[i] for i in self._flips]

    def known_stock(self) -> tuple[list[Card], Card | None]:
        """Public stock cards: the red cards moved to the top (top first, still in the stock)
        and the face-up bottom card (``None`` once drawn)."""
        remaining = len(self._stock) - self._spos
        top = [CARDS[i] for i in self._stock[self._spos:self._moved]]
        return top, (CARDS[self._stock[-1]] if remaining else None)

    def stock_cards(self) -> list[Card]:
        """The cards still in the stock, top first (the face-up bottom card last). Hidden
        information while the deal runs (§18): the table shows it only once the deal is over."""
        return [CARDS[i] for i in self._stock[self._spos:]]

    def seat_total(self, seat: int) -> int:
        """Cards the seat owns: hand plus its table sets (§8 ``total``)."""
        return self._total(self._check_seat(seat, "seat"))

    def clone(self) -> Deal:
        """An independent copy of the whole state."""
        d = Deal.__new__(Deal)
        d.__dict__.update(self.__dict__)
        d._hands = [list(h) for h in self._hands]
        d._melds = [list(m) for m in self._melds]
        d._rows = [list(r) for r in self._rows]
        d._chou = list(self._chou)
        d._pub_chou = list(self._pub_chou)
        d._xg = list(self._xg)
        d._shift = list(self._shift)
        d._stock = list(self._stock)
        d._flips = list(self._flips)
        d._history = list(self._history)
        d._log = list(self._log)
        d._ctx = None if self._ctx is None else self._ctx.copy()
        d._opts = list(self._opts)
        d._acts = None
        d.watch = None
        return d

    def copy(self) -> Deal:
        """:meth:`clone` under the :mod:`cardroom.game` protocol's name."""
        return self.clone()

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (§18): a :class:`paohuzi.view.SeatView`. ``None`` is a
        watcher's view (four players, §3): public information only.

        Raises:
            ValueError: for a seat other than 0, 1, 2 or ``None``.
        """
        return SeatView.of(self, None if seat is None else self._check_seat(seat, "seat"))

    # ------------------------------------------------------------------ the cardroom.game protocol

    @property
    def to_move(self) -> int | None:
        """The seat asked now (``pending[0]``), ``None`` once the deal is over."""
        return self._ask

    @property
    def ply(self) -> int:
        """Events in :attr:`history` so far (every action and forced event adds one)."""
        return len(self._history)

    def legal_moves(self) -> list[str]:
        """The actions of the seat asked now (``actions(to_move)``); ``[]`` once over."""
        return [] if self._ask is None else self.actions(self._ask)

    def apply(self, move: str) -> None:
        """:meth:`act` for the seat asked now.

        Raises:
            IllegalAction: as :meth:`act` (``deal_over``, ``not_available``); nothing changes.
        """
        if self._ask is None:
            raise IllegalAction("deal_over", "the deal is over")
        self.act(self._ask, move)

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"{self._stage} asks {self._ask}"
        return f"<Deal dealer={self._dealer} stock={self.stock_count} {state}>"
