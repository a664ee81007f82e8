"""Outside tests: Match, dealer rotation (§4, TC28), totals, four-player watcher (§3), records."""

import random

import pytest

from paohuzi import Match, Rules

MODES = ("all", "none", "dealer", "nondealer")


def play_deal(deal, rng, mode):
    """Play one deal to its end. mode picks who accepts 胡: everyone, nobody, the dealer, or the
    dealer's right neighbour; every other choice is random among the legal actions."""
    while not deal.is_over:
        seat = deal.pending[0]
        actions = deal.actions(seat)
        assert actions, "a pending seat always has an action"
        if "hu" in actions:
            wants = {"all": True, "none": False, "dealer": seat == deal.dealer,
                     "nondealer": seat == (deal.dealer + 1) % 3}[mode]
            deal.act(seat, "hu" if wants or "pass" not in actions else "pass")
        elif "pass" in actions and rng.random() < 0.5:
            deal.act(seat, "pass")
        else:
            deal.act(seat, rng.choice(actions))


def run_rotation(players, limit, seed, deals):
    """Play `deals` deals checking §4 after each; return the (streak, outcome) pairs seen."""
    rules = Rules(dealer_streak_limit=limit) if limit != 3 else Rules()
    rng = random.Random(seed)
    match = Match.new(rules, seed, players=players)
    assert list(match.totals) == [0] * players
    streak, seen = 1, set()
    for _ in range(deals):
        dealer = match.dealer
        assert 0 <= dealer < players
        before = list(match.totals)
        deal = match.deal
        if players == 3:
            assert deal.dealer == dealer
        with pytest.raises(ValueError):
            match.next_deal()                       # §24: not before the deal is over
        play_deal(deal, rng, rng.choice(MODES))
        after = list(match.totals)                   # §24: totals include the deal at once
        delta = [a - b for a, b in zip(after, before)]
        assert sum(delta) == 0
        points = tuple(deal.result.points)
        if players == 3:
            assert tuple(delta) == points
        else:
            watcher = (dealer + 2) % 4               # §3: opposite the dealer
            assert delta[watcher] == 0
            assert sorted(d for i, d in enumerate(delta) if i != watcher) == sorted(points)
        winners = [i for i, d in enumerate(delta) if d > 0]
        assert len(winners) == (0 if deal.result.winner is None else 1)
        # §4: non-dealer win -> winner deals, k = 1; else k >= limit -> right neighbour, k = 1;
        # else same dealer, k + 1
        if winners and winners[0] != dealer:
            expected, new_streak, outcome = winners[0], 1, "nondealer_win"
        else:
            outcome = "dealer_win" if winners else "draw"
            if streak >= limit:
                expected, new_streak = (dealer + 1) % players, 1
            else:
                expected, new_streak = dealer, streak + 1
        seen.add((streak, outcome))
        match.next_deal()
        assert match.dealer == expected, (streak, outcome, dealer)
        assert list(match.totals) == after
        streak = new_streak
    return seen


def test_tc28_dealer_rotation_three_players():
    seen = run_rotation(3, 3, seed=8, deals=150)
    # TC28's four cases all occurred
    assert {(1, "nondealer_win"), (1, "draw"), (3, "dealer_win"), (3, "draw")} <= seen


def test_dealer_streak_limit_four():
    seen = run_rotation(3, 4, seed=2, deals=150)
    assert (3, "draw") in seen          # kept at 3 under limit 4 (checked inside run_rotation)
    assert (4, "draw") in seen


def test_four_players_watcher_and_rotation():
    seen = run_rotation(4, 3, seed=8, deals=150)
    assert {(1, "nondealer_win"), (1, "draw"), (3, "dealer_win"), (3, "draw")} <= seen


def test_match_round_trip_mid_deal():
    rng = random.Random(9)
    match = Match.new(Rules(), 9)
    play_deal(match.deal, rng, "all")
    match.next_deal()
    deal = match.deal
    for _ in range(5):
        if deal.is_over:
            break
        seat = deal.pending[0]
        deal.act(seat, rng.choice(deal.actions(seat)))
    copy = Match.from_json(match.to_json())
    assert copy.to_json() == match.to_json()
    assert copy.dealer == match.dealer and list(copy.totals) == list(match.totals)
    assert copy.deal.to_json() == match.deal.to_json()
    assert copy.deal.pending == match.deal.pending


@pytest.mark.parametrize("text", ["", "{}", "[]", "nope", '{"format": "paohuzi.match/99"}'])
def test_match_from_json_refuses_garbage(text):
    with pytest.raises(ValueError):
        Match.from_json(text)


@pytest.mark.parametrize("players", [2, 5, 0])
def test_match_refuses_bad_player_count(players):
    with pytest.raises(ValueError):
        Match.new(Rules(), 1, players=players)


def _match_after_deals(n):
    rng = random.Random(4)
    match = Match.new(Rules(), 9)
    for _ in range(n):
        play_deal(match.deal, rng, "all")
        match.next_deal()
    return match


def _match_tampers():
    import json
    base = json.loads(_match_after_deals(2).to_json())
    out = []

    def variant(name, change):
        rec = json.loads(json.dumps(base))
        change(rec)
        out.append(pytest.param(json.dumps(rec), id=name))

    deals = base.get("deals")
    if isinstance(deals, list) and len(deals) == 3 and "setup" in deals[0]:
        for i in (1, 2):
            variant(f"deal{i}-dealer", lambda r, i=i: r["deals"][i]["setup"].__setitem__(
                "dealer", (r["deals"][i]["setup"]["dealer"] + 1) % 3))
        variant("deal0-cut", lambda r: r["deals"][0].__setitem__(
            "actions", r["deals"][0]["actions"][:2]))
        variant("deal0-rules", lambda r: r["deals"][0]["rules"].__setitem__("fan_table", "wiki"))
        variant("deal1-hands", lambda r: r["deals"][1]["setup"].__setitem__(
            "hands", r["deals"][1]["setup"]["hands"][::-1]))
    if "players" in base:
        variant("players", lambda r: r.__setitem__("players", 5))
    return out


@pytest.mark.parametrize("text", _match_tampers())
def test_match_from_json_refuses_tampered_records(text):
    # a record whose deals do not follow one another (§4 rotation, same rules, finished deals)
    with pytest.raises(ValueError):
        Match.from_json(text)


def test_match_round_trip_after_several_deals():
    match = _match_after_deals(3)
    copy = Match.from_json(match.to_json())
    assert (copy.dealer, list(copy.totals)) == (match.dealer, list(match.totals))
    assert copy.to_json() == match.to_json()
