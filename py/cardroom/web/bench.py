"""What Pao De Kuai's start-up pays for the other games: ``python3 -m cardroom.web.bench``.

Each sample is a fresh interpreter (a new process: imports are cached per process) that
does what the page does when it opens Pao De Kuai's table on the ordinary boot -- the
bridge's ``hello`` for that game, then ``new_match`` -- and prints, in milliseconds, the
time of each step, whether any other game's modules were imported by then, and finally
the time importing the other games' adapters (``api.GAMES``: Paohuzi's) takes afterwards
(what their code would cost that start-up if it were imported eagerly).

Options: ``--runs N`` (fresh interpreters, default 5), ``--pyodide DIR`` (run the samples
under Pyodide in Node through ``tools/pyodide_node.mjs``, with the unpacked ``pyodide`` npm
package in ``DIR``; default CPython), ``--sample`` (one sample: print its JSON and exit; what
each run executes), ``--every`` (``hello`` describes every game: the page's start-up
before it asked for one game, for a before/after comparison in one session). Prints medians of the runs (the machine is shared and noisy).
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import subprocess
import sys
import time
from typing import Any


def sample(every: bool = False) -> dict[str, Any]:
    """One start-up of Pao De Kuai's table in this (fresh) interpreter; ``every``: its
    ``hello`` describes every game (as the page did before it named the game it opens).

    Returns ``{"bridge_import_ms", "hello_ms", "new_match_ms", "others_loaded", "others_import_ms"}``.
    """
    t0 = time.perf_counter()
    from cardroom.web import api

    def call(cmd: str, **args: Any) -> dict[str, Any]:
        answer = json.loads(api.handle(json.dumps({"id": 1, "cmd": cmd, "args": args})))
        assert answer["ok"], answer
        return answer["result"]

    t1 = time.perf_counter()
    if every:
        call("hello")
    else:
        call("hello", games=["paodekuai"])
    t2 = time.perf_counter()
    call("new_match", game="paodekuai", seed=1)
    t3 = time.perf_counter()
    others = [game for game in api.GAMES if game != "paodekuai"]
    loaded = any(name.split(".")[0] in others for name in sys.modules)
    for game in others:  # (the cost they would add, measured after the start-up)
        importlib.import_module(api.GAMES[game])
    t4 = time.perf_counter()
    return {"bridge_import_ms": (t1 - t0) * 1e3, "hello_ms": (t2 - t1) * 1e3, "new_match_ms": (t3 - t2) * 1e3,
            "others_loaded": loaded, "others_import_ms": (t4 - t3) * 1e3}


def main(argv: list[str] | None = None) -> None:
    """Run the samples and print each and their medians (see the module's docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pyodide", default=None)
    parser.add_argument("--sample", action="store_true")
    parser.add_argument("--every", action="store_true")
    opts = parser.parse_args(argv)
    if opts.sample:
        print(json.dumps(sample(opts.every)))
        return
    from cardroom.benchtools import _ROOT, run_under_pyodide

    runs = []
    args = ["--sample"] + (["--every"] if opts.every else [])
    for _ in range(opts.runs):
        if opts.pyodide:
            runs.append(run_under_pyodide("cardroom.web.bench", args, opts.pyodide))
        else:
            out = subprocess.run([sys.executable, "-m", "cardroom.web.bench", *args], check=True,
                                 capture_output=True, text=True, cwd=_ROOT + "/py").stdout
            runs.append(json.loads(out.strip().splitlines()[-1]))
        print(json.dumps({k: round(v, 1) if isinstance(v, float) else v for k, v in runs[-1].items()}))
    where = "Pyodide" if opts.pyodide else "CPython"
    asked = "every game" if opts.every else "Pao De Kuai only"
    print(f"{where}, {opts.runs} fresh interpreters, hello describing {asked}, medians (ms):")
    for key in ("bridge_import_ms", "hello_ms", "new_match_ms", "others_import_ms"):
        print(f"  {key:18} {statistics.median(r[key] for r in runs):8.1f}")
    print(f"  another game imported by Pao De Kuai's start-up: {sorted({r['others_loaded'] for r in runs})}")


if __name__ == "__main__":
    main()
