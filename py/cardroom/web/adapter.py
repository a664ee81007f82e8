"""The base of every game's bridge adapter: what the games' verbs share.

A game serves the page through a subclass of :class:`Adapter` in its own package
(``paodekuai/web.py``, ``paohuzi/web.py``), registered by name in
:data:`cardroom.web.api.GAMES`. This module knows no game; it owns

* **argument checks**: :func:`choice` and :func:`seed_arg`, and the game's settings read
  from its :class:`Option` list (a ``BadArgument`` refusal names the argument);
* **seeds**: an int from 0 to 2^53 - 1, or ``null`` for a fresh random one;
* **the session record** (the autosave): ``{"format": "cardroom.web.session/1", "game",
  "settings", "match"}``, and loading it back (a ``RecordError`` refusal for anything that
  cannot be restored, the live game untouched);
* **the bot's rng**: ``random.Random("<seed>:<deal number>:<seat>:<ply>")``, so a bot's
  move depends on the position only and a reload changes nothing;
* **the bot move**: the level's bot (``cardroom.bots.make_bot(game, level)``), else the
  game's fallback bot, else the first legal move; a bot that raises or returns a move the
  engine refuses is logged and the first legal move is played instead, so a bot bug never
  stalls the table. The event of the move names who chose it (``"bot"``: the bot's name,
  or :data:`FIRST_LEGAL`);
* **refusals**: a move the rules refuse (any :class:`cardroom.errors.IllegalMove`) becomes
  the error ``{"type": <the engine's class name>, "code": <its code>, "message"}``;
* **results**: every game verb returns ``{"view", "events", "record"}``;
* **options**: ``describe()``'s ``"options"`` and the verbs ``set_option {name, value}`` /
  ``set_level {level}`` for the options that apply at once.

A subclass fills in the hooks marked "game hook" below (starting and restoring its match,
its view, applying a move and describing it in events); the match it starts is a
:class:`cardroom.game.Match`, which the base reads for the deal, its number and the end. Nothing here imports ``js`` or
``pyodide``.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from cardroom import bots
from cardroom.errors import IllegalMove
from cardroom.game import Deal, Match

log = logging.getLogger(__name__)

SESSION_FORMAT = "cardroom.web.session/1"
"""The autosave's format (the same for every game; ``"game"`` says which)."""
NEXT_MATCH = "next_match"
"""An option whose change takes effect from the next match."""
NOW = "now"
"""An option that ``set_option`` may change mid-match."""
FIRST_LEGAL = "first_legal"
"""The ``"bot"`` named in an event when no bot chose the move (the first legal move was played)."""
SEED_LIMIT = 2**53
"""Seeds are whole numbers below this (what a JS number holds exactly)."""
BOT_LIMIT = bots.Limit(time_ms=3000)
"""Cap on one decision of a bot without a budget of its own."""


class ApiError(Exception):
    """A refusal to report as an error value (see :mod:`cardroom.web.api` for the types).

    Args:
        type: the error type, e.g. ``"BadArgument"`` or the engine's refusal class name.
        message: one human-readable line.
        code: a machine-readable reason: the rules' code for a rule refusal, else ``None``.
    """

    def __init__(self, type: str, message: str, code: str | None = None) -> None:  # noqa: A002
        super().__init__(message)
        self.type = type
        self.message = message
        self.code = code

    def to_dict(self) -> dict[str, Any]:
        """``{"type", "message"}`` plus ``"code"`` when there is one."""
        out: dict[str, Any] = {"type": self.type, "message": self.message}
        if self.code is not None:
            out["code"] = self.code
        return out


def refused(exc: IllegalMove) -> ApiError:
    """The error value of a rule refusal: ``type`` the engine's class, ``code`` its code."""
    return ApiError(type(exc).__name__, str(exc), exc.code)


def choice(args: Mapping[str, Any], name: str, allowed: Sequence[Any], default: Any) -> Any:
    """``args[name]`` if it is one of ``allowed``; ``default`` when absent, or ``null`` where
    ``null`` is not itself allowed (Paohuzi's ``deals: null`` is a match without end).

    Raises:
        ApiError: ``BadArgument`` naming ``name`` for any other value (``true``/``false``
            never stand for 1/0).

    >>> choice({"deals": 10}, "deals", (1, 5, 10), 5), choice({}, "deals", (1, 5, 10), 5)
    (10, 5)
    """
    value = args.get(name, default)
    if value is None and None not in allowed:
        value = default
    ok = any(value == a and type(value) is type(a) for a in allowed)
    if not ok:
        shown = ", ".join("null" if a is None else json.dumps(a) for a in allowed)
        raise ApiError("BadArgument", f"{name} must be one of {shown}, not {value!r}")
    return value


