// The engine worker, started first thing. This module is the page's first script, loaded
// `async` with no import, so it runs as soon as it arrives: before the styles are in,
// before the page's other modules, its strings and the table. Pyodide's files then
// download and compile while the page sets itself up, instead of after (on a first visit
// the page's modules took a few hundred ms to arrive before the worker was asked for).
//
// The engine client (js/core/engine-client.js) takes this worker over with takeWorker();
// whatever the worker says before that (stage and progress messages, an error event) is
// held and handed over in order.
//
// `?boot=fresh` in the page's address starts the ordinary boot without the memory snapshot
// (benchmarks, tests; see engine-worker.js).

/** The boot path the page's address asks for: "fresh", or null (the default, the snapshot). */
export const bootMode = new URLSearchParams(location.search).get("boot") === "fresh" ? "fresh" : null;

let early = null;
try {
  const url = new URL("./core/engine-worker.js", import.meta.url);
  if (bootMode) url.searchParams.set("boot", bootMode);
  performance.mark("boot:spawn");
  const worker = new Worker(url, { type: "module" });
  const held = [];
  const hold = (event) => {
    if (event.type === "error" && event.preventDefault) event.preventDefault();
    if (early) held.push(event);
  };
  worker.addEventListener("message", hold);
  worker.addEventListener("error", hold);
  early = { worker, held, boot: bootMode, stop: () => {
    worker.removeEventListener("message", hold);
    worker.removeEventListener("error", hold);
  } };
} catch {
  early = null; // the engine client starts its own (and reports what fails)
}

/**
 * The worker started here for boot path `boot`, once: `{worker, held}` (`held`: the
 * message and error events it sent so far, in order; nothing is held after this call),
 * or null if there is none for that path or it was taken already.
 * @param {string|null} boot the boot path ("fresh", or null: the snapshot)
 */
export function takeWorker(boot) {
  if (!early || early.boot !== boot) return null;
  const { worker, held, stop } = early;
  early = null;
  stop();
  return { worker, held };
}
