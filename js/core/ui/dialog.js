// Modal panels (<dialog> opened with showModal): one place that hides the rest of the page
// from assistive technology while any panel is open, and the common frame of the table's
// panels (a titled header with a Close button, Esc closes, focus returns to the opener).
import { t } from "../i18n/index.js";
import { el } from "./dom.js";
import { icon } from "./icons.js";

const openPanels = new Set();
const watchers = new Set();
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

/** The open panel on top (the one opened last), or null. */
export function topPanel() {
  return [...openPanels].filter((d) => d.open).at(-1) || null;
}

/** Call `fn()` after any panel opens or closes. Returns a function that stops. */
export function onPanelsChange(fn) {
  watchers.add(fn);
  return () => watchers.delete(fn);
}

/** A promise that resolves once no panel is open (at once when none is): the computer
 * players wait on it, so a deal does not play on unseen behind the settings, the rules, the
 * statistics, the deal log or a question. */
export function panelsClosed() {
  if (!anyPanelOpen()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onPanelsChange(() => {
      if (anyPanelOpen()) return;
      stop();
      resolve();
    });
  });
}

/** Call when `dialog` opens / closes. */
export function panelOpened(dialog) {
  openPanels.add(dialog);
  if (appNode) appNode.setAttribute("aria-hidden", "true");
  for (const fn of watchers) fn();
}

export function panelClosed(dialog) {
  openPanels.delete(dialog);
  if (appNode && openPanels.size === 0) appNode.removeAttribute("aria-hidden");
  for (const fn of watchers) fn();
}

/** Whether click `e` on modal `dialog` fell on its backdrop (outside the dialog's box). */
export function onBackdrop(dialog, e) {
  if (e.target !== dialog) return false;
  const r = dialog.getBoundingClientRect();
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
}

/**
 * A titled panel with a Close button. Subclasses (or callers) fill `this.body` and call
 * `open()`; `onOpen` runs just before it shows (to refresh its contents).
 */
export class Panel {
  /**
   * @param {object} opts
   * @param {string} opts.id element id of the dialog
   * @param {string} opts.title the title, in words (the dialog's accessible name)
   * @param {string} [opts.className] extra class of the dialog
   */
  constructor({ id, title, className = "" }) {
    this.dialog = el("dialog", `panel ${className}`.trim());
    this.dialog.id = id;
    const heading = el("h2", "panel-title", title);
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
    this.dialog.addEventListener("click", (e) => { if (onBackdrop(this.dialog, e)) this.close(); });
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

/** A panel showing the latest view of a table (a deal log): `update(view)` keeps it and,
 * while the panel is open, renders it again through `onOpen`; its content box is
 * `this.content` (class `contentClass`, test hook `data-testid=testid`). */
export class ViewPanel extends Panel {
  constructor({ id, title, className = "", contentClass = "", testid = "" }) {
    super({ id, title, className });
    this.content = el("div", contentClass);
    if (testid) this.content.dataset.testid = testid;
    this.body.append(this.content);
    this.view = null;
  }

  /** Remember the latest view (re-rendered when open). */
  update(view) {
    this.view = view;
    if (this.isOpen()) this.onOpen();
  }
}

/**
 * Ask a yes-or-no question in a modal alert dialog (never window.confirm). Esc, the
 * backdrop or the "no" button answer false; the "no" button has the focus first, so a
 * hurried Enter keeps what is there.
 *
 * @param {object} opts
 * @param {string} opts.question the question's text (the dialog's accessible name)
 * @param {string} opts.yes label of the button that goes ahead
 * @param {string} opts.no label of the button that keeps things as they are
 * @param {string} [opts.id] element id of the dialog
 * @returns {Promise<boolean>} true when the person chose `yes`
 */
export function askConfirm({ question, yes, no, id = "confirm" }) {
  const dialog = el("dialog", "panel panel-confirm");
  dialog.id = id;
  dialog.setAttribute("role", "alertdialog");
  const text = el("p", "confirm-question", question);
  text.id = `${id}-question`;
  dialog.setAttribute("aria-labelledby", text.id);
  const yesButton = el("button", "btn btn-primary", yes);
  const noButton = el("button", "btn", no);
  yesButton.type = "button";
  noButton.type = "button";
  yesButton.dataset.answer = "yes";
  noButton.dataset.answer = "no";
  const actions = el("div", "confirm-actions");
  actions.append(noButton, yesButton);
  dialog.append(text, actions);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(dialog);
  return new Promise((resolve) => {
    let answer = false;
    const finish = (value) => {
      answer = value;
      dialog.close();
    };
    yesButton.addEventListener("click", () => finish(true));
    noButton.addEventListener("click", () => finish(false));
    dialog.addEventListener("click", (e) => { if (onBackdrop(dialog, e)) finish(false); });
    dialog.addEventListener("close", () => {
      panelClosed(dialog);
      dialog.remove();
      if (opener && opener.isConnected && !answer) opener.focus();
      resolve(answer);
    });
    dialog.showModal();
    panelOpened(dialog);
    noButton.focus();
  });
}
