// Local statistics, kept on this device only (storage.js STATS_KEY):
//
//   {"v": 1, "groups": {"<preset>/<level>": {deals, won, points, best, worst, matches, matchesWon}}}
//
// A deal is counted when the move that ends it comes back from the engine (its "deal_over"
// event), a match on its "match_over" event: a reload never counts anything twice. Figures
// are the person's (seat 0): points are that deal's points, best/worst the highest and
// lowest deal results. An unreadable or foreign value starts the statistics afresh.
import { STATS_KEY } from "./storage.js";

const VERSION = 1;
const FIELDS = ["deals", "won", "points", "matches", "matchesWon"];

function emptyGroup() {
  return { deals: 0, won: 0, points: 0, best: null, worst: null, matches: 0, matchesWon: 0 };
}

function cleanGroup(raw) {
  const g = emptyGroup();
  if (!raw || typeof raw !== "object") return null;
  for (const f of FIELDS) {
    if (!Number.isSafeInteger(raw[f])) return null;
    g[f] = raw[f];
  }
  for (const f of ["best", "worst"]) {
    if (raw[f] !== null && !Number.isSafeInteger(raw[f])) return null;
    g[f] = raw[f];
  }
  return g;
}

export class Stats {
  /** @param {import("./storage.js").Storage} storage */
  constructor(storage) {
    this.storage = storage;
    this.groups = {};
    const data = storage.readJSON(STATS_KEY);
    if (data && data.v === VERSION && data.groups && typeof data.groups === "object") {
      for (const [key, raw] of Object.entries(data.groups)) {
        const g = cleanGroup(raw);
        if (g && /^[a-z]+\/[a-z]+$/.test(key)) this.groups[key] = g;
      }
    }
  }

  group(preset, level) {
    const key = `${preset}/${level}`;
    if (!this.groups[key]) this.groups[key] = emptyGroup();
    return this.groups[key];
  }

  save() {
    this.storage.writeJSON(STATS_KEY, { v: VERSION, groups: this.groups });
  }

  /** Count one finished deal: `points` the person's deal result, `won` whether they went out. */
  addDeal(preset, level, points, won) {
    const g = this.group(preset, level);
    g.deals += 1;
    g.won += won ? 1 : 0;
    g.points += points;
    g.best = g.best === null ? points : Math.max(g.best, points);
    g.worst = g.worst === null ? points : Math.min(g.worst, points);
    this.save();
  }

  /** Count one finished match; `won` when the person is among its winners. */
  addMatch(preset, level, won) {
    const g = this.group(preset, level);
    g.matches += 1;
    g.matchesWon += won ? 1 : 0;
    this.save();
  }

  /** Rows for display: one per preset/level played, then the sum of all (null when empty). */
  rows() {
    const rows = Object.entries(this.groups)
      .filter(([, g]) => g.deals > 0 || g.matches > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, g]) => {
        const [preset, level] = key.split("/");
        return { preset, level, ...g };
      });
    if (!rows.length) return null;
    const all = emptyGroup();
    for (const r of rows) {
      for (const f of FIELDS) all[f] += r[f];
      if (r.best !== null) all.best = all.best === null ? r.best : Math.max(all.best, r.best);
      if (r.worst !== null) all.worst = all.worst === null ? r.worst : Math.min(all.worst, r.worst);
    }
    return { rows, all };
  }

  reset() {
    this.groups = {};
    this.save();
  }
}
