// A table's first-visit guide: a few short steps over the real table, each a small
// non-modal box set beside the part it speaks of and never over it, that part ringed
// meanwhile. Skippable at any step (Skip, Esc); once done or skipped it never starts by
// itself again, and the game's "Show the table guide" in Rules and tips runs it again. The
// steps and their words are the game's (Pao De Kuai: js/games/paodekuai/guide.js; Paohuzi:
// js/games/paohuzi/guide.js); this module knows no game.
//
// When it starts by itself (see `wanted`): on a first visit, at a match nobody has moved
// in yet. Never when the address carries `seed` or `speed` (a shared position, or a test:
// the test hooks), unless `guide=1` asks for it; `guide=0` keeps it away. Its state is the
// table's own (controller `host.state`, key `guide`: "done" or "skipped"); a player seen
// with a match already under way (one who played before the guide existed) counts as done.
import { anyPanelOpen, onPanelsChange } from "./dialog.js";
import { t as houseT } from "../i18n/index.js";
import { el } from "./dom.js";

/** Space kept between the box and the screen's edge, and between the box and its part (px). */
const EDGE = 8;
const GAP = 10;
/** The box's widest (wider on short screens, where lines are what there is room for, and
 * on wide ones), and the narrowest it may be set beside its part (px). */
const WIDTH = 340;
const WIDTH_SHORT = 460; // (under SHORT px high)
const WIDTH_WIDE = 420; // (from WIDE px wide)
const SHORT = 500;
const WIDE = 900;
const SIDE_MIN = 190;

/**
 * Whether the guide starts by itself: `param` is the address's `guide` ("1", "0" or
 * null), `hooks` whether the address carries `seed` or `speed`, `state` the table state
 * (`{guide}`), `fresh` whether the match is new (first deal, no move yet). Returns "start",
 * "no" or "seen" (a match already under way and no state: the player is not new).
 */
export function wanted({ param, hooks, state, fresh }) {
  if (param === "1") return "start";
  if (param === "0" || hooks) return "no";
  if (state && (state.guide === "done" || state.guide === "skipped")) return "no";
  return fresh ? "start" : "seen";
}

/** Whether `view` is of a new match: its first deal, nothing in its history, not over. */
function freshMatch(view) {
  return !view.is_over && view.match.number === 1 && view.history.length === 0;
}

/** The union box of `rects` (DOMRects; empty ones, of elements not drawn, left out). */
function union(rects) {
  const drawn = rects.filter((r) => r && (r.width > 0 || r.height > 0));
  if (!drawn.length) return null;
  const left = Math.min(...drawn.map((r) => r.left));
  const top = Math.min(...drawn.map((r) => r.top));
  const right = Math.max(...drawn.map((r) => r.right));
  const bottom = Math.max(...drawn.map((r) => r.bottom));
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}

const clamp = (x, lo, hi) => Math.max(lo, Math.min(x, hi));

export class Guide {
  /**
   * @param {object} opts
   * @param {{key: string, parts: (board: HTMLElement) => (Element|null)[]}[]} opts.steps the
   *   steps in order: catalogue keys `guide.<key>.title` / `guide.<key>.text`, and the parts of
   *   the page each points at (the elements ringed; the box keeps clear of them all)
   * @param {(key: string, params?: object) => string} opts.t the game's strings (its steps'
   *   words; the box's own, `guide.label`, `guide.next`…, are the house's)
   * @param {(view: object) => boolean} [opts.fresh] whether `view` is of a match nobody has
   *   moved in yet (the guide starts by itself only then; see `wanted`): by default, the
   *   first deal with an empty history and not over
   * @param {HTMLElement} opts.board the table (where the steps' parts are found)
   * @param {{announce: (text: string) => void, param: (name: string) => string|null,
   *   state: {read: () => any, write: (value: any) => void}}} opts.host the table's host
   *   (game.js): the live region, the address's parameters, the table's stored state
   * @param {(hadFocus: boolean) => void} opts.onClosed the person finished or skipped it
   *   (`hadFocus`: the focus was in the guide, and should go back to the table)
   * @param {() => void} [opts.onChange] the guide opened, or closed (finished, skipped or
   *   taken down): while it is open the computer players wait (hold()), and the table's
   *   status line says so (waitText()) instead of "… is deciding", and their turn marks
   *   (waitMark()) instead of "Thinking…"
   */
  constructor({ steps, t, fresh = freshMatch, board, host, onClosed, onChange = () => {} }) {
    this.steps = steps;
    this.fresh = fresh;
    this.t = t;
    this.board = board;
    this.host = host;
    this.onClosed = onClosed;
    this.onChange = onChange;
    this.asked = false;
    this.index = -1;
    this.ringed = [];
    this.node = null;
    this.released = null; // resolves the promise of hold()
    this.onResize = () => { this.ring(); this.place(); };
  }

