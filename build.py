#!/usr/bin/env python3
"""Build, serve and test the static site (standard library only).

Usage::

    python3 build.py                 # build the site into dist/
    python3 build.py serve [--port N] [--base /sub/path/] [--host 0.0.0.0]  # build if stale, serve dist/
    python3 build.py test [pytest args...]  # install test tools, build if stale, run every test

What ``dist/`` holds (relative URLs only, so it works from any sub-path):

* ``index.html``, ``manifest.webmanifest``, ``js/``, ``css/``, ``icons/``: the app, copied
  from the repository (the manifest is checked: its icons exist at their stated sizes);
* ``py/<hash>/cardroom-<version>-py3-none-any.whl``: the app's Python (every package
  under ``py/``), zipped reproducibly and compiled to the runtime's bytecode
  (:func:`compiled_wheel`); its path carries a content hash;
* ``vendor/pyodide/``: the Pyodide runtime files the app loads, taken from the npm
  package ``pyodide`` at the pinned version, whose tarball is checked against a pinned
  sha512 before use;
* ``vendor/pyodide/python_stdlib.pyc.zip``: that runtime's standard library compiled to
  bytecode under the runtime itself in Node (``tools/boot/``; reproducible, cached in
  ``.cache/boot/``); the ordinary boot's ``stdLibURL`` (a restore from the snapshot fetches
  it only if an import needs it: ``py/cardroom/web/lazy_stdlib.py``). The stock zip stays
  beside it, for the fallback and the benchmark's bare boot, out of the precache list;
* ``boot/snapshot-<hash>.gz``: a memory snapshot of the started app (both games imported
  and warmed), made in Node from that stdlib and the wheel (:func:`app_snapshot`), its zero
  pages left out (``tools/boot/sparse_snapshot.py``), gzipped;
  the same bytes on every build of the same inputs (fixed entropy and clocks in the build);
* ``build-info.json``: versions, the start-up files' paths and sizes, and a sha256 of every
  file; ``js/build-info.js`` repeats the paths as a module, and the built engine worker
  holds the same object in place of its import of it (:func:`inline_build_info`);
* ``sw.js``: the service worker (source ``sw.js``) with its precache list filled in: every
  file above but ``build-info.json`` (path and sha256), under a cache version that is a
  content hash of that list (see :func:`write_service_worker`).

Downloads go through the ordinary clients (``npm pack``, ``pip download``) into
``.cache/`` (git-ignored) and are reused while their hashes match. Nothing is fetched
from anywhere at run time.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import functools
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import socket
import socketserver
import struct
import subprocess
import sys
import tarfile
import threading
import venv
import zipfile
from pathlib import Path
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
PY_SRC = ROOT / "py"

PYODIDE_VERSION = "314.0.7"
"""npm package ``pyodide``; its Python is 3.14."""
PYODIDE_INTEGRITY = "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
"""The npm ``dist.integrity`` of ``pyodide@314.0.7``: the tarball must match it."""
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""The only runtime files the app loads (module worker: no classic ``pyodide.js``)."""

APP_DIRS = ("js", "css", "icons")
APP_FILES = ("index.html", "manifest.webmanifest")
STAMP = ".build-stamp"
SW_SOURCE = "sw.js"
"""The service worker's source; ``dist/sw.js`` is it with the precache list filled in."""
SW_BUILD_LINE = re.compile(r"^const BUILD = .*$", re.M)
"""The one line of :data:`SW_SOURCE` that the build replaces."""
NOT_PRECACHED = frozenset({"sw.js", "build-info.json", STAMP, "vendor/pyodide/python_stdlib.zip",
                           "vendor/pyodide/pyodide-lock.json"})
"""Files of ``dist/`` the game never loads offline (the worker itself, the build report, the
stamp, the stock stdlib: fetched only if the precompiled one cannot be, and the package
lock file: the worker hands the runtime its ``info`` alone, as ``build-info.js``'s
``lock``, since it loads no package)."""
MANIFEST_ICON_EDGES = (192, 512)
"""PNG icon sizes a manifest must offer (Chromium's install criteria: 192 and 512 pixels)."""

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html",
    ".png": "image/png",
}


class BuildError(RuntimeError):
    """A download that failed or did not match its pinned hash, or a missing input."""


# --------------------------------------------------------------------------- inputs


