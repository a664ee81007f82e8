"""How close a seat's hand is to a win: the 听 set, the unseen cards, the distance (spec §13, §18).

Three measures of one seat's *shape* (its table sets and its hand), all computed from what
the seat may see (a :class:`~paohuzi.view.SeatView`), for the table and the computer players:

* :func:`ting` — the 听 set: every card that would complete the hand now, for each source
  that can bring it (``"self"``: the seat's own draw; ``"other"``: another seat's draw; a
  discard never wins, §13.2), with the best win it gives (a :class:`~paohuzi.scoring.WinResult`
  from :func:`~paohuzi.scoring.assess`, the same code as the engine's 胡 check, so forced
  偎 / 提 / 跑 on the card come first exactly as in play).
* :func:`unseen` — for each of the 20 cards, how many copies the seat has not seen: 4 minus
  its own hand and sets, every face-up card of the others' sets (a 碰 / 跑 / 提 / 臭偎 / 吃
  shows which cards it holds; a hidden 偎 does not, so its cards count as unseen), the
  discard rows, the offered card, the 亮张 while it is known to be in the dealer's hand, and
  the stock cards known from the bottom-card procedure (§5.4).
* :func:`distance` — how many cards the hand still needs for the groups of §13.1: the fewest
  cards that, added to the hand (in place of as many cards taken out), make it split into the
  seven groups (three-card sets; with a 4-card set owned, one 将 pair among them). 1 means
  the hand is ready (听) in shape; 0 that it is complete in shape (it may still lack 胡息).
  A shape that can never be completed (a small test seat whose size does not fit) gives
  :data:`FAR`. The distance counts cards, not their availability: :func:`ting` and
  :func:`unseen` say which cards can still come.

A *shape* is a :class:`Shape`: the seat's sets as engine :class:`~paohuzi.melds.Meld` objects,
its hand as a count vector (length 20, canonical order), and the seat's §8 shift (0 for every
seat of a real deal; small test seats built with ``Deal.from_setup`` are shifted by a multiple
of three, see :func:`shape_of`).

The distance comes from a memoised search over each suit's count vector (the two suits
are independent except for the mixed sets 绞, which are enumerated first), so a bot can
afford it for every candidate action of every decision.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product
from operator import add
from typing import Any

from .cards import BIG, CODES, N_KINDS, counts_of, parse_indices
from .melds import Meld, parse_meld
from .rules import Rules
from .scoring import WinResult, assess, better, shapes_for_offer, target

FAR = 99
"""Distance of a shape that no set of cards completes."""

SOURCES = ("self", "other")
"""Sources a winning card can come from (§13.2): the seat's own draw, another seat's draw."""

_SEQ = (3, 6)      # 胡息 of 一二三 / 二七十, small / big
_TRIPLE = (1, 3)   # 胡息 of a triple completed by another's card (a 碰), small / big
_MEMO: tuple[dict[tuple[int, ...], Any], dict[tuple[int, ...], Any]] = ({}, {})
_USE: dict[tuple[Any, ...], int] = {}
_MEMO_LIMIT = 200_000


@dataclass
class Shape:
    """A seat's table sets and hand (see the module docstring).

    Attributes:
        melds: the seat's own table sets (engine ``Meld`` objects, all identities known).
        hand: count vector of the hand (length 20); a count of 3 is a 坎.
        shift: the seat's §8 shift (0 for a real seat).
    """

    melds: list[Meld]
    hand: list[int]
    shift: int = 0
    _groups: tuple[int, int, int] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def parse(cls, melds: Any, hand: Any, shift: int = 0) -> Shape:
        """A shape from meld strings (``["peng x3", "chi x1 x2 x3"]``) and hand text.

        Raises:
            ValueError: for bad card text or a malformed meld.
        """
        return cls([parse_meld(m) for m in (melds or [])], counts_of(parse_indices(hand)), shift)

    def copy(self) -> Shape:
        """An independent copy (the melds are shared: they are never changed in place)."""
        return Shape(list(self.melds), list(self.hand), self.shift)

    @property
    def quads(self) -> int:
        """Number of 4-card sets (跑 / 提) on the table."""
        return sum(1 for m in self.melds if len(m.cards) == 4)

    @property
    def total(self) -> int:
        """Cards owned: hand plus table sets (§8 ``total``)."""
        return sum(self.hand) + sum(len(m.cards) for m in self.melds)

    def fixed_huxi(self) -> int:
        """胡息 already secured: the table sets and the 坎 in hand (§6)."""
        h = sum(m.huxi for m in self.melds)
        for i, n in enumerate(self.hand):
            if n >= 3:
                h += 6 if BIG[i] else 3
        return h

    def slots(self) -> tuple[int, int, int]:
        """``(three-card sets the free hand cards must still form, 1 if a 将 pair is needed, free
        cards needed)`` for a complete hand (§13.1); the first is negative when impossible."""
        q = self.quads
        pair = 1 if q else 0
        rest = target(q) + 1 + self.shift - 4 * q - 2 * pair
        fixed3 = sum(1 for m in self.melds if len(m.cards) == 3) + sum(1 for n in self.hand if n >= 3)
        if rest % 3:
            return -1, pair, 0
        n3 = rest // 3 - fixed3
        return n3, pair, 3 * n3 + 2 * pair


def shape_of(view: Any) -> Shape:
    """The shape of ``view.seat`` (a :class:`~paohuzi.view.SeatView`).

    The §8 shift is not in the view; it is inferred as the multiple of three nearest to
    ``total - T(q)`` (a seat between turns holds ``T(q)``, one fewer after a dealt double 提,
    one more while it must discard): 0 for every seat of a real deal, and the exact shift of
    a ``Deal.from_setup`` seat whose size differs from a full seat's by a multiple of three.
    """
    melds = [parse_meld(m) for m in view.melds[view.seat]]
    hand = counts_of(parse_indices(" ".join(view.hand)))
    s = Shape(melds, hand, 0)
    base = s.total - target(s.quads)
    s.shift = (base + 1) // 3 * 3
    return s


# ----------------------------------------------------------------- distance

KMAX = 8
"""Most three-card groups the distance search places in one suit (a full seat needs at most 7)."""
_W = 256  # a (cards used, 胡息 potential) pair is held as used * _W + potential


def _suit(v: tuple[int, ...], big: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Best placements of one suit's free cards (count vector ``v``, counts ≤ 2).

    Returns two tuples indexed by ``k`` = 0 … :data:`KMAX`: the best ``used * _W + potential``
    with at most ``k`` three-card groups (complete or not) and no 将 slot, and the same with
    one 将 slot as well. ``used`` counts the cards placed; the potential counts each group
    at the 胡息 it has once completed (a sequence 0, 一二三 / 二七十 3 / 6, a pair towards a
    triple the 碰 value 1 / 3, a single card 0).
    """
    memo = _MEMO[big]
    r = memo.get(v)
    if r is not None:
        return r
    i = 0
    while i < 10 and v[i] == 0:
        i += 1
    if i == 10:
        r = ((0,) * (KMAX + 1), (0,) * (KMAX + 1))
        memo[v] = r
        return r
    lst = list(v)
    n = lst[i]
    lst[i] = n - 1
    less1 = tuple(lst)
    sub = _suit(less1, big)
    b0 = list(sub[0])       # this copy stays out of every group
    b1 = list(sub[1])
    seq = _SEQ[big]
    # the 将 slot: this card alone (waiting for its pair) or a pair of it
    s0 = sub[0]
    for k in range(KMAX + 1):
        c = s0[k] + _W
        if c > b1[k]:
            b1[k] = c
    options: list[tuple[int, tuple[int, ...]]] = [(_W, less1)]  # a group holding this card alone
    if n >= 2:
        lst[i] = n - 2
        two = tuple(lst)
        lst[i] = n - 1
        t0 = _suit(two, big)[0]
        for k in range(KMAX + 1):
            c = t0[k] + 2 * _W
            if c > b1[k]:
                b1[k] = c
        options.append((2 * _W + _TRIPLE[big], two))
    if i <= 8 and lst[i + 1]:
        lst[i + 1] -= 1
        options.append((2 * _W + (seq if i <= 1 else 0), tuple(lst)))
        if i <= 7 and lst[i + 2]:
            lst[i + 2] -= 1
            options.append((3 * _W + (seq if i == 0 else 0), tuple(lst)))
            lst[i + 2] += 1
        lst[i + 1] += 1
    if i <= 7 and lst[i + 2]:
        lst[i + 2] -= 1
        options.append((2 * _W + (seq if i == 0 else 0), tuple(lst)))
        lst[i + 2] += 1
    if i == 1:
        if lst[6]:
            lst[6] -= 1
            options.append((2 * _W + seq, tuple(lst)))
            if lst[9]:
                lst[9] -= 1
                options.append((3 * _W + seq, tuple(lst)))
                lst[9] += 1
            lst[6] += 1
        if lst[9]:
            lst[9] -= 1
            options.append((2 * _W + seq, tuple(lst)))
            lst[9] += 1
    elif i == 6 and lst[9]:
        lst[9] -= 1
        options.append((2 * _W + seq, tuple(lst)))
        lst[9] += 1
    for gain, w in options:
        a0, a1 = _suit(w, big)
        for k in range(KMAX):
            c = a0[k] + gain
            if c > b0[k + 1]:
                b0[k + 1] = c
            c = a1[k] + gain
            if c > b1[k + 1]:
                b1[k + 1] = c
    r = (tuple(b0), tuple(b1))
    if len(memo) > _MEMO_LIMIT:
        memo.clear()
    memo[v] = r
    return r


