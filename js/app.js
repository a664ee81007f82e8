// The app controller: a small state machine between the engine client, the table view,
// the panels and the autosave. It holds no game rules: the engine's view says whose turn
// it is, what is on the table, whether a pass is allowed (and if not, why), who is on last
// card and how many cards of each rank are unseen; a selection is judged by the engine's
// `check` before Play lights up; refusals come back with a reason code, shown in words
// from the catalogue.
import { formatList, formatSigned, language, t } from "./i18n/index.js";
import { SPEEDS, setParam } from "./params.js";
import { Stats } from "./stats.js";
import { flyIn } from "./ui/animate.js";
import { Announcer } from "./ui/announcer.js";
import { el, playShort, playSpoken } from "./ui/cards.js";
import { CardCounter } from "./ui/counter.js";
import { anyPanelOpen, askConfirm, setAppNode } from "./ui/dialog.js";
import { HelpPanel } from "./ui/help.js";
import { icon } from "./ui/icons.js";
import { DealLogPanel, RoundLog } from "./ui/log.js";
import { ResultDialog } from "./ui/result.js";
import { SettingsPanel } from "./ui/settings-panel.js";
import { StatsPanel } from "./ui/stats-panel.js";
import { SEATS, TableView, seatName } from "./ui/table.js";

const MATCH_SETTINGS = ["seed", "preset", "deals", "level"];

