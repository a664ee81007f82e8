// The player's settings: what the table uses, where each value comes from, and how it is
// remembered.
//
//   effective value = URL parameter (a shared link or a test hook) > stored choice > default
//
// The default language is the first of the browser's languages that the game speaks
// (i18n/index.js browserLanguage), else English.
//
// Stored choices live under their own localStorage key (storage.js SETTINGS_KEY), apart
// from the autosave. Reading cleans every field on its own: a missing, damaged or unknown
// value reads as its default, so a corrupted entry never breaks the table.
import { LANGUAGES } from "./i18n/index.js";
import { DEALS, DEFAULTS, LEVELS, PRESETS, SPEEDS } from "./params.js";
import { SETTINGS_KEY } from "./storage.js";

/** The allowed values of every setting, in display order. */
export const CHOICES = {
  preset: PRESETS,
  deals: DEALS,
  level: LEVELS,
  speed: Object.keys(SPEEDS),
  lang: LANGUAGES,
  counter: [true, false],
  autopass: [false, true],
};

export const SETTING_DEFAULTS = { ...DEFAULTS, counter: true, autopass: false };

/** Settings that shape a match: a change applies from the next match. */
export const NEXT_MATCH = ["preset", "deals"];

/** Only the valid fields of `raw` (any JSON value), each one checked on its own. */
export function cleanSettings(raw) {
  const out = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  for (const [name, allowed] of Object.entries(CHOICES)) {
    if (name in raw && allowed.includes(raw[name])) out[name] = raw[name];
  }
  return out;
}

export class Settings {
  /**
   * @param {import("./storage.js").Storage} storage
   * @param {object} params the URL parameters (params.js readParams)
   * @param {object} [defaults] defaults of this browser, over SETTING_DEFAULTS (e.g. {lang: "de"})
   */
  constructor(storage, params, defaults = {}) {
    this.storage = storage;
    this.params = params;
    this.defaults = { ...SETTING_DEFAULTS, ...cleanSettings(defaults) };
    this.stored = cleanSettings(storage.readJSON(SETTINGS_KEY));
  }

  /** The value in effect for `name`. */
  get(name) {
    if (name in CHOICES && CHOICES[name].includes(this.params[name])) return this.params[name];
    if (name in this.stored) return this.stored[name];
    return this.defaults[name];
  }

  /** Every effective value, as an object. */
  all() {
    return Object.fromEntries(Object.keys(CHOICES).map((k) => [k, this.get(k)]));
  }

  /**
   * Remember the player's choice. A URL parameter of the same name no longer overrides it
   * (the caller drops it from the address). Returns false for a value that is not allowed.
   */
  set(name, value) {
    if (!(name in CHOICES) || !CHOICES[name].includes(value)) return false;
    delete this.params[name];
    this.stored = { ...this.stored, [name]: value };
    this.storage.writeJSON(SETTINGS_KEY, this.stored);
    return true;
  }
}
