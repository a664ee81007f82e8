"""``hard``: imperfect-information search over sampled worlds (issue 4, item 4).

For one decision it

1. lists the legal plays, once per real choice: plays that differ only in the kickers
   (带牌) of a triple or an airplane count once, with the kickers the Normal policy would
   pick; the Normal policy orders them and the best :attr:`HardBot.candidates` are kept;
2. samples *worlds*: guesses of the two hidden hands drawn uniformly among those that
   agree with everything the view proves (:class:`paodekuai.bots.worlds.Inference`:
   passes under must beat, the last-card restriction, unsplit bombs, the 3♠ leader),
   and, as far as a small budget of draws finds them, among those in which every play
   of each other seat is the one an opponent model would have made from that hand: the
   Normal policy, or the greedy reference player (a beginner's way), whichever explains
   all of that seat's plays (:data:`paodekuai.bots.models.MODELS`,
   :meth:`~paodekuai.bots.worlds.Inference.fitting`). Each world is the first of up to
   :attr:`HardBot.model_tries` draws that is explained; when none is, it is a few
   steps of a random walk among explained worlds from the last one found (same law,
   much cheaper), or, before any is found or when the decision's
   :attr:`HardBot.model_draws` are spent without one, the plain draw;
3. plays each candidate in each world and finishes the deal (a *playout*): each other
   seat plays the model that explains it in that world (the Normal policy when none
   does), the searching seat the Normal policy; or, once few cards are left in all hands
   together, an exact max-n search in which every seat maximises its own points;
4. keeps the candidate with the highest mean points for its seat (cards left, shut-out
   doubling, bombs: the deal's score, not merely the chance to go out first), spending
   the simulations by successive halving: every candidate is tried in the same first
   worlds, the better half goes on to new worlds, and so on.

Every candidate meets the same worlds in the same order (common random numbers), so
differences between candidates are not noise of the sampling.

The budget is a :class:`cardroom.bots.Limit`: ``simulations`` (primary, reproducible)
caps the playouts and solves, ``worlds`` the worlds drawn, ``time_ms`` is checked between
simulations (and inside an exact solve) as a cooperative safety cap. With one legal play
(or a forced pass) it answers at once.
"""

from __future__ import annotations

import math
import random
import time

from cardroom.bots import BotResult, Limit, clock, register_bot

from ..movegen import Move
from ..plays import Play
from ..view import SeatView
from .normal import as_move, check_turn, hand_counts, ranked_plays, table_of
from .sim import Budget, Sim, solve, solve_for
from .models import MODELS
from .policy import normal_move
from .rollout import lookahead_playout
from .worlds import Inference

MAX_CANDIDATES = 10
"""Root candidates kept after the Normal policy's ordering."""
ENDGAME_CARDS = 12
"""Cards left in all hands together at or below which a world is solved exactly."""
ENDGAME_NODES = 6000
"""Node budget of one exact solve; past it the world falls back to a playout."""
MODEL_TRIES = 30
"""Draws tried for one world before falling back (see the module docstring)."""
MODEL_DRAWS = 600
"""Draws one decision may spend looking for worlds the opponent model explains."""
WALK_STEPS = 6
"""Proposals of the random walk that makes a world when the draws found none."""
MODEL_NAMES = ("normal", "greedy")
"""Opponent models tried on the other seats' plays, first preferred (see step 2)."""
DEFAULT_LIMIT = Limit(simulations=400, time_ms=500)
"""Budget when ``choose`` is given none (the Hard level's, see ``paodekuai.bots.LEVELS``)."""


