// The Statistics panel: deals and matches played, deals won, average, best and worst deal
// points, per group the game counts apart (Pao De Kuai: rules preset and computer level),
// with a total; and a reset (asked twice).
import { formatNumber, formatSigned, t } from "../i18n/index.js";
import { el } from "./dom.js";
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
  /**
   * @param {import("../stats.js").Stats} stats
   * @param {(group: string) => {label: string, data: object}} describe a group's heading and
   *   its data-* attributes (Pao De Kuai: {preset, level}), as the game names it
   */
  constructor(stats, describe) {
    super({ id: "stats", title: t("stats.title"), className: "panel-stats" });
    this.stats = stats;
    this.describe = describe;
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
    // one card per group (and the sum of all when there are several): a short list of
    // figures reads well on a phone and a desktop alike
    const groups = data.rows.map((row) => this.describe(row.group));
    const card = (row, name, extra, hooks) => {
      const section = el("section", `stats-group ${extra}`.trim());
      Object.assign(section.dataset, hooks);
      const heading = el("h3", "", name);
      heading.id = `stats-${Object.values(hooks).join("-")}`;
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
    const cards = data.rows.map((row, i) => card(row, groups[i].label, "", groups[i].data));
    if (data.rows.length > 1) {
      cards.push(card(data.all, t("stats.all"), "stats-all",
        Object.fromEntries(Object.keys(groups[0].data).map((k) => [k, "all"]))));
    }
    this.content.replaceChildren(...cards);
  }
}
