"""The Hint (issue 13): Normal's choice for the person's seat, with a machine-readable reason.

:func:`hint` returns ``{"action": <exact string of view.actions>, "reason": {"code": …, …}}``.
The page words the reason in its six languages from the code and its parameters (cards are
card codes joined by spaces, sets separated by ``" / "``; no sentence comes from Python):

=================  ===========================================================================
code               when, and its parameters
=================  ===========================================================================
``win``            胡 (always taken): ``huxi``, ``score`` (what each other seat pays), ``fan``
                   (名堂 code → 番) when the win's value can be read from the view
``discard_ready``  a discard that leaves the hand ready: ``card``, ``waits``, ``copies``
                   (unseen copies of the winning cards), ``known`` (copies of them among the
                   stock cards everyone knows: the red cards moved to the top, the bottom card)
``discard``        any other discard: ``card``, ``distance`` (cards still needed after it)
``completes``      a 碰 / 吃 that makes the hand ready: ``sets``, ``waits``, ``copies``,
                   ``known``, ``discard`` (the card it will discard, or ``None``)
``closer``         a 碰 / 吃 that leaves the hand fewer cards short: ``sets``,
                   ``distance_before``, ``distance`` (always less), ``discard``
``keeps_set``      a 碰 / 吃 that lays 胡息 on the table, the hand as many cards short: ``sets``,
                   ``huxi`` (of the laid sets), ``discard``
``better_odds``    a 碰 / 吃 that leaves the hand as close, with better chances (more unseen
                   winning cards, more pairs to complete): ``sets``, ``distance``, ``discard``
``stays_ready``    过: the hand is ready and no claim improves it: ``waits``, ``copies``, ``known``
``breaks_hand``    过: every claim leaves the hand further from complete: ``distance``,
                   ``distance_after`` (the best claim's)
``loses_huxi``     过: the claim would leave the hand short of ``min_huxi``: ``huxi`` (the
                   claim's), ``need``
``no_gain``        过: no claim does better: ``distance``
=================  ===========================================================================

Every 过 reason also carries ``chou``: the card that passing makes 臭 for the seat (§12).
"""

from __future__ import annotations

from typing import Any

from ..cards import CODES
from ..melds import parse_meld
from ..ready import win_with
from ..scoring import assess
from .normal import Context, Outlook, claim_outlook, decide
from .shapes import Position


def _sets(action: str, card: int) -> tuple[str, int]:
    """``(laid cards, their 胡息)`` of a claim action on ``card``."""
    if action == "peng":
        code = CODES[card]
        return f"{code} {code} {code}", parse_meld(f"peng {code}").huxi
    parts = [p.strip() for p in action[4:].split("/")]
    return " / ".join(parts), sum(parse_meld("chi " + p).huxi for p in parts)


def _win_params(pos: Position) -> dict[str, Any]:
    """The value of the 胡 on offer, read from the view (empty if it cannot be)."""
    view = pos.view
    shape = pos.shape
    last = view.stock_count == 0
    w = None
    if pos.offer is not None:
        source = "self" if pos.offer_seat == pos.seat else "other"
        w = win_with(shape, pos.offer, source, pos.rules, last)
    else:
        draws = [e.split() for e in view.history if e.split()[1:2] == ["draw"]]
        if not draws:  # the opening: 天胡 on the dealt cards or the 亮张 (§14)
            extra = None
            if view.dealer != pos.seat and view.liangzhang is not None:
                from .shapes import INDEX
                extra = INDEX[view.liangzhang]
            w = assess(shape.melds, shape.hand, extra, pos.rules, tianhu=True, shift=shape.shift)
        else:  # after a forced 偎 / 提 / 跑 on a drawn card (§9.3, §9.4)
            w = assess(shape.melds, shape.hand, None, pos.rules, self_drawn=draws[-1][0] == str(pos.seat),
                       last=last, shift=shape.shift)
    if w is None:
        return {}
    return {"huxi": w.huxi, "score": w.score, "fan": dict(w.fan)}


def hint(view: Any) -> dict[str, Any]:
    """Normal's action for ``view.seat`` and why (see the module docstring).

    Returns:
        ``{"action": str, "reason": {"code": str, ...}}``; ``action`` is one of ``view.actions``.

    Raises:
        ValueError: if the seat has no decision to make.
    """
    pos = Position(view)
    action, why = decide(pos)
    if pos.stage == "hu":
        return {"action": action, "reason": {"code": "win", **_win_params(pos)}}
    ctx = Context(pos)
    if pos.stage == "discard":
        o: Outlook = why["after"]
        card = CODES[why["discard"]]
        if o.d <= 1 and (o.copies or o.known):
            return {"action": action, "reason": {"code": "discard_ready", "card": card, "waits": " ".join(o.waits),
                                                 "copies": o.copies, "known": o.known}}
        return {"action": action, "reason": {"code": "discard", "card": card, "distance": o.d}}
    assert pos.offer is not None
    before: Outlook = why["before"]
    after: Outlook = why["after"]
    if action != "pass":
        sets, huxi = _sets(action, pos.offer)
        disc = None if why["discard"] is None else CODES[why["discard"]]
        ready_before = before.d <= 1 and (before.copies or before.known)
        if after.d <= 1 and (after.copies or after.known) and not ready_before:
            reason = {"code": "completes", "sets": sets, "waits": " ".join(after.waits), "copies": after.copies,
                      "known": after.known, "discard": disc}
        elif after.d < before.d:
            reason = {"code": "closer", "sets": sets, "distance_before": before.d, "distance": after.d,
                      "discard": disc}
        elif huxi > 0 and (after.eff(ctx) < before.eff(ctx) or after.pot >= before.pot):
            # as many cards short as before: what it gains is the 胡息 it lays
            reason = {"code": "keeps_set", "sets": sets, "huxi": huxi, "discard": disc}
        else:
            reason = {"code": "better_odds", "sets": sets, "distance": after.d, "discard": disc}
        return {"action": action, "reason": reason}
    chou = CODES[pos.offer]
    if before.d <= 1 and (before.copies or before.known):
        return {"action": action, "reason": {"code": "stays_ready", "waits": " ".join(before.waits),
                                             "copies": before.copies, "known": before.known, "chou": chou}}
    alts = [o for o, _ in (claim_outlook(pos.shape, a, pos.offer, ctx) for a in pos.claims()) if o is not None]
    if alts:
        best = min(alts, key=lambda o: (o.eff(ctx), -o.value(ctx)))
        if best.eff(ctx) > before.eff(ctx):
            return {"action": action, "reason": {"code": "breaks_hand", "distance": before.d,
                                                 "distance_after": best.d, "chou": chou}}
        if best.pot < ctx.need <= before.pot:
            return {"action": action, "reason": {"code": "loses_huxi", "huxi": best.pot, "need": ctx.need,
                                                 "chou": chou}}
    return {"action": action, "reason": {"code": "no_gain", "distance": before.d, "chou": chou}}


__all__ = ["hint"]
