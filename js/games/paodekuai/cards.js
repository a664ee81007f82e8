// Card faces and card text, built with createElement/textContent only.
// A card code is rank + suit: "TH" is the ten of hearts (ranks 3..9 T J Q K A 2, suits S H D C).
import { formatList } from "../../core/i18n/index.js";
import { el } from "../../core/ui/dom.js";
import { t } from "./strings.js";

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

/** The spoken names of a play's cards ("5S 5H"), as a list: "5 of spades, 5 of hearts". */
export function playSpoken(cards) {
  return formatList(cards.split(" ").map(cardName), "unit");
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

/** The cards of a play as short coloured labels ("5♠" "5♥"), for bubbles and logs. */
export function playLabels(cards) {
  return cards.split(" ").map((code) => {
    const span = document.createElement("span");
    span.className = `mini ${RED.has(suitOf(code)) ? "red" : "black"}`;
    span.textContent = cardShort(code);
    return span;
  });
}

/**
 * A card face (a decorative element named by its card, e.g. "10 of hearts").
 * Used on the table, in the reveal, and inside the hand's buttons.
 */
export function cardFace(code) {
  const suit = suitOf(code);
  const node = el("span", `card ${RED.has(suit) ? "red" : "black"}`);
  node.dataset.code = code; // data-card is kept for the hand's buttons alone
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", cardName(code));
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

/**
 * A card of the hand: a toggle button (aria-pressed, data-card) holding a face. In an
 * overlapping fan the button is only as wide as the strip left visible, while its face
 * spreads under the next card, so the middle of every button is always its own.
 */
export function cardButton(code) {
  const button = el("button", "card-slot");
  button.type = "button";
  button.dataset.card = code;
  button.setAttribute("aria-pressed", "false");
  button.setAttribute("aria-label", cardName(code));
  const face = cardFace(code);
  face.removeAttribute("role");
  face.removeAttribute("aria-label");
  face.setAttribute("aria-hidden", "true");
  delete face.dataset.code;
  button.append(face);
  return button;
}

/** A face-down card (decoration only). */
export function cardBack() {
  const node = el("span", "card back");
  node.setAttribute("aria-hidden", "true");
  return node;
}
