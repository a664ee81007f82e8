"""What the Paohuzi table shows beyond the seat view: every fact of the page, from Python.

The page holds no rule (issue 12), so :func:`table_facts` turns the person's
:class:`~paohuzi.view.SeatView` (spec §18, the watcher's when he sits a four-player deal out)
into the facts the table draws: the players' panels and their sets card by card, the hand's
automatic columns (:mod:`paohuzi.arrange`), the 吃 choices for a two-step picker, the 听 cards
and the unseen count of every card (:mod:`paohuzi.ready`), the card on offer, the stock, the
deal's log. It reads the view alone, so it can show nothing the seat may not know; only
:func:`result_facts` and :func:`reveal`, once the deal is over, read the deal itself (the
winner's hand, the others' hands and the stock are public then).

Seats and players: the deal's seats are 0, 1, 2 (spec §3); a match of four players seats
three of them each deal (``seats[s]`` is the player at deal seat ``s``, the player opposite
the dealer sits out). The table draws players: every per-player list here has one entry per
player, and every event or set names both ``seat`` (the deal's) and ``player``.
"""

from __future__ import annotations

from typing import Any

from .arrange import arrange, kan_cards, set_huxi
from .cards import BIG, CODES, RED
from .melds import SET_HUXI, identical_huxi, parse_meld
from .ready import distance, shape_of, ting, unseen_counts
from .rules import Rules
from .scoring import di_shu
from .view import SeatView, history_event

HIDDEN_WEI_HUXI = 3
"""What another seat's face-down 偎 adds to its visible 胡息: 3, the least a 偎 is worth
(3 small, 6 big, §6); its card, and so its true value, stays hidden until the deal is over."""

_SECRET = {"wei": (0, 1, 2), "chou_wei": (0, 1), "ti": (0, 1, 2)}
"""Per set kind, the cards lying face down (§6: a 偎 all three, a 臭偎 two, a 提 three)."""

_INDEX = {code: i for i, code in enumerate(CODES)}


def _offered_before(history: list[str], k: int) -> str | None:
    """The card offered (drawn or discarded) last before entry ``k`` of ``history``."""
    for e in reversed(history[:k]):
        parts = e.split()
        if len(parts) == 3 and parts[1] in ("draw", "discard") and parts[2] != "?":
            return parts[2]
        if len(parts) >= 2 and parts[1] in ("draw", "discard"):
            return None
    return None


def meld_views(view: SeatView, seat: int) -> list[dict[str, Any]]:
    """The sets of deal seat ``seat`` as ``view.seat`` sees them, card by card.

    Returns:
        Per set, in the order laid: ``{"meld": the engine's set string as the view has it
        ("peng x3"; another seat's 偎 "wei ?"), "kind", "cards": codes (``None`` for a card
        face down to this view), "down": per card, face down to this view, "secret": per card,
        face down to the other seats (the seat's own 偎 / 臭偎 / 提), "taken": index of the card
        taken from the table (a claim or a draw; ``None`` for sets dealt, e.g. an opening 提),
        "huxi": the set's 胡息 (``None`` for a hidden 偎)}``.
    """
    history = list(view.history)
    own = seat == view.seat
    out: list[dict[str, Any]] = []
    chi_taken: list[str | None] = []  # one per 吃 set laid in the history, in order
    for k, e in enumerate(history):
        parts = e.split(" ", 2)
        if len(parts) == 3 and parts[0] == str(seat) and parts[1] == "chi":
            card = _offered_before(history, k)
            marked = False
            for part in parts[2].split("/"):
                codes = part.split()
                chi_taken.append(card if not marked and card in codes else None)
                marked = marked or card in codes
    melds = list(view.melds[seat])
    n_chi = sum(1 for m in melds if m.startswith("chi "))
    chi_taken = [None] * (n_chi - len(chi_taken)) + chi_taken  # sets stated before the history
    chi_i = 0
    for text in melds:
        kind, _, rest = text.partition(" ")
        if kind == "chi":
            codes = rest.split()
            taken = chi_taken[chi_i]
            chi_i += 1
            out.append({"meld": text, "kind": kind, "cards": codes, "down": [False] * 3, "secret": [False] * 3,
                        "taken": codes.index(taken) if taken in codes else None,
                        "huxi": SET_HUXI[tuple(_INDEX[c] for c in codes)]})
            continue
        size = 4 if kind in ("pao", "ti") else 3
        secret = [i in _SECRET.get(kind, ()) for i in range(size)]
        if rest == "?":  # another seat's 偎
            out.append({"meld": text, "kind": kind, "cards": [None] * size, "down": [True] * size,
                        "secret": secret, "taken": None, "huxi": None})
            continue
        down = [False] * size if own else secret
        # the set took a card when it was laid (or grew) right after that card was offered;
        # a set of dealt cards (an opening 提) took none
        made = [k for k, e in enumerate(history) if e == f"{seat} {kind} {rest}"]
        taken = size - 1 if made and _offered_before(history, made[-1]) == rest else None
        out.append({"meld": text, "kind": kind, "cards": [None if d else rest for d in down], "down": down,
                    "secret": secret, "taken": taken, "huxi": identical_huxi(kind, _INDEX[rest])})
    return out


