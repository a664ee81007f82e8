// The controller of one game's table: a small state machine between the engine client,
// the game's table, the panels and the autosave. It starts or resumes the game's match,
// applies every response (render, autosave, statistics, the result panel), paces the
// computer players, reports errors and asks before a match in progress is given up. It
// knows no game: the game module (js/games/<game>/) renders, handles its keys, says whose
// move it is and what the result shows; the rule options come from the bridge's `hello`.
//
// The game module, as the controller drives it:
//   module.strings                 its messages (a namespace), loaded before mounting
//   module.prefs                   its settings that are not rules, with their defaults
//   module.matchArgs(values)       the new match's arguments from its rule options' values
//   module.help, module.statsGroup its rules and tips; a statistics group in words
//   module.helpToken(name, arg) (optional) a node for a `{name arg}` token of its rules and
//                                  tips (e.g. `{card x2}`: a card's face), null for one
//                                  it does not know (js/core/ui/help-panel.js)
//   module.frames (optional)       true: its move verbs (the person's, bot_move) take
//                                  {frames: true} and return the table at each step
//                                  before the last (`frames`, [{view, events}]), which the
//                                  controller shows one at a time at the chosen pace
//   table.dwell(view, events) (optional) how many paces a step just shown stays on screen
//                                  (>= 1, e.g. more for a line that names many cards;
//                                  1 without it), before the next step or computer move
//   table.lead(events) (optional)  true when the reply to the person's own move starts
//                                  with a move that shows nothing of its own (a pass):
//                                  its first step then waits a pace too
//   new module.Table(host)         the table; then:
//     mount(app, frame) / unmount()          build it into the page / take it down
//     render(view, events, before, from)     show a view with the events since the last
//     update()                               controls after any change
//     onKey(e)                               the keys it handles (true when handled)
//     result(view)                           what the result panel shows (null: no result)
//     showReason(code) / notice(text, {sticky}) a refusal code in words / a notice (sticky:
//                                            about no position, kept until the next move)
//     turn(view), autoMove(view)             whose move it is ("you", "bot", null); a move
//                                            made for the person (an automatic pass)
//     progress(view), tally(view, events)    what a new match would lose; what to count
//     onSetting(name, value), reset(), openLog()
//     hold(), helpAction() (optional)          a promise the computer players wait on before
//                                            each move; a {label, run} Rules and tips offers
// The table gets the house's side as `host` (see the game's table for the fields it uses),
// among them `state`: read() / write(value) of the game's own table state (storage.js
// gameKeys().table: JSON that is neither a rule nor a setting, e.g. an arrangement of cards).
import { Autosave } from "./autosave.js";
import { language, t } from "./i18n/index.js";
import { SPEEDS } from "./settings.js";
import { Stats } from "./stats.js";
import { gameKeys } from "./storage.js";
import { anyPanelOpen, askConfirm, panelsClosed } from "./ui/dialog.js";
import { el } from "./ui/dom.js";
import { HelpPanel } from "./ui/help-panel.js";
import { toolButton } from "./ui/icons.js";
import { ResultPanel } from "./ui/result-panel.js";
import { SettingsPanel } from "./ui/settings-panel.js";
import { StatsPanel } from "./ui/stats-panel.js";

/** Resolves once the page is visible and a frame of it has been painted. */
function onScreen() {
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(resolve));
    if (document.visibilityState === "visible") painted();
    else {
      const look = () => {
        if (document.visibilityState !== "visible") return;
        document.removeEventListener("visibilitychange", look);
        painted();
      };
      document.addEventListener("visibilitychange", look);
    }
  });
}

