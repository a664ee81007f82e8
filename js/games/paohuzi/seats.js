// The players' panels: name, points, visible 胡息, cards in hand, the dealer's mark, the
// turn, a short bubble for what the player just did; their table sets as small columns
// (face down where the view hides them, the taken card marked) and their discard row. All
// figures are the view's (table.players, one entry per player; paohuzi/tableview.py).
import { formatNumber, formatSigned } from "../../core/i18n/index.js";
import { el, markOverflow } from "../../core/ui/dom.js";
import { cardChip, cardColumn, cardsSpoken } from "./cards.js";
import { t, tn } from "./strings.js";

/** A player's name ("You", "Anna", …). */
export function playerName(player) {
  return t(`player.${player}`);
}

/** One table set as a small column (data-meld: the engine's set string as the view has it). */
export function meldColumn(m) {
  const node = el("div", `meld meld-${m.kind}`);
  node.dataset.meld = m.meld;
  node.setAttribute("role", "img");
  const kind = t(`meld.${m.kind}`);
  const shown = m.cards.find((c) => c);
  // an identical set is named by its card, a 吃 set by its three
  node.setAttribute("aria-label", m.huxi === null || !shown ? t("meld.label_hidden", { kind })
    : t("meld.label", { kind, cards: cardsSpoken(m.kind === "chi" ? m.cards : [shown]), huxi: m.huxi }));
  node.append(cardColumn(m.cards, { taken: m.taken, down: m.down, secret: m.secret }));
  return node;
}

export class SeatPanel {
  /** @param {number} player */
  constructor(player, you) {
    this.player = player;
    this.you = you;
    this.node = el("section", `seat seat-p${player}${you ? " seat-you" : " seat-opp"}`);
    this.node.dataset.seat = String(player); // (the deal seat once shown: see update())
    this.node.dataset.player = String(player);
    this.node.dataset.count = "0";
    this.node.dataset.huxi = "0";
    this.node.id = `seat-${player}`;
    const head = el("div", "seat-head");
    this.avatar = el("span", "avatar", playerName(player).slice(0, 1));
    this.avatar.setAttribute("aria-hidden", "true");
    this.name = el("span", "name", playerName(player));
    this.dealerMark = el("span", "badge badge-dealer", t("seat.dealer"));
    this.dealerMark.hidden = true;
    this.points = el("span", "points", "");
    this.huxi = el("span", "huxi", "");
    this.count = el("span", "count", "");
    // (on a phone the others' heads show the count as a small card back and its figure: the
    // head keeps to two lines, the name's and these figures')
    this.countMini = el("span", "count-mini", "");
    this.countMini.setAttribute("aria-hidden", "true");
    this.turnMark = el("span", "turn-mark", t(you ? "seat.turn_you" : "seat.turn_bot"));
    this.turnMark.setAttribute("aria-hidden", "true");
    this.bubble = el("span", "bubble", "");
    this.bubble.hidden = true;
    this.bubble.setAttribute("aria-hidden", "true");
    this.outNote = el("span", "badge badge-out", t("seat.out"));
    this.outNote.hidden = true;
    this.xgNote = el("span", "badge badge-xg", t("seat.xianggong"));
    this.xgNote.hidden = true;
    // (the head's two parts, who and the figures, each in a box: on a phone in portrait each
    // is one line of the others' heads; elsewhere the boxes do not show, the words flow)
    const who = el("span", "seat-who");
    who.append(this.avatar, this.name, this.dealerMark, this.outNote, this.xgNote, this.turnMark);
    const figures = el("span", "seat-figures");
    figures.append(this.points, this.huxi, this.count, this.countMini);
    head.append(who, figures, this.bubble); // (the bubble over the head's line: it covers no card)
    this.melds = el("div", "melds");
    this.melds.dataset.testid = "melds";
    this.melds.setAttribute("role", "group");
    this.melds.setAttribute("aria-label", t("seat.melds", { name: playerName(player) }));
    this.discards = el("ol", "discards");
    this.discards.dataset.testid = "discards";
    this.discards.setAttribute("aria-label", t("seat.discards", { name: playerName(player) }));
    // the sets and the discards in a box of the panel's fixed size (the sheet's): what does
    // not fit scrolls inside it, the panel never grows
    const body = el("div", "seat-body");
    body.append(this.melds, this.discards);
    this.node.append(head, body);
    // (your panel's sets and discards scroll each in its own box on phones: each says so)
    for (const box of [body, this.melds, this.discards]) markOverflow(box);
  }

