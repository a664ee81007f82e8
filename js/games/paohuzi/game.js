// Paohuzi's table as the house's controller drives it (js/core/controller.js): it mounts the
// board, renders each view with the events since the last one (the players' panels, the
// stock and the card on offer, your hand in columns, the help strip), says what the status
// line and the live region say, runs the person's controls (the decision bar with 胡 / 碰 / 吃 /
// 过 and Discard, the 吃 picker, the give-up-胡 question, Hint, Arrange, the keys) and sends
// the person's decisions through the controller. It holds no rule: the view lists the exact
// actions offered (view.actions), the 吃 choices (table.chi), the columns and their 胡息, the
// 听 cards and every count; refusals come back with a reason code, said in words.
import { anyPanelOpen, askConfirm } from "../../core/ui/dialog.js";
import { el, setBlocked } from "../../core/ui/dom.js";
import { Guide } from "../../core/ui/guide.js";
import { toolButton } from "../../core/ui/icons.js";
import { formatNumber, sentenceGap } from "../../core/i18n/index.js";
import { Arrangement } from "./arrangement.js";
import { buildBoard } from "./board.js";
import { cardChip, cardFace, cardName, cardsSpoken } from "./cards.js";
import { HandView } from "./hand.js";
import { HelpStrip } from "./info.js";
import { GUIDE_STEPS, freshMatch } from "./guide.js";
import { DealLogPanel, eventText } from "./log.js";
import { ChiPicker } from "./picker.js";
import { resultParts } from "./result.js";
import { dwell, hintText, lead, statusLine } from "./say.js";
import { SeatPanel, playerName } from "./seats.js";
import { t } from "./strings.js";

/** The forced and claimed sets whose bubble and animation the table shows. */
const SHOWN = new Set(["ti", "wei", "chou_wei", "pao", "peng", "chi", "hu"]);

export class PaohuziTable {
  /** @param {object} host the house's side (see js/games/paodekuai/game.js's Host, plus `state`) */
  constructor(host) {
    this.host = host;
    this.view = null;
    this.told = ""; // the status line: what happened, what comes next (render(), showNow())
    this.now = "";
    this.seats = {};
    this.hinted = null; // {pos, action}
    this.arrangement = new Arrangement(host.state);
  }

  mount(app, frame) {
    this.board = buildBoard(frame);
    const $ = (id) => this.board.querySelector(`#${id}`);
    this.el = {
      app, caption: frame.caption, opps: $("opps"), felt: $("felt"), stock: $("stock"), offerSlot: $("offer-slot"),
      feltNote: $("felt-note"), you: $("you-area"), status: $("status"), message: $("message"), bar: $("decision-bar"),
      hint: $("btn-hint"), arrange: $("btn-arrange"), handArea: $("hand-area"), tools: $("table-tools"),
    };
    this.buttons = Object.fromEntries(["hu", "peng", "chi", "pass", "discard"].map(
      (a) => [a, this.el.bar.querySelector(`.btn-${a}`)]));
    this.el.bar.addEventListener("click", (e) => {
      const b = e.target.closest("button");
      if (b && b.getAttribute("aria-disabled") !== "true") this.onBar(b);
    });
    this.picker = new ChiPicker($("chi-picker"), {
      onAction: (action) => this.decide(action),
      onStep: (first) => this.savePicker(first),
      onClose: () => {
        this.savePicker(undefined);
        this.update();
        if (!this.buttons.chi.hidden) this.buttons.chi.focus();
      },
    });
    this.help = new HelpStrip($("help-strip"), (shown) => this.host.changeSetting("tracker", shown), this.el.tools);
    this.help.setTracker(this.host.setting("tracker"));
    this.help.setReady(this.host.setting("ready"));
    this.hand = new HandView(this.el.handArea, {
      arrangement: this.arrangement,
      onChange: () => this.onSelection(),
      canDiscard: () => this.canDiscard(),
      onDiscard: (code, column, index) => this.discard({ code, column, index }),
      say: (text) => this.notice(text),
    });
    this.dealLog = new DealLogPanel();
    this.el.tools.prepend(toolButton("log", t("log.open"), () => this.dealLog.open(), "L"));
    this.el.hint.addEventListener("click", () => this.hint());
    this.el.arrange.addEventListener("click", () => {
      if (!this.view || this.view.you === null) return;
      this.arrangement.reset(this.view);
      this.hand.render(this.myTurn());
      this.notice(t("hand.arranged"));
    });
    this.el.hint.hidden = false;
    this.el.arrange.hidden = false;
    this.setLarge(this.host.setting("large"));
    app.append(this.board);
    this.guide = new Guide({
      steps: GUIDE_STEPS, t, fresh: freshMatch, board: this.board, host: this.host,
      onClosed: (hadFocus) => { if (hadFocus && !this.hand.focusCurrent()) this.el.hint.focus(); },
      onChange: () => this.showNow(),
    });
    this.update();
  }

