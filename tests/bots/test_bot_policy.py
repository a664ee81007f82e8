"""Hand decomposition, the Normal policy's documented behaviour, and the Hint."""

import random

import pytest
from .bot_helpers import HOME, deal, random_positions

from cardroom.bots import make_bot
from paodekuai import parse_cards
from paodekuai.bots import hint_plays, normal_play
from paodekuai.bots.hand import decompose
from paodekuai.bots.normal import hand_counts, ranked_plays
from paodekuai.bots.policy import follow_move, lead_move
from paodekuai.movegen import generate


def split(text):
    """Groups of a hand's decomposition as ``kind shape`` labels, and the score."""
    d = decompose(hand_counts(parse_cards(text)))
    labels = sorted(f"{g[0]} {''.join('3456789TJQKA2'[r] for r in g[3])}" for g in d.groups)
    return labels, d.score


@pytest.mark.parametrize("hand, groups, score", [
    # strength key-10 per group, 7 per play
    ("3S 4S 5S 6S 7S 2S", ["single 2", "straight 34567"], (7 - 10 - 7) + (15 - 10 - 7)),
    ("3S 3H 3C 4S 4H 4C 5S 6S 7S 8S", ["airplane 3334445678"], 4 - 10 - 7),
    ("9S 9H 9C 9D 3S", ["bomb 9999", "single 3"], (9 - 10 + 12 - 7) + (3 - 10 - 7)),
    ("5S 5H 6S 6H 7S 7H", ["pair_run 556677"], 7 - 10 - 7),
    ("8S 8H 8C 3S 4S", ["triple_two 34888"], 8 - 10 - 7),
    ("8S 8H 8C 3S 3H KS", ["single K", "triple_two 33888"], (8 - 10 - 7) + (13 - 10 - 7)),
    ("AH AD AC 2S", ["triple_two AAA2"], 14 - 10 - 7),     # short: only as the last play
])
def test_decompose_finds_the_fewest_strongest_plays(hand, groups, score):
    assert split(hand) == (sorted(groups), score)


def test_decompose_keeps_the_high_single_out_of_a_straight():
    # 3 4 5 6 7 8: the straight 34567 leaves an 8, 45678 would leave the 3 (weaker)
    assert split("3S 4S 5S 6S 7S 8S") == (["straight 345678"], 8 - 10 - 7)
    assert split("3S 4S 5S 6S 7S 8S 8H")[0] == ["single 8", "straight 345678"]


def counts(text):
    return hand_counts(parse_cards(text))


def shape(move):
    return None if move is None else "".join("3456789TJQKA2"[r] for r in move[3])


def lead(hand, unseen, n_next, n_prev):
    """The policy's lead for a hand, given the cards it has not seen (the card counter)."""
    return shape(lead_move(counts(hand), counts(unseen), n_next, n_prev, n_next == 1))


def follow(hand, table, unseen, n_next, n_prev):
    moves = generate(counts(hand), counts(hand), table, n_next == 1)
    return shape(follow_move(counts(hand), moves, counts(unseen), n_next, n_prev, False))


def test_normal_plays_its_safe_cards_first_when_that_wins():
    # nobody can beat the 2♠ or the pair of 3s (no pair unseen): a winning line, safe
    # plays first (the biggest first), the beatable 5 last
    assert lead("3D 3H 2S 5C", "4S 6S 7S 9S", 2, 2) == "33"
    # greedy would lead the 3; Normal leads the 2♠ and goes out with the 3 next
    assert lead("3D 2S", "4S 6S 7S 9S", 2, 2) == "2"


def test_normal_leads_its_weakest_play_otherwise():
    # two beatable plays and a safe one: the weakest (the 3) goes first, the 2♠ is kept
    assert lead("3D 9C 2S", "4S 6S TS JS KS AH", 3, 3) == "3"


def test_normal_does_not_lead_a_beatable_single_into_a_last_card():
    # an opponent holds one card: lead the pair, not a single it could lose with
    assert lead("3S 5D 5H 9C", "4S 6S 8S KS", 3, 1) == "55"
    # only singles left: the strongest first
    assert lead("3S 9C", "4S 6S 8S KS", 3, 1) == "9"


def test_normal_follows_with_a_free_single_rather_than_breaking_a_pair():
    # table 8: the K is a group of its own; a 9 would break the pair of 9s
    assert follow("3D 9S 9H KD", ("single", 1, 8), "4S 5S AH 6C", 3, 3) == "K"


def test_normal_passes_only_when_nothing_beats():
    assert follow("3D 4D", ("single", 1, 8), "9S", 3, 3) is None
    assert follow("3D 4D", ("pair", 1, 8), "9S", 3, 3) is None


def test_normal_is_deterministic_and_ignores_the_rng():
    bot = make_bot("paodekuai", "normal")
    for d, view in random_positions(HOME, 4, "normal-det", every=3):
        assert bot.choose(view, random.Random(1)).play == bot.choose(view, random.Random(2)).play


def test_hint_starts_with_the_normal_play_and_lists_distinct_plays():
    for d, view in random_positions(HOME, 6, "hint", every=2):
        hints = hint_plays(view, n=4)
        if not view.legal_plays:
            assert hints == []
            continue
        assert hints[0] == normal_play(view)
        assert len(hints) == min(4, len(ranked_plays(view)))
        assert len({str(h) for h in hints}) == len(hints)
        for h in hints:
            assert d.check(h) is None


def test_hint_is_empty_when_passing_is_the_only_legal_move():
    d = deal("3S 2S 9D / 4S 7H / 5S 8S", moves="2S")
    assert hint_plays(d.view(1)) == []


def test_hint_lists_a_triple_once_whatever_its_kickers():
    d = deal("8S 8H 8C 3S 4S 5S 6D / 9S TS / JS QS", leader=0)
    hints = hint_plays(d.view(0), n=10)
    triples = [h for h in hints if h.kind == "triple_two"]
    assert len(triples) == 1


def test_hint_refuses_a_bad_count_and_a_view_not_on_turn():
    d = deal("3S 4S / 5S 6S / 7S 8S")
    with pytest.raises(ValueError):
        hint_plays(d.view(0), n=0)
    with pytest.raises(ValueError):
        hint_plays(d.view(1))
