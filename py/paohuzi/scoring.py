"""Winning hands and their score: spec §13 (complete hand, 胡息), §14 (天胡), §15 (底数, 番).

* 底数 (囤) = ``(胡息 - 12) // 3``, +1 when the winner drew the winning card himself
  (including 偎胡 / 提胡 / 跑胡 on his own draw); 天胡: ``(2 × 胡息 - 12) // 3``.
  底数 is at least 1 for a valid win (matters only with ``min_huxi`` below 15).
* score = 底数 × 番; each of the two losers pays ``score``.
* 番, counted over every card of the winning hand: the seed's additive table (§15.3, codes
  ``hong_hu``, ``zhen_dian_hu``, ``jia_dian_hu``, ``hong_wu``, ``wu_hu``, ``dui_dui_hu``, ``da``,
  ``xiao``, ``hai_di``; none → 1) or, with ``fan_table="wiki"``, the single largest item of
  the alternative table (``hong_hu``, ``yi_dian_hong``, ``hong_wu``, ``wu_hu``, ``dui_dui_hu``,
  ``hong_dui``, ``wu_dui``, ``hong_wu_dui``).
* Where several partitions exist, the one with the highest 底数 × 番 counts, ties → more
  胡息 (§13.4). Only 对对胡 depends on the partition, so two candidates suffice: the highest
  胡息 partition and the best all-identical one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import BIG, CODES, N_KINDS, RED, card_index, check_copies, counts_of, parse_indices
from .melds import HUXI_IDENTICAL, Meld, make_identical, parse_meld
from .partition import NEG, best_free, dui_dui_free, free_groups, free_upper_bound, leftover_best
from .rules import Rules

SOURCES = ("self", "other", "discard")


@dataclass(frozen=True)
class WinResult:
    """A win and its value (spec §13–§15).

    Attributes are plain data; ``groups`` shows the scoring partition.
    """

    huxi: int
    """Total 胡息 of the scoring partition (table sets + hand)."""
    di: int
    """底数 (囤), self-draw bonus included."""
    fan: dict[str, int]
    """名堂 code → 番 of every item that applies (empty when none does)."""
    fan_total: int
    """Sum of ``fan`` (seed table) or its single item (wiki table); 1 when ``fan`` is empty."""
    score: int
    """``di × fan_total``: what each loser pays."""
    self_drawn: bool
    """The winner drew the winning card himself (never true for a 天胡)."""
    tianhu: bool = False
    """天胡 (§14): 三提五坎, or a win on the dealt cards / the 亮张."""
    groups: tuple[str, ...] = field(default=())
    """The scoring partition: table sets (``"ti x9"``), ``"kan d5"``, ``"set x1 x2 x3"``,
    ``"peng x5"`` (triple completed by another's card), ``"pair x8"``."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data."""
        return {"huxi": self.huxi, "di": self.di, "fan": dict(self.fan), "fan_total": self.fan_total,
                "score": self.score, "self_drawn": self.self_drawn, "tianhu": self.tianhu,
                "groups": list(self.groups)}


def fan_items(reds: int, bigs: int, smalls: int, dui_dui: bool, hai_di: bool, table: str) -> dict[str, int]:
    """The 名堂 that apply, code → 番 (spec §15.3).

    Args:
        reds, bigs, smalls: card counts over the whole winning hand.
        dui_dui: every group is an identical-card group (对对胡).
        hai_di: won with the last stock card (seed table only).
        table: ``"seed"`` (additive) or ``"wiki"`` (single largest item).
    """
    if table == "wiki":
        items: dict[str, int] = {}
        if 10 <= reds <= 12:
            items["hong_dui" if dui_dui else "hong_hu"] = 6 if dui_dui else 2
        elif reds == 1:
            items["yi_dian_hong"] = 3
        elif reds >= 13:
            items["hong_wu_dui" if dui_dui else "hong_wu"] = 8 if dui_dui else 4
        elif reds == 0:
            items["wu_dui" if dui_dui else "wu_hu"] = 10 if dui_dui else 5
        if dui_dui:
            items["dui_dui_hu"] = 4
        if not items:
            return {}
        code = max(items, key=lambda k: items[k])
        return {code: items[code]}
    f: dict[str, int] = {}
    if reds in (4, 7, 11, 12):
        f["hong_hu"] = 2
    elif reds == 1:
        f["zhen_dian_hu"] = 4
    elif reds == 10:
        f["jia_dian_hu"] = 3
    elif reds >= 13:
        f["hong_wu"] = 4 + reds - 13
    elif reds == 0:
        f["wu_hu"] = 5
    if dui_dui:
        f["dui_dui_hu"] = 5
    if bigs >= 18:
        f["da"] = 6 + bigs - 18
    if smalls >= 16:
        f["xiao"] = 8 + smalls - 16
    if hai_di:
        f["hai_di"] = 2
    return f


def di_shu(huxi: int, self_drawn: bool = False, tianhu: bool = False, tianhu_bonus: bool = False) -> int:
    """底数 of a win (spec §14, §15.1); at least 1 before the self-draw / 天胡 bonus."""
    if tianhu:
        return max(1, (2 * huxi - 12) // 3) + (1 if tianhu_bonus else 0)
    return max(1, (huxi - 12) // 3) + (1 if self_drawn else 0)


def target(q: int) -> int:
    """§8 target ``T(q)``: cards a seat with ``q`` 4-card sets holds between turns."""
    return 20 if q <= 1 else 19 + q


def _make(huxi: int, dd: bool, reds: int, bigs: int, smalls: int, rules: Rules, self_drawn: bool,
          last: bool, tianhu: bool) -> tuple[int, int, dict[str, int], int, int]:
    fan = fan_items(reds, bigs, smalls, dd, last and not tianhu, rules.fan_table)
    fan_total = sum(fan.values()) if fan else 1
    di = di_shu(huxi, self_drawn, tianhu, rules.tianhu_selfdraw_bonus)
    return di * fan_total, huxi, fan, fan_total, di


def assess(melds: list[Meld], hand: list[int], extra: int | None, rules: Rules, *, self_drawn: bool = False,
           last: bool = False, tianhu: bool = False, shift: int = 0) -> WinResult | None:
    """Is this shape a winning hand, and what is it worth? (spec §13, §15)

    Args:
        melds: the table sets (after any forced action on the offered card).
        hand: hand count vector; a count of 3 is a 坎 (fixed set), 4 must not occur.
        extra: a card added to the hand as a free card (another's or one's own draw that
            triggered no forced action), or ``None`` (the shape after a forced action).
        rules: ``min_huxi``, ``fan_table``, ``tianhu_selfdraw_bonus``.
        self_drawn: the winning card is the winner's own draw (+1 底数).
        last: the winning card is the last stock card (海底胡).
        tianhu: score as 天胡.
        shift: the seat's §8 shift (small test hands); 0 for a real seat.

    Returns:
        The best-scoring :class:`WinResult`, or ``None`` if the cards do not split into 7 groups
        (with exactly one 将 pair iff a 4-card set is owned) of at least ``min_huxi`` 胡息.
    """
    q = 0
    total = 0
    fixed = 0
    all_ident = True
    reds = 0
    bigs = 0
    for m in melds:
        n = len(m.cards)
        total += n
        fixed += m.huxi
        if n == 4:
            q += 1
        if m.kind == "chi":
            all_ident = False
        for i in m.cards:
            if RED[i]:
                reds += 1
            if i >= 10:
                bigs += 1
    free = list(hand)
    kans = []
    for i in range(N_KINDS):
        n = hand[i]
        if n:
            total += n
            if RED[i]:
                reds += n
            if i >= 10:
                bigs += n
            if n >= 3:
                fixed += HUXI_IDENTICAL["kan"][1 if i >= 10 else 0]
                free[i] = n - 3
                kans.append(i)
    if extra is not None:
        total += 1
        free[extra] += 1
        if RED[extra]:
            reds += 1
        if extra >= 10:
            bigs += 1
    if total != target(q) + 1 + shift:
        return None
    need = rules.min_huxi
    if fixed + free_upper_bound(free) < need:
        return None
    need_pair = q >= 1
    smalls = total - bigs
    best = None
    h = best_free(free, need_pair)
    if h >= 0 and fixed + h >= need:
        best = (_make(fixed + h, False, reds, bigs, smalls, rules, self_drawn, last, tianhu), h, False)
    if all_ident:
        hd = dui_dui_free(free, need_pair)
        if hd >= 0 and fixed + hd >= need:
            cand = (_make(fixed + hd, True, reds, bigs, smalls, rules, self_drawn, last, tianhu), hd, True)
            if best is None or cand[0][:2] > best[0][:2]:
                best = cand
    if best is None:
        return None
    (score, huxi, fan, fan_total, di), hfree, dd = best
    groups = [str(m) for m in melds] + [f"kan {CODES[i]}" for i in kans]
    if dd:
        groups += [f"{'peng' if free[i] == 3 else 'pair'} {CODES[i]}" for i in range(N_KINDS) if free[i]]
    else:
        groups += free_groups(free, need_pair, hfree)
    return WinResult(huxi, di, fan, fan_total, score, self_drawn and not tianhu, tianhu, tuple(groups))


def better(a: WinResult | None, b: WinResult | None) -> WinResult | None:
    """The higher of two results by (score, 胡息); ``None`` loses."""
    if a is None:
        return b
    if b is None:
        return a
    return b if (b.score, b.huxi) > (a.score, a.huxi) else a


def assess_santi_wukan(melds: list[Meld], hand: list[int], rules: Rules) -> WinResult:
    """Value of a 三提五坎 天胡 (spec §14.1): automatic, no complete hand needed.

    胡息 = the 提 and 坎 (``santi_wukan_huxi="quads_kan"``) or the best split of the whole hand
    (``"best"``: table sets, 坎, and the best disjoint scoring sets of the rest); 番 from the
    colour / size items over all cards held, no 对对胡, no 海底.
    """
    huxi = 0
    reds = bigs = total = 0
    groups = []
    for m in melds:
        if m.kind == "ti" or rules.santi_wukan_huxi == "best":
            huxi += m.huxi
            groups.append(str(m))
        for i in m.cards:
            total += 1
            reds += RED[i]
            bigs += BIG[i]
    free = list(hand)
    for i in range(N_KINDS):
        n = hand[i]
        total += n
        reds += RED[i] * n
        bigs += BIG[i] * n
        if n >= 3:
            huxi += HUXI_IDENTICAL["kan"][1 if i >= 10 else 0]
            free[i] = n - 3
            groups.append(f"kan {CODES[i]}")
    if rules.santi_wukan_huxi == "best":
        huxi += leftover_best(free)
    fan = fan_items(reds, bigs, total - bigs, False, False, rules.fan_table)
    fan_total = sum(fan.values()) if fan else 1
    di = di_shu(huxi, False, True, rules.tianhu_selfdraw_bonus)
    return WinResult(huxi, di, fan, fan_total, di * fan_total, False, True, tuple(groups))


def find_meld(melds: list[Meld], card: int, kinds: tuple[str, ...]) -> int:
    """Position of the identical set of ``card`` whose kind is in ``kinds``, or -1."""
    for k, m in enumerate(melds):
        if m.kind in kinds and m.cards[0] == card:
            return k
    return -1


def shapes_for_offer(melds: list[Meld], hand: list[int], card: int, source: str,
                     hu_over_pao: bool) -> list[tuple[list[Meld], list[int], int | None]]:
    """The shapes a holder may win with when ``card`` is offered (forced action first, §13.2).

    Returns:
        ``(melds, hand, extra)`` triples to pass to :func:`assess`; empty for a discard.
    """
    if source == "discard":
        return []
    h = list(hand)
    free_shape = (melds, h, card)
    if source == "self":
        if hand[card] == 3:
            h2 = list(hand)
            h2[card] = 0
            return [(melds + [make_identical("ti", card)], h2, None)]
        k = find_meld(melds, card, ("wei", "chou_wei"))
        if k >= 0:
            m2 = list(melds)
            m2[k] = make_identical("ti", card)
            return [(m2, h, None)]
        k = find_meld(melds, card, ("peng",))
        if k >= 0:
            m2 = list(melds)
            m2[k] = make_identical("pao", card)
            return [(m2, h, None)] + ([free_shape] if hu_over_pao else [])
        if hand[card] == 2:
            h2 = list(hand)
            h2[card] = 0
            return [(melds + [make_identical("wei", card)], h2, None)]
        return [free_shape]
    if hand[card] == 3:
        h2 = list(hand)
        h2[card] = 0
        return [(melds + [make_identical("pao", card)], h2, None)] + ([free_shape] if hu_over_pao else [])
    k = find_meld(melds, card, ("wei", "chou_wei", "peng"))
    if k >= 0:
        m2 = list(melds)
        m2[k] = make_identical("pao", card)
        return [(m2, h, None)] + ([free_shape] if hu_over_pao else [])
    return [free_shape]


def evaluate(melds: Any, hand: Any, card: Any, source: str, rules: Rules | None = None,
             last_card: bool = False) -> WinResult | None:
    """The win available when ``card`` is offered to a holder of ``melds`` and ``hand`` (§23).

    The holder's own forced action on the card comes first (§9.3, §9.4, §13.2): his own draw
    onto a 坎 / 偎 makes a 提, onto his 碰 a 跑, onto a pair a 偎; another player's draw onto
    his 坎 / 偎 / 碰 makes a 跑. A discard never wins.

    Args:
        melds: list of meld strings (``["peng x3", "ti x9", "chi x1 x2 x3"]``) or ``None``.
        hand: the hand as card text (``"x1 x2 x3 ..."``) or a list of cards / codes; four
            identical cards in it are taken as a laid 提.
        card: the offered card, a code or a :class:`~paohuzi.cards.Card`.
        source: ``"self"`` (own draw), ``"other"`` (another player's draw) or ``"discard"``.
        rules: the options (``Rules()`` by default).
        last_card: the card is the last of the stock (海底胡).

    Returns:
        The best :class:`WinResult`, or ``None`` when there is no win.

    Raises:
        ValueError: for bad card text, a malformed meld, an unknown source, or more than four
            copies of a card in all.
    """
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError("rules must be a Rules")
    if source not in SOURCES:
        raise ValueError(f"source must be one of {SOURCES}, not {source!r}")
    ms = [parse_meld(m) for m in (melds or [])]
    h = counts_of(parse_indices(hand))
    c = card_index(card)
    copies = list(h)
    copies[c] += 1
    for m in ms:
        for i in m.cards:
            copies[i] += 1
    check_copies(copies)
    for i in range(N_KINDS):
        if h[i] == 4:
            h[i] = 0
            ms.append(make_identical("ti", i))
    best = None
    for m2, h2, extra in shapes_for_offer(ms, h, c, source, rules.same_player_hu_over_pao):
        best = better(best, assess(m2, h2, extra, rules, self_drawn=(source == "self"), last=bool(last_card)))
    return best


__all__ = ["WinResult", "evaluate", "assess", "fan_items", "di_shu", "target", "NEG"]
