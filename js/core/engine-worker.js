// The engine's home: a module Web Worker running Pyodide and the app's Python (every
// game's engine, behind the one door `cardroom.web.api.handle`).
//
// Start-up posts
//   {type: "stage", stage}                   as each stage begins ("fetch", "restore" or
//                                            "runtime", "import"),
//   {type: "progress", loaded, total, files} bytes of the start-up files received so far,
//                                            of their total, and the kinds still arriving,
//   {type: "ready", version, boot, fallback, ms}  when requests can be served,
//   {type: "fatal", stage, what, message, retry}  if start-up fails (nothing is served).
// After "ready", every message {id, cmd, args} is answered with the response of the
// Python bridge `cardroom.web.api.handle` (JSON in, JSON out, errors as values):
//   {id, ok: true, result} or {id, ok: false, error: {type, code?, message}}.
// Requests are handled one at a time, in order; a bot thinking here never blocks the page.
//
// The boot path (`?boot=` of this script's URL, chosen by the engine client):
//   "snapshot" (default): the app's wheel and the memory snapshot of the started app are
//       fetched side by side; the runtime is restored from the snapshot (no Python
//       start-up, nothing to import; the snapshot holds the heap's non-zero pages only,
//       written into the wasm memory, grown to the snapshot's heap first if need be), the wheel is written back to the path it was imported from (a snapshot
//       holds memory, not files) and the random state is reseeded (the string-hash secret
//       stays the snapshot's: every str hash and dict in the heap depends on it). The
//       standard library is not fetched: the snapshot holds every module the app imports,
//       so the runtime gets an empty zip, and the precompiled one is fetched (synchronously)
//       only if something imports a module the snapshot lacks (cardroom/web/lazy_stdlib.py).
//       A snapshot that cannot be fetched or is not this build's is skipped here (the
//       fresh boot below, same worker, the stdlib fetched then); a restore that fails is a
//       fatal with `retry: "fresh"`: the client starts a new worker with boot=fresh.
//   "fresh": the runtime boots from the precompiled stdlib and imports the app (the wheel
//       is a zip on sys.path).
// The runtime's wasm is compiled as it downloads, beside the other files.
// Either way the precompiled stdlib falls back to the runtime's stock one if it cannot be
// fetched (then no snapshot is used: it holds the other zip's state). `fallback` in
// "ready" lists what was skipped, and why.
//
// Every URL is relative to this file (js/core/), so the site works under any sub-path.
// The build's facts (paths, sizes, ids); build.py writes the object in place of this import
// in dist/ (a static import held this script's first line until the file had come)
import buildInfo from "../build-info.js";

// Pyodide's loader is imported beside the start-up downloads, not before them (a static
// import would hold this script, and so every download, until it had arrived)
const loader = import("../../vendor/pyodide/pyodide.mjs");
loader.catch(() => {});

const here = (path) => new URL(path, import.meta.url).href;

// Start-up marks: {name: time in ms on the shared clock (performance.timeOrigin + now)},
// sent with "ready" (the client puts them on the page's timeline as "boot:<name>").
const marks = {};
const mark = (name) => { marks[name] = performance.timeOrigin + performance.now(); };
mark("worker");
const params = new URL(self.location.href).searchParams;
const bootMode = params.get("boot") === "fresh" || !buildInfo.snapshot ? "fresh" : "snapshot";

let stage = "init";
let api = null;
const queue = [];

function enter(name) {
  stage = name;
  self.postMessage({ type: "stage", stage: name });
}

function answer(msg) {
  let response;
  try {
    response = JSON.parse(api.handle(JSON.stringify(msg)));
  } catch (err) {
    // handle() never raises; this only catches a broken runtime or unserialisable input
    response = { id: msg && msg.id, ok: false, error: { type: "WorkerError", message: String(err && err.message || err) } };
  }
  self.postMessage(response);
}

self.addEventListener("message", (event) => {
  if (api) answer(event.data);
  else queue.push(event.data);
});

