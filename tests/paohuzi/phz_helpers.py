"""Shared helpers for the Paohuzi tests (not a test module)."""

from hypothesis import strategies as st

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


RULES = st.builds(
    Rules,
    next_can_chi_drawn=st.booleans(),
    pao_blocks_other_hu=st.booleans(),
    same_player_hu_over_pao=st.booleans(),
    tianhu_on_liangzhang=st.booleans(),
    own_discard_is_chou=st.booleans(),
    hu_mandatory=st.booleans(),
    fan_table=st.sampled_from(["seed", "wiki"]),
    tianhu_selfdraw_bonus=st.booleans(),
    santi_wukan_huxi=st.sampled_from(["quads_kan", "best"]),
    min_huxi=st.sampled_from([15, 15, 10, 21]),
)
"""Any rules (every §19 option of a deal drawn at random), for property tests."""


def pick(acts, rng):
    """A random action of ``acts``, favouring 胡, 碰 and 吃 so that deals meet every step."""
    for pref in ("hu", "peng"):
        if pref in acts and rng.random() < 0.6:
            return pref
    chis = [a for a in acts if a.startswith("chi")]
    if chis and rng.random() < 0.5:
        return rng.choice(chis)
    return rng.choice(acts)
