"""A fast deal simulator on rank counts, for the Hard level's playouts and endgame solver.

The engine's :class:`paodekuai.Deal` tracks suits, builds :class:`~paodekuai.Play` objects
and checks every move; a search that plays thousands of moves per decision needs less.
:class:`Sim` keeps only what decides the rest of a deal once all hands are known (a
*world*): each seat's 13 rank counts, the play to beat, who made it, passes, who has
played a card (for shut out), and bomb points. Its moves come from the engine's own move
generator (:func:`paodekuai.movegen.generate`), so the rules are the engine's: must beat
(§6), last card (§7), bombs that cannot be split (§5), the last-cards exception (§4), and
the scoring of §8 (both bomb rules). The tests replay simulated deals in the engine and
compare every move and the final points.

Suits never matter after a deal's first play (the only suit rule is the home preset's 3♠
on the match's first play), so a world's rank counts decide everything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardroom.bots import clock

from ..counts import usable
from ..movegen import Move, generate
from ..plays import BOMB
from ..scoring import deal_points, score_bomb
from .policy import normal_move

if TYPE_CHECKING:
    from .models import Model


class Sim:
    """A deal in progress with every hand known, on rank counts. Mutable; :meth:`copy` it.

    Attributes:
        hands: per seat, 13 rank counts.
        n: cards held per seat.
        turn: the seat to move.
        table: ``(kind, units, key)`` of the play to beat, or ``None`` when leading.
        table_by: who made it.
        passes: passes since it.
        played: per seat, whether it has played a card this deal.
        bombs: net bomb points so far per seat (from this simulation's start).
        split: the rules' ``split_bombs``.
        immediate: ``bomb_bonus == "immediate"``.
        winner: the seat that went out, or ``None``.
        models: per seat the policy :meth:`policy_move` plays (a
            :data:`paodekuai.bots.models.Model`), or ``None``: the Normal policy for all.
    """

    __slots__ = ("hands", "n", "turn", "table", "table_by", "passes", "played", "bombs", "split", "immediate",
                 "winner", "models")

    def __init__(self, hands: Sequence[Sequence[int]], turn: int, table: tuple[str, int, int] | None,
                 table_by: int | None, passes: int, played: Sequence[bool], split: bool, immediate: bool) -> None:
        self.hands = [list(h) for h in hands]
        self.n = [sum(h) for h in self.hands]
        self.turn = turn
        self.table = table
        self.table_by = table_by
        self.passes = passes
        self.played = list(played)
        self.bombs = [0, 0, 0]
        self.split = split
        self.immediate = immediate
        self.winner: int | None = None
        self.models: Sequence[Model] | None = None

    def copy(self) -> Sim:
        s = object.__new__(Sim)
        s.hands = [list(h) for h in self.hands]
        s.n = list(self.n)
        s.turn = self.turn
        s.table = self.table
        s.table_by = self.table_by
        s.passes = self.passes
        s.played = list(self.played)
        s.bombs = list(self.bombs)
        s.split = self.split
        s.immediate = self.immediate
        s.winner = self.winner
        s.models = self.models
        return s

    def usable(self, seat: int) -> Sequence[int]:
        """The counts of ``seat`` a non-bomb play may use (:func:`paodekuai.counts.usable`, §5)."""
        return usable(self.hands[seat], self.split)

    def moves(self) -> list[Move]:
        """Legal non-pass moves of the seat to move (empty: it must pass)."""
        t = self.turn
        return generate(self.hands[t], self.usable(t), self.table, self.n[(t + 1) % 3] == 1)

    def unseen(self, seat: int) -> list[int]:
        """What ``seat`` has not seen: the union of the other two hands."""
        a = self.hands[(seat + 1) % 3]
        b = self.hands[(seat + 2) % 3]
        return [a[i] + b[i] for i in range(13)]

    def apply(self, m: Move | None) -> None:
        """Make a move known to be legal (``None`` passes)."""
        t = self.turn
        if m is None:
            self.passes += 1
            if self.passes == 2:
                tb = self.table
                if tb is not None and tb[0] == BOMB and not self.immediate:
                    assert self.table_by is not None
                    score_bomb(self.bombs, self.table_by)
                self.table = None
                self.passes = 0
            self.turn = (t + 1) % 3
            return
        kind, units, key, ranks = m
        h = self.hands[t]
        for r in ranks:
            h[r] -= 1
        self.n[t] -= len(ranks)
        self.played[t] = True
        self.table = (kind, units, key)
        self.table_by = t
        self.passes = 0
        if kind == BOMB and self.immediate:
            score_bomb(self.bombs, t)
        if self.n[t] == 0:
            if kind == BOMB and not self.immediate:
                score_bomb(self.bombs, t)
            self.winner = t
        else:
            self.turn = (t + 1) % 3

    def points(self) -> tuple[int, int, int]:
        """Final points per seat (§8), bombs counted from this simulation's start."""
        w = self.winner
        assert w is not None
        return deal_points(w, self.n, self.played, self.bombs)

    def policy_move(self) -> Move | None:
        """The move of the seat to move by its model (:attr:`models`; the Normal policy,
        :func:`policy.normal_move`, when there are none)."""
        t = self.turn
        n = self.n
        policy = normal_move if self.models is None else self.models[t]
        return policy(self.hands[t], self.table, self.unseen(t), n[(t + 1) % 3], n[(t + 2) % 3],
                      self.split, self.immediate)

    def playout(self, max_moves: int = 400) -> tuple[int, int, int]:
        """Play to the end, every seat by its model (:meth:`policy_move`); the final points."""
        for _ in range(max_moves):
            if self.winner is not None:
                break
            self.apply(self.policy_move())
        if self.winner is None:       # cannot happen: every round sheds cards
            raise RuntimeError("playout did not end")
        return self.points()

    def key(self) -> tuple:
        """A hashable summary of the position (for the endgame solver's memo)."""
        return (tuple(self.hands[0]), tuple(self.hands[1]), tuple(self.hands[2]), self.turn, self.table,
                self.table_by, self.passes, tuple(self.played))


class Budget:
    """Limits of one endgame solve: a node count and an optional :func:`cardroom.bots.clock`
    deadline (checked every 64 nodes); :attr:`exceeded` once either runs out."""

    __slots__ = ("left", "deadline", "exceeded")

    def __init__(self, nodes: int, deadline: float | None = None) -> None:
        self.left = nodes
        self.deadline = deadline
        self.exceeded = False

    def spend(self) -> bool:
        """Count one node; returns whether the budget has run out (and marks it exceeded)."""
        self.left -= 1
        if self.left < 0 or (self.deadline is not None and not self.left & 63 and clock() > self.deadline):
            self.exceeded = True
        return self.exceeded


def solve(sim: Sim, budget: Budget, memo: dict[tuple, tuple[int, int, int]] | None = None) -> tuple[int, int, int]:
    """Exact points (from ``sim`` on) when every seat maximises its own points (max-n search).

    Every legal move is tried (kicker variants included). Ties keep the first move found
    (generation order), so the answer is deterministic.

    Args:
        sim: the position (not changed).
        budget: node budget; when it runs out :attr:`Budget.exceeded` is set and the answer
            is meaningless.
        memo: positions already solved (shared within one solve).

    Returns:
        Points per seat at the end of the deal, bombs counted from the simulation's start
        (as :meth:`Sim.points`).
    """
    if sim.winner is not None:
        return sim.points()
    v = _solve(sim, budget, {} if memo is None else memo)
    b = sim.bombs
    return (v[0] + b[0], v[1] + b[1], v[2] + b[2])


def _solve(sim: Sim, budget: Budget, memo: dict[tuple, tuple[int, int, int]]) -> tuple[int, int, int]:
    """Points scored from ``sim`` on (its own ``bombs`` excluded, unless it is over)."""
    if sim.winner is not None:
        return sim.points()
    k = sim.key()
    hit = memo.get(k)
    if hit is not None:
        return hit
    if budget.spend():
        return (0, 0, 0)
    t = sim.turn
    moves = sim.moves()
    best: tuple[int, int, int] | None = None
    options: list[Move | None] = list(moves) if moves else [None]
    for m in options:
        child = sim.copy()
        child.bombs = [0, 0, 0]
        child.apply(m)
        v = _solve(child, budget, memo)
        if budget.exceeded:
            return (0, 0, 0)
        v = (v[0] + child.bombs[0], v[1] + child.bombs[1], v[2] + child.bombs[2]) if child.winner is None else v
        if best is None or v[t] > best[t]:
            best = v
    assert best is not None
    memo[k] = best
    return best


def solve_for(sim: Sim, me: int, budget: Budget, memo: dict[tuple, int] | None = None) -> int:
    """Exact points of seat ``me`` (from ``sim`` on) when ``me`` plays its best and every
    other seat plays its model (:meth:`Sim.policy_move`, deterministic): a search that
    branches only at ``me``'s turns, so it reaches further than :func:`solve` in the same
    nodes, and it values the position as the playouts do (the other seats as modelled).

    Args:
        sim: the position (not changed).
        me: the seat whose points are maximised.
        budget: node budget (every position visited counts); when it runs out
            :attr:`Budget.exceeded` is set and the answer is meaningless.
        memo: positions already solved, by position, models and seat (may be shared).

    Returns:
        The points of ``me`` at the end of the deal, bombs counted from the simulation's
        start (as :meth:`Sim.points`).
    """
    if sim.winner is not None:
        return sim.points()[me]
    return _solve_for(sim, me, budget, {} if memo is None else memo) + sim.bombs[me]


def _solve_for(sim: Sim, me: int, budget: Budget, memo: dict[tuple, int]) -> int:
    """Points of ``me`` scored from ``sim`` on (its own ``bombs`` excluded, unless it is over)."""
    if sim.winner is not None:
        return sim.points()[me]
    k = (sim.key(), sim.models, me)
    hit = memo.get(k)
    if hit is not None:
        return hit
    if budget.spend():
        return 0
    if sim.turn != me:
        options: list[Move | None] = [sim.policy_move()]
    else:
        moves = sim.moves()
        options = list(moves) if moves else [None]
    best: int | None = None
    for m in options:
        child = sim.copy()
        child.bombs = [0, 0, 0]
        child.apply(m)
        v = _solve_for(child, me, budget, memo)
        if budget.exceeded:
            return 0
        if child.winner is None:
            v += child.bombs[me]
        if best is None or v > best:
            best = v
    assert best is not None
    memo[k] = best
    return best
