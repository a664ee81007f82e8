// What Paohuzi's result panel shows (the panel is the house's, js/core/ui/result-panel.js):
// the winner's groups as labelled columns with their 胡息 (the winning card marked), then
// 胡息 → 底数 → each 番 item → 番 total → points, every player's points and running total,
// 流局 and 相公 in words, the hands and the stock revealed now the deal is over, the match's
// deals (dealer, streak, winner), and at a fixed length's end the final places. Every figure
// is the view's (table.result, table.reveal, match): nothing is scored here.
import { formatList, formatNumber, formatSigned, sentences } from "../../core/i18n/index.js";
import { el, headerCell, tableHead } from "../../core/ui/dom.js";
import { cardColumn, cardsSpoken, chipsOf } from "./cards.js";
import { playerName } from "./seats.js";
import { t } from "./strings.js";

function groupColumn(g, winningCard) {
  const node = el("div", `rgroup rgroup-${g.kind}${g.winning ? " winning" : ""}`);
  node.dataset.group = g.group;
  node.dataset.huxi = String(g.huxi);
  node.setAttribute("role", "img");
  const kind = t(g.set ? `group.${g.set}` : `group.${g.kind}`); // (§6 names a set: 一二三, 二七十, 顺子, 绞)
  node.setAttribute("aria-label", t(g.winning ? "result.group_winning" : "result.group",
    { kind, cards: cardsSpoken(g.cards), huxi: g.huxi }));
  const label = el("span", "rgroup-kind", kind);
  label.setAttribute("aria-hidden", "true");
  const taken = g.winning ? g.cards.indexOf(winningCard) : -1;
  const cards = cardColumn(g.cards, { className: "rgroup-cards", taken: taken < 0 ? null : taken });
  cards.setAttribute("aria-hidden", "true");
  const huxi = el("span", "rgroup-huxi", formatNumber(g.huxi));
  huxi.setAttribute("aria-hidden", "true");
  node.append(label, cards, huxi);
  return node;
}

function row(label, value, data = {}) {
  const tr = el("tr");
  Object.assign(tr.dataset, data);
  tr.append(headerCell(label, "row"), el("td", "", value));
  return tr;
}

/** 胡息 → 底数 → 番 items → 番 total → points, as a table. */
function breakdown(r) {
  const table = el("table", "result-table breakdown");
  table.append(el("caption", "", t("result.breakdown")));
  const body = el("tbody");
  body.append(row(t("result.huxi"), formatNumber(r.huxi)));
  // the hand's red, big and small cards, which the 番 items count (a "red hand" with 4 red
  // cards looked wrong to a new player who could not see the count)
  body.append(row(t("result.cards"), t("result.cards_value", { reds: formatNumber(r.reds), bigs: formatNumber(r.bigs),
    smalls: formatNumber(r.smalls) }), { reds: String(r.reds), bigs: String(r.bigs), smalls: String(r.smalls) }));
  const di = r.di_bonus ? t("result.di_sum", { base: formatNumber(r.di_base), bonus: formatNumber(r.di_bonus), di: formatNumber(r.di) })
    : formatNumber(r.di);
  const diRow = row(t(r.tianhu ? "result.di_tianhu" : "result.di"), di, { diHow: r.di_how });
  // how the 胡息 gave that 底数, under the figure (a new player found the formula only in the
  // rules); the bridge says whether it was rounded down or raised to 1 (§15.1)
  const huxi = formatNumber(r.huxi);
  diRow.querySelector("td").append(el("span", "result-formula", t(`result.di_how.${r.di_how}`,
    { huxi: r.tianhu ? t("result.di_double", { huxi }) : huxi, base: formatNumber(r.di_base) })));
  body.append(diRow);
  for (const f of r.fan) {
    const tr = row(t(`fan.${f.code}`), t("result.fan_value", { value: formatNumber(f.value) }));
    tr.dataset.fan = f.code;
    tr.dataset.value = String(f.value);
    body.append(tr);
  }
  if (!r.fan.length) body.append(row(t("result.no_fan"), t("result.fan_value", { value: formatNumber(1) })));
  body.append(row(t("result.fan_total"), t("result.fan_value", { value: formatNumber(r.fan_total) })));
  body.append(row(t("result.score"), t("result.score_value", { di: formatNumber(r.di), fan: formatNumber(r.fan_total), score: formatNumber(r.score) })));
  table.append(body);
  return table;
}

function places(totals) {
  return totals.map((p) => 1 + totals.filter((o) => o > p).length);
}

function standings(view, r) {
  const m = view.match;
  const table = el("table", "result-table standings");
  table.dataset.testid = "standings";
  const cols = ["result.player", "result.deal_points", "result.total"];
  if (m.over && m.deals !== null) cols.push("result.place");
  const thead = tableHead(cols.map((k) => t(k)));
  const tbody = el("tbody");
  const place = places(m.totals);
  r.points.forEach((points, p) => {
    const tr = el("tr", r.winner === p ? "winner" : "");
    const seat = view.table.players[p].seat;
    tr.dataset.resultSeat = seat === null ? "out" : String(seat); // (the deal seat; "out": sat out)
    tr.dataset.player = String(p);
    tr.dataset.points = String(points);
    tr.dataset.total = String(m.totals[p]);
    tr.append(headerCell(playerName(p), "row"), el("td", "", formatSigned(points)), el("td", "total", formatSigned(m.totals[p])));
    if (cols.length === 4) {
      tr.dataset.place = String(place[p]);
      tr.append(el("td", "place", t(`result.place.${Math.min(place[p], 4)}`)));
    }
    tbody.append(tr);
  });
  table.append(el("caption", "", t(m.over ? "result.final" : "result.standings")), thead, tbody);
  return table;
}