/** A start-up failure that names the file kind it concerns (`what`: "runtime", "stdlib",
 * "rules", "snapshot", "start"). */
class BootError extends Error {
  constructor(what, message) {
    super(message);
    this.what = what;
  }
}

// ---------------------------------------------------------------- downloads with progress

const KIND = { "pyodide.asm.wasm": "runtime", "python_stdlib.pyc.zip": "stdlib", "python_stdlib.zip": "stdlib",
  "pyodide-lock.json": "runtime" };
const kindOf = (url) => {
  const name = new URL(url, self.location.href).pathname.split("/").pop();
  return KIND[name] || (name.endsWith(".whl") ? "rules" : name.endsWith(".gz") ? "snapshot" : "runtime");
};
/** The short name a file's start-up marks carry ("wasm", "stdlib", "wheel", "snapshot", "lock"). */
const markName = (url) => {
  const name = new URL(url, self.location.href).pathname.split("/").pop();
  return { "pyodide.asm.wasm": "wasm", "pyodide-lock.json": "lock" }[name] || (name.startsWith("python_stdlib") ? "stdlib"
    : name.endsWith(".whl") ? "wheel" : name.endsWith(".gz") ? "snapshot" : name);
};
const sizes = buildInfo.sizes || {};
const sizeKey = (url) => {
  const path = new URL(url, self.location.href).pathname;
  return Object.keys(sizes).find((name) => path.endsWith("/" + name));
};
// the total is announced at once: the files this boot path fetches (a file fetched
// besides, e.g. the stock stdlib of the fallback, adds its size when it starts)
const planned = new Set(["vendor/pyodide/pyodide.asm.wasm", buildInfo.wheel,
  ...(bootMode === "snapshot" ? [buildInfo.snapshot] : [buildInfo.stdlib])].filter((rel) => rel in sizes));
const progress = { loaded: 0, total: [...planned].reduce((n, rel) => n + sizes[rel], 0), inFlight: new Map(), last: 0 };

function report(force = false) {
  const now = performance.now();
  if (!force && now - progress.last < 100) return;
  progress.last = now;
  const files = [...new Set(progress.inFlight.values())];
  self.postMessage({ type: "progress", loaded: progress.loaded, total: progress.total, files });
}

/** `response` with its body counted into the progress as it arrives (`key`: its entry in
 * the files in flight, removed once the body is in). */
function counted(url, response, key) {
  if (!response.ok || !response.body) {
    progress.inFlight.delete(key);
    return response;
  }
  let seen = 0;
  const rel = sizeKey(url);
  const size = rel ? sizes[rel] : 0;
  if (!planned.has(rel)) progress.total += size;
  const counter = new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      progress.loaded += chunk.byteLength;
      if (seen > size) progress.total += chunk.byteLength; // a file larger than announced
      report();
      controller.enqueue(chunk);
    },
    flush() {
      mark(`${markName(url)}:body`);
      progress.inFlight.delete(key);
      report(true);
    },
  });
  return new Response(response.body.pipeThrough(counter), { status: response.status, statusText: response.statusText,
    headers: response.headers });
}

// Pyodide fetches the wasm itself: count it too, and remember which file a failed request
// was for. The wasm is asked for at once (`early`, below); Pyodide's own request gets it.
const nativeFetch = self.fetch.bind(self);
let failedKind = null;
const early = new Map();
self.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const held = early.get(url);
  if (held) {
    early.delete(url);
    return held;
  }
  return countedFetch(url, input, init);
};

// The runtime's wasm is compiled as it downloads, beside the other files, instead of once
// loadPyodide asks for it: Pyodide's request for it gets the compiling module's promise,
// and its instantiateStreaming of that instantiates the compiled module. The compiler
// reads the browser's own response (so the browser may cache the compiled code); a
// clone of it feeds the byte count.
const WASM = "vendor/pyodide/pyodide.asm.wasm";
let runtimeModule = null;

