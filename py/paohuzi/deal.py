"""One deal of Paohuzi: the deal, the opening, turns, claims and their priorities, the end.

Spec sections implemented here: §5 (deal, 亮张, bottom card), §7 (opening: 提, 三提五坎,
天胡 on the dealt cards / the 亮张, first discard), §8 (discard invariant), §9 (draws and
discards, forced 提 / 偎 / 臭偎 / 跑, 胡, 碰, 吃 and their orders), §10–§12 (碰, 吃 with 比,
臭), §13–§16 (winning, scoring, 海底, 流局), §17 (相公), with the interface of §23 and the
rulings of §24.

The deal is a small state machine. Between two decisions the engine performs everything
forced by itself (draws, 提 / 偎 / 臭偎 / 跑, passing the turn); it stops when exactly one
seat must decide, that seat is ``pending`` and ``actions(seat)`` lists its choices as
strings. Steps, for a card drawn by P (§9.5): P's forced 提 / 偎 / 臭偎 (then P's 胡 check);
胡, asked P, P+1, P+2; the forced 跑 (then the 跑 player's 胡 check); 碰; P's 吃 (and with
``next_can_chi_drawn`` P+1's 吃); else the card lands in P's discard row. For a discard by P
(§9.6): forced 跑 (no 胡 after it); 碰; P+1's 吃; else P+1 draws.

Rulings chosen where the spec leaves room (each also listed in the README):

* ``from_setup`` target shift: a seat's §8 target is shifted by its setup total minus a
  full seat, where a full seat is 20 cards (21 for the dealer when the opening runs) plus
  one for every 4-card set beyond the first that was *not* dealt (a 跑 / 提 given in
  ``melds`` was taken in during play and raised the seat's count by one, exactly as §8
  says). With no quads in ``melds`` this is the §24 wording verbatim; it keeps a setup such
  as §21 TC13 (``pao d5``, ``ti x9`` and 13 cards) a normal seat instead of one card over.
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

import random
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable

from cardroom.errors import IllegalMove, RecordError
from cardroom.records import dump_record, field as record_field, load_record

from .cards import CARDS, CODES, N_KINDS, RED, Card, card_index, check_copies, counts_of, new_deck, parse_indices
from .melds import Meld, chi_layouts, format_sets, make_identical, parse_meld
from .rules import Rules
from .scoring import WinResult, assess, assess_santi_wukan, better, find_meld, target

__version__ = "0.1.0"
DEAL_FORMAT = "paohuzi.deal/1"

Step = Callable[[], "Step | None"]


class IllegalAction(IllegalMove):
    """An action refused by :meth:`Deal.act`; the deal is unchanged (a
    :class:`cardroom.errors.IllegalMove`, so a ``ValueError``).

    Attributes:
        code: ``"deal_over"`` (the deal has ended), ``"not_pending"`` (that seat is not the
            one asked now) or ``"not_available"`` (not one of ``actions(seat)``).
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(code, message)


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

    __slots__ = ("kind", "card", "src", "last", "pao_seat", "hu_queue", "wins", "after_hu", "claims", "asked")

    def __init__(self, kind: str, card: int | None, src: int, last: bool):
        self.kind = kind
        self.card = card
        self.src = src
        self.last = last
        self.pao_seat: int | None = None
        self.hu_queue: list[int] = []
        self.wins: dict[int, WinResult] = {}
        self.after_hu = ""
        self.claims: list[tuple[str, int]] = []
        self.asked: set[int] = set()

    def offer_hu(self, seat: int, win: WinResult | None) -> None:
        """Queue ``seat`` for the 胡 step if it has a win."""
        if win is not None:
            self.hu_queue.append(seat)
            self.wins[seat] = win

    def copy(self) -> _Ctx:
        c = _Ctx(self.kind, self.card, self.src, self.last)
        c.pao_seat = self.pao_seat
        c.hu_queue = list(self.hu_queue)
        c.wins = dict(self.wins)
        c.after_hu = self.after_hu
        c.claims = list(self.claims)
        c.asked = set(self.asked)
        return c


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


def _as_seat_list(value: Any, name: str, default: Any) -> list[Any]:
    if value is None:
        return [default() for _ in range(3)]
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) != 3:
        raise ValueError(f"{name} must be a list of 3 entries, one per seat")
    return list(value)


