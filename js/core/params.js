// URL parameters: test hooks that are also product features (shareable links).
//   game=      a game of the site ("paodekuai"): its table opens at once
//   seed=N     fixes the shuffle (Pao De Kuai's match is Match.new(rules, deals, seed=N))
//   speed=     slow | normal | fast | instant (pace of the computer players)
//   lang=      a language: en, zh, ja, de, es, pt (a regional tag such as pt-BR or zh-Hans counts as its language)
//   <option>=  a rule option of the game, by the name and values the bridge's `hello` gives
//              (Pao De Kuai: preset=standard|home, deals=1|5|10, level=easy|normal|hard)
// Anything malformed is ignored, as if absent. A parameter overrides the stored setting for
// as long as it stays in the address (settings.js).

export class Params {
  /** @param {string} search a location.search string */
  constructor(search) {
    this.query = new URLSearchParams(search);
  }

  /** The parameter `name` as written, or null. */
  raw(name) {
    return this.query.get(name);
  }

  /** `seed`: a whole number (up to 15 digits), or undefined. */
  seed() {
    const seed = this.raw("seed");
    return seed !== null && /^\d{1,15}$/.test(seed.trim()) ? Number(seed.trim()) : undefined;
  }

  /** `lang`: the primary subtag of a language tag ("pt-BR" -> "pt"), or undefined. */
  lang() {
    const lang = this.raw("lang");
    return lang && /^[A-Za-z]{2}([-_][A-Za-z0-9]{2,8})*$/.test(lang) ? lang.slice(0, 2).toLowerCase() : undefined;
  }

  /**
   * The parameter `name` when it names one of `values` (a number by its value: "5" is 5),
   * that value; else undefined.
   */
  pick(name, values) {
    const raw = this.raw(name);
    if (raw === null) return undefined;
    return values.find((v) => (typeof v === "number" ? raw.trim() !== "" && Number(raw) === v : String(v) === raw));
  }

  /** Replace parameter `name` (drop it, for null) here and in the address bar, without reloading. */
  put(name, value) {
    if (value === null || value === undefined) this.query.delete(name);
    else this.query.set(name, String(value));
    const url = new URL(window.location.href);
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
    window.history.replaceState(window.history.state, "", url.href);
  }
}