def visible_huxi(melds: list[dict[str, Any]]) -> int:
    """胡息 of a seat's table sets as the view knows them (a hidden 偎 counts
    :data:`HIDDEN_WEI_HUXI`)."""
    return sum(HIDDEN_WEI_HUXI if m["huxi"] is None else m["huxi"] for m in melds)


def held_huxi(view: SeatView) -> int | None:
    """胡息 this view's own seat holds (§6's table): its table sets as it knows them (its own
    偎 face up to it) plus each 坎 in its hand (3 small / 6 big; four of a card, which §7 and
    §9.4 lay as a 提 at once, would count as one, 9 / 12). ``None`` for a watcher: another
    seat's hand is never counted (§18)."""
    if view.seat is None:
        return None
    counts: dict[str, int] = {}
    for code in view.hand:
        counts[code] = counts.get(code, 0) + 1
    in_hand = sum(identical_huxi("ti" if n >= 4 else "kan", _INDEX[c]) for c, n in counts.items() if n >= 3)
    return visible_huxi(meld_views(view, view.seat)) + in_hand


def chi_choices(view: SeatView) -> list[dict[str, Any]]:
    """The 吃 actions of ``view`` grouped for a two-step picker (spec §11, §24).

    Every set of a 吃 action holds a copy of the claimed card, and any of them may be the set
    that takes it (the others are its 比 sets, laid from the hand). Step one lists each set
    that can take the card; step two, for the one picked, the 比 sets that must come with it.

    Returns:
        One entry per first set, in canonical order: ``{"set": "x5 x6 x7", "cards": [codes],
        "taken": index of the claimed card in it, "huxi", "action": the exact action string
        when the set alone is a whole 吃 (no 比 needed), else None, "bi": [{"sets": [the 比 sets
        as strings], "cards": [[codes] per set], "huxi": their 胡息, "action": the exact action
        string}, ...] (empty when "action" is set)}``. Empty when no 吃 is offered.
    """
    if view.offer is None:
        return []
    card = view.offer[0]
    choices: dict[str, dict[str, Any]] = {}
    for action in view.actions:
        if not action.startswith("chi "):
            continue
        sets = [part.strip() for part in action[4:].split("/")]
        for k, first in enumerate(sets):
            if first in choices and any(b["action"] == action for b in choices[first]["bi"]):
                continue
            codes = first.split()
            entry = choices.setdefault(first, {
                "set": first, "cards": codes, "taken": codes.index(card), "action": None, "bi": [],
                "huxi": SET_HUXI[tuple(_INDEX[c] for c in codes)]})
            rest = sets[:k] + sets[k + 1:]
            if not rest:
                entry["action"] = action
            else:
                entry["bi"].append({"sets": rest, "cards": [s.split() for s in rest], "action": action,
                                    "huxi": sum(SET_HUXI[tuple(_INDEX[c] for c in s.split())] for s in rest)})
    return [choices[k] for k in sorted(choices, key=lambda s: [_INDEX[c] for c in s.split()])]


