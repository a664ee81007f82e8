"""What the bridge does the same way for every game (parametrised over api.GAMES): the
envelope of every game verb, describe(), unknown verbs, NoGame, seeds, refusals typed by
the engine's class with their code, the record round trip and damaged records."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardroom.errors import IllegalMove
from cardroom.web import api

from .test_api import call, err, ok

# per game: a move that is well formed but never legal, the verb that makes a move, its
# argument name, and the engine's refusal class name
MOVES = {"paodekuai": ("play", "cards", "2H", "IllegalPlay", "not_in_hand"),
         "paohuzi": ("act", "action", "discard nonsense", "IllegalAction", "not_available")}


@pytest.fixture(params=sorted(api.GAMES))
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def until_person_moves(game: str, seed: int) -> dict[str, Any]:
    result = ok("new_match", {"game": game, "seed": seed, "level": "easy"})
    while not result["view"]["is_over"] and not mine(result["view"]):
        result = ok("bot_move")
    return result


def mine(view: dict[str, Any]) -> bool:
    """The person is to move (each game's view says it its own way)."""
    return bool(view.get("to_act")) if "to_act" in view else view["turn"] == 0


def test_every_registered_game_is_served_and_described(game: str) -> None:
    assert set(MOVES) == set(api.GAMES)
    described = ok("hello")["games"][game]
    assert {"engine", "record", "players", "bots", "options"} <= set(described)
    assert described["record"] == "cardroom.web.session/1" and described["players"] == 3
    for option in described["options"]:
        assert set(option) == {"name", "values", "default", "applies"}
        assert option["default"] in option["values"] and option["applies"] in ("next_match", "now")
    assert any(o["name"] == "level" and o["applies"] == "now" for o in described["options"])
    assert ok("hello")["protocol"] == api.PROTOCOL == 2


def test_every_game_verb_returns_view_events_record(game: str) -> None:
    result = ok("new_match", {"game": game, "seed": 6})
    assert set(result) == {"view", "events", "record"}
    assert result["record"]["format"] == "cardroom.web.session/1" and result["record"]["game"] == game
    for verb in ("view", "set_level"):
        args = {"level": "easy"} if verb == "set_level" else {}
        assert set(ok(verb, args)) == {"view", "events", "record"}


def test_game_verbs_need_a_game(game: str) -> None:
    verb = MOVES[game][0]
    assert err(verb, {MOVES[game][1]: MOVES[game][2]})["type"] == "NoGame"
    for verb in ("view", "bot_move", "next_deal", "set_option"):
        assert err(verb)["type"] == "NoGame"


def test_unknown_verbs_and_other_games_verbs(game: str) -> None:
    ok("new_match", {"game": game, "seed": 6})
    assert err("fly")["type"] == "UnknownCommand"
    other = next(g for g in MOVES if g != game)
    assert err(MOVES[other][0], {MOVES[other][1]: "x"})["type"] == "UnknownCommand"


@pytest.mark.parametrize("seed", [-1, 2**53, 1.5, "7", True])
def test_bad_seeds_are_refused(game: str, seed: Any) -> None:
    error = err("new_match", {"game": game, "seed": seed})
    assert error["type"] == "BadArgument" and "seed" in error["message"]


def test_the_same_seed_deals_the_same_match(game: str) -> None:
    a = ok("new_match", {"game": game, "seed": 2**53 - 1})
    b = ok("new_match", {"game": game, "seed": 2**53 - 1})
    assert a["record"] == b["record"] and a["view"] == b["view"]
    assert ok("new_match", {"game": game})["view"]["settings"]["seed"] != \
        ok("new_match", {"game": game})["view"]["settings"]["seed"]


def test_a_rule_refusal_carries_the_engines_class_and_code(game: str) -> None:
    before = until_person_moves(game, 11)
    verb, arg, move, cls, code = MOVES[game]
    error = err(verb, {arg: move})
    assert error == {"type": cls, "code": code, "message": error["message"]}
    engine_errors = {c.__name__ for c in IllegalMove.__subclasses__()}
    assert cls in engine_errors
    assert ok("view")["record"] == before["record"]
    assert err(verb, {arg: 5})["type"] == "BadArgument"


def test_only_rule_refusals_carry_a_code(game: str) -> None:
    ok("new_match", {"game": game, "seed": 6})
    for cmd, args in (("set_option", {"name": "nope"}), ("next_deal", {}), ("fly", {})):
        resp = call(cmd, args)
        assert not resp["ok"] and "code" not in resp["error"]


def test_the_record_round_trips(game: str) -> None:
    result = until_person_moves(game, 9)
    assert not result["view"]["is_over"] and result["events"]
    api.SESSION = api.Session()
    restored = ok("load", {"record": json.dumps(result["record"])})
    assert restored["view"] == result["view"] and restored["record"] == result["record"]
    assert restored["events"] == []


@pytest.mark.parametrize("damage", ["format", "game", "not_json", "settings", "match"])
def test_a_damaged_record_is_a_record_error_and_changes_nothing(game: str, damage: str) -> None:
    good = ok("new_match", {"game": game, "seed": 13})["record"]
    record: Any = json.loads(json.dumps(good))
    if damage == "format":
        record["format"] = "cardroom.web.session/2"
    elif damage == "game":
        record["game"] = "mahjong"
    elif damage == "not_json":
        record = json.dumps(good)[:-3]
    elif damage == "settings":
        record["settings"] = [1]
    elif damage == "match":
        record["match"] = {"format": "x"}
    assert err("load", {"record": record})["type"] == "RecordError"
    assert ok("view")["record"] == good


def test_set_option_refuses_unknown_names_and_next_match_options(game: str) -> None:
    ok("new_match", {"game": game, "seed": 3})
    assert err("set_option", {"name": "speed", "value": 1})["type"] == "BadArgument"
    assert err("set_option", {"name": "deals", "value": 4})["type"] == "BadArgument"
    assert ok("set_option", {"name": "level", "value": "hard"})["record"]["settings"]["level"] == "hard"


ANY_ARGS = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                    max_size=3),
                        max_leaves=8)
VERBS = ["new_match", "load", "view", "play", "act", "bot_move", "hint", "check", "next_deal", "set_option",
         "set_level"]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(sorted(api.GAMES)), st.sampled_from(VERBS), ANY_ARGS,
       st.dictionaries(st.sampled_from(["name", "value", "level", "cards", "action", "seed", "deals", "players",
                                        "record", "game"]), ANY_ARGS, max_size=3))
def test_no_argument_makes_a_game_verb_fail_inside(game: str, verb: str, junk: Any, args: dict[str, Any]) -> None:
    api.SESSION = api.Session()
    ok("new_match", {"game": game, "seed": 1})
    for sent in (junk, args):
        resp = json.loads(api.handle(json.dumps({"id": 4, "cmd": verb, "args": sent})))
        assert resp["id"] == 4
        if not resp["ok"]:
            assert resp["error"]["type"] != "InternalError", resp
