"""The step machine of a Paohuzi deal: turns, claims and their priorities, the end.

Spec sections implemented here: §7 (opening: 三提五坎, 天胡 on the dealt cards / the 亮张,
first discard), §8 (discard invariant), §9 (draws and discards, forced 提 / 偎 / 臭偎 / 跑,
胡, 碰, 吃 and their orders), §10–§12 (碰, 吃 with 比, 臭), §13–§16 (winning, scoring, 海底,
流局), §17 (相公), with the rulings of §24. :mod:`paohuzi.setup` deals and builds the
position, :mod:`paohuzi.deal` is the public interface, :mod:`paohuzi.record` the record.

Between two decisions the engine performs everything forced by itself (draws, 提 / 偎 /
臭偎 / 跑, passing the turn); it stops when exactly one seat must decide, that seat is
``pending`` and ``actions(seat)`` lists its choices as strings. Steps, for a card drawn by
P (§9.5): P's forced 提 / 偎 / 臭偎 (then P's 胡 check); 胡, asked P, P+1, P+2; the forced
跑 (then the 跑 player's 胡 check); 碰; P's 吃 (and with ``next_can_chi_drawn`` P+1's 吃);
else the card lands in P's discard row. For a discard by P (§9.6): forced 跑 (no 胡 after
it); 碰; P+1's 吃; else P+1 draws.

A step is a function that does its part and returns the next step (``None``: a seat must
decide now, or the deal is over); :meth:`DealFlow._run` runs steps until then. Every
history entry is made by :meth:`DealFlow._entry` once the state already shows it (the card
on offer, the set laid), and ``pending`` is empty while steps run, so a ``watch`` callback
(set by the web bridge, to show each step of a run on its own) sees a position that is
exactly what the entries so far produced (a draw taken by a forced 提 / 偎 / 臭偎 is told with
that set: until then no seat's history could hide the card). What follows
the 胡 step is named explicitly on the card being resolved (``_Ctx.then``).

Rulings chosen where the spec leaves room (each also listed in the README):

* A complete hand also needs the seat's card count to be ``T(q) + 1`` (+ the shift): 7 groups
  for a full seat (§13.1), fewer for a small test seat.
* A non-dealer's 天胡 on the 亮张 treats the 亮张 like a card drawn by another player
  (§13.3: a triple it completes counts as 碰, a quad as 跑), and both shapes are tried when
  he holds a 坎 of it (no 跑 is forced at the opening).
* A card won on (another player's draw) joins the winner's hand when the deal ends; the
  unused last card lands in the drawer's discard row.
* 三提五坎 is won automatically, without a 胡 decision and without the ``min_huxi`` test.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable

from .cards import CODES, N_KINDS
from .melds import Meld, chi_layouts, make_identical
from .rules import Rules
from .scoring import WinResult, assess, assess_santi_wukan, better, find_meld, target

_DEFAULT_RULES = Rules()

Step = Callable[[], "Step | None"]
"""One step of the machine: does its part, returns the next step or ``None``."""


@dataclass(frozen=True)
class DealResult:
    """How a deal ended (spec §13–§16, §23).

    A 流局 has ``winner None``, zero ``fan_total`` / ``score`` and points ``(0, 0, 0)``.
    """

    winner: int | None
    """Winning seat, or ``None`` for 流局 (荒庄)."""
    huxi: int
    """胡息 of the winning hand (0 for 流局)."""
    di: int
    """底数 (囤), bonuses included."""
    fan: dict[str, int]
    """名堂 code → 番 (see :func:`paohuzi.scoring.fan_items`)."""
    fan_total: int
    """Total 番 (1 when no item applies; 0 for 流局)."""
    score: int
    """``di × fan_total``: what each loser pays."""
    points: tuple[int, int, int]
    """Per seat: the winner gets ``2 × score``, each loser ``-score``; sums to 0."""
    tianhu: bool
    """A 天胡 (§14)."""
    self_drawn: bool
    """Won with the winner's own draw (never for 天胡)."""
    groups: tuple[str, ...] = field(default=())
    """The winner's scoring partition (empty for 流局)."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        return {"winner": self.winner, "huxi": self.huxi, "di": self.di, "fan": dict(self.fan),
                "fan_total": self.fan_total, "score": self.score, "points": list(self.points),
                "tianhu": self.tianhu, "self_drawn": self.self_drawn, "groups": list(self.groups)}



class _Ctx:
    """What is being resolved now: an offered card, the opening, or a post-forced check."""

    __slots__ = ("kind", "card", "src", "last", "self_drawn", "pao_seat", "hu_queue", "wins", "then", "claims",
                 "asked")

    def __init__(self, kind: str, card: int | None, src: int, last: bool, self_drawn: bool = False):
        self.kind = kind
        """``"opening"`` (the 天胡 step), ``"draw"``, ``"discard"`` or ``"post"`` (the 胡 check
        after a forced set)."""
        self.card = card
        self.src = src
        self.last = last
        self.self_drawn = self_drawn
        """For ``"post"``: the forced set was made on the seat's own draw."""
        self.pao_seat: int | None = None
        self.hu_queue: list[int] = []
        self.wins: dict[int, WinResult] = {}
        self.then: Callable[[Any], Step | None] | None = None
        """The step after the 胡 step: ``DealFlow._after_opening``, ``_after_draw`` or ``_after_post``."""
        self.claims: list[tuple[str, int]] = []
        self.asked: set[int] = set()

    def offer_hu(self, seat: int, win: WinResult | None) -> None:
        """Queue ``seat`` for the 胡 step if it has a win."""
        if win is not None:
            self.hu_queue.append(seat)
            self.wins[seat] = win

    def copy(self) -> _Ctx:
        c = _Ctx(self.kind, self.card, self.src, self.last, self.self_drawn)
        c.pao_seat = self.pao_seat
        c.hu_queue = list(self.hu_queue)
        c.wins = dict(self.wins)
        c.then = self.then
        c.claims = list(self.claims)
        c.asked = set(self.asked)
        return c