def _waits(waits: list[Any], unseen: list[int]) -> list[dict[str, Any]]:
    """The 听 entries of :func:`paohuzi.ready.ting` per card: ``{"card", "unseen", "huxi",
    "score", "self", "other"}`` (the best win of either source; which sources win)."""
    out: dict[str, dict[str, Any]] = {}
    for w in waits:
        e = out.setdefault(w.card, {"card": w.card, "unseen": unseen[_INDEX[w.card]], "huxi": 0, "score": 0,
                                    "self": False, "other": False})
        e[w.source] = True
        if (w.score, w.huxi) > (e["score"], e["huxi"]):
            e["score"], e["huxi"] = w.score, w.huxi
    return [out[c] for c in sorted(out, key=_INDEX.__getitem__)]


def discard_waits(view: SeatView) -> dict[str, list[dict[str, Any]]]:
    """For a seat that must discard: each discard that leaves the hand ready (听), with the
    cards it would then wait on (as :func:`_waits`). Empty otherwise."""
    if view.seat is None or view.discarding != view.seat or view.xianggong[view.seat]:
        return {}
    rules = Rules.from_dict(view.rules)
    shape = shape_of(view)
    unseen = unseen_counts(view)
    out = {}
    for action in view.actions:
        code = action.split()[1]
        i = _INDEX[code]
        after = shape.copy()
        after.hand[i] -= 1
        if distance(after) != 1:
            continue
        waits = ting(after, rules, last=view.stock_count == 1, dist=1)
        if waits:
            out[code] = _waits(waits, unseen)
    return out


def player_views(view: SeatView, seats: tuple[int, ...], players: int) -> list[dict[str, Any]]:
    """One panel per player (see the module docstring).

    Returns:
        Per player: ``{"player", "seat" (deal seat, ``None`` for the one sitting out), "out",
        "dealer", "count" (cards in hand), "melds" (:func:`meld_views`), "huxi"
        (:func:`visible_huxi`), "held_huxi" (:func:`held_huxi` for this view's own seat,
        ``None`` for every other), "discards" (codes, in order), "chou" (the 臭 cards this
        view knows of: all its own, the others' own discards), "xianggong"}``.
    """
    out = []
    for p in range(players):
        seat = seats.index(p) if p in seats else None
        if seat is None:
            out.append({"player": p, "seat": None, "out": True, "dealer": False, "count": 0, "melds": [],
                        "huxi": 0, "held_huxi": None, "discards": [], "chou": [], "xianggong": False})
            continue
        melds = meld_views(view, seat)
        out.append({"player": p, "seat": seat, "out": False, "dealer": seat == view.dealer,
                    "count": view.hand_counts[seat], "melds": melds, "huxi": visible_huxi(melds),
                    "held_huxi": held_huxi(view) if seat == view.seat else None,
                    "discards": list(view.discards[seat]), "chou": list(view.chou[seat]),
                    "xianggong": view.xianggong[seat]})
    return out


def decision(view: SeatView) -> str | None:
    """What the seat is asked now: ``"discard"``, ``"hu"`` (a 胡 step: 胡 or 过),
    ``"claim"`` (碰 and / or 吃, or 过), or ``None``."""
    if not view.to_act or not view.actions:
        return None
    if view.actions[0].startswith("discard "):
        return "discard"
    if "hu" in view.actions:
        return "hu"
    return "claim"


def turn_seat(view: SeatView) -> int | None:
    """The deal seat whose turn the table marks, from what this view may know (§18).

    The seat asked, when it is this view's; else the seat that must discard; else, while a
    card is on offer and this view is not asked, a seat that may be deciding on it: the
    drawer of another seat's drawn card (it is asked first, §9.5), otherwise the next seat in
    turn order after the card's owner that is not this view's (the one that draws next if
    nobody claims, §9.6). Which seat the engine asks about a claim stays unsaid (it would tell
    who holds a pair or a 吃), but it is never this view's own seat, which is not deciding.
    ``None`` once the deal is over.
    """
    if view.is_over:
        return None
    if view.to_act:
        return view.seat
    if view.discarding is not None:
        return view.discarding
    if view.offer is None:
        return None
    _, source, by = view.offer
    if source == "draw" and by != view.seat:
        return by
    seat = (by + 1) % 3
    return (seat + 1) % 3 if seat == view.seat else seat


