"""What protocol 2 adds for Pao De Kuai (CONTRACT.md items 1 … 6), each against the spec:
``hello``'s options, ``set_option``, the view's ``must_hold_3S`` (§2, §14), ``bomb_pending``
events (§8 ``"unbeaten"``), ``"shown"`` on plays (main part, then kickers) and refusal
envelopes typed by the engine's class."""

from __future__ import annotations

from typing import Any

from .sessions import BOMB_BEATEN, BOMB_IMMEDIATE, BOMB_UNBEATEN, YOU_LEAD
from .test_api import err, load, ok


def test_hello_describes_pao_de_kuai_with_its_options() -> None:
    hello = ok("hello")
    assert hello["protocol"] == 2 and set(hello["games"]) == {"paodekuai", "paohuzi"}
    game = hello["games"]["paodekuai"]
    assert game["players"] == 3 and game["record"] == "cardroom.web.session/1"
    assert set(game["bots"]) >= {"easy", "normal", "hard", "greedy"}
    assert game["options"] == [
        {"name": "preset", "values": ["standard", "home"], "default": "standard", "applies": "next_match"},
        {"name": "deals", "values": [1, 5, 10], "default": 5, "applies": "next_match"},
        {"name": "level", "values": ["easy", "normal", "hard"], "default": "normal", "applies": "now"},
    ]


def test_set_option_changes_the_level_and_refuses_next_match_options() -> None:
    before = ok("new_match", {"seed": 4, "level": "easy"})
    result = ok("set_option", {"name": "level", "value": "hard"})
    assert result["record"]["settings"]["level"] == "hard" and result["events"] == []
    assert result["record"]["match"] == before["record"]["match"]
    for name, value in (("preset", "home"), ("deals", 10)):
        error = err("set_option", {"name": name, "value": value})
        assert error["type"] == "BadArgument" and "next match" in error["message"]
    assert ok("view")["view"]["settings"] == {"preset": "standard", "deals": 5, "level": "hard", "seed": 4}


def test_must_hold_3S_is_set_for_the_home_first_play_only() -> None:
    view = load(YOU_LEAD, preset="home")["view"]
    assert view["turn"] == 0 and view["must_hold_3S"] is True
    assert ok("check", {"cards": "6C"})["code"] == "must_include_3S"
    after = ok("play", {"cards": "3S"})["view"]
    assert after["must_hold_3S"] is False
    assert load(YOU_LEAD, preset="standard")["view"]["must_hold_3S"] is False
    # Anna holds 3♠ and leads: the rule binds her, not seat 0
    view = load((["5D 5H 8D", "3S 4S 6C", "KD KH QS"], []), preset="home")["view"]
    assert view["turn"] == 1 and view["must_hold_3S"] is False


def bomb_events(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in result["events"] if e["type"] in ("play", "bomb_pending", "bomb")]


def test_a_standard_bomb_is_announced_pending_then_scores() -> None:
    load(BOMB_UNBEATEN)
    played = ok("play", {"cards": "4S 4H 4D 4C"})
    assert [e["type"] for e in played["events"]] == ["play", "bomb_pending"]
    assert played["events"][1] == {"type": "bomb_pending", "seat": 0, "gain": 20}
    ok("bot_move")
    assert bomb_events(ok("bot_move")) == [{"type": "bomb", "seat": 0, "points": [20, -10, -10]}]


def test_a_higher_bomb_is_pending_in_its_turn() -> None:
    load(BOMB_BEATEN)
    assert ok("play", {"cards": "4S 4H 4D 4C"})["events"][1] == {"type": "bomb_pending", "seat": 0, "gain": 20}
    anna = ok("bot_move")
    assert anna["events"][1] == {"type": "bomb_pending", "seat": 1, "gain": 20}


def test_no_bomb_is_pending_under_the_home_rules() -> None:
    load(BOMB_IMMEDIATE, preset="home")
    played = ok("play", {"cards": "4S 4H 4D 4C"})
    assert [e["type"] for e in played["events"]] == ["play", "bomb"]


def test_plays_show_their_main_part_before_the_kickers() -> None:
    # nobody holds 3♠, so you lead (§14): 7♥ 7♣ 7♦ with 3♥ 4♦; the view's legal plays, then
    # the table, the history and the play event all carry the display order
    hands = ["3H 4D 7H 7C 7D 9S", "5S 6S 8S", "TS JS QS"]
    result = load((hands, []))
    triple = next(p for p in result["view"]["legal_plays"] if p["cards"] == "3H 4D 7H 7C 7D")
    assert triple["shown"] == "7H 7C 7D 3H 4D" and triple["kind"] == "triple_two"
    singles = [p for p in result["view"]["legal_plays"] if p["kind"] == "single"]
    assert singles and all(p["shown"] == p["cards"] for p in singles)
    played = ok("play", {"cards": "3H 4D 7H 7C 7D"})
    assert played["events"][0] == {"type": "play", "seat": 0, "cards": "3H 4D 7H 7C 7D", "kind": "triple_two",
                                   "shown": "7H 7C 7D 3H 4D"}
    view = played["view"]
    assert view["table"]["shown"] == "7H 7C 7D 3H 4D"
    assert view["history"][0][1]["shown"] == "7H 7C 7D 3H 4D"


def test_an_airplane_shows_its_triples_first() -> None:
    hands = ["3S 3D 5C 8D KH KC KD AH AC AD 9S", "4S 6S", "TS JS"]
    view = load((hands, []))["view"]
    assert view["turn"] == 0
    plane = next(p for p in view["legal_plays"] if p["cards"] == "3S 3D 5C 8D KH KC KD AH AC AD")
    assert plane["shown"] == "KH KC KD AH AC AD 3S 3D 5C 8D" and plane["kind"] == "airplane"


def test_a_refusal_is_typed_by_the_engines_class_with_its_code() -> None:
    load(YOU_LEAD)
    error = err("play", {"cards": "pass"})
    assert error == {"type": "IllegalPlay", "code": "leader_cannot_pass", "message": error["message"]}
    assert "code" not in err("next_deal")


def test_the_hint_and_the_previous_deal_say_the_display_order_too() -> None:
    # Ben (seat 2, holding 3♠) led 5♠ 5♥ 5♦ with 3♠ 6♣: your 7♥ 7♣ 7♦ with 3♥ 4♦ is the one
    # play that beats it (§5: same kind, higher triple); the hint names it main part first
    hands = ["3H 4D 7H 7C 7D", "4S 6S 9S", "3S 5S 5H 5D 6C 8C"]
    load((hands, ["5S 5H 5D 3S 6C"]))
    hint = ok("hint")["hint"]
    assert hint == {"cards": "3H 4D 7H 7C 7D", "plays": ["3H 4D 7H 7C 7D"], "shown": ["7H 7C 7D 3H 4D"]}
    # passing is the only move: both lists are empty
    load((["4S 5S 6S 7D", "3D 9D", "3S 2S 8H"], ["2S"]))
    assert ok("hint")["hint"] == {"cards": "pass", "plays": [], "shown": []}
    # nobody holds 3♠, so you lead (§14) and go out with the three with two: after the next
    # deal the previous deal's move carries its display order as well
    load((["3H 4D 7H 7C 7D", "5S 6S", "TS JS"], []), deals=5)
    ok("play", {"cards": "3H 4D 7H 7C 7D"})
    previous = ok("next_deal")["view"]["previous"]
    assert previous["history"] == [[0, {"cards": "3H 4D 7H 7C 7D", "shown": "7H 7C 7D 3H 4D"}]]