class _Search:
    """State of one decision: the worlds drawn so far and the shared endgame memo."""

    def __init__(self, view: SeatView, rng: random.Random, bot: HardBot, deadline: float | None) -> None:
        self.view = view
        self.rng = rng
        self.bot = bot
        self.deadline = deadline
        self.me = view.seat
        self.inference = Inference(view, bot.models)
        self.worlds: list[Sim] = []
        self.memo: dict[tuple, tuple[int, int, int]] = {}
        self.memo_for: dict[tuple, int] = {}
        self.hand = hand_counts(view.hand)
        self.played = [any(p is not None for s2, p in view.history if s2 == s) for s in range(3)]
        self.solved = 0
        self.fallbacks = 0
        self.draws_left = bot.model_draws
        self.explained: dict[int, list[int]] | None = None
        self.known: dict[tuple[int, Move | None], int] = {}

    def hidden(self) -> dict[int, list[int]]:
        """The next guess of the hidden hands (see the module docstring, step 2)."""
        inf = self.inference
        rng = self.rng
        if not inf.steps:
            return inf.sample(rng)
        hands = None
        for _ in range(min(self.bot.model_tries, self.draws_left)):
            self.draws_left -= 1
            hands = inf.sample(rng)
            if not inf.last_bad and inf.explains(hands):
                self.explained = hands
                return hands
        if self.explained is not None:
            self.explained = inf.walk(rng, self.explained, self.bot.walk_steps)
            return self.explained
        return inf.sample(rng) if hands is None else hands

    def world(self, i: int) -> Sim:
        while len(self.worlds) <= i:
            hidden = self.hidden()
            hands = [hidden.get(s, self.hand) for s in range(3)]
            v = self.view
            sim = Sim(hands, v.turn, table_of(v), v.table_by, v.passes, self.played,
                      v.rules.split_bombs, v.rules.bomb_bonus == "immediate")
            if self.bot.models != ("normal",):
                fit = self.inference.fitting(hidden) or {}
                sim.models = tuple(normal_move if s == self.me else MODELS[fit.get(s, self.bot.models[0])]
                                   for s in range(3))
            self.worlds.append(sim)
        return self.worlds[i]

    def value(self, i: int, move: Move | None) -> int:
        """Points for the searching seat after ``move`` (``None``: a pass) in world ``i``, to
        the deal's end (bombs scored before this decision not counted). Remembered per world
        and move: asked again (as the coach does), it answers the same without playing."""
        k = (i, move)
        v = self.known.get(k)
        if v is None:
            v = self.known[k] = self._value(i, move)
        return v

    def _value(self, i: int, move: Move | None) -> int:
        sim = self.world(i).copy()
        sim.apply(move)
        if sim.winner is not None:
            return sim.points()[self.me]
        if sum(sim.n) <= self.bot.endgame_cards:
            budget = Budget(self.bot.endgame_nodes, self.deadline)
            if self.bot.endgame == "model":
                mine = solve_for(sim, self.me, budget, self.memo_for)
            else:
                mine = solve(sim, budget, self.memo)[self.me]
            if not budget.exceeded:
                self.solved += 1
                return mine
            self.fallbacks += 1
        if self.bot.lookahead > 1:
            return lookahead_playout(sim, self.me, self.bot.lookahead)[self.me]
        return sim.playout()[self.me]


def _late(deadline: float, started: float, done: int) -> bool:
    """Whether one more simulation, as long as the mean of the ``done`` ones since
    ``started``, would end past ``deadline`` (so the cap is kept, not overrun by one)."""
    now = clock()
    return now + (now - started) / done > deadline if done else now > deadline


