"""CONTRACT.md items 1-4 on today's bridge (the stand-in the page is built against):
protocol 2, the options in ``hello``, ``set_option``, the view's ``must_hold_3S`` and the
``bomb_pending`` event.

Expected values come from the contract and the spec: §2/§14 (the home rules' first play of a
match holds 3♠, and only its holder must), §8 (under ``bomb_bonus = "unbeaten"`` a bomb
scores +20 only once unbeaten, so its play is pending; under ``"immediate"`` it scores at once).
"""

from __future__ import annotations

from cardroom.web import api

from .sessions import BOMB_BEATEN, BOMB_IMMEDIATE, BOMB_UNBEATEN, YOU_LEAD
from .test_api import err, load, ok, seed_where_seat_leads


def test_hello_speaks_protocol_two_and_lists_the_options() -> None:
    hello = ok("hello")
    assert hello["protocol"] == api.PROTOCOL == 2
    game = hello["games"]["paodekuai"]
    assert game["players"] == 3
    assert game["record"] == "cardroom.web.session/1"
    assert game["options"] == [
        {"name": "preset", "values": ["standard", "home"], "default": "standard", "applies": "next_match"},
        {"name": "deals", "values": [1, 5, 10], "default": 5, "applies": "next_match"},
        {"name": "level", "values": ["easy", "normal", "hard"], "default": "normal", "applies": "now"},
    ]


def test_set_option_changes_the_level_at_once_and_nothing_else() -> None:
    load(YOU_LEAD)
    changed = ok("set_option", {"name": "level", "value": "hard"})
    assert changed["view"]["settings"]["level"] == "hard"
    assert changed["record"]["settings"]["level"] == "hard"
    assert changed["events"] == []
    for args in ({"name": "preset", "value": "home"}, {"name": "deals", "value": 1},
                 {"name": "speed", "value": "fast"}, {"name": "level", "value": "expert"}, {}):
        assert err("set_option", args)["type"] == "BadArgument", args
    assert ok("view")["view"]["settings"] == {"preset": "standard", "deals": 1, "level": "hard", "seed": 1}


def test_set_option_needs_a_game() -> None:
    assert err("set_option", {"name": "level", "value": "easy"})["type"] == "NoGame"


def test_must_hold_3S_only_for_the_home_rules_first_play_of_a_match() -> None:
    home = ok("new_match", {"preset": "home", "seed": seed_where_seat_leads(0, "home"), "deals": 5})
    assert "3S" in home["view"]["hand"] and home["view"]["turn"] == 0
    assert home["view"]["must_hold_3S"] is True
    after = ok("play", {"cards": "3S"})
    assert after["view"]["must_hold_3S"] is False
    standard = ok("new_match", {"preset": "standard", "seed": seed_where_seat_leads(0), "deals": 5})
    assert standard["view"]["turn"] == 0 and standard["view"]["must_hold_3S"] is False
    # another seat leads the home match's first play: not seat 0's move, so false
    other = ok("new_match", {"preset": "home", "seed": seed_where_seat_leads(1, "home"), "deals": 5})
    assert other["view"]["turn"] == 1 and other["view"]["must_hold_3S"] is False


def test_a_standard_bomb_is_pending_right_after_its_play() -> None:
    load(BOMB_BEATEN)
    mine = ok("play", {"cards": "4S 4H 4D 4C"})
    assert mine["events"] == [{"type": "play", "seat": 0, "cards": "4S 4H 4C 4D", "kind": "bomb"},
                              {"type": "bomb_pending", "seat": 0, "gain": 20}]
    anna = ok("bot_move")  # she must beat it with her bomb of 5s: hers is pending now
    assert [(e["type"], e["seat"]) for e in anna["events"]] == [("play", 1), ("bomb_pending", 1)]
    assert anna["events"][1]["gain"] == 20


def test_a_bomb_that_scores_at_once_is_never_pending() -> None:
    load(BOMB_IMMEDIATE, preset="home")
    played = ok("play", {"cards": "4S 4H 4D 4C"})
    assert [e["type"] for e in played["events"]] == ["play", "bomb"]
    load(BOMB_UNBEATEN)
    ok("play", {"cards": "4S 4H 4D 4C"})
    ok("bot_move")
    scored = ok("bot_move")  # both passed: it scores, and nothing is pending any more
    assert [e["type"] for e in scored["events"]] == ["pass", "round_over", "bomb"]
