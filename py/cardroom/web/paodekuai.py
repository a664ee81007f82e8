"""Pao De Kuai's verbs for the web bridge (:mod:`cardroom.web.api`).

The person always sits at seat 0; seats 1 (Anna) and 2 (Ben) are computer players that
move inside the worker, one turn per ``bot_move`` request so the page can pace them.

Verbs (``args`` → ``result``); every game verb returns ``{"view", "events", "record"}``:

``new_match {preset?, deals?, seed?, level?}``
    Start a match: ``preset`` ``"standard"`` (default) or ``"home"`` (spec §2 … §8),
    ``deals`` 1, 5 (default) or 10 (§9), ``seed`` an int (fixes every shuffle: the match is
    ``Match.new(rules, deals, seed)``) or ``null`` for a fresh random one, ``level``
    ``"easy"``, ``"normal"`` (default) or ``"hard"``.
``load {record}``
    Resume a saved match (a ``record`` from any earlier result), replaying every move
    with full checks; ``RecordError`` if it cannot be.
``view {}``
    The current position, nothing changed (events empty).
``play {cards}``
    Seat 0's move: card codes (``"5S 5H"``) or ``"pass"``. A refusal is an
    ``IllegalPlay`` error whose ``code`` is the §12 reason; nothing changes then.
``bot_move {}``
    The computer player to move makes exactly one move.
``hint {}``
    Good plays for seat 0, best first, as the computer players' Normal policy ranks them:
    ``{"cards", "plays"}`` under ``result["hint"]``, ``plays`` a list of up to
    :data:`HINT_PLAYS` distinct card strings (all legal, obeying must-beat and the last-card
    rule) and ``cards`` its first entry; ``cards`` is ``"pass"`` and ``plays`` empty when
    passing is the only legal move. No move is made.
``check {cards}``
    Would seat 0's move be legal? ``{"code", "kind"}``: ``code`` ``null`` or the §12 reason
    the engine would give, ``kind`` the play's kind when legal (``null`` for a pass or a
    refusal). Nothing changes; no view or record is returned (it is asked at every change
    of the selection).
``set_level {level}``
    Change the computer players' level at once, mid-deal included (their next move uses it).
``set_option {name, value}``
    Change an option that applies ``"now"`` (see ``describe()["options"]``: ``level``) at
    once, as ``set_level`` does; any other name is a ``BadArgument``.
``next_deal {}``
    Deal the match's next deal once the current one is over.

The view is seat 0's: the engine's own seat view (spec §10: no other seat's cards until
the deal is over, when the hands left are revealed; ``unseen`` holds the card counter's
13 figures, ranks 3 … 2) plus

* ``match``: number, length, running totals, over, winners, and ``deal_points`` (each
  finished deal's points per seat, in order);
* ``passed``: seats that passed since the play on the table;
* ``pass_reason``: on seat 0's turn, the §12 code a pass would be refused with
  (``leader_cannot_pass`` or ``must_beat``), ``null`` when seat 0 may pass or is not to move;
* ``next_on_last_card``: seat 0's next player (seat 1) holds one card while the deal runs,
  so seat 0's singles must be its highest (§7);
* ``round_starts``: the index in ``history`` where each round of the deal began (§6);
* ``bomb_points``: the net bomb points each seat has scored so far in this deal (§8, by the
  rules' ``bomb_bonus``: at once, or once the bomb ends its round unbeaten or goes out);
* ``bomb_gain``: what a scoring bomb brings its player (§8: 10 from each other seat, so 20);
* ``must_hold_3S``: seat 0 is to move and the play it makes must include 3♠ (§2, §14:
  the home rules' first play of a match, by the holder of 3♠);
* ``previous``: the match's previous deal, once one is finished (``null`` in the first
  deal): ``{"number", "history", "round_starts", "winner"}``, its moves in the shape of
  ``history`` (public plays only: no hand);
* ``settings``.

Events say what the
request changed, in order: ``{"type": "play", "seat", "cards", "kind"}``,
``{"type": "pass", "seat"}`` (both with ``"bot"``, the bot's name, for seats 1 and 2),
``{"type": "round_over", "leader"}``,
``{"type": "bomb_pending", "seat", "gain"}`` (right after the ``play`` of a bomb whose points
are not scored yet: under ``bomb_bonus = "unbeaten"`` they score only if it ends its round
unbeaten or goes out; ``gain`` is what it would bring its player, 20),
``{"type": "bomb", "seat", "points"}`` (a bomb of ``seat`` scored: ``points`` the change of
each seat's bomb points, e.g. ``[-10, 20, -10]``; right after the move that made it score),
``{"type": "deal_over", "winner", "points"}``, ``{"type": "match_over", "winners"}``,
``{"type": "deal_start", "number", "leader"}``.

The record (autosave) is ``{"format": "cardroom.web.session/1", "game": "paodekuai",
"settings": {...}, "match": <the engine's match record>}``.
"""

