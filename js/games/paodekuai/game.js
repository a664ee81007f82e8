// Pao De Kuai's table as the house's controller drives it (js/core/controller.js): it
// mounts the board, renders each view with the events since the last one (what the status
// line, the live region, the sound and the bomb note say of it: say.js), runs the person's controls (card
// selection judged by the engine's `check` before Play lights up, Hint, Pass, the keys)
// and sends the person's moves through the controller. It holds no rule: the view says
// whose turn it is, what is on the table, whether a pass is allowed (and if not, why),
// whether the play must hold 3♠, who is on last card and how many cards of each rank are
// unseen; refusals come back with a reason code, said in words from the catalogue.
import { SPEEDS } from "../../core/settings.js";
import { flyIn } from "../../core/ui/animate.js";
import { anyPanelOpen } from "../../core/ui/dialog.js";
import { el, setBlocked } from "../../core/ui/dom.js";
import { icon, toolButton } from "../../core/ui/icons.js";
import { buildBoard } from "./board.js";
import { playShort } from "./cards.js";
import { attach as attachCoach } from "./coach.js";
import { CardCounter } from "./counter.js";
import { KEYS, NAV_KEYS, RANK_KEYS } from "./keys.js";
import { Guide } from "../../core/ui/guide.js";
import { GUIDE_STEPS } from "./guide.js";
import { DealLogPanel, RoundLog } from "./log.js";
import { resultParts } from "./result.js";
import { BombNote, cue, spoken, statusParts } from "./say.js";
import { t } from "./strings.js";
import { TableView, seatName } from "./table.js";

function showNote(node, text, reason = "") {
  node.hidden = !text;
  node.textContent = text || "";
  node.dataset.reason = reason;
}

/**
 * The house's side (the controller), as this table uses it:
 * @typedef {object} Host
 * @property {import("../../core/engine-client.js").EngineClient} engine for questions that change nothing (check, hint)
 * @property {(cmd: string, args: object, opts?: {from?: DOMRect[], onAccepted?: () => void}) => Promise<boolean>} send
 *   the person's move: sent, applied (rendered, autosaved), then the computer players go on
 * @property {(name: string) => any} setting a setting in effect
 * @property {(name: string, value: any) => void} changeSetting the person changed one
 * @property {(text: string) => void} announce read `text` out (the live region)
 * @property {(error: object) => void} showError an engine error in words (a refusal by its code)
 * @property {() => boolean} busy a request of the person's is on its way
 * @property {() => boolean} ready the engine serves and the match is dealt
 * @property {() => boolean} resultClosed the person closed the finished deal's result
 * @property {(name: string) => string|null} param a parameter of the page's address, as written
 * @property {{read: () => any, write: (value: any) => void}} state the table's own stored state
 *   (`{guide}`: "done" or "skipped" once the first-visit guide was)
 */

export class PaoDeKuaiTable {
  /** @param {Host} host */
  constructor(host) {
    this.host = host;
    this.view = null;
    this.now = ""; // what comes next, as the status line says it (render(), showNow())
    this.verdict = { key: "", code: undefined, kind: null }; // the engine's judgement of the selection
    this.hints = null; // {pos, plays, index}
    this.keyNav = false; // the focus was last moved with the keyboard (Tab, arrows)
    this.roundTimer = null; // clears the table a pace after a round-ending pass (render())
  }

