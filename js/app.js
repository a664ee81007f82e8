// The app controller: a small state machine between the engine client, the table view,
// the result dialog and the autosave. It holds no game rules: the engine's view says
// whose turn it is and what is on the table; refusals come back from the engine with a
// reason code, shown in words from the catalogue.
import { t } from "./i18n/index.js";
import { DEFAULTS, SPEEDS, setParam } from "./params.js";
import { playShort } from "./ui/cards.js";
import { ResultDialog } from "./ui/result.js";
import { TableView, seatName } from "./ui/table.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const MATCH_SETTINGS = ["seed", "preset", "deals", "level"];

export class App {
  /**
   * @param {object} deps
   * @param {import("./engine-client.js").EngineClient} deps.engine
   * @param {import("./storage.js").Storage} deps.storage
   * @param {object} deps.params the URL parameters (params.js readParams)
   * @param {Document} deps.doc
   */
  constructor({ engine, storage, params, doc = document }) {
    this.engine = engine;
    this.storage = storage;
    this.params = params;
    this.doc = doc;
    const prefs = storage.loadPrefs();
    this.settings = { ...DEFAULTS, ...(SPEEDS[prefs.speed] !== undefined ? { speed: prefs.speed } : {}), ...params };
    if (params.speed) storage.savePrefs({ ...prefs, speed: params.speed });
    this.view = null;
    this.pending = false;
    this.token = null;
    this.engineReady = false;

    const $ = (id) => doc.getElementById(id);
    this.el = {
      html: doc.documentElement, app: $("app"), status: $("status"), message: $("message"),
      loading: $("loading"), loadingText: $("loading-text"), dealNo: $("deal-no"),
      play: $("btn-play"), pass: $("btn-pass"), hint: $("btn-hint"), newGame: $("btn-new"),
    };
    this.tableView = new TableView(doc, () => this.onSelectionChange());
    this.result = new ResultDialog($("result"), this.el.app, (matchOver) => (matchOver ? this.newGame() : this.nextDeal()));
    this.el.play.addEventListener("click", () => this.submit(this.tableView.hand.selected().join(" ")));
    this.el.pass.addEventListener("click", () => this.submit("pass"));
    this.el.hint.addEventListener("click", () => this.hint());
    this.el.newGame.addEventListener("click", () => this.newGame());
    this.updateControls();
  }

  // ---------------------------------------------------------------- engine status

  onEngineStatus(status, detail = {}) {
    if (status === "loading") {
      this.el.loadingText.textContent = t(`engine.stage.${detail.stage || "init"}`);
    } else if (status === "failed") {
      this.el.html.dataset.engine = "failed";
      this.el.loading.classList.add("failed");
      this.el.loading.removeAttribute("role");
      this.el.loadingText.textContent = t("engine.failed", { stage: detail.stage, message: detail.message });
      this.updateControls();
    }
  }

  // ---------------------------------------------------------------- start-up

  /** Resume the autosave if it fits the URL's settings, else deal a new match. */
  async start() {
    if (!(await this.engine.ready())) return;
    let res = null;
    const saved = this.storage.loadGame();
    if (saved.error) {
      this.notice(t("save.corrupt", { reason: t(`save.reason.${saved.error}`) }));
    } else if (saved.record && this.fitsParams(saved.record)) {
      res = await this.engine.request("load", { record: saved.record });
      if (!res.ok) {
        console.warn("autosave refused:", res.error.message);
        this.notice(t("save.corrupt", { reason: t("save.reason.engine") }));
        res = null;
      }
    }
    if (!res) res = await this.engine.request("new_match", this.matchArgs(this.params.seed ?? null));
    this.engineReady = true;
    this.el.loading.hidden = true;
    if (!this.apply(res)) {
      this.el.html.dataset.engine = "failed";
      return;
    }
    this.el.html.dataset.engine = "ready";
    performance.mark("first-deal");
    if (!this.storage.persistent) this.notice(t("save.unavailable"));
    this.advance();
  }

  /** A save is resumed only when every match setting named in the URL agrees with it. */
  fitsParams(record) {
    const s = record && record.settings;
    if (!s || typeof s !== "object") return true; // let the engine judge (and report) it
    return MATCH_SETTINGS.every((k) => this.params[k] === undefined || this.params[k] === s[k]);
  }

  matchArgs(seed) {
    const { preset, deals, level } = this.settings;
    return { game: "paodekuai", preset, deals, level, seed };
  }

  // ---------------------------------------------------------------- applying results

  /** Take a response: render its view, autosave its record. Returns false on an error. */
  apply(res) {
    if (!res.ok) {
      this.showError(res.error);
      return false;
    }
    const { view, events, record } = res.result;
    this.view = view;
    this.settings = { ...this.settings, ...view.settings };
    if (!this.storage.saveGame(record)) console.warn("autosave failed");
    this.tableView.render(view);
    this.el.dealNo.textContent = t("status.deal", { number: view.match.number, deals: view.match.deals });
    this.el.status.textContent = this.statusText(view, events);
    if (view.is_over) this.result.show(view);
    else this.result.close();
    this.updateControls();
    return true;
  }

