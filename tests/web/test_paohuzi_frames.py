"""The Paohuzi bridge's frames (issue 12, pace): with ``frames: true`` a move verb returns the
table at each visible step before its last -- each frame the person's view just after its
events, nobody asked -- so the page can show the steps one at a time. Positions of
tests/paohuzi_positions.py (no computer player decides in them: nobody can use the cards)."""

from __future__ import annotations

from typing import Any

import pytest

from paohuzi import Deal, Rules
from tests.paohuzi_positions import pao_on_your_draw, session_record

from .test_api import err, ok


def at(deal: Deal) -> dict[str, Any]:
    return ok("load", {"record": session_record(deal)})


def brief(events: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [(e["type"], e.get("seat"), e.get("card")) for e in events]


def offer(view: dict[str, Any]) -> tuple[str, str, int] | None:
    o = view["table"]["offer"]
    return None if o is None else (o["card"], o["source"], o["seat"])


def test_each_step_after_your_discard_is_a_frame_with_the_table_of_that_moment() -> None:
    # you discard d3 (nobody can use it), Anna draws d1, Ben d2 (nobody can use them), you
    # draw x4, the 4th card of your 碰 x4: a forced 跑 (§9.3 case 3); then you discard (§8)
    at(pao_on_your_draw())
    res = ok("act", {"action": "discard d3", "frames": True})
    frames = res["frames"]
    assert [brief(f["events"]) for f in frames] == [
        [("discard", 0, "d3")], [("draw", 1, "d1")], [("draw", 2, "d2")], [("draw", 0, "x4")]]
    assert [offer(f["view"]) for f in frames] == [("d3", "discard", 0), ("d1", "draw", 1), ("d2", "draw", 2),
                                                   ("x4", "draw", 0)]
    assert [f["view"]["table"]["stock"]["count"] for f in frames] == [5, 4, 3, 2]
    assert [f["view"]["melds"][0] for f in frames] == [["peng x4"]] * 4
    assert [len(f["view"]["history"]) for f in frames] == [1, 2, 3, 4]
    assert all(f["view"]["to_act"] is False and f["view"]["actions"] == [] for f in frames)
    # the last step is the result's own view: the 跑, and your discard asked
    assert brief(res["events"]) == [("discard", 0, "d3"), ("draw", 1, "d1"), ("draw", 2, "d2"),
                                    ("draw", 0, "x4"), ("pao", 0, "x4")]
    assert (offer(res["view"]), res["view"]["melds"][0]) == (None, ["pao x4"])
    assert res["view"]["actions"] == ["discard x1", "discard x2", "discard x9", "discard d5", "discard d9"]


def test_a_card_drawn_into_a_hidden_set_is_never_shown() -> None:
    # Anna (seat 1) holds d1 d1 and draws d1: a forced 偎, face down to you (§9.4, §18); she
    # must discard next (a computer player's decision: the reply ends there)
    deal = Deal.from_setup(Rules(), ["x1 x2 d5 d9 x9 d3", "d1 d1 d9 x3", "x5 d10 x7"], "d1 d2 x4 x6 x7",
                           discarding=0, melds=[["peng x4"], [], []], shift=[-12, -16, -17])
    at(deal)
    res = ok("act", {"action": "discard d3", "frames": True})
    # the draw and its 偎 are one step: the reply's last (the draw alone would be "1 draw d1"
    # in a history that cannot know yet that the card goes face down)
    assert [(brief(f["events"]), offer(f["view"])) for f in res["frames"]] == [
        ([("discard", 0, "d3")], ("d3", "discard", 0))]
    assert brief(res["events"]) == [("discard", 0, "d3"), ("draw", 1, None), ("wei", 1, None)]
    assert res["frames"][0]["view"]["history"] == ["0 discard d3"]
    assert (res["view"]["history"][1:], res["view"]["melds"][1]) == (["1 draw ?", "1 wei ?"], ["wei ?"])


def test_without_the_flag_there_are_no_frames_and_the_same_move() -> None:
    at(pao_on_your_draw())
    plain = ok("act", {"action": "discard d3"})
    at(pao_on_your_draw())
    framed = ok("act", {"action": "discard d3", "frames": True})
    assert plain["frames"] == []
    assert (plain["events"], plain["view"], plain["record"]) == (framed["events"], framed["view"], framed["record"])


def test_frames_must_be_true_or_false() -> None:
    at(pao_on_your_draw())
    assert err("act", {"action": "discard d3", "frames": "yes"})["type"] == "BadArgument"
    assert ok("view")["view"]["actions"][3] == "discard d3"  # (nothing changed)


@pytest.mark.parametrize("players", [3, 4])
def test_every_frame_of_a_deal_is_a_moment_of_the_history_the_person_sees(players: int) -> None:
    # a whole deal with frames (with four players the person may sit it out and watch): each
    # frame's history is the start of the reply's own (never a card the reply hides, §18),
    # one step longer each time; the frames' events and the rest are the reply's events
    result = ok("new_match", {"game": "paohuzi", "seed": 21, "players": players, "deals": 4})
    framed = 0
    while not result["view"]["is_over"]:
        view = result["view"]
        if view["to_act"]:
            action = "hu" if "hu" in view["actions"] else view["actions"][0]
            result = ok("act", {"action": action, "frames": True})
        else:
            result = ok("bot_move", {"frames": True})
        history = result["view"]["history"]
        told = []
        events: list[dict[str, Any]] = []
        for frame in result["frames"]:
            assert frame["view"]["history"] == history[:len(frame["view"]["history"])]
            assert (frame["view"]["to_act"], frame["view"]["actions"], frame["view"]["is_over"]) == (False, [], False)
            told.append(len(frame["view"]["history"]))
            events += frame["events"]
        assert told == sorted(set(told)) and (not told or told[-1] < len(history))
        assert result["events"][:len(events)] == events and len(events) < len(result["events"])
        framed += len(result["frames"])
    assert framed > 0