def _mixed_choices(x: list[int], d: list[int]) -> list[list[tuple[int, int, int, int, int]]]:
    """Per rank holding both suits: the ways to use mixed sets 绞 there, as
    ``(small cards, big cards, groups, cards used, rank)``."""
    out = []
    for r in range(10):
        a, b = x[r], d[r]
        if a and b:
            o = [(0, 0, 0, 0, r), (1, 1, 1, 2, r)]
            if a >= 2:
                o.append((2, 1, 1, 3, r))
            if b >= 2:
                o.append((1, 2, 1, 3, r))
            if a >= 2 and b >= 2:
                o.append((2, 2, 2, 4, r))
            out.append(o)
    return out


def _pair_sum(ax: tuple[tuple[int, ...], tuple[int, ...]], ad: tuple[tuple[int, ...], tuple[int, ...]],
              slots: int, pair: int) -> int:
    """Best value of ``slots`` three-card groups shared between the two suits (arrays of
    :func:`_suit`), with the 将 slot in either suit when ``pair``."""
    lo = slots - KMAX if slots > KMAX else 0
    hi = slots if slots < KMAX else KMAX
    if lo > hi:
        return -1
    # kx small-suit groups and slots - kx big-suit groups, for kx = lo … hi
    rev = slice(slots - lo, (slots - hi - 1) if slots - hi - 1 >= 0 else None, -1)
    c = max(map(add, ax[0][lo:hi + 1], ad[0][rev]))
    if pair:
        c = max(c, max(map(add, ax[1][lo:hi + 1], ad[0][rev])), max(map(add, ax[0][lo:hi + 1], ad[1][rev])))
    return c


