"""Positions in play of a Paohuzi deal: reading one out, checking and entering one (spec §25).

A deal between two decisions is fully described by its cards (hands, sets, discard rows, the
stock in order, the card on offer), the 臭 lists (all, and the public part), the 相公 flags,
the §8 shifts, the public facts of the opening (dealer, 亮张, the bottom-card flips, the red
cards still known at the top of the stock) and **where the resolution stands**: the step
asked now and its seat (``ask``), or the seat that must discard now (``discarding``).
Everything else follows from those by the rules: the rest of the 胡 step's queue (the later
seats in the order of §9.5 that can win), the forced 跑, the 碰 holder and the 吃 seat(s)
still to be asked. :meth:`DealPosition.position` reads these out of a deal;
``Deal.from_setup(rules, **position)`` (:mod:`paohuzi.setup`) builds the deal back and
:meth:`DealPosition._enter` checks and enters the stated step.

A stated position is refused (``ValueError`` naming what is wrong) when no deal reaches it:

* a hand holding four copies of a card (in play they are a 提);
* a seat whose cards (hand and sets, against its 4-card sets and ``shift``) break the §8
  count: ``T(q)`` between turns (``T(q) - 1`` after a dealt double 提), one more for the
  seat that must discard now, for a seat whose 胡 check after a forced set is asked, and for
  the dealer in the 天胡 step (相公 seats are not counted);
* a seat that must discard while 相公, holding only 坎 cards (§17: it would be 相公), or
  holding no more than §8 lets it keep;
* an offered drawn card the drawer's forced 提 / 偎 would have taken (§9.4);
* a 碰 / 吃 step while a seat must 跑 the card (§9.3), or on the last stock card (§16);
* a seat asked to 胡 that cannot win with the card (or whom the rules do not ask: 相公,
  ``pao_blocks_other_hu``), asked to 碰 without a pair or with the card 臭 for it, asked to
  吃 when it is not the 吃 seat, has no legal 吃, or may 碰 the card too (then its 吃 is
  asked with the 碰, §24) (§10, §11);
* a 胡 step on a discard (§13.2), a 胡 check after a forced set that is no winning hand;
* a 天胡 step without the 亮张 in the dealer's cards, or after a 三提五坎 (which wins first).
"""

from __future__ import annotations

from typing import Any

from .cards import CODES, N_KINDS
from .flow import DealFlow, Step, _Ctx
from .scoring import find_meld, target

ASK_STEPS = ("hu", "peng", "chi", "tianhu", "forced_hu", "pao_hu")
"""The steps a position in play can be asked at (see ``Deal.from_setup``'s ``ask``)."""


_REPEATED = tuple(tuple(" ".join([CODES[i]] * n) for n in range(5)) for i in range(N_KINDS))
"""``_REPEATED[i][n]``: card ``i`` written ``n`` times."""


def _text(cards: Any) -> str:
    return " ".join([CODES[i] for i in cards])


def _counts_text(counts: list[int]) -> str:
    return " ".join([_REPEATED[i][n] for i, n in enumerate(counts) if n])


def _bits_text(bits: int) -> str:
    out = []
    while bits:
        low = bits & -bits
        out.append(CODES[low.bit_length() - 1])
        bits ^= low
    return " ".join(out)


def ask_of_view(view: Any) -> tuple[str, int] | None:
    """The ``ask`` argument of ``Deal.from_setup`` for the position a view shows, when its
    seat is the one asked (``None`` when it is not asked, or must discard: then pass
    ``discarding=view.discarding``).

    Reads only the view (a :class:`paohuzi.SeatView`): its actions tell the step (``"hu"`` /
    ``"peng"`` / ``"chi …"``), the offer tells a 胡 on a drawn card from a 胡 check without
    an offer: the opening's 天胡 step (nothing drawn yet), else the check after a forced set,
    on the seat's own draw or (``"pao_hu"``) after a 跑 on another seat's draw.
    """
    if not view.to_act or view.discarding is not None:
        return None
    seat = view.seat
    acts = view.actions
    if "hu" in acts:
        if view.offer is not None:
            return ("hu", seat)
        drawn = [e for e in view.history if e.split(" ")[1:2] == ["draw"]]
        if not drawn:
            return ("tianhu", seat)
        return ("forced_hu", seat) if drawn[-1].split(" ")[0] == str(seat) else ("pao_hu", seat)
    if "peng" in acts:
        return ("peng", seat)
    return ("chi", seat)


