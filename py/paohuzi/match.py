"""A match: deals one after another with dealer rotation (spec §3, §4), 3 or 4 players.

* First dealer: drawn from the match seed ("any method", §4).
* After a deal: a non-dealer who won becomes dealer (streak 1); otherwise, if the dealer has
  now dealt ``dealer_streak_limit`` hands in a row, his right-hand neighbour deals (streak 1);
  else the same dealer deals again (streak + 1). See :func:`next_dealer`.
* With 4 players the one opposite the dealer (醒, the watcher) sits the deal out and neither
  pays nor receives. The three active players, in seating order from player 0, are the
  deal's seats 0, 1, 2 (the seating order keeps "next seat = right-hand neighbour").
* Deal ``n`` (from 0) is shuffled with the seed ``"<match seed>:<n>"``.
* A match may have a length (``deals``): it is over once that many deals are finished, and
  the player or players with the most points win (a tie for the most is a win for each).
  Without one (``None``, the default, as the spec's open-ended table) it never ends.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from cardroom.game import most_points
from cardroom.records import RecordError, dump_record, field as record_field, load_record

from .deal import Deal, DealResult
from .version import __version__
from .rules import Rules

MATCH_FORMAT = "paohuzi.match/1"


def next_dealer(dealer: int, streak: int, winner: int | None, players: int, limit: int = 3) -> tuple[int, int]:
    """Dealer and streak for the next deal (spec §4).

    Args:
        dealer: the player who dealt the finished deal.
        streak: hands he has dealt in a row, the finished one included.
        winner: the winning player, or ``None`` for 流局.
        players: 3 or 4.
        limit: ``Rules.dealer_streak_limit``.

    Returns:
        ``(next dealer, its streak)``.

    >>> next_dealer(0, 1, 1, 3), next_dealer(0, 1, None, 3), next_dealer(0, 3, 0, 3)
    ((1, 1), (0, 2), (1, 1))
    """
    if winner is not None and winner != dealer:
        return winner, 1
    if streak >= limit:
        return (dealer + 1) % players, 1
    return dealer, streak + 1


def _check_length(deals: Any) -> None:
    if deals is not None and (type(deals) is not int or deals < 1):
        raise ValueError(f"a match length must be a whole number from 1 or None, not {deals!r}")


def active_players(dealer: int, players: int) -> tuple[int, int, int]:
    """The players seated in the deal (seat 0, 1, 2), given the dealer; the watcher is left out."""
    if players == 3:
        return (0, 1, 2)
    watcher = (dealer + 2) % 4
    a = [p for p in range(4) if p != watcher]
    return (a[0], a[1], a[2])


class Match:
    """Deals in sequence with dealer rotation and running totals (spec §23 ``Match``)."""

    def __init__(self) -> None:  # use Match.new / Match.from_json
        self.rules = Rules()
        self.seed: Any = None
        self.players = 3
        self.first_dealer = 0
        self._dealer = 0
        self._streak = 1
        self._deal: Deal = None  # type: ignore[assignment]
        self._seats: tuple[int, int, int] = (0, 1, 2)
        self._done: list[tuple[Deal, tuple[int, int, int]]] = []
        self._totals: list[int] = []
        self.deals: int | None = None
        """The match's length in deals, or ``None`` for no end."""

    @classmethod
    def new(cls, rules: Rules | None = None, seed: Any = None, players: int | None = None,
            deals: int | None = None) -> Match:
        """Start a match and its first deal.

        Args:
            rules: the options (``Rules()`` if ``None``).
            seed: match seed (int or str); fixes the first dealer and every shuffle.
            players: 3 or 4; ``None`` takes ``rules.players``. The match's ``rules.players`` is
                set to the number used.
            deals: the match's length (a whole number from 1), or ``None`` for no end.

        Raises:
            ValueError: for a bad player count, length or rules object.
        """
        if rules is None:
            rules = Rules()
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a Rules")
        if players is None:
            players = rules.players
        if players not in (3, 4) or isinstance(players, bool):
            raise ValueError(f"players must be 3 or 4, not {players!r}")
        _check_length(deals)
        m = cls()
        m.deals = deals
        m.rules = replace(rules, players=players)
        m.seed = seed
        m.players = players
        m.first_dealer = random.Random(f"{seed}:dealer").randrange(players)
        m._dealer = m.first_dealer
        m._totals = [0] * players
        m._start_deal()
        return m

    def _start_deal(self) -> None:
        self._seats = active_players(self._dealer, self.players)
        n = len(self._done)
        self._deal = Deal.new(self.rules, f"{self.seed}:{n}", self._seats.index(self._dealer))

    @property
    def deal(self) -> Deal:
        """The current deal (drive it with ``deal.act``)."""
        return self._deal

    @property
    def dealer(self) -> int:
        """The current dealer, as a player index."""
        return self._dealer

    @property
    def streak(self) -> int:
        """Hands the current dealer has dealt in a row, the current one included."""
        return self._streak

    @property
    def seats(self) -> tuple[int, int, int]:
        """The player sitting at each seat of the current deal."""
        return self._seats

    @property
    def watcher(self) -> int | None:
        """The player sitting out the current deal (4 players), else ``None``."""
        return (self._dealer + 2) % 4 if self.players == 4 else None

    @property
    def number(self) -> int:
        """1-based number of the current deal."""
        return len(self._done) + 1

    @property
    def is_over(self) -> bool:
        """The match has a length and its last deal is over."""
        return self.deals is not None and self.number >= self.deals and self._deal.is_over

    @property
    def winners(self) -> list[int]:
        """Players with the most points once the match is over (several on a tie); else ``[]``."""
        return most_points(self.totals) if self.is_over else []

    @property
    def deals_played(self) -> int:
        """Finished deals before the current one."""
        return len(self._done)

    def _points_by_player(self, deal: Deal) -> list[int]:
        out = [0] * self.players
        if deal.result is not None:
            for s, p in enumerate(self._seats_of(deal)):
                out[p] += deal.result.points[s]
        return out

    def _seats_of(self, deal: Deal) -> tuple[int, int, int]:
        return self._seats if deal is self._deal else next(seats for d, seats in self._done if d is deal)

    @property
    def totals(self) -> list[int]:
        """Running points per player, the current deal included as soon as it is over."""
        tot = list(self._totals)
        if self._deal.is_over:
            for p, v in enumerate(self._points_by_player(self._deal)):
                tot[p] += v
        return tot

    @property
    def deal_points(self) -> list[list[int]]:
        """Points per player of every finished deal, in order, the current one as soon as
        it is over (the watcher of a deal gets 0)."""
        out = [self._points_by_player(d) for d, _ in self._done]
        if self._deal.is_over:
            out.append(self._points_by_player(self._deal))
        return out

    @property
    def results(self) -> list[DealResult]:
        """Results of the finished deals before the current one, in order."""
        return [d.result for d, _ in self._done]  # type: ignore[misc]

    @property
    def summaries(self) -> list[dict[str, Any]]:
        """One entry per finished deal, in order, the current one as soon as it is over:
        ``{"dealer": player, "streak": hands he had dealt in a row with it, "winner": player or
        None (流局), "points": per player}`` (players, not deal seats; the watcher gets 0)."""
        out = []
        dealer, streak = self.first_dealer, 1
        finished = [d for d, _ in self._done] + ([self._deal] if self._deal.is_over else [])
        for d in finished:
            seats = self._seats_of(d)
            assert d.result is not None
            winner = None if d.result.winner is None else seats[d.result.winner]
            out.append({"dealer": seats[d.dealer], "streak": streak, "winner": winner,
                        "points": self._points_by_player(d)})
            dealer, streak = next_dealer(dealer, streak, winner, self.players, self.rules.dealer_streak_limit)
        return out

    def next_deal(self) -> Deal:
        """Close the finished deal, rotate the dealer (§4) and start the next deal.

        Raises:
            ValueError: if the current deal is not over, or the match is.
        """
        d = self._deal
        if not d.is_over or d.result is None:
            raise ValueError("the current deal is not over")
        if self.is_over:
            raise ValueError("the match is over")
        for p, v in enumerate(self._points_by_player(d)):
            self._totals[p] += v
        self._done.append((d, self._seats))
        winner = None if d.result.winner is None else self._seats[d.result.winner]
        self._dealer, self._streak = next_dealer(self._dealer, self._streak, winner, self.players,
                                                 self.rules.dealer_streak_limit)
        self._start_deal()
        return self._deal

    def to_json(self) -> str:
        """Versioned JSON record (``"paohuzi.match/1"``): rules, seed and every deal's record."""
        return dump_record(MATCH_FORMAT, {
            "engine": __version__, "rules": self.rules.to_dict(), "seed": self.seed, "players": self.players,
            "first_dealer": self.first_dealer, "length": self.deals,
            "deals": [d.to_dict() for d, _ in self._done] + [self._deal.to_dict()]})

    @classmethod
    def from_json(cls, text: Any) -> Match:
        """Rebuild a match, replaying every deal with full checks.

        Raises:
            RecordError (a ``ValueError``): malformed record, a deal that does not replay, a
                dealt deal that is not the one the match seed deals (deal ``n`` from the seed
                ``"<seed>:<n>"``; a deal whose record says ``"dealt": false`` is a position
                stated by hand, see :mod:`paohuzi.record`), or deals inconsistent with the
                dealer rotation.
        """
        _, data = load_record(text, "paohuzi.match", {1})
        try:
            rules = Rules.from_dict(record_field(data, "rules", dict))
            players = record_field(data, "players", int)
            first = record_field(data, "first_dealer", int)
            deals = record_field(data, "deals", list)
            if players not in (3, 4) or not 0 <= first < players or rules.players != players:
                raise RecordError("bad players / first_dealer")
            if not deals:
                raise RecordError("a match record holds at least one deal")
            length = data.get("length")  # absent in records written before match lengths
            _check_length(length)
            if length is not None and len(deals) > length:
                raise RecordError(f"a match of {length} deals holds {len(deals)} deal records")
            m = cls()
            m.deals = length
            m.rules = rules
            seed = data.get("seed")
            m.seed = seed if isinstance(seed, (int, str)) and not isinstance(seed, bool) else None
            m.players = players
            m.first_dealer = first
            m._dealer = first
            m._totals = [0] * players
            for n, rec in enumerate(deals):
                if not isinstance(rec, dict):
                    raise RecordError(f"deal {n + 1} must be an object")
                try:
                    d = Deal.from_json(rec)
                except RecordError as exc:
                    raise RecordError(f"deal {n + 1}: {exc}") from None
                want = f"{m.seed}:{n}"
                if d.dealt and d.seed != want:
                    raise RecordError(f"deal {n + 1} names the seed {d.seed!r}, but the match deals it from {want!r}")
                m._seats = active_players(m._dealer, players)
                if d.dealer != m._seats.index(m._dealer) or d.rules != rules:
                    raise RecordError(f"deal {n + 1} does not follow the dealer rotation or the match rules")
                m._deal = d
                if n < len(deals) - 1:
                    if not d.is_over:
                        raise RecordError(f"deal {n + 1} is not over but is followed by another")
                    d_res = d.result
                    assert d_res is not None
                    for p, v in enumerate(m._points_by_player(d)):
                        m._totals[p] += v
                    m._done.append((d, m._seats))
                    winner = None if d_res.winner is None else m._seats[d_res.winner]
                    m._dealer, m._streak = next_dealer(m._dealer, m._streak, winner, players,
                                                       rules.dealer_streak_limit)
            return m
        except RecordError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise RecordError(f"bad match record: {exc}") from None
