// The result panel: a modal <dialog> named "Result…" shown when a deal ends, with the
// standings (each player's cards left, shut out, bomb points, deal points and running
// total; after a match's last deal, sorted with places), the points of every deal so far,
// the cards each player still held, a way to the deal's plays, and (after a match's last
// deal) the winners. Its main button is "Next deal", or "New game" once the match is over.
// The person may close it (Close, Esc) to look at the table, the log or the settings; the
// table then offers "Show result" (App), and the panel stays closed until asked for or
// until the next deal ends.
import { formatList, formatNumber, formatSigned, t } from "../i18n/index.js";
import { cardFace, el } from "./cards.js";
import { onBackdrop, panelClosed, panelOpened } from "./dialog.js";
import { icon } from "./icons.js";
import { SEATS, seatName } from "./table.js";

/** Places 1–3 from the totals; players with equal totals share a place. */
function places(totals) {
  return SEATS.map((s) => 1 + SEATS.filter((o) => totals[o] > totals[s]).length);
}

function byDealTable(m) {
  const table = el("table", "result-table by-deal");
  table.dataset.testid = "deal-scores";
  const head = el("tr");
  const corner = el("th", "", "");
  corner.scope = "col";
  head.append(corner, ...SEATS.map((s) => {
    const th = el("th", "", seatName(s));
    th.scope = "col";
    return th;
  }));
  const thead = el("thead");
  thead.append(head);
  const tbody = el("tbody");
  m.deal_points.forEach((points, i) => {
    const tr = el("tr");
    tr.dataset.deal = String(i + 1);
    const th = el("th", "", t("result.deal_n", { number: i + 1 }));
    th.scope = "row";
    tr.append(th, ...points.map((p) => el("td", "", formatSigned(p))));
    tbody.append(tr);
  });
  const total = el("tr", "total-row");
  const th = el("th", "", t("result.total"));
  th.scope = "row";
  total.append(th, ...m.totals.map((p) => el("td", "total", formatSigned(p))));
  tbody.append(total);
  table.append(thead, tbody);
  const cap = el("caption", "", t("result.by_deal"));
  table.prepend(cap);
  return table;
}

/** The shut-out cell: "yes", or a dash (read as "no") for a player who was not shut out. */
function shutOutCell(shut) {
  const td = el("td", "shut-out");
  td.dataset.shutOut = shut ? "true" : "false";
  if (shut) td.textContent = t("result.yes");
  else {
    const dash = el("span", "", t("result.no_mark"));
    dash.setAttribute("aria-hidden", "true");
    td.append(dash, el("span", "sr-only", t("result.no")));
  }
  return td;
}

export class ResultDialog {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {HTMLElement} app the rest of the page (hidden from assistive tech while open)
   * @param {(matchOver: boolean) => void} onContinue
   * @param {() => void} [onLog] show the deal's plays
   * @param {() => void} [onDismiss] the person closed the panel (Close, Esc, the backdrop)
   */
  constructor(dialog, app, onContinue, onLog = () => {}, onDismiss = () => {}) {
    this.dialog = dialog;
    this.app = app;
    this.onContinue = onContinue;
    this.onLog = onLog;
    this.onDismiss = onDismiss;
    this.matchOver = false;
    this.shownFor = null;
    this.dismissedFor = null; // the deal whose result the person closed
    this.view = null;
    this.closing = false; // a close asked for by the app (not the person)
    dialog.addEventListener("close", () => {
      panelClosed(dialog);
      if (this.closing) { // (the event comes a moment after close())
        this.closing = false;
        return;
      }
      this.dismissedFor = this.shownFor;
      this.shownFor = null;
      this.onDismiss();
    });
    dialog.addEventListener("click", (e) => { if (onBackdrop(dialog, e)) dialog.close(); });
  }

  /** Whether the person closed the result of the deal that is over now. */
  isDismissed() {
    return this.dismissedFor !== null;
  }

  /** Open the last result again (the "Show result" button). */
  reopen() {
    if (!this.view) return;
    this.dismissedFor = null;
    this.show(this.view);
  }

  isOpen() {
    return this.dialog.open;
  }

