"""Dealing a Paohuzi deal and building a position (spec §5, §7, §23 ``from_setup``, §24).

:class:`DealSetup` gives :class:`paohuzi.Deal` its constructors: :meth:`DealSetup.new`
shuffles and deals (§5: one card at a time from the dealer until he holds 21 and the others
20; the dealer's 21st card is the 亮张; the bottom-card procedure of §5.4) and
:meth:`DealSetup.from_setup` states a position from explicit cards. Both lay any four
identical cards in a hand as 提 and run the deal up to its first decision.

Ruling where the spec leaves room (also listed in the README): the ``from_setup`` target
shift. A seat's §8 target is shifted by its setup total minus a full seat, where a full
seat is 20 cards (21 for the dealer when the opening runs) plus one for every 4-card set
beyond the first that was *not* dealt (a 跑 / 提 given in ``melds`` was taken in during
play and raised the seat's count by one, exactly as §8 says). With no quads in ``melds``
this is the §24 wording verbatim; it keeps a setup such as §21 TC13 (``pao d5``, ``ti x9``
and 13 cards) a normal seat instead of one card over.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from .cards import CODES, N_KINDS, RED, check_copies, counts_of, new_deck, parse_indices
from .flow import DealFlow
from .melds import Meld, make_identical, parse_meld
from .rules import Rules


def _as_seat_list(value: Any, name: str, default: Any) -> list[Any]:
    if value is None:
        return [default() for _ in range(3)]
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) != 3:
        raise ValueError(f"{name} must be a list of 3 entries, one per seat")
    return list(value)


class DealSetup(DealFlow):
    """The constructors of :class:`paohuzi.Deal` (see the module docstring)."""


    @classmethod
    def new(cls, rules: Rules | None = None, seed: Any = None, dealer: int = 0) -> Any:
        """Shuffle and deal, then run the opening up to the first decision (§5, §7).

        Cards are dealt one at a time from the top, starting with the dealer, until he holds
        21 and the others 20; the dealer's 21st card is the 亮张; the 19 left form the stock.

        Args:
            rules: the options (``Rules()`` if ``None``).
            seed: anything ``random.Random`` accepts; the same seed gives the same deal.
            dealer: seat 0, 1 or 2.

        Raises:
            ValueError: for a bad dealer or rules object.
        """
        rules = cls._check_rules(rules)
        dealer = cls._check_seat(dealer, "dealer")
        deck = new_deck()
        try:
            rng = random.Random(seed)
        except TypeError:
            raise ValueError(f"seed must be an int, str, bytes or None, not {type(seed).__name__}") from None
        rng.shuffle(deck)
        hands: list[list[int]] = [[], [], []]
        for k in range(61):
            hands[(dealer + k) % 3].append(deck[k])
        d = cls._build(rules, hands, deck[61:], dealer, None, [[], [], []], [0, 0, 0])
        d._seed = seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None
        return d

    @classmethod
    def from_setup(cls, rules: Rules | None, hands: Any, stock: Any, dealer: int = 0, to_draw: int | None = None,
                   melds: Any = None, chou: Any = None) -> Any:
        """Build a deal from explicit cards (tests, puzzles, saved positions), spec §23 / §24.

        Args:
            rules: the options (``Rules()`` if ``None``).
            hands: 3 card strings (any sizes). With ``to_draw=None`` the last card of the
                dealer's string is the 亮张.
            stock: card string, top card first; the last is the face-up bottom card.
            dealer: the dealer's seat.
            to_draw: ``None`` runs the normal opening from ``dealer`` (bottom-card procedure,
                提, 三提五坎, 天胡, first discard); a seat ``s`` skips the opening: ``s`` is about
                to draw the top stock card (the stock is used exactly as given).
            melds: per seat a list of meld strings (``"peng x3"``, ``"wei x5"``, ``"chou_wei x8"``,
                ``"pao d5"``, ``"ti x9"``, ``"chi x1 x2 x3"``).
            chou: per seat a string of card codes that are 臭 for that seat.

        Four identical cards in a hand are laid as 提 at construction. Each seat's §8 target
        is shifted so that a small hand follows the discard rule of a full one (see the
        module docstring).

        Raises:
            ValueError: bad card text, a malformed meld, more than 4 copies of a card, a bad
                seat, or an empty dealer's hand when the opening runs.
        """
        rules = cls._check_rules(rules)
        dealer = cls._check_seat(dealer, "dealer")
        if to_draw is not None:
            to_draw = cls._check_seat(to_draw, "to_draw")
        hand_list = [parse_indices(h) for h in _as_seat_list(hands, "hands", str)]
        stock_list = parse_indices(stock)
        meld_list = []
        for ms in _as_seat_list(melds, "melds", list):
            if isinstance(ms, str) or not hasattr(ms, "__iter__"):
                raise ValueError("melds: each seat's entry must be a list of meld strings")
            meld_list.append([parse_meld(m) for m in ms])
        chou_bits = []
        for c in _as_seat_list(chou, "chou", str):
            bits = 0
            for i in parse_indices(c if c is not None else ""):
                bits |= 1 << i
            chou_bits.append(bits)
        return cls._build(rules, hand_list, stock_list, dealer, to_draw, meld_list, chou_bits)

    @staticmethod
    def _check_rules(rules: Any) -> Rules:
        if rules is None:
            return Rules()
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules, not {type(rules).__name__}")
        return rules

    @staticmethod
    def _check_seat(seat: Any, name: str) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 2:
            raise ValueError(f"{name} must be a seat 0, 1 or 2, not {seat!r}")
        return seat

    @classmethod
    def _build(cls, rules: Rules, hands: list[list[int]], stock: list[int], dealer: int, to_draw: int | None,
               melds: list[list[Meld]], chou: list[int]) -> Any:
        copies = [0] * N_KINDS
        for cards in hands + [stock]:
            for i in cards:
                copies[i] += 1
        for ms in melds:
            for m in ms:
                for i in m.cards:
                    copies[i] += 1
        check_copies(copies, " in the setup")
        opening = to_draw is None
        if opening and not hands[dealer]:
            raise ValueError("the dealer's hand is empty: no 亮张 for the opening")
        d = cls()
        d.rules = rules
        d._dealer = dealer
        d._setup = {
            "hands": [" ".join(CODES[i] for i in h) for h in hands],
            "stock": " ".join(CODES[i] for i in stock),
            "dealer": dealer,
            "to_draw": to_draw,
            "melds": [[str(m) for m in ms] for ms in melds],
            "chou": [" ".join(CODES[i] for i in range(N_KINDS) if bits >> i & 1) for bits in chou],
        }
        d._hands = [counts_of(h) for h in hands]
        d._melds = [list(ms) for ms in melds]
        d._chou = list(chou)
        d._stock = list(stock)
        if opening:
            d._liang = hands[dealer][-1]
            d._bottom_procedure()
        q_hand = [0, 0, 0]
        for k in range(3):
            s = (dealer + k) % 3
            for i in range(N_KINDS):
                if d._hands[s][i] == 4:
                    d._hands[s][i] = 0
                    d._melds[s].append(make_identical("ti", i))
                    d._history.append(f"{s} ti {CODES[i]}")
                    q_hand[s] += 1
        for s in range(3):
            q_all = d._quads(s)
            base = 21 if (opening and s == dealer) else 20
            full = base + max(0, q_all - 1) - max(0, q_hand[s] - 1)
            d._shift[s] = d._total(s) - full
        d._run(d._opening if opening else partial(d._turn, to_draw))
        return d

    def _bottom_procedure(self) -> None:
        """§5.4: while the face-up bottom card is red, move it to the top and turn up the next."""
        n = len(self._stock)
        if not n:
            return
        self._flips.append(self._stock[-1])
        while RED[self._stock[-1]] and self._moved < n:
            self._stock.insert(0, self._stock.pop())
            self._moved += 1
            self._flips.append(self._stock[-1])