  statusText(view, events) {
    const parts = [];
    const last = events.filter((e) => e.type === "play" || e.type === "pass").pop();
    if (last && last.seat !== 0) {
      parts.push(last.type === "pass" ? t("status.passed", { name: seatName(last.seat) })
        : t("status.played", { name: seatName(last.seat), cards: playShort(last.cards) }));
    }
    if (view.is_over) {
      const w = view.result.winner;
      parts.push(w === 0 ? t("status.deal_over_you") : t("status.deal_over", { name: seatName(w) }));
    } else if (view.turn === 0) {
      parts.push(view.table ? t("status.your_turn_follow", { cards: playShort(view.table.cards) }) : t("status.your_turn_lead"));
    } else {
      parts.push(t("status.bot_turn", { name: seatName(view.turn) }));
    }
    return parts.join(" ");
  }

  showError(error) {
    if (error.type === "IllegalPlay") {
      const key = `reason.${error.code}`;
      this.el.message.textContent = t(key) === key ? t("reason.unknown") : t(key);
    } else if (error.type === "Timeout" || error.type === "EngineUnavailable") {
      console.warn("engine:", error.type, error.message);
      this.el.message.textContent = t(`engine.error.${error.type}`);
    } else {
      console.error("engine error:", error.type, error.message);
      this.el.message.textContent = t("engine.error", { message: error.message });
    }
  }

  notice(text) {
    this.el.message.textContent = text;
  }

  myTurn() {
    const v = this.view;
    return Boolean(v && !v.is_over && v.turn === 0 && !this.pending);
  }

  updateControls() {
    const mine = this.myTurn();
    const selected = this.tableView.hand.selected().length > 0;
    this.el.play.disabled = !(mine && selected);
    this.el.pass.disabled = !mine;
    this.el.hint.disabled = !mine;
    this.el.newGame.disabled = !this.engineReady;
    for (const b of this.tableView.hand.buttons()) b.setAttribute("aria-disabled", mine ? "false" : "true");
  }

  onSelectionChange() {
    this.el.message.textContent = "";
    this.updateControls();
  }

  // ---------------------------------------------------------------- moves

  /** Send the person's move ("5S 5H" or "pass"); a refusal shows its reason and changes nothing. */
  async submit(cards) {
    if (!this.myTurn() || !cards) return;
    this.pending = true;
    this.updateControls();
    const res = await this.engine.request("play", { cards });
    this.pending = false;
    if (!res.ok) {
      this.showError(res.error);
      this.updateControls();
      return;
    }
    this.el.message.textContent = "";
    if (cards === "pass") this.tableView.hand.clear();
    this.apply(res);
    this.advance();
  }

  /** Let the computer players move, one request per move, paced by the speed setting. */
  async advance() {
    const token = {};
    this.token = token;
    while (this.token === token) {
      const v = this.view;
      if (!v || v.is_over || v.turn === 0) return;
      const delay = SPEEDS[this.settings.speed] ?? SPEEDS.normal;
      if (delay) await sleep(delay);
      if (this.token !== token) return;
      const res = await this.engine.request("bot_move");
      if (this.token !== token) return;
      if (!this.apply(res)) return;
    }
  }

  async hint() {
    if (!this.myTurn()) return;
    const res = await this.engine.request("hint");
    if (!res.ok) {
      this.showError(res.error);
      return;
    }
    const cards = res.result.hint.cards;
    if (cards === "pass") {
      this.tableView.hand.clear();
      this.el.message.textContent = t("status.hint_pass");
    } else {
      this.tableView.hand.select(cards.split(" "));
      this.el.message.textContent = t("status.hint", { cards: playShort(cards) });
    }
  }

  async nextDeal() {
    if (this.pending) return undefined;
    this.token = null;
    this.pending = true;
    const res = await this.engine.request("next_deal");
    this.pending = false;
    if (!res.ok && res.error.type === "MatchOver") return this.newGame();
    this.result.close();
    if (this.apply(res)) this.advance();
    return undefined;
  }

  /** A fresh match with the current settings and a new random shuffle. */
  async newGame() {
    if (!this.engineReady || this.pending) return;
    this.token = null;
    this.pending = true;
    this.updateControls();
    const res = await this.engine.request("new_match", this.matchArgs(null));
    this.pending = false;
    this.result.close();
    this.el.message.textContent = "";
    this.tableView.hand.clear();
    if (!this.apply(res)) return;
    if (this.params.seed !== undefined) {
      // keep the address shareable and the reload resuming this match, not the old seed's
      this.params.seed = this.view.settings.seed;
      setParam("seed", this.params.seed);
    }
    this.advance();
  }
}
