"""Start-up: a failed start says what failed in plain words, offers Retry (a new engine
worker, no page reload) and leaves the autosave untouched; the fast path's own failures
fall back to the ordinary boot without a word.

Routes are set on the browser context, not the page: the engine's requests come from its
worker, which ``page.route`` does not see (a request escaping it made the old engine-start
test pass or fail by chance).
"""

from __future__ import annotations

import gzip
import json
import re
import struct
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import build
from tests.browser.conftest import ENGINE_TIMEOUT_MS, SAVE_KEY, TABLE, wait_ready
from tests.browser.test_table import seed_led_by

STORED = json.dumps({"v": 1, "saved": 1, "record": {"kept": "as it was"}})
"""An autosave's text, stored before a start that fails: it must stay byte for byte."""


def abort(route: Any) -> None:
    route.abort()


def missing(route: Any) -> None:
    route.fulfill(status=404, body="")


FAILURES = {
    # the file blocked, how, the part named, the words the player reads
    "wasm": ("**/pyodide.asm.wasm", abort, "runtime", "The Python runtime could not be downloaded."),
    # (a restore needs no stdlib: it is missed only once the snapshot is missing too)
    "stdlib": (re.compile(r"python_stdlib[^/]*\.zip$|/boot/snapshot-[^/]*\.gz$"), abort, "stdlib",
               "Python's standard library could not be downloaded."),
    "worker": ("**/engine-worker.js", abort, "worker", "The engine's script could not be loaded."),
    "wheel": ("**/*.whl", missing, "rules", "The game's rules could not be downloaded."),
}


def failed_start(page: Page) -> None:
    expect(page.locator("html")).to_have_attribute("data-engine", "failed", timeout=ENGINE_TIMEOUT_MS)


@pytest.mark.console_errors_expected
@pytest.mark.parametrize("blocked", list(FAILURES))
def test_a_start_up_file_that_fails_is_named_in_plain_words(page: Page, site_url: str, blocked: str) -> None:
    pattern, how, what, words = FAILURES[blocked]
    page.context.route(pattern, how)
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(STORED)})")
    page.goto(site_url + f"?{TABLE}&speed=instant")
    failed_start(page)
    failure = page.get_by_test_id("engine-failure")
    expect(failure).to_have_attribute("data-what", what)
    expect(page.locator("#loading-text")).to_have_text("The card engine could not start.")
    expect(failure.locator("p").first).to_have_text(words)
    expect(failure.locator("p").nth(1)).to_have_text("Check your connection and try again. Your saved match is kept.")
    expect(failure.get_by_role("button", name="Try again")).to_be_enabled()
    # the technical detail waits behind the toggle
    detail = failure.locator("details code")
    expect(detail).to_be_hidden()
    failure.locator("summary").filter(has_text="Details").click()
    expect(detail).to_be_visible()
    expect(detail).to_contain_text(f"{what} (")
    assert "Traceback" not in page.locator("body").inner_text()
    expect(page.locator("[data-seat='2']")).to_contain_text("Ben")
    assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") == STORED


@pytest.mark.console_errors_expected
def test_retry_starts_the_engine_again_without_a_reload_and_resumes_the_saved_match(
        open_table: Any, page: Page) -> None:
    open_table(seed=seed_led_by(0), speed="instant")
    saved = page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
    page.context.route("**/pyodide.asm.wasm", abort)
    page.reload()
    failed_start(page)
    assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") == saved
    page.context.unroute("**/pyodide.asm.wasm", abort)
    page.evaluate("window.stillThisPage = true")
    page.get_by_role("button", name="Try again").click()
    wait_ready(page)
    assert page.evaluate("window.stillThisPage") is True  # no reload
    expect(page.get_by_test_id("engine-failure")).to_be_hidden()
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))["record"] == \
        json.loads(saved)["record"]


@pytest.mark.console_errors_expected
def test_without_the_precompiled_stdlib_the_stock_one_serves(page: Page, site_url: str) -> None:
    page.context.route("**/python_stdlib.pyc.zip", abort)
    page.goto(site_url + f"?{TABLE}&speed=instant&seed={seed_led_by(0)}&boot=fresh")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-stdlib", "stock")
    expect(page.locator("html")).to_have_attribute("data-boot", "fresh")
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)


