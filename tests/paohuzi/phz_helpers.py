"""Shared helpers for the Paohuzi tests (not a test module)."""

from paohuzi import Deal, Rules
from paohuzi.cards import N_KINDS
from paohuzi.scoring import target


def setup(hands, stock, to_draw=None, dealer=0, melds=None, chou=None, **opts):
    """Deal.from_setup with Rules(**opts)."""
    return Deal.from_setup(Rules(**opts), hands, stock, dealer=dealer, to_draw=to_draw, melds=melds, chou=chou)


def do(deal, seat, action):
    """Assert ``seat`` is the one asked and ``action`` is listed, then apply it."""
    assert deal.pending == [seat], (deal.pending, seat, deal.history)
    assert action in deal.actions(seat), (action, deal.actions(seat))
    deal.act(seat, action)


def card_census(deal):
    """Per card index: copies in hands, table sets, discard rows, the stock and the offered card."""
    counts = [0] * N_KINDS
    for s in range(3):
        for i, n in enumerate(deal._hands[s]):
            counts[i] += n
        for m in deal._melds[s]:
            for i in m.cards:
                counts[i] += 1
        for i in deal._rows[s]:
            counts[i] += 1
    for i in deal._stock[deal._spos:]:
        counts[i] += 1
    if deal.offer is not None and deal._ctx is not None and deal._ctx.card is not None:
        counts[deal._ctx.card] += 1
    return counts


def seat_excess(deal, s):
    """total - (T(q) + shift): 0 for a seat between turns, +1 for a seat that must discard."""
    q = sum(1 for m in deal._melds[s] if len(m.cards) == 4)
    return deal.seat_total(s) - target(q) - deal._shift[s]
