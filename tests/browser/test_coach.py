"""The coach at the table (issue 17): off by default; on, after each of your moves one line
says how Hard judged it against its own choice (the engine's figures, in points per deal),
Hard's choice shows only when asked, the live region reads the line, the result panel
sums the deal; the computer players move the same with the coach on and off (the same moves
in both tests; ``tests/web/test_coach_bridge.py`` shows it over a whole Hard deal).

The position is hand-made (``COACH_CHOICE``: four cards left after your play). The coach's
requests are given a simulation count (the bridge's ``coach {simulations}``, added to the
worker's messages by :data:`COUNT_ONLY`), so the judgement depends on no clock: the page
must show exactly what the engine answers here under CPython with the same rng.
"""

from __future__ import annotations

import json
import random
from typing import Any

from playwright.sync_api import Page, expect

from cardroom.bots import Limit
from paodekuai.bots.coach import deal_summary, judge
from paodekuai.web import Adapter
from tests.web.sessions import COACH_CHOICE, COACH_LAST, session_record

from .conftest import SAVE_KEY, SETTINGS_KEY, TABLE, wait_ready
from .test_features import put_in_storage
from .test_table import click_cards, result_dialog, saved_match, wait_for_my_turn_or_result

BUDGET = Limit(simulations=200)
"""A judgement's budget without a clock: 200 simulations (the page's own is Hard's level
budget, ``paodekuai.bots.LEVELS["hard"]``, cut by its clock)."""


COUNT_ONLY = """(() => {
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (msg, ...rest) {
        if (msg && (msg.cmd === "coach" || (msg.cmd === "play" && msg.args && msg.args.coach))) {
            msg = {...msg, args: {...msg.args, simulations: 200}};
        }
        return post.call(this, msg, ...rest);
    };
})();"""
"""Give the coach's requests 200 simulations without a clock (a loaded machine would
otherwise cut the judgement short at a moment no test can know), and the plays made with
the coach on, which judge a deal-ending play at once."""


def open_coach_choice(page: Page, coach: bool | None, position: Any = COACH_CHOICE) -> dict[str, Any]:
    page.add_init_script(COUNT_ONLY)
    record = session_record(*position, level="hard")
    items = {SAVE_KEY: json.dumps({"v": 1, "saved": 0, "record": record})}
    if coach is not None:
        items[SETTINGS_KEY] = json.dumps({"coach": coach})
    put_in_storage(page, items)
    page.goto(f"./?{TABLE}&speed=fast")
    wait_ready(page)
    return record


def expected(cards: str) -> dict[str, Any]:
    a = Adapter()
    a.load(session_record(*COACH_CHOICE, level="hard"))
    before = a.match.view(0)
    return judge(before, cards, random.Random(f"1:1:coach:{a.deal.ply}"), BUDGET)


def signed(x: float) -> str:
    """formatSigned of one decimal, as the page writes it in English."""
    r = round(x, 1)
    if r == 0:
        return "0"
    text = f"{r:+.1f}"
    return text[:-2] if text.endswith(".0") else text


def cost(loss: float) -> str:
    """The English line's cost of a loss: one decimal at most, "point" for exactly 1."""
    r = round(loss, 1)
    text = f"{r:.1f}".removesuffix(".0")
    return f"{text} point" if r == 1 else f"{text} points"


def values(want: dict[str, Any]) -> str:
    """The expected results of the deal as the line's title (and Hard's choice shown) say them."""
    return (f"Expected result of the deal: yours {signed(want['played_value'])}, "
            f"Hard's choice {signed(want['best_value'])} points.")


def coach_state(page: Page) -> dict[str, Any]:
    return page.evaluate("""() => {
        const n = document.querySelector('[data-testid=coach]');
        const text = n.querySelector('.coach-text');
        return {...n.dataset, hidden: n.hidden, text: text.textContent, title: text.title};
    }""")


def play_out(page: Page) -> list[Any]:
    """Play K♠ (not Hard's choice here), then your last card once it is your turn; the
    deal's moves as the autosave holds them."""
    click_cards(page, "KS")
    page.get_by_role("button", name="Play").click()
    assert wait_for_my_turn_or_result(page) == "turn"
    click_cards(page, "AH")
    page.get_by_role("button", name="Play").click()
    expect(result_dialog(page)).to_be_visible()
    return moves_saved(page)


def moves_saved(page: Page) -> list[Any]:
    return [[s, None if p is None else str(p)] for s, p in saved_match(page).deal.history]


