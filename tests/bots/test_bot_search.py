"""The Hard level's machinery: the simulator against the engine, what a view proves about
hidden hands, sampled worlds, and the exact endgame solver."""

import random

import pytest
from .bot_helpers import HOME, STANDARD, deal, random_positions

from cardroom.bots import make_bot
from paodekuai import Deal, Rules, format_cards, parse_cards
from paodekuai.bots.normal import hand_counts
from paodekuai.bots.sim import Budget, Sim, solve, solve_for
from paodekuai.bots.worlds import Inference


def counts(cards: str) -> list[int]:
    return hand_counts(parse_cards(cards))


def sim_of(d: Deal) -> Sim:
    t = d.table
    return Sim([hand_counts(d.hand(s)) for s in range(3)], d.turn, None if t is None else (t.kind, t.units, t.key),
               d.table_by, d.passes, [any(p is not None for s2, p in d.history if s2 == s) for s in range(3)],
               d.rules.split_bombs, d.rules.bomb_bonus == "immediate")


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_sim_moves_and_points_match_the_engine(preset):
    """Same legal moves at every step, same final points, whether the Normal policy or a
    random move is played (the policy's move is always legal in the engine)."""
    rules = Rules.preset(preset)
    for seed in range(80):
        d = Deal.new(rules, f"sim-{seed}", first_of_match=False)
        s = sim_of(d)
        rng = random.Random(seed)
        while not d.is_over:
            legal = {p.ranks: p for p in d.legal_plays()}
            moves = s.moves()
            assert sorted(m[3] for m in moves) == sorted(legal)
            for m in moves:
                p = legal[m[3]]
                assert (p.kind, p.units, p.key) == m[:3]
            pm = s.policy_move()
            if pm is None:
                assert d.can_pass()
            else:
                assert pm[3] in legal
            m = pm if rng.random() < 0.5 else (rng.choice(moves) if moves else None)
            d.play(None if m is None else legal[m[3]])
            s.apply(m)
        assert s.winner == d.winner
        assert s.points() == d.result.points


def test_sim_scores_a_bomb_only_when_it_ends_its_round_in_standard():
    # seat 0 bombs, seat 1 over-bombs: only seat 1's bomb scores (standard)
    s = sim_of(deal("5S 5H 5C 5D 3S 3H / 9S 9H 9C 9D 4S 4H / 6S 7S", leader=0))
    s.apply(("bomb", 1, 5, (2, 2, 2, 2)))
    s.apply(("bomb", 1, 9, (6, 6, 6, 6)))
    s.apply(None)
    s.apply(None)
    assert s.bombs == [-10, 20, -10]
    h = sim_of(deal("5S 5H 5C 5D 3S 3H / 9S 9H 9C 9D 4S 4H / 6S 7S", HOME, leader=0, first_of_match=False))
    h.apply(("bomb", 1, 5, (2, 2, 2, 2)))
    h.apply(("bomb", 1, 9, (6, 6, 6, 6)))
    assert h.bombs == [10, 10, -20]


def test_solver_finds_the_winning_line():
    """Seat 0 holds 2♠ and a pair of 3s, the others one card each: leading the 2♠ or the
    pair wins (nobody can beat either), leading a 3 loses to seat 1's 4. Nobody else has
    played, so both losers are shut out: 1 card x 2 each."""
    s = sim_of(deal("2S 3D 3H / 4S / 5S", leader=0))
    assert solve(s, Budget(10_000)) == (4, -2, -2)


