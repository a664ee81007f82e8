"""Helpers for the outside tests: build deals from the spec §13 interface only."""

from paodekuai import Deal, Rules, format_cards, parse_cards

STANDARD = Rules.preset("standard")
HOME = Rules.preset("home")


def deal(h0, h1, h2, rules=STANDARD, leader=None, first_of_match=True):
    """Deal.from_hands with the three hands given as card strings."""
    return Deal.from_hands([h0, h1, h2], rules, leader=leader, first_of_match=first_of_match)


def rank_text(cards):
    """Ranks of cards as a sorted string, suits dropped: '3 3 T K'."""
    return " ".join(str(c)[0] for c in sorted(cards))


def desc(play):
    """(kind, key, units, cards in the order the engine gives) of a Play."""
    return (play.kind, play.key, play.units, format_cards(sorted(play.cards)))


def listed(d):
    """The legal plays of the mover as a set of desc tuples."""
    plays = d.legal_plays()
    out = {desc(p) for p in plays}
    assert len(out) == len(plays), "a rank multiset is listed twice"
    return out


def run(d, *moves):
    """Apply moves in order ('pass' or card text); returns the list of Plays/None."""
    return [d.play(m) for m in moves]


DECK_TEXT = [r + s for r in "3456789TJQK" for s in "SHCD"] + ["AH", "AC", "AD", "2S"]


def lead_deal(hand, rules=STANDARD, first_of_match=False, extra_each=2):
    """A deal where seat 0 holds `hand` and leads; seats 1 and 2 get `extra_each` cards each,
    the first unused ones in deck order (so nobody is on last card unless asked)."""
    mine = set(str(c) for c in parse_cards(hand))
    rest = [t for t in DECK_TEXT if t not in mine]
    h1 = " ".join(rest[:extra_each])
    h2 = " ".join(rest[extra_each:2 * extra_each])
    return deal(hand, h1, h2, rules, leader=0, first_of_match=first_of_match)
