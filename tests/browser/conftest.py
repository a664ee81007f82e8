"""Browser-test fixtures: the built site served on a free port, Chromium, and guards.

* ``site_url`` (session): builds ``dist/`` if stale, serves it from a thread on
  127.0.0.1 with a free port, and is pytest-playwright's ``base_url`` (under pytest-xdist,
  each worker has its own server and Chromium; ``build.py test`` builds before they start).
* ``sub_path_url`` (session): the same ``dist/`` from another server, under
  ``/some/sub/path/`` only (as GitHub Pages serves a project site; elsewhere 404).
* Chromium: Debian's ``/usr/bin/chromium`` when present (or ``$CARDROOM_CHROMIUM``),
  launched with the project's usual flags (no sandbox, no GPU, no background
  networking); else Playwright's own build.
* Every ``page`` is watched: a console error, an uncaught page error, or any request to
  another origin than the site's fails the test at teardown (a test marked
  ``console_errors_expected`` may log console errors, e.g. for a resource it blocks).
  A test using ``sub_path_url`` may also reach that server; ``guard.allow(url)`` admits
  another server a test starts, ``guard.watch(page)`` watches a page of another context.
  Service workers are blocked unless a test is marked
  ``@pytest.mark.browser_context_args(service_workers="allow")``.
* ``open_table(page, **params)`` opens Pao De Kuai's table (``game=paodekuai``) with URL
  parameters and waits (once, with a long timeout) for the engine to be ready; a test that
  navigates by itself names the game in its address (``TABLE``).
* The page's storage keys (``storage.js``): ``SAVE_KEY``, ``SETTINGS_KEY`` and ``STATS_KEY``
  are Pao De Kuai's, ``HOUSE_SETTINGS_KEY`` the house's (language, speed, last game).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repository's build.py: build + server helpers)

CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
ENGINE_TIMEOUT_MS = 90_000
"""The one long wait: Pyodide's start-up (a few seconds here; generous for slow CI)."""

GAME = "paodekuai"
TABLE = f"game={GAME}"
"""The query that opens Pao De Kuai's table (a first visit without it shows the game picker)."""
SAVE_KEY = f"cardroom:{GAME}:autosave:v1"
SETTINGS_KEY = f"cardroom:{GAME}:settings:v1"
STATS_KEY = f"cardroom:{GAME}:stats:v1"
HOUSE_SETTINGS_KEY = "cardroom:settings:v1"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    build.ensure_built(verbose=False)
    with build.serving(build.DIST) as url:
        yield url


SUB_PATH = "/some/sub/path/"


@pytest.fixture(scope="session")
def sub_path_url(site_url: str) -> Iterator[str]:  # site_url: dist/ is built
    with build.serving(build.DIST, base=SUB_PATH) as url:
        yield url


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    return site_url


def chromium_path() -> str | None:
    explicit = os.environ.get("CARDROOM_CHROMIUM")
    if explicit:
        return explicit
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = {**browser_type_launch_args, "args": CHROMIUM_FLAGS}
    path = chromium_path()
    if path:
        args["executable_path"] = path
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "service_workers": "block"}


def origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


class PageGuard:
    """Collects console errors, page errors and requests to other origins."""

    def __init__(self, origin: str) -> None:
        self.origins = {origin}
        self.errors: list[str] = []
        self.requested: list[str] = []

    def allow(self, url: str) -> None:
        """Admit requests to the origin of ``url`` (another server the test started)."""
        self.origins.add(origin_of(url))

    def watch(self, page: Any) -> None:
        """Watch ``page`` (and every request of its context) too."""
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)
        page.context.on("request", self.on_request)

    @property
    def foreign(self) -> list[str]:
        return [url for url in self.requested if origin_of(url) not in self.origins]

    def on_console(self, msg: Any) -> None:
        if msg.type == "error":
            self.errors.append(f"console error: {msg.text}")

    def on_page_error(self, exc: Any) -> None:
        self.errors.append(f"page error: {exc}")

    def on_request(self, req: Any) -> None:
        if not req.url.startswith(("data:", "blob:", "about:")):
            self.requested.append(req.url)


@pytest.fixture(autouse=True)
def guard(request: pytest.FixtureRequest, page: Any, site_url: str) -> Iterator[PageGuard]:
    g = PageGuard(origin_of(site_url))
    if "sub_path_url" in request.fixturenames:
        g.allow(request.getfixturevalue("sub_path_url"))
    g.watch(page)
    yield g
    assert not g.foreign, f"requests left the page's origin: {g.foreign}"
    if request.node.get_closest_marker("console_errors_expected"):
        g.errors = [e for e in g.errors if not e.startswith("console error:")]
    assert not g.errors, "\n".join(g.errors)


def wait_ready(page: Any) -> None:
    """Wait (once, long) until the engine has started and the first view is shown."""
    page.wait_for_function(
        "() => ['ready', 'failed'].includes(document.documentElement.dataset.engine)",
        timeout=ENGINE_TIMEOUT_MS)
    state = page.evaluate("() => document.documentElement.dataset.engine")
    assert state == "ready", page.locator("#loading").inner_text()


@pytest.fixture
def open_table(page: Any) -> Any:
    """``open_table(**params)``: go to Pao De Kuai's table with URL ``params``, wait for the deal."""

    def go(**params: Any) -> Any:
        query = urlencode({"game": GAME, **{k: v for k, v in params.items() if v is not None}})
        page.goto(f"./?{query}")
        wait_ready(page)
        return page

    return go
