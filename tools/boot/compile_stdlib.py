"""Compile a Pyodide standard-library zip to bytecode (run under Pyodide itself).

``compile_zip(src, dest, prefix)`` reads the zip ``src`` (Pyodide's ``python_stdlib.zip``,
``.py`` files only), compiles every ``.py`` with this interpreter (so the bytecode's magic
number is the runtime's own) into an *unchecked hash-based* ``.pyc`` (PEP 552: no mtime,
never compared with a source), and writes ``dest``: the ``.pyc`` files in place of the
sources, every other member copied, all entries in name order with a fixed date, so the
same input always gives the same bytes. A source that does not compile is kept as it is.

``prefix`` is the path the runtime mounts the zip at (``/lib/python314.zip``): code
objects carry ``<prefix>/<member>`` as their file name, as they would had the runtime
compiled the source itself. Returns ``(compiled, kept)`` counts.

This file runs under Pyodide in Node (``tools/boot/build_boot.mjs``), called by ``build.py``.
"""

from __future__ import annotations

import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # the stdlib's own pyc writer

DATE = (1980, 1, 1, 0, 0, 0)


def compile_zip(src: str, dest: str, prefix: str) -> tuple[int, int]:
    compiled = kept = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            name, data = info.filename, zin.read(info)
            if name.endswith(".py"):
                try:
                    code = compile(data, f"{prefix}/{name}", "exec", dont_inherit=True)
                except (SyntaxError, ValueError):
                    kept += 1
                else:
                    data = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
                    name += "c"
                    compiled += 1
            out = zipfile.ZipInfo(name, date_time=DATE)
            out.compress_type = zipfile.ZIP_STORED if name.endswith("/") else zipfile.ZIP_DEFLATED
            out.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else (0o644 << 16)
            zout.writestr(out, data)
    return compiled, kept
