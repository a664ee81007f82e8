"""The web bridge (cardroom.web.api + paodekuai.web) under CPython.

Expected values come from the engine's public interface (spec §13) and the protocol in the
bridge's docstrings: e.g. a match started with ``seed=N`` deals exactly what
``Match.new(rules, deals, seed=N)`` deals.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom import bots
from cardroom.web import adapter, api
from paodekuai import web as pdk_web
from paodekuai import Match, Rules, format_cards
from paodekuai.bots import LEVELS as BOT_LEVELS

from .sessions import session_record

CARD = re.compile(r"\b[2-9TJQKA][SHDC]\b")


def call(cmd: str, args: dict[str, Any] | None = None, req_id: Any = 1) -> dict[str, Any]:
    """One round trip through the JSON door; checks the envelope's shape."""
    text = api.handle(json.dumps({"id": req_id, "cmd": cmd, "args": args or {}}))
    resp = json.loads(text)
    assert resp["id"] == req_id
    assert set(resp) == ({"id", "ok", "result"} if resp["ok"] else {"id", "ok", "error"})
    return resp


def ok(cmd: str, args: dict[str, Any] | None = None) -> dict[str, Any]:
    resp = call(cmd, args)
    assert resp["ok"], resp
    result: dict[str, Any] = resp["result"]
    return result


def err(cmd: str, args: dict[str, Any] | None = None) -> dict[str, Any]:
    resp = call(cmd, args)
    assert not resp["ok"], resp
    error: dict[str, Any] = resp["error"]
    return error


def load(position: tuple[list[str], list[str]], **kw: Any) -> dict[str, Any]:
    """Resume the session at a hand-made position of :mod:`tests.web.sessions`."""
    hands, moves = position
    return ok("load", {"record": session_record(hands, moves, **kw)})


def seed_where_seat_leads(seat: int, preset: str = "standard") -> int:
    """The smallest seed whose first deal is led by ``seat`` (found through the engine)."""
    for seed in range(200):
        if Match.new(Rules.preset(preset), 1, seed).deal.turn == seat:
            return seed
    raise AssertionError("no such seed below 200")


# ---------------------------------------------------------------- envelope and errors


def test_hello_reports_versions_and_games() -> None:
    result = ok("hello")
    assert result["protocol"] == api.PROTOCOL
    game = result["games"]["paodekuai"]
    assert game["presets"] == ["standard", "home"]
    assert game["deals"] == [1, 5, 10]
    assert game["levels"] == ["easy", "normal", "hard"]
    assert game["record"] == "cardroom.web.session/1"


def test_hello_describes_only_the_games_asked_and_imports_no_other() -> None:
    """The page opening Pao De Kuai asks for its description alone: Paohuzi's code is not
    imported by that start-up, nor by the load of its save (a fresh interpreter)."""
    script = """if True:
        import json, sys
        from cardroom.web import api
        def call(cmd, **args):
            return json.loads(api.handle(json.dumps({"id": 1, "cmd": cmd, "args": args})))
        hello = call("hello", games=["paodekuai"])["result"]
        record = call("new_match", game="paodekuai", seed=3)["result"]["record"]
        assert call("load", record=record)["ok"]
        print(json.dumps({"served": hello["served"], "described": sorted(hello["games"]),
                          "phz": sorted(m for m in sys.modules if m.split(".")[0] == "paohuzi"),
                          "bad": call("hello", games="paohuzi")["error"]["type"]}))
    """
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "py")}
    out = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True, env=env).stdout
    assert json.loads(out) == {"served": ["paodekuai", "paohuzi"], "described": ["paodekuai"], "phz": [],
                               "bad": "BadArgument"}
    assert sorted(ok("hello")["games"]) == ["paodekuai", "paohuzi"]  # (no argument: every game)
    assert ok("hello", {"games": []})["games"] == {}


@pytest.mark.parametrize("text, kind", [
    ("not json", "BadRequest"),
    ("[1, 2]", "BadRequest"),
    ('{"id": 3}', "BadRequest"),
    ('{"id": 3, "cmd": "hello", "args": [1]}', "BadRequest"),
    ('{"id": 3, "cmd": "fly"}', "UnknownCommand"),
    ('{"id": 3, "cmd": "play", "args": {"cards": "3S"}}', "NoGame"),
])
def test_handle_turns_bad_requests_into_error_values(text: str, kind: str) -> None:
    resp = json.loads(api.handle(text))
    assert resp["ok"] is False
    assert resp["error"]["type"] == kind
    assert resp["id"] == (3 if text.startswith("{") else None)


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=8),
       st.sampled_from(["hello", "new_match", "load", "play", "bot_move", "hint", "next_deal", "view", "x"]))
