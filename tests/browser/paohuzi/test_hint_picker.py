"""The Hint asked while the 吃 picker is open: when its answer is not a 吃 (a 碰, a pass), the
picker gives way to the decision bar, where the advised button is ringed (a tester read "碰"
while the 碰 button was hidden under the picker and the only ring in sight was the focus
ring on a 比 choice); the Hint's ring is gold, not the focus ring's blue."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.paohuzi_positions import crowded_claim, session_record

from .helpers import BAR, resume_at, wait_decision


def test_a_hint_that_is_not_a_chi_closes_the_picker_and_rings_its_button(page: Any) -> None:
    resume_at(page, session_record(crowded_claim()))
    wait_decision(page)
    page.locator(f"{BAR} [data-action=chi]").click()
    picker = page.locator("#chi-picker")
    expect(picker).to_be_visible()
    page.keyboard.press("h")
    expect(page.locator("#message")).to_contain_text("Hint: ")
    hinted = page.locator(".hinted")
    expect(hinted).to_have_count(1)
    if (hinted.get_attribute("data-action") or "").startswith("chi"):
        raise AssertionError("crowded_claim's Hint is a 吃 now: pick a position whose Hint is 碰 or 过")
    expect(picker).to_be_hidden()
    expect(hinted).to_be_visible()
    assert page.evaluate("getComputedStyle(document.querySelector('.hinted')).boxShadow") == "rgb(248, 207, 106) 0px 0px 0px 3px"
