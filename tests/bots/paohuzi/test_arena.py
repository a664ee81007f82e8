"""paohuzi.arena on cardroom.arena: duplicate deals, figures, options, saved runs."""

import json
import random

import pytest

import cardroom.bots
from cardroom import arena as shared
from cardroom.bots import clock
from paohuzi import arena
from paohuzi.bots.greedy import GreedyBot


def test_a_duplicate_of_identical_deterministic_bots_rotates_one_game():
    """greedy in all three seats plays the same game three times, the hero in seat 0, 1, 2:
    its three results are the three seats' points (sum 0), at most one win, 流局 all or none."""
    for index in range(4):
        r = shared.play_duplicate(arena.GAME, "greedy", "greedy", {}, "t", index, None)
        assert sum(r["points"]) == 0
        assert sum(r["won"]) == (0 if all(r["drawn"]) else 1)
        assert len(set(r["drawn"])) == 1
        assert len(r["hero_ms"]) == len(r["hero_cpu_ms"]) and len(r["hero_decision_ms"]) <= len(r["hero_ms"])


def test_runs_are_reproducible_for_any_jobs_and_merge(tmp_path, capsys):
    a = arena.run("normal", "easy", 4, "r", {"min_huxi": 10, "fan_table": "wiki"})
    b = arena.run("normal", "easy", 4, "r", {"min_huxi": 10, "fan_table": "wiki"}, jobs=2)
    assert [(r["points"], r["won"], r["drawn"]) for r in a] == [(r["points"], r["won"], r["drawn"]) for r in b]
    assert [r["index"] for r in a] == [0, 1, 2, 3]
    s1, s2 = shared.summarize(a), shared.summarize(b)
    assert (s1["mean"], s1["ci95"], s1["won"], s1["drawn"]) == (s2["mean"], s2["ci95"], s2["won"], s2["drawn"])
    p1, p2 = tmp_path / "a.json", tmp_path / "b.json"
    common = ["--hero", "normal", "--field", "easy", "--seed", "r", "--rule", "min_huxi=10", "--rule", "fan_table=wiki"]
    assert arena.main(common + ["--deals", "3", "--json", str(p1)]) == 0
    assert arena.main(common + ["--deals", "1", "--first", "3", "--json", str(p2), "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "rules=fan_table=wiki,min_huxi=10" in out and "share of 流局" in out and "CPU per decision" in out
    assert arena.main(["--merge", str(p1), str(p2)]) == 0
    merged = capsys.readouterr().out
    assert "deals=4 (x3 rotations = 12 plays)" in merged
    points = json.loads(p1.read_text())["results"] + json.loads(p2.read_text())["results"]
    assert [r["points"] for r in points] == [r["points"] for r in a]
    assert arena.main(["--merge", str(p1), str(p1)]) == 2  # the same deals twice
    arena.main(["--hero", "greedy", "--field", "easy", "--deals", "1", "--seed", "r", "--json", str(p2)])
    assert arena.main(["--merge", str(p1), str(p2)]) == 2  # another pairing
    capsys.readouterr()


def test_summary_figures():
    results = [{"index": 0, "points": [4, -2, -2], "won": [True, False, False], "drawn": [False] * 3,
                "hero_decision_cpu_ms": [1.0, 3.0]},
               {"index": 1, "points": [0, 0, 0], "won": [False] * 3, "drawn": [True] * 3}]
    s = shared.summarize(results)
    assert s["mean"] == 0.0 and (s["won"], s["drawn"], s["plays"]) == (1, 3, 6)
    assert s["drawn_share"] == 0.5 and s["hero_decision_cpu_ms"]["median"] == 2.0


def test_rule_options_from_the_command_line():
    assert arena.parse_rule("min_huxi=10") == ("min_huxi", 10)
    assert arena.parse_rule("hu_mandatory=true") == ("hu_mandatory", True)
    assert arena.parse_rule("next_can_chi_drawn = off") == ("next_can_chi_drawn", False)
    assert arena.parse_rule("fan_table=wiki") == ("fan_table", "wiki")
    for bad in ("min_huxi", "nosuch=1", "min_huxi=ten", "hu_mandatory=maybe"):
        with pytest.raises(ValueError):
            arena.parse_rule(bad)
    with pytest.raises(SystemExit):
        arena.main(["--rule", "fan_table=nosuch", "--deals", "1"])
    with pytest.raises(SystemExit):
        arena.main(["--hero", "nobody", "--deals", "1"])


def test_hard_reads_its_time_cap_on_the_shared_clock(monkeypatch):
    """A frozen CPU clock never reaches the deadline: 1 ms of cap still spends the 12
    simulations (on the wall clock 1 ms stops the search before its first playout ends)."""
    from cardroom.bots import Limit, use_clock
    from paohuzi.bots.hard import HardBot, unsure
    from paohuzi.bots.normal import normal_action
    from paohuzi.bots.shapes import Position

    from paohuzi import Rules

    from .phz_bot_helpers import random_positions

    view = next(v for _, v in random_positions(Rules(), 4, "hard-clock", every=3, policy=normal_action)
                if "hu" not in v.actions and len(unsure(Position(v))) > 1)
    bot = HardBot()
    wall = bot.choose(view, random.Random(1), Limit(simulations=12, time_ms=1))
    assert wall.info["timed_out"] and wall.info["simulations"] < 12
    monkeypatch.setitem(cardroom.bots._CLOCKS, "cpu", lambda: 7.0)
    before = use_clock("cpu")
    try:
        r = bot.choose(view, random.Random(1), Limit(simulations=12, time_ms=1))
    finally:
        use_clock(before)
    assert r.info["simulations"] == 12 and not r.info["timed_out"]


def test_cpu_cap_reads_the_bots_time_caps_on_cpu_time_during_the_run_only(monkeypatch, capsys):
    seen = []

    class Probe(GreedyBot):
        def choose(self, view, rng=None, limit=None):
            seen.append((clock(), limit.time_ms))
            return super().choose(view, rng, limit)

    monkeypatch.setitem(cardroom.bots._REGISTRY, ("paohuzi", "probe"), Probe)
    monkeypatch.setitem(cardroom.bots._CLOCKS, "cpu", lambda: -1.0)
    arena.run("probe", "greedy", 1, "c", time_ms=280, cpu_cap=True)
    assert seen and set(seen) == {(-1.0, 280)}
    assert clock() != -1.0                      # the wall clock again after the run
    seen.clear()
    assert arena.main(["--hero", "probe", "--field", "greedy", "--deals", "1", "--time-ms", "280"]) == 0
    assert seen and all(c != -1.0 for c, _ in seen)
    assert "time_ms=280" in capsys.readouterr().out
    assert arena.main(["--hero", "probe", "--field", "greedy", "--deals", "1", "--time-ms", "280", "--cpu-cap"]) == 0
    assert "time_ms=280 (on CPU time)" in capsys.readouterr().out
