"""Probes of the Paohuzi Hard search (issue 13): why it plays as it does. Run with ``PYTHONPATH=py``.

``python3 tools/phz_search_probe.py worlds --deals 12 --draws 8 --beta 0 2``
    the other seats' distance (cards still needed, capped at 4) in the real deal against
    uniform worlds (``--beta 0``) and opponent-modelled ones, on decisions of Normal's
    self-play: mean per seat and the share ready (distance 1).

``python3 tools/phz_search_probe.py decisions --deals 10 --seed qa --out FILE``
    on decisions of Normal's self-play with two candidates or more, each candidate's points
    in the real deal (the real hands, the unknown stock reshuffled ``--reshuffles`` times,
    the first as dealt) and in ``--worlds`` uniform and modelled worlds; saved to FILE, then
    summarised (``decisions --summary FILE...``): the search's estimate less the real value,
    how its candidate differences follow the real ones, the noise of one world, and what
    the search's argmax would gain over Normal's choice by the real values.

``python3 tools/phz_search_probe.py arena --sims 8 --candidates 2 --close 1 --min-worlds 4 ARENA-ARGS``
    the duplicate arena (``python3 -m paohuzi.arena`` options) with the hero a Hard of these
    settings (``--close none``: every candidate; ``--model-draws`` / ``--model-beta``: the
    opponent model; ``--horizon K``: playouts valued by Normal's outlook after K stock
    draws; ``--leaf live``: that outlook with the world's live copies, see
    ``paohuzi.bots.hard.LEAVES``; ``--weigh BETA --pool N``: worlds resampled from N uniform
    ones by the other seats' recent choices) at a fixed simulation count, the time cap of
    ``--time-ms`` kept.

``python3 tools/phz_search_probe.py policy --set risk_pao=2.4 [--strict-claims] ARENA-ARGS``
    the arena with the hero Normal with its ``PARAMS`` changed (``--set``, repeatable) or
    claiming only what leaves a smaller effective distance; the field keeps Normal's own
    (``--field normal``: Normal against itself scores exactly 0, so the figure is the change).

``python3 tools/phz_search_probe.py claims --deals 20 --seed lc --horizon 4 [--filter]``
    on the claim decisions of Normal's self-play with two candidates or more: each
    candidate's value in the real deal (full playouts, the unknown stock reshuffled 8 times);
    the truncated playouts' estimates with each leaf on those same reshuffles (correlation
    of candidate differences); and what the argmax of the truncated search (outlook leaf)
    gains over Normal's choice by the real value per decision when its 8 worlds are the real
    hands (other stock orders), uniform guesses, (``--filter``) uniform guesses in which
    Normal would have made each other seat's last discard from its guessed hand, or
    (``--weigh BETA…``) 8 worlds resampled from ``--pool`` uniform ones by the likelihood of
    the other seats' recent choices (``paohuzi.bots.likely``).

``python3 tools/phz_search_probe.py erqishi --deals 40 --seed eq``
    Normal's 吃 that break a 二七十 / 贰柒拾 held in hand, against the best-ranked action that
    keeps it whole, by the real value (full playouts, the unknown stock reshuffled 8 times).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

from cardroom.bots import Limit, register_bot
from paohuzi import Deal, Rules, arena
from paohuzi.bots.hard import HardBot, playout, ranked_actions
from paohuzi.bots.normal import normal_action
from paohuzi.bots.shapes import Position
from paohuzi.bots.worlds import DISTANCE_CAP, INDEX, Inference
from paohuzi.ready import distance, shape_of


def normal_decisions(deals: int, seed: str):
    """``(deal copy, view)`` at every decision with two actions or more and no 胡 of Normal's
    self-play deals ``seed/0`` … (dealer 0)."""
    for i in range(deals):
        d = Deal.new(Rules(), f"{seed}/{i}", dealer=0)
        while not d.is_over:
            s = d.pending[0]
            v = d.view(s)
            if "hu" not in v.actions and len(v.actions) > 1:
                yield d.clone(), v
            d.act(s, normal_action(v))


def mean(xs):
    return sum(xs) / len(xs)


def ci95(xs):
    m = mean(xs)
    return m, 1.96 * math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, len(xs) - 1) / len(xs))


def cmd_worlds(a) -> None:
    real = []
    got = {b: [] for b in a.beta}
    for k, (d, v) in enumerate(normal_decisions(a.deals, a.seed)):
        if k % 3:
            continue
        inf = Inference(v)
        real += [min(DISTANCE_CAP, distance(shape_of(d.view(o)))) for o in inf.others]
        for b in a.beta:
            rng = random.Random(k)
            for _ in range(a.per):
                got[b] += list(inf.sample_modelled(rng, a.draws, b).distances().values())
    print(f"{len(real) // 2} decisions; real deal: mean distance {mean(real):.2f}, ready {mean([x <= 1 for x in real]):.1%}")
    for b, xs in got.items():
        print(f"beta {b} ({a.draws} draws): mean distance {mean(xs):.2f}, ready {mean([x <= 1 for x in xs]):.1%}")


def reshuffled(deal: Deal, rng: random.Random) -> Deal:
    """The deal with the stock cards nobody knows (between the red cards moved to the top and
    the face-up bottom card) in another order: as likely as the real one from any seat."""
    d = deal.clone()
    stock = list(d._stock)
    lo, hi = max(d._spos, d._moved), len(stock) - 1
    part = stock[lo:hi]
    rng.shuffle(part)
    stock[lo:hi] = part
    d._stock = stock
    return d


def points(deal: Deal, seat: int, action: str) -> int:
    d = deal.clone()
    d.act(seat, action)
    return playout(d, seat)


def cmd_decisions(a) -> None:
    if a.summary:
        summarise([r for f in a.summary for r in json.load(open(f))])
        return
    rows = []
    for k, (d, v) in enumerate(normal_decisions(a.deals, a.seed)):
        cands = ranked_actions(Position(v))[:4]
        if len(cands) < 2 or k % a.every:
            continue
        rng = random.Random(k)
        truths = [d] + [reshuffled(d, rng) for _ in range(a.reshuffles - 1)]
        inf = Inference(v)
        uni = [inf.sample(random.Random(f"u{k}/{j}")).deal() for j in range(a.worlds)]
        mod = [inf.sample_modelled(random.Random(f"m{k}/{j}"), a.draws, a.beta).deal() for j in range(a.worlds)]
        rows.append({"k": k, "cands": cands, "stock": v.stock_count,
                     "truth": {c: [points(t, v.seat, c) for t in truths] for c in cands},
                     "eu": {c: [points(w, v.seat, c) for w in uni] for c in cands},
                     "em": {c: [points(w, v.seat, c) for w in mod] for c in cands}})
        with open(a.out, "w") as f:
            json.dump(rows, f)
        print(f"{len(rows)} decisions", file=sys.stderr, flush=True)
    summarise(rows)


def summarise(rows) -> None:
    print(f"{len(rows)} decisions")
    for key, name in (("eu", "uniform"), ("em", "modelled")):
        bias, dt, de, gain, sd = [], [], [], [], []
        for r in rows:
            c = r["cands"]
            t = {x: mean(r["truth"][x]) for x in c}
            e = {x: mean(r[key][x]) for x in c}
            bias.append(mean(list(e.values())) - mean(list(t.values())))
            for x in c[1:]:
                dt.append(t[x] - t[c[0]])
                de.append(e[x] - e[c[0]])
                diff = [p - q for p, q in zip(r[key][x], r[key][c[0]])]
                m = mean(diff)
                sd.append(math.sqrt(sum((y - m) ** 2 for y in diff) / (len(diff) - 1)))
            best = max(c, key=lambda x: (e[x], x == c[0]))
            gain.append(t[best] - t[c[0]])
        mt, me = mean(dt), mean(de)
        corr = sum((x - mt) * (y - me) for x, y in zip(dt, de)) / math.sqrt(
            sum((x - mt) ** 2 for x in dt) * sum((y - me) ** 2 for y in de))
        print(f"{name}: estimate less real value {ci95(bias)[0]:+.2f} ± {ci95(bias)[1]:.2f}; "
              f"correlation of candidate differences {corr:.2f}; one world's paired sd "
              f"(median) {sorted(sd)[len(sd) // 2]:.2f}; argmax over Normal by real value "
              f"{ci95(gain)[0]:+.2f} ± {ci95(gain)[1]:.2f}")


def cmd_arena(a, rest: list[str]) -> int:
    close = None if a.close == "none" else float(a.close)

    class Variant(HardBot):
        name = "hard-variant"

        def __init__(self) -> None:
            super().__init__(candidates=a.candidates, close=close, model_draws=a.model_draws,
                             model_beta=a.model_beta, min_worlds=a.min_worlds, z=a.z,
                             horizon=a.horizon, leaf=a.leaf, weigh=a.weigh, pool=a.pool)

        def choose(self, view, rng=None, limit=None):
            cap = None if limit is None else limit.time_ms
            return super().choose(view, rng, Limit(simulations=a.sims, time_ms=cap))

    register_bot("paohuzi", "hard-variant")(Variant)  # workers are forked: they inherit it
    return arena.main(["--hero", "hard-variant"] + rest)


def cmd_policy(a, rest: list[str]) -> int:
    from paohuzi.bots import normal

    over = {}
    for item in a.set:
        k, _, v = item.partition("=")
        if k not in normal.PARAMS:
            raise SystemExit(f"--set: no such weight {k!r} (one of {', '.join(normal.PARAMS)})")
        over[k] = float(v)
    base = normal.decide

    def hero_decide(pos):
        saved = dict(normal.PARAMS)
        normal.PARAMS.update(over)
        try:
            act, info = base(pos)
            if a.strict_claims and pos.stage == "claim" and act != "pass":
                ctx = normal.Context(pos)
                ctx.chou[ctx.seat] = ctx.chou[ctx.seat] | {normal.CODES[pos.offer]}
                if info["after"].eff(ctx) >= normal.Outlook(pos.shape, ctx).eff(ctx):
                    act = "pass"
            return act, info
        finally:
            normal.PARAMS.clear()
            normal.PARAMS.update(saved)

    class PolicyVariant:
        name = "normal-variant"

        def choose(self, view, rng=None, limit=None):
            import time
            t0 = time.perf_counter()
            act, _ = hero_decide(Position(view))
            from cardroom.bots import BotResult
            return BotResult(act, {"think_ms": (time.perf_counter() - t0) * 1000})

    register_bot("paohuzi", "normal-variant")(PolicyVariant)
    return arena.main(["--hero", "normal-variant"] + rest)


def _last_discards(view) -> dict[int, int]:
    """Each other seat's last discard (card index) when its hand has not changed since."""
    out = {}
    hist = [e.split() for e in view.history]
    for t in ((view.seat + 1) % 3, (view.seat + 2) % 3):
        idx = [i for i, p in enumerate(hist) if p[0] == str(t) and len(p) == 3 and p[1] == "discard"]
        if idx and not any(p[0] == str(t) and p[1] not in ("draw", "discard") for p in hist[idx[-1] + 1:]):
            out[t] = INDEX[hist[idx[-1]][2]]
    return out