  /**
   * Build the table into `app` (the page's #app, after its top bar).
   * @param {HTMLElement} app
   * @param {{loading: HTMLElement, flow: HTMLElement[], caption: HTMLElement}} frame the house's
   *   parts: the loading indicator, "Show result" and "Next deal", the deal caption of the top bar
   */
  mount(app, frame) {
    this.board = buildBoard(frame);
    const $ = (id) => this.board.querySelector(`#${id}`);
    this.el = {
      app, statusLast: $("status-last"), statusNow: $("status-now"), message: $("message"), felt: $("felt"),
      caption: frame.caption,
      play: $("btn-play"), pass: $("btn-pass"), hint: $("btn-hint"),
      passNote: $("pass-note"), playNote: $("play-note"), playWhy: $("play-why"), turnWhy: $("turn-why"),
    };
    this.bombNote = new BombNote(this.el.felt); // a bomb's points as they are earned
    this.tableView = new TableView(this.board, () => this.onSelectionChange());
    this.el.ruleNote = this.tableView.seats[0].rule;
    this.el.passNote.before(this.el.ruleNote); // a note like the others, so the hand never moves for it
    this.coach = attachCoach(this);
    this.counter = new CardCounter($("counter"), (shown) => this.host.changeSetting("counter", shown));
    this.counter.setShown(this.host.setting("counter"));
    this.roundLog = new RoundLog($("round-log"));
    this.dealLog = new DealLogPanel();
    $("round").append(toolButton("log", t("log.open"), () => this.dealLog.open(), "L"));
    // the sounds' mute control (a toggle: pressed = sounds on), the same as the setting
    this.el.sound = el("button", "btn btn-icon tool tool-sound");
    this.el.sound.type = "button";
    this.el.sound.id = "btn-sound";
    this.el.sound.setAttribute("aria-label", t("table.sound"));
    this.el.sound.title = t("table.sound");
    this.el.sound.addEventListener("click", () => this.host.changeSetting("sound", !this.host.setting("sound")));
    $("round").append(this.el.sound);
    this.showSound(this.host.setting("sound"));
    // the hand's sort: by rank (the engine's order) or by combination (the bridge's groups)
    this.el.group = el("button", "btn btn-icon tool tool-group");
    this.el.group.type = "button";
    this.el.group.id = "btn-group";
    this.el.group.setAttribute("aria-label", t("hand.group"));
    this.el.group.title = t("hand.group");
    this.el.group.append(icon("group"));
    this.el.group.addEventListener("click", () => this.host.changeSetting("group", !this.host.setting("group")));
    this.tableView.seats[0].node.querySelector(".seat-head").append(this.el.group);
    this.showGroup(this.host.setting("group"));

    this.el.play.addEventListener("click", () => this.playSelection());
    this.el.pass.addEventListener("click", () => this.submit("pass"));
    this.el.hint.addEventListener("click", () => this.hint());
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
    this.onPointer = () => { this.keyNav = false; };
    document.addEventListener("pointerdown", this.onPointer, true);
    app.append(this.board);
    this.guide = new Guide({
      steps: GUIDE_STEPS, t, board: this.board, host: this.host,
      onClosed: (hadFocus) => { if (hadFocus && !this.tableView.hand.focusCurrent()) this.el.play.focus(); },
      onChange: () => this.showNow(),
    });
    this.update();
  }

  /** Take the table down (the person switches games). */
  unmount() {
    clearTimeout(this.roundTimer);
    this.bombNote.hide();
    this.guide.end(null);
    document.removeEventListener("pointerdown", this.onPointer, true);
    this.dealLog.close();
    this.dealLog.dialog.remove();
    this.board.remove();
  }

  // ---------------------------------------------------------------- what the house asks

  /** Whose move it is in `view`: "you", "bot" (a computer player) or null (the deal is over). */
  turn(view) {
    if (view.is_over) return null;
    return view.turn === 0 ? "you" : "bot";
  }

  /** What the person would lose by starting another match: `{number, deals}` of the match
   * in progress once a move was made in it (or a deal of it finished), else null. */
  progress(view) {
    if (!view || view.match.over || !(view.history.length > 0 || view.match.number > 1)) return null;
    return { number: view.match.number, deals: view.match.deals };
  }

  /** The result panel's contents once the deal is over, else null. */
  result(view) {
    if (!view.is_over) return null;
    return resultParts(view);
  }