  isOpen() {
    return Boolean(this.node);
  }

  /** Whether `node` is part of the guide's box. */
  contains(node) {
    return Boolean(this.node && node instanceof Node && this.node.contains(node));
  }

  /** A promise that resolves once the guide is closed (at once when it is not open): the
   * computer players wait on it, so the table does not change under the first visit. */
  hold() {
    if (!this.node) return Promise.resolve();
    if (!this.waiting) this.waiting = new Promise((resolve) => { this.released = resolve; });
    return this.waiting;
  }

  /** What the status line says while a computer player's turn waits on the guide: null when
   * the guide is closed (nothing waits). */
  waitText() {
    return this.node ? houseT("guide.bots_wait") : null;
  }

  /** What a computer player's turn mark says meanwhile ("Waiting"), or null when the guide is
   * closed. */
  waitMark() {
    return this.node ? houseT("guide.seat_waits") : null;
  }

  /** The way into the guide that Rules and tips offers (a table's helpAction()). */
  helpAction() {
    return { label: houseT("guide.again"), run: () => this.start() };
  }

  /** Open at the first step, the focus on its Next button. */
  start() {
    const opened = !this.node;
    if (opened) this.build();
    this.show(0);
    this.next.focus();
    if (opened) this.onChange();
  }

  build() {
    const node = el("section", "guide");
    node.id = "guide";
    node.dataset.testid = "guide";
    node.setAttribute("role", "dialog");
    node.setAttribute("aria-modal", "false");
    node.setAttribute("aria-label", houseT("guide.label"));
    this.count = el("p", "guide-count");
    this.title = el("h2", "guide-title");
    this.title.id = "guide-title";
    this.text = el("p", "guide-text");
    this.text.id = "guide-text";
    node.setAttribute("aria-describedby", `${this.title.id} ${this.text.id}`);
    const button = (className, label, onClick) => {
      const b = el("button", className, houseT(label));
      b.type = "button";
      b.addEventListener("click", onClick);
      return b;
    };
    this.skip = button("btn guide-skip", "guide.skip", () => this.end("skipped"));
    this.back = button("btn guide-back", "guide.back", () => this.show(this.index - 1));
    this.next = button("btn btn-primary guide-next", "guide.next", () => {
      if (this.index + 1 < this.steps.length) this.show(this.index + 1);
      else this.end("done");
    });
    this.next.setAttribute("aria-describedby", this.text.id);
    const actions = el("div", "guide-actions");
    actions.append(this.skip, this.back, this.next);
    node.append(this.count, this.title, this.text, actions);
    node.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      this.end("skipped");
    });
    document.body.append(node);
    this.node = node;
    window.addEventListener("resize", this.onResize);
  }

  /** Show step `i` (0-based) beside its parts. */
  show(i) {
    const step = this.steps[i];
    if (!step || !this.node) return;
    const focused = this.contains(document.activeElement) ? document.activeElement : null;
    this.index = i;
    this.node.dataset.step = step.key;
    this.count.textContent = houseT("guide.step", { number: i + 1, count: this.steps.length });
    this.title.textContent = this.t(`guide.${step.key}.title`);
    this.text.textContent = this.t(`guide.${step.key}.text`);
    this.back.hidden = i === 0;
    // the last step has Back and Done only: Skip would do what Done does (and a third
    // button broke the row in Portuguese, even at 1280 px)
    this.skip.hidden = i + 1 === this.steps.length;
    this.next.textContent = houseT(i + 1 < this.steps.length ? "guide.next" : "guide.done");
    this.ring();
    this.place();
    // the focus stays in the box (Back hidden at the first step: on to Next)
    if (focused && (focused.hidden || !focused.isConnected)) this.next.focus();
    this.host.announce(`${this.count.textContent}. ${this.title.textContent}. ${this.text.textContent}`);
  }

  /** Ring the current step's parts, read again: which they are may depend on the screen's
   * arrangement (a phone turned mid-step rang the part of the other arrangement). */
  ring() {
    const step = this.steps[this.index];
    for (const part of this.ringed) part.classList.remove("guide-ring");
    this.ringed = step ? step.parts(this.board).filter(Boolean) : [];
    for (const part of this.ringed) part.classList.add("guide-ring"); // (an empty play: a place for it)
  }

  /** The box of the current step's parts on the screen. */
  target() {
    return union(this.ringed.map((p) => p.getBoundingClientRect()));
  }

  /** Set the box beside its parts: below or above them when it fits whole there, else to a
   * side wide enough, else in the taller of the spaces above and below, scrolling inside. */
  place() {
    const node = this.node;
    if (!node) return;
    const box = this.target();
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const s = node.style;
    const widest = vh < SHORT ? WIDTH_SHORT : vw >= WIDE ? WIDTH_WIDE : WIDTH;
    s.maxHeight = "";
    s.width = `${Math.min(widest, vw - 2 * EDGE)}px`;
    if (!box) { // (its part is not drawn now, e.g. your hand while you sit out: the box in the middle)
      s.maxHeight = `${vh - 2 * EDGE}px`;
      s.left = `${Math.round((vw - node.offsetWidth) / 2)}px`;
      s.top = `${Math.round(Math.max(EDGE, (vh - node.offsetHeight) / 2))}px`;
      return;
    }
    let w = node.offsetWidth;
    let h = node.offsetHeight;
    const below = vh - EDGE - box.bottom - GAP;
    const above = box.top - GAP - EDGE;
    const across = (width) => clamp(box.left + box.width / 2 - width / 2, EDGE, vw - EDGE - width);
    let top;
    let left;
    if (below >= h || above >= h) {
      top = below >= h ? box.bottom + GAP : box.top - GAP - h;
      left = across(w);
    } else {
      const right = vw - EDGE - box.right - GAP;
      const leftSpace = box.left - GAP - EDGE;
      const side = Math.max(right, leftSpace);
      if (side >= SIDE_MIN) {
        s.width = `${Math.min(widest, side)}px`;
        w = node.offsetWidth;
        h = node.offsetHeight;
      }
      if (side >= SIDE_MIN && h <= vh - 2 * EDGE) {
        left = right >= leftSpace ? box.right + GAP : box.left - GAP - w;
        top = clamp(box.top + box.height / 2 - h / 2, EDGE, vh - EDGE - h);
      } else {
        s.width = `${Math.min(widest, vw - 2 * EDGE)}px`;
        w = node.offsetWidth;
        const room = Math.max(below, above);
        s.maxHeight = `${Math.max(room, 0)}px`;
        h = Math.min(node.offsetHeight, room);
        top = below >= above ? box.bottom + GAP : box.top - GAP - h;
        left = across(w);
      }
    }
    s.left = `${Math.round(left)}px`;
    s.top = `${Math.round(top)}px`;
  }

  /** Close the guide (`how`: "done" or "skipped"; null: taken down with the table). */
  end(how) {
    if (!this.node) return;
    const hadFocus = this.contains(document.activeElement);
    window.removeEventListener("resize", this.onResize);
    for (const part of this.ringed) part.classList.remove("guide-ring");
    this.ringed = [];
    this.node.remove();
    this.node = null;
    this.index = -1;
    if (this.released) this.released();
    this.released = null;
    this.waiting = null;
    this.onChange();
    if (!how) return;
    this.remember(how);
    this.onClosed(hadFocus);
  }

  /** The table state, as an object ({} when none or damaged). */
  state() {
    const state = this.host.state.read();
    return state && typeof state === "object" && !Array.isArray(state) ? state : {};
  }

  /** Keep `how` ("done" or "skipped") in the table state. */
  remember(how) {
    this.host.state.write({ ...this.state(), guide: how });
  }

  /** On the first view the table shows: start if wanted (see `wanted`), once the view is
   * laid out (the box is set beside the parts it points at) and no panel is open over the
   * table (after a change of language the settings stay open). */
  askOnce(view) {
    if (this.asked) return;
    this.asked = true;
    const answer = wanted({
      param: this.host.param("guide"),
      hooks: this.host.param("seed") !== null || this.host.param("speed") !== null,
      state: this.state(),
      fresh: this.fresh(view),
    });
    if (answer === "seen") this.remember("done");
    if (answer !== "start") return;
    const go = () => {
      if (!this.board.isConnected || this.isOpen()) return;
      if (!anyPanelOpen()) {
        this.start();
        return;
      }
      const stop = onPanelsChange(() => {
        if (anyPanelOpen()) return;
        stop();
        requestAnimationFrame(go);
      });
    };
    requestAnimationFrame(go);
  }
}