class Deal:
    """A deal in progress or finished (spec §23). Build with :meth:`new` or :meth:`from_setup`.

    Mutable: :meth:`act` applies one decision; :meth:`clone` copies the whole state (for
    search). Seats are 0, 1, 2; the next seat of ``s`` is ``(s + 1) % 3`` (its right-hand
    neighbour, §3).
    """

    # ------------------------------------------------------------------ construction

    def __init__(self) -> None:  # use Deal.new / Deal.from_setup
        self.rules = Rules()
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
        self._setup: dict[str, Any] = {}

    @classmethod
    def new(cls, rules: Rules | None = None, seed: Any = None, dealer: int = 0) -> Deal:
        """Shuffle and deal, then run the opening up to the first decision (§5, §7).

        Cards are dealt one at a time from the top, starting with the dealer, until he holds
        21 and the others 20; the dealer's 21st card is the 亮张; the 19 left form the stock.

        Args:
            rules: the options (``Rules()`` if ``None``).
            seed: anything ``random.Random`` accepts; the same seed gives the same deal.
            dealer: seat 0, 1 or 2.

        Raises:
            ValueError: for a bad dealer or rules object.
        """
        rules = cls._check_rules(rules)
        dealer = cls._check_seat(dealer, "dealer")
        deck = new_deck()
        try:
            rng = random.Random(seed)
        except TypeError:
            raise ValueError(f"seed must be an int, str, bytes or None, not {type(seed).__name__}") from None
        rng.shuffle(deck)
        hands: list[list[int]] = [[], [], []]
        for k in range(61):
            hands[(dealer + k) % 3].append(deck[k])
        d = cls._build(rules, hands, deck[61:], dealer, None, [[], [], []], [0, 0, 0])
        d._seed = seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None
        return d

    @classmethod
    def from_setup(cls, rules: Rules | None, hands: Any, stock: Any, dealer: int = 0, to_draw: int | None = None,
                   melds: Any = None, chou: Any = None) -> Deal:
        """Build a deal from explicit cards (tests, puzzles, saved positions), spec §23 / §24.

        Args:
            rules: the options (``Rules()`` if ``None``).
            hands: 3 card strings (any sizes). With ``to_draw=None`` the last card of the
                dealer's string is the 亮张.
            stock: card string, top card first; the last is the face-up bottom card.
            dealer: the dealer's seat.
            to_draw: ``None`` runs the normal opening from ``dealer`` (bottom-card procedure,
                提, 三提五坎, 天胡, first discard); a seat ``s`` skips the opening: ``s`` is about
                to draw the top stock card (the stock is used exactly as given).
            melds: per seat a list of meld strings (``"peng x3"``, ``"wei x5"``, ``"chou_wei x8"``,
                ``"pao d5"``, ``"ti x9"``, ``"chi x1 x2 x3"``).
            chou: per seat a string of card codes that are 臭 for that seat.

        Four identical cards in a hand are laid as 提 at construction. Each seat's §8 target
        is shifted so that a small hand follows the discard rule of a full one (see the
        module docstring).

        Raises:
            ValueError: bad card text, a malformed meld, more than 4 copies of a card, a bad
                seat, or an empty dealer's hand when the opening runs.
        """
        rules = cls._check_rules(rules)
        dealer = cls._check_seat(dealer, "dealer")
        if to_draw is not None:
            to_draw = cls._check_seat(to_draw, "to_draw")
        hand_list = [parse_indices(h) for h in _as_seat_list(hands, "hands", str)]
        stock_list = parse_indices(stock)
        meld_list = []
        for ms in _as_seat_list(melds, "melds", list):
            if isinstance(ms, str) or not hasattr(ms, "__iter__"):
                raise ValueError("melds: each seat's entry must be a list of meld strings")
            meld_list.append([parse_meld(m) for m in ms])
        chou_bits = []
        for c in _as_seat_list(chou, "chou", str):
            bits = 0
            for i in parse_indices(c if c is not None else ""):
                bits |= 1 << i
            chou_bits.append(bits)
        return cls._build(rules, hand_list, stock_list, dealer, to_draw, meld_list, chou_bits)

    @staticmethod
    def _check_rules(rules: Any) -> Rules:
        if rules is None:
            return Rules()
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules, not {type(rules).__name__}")
        return rules

    @staticmethod
    def _check_seat(seat: Any, name: str) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 2:
            raise ValueError(f"{name} must be a seat 0, 1 or 2, not {seat!r}")
        return seat

    @classmethod
    def _build(cls, rules: Rules, hands: list[list[int]], stock: list[int], dealer: int, to_draw: int | None,
               melds: list[list[Meld]], chou: list[int]) -> Deal:
        copies = [0] * N_KINDS
        for cards in hands + [stock]:
            for i in cards:
                copies[i] += 1
        for ms in melds:
            for m in ms:
                for i in m.cards:
                    copies[i] += 1
        check_copies(copies, " in the setup")
        opening = to_draw is None
        if opening and not hands[dealer]:
            raise ValueError("the dealer's hand is empty: no 亮张 for the opening")
        d = cls()
        d.rules = rules
        d._dealer = dealer
        d._setup = {
            "hands": [" ".join(CODES[i] for i in h) for h in hands],
            "stock": " ".join(CODES[i] for i in stock),
            "dealer": dealer,
            "to_draw": to_draw,
            "melds": [[str(m) for m in ms] for ms in melds],
            "chou": [" ".join(CODES[i] for i in range(N_KINDS) if bits >> i & 1) for bits in chou],
        }
        d._hands = [counts_of(h) for h in hands]
        d._melds = [list(ms) for ms in melds]
        d._chou = list(chou)
        d._stock = list(stock)
        if opening:
            d._liang = hands[dealer][-1]
            d._bottom_procedure()
        q_hand = [0, 0, 0]
        for k in range(3):
            s = (dealer + k) % 3
            for i in range(N_KINDS):
                if d._hands[s][i] == 4:
                    d._hands[s][i] = 0
                    d._melds[s].append(make_identical("ti", i))
                    d._history.append(f"{s} ti {CODES[i]}")
                    q_hand[s] += 1
        for s in range(3):
            q_all = d._quads(s)
            base = 21 if (opening and s == dealer) else 20
            full = base + max(0, q_all - 1) - max(0, q_hand[s] - 1)
            d._shift[s] = d._total(s) - full
        d._run(d._opening if opening else partial(d._turn, to_draw))
        return d

    def _bottom_procedure(self) -> None:
        """§5.4: while the face-up bottom card is red, move it to the top and turn up the next."""
        n = len(self._stock)
        if not n:
            return
        self._flips.append(self._stock[-1])
        while RED[self._stock[-1]] and self._moved < n:
            self._stock.insert(0, self._stock.pop())
            self._moved += 1
            self._flips.append(self._stock[-1])

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
        d = self._dealer
        order = [d, (d + 1) % 3, (d + 2) % 3]
        for s in order:  # 三提五坎 (§7.3)
            ti = sum(1 for m in self._melds[s] if m.kind == "ti")
            kan = sum(1 for n in self._hands[s] if n == 3)
            if ti >= 3 or kan >= 5:
                return self._win(s, assess_santi_wukan(self._melds[s], self._hands[s], self.rules))
        ctx = _Ctx("opening", self._liang, d, False)
        ctx.after_hu = "opening"
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
        self._ctx = ctx
        return self._next_hu

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
        self._history.append(f"{p} draw {code}")
        hand = self._hands[p]
        melds = self._melds[p]
        forced = ""
        if hand[c] == 3:
            hand[c] = 0
            melds.append(make_identical("ti", c))
            forced = "ti"
        else:
            k = find_meld(melds, c, ("wei", "chou_wei"))
            if k >= 0:
                melds[k] = make_identical("ti", c)
                forced = "ti"
            elif hand[c] == 2:
                hand[c] = 0
                forced = "chou_wei" if self._chou[p] >> c & 1 else "wei"
                melds.append(make_identical(forced, c))
        if forced:
            self._history.append(f"{p} {forced} {code}")
            self._offer = None
            return self._post_forced(p, True, last)
        self._offer = (code, "draw", p)
        ctx = _Ctx("draw", c, p, last)
        pao = None
        for s in range(3):
            if (s != p and (self._hands[s][c] == 3 or find_meld(self._melds[s], c, ("wei", "chou_wei")) >= 0)) \
                    or find_meld(self._melds[s], c, ("peng",)) >= 0:
                pao = s
                break
        ctx.pao_seat = pao
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
        ctx.after_hu = "draw"
        self._ctx = ctx
        return self._next_hu

    def _next_hu(self) -> Step | None:
        ctx = self._ctx
        assert ctx is not None
        if ctx.hu_queue:
            self._set_stage("hu", ctx.hu_queue.pop(0))
            return None
        return getattr(self, "_after_" + ctx.after_hu)

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
        for k in (1, 2):
            s = (ctx.src + k) % 3
            if self._hands[s][c] == 2:
                ctx.claims.append(("peng", s))
                break
        ctx.claims.append(("chi", ctx.src))
        if self.rules.next_can_chi_drawn:
            ctx.claims.append(("chi", (ctx.src + 1) % 3))
        return self._next_claim

    def _make_pao(self, s: int, c: int) -> None:
        """Forced 跑 (§9.3): from a 坎 in hand, or upgrading a 偎 / 臭偎 / 碰 in place."""
        if self._hands[s][c] == 3:
            self._hands[s][c] = 0
            self._melds[s].append(make_identical("pao", c))
        else:
            k = find_meld(self._melds[s], c, ("wei", "chou_wei", "peng"))
            self._melds[s][k] = make_identical("pao", c)
        self._history.append(f"{s} pao {CODES[c]}")
        self._offer = None

    def _post_forced(self, s: int, self_drawn: bool, last: bool) -> Step | None:
        """胡 check of the shape left by a forced action on a drawn card (§9.3, §9.4)."""
        ctx = _Ctx("post", None, s, last)
        ctx.after_hu = "post"
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
            self._history.append(f"{s} xianggong")
        return partial(self._turn, (s + 1) % 3)

    def _discard(self, s: int, c: int) -> Step | None:
        """Seat ``s`` discards ``c``; resolve it (§9.6)."""
        self._hands[s][c] -= 1
        code = CODES[c]
        self._history.append(f"{s} discard {code}")
        if self.rules.own_discard_is_chou:
            self._chou[s] |= 1 << c
            self._pub_chou[s] |= 1 << c
        self._offer = (code, "discard", s)
        ctx = _Ctx("discard", c, s, False)
        self._ctx = ctx
        for k in (1, 2):
            t = (s + k) % 3
            if self._hands[t][c] == 3 or find_meld(self._melds[t], c, ("wei", "chou_wei")) >= 0:
                self._make_pao(t, c)
                return self._after_takein(t)  # no 跑胡 after a discard (§24)
        for k in (1, 2):
            t = (s + k) % 3
            if self._hands[t][c] == 2:
                ctx.claims.append(("peng", t))
                break
        ctx.claims.append(("chi", (s + 1) % 3))
        return self._next_claim

    def _win(self, s: int, w: WinResult) -> None:
        ctx = self._ctx
        if ctx is not None and ctx.kind == "draw" and ctx.card is not None:
            self._hands[s][ctx.card] += 1
        pts = [-w.score] * 3
        pts[s] = 2 * w.score
        self._result = DealResult(s, w.huxi, w.di, dict(w.fan), w.fan_total, w.score, (pts[0], pts[1], pts[2]),
                                  w.tianhu, w.self_drawn, w.groups)
        self._history.append(f"{s} hu")
        self._end()

    def _liuju(self) -> None:
        self._result = DealResult(None, 0, 0, {}, 0, 0, (0, 0, 0), False, False, ())
        self._history.append("liuju")
        self._end()

    def _end(self) -> None:
        self._stage = "over"
        self._ask = None
        self._offer = None
        self._ctx = None
        self._acts = None

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
        if stage == "hu":
            assert ctx is not None
            if a == "hu":
                self._win(seat, ctx.wins[seat])
                return
            self._history.append(f"{seat} pass")
            self._run(self._next_hu)
        elif stage == "discard":
            self._run(partial(self._discard, seat, payload))
        else:
            assert ctx is not None and ctx.card is not None
            c = ctx.card
            if a == "pass":
                self._history.append(f"{seat} pass")
                self._chou[seat] |= 1 << c  # a declined 碰 / 吃 (§12.1, §12.2)
                self._run(self._next_claim)
            elif a == "peng":
                self._hands[seat][c] -= 2
                self._melds[seat].append(make_identical("peng", c))
                self._history.append(f"{seat} peng {CODES[c]}")
                self._offer = None
                self._run(partial(self._after_takein, seat))
            else:
                hand = self._hands[seat]
                hand[c] += 1
                for st in payload:
                    for i in st:
                        hand[i] -= 1
                    self._melds[seat].append(Meld("chi", st))
                self._history.append(f"{seat} {a}")
                self._offer = None
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

    def discards(self, seat: int) -> list[Card]:
        """The seat's discard row: its unclaimed discards and unused drawn cards, in order."""
        return [CARDS[i] for i in self._rows[self._check_seat(seat, "seat")]]

    def chou(self, seat: int) -> list[Card]:
        """Cards that are 臭 for the seat (§12), canonical order (private information)."""
        bits = self._chou[self._check_seat(seat, "seat")]
        return [CARDS[i] for i in range(N_KINDS) if bits >> i & 1]

    def is_xianggong(self, seat: int) -> bool:
        """The seat is 相公 (dead hand, §17)."""
        return self._xg[self._check_seat(seat, "seat")]

    @property
    def stock_count(self) -> int:
        """Cards left in the stock (the face-up bottom card included)."""
        return len(self._stock) - self._spos

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def liangzhang(self) -> Card | None:
        """The dealer's shown 21st card (``None`` for a setup without opening)."""
        return None if self._liang is None else CARDS[self._liang]

    @property
    def is_over(self) -> bool:
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
        d._setup = dict(self._setup)
        return d

    def view(self, seat: int) -> Any:
        """What ``seat`` may see (§18): a :class:`paohuzi.view.SeatView`."""
        from .view import SeatView
        return SeatView.of(self, self._check_seat(seat, "seat"))

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"{self._stage} asks {self._ask}"
        return f"<Deal dealer={self._dealer} stock={self.stock_count} {state}>"

    # ------------------------------------------------------------------ records

    def to_dict(self) -> dict[str, Any]:
        """The record body: rules, seed, the explicit setup and every action taken."""
        return {"format": DEAL_FORMAT, "engine": __version__, "rules": self.rules.to_dict(), "seed": self._seed,
                "setup": dict(self._setup), "actions": [[s, a] for s, a in self._log]}

    def to_json(self) -> str:
        """Versioned JSON record (``"paohuzi.deal/1"``) that :meth:`from_json` replays."""
        body = self.to_dict()
        del body["format"]
        return dump_record(DEAL_FORMAT, body)

    @classmethod
    def from_json(cls, text: Any) -> Deal:
        """Rebuild a deal from :meth:`to_json` by replaying every action with full checks.

        Raises:
            RecordError (a ``ValueError``): malformed JSON, wrong format or version, bad fields,
                or an action the rules refuse.
        """
        _, data = load_record(text, "paohuzi.deal", {1})
        try:
            rules = Rules.from_dict(record_field(data, "rules", dict))
            setup = record_field(data, "setup", dict)
            actions = record_field(data, "actions", list)
            to_draw = setup.get("to_draw")
            hands = record_field(setup, "hands", list)
            if any(not isinstance(h, str) for h in hands):
                raise RecordError("record field 'hands' must hold strings")
            d = cls.from_setup(rules, hands, record_field(setup, "stock", str), record_field(setup, "dealer", int),
                               to_draw, setup.get("melds"), setup.get("chou"))
            seed = data.get("seed")
            d._seed = seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None
            for n, item in enumerate(actions):
                if not isinstance(item, list) or len(item) != 2:
                    raise RecordError(f"action {n + 1} must be [seat, action]")
                try:
                    d.act(item[0], item[1])
                except IllegalAction as exc:
                    raise RecordError(f"action {n + 1} {item!r} refused: {exc}") from None
            return d
        except RecordError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise RecordError(f"bad deal record: {exc}") from None
