"""Spec §8 scoring a deal: cards left, shut out, bombs in both modes. Each scenario is played
move by move (every move is checked legal by the engine's play()); the derivation is in the
comments."""

import pytest

from paodekuai import Deal, Rules

from .util import HOME, STANDARD, deal, run


def result_tuple(d):
    r = d.result
    return (r.winner, r.cards_left, r.shut_out, r.bomb_points, r.points)


def test_cards_left_plain():
    # s0 3S | s1 5H | s2 pass (4 4 cannot beat 5) | s0 KS (s1 has 1 card, K is s0's highest) -> out.
    # s1 1 card left, played -> pays 1; s2 2 cards, never played -> shut out, pays 4. s0 +5.
    d = deal("3S KS", "5H 6H", "4H 4D")
    run(d, "3S", "5H", "pass", "KS")
    assert result_tuple(d) == (0, (0, 1, 2), (False, False, True), (0, 0, 0), (5, -1, -4))
    assert all(isinstance(x, tuple) for x in result_tuple(d)[1:])


def test_shut_out_full_hands():
    # s0 leads a 16-card pair run 33..TT and goes out; s1, s2 keep 16 cards each, shut out:
    # each pays 2 x 16 = 32; s0 +64.
    h0 = "3S 3H 4S 4H 5S 5H 6S 6H 7S 7H 8S 8H 9S 9H TS TH"
    rest = ("3C 3D 4C 4D 5C 5D 6C 6D 7C 7D 8C 8D 9C 9D TC TD "
            "JS JH JC JD QS QH QC QD KS KH KC KD AH AC AD 2S").split()
    d = deal(h0, " ".join(rest[:16]), " ".join(rest[16:]))
    p = d.play(h0)
    assert (p.kind, p.key, p.units) == ("pair_run", 10, 8)
    assert result_tuple(d) == (0, (0, 16, 16), (False, True, True), (0, 0, 0), (64, -32, -32))


# Scenario A: s0 3S | s1 4S | s2 6H (s2 now on last card, 7H) | s0 bomb 5555 | s1 pass | s2 pass
# (round over, the bomb was its last play) | s0 leads 9S, out.
# cards: s1 2 (8H QH), s2 1 (7H) -> s0 +3. bomb +20 / -10 / -10.
# totals: s0 3 + 20 = 23, s1 -2 - 10 = -12, s2 -1 - 10 = -11 (both presets: the bomb is unbeaten).
@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_bomb_unbeaten_round(rules):
    d = deal("3S 5S 5H 5C 5D 9S", "4S 8H QH", "6H 7H", rules)
    run(d, "3S", "4S", "6H", "5S 5H 5C 5D", "pass", "pass")
    assert d.turn == 0 and d.table is None and not d.is_over
    d.play("9S")
    assert result_tuple(d) == (0, (0, 2, 1), (False, False, False), (20, -10, -10), (23, -12, -11))


# Scenario B: s0 3S | s1 4S | s2 6H | s0 5555 | s1 8888 (must beat) | s2 pass | s0 pass | s1 QH out.
# cards: s0 1 (9S), s2 1 (7H) -> s1 +2.
# standard: 5555 beaten scores nothing; 8888 ends its round: s1 +20, s0 -10, s2 -10
#   -> points s0 -11, s1 22, s2 -11.
# home: both score at once: 5555 -> s0 +20, s1 -10, s2 -10; 8888 -> s1 +20, s0 -10, s2 -10;
#   net bombs s0 +10, s1 +10, s2 -20 -> points s0 -1 + 10 = 9, s1 2 + 10 = 12, s2 -1 - 20 = -21.
@pytest.mark.parametrize("rules,bombs,points", [
    (STANDARD, (-10, 20, -10), (-11, 22, -11)),
    (HOME, (10, 10, -20), (9, 12, -21)),
], ids=["standard", "home"])
def test_bomb_beaten_by_higher_bomb(rules, bombs, points):
    d = deal("3S 5S 5H 5C 5D 9S", "4S 8S 8H 8C 8D QH", "6H 7H", rules)
    run(d, "3S", "4S", "6H", "5S 5H 5C 5D")
    assert d.check("pass") == "must_beat"
    run(d, "8S 8H 8C 8D", "pass", "pass", "QH")
    assert result_tuple(d) == (1, (1, 0, 1), (False, False, False), bombs, points)


