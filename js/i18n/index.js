// Message look-up: t("seat.cards", {count: 5}) -> "5 cards".
// Catalogues live beside this file, one module per language; English is always loaded
// and fills any key another language lacks.
import en from "./en.js";

export const LANGUAGES = ["en"];

let current = en;
let currentLang = "en";

/** Load `lang` (falls back to English for an unknown one). Returns the language used. */
export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang) || lang === "en") {
    current = en;
    currentLang = "en";
  } else {
    const mod = await import(`./${lang}.js`);
    current = { ...en, ...mod.default };
    currentLang = lang;
  }
  document.documentElement.lang = currentLang;
  return currentLang;
}

export function language() {
  return currentLang;
}

/** The message `key` with each {name} replaced by vars[name]; the key itself if unknown. */
export function t(key, vars = {}) {
  const text = key in current ? current[key] : key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
}

/** Fill every element carrying data-i18n="key" (static text of index.html). */
export function translateDocument(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  document.title = t("app.title");
}
