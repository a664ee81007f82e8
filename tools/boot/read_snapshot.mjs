// The site's memory snapshot (dist/boot/snapshot-*.gz: gzipped, its zero pages left out, the
// format in tools/boot/sparse_snapshot.py) read back in Node as the Pyodide snapshot it
// holds (header, then the whole heap), for loadPyodide({_loadSnapshot}) in the tools that
// restore it outside the browser (the browser's worker writes the pages into the heap itself).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const SPARSE_MAGIC = 0x50535243;

/** The Pyodide snapshot in the site's snapshot file `path`, as a Uint8Array; throws an
 * Error if the file is not one. */
export function readSnapshot(path) {
  const data = new Uint8Array(gunzipSync(readFileSync(path)));
  const [magic, version, page, headerLength, heapLength, count] = new Uint32Array(data.buffer, data.byteOffset, 6);
  if (magic !== SPARSE_MAGIC || version !== 1) throw new Error(`${path}: not a sparse snapshot of format 1`);
  const table = new Uint32Array(data.buffer, data.byteOffset + 24, 2 * count);
  let at = 24 + 8 * count;
  const out = new Uint8Array(headerLength + heapLength);
  out.set(data.subarray(at, at + headerLength));
  at += headerLength;
  for (let i = 0; i < count; i++) {
    const size = table[2 * i + 1] * page;
    out.set(data.subarray(at, at + size), headerLength + table[2 * i] * page);
    at += size;
  }
  if (at !== data.byteLength) throw new Error(`${path}: a sparse snapshot whose length does not match its runs`);
  return out;
}
