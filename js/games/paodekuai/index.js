// Pao De Kuai (跑得快) as the house sees it: the one module js/games/index.js names for the
// game id "paodekuai" (the bridge's game of the same name). The controller
// (js/core/controller.js) drives it through what it exports; everything that speaks of
// cards, seats or rules sits behind it. Its rule options (preset, deals, level) are not
// here: the house learns them from the bridge's `hello`.
import { PaoDeKuaiTable } from "./game.js";
import { strings, t } from "./strings.js";

export default {
  id: "paodekuai",

  /** Its messages (a namespace of their own), loaded in the page's language before mounting. */
  strings,

  /** Its preferences that are not rules, with their allowed values (the default first):
   * the card counter shown, the automatic pass, the table's sounds, the hand grouped by combination, the coach (Hard's
   * judgement of each of your plays, coach.js). The settings panel offers each as a
   * checkbox, in this order. */
  prefs: {
    counter: { values: [true, false], default: true },
    autopass: { values: [false, true], default: false },
    sound: { values: [true, false], default: true },
    group: { values: [false, true], default: false },
    coach: { values: [false, true], default: false },
  },

  /** The arguments of a new match beyond `game` and `seed`: from the values of the rule
   * options hello named (`{preset, deals, level}`), as they are. */
  matchArgs(values) {
    return values;
  },

  /** The rules and tips: tab name -> catalogue keys of its texts, in order. */
  help: [
    ["rules", ["help.rules.basics", "help.rules.plays", "help.rules.turns", "help.rules.last_card",
      "help.rules.presets", "help.rules.match"]],
    ["scoring", ["help.scoring.rules", "help.scoring.example"]],
    ["tips", ["help.tips"]],
    ["controls", ["help.controls"]],
  ],

  /** A statistics group (table.tally's "<preset>/<level>") in words, and its data-* hooks. */
  statsGroup(group) {
    const [preset, level] = group.split("/");
    return {
      label: t("stats.row", { preset: t(`settings.preset.${preset}`), level: t(`settings.level.${level}`) }),
      data: { preset, level },
    };
  },

  /** The table: `new Table(host)`, then `mount(app, frame)` (see game.js). */
  Table: PaoDeKuaiTable,
};
