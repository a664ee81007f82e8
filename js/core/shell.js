// The page around the games: the top bar (the game's title, which leads to the game
// picker, the deal caption, the table menu, New game), the loading indicator, the live
// region, the result dialog and the game picker. It opens a game (its module, strings and
// stylesheets, then a Controller for its table), shows the picker, and switches between
// them without reloading: the engine keeps running, and each game's match stays in its own
// autosave, so coming back to a game resumes it.
//
// Test hooks: html[data-view] is "picker" or "table"; html[data-engine] is "loading" until a
// table's match is dealt, then "ready", or "failed".
import { Controller } from "./controller.js";
import { formatNumber, language, setLanguage, t, translateDocument } from "./i18n/index.js";
import { Announcer } from "./ui/announcer.js";
import { setAppNode } from "./ui/dialog.js";
import { el } from "./ui/dom.js";
import { GamePicker } from "./ui/picker.js";

/** A <link> to stylesheet `href` in the page's head (`rel` "preload": fetched, not applied);
 * resolves once it loaded (or failed to). */
function link(rel, href, game) {
  const node = document.createElement("link");
  node.rel = rel;
  node.href = href;
  if (rel === "preload") node.as = "style";
  node.dataset[rel === "preload" ? "preload" : "game"] = game;
  const loaded = new Promise((resolve) => {
    node.addEventListener("load", resolve, { once: true });
    node.addEventListener("error", resolve, { once: true });
  });
  document.head.append(node);
  return loaded;
}

/**
 * What the loading line says for a start-up stage, in the page's language, and the share of
 * the download done (0..1) while one with a known size runs, else null.
 * @param {{stage?: string, loaded?: number, total?: number, files?: string[]}} detail the engine
 *   client's "loading" status: a stage ("init", "fetch", "restore", "runtime", "import"), and
 *   for "fetch" the bytes loaded of the total (0 or absent: the size is not known yet) and the
 *   kinds of file on their way ("runtime", "stdlib", "rules", "snapshot")
 * @returns {{text: string, share: number|null}}
 */
