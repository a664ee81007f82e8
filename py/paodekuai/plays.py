"""Plays: the seven kinds, their keys, and how a set of cards reads (spec §3, §4).

=============  ======  ==============================================  =====================
kind           中文     cards                                           ``units``
=============  ======  ==============================================  =====================
single         单张     1 card                                          1
pair           对子     2 of a rank                                     1
pair_run       连对     k >= 2 pairs of consecutive ranks (2k cards)    k (pairs)
straight       顺子     k >= 5 consecutive ranks, one each              k (cards)
triple_two     三带二   3 of a rank + any 2 cards as kickers            1
airplane       飞机     k >= 2 consecutive triples + 2k wings (5k)      k (triples)
bomb           炸弹     all 4 cards of a rank (3 … K)                   1
=============  ======  ==============================================  =====================

Runs of every kind stay within 3 … A: the 2 never joins one. A play's *key* is the rank it
is compared by (the top rank of a run, the triple's rank, the top triple of an airplane),
and plays of a kind compare only at equal ``units``. Kickers and wings never count.

No play other than a bomb contains all four cards of a rank (ruling of §3): there is no
4+1, 4+2 or 4+3, and a bomb's fourth card can never be a kicker.

*Readings.* A set of cards may read more than one way, always as the same kind: 333 444
555 + 6 is the airplane 444555 (wings 3 3 3 6) or 333444 (wings 5 5 5 6). Following, a set
is legal if any reading beats the table; leading, it takes its highest key (§3, §14).

*Last cards* (§4). When a play is the mover's whole hand, a triple may carry fewer than two
kickers and an airplane fewer than 2k wings; such a play is a ``triple_two`` (an airplane
of k triples) all the same, and may beat a full one of a lower key.

Internally a set of cards is described by its *rank counts*: a 13-list indexed by
``key - 3``. Everything here works on those counts; suits never matter.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import RANK_CHARS, RUN_TOP, Card, as_cards, format_cards, parse_cards

SINGLE = "single"
PAIR = "pair"
PAIR_RUN = "pair_run"
STRAIGHT = "straight"
TRIPLE_TWO = "triple_two"
AIRPLANE = "airplane"
BOMB = "bomb"
KINDS = (SINGLE, PAIR, PAIR_RUN, STRAIGHT, TRIPLE_TWO, AIRPLANE, BOMB)
"""The seven kind codes of §3, in the order of the spec's table."""

RUN_MAX_INDEX = RUN_TOP - 3
"""Index (``key - 3``) of the ace: the highest rank a run may reach."""

Reading = tuple[str, int, int, bool]
"""``(kind, units, key, short)``: one way to read a set of cards; ``short`` marks a §4
last-cards reading (a triple or an airplane with fewer kickers than a full one)."""


