"""The deal record (``"paodekuai.deal/1"``): writing a deal out and replaying it back in.

A record stores the rules (every field), the hands as dealt, the leader, whether the deal
opens a match, every move, and the result once the deal is over (spec §13: ``to_json`` /
``from_json`` round-trip exactly, mid-deal included). Loading replays every move through
:meth:`paodekuai.Deal.play`, so a tampered record is refused, never turned into an
impossible position. :class:`DealRecords` gives :class:`paodekuai.Deal` these methods.
"""

from __future__ import annotations

from typing import Any

from cardroom.errors import RecordError
from cardroom.records import dump_record, field, load_record

from .cards import format_cards
from .reasons import IllegalPlay
from .rules import Rules
from .version import ENGINE_VERSION

DEAL_FORMAT = "paodekuai.deal"
DEAL_VERSION = 1


class DealRecords:
    """The record methods of :class:`paodekuai.Deal` (mixed in; the state is the deal's)."""

    __slots__ = ()

    def to_dict(self: Any) -> dict[str, Any]:
        """The deal's record as plain data (see :meth:`to_json`)."""
        return {"engine": ENGINE_VERSION, "rules": self.rules.to_dict(),
                "hands": [format_cards(h) for h in self.initial_hands], "leader": self.leader,
                "first_of_match": self.first_of_match,
                "plays": [[s, "pass" if p is None else str(p)] for s, p in self.history],
                "result": None if self.result is None else self.result.to_dict()}

    def to_json(self) -> str:
        """A versioned JSON record: the rules (every field), the hands as dealt, the leader,
        whether it opens a match, every move, and the result once over. ``Deal.from_json``
        restores an identical deal, mid-deal included."""
        return dump_record(f"{DEAL_FORMAT}/{DEAL_VERSION}", self.to_dict())

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Any:
        """Load a record written by :meth:`to_json`, replaying every move with full checks.

        Returns:
            The :class:`paodekuai.Deal`.

        Raises:
            ValueError: (a :class:`cardroom.records.RecordError`) if the record is malformed,
                of another format or an unknown version, deals impossible hands, holds a move
                the rules refuse or a move by the wrong seat, or claims a result that the
                moves do not give.
        """
        _, data = load_record(text, DEAL_FORMAT, {DEAL_VERSION})
        return cls._from_record(data)

    @classmethod
    def _from_record(cls, data: dict[str, Any]) -> Any:
        """The deal of a record body (the envelope already checked); raises RecordError."""
        try:
            rules = Rules.from_dict(field(data, "rules", dict))
            hands = field(data, "hands", list)
            leader = field(data, "leader", int)
            first = field(data, "first_of_match", bool)
            plays = field(data, "plays", list)
            if not all(isinstance(h, str) for h in hands):
                raise RecordError("record field 'hands' must hold three strings")
            deal = cls.from_hands(hands, rules, leader, first)  # type: ignore[attr-defined]
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
