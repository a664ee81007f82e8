// Hard think time with and without the memory snapshot, in one Node process (a benchmark
// script, not a test): two runtimes side by side, one booted the ordinary way from the
// precompiled stdlib, one restored from dist/'s snapshot as the browser's worker does
// (wheel written back, random reseeded); each times Hard's decision for the opening lead
// of deals 0..N-1 (200 playouts, no time cap), rounds interleaved so the machine's load
// hits both alike. Prints each round's total and the medians.
//
//   node tools/boot/think_after_restore.mjs [--dist dist] [--pyodide .cache/pyodide-<version>]
//       [--rounds 6] [--deals 4]
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readSnapshot } from "./read_snapshot.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const opt = { dist: "dist", pyodide: "", rounds: "6", deals: "4" };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) opt[argv[i].replace(/^--/, "")] = argv[i + 1];
const dist = resolve(root, opt.dist) + "/";
const info = JSON.parse(readFileSync(dist + "build-info.json"));
const indexURL = resolve(root, opt.pyodide || `.cache/pyodide-${info.pyodide}`) + "/";
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const stdLibURL = dist + info.stdlib;
const wheel = new Uint8Array(readFileSync(dist + info.wheel));
// as the worker does (js/core/engine-worker.js): the wheel imported from as a zip
const SITE = { fresh: `import sys\nsys.path.insert(0, "/lib/cardroom.whl")\nfrom cardroom.web import visitor\nvisitor.reseed()`,
  snapshot: "from cardroom.web import visitor\nvisitor.reseed()" };
async function make(snap) {
  const opts = { indexURL, stdLibURL, stdout: () => {}, stderr: () => {} };
  if (snap) opts._loadSnapshot = readSnapshot(dist + info.snapshot);
  const py = await loadPyodide(opts);
  py.FS.writeFile("/lib/cardroom.whl", wheel);
  py.runPython(snap ? SITE.snapshot : SITE.fresh);
  py.runPython(`
import time, random, dataclasses
from paodekuai import Match, Rules
from paodekuai.bots import LEVELS
from cardroom.bots import make_bot
def think(n):
    bot = make_bot("paodekuai", "hard")
    budget = dataclasses.replace(LEVELS["hard"], time_ms=None)
    out = []
    for s in range(n):
        m = Match.new(Rules.preset("standard"), 5, s)
        d = m.deal
        v = d.view(d.turn)
        t = time.perf_counter()
        bot.choose(v, random.Random(s), budget)
        out.append(time.perf_counter() - t)
    return sum(out)
`);
  return py;
}
const fresh = await make(false), snap = await make(true);
const times = { fresh: [], snap: [] };
for (let r = 0; r < Number(opt.rounds); r++) {
  for (const [name, py] of (r % 2 ? [["snap", snap], ["fresh", fresh]] : [["fresh", fresh], ["snap", snap]])) {
    times[name].push(py.runPython(`think(${Number(opt.deals)})`) * 1000);
  }
}
const med = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2;
};
console.log(`ms for ${opt.deals} Hard decisions (opening leads), ${opt.rounds} rounds interleaved:`);
for (const k in times) console.log(k, times[k].map(Math.round).join(" "), "median", Math.round(med(times[k])));