def _sources() -> list[Path]:
    """Every repository file the build reads, sorted."""
    files = [ROOT / "build.py"] + [ROOT / f for f in APP_FILES + (SW_SOURCE,) if (ROOT / f).exists()]
    files += sorted(BOOT_TOOLS.glob("*.*"))
    for d in APP_DIRS + ("py",):
        base = ROOT / d
        if base.is_dir():
            files += [p for p in base.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]
    return sorted(files)


def fingerprint() -> str:
    """sha256 over the paths and contents of every build input (decides staleness)."""
    h = hashlib.sha256()
    for p in _sources():
        h.update(p.relative_to(ROOT).as_posix().encode() + b"\0")
        h.update(p.read_bytes() + b"\0")
    return h.hexdigest()


def is_stale() -> bool:
    """True when ``dist/`` is missing or was built from other inputs."""
    stamp = DIST / STAMP
    return not stamp.exists() or stamp.read_text().strip() != fingerprint()


# --------------------------------------------------------------------------- downloads


def _run(cmd: list[str], **kw: object) -> None:
    print("  $", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload]


def _sri(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def pyodide_tarball() -> Path:
    """The pinned ``pyodide`` npm tarball in ``.cache/npm/``, fetched by ``npm pack`` if
    missing and always checked against :data:`PYODIDE_INTEGRITY`.

    Raises:
        BuildError: if npm fails or the tarball does not match.
    """
    dest = CACHE / "npm"
    tgz = dest / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tgz.exists() or _sri(tgz.read_bytes()) != PYODIDE_INTEGRITY:
        dest.mkdir(parents=True, exist_ok=True)
        tgz.unlink(missing_ok=True)
        npm = shutil.which("npm")
        if not npm:
            raise BuildError("npm is needed to fetch Pyodide (install Node.js with npm)")
        _run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(dest), "--silent"],
             stdout=subprocess.DEVNULL)
    got = _sri(tgz.read_bytes())
    if got != PYODIDE_INTEGRITY:
        tgz.unlink()
        raise BuildError(f"pyodide tarball integrity mismatch: got {got}")
    return tgz


# --------------------------------------------------------------------------- start-up files

BOOT_TOOLS = ROOT / "tools" / "boot"
"""``build_boot.mjs`` (run in Node), ``compile_stdlib.py`` and ``warm.py`` (run under Pyodide)."""
STDLIB_PYC = "vendor/pyodide/python_stdlib.pyc.zip"
"""Where ``dist/`` holds the precompiled standard library (the worker's ``stdLibURL``)."""
BUILD_ID_RE = re.compile(r'BUILD_ID:"([0-9a-f]{64})"')
"""The runtime's build id in ``pyodide.mjs`` (a memory snapshot carries it and must match)."""


def _node() -> str:
    node = shutil.which("node")
    if not node:
        raise BuildError("Node.js is needed to build the start-up files (install Node.js with npm)")
    return node


def _boot_key(*parts: bytes) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(hashlib.sha256(part).digest())
    return h.hexdigest()[:16]


def pyodide_dir() -> Path:
    """The pinned runtime unpacked in ``.cache/pyodide-<version>/`` (for Node), from the
    checked tarball; re-unpacked if any of :data:`PYODIDE_FILES` differs from it."""
    dest = CACHE / f"pyodide-{PYODIDE_VERSION}"
    with tarfile.open(pyodide_tarball()) as tar:
        wanted = {name: tar.extractfile(f"package/{name}").read() for name in PYODIDE_FILES}  # type: ignore[union-attr]
    if all((dest / n).is_file() and (dest / n).read_bytes() == data for n, data in wanted.items()):
        return dest
    tmp = CACHE / f"pyodide-{PYODIDE_VERSION}.tmp{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for name, data in wanted.items():
        (tmp / name).write_bytes(data)
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    return dest


def runtime_facts(runtime: Path) -> dict[str, str]:
    """``{"version", "build_id"}`` of the unpacked runtime ``runtime`` (read from
    ``pyodide.mjs``).

    Raises:
        BuildError: if the runtime is not the pinned version (a version change needs the
            pin, the integrity and every start-up file rebuilt together) or has no build id.
    """
    text = (runtime / "pyodide.mjs").read_text(encoding="utf-8")
    m = BUILD_ID_RE.search(text)
    version = re.search(r'var \w+="(\d+\.\d+\.\d+[^"]*)"', text)
    if not m or not version:
        raise BuildError("pyodide.mjs: no build id or version found (has the runtime's layout changed?)")
    if version.group(1) != PYODIDE_VERSION:
        raise BuildError(f"the runtime is Pyodide {version.group(1)}, build.py pins {PYODIDE_VERSION}: "
                         "update PYODIDE_VERSION and PYODIDE_INTEGRITY together")
    return {"version": version.group(1), "build_id": m.group(1)}


