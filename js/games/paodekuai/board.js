// The table's skeleton, mounted into the page by the game (the page itself holds no
// table): the two opponents' seats, the card counter, the felt with the play to beat and
// the round strip, your seat, and the controls (what is said, Hint, Pass, Play). The
// house adds its loading indicator to the felt and its "Show result" / "Next deal" to the
// controls. Elements keep the ids and data-* hooks the README's table lists.
import { el } from "../../core/ui/dom.js";
import { t } from "./strings.js";

function section(className, id, seat) {
  const node = el("section", className);
  node.id = id;
  if (seat !== undefined) {
    node.dataset.seat = String(seat);
    node.dataset.count = "0";
  }
  return node;
}

function button(className, id, label) {
  const b = el("button", className, t(label));
  b.type = "button";
  b.id = id;
  b.disabled = true;
  return b;
}

function note(className, id, testid) {
  const p = el("p", className);
  p.id = id;
  p.dataset.testid = testid;
  p.hidden = true;
  return p;
}

/**
 * The board (`<main class="board">`), empty until the first view.
 * @param {{loading: HTMLElement, flow: HTMLElement[]}} frame the house's parts placed in it
 */
export function buildBoard(frame) {
  const board = el("main", "board");
  const counter = section("counter", "counter");
  counter.dataset.testid = "counter";
  const felt = section("felt", "felt");
  const play = el("div", "table-play");
  play.id = "table";
  Object.assign(play.dataset, { testid: "table", cards: "", by: "" });
  const round = el("div", "round");
  round.id = "round";
  const log = el("ol", "round-log");
  log.id = "round-log";
  log.dataset.testid = "round-log";
  round.append(log);
  felt.append(play, round, frame.loading);

  // the status line: what the others just did, then what happens now (kept in sight
  // while a message shows, where there is room)
  const status = el("p", "status");
  status.id = "status";
  const last = el("span", "status-last");
  last.id = "status-last";
  const now = el("span", "status-now");
  now.id = "status-now";
  now.dataset.testid = "status-now";
  status.append(last, now);
  const message = el("p", "message");
  message.id = "message";
  message.setAttribute("role", "alert");
  const notes = el("div", "notes");
  notes.append(note("note note-pass", "pass-note", "pass-lock"), note("note note-play", "play-note", "selection"));
  const say = el("div", "say");
  say.append(status, message, notes);
  const actions = el("div", "actions");
  actions.append(button("btn", "btn-hint", "button.hint"), button("btn", "btn-pass", "button.pass"),
    button("btn btn-primary", "btn-play", "button.play"), ...frame.flow);
  const why = (id) => {
    const span = el("span");
    span.id = id;
    span.hidden = true;
    return span;
  };
  const controls = el("div", "controls");
  controls.append(say, actions, why("play-why"), why("turn-why"));

  board.append(section("seat seat-opp seat-left", "seat-2", 2), counter, felt,
    section("seat seat-opp seat-right", "seat-1", 1), section("seat seat-you", "seat-0", 0), controls);
  return board;
}
