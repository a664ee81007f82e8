// Your hand in columns: one toggle button per card (data-card, aria-pressed), the cards of a
// column stacked so that each shows its top and the last one all of it, a 胡息 figure under
// each complete column. One card at a time is selected (to discard it). Cards move between
// columns by drag (mouse, pen or finger) or by keyboard; a drag that ends above the hand's
// top line discards the card when a discard is due. The hand knows no rule: the arrangement
// (./arrangement.js) says what may move where, from the view's facts.
//
// Keys (on a card): arrows move between cards (left / right: columns, up / down: within a
// column), Space / Enter select, Shift + left / right move the card to the next column (past
// the last one: a new column), N moves it to a new column at the end.
import { formatNumber } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { cardFace, cardName, glyph } from "./cards.js";
import { t } from "./strings.js";

/** Pointer travel (px) that turns a press into a drag. */
const DRAG_START = 8;

export class HandView {
  /**
   * @param {HTMLElement} parent where the hand goes
   * @param {object} opts
   * @param {import("./arrangement.js").Arrangement} opts.arrangement
   * @param {() => void} opts.onChange the selection changed
   * @param {(code: string) => boolean} opts.canDiscard a discard of `code` is offered now
   * @param {(code: string, column: number, index: number) => void} opts.onDiscard discard that card
   * @param {(text: string) => void} opts.say a note for the person (e.g. why a move is refused)
   */
  constructor(parent, { arrangement, onChange, canDiscard, onDiscard, say }) {
    this.arrangement = arrangement;
    this.onChange = onChange;
    this.canDiscard = canDiscard;
    this.onDiscard = onDiscard;
    this.say = say;
    this.sel = null; // {column, index} of the selected card
    this.focus = { column: 0, index: 0 };
    this.live = false;
    this.node = el("div", "hand");
    this.node.setAttribute("role", "group");
    this.node.setAttribute("aria-label", t("hand.label"));
    this.node.dataset.testid = "hand";
    this.cols = el("div", "hand-cols");
    this.newSlot = el("div", "hand-new");
    this.newSlot.setAttribute("aria-hidden", "true");
    this.dropNote = el("p", "drop-note", t("hand.drop_discard"));
    this.dropNote.setAttribute("aria-hidden", "true");
    this.node.append(this.dropNote, this.cols, this.newSlot);
    parent.append(this.node);
    this.drag = null;
    this.node.addEventListener("click", (e) => this.onClick(e));
    this.node.addEventListener("keydown", (e) => this.onKey(e));
    this.node.addEventListener("pointerdown", (e) => this.onPointerDown(e));
    this.node.addEventListener("pointermove", (e) => this.onPointerMove(e));
    this.node.addEventListener("pointerup", (e) => this.onPointerUp(e));
    this.node.addEventListener("pointercancel", () => this.endDrag(null));
  }

  /** Draw the arrangement's columns; `live` when the person may act on the hand now. */
  render(live) {
    this.live = live;
    const hadFocus = this.node.contains(document.activeElement);
    const columns = this.arrangement.columns;
    const keep = this.selectedCode();
    this.cols.replaceChildren(...columns.map((col, c) => this.column(col, c)));
    this.node.style.setProperty("--cols", String(Math.max(columns.length, 1)));
    document.documentElement.style.setProperty("--phz-cols", String(Math.max(columns.length, 1))); // (large cards' width)
    this.node.dataset.columns = String(columns.length);
    // the selection stays on a card still held (its place may have changed)
    this.sel = keep ? this.find(keep, this.sel) : null;
    this.paintSelection();
    this.clampFocus();
    this.updateTabStops();
    if (hadFocus) this.focusCurrent();
  }

  column(col, c) {
    const node = el("div", "hand-col");
    node.dataset.col = String(c);
    const huxi = this.arrangement.huxi(col);
    const locked = this.arrangement.isKanColumn(col);
    if (locked) node.classList.add("locked");
    node.setAttribute("role", "group");
    const names = col.map(glyph).join(" ");
    node.setAttribute("aria-label", huxi === null ? t("hand.column", { number: c + 1, cards: names })
      : t(locked ? "hand.column_kan" : "hand.column_set", { number: c + 1, cards: names, huxi }));
    node.style.setProperty("--n", String(col.length));
    col.forEach((code, i) => {
      const b = el("button", "card-slot");
      b.type = "button";
      b.dataset.card = code;
      b.dataset.col = String(c);
      b.dataset.index = String(i);
      b.setAttribute("aria-pressed", "false");
      b.setAttribute("aria-label", locked ? t("hand.card_kan", { name: cardName(code) }) : cardName(code));
      b.setAttribute("aria-keyshortcuts", "Shift+ArrowLeft Shift+ArrowRight N");
      if (locked) b.dataset.locked = "true";
      b.append(cardFace(code));
      node.append(b);
    });
    const fig = el("span", "col-huxi", huxi === null ? "" : formatNumber(huxi));
    fig.setAttribute("aria-hidden", "true");
    if (huxi !== null) fig.dataset.huxi = String(huxi);
    node.append(fig);
    return node;
  }