def _cached(name: str, make: Any) -> bytes:
    """``.cache/boot/<name>``, made by ``make(path)`` if missing (written beside, then
    renamed: builds running at the same time never see half a file)."""
    path = CACHE / "boot" / name
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{name}.tmp{os.getpid()}")
        make(tmp)
        tmp.rename(path)
    return path.read_bytes()


def compiled_stdlib(runtime: Path) -> bytes:
    """The runtime's ``python_stdlib.zip`` compiled to bytecode under that runtime in Node
    (``tools/boot/compile_stdlib.py``: unchecked hash-based ``.pyc``, fixed dates, name
    order: the same bytes on every build), cached in ``.cache/boot/`` by its inputs.

    Raises:
        BuildError: if Node fails, or if the result's bytecode magic number is not the
            runtime's (checked on every build, cached or not).
    """
    key = _boot_key(PYODIDE_INTEGRITY.encode(), (BOOT_TOOLS / "compile_stdlib.py").read_bytes(),
                    (BOOT_TOOLS / "build_boot.mjs").read_bytes())

    def make(path: Path) -> None:
        _run([_node(), str(BOOT_TOOLS / "build_boot.mjs"), "stdlib", "--pyodide", str(runtime), "--out", str(path)],
             stdout=subprocess.DEVNULL)

    data = _cached(f"stdlib-{key}.zip", make)
    magic = pyc_magic(data)
    if magic != RUNTIME_PYC_MAGIC:
        raise BuildError(f"the precompiled stdlib's bytecode magic {magic} is not Python 3.14's "
                         f"{RUNTIME_PYC_MAGIC}: the runtime changed without a rebuild")
    return data


def compiled_wheel(runtime: Path, wheel: bytes) -> bytes:
    """The app's ``wheel`` with every module compiled to bytecode under the runtime in Node
    (``build_boot.mjs app``: the same unchecked hash-based ``.pyc`` as the stdlib's, named as
    imported from ``/lib/cardroom.whl``, where the worker writes it), so a fresh boot does
    not compile the games' sources; cached in ``.cache/boot/`` by its inputs. Its RECORD
    still lists the sources the bytecode was compiled from.

    Raises:
        BuildError: if Node fails, or if the bytecode's magic number is not the runtime's.
    """
    key = _boot_key(PYODIDE_INTEGRITY.encode(), wheel, (BOOT_TOOLS / "compile_stdlib.py").read_bytes(),
                    (BOOT_TOOLS / "build_boot.mjs").read_bytes())

    def make(path: Path) -> None:
        whl = path.with_name(path.name + ".whl")
        whl.write_bytes(wheel)
        try:
            _run([_node(), str(BOOT_TOOLS / "build_boot.mjs"), "app", "--pyodide", str(runtime), "--wheel", str(whl),
                  "--out", str(path)], stdout=subprocess.DEVNULL)
        finally:
            whl.unlink(missing_ok=True)

    data = _cached(f"app-{key}.whl", make)
    magic = pyc_magic(data)
    if magic != RUNTIME_PYC_MAGIC:
        raise BuildError(f"the precompiled wheel's bytecode magic {magic} is not the runtime's {RUNTIME_PYC_MAGIC}")
    return data