def test_solver_for_one_seat_plays_the_others_by_their_models():
    """Seat 0 (7♦ 7♥ 3♥) leads, seat 1 holds T♣ Q♣, seat 2 9♠ 9♦. Played well, seat 0 leads
    the pair of 7s: seat 1 cannot beat it, seat 2 must (§6) and goes out with its 9s, and
    seat 1, shut out, pays 2 x 2 = 4. Played greedily (the lowest single first), seat 0 leads
    the 3♥: seat 1 answers the Q♣, which neither 9 nor 7 beats, and goes out with the T♣;
    seat 0 pays its 2 cards, seat 2, shut out, 4: +6 for seat 1 (§8)."""
    from paodekuai.bots.models import greedy_move
    s = sim_of(deal("7D 3H 7H / TC QC / 9S 9D", leader=0))
    assert solve(s, Budget(10_000))[1] == -4
    s.models = (greedy_move,) * 3
    assert solve_for(s, 1, Budget(10_000)) == 6
    won = sim_of(deal("2S 3D 3H / 4S / 5S", leader=0))
    assert solve_for(won, 0, Budget(10_000)) == 4


def _best_for(sim: Sim, me: int) -> int:
    """Reference for :func:`solve_for`: every line of ``me`` tried, no memo."""
    if sim.winner is not None:
        return sim.points()[me]
    if sim.turn != me:
        options = [sim.policy_move()]
    else:
        options = sim.moves() or [None]
    best = None
    for m in options:
        child = sim.copy()
        child.apply(m)
        v = _best_for(child, me)
        best = v if best is None or v > best else best
    return best


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_solver_for_one_seat_is_its_best_line_against_the_models(preset):
    """From positions of random deals with at most 9 cards left (bombs in play), the solve
    equals trying every line of the seat against the others' Normal play; the memo shared
    between positions changes nothing."""
    rules = Rules.preset(preset)
    memo: dict = {}
    checked = 0
    for d, _view in random_positions(rules, 40, f"solve-for-{preset}"):
        if sum(len(d.hand(s)) for s in range(3)) > 9:
            continue
        s = sim_of(d)
        for me in range(3):
            assert solve_for(s, me, Budget(100_000), memo) == _best_for(s, me)
        checked += 1
    assert checked > 100


def test_hard_refuses_an_unknown_endgame():
    from paodekuai.bots.hard import HardBot
    with pytest.raises(ValueError, match="endgame"):
        HardBot(endgame="perfect")
    assert HardBot().endgame == "maxn"


def test_solver_reports_an_exceeded_budget():
    s = sim_of(Deal.new(STANDARD, "big"))
    b = Budget(50)
    solve(s, b)
    assert b.exceeded


def test_inference_reads_passes_last_card_and_3S():
    # seat 1 passed a single K: it holds no A, no 2 and no four of a kind
    d = deal("3S 4S KD 5C / 6S 7D 8D QH / 9S 2S TD JD", leader=0, moves="KD|pass|2S|pass|pass")
    inf = Inference(d.view(2))
    assert inf.others == (0, 1)
    ace, two = 11, 12
    assert inf.allowed[1][ace] == 0b1 and inf.allowed[1][two] == 0b1
    # seat 0 passed the 2: no four of a kind, but any number of aces up to three
    assert inf.allowed[0][ace] == 0b1111
    # seat 0 led the deal, so it holds the unplayed 3♠
    assert inf.holds_3S == 0
    inf0 = Inference(deal("4S 5S / 3S 6S / 7S 8S", leader=1).view(0))
    assert inf0.holds_3S == 1


