// The engine's home: a module Web Worker running Pyodide and the app's Python (every
// game's engine, behind the one door `cardroom.web.api.handle`).
//
// Start-up is a named sequence of stages; the worker posts
//   {type: "stage", stage}                 as each stage begins,
//   {type: "ready", version, loader, ms}   when requests can be served,
//   {type: "fatal", stage, message}        if a stage fails (nothing is served after that).
// After "ready", every message {id, cmd, args} is answered with the response of the
// Python bridge `cardroom.web.api.handle` (JSON in, JSON out, errors as values):
//   {id, ok: true, result} or {id, ok: false, error: {type, code?, message}}.
// Requests are handled one at a time, in order; a bot thinking here never blocks the page.
//
// Every URL is relative to this file (js/core/), so the site works under any sub-path.
//
// How the app's Python gets in (`loader`, chosen by the page, "direct" by default):
//   "direct":   the wheel's URL is given to loadPyodide's `packages`, so it downloads
//               while the runtime boots and is unpacked into site-packages;
//   "micropip": after boot, micropip's wheel is loaded by URL, then micropip installs
//               the app's wheel.
import { loadPyodide } from "../../vendor/pyodide/pyodide.mjs";
import buildInfo from "../build-info.js";

const here = (path) => new URL(path, import.meta.url).href;
const loader = new URL(self.location.href).searchParams.get("loader") || "direct";

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

async function boot() {
  const t0 = performance.now();
  const wheelUrl = here("../../" + buildInfo.wheel);
  enter("runtime");
  const pyodide = await loadPyodide({
    indexURL: here("../../vendor/pyodide/"),
    packages: loader === "direct" ? [wheelUrl] : [],
    stdout: () => {},
    stderr: (line) => console.warn("[python]", line),
  });
  if (loader === "micropip") {
    enter("micropip");
    await pyodide.loadPackage(here("../../" + buildInfo.micropip), { messageCallback: () => {} });
    enter("package");
    const micropip = pyodide.pyimport("micropip");
    await micropip.install(wheelUrl);
    micropip.destroy();
  }
  enter("import");
  api = pyodide.pyimport("cardroom.web.api");
  const ms = Math.round(performance.now() - t0);
  self.postMessage({ type: "ready", version: buildInfo.version, loader, ms });
  while (queue.length) answer(queue.shift());
}

let failed = false;
function fatal(err) {
  if (failed || api) return;
  failed = true;
  self.postMessage({ type: "fatal", stage, message: String(err && err.message || err) });
}

// Some start-up failures (a runtime file that cannot be fetched) reject a promise that
// loadPyodide never settles: catch those too, so the page hears of it at once.
self.addEventListener("unhandledrejection", (event) => {
  if (api) return;
  event.preventDefault();
  fatal(event.reason);
});

boot().catch(fatal);
