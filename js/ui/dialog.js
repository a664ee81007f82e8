// Modal panels (<dialog> opened with showModal): one place that hides the rest of the page
// from assistive technology while any panel is open, and the common frame of the table's
// panels (a titled header with a Close button, Esc closes, focus returns to the opener).
import { t } from "../i18n/index.js";
import { el } from "./cards.js";
import { icon } from "./icons.js";

const openPanels = new Set();
let appNode = null;

/** Register the page's main element (hidden from assistive tech while a panel is open). */
export function setAppNode(node) {
  appNode = node;
}

/** Whether any panel is open (keyboard shortcuts of the table stay off meanwhile). Asked of
 * the dialogs themselves: their "close" event, which updates the set, comes a moment later. */
export function anyPanelOpen() {
  return [...openPanels].some((d) => d.open);
}

/** Call when `dialog` opens / closes. */
export function panelOpened(dialog) {
  openPanels.add(dialog);
  if (appNode) appNode.setAttribute("aria-hidden", "true");
}

export function panelClosed(dialog) {
  openPanels.delete(dialog);
  if (appNode && openPanels.size === 0) appNode.removeAttribute("aria-hidden");
}

/**
 * A titled panel with a Close button. Subclasses (or callers) fill `this.body` and call
 * `open()`; `onOpen` runs just before it shows (to refresh its contents).
 */
export class Panel {
  /**
   * @param {object} opts
   * @param {string} opts.id element id of the dialog
   * @param {string} opts.title catalogue key of the title (the dialog's accessible name)
   * @param {string} [opts.className] extra class of the dialog
   */
  constructor({ id, title, className = "" }) {
    this.dialog = el("dialog", `panel ${className}`.trim());
    this.dialog.id = id;
    const heading = el("h2", "panel-title", t(title));
    heading.id = `${id}-title`;
    this.dialog.setAttribute("aria-labelledby", heading.id);
    const close = el("button", "btn btn-icon panel-close");
    close.type = "button";
    close.setAttribute("aria-label", t("button.close"));
    close.append(icon("close"));
    close.addEventListener("click", () => this.close());
    const head = el("div", "panel-head");
    head.append(heading, close);
    this.body = el("div", "panel-body");
    this.dialog.append(head, this.body);
    this.dialog.addEventListener("close", () => {
      panelClosed(this.dialog);
      if (this.opener && this.opener.isConnected) this.opener.focus();
      this.opener = null;
    });
    // a click on the backdrop (outside the panel's box) closes it
    this.dialog.addEventListener("click", (e) => {
      if (e.target !== this.dialog) return;
      const r = this.dialog.getBoundingClientRect();
      if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) this.close();
    });
    document.body.append(this.dialog);
  }

  isOpen() {
    return this.dialog.open;
  }

  /** Refresh the contents (override), then show the panel modally. */
  open() {
    this.onOpen();
    if (this.dialog.open) return;
    this.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.dialog.showModal();
    panelOpened(this.dialog);
    this.body.scrollTop = 0;
  }

  onOpen() {}

  close() {
    if (this.dialog.open) this.dialog.close();
  }
}
