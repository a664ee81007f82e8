// The card counter (记牌器): for each rank 3 … 2, how many cards the person has not seen
// yet. The figures are the engine's (the view's `unseen`, index 0 = rank 3); this only
// shows them, and can be folded away.
import { formatNumber } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { icon } from "../../core/ui/icons.js";
import { t } from "./strings.js";

/** Rank characters in the order of the view's `unseen` list (spec §11 notation). */
export const RANKS = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2"];

export class CardCounter {
  /**
   * @param {HTMLElement} node the counter's section (data-testid="counter")
   * @param {(shown: boolean) => void} onToggle called when the person shows or hides it
   */
  constructor(node, onToggle) {
    this.node = node;
    node.setAttribute("aria-label", t("counter.title"));
    this.toggle = el("button", "btn btn-icon counter-toggle");
    this.toggle.type = "button";
    this.toggle.setAttribute("aria-label", t("counter.title"));
    this.toggle.setAttribute("aria-keyshortcuts", "C");
    this.toggle.title = t("counter.hint");
    this.toggle.append(icon("counter"), el("span", "counter-toggle-text", t("counter.title")));
    this.toggle.addEventListener("click", () => onToggle(!this.shown));
    this.list = el("ol", "counter-cells");
    this.list.id = "counter-cells";
    this.toggle.setAttribute("aria-controls", this.list.id);
    this.cells = RANKS.map((rank) => {
      const li = el("li", `counter-cell rank-${rank}`);
      li.dataset.rank = rank;
      li.dataset.key = String(RANKS.indexOf(rank) + 3);
      const label = el("span", "counter-rank", t(`card.rank.${rank}`));
      const num = el("span", "counter-num", "");
      const spoken = el("span", "sr-only", "");
      label.setAttribute("aria-hidden", "true");
      num.setAttribute("aria-hidden", "true");
      li.append(label, num, spoken);
      this.list.append(li);
      return { li, num, spoken, rank };
    });
    node.append(this.toggle, this.list);
    this.setShown(true);
  }

  /** Show the view's figures (13 counts, ranks 3 … 2). */
  render(unseen) {
    this.cells.forEach((c, i) => {
      const n = unseen ? unseen[i] : 0;
      c.li.dataset.unseen = String(n);
      c.li.classList.toggle("gone", n === 0);
      c.num.textContent = formatNumber(n);
      c.spoken.textContent = t("counter.cell", { rank: t(`card.rank_name.${c.rank}`), count: n });
    });
  }

  setShown(shown) {
    this.shown = shown;
    this.node.dataset.shown = shown ? "true" : "false";
    this.list.hidden = !shown;
    this.toggle.setAttribute("aria-pressed", shown ? "true" : "false");
  }
}
