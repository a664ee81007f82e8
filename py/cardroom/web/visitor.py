"""This visitor's own state after a memory-snapshot restore (the browser worker's fast boot).

A memory snapshot (``tools/boot/build_boot.mjs``) is the interpreter's heap as the build
left it, the same bytes for every visitor who restores it. What of it must differ per
visitor, and what does:

* the seed of a match started without one (``Adapter`` draws it from
  ``random.SystemRandom``, the browser's ``crypto.getRandomValues``): never in the heap;
* the bots' draws: ``random.Random`` seeded from the match's seed and the position
  (``cardroom/web/adapter.py``), so per match;
* the module-level generator of :mod:`random` (``random.random()``, ``shuffle`` ...): in the
  heap, so frozen; :func:`reseed` reseeds it from the operating system's source;
* the string-hash secret (what ``PYTHONHASHSEED`` sets): fixed when the interpreter started
  and cannot change afterwards, because every ``str`` caches its hash and every dict and
  set in the heap is laid out by it. It stays the snapshot's: ``hash("x")`` and the
  iteration order of a set of strings are the same for every visitor of one build (the
  engines' results do not depend on set order: their seeded tests pass under CPython's
  random hash seeds; and no untrusted input fills a dict, the flooding the secret guards
  against). A fresh boot gets its own secret.
"""

from __future__ import annotations

import random


def reseed() -> None:
    """Reseed :mod:`random`'s module-level generator from ``os.urandom`` (called by the
    engine worker once the runtime is up, snapshot or not). Raises nothing."""
    random.seed()
