"""One deal of Pao De Kuai: turns, rounds, legality, scoring (spec §1 … §8, §12 … §14).

A :class:`Deal` is mutable: :meth:`Deal.play` applies a move after full checks. Everything a
player may know is exposed through :meth:`Deal.view`; the whole state (all three hands)
only through the deal itself, which bots never see.

Turn order is seat 0 → 1 → 2 → 0 (§1). A round starts with a lead, which may not pass; each
next player beats the table or, only when nothing legal beats it, passes (must beat, §6).
After two passes in a row the table is cleared and the last player to play leads. The deal
ends the moment a hand is empty (§6), and is scored at once (§8).

Why a play is refused lives in :mod:`paodekuai.reasons`, the score in
:mod:`paodekuai.scoring`, the record in :mod:`paodekuai.record`; this module is the deal's
state and its moves. Besides spec §13 it answers what the table needs without re-deriving
a rule: :meth:`Deal.verdict` (a play's refusal code and kind), :attr:`Deal.round_starts`,
:attr:`Deal.passed`, :attr:`Deal.must_hold_3S`, :attr:`Deal.bomb_pending`; and the
:mod:`cardroom.game` protocol (:attr:`Deal.to_move`, :meth:`Deal.legal_moves`,
:meth:`Deal.apply`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .cards import THREE_OF_SPADES, Card, as_cards, dealt_hands, format_cards, parse_cards
from .counts import rank_counts, usable
from .movegen import generate
from .plays import BOMB, Play, parse_move
from .reasons import (DEAL_OVER, LEADER_CANNOT_PASS, MUST_BEAT, REASONS, IllegalPlay,  # noqa: F401 (re-exported)
                      refusal)
from .record import DealRecords
from .rules import Rules, next_seat
from .scoring import BOMB_VALUE, DealResult, score_bomb  # noqa: F401 (re-exported)
from .view import SeatView

__all__ = ["Deal", "DealResult", "IllegalPlay", "REASONS", "BOMB_VALUE"]


def _coerce_hand(hand: str | Iterable[Card | str]) -> list[Card]:
    if isinstance(hand, str):
        return parse_cards(hand)
    try:
        items = list(hand)
    except TypeError:
        raise ValueError(f"a hand must be a string of cards or a list of cards, not {type(hand).__name__}") from None
    return as_cards(items)


def _check_seat(seat: object) -> int:
    if type(seat) is not int or not 0 <= seat <= 2:
        raise ValueError(f"seat must be 0, 1 or 2, not {seat!r}")
    return seat


class Deal(DealRecords):
    """A deal in progress or finished: three hands, the table, whose turn, the history.

    Create one with :meth:`new` (a seeded shuffle) or :meth:`from_hands` (explicit cards),
    or load one with :meth:`from_json`. Seats are 0 (You), 1 (Anna), 2 (Ben).
    """

    __slots__ = ("rules", "leader", "first_of_match", "turn", "_initial", "_hands", "_counts", "_table",
                 "_table_by", "_passes", "_history", "_played", "_bomb_points", "_winner", "_result",
                 "_legal", "_src", "_starts", "_seed", "_dealt")

    # ------------------------------------------------------------------ construction

    def __init__(self, hands: Sequence[Sequence[Card]], rules: Rules, leader: int | None = None,
                 first_of_match: bool = True) -> None:
        """Prefer :meth:`new` or :meth:`from_hands`; this trusts its (checked) arguments."""
        self.rules = rules
        self._initial = tuple(tuple(sorted(h)) for h in hands)
        self._hands = [list(h) for h in self._initial]
        self._counts = [rank_counts(h) for h in self._hands]
        if leader is None:
            leader = next((s for s in range(3) if THREE_OF_SPADES in self._hands[s]), 0)
        self.leader = leader
        """The seat that leads the deal's first round."""
        self.first_of_match = first_of_match
        """Whether this is a match's first deal (where ``first_play_has_3S`` binds, §2)."""
        self.turn = leader
        self._table: Play | None = None
        self._table_by: int | None = None
        self._passes = 0
        self._history: list[tuple[int, Play | None]] = []
        self._played = [False, False, False]
        self._bomb_points = [0, 0, 0]
        self._winner: int | None = None
        self._result: DealResult | None = None
        self._legal: list[Play] | None = None
        self._src: list[tuple[tuple[Card, ...], ...] | None] = [None, None, None]
        self._starts = [0]
        self._seed: int | str | None = None
        self._dealt = False

    @classmethod
    def new(cls, rules: Rules, seed: int | str, leader: int | None = None, first_of_match: bool = True) -> Deal:
        """Shuffle the 48 cards with ``random.Random(seed)`` and deal 16 to each seat (§1).

        Args:
            rules: the rule switches.
            seed: any int or str; the same seed always gives the same deal.
            leader: the seat to lead; ``None`` for the holder of 3♠ (§2). Another seat only
                where the rules let it lead: a later deal of a match under ``next_leader
                "winner"`` (home).
            first_of_match: whether the deal opens a match (home: the first play must hold 3♠).

        Returns:
            A dealt deal: its record names the seed, and loading it checks the hands against
            the seed (:meth:`from_json`).

        Raises:
            ValueError: for a leader outside 0 … 2 or one the rules do not give the lead to, or
                a seed that is not an int or str.
        """
        if type(seed) not in (int, str):
            raise ValueError(f"the seed must be an int or a str, not {type(seed).__name__}")
        hands = dealt_hands(seed)
        d = cls._checked(hands, rules, leader, first_of_match)
        holder = next(s for s in range(3) if THREE_OF_SPADES in hands[s])
        if d.leader != holder and (first_of_match or rules.next_leader == "holder_3S"):
            raise ValueError(f"leader {d.leader}: the rules give this deal's lead to seat {holder}, "
                             f"the holder of 3♠ (§2)")
        d._seed = seed
        d._dealt = True
        return d

    @classmethod
    def from_hands(cls, hands: Sequence[str | Iterable[Card | str]], rules: Rules, leader: int | None = None,
                   first_of_match: bool = True) -> Deal:
        """A deal from explicit hands, for tests, puzzles and records.

        Args:
            hands: three hands, each a string of card codes (or cards); any sizes >= 1; the 48
                cards need not all be dealt.
            rules: the rule switches.
            leader: the seat to lead; ``None`` for the holder of 3♠, or seat 0 if nobody holds it.
            first_of_match: whether the deal opens a match.

        Raises:
            ValueError: for a malformed card, a card outside the 48-card deck, a card dealt
                twice, an empty hand, not exactly three hands, or a bad leader.
        """
        if isinstance(hands, str) or not isinstance(hands, (list, tuple)) or len(hands) != 3:
            raise ValueError("from_hands needs exactly three hands")
        return cls._checked([_coerce_hand(h) for h in hands], rules, leader, first_of_match)

    @classmethod
    def _checked(cls, hands: list[list[Card]], rules: Rules, leader: int | None, first_of_match: bool) -> Deal:
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a Rules (use Rules.preset('standard') or Rules.preset('home'))")
        seen: set[Card] = set()
        for seat, h in enumerate(hands):
            if not h:
                raise ValueError(f"hand of seat {seat} is empty")
            for c in h:
                if not c.in_deck:
                    raise ValueError(f"{c} is not in the 48-card deck")
                if c in seen:
                    raise ValueError(f"{c} is dealt twice")
                seen.add(c)
        if leader is not None and (type(leader) is not int or leader not in (0, 1, 2)):
            raise ValueError(f"leader must be 0, 1, 2 or None, not {leader!r}")
        return cls(hands, rules, leader, bool(first_of_match))

    @classmethod
    def rebuild(cls, hands: Sequence[Sequence[Card]], rules: Rules, leader: int, first_of_match: bool,
                moves: Iterable[tuple[int, Play | None]]) -> Deal:
        """The deal reached from ``hands`` (as dealt) by ``moves``, without checking them.

        For search, which rebuilds positions it took from a real deal (a seat's view of it:
        :meth:`paodekuai.SeatView.world`) many times per decision; use :meth:`from_hands`
        and :meth:`play`, or :meth:`from_json`, for anything else.

        Args:
            hands: the three hands as dealt (cards in any order).
            rules, leader, first_of_match: as for :meth:`from_hands` (``leader`` explicit).
            moves: ``(seat, play or None for a pass)`` in order, each legal at its turn
                (as in :attr:`history`); the seats are not read.

        Returns:
            The deal at that position: turn, table, rounds, bomb points and result exactly
            as if the moves had been played.
        """
        d = cls(hands, rules, leader, first_of_match)
        for _, p in moves:
            if p is None:
                d._pass()
            else:
                d._apply(p)
        return d

    def copy(self) -> Deal:
        """An independent copy (for search: plays on the copy leave this deal unchanged)."""
        d = object.__new__(Deal)
        d.rules = self.rules
        d.leader = self.leader
        d.first_of_match = self.first_of_match
        d.turn = self.turn
        d._initial = self._initial
        d._hands = [list(h) for h in self._hands]
        d._counts = [list(c) for c in self._counts]
        d._table = self._table
        d._table_by = self._table_by
        d._passes = self._passes
        d._history = list(self._history)
        d._played = list(self._played)
        d._bomb_points = list(self._bomb_points)
        d._winner = self._winner
        d._result = self._result
        d._legal = self._legal
        d._src = list(self._src)
        d._starts = list(self._starts)
        d._seed = self._seed
        d._dealt = self._dealt
        return d

    # ------------------------------------------------------------------ state

    def hand(self, seat: int) -> list[Card]:
        """The cards seat ``seat`` holds, sorted low to high (♠ ♥ ♣ ♦ within a rank).

        Raises:
            ValueError: for a seat other than 0, 1, 2.
        """
        return list(self._hands[_check_seat(seat)])

    def count(self, seat: int) -> int:
        """How many cards seat ``seat`` holds (ValueError for a seat other than 0, 1, 2)."""
        return len(self._hands[_check_seat(seat)])

    @property
    def counts(self) -> tuple[int, int, int]:
        """Cards held per seat."""
        return (len(self._hands[0]), len(self._hands[1]), len(self._hands[2]))

    @property
    def seed(self) -> int | str | None:
        """The shuffle seed of a deal made by :meth:`new`, else ``None``."""
        return self._seed

    @property
    def initial_hands(self) -> tuple[tuple[Card, ...], ...]:
        """The three hands as dealt."""
        return self._initial

    @property
    def table(self) -> Play | None:
        """The play to beat; ``None`` when the mover leads. After the deal, the play that ended it."""
        return self._table

    @property
    def table_by(self) -> int | None:
        """The seat that made :attr:`table`, or ``None``."""
        return self._table_by if self._table is not None else None

    @property
    def passes(self) -> int:
        """Passes since the table's play (0 or 1 while a round runs)."""
        return self._passes

    @property
    def passed(self) -> list[int]:
        """The seats that passed since the play on the table, ascending (§6); ``[]`` when
        the mover leads."""
        n = self._passes
        return sorted(s for s, _ in self._history[len(self._history) - n:]) if n else []

    @property
    def is_over(self) -> bool:
        """A hand is empty: the deal has ended (§6)."""
        return self._winner is not None

    @property
    def winner(self) -> int | None:
        """The seat that went out, or ``None`` while the deal runs."""
        return self._winner

    @property
    def result(self) -> DealResult | None:
        """The score once the deal is over (§8), else ``None``."""
        return self._result

    @property
    def history(self) -> list[tuple[int, Play | None]]:
        """Every move so far as ``(seat, play)``, ``None`` for a pass."""
        return list(self._history)

    @property
    def bomb_points(self) -> tuple[int, int, int]:
        """Net bomb points scored so far, per seat (§8); final once the deal is over."""
        b = self._bomb_points
        return (b[0], b[1], b[2])

    @property
    def bomb_pending(self) -> bool:
        """The play on the table is a bomb whose points are not scored yet (§8, ``bomb_bonus``
        ``"unbeaten"``): they score if both others pass; a higher bomb cancels them. Always
        false under ``"immediate"`` and once the deal is over (a bomb that goes out scores)."""
        t = self._table
        return (t is not None and t.kind == BOMB and self.rules.bomb_bonus == "unbeaten"
                and self._winner is None)

    @property
    def current_round(self) -> list[tuple[int, Play | None]]:
        """The moves of the round in progress (from its lead), passes included; after the
        deal ends, those of its last round."""
        return self._history[self._starts[-1]:]

    @property
    def round_starts(self) -> list[int]:
        """The index in :attr:`history` where each round began (§6), the round in progress
        included once its lead is made; ``[]`` before the first move."""
        starts = self._starts
        return starts[:-1] if starts[-1] >= len(self._history) else list(starts)

    @property
    def ply(self) -> int:
        """Moves made so far (passes included)."""
        return len(self._history)

    def on_last_card(self, seat: int) -> bool:
        """Seat ``seat`` holds exactly one card (报单, §7)."""
        return len(self._hands[_check_seat(seat)]) == 1

    @property
    def must_hold_3S(self) -> bool:
        """The mover's play must include 3♠ (§2, §14): the home rules' first play of a match,
        and only when the mover holds 3♠. False once that play is made."""
        return (self.first_of_match and self.rules.first_play_has_3S and not self._history
                and self._winner is None and THREE_OF_SPADES in self._hands[self.turn])

    def _restricted(self) -> bool:
        """The mover's singles must be its highest (next player on last card, §7), unless the
        play must contain 3♠ (§14)."""
        return len(self._hands[next_seat(self.turn)]) == 1 and not self.must_hold_3S

    def _source(self, seat: int) -> tuple[tuple[Card, ...], ...]:
        src = self._src[seat]
        if src is None:
            per: list[list[Card]] = [[] for _ in range(13)]
            for c in self._hands[seat]:
                per[c.rank - 3].append(c)
            src = tuple(tuple(p) for p in per)
            self._src[seat] = src
        return src

    # ------------------------------------------------------------------ moves

    def legal_plays(self) -> list[Play]:
        """Every legal non-pass play for the mover, one per distinct rank multiset (§13).

        Cards take suits in the order ♠ ♥ ♣ ♦ within each rank (a play that must hold 3♠
        does). Empty when the deal is over or nothing legal beats the table.
        """
        if self._legal is None:
            if self._winner is not None:
                self._legal = []
            else:
                t = self._table
                seat = self.turn
                counts = self._counts[seat]
                moves = generate(counts, usable(counts, self.rules.split_bombs),
                                 None if t is None else (t.kind, t.units, t.key),
                                 self._restricted(), self.must_hold_3S)
                src = self._source(seat)
                lazy = Play._lazy
                self._legal = [lazy(k, key, u, r, src) for k, u, key, r in moves]
        return list(self._legal)

    def can_pass(self) -> bool:
        """Whether the mover may pass now: following, with no legal beating play (§6)."""
        return self._winner is None and self._table is not None and not self.legal_plays()

    def _classify(self, cards: list[Card] | None) -> tuple[str | None, tuple[str, int, int, bool] | None]:
        """``(reason, reading)``: the §12 reason code (or ``None``) and the reading taken."""
        if self._winner is not None:
            return DEAL_OVER, None
        if cards is None:
            if self._table is None:
                return LEADER_CANNOT_PASS, None
            if self.legal_plays():
                return MUST_BEAT, None
            return None, None
        seat = self.turn
        return refusal(cards, self._hands[seat], self._counts[seat], self._table, self.rules.split_bombs,
                       self.must_hold_3S, self._restricted())

    def check(self, cards: Any) -> str | None:
        """Why the mover may not make this move, or ``None`` if it is legal (§12).

        Args:
            cards: a list of cards (or card codes), a string of codes, a :class:`Play`;
                ``[]``, ``""``, ``"pass"`` or ``None`` for a pass.

        Returns:
            ``None``, or the first reason code of §12 that applies (see :data:`REASONS`).

        Raises:
            ValueError: for text that is not card codes, or that mixes ``pass`` with cards
                (after a deal ends nothing is parsed: the answer is ``deal_over``).
        """
        return self.verdict(cards)[0]

    def verdict(self, cards: Any) -> tuple[str | None, str | None]:
        """:meth:`check` together with the kind the play would be made as.

        Args:
            cards: as for :meth:`check`.

        Returns:
            ``(code, kind)``: ``code`` as :meth:`check` gives it; ``kind`` the play's kind
            (one of :data:`paodekuai.KINDS`) when it is legal and not a pass, else ``None``.

        Raises:
            ValueError: as :meth:`check`.
        """
        if self._winner is not None:
            return DEAL_OVER, None
        code, rd = self._classify(parse_move(cards))
        return code, None if rd is None else rd[0]

    def play(self, cards: Any) -> Play | None:
        """Make the mover's move: beat, lead, or pass.

        Args:
            cards: as for :meth:`check`.

        Returns:
            The :class:`Play` made (its key the reading taken, §14), or ``None`` for a pass.

        Raises:
            IllegalPlay: with ``.code`` the §12 reason, when the move is refused; nothing changes.
            ValueError: for malformed input, as :meth:`check`.
        """
        if self._winner is not None:
            raise IllegalPlay(DEAL_OVER, "the deal is over")
        parsed = parse_move(cards)
        code, rd = self._classify(parsed)
        if code is not None:
            raise IllegalPlay(code, f"{code}: {'pass' if parsed is None else format_cards(parsed)}")
        if parsed is None:
            self._pass()
            return None
        assert rd is not None
        p = Play(rd[0], rd[2], rd[1], parsed)
        self._apply(p)
        return p

    def _pass(self) -> None:
        seat = self.turn
        self._history.append((seat, None))
        self._passes += 1
        if self._passes == 2:
            # the round ends: the table is cleared and its last player leads (§6)
            t = self._table
            if t is not None and t.kind == BOMB and self.rules.bomb_bonus == "unbeaten":
                assert self._table_by is not None
                score_bomb(self._bomb_points, self._table_by)
            self._table = None
            self._passes = 0
            self._starts.append(len(self._history))
        self.turn = next_seat(seat)
        self._legal = None

    def _apply(self, p: Play) -> None:
        """Apply a play already known to be legal for the mover."""
        seat = self.turn
        hand = self._hands[seat]
        counts = self._counts[seat]
        for c in p.cards:
            hand.remove(c)
            counts[c.rank - 3] -= 1
        self._src[seat] = None
        self._history.append((seat, p))
        self._played[seat] = True
        self._table = p
        self._table_by = seat
        self._passes = 0
        self._legal = None
        if p.kind == BOMB and self.rules.bomb_bonus == "immediate":
            score_bomb(self._bomb_points, seat)
        if not hand:
            if p.kind == BOMB and self.rules.bomb_bonus == "unbeaten":
                score_bomb(self._bomb_points, seat)
            self._winner = seat
            self._result = DealResult.score(seat, [len(h) for h in self._hands], self._played, self._bomb_points)
        else:
            self.turn = next_seat(seat)

    # ------------------------------------------------------------------ the cardroom.game protocol

    @property
    def to_move(self) -> int | None:
        """The seat whose move is awaited (:attr:`turn`), ``None`` once the deal is over."""
        return None if self._winner is not None else self.turn

    def legal_moves(self) -> list[str]:
        """The mover's legal moves as text: each of :meth:`legal_plays` (card codes), then
        ``"pass"`` when passing is legal (§6); ``[]`` once the deal is over."""
        moves = [str(p) for p in self.legal_plays()]
        if self.can_pass():
            moves.append("pass")
        return moves

    def apply(self, move: str) -> None:
        """:meth:`play` the move (card codes or ``"pass"``) for the mover.

        Raises:
            IllegalPlay: as :meth:`play` (nothing changes); ValueError for malformed text.
        """
        self.play(move)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> SeatView:
        """What seat ``seat`` may know now (§10): see :class:`paodekuai.view.SeatView`."""
        return SeatView.of(self, seat)

    def __repr__(self) -> str:
        hands = "/".join("".join(str(c) for c in h) for h in self._hands)
        table = "-" if self._table is None else f"{self._table_by}:{self._table}"
        return f"<Deal {hands} turn={self.turn} table={table} ply={len(self._history)}>"