def test_handle_never_raises_on_any_args(args: Any, cmd: str) -> None:
    resp = json.loads(api.handle(json.dumps({"id": 9, "cmd": cmd, "args": args})))
    assert resp["id"] == 9 and isinstance(resp["ok"], bool)
    if not resp["ok"]:
        assert resp["error"]["type"] != "InternalError", resp


@pytest.mark.parametrize("args, field", [
    ({"preset": "classic"}, "preset"),
    ({"deals": 3}, "deals"),
    ({"deals": True}, "deals"),
    ({"level": "expert"}, "level"),
    ({"seed": -1}, "seed"),
    ({"seed": "12"}, "seed"),
    ({"game": "chess"}, "game"),
])
def test_new_match_rejects_bad_settings(args: dict[str, Any], field: str) -> None:
    error = err("new_match", args)
    assert error["type"] == "BadArgument"
    assert field in error["message"]


# ---------------------------------------------------------------- new match and the view


@pytest.mark.parametrize("preset, deals, seed", [("standard", 5, 7), ("home", 1, 12345), ("standard", 10, 0)])
def test_new_match_deals_what_the_engine_deals_for_the_seed(preset: str, deals: int, seed: int) -> None:
    result = ok("new_match", {"preset": preset, "deals": deals, "seed": seed, "level": "easy"})
    engine = Match.new(Rules.preset(preset), deals, seed)
    view = result["view"]
    assert view["hand"] == [str(c) for c in engine.deal.hand(0)]
    assert view["counts"] == [16, 16, 16]
    assert view["turn"] == engine.deal.turn
    assert view["table"] is None and view["passed"] == []
    assert view["match"] == {"number": 1, "deals": deals, "totals": [0, 0, 0], "over": False, "winners": [],
                             "deal_points": []}
    assert view["settings"] == {"preset": preset, "deals": deals, "level": "easy", "seed": seed}
    assert result["events"] == [{"type": "deal_start", "number": 1, "leader": engine.deal.turn}]
    assert result["record"]["match"] == json.loads(engine.to_json())


def test_new_match_without_seed_picks_a_fresh_one() -> None:
    seeds = {ok("new_match")["view"]["settings"]["seed"] for _ in range(3)}
    assert len(seeds) == 3


def test_view_holds_no_card_of_another_seat() -> None:
    seed = seed_where_seat_leads(1)
    result = ok("new_match", {"seed": seed})
    hand0 = set(result["view"]["hand"])
    # the bots move until it is seat 0's turn: plays made are public, hands are not
    while result["view"]["turn"] != 0:
        result = ok("bot_move")
    engine = Match.new(Rules.preset("standard"), 5, seed)
    played = {c for _, p in result["view"]["history"] if p for c in p["cards"].split()}
    seen = set(CARD.findall(json.dumps(result["view"])))
    assert seen <= hand0 | played
    hidden = {str(c) for s in (1, 2) for c in engine.deal.hand(s)} - played
    assert not seen & hidden


def test_legal_plays_are_listed_only_on_seat_0s_turn() -> None:
    view = ok("new_match", {"seed": seed_where_seat_leads(1)})["view"]
    assert view["legal_plays"] == [] and view["can_pass"] is False
    view = ok("new_match", {"seed": seed_where_seat_leads(0)})["view"]
    assert view["legal_plays"] and view["can_pass"] is False  # a leader may not pass


# ---------------------------------------------------------------- moves


def test_refused_play_names_the_reason_and_changes_nothing() -> None:
    before = ok("new_match", {"seed": seed_where_seat_leads(0)})
    error = err("play", {"cards": "pass"})
    assert error == {"type": "IllegalPlay", "code": "leader_cannot_pass", "message": error["message"]}
    hand = before["view"]["hand"]
    not_mine = next(c for c in ("3S", "3H", "3C", "3D", "4S", "4H") if c not in hand)
    assert err("play", {"cards": not_mine})["code"] == "not_in_hand"
    assert ok("view")["record"] == before["record"]


