// Paohuzi (跑胡子) as the house sees it: the module js/games/index.js names for the game id
// "paohuzi" (the bridge's game of the same name). The controller (js/core/controller.js)
// drives it through what it exports; every card, seat and rule sits behind it. Its rule
// options (match length, level, minimum 胡息, 番 table, players, …) are not here: the house
// learns them from the bridge's `hello`.
import { cardChip } from "./cards.js";
import { PaohuziTable } from "./game.js";
import { strings, t } from "./strings.js";

export default {
  id: "paohuzi",

  /** Its messages (the table's catalogue merged with the rules and tips of ./help/). */
  strings,

  /** Its preferences that are not rules (the default first): the ready (听) help, the card
   * tracker shown, large cards. The settings panel offers each as a checkbox. */
  prefs: {
    ready: { values: [true, false], default: true },
    tracker: { values: [true, false], default: true },
    large: { values: [false, true], default: false },
  },

  /** A new match's arguments beyond `game` and `seed`: the rule options' values as they are. */
  matchArgs(values) {
    return values;
  },

  /** The rules and tips (PHZ_HELP_KEYS.md): tab name -> catalogue keys of its texts. */
  help: [
    ["rules", ["help.rules.cards", "help.rules.sets", "help.rules.deal", "help.rules.turn", "help.rules.claims",
      "help.rules.chou", "help.rules.winning", "help.rules.end"]],
    ["scoring", ["help.scoring.di", "help.scoring.fan_seed", "help.scoring.fan_wiki", "help.scoring.example"]],
    ["tips", ["help.tips"]],
    ["controls", ["help.controls"]],
  ],

  /** A token of the rules and tips: `{card x2}` is the card's chip (as the discards and the
   * result show it: its character, red or black, the big cards' frame), named by the card's
   * spoken name. The code comes from the text; anything else stays as written. */
  helpToken(name, arg) {
    return name === "card" && /^[xd](?:[1-9]|10)$/.test(arg) ? cardChip(arg, { label: true }) : null;
  },

  /** A statistics group (table.tally's "<fan_table>/<min_huxi>/<level>") in words, and its hooks. */
  statsGroup(group) {
    const [fan, min, level] = group.split("/");
    return {
      label: t("stats.row", { fan: t(`settings.fan_table.${fan}`), min, level: t(`settings.level.${level}`) }),
      data: { fan, min, level },
    };
  },

  /** Its move verbs return the table at each step (the controller shows them one at a time). */
  frames: true,

  Table: PaohuziTable,
};