  /** Show the result of the finished deal in `view` (once per deal). */
  show(view) {
    const m = view.match;
    const r = view.result;
    const key = `${view.settings.seed}/${m.number}/${m.over}`;
    this.view = view;
    if (this.dismissedFor === key) return; // closed by the person: "Show result" reopens it
    this.dismissedFor = null;
    if (this.dialog.open && this.shownFor === key) return;
    this.shownFor = key;
    this.matchOver = m.over;
    const title = el("h2", "result-title", m.over ? t("result.title_match") : t("result.title", { number: m.number, deals: m.deals }));
    title.id = "result-title";
    const winnerLine = el("p", "result-winner", r.winner === 0 ? t("result.winner_deal_you") : t("result.winner_deal", { name: seatName(r.winner) }));
    winnerLine.id = "result-winner"; // the dialog's description: read out as it opens

    const table = el("table", "result-table standings");
    table.dataset.testid = "standings";
    table.dataset.over = m.over ? "true" : "false";
    const cols = ["result.player", "result.cards_left", "result.shut_out", "result.bombs", "result.deal_points", "result.total"];
    if (m.over) cols.push("result.place"); // last, so the other columns keep their places
    const head = el("tr");
    for (const k of cols) {
      const th = el("th", "", t(k));
      th.scope = "col";
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    const tbody = el("tbody");
    const place = places(m.totals);
    const order = m.over ? SEATS.slice().sort((a, b) => m.totals[b] - m.totals[a] || a - b) : SEATS;
    for (const s of order) {
      const row = el("tr", m.over && m.winners.includes(s) ? "winner" : "");
      row.dataset.resultSeat = String(s); // not data-seat: that names the seat panels alone
      row.dataset.dealPoints = String(r.points[s]);
      row.dataset.total = String(m.totals[s]);
      const th = el("th", "", seatName(s));
      th.scope = "row";
      row.append(th,
        el("td", "", formatNumber(r.cards_left[s])),
        shutOutCell(r.shut_out[s]),
        el("td", "", formatSigned(r.bomb_points[s])),
        el("td", "", formatSigned(r.points[s])),
        el("td", "total", formatSigned(m.totals[s])));
      if (m.over) {
        row.dataset.place = String(place[s]);
        row.append(el("td", "place", t(`result.place.${place[s]}`)));
      }
      tbody.append(row);
    }
    table.append(thead, tbody);
    table.prepend(el("caption", "", t(m.over ? "result.final" : "result.standings")));
    const legend = el("p", "result-legend", t("result.bombs_note"));
    legend.id = "result-bombs-note";
    legend.dataset.testid = "bombs-note";
    thead.querySelectorAll("th")[3].setAttribute("aria-describedby", legend.id);

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

    const parts = [title, winnerLine];
    if (m.over) {
      let text;
      if (m.winners.length === 1 && m.winners[0] === 0) text = t("result.winners_you");
      else {
        const names = formatList(m.winners.map(seatName));
        text = m.winners.length > 1 ? t("result.tie", { names }) : t("result.winners", { names });
      }
      const line = el("p", "result-match", text);
      line.dataset.testid = "winners";
      line.dataset.winners = m.winners.join(" ");
      parts.push(line);
    }
    const tables = el("div", "result-tables");
    tables.append(table, legend);
    if (m.deals > 1) tables.append(byDealTable(m));
    parts.push(tables);
    if (reveal.childElementCount > 1) parts.push(reveal);
    const button = el("button", "btn btn-primary", m.over ? t("button.new_game") : t("button.next_deal"));
    button.type = "button";
    button.addEventListener("click", () => {
      if (button.disabled) return;
      button.disabled = true; // one request per panel, however often it is pressed
      this.onContinue(this.matchOver);
    });
    const log = el("button", "btn", t("result.show_log"));
    log.type = "button";
    log.addEventListener("click", () => this.onLog());
    const actions = el("div", "result-actions");
    actions.append(log, button);
    parts.push(actions);
    const close = el("button", "btn btn-icon panel-close result-close");
    close.type = "button";
    close.setAttribute("aria-label", t("result.close"));
    close.title = t("result.close");
    close.append(icon("close"));
    close.addEventListener("click", () => this.dialog.close());
    parts.unshift(close);
    this.dialog.replaceChildren(...parts);
    if (!this.dialog.open) this.dialog.showModal();
    panelOpened(this.dialog);
    button.focus({ preventScroll: true }); // the title and standings stay in sight
    this.dialog.scrollTop = 0;
  }

  /** Close the panel for the app (a new deal or match): not a dismissal. */
  close() {
    this.shownFor = null;
    this.dismissedFor = null;
    if (this.dialog.open) {
      this.closing = true;
      this.dialog.close();
    }
    panelClosed(this.dialog);
  }
}
