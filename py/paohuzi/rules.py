"""Rule options of Paohuzi (spec §19): one documented field per option, defaults first.

``Rules()`` is the seed's variant as the spec settles it. Every alternative of §19 is a
field; the engine reads nothing else. ``Rules.to_dict()`` / ``Rules.from_dict()`` give the
whole option set as plain JSON data (a saved deal keeps its rules even if defaults change).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

FAN_TABLES = ("seed", "wiki")
SANTI_WUKAN_HUXI = ("quads_kan", "best")
PLAYER_COUNTS = (3, 4)
"""Players at the table (§3): three, or four with a watcher each deal."""
MIN_HUXI_CHOICES = (15, 10, 21)
"""The minimum 胡息 values §19 names: the seed's 15, and 10 or 21 of other regions."""


@dataclass(frozen=True)
class Rules:
    """The §19 options. Frozen; build variants with ``dataclasses.replace``.

    Raises:
        ValueError: on construction with a value outside the documented range.
    """

    players: int = 3
    """3, or 4: the player opposite the dealer sits out each deal (醒, §3). A ``Match`` concern."""
    next_can_chi_drawn: bool = False
    """True: the drawer's right neighbour may also 吃 the drawer's unused drawn card (§9.1)."""
    pao_blocks_other_hu: bool = False
    """True: a forced 跑 on a drawn card comes before any other player's 胡 (§9.5, strict reading)."""
    same_player_hu_over_pao: bool = False
    """True: a player obliged to 跑 a drawn card may instead win with it another way (R5)."""
    tianhu_on_liangzhang: bool = True
    """True: a non-dealer whose 20 cards plus the 亮张 form a winning hand may declare 天胡 (§7.4)."""
    own_discard_is_chou: bool = True
    """True: a card becomes 臭 for the player who discarded it, or left it unused as his draw (§12.3)."""
    hu_mandatory: bool = False
    """True: a player able to 胡 must (the 胡 step offers ``"hu"`` alone)."""
    fan_table: str = "seed"
    """``"seed"``: the seed's additive 番 table (§15.3); ``"wiki"``: the single largest item of the
    alternative table."""
    tianhu_selfdraw_bonus: bool = False
    """True: a 天胡 also gets the self-draw +1 底数 (it is still not reported as self-drawn)."""
    santi_wukan_huxi: str = "quads_kan"
    """胡息 of a 三提五坎 win: ``"quads_kan"`` counts the 提 and 坎 only; ``"best"`` the best
    split of the whole hand into sets, leftovers counting 0 (§14)."""
    dealer_streak_limit: int = 3
    """Hands a dealer may deal in a row before a dealer win or a draw passes the deal on (§4)."""
    min_huxi: int = 15
    """Minimum 胡息 of a winning hand (§13.4)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool):
                if not isinstance(value, bool):
                    raise ValueError(f"Rules.{f.name} must be a bool, not {value!r}")
            elif f.type in ("int", int):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"Rules.{f.name} must be an int, not {value!r}")
        if self.players not in PLAYER_COUNTS:
            raise ValueError(f"Rules.players must be 3 or 4, not {self.players!r}")
        if self.fan_table not in FAN_TABLES:
            raise ValueError(f"Rules.fan_table must be one of {FAN_TABLES}, not {self.fan_table!r}")
        if self.santi_wukan_huxi not in SANTI_WUKAN_HUXI:
            raise ValueError(f"Rules.santi_wukan_huxi must be one of {SANTI_WUKAN_HUXI}, "
                             f"not {self.santi_wukan_huxi!r}")
        if not 1 <= self.dealer_streak_limit <= 100:
            raise ValueError(f"Rules.dealer_streak_limit must be 1..100, not {self.dealer_streak_limit!r}")
        if not 0 <= self.min_huxi <= 200:
            raise ValueError(f"Rules.min_huxi must be 0..200, not {self.min_huxi!r}")

    def to_dict(self) -> dict[str, Any]:
        """Every field as plain JSON data."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        """Build from :meth:`to_dict` output; missing keys take the defaults.

        Raises:
            ValueError: if ``data`` is not a dict, has an unknown key or a bad value.
        """
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(map(str, unknown))}")
        return cls(**data)