export class Controller {
  /**
   * @param {object} deps
   * @param {object} deps.game the game module (js/games/<game>/index.js's default export)
   * @param {import("./engine-client.js").EngineClient} deps.engine
   * @param {import("./storage.js").Storage} deps.storage
   * @param {import("./settings.js").Settings} deps.settings (already using this game)
   * @param {import("./params.js").Params} deps.params the URL parameters
   * @param {() => Promise<object|null>} deps.hello the bridge's hello (asked once, shared)
   * @param {object} deps.frame the page's parts: {app, tools, newGame, caption, loading,
   *   result (the result <dialog>), announcer, setReady(state)}
   */
  constructor({ game, engine, storage, settings, params, hello, frame }) {
    this.game = game;
    this.engine = engine;
    this.storage = storage;
    this.settings = settings;
    this.params = params;
    this.hello = hello;
    this.frame = frame;
    const keys = gameKeys(game.id);
    this.stats = new Stats(storage, keys.stats);
    this.autosave = null; // (from mount(): it watches the other tabs' saves)
    this.view = null;
    this.pending = false;
    this.token = null;
    this.engineReady = false;
    this.stopped = false;
    this.wake = null;
    this.replaying = null; // the steps of a response being shown ({} while they are)
    this.dwell = 1; // the paces the step last shown stays on screen (table.dwell)
    this.table = new game.Table({
      engine,
      send: (cmd, args, opts) => this.send(cmd, args, opts),
      setting: (name) => this.settings.get(name),
      changeSetting: (name, value) => this.changeSetting(name, value),
      announce: (text) => frame.announcer.say(text),
      clearSaid: () => frame.announcer.clear(), // (a new deal: the last one's words go)
      showError: (error) => this.showError(error),
      busy: () => this.pending || this.replaying,
      ready: () => this.engineReady,
      resultClosed: () => this.result.isDismissed(),
      param: (name) => this.params.raw(name),
      state: { read: () => storage.readJSON(keys.table), write: (value) => storage.writeJSON(keys.table, value) },
    });
  }

  /** Build the table and its panels into the page. */
  mount() {
    const f = this.frame;
    const flow = (id, className, label, onClick) => {
      const b = el("button", className, t(label));
      b.type = "button";
      b.id = id;
      b.hidden = true;
      b.addEventListener("click", onClick);
      return b;
    };
    this.showResult = flow("btn-result", "btn", "button.show_result", () => this.result.reopen());
    this.showResult.setAttribute("aria-haspopup", "dialog");
    this.next = flow("btn-next", "btn btn-primary", "button.next_deal", () => this.nextDeal());
    this.result = new ResultPanel(f.result, {
      onContinue: (over) => (over ? this.newGame({ ask: false }) : this.nextDeal()),
      onLog: () => this.table.openLog(),
      onDismiss: () => this.onResultDismissed(),
    });
    this.table.mount(f.app, { loading: f.loading, flow: [this.showResult, this.next], caption: f.caption });
    // the panels are built when first opened (the settings once hello has named the rule options)
    this.panels = {};
    const panel = (name, make) => () => {
      const old = this.panels[name];
      if (old && old.stale && !old.isOpen()) old.dialog.remove();
      if (!old || (old.stale && !old.isOpen())) this.panels[name] = make();
      return this.panels[name];
    };
    this.help = panel("help", () => new HelpPanel({
      topics: this.game.help, strings: this.game.strings, action: this.table.helpAction ? this.table.helpAction() : null,
      token: this.game.helpToken ? (name, arg) => this.game.helpToken(name, arg) : null,
    }));
    this.statsPanel = panel("stats", () => new StatsPanel(this.stats, (group) => this.game.statsGroup(group)));
    this.settingsPanel = panel("settings", () => new SettingsPanel({
      strings: this.game.strings,
      options: this.settings.options(),
      checks: Object.keys(this.game.prefs),
      values: () => this.settings.all(),
      current: () => (this.view ? this.view.settings : null),
      onChange: (name, value) => this.changeSetting(name, value),
      onNewMatch: () => this.newGame(),
    }));
    f.tools.replaceChildren(toolButton("rules", t("tools.rules"), () => this.help().open()),
      toolButton("stats", t("tools.stats"), () => this.statsPanel().open()),
      toolButton("settings", t("tools.settings"), () => this.settingsPanel().open()));
    this.onNewGame = () => this.newGame();
    f.newGame.addEventListener("click", this.onNewGame);
    this.onKey = (e) => this.table.onKey(e);
    document.addEventListener("keydown", this.onKey);
    this.autosave = new Autosave(this.storage, this.game.id, {
      stale: () => { this.token = null; }, // another tab went on: the computer players stop here
      resume: () => this.continueFromSave(),
    });
    this.updateControls();
  }