MOVES = [[0, "3S"], [1, "5D"], [2, "QH"], [0, "KS"], [1, None], [2, None], [0, "AH"]]
"""The deal's moves after you play K♠ then A♥ (the computer players can only pass)."""


def test_the_coach_is_off_by_default_and_says_nothing(page: Page) -> None:
    open_coach_choice(page, None)
    page.get_by_role("button", name="Settings").click()
    box = page.get_by_role("checkbox", name="Coach: Hard judges each of your plays")
    expect(box).not_to_be_checked()
    page.keyboard.press("Escape")
    moves = play_out(page)
    assert page.locator("[data-testid=coach]").is_hidden()
    assert page.locator("[data-testid=coach-summary]").count() == 0
    assert moves == MOVES


def test_the_coach_judges_your_play_shows_hard_s_choice_on_request_and_sums_the_deal(page: Page) -> None:
    want = expected("KS")
    assert want["best"] == "AH" and want["loss"] > 0  # (so the line names two figures)
    open_coach_choice(page, True)
    assert page.locator("[data-testid=coach]").is_hidden()  # nothing before you play
    click_cards(page, "KS")
    page.get_by_role("button", name="Play").click()
    coach = page.locator("[data-testid=coach]")
    expect(coach).to_have_attribute("data-ply", "3")
    expect(coach).to_have_attribute("data-state", "done")
    got = coach_state(page)
    assert (got["played"], got["best"], got["forced"]) == ("KS", "AH", "false")
    assert (float(got["bestValue"]), float(got["playedValue"]), float(got["loss"])) == (
        want["best_value"], want["played_value"], want["loss"])
    # what your play cost against Hard's choice, your play named; the expected results on request
    line = f"Coach: your K♠ — Hard's choice was worth {cost(want['loss'])} more."
    assert (got["text"], got["title"], got["hidden"]) == (line, values(want), False)
    expect(page.get_by_test_id("announcer")).to_contain_text("Coach: your king of spades — Hard's choice was worth")
    best = page.get_by_test_id("coach-best")
    assert best.is_hidden()  # Hard's choice only when asked
    page.get_by_role("button", name="Show Hard's choice").click()
    expect(best).to_have_text(f"Hard would have played A♥. {values(want)}")
    # your last card is your only move; the deal ends and the result sums the judged plays
    assert wait_for_my_turn_or_result(page) == "turn"
    click_cards(page, "AH")
    page.get_by_role("button", name="Play").click()
    expect(coach).to_have_attribute("data-ply", "6")
    expect(coach.locator(".coach-text")).to_have_text("Coach: your A♥ — the only move you had.")
    expect(page.get_by_role("button", name="Show Hard's choice")).to_be_hidden()
    dialog = result_dialog(page)
    expect(dialog).to_be_visible()
    summary = dialog.get_by_test_id("coach-summary")
    costly = deal_summary([want])
    assert costly["judged"] == 1
    text = ("Coach: your 1 play cost you no more than 1 point." if not costly["costly"]
            else f"Coach: 1 play cost you more than 1 point. {want['loss']:g} points lost in all over 1 judged plays.")
    expect(summary).to_have_text(text)
    expect(summary).to_have_attribute("data-judged", "1")
    assert moves_saved(page) == MOVES  # the computer players moved as with the coach off


def test_the_deal_s_summary_counts_the_plays_judged_before_a_reload(page: Page) -> None:
    """The coach's judgements are kept with the autosave: reloaded mid-deal, the result
    panel still counts the play judged before the reload (issue 17)."""
    want = expected("KS")
    open_coach_choice(page, True)
    click_cards(page, "KS")
    page.get_by_role("button", name="Play").click()
    expect(page.locator("[data-testid=coach]")).to_have_attribute("data-state", "done")
    assert wait_for_my_turn_or_result(page) == "turn"
    # the autosave holds the judgement once the computer players' passes are saved
    page.wait_for_function(f"""() => {{
        const saved = JSON.parse(localStorage.getItem({json.dumps(SAVE_KEY)}) || "null");
        return saved && saved.record.coach && saved.record.coach.judged.length === 1;
    }}""")
    page.reload()
    wait_ready(page)
    expect(page.locator("[data-testid=coach]")).to_have_attribute("data-ply", "3")  # (its line is back)
    assert wait_for_my_turn_or_result(page) == "turn"
    click_cards(page, "AH")
    page.get_by_role("button", name="Play").click()
    dialog = result_dialog(page)
    expect(dialog).to_be_visible()
    summary = dialog.get_by_test_id("coach-summary")
    expect(summary).to_have_attribute("data-judged", "1")
    costly = deal_summary([want])
    text = ("Coach: your 1 play cost you no more than 1 point." if not costly["costly"]
            else f"Coach: 1 play cost you more than 1 point. {want['loss']:g} points lost in all over 1 judged plays.")
    expect(summary).to_have_text(text)
    assert moves_saved(page) == MOVES
    # reloaded once the deal is over (the result opens again), no move is judged any more:
    # the page asks the engine for the summary
    page.reload()
    wait_ready(page)
    summary = result_dialog(page).get_by_test_id("coach-summary")
    expect(summary).to_have_attribute("data-judged", "1")
    expect(summary).to_have_text(text)