def app_snapshot(runtime: Path, stdlib: Path, wheel: bytes) -> bytes:
    """A memory snapshot of the started app in the site's format (zero pages left out,
    gzipped: :func:`sparse_snapshot`): ``build_boot.mjs snapshot`` boots
    a throwaway runtime in Node from the precompiled stdlib at ``stdlib`` (the very zip the
    site ships: the snapshot holds its import state), puts ``wheel`` on ``sys.path`` as a zip,
    imports every module of both games and warms the bridge once (``tools/boot/warm.py``),
    then takes ``makeMemorySnapshot()``. Cached in ``.cache/boot/`` by every input's hash
    (runtime, stdlib, wheel, the two scripts).

    Raises:
        BuildError: if Node fails or the result is not a snapshot of this runtime's build.
    """
    key = _boot_key(PYODIDE_INTEGRITY.encode(), stdlib.read_bytes(), wheel,
                    (BOOT_TOOLS / "warm.py").read_bytes(), (BOOT_TOOLS / "build_boot.mjs").read_bytes(),
                    (BOOT_TOOLS / "sparse_snapshot.py").read_bytes())

    def make(path: Path) -> None:
        raw = path.with_name(path.name + ".raw")
        whl = path.with_name(path.name + ".whl")
        whl.write_bytes(wheel)
        try:
            _run([_node(), str(BOOT_TOOLS / "build_boot.mjs"), "snapshot", "--pyodide", str(runtime),
                  "--stdlib", str(stdlib), "--wheel", str(whl), "--out", str(raw)])
            path.write_bytes(sparse_snapshot(raw.read_bytes()))
        finally:
            raw.unlink(missing_ok=True)
            whl.unlink(missing_ok=True)

    data = _cached(f"snapshot-{key}.gz", make)
    try:
        raw = expand_snapshot(data)
    except (ValueError, OSError, EOFError) as err:
        raise BuildError(f"the memory snapshot cannot be read back: {err}") from err
    magic = struct.unpack("<I", raw[:4])[0]
    build_id = "".join(f"{w:08x}" for w in struct.unpack("<8I", raw[16:48]))
    if magic != SNAPSHOT_MAGIC or build_id != runtime_facts(runtime)["build_id"]:
        raise BuildError("the memory snapshot is not one of this runtime's build")
    # (a heap larger than the runtime's initial memory, wasm_initial_memory(), is fine: the
    # worker grows the memory before the restore; Pyodide itself would not)
    return data


WORKER = "js/core/engine-worker.js"
WORKER_IMPORT = 'import buildInfo from "../build-info.js";'
"""The engine worker's import of its build facts, which the build replaces by the facts."""


def inline_build_info(source: str, brief: dict[str, Any]) -> str:
    """The engine worker's source with its one import of ``js/build-info.js`` replaced by
    ``brief`` (that module's object) written in: a worker's static import holds its first
    line until the file has come, and on a first visit that request waited behind the
    page's own modules (boot5: spawn to the worker's first mark 1287 → 799 ms cold,
    medians of 4 at load 12).

    Raises:
        BuildError: if the source does not hold the import exactly once.
    """
    if source.count(WORKER_IMPORT) != 1:
        raise BuildError(f"{WORKER} must import its build facts once as {WORKER_IMPORT}")
    return source.replace(WORKER_IMPORT, "const buildInfo = " + json.dumps(brief) + "; // written in by build.py")


