// Autosaves, settings and statistics in localStorage, with an in-memory fallback when
// storage is unavailable (private modes, disabled cookies): the games then still run, unsaved.
//
// Keys, each read and written on its own (a damaged one never spoils the others):
//   cardroom:settings:v1          the house's settings: language, bot speed, the last game
//                                 (settings.js cleans them: a bad value reads as its default);
//   cardroom:<game>:autosave:v1   {"v": 1, "saved": <ms since epoch>, "record": <the bridge's record>}
//                                 where record is the engine session record ({"format", "game",
//                                 "settings", "match"}): each game keeps its own match;
//   cardroom:<game>:settings:v1   that game's settings: its rule options and preferences;
//   cardroom:<game>:stats:v1      that game's statistics, {"v": 1, ...} (stats.js);
//   cardroom:<game>:table:v1      that game's table state that is no rule and no setting (any
//                                 JSON the game's table keeps, e.g. Paohuzi's hand arrangement;
//                                 the controller hands the table read/write, a damaged value
//                                 reads as null).
// The keys of the build that served Pao De Kuai alone (cardroom:pdk:*) are carried over to
// these once (upgrade.js).

export const SETTINGS_KEY = "cardroom:settings:v1";
const VERSION = 1;

/** The keys of game `game` ("paodekuai"): `{autosave, settings, stats, table}`. */
export function gameKeys(game) {
  return {
    autosave: `cardroom:${game}:autosave:v1`,
    settings: `cardroom:${game}:settings:v1`,
    stats: `cardroom:${game}:stats:v1`,
    table: `cardroom:${game}:table:v1`,
  };
}

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

  /** Save game `game`'s record. Returns false if the browser refused (quota, etc.). */
  saveGame(game, record) {
    return this.writeJSON(gameKeys(game).autosave, { v: VERSION, saved: Date.now(), record });
  }

  /**
   * Game `game`'s saved match, checked only for its envelope (the engine checks the rest):
   *   {record} when there is one, {} when there is none, {error: code} when it is unreadable,
   *   code being "json" (not JSON), "shape" (not a save object) or "version" (unknown version).
   */
  loadGame(game) {
    const text = this.readText(gameKeys(game).autosave);
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

  /** The text stored under `key`, or null when absent or unreadable. */
  readText(key) {
    try {
      return this.store.getItem(key);
    } catch {
      return null;
    }
  }

  /** The JSON value stored under `key`, or null when absent or unreadable. */
  readJSON(key) {
    const text = this.readText(key);
    try {
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  }

  /** Store `text` under `key`. Returns false if the browser refused. */
  writeText(key, text) {
    try {
      this.store.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }

  /** Store `value` as JSON under `key`. Returns false if the browser refused. */
  writeJSON(key, value) {
    return this.writeText(key, JSON.stringify(value));
  }

  remove(key) {
    try {
      this.store.removeItem(key);
    } catch {
      // nothing to remove
    }
  }
}
