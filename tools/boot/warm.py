"""Start the app once before its memory snapshot is taken (run under Pyodide, by
``tools/boot/build_boot.mjs``).

``warm()`` imports every module of the app's packages (both games' engines, bridges and
bots: nothing is left to import lazily from a file system the snapshot does not hold),
then plays through the bridge once per game -- ``hello``, ``new_match``, ``view``, ``check``,
``hint``, ``bot_move`` at every level -- so the first real requests run warm code, and
finally leaves the bridge as a fresh page finds it: an empty :class:`Session`.
Returns the list of modules imported (names, sorted).
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys

PACKAGES = ("cardroom", "paodekuai", "paohuzi")


def _call(api, cmd: str, **args) -> dict:
    answer = json.loads(api.handle(json.dumps({"id": 1, "cmd": cmd, "args": args})))
    if not answer["ok"] and answer["error"]["type"] in ("InternalError", "BadRequest", "UnknownCommand", "BadArgument"):
        raise RuntimeError(f"warm-up {cmd}: {answer['error']}")
    return answer


def warm() -> list[str]:
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