from __future__ import annotations

import json
import logging
import random
from typing import Any

from cardroom import bots
from cardroom.web.api import ApiError

import paodekuai
from paodekuai import IllegalPlay, Match, Rules
from paodekuai.bots import LEVELS as BOT_BUDGETS
from paodekuai.bots import hint_plays
from paodekuai.deal import BOMB_VALUE

log = logging.getLogger(__name__)

SESSION_FORMAT = "cardroom.web.session/1"
HUMAN = 0
PRESETS = ("standard", "home")
MATCH_LENGTHS = (1, 5, 10)
LEVELS = ("easy", "normal", "hard")
FALLBACK_BOT = "greedy"
HINT_PLAYS = 3
"""How many plays the Hint offers at most (pressing it again cycles through them)."""
BOT_LIMIT = bots.Limit(time_ms=3000)
"""Cap on one decision of a bot without a budget of its own (the greedy fallback)."""


def bot_limit(name: str) -> bots.Limit:
    """The think budget of the bot ``name``: its level's default (``paodekuai.bots.LEVELS``;
    Hard: 200 playouts, at most 0.5 s), else :data:`BOT_LIMIT`."""
    return BOT_BUDGETS.get(name, BOT_LIMIT)


def _choice(args: dict[str, Any], name: str, allowed: tuple[Any, ...], default: Any) -> Any:
    value = args.get(name, default)
    if value is None:
        value = default
    if isinstance(value, bool) or value not in allowed:
        raise ApiError("BadArgument", f"{name} must be one of {', '.join(map(str, allowed))}, not {value!r}")
    return value


def _seed(args: dict[str, Any]) -> int:
    seed = args.get("seed")
    if seed is None:
        return random.SystemRandom().randrange(1, 2**31)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**53:
        raise ApiError("BadArgument", f"seed must be a whole number from 0 to 2^53-1, not {seed!r}")
    return seed


def make_seat_bot(level: str) -> tuple[str, Any]:
    """The bot for ``level``: ``make_bot("paodekuai", level)``, or the reference ``greedy``
    bot while that level is not registered (logged).

    Returns:
        ``(name actually used, bot)``.
    """
    try:
        return level, bots.make_bot("paodekuai", level)
    except ValueError:
        if level not in _warned:
            _warned.add(level)
            log.warning("no paodekuai bot named %r yet; computer players use %r", level, FALLBACK_BOT)
        return FALLBACK_BOT, bots.make_bot("paodekuai", FALLBACK_BOT)


_warned: set[str] = set()


def round_starts(history: list[tuple[int, Any]]) -> list[int]:
    """Where each round of a deal begins in its ``history`` (spec §6: a round ends when the
    two other players pass one after the other; the next move leads a new round).

    >>> round_starts([(0, "3S"), (1, None), (2, None), (0, "4S"), (1, "5S")])
    [0, 3]
    """
    starts = [0] if history else []
    passes = 0
    for i, (_, play) in enumerate(history):
        passes = passes + 1 if play is None else 0
        if passes == 2 and i + 1 < len(history):
            starts.append(i + 1)
            passes = 0
    return starts


