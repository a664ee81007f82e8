// Paohuzi's card faces, drawn by the site as SVG (no image, no font download): a tall
// cream card with its character at both ends, red for 二 七 十 / 贰 柒 拾, black for the
// others. A big-character card (大字, 壹 … 拾) is framed by a dark band along its whole edge
// and tinted warmer, so 壹 and 一, 拾 and 十 differ at a glance even where a column shows only
// a card's top. A small figure in the top corner gives the rank to anyone who does not read
// the characters (and stands in for them on a system without a CJK font). The characters and
// every name come from the catalogue; a card code is the engine's ("x7" small seven, "d10"
// big ten). Built with createElementNS/textContent only.
import { formatNumber } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { t } from "./strings.js";

const NS = "http://www.w3.org/2000/svg";
const W = 40;
const H = 84;
const TILE = 38; // a compact face's height: its character once, with a small margin
const TILE_W = 48; // a compact face's width: the character (29 high) and, on its right, the rank's figure
const GLYPH_Y = 22.5; // the baseline of a full face's top character: its whole ink lies in the top 30% of
// the card, the share a covered card of a hand column shows (css --peek), as on a real fan of 字牌

/** The rank (1…10) and size ("x" small, "d" big) of a card code. */
export function rankOf(code) {
  return Number(code.slice(1));
}

export function isBig(code) {
  return code[0] === "d";
}

/** Red cards: ranks 2, 7, 10 of both sizes (a notation fact of the deck, spec §2, like a suit's colour). */
export function isRed(code) {
  const r = rankOf(code);
  return r === 2 || r === 7 || r === 10;
}

/** The card's character (一 … 十, 壹 … 拾), from the catalogue. */
export function glyph(code) {
  return t(`card.glyph.${code}`);
}

/** The rank as a name says it: the language's own number words when its catalogue lists ten
 * ("card.rank_words", comma-separated: 一,二,…,十 as Chinese players name the cards), else the
 * figure in the language's digits. */
function rankWord(code) {
  const words = t("card.rank_words").split(",").map((w) => w.trim());
  return words.length === 10 && words.every(Boolean) ? words[rankOf(code) - 1] : formatNumber(rankOf(code));
}

/** The spoken name: "small 7", "big 10 (red)" in English, 小七 / 大十（红） in Chinese. */
export function cardName(code) {
  const name = t(isBig(code) ? "card.name.big" : "card.name.small", { rank: rankWord(code) });
  return isRed(code) ? t("card.name.red", { name }) : name;
}

/** Several cards' spoken names as one list ("small 1, small 2, small 3"). */
export function cardsSpoken(codes) {
  return codes.map(cardName).join(t("card.list_sep"));
}

/** A 吃's sets in words: the first set, then each 比 set named as one ("small 1, small 2,
 * small 3; 比 small 3, small 4, small 5"). `sets`: arrays of codes, or set strings. */
export function setsSpoken(sets) {
  return sets.map((s) => cardsSpoken(typeof s === "string" ? s.trim().split(/\s+/) : s))
    .map((words, i) => (i ? t("card.bi_set", { cards: words }) : words)).join(t("card.bi_sep"));
}

