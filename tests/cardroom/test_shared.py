"""The shared pieces: notation helpers, record envelope, bot protocol."""

import json

import pytest

import time

import cardroom.bots
from cardroom.bots import Limit, bot_names, clock, make_bot, use_clock
from cardroom.notation import join_tokens, parse_tokens, split_tokens
from cardroom.records import RecordError, dump_record, field, load_record


def test_split_and_parse_tokens():
    assert split_tokens("a, b  c") == ["a", "b", "c"]
    assert parse_tokens("1 2 3", int) == [1, 2, 3]
    with pytest.raises(ValueError, match=r"not a number: 'x' \(token 2 of 3\)"):
        parse_tokens("1 x 3", int, "number")
    with pytest.raises(ValueError, match="must be a str, not NoneType"):
        split_tokens(None)  # type: ignore[arg-type]
    assert join_tokens(["x1", 2]) == "x1 2"


def test_record_envelope_round_trip():
    text = dump_record("game.deal/2", {"a": 1, "b": "é"})
    assert json.loads(text) == {"format": "game.deal/2", "a": 1, "b": "é"}
    assert load_record(text, "game.deal", {1, 2}) == (2, {"format": "game.deal/2", "a": 1, "b": "é"})


@pytest.mark.parametrize("text, message", [
    ("{", "not valid JSON"),
    ("3", "must be a JSON object"),
    ('{"a": 1}', "no 'format' field"),
    ('{"format": "other.deal/1"}', "is a 'other.deal' record, expected 'game.deal'"),
    ('{"format": "game.deal/x"}', "unknown game.deal record version 'x'"),
    ('{"format": "game.deal/3"}', "unknown game.deal record version '3'"),
])
def test_record_envelope_refusals(text, message):
    with pytest.raises(RecordError, match=message):
        load_record(text, "game.deal", {1, 2})
    assert issubclass(RecordError, ValueError)


def test_record_field_types():
    assert field({"n": 3}, "n", int) == 3
    with pytest.raises(RecordError, match="'n' must be int"):
        field({"n": True}, "n", int)
    with pytest.raises(RecordError, match="'n' is missing"):
        field({}, "n", int)
    with pytest.raises(RecordError, match="must be int or str"):
        field({"n": 1.5}, "n", (int, str))


def test_limit_repr_and_deadline():
    assert repr(Limit(simulations=200)) == "Limit(simulations=200)"
    assert repr(Limit(worlds=4, time_ms=500)) == "Limit(worlds=4, time_ms=500)"
    assert Limit().deadline() is None
    assert Limit(time_ms=250).deadline(start=10.0) == 10.25


def test_time_caps_are_read_on_the_clock_chosen(monkeypatch):
    monkeypatch.setitem(cardroom.bots._CLOCKS, "cpu", lambda: 7.0)
    assert use_clock("cpu") == "wall"
    try:
        assert clock() == 7.0 and Limit(time_ms=500).deadline() == 7.5
    finally:
        assert use_clock("wall") == "cpu"
    assert abs(clock() - time.perf_counter()) < 1.0
    with pytest.raises(ValueError, match="unknown clock 'gpu'"):
        use_clock("gpu")


def test_make_bot_unknown_game_or_name():
    with pytest.raises(ValueError, match="unknown nogame bot 'x'; known: none"):
        make_bot("nogame", "x")
    assert "greedy" in bot_names("paodekuai")


def test_deeply_nested_json_is_a_record_error():
    with pytest.raises(RecordError, match="nested too deeply"):
        load_record("[" * 100_000, "game.deal", {1})


def test_both_games_refusals_share_one_base_with_their_codes():
    from cardroom.errors import IllegalMove
    from cardroom.errors import RecordError as BaseRecordError
    from paodekuai import Deal, IllegalPlay, Rules
    from paohuzi import Deal as PhzDeal
    from paohuzi import IllegalAction

    assert issubclass(IllegalPlay, IllegalMove) and issubclass(IllegalAction, IllegalMove)
    assert issubclass(IllegalMove, ValueError) and RecordError is BaseRecordError
    pdk = Deal.from_hands(["3S 4S", "5S", "6S"], Rules.preset("standard"))
    with pytest.raises(IllegalMove) as refused:
        pdk.play("pass")
    assert type(refused.value) is IllegalPlay and refused.value.code == "leader_cannot_pass"
    phz = PhzDeal.new(seed=3)
    with pytest.raises(IllegalMove) as refused:
        phz.act(phz.pending[0], "discard nonsense")
    assert type(refused.value) is IllegalAction and refused.value.code == "not_available"