def log_events(view: SeatView, seats: tuple[int, ...]) -> list[dict[str, Any]]:
    """The deal's history as this view knows it, as events (:func:`paohuzi.view.history_event`)
    with ``"player"`` (and, for a 吃 or 碰, ``"taken"``: the card claimed)."""
    history = list(view.history)
    out = []
    for k, entry in enumerate(history):
        e = history_event(entry)
        if "seat" in e:
            e["player"] = seats[e["seat"]]
        if e["type"] in ("chi", "peng"):
            e["taken"] = _offered_before(history, k)
        out.append(e)
    return out


def table_facts(view: SeatView, seats: tuple[int, ...], players: int) -> dict[str, Any]:
    """Everything the table shows of the position (the view's ``"table"`` field).

    Args:
        view: the person's view (``seat`` ``None`` while he sits the deal out).
        seats: the player at each deal seat.
        players: 3 or 4.

    Returns:
        ``{"players": player_views(...), "turn": player or None (:func:`turn_seat`),
        "decision": decision(view), "offer": {"card", "source", "seat", "player"} or None,
        "stock": {"count", "known_top", "bottom", "liangzhang"}: what §5 and §18 make public
        of the stock now -- the red cards moved to the top still to be drawn, the face-up
        bottom card while it is in the stock (``None`` once drawn), the 亮张; never a card
        already drawn, never a hidden one (the view's ``bottom_flips`` history is not drawn),
        "columns": the hand's automatic arrangement (:func:`paohuzi.arrange.arrange`),
        "kan": the hand's 坎 cards (locked in their columns), "set_huxi": the 胡息 of every
        complete column the hand can make (:func:`paohuzi.arrange.set_huxi`),
        "chi": chi_choices(view), "ready": {"distance", "waits": [{"card", "unseen", "huxi",
        "score", "self", "other"}]} for a seat that holds its hand (``waits`` empty while it
        must discard), "discard_waits": discard_waits(view), "chou": the seat's own 臭 cards,
        "unseen": {code: copies not seen} for the 20 cards (the card tracker), "log":
        log_events(view, seats)}``. For a watcher the hand's fields are empty and ``ready``
        is ``None``; ``unseen`` then counts what every seat sees.
    """
    seat = view.seat
    turn = turn_seat(view)
    offer = None
    if view.offer is not None:
        card, source, by = view.offer
        offer = {"card": card, "source": source, "seat": by, "player": seats[by]}
    facts: dict[str, Any] = {
        "players": player_views(view, seats, players),
        "turn": None if turn is None else seats[turn],
        "decision": decision(view),
        "offer": offer,
        "stock": {"count": view.stock_count, "known_top": list(view.known_top), "bottom": view.bottom,
                  "liangzhang": view.liangzhang},
        "columns": [], "kan": [], "set_huxi": {}, "chi": [], "ready": None, "discard_waits": {}, "chou": [],
        "log": log_events(view, seats),
    }
    unseen = unseen_counts(view)
    facts["unseen"] = {CODES[i]: n for i, n in enumerate(unseen)}
    if seat is None:
        return facts
    hand = list(view.hand)
    facts.update({"columns": arrange(hand), "kan": kan_cards(hand), "set_huxi": set_huxi(hand),
                  "chi": chi_choices(view), "chou": list(view.chou[seat])})
    if not view.is_over:
        # as paohuzi.ready.readiness: no 听 set while a card is to be discarded, or for 相公
        shape = shape_of(view)
        d = distance(shape)
        waits = []
        if view.discarding != seat and not view.xianggong[seat]:
            waits = ting(shape, Rules.from_dict(view.rules), last=view.stock_count == 1, dist=d)
        facts["ready"] = {"distance": d, "waits": _waits(waits, unseen)}
        facts["discard_waits"] = discard_waits(view)
    return facts


