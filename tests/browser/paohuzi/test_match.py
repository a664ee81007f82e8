"""Paohuzi's match at the table (issue 12): a rule option changed in Settings is used by the
next match, not by the one in progress; New game asks first and "keep" keeps the match; a
match with no end keeps running totals deal after deal, has no final places, and New game
asks before ending it. Expected values come from the engine's record of the autosave (and
TC02 of spec §21 for the deal won)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import expect

from paohuzi import Deal, Match
from tests.catalogues import catalogue
from tests.paohuzi_positions import self_drawn_win, session_record

from .helpers import RESULT, SAVE_KEY, SETTINGS_KEY, actions, decide, first_choice, open_phz, resume_at, wait_decision

EN = catalogue("en", "paohuzi")


def saved(page: Any) -> dict[str, Any]:
    """The autosave's session record."""
    return json.loads(page.evaluate(f"() => localStorage.getItem({SAVE_KEY!r})"))["record"]


def new_game(page: Any, answer: str) -> None:
    """Press New game and answer its question ("yes" starts a new match, "no" keeps it)."""
    page.locator("#btn-new").click()
    dialog = page.locator("#confirm-new")
    expect(dialog).to_have_attribute("role", "alertdialog")
    expect(dialog).to_contain_text(EN["confirm.new_game"])
    dialog.locator(f"[data-answer={answer}]").click()
    expect(dialog).to_have_count(0)


def test_an_option_changed_in_settings_is_used_by_the_next_match(page: Any) -> None:
    open_phz(page, seed=4)
    wait_decision(page)
    decide(page, first_choice(actions(page)))
    wait_decision(page)
    before = saved(page)
    page.locator("#btn-settings").click()
    panel = page.locator("#settings")
    panel.locator("#set-min_huxi-10").check()
    panel.locator("#set-fan_table-wiki").check()
    expect(panel.locator(".setting-pending")).to_contain_text("10 胡息")
    page.keyboard.press("Escape")
    # the match in progress keeps its rules, in the engine's record too
    deal = Deal.from_json(json.dumps(saved(page)["match"]["deals"][-1]))
    assert (deal.rules.min_huxi, deal.rules.fan_table) == (15, "seed")
    new_game(page, "no")
    kept = saved(page)
    assert kept["settings"] == before["settings"] and kept["match"]["seed"] == before["match"]["seed"]
    assert kept["match"]["deals"][-1]["actions"][:len(before["match"]["deals"][-1]["actions"])] == \
        before["match"]["deals"][-1]["actions"]
    new_game(page, "yes")
    page.wait_for_function(f"""() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.settings.min_huxi === 10""")
    wait_decision(page)
    record = saved(page)
    match = Match.from_json(json.dumps(record["match"]))
    assert (match.rules.min_huxi, match.rules.fan_table) == (10, "wiki")
    assert (record["settings"]["min_huxi"], record["settings"]["fan_table"]) == (10, "wiki")
    assert len(record["match"]["deals"]) == 1


def test_a_match_without_end_keeps_running_totals_and_new_game_asks(page: Any) -> None:
    # "No end" chosen in Settings, and a match of it in progress
    page.add_init_script(f"localStorage.setItem({SETTINGS_KEY!r}, {json.dumps(json.dumps({'deals': None}))})")
    resume_at(page, session_record(self_drawn_win(), deals=None))
    wait_decision(page)
    expect(page.locator("#deal-no")).to_have_text(EN["status.deal_open"].replace("{number}", "1"))
    decide(page, "hu")
    panel = page.locator(RESULT)
    panel.wait_for()
    # TC02: you win 4 from each; the totals after one deal are its points, and no places
    rows = page.locator("tr[data-result-seat]")
    assert [(r.get_attribute("data-points"), r.get_attribute("data-total")) for r in rows.all()] == [
        ("8", "8"), ("-4", "-4"), ("-4", "-4")]
    assert page.locator("tr[data-result-seat][data-place]").count() == 0
    assert page.locator("[data-testid=winners]").count() == 0
    page.locator("#result .result-actions .btn-primary").click()  # Next deal
    expect(page.locator("#deal-no")).to_have_text(EN["status.deal_open"].replace("{number}", "2"))
    match = Match.from_json(json.dumps(saved(page)["match"]))
    assert list(match.totals) == [8, -4, -4]
    assert len(saved(page)["match"]["deals"]) == 2
    assert saved(page)["settings"]["deals"] is None
    # the totals stay on the players' panels
    expect(page.locator("#seat-0 .points")).to_have_text(EN["seat.points"].replace("{points}", "+8"))
    # the deal log holds the finished deal: you dealt (first deal, streak 1), won, +8 / -4 / -4
    summary = Match.from_json(json.dumps(saved(page)["match"])).summaries[0]
    assert (summary["dealer"], summary["winner"], list(summary["points"])) == (0, 0, [8, -4, -4])
    page.locator("#btn-log").click()
    log = page.locator("[data-testid=deal-log]")
    points = ", ".join(EN["log.points"].replace("{name}", EN[f"player.{p}"]).replace("{points}", v)
                       for p, v in enumerate(["+8", "-4", "-4"]))
    expect(log.locator("[data-deal='1']")).to_have_text(
        EN["log.deal"].replace("{number}", "1").replace("{dealer}", EN["player.0"]).replace("{streak}", "1")
        .replace("{winner}", EN["log.deal_winner"].replace("{name}", EN["player.0"])).replace("{points}", points))
    expect(log.locator("h3").first).to_have_text(EN["log.this_deal"].replace("{number}", "2"))
    page.keyboard.press("Escape")
    new_game(page, "no")
    assert len(saved(page)["match"]["deals"]) == 2
    new_game(page, "yes")
    expect(page.locator("#deal-no")).to_have_text(EN["status.deal_open"].replace("{number}", "1"))
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem({SAVE_KEY!r})).record.match.deals.length === 1")
    assert list(Match.from_json(json.dumps(saved(page)["match"])).totals) == [0, 0, 0]
