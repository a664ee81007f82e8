"""Accessors the table needs beyond the spec's §23 interface: the stock's cards (revealed once a
deal is over) and a match's per-deal summary (the dealer of each deal, his streak, the winner,
the points), checked against the rules of §4 and §5."""

import random

from cardroom.bots import make_bot
from paohuzi import Deal, Match, Rules, parse_cards

from .phz_helpers import setup


def test_stock_cards_are_the_cards_still_to_draw_top_first():
    deal = Deal.new(Rules(), seed=11)
    stock = deal.stock_cards()
    assert len(stock) == deal.stock_count == 19  # §5: 80 - 21 - 20 - 20
    # the face-up bottom card is the stock's last card, the moved red cards its first (§5.4)
    top, bottom = deal.known_stock()
    assert stock[-1] == bottom and stock[:len(top)] == top
    seat = deal.pending[0]
    deal.act(seat, deal.actions(seat)[0])  # the dealer's opening discard: the next seat draws
    assert deal.stock_cards() == stock[1:]


def test_stock_cards_of_a_stated_position_after_the_draw():
    # TC02: seat 1 draws x7 and may win; d4 is left in the stock
    d = setup(["x10", "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6", "x10"], "x7 d4", to_draw=1)
    assert d.stock_cards() == parse_cards("d4")
    d.act(1, "hu")
    assert d.is_over and d.stock_cards() == parse_cards("d4")


def rotate(dealer, streak, winner, players, limit=3):
    """Spec §4 in its own words: a non-dealer who won deals next; else the dealer stays,
    unless he has now dealt ``limit`` hands in a row (then his right neighbour deals)."""
    if winner is not None and winner != dealer:
        return winner, 1
    if streak >= limit:
        return (dealer + 1) % players, 1
    return dealer, streak + 1


def test_match_summaries_name_each_deals_dealer_streak_winner_and_points():
    for players in (3, 4):
        rng = random.Random(players)
        bot = make_bot("paohuzi", "greedy")
        m = Match.new(Rules(), 17, players=players, deals=12)
        seen = []
        while True:
            deal = m.deal
            dealer, streak, seats = m.dealer, m.streak, m.seats
            assert m.summaries == seen  # the deal in progress is not summarised yet
            while not deal.is_over:
                s = deal.pending[0]
                deal.act(s, bot.choose(deal.view(s), rng, None).play)
            r = deal.result
            winner = None if r.winner is None else seats[r.winner]
            points = [0] * players
            for s, p in enumerate(seats):
                points[p] = r.points[s]
            seen.append({"dealer": dealer, "streak": streak, "winner": winner, "points": points})
            assert m.summaries == seen  # a finished deal at once
            assert [e["points"] for e in m.summaries] == m.deal_points
            if m.is_over:
                break
            m.next_deal()
            assert (m.dealer, m.streak) == rotate(dealer, streak, winner, players)
        assert len(seen) == 12
        assert any(e["winner"] is not None for e in seen) and any(e["streak"] > 1 for e in seen)