function compileRuntime() {
  const url = here("../../" + WASM);
  const failure = (message) => new BootError("runtime", `${WASM}: ${message}`);
  runtimeModule = countedFetch(url, url, undefined, { tee: true }).then((res) => {
    if (!res.ok) throw failure(`HTTP ${res.status}`);
    return WebAssembly.compileStreaming(res).catch((err) => { throw failure(err && err.message || err); });
  }, (err) => { throw failure(err && err.message || err); });
  // a runtime that does not arrive ends the start-up at once (loadPyodide would wait forever)
  runtimeModule.then(() => mark("wasm:compiled"), fatal);
  early.set(url, runtimeModule);
}

const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  if (!runtimeModule || source !== runtimeModule) return instantiateStreaming.call(WebAssembly, source, imports);
  const module = await runtimeModule;
  mark("wasm:instantiate");
  const instance = await WebAssembly.instantiate(module, imports);
  mark("wasm:instantiated");
  return { module, instance };
};

async function countedFetch(url, input, init, { tee = false } = {}) {
  if (!/^https?:/.test(url)) return nativeFetch(input, init); // blob: (the stdlib handed over), data:
  const key = Symbol(url);
  progress.inFlight.set(key, kindOf(url));
  report(true);
  let response;
  try {
    response = await nativeFetch(input, init);
  } catch (err) {
    progress.inFlight.delete(key);
    failedKind = kindOf(url);
    throw err;
  }
  if (!response.ok) failedKind = kindOf(url);
  mark(`${markName(url)}:head`);
  if (!tee) return counted(url, response, key);
  if (response.ok && response.body) counted(url, response.clone(), key).body.pipeTo(new WritableStream()).catch(() => {});
  else progress.inFlight.delete(key);
  return response;
};

/** The bytes at `path` (relative to the site), or a BootError naming the file's kind. */
async function fetchBytes(path, { gunzip = false } = {}) {
  const url = here("../../" + path);
  let response;
  try {
    response = await self.fetch(url);
  } catch (err) {
    throw new BootError(kindOf(url), `${path}: ${err && err.message || err}`);
  }
  if (!response.ok) throw new BootError(kindOf(url), `${path}: HTTP ${response.status}`);
  const body = gunzip ? new Response(response.body.pipeThrough(new DecompressionStream("gzip"))) : response;
  const bytes = new Uint8Array(await body.arrayBuffer());
  if (gunzip) mark(`${markName(url)}:gunzipped`);
  return bytes;
}

// ---------------------------------------------------------------- boot

/** The build id a snapshot was made by (Pyodide's makeSnapshot layout: a magic word, two
 * size words, a spare word, then the id as 8 words), as 64 hex digits; "" if not a snapshot. */
function snapshotBuildId(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, 12);
  if (words[0] !== SNAPSHOT_MAGIC) return "";
  return Array.from(words.subarray(4), (w) => w.toString(16).padStart(8, "0")).join("");
}
const SNAPSHOT_MAGIC = 1886286592;

/** The site's snapshot (tools/boot/sparse_snapshot.py: Pyodide's header, then the heap's
 * non-zero pages as runs), read without copying: {header, heapLength, runs: [{at, bytes}]}
 * (`at`: the run's byte offset in the heap), or null if `bytes` is not one or is cut short.
 * The header alone goes to loadPyodide; the runs are written into the heap at the restore. */
function readSparse(bytes) {
  if (bytes.byteLength < 24 || bytes.byteOffset % 4) return null;
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, 6);
  const [magic, version, page, headerLength, heapLength, count] = head;
  if (magic !== SPARSE_MAGIC || version !== 1 || bytes.byteLength < 24 + 8 * count + headerLength) return null;
  const table = new Uint32Array(bytes.buffer, bytes.byteOffset + 24, 2 * count);
  let at = 24 + 8 * count;
  const header = bytes.subarray(at, at + headerLength);
  at += headerLength;
  const runs = [];
  for (let i = 0; i < count; i++) {
    const size = table[2 * i + 1] * page;
    const start = table[2 * i] * page;
    if (start + size > heapLength || at + size > bytes.byteLength) return null;
    runs.push({ at: start, bytes: bytes.subarray(at, at + size) });
    at += size;
  }
  return at === bytes.byteLength ? { header, heapLength, runs } : null;
}
const SPARSE_MAGIC = 0x50535243;

