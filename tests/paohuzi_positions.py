"""Paohuzi positions for the table's tests (the bridge's and the browser's): hand-made deals
stated with ``Deal.from_setup`` (the engine refuses what no deal reaches), each wrapped in the
session record the page's autosave holds, so a test resumes the table exactly there.

The person is seat 0. Every position names the spec situation it comes from (§21) and what
the spec says of it; seats 1 and 2 hold small hands of cards that play no part (a small
hand follows the same discard rule as a full one, §24).
"""

from __future__ import annotations

import json
from typing import Any

from paohuzi import Deal, Match, Rules

SESSION_FORMAT = "cardroom.web.session/1"
RULE_OPTIONS = ("min_huxi", "fan_table", "players", "next_can_chi_drawn", "hu_mandatory")


def first_dealer_seed(dealer: int, players: int = 3) -> int:
    """The smallest match seed whose first dealer is ``dealer`` (the match's first deal must
    have the dealer its seed draws)."""
    import random
    return next(s for s in range(1, 1000) if random.Random(f"{s}:dealer").randrange(players) == dealer)


def session_record(deal: Deal, deals: int | None = 4, level: str = "normal", seed: int | None = None) -> dict[str, Any]:
    """The autosave record of a match whose first deal is ``deal`` (a ``from_setup`` deal, as
    it stands: its actions so far are in its record). The match seed is chosen so that its
    first dealer is the deal's dealer, unless given.

    Raises:
        ValueError: from the engine, if the match it makes does not load.
    """
    rules = deal.rules
    if seed is None:
        seed = first_dealer_seed(deal.dealer, rules.players)
    match = json.loads(Match.new(rules, seed, rules.players, deals).to_json())
    match["deals"] = [json.loads(deal.to_json())]
    Match.from_json(json.dumps(match))  # the engine accepts it
    settings = {"deals": deals, "level": level, **{k: getattr(rules, k) for k in RULE_OPTIONS}, "seed": seed}
    return {"format": SESSION_FORMAT, "game": "paohuzi", "settings": settings, "match": match}


TC02_HAND = "d5 d5 d5 x1 x2 x3 d2 d7 d10 x4 x5 x6 x7 x8 x9 d6 d7 d8 x5 x6"


def self_drawn_win(**options: Any) -> Deal:
    """TC02: you hold the TC02 hand and draw x7: 胡 on your own draw, 15 胡息, 7 red cards
    (紅胡 2), 底数 (15 - 12) // 3 + 1 = 2, each other seat pays 4."""
    return Deal.from_setup(Rules(**options), [TC02_HAND, "x10", "x10"], "x7 d4", to_draw=0)


def win_on_anothers_draw(**options: Any) -> Deal:
    """TC12: you hold 提 d10 and 碰 d7 and wait on d9 for the pair; Anna (seat 1) draws d9:
    30 胡息, 13 red and 18 big cards (紅烏 4 + 大 6 = 10 番), 底数 6, each pays 60."""
    return Deal.from_setup(Rules(**options), ["d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9", "x3", "x4"],
                           "d9 x8 x9", to_draw=1, melds=[["ti d10", "peng d7"], [], []])


def rounded_down_win() -> Deal:
    """TC12 with a 碰 of small 七 for the big one: 28 胡息 (提 12, 碰 1, 坎 6 + 6, 二七十 3), so
    底数 is (28 - 12) // 3 = 5, rounded down (§15.1); 紅烏 4 番, each pays 20."""
    return Deal.from_setup(Rules(), ["d2 d2 d2 x2 x7 x10 d4 d5 d6 d1 d1 d1 d9", "x3", "x4"],
                           "d9 x8 x9", to_draw=1, melds=[["ti d10", "peng x7"], [], []])


def least_di_win() -> Deal:
    """TC02 with 二三四 for 一二三 and a 10 胡息 minimum: 12 胡息 (坎 of 伍 6, 贰柒拾 6), so
    (12 - 12) // 3 is 0 and 底数 is raised to 1 (§15.1, §19 min_huxi), + 1 self-drawn = 2."""
    hand = TC02_HAND.replace("x1 x2 x3", "x2 x3 x4")
    return Deal.from_setup(Rules(min_huxi=10), [hand, "x10", "x10"], "x7 d4", to_draw=0)


def liuju() -> Deal:
    """TC29: two cards are left; you draw x7 (you may 吃 it with x5 x6, or pass), then Anna
    (seat 1) draws the last card, x1: nobody can win with it, and 碰 / 吃 are not offered on
    the last card (§16): 流局, nobody pays."""
    return Deal.from_setup(Rules(), ["x5 x6 d8 d9 x3", "x2 x9", "d3 d4"], "x7 x1", to_draw=0)


