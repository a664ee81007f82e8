// What Pao De Kuai's result panel shows (the panel itself is the house's,
// js/core/ui/result-panel.js): the title "Result…", who won the deal, after a match's
// last deal the winners, the standings (each player's cards left, shut out, bomb points,
// deal points and running total; after a match's last deal, sorted with places), the points
// of every deal so far and the cards each player still held.
import { formatList, formatNumber, formatSigned } from "../../core/i18n/index.js";
import { el, headerCell, tableHead } from "../../core/ui/dom.js";
import { cardFace } from "./cards.js";
import { t } from "./strings.js";
import { SEATS, seatName } from "./table.js";

/** Places 1–3 from the totals; players with equal totals share a place. */
function places(totals) {
  return SEATS.map((s) => 1 + SEATS.filter((o) => totals[o] > totals[s]).length);
}

function byDealTable(m) {
  const table = el("table", "result-table by-deal");
  table.dataset.testid = "deal-scores";
  const thead = tableHead(["", ...SEATS.map(seatName)]);
  const tbody = el("tbody");
  m.deal_points.forEach((points, i) => {
    const tr = el("tr");
    tr.dataset.deal = String(i + 1);
    tr.append(headerCell(t("result.deal_n", { number: i + 1 }), "row"), ...points.map((p) => el("td", "", formatSigned(p))));
    tbody.append(tr);
  });
  const total = el("tr", "total-row");
  total.append(headerCell(t("result.total"), "row"), ...m.totals.map((p) => el("td", "total", formatSigned(p))));
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

/**
 * The result of the finished deal in `view`, for the house's result panel.
 * @returns {import("../../core/ui/result-panel.js").ResultParts}
 */
export function resultParts(view) {
  const m = view.match;
  const r = view.result;
  const title = m.over ? t("result.title_match") : t("result.title", { number: m.number, deals: m.deals });
  const line = r.winner === 0 ? t("result.winner_deal_you") : t("result.winner_deal", { name: seatName(r.winner) });

  const table = el("table", "result-table standings");
  table.dataset.testid = "standings";
  table.dataset.over = m.over ? "true" : "false";
  const cols = ["result.player", "result.cards_left", "result.shut_out", "result.bombs", "result.deal_points", "result.total"];
  if (m.over) cols.push("result.place"); // last, so the other columns keep their places
  const thead = tableHead(cols.map((k) => t(k)));
  const tbody = el("tbody");
  const place = places(m.totals);
  const order = m.over ? SEATS.slice().sort((a, b) => m.totals[b] - m.totals[a] || a - b) : SEATS;
  for (const s of order) {
    const row = el("tr", m.over && m.winners.includes(s) ? "winner" : "");
    row.dataset.resultSeat = String(s); // not data-seat: that names the seat panels alone
    row.dataset.dealPoints = String(r.points[s]);
    row.dataset.total = String(m.totals[s]);
    row.append(headerCell(seatName(s), "row"),
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
    const row = el("div", "reveal-line");
    const faces = el("div", "reveal-cards");
    faces.append(...cards.split(" ").map((c) => cardFace(c)));
    row.append(el("span", "reveal-name", seatName(s)), faces);
    reveal.append(row);
  }

  const body = [];
  if (m.over) {
    let text;
    if (m.winners.length === 1 && m.winners[0] === 0) text = t("result.winners_you");
    else {
      const names = formatList(m.winners.map(seatName));
      text = m.winners.length > 1 ? t("result.tie", { names }) : t("result.winners", { names });
    }
    const winners = el("p", "result-match", text);
    winners.dataset.testid = "winners";
    winners.dataset.winners = m.winners.join(" ");
    body.push(winners);
  }
  const tables = el("div", "result-tables");
  tables.append(table, legend);
  if (m.deals > 1) tables.append(byDealTable(m));
  body.push(tables);
  if (reveal.childElementCount > 1) body.push(reveal);
  return { key: `${view.settings.seed}/${m.number}/${m.over}`, title, line, body, over: m.over };
}
