// The 吃 picker: step one lists every set that can take the card on offer (small columns,
// each a button with data-chi, its first set); step two, for the one picked when 比 requires
// more sets, lists its 比 choices (buttons whose data-action is the exact engine action). A
// first-step set that is a whole 吃 by itself carries its action at once. Everything shown is
// the view's (table.chi, paohuzi/tableview.py chi_choices): the picker holds no rule.
import { formatNumber } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { cardColumn, cardName, cardsSpoken, setsSpoken } from "./cards.js";
import { t } from "./strings.js";

/** A set as a small column of faces; `taken`: the index of the claimed card (marked). */
function setColumn(codes, taken = null) {
  const col = cardColumn(codes, { className: "pick-set", taken });
  col.setAttribute("aria-hidden", "true");
  return col;
}

export class ChiPicker {
  /**
   * @param {HTMLElement} node the picker's region (board.js #chi-picker)
   * @param {object} opts
   * @param {(action: string) => void} opts.onAction an exact engine action was chosen
   * @param {(first: string|null) => void} opts.onStep the step changed (first set picked, or back)
   * @param {() => void} opts.onClose the picker was closed without a choice
   */
  constructor(node, { onAction, onStep, onClose }) {
    this.node = node;
    this.onAction = onAction;
    this.onStep = onStep;
    this.onClose = onClose;
    this.first = null;
    this.open = false;
    this.hinted = null; // the Hint's 吃 action for this position (ringed whenever shown)
    node.addEventListener("click", (e) => {
      const b = e.target.closest("button");
      if (!b || b.getAttribute("aria-disabled") === "true") return;
      if (b.dataset.back) this.show(this.choices, null, true);
      else if (b.dataset.close) this.close(true);
      else if (b.dataset.action) this.onAction(b.dataset.action);
      else if (b.dataset.chi) this.show(this.choices, b.dataset.chi, true);
    });
  }

  /** Open the picker on `choices` (table.chi) at step one, or at the 比 step of `first`. */
  show(choices, first = null, focus = false) {
    this.choices = choices;
    const entry = first ? choices.find((c) => c.set === first && !c.action) : null;
    this.first = entry ? first : null;
    this.open = true;
    this.node.hidden = false;
    this.node.dataset.step = entry ? "bi" : "chi";
    const title = el("p", "pick-title", entry ? t("chipick.bi_title", { cards: cardsSpoken(entry.cards) }) : t("chipick.title"));
    title.id = "chi-picker-title";
    this.node.setAttribute("aria-labelledby", title.id);
    const list = el("div", "pick-list");
    if (entry) {
      for (const bi of entry.bi) {
        const b = el("button", "pick");
        b.type = "button";
        b.dataset.action = bi.action;
        const sets = [entry.cards, ...bi.cards];
        b.setAttribute("aria-label", t("chipick.bi_choice", {
          sets: setsSpoken(sets), huxi: entry.huxi + bi.huxi, // (in words, as the log says 比)
        }));
        const cols = el("span", "pick-sets");
        cols.append(setColumn(entry.cards, entry.taken), ...bi.cards.map((c) => setColumn(c)));
        b.append(cols, this.huxiFigure(entry.huxi + bi.huxi));
        list.append(b);
      }
    } else {
      for (const c of choices) {
        const b = el("button", "pick");
        b.type = "button";
        b.dataset.chi = c.set;
        if (c.action) b.dataset.action = c.action;
        b.setAttribute("aria-label", t(c.action ? "chipick.choice" : "chipick.choice_bi",
          { cards: cardsSpoken(c.cards), huxi: c.huxi }));
        b.append(setColumn(c.cards, c.taken), this.huxiFigure(c.huxi));
        if (!c.action) b.append(el("span", "pick-more", t("chipick.more")));
        list.append(b);
      }
    }
    // what "+ 比" means, where it shows (a new player found it only in the rules): you still
    // hold a copy of the card, and 比 lays each copy in one more set of your own. Beside the
    // choices where there is room (the picker no higher: it would cover the say box)
    const needsBi = entry || choices.find((c) => !c.action);
    if (needsBi) list.append(el("p", "pick-note", t(entry ? "chipick.bi_about" : "chipick.more_about",
      { name: cardName(needsBi.cards[needsBi.taken]) })));
    const actions = el("div", "pick-actions");
    if (entry) {
      const back = el("button", "btn", t("chipick.back"));
      back.type = "button";
      back.dataset.back = "true";
      actions.append(back);
    }
    const close = el("button", "btn", t("chipick.cancel"));
    close.type = "button";
    close.dataset.close = "true";
    actions.append(close);
    this.node.replaceChildren(title, list, actions);
    this.ring();
    this.onStep(this.first);
    if (focus) {
      const b = list.querySelector("button");
      if (b) b.focus();
    }
  }

  /** The Hint named the 吃 `action` (an exact engine action): ring it, in the picker now
   * and whenever it opens (until the position changes: `hinted` is then reset). */
  hint(action) {
    this.hinted = action;
    if (this.open) this.ring();
  }

  /** Ring the hinted choice at this step: at the 比 step the action itself; at step one the
   * choice that is the action, or the first set whose 比 choices hold it. */
  ring() {
    const a = this.hinted;
    const buttons = [...this.node.querySelectorAll("button.pick")];
    let pick = null;
    if (a) {
      const entry = (this.choices || []).find((c) => c.action === a || (c.bi || []).some((bi) => bi.action === a));
      pick = buttons.find((b) => b.dataset.action === a)
        || (this.first ? null : buttons.find((b) => entry && b.dataset.chi === entry.set));
    }
    for (const b of buttons) b.classList.toggle("hinted", b === pick);
  }

  huxiFigure(huxi) {
    const fig = el("span", "pick-huxi", t("chipick.huxi", { huxi: formatNumber(huxi) }));
    fig.setAttribute("aria-hidden", "true");
    return fig;
  }

  /** Close the picker; `byPerson`: the person closed it (the bar gets the focus back). */
  close(byPerson = false) {
    if (!this.open) return;
    this.open = false;
    this.first = null;
    this.node.hidden = true;
    this.node.replaceChildren();
    if (byPerson) this.onClose();
  }
}
