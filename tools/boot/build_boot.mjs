// The start-up files build.py makes under Pyodide itself, in Node (same runtime files as
// the site ships, so the bytecode's magic number and the snapshot's build id match):
//
//   node tools/boot/build_boot.mjs stdlib   --pyodide DIR --out FILE
//       FILE: the runtime's python_stdlib.zip compiled to bytecode (compile_stdlib.py)
//   node tools/boot/build_boot.mjs snapshot --pyodide DIR --stdlib FILE --wheel WHL --out FILE
//       FILE: a memory snapshot of the started app: a fresh runtime booted with that
//       stdlib, the app's wheel written to /lib/cardroom.whl and imported from as a zip
//       (never loadPyodide({packages}), which a snapshot cannot hold; the worker writes the
//       same wheel to the same path after a restore), every module imported and the bridge
//       warmed once (warm.py), then pyodide.makeMemorySnapshot(). Prints one JSON line:
//       {"bytes", "modules", "ms"}.
//
// Exit status 1 (with the error on stderr) on any failure: build.py stops the build.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [mode, ...rest] = process.argv.slice(2);
const opts = {};
for (let i = 0; i < rest.length; i += 2) opts[rest[i].replace(/^--/, "")] = rest[i + 1];
const indexURL = resolve(opts.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const quiet = { stdout: () => {}, stderr: (line) => process.stderr.write(line + "\n") };

async function stdlib() {
  const pyodide = await loadPyodide({ indexURL, ...quiet });
  pyodide.FS.writeFile("/compile_stdlib.py", new Uint8Array(readFileSync(resolve(here, "compile_stdlib.py"))));
  const [major, minor] = pyodide.runPython("import sys; sys.version_info[:2]").toJs();
  const prefix = `/lib/python${major}${minor}.zip`;
  const counts = pyodide.runPython(`
import sys
sys.path.insert(0, "/")
from compile_stdlib import compile_zip
compile_zip("${prefix}", "/out.zip", "${prefix}")
`).toJs();
  writeFileSync(opts.out, pyodide.FS.readFile("/out.zip"));
  console.log(JSON.stringify({ compiled: counts[0], kept: counts[1] }));
}

async function snapshot() {
  const t0 = performance.now();
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
import gc; gc.collect()
len(names)
`);
  const bytes = pyodide.makeMemorySnapshot();
  writeFileSync(opts.out, bytes);
  console.log(JSON.stringify({ bytes: bytes.length, modules, ms: Math.round(performance.now() - t0) }));
}

try {
  if (mode === "stdlib") await stdlib();
  else if (mode === "snapshot") await snapshot();
  else throw new Error(`unknown mode ${mode}`);
  process.exit(0);
} catch (err) {
  console.error(String(err && err.stack || err));
  process.exit(1);
}