def peng_on_a_draw() -> Deal:
    """You hold x8 x8; Anna (seat 1) draws x8 and cannot use it: you may 碰 it (§9.5 step 4)
    or pass; there is no 胡 and no 吃 for you (not your draw, §9.2)."""
    return Deal.from_setup(Rules(), ["x8 x8 x1 x2 d5", "x3 d9", "x4 d10"], "x8 x6 x7", to_draw=1)


def chi_with_bi() -> Deal:
    """TC26 case 1: Ben (seat 2, your 上家) must discard and has nothing but x3 to discard (his
    other cards are a 坎); you hold x1 x2 x3 x4 x5: a 吃 of his x3 must lay your own x3 too (比,
    §11), so the only 吃 is x1 x2 x3 with x3 x4 x5 (either may take the card); x2 x3 x4 would
    leave your x3 without a set and is not offered. The first move is Ben's (a computer
    player's ``bot_move``)."""
    return Deal.from_setup(Rules(), ["x1 x2 x3 x4 x5 x9 d9 d10", "d5 d6", "x3 d1 d1 d1"], "d2 d3 d4",
                           discarding=2, shift=[-12, -18, -17])


def discard_after_peng() -> Deal:
    """You take the 碰 of :func:`peng_on_a_draw`: now you must discard (§8)."""
    deal = peng_on_a_draw()
    deal.act(0, "peng")
    return deal


def single_chi() -> Deal:
    """Ben (seat 2, your 上家) must discard and has nothing but x7 to discard (the rest is a
    坎); you hold x5 x6 and no x7: the one 吃 is x5 x6 x7, with no 比 (§11), so the 吃 button
    is that action itself."""
    return Deal.from_setup(Rules(), ["x5 x6 x9 d9 d10 d2 d3 d8", "d5 d6", "x7 d1 d1 d1"], "d4 x3 x4",
                           discarding=2, shift=[-12, -18, -17])


def pao_on_your_draw() -> Deal:
    """You have 碰 x4 on the table and must discard (the d3 is the one no one can use); then
    Anna and Ben draw d1 and d2, which nobody can use, and you draw x4: the 4th copy of your
    碰 is a forced 跑 (§9.3 case 3), then you discard again (§8)."""
    return Deal.from_setup(Rules(), ["x1 x2 d5 d9 x9 d3", "x3 d9", "x5 d10"], "d1 d2 x4 x6 x7",
                           discarding=0, melds=[["peng x4"], [], []], shift=[-12, -18, -18])


def hidden_sets() -> Deal:
    """As :func:`peng_on_a_draw`, with Anna's 偎 x5 and 提 x9 on the table: to you a 偎 is
    three cards face down and a 提 three down and one up (§6, §18)."""
    return Deal.from_setup(Rules(), ["x8 x8 x1 x2 d5", "x3 d9", "x4 d10"], "x8 x6 x7", to_draw=1,
                           melds=[[], ["wei x5", "ti x9"], []], shift=[0, -7, 0])


CROWDED_HAND = "x5 x5 d5 x4 d2 d10 d7 x4 x7 x8 d7 x9 x3 x3 d6 d3"


def crowded_claim(players: int = 3, dealer: int = 0) -> Deal:
    """The table's busiest decision (for the layout tests): Ben (seat 2, your 上家) must discard
    and has nothing but x5 to discard (the rest is a 坎); you hold x5 x5, so you may 碰 it, 吃
    it (x3 x4 x5 with 比 x5 x5 d5, among others) or pass (§9.6, §11); you are ready (听) on six
    cards, x10 and d6 are 臭 for you (§12), your 提 of x1 is on the table, Anna and Ben have two
    sets each and discards. With ``players=4`` the deal is a four-player match's: with the
    dealer at seat 0 (the match's player 0) player 2 sits out; with ``dealer=1`` (player 2,
    the match's seed from ``first_dealer_seed(2, 4)``) you do, and the seats are players 1, 2
    and 3 (§3)."""
    return Deal.from_setup(Rules(players=players), [CROWDED_HAND, "x7 x7 d6 d6", "x5 d8 d8 d8"], "d5 d9 d4 x4 x6",
                           discarding=2, dealer=dealer, melds=[["ti x1"], ["peng d1", "chi d2 d7 d10"], ["wei x2", "chi x4 d4 d4"]],
                           discards=["", "x9 d9", "x8"], chou=["x10 d6", "", ""], public_chou=["d6", "", ""],
                           shift=[0, -10, -11])