def _best_use(free: list[int], n3: int, pair: int) -> int:
    """Best ``used * _W + potential`` of the free cards in ``n3`` three-card groups and
    ``pair`` 将 slots (0 or 1); -1 if ``n3`` is negative.

    Every choice of mixed sets 绞 is tried, except those whose best case cannot beat the
    best found: the most cards their mixed sets use plus the best of the untouched suits
    with the groups left (which bounds the suits without those cards).
    """
    if n3 < 0:
        return -1
    n3 = min(n3, 2 * KMAX)
    x = free[:10]
    d = free[10:]
    ax = _suit(tuple(x), 0)
    ad = _suit(tuple(d), 1)
    plain = [_pair_sum(ax, ad, k, pair) for k in range(n3 + 1)]
    best = plain[n3]
    choices = _mixed_choices(x, d)
    if not choices:
        return best
    # most cards the mixed sets can use with exactly g groups (a small knapsack over the ranks)
    most = [0] + [-1] * (2 * len(choices))
    for opts in choices:
        nxt = list(most)
        for g0, u0 in enumerate(most):
            if u0 >= 0:
                for _, _, gi, ui, _ in opts:
                    if gi and u0 + ui > nxt[g0 + gi]:
                        nxt[g0 + gi] = u0 + ui
        most = nxt
    gmax = 0
    for g in range(1, min(n3, len(most) - 1) + 1):
        if most[g] >= 0 and most[g] * _W + plain[n3 - g] > best:
            gmax = g
    if not gmax:
        return best
    for combo in product(*choices):
        g = 0
        u = 0
        for _, _, gi, ui, _ in combo:
            g += gi
            u += ui
        if not g or g > gmax or u * _W + plain[n3 - g] <= best:
            continue
        for a, b, _, _, r in combo:
            x[r] -= a
            d[r] -= b
        c = _pair_sum(_suit(tuple(x), 0), _suit(tuple(d), 1), n3 - g, pair)
        if c >= 0 and c + u * _W > best:
            best = c + u * _W
        for a, b, _, _, r in combo:
            x[r] += a
            d[r] += b
    return best


