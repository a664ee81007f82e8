// Pao De Kuai's messages: a namespace of their own (catalogues in ./i18n/, one per
// language), so that no key of this game meets a key of the house or of another game.
import { Strings } from "../../core/i18n/index.js";

export const strings = new Strings((code) => import(`./i18n/${code}.js`));

/** A message of this game (see Strings.t). */
export function t(key, vars = {}) {
  return strings.t(key, vars);
}

/** A message of this game that depends on a count (see Strings.tn). */
export function tn(key, count, vars = {}) {
  return strings.tn(key, count, vars);
}