  /** Take the table down (the person goes to the game picker): nothing more is applied. */
  unmount() {
    this.stopped = true;
    this.replaying = null;
    clearTimeout(this.resultTimer);
    this.token = null;
    if (this.wake) this.wake();
    document.removeEventListener("keydown", this.onKey);
    this.autosave.stop();
    this.frame.newGame.removeEventListener("click", this.onNewGame);
    for (const panel of Object.values(this.panels)) {
      panel.close();
      panel.dialog.remove();
    }
    this.result.destroy();
    this.frame.tools.replaceChildren();
    this.frame.caption.textContent = "";
    this.table.unmount();
  }

  // ---------------------------------------------------------------- start-up

  /** Resume the game's autosave if it fits the URL's settings, else deal a new match. A
   * link whose settings differ from a match in progress (e.g. another ?seed=) asks first:
   * the person may keep their match (the link's settings are then dropped from the address). */
  async start() {
    if (!(await this.engine.ready()) || this.stopped) return;
    const saved = this.autosave.read(); // (a damaged save is kept aside; a newer build's left alone)
    // the save goes to the engine first; hello (which the rule options come from) after it
    const loading = saved.record ? this.engine.request("load", { record: saved.record }) : null;
    const hello = await this.hello();
    this.settings.setOptions(hello && hello.games[this.game.id] ? hello.games[this.game.id].options : []);
    // a settings panel opened before the options were known is built again with them
    if (this.panels.settings) this.panels.settings.stale = true;
    let res = loading ? await loading : null;
    if (this.stopped) return;
    if (saved.error) {
      this.table.notice(t("save.corrupt", { reason: t(`save.reason.${saved.error}`) }), { sticky: true });
    } else if (res && !res.ok) {
      console.warn("autosave refused:", res.error.message);
      const known = hello && hello.games[this.game.id] ? hello.games[this.game.id].record : null;
      if (!this.autosave.refused(saved, known)) {
        this.table.notice(t("save.corrupt", { reason: t("save.reason.engine") }), { sticky: true });
      }
      res = null;
    } else if (res && !this.fitsParams(saved.record)) {
      const lost = this.table.progress(res.result.view);
      const keep = lost && !(await askConfirm({
        id: "confirm-link",
        question: t("confirm.link", lost),
        yes: t("confirm.link_yes"), no: t("confirm.link_no"),
      }));
      if (this.stopped) return;
      if (keep) {
        for (const k of this.matchSettings()) this.params.put(k, null);
      } else res = null;
    }
    if (!res) res = await this.engine.request("new_match", this.matchArgs(this.params.seed() ?? null));
    if (this.stopped) return;
    this.engineReady = true;
    this.frame.loading.hidden = true;
    if (!this.apply(res)) {
      this.frame.setReady("failed");
      return;
    }
    await this.applyNow();
    if (this.stopped) return;
    this.frame.setReady("ready");
    performance.mark("first-deal");
    if (!this.storage.persistent) this.table.notice(t("save.unavailable"), { sticky: true });
    if (this.kept && this.table.restore) this.table.restore(this.kept);
    this.kept = null;
    // the computer players wait until the table is on screen (then move at their pace)
    await onScreen();
    if (this.stopped) return;
    this.advance();
  }

  /** The settings a match is made of: its seed and the game's rule options. */
  matchSettings() {
    return ["seed", ...this.settings.options().map((o) => o.name)];
  }

  /** A save is resumed only when every match setting named in the URL agrees with it. */
  fitsParams(record) {
    const s = record && record.settings;
    if (!s || typeof s !== "object") return true; // let the engine judge (and report) it
    const named = (o) => this.params.pick(o.name, o.values);
    const seed = this.params.seed();
    return (seed === undefined || seed === s.seed)
      && this.settings.options().every((o) => named(o) === undefined || named(o) === s[o.name]);
  }

