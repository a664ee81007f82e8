"""The standard library after a memory-snapshot restore: fetched only if something imports
a module the snapshot does not hold.

A memory snapshot of the started app (``tools/boot/build_boot.mjs``) holds every module
imported while it was made: both games' engines, bridges and bots and the standard-library
modules they use. Restoring it needs no standard-library file, so the engine worker does
not download the 4.5 MB zip on that path: it restores with an empty zip at the stdlib's
path and then arms :class:`StdlibOnDemand` with a function that fetches the precompiled
stdlib (a synchronous request: an import cannot wait) and writes it over that path. The
first import the snapshot does not hold triggers it, once; every import after that is
served from the zip, as after an ordinary boot.

``prepare`` runs in the build, just before the snapshot is taken; ``arm`` in the worker,
just after the restore (``js/core/engine-worker.js``). Neither is used by a fresh boot.
"""

from __future__ import annotations

import sys
import zipimport
from collections.abc import Callable
from importlib.machinery import ModuleSpec, PathFinder


def forget(archive: str) -> None:
    """Drop what the import system remembers of the zip ``archive`` (its table of contents
    and the importers of paths inside it), so the next import reads the file as it is now."""
    zipimport._zip_directory_cache.pop(archive, None)  # type: ignore[attr-defined]
    for entry in [p for p in sys.path_importer_cache if p == archive or p.startswith(archive + "/")]:
        del sys.path_importer_cache[entry]


class StdlibOnDemand:
    """A meta-path finder, last on ``sys.meta_path``: asked only for a module no other
    finder found. Armed with ``fetch`` (a callable that writes the whole stdlib zip to
    ``archive`` and raises if it cannot), the first such request calls it once, forgets the
    empty zip that stood there and looks the module up again; unarmed, or after that one
    call, it finds nothing (the import fails as it would have)."""

    def __init__(self, archive: str) -> None:
        self.archive = archive
        self.fetch: Callable[[], object] | None = None
        self.fetched = False

    def find_spec(self, name: str, path: list[str] | None = None, target: object = None) -> ModuleSpec | None:
        fetch, self.fetch = self.fetch, None
        if fetch is None:
            return None
        try:
            fetch()
        except Exception as exc:  # noqa: BLE001 (any failure: the import fails as without us)
            print(f"the standard library could not be fetched for {name}: {exc}", file=sys.stderr)
            return None
        self.fetched = True
        forget(self.archive)
        return PathFinder.find_spec(name, path, target)  # type: ignore[arg-type]


def stdlib_archive() -> str:
    """The path the runtime mounts its standard-library zip at (``/lib/python314.zip``)."""
    return f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"


def prepare() -> StdlibOnDemand:
    """Before the snapshot: append an unarmed :class:`StdlibOnDemand` to ``sys.meta_path``
    and forget the stdlib zip, so a restored runtime reads whatever zip it finds there
    (the worker's empty one) instead of the build's table of contents. Returns the finder."""
    finder = next((f for f in sys.meta_path if isinstance(f, StdlibOnDemand)), None)
    if finder is None:
        finder = StdlibOnDemand(stdlib_archive())
        sys.meta_path.append(finder)
    forget(finder.archive)
    return finder


def arm(fetch: Callable[[], object]) -> bool:
    """After a restore: give the snapshot's finder the function that writes the stdlib zip
    (see :class:`StdlibOnDemand`). Returns False if the runtime holds no such finder (not
    restored from a prepared snapshot), True otherwise."""
    finder = next((f for f in sys.meta_path if isinstance(f, StdlibOnDemand)), None)
    if finder is None:
        return False
    finder.fetch = fetch
    return True
