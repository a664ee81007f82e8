"""What a seat's view proves about the hidden hands, and worlds sampled to match it.

A search bot guesses the two hands it cannot see (a *world*) many times and plays each
guess forward. The guesses must agree with everything public (spec §10): the cards
played and by whom, how many cards each seat holds, and what the rules make each move
prove about the mover's hand at that moment:

* **a pass under must beat** (§6): the passer held nothing that beat the table, a bomb
  included. Against a single of key k it held no card above k and no four of a kind;
  against a pair no two cards of one rank above k; against a bomb no higher bomb; against
  any other kind, no beating play (checked by :func:`paodekuai.bots.beats.can_beat`);
* **the last-card restriction** (§7): a single played while the next player held one card
  was the mover's highest single, so it held no higher card (or only fours of a kind,
  which cannot be played alone when bombs cannot be split);
* **bombs cannot be split** (§5, standard): a play that used some cards of a rank proves
  its player did not hold all four;
* **the 3♠** (§2): when the deal's leader is the holder of 3♠ (every standard deal, the
  home preset's first deal) and 3♠ has not been played, the leader holds it.

A rule on a past moment binds the hand *then*: the hand now plus the cards its player
has played since. :class:`Inference` turns each rule into the counts of a rank that the
hand may hold now, then :meth:`Inference.sample` draws a world uniformly among those that
satisfy every per-rank rule (an exact count over card assignments, rank by rank) and
rejects the few that break a rule that is not per rank (a pass against a straight, a pair
run, a triple or an airplane).

Beyond the rules, :meth:`Inference.explains` tests a world against opponent models
(:data:`paodekuai.bots.models.MODELS`): it replays a model on each other seat's hand as it
was at each of its plays and asks whether the model would have made that play; a seat is
explained when one model explains all its plays (:meth:`Inference.fitting` says which). A
searcher may prefer explained worlds (the law of the plain draw, conditioned on the
models) and :meth:`Inference.walk` moves among them. All of it reads the view only.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from math import comb

from ..cards import THREE_OF_SPADES, Card
from ..counts import rank_counts, usable
from ..plays import BOMB, PAIR, SINGLE, Play
from ..view import SeatView
from .beats import can_beat
from .models import MODELS

ALL_COUNTS = 0b11111
"""Bit mask of the counts 0 … 4 (bit v set: a hand may hold v cards of the rank)."""
MAX_DRAWS = 12
"""Worlds drawn for one sample before the least inconsistent one is taken."""
REPAIR_STEPS = 40
"""Card swaps tried on a draw that breaks a pass check, before drawing again."""

Check = tuple[int, tuple[int, ...], tuple[str, int, int], bool]
"""A pass to verify on a sampled world: ``(seat, cards played since, table, restricted)``."""


def _mask(values: Sequence[int]) -> int:
    m = 0
    for v in values:
        if 0 <= v <= 4:
            m |= 1 << v
    return m


class Inference:
    """Everything a view proves about the two hands it cannot see.

    Attributes:
        seat: the viewer.
        others: the two other seats, next player first.
        need: cards each other seat holds now (by seat).
        pool: 13 counts of the unseen cards (in a full deal exactly the two hidden hands).
        allowed: per other seat, 13 bit masks of the counts of a rank it may hold now.
        holds_3S: the seat proved to hold the unplayed 3♠, or ``None``.
        checks: passes that only a whole hand can verify (:data:`Check`).
        steps: the plays of the other seats with what their player saw then
            (:data:`Step`), for :meth:`explains`.
        models: the opponent models' names, first preferred.
        relaxed: rules dropped because no world satisfied them all (only possible in a
            hand-made deal): ``""``, ``"3S"`` or ``"all"``.
        last_bad: pass checks broken by the last :meth:`sample` (0: none).
    """

    def __init__(self, view: SeatView, models: Sequence[str] = ("normal",)) -> None:
        """Read ``view`` (see the module docstring).

        Args:
            view: the viewer's seat view.
            models: names of :data:`paodekuai.bots.models.MODELS` that may explain the
                other seats' plays (:meth:`explains`, :meth:`fitting`), first preferred.

        Raises:
            KeyError: for a model name that is not in ``MODELS``.
        """
        self.seat = me = view.seat
        self.others = ((me + 1) % 3, (me + 2) % 3)
        self.need = {s: view.counts[s] for s in self.others}
        self.split = view.rules.split_bombs
        unseen = view.unseen()
        self.pool = rank_counts(unseen)
        self.allowed = {s: [ALL_COUNTS] * 13 for s in self.others}
        self.checks: list[Check] = []
        self.relaxed = ""
        self.holds_3S: int | None = None
        if (THREE_OF_SPADES in unseen and view.leader != me
                and (view.rules.next_leader == "holder_3S" or view.first_of_match)):
            self.holds_3S = view.leader
        self._read_history(view)
        self._prefix: list[dict[tuple[int, int], int]] | None = None
        self._opts: list[list[tuple[int, int, int]]] = []
        self.steps = _policy_steps(view)
        self.models = tuple(models)
        self._policy = {name: MODELS[name] for name in self.models}
        self._agrees: dict[str, list[dict[tuple[int, ...], bool]]] = {
            name: [{} for _ in self.steps] for name in self.models}
        self._order = {(s, name): [i for i, st in enumerate(self.steps) if st[0] == s]
                       for s in self.others for name in self.models}
        self._seats = list(self.others)
        self._fit: tuple[tuple[tuple[int, ...], ...], dict[int, str]] | None = None
        self.last_bad = 0
        self.mine = rank_counts(view.hand)
        self.immediate = view.rules.bomb_bonus == "immediate"

    def _limit(self, seat: int, rank: int, later: int, values_then: Sequence[int]) -> None:
        """The hand of ``seat`` at a past moment held one of ``values_then`` cards of
        ``rank``; it has played ``later`` of them since."""
        self.allowed[seat][rank] &= _mask([v - later for v in values_then])

    def _read_history(self, view: SeatView) -> None:
        needs_three = view.first_of_match and view.rules.first_play_has_3S
        for t, s, p, table, n, before, total in _moments(view):
            if s == self.seat:
                continue
            restricted = n[(s + 1) % 3] == 1
            later = [total[s][r] - before[s][r] for r in range(13)]
            if p is None:
                assert table is not None
                self._read_pass(s, later, table, restricted)
            else:
                self._read_play(s, later, p.kind, p.ranks, restricted and not (t == 0 and needs_three
                                                                               and THREE_OF_SPADES in p.cards))

    def _read_pass(self, s: int, later: list[int], table: tuple[str, int, int], restricted: bool) -> None:
        kind, units, key = table
        idx = key - 3
        no_bomb = (0, 1, 2, 3)
        for r in range(13):
            if kind != BOMB or r > idx:
                self._limit(s, r, later[r], no_bomb)
        if kind == SINGLE:
            for r in range(idx + 1, 13):
                self._limit(s, r, later[r], (0,))
        elif kind == PAIR:
            for r in range(idx + 1, 13):
                self._limit(s, r, later[r], (0, 1))
        elif kind != BOMB:
            self.checks.append((s, tuple(later), table, restricted))

    def _read_play(self, s: int, later: list[int], kind: str, ranks: Sequence[int], restricted: bool) -> None:
        if kind != BOMB and not self.split:
            for r in set(ranks):
                self._limit(s, r, later[r], (0, 1, 2, 3))
        if kind == SINGLE and restricted:
            top = ranks[0]
            highest_ok = (0,) if self.split else (0, 4)
            for r in range(top + 1, 13):
                self._limit(s, r, later[r], highest_ok)

    # ------------------------------------------------------------------ sampling

    def _weight(self, r: int, a: int, b: int) -> int:
        """Card assignments of rank ``r``'s unseen cards: ``a`` to the next player, ``b`` to
        the other, the rest nowhere (hand-made deals only)."""
        u = self.pool[r]
        e = u - a - b
        if e < 0:
            return 0
        if r == 0 and self.holds_3S is not None:
            # the 3♠ is fixed in its holder's hand; the other cards of the rank are free
            if self.holds_3S == self.others[0]:
                if a == 0:
                    return 0
                return comb(u - 1, a - 1) * comb(u - a, b)
            if b == 0:
                return 0
            return comb(u - 1, b - 1) * comb(u - b, a)
        return comb(u, a) * comb(u - a, b)

    def _options(self, r: int) -> list[tuple[int, int, int]]:
        sa, sb = self.others
        ma, mb = self.allowed[sa][r], self.allowed[sb][r]
        u = self.pool[r]
        out = []
        for a in range(min(u, 4) + 1):
            if not ma >> a & 1:
                continue
            for b in range(min(u - a, 4) + 1):
                if mb >> b & 1:
                    w = self._weight(r, a, b)
                    if w:
                        out.append((a, b, w))
        return out

    def _prefix_tables(self) -> list[dict[tuple[int, int], int]]:
        """``f[r][(a, b)]``: weight of the assignments of ranks below ``r`` that give ``a``
        cards to the next player and ``b`` to the other."""
        na, nb = self.need[self.others[0]], self.need[self.others[1]]
        f: list[dict[tuple[int, int], int]] = [{(0, 0): 1}]
        for r in range(13):
            nxt: dict[tuple[int, int], int] = {}
            opts = self._options(r)
            for (a0, b0), w0 in f[-1].items():
                for a, b, w in opts:
                    k = (a0 + a, b0 + b)
                    if k[0] <= na and k[1] <= nb:
                        nxt[k] = nxt.get(k, 0) + w0 * w
            f.append(nxt)
        return f

    def _tables_or_relax(self) -> list[dict[tuple[int, int], int]]:
        f = self._prefix_tables()
        goal = (self.need[self.others[0]], self.need[self.others[1]])
        if f[13].get(goal):
            return f
        # a hand-made deal can contradict the rules' inferences: drop them, 3♠ first
        self.holds_3S = None
        self.relaxed = "3S"
        f = self._prefix_tables()
        if f[13].get(goal):
            return f
        self.relaxed = "all"
        self.allowed = {s: [ALL_COUNTS] * 13 for s in self.others}
        self.checks = []
        f = self._prefix_tables()
        if not f[13].get(goal):
            raise ValueError("the view's counts do not fit its unseen cards")
        return f

    def _draw(self, rng: random.Random, f: list[dict[tuple[int, int], int]]) -> tuple[list[int], list[int]]:
        opts = self._opts
        a_left, b_left = self.need[self.others[0]], self.need[self.others[1]]
        ha = [0] * 13
        hb = [0] * 13
        for r in range(12, -1, -1):
            choices = []
            total = 0
            prev = f[r]
            for a, b, w in opts[r]:
                pw = prev.get((a_left - a, b_left - b))
                if pw:
                    total += pw * w
                    choices.append((total, a, b))
            x = rng.randrange(total)
            for cum, a, b in choices:
                if x < cum:
                    ha[r], hb[r] = a, b
                    a_left -= a
                    b_left -= b
                    break
        return ha, hb

    def explains(self, hands: dict[int, Sequence[int]]) -> bool:
        """Whether every play of the other seats (:attr:`steps`) is the one a model of
        :attr:`models` would have made had the hidden hands been ``hands`` (rank counts by
        seat): one model per seat, all of that seat's plays (see :meth:`fitting`)."""
        return self.fitting(hands) is not None

    def fitting(self, hands: dict[int, Sequence[int]]) -> dict[int, str] | None:
        """Per other seat, the first model of :attr:`models` that explains all its plays
        had the hidden hands been ``hands``; ``None`` if some seat has none.

        A model is replayed on each seat's hand as it was then (its hand now plus what it
        played since), with the cards that seat had not seen then. A play found
        unexplained once is checked first from then on (it tends to fail again), and each
        play's answer is remembered per hand and model, so most rejected worlds cost one
        replay; the last explained world's answer is kept whole, so asking again for the
        world just accepted (as a searcher does to pick its seats' models) replays nothing.
        """
        allnow = [0] * 13
        for h in (self.mine, hands[self.others[0]], hands[self.others[1]]):
            for r in range(13):
                allnow[r] += h[r]
        key = (tuple(hands[self.others[0]]), tuple(hands[self.others[1]]))
        if self._fit is not None and self._fit[0] == key:
            return dict(self._fit[1])
        out: dict[int, str] = {}
        seats = self._seats
        for pos, s in enumerate(seats):
            for name in self.models:
                if self._seat_fits(s, name, hands[s], allnow):
                    out[s] = name
                    break
            else:
                if pos:
                    seats.insert(0, seats.pop(pos))
                return None
        self._fit = (key, out)
        return dict(out)

    def _seat_fits(self, s: int, name: str, h: Sequence[int], allnow: Sequence[int]) -> bool:
        """Whether model ``name`` explains every play of seat ``s`` holding ``h`` now."""
        order = self._order[(s, name)]
        agrees = self._agrees[name]
        policy = self._policy[name]
        for pos, i in enumerate(order):
            _, table, n_next, n_prev, ranks, later_s, later_all = self.steps[i]
            hand = tuple(h[r] + later_s[r] for r in range(13))
            seen = agrees[i]
            ok = seen.get(hand)
            if ok is None:
                unseen = [allnow[r] + later_all[r] - hand[r] for r in range(13)]
                m = policy(hand, table, unseen, n_next, n_prev, self.split, self.immediate)
                ok = seen[hand] = m is not None and m[3] == ranks
            if not ok:
                if pos:
                    order.insert(0, order.pop(pos))
                return False
        return True

    def violations(self, hands: dict[int, Sequence[int]], most: int | None = None) -> int:
        """How many :attr:`checks` a guess of the hidden hands (rank counts by seat) breaks;
        with ``most``, the count stops at ``most + 1`` (enough to say it is above)."""
        bad = 0
        for s, later, table, restricted in self.checks:
            h = hands[s]
            then = [h[r] + later[r] for r in range(13)]
            if can_beat(then, usable(then, self.split), table, restricted):
                bad += 1
                if most is not None and bad > most:
                    break
        return bad

    def sample(self, rng: random.Random) -> dict[int, list[int]]:
        """One world: the rank counts of each hidden hand, by seat.

        Drawn uniformly among the card assignments that satisfy every per-rank rule. A
        draw that breaks a pass check is repaired by swapping cards between the two hands
        (keeping every per-rank rule) or drawn again, at most :data:`MAX_DRAWS` times; then
        the draw breaking the fewest checks is kept (:attr:`last_bad` says how many it
        breaks, 0 for a draw that breaks none). Uses only ``rng``.

        Raises:
            ValueError: if no assignment gives each seat its count of cards (a view that
                is not of a real deal).
        """
        f = self._prefix
        if f is None:
            f = self._prefix = self._tables_or_relax()
            self._opts = [self._options(r) for r in range(13)]
        best: dict[int, list[int]] | None = None
        best_bad = -1
        for _ in range(MAX_DRAWS if self.checks else 1):
            ha, hb = self._draw(rng, f)
            hands = {self.others[0]: ha, self.others[1]: hb}
            bad = self.violations(hands) if self.checks else 0
            if bad:
                bad = self._repair(rng, ha, hb, bad)
            if bad == 0:
                self.last_bad = 0
                return hands
            if best is None or bad < best_bad:
                best, best_bad = hands, bad
        assert best is not None
        self.last_bad = best_bad
        return best

    def walk(self, rng: random.Random, hands: dict[int, list[int]], steps: int) -> dict[int, list[int]]:
        """A random walk of ``steps`` proposals from ``hands``, a world that breaks no rule
        and that :meth:`explains`; ``hands`` is not changed.

        A proposal trades one card of each hidden hand (each card of a hand equally
        likely, a proved 3♠ never); it is kept when the world still breaks no rule and is
        still explained. The proposal is symmetric, so the walk's stationary law is the
        uniform law over the card assignments that are explained: the same law as drawing
        by :meth:`sample` until a draw is explained.

        Returns:
            The world reached (rank counts by seat).
        """
        sa, sb = self.others
        ha, hb = list(hands[sa]), list(hands[sb])
        ma, mb = self.allowed[sa], self.allowed[sb]
        na, nb = self.need[sa], self.need[sb]
        out = {sa: ha, sb: hb}
        h3 = self.holds_3S
        for _ in range(steps):
            i = rng.randrange(na)
            x = 0
            while i >= ha[x]:
                i -= ha[x]
                x += 1
            j = rng.randrange(nb)
            y = 0
            while j >= hb[y]:
                j -= hb[y]
                y += 1
            if x == y or (x == 0 and i == 0 and h3 == sa) or (y == 0 and j == 0 and h3 == sb):
                continue
            if not (ma[x] >> (ha[x] - 1) & 1 and ma[y] >> (ha[y] + 1) & 1
                    and mb[y] >> (hb[y] - 1) & 1 and mb[x] >> (hb[x] + 1) & 1):
                continue
            ha[x] -= 1
            ha[y] += 1
            hb[y] -= 1
            hb[x] += 1
            if (self.checks and self.violations(out)) or not self.explains(out):
                ha[x] += 1
                ha[y] -= 1
                hb[y] += 1
                hb[x] -= 1
        return out

    def _repair(self, rng: random.Random, ha: list[int], hb: list[int], bad: int) -> int:
        """Swap one card of each hidden hand at random while no per-rank rule breaks and
        the pass checks broken do not increase; returns how many remain broken."""
        sa, sb = self.others
        ma, mb = self.allowed[sa], self.allowed[sb]
        hands = {sa: ha, sb: hb}
        for _ in range(REPAIR_STEPS):
            ra = [r for r in range(13) if ha[r]]
            rb = [r for r in range(13) if hb[r]]
            if not ra or not rb:
                return bad
            x = ra[rng.randrange(len(ra))]
            y = rb[rng.randrange(len(rb))]
            if x == y:
                continue
            if not (ma[x] >> (ha[x] - 1) & 1 and ma[y] >> (ha[y] + 1) & 1
                    and mb[y] >> (hb[y] - 1) & 1 and mb[x] >> (hb[x] + 1) & 1):
                continue
            if self.holds_3S is not None and 0 in (x, y):
                continue
            ha[x] -= 1
            ha[y] += 1
            hb[y] -= 1
            hb[x] += 1
            now = self.violations(hands, bad)
            if now <= bad:
                bad = now
                if bad == 0:
                    return 0
            else:
                ha[x] += 1
                ha[y] -= 1
                hb[y] += 1
                hb[x] -= 1
        return bad

    def sample_cards(self, rng: random.Random, view: SeatView) -> dict[int, list[Card]]:
        """One world as cards (suits drawn at random, the proved 3♠ holder keeping it), for
        :meth:`SeatView.world`."""
        counts = self.sample(rng)
        by_rank: list[list[Card]] = [[] for _ in range(13)]
        for c in view.unseen():
            by_rank[c.rank - 3].append(c)
        out: dict[int, list[Card]] = {s: [] for s in self.others}
        for r in range(13):
            cards = list(by_rank[r])
            rng.shuffle(cards)
            if r == 0 and self.holds_3S is not None:
                cards.remove(THREE_OF_SPADES)
                cards.insert(0 if self.holds_3S == self.others[0] else counts[self.others[0]][0], THREE_OF_SPADES)
            a = counts[self.others[0]][r]
            b = counts[self.others[1]][r]
            out[self.others[0]] += cards[:a]
            out[self.others[1]] += cards[a:a + b]
        return out