def _sparse() -> Any:
    """``tools/boot/sparse_snapshot.py``, the site's snapshot format (zero pages left out)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("sparse_snapshot", BOOT_TOOLS / "sparse_snapshot.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def expand_snapshot(data: bytes) -> bytes:
    """The Pyodide memory snapshot (header, then the whole heap) in the site's gzipped sparse
    snapshot ``data`` (``dist/boot/snapshot-*.gz``).

    Raises:
        ValueError: if ``data`` is not one (also gzip's own errors).
    """
    import gzip

    return _sparse().expand(gzip.decompress(data))


def sparse_snapshot(raw: bytes) -> bytes:
    """Pyodide memory snapshot ``raw`` in the site's format, gzipped (``expand_snapshot``'s inverse).

    Raises:
        ValueError: if ``raw`` is not a snapshot with a heap of whole pages.
    """
    import gzip

    return gzip.compress(_sparse().sparse(raw), compresslevel=6, mtime=0)


def wasm_initial_memory(wasm: bytes) -> int:
    """The initial size in bytes of the memory a wasm module defines (its memory section).

    Raises:
        BuildError: if the module defines no memory.
    """
    def leb(i: int) -> tuple[int, int]:
        value = shift = 0
        while True:
            byte = wasm[i]
            i += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value, i

    i = 8
    while i < len(wasm):
        section, size_at = wasm[i], i + 1
        size, body = leb(size_at)
        if section == 5:
            _count, j = leb(body)
            pages, _ = leb(j + 1)  # after the limits' flags byte
            return pages * 65536
        i = body + size
    raise BuildError("pyodide.asm.wasm defines no memory")


SNAPSHOT_MAGIC = 1886286592
"""The first word of a Pyodide memory snapshot (its ``makeSnapshot`` layout)."""


RUNTIME_PYC_MAGIC = "2b0e0d0a"
"""The bytecode magic number of the pinned runtime's Python (3.14 final), hex: every ``.pyc``
of the precompiled stdlib must carry it (a runtime of another Python fails the build)."""


def pyc_magic(zip_bytes: bytes) -> str:
    """The one bytecode magic number (hex) of every ``.pyc`` in ``zip_bytes``.

    Raises:
        BuildError: if the zip holds no ``.pyc`` or ``.pyc`` files of different magics.
    """
    with zipfile.ZipFile(io.BytesIO(zip_bytes)) as zf:
        magics = {zf.read(n)[:4].hex() for n in zf.namelist() if n.endswith(".pyc")}
    if len(magics) != 1:
        raise BuildError(f"precompiled stdlib: expected one bytecode magic number, found {sorted(magics)}")
    return magics.pop()


# --------------------------------------------------------------------------- the app's wheel


def app_version() -> str:
    """``cardroom.__version__``, read without importing."""
    text = (PY_SRC / "cardroom" / "__init__.py").read_text(encoding="utf-8")
    m = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if not m:
        raise BuildError("py/cardroom/__init__.py has no __version__")
    return m.group(1)


def build_wheel() -> tuple[str, bytes]:
    """Zip every package under ``py/`` into a pure-Python wheel, byte-for-byte reproducible.

    Returns:
        ``(file_name, wheel_bytes)``.
    """
    version = app_version()
    dist_info = f"cardroom-{version}.dist-info"
    entries: list[tuple[str, bytes]] = []
    for pkg in sorted(p for p in PY_SRC.iterdir() if (p / "__init__.py").is_file()):
        for f in sorted(pkg.rglob("*.py")):
            if "__pycache__" not in f.parts:
                entries.append((f.relative_to(PY_SRC).as_posix(), f.read_bytes()))
    entries.append((f"{dist_info}/METADATA",
                    f"Metadata-Version: 2.1\nName: cardroom\nVersion: {version}\n".encode()))
    entries.append((f"{dist_info}/WHEEL",
                    b"Wheel-Version: 1.0\nGenerator: build.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    record = "".join(
        f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},{len(data)}\n"
        for name, data in entries) + f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return f"cardroom-{version}-py3-none-any.whl", buf.getvalue()


# --------------------------------------------------------------------------- PWA


def _png_size(data: bytes) -> tuple[int, int] | None:
    """``(width, height)`` of PNG ``data``, or None if it is not a PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def check_manifest(site: Path) -> dict:
    """Check ``site/manifest.webmanifest`` against what Chromium needs to offer an install.

    Returns:
        The parsed manifest.

    Raises:
        BuildError: if it is not JSON, lacks ``name``, ``short_name``, ``start_url``,
            ``display`` or ``icons``, names an icon that is missing, declares a PNG at other
            ``sizes`` than the file has, or offers no PNG of each of
            :data:`MANIFEST_ICON_EDGES` pixels for ``any`` use and no maskable icon.
    """
    path = site / "manifest.webmanifest"
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise BuildError(f"manifest.webmanifest: {exc}") from None
    missing = [k for k in ("name", "short_name", "start_url", "display", "icons") if not manifest.get(k)]
    if missing:
        raise BuildError(f"manifest.webmanifest lacks {', '.join(missing)}")
    edges: dict[str, set[int]] = {"any": set(), "maskable": set()}
    for icon in manifest["icons"]:
        src = site / icon["src"]
        if not src.is_file():
            raise BuildError(f"manifest.webmanifest names a missing icon {icon['src']}")
        purposes = icon.get("purpose", "any").split()
        if icon.get("type") == "image/png":
            size = _png_size(src.read_bytes())
            if size is None or f"{size[0]}x{size[1]}" != icon.get("sizes"):
                raise BuildError(f"{icon['src']} is {size}, the manifest says {icon.get('sizes')}")
            for purpose in purposes:
                edges.setdefault(purpose, set()).add(size[0])
        elif "maskable" in purposes:
            edges["maskable"].add(0)
    if not set(MANIFEST_ICON_EDGES) <= edges["any"] or not edges["maskable"]:
        raise BuildError(f"manifest.webmanifest needs PNG icons of {MANIFEST_ICON_EDGES} px and a maskable one")
    return manifest


def precache_list(site: Path) -> list[tuple[str, str]]:
    """Every file of ``site`` the game may load, as ``(path relative to site, sha256 hex)``,
    sorted by that path (as text: ``css/games/x.css`` before ``css/games/x/a.css``): all files
    but :data:`NOT_PRECACHED`."""
    files = sorted((p.relative_to(site).as_posix(), p) for p in site.rglob("*") if p.is_file())
    return [(rel, hashlib.sha256(p.read_bytes()).hexdigest()) for rel, p in files if rel not in NOT_PRECACHED]