def _normal_would_discard(world, lasts, rules) -> bool:
    from paohuzi.bots.hard import _SeatFacts
    from paohuzi.bots.normal import Context, best_discard
    from paohuzi.ready import Shape
    for t, x in lasts.items():
        v = world.view(t)
        sh = shape_of(v)
        h = list(sh.hand)
        h[x] += 1
        if best_discard(Shape(sh.melds, h, sh.shift), Context(_SeatFacts(v, rules)))[0] != x:
            return False
    return True


def cmd_claims(a) -> None:
    from paohuzi.bots.hard import live_outlook_points, outlook_points, truncated_playout, unsure
    rules = Rules()
    R = 8
    dt, de = [], {"outlook": [], "live": []}
    gain = {"oracle": [], "real": [], "uniform": []}
    if a.filter:
        gain["filtered"] = []
    for b in a.weigh:
        gain[f"weighted b={b:g}"] = []
    ess = {b: [] for b in a.weigh}
    found = []

    def trunc(w, seat, c, leaf=outlook_points):
        x = w.clone()
        x.act(seat, c)
        return truncated_playout(x, seat, a.horizon, rules, None, leaf)

    for k, (d, v) in enumerate(normal_decisions(a.deals, a.seed)):
        pos = Position(v)
        if pos.stage != "claim":
            continue
        cands = unsure(pos, 0.0)[:4]
        if len(cands) < 2:
            continue
        rng = random.Random(k)
        truths = [d] + [reshuffled(d, rng) for _ in range(R - 1)]
        truth = {c: mean([points(t, v.seat, c) for t in truths]) for c in cands}
        est = {n: {c: mean([trunc(t, v.seat, c, f) for t in truths]) for c in cands}
               for n, f in (("outlook", outlook_points), ("live", live_outlook_points))}
        for c in cands[1:]:
            dt.append(truth[c] - truth[cands[0]])
            for n in de:
                de[n].append(est[n][c] - est[n][cands[0]])
        inf = Inference(v)
        wr = random.Random(f"w{k}")
        sets = {"real": [reshuffled(d, rng) for _ in range(R)], "uniform": [inf.sample(wr).deal() for _ in range(R)]}
        if a.filter:
            lasts = _last_discards(v)
            ws, ok = [], 0
            for _ in range(R):
                for _ in range(a.tries):
                    w = inf.sample(wr).deal()
                    if _normal_would_discard(w, lasts, rules):
                        ok += 1
                        break
                ws.append(w)
            sets["filtered"] = ws
            found.append(ok / R)
        if a.weigh:
            from paohuzi.bots.likely import world_log_likelihood
            pool = [inf.sample(wr).deal() for _ in range(a.pool)]
            for b in a.weigh:
                lw = [world_log_likelihood(w, v, b) for w in pool]
                top = max(lw)
                wt = [math.exp(x - top) for x in lw]
                ess[b].append(sum(wt) ** 2 / sum(x * x for x in wt))
                sets[f"weighted b={b:g}"] = random.Random(f"r{k}").choices(pool, weights=wt, k=R)
        gain["oracle"].append(max(truth.values()) - truth[cands[0]])
        for n, ws in sets.items():
            e = {c: mean([trunc(w, v.seat, c) for w in ws]) for c in cands}
            best = max(cands, key=lambda c: (e[c], c == cands[0]))
            gain[n].append(truth[best] - truth[cands[0]])
        print(f"{len(gain['oracle'])} decisions", file=sys.stderr, flush=True)

    def corr(x, y):
        mx, my = mean(x), mean(y)
        return sum((p - mx) * (q - my) for p, q in zip(x, y)) / math.sqrt(
            sum((p - mx) ** 2 for p in x) * sum((q - my) ** 2 for q in y))

    n = len(gain["oracle"])
    print(f"{n} claim decisions, {len(dt)} candidate differences, seed {a.seed}, horizon {a.horizon}")
    for name in de:
        print(f"leaf {name}: correlation with the full playouts' differences {corr(dt, de[name]):.3f}")
    if found:
        print(f"filtered worlds found within {a.tries} draws: {mean(found):.0%}")
    for b, e in ess.items():
        print(f"weighted b={b:g}: effective worlds among {a.pool} (median) {sorted(e)[len(e) // 2]:.1f}")
    for name, g in gain.items():
        m, h = ci95(g)
        print(f"argmax by {name} worlds: gain over Normal's choice by the real value {m:+.3f} ± {h:.3f} per decision")