def test_inference_reads_a_restricted_single():
    # seat 2 holds one card; seat 1 plays the single 9, which must be its highest single
    d = deal("3S 4S / 5S 9H 6D 6H / 8S", leader=0, moves="3S|9H|pass")
    inf = Inference(d.view(0))
    for r in range(9 - 3 + 1, 13):       # 10 … 2: none now (bombs could be kept in standard)
        assert inf.allowed[1][r] & 0b01110 == 0


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_true_hands_always_satisfy_what_the_view_proves(preset):
    for d, view in random_positions(Rules.preset(preset), 25, f"sound-{preset}"):
        inf = Inference(view)
        truth = {s: hand_counts(d.hand(s)) for s in inf.others}
        for s in inf.others:
            for r in range(13):
                assert inf.allowed[s][r] >> truth[s][r] & 1
        assert inf.violations(truth) == 0
        if inf.holds_3S is not None:
            assert "3S" in format_cards(d.hand(inf.holds_3S))


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_sampled_worlds_replay_the_whole_history_legally(preset):
    """Every sampled world, with the cards each seat has played added back, replays the
    deal's history through the engine's full checks (passes, last card, unsplit bombs,
    the 3♠ leader)."""
    rng = random.Random(5)
    n = 0
    for d, view in random_positions(Rules.preset(preset), 20, f"replay-{preset}", every=2):
        inf = Inference(view)
        hidden = inf.sample_cards(rng, view)
        for s in inf.others:
            assert len(hidden[s]) == view.counts[s]
        record = d.to_dict()
        record["hands"] = [format_cards(list(view.hand if s == view.seat else hidden[s]) + view.played(s))
                           for s in range(3)]
        record["result"] = None
        record["dealt"], record["seed"] = False, None  # a sampled world: hands stated, not the seed's deal
        Deal._from_record(record)
        n += 1
    assert n > 300


def test_sampling_depends_only_on_the_rng():
    d = Deal.new(STANDARD, "same-sample")
    d.play(d.legal_plays()[0])
    view = d.view(d.turn)
    a = Inference(view).sample(random.Random(1))
    b = Inference(view).sample(random.Random(1))
    assert a == b


def normal_positions(rules: Rules, deals: int, seed: str):
    """Positions of deals the Normal policy plays in all three seats."""
    bot = make_bot("paodekuai", "normal")
    for i in range(deals):
        d = Deal.new(rules, f"{seed}/{i}")
        while not d.is_over:
            yield d, d.view(d.turn)
            d.play(bot.choose(d.view(d.turn)).play)


def test_explains_replays_the_normal_policy_on_each_world():
    # seat 1 followed the 3♠ with 4♠: from 4♠ 4♥ 6♣ Q♦ the Normal policy plays the 6♣
    # (a free single rather than half of a pair); from 4♠ 9♦ 10♦ K♣ it plays the 4♠
    d = deal("3S 9D TD KC / 4S 4H 6C QD / 7S 8S JC AD", leader=0, moves="3S|4S")
    inf = Inference(d.view(2))
    assert [s for s, *_ in inf.steps] == [0, 1]
    assert not inf.explains({0: counts("9D TD KC"), 1: counts("4H 6C QD")})
    assert inf.explains({0: counts("4H 6C QD"), 1: counts("9D TD KC")})


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_the_true_hands_of_normal_players_are_explained(preset):
    n = 0
    for d, view in normal_positions(Rules.preset(preset), 12, f"explained-{preset}"):
        inf = Inference(view)
        assert inf.explains({s: hand_counts(d.hand(s)) for s in inf.others})
        n += bool(inf.steps)
    assert n > 200


def test_walk_stays_among_explained_worlds_that_break_no_rule():
    rng = random.Random(3)
    walked = 0
    for d, view in normal_positions(STANDARD, 6, "walk"):
        inf = Inference(view)
        start = {s: hand_counts(d.hand(s)) for s in inf.others}
        before = {s: list(h) for s, h in start.items()}
        w = inf.walk(rng, start, 20)
        assert start == before
        for s in inf.others:
            assert sum(w[s]) == view.counts[s]
            assert all(inf.allowed[s][r] >> w[s][r] & 1 for r in range(13))
        assert [w[inf.others[0]][r] + w[inf.others[1]][r] for r in range(13)] == inf.pool
        assert inf.violations(w) == 0 and inf.explains(w)
        if inf.holds_3S is not None:
            assert w[inf.holds_3S][0] >= 1
        walked += w != start
    assert walked > 20


