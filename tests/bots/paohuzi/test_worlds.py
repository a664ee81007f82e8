"""The worlds the Hard level samples (issue 13): consistent with every public fact, never
excluding the real deal."""

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from paohuzi import Deal, Rules
from paohuzi.bots.normal import normal_action
from paohuzi.bots.worlds import DISTANCE_CAP, INDEX, Inference
from paohuzi.cards import CODES
from paohuzi.ready import distance, shape_of

from ...paohuzi.phz_helpers import do, setup

RULES = [Rules(), Rules(fan_table="wiki", min_huxi=10), Rules(next_can_chi_drawn=True, own_discard_is_chou=False)]


def position_after(rules, seed, plies, randomness):
    """A deal played ``plies`` decisions by Normal (a random legal action with chance
    ``randomness``), and the view of the seat asked then; ``None`` once the deal is over."""
    rng = random.Random(seed)
    d = Deal.new(rules, f"worlds/{seed}", dealer=seed % 3)
    for _ in range(plies):
        if d.is_over:
            return None
        s = d.pending[0]
        v = d.view(s)
        d.act(s, rng.choice(list(v.actions)) if rng.random() < randomness else normal_action(v))
    return None if d.is_over else (d, d.view(d.pending[0]))


def hand_counts(text):
    h = [0] * 20
    for c in text.split():
        h[INDEX[c]] += 1
    return h


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(RULES) - 1), st.integers(0, 10_000), st.integers(0, 60), st.sampled_from([0.0, 0.3, 1.0]),
       st.integers(0, 2 ** 32))
def test_worlds_agree_with_the_view_and_the_real_deal_is_one_of_them(r, seed, plies, randomness, wseed):
    got = position_after(RULES[r], seed, plies, randomness)
    if got is None:
        return
    deal, view = got
    inf = Inference(view)
    truth = deal.position()
    # the real deal meets every bound the inference draws from the history
    for s in inf.others:
        h = hand_counts(truth["hands"][s])
        assert all(h[c] <= inf.cap[s][c] for c in range(20)), (s, h, inf.cap[s], view.history)
        hidden = [m.split()[1] for m, shown in zip(truth["melds"][s], view.melds[s]) if shown == "wei ?"]
        assert not {INDEX[c] for c in hidden} & inf.wei_ban[s], (s, hidden, view.history)
        real_chou = set(truth["chou"][s].split())
        assert all(CODES[c] in real_chou for c in inf.declined[s] if h[c] >= 2), (s, view.history)
    # a sampled world looks exactly the same from the seat, and meets the bounds itself
    world = inf.sample(random.Random(wseed))
    assert not inf.relaxed
    other = world.deal()
    assert dataclasses.replace(other.view(view.seat), history=view.history) == view
    pos = other.position()
    for s in inf.others:
        h = hand_counts(pos["hands"][s])
        assert sum(h) == view.hand_counts[s]
        assert all(h[c] <= inf.cap[s][c] for c in range(20))
    assert len(pos["stock"].split()) == view.stock_count
    assert pos["stock"].split()[:len(view.known_top)] == list(view.known_top)


