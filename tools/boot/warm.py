"""Start the app once before its memory snapshot is taken (run under Pyodide, by
``tools/boot/build_boot.mjs``).

``warm()`` imports every module of the app's packages (both games' engines, bridges and
bots: nothing is left to import lazily from a file system the snapshot does not hold),
then plays through the bridge once per game -- ``hello``, ``new_match``, ``view``, ``check``,
``hint``, ``bot_move`` at every level -- so the first real requests run warm code, and
finally leaves the bridge as a fresh page finds it: an empty :class:`Session`. The clocks
move by a fixed step at each reading meanwhile (:func:`stepped_clocks`): the time caps end
the searches at the same point on every run and no real time lands in the heap, so the
same build always leaves the same heap.
Returns the list of modules imported (names, sorted).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import pkgutil
import sys
import time
from collections.abc import Iterator
from typing import Any

PACKAGES = ("cardroom", "paodekuai", "paohuzi")


def _call(api, cmd: str, **args) -> dict:
    answer = json.loads(api.handle(json.dumps({"id": 1, "cmd": cmd, "args": args})))
    if not answer["ok"] and answer["error"]["type"] in ("InternalError", "BadRequest", "UnknownCommand", "BadArgument"):
        raise RuntimeError(f"warm-up {cmd}: {answer['error']}")
    return answer


CLOCKS = ("perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "time", "time_ns", "process_time",
          "process_time_ns")
TICK = 0.025
"""Seconds each reading of a clock moves it on by within :func:`stepped_clocks`: a time cap
of 0.5 s ends a search after 20 readings, about what a slow machine gets through (with the
clocks stopped, every search ran to its full budget and left a heap 6 MB larger)."""


@contextlib.contextmanager
def stepped_clocks() -> Iterator[None]:
    """Within the block every clock of :mod:`time` reads 0, then :data:`TICK` more at each
    reading (the same sequence on every run); the functions are put back after."""
    kept = {name: getattr(time, name) for name in CLOCKS}
    now = [0]

    def reading(ns: bool) -> Any:
        def clock() -> float | int:
            now[0] += 1
            return now[0] * int(TICK * 1e9) if ns else now[0] * TICK
        return clock

    for name in CLOCKS:
        setattr(time, name, reading(name.endswith("_ns")))
    try:
        yield
    finally:
        for name, clock in kept.items():
            setattr(time, name, clock)


def warm() -> list[str]:
    with stepped_clocks():
        return _warm()


def _warm() -> list[str]:
    for name in PACKAGES:
        package = importlib.import_module(name)
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            if info.name.rsplit(".", 1)[-1] not in ("__main__", "arena", "bench"):
                importlib.import_module(info.name)
    from cardroom.web import api

    games = _call(api, "hello")["result"]["games"]
    for game, about in games.items():
        levels = next((o["values"] for o in about["options"] if o["name"] == "level"), [None])
        for level in levels:
            args = {"game": game, "seed": 1} | ({"level": level} if level else {})
            _call(api, "new_match", **args)
            _call(api, "view")
            if game == "paodekuai":
                _call(api, "check", cards="pass")
                _call(api, "hint")
            for _ in range(3):
                _call(api, "bot_move")
    api.SESSION = api.Session()
    return sorted(m for m in sys.modules if m.split(".")[0] in PACKAGES)
