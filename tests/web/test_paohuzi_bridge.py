"""The Paohuzi adapter (paohuzi/web.py) through the JSON door.

Expected values come from the engine's public interface (spec §23 – §25): a match started
with ``seed=N`` and options is ``Match.new(Rules(...), N, players, deals)``; the view is the
person's ``SeatView.to_dict()``; events are the entries the person may see of the deal's
history (§18), then the deal's and the match's end.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardroom import bots
from cardroom.bots import BotResult
from cardroom.web import adapter
from paohuzi import Match, Rules
from paohuzi.view import history_event

from .test_api import err, ok


def new(**args: Any) -> dict[str, Any]:
    return ok("new_match", {"game": "paohuzi", **args})


def person_action(view: dict[str, Any]) -> str:
    """The person's choice in these tests: 胡 when offered, else the first action listed."""
    return "hu" if "hu" in view["actions"] else view["actions"][0]


def step(result: dict[str, Any]) -> dict[str, Any]:
    """One request that moves the match on: the person's action, a bot move or the next deal."""
    view = result["view"]
    if view["is_over"]:
        return ok("next_deal")
    if view["to_act"]:
        return ok("act", {"action": person_action(view)})
    return ok("bot_move")


def engine_of(result: dict[str, Any]) -> Match:
    return Match.from_json(json.dumps(result["record"]["match"]))


def play_match(**args: Any) -> tuple[list[list[dict[str, Any]]], dict[str, Any]]:
    """Play a whole match; the events of each deal (``deal_start`` first) and the last result.
    Every deal's events are checked against the view's history at its end."""
    result = new(**args)
    deals = [list(result["events"])]
    while True:
        view = result["view"]
        if view["is_over"]:
            # what the events said of the deal is exactly the history the person may know
            said = [e for e in deals[-1] if e["type"] not in ("deal_start", "deal_over", "match_over")]
            seats = view["match"]["seats"]
            assert [{k: v for k, v in e.items() if k != "bot"} for e in said] == \
                [{**history_event(h), **({"player": seats[int(h.split()[0])]} if h[0].isdigit() else {})}
                 for h in view["history"]]
            if view["match"]["over"]:
                return deals, result
        result = step(result)
        if result["events"] and result["events"][0]["type"] == "deal_start":
            deals.append(list(result["events"]))
        else:
            deals[-1] += result["events"]


def test_hello_describes_the_options_a_player_chooses() -> None:
    game = ok("hello")["games"]["paohuzi"]
    assert game["record"] == "cardroom.web.session/1" and game["players"] == 3
    assert game["options"] == [
        {"name": "deals", "values": [4, 8, 16, None], "default": 8, "applies": "next_match"},
        {"name": "level", "values": ["easy", "normal", "hard"], "default": "normal", "applies": "now"},
        {"name": "min_huxi", "values": [15, 10, 21], "default": 15, "applies": "next_match"},
        {"name": "fan_table", "values": ["seed", "wiki"], "default": "seed", "applies": "next_match"},
        {"name": "players", "values": [3, 4], "default": 3, "applies": "next_match"},
        {"name": "next_can_chi_drawn", "values": [False, True], "default": False, "applies": "next_match"},
        {"name": "hu_mandatory", "values": [False, True], "default": False, "applies": "next_match"},
    ]


