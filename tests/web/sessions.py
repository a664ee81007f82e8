"""Hand-made positions as the page's autosave would hold them (shared by the bridge and the
browser tests).

A session record (``cardroom.web.session/1``) wraps an engine match record; the engine
accepts a first deal with any explicit hands (spec §13 ``from_hands``), so a test can
resume the page at an exact position: e.g. the seed's example of §7.
"""

from __future__ import annotations

import json
from typing import Any

from paodekuai import Deal, Match, Rules


def session_record(hands: list[str], moves: list[str] = (), preset: str = "standard", deals: int = 1,
                   seed: int = 1, level: str = "normal") -> dict[str, Any]:
    """The session record of a match whose first deal has ``hands`` (led by the holder of
    3♠, as §2 requires) and in which ``moves`` (card strings or ``"pass"``) were made.

    Raises:
        ValueError: from the engine, for impossible hands or an illegal move.
    """
    rules = Rules.preset(preset)
    deal = Deal.from_hands(hands, rules)
    for move in moves:
        deal.play(move)
    match = json.loads(Match.new(rules, deals, seed).to_json())
    match["played"] = [deal.to_dict()]
    Match.from_json(json.dumps(match))  # the engine accepts it
    return {"format": "cardroom.web.session/1", "game": "paodekuai",
            "settings": {"preset": preset, "deals": deals, "level": level, "seed": seed}, "match": match}


def deal_of(record: dict[str, Any]) -> Deal:
    """The deal in progress of a session record, rebuilt by the engine."""
    return Match.from_json(json.dumps(record["match"])).deal


# §7's example: Ben (seat 2) led a 9; you hold 10, K and 2♠; Anna, your next player, holds
# one card. Your only legal play is 2♠ (no 10, no K, no pass).
LAST_CARD_EXAMPLE = (["TS KH 2S", "4D", "3S 9C 5H"], ["9C"])
# You lead (you hold 3♠ and a bomb of 4s): any play, no pass.
YOU_LEAD = (["3S 4S 4H 4D 4C 6C 7C 7D 7H 8C 9C TC", "5D 5H 8D", "KD KH QS"], [])
# Ben led the 2♠: nothing of yours beats it and you hold no bomb: pass only.
PASS_ONLY = (["4S 5S 6S 7D", "3D 9D", "3S 2S 8H"], ["2S"])
# You lead (you hold 3♠, the others none of it): 3♠ alone goes out at once; Anna and Ben are
# shut out (spec §8: 2 × 2 and 3 × 2 points, +10 for you).
GO_OUT = (["3S", "4H 5H", "6C 7C 8C"], [])
# Ben led a pair of 9s: your 5s are too low, a single is the wrong kind, the Ks beat it.
FOLLOW_PAIR = (["5S 5H KS KH 7D 8D", "4C 6C 3D", "3S 9S 9H JC QC"], ["9S 9H"])
# A finished deal (nobody holds 3♠, so you lead) with two scoring bombs, ending in a tie for
# the most points between you and Ben (+9, −18, +9): both win a one-deal match (§9).
TIE = (["7C AC QS QH QD QC", "JH 4S AH", "5C 8D 8H 8S KH 8C"],
       ["QS QH QC QD", "pass", "pass", "AC", "pass", "8S 8H 8C 8D", "pass", "pass", "KH", "pass", "AH",
        "pass", "pass", "JH", "pass", "pass", "4S"])
# You lead and hold the bomb of 4s; neither other player can beat it (no bomb, nothing
# beats a bomb otherwise): under the standard rules it scores once both pass (§8).
BOMB_UNBEATEN = (["3S 4S 4H 4D 4C 9C", "5D 5H 8D", "KD KH QS"], [])
# You lead the bomb of 4s; Anna holds the bomb of 5s and must beat it (§6), Ben cannot:
# under the standard rules your bomb scores nothing, Anna's scores when the round ends.
BOMB_BEATEN = (["3S 4S 4H 4D 4C 9C", "5S 5H 5D 5C 8D", "KD KH QS"], [])
# Home rules: you led 3♠, Anna an 8, Ben the Q; you hold the bomb of 4s: under the home
# rules it scores the moment it is played (§8).
BOMB_IMMEDIATE = (["3S 4S 4H 4D 4C 9C", "5D 5H 8D", "KD KH QS"], ["3S", "8D", "QS"])
# You led 3♠, Anna a 5, Ben the Q; you hold K♠ and A♥ and must beat the Q (§6): a choice
# between two plays with four cards left after it (the coach's test position, issue 17).
COACH_CHOICE = (["3S KS AH", "5D 7H 6C", "QH 8C"], ["3S", "5D", "QH"])
# You led 3♠ and then 2♠ (both others passed), and lead again holding 7♠ 7♥: the pair goes
# out and ends the deal, a single 7 does not (the coach's deal-ending choice, issue 17).
COACH_LAST = (["3S 2S 7S 7H", "5D 6C 8H", "QH 8C 9C"], ["3S", "5D", "QH", "2S", "pass", "pass"])
