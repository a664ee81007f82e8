"""Cards and notation for Pao De Kuai (spec §1, §11).

The deck has 48 cards: a standard deck without jokers, without 2♥ 2♦ 2♣ and without A♠.
So there is one 2 (2♠), three aces (A♥ A♣ A♦) and four of every rank 3 … K.

A card is written as a rank character ``3 4 5 6 7 8 9 T J Q K A 2`` followed by a suit
character ``S H C D``: ``3S``, ``TH``, ``2S``. Reading is lenient (``10`` for ``T``, any case,
the glyphs ♠ ♥ ♣ ♦); writing is strict and canonical.

Ranks are numbered by their *key*: 3 … 10 are themselves, J = 11, Q = 12, K = 13, A = 14,
2 = 15. Suits are numbered in the canonical order ♠ ♥ ♣ ♦ (0 … 3), the order used to sort a
hand and to choose the cards of a listed play (spec §14).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from cardroom.notation import parse_tokens

RANK_CHARS = "3456789TJQKA2"
"""Rank characters, low to high; ``RANK_CHARS[key - 3]``."""
SUIT_CHARS = "SHCD"
"""Suit characters in canonical order (♠ ♥ ♣ ♦)."""
SUIT_GLYPHS = "♠♥♣♦"
RANK_NAMES = tuple("10" if r == "T" else r for r in RANK_CHARS)
"""Display names of the ranks, low to high (``"10"``, not ``"T"``)."""

MIN_KEY, MAX_KEY = 3, 15
ACE, TWO = 14, 15
RUN_TOP = ACE
"""The highest rank a run (straight, pair_run, airplane) may reach: the 2 never joins one."""


class Card(NamedTuple):
    """One card: frozen, hashable, ordered by rank then suit.

    Attributes:
        rank: the rank key, 3 … 15 (J = 11, Q = 12, K = 13, A = 14, 2 = 15).
        suit: 0 … 3 for ♠ ♥ ♣ ♦ (``S H C D``).

    ``str(card)`` is the canonical code (``"3S"``, ``"TH"``). Use :func:`parse_card` or the
    interned constants of :data:`DECK` rather than building cards by hand.
    """

    rank: int
    suit: int

    def __str__(self) -> str:
        return RANK_CHARS[self.rank - 3] + SUIT_CHARS[self.suit]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    @property
    def code(self) -> str:
        """The canonical code, same as ``str(card)``."""
        return str(self)

    @property
    def display(self) -> str:
        """Human form with a suit glyph: ``"10♥"``, ``"2♠"``."""
        return RANK_NAMES[self.rank - 3] + SUIT_GLYPHS[self.suit]

    @property
    def in_deck(self) -> bool:
        """False for the four well-formed cards the 48-card deck leaves out (A♠, 2♥, 2♣, 2♦)."""
        return self in _DECK_SET


# Every well-formed card, interned: 13 ranks x 4 suits = 52 codes.
_ALL: dict[str, Card] = {}
for _r, _rc in enumerate(RANK_CHARS):
    for _s, _sc in enumerate(SUIT_CHARS):
        _ALL[_rc + _sc] = Card(_r + 3, _s)

DECK: tuple[Card, ...] = tuple(
    sorted(c for c in _ALL.values() if not (c.rank == ACE and c.suit == 0) and not (c.rank == TWO and c.suit != 0))
)
"""The 48 cards of the deck, in canonical order (3♠ 3♥ 3♣ 3♦ 4♠ … A♦ 2♠)."""
_DECK_SET = frozenset(DECK)

THREE_OF_SPADES = _ALL["3S"]


def dealt_hands(seed: int | str) -> list[list[Card]]:
    """The three hands that ``seed`` deals (§1): the 48 cards shuffled with
    ``random.Random(seed)``, then 16 to each seat in order (seat 0 first)."""
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return [deck[0:16], deck[16:32], deck[32:48]]

_GLYPH_TO_SUIT = {g: SUIT_CHARS[i] for i, g in enumerate(SUIT_GLYPHS)}
_GLYPH_TO_SUIT.update({"♤": "S", "♡": "H", "♧": "C", "♢": "D"})


def parse_card(token: str) -> Card:
    """Read one card code.

    Accepts the canonical code (``"TH"``), ``10`` for ``T``, any letter case and the suit
    glyphs ♠ ♥ ♣ ♦ (``"10♥"``). Well-formed codes outside the deck (``"AS"``, ``"2H"``) are
    returned too: whether a card is in the deck or in a hand is the caller's question.

    Raises:
        ValueError: if ``token`` is not a card code.

    >>> parse_card("10d"), parse_card("2♠")
    (Card('TD'), Card('2S'))
    """
    if not isinstance(token, str):
        raise ValueError(f"not a card: {token!r}")
    t = token.strip()
    if t and t[-1] in _GLYPH_TO_SUIT:
        t = t[:-1] + _GLYPH_TO_SUIT[t[-1]]
    t = t.upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    card = _ALL.get(t)
    if card is None:
        raise ValueError(f"not a card: {token!r}")
    return card


def parse_cards(text: str) -> list[Card]:
    """Read space- (or comma-) separated card codes, keeping their order and repeats.

    Args:
        text: e.g. ``"3S th 10D"``.

    Returns:
        ``[Card('3S'), Card('TH'), Card('TD')]``.

    Raises:
        ValueError: naming the first token that is not a card code.

    >>> parse_cards("3S th 10D")
    [Card('3S'), Card('TH'), Card('TD')]
    """
    return parse_tokens(text, parse_card, "card")


def format_cards(cards: Iterable[Card | str]) -> str:
    """Write cards in canonical order (rank ascending, then ♠ ♥ ♣ ♦), single spaces.

    Args:
        cards: cards, or card codes (which are parsed first).

    Raises:
        ValueError: if ``cards`` is not iterable or an item is neither a card nor a card code.

    >>> format_cards(parse_cards("TD 3s th"))
    '3S TH TD'
    """
    if isinstance(cards, str):
        cards = parse_cards(cards)
    try:
        items = list(cards)
    except TypeError:
        raise ValueError(f"cards must be a list of cards, not {type(cards).__name__}") from None
    return " ".join(str(c) for c in sorted(as_cards(items)))


def as_cards(items: Iterable[Card | str], refuse_pass: bool = False) -> list[Card]:
    """Cards from cards or card codes, in order.

    Args:
        items: cards, or codes that :func:`parse_card` reads.
        refuse_pass: a ``"pass"`` among them is an error (a move is cards or a pass, §11).

    Raises:
        ValueError: naming the first item that is not a card (or the ``pass``).
    """
    out = []
    for c in items:
        if isinstance(c, Card):
            out.append(c)
        elif isinstance(c, str):
            if refuse_pass and c.strip().lower() == "pass":
                raise ValueError("'pass' cannot be combined with cards")
            out.append(parse_card(c))
        else:
            raise ValueError(f"not a card: {c!r}")
    return out


def rank_name(key: int) -> str:
    """Display name of a rank key: ``rank_name(10) == "10"``, ``rank_name(15) == "2"``."""
    return RANK_NAMES[key - 3]
