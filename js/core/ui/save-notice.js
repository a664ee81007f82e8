// The saving notice: one non-blocking banner at the top of the page saying what happened to
// the autosave (another tab went on with the match, a newer build saved it, the browser
// stopped storing it) with the one thing to do about it, and a Close button. It never changes
// the table's layout (css/update.css). While a modal panel is open (the result, a
// confirmation) the notice moves into it, so that it stays on top and its buttons work.
//
// Test hook: [data-testid=save-notice] with data-state "stale", "newer" or "failed"; its
// action button is [data-action] ("continue", "reload").
import { t } from "../i18n/index.js";
import { onPanelsChange, topPanel } from "./dialog.js";
import { el } from "./dom.js";
import { icon } from "./icons.js";

export class SaveNotice {
  constructor() {
    this.box = null;
    this.unwatch = onPanelsChange(() => this.place());
  }

  /** Put the notice on top: in the open modal panel, else in the page's body. */
  place() {
    if (!this.box) return;
    const host = topPanel() || document.body;
    if (this.box.parentNode !== host) host.append(this.box);
  }

  /** The state shown ("stale", "newer", "failed"), or null when hidden. */
  get state() {
    return this.box ? this.box.dataset.state : null;
  }

  /**
   * Show `text` for `state`, replacing what is shown. `action` ({name, label, run}) is its
   * button; `urgent` makes it an alert (else a polite status); `focus` moves the focus to the
   * action (the person just tried to do what the state forbids).
   */
  show(state, text, { action = null, urgent = false, focus = false } = {}) {
    if (this.state !== state) {
      this.remove();
      const box = el("div", "save-notice");
      box.dataset.testid = "save-notice";
      box.dataset.state = state;
      box.setAttribute("role", urgent ? "alert" : "status");
      box.append(el("p", "save-notice-text", text));
      if (action) {
        const go = el("button", "btn btn-primary", action.label);
        go.type = "button";
        go.dataset.action = action.name;
        go.addEventListener("click", () => action.run());
        box.append(go);
      }
      const close = el("button", "btn btn-icon save-notice-close");
      close.type = "button";
      close.setAttribute("aria-label", t("button.close"));
      close.append(icon("close"));
      close.addEventListener("click", () => this.remove());
      box.append(close);
      this.box = box;
      this.place();
    }
    if (focus) (this.box.querySelector("[data-action]") || this.box.querySelector("button")).focus();
  }

  /** Hide the notice if it shows `state` (any state when omitted). */
  hide(state) {
    if (!state || this.state === state) this.remove();
  }

  remove() {
    if (this.box) this.box.remove();
    this.box = null;
  }

  /** The notice is done with (its table is taken down). */
  destroy() {
    this.remove();
    this.unwatch();
  }
}
