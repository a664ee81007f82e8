"""The Paohuzi deal record (``"paohuzi.deal/1"``): the rules, the seed, whether it was dealt,
the explicit setup and every action taken; loading replays each action through
:meth:`paohuzi.Deal.act` with full checks (spec §23: ``to_json`` / ``from_json`` round-trip
mid-deal). :class:`DealRecords` gives :class:`paohuzi.Deal` these methods.

**Dealt deals are checked as dealt deals** (issue 16). A record that says ``"dealt": true``
(every deal of :meth:`paohuzi.Deal.new`, so every deal of a match) must start from the cards
as dealt (no sets, 臭 lists, ``to_draw`` or position in play in its setup) and hold what §5
deals: 80 cards in all, four of each card, 21 for the dealer (the 亮张, his last card,
included), 20 for each other seat, 19 in the stock; and, when it names a ``"seed"``, exactly
the cards that seed deals, in the order dealt. Otherwise loading refuses it with a
``RecordError`` saying what is wrong. A record that says ``"dealt": false`` is a position
stated by ``Deal.from_setup``: whatever the setup allows (never more than 4 copies of a card).
Records written before the flag: dealt when they name a seed (only ``Deal.new`` wrote one).
"""

from __future__ import annotations

from typing import Any

from cardroom.errors import IllegalMove, RecordError
from cardroom.records import dump_record, field as record_field, load_record

from .cards import CODES, COPIES, DECK_SIZE, N_KINDS, parse_indices
from .rules import Rules
from .setup import FACTS, deal_cards
from .version import __version__

DEAL_FORMAT = "paohuzi.deal/1"


def check_dealt(setup: dict[str, Any], seed: Any) -> None:
    """Refuse a record's setup that is not a deal as §5 deals it (see the module docstring).

    Args:
        setup: the record's ``"setup"`` object.
        seed: the seed the record names (``None``: none; the cards are then not compared).

    Raises:
        RecordError: naming the first thing that is not as dealt.
    """
    stated = [k for k in FACTS if setup.get(k) is not None]
    if setup.get("to_draw") is not None:
        stated.insert(0, "to_draw")
    if any(setup.get("melds") or []) or any(setup.get("chou") or []):
        stated.insert(0, "melds / chou")
    if stated:
        raise RecordError(f"a dealt deal starts from the cards as dealt, but its setup states {', '.join(stated)}")
    dealer = record_field(setup, "dealer", int)
    if not 0 <= dealer <= 2:
        raise RecordError(f"bad deal record: dealer must be a seat 0, 1 or 2, not {dealer!r}")
    try:
        hands = [parse_indices(h) for h in record_field(setup, "hands", list)]
        stock = parse_indices(record_field(setup, "stock", str))
    except ValueError as exc:
        raise RecordError(f"bad deal record: {exc}") from None
    if len(hands) != 3:
        raise RecordError("bad deal record: hands must be a list of 3 entries, one per seat")
    total = sum(len(h) for h in hands) + len(stock)
    if total != DECK_SIZE:
        raise RecordError(f"the deal holds {total} cards (hands and stock), but a dealt deal uses all {DECK_SIZE}")
    for s, h in enumerate(hands):
        want = 21 if s == dealer else 20
        if len(h) != want:
            who = f"the dealer (seat {s})" if s == dealer else f"seat {s}"
            rule = "the dealer 21 (the 亮张 included)" if s == dealer else "each other seat 20"
            raise RecordError(f"{who} holds {len(h)} cards, but a dealt deal gives {rule} (§5)")
    copies = [0] * N_KINDS
    for i in stock + [i for h in hands for i in h]:
        copies[i] += 1
    for i in range(N_KINDS):
        if copies[i] != COPIES:
            raise RecordError(f"the deal holds {copies[i]} copies of {CODES[i]}, but the deck has {COPIES} of each")
    if seed is not None:
        want_hands, want_stock = deal_cards(seed, dealer)
        if (hands, stock) != (want_hands, want_stock):
            raise RecordError(f"the cards are not the ones the seed {seed!r} deals")


class DealRecords:
    """The record methods of :class:`paohuzi.Deal` (mixed in; the state is the deal's)."""

    # ------------------------------------------------------------------ records

    def to_dict(self: Any) -> dict[str, Any]:
        """The record body: rules, seed, whether the deal was dealt, the explicit setup and
        every action taken."""
        return {"format": DEAL_FORMAT, "engine": __version__, "rules": self.rules.to_dict(), "seed": self._seed,
                "dealt": self._dealt, "setup": self._setup_dict(), "actions": [[s, a] for s, a in self._log]}

    def to_json(self) -> str:
        """Versioned JSON record (``"paohuzi.deal/1"``) that :meth:`from_json` replays."""
        body = self.to_dict()
        del body["format"]
        return dump_record(DEAL_FORMAT, body)

    @classmethod
    def from_json(cls, text: Any) -> Any:
        """Rebuild a deal from :meth:`to_json` by replaying every action with full checks.

        Raises:
            RecordError (a ``ValueError``): malformed JSON, wrong format or version, bad fields,
                a deal that says it was dealt but is not as §5 (and its seed) deals it (see the
                module docstring), or an action the rules refuse.
        """
        _, data = load_record(text, "paohuzi.deal", {1})
        try:
            rules = Rules.from_dict(record_field(data, "rules", dict))
            setup = record_field(data, "setup", dict)
            actions = record_field(data, "actions", list)
            seed = data.get("seed")
            if seed is not None and (not isinstance(seed, (int, str)) or isinstance(seed, bool)):
                raise RecordError("record field 'seed' must be an int, a str or null")
            dealt = data.get("dealt")
            if dealt is None:  # written before the flag: only Deal.new named a seed
                dealt = seed is not None
            elif not isinstance(dealt, bool):
                raise RecordError("record field 'dealt' must be true or false")
            if not dealt and seed is not None:
                raise RecordError(f"the record says the deal was not dealt, but names the seed {seed!r}")
            if dealt:
                check_dealt(setup, seed)
            to_draw = setup.get("to_draw")
            hands = record_field(setup, "hands", list)
            if any(not isinstance(h, str) for h in hands):
                raise RecordError("record field 'hands' must hold strings")
            facts = {k: setup[k] for k in FACTS if setup.get(k) is not None}
            d = cls.from_setup(rules, hands, record_field(setup, "stock", str), record_field(setup, "dealer", int),
                               to_draw, setup.get("melds"), setup.get("chou"), **facts)
            d._seed = seed
            d._dealt = dealt
            for n, item in enumerate(actions):
                if not isinstance(item, list) or len(item) != 2:
                    raise RecordError(f"action {n + 1} must be [seat, action]")
                try:
                    d.act(item[0], item[1])
                except IllegalMove as exc:
                    raise RecordError(f"action {n + 1} {item!r} refused: {exc}") from None
            return d
        except RecordError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise RecordError(f"bad deal record: {exc}") from None