  unmount() {
    this.guide.end(null);
    document.documentElement.classList.remove("phz-large");
    document.documentElement.style.removeProperty("--phz-cols");
    this.dealLog.close();
    this.dealLog.dialog.remove();
    this.board.remove();
  }

  // ---------------------------------------------------------------- what the house asks

  turn(view) {
    if (view.is_over) return null;
    return view.to_act && view.you !== null ? "you" : "bot";
  }

  progress(view) {
    if (!view || view.match.over || !(view.history.length > 1 || view.match.number > 1)) return null;
    return { number: view.match.number, deals: view.match.deals === null ? "∞" : view.match.deals };
  }

  result(view) {
    return view.is_over && view.table.result ? resultParts(view) : null;
  }

  tally(view, events) {
    const s = view.settings;
    const group = `${s.fan_table}/${s.min_huxi}/${s.level}`;
    const out = [];
    for (const e of events) {
      if (e.type === "deal_over" && view.you !== null && view.table.result) {
        out.push({ group, deal: { points: view.table.result.points[0], won: view.table.result.winner === 0 } });
      } else if (e.type === "match_over") {
        out.push({ group, match: { won: e.winners.includes(0) } });
      }
    }
    return out;
  }

  onSetting(name, value) {
    if (name === "tracker") this.help.setTracker(value);
    else if (name === "ready") {
      this.help.setReady(value);
      if (this.view) this.help.render(this.view, this.selectedCode());
    } else if (name === "large") this.setLarge(value);
    return false;
  }

  setLarge(on) {
    document.documentElement.classList.toggle("phz-large", Boolean(on));
  }

  autoMove() {
    return null;
  }

  /** What the computer players wait for before their next move: the first-visit guide
   * closed (a promise; resolved at once when it is not open). */
  hold() {
    return this.guide.hold();
  }

  /** The way into the first-visit guide that Rules and tips offers. */
  helpAction() {
    return this.guide.helpAction();
  }

  /** How many paces a step stays on screen (the controller's dwell): say.js's dwell. */
  dwell(view, events) {
    return dwell(events);
  }

  /** Whether the table waits a pace before the next step (say.js's lead). */
  lead(events) {
    return lead(events);
  }

  reset() {
    this.hand.clear();
    this.picker.close();
  }

  openLog() {
    this.dealLog.open();
  }

  // ---------------------------------------------------------------- rendering

  posKey(v = this.view) {
    return v ? `${v.settings.seed}/${v.match.number}/${v.history.length}` : "";
  }

  ensureSeats(view) {
    const n = view.match.players;
    if (this.seatCount === n) return;
    this.seatCount = n;
    this.seats = {};
    const others = [];
    for (let p = n - 1; p >= 1; p -= 1) {
      const panel = new SeatPanel(p, false);
      this.seats[p] = panel;
      others.push(panel.node);
    }
    this.el.opps.replaceChildren(...others);
    this.el.opps.dataset.players = String(n);
    this.seats[0] = new SeatPanel(0, true);
    this.el.you.replaceChildren(this.seats[0].node);
  }

  render(view, events, before) {
    this.view = view;
    this.ensureSeats(view);
    const tv = view.table;
    const watching = view.you === null;
    if (!watching) this.arrangement.sync(view);
    else this.arrangement.columns = [];
    this.hand.render(this.myTurn());
    this.el.handArea.hidden = watching;
    const m = view.match;
    for (const p of tv.players) {
      const seat = this.seats[p.player];
      seat.update(p, m.totals[p.player], tv.turn === p.player && !view.is_over, m.streak);
      seat.huxi.title = this.huxiTitle(p);
    }
    if (!this.hinted || this.hinted.pos !== this.posKey()) this.picker.hinted = null;
    this.renderStock(tv.stock);
    this.renderOffer(tv.offer);
    this.el.feltNote.hidden = !watching;
    this.el.feltNote.textContent = watching ? t("table.watching") : "";
    this.help.render(view, this.selectedCode());
    this.dealLog.update(view);
    this.el.caption.textContent = m.deals === null ? t("status.deal_open", { number: m.number })
      : t("status.deal", { number: m.number, deals: m.deals });
    const [told, now] = statusLine(view, events);
    this.told = told;
    this.now = now;
    this.showNow();
    this.showEvents(view, events, now);
    this.restorePicker(view);
    this.restoreHint(view);
    this.guide.askOnce(view);
  }

