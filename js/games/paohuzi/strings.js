// Paohuzi's messages: a namespace of their own (js/core/i18n Strings), one catalogue per
// language in ./i18n/ with the table's words, merged with the rules and tips of ./help/
// (the help writer's files, keys of their own: help.*), so that no key of this game meets
// a key of the house or of another game.
import { Strings } from "../../core/i18n/index.js";

export const strings = new Strings((code) => Promise.all([import(`./i18n/${code}.js`), import(`./help/${code}.js`)])
  .then(([table, help]) => ({ default: { ...table.default, ...help.default } })));

/** A message of this game (see Strings.t). */
export function t(key, vars = {}) {
  return strings.t(key, vars);
}

/** A message of this game that depends on a count (see Strings.tn). */
export function tn(key, count, vars = {}) {
  return strings.tn(key, count, vars);
}
