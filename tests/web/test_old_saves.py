"""Autosaves written by the protocol-1 bridge keep loading, and play on exactly as before.

Each fixture in ``fixtures/`` was written by ``cardroom/web/paodekuai.py`` as it stood at
commit fcca10f (before the bridge moved to ``paodekuai/web.py``): a session record, the view
that bridge gave for it, and what it answered to the next requests after loading it
(``then``: verbs and events; ``then_view`` / ``then_record``: the last result). Today's
bridge must give the same, but for what protocol 2 adds (CONTRACT.md items 3 … 5): the view's
``must_hold_3S``, ``"shown"`` on play objects and ``play`` events, and ``bomb_pending`` events
(and, since issue 15, the view's ``hand_groups``); and each deal record, once saved again, says it was dealt from the match seed (``"dealt"``,
``"seed"``: loading checks it, issue 16).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from paodekuai.match import deal_seed

from .test_api import ok

FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("*.json"))


def without_dealt(record: dict[str, Any]) -> dict[str, Any]:
    """A session record whose deal records are stripped of what they gained after the fixtures
    were written: ``"dealt"`` (with its ``"seed"``), the flag saying a deal is checked as dealt
    from the match seed (issue 16). Asserts every deal of the match carries it as dealt."""
    out = json.loads(json.dumps(record))
    for n, deal in enumerate(out["match"]["played"]):
        assert (deal.pop("dealt"), deal.pop("seed")) == (True, deal_seed(out["match"]["seed"], n))
    return out


def protocol_1(data: Any) -> Any:
    """``data`` (a view, an event list) without what protocol 2 added (and ``hand_groups``)."""
    if isinstance(data, list):
        return [protocol_1(x) for x in data if not (isinstance(x, dict) and x.get("type") == "bomb_pending")]
    if isinstance(data, dict):
        return {k: protocol_1(v) for k, v in data.items() if k not in ("shown", "must_hold_3S", "hand_groups")}
    return data


@pytest.fixture(params=FIXTURES, ids=[p.stem for p in FIXTURES])
def saved(request: pytest.FixtureRequest) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(request.param.read_text(encoding="utf-8"))
    return data


def test_an_old_autosave_loads_at_the_same_position(saved: dict[str, Any]) -> None:
    assert saved["record"]["format"] == "cardroom.web.session/1"
    restored = ok("load", {"record": saved["record"]})
    assert without_dealt(restored["record"]) == saved["record"]
    assert protocol_1(restored["view"]) == saved["view"]
    assert set(restored["view"]) - set(saved["view"]) == {"must_hold_3S", "hand_groups"}
    assert restored["events"] == []


def test_an_old_autosave_plays_on_as_the_old_bridge_did(saved: dict[str, Any]) -> None:
    result = ok("load", {"record": json.dumps(saved["record"])})
    for step in saved["then"]:
        result = ok(step["cmd"], step["args"])
        assert protocol_1(result["events"]) == step["events"], step["cmd"]
    if saved["then"]:
        assert protocol_1(result["view"]) == saved["then_view"]
        assert without_dealt(result["record"]) == saved["then_record"]


def test_the_fixtures_cover_a_match_in_progress_a_later_deal_and_a_finished_match() -> None:
    views = {p.stem: json.loads(p.read_text(encoding="utf-8"))["view"] for p in FIXTURES}
    assert {v["settings"]["preset"] for v in views.values()} == {"standard", "home"}
    assert any(v["previous"] is not None for v in views.values())
    assert any(v["match"]["over"] for v in views.values())
    assert any(not v["is_over"] for v in views.values())
