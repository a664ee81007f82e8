"""A tampered autosave is refused at the door (issue 16 item 3): ``load`` answers a
``RecordError`` envelope saying what is wrong with the deal, and the game being played is
untouched (the same view and record as before the attempt)."""

from __future__ import annotations

import json
from typing import Any

from .test_api import err, ok


def moved_card(hands: list[str], src: int, dst: int) -> list[str]:
    h = [x.split() for x in hands]
    h[dst].append(h[src].pop())
    return [" ".join(x) for x in h]


def dropped_card(hands: list[str], seat: int) -> list[str]:
    h = [x.split() for x in hands]
    h[seat].pop()
    return [" ".join(x) for x in h]


def refused_and_untouched(tampered: dict[str, Any], before: dict[str, Any]) -> str:
    error = err("load", {"record": tampered})
    assert error["type"] == "RecordError" and "code" not in error
    after = ok("view")
    assert after["record"] == before["record"] and after["view"] == before["view"]
    return str(error["message"])


def test_pao_de_kuai_autosaves_with_17_15_16_or_47_cards_are_refused() -> None:
    good = ok("new_match", {"seed": 21})["record"]
    before = ok("view")
    for change, reason in (
            (lambda h: moved_card(h, 1, 0), "deal 1: seat 0 holds 17 cards, but a dealt deal gives each seat 16"),
            (lambda h: dropped_card(h, 2), "deal 1: the hands hold 47 cards, but a dealt deal deals all 48")):
        tampered = json.loads(json.dumps(good))
        deal = tampered["match"]["played"][0]
        deal["hands"] = change(deal["hands"])
        assert refused_and_untouched(tampered, before) == f"saved match cannot be restored: {reason}"
    assert ok("load", {"record": good})["record"] == good  # the untampered save still loads


def test_a_paohuzi_autosave_with_a_card_too_few_is_refused() -> None:
    good = ok("new_match", {"game": "paohuzi", "seed": 21})["record"]
    before = ok("view")
    tampered = json.loads(json.dumps(good))
    setup = tampered["match"]["deals"][0]["setup"]
    setup["hands"] = dropped_card(setup["hands"], 1)
    assert refused_and_untouched(tampered, before) == ("saved match cannot be restored: deal 1: the deal holds 79 "
                                                       "cards (hands and stock), but a dealt deal uses all 80")
    assert ok("load", {"record": good})["record"] == good