def test_a_reload_right_after_your_deal_ending_play_keeps_its_judgement(page: Page) -> None:
    """Your deal-ending play is judged with its own reply, whose autosave holds the
    judgement: reloaded at once, the result panel still counts it (no computer move came
    after it to save it)."""
    open_coach_choice(page, True, COACH_LAST)
    click_cards(page, "7S 7H")
    page.get_by_role("button", name="Play").click()
    expect(result_dialog(page)).to_be_visible()
    page.reload()
    wait_ready(page)
    summary = result_dialog(page).get_by_test_id("coach-summary")
    expect(summary).to_have_attribute("data-judged", "1")
    expect(summary).to_have_text("Coach: your 1 play cost you no more than 1 point.")
    assert moves_saved(page) == [[0, "3S"], [1, "5D"], [2, "QH"], [0, "2S"], [1, None], [2, None], [0, "7S 7H"]]


def test_a_reload_shows_the_line_of_your_previous_play_again_until_you_move(page: Page) -> None:
    """Issue 17: reloaded after your play was judged, the coach's line and "Show Hard's
    choice" are back (the autosave keeps the last judgement) until your next move."""
    want = expected("KS")
    open_coach_choice(page, True)
    click_cards(page, "KS")
    page.get_by_role("button", name="Play").click()
    coach = page.locator("[data-testid=coach]")
    expect(coach).to_have_attribute("data-state", "done")
    line = f"Coach: your K♠ — Hard's choice was worth {cost(want['loss'])} more."
    assert wait_for_my_turn_or_result(page) == "turn"
    page.wait_for_function(f"""() => {{
        const saved = JSON.parse(localStorage.getItem({json.dumps(SAVE_KEY)}) || "null");
        return saved && saved.record.coach && saved.record.coach.last && saved.record.coach.last.ply === 3;
    }}""")
    page.reload()
    wait_ready(page)
    expect(coach).to_have_attribute("data-state", "done")
    got = coach_state(page)
    assert (got["ply"], got["text"], got["title"], got["hidden"]) == ("3", line, values(want), False)
    page.get_by_role("button", name="Show Hard's choice").click()
    expect(page.get_by_test_id("coach-best")).to_have_text(f"Hard would have played A♥. {values(want)}")
    # your next move brings its own line (your last card: the only move you had)
    click_cards(page, "AH")
    page.get_by_role("button", name="Play").click()
    expect(coach).to_have_attribute("data-ply", "6")
    expect(coach.locator(".coach-text")).to_have_text("Coach: your A♥ — the only move you had.")


def test_a_round_s_last_play_stays_a_pace_after_the_last_pass_before_the_table_clears(page: Page) -> None:
    """At Fast (a pace of 300 ms) your K♠ stays in the middle, beside Ben's pass that ends
    the round, a pace before the table clears (issue 17's new player saw a play cleared
    before it had landed)."""
    open_coach_choice(page, False)
    page.evaluate("""() => {
        window.__round = {};
        const table = document.getElementById("table");
        const note = () => {
            const r = window.__round;
            const passed = document.querySelector("#seat-2 .bubble-pass:not([hidden])");
            if (table.dataset.cards === "KS") r.landed = true;
            if (passed && r.passed === undefined) { r.passed = performance.now(); r.cardsThen = table.dataset.cards; }
            if (r.landed && !table.dataset.cards && r.cleared === undefined) r.cleared = performance.now();
        };
        new MutationObserver(note).observe(document.getElementById("app"), {subtree: true, childList: true, attributes: true});
    }""")
    click_cards(page, "KS")
    page.get_by_role("button", name="Play").click()
    page.wait_for_function("() => window.__round.cleared !== undefined")
    got = page.evaluate("() => ({...window.__round, gap: window.__round.cleared - window.__round.passed})")
    assert got.get("cardsThen") == "KS"  # Ben's pass shown beside your K♠
    assert got["gap"] >= 300 - 5  # (a timer never fires early; 5 ms for the clock's rounding)
    assert moves_saved(page)[:6] == MOVES[:6]
