"""The bridge's table features (issue 5) under CPython: ``check``, ``set_level``, the Hint's
list, and the view's ``pass_reason``, ``next_on_last_card``, ``round_starts``, ``unseen``
and ``match.deal_points``.

Expected values come from the spec (§6, §7, §12) and from the engine's public interface:
``deal.check`` gives the reason a move would be refused with, ``deal.table is None``
before a move says that move leads a round.
"""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest

from cardroom.web import api
from paodekuai import web as pdk_web
from paodekuai import DECK, Deal, Match, parse_cards

from .sessions import LAST_CARD_EXAMPLE, PASS_ONLY, YOU_LEAD, deal_of, session_record
from .test_api import err, load, ok, seed_where_seat_leads


# ---------------------------------------------------------------- check


def test_check_gives_the_seed_example_its_reasons() -> None:
    load(LAST_CARD_EXAMPLE)
    assert ok("check", {"cards": "TS"}) == {"code": "must_play_highest_single", "kind": None}
    assert ok("check", {"cards": "KH"}) == {"code": "must_play_highest_single", "kind": None}
    assert ok("check", {"cards": "2S"}) == {"code": None, "kind": "single"}
    assert ok("check", {"cards": "pass"}) == {"code": "must_beat", "kind": None}
    assert ok("check", {"cards": "TS KH"}) == {"code": "not_a_combination", "kind": None}
    assert ok("check", {"cards": "AS"}) == {"code": "not_in_hand", "kind": None}


def test_check_agrees_with_the_engine_on_every_selection_of_a_leading_hand() -> None:
    before = load(YOU_LEAD)
    deal = deal_of(session_record(*YOU_LEAD))
    hand = [str(c) for c in deal.hand(0)]
    seen_codes = set()
    for size in range(1, 6):
        for combo in itertools.combinations(hand, size):
            cards = " ".join(combo)
            answer = ok("check", {"cards": cards})
            code = deal.check(cards)
            assert answer["code"] == code, cards
            seen_codes.add(code)
            if code is None:
                copy = Deal.from_json(deal.to_json())
                assert answer["kind"] == copy.play(cards).kind
            else:
                assert answer["kind"] is None
    assert seen_codes == {None, "not_a_combination", "needs_kickers", "bomb_cannot_be_split"}
    assert ok("view")["record"] == before["record"]  # nothing was played


def test_check_while_following_matches_the_engine_on_random_selections() -> None:
    rng = random.Random(5)
    result = ok("new_match", {"seed": seed_where_seat_leads(1), "level": "easy"})
    checked = 0
    while checked < 300 and not result["view"]["is_over"]:
        if result["view"]["turn"] != 0:
            result = ok("bot_move")
            continue
        deal = Match.from_json(json.dumps(result["record"]["match"])).deal
        hand = result["view"]["hand"]
        for _ in range(30):
            cards = " ".join(rng.sample(hand, rng.randint(1, min(5, len(hand)))))
            assert ok("check", {"cards": cards})["code"] == deal.check(cards)
            checked += 1
        view = result["view"]
        result = ok("play", {"cards": "pass" if view["can_pass"] else view["legal_plays"][-1]["cards"]})
    assert checked >= 90


def test_check_refuses_bad_input_and_other_turns() -> None:
    load(YOU_LEAD)
    assert err("check", {"cards": "hello"})["type"] == "BadArgument"
    assert err("check", {})["type"] == "BadArgument"
    ok("play", {"cards": "3S"})
    assert err("check", {"cards": "4S"})["type"] == "NotYourTurn"


# ---------------------------------------------------------------- pass lock and last card


@pytest.mark.parametrize("position, reason", [(YOU_LEAD, "leader_cannot_pass"), (LAST_CARD_EXAMPLE, "must_beat"),
                                              (PASS_ONLY, None)])
def test_pass_reason_is_the_code_a_pass_would_get(position: tuple[list[str], list[str]], reason: str | None) -> None:
    view = load(position)["view"]
    assert view["pass_reason"] == reason
    assert view["can_pass"] is (reason is None)
    if reason:
        assert err("play", {"cards": "pass"})["code"] == reason


