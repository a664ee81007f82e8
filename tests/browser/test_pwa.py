"""Installable, offline, sub-path, updates and the Content-Security-Policy, in Chromium.

Service workers are blocked in the other browser tests; here the tests that need one
allow it for their context. The sub-path server (``sub_path_url``) answers under
``/some/sub/path/`` only, as GitHub Pages serves a project site, so any URL the site built
from its root would fail there (404, a console error, an engine that never starts).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType, Page, expect

import build
from tests.browser.conftest import CHROMIUM_FLAGS, SUB_PATH, TABLE, PageGuard, chromium_path, wait_ready
from tests.browser.test_startup import IMPORT_LATER
from tests.browser.test_table import (
    play_deal_to_result, play_my_turn, result_dialog, saved_match, seed_led_by, shown_by_engine, snapshot,
    wait_for_my_turn_or_result,
)

SW_ALLOWED = pytest.mark.browser_context_args(service_workers="allow")

CACHE_JS = """async () => {
    const out = {};
    for (const key of await caches.keys()) out[key] = (await (await caches.open(key)).keys()).length;
    return out;
}"""

WATCH_CSP_JS = """
    window.__csp = [];
    document.addEventListener("securitypolicyviolation",
        (e) => window.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`));
"""
"""An init script: every CSP violation of the page lands in window.__csp."""


def build_info(site: Path = build.DIST) -> dict[str, Any]:
    return json.loads((site / "build-info.json").read_text())


def cache_name(site_path: str, site: Path = build.DIST) -> str:
    """The cache the site's service worker fills, per sw.js: cardroom:<folder>:<version>."""
    return f"cardroom:{site_path}:{build_info(site)['cache_version']}"


def wait_controlled(page: Page) -> None:
    """Wait until a service worker controls the page (it activates only after precaching)."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)


def reload_offline(page: Page) -> list[Any]:
    """Take the browser offline, reload the page and wait for the engine; returns the
    responses the reload received, in order (the page's and its worker's)."""
    page.context.set_offline(True)
    responses: list[Any] = []
    page.context.on("response", lambda response: responses.append(response))  # (a builtin is refused as a handler)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => navigator.onLine") is False
    return responses


def not_from_the_service_worker(responses: list[Any]) -> list[str]:
    """The URLs among ``responses`` that the service worker did not answer (the engine
    worker hands the stdlib it fetched to the runtime as a ``blob:`` URL, in memory: not a
    network response)."""
    return [r.url for r in responses if not r.from_service_worker and not r.url.startswith("blob:")]


def banner(page: Page) -> Any:
    return page.locator("#update-banner")


# ---------------------------------------------------------------- installable


def test_chromium_finds_the_site_installable_under_a_sub_path(
        browser_type: BrowserType, sub_path_url: str, guard: PageGuard, tmp_path: Path) -> None:
    # Chromium never offers installation in an incognito profile, which every Playwright
    # context is: this test needs a profile on disk
    path = chromium_path()
    context = browser_type.launch_persistent_context(
        tmp_path / "profile", args=CHROMIUM_FLAGS, service_workers="allow",
        **({"executable_path": path} if path else {}))
    try:
        page = context.pages[0] if context.pages else context.new_page()
        guard.watch(page)
        page.goto(sub_path_url + f"?{TABLE}&speed=instant")
        wait_ready(page)
        wait_controlled(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["url"] == sub_path_url + "manifest.webmanifest"
        data = json.loads(manifest["data"])
        assert (data["display"], data["orientation"], data["start_url"], data["scope"]) == (
            "standalone", "any", "./", "./")
        assert manifest["parsed"]["scope"] == sub_path_url
        purposes = {(icon["purpose"], icon["sizes"]) for icon in data["icons"]}
        assert {("any", "192x192"), ("any", "512x512"), ("maskable", "512x512")} <= purposes
        # every icon the manifest names is served (Chromium fetched them while checking)
        for icon in data["icons"]:
            assert page.request.get(sub_path_url + icon["src"]).ok, icon["src"]
    finally:
        context.close()


# ---------------------------------------------------------------- a whole match, nothing leaves


@SW_ALLOWED
def test_a_whole_match_under_a_sub_path_requests_nothing_outside_the_site(
        page: Page, sub_path_url: str, guard: PageGuard) -> None:
    """One 1-deal match (a whole match), played online under /some/sub/path/ with the
    service worker installing beside it: every request of the page, the engine worker and
    the service worker stays in the site's folder, and the CSP refuses nothing."""
    page.add_init_script(WATCH_CSP_JS)
    page.goto(sub_path_url + f"?{TABLE}&seed={seed_led_by(0, deals=1)}&speed=instant&deals=1")
    wait_ready(page)
    play_deal_to_result(page)
    assert saved_match(page).is_over
    expect(result_dialog(page)).to_contain_text("match over")
    wait_controlled(page)
    requested = list(guard.requested)
    outside = [url for url in requested if not url.startswith(sub_path_url)]
    assert outside == []
    # what was asked for: the page and the engine's files, then sw.js and its whole precache
    paths = {url.removeprefix(sub_path_url).split("?")[0] for url in requested}
    assert {"", "sw.js", "js/core/engine-worker.js", "vendor/pyodide/pyodide.asm.wasm"} <= paths
    assert {path for path, _ in build.precache_list(build.DIST)} <= paths
    assert page.evaluate("() => window.__csp") == []


# ---------------------------------------------------------------- offline


@SW_ALLOWED
def test_after_one_visit_the_game_resumes_and_plays_offline(page: Page, guard: PageGuard) -> None:
    # Playwright's offline mode does not hold back a service worker's own requests (its
    # update checks of sw.js still reach the server), so the site's server is shut down
    # as well: after that, nothing at all answers at the site's address
    seed = seed_led_by(0, deals=1)
    with build.serving(build.DIST, base=SUB_PATH) as url:
        guard.allow(url)
        page.goto(url + f"?{TABLE}&seed={seed}&speed=instant&deals=1")
        wait_ready(page)
        wait_controlled(page)
        # everything the game loads is in this build's cache, and nothing else is cached
        listed = build.precache_list(build.DIST)
        assert page.evaluate(CACHE_JS) == {cache_name(SUB_PATH): len(listed)}
        for _ in range(2):
            assert wait_for_my_turn_or_result(page) == "turn"
            play_my_turn(page)
        wait_for_my_turn_or_result(page)
        before = snapshot(page)
        history = saved_match(page).deal.history

    responses = reload_offline(page)
    # the saved match resumed where it was
    after = snapshot(page)
    deal = saved_match(page).deal
    assert deal.history == history
    del after["save"], before["save"]  # re-saved on resume, with a new time stamp
    assert after == before == shown_by_engine(deal)
    # and every file came from the service worker: page, code, runtime, the app's wheel
    urls = [r.url.split("?")[0] for r in responses]
    assert not_from_the_service_worker(responses) == []
    for name in (SUB_PATH, "js/main.js", "js/core/engine-worker.js", "pyodide.asm.wasm", ".gz", ".whl"):
        assert any(url.endswith(name) for url in urls), name
    # a stdlib module the snapshot lacks: the worker's synchronous request for the stdlib is
    # served by the service worker too
    worker = next(w for w in page.workers if w.url.split("?")[0].endswith("/js/core/engine-worker.js"))
    assert worker.evaluate(IMPORT_LATER) == ["/lib/python314.zip/colorsys.pyc", True]

    # the resumed deal plays to its end, then a new match starts, all offline
    play_deal_to_result(page)
    assert saved_match(page).is_over
    dialog = result_dialog(page)
    dialog.get_by_role("button", name="New game").click()
    expect(dialog).to_be_hidden()
    fresh = saved_match(page)
    assert fresh.number == 1 and fresh.seed != seed and all(s != 0 for s, _ in fresh.deal.history)
    expect(page.get_by_role("group", name="Your hand").get_by_role("button")).to_have_count(16)
    assert wait_for_my_turn_or_result(page) == "turn"
    play_my_turn(page)
    assert wait_for_my_turn_or_result(page) == "turn"
    assert [seat for seat, _ in saved_match(page).deal.history].count(0) == 1


# ---------------------------------------------------------------- updates


@pytest.fixture
def site_copy(tmp_path: Path, guard: PageGuard) -> Any:
    """A copy of dist/ served on its own port: ``(folder, url)``; the test may rebuild it."""
    folder = tmp_path / "site"
    shutil.copytree(build.DIST, folder)
    with build.serving(folder) as url:
        guard.allow(url)
        yield folder, url


def new_build(folder: Path, tag: str) -> str:
    """Turn the site copy into a new build: one stylesheet gains the comment ``tag`` and
    sw.js is regenerated from the changed files. Returns the new cache name."""
    css = folder / "css" / "update.css"
    css.write_text(css.read_text() + f"\n/* {tag} */\n")
    return f"cardroom:/:{build.write_service_worker(folder)}"


def served_css(page: Page) -> str:
    """css/update.css as the page gets it now (through its service worker)."""
    return page.evaluate("async () => (await fetch('css/update.css')).text()")


def find_update(page: Page) -> None:
    page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
    expect(banner(page)).to_be_visible(timeout=30_000)
    expect(banner(page)).to_contain_text("A new version of the game is ready.")


def reload_into_update(page: Page) -> None:
    with page.expect_navigation():
        banner(page).get_by_role("button", name="Reload").click()
    wait_ready(page)
    expect(banner(page)).to_be_hidden()


@SW_ALLOWED
def test_a_new_build_waits_behind_an_update_banner_until_reload(page: Page, site_copy: Any) -> None:
    folder, url = site_copy
    page.goto(url + f"?{TABLE}&seed={seed_led_by(0)}&speed=instant")
    wait_ready(page)
    wait_controlled(page)
    expect(banner(page)).to_be_hidden()
    played = saved_match(page).deal.history

    # build two, found in the very session that installed build one
    two = new_build(folder, "build two")
    assert two != cache_name("/", folder)
    find_update(page)
    # until the person agrees, the page keeps getting the old build's files
    assert "build two" not in served_css(page)
    reload_into_update(page)
    assert "build two" in served_css(page)
    assert list(page.evaluate(CACHE_JS)) == [two]

    # build three: Later hides the banner; the next visit offers it again, still on build two
    three = new_build(folder, "build three")
    find_update(page)
    banner(page).get_by_role("button", name="Later").click()
    expect(banner(page)).to_be_hidden()
    page.reload()
    wait_ready(page)
    expect(banner(page)).to_be_visible(timeout=30_000)
    assert "build three" not in served_css(page)
    for width, height in [(360, 740), (1280, 800)]:
        page.set_viewport_size({"width": width, "height": height})
        box = banner(page).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
        page.screenshot(path=f"test-results/update-banner-{width}x{height}.png")
    reload_into_update(page)
    assert "build three" in served_css(page)
    # only the newest build's cache is left; the match went on from the autosave throughout
    assert list(page.evaluate(CACHE_JS)) == [three]
    assert saved_match(page).deal.history == played


# ---------------------------------------------------------------- Content-Security-Policy


PROBE_JS = """
let evaluated;
try { evaluated = eval("'ran'"); } catch (e) { evaluated = e.name; }
window.__probe = evaluated;
"""
"""Served as csp-probe.js: the site's own script may load, but eval() in it is refused."""


@pytest.mark.console_errors_expected
def test_the_content_security_policy_refuses_inline_code_eval_and_other_origins(
        open_table: Any, page: Page) -> None:
    page.add_init_script(WATCH_CSP_JS)
    page.route("**/csp-probe.js", lambda route: route.fulfill(body=PROBE_JS, content_type="text/javascript"))
    open_table(speed="instant")
    # the policy's text is checked in tests/site; here, that Chromium enforces it
    expect(page.locator("meta[http-equiv='Content-Security-Policy']")).to_have_count(1)
    outcome = page.evaluate("""async () => {
        const probe = document.createElement("script");
        probe.src = "csp-probe.js";
        await new Promise((resolve) => { probe.onload = probe.onerror = resolve; document.head.append(probe); });
        const script = document.createElement("script");
        script.textContent = "window.__inline = 'ran'";
        document.head.append(script);
        const div = document.createElement("div");
        div.setAttribute("onclick", "window.__handler = 'ran'");
        document.body.append(div);
        div.click();
        div.setAttribute("style", "width: 123px; position: absolute");
        const width = div.getBoundingClientRect().width;
        div.remove();
        let fetched;
        try { await fetch("http://127.0.0.2:9/"); fetched = "ran"; } catch (e) { fetched = e.name; }
        await new Promise((resolve) => setTimeout(resolve, 100));  // violation events are queued
        return {eval: window.__probe, inline: window.__inline || "blocked", handler: window.__handler || "blocked",
                inline_style: width === 123 ? "ran" : "blocked", fetch: fetched};
    }""")
    assert outcome == {"eval": "EvalError", "inline": "blocked", "handler": "blocked", "inline_style": "blocked",
                       "fetch": "TypeError"}
    assert sorted(page.evaluate("() => window.__csp")) == [
        "connect-src http://127.0.0.2:9/", "script-src eval", "script-src-attr inline", "script-src-elem inline",
        "style-src-attr inline"]