/** Keys that pick a rank (case-insensitive): digits, T/0 for ten, J Q K A. */
const RANK_KEYS = { 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 0: "T", t: "T", j: "J", q: "Q", k: "K", a: "A", 2: "2" };
const NAV_KEYS = new Set(["Tab", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** Whether starting another match would discard something: the match is not over and a
 * move was made in it (or a deal of it finished). */
/** How long a bomb's note stays on the table (ms). */
const BOMB_NOTE_MS = 6000;

/** Whether the person's next play must include 3♠ (spec §2, §14: the rules' first play of
 * a match, while the person leads it holding 3♠). */
function mustInclude3S(view) {
  return Boolean(view.rules.first_play_has_3S && view.first_of_match && !view.history.length
    && view.turn === 0 && view.hand.includes("3S"));
}

function inProgress(view) {
  return Boolean(view && !view.match.over && (view.history.length > 0 || view.match.number > 1));
}

function setBlocked(button, blocked) {
  if (blocked) button.setAttribute("aria-disabled", "true");
  else button.removeAttribute("aria-disabled");
}

function showNote(node, text, reason = "") {
  node.hidden = !text;
  node.textContent = text || "";
  node.dataset.reason = reason;
}

export class App {
  /**
   * @param {object} deps
   * @param {import("./engine-client.js").EngineClient} deps.engine
   * @param {import("./storage.js").Storage} deps.storage
   * @param {import("./settings.js").Settings} deps.settings the player's settings (URL > stored > default)
   * @param {object} deps.params the URL parameters (params.js readParams)
   * @param {Document} deps.doc
   */
  constructor({ engine, storage, settings, params, doc = document }) {
    this.engine = engine;
    this.storage = storage;
    this.settings = settings;
    this.params = params;
    this.doc = doc;
    this.stats = new Stats(storage);
    this.view = null;
    this.pending = false;
    this.token = null;
    this.engineReady = false;
    this.verdict = { key: "", code: undefined, kind: null }; // the engine's judgement of the selection
    this.hints = null; // {pos, plays, index}
    this.keyNav = false; // the focus was last moved with the keyboard (Tab, arrows)
    this.wake = null;

    const $ = (id) => doc.getElementById(id);
    this.el = {
      html: doc.documentElement, app: $("app"), status: $("status"), message: $("message"),
      loading: $("loading"), loadingText: $("loading-text"), dealNo: $("deal-no"), felt: $("felt"),
      play: $("btn-play"), pass: $("btn-pass"), hint: $("btn-hint"), newGame: $("btn-new"),
      passNote: $("pass-note"), playNote: $("play-note"), playWhy: $("play-why"), turnWhy: $("turn-why"),
      tools: $("tools"),
      showResult: $("btn-result"), next: $("btn-next"),
    };
    // a bomb's points, shown on the table as they are earned (and read out)
    this.el.bombNote = el("p", "bomb-note");
    this.el.bombNote.dataset.testid = "bomb-note";
    this.el.bombNote.hidden = true;
    this.el.felt.append(this.el.bombNote);
    this.bombTimer = null;
    this.announcer = new Announcer($("announcer"));
    setAppNode(this.el.app);
    this.tableView = new TableView(doc, () => this.onSelectionChange());
    this.el.ruleNote = this.tableView.seats[0].rule;
    $("pass-note").before(this.el.ruleNote); // a note like the others, so the hand never moves for it
    this.counter = new CardCounter($("counter"), (shown) => this.changeSetting("counter", shown));
    this.counter.setShown(settings.get("counter"));
    this.roundLog = new RoundLog($("round-log"));
    this.dealLog = new DealLogPanel();
    this.help = new HelpPanel();
    this.statsPanel = new StatsPanel(this.stats);
    this.settingsPanel = new SettingsPanel({
      values: () => this.settings.all(),
      current: () => (this.view ? this.view.settings : null),
      onChange: (name, value) => this.changeSetting(name, value),
      onNewMatch: () => this.newGame(),
    });
    this.result = new ResultDialog($("result"), this.el.app,
      (matchOver) => (matchOver ? this.newGame({ ask: false }) : this.nextDeal()), () => this.dealLog.open(),
      () => this.onResultDismissed());

    const tool = (name, label, onClick, shortcut = "") => {
      const b = el("button", `btn btn-icon tool tool-${name}`);
      b.type = "button";
      b.id = `btn-${name}`;
      b.setAttribute("aria-label", t(label));
      b.setAttribute("aria-haspopup", "dialog");
      b.title = t(label);
      if (shortcut) b.setAttribute("aria-keyshortcuts", shortcut);
      b.append(icon(name));
      b.addEventListener("click", onClick);
      return b;
    };
    this.el.tools.setAttribute("aria-label", t("tools.label"));
    this.el.tools.append(tool("rules", "tools.rules", () => this.help.open()),
      tool("stats", "tools.stats", () => this.statsPanel.open()),
      tool("settings", "tools.settings", () => this.settingsPanel.open()));
    $("round").append(tool("log", "log.open", () => this.dealLog.open(), "L"));

    this.el.play.addEventListener("click", () => this.playSelection());
    this.el.pass.addEventListener("click", () => this.submit("pass"));
    this.el.hint.addEventListener("click", () => this.hint());
    this.el.newGame.addEventListener("click", () => this.newGame());
    this.el.showResult.addEventListener("click", () => this.result.reopen());
    this.el.next.addEventListener("click", () => this.nextDeal());
    this.el.play.setAttribute("aria-keyshortcuts", "Enter");
    this.el.pass.setAttribute("aria-keyshortcuts", "P");
    this.el.hint.setAttribute("aria-keyshortcuts", "H");
    this.el.pass.setAttribute("aria-describedby", `${this.el.passNote.id} ${this.el.turnWhy.id}`);
    this.el.hint.setAttribute("aria-describedby", this.el.turnWhy.id);
    this.el.pass.prepend(icon("lock"));
    this.el.felt.dataset.tap = t("table.tap_to_play");
    this.el.play.setAttribute("aria-describedby",
      `${this.el.message.id} ${this.el.playNote.id} ${this.el.playWhy.id} ${this.el.turnWhy.id}`);
    this.el.felt.addEventListener("click", (e) => this.onFeltTap(e));
    doc.addEventListener("keydown", (e) => this.onKey(e));
    doc.addEventListener("pointerdown", () => { this.keyNav = false; }, true);
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

  /** Resume the autosave if it fits the URL's settings, else deal a new match. A link
   * whose settings differ from a match in progress (e.g. another ?seed=) asks first: the
   * person may keep their match (the link's settings are then dropped from the address). */
  async start() {
    if (!(await this.engine.ready())) return;
    let res = null;
    const saved = this.storage.loadGame();
    if (saved.error) {
      this.notice(t("save.corrupt", { reason: t(`save.reason.${saved.error}`) }));
    } else if (saved.record) {
      res = await this.engine.request("load", { record: saved.record });
      if (!res.ok) {
        console.warn("autosave refused:", res.error.message);
        this.notice(t("save.corrupt", { reason: t("save.reason.engine") }));
        res = null;
      } else if (!this.fitsParams(saved.record)) {
        const m = res.result.view.match;
        const keep = inProgress(res.result.view) && !(await askConfirm({
          id: "confirm-link",
          question: t("confirm.link", { number: m.number, deals: m.deals }),
          yes: t("confirm.link_yes"), no: t("confirm.link_no"),
        }));
        if (keep) {
          for (const k of MATCH_SETTINGS) {
            if (this.params[k] === undefined) continue;
            delete this.params[k];
            setParam(k, null);
          }
        } else res = null;
      }
    }
    if (!res) res = await this.engine.request("new_match", this.matchArgs(this.params.seed ?? null));
    this.engineReady = true;
    this.el.loading.hidden = true;
    if (!this.apply(res)) {
      this.el.html.dataset.engine = "failed";
      return;
    }
    if (this.view.settings.level !== this.settings.get("level")) await this.applyLevel();
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
    const s = this.settings;
    return { game: "paodekuai", preset: s.get("preset"), deals: s.get("deals"), level: s.get("level"), seed };
  }

  // ---------------------------------------------------------------- settings

  /** The person changed a setting (from the Settings panel or the counter's toggle). */
  async changeSetting(name, value) {
    if (!this.settings.set(name, value)) return;
    setParam(name, null); // the choice rules from now on, not the address
    if (name === "counter") this.counter.setShown(value);
    else if (name === "speed" && this.wake) this.wake(); // the next bot move keeps the new pace
    else if (name === "lang" && value !== language()) window.location.reload();
    if (this.settingsPanel.isOpen()) this.settingsPanel.onOpen();
    if (name === "level") await this.applyLevel();
    if (name === "autopass" && value) this.advance(); // it may be your turn to pass right now
  }

  /** Make the match in progress use the chosen level at once. */
  async applyLevel() {
    const level = this.settings.get("level");
    if (!this.view || this.view.settings.level === level) return;
    const res = await this.engine.request("set_level", { level });
    if (res.ok) this.apply(res);
    else this.showError(res.error);
  }

  // ---------------------------------------------------------------- applying results

  /** Take a response: render its view, autosave its record. Returns false on an error. */
  apply(res, from = []) {
    if (!res.ok) {
      this.showError(res.error);
      return false;
    }
    const { view, events, record } = res.result;
    const before = this.view;
    this.view = view;
    if (!this.storage.saveGame(record)) console.warn("autosave failed");
    const faces = this.tableView.render(view);
    const play = events.find((e) => e.type === "play");
    if (faces.length && play) {
      if (play.seat !== 0) from = this.settings.get("speed") === "instant" ? [] : [this.tableView.seats[play.seat].origin()];
      flyIn(faces, from);
    }
    this.counter.render(view.unseen);
    this.roundLog.render(view);
    this.dealLog.update(view);
    this.countStats(view, events);
    this.el.dealNo.textContent = t("status.deal", { number: view.match.number, deals: view.match.deals });
    this.el.status.textContent = this.statusText(view, events);
    this.announce(before, view, events);
    this.showBombs(view, events);
    if (view.is_over) this.result.show(view);
    else this.result.close();
    this.updateControls();
    this.checkSelection();
    return true;
  }

  /** Read out what the screen shows changing: the other players' plays and passes, a
   * last-card marker appearing, the end of the deal, the turn coming back to the person. */
  announce(before, view, events) {
    const say = (text) => this.announcer.say(text);
    for (const e of events) {
      if (e.seat === 0) continue; // the person's own moves are theirs: not read back
      if (e.type === "play") {
        say(t("announce.play", { name: seatName(e.seat), kind: t(`kind.${e.kind}`), cards: playSpoken(e.cards) }));
      } else if (e.type === "pass") {
        say(t("announce.pass", { name: seatName(e.seat) }));
      }
    }
    const sameDeal = before && before.settings.seed === view.settings.seed && before.match.number === view.match.number;
    if (sameDeal) {
      for (const s of SEATS) {
        if (!view.last_card[s] || before.last_card[s]) continue;
        say(s === 0 ? t("announce.last_card_you") : t("announce.last_card", { name: seatName(s) }));
      }
    }
    if (view.is_over) {
      if (events.some((e) => e.type === "deal_over")) {
        const w = view.result.winner;
        say(w === 0 ? t("status.deal_over_you") : t("status.deal_over", { name: seatName(w) }));
      }
    } else if (view.turn === 0 && (!sameDeal || before.turn !== 0)) {
      if (mustInclude3S(view)) say(t("announce.your_lead_3S"));
      else say(t(view.table ? "announce.your_turn" : "announce.your_lead"));
    }
  }

  /** A bomb's points as they are earned (spec §8, by the rules' bomb_bonus): a note on the
   * table and the live region say who gained what; the seats' points already include it.
   * Under "unbeaten" a bomb just played is announced as pending: it scores only if nobody
   * beats it (it ends its round, or its player goes out with it). */
  showBombs(view, events) {
    let text = "";
    for (const e of events) {
      if (e.type === "bomb") {
        const others = SEATS.filter((s) => s !== e.seat);
        text = t("bomb.scored", {
          name: seatName(e.seat), gain: formatSigned(e.points[e.seat]),
          others: formatList(others.map(seatName)), loss: formatSigned(e.points[others[0]]),
        });
      } else if (e.type === "play" && e.kind === "bomb" && view.rules.bomb_bonus === "unbeaten"
        && !events.some((o) => o.type === "bomb")) {
        const gain = formatSigned(view.bomb_gain);
        text = e.seat === 0 ? t("bomb.pending_you", { gain }) : t("bomb.pending", { name: seatName(e.seat), gain });
      } else if (e.type === "deal_start") {
        this.hideBombNote();
      }
    }
    if (!text) return;
    this.announcer.say(text);
    const note = this.el.bombNote;
    note.textContent = text;
    note.hidden = false;
    clearTimeout(this.bombTimer);
    this.bombTimer = setTimeout(() => this.hideBombNote(), BOMB_NOTE_MS);
  }

  hideBombNote() {
    clearTimeout(this.bombTimer);
    this.el.bombNote.hidden = true;
  }

  /** Statistics count the deal (and match) that a move just ended: once, never on reload. */
  countStats(view, events) {
    const level = view.settings.level;
    for (const e of events) {
      if (e.type === "deal_over") this.stats.addDeal(view.preset, level, e.points[0], e.winner === 0);
      else if (e.type === "match_over") this.stats.addMatch(view.preset, level, e.winners.includes(0));
    }
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
      if (mustInclude3S(view)) parts.push(t("status.your_turn_lead_3S"));
      else if (!view.table) parts.push(t("status.your_turn_lead"));
      else {
        const key = view.pass_reason ? "status.your_turn_must_beat" : "status.your_turn_cannot_beat";
        parts.push(t(key, { cards: playShort(view.table.cards) }));
      }
    } else {
      parts.push(t("status.bot_turn", { name: seatName(view.turn) }));
    }
    return parts.join(" ");
  }

  showError(error) {
    if (error.type === "IllegalPlay") {
      this.showReason(error.code);
    } else if (error.type === "Timeout" || error.type === "EngineUnavailable") {
      console.warn("engine:", error.type, error.message);
      this.el.message.textContent = t(`engine.error.${error.type}`);
    } else {
      console.error("engine error:", error.type, error.message);
      this.el.message.textContent = t("engine.error", { message: error.message });
    }
  }

  /** The words of a §12 reason code in the message line. */
  showReason(code) {
    const key = `reason.${code}`;
    this.el.message.textContent = t(key) === key ? t("reason.unknown") : t(key);
    this.el.message.dataset.reason = code;
  }

  notice(text) {
    this.el.message.textContent = text;
    this.el.message.dataset.reason = "";
  }

  myTurn() {
    const v = this.view;
    return Boolean(v && !v.is_over && v.turn === 0 && !this.pending);
  }

  /** Identifies the position (a verdict or a hint holds only for the position it was made in). */
  posKey() {
    const v = this.view;
    return v ? `${v.settings.seed}/${v.match.number}/${v.history.length}` : "";
  }

  selection() {
    return this.tableView.hand.selected().join(" ");
  }

  /** The engine's verdict on the current selection, or undefined while it is not known. */
  currentVerdict() {
    const key = `${this.posKey()}|${this.selection()}`;
    return this.verdict.key === key ? this.verdict : { code: undefined, kind: null };
  }

  updateControls() {
    const mine = this.myTurn();
    const sel = this.selection();
    const v = this.view;
    const verdict = this.currentVerdict();
    // Hint, Pass and Play keep their tab stops for the whole deal: when one cannot be used
    // it is only aria-disabled, and its description says why (whose turn it is, or that
    // nothing is selected), so the focus never falls out of the controls
    const live = Boolean(this.engineReady && v && !v.is_over);
    this.el.html.dataset.myTurn = mine ? "true" : "false"; // (a test hook: the person may move now)
    this.el.turnWhy.textContent = live && !mine ? t("select.wait", { name: seatName(v.turn) }) : "";

    this.el.play.disabled = !live;
    setBlocked(this.el.play, !(mine && sel && verdict.code === null));
    this.el.playWhy.textContent = mine && !sel ? t("select.none") : "";
    // the selection's verdict: refused -> its reason is in the message line (checkSelection);
    // accepted -> a quiet note says what it is
    const ok = Boolean(mine && sel && verdict.code === null && verdict.kind);
    showNote(this.el.playNote, ok ? t("select.ok", { kind: t(`kind.${verdict.kind}`) }) : "",
      mine && sel && verdict.code ? verdict.code : "");
    let state = "none";
    if (mine && sel) state = verdict.code === undefined ? "pending" : (verdict.code ? "refused" : "ok");
    this.el.playNote.dataset.state = state;
    this.el.felt.classList.toggle("can-play", Boolean(mine && sel && verdict.code === null));

    const lock = mine && v ? v.pass_reason : null;
    this.el.pass.disabled = !live;
    setBlocked(this.el.pass, !mine || Boolean(lock));
    this.el.pass.classList.toggle("locked", Boolean(lock));
    showNote(this.el.passNote, lock ? t(`lock.${lock}`) : "", lock || "");

    showNote(this.el.ruleNote, v && v.next_on_last_card ? t("rule.next_last_card", { name: seatName(1) }) : "");

    this.el.hint.disabled = !live;
    setBlocked(this.el.hint, !mine);
    this.el.newGame.disabled = !this.engineReady;
    // a result the person closed: the table offers it again, and the way on
    const closed = Boolean(v && v.is_over && this.result.isDismissed());
    this.el.showResult.hidden = !closed;
    this.el.next.hidden = !closed || v.match.over; // (after the last deal: New game, at the top)
    for (const b of [this.el.hint, this.el.pass, this.el.play]) b.hidden = closed;
    for (const b of this.tableView.hand.buttons()) b.setAttribute("aria-disabled", mine ? "false" : "true");
    // a button disabled under the focus (the deal ended): the focus goes back to the hand
    // rather than being lost to the page
    const active = this.doc.activeElement;
    if (active instanceof HTMLButtonElement && active.disabled && this.el.app.contains(active)) {
      this.tableView.hand.focusCurrent();
    }
  }

  /** The person closed the result panel: offer "Show result" and the way on. */
  onResultDismissed() {
    this.updateControls();
    if (this.el.showResult.isConnected) this.el.showResult.focus();
  }

  onSelectionChange() {
    this.el.message.textContent = "";
    this.el.message.dataset.reason = "";
    this.updateControls();
    this.checkSelection();
  }

  /** Ask the engine about the selection (once per selection and position). */
  async checkSelection() {
    const cards = this.selection();
    if (!this.myTurn() || !cards) return;
    const key = `${this.posKey()}|${cards}`;
    if (this.verdict.key === key) return;
    this.verdict = { key, code: undefined, kind: null };
    const res = await this.engine.request("check", { cards });
    if (this.verdict.key !== key) return;
    // if the engine cannot judge (an error), leave Play to the engine's own refusal
    this.verdict = res.ok ? { key, ...res.result } : { key, code: null, kind: null };
    if (this.verdict.code) this.showReason(this.verdict.code); // visible before Play is pressed
    else if (this.el.message.dataset.reason) this.notice(""); // an older refusal no longer holds
    this.updateControls();
  }

  // ---------------------------------------------------------------- moves

  playSelection() {
    const cards = this.selection();
    if (!cards) {
      if (this.myTurn()) this.notice(t("select.none"));
      return;
    }
    this.submit(cards);
  }

  /** Send the person's move ("5S 5H" or "pass"); a refusal shows its reason and changes nothing. */
  async submit(cards) {
    if (!this.myTurn() || !cards) return;
    if (cards === "pass" && this.view.pass_reason) {
      this.showReason(this.view.pass_reason); // the lock says why, no request needed
      return;
    }
    const verdict = this.currentVerdict();
    if (cards !== "pass" && verdict.code) {
      this.showReason(verdict.code);
      return;
    }
    const from = cards === "pass" ? [] : this.tableView.hand.boxes(cards.split(" "));
    this.pending = true;
    this.updateControls();
    const res = await this.engine.request("play", { cards });
    this.pending = false;
    if (!res.ok) {
      this.showError(res.error);
      this.updateControls();
      return;
    }
    this.notice("");
    if (cards === "pass") this.tableView.hand.clear();
    this.apply(res, from);
    this.advance();
  }

  /** Wait out the bot speed before a computer player's move; a change of speed meanwhile
   * takes effect at once (the wait is measured again against the new pace). */
  async pace() {
    const start = performance.now();
    for (;;) {
      const delay = SPEEDS[this.settings.get("speed")] ?? SPEEDS.normal;
      const left = start + delay - performance.now();
      if (left <= 0) return;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => { clearTimeout(timer); resolve(); };
      });
      this.wake = null;
    }
  }

  /** Let the computer players move, one request per move, paced by the speed setting. */
  async advance() {
    const token = {};
    this.token = token;
    while (this.token === token) {
      const v = this.view;
      if (v && !v.is_over && v.turn === 0 && this.autoPassDue()) {
        await this.pace();
        if (this.token !== token || !this.autoPassDue()) return;
        const cards = playShort(this.view.table.cards);
        await this.submit("pass"); // (its own advance() carries on)
        if (this.view.turn !== 0 || this.view.is_over) this.notice(t("autopass.done", { cards }));
        return;
      }
      if (!v || v.is_over || v.turn === 0) return;
      await this.pace();
      if (this.token !== token) return;
      const res = await this.engine.request("bot_move");
      if (this.token !== token) return;
      if (!this.apply(res)) return;
    }
  }

  /** With the setting on, the person's turn passes by itself when nothing they hold beats
   * the table (the engine allows the pass: no pass_reason while following). */
  autoPassDue() {
    const v = this.view;
    return Boolean(this.settings.get("autopass") && this.myTurn() && v.table && !v.pass_reason);
  }

  /** Select the Normal policy's best play; each further press selects the next good one. */
  async hint() {
    if (!this.myTurn()) return;
    const pos = this.posKey();
    if (!this.hints || this.hints.pos !== pos) {
      const res = await this.engine.request("hint");
      if (!res.ok) {
        this.showError(res.error);
        return;
      }
      if (this.posKey() !== pos || !this.myTurn()) return;
      this.hints = { pos, plays: res.result.hint.plays, index: -1 };
    }
    const h = this.hints;
    if (!h.plays.length) {
      this.tableView.hand.clear();
      this.notice(t("hint.pass"));
      return;
    }
    h.index = (h.index + 1) % h.plays.length;
    const cards = h.plays[h.index];
    this.tableView.hand.select(cards.split(" "));
    this.notice(t("hint.play", { number: h.index + 1, count: h.plays.length, cards: playShort(cards) }));
  }

  /** A tap on the table plays the selection when the rules allow it (touch screens). */
  onFeltTap(e) {
    if (e.target.closest("button") || !this.selection() || !this.myTurn()) return;
    this.playSelection();
  }

  /** Keyboard shortcuts: ranks pick cards, Enter plays, P passes, H hints, Esc clears,
   * C shows or hides the counter, L opens the deal log. Off while a panel is open. */
  onKey(e) {
    if (NAV_KEYS.has(e.key)) {
      this.keyNav = true; // (the hand handles its arrows itself, so look before defaultPrevented)
      return;
    }
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (anyPanelOpen()) return;
    const target = e.target;
    if (target instanceof Element && target.closest("input, select, textarea, dialog")) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === "Enter") {
      // a control reached with Tab or the arrows keeps its own Enter (e.g. a card toggles)
      if (this.keyNav && target instanceof HTMLButtonElement) return;
      this.playSelection();
    } else if (key === "Escape") {
      this.tableView.hand.clear();
    } else if (key in RANK_KEYS) {
      if (!this.tableView.hand.pickRank(RANK_KEYS[key])) return;
    } else if (key === "p") {
      this.submit("pass");
    } else if (key === "h") {
      this.hint();
    } else if (key === "c") {
      this.changeSetting("counter", !this.counter.shown);
    } else if (key === "l") {
      this.dealLog.open();
    } else {
      return;
    }
    e.preventDefault();
    this.keyNav = false;
  }

  async nextDeal() {
    if (this.pending) return undefined;
    this.token = null;
    this.pending = true;
    const res = await this.engine.request("next_deal");
    this.pending = false;
    if (!res.ok && res.error.type === "MatchOver") return this.newGame();
    this.result.close();
    this.tableView.hand.clear();
    if (this.apply(res)) this.advance();
    return undefined;
  }

  /** A fresh match with the chosen settings and a new random shuffle; with `ask`, a match
   * in progress is only given up once the person confirms (Esc or "Keep playing" keeps it). */
  async newGame({ ask = true } = {}) {
    if (!this.engineReady || this.pending) return;
    if (ask && inProgress(this.view)) {
      const yes = await askConfirm({
        id: "confirm-new", question: t("confirm.new_game"), yes: t("confirm.new_game_yes"), no: t("confirm.keep"),
      });
      if (!yes || this.pending) return;
    }
    this.token = null;
    this.pending = true;
    this.updateControls();
    const res = await this.engine.request("new_match", this.matchArgs(null));
    this.pending = false;
    this.result.close();
    this.notice("");
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