@register_bot("paodekuai", "hard")
class HardBot:
    """The Hard level: see the module docstring.

    Args:
        candidates: root candidates searched (after the Normal policy's ordering).
        endgame_cards: total cards at or below which worlds are solved exactly.
        endgame_nodes: node budget of one exact solve.
        model_tries: draws tried for one world explained by the opponent model.
        model_draws: draws one decision may spend on that (0: plain draws only).
        walk_steps: random-walk proposals per world when the draws found none.
        models: opponent models (:data:`paodekuai.bots.models.MODELS`) that may explain
            the other seats' plays, first preferred; each simulated seat plays the first
            that explains its plays in that world.
        lookahead: moves the searching seat tries at each of its turns inside a playout
            (:func:`paodekuai.bots.rollout.lookahead_playout`); 1 plays the Normal policy.
        endgame: ``"maxn"``: every seat maximises its own points (:func:`~paodekuai.bots.sim.solve`);
            ``"model"``: this seat maximises, the others play their models
            (:func:`~paodekuai.bots.sim.solve_for`).

    Raises:
        ValueError: for another ``endgame``.
    """

    name = "hard"

    def __init__(self, candidates: int = MAX_CANDIDATES, endgame_cards: int = ENDGAME_CARDS,
                 endgame_nodes: int = ENDGAME_NODES, model_tries: int = MODEL_TRIES,
                 model_draws: int = MODEL_DRAWS, walk_steps: int = WALK_STEPS,
                 models: tuple[str, ...] = MODEL_NAMES, lookahead: int = 1, endgame: str = "maxn") -> None:
        if endgame not in ("maxn", "model"):
            raise ValueError(f"unknown endgame {endgame!r}")
        self.endgame = endgame
        self.models = tuple(models)
        self.lookahead = lookahead
        self.model_tries = model_tries
        self.model_draws = model_draws
        self.walk_steps = walk_steps
        self.candidates = candidates
        self.endgame_cards = endgame_cards
        self.endgame_nodes = endgame_nodes

    def choose(self, view: SeatView, rng: random.Random | None = None, limit: Limit | None = None) -> BotResult:
        """Search for the best play of ``view.seat``.

        Args:
            view: the seat's view; it must be that seat's turn.
            rng: the source of every random draw (a fixed ``Random(0)`` if ``None``).
            limit: the budget (:data:`DEFAULT_LIMIT` if ``None``).

        Returns:
            The play (``None`` for a forced pass) and ``info``: ``think_ms``,
            ``simulations``, ``worlds``, ``candidates``, ``solved`` (exact endgame solves),
            and ``values`` (mean points per candidate searched, by play text).

        Raises:
            ValueError: if it is not ``view.seat``'s turn or the deal is over.
        """
        check_turn(view)
        t0 = time.perf_counter()
        limit = DEFAULT_LIMIT if limit is None else limit
        play, info, _ = self._decide(view, random.Random(0) if rng is None else rng, limit, limit.deadline())
        info["think_ms"] = (time.perf_counter() - t0) * 1000
        return BotResult(play, info)

    def _decide(self, view: SeatView, rng: random.Random, limit: Limit,
                deadline: float | None) -> tuple[Play | None, dict, _Search | None]:
        """The search of :meth:`choose` (the view checked): the play, its ``info`` without
        ``think_ms``, and the search's state (``None`` when the play was forced)."""
        plays = view.legal_plays
        if len(plays) <= 1:
            return plays[0] if plays else None, {"simulations": 0, "forced": True}, None
        cands = ranked_plays(view)[:self.candidates]
        if len(cands) == 1:
            return cands[0], {"simulations": 0, "forced": True}, None
        search = _Search(view, rng, self, deadline)
        play, info = self._halving(search, cands, limit)
        return play, info, search

    def _halving(self, search: _Search, cands: list[Play], limit: Limit) -> tuple[Play, dict]:
        """Successive halving over ``cands`` (best-first by the Normal policy)."""
        moves = [as_move(p) for p in cands]
        total = limit.simulations if limit.simulations is not None else DEFAULT_LIMIT.simulations or 200
        max_worlds = limit.worlds
        deadline = search.deadline
        alive = list(range(len(cands)))
        vals: list[list[int]] = [[] for _ in cands]
        rounds = max(1, math.ceil(math.log2(len(cands))))
        used = 0
        next_world = 0
        stopped = False
        started = clock()
        for rnd in range(rounds):
            share = (total - used) // (rounds - rnd)
            per = max(1, share // len(alive))
            if max_worlds is not None:
                per = min(per, max_worlds - next_world)
            if per <= 0 or used >= total:
                break
            for w in range(next_world, next_world + per):
                for ci in alive:
                    if used >= total or (deadline is not None and _late(deadline, started, used)):
                        stopped = used < total
                        break
                    vals[ci].append(search.value(w, moves[ci]))
                    used += 1
                if stopped or used >= total:
                    break
            next_world += per
            if stopped or used >= total:
                break
            if rnd < rounds - 1 and len(alive) > 1:
                keep = (len(alive) + 1) // 2
                alive = sorted(alive, key=lambda ci: (-sum(vals[ci]) / len(vals[ci]), ci))[:keep]
        common = min(len(vals[ci]) for ci in alive)
        if common == 0:
            best = alive[0]
        else:
            best = min(alive, key=lambda ci: (-sum(vals[ci][:common]) / common, ci))
        info = {"simulations": used, "worlds": len(search.worlds), "candidates": len(cands),
                "solved": search.solved, "timed_out": stopped,
                "values": {str(cands[ci]): round(sum(vals[ci]) / len(vals[ci]), 2) for ci in range(len(cands))
                           if vals[ci]}}
        return cands[best], info
