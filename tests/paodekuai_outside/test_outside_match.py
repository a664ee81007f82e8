"""Spec §9 matches and §13/§14 Match interface: deal counts, totals, winners with ties,
next_deal errors, leaders of later deals, determinism, records."""

import json

import pytest

from paodekuai import Deal, Match, Rules

from .util import HOME, STANDARD


def finish(d, pick=0):
    """Play the current deal to its end with a fixed choice among the listed plays."""
    while not d.is_over:
        plays = d.legal_plays()
        d.play(plays[(pick + len(d.history)) % len(plays)].cards if plays else "pass")


@pytest.mark.parametrize("n", [0, 2, 3, 4, 6, 9, 11, -1, 100])
def test_match_deal_count_refused(n):
    with pytest.raises(ValueError):
        Match.new(STANDARD, n, 1)


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
@pytest.mark.parametrize("n", [1, 5, 10])
def test_whole_match(rules, n):
    m = Match.new(rules, n, 42)
    assert m.totals == (0, 0, 0) and not m.is_over and m.winners == []
    running = [0, 0, 0]
    prev_winner = None
    for i in range(n):
        d = m.deal
        holder = next(s for s in range(3) if "3S" in [str(c) for c in d.hand(s)])
        # §2: standard -> holder of 3S every deal; home -> holder first, then the last winner
        assert d.turn == (holder if i == 0 or rules.next_leader == "holder_3S" else prev_winner)
        contains_3s = ["3S" in [str(c) for c in p.cards] for p in d.legal_plays()]
        if rules.first_play_has_3S and i == 0:
            assert all(contains_3s)      # first play of the match must hold 3S
        else:
            assert not all(contains_3s)  # 16 cards: some lead without 3S exists
        with pytest.raises(ValueError):
            m.next_deal()  # §14: the current deal is not over
        assert m.totals == tuple(running) and m.winners == []
        finish(d, pick=i)
        for s in range(3):
            running[s] += d.result.points[s]
        assert m.totals == tuple(running)  # the current deal counts once over
        prev_winner = d.result.winner
        if i < n - 1:
            assert not m.is_over and m.winners == []
            # a record taken between deals round-trips
            assert Match.from_json(m.to_json()).to_json() == m.to_json()
            m.next_deal()
            assert not m.deal.is_over and m.deal.history == []
    assert m.is_over
    best = max(running)
    assert m.winners == [s for s in range(3) if running[s] == best]
    assert sum(m.totals) == 0
    with pytest.raises(ValueError):
        m.next_deal()  # nothing follows the last deal
    again = Match.from_json(m.to_json())
    assert again.to_json() == m.to_json()
    assert again.totals == m.totals and again.is_over and again.winners == m.winners


def test_home_later_deal_no_3S_requirement():
    m = Match.new(HOME, 5, 9)
    finish(m.deal)
    winner = m.deal.result.winner
    m.next_deal()
    d = m.deal
    assert d.turn == winner
    # a lead without 3S is available whenever the leader holds any card but 3S
    assert any("3S" not in [str(c) for c in p.cards] for p in d.legal_plays())


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_match_determinism(rules):
    a, b = Match.new(rules, 5, 77), Match.new(rules, 5, 77)
    assert a.to_json() == b.to_json()
    for _ in range(3):
        finish(a.deal, 1)
        finish(b.deal, 1)
        assert a.to_json() == b.to_json()
        a.next_deal()
        b.next_deal()
        assert a.to_json() == b.to_json()
    c = Match.new(rules, 5, 78)
    assert [c.deal.hand(s) for s in range(3)] != [a.deal.hand(s) for s in range(3)]


def test_match_round_trip_mid_deal():
    m = Match.new(STANDARD, 5, 5)
    d = m.deal
    for _ in range(7):
        plays = d.legal_plays()
        d.play(plays[-1].cards if plays else "pass")
    again = Match.from_json(m.to_json())
    assert again.to_json() == m.to_json()
    assert again.deal.turn == d.turn and again.deal.history == d.history
    finish(d)
    finish(again.deal)
    assert again.totals == m.totals


