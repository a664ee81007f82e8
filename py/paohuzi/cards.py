"""Cards and notation of Paohuzi (跑胡子), spec §2.

The deck has 80 cards: two suits of ten ranks, four copies of each card.

* small characters (小字): ``x1`` … ``x10`` (一 … 十);
* big characters (大字): ``d1`` … ``d10`` (壹 … 拾).

Red cards (红字) are the ranks 2, 7 and 10 of both suits (24 cards); all others are black.
"Identical" means same suit and same rank: ``x5`` and ``d5`` are not identical.

Inside the engine a card is an index 0..19 in canonical order (``x1..x10`` then ``d1..d10``);
the public type is :class:`Card`, interned so that each of the 20 cards exists once.
The parser is lenient (``X7``, ``D10``, the Chinese numerals ``七`` / ``柒``), the formatter
strict (lowercase code, canonical order, single spaces).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardroom.notation import join_tokens, parse_tokens

N_KINDS = 20
"""Number of distinct cards (2 suits x 10 ranks)."""
COPIES = 4
"""Copies of each card in the deck."""
DECK_SIZE = N_KINDS * COPIES

CODES: tuple[str, ...] = tuple([f"x{r}" for r in range(1, 11)] + [f"d{r}" for r in range(1, 11)])
"""Canonical code of each card index."""

RED: tuple[bool, ...] = tuple(i % 10 in (1, 6, 9) for i in range(N_KINDS))
"""``RED[i]``: card ``i`` is red (ranks 2, 7, 10)."""
BIG: tuple[bool, ...] = tuple(i >= 10 for i in range(N_KINDS))
"""``BIG[i]``: card ``i`` is a big character (大字)."""

_SMALL_GLYPHS = "一二三四五六七八九十"
_BIG_GLYPHS = "壹贰叁肆伍陆柒捌玖拾"
_BIG_VARIANTS = {"貳": 2, "贰": 2, "弐": 2, "貮": 2, "參": 3, "叁": 3, "参": 3, "陸": 6, "陆": 6, "壱": 1}

_LOOKUP: dict[str, int] = {}
for _i, _code in enumerate(CODES):
    _LOOKUP[_code] = _i
    _LOOKUP[_code.upper()] = _i
for _r, _g in enumerate(_SMALL_GLYPHS):
    _LOOKUP[_g] = _r
for _r, _g in enumerate(_BIG_GLYPHS):
    _LOOKUP[_g] = 10 + _r
for _g, _r in _BIG_VARIANTS.items():
    _LOOKUP[_g] = 10 + _r - 1


def card_index(token: Any) -> int:
    """Read one card token into its index 0..19.

    Accepts a :class:`Card`, an index ``int`` 0..19, a code in any case (``"x7"``, ``"D10"``)
    or one Chinese numeral (``"七"`` small seven, ``"柒"`` big seven).

    Raises:
        ValueError: if the token is not a card.
    """
    if isinstance(token, Card):
        return token.index
    if isinstance(token, str):
        i = _LOOKUP.get(token)
        if i is None:
            i = _LOOKUP.get(token.strip().lower())
        if i is None:
            raise ValueError(f"not a card: {token!r}")
        return i
    if isinstance(token, int) and not isinstance(token, bool) and 0 <= token < N_KINDS:
        return token
    raise ValueError(f"not a card: {token!r}")


class Card:
    """One of the 20 distinct Paohuzi cards (frozen, hashable, ordered canonically).

    ``Card("x7")``, ``Card("x", 7)`` and ``Card(6)`` are the same (interned) object;
    ``str(card)`` is the canonical code, ``"x7"`` / ``"d10"``. Cards sort in canonical
    order ``x1 < … < x10 < d1 < … < d10``.

    Raises:
        ValueError: for anything that is not a card (``Card("z3")``, ``Card("x", 11)``).
    """

    __slots__ = ("index",)
    index: int
    _interned: list[Card] = []

    def __new__(cls, code: Any, rank: int | None = None) -> Card:
        if rank is not None:
            if not isinstance(code, str) or code.lower() not in ("x", "d") or not isinstance(rank, int) \
                    or isinstance(rank, bool) or not 1 <= rank <= 10:
                raise ValueError(f"not a card: suit {code!r} rank {rank!r}")
            return cls._interned[(0 if code.lower() == "x" else 10) + rank - 1]
        return cls._interned[card_index(code)]

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (CODES[self.index],))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: Any) -> Card:
        return self

    @property
    def suit(self) -> str:
        """``"x"`` (small, 小字) or ``"d"`` (big, 大字)."""
        return "d" if self.index >= 10 else "x"

    @property
    def rank(self) -> int:
        """1..10."""
        return self.index % 10 + 1

    @property
    def code(self) -> str:
        """Canonical code, e.g. ``"x7"``."""
        return CODES[self.index]

    @property
    def is_red(self) -> bool:
        """Red card (红字): ranks 2, 7, 10."""
        return RED[self.index]

    @property
    def is_big(self) -> bool:
        """Big character (大字)."""
        return self.index >= 10

    def __str__(self) -> str:
        return CODES[self.index]

    def __repr__(self) -> str:
        return f"Card({CODES[self.index]!r})"

    def __hash__(self) -> int:
        return hash(("paohuzi.Card", self.index))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index


for _i in range(N_KINDS):
    _c = object.__new__(Card)
    object.__setattr__(_c, "index", _i)
    Card._interned.append(_c)
CARDS: tuple[Card, ...] = tuple(Card._interned)
"""All 20 cards, in canonical order (``CARDS[i].index == i``)."""


def parse_indices(text: Any) -> list[int]:
    """Parse card text into indices, keeping the input order and duplicates.

    Args:
        text: ``"x1 d10 X7"`` (whitespace or commas), or an iterable of cards/codes.

    Raises:
        ValueError: naming the first bad token.
    """
    if isinstance(text, str):
        try:
            return [_LOOKUP[t] for t in text.split()]  # the common case: codes and spaces
        except KeyError:
            return parse_tokens(text, card_index)
    if isinstance(text, Card):
        return [text.index]
    try:
        items = list(text)
    except TypeError:
        raise ValueError(f"not card text: {text!r}") from None
    return parse_tokens(" ".join(str(item) for item in items), card_index)


def parse_cards(text: Any) -> list[Card]:
    """Parse card text into cards, in input order (spec §2, §23).

    >>> parse_cards("x1 d10 X7")
    [Card('x1'), Card('d10'), Card('x7')]

    Args:
        text: whitespace/comma separated codes (lenient: any case, Chinese numerals),
            or an iterable of codes / cards.

    Raises:
        ValueError: ``"not a card: 'z3' (token 2 of 3)"`` for the first bad token.
    """
    return [CARDS[i] for i in parse_indices(text)]


def format_cards(cards: Iterable[Any]) -> str:
    """Write cards in canonical order with single spaces (spec §23).

    >>> format_cards(parse_cards("d10 x7 x1 x7"))
    'x1 x7 x7 d10'

    Raises:
        ValueError: if an item is not a card.
    """
    if isinstance(cards, str):
        idx = parse_indices(cards)
    else:
        idx = [card_index(c) for c in cards]
    return join_tokens(CODES[i] for i in sorted(idx))


def counts_of(indices: Iterable[int]) -> list[int]:
    """Count vector (length 20) of a list of card indices."""
    counts = [0] * N_KINDS
    for i in indices:
        counts[i] += 1
    return counts


def format_counts(counts: list[int]) -> str:
    """Canonical text of a count vector."""
    return " ".join(CODES[i] for i in range(N_KINDS) for _ in range(counts[i]))


def check_copies(counts: list[int], where: str = "") -> None:
    """Raise ``ValueError`` naming the first card present more than 4 times in ``counts``."""
    for i in range(N_KINDS):
        if counts[i] > COPIES:
            raise ValueError(f"more than {COPIES} copies of {CODES[i]}{where}")


def new_deck() -> list[int]:
    """The 80 cards as indices, in canonical order (4 copies each)."""
    return [i for i in range(N_KINDS) for _ in range(COPIES)]