  /** Where this player's cards come from (for the animations). */
  origin() {
    return (this.you ? this.melds : this.avatar).getBoundingClientRect();
  }

  /** Show the panel `p` (table.players[player]) with the match `points`; `turn`: this
   * player's turn; `asked`: the person is asked now (your panel only). */
  update(p, points, turn, streak = 1) {
    const n = this.node;
    // the test hooks name the deal's seat (the engine's record), the player sitting out "out"
    n.dataset.seat = p.out ? "out" : String(p.seat);
    n.dataset.count = String(p.count);
    n.dataset.huxi = String(p.huxi);
    if (turn) n.dataset.turn = "true";
    else delete n.dataset.turn;
    if (p.dealer) n.dataset.dealer = "true";
    else delete n.dataset.dealer;
    if (p.out) n.dataset.out = "true";
    else delete n.dataset.out;
    this.dealerMark.hidden = !p.dealer;
    this.dealerMark.textContent = streak > 1 ? t("seat.dealer_streak", { streak: formatNumber(streak) }) : t("seat.dealer");
    this.outNote.hidden = !p.out;
    this.xgNote.hidden = !p.xianggong;
    this.points.textContent = t("seat.points", { points: formatSigned(points) });
    // your own seat: what you hold (table sets and the 坎 in your hand); the others': their table sets
    const held = p.held_huxi === null || p.held_huxi === undefined ? null : p.held_huxi;
    if (held === null) delete n.dataset.heldHuxi;
    else n.dataset.heldHuxi = String(held);
    // your own seat: the 胡息 you hold (the spoken label also says how much of it shows);
    // the plain figure when all of it is on the table
    const plain = held === null || held === p.huxi;
    this.huxi.textContent = plain ? t("seat.huxi", { huxi: formatNumber(p.huxi) })
      : t("seat.huxi_held", { huxi: formatNumber(held) });
    this.huxi.hidden = p.out;
    this.count.textContent = p.out ? "" : tn("seat.cards", p.count);
    this.count.hidden = p.out;
    this.countMini.textContent = p.out ? "" : formatNumber(p.count);
    this.countMini.title = this.count.textContent;
    this.countMini.hidden = p.out;
    const label = [t("seat.label", { name: playerName(this.player), points: formatSigned(points) })];
    if (!p.out) label.push(tn("seat.cards", p.count), plain ? t("seat.huxi_spoken", { huxi: p.huxi })
      : t("seat.huxi_held_spoken", { huxi: held, shown: p.huxi }));
    if (p.dealer) label.push(streak > 1 ? t("seat.dealer_streak", { streak: formatNumber(streak) }) : t("seat.dealer"));
    if (p.out) label.push(t("seat.out"));
    if (p.xianggong) label.push(t("seat.xianggong"));
    n.setAttribute("aria-label", label.join(t("card.list_sep")));
    const key = JSON.stringify(p.melds.map((m) => [m.meld, m.taken, m.cards]));
    if (this.meldKey !== key) {
      this.meldKey = key;
      this.melds.replaceChildren(...p.melds.map(meldColumn));
    }
    this.melds.hidden = !p.melds.length && !this.you;
    const dkey = p.discards.join(" ");
    if (this.discardKey !== dkey) {
      this.discardKey = dkey;
      this.discards.replaceChildren(...p.discards.map((code) => {
        const li = el("li", "discard");
        li.dataset.card = code;
        li.append(cardChip(code, { label: true }));
        if (p.chou.includes(code)) li.classList.add("chou");
        return li;
      }));
    }
    this.discards.hidden = !p.discards.length;
  }

  /** The newest set's column (for its animation), or null. */
  lastMeld() {
    return this.melds.lastElementChild;
  }

  /** A short bubble naming what the player just did ("提", "碰", "Pass"); empty hides it. */
  flash(text) {
    clearTimeout(this.bubbleTimer);
    this.bubble.textContent = text;
    this.bubble.hidden = !text;
    if (text) this.bubbleTimer = setTimeout(() => { this.bubble.hidden = true; }, 1800);
  }
}