def readings(counts: Sequence[int], whole: bool = False) -> list[Reading]:
    """Every reading of a set of cards, from its rank counts.

    Args:
        counts: 13 counts, index ``key - 3`` (3 … 2), each 0 … 4.
        whole: the set is all the cards left in the mover's hand, so the §4 last-cards
            readings (short triples and airplanes) are allowed too.

    Returns:
        A list of ``(kind, units, key, short)``, empty when the cards form no play. All
        readings of one set share their kind (§3); airplanes may differ in key, and under
        §4 also in ``units``.

    >>> readings([0, 0, 3, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0])    # 555 + 10 + Q
    [('triple_two', 1, 5, False)]
    >>> readings([3, 3, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])    # 333 444 555 + 6
    [('airplane', 2, 4, False), ('airplane', 2, 5, False)]
    """
    n = 0
    distinct = 0
    lo = hi = -1
    has4 = False
    for i in range(13):
        c = counts[i]
        if c:
            n += c
            distinct += 1
            if lo < 0:
                lo = i
            hi = i
            if c == 4:
                has4 = True
    if n == 0:
        return []
    if has4:
        # only a bomb may hold all four cards of a rank
        return [(BOMB, 1, lo + 3, False)] if n == 4 else []
    if n == 1:
        return [(SINGLE, 1, lo + 3, False)]
    span = hi - lo + 1
    if distinct == span and hi <= RUN_MAX_INDEX:
        # consecutive ranks, no gap: a straight or a pair run if every count agrees
        first = counts[lo]
        if all(counts[i] == first for i in range(lo, hi + 1)):
            if first == 1 and n >= 5:
                return [(STRAIGHT, n, hi + 3, False)]
            if first == 2 and distinct >= 2:
                return [(PAIR_RUN, distinct, hi + 3, False)]
    if n == 2 and distinct == 1:
        return [(PAIR, 1, lo + 3, False)]
    triples = [i for i in range(13) if counts[i] == 3]
    if not triples:
        return []
    out: list[Reading] = []
    if n == 5 and len(triples) == 1:
        out.append((TRIPLE_TWO, 1, triples[0] + 3, False))
    elif whole and n < 5 and len(triples) == 1:
        out.append((TRIPLE_TWO, 1, triples[0] + 3, True))
    # airplanes: every window of k >= 2 consecutive triples within 3 … A
    run_start = 0
    for j in range(len(triples)):
        if j and triples[j] != triples[j - 1] + 1:
            run_start = j
        top = triples[j]
        if top > RUN_MAX_INDEX:
            continue
        for start in range(run_start, j):  # window triples[start..j], k = j - start + 1
            k = j - start + 1
            wings = n - 3 * k
            if wings == 2 * k:
                out.append((AIRPLANE, k, top + 3, False))
            elif whole and wings < 2 * k:
                out.append((AIRPLANE, k, top + 3, True))
    return out


def lead_reading(rs: Sequence[Reading]) -> Reading:
    """The reading a set takes when led: the highest key, then the most units (§3, §14).

    Ties in key with different units happen only for §4 last-cards airplanes, which end
    the deal at once, so the choice never changes what may follow.
    """
    return max(rs, key=lambda r: (r[2], r[1]))


def follow_reading(rs: Sequence[Reading], table: Play) -> Reading | None:
    """The reading a set takes when it follows ``table``, or ``None`` if none beats.

    A bomb beats any non-bomb and a lower bomb; otherwise the kind and units must match the
    table and the key must be higher. Of several beating readings the highest key is taken
    (§14, "the key a follow carries").
    """
    best: Reading | None = None
    for r in rs:
        kind = r[0]
        if kind == BOMB:
            if table.kind != BOMB or r[2] > table.key:
                return r
            continue
        if kind == table.kind and r[1] == table.units and r[2] > table.key:
            if best is None or r[2] > best[2]:
                best = r
    return best