export function loadingWords(detail) {
  // megabytes with one decimal, in the page's language ("20.8 MB", "20,8 MB")
  const mb = (n) => formatNumber(n / 1e6, { style: "unit", unit: "megabyte", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (detail.stage === "fetch" && detail.total > 0) {
    const files = (detail.files || []).map((kind) => t(`engine.file.${kind}`)).join(", ");
    const text = t(files ? "engine.stage.fetch_files" : "engine.stage.fetch",
      { files, loaded: mb(Math.min(detail.loaded, detail.total)), total: mb(detail.total) });
    return { text, share: Math.min(1, detail.loaded / detail.total) };
  }
  // (a download begun whose size is not known yet has words of its own: no placeholders)
  const stage = detail.stage === "fetch" ? "fetch_start" : detail.stage || "init";
  return { text: t(`engine.stage.${stage}`), share: null };
}

export class Shell {
  /**
   * @param {object} deps
   * @param {import("./engine-client.js").EngineClient} deps.engine
   * @param {import("./storage.js").Storage} deps.storage
   * @param {import("./settings.js").Settings} deps.settings
   * @param {import("./params.js").Params} deps.params
   * @param {object} deps.games the registry (js/games/index.js GAMES)
   */
  constructor({ engine, storage, settings, params, games }) {
    this.engine = engine;
    this.storage = storage;
    this.settings = settings;
    this.params = params;
    this.games = games;
    this.modules = {};
    this.controller = null;
    this.picker = null;
    this.hellos = {};
    const $ = (id) => document.getElementById(id);
    this.html = document.documentElement;
    this.el = {
      app: $("app"), topbar: $("topbar"), brand: $("btn-games"), name: $("brand-name"), tagline: $("brand-sub"),
      caption: $("deal-no"), tools: $("tools"), newGame: $("btn-new"), result: $("result"),
    };
    this.el.brand.addEventListener("click", () => this.showPicker({ ring: true }));
    this.buildLoading();
    this.announcer = new Announcer($("announcer"));
    setAppNode(this.el.app);
  }

  /** Show game `id`'s table, or the picker when `id` is null (once the page's language is
   * set: the shell's own words are put in here). */
  start(id) {
    this.label();
    if (id) this.open(id);
    else this.showPicker();
  }

  /** The shell's own words (in the page's language). */
  label() {
    this.el.tools.setAttribute("aria-label", t("tools.label"));
    this.el.brand.title = t("picker.open");
  }

  /** The bridge's `hello` (protocol, versions, the games served, and game `id`'s options
   * when `id` is given), asked once per `id`; null if the engine could not answer. Only
   * game `id` is described, so the bridge imports no other game's code (Pao De Kuai's
   * start-up pays nothing for Paohuzi's). */
  hello(id = null) {
    const key = id || "";
    if (!this.hellos[key]) {
      this.hellos[key] = this.engine.request("hello", { games: id ? [id] : [] }).then((res) => {
        if (res.ok) return res.result;
        console.warn("hello:", res.error.type, res.error.message);
        return null;
      });
    }
    return this.hellos[key];
  }

  // ---------------------------------------------------------------- engine status

  /** The loading indicator on the felt: a spinner and what is happening (with the bytes of
   * the download), and, after a failed start, what failed in words, a Retry button and the
   * technical detail behind a "details" toggle. */
  buildLoading() {
    this.loading = el("div", "loading");
    this.loading.id = "loading";
    this.loading.setAttribute("role", "progressbar");
    this.loadingText = el("span", "");
    this.loadingText.id = "loading-text";
    this.loading.setAttribute("aria-labelledby", this.loadingText.id);
    const spinner = el("span", "spinner");
    spinner.setAttribute("aria-hidden", "true");
    this.bar = el("span", "loading-bar");
    this.bar.setAttribute("aria-hidden", "true");
    this.bar.append(el("span", ""));
    this.failure = el("div", "loading-failure");
    this.failure.dataset.testid = "engine-failure";
    this.failure.hidden = true;
    this.failureText = el("p", "");
    this.failureHint = el("p", "loading-hint");
    this.retryButton = el("button", "btn btn-primary");
    this.retryButton.type = "button";
    this.retryButton.addEventListener("click", () => this.retry());
    const details = el("details", "");
    this.detailsLabel = el("summary", "");
    this.detailsText = el("code", "");
    details.append(this.detailsLabel, this.detailsText);
    this.failure.append(this.failureText, this.failureHint, this.retryButton, details);
    this.loading.append(spinner, this.loadingText, this.bar, this.failure);
  }

  onEngineStatus(status, detail = {}) {
    if (status === "loading") {
      this.loading.classList.remove("failed");
      this.failure.hidden = true;
      this.loading.setAttribute("role", "progressbar");
      const { text, share } = loadingWords(detail);
      const fetching = share !== null;
      this.loadingText.textContent = text;
      if (fetching) {
        this.bar.firstChild.style.width = `${(share * 100).toFixed(1)}%`;
        this.loading.setAttribute("aria-valuenow", String(Math.round(share * 100)));
      } else {
        this.loading.removeAttribute("aria-valuenow");
      }
      this.bar.hidden = !fetching;
    } else if (status === "ready" && detail.boot) {
      // test hooks: which boot path served (the memory snapshot or the ordinary boot) and
      // which standard library ("pyc": the precompiled one)
      this.html.dataset.boot = detail.boot;
      this.html.dataset.stdlib = detail.stdlib;
    } else if (status === "failed") {
      this.html.dataset.engine = "failed";
      this.loading.hidden = false;
      this.loading.classList.add("failed");
      this.loading.removeAttribute("role");
      this.loading.removeAttribute("aria-valuenow");
      this.bar.hidden = true;
      this.loadingText.textContent = t("engine.failed");
      this.failure.dataset.what = detail.what || "start";
      this.failureText.textContent = t(`engine.failed.${detail.what || "start"}`);
      this.failureHint.textContent = t("engine.failed.hint");
      this.retryButton.textContent = t("engine.retry");
      this.retryButton.disabled = false;
      this.detailsLabel.textContent = t("engine.details");
      this.detailsText.textContent = `${detail.what || "start"} (${detail.stage}): ${detail.message}`;
      this.failure.hidden = false;
      if (this.controller) this.controller.updateControls();
      else if (!this.loading.isConnected) this.el.app.append(this.loading); // over the picker
    }
  }

  /** Retry a failed start: a new engine worker (no page reload); the table's match is then
   * resumed from its autosave, which the failure left untouched. */
  retry() {
    if (this.engine.status !== "failed") return;
    this.retryButton.disabled = true;
    this.hellos = {};
    this.html.dataset.engine = "loading";
    this.engine.retry();
    if (this.controller) this.controller.start();
    else {
      this.loading.remove();
      if (this.picker) this.hello().then((hello) => { if (hello && this.picker) this.picker.serve(hello.served); });
    }
  }

  // ---------------------------------------------------------------- games

  /** Load game `id`'s module and its strings in language `code` (the page's), and fetch its
   * stylesheets meanwhile (once). */
  async load(id, code = language()) {
    if (!this.modules[id]) {
      for (const href of this.games[id].stylesheets) link("preload", href, id);
      this.modules[id] = this.games[id].load().then(async ({ default: module }) => {
        await module.strings.load(code);
        return module;
      });
    }
    return this.modules[id];
  }

  /** Show the page in language `code` without a reload: the engine keeps running; the
   * table is mounted again in the new language, its match resumed from the autosave, with
   * what the game keeps of the table (the selection) put back and Settings open again. */
  async relanguage(code) {
    const left = this.controller;
    const id = left ? left.game.id : null;
    const kept = left && left.table.keep ? left.table.keep() : null;
    const modules = Object.values(this.modules);
    await Promise.all([setLanguage(code), ...modules.map((m) => m.then((module) => module.strings.load(code)))]);
    translateDocument();
    this.label();
    if (!id) return;
    left.unmount();
    this.controller = null;
    await this.open(id, { kept });
    this.controller.settingsPanel().open();
  }

  /** Open game `id`'s table (its module loaded by load()), remember it as the last game
   * played, and start or resume its match (with `kept`: what the game kept of its table). */
  async open(id, { kept = null } = {}) {
    const module = await this.load(id);
    // (appended in order, so they apply in order whichever loads first)
    await Promise.all(this.games[id].stylesheets.map((href) => link("stylesheet", href, id)));
    this.closePicker();
    this.settings.remember("game", id);
    this.settings.useGame(id, module.prefs);
    this.html.dataset.view = "table";
    this.html.dataset.game = id; // (a test hook: the game whose table is up)
    if (this.html.dataset.engine !== "failed") this.html.dataset.engine = "loading";
    this.loading.hidden = false;
    this.el.topbar.hidden = false;
    this.el.name.textContent = t(`games.${id}.name`);
    this.el.brand.style.setProperty("--game-picture", `url("${this.games[id].picture}")`); // (narrow screens)
    this.el.tagline.textContent = t(`games.${id}.tagline`);
    document.title = t(`games.${id}.name`);
    this.announcer.clear();
    this.controller = new Controller({
      game: module, engine: this.engine, storage: this.storage, settings: this.settings, params: this.params,
      hello: () => this.hello(id),
      frame: {
        app: this.el.app, tools: this.el.tools, newGame: this.el.newGame, caption: this.el.caption,
        loading: this.loading, result: this.el.result, announcer: this.announcer,
        setReady: (state) => { this.html.dataset.engine = state; },
        relanguage: (code) => this.relanguage(code),
      },
    });
    this.controller.kept = kept;
    this.controller.mount();
    this.controller.start();
  }

  /** Leave the table for the game picker: the match stays in its autosave; the game's own
   * URL parameters (seed, its rule options) are dropped from the address. `ring`: the focused
   * entry may show its focus ring at once (false for the first visit's page: see
   * GamePicker.focus). */
  showPicker({ ring = false } = {}) {
    const left = this.controller;
    if (left) {
      for (const name of ["game", ...left.matchSettings()]) {
        if (this.params.raw(name) !== null) this.params.put(name, null);
      }
      left.unmount();
      this.controller = null;
      this.announcer.clear();
      for (const link of document.querySelectorAll("link[data-game]")) link.remove();
    }
    if (this.html.dataset.engine !== "failed") this.html.dataset.engine = "loading";
    this.html.dataset.view = "picker";
    delete this.html.dataset.game;
    this.el.topbar.hidden = true;
    document.title = t("house.title");
    this.picker = new GamePicker({
      games: this.games, onChoose: (id) => this.choose(id), progress: (id) => this.storage.savedProgress(id),
    });
    this.el.app.append(this.picker.node);
    this.hello().then((hello) => {
      if (hello && this.picker) this.picker.serve(hello.served);
    });
    this.picker.focus(this.settings.get("game"), { ring });
  }

  closePicker() {
    if (!this.picker) return;
    this.picker.node.remove();
    this.picker = null;
  }

  /** The person chose game `id` in the picker (a second press meanwhile does nothing). */
  async choose(id) {
    if (this.opening) return;
    this.opening = true;
    try {
      await this.open(id);
    } finally {
      this.opening = false;
    }
  }
}
