"""The caption under the card on offer names who drew or discarded it, in the catalogue's
words: "Drawn by Anna" for another seat, "Your draw" for your own (a tester read "Drawn by
You"), in English and German."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.paohuzi_positions import liuju, peng_on_a_draw, session_record

from .helpers import resume_at, wait_decision

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
