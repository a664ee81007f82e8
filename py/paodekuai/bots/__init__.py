"""Computer players for Pao De Kuai (issue 4).

Every bot decides from a :class:`paodekuai.SeatView` only (spec §10) through the shared
protocol of :mod:`cardroom.bots`: ``choose(view, rng, limit) -> BotResult``. Importing this
package registers them, so ``cardroom.bots.make_bot("paodekuai", name)`` finds them:

==========  ===========================================================================
``greedy``  reference player of the arena: lowest single, lowest beating play, bombs
            only when forced (deterministic)
``easy``    greedy with a random legal play 30% of the time; no card counting
``normal``  hand decomposition, card counting, last-card and bomb rules (deterministic)
``hard``    search: sampled worlds consistent with the view, Normal-policy playouts,
            exact endgame, successive halving over the candidate plays
==========  ===========================================================================

:data:`LEVELS` holds the levels' default budgets; :func:`hint_plays` is the Hint button.
"""

from cardroom.bots import Limit

from .easy import EasyBot
from .greedy import GreedyBot
from .hard import HardBot
from .normal import NormalBot, hint_plays, normal_play, ranked_plays

LEVELS: dict[str, Limit] = {
    "easy": Limit(),
    "normal": Limit(),
    "hard": Limit(simulations=400, time_ms=500),
}
"""Default think budget per level (the bot of the same name plays it). Easy and Normal
need none (one pass over the legal plays); Hard runs at most ``simulations`` playouts or
endgame solves per decision and stops early at ``time_ms`` (checked cooperatively)."""

__all__ = ["GreedyBot", "EasyBot", "NormalBot", "HardBot", "LEVELS", "hint_plays", "normal_play", "ranked_plays"]
