"""One change of one card in a record's dealt cards, for the property tests that tamper with
records (issue 16 item 3), shared by both games.

The dealt cards are a list of groups of card codes: the three hands, then (Paohuzi) the
stock. A change starts from a hand: replace one of its cards by any code, drop one, add one,
move one to another group, or exchange one with a card of another group.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st


def changes(codes: list[str], groups: int) -> st.SearchStrategy[tuple[Any, ...]]:
    """Changes of a hand's card among ``groups`` groups (indices are taken modulo the sizes)."""
    seat, index, other = st.integers(0, 2), st.integers(0, 30), st.integers(1, groups - 1)
    return st.one_of(
        st.tuples(st.just("replace"), seat, index, st.sampled_from(codes)),
        st.tuples(st.just("drop"), seat, index),
        st.tuples(st.just("add"), seat, st.sampled_from(codes)),
        st.tuples(st.just("move"), seat, index, other),
        st.tuples(st.just("exchange"), seat, index, other, index),
    )


def changed(cards: list[list[str]], change: tuple[Any, ...]) -> list[list[str]] | None:
    """``cards`` after ``change`` (a new list), or ``None`` if it leaves them as they were.

    >>> changed([["a", "b"], ["c"], ["d"]], ("move", 0, 1, 2))
    [['a'], ['c'], ['d', 'b']]
    >>> changed([["a", "b"], ["c"], ["d"]], ("exchange", 0, 0, 1, 0))
    [['c', 'b'], ['a'], ['d']]
    >>> changed([["a"], ["b"], ["c"]], ("replace", 0, 0, "a")) is None
    True
    """
    c = [list(x) for x in cards]
    kind, s = change[0], change[1]
    if kind == "replace":
        i = change[2] % len(c[s])
        if c[s][i] == change[3]:
            return None
        c[s][i] = change[3]
    elif kind == "drop":
        c[s].pop(change[2] % len(c[s]))
    elif kind == "add":
        c[s].append(change[2])
    elif kind == "move":
        c[(s + change[3]) % len(c)].append(c[s].pop(change[2] % len(c[s])))
    else:
        t = (s + change[3]) % len(c)
        i, j = change[2] % len(c[s]), change[4] % len(c[t])
        if c[s][i] == c[t][j]:
            return None
        c[s][i], c[t][j] = c[t][j], c[s][i]
    return c
