// The coach (issue 17; the "coach" setting, off by default): after each of the person's
// moves one line says how Hard judged it against its own choice, in points per deal, and a
// button shows Hard's choice (only ever after the move); the result panel says how many
// of the deal's plays cost more than a point. The judging is the engine's (the bridge's
// `coach` verb, asked right after the move is shown, so the worker judges it before the
// next computer move, with Hard's budget and an rng of its own: no bot's move changes; a
// deal-ending move the bridge judges in the move's own reply, whose autosave then keeps
// the judgement, and the `coach` verb answers with it).
// Nothing here weighs a play: the figures are the engine's, only put in words.
import { formatNumber, formatSigned, sentenceGap, sentences } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { playShort, playSpoken } from "./cards.js";
import { t, tn } from "./strings.js";

/**
 * Hook the coach up to the table `game` (a PaoDeKuaiTable whose board is built): its line
 * under the table's messages, and, wrapped around the table's own methods, what it does
 * at each of them: `render` (a new deal clears the line; the person's move just shown is
 * judged, with the setting on, before the computer players' next request), `result` (the
 * deal's summary in the result panel), `onSetting` (the setting turned off clears the
 * line) and `playArgs` (the person's move carries the coach flag). Returns the Coach.
 */
export function attach(game) {
  const { host } = game;
  const coach = new Coach({ engine: host.engine, announce: (text) => host.announce(text), dealKey: () => game.dealKey() });
  game.board.querySelector(".say").append(coach.node);
  const on = () => Boolean(host.setting("coach"));
  const after = (name, then) => {
    const own = game[name].bind(game);
    game[name] = (...args) => then(own(...args), ...args);
  };
  let first = true;
  after("render", (out, view, events) => {
    if (events.some((e) => e.type === "deal_start")) coach.clear();
    const mine = events.some((e) => e.seat === 0 && (e.type === "play" || e.type === "pass"));
    if (on() && mine) coach.judge();
    else if (on() && first && !view.is_over) coach.restore(); // (the line of your previous play)
    first = false;
    return out;
  });
  after("result", (parts, view) => {
    const node = parts && coach.summaryNode(game.dealKey(view), on());
    if (node) parts.body.splice(parts.body.findIndex((n) => n.classList.contains("result-tables")) + 1, 0, node);
    return parts;
  });
  after("onSetting", (again, name, value) => {
    if (name === "coach" && !value) coach.clear();
    return again;
  });
  after("playArgs", (args) => ({ ...args, coach: on() }));
  return coach;
}

/** Points per deal as the coach says them: signed, one decimal. */
function points(value) {
  return formatSigned(Number(value.toFixed(1)));
}

export class Coach {
  /**
   * @param {object} host
   * @param {import("../../core/engine-client.js").EngineClient} host.engine
   * @param {(text: string) => void} host.announce read a text out (the live region)
   * @param {() => string} host.dealKey the deal shown now ("<seed>/<deal number>")
   */
  constructor(host) {
    this.host = host;
    this.summaries = new Map(); // deal key -> the engine's summary of its judged plays
    this.summaryNodes = new Map(); // deal key -> the result panel's line, while shown
    this.node = el("div", "coach");
    this.node.dataset.testid = "coach";
    this.node.dataset.state = "off";
    this.node.hidden = true;
    this.text = el("span", "coach-text");
    this.show = el("button", "btn coach-show", t("coach.show"));
    this.show.type = "button";
    this.show.hidden = true;
    this.show.addEventListener("click", () => this.reveal());
    this.best = el("span", "coach-best");
    this.best.dataset.testid = "coach-best";
    this.best.hidden = true;
    this.node.append(this.text, this.show, this.best);
    this.line = null; // {deal, judgement}
    this.values = ""; // the expected results of the line's judgement, in words
    this.fetching = null; // the deal key whose summary is being asked for
  }

  /** Ask the engine to judge the person's move just shown (the setting is on). */
  async judge() {
    const deal = this.host.dealKey();
    this.line = null;
    this.setState("thinking", t("coach.thinking"));
    const res = await this.host.engine.request("coach");
    if (this.host.dealKey() !== deal && !this.summaryNodes.has(deal)) return;
    if (!res.ok) {
      this.setState("off", "");
      return;
    }
    const { judgement, summary } = res.result;
    this.summaries.set(deal, summary);
    this.fillSummary(deal);
    if (this.host.dealKey() !== deal) return;
    if (!judgement) {
      this.setState("off", "");
      return;
    }
    this.line = { deal, judgement };
    this.showLine(judgement, true);
  }

