"""Views built from public accessors (§18), the watcher's view (four players, §3), history
entries read as events (§23/§24 notation), and the cardroom.game protocol members."""

import json
import random

import pytest

from paohuzi import Deal, Rules
from paohuzi.view import history_event

from .phz_helpers import do, setup

SEAT0 = "x1 x2 x3 x5 x5 d7 d8 d9 d4 d4 x9"


def test_public_accessors_say_what_every_seat_sees():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3 d3"], "d3 x8 x8")
    assert d.discarding == 0 and [d.hand_size(s) for s in range(3)] == [2, 3, 4]
    do(d, 0, "discard x5")
    do(d, 2, "pass")  # a declined 碰 is private
    assert [str(c) for c in d.chou(2)] == ["x5"] and d.public_chou(2) == []
    assert [str(c) for c in d.public_chou(0)] == ["x5"]  # its own discard, in public
    assert d.discarding is None


def test_a_wei_is_face_down_for_the_others():
    d = setup(["x2 d9", "x3 x3 x7 d2 d7", "x4 d4"], "x3 d5 d6", to_draw=1)
    assert "1 wei x3" in d.history
    assert d.melds(1) == ["wei x3"] and d.public_melds(1) == ["wei ?"]
    assert d.view(0).melds[1] == ("wei ?",) and d.view(1).melds[1] == ("wei x3",)


def test_the_watcher_sees_public_information_only():
    a = setup([SEAT0, "x4 x6 d1 d2 d3", "x8 x8 d5 d6 x10"], "d10 x6 d1 x7 x10")
    b = setup(["x1 x2 x3 x5 x5 d7 d8 d9 d4 d10 x9", "x4 x6 d1 d2 d3", "x8 x8 d5 d6 x10"],
              "d4 x6 d1 x7 x10")
    watcher = a.view(None)
    assert watcher.seat is None and watcher.hand == () and not watcher.to_act and watcher.actions == ()
    assert watcher.hand_counts == (11, 5, 5) and watcher.discarding == 0
    # hands (and the hidden stock) differ, the public picture does not
    assert watcher.to_dict() == b.view(None).to_dict()
    text = json.dumps(watcher.to_dict())
    assert "d9" not in text and "x4" not in text


def test_the_watcher_sees_no_pass_and_no_wei_card():
    d = setup(["x5 d9", "x4 x6 d1", "x5 x5 d3 d3"], "d3 x8 x8")
    do(d, 0, "discard x5")
    do(d, 2, "pass")
    assert "2 pass" in d.history and "2 pass" not in d.view(None).history
    w = setup(["x2 d9", "x3 x3 x7 d2 d7", "x4 d4"], "x3 d5 d6", to_draw=1)
    assert w.view(None).history[:2] == ("1 draw ?", "1 wei ?")


def test_a_seat_outside_0_to_2_is_refused():
    with pytest.raises(ValueError):
        Deal.new(seed=1).view(3)


@pytest.mark.parametrize("entry, event", [
    ("0 draw x5", {"type": "draw", "seat": 0, "card": "x5"}),
    ("1 draw ?", {"type": "draw", "seat": 1, "card": None}),
    ("2 discard d9", {"type": "discard", "seat": 2, "card": "d9"}),
    ("2 peng x5", {"type": "peng", "seat": 2, "card": "x5"}),
    ("1 wei x5", {"type": "wei", "seat": 1, "card": "x5", "forced": True}),
    ("1 chou_wei x8", {"type": "chou_wei", "seat": 1, "card": "x8", "forced": True}),
    ("0 pao x3", {"type": "pao", "seat": 0, "card": "x3", "forced": True}),
    ("2 ti x9", {"type": "ti", "seat": 2, "card": "x9", "forced": True}),
    ("1 chi x4 x5 x6", {"type": "chi", "seat": 1, "sets": ["x4 x5 x6"]}),
    ("0 hu", {"type": "hu", "seat": 0}),
    ("1 pass", {"type": "pass", "seat": 1}),
    ("1 xianggong", {"type": "xianggong", "seat": 1}),
    ("liuju", {"type": "liuju"}),
])
def test_history_entries_read_as_events(entry, event):
    assert history_event(entry) == event


@pytest.mark.parametrize("bad", ["", "x", "draw x5", "1 hu now", "1 fly x5"])
def test_history_event_refuses_what_is_no_entry(bad):
    with pytest.raises(ValueError):
        history_event(bad)


def test_protocol_members_drive_a_whole_deal():
    rng = random.Random(4)
    d = Deal.new(Rules(), seed=11)
    while d.to_move is not None:
        assert d.pending == [d.to_move] and d.legal_moves() == d.actions(d.to_move)
        assert d.view(d.to_move).legal_moves == tuple(d.legal_moves())
        twin = d.copy()
        move = rng.choice(d.legal_moves())
        d.apply(move)
        twin.act(twin.pending[0], move)
        assert twin.history == d.history
    assert d.is_over and d.legal_moves() == [] and d.result is not None
    with pytest.raises(ValueError) as refused:
        d.apply("pass")
    assert refused.value.code == "deal_over"