def greedy_positions(rules: Rules, deals: int, seed: str):
    """Positions of deals the greedy reference player plays in all three seats."""
    bot = make_bot("paodekuai", "greedy")
    for i in range(deals):
        d = Deal.new(rules, f"{seed}/{i}", first_of_match=i % 2 == 0)
        while not d.is_over:
            yield d, d.view(d.turn)
            d.play(bot.choose(d.view(d.turn)).play)


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_greedy_model_on_rank_counts_is_the_greedy_player(preset):
    from paodekuai.bots.greedy import greedy_play
    from paodekuai.bots.models import greedy_move
    from paodekuai.bots.normal import table_of
    n = 0
    for d, v in random_positions(Rules.preset(preset), 30, f"greedy-model-{preset}"):
        if v.first_of_match and v.rules.first_play_has_3S and not v.history:
            continue          # the 3♠ first play is forced, not modelled
        s = v.seat
        m = greedy_move(hand_counts(v.hand), table_of(v), v.unseen_by_rank(), v.counts[(s + 1) % 3],
                        v.counts[(s + 2) % 3], v.rules.split_bombs, v.rules.bomb_bonus == "immediate")
        p = greedy_play(v)
        assert (m is None and p is None) or m[3] == p.ranks
        n += 1
    assert n > 1000


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_a_seat_is_explained_by_the_model_it_plays(preset):
    """Greedy players' true hands fit: each seat by the greedy model, or by the Normal
    policy when that too would have made every one of its plays (tried first); with the
    Normal model alone some are not explained."""
    fits = {"normal": 0, "greedy": 0}
    unexplained_by_normal = 0
    for d, view in greedy_positions(Rules.preset(preset), 10, f"fit-{preset}"):
        inf = Inference(view, ("normal", "greedy"))
        truth = {s: hand_counts(d.hand(s)) for s in inf.others}
        fit = inf.fitting(truth)
        assert fit is not None and set(fit) == set(inf.others)
        for s, name in fit.items():
            fits[name] += 1
        unexplained_by_normal += not Inference(view).explains(truth)
    assert fits["greedy"] > 100 and fits["normal"] > 20
    assert unexplained_by_normal > 50


def test_sim_plays_each_seat_by_its_model():
    """With the greedy model in every seat, a playout is the greedy players' deal."""
    from paodekuai.bots.models import greedy_move
    rules = Rules.preset("standard")
    for seed in range(10):
        d = Deal.new(rules, f"models-{seed}")
        s = sim_of(d)
        s.models = (greedy_move,) * 3
        bot = make_bot("paodekuai", "greedy")
        while not d.is_over:
            d.play(bot.choose(d.view(d.turn)).play)
        assert s.playout() == d.result.points


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_a_remembered_fitting_is_the_one_a_fresh_inference_finds(preset):
    """The last explained world's answer is kept (issue 17): asked again, or after other
    worlds, every answer is the one an Inference that never answered before gives."""
    rng = random.Random(5)
    asked = explained = 0
    for d, view in greedy_positions(Rules.preset(preset), 4, f"fit-memo-{preset}"):
        inf = Inference(view, ("normal", "greedy"))
        if not inf.steps:
            continue
        truth = {s: hand_counts(d.hand(s)) for s in inf.others}
        for w in (truth, inf.sample(rng), truth, inf.sample(rng), inf.sample(rng)):
            fresh = Inference(view, ("normal", "greedy")).fitting(w)
            assert inf.fitting(w) == fresh
            assert inf.fitting(w) == fresh
            asked += 1
            explained += fresh is not None
    assert asked > 200 and 20 < explained < asked


@pytest.mark.parametrize("preset", ["standard", "home"])
def test_last_bad_counts_the_pass_checks_the_sample_breaks(preset):
    rng = random.Random(8)
    with_checks = 0
    for d, view in random_positions(Rules.preset(preset), 40, f"last-bad-{preset}", every=3):
        inf = Inference(view)
        w = inf.sample(rng)
        assert inf.last_bad == inf.violations(w)
        assert inf.violations(w, 0) == min(inf.violations(w), 1)
        with_checks += bool(inf.checks)
    assert with_checks > 20
