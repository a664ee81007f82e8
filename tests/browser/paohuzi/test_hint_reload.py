"""The Hint's answer survives a reload (issue 12): its text and its mark come back for the
decision asked (the 胡 button's ring, the 吃 button's ring and the picker's, the card to
discard selected), and an answer for another decision is not shown."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.paohuzi_positions import chi_with_bi, discard_after_peng, self_drawn_win, session_record

from .helpers import BAR, reload, resume_at, wait_decision


def test_a_hint_at_the_hu_step_is_ringed_again_after_a_reload(page: Any) -> None:
    resume_at(page, session_record(self_drawn_win()))
    wait_decision(page)
    page.locator("#btn-hint").click()
    hu = page.locator(f"{BAR} [data-action=hu]")
    expect(hu).to_have_class("btn btn-claim btn-hu hinted")
    said = page.locator("#message").text_content()
    assert said and "胡" in said
    reload(page)
    wait_decision(page)
    expect(hu).to_have_class("btn btn-claim btn-hu hinted")
    expect(page.locator("#message")).to_have_text(said)


def test_a_hint_at_a_chi_is_ringed_again_in_the_bar_and_the_picker_after_a_reload(page: Any) -> None:
    resume_at(page, session_record(chi_with_bi()))
    wait_decision(page)
    page.locator("#btn-hint").click()
    expect(page.locator("#message")).to_contain_text("Hint: 吃")
    reload(page)
    wait_decision(page)
    expect(page.locator("#message")).to_contain_text("Hint: 吃")
    expect(page.locator(f"{BAR} [data-action=chi]")).to_have_class("btn btn-claim btn-chi hinted")
    page.locator(f"{BAR} [data-action=chi]").click()
    expect(page.locator("#chi-picker button[data-chi='x1 x2 x3']")).to_have_class("pick hinted")


def test_a_hinted_discard_is_selected_again_after_a_reload_and_dropped_after_the_move(page: Any) -> None:
    resume_at(page, session_record(discard_after_peng()))
    wait_decision(page)
    page.locator("#btn-hint").click()
    chosen = page.locator(".hand button[aria-pressed=true]")
    expect(chosen).to_have_count(1)
    code = chosen.get_attribute("data-card")
    said = page.locator("#message").text_content()
    reload(page)
    wait_decision(page)
    expect(page.locator(".hand button[aria-pressed=true]")).to_have_attribute("data-card", code)
    expect(page.locator("#message")).to_have_text(said)
    # once the card is discarded the hint is for a decision gone: a reload shows no hint
    page.locator(f"{BAR} [data-action='discard {code}']").click()  # (the card is selected already)
    wait_decision(page)
    reload(page)
    wait_decision(page)
    expect(page.locator("#message")).to_have_text("")