# Scenario C: s0 3S | s1 4S (s1 on last card) | s2 5H | s0 6666 (only beating play: standard
# cannot split) -> s0 out with a bomb: it scores. cards s1 1, s2 1 -> +2; bomb +20 / -10 / -10.
def test_going_out_with_a_bomb_standard():
    d = deal("3S 6S 6H 6C 6D", "4S 9H", "5H TH")
    run(d, "3S", "4S", "5H")
    assert [p.kind for p in d.legal_plays()] == ["bomb"]
    d.play("6S 6H 6C 6D")
    assert result_tuple(d) == (0, (0, 1, 1), (False, False, False), (20, -10, -10), (22, -11, -11))


# Scenario D (standard, unbeaten mode): a bomb that is beaten while its round goes on scores
# nothing even if its player later wins. s0 3S | s1 4S | s2 7777 (must beat: standard holder of
# a bomb) | s0 9999 (must beat) | s1 pass | s2 pass | s0 leads KS, out.
# cards: s1 1 (5S), s2 1 (JH): s0 +2. bombs: 9999 only: s0 +20, s1 -10, s2 -10.
# points: s0 22, s1 -11, s2 -11. home: 7777 also scores: s2 +20, s0 -10, s1 -10
#   -> bombs s0 10, s1 -20, s2 10; points s0 12, s1 -21, s2 9.
@pytest.mark.parametrize("rules,bombs,points", [
    (STANDARD, (20, -10, -10), (22, -11, -11)),
    (HOME, (10, -20, 10), (12, -21, 9)),
], ids=["standard", "home"])
def test_bomb_scores_for_its_own_player_only(rules, bombs, points):
    d = deal("3S 9S 9H 9C 9D KS", "4S 5S", "7S 7H 7C 7D JH", rules)
    run(d, "3S", "4S", "7S 7H 7C 7D", "9S 9H 9C 9D", "pass", "pass", "KS")
    assert result_tuple(d) == (0, (0, 1, 1), (False, False, False), bombs, points)


def test_bomb_lead_unbeaten_standard_shut_out_combined():
    # s0 holds 3S 4444 QS and leads. s0 4444 | s1 pass | s2 pass | s0 3S | s1 6H (s2 is on last
    # card, so s1's single must be its highest) | s2 pass (3D cannot beat) | s0 QS out.
    # cards: s1 1 (5H), s2 1 (3D, never played: shut out, pays 2). s0 +3; bomb +20/-10/-10.
    # points: s0 3 + 20 = 23, s1 -1 - 10 = -11, s2 -2 - 10 = -12.
    d = deal("3S 4S 4H 4C 4D QS", "5H 6H", "3D")
    run(d, "4S 4H 4C 4D", "pass", "pass", "3S")
    assert d.check("5H") == "must_play_highest_single"
    run(d, "6H", "pass", "QS")
    assert result_tuple(d) == (0, (0, 1, 1), (False, False, True), (20, -10, -10), (23, -11, -12))


def test_custom_rules_modes_are_independent_of_preset():
    # Rules with immediate bombs but standard otherwise: Scenario B gives the home bomb points.
    rules = Rules(first_play_has_3S=False, next_leader="holder_3S", bomb_bonus="immediate", split_bombs=False)
    d = deal("3S 5S 5H 5C 5D 9S", "4S 8S 8H 8C 8D QH", "6H 7H", rules)
    run(d, "3S", "4S", "6H", "5S 5H 5C 5D", "8S 8H 8C 8D", "pass", "pass", "QH")
    assert d.result.bomb_points == (10, 10, -20) and d.result.points == (9, 12, -21)


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("seed", range(6))
def test_random_deals_zero_sum_and_consistent(rules, seed):
    # Play whole 16-card deals with the first listed play (or pass); check §8 identities:
    # sum zero, cards left = hand sizes, shut out = never played, points = cards part + bombs.
    d = Deal.new(rules, seed)
    while not d.is_over:
        plays = d.legal_plays()
        d.play(plays[(len(d.history) * 7) % len(plays)].cards if plays else "pass")
    r = d.result
    assert sum(r.points) == 0 and sum(r.bomb_points) == 0
    assert r.cards_left == tuple(len(d.hand(s)) for s in range(3))
    assert r.cards_left[r.winner] == 0
    played = {s for s, p in d.history if p is not None}
    assert r.shut_out == tuple(s not in played for s in range(3))
    owed = [r.cards_left[s] * (2 if r.shut_out[s] else 1) for s in range(3)]
    card_part = tuple(sum(owed) if s == r.winner else -owed[s] for s in range(3))
    assert r.points == tuple(card_part[s] + r.bomb_points[s] for s in range(3))
    assert r.bomb_points[0] % 10 == 0
