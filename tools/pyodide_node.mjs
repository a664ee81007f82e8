// Run a Python module of this repository under Pyodide in Node.
//
//   node tools/pyodide_node.mjs --pyodide DIR [--py PYDIR] [--snapshot FILE --stdlib ZIP] MODULE [ARGS...]
//
// DIR is the unpacked Pyodide npm package (`npm pack pyodide@<version>`, then untar: the
// `package/` folder), or set PYODIDE_DIR. PYDIR (default: the repository's `py/`) is mounted
// at /py (no bytecode written) and put first on sys.path; MODULE runs as `python -m MODULE ARGS...`.
// Only the standard library is available (the npm package ships no other wheels).
// With --snapshot (the site's dist/boot/snapshot-*.gz) and --stdlib (dist/vendor/pyodide/
// python_stdlib.pyc.zip) the runtime is restored from the app's memory snapshot, as the
// browser's worker does, and MODULE runs on the modules the snapshot already imported
// (e.g. the arena: the think time of bots restored from a snapshot).
// Exit status: the module's exit status (1 on an uncaught exception).
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
let pyodideDir = process.env.PYODIDE_DIR || "";
let pyDir = resolve(here, "..", "py");
let snapshotFile = "";
let stdlibFile = "";
while (argv.length && argv[0].startsWith("--")) {
  const flag = argv.shift();
  if (flag === "--pyodide") pyodideDir = argv.shift();
  else if (flag === "--py") pyDir = argv.shift();
  else if (flag === "--snapshot") snapshotFile = argv.shift();
  else if (flag === "--stdlib") stdlibFile = argv.shift();
  else {
    console.error(`unknown option ${flag}`);
    process.exit(2);
  }
}
const moduleName = argv.shift();
if (!pyodideDir || !moduleName) {
  console.error("usage: node tools/pyodide_node.mjs --pyodide DIR [--py PYDIR] MODULE [ARGS...]");
  process.exit(2);
}
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const restore = {};
if (snapshotFile) {
  const { readSnapshot } = await import("./boot/read_snapshot.mjs");
  restore._loadSnapshot = readSnapshot(snapshotFile);
  restore.stdLibURL = resolve(stdlibFile);
}
const pyodide = await loadPyodide({ indexURL, ...restore });

pyodide.setStdout({ batched: (s) => process.stdout.write(s + "\n") });
pyodide.setStderr({ batched: (s) => process.stderr.write(s + "\n") });
pyodide.FS.mkdirTree("/py");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(pyDir) }, "/py");
if (snapshotFile) {
  // the snapshot's packages were imported from the wheel at /lib/cardroom.whl, which this
  // file system does not hold: their modules not imported yet come from PYDIR (the same code)
  pyodide.runPython(`
import random, sys
random.seed()
for _name, _mod in list(sys.modules.items()):
    if _name.split(".")[0] in ("cardroom", "paodekuai", "paohuzi") and hasattr(_mod, "__path__"):
        _mod.__path__.insert(0, "/py/" + _name.replace(".", "/"))
`);
}
pyodide.globals.set("_module", moduleName);
pyodide.globals.set("_args", pyodide.toPy(argv));
let status = 0;
try {
  status = pyodide.runPython(`
import runpy, sys
sys.path.insert(0, "/py")
sys.argv = [_module] + list(_args)
sys.dont_write_bytecode = True
try:
    runpy.run_module(_module, run_name="__main__", alter_sys=True)
    _status = 0
except SystemExit as exc:
    _status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
_status
`);
} catch (err) {
  console.error(String(err));
  status = 1;
}
process.exit(status);
