"""Scoring a deal (spec §8): cards left, shut out, bombs in both ``bomb_bonus`` modes."""

from paodekuai import DECK, Deal, format_cards

from .pdk_helpers import HOME, STANDARD, deal


def test_cards_left_one_point_each_and_shut_out_pays_double():
    # seat 0 leads K (nobody can beat), then 3♠ and is out; seats 1 and 2 never played
    d = deal("3S KS / 4S 5S / 3H 3C", moves="KS|pass|pass|3S")
    r = d.result
    assert r.winner == 0
    assert r.cards_left == (0, 2, 2)
    assert r.shut_out == (False, True, True)
    assert r.bomb_points == (0, 0, 0)
    assert r.points == (8, -4, -4)


def test_a_shut_out_loser_with_16_cards_pays_32():
    straight = "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH"
    rest = [c for c in DECK if str(c) not in straight.split()]
    d = Deal.from_hands([straight, format_cards(rest[:16]), format_cards(rest[16:32])], STANDARD)
    d.play(straight)
    r = d.result
    assert r.cards_left == (0, 16, 16)
    assert r.shut_out == (False, True, True)
    assert r.points == (64, -32, -32)


def test_one_card_left_costs_one_point():
    d = deal("3S 9S / 5S 6H 7C / 8S TC JD", moves="9S|pass|JD|pass|pass|TC|pass|pass|8S")
    assert d.result.cards_left == (1, 3, 0)
    assert d.result.points == (-1, -6, 7)


BOMBS = "3S 5S 5H 5C 5D / 6S 6H 6C 6D 4S / 7S 8S"
BOMB_MOVES = "5S 5H 5C 5D|6S 6H 6C 6D|pass|pass|4S"


def test_unbeaten_bomb_scores_and_a_beaten_bomb_does_not():
    # standard: 5555 is beaten by 6666, which ends its round unbeaten (+20 / -10 / -10);
    # seat 1 then goes out with 4♠. Seat 0 keeps 3♠ (1 point); seat 2 never played its two
    # cards (shut out: 4 points).
    d = deal(BOMBS, moves=BOMB_MOVES)
    r = d.result
    assert r.winner == 1
    assert r.cards_left == (1, 0, 2)
    assert r.shut_out == (False, False, True)
    assert r.bomb_points == (-10, 20, -10)
    assert r.points == (-11, 25, -14)


def test_immediate_bomb_bonus_scores_every_bomb():
    # home: both bombs score when played, the beaten one included
    d = deal(BOMBS, rules=HOME, first_of_match=False, moves=BOMB_MOVES)
    r = d.result
    assert r.bomb_points == (10, 10, -20)
    assert r.points == (9, 15, -24)


def test_unbeaten_bomb_scores_only_when_its_round_ends():
    d = deal(BOMBS, moves="5S 5H 5C 5D|6S 6H 6C 6D|pass")
    assert d.bomb_points == (0, 0, 0)
    d.play("pass")
    assert d.bomb_points == (-10, 20, -10)


def test_immediate_bomb_scores_when_played():
    d = deal(BOMBS, rules=HOME, first_of_match=False, moves="5S 5H 5C 5D")
    assert d.bomb_points == (20, -10, -10)


def test_going_out_with_a_bomb_scores_it():
    for rules in (STANDARD, HOME):
        d = deal("3S 3H 3C 3D / 4S 5S / 6S 7S", rules=rules, moves="3S 3H 3C 3D")
        r = d.result
        assert r.winner == 0
        assert r.bomb_points == (20, -10, -10)
        assert r.points == (28, -14, -14)


def test_points_sum_to_zero_and_may_go_below_zero():
    d = deal(BOMBS, rules=HOME, first_of_match=False, moves=BOMB_MOVES)
    assert sum(d.result.points) == 0
    assert min(d.result.points) < 0