function svg(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function text(attrs, content) {
  const node = svg("text", attrs);
  node.textContent = content;
  return node;
}

/**
 * A card face: `<svg class="pcard …">`, decorative (its control or its group carries the
 * name). `code` null draws the back (a card face down). `compact`: the short face of a small
 * card (a table set, the picker, the result, the 亮张), as 字牌 clients draw the cards laid
 * on the table: `TILE` high instead of `H`, the character once and larger (about 70% of the
 * card's width instead of 55%), the rank's figure beside it; the sheet gives
 * it the class `tile`. A compact face is `TILE_W` wide: the character keeps its size and a
 * figure of the rank (1 … 10) stands in the margin on its right, for a player who does not read
 * the characters.
 */
export function cardFace(code, { compact = false } = {}) {
  const h = compact ? TILE : H;
  const w = compact ? TILE_W : W;
  const node = svg("svg", { viewBox: `0 0 ${w} ${h}`, "aria-hidden": "true", focusable: "false" });
  const tile = compact ? " tile" : "";
  if (!code) {
    node.setAttribute("class", `pcard back${tile}`);
    node.append(svg("rect", { class: "back-bg", x: 0.75, y: 0.75, width: w - 1.5, height: h - 1.5, rx: 4 }),
      svg("rect", { class: "back-line", x: 4.5, y: 4.5, width: w - 9, height: h - 9, rx: 2.5 }),
      svg("path", { class: "back-line", d: compact ? `M${w / 2} 10 L${w - 10} ${h / 2} L${w / 2} ${h - 10} L10 ${h / 2} Z`
        : `M${W / 2} 12 L${W - 9} ${H / 2} L${W / 2} ${H - 12} L9 ${H / 2} Z` }));
    return node;
  }
  const big = isBig(code);
  node.setAttribute("class", `pcard ${big ? "big" : "small"} ${isRed(code) ? "red" : "black"}${tile}`);
  node.dataset.code = code;
  node.append(svg("rect", { class: "face-bg", x: 0.75, y: 0.75, width: w - 1.5, height: h - 1.5, rx: 4 }));
  if (big) node.append(svg("rect", { class: "band", x: 2, y: 2, width: w - 4, height: h - 4, rx: 3 }));
  const g = glyph(code);
  const rank = formatNumber(rankOf(code));
  if (compact) {
    node.append(text({ class: "glyph", x: 19, y: 31, "text-anchor": "middle" }, g),
      text({ class: "num", x: 41, y: 15, "text-anchor": "middle",
        ...(rank.length > 1 ? { textLength: 11, lengthAdjust: "spacingAndGlyphs" } : {}) }, rank)); // (10 within the margin)
    return node;
  }
  node.append(text({ class: "glyph", x: 19, y: GLYPH_Y, "text-anchor": "middle" }, g),
    text({ class: "glyph", x: 19, y: GLYPH_Y, "text-anchor": "middle", transform: `rotate(180 ${W / 2} ${H / 2})` }, g),
    text({ class: "num", x: W - 3.5, y: 9.5, "text-anchor": "end" }, rank));
  return node;
}

/**
 * A set as a small column of compact faces, one under the other (`<span class="card-col …">`, each card in a
 * `.meld-card` slot): a table set, a 吃 picker's choice, a result group. `taken`: the index
 * of the claimed (or winning) card, marked; `down[i]`: card i shown face down; `secret[i]`:
 * card i is yours and face down to the others (shown, dimmed). Decorative: the caller names it.
 */
export function cardColumn(codes, { className = "", taken = null, down = [], secret = [] } = {}) {
  const col = el("span", `card-col${className ? ` ${className}` : ""}`);
  codes.forEach((code, i) => {
    const slot = el("span", "meld-card");
    if (i === taken) slot.classList.add("taken");
    if (secret[i] && !down[i]) slot.classList.add("secret");
    slot.append(cardFace(down[i] ? null : code, { compact: true }));
    col.append(slot);
  });
  return col;
}

/** A card in a row of small square chips (discards, logs, the tracker): its character
 * with the card's colour and size mark; `label` gives it a spoken name of its own. */
export function cardChip(code, { label = false } = {}) {
  const chip = el("span", `chip ${isBig(code) ? "big" : "small"} ${isRed(code) ? "red" : "black"}`, glyph(code));
  chip.dataset.code = code;
  if (label) {
    chip.setAttribute("role", "img");
    chip.setAttribute("aria-label", cardName(code));
  } else {
    chip.setAttribute("aria-hidden", "true");
  }
  return chip;
}

/** A face-down chip. */
export function backChip() {
  const chip = el("span", "chip back");
  chip.setAttribute("aria-hidden", "true");
  return chip;
}

/** Chips for cards, in a span named by the cards' spoken names. */
export function chipsOf(codes) {
  const span = el("span", "chips");
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", cardsSpoken(codes));
  span.append(...codes.map((c) => cardChip(c)));
  return span;
}
