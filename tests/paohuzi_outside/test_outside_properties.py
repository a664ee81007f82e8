"""Outside tests: invariants over random deals (spec §5, §8, §11, §15, §16, §17, §23, §24)."""

import random
import re
from collections import Counter

import pytest

from paohuzi import Deal, Rules

EVENT = re.compile(
    r"^(liuju|[012] (hu|pass|xianggong)|[012] (draw|discard|wei|chou_wei|peng|pao|ti) [xd](10|[1-9])"
    r"|[012] chi .+)$")
CARD = re.compile(r"^[xd](10|[1-9])$")
ORDER = [f"x{r}" for r in range(1, 11)] + [f"d{r}" for r in range(1, 11)]
RED = {"x2", "x7", "x10", "d2", "d7", "d10"}


def key(code):
    return ORDER.index(code)


def is_chi_set(cards):
    """A non-identical 3-card set of §6: sequence, 一二三, 二七十 (one suit), or a mixed 绞."""
    if len(cards) != 3 or len(set(cards)) == 1:
        return False
    suits = {c[0] for c in cards}
    ranks = sorted(int(c[1:]) for c in cards)
    if len(suits) == 1:
        return ranks == [2, 7, 10] or (ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1)
    return len(set(ranks)) == 1                # 2 + 1 of the same rank, both suits


def meld_cards(meld):
    kind, *cards = meld.split()
    if kind == "chi":
        return cards
    return cards * (4 if kind in ("pao", "ti") else 3)


def target(q):
    return 20 if q <= 1 else 19 + q


def check_state(deal, rules):
    hist = deal.history
    assert all(EVENT.match(e) for e in hist), hist
    if deal.is_over:
        assert deal.pending == [] and all(deal.actions(s) == [] for s in range(3))
        return
    assert len(deal.pending) == 1
    seat = deal.pending[0]
    for other in range(3):
        if other != seat:
            assert deal.actions(other) == []
    actions = deal.actions(seat)
    assert actions and len(actions) == len(set(actions))
    hand = Counter(str(c) for c in deal.hand(seat))
    xianggong = {int(e.split()[0]) for e in hist if e.endswith(" xianggong")}
    for a in actions:
        assert a.split()[0] in ("hu", "pass", "peng", "discard", "chi"), a   # forced never offered
    if any(a.startswith("discard") for a in actions):
        assert all(a.startswith("discard ") for a in actions)
        for a in actions:
            card = a.split()[1]
            assert CARD.match(card) and hand[card] in (1, 2)     # 坎 cards never discarded
        assert {a.split()[1] for a in actions} == {c for c, n in hand.items() if n < 3}
        if seat not in xianggong:
            q = sum(1 for m in deal.melds(seat) if m.split()[0] in ("pao", "ti"))
            total = sum(hand.values()) + sum(len(meld_cards(m)) for m in deal.melds(seat))
            assert total == target(q) + 1              # §8: a discard is due exactly then
    if "hu" in actions:
        assert seat not in xianggong                   # §17
        assert set(actions) == ({"hu"} if rules.hu_mandatory else {"hu", "pass"})
    if "peng" in actions or any(a.startswith("chi") for a in actions):
        assert seat not in xianggong
        assert deal.offer is not None
        card = deal.offer[0]
        assert "pass" in actions
        if "peng" in actions:
            assert hand[card] == 2
            assert deal.offer[2] != seat or deal.offer[1] == "discard"
        for a in actions:
            if not a.startswith("chi "):
                continue
            sets = [s.split() for s in a[4:].split(" / ")]
            assert all(is_chi_set(s) for s in sets), a
            assert all(s == sorted(s, key=key) for s in sets), a
            assert [[key(c) for c in s] for s in sets] == sorted([key(c) for c in s] for s in sets)
            used = Counter(c for s in sets for c in s)
            # 比: every copy of the claimed card in hand is laid out too (§11); the other cards
            # come from the hand, never from a 坎
            assert used[card] == hand[card] + 1, a
            assert len(sets) <= hand[card] + 1, a
            used[card] -= 1
            assert all(hand[c] >= n and hand[c] < 3 for c, n in used.items()), a


def conservation(deal):
    total = deal.stock_count
    for s in range(3):
        total += len(deal.hand(s)) + len(deal.discards(s))
        total += sum(len(meld_cards(m)) for m in deal.melds(s))
    return total


def check_result(deal, rules):
    r = deal.result
    assert sum(r.points) == 0
    if r.winner is None:
        assert (r.fan_total, r.score, tuple(r.points)) == (0, 0, (0, 0, 0))
        assert deal.history[-1] == "liuju"
        if deal.stock_count == 0:
            draws = [e for e in deal.history if " draw " in e]
            assert draws[-1].split()[2] not in RED          # §5: the face-up bottom card is black
        return
    assert r.points[r.winner] == 2 * r.score
    assert all(p == -r.score for i, p in enumerate(r.points) if i != r.winner)
    assert r.fan_total == (sum(r.fan.values()) if r.fan else 1)
    assert r.score == r.di * r.fan_total
    assert r.huxi >= rules.min_huxi or r.tianhu
    if r.tianhu:
        assert not r.self_drawn
        assert r.di == max(1, (2 * r.huxi - 12) // 3) + (1 if rules.tianhu_selfdraw_bonus else 0)
    else:
        assert r.di == max(1, (r.huxi - 12) // 3) + (1 if r.self_drawn else 0)


RULE_SETS = [Rules(), Rules(next_can_chi_drawn=True), Rules(fan_table="wiki", min_huxi=10),
             Rules(hu_mandatory=True, own_discard_is_chou=False),
             Rules(pao_blocks_other_hu=True, same_player_hu_over_pao=True)]


@pytest.mark.parametrize("rules_index", range(len(RULE_SETS)))
def test_random_deals_keep_the_invariants(rules_index):
    rules = RULE_SETS[rules_index]
    wins = 0
    for seed in range(80):
        rng = random.Random(seed * 7 + rules_index)
        deal = Deal.new(rules, seed, dealer=seed % 3)
        steps = 0
        while True:
            check_state(deal, rules)
            if deal.offer is None and not deal.is_over:
                assert conservation(deal) == 80
            if deal.is_over:
                break
            seat = deal.pending[0]
            actions = deal.actions(seat)
            action = "hu" if "hu" in actions else rng.choice(actions)
            deal.act(seat, action)
            steps += 1
            assert steps < 400
        check_result(deal, rules)
        wins += deal.result.winner is not None
    assert wins > 0
