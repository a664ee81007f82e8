// Local statistics of one game, kept on this device only (under the game's statistics key,
// storage.js gameKeys):
//
//   {"v": 1, "groups": {"<group>": {deals, won, points, best, worst, matches, matchesWon}}}
//
// A group is what the game counts apart (Pao De Kuai: "<preset>/<level>"), named by
// lowercase words joined with "/". The game says what a response's events end (its
// `tally`): a deal is counted when the move that ends it comes back from the engine, a
// match likewise, so a reload never counts anything twice. Figures are the person's:
// points are that deal's points, best/worst the highest and lowest deal results. An
// unreadable or foreign value starts the statistics afresh.

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

/** A group's name: lowercase words (letters, digits, "_") joined by "/". */
const GROUP = /^[a-z0-9_]+(\/[a-z0-9_]+)*$/;

export class Stats {
  /**
   * @param {import("./storage.js").Storage} storage
   * @param {string} key the game's statistics key
   */
  constructor(storage, key) {
    this.storage = storage;
    this.key = key;
    this.groups = {};
    const data = storage.readJSON(key);
    if (data && data.v === VERSION && data.groups && typeof data.groups === "object") {
      for (const [key, raw] of Object.entries(data.groups)) {
        const g = cleanGroup(raw);
        if (g && GROUP.test(key)) this.groups[key] = g;
      }
    }
  }

  group(key) {
    if (!this.groups[key]) this.groups[key] = emptyGroup();
    return this.groups[key];
  }

  save() {
    this.storage.writeJSON(this.key, { v: VERSION, groups: this.groups });
  }

  /**
   * Count what a response ended, as the game tallies it: a list of
   * `{group, deal: {points, won}}` (a finished deal: the person's points, whether they won
   * it) and `{group, match: {won}}` (a finished match: whether they are among its winners).
   */
  count(entries) {
    for (const e of entries) {
      if (!GROUP.test(e.group)) continue;
      if (e.deal) this.addDeal(e.group, e.deal.points, e.deal.won);
      if (e.match) this.addMatch(e.group, e.match.won);
    }
  }

  /** Count one finished deal: `points` the person's deal result, `won` whether they went out. */
  addDeal(key, points, won) {
    const g = this.group(key);
    g.deals += 1;
    g.won += won ? 1 : 0;
    g.points += points;
    g.best = g.best === null ? points : Math.max(g.best, points);
    g.worst = g.worst === null ? points : Math.min(g.worst, points);
    this.save();
  }

  /** Count one finished match; `won` when the person is among its winners. */
  addMatch(key, won) {
    const g = this.group(key);
    g.matches += 1;
    g.matchesWon += won ? 1 : 0;
    this.save();
  }

  /** Rows for display: one per group played (`{group, ...figures}`, by name), then the sum of
   * all (null when empty). */
  rows() {
    const rows = Object.entries(this.groups)
      .filter(([, g]) => g.deals > 0 || g.matches > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, g]) => ({ group, ...g }));
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
