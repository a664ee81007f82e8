"""The loading line while the engine starts: every text it shows is whole words, never a
catalogue placeholder such as ``{loaded}`` (a new player read "Downloading the game…
{loaded} of {total}" on a reload, between the download's start and its first progress).

The runtime's download is held back a moment (on the browser context: the worker's
requests are not the page's), so the download has begun while no size is known yet;
every text the line takes is recorded by a MutationObserver set up before the page runs.
"""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import Page

from tests.browser.conftest import TABLE, wait_ready

RECORD = """(() => {
  window.__loadingTexts = [];
  new MutationObserver((records) => {
    for (const r of records) {
      const node = r.target.nodeType === Node.TEXT_NODE ? r.target.parentNode : r.target;
      if (node && node.id === "loading-text") window.__loadingTexts.push(node.textContent);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()"""


def held(route: Any) -> None:
    time.sleep(0.6)
    route.continue_()


def test_the_loading_line_never_shows_a_placeholder(page: Page, site_url: str) -> None:
    page.context.route("**/pyodide.asm.wasm", held)
    page.context.route("**/boot/snapshot-*", held)
    page.add_init_script(RECORD)
    page.goto(site_url + f"?{TABLE}&speed=instant")
    wait_ready(page)
    texts = page.evaluate("window.__loadingTexts")
    assert "Downloading the game…" in texts
    assert [text for text in texts if "{" in text or "}" in text] == []