  buttons() {
    return Array.from(this.cols.querySelectorAll("button.card-slot"));
  }

  button(column, index) {
    return this.cols.querySelector(`button[data-col="${column}"][data-index="${index}"]`);
  }

  find(code, near) {
    const cols = this.arrangement.columns;
    if (near && cols[near.column] && cols[near.column][near.index] === code) return near;
    for (let c = 0; c < cols.length; c += 1) {
      const i = cols[c].indexOf(code);
      if (i >= 0) return { column: c, index: i };
    }
    return null;
  }

  selectedCode() {
    const s = this.sel;
    const col = s && this.arrangement.columns[s.column];
    return col ? col[s.index] || null : null;
  }

  /** The selected card: `{code, column, index}`, or null. */
  selected() {
    const code = this.selectedCode();
    return code ? { code, ...this.sel } : null;
  }

  /** Select the card at (column, index), or nothing (null). */
  select(place) {
    this.sel = place;
    this.paintSelection();
    this.onChange();
  }

  /** Select one card of `code` (e.g. the Hint's discard). */
  selectCode(code) {
    const place = this.find(code, null);
    if (place) {
      this.focus = place;
      this.updateTabStops();
    }
    this.select(place);
  }

  clear() {
    if (this.sel) this.select(null);
  }

  paintSelection() {
    for (const b of this.buttons()) {
      const on = Boolean(this.sel) && Number(b.dataset.col) === this.sel.column && Number(b.dataset.index) === this.sel.index;
      b.setAttribute("aria-pressed", on ? "true" : "false");
    }
  }

  clampFocus() {
    const cols = this.arrangement.columns;
    if (!cols.length) {
      this.focus = { column: 0, index: 0 };
      return;
    }
    const c = Math.min(this.focus.column, cols.length - 1);
    this.focus = { column: c, index: Math.min(this.focus.index, cols[c].length - 1) };
  }

  updateTabStops() {
    for (const b of this.buttons()) {
      b.tabIndex = Number(b.dataset.col) === this.focus.column && Number(b.dataset.index) === this.focus.index ? 0 : -1;
    }
  }

  focusCurrent() {
    const b = this.button(this.focus.column, this.focus.index);
    if (b) b.focus();
    return Boolean(b);
  }

  /** Screen box of the card at (column, index) (for animations). */
  box(column, index) {
    const b = this.button(column, index);
    return b ? b.getBoundingClientRect() : null;
  }

  // ---------------------------------------------------------------- clicks and keys

  onClick(e) {
    const b = e.target.closest("button.card-slot");
    if (!b) return;
    if (this.suppressClick) {
      this.suppressClick = false;
      return;
    }
    const place = { column: Number(b.dataset.col), index: Number(b.dataset.index) };
    this.focus = place;
    this.updateTabStops();
    const same = this.sel && this.sel.column === place.column && this.sel.index === place.index;
    this.select(same ? null : place);
  }