def distance_and_potential(shape: Shape) -> tuple[int, int]:
    """``(distance, 胡息 potential)`` of a shape: the distance of :func:`distance`, and the
    胡息 the hand would hold once completed along the best such way (secured 胡息 of the
    table sets and 坎, plus each hand group at its completed value; a triple still to come
    counts as a 碰). ``(FAR, 0)`` when no cards complete it."""
    n3, pair, need = shape.slots()
    if n3 < 0:
        return FAR, 0
    free = [n if n < 3 else n - 3 for n in shape.hand]
    key = (tuple(free), n3, pair)
    best = _USE.get(key)
    if best is None:
        best = _best_use(free, n3, pair) if max(free) <= 2 else -1
        if len(_USE) > _MEMO_LIMIT:
            _USE.clear()
        _USE[key] = best
    if best < 0:
        return FAR, 0
    return need - best // _W, shape.fixed_huxi() + best % _W


def distance(shape: Shape) -> int:
    """Cards the hand still needs for the groups of §13.1 (see the module docstring).

    >>> distance(Shape.parse([], "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"))
    1
    """
    return distance_and_potential(shape)[0]


# ----------------------------------------------------------------- the 听 set

@dataclass(frozen=True)
class Wait:
    """One card of the 听 set: ``card`` from ``source`` wins ``win``."""

    card: str
    """Card code."""
    source: str
    """``"self"`` (own draw) or ``"other"`` (another seat's draw)."""
    win: WinResult

    @property
    def huxi(self) -> int:
        return self.win.huxi

    @property
    def score(self) -> int:
        """What each loser would pay."""
        return self.win.score

    def to_dict(self) -> dict[str, Any]:
        """``{"card", "source", "huxi", "score", "fan"}`` (plain JSON)."""
        return {"card": self.card, "source": self.source, "huxi": self.win.huxi, "score": self.win.score,
                "fan": dict(self.win.fan)}


def win_with(shape: Shape, card: int, source: str, rules: Rules, last: bool = False) -> WinResult | None:
    """The best win of ``shape`` when card index ``card`` comes from ``source`` (``"self"``,
    ``"other"``), the holder's forced 偎 / 提 / 跑 first (§9.3, §9.4, §13.2), or ``None``."""
    best = None
    for m2, h2, extra in shapes_for_offer(shape.melds, shape.hand, card, source, rules.same_player_hu_over_pao):
        best = better(best, assess(m2, h2, extra, rules, self_drawn=(source == "self"), last=last,
                                   shift=shape.shift))
    return best


def ting(shape: Shape, rules: Rules | None = None, last: bool = False, dist: int | None = None) -> list[Wait]:
    """The 听 set of a shape between turns (spec §13): every card and source that wins now.

    Args:
        shape: the seat's sets and hand (it holds no card to discard).
        rules: the options (``min_huxi``, ``fan_table``, ``same_player_hu_over_pao`` …).
        last: the next card drawn is the last of the stock (海底胡 on the scores).
        dist: ``distance(shape)`` if already known (saves its computation).

    Returns:
        :class:`Wait` entries in canonical card order, ``"self"`` before ``"other"``; empty
        when no card wins (including a hand that lacks 胡息 whatever comes).
    """
    rules = rules or Rules()
    if dist is None:
        dist = distance(shape)
    held = list(shape.hand)
    for m in shape.melds:
        for i in m.cards:
            held[i] += 1
    out = []
    for c in range(N_KINDS):
        if held[c] >= 4:
            continue
        # a free card can only finish a hand one card short; a card landing on the seat's
        # own pair, 坎 or identical set changes the shape first (偎 / 提 / 跑) and is tried too
        if dist != 1 and shape.hand[c] < 2 and not any(m.kind != "chi" and m.cards[0] == c for m in shape.melds):
            continue
        for source in SOURCES:
            w = win_with(shape, c, source, rules, last)
            if w is not None:
                out.append(Wait(CODES[c], source, w))
    return out


