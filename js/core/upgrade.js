// The upgrade from the build that served Pao De Kuai alone: its three keys are carried
// over to the house's, once, on the first load after the upgrade, so a player's saved
// match, settings and statistics are all there and the match resumes exactly.
//
//   cardroom:pdk:autosave:v1  -> cardroom:paodekuai:autosave:v1   (as it is)
//   cardroom:pdk:stats:v1     -> cardroom:paodekuai:stats:v1      (as it is)
//   cardroom:pdk:settings:v1  -> its `lang` and `speed` to the house's settings, every other
//                                field to cardroom:paodekuai:settings:v1 (read, and cleaned,
//                                as any stored settings are)
// and Pao De Kuai becomes the last game played, so the player lands on their table at once.
// A key the house already holds is not overwritten; an old key is removed once it is
// copied (and kept if the browser refused the copy).
import { SETTINGS_KEY, gameKeys } from "./storage.js";

/** The old build's keys. */
export const LEGACY_KEYS = {
  autosave: "cardroom:pdk:autosave:v1",
  settings: "cardroom:pdk:settings:v1",
  stats: "cardroom:pdk:stats:v1",
};
const LEGACY_GAME = "paodekuai";

/** `value` when it is a plain object, else a new empty one. */
function object(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

/**
 * Carry the old build's keys over (see the module comment); does nothing when there are none.
 * @param {import("./storage.js").Storage} storage
 * @param {string[]} shared the names of the house's settings (the rest are the game's)
 * @returns {boolean} whether anything was carried over
 */
export function carryOver(storage, shared) {
  const old = Object.fromEntries(Object.entries(LEGACY_KEYS).map(([what, key]) => [what, storage.readText(key)]));
  if (Object.values(old).every((text) => text === null)) return false;
  const keys = gameKeys(LEGACY_GAME);
  const moved = (what, write) => {
    if (old[what] === null) return;
    if (storage.readText(keys[what]) === null && !write()) return; // refused: keep the old key
    storage.remove(LEGACY_KEYS[what]);
  };
  moved("autosave", () => storage.writeText(keys.autosave, old.autosave));
  moved("stats", () => storage.writeText(keys.stats, old.stats));
  moved("settings", () => {
    let fields = {};
    try {
      fields = object(JSON.parse(old.settings));
    } catch {
      // a damaged value: its fields read as their defaults, as they did
    }
    const house = object(storage.readJSON(SETTINGS_KEY));
    const game = {};
    for (const [name, value] of Object.entries(fields)) {
      if (shared.includes(name)) {
        if (!(name in house)) house[name] = value;
      } else {
        game[name] = value;
      }
    }
    return storage.writeJSON(SETTINGS_KEY, house) && storage.writeJSON(keys.settings, game);
  });
  const settings = object(storage.readJSON(SETTINGS_KEY));
  if (!("game" in settings)) storage.writeJSON(SETTINGS_KEY, { ...settings, game: LEGACY_GAME });
  return true;
}