def write_service_worker(site: Path) -> str:
    """Write ``site/sw.js``: :data:`SW_SOURCE` with its ``const BUILD = ...`` line replaced by
    the precache list of ``site`` and the cache version.

    Call it last, once every other file of ``site`` is in place: the version is the first
    16 hex digits of a sha256 over the list's paths and file hashes, so any change to any
    file the game loads gives a new ``sw.js`` (which browsers take as an update).

    Returns:
        The cache version.

    Raises:
        BuildError: if the source does not hold exactly one ``const BUILD = ...`` line.
    """
    files = precache_list(site)
    version = hashlib.sha256("".join(f"{p} {h}\n" for p, h in files).encode()).hexdigest()[:16]
    source = (ROOT / SW_SOURCE).read_text(encoding="utf-8")
    if len(SW_BUILD_LINE.findall(source)) != 1:
        raise BuildError(f"{SW_SOURCE} must hold exactly one line starting 'const BUILD = '")
    data = json.dumps({"version": version, "files": files}, separators=(",", ":"))
    line = f"const BUILD = {data}; // generated by build.py"
    (site / "sw.js").write_text(SW_BUILD_LINE.sub(lambda _: line, source), encoding="utf-8")
    return version


# --------------------------------------------------------------------------- build


def build(verbose: bool = True) -> Path:
    """Write a fresh ``dist/`` (built in a temporary folder, then swapped in).

    Returns:
        The ``dist`` path.

    Raises:
        BuildError: on a failed or mismatching download, or a start-up file that could not
            be made or checked.
    """
    say = print if verbose else (lambda *a, **k: None)
    say("building dist/ ...")
    tmp = ROOT / "dist.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir()

    for name in APP_FILES:
        shutil.copy2(ROOT / name, tmp / name)
    for d in APP_DIRS:
        shutil.copytree(ROOT / d, tmp / d, ignore=shutil.ignore_patterns("*.map"))

    vendor = tmp / "vendor" / "pyodide"
    vendor.mkdir(parents=True)
    with tarfile.open(pyodide_tarball()) as tar:
        for name in PYODIDE_FILES:
            member = tar.extractfile(f"package/{name}")
            if member is None:
                raise BuildError(f"pyodide tarball lacks {name}")
            (vendor / name).write_bytes(member.read())

    runtime = pyodide_dir()
    facts = runtime_facts(runtime)
    (tmp / STDLIB_PYC).write_bytes(compiled_stdlib(runtime))

    wheel_name, wheel = build_wheel()
    wheel = compiled_wheel(runtime, wheel)
    wheel_hash = hashlib.sha256(wheel).hexdigest()[:12]
    wheel_rel = f"py/{wheel_hash}/{wheel_name}"
    (tmp / wheel_rel).parent.mkdir(parents=True)
    (tmp / wheel_rel).write_bytes(wheel)

    snapshot = app_snapshot(runtime, tmp / STDLIB_PYC, wheel)
    snapshot_rel = f"boot/snapshot-{hashlib.sha256(snapshot).hexdigest()[:12]}.gz"
    (tmp / snapshot_rel).parent.mkdir(parents=True)
    (tmp / snapshot_rel).write_bytes(snapshot)

    files = {p.relative_to(tmp).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
             for p in sorted(tmp.rglob("*")) if p.is_file()}
    info = {
        "version": app_version(),
        "build": hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:12],
        "pyodide": PYODIDE_VERSION,
        "wheel": wheel_rel,
        "stdlib": STDLIB_PYC,
        "snapshot": snapshot_rel,
        "build_id": facts["build_id"],
        # the lock file as the runtime needs it to start: its ABI facts, and no package
        "lock": {"info": json.loads((vendor / "pyodide-lock.json").read_text())["info"], "packages": {}},
        "sizes": {rel: (tmp / rel).stat().st_size for rel in (wheel_rel, STDLIB_PYC, snapshot_rel,
                                                              "vendor/pyodide/pyodide.asm.wasm",
                                                              "vendor/pyodide/python_stdlib.zip")},
        "files": files,
    }
    # the worker's build facts (written into the built worker too: inline_build_info)
    brief = {k: info[k] for k in ("version", "build", "pyodide", "wheel", "stdlib", "snapshot", "build_id",
                                  "lock", "sizes")}
    (tmp / "js" / "build-info.js").write_text(
        "// Generated by build.py: do not edit.\nexport default " + json.dumps(brief) + ";\n")
    worker = tmp / WORKER
    worker.write_text(inline_build_info(worker.read_text(encoding="utf-8"), brief), encoding="utf-8")
    files[WORKER] = hashlib.sha256(worker.read_bytes()).hexdigest()
    check_manifest(tmp)
    info["cache_version"] = write_service_worker(tmp)
    (tmp / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")
    (tmp / STAMP).write_text(fingerprint() + "\n")

    shutil.rmtree(DIST, ignore_errors=True)
    tmp.rename(DIST)
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    cached = [DIST / rel for rel, _ in precache_list(DIST)]
    say(f"built dist/ ({sum(1 for p in DIST.rglob('*') if p.is_file())} files, {size / 1e6:.1f} MB; offline cache "
        f"{len(cached)} files, {sum(p.stat().st_size for p in cached) / 1e6:.1f} MB), "
        f"app wheel {wheel_rel}, service worker cache {info['cache_version']}")
    return DIST


def ensure_built(verbose: bool = True) -> Path:
    """Build unless ``dist/`` is up to date with the sources."""
    if is_stale():
        return build(verbose)
    return DIST


# --------------------------------------------------------------------------- serve


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types the app needs (``.wasm``, ``.mjs``), quiet logs,
    and no caching (a rebuilt site is picked up on reload).

    With ``base`` other than ``/`` (say ``/repo/``), the site answers under that prefix only,
    as GitHub Pages serves a project site: ``/repo`` redirects to ``/repo/``, and any path
    outside the prefix is a 404.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def __init__(self, *args: Any, base: str = "/", **kwargs: Any) -> None:
        self.base = base
        super().__init__(*args, **kwargs)

    def send_head(self) -> Any:
        path = urlsplit(self.path).path
        if self.base != "/" and path + "/" == self.base:
            self.send_response(301)
            self.send_header("Location", self.base)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not path.startswith(self.base):
            self.send_error(404)
            return None
        return super().send_head()

    def translate_path(self, path: str) -> str:
        return super().translate_path("/" + path[len(self.base):] if path.startswith(self.base) else path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib name)
        if os.environ.get("SITE_LOG"):
            super().log_message(format, *args)


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: object) -> None:
        # a browser closing a connection mid-download (a reload, a closed page) is normal
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


