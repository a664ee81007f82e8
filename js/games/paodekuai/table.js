// Rendering of the table from the engine's view. No rules here: every fact shown (hand,
// counts, the play to beat, whose turn, who passed, results) comes from the view.
import { formatNumber, formatSigned } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { cardBack, cardFace, playLabels } from "./cards.js";
import { Hand } from "./hand.js";
import { t, tn } from "./strings.js";

export const SEATS = [0, 1, 2];

export function seatName(seat) {
  return t(`seat.${seat}`);
}

/** One seat panel: name, points, card count (a face-down stack for the others), markers. */
class SeatPanel {
  constructor(node, seat) {
    this.node = node;
    this.seat = seat;
    const head = el("div", "seat-head");
    this.avatar = el("span", "avatar", seatName(seat).slice(0, 1));
    this.avatar.setAttribute("aria-hidden", "true");
    this.name = el("span", "name", seatName(seat));
    this.points = el("span", "points", "");
    this.count = el("span", "count", "");
    head.append(this.avatar, this.name, this.points);
    this.lastCard = el("span", "badge badge-last", t("seat.last_card"));
    this.action = el("span", "bubble", "");
    this.turnMark = el("span", "turn-mark", t(seat === 0 ? "seat.turn_you" : "seat.turn_bot"));
    this.turnMark.setAttribute("aria-hidden", "true"); // the status line says whose turn it is
    this.lastCard.hidden = true;
    this.action.hidden = true;
    if (seat === 0) {
      // the last-card rule as it binds you: shown while your next player holds one card
      this.rule = el("p", "note note-rule");
      this.rule.id = "rule-note";
      this.rule.dataset.testid = "last-card-rule";
      this.rule.hidden = true;
      head.append(this.count, this.lastCard, this.turnMark, this.rule);
      node.append(head, this.action);
    } else {
      this.stack = el("div", "stack");
      this.stack.append(cardBack(), cardBack(), cardBack(), this.count);
      node.append(head, this.stack, this.lastCard, this.turnMark, this.action);
    }
  }

  /** Where this seat's cards come from when it plays (for the animation). */
  origin() {
    return (this.stack || this.node).getBoundingClientRect();
  }

  /** `action`: this seat's last move in the round in progress: null, "pass" or card codes. */
  update(view, totals, action) {
    const count = view ? view.counts[this.seat] : 0;
    const points = totals ? totals[this.seat] : 0;
    const turn = view && !view.is_over && view.turn === this.seat;
    this.node.dataset.count = String(count);
    if (turn) this.node.dataset.turn = "true";
    else delete this.node.dataset.turn;
    const cards = tn("seat.cards", count);
    this.count.textContent = view ? (this.seat === 0 ? cards : formatNumber(count)) : "";
    this.count.title = cards;
    this.points.textContent = view ? t("seat.points", { points: formatSigned(points) }) : "";
    this.node.dataset.points = String(points);
    const last = Boolean(view && view.last_card[this.seat]);
    this.lastCard.hidden = !last;
    if (last) this.node.dataset.lastCard = "true";
    else delete this.node.dataset.lastCard;
    this.action.hidden = !action;
    this.action.classList.toggle("bubble-pass", action === "pass");
    if (action === "pass") this.action.textContent = t("seat.passed");
    else this.action.replaceChildren(...(action ? playLabels(action) : []));
    this.node.setAttribute("aria-label", t(last ? "seat.label_last" : "seat.label",
      { name: seatName(this.seat), cards, points: formatSigned(points) }));
  }
}

/** The whole table: three seats, the play in the middle, the hand. */
export class TableView {
  constructor(root, onSelectionChange) {
    this.root = root;
    this.seats = SEATS.map((s) => new SeatPanel(root.querySelector(`#seat-${s}`), s));
    this.hand = new Hand(root.querySelector("#seat-0"), onSelectionChange);
    this.table = root.querySelector("#table");
    this.playCards = el("div", "play-cards");
    this.caption = el("p", "play-caption");
    this.table.append(this.playCards, this.caption);
    this.table.setAttribute("aria-label", t("table.label"));
    this.table.setAttribute("role", "region");
  }

  /** Seat 0's hand, in the engine's order or (`grouped`) by combination (hand_groups). */
  showHand(view, grouped) {
    if (grouped && view.hand_groups) this.hand.setCards(view.hand_groups.flat(), view.hand_groups);
    else this.hand.setCards(view.hand);
  }

  /** Show `view` (the hand `grouped` or not); returns the table's card faces when a new
   * play landed there (else []). `held`: a view of the round just over (the step before a
   * round-ending pass) whose last play and moves stay in the middle and at the seats,
   * with this view's passes, while everything else is `view`'s (see PaoDeKuaiTable.render). */
  render(view, grouped = false, held = null) {
    // the running points: the match so far, plus the bombs already scored in this deal
    // (a finished deal is in the match's totals already)
    const before = view.match ? view.match.totals : view.totals;
    const bombs = !view.is_over && view.bomb_points ? view.bomb_points : [0, 0, 0];
    const totals = before.map((p, s) => p + bombs[s]);
    const actions = [null, null, null];
    if (!view.is_over) {
      const start = held ? held.round_start : view.round_start;
      for (const [seat, play] of view.history.slice(start)) actions[seat] = play ? play.shown : "pass";
    }
    for (const panel of this.seats) panel.update(view, totals, actions[panel.seat]);
    this.showHand(view, grouped);
    const table = held ? held.table : view.table;
    const tableBy = held ? held.table_by : view.table_by;
    const cards = table ? table.cards : "";
    const changed = this.table.dataset.cards !== cards || this.table.dataset.by !== String(tableBy ?? "");
    if (changed) {
      // faces in the play's display order: the main part, then the kickers (777 34)
      this.playCards.replaceChildren(...(table ? table.shown.split(" ").map((c) => cardFace(c)) : []));
      this.playCards.style.setProperty("--n", String(Math.max(cards ? cards.split(" ").length : 1, 1)));
    }
    this.table.dataset.cards = cards;
    this.table.dataset.by = table && tableBy !== null ? String(tableBy) : "";
    this.table.dataset.kind = table ? table.kind : "";
    if (held) this.table.dataset.held = "true";
    else delete this.table.dataset.held;
    if (table) {
      this.caption.textContent = t("table.caption", { kind: t(`kind.${table.kind}`), name: seatName(tableBy) });
    } else if (!view.is_over) {
      this.caption.textContent = t("table.lead", { name: seatName(view.turn) });
    } else {
      this.caption.textContent = "";
    }
    return changed && cards ? Array.from(this.playCards.children) : [];
  }
}