def test_pass_reason_is_empty_when_another_seat_is_to_move() -> None:
    view = load(YOU_LEAD)["view"]
    assert view["pass_reason"] == "leader_cannot_pass"
    view = ok("play", {"cards": "3S"})["view"]
    assert view["turn"] == 1 and view["pass_reason"] is None


def test_next_on_last_card_follows_seat_1s_count() -> None:
    view = load(LAST_CARD_EXAMPLE)["view"]
    assert view["counts"][1] == 1 and view["last_card"] == [False, True, False]
    assert view["next_on_last_card"] is True
    view = load(YOU_LEAD)["view"]
    assert view["next_on_last_card"] is False
    # Ben on last card is Anna's problem, not yours
    view = load((["3S 4S 5S", "6H 7H", "8D"], []))["view"]
    assert view["last_card"] == [False, False, True] and view["next_on_last_card"] is False


def test_next_on_last_card_is_off_once_the_deal_is_over() -> None:
    view = load((["3S", "4D", "5D 6D"], []))["view"]
    assert view["next_on_last_card"] is True
    view = ok("play", {"cards": "3S"})["view"]
    assert view["is_over"] and view["next_on_last_card"] is False


# ---------------------------------------------------------------- hint


def test_hint_in_the_seed_example_is_the_two_of_spades() -> None:
    before = load(LAST_CARD_EXAMPLE)
    result = ok("hint")
    assert result["hint"] == {"cards": "2S", "plays": ["2S"], "shown": ["2S"]}
    assert result["record"] == before["record"]


def test_hint_says_pass_when_passing_is_the_only_move() -> None:
    load(PASS_ONLY)
    assert ok("hint")["hint"] == {"cards": "pass", "plays": [], "shown": []}


def test_hint_plays_are_legal_distinct_and_led_by_the_first() -> None:
    result = ok("new_match", {"seed": seed_where_seat_leads(0)})
    deal = Match.from_json(json.dumps(result["record"]["match"])).deal
    hint = ok("hint")["hint"]
    assert 1 <= len(hint["plays"]) <= pdk_web.HINT_PLAYS
    assert hint["cards"] == hint["plays"][0]
    assert all(deal.check(p) is None for p in hint["plays"])
    assert len({tuple(sorted(c.rank for c in parse_cards(p))) for p in hint["plays"]}) == len(hint["plays"])


def test_hint_is_refused_on_a_bot_turn() -> None:
    ok("new_match", {"seed": seed_where_seat_leads(1)})
    assert err("hint")["type"] == "NotYourTurn"


# ---------------------------------------------------------------- level


def test_set_level_changes_the_level_at_once_and_is_saved() -> None:
    before = ok("new_match", {"seed": seed_where_seat_leads(1), "level": "easy"})
    result = ok("set_level", {"level": "hard"})
    assert result["view"]["settings"]["level"] == "hard"
    assert result["record"]["settings"]["level"] == "hard"
    assert result["record"]["match"] == before["record"]["match"]
    assert result["events"] == []
    api.SESSION = api.Session()
    assert ok("load", {"record": result["record"]})["view"]["settings"]["level"] == "hard"