  onKey(e) {
    const b = e.target.closest && e.target.closest("button.card-slot");
    if (!b || e.ctrlKey || e.metaKey || e.altKey) return;
    const cols = this.arrangement.columns;
    const c = Number(b.dataset.col);
    const i = Number(b.dataset.index);
    let to = null;
    if (e.shiftKey && (e.key === "ArrowLeft" || e.key === "ArrowRight")) {
      const step = e.key === "ArrowLeft" ? -1 : 1;
      const target = c + step;
      if (target < 0) this.moveCard(c, i, "new", 0);
      else if (target >= cols.length) this.moveCard(c, i, "new", null);
      else this.moveCard(c, i, target, null);
      e.preventDefault();
      return;
    }
    if ((e.key === "n" || e.key === "N") && !e.shiftKey) {
      this.moveCard(c, i, "new", null);
      e.preventDefault();
      return;
    }
    if (e.key === "ArrowLeft" && c > 0) to = { column: c - 1, index: Math.min(i, cols[c - 1].length - 1) };
    else if (e.key === "ArrowRight" && c < cols.length - 1) to = { column: c + 1, index: Math.min(i, cols[c + 1].length - 1) };
    else if (e.key === "ArrowUp" && i > 0) to = { column: c, index: i - 1 };
    else if (e.key === "ArrowDown" && i < cols[c].length - 1) to = { column: c, index: i + 1 };
    else if (e.key === "Home") to = { column: 0, index: 0 };
    else if (e.key === "End") to = { column: cols.length - 1, index: cols[cols.length - 1].length - 1 };
    else if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(e.key)) {
      e.preventDefault();
      return;
    } else return;
    e.preventDefault();
    this.focus = to;
    this.updateTabStops();
    this.focusCurrent();
  }

  /** Move a card (by keyboard or drag) and say where it went, or why it cannot. */
  moveCard(column, index, to, at) {
    const code = this.arrangement.columns[column][index];
    const why = this.arrangement.refusal(column, index, to);
    if (why === "same" || why === "none") return false;
    if (why) {
      this.say(t(`hand.refused.${why}`, { name: cardName(code) }));
      return false;
    }
    const keepSel = this.selectedCode() === code && this.sel.column === column && this.sel.index === index;
    const place = this.arrangement.move(column, index, to, at);
    if (!place) return false;
    this.focus = place;
    if (keepSel) this.sel = place;
    else if (this.sel) this.sel = this.find(this.selectedCode() || "", null);
    this.render(this.live);
    this.focusCurrentIfKeyboard();
    this.say(t("hand.moved", { name: cardName(code), number: place.column + 1 }));
    this.onChange();
    return true;
  }

  focusCurrentIfKeyboard() {
    if (this.node.contains(document.activeElement) || document.activeElement === document.body) this.focusCurrent();
  }

  // ---------------------------------------------------------------- drag and drop

  onPointerDown(e) {
    const b = e.target.closest("button.card-slot");
    if (!b || e.button !== 0) return;
    this.drag = { b, x: e.clientX, y: e.clientY, id: e.pointerId, on: false, column: Number(b.dataset.col),
      index: Number(b.dataset.index), target: null };
  }

  onPointerMove(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    if (!d.on) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_START) return;
      if (d.b.dataset.locked === "true") {
        this.say(t("hand.refused.locked", { name: cardName(d.b.dataset.card) }));
        this.drag = null;
        return;
      }
      d.on = true;
      try { this.node.setPointerCapture(d.id); } catch { /* the pointer is gone */ }
      const face = d.b.querySelector("svg").cloneNode(true);
      d.ghost = el("div", "drag-ghost");
      d.ghost.setAttribute("aria-hidden", "true");
      d.ghost.append(face);
      const r = d.b.getBoundingClientRect();
      d.dx = d.x - r.left;
      d.dy = d.y - r.top;
      d.ghost.style.setProperty("--w", `${r.width}px`);
      document.body.append(d.ghost);
      d.b.classList.add("dragged");
      this.node.classList.add("dragging");
      this.node.classList.toggle("can-discard", this.canDiscard(d.b.dataset.card));
    }
    e.preventDefault();
    d.ghost.style.setProperty("--x", `${e.clientX - d.dx}px`);
    d.ghost.style.setProperty("--y", `${e.clientY - d.dy}px`);
    this.markTarget(this.targetAt(e.clientX, e.clientY, d));
  }

  /** Where a drop at (x, y) goes: {kind: "discard"} above the hand's top line (when a
   * discard of the card is due), {kind: "column", column}, {kind: "new", at}, or null. */
  targetAt(x, y, d) {
    const top = this.cols.getBoundingClientRect().top;
    if (y < top - 6) return this.canDiscard(d.b.dataset.card) ? { kind: "discard" } : null;
    const cols = Array.from(this.cols.children);
    if (!cols.length) return null;
    const first = cols[0].getBoundingClientRect();
    if (x < first.left) return { kind: "new", at: 0 };
    for (let c = 0; c < cols.length; c += 1) {
      const r = cols[c].getBoundingClientRect();
      if (x >= r.left && x <= r.right) return { kind: "column", column: c };
    }
    return { kind: "new", at: null };
  }

  markTarget(target) {
    const d = this.drag;
    d.target = target;
    for (const col of this.cols.children) col.classList.remove("drop-here", "drop-refused");
    this.newSlot.classList.toggle("drop-here", Boolean(target && target.kind === "new"));
    this.node.classList.toggle("drop-discard", Boolean(target && target.kind === "discard"));
    if (target && target.kind === "column") {
      const ok = !this.arrangement.refusal(d.column, d.index, target.column);
      this.cols.children[target.column].classList.add(ok ? "drop-here" : "drop-refused");
    }
  }

  onPointerUp(e) {
    const d = this.drag;
    if (!d || e.pointerId !== d.id) return;
    if (!d.on) {
      this.drag = null;
      return; // a tap: the click selects
    }
    this.suppressClick = true;
    setTimeout(() => { this.suppressClick = false; }, 0);
    this.endDrag(d.target);
  }

  endDrag(target) {
    const d = this.drag;
    this.drag = null;
    if (!d || !d.on) return;
    d.ghost.remove();
    d.b.classList.remove("dragged");
    this.node.classList.remove("dragging", "can-discard", "drop-discard");
    this.newSlot.classList.remove("drop-here");
    for (const col of this.cols.children) col.classList.remove("drop-here", "drop-refused");
    if (!target) return;
    if (target.kind === "discard") this.onDiscard(d.b.dataset.card, d.column, d.index);
    else if (target.kind === "new") this.moveCard(d.column, d.index, "new", target.at);
    else if (target.column !== d.column) this.moveCard(d.column, d.index, target.column, null);
  }
}
