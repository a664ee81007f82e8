"""Paohuzi's adapter for the web bridge (:mod:`cardroom.web.api`, ``GAMES["paohuzi"]``).

The person is player 0; the other players are computer players that act inside the
worker. With four players (§3) the player opposite the dealer sits each deal out: when
that is the person, the computer players play the whole deal through ``bot_move`` and the
person watches (the view of seat ``None``: public information only). The shared verbs, the
argument checks, the session record, the bots' rng and their fallback are
:class:`cardroom.web.adapter.Adapter`'s; every rule is the engine's (:class:`paohuzi.Deal`,
:class:`paohuzi.Match`, :class:`paohuzi.SeatView`).

Verbs (``args`` → ``result``); every game verb returns ``{"view", "events", "record"}``:

``new_match {seed?, deals?, level?, min_huxi?, fan_table?, players?, next_can_chi_drawn?, hu_mandatory?}``
    Start a match. ``deals`` 4, 8 (default), 16, or ``null`` for a match without end;
    ``level`` the computer players' (``easy``, ``normal`` (default), ``hard``); the rule
    options of spec §19 a player chooses: ``min_huxi`` 15 (default), 10 or 21,
    ``fan_table`` ``"seed"`` (default) or ``"wiki"``, ``players`` 3 (default) or 4,
    ``next_can_chi_drawn`` and ``hu_mandatory`` ``false`` (default) or ``true``; every other
    option keeps the engine's default. ``seed`` as for every game.
``load {record}``
    Resume a saved match, replaying every action with full checks (``RecordError``).
``view {}``
    The position, nothing changed.
``act {action, frames?}``
    The person's decision: one of ``view.actions`` (the engine's action strings, e.g.
    ``"discard x5"``, ``"chi x5 x6 x7"``, ``"peng"``, ``"hu"``, ``"pass"``; read leniently by
    the engine). ``NotYourTurn`` when the person is not the one asked; a refusal is an
    ``IllegalAction`` error with its ``code`` (``not_available``); nothing changes then.
``bot_move {frames?}``
    The computer player asked now decides, and the next ones too while what they do stays
    hidden from the person (a pass on a claim is private, §18: a ``bot_move`` that ended on
    one would tell the person a claim was possible); it returns once something visible
    happened, the person is asked, or the deal is over. Each level plays the bot of its name
    (``make_bot("paohuzi", level)``: ``easy``, ``normal``, and ``hard`` once the bots package
    has it); a level without a bot yet plays ``normal`` (said once in the log, never on the
    page), and a bot that fails plays the first legal action (logged).
``frames`` (``act`` and ``bot_move``)
    With ``"frames": true`` the result also holds ``"frames"``: the table at each visible
    step of the reply before its last, in order, ``[{"view", "events"}, ...]``, so the page
    can show each step for a moment (a draw with its card on offer, a discard, a claim, a
    forced 提 / 偎 / 臭偎 / 跑, 相公). A frame's ``view`` is the person's view just after
    its ``events`` (the engine's position at that entry, nobody asked: ``to_act`` false,
    ``actions`` empty), and the frames' events followed by the rest are exactly the
    result's ``events``; the result's own ``view`` is the last step. A step is made of one
    entry the person sees, with the person's own pass before it (a pass, a 胡 and a 流局 are
    no step of their own). ``[]`` when the reply has one step; without the flag (or
    ``false``) no frames are made (``frames`` is then ``[]``).
``hint {}``
    The Hint for the person's decision (issue 13): ``result["hint"] = {"action": the exact
    action string Normal would choose, "reason": {"code", ...}}`` (the codes and their
    parameters: :mod:`paohuzi.bots.hint`). ``NotYourTurn`` when the person is not asked.
``set_option {name, value}`` / ``set_level {level}``
    The level, at once; the other options apply from the next match.
``next_deal {}``
    Deal the next deal once the current one is over (``DealNotOver``, ``MatchOver``).

The view is the person's seat view (``SeatView.to_dict()``, spec §25; the watcher's view
when the person sits the deal out) plus

* ``you``: the person's seat in the deal (0), or ``null`` while watching;
* ``match``: ``number`` (1-based deal), ``deals`` (length or ``null``), ``totals`` (per
  player), ``deal_points`` (per finished deal, per player), ``dealer`` (the dealer's player
  index), ``streak`` (hands he has dealt in a row), ``players``, ``seats`` (the player at
  each deal seat), ``watcher`` (the player sitting out, or ``null``), ``over``, ``winners``;
* ``settings``;
* ``table``: every fact the table draws (:func:`paohuzi.tableview.table_facts`: the players'
  panels with their sets card by card and visible 胡息 (another seat's face-down 偎 counts 3,
  the least it is worth), whose turn it is, the decision asked, the offered card with its
  source and seat, the stock, the hand's automatic columns with each complete column's 胡息,
  the 坎 cards, the 吃 choices grouped for the picker, the 听 cards with their unseen copies,
  the discards that leave the hand ready, the 臭 cards, the card tracker, the deal's log),
  and once the deal is over ``table["result"]`` (:func:`paohuzi.tableview.result_facts`:
  the winner's groups with their 胡息, the winning card, 胡息 → 底数 → each 番 → points, 流局,
  相公) and ``table["reveal"]`` (every hand, every set, the stock left); both ``None``
  while the deal runs;
* ``match["summaries"]``: each finished deal's dealer, his streak, the winner and the points
  (:attr:`paohuzi.Match.summaries`).

The person's own arrangement of the hand in columns is the page's (its storage), not the
record's: the page starts a deal from ``table["columns"]`` and keeps the person's moves.

Seats in the view and in the deal's events are deal seats (0, 1, 2); the match's fields
are per player, and every event names its ``"player"`` too. Events, in order: each entry the person may see of the deal's history
(:func:`paohuzi.view.history_event`: ``draw``, ``discard``, ``peng``, ``chi``, the forced
``ti`` / ``wei`` / ``chou_wei`` / ``pao`` with ``"forced": true``, ``hu``, ``pass`` (the
person's own), ``xianggong``, ``liuju``; the first event of a computer player's own action
names ``"bot"``), then ``{"type": "deal_over", "winner", "points"}`` (deal seats; ``winner``
``null`` for 流局), ``{"type": "match_over", "winners"}`` (players) and
``{"type": "deal_start", "number", "dealer", "you"}`` (followed by the new deal's opening).

The record (autosave) is ``{"format": "cardroom.web.session/1", "game": "paohuzi",
"settings": {...}, "match": <the engine's paohuzi.match/1 record>}``.

``hello`` describes every game, so this module imports only the rules and the version at
first; the rest of the engine is imported when a match starts or loads (start-up of a page
that lists Paohuzi without opening it stays as it was).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from cardroom.web.adapter import NEXT_MATCH, NOW, Adapter as BaseAdapter
from cardroom.web.adapter import ApiError, Option, refused

from .rules import FAN_TABLES, MIN_HUXI_CHOICES, PLAYER_COUNTS, Rules
from .version import __version__

if TYPE_CHECKING:
    from .match import Match

MATCH_LENGTHS = (4, 8, 16, None)
"""The match lengths the table offers (``None``: no end)."""
LEVELS = ("easy", "normal", "hard")
"""The computer players' levels the table offers (each plays ``make_bot("paohuzi", level)``;
a level the bots package has no bot for yet plays :attr:`Adapter.FALLBACK_BOT`)."""
RULE_OPTIONS = ("min_huxi", "fan_table", "players", "next_can_chi_drawn", "hu_mandatory")
"""The §19 options a player chooses (the others keep their defaults)."""


class Adapter(BaseAdapter):
    """One Paohuzi match served to the page (see the module docstring)."""

    GAME = "paohuzi"
    ENGINE = __version__
    HUMAN = 0
    FALLBACK_BOT = "normal"
    VERBS = {**BaseAdapter.BASE_VERBS, "act": "act", "hint": "hint"}

    match: Match
    _frames: list[tuple[dict[str, Any], int]]
    """The frames of the verb being served: (view, visible history length after it)."""
    _watching: bool = False

    def bot_limit(self, name: str) -> Any:
        """The level's budget (``paohuzi.bots.LEVELS``: Hard's 500 ms cap), else the base's."""
        from .bots import LEVELS as budgets
        return budgets.get(name) or super().bot_limit(name)

    @classmethod
    def options(cls) -> list[Option]:
        """``deals``, ``level`` (at once) and the §19 rule options of :data:`RULE_OPTIONS`."""
        d = Rules()
        return [Option("deals", MATCH_LENGTHS, 8, NEXT_MATCH),
                Option("level", LEVELS, "normal", NOW),
                Option("min_huxi", MIN_HUXI_CHOICES, d.min_huxi, NEXT_MATCH),
                Option("fan_table", FAN_TABLES, d.fan_table, NEXT_MATCH),
                Option("players", PLAYER_COUNTS, d.players, NEXT_MATCH),
                Option("next_can_chi_drawn", (False, True), d.next_can_chi_drawn, NEXT_MATCH),
                Option("hu_mandatory", (False, True), d.hu_mandatory, NEXT_MATCH)]

    @staticmethod
    def rules_of(settings: Mapping[str, Any]) -> Rules:
        """The engine's rules for checked settings."""
        return Rules(**{name: settings[name] for name in RULE_OPTIONS})

    # ------------------------------------------------------------------ the base's hooks

    def start(self, settings: dict[str, Any]) -> Match:
        """``Match.new(rules, seed, players, deals)`` with the chosen §19 options."""
        from .match import Match
        rules = self.rules_of(settings)
        return Match.new(rules, settings["seed"], rules.players, settings["deals"])

    def restore(self, match: Any, settings: dict[str, Any]) -> Match:
        """``Match.from_json`` of the saved match, which must have the settings' rules,
        seed and length (``RecordError`` otherwise)."""
        from .match import Match
        restored = Match.from_json(match if isinstance(match, dict) else "null")
        if (restored.rules, restored.seed, restored.deals) != (self.rules_of(settings), settings["seed"],
                                                               settings["deals"]):
            raise ApiError("RecordError", "saved game's settings do not match its match")
        return restored

    def human_seat(self) -> int | None:
        """Player 0's seat in the current deal, ``None`` while he sits it out (four players)."""
        seats = self.match.seats
        return seats.index(self.HUMAN) if self.HUMAN in seats else None

    def bot_limit(self, name: str) -> Any:
        """The level's budget of :data:`paohuzi.bots.LEVELS` (the base's cap for others)."""
        from .bots import LEVELS as BUDGETS
        return BUDGETS[name] if name in BUDGETS else super().bot_limit(name)

    def _event(self, entry: str) -> dict[str, Any]:
        """One history entry as an event naming its player too."""
        from .view import history_event
        e = history_event(entry)
        if "seat" in e:
            e["player"] = self.match.seats[e["seat"]]
        return e

    def first_events(self) -> list[dict[str, Any]]:
        """``deal_start``, then what the person saw of the opening (e.g. a forced 提)."""
        return [self._deal_start()] + [self._event(e) for e in self._visible()]

    def _deal_start(self) -> dict[str, Any]:
        return {"type": "deal_start", "number": self.match.number, "dealer": self.match.dealer,
                "you": self.human_seat()}

    def _visible(self) -> list[str]:
        """The deal's history as the person may know it (their seat's, or a watcher's)."""
        return list(self.deal.view(self.human_seat()).history)

    def seat_view(self) -> dict[str, Any]:
        """The person's view (see the module docstring)."""
        from .tableview import result_facts, reveal, table_facts
        m = self.match
        seat_view = m.deal.view(self.human_seat())
        view: dict[str, Any] = seat_view.to_dict()
        view["you"] = self.human_seat()
        totals = list(m.totals)
        view["match"] = {"number": m.number, "deals": m.deals, "totals": totals,
                         "deal_points": m.deal_points, "dealer": m.dealer, "streak": m.streak,
                         "players": m.players, "seats": list(m.seats), "watcher": m.watcher,
                         "over": m.is_over, "winners": m.winners, "summaries": m.summaries}
        view["settings"] = dict(self.settings)
        table = table_facts(seat_view, m.seats, m.players)
        table["result"] = result_facts(m.deal, m.seats, m.players, totals)
        table["reveal"] = reveal(m.deal, m.seats, m.players)
        view["table"] = table
        return view

    def apply_move(self, seat: int, move: str) -> list[dict[str, Any]]:
        """Apply ``move`` for ``seat`` (the one asked) and describe what the person saw.

        Raises:
            ApiError: ``IllegalAction`` with its code; nothing changes.
        """
        from .deal import IllegalAction
        deal = self.deal
        before = self._visible()
        if self._watching:
            deal.watch = self._frame_watch(len(before))
        try:
            deal.act(seat, move)
        except IllegalAction as exc:
            raise refused(exc) from None
        finally:
            deal.watch = None
        after = self._visible()
        assert after[:len(before)] == before, "a seat's history only grows"
        events = [self._event(e) for e in after[len(before):]]
        result = deal.result
        if result is not None:
            events.append({"type": "deal_over", "winner": result.winner, "points": list(result.points)})
            if self.match.is_over:
                events.append({"type": "match_over", "winners": self.match.winners})
        return events

    # ------------------------------------------------------------------ frames

    def _frame_watch(self, told: int) -> Callable[[], None]:
        """The deal's watcher while a verb makes frames: after each history entry, a frame
        when the person sees something new that is a step of its own (see ``frames`` in
        the module docstring); ``told`` is the visible history's length before the move."""
        from .view import filter_history
        deal = self.deal
        seat = self.human_seat()

        def watch() -> None:
            nonlocal told
            seen = filter_history(deal.history, seat)
            fresh = seen[told:]
            if not fresh or all(e == "liuju" or e.split()[1] in ("pass", "hu") for e in fresh):
                return
            told = len(seen)
            self._frames.append((self.seat_view(), told))

        return watch

    def _served(self, args: Mapping[str, Any], verb: Callable[[], list[dict[str, Any]]]) -> dict[str, Any]:
        """Run a move verb (``verb`` returns its events) making frames when ``args`` asks
        (``frames``: true), and return its result with ``"frames"``."""
        frames = args.get("frames", False)
        if not isinstance(frames, bool):
            raise ApiError("BadArgument", "frames must be true or false")
        self._frames = []
        self._watching = frames
        base = len(self._visible())
        try:
            events = verb()
        finally:
            self._watching = False
            made, self._frames = self._frames, []
        out = self.result(events)
        steps = []
        start = 0
        for view, told in made:
            end = told - base
            if end >= len(events):
                break  # the reply's own view is the last step
            view["to_act"], view["actions"] = False, []
            steps.append({"view": view, "events": events[start:end]})
            start = end
        out["frames"] = steps
        return out

    # ------------------------------------------------------------------ verbs

    def act(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``act {action}`` (see the module docstring)."""
        action = args.get("action")
        if not isinstance(action, str):
            raise ApiError("BadArgument", "action must be one of the view's actions, as a string")
        seat = self.require_turn(human=True)
        return self._served(args, lambda: self.apply_move(seat, action))

    def hint(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``hint {}`` (see the module docstring).

        Raises:
            ApiError: ``DealOver``, or ``NotYourTurn`` when the person is not asked.
        """
        from .bots import hint
        seat = self.require_turn(human=True)
        result = self.result([])
        result["hint"] = hint(self.deal.view(seat))
        return result

    def bot_move(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``bot_move {}``: computer players decide until something visible happens
        (see the module docstring).

        Raises:
            ApiError: ``DealOver``, or ``NotYourTurn`` when the person is asked.
        """
        first = self.require_turn(human=False)

        def turns() -> list[dict[str, Any]]:
            seat = first
            events: list[dict[str, Any]] = []
            while True:
                events += self.bot_turn(seat)
                nxt = self.deal.to_move
                if events or nxt is None or nxt == self.human_seat():
                    return events
                seat = nxt

        return self._served(args, turns)
