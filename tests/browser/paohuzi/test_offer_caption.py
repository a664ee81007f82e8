"""The caption under the card on offer names who drew or discarded it, in the catalogue's
words: "Drawn by Anna" for another seat, "Your draw" for your own (a tester read "Drawn by
You"), in English and German."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.paohuzi_positions import liuju, peng_on_a_draw, session_record

from .helpers import open_phz, resume_at, wait_decision

CASES = [
    # liuju(): you draw x7 and may 吃 it; peng_on_a_draw(): Anna draws x8 and you may 碰 it
    (liuju, "x7", "en", "Your draw"), (liuju, "x7", "de", "Von dir gezogen"),
    (peng_on_a_draw, "x8", "en", "Drawn by Anna"), (peng_on_a_draw, "x8", "de", "Gezogen von Anna"),
]


@pytest.mark.parametrize("position, card, lang, caption", CASES)
def test_the_card_on_offer_says_whose_draw_it_is(page: Any, position: Any, card: str, lang: str, caption: str) -> None:
    resume_at(page, session_record(position()), lang=lang)
    wait_decision(page)
    offer = page.get_by_test_id("offer")
    expect(offer).to_have_attribute("data-card", card)
    expect(offer.locator(".offer-caption")).to_have_text(caption)


OFFER = """() => {
    const b = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    return {felt: b(document.querySelector('.felt')), offer: b(document.querySelector('[data-testid=offer]')),
            caption: b(document.querySelector('[data-testid=offer] .offer-caption'))};
}"""


@pytest.mark.parametrize("width, height", [(768, 1024), (768, 800), (600, 850), (1280, 800), (360, 740),
                                           (320, 568), (740, 360)])
def test_the_card_on_offer_and_its_caption_stay_inside_the_felt(page: Any, width: int, height: int) -> None:
    """At 768 x 1024 the card on offer stuck 8 px up out of the felt and its caption 7 px out of
    its foot (a tester's finding: seed 7's first decision, Anna's discard of 五)."""
    page.set_viewport_size({"width": width, "height": height})
    open_phz(page, seed=7)
    wait_decision(page)
    expect(page.get_by_test_id("offer")).to_have_attribute("data-card", "x5")
    got = page.evaluate(OFFER)
    felt = got["felt"]
    for part in ("offer", "caption"):
        box = got[part]
        assert box[0] >= felt[0] - .5 and box[1] >= felt[1] - .5 and box[2] <= felt[2] + .5 and box[3] <= felt[3] + .5, (part, got)
