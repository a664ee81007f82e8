// The start-up files build.py makes under Pyodide itself, in Node (same runtime files as
// the site ships, so the bytecode's magic number and the snapshot's build id match):
//
//   node tools/boot/build_boot.mjs stdlib   --pyodide DIR --out FILE
//       FILE: the runtime's python_stdlib.zip compiled to bytecode (compile_stdlib.py)
//   node tools/boot/build_boot.mjs app      --pyodide DIR --wheel WHL --out FILE
//       FILE: the app's wheel with its modules compiled to bytecode the same way, their
//       code objects named as if imported from /lib/cardroom.whl (where the worker puts it)
//   node tools/boot/build_boot.mjs snapshot --pyodide DIR --stdlib FILE --wheel WHL --out FILE
//       FILE: a memory snapshot of the started app: a fresh runtime booted with that
//       stdlib, the app's wheel written to /lib/cardroom.whl and imported from as a zip
//       (never loadPyodide({packages}), which a snapshot cannot hold; the worker writes the
//       same wheel to the same path after a restore), every module imported and the bridge
//       warmed once (warm.py), the stdlib zip forgotten (a restore starts with an empty
//       one: cardroom/web/lazy_stdlib.py), then pyodide.makeMemorySnapshot(). Prints one JSON line:
//       {"bytes", "modules", "ms"}.
//
// Exit status 1 (with the error on stderr) on any failure: build.py stops the build.
import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [mode, ...rest] = process.argv.slice(2);
// the runtime takes its program name from this (sys.executable, sys.argv[0], the `_` of
// os.environ, all kept in a snapshot's heap): the repository's name for this script, not
// where the checkout lies, so the snapshot is the same bytes from any checkout and holds
// no path of the machine that built it
process.argv[1] = "tools/boot/build_boot.mjs";
const opts = {};
for (let i = 0; i < rest.length; i += 2) opts[rest[i].replace(/^--/, "")] = rest[i + 1];
const indexURL = resolve(opts.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const realNow = performance.now.bind(performance);
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };

/** Compile the zip at `src` (in the runtime's file system) to `opts.out`; `prefix(pyodide)`
 * names the path its code objects say they were imported from. */
async function compile(src, prefix) {
  const pyodide = await loadPyodide({ indexURL, ...quiet });
  pyodide.FS.writeFile("/compile_stdlib.py", new Uint8Array(readFileSync(resolve(here, "compile_stdlib.py"))));
  if (opts.wheel) pyodide.FS.writeFile(src, new Uint8Array(readFileSync(opts.wheel)));
  const [major, minor] = pyodide.runPython("import sys; sys.version_info[:2]").toJs();
  const at = prefix || `/lib/python${major}${minor}.zip`;
  const counts = pyodide.runPython(`
import sys
sys.path.insert(0, "/")
from compile_stdlib import compile_zip
compile_zip("${src || at}", "/out.zip", "${at}")
`).toJs();
  writeFileSync(opts.out, pyodide.FS.readFile("/out.zip"));
  console.log(JSON.stringify({ compiled: counts[0], kept: counts[1] }));
}

/** Make this process's entropy a fixed stream (SHA-256 of a counter): everything a
 * runtime draws from it at start-up and keeps in its heap -- the string-hash secret, the
 * random module's first seed, and the ChaCha20 state of mimalloc's main heap (its
 * `mi_random_ctx_t`, keyed from the OS's entropy when the allocator starts, its own address
 * as the nonce) -- is then the same on every build, so a snapshot built from scratch twice
 * is the same bytes. Not a secret lost: every visitor restores the same heap anyway, the
 * worker reseeds `random` after a restore (cardroom/web/visitor.py), and the hash secret of
 * a snapshot is in the file for anyone to read. (Emscripten's `random_get` calls
 * node:crypto's randomFillSync in Node.) */
function fixedEntropy() {
  // the clocks too: mimalloc first keys that state from the clock (a "weak" seed), and the
  // file system's times (stat results the import system caches) are the clock's
  let tick = 0;
  Date.now = () => 315532800000; // 1980-01-01, the zips' date
  performance.now = () => (tick += 0.001);
  let counter = 0;
  nodeCrypto.randomFillSync = (view) => {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let at = 0; at < bytes.length; at += 32) {
      const block = nodeCrypto.createHash("sha256").update(`cardroom snapshot entropy ${counter++}`).digest();
      bytes.set(block.subarray(0, Math.min(32, bytes.length - at)), at);
    }
    return view;
  };
}

async function snapshot() {
  const t0 = realNow();
  fixedEntropy();
  const pyodide = await loadPyodide({ indexURL, stdLibURL: resolve(opts.stdlib), _makeSnapshot: true, ...quiet });
  pyodide.FS.writeFile("/lib/cardroom.whl", new Uint8Array(readFileSync(opts.wheel)));
  pyodide.FS.writeFile("/tmp/warm.py", new Uint8Array(readFileSync(resolve(here, "warm.py"))));
  // the same path entry as the worker's fresh boot (engine-worker.js)
  const modules = pyodide.runPython(`
import os, sys
sys.path.insert(0, "/lib/cardroom.whl")
sys.path.insert(0, "/tmp")
import warm
names = warm.warm()
del sys.modules["warm"], warm
sys.path.remove("/tmp")
os.remove("/tmp/warm.py")
# a restore finds an empty zip at the stdlib's path, and the whole one only if it is needed
from cardroom.web import lazy_stdlib
lazy_stdlib.prepare()
import gc; gc.collect()
len(names)
`);
  const bytes = pyodide.makeMemorySnapshot();
  writeFileSync(opts.out, bytes);
  console.log(JSON.stringify({ bytes: bytes.length, modules, ms: Math.round(realNow() - t0) }));
}

try {
  if (mode === "stdlib") await compile("", "");
  else if (mode === "app") await compile("/tmp/app.whl", "/lib/cardroom.whl");
  else if (mode === "snapshot") await snapshot();
  else throw new Error(`unknown mode ${mode}`);
  process.exit(0);
} catch (err) {
  console.error(String(err && err.stack || err));
  process.exit(1);
}
