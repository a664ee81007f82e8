// Who played what: the round in progress (a strip on the table) and the whole deal (a
// panel, round by round). Rounds are cut where the engine says they begin (the view's
// `round_starts`); every entry is a seat and its play or pass.
import { ViewPanel } from "../../core/ui/dialog.js";
import { el } from "../../core/ui/dom.js";
import { playLabels, playSpoken } from "./cards.js";
import { t } from "./strings.js";
import { seatName } from "./table.js";

/** One move as a list item: data-log-seat, data-log-cards ("pass" for a pass); its cards
 * shown and read in the play's display order (`shown`: the main part, then the kickers). */
export function logEntry(seat, play) {
  const li = el("li", `log-entry ${play ? "log-play" : "log-pass"}`);
  li.dataset.logSeat = String(seat);
  li.dataset.logCards = play ? play.cards : "pass";
  const name = el("span", "log-name", seatName(seat));
  const what = el("span", "log-what");
  if (play) what.append(...playLabels(play.shown));
  else what.textContent = t("card.pass");
  const spoken = play ? playSpoken(play.shown) : t("card.pass");
  li.setAttribute("aria-label", t("log.entry", { name: seatName(seat), cards: spoken }));
  name.setAttribute("aria-hidden", "true");
  what.setAttribute("aria-hidden", "true");
  li.append(name, what);
  return li;
}

/** A deal's history cut into rounds: [[index, seat, play|null], ...] per round (`view`: the
 * view, or its `previous` deal: anything with `history` and `round_starts`). */
export function rounds(view) {
  const starts = view.round_starts || [];
  return starts.map((start, i) => view.history.slice(start, starts[i + 1] ?? view.history.length)
    .map(([seat, play], k) => [start + k, seat, play]));
}

/** The strip of the round in progress (data-testid="round-log"). */
export class RoundLog {
  constructor(list) {
    this.list = list;
    list.setAttribute("aria-label", t("log.round"));
  }

  render(view) {
    const moves = view.history.slice(view.round_start);
    this.list.replaceChildren(...moves.map(([seat, play], i) => {
      const li = logEntry(seat, play);
      if (moves.length - i > 6) li.classList.add("older"); // folded away on small screens
      return li;
    }));
    this.list.dataset.moves = String(moves.length);
  }
}

/** The whole deal's plays, round by round (data-testid="deal-log"). */
export class DealLogPanel extends ViewPanel {
  constructor() {
    super({ id: "deal-log", title: t("log.title"), className: "panel-log", contentClass: "deal-log", testid: "deal-log" });
  }

  onOpen() {
    const view = this.view;
    const parts = [];
    if (!view || !view.history.length) parts.push(el("p", "log-empty", t("log.empty")));
    else {
      parts.push(...roundSections(view, "round", "h3"));
      if (view.is_over) parts.push(el("p", "log-out", t("log.out", { name: seatName(view.result.winner) })));
    }
    const previous = view && view.previous;
    if (previous) {
      // the last finished deal stays readable after "Next deal"
      const section = el("section", "log-previous");
      section.dataset.testid = "previous-deal";
      section.dataset.deal = String(previous.number);
      section.append(el("h3", "", t("log.previous", { number: previous.number })),
        ...roundSections(previous, "previousRound", "h4"));
      if (previous.winner !== null && previous.winner !== undefined) {
        section.append(el("p", "log-out", t("log.out", { name: seatName(previous.winner) })));
      }
      parts.push(section);
    }
    this.content.replaceChildren(...parts);
    this.content.dataset.moves = String(view ? view.history.length : 0);
  }
}

/** A deal's moves ({history, round_starts}) as one section per round; `data` names the
 * sections' data attribute holding the round's number, `heading` the headings' tag. */
function roundSections(deal, data, heading) {
  return rounds(deal).map((moves, i) => {
    const section = el("section", "log-round");
    section.dataset[data] = String(i + 1);
    section.append(el(heading, "", t("log.round_n", { number: i + 1 })));
    const ol = el("ol", "log-list");
    ol.append(...moves.map(([, seat, play]) => logEntry(seat, play)));
    section.append(ol);
    return section;
  });
}
