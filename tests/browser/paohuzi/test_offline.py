"""Paohuzi offline (issue 12): after one visit the site's server is gone and the browser is
offline, yet a reload resumes the deal at the same decision and the deal plays on."""

from __future__ import annotations

from typing import Any

import build
from tests.browser.conftest import SUB_PATH, PageGuard, wait_ready

from ..test_pwa import SW_ALLOWED, not_from_the_service_worker, reload_offline, wait_controlled
from .helpers import actions, decide, first_choice, play_deal, wait_decision


@SW_ALLOWED
def test_a_deal_resumes_and_plays_offline(page: Any, guard: PageGuard) -> None:
    with build.serving(build.DIST, base=SUB_PATH) as url:
        guard.allow(url)
        page.goto(url + "?game=paohuzi&seed=11&speed=instant&deals=4")
        wait_ready(page)
        wait_controlled(page)
        wait_decision(page)
        decide(page, first_choice(actions(page)))
        wait_decision(page)
        offered = actions(page)
    responses = reload_offline(page)
    wait_decision(page)
    assert actions(page) == offered
    assert not_from_the_service_worker(responses) == []
    assert any("js/games/paohuzi/" in r.url for r in responses)
    play_deal(page)


def test_pao_de_kuai_opens_without_fetching_paohuzis_code(page: Any) -> None:
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto("./?game=paodekuai&speed=instant")
    wait_ready(page)
    assert [u for u in requested if "/paohuzi" in u] == []
    assert any("js/games/paodekuai/game.js" in u for u in requested)
