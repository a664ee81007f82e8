// What Paohuzi's table says about a step, apart from drawing it: the status line's two parts,
// how long a step stays on screen (the controller's dwell and lead), and the Hint's words. All
// read off the engine's view, its events and the Hint's reason (no rule here).
import { sentences } from "../../core/i18n/index.js";
import { cardName, cardsSpoken, setsSpoken } from "./cards.js";
import { eventText } from "./log.js";
import { playerName } from "./seats.js";
import { t, tn } from "./strings.js";

/** A step's pace (see dwell): one pace for a line naming one card, an eighth of a pace more
 * for each further card its lines name, at most two paces. */
const PACE_PER_CARD = 1 / 8;
const MOST_PACES = 2;
/** What a 相公 line says (a sentence, no card) in cards' worth of reading. */
const XIANGGONG_CARDS = 5;
/** The least a step with a forced set (提, 偎, 臭偎, 跑) stays: such a set lays itself, nobody
 * chose it, so the person needs a moment to see whose it is (a new player found a forced 跑
 * on another's discard gone before they saw it). */
const FORCED_PACES = 1.5;

/** Cards of an action or reason parameter ("x1 x2 x3 / x4 x5 x6") in spoken words, the sets
 * after the first named as 比 sets. */
function spokenSets(text) {
  return setsSpoken(String(text || "").split("/").filter((s) => s.trim()));
}

/** How many paces (a number, 1 to MOST_PACES) the step of `events` stays on screen: its lines
 * are read card by card, so one pace for a line naming one card and PACE_PER_CARD of a pace
 * more for each further card (a 吃 names three a set: 1.25 paces, with one 比 set 1.625); the
 * person's own pass names none; a forced set at least FORCED_PACES. */
export function dwell(events) {
  let cards = 0;
  for (const e of events) {
    if (e.type === "pass" || !eventText(e)) continue;
    if (e.type === "chi") cards += (e.sets || []).reduce((n, set) => n + String(set).trim().split(/\s+/).length, 0);
    else if (e.type === "xianggong") cards += XIANGGONG_CARDS;
    else cards += 1;
  }
  const paces = 1 + Math.max(0, cards - 1) * PACE_PER_CARD;
  const forced = events.some((e) => e.forced && eventText(e));
  return Math.min(MOST_PACES, forced ? Math.max(FORCED_PACES, paces) : paces);
}

/** Whether the reply to the person's move starts with their own pass followed by more: the
 * pass shows nothing of its own, so the table waits a pace before the next step (the card
 * passed stays on offer meanwhile, as it does when the reply ends there). */
export function lead(events) {
  return events.length > 1 && events[0].type === "pass" && events[0].player === 0;
}

/** The status line's two parts: what happened (a list of sentences) and what comes next (a
 * sentence, or "" when nothing does). What happened is what the person did not choose: their
 * own draw and the forced sets it made (a draw, then a forced 跑 / 提 / 偎) when the events end
 * so, else the last other player's event (the others' events before are in the live region
 * and the deal log; the line stays short enough for a phone). With no events (the page was
 * loaded), the card on offer, if any, is told as its draw or discard. */
export function statusParts(view, events) {
  const tv = view.table;
  const told = events.filter((e) => eventText(e) && (e.player !== 0 || e.forced || e.type === "draw"));
  let from = told.length;
  while (from > 0 && told[from - 1].player === 0) from -= 1;
  const parts = told.slice(from < told.length ? from : Math.max(0, from - 1)).map(eventText);
  // no step to tell (a reload, a language change): the card on offer says what happened
  if (!parts.length && tv.offer && !view.is_over) {
    parts.push(eventText({ type: tv.offer.source, player: tv.offer.player, card: tv.offer.card }));
  }
  let now = "";
  if (view.is_over) {
    const r = tv.result;
    if (!r || r.liuju) {
      const said = parts.indexOf(t("event.liuju")); // (the 流局 is said once: the result's words)
      if (said >= 0) parts.splice(said, 1);
      now = t("result.liuju");
    } else now = r.winner === 0 ? t("status.you_won") : t("status.won", { name: playerName(r.winner) });
  } else if (view.you === null) {
    now = t("table.watching");
  } else if (view.to_act) {
    now = t(`status.decide.${tv.decision}`);
  } else if (tv.turn !== null) {
    now = t("status.bot_turn", { name: playerName(tv.turn) });
  }
  return [parts, now];
}

/** The status line as two texts: [what happened (its sentences joined), what comes next]. */
export function statusLine(view, events) {
  const [parts, now] = statusParts(view, events);
  return [sentences(parts), now];
}

/** The words of a Hint's reason (the bridge's `{code, ...}`: cards as codes, counts as
 * numbers), or "" for a code the catalogue does not know. */
export function reasonText(reason) {
  const p = { ...reason };
  for (const k of ["card", "waits", "sets", "discard", "chou"]) {
    if (typeof p[k] === "string") p[k] = k === "sets" ? spokenSets(p[k]) : cardsSpoken(p[k].split(" "));
  }
  if (p.discard === null || p.discard === undefined) p.discard = t("hint.no_discard");
  // the counts in words with their plural form ("1 card short", "2 cards short")
  if (typeof reason.distance === "number") p.short = tn("hint.short", reason.distance);
  if (typeof reason.copies === "number") p.unseen = tn("hint.unseen", reason.copies);
  const key = `hint.reason.${reason.code}`;
  const text = t(key, p);
  return text === key ? "" : text;
}

/** What the Hint says of its choice `action` (an engine action: "discard x3", "chi x1 x2 x3",
 * "peng", "hu", "pass") and its `reason`: the choice, then why. */
export function hintText(action, reason) {
  let what;
  if (action.startsWith("discard ")) what = t("hint.discard", { name: cardName(action.split(" ")[1]) });
  else if (action.startsWith("chi ")) what = t("hint.chi", { sets: spokenSets(action.slice(4)) });
  else what = t(`hint.${action}`);
  return `${what} ${reasonText(reason)}`.trim();
}
