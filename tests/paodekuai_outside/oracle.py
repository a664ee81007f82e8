"""An independent model of spec §3-§8 and §12, written from the spec alone, used to cross-check
the engine on random small deals. Cards are text codes like '3S'; ranks are 3..15."""

from collections import Counter
from itertools import product

RANK = {ch: i for i, ch in enumerate("3456789TJQKA2", start=3)}
SUIT_ORDER = "SHCD"


def rank(card):
    return RANK[card[0]]


def readings(cnt, all_cards):
    """All readings (kind, key, units, short) of a rank Counter; `all_cards` allows §4."""
    n = sum(cnt.values())
    if any(v == 4 for v in cnt.values()):
        # ruling §3: all four cards of a rank appear only in a bomb
        return [("bomb", next(iter(cnt)), 1, False)] if n == 4 and len(cnt) == 1 else []
    ranks = sorted(cnt)
    out = []
    consecutive = ranks == list(range(ranks[0], ranks[0] + len(ranks))) and ranks[-1] <= 14
    if n == 1:
        out.append(("single", ranks[0], 1, False))
    if n == 2 and len(cnt) == 1:
        out.append(("pair", ranks[0], 1, False))
    if n >= 4 and all(v == 2 for v in cnt.values()) and consecutive:
        out.append(("pair_run", ranks[-1], n // 2, False))
    if n >= 5 and all(v == 1 for v in cnt.values()) and consecutive:
        out.append(("straight", ranks[-1], n, False))
    triples = [r for r in ranks if cnt[r] == 3]
    for t in triples:
        if n == 5:
            out.append(("triple_two", t, 1, False))
        elif all_cards and n in (3, 4):
            out.append(("triple_two", t, 1, True))
    for start in triples:
        k = 2
        while start + k - 1 <= 14 and all(cnt.get(start + i) == 3 for i in range(k)):
            wings = n - 3 * k
            if wings == 2 * k:
                out.append(("airplane", start + k - 1, k, False))
            elif all_cards and 0 <= wings < 2 * k:
                out.append(("airplane", start + k - 1, k, True))
            k += 1
    return out


class Model:
    """Deal state per the spec; seats 0..2; moves are lists of card codes ([] = pass)."""

    def __init__(self, hands, rules, leader, first_of_match):
        self.hands = [list(h) for h in hands]
        self.rules = rules
        if leader is None:
            leader = next((s for s in range(3) if "3S" in self.hands[s]), 0)
        self.turn = leader
        self.first_of_match = first_of_match
        self.table = None          # (kind, key, units) of the play to beat
        self.table_seat = None
        self.passes = 0
        self.history = []
        self.over = False
        self.winner = None
        self.played = [False, False, False]
        self.bomb = [0, 0, 0]
        self.pending_bomb = None   # seat of an unbeaten bomb on the table (unbeaten mode)

    # ---- §7 / §5 helpers
    def highest_single(self, seat):
        cnt = Counter(rank(c) for c in self.hands[seat])
        ok = [r for r, v in cnt.items() if self.rules.split_bombs or v < 4]
        return max(ok) if ok else None

    def first_play_binding(self):
        return (self.rules.first_play_has_3S and self.first_of_match and not self.history
                and "3S" in self.hands[self.turn])

    # ---- §12
    def analyse(self, cards):
        """(code or None, readings that make it legal)."""
        if self.over:
            return "deal_over", []
        hand = self.hands[self.turn]
        if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            return "not_in_hand", []
        if not cards:
            if self.table is None:
                return "leader_cannot_pass", []
            if self.beating_exists():
                return "must_beat", []
            return None, []
        return self.analyse_play(cards)

    def analyse_play(self, cards):
        hand = self.hands[self.turn]
        cnt = Counter(rank(c) for c in cards)
        if not readings(cnt, True):
            return "not_a_combination", []
        rs = readings(cnt, len(cards) == len(hand))
        if not rs:
            return "needs_kickers", []
        if not self.rules.split_bombs:
            held = Counter(rank(c) for c in hand)
            if any(held[r] == 4 and 0 < v < 4 for r, v in cnt.items()):
                return "bomb_cannot_be_split", []
        binding = self.first_play_binding()
        if binding and "3S" not in cards:
            return "must_include_3S", []
        if self.table is not None:
            tk, tkey, tunits = self.table
            same = [x for x in rs if x[0] == tk and x[2] == tunits]
            bombs = [x for x in rs if x[0] == "bomb"]
            if not same and not bombs:
                return "wrong_kind", []
            if tk == "bomb":
                beats = [x for x in bombs if x[1] > tkey]
            else:
                beats = bombs + [x for x in same if x[1] > tkey]
            if not beats:
                return "too_low", []
            rs = beats
        if rs[0][0] == "single" and len(self.hands[(self.turn + 1) % 3]) == 1 and not binding:
            if rs[0][1] != self.highest_single(self.turn):
                return "must_play_highest_single", []
        return None, rs

    def candidate_plays(self):
        """One card choice per sub-multiset of ranks of the mover's hand (suits S, H, C, D)."""
        hand = sorted(self.hands[self.turn], key=lambda c: (rank(c), SUIT_ORDER.index(c[1])))
        by_rank = {}
        for c in hand:
            by_rank.setdefault(rank(c), []).append(c)
        ranks = sorted(by_rank)
        for counts in product(*[range(len(by_rank[r]) + 1) for r in ranks]):
            cards = [c for r, k in zip(ranks, counts) for c in by_rank[r][:k]]
            if cards:
                yield cards

    def legal(self):
        out = []
        for cards in self.candidate_plays():
            code, rs = self.analyse_play(cards)
            if code is None:
                out.append((cards, rs))
        return out

    def beating_exists(self):
        return any(self.analyse_play(c)[0] is None for c in self.candidate_plays())

    # ---- applying moves (§6, §8)
    def apply(self, cards):
        code, rs = self.analyse(cards)
        assert code is None, code
        seat = self.turn
        self.history.append((seat, list(cards) or None))
        if not cards:
            self.passes += 1
            if self.passes == 2:
                if self.pending_bomb is not None:
                    self.score_bomb(self.pending_bomb)
                self.table, self.passes, self.pending_bomb = None, 0, None
            self.turn = (seat + 1) % 3
            return None
        best = max(x[1] for x in rs)
        units = {x[2] for x in rs if x[1] == best}
        kind = rs[0][0]
        for c in cards:
            self.hands[seat].remove(c)
        self.played[seat] = True
        self.passes = 0
        self.table = (kind, best, min(units))
        self.table_seat = seat
        if kind == "bomb":
            if self.rules.bomb_bonus == "immediate":
                self.score_bomb(seat)
            else:
                self.pending_bomb = seat
        else:
            self.pending_bomb = None
        if not self.hands[seat]:
            self.over, self.winner = True, seat
            if self.pending_bomb is not None:
                self.score_bomb(self.pending_bomb)
        self.turn = (seat + 1) % 3
        return (kind, best, units)

    def score_bomb(self, seat):
        for s in range(3):
            self.bomb[s] += 20 if s == seat else -10

    def result(self):
        left = tuple(len(h) for h in self.hands)
        shut = tuple(not p for p in self.played)
        owed = [left[s] * (2 if shut[s] else 1) for s in range(3)]
        points = tuple((sum(owed) if s == self.winner else -owed[s]) + self.bomb[s] for s in range(3))
        return (self.winner, left, shut, tuple(self.bomb), points)
