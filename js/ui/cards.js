// Card faces and card text, built with createElement/textContent only.
// A card code is rank + suit: "TH" is the ten of hearts (ranks 3..9 T J Q K A 2, suits S H D C).
import { t } from "../i18n/index.js";

const RED = new Set(["H", "D"]);

export function rankOf(code) {
  return code.slice(0, -1);
}

export function suitOf(code) {
  return code.slice(-1);
}

/** "10 of hearts"-style accessible name. */
export function cardName(code) {
  return t("card.name", { rank: t(`card.rank_name.${rankOf(code)}`), suit: t(`card.suit_name.${suitOf(code)}`) });
}

/** "10♥" */
export function cardShort(code) {
  return t(`card.rank.${rankOf(code)}`) + t(`card.suit.${suitOf(code)}`);
}

/** "5♠ 5♥" for a play's card codes ("5S 5H"), or the word for a pass. */
export function playShort(cards) {
  if (!cards || cards === "pass") return t("card.pass");
  return cards.split(" ").map(cardShort).join(" ");
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A card face. `button` true makes it a toggle button (for the hand), else a plain element.
 * The face shows the rank and suit in the corners and a large suit in the middle.
 */
export function cardFace(code, { button = false } = {}) {
  const suit = suitOf(code);
  const node = el(button ? "button" : "span", `card ${RED.has(suit) ? "red" : "black"}`);
  node.dataset.card = code;
  if (button) {
    node.type = "button";
    node.setAttribute("aria-pressed", "false");
    node.setAttribute("aria-label", cardName(code));
  } else {
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", cardName(code));
  }
  const corner = el("span", "corner");
  corner.setAttribute("aria-hidden", "true");
  corner.append(el("span", "rank", t(`card.rank.${rankOf(code)}`)), el("span", "suit", t(`card.suit.${suit}`)));
  const pip = el("span", "pip", t(`card.suit.${suit}`));
  pip.setAttribute("aria-hidden", "true");
  const corner2 = corner.cloneNode(true);
  corner2.className = "corner corner-b";
  node.append(corner, pip, corner2);
  return node;
}

/** A face-down card (decoration only). */
export function cardBack() {
  const node = el("span", "card back");
  node.setAttribute("aria-hidden", "true");
  return node;
}

export { el };
