"""Playing Paohuzi's table through its test hooks only (issue 12), for the browser tests.

* ``open_phz(page, **params)`` opens the table (``game=paohuzi``, instant computer players
  unless ``speed`` says otherwise) and waits for the engine; ``resume_at(page, record)`` opens
  it on an autosave (a session record of ``tests/paohuzi_positions.py``).
* ``decide(page, action)`` makes one decision the way a person does: a card and Discard, the
  胡 / 碰 / 过 buttons, 吃 through the picker (first step ``data-chi``, then the exact action),
  and "yes" to the give-up-胡 question; it returns once the engine has answered.
* ``play_deal(page, choose)`` decides with ``choose(actions)`` until the result panel shows.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

from ..conftest import wait_ready

GAME = "paohuzi"
SAVE_KEY = f"cardroom:{GAME}:autosave:v1"
SETTINGS_KEY = f"cardroom:{GAME}:settings:v1"
TABLE_KEY = f"cardroom:{GAME}:table:v1"
BAR = "[data-testid=actions]"
RESULT = "[data-testid=phz-result]"


def open_phz(page: Any, **params: Any) -> Any:
    query = urlencode({"game": GAME, "speed": "instant", **{k: v for k, v in params.items() if v is not None}})
    page.goto(f"./?{query}")
    wait_ready(page)
    return page


def resume_at(page: Any, record: dict[str, Any], **params: Any) -> Any:
    """Open the table on the autosave ``record`` (written before the page's first script runs)."""
    page.add_init_script(f"""(() => {{
        if (sessionStorage.getItem('phz-injected')) return;
        sessionStorage.setItem('phz-injected', '1');
        localStorage.setItem({SAVE_KEY!r}, JSON.stringify({{v: 1, saved: 0, record: {json.dumps(record)}}}));
    }})()""")
    return open_phz(page, **params)


def reload(page: Any) -> None:
    """Reload the page and wait (long) for the engine and the resumed match."""
    page.reload()
    wait_ready(page)


def actions(page: Any) -> list[str]:
    return json.loads(page.locator(BAR).get_attribute("data-actions") or "[]")


def wait_decision(page: Any, timeout: float = 20_000) -> None:
    """Until the person is asked (data-actions not empty) or the result panel shows."""
    page.wait_for_function(f"""() => {{
        const bar = document.querySelector({BAR!r});
        const res = document.querySelector({RESULT!r});
        return (res && res.checkVisibility()) || (document.documentElement.dataset.myTurn === 'true'
            && JSON.parse(bar.dataset.actions).length > 0);
    }}""", timeout=timeout)


def result_shown(page: Any) -> bool:
    return page.locator(RESULT).is_visible()


def decide(page: Any, action: str) -> None:
    """Make the decision ``action`` (one of ``actions(page)``) through the controls."""
    pos = page.locator(BAR).get_attribute("data-pos")
    if action.startswith("discard "):
        card = action.split()[1]
        page.get_by_role("group", name="Your hand").locator(
            f"button[data-card={card}]:not([data-locked])").first.click(position={"x": 8, "y": 8})  # (its top shows)
        page.locator(f'{BAR} [data-action="{action}"]').click()
    elif action.startswith("chi "):
        direct = page.locator(f'{BAR} [data-action="{action}"]')
        if direct.count():
            direct.click()
        else:
            page.locator(f"{BAR} [data-action=chi]").click()
            first = action[4:].split(" / ")[0]
            picker = page.locator("[data-testid=chi-picker]")
            choice = picker.locator(f'[data-action="{action}"]')
            if not choice.count():
                # step one: a set of the action that can take the card, then its 比 step
                sets = action[4:].split(" / ")
                for s in sets:
                    b = picker.locator(f'[data-chi="{s}"]')
                    if b.count():
                        b.click()
                        break
                else:
                    raise AssertionError(f"no first step for {action}")
            picker.locator(f'[data-action="{action}"]').click()
            del first
    else:
        page.locator(f'{BAR} [data-action="{action}"]').click()
    if "hu" in actions(page) and action != "hu":
        page.locator("#confirm-hu [data-answer=yes]").click()
    page.wait_for_function(f"""() => document.querySelector({BAR!r}).dataset.pos !== {json.dumps(pos)}""")


def first_choice(acts: list[str]) -> str:
    """胡 when offered, else the first action the engine lists."""
    return "hu" if "hu" in acts else acts[0]


def play_deal(page: Any, choose: Callable[[list[str]], str] = first_choice, limit: int = 80) -> int:
    """Decide with ``choose`` until the deal's result shows; returns the decisions made."""
    made = 0
    for _ in range(limit):
        wait_decision(page)
        if result_shown(page):
            return made
        decide(page, choose(actions(page)))
        made += 1
    raise AssertionError("the deal did not end")
