// The table's skeleton, mounted into the page by the game: the other players' panels, the
// felt (the stock with its count, the 亮张 and the bottom card(s), the card on offer), your
// panel (sets and discards), the help strip (听, 臭, the card tracker), the controls (what is
// said, the decision bar, the 吃 picker, Hint, Arrange, the deal log) and your hand. The
// house adds its loading indicator to the felt and its "Show result" / "Next deal" to the
// controls. Ids and data-* hooks are the README's (issue 12's test hooks).
import { el, markOverflow } from "../../core/ui/dom.js";
import { t } from "./strings.js";

function button(className, label, action) {
  const b = el("button", className, t(label));
  b.type = "button";
  if (action) b.dataset.action = action;
  b.hidden = true;
  return b;
}

/**
 * The board (`<main class="board phz-board">`), empty until the first view.
 * @param {{loading: HTMLElement, flow: HTMLElement[]}} frame the house's parts placed in it
 */
export function buildBoard(frame) {
  const board = el("main", "board phz-board");
  const opps = el("div", "opps");
  opps.id = "opps";

  const felt = el("section", "felt");
  felt.id = "felt";
  felt.setAttribute("aria-label", t("table.label"));
  const stock = el("div", "stock");
  stock.id = "stock";
  stock.dataset.testid = "stock";
  stock.dataset.count = "0";
  const offer = el("div", "offer-slot");
  offer.id = "offer-slot";
  const note = el("p", "felt-note");
  note.id = "felt-note";
  note.hidden = true;
  felt.append(stock, offer, note, frame.loading);

  const you = el("div", "you-area");
  you.id = "you-area";

  const help = el("div", "help-strip");
  help.id = "help-strip";

  const status = el("p", "status");
  status.id = "status";
  const message = el("p", "message");
  message.id = "message";
  message.setAttribute("role", "alert");
  markOverflow(message); // (a long hint scrolls inside its lines: it fades at the edge with more)
  const say = el("div", "say");
  say.append(status, message);

  const bar = el("div", "decision-bar");
  bar.id = "decision-bar";
  bar.dataset.testid = "actions";
  bar.dataset.actions = "[]";
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", t("bar.label"));
  bar.append(
    button("btn btn-claim btn-hu", "bar.hu", "hu"),
    button("btn btn-claim btn-peng", "bar.peng", "peng"),
    button("btn btn-claim btn-chi", "bar.chi", "chi"),
    button("btn btn-claim btn-pass", "bar.pass", "pass"),
    button("btn btn-primary btn-discard", "bar.discard", "discard"),
  );
  const picker = el("div", "chi-picker");
  picker.id = "chi-picker";
  picker.dataset.testid = "chi-picker";
  picker.hidden = true;
  picker.setAttribute("role", "group");

  const tools = el("div", "table-tools");
  tools.id = "table-tools";
  const hint = button("btn", "button.hint");
  hint.id = "btn-hint";
  hint.setAttribute("aria-keyshortcuts", "H");
  const arrange = button("btn", "button.arrange");
  arrange.id = "btn-arrange";
  tools.append(hint, arrange, ...frame.flow);

  const row = el("div", "act-row");
  row.append(bar, tools);
  const controls = el("div", "controls");
  controls.id = "controls";
  controls.append(say, row, picker);

  const handArea = el("div", "hand-area");
  handArea.id = "hand-area";

  board.append(opps, felt, you, help, controls, handArea);
  return board;
}
