"""Issue 15, item 8: the in-app Controls help of Pao De Kuai names, in every language and
in the words of that language's own buttons and settings, Show result (with Next deal),
the confirmation before a match is given up (Keep playing), the automatic pass, and the
swipe across cards."""

from __future__ import annotations

import pytest

from tests.catalogues import catalogue, language_info

SWIPE = {"en": "Swipe", "zh": "滑动", "ja": "スワイプ", "de": "Wische", "es": "Desliza", "pt": "Deslize"}
"""The word for the swipe gesture in each language's help."""


@pytest.mark.parametrize("code", [lang["code"] for lang in language_info()])
def test_the_controls_help_names_every_control_in_its_own_words(code: str) -> None:
    cat = catalogue(code)
    text = cat["help.controls"]
    for key in ("button.show_result", "button.next_deal", "button.new_game", "confirm.keep", "settings.autopass"):
        assert cat[key] in text, (code, key, cat[key])
    assert SWIPE[code] in text
