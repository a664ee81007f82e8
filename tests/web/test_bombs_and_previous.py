"""The bridge's running bomb points and the previous deal's moves (spec §8, §6).

Each bomb position is hand-made (``tests/web/sessions.py``); the expected figures are §8's:
a scoring bomb brings its player +20 and costs each other player −10; under
``bomb_bonus = "unbeaten"`` (standard) only once it ends its round unbeaten, under
``"immediate"`` (home) the moment it is played.
"""

from __future__ import annotations

from typing import Any

from .sessions import BOMB_BEATEN, BOMB_IMMEDIATE, BOMB_UNBEATEN, GO_OUT
from .test_api import load, ok


def bombs(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in result["events"] if e["type"] == "bomb"]


def test_an_unbeaten_bomb_scores_when_both_others_pass() -> None:
    assert load(BOMB_UNBEATEN)["view"]["bomb_points"] == [0, 0, 0]
    assert load(BOMB_UNBEATEN)["view"]["bomb_gain"] == 20
    played = ok("play", {"cards": "4S 4H 4D 4C"})
    assert bombs(played) == [] and played["view"]["bomb_points"] == [0, 0, 0]
    anna = ok("bot_move")
    assert [e["type"] for e in anna["events"]] == ["pass"] and anna["view"]["bomb_points"] == [0, 0, 0]
    ben = ok("bot_move")
    assert [e["type"] for e in ben["events"]] == ["pass", "round_over", "bomb"]
    assert bombs(ben) == [{"type": "bomb", "seat": 0, "points": [20, -10, -10]}]
    assert ben["view"]["bomb_points"] == [20, -10, -10]


def test_a_beaten_bomb_scores_nothing_under_the_standard_rules() -> None:
    load(BOMB_BEATEN)
    ok("play", {"cards": "4S 4H 4D 4C"})
    anna = ok("bot_move")  # must beat: her bomb of 5s is her only beating play
    # protocol 2 (CONTRACT.md item 4): her bomb's points are pending right after its play
    assert [(e["type"], e.get("cards")) for e in anna["events"]] == [("play", "5S 5H 5C 5D"), ("bomb_pending", None)]
    assert anna["events"][1] == {"type": "bomb_pending", "seat": 1, "gain": 20}
    assert bombs(anna) == [] and anna["view"]["bomb_points"] == [0, 0, 0]
    ben = ok("bot_move")
    assert bombs(ben) == [] and ben["view"]["bomb_points"] == [0, 0, 0]
    you = ok("play", {"cards": "pass"})
    assert bombs(you) == [{"type": "bomb", "seat": 1, "points": [-10, 20, -10]}]
    assert you["view"]["bomb_points"] == [-10, 20, -10]


def test_a_bomb_scores_at_once_under_the_home_rules() -> None:
    assert load(BOMB_IMMEDIATE, preset="home")["view"]["bomb_points"] == [0, 0, 0]
    played = ok("play", {"cards": "4S 4H 4D 4C"})
    assert [e["type"] for e in played["events"]] == ["play", "bomb"]
    assert bombs(played) == [{"type": "bomb", "seat": 0, "points": [20, -10, -10]}]
    assert played["view"]["bomb_points"] == [20, -10, -10]


def test_the_previous_deal_is_in_the_view_after_next_deal() -> None:
    first = load(GO_OUT, deals=5)
    assert first["view"]["previous"] is None
    ok("play", {"cards": "3S"})
    second = ok("next_deal")
    assert second["view"]["previous"] == {"number": 1, "history": [[0, {"cards": "3S", "shown": "3S"}]],
                                          "round_starts": [0], "winner": 0}
    assert second["view"]["bomb_points"] == [0, 0, 0]
    # only moves: no hand of the previous deal is in it
    assert set(second["view"]["previous"]) == {"number", "history", "round_starts", "winner"}