/** Pyodide's module factory (pyodide.asm.mjs), wrapped: marks when the runtime's module is
 * up (wasm compiled and instantiated, the stdlib in its file system), and, for a restore of
 * `sparse` (readSparse's), grows the wasm memory to the snapshot's heap first, writes its
 * runs into the heap and zeroes the gaps between them, then lets Pyodide's restore read
 * the header (given the header alone, it copies no heap). The runtime instantiates the
 * memory its wasm declares, so a snapshot whose heap outgrew that (an app that allocated
 * more before it was taken) would not fit without the growing. */
function moduleFactory(asm, sparse) {
  return async (settings) => {
    mark("runtime:factory");
    // the runtime's file-system set-up (the stdlib written in) runs as "pre-run" hooks
    settings.preRun = [() => mark("prerun:start"), ...settings.preRun, () => mark("prerun:end")];
    const module = await (await asm).default(settings);
    mark("runtime:module");
    const restore = module.API.restoreSnapshot;
    module.API.restoreSnapshot = (bytes) => {
      mark("restore:start");
      if (sparse.heapLength > module.HEAP8.byteLength) {
        module.growMemory(sparse.heapLength);
        mark("restore:grown");
      }
      const heap = module.HEAPU8;
      let end = 0;
      for (const run of sparse.runs) {
        heap.fill(0, end, run.at);
        heap.set(run.bytes, run.at);
        end = run.at + run.bytes.byteLength;
      }
      heap.fill(0, end, sparse.heapLength);
      mark("restore:heap");
      const state = restore(bytes);
      mark("restore:end");
      return state;
    };
    return module;
  };
}

/** A zip with no member (its end record alone): the stdlib a restore starts with. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

/** After a restore: a function that fetches the precompiled stdlib (the stock one if that
 * fails) synchronously, as an import needs it, and writes it to `archive`; it throws if
 * neither can be fetched. Called at most once, by cardroom/web/lazy_stdlib.py. */
function stdlibNow(pyodide, archive) {
  return () => {
    mark("stdlib:lazy");
    for (const path of [buildInfo.stdlib, "vendor/pyodide/python_stdlib.zip"]) {
      const xhr = new XMLHttpRequest();
      xhr.open("GET", here("../../" + path), false);
      xhr.responseType = "arraybuffer";
      try {
        xhr.send();
      } catch (err) {
        continue;
      }
      if (xhr.status === 200) {
        pyodide.FS.writeFile(archive, new Uint8Array(xhr.response));
        return path;
      }
    }
    throw new Error("neither standard library could be fetched");
  };
}

// The app's wheel is imported from as it is (a zip on sys.path: nothing to unpack), at the
// path the snapshot's import state names (tools/boot/build_boot.mjs writes it there too).
const APP_ZIP = "/lib/cardroom.whl";

/** The app made ready in a started runtime: the wheel put on sys.path (a fresh boot; a
 * snapshot holds that path entry), the random state made this visitor's
 * (cardroom/web/visitor.py) and, after a restore, the stdlib armed to come on demand. By
 * direct calls: runPython's code runner (parse, compile, run) costs some 40 ms a call. */
function site(pyodide, restored) {
  if (!restored) {
    const sys = pyodide.pyimport("sys");
    const path = sys.path;
    path.insert(0, APP_ZIP);
    path.destroy();
    sys.destroy();
  }
  const visitor = pyodide.pyimport("cardroom.web.visitor");
  visitor.reseed();
  visitor.destroy();
  if (restored) {
    const lazy = pyodide.pyimport("cardroom.web.lazy_stdlib");
    lazy.arm(stdlibNow(pyodide, lazy.stdlib_archive()));
    lazy.destroy();
  }
}

