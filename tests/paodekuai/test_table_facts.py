"""What the engine tells the table so that no other layer re-derives a rule: the rounds
(§6), who passed, the 3♠ first play (§2, §14), pending bomb points (§8), a play's kind with
its refusal code (§12), the display order of a play's cards, and rebuilding a position.

Expected values are the spec's, on hand-made deals."""

import json

import pytest

from paodekuai import Deal
from paodekuai.scoring import BOMB_GAIN, BOMB_VALUE, deal_points

from .pdk_helpers import HOME, STANDARD, deal

# seat 0 leads the 2♠ (nobody beats it: two passes end the round), leads 3♠, Anna beats
# with 4♥, Ben and you cannot beat it: two passes again, Anna leads 5♥
ROUNDS = ("2S 3S 3C / 4H 5H 6H / 3H 3D", ["2S", "pass", "pass", "3S", "4H", "pass", "pass", "5H"])


def test_round_starts_follow_section_6():
    hands, moves = ROUNDS
    d = deal(hands)
    assert d.round_starts == []
    seen = []
    for move in moves:
        d.play(move)
        seen.append(d.round_starts)
    assert seen == [[0], [0], [0], [0, 3], [0, 3], [0, 3], [0, 3], [0, 3, 7]]
    # two passes that end a round open no new round until its lead is made
    assert deal(hands, moves="2S|pass|pass").round_starts == [0]


def test_passed_lists_the_seats_that_passed_since_the_table():
    hands, moves = ROUNDS
    d = deal(hands)
    seen = []
    for move in moves:
        d.play(move)
        seen.append(d.passed)
    assert seen == [[], [1], [], [], [], [2], [], []]


def test_must_hold_3S_binds_the_home_first_play_of_a_match_only():
    d = deal("3S 4S 9S / 5S 6S / 7S 8S", HOME)
    assert d.must_hold_3S and d.check("4S") == "must_include_3S"
    d.play("3S")
    assert not d.must_hold_3S
    assert not deal("3S 4S 9S / 5S 6S / 7S 8S", STANDARD).must_hold_3S
    assert not deal("3S 4S 9S / 5S 6S / 7S 8S", HOME, first_of_match=False).must_hold_3S
    # nobody holds 3♠: seat 0 leads, nothing is required (§14)
    assert not deal("4S 9S / 5S 6S / 7S 8S", HOME).must_hold_3S


def test_a_standard_bomb_is_pending_until_its_round_ends_unbeaten():
    d = deal("3S 4S 4H 4D 4C 9C / 5D 5H 8D / KD KH QS")
    d.play("4S 4H 4D 4C")
    assert d.bomb_pending and d.bomb_points == (0, 0, 0)
    d.play("pass")
    assert d.bomb_pending
    d.play("pass")
    assert not d.bomb_pending and d.bomb_points == (BOMB_GAIN, -BOMB_VALUE, -BOMB_VALUE) == (20, -10, -10)


def test_a_higher_bomb_takes_the_pending_points_over():
    d = deal("3S 4S 4H 4D 4C 9C / 5S 5H 5D 5C 8D / KD KH QS")
    d.play("4S 4H 4D 4C")
    d.play("5S 5H 5C 5D")
    assert d.bomb_pending and d.table_by == 1
    d.play("pass")
    d.play("pass")
    assert not d.bomb_pending and d.bomb_points == (-10, 20, -10)


def test_no_bomb_is_pending_under_the_home_rules_or_once_it_goes_out():
    d = deal("3S 4S 4H 4D 4C 9C / 5D 5H 8D / KD KH QS", HOME, moves="3S|8D|QS")
    d.play("4S 4H 4D 4C")
    assert not d.bomb_pending and d.bomb_points == (20, -10, -10)
    out = deal("3S 4S 4H 4D 4C / 5D 5H 8D / KD KH QS", moves="3S|5D|KD")
    out.play("4S 4H 4D 4C")
    assert out.is_over and not out.bomb_pending and out.bomb_points == (20, -10, -10)


def test_verdict_gives_the_refusal_code_or_the_kind():
    d = deal("3S 3H 3C 5D 5H 7C 9S / 4S 8D / 6C TD")
    assert d.verdict("3S 3H 3C 5D 5H") == (None, "triple_two")
    assert d.verdict("3S 3H 3C 7C") == ("needs_kickers", None)
    assert d.verdict("pass") == ("leader_cannot_pass", None)
    assert d.verdict("3S") == (None, "single")
    d.play("9S")
    assert d.verdict("pass") == (None, None)  # nothing of Anna's beats the 9
    assert d.verdict("4S") == ("too_low", None)
    with pytest.raises(ValueError):
        d.verdict("hello")


@pytest.mark.parametrize("hands, move, shown", [
    ("3H 4D 7H 7C 7D 3S / 5S / 6S", "7H 7C 7D 3H 4D", "7H 7C 7D 3H 4D"),
    ("3S 3D 5C 8D KH KC KD AH AC AD 9S / 4S / 6S", "KH KC KD AH AC AD 3S 3D 5C 8D",
     "KH KC KD AH AC AD 3S 3D 5C 8D"),
    ("3S 4S 5S 6S 7S 9S / 4H / 6H", "3S 4S 5S 6S 7S", "3S 4S 5S 6S 7S"),
])
def test_shown_puts_the_main_part_before_the_kickers(hands, move, shown):
    d = deal(hands)
    play = d.play(move)
    assert " ".join(map(str, play.shown)) == shown
    assert sorted(play.shown) == list(play.cards)


def test_the_short_triple_of_section_4_shows_its_triple_first():
    d = deal("8S 8H 8C 5D / 4H / 6H", leader=0)
    play = d.play("5D 8S 8H 8C")
    assert play.kind == "triple_two" and " ".join(map(str, play.shown)) == "8S 8H 8C 5D"


def test_rebuild_reaches_the_same_position_as_playing():
    d = Deal.new(STANDARD, 11)
    for _ in range(13):
        d.play("pass" if d.can_pass() else d.legal_plays()[-1])
    again = Deal.rebuild(d.initial_hands, d.rules, d.leader, d.first_of_match, d.history)
    rebuilt, played = json.loads(again.to_json()), json.loads(d.to_json())
    # a rebuilt deal is a position stated from its hands, not a deal dealt from a seed
    assert (rebuilt.pop("dealt"), rebuilt.pop("seed"), played.pop("dealt"), played.pop("seed")) == \
        (False, None, True, 11)
    assert rebuilt == played
    assert (again.turn, again.table, again.passes, again.round_starts, again.bomb_points) == \
        (d.turn, d.table, d.passes, d.round_starts, d.bomb_points)


def test_deal_points_follow_section_8():
    # the winner collects a point per card left, double from a seat that never played
    assert deal_points(0, [0, 3, 16], [True, True, False], [0, 0, 0]) == (35, -3, -32)


def test_the_view_says_whose_turn_and_which_moves_as_text():
    d = deal("TS KH 2S / 4D / 3S 9C 5H", moves="9C")  # §7's example: only 2♠ is legal
    v = d.view(0)
    assert v.to_act and v.next_on_last_card and v.legal_moves == ("2S",)
    assert d.legal_moves() == ["2S"] and d.to_move == 0
    w = d.view(1)
    assert not w.to_act and w.legal_moves == () and not w.next_on_last_card
    d.apply("2S")
    assert d.view(1).legal_moves == ("pass",) and d.legal_moves() == ["pass"]
