// One game's autosave as its table keeps it (storage.js holds the keys and the checks):
//
// * a damaged save (not JSON, not a save, a version no build writes, or a record the engine
//   refuses) is kept under the game's backup key before the new match is saved over it;
// * a save of a newer build (a higher envelope version, or a record format above the one this
//   build's bridge writes) is never written over: the page plays on unsaved and offers to
//   reload into the newer build;
// * when another tab saves the match, this tab stops (no move, no computer player) and offers
//   to continue from the newer position; it never writes over a save it has not seen;
// * when the browser refuses a save later on (quota, private mode), one notice says progress
//   is not being saved, once per page, and the match plays on (it goes when a save succeeds).
import { t } from "./i18n/index.js";
import { reloadToNewest } from "./pwa.js";
import { newerFormat } from "./storage.js";
import { SaveNotice } from "./ui/save-notice.js";

export class Autosave {
  /**
   * @param {import("./storage.js").Storage} storage
   * @param {string} game the game's id
   * @param {object} on
   * @param {() => void} on.stale another tab saved the match (stop the computer players)
   * @param {() => void} on.resume the person chose to continue from the newer save
   */
  constructor(storage, game, on) {
    this.storage = storage;
    this.game = game;
    this.on = on;
    /** "ok" (saving), "stale" (another tab's save is newer), "newer" (a newer build's save
     * is kept), "held" (a damaged save could not be kept: not written over), "failed"
     * (the browser refuses to store). */
    this.state = "ok";
    this.warned = false;
    this.notice = new SaveNotice();
    this.unwatch = storage.watchGame(game, (state) => this.foreign(state));
  }

  /** The saved match, as Storage.loadGame says; a damaged one is kept under the backup key. */
  read() {
    const saved = this.storage.loadGame(this.game);
    if (saved.newer) this.foreign("newer");
    else if (saved.error) this.keep(saved.text, saved.error);
    return saved;
  }

  /**
   * The engine refused `saved`'s record: kept as a damaged save, or left alone when its format
   * is newer than `known` (the format this build's bridge writes). Returns true when newer.
   */
  refused(saved, known) {
    if (newerFormat(saved.record.format, known)) {
      this.foreign("newer");
      return true;
    }
    this.keep(saved.text, "engine");
    return false;
  }

  keep(text, reason) {
    if (this.storage.keepBackup(this.game, text, reason)) return;
    this.state = "held"; // no copy could be made: the damaged save stays where it is
    this.warnFailed();
  }

  /** Save `record` (every response's) when this tab may. */
  save(record, progress = null) {
    if (this.state !== "ok" && this.state !== "failed") return;
    const result = this.storage.saveGame(this.game, record, progress);
    if (result === "saved") {
      if (this.state === "failed") this.notice.hide("failed");
      this.state = "ok";
    } else if (result === "refused") {
      console.warn("autosave failed");
      this.state = "failed";
      this.warnFailed();
    } else {
      this.foreign(result);
    }
  }

  warnFailed() {
    if (this.warned) return;
    this.warned = true;
    this.notice.show("failed", t("save.failed"));
  }

  /** Another page saved the game ("stale"), or a newer build did ("newer"). */
  foreign(state) {
    if (this.state === "newer") return;
    this.state = state;
    if (state === "newer") {
      this.notice.show("newer", t("save.newer"), {
        urgent: true, action: { name: "reload", label: t("save.newer_reload"), run: () => reloadToNewest() },
      });
    } else {
      this.showStale(false);
      this.on.stale();
    }
  }

  showStale(focus) {
    this.notice.show("stale", t("save.stale"), {
      urgent: true, focus,
      action: { name: "continue", label: t("save.stale_continue"), run: () => this.on.resume() },
    });
  }

  /** Whether moves are held back (another tab went on): then the notice shows again, with focus. */
  blocked() {
    if (this.state !== "stale") return false;
    this.showStale(true);
    return true;
  }

  /** The newer save was taken up (loaded): saving goes on from it. */
  resumed() {
    this.state = "ok";
    this.notice.hide("stale");
  }

  /** The table is taken down. */
  stop() {
    this.unwatch();
    this.notice.destroy();
  }
}