ERQISHI = ((1, 6, 9), (11, 16, 19))
"""The 二七十 / 贰柒拾 sets as card indices."""


def _keeps_erqishi(shape, action, card, ctx) -> bool | None:
    """Whether a 二七十 / 贰柒拾 held in ``shape``'s hand is still whole (in hand, or laid by
    this 吃 itself) after ``action`` and Normal's discard; ``None`` when none is held."""
    from paohuzi.bots.normal import best_discard
    from paohuzi.bots.shapes import minus, needs_discard, take
    held = [t for t in ERQISHI if all(shape.hand[i] >= 1 for i in t)]
    if not held:
        return None
    if action == "pass":
        return True
    after = take(shape, action, card)
    if needs_discard(after):
        c = best_discard(after, ctx)[0]
        if c >= 0:
            after = minus(after, c)
    laid = {tuple(sorted(m.cards)) for m in after.melds[len(shape.melds):] if getattr(m, "kind", "") == "chi"}
    return all(t in laid or all(after.hand[i] >= 1 for i in t) for t in held)


def cmd_erqishi(a) -> None:
    """Normal's 吃 that break a 二七十 held in hand, against its best-ranked action that keeps it,
    by the real value (full playouts from the real deal, the unknown stock reshuffled)."""
    from paohuzi.bots.normal import Context, decide
    diffs, seen = [], 0
    for k, (d, v) in enumerate(normal_decisions(a.deals, a.seed)):
        pos = Position(v)
        if pos.stage != "claim":
            continue
        act = decide(pos)[0]
        if not act.startswith("chi "):
            continue
        ctx = Context(pos)
        if _keeps_erqishi(pos.shape, act, pos.offer, ctx) is not False:
            continue
        seen += 1
        keep = [x for x in ranked_actions(pos) if x != act and _keeps_erqishi(pos.shape, x, pos.offer, ctx)]
        if not keep:
            continue
        rng = random.Random(k)
        truths = [d] + [reshuffled(d, rng) for _ in range(a.reshuffles - 1)]
        diff = mean([points(t, v.seat, keep[0]) - points(t, v.seat, act) for t in truths])
        diffs.append(diff)
        print(f"{k}: {act} vs {keep[0]}: keeping {diff:+.2f}", file=sys.stderr, flush=True)
    m, h = ci95(diffs) if len(diffs) > 1 else (float("nan"), float("nan"))
    print(f"seed {a.seed}, {a.deals} deals: {seen} 吃 by Normal that break a 二七十 held in hand, "
          f"{len(diffs)} with an action that keeps it; keeping it less Normal's 吃 by the real value "
          f"({a.reshuffles} stock orders each): {m:+.3f} ± {h:.3f} points per decision")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("worlds")
    w.add_argument("--deals", type=int, default=12)
    w.add_argument("--seed", default="dist")
    w.add_argument("--draws", type=int, default=8)
    w.add_argument("--per", type=int, default=6, help="worlds drawn per decision")
    w.add_argument("--beta", type=float, nargs="+", default=[0.0, 2.0])
    d = sub.add_parser("decisions")
    d.add_argument("--deals", type=int, default=10)
    d.add_argument("--seed", default="qa")
    d.add_argument("--every", type=int, default=2)
    d.add_argument("--reshuffles", type=int, default=6)
    d.add_argument("--worlds", type=int, default=12)
    d.add_argument("--draws", type=int, default=16)
    d.add_argument("--beta", type=float, default=2.0)
    d.add_argument("--out", default="probe.json")
    d.add_argument("--summary", nargs="+", metavar="FILE")
    r = sub.add_parser("arena")
    r.add_argument("--sims", type=int, default=8)
    r.add_argument("--candidates", type=int, default=2)
    r.add_argument("--close", default="1")
    r.add_argument("--model-draws", type=int, default=1)
    r.add_argument("--model-beta", type=float, default=0.0)
    r.add_argument("--min-worlds", type=int, default=4)
    r.add_argument("--z", type=float, default=1.0)
    r.add_argument("--horizon", type=int, default=None,
                   help="stock draws after which a playout is valued by Normal's outlook (default: to the end)")
    r.add_argument("--leaf", default="outlook", choices=("outlook", "live"),
                   help="value of a truncated playout's end (paohuzi.bots.hard.LEAVES)")
    r.add_argument("--weigh", type=float, default=None, metavar="BETA",
                   help="worlds importance-resampled by the other seats' recent choices (paohuzi.bots.likely)")
    r.add_argument("--pool", type=int, default=16, help="uniform worlds weighed with --weigh")
    p = sub.add_parser("policy")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--strict-claims", action="store_true")
    c = sub.add_parser("claims")
    c.add_argument("--deals", type=int, default=20)
    c.add_argument("--seed", default="lc")
    c.add_argument("--horizon", type=int, default=4)
    c.add_argument("--filter", action="store_true")
    c.add_argument("--tries", type=int, default=40)
    c.add_argument("--weigh", type=float, nargs="*", default=[], metavar="BETA",
                   help="also worlds importance-resampled from --pool uniform ones by the other seats' "
                        "recent choices under a noisy Normal (paohuzi.bots.likely), at each BETA")
    c.add_argument("--pool", type=int, default=32)
    e = sub.add_parser("erqishi")
    e.add_argument("--deals", type=int, default=40)
    e.add_argument("--seed", default="eq")
    e.add_argument("--reshuffles", type=int, default=8)
    a, rest = ap.parse_known_args()
    if a.cmd == "arena":
        return cmd_arena(a, rest)
    if a.cmd == "policy":
        return cmd_policy(a, rest)
    if a.cmd == "claims":
        if rest:
            ap.error(f"unknown arguments {rest}")
        cmd_claims(a)
        return 0
    if rest:
        ap.error(f"unknown arguments {rest}")
    if a.cmd == "erqishi":
        cmd_erqishi(a)
        return 0
    (cmd_worlds if a.cmd == "worlds" else cmd_decisions)(a)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
