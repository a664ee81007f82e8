"""The Normal policy on rank counts (issue 4, item 3): the Normal level, the Hint, and the
playouts of the Hard level all decide with it.

It sees what a seat may know (spec §10): its own rank counts, the rank counts of the
cards it has not seen (the card counter: the union of the other two hands), how many cards
each seat holds, and the play to beat. It then

* splits its hand into the fewest strong plays (:func:`paodekuai.bots.hand.decompose`);
* calls a play *safe* when no unseen cards could beat it (counting the 2♠, the aces, and
  every bomb (炸弹) the unseen cards could still hold);
* leading, plays its safe plays first when at most one unsafe play is left (a winning
  line); otherwise leads the weakest of its plays, the one hardest to get rid of later;
* following (it must beat when it can, §6), plays the beating play that leaves the best
  decomposition, with a bonus for a play that wins the round while an opponent is close
  to going out, and for a bomb that will score;
* reacts to the last-card marker (报单, §7): when an opponent holds one card it does not
  lead a beatable single (or, with no other choice, leads its highest); when an opponent
  holds two, it avoids leading a beatable pair.

Moves are movegen tuples ``(kind, units, key, ranks)`` (``ranks``: sorted rank indices,
``key - 3``). Every function is pure and deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..counts import usable as usable_counts
from ..movegen import Move, generate
from ..plays import AIRPLANE, BOMB, PAIR, PAIR_RUN, SINGLE, STRAIGHT, TRIPLE_TWO, lead_reading, readings
from .hand import ACE_INDEX, PLAY_COST, decompose, decompose_score, group_strength

TAKE_LEAD = 0
"""Bonus (in decomposition score units) for a follow that no unseen cards can beat."""
TAKE_LEAD_DANGER = 14
"""The same bonus while an opponent holds two cards or fewer."""
BOMB_BONUS = 12
"""Bonus for following with a bomb that is sure to score (no higher bomb unseen, or the
home preset's immediate bomb points)."""
DANGER = 100
"""Lead cost of a play that an opponent close to going out could beat (less its strength,
so that the strongest such play goes first when nothing else is left)."""
LEAD_SIZE = 2.5
"""Lead preference per card of a play (bigger plays shed more at once)."""
KEEP_SAFE = 50
"""Lead cost added to a safe play while the hand is not yet winning (kept to retake the lead)."""


def bomb_possible(unseen: Sequence[int], most: int, above: int = -1) -> bool:
    """Whether the unseen cards could hold a bomb of rank index > ``above`` in one hand
    (``most``: the largest number of cards an opponent holds)."""
    if most < 4:
        return False
    for i in range(above + 1, ACE_INDEX):
        if unseen[i] == 4:
            return True
    return False


def beatable(kind: str, units: int, key: int, unseen: Sequence[int], most: int) -> bool:
    """Whether the unseen cards (split in hands of at most ``most`` cards) could beat a play.

    It ignores how the unseen cards are split between the two opponents, so it may call a
    play beatable that no single opponent can beat; never the reverse.
    """
    idx = key - 3
    if kind == BOMB:
        return bomb_possible(unseen, most, idx)
    if bomb_possible(unseen, most):
        return True
    if kind == SINGLE:
        for i in range(idx + 1, 13):
            if unseen[i]:
                return True
        return False
    if kind == PAIR:
        if most < 2:
            return False
        for i in range(idx + 1, 13):
            if unseen[i] >= 2:
                return True
        return False
    if kind == TRIPLE_TWO:
        if most < 3:
            return False
        for i in range(idx + 1, 13):
            if unseen[i] >= 3:
                return True
        return False
    if kind == STRAIGHT:
        need, size = 1, units
    elif kind == PAIR_RUN:
        need, size = 2, 2 * units
    else:  # airplane (a short one may go out with fewer wings)
        need, size = 3, 3 * units
    if most < size:
        return False
    run = 0
    for i in range(ACE_INDEX + 1):
        run = run + 1 if unseen[i] >= need else 0
        if run >= units and i > idx:
            return True
    return False


def hand_minus(hand: Sequence[int], ranks: Sequence[int]) -> list[int]:
    """Rank counts ``hand`` without the cards of ``ranks`` (rank indices)."""
    rest = list(hand)
    for r in ranks:
        rest[r] -= 1
    return rest


def pick_kickers(rest: Sequence[int], need: int, avoid: Sequence[int]) -> list[int] | None:
    """Kickers (带牌) for a triple or an airplane: ``need`` rank indices taken from ``rest``
    (the hand without the triples), never from ``avoid`` (the triples' ranks) nor from four
    of a rank; the lowest singles of ``rest``'s decomposition first, then its lowest pairs,
    then the lowest cards. ``None`` if ``rest`` has too few usable cards."""
    usable = [0 if (c == 4 or i in avoid) else c for i, c in enumerate(rest)]
    if sum(usable) < need:
        return None
    d = decompose(rest)
    out: list[int] = []
    left = list(usable)
    for kinds in ((SINGLE,), (PAIR,)):
        for g in sorted((g for g in d.groups if g[0] in kinds), key=lambda g: g[2]):
            for r in g[3]:
                if len(out) < need and left[r]:
                    out.append(r)
                    left[r] -= 1
    i = 0
    while len(out) < need:
        if left[i]:
            out.append(i)
            left[i] -= 1
        else:
            i += 1
    return out


def _realise(g: Move, hand: Sequence[int], total: int) -> Move | None:
    """A decomposition group as a legal lead: a triple or airplane short of kickers gets
    them from the rest of the hand (unless it is the whole hand, §4). ``None`` if it cannot."""
    kind, units, key, ranks = g
    if kind == TRIPLE_TWO or kind == AIRPLANE:
        need = 5 * units - len(ranks)
        if need > 0 and len(ranks) < total:
            body = tuple(r for r in range(key - 3 - units + 1, key - 3 + 1) for _ in range(3))
            rest = hand_minus(hand, body)
            wings = pick_kickers(rest, 2 * units, body)
            if wings is None:
                return None
            ranks = tuple(sorted(body + tuple(wings)))
            counts = [0] * 13
            for r in ranks:
                counts[r] += 1
            rs = readings(counts)
            if not rs:
                return None
            kind, units, key, _ = lead_reading(rs)
            return (kind, units, key, ranks)
    return g


def lead_move(hand: Sequence[int], unseen: Sequence[int], n_next: int, n_prev: int,
              restricted: bool) -> Move:
    """The Normal lead for a hand of rank counts (the mover leads; bombs kept whole).

    Args:
        hand: the mover's 13 rank counts (non-empty).
        unseen: 13 counts of the cards the mover has not seen.
        n_next, n_prev: cards held by the next player and by the one after.
        restricted: the next player is on last card, so a single must be the highest (§7).
    """
    return ranked_leads(hand, unseen, n_next, n_prev, restricted, only_best=True)[0]


def ranked_leads(hand: Sequence[int], unseen: Sequence[int], n_next: int, n_prev: int, restricted: bool,
                 only_best: bool = False) -> list[Move]:
    """The decomposition's plays as legal leads, best first (see :func:`lead_move`)."""
    total = sum(hand)
    d = decompose(hand)
    groups = d.groups
    if len(groups) == 1 and len(groups[0][3]) == total:
        return [groups[0]]
    most = n_next if n_next > n_prev else n_prev
    least = n_next if n_next < n_prev else n_prev
    top_single = -1
    for i in range(12, -1, -1):
        if hand[i] and hand[i] < 4:
            top_single = i
            break
    cands: list[tuple[float, Move]] = []
    safe_count = 0
    unsafe_count = 0
    info = []
    for g in groups:
        kind, units, key, ranks = g
        if kind == SINGLE and restricted and key - 3 != top_single:
            g = (SINGLE, 1, top_single + 3, (top_single,))
            key = top_single + 3
        r = _realise(g, hand, total)
        if r is None:
            continue
        safe = not beatable(r[0], r[1], r[2], unseen, most)
        if safe:
            safe_count += 1
        else:
            unsafe_count += 1
        info.append((r, safe))
    winning = unsafe_count <= 1 and safe_count > 0
    for r, safe in info:
        kind, units, key, ranks = r
        if winning:
            # safe plays first (the biggest first), the one unsafe play last
            cost = (0 if safe else 1000) - len(ranks)
        else:
            cost = float(group_strength(kind, key)) - LEAD_SIZE * len(ranks)
            if safe:
                cost += KEEP_SAFE   # keep safe plays (control) for taking the lead back
            if not safe and ((kind == SINGLE and least == 1) or (kind == PAIR and least == 2)
                             or (len(ranks) == least and kind != BOMB)):
                # an opponent could go out over it: lead it only if nothing else, strongest first
                cost = DANGER - group_strength(kind, key)
        cands.append((cost, r))
    if not cands:
        # nothing realisable (cannot happen with a non-empty hand): lead the lowest card
        i = next(i for i in range(13) if hand[i])
        return [(SINGLE, 1, i + 3, (i,))]
    if only_best:
        return [min(cands, key=lambda c: (c[0], c[1][2]))[1]]
    cands.sort(key=lambda c: (c[0], c[1][2]))
    return [m for _, m in cands]


def follow_value(hand: Sequence[int], m: Move, unseen: Sequence[int], most: int, least: int,
                 immediate: bool) -> float:
    """How good following with ``m`` is (higher is better): the decomposition score of the
    hand left, plus bonuses for winning the round and for a bomb that scores."""
    kind, units, key, ranks = m
    d = decompose(hand)
    if ranks in d.ranks:
        # a play of the hand's own split: the rest keeps the other groups
        v = float(d.score - group_strength(kind, key) + PLAY_COST)
    else:
        v = float(decompose_score(hand_minus(hand, ranks)))
    if not beatable(kind, units, key, unseen, most):
        v += TAKE_LEAD_DANGER if least <= 2 else TAKE_LEAD
        if kind == BOMB:
            v += BOMB_BONUS
    elif kind == BOMB and immediate:
        v += BOMB_BONUS
    return v


def distinct_bodies(moves: Sequence[Move], hand: Sequence[int]) -> list[Move]:
    """One move per triple or airplane body (kickers chosen by :func:`pick_kickers`);
    other moves unchanged."""
    out: list[Move] = []
    by_body: dict[tuple[str, int, int], list[Move]] = {}
    for m in moves:
        if m[0] == TRIPLE_TWO or m[0] == AIRPLANE:
            by_body.setdefault((m[0], m[1], m[2]), []).append(m)
        else:
            out.append(m)
    for (kind, units, key), ms in by_body.items():
        if len(ms) == 1:
            out.append(ms[0])
            continue
        body = tuple(r for r in range(key - 3 - units + 1, key - 3 + 1) for _ in range(3))
        wings = pick_kickers(hand_minus(hand, body), 2 * units, body)
        want = None if wings is None else tuple(sorted(body + tuple(wings)))
        chosen = next((m for m in ms if m[3] == want), None)
        out.append(chosen if chosen is not None else ms[0])
    return out


def _worth_trying(moves: Sequence[Move], hand: Sequence[int]) -> list[Move]:
    """The follows worth scoring: when some beating moves are groups of the hand's own
    split, those, the lowest move that breaks a group, and the bombs; else every move
    (kicker variants grouped)."""
    ms = distinct_bodies(moves, hand)
    if len(ms) <= 3:
        return ms
    own = decompose(hand).ranks
    free = [m for m in ms if m[3] in own]
    if not free:
        return ms
    other = [m for m in ms if m[3] not in own and m[0] != BOMB]
    out = free + [m for m in ms if m[0] == BOMB and m[3] not in own]
    if other:
        out.append(min(other, key=lambda m: (m[2], len(m[3]), m[3])))
    return out


def ranked_follows(hand: Sequence[int], moves: Sequence[Move], unseen: Sequence[int], n_next: int, n_prev: int,
                   immediate: bool) -> list[Move]:
    """Beating moves, best first (kicker variants of one triple or airplane grouped)."""
    total = sum(hand)
    for m in moves:
        if len(m[3]) == total:
            return [m] + [x for x in distinct_bodies(moves, hand) if x != m]
    most = n_next if n_next > n_prev else n_prev
    least = n_next if n_next < n_prev else n_prev
    scored = [(follow_value(hand, m, unseen, most, least, immediate), m) for m in _worth_trying(moves, hand)]
    scored.sort(key=lambda s: (-s[0], s[1][2], len(s[1][3]), s[1][3]))
    return [m for _, m in scored]


def follow_move(hand: Sequence[int], moves: Sequence[Move], unseen: Sequence[int], n_next: int, n_prev: int,
                immediate: bool) -> Move | None:
    """The Normal follow: ``None`` (pass) when ``moves`` is empty, else the best beating move."""
    if not moves:
        return None
    if len(moves) == 1:
        return moves[0]
    return ranked_follows(hand, moves, unseen, n_next, n_prev, immediate)[0]


def normal_move(hand: Sequence[int], table: tuple[str, int, int] | None, unseen: Sequence[int], n_next: int,
                n_prev: int, split_bombs: bool, immediate: bool) -> Move | None:
    """The Normal policy's move for the seat to move (``None`` is a pass).

    Args:
        hand: the mover's 13 rank counts.
        table: ``(kind, units, key)`` of the play to beat, or ``None`` when leading.
        unseen: 13 counts of the cards the mover has not seen.
        n_next, n_prev: cards held by the next player and by the one after.
        split_bombs, immediate: the rules' ``split_bombs`` and ``bomb_bonus == "immediate"``.
    """
    restricted = n_next == 1
    if table is None:
        return lead_move(hand, unseen, n_next, n_prev, restricted)
    moves = generate(hand, usable_counts(hand, split_bombs), table, restricted)
    return follow_move(hand, moves, unseen, n_next, n_prev, immediate)
