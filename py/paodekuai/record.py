"""The deal record (``"paodekuai.deal/1"``): writing a deal out and replaying it back in.

A record stores the rules (every field), the hands as dealt, the leader, whether the deal
opens a match, whether it was dealt (``"dealt"``, with its ``"seed"``), every move, and the
result once the deal is over (spec §13: ``to_json`` / ``from_json`` round-trip exactly,
mid-deal included). Loading replays every move through :meth:`paodekuai.Deal.play`, so a
tampered record is refused, never turned into an impossible position.

**Dealt deals are checked as dealt deals** (issue 16). A record that says ``"dealt": true``
(every deal :meth:`paodekuai.Deal.new` and a match deal) must hold the whole 48-card deck,
16 cards to each seat (§1), the hands its ``"seed"`` deals, and the leader the rules give
(§2: the holder of 3♠ for a match's first deal and for every deal under ``next_leader
"holder_3S"``); otherwise loading refuses it with a ``RecordError`` saying what is wrong. A
record that says ``"dealt": false`` is a position stated by hand (``Deal.from_hands``: any
hands, checked as ``from_hands`` checks them). Records written before the flag: a standalone
deal record is a stated position (it named no seed); inside a match record every deal is a
dealt deal (a match deals every deal from its seed). :class:`DealRecords` gives
:class:`paodekuai.Deal` these methods.
"""

from __future__ import annotations

from typing import Any

from cardroom.errors import RecordError
from cardroom.records import dump_record, field, load_record

from .cards import DECK, THREE_OF_SPADES, dealt_hands, format_cards
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
                "first_of_match": self.first_of_match, "dealt": self._dealt, "seed": self._seed,
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
                of another format or an unknown version, deals impossible hands, says it was
                dealt but is not the deal its rules and seed give (see the module docstring),
                holds a move the rules refuse or a move by the wrong seat, or claims a result
                that the moves do not give.
        """
        _, data = load_record(text, DEAL_FORMAT, {DEAL_VERSION})
        return cls._from_record(data)

    @classmethod
    def _from_record(cls, data: dict[str, Any], match_seed: int | str | None = None) -> Any:
        """The deal of a record body (the envelope already checked); raises RecordError.

        ``match_seed``: the seed a match deals this deal from (``None``: a standalone record).
        """
        in_match = match_seed is not None
        dealt = data.get("dealt")
        seed = data.get("seed")
        if dealt is not None and not isinstance(dealt, bool):
            raise RecordError("record field 'dealt' must be true or false")
        if seed is not None and type(seed) not in (int, str):
            raise RecordError("record field 'seed' must be an int, a str or null")
        if dealt is None:  # written before the flag
            dealt = in_match or seed is not None
        if not dealt and seed is not None:
            raise RecordError(f"the record says the deal was not dealt, but names the seed {seed!r}")
        if dealt and in_match:
            if seed is not None and seed != match_seed:
                raise RecordError(f"the deal names the seed {seed!r}, but the match deals it from {match_seed!r}")
            seed = match_seed
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
        if dealt:
            _check_dealt(deal, seed)
            deal._seed = seed
            deal._dealt = True
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


def _check_dealt(deal: Any, seed: int | str | None) -> None:
    """A dealt deal: the whole deck, 16 cards each (§1), the seed's hands, the rules' leader (§2).

    Raises:
        RecordError: naming the first of these that fails.
    """
    hands = deal.initial_hands
    total = sum(len(h) for h in hands)
    if total != len(DECK):
        raise RecordError(f"the hands hold {total} cards, but a dealt deal deals all {len(DECK)}")
    for s, h in enumerate(hands):
        if len(h) != 16:
            raise RecordError(f"seat {s} holds {len(h)} cards, but a dealt deal gives each seat 16")
    if seed is not None:
        if [sorted(h) for h in dealt_hands(seed)] != [sorted(h) for h in hands]:
            raise RecordError(f"the hands are not the ones the seed {seed!r} deals")
    holder = next(s for s in range(3) if THREE_OF_SPADES in hands[s])
    if deal.leader != holder and (deal.first_of_match or deal.rules.next_leader == "holder_3S"):
        raise RecordError(f"seat {deal.leader} leads, but the rules give the lead to seat {holder}, "
                          f"the holder of 3♠ (§2)")
