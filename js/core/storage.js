// Autosaves, settings and statistics in localStorage, with an in-memory fallback when
// storage is unavailable (private modes, disabled cookies): the games then still run, unsaved.
//
// Keys, each read and written on its own (a damaged one never spoils the others):
//   cardroom:settings:v1          the house's settings: language, bot speed, the last game
//                                 (settings.js cleans them: a bad value reads as its default);
//   cardroom:<game>:autosave:v1   {"v": 1, "rev", "saved": <ms since epoch>, "record": <the bridge's record>}
//                                 where record is the engine session record ({"format", "game",
//                                 "settings", "match"}): each game keeps its own match; rev counts
//                                 the writes of the match's saves (1, 2, ...; absent: 0);
//   cardroom:<game>:autosave-backup:v1  the last unreadable autosave, kept when a new match was
//                                 started instead: {"v": 1, "saved", "reason", "length", "text"}
//                                 (text: its first BACKUP_LIMIT characters; replaced by the next);
//   cardroom:<game>:settings:v1   that game's settings: its rule options and preferences;
//   cardroom:<game>:stats:v1      that game's statistics, {"v": 1, ...} (stats.js);
//   cardroom:<game>:table:v1      that game's table state that is no rule and no setting (any
//                                 JSON the game's table keeps, e.g. Paohuzi's hand arrangement;
//                                 the controller hands the table read/write, a damaged value
//                                 reads as null).
// The keys of the build that served Pao De Kuai alone (cardroom:pdk:*) are carried over to
// these once (upgrade.js).
//
// Two pages (tabs) of the site share these keys. An autosave is only ever written over the
// save this page last read or wrote: when another page wrote since (its `storage` event says
// so at once, and every write checks again), or a newer build wrote a higher version, the
// write is refused and the page is told ("stale", "newer"), never the other page's match lost.

export const SETTINGS_KEY = "cardroom:settings:v1";
const VERSION = 1;
/** The most characters of an unreadable autosave kept under the backup key. */
export const BACKUP_LIMIT = 200_000;

/** The keys of game `game` ("paodekuai"): `{autosave, backup, settings, stats, table}`. */
export function gameKeys(game) {
  return {
    autosave: `cardroom:${game}:autosave:v1`,
    backup: `cardroom:${game}:autosave-backup:v1`,
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

/** An autosave's text read as its envelope: `{v, rev, record, progress}` (rev 0 when absent;
 * progress as written, unchecked), or null when it is no JSON object. */
function envelope(text) {
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
    return {
      v: data.v, rev: Number.isInteger(data.rev) && data.rev > 0 ? data.rev : 0, record: data.record, progress: data.progress,
    };
  } catch {
    return null;
  }
}

/** Whether envelope version `v` is one a newer build writes (an integer above this build's). */
function newerVersion(v) {
  return Number.isInteger(v) && v > VERSION;
}

/** Whether two records are the same match at the same point (their JSON texts are equal). */
function sameRecord(a, b) {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether record format `format` ("cardroom.web.session/2") is a later version of the one
 * this build's bridge writes (`known`, from its hello): same name, higher number after "/".
 */
export function newerFormat(format, known) {
  const split = (f) => /^(.+)\/(\d+)$/.exec(typeof f === "string" ? f : "");
  const [a, b] = [split(format), split(known)];
  return Boolean(a && b && a[1] === b[1] && Number(a[2]) > Number(b[2]));
}

export class Storage {
  constructor() {
    const { store, persistent } = pickStorage();
    this.store = store;
    this.persistent = persistent;
    this.seen = new Map(); // key -> the autosave text this page last read or wrote there
  }

  /**
   * Save game `game`'s record over the save this page last read (loadGame) or wrote. Returns
   *   "saved"   written (or already there: the same record is not written again);
   *   "stale"   not written: another page saved the game since (its save is newer);
   *   "newer"   not written: the save there is a newer build's (a higher version);
   *   "refused" not written: the browser refused (quota, private mode).
   */
  saveGame(game, record, progress = null) {
    const key = gameKeys(game).autosave;
    const now = this.readText(key);
    const there = envelope(now);
    if (there && newerVersion(there.v)) return "newer";
    if (there && sameRecord(there.record, record)) {
      this.seen.set(key, now); // (another page saved this very position: nothing is lost)
      return "saved";
    }
    if (now !== null && now !== (this.seen.get(key) ?? null)) return "stale";
    const text = JSON.stringify({
      v: VERSION, rev: (there ? there.rev : 0) + 1, saved: Date.now(), record, ...(progress ? { progress } : {}),
    });
    if (!this.writeText(key, text)) return "refused";
    this.seen.set(key, text);
    return "saved";
  }

  /**
   * How far game `game`'s saved match is, as its save says (`progress`, written with the
   * record: the deal being played and the match's length, `deals` null for no end), or null
   * (no save, a match over or not begun, a save written before it was kept, a damaged one).
   * Reading it changes nothing.
   * @returns {{number: number, deals: number|null}|null}
   */
  savedProgress(game) {
    const p = (envelope(this.readText(gameKeys(game).autosave)) || {}).progress;
    const count = (n) => Number.isInteger(n) && n > 0;
    if (p && typeof p === "object" && count(p.number) && (p.deals === null || count(p.deals))) {
      return { number: p.number, deals: p.deals };
    }
    return null;
  }

  /**
   * Game `game`'s saved match, checked only for its envelope (the engine checks the rest):
   *   {record, text} when there is one, {} when there is none, {newer: true} when a newer build
   *   wrote it (a higher integer version: to be left alone), {error: code, text} when it is
   *   unreadable, code being "json" (not JSON), "shape" (not a save object) or "version" (a
   *   version no build writes). `text` is the stored text. From then on saveGame writes over it.
   */
  loadGame(game) {
    const key = gameKeys(game).autosave;
    const text = this.readText(key);
    this.seen.set(key, text);
    if (text === null) return {};
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      return { error: "json", text };
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) return { error: "shape", text };
    if (newerVersion(data.v)) return { newer: true };
    if (data.v !== VERSION) return { error: "version", text };
    if (!data.record || typeof data.record !== "object" || Array.isArray(data.record)) return { error: "shape", text };
    return { record: data.record, text };
  }

  /**
   * Keep game `game`'s unreadable autosave `text` (why: `reason`, a loadGame error code or
   * "engine") under its backup key, replacing the one there; at most BACKUP_LIMIT characters
   * of it (`length` says how long it was). Returns false if the browser refused.
   */
  keepBackup(game, text, reason) {
    return this.writeJSON(gameKeys(game).backup, {
      v: VERSION, saved: Date.now(), reason, length: text.length, text: text.slice(0, BACKUP_LIMIT),
    });
  }

  /**
   * Call `onChange(state)` when another page of the site changes game `game`'s autosave to a
   * save this page has not seen (the `storage` event): state "stale", or "newer" when a newer
   * build wrote it. A save of the very record this page last saved is taken in silently.
   * Returns a function that stops watching.
   */
  watchGame(game, onChange) {
    const key = gameKeys(game).autosave;
    const listener = (e) => {
      if (e.storageArea !== this.store || (e.key !== key && e.key !== null)) return;
      const text = this.readText(key);
      const known = this.seen.get(key) ?? null;
      if (text === known || text === null) return;
      const there = envelope(text);
      if (there && newerVersion(there.v)) {
        onChange("newer");
      } else if (there && known !== null && sameRecord(there.record, (envelope(known) || {}).record)) {
        this.seen.set(key, text);
      } else {
        onChange("stale");
      }
    };
    window.addEventListener("storage", listener);
    return () => window.removeEventListener("storage", listener);
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
