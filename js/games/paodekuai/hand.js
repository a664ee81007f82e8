// The player's hand: a group of toggle buttons, one per card, sorted as the engine sends
// them. A press (tap, click) or Space/Enter toggles a card, a swipe across cards gives them
// the first one's new state; Left/Right/Home/End move the focus
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
    this.drag = null; // {id, on, seen}: a press or a swipe across cards in progress
    // a press toggles its card; sliding on (touch or mouse) gives every card crossed the
    // same state, as card apps do; Space/Enter on a card in focus comes as a click
    this.node.addEventListener("pointerdown", (e) => this.onPointerDown(e));
    this.node.addEventListener("pointermove", (e) => this.onPointerMove(e));
    for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
      this.node.addEventListener(type, (e) => { if (this.drag && this.drag.id === e.pointerId) this.drag = null; });
    }
    this.node.addEventListener("click", (e) => {
      if (e.detail > 0) return; // a pointer's click: its press has toggled the card already
      const card = e.target.closest("button.card-slot");
      if (!card || card.disabled) return;
      this.toggle(card);
      this.setFocusIndex(card);
    });
    this.node.addEventListener("keydown", (e) => this.onKey(e));
  }

  /** The card button under the point (x, y) of the screen, if it is one of this hand's. */
  cardAt(x, y) {
    const hit = document.elementFromPoint(x, y);
    const card = hit && hit.closest("button.card-slot");
    return card && this.node.contains(card) && !card.disabled ? card : null;
  }

  onPointerDown(e) {
    if (e.button !== 0) return;
    const card = this.cardAt(e.clientX, e.clientY);
    if (!card) return;
    const on = card.getAttribute("aria-pressed") !== "true";
    this.drag = { id: e.pointerId, on, seen: new Set([card]) };
    if (this.node.setPointerCapture) this.node.setPointerCapture(e.pointerId);
    this.press(card, on);
    this.setFocusIndex(card);
    this.onChange();
  }

  onPointerMove(e) {
    const drag = this.drag;
    if (!drag || drag.id !== e.pointerId) return;
    const card = this.cardAt(e.clientX, e.clientY);
    if (!card || drag.seen.has(card)) return;
    drag.seen.add(card);
    if ((card.getAttribute("aria-pressed") === "true") === drag.on) return;
    this.press(card, drag.on);
    this.onChange();
  }

  setFocusIndex(card) {
    this.focusIndex = this.codes.indexOf(card.dataset.card);
    this.updateTabStops();
  }

  buttons() {
    return Array.from(this.node.querySelectorAll("button.card-slot"));
  }

  /** Show `codes` (card codes, in order); keeps the selection of cards still held.
   * `groups` (the bridge's hand_groups, whose cards are `codes` in order), if given, are
   * told apart: a gold edge where one starts, every other one tinted. */
  setCards(codes, groups = null) {
    const key = groups ? groups.map((g) => g.join(" ")).join("|") : "";
    const same = key === this.groupKey && codes.length === this.codes.length && codes.every((c, i) => c === this.codes[i]);
    if (same) return;
    this.groupKey = key;
    const group = new Map();
    (groups || []).forEach((g, i) => g.forEach((code, k) => group.set(code, [i, k])));
    const keep = new Set(this.selected());
    const hadFocus = this.node.contains(document.activeElement);
    this.codes = codes.slice();
    // rows of at most 8 on narrow portrait screens (the CSS decides when to use them)
    const half = codes.length <= 8 ? codes.length : Math.ceil(codes.length / 2);
    this.node.replaceChildren(...codes.map((code, i) => {
      const b = cardButton(code);
      b.classList.toggle("row-2", i >= half); // (the bottom row, when there are two)
      const [g, k] = group.get(code) || [0, 1];
      b.classList.toggle("group-alt", g % 2 === 1);
      b.classList.toggle("group-start", g > 0 && k === 0);
      if (keep.has(code)) this.press(b, true);
      return b;
    }));
    this.node.style.setProperty("--n", String(Math.max(codes.length, 1)));
    this.node.style.setProperty("--half", String(Math.max(half, 1)));
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
