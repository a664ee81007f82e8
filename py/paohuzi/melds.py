"""Sets (门子) and their 胡息, spec §6, and the 吃 / 比 enumeration, spec §11.

Set kinds and 胡息 (small / big):

=============  ===============================================  =========
kind           composition                                      胡息
=============  ===============================================  =========
``peng``       碰: 3 identical, face up                          1 / 3
``wei``        偎: 3 identical from a pair + own draw, face down  3 / 6
``chou_wei``   臭偎: as 偎 on a card that is 臭 for the owner      3 / 6
``kan``        坎: 3 identical in the dealt hand (stays hidden)   3 / 6
``pao``        跑: 4 identical, face up                          6 / 9
``ti``         提: 4 identical, 3 down 1 up                      9 / 12
``chi``        吃: a non-identical 3-set laid from a claim       see below
=============  ===============================================  =========

Non-identical 3-sets: 一二三 / 壹贰叁 and 二七十 / 贰柒拾 score 3 / 6; any other sequence
(3 consecutive ranks of one suit, no wrap) and the mixed set 绞 (same rank, 2+1 of the two
suits) score 0. The 将 pair scores 0.

A meld is written ``"<kind> <card>"`` for identical sets (``"peng x3"``, ``"ti d10"``) and
``"chi <c1> <c2> <c3>"`` for a 吃 set, cards in canonical order.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .cards import BIG, CODES, N_KINDS, parse_indices

IDENTICAL_KINDS = ("peng", "wei", "chou_wei", "pao", "ti")
MELD_KINDS = IDENTICAL_KINDS + ("chi",)
QUAD_KINDS = ("pao", "ti")

HUXI_IDENTICAL: dict[str, tuple[int, int]] = {
    "peng": (1, 3),
    "wei": (3, 6),
    "chou_wei": (3, 6),
    "kan": (3, 6),
    "pao": (6, 9),
    "ti": (9, 12),
}
"""胡息 (small, big) of each identical set kind (spec §6)."""


def identical_huxi(kind: str, card: int) -> int:
    """胡息 of an identical set of ``kind`` on card index ``card``."""
    return HUXI_IDENTICAL[kind][1 if BIG[card] else 0]


def _build_sets() -> tuple[list[tuple[int, int, int]], dict[tuple[int, int, int], int]]:
    sets: list[tuple[int, int, int]] = []
    value: dict[tuple[int, int, int], int] = {}
    for base in (0, 10):
        v = 6 if base else 3
        for r in range(8):
            s = (base + r, base + r + 1, base + r + 2)
            sets.append(s)
            value[s] = v if r == 0 else 0
        s = (base + 1, base + 6, base + 9)
        sets.append(s)
        value[s] = v
    for r in range(10):
        for s in ((r, r, r + 10), (r, r + 10, r + 10)):
            sets.append(s)
            value[s] = 0
    return sets, value


CHI_SETS, SET_HUXI = _build_sets()
"""All non-identical 3-sets as sorted index triples, and the 胡息 of each."""
SETS_WITH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(s for s in CHI_SETS if c in s) for c in range(N_KINDS))
"""``SETS_WITH[c]``: the non-identical sets containing card ``c``."""


class Meld:
    """A set laid on the table: ``kind`` and its card indices (canonical order).

    Never mutated (an upgrade, 偎 → 提 or 碰 → 跑, replaces the set by another), so the engine
    shares one object per set: :func:`make_identical` and :func:`chi_meld` return it.
    """

    __slots__ = ("kind", "cards", "huxi", "text")

    def __init__(self, kind: str, cards: tuple[int, ...]):
        self.kind = kind
        self.cards = cards
        if kind == "chi":
            self.huxi = SET_HUXI[cards]  # type: ignore[index]
        else:
            self.huxi = identical_huxi(kind, cards[0])
        self.text = ("chi " + " ".join(CODES[i] for i in cards)) if kind == "chi" else f"{kind} {CODES[cards[0]]}"

    @property
    def card(self) -> int:
        """The card of an identical set (first card of a 吃 set)."""
        return self.cards[0]

    @property
    def is_quad(self) -> bool:
        return self.kind in QUAD_KINDS

    @property
    def is_identical(self) -> bool:
        return self.kind != "chi"

    def __str__(self) -> str:
        return self.text

    def public_str(self) -> str:
        """As the other seats see it: a 偎's identity is hidden (``"wei ?"``, spec §18)."""
        if self.kind == "wei":
            return "wei ?"
        return str(self)

    def __repr__(self) -> str:
        return f"Meld({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Meld) and other.kind == self.kind and other.cards == self.cards

    def __hash__(self) -> int:
        return hash((self.kind, self.cards))


