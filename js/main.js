// Bootstrap. The engine worker is already started (js/boot.js, the page's first script),
// so Pyodide downloads and boots while the rest of the page loads; the engine client takes
// it over; then the shell, and the game: the one named by ?game=, else
// the one last played (its table appears at once, with a loading indicator, and its
// autosave resumes as soon as the engine is up), else the game picker.
import { bootMode as boot } from "./boot.js";
import { EngineClient } from "./core/engine-client.js";

performance.mark("boot:page"); // (the start-up marks: tools/bench_boot.py)

const html = document.documentElement;
html.dataset.engine = "loading";
const statusLog = [];
let listener = (status, detail) => statusLog.push([status, detail]);
const engine = new EngineClient({ boot, onStatus: (status, detail) => listener(status, detail) });

const [i18n, { Params }, { Storage }, { HOUSE_SETTINGS, Settings }, { carryOver }, { GAMES, GAME_IDS }, { Shell },
  { startServiceWorker }] = await Promise.all([
  import("./core/i18n/index.js"), import("./core/params.js"), import("./core/storage.js"), import("./core/settings.js"),
  import("./core/upgrade.js"), import("./games/index.js"), import("./core/shell.js"), import("./core/pwa.js"),
]);

const params = new Params(location.search);
const storage = new Storage();
carryOver(storage, HOUSE_SETTINGS);
const settings = new Settings(storage, params, {
  lang: i18n.browserLanguage(navigator.languages || [navigator.language]), games: GAME_IDS,
});
const game = settings.get("game");
const lang = settings.get("lang");
const shell = new Shell({ engine, storage, settings, params, games: GAMES });
// the game's module and strings load beside the house's strings
await Promise.all([i18n.setLanguage(lang), game ? shell.load(game, lang) : null]);
i18n.translateDocument();
listener = (status, detail) => shell.onEngineStatus(status, detail);
for (const [status, detail] of statusLog) shell.onEngineStatus(status, detail);
// (the last status replayed is the current one, the client's first "loading" at least: a
// bare stage after it dropped the bytes downloaded so far from the loading line)
shell.start(game);
// Offline: once the engine has its files (so the precache mostly revalidates what the
// HTTP cache holds instead of competing with the first download), install the service
// worker; it also announces new builds (js/core/pwa.js).
engine.ready().then(() => startServiceWorker());