  matchArgs(seed) {
    const values = Object.fromEntries(this.settings.options().map((o) => [o.name, this.settings.get(o.name)]));
    return { game: this.game.id, ...this.game.matchArgs(values), seed };
  }

  // ---------------------------------------------------------------- settings

  /** The person changed a setting (from the Settings panel or the table's own controls). */
  async changeSetting(name, value) {
    if (!this.settings.set(name, value)) return;
    if (name === "speed" && this.wake) this.wake(); // the next bot move keeps the new pace
    else if (name === "lang" && value !== language()) {
      // a new language re-mounts the table (the engine keeps running, the match and the
      // selection are kept): no reload
      await this.frame.relanguage(value);
      return;
    }
    const again = this.table.onSetting(name, value);
    if (this.panels.settings && this.panels.settings.isOpen()) this.panels.settings.onOpen();
    if (this.settings.options().some((o) => o.name === name && o.applies === "now")) await this.applyNow();
    if (again) this.advance();
  }

  /** Make the match in progress use the chosen values of the options that apply at once. */
  async applyNow() {
    for (const o of this.settings.options().filter((option) => option.applies === "now")) {
      const value = this.settings.get(o.name);
      if (!this.view || this.view.settings[o.name] === value) continue;
      const res = await this.engine.request("set_option", { name: o.name, value });
      if (this.stopped) return;
      if (res.ok) this.apply(res);
      else this.showError(res.error);
    }
  }

  // ---------------------------------------------------------------- applying results

  /** Take a response: render its view, autosave its record, count what it ended, show
   * the result of a finished deal. Returns false on an error. */
  apply(res, from = [], { saved = false, before = this.view } = {}) {
    if (this.stopped) return false;
    if (!res.ok) {
      this.showError(res.error);
      return false;
    }
    const { view, events } = res.result;
    this.view = view;
    if (!saved) this.keep(res.result);
    this.table.render(view, events, before, from);
    this.dwellOn(view, events);
    const result = this.table.result(view);
    clearTimeout(this.resultTimer);
    if (result && events.some((e) => e.type === "deal_over")) {
      // the deal's last play stays in sight a moment (one and a half computer moves at
      // the chosen pace: none when instant) before the result opens over it
      const pause = 1.5 * (SPEEDS[this.settings.get("speed")] ?? SPEEDS.normal);
      this.resultTimer = setTimeout(() => {
        if (this.stopped || this.view !== view) return;
        this.result.show(result);
        this.updateControls();
      }, pause);
    } else if (result) {
      this.result.show(result);
    } else {
      this.result.close();
    }
    this.updateControls();
    return true;
  }

  /** Whether responses should carry their steps (`frames`): the game makes use of them and
   * the pace is not instant. */
  framed() {
    return Boolean(this.game.frames) && (SPEEDS[this.settings.get("speed")] ?? SPEEDS.normal) > 0;
  }

  /** Note how many paces the step just shown stays (the table's dwell(), else 1). */
  dwellOn(view, events) {
    const paces = this.table.dwell ? Number(this.table.dwell(view, events)) : 1;
    this.dwell = Number.isFinite(paces) && paces >= 1 ? paces : 1;
  }