  /** The status line: what happened (this.told), then what comes next (this.now), or, while
   * the first-visit guide holds the computer players and it is one of theirs to decide,
   * that they wait for it (their turn marks too). */
  showNow() {
    const view = this.view;
    if (!view) return;
    const botsWait = !view.is_over && !view.to_act && view.table.turn !== null;
    const now = (botsWait && this.guide.waitText()) || this.now;
    const gap = this.told && now ? sentenceGap() : "";
    this.el.status.replaceChildren(el("span", "status-told", this.told), gap, el("span", "status-now", now));
    const mark = this.guide.waitMark() || t("seat.turn_bot");
    for (const [seat, panel] of Object.entries(this.seats)) {
      if (Number(seat) !== 0) panel.turnMark.textContent = mark;
    }
  }

  /** What a panel's 胡息 figure counts, in words (its title): your own with the 坎 in your
   * hand, or a seat's table sets, which everyone sees. */
  huxiTitle(p) {
    const held = p.held_huxi === null || p.held_huxi === undefined ? null : p.held_huxi;
    if (held !== null && held !== p.huxi) return t("seat.huxi_held_title", { huxi: held, shown: p.huxi });
    return p.player === 0 ? t("seat.huxi_title_you", { huxi: p.huxi })
      : t("seat.huxi_title", { name: playerName(p.player), huxi: p.huxi });
  }

  renderStock(s) {
    const node = this.el.stock;
    node.dataset.count = String(s.count);
    const pile = el("div", "stock-pile");
    pile.append(cardFace(null), el("span", "stock-n", formatNumber(s.count)));
    pile.setAttribute("role", "img");
    pile.setAttribute("aria-label", t("stock.label", { count: s.count }));
    const parts = [pile];
    const known = (label, codes, testid) => {
      if (!codes.length) return;
      const box = el("div", "stock-known");
      box.dataset.testid = testid;
      box.dataset.cards = codes.join(" ");
      const cards = el("span", "stock-cards");
      cards.append(...codes.map((c) => cardFace(c, { compact: true })));
      cards.setAttribute("aria-hidden", "true");
      box.setAttribute("role", "img");
      box.setAttribute("aria-label", t(`${label}.label`, { cards: cardsSpoken(codes) }));
      box.append(el("span", "stock-caption", t(label)), cards);
      parts.push(box);
    };
    known("stock.liangzhang", s.liangzhang ? [s.liangzhang] : [], "liangzhang");
    known("stock.bottom", s.bottom ? [s.bottom] : [], "bottom"); // (the face-up card still in the stock, §5)
    if (s.known_top.length) known("stock.known_top", s.known_top, "known-top");
    node.replaceChildren(...parts);
  }

  renderOffer(offer) {
    const key = offer ? `${offer.card}/${offer.source}/${offer.player}/${this.posKey()}` : "";
    if (this.offerKey === key) return;
    this.offerKey = key;
    this.settling = null;
    if (!offer) {
      this.el.offerSlot.replaceChildren();
      return;
    }
    const box = el("div", `offer offer-${offer.source}`);
    box.dataset.testid = "offer";
    box.dataset.card = offer.card;
    box.dataset.source = offer.source;
    box.dataset.by = String(offer.seat); // (the deal seat, as the engine's record names it)
    const words = t(`offer.${offer.source}`, { name: playerName(offer.player), card: cardName(offer.card) });
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", words);
    // (your own card: "Your draw", not "Drawn by You")
    const short = offer.player === 0 ? `offer.${offer.source}_short_you` : `offer.${offer.source}_short`;
    const caption = el("span", "offer-caption", t(short, { name: playerName(offer.player) }));
    caption.setAttribute("aria-hidden", "true");
    const face = cardFace(offer.card);
    box.append(face, caption);
    this.el.offerSlot.replaceChildren(box);
    if (typeof face.animate === "function" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      // the decision bar waits until the card is fully shown (update())
      const shown = face.animate([{ transform: "translateY(-12px) scale(.85)", opacity: 0.4 }, { transform: "none", opacity: 1 }],
        { duration: 220, easing: "ease-out" });
      this.settling = shown;
      const settled = () => {
        if (this.settling !== shown) return;
        this.settling = null;
        this.update();
      };
      shown.finished.then(settled, settled);
      // at the latest after a second (a page that paints little, or a busy one, may hold the
      // animation): the card is put at its end first, so the bar never shows beside a moving card
      setTimeout(() => {
        if (this.settling === shown && shown.playState !== "finished") shown.finish();
        settled();
      }, 1000);
    }
  }

