"""Rule options and the two presets (spec §2, §5, §8).

The two rule sets of the user's documents differ in exactly four switches:

==================  ==============  ==============
field               ``standard``    ``home``
==================  ==============  ==============
first_play_has_3S   False           True
next_leader         ``holder_3S``   ``winner``
bomb_bonus          ``unbeaten``    ``immediate``
split_bombs         False           True
==================  ==============  ==============

``standard`` is the 16-card game of seeds 000 (ja), 001 (pt) and 003 (es); ``home`` the
house rules of seed 002 (en/de/zh).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

SEATS = 3
"""Seats at the table, 0 (You), 1 (Anna), 2 (Ben) (§1)."""
NEXT_LEADERS = ("holder_3S", "winner")
BOMB_BONUSES = ("unbeaten", "immediate")


@dataclass(frozen=True)
class Rules:
    """The rule switches of a deal or match. Frozen; ``Rules()`` is the standard preset.

    Raises:
        ValueError: on construction, for a value outside the documented ones.
    """

    first_play_has_3S: bool = False
    """§2: the first play of a match must contain 3♠ (binds only its holder, §14)."""
    next_leader: str = "holder_3S"
    """§2: who leads every deal after a match's first: ``"holder_3S"`` or ``"winner"`` (of the
    previous deal). The first deal is always led by the holder of 3♠."""
    bomb_bonus: str = "unbeaten"
    """§8: ``"unbeaten"`` -- a bomb scores only if it ends its round unbeaten or goes out;
    ``"immediate"`` -- every bomb scores when played. A scoring bomb is +20 to its player and
    -10 to each other player."""
    split_bombs: bool = False
    """§5: whether four cards of a rank may be played other than together as a bomb."""

    def __post_init__(self) -> None:
        if not isinstance(self.first_play_has_3S, bool):
            raise ValueError("first_play_has_3S must be true or false")
        if not isinstance(self.split_bombs, bool):
            raise ValueError("split_bombs must be true or false")
        if self.next_leader not in NEXT_LEADERS:
            raise ValueError(f"next_leader must be one of {NEXT_LEADERS}, not {self.next_leader!r}")
        if self.bomb_bonus not in BOMB_BONUSES:
            raise ValueError(f"bomb_bonus must be one of {BOMB_BONUSES}, not {self.bomb_bonus!r}")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset: ``"standard"`` or ``"home"`` (case-insensitive).

        Raises:
            ValueError: for any other name.
        """
        key = name.strip().lower() if isinstance(name, str) else name
        if key not in PRESETS:
            raise ValueError(f"unknown preset {name!r}; choose 'standard' or 'home'")
        return PRESETS[key]

    @property
    def name(self) -> str:
        """``"standard"`` or ``"home"`` when these rules equal a preset, else ``"custom"``."""
        for n, r in PRESETS.items():
            if r == self:
                return n
        return "custom"

    def to_dict(self) -> dict[str, Any]:
        """Every field, by name (records store all of them, never only a preset name)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Inverse of :meth:`to_dict`.

        Raises:
            ValueError: for a missing or unknown field, or a bad value.
        """
        if not isinstance(data, dict):
            raise ValueError("rules must be an object")
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown rule field(s): {', '.join(sorted(unknown))}")
        missing = names - set(data)
        if missing:
            raise ValueError(f"missing rule field(s): {', '.join(sorted(missing))}")
        return cls(**data)


def next_seat(seat: int) -> int:
    """The player after ``seat``: play moves 0 → 1 → 2 → 0 (§1).

    >>> [next_seat(s) for s in range(3)]
    [1, 2, 0]
    """
    return (seat + 1) % SEATS


PRESETS: dict[str, Rules] = {
    "standard": Rules(),
    "home": Rules(first_play_has_3S=True, next_leader="winner", bomb_bonus="immediate", split_bombs=True),
}
"""The two presets by name."""
