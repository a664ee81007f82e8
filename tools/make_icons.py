"""Render the app's PNG icons from its SVG icons with Chromium (run by hand, output committed).

The web app manifest and iOS want bitmaps next to the SVGs; the PNGs are small and change
only when an SVG does, so they are committed instead of needing a rasterizer at build time::

    python3 build.py test -m "not browser" -q   # once: creates .cache/venv with Playwright
    .cache/venv/bin/python tools/make_icons.py  # writes icons/*.png

Each PNG is the SVG drawn at that size in a page with a transparent background (the
maskable SVG is opaque edge to edge, so its PNGs are too).
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT))

from conftest import CHROMIUM_FLAGS, chromium_path  # noqa: E402

ICONS = ROOT / "icons"
RENDERS = [
    ("icon.svg", 192, "icon-192.png"),
    ("icon.svg", 512, "icon-512.png"),
    ("icon-maskable.svg", 192, "icon-maskable-192.png"),
    ("icon-maskable.svg", 512, "icon-maskable-512.png"),
    ("icon-maskable.svg", 180, "apple-touch-icon.png"),
]
"""(source SVG, edge in pixels, output PNG) under ``icons/``."""


def main() -> None:
    with sync_playwright() as pw:
        path = chromium_path()
        browser = pw.chromium.launch(args=CHROMIUM_FLAGS, **({"executable_path": path} if path else {}))
        for svg, size, png in RENDERS:
            page = browser.new_page(viewport={"width": size, "height": size}, device_scale_factor=1)
            markup = (ICONS / svg).read_text(encoding="utf-8")
            page.set_content(
                "<!doctype html><style>html,body{margin:0;background:transparent}"
                f"svg{{display:block;width:{size}px;height:{size}px}}</style>{markup}")
            page.screenshot(path=str(ICONS / png), omit_background=True)
            page.close()
            print(f"icons/{png}: {size}x{size} from icons/{svg}")
        browser.close()


if __name__ == "__main__":
    main()