async function boot() {
  const t0 = performance.now();
  const fallback = [];
  enter("fetch");
  compileRuntime();
  const asm = import("../../vendor/pyodide/pyodide.asm.mjs");
  asm.then(() => mark("asm"), () => {}); // (a failure is loadPyodide's, below)
  const wheel = fetchBytes(buildInfo.wheel);
  const fetchStdlib = () => fetchBytes(buildInfo.stdlib).then((bytes) => ({ bytes, pyc: true }), (err) => {
    fallback.push(`stdlib: ${err.message}`);
    return fetchBytes("vendor/pyodide/python_stdlib.zip").then((bytes) => ({ bytes, pyc: false }));
  });
  let snapshot = bootMode === "snapshot" ? fetchBytes(buildInfo.snapshot, { gunzip: true }).catch((err) => {
    fallback.push(`snapshot: ${err.message}`);
    return null;
  }) : Promise.resolve(null);
  // the ordinary boot needs the stdlib at once; a restore needs none (fetched below if the
  // snapshot turns out unusable)
  let stdlib = bootMode === "snapshot" ? null : fetchStdlib();
  wheel.catch(() => {});
  let sparse = null;
  snapshot = await snapshot;
  if (snapshot) {
    sparse = readSparse(snapshot);
    if (!sparse || sparse.header.byteLength < 64 || snapshotBuildId(sparse.header) !== buildInfo.build_id) {
      fallback.push(sparse ? "snapshot: not this runtime's build" : "snapshot: not a sparse snapshot");
      snapshot = sparse = null;
    }
  }
  const lib = snapshot ? { bytes: EMPTY_ZIP, pyc: true } : await (stdlib || fetchStdlib());
  mark("files");
  const stdLibURL = URL.createObjectURL(new Blob([lib.bytes]));
  enter(snapshot ? "restore" : "runtime");
  mark("runtime:start");
  const { loadPyodide } = await loader.catch((err) => {
    throw new BootError("runtime", `vendor/pyodide/pyodide.mjs: ${err && err.message || err}`);
  });
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL: here("../../vendor/pyodide/"),
      createPyodideModule: moduleFactory(asm, sparse),
      // no package is ever loaded: the lock file's facts alone, not its 120 kB of packages
      ...(buildInfo.lock ? { lockFileContents: buildInfo.lock } : {}),
      stdLibURL,
      ...(sparse ? { _loadSnapshot: sparse.header } : {}),
      stdout: () => {},
      stderr: (line) => console.warn("[python]", line),
    });
  } catch (err) {
    if (snapshot) throw Object.assign(new BootError("snapshot", String(err && err.message || err)), { retry: "fresh" });
    throw new BootError(failedKind || "start", String(err && err.message || err));
  }
  mark("runtime:end");
  enter("import");
  pyodide.FS.writeFile(APP_ZIP, await wheel);
  site(pyodide, Boolean(snapshot));
  // the runtime, for tests that reach into the worker (an import the snapshot lacks)
  self.enginePython = pyodide;
  mark("site");
  api = pyodide.pyimport("cardroom.web.api");
  mark("ready");
  const ms = Math.round(performance.now() - t0);
  self.postMessage({ type: "ready", version: buildInfo.version, boot: snapshot ? "snapshot" : "fresh",
    stdlib: lib.pyc ? "pyc" : "stock", fallback, ms, marks });
  while (queue.length) answer(queue.shift());
}

let failed = false;
function fatal(err) {
  if (failed || api) return;
  failed = true;
  const what = err && err.what || (stage === "restore" ? "snapshot" : failedKind || "start");
  const retry = err && err.retry || (stage === "restore" ? "fresh" : null);
  self.postMessage({ type: "fatal", stage, what, retry, message: String(err && err.message || err) });
}

// Some start-up failures (a runtime file that cannot be fetched) reject a promise that
// loadPyodide never settles: catch those too, so the page hears of it at once.
self.addEventListener("unhandledrejection", (event) => {
  if (api) return;
  event.preventDefault();
  fatal(event.reason);
});

boot().catch(fatal);
