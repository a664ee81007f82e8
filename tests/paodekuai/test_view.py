"""The per-seat view (spec §10): what a seat may know, and nothing more."""

import json
import random

from paodekuai import DECK, Deal
from paodekuai.cards import format_cards

from .pdk_helpers import STANDARD, deal


def advance(d: Deal, moves: int) -> None:
    for _ in range(moves):
        if d.is_over:
            return
        d.play("pass" if d.can_pass() else d.legal_plays()[0])


def redistribute(d: Deal, seat: int, seed: int) -> dict[int, list]:
    """The other two seats' current cards, shuffled between them (same counts)."""
    others = [s for s in range(3) if s != seat]
    pool = d.hand(others[0]) + d.hand(others[1])
    random.Random(seed).shuffle(pool)
    n = d.count(others[0])
    return {others[0]: pool[:n], others[1]: pool[n:]}


def test_view_holds_no_other_hand_before_the_end():
    d = Deal.new(STANDARD, 8)
    advance(d, 7)
    for seat in range(3):
        text = json.dumps(d.view(seat).to_dict())
        hidden = {str(c) for s in range(3) if s != seat for c in d.hand(s)}
        assert not any(f'"{code}"' in text or f"{code} " in text or f" {code}\"" in text for code in hidden)
        assert d.view(seat).revealed is None


def test_view_is_the_same_whatever_the_hidden_cards():
    d = Deal.new(STANDARD, 21)
    advance(d, 11)
    for seat in range(3):
        v = d.view(seat)
        for k in range(5):
            other = v.world(redistribute(d, seat, k))
            assert other.view(seat) == v
            assert other.view(seat).to_dict() == v.to_dict()


def test_world_reproduces_the_position():
    d = Deal.new(STANDARD, 33)
    advance(d, 14)
    v = d.view(d.turn)
    w = v.world({s: d.hand(s) for s in range(3) if s != d.turn})
    assert [format_cards(w.hand(s)) for s in range(3)] == [format_cards(d.hand(s)) for s in range(3)]
    assert (w.turn, w.table, w.passes, w.bomb_points) == (d.turn, d.table, d.passes, d.bomb_points)
    assert [str(p) for p in w.legal_plays()] == [str(p) for p in d.legal_plays()]


def test_view_contents():
    d = deal("3S 4S 9S / 5S 6S / 7S 8S", moves="3S|5S")
    v = d.view(2)
    assert v.seat == 2 and v.turn == 2
    assert [str(c) for c in v.hand] == ["7S", "8S"]
    assert v.counts == (2, 1, 2)
    assert v.last_card == (False, True, False)
    assert str(v.table) == "5S" and v.table_by == 1
    assert [str(p) for p in v.legal_plays] == ["7S", "8S"]   # seat 0 holds two: no restriction
    v2 = d.view(2)
    assert v2 == v
    assert d.view(0).legal_plays == () and not d.view(0).can_pass
    data = v.to_dict()
    assert data["hand"] == ["7S", "8S"] and data["counts"] == [2, 1, 2]
    assert data["table"] == {"cards": "5S", "kind": "single", "key": 5, "units": 1}
    assert data["history"] == [[0, {"cards": "3S", "kind": "single", "key": 3, "units": 1}],
                               [1, {"cards": "5S", "kind": "single", "key": 5, "units": 1}]]


def test_unseen_counts_against_the_48_card_deck():
    d = Deal.new(STANDARD, 5)
    v = d.view(0)
    unseen = v.unseen_by_rank()
    assert sum(unseen) == 32
    mine = [0] * 13
    for c in d.hand(0):
        mine[c.rank - 3] += 1
    full = [4] * 11 + [3, 1]
    assert unseen == [full[i] - mine[i] for i in range(13)]
    advance(d, 6)
    v = d.view(0)
    played = sum(len(p.cards) for _, p in d.history if p is not None)
    assert sum(v.unseen_by_rank()) == 48 - d.count(0) - played
    assert len(DECK) == 48


def test_revealed_after_the_end():
    d = deal("3S / 4S 5S / 6S", moves="3S")
    v = d.view(1)
    assert v.is_over and [format_cards(h) for h in v.revealed] == ["", "4S 5S", "6S"]
    assert v.to_dict()["revealed"] == ["", "4S 5S", "6S"]
