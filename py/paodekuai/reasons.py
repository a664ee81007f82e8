"""Why a play is refused: the reason codes of spec §12, in their order, and the check.

Every refusal names exactly one reason, the first that applies:

=============================  ===========================================================
``deal_over``                  the deal has ended
``not_in_hand``                a card is not in the mover's hand (or a card repeats)
``leader_cannot_pass``         a pass while leading
``must_beat``                  a pass while a legal beating play exists
``not_a_combination``          the cards form none of the seven kinds, even under §4
``needs_kickers``              a bare or short triple or airplane while cards remain
``bomb_cannot_be_split``       ``split_bombs`` false and some but not all of a four
``must_include_3S``            home preset, the match's first play, 3♠ missing
``wrong_kind``                 following with another kind or size (and not a bomb)
``too_low``                    following with the same kind and size, not higher
``must_play_highest_single``   a single that is not the highest while the next player is
                               on last card (§7)
=============================  ===========================================================

:func:`refusal` checks a set of cards against a position (the pass codes need the
deal's move list and are given by :class:`paodekuai.Deal` itself).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardroom.errors import IllegalMove

from .cards import THREE_OF_SPADES, Card
from .counts import rank_counts, usable
from .plays import BOMB, SINGLE, Play, Reading, follow_reading, lead_reading, readings

DEAL_OVER = "deal_over"
NOT_IN_HAND = "not_in_hand"
LEADER_CANNOT_PASS = "leader_cannot_pass"
MUST_BEAT = "must_beat"
NOT_A_COMBINATION = "not_a_combination"
NEEDS_KICKERS = "needs_kickers"
BOMB_CANNOT_BE_SPLIT = "bomb_cannot_be_split"
MUST_INCLUDE_3S = "must_include_3S"
WRONG_KIND = "wrong_kind"
TOO_LOW = "too_low"
MUST_PLAY_HIGHEST_SINGLE = "must_play_highest_single"
REASONS = (DEAL_OVER, NOT_IN_HAND, LEADER_CANNOT_PASS, MUST_BEAT, NOT_A_COMBINATION, NEEDS_KICKERS,
           BOMB_CANNOT_BE_SPLIT, MUST_INCLUDE_3S, WRONG_KIND, TOO_LOW, MUST_PLAY_HIGHEST_SINGLE)
"""Every reason code of §12, in the order of precedence."""


class IllegalPlay(IllegalMove):
    """A well-formed play that the rules refuse now (a :class:`cardroom.errors.IllegalMove`,
    so a ``ValueError``).

    Args:
        code: the §12 reason code (one of :data:`REASONS`).
        message: one line; the code when omitted.

    Attributes:
        code: as given.
    """


def refusal(cards: Sequence[Card], hand: Sequence[Card], counts: Sequence[int], table: Play | None,
            split_bombs: bool, needs_three: bool, restricted: bool) -> tuple[str | None, Reading | None]:
    """Check a non-empty set of cards as the mover's play (§3 … §7, §12).

    Args:
        cards: the cards played (at least one).
        hand: the mover's hand.
        counts: its 13 rank counts.
        table: the play to beat, ``None`` when leading.
        split_bombs: the rules' ``split_bombs``.
        needs_three: the play must contain 3♠ (:attr:`paodekuai.Deal.must_hold_3S`).
        restricted: a single must be the mover's highest (next player on last card, and
            the play is not bound to contain 3♠, §14).

    Returns:
        ``(code, None)`` for a refusal (the first code of :data:`REASONS` that applies),
        else ``(None, reading)``: the reading the play takes (§3, §14).
    """
    if len(set(cards)) != len(cards) or not all(c in hand for c in cards):
        return NOT_IN_HAND, None
    pc = rank_counts(cards)
    whole = len(cards) == len(hand)
    rs = readings(pc, whole)
    if not rs:
        if not whole and readings(pc, True):
            return NEEDS_KICKERS, None
        return NOT_A_COMBINATION, None
    if not split_bombs:
        for i in range(13):
            if counts[i] == 4 and 0 < pc[i] < 4:
                return BOMB_CANNOT_BE_SPLIT, None
    if needs_three and THREE_OF_SPADES not in cards:
        return MUST_INCLUDE_3S, None
    if table is None:
        rd = lead_reading(rs)
    else:
        if rs[0][0] != BOMB and not any(r[0] == table.kind and r[1] == table.units for r in rs):
            return WRONG_KIND, None
        follow = follow_reading(rs, table)
        if follow is None:
            return TOO_LOW, None
        rd = follow
    if rd[0] == SINGLE and restricted:
        left = usable(counts, split_bombs)
        top = max(i for i in range(13) if left[i])
        if rd[2] - 3 != top:
            return MUST_PLAY_HIGHEST_SINGLE, None
    return None, rd