# ----------------------------------------------------------------- the deal's end

def _group_cards(group: str) -> tuple[str, list[str]]:
    kind, _, rest = group.partition(" ")
    codes = rest.split()
    if kind in ("peng", "wei", "chou_wei", "kan"):
        return kind, codes * 3 if len(codes) == 1 else codes
    if kind in ("pao", "ti"):
        return kind, codes * 4 if len(codes) == 1 else codes
    if kind == "pair":
        return kind, codes * 2 if len(codes) == 1 else codes
    return kind, codes


def set_name(codes: list[str]) -> str | None:
    """The §6 name of a three-card set that is not three identical cards: ``"yi_er_san"``
    (一二三 / 壹贰叁), ``"er_qi_shi"`` (二七十 / 贰柒拾), ``"shunzi"`` (一句话, any other three
    consecutive ranks of one size), ``"jiao"`` (绞: one rank, both sizes); ``None`` for
    anything else (identical cards, a pair, a 4-set)."""
    if len(codes) != 3 or len(set(codes)) == 1:
        return None
    ranks = sorted(_INDEX[c] % 10 + 1 for c in codes)
    if len(set(ranks)) == 1:
        return "jiao"
    if ranks == [1, 2, 3]:
        return "yi_er_san"
    if ranks == [2, 7, 10]:
        return "er_qi_shi"
    return "shunzi" if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1 else None


def _group_huxi(kind: str, codes: list[str]) -> int:
    if kind in ("set", "chi"):
        return SET_HUXI[tuple(_INDEX[c] for c in codes)]
    if kind == "pair":
        return 0
    return identical_huxi(kind, _INDEX[codes[0]])