  /** Forced and claimed sets: the player's bubble, the new set's short animation, the live
   * region; at the deal's end `now`, the status line's "what comes now", read out. */
  showEvents(view, events, now) {
    // a bubble belongs to its step: the next step takes the earlier ones down
    const flashed = new Set(events.filter((e) => SHOWN.has(e.type) && e.player !== undefined).map((e) => e.player));
    if (events.some((e) => e.type !== "deal_start")) {
      for (const [p, seat] of Object.entries(this.seats)) if (!flashed.has(Number(p))) seat.flash("");
    }
    // a new deal: the live region keeps none of the last deal's words
    if (events.some((e) => e.type === "deal_start")) this.host.clearSaid();
    for (const e of events) {
      if (e.type === "deal_start") continue;
      if (SHOWN.has(e.type) && e.player !== undefined && this.seats[e.player]) {
        this.seats[e.player].flash(t(`bubble.${e.type}`));
        if (e.type !== "hu") {
          const col = this.seats[e.player].lastMeld();
          if (col && typeof col.animate === "function" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
            col.animate([{ transform: "scale(1.25)", filter: "brightness(1.4)" }, { transform: "none", filter: "none" }],
              { duration: 420, easing: "ease-out" });
          }
        }
      }
      const own = e.player === 0 && (e.forced || e.type === "draw"); // (not the person's choice)
      if (e.player !== 0 || own) {
        const text = eventText(e);
        if (text && !(e.type === "draw" && e.player !== 0)) this.host.announce(text);
        else if (text && e.type === "draw" && e.card) this.host.announce(text);
      }
    }
    // the deal's end: what comes now (the winner's 胡 was said as its event, just above)
    if (view.is_over && events.some((e) => e.type === "deal_over")) this.host.announce(now);
    else if (view.to_act && view.you !== null && events.length) this.host.announce(t(`status.decide.${view.table.decision}`));
  }

  showReason(code) {
    const key = `reason.${code}`;
    this.el.message.textContent = t(key) === key ? t("reason.unknown") : t(key);
    this.el.message.dataset.reason = code;
  }

  notice(text) {
    this.el.message.textContent = text;
    this.el.message.dataset.reason = "";
  }

  // ---------------------------------------------------------------- the 吃 picker's state

  /** Keep the picker's step in the table state (a reload reopens it where it was);
   * `first` undefined: the picker is closed. */
  savePicker(first) {
    const s = this.host.state.read();
    const base = s && typeof s === "object" && !Array.isArray(s) ? s : {};
    this.host.state.write({ ...base, picker: first === undefined ? null : { pos: this.posKey(), first } });
  }

  restorePicker(view) {
    const chi = view.to_act ? view.table.chi : [];
    if (!chi.length) {
      this.picker.close();
      return;
    }
    if (this.picker.open) return;
    const s = this.host.state.read();
    const p = s && s.picker;
    if (p && p.pos === this.posKey(view)) this.picker.show(chi, typeof p.first === "string" ? p.first : null);
  }

  // ---------------------------------------------------------------- the person's controls

  myTurn() {
    const v = this.view;
    return Boolean(v && !v.is_over && v.to_act && v.you !== null && !this.host.busy());
  }

  canDiscard() {
    return this.myTurn() && this.view.table.decision === "discard";
  }

  selectedCode() {
    const s = this.hand ? this.hand.selected() : null;
    return s ? s.code : null;
  }

  onSelection() {
    if (this.view) this.help.render(this.view, this.selectedCode());
    this.update();
  }