def test_set_level_applies_to_the_next_bot_move(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    real = pdk_web.Adapter.make_seat_bot

    def spy(self: pdk_web.Adapter, level: str) -> Any:
        made.append(level)
        return real(self, level)

    monkeypatch.setattr(pdk_web.Adapter, "make_seat_bot", spy)
    ok("new_match", {"seed": seed_where_seat_leads(1), "level": "easy"})
    ok("bot_move")
    ok("set_level", {"level": "hard"})
    ok("bot_move")
    assert made == ["easy", "hard"]


@pytest.mark.parametrize("level", ["godlike", None, 3, True])
def test_set_level_refuses_unknown_levels(level: Any) -> None:
    ok("new_match", {"seed": 4, "level": "easy"})
    assert err("set_level", {"level": level})["type"] == "BadArgument"
    assert ok("view")["view"]["settings"]["level"] == "easy"


def test_set_level_needs_a_game() -> None:
    assert err("set_level", {"level": "easy"})["type"] == "NoGame"


# ---------------------------------------------------------------- rounds, counter, standings


def replayed_round_starts(deal: Deal) -> list[int]:
    """Indices of the moves that led a round: the table was empty before them (§6)."""
    fresh = Deal.from_hands([" ".join(map(str, h)) for h in deal.initial_hands], deal.rules, deal.leader,
                            deal.first_of_match)
    starts = []
    for i, (_, play) in enumerate(deal.history):
        if fresh.table is None:
            starts.append(i)
        fresh.play("pass" if play is None else str(play))
    return starts


@pytest.mark.parametrize("seed", [1, 8, 21])
def test_round_starts_and_unseen_follow_the_engine_through_a_deal(seed: int) -> None:
    result = ok("new_match", {"seed": seed, "deals": 1, "level": "easy"})
    while True:
        view = result["view"]
        deal = Match.from_json(json.dumps(result["record"]["match"])).deal
        assert view["round_starts"] == replayed_round_starts(deal)
        # the round in progress began at the last start, or begins with the next move
        assert view["round_start"] in (view["round_starts"][-1:] + [len(view["history"])])
        seen = {str(c) for c in deal.hand(0)} | {str(c) for _, p in deal.history if p for c in p.cards}
        unseen = [sum(1 for c in DECK if c.rank == r and str(c) not in seen) for r in range(3, 16)]
        assert view["unseen"] == unseen
        if view["is_over"]:
            break
        if view["turn"] == 0:
            result = ok("play", {"cards": "pass" if view["can_pass"] else view["legal_plays"][0]["cards"]})
        else:
            result = ok("bot_move")
    assert len(view["round_starts"]) >= 2


def test_unseen_starts_from_the_48_card_deck() -> None:
    view = ok("new_match", {"seed": 77})["view"]
    hand = parse_cards(" ".join(view["hand"]))
    full = [4] * 11 + [3, 1]  # 3 … K four each, three aces, one 2 (§1)
    assert view["unseen"] == [full[r - 3] - sum(1 for c in hand if c.rank == r) for r in range(3, 16)]
    assert sum(view["unseen"]) == 32


def test_deal_points_list_every_finished_deal() -> None:
    result = ok("new_match", {"seed": 2024, "deals": 5, "level": "easy"})
    while not result["view"]["match"]["over"]:
        view = result["view"]
        if view["is_over"]:
            assert len(view["match"]["deal_points"]) == view["match"]["number"]
            result = ok("next_deal")
            assert len(result["view"]["match"]["deal_points"]) == result["view"]["match"]["number"] - 1
        elif view["turn"] == 0:
            result = ok("play", {"cards": "pass" if view["can_pass"] else view["legal_plays"][0]["cards"]})
        else:
            result = ok("bot_move")
    engine = Match.from_json(json.dumps(result["record"]["match"]))
    points = result["view"]["match"]["deal_points"]
    assert points == [list(r.points) for r in engine.results]
    assert [sum(p[s] for p in points) for s in range(3)] == result["view"]["match"]["totals"]


def test_round_starts_on_a_written_history() -> None:
    # the history of the former helper's test, played for real: you lead the 2♠, both pass;
    # you lead 3♠, Anna beats it with 4♥, Ben and you pass; Anna leads the 5♥ (the rounds
    # now come from the engine, Deal.round_starts)
    hands = ["2S 3S 3C", "4H 5H 6H", "3H 3D"]
    moves = ["2S", "pass", "pass", "3S", "4H", "pass", "pass", "5H"]
    assert load((hands, []))["view"]["round_starts"] == []
    assert load((hands, moves))["view"]["round_starts"] == [0, 3, 7]
    # two passes ending the deal's last move open no new round
    assert load((hands, moves[:3]))["view"]["round_starts"] == [0]