def previous_deal(record: dict[str, Any]) -> dict[str, Any] | None:
    """The previous deal of a session ``record``'s match, for the deal log: ``None`` in
    the first deal, else ``{"number", "history", "round_starts", "winner"}`` with
    ``history`` as in the view (``[seat, {"cards"}]`` or ``[seat, None]`` for a pass).
    Only its moves are given, never its hands."""
    played = record["match"].get("played") or []
    if len(played) < 2:
        return None
    old = played[-2]
    moves = [(seat, None if cards == "pass" else cards) for seat, cards in old["plays"]]
    result = old.get("result") or {}
    return {"number": len(played) - 1,
            "history": [[seat, None if cards is None else {"cards": cards}] for seat, cards in moves],
            "round_starts": round_starts(moves), "winner": result.get("winner")}


def _passed(history: list[tuple[int, Any]]) -> list[int]:
    """Seats that passed after the last play (the play still on the table)."""
    out: list[int] = []
    for seat, play in reversed(history):
        if play is not None:
            break
        out.append(seat)
    return sorted(out)


class Adapter:
    """One Pao De Kuai match served to the page (see the module docstring)."""

    VERBS = {"view": "view", "play": "play", "bot_move": "bot_move", "hint": "hint", "next_deal": "next_deal",
             "check": "check", "set_level": "set_level", "set_option": "set_option"}

    def __init__(self) -> None:
        self.match: Match | None = None
        self.settings: dict[str, Any] = {}
        self.bot: Any = None
        self.bot_name = ""

    @staticmethod
    def describe() -> dict[str, Any]:
        """What ``hello`` reports for this game: engine version, record format, players,
        bots and ``options`` (each ``{"name", "values", "default", "applies"}``, ``applies``
        ``"next_match"`` or ``"now"``; the page builds its settings from them)."""
        return {"engine": paodekuai.__version__, "record": SESSION_FORMAT, "players": 3,
                "bots": bots.bot_names("paodekuai"), "options": [
                    {"name": "preset", "values": list(PRESETS), "default": "standard", "applies": "next_match"},
                    {"name": "deals", "values": list(MATCH_LENGTHS), "default": 5, "applies": "next_match"},
                    {"name": "level", "values": list(LEVELS), "default": "normal", "applies": "now"}],
                "presets": list(PRESETS), "deals": list(MATCH_LENGTHS), "levels": list(LEVELS)}

    # ------------------------------------------------------------------ starting

    def _start(self, match: Match, settings: dict[str, Any]) -> None:
        self.match = match
        self.settings = settings
        self.bot = None  # made on the first bot turn

    def new_match(self, args: dict[str, Any]) -> dict[str, Any]:
        preset = _choice(args, "preset", PRESETS, "standard")
        deals = _choice(args, "deals", MATCH_LENGTHS, 5)
        level = _choice(args, "level", LEVELS, "normal")
        seed = _seed(args)
        self._start(Match.new(Rules.preset(preset), deals, seed),
                    {"preset": preset, "deals": deals, "level": level, "seed": seed})
        return self._result([self._deal_start()])

    def load(self, record: dict[str, Any]) -> dict[str, Any]:
        if record.get("format") != SESSION_FORMAT:
            raise ApiError("RecordError", f"saved game has an unknown format: {record.get('format')!r}")
        settings = record.get("settings")
        if not isinstance(settings, dict):
            raise ApiError("RecordError", "saved game has no settings")
        try:
            clean = {"preset": _choice(settings, "preset", PRESETS, None),
                     "deals": _choice(settings, "deals", MATCH_LENGTHS, None),
                     "level": _choice(settings, "level", LEVELS, None),
                     "seed": _seed({"seed": settings.get("seed", -1)})}
        except ApiError as exc:
            raise ApiError("RecordError", f"saved game has bad settings: {exc.message}") from None
        try:
            match = Match.from_json(json.dumps(record.get("match")))
        except ValueError as exc:
            raise ApiError("RecordError", f"saved match cannot be restored: {exc}") from None
        if (match.deals, match.seed, match.rules) != (clean["deals"], clean["seed"], Rules.preset(clean["preset"])):
            raise ApiError("RecordError", "saved game's settings do not match its match")
        self._start(match, clean)
        return self._result([])

    # ------------------------------------------------------------------ state out

    def _match(self) -> Match:
        assert self.match is not None  # the api only calls verbs after new_match/load
        return self.match

    def record(self) -> dict[str, Any]:
        """The autosave record of the match as it stands."""
        return {"format": SESSION_FORMAT, "game": "paodekuai", "settings": dict(self.settings),
                "match": json.loads(self._match().to_json())}

    def seat_view(self, record: dict[str, Any] | None = None) -> dict[str, Any]:
        """Seat 0's view (see the module docstring); ``record`` is :meth:`record` when the
        caller has it already (it holds the previous deal's moves)."""
        m = self._match()
        deal = m.deal
        view: dict[str, Any] = m.view(HUMAN).to_dict()
        view["passed"] = _passed(deal.history) if deal.table is not None else []
        view["match"] = {"number": m.number, "deals": m.deals, "totals": list(m.totals),
                         "over": m.is_over, "winners": list(m.winners),
                         "deal_points": [list(r.points) for r in m.results]}
        mine = not deal.is_over and deal.turn == HUMAN
        view["pass_reason"] = deal.check("pass") if mine else None
        view["next_on_last_card"] = not deal.is_over and deal.on_last_card((HUMAN + 1) % 3)
        view["round_starts"] = round_starts(deal.history)
        view["bomb_points"] = list(deal.bomb_points)
        view["bomb_gain"] = 2 * BOMB_VALUE
        view["must_hold_3S"] = bool(mine and deal.first_of_match and deal.rules.first_play_has_3S
                                    and not deal.history and "3S" in view["hand"])
        view["previous"] = previous_deal(record if record is not None else self.record())
        view["settings"] = dict(self.settings)
        return view

    def _result(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        record = self.record()
        return {"view": self.seat_view(record), "events": events, "record": record}

    def _deal_start(self) -> dict[str, Any]:
        m = self._match()
        return {"type": "deal_start", "number": m.number, "leader": m.deal.turn}

    def _apply(self, seat: int, cards: Any) -> list[dict[str, Any]]:
        """Play ``cards`` for ``seat`` (which is to move) and describe what happened.

        Raises:
            ApiError: ``IllegalPlay`` with the §12 code (nothing changes), or
                ``BadArgument`` for text that is not card codes.
        """
        m = self._match()
        deal = m.deal
        bombs_before = deal.bomb_points
        try:
            play = deal.play(cards)
        except IllegalPlay as exc:
            raise ApiError("IllegalPlay", str(exc), exc.code) from None
        except ValueError as exc:
            raise ApiError("BadArgument", f"cards: {exc}") from None
        events: list[dict[str, Any]] = []
        if play is None:
            events.append({"type": "pass", "seat": seat})
            if deal.table is None and not deal.is_over:
                events.append({"type": "round_over", "leader": deal.turn})
        else:
            events.append({"type": "play", "seat": seat, "cards": str(play), "kind": play.kind})
        if seat != HUMAN:
            events[0]["bot"] = self.bot_name
        change = [after - before for after, before in zip(deal.bomb_points, bombs_before)]
        if any(change):
            events.append({"type": "bomb", "seat": change.index(max(change)), "points": change})
        elif play is not None and play.kind == "bomb":
            events.append({"type": "bomb_pending", "seat": seat, "gain": 2 * BOMB_VALUE})
        if deal.is_over:
            result = deal.result
            assert result is not None
            events.append({"type": "deal_over", "winner": result.winner, "points": list(result.points)})
            if m.is_over:
                events.append({"type": "match_over", "winners": list(m.winners)})
        return events

    def _require_turn(self, human: bool) -> int:
        m = self._match()
        if m.deal.is_over:
            raise ApiError("DealOver", "the deal is over")
        seat = m.deal.turn
        if (seat == HUMAN) != human:
            raise ApiError("NotYourTurn", f"seat {seat} is to move")
        return seat

    # ------------------------------------------------------------------ verbs

    def view(self, args: dict[str, Any]) -> dict[str, Any]:
        return self._result([])

    def play(self, args: dict[str, Any]) -> dict[str, Any]:
        cards = args.get("cards")
        if not isinstance(cards, str):
            raise ApiError("BadArgument", "cards must be a string of card codes or 'pass'")
        seat = self._require_turn(human=True)
        return self._result(self._apply(seat, cards))

    def _bot_rng(self, seat: int) -> random.Random:
        m = self._match()
        return random.Random(f"{self.settings['seed']}:{m.number}:{seat}:{len(m.deal.history)}")

    def bot_move(self, args: dict[str, Any]) -> dict[str, Any]:
        seat = self._require_turn(human=False)
        deal = self._match().deal
        if self.bot is None:
            self.bot_name, self.bot = make_seat_bot(self.settings["level"])
        choice = self.bot.choose(self._match().view(seat), self._bot_rng(seat), bot_limit(self.bot_name)).play
        cards = "pass" if choice is None else str(choice)
        if deal.check(cards) is not None:
            # a bot bug must not stall the table: log it and play the first legal move
            log.warning("bot %s chose an illegal play %r for seat %d (%s)", self.bot_name, cards, seat,
                        deal.check(cards))
            legal = deal.legal_plays()
            cards = str(legal[0]) if legal else "pass"
        return self._result(self._apply(seat, cards))

    def hint(self, args: dict[str, Any]) -> dict[str, Any]:
        self._require_turn(human=True)
        plays = [str(p) for p in hint_plays(self._match().view(HUMAN), HINT_PLAYS)]
        result = self._result([])
        result["hint"] = {"cards": plays[0] if plays else "pass", "plays": plays}
        return result

    def check(self, args: dict[str, Any]) -> dict[str, Any]:
        cards = args.get("cards")
        if not isinstance(cards, str):
            raise ApiError("BadArgument", "cards must be a string of card codes or 'pass'")
        self._require_turn(human=True)
        deal = self._match().deal
        try:
            code = deal.check(cards)
        except ValueError as exc:
            raise ApiError("BadArgument", f"cards: {exc}") from None
        kind = None
        if code is None and cards.strip().lower() not in ("", "pass"):
            ranks = sorted(c.rank for c in paodekuai.parse_cards(cards))
            kind = next(p.kind for p in deal.legal_plays() if sorted(c.rank for c in p.cards) == ranks)
        return {"code": code, "kind": kind}

    def set_level(self, args: dict[str, Any]) -> dict[str, Any]:
        level = _choice(args, "level", LEVELS, None)
        self._match()
        self.settings = {**self.settings, "level": level}
        self.bot = None  # the next bot move is made at the new level
        return self._result([])

    def set_option(self, args: dict[str, Any]) -> dict[str, Any]:
        if args.get("name") != "level":
            raise ApiError("BadArgument", f"only level applies at once, not {args.get('name')!r}")
        return self.set_level({"level": args.get("value")})

    def next_deal(self, args: dict[str, Any]) -> dict[str, Any]:
        m = self._match()
        if not m.deal.is_over:
            raise ApiError("DealNotOver", "the current deal is not over")
        if m.is_over:
            raise ApiError("MatchOver", "the match is over: start a new one")
        m.next_deal()
        return self._result([self._deal_start()])
