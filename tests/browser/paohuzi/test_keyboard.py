"""A Paohuzi deal played with the keyboard alone (issue 12: keyboard play): Tab to the
decision bar's buttons and the 吃 picker, Enter to choose; in the hand, the arrows to a card,
Space to select it and Enter to discard it. The deal (TC26's 吃 with 比, then small hands
to the stock's end) runs to its result, whose figures are the engine's for the record."""

from __future__ import annotations

import json
from typing import Any

from paohuzi import Deal
from tests.paohuzi_positions import chi_with_bi, session_record

from .helpers import BAR, RESULT, SAVE_KEY, actions, first_choice, resume_at, wait_decision


def tab_to(page: Any, selector: str, limit: int = 80) -> None:
    """Press Tab until the focus is on an element matching ``selector``."""
    for _ in range(limit):
        if page.evaluate(f"() => document.activeElement && document.activeElement.matches({json.dumps(selector)})"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def discard_by_keys(page: Any, card: str) -> None:
    """Into the hand with Tab, the arrow keys to a ``card`` that may go, Space, Enter."""
    tab_to(page, "button.card-slot")
    place = page.evaluate(f"""() => {{
        const b = document.querySelector('button.card-slot[data-card={card}]:not([data-locked])');
        return [Number(b.dataset.col), Number(b.dataset.index)];
    }}""")
    page.keyboard.press("Home")
    for _ in range(place[0]):
        page.keyboard.press("ArrowRight")
    for _ in range(place[1]):
        page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.card") == card
    page.keyboard.press("Space")
    assert page.evaluate("() => document.activeElement.getAttribute('aria-pressed')") == "true"
    page.keyboard.press("Enter")


def decide_by_keys(page: Any, action: str) -> None:
    pos = page.locator(BAR).get_attribute("data-pos")
    offered = actions(page)
    if action.startswith("discard "):
        discard_by_keys(page, action.split()[1])
    elif action.startswith("chi ") and page.locator(f'{BAR} [data-action="{action}"]').count() == 0:
        tab_to(page, f"{BAR} [data-action=chi]")
        page.keyboard.press("Enter")
        picker = "[data-testid=chi-picker]"
        sets = action[4:].split(" / ")
        if page.locator(f'{picker} [data-action="{action}"]').count() == 0:
            tab_to(page, ", ".join(f'{picker} [data-chi="{s}"]' for s in sets))
            page.keyboard.press("Enter")
        tab_to(page, f'{picker} [data-action="{action}"]')
        page.keyboard.press("Enter")
    else:
        tab_to(page, f'{BAR} [data-action="{action}"]')
        page.keyboard.press("Enter")
    if "hu" in offered and action != "hu":
        tab_to(page, "#confirm-hu [data-answer=yes]")
        page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector({BAR!r}).dataset.pos !== {json.dumps(pos)}")
    if not action.startswith("discard ") and action != "hu":
        # the button pressed went away with its decision: the focus is on your hand, not lost
        # to the page (from where Tab would start again at the title)
        page.wait_for_function("() => document.activeElement && document.activeElement.matches('button.card-slot')")


def test_a_deal_played_with_the_keyboard_alone(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    made = []
    for _ in range(40):
        wait_decision(page)
        if page.locator(RESULT).is_visible():
            break
        action = first_choice(actions(page))
        decide_by_keys(page, action)
        made.append(action)
    else:
        raise AssertionError("the deal did not end")
    assert made[0] == "chi x1 x2 x3 / x3 x4 x5"
    assert any(a.startswith("discard ") for a in made)
    record = json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"]
    deal = Deal.from_json(json.dumps(record["match"]["deals"][-1]))
    assert deal.is_over and deal.result is not None
    panel = page.locator(RESULT)
    assert panel.get_attribute("data-winner") == ("none" if deal.result.winner is None else str(deal.result.winner))
    assert int(panel.get_attribute("data-score")) == deal.result.score
    # the person's every decision is in the engine's record, in order
    assert [a for seat, a in record["match"]["deals"][-1]["actions"] if seat == 0] == made
