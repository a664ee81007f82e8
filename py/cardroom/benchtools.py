"""Helpers for the engines' benchmark scripts (never used by the games themselves).

A benchmark prints its CPython figures and, given the unpacked ``pyodide`` npm package,
runs itself again under Pyodide in Node (through ``tools/pyodide_node.mjs``) so both sets
of figures, and their ratio, come from one invocation on the same machine.
"""

from __future__ import annotations

import json
import os
import subprocess
from typing import Any

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pyodide_dir_default() -> str | None:
    """``$PYODIDE_DIR`` if set, else ``None``."""
    return os.environ.get("PYODIDE_DIR") or None


def run_under_pyodide(module: str, args: list[str], pyodide_dir: str) -> dict[str, Any]:
    """Run ``python -m module *args`` under Pyodide in Node; parse its last output line as JSON.

    Args:
        module: e.g. ``"paodekuai.bench"``; it must print one JSON object last.
        args: its arguments (include ``--json``).
        pyodide_dir: the unpacked ``pyodide`` npm package (the folder holding ``pyodide.mjs``).

    Raises:
        subprocess.CalledProcessError: if Node or the module fails.
        ValueError: if the last line is not JSON.
    """
    script = os.path.join(_ROOT, "tools", "pyodide_node.mjs")
    cmd = ["node", script, "--pyodide", pyodide_dir, "--py", os.path.join(_ROOT, "py"), module, *args]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])
