"""Both games' deals and views satisfy cardroom.game, and a deal driven through the protocol
alone plays to its end (parametrised over the games)."""

from __future__ import annotations

import json
import random

import pytest

from cardroom import game
from cardroom.errors import IllegalMove
from paodekuai import Deal as PdkDeal
from paodekuai import Rules as PdkRules
from paohuzi import Deal as PhzDeal
from paohuzi import Rules as PhzRules

DEALS = {
    "paodekuai": lambda seed: PdkDeal.new(PdkRules.preset("standard"), seed),
    "paohuzi": lambda seed: PhzDeal.new(PhzRules(), seed),
}
REFUSED = {"paodekuai": "2H", "paohuzi": "discard nonsense"}  # never a legal move


@pytest.fixture(params=sorted(DEALS))
def name(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_deal_plays_to_its_end_through_the_protocol(name: str, seed: int) -> None:
    rng = random.Random(seed)
    deal = DEALS[name](seed)
    assert isinstance(deal, game.Deal)
    moves = 0
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None and deal.result is None
        legal = deal.legal_moves()
        view = deal.view(seat)
        assert isinstance(view, game.SeatView) and view.to_act and list(view.legal_moves) == legal
        for other in range(3):
            if other != seat:
                assert not deal.view(other).to_act and not deal.view(other).legal_moves
        deal.apply(rng.choice(legal))
        moves += 1
    assert deal.to_move is None and deal.legal_moves() == []
    result = deal.result
    assert isinstance(result, game.Result) and sum(result.points) == 0
    assert json.loads(json.dumps(result.to_dict()))["points"] == list(result.points)
    assert moves > 3


def test_a_refused_move_raises_the_games_illegal_move_and_changes_nothing(name: str) -> None:
    deal = DEALS[name](5)
    before = deal.to_json()
    with pytest.raises(IllegalMove) as refused:
        deal.apply(REFUSED[name])
    assert refused.value.code in ("not_in_hand", "not_available")
    assert deal.to_json() == before


def test_copy_and_record_round_trip_mid_deal(name: str) -> None:
    deal = DEALS[name](8)
    for _ in range(6):
        deal.apply(deal.legal_moves()[0])
    twin = deal.copy()
    again = type(deal).from_json(deal.to_json())
    assert again.legal_moves() == deal.legal_moves() and again.to_move == deal.to_move
    twin.apply(twin.legal_moves()[-1])
    assert deal.to_json() == again.to_json() != twin.to_json()
