// EngineClient: the page's side of the one narrow door to Python.
//
//   const engine = new EngineClient({ onStatus });
//   const res = await engine.request("new_match", { preset: "standard" });
//   // res is {ok: true, result} or {ok: false, error: {type, code?, message}}
//
// request() never rejects: a timeout, a dead worker or a failed start-up come back as
// error values too ({type: "EngineUnavailable" | "Timeout", message}), so the UI has
// exactly one path for failures.
//
// status: "initial" -> "loading" -> "ready" <-> "busy", or "failed"; retry() takes a
// failed engine back to "loading" with a new worker (no page reload).
// onStatus(status, detail): "loading" with {stage} or {stage: "fetch", loaded, total, files}
// (bytes of the start-up files), "ready" with the worker's ready message, "failed" with
// {stage, what, message}: `what` the part that failed ("worker", "runtime", "stdlib",
// "rules", "start", "timeout").
//
// The worker itself is started by the page's first script (js/boot.js), before the page's
// modules and the table; the client takes it over (spawn, below).
//
// The fast path's own failures never reach the page: a memory snapshot the worker could
// not restore ends that worker with `retry: "fresh"`, and the client starts another one
// on the ordinary boot (engine-worker.js) before saying anything.

import { takeWorker } from "../boot.js";

const DEFAULT_TIMEOUT_MS = 120000;
const BOOT_TIMEOUT_MS = 180000;

export class EngineClient {
  /**
   * @param {object} opts
   * @param {(status: string, detail?: object) => void} [opts.onStatus] status and stage changes
   * @param {number} [opts.timeoutMs] per-request timeout
   * @param {string|null} [opts.boot] the boot path ("fresh": no memory snapshot; see engine-worker.js)
   */
  constructor({ onStatus = () => {}, timeoutMs = DEFAULT_TIMEOUT_MS, boot = null } = {}) {
    this.status = "initial";
    this.onStatus = onStatus;
    this.timeoutMs = timeoutMs;
    this.nextId = 1;
    this.pending = new Map();
    this.info = null;
    this.failure = null;
    this.fallbacks = [];
    this.answered = new Set();
    this.spawn(boot);
  }

  /** Start a worker on boot path `boot` (null: the worker's default, the snapshot). */
  spawn(boot) {
    this.info = null;
    this.failure = null;
    this.stage = "init";
    this.readyPromise = new Promise((resolve) => { this.resolveReady = resolve; });
    this.setStatus("loading", { stage: "init" });
    // the worker js/boot.js started as the page's first script, if it is this boot path's
    const early = takeWorker(boot);
    let worker = early && early.worker;
    if (!worker) {
      const url = new URL("./engine-worker.js", import.meta.url);
      if (boot) url.searchParams.set("boot", boot);
      performance.mark("boot:spawn");
      try {
        worker = new Worker(url, { type: "module" });
      } catch (err) {
        this.fail({ stage: "init", what: "worker", message: String(err && err.message || err) });
        return;
      }
    }
    this.worker = worker;
    const onMessage = (e) => { if (this.worker === worker) this.onMessage(e.data); };
    const onError = (e) => {
      if (e.preventDefault) e.preventDefault();
      if (this.worker !== worker) return;
      // an error event before any message: the worker's script (or a module it imports)
      // did not load
      this.fail({ stage: this.stage, what: this.stage === "init" ? "worker" : "start",
        message: e.message || "the engine worker could not start" });
    };
    worker.addEventListener("message", onMessage);
    worker.addEventListener("error", onError);
    // a start-up that neither succeeds nor fails (a stalled download) still ends
    this.bootTimer = setTimeout(() => this.fail({ stage: this.stage, what: "timeout", message: "start-up timed out" }),
      BOOT_TIMEOUT_MS);
    // what the early worker said before it was taken over, in order
    for (const event of early ? early.held : []) (event.type === "error" ? onError : onMessage)(event);
  }

  /** After a failed start: try again with a new worker (the ordinary boot path). */
  retry() {
    if (this.status !== "failed") return;
    this.spawn("fresh");
  }

  setStatus(status, detail = {}) {
    this.status = status;
    this.onStatus(status, detail);
  }

  onMessage(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "stage") {
      this.stage = msg.stage;
      this.setStatus("loading", { stage: msg.stage });
    } else if (msg.type === "progress") {
      this.setStatus("loading", { stage: "fetch", loaded: msg.loaded, total: msg.total, files: msg.files });
    } else if (msg.type === "ready") {
      clearTimeout(this.bootTimer);
      // the worker's start-up marks, on this page's timeline (tools/bench_boot.py reads them)
      for (const [name, at] of Object.entries(msg.marks || {})) {
        performance.mark(`boot:${name}`, { startTime: Math.max(0, at - performance.timeOrigin) });
      }
      this.info = { ...msg, fallback: [...this.fallbacks, ...(msg.fallback || [])] };
      this.setStatus("ready", this.info);
      this.resolveReady(true);
    } else if (msg.type === "fatal") {
      if (msg.retry && !this.fallbacks.length) {
        // the fast path failed: the ordinary boot, in a new worker, without a word
        console.warn(`engine start-up: ${msg.what} failed (${msg.message}); starting the ordinary way`);
        this.fallbacks.push(`${msg.what}: ${msg.message}`);
        clearTimeout(this.bootTimer);
        this.worker.terminate();
        this.spawnKeepingReady(msg.retry);
        return;
      }
      this.fail(msg);
    } else if ("id" in msg && this.pending.has(msg.id)) {
      const { resolve, timer, cmd } = this.pending.get(msg.id);
      clearTimeout(timer);
      if (!this.answered.has(cmd)) {
        this.answered.add(cmd);
        performance.mark(`boot:answer:${cmd}`);
      }
      this.pending.delete(msg.id);
      if (this.pending.size === 0 && this.status === "busy") this.setStatus("ready");
      resolve(msg);
    }
  }

  /** spawn(), with whoever waits on ready() now waiting on the new worker. */
  spawnKeepingReady(boot) {
    const resolveFirst = this.resolveReady;
    const first = this.readyPromise;
    this.spawn(boot);
    this.readyPromise.then(resolveFirst);
    this.readyPromise = first;
  }

  fail({ stage, what, message }) {
    if (this.status === "failed") return;
    clearTimeout(this.bootTimer);
    this.failure = { stage, what: what || "start", message };
    this.setStatus("failed", this.failure);
    this.resolveReady(false);
    for (const [id, { resolve, timer }] of this.pending) {
      clearTimeout(timer);
      resolve({ id, ok: false, error: { type: "EngineUnavailable", message } });
    }
    this.pending.clear();
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }

  /** Resolves true once the engine serves requests, false if it failed to start. */
  ready() {
    return this.readyPromise;
  }

  /**
   * Send one request; resolves to the response envelope (never rejects).
   * @param {string} cmd  a bridge verb ("hello", "new_match", "play", ...)
   * @param {object} [args]
   */
  async request(cmd, args = {}) {
    if (!(await this.ready())) {
      return { ok: false, error: { type: "EngineUnavailable", message: this.failure.message } };
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ id, ok: false, error: { type: "Timeout", message: `${cmd} took longer than ${this.timeoutMs} ms` } });
      }, this.timeoutMs);
      this.pending.set(id, { resolve, timer, cmd });
      if (this.status === "ready") this.setStatus("busy");
      this.worker.postMessage({ id, cmd, args });
    });
  }

  destroy() {
    this.fail({ stage: "destroyed", what: "start", message: "the engine was stopped" });
  }
}
