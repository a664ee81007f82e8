// Announcements for screen readers: a visually hidden live region (role="log",
// aria-live="polite", index.html #announcer) to which each announcement is appended as a
// paragraph of its own, so that each is read once and in order, even when several come in
// a row (the computer players at the instant pace). Only the latest few are kept; their
// removal is not read out (aria-relevant="additions").
import { el } from "./dom.js";

export class Announcer {
  /**
   * @param {HTMLElement} node the live region
   * @param {number} [keep] how many announcements stay in it
   */
  constructor(node, keep = 8) {
    this.node = node;
    this.keep = keep;
  }

  /** Read `text` out (once). */
  say(text) {
    if (!text) return;
    this.node.append(el("p", "", text));
    while (this.node.childElementCount > this.keep) this.node.firstElementChild.remove();
  }

  /** Forget what was said (a table left: its words must not stay in the next one's region). */
  clear() {
    this.node.replaceChildren();
  }
}