class DealPosition(DealFlow):
    """Reading a position in play out of a deal, and entering a stated one (the module docstring)."""

    def position(self) -> dict[str, Any]:
        """The position now, in the terms of ``Deal.from_setup`` (spec §25).

        ``Deal.from_setup(deal.rules, **deal.position())`` gives a deal that plays on exactly
        as this one: the same :attr:`pending`, :meth:`actions`, views, and, action for action,
        the same events and the same result. What differs: its :attr:`history` (and so
        :attr:`ply` and each view's ``history``) starts at the position, its :attr:`seed` is
        ``None`` and its record is a position's record (``to_json`` holds the position and
        the actions since).

        Returns:
            Plain data: ``hands`` (3 card strings, canonical order), ``stock`` (the cards
            still to be drawn, top first), ``dealer``, ``melds`` (per seat, in the order
            laid), ``chou`` and ``public_chou`` (3 card strings each), ``offer`` (as
            :attr:`offer`) and ``ask`` (``(step, seat)``) or ``discarding`` (a seat),
            ``discards`` (3 card strings, in order), ``xianggong`` (3 booleans),
            ``liangzhang`` (a code or ``None``), ``bottom_flips`` and ``known_top`` (card
            strings), ``shift`` (3 ints).

        Raises:
            ValueError: once the deal is over (a finished deal has no position to play on).
        """
        if self._ask is None:
            raise ValueError("the deal is over: there is no position to play on")
        st = self._stage
        ask: tuple[str, int] | None = None
        discarding = None
        if st == "discard":
            discarding = self._ask
        elif st == "hu":
            ctx = self._ctx
            assert ctx is not None
            if ctx.kind == "opening":
                ask = ("tianhu", self._ask)
            elif ctx.kind == "draw":
                ask = ("hu", self._ask)
            else:
                ask = ("forced_hu" if ctx.self_drawn else "pao_hu", self._ask)
        else:
            ask = (st, self._ask)
        return {
            "hands": [_counts_text(h) for h in self._hands],
            "stock": _text(self._stock[self._spos:]),
            "dealer": self._dealer,
            "melds": [[str(m) for m in ms] for ms in self._melds],
            "chou": [_bits_text(b) for b in self._chou],
            "offer": self._offer,
            "ask": ask,
            "discarding": discarding,
            "discards": [_text(r) for r in self._rows],
            "public_chou": [_bits_text(b) for b in self._pub_chou],
            "xianggong": list(self._xg),
            "liangzhang": None if self._liang is None else CODES[self._liang],
            "bottom_flips": _text(self._flips),
            "known_top": _text(self._stock[self._spos:self._moved]),
            "shift": list(self._shift),
        }

    # ------------------------------------------------------------------ entering a stated position

    def _enter(self, offer: tuple[int, str, int] | None, ask: tuple[str, int] | None,
               discarding: int | None) -> Step | None:
        """Check the stated step against the cards and set it up; the step to run from.

        Raises:
            ValueError: for a position no deal reaches (the module docstring lists them).
        """
        for s in range(3):
            if 4 in self._hands[s]:
                i = self._hands[s].index(4)
                raise ValueError(f"seat {s} holds four {CODES[i]} in hand: in play they are a 提")
        if discarding is not None:
            if offer is not None or ask is not None:
                raise ValueError("discarding: a seat that must discard has no card on offer and no claim asked")
            return self._enter_discard(discarding)
        step, seat = ask if ask is not None else (None, -1)
        if offer is None:
            if step == "tianhu":
                return self._enter_tianhu(seat)
            if step in ("forced_hu", "pao_hu"):
                return self._enter_post(seat, step == "forced_hu")
            raise ValueError(f"ask {step!r} is a step on an offered card: give offer")
        c, kind, src = offer
        code = CODES[c]
        if step in ("tianhu", "forced_hu", "pao_hu"):
            raise ValueError(f"ask {step!r} is a 胡 check with no card on offer, but {code} is offered")
        if kind == "draw":
            return self._enter_drawn(c, src, step, seat)
        if step == "hu":
            raise ValueError(f"ask 'hu': nobody may 胡 a discard (§13.2), and {code} was discarded")
        if self._xg[src]:
            raise ValueError(f"seat {src} is 相公 (§17): it discards nothing, so {code} cannot be its discard")
        self._check_counts()
        if step is None:
            return lambda: self._resolve_discard(src, c)
        t = self._pao_on_discard(src, c)
        if t is not None:
            raise ValueError(f"seat {t} must 跑 the discarded {code} (§9.3): no seat is asked to 碰 or 吃 it")
        self._offer = (code, "discard", src)
        return self._enter_claim(_Ctx("discard", c, src, False), step, seat)

    def _check_counts(self, acting: int | None = None) -> None:
        """§8 counts of a position in play: ``T(q)`` between turns (one fewer after a dealt
        double 提); ``acting`` (a seat about to discard after its take-in or its 胡 check)
        may hold one more; 相公 seats are not counted."""
        for s in range(3):
            if self._xg[s]:
                continue
            q = self._quads(s)
            total = self._total(s)
            full = target(q) + self._shift[s]
            allowed = {full} | ({full - 1} if q >= 2 else set())
            if s == acting:
                allowed = {full, full + 1}
            if total not in allowed:
                want = " or ".join(str(n) for n in sorted(allowed))
                raise ValueError(f"seat {s} holds {total} cards in hand and sets ({q} 4-card sets), "
                                 f"where §8 has {want} (shift {self._shift[s]}: give shift for a small hand)")

    def _enter_discard(self, s: int) -> Step | None:
        if self._xg[s]:
            raise ValueError(f"discarding: seat {s} is 相公 (§17) and discards nothing")
        hand = self._hands[s]
        if not any(0 < n < 3 for n in hand):
            kan = " ".join(CODES[i] for i in range(N_KINDS) if hand[i] == 3)
            held = f"only 坎 cards ({kan})" if kan else "no card"
            raise ValueError(f"discarding: seat {s} holds {held}, nothing it may discard (§17: it would be 相公)")
        self._check_counts(s)
        if not self._needs_discard(s):
            raise ValueError(f"discarding: seat {s} holds {self._total(s)} cards in hand and sets, "
                             f"and §8 asks no discard of it")
        self._set_stage("discard", s)
        return None

    def _enter_tianhu(self, seat: int) -> Step | None:
        liang = self._liang
        if liang is None:
            raise ValueError("ask 'tianhu': the 天胡 step is on the 亮张: give liangzhang")
        d = self._dealer
        if not self._hands[d][liang] and find_meld(self._melds[d], liang, ("ti",)) < 0:
            raise ValueError(f"ask 'tianhu': the dealer (seat {d}) does not hold the 亮张 {CODES[liang]}")
        won = self._santi_wukan()
        if won is not None:
            raise ValueError(f"ask 'tianhu': seat {won} holds 三提五坎 and wins at the opening (§7.3), "
                             f"before any 天胡 step")
        self._check_counts(d)
        ctx = self._opening_ctx()
        self._queue_from(ctx, seat, f"the 亮张 {CODES[liang]} (天胡, §7.4)")
        self._ctx = ctx
        return self._next_hu

    def _enter_post(self, seat: int, self_drawn: bool) -> Step | None:
        if self._xg[seat]:
            raise ValueError(f"ask: seat {seat} is 相公 (§17) and is never asked to 胡")
        self._check_counts(seat)
        step = self._post_forced(seat, self_drawn, self._spos >= len(self._stock))
        assert self._ctx is not None
        if not self._ctx.hu_queue:
            raise ValueError(f"ask: seat {seat}'s cards are no winning hand, so no 胡 check is asked")
        return step

    def _enter_drawn(self, c: int, src: int, step: str | None, seat: int) -> Step | None:
        code = CODES[c]
        hand = self._hands[src]
        if hand[c] >= 2 or find_meld(self._melds[src], c, ("wei", "chou_wei")) >= 0:
            held = {2: "a pair", 3: "a 坎"}.get(hand[c], "a 偎")
            raise ValueError(f"offer: seat {src} drew {code} holding {held} of it: its forced 提 / 偎 takes "
                             f"the card (§9.4), which is then not on offer")
        self._check_counts()
        last = self._spos >= len(self._stock)
        self._offer = (code, "draw", src)
        ctx = self._draw_ctx(src, c, last, hu=step in (None, "hu"))
        if step is None or step == "hu":
            if step == "hu":
                self._queue_from(ctx, seat, f"the drawn {code}")
            self._ctx = ctx
            return self._next_hu
        if ctx.pao_seat is not None:
            raise ValueError(f"seat {ctx.pao_seat} must 跑 the drawn {code} (§9.3): "
                             f"no seat is asked to 碰 or 吃 it")
        if last:
            raise ValueError(f"ask {step!r}: {code} is the last stock card, and nobody may 碰 or 吃 it (§16)")
        return self._enter_claim(ctx, step, seat)

    def _queue_from(self, ctx: Any, seat: int, what: str) -> None:
        """Start the 胡 step's queue at ``seat`` (the seats before it passed)."""
        if seat not in ctx.hu_queue:
            raise ValueError(f"ask 'hu': seat {seat} cannot 胡 {what} (no winning hand, 相公, or the rules "
                             f"do not ask it)")
        ctx.hu_queue = ctx.hu_queue[ctx.hu_queue.index(seat):]

    def _enter_claim(self, ctx: Any, step: str, seat: int) -> Step | None:
        """Start the 碰 / 吃 claims at ``(step, seat)``; the claims before it are declined."""
        c = ctx.card
        code = CODES[c]
        claims = self._claims(ctx)
        if (step, seat) not in claims:
            if step == "peng":
                why = "its own card" if seat == ctx.src else "no pair of it"
                raise ValueError(f"ask 'peng': seat {seat} may not 碰 the {code}: it holds {why}")
            who = "the drawer" + (" and its right neighbour" if self.rules.next_can_chi_drawn else "") \
                if ctx.kind == "draw" else "the discarder's right neighbour"
            raise ValueError(f"ask 'chi': seat {seat} may not 吃 the {code}: only {who} may (§9.2)")
        k = claims.index((step, seat))
        if step == "peng" and not self._can_peng(seat, c):
            raise ValueError(f"ask 'peng': seat {seat} may not 碰 the {code} (臭 for it, 相公, or nothing left "
                             f"to discard after it, §10)")
        if step == "chi" and not self._chi_opts(seat, c):
            raise ValueError(f"ask 'chi': seat {seat} has no legal 吃 of the {code} (臭 for it, 相公, no set "
                             f"with 比, or nothing left to discard after it, §11)")
        for kind, t in claims[:k]:  # asked before and declined (§12)
            if (self._can_peng(t, c) if kind == "peng" else bool(self._chi_opts(t, c))):
                if t == seat:
                    raise ValueError(f"ask 'chi': seat {seat} may 碰 the {code}, so its 吃 is asked with the 碰 "
                                     f"in the 碰 step (§24)")
                self._chou[t] |= 1 << c
        ctx.claims = claims[k:]
        self._ctx = ctx
        return self._next_claim