function dealsTable(m) {
  const table = el("table", "result-table by-deal");
  table.dataset.testid = "deal-scores";
  table.append(el("caption", "", t("result.by_deal")));
  const thead = tableHead([t("result.deal"), t("result.dealer"), ...m.totals.map((_, p) => playerName(p))]);
  const tbody = el("tbody");
  m.summaries.forEach((s, i) => {
    const tr = el("tr");
    tr.dataset.deal = String(i + 1);
    const dealer = s.streak > 1 ? t("result.dealer_streak", { name: playerName(s.dealer), streak: s.streak }) : playerName(s.dealer);
    tr.append(headerCell(formatNumber(i + 1), "row"), el("td", "", dealer), ...s.points.map((p, k) => el("td", s.winner === k ? "won" : "", formatSigned(p))));
    tbody.append(tr);
  });
  table.append(thead, tbody);
  return table;
}

function revealed(view) {
  const rv = view.table.reveal;
  const box = el("div", "reveal");
  if (!rv) return box;
  box.append(el("h3", "", t("result.revealed")));
  const winner = view.table.result ? view.table.result.winner : null;
  rv.hands.forEach((hand, p) => {
    if (hand === null) return;
    const line = el("div", "reveal-line");
    line.dataset.revealPlayer = String(p);
    const name = el("span", "reveal-name", playerName(p));
    // what each other hand held at the end (its table sets and 坎), as a seat's panel says
    // it of your own; the winner's 胡息 is the result's above
    if (p !== winner && rv.huxi && rv.huxi[p] !== null) {
      const huxi = el("span", "reveal-huxi", t("seat.huxi_held", { huxi: formatNumber(rv.huxi[p]) }));
      huxi.dataset.revealHuxi = String(rv.huxi[p]);
      name.append(huxi);
    }
    line.append(name, hand.length ? chipsOf(hand) : el("span", "", t("result.no_cards")));
    box.append(line);
  });
  const stock = el("div", "reveal-line");
  stock.dataset.revealStock = String(rv.stock.length);
  stock.append(el("span", "reveal-name", t("result.stock_left")), rv.stock.length ? chipsOf(rv.stock) : el("span", "", t("result.no_cards")));
  box.append(stock);
  return box;
}

/**
 * The finished deal of `view` for the house's result panel.
 * @returns {import("../../core/ui/result-panel.js").ResultParts}
 */
export function resultParts(view) {
  const m = view.match;
  const r = view.table.result;
  const title = m.over ? t("result.title_match")
    : (m.deals === null ? t("result.title_open", { number: m.number }) : t("result.title", { number: m.number, deals: m.deals }));
  let line;
  if (r.liuju) line = t("result.liuju");
  else if (r.winner === 0) line = t("result.you_win", { score: r.score });
  else line = t("result.winner", { name: playerName(r.winner), score: r.score });

  const panel = el("div", "phz-result");
  panel.dataset.testid = "phz-result";
  panel.dataset.winner = r.winner === null ? "none" : String(r.seat); // (deal seats, as the record)
  panel.dataset.huxi = String(r.huxi);
  panel.dataset.di = String(r.di);
  panel.dataset.fanTotal = String(r.fan_total);
  panel.dataset.score = String(r.score);
  if (r.liuju) {
    panel.append(el("p", "result-note", t("result.liuju_about")));
  } else {
    const how = [];
    if (r.tianhu) how.push(t("result.tianhu"));
    else how.push(t(r.self_drawn ? "result.self_drawn" : "result.other_drawn"));
    if (r.winning_card) how.push(t("result.winning_card", { name: cardsSpoken([r.winning_card]) }));
    panel.append(el("p", "result-note", sentences(how)));
    const groups = el("div", "rgroups");
    groups.append(...r.groups.map((g) => groupColumn(g, r.winning_card)));
    panel.append(groups, breakdown(r));
  }
  if (r.xianggong.length) {
    panel.append(el("p", "result-note result-xianggong", t("result.xianggong", { names: formatList(r.xianggong.map(playerName)) })));
  }
  const body = [panel];
  if (m.over && m.deals !== null) {
    const w = m.winners;
    let text;
    if (w.length === 1 && w[0] === 0) text = t("result.match_you");
    else text = t(w.length > 1 ? "result.match_tie" : "result.match_winner", { names: formatList(w.map(playerName)) });
    const p = el("p", "result-match", text);
    p.dataset.testid = "winners";
    p.dataset.winners = w.join(" ");
    body.push(p);
  }
  const tables = el("div", "result-tables");
  tables.append(standings(view, r));
  if (m.summaries.length > 1 || m.deals !== 1) tables.append(dealsTable(m));
  body.push(tables, revealed(view));
  return { key: `${view.settings.seed}/${m.number}/${m.over}`, title, line, body, over: m.over };
}