  update() {
    const v = this.view;
    // the decision comes once the card on offer is fully shown (renderOffer: `settling`)
    const mine = this.myTurn() && !this.settling;
    const live = Boolean(this.host.ready() && v && !v.is_over);
    const actions = mine ? v.actions : [];
    document.documentElement.dataset.myTurn = mine ? "true" : "false";
    this.el.bar.dataset.actions = JSON.stringify(v && v.to_act && !v.is_over && !this.settling ? v.actions : []);
    this.el.bar.dataset.pos = this.posKey(); // (a test hook: changes with every move of the deal)
    const has = (a) => actions.includes(a);
    const chi = mine ? v.table.chi : [];
    const picking = this.picker.open;
    this.buttons.hu.hidden = !has("hu") || picking;
    this.buttons.peng.hidden = !has("peng") || picking;
    this.buttons.pass.hidden = !has("pass") || picking;
    this.buttons.chi.hidden = !chi.length || picking;
    // one 吃 and no 比: the button is the action itself; else it opens the picker
    const single = chi.length === 1 && chi[0].action ? chi[0].action : null;
    this.buttons.chi.dataset.action = single || "chi";
    if (single) this.buttons.chi.removeAttribute("aria-haspopup");
    this.buttons.chi.setAttribute("aria-expanded", picking ? "true" : "false");
    const discarding = mine && v.table.decision === "discard";
    const sel = this.selectedCode();
    this.buttons.discard.hidden = !discarding;
    this.buttons.discard.dataset.action = sel ? `discard ${sel}` : "discard";
    // the picked card on the button (in a column only its top shows, and a Hint's pick in the
    // middle of one was hard to make out: a new player's finding)
    const shown = sel && has(`discard ${sel}`) ? sel : null;
    setBlocked(this.buttons.discard, !shown);
    const drawn = `${shown || ""} ${t("bar.discard")}`; // (drawn again when the card or the language changes)
    if (this.buttons.discard.dataset.drawn !== drawn) {
      this.buttons.discard.dataset.drawn = drawn;
      // (no card picked: an unseen chip keeps the button's width, so nothing moves)
      const chip = cardChip(shown || "x1");
      if (!shown) chip.classList.add("chip-none");
      this.buttons.discard.replaceChildren(t("bar.discard"), " ", chip);
      if (shown) this.buttons.discard.setAttribute("aria-label", t("bar.discard_card", { name: cardName(shown) }));
      else this.buttons.discard.removeAttribute("aria-label");
    }
    this.buttons.discard.setAttribute("aria-keyshortcuts", "Enter");
    this.el.bar.hidden = !actions.length || picking;
    for (const b of Object.values(this.buttons)) b.classList.toggle("hinted", Boolean(this.hinted && this.hinted.pos === this.posKey() && this.hinted.buttons.includes(b)));
    this.el.hint.disabled = !live;
    setBlocked(this.el.hint, !mine);
    this.el.arrange.disabled = !(v && v.you !== null && !v.is_over);
    const closed = Boolean(v && v.is_over && this.host.resultClosed());
    this.el.hint.hidden = closed;
    this.el.arrange.hidden = closed;
    for (const b of this.hand.buttons()) b.setAttribute("aria-disabled", "false");
    this.hand.node.classList.toggle("can-discard-now", discarding);
  }

  onBar(b) {
    const action = b.dataset.action;
    if (!this.myTurn()) return;
    if (action === "chi") {
      this.picker.show(this.view.table.chi, null, true);
      this.update();
    } else if (action === "discard") {
      this.notice(t("select.none"));
    } else if (action.startsWith("discard ")) {
      this.discard(this.hand.selected());
    } else {
      this.decide(action);
    }
  }

  /** Send an exact engine action; 碰 / 吃 / 过 while 胡 is offered asks first. The focus, on
   * the bar's button or the picker's choice (both go away), goes on to your hand. */
  async decide(action) {
    if (!this.myTurn()) return;
    const from = document.activeElement;
    const chosen = Boolean(from && (this.el.bar.contains(from) || this.picker.node.contains(from)));
    if (action !== "hu" && this.view.actions.includes("hu")) {
      const yes = await askConfirm({
        id: "confirm-hu", question: t("confirm.give_up_hu"), yes: t("confirm.give_up_hu_yes"), no: t("confirm.give_up_hu_no"),
      });
      if (!yes || !this.myTurn()) return;
    }
    await this.host.send("act", { action }, {
      onAccepted: () => {
        this.picker.close();
        this.savePicker(undefined);
        if (action === "pass") this.el.status.textContent = t("event.pass_you"); // (until the next step)
      },
    });
    const lost = !document.activeElement || document.activeElement === document.body;
    if (chosen && lost) this.hand.focusCurrent(); // (not to the page's start: Tab would begin again at the title)
  }