def test_play_rejects_text_that_is_not_cards() -> None:
    ok("new_match", {"seed": seed_where_seat_leads(0)})
    assert err("play", {"cards": "hello"})["type"] == "BadArgument"
    assert err("play", {"cards": 5})["type"] == "BadArgument"


def test_turn_order_is_enforced_for_person_and_bots() -> None:
    ok("new_match", {"seed": seed_where_seat_leads(0)})
    assert err("bot_move")["type"] == "NotYourTurn"
    ok("new_match", {"seed": seed_where_seat_leads(2)})
    assert err("play", {"cards": "pass"})["type"] == "NotYourTurn"


def test_play_applies_the_move_and_reports_it() -> None:
    seed = seed_where_seat_leads(0)
    view = ok("new_match", {"seed": seed})["view"]
    first = view["legal_plays"][0]["cards"]
    result = ok("play", {"cards": first})
    engine = Match.new(Rules.preset("standard"), 5, seed)
    played = engine.deal.play(first)
    # protocol 2 (CONTRACT.md item 5): a play also says "shown"; for a single it is its card
    assert played.kind == "single"
    assert result["events"] == [{"type": "play", "seat": 0, "cards": first, "kind": played.kind, "shown": first}]
    assert result["view"]["hand"] == [str(c) for c in engine.deal.hand(0)]
    assert result["view"]["table"]["cards"] == first
    assert result["view"]["table_by"] == 0
    assert result["view"]["turn"] == 1


def test_hint_proposes_a_legal_play_without_moving() -> None:
    before = ok("new_match", {"seed": seed_where_seat_leads(0)})
    result = ok("hint")
    legal = {p["cards"] for p in before["view"]["legal_plays"]}
    assert result["hint"]["cards"] in legal
    assert result["record"] == before["record"]


# ---------------------------------------------------------------- whole matches, records


def play_out(deals: int, seed: int, preset: str = "standard", reload_every: int = 0) -> list[dict[str, Any]]:
    """Play a whole match through the API (seat 0 plays its first legal play or passes),
    optionally reloading from the record every ``reload_every`` moves. Returns all events."""
    result = ok("new_match", {"seed": seed, "deals": deals, "preset": preset})
    events = list(result["events"])
    moves = 0
    while not result["view"]["match"]["over"]:
        view = result["view"]
        if view["is_over"]:
            result = ok("next_deal")
        elif view["turn"] == 0:
            cards = view["legal_plays"][0]["cards"] if not view["can_pass"] else "pass"
            result = ok("play", {"cards": cards})
        else:
            result = ok("bot_move")
        events += result["events"]
        moves += 1
        if reload_every and moves % reload_every == 0:
            reloaded = ok("load", {"record": result["record"]})
            assert reloaded["view"] == result["view"]
            assert reloaded["record"] == result["record"]
            result = reloaded
    return events + [{"final": result}]


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_a_whole_match_plays_through_and_scores(preset: str) -> None:
    events = play_out(5, 2024, preset)
    final = events.pop()["final"]
    match = final["view"]["match"]
    deal_overs = [e for e in events if e["type"] == "deal_over"]
    assert len(deal_overs) == 5
    assert [e["number"] for e in events if e["type"] == "deal_start"] == [1, 2, 3, 4, 5]
    totals = [sum(e["points"][s] for e in deal_overs) for s in range(3)]
    assert match["totals"] == totals and sum(totals) == 0
    best = max(totals)
    assert match["winners"] == [s for s in range(3) if totals[s] == best]
    assert events[-1] == {"type": "match_over", "winners": match["winners"]}
    assert Match.from_json(json.dumps(final["record"]["match"])).totals == tuple(totals)
    assert err("next_deal")["type"] == "MatchOver"


def test_reloading_from_the_record_at_every_move_changes_nothing() -> None:
    straight = play_out(1, 99)
    reloaded = play_out(1, 99, reload_every=1)
    end_a, end_b = straight.pop()["final"], reloaded.pop()["final"]
    assert straight == reloaded
    assert (end_a["view"], end_a["record"]) == (end_b["view"], end_b["record"])


def test_next_deal_is_refused_while_the_deal_runs() -> None:
    ok("new_match", {"seed": 5})
    assert err("next_deal")["type"] == "DealNotOver"