  /** What a response ended, for the statistics (Stats.count): grouped by preset and level. */
  tally(view, events) {
    const group = `${view.preset}/${view.settings.level}`;
    const out = [];
    for (const e of events) {
      if (e.type === "deal_over") out.push({ group, deal: { points: e.points[0], won: e.winner === 0 } });
      else if (e.type === "match_over") out.push({ group, match: { won: e.winners.includes(0) } });
    }
    return out;
  }

  /** A setting changed; returns whether the computer players' loop should look again. */
  onSetting(name, value) {
    if (name === "counter") this.counter.setShown(value);
    if (name === "sound") this.showSound(value);
    if (name === "group") this.showGroup(value);
    return name === "autopass" && Boolean(value); // it may be your turn to pass right now
  }

  /** With the automatic pass on, the person's turn passes by itself when nothing they hold
   * beats the table (the engine allows the pass: no pass_reason while following). Returns
   * the move to make (a function), or null. */
  autoMove(view) {
    if (!(this.host.setting("autopass") && this.myTurn() && view.table && !view.pass_reason)) return null;
    return async () => {
      const cards = playShort(this.view.table.shown);
      await this.submit("pass");
      if (this.view.turn !== 0 || this.view.is_over) this.notice(t("autopass.done", { cards }));
    };
  }

  /** The sort control's state (`on`: the hand grouped by combination), and the hand so. */
  showGroup(on) {
    this.el.group.setAttribute("aria-pressed", on ? "true" : "false");
    if (this.view) this.tableView.showHand(this.view, Boolean(on));
  }

  /** The mute control's state: `on`, sounds are played. */
  showSound(on) {
    this.el.sound.setAttribute("aria-pressed", on ? "true" : "false");
    this.el.sound.replaceChildren(icon(on ? "sound" : "muted"));
  }

  /** What a re-mount of the table keeps (the house re-mounts it in a new language): the
   * selected cards. */
  keep() {
    return { selected: this.tableView.hand.selected() };
  }

  /** Put back what keep() returned, once the same position is shown again. */
  restore(kept) {
    if (kept && kept.selected && kept.selected.length) this.tableView.hand.select(kept.selected);
  }

  /** A new deal or match is coming: nothing stays selected. */
  reset() {
    this.tableView.hand.clear();
  }

  /** What the computer players wait for before their next move: the first-visit guide
   * closed (a promise; resolved at once when it is not open). */
  hold() {
    return this.guide.hold();
  }

  /** The way into the first-visit guide that Rules and tips offers. */
  helpAction() {
    return this.guide.helpAction();
  }

  /** The deal's plays (the result's "Plays of this deal"). */
  openLog() {
    this.dealLog.open();
  }

  // ---------------------------------------------------------------- rendering

  /**
   * Show `view` and what `events` say happened since `before` (the previous view, or null);
   * `from`: where the person's played cards came from (for the animation).
   */
  render(view, events, before, from = []) {
    this.view = view;
    // a notice, a hint or a refusal holds for the position it was given in: once the table
    // changed or the turn passed it goes, so what to do now is never hidden by it
    if (this.el.message.textContent && !this.messageSticky && this.messagePos !== this.posKey()) this.notice("");
    const grouped = Boolean(this.host.setting("group"));
    // a round-ending pass: the round's last play stays in the middle, beside the passes, a
    // pace more before the table clears (at Fast the last play had been seen for too short
    // a time); dwell() gives the clear table its own pace before a computer player leads
    clearTimeout(this.roundTimer);
    const held = this.roundHeld(before, view, events);
    const faces = this.tableView.render(view, grouped, held);
    if (held) {
      this.roundTimer = setTimeout(() => {
        if (this.view === view) this.tableView.render(view, Boolean(this.host.setting("group")));
      }, this.paceMs());
    }
    const play = events.find((e) => e.type === "play");
    if (faces.length && play) {
      if (play.seat !== 0) from = this.host.setting("speed") === "instant" ? [] : [this.tableView.seats[play.seat].origin()];
      flyIn(faces, from);
    }
    this.counter.render(view.unseen);
    this.roundLog.render(view);
    this.dealLog.update(view);
    this.el.caption.textContent = t("status.deal", { number: view.match.number, deals: view.match.deals });
    const [last, now] = statusParts(view, events);
    this.el.statusLast.textContent = last ? `${last} ` : "";
    this.now = now;
    this.showNow();
    for (const text of spoken(before, view, events)) this.host.announce(text);
    const bomb = this.bombNote.show(events);
    if (bomb) this.host.announce(bomb);
    cue(before, view, events, Boolean(this.host.setting("sound")));
    this.guide.askOnce(view);
  }

