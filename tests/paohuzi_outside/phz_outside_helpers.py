"""Helpers for the outside Paohuzi tests (written from the spec alone, §23 interface only)."""

from paohuzi import Deal, Rules, parse_cards

RED_RANKS = {2, 7, 10}


def code(card):
    """The code of a card object or string ("x7")."""
    return str(card)


def reds(text):
    """Count red cards (§2: x2 x7 x10 d2 d7 d10) in a card string."""
    return sum(1 for c in parse_cards(text) if int(str(c)[1:]) in RED_RANKS)


def bigs(text):
    """Count big (大字, d) cards in a card string."""
    return sum(1 for c in parse_cards(text) if str(c)[0] == "d")


def meld_size(meld):
    """Number of cards in a meld string of §23 ("peng x3" 3, "ti x9" 4, "chi a b c" 3)."""
    kind, *cards = meld.split()
    if kind in ("pao", "ti"):
        return 4
    if kind in ("peng", "wei", "chou_wei"):
        return 3
    assert kind == "chi", meld
    return len(cards)


def setup(hands, stock, to_draw=None, dealer=0, melds=None, chou=None, rules=None):
    """Deal.from_setup with the default rules unless given."""
    return Deal.from_setup(rules or Rules(), hands, stock, dealer=dealer, to_draw=to_draw,
                           melds=melds, chou=chou)


def hist_after(deal, n):
    """History events after the first n."""
    return deal.history[n:]


def acts(deal, seat):
    """actions(seat) as a set (the order is not part of the interface)."""
    return set(deal.actions(seat))


def discards(cards):
    """Discard actions for a card string, as a set."""
    return {"discard " + str(c) for c in parse_cards(cards)}


def cards(deal_list):
    """Card codes of a list of Card objects."""
    return [str(c) for c in deal_list]


def in_order(history, events):
    """True when `events` occur in `history` in this order (not necessarily adjacent)."""
    pos = 0
    for event in events:
        try:
            pos = history.index(event, pos) + 1
        except ValueError:
            return False
    return True


def result_tuple(deal):
    """(winner, huxi, di, fan, fan_total, score, points, tianhu, self_drawn) of a finished deal."""
    r = deal.result
    return (r.winner, r.huxi, r.di, dict(r.fan), r.fan_total, r.score, tuple(r.points), r.tianhu,
            r.self_drawn)
