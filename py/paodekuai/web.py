"""Pao De Kuai's adapter for the web bridge (:mod:`cardroom.web.api`, ``GAMES["paodekuai"]``).

The person always sits at seat 0; seats 1 (Anna) and 2 (Ben) are computer players that
move inside the worker, one turn per ``bot_move`` request so the page can pace them. The
shared verbs, the argument checks, the session record, the bots' rng and their fallback
are :class:`cardroom.web.adapter.Adapter`'s; this module adds Pao De Kuai's verbs and
view, and re-derives no rule: every fact comes from the engine (:class:`paodekuai.Deal`,
:class:`paodekuai.SeatView`, :mod:`paodekuai.scoring`) and the presets, match lengths and
levels from the engine and the bots packages.

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
``play {cards, coach?, simulations?}``
    Seat 0's move: card codes (``"5S 5H"``) or ``"pass"``. A refusal is an
    ``IllegalPlay`` error whose ``code`` is the §12 reason; nothing changes then. With
    ``coach: true`` the move is kept for the ``coach`` verb to judge (the coach setting);
    a move that ends the deal is judged at once (``simulations`` as the ``coach`` verb's),
    so the reply's record holds its judgement (no computer move follows to save it: a
    reload right after would lose it), and the ``coach`` verb answers with it.
``coach {simulations?}``
    The coach (issue 17): how Hard judges seat 0's last move, made with ``coach: true``,
    against its own choice, in points per deal (:func:`paodekuai.bots.coach.judge`, with
    Hard's level budget :data:`COACH_LIMIT`, or ``simulations`` (1 … 10000) without a
    clock, which reproduces on any machine: tests, and an rng of its own, so no bot's
    move changes): ``{"judgement", "summary"}``. ``judgement`` is ``null`` when no move waits
    (judged already, or made without ``coach``), else judge's answer plus ``"played"``
    (the move as sent), ``"played_shown"`` and ``"best_shown"`` (the move and Hard's choice
    in display order, ``"pass"`` for a pass) and ``"ply"`` (the move's index in the deal's history); ``summary`` is
    :func:`~paodekuai.bots.coach.deal_summary` of the current deal's judgements. A move
    is judged once; no view or record is returned. The page asks it right after showing
    the move, before the next computer move. ``"last"`` is the deal's last judgement (the
    same keys as ``judgement``, kept by the record, so a reload shows its line again)
    while seat 0 has not moved since the move it judged, else ``null``.
``bot_move {}``
    The computer player to move makes exactly one move.
``hint {}``
    Good plays for seat 0, best first, as the computer players' Normal policy ranks them:
    ``{"cards", "plays", "shown"}`` under ``result["hint"]``, ``plays`` a list of up to
    :data:`HINT_PLAYS` distinct card strings (all legal, obeying must-beat and the last-card
    rule), ``shown`` the same plays in display order (main part, then kickers) and
    ``cards`` the first play; ``cards`` is ``"pass"`` and both lists empty when passing is
    the only legal move. No move is made.
``check {cards}``
    Would seat 0's move be legal? ``{"code", "kind"}``: ``code`` ``null`` or the §12 reason
    the engine would give, ``kind`` the play's kind when legal (``null`` for a pass or a
    refusal). Nothing changes; no view or record is returned (it is asked at every change
    of the selection).
``set_option {name, value}`` / ``set_level {level}``
    Change the computer players' level at once, mid-deal included (their next move uses
    it); ``preset`` and ``deals`` apply from the next match (``describe()["options"]``).
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
* ``must_hold_3S``: seat 0 is to move and its play must include 3♠ (§2, §14);
* ``next_on_last_card``: seat 0's next player (seat 1) holds one card while the deal runs,
  so seat 0's singles must be its highest (§7);
* ``round_starts``: the index in ``history`` where each round of the deal began (§6);
* ``bomb_points``: the net bomb points each seat has scored so far in this deal (§8, by the
  rules' ``bomb_bonus``: at once, or once the bomb ends its round unbeaten or goes out);
* ``bomb_gain``: what a scoring bomb brings its player (§8: 10 from each other seat, so 20);
* ``previous``: the match's previous deal, once one is finished (``null`` in the first
  deal): ``{"number", "history", "round_starts", "winner"}``, its moves in the shape of
  ``history`` (public plays only, ``{"cards", "shown"}``: no hand);
* ``hand_groups``: seat 0's hand arranged by combination (bombs, threes, pairs, then the
  singles; see :func:`hand_groups`), for the page's "by combination" sort;
* ``settings``.

Every play object (in ``table``, ``history``, ``legal_plays`` and ``play`` events) also has
``"shown"``: its cards in display order, the main part first, then its kickers (``"7H 7C
7D 3H 4D"``); the same as ``"cards"`` for plays without kickers.

Events say what the request changed, in order: ``{"type": "play", "seat", "cards", "kind",
"shown"}``, ``{"type": "pass", "seat"}`` (both with ``"bot"`` for seats 1 and 2: the bot
that chose the move, or ``"first_legal"``), ``{"type": "bomb_pending", "seat", "gain"}``
(right after the ``play`` of a bomb whose points score only if it ends its round unbeaten,
§8 ``"unbeaten"``), ``{"type": "round_over", "leader"}``, ``{"type": "bomb", "seat",
"points"}`` (a bomb of ``seat`` scored: ``points`` the change of each seat's bomb points,
e.g. ``[-10, 20, -10]``; right after the move that made it score), ``{"type": "deal_over",
"winner", "points"}``, ``{"type": "match_over", "winners"}``, ``{"type": "deal_start",
"number", "leader"}``.

The record (autosave) is ``{"format": "cardroom.web.session/1", "game": "paodekuai",
"settings": {"preset", "deals", "level", "seed"}, "match": <the engine's match record>}``
plus, once the coach judged a play of the current deal, ``"coach": {"deal": <its number>,
"judged": [{"ply", "loss", "forced"}, ...], "last": {<the last judgement, the keys of
LAST_KEYS>}}`` (what its summary counts, and the line of the last), so the deal's summary
and the last play's line survive a reload; ``load`` takes it back when it is of the match's current deal
and well formed, and ignores it otherwise (a save without it loads as before).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cardroom.bots import Limit
from cardroom.web.adapter import NEXT_MATCH, NOW, Adapter as BaseAdapter
from cardroom.web.adapter import ApiError, Option, refused

from . import __version__
from .bots import LEVELS as BOT_BUDGETS
from .bots import hint_plays
from .bots.coach import legal_play, deal_summary, judge
from .cards import Card
from .deal import IllegalPlay
from .match import MATCH_LENGTHS, Match
from .plays import Play
from .rules import PRESETS, Rules
from .scoring import BOMB_GAIN

PRESET_NAMES = tuple(PRESETS)
"""The rule presets (the engine's, ``standard`` first)."""
LEVELS = tuple(BOT_BUDGETS)
"""The computer players' levels (the bots package's, ``easy`` … ``hard``)."""
HINT_PLAYS = 3
"""How many plays the Hint offers at most (pressing it again cycles through them)."""
COACH_LIMIT = BOT_BUDGETS["hard"]
"""The coach's budget for one judgement: the Hard level's (issue 17: the same budget)."""

JUDGED_KEYS = ("ply", "loss", "forced")
"""What the record keeps of each coach judgement (all :func:`deal_summary` reads)."""
LAST_KEYS = ("ply", "played", "played_shown", "best", "best_shown", "played_value", "best_value", "loss", "forced")
"""What the record keeps of the deal's last judgement: what the page's coach line says."""


def saved_last(saved: Any, judged: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The last judgement of a record's ``"coach"`` entry whose judgements read as ``judged``
    (:func:`saved_judgements`): its ``"last"`` when it is well formed (the keys of
    :data:`LAST_KEYS`, the strings card codes or ``"pass"`` of at most 80 characters, the
    values finite numbers) and of the ply of ``judged``'s last entry; else ``None``."""
    last = saved.get("last") if isinstance(saved, dict) and judged else None
    if not isinstance(last, dict) or last.get("ply") != judged[-1]["ply"] or isinstance(last.get("ply"), bool):
        return None
    out: dict[str, Any] = {"ply": last["ply"], "forced": judged[-1]["forced"], "loss": judged[-1]["loss"]}
    if last.get("forced") is not out["forced"] or last.get("loss") != out["loss"]:
        return None
    for key in ("played", "played_shown", "best", "best_shown"):
        v = last.get(key)
        if not isinstance(v, str) or not 0 < len(v) <= 80 or not v.replace(" ", "").isalnum():
            return None
        out[key] = v
    for key in ("played_value", "best_value"):
        v = last.get(key)
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not -1e6 < v < 1e6:
            return None
        out[key] = float(v)
    return out


def saved_judgements(saved: Any, deal: int) -> list[dict[str, Any]]:
    """The judgements of a record's ``"coach"`` entry if it is of deal ``deal`` and well
    formed (``ply`` a whole number from 0, ``loss`` a number from 0, ``forced`` true or
    false, at most one per ply); else ``[]``, whatever ``saved`` is."""
    if not isinstance(saved, dict) or saved.get("deal") != deal or isinstance(saved.get("deal"), bool):
        return []
    judged = saved.get("judged")
    if not isinstance(judged, list):
        return []
    out: list[dict[str, Any]] = []
    plies: set[int] = set()
    for j in judged:
        if not isinstance(j, dict):
            return []
        ply, loss, forced = j.get("ply"), j.get("loss"), j.get("forced")
        if (isinstance(ply, bool) or not isinstance(ply, int) or ply < 0 or ply in plies
                or isinstance(loss, bool) or not isinstance(loss, (int, float)) or not 0 <= loss < 1e6
                or not isinstance(forced, bool)):
            return []
        plies.add(ply)
        out.append({"ply": ply, "loss": float(loss), "forced": forced})
    return out


def play_dict(play: Play, data: dict[str, Any]) -> dict[str, Any]:
    """A view's play object ``data`` (of ``play``) with its ``"shown"`` order added."""
    return {**data, "shown": shown(play)}


def shown(play: Play) -> str:
    """``play``'s cards in display order (the main part, then the kickers), as card codes."""
    return " ".join(str(c) for c in play.shown)


def hand_groups(hand: Sequence[Card]) -> list[list[str]]:
    """The hand arranged by combination, for the page's "by combination" sort: the cards of
    a rank together, four of a rank (a bomb, spec §3) first, then threes, then pairs, each
    size by rank from low to high, then every single card as one last group; within a
    group the hand's own order. ``[["4S", "4H", "4D", "4C"], ["7H", "7C", "7D"], ["3S", "9C"]]``;
    ``[]`` for an empty hand."""
    by_rank: dict[int, list[Card]] = {}
    for card in hand:
        by_rank.setdefault(card.rank, []).append(card)
    sets = sorted((cards for cards in by_rank.values() if len(cards) > 1), key=lambda cs: (-len(cs), cs[0].rank))
    groups = [[str(c) for c in cards] for cards in sets]
    singles = [str(cards[0]) for cards in by_rank.values() if len(cards) == 1]
    return groups + ([singles] if singles else [])


def _history(moves: list[tuple[int, Play | None]]) -> list[list[Any]]:
    """Moves as the deal log shows a previous deal: ``[seat, {"cards", "shown"}]``, ``[seat, None]``."""
    return [[seat, None if p is None else {"cards": str(p), "shown": shown(p)}] for seat, p in moves]


class Adapter(BaseAdapter):
    """One Pao De Kuai match served to the page (see the module docstring)."""

    GAME = "paodekuai"
    ENGINE = __version__
    HUMAN = 0
    FALLBACK_BOT = "greedy"
    BOT_LIMITS = BOT_BUDGETS
    VERBS = {**BaseAdapter.BASE_VERBS, "play": "play", "hint": "hint", "check": "check", "coach": "coach"}

    match: Match

    def __init__(self) -> None:
        super().__init__()
        self._to_judge: tuple[tuple[int, int], int, Any, str] | None = None  # (deal key, ply, view, move)
        self._judged: tuple[tuple[int, int], list[dict[str, Any]]] = ((-1, -1), [])
        self._ready: tuple[tuple[int, int], Any] | None = None  # (deal key, judgement) of a deal-ending move

    @classmethod
    def options(cls) -> list[Option]:
        """``preset`` and ``deals`` (from the next match), ``level`` (at once)."""
        return [Option("preset", PRESET_NAMES, Rules().name, NEXT_MATCH),
                Option("deals", MATCH_LENGTHS, 5, NEXT_MATCH),
                Option("level", LEVELS, "normal", NOW)]

    @classmethod
    def describe_extra(cls) -> dict[str, Any]:
        """Protocol 1's ``presets``, ``deals`` and ``levels`` lists, kept beside ``options``."""
        return {"presets": list(PRESET_NAMES), "deals": list(MATCH_LENGTHS), "levels": list(LEVELS)}

    # ------------------------------------------------------------------ the base's hooks

    def start(self, settings: dict[str, Any]) -> Match:
        """``Match.new(Rules.preset(preset), deals, seed)``."""
        return Match.new(Rules.preset(settings["preset"]), settings["deals"], settings["seed"])

    def restore(self, match: Any, settings: dict[str, Any]) -> Match:
        """``Match.from_json`` of the saved match, which must have the settings' rules,
        length and seed (``RecordError`` otherwise)."""
        restored = Match.from_json(match if isinstance(match, dict) else "null")
        wanted = (settings["deals"], settings["seed"], Rules.preset(settings["preset"]))
        if (restored.deals, restored.seed, restored.rules) != wanted:
            raise ApiError("RecordError", "saved game's settings do not match its match")
        return restored

    def new_match(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``new_match`` (the base's); no judgement of an earlier match is kept."""
        self._to_judge = self._ready = None
        self._judged = ((-1, -1), [])
        return super().new_match(args)

    def load(self, record: dict[str, Any]) -> dict[str, Any]:
        """Verb ``load {record}`` (the base's), the coach's judgements of the current deal
        taken back from the record's ``"coach"`` (see the module docstring)."""
        out = super().load(record)
        self._to_judge = self._ready = None
        judged = saved_judgements(record.get("coach"), self.match.number)
        last = saved_last(record.get("coach"), judged)
        if last is not None:
            judged[-1] = {**judged[-1], **last}
        self._judged = (self._deal_key(), judged)
        return self.result([]) if judged else out

    def record(self) -> dict[str, Any]:
        """The base's record plus the coach's judgements of the current deal, if any."""
        out = super().record()
        key, judged = self._judged
        if judged and key == self._deal_key():
            out["coach"] = {"deal": key[1], "judged": [{k: j[k] for k in JUDGED_KEYS} for j in judged]}
            if all(k in judged[-1] for k in LAST_KEYS):
                out["coach"]["last"] = {k: judged[-1][k] for k in LAST_KEYS}
        return out

    def first_events(self) -> list[dict[str, Any]]:
        """``[{"type": "deal_start", "number", "leader"}]``."""
        return [self._deal_start()]

    def move_text(self, choice: Any) -> str:
        """A bot's play as card codes, ``"pass"`` for ``None``."""
        return "pass" if choice is None else str(choice)

    def _deal_start(self) -> dict[str, Any]:
        return {"type": "deal_start", "number": self.match.number, "leader": self.match.deal.turn}

    def seat_view(self) -> dict[str, Any]:
        """Seat 0's view (see the module docstring)."""
        m = self.match
        deal = m.deal
        sv = m.view(self.HUMAN)
        view: dict[str, Any] = sv.to_dict()
        if sv.table is not None:
            view["table"] = play_dict(sv.table, view["table"])
        view["history"] = [[s, None if p is None else play_dict(p, d)]
                           for (s, p), (_, d) in zip(sv.history, view["history"])]
        view["legal_plays"] = [play_dict(p, d) for p, d in zip(sv.legal_plays, view["legal_plays"])]
        view["hand_groups"] = hand_groups(sv.hand)
        view["passed"] = deal.passed
        view["match"] = {"number": m.number, "deals": m.deals, "totals": list(m.totals),
                         "over": m.is_over, "winners": list(m.winners),
                         "deal_points": [list(r.points) for r in m.results]}
        view["pass_reason"] = deal.check("pass") if sv.to_act else None
        view["must_hold_3S"] = sv.to_act and deal.must_hold_3S
        view["next_on_last_card"] = sv.next_on_last_card
        view["round_starts"] = deal.round_starts
        view["bomb_points"] = list(deal.bomb_points)
        view["bomb_gain"] = BOMB_GAIN
        prev = m.previous
        view["previous"] = None if prev is None else {
            "number": m.number - 1, "history": _history(prev.history), "round_starts": prev.round_starts,
            "winner": prev.winner}
        view["settings"] = dict(self.settings)
        return view

    def apply_move(self, seat: int, move: str) -> list[dict[str, Any]]:
        """Play ``move`` for ``seat`` (which is to move) and describe what happened.

        Raises:
            ApiError: ``IllegalPlay`` with the §12 code (nothing changes), or
                ``BadArgument`` for text that is not card codes.
        """
        m = self.match
        deal = m.deal
        bombs_before = deal.bomb_points
        try:
            play = deal.play(move)
        except IllegalPlay as exc:
            raise refused(exc) from None
        except ValueError as exc:
            raise ApiError("BadArgument", f"cards: {exc}") from None
        events: list[dict[str, Any]] = []
        if play is None:
            events.append({"type": "pass", "seat": seat})
            if deal.table is None and not deal.is_over:
                events.append({"type": "round_over", "leader": deal.turn})
        else:
            events.append({"type": "play", "seat": seat, "cards": str(play), "kind": play.kind,
                           "shown": shown(play)})
            if deal.bomb_pending:
                events.append({"type": "bomb_pending", "seat": seat, "gain": BOMB_GAIN})
        change = [after - before for after, before in zip(deal.bomb_points, bombs_before)]
        if any(change):
            events.append({"type": "bomb", "seat": change.index(max(change)), "points": change})
        if deal.is_over:
            result = deal.result
            assert result is not None
            events.append({"type": "deal_over", "winner": result.winner, "points": list(result.points)})
            if m.is_over:
                events.append({"type": "match_over", "winners": list(m.winners)})
        return events

    # ------------------------------------------------------------------ verbs

    def _cards(self, args: Mapping[str, Any]) -> str:
        cards = args.get("cards")
        if not isinstance(cards, str):
            raise ApiError("BadArgument", "cards must be a string of card codes or 'pass'")
        return cards

    def play(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``play {cards, coach?, simulations?}`` (see the module docstring)."""
        cards = self._cards(args)
        coach = args.get("coach", False)
        if not isinstance(coach, bool):
            raise ApiError("BadArgument", f"coach must be true or false, not {coach!r}")
        limit = self._coach_limit(args)
        seat = self.require_turn(human=True)
        before = self.match.view(seat) if coach else None
        ply = self.match.deal.ply
        events = self.apply_move(seat, cards)
        self._to_judge = None if before is None else (self._deal_key(), ply, before, cards)
        self._ready = None
        if self._to_judge is not None and self.match.deal.is_over:
            self._ready = (self._deal_key(), self._judge_waiting(limit))
        return self.result(events)

    def _deal_key(self) -> tuple[int, int]:
        return (self.settings["seed"], self.match.number)

    def _coach_limit(self, args: Mapping[str, Any]) -> Limit:
        """The judgement's budget: ``simulations`` without a clock, else :data:`COACH_LIMIT`."""
        sims = args.get("simulations")
        if sims is not None and (isinstance(sims, bool) or not isinstance(sims, int) or not 1 <= sims <= 10000):
            raise ApiError("BadArgument", f"simulations must be a whole number from 1 to 10000, not {sims!r}")
        return COACH_LIMIT if sims is None else Limit(simulations=sims)

    def _judge_waiting(self, limit: Limit) -> dict[str, Any] | None:
        """Judge the move waiting (if it is of the current deal) and add it to the deal's
        judgements; the judgement, or ``None`` when none waits."""
        key = self._deal_key()
        if self._judged[0] != key:
            self._judged = (key, [])
        waiting, self._to_judge = self._to_judge, None
        if waiting is None or waiting[0] != key:
            return None
        _, ply, before, cards = waiting
        rng = random.Random(f"{key[0]}:{key[1]}:coach:{ply}")
        judgement = judge(before, cards, rng, limit)
        best, mine = legal_play(before, judgement["best"]), self.match.deal.history[ply][1]
        judgement.update(played=cards, ply=ply, best_shown="pass" if best is None else shown(best),
                         played_shown="pass" if mine is None else shown(mine))
        self._judged[1].append(judgement)
        return judgement

    def coach(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``coach {simulations?}`` (see the module docstring)."""
        limit = self._coach_limit(args)
        ready, self._ready = self._ready, None
        key = self._deal_key()
        judgement = ready[1] if ready is not None and ready[0] == key else self._judge_waiting(limit)
        judged = self._judged[1] if self._judged[0] == key else []
        return {"judgement": judgement, "summary": deal_summary(judged), "last": self._last(judged)}

    def _last(self, judged: list[dict[str, Any]]) -> dict[str, Any] | None:
        """The last of the current deal's ``judged`` moves in full, while seat 0 has not
        moved since (its line still tells of the person's previous move); else ``None``."""
        if not judged or not all(k in judged[-1] for k in LAST_KEYS):
            return None
        last = judged[-1]
        later = self.match.deal.history[last["ply"] + 1:]
        if any(seat == self.HUMAN for seat, _ in later):
            return None
        return {k: last[k] for k in LAST_KEYS}

    def hint(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``hint {}`` (see the module docstring)."""
        self.require_turn(human=True)
        best = hint_plays(self.match.view(self.HUMAN), HINT_PLAYS)
        plays = [str(p) for p in best]
        result = self.result([])
        result["hint"] = {"cards": plays[0] if plays else "pass", "plays": plays,
                          "shown": [shown(p) for p in best]}
        return result

    def check(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Verb ``check {cards}`` (see the module docstring): the engine's verdict."""
        cards = self._cards(args)
        self.require_turn(human=True)
        try:
            code, kind = self.match.deal.verdict(cards)
        except ValueError as exc:
            raise ApiError("BadArgument", f"cards: {exc}") from None
        return {"code": code, "kind": kind}


__all__ = ["Adapter", "HINT_PLAYS", "LEVELS", "PRESET_NAMES", "hand_groups", "hint_plays"]
