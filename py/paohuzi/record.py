"""The Paohuzi deal record (``"paohuzi.deal/1"``): the rules, the seed, the explicit setup
and every action taken; loading replays each action through :meth:`paohuzi.Deal.act` with
full checks (spec §23: ``to_json`` / ``from_json`` round-trip mid-deal). :class:`DealRecords`
gives :class:`paohuzi.Deal` these methods.
"""

from __future__ import annotations

from typing import Any

from cardroom.errors import IllegalMove, RecordError
from cardroom.records import dump_record, field as record_field, load_record

from .rules import Rules
from .setup import FACTS
from .version import __version__

DEAL_FORMAT = "paohuzi.deal/1"


class DealRecords:
    """The record methods of :class:`paohuzi.Deal` (mixed in; the state is the deal's)."""

    # ------------------------------------------------------------------ records

    def to_dict(self: Any) -> dict[str, Any]:
        """The record body: rules, seed, the explicit setup and every action taken."""
        return {"format": DEAL_FORMAT, "engine": __version__, "rules": self.rules.to_dict(), "seed": self._seed,
                "setup": self._setup_dict(), "actions": [[s, a] for s, a in self._log]}

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
                or an action the rules refuse.
        """
        _, data = load_record(text, "paohuzi.deal", {1})
        try:
            rules = Rules.from_dict(record_field(data, "rules", dict))
            setup = record_field(data, "setup", dict)
            actions = record_field(data, "actions", list)
            to_draw = setup.get("to_draw")
            hands = record_field(setup, "hands", list)
            if any(not isinstance(h, str) for h in hands):
                raise RecordError("record field 'hands' must hold strings")
            facts = {k: setup[k] for k in FACTS if setup.get(k) is not None}
            d = cls.from_setup(rules, hands, record_field(setup, "stock", str), record_field(setup, "dealer", int),
                               to_draw, setup.get("melds"), setup.get("chou"), **facts)
            seed = data.get("seed")
            d._seed = seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None
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