  /**
   * Take a response that may carry its steps (`frames`): the autosave, the statistics and
   * the controller's view are the engine's true position at once; the table shows each step
   * (its view and events: the animation, the live region, the log) and then the last one
   * (apply()), each for its pace (the chosen speed's, times the table's dwell() of the
   * step), and no decision is offered until the last is shown. With `own` (the reply to
   * the person's move) whose first step the table's lead() names as showing nothing of the
   * person's (a pass), the table stays as it was for a pace before that step. A change
   * of speed applies at once (instant: the steps left go by without a wait); a new match,
   * the next deal, another tab's position or leaving the table drop the steps left (as a
   * reload does: the table then shows the position reached). Returns false on an error or
   * when the steps were dropped.
   */
  async play(res, from = [], { own = false } = {}) {
    const frames = res.ok && Array.isArray(res.result.frames) ? res.result.frames : [];
    const lead = Boolean(res.ok && own && this.framed() && this.table.lead
      && this.table.lead((frames.length ? frames[0] : res.result).events));
    if ((!frames.length && !lead) || this.stopped) return this.apply(res, from);
    const { view, events } = res.result;
    let before = this.view;
    this.view = view;
    this.keep(res.result);
    const run = {};
    this.replaying = run;
    if (lead) {
      this.updateControls(); // (the decision goes; the table stays as it was for a pace)
      this.dwell = 1;
      await this.pace(this.sentAt); // (a pace from the person's move)
    }
    let shown = 0;
    for (const frame of frames) {
      if (shown > 0) await this.pace();
      if (this.replaying !== run || this.stopped) return false;
      this.table.render(frame.view, frame.events, before, shown ? [] : from);
      this.dwellOn(frame.view, frame.events);
      this.updateControls();
      before = frame.view;
      shown += frame.events.length;
    }
    if (frames.length) await this.pace();
    if (this.replaying !== run || this.stopped) return false;
    this.replaying = null;
    return this.apply({ ok: true, result: { ...res.result, events: events.slice(shown) } }, frames.length ? [] : from,
      { saved: true, before });
  }

  /** Autosave a response's record and count what its events ended, once per response
   * (before its steps are shown, when it has any). */
  keep({ view, events, record }) {
    this.autosave.save(record, this.progressOf(view));
    this.stats.count(this.table.tally(view, events));
  }

  /** What the save says of the match for the game picker: {number, deals} (deals null: no
   * end) while a match is in progress (the game's progress(view)), else null. */
  progressOf(view) {
    return this.table.progress(view) ? { number: view.match.number, deals: view.match.deals ?? null } : null;
  }

  updateControls() {
    this.table.update();
    this.frame.newGame.disabled = !this.engineReady;
    // a result the person closed: the table offers it again, and the way on
    const closed = Boolean(this.view && this.result.isDismissed());
    this.showResult.hidden = !closed;
    this.next.hidden = !closed || this.result.matchOver(); // (after the last deal: New game, at the top)
  }

  /** The person closed the result panel: offer "Show result" and the way on. */
  onResultDismissed() {
    this.updateControls();
    if (this.showResult.isConnected) this.showResult.focus();
  }

  /** An engine error in words: a refusal (an error with a code) by the game's reason. */
  showError(error) {
    if (error.code) {
      this.table.showReason(error.code);
    } else if (error.type === "Timeout" || error.type === "EngineUnavailable") {
      console.warn("engine:", error.type, error.message);
      this.table.notice(t(`engine.error.${error.type}`));
    } else {
      console.error("engine error:", error.type, error.message);
      this.table.notice(t("engine.error", { message: error.message }));
    }
  }

  // ---------------------------------------------------------------- moves

  /**
   * The person's move (`cmd` with `args`, e.g. "play" {cards}): sent; a refusal shows its
   * reason and changes nothing; else `onAccepted` runs, the response is applied (`from`:
   * where the played cards came from, for the animation) and the computer players go on.
   * Returns whether the move was made.
   */
  async send(cmd, args, { from = [], onAccepted } = {}) {
    if (this.autosave.blocked() || this.replaying) return false;
    this.pending = true;
    this.updateControls();
    this.sentAt = performance.now();
    const res = await this.engine.request(cmd, this.framed() ? { ...args, frames: true } : args);
    this.pending = false;
    if (this.stopped) return false;
    if (!res.ok) {
      this.showError(res.error);
      this.updateControls();
      return false;
    }
    this.table.notice("");
    if (onAccepted) onAccepted();
    if (await this.play(res, from, { own: true })) this.advance();
    return true;
  }

