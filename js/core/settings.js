// The player's settings: what the table uses, where each value comes from, and how it is
// remembered.
//
//   effective value = URL parameter (a shared link or a test hook) > stored choice > default
//
// Two kinds, stored apart (storage.js):
//   the house's: `lang` (the default is the first of the browser's languages the house
//     speaks, else English), `speed` (the computer players' pace) and `game` (the last game
//     played: the page opens on it);
//   the open game's: its rule options, as the bridge's `hello` describes them (name,
//     values, default, when a change applies), and its preferences that are not rules, as
//     its module declares them (Pao De Kuai: the card counter, the automatic pass).
// Reading cleans every field on its own: a missing, damaged or unknown value reads as its
// default, so a corrupted entry never breaks the table. URL parameters name the house's
// `lang`, `speed` and `game` and the game's rule options (not its preferences).
import { LANGUAGES } from "./i18n/index.js";
import { SETTINGS_KEY, gameKeys } from "./storage.js";

/** The computer players' paces: the wait before each of their moves (ms). */
export const SPEEDS = { slow: 1400, normal: 800, fast: 300, instant: 0 };

/** The house's settings (stored under SETTINGS_KEY); the rest belong to a game. */
export const HOUSE_SETTINGS = ["lang", "speed", "game"];

function object(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

export class Settings {
  /**
   * @param {import("./storage.js").Storage} storage
   * @param {import("./params.js").Params} params the URL parameters
   * @param {object} opts
   * @param {string} opts.lang this browser's default language
   * @param {string[]} opts.games the ids of the games the page has a table for
   */
  constructor(storage, params, { lang, games }) {
    this.storage = storage;
    this.params = params;
    this.house = {
      lang: { values: LANGUAGES, default: LANGUAGES.includes(lang) ? lang : "en" },
      speed: { values: Object.keys(SPEEDS), default: "normal" },
      game: { values: games, default: null },
    };
    this.stored = object(storage.readJSON(SETTINGS_KEY));
    this.game = null; // {id, key, prefs, options, stored}
  }

  /**
   * Settings of game `id` from now on: its preferences `prefs` ({name: {values, default}})
   * and, once `hello` has named them, its rule options (setOptions).
   */
  useGame(id, prefs) {
    const key = gameKeys(id).settings;
    this.game = { id, key, prefs, options: {}, stored: object(this.storage.readJSON(key)) };
  }

  /** The open game's rule options, from `hello`: [{name, values, default, applies}]. */
  setOptions(options) {
    if (!this.game) return;
    this.game.options = Object.fromEntries((options || []).map((o) => [o.name, o]));
  }

  /** Where setting `name` lives: `{choice: {values, default}, stored, fromUrl}`, or null. */
  place(name) {
    if (name in this.house) return { choice: this.house[name], stored: this.stored, fromUrl: true };
    const g = this.game;
    if (!g) return null;
    if (name in g.options) return { choice: g.options[name], stored: g.stored, fromUrl: true };
    if (name in g.prefs) return { choice: g.prefs[name], stored: g.stored, fromUrl: false };
    return null;
  }

  /** The value in effect for `name` (undefined for a setting nobody named). */
  get(name) {
    const place = this.place(name);
    if (!place) return undefined;
    const { values } = place.choice;
    if (place.fromUrl) {
      const fromUrl = name === "lang" ? this.params.lang() : this.params.pick(name, values);
      if (fromUrl !== undefined && values.includes(fromUrl)) return fromUrl;
    }
    if (name in place.stored && values.includes(place.stored[name])) return place.stored[name];
    return place.choice.default;
  }

  /** Every effective value of the house and the open game, as an object. */
  all() {
    const g = this.game;
    const names = [...Object.keys(this.house), ...(g ? [...Object.keys(g.options), ...Object.keys(g.prefs)] : [])];
    return Object.fromEntries(names.map((k) => [k, this.get(k)]));
  }

  /** The open game's rule options as hello gave them, in order. */
  options() {
    return this.game ? Object.values(this.game.options) : [];
  }

  /**
   * Remember the player's choice. A URL parameter of the same name no longer overrides it:
   * it is dropped from the address. Returns false for a value that is not allowed.
   */
  set(name, value) {
    if (!this.remember(name, value)) return false;
    if (this.params.raw(name) !== null) this.params.put(name, null);
    return true;
  }

  /** Store `value` for `name` (the address is left as it is). Returns false for a value that
   * is not allowed. */
  remember(name, value) {
    const place = this.place(name);
    if (!place || !place.choice.values.includes(value)) return false;
    if (place.stored === this.stored) {
      this.stored = { ...this.stored, [name]: value };
      this.storage.writeJSON(SETTINGS_KEY, this.stored);
    } else {
      this.game.stored = { ...this.game.stored, [name]: value };
      this.storage.writeJSON(this.game.key, this.game.stored);
    }
    return true;
  }
}