def test_deal_end_reveals_the_hands_left_and_the_result() -> None:
    final = play_out(1, 31).pop()["final"]
    view = final["view"]
    assert view["is_over"] and view["match"]["over"]
    r = view["result"]
    assert [len(h.split()) if h else 0 for h in view["revealed"]] == r["cards_left"]
    assert r["cards_left"][r["winner"]] == 0


# ---------------------------------------------------------------- loading saves


def saved_midgame() -> dict[str, Any]:
    ok("new_match", {"seed": seed_where_seat_leads(1), "level": "hard", "deals": 10})
    record: dict[str, Any] = ok("bot_move")["record"]
    return record


def test_load_restores_the_identical_position() -> None:
    record = saved_midgame()
    view = ok("view")["view"]
    api.SESSION = api.Session()
    restored = ok("load", {"record": record})
    assert restored["view"] == view and restored["record"] == record
    assert restored["events"] == []


def test_load_accepts_the_record_as_json_text() -> None:
    record = saved_midgame()
    assert ok("load", {"record": json.dumps(record)})["record"] == record


@pytest.mark.parametrize("damage", [
    "truncate", "format", "game", "settings", "deals", "seed", "preset", "tamper", "level", "not_object",
    "missing_match",
])
def test_load_reports_a_damaged_save_as_record_error(damage: str) -> None:
    record = saved_midgame()
    good = ok("view")["record"]
    arg: Any = record
    if damage == "truncate":
        arg = json.dumps(record)[:-40]
    elif damage == "format":
        record["format"] = "cardroom.web.session/99"
    elif damage == "game":
        record["game"] = "chess"
    elif damage == "settings":
        record["settings"] = None
    elif damage == "deals":
        record["settings"]["deals"] = 5
    elif damage == "seed":
        record["settings"]["seed"] += 1
    elif damage == "preset":
        record["settings"]["preset"] = "home"
    elif damage == "level":
        record["settings"]["level"] = "godlike"
    elif damage == "tamper":
        plays = record["match"]["played"][0]["plays"]
        plays[0][1] = "pass"  # the leader may not pass
    elif damage == "not_object":
        arg = [record]
    elif damage == "missing_match":
        del record["match"]
    error = err("load", {"record": arg})
    assert error["type"] == "RecordError", error
    # the live game is untouched by a failed load
    assert ok("view")["record"] == good


def test_bots_fall_back_to_greedy_for_unregistered_levels(caplog: pytest.LogCaptureFixture,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # every level of the table has its bot now; a level offered without one still plays
    assert set(pdk_web.LEVELS) <= set(bots.bot_names("paodekuai"))
    monkeypatch.setattr(adapter, "_warned", set())
    monkeypatch.setattr(pdk_web, "LEVELS", pdk_web.LEVELS + ("expert",))
    with caplog.at_level("WARNING"):
        ok("new_match", {"level": "expert", "seed": seed_where_seat_leads(1)})
        events = ok("bot_move")["events"]
    assert events[0]["seat"] == 1 and events[0]["bot"] == "greedy"
    assert "no paodekuai bot named 'expert'" in caplog.text


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_plays_its_own_bot_within_its_budget(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    limits: list[Any] = []
    real = pdk_web.Adapter.bot_limit

    def spy(self: pdk_web.Adapter, name: str) -> Any:
        limits.append(real(self, name))
        return limits[-1]

    monkeypatch.setattr(pdk_web.Adapter, "bot_limit", spy)
    ok("new_match", {"level": level, "seed": seed_where_seat_leads(1)})
    events = ok("bot_move")["events"]
    assert events[0]["seat"] == 1 and events[0]["bot"] == level
    assert limits == [BOT_LEVELS[level]]


def test_view_is_seat_0s_while_the_record_is_complete() -> None:
    """The record (autosave) holds the full deal; it is stored by the page but never
    rendered: the view is what the page shows. Here: the view is a strict subset."""
    result = ok("new_match", {"seed": 3})
    assert format_cards(Match.new(Rules.preset("standard"), 5, 3).deal.hand(1)) in json.dumps(result["record"])
    assert format_cards(Match.new(Rules.preset("standard"), 5, 3).deal.hand(1)) not in json.dumps(result["view"])
