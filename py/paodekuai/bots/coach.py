"""The coach's engine side (issue 17): how Hard judges a person's play against its own choice.

:func:`judge` takes the person's view *before* their play, the play they made, an rng and a
budget, and answers in points per deal:

1. Hard searches the position exactly as it would to play it (the same candidates,
   worlds, playouts and endgame solves: :class:`paodekuai.bots.hard.HardBot`), with
   :data:`SEARCH_SHARE` of the budget, and takes its choice;
2. Hard's choice and the person's play are then valued on the *same* worlds, the ones
   Hard's choice was valued on in step 1, as many for each (the person's play is played
   out in those it has not met yet, within the rest of the budget): the comparison is
   fair, the luck of the worlds is common to both.

A value is the mean, over those worlds, of the points the person's seat scores from this
play to the deal's end (cards left, shut-out doubling, bombs from now on; bombs scored
before the play are left out, they are the same for both plays).

The coach is stateless and reads the view only (spec §10): it never sees another hand,
and since bots keep no state between calls and draw only from the rng their caller gives
them, judging a play never changes what any bot does next. :func:`deal_summary` sums a
deal's judgements for the result panel.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from cardroom.bots import Limit, clock

from ..cards import parse_cards
from ..plays import Play
from ..view import SeatView
from .hard import DEFAULT_LIMIT, HardBot, _Search
from .normal import as_move, check_turn

SEARCH_SHARE = 0.75
"""Share of the budget (simulations and time) for Hard's own search; the rest values the
person's play on the worlds Hard's choice met."""
COSTLY = 1.0
"""Loss in points per deal above which :func:`deal_summary` counts a play as costly."""


def legal_play(view: SeatView, played: Play | str | None) -> Play | None:
    """The legal play of ``view`` that ``played`` is (matched by ranks: suits never matter
    after the first play, and a play that must hold 3♠ is listed with it); ``None`` for a
    pass (``None``, ``""`` or ``"pass"``).

    Raises:
        ValueError: if ``played`` is not a legal move of ``view`` (or not card codes).
    """
    if isinstance(played, str) and played.strip().lower() in ("", "pass"):
        played = None
    if played is None:
        if not view.can_pass:
            raise ValueError("pass is not legal here")
        return None
    cards = parse_cards(played) if isinstance(played, str) else list(played.cards)
    ranks = tuple(sorted(c.rank - 3 for c in cards))
    for p in view.legal_plays:
        if p.ranks == ranks:
            return p
    raise ValueError(f"{' '.join(str(c) for c in cards)} is not a legal play here")


def judge(view: SeatView, played: Play | str | None, rng: random.Random, limit: Limit | None = None,
          bot: HardBot | None = None) -> dict[str, Any]:
    """How Hard judges ``played`` against its own choice, in points per deal.

    Args:
        view: the person's view before the play (it must be their turn).
        played: the play they made: a :class:`~paodekuai.Play`, its cards as text, or
            ``None`` / ``"pass"`` for a pass.
        rng: the only source of random draws (the caller derives it, e.g. from the match
            seed, the deal and the ply).
        limit: the budget of the whole judgement (Hard's level budget if ``None``): its
            ``simulations`` and ``time_ms`` cover both steps of the module docstring.
        bot: the Hard player whose judgement is asked (a default ``HardBot`` if ``None``).

    Returns:
        ``{"best": cards or "pass", "best_value": float, "played_value": float,
        "loss": float, "worlds": int, "simulations": int, "forced": bool}``: Hard's
        choice as text (cards in notation, §11), the mean points of each play on the same
        ``worlds`` worlds (rounded to 0.01), ``loss = max(0, best_value - played_value)``
        (0 when the play is Hard's choice: both values are then equal), and the playouts
        or solves spent (at most ``limit.simulations``). ``forced`` is true when there was
        nothing to choose: no search is run, both values are 0.0, ``worlds`` is 0.

    Raises:
        ValueError: if it is not ``view.seat``'s turn, the deal is over, or ``played`` is
            not legal in ``view``.
    """
    check_turn(view)
    t0 = clock()
    mine = legal_play(view, played)
    limit = DEFAULT_LIMIT if limit is None else limit
    bot = HardBot() if bot is None else bot
    if len(view.legal_plays) + (1 if view.can_pass else 0) <= 1:
        return _answer(mine, mine, 0.0, 0.0, 0, True, 0)
    total = limit.simulations if limit.simulations is not None else DEFAULT_LIMIT.simulations or 200
    first = replace(limit, simulations=max(2, int(total * SEARCH_SHARE)))
    end = limit.deadline(t0)
    cut = None if limit.time_ms is None else t0 + limit.time_ms * SEARCH_SHARE / 1000.0
    best, info, search = bot._decide(view, rng, first, cut)
    m_best = None if best is None else as_move(best)
    m_mine = None if mine is None else as_move(mine)
    budget = total - info.get("simulations", 0)
    if search is None:       # Hard's choice was forced among plays that differ in kickers only
        search = _Search(view, rng, bot, end)
        worlds = list(range(max(1, budget // (1 if m_best == m_mine else 2))))
    else:
        worlds = [i for i in range(len(search.worlds)) if (i, m_best) in search.known]
    done: list[int] = []
    for i in worlds:
        missing = len({m for m in (m_best, m_mine) if (i, m) not in search.known})
        if missing and done and (budget < missing or (end is not None and clock() > end)):
            break
        budget -= missing
        search.value(i, m_best)
        search.value(i, m_mine)
        done.append(i)
    b = _mean(search.value(i, m_best) for i in done)
    p = _mean(search.value(i, m_mine) for i in done)
    return _answer(best, mine, b, p, len(done), False, len(search.known))


def _mean(xs: Iterable[int]) -> float:
    xs = list(xs)
    return sum(xs) / len(xs)


def _answer(best: Play | None, mine: Play | None, b: float, p: float, worlds: int, forced: bool,
            simulations: int) -> dict[str, Any]:
    return {"best": "pass" if best is None else str(best), "best_value": round(b, 2), "played_value": round(p, 2),
            "loss": round(max(0.0, b - p), 2), "worlds": worlds, "simulations": simulations, "forced": forced}


def deal_summary(judgements: Iterable[Mapping[str, Any]], costly: float = COSTLY) -> dict[str, Any]:
    """The result panel's line about a deal's plays (issue 17: "3 plays cost you more than 1 point").

    Args:
        judgements: the :func:`judge` answers of the person's plays in one deal.
        costly: the loss (points per deal) above which a play counts as costly.

    Returns:
        ``{"judged": plays judged with a choice (forced ones left out), "costly": plays
        whose loss is above ``costly``, "loss": total loss (rounded to 0.01), "worst":
        the largest loss (0.0 when none)}``.
    """
    chosen = [j for j in judgements if not j.get("forced")]
    losses = [float(j["loss"]) for j in chosen]
    return {"judged": len(chosen), "costly": sum(1 for x in losses if x > costly), "loss": round(sum(losses), 2),
            "worst": max(losses, default=0.0)}
