// Languages of the page: message look-up, plural forms, and numbers and lists formatted
// the way the chosen language writes them.
//
//   t("save.unavailable")               -> the house's shared message
//   strings.t("seat.points", {points})  -> "+15 pts"  (a game's own namespace, see Strings)
//   strings.tn("seat.cards", 5)         -> "5 cards"  (plural form picked by Intl.PluralRules)
//   formatSigned(-42)                   -> "-42"      (Intl.NumberFormat, sign shown)
//   formatList(["You", "Ben"])          -> "You and Ben" (Intl.ListFormat)
//
// Catalogues are ES modules, one per language (en.js, zh.js, ...), each
// `export default {key: text}` with exactly the keys of its en.js (a test checks it). The
// house's shared strings live beside this file; each game's strings in its own folder
// (js/games/<game>/i18n/), looked up in a namespace of their own, so two games may use the
// same key (Pao De Kuai's and Paohuzi's "reason.deal_over") without meeting. English is
// always loaded and fills any key another catalogue lacks. To add a language: write its
// catalogues and add a line to LANGUAGE_INFO (see the README, "Languages").

/**
 * The languages of the game, in the switcher's order: `code` names the catalogue file and
 * the setting; `tag` is the BCP 47 tag given to <html lang> and to Intl; `name` is the
 * language's name in itself, shown in the switcher whatever language the page is in.
 */
export const LANGUAGE_INFO = [
  { code: "en", tag: "en", name: "English" },
  { code: "zh", tag: "zh-Hans", name: "简体中文" },
  { code: "ja", tag: "ja", name: "日本語" },
  { code: "de", tag: "de", name: "Deutsch" },
  { code: "es", tag: "es", name: "Español" },
  { code: "pt", tag: "pt", name: "Português" },
];

export const LANGUAGES = LANGUAGE_INFO.map((l) => l.code);

/**
 * The first of the browser's preferred languages (`navigator.languages`, best first) that
 * the game speaks, matched on the primary subtag ("pt-BR" -> "pt", "zh-Hans-CN" -> "zh");
 * English when none is.
 * @param {readonly string[] | undefined} preferred
 * @returns {string} a code of LANGUAGES
 */
export function browserLanguage(preferred) {
  for (const tag of preferred || []) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    if (LANGUAGES.includes(primary)) return primary;
  }
  return "en";
}

let info = LANGUAGE_INFO[0];
const formats = new Map(); // Intl objects of the current language, made once

function cached(name, make) {
  const key = `${info.tag}|${name}`;
  if (!formats.has(key)) formats.set(key, make(info.tag));
  return formats.get(key);
}

/** The code of the language in use ("en", "zh", ...). */
export function language() {
  return info.code;
}

/** A number as the language writes it (digits, decimal sign); `options` as Intl.NumberFormat's. */
export function formatNumber(n, options = {}) {
  return cached(`n${JSON.stringify(options)}`, (tag) => new Intl.NumberFormat(tag, options)).format(n);
}

/** A score with its sign: "+15", "-42", "0" (one decimal at most, e.g. "+0.2" / "+0,2"). */
export function formatSigned(n) {
  return formatNumber(n, { signDisplay: "exceptZero", maximumFractionDigits: 1 });
}

/** Names joined as the language joins them: "You and Ben", "你和本". */
export function formatList(items, type = "conjunction") {
  return cached(`l${type}`, (tag) => new Intl.ListFormat(tag, { type, style: type === "unit" ? "short" : "long" }))
    .format(items);
}

/**
 * One namespace of messages: a catalogue per language, loaded on demand.
 *
 * @example
 *   const strings = new Strings((code) => import(`./i18n/${code}.js`));
 *   await strings.load("de");   // English, with German over it
 *   strings.t("seat.points", { points: "+15" });
 */
export class Strings {
  /** @param {(code: string) => Promise<{default: object}>} loader imports the catalogue of a language code */
  constructor(loader) {
    this.loader = loader;
    this.messages = {};
  }

  /**
   * Load the catalogue of `code` over the English one (English alone when `code`'s file
   * cannot be loaded: reported on the console). Returns whether `code`'s file loaded.
   * @param {string} code
   * @returns {Promise<boolean>}
   */
  async load(code) {
    const [en, other] = await Promise.all([
      this.loader("en"),
      code === "en" ? null : this.loader(code).catch((err) => {
        console.warn(`catalogue ${code} not loaded:`, String((err && err.message) || err));
        return null;
      }),
    ]);
    this.messages = { ...en.default, ...(other ? other.default : {}) };
    return code === "en" || Boolean(other);
  }

  /** Whether the namespace has a message `key`. */
  has(key) {
    return key in this.messages;
  }

  /**
   * The message `key` with each {name} replaced by vars[name] (numbers formatted for the
   * language); the key itself if the namespace has no such message.
   */
  t(key, vars = {}) {
    const text = key in this.messages ? this.messages[key] : key;
    return text.replace(/\{(\w+)\}/g, (m, name) => {
      if (!(name in vars)) return m;
      const value = vars[name];
      return typeof value === "number" ? formatNumber(value) : String(value);
    });
  }

  /**
   * A message that depends on a count: the key `${key}.${category}` for the language's
   * plural category of `count` (Intl.PluralRules: "one", "other", ...), else `${key}.other`;
   * {count} is the formatted count. Every catalogue has the same plural keys (`.one` and
   * `.other`); a language without a singular form gives both the same text.
   */
  tn(key, count, vars = {}) {
    const category = cached("p", (tag) => new Intl.PluralRules(tag)).select(count);
    const specific = `${key}.${category}`;
    return this.t(specific in this.messages ? specific : `${key}.other`, { ...vars, count });
  }
}

/** The house's shared strings (the catalogues beside this file). */
export const shared = new Strings((code) => import(`./${code}.js`));

/**
 * Use the language `code` (English for an unknown code, or when its file cannot be
 * loaded): load the shared catalogue and set <html lang>. Returns the code in use; a game's
 * namespace is then loaded in it (`strings.load(language())`).
 * @param {string} code
 * @returns {Promise<string>}
 */
export async function setLanguage(code) {
  let next = LANGUAGE_INFO.find((l) => l.code === code) || LANGUAGE_INFO[0];
  if (!(await shared.load(next.code))) next = LANGUAGE_INFO[0];
  info = next;
  document.documentElement.lang = info.tag;
  return info.code;
}

/** A shared message (see Strings.t). */
export function t(key, vars = {}) {
  return shared.t(key, vars);
}

/** What stands between two sentences in this language: a space, or nothing after a 。 (zh,
 * ja); the house catalogue's "text.sentence_gap". */
export function sentenceGap() {
  return shared.t("text.sentence_gap");
}

/** Sentences (strings, each ending in its stop) as one text, with sentenceGap() between them. */
export function sentences(parts) {
  return parts.join(sentenceGap());
}

/** A shared message that depends on a count (see Strings.tn). */
export function tn(key, count, vars = {}) {
  return shared.tn(key, count, vars);
}

/** Fill every element carrying data-i18n="key" (the static text of index.html). */
export function translateDocument(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
}