def test_the_engine_worker_is_started_before_the_page_modules_run_and_is_the_one_that_serves(
        page: Page, site_url: str) -> None:
    """js/boot.js, the page's first script, starts the engine worker before main.js runs
    (the page's modules, strings and table come after); the engine client takes that worker
    over instead of starting a second one."""
    page.goto(site_url + f"?{TABLE}&speed=instant&seed={seed_led_by(0)}")
    wait_ready(page)
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    spawned, ran = page.evaluate("""() => ['boot:spawn', 'boot:page']
        .map((name) => performance.getEntriesByName(name).map((mark) => mark.startTime))""")
    assert len(spawned) == 1 and len(ran) == 1
    assert spawned[0] < ran[0]
    assert len([w for w in page.workers if w.url.split("?")[0].endswith("/js/core/engine-worker.js")]) == 1


IMPORT_LATER = """() => self.enginePython.runPython(
  'import colorsys, sys\\n(colorsys.__spec__.origin, "colorsys" in sys.modules)').toJs()"""
"""Run in the engine worker: import a stdlib module the snapshot does not hold."""


def test_a_restore_fetches_no_stdlib_and_a_module_imported_later_comes_from_it(page: Page, site_url: str) -> None:
    """The snapshot holds every module the app imports, so the snapshot path downloads no
    standard library; a module it lacks is still importable: the first such import fetches
    the precompiled stdlib (cardroom/web/lazy_stdlib.py), once."""
    asked: list[str] = []
    page.context.on("request", lambda request: asked.append(request.url))
    page.goto(site_url + f"?{TABLE}&speed=instant&seed={seed_led_by(0)}")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-boot", "snapshot")
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    assert not [url for url in asked if "python_stdlib" in url]
    worker = next(w for w in page.workers if w.url.split("?")[0].endswith("/js/core/engine-worker.js"))
    assert worker.evaluate(IMPORT_LATER) == ["/lib/python314.zip/colorsys.pyc", True]
    assert [url.rsplit("/", 1)[-1] for url in asked if "python_stdlib" in url] == ["python_stdlib.pyc.zip"]
    # the game goes on
    page.get_by_role("button", name="Hint").click()
    expect(page.get_by_role("alert")).to_contain_text("Hint 1 of")


# ---------------------------------------------------------------- the snapshot's fallbacks

def snapshot_bytes() -> bytes:
    """The Pyodide snapshot in the built site's snapshot file (header, then the whole heap)."""
    info = json.loads((build.DIST / "build-info.json").read_text())
    return build.expand_snapshot((build.DIST / info["snapshot"]).read_bytes())


def serve(body: bytes) -> Any:
    """Serve Pyodide snapshot ``body`` in the site's format."""
    return lambda route: route.fulfill(status=200, content_type="application/gzip", body=build.sparse_snapshot(body))


def wrong_build() -> Any:
    data = bytearray(snapshot_bytes())
    data[16:20] = b"\xff\xff\xff\xff"  # another build id
    return serve(bytes(data))


def unreadable() -> Any:
    data = bytearray(snapshot_bytes())
    data[48:64] = b"\x00not json at all"  # the right build, a state that cannot be restored
    return serve(bytes(data))


def plain() -> Any:
    # Pyodide's own snapshot layout, its zero pages kept: not the site's format
    body = gzip.compress(snapshot_bytes(), compresslevel=1)
    return lambda route: route.fulfill(status=200, content_type="application/gzip", body=body)


def cut_short() -> Any:
    # the site's format missing its last page
    body = gzip.compress(gzip.decompress(build.sparse_snapshot(snapshot_bytes()))[:-4096], compresslevel=1)
    return lambda route: route.fulfill(status=200, content_type="application/gzip", body=body)


def out_of_memory(route: Any) -> None:
    # a heap without room for the snapshot: the restore's copy into it throws a RangeError
    text = route.fetch().text()
    assert text.count("return Module.HEAP8.set(t),l}") == 1
    route.fulfill(status=200, content_type="text/javascript", body=text.replace(
        "return Module.HEAP8.set(t),l}", "throw new RangeError('WebAssembly.Memory(): could not allocate memory')}"))


