// The result panel: a modal <dialog> (index.html #result) named by its title, shown when a
// deal ends. The game says what it shows (its `result(view)`: a title, one line read out
// as the panel opens, and the body: standings, points, the cards left...); the panel adds a
// Close button, a way to the deal's plays and its main button: "Next deal", or "New game"
// once the match is over.
//
// The person may close it (Close, Esc, the backdrop) to look at the table, the log or the
// settings; the table then offers "Show result" (the controller), and the panel stays
// closed until asked for or until the next deal ends.
import { t } from "../i18n/index.js";
import { onBackdrop, panelClosed, panelOpened } from "./dialog.js";
import { el } from "./dom.js";
import { icon } from "./icons.js";

/**
 * What a game's result shows:
 * @typedef {object} ResultParts
 * @property {string} key identifies the finished deal (the panel shows a deal once)
 * @property {string} title the panel's title (its accessible name)
 * @property {string} line one line under the title (the panel's description, read out)
 * @property {Node[]} body what follows
 * @property {boolean} over the match is over (the main button starts a new one)
 */

export class ResultPanel {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {object} opts
   * @param {(over: boolean) => void} opts.onContinue the main button: next deal, or new game
   * @param {() => void} opts.onLog show the deal's plays
   * @param {() => void} opts.onDismiss the person closed the panel (Close, Esc, the backdrop)
   */
  constructor(dialog, { onContinue, onLog, onDismiss }) {
    this.dialog = dialog;
    this.onContinue = onContinue;
    this.onLog = onLog;
    this.onDismiss = onDismiss;
    this.shownFor = null;
    this.dismissedFor = null; // the deal whose result the person closed
    this.parts = null;
    this.closing = false; // a close asked for by the controller (not the person)
    this.listeners = [
      ["close", () => {
        panelClosed(dialog);
        if (this.closing) { // (the event comes a moment after close())
          this.closing = false;
          return;
        }
        this.dismissedFor = this.shownFor;
        this.shownFor = null;
        this.onDismiss();
      }],
      ["click", (e) => { if (onBackdrop(dialog, e)) dialog.close(); }],
    ];
    for (const [type, fn] of this.listeners) dialog.addEventListener(type, fn);
  }

  /** Stop listening (the game's table is taken down). */
  destroy() {
    this.close();
    this.dialog.replaceChildren();
    for (const [type, fn] of this.listeners) this.dialog.removeEventListener(type, fn);
  }

  /** Whether the person closed the result of the deal that is over now. */
  isDismissed() {
    return this.dismissedFor !== null;
  }

  /** Whether the match of the last result shown is over. */
  matchOver() {
    return Boolean(this.parts && this.parts.over);
  }

  /** Open the last result again (the "Show result" button). */
  reopen() {
    if (!this.parts) return;
    this.dismissedFor = null;
    this.show(this.parts);
  }

  isOpen() {
    return this.dialog.open;
  }

  /** Show a finished deal's result (once per deal: `parts.key`). @param {ResultParts} parts */
  show(parts) {
    this.parts = parts;
    if (this.dismissedFor === parts.key) return; // closed by the person: "Show result" reopens it
    this.dismissedFor = null;
    if (this.dialog.open && this.shownFor === parts.key) return;
    this.shownFor = parts.key;
    const title = el("h2", "result-title", parts.title);
    title.id = "result-title";
    const line = el("p", "result-winner", parts.line);
    line.id = "result-winner"; // the dialog's description: read out as it opens
    const button = el("button", "btn btn-primary", parts.over ? t("button.new_game") : t("button.next_deal"));
    button.type = "button";
    button.addEventListener("click", () => {
      if (button.disabled) return;
      button.disabled = true; // one request per panel, however often it is pressed
      this.onContinue(parts.over);
    });
    const log = el("button", "btn", t("result.show_log"));
    log.type = "button";
    log.addEventListener("click", () => this.onLog());
    const actions = el("div", "result-actions");
    actions.append(log, button);
    const close = el("button", "btn btn-icon panel-close result-close");
    close.type = "button";
    close.setAttribute("aria-label", t("result.close"));
    close.title = t("result.close");
    close.append(icon("close"));
    close.addEventListener("click", () => this.dialog.close());
    this.dialog.replaceChildren(close, title, line, ...parts.body, actions);
    if (!this.dialog.open) this.dialog.showModal();
    panelOpened(this.dialog);
    button.focus({ preventScroll: true }); // the title and standings stay in sight
    this.dialog.scrollTop = 0;
  }

  /** Close the panel for the controller (a new deal or match): not a dismissal. */
  close() {
    this.shownFor = null;
    this.dismissedFor = null;
    if (this.dialog.open) {
      this.closing = true;
      this.dialog.close();
    }
    panelClosed(this.dialog);
  }
}
