"""The start-up files build.py makes: the precompiled standard library (and, once built,
the memory snapshot).

Expected values come from the formats: PEP 552's unchecked hash-based ``.pyc`` (a 16-byte
header: magic, flags ``0b01``, the source's hash from ``importlib.util.source_hash``), zip
entries in name order dated 1980-01-01, and the runtime's pinned bytecode magic.
"""

from __future__ import annotations

import importlib.util
import io
import json
import marshal
import sys
import zipfile
from pathlib import Path

import pytest

import build

sys.path.insert(0, str(build.BOOT_TOOLS))
import compile_stdlib  # noqa: E402  (tools/boot/compile_stdlib.py: runs under Pyodide, and here)

SOURCES = {"a.py": b"X = 1\n", "pkg/__init__.py": b"", "pkg/b.py": b"def f():\n    return 'b'\n",
           "bad.py": b"def (:\n", "data.txt": b"not python\n"}


def make_zip(path: Path, members: dict[str, bytes]) -> None:
    with zipfile.ZipFile(path, "w") as zf:
        for name in reversed(list(members)):  # out of order on purpose
            zf.writestr(name, members[name])


def test_every_source_becomes_an_unchecked_hash_based_pyc_and_the_rest_is_copied(tmp_path: Path) -> None:
    make_zip(tmp_path / "in.zip", SOURCES)
    assert compile_stdlib.compile_zip(str(tmp_path / "in.zip"), str(tmp_path / "out.zip"), "/lib/x.zip") == (3, 1)
    with zipfile.ZipFile(tmp_path / "out.zip") as zf:
        assert zf.namelist() == ["a.pyc", "bad.py", "data.txt", "pkg/__init__.pyc", "pkg/b.pyc"]
        assert {i.date_time for i in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        assert zf.read("bad.py") == SOURCES["bad.py"] and zf.read("data.txt") == SOURCES["data.txt"]
        pyc = zf.read("pkg/b.pyc")
    assert pyc[:4] == importlib.util.MAGIC_NUMBER
    assert int.from_bytes(pyc[4:8], "little") == 0b01  # hash-based, not checked against a source
    assert pyc[8:16] == importlib.util.source_hash(SOURCES["pkg/b.py"])
    code = marshal.loads(pyc[16:])
    assert code.co_filename == "/lib/x.zip/pkg/b.py"
    namespace: dict = {}
    exec(code, namespace)
    assert namespace["f"]() == "b"


def test_compiling_twice_gives_the_same_bytes(tmp_path: Path) -> None:
    make_zip(tmp_path / "in.zip", SOURCES)
    compile_stdlib.compile_zip(str(tmp_path / "in.zip"), str(tmp_path / "one.zip"), "/p")
    compile_stdlib.compile_zip(str(tmp_path / "in.zip"), str(tmp_path / "two.zip"), "/p")
    assert (tmp_path / "one.zip").read_bytes() == (tmp_path / "two.zip").read_bytes()


def test_a_zip_of_another_pythons_bytecode_is_refused() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("a.pyc", bytes.fromhex(build.RUNTIME_PYC_MAGIC) + b"\0" * 12)
        zf.writestr("b.pyc", bytes.fromhex("a70d0d0a") + b"\0" * 12)  # Python 3.11's magic
    with pytest.raises(build.BuildError, match="one bytecode magic"):
        build.pyc_magic(buf.getvalue())


def test_a_runtime_of_another_version_fails_the_build(tmp_path: Path) -> None:
    text = (build.pyodide_dir() / "pyodide.mjs").read_text(encoding="utf-8")
    (tmp_path / "pyodide.mjs").write_text(text.replace(f'="{build.PYODIDE_VERSION}"', '="315.0.0"', 1))
    with pytest.raises(build.BuildError, match="315.0.0.*pins"):
        build.runtime_facts(tmp_path)


def test_the_built_site_ships_the_runtimes_bytecode_and_the_worker_knows_it() -> None:
    build.ensure_built(verbose=False)
    data = (build.DIST / build.STDLIB_PYC).read_bytes()
    assert build.pyc_magic(data) == build.RUNTIME_PYC_MAGIC
    stock = zipfile.ZipFile(build.DIST / "vendor/pyodide/python_stdlib.zip").namelist()
    compiled = zipfile.ZipFile(io.BytesIO(data)).namelist()
    assert sorted(compiled) == sorted(n + "c" if n.endswith(".py") else n for n in stock)
    info = json.loads((build.DIST / "build-info.json").read_text())
    assert info["stdlib"] == build.STDLIB_PYC
    assert info["sizes"][build.STDLIB_PYC] == len(data)
    assert len(info["build_id"]) == 64
    js = (build.DIST / "js" / "build-info.js").read_text()
    brief = json.loads(js[js.index("{"):js.rindex("}") + 1])
    assert brief["stdlib"] == build.STDLIB_PYC and brief["build_id"] == info["build_id"]


def test_the_initial_memory_is_read_from_the_wasm_memory_section() -> None:
    type_section = bytes([0x01, 0x04, 0x01, 0x60, 0x00, 0x00])  # one type: () -> ()
    # one memory with a maximum (flags 1): at least 130 pages (LEB128 0x82 0x01), at most 200 (0xC8 0x01)
    memory = bytes([0x05, 0x06, 0x01, 0x01, 0x82, 0x01, 0xC8, 0x01])
    assert build.wasm_initial_memory(b"\0asm\x01\0\0\0" + type_section + memory) == 130 * 65536
    with pytest.raises(build.BuildError, match="no memory"):
        build.wasm_initial_memory(b"\0asm\x01\0\0\0" + type_section)


def test_the_built_engine_worker_holds_its_build_facts_instead_of_importing_them() -> None:
    build.ensure_built(verbose=False)
    info = json.loads((build.DIST / "build-info.json").read_text())
    worker = (build.DIST / "js/core/engine-worker.js").read_text(encoding="utf-8")
    assert "build-info.js\";" not in worker
    line = next(x for x in worker.splitlines() if x.startswith("const buildInfo = "))
    facts = json.loads(line[len("const buildInfo = "):line.index("; // written in by build.py")])
    assert facts["snapshot"] == info["snapshot"] and facts["wheel"] == info["wheel"]
    assert facts["build_id"] == info["build_id"] and facts["sizes"] == info["sizes"]
    import hashlib
    assert info["files"]["js/core/engine-worker.js"] == hashlib.sha256(worker.encode()).hexdigest()
    with pytest.raises(build.BuildError, match="import its build facts once"):
        build.inline_build_info("const x = 1;\n", {})


def test_a_sparse_snapshot_keeps_the_header_and_the_non_zero_pages_only() -> None:
    """tools/boot/sparse_snapshot.py's layout: six words, the runs, Pyodide's header, the pages."""
    import gzip
    import struct

    header = struct.pack("<4I", build.SNAPSHOT_MAGIC, 32, 5, 0) + bytes(16)  # a 32-byte header
    a, b = b"\x01" * 4096, b"\x00" * 4095 + b"\x07"
    heap = a + bytes(4096) + bytes(4096) + b + a + bytes(65536 - 5 * 4096)  # one wasm page
    data = gzip.decompress(build.sparse_snapshot(header + heap))
    assert data[:24] == struct.pack("<6I", 0x50535243, 1, 4096, 32, 65536, 2)
    assert data[24:40] == struct.pack("<4I", 0, 1, 3, 2)  # pages 0 and 3-4
    assert data[40:72] == header
    assert data[72:] == a + b + a
    assert build.expand_snapshot(build.sparse_snapshot(header + heap)) == header + heap
    with pytest.raises(ValueError, match="cut short"):
        build.expand_snapshot(gzip.compress(data[:-1]))
    with pytest.raises(ValueError, match="not a sparse snapshot"):
        build.expand_snapshot(gzip.compress(header + heap))
    with pytest.raises(ValueError, match="whole 4096-byte pages"):
        build.sparse_snapshot(header + heap[:-1])


def test_the_built_snapshot_is_this_runtimes() -> None:
    import gzip
    import struct

    build.ensure_built(verbose=False)
    info = json.loads((build.DIST / "build-info.json").read_text())
    assert info["snapshot"].startswith("boot/snapshot-") and info["snapshot"].endswith(".gz")
    raw = build.expand_snapshot((build.DIST / info["snapshot"]).read_bytes())
    magic, heap_at = struct.unpack("<2I", raw[:8])
    assert magic == build.SNAPSHOT_MAGIC
    assert "".join(f"{w:08x}" for w in struct.unpack("<8I", raw[16:48])) == info["build_id"]
    assert (len(raw) - heap_at) % 65536 == 0  # the heap: whole wasm pages after the header
    # no path of the machine that built it (the runtime's program name was the checkout's
    # build_boot.mjs: a snapshot differed from checkout to checkout and told where it was made)
    assert str(build.ROOT).encode() not in raw
    # the zero pages are left out: the sparse form is shorter than the heap
    sparse = gzip.decompress((build.DIST / info["snapshot"]).read_bytes())
    assert len(sparse) < len(raw) - 4096
    assert info["sizes"][info["snapshot"]] == (build.DIST / info["snapshot"]).stat().st_size


RESTORE = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [indexURL, stdlib, snapshot, wheel, reader] = process.argv.slice(2);
const { readSnapshot } = await import(pathToFileURL(reader).href);
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
for (let k = 0; k < 2; k++) {
  const py = await loadPyodide({ indexURL, stdLibURL: stdlib, stdout: () => {}, stderr: () => {},
    _loadSnapshot: readSnapshot(snapshot) });
  py.FS.writeFile("/lib/cardroom.whl", new Uint8Array(readFileSync(wheel)));
  py.runPython("import random; frozen = random.getrandbits(64)");
  // as the worker's site() does after a restore
  py.pyimport("cardroom.web.visitor").reseed();
  console.log(py.runPython(`
import json, random
from cardroom.web import api
json.dumps({"frozen": frozen, "reseeded": random.getrandbits(64), "hash": hash("cardroom"),
            "hello": json.loads(api.handle('{"id": 1, "cmd": "hello"}'))["ok"]})
`));
}
"""


def test_after_a_restore_the_random_state_is_this_visitors_and_the_hash_secret_the_snapshots(tmp_path: Path) -> None:
    """Two restores of the built snapshot, each followed by the worker's own post-restore
    calls (``site()`` of ``js/core/engine-worker.js``): the random state the snapshot
    froze is the same in both until the worker reseeds it; the string-hash secret stays
    the snapshot's (``cardroom/web/visitor.py`` says why)."""
    import subprocess

    build.ensure_built(verbose=False)
    info = json.loads((build.DIST / "build-info.json").read_text())
    worker = (build.ROOT / "js/core/engine-worker.js").read_text(encoding="utf-8")
    assert 'const visitor = pyodide.pyimport("cardroom.web.visitor");\n  visitor.reseed();' in worker
    (tmp_path / "restore.mjs").write_text(RESTORE)
    out = subprocess.run(
        ["node", str(tmp_path / "restore.mjs"), str(build.pyodide_dir()) + "/", str(build.DIST / info["stdlib"]),
         str(build.DIST / info["snapshot"]), str(build.DIST / info["wheel"]), str(build.BOOT_TOOLS / "read_snapshot.mjs")],
        capture_output=True, text=True, timeout=300, check=True).stdout
    one, two = (json.loads(line) for line in out.splitlines())
    assert one["hello"] is True and two["hello"] is True
    assert one["frozen"] == two["frozen"]
    assert one["reseeded"] != two["reseeded"]
    assert one["hash"] == two["hash"]