# ----------------------------------------------------------------- unseen cards

def seen_counts(view: Any) -> list[int]:
    """Per card index, the copies ``view.seat`` has seen (see :func:`unseen`)."""
    seen = [0] * N_KINDS
    me = view.seat
    for code in view.hand:
        seen[_INDEX[code]] += 1
    for s in range(3):
        for m in view.melds[s]:
            kind, _, rest = m.partition(" ")
            if rest == "?":
                continue  # another seat's hidden 偎: three unseen cards
            if kind == "chi":
                for code in rest.split():
                    seen[_INDEX[code]] += 1
            else:
                seen[_INDEX[rest.split()[0]]] += 4 if kind in ("pao", "ti") else 3
        for code in view.discards[s]:
            seen[_INDEX[code]] += 1
    if view.offer is not None:
        seen[_INDEX[view.offer[0]]] += 1
    for code in view.known_top:
        seen[_INDEX[code]] += 1
    if view.bottom is not None:
        seen[_INDEX[view.bottom]] += 1
    lz = view.liangzhang
    if lz is not None and view.dealer != me:
        i = _INDEX[lz]
        if liangzhang_in_hand(view):
            seen[i] += 1
    return [min(4, n) for n in seen]


def liangzhang_in_hand(view: Any) -> bool:
    """Whether ``view`` proves the 亮张 (§7.4) still in the dealer's hand: there is one, no
    copy of it has left the dealer's hand in public (a discard, claimed or not, or one of his
    sets: that copy may be the 亮张) and he has made no hidden 偎 (it may hold the 亮张).

    Args:
        view: any :class:`~paohuzi.view.SeatView` (the dealer's own as well).

    Returns:
        ``False`` as well when the deal shows no 亮张 (``view.liangzhang is None``).
    """
    lz = view.liangzhang
    if lz is None:
        return False
    d = view.dealer
    if any(lz in m.split()[1:] for m in view.melds[d]):
        return False
    return not any(e == f"{d} discard {lz}" or e == f"{d} wei ?" for e in view.history)


_INDEX = {code: i for i, code in enumerate(CODES)}


def unseen_counts(view: Any) -> list[int]:
    """Per card index, the copies ``view.seat`` has not seen (``4 - seen``; see :func:`unseen`)."""
    return [4 - n for n in seen_counts(view)]


def unseen(view: Any) -> dict[str, int]:
    """For each of the 20 cards (code → count), how many copies ``view.seat`` has not seen
    (spec §18): the others' hands, their hidden 偎 and the unknown stock hold exactly these.

    Seen: the seat's own hand and sets; each other seat's 碰 (3), 跑 / 提 (4: the face-up card
    of a 提 names all four), 臭偎 (3) and 吃 cards; every discard row; the offered card; the
    red cards moved to the top of the stock and the face-up bottom card while still in the
    stock; the 亮张 while it is known to be in the dealer's hand (until a copy of it shows
    among the dealer's sets or discards, or the dealer makes a hidden 偎).
    """
    return {CODES[i]: n for i, n in enumerate(unseen_counts(view))}


# ----------------------------------------------------------------- the table's summary

def readiness(view: Any) -> dict[str, Any]:
    """What the table shows for ``view.seat`` (plain JSON).

    Returns:
        ``{"distance": int, "huxi_potential": int, "ting": [Wait.to_dict(), ...],
        "unseen": {code: count}}``. While the seat holds a card to discard (``view.discarding
        == view.seat``) the 听 set is empty: it belongs to the shape after the discard.
        A 相公 seat (§17) cannot 胡: its 听 set is empty too.
    """
    rules = Rules.from_dict(view.rules)
    shape = shape_of(view)
    d, pot = distance_and_potential(shape)
    waits: list[Wait] = []
    if view.discarding != view.seat and not view.xianggong[view.seat] and not view.is_over:
        waits = ting(shape, rules, last=view.stock_count == 1, dist=d)
    return {"distance": d, "huxi_potential": pot, "ting": [w.to_dict() for w in waits],
            "unseen": unseen(view)}


__all__ = ["FAR", "SOURCES", "Shape", "Wait", "shape_of", "distance", "distance_and_potential", "ting",
           "win_with", "liangzhang_in_hand", "seen_counts", "unseen_counts", "unseen", "readiness"]
