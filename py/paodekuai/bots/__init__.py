"""Computer players for Pao De Kuai.

Every bot decides from a :class:`paodekuai.SeatView` only (spec §10) through the shared
protocol of :mod:`cardroom.bots`: ``choose(view, rng, limit) -> BotResult``. Importing this
package registers them, so ``cardroom.bots.make_bot("paodekuai", name)`` finds them.
"""

from .greedy import GreedyBot

__all__ = ["GreedyBot"]