def normalise_base(base: str) -> str:
    """``"some/sub/path"`` -> ``"/some/sub/path/"``: a URL prefix with one leading and one
    trailing slash (``"/"`` for the site root)."""
    inner = "/".join(part for part in base.split("/") if part)
    return f"/{inner}/" if inner else "/"


def make_server(root: Path = DIST, port: int = 0, host: str = "127.0.0.1", base: str = "/") -> http.server.HTTPServer:
    """An HTTP server for ``root`` on ``host:port`` (port 0 picks a free one) under the URL
    prefix ``base`` (see :class:`SiteHandler`); not started.

    The caller runs ``serve_forever()`` (in a thread, for tests) and ``shutdown()``.
    """
    handler = functools.partial(SiteHandler, directory=str(root), base=normalise_base(base))
    return _Server((host, port), handler)


def serve(port: int, base: str = "/", host: str = "127.0.0.1") -> None:
    """Build if stale, then serve ``dist/`` under the URL prefix ``base`` until interrupted.

    ``host`` is the address to listen on: the loopback address by default; ``0.0.0.0``
    (every interface) lets a phone on the same network open the site, and exposes
    ``dist/`` to everyone on that network, so it prints a warning and the address to type.
    """
    ensure_built()
    server = make_server(DIST, port, host=host, base=base)
    bound = server.server_address[1]
    prefix = normalise_base(base)
    print(f"serving dist/ at http://127.0.0.1:{bound}{prefix}  (Ctrl+C to stop)", flush=True)
    if host not in ("127.0.0.1", "localhost", "::1"):
        shown = lan_address() if host in ("0.0.0.0", "::", "") else host
        print(f"  on this network: http://{shown}:{bound}{prefix}\n"
              f"  warning: anyone on this network can read dist/ while this runs; offline play\n"
              f"  and installing need https or localhost, so a phone plays here but does not install",
              flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def lan_address() -> str:
    """This machine's address on its local network, as a phone on it would reach it (the
    interface a datagram socket would route through; nothing is sent), or ``127.0.0.1``."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.254.254.254", 1))
        return probe.getsockname()[0]
    return "127.0.0.1"


def start_background_server(root: Path = DIST, base: str = "/") -> tuple[http.server.HTTPServer, str]:
    """Serve ``root`` under ``base`` on a free port in a daemon thread.

    Returns:
        ``(server, site_url)``, the URL ending in ``base``.
    """
    server = make_server(root, 0, base=base)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{normalise_base(base)}"


@contextlib.contextmanager
def serving(root: Path = DIST, base: str = "/") -> Iterator[str]:
    """``with serving(root, base) as site_url:`` a :func:`start_background_server` that is
    shut down when the block ends."""
    server, url = start_background_server(root, base)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


# --------------------------------------------------------------------------- test

VENV = CACHE / "venv"
REQUIREMENTS = ROOT / "requirements-test.txt"


def _venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def test_python() -> str:
    """A Python with the pinned test requirements installed: a venv in ``.cache/venv``,
    (re)installed when ``requirements-test.txt`` changes."""
    marker = VENV / ".requirements-sha256"
    want = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    py = _venv_python()
    if not py.exists() or not marker.exists() or marker.read_text() != want:
        print("installing test requirements into .cache/venv ...", flush=True)
        shutil.rmtree(VENV, ignore_errors=True)
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
        except (OSError, subprocess.CalledProcessError) as exc:
            raise BuildError(f"cannot create .cache/venv ({exc}); on Debian/Ubuntu install python3-venv") from None
        _run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
              "-r", str(REQUIREMENTS)])
        marker.write_text(want)
    return str(py)


def test_workers(pytest_args: list[str]) -> list[str]:
    """pytest-xdist's options for a whole-suite run: one worker per core, up to 4 (each its
    own site server and Chromium; a file's tests stay on one worker, ``--dist loadfile``).
    The browser tests are CPU-bound, so more workers than cores gain nothing. ``[]`` (one
    process) when the arguments pick tests or name ``-n`` / ``-p no:xdist`` themselves, ask
    for what only one process gives (``--pdb``, ``--trace``, ``-s`` / ``--capture=no``: a
    debugger or the tests' own output), or ``CARDROOM_TEST_WORKERS`` is ``1``; that variable
    sets the number of workers."""
    own = ("--numprocesses", "--pdb", "--trace", "--capture=no")
    if any(a.startswith(("-n", *own)) or a == "-s" or "xdist" in a for a in pytest_args):
        return []
    if any(not a.startswith("-") and (ROOT / a.split("::")[0]).exists() for a in pytest_args):
        return []
    want = os.environ.get("CARDROOM_TEST_WORKERS", "")
    workers = int(want) if want.isdigit() else min(4, os.cpu_count() or 1)
    return ["-n", str(workers), "--dist", "loadfile"] if workers > 1 else []


def run_tests(pytest_args: list[str]) -> int:
    """Install the test tools, build if stale, run pytest over ``tests/`` (engine, web
    bridge and browser tests). Returns pytest's exit code."""
    py = test_python()
    if not Path("/usr/bin/chromium").exists() and not os.environ.get("CARDROOM_CHROMIUM"):
        # no system Chromium: use Playwright's own build
        _run([py, "-m", "playwright", "install", "chromium"])
    ensure_built()
    env = {**os.environ, "PYTHONPATH": str(PY_SRC), "PYTHONDONTWRITEBYTECODE": "1"}
    cmd = [py, "-m", "pytest", *test_workers(pytest_args), *pytest_args]
    print("  $", " ".join(cmd), flush=True)
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="cmd")
    sub.add_parser("build", help="build dist/ (the default)")
    p_serve = sub.add_parser("serve", help="build if stale and serve dist/ on localhost")
    p_serve.add_argument("--port", type=int, default=8000)
    p_serve.add_argument("--base", default="/", help="URL prefix to serve under, e.g. /repo/ as on GitHub Pages")
    p_serve.add_argument("--host", default="127.0.0.1",
                         help="address to listen on; 0.0.0.0 lets a phone on this network play "
                              "(and exposes dist/ to that network)")
    sub.add_parser("test", help="install test tools, build if stale, run all tests "
                                "(further arguments go to pytest)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.cmd != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if args.cmd == "serve":
            serve(args.port, args.base, args.host)
        elif args.cmd == "test":
            return run_tests(extra)
        else:
            build()
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