  /** What comes next, on the status line (this.now), or, while the first-visit guide holds
   * the computer players and the turn is one of theirs, that they wait for it (their turn
   * marks too). */
  showNow() {
    const view = this.view;
    if (!view) return;
    const botsWait = !view.is_over && view.turn !== 0;
    this.el.statusNow.textContent = (botsWait && this.guide.waitText()) || this.now;
    const mark = this.guide.waitMark() || t("seat.turn_bot");
    for (const panel of this.tableView.seats) if (panel.seat !== 0) panel.turnMark.textContent = mark;
  }

  /** The view `before` when `events` end its round by a pass (and the pace is not instant):
   * its last play stays on screen a pace (render()); else null. */
  roundHeld(before, view, events) {
    const over = events.some((e) => e.type === "round_over");
    if (!over || !before || !before.table || this.paceMs() <= 0) return null;
    if (before.settings.seed !== view.settings.seed || before.match.number !== view.match.number) return null;
    return before;
  }

  /** One pace of the bot speed setting, in milliseconds. */
  paceMs() {
    return SPEEDS[this.host.setting("speed")] ?? SPEEDS.normal;
  }

  /** How many paces the step just shown stays before the next computer move (the
   * controller's dwell): two after a round-ending pass (the last play held, then the clear
   * table), else one. */
  dwell(view, events) {
    return events.some((e) => e.type === "round_over") && this.paceMs() > 0 ? 2 : 1;
  }

  /** The words of a §12 reason code in the message line. */
  showReason(code) {
    const key = `reason.${code}`;
    this.el.message.textContent = t(key) === key ? t("reason.unknown") : t(key);
    this.el.message.dataset.reason = code;
    this.messagePos = this.posKey();
    this.messageSticky = false;
  }

  /** `text` in the message line (a notice, a hint, an error), or nothing; it stays until
   * the position changes (see render) or another takes its place. A `sticky` notice (what
   * happened at start-up: a save that could not be restored, storage that is not kept) is
   * about no position: it stays until the person's own move or another notice. */
  notice(text, { sticky = false } = {}) {
    this.el.message.textContent = text;
    this.el.message.dataset.reason = "";
    this.messagePos = this.posKey();
    this.messageSticky = Boolean(text) && sticky;
  }

  // ---------------------------------------------------------------- the person's controls

  myTurn() {
    const v = this.view;
    return Boolean(v && !v.is_over && v.turn === 0 && !this.host.busy());
  }

