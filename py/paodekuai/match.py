"""Matches of 1, 5 or 10 deals (spec §2, §9, §14).

Totals accumulate across deals; after the last deal the seat or seats with the most points
win (a tie for the most is a win for each). Who leads each deal follows the rules'
``next_leader``: the holder of 3♠ every time (standard), or the holder of 3♠ first and then
the previous deal's winner (home). Only a match's first deal is ``first_of_match``.

Deals are dealt from the match seed: the first from ``seed`` itself (so it equals
``Deal.new(rules, seed)``), deal ``i`` (0-based) from the string ``f"{seed}/{i}"``. The
record stores every deal explicitly, so a saved match never depends on the shuffle.
"""

from __future__ import annotations

from typing import Any

from cardroom.game import most_points
from cardroom.records import RecordError, dump_record, field, load_record

from .deal import Deal, DealResult
from .rules import Rules
from .version import ENGINE_VERSION
from .view import SeatView

MATCH_FORMAT = "paodekuai.match"
MATCH_VERSION = 1
MATCH_LENGTHS = (1, 5, 10)
"""The allowed numbers of deals in a match (§9)."""


def deal_seed(seed: int | str, index: int) -> int | str:
    """The shuffle seed of deal ``index`` (0-based) of a match seeded with ``seed``."""
    return seed if index == 0 else f"{seed}/{index}"


class Match:
    """A match in progress or finished: the current deal, the finished ones, the totals."""

    def __init__(self, rules: Rules, deals: int, seed: int | str, finished: list[Deal], current: Deal) -> None:
        """Prefer :meth:`new` or :meth:`from_json`."""
        self.rules = rules
        self.deals = deals
        """Number of deals in the match: 1, 5 or 10."""
        self.seed = seed
        """The match seed (deals are derived from it by :func:`deal_seed`)."""
        self._finished = finished
        self._deal = current

    @classmethod
    def new(cls, rules: Rules, deals: int, seed: int | str) -> Match:
        """Start a match: deal its first deal from ``seed``.

        Raises:
            ValueError: if ``deals`` is not 1, 5 or 10, or the seed is not an int or str.
        """
        if type(deals) is not int or deals not in MATCH_LENGTHS:
            raise ValueError(f"a match has 1, 5 or 10 deals, not {deals!r}")
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError("the match seed must be an int or a str")
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a Rules")
        return cls(rules, deals, seed, [], Deal.new(rules, deal_seed(seed, 0), None, True))

    @property
    def deal(self) -> Deal:
        """The deal in progress (or the last one played, once it is over)."""
        return self._deal

    @property
    def previous(self) -> Deal | None:
        """The finished deal before the current one (``None`` in the first deal)."""
        return self._finished[-1] if self._finished else None

    @property
    def number(self) -> int:
        """1-based number of the current deal."""
        return len(self._finished) + 1

    @property
    def results(self) -> list[DealResult]:
        """Results of every finished deal, the current one included once it is over."""
        out = [d.result for d in self._finished if d.result is not None]
        if self._deal.result is not None:
            out.append(self._deal.result)
        return out

    @property
    def totals(self) -> tuple[int, int, int]:
        """Points per seat over every finished deal (the current one once it is over)."""
        t = [0, 0, 0]
        for r in self.results:
            for s in range(3):
                t[s] += r.points[s]
        return (t[0], t[1], t[2])

    @property
    def is_over(self) -> bool:
        """The last deal of the match is over."""
        return self.number == self.deals and self._deal.is_over

    @property
    def winners(self) -> list[int]:
        """Seats with the most points once the match is over (several on a tie); else ``[]``."""
        return most_points(self.totals) if self.is_over else []

    def _next_leader(self, prev: Deal) -> int | None:
        if self.rules.next_leader == "winner":
            return prev.winner
        return None

    def next_deal(self) -> Deal:
        """Deal the match's next deal and make it current.

        Returns:
            The new deal.

        Raises:
            ValueError: if the current deal is not over, or the match is.
        """
        if not self._deal.is_over:
            raise ValueError("the current deal is not over")
        if self.is_over:
            raise ValueError("the match is over")
        prev = self._deal
        self._finished.append(prev)
        self._deal = Deal.new(self.rules, deal_seed(self.seed, len(self._finished)), self._next_leader(prev), False)
        return self._deal

    def view(self, seat: int) -> SeatView:
        """The current deal as seat ``seat`` sees it, with the match totals before this deal."""
        before = [0, 0, 0]
        for d in self._finished:
            assert d.result is not None
            for s in range(3):
                before[s] += d.result.points[s]
        return SeatView.of(self._deal, seat, (before[0], before[1], before[2]), self.number, self.deals)

    def to_json(self) -> str:
        """A versioned record: rules, length, seed, and every deal's record (explicit cards)."""
        return dump_record(f"{MATCH_FORMAT}/{MATCH_VERSION}", {
            "engine": ENGINE_VERSION, "rules": self.rules.to_dict(), "deals": self.deals, "seed": self.seed,
            "played": [d.to_dict() for d in self._finished + [self._deal]]})

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Match:
        """Load a match record, replaying every deal with full checks.

        Raises:
            ValueError: (a :class:`cardroom.records.RecordError`) for a malformed record, an
                unknown version, an illegal move, more deals than the match length, an
                unfinished deal before the last, a deal whose leader or first-play rule
                contradicts the match's rules, or a dealt deal (every deal but one whose record
                says ``"dealt": false``, a position stated by hand) that is not the one the
                match seed deals (:func:`deal_seed`; :mod:`paodekuai.record`).
        """
        _, data = load_record(text, MATCH_FORMAT, {MATCH_VERSION})
        try:
            rules = Rules.from_dict(field(data, "rules", dict))
        except RecordError:
            raise
        except ValueError as exc:
            raise RecordError(f"bad match record: {exc}") from None
        n = field(data, "deals", int)
        if n not in MATCH_LENGTHS:
            raise RecordError(f"a match has 1, 5 or 10 deals, not {n}")
        seed = field(data, "seed", (int, str))
        played = field(data, "played", list)
        if not 1 <= len(played) <= n:
            raise RecordError(f"a match of {n} deals holds 1 to {n} deal records, not {len(played)}")
        deals: list[Deal] = []
        for i, rec in enumerate(played):
            if not isinstance(rec, dict):
                raise RecordError(f"deal {i + 1} of the match record is not an object")
            try:
                d = Deal._from_record(rec, deal_seed(seed, i))
            except RecordError as exc:
                raise RecordError(f"deal {i + 1}: {exc}") from None
            if d.rules != rules:
                raise RecordError(f"deal {i + 1} has other rules than the match")
            if d.first_of_match != (i == 0):
                raise RecordError(f"deal {i + 1} has a wrong first_of_match flag")
            if i and rules.next_leader == "winner":
                expected = deals[-1].winner
            else:
                expected = Deal(d.initial_hands, rules, None, True).leader
            if d.leader != expected:
                raise RecordError(f"deal {i + 1} is led by seat {d.leader}, but the rules say seat {expected}")
            if i < len(played) - 1 and not d.is_over:
                raise RecordError(f"deal {i + 1} is not finished but a later deal follows")
            deals.append(d)
        return cls(rules, n, seed, deals[:-1], deals[-1])

    def __repr__(self) -> str:
        return f"<Match deal {self.number}/{self.deals} totals={self.totals} {self.rules.name}>"