def test_what_a_hand_made_history_proves():
    """Seat 0 discards x5, seat 1 draws d3 and leaves it, seat 2 draws x6 and is asked to 吃 it.
    Seen from seat 2: seat 0 keeps at most one x5 and no 偎 of it (a pair and the discarded
    copy would have been a 坎, §6); seat 1 holds no pair of d3 (its draw would have been a 偎,
    §9.4); neither holds a 坎 of x5, d3 or x6 (none was 跑'd, §9.3; x6's 跑 comes before its
    吃, §9.5); a pair of d3 in seat 0's hand or of x5 in seat 1's was a declined 碰 (§12); the
    dealer, seat 0, still holds the 亮张 x9 (§7.4)."""
    d = setup(["x1 x2 x3 x5 x5 d7 d8 d9 d4 d4 x9", "x4 x9 d1 d6 x8", "x8 x7 d5 d6 x10"], "d3 x6 d1 x9 x4")
    do(d, 0, "discard x5")
    assert d.history == ["0 discard x5", "1 draw d3", "2 draw x6"] and d.pending == [2]
    view = d.view(2)
    assert "chi x6 x7 x8" in view.actions
    inf = Inference(view)
    x5, d3, x6 = INDEX["x5"], INDEX["d3"], INDEX["x6"]
    assert (inf.cap[0][x5], inf.cap[1][x5]) == (1, 2)
    assert (inf.cap[0][d3], inf.cap[1][d3]) == (2, 1)
    assert (inf.cap[0][x6], inf.cap[1][x6]) == (2, 2)
    assert inf.wei_ban == {0: {x5}, 1: {d3}}
    assert inf.declined == {0: {d3}, 1: {x5}}
    assert inf.liang == INDEX["x9"]  # the 亮张 (last of the dealer's dealt cards) has not left seat 0's hand
    assert inf.need == {0: 10, 1: 5}


def test_a_worlds_distances_are_those_of_the_deal_it_builds():
    checked = 0
    for seed, plies in ((3, 4), (4, 8), (5, 12), (6, 6), (7, 10)):
        got = position_after(Rules(), seed, plies, 0.0)
        if got is None:
            continue
        _, view = got
        inf = Inference(view)
        for k in range(4):
            world = inf.sample(random.Random(k))
            built = world.deal()
            want = {s: min(DISTANCE_CAP, distance(shape_of(built.view(s)))) for s in inf.others}
            assert world.distances() == want
            checked += 1
    assert checked >= 16


def test_the_opponent_model_keeps_readier_worlds():
    got = position_after(Rules(), 4, 8, 0.0)
    assert got is not None
    _, view = got
    # one draw, or no weight: the plain sample, draw for draw
    for draws, beta in ((1, 2.0), (16, 0.0)):
        a = Inference(view).sample_modelled(random.Random(8), draws, beta)
        b = Inference(view).sample(random.Random(8))
        assert (a.hands, a.weis, a.stock) == (b.hands, b.weis, b.stock)
    # a weight this strong keeps the readiest of the draws (the other seats' distances summed)
    rng = random.Random(8)
    inf = Inference(view)
    pool = [inf.sample(rng) for _ in range(16)]
    low = min(sum(w.distances().values()) for w in pool)
    assert low < max(sum(w.distances().values()) for w in pool)
    kept = Inference(view).sample_modelled(random.Random(8), 16, 60.0)
    assert sum(kept.distances().values()) == low
    assert any((kept.hands, kept.stock) == (w.hands, w.stock) for w in pool)
    # and its world still looks exactly the same from the seat
    assert dataclasses.replace(kept.deal().view(view.seat), history=view.history) == view
    # past the deadline no further world is drawn: the first draw is kept
    late = Inference(view).sample_modelled(random.Random(8), 16, 60.0, deadline=0.0)
    assert (late.hands, late.weis, late.stock) == (pool[0].hands, pool[0].weis, pool[0].stock)


def test_the_opponent_model_sees_only_the_view():
    """The hidden cards dealt again (every public fact kept) give the same modelled world at a
    fixed rng: the weights read the world's guesses, never the real hands."""
    checked = 0
    for seed, plies in ((4, 8), (5, 12), (7, 10)):
        got = position_after(Rules(), seed, plies, 0.0)
        if got is None:
            continue
        _, view = got
        base = Inference(view).sample_modelled(random.Random(3), 8, 2.0)
        for k in range(2):
            other = Inference(view).sample(random.Random(100 + k)).deal()
            seen = dataclasses.replace(other.view(view.seat), history=view.history)
            assert seen == view
            again = Inference(seen).sample_modelled(random.Random(3), 8, 2.0)
            assert (again.hands, again.weis, again.stock) == (base.hands, base.weis, base.stock)
            checked += 1
    assert checked >= 4