  /** Identifies the deal of `view` (the one shown when none is given). */
  dealKey(view = this.view) {
    return view ? `${view.settings.seed}/${view.match.number}` : "";
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

  /** Bring the controls up to date (the house calls it after every change), and ask the
   * engine about the selection if it has not judged it yet. */
  update() {
    this.updateControls();
    this.checkSelection();
  }

  updateControls() {
    const mine = this.myTurn();
    const sel = this.selection();
    const v = this.view;
    const verdict = this.currentVerdict();
    // Hint, Pass and Play keep their tab stops for the whole deal: when one cannot be used
    // it is only aria-disabled, and its description says why (whose turn it is, or that
    // nothing is selected), so the focus never falls out of the controls
    const live = Boolean(this.host.ready() && v && !v.is_over);
    document.documentElement.dataset.myTurn = mine ? "true" : "false"; // (a test hook: the person may move now)
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
    // a result the person closed: the house offers it again, and the way on, in their place
    const closed = Boolean(v && v.is_over && this.host.resultClosed());
    for (const b of [this.el.hint, this.el.pass, this.el.play]) b.hidden = closed;
    for (const b of this.tableView.hand.buttons()) b.setAttribute("aria-disabled", mine ? "false" : "true");
    // a button disabled under the focus (the deal ended): the focus goes back to the hand
    // rather than being lost to the page
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && active.disabled && this.el.app.contains(active)) {
      this.tableView.hand.focusCurrent();
    }
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
    const res = await this.host.engine.request("check", { cards });
    if (this.verdict.key !== key) return;
    // if the engine cannot judge (an error), leave Play to the engine's own refusal
    this.verdict = res.ok ? { key, ...res.result } : { key, code: null, kind: null };
    if (this.verdict.code) this.showReason(this.verdict.code); // visible before Play is pressed
    else if (this.el.message.dataset.reason) this.notice(""); // an older refusal no longer holds
    this.updateControls();
  }

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
    await this.host.send("play", this.playArgs(cards), {
      from, onAccepted: () => { if (cards === "pass") this.tableView.hand.clear(); },
    });
  }

  /** The arguments of the person's move `cards` ("5S 5H" or "pass"); the coach adds its flag. */
  playArgs(cards) {
    return { cards };
  }

  /** Select the Normal policy's best play; each further press selects the next good one. */
  async hint() {
    if (!this.myTurn()) return;
    const pos = this.posKey();
    if (!this.hints || this.hints.pos !== pos) {
      const res = await this.host.engine.request("hint");
      if (!res.ok) {
        this.host.showError(res.error);
        return;
      }
      if (this.posKey() !== pos || !this.myTurn()) return;
      this.hints = { pos, plays: res.result.hint.plays, shown: res.result.hint.shown, index: -1 };
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
    this.notice(t("hint.play", { number: h.index + 1, count: h.plays.length, cards: playShort(h.shown[h.index]) }));
  }

  /** A tap on the table plays the selection when the rules allow it (touch screens). */
  onFeltTap(e) {
    if (e.target.closest("button") || !this.selection() || !this.myTurn()) return;
    this.playSelection();
  }

  /** The keys of keys.js: ranks pick cards, Enter plays, P passes, H hints, Esc clears, C
   * shows or hides the counter, L opens the deal log. Off while a panel is open. Returns
   * whether the key was this table's. */
  onKey(e) {
    if (NAV_KEYS.has(e.key)) {
      this.keyNav = true; // (the hand handles its arrows itself, so look before defaultPrevented)
      return false;
    }
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
    if (anyPanelOpen()) return false;
    const target = e.target;
    if (this.guide.contains(target)) return false; // the guide's buttons keep their keys
    if (target instanceof Element && target.closest("input, select, textarea, dialog")) return false;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    const action = key in RANK_KEYS ? "rank" : KEYS[key];
    if (action === "play") {
      // a control reached with Tab or the arrows keeps its own Enter (e.g. a card toggles)
      if (this.keyNav && target instanceof HTMLButtonElement) return false;
      this.playSelection();
    } else if (action === "clear") {
      this.tableView.hand.clear();
    } else if (action === "rank") {
      if (!this.tableView.hand.pickRank(RANK_KEYS[key])) return false;
    } else if (action === "pass") {
      this.submit("pass");
    } else if (action === "hint") {
      this.hint();
    } else if (action === "counter") {
      this.host.changeSetting("counter", !this.counter.shown);
    } else if (action === "log") {
      this.dealLog.open();
    } else {
      return false;
    }
    e.preventDefault();
    this.keyNav = false;
    return true;
  }
}