class DealFlow:
    """The state of a deal and its step machine (the base of :class:`paohuzi.Deal`)."""

    def __init__(self) -> None:  # use Deal.new / Deal.from_setup
        """An empty, finished deal; :mod:`paohuzi.setup` fills it in."""
        self.rules = _DEFAULT_RULES
        self._dealer = 0
        self._hands: list[list[int]] = [[0] * N_KINDS for _ in range(3)]
        self._melds: list[list[Meld]] = [[], [], []]
        self._rows: list[list[int]] = [[], [], []]
        self._chou = [0, 0, 0]
        self._pub_chou = [0, 0, 0]
        self._xg = [False, False, False]
        self._shift = [0, 0, 0]
        self._stock: list[int] = []
        self._spos = 0
        self._moved = 0
        self._flips: list[int] = []
        self._liang: int | None = None
        self._history: list[str] = []
        self._log: list[tuple[int, str]] = []
        self._offer: tuple[str, str, int] | None = None
        self._stage = "over"
        self._ask: int | None = None
        self._ctx: _Ctx | None = None
        self._opts: list[tuple[tuple[int, int, int], ...]] = []
        self._acts: dict[str, Any] | None = None
        self._result: DealResult | None = None
        self._seed: Any = None
        self._dealt = False
        """Dealt by :meth:`paohuzi.Deal.new` (not a stated position): its record says so."""
        self.watch: Callable[[], None] | None = None
        """Called after each history entry made while the engine runs (``None``: nobody
        watches; a copy never does). The state then is the entry's: see the module text."""

    # ------------------------------------------------------------------ helpers

    def _quads(self, s: int) -> int:
        return sum(1 for m in self._melds[s] if len(m.cards) == 4)

    def _total(self, s: int) -> int:
        return sum(self._hands[s]) + sum(len(m.cards) for m in self._melds[s])

    def _needs_discard(self, s: int, extra: int = 0) -> bool:
        """§8: after a take-in, discard iff total > T(q) (+ the seat's shift)."""
        if self._xg[s]:
            return False
        return self._total(s) + extra > target(self._quads(s)) + self._shift[s]

    def _run(self, step: Step | None) -> None:
        while step is not None:
            step = step()

    def _entry(self, entry: str, watched: bool = True) -> None:
        """Add ``entry`` to the history and tell the watcher, if any (not ``watched``: the
        entry is told with the next one)."""
        self._history.append(entry)
        if watched and self.watch is not None:
            self.watch()

    def _set_stage(self, stage: str, seat: int) -> None:
        self._stage = stage
        self._ask = seat
        self._acts = None

    def _chi_opts(self, s: int, c: int) -> list[tuple[tuple[int, int, int], ...]]:
        """Legal 吃 layouts of seat ``s`` on card ``c`` (§11), 臭 and 相公 excluded."""
        if self._xg[s] or self._chou[s] >> c & 1:
            return []
        hand = self._hands[s]
        layouts = chi_layouts(hand, c)
        if not layouts or not self._needs_discard(s, 1):
            return layouts
        out = []
        for lay in layouts:
            h = list(hand)
            h[c] += 1
            for st in lay:
                for i in st:
                    h[i] -= 1
            if any(0 < n < 3 for n in h):
                out.append(lay)
        return out

    def _can_peng(self, s: int, c: int) -> bool:
        """§10: a pair in hand, card not 臭, not 相公, and a discard possible if one is due."""
        hand = self._hands[s]
        if hand[c] != 2 or self._xg[s] or self._chou[s] >> c & 1:
            return False
        if not self._needs_discard(s, 1):
            return True
        return any(0 < n < 3 for i, n in enumerate(hand) if i != c)

    # ------------------------------------------------------------------ the flow

    def _opening(self) -> Step | None:
        s = self._santi_wukan()
        if s is not None:
            return self._win(s, assess_santi_wukan(self._melds[s], self._hands[s], self.rules))
        self._ctx = self._opening_ctx()
        return self._next_hu

    def _santi_wukan(self) -> int | None:
        """The first seat from the dealer with ≥ 3 提 or ≥ 5 坎 (§7.3), else ``None``."""
        d = self._dealer
        for s in (d, (d + 1) % 3, (d + 2) % 3):
            ti = sum(1 for m in self._melds[s] if m.kind == "ti")
            kan = sum(1 for n in self._hands[s] if n == 3)
            if ti >= 3 or kan >= 5:
                return s
        return None

    def _opening_ctx(self) -> _Ctx:
        """The 天胡 step of the opening (§7.4): the dealer on his 21 cards, then (option) each
        other seat on its 20 cards plus the 亮张."""
        d = self._dealer
        order = [d, (d + 1) % 3, (d + 2) % 3]
        ctx = _Ctx("opening", self._liang, d, False)
        ctx.then = DealFlow._after_opening
        rules = self.rules
        if not self._xg[d]:
            ctx.offer_hu(d, assess(self._melds[d], self._hands[d], None, rules, tianhu=True, shift=self._shift[d]))
        c = self._liang
        if rules.tianhu_on_liangzhang and c is not None:
            for s in order[1:]:
                hand = self._hands[s]
                w = assess(self._melds[s], hand, c, rules, tianhu=True, shift=self._shift[s])
                if hand[c] == 3:
                    h2 = list(hand)
                    h2[c] = 0
                    w = better(w, assess(self._melds[s] + [make_identical("pao", c)], h2, None, rules,
                                         tianhu=True, shift=self._shift[s]))
                ctx.offer_hu(s, w)
        return ctx

    def _after_opening(self) -> Step | None:
        return self._after_takein(self._dealer)

    def _turn(self, p: int) -> Step | None:
        """Seat ``p`` draws the top stock card (§9.1) and it is resolved (§9.5)."""
        if self._spos >= len(self._stock):
            return self._liuju()
        c = self._stock[self._spos]
        self._spos += 1
        last = self._spos >= len(self._stock)
        code = CODES[c]
        hand = self._hands[p]
        melds = self._melds[p]
        k = find_meld(melds, c, ("wei", "chou_wei"))
        forced = "ti" if hand[c] == 3 or k >= 0 else ""
        if not forced and hand[c] == 2:
            forced = "chou_wei" if self._chou[p] >> c & 1 else "wei"
        # the card is on offer from its draw, unless a forced set takes it: then it is not
        # shown, and the draw is told with the set (another seat's 偎 hides the card drawn)
        self._offer = None if forced else (code, "draw", p)
        self._entry(f"{p} draw {code}", watched=not forced)
        if forced:
            if k >= 0:
                melds[k] = make_identical("ti", c)
            else:
                hand[c] = 0
                melds.append(make_identical(forced, c))
            self._entry(f"{p} {forced} {code}")
            return self._post_forced(p, True, last)
        self._offer = (code, "draw", p)
        self._ctx = self._draw_ctx(p, c, last)
        return self._next_hu

    def _pao_on_draw(self, p: int, c: int) -> int | None:
        """The seat obliged to 跑 card ``c`` drawn by ``p`` (§9.3 cases 1-3), else ``None``."""
        for s in range(3):
            if (s != p and (self._hands[s][c] == 3 or find_meld(self._melds[s], c, ("wei", "chou_wei")) >= 0)) \
                    or find_meld(self._melds[s], c, ("peng",)) >= 0:
                return s
        return None

    def _draw_ctx(self, p: int, c: int, last: bool, hu: bool = True) -> _Ctx:
        """The resolution of card ``c`` drawn by ``p`` that no forced 提 / 偎 took (§9.5 steps
        2-6): the forced 跑 seat and (unless ``hu`` is false: a step past it) the 胡 step's
        queue with each seat's win."""
        ctx = _Ctx("draw", c, p, last)
        pao = self._pao_on_draw(p, c)
        ctx.pao_seat = pao
        ctx.then = DealFlow._after_draw
        if not hu:
            return ctx
        rules = self.rules
        if pao is not None and rules.pao_blocks_other_hu:
            cands = [pao] if rules.same_player_hu_over_pao else []
        else:
            cands = [p, (p + 1) % 3, (p + 2) % 3]
        for s in cands:
            if self._xg[s] or (s == pao and not rules.same_player_hu_over_pao):
                continue
            ctx.offer_hu(s, assess(self._melds[s], self._hands[s], c, rules, self_drawn=(s == p), last=last,
                                   shift=self._shift[s]))
        return ctx

    def _next_hu(self) -> Step | None:
        ctx = self._ctx
        assert ctx is not None
        if ctx.hu_queue:
            self._set_stage("hu", ctx.hu_queue.pop(0))
            return None
        assert ctx.then is not None
        return partial(ctx.then, self)

    def _after_draw(self) -> Step | None:
        """After the 胡 step on a drawn card: forced 跑, else 碰 / 吃 (§9.5 steps 3-6)."""
        ctx = self._ctx
        assert ctx is not None and ctx.card is not None
        c = ctx.card
        s = ctx.pao_seat
        if s is not None:
            self._make_pao(s, c)
            return self._post_forced(s, s == ctx.src, ctx.last)
        if ctx.last:  # §16: no 碰 / 吃 on the last card
            self._rows[ctx.src].append(c)
            self._offer = None
            return self._liuju()
        ctx.claims = self._claims(ctx)
        return self._next_claim

    def _claims(self, ctx: _Ctx) -> list[tuple[str, int]]:
        """The 碰 / 吃 claims on the offered card, in asking order (§9.5 steps 4-5, §9.6
        steps 2-3): the other seat holding a pair, then the 吃 seat(s)."""
        c = ctx.card
        assert c is not None
        claims = []
        for k in (1, 2):
            s = (ctx.src + k) % 3
            if self._hands[s][c] == 2:
                claims.append(("peng", s))
                break
        if ctx.kind == "draw":
            claims.append(("chi", ctx.src))
            if self.rules.next_can_chi_drawn:
                claims.append(("chi", (ctx.src + 1) % 3))
        else:
            claims.append(("chi", (ctx.src + 1) % 3))
        return claims

    def _make_pao(self, s: int, c: int) -> None:
        """Forced 跑 (§9.3): from a 坎 in hand, or upgrading a 偎 / 臭偎 / 碰 in place."""
        if self._hands[s][c] == 3:
            self._hands[s][c] = 0
            self._melds[s].append(make_identical("pao", c))
        else:
            k = find_meld(self._melds[s], c, ("wei", "chou_wei", "peng"))
            self._melds[s][k] = make_identical("pao", c)
        self._offer = None
        self._entry(f"{s} pao {CODES[c]}")

    def _post_forced(self, s: int, self_drawn: bool, last: bool) -> Step | None:
        """胡 check of the shape left by a forced action on a drawn card (§9.3, §9.4)."""
        ctx = _Ctx("post", None, s, last, self_drawn)
        ctx.then = DealFlow._after_post
        if not self._xg[s]:
            ctx.offer_hu(s, assess(self._melds[s], self._hands[s], None, self.rules, self_drawn=self_drawn,
                                   last=last, shift=self._shift[s]))
        self._ctx = ctx
        return self._next_hu

    def _after_post(self) -> Step | None:
        ctx = self._ctx
        assert ctx is not None
        if ctx.last:
            return self._liuju()
        return self._after_takein(ctx.src)

    def _next_claim(self) -> Step | None:
        """Ask the next seat that may 碰 / 吃 the offered card, in priority order."""
        ctx = self._ctx
        assert ctx is not None and ctx.card is not None
        c = ctx.card
        nxt = (ctx.src + 1) % 3
        while ctx.claims:
            kind, s = ctx.claims.pop(0)
            if kind == "peng":
                if not self._can_peng(s, c):
                    continue
                chis = []
                if s == nxt and (ctx.kind == "discard" or self.rules.next_can_chi_drawn):
                    chis = self._chi_opts(s, c)
                    ctx.asked.add(s)
                self._opts = chis
                self._set_stage("peng", s)
                return None
            if s in ctx.asked:
                continue
            chis = self._chi_opts(s, c)
            if chis:
                self._opts = chis
                self._set_stage("chi", s)
                return None
        return self._after_unused

    def _after_unused(self) -> Step | None:
        """Nobody took the card: it lands in its seat's discard row; the next seat draws."""
        ctx = self._ctx
        assert ctx is not None and ctx.card is not None
        p = ctx.src
        self._rows[p].append(ctx.card)
        self._offer = None
        if ctx.kind == "draw" and self.rules.own_discard_is_chou:
            self._chou[p] |= 1 << ctx.card
            self._pub_chou[p] |= 1 << ctx.card
        return partial(self._turn, (p + 1) % 3)

    def _after_takein(self, s: int) -> Step | None:
        """§8 / §9.7 / §17: discard if due; 相公 when nothing can be discarded; else next draws."""
        if self._needs_discard(s):
            if any(0 < n < 3 for n in self._hands[s]):
                self._ctx = None
                self._offer = None
                self._set_stage("discard", s)
                return None
            self._xg[s] = True
            self._entry(f"{s} xianggong")
        return partial(self._turn, (s + 1) % 3)

    def _discard(self, s: int, c: int) -> Step | None:
        """Seat ``s`` discards ``c``; resolve it (§9.6)."""
        self._hands[s][c] -= 1
        code = CODES[c]
        if self.rules.own_discard_is_chou:
            self._chou[s] |= 1 << c
            self._pub_chou[s] |= 1 << c
        self._offer = (code, "discard", s)
        self._entry(f"{s} discard {code}")
        return self._resolve_discard(s, c)

    def _pao_on_discard(self, s: int, c: int) -> int | None:
        """The seat obliged to 跑 card ``c`` discarded by ``s`` (a 坎 or 偎 of it, §9.3), else ``None``."""
        for k in (1, 2):
            t = (s + k) % 3
            if self._hands[t][c] == 3 or find_meld(self._melds[t], c, ("wei", "chou_wei")) >= 0:
                return t
        return None

    def _resolve_discard(self, s: int, c: int) -> Step | None:
        """Card ``c``, just discarded by ``s``, is on offer: forced 跑, else 碰 / 吃 (§9.6)."""
        self._offer = (CODES[c], "discard", s)
        ctx = _Ctx("discard", c, s, False)
        self._ctx = ctx
        t = self._pao_on_discard(s, c)
        if t is not None:
            self._make_pao(t, c)
            return self._after_takein(t)  # no 跑胡 after a discard (§24)
        ctx.claims = self._claims(ctx)
        return self._next_claim

    def _win(self, s: int, w: WinResult) -> None:
        ctx = self._ctx
        if ctx is not None and ctx.kind == "draw" and ctx.card is not None:
            self._hands[s][ctx.card] += 1
        pts = [-w.score] * 3
        pts[s] = 2 * w.score
        self._result = DealResult(s, w.huxi, w.di, dict(w.fan), w.fan_total, w.score, (pts[0], pts[1], pts[2]),
                                  w.tianhu, w.self_drawn, w.groups)
        self._entry(f"{s} hu")
        self._end()

    def _liuju(self) -> None:
        self._result = DealResult(None, 0, 0, {}, 0, 0, (0, 0, 0), False, False, ())
        self._entry("liuju")
        self._end()

    def _end(self) -> None:
        self._stage = "over"
        self._ask = None
        self._offer = None
        self._ctx = None
        self._acts = None
