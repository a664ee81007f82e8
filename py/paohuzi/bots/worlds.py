"""What a seat's view proves about the cards it cannot see, and worlds sampled to match it.

A search bot guesses the hidden cards (a *world*: the other two hands, their hidden 偎 and
the unknown part of the stock) many times and plays each guess forward. Every guess agrees
with everything the seat's view shows (spec §18) and with what the rules make the history
prove:

* **counts**: each other seat holds ``view.hand_counts[s]`` cards; each ``"wei ?"`` is three
  copies of one card; the stock holds ``view.stock_count`` cards, the red cards moved to the
  top (``view.known_top``) first and the face-up bottom card (``view.bottom``) last (§5.4);
  the pool is exactly the unseen copies (:func:`paohuzi.ready.unseen_counts`);
* **the 亮张** (§7.4): while it is known to be in the dealer's hand, the dealer holds it;
* **a hand is a part of the dealt hand**: cards join a hand only at the deal (a draw or a
  claimed card goes to the table or the discard row), so what a hand could not hold at a
  past moment it cannot hold now;
* **forced sets that did not happen** (§9.3, §9.4): a card drawn and left on offer proves
  its drawer held no pair nor 坎 of it (else 偎 / 提), so now at most one; a discard
  proves the discarder holds at most one more; a card another seat drew or discarded
  without a 跑 by ``s`` proves ``s`` held no 坎 of it (now at most two) and that none of
  ``s``'s hidden 偎 made before it is of that card;
* **a hidden 偎** (§9.4) was made on the seat's own draw while holding a pair: its card is
  none the seat discarded (a pair plus a discarded copy would be a 坎, which cannot be
  discarded, §6), none it drew and left unused before (it held the pair from the deal),
  and none offered after without a 提 / 跑;
* **a declined 碰** (§12): a seat holding a pair of a card another seat offered, without a
  碰, declined it, so the card is 臭 for it (given to the world's 臭 list, which is private).

The card on offer now, when the 胡 step of a drawn card is still running, proves nothing
yet about 跑 (胡 is asked first, §9.5). A world is rebuilt as an exact position with
``Deal.from_setup`` (:func:`World.deal`); a guess the engine refuses is drawn again.
When no guess satisfies every per-seat bound (only possible in a hand-made position) the
bounds are dropped and only the counts kept (:attr:`Inference.relaxed`).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from cardroom.bots import clock

from ..cards import CODES, N_KINDS
from ..deal import Deal
from ..melds import make_identical, parse_meld
from ..position import ask_of_view
from ..ready import FAR, Shape, distance, liangzhang_in_hand, unseen_counts
from ..rules import Rules
from ..scoring import target

INDEX = {code: i for i, code in enumerate(CODES)}
MAX_TRIES = 60
"""Draws tried for one world before the per-seat bounds are dropped."""
DISTANCE_CAP = 4
"""Distances past this count as this in the opponent model (:meth:`Inference.sample_modelled`)."""


class Inference:
    """Everything ``view`` proves about the cards its seat cannot see.

    Attributes:
        seat: the viewer; others: the two other seats.
        pool: 20 counts: the unseen copies, plus the 亮张 when it is known to be in the
            dealer's hand (the pool is then exactly the hidden cards).
        need: cards each other seat holds now (by seat).
        stock_unknown: stock cards not known to the viewer.
        cap: per other seat, 20 bounds on the copies of each card its hand may hold now.
        wei_ban: per other seat, the cards none of its hidden 偎 can be.
        weis: per other seat, its number of hidden 偎.
        liang: the 亮张 index when the dealer (another seat) must hold it, else ``None``.
        declined: per other seat, cards it would have declined to 碰 if it held a pair.
        relaxed: ``True`` once the bounds were dropped because no draw satisfied them.
    """

    def __init__(self, view: Any) -> None:
        self.view = view
        me = view.seat
        self.seat = me
        self.rules = Rules.from_dict(view.rules)
        self.others = [(me + 1) % 3, (me + 2) % 3]
        pool = unseen_counts(view)
        self.liang: int | None = None
        if view.liangzhang is not None and view.dealer != me and liangzhang_in_hand(view):
            self.liang = INDEX[view.liangzhang]
            pool[self.liang] += 1
        self.pool = pool
        self.need = {s: view.hand_counts[s] for s in self.others}
        self.stock_unknown = view.stock_count - len(view.known_top) - (1 if view.bottom is not None else 0)
        self.weis = {s: sum(1 for m in view.melds[s] if m == "wei ?") for s in self.others}
        self.cap = {s: [3] * N_KINDS for s in self.others}
        self.wei_ban: dict[int, set[int]] = {s: set() for s in self.others}
        self.declined: dict[int, set[int]] = {s: set() for s in self.others}
        self.relaxed = False
        self._read_history()

    def _read_history(self) -> None:
        view = self.view
        hist = [e.split() for e in view.history]
        n = len(hist)
        current = view.offer is not None and "hu" in view.actions and view.offer[1] == "draw"
        last_offer = max((i for i, p in enumerate(hist) if len(p) == 3 and p[1] in ("draw", "discard")
                          and p[2] != "?"), default=-1)
        wei_seen: dict[int, bool] = {s: False for s in self.others}
        for i, p in enumerate(hist):
            if len(p) < 2 or not p[0].isdigit():
                continue
            who, verb = int(p[0]), p[1]
            if verb == "wei" and len(p) == 3 and p[2] == "?" and who in wei_seen:
                wei_seen[who] = True
                continue
            if verb not in ("draw", "discard") or len(p) != 3 or p[2] == "?":
                continue
            c = INDEX[p[2]]
            # what followed this card until the next card was drawn or discarded
            after: list[list[str]] = []
            j = i + 1
            while j < n and not (len(hist[j]) >= 2 and hist[j][1] in ("draw", "discard")):
                after.append(hist[j])
                j += 1
            claimed = {(int(q[0]), q[1]) for q in after if len(q) >= 2 and q[0].isdigit()
                       and len(q) == 3 and q[2] == p[2]}
            pending = i == last_offer and current  # its 跑 is not resolved yet (§9.5)
            if who in self.cap:
                if verb == "discard":
                    self.cap[who][c] = min(self.cap[who][c], 1)
                    self.wei_ban[who].add(c)
                elif not (claimed & {(who, "ti"), (who, "wei"), (who, "chou_wei"), (who, "pao")}):
                    self.cap[who][c] = min(self.cap[who][c], 1)  # no pair (偎) nor 坎 (提) of it
                    # no 偎 of it: before, it never held the pair (pairs come from the deal);
                    # after, a draw onto its own 偎 would be a 提
                    self.wei_ban[who].add(c)
            for s in self.others:
                if s == who or pending or (s, "pao") in claimed:
                    continue
                self.cap[s][c] = min(self.cap[s][c], 2)
                if wei_seen[s]:
                    self.wei_ban[s].add(c)
                if not (i == last_offer and view.offer is not None) and not any(
                        len(q) >= 2 and q[1] in ("peng", "pao") for q in after):
                    self.declined[s].add(c)
        for s in self.others:
            for code in view.discards[s]:
                self.wei_ban[s].add(INDEX[code])

    # ------------------------------------------------------------------ sampling

    def sample(self, rng: random.Random) -> World:
        """A world drawn at random among those meeting every bound (see the module docstring);
        after :data:`MAX_TRIES` failed draws, one meeting the counts only (``relaxed``).

        Raises:
            ValueError: when :data:`MAX_TRIES` draws meeting the counts only fail too (the
                engine refuses every guess: a hand-made position with a §8 shift, which a
                view does not show).
        """
        for _ in range(MAX_TRIES):
            w = self._draw(rng, bounded=not self.relaxed)
            if w is not None:
                return w
        self.relaxed = True
        for _ in range(MAX_TRIES):
            w = self._draw(rng, bounded=False)
            if w is not None:
                return w
        raise ValueError("no world consistent with this view could be built")

    def sample_modelled(self, rng: random.Random, draws: int, beta: float,
                        deadline: float | None = None) -> World:
        """A world drawn by the opponent model: ``draws`` worlds of :meth:`sample`, one of them
        kept with a chance proportional to ``exp(-beta * (d1 + d2))``, ``d`` each other seat's
        distance in it (:func:`paohuzi.ready.distance`, at most :data:`DISTANCE_CAP`).

        The other seats keep the cards their own policy keeps: in Normal's self-play their
        hands are readier than uniform worlds make them (mean distance about 2.1 against
        2.6; ready in a fifth of the cases against a fortieth), so worlds in which they are
        readier weigh more. ``draws <= 1`` or ``beta == 0`` is :meth:`sample`. Past
        ``deadline`` (a :func:`cardroom.bots.clock` value) no further world is drawn: the choice
        is among those drawn so far (at least one).

        Raises:
            ValueError: as :meth:`sample`.
        """
        first = self.sample(rng)
        if draws <= 1 or beta == 0:
            return first
        pool = [first]
        while len(pool) < draws and (deadline is None or clock() <= deadline):
            pool.append(self.sample(rng))
        ds = [sum(w.distances().values()) for w in pool]
        low = min(ds)
        weights = [math.exp(-beta * (d - low)) for d in ds]
        r = rng.random() * sum(weights)
        for w, k in zip(pool, weights):
            if r < k:
                return w
            r -= k
        return pool[-1]

    def _draw(self, rng: random.Random, bounded: bool) -> World | None:
        pool = list(self.pool)
        weis: dict[int, list[int]] = {}
        for s in self.others:
            weis[s] = []
            for _ in range(self.weis[s]):
                ok = [c for c in range(N_KINDS) if pool[c] >= 3 and (not bounded or c not in self.wei_ban[s])]
                if not ok:
                    return None
                c = rng.choice(ok)
                pool[c] -= 3
                weis[s].append(c)
        hands = {s: [0] * N_KINDS for s in self.others}
        room = {s: self.need[s] for s in self.others}
        if self.liang is not None:
            d = self.view.dealer
            if pool[self.liang] <= 0 or room[d] <= 0:
                return None
            pool[self.liang] -= 1
            hands[d][self.liang] += 1
            room[d] -= 1
        cards = [c for c in range(N_KINDS) for _ in range(pool[c])]
        rng.shuffle(cards)
        stock_room = self.stock_unknown
        stock: list[int] = []
        cap = self.cap
        for c in cards:
            opts: list[tuple[int, int]] = []
            for s in self.others:
                if room[s] > 0 and hands[s][c] < (cap[s][c] if bounded else 3):
                    opts.append((s, room[s]))
            if stock_room > 0:
                opts.append((-1, stock_room))
            if not opts:
                return None
            r = rng.randrange(sum(k for _, k in opts))
            for dest, k in opts:
                if r < k:
                    break
                r -= k
            if dest < 0:
                stock.append(c)
                stock_room -= 1
            else:
                hands[dest][c] += 1
                room[dest] -= 1
        if any(room.values()) or stock_room:
            return None
        world = World(self, hands, weis, stock)
        try:
            world.deal()
        except ValueError:
            return None
        return world


class World:
    """One guess of the hidden cards: ``hands`` (other seat → 20 counts), ``weis`` (other seat
    → the cards of its hidden 偎, in the order they are listed) and ``stock`` (the unknown
    stock cards in draw order, between the known top and the bottom card)."""

    def __init__(self, inf: Inference, hands: dict[int, list[int]], weis: dict[int, list[int]],
                 stock: list[int]) -> None:
        self.inf = inf
        self.hands = hands
        self.weis = weis
        self.stock = stock
        self._deal: Deal | None = None

    def setup(self) -> dict[str, Any]:
        """The world as the keyword arguments of ``Deal.from_setup`` (a position in play, §25)."""
        inf = self.inf
        v = inf.view
        me = inf.seat
        hands: list[str] = []
        melds: list[list[str]] = []
        chou: list[str] = []
        public: list[str] = []
        for s in range(3):
            if s == me:
                hands.append(" ".join(v.hand))
                melds.append(list(v.melds[s]))
                chou.append(" ".join(v.chou[s]))
                rows = set(v.discards[s])
                public.append(" ".join(c for c in v.chou[s] if c in rows))
                continue
            h = self.hands[s]
            hands.append(" ".join(CODES[c] for c in range(N_KINDS) for _ in range(h[c])))
            ws = iter(self.weis[s])
            melds.append([f"wei {CODES[next(ws)]}" if m == "wei ?" else m for m in v.melds[s]])
            private = {CODES[c] for c in inf.declined[s] if h[c] >= 2}
            chou.append(" ".join(sorted(set(v.chou[s]) | private, key=INDEX.__getitem__)))
            public.append(" ".join(v.chou[s]))
        stock = list(v.known_top) + [CODES[c] for c in self.stock] + ([v.bottom] if v.bottom is not None else [])
        return {
            "hands": hands, "stock": " ".join(stock), "dealer": v.dealer, "melds": melds, "chou": chou,
            "offer": v.offer, "ask": ask_of_view(v), "discarding": v.discarding,
            "discards": [" ".join(r) for r in v.discards], "public_chou": public,
            "xianggong": list(v.xianggong), "liangzhang": v.liangzhang,
            "bottom_flips": " ".join(v.bottom_flips), "known_top": " ".join(v.known_top),
        }

    def distances(self) -> dict[int, int]:
        """Each other seat's distance in this world (cards its shape still needs, §13.1;
        :func:`paohuzi.ready.distance`), at most :data:`DISTANCE_CAP`."""
        out: dict[int, int] = {}
        v = self.inf.view
        for s in self.inf.others:
            ws = iter(self.weis[s])
            melds = [make_identical("wei", next(ws)) if m == "wei ?" else parse_meld(m) for m in v.melds[s]]
            shape = Shape(melds, list(self.hands[s]), 0)
            shape.shift = (shape.total - target(shape.quads) + 1) // 3 * 3  # as ready.shape_of
            d = distance(shape)
            out[s] = DISTANCE_CAP if d >= FAR else min(d, DISTANCE_CAP)
        return out

    def deal(self) -> Deal:
        """The world as a deal at the view's decision (built once; clone it to play on).

        Raises:
            ValueError: when the engine refuses the position (no deal reaches it).
        """
        if self._deal is None:
            self._deal = Deal.from_setup(self.inf.rules, **self.setup())
        return self._deal
