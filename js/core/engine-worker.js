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
//   "snapshot" (default): the precompiled stdlib, the app's wheel and the memory snapshot
//       of the started app are fetched side by side; the runtime is restored from the
//       snapshot (no Python start-up, nothing to import), the wheel's files are written
//       back into the file system (a snapshot holds memory, not files) and the random
//       state is reseeded. A snapshot that cannot be fetched or is not this build's is
//       skipped here (the fresh boot below, same worker); a restore that fails is a
//       fatal with `retry: "fresh"`: the client starts a new worker with boot=fresh.
//   "fresh": the runtime boots from the precompiled stdlib and imports the app.
// Either way the precompiled stdlib falls back to the runtime's stock one if it cannot be
// fetched (then no snapshot is used: it holds the other zip's state). `fallback` in
// "ready" lists what was skipped, and why.
//
// Every URL is relative to this file (js/core/), so the site works under any sub-path.
import { loadPyodide } from "../../vendor/pyodide/pyodide.mjs";
import buildInfo from "../build-info.js";

const here = (path) => new URL(path, import.meta.url).href;
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
const sizes = buildInfo.sizes || {};
const sizeKey = (url) => {
  const path = new URL(url, self.location.href).pathname;
  return Object.keys(sizes).find((name) => path.endsWith("/" + name));
};
// the total is announced at once: the files this boot path fetches (a file fetched
// besides, e.g. the stock stdlib of the fallback, adds its size when it starts)
const planned = new Set(["vendor/pyodide/pyodide.asm.wasm", buildInfo.stdlib, buildInfo.wheel,
  ...(bootMode === "snapshot" ? [buildInfo.snapshot] : [])].filter((rel) => rel in sizes));
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
      progress.inFlight.delete(key);
      report(true);
    },
  });
  return new Response(response.body.pipeThrough(counter), { status: response.status, statusText: response.statusText,
    headers: response.headers });
}

// Pyodide fetches the wasm and its lock file itself: count those too, and remember which
// file a failed request was for. The wasm is asked for at once (`early`), so it arrives
// beside the other files instead of after them; Pyodide's own request then gets it.
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

function fetchEarly(path) {
  const url = here("../../" + path);
  const response = countedFetch(url, url);
  // a runtime that does not arrive ends the start-up at once (loadPyodide would wait forever)
  response.then((res) => {
    if (!res.ok) fatal(new BootError(kindOf(url), `${path}: HTTP ${res.status}`));
  }, (err) => fatal(new BootError(kindOf(url), `${path}: ${err && err.message || err}`)));
  early.set(url, response);
}

async function countedFetch(url, input, init) {
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
  return counted(url, response, key);
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
  return new Uint8Array(await body.arrayBuffer());
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

const SITE = `
import os, random, site, zipfile
with zipfile.ZipFile("/tmp/app.whl") as whl:
    whl.extractall(site.getsitepackages()[0])
os.remove("/tmp/app.whl")
random.seed()
`;

async function boot() {
  const t0 = performance.now();
  const fallback = [];
  enter("fetch");
  fetchEarly("vendor/pyodide/pyodide.asm.wasm");
  import("../../vendor/pyodide/pyodide.asm.mjs").catch(() => {}); // (loadPyodide imports it again)
  const wheel = fetchBytes(buildInfo.wheel);
  const stdlib = fetchBytes(buildInfo.stdlib).then((bytes) => ({ bytes, pyc: true }), (err) => {
    fallback.push(`stdlib: ${err.message}`);
    return fetchBytes("vendor/pyodide/python_stdlib.zip").then((bytes) => ({ bytes, pyc: false }));
  });
  let snapshot = bootMode === "snapshot" ? fetchBytes(buildInfo.snapshot, { gunzip: true }).catch((err) => {
    fallback.push(`snapshot: ${err.message}`);
    return null;
  }) : Promise.resolve(null);
  wheel.catch(() => {});
  const lib = await stdlib;
  snapshot = await snapshot;
  if (snapshot && !lib.pyc) {
    fallback.push("snapshot: made with the precompiled stdlib, which did not load");
    snapshot = null;
  }
  if (snapshot && (snapshot.byteLength < 64 || snapshotBuildId(snapshot) !== buildInfo.build_id)) {
    fallback.push("snapshot: not this runtime's build");
    snapshot = null;
  }
  const stdLibURL = URL.createObjectURL(new Blob([lib.bytes]));
  enter(snapshot ? "restore" : "runtime");
  let pyodide;
  try {
    pyodide = await loadPyodide({
      indexURL: here("../../vendor/pyodide/"),
      stdLibURL,
      ...(snapshot ? { _loadSnapshot: snapshot } : {}),
      stdout: () => {},
      stderr: (line) => console.warn("[python]", line),
    });
  } catch (err) {
    if (snapshot) throw Object.assign(new BootError("snapshot", String(err && err.message || err)), { retry: "fresh" });
    throw new BootError(failedKind || "start", String(err && err.message || err));
  }
  enter("import");
  pyodide.FS.writeFile("/tmp/app.whl", await wheel);
  pyodide.runPython(SITE);
  api = pyodide.pyimport("cardroom.web.api");
  const ms = Math.round(performance.now() - t0);
  self.postMessage({ type: "ready", version: buildInfo.version, boot: snapshot ? "snapshot" : "fresh",
    stdlib: lib.pyc ? "pyc" : "stock", fallback, ms });
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
