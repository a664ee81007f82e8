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
// status: "initial" -> "loading" -> "ready" <-> "busy", or "failed" (terminal).

const DEFAULT_TIMEOUT_MS = 120000;
const BOOT_TIMEOUT_MS = 180000;

export class EngineClient {
  /**
   * @param {object} opts
   * @param {(status: string, detail?: object) => void} [opts.onStatus] status and stage changes
   * @param {string} [opts.loader] "direct" or "micropip" (see engine-worker.js)
   * @param {number} [opts.timeoutMs] per-request timeout
   */
  constructor({ onStatus = () => {}, loader = "direct", timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
    this.status = "initial";
    this.onStatus = onStatus;
    this.timeoutMs = timeoutMs;
    this.nextId = 1;
    this.pending = new Map();
    this.info = null;
    this.failure = null;
    this.readyPromise = new Promise((resolve) => { this.resolveReady = resolve; });
    const url = new URL("./engine-worker.js", import.meta.url);
    if (loader !== "direct") url.searchParams.set("loader", loader);
    this.setStatus("loading", { stage: "init" });
    try {
      this.worker = new Worker(url, { type: "module" });
    } catch (err) {
      this.fail("worker", String(err && err.message || err));
      return;
    }
    this.worker.addEventListener("message", (e) => this.onMessage(e.data));
    // a start-up that neither succeeds nor fails (a stalled download) still ends
    this.bootTimer = setTimeout(() => this.fail(this.stage || "init", "start-up timed out"), BOOT_TIMEOUT_MS);
    this.worker.addEventListener("error", (e) => {
      if (e.preventDefault) e.preventDefault();
      this.fail(this.stage || "worker", e.message || "the engine worker could not start");
    });
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
    } else if (msg.type === "ready") {
      clearTimeout(this.bootTimer);
      this.info = msg;
      this.setStatus("ready", msg);
      this.resolveReady(true);
    } else if (msg.type === "fatal") {
      this.fail(msg.stage, msg.message);
    } else if ("id" in msg && this.pending.has(msg.id)) {
      const { resolve, timer } = this.pending.get(msg.id);
      clearTimeout(timer);
      this.pending.delete(msg.id);
      if (this.pending.size === 0 && this.status === "busy") this.setStatus("ready");
      resolve(msg);
    }
  }

  fail(stage, message) {
    if (this.status === "failed") return;
    clearTimeout(this.bootTimer);
    this.failure = { stage, message };
    this.setStatus("failed", this.failure);
    this.resolveReady(false);
    for (const [id, { resolve, timer }] of this.pending) {
      clearTimeout(timer);
      resolve({ id, ok: false, error: { type: "EngineUnavailable", message } });
    }
    this.pending.clear();
    if (this.worker) this.worker.terminate();
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
      this.pending.set(id, { resolve, timer });
      if (this.status === "ready") this.setStatus("busy");
      this.worker.postMessage({ id, cmd, args });
    });
  }

  destroy() {
    this.fail("destroyed", "the engine was stopped");
  }
}