class Play:
    """One play on the table: its kind, key, units and cards. Immutable and hashable.

    Attributes:
        kind: one of :data:`KINDS`.
        key: the rank it is compared by, 3 … 15 (J = 11, Q = 12, K = 13, A = 14, 2 = 15).
        units: cards of a straight, pairs of a pair_run, triples of an airplane, else 1.
        cards: the cards, a tuple in canonical order.

    Plays are values: their attributes are read-only.

    ``str(play)`` is its cards in notation (``"3S 3H 4S 4C"``); ``play.shape`` its ranks
    only (``"3344"``). Two plays are equal when kind, key, units and cards are.

    Plays listed by ``Deal.legal_plays()`` compute their cards on first use, so listing
    hundreds of them stays cheap.
    """

    __slots__ = ("_kind", "_key", "_units", "_cards", "_ranks", "_src")

    def __init__(self, kind: str, key: int, units: int, cards: Sequence[Card]) -> None:
        self._kind = kind
        self._key = key
        self._units = units
        self._cards: tuple[Card, ...] | None = tuple(sorted(cards))
        self._ranks: tuple[int, ...] | None = None
        self._src: tuple[tuple[Card, ...], ...] | None = None

    @classmethod
    def _lazy(cls, kind: str, key: int, units: int, ranks: tuple[int, ...],
              src: tuple[tuple[Card, ...], ...]) -> Play:
        """A play whose cards are the first ``ranks.count(i)`` cards of ``src[i]`` per rank
        index ``i`` (``ranks`` sorted ascending). Used by move generation."""
        p = object.__new__(cls)
        p._kind = kind
        p._key = key
        p._units = units
        p._cards = None
        p._ranks = ranks
        p._src = src
        return p

    @property
    def kind(self) -> str:
        """One of :data:`KINDS`."""
        return self._kind

    @property
    def key(self) -> int:
        """The rank the play is compared by, 3 … 15."""
        return self._key

    @property
    def units(self) -> int:
        """Cards of a straight, pairs of a pair_run, triples of an airplane, else 1."""
        return self._units

    @property
    def cards(self) -> tuple[Card, ...]:
        """The play's cards in canonical order (rank, then ♠ ♥ ♣ ♦)."""
        c = self._cards
        if c is None:
            src = self._src
            assert src is not None and self._ranks is not None
            out: list[Card] = []
            prev = -1
            used = 0
            for i in self._ranks:
                used = used + 1 if i == prev else 0
                out.append(src[i][used])
                prev = i
            c = self._cards = tuple(out)
            self._src = None
        return c

    @property
    def ranks(self) -> tuple[int, ...]:
        """Rank indices (``key - 3``) of the cards, ascending, one per card."""
        r = self._ranks
        if r is None:
            r = self._ranks = tuple(c.rank - 3 for c in self.cards)
        return r

    @property
    def shape(self) -> str:
        """The ranks alone, ``"33344"`` (suits ignored; ten is ``T``)."""
        return "".join(RANK_CHARS[i] for i in self.ranks)

    @property
    def shown(self) -> tuple[Card, ...]:
        """The cards in display order: the main part first, then its kickers (带牌) or
        wings, each part in canonical order; the same as :attr:`cards` for the kinds that
        carry none.

        >>> Play("triple_two", 7, 1, parse_cards("3H 4D 7H 7C 7D")).shown
        (Card('7H'), Card('7C'), Card('7D'), Card('3H'), Card('4D'))
        """
        cards = self.cards
        if self._kind != TRIPLE_TWO and self._kind != AIRPLANE:
            return cards
        lo = self._key - self._units + 1
        hi = self._key
        return (tuple(c for c in cards if lo <= c.rank <= hi)
                + tuple(c for c in cards if not lo <= c.rank <= hi))

    def __len__(self) -> int:
        return len(self.ranks)

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"Play({self.kind!r}, {self.key}, {self.units}, '{self}')"

    def _ident(self) -> tuple[str, int, int, tuple[Card, ...]]:
        return (self.kind, self.key, self.units, self.cards)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self._ident() == other._ident()

    def __hash__(self) -> int:
        return hash(self._ident())


def parse_move(cards: Any) -> list[Card] | None:
    """The cards of a move, or ``None`` for a pass (spec §11: a pass is the empty play).

    Args:
        cards: a list of cards or card codes, a string of codes, a :class:`Play`, a
            :class:`~paodekuai.cards.Card`; ``None``, ``[]``, ``""`` or ``"pass"`` for a pass.

    Raises:
        ValueError: for text that is not card codes, or that mixes ``pass`` with cards.

    >>> parse_move("pass"), parse_move("th 10d")
    (None, [Card('TH'), Card('TD')])
    """
    if cards is None:
        return None
    if isinstance(cards, Play):
        return list(cards.cards)
    if isinstance(cards, str):
        tokens = cards.replace(",", " ").split()
        if any(t.lower() == "pass" for t in tokens):
            if len(tokens) > 1:
                raise ValueError("'pass' cannot be combined with cards")
            return None
        out = parse_cards(cards)
    elif isinstance(cards, Card):
        out = [cards]
    else:
        try:
            items = list(cards)
        except TypeError:
            raise ValueError(f"a play must be cards or a string, not {type(cards).__name__}") from None
        out = as_cards(items, refuse_pass=True)
    return out if out else None
