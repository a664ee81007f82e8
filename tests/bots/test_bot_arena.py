"""The arena (issue 4, item 6): duplicate deals, figures, saved runs."""

import json
import math

import pytest

import cardroom.bots
from cardroom.bots import clock
from paodekuai import arena
from paodekuai.bots import GreedyBot


def test_duplicate_of_identical_deterministic_bots_is_zero_sum_per_deal():
    """With greedy in all three seats each rotation is the same game, the hero taking seat
    0, 1, 2 in turn: its three results are the three seats' points (sum 0), one win."""
    for index in range(4):
        r = arena.play_duplicate(("greedy", "greedy", "standard", "t", index, None))
        assert sum(r["points"]) == 0
        assert sum(r["won"]) == 1
        assert len(r["hero_ms"]) + len(r["field_ms"]) == len(r["hero_cpu_ms"]) + len(r["field_cpu_ms"])


def test_home_deals_alternate_first_and_later_deals():
    from paodekuai import Rules
    home = Rules.preset("home")
    first = arena.make_deal(home, "s/0", 0)
    later = arena.make_deal(home, "s/1", 1)
    assert first.first_of_match and not later.first_of_match
    assert arena.make_deal(home, "s/1", 1).leader == later.leader
    assert arena.make_deal(Rules.preset("standard"), "s/1", 1).first_of_match


def test_summarize_gives_the_mean_interval_and_share():
    results = [{"index": 0, "points": [3, 0, 0], "won": [True, False, False], "hero_ms": [1.0, 3.0]},
               {"index": 1, "points": [6, 3, 0], "won": [True, True, False], "hero_ms": [2.0]}]
    s = arena.summarize(results)
    # per-deal means 1 and 3: mean 2, sample stdev sqrt(2), half-width 1.96 * sqrt(2) / sqrt(2)
    assert s["mean"] == 2.0
    assert math.isclose(s["ci95"], 1.96)
    assert (s["won"], s["plays"]) == (3, 6)
    assert s["hero_ms"]["median"] == 2.0 and s["hero_ms"]["n"] == 3
    assert s["field_ms"]["n"] == 0


def test_runs_are_reproducible_and_saved_runs_merge(tmp_path, capsys):
    a = arena.run("normal", "easy", 3, "r", "standard")
    b = arena.run("normal", "easy", 3, "r", "standard", jobs=2)
    assert [(r["points"], r["won"]) for r in a] == [(r["points"], r["won"]) for r in b]
    assert [r["index"] for r in a] == [0, 1, 2]
    p1, p2 = tmp_path / "a.json", tmp_path / "b.json"
    assert arena.main(["--hero", "normal", "--field", "easy", "--deals", "2", "--seed", "r", "--json", str(p1)]) == 0
    assert arena.main(["--hero", "normal", "--field", "easy", "--deals", "1", "--first", "2", "--seed", "r",
                       "--json", str(p2)]) == 0
    capsys.readouterr()
    assert arena.main(["--merge", str(p1), str(p2)]) == 0
    out = capsys.readouterr().out
    merged = json.loads(p1.read_text())["results"] + json.loads(p2.read_text())["results"]
    points = [r["points"] for r in merged]
    assert points == [r["points"] for r in a]
    assert "deals=3 (x3 rotations = 9 plays)" in out
    assert arena.main(["--merge", str(p1), str(p1)]) == 2      # the same deals twice


def test_arena_refuses_unknown_bots():
    with pytest.raises(SystemExit):
        arena.main(["--hero", "nobody", "--deals", "1"])


def test_cpu_cap_reads_the_bots_time_caps_on_cpu_time_during_the_run_only(monkeypatch, capsys):
    seen = []

    class Probe(GreedyBot):
        def choose(self, view, rng=None, limit=None):
            seen.append((clock(), limit.time_ms))
            return super().choose(view, rng, limit)

    monkeypatch.setitem(cardroom.bots._REGISTRY, ("paodekuai", "probe"), Probe)
    monkeypatch.setitem(cardroom.bots._CLOCKS, "cpu", lambda: -1.0)
    arena.run("probe", "greedy", 1, "c", "standard", time_ms=280, cpu_cap=True)
    assert seen and set(seen) == {(-1.0, 280)}
    assert clock() != -1.0                      # the wall clock again after the run
    seen.clear()
    assert arena.main(["--hero", "probe", "--field", "greedy", "--deals", "1", "--time-ms", "280"]) == 0
    assert seen and all(c != -1.0 for c, _ in seen)
    assert "time_ms=280\n" in capsys.readouterr().out
    assert arena.main(["--hero", "probe", "--field", "greedy", "--deals", "1", "--time-ms", "280", "--cpu-cap"]) == 0
    assert "time_ms=280 (on CPU time)\n" in capsys.readouterr().out
