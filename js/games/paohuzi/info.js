// The help the rules need, under the table: "ready" (听) — the cards that would complete your
// hand now with how many of each you have not seen (or, while you must discard, the discards
// that leave you ready), your 臭 cards, and the card tracker (for each of the 20 faces, the
// copies you have not seen). Every figure is the view's (table.ready, table.discard_waits,
// table.chou, table.unseen): nothing is counted here.
import { formatNumber } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { toolButton } from "../../core/ui/icons.js";
import { cardChip, cardName, chipsOf } from "./cards.js";
import { t } from "./strings.js";

const CODES = [...Array.from({ length: 10 }, (_, i) => `x${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `d${i + 1}`)];

function waitItem(w) {
  const li = el("li", "wait");
  li.dataset.card = w.card;
  li.dataset.unseen = String(w.unseen);
  li.append(cardChip(w.card), el("span", "wait-n", formatNumber(w.unseen)));
  // a card that would win but has no copy left to come is shown spent (it cannot win)
  if (!w.unseen) li.classList.add("spent");
  li.setAttribute("aria-label", t(w.unseen ? "ready.wait" : "ready.wait_spent", { name: cardName(w.card), count: w.unseen }));
  li.setAttribute("role", "listitem");
  return li;
}

/** Mark `box` (a one-line strip that scrolls sideways when its words and cards do not fit)
 * with where more of it lies out of sight: `data-more` "after", "before" or "both" (its
 * edge fades there, css/games/paohuzi/table.css), absent when it shows whole. On a 320 px
 * phone a 听 line's last cards lay past the edge with nothing to say so. */
function markMore(box) {
  const hidden = box.scrollWidth - box.clientWidth;
  const before = hidden > 1 && box.scrollLeft > 1;
  const after = hidden > 1 && box.scrollLeft < hidden - 1;
  const more = before && after ? "both" : before ? "before" : after ? "after" : null;
  if (more) box.dataset.more = more;
  else delete box.dataset.more;
}

export class HelpStrip {
  /**
   * @param {HTMLElement} node board.js #help-strip
   * @param {(shown: boolean) => void} onTracker the tracker was shown or hidden by the person
   * @param {HTMLElement} tools where the tracker's button goes (the table's tools)
   */
  constructor(node, onTracker, tools) {
    this.node = node;
    this.ready = el("div", "ready");
    this.ready.dataset.testid = "ready";
    this.ready.hidden = true;
    this.chou = el("div", "chou-line");
    this.chou.dataset.testid = "chou";
    this.chou.hidden = true;
    this.trackerButton = toolButton("counter", t("tracker.toggle"), () => onTracker(!this.shown), "C");
    this.trackerButton.removeAttribute("aria-haspopup");
    this.trackerButton.id = "btn-tracker";
    this.tracker = el("div", "tracker");
    this.tracker.dataset.testid = "tracker";
    this.tracker.id = "tracker";
    this.tracker.setAttribute("role", "group");
    this.tracker.setAttribute("aria-label", t("tracker.label"));
    this.trackerButton.setAttribute("aria-controls", this.tracker.id);
    this.cells = {};
    for (const code of CODES) {
      const cell = el("span", "tracker-cell");
      cell.dataset.card = code;
      cell.setAttribute("role", "img");
      const n = el("span", "tracker-n", "");
      n.setAttribute("aria-hidden", "true");
      cell.append(cardChip(code), n);
      this.tracker.append(cell);
      this.cells[code] = { cell, n };
    }
    this.row = el("div", "help-row");
    this.row.append(this.ready, this.chou);
    for (const box of [this.ready, this.chou]) {
      box.addEventListener("scroll", () => markMore(box), { passive: true });
      if (typeof ResizeObserver === "function") new ResizeObserver(() => markMore(box)).observe(box);
    }
    tools.append(this.trackerButton); // (with Hint and Arrange, under the table)
    node.append(this.row, this.tracker);
    this.shown = true;
    this.readyOn = true;
  }

  setTracker(shown) {
    this.shown = Boolean(shown);
    this.tracker.hidden = !this.shown;
    this.tracker.dataset.shown = this.shown ? "true" : "false";
    this.trackerButton.setAttribute("aria-expanded", this.shown ? "true" : "false");
  }

  setReady(on) {
    this.readyOn = Boolean(on);
  }

  /** Show `view`'s help; `selected`: the card selected in the hand (its discard's 听), or null. */
  render(view, selected) {
    const tv = view.table;
    for (const code of CODES) {
      const n = tv.unseen[code];
      const { cell, n: fig } = this.cells[code];
      cell.dataset.unseen = String(n);
      fig.textContent = formatNumber(n);
      cell.classList.toggle("gone", n === 0);
      cell.setAttribute("aria-label", t("tracker.cell", { name: cardName(code), count: n }));
    }
    // 听: the cards that complete the hand now; while a discard is due, what the selected
    // card's discard (or any discard) would leave the hand waiting on
    // A wait is dead when no copy of any of its cards is left to come: such a 听 is named as
    // dead, and a discard into one is offered only when no discard makes a live one (a new
    // player followed "these discards leave you ready" into a wait that could not win)
    let waits = [];
    let key = "";
    let cards = [];
    const alive = (ws) => ws.some((w) => w.unseen > 0);
    const live = !view.is_over && view.you !== null;
    if (live && this.readyOn && tv.ready) {
      if (tv.decision === "discard") {
        if (selected && tv.discard_waits[selected]) {
          waits = tv.discard_waits[selected];
          key = alive(waits) ? "ready.after_discard" : "ready.after_discard_dead";
        } else if (Object.keys(tv.discard_waits).length) {
          const all = Object.keys(tv.discard_waits);
          cards = all.filter((c) => alive(tv.discard_waits[c]));
          key = cards.length ? "ready.discards" : "ready.discards_dead";
          if (!cards.length) cards = all;
        }
      } else if (tv.ready.waits.length) {
        waits = tv.ready.waits;
        key = alive(waits) ? "ready.now" : "ready.now_dead";
      }
    }
    this.ready.hidden = !key;
    this.ready.dataset.state = key ? key.split(".")[1] : "none";
    if (key.startsWith("ready.discards")) {
      const chips = chipsOf(cards);
      chips.classList.toggle("spent", key === "ready.discards_dead");
      this.ready.replaceChildren(el("span", "ready-label", t(key)), chips);
    } else if (key) {
      const list = el("ul", "waits");
      list.append(...waits.map(waitItem));
      const label = el("span", "ready-label", t(key, { name: selected ? cardName(selected) : "" }));
      this.ready.replaceChildren(label, list);
    } else {
      this.ready.replaceChildren();
    }
    const chou = live ? tv.chou : [];
    this.chou.hidden = !chou.length;
    this.chou.replaceChildren(...(chou.length ? [el("span", "chou-label", t("chou.label")), chipsOf(chou)] : []));
    this.row.hidden = this.ready.hidden && this.chou.hidden;
    markMore(this.ready);
    markMore(this.chou);
  }
}