@pytest.mark.parametrize("args, rules, deals", [
    ({}, Rules(), 8),
    ({"min_huxi": 10, "fan_table": "wiki", "next_can_chi_drawn": True, "hu_mandatory": True, "deals": 16},
     Rules(min_huxi=10, fan_table="wiki", next_can_chi_drawn=True, hu_mandatory=True), 16),
    ({"players": 4, "deals": None}, Rules(players=4), None),
])
def test_new_match_deals_what_the_engine_deals(args: dict[str, Any], rules: Rules, deals: int | None) -> None:
    result = new(seed=31, **args)
    engine = Match.new(rules, 31, rules.players, deals)
    seat = engine.seats.index(0) if 0 in engine.seats else None
    view = result["view"]
    assert {k: v for k, v in view.items() if k not in ("you", "match", "settings", "table")} == \
        engine.deal.view(seat).to_dict()
    assert view["you"] == seat
    assert view["match"] == {"number": 1, "deals": deals, "totals": [0] * rules.players, "deal_points": [],
                             "dealer": engine.dealer, "streak": 1, "players": rules.players,
                             "seats": list(engine.seats), "watcher": engine.watcher, "over": False, "winners": [],
                             "summaries": []}
    assert view["settings"] == {"deals": deals, "level": "normal", "min_huxi": rules.min_huxi,
                                "fan_table": rules.fan_table, "players": rules.players,
                                "next_can_chi_drawn": rules.next_can_chi_drawn,
                                "hu_mandatory": rules.hu_mandatory, "seed": 31}
    assert result["events"][0] == {"type": "deal_start", "number": 1, "dealer": engine.dealer, "you": seat}
    assert result["record"]["match"] == json.loads(engine.to_json())


@pytest.mark.parametrize("players, seed", [(3, 7), (4, 5)])
def test_whole_matches_play_through_to_their_end(players: int, seed: int) -> None:
    deals, final = play_match(seed=seed, deals=4, players=players, level="easy")
    assert [d[0]["type"] for d in deals] == ["deal_start"] * 4
    assert [d[0]["number"] for d in deals] == [1, 2, 3, 4]
    overs = [next(e for e in d if e["type"] == "deal_over") for d in deals]
    assert all(sum(o["points"]) == 0 for o in overs)
    engine = engine_of(final)
    match = final["view"]["match"]
    assert match["over"] and match["totals"] == engine.totals and sum(match["totals"]) == 0
    assert match["deal_points"] == engine.deal_points and len(match["deal_points"]) == 4
    best = max(engine.totals)
    assert match["winners"] == [p for p in range(players) if engine.totals[p] == best]
    assert deals[-1][-1] == {"type": "match_over", "winners": match["winners"]}
    assert err("next_deal")["type"] == "MatchOver"


def test_no_event_shows_another_seats_pass_or_hidden_card() -> None:
    deals, _ = play_match(seed=12, deals=4, level="easy")
    for events in deals:
        you = events[0]["you"]
        for e in events:
            if e["type"] == "pass":
                assert e["seat"] == you
            if e["type"] == "wei" and e["seat"] != you:
                assert e["card"] is None


class PassingBot:
    """A test bot: declines every claim and 胡, else a random legal action."""

    name = "passing"

    def choose(self, view: Any, rng: random.Random, limit: Any) -> BotResult:
        moves = list(view.legal_moves)
        return BotResult("pass" if "pass" in moves else rng.choice(moves))


