"""Card notation helpers shared by every game.

A game defines how one token reads (``"3S"`` in Pao De Kuai, ``"x7"`` in Paohuzi); these
helpers do the rest: split a string of tokens, report the first bad one by name, and join
formatted cards back into canonical text (single spaces).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")


def split_tokens(text: str) -> list[str]:
    """Split card text on whitespace and commas.

    Args:
        text: e.g. ``"3S th, 10D"``.

    Returns:
        The non-empty tokens, in order: ``["3S", "th", "10D"]``.

    Raises:
        ValueError: if ``text`` is not a ``str``.

    >>> split_tokens(" 3S th,10D ")
    ['3S', 'th', '10D']
    """
    if not isinstance(text, str):
        raise ValueError(f"card text must be a str, not {type(text).__name__}")
    return text.replace(",", " ").split()


def parse_tokens(text: str, parse_one: Callable[[str], T], what: str = "card") -> list[T]:
    """Parse every token of ``text`` with ``parse_one``.

    Args:
        text: whitespace- or comma-separated tokens.
        parse_one: reads one token and raises ``ValueError`` (any message) if it cannot.
        what: the noun used in the error message ("card").

    Returns:
        The parsed values in input order (duplicates kept: the caller decides).

    Raises:
        ValueError: ``"not a card: 'Z9' (token 2 of 3)"`` for the first bad token.
    """
    tokens = split_tokens(text)
    out: list[T] = []
    for i, token in enumerate(tokens):
        try:
            out.append(parse_one(token))
        except ValueError:
            raise ValueError(f"not a {what}: {token!r} (token {i + 1} of {len(tokens)})") from None
    return out


def join_tokens(items: Iterable[object]) -> str:
    """Join items with single spaces, each written with ``str``.

    >>> join_tokens([1, "x7", 3])
    '1 x7 3'
    """
    return " ".join(str(item) for item in items)