def one_deal_match(hands, rules=STANDARD):
    """A one-deal match whose record holds a deal stated from the given hands (the §14 record
    stores the explicit deal; a hand-made deal's record, written by the engine, says it was not
    dealt from the match seed, so the match loads it as a stated position)."""
    rec = json.loads(Match.new(rules, 1, 1).to_json())
    rec["played"] = [json.loads(Deal.from_hands(hands, rules, leader=0).to_json())]
    return Match.from_json(json.dumps(rec))


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_tie_for_most_wins_for_each(rules):
    # s0 3S | s1 bomb 5555 | s2 pass (4444 is lower) | s0 pass | s1 leads 6H | s2 bomb 4444
    # | s0 pass | s1 pass (9H) | s2 leads 8H | s0 2S (s1 on last card: highest single)
    # | s1 pass | s2 pass | s0 KS out.
    # cards: s1 1 (9H), s2 1 (TH) -> s0 +2, s1 -1, s2 -1. Both bombs ended their rounds:
    # s1 +20, s0 -10, s2 -10; s2 +20, s0 -10, s1 -10 -> bombs (-20, 10, 10).
    # points (-18, 9, 9): s1 and s2 tie for the most, both win.
    m = one_deal_match(["3S KS 2S", "5S 5H 5C 5D 6H 9H", "4S 4H 4C 4D 8H TH"], rules)
    d = m.deal
    for mv in ["3S", "5S 5H 5C 5D", "pass", "pass", "6H", "4S 4H 4C 4D", "pass", "pass", "8H"]:
        d.play(mv)
    assert d.check("KS") == "must_play_highest_single"
    for mv in ["2S", "pass", "pass", "KS"]:
        d.play(mv)
    assert d.result.points == (-18, 9, 9) and d.result.bomb_points == (-20, 10, 10)
    assert m.is_over and m.totals == (-18, 9, 9)
    assert m.winners == [1, 2]


def test_match_record_refusals():
    good = json.loads(Match.new(STANDARD, 5, 1).to_json())
    bad = []
    r = json.loads(json.dumps(good)); r["format"] = "paodekuai.match/99"; bad.append(r)
    r = json.loads(json.dumps(good)); r["deals"] = 3; bad.append(r)
    r = json.loads(json.dumps(good)); r["played"][0]["hands"][1] = r["played"][0]["hands"][0]; bad.append(r)
    r = json.loads(json.dumps(good)); r["played"][0]["plays"] = [[0, "2S 2S"]]; bad.append(r)
    r = json.loads(json.dumps(good)); r["played"] = "x"; bad.append(r)
    r = json.loads(json.dumps(good)); del r["rules"]; bad.append(r)
    for rec in bad:
        with pytest.raises(ValueError):
            Match.from_json(json.dumps(rec))
    for text in ["", "null", "[]", "{}", "not json", '{"format": "paodekuai.deal/1"}']:
        with pytest.raises(ValueError):
            Match.from_json(text)


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_reloaded_match_deals_the_same_next_deal(rules):
    m = Match.new(rules, 5, 21)
    finish(m.deal)
    again = Match.from_json(m.to_json())
    m.next_deal()
    again.next_deal()
    assert again.to_json() == m.to_json()


@pytest.mark.parametrize("rules", [STANDARD, HOME], ids=["standard", "home"])
def test_match_record_with_wrong_second_deal_refused(rules):
    # §2 fixes who leads deal 2 and that only deal 1 is the first of the match; a record that
    # says otherwise, or holds deal 2 while deal 1 is unfinished, is refused (§14).
    m = Match.new(rules, 5, 11)
    finish(m.deal)
    leader = m.deal.result.winner
    m.next_deal()
    if rules.next_leader == "holder_3S":
        leader = next(s for s in range(3) if "3S" in [str(c) for c in m.deal.hand(s)])
    base = m.to_json()
    assert json.loads(base)["played"][1]["leader"] == leader
    edits = [
        lambda r: r["played"][1].__setitem__("leader", (leader + 1) % 3),
        lambda r: r["played"][1].__setitem__("first_of_match", True),
        lambda r: r["played"][0].__setitem__("first_of_match", False),
        lambda r: r["played"][0].__setitem__("plays", r["played"][0]["plays"][:3]),
    ]
    for edit in edits:
        rec = json.loads(base)
        edit(rec)
        with pytest.raises(ValueError):
            Match.from_json(json.dumps(rec))
