// What Pao De Kuai's table says about a step, apart from drawing it: the status line's two
// parts, what the live region reads out, the one sound, and the bomb note on the felt. Each
// is read off the engine's view and the events since the previous view (no rule here: the
// view says whose turn it is, what is on the table, who is on last card; the events say who
// played what and what a bomb scored).
import { formatList, formatSigned } from "../../core/i18n/index.js";
import { playSound } from "../../core/sound.js";
import { el } from "../../core/ui/dom.js";
import { playShort, playSpoken } from "./cards.js";
import { t } from "./strings.js";
import { SEATS, seatName } from "./table.js";

/** How long a bomb's note stays on the table (ms). */
const BOMB_NOTE_MS = 6000;

/** Whether `before` (a view or null) shows the same deal as `view`. */
function sameDeal(before, view) {
  return Boolean(before) && before.settings.seed === view.settings.seed && before.match.number === view.match.number;
}

/** The status line's two parts: `[what the other players just did ("" if nothing), what
 * happens now (your move, whose turn, the deal's end)]`. */
export function statusParts(view, events) {
  let done = "";
  const last = events.filter((e) => e.type === "play" || e.type === "pass").pop();
  if (last && last.seat !== 0) {
    done = last.type === "pass" ? t("status.passed", { name: seatName(last.seat) })
      : t("status.played", { name: seatName(last.seat), cards: playShort(last.shown) });
  }
  let now;
  if (view.is_over) {
    const w = view.result.winner;
    now = w === 0 ? t("status.deal_over_you") : t("status.deal_over", { name: seatName(w) });
  } else if (view.turn === 0) {
    if (view.must_hold_3S) now = t("status.your_turn_lead_3S");
    else if (!view.table) now = t("status.your_turn_lead");
    else {
      const key = view.pass_reason ? "status.your_turn_must_beat" : "status.your_turn_cannot_beat";
      now = t(key, { cards: playShort(view.table.shown) });
    }
  } else {
    now = t("status.bot_turn", { name: seatName(view.turn) });
  }
  return [done, now];
}

/** What the live region reads out for a step, in order: the other players' plays and
 * passes, a last-card marker appearing, the end of the deal, the turn coming back to the
 * person (their own moves are not read back). `before`: the previous view or null. */
export function spoken(before, view, events) {
  const out = [];
  for (const e of events) {
    if (e.seat === 0) continue;
    if (e.type === "play") {
      out.push(t("announce.play", { name: seatName(e.seat), kind: t(`kind.${e.kind}`), cards: playSpoken(e.shown) }));
    } else if (e.type === "pass") {
      out.push(t("announce.pass", { name: seatName(e.seat) }));
    }
  }
  const same = sameDeal(before, view);
  if (same) {
    for (const s of SEATS) {
      if (!view.last_card[s] || before.last_card[s]) continue;
      out.push(s === 0 ? t("announce.last_card_you") : t("announce.last_card", { name: seatName(s) }));
    }
  }
  if (view.is_over) {
    if (events.some((e) => e.type === "deal_over")) {
      const w = view.result.winner;
      out.push(w === 0 ? t("status.deal_over_you") : t("status.deal_over", { name: seatName(w) }));
    }
  } else if (view.turn === 0 && (!same || before.turn !== 0)) {
    if (view.must_hold_3S) out.push(t("announce.your_lead_3S"));
    else out.push(t(view.table ? "announce.your_turn" : "announce.your_lead"));
  }
  return out;
}

/** Play the one sound for what `events` say happened (the deal's end over a bomb, over a
 * last card appearing since `before`, over a play or a pass), when `on`. */
export function cue(before, view, events, on) {
  const types = new Set(events.map((e) => (e.type === "play" && e.kind === "bomb" ? "bomb" : e.type)));
  const lastCard = sameDeal(before, view) && SEATS.some((s) => view.last_card[s] && !before.last_card[s]);
  const name = types.has("deal_over") ? "deal_end" : types.has("bomb") ? "bomb" : lastCard ? "last_card"
    : types.has("play") ? "play" : types.has("pass") ? "pass" : null;
  if (name) playSound(name, on);
}

/** The note on the felt that says a bomb's points as they are earned (spec §8): who gained
 * what (the seats' points already include it), or that a bomb's points wait until nobody
 * beats it (the engine's `bomb_pending`). It stays BOMB_NOTE_MS, and goes at a new deal. */
export class BombNote {
  /** @param {HTMLElement} felt where the note sits */
  constructor(felt) {
    this.node = el("p", "bomb-note");
    this.node.dataset.testid = "bomb-note";
    this.node.hidden = true;
    this.timer = null;
    felt.append(this.node);
  }

  /** Show what `events` say a bomb scored; returns the words (to read out), or "". */
  show(events) {
    let text = "";
    for (const e of events) {
      if (e.type === "bomb") {
        const others = SEATS.filter((s) => s !== e.seat);
        text = t("bomb.scored", {
          name: seatName(e.seat), gain: formatSigned(e.points[e.seat]),
          others: formatList(others.map(seatName)), loss: formatSigned(e.points[others[0]]),
        });
      } else if (e.type === "bomb_pending") {
        const gain = formatSigned(e.gain);
        text = e.seat === 0 ? t("bomb.pending_you", { gain }) : t("bomb.pending", { name: seatName(e.seat), gain });
      } else if (e.type === "deal_start") {
        this.hide();
      }
    }
    if (!text) return "";
    this.node.textContent = text;
    this.node.hidden = false;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hide(), BOMB_NOTE_MS);
    return text;
  }

  hide() {
    clearTimeout(this.timer);
    this.node.hidden = true;
  }
}