SNAPSHOT = "**/boot/snapshot-*.gz"
SNAPSHOT_FAILURES = {
    "missing": (SNAPSHOT, missing),
    "fetch error": (SNAPSHOT, abort),
    "wrong build": (SNAPSHOT, None),
    "restore error": (SNAPSHOT, None),
    "plain format": (SNAPSHOT, None),
    "cut short": (SNAPSHOT, None),
    "out of memory": ("**/pyodide.asm.mjs", out_of_memory),
}


@pytest.mark.console_errors_expected
@pytest.mark.parametrize("failure", list(SNAPSHOT_FAILURES))
def test_a_snapshot_that_fails_falls_back_to_the_ordinary_boot_silently(
        open_table: Any, page: Page, failure: str) -> None:
    open_table(seed=seed_led_by(0), speed="instant")
    expect(page.locator("html")).to_have_attribute("data-boot", "snapshot")
    saved = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))
    pattern, how = SNAPSHOT_FAILURES[failure]
    how = how or {"wrong build": wrong_build, "restore error": unreadable, "plain format": plain,
                  "cut short": cut_short}[failure]()
    page.context.route(pattern, how)
    page.reload()
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-boot", "fresh")
    expect(page.locator("html")).to_have_attribute("data-stdlib", "pyc")
    expect(page.get_by_test_id("engine-failure")).to_be_hidden()
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))["record"] == saved["record"]


def test_a_snapshot_whose_heap_outgrew_the_initial_memory_is_restored_all_the_same(page: Page, site_url: str) -> None:
    """The runtime instantiates the memory its wasm declares and copies a snapshot's heap
    into it as it is: the worker grows the memory first (else this restore would fail and
    fall back to the ordinary boot)."""
    data = snapshot_bytes()
    heap_at = struct.unpack("<2I", data[:8])[1]
    initial = build.wasm_initial_memory((build.DIST / "vendor/pyodide/pyodide.asm.wasm").read_bytes())
    # one MiB past the initial memory, as zeros: memory the app had not touched
    padded = data + bytes(initial - (len(data) - heap_at) + 2**20)
    page.context.route(SNAPSHOT, serve(padded))
    page.goto(site_url + f"?{TABLE}&speed=instant&seed={seed_led_by(0)}")
    wait_ready(page)
    expect(page.locator("html")).to_have_attribute("data-boot", "snapshot")
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)


# ---------------------------------------------------------------- the first computer move

HIDDEN = """
(() => {
  let state = "hidden";
  Object.defineProperty(document, "visibilityState", { get: () => state, configurable: true });
  Object.defineProperty(document, "hidden", { get: () => state !== "visible", configurable: true });
  window.showPage = () => { state = "visible"; document.dispatchEvent(new Event("visibilitychange")); };
})();
"""


def test_the_computer_players_wait_until_the_table_is_on_screen(page: Page, site_url: str) -> None:
    page.add_init_script(HIDDEN)
    page.goto(site_url + f"?{TABLE}&speed=instant&seed={seed_led_by(1)}")  # Anna leads
    wait_ready(page)
    page.wait_for_timeout(1500)  # a hidden page: nobody has moved
    expect(page.locator("[data-seat='1']")).to_have_attribute("data-count", "16")
    expect(page.get_by_test_id("round-log").locator("li")).to_have_count(0)
    page.evaluate("window.showPage()")
    expect(page.get_by_test_id("round-log").locator("li").first).to_have_attribute("data-log-seat", "1")


@pytest.mark.console_errors_expected
def test_a_failed_start_shows_over_the_game_picker_too_and_retry_serves_it(page: Page, site_url: str) -> None:
    page.context.route("**/pyodide.asm.wasm", abort)
    page.goto(site_url)  # a first visit: the picker
    failed_start(page)
    expect(page.locator("html")).to_have_attribute("data-view", "picker")
    failure = page.get_by_test_id("engine-failure")
    expect(failure).to_be_visible()
    expect(failure).to_have_attribute("data-what", "runtime")
    page.context.unroute("**/pyodide.asm.wasm", abort)
    failure.get_by_role("button", name="Try again").click()
    expect(page.get_by_test_id("picker")).to_have_attribute("data-served", "true", timeout=ENGINE_TIMEOUT_MS)
    expect(failure).to_be_hidden()
