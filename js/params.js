// URL parameters: test hooks that are also product features (shareable links).
//   seed=N     fixes the shuffle (the match is Match.new(rules, deals, seed=N))
//   speed=     slow | normal | fast | instant (pace of the computer players)
//   preset=    standard | home
//   deals=     1 | 5 | 10
//   level=     easy | normal | hard
//   lang=      a language: en, zh, ja, de, es, pt (a regional tag such as pt-BR or zh-Hans counts as its language)
// Anything malformed is ignored, as if absent.

export const SPEEDS = { slow: 1400, normal: 800, fast: 300, instant: 0 };
export const PRESETS = ["standard", "home"];
export const DEALS = [1, 5, 10];
export const LEVELS = ["easy", "normal", "hard"];
export const DEFAULTS = { preset: "standard", deals: 5, level: "normal", speed: "normal", lang: "en" };

/** The recognised parameters of `search` (a location.search string); absent ones omitted. */
export function readParams(search) {
  const q = new URLSearchParams(search);
  const out = {};
  const seed = q.get("seed");
  if (seed !== null && /^\d{1,15}$/.test(seed.trim())) out.seed = Number(seed.trim());
  const speed = q.get("speed");
  if (speed in SPEEDS) out.speed = speed;
  const preset = q.get("preset");
  if (PRESETS.includes(preset)) out.preset = preset;
  const deals = Number(q.get("deals"));
  if (DEALS.includes(deals)) out.deals = deals;
  const level = q.get("level");
  if (LEVELS.includes(level)) out.level = level;
  const lang = q.get("lang");
  if (lang && /^[A-Za-z]{2}([-_][A-Za-z0-9]{2,8})*$/.test(lang)) out.lang = lang.slice(0, 2).toLowerCase();
  return out;
}

/** Replace (or drop, for null) parameter `name` in the address bar without reloading. */
export function setParam(name, value) {
  const url = new URL(window.location.href);
  if (value === null || value === undefined) url.searchParams.delete(name);
  else url.searchParams.set(name, String(value));
  window.history.replaceState(window.history.state, "", url.href);
}
