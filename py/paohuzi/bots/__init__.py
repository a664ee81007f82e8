"""Computer players for Paohuzi (issue 13).

Every bot decides from a :class:`paohuzi.view.SeatView` only (spec §18) through the shared
protocol of :mod:`cardroom.bots`: ``choose(view, rng, limit) -> BotResult`` whose ``play`` is
one exact string of ``view.actions``. Importing this package registers them, so
``cardroom.bots.make_bot("paohuzi", name)`` finds them.
"""

from cardroom.bots import Limit

from .easy import EasyBot
from .greedy import GreedyBot
from .normal import NormalBot

LEVELS: dict[str, Limit] = {
    "easy": Limit(),
    "normal": Limit(),
}

__all__ = ["GreedyBot", "EasyBot", "NormalBot", "LEVELS"]
