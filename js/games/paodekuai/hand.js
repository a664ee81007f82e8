// The player's hand: a group of toggle buttons, one per card, sorted as the engine sends
// them. Click/tap or Space/Enter toggles a card; Left/Right/Home/End move the focus
// (one tab stop for the whole hand). The hand knows no rules: it only reports which
// cards are selected.
import { el } from "../../core/ui/dom.js";
import { cardButton } from "./cards.js";
import { t } from "./strings.js";

export class Hand {
  /**
   * @param {HTMLElement} parent where the group is appended
   * @param {() => void} onChange called after the selection changes
   */
  constructor(parent, onChange) {
    this.onChange = onChange;
    this.codes = [];
    this.focusIndex = 0;
    this.node = el("div", "hand");
    this.node.setAttribute("role", "group");
    this.node.setAttribute("aria-label", t("hand.label"));
    parent.append(this.node);
    this.node.addEventListener("click", (e) => {
      const card = e.target.closest("button.card-slot");
      if (!card || card.disabled) return;
      this.toggle(card);
      this.focusIndex = this.codes.indexOf(card.dataset.card);
      this.updateTabStops();
    });
    this.node.addEventListener("keydown", (e) => this.onKey(e));
  }

  buttons() {
    return Array.from(this.node.querySelectorAll("button.card-slot"));
  }

  /** Show `codes` (card codes, in order); keeps the selection of cards still held. */
  setCards(codes) {
    const same = codes.length === this.codes.length && codes.every((c, i) => c === this.codes[i]);
    if (same) return;
    const keep = new Set(this.selected());
    const hadFocus = this.node.contains(document.activeElement);
    this.codes = codes.slice();
    this.node.replaceChildren(...codes.map((code) => {
      const b = cardButton(code);
      if (keep.has(code)) this.press(b, true);
      return b;
    }));
    this.node.style.setProperty("--n", String(Math.max(codes.length, 1)));
    // rows of at most 8 on narrow portrait screens (the CSS decides when to use it)
    this.node.style.setProperty("--half", String(Math.max(codes.length <= 8 ? codes.length : Math.ceil(codes.length / 2), 1)));
    this.focusIndex = Math.min(this.focusIndex, Math.max(codes.length - 1, 0));
    this.updateTabStops();
    if (hadFocus && codes.length) this.buttons()[this.focusIndex].focus();
  }

  press(button, on) {
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.classList.toggle("selected", on);
  }

  toggle(button) {
    this.press(button, button.getAttribute("aria-pressed") !== "true");
    this.onChange();
  }

  /** Codes of the selected cards, in hand order. */
  selected() {
    return this.buttons().filter((b) => b.getAttribute("aria-pressed") === "true").map((b) => b.dataset.card);
  }

  /** Select exactly `codes` (e.g. a hint). */
  select(codes) {
    const want = new Set(codes);
    for (const b of this.buttons()) this.press(b, want.has(b.dataset.card));
    this.onChange();
  }

  /**
   * Keyboard picking by rank ("5", "T", "A"…): select one more card of `rank`; once every
   * card of that rank is selected, clear them. Returns false when the hand has none.
   */
  pickRank(rank) {
    const same = this.buttons().filter((b) => b.dataset.card.slice(0, -1) === rank);
    if (!same.length) return false;
    const next = same.find((b) => b.getAttribute("aria-pressed") !== "true");
    if (next) this.press(next, true);
    else for (const b of same) this.press(b, false);
    this.onChange();
    return true;
  }

  /** Screen boxes of the faces of `codes` still in the hand (for animations). */
  boxes(codes) {
    const want = new Set(codes);
    return this.buttons().filter((b) => want.has(b.dataset.card))
      .map((b) => (b.querySelector(".card") || b).getBoundingClientRect());
  }

  clear() {
    for (const b of this.buttons()) this.press(b, false);
    this.onChange();
  }

  /** Move the focus to the hand's tab stop (the card last in focus). Returns false for an empty hand. */
  focusCurrent() {
    const b = this.buttons()[this.focusIndex];
    if (b) b.focus();
    return Boolean(b);
  }

  updateTabStops() {
    this.buttons().forEach((b, i) => { b.tabIndex = i === this.focusIndex ? 0 : -1; });
  }

  onKey(e) {
    const buttons = this.buttons();
    if (!buttons.length) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1 };
    let idx = this.focusIndex;
    if (e.key in moves) idx = Math.min(buttons.length - 1, Math.max(0, idx + moves[e.key]));
    else if (e.key === "Home") idx = 0;
    else if (e.key === "End") idx = buttons.length - 1;
    else return;
    e.preventDefault();
    this.focusIndex = idx;
    this.updateTabStops();
    buttons[idx].focus();
  }
}
