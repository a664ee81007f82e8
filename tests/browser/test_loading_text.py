"""The loading line while the engine starts: every text it shows is whole words, never a
catalogue placeholder such as ``{loaded}`` (a new player read "Downloading the game…
{loaded} of {total}" on a reload, between the download's start and its first progress).

``loadingWords`` (js/core/shell.js) is asked for every stage in the page itself, in English
and German; and a real start-up's every text is recorded (a MutationObserver set before the
page runs) and checked for placeholders.
"""

from __future__ import annotations

import pytest
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

WORDS = """async () => {
  const { loadingWords } = await import("./js/core/shell.js");
  return [{stage: "init"}, {stage: "fetch"}, {stage: "fetch", loaded: 0, total: 0},
          {stage: "fetch", loaded: 5e5, total: 15.7e6, files: ["runtime"]},
          {stage: "fetch", loaded: 2e7, total: 15.7e6, files: ["runtime", "snapshot"]},
          {stage: "fetch", loaded: 1e6, total: 2e6}, {stage: "restore"}, {stage: "runtime"},
          {stage: "import"}].map(loadingWords);
}"""

EXPECTED = {
    "en": [("Starting…", None), ("Downloading the game…", None), ("Downloading the game…", None),
           ("Downloading the Python runtime… 0.5 MB of 15.7 MB", 0.5 / 15.7),
           ("Downloading the Python runtime, the ready-made start… 15.7 MB of 15.7 MB", 1),
           ("Downloading the game… 1.0 MB of 2.0 MB", 0.5), ("Starting the card engine…", None),
           ("Starting the card engine…", None), ("Setting up the table…", None)],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_loading_words_of_every_stage_are_whole(page: Page, lang: str) -> None:
    page.goto(f"./?{TABLE}&speed=instant&lang={lang}")
    wait_ready(page)
    got = [(w["text"], w["share"]) for w in page.evaluate(WORDS)]
    assert [text for text, _ in got if "{" in text or "}" in text] == []
    if lang in EXPECTED:
        assert [text for text, _ in got] == [text for text, _ in EXPECTED[lang]]
        assert [share for _, share in got] == pytest.approx([share for _, share in EXPECTED[lang]])
    else:
        assert got[1][0] == got[2][0] == "Spiel wird geladen…"


def test_a_real_start_shows_no_placeholder(page: Page, site_url: str) -> None:
    page.add_init_script(RECORD)
    page.goto(site_url + f"?{TABLE}&speed=instant")
    wait_ready(page)
    texts = page.evaluate("window.__loadingTexts")
    assert texts and [text for text in texts if "{" in text or "}" in text] == []
