"""Dealing a Paohuzi deal and building a position (spec §5, §7, §23 ``from_setup``, §24, §25).

:class:`DealSetup` gives :class:`paohuzi.Deal` its constructors: :meth:`DealSetup.new`
shuffles and deals (§5: one card at a time from the dealer until he holds 21 and the others
20; the dealer's 21st card is the 亮张; the bottom-card procedure of §5.4) and
:meth:`DealSetup.from_setup` states a position from explicit cards: the opening, a seat
about to draw, or any position a deal reaches between two decisions (the mid-turn
positions of §25, checked and entered by :mod:`paohuzi.position`).

Ruling where the spec leaves room (also listed in the README): the ``from_setup`` target
shift. A seat's §8 target is shifted by its setup total minus a full seat, where a full
seat is 20 cards (21 for the dealer when the opening runs) plus one for every 4-card set
beyond the first that was *not* dealt (a 跑 / 提 given in ``melds`` was taken in during
play and raised the seat's count by one, exactly as §8 says). With no quads in ``melds``
this is the §24 wording verbatim; it keeps a setup such as §21 TC13 (``pao d5``, ``ti x9``
and 13 cards) a normal seat instead of one card over. A mid-turn position takes the shift
as stated (``shift``, 0 for every full seat: what a dealt deal has).
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from .cards import CODES, N_KINDS, RED, card_index, check_copies, counts_of, new_deck, parse_indices
from .melds import Meld, make_identical, parse_meld
from .position import ASK_STEPS, DealPosition
from .rules import Rules

FACTS = ("offer", "ask", "discarding", "discards", "public_chou", "xianggong", "liangzhang", "bottom_flips",
         "known_top", "shift")
"""The keyword arguments of :meth:`DealSetup.from_setup` that state a position in play (§25)."""


def deal_cards(seed: Any, dealer: int) -> tuple[list[list[int]], list[int]]:
    """The hands and the stock that ``seed`` deals (§5), before the bottom-card procedure.

    Returns:
        ``(hands, stock)``: card indices per seat in the order dealt (the dealer's 21st,
        his last, is the 亮张) and the 19 stock cards, top first.

    Raises:
        ValueError: for a seed ``random.Random`` does not accept.
    """
    deck = new_deck()
    try:
        rng = random.Random(seed)
    except TypeError:
        raise ValueError(f"seed must be an int, str, bytes or None, not {type(seed).__name__}") from None
    rng.shuffle(deck)
    hands: list[list[int]] = [[], [], []]
    for k in range(61):
        hands[(dealer + k) % 3].append(deck[k])
    return hands, deck[61:]


def _as_seat_list(value: Any, name: str, default: Any) -> list[Any]:
    if value is None:
        return [default() for _ in range(3)]
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) != 3:
        raise ValueError(f"{name} must be a list of 3 entries, one per seat")
    return list(value)


def _bits(value: Any, name: str) -> list[int]:
    """Per seat, a set of cards (text) as a bit mask."""
    out = []
    for text in _as_seat_list(value, name, str):
        bits = 0
        if text:
            for i in parse_indices(text):
                bits |= 1 << i
        out.append(bits)
    return out


def _text(cards: Any) -> str:
    return " ".join(CODES[i] for i in cards)


def _bits_text(bits: int) -> str:
    return " ".join(CODES[i] for i in range(N_KINDS) if bits >> i & 1)


class DealSetup(DealPosition):
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
        hands, stock = deal_cards(seed, dealer)
        d = cls._build(rules, hands, stock, dealer, None, [[], [], []], [0, 0, 0])
        d._seed = seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None
        d._dealt = True
        return d

    @classmethod
    def from_setup(cls, rules: Rules | None, hands: Any, stock: Any, dealer: int = 0, to_draw: int | None = None,
                   melds: Any = None, chou: Any = None, *, offer: Any = None, ask: Any = None,
                   discarding: int | None = None, discards: Any = None, public_chou: Any = None,
                   xianggong: Any = None, liangzhang: Any = None, bottom_flips: Any = None, known_top: Any = None,
                   shift: Any = None) -> Any:
        """Build a deal from explicit cards (tests, puzzles, saved positions, search), spec §23 – §25.

        Three kinds of position:

        * **the opening** (``to_draw=None`` and none of ``offer`` / ``ask`` / ``discarding``):
          the deal as dealt; the last card of the dealer's string is the 亮张; the bottom-card
          procedure, 提, 三提五坎, 天胡 and the first discard run as in play. The position
          facts below (``discards`` … ``shift``) are computed, not given.
        * **a seat about to draw** (``to_draw=s``): no opening; ``s`` draws the top stock card
          (used exactly as given) and it is resolved as in play.
        * **a position in play** (§25; ``offer``, ``ask`` or ``discarding`` given): a card on
          offer and where its resolution stands, or a seat that must discard now. This is
          what :meth:`position` returns, and ``Deal.from_setup(rules, **deal.position())``
          plays on exactly as ``deal`` does (see :meth:`position`). Nothing is replayed:
          the state is set as stated, checked, and the deal runs to its next decision.

        Args:
            rules: the options (``Rules()`` if ``None``).
            hands: 3 card strings (any sizes; a 坎 is three copies in a hand).
            stock: card string, top card first; the last is the face-up bottom card. In play:
                the cards still to be drawn (an offered drawn card is not among them; an
                empty stock makes an offered drawn card the last one, §16).
            dealer: the dealer's seat.
            to_draw: ``None`` or the seat about to draw (see above).
            melds: per seat a list of meld strings in the order laid (``"peng x3"``,
                ``"wei x5"``, ``"chou_wei x8"``, ``"pao d5"``, ``"ti x9"``, ``"chi x1 x2 x3"``).
            chou: per seat a string of the card codes that are 臭 for it (§12), all of them.
            offer: ``(card, "draw" | "discard", seat)``: the card on offer and the seat that
                drew or discarded it (as :attr:`offer`); the card is in no hand and not in
                the stock.
            ask: ``(step, seat)``: the step of the resolution asked now and the seat asked
                in it; every claim earlier in the asking order (§9.5, §9.6) is spent: a seat
                that could 碰 / 吃 before it declined (the card becomes 臭 for it, §12), a
                seat earlier in the 胡 step passed. Steps: ``"hu"`` (胡 on the offered drawn
                card), ``"peng"``, ``"chi"`` (on the offered card), ``"tianhu"`` (the
                opening's 天胡 step, no offer; needs ``liangzhang``), ``"forced_hu"`` / ``"pao_hu"``
                (no offer: the seat's 胡 check after its forced 提 / 偎 / 臭偎 / 跑 on its own
                draw, or after a forced 跑 on another seat's draw). ``None`` with an offer:
                the card is resolved from its first step (a drawn card from the 胡 step, a
                discard from the forced 跑).
            discarding: the seat that must discard now (as :attr:`discarding`); no offer, no ask.
            discards: per seat its discard row, a card string in order (:meth:`discards`).
            public_chou: per seat the part of its 臭 list every seat knows (:meth:`public_chou`);
                a subset of ``chou``.
            xianggong: 3 booleans, the 相公 flags (§17).
            liangzhang: the 亮张 (a public fact; the 天胡 step needs it).
            bottom_flips: the cards the bottom-card procedure turned up, in order (§5.4).
            known_top: the red cards moved to the top still in the stock (top first): the
                stock must begin with them.
            shift: 3 ints, each seat's §8 target shift (see the module docstring); in play
                ``None`` means 0 for every seat (full seats, as dealt); for ``to_draw``,
                ``None`` computes it from the setup totals.

        Filling them from a :class:`paohuzi.SeatView` ``v`` plus sampled hidden cards: ``hands``
        (``v.hand`` for its seat, sampled hands of ``v.hand_counts`` cards for the others),
        ``stock`` (``v.known_top`` + sampled cards + ``v.bottom``), ``melds`` (``v.melds``
        with each ``"wei ?"`` given a sampled card), ``chou`` (``v.chou`` plus any sampled
        private 臭), ``public_chou`` (``v.chou`` for the other seats), ``offer``,
        ``discarding``, ``xianggong``, ``liangzhang``, ``bottom_flips``, ``known_top`` and
        ``discards`` as in ``v``, ``dealer`` ``v.dealer``, ``ask`` from
        :func:`paohuzi.position.ask_of_view` (the seat asked now).

        Four identical cards in a hand are laid as 提 at construction for the opening and
        ``to_draw`` (each seat's §8 target is then shifted so that a small hand follows the
        discard rule of a full one, see the module docstring); in play a hand never holds
        four (they would be a 提) and such a position is refused.

        Raises:
            ValueError: bad card text, a malformed meld, more than 4 copies of a card (hands,
                stock, sets, discard rows and the offered card together), a bad seat, an empty
                dealer's hand when the opening runs, position facts given for the opening, or
                a position no deal reaches, naming what is wrong (:mod:`paohuzi.position`
                lists the checks).
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
        chou_bits = _bits(chou, "chou")
        given = {k: v for k, v in zip(FACTS, (offer, ask, discarding, discards, public_chou, xianggong, liangzhang,
                                               bottom_flips, known_top, shift)) if v is not None}
        in_play = offer is not None or ask is not None or discarding is not None
        if to_draw is None and not in_play:
            if given:
                raise ValueError(f"{', '.join(given)}: facts of a position in play, which the opening computes "
                                 f"(give to_draw, offer, ask or discarding to state one)")
            return cls._build(rules, hand_list, stock_list, dealer, None, meld_list, chou_bits)
        if to_draw is not None and in_play:
            raise ValueError("to_draw states a seat about to draw: it takes no offer, ask or discarding")
        facts = cls._parse_facts(given, stock_list, chou_bits)
        if to_draw is not None:
            return cls._build(rules, hand_list, stock_list, dealer, to_draw, meld_list, chou_bits, facts)
        return cls._build_in_play(rules, hand_list, stock_list, dealer, meld_list, chou_bits, facts)

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
    def _parse_facts(cls, given: dict[str, Any], stock: list[int], chou: list[int]) -> dict[str, Any]:
        """The position facts, read and checked one by one (their agreement with each other
        is :meth:`DealPosition._enter`'s business)."""
        f: dict[str, Any] = {}
        offer = given.get("offer")
        if offer is not None:
            if not isinstance(offer, (list, tuple)) or len(offer) != 3:
                raise ValueError(f"offer must be (card, 'draw' | 'discard', seat), not {offer!r}")
            if offer[1] not in ("draw", "discard"):
                raise ValueError(f"offer: the card comes from a 'draw' or a 'discard', not {offer[1]!r}")
            f["offer"] = (card_index(offer[0]), offer[1], cls._check_seat(offer[2], "offer seat"))
        ask = given.get("ask")
        if ask is not None:
            if not isinstance(ask, (list, tuple)) or len(ask) != 2:
                raise ValueError(f"ask must be (step, seat), not {ask!r}")
            if ask[0] not in ASK_STEPS:
                raise ValueError(f"ask: unknown step {ask[0]!r} (one of {', '.join(ASK_STEPS)})")
            f["ask"] = (ask[0], cls._check_seat(ask[1], "ask seat"))
        if "discarding" in given:
            f["discarding"] = cls._check_seat(given["discarding"], "discarding")
        f["discards"] = [parse_indices(r if r is not None else "")
                         for r in _as_seat_list(given.get("discards"), "discards", str)]
        pub = _bits(given.get("public_chou"), "public_chou")
        for s in range(3):
            if pub[s] & ~chou[s]:
                raise ValueError(f"public_chou: {_bits_text(pub[s] & ~chou[s])} of seat {s} not in its chou")
        f["public_chou"] = pub
        xg = _as_seat_list(given.get("xianggong"), "xianggong", bool)
        if any(not isinstance(x, bool) for x in xg):
            raise ValueError(f"xianggong must be 3 booleans, not {given.get('xianggong')!r}")
        f["xianggong"] = xg
        liang = given.get("liangzhang")
        f["liangzhang"] = None if liang is None else card_index(liang)
        f["bottom_flips"] = parse_indices(given.get("bottom_flips") or "")
        top = parse_indices(given.get("known_top") or "")
        if stock[:len(top)] != top:
            raise ValueError(f"known_top {_text(top)!r}: the stock does not begin with these cards")
        f["known_top"] = top
        shift = given.get("shift")
        if shift is not None:
            shift = _as_seat_list(shift, "shift", int)
            if any(not isinstance(n, int) or isinstance(n, bool) for n in shift):
                raise ValueError(f"shift must be 3 ints, not {given.get('shift')!r}")
        f["shift"] = shift
        f["given"] = tuple(given)
        return f

    @classmethod
    def _state(cls, rules: Rules, hands: list[list[int]], stock: list[int], dealer: int, to_draw: int | None,
               melds: list[list[Meld]], chou: list[int], facts: dict[str, Any] | None) -> Any:
        """A deal holding these cards (copies checked), its record's setup written."""
        every = [i for cards in hands for i in cards] + stock + [i for ms in melds for m in ms for i in m.cards]
        d = cls()
        d.rules = rules
        d._dealer = dealer
        d._setup_args = (hands, stock, dealer, to_draw, melds, chou, facts)
        if facts is not None:
            for row in facts["discards"]:
                every += row
            offer = facts.get("offer")
            if offer is not None:
                every.append(offer[0])
            d._rows = [list(r) for r in facts["discards"]]
            d._pub_chou = list(facts["public_chou"])
            d._xg = list(facts["xianggong"])
            d._liang = facts["liangzhang"]
            d._flips = list(facts["bottom_flips"])
            d._moved = len(facts["known_top"])
        check_copies(counts_of(every), " in the setup")
        d._hands = [counts_of(h) for h in hands]
        d._melds = [list(ms) for ms in melds]
        d._chou = list(chou)
        d._stock = list(stock)
        return d

    def _setup_dict(self) -> dict[str, Any]:
        """What the deal was built from, as its record's ``"setup"`` writes it (plain JSON
        data: ``from_setup``'s arguments; written when asked, not at every construction)."""
        hands, stock, dealer, to_draw, melds, chou, facts = self._setup_args
        out = {
            "hands": [_text(h) for h in hands],
            "stock": _text(stock),
            "dealer": dealer,
            "to_draw": to_draw,
            "melds": [[str(m) for m in ms] for ms in melds],
            "chou": [_bits_text(bits) for bits in chou],
        }
        if facts is not None:
            out.update(self._facts_text(facts))
        return out

    @staticmethod
    def _facts_text(facts: dict[str, Any]) -> dict[str, Any]:
        """The given facts as the record's setup writes them (plain JSON data)."""
        out: dict[str, Any] = {}
        for k in facts["given"]:
            v = facts[k]
            if k == "offer":
                v = [CODES[v[0]], v[1], v[2]]
            elif k == "ask":
                v = list(v)
            elif k == "discards":
                v = [_text(r) for r in v]
            elif k == "public_chou":
                v = [_bits_text(b) for b in v]
            elif k in ("bottom_flips", "known_top"):
                v = _text(v)
            elif k == "liangzhang":
                v = CODES[v]
            elif k in ("xianggong", "shift"):
                v = list(v)
            out[k] = v
        return out

    @classmethod
    def _build(cls, rules: Rules, hands: list[list[int]], stock: list[int], dealer: int, to_draw: int | None,
               melds: list[list[Meld]], chou: list[int], facts: dict[str, Any] | None = None) -> Any:
        """The opening (``to_draw`` ``None``) or a seat about to draw, run to the first decision."""
        opening = to_draw is None
        if opening and not hands[dealer]:
            raise ValueError("the dealer's hand is empty: no 亮张 for the opening")
        d = cls._state(rules, hands, stock, dealer, to_draw, melds, chou, facts)
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
        if facts is not None and facts["shift"] is not None:
            d._shift = list(facts["shift"])
        else:
            for s in range(3):
                q_all = d._quads(s)
                base = 21 if (opening and s == dealer) else 20
                full = base + max(0, q_all - 1) - max(0, q_hand[s] - 1)
                d._shift[s] = d._total(s) - full
        d._run(d._opening if opening else partial(d._turn, to_draw))
        return d

    @classmethod
    def _build_in_play(cls, rules: Rules, hands: list[list[int]], stock: list[int], dealer: int,
                       melds: list[list[Meld]], chou: list[int], facts: dict[str, Any]) -> Any:
        """A position in play (§25): the state as stated, checked, run to its next decision."""
        d = cls._state(rules, hands, stock, dealer, None, melds, chou, facts)
        d._shift = list(facts["shift"]) if facts["shift"] is not None else [0, 0, 0]
        d._run(d._enter(facts.get("offer"), facts.get("ask"), facts.get("discarding")))
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
