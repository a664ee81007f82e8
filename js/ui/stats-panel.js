// The Statistics panel: deals and matches played, deals won, average, best and worst deal
// points, per rules preset and computer level, with a total; and a reset (asked twice).
import { formatNumber, formatSigned, t } from "../i18n/index.js";
import { el } from "./cards.js";
import { Panel } from "./dialog.js";

const COLUMNS = ["deals", "won", "matches", "matchesWon", "average", "best", "worst"];
const HEADS = { deals: "stats.deals", won: "stats.won", matches: "stats.matches", matchesWon: "stats.matches_won",
  average: "stats.average", best: "stats.best", worst: "stats.worst" };

function figure(row, col) {
  if (col === "average") return row.deals ? formatSigned(Math.round((row.points / row.deals) * 10) / 10) : t("stats.none");
  if (col === "best" || col === "worst") return row[col] === null ? t("stats.none") : formatSigned(row[col]);
  return formatNumber(row[col]);
}

export class StatsPanel extends Panel {
  /** @param {import("../stats.js").Stats} stats */
  constructor(stats) {
    super({ id: "stats", title: "stats.title", className: "panel-stats" });
    this.stats = stats;
    this.content = el("div", "stats-content");
    this.content.dataset.testid = "stats";
    this.reset = el("button", "btn", t("stats.reset"));
    this.reset.type = "button";
    this.confirm = el("div", "stats-confirm");
    this.confirm.setAttribute("role", "group");
    const question = el("p", "", t("stats.reset_confirm"));
    question.id = "stats-confirm-q";
    this.confirm.setAttribute("aria-labelledby", question.id);
    const yes = el("button", "btn btn-danger", t("stats.reset_yes"));
    const no = el("button", "btn", t("stats.reset_no"));
    yes.type = "button";
    no.type = "button";
    this.confirm.append(question, yes, no);
    this.reset.addEventListener("click", () => {
      this.confirm.hidden = false;
      this.reset.hidden = true;
      no.focus();
    });
    no.addEventListener("click", () => this.onOpen());
    yes.addEventListener("click", () => {
      this.stats.reset();
      this.onOpen();
      this.reset.focus();
    });
    const actions = el("div", "panel-actions");
    actions.append(this.reset, this.confirm);
    this.body.append(this.content, el("p", "stats-note", t("stats.note")), actions);
  }

  onOpen() {
    this.confirm.hidden = true;
    this.reset.hidden = false;
    const data = this.stats.rows();
    this.reset.disabled = !data;
    if (!data) {
      this.content.replaceChildren(el("p", "stats-empty", t("stats.empty")));
      return;
    }
    // one card per rules preset and level (and the sum of all when there are several):
    // a short list of figures reads well on a phone and a desktop alike
    const card = (row, name, extra) => {
      const section = el("section", `stats-group ${extra}`.trim());
      section.dataset.preset = row.preset || "all";
      section.dataset.level = row.level || "all";
      const heading = el("h3", "", name);
      heading.id = `stats-${section.dataset.preset}-${section.dataset.level}`;
      section.setAttribute("aria-labelledby", heading.id);
      const list = el("dl", "stats-figures");
      for (const col of COLUMNS) {
        const item = el("div", "stats-figure");
        item.dataset.stat = col;
        item.append(el("dt", "", t(HEADS[col])), el("dd", "", figure(row, col)));
        list.append(item);
      }
      section.append(heading, list);
      return section;
    };
    const cards = data.rows.map((row) => card(row, t("stats.row",
      { preset: t(`settings.preset.${row.preset}`), level: t(`settings.level.${row.level}`) }), ""));
    if (data.rows.length > 1) cards.push(card(data.all, t("stats.all"), "stats-all"));
    this.content.replaceChildren(...cards);
  }
}