def make_identical(kind: str, card: int) -> Meld:
    """The identical set of ``kind`` on ``card`` (3 or 4 copies by kind); one shared object each."""
    return _IDENTICAL[kind][card]


def chi_meld(cards: tuple[int, int, int]) -> Meld:
    """The 吃 set of these cards (a sorted triple of :data:`CHI_SETS`); one shared object each."""
    return _CHI[cards]


_IDENTICAL = {k: tuple(Meld(k, (c,) * (4 if k in QUAD_KINDS else 3)) for c in range(N_KINDS))
              for k in IDENTICAL_KINDS}
_CHI = {cards: Meld("chi", cards) for cards in CHI_SETS}


def parse_meld(text: Any) -> Meld:
    """Read ``"peng x3"``, ``"ti d10"``, ``"chi x3 x1 x2"`` (lenient card order and case).

    Identical kinds take one card code, or all their copies (``"peng x3 x3 x3"``).

    Raises:
        ValueError: for an unknown kind, a wrong card count or an invalid 吃 set.
    """
    m = _PARSED.get(text) if isinstance(text, str) else None
    if m is not None:
        return m
    m = _parse_meld(text)
    if str(m) == text:  # canonical text only: the cache stays as small as the set of melds
        _PARSED[text] = m
    return m


_PARSED: dict[str, Meld] = {}
"""Canonical meld text → its (shared, never mutated) :class:`Meld`."""


def _parse_meld(text: Any) -> Meld:
    if not isinstance(text, str):
        raise ValueError(f"meld must be a string like 'peng x3', not {text!r}")
    parts = text.strip().split(None, 1)
    if len(parts) != 2:
        raise ValueError(f"malformed meld {text!r}: expected '<kind> <cards>'")
    kind = parts[0].lower()
    if kind not in MELD_KINDS:
        raise ValueError(f"malformed meld {text!r}: unknown kind {parts[0]!r} (one of {', '.join(MELD_KINDS)})")
    cards = parse_indices(parts[1])
    if kind == "chi":
        s = tuple(sorted(cards))
        if len(s) != 3 or s not in SET_HUXI:
            raise ValueError(f"malformed meld {text!r}: not a sequence, 二七十 or mixed set")
        return chi_meld(s)  # type: ignore[arg-type]
    size = 4 if kind in QUAD_KINDS else 3
    if len(set(cards)) != 1 or len(cards) not in (1, size):
        raise ValueError(f"malformed meld {text!r}: {kind} takes one card code (or {size} identical cards)")
    return make_identical(kind, cards[0])


def format_sets(sets: Iterable[tuple[int, ...]]) -> str:
    """``"x5 x6 x7 / x7 x8 x9"``: sets in the given order, cards as codes."""
    return " / ".join(" ".join(CODES[i] for i in s) for s in sets)


def chi_layouts(hand: list[int], card: int) -> list[tuple[tuple[int, int, int], ...]]:
    """Every distinct way to 吃 ``card`` with the 比 rule (spec §11).

    The claimed card goes into a non-identical set with two hand cards; then every further
    copy of the identical card left in hand must be laid too, each inside an additional
    non-identical set made of hand cards only (one such set may hold two copies). 坎 cards
    (three of a card in hand) are never used.

    Args:
        hand: count vector of the hand (length 20).
        card: index of the claimed card.

    Returns:
        Sorted list of layouts; a layout is the sorted tuple of the laid sets, each a sorted
        index triple. Layouts that differ only in which copy came from outside are one.
    """
    avail = [n if n < 3 else 0 for n in hand]
    out: set[tuple[tuple[int, int, int], ...]] = set()
    for s0 in SETS_WITH[card]:
        need = list(s0)
        need.remove(card)
        a, b = need
        if a == b:
            if avail[a] < 2:
                continue
        elif not (avail[a] and avail[b]):
            continue
        avail[a] -= 1
        avail[b] -= 1
        if avail[card] == 0:
            out.add((s0,))
        else:
            _bi(avail, card, [s0], out)
        avail[a] += 1
        avail[b] += 1
    return sorted(out)


def _bi(avail: list[int], card: int, laid: list[tuple[int, int, int]],
        out: set[tuple[tuple[int, int, int], ...]]) -> None:
    """Lay additional sets holding ``card`` until no copy is left in ``avail``."""
    for s in SETS_WITH[card]:
        x, y, z = s
        avail[x] -= 1
        avail[y] -= 1
        avail[z] -= 1
        if avail[x] >= 0 and avail[y] >= 0 and avail[z] >= 0:
            laid.append(s)
            if avail[card] == 0:
                out.add(tuple(sorted(laid)))
            else:
                _bi(avail, card, laid, out)
            laid.pop()
        avail[x] += 1
        avail[y] += 1
        avail[z] += 1
