// The deal in words: each event of the bridge (a history entry the person may see: draw,
// discard, 碰, 吃, the forced 提 / 偎 / 臭偎 / 跑, 胡, 过, 相公, 流局) phrased from the catalogue,
// for the live region and the deal log; the deal log panel (the whole deal, then the
// finished deals of the match: dealer, streak, winner, points).
import { formatSigned } from "../../core/i18n/index.js";
import { ViewPanel } from "../../core/ui/dialog.js";
import { el } from "../../core/ui/dom.js";
import { cardName, setsSpoken } from "./cards.js";
import { playerName } from "./seats.js";
import { t } from "./strings.js";

/** An event in words ("Anna discards small 5"), or "" for one the log does not tell. */
export function eventText(e) {
  const name = e.player === undefined || e.player === null ? "" : playerName(e.player);
  const you = e.player === 0 ? "_you" : "";
  switch (e.type) {
    case "draw":
      return e.card ? t(`event.draw${you}`, { name, card: cardName(e.card) }) : t("event.draw_hidden", { name });
    case "discard":
      return t(`event.discard${you}`, { name, card: cardName(e.card) });
    case "peng":
      return t(`event.peng${you}`, { name, card: cardName(e.card) });
    case "chi":
      return t(`event.chi${you}`, { name, sets: setsSpoken(e.sets) });
    case "ti":
    case "wei":
    case "chou_wei":
    case "pao":
      return e.card ? t(`event.${e.type}${you}`, { name, card: cardName(e.card) }) : t(`event.${e.type}_hidden`, { name });
    case "hu":
      return t(`event.hu${you}`, { name });
    case "pass":
      return t("event.pass_you");
    case "xianggong":
      return t(`event.xianggong${you}`, { name });
    case "liuju":
      return t("event.liuju");
    default:
      return "";
  }
}

/** The whole deal in words, and the match's finished deals (data-testid="deal-log"). */
export class DealLogPanel extends ViewPanel {
  constructor() {
    super({ id: "deal-log", title: t("log.title"), className: "panel-log", contentClass: "deal-log", testid: "deal-log" });
  }

  onOpen() {
    const v = this.view;
    if (!v) return;
    const list = el("ol", "log-list");
    for (const e of v.table.log) {
      const text = eventText(e);
      if (!text) continue;
      const li = el("li", `log-entry log-${e.type}`, text);
      li.dataset.type = e.type;
      if (e.player !== undefined) li.dataset.player = String(e.player);
      list.append(li);
    }
    const parts = [el("h3", "", t("log.this_deal", { number: v.match.number }))];
    parts.push(list.childElementCount ? list : el("p", "", t("log.empty")));
    const done = v.match.summaries || [];
    if (done.length) {
      parts.push(el("h3", "", t("log.deals")));
      const deals = el("ol", "log-deals");
      done.forEach((s, i) => {
        const winner = s.winner === null ? t("log.deal_liuju") : t("log.deal_winner", { name: playerName(s.winner) });
        const points = s.points.map((p, k) => t("log.points", { name: playerName(k), points: formatSigned(p) })).join(t("card.list_sep"));
        const li = el("li", "", t("log.deal", {
          number: i + 1, dealer: playerName(s.dealer), streak: s.streak, winner, points,
        }));
        li.dataset.deal = String(i + 1);
        deals.append(li);
      });
      parts.push(deals);
    }
    this.content.replaceChildren(...parts);
  }
}
