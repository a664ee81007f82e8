"""One deal of Pao De Kuai: turns, rounds, legality, scoring (spec §1 … §8, §12 … §14).

A :class:`Deal` is mutable: :meth:`Deal.play` applies a move after full checks. Everything a
player may know is exposed through :meth:`Deal.view`; the whole state (all three hands)
only through the deal itself, which bots never see.

Turn order is seat 0 → 1 → 2 → 0 (§1). A round starts with a lead, which may not pass; each
next player beats the table or, only when nothing legal beats it, passes (must beat, §6).
After two passes in a row the table is cleared and the last player to play leads. The deal
ends the moment a hand is empty (§6), and is scored at once (§8).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardroom.errors import IllegalMove, RecordError
from cardroom.records import dump_record, field, load_record

from .version import ENGINE_VERSION
from .cards import DECK, THREE_OF_SPADES, Card, format_cards, parse_card, parse_cards
from .movegen import generate
from .plays import BOMB, SINGLE, Play, follow_reading, lead_reading, readings
from .rules import Rules

if TYPE_CHECKING:
    from .view import SeatView

# reason codes of §12, in the order they are tried
DEAL_OVER = "deal_over"
NOT_IN_HAND = "not_in_hand"
LEADER_CANNOT_PASS = "leader_cannot_pass"
MUST_BEAT = "must_beat"
NOT_A_COMBINATION = "not_a_combination"
NEEDS_KICKERS = "needs_kickers"
BOMB_CANNOT_BE_SPLIT = "bomb_cannot_be_split"
MUST_INCLUDE_3S = "must_include_3S"
WRONG_KIND = "wrong_kind"
TOO_LOW = "too_low"
MUST_PLAY_HIGHEST_SINGLE = "must_play_highest_single"
REASONS = (DEAL_OVER, NOT_IN_HAND, LEADER_CANNOT_PASS, MUST_BEAT, NOT_A_COMBINATION, NEEDS_KICKERS,
           BOMB_CANNOT_BE_SPLIT, MUST_INCLUDE_3S, WRONG_KIND, TOO_LOW, MUST_PLAY_HIGHEST_SINGLE)
"""Every reason code of §12, in the order of precedence."""

DEAL_FORMAT = "paodekuai.deal"
DEAL_VERSION = 1
BOMB_VALUE = 10
"""Points a scoring bomb takes from each other player (§8)."""


class IllegalPlay(IllegalMove):
    """A well-formed play that the rules refuse now (a :class:`cardroom.errors.IllegalMove`,
    so a ``ValueError``).

    Args:
        code: the §12 reason code (one of :data:`REASONS`).
        message: one line; the code when omitted.

    Attributes:
        code: as given.
    """


@dataclass(frozen=True)
class DealResult:
    """The score of a finished deal (§8). Every tuple is indexed by seat.

    Attributes:
        winner: the seat that went out.
        cards_left: cards still held (0 for the winner).
        shut_out: the seat lost without playing a card, and pays double.
        bomb_points: net bomb points (+20 per scoring bomb of one's own, -10 per other's).
        points: the deal total per seat; sums to zero.
    """

    winner: int
    cards_left: tuple[int, int, int]
    shut_out: tuple[bool, bool, bool]
    bomb_points: tuple[int, int, int]
    points: tuple[int, int, int]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able fields."""
        return {"winner": self.winner, "cards_left": list(self.cards_left), "shut_out": list(self.shut_out),
                "bomb_points": list(self.bomb_points), "points": list(self.points)}


def _coerce_hand(hand: str | Iterable[Card | str]) -> list[Card]:
    if isinstance(hand, str):
        return parse_cards(hand)
    try:
        items = list(hand)
    except TypeError:
        raise ValueError(f"a hand must be a string of cards or a list of cards, not {type(hand).__name__}") from None
    return [c if isinstance(c, Card) else parse_card(c) for c in items]


