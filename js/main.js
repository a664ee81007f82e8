// Bootstrap. The engine worker is started first, so Pyodide downloads and boots while
// the rest of the page loads; the table and a loading indicator appear at once.
import { EngineClient } from "./engine-client.js";

const html = document.documentElement;
html.dataset.engine = "loading";
const loader = new URLSearchParams(location.search).get("loader") === "micropip" ? "micropip" : "direct";
const statusLog = [];
let listener = (status, detail) => statusLog.push([status, detail]);
const engine = new EngineClient({ loader, onStatus: (status, detail) => listener(status, detail) });

const [{ browserLanguage, setLanguage, translateDocument }, { readParams }, { Storage }, { Settings }, { App }, { startServiceWorker }] =
  await Promise.all([
    import("./i18n/index.js"), import("./params.js"), import("./storage.js"), import("./settings.js"), import("./app.js"),
    import("./pwa.js"),
  ]);

const params = readParams(location.search);
const storage = new Storage();
const settings = new Settings(storage, params, { lang: browserLanguage(navigator.languages || [navigator.language]) });
await setLanguage(settings.get("lang"));
translateDocument();
const app = new App({ engine, storage, settings, params });
listener = (status, detail) => app.onEngineStatus(status, detail);
for (const [status, detail] of statusLog) app.onEngineStatus(status, detail);
if (engine.status === "loading") app.onEngineStatus("loading", { stage: engine.stage || "init" });
app.start();
// Offline: once the engine has its files (so the precache mostly revalidates what the
// HTTP cache holds instead of competing with the first download), install the service
// worker; it also announces new builds (js/pwa.js).
engine.ready().then(() => startServiceWorker());
