"""Match: dealer rotation (spec §4, TC28), 3 or 4 players (§3), totals."""

import json
import random

import pytest

from paohuzi import Match, Rules
from paohuzi.match import active_players, next_dealer


@pytest.mark.parametrize("dealer,streak,winner,expect", [
    (0, 1, 1, (1, 1)),       # TC28: a non-dealer wins
    (0, 1, None, (0, 2)),    # draw: dealer stays
    (0, 3, 0, (1, 1)),       # third hand won by the dealer: right neighbour deals
    (0, 3, None, (1, 1)),    # third hand drawn
    (0, 2, 0, (0, 3)),
    (2, 3, None, (0, 1)),
])
def test_tc28_dealer_rotation(dealer, streak, winner, expect):
    assert next_dealer(dealer, streak, winner, 3) == expect


def test_four_player_rotation_and_watcher():
    assert next_dealer(3, 3, None, 4) == (0, 1)
    assert active_players(0, 4) == (0, 1, 3) and active_players(1, 4) == (0, 1, 2)
    assert active_players(2, 4) == (1, 2, 3) and active_players(3, 4) == (0, 2, 3)


def _finish(deal, rng):
    while not deal.is_over:
        s = deal.pending[0]
        acts = deal.actions(s)
        deal.act(s, "hu" if "hu" in acts else rng.choice(acts))


@pytest.mark.parametrize("players", [3, 4])
def test_match_rotates_dealers_and_keeps_zero_sum_totals(players):
    rng = random.Random(players)
    m = Match.new(Rules(), 9, players=players)
    assert m.streak == 1 and len(m.totals) == players
    for _ in range(12):
        deal = m.deal
        with pytest.raises(ValueError):
            m.next_deal()
        _finish(deal, rng)
        before_dealer, before_streak, seats = m.dealer, m.streak, m.seats
        r = deal.result
        totals_now = m.totals
        assert sum(totals_now) == 0
        m.next_deal()
        assert m.totals == totals_now  # the finished deal counted at once, and only once
        winner = None if r.winner is None else seats[r.winner]
        assert (m.dealer, m.streak) == next_dealer(before_dealer, before_streak, winner, players)
        assert m.seats[m.deal.dealer] == m.dealer
        if players == 4:
            assert m.watcher == (m.dealer + 2) % 4 and m.watcher not in m.seats


def test_match_players_argument_and_rules_players():
    assert Match.new(Rules(players=4), 1).players == 4
    assert Match.new(Rules(), 1, players=4).rules.players == 4
    with pytest.raises(ValueError):
        Match.new(Rules(), 1, players=5)


def test_match_is_reproducible():
    assert Match.new(Rules(), 3).to_json() == Match.new(Rules(), 3).to_json()


@pytest.mark.parametrize("players", [3, 4])
def test_a_match_of_a_given_length_ends_with_its_winners(players):
    rng = random.Random(10 + players)
    m = Match.new(Rules(), 5, players=players, deals=2)
    assert m.number == 1 and not m.is_over and m.winners == []
    _finish(m.deal, rng)
    assert not m.is_over
    m.next_deal()
    assert m.number == 2
    _finish(m.deal, rng)
    assert m.is_over
    best = max(m.totals)
    assert m.winners == [p for p in range(players) if m.totals[p] == best]
    with pytest.raises(ValueError, match="the match is over"):
        m.next_deal()
    again = Match.from_json(m.to_json())
    assert (again.deals, again.is_over, again.winners, again.totals) == (2, True, m.winners, m.totals)


def test_an_open_match_never_ends_and_old_records_load_as_open():
    m = Match.new(Rules(), 3)
    assert m.deals is None and not m.is_over
    record = json.loads(m.to_json())
    del record["length"]  # a record written before match lengths
    assert Match.from_json(json.dumps(record)).deals is None


@pytest.mark.parametrize("deals", [0, -1, 2.5, True, "4"])
def test_a_bad_match_length_is_refused(deals):
    with pytest.raises(ValueError):
        Match.new(Rules(), 1, deals=deals)
