// Autosave, settings and statistics in localStorage, with an in-memory fallback when
// storage is unavailable (private modes, disabled cookies): the game then still runs, unsaved.
//
// Three keys, each read and written on its own (a damaged one never spoils the others):
//   AUTOSAVE_KEY  {"v": 1, "saved": <ms since epoch>, "record": <the bridge's record>}
//                 where record is the engine session record ({"format", "game", "settings", "match"});
//   SETTINGS_KEY  the player's choices (settings.js cleans them: a bad value reads as its default);
//   STATS_KEY     local statistics, {"v": 1, ...} (stats.js).

export const AUTOSAVE_KEY = "cardroom:pdk:autosave:v1";
export const SETTINGS_KEY = "cardroom:pdk:settings:v1";
export const STATS_KEY = "cardroom:pdk:stats:v1";
const VERSION = 1;

function memoryStorage() {
  const data = new Map();
  return {
    getItem: (k) => (data.has(k) ? data.get(k) : null),
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
  };
}

function pickStorage() {
  try {
    const s = window.localStorage;
    const probe = "cardroom:probe";
    s.setItem(probe, "1");
    s.removeItem(probe);
    return { store: s, persistent: true };
  } catch {
    return { store: memoryStorage(), persistent: false };
  }
}

export class Storage {
  constructor() {
    const { store, persistent } = pickStorage();
    this.store = store;
    this.persistent = persistent;
  }

  /** Save the bridge's record. Returns false if the browser refused (quota, etc.). */
  saveGame(record) {
    try {
      this.store.setItem(AUTOSAVE_KEY, JSON.stringify({ v: VERSION, saved: Date.now(), record }));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The saved game, checked only for its envelope (the engine checks the rest):
   *   {record} when there is one, {} when there is none, {error: code} when it is unreadable,
   *   code being "json" (not JSON), "shape" (not a save object) or "version" (unknown version).
   */
  loadGame() {
    let text;
    try {
      text = this.store.getItem(AUTOSAVE_KEY);
    } catch {
      return {};
    }
    if (text === null) return {};
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      return { error: "json" };
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) return { error: "shape" };
    if (data.v !== VERSION) return { error: "version" };
    if (!data.record || typeof data.record !== "object") return { error: "shape" };
    return { record: data.record };
  }

  clearGame() {
    try {
      this.store.removeItem(AUTOSAVE_KEY);
    } catch {
      // nothing to clear
    }
  }

  /** The JSON value stored under `key`, or null when absent or unreadable. */
  readJSON(key) {
    try {
      const text = this.store.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  }

  /** Store `value` as JSON under `key`. Returns false if the browser refused. */
  writeJSON(key, value) {
    try {
      this.store.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  }
}