def _check_seat(seat: object) -> int:
    if type(seat) is not int or not 0 <= seat <= 2:
        raise ValueError(f"seat must be 0, 1 or 2, not {seat!r}")
    return seat


class Deal:
    """A deal in progress or finished: three hands, the table, whose turn, the history.

    Create one with :meth:`new` (a seeded shuffle) or :meth:`from_hands` (explicit cards),
    or load one with :meth:`from_json`. Seats are 0 (You), 1 (Anna), 2 (Ben).
    """

    __slots__ = ("rules", "leader", "first_of_match", "turn", "_initial", "_hands", "_counts", "_table",
                 "_table_by", "_passes", "_history", "_played", "_bomb_points", "_winner", "_result",
                 "_legal", "_src", "_round_start")

    # ------------------------------------------------------------------ construction

    def __init__(self, hands: Sequence[Sequence[Card]], rules: Rules, leader: int | None = None,
                 first_of_match: bool = True) -> None:
        """Prefer :meth:`new` or :meth:`from_hands`; this trusts its (checked) arguments."""
        self.rules = rules
        self._initial = tuple(tuple(sorted(h)) for h in hands)
        self._hands = [list(h) for h in self._initial]
        self._counts = []
        for h in self._hands:
            counts = [0] * 13
            for c in h:
                counts[c.rank - 3] += 1
            self._counts.append(counts)
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
        self._round_start = 0

    @classmethod
    def new(cls, rules: Rules, seed: int | str, leader: int | None = None, first_of_match: bool = True) -> Deal:
        """Shuffle the 48 cards with ``random.Random(seed)`` and deal 16 to each seat (§1).

        Args:
            rules: the rule switches.
            seed: any int or str; the same seed always gives the same deal.
            leader: the seat to lead; ``None`` for the holder of 3♠ (§2).
            first_of_match: whether the deal opens a match (home: the first play must hold 3♠).

        Raises:
            ValueError: for a leader outside 0 … 2, or a seed that is not an int or str.
        """
        if type(seed) not in (int, str):
            raise ValueError(f"the seed must be an int or a str, not {type(seed).__name__}")
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        return cls._checked([deck[0:16], deck[16:32], deck[32:48]], rules, leader, first_of_match)

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
        d._round_start = self._round_start
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
    def current_round(self) -> list[tuple[int, Play | None]]:
        """The moves of the round in progress (from its lead), passes included; after the
        deal ends, those of its last round."""
        return self._history[self._round_start:]

    @property
    def ply(self) -> int:
        """Moves made so far (passes included)."""
        return len(self._history)

    def on_last_card(self, seat: int) -> bool:
        """Seat ``seat`` holds exactly one card (报单, §7)."""
        return len(self._hands[_check_seat(seat)]) == 1

    def _usable(self, seat: int) -> list[int]:
        counts = self._counts[seat]
        if self.rules.split_bombs:
            return counts
        return [0 if c == 4 else c for c in counts]

    def _needs_three(self) -> bool:
        """The mover must include 3♠ (home preset, first play of a match, holder only; §2, §14)."""
        return (self.first_of_match and self.rules.first_play_has_3S and not self._history
                and THREE_OF_SPADES in self._hands[self.turn])

    def _restricted(self) -> bool:
        """The mover's singles must be its highest (next player on last card, §7), unless the
        play must contain 3♠ (§14)."""
        return len(self._hands[(self.turn + 1) % 3]) == 1 and not self._needs_three()

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
                moves = generate(self._counts[seat], self._usable(seat),
                                 None if t is None else (t.kind, t.units, t.key),
                                 self._restricted(), self._needs_three())
                src = self._source(seat)
                lazy = Play._lazy
                self._legal = [lazy(k, key, u, r, src) for k, u, key, r in moves]
        return list(self._legal)

    def can_pass(self) -> bool:
        """Whether the mover may pass now: following, with no legal beating play (§6)."""
        return self._winner is None and self._table is not None and not self.legal_plays()

    def _parse(self, cards: Any) -> list[Card] | None:
        """Cards of a move, or ``None`` for a pass. ValueError for anything malformed."""
        if cards is None:
            return None
        if isinstance(cards, Play):
            return list(cards.cards)
        if isinstance(cards, str):
            tokens = cards.replace(",", " ").split()
            if any(t.lower() == "pass" for t in tokens):
                if len(tokens) > 1:
                    raise ValueError("'pass' cannot be combined with cards")
                return None
            out = parse_cards(cards)
        elif isinstance(cards, Card):
            out = [cards]
        else:
            try:
                items = list(cards)
            except TypeError:
                raise ValueError(f"a play must be cards or a string, not {type(cards).__name__}") from None
            out = []
            for c in items:
                if isinstance(c, Card):
                    out.append(c)
                elif isinstance(c, str):
                    if c.strip().lower() == "pass":
                        raise ValueError("'pass' cannot be combined with cards")
                    out.append(parse_card(c))
                else:
                    raise ValueError(f"not a card: {c!r}")
        return out if out else None

    def _classify(self, cards: list[Card] | None) -> tuple[str | None, tuple[str, int, int, bool] | None]:
        """``(reason, reading)``: the §12 reason code (or ``None``) and the reading taken."""
        if self._winner is not None:
            return DEAL_OVER, None
        seat = self.turn
        table = self._table
        if cards is None:
            if table is None:
                return LEADER_CANNOT_PASS, None
            if self.legal_plays():
                return MUST_BEAT, None
            return None, None
        hand_counts = self._counts[seat]
        if len(set(cards)) != len(cards):
            return NOT_IN_HAND, None
        hand = self._hands[seat]
        pc = [0] * 13
        for c in cards:
            pc[c.rank - 3] += 1
        if not all(c in hand for c in cards):
            return NOT_IN_HAND, None
        whole = len(cards) == len(hand)
        rs = readings(pc, whole)
        if not rs:
            if not whole and readings(pc, True):
                return NEEDS_KICKERS, None
            return NOT_A_COMBINATION, None
        if not self.rules.split_bombs:
            for i in range(13):
                if hand_counts[i] == 4 and 0 < pc[i] < 4:
                    return BOMB_CANNOT_BE_SPLIT, None
        needs_three = self._needs_three()
        if needs_three and THREE_OF_SPADES not in cards:
            return MUST_INCLUDE_3S, None
        if table is None:
            rd = lead_reading(rs)
        else:
            kind = rs[0][0]
            if kind != BOMB and not any(r[0] == table.kind and r[1] == table.units for r in rs):
                return WRONG_KIND, None
            rd = follow_reading(rs, table)
            if rd is None:
                return TOO_LOW, None
        if rd[0] == SINGLE and len(self._hands[(seat + 1) % 3]) == 1 and not needs_three:
            usable = self._usable(seat)
            top = max(i for i in range(13) if usable[i])
            if rd[2] - 3 != top:
                return MUST_PLAY_HIGHEST_SINGLE, None
        return None, rd

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
        if self._winner is not None:
            return DEAL_OVER
        return self._classify(self._parse(cards))[0]

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
        parsed = self._parse(cards)
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
                self._score_bomb(self._table_by)
            self._table = None
            self._passes = 0
            self._round_start = len(self._history)
        self.turn = (seat + 1) % 3
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
            self._score_bomb(seat)
        if not hand:
            if p.kind == BOMB and self.rules.bomb_bonus == "unbeaten":
                self._score_bomb(seat)
            self._finish(seat)
        else:
            self.turn = (seat + 1) % 3

    def _score_bomb(self, seat: int) -> None:
        for s in range(3):
            self._bomb_points[s] += 2 * BOMB_VALUE if s == seat else -BOMB_VALUE

    def _finish(self, winner: int) -> None:
        self._winner = winner
        left = [len(h) for h in self._hands]
        shut = [s != winner and not self._played[s] for s in range(3)]
        pays = [left[s] * (2 if shut[s] else 1) for s in range(3)]
        points = [self._bomb_points[s] - pays[s] for s in range(3)]
        points[winner] += sum(pays)
        self._result = DealResult(winner, (left[0], left[1], left[2]), (shut[0], shut[1], shut[2]),
                                  (self._bomb_points[0], self._bomb_points[1], self._bomb_points[2]),
                                  (points[0], points[1], points[2]))

    # ------------------------------------------------------------------ records

    def to_dict(self) -> dict[str, Any]:
        """The deal's record as plain data (see :meth:`to_json`)."""
        return {"engine": ENGINE_VERSION, "rules": self.rules.to_dict(),
                "hands": [format_cards(h) for h in self._initial], "leader": self.leader,
                "first_of_match": self.first_of_match,
                "plays": [[s, "pass" if p is None else str(p)] for s, p in self._history],
                "result": None if self._result is None else self._result.to_dict()}

    def to_json(self) -> str:
        """A versioned JSON record: the rules (every field), the hands as dealt, the leader,
        whether it opens a match, every move, and the result once over. ``Deal.from_json``
        restores an identical deal, mid-deal included."""
        return dump_record(f"{DEAL_FORMAT}/{DEAL_VERSION}", self.to_dict())

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Deal:
        """Load a record written by :meth:`to_json`, replaying every move with full checks.

        Raises:
            ValueError: (a :class:`cardroom.records.RecordError`) if the record is malformed,
                of another format or an unknown version, deals impossible hands, holds a move
                the rules refuse or a move by the wrong seat, or claims a result that the
                moves do not give.
        """
        _, data = load_record(text, DEAL_FORMAT, {DEAL_VERSION})
        return cls._from_record(data)

    @classmethod
    def _from_record(cls, data: dict[str, Any]) -> Deal:
        try:
            rules = Rules.from_dict(field(data, "rules", dict))
            hands = field(data, "hands", list)
            leader = field(data, "leader", int)
            first = field(data, "first_of_match", bool)
            plays = field(data, "plays", list)
            if not all(isinstance(h, str) for h in hands):
                raise RecordError("record field 'hands' must hold three strings")
            deal = cls.from_hands(hands, rules, leader, first)
        except RecordError:
            raise
        except ValueError as exc:
            raise RecordError(f"bad deal record: {exc}") from None
        for n, entry in enumerate(plays, 1):
            if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                    or isinstance(entry[0], bool) or not isinstance(entry[1], str)):
                raise RecordError(f"move {n} must be [seat, cards]")
            seat, text = entry
            if deal.is_over:
                raise RecordError(f"move {n} comes after the deal ended")
            if seat != deal.turn:
                raise RecordError(f"move {n} is by seat {seat}, but seat {deal.turn} was to move")
            try:
                deal.play(text)
            except IllegalPlay as exc:
                raise RecordError(f"move {n} ({seat}: {text!r}) is illegal: {exc.code}") from None
            except ValueError as exc:
                raise RecordError(f"move {n} ({seat}: {text!r}) is malformed: {exc}") from None
        claimed = data.get("result")
        actual = None if deal.result is None else deal.result.to_dict()
        if claimed is not None and claimed != actual:
            raise RecordError("record's result does not match its moves")
        return deal

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> SeatView:
        """What seat ``seat`` may know now (§10): see :class:`paodekuai.view.SeatView`."""
        from .view import SeatView
        return SeatView.of(self, seat)

    def __repr__(self) -> str:
        hands = "/".join("".join(str(c) for c in h) for h in self._hands)
        table = "-" if self._table is None else f"{self._table_by}:{self._table}"
        return f"<Deal {hands} turn={self.turn} table={table} ply={len(self._history)}>"