@pytest.mark.parametrize("players", [3, 4])
def test_a_bot_move_ends_only_on_something_the_person_sees(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # a hidden pass alone never ends a bot_move: that would tell the person a claim was possible
    monkeypatch.setitem(bots._REGISTRY, ("paohuzi", "easy"), PassingBot)
    result = new(seed=40 + players, players=players, deals=4, level="easy")
    hidden_passes = 0
    for _ in range(400):
        if result["view"]["match"]["over"]:
            break
        asked = None if result["view"]["is_over"] or result["view"]["to_act"] else "bot"
        before = len(engine_of(result).deal.history)
        result = step(result)
        if asked:
            assert result["events"] or result["view"]["to_act"] or result["view"]["is_over"]
            new_entries = engine_of(result).deal.history[before:]
            hidden_passes += sum(1 for e in new_entries if e.endswith(" pass"))
            assert all(e.get("bot") in (None, "easy") for e in result["events"]), result["events"]
    assert hidden_passes > 0  # the case arose


def test_the_person_watches_a_deal_the_bots_play_whole() -> None:
    # seed 1, four players: the first dealer is player 2, so player 0 (opposite) sits out
    result = new(seed=1, players=4, deals=4)
    view = result["view"]
    assert view["you"] is None and view["match"]["watcher"] == 0 and view["match"]["seats"] == [1, 2, 3]
    assert view["seat"] is None and view["hand"] == [] and not view["to_act"]
    assert err("act", {"action": "pass"})["type"] == "NotYourTurn"
    moves = 0
    while not result["view"]["is_over"]:
        assert not result["view"]["to_act"]
        result = ok("bot_move")
        moves += 1
    assert moves > 1 and result["events"][-1]["type"] == "deal_over"
    assert result["view"]["match"]["totals"][0] == 0  # the watcher neither pays nor receives
    assert err("bot_move")["type"] == "DealOver"


def test_a_level_without_a_bot_yet_plays_normal_and_says_so_in_the_log(caplog: pytest.LogCaptureFixture,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # the Hard bot is another developer's work: until it is registered, Hard plays Normal
    monkeypatch.setattr(adapter, "_warned", set())
    bots.make_bot("paohuzi", "normal")  # the bots package registered, then one level taken away
    monkeypatch.delitem(bots._REGISTRY, ("paohuzi", "hard"))
    result = new(seed=3, level="hard")
    with caplog.at_level("WARNING"):
        while result["view"]["to_act"]:
            result = ok("act", {"action": person_action(result["view"])})
        engine = engine_of(result)
        seat = engine.deal.pending[0]
        rng = random.Random(f"{result['record']['settings']['seed']}:{engine.number}:{seat}:{engine.deal.ply}")
        normal = bots.make_bot("paohuzi", "normal").choose(engine.deal.view(seat), rng, bots.Limit()).play
        result = ok("bot_move")
    assert "no paohuzi bot named 'hard' yet; computer players use 'normal'" in caplog.text
    engine.deal.act(seat, normal)
    assert engine_of(result).deal.history[:len(engine.deal.history)] == engine.deal.history
    mine = [e for e in result["events"] if e.get("seat") == seat]
    assert not mine or mine[0].get("bot") == "normal"


class FailingBot:
    """A test bot that raises."""

    name = "failing"

    def choose(self, view: Any, rng: random.Random, limit: Any) -> BotResult:
        raise RuntimeError("a bot bug")


def test_a_failing_bot_plays_the_first_legal_action_and_says_so(caplog: pytest.LogCaptureFixture,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bots._REGISTRY, ("paohuzi", "easy"), FailingBot)
    result = new(seed=3, level="easy")
    while result["view"]["to_act"]:
        result = ok("act", {"action": person_action(result["view"])})
    engine = engine_of(result)
    seat = engine.deal.pending[0]
    first = engine.deal.actions(seat)[0]
    with caplog.at_level("WARNING"):
        result = ok("bot_move")
    assert "bot easy failed" in caplog.text and "a bot bug" in caplog.text
    engine.deal.act(seat, first)
    assert engine_of(result).deal.history[:len(engine.deal.history)] == engine.deal.history
    mine = [e for e in result["events"] if e.get("seat") == seat]
    assert not mine or mine[0].get("bot") == "first_legal"


def test_refusals_name_the_engines_code_and_change_nothing() -> None:
    result = new(seed=3)
    while not result["view"]["to_act"]:
        result = ok("bot_move")
    before = result["record"]
    error = err("act", {"action": "discard nonsense"})
    assert error == {"type": "IllegalAction", "code": "not_available", "message": error["message"]}
    assert err("act", {"action": 5})["type"] == "BadArgument"
    assert err("act", {})["type"] == "BadArgument"
    assert err("bot_move")["type"] == "NotYourTurn"
    assert ok("view")["record"] == before


def test_an_action_is_read_leniently_by_the_engine() -> None:
    result = new(seed=3)
    while not result["view"]["to_act"]:
        result = ok("bot_move")
    action = result["view"]["actions"][0]
    after = ok("act", {"action": "  " + action.upper() + " "})
    assert engine_of(after).deal.history[len(engine_of(result).deal.history)].endswith(action.split()[-1])


def test_load_round_trip_mid_decision() -> None:
    result = new(seed=21, players=4, deals=8)
    while not (result["view"]["to_act"] and result["view"]["offer"] is not None):
        result = step(result)  # until the person is asked about an offered card
    record = result["record"]
    decision = result["view"]["actions"]
    ok("new_match", {"seed": 2})  # another game in between
    restored = ok("load", {"record": json.dumps(record)})
    assert restored["view"] == result["view"] and restored["record"] == record
    assert restored["events"] == [] and restored["view"]["actions"] == decision
    a = ok("act", {"action": person_action(restored["view"])})
    ok("load", {"record": record})
    b = ok("act", {"action": person_action(restored["view"])})
    assert a == b


@pytest.mark.parametrize("damage", ["tamper", "settings", "players", "seed", "deals", "min_huxi", "no_match"])
def test_a_damaged_record_is_refused_as_record_error(damage: str) -> None:
    result = new(seed=8, deals=4)
    while not result["view"]["to_act"] or len(result["record"]["match"]["deals"][0]["actions"]) < 2:
        result = step(result)
    good = result["record"]
    record = json.loads(json.dumps(good))
    if damage == "tamper":
        record["match"]["deals"][0]["actions"][0][1] = "discard nonsense"
    elif damage == "settings":
        record["settings"] = "none"
    elif damage == "players":
        record["settings"]["players"] = 4
    elif damage == "seed":
        record["settings"]["seed"] += 1
    elif damage == "deals":
        record["settings"]["deals"] = 8
    elif damage == "min_huxi":
        record["settings"]["min_huxi"] = 12
    elif damage == "no_match":
        del record["match"]
    error = err("load", {"record": record})
    assert error["type"] == "RecordError", error
    assert ok("view")["record"] == good  # the live game is untouched


def test_level_changes_at_once_other_options_from_the_next_match() -> None:
    result = new(seed=4, level="easy")
    changed = ok("set_option", {"name": "level", "value": "hard"})
    assert changed["view"]["settings"]["level"] == "hard" and changed["record"]["match"] == result["record"]["match"]
    assert ok("set_level", {"level": "normal"})["record"]["settings"]["level"] == "normal"
    error = err("set_option", {"name": "min_huxi", "value": 10})
    assert error["type"] == "BadArgument" and "applies from the next match" in error["message"]
    assert err("set_option", {"name": "level", "value": "godlike"})["type"] == "BadArgument"


@pytest.mark.parametrize("args, name", [
    ({"deals": 5}, "deals"), ({"players": 5}, "players"), ({"min_huxi": 12}, "min_huxi"),
    ({"fan_table": "other"}, "fan_table"), ({"hu_mandatory": 1}, "hu_mandatory"), ({"level": "x"}, "level"),
])
def test_new_match_refuses_values_outside_the_options(args: dict[str, Any], name: str) -> None:
    error = err("new_match", {"game": "paohuzi", **args})
    assert error["type"] == "BadArgument" and name in error["message"]


def test_the_hard_level_plays_the_hard_bot_within_its_budget() -> None:
    """Level ``hard`` is the Hard bot with its level's budget (500 ms cap, paohuzi.bots.LEVELS)."""
    from paohuzi.bots import LEVELS
    from paohuzi.web import Adapter
    assert Adapter.bot_limit(Adapter.__new__(Adapter), "hard") == LEVELS["hard"] == bots.Limit(simulations=48, time_ms=500)
    result = new(seed=3, level="hard")
    while result["view"]["to_act"]:
        result = ok("act", {"action": person_action(result["view"])})
    result = ok("bot_move")
    mine = [e for e in result["events"] if e.get("bot")]
    assert mine and all(e["bot"] == "hard" for e in mine)
