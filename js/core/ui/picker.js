// The game picker: the games the site serves, each with its picture, name and one line
// about it, in the page's language; choosing one opens its table. It is the page of a
// first visit, and where the title control of a table leads. The list starts from the
// games the page has a table for (js/games/index.js) and, once the bridge has said hello,
// keeps those it serves as well (`hello.served`).
import { formatNumber, t } from "../i18n/index.js";
import { el } from "./dom.js";

/**
 * The games to list: the ids of `registry` that `served` holds too (all of them while
 * `served` is not known yet), in the registry's order.
 * @param {string[]} registry ids the page has a table for
 * @param {string[]|object|null} served hello's `served` (the names), an object keyed by
 *   them, or null
 * @returns {string[]}
 */
export function listedGames(registry, served) {
  if (!served) return registry.slice();
  const names = new Set(Array.isArray(served) ? served : Object.keys(served));
  return registry.filter((id) => names.has(id));
}

export class GamePicker {
  /**
   * @param {object} opts
   * @param {{[id: string]: {picture: string}}} opts.games the registry (js/games/index.js GAMES)
   * @param {(id: string) => void} opts.onChoose
   * @param {(id: string) => ({number: number, deals: number|null}|null)} [opts.progress] the
   *   saved match of game `id` in progress (storage.savedProgress), said under its line
   */
  constructor({ games, onChoose, progress = () => null }) {
    this.games = games;
    this.node = el("main", "picker");
    this.node.id = "picker";
    this.node.dataset.testid = "picker";
    const heading = el("h1", "picker-house", t("house.title"));
    const title = el("h2", "picker-title", t("picker.title"));
    title.id = "picker-title";
    this.list = el("ul", "picker-list");
    this.list.setAttribute("aria-labelledby", title.id);
    this.buttons = {};
    for (const [id, entry] of Object.entries(games)) {
      const button = el("button", "picker-game");
      button.type = "button";
      button.dataset.game = id;
      const picture = el("img", "picker-picture");
      picture.src = entry.picture;
      picture.alt = "";
      picture.width = 72;
      picture.height = 72;
      const name = el("span", "picker-name", t(`games.${id}.name`));
      name.id = `picker-${id}-name`;
      const tagline = el("span", "picker-tagline", t(`games.${id}.tagline`));
      const about = el("span", "picker-about", t(`games.${id}.about`));
      about.id = `picker-${id}-about`;
      button.setAttribute("aria-labelledby", name.id);
      button.append(picture, name, tagline, about);
      const saved = progress(id);
      if (saved) {
        const line = el("span", "picker-progress", saved.deals === null
          ? t("picker.progress_open", { number: formatNumber(saved.number) })
          : t("picker.progress", { number: formatNumber(saved.number), deals: formatNumber(saved.deals) }));
        line.id = `picker-${id}-progress`;
        line.dataset.testid = "picker-progress";
        button.append(line);
      }
      button.setAttribute("aria-describedby", saved ? `${about.id} picker-${id}-progress` : about.id);
      button.addEventListener("click", () => onChoose(id));
      const item = el("li", "picker-item");
      item.append(button);
      this.list.append(item);
      this.buttons[id] = button;
    }
    this.node.append(heading, el("p", "picker-intro", t("picker.intro")), title, this.list);
    // an entry focused without its ring (see focus) shows the ring from the first key pressed
    this.node.addEventListener("keydown", () => this.ringed());
    this.node.addEventListener("focusout", () => this.ringed());
  }

  /** List only the games `served` names (hello's `served`); the picker is then
   * `data-served="true"` (a test hook). */
  serve(served) {
    const listed = new Set(listedGames(Object.keys(this.games), served));
    for (const [id, button] of Object.entries(this.buttons)) button.parentElement.hidden = !listed.has(id);
    this.node.dataset.served = "true";
  }

  /** Put the focus on game `id`'s entry (the one last played), else on the first listed.
   * `ring: false` (the first visit's page, before any input): without its focus ring until a
   * key is pressed, so a phone's first screen shows no ring around a game nobody chose;
   * else the browser decides (a ring after a key, none after a tap). */
  focus(id, { ring = true } = {}) {
    const shown = Object.values(this.buttons).filter((b) => !b.parentElement.hidden);
    const button = (id && this.buttons[id] && !this.buttons[id].parentElement.hidden) ? this.buttons[id] : shown[0];
    if (!button) return;
    button.classList.toggle("quiet-focus", !ring);
    button.focus();
  }

  /** The focus ring back for every entry (a key was pressed, or the focus moved). */
  ringed() {
    for (const button of Object.values(this.buttons)) button.classList.remove("quiet-focus");
  }
}