def seed_arg(args: Mapping[str, Any]) -> int:
    """The ``seed`` argument: a whole number from 0 to 2^53 - 1, or a fresh random one when
    absent or ``null``.

    Raises:
        ApiError: ``BadArgument`` for anything else.
    """
    seed = args.get("seed")
    if seed is None:
        return random.SystemRandom().randrange(1, 2**31)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise ApiError("BadArgument", f"seed must be a whole number from 0 to 2^53-1, not {seed!r}")
    return seed


@dataclass(frozen=True)
class Option:
    """A setting the player chooses, as ``describe()`` lists it for the page.

    Attributes:
        name: the ``new_match`` argument (and settings key, and URL parameter).
        values: the allowed values, in the order to offer them.
        default: the value when the argument is absent.
        applies: :data:`NEXT_MATCH` or :data:`NOW`.
    """

    name: str
    values: tuple[Any, ...]
    default: Any
    applies: str

    def to_dict(self) -> dict[str, Any]:
        """``{"name", "values", "default", "applies"}``."""
        return {"name": self.name, "values": list(self.values), "default": self.default, "applies": self.applies}


class Adapter:
    """One game's match served to the page; a game subclasses it (see the module docstring).

    Class attributes a game sets: :attr:`GAME`, :attr:`ENGINE`, :attr:`HUMAN`,
    :attr:`FALLBACK_BOT`, :attr:`BOT_LIMITS`, and :attr:`VERBS` for verbs of its own.
    """

    GAME: ClassVar[str] = ""
    """The game's name in :data:`cardroom.web.api.GAMES` and in ``cardroom.bots``."""
    ENGINE: ClassVar[str] = ""
    """The engine's version, for ``describe()``."""
    HUMAN: ClassVar[int] = 0
    """The person's seat (Pao De Kuai) or player index (Paohuzi)."""
    PLAYERS: ClassVar[int] = 3
    """Seats in a deal."""
    FALLBACK_BOT: ClassVar[str | None] = None
    """The bot that plays a level no bot is registered for (logged once), if any."""
    BOT_LIMITS: ClassVar[Mapping[str, bots.Limit]] = {}
    """Think budget per bot name; others get :data:`BOT_LIMIT`."""
    BASE_VERBS: ClassVar[dict[str, str]] = {"view": "view", "bot_move": "bot_move", "next_deal": "next_deal",
                                            "set_option": "set_option", "set_level": "set_level"}
    VERBS: ClassVar[dict[str, str]] = BASE_VERBS
    """Verb -> method name: :attr:`BASE_VERBS` plus the game's own."""

    def __init__(self) -> None:
        self.match: Match = None  # type: ignore[assignment]  # set by new_match / load
        self.settings: dict[str, Any] = {}
        self._bot: tuple[str, bots.Bot | None] | None = None

    # ------------------------------------------------------------------ game hooks

    @classmethod
    def options(cls) -> list[Option]:
        """Game hook: the settings a player chooses (``seed`` aside)."""
        raise NotImplementedError

    @classmethod
    def describe_extra(cls) -> dict[str, Any]:
        """Game hook: more ``describe()`` fields (none by default)."""
        return {}

    def start(self, settings: dict[str, Any]) -> Any:
        """Game hook: a new match from checked ``settings`` (seed included)."""
        raise NotImplementedError

    def restore(self, match: Any, settings: dict[str, Any]) -> Any:
        """Game hook: the match of a saved record's ``"match"`` field, replayed by the engine.

        Raises:
            ValueError: (a ``RecordError`` among them) when it cannot be restored or does
                not agree with ``settings``.
        """
        raise NotImplementedError

    def match_json(self) -> str:
        """The match's engine record (JSON text)."""
        return self.match.to_json()

    @property
    def deal(self) -> Deal:
        """The deal in progress (or the last one, once over)."""
        return self.match.deal

    def deal_number(self) -> int:
        """1-based number of the current deal in the match."""
        return self.match.number

    def match_over(self) -> bool:
        """The match's last deal is over."""
        return self.match.is_over

    def advance(self) -> list[dict[str, Any]]:
        """Deal the next deal; the events that says (:meth:`first_events`)."""
        self.match.next_deal()
        return self.first_events()

    def first_events(self) -> list[dict[str, Any]]:
        """Game hook: the events of a new deal (``deal_start``), a new match's first included."""
        raise NotImplementedError

    def human_seat(self) -> int | None:
        """Game hook: the person's seat in the current deal (``None``: sitting it out)."""
        return self.HUMAN

    def seat_view(self) -> dict[str, Any]:
        """Game hook: the person's view of the position (JSON-ready)."""
        raise NotImplementedError

    def move_text(self, choice: Any) -> str:
        """Game hook: a bot's ``BotResult.play`` as the game's move string."""
        return str(choice)

    def apply_move(self, seat: int, move: str) -> list[dict[str, Any]]:
        """Game hook: make ``move`` for ``seat`` (which is to move); the events it caused.

        Raises:
            ApiError: a rule refusal (:func:`refused`) or ``BadArgument``; nothing changes.
        """
        raise NotImplementedError

    # ------------------------------------------------------------------ describing

    @classmethod
    def describe(cls) -> dict[str, Any]:
        """What ``hello`` reports for this game: ``{"engine", "record", "players", "bots",
        "options"}`` plus :meth:`describe_extra`."""
        return {"engine": cls.ENGINE, "record": SESSION_FORMAT, "players": cls.PLAYERS,
                "bots": bots.bot_names(cls.GAME), "options": [o.to_dict() for o in cls.options()],
                **cls.describe_extra()}

    # ------------------------------------------------------------------ starting

    def _settings(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Every option from ``args`` (defaults for those absent), then the seed."""
        out = {o.name: choice(args, o.name, o.values, o.default) for o in self.options()}
        out["seed"] = seed_arg(args)
        return out

    def _begin(self, match: Any, settings: dict[str, Any]) -> None:
        self.match = match
        self.settings = settings
        self._bot = None  # made on the first bot turn

    def new_match(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``new_match {<options>?, seed?}``: start a match (``BadArgument`` for a bad value)."""
        settings = self._settings(args)
        self._begin(self.start(settings), settings)
        return self.result(self.first_events())

    def load(self, record: dict[str, Any]) -> dict[str, Any]:
        """Verb ``load {record}``: resume a session record, replaying every move.

        Raises:
            ApiError: ``RecordError`` naming what is wrong; this adapter is unchanged.
        """
        if record.get("format") != SESSION_FORMAT:
            raise ApiError("RecordError", f"saved game has an unknown format: {record.get('format')!r}")
        saved = record.get("settings")
        if not isinstance(saved, dict):
            raise ApiError("RecordError", "saved game has no settings")
        if "seed" not in saved:
            raise ApiError("RecordError", "saved game has bad settings: no seed")
        try:
            settings = self._settings(saved)
        except ApiError as exc:
            raise ApiError("RecordError", f"saved game has bad settings: {exc.message}") from None
        try:
            match = self.restore(record.get("match"), settings)
        except ApiError:
            raise
        except ValueError as exc:
            raise ApiError("RecordError", f"saved match cannot be restored: {exc}") from None
        self._begin(match, settings)
        return self.result([])

    # ------------------------------------------------------------------ state out

    def record(self) -> dict[str, Any]:
        """The autosave record of the match as it stands."""
        return {"format": SESSION_FORMAT, "game": self.GAME, "settings": dict(self.settings),
                "match": json.loads(self.match_json())}

    def result(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        """``{"view", "events", "record"}``: what every game verb returns."""
        return {"view": self.seat_view(), "events": events, "record": self.record()}

    def require_turn(self, human: bool) -> int:
        """The seat to move, checked to be the person's (``human``) or a bot's.

        Raises:
            ApiError: ``DealOver`` or ``NotYourTurn``.
        """
        deal = self.deal
        seat = deal.to_move
        if seat is None:
            raise ApiError("DealOver", "the deal is over")
        if (seat == self.human_seat()) != human:
            raise ApiError("NotYourTurn", f"seat {seat} is to move")
        return seat

    # ------------------------------------------------------------------ bots

    def bot_limit(self, name: str) -> bots.Limit:
        """The think budget of the bot ``name``: :attr:`BOT_LIMITS`, else :data:`BOT_LIMIT`."""
        return self.BOT_LIMITS.get(name, BOT_LIMIT)

    def make_seat_bot(self, level: str) -> tuple[str, bots.Bot | None]:
        """The bot for ``level``: ``make_bot(GAME, level)``, else :attr:`FALLBACK_BOT` (the
        first time logged), else none (the first legal move is played, logged too).

        Returns:
            ``(name of who will choose, bot or None)``.
        """
        for name in (level, self.FALLBACK_BOT):
            if name is None:
                continue
            try:
                bot = bots.make_bot(self.GAME, name)
            except ValueError:
                continue
            if name != level:
                self._warn_once(level, f"no {self.GAME} bot named {level!r} yet; computer players use {name!r}")
            return name, bot
        self._warn_once(level, f"no {self.GAME} bot named {level!r} yet; computer players play their first "
                               "legal move")
        return FIRST_LEGAL, None

    def _warn_once(self, level: str, message: str) -> None:
        key = (self.GAME, level)
        if key not in _warned:
            _warned.add(key)
            log.warning("%s", message)

    def bot_rng(self, seat: int) -> random.Random:
        """The rng of ``seat``'s decision now: from the match seed, the deal number, the seat
        and the moves made so far in the deal (so the same position always gets the same draw)."""
        return random.Random(f"{self.settings['seed']}:{self.deal_number()}:{seat}:{self.deal.ply}")

    def refusal(self, move: str) -> str | None:
        """Why the engine would refuse ``move`` now (tried on a copy), ``None`` if it is legal."""
        trial = self.deal.copy()
        try:
            trial.apply(move)
        except IllegalMove as exc:
            return exc.code
        except ValueError as exc:
            return f"malformed ({exc})"
        return None

    def bot_choice(self, seat: int) -> tuple[str, str]:
        """The move the computer player of ``seat`` makes now, and who chose it.

        A bot that raises, or whose move the engine refuses, is logged and replaced by the
        first legal move (named :data:`FIRST_LEGAL`).
        """
        if self._bot is None:
            self._bot = self.make_seat_bot(self.settings["level"])
        name, bot = self._bot
        deal = self.deal
        if bot is not None:
            try:
                choice = bot.choose(deal.view(seat), self.bot_rng(seat), self.bot_limit(name)).play
                move = self.move_text(choice)
            except Exception as exc:  # noqa: BLE001 (a bot bug must not stall the table)
                log.warning("bot %s failed for seat %d (%s: %s); playing the first legal move", name, seat,
                            type(exc).__name__, exc)
            else:
                code = self.refusal(move)
                if code is None:
                    return move, name
                log.warning("bot %s chose an illegal move %r for seat %d (%s); playing the first legal move",
                            name, move, seat, code)
        return deal.legal_moves()[0], FIRST_LEGAL

    def bot_turn(self, seat: int) -> list[dict[str, Any]]:
        """Play the computer player of ``seat`` once; its move's first event names the bot."""
        move, name = self.bot_choice(seat)
        events = self.apply_move(seat, move)
        if events and events[0].get("seat") == seat:
            events[0]["bot"] = name
        return events

    # ------------------------------------------------------------------ verbs

    def view(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``view {}``: the position, nothing changed (events empty)."""
        return self.result([])

    def bot_move(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``bot_move {}``: the computer player to move makes one move.

        Raises:
            ApiError: ``DealOver``, or ``NotYourTurn`` when the person is to move.
        """
        return self.result(self.bot_turn(self.require_turn(human=False)))

    def set_option(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``set_option {name, value}``: change an option that applies now (``"applies":
        "now"``), mid-deal included; it is saved in the record.

        Raises:
            ApiError: ``BadArgument`` for an unknown option, one that applies from the next
                match, or a value it does not take.
        """
        name = args.get("name")
        option = next((o for o in self.options() if o.name == name), None)
        if option is None:
            raise ApiError("BadArgument", f"name must be an option of {self.GAME}, not {name!r}")
        if option.applies != NOW:
            raise ApiError("BadArgument", f"{option.name} applies from the next match: start one with it")
        value = choice({option.name: args.get("value")}, option.name, option.values, None)
        self.settings = {**self.settings, option.name: value}
        if option.name == "level":
            self._bot = None  # the next bot move is made at the new level
        return self.result([])

    def set_level(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``set_level {level}``: ``set_option {name: "level", value: level}``."""
        return self.set_option({"name": "level", "value": args.get("level")})

    def next_deal(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``next_deal {}``: deal the match's next deal once the current one is over.

        Raises:
            ApiError: ``DealNotOver`` or ``MatchOver``.
        """
        if not self.deal.is_over:
            raise ApiError("DealNotOver", "the current deal is not over")
        if self.match_over():
            raise ApiError("MatchOver", "the match is over: start a new one")
        return self.result(self.advance())


_warned: set[tuple[str, str]] = set()
"""(game, level) pairs already warned about (each is logged once per session)."""
