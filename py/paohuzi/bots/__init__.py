"""Computer players for Paohuzi (issue 13), and the Hint.

Every bot decides from a :class:`paohuzi.view.SeatView` only (spec §18) through the shared
protocol of :mod:`cardroom.bots`: ``choose(view, rng, limit) -> BotResult`` whose ``play`` is
one exact string of ``view.actions``. Bots keep no state between calls. Importing this
package registers them, so ``cardroom.bots.make_bot("paohuzi", name)`` finds them:

==========  ===========================================================================
``greedy``  the arena's reference: 胡 always; 碰 / 吃 only when they bring the hand closer
            or add visible 胡息; the closest discard (deterministic, :mod:`.greedy`)
``easy``    greedy with a random legal action 30% of the time, never refusing a 胡
``normal``  effective distance first, then the estimated points of the shape (its 听 set
            and unseen copies, pairs to complete, 胡息 against ``min_huxi``), less the
            risk of feeding a 跑 / 碰 / 吃 (deterministic, :mod:`.normal`)
``hard``    search: Normal's best candidates played on in worlds sampled consistently with
            the view (:mod:`.worlds`), Normal for every seat, successive halving; Normal's
            choice kept unless another clearly beats it (:mod:`.hard`)
==========  ===========================================================================

:data:`LEVELS` holds the levels' default budgets; :func:`hint` is the Hint button (Normal's
choice with a machine-readable reason, :mod:`.hint`).

How Normal was set (duplicate arena, field ``greedy``, default rules; first on 300 deals of
seed ``1``, paired 95% intervals about ±0.4, later on 900 deals of seeds ``x`` / ``y``, about
±0.1 … ±0.3; the tails are heavy: a few wins worth 50–120 points move a run's mean):

* a value model alone (a logistic model of self-play statistics: chance to win from the
  distance, the stock left, the 胡息 shortfall, the unseen useful cards) played worse than
  greedy, about +0.2 … +0.7 (seed 1): it traded readiness for 胡息 too readily;
* the effective distance first (the value only among the discards that leave the smallest
  one) gave about +0.9 … +1.4; the statistics also showed that only the cards completing a
  pair (which a 碰 or 偎 can take from anywhere) predict a win, not the cards a sequence
  waits for, and counting only those made Normal several times faster (CPU p95 per
  decision about 25 → 5 ms in CPython);
* comparing claims by effective distance first, then value: +0.06 (within noise), kept;
* a ready hand waiting on nothing that can still come counted one card further: +0.33
  (0.5 or 1.5 cards instead: -0.10, -0.02);
* the stock cards everyone knows (red cards moved to the top, the bottom card) counted as
  winning cards that may come: +0.11 ± 0.11 (seed x);
* a hand 6 胡息 or more short of ``min_huxi`` counted one card further: +0.11 (x), +0.05 (y);
  3 胡息 or more: +0.13 (x), -0.18 (y), not kept;
* the discard risk (跑 / 碰 / 吃 fed to another seat): within noise either way (half weights
  -0.05, none -0.03, double weights -0.45); kept at the weights above;
* not kept: weighing discards one card further by value (-0.74), greedy's tie-break
  instead of the value (-0.50), a bonus for claiming (-0.66), taking every 碰 that is no
  worse (-0.31), pairs counted at the 偎 value in the 胡息 estimate (-0.19), ready hands
  ranked by winning copies before value (-0.12), a 对对胡 route valued beside the plain one
  (-0.20), the expected 番 of the completion from its red / big counts (+0.05), a completion
  trading cards for 胡息 when the closest lacks it (0.00), stronger or weaker weights of the
  model's terms (-0.09 … 0.00).

How Hard was set (duplicate arena, field ``normal`` unless said, default rules; the machine
was shared by several developers, load average 11–26 on 2 cores, so these runs are short
and their intervals wide; what is below is all that was measured):

* a playout (Normal for every seat from a mid-deal position to the end) costs about 10–50 ms
  of CPU in CPython; remembering each shape's 听 set (a pure function, the costliest part of
  a Normal decision) made a replay of the same playouts about 3× faster;
* 48 playouts, no time cap, 20 deals of seed ``dev1``: the plain best mean (replace Normal's
  choice on any gain) -0.15 ± 1.32; a gain of one standard error of the paired difference
  asked first +0.30 ± 1.14 (kept: the playouts are few and the tails heavy);
* 280 ms cap under that load (about 30 ms of CPU per decision, one or two playouts): with
  the one-standard-error test alone -0.21 ± 0.23 against Normal and +1.11 ± 0.95 against
  greedy (60 deals of seed ``1``): two playouts give no usable spread, so Normal's choice is
  now replaced only after 8 common worlds at least; with that, under the same load
  (``--time-ms 280``, 300 deals of seed ``1``, about 30 ms of CPU per decision, p95 60 ms)
  Hard plays almost as Normal: +0.11 ± 0.20 against Normal, +1.82 ± 0.69 against greedy
  (Normal's own figure there: +1.84 ± 0.69); ``fan_table=wiki, min_huxi=10``, 240 deals:
  +0.05 ± 0.09 against Normal;
* the search itself, 48 playouts without a cap, against Normal on the first 30 deals of
  seed ``1``: -1.89 ± 1.99 (share won 24.4%; with the 20 deals of ``dev1`` above, about
  -1.0 over 50 deals). It left Normal's choice in 29 of 211 decisions of Normal's own
  deals: 15 discards, 9 吃 declined, 2 吃 and 2 碰 taken, 1 碰 declined. So far the search
  does not beat its own playout policy: uniform worlds ignore that the
  other seats kept the cards Normal keeps (their hands are readier than a random guess),
  an opponent model in the worlds (as Pao De Kuai's Hard has) is the next thing to try;
* in Pyodide (Node, ``--time-ms 500``, 4 deals, same load): median 487–507 ms, p95
  567–653 ms per decision; stopping a playout before a decision that would pass the cap
  did not bring the p95 under 500 ms while the machine was this loaded.

Why Hard is no better than Normal (second round; load average 23–34 on 2 cores, so
again short runs):

* the budget: a playout with its world costs about 15 ms of CPU in CPython (528 playouts
  of 22 decisions at 24 simulations; under cProfile its time goes to
  ``distance_and_potential`` 43%, the 听 sets 22%, building the views 11%, ``act`` 6%),
  so CPython's 280 ms holds about 18 playouts on a quiet machine and a few under load;
  with :data:`~paohuzi.bots.hard.MIN_WORLDS` 8 common worlds Normal's choice can be left
  only from 16 playouts on (two candidates), so under a loaded cap Hard *is* Normal (in
  Pyodide, ``--time-ms 500``, 2 deals, load 24–28: +0.00, median 460 ms, p95 1311 ms per
  decision, Normal's own p95 there 337 ms: the load, not the search);
* the noise: over 38 decisions of Normal's self-play (seeds ``qa`` / ``qb``), one world's
  paired difference between two candidates has a standard deviation of about 6.7 points
  (36% of them exactly 0), where the true gaps between candidates are a few points: with
  4 worlds a candidate (8 playouts, 2 candidates) the standard error is about 3.4 points,
  with 24 (48 playouts) about 1.4;
* the worlds: the other seats keep what Normal keeps, so their hands are readier than
  uniform guesses make them: 70 decisions of 12 Normal deals (seed ``dist``), mean
  distance per other seat 2.08 in the real deals against 2.62 in uniform worlds, ready
  (distance 1) in 21% of the cases against 2%; the search's estimate of its own points is
  above the value in the real deal (real hands, unknown stock reshuffled 6 times) by
  +3.9 ± 3.3 points on those 38 decisions;
* an opponent model (:meth:`~paohuzi.bots.worlds.Inference.sample_modelled`: of 8 uniform
  worlds one kept with weight ``exp(-2 × the two seats' distances)``) brings them to 2.14
  and 9%; with 16 draws the search's estimate is above the real value by +2.8 ± 3.5 and
  its candidate differences follow the real ones more closely (correlation 0.57 → 0.73,
  bootstrap 95% interval of the gain −0.05 … +0.54); but in play it did worse: 8
  playouts, 2 candidates, 4 common worlds asked, against Normal, first 10 deals of seed
  ``1`` (``tools/phz_search_probe.py arena --sims 8 --candidates 2 --min-worlds 4``):
  uniform worlds -0.17 ± 3.01, modelled (``--model-draws 16 --model-beta 2``) -2.87 ±
  1.68, modelled and only the actions Normal is unsure between -2.07 ± 1.55. Not the
  level's default;
* searching only where Normal is unsure (:func:`~paohuzi.bots.hard.unsure`, kept): 17%
  of 366 decisions of 20 Normal deals (34% of the discards) are answered at once, and
  2.4 candidates on average are searched instead of up to 4; in play (as above, uniform
  worlds, first 50 deals of seed ``1``) +0.11 ± 0.73 against -0.12 ± 0.74 searching the
  two best of every decision (all 100 deals: -0.15 ± 0.58, CPU per decision median 93 ms,
  p95 278 ms): no measurable change, the search at this budget neither gains nor loses;
* the level as it stands (4 candidates, 8 common worlds, uniform worlds, unsure only) at
  18 playouts, what CPython's 280 ms holds on a quiet machine: first 50 deals of seed
  ``1``, -0.22 ± 0.45 against Normal. Still no step above Normal: that needs playouts
  several times cheaper (or a playout's end valued before the deal ends) so that the
  paired noise falls under the gaps between candidates.

Truncated playouts (third round; :attr:`~paohuzi.bots.hard.HardBot.horizon`, not the
level's default yet):

* a playout stopped after ``k`` stock draws and valued by every seat's Normal outlook
  (:func:`~paohuzi.bots.hard.outlook_points`), on 95 decisions of Normal's self-play with
  two candidates or more (seed ``pair``), 8 uniform worlds each, quiet machine: CPU per
  playout 13.7 ms to the end, 4.1 ms at ``k = 4``, 2.8 ms at ``k = 2``; the paired
  difference of the two best candidates in one world has a standard deviation of 7.1
  points to the end, 3.0 at ``k = 4``, 1.9 at ``k = 2`` (a variance per CPU second about
  18× smaller at ``k = 4``);
* CPU per searched decision (``time.process_time``, 46 decisions of seed ``cpu``, quiet):
  ``k = 4`` at 48 playouts median 284 ms, p95 653 ms; at 24 playouts median 117 ms, p95
  306 ms (what CPython's 280 ms holds);
* in play against Normal (``tools/phz_search_probe.py arena --horizon 4 --candidates 4
  --min-worlds 8 --field normal --seed 1``, no cap): 48 playouts, every decision Normal
  is unsure of, 60 deals: +0.17 ± 1.25; 48 playouts, claims only (``--close 0``), 60 deals:
  +0.56 ± 0.83; 24 playouts, claims only, 300 deals: +0.14 ± 0.31 (95% interval
  −0.17 … +0.45; after 250 deals +0.25 ± 0.29; CPU per decision median 82 ms, p95 366 ms
  under load). Cheaper and steadier, but no step of +1.0 above Normal: the outlook is
  Normal's own judgement, so the search mostly
  confirms Normal's choice.

Fourth round (load average 19–25 on 2 cores; the policy and probe figures depend on no
clock; nothing reached the targets, the level is unchanged):

* a stronger policy for the searching seat ("Normal+": Normal with one weight changed,
  ``tools/phz_search_probe.py policy --set KEY=VALUE --field normal --seed 1 --deals 100``;
  Normal against itself scores exactly 0, so the figure is the change): the risk weights ×2
  -0.08 ± 0.26, ×4 -0.58 ± 0.47, none -0.41 ± 0.84; a claim only when it leaves a smaller
  effective distance (``--strict-claims``) -0.23 ± 0.54; ``dead`` 0.5 -0.12 ± 0.47, 2
  -0.06 ± 0.16; ``short_far`` 1 -0.48 ± 0.52, 3 -0.02 ± 0.20. Against itself Normal sits at
  a local optimum of these weights: no Normal+ kept;
* a leaf that reads the world (:func:`~paohuzi.bots.hard.live_outlook_points`,
  ``HardBot(leaf="live")``: each seat's outlook counting as still to come only the copies in
  the stock and the single copies in other hands, not the pairs, 坎 and hidden 偎 that stay
  there): on the claim decisions of 20 Normal deals (``claims --deals 20 --seed lc``: 190
  decisions, 255 candidate differences, each candidate's real value from 8 full playouts on
  the real hands, the unknown stock reshuffled, the truncated playouts on the same
  reshuffles) the correlation of the candidate differences with the full playouts' is 0.728
  (Normal's outlook) against 0.751 (live) at horizon 4, 0.862 against 0.896 at horizon 8;
* what the search could gain at claims, on those 190 decisions (per decision, by the real
  value): the best candidate +1.01 (an upper bound: the real values are means of 8
  playouts), the truncated search's argmax on those same 8 real deals +0.52 (horizon 4,
  outlook), +0.58 (live), +0.64 / +0.63 at horizon 8 (flattered: its playouts share the
  real values' stock orders). At some three claims per seat and deal, a search that knew the
  hidden hands would be worth about a point per deal at claims alone, where the uniform
  worlds' search measured +0.14 in play: the gap is the worlds, not the leaf. Measured so on 6 other deals
  (``claims --deals 6 --seed wg --filter --tries 20``: 54 claim decisions, 8 worlds each, the
  plain argmax of the truncated search, horizon 4, Normal's outlook): the best candidate
  +0.88 ± 0.38 per decision, the search on the real hands (stock orders other than the real
  values') +0.41 ± 0.44, on uniform worlds -0.13 ± 0.54, on uniform worlds in which Normal
  would have made each other seat's last discard from its guessed hand (46% of the worlds
  found within 20 draws, else the 20th draw) -0.34 ± 0.73: that filter does not bring the
  worlds closer. Leaf correlations there: 0.686 (outlook), 0.697 (live);
* in play (``arena --horizon 4 --candidates 4 --min-worlds 8 --close 0 --sims 24 --field
  normal --seed 1 --deals 50``, no cap; CPU per decision median 99 ms, p95 384 ms under that
  load): Normal's outlook as the leaf +0.01 ± 0.39 (won 28.7%), the live leaf -0.18 ± 0.39
  (27.3%); paired on the same deals live less outlook -0.19 ± 0.23. Not kept: the better
  correlation did not carry into play.

Fifth round (load average 10–20 on 2 cores; the probe figures depend on no clock; nothing
reached the targets, the level is unchanged):

* the time caps are read on :func:`cardroom.bots.clock` (the arena's ``--cpu-cap`` reads
  them on each process's CPU time);
* worlds weighed by the other seats' recent choices
  (:func:`~paohuzi.bots.likely.world_log_likelihood`: their last discard and the offers
  they let go since their hand last changed, each with probability ``softmax(beta ×
  Normal's score)`` in the world; ``HardBot(weigh=beta, pool=N)`` resamples the search's
  worlds from N uniform ones by it). The real deal is far likelier than most uniform guesses
  (on one position -0.24 against -12.9 … -0.1 for 12 guesses, ``tests/bots/paohuzi/test_likely.py``),
  but the search does not gain from it: ``claims --seed wg --deals 6 --weigh 0.5 1 2 --pool
  32`` (54 claim decisions) and ``--seed wh`` (71): by the real value per decision, the best
  candidate +0.88 ± 0.38 / +0.85 ± 0.48, the search on the real hands +0.41 ± 0.44 /
  -0.06 ± 0.68, uniform worlds -0.13 ± 0.54 / -0.47 ± 0.71, weighted at beta 0.5 -0.17 ±
  0.54 / -0.37 ± 0.78 (median effective worlds 14 / 12 of 32), beta 1 -0.40 ± 0.76 /
  -0.67 ± 0.73, beta 2 -0.26 ± 0.70 / -0.46 ± 0.74. Pooled over the 125 decisions: real
  hands +0.14, uniform -0.32, beta 0.5 -0.28, beta 1 -0.55, beta 2 -0.37 (each ± about
  0.5): the weighting does not close the gap, and on the second seed even the real hands'
  search loses: eight worlds at horizon 4 are too noisy a judge of claims
  (correlation of its candidate differences with full playouts 0.69 / 0.51). No arena run
  of it (the probe said no);
* Normal's 吃 that break a 二七十 / 贰柒拾 held in hand (what the Hint sometimes advises):
  ``tools/phz_search_probe.py erqishi --deals 30 --seed eq`` and ``--deals 60 --seed eq2`` /
  ``eq3``: 48 such 吃 in 150 Normal deals, each against the best-ranked action that keeps
  the set whole, by the real value (8 full playouts on the real hands, the unknown stock
  reshuffled): keeping it +0.16 ± 1.57 points per decision (21 of 48 better): no evidence of
  a misplay, Normal unchanged;
* the level at CPython's stand-in for the browser cap (``python3 -m paohuzi.arena --hero
  hard --field normal --seed 1 --time-ms 280 --cpu-cap``, deals 0-11 and, ``--first 12
  --deals 24 --jobs 2``, 12-35, merged): +0.25 ± 0.41 points per deal against two Normal
  (95% interval -0.16 … +0.66, won 28.7%, 36 deals), CPU per decision median 279 ms, p95
  285 ms (the cap holds on CPU time; wall median 1.7 s under that load).
"""

from cardroom.bots import Limit

from .easy import EasyBot
from .greedy import GreedyBot
from .hard import HardBot
from .hint import hint
from .normal import NormalBot

LEVELS: dict[str, Limit] = {
    "easy": Limit(),
    "normal": Limit(),
    "hard": Limit(simulations=48, time_ms=500),
}
"""Default think budget per level (the bot of the same name plays it). Easy and Normal need
none: one pass over the legal actions. Hard: 48 playouts, capped at 500 ms (the browser's
budget; the arena drops the cap, ``--time-ms`` puts one back)."""

__all__ = ["GreedyBot", "EasyBot", "NormalBot", "HardBot", "LEVELS", "hint"]
