"""The site's memory-snapshot format: Pyodide's snapshot with its zero pages left out.

A Pyodide memory snapshot (``makeMemorySnapshot()``) is a header (magic word, sizes, build
id, the JSON state) followed by the whole wasm heap; about half of the app's heap is zero
pages, which cost the browser as much to inflate as the rest. This format keeps the
header and the heap's non-zero pages only, as runs of whole pages; the worker
(``js/core/engine-worker.js``) writes the runs into the runtime's memory and zeroes the
gaps. All words are unsigned 32-bit little-endian::

    0   magic                     SPARSE_MAGIC ("CRSP")
    4   format version            1
    8   page size, bytes          PAGE (4096)
    12  header length n, bytes    Pyodide's header (a multiple of 16)
    16  heap length, bytes        whole wasm pages (64 KiB)
    20  run count k
    24  k runs: first page, page count   (ascending, disjoint, none empty)
    ..  the n header bytes
    ..  the pages of each run, in order

The file the site ships is this, gzip-compressed (fixed time: the same bytes on every
build). Standard library only (``build.py`` loads this file).
"""

from __future__ import annotations

import struct

SPARSE_MAGIC = 0x50535243
"""The first word of a sparse snapshot (the bytes ``CRSP``)."""
VERSION = 1
PAGE = 4096
"""The granularity of the zero pages left out, bytes (finer pages find few more zeros)."""
_HEAD = struct.Struct("<6I")


def sparse(raw: bytes) -> bytes:
    """The sparse form of Pyodide snapshot ``raw`` (its header, then the heap).

    Raises:
        ValueError: if ``raw`` is too short, or its heap is not whole pages of :data:`PAGE`.
    """
    if len(raw) < 48:
        raise ValueError("not a Pyodide memory snapshot: shorter than its header")
    n = struct.unpack_from("<I", raw, 4)[0]
    heap = memoryview(raw)[n:]
    if n > len(raw) or len(heap) % PAGE:
        raise ValueError(f"a snapshot heap of {len(heap)} bytes is not whole {PAGE}-byte pages")
    zero = bytes(PAGE)
    runs: list[list[int]] = []
    for page in range(len(heap) // PAGE):
        if heap[page * PAGE:(page + 1) * PAGE] != zero:
            if runs and runs[-1][0] + runs[-1][1] == page:
                runs[-1][1] += 1
            else:
                runs.append([page, 1])
    out = [_HEAD.pack(SPARSE_MAGIC, VERSION, PAGE, n, len(heap), len(runs))]
    out += [struct.pack("<2I", first, count) for first, count in runs]
    out.append(bytes(raw[:n]))
    out += [bytes(heap[first * PAGE:(first + count) * PAGE]) for first, count in runs]
    return b"".join(out)


def expand(data: bytes) -> bytes:
    """The Pyodide snapshot that sparse snapshot ``data`` holds (header, then the whole heap).

    Raises:
        ValueError: if ``data`` is not a sparse snapshot of this format, or is cut short.
    """
    if len(data) < _HEAD.size:
        raise ValueError("not a sparse snapshot: shorter than its header")
    magic, version, page, n, heap_length, k = _HEAD.unpack_from(data)
    if magic != SPARSE_MAGIC or version != VERSION:
        raise ValueError(f"not a sparse snapshot of format {VERSION}")
    at = _HEAD.size + 8 * k
    runs = [struct.unpack_from("<2I", data, _HEAD.size + 8 * i) for i in range(k)]
    heap = bytearray(heap_length)
    header = data[at:at + n]
    at += n
    for first, count in runs:
        size = count * page
        if first * page + size > heap_length or at + size > len(data):
            raise ValueError("a sparse snapshot cut short or with a run outside its heap")
        heap[first * page:first * page + size] = data[at:at + size]
        at += size
    if len(header) != n or at != len(data):
        raise ValueError("a sparse snapshot's length does not match its runs")
    return bytes(header) + bytes(heap)