  /**
   * After a reload (or a new table, e.g. a change of language): show again the line of the
   * person's previous play, which the engine keeps with the autosave (the `coach` verb's
   * `last`, given only while the person has not moved since), unless a judgement is on
   * its way already. Not read out: nothing new happened.
   */
  async restore() {
    const deal = this.host.dealKey();
    if (this.node.dataset.state === "thinking" || this.line) return;
    const res = await this.host.engine.request("coach");
    if (!res.ok || this.host.dealKey() !== deal || this.line || this.node.dataset.state === "thinking") return;
    if (res.result.summary && !this.summaries.has(deal)) this.summaries.set(deal, res.result.summary);
    const last = res.result.last;
    if (!last) return;
    this.line = { deal, judgement: last };
    this.showLine(last, false);
  }

  /**
   * Put the judgement `j` (the engine's: played, played_shown, best, best_value,
   * played_value, loss, forced, ply) in words: the person's play named, then what it cost
   * against Hard's choice (its loss, points per deal, one decimal: "worth 0.2 points
   * more", "as good as", "Hard agrees"); the expected results of the deal themselves are
   * the line's title and follow Hard's choice when it is shown. `say`: read it out.
   */
  showLine(j, say) {
    Object.assign(this.node.dataset, {
      ply: String(j.ply), played: j.played, best: j.best, bestValue: String(j.best_value),
      playedValue: String(j.played_value), loss: String(j.loss), forced: String(j.forced),
    });
    const shownPlay = j.played_shown || j.played;
    const name = (short) => (j.played === "pass" ? t("coach.pass_name") : short ? playShort(shownPlay) : playSpoken(shownPlay));
    const loss = Number(Math.max(0, j.loss).toFixed(1));
    const same = j.best === j.played || (j.loss === 0 && j.best_value === j.played_value);
    const verdict = j.forced ? t("coach.forced") : same ? t("coach.same")
      : loss === 0 ? t("coach.near") : tn("coach.cost", loss);
    const words = (play) => t("coach.line", { play, verdict });
    const text = words(name(true));
    this.setState("done", text);
    this.values = t("coach.values", { played: points(j.played_value), best: points(j.best_value) });
    this.text.title = j.forced ? "" : this.values;
    this.show.hidden = Boolean(j.forced || same);
    if (say) this.host.announce(words(name(false)));
  }

  /** Show Hard's choice for the move judged last (the person asked). */
  reveal() {
    if (!this.line) return;
    const j = this.line.judgement;
    const text = j.best === "pass" ? t("coach.best_pass") : t("coach.best", { cards: playShort(j.best_shown) });
    const gap = sentenceGap();
    this.best.textContent = `${text}${gap}${this.values}`;
    this.best.hidden = false;
    this.show.hidden = true;
    this.host.announce(`${j.best === "pass" ? text : t("coach.best", { cards: playSpoken(j.best_shown) })}${gap}${this.values}`);
  }

  setState(state, text) {
    this.node.dataset.state = state;
    this.node.hidden = !text;
    this.text.textContent = text;
    this.text.title = "";
    this.show.hidden = true;
    this.best.hidden = true;
    this.best.textContent = "";
  }

  /** A new deal (or the setting turned off): the line goes. */
  clear() {
    this.line = null;
    this.setState("off", "");
  }

  /** The result panel's coach line for the deal `key` (filled now or when the engine's
   * summary arrives), or null when the coach judged none of its plays and is off. */
  summaryNode(key, on) {
    if (!on && !this.summaries.has(key)) return null;
    let p = this.summaryNodes.get(key);
    if (!p) {
      p = el("p", "coach-summary");
      p.dataset.testid = "coach-summary";
      this.summaryNodes.clear();
      this.summaryNodes.set(key, p);
    }
    if (this.summaries.has(key)) this.fillSummary(key);
    else this.fetchSummary(key);
    return p;
  }

  /** Ask the engine for the summary of the deal `key` (its current one) when this page
   * has none: after a reload or a change of language the engine still has the judgements
   * (the autosave keeps them), the page's own list started empty. */
  async fetchSummary(key) {
    if (this.fetching === key || this.node.dataset.state === "thinking") return; // (its answer brings one)
    this.fetching = key;
    const res = await this.host.engine.request("coach");
    this.fetching = null;
    if (!res.ok || this.host.dealKey() !== key) return;
    if (!this.summaries.has(key)) this.summaries.set(key, res.result.summary);
    this.fillSummary(key);
  }

  fillSummary(key) {
    const p = this.summaryNodes.get(key);
    const s = this.summaries.get(key);
    if (!p || !s) return;
    Object.assign(p.dataset, { judged: String(s.judged), costly: String(s.costly), loss: String(s.loss) });
    if (!s.judged) p.textContent = t("coach.summary_none");
    else if (!s.costly) p.textContent = tn("coach.summary_good", s.judged);
    else {
      const total = t("coach.summary_total", { judged: formatNumber(s.judged), loss: formatNumber(s.loss) });
      p.textContent = sentences([tn("coach.summary", s.costly), total]);
    }
  }
}