  /** Discard the card at `place` ({code, column, index}) when a discard of it is offered. */
  async discard(place) {
    if (!place || !this.canDiscard()) return;
    const action = `discard ${place.code}`;
    if (!this.view.actions.includes(action)) {
      this.notice(t(this.arrangement.locked(place.code) ? "hand.refused.kan_discard" : "reason.not_available"));
      return;
    }
    await this.host.send("act", { action }, {
      onAccepted: () => {
        this.hand.clear();
        this.arrangement.remove(place.column, place.index);
      },
    });
  }

  /** The Normal computer player's choice, with its reason: a discard is selected, a claim's
   * button (or the picker's choice) is marked. */
  async hint() {
    if (!this.myTurn()) return;
    const pos = this.posKey();
    const res = await this.host.engine.request("hint");
    if (!res.ok) {
      this.host.showError(res.error);
      return;
    }
    if (this.posKey() !== pos || !this.myTurn()) return;
    const { action, reason } = res.result.hint;
    this.showHint(pos, action, reason);
    this.saveHint({ pos, action, reason });
  }

  /** Show the Hint's answer `action` (an engine action) with its `reason`: a discard's card
   * selected, a claim's button (or the picker's choice) ringed, the words in the message line. */
  showHint(pos, action, reason) {
    const buttons = [];
    // a claim or a pass advised while the 吃 picker is open: the picker gives way to the bar,
    // where the advised button is ringed (it was hidden under the picker)
    if (!action.startsWith("chi ") && this.picker.open) {
      this.picker.close();
      this.savePicker(undefined);
    }
    if (action.startsWith("discard ")) this.hand.selectCode(action.split(" ")[1]);
    else if (action.startsWith("chi ")) {
      buttons.push(this.buttons.chi);
      // in the picker, now or once opened: the choice itself, or the first step leading to it
      this.picker.hint(action);
    } else buttons.push(this.buttons[action]);
    this.hinted = { pos, buttons };
    this.notice(hintText(action, reason));
    this.update();
  }

  /** Keep the Hint's answer for this decision in the table state (`hint` null: none), so a
   * reload shows it again: its text and its mark (the card selected, the claim's ring). */
  saveHint(hint) {
    const s = this.host.state.read();
    const base = s && typeof s === "object" && !Array.isArray(s) ? s : {};
    this.host.state.write({ ...base, hint });
  }

  /** After a load: the kept Hint's answer, when it was for the decision asked now, shown
   * again as hint() shows it (its text and its ring; a discard's card selected); a kept
   * answer for another decision is dropped. Once per load. */
  restoreHint(view) {
    if (this.hintRestored || !view.to_act || view.you === null) return;
    this.hintRestored = true;
    const s = this.host.state.read();
    const h = s && s.hint;
    if (!h || typeof h.action !== "string" || !h.reason || typeof h.reason !== "object") return;
    if (h.pos !== this.posKey(view) || !(view.actions || []).includes(h.action)) return;
    if (!h.action.startsWith("discard ") && !h.action.startsWith("chi ") && !this.buttons[h.action]) return;
    this.showHint(h.pos, h.action, h.reason);
  }

  onKey(e) {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
    if (anyPanelOpen()) return false;
    const target = e.target;
    if (this.guide.contains(target)) return false; // the guide's buttons keep their keys
    if (target instanceof Element && target.closest("input, select, textarea, dialog")) return false;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === "Enter") {
      if (target instanceof HTMLButtonElement && !target.classList.contains("card-slot")) return false;
      if (!this.canDiscard() || !this.selectedCode()) return false;
      this.discard(this.hand.selected());
    } else if (key === "Escape") {
      if (this.picker.open) this.picker.close(true);
      else this.hand.clear();
    } else if (key === "h") {
      this.hint();
    } else if (key === "c") {
      this.host.changeSetting("tracker", !this.help.shown);
    } else if (key === "l") {
      this.dealLog.open();
    } else {
      return false;
    }
    e.preventDefault();
    return true;
  }
}