def result_facts(deal: Any, seats: tuple[int, ...], players: int, totals: list[int]) -> dict[str, Any] | None:
    """The finished deal's result in full (spec §13 – §16), ``None`` while it runs.

    Returns:
        ``{"winner": player or None (流局), "seat": the winner's deal seat, "tianhu",
        "self_drawn", "winning_card": the card won on (``None`` for 三提五坎), "groups":
        [{"group": the engine's group string ("kan d5", "set x1 x2 x3", "peng x5", "pair x8", a
        table set), "kind", "cards", "huxi", "set": the name of a "set" in the hand
        (:func:`set_name`; a table 吃 keeps its kind), else ``None``, "table": a set laid before the win, "winning":
        the group the winning card completes}], "huxi", "reds", "bigs", "smalls" (cards of the
        winning hand), "di_base" (the formula's part: ``(胡息 - 12) // 3``, at least 1, or
        ``(2 × 胡息 - 12) // 3`` for 天胡), "di_how" (how that part came: ``"exact"`` when 3
        divides it, ``"down"`` when it was rounded down, ``"least"`` when it fell below 1 and the
        floor of 1 applied, §15.1), "di_bonus" (+1 self-drawn, or the 天胡 option),
        "di", "fan": [{"code", "value"}] in the engine's order, "fan_total", "score" (what each
        loser pays), "points" and "totals" per player, "xianggong": players who were 相公
        (§17), "liuju": no winner}``.
    """
    r = deal.result
    if r is None:
        return None
    xianggong = [seats[s] for s in range(3) if deal.is_xianggong(s)]
    points = [0] * players
    for s, p in enumerate(seats):
        points[p] = r.points[s]
    out: dict[str, Any] = {"winner": None if r.winner is None else seats[r.winner], "seat": r.winner,
                           "tianhu": r.tianhu, "self_drawn": r.self_drawn, "winning_card": None, "groups": [],
                           "huxi": r.huxi, "reds": 0, "bigs": 0, "smalls": 0, "di_base": 0, "di_how": None,
                           "di_bonus": 0,
                           "di": r.di, "fan": [{"code": k, "value": v} for k, v in r.fan.items()],
                           "fan_total": r.fan_total, "score": r.score, "points": points, "totals": list(totals),
                           "xianggong": xianggong, "liuju": r.winner is None}
    if r.winner is None:
        return out
    w = r.winner
    history = deal.history
    hu_at = max(k for k, e in enumerate(history) if e == f"{w} hu") if f"{w} hu" in history else len(history)
    card = None
    forced_group = None
    for e in reversed(history[:hu_at]):
        parts = e.split()
        if parts[1:2] == ["draw"]:
            card = parts[2]
            break
        if parts[0] == str(w) and parts[1] in ("wei", "chou_wei", "ti", "pao"):
            forced_group = f"{parts[1]} {parts[2]}"
    if card is None and r.tianhu and deal.liangzhang is not None and not _santi_wukan(r):
        card = str(deal.liangzhang)
    out["winning_card"] = card
    table = list(deal.melds(w))
    groups = []
    winning_done = False
    for g in r.groups:
        kind, codes = _group_cards(g)
        on_table = g in table
        if on_table:
            table.remove(g)
        winning = False
        if card is not None and not winning_done:
            if forced_group is not None:
                winning = g == forced_group
            else:
                winning = not on_table and kind != "kan" and card in codes
            winning_done = winning
        groups.append({"group": g, "kind": kind, "cards": codes, "huxi": _group_huxi(kind, codes),
                       "set": set_name(codes) if kind == "set" else None,
                       "table": on_table, "winning": winning})
    if card is not None and not winning_done:  # (e.g. a 天胡 on the 亮张 inside a 坎)
        for g in groups:
            if card in g["cards"]:
                g["winning"] = True
                break
    out["groups"] = groups
    every = [c for g in groups for c in g["cards"]]
    out["reds"] = sum(1 for c in every if RED[_INDEX[c]])
    out["bigs"] = sum(1 for c in every if BIG[_INDEX[c]])
    out["smalls"] = len(every) - out["bigs"]
    base = di_shu(r.huxi, tianhu=r.tianhu)  # (no bonus: that is di_bonus)
    above = (2 * r.huxi if r.tianhu else r.huxi) - 12  # (the part §15.1 divides by 3)
    out["di_base"] = base
    out["di_how"] = "least" if above < 3 else "down" if above % 3 else "exact"
    out["di_bonus"] = r.di - base
    return out


def _santi_wukan(r: Any) -> bool:
    """A 三提五坎 win (§14.1): its groups are 提 and 坎 only, with three 提 or five 坎."""
    kinds = [g.split()[0] for g in r.groups]
    return set(kinds) <= {"ti", "kan"} and (kinds.count("ti") >= 3 or kinds.count("kan") >= 5)


def reveal(deal: Any, seats: tuple[int, ...], players: int) -> dict[str, Any] | None:
    """Once the deal is over, what was hidden: ``{"hands": per player the cards left in hand
    (``None`` for the one sitting out), "melds": per player every set with its card (a 偎's
    too), "huxi": per player the 胡息 held at the end, its table sets (every 偎 face up now)
    plus each 坎 / four of a card in its hand, as :func:`held_huxi` counts a seat's own (§6;
    ``None`` for the one sitting out), "stock": the cards left in the stock, top first}``;
    ``None`` while it runs."""
    if not deal.is_over:
        return None
    hands: list[list[str] | None] = [None] * players
    melds: list[list[str]] = [[] for _ in range(players)]
    huxi: list[int | None] = [None] * players
    for s, p in enumerate(seats):
        hands[p] = [str(c) for c in deal.hand(s)]
        melds[p] = deal.melds(s)
        huxi[p] = held_huxi(deal.view(s))
    return {"hands": hands, "melds": melds, "huxi": huxi, "stock": [str(c) for c in deal.stock_cards()]}


__all__ = ["HIDDEN_WEI_HUXI", "table_facts", "meld_views", "visible_huxi", "chi_choices", "discard_waits",
           "player_views", "held_huxi", "decision", "turn_seat", "log_events", "result_facts", "reveal"]