  /** Wait out the bot speed (times the dwell of the step on screen, see dwellOn()) before
   * the next step or a computer player's move; a change of speed meanwhile takes effect at
   * once (the wait is measured again against the new pace). `start`: when the wait began
   * (performance.now(); now by default). */
  async pace(start = performance.now()) {
    const paces = this.dwell;
    while (!this.stopped) {
      const delay = (SPEEDS[this.settings.get("speed")] ?? SPEEDS.normal) * paces;
      const left = start + delay - performance.now();
      if (left <= 0) return;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => { clearTimeout(timer); resolve(); };
      });
      this.wake = null;
    }
  }

  /** Let the computer players move, one request per move, paced by the speed setting; a
   * move the game makes for the person (an automatic pass) waits the same pace. */
  async advance() {
    if (this.autosave.state === "stale") return;
    const token = {};
    this.token = token;
    while (this.token === token) {
      const v = this.view;
      const turn = v ? this.table.turn(v) : null;
      if (turn === "you") {
        if (!this.table.autoMove(v)) return;
        await this.pace();
        const move = this.token === token && this.table.autoMove(this.view);
        if (move) await move(); // (its own advance() carries on)
        return;
      }
      if (turn !== "bot") return;
      if (this.table.hold) await this.table.hold(); // (e.g. a first-visit guide over the table)
      if (this.token !== token) return;
      await this.pace();
      // nothing is played unseen behind a panel (settings, rules, a question): the move waits
      // until it is closed, then a pace more
      while (this.token === token && anyPanelOpen()) {
        await panelsClosed();
        await this.pace();
      }
      if (this.token !== token) return;
      const res = await this.engine.request("bot_move", this.framed() ? { frames: true } : {});
      if (this.token !== token) return;
      if (!(await this.play(res)) || this.token !== token) return;
    }
  }

  async nextDeal() {
    if (this.pending || this.autosave.blocked()) return undefined;
    this.token = null;
    this.replaying = null;
    this.pending = true;
    const res = await this.engine.request("next_deal");
    this.pending = false;
    if (this.stopped) return undefined;
    if (!res.ok && res.error.type === "MatchOver") return this.newGame();
    this.result.close();
    this.table.reset();
    if (this.apply(res)) this.advance();
    return undefined;
  }

  /** Another tab saved this game's match and the person chose to continue from there: the
   * newer save is loaded here (anything else stored there: the page starts again, as on a
   * reload, and reports it). */
  async continueFromSave() {
    if (this.pending || !this.engineReady) return;
    const saved = this.storage.loadGame(this.game.id);
    this.token = null;
    this.replaying = null;
    this.pending = true;
    const res = saved.record ? await this.engine.request("load", { record: saved.record }) : null;
    this.pending = false;
    if (this.stopped) return;
    if (!res || !res.ok) {
      window.location.reload();
      return;
    }
    this.autosave.resumed();
    this.result.close();
    this.table.notice("");
    this.table.reset();
    if (this.apply(res)) this.advance();
  }

  /** A fresh match with the chosen settings and a new random shuffle; with `ask`, a match
   * in progress is only given up once the person confirms (Esc or "Keep playing" keeps it). */
  async newGame({ ask = true } = {}) {
    if (!this.engineReady || this.pending || this.autosave.blocked()) return;
    if (ask && this.table.progress(this.view)) {
      const yes = await askConfirm({
        id: "confirm-new", question: t("confirm.new_game"), yes: t("confirm.new_game_yes"), no: t("confirm.keep"),
      });
      if (!yes || this.pending || this.stopped) return;
    }
    this.token = null;
    this.replaying = null;
    this.pending = true;
    this.updateControls();
    const res = await this.engine.request("new_match", this.matchArgs(null));
    this.pending = false;
    if (this.stopped) return;
    this.result.close();
    this.table.notice("");
    this.table.reset();
    if (!this.apply(res)) return;
    if (this.params.seed() !== undefined) {
      // keep the address shareable and the reload resuming this match, not the old seed's
      this.params.put("seed", res.result.record.settings.seed);
    }
    this.advance();
  }
}
