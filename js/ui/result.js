// The result panel: a modal <dialog> named "Result…" shown when a deal ends, with each
// player's cards left, shut out, bomb points, deal points and running total, the cards
// each player still held, and (after a match's last deal) the winners. Its one button is
// "Next deal", or "New game" once the match is over.
import { t } from "../i18n/index.js";
import { cardFace, el } from "./cards.js";
import { SEATS, seatName, signed } from "./table.js";

export class ResultDialog {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {HTMLElement} app the rest of the page (hidden from assistive tech while open)
   * @param {(matchOver: boolean) => void} onContinue
   */
  constructor(dialog, app, onContinue) {
    this.dialog = dialog;
    this.app = app;
    this.onContinue = onContinue;
    this.matchOver = false;
    this.shownFor = null;
    dialog.addEventListener("cancel", (e) => e.preventDefault());
  }

  isOpen() {
    return this.dialog.open;
  }

  /** Show the result of the finished deal in `view` (once per deal). */
  show(view) {
    const m = view.match;
    const r = view.result;
    const key = `${m.number}/${m.over}`;
    if (this.dialog.open && this.shownFor === key) return;
    this.shownFor = key;
    this.matchOver = m.over;
    const title = el("h2", "result-title", m.over ? t("result.title_match") : t("result.title", { number: m.number, deals: m.deals }));
    title.id = "result-title";
    const winnerLine = el("p", "result-winner", r.winner === 0 ? t("result.winner_deal_you") : t("result.winner_deal", { name: seatName(r.winner) }));

    const table = el("table", "result-table");
    const head = el("tr");
    for (const k of ["result.player", "result.cards_left", "result.shut_out", "result.bombs", "result.deal_points", "result.total"]) {
      const th = el("th", "", t(k));
      th.scope = "col";
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    const tbody = el("tbody");
    const order = m.over ? SEATS.slice().sort((a, b) => m.totals[b] - m.totals[a] || a - b) : SEATS;
    for (const s of order) {
      const row = el("tr", m.over && m.winners.includes(s) ? "winner" : "");
      row.dataset.resultSeat = String(s); // not data-seat: that names the seat panels alone
      const th = el("th", "", seatName(s));
      th.scope = "row";
      row.append(th,
        el("td", "", String(r.cards_left[s])),
        el("td", "", r.shut_out[s] ? t("result.yes") : t("result.no")),
        el("td", "", signed(r.bomb_points[s])),
        el("td", "", signed(r.points[s])),
        el("td", "total", signed(m.totals[s])));
      tbody.append(row);
    }
    table.append(thead, tbody);

    const reveal = el("div", "reveal");
    reveal.append(el("h3", "", t("result.hands_left")));
    for (const s of SEATS) {
      const cards = view.revealed ? view.revealed[s] : "";
      if (!cards) continue;
      const line = el("div", "reveal-line");
      const faces = el("div", "reveal-cards");
      faces.append(...cards.split(" ").map((c) => cardFace(c)));
      line.append(el("span", "reveal-name", seatName(s)), faces);
      reveal.append(line);
    }

    const parts = [title, winnerLine, table];
    if (reveal.childElementCount > 1) parts.push(reveal);
    if (m.over) {
      let text;
      if (m.winners.length === 1 && m.winners[0] === 0) text = t("result.winners_you");
      else {
        const names = m.winners.map(seatName).join(t("result.and"));
        text = m.winners.length > 1 ? t("result.tie", { names }) : t("result.winners", { names });
      }
      parts.push(el("p", "result-match", text));
    }
    const button = el("button", "btn btn-primary", m.over ? t("button.new_game") : t("button.next_deal"));
    button.type = "button";
    button.addEventListener("click", () => {
      if (button.disabled) return;
      button.disabled = true; // one request per panel, however often it is pressed
      this.onContinue(this.matchOver);
    });
    const actions = el("div", "result-actions");
    actions.append(button);
    parts.push(actions);
    this.dialog.replaceChildren(...parts);
    if (!this.dialog.open) this.dialog.showModal();
    this.app.setAttribute("aria-hidden", "true");
    button.focus();
  }

  close() {
    this.shownFor = null;
    if (this.dialog.open) this.dialog.close();
    this.app.removeAttribute("aria-hidden");
  }
}
