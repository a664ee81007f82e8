"""Matches (spec §2, §9, §14): lengths, leaders per preset, totals, winners."""

import json

import pytest

from paodekuai import Deal, Match, Rules
from paodekuai.cards import THREE_OF_SPADES

from .pdk_helpers import HOME, STANDARD, deal


def play_out(d: Deal) -> None:
    """Finish a deal with a fixed policy: pass when allowed, else the first legal play."""
    while not d.is_over:
        d.play("pass" if d.can_pass() else d.legal_plays()[0])


def holder_of_3S(d: Deal) -> int:
    return next(s for s in range(3) if THREE_OF_SPADES in d.initial_hands[s])


@pytest.mark.parametrize("n", [0, 2, 3, 11, True])
def test_match_length_is_1_5_or_10(n):
    with pytest.raises(ValueError):
        Match.new(STANDARD, n, seed=1)


def test_first_deal_is_dealt_from_the_match_seed():
    m = Match.new(STANDARD, 5, seed=7)
    assert m.deal.initial_hands == Deal.new(STANDARD, 7).initial_hands
    assert Match.new(STANDARD, 5, seed=7).deal.initial_hands == m.deal.initial_hands
    assert Match.new(STANDARD, 5, seed=8).deal.initial_hands != m.deal.initial_hands


def test_standard_match_holder_of_3S_leads_every_deal():
    m = Match.new(STANDARD, 5, seed=11)
    leaders = []
    seen_totals = [0, 0, 0]
    for i in range(5):
        d = m.deal
        assert d.first_of_match == (i == 0)
        assert d.leader == holder_of_3S(d)
        leaders.append(d.leader)
        with pytest.raises(ValueError):
            m.next_deal()           # not over yet
        play_out(d)
        seen_totals = [seen_totals[s] + d.result.points[s] for s in range(3)]
        assert m.totals == tuple(seen_totals)
        if i < 4:
            assert not m.is_over and m.winners == []
            m.next_deal()
    assert m.is_over
    assert m.winners == [s for s in range(3) if m.totals[s] == max(m.totals)]
    with pytest.raises(ValueError):
        m.next_deal()
    assert len(m.results) == 5


def test_home_match_winner_of_the_previous_deal_leads():
    m = Match.new(HOME, 5, seed=3)
    first = m.deal
    assert first.leader == holder_of_3S(first)
    assert first.check(first.legal_plays()[0]) is None
    assert all("3S" in str(p) for p in first.legal_plays())   # first play holds 3♠
    play_out(first)
    for _ in range(4):
        prev_winner = m.deal.result.winner
        d = m.next_deal()
        assert d.leader == prev_winner and d.turn == prev_winner
        assert not d.first_of_match
        play_out(d)
    assert m.is_over


def test_totals_include_the_current_deal_once_it_is_over():
    m = Match.new(STANDARD, 1, seed=5)
    assert m.totals == (0, 0, 0)
    play_out(m.deal)
    assert m.totals == m.deal.result.points
    assert m.is_over


def test_a_tie_for_most_counts_as_a_win_for_each():
    # seat 0 leads 3♠; seat 1 beats it with the bomb 5555, which ends its round unbeaten
    # (+20 for seat 1, -10 each other); seat 1 leads 6♦, seat 2 cannot beat, seat 0 goes out
    # with 2♠. Seat 1 keeps 10 cards (pays 10): 20 - 10 = 10. Seat 2 keeps 5 and never
    # played (pays 10): -10 - 10 = -20. Seat 0: -10 + 10 + 10 = 10. A tie at 10.
    d = deal("3S 2S / 5S 5H 5C 5D 6D 7D 8D 9D TD JD QD KD 7C 8C 9C / 3H 3C 3D 4S 4H",
             moves="3S|5S 5H 5C 5D|pass|pass|6D|pass|2S")
    assert d.result.points == (10, 10, -20)
    record = json.dumps({"format": "paodekuai.match/1", "engine": "1.0.0", "rules": STANDARD.to_dict(),
                         "deals": 1, "seed": 0, "played": [d.to_dict()]})
    m = Match.from_json(record)
    assert m.is_over
    assert m.totals == (10, 10, -20)
    assert m.winners == [0, 1]


def test_match_view_carries_totals_before_the_deal():
    m = Match.new(STANDARD, 5, seed=2)
    play_out(m.deal)
    first = m.deal.result.points
    m.next_deal()
    v = m.view(0)
    assert v.totals == first and v.deal_number == 2 and v.deals == 5


def test_custom_rules_are_accepted():
    rules = Rules(first_play_has_3S=True, next_leader="holder_3S", bomb_bonus="immediate", split_bombs=False)
    assert rules.name == "custom"
    m = Match.new(rules, 1, seed="any text")
    play_out(m.deal)
    assert m.is_over and sum(m.totals) == 0


@pytest.mark.parametrize("n", [5.0, "5", None])
def test_match_length_must_be_an_int(n):
    with pytest.raises(ValueError):
        Match.new(STANDARD, n, seed=1)