Step = tuple[int, "tuple[str, int, int] | None", int, int, tuple[int, ...], list[int], list[int]]
"""A play of another seat: ``(seat, table, n_next, n_prev, ranks played, cards that seat
played from then on, cards everyone played from then on)`` (13 counts each)."""


def _moments(view: SeatView) -> Iterator[tuple[int, int, Play | None, tuple[str, int, int] | None, list[int],
                                                list[list[int]], list[list[int]]]]:
    """Each move of ``view.history`` with the moment before it: ``(index, seat, play or
    None for a pass, table to beat as (kind, units, key) or None when leading, cards held
    by each seat, cards each seat had played, cards each seat played in the whole
    history)`` (13 rank counts per seat). The lists are updated in place after each
    yield: read them before asking for the next move."""
    history = view.history
    total = [[0] * 13 for _ in range(3)]
    for s, p in history:
        if p is not None:
            for r in p.ranks:
                total[s][r] += 1
    before = [[0] * 13 for _ in range(3)]
    n = [view.counts[s] + sum(total[s]) for s in range(3)]
    table: tuple[str, int, int] | None = None
    passes = 0
    for t, (s, p) in enumerate(history):
        yield t, s, p, table, n, before, total
        if p is None:
            passes += 1
            if passes == 2:
                table = None
                passes = 0
        else:
            for r in p.ranks:
                before[s][r] += 1
            n[s] -= len(p.ranks)
            table = (p.kind, p.units, p.key)
            passes = 0


def _policy_steps(view: SeatView) -> list[Step]:
    """The other seats' plays (:data:`Step`), the first play of a deal that must hold 3♠
    left out (it is forced, not chosen)."""
    out: list[Step] = []
    needs_three = view.first_of_match and view.rules.first_play_has_3S
    for t, s, p, table, n, before, total in _moments(view):
        if s != view.seat and p is not None and not (t == 0 and needs_three):
            later_s = [total[s][r] - before[s][r] for r in range(13)]
            later_all = [total[0][r] + total[1][r] + total[2][r] - before[0][r] - before[1][r] - before[2][r]
                         for r in range(13)]
            out.append((s, table, n[(s + 1) % 3], n[(s + 2) % 3], p.ranks, later_s, later_all))
    return out
